"""Delve (EN glossary; card reminder text): "Look at the top two cards of your deck. Put any number
of them on top of your deck in any order, and the rest on the bottom." Two choices for the
player: which cards stay on top, then (if both stay) which one is the top card. No card is
revealed to the other player. Compiled shape: ``Effect("look_top", 2, zone="delve")``."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending

from . import continuations, zone_moves
from .rules import EN
from .state import WowState

KIND = "delve"


def _name(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards[card.card_id].get("name") or card.card_id


def begin(st: WowState, player: int, n: int, resume: dict[str, Any]) -> list[Event]:
    """Look at the top ``n`` cards; ``resume`` ({"link", "index"}) continues the link after."""
    top = list(st.table.zone(player, "deck")[: max(n, 0)])
    for uid in top:
        card = st.table.cards[uid]
        card.known_to = sorted({*card.known_to, player})
    st.waiting = {**resume, "delve": {"player": player, "cards": top}}
    if not top:
        return finish(st)
    st.pending.append(Pending(player, KIND, "Delve: keep which cards on top of your deck? (the rest go to the bottom)",
                              [Option(str(u), _name(st, u)) for u in top], 0, len(top), EN("glossary")))
    return [Event("delve", f"P{player + 1} looks at the top {len(top)} card(s) of their deck", EN("glossary"), player)]


def answer(st: WowState, picks: list[str]) -> list[Event]:
    d = st.waiting["delve"]
    p = d["player"]
    if "order" in d:  # the second choice: the card that goes on top
        first = int(picks[0])
        other = next(u for u in d["order"] if u != first)
        zone_moves.move(st, other, "deck", EN("glossary"), player=p, position=0)
        zone_moves.move(st, first, "deck", EN("glossary"), player=p, position=0)
        return finish(st)
    kept = [int(x) for x in picks]
    bottom = [u for u in d["cards"] if u not in kept]
    for uid in bottom:
        zone_moves.move(st, uid, "deck", EN("glossary"), player=p)
    events = [Event("delve", f"P{p + 1} keeps {len(kept)} on top and puts {len(bottom)} on the bottom", EN("glossary"), p)]
    if len(kept) == 2:
        d["order"] = kept
        st.pending.append(Pending(p, KIND, "Delve: which card goes on top?", [Option(str(u), _name(st, u)) for u in kept], 1, 1, EN("glossary")))
        return events
    return events + finish(st)


def finish(st: WowState) -> list[Event]:
    w, st.waiting = st.waiting, {}
    return continuations.resume_link(st, w)
