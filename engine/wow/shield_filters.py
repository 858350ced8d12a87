"""Prevention shields that prevent only some damage (EN 717.2; helper wtime): "Prevent the next 5 combat
damage that would be dealt to that ally this turn." (Light of the Naaru), "Prevent the next non-melee
damage that would be dealt to your hero this turn." (Anti-Magic Shell), "The next time your hero would be
dealt non-combat damage this turn, prevent it." (Cloak of the Shrouded Mists), "Prevent the next X combat
damage that would be dealt to your hero by allies this turn." (Mana Shield).

The op ``wtime_shield`` gives each target a :class:`~engine.wow.state.Shield` for this turn (the turn's
shields end with it, 503.2) whose ``only`` names the packets it may prevent: words joined by "+", each
of :data:`WORDS` or ``by:<uid>`` (dealt by that card). ``damage.deal`` uses a shield only on a packet
:func:`fits` (a shield that doesn't fit waits for the next packet); ``amount`` ``keys.NEXT_PACKET``
prevents the whole of the next fitting packet (405.5), a number that much of the fitting packets.

Also here: armor that "can prevent only melee damage" (:func:`armor_only`, Phantom Armor), shields made "as each
turn starts" for a hero with a trait (:func:`as_turn_starts`, Extract of Necromantic Power) and "Prevent all
damage that would be dealt this turn." (:func:`all_prevented`, Unyielding Faith).
"""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .cards.keys import NEXT_PACKET
from .ops import GAME, OpCall
from .rules import EN
from .state import Shield, WowState

OP = "wtime_shield"
MAGICAL = frozenset({"arcane", "fire", "frost", "holy", "nature", "shadow"})
"""The magical damage types (Bloodsurge's reminder: "Arcane, Fire, Frost, Holy, Nature, or Shadow", 205.1)."""
WORDS = {
    "combat": "combat", "noncombat": "non-combat", "melee": "melee", "nonmelee": "non-melee",
    "magical": "magical", "by_ally": "dealt by an ally", "by_opposing": "dealt by an opposing hero or ally",
}
"""The filter words and how an event says them."""


def fits(st: WowState, only: str, source: int | None, dtype: str, combat: bool, target: int | None = None) -> bool:
    """Whether a packet of ``dtype`` (its types, 205.1; several for a packet of two types, 408.3a),
    combat or not (408.3b), dealt by ``source`` (408.2c) is one a shield limited to ``only`` prevents;
    ``target``: the shielded character ("by_opposing": dealt by a hero or ally its controller doesn't control)."""
    types = set(dtype.split())
    for word in only.split("+"):
        if word == "by_opposing" and not (isinstance(source, int) and source in st.table.cards and kw.is_character(st, source) and target in st.table.cards
                                          and st.table.peek(source).controller != st.table.peek(target).controller):
            return False  # "… would be dealt damage by an opposing hero or ally" (Blessing of Trials; helper wprev)
        if word == "combat" and not combat:
            return False
        if word == "noncombat" and combat:
            return False
        if word == "melee" and "melee" not in types:
            return False
        if word == "nonmelee" and "melee" in types:
            return False
        if word == "magical" and not types & MAGICAL:
            return False
        if word == "by_ally" and not (isinstance(source, int) and source in st.table.cards and kw.is_ally(st, source)):
            return False
        if word.startswith("by:") and source != int(word[3:]):
            return False
    return True


def describe(only: str, st: WowState | None = None) -> str:
    """ "combat", "non-melee", "dealt by Jaina" … for an event's text."""
    out = []
    for word in only.split("+"):
        if word.startswith("by:"):
            out.append(f"dealt by {kw.name(st, int(word[3:]))}" if st is not None else "dealt by that character")
        else:
            out.append(WORDS.get(word, word))
    return " ".join(out)


@resolves(GAME, OP)
def _shield(call: OpCall) -> list[Event]:
    """EN 717.2: each target (a character in play) gets the shield for this turn; ``eff.keyword`` is the
    filter (``only``), ``amount`` how much (X paid, or ``NEXT_PACKET``)."""
    st, p = call.st, call.player
    only = call.eff.keyword
    events: list[Event] = []
    amount = call.amount
    if amount <= 0 and amount != NEXT_PACKET:
        return []  # 408.2a: nothing to prevent (X = 0)
    for uid in call.uids:
        if not kw.is_character(st, uid):
            continue
        st.shields.append(Shield(uid, amount, st.turn, call.link.uid, only))
        what = "the next" + ("" if amount == NEXT_PACKET else f" {amount}")
        events.append(Event("prevent", f"Prevent {what} {describe(only, st)} damage to {kw.name(st, uid)} this turn", EN("717.2"), p,
                            data={"uid": uid}))
    return events


# --- armor that prevents only some damage (304.3, EN 717.2c) -------------------------------------------------

ARMOR_MELEE_ONLY = "Prevents Only Melee Damage"
"""The pseudo-keyword of "This armor can prevent only melee ([Melee]) damage." (Phantom Armor; a continuous
power on itself): the shield its exhausting makes prevents melee packets only."""


def armor_only(st: WowState, uid: int) -> str:
    """The ``only`` of the shield armor ``uid`` makes as it is exhausted to prevent damage (304.3)."""
    return "melee" if not kw.none_has(st, ARMOR_MELEE_ONLY) and kw.has(st, uid, ARMOR_MELEE_ONLY) else ""


# --- "As each turn starts, [Warlock] Hero: Prevent the next 3 melee damage …" (EN 717.2; 500.1) ----------------

TURN_START = "wtime_turn_start_shield"
"""The continuous op of "As each turn starts, [Trait] Hero: Prevent the next N <kind> damage that would be
dealt to your hero this turn." (Extract of Necromantic Power): ``amount`` N, ``keyword`` the filter (as
``wtime_shield``'s), ``stat`` the hero trait (206.1c: the text exists only while the hero has it)."""


def as_turn_starts(st: WowState) -> list[Event]:
    """As each turn starts (no trigger, no chain: the shields exist from the turn's first moment, as
    ``turn_start_shield``'s), each card in play with ``TURN_START`` gives its controller's hero the shield
    whose trait that hero has; the turn's shields end with it."""
    from .hero_trait import hero_has

    events: list[Event] = []
    for src, effs in kw.sources_doing(st, TURN_START):
        p = st.table.peek(src).controller
        h = st.heroes[p]
        for e in effs:
            if e.stat and not hero_has(st, p, e.stat):
                continue
            st.shields.append(Shield(h, e.amount, st.turn, src, e.keyword))
            events.append(Event("prevent", f"{kw.name(st, src)}: prevent the next {e.amount} {describe(e.keyword)} damage to "
                                f"{kw.name(st, h)} this turn", EN("717.2"), p, data={"uid": h}))
    return events


@resolves(GAME, TURN_START)
def _turn_start_continuous(call: OpCall) -> list[Event]:
    """A continuous power only, read as each turn starts (:func:`as_turn_starts`): nothing to resolve."""
    return []


# --- "Prevent all damage that would be dealt this turn." (Unyielding Faith; EN 717) ----------------------------

ALL_THIS_TURN = "wtime_prevent_all_damage"
"""The op, and the stat of its modifier (on the link controller's hero, for the effect's duration): every
packet dealt to any character is prevented whole while it lasts (unpreventable damage is not, EN 717)."""


def all_prevented(st: WowState) -> bool:
    """Whether an "all damage this turn" prevention is in force now."""
    if not st.modifiers:
        return False
    for m in st.modifiers:  # noqa: SIM110 (a loop: no generator made at every packet)
        if m.stat == ALL_THIS_TURN:
            return True
    return False


@resolves(GAME, ALL_THIS_TURN)
def _prevent_all(call: OpCall) -> list[Event]:
    from engine.core.effects import Modifier

    st, p = call.st, call.player
    st.modifiers.append(Modifier(st.heroes[p], ALL_THIS_TURN, 0, duration=call.eff.duration or "this_turn", player=p, turn=st.turn,
                                 source=call.link.uid))
    return [Event("prevent", "Prevent all damage that would be dealt this turn", EN("717"), p)]
