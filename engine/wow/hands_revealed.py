"""Playing with a hand revealed (415.4a: a hand is seen by its owner only, unless an effect reveals it; helper wtok):
"Opponents play with their hands revealed." (Historian Firana), "Ongoing: That opponent plays with his hand revealed."
(Mind Vision, after "Choose an opponent."). A continuous power (EN 714), the op ``hand_revealed`` (never carried out):
``condition["who"]`` "opponents" (each opponent of the card's controller) or "chosen" (the opponent chosen as the card
resolved: the op ``choose_opponent`` notes him on the card, :data:`CHOSEN`; with two players, the opponent — the scope
of this host, where "each opponent" is the opponent).

While such a power is active, every card in that player's hand is public: it is turned face up in its hidden zone
(the table's ``face_up`` flag, which ``Table.visible_to`` reads, so every view shows it and the simulator's hidden-card
check agrees), marked with :data:`FLAG` so that only this module takes it back. :func:`refresh` runs after every
action (``WowEngine._apply``); a card leaving the hand loses the flag with its move (``Table.move``), and once no such
power applies the cards turn back. Nothing is read at all in a match whose card data has no such power
(``match_facts.some_card``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import match_facts
from .cards.compiler import card_powers
from .ops import GAME, OpCall
from .powers import powers
from .rules import EN
from .state import WowState

OP = "hand_revealed"
FLAG = "hand_shown"
CHOSEN = "chosen_opponent"
"""The flag on the card naming the opponent chosen as it resolved (op ``choose_opponent``)."""
_FACT = "wtok_hand_revealed"


def _printed(d: dict[str, Any]) -> bool:
    return any(e.op == OP for pw in card_powers(d) for e in pw.effects)


def revealed_hands(st: WowState) -> set[int]:
    """The players whose hands are revealed now (an active power of a face-up card in play, 103.2: not one that lost
    its powers)."""
    out: set[int] = set()
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(p, zone):
                if st.table.peek(uid).face_down or not kw.in_play(st, uid):
                    continue
                for pw in powers(st, uid):
                    for e in pw.effects:
                        if e.op == OP and pw.kind == "static":
                            card = st.table.peek(uid)
                            if (e.condition or {}).get("who") == "chosen":
                                if card.flags.get(CHOSEN) is not None:
                                    out.add(card.flags[CHOSEN])
                            else:
                                out |= {q for q in range(st.num_players) if q != card.controller}
    return out


def refresh(st: WowState) -> None:
    """Turn the cards of the revealed hands face up (public), and the others back (415.4a)."""
    if not match_facts.some_card(st, _FACT, _printed):
        return
    shown = revealed_hands(st)
    for p in range(st.num_players):
        for uid in st.table.zone(p, "hand"):
            flags = st.table.peek(uid).flags
            now = bool(flags.get(FLAG) and flags.get("face_up"))
            if (p in shown) != now:
                card = st.table.cards[uid]
                if p in shown:
                    card.flags["face_up"] = card.flags[FLAG] = True
                else:
                    card.flags.pop("face_up", None)
                    card.flags.pop(FLAG, None)


@resolves(GAME, "choose_opponent")
def _choose_opponent(call: OpCall) -> list[Event]:
    """ "Choose an opponent." (EN 709.1): with two players, the opponent; noted on the resolving card, which keeps it
    in play (the same card: a move between the chain and the hero row keeps its flags)."""
    them = 1 - call.player
    call.st.table.cards[call.link.uid].flags[CHOSEN] = them
    return [Event("choose", f"P{call.player + 1} chooses P{them + 1}", EN("709.1"), call.player)]


@resolves(GAME, OP)
def _never_carried_out(call: OpCall) -> list[Event]:
    """A continuous power (EN 714) is never carried out as an effect: :func:`refresh` reads it."""
    return []
