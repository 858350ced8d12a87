"""Arcane Barrage: "This ability can't be interrupted." and "You may play this ability from your graveyard.
If you do, the next time it would enter a graveyard from anywhere, remove it from the game instead."

Static powers, never carried out, read where they matter:

- ``uninterruptible``: a link of this card can't be interrupted (103.2 over EN 711; ``targets.interruptible``
  leaves it out, so nothing can name it);
- ``replay_from_graveyard``: its owner may play it from his graveyard (409.1 as from the hand;
  ``artifact.is_artifact``); played from there, the card is marked (:func:`note_played`, from the ``play``
  action) and the next time it would go to a graveyard — as it resolves (305.1, ``procedure.resolve_card``)
  — it is removed from the game instead (EN 716, :func:`graveyard_or_removed`)."""

from __future__ import annotations

from . import grave_route
from . import keywords as kw
from .cards.compiler import card_powers
from .powers import powers
from .state import WowState
from .wstat2_chain import group_uninterruptible

UNINTERRUPTIBLE = "uninterruptible"
REPLAY = "replay_from_graveyard"
MARK = "_exile_next_graveyard"


def _has(st: WowState, uid: int, op: str) -> bool:
    return may_have(st, uid, op) and any(e.op == op for pw in powers(st, uid) if pw.kind == "static" for e in pw.effects)


def may_have(st: WowState, uid: int, op: str) -> bool:
    """Whether the card's compiled powers hold a static power doing ``op``: else :func:`powers`
    holds none either (the face and hero-trait gates only make powers inactive, 301.2a, 206.1c;
    powers given by other cards are activated ones, ``granted_powers``). Cheaper than ``powers``
    (asked for every graveyard card at each priority, ``artifact.is_artifact``)."""
    return any(e.op == op for pw in card_powers(kw.data(st, uid)) if pw.kind == "static" for e in pw.effects)


def cant_be_interrupted(st: WowState, uid: int) -> bool:
    return _has(st, uid, UNINTERRUPTIBLE) or group_uninterruptible(st, uid)  # "Your ability cards can't be interrupted." (engine.wow.wstat2_chain)


def replays(st: WowState, uid: int) -> bool:
    """The card may be played from its owner's graveyard."""
    return _has(st, uid, REPLAY)


PLAYED_FROM = "played_from"
"""Card flag: the zone the card was last played from (hand, graveyard, removed; read by ``conditions.fits`` "played_from")."""


def note_played(st: WowState, uid: int) -> None:
    """A card played now: marked if it is played from the graveyard by its own such power."""
    from .graveyard_turn_play import spend

    spend(st, uid)  # "… from your graveyard this turn": used up (engine.wow.graveyard_turn_play)
    st.table.cards[uid].flags[PLAYED_FROM] = st.table.peek(uid).zone  # "When you play a Monster ally from your hand" (helper wzone2)
    if st.table.peek(uid).zone == "graveyard" and replays(st, uid):
        st.table.cards[uid].flags[MARK] = True


def graveyard_or_removed(st: WowState, uid: int) -> str:
    """Where the card goes instead of a graveyard now (the mark is used up)."""
    card = st.table.cards[uid]
    return "removed" if card.flags.pop(MARK, False) else grave_route.dest(st, uid)  # other replacements (engine.wow.grave_route)
