"""Quest rewards (EN 702) the shared ops lacked (helper quests; scripts in ``cards/scripts/quests.toml``).

- ``qr_players_draw``: "Choose up to two players. Each of them draws a card." — the link's controller picks up
  to ``amount`` players (not targets, EN 709.1); each picked player draws a card (415.3a).
- ``qr_printed_health_draw``: "If target opposing hero's printed health is more than your hero's, draw a card." —
  the printed health (201.3: the card's own number, no modifier) of the targeted hero against your hero's; you
  draw ``amount`` cards if it is more (709.3).
- ``qr_reveal_two``: "Reveal the top two cards of your deck. If they have different card types, …" (300.1c:
  weapon, armor and item are all equipment, 300.1; a totem is an ability and an ally, 305.3a) — ``stat`` "both":
  both into your hand, otherwise both on the bottom of your deck; ``stat`` "one": you put one of them into your
  hand and the other on the bottom, otherwise both on the bottom.
- ``qr_reveal_two_opponent``: "Reveal the top two cards of your deck. Target opponent chooses one: Put that card
  into your hand and the other into your graveyard / on the bottom of your deck." (``condition["rest"]``).
- ``qr_counter``: "You may remove a counter from target card in play." (``stat`` "remove") / "You may choose a
  counter on target card in play and add another of those counters on it." (``stat`` "add") — 404.1: the
  controller picks a kind of counter on the target (or declines, "you may"); one counter of it is removed / added.
"""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, grave_route, may_skip_draw, zone_moves
from . import keywords as kw
from .answers import handles
from .card_types import card_types
from .counters import add_counters, remove_counters
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

PLAYERS = "qr_players_draw"
HEALTH = "qr_printed_health_draw"
REVEAL_TWO = "qr_reveal_two"
REVEAL_TWO_OPP = "qr_reveal_two_opponent"
COUNTER = "qr_counter"
PICK_ONE = "qr_reveal_two_pick"
DECLINE = "decline"


@resolves(GAME, PLAYERS)
def _players_draw(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    continuations.pause_for(call, PLAYERS, {},
                            Pending(p, PLAYERS, f"{call.eff.text or 'Reward'}: choose up to {call.amount} players; each draws a card",
                                    [Option(str(q), f"P{q + 1}" + (" (you)" if q == p else "")) for q in range(st.num_players)],
                                    0, min(call.amount, st.num_players), EN("709.1")))
    return []


@handles(PLAYERS)
def _players_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Each picked player draws a card, in player order; then the link goes on."""
    w, st.waiting = st.waiting, {}
    w.pop(PLAYERS)
    return may_skip_draw.tail_draw(st, [[q, 1] for q in sorted({int(x) for x in picks})], R("415.3a"), w)  # (EN 716 may ask first)


def printed_health(st: WowState, uid: int) -> int:
    """The card's printed health (201.3: its own number, before any modifier)."""
    return int(st.cards[st.table.cards[uid].card_id].get("health") or 0)


@resolves(GAME, HEALTH)
def _printed_health_draw(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    mine = printed_health(st, st.heroes[p])
    for uid in call.uids:
        if kw.in_play(st, uid) and printed_health(st, uid) > mine:
            return may_skip_draw.op_draw(call, p, call.amount, R("415.3a"))
    return [Event("condition", f"No targeted hero has more printed health than P{p + 1}'s hero ({mine})", EN("709.3"), p)]


def _top_two(st: WowState, p: int) -> tuple[list[int], list[Event]]:
    top = list(st.table.zone(p, "deck")[:2])
    return top, ([effects.reveal(st.table, top, EN("709.1"), p)] if top else [])


def _to_hand(st: WowState, p: int, uid: int) -> Event:
    ev = zone_moves.move(st, uid, "hand", EN("709.1"))
    ev.text = f"P{p + 1} puts {kw.name(st, uid)} into their hand"
    return ev


def _rest(st: WowState, p: int, cards: list[int], where: str) -> list[Event]:
    """The other revealed cards go to the bottom of the deck (415.3a) or into the graveyard."""
    if where == "graveyard":
        return [grave_route.move(st, uid, EN("709.1")) for uid in cards]
    for uid in cards:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=p)
    return [Event("reveal", f"P{p + 1} puts {len(cards)} card(s) on the bottom of their deck", EN("709.1"), p)] if cards else []


@resolves(GAME, REVEAL_TWO)
def _reveal_two(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top, events = _top_two(st, p)
    if len(top) < 2 or card_types(st, top[0]) == card_types(st, top[1]):  # 300.1c: the same card type
        return events + _rest(st, p, top, "bottom")
    if call.eff.stat == "both":
        return events + [_to_hand(st, p, uid) for uid in top]
    continuations.pause_for(call, PICK_ONE, {"cards": top, "player": p, "rest": "bottom"},
                            Pending(p, PICK_ONE, "Put which card into your hand? (the other goes on the bottom of your deck)",
                                    [Option(str(u), kw.name(st, u)) for u in top], 1, 1, EN("709.1")))
    return events


@resolves(GAME, REVEAL_TWO_OPP)
def _reveal_two_opponent(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top, events = _top_two(st, p)
    rest = str((call.eff.condition or {}).get("rest", "bottom"))
    if len(top) < 2:  # one card: it is the one chosen
        return events + [_to_hand(st, p, uid) for uid in top]
    chooser = 1 - p  # target opponent (two players)
    continuations.pause_for(call, PICK_ONE, {"cards": top, "player": p, "rest": rest},
                            Pending(chooser, PICK_ONE, f"Choose the card P{p + 1} puts into their hand (the other goes "
                                    + ("into their graveyard)" if rest == "graveyard" else "on the bottom of their deck)"),
                                    [Option(str(u), kw.name(st, u)) for u in top], 1, 1, EN("709.1")))
    return events


@handles(PICK_ONE)
def _pick_one_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked card into the revealing player's hand, the other to its place; then the link goes on."""
    d, w = continuations.take_job(st, PICK_ONE)
    chosen = int(picks[0])
    events = [_to_hand(st, d["player"], chosen)]
    events += _rest(st, d["player"], [u for u in d["cards"] if u != chosen], d["rest"])
    return events + continuations.resume_link(st, w)


@resolves(GAME, COUNTER)
def _counter(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    uid = next((u for u in call.uids if kw.in_play(st, u)), None)
    kinds = sorted(st.table.cards[uid].counters) if uid is not None else []
    if not kinds:
        return [Event("counters", "No counter on the target", EN("709.1"), p)]
    verb = "Remove" if call.eff.stat == "remove" else "Add another"
    continuations.pause_for(call, COUNTER, {"uid": uid, "what": call.eff.stat},
                            Pending(p, COUNTER, f"{verb} which counter on {kw.name(st, uid)}?",
                                    [*(Option(k, f"{verb} a {k} counter") for k in kinds), Option(DECLINE, "Don't")], 1, 1, EN("709.1")))
    return []


@handles(COUNTER)
def _counter_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """404.1: one counter of the picked kind removed / added (none when declined); then the link goes on."""
    d, w = continuations.take_job(st, COUNTER)
    events: list[Event] = []
    if picks and picks[0] != DECLINE and kw.in_play(st, d["uid"]):
        if d["what"] == "remove":
            events += remove_counters(st, d["uid"], picks[0], 1, R("404.1"))
        else:
            events += add_counters(st, d["uid"], picks[0], 1, R("404.1"))
    return events + continuations.resume_link(st, w)
