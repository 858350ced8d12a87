"""A one-time reduction of the cost of playing a named card (2-7-1): "The next time you play [Trafalgar
Law] with a cost of 4 or more from your hand during this turn, the cost will be reduced by 2." (op
``next_play_discount``, ops_round5). It is kept as a modifier on the player's Leader for this turn
(keyword ``NEXT_PLAY`` + "name:min cost:reduction", like board.NO_PLAY; a name "{X}" means "a {X} type Character
card"); board.play_price subtracts it
and engine._play uses it up when such a card is played from the hand by paying its cost."""

from __future__ import annotations

from engine.core import Modifier

from .state import OPState

NEXT_PLAY = "rule:next_play:"


def _leader(st: OPState, player: int) -> int | None:
    lead = st.table.zones[player]["leader"]  # (read only)
    return lead[0] if lead else None


def _fits(st: OPState, uid: int, m: Modifier) -> int:
    """The reduction ``m`` gives to playing ``uid`` (0 if the card is not the one it names)."""
    name, low, cut = m.keyword[len(NEXT_PLAY) :].rsplit(":", 2)
    d = st.cards.get(st.table.cards[uid].card_id, {})
    if name.startswith("{") and name.endswith("}"):  # "a {Land of Wano} type Character card" (2-4)
        fits = d.get("type") == "Character" and name[1:-1] in (d.get("traits") or [])
    else:
        fits = d.get("name") == name
    return int(cut) if fits and (d.get("cost") or 0) >= int(low) else 0


def _first(st: OPState, uid: int) -> Modifier | None:
    card = st.table.peek(uid)  # reading only: no copy-on-write copy
    lead = _leader(st, card.controller)
    if card.zone != "hand" or lead is None:
        return None
    return next(
        (m for m in st.modifiers if m.uid == lead and m.keyword.startswith(NEXT_PLAY) and _fits(st, uid, m)),
        None,
    )


def discount(st: OPState, uid: int) -> int:
    """How much less playing ``uid`` from the hand costs now (the first such reduction that fits)."""
    m = _first(st, uid)
    return _fits(st, uid, m) if m is not None else 0


def use_up(st: OPState, uid: int) -> None:
    """``uid`` is being played from the hand for its cost: the reduction that applied is used ("the next time")."""
    m = _first(st, uid)
    if m is not None:
        st.modifiers.remove(m)
