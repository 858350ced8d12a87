"""Helper w30abil2: whom each character attacked this turn (EN 601.2: the proposed defender), kept by
``attack_memory``, and the target filter ``{"wb30": "revenge"}`` (``targets.matches``): "Destroy target ally that attacked
your hero this turn but dealt no combat damage to your hero this turn." (Revenge) — the ally was proposed with the
player's hero as the defender this turn, and none of the turn's damage entries (``quests.note``) is combat damage
(408.3b) it dealt to that hero. Also ``{"wb30": "noted"}``: the cards the source noted (op ``wb30_note``,
``engine.wow.oneshot_ability_ops``) — "Exhaust any number of target allies … Ongoing: Each of them can't ready during its
controller's ready step." (Rotten to the Spore)."""

from __future__ import annotations

from typing import Any

from .state import WowState

ATTACKED_AT = "_wb30_attacked_at"
"""Card flag: [turn, proposed defender] of the attacks the character made, the last few."""


def remember_attack(st: WowState, attacker: int, defender: Any) -> None:
    """``attack_memory``: the character attacked ``defender`` this turn (EN 601.2, the proposed defender)."""
    flags = st.table.cards[attacker].flags
    flags[ATTACKED_AT] = [*flags.get(ATTACKED_AT, []), [st.turn, defender]][-4:]


NOTED = "_wb30_noted"
"""Card flag of an ongoing ability: the cards its text named as it resolved ("Each of them …", op ``wb30_note``)."""


def target_fits(st: WowState, player: int, uid: int, what: str, source: int = -1) -> bool:
    """A target filter's ``wb30`` part: ``revenge`` — attacked the player's hero this turn but dealt it no combat damage;
    ``noted`` — one of the cards the source noted (Rotten to the Spore's "Each of them")."""
    if what == "noted":
        src = st.table.peek(source, None) if source is not None else None
        return src is not None and uid in src.flags.get(NOTED, [])
    if what != "revenge":
        return True
    hero = st.heroes[player]
    card = st.table.peek(uid)
    if not any(t == st.turn and d == hero for t, d in card.flags.get(ATTACKED_AT, [])):
        return False
    return not any(e.get("ev") == "damage" and e.get("turn") == st.turn and e.get("combat") and e.get("src") == uid and e.get("to") == hero
                   for e in st.turn_log)
