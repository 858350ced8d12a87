"""Damage in falling amounts to characters in an order: one packet each (405.4), dealt by the link controller's hero.

- ``wa30_damage_in_order`` ("Target opponent chooses three allies in his party, in order. Your hero deals 3, 2, and 1
  nature damage to them, respectively.", Fel-Acid Breath; helper w30abil; EN 709.1): after ``player_picks`` (stat
  "choose": the opponent picks the allies, the order of his picks being the order, remembered by ``engine.wow.refs``),
  deals ``condition["amounts"][i]`` ``stat`` damage to the i-th remembered card still in play. Fewer allies picked: the
  first amounts only.
- ``wg30_ordered_damage`` ("When you strike with Thunderfury, choose up to five heroes and/or allies. Your hero deals 5,
  4, 3, 2, and 1 nature damage to them, respectively.", helper w30gear): the link's controller chooses, on resolution
  (not targets, EN 706), up to ``len(condition["amounts"])`` different heroes and/or allies in play one at a time — the
  first is dealt the first amount, and so on (choosing none ends the choosing) — then the packets are dealt.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .damage import deal
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

OP = "wg30_ordered_damage"


def _characters(st: WowState, chosen: list[int]) -> list[int]:
    return [c.uid for c in st.table.peek_cards() if c.zone in ("hero_row", "allies") and c.uid not in chosen
            and not c.face_down and kw.in_play(st, c.uid) and kw.is_character(st, c.uid)]


@resolves(GAME, OP)
def _ordered_damage(call: OpCall) -> list[Event]:
    spec = {"player": call.player, "amounts": list((call.eff.condition or {})["amounts"]), "dtype": call.eff.stat or "melee",
            "source": call.link.uid, "chosen": []}
    events, call.stop = _ask(call.st, {**call.resume(), OP: spec})
    return events


def _ask(st: WowState, w: dict[str, Any]) -> tuple[list[Event], bool]:
    """The next choice, or the packets once every amount has a character or none is left; True: a choice is pending."""
    spec = w[OP]
    chosen, amounts = spec["chosen"], spec["amounts"]
    options = _characters(st, chosen) if len(chosen) < len(amounts) else []
    if options:
        st.waiting = w
        n = amounts[len(chosen)]
        st.pending.append(Pending(spec["player"], OP, f"{kw.name(st, spec['source'])}: choose a hero or ally to be dealt {n} {spec['dtype']} damage (none: stop)",
                                  [Option(str(u), kw.name(st, u)) for u in options], 0, 1, EN("709.1")))
        return [], True
    st.waiting = {}
    hero = st.heroes[spec["player"]]
    events: list[Event] = []
    for uid, n in zip(chosen, amounts, strict=False):
        events += deal(st, hero, uid, n, spec["dtype"], via=spec["source"])
    return events, False


@handles(OP)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    spec = dict(w[OP])
    if picks:
        spec["chosen"] = [*spec["chosen"], int(picks[0])]
    else:
        spec["amounts"] = spec["amounts"][: len(spec["chosen"])]  # none: the choosing ends
    w[OP] = spec
    events, paused = _ask(st, w)
    if paused:
        return events
    w.pop(OP)
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wa30_damage_in_order")
def _damage_in_order(call: OpCall) -> list[Event]:
    st, events = call.st, []
    amounts = list((call.eff.condition or {}).get("amounts") or [])
    picked = [row["uid"] for row in call.link.data.get("ref", [])]
    for uid, n in zip(picked, amounts, strict=False):
        if uid in st.table.cards and kw.in_play(st, uid):
            events += deal(st, st.heroes[call.player], uid, n, call.eff.stat or "nature", via=call.link.uid)
    return events
