"""Damage an opponent's hero deals to a target of his own choice (helper w30quest): "1, Flip Kil'zin Kil'zin deals 3
nature damage to target hero or ally in an opponent's party. When damage is dealt this way, that opponent's hero deals 3
nature damage to target hero or ally of his choice." (Kil'zin of the Bloodscalp).

The op ``w30q_their_choice_damage`` (``amount``, ``stat`` the damage type; with ``condition["if_dealt"]`` only after a
packet of this link was dealt, 408.2a — "when damage is dealt this way", carried out in the same resolution as the
templates read it): the controller of the character the link's earlier packet was dealt to chooses a target hero or
ally legal for him (EN 706: its targeting restrictions read from his side), and his hero deals the damage to it
(408.2c: his hero is the source)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import Effect, Target, resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .damage import deal
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "w30q_their_choice_damage"


@resolves(GAME, OP)
def _their_choice(call: OpCall) -> list[Event]:
    from .targets import legal_targets

    st, link = call.st, call.link
    hit = [u for u in link.data.get("dealt_to", []) if u in st.table.cards]
    if not hit:
        return []
    q = st.table.peek(hit[-1]).controller
    hero = st.heroes[q]
    if hero not in st.table.cards or not kw.in_play(st, hero):
        return []
    options = legal_targets(st, q, Effect("damage", call.amount, Target("chosen", {"types": ["hero", "ally"]})), hero)
    if not options:
        return [Event("pick", f"P{q + 1} has no target to choose", EN("706.1"), q)]
    continuations.pause_for(call, OP, {"player": q, "amount": call.amount, "stat": call.eff.stat or "nature"},
                            Pending(q, OP, f"{kw.name(st, link.uid)}: your hero deals {call.amount} {call.eff.stat} damage to a target of your choice",
                                    [Option(str(u), kw.name(st, u)) for u in options], 1, 1, EN("706.1")))
    return []


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    spec, w = continuations.take_job(st, OP)
    hero = st.heroes[spec["player"]]
    events = deal(st, hero, int(picks[0]), spec["amount"], spec["stat"]) if kw.in_play(st, hero) else []
    return events + continuations.resume_link(st, w)
