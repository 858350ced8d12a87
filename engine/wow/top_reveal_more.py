"""More ways to reveal (or look at) the top cards of your deck and pick among them (EN 709.1: the card text as
written; helper wtok). The op ``reveal_top_more`` (``amount`` cards) reads ``condition["how"]``:

- "play_all" (710.1): "Reveal the top seven cards of your deck. Put all revealed Murloc allies with cost 1 or less
  into play and the rest on the bottom of your deck." — every revealed card fitting ``condition["filter"]``
  (``engine.wow.reveal.fits``) is put into play under your control, one after the other; the rest go to the bottom.
- "one_each": "Put a revealed ability, ally, equipment, and quest card into your hand and the rest on the bottom of
  your deck." — up to one revealed card of each type in ``condition["kinds"]`` goes into your hand (one choice per
  type that was revealed); the rest go to the bottom.
- "hand_rest_top" (415.3c): "Look at the top three cards of your deck. Put one into your hand and the rest on top of
  your deck in any order." — the cards are only looked at (the other player never learns them); you put exactly one
  into your hand and order the rest on top (``engine.wow.deckorder``, the order is secret).
- "named": "Choose a rarity, then reveal the top three cards of your deck. Put a revealed card with that rarity into
  hand …" / "Name a standard race, then reveal the top four cards … Put a revealed ally card of that race into hand
  …" — first a choice among ``condition["options"]`` (public, 709.1); the revealed cards fitting
  ``condition["filter"]`` and whose ``condition["by"]`` ("rarity" or "race") is the choice may be picked (up to one)
  into your hand; the rest go to the bottom.

The revealed cards are public (``effects.reveal``); looked-at cards are known only to the player looking
(``effects.look_top``: ``view`` shows them to him alone), and what he puts into his hand stays secret."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from .answers import handles
from .ops import GAME, OpCall
from .reveal import fits
from .rules import EN, R
from .search import card_matches
from .state import Link, WowState

KIND = "wtok_reveal_pick"
CHOOSE = "wtok_reveal_choose"
KIND_WORDS = {"ability": ["ability"], "ally": ["ally"], "equipment": ["equipment"], "quest": ["quest"], "location": ["location"]}


def _name(st: WowState, uid: int) -> str:
    return st.cards[st.table.cards[uid].card_id].get("name") or st.table.cards[uid].card_id


@resolves(GAME, "reveal_top_more")
def _reveal_top_more(call: OpCall) -> list[Event]:
    st, cond = call.st, dict(call.eff.condition or {})
    call.stop = True
    if cond.get("how") == "named":
        opts = list(cond.get("options") or [])
        what = "a rarity" if cond.get("by") == "rarity" else "a race"
        continuations.pause_for(call, "wtok_choose", {"player": call.player, "n": call.amount, "cond": cond},
                                Pending(call.player, CHOOSE, f"{call.eff.text or 'Reveal'}: choose {what}",
                                        [Option(o, o) for o in opts], 1, 1, EN("709.1")))
        return []
    return begin(st, call.player, call.amount, cond, call.resume())


@handles(CHOOSE)
def _chosen(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    c = w.pop("wtok_choose")
    st.waiting = {}
    event = Event("choose", f"P{c['player'] + 1} chooses {picks[0]}", EN("709.1"), c["player"])
    return [event, *begin(st, c["player"], c["n"], {**c["cond"], "chosen": picks[0]}, w)]


def _fits_choice(st: WowState, uid: int, cond: dict[str, Any], player: int) -> bool:
    if not fits(st, uid, cond.get("filter") or {}, player):
        return False
    chosen = cond.get("chosen")
    if chosen is None:
        return True
    d = st.cards[st.table.cards[uid].card_id]
    if cond.get("by") == "rarity":
        return (d.get("rarity") or "").lower() == chosen.lower()
    return card_matches(st, uid, {"tag": chosen})  # "an ally card of that race" (its race or a race tag, 202.1a)


def begin(st: WowState, player: int, n: int, cond: dict[str, Any], resume: dict[str, Any]) -> list[Event]:
    """Reveal (or look at) the top ``n`` cards, then the choices ``cond["how"]`` asks for."""
    look = cond.get("how") == "hand_rest_top"
    if look:
        top, ev = effects.look_top(st.table, player, player, "deck", max(n, 0), EN("709.1"))
        events = [ev] if top else []
    else:
        top = list(st.table.zone(player, "deck")[: max(n, 0)])
        events = [effects.reveal(st.table, top, EN("709.1"), player)] if top else []
    mode = cond.get("how")
    asks: list[list[Any]] = []  # [question, option uids, least]
    if mode == "hand_rest_top" and top:
        asks.append(["Put which card into your hand? (the rest go back on top in an order you choose)", list(top), 1])
    elif mode == "one_each":
        for kind in cond.get("kinds") or []:
            fit = [u for u in top if card_matches(st, u, {"types": KIND_WORDS[kind]})]
            if fit:
                asks.append([f"Put which revealed {kind} card into your hand?", fit, 0])
    elif mode == "named":
        fit = [u for u in top if _fits_choice(st, u, cond, player)]
        if fit:
            asks.append([f"Put which revealed card ({cond.get('chosen')}) into your hand?", fit, 0])
    st.waiting = {**resume, "wtok_reveal": {"player": player, "cards": top, "how": mode, "asks": asks, "picked": [],
                                            "filter": cond.get("filter") or {}}}
    return events + _next(st)


def _next(st: WowState) -> list[Event]:
    d = st.waiting["wtok_reveal"]
    if d["asks"]:
        question, uids, least = d["asks"][0]
        st.pending.append(Pending(d["player"], KIND, question, [Option(str(u), _name(st, u)) for u in uids], least, 1, EN("709.1")))
        return []
    return _finish(st)


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    d = st.waiting["wtok_reveal"]
    d["asks"] = d["asks"][1:]
    d["picked"] += [int(x) for x in picks]
    return _next(st)


def _finish(st: WowState) -> list[Event]:
    w = st.waiting
    d = w["wtok_reveal"]
    p, mode = d["player"], d["how"]
    events: list[Event] = []
    if mode == "play_all":  # 710.1: each fitting card is put into play (it resolves as if played, without the chain)
        chosen = [u for u in d["cards"] if fits(st, u, d["filter"], p)]
    else:
        chosen = list(d["picked"])
    rest = [u for u in d["cards"] if u not in chosen]
    w = {k: v for k, v in w.items() if k != "wtok_reveal"}
    st.waiting = {}
    if mode != "play_all":
        for uid in chosen:
            ev = zone_moves.move(st, uid, "hand", EN("709.1"))
            ev.text = f"P{p + 1} puts {'a card' if mode == 'hand_rest_top' else _name(st, uid)} into their hand"
            events.append(ev)
    if mode == "hand_rest_top" and rest:
        from . import deckorder  # 415.3c: the player orders the cards going back on top, secretly

        return events + deckorder.begin(st, rest, True, w)
    if rest and mode != "play_all":  # 415.3c: the owner orders the cards going to the bottom, secretly
        from . import deckorder

        return events + deckorder.begin(st, rest, False, w)
    for uid in rest:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=p)
    if rest:
        events.append(Event("reveal", f"P{p + 1} puts {len(rest)} card(s) on the bottom of their deck", EN("709.1"), p))
    if mode == "play_all":
        for uid in chosen:
            events.append(Event("enter", f"{_name(st, uid)} is put into play", R("415.9a"), p))
            events += continuations.resolve_card(st, Link("card", p, uid, label=_name(st, uid)))
    return events + continuations.resume_link(st, w)
