"""A turned-over deck (415.3d) and the top card of a deck made visible by a continuous power (415.3e–f): "Play with the top card
of your deck revealed" / "Opponents play with …" / "Players play with …" (415.3f: everyone sees
it) and "You may look at the top card of your deck at any time" (415.3e: its owner sees it; "at
any time" means whenever he has priority, and a player's view is what he may see then). The
view (``view.build_view``) shows its face as the deck's first entry (``revealed``); the state
itself is not changed."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .cards.line_readers import LOOK_TOP, REVEALED_TOP
from .ops import GAME, OpCall
from .rules import R
from .state import WowState


@lru_cache(maxsize=4096)
def _top_powers(text: str) -> tuple[tuple[str, str], ...]:
    """The top-card powers of a card text, in order: ("revealed", who) for 415.3f ("you",
    "opponents", "players") and ("look", "you") for 415.3e; kept per text (read at every view)."""
    from .cards.templates_lines import power_lines

    out: list[tuple[str, str]] = []
    for line in power_lines(text):
        line = line.strip()
        m = REVEALED_TOP.match(line)
        if m:
            who = (m.group(1) or "you").lower()
            out.append(("revealed", "players" if who == "each player" else who))
        elif LOOK_TOP.match(line):
            out.append(("look", "you"))
    return tuple(out)


def _powers(st: WowState):
    """(controller, kind, who) of the top-card powers of the face-up cards in play."""
    for p in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(p, zone):
                if not st.table.peek(uid).face_down:
                    for kind, who in _top_powers(kw.data(st, uid).get("text", "")):
                        yield p, kind, who


def seen_by(st: WowState, owner: int, viewer: int | None) -> bool:
    """Whether ``viewer`` (None: a spectator) sees the top card of ``owner``'s deck."""
    for p, kind, who in _powers(st):
        if kind == "revealed":
            if who == "players" or (who == "you" and owner == p) or (who == "opponents" and owner != p):
                return True  # 415.3f
        elif owner == p and viewer == p:
            return True  # 415.3e
    return False


def show_top(st: WowState, view: dict[str, Any], owner: int, viewer: int | None) -> None:
    """Put the top card's face into ``view`` (zone entry and card data) if ``viewer`` sees it."""
    deck = st.table.zone(owner, "deck")
    if not deck or not seen_by(st, owner, viewer):
        return
    card = st.table.cards[deck[0]]
    entry: dict[str, Any] = {"uid": card.uid, "card_id": card.card_id, "owner": card.owner, "tapped": False, "revealed": True}
    view["players"][owner]["zones"]["deck"][0] = entry
    view["cards"][card.card_id] = st.cards[card.card_id]


def turn_over(st: WowState, player: int) -> list[Event]:
    """415.3d: the deck is turned over as it is: its order reverses (the old bottom card is now on
    top, and cards are drawn from there) and every card in it is face up, public. Cards that join
    the deck later are not turned (a limit of this host: no card of the pool moves cards into a
    turned deck and also turns it)."""
    deck = st.table.zone(player, "deck")
    deck.reverse()
    for uid in deck:
        st.table.cards[uid].flags["face_up"] = True
    return [Event("deck", f"P{player + 1} turns their deck over: it is face up and its order is reversed", R("415.3d"), player)]


@resolves(GAME, "turn_deck_over")
def _turn_deck_over(call: OpCall) -> list[Event]:
    """415.3d."""
    return turn_over(call.st, call.player)
