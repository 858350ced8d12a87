"""Reveal and pick (EN 709.1: the card text as written): "Reveal the top three cards of your deck. Put a
revealed ally card into your hand and the rest on the bottom of your deck." The revealed cards
are public; the player picks up to one matching card (or every matching card goes, for "all
revealed …"); the rest go to the bottom of the deck in the revealed order. Compiled shape:
``Effect("reveal", N, zone="pick", condition={"filter": {...}, "all": bool})`` (filters as in
``engine.wow.search.card_matches``)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects

from .rules import EN
from .search import card_matches
from .state import WowState

KIND = "reveal_pick"


def _name(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards[card.card_id].get("name") or card.card_id


def begin(st: WowState, player: int, n: int, cond: dict[str, Any], resume: dict[str, Any]) -> list[Event]:
    top = list(st.table.zone(player, "deck")[: max(n, 0)])
    events = [effects.reveal(st.table, top, EN("709.1"), player)] if top else []
    fits = [u for u in top if card_matches(st, u, cond.get("filter") or {})]
    st.waiting = {**resume, "reveal": {"player": player, "cards": top}}
    if cond.get("all") or not fits:
        return events + finish(st, fits)
    st.pending.append(Pending(player, KIND, "Put which revealed card into your hand? (the rest go to the bottom of your deck)",
                              [Option(str(u), _name(st, u)) for u in fits], 0, 1, EN("709.1")))
    return events


def answer(st: WowState, picks: list[str]) -> list[Event]:
    return finish(st, [int(x) for x in picks])


def finish(st: WowState, chosen: list[int]) -> list[Event]:
    from .procedure import link_effects, link_from_json, run_effects

    w, st.waiting = st.waiting, {}
    d = w["reveal"]
    p = d["player"]
    events: list[Event] = []
    for uid in chosen:
        ev = effects.move(st.table, uid, "hand", EN("709.1"))
        ev.text = f"P{p + 1} puts {_name(st, uid)} into their hand"
        events.append(ev)
    for uid in d["cards"]:
        if uid not in chosen:
            effects.move(st.table, uid, "deck", EN("709.1"), player=p)
    if len(d["cards"]) > len(chosen):
        events.append(Event("reveal", f"P{p + 1} puts {len(d['cards']) - len(chosen)} card(s) on the bottom of their deck", EN("709.1"), p))
    link = link_from_json(w["link"])
    return events + run_effects(st, link, link_effects(st, link), w["index"])
