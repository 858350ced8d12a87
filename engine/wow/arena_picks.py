"""Each player chooses an ally, and the highest ATK wins (helper w30quest): "Reward: Each player chooses an ally in his
party. If you chose the ally with the highest ATK, draw two cards." (Arena Master).

The op ``w30q_highest_pick_draws`` (``amount``: the cards drawn): in turn order (802) each player with an ally in his
party chooses one (not a target, EN 709.1; a player without one chooses none); then, if the link's controller chose an
ally whose ATK is higher than that of every other chosen ally (a tie is no "ally with the highest ATK" — a rule call),
he draws ``amount`` cards (EN 709.3).

The op ``w30q_duel`` ("[Exhaust], Remove three arena counters -> Target player chooses an ally in his party, and the you
choose an ally in your party. Each deals melee damage equal to its ATK to the other.", Ring of Trials): the targeted
player (706: a player target stands for him by his hero), then the link's controller, each choose an ally in his
party (none when he has none); then the two chosen allies, both still in play, each deal melee damage equal to its ATK
(205.1, read before either packet) to the other, at once (405.4: two packets, 408.2c the dealer its source). The same
player targeted and controlling: he chooses twice (a rule call: "and the you choose" — two choices)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, may_skip_draw
from . import keywords as kw
from .answers import handles
from .damage import deal
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "w30q_highest_pick_draws"
DUEL = "w30q_duel"


def _allies(st: WowState, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.peek(u).controller == player and kw.is_ally(st, u)]


@resolves(GAME, OP)
def _highest_pick(call: OpCall) -> list[Event]:
    st = call.st
    order = [(st.active + i) % st.num_players for i in range(st.num_players)]
    continuations.pause_for(call, OP, {"player": call.player, "n": call.amount, "queue": order, "picked": {}, "text": call.eff.text or ""})
    return _next(st)


@resolves(GAME, DUEL)
def _duel(call: OpCall) -> list[Event]:
    st = call.st
    if not call.uids:
        return []  # EN 709.2a: the targeted player's hero is gone
    them = st.table.peek(call.uids[0]).controller
    continuations.pause_for(call, OP, {"player": call.player, "n": 0, "queue": [them, call.player], "picked": {}, "text": call.eff.text or "",
                                       "duel": True, "order": []})
    return _next(st)


def _next(st: WowState) -> list[Event]:
    w = st.waiting[OP]
    while w["queue"]:
        q = w["queue"][0]
        if options := _allies(st, q):
            st.pending.append(Pending(q, OP, f"{w['text'] or 'Arena'}: choose an ally in your party",
                                      [Option(str(u), kw.name(st, u)) for u in options], 1, 1, EN("709.1")))
            return []
        w["queue"].pop(0)
    resume = dict(st.waiting)
    spec = resume.pop(OP)
    st.waiting = {}
    if spec.get("duel"):
        return _fight(st, spec) + continuations.resume_link(st, resume)
    mine = spec["picked"].get(str(spec["player"]))
    others = [u for q, u in spec["picked"].items() if q != str(spec["player"])]
    highest = mine is not None and mine in st.table.cards and all(kw.atk(st, mine) > kw.atk(st, u) for u in others if u in st.table.cards)
    ev = Event("pick", f"P{spec['player'] + 1} {'chose' if highest else 'did not choose'} the ally with the highest ATK", EN("709.3"), spec["player"])
    return [ev, *may_skip_draw.tail_draw(st, [[spec["player"], spec["n"]]] if highest else [], EN("709.3"), resume)]


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = st.waiting[OP]
    q = w["queue"].pop(0)
    uid = int(picks[0])
    w["picked"][str(q)] = uid
    w.setdefault("order", []).append(uid)
    return [Event("pick", f"P{q + 1} chooses {kw.name(st, uid)}", EN("709.1"), q), *_next(st)]


def _fight(st: WowState, spec: dict) -> list[Event]:
    """The two chosen allies each deal melee damage equal to its ATK to the other (ATKs read first, 405.4)."""
    pair = [u for u in spec.get("order", []) if u in st.table.cards and kw.in_play(st, u)]
    if len(pair) != 2 or pair[0] == pair[1]:
        return [Event("pick", "No two allies were chosen: no damage", EN("709.1"), spec["player"])]
    a, b = pair
    atk_a, atk_b = kw.atk(st, a), kw.atk(st, b)
    return [*deal(st, a, b, atk_a, "melee"), *deal(st, b, a, atk_b, "melee")]
