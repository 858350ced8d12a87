"""WoW's own effect ops, for what the shared vocabulary (``engine.core.effects.VOCABULARY``)
has no op for yet. Compiled text uses :class:`WowEffect` for them; ``procedure.run_effects``
carries them out. Shapes (``amount`` -1 = X; no target = the source card itself):

- ``add_counters`` / ``remove_counters`` (404.1): ``amount`` counters of kind ``stat``;
  ``condition={"all": True}`` removes all of them (``engine.wow.counters``).
- ``gain_control`` (401.3): the link's controller gains control of the targets for
  ``duration`` ("this_turn" or "permanent"; ``condition={"while_source": True}`` ends it when
  the source leaves play) (``engine.wow.control``).
- ``add_type`` / ``become_type`` / ``add_tag`` (300.1b, 300.1a, 202.3): the targets (or the source)
  also have / change to card type ``keyword``, or get tag ``keyword``, for ``duration`` (default
  this turn); stats and keywords that come with it are ordinary ``modify_stat``/``grant_keyword``.
  ``become_damage_type``: the targets' damage type becomes ``keyword``, losing the others (205.1c).
- ``heal_bonus`` (a continuous power, 407.2 / EN 716): healing packets made by (``condition={"as":
  "source"}``) or for (``"as": "target"``) the affected characters heal ``amount`` more
  (``damage.heal_bonus``). A heal effect's healer is your hero unless ``condition={"source": "self"}``.
- ``extra_turn`` / ``skip_turn`` (500.3, 500.4): for the link's controller, or the opponent with
  ``Target("opponent")``; ``end_turn`` (500.5) ends the current turn (``engine.wow.turns``).
- ``switch_damage`` (405.7): two effects, the first with ``zone="first"`` (its target is the
  first character), the second's target is the other character (``damage.switch``).
- ``copy`` (402): a duplicate of the targeted card on the chain (402.1; a ``chain`` target), or
  with ``zone="token"`` a token copy of the targeted card in play (402.3) (``engine.wow.copies``).
- ``become_copy`` (402.2): two effects, the first with ``zone="first"`` (its target becomes the
  copy), the second's target is the card copied; for ``duration`` (``engine.wow.copies``).
- ``turn_deck_over`` (415.3d): the controller's deck is turned over (``engine.wow.deck_top``).
- ``move_attachment`` (400.7): the targeted attachment moves to another card matching its attach
  specification, chosen by the controller on resolution (``engine.wow.attach``).
- ``additional_resource`` (412.1c): reveal the top card of your deck and put it on the chain as a
  resource (ready, or exhausted with ``condition={"exhausted": True}``) (``engine.wow.resources``).
- ``order_onto_deck`` (415.3c): the targeted cards go to the top (``zone="top"``) or bottom of their
  owners' decks at once, each owner choosing the order (``engine.wow.deckorder``).
- ``return_later`` (415.9b): at the end of the next turn the target (no target: the source card)
  returns from its current zone to its owner's ``zone`` (default hand), only if it stayed there
  (``engine.wow.delayed``).
- ``cost_change`` (403.2): the controller pays ``amount`` less this turn, as
  ``condition["cost_change"]`` says (``engine.wow.next_cost``).
- ``flip`` (301.2): the source hero turns over (``engine.wow.faces``).
- ``return_starting_hero`` (301.4d): the controller's starting hero comes back in place of the
  master hero (``engine.wow.heroes``).
"""

from __future__ import annotations

from engine.core.effects import Effect

EXTRA_OPS = frozenset({
    "add_counters", "remove_counters", "gain_control", "add_type", "become_type", "add_tag", "become_damage_type",
    "heal_bonus", "extra_turn", "skip_turn", "end_turn", "switch_damage", "copy", "return_starting_hero",
    "move_attachment", "additional_resource", "order_onto_deck",
    "return_later", "cost_change", "become_copy", "turn_deck_over",
    "flip",
})


class WowEffect(Effect):
    """An :class:`Effect` whose op may also be one of ``EXTRA_OPS``."""

    def __post_init__(self) -> None:
        if self.op in EXTRA_OPS:
            return
        super().__post_init__()
