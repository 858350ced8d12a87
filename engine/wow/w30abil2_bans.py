"""Helper w30abil2: "Choose ability, ally, or equipment. Target player can't play cards of that kind during his next
turn" (Paralyze; 103.2, 409.1). The op ``w30_kind_ban``: the link's controller chooses one of ``condition["kinds"]`` as it
resolves (EN 709.1); the targeted player (named by his hero, EN 706) keeps the ban on his hero (a hidden flag) until his
next turn is over: :func:`forbids` (asked by ``play_bans.problem``) refuses a card of that kind only during that turn —
the first turn he begins after the ban was made (``attack_memory`` notes the turns each player began on his hero)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN
from .state import WowState

KIND = "w30_kind_ban"
BANS = "_w30_bans"
"""Hero flag: [{"kind": "ability" | "ally" | "equipment", "after": the turn the ban was made}]."""
_TYPES = {"ability": ("ability",), "ally": ("ally",), "equipment": ("weapon", "armor", "item")}


def _his_next_turn(st: WowState, player: int, after: int) -> bool:
    """Whether the current turn is the first turn ``player`` began after turn ``after``."""
    from .attack_memory import TURNS

    if st.active != player or st.turn <= after:
        return False
    began = [t for t in st.table.peek(st.heroes[player]).flags.get(TURNS, []) if after < t]
    return not began or min(began) == st.turn


def forbids(st: WowState, player: int, uid: int) -> str | None:
    """The kind a ban of ``player`` forbids ``uid`` to be played as now (None: no such ban)."""
    if player >= len(st.heroes) or st.heroes[player] not in st.table.cards:
        return None
    bans = st.table.peek(st.heroes[player]).flags.get(BANS)
    if not bans:
        return None
    kind = kw.ctype(st, uid)
    for b in bans:
        if kind in _TYPES.get(b["kind"], ()) and _his_next_turn(st, player, b["after"]):
            return b["kind"]
    return None


@resolves(GAME, KIND)
def _ask(call: OpCall) -> list[Event]:
    st = call.st
    if not call.uids:
        return []
    kinds = list((call.eff.condition or {}).get("kinds") or _TYPES)
    st.waiting = {**call.resume(), KIND: {"hero": call.uids[0], "player": call.player}}
    st.pending.append(Pending(call.player, KIND, f"{call.eff.text or 'Paralyze'}: choose a card type", [Option(k, k) for k in kinds], 1, 1, EN("709.1")))
    call.stop = True
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The ban goes on the targeted player's hero; then the link goes on."""
    w, st.waiting = st.waiting, {}
    spec: dict[str, Any] = w.pop(KIND)
    kind, hero = picks[0], spec["hero"]
    events = [Event("choose", f"P{spec['player'] + 1} chooses {kind}", EN("709.1"), spec["player"])]
    if hero in st.table.cards and kw.in_play(st, hero):
        flags = st.table.cards[hero].flags
        flags[BANS] = [*[b for b in flags.get(BANS, []) if b["after"] >= st.turn - 2], {"kind": kind, "after": st.turn}]
        q = st.table.peek(hero).controller
        events.append(Event("modify", f"P{q + 1} can't play {kind} cards during his next turn", EN("103.2"), spec["player"]))
    return events + continuations.resume_link(st, w)
