"""Replacement of a discard with nothing (7.7.1, 7.7.5): "During opponents' turns, if an effect would
cause you to discard one or more cards from your hand, you don't discard" (Magica De Spell - Cruel
Sorceress) and "If an effect would cause you to discard one or more cards, you don't discard" (Kronk -
Laid Back). Both compile to the keyword ``no_discard`` on the card (engine.lorcana.cards.
templates_replacements; Magica's with the static condition ``opp_turn``), so :func:`discard_prevented`
asks whether one of the player's cards in play has it now.

Only a discard an EFFECT causes is replaced (8.3.4: "if an effect instructs someone to discard").
A cost is not an effect: "[A] to [B]": "[A] is a cost, not an effect" (7.1.2.2), the discard of an
activated ability's cost (7.5.3.2, engine.lorcana.turn_actions / chosen_costs) and Shift's "discard
a card" (4.3.4.6, engine.lorcana.shift_costs) are paid as usual. So "you may choose and discard a card
to gain 2 lore" (op ``discard_cost``), "choose and discard a card to deal 1 damage" (op
``discard_for_damage``, Kakamora), "you may discard your hand to draw 2 cards" (Doc - Bold Knight: op
``discard`` marked ``condition.cost``) and "discard any number of item cards to gain 1 lore for each"
(Geppetto: op ``discard_any`` marked ``condition.cost``) stay allowed. "[A]. If you do, [B]" is not
"[A] to [B]": its [A] is an effect (Lose the Way, Sprout, Max Goof - Karaoke Star: op ``discard_cost``
marked ``condition.effect``); replaced, it never happens (7.7.5), so [B] ("if you do") doesn't either.

The ops that call :func:`keeps_hand` (each logs the replacement, rule 7.7.5, and discards nothing):

- ``discard`` (engine.lorcana.resolve._discard): "each opponent chooses and discards a card", "draw a
  card, then choose and discard a card", "discard your hand" … skipped for a protected player; "fail"
  when nobody discarded, so "If you do, …" (Hercules - Young Rescuer) doesn't happen.
- ``discard_random`` (engine.lorcana.resolve_modes): "discards a card at random"; "discarded this way"
  counts only the cards that went.
- ``reveal_hand_discard`` (engine.lorcana.resolve_ops): the hand is still revealed, nothing discarded.
- ``opponents_may_discard`` (engine.lorcana.opponent_choice): a protected opponent can't discard, so
  is one "who doesn't" (not asked); the reward is given for them.
- ``unless_discard`` (engine.lorcana.unless_discard): "may choose and discard a card. If they don't,
  you gain 2 lore": they can't discard (not asked), so the lore is gained.
- ``discard_any`` (engine.lorcana.discard_any, not marked ``cost``): "choose and discard any number of
  cards, then draw that many" (Desperate Plan): none discarded, 0 drawn; Jafar's "if an Illusion
  character card is discarded this way" finds none.
- ``discard_named`` (Tiana): nothing discarded, no "it".
- ``discard_to_size`` (Prince John's Mirror) and ``hand_to_size`` (Goliath's discard half).
- ``discard_or_banish`` ("choose and discard a card or banish this character"): the discard can't be
  chosen, so the other way has to be (2.2.0 6.1.5.2, outside the seed documents: "if the player
  doesn't or can't choose and discard a card, they must banish Megara").
- ``discard_either`` (Lucifer): neither way discards.
- ``players_discard_draw`` (Beyond the Horizon): "discard their hands and draw 3": the draw still
  happens ("[A] and [B]", 7.1.2.4).
- ``discard_cost`` marked ``condition.effect`` (see above).

Comprehensive Rules 2.2.0 (outside the seed documents) reads it otherwise: its 6.1.5 makes [A] of
"[A] to [B]" a cost only when it pays ink, so there Kronk would stop "choose and discard a card to …"
(and its [B], 6.1.5.1). The engine follows the seed documents (7.1.2.2) until they change.

Not changed (costs, 7.1.2.2 / 7.5.3.2 / 4.3.4.6): ``discard_cost`` (unmarked), ``discard_for_damage``,
activated costs, Shift's discard. Not discards at all (8.3.4 and the glossary: a player discards only
from their hand): cards put into the discard from the deck or after resolving.
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import Effect

from .characteristics import has, in_play, name, nobody_has
from .rules import R
from .state import LorcanaState

KEYWORD = "no_discard"
"""The keyword the two statics compile to (engine.lorcana.cards.templates_replacements)."""


def is_cost(source: Effect | None) -> bool:
    """Is the discard ``source`` asks for a cost (7.1.2.2 "[A] to [B]"), not an effect?"""
    if source is None:
        return False
    cond = source.condition or {}
    if source.op == "discard_cost":
        return not cond.get("effect")  # "[A]. If you do, [B]": [A] is an effect
    if source.op == "discard_for_damage":
        return True  # "choose and discard a card to deal 1 damage"
    return bool(cond.get("cost"))  # "discard your hand to …", "discard any number of item cards to …"


def protector(st: LorcanaState, player: int) -> int | None:
    """The card of ``player``'s in play whose ``no_discard`` applies now (its condition holds), if any."""
    if nobody_has(st, KEYWORD):
        return None
    return next((u for u in in_play(st, player) if has(st, u, KEYWORD)), None)


def discard_prevented(st: LorcanaState, player: int, source: Effect | None) -> bool:
    """Would ``player``'s discard asked for by ``source`` be replaced by nothing (7.7.5)? True when a
    card of theirs in play has ``no_discard`` now (Magica: only during opponents' turns) and the
    discard comes from an effect, not a cost (7.1.2.2)."""
    return not is_cost(source) and protector(st, player) is not None


def keeps_hand(st: LorcanaState, player: int, source: Effect | None, events: list[Event]) -> bool:
    """:func:`discard_prevented`, with the replacement logged (7.7.5: the discard never happens, so
    nothing that would trigger on it does)."""
    if is_cost(source):
        return False
    by = protector(st, player)
    if by is None:
        return False
    events.append(Event("replaced", f"P{player + 1} doesn't discard ({name(st, by)})", R("7.7.5"), player,
                        data={"uid": by}))
    return True


def own_discard_replaced(st: LorcanaState, player: int, eff: Effect) -> int | None:
    """The card whose ``no_discard`` would replace ``eff`` — an optional discard by ``player`` themself
    that is an effect ("you may discard your hand. If you do, …", Hercules - Young Rescuer; "you may
    choose and discard a card. If you do, …", Lose the Way, Rapunzel - Tower Defender, Sprout, Max
    Goof): the discard would never happen (7.7.5), so neither would the "if you do" (7.1.2.2; 2.2.0
    6.1.5.1, outside the seed documents: "unable to do part of [A] for any reason"). The "may" is then
    not asked (engine.lorcana.resolve.run_step): answering it could change nothing. None otherwise."""
    if not eff.optional or is_cost(eff):
        return None
    if eff.op == "discard_cost":
        pass  # is_cost False: marked ``condition.effect``
    elif eff.op == "discard":
        tgt = eff.target
        if tgt is None or getattr(tgt, "kind", None) != "player" or (tgt.filter or {}).get("who") != "you":
            return None
    else:
        return None
    return protector(st, player)
