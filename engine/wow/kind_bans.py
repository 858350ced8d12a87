"""Helper w30abil2: "Choose ability, ally, or equipment. Target player can't play cards of that kind during his next
turn" (Paralyze; 103.2, 409.1). The op ``wb30_kind_ban``: the link's controller chooses one of ``condition["kinds"]`` as it
resolves (EN 709.1); the targeted player (named by his hero, EN 706) keeps the ban on his hero (a hidden flag) until his
next turn is over: :func:`forbids` (asked by ``play_bans.problem``) refuses a card of that kind only during that turn —
the first turn he begins after the ban was made (``attack_memory`` notes the turns each player began on his hero).

Also "Choose ability, ally, or equipment. Target opponent destroys a card of that kind he controls unless he discards a
card of that kind." (Mist of Corrosion; EN 709.1, 709.3, 415.9c, 415.9d): the op ``wb30_kind_unless``: the kind is chosen,
then the targeted player may discard a card of that kind (he picks it in his hand, or declines); if he doesn't, he picks a
card of that kind he controls in play (not a hero) and destroys it (none: nothing happens)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "wb30_kind_ban"
UNLESS = "wb30_kind_unless"
DISCARD = "wb30_kind_unless_discard"
DESTROY = "wb30_kind_unless_destroy"
BANS = "_wb30_bans"
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
    return _choose_kind(call, KIND)


@resolves(GAME, UNLESS)
def _ask_unless(call: OpCall) -> list[Event]:
    return _choose_kind(call, UNLESS)


def _choose_kind(call: OpCall, kind: str) -> list[Event]:
    st = call.st
    tgt = call.eff.target
    hero = call.uids[0] if call.uids else st.heroes[(call.player + 1) % st.num_players] if tgt is not None and tgt.kind == "opponent" else None
    if hero is None:  # "target opponent": the opponent (two players; EN 706)
        return []
    kinds = list((call.eff.condition or {}).get("kinds") or _TYPES)
    continuations.pause_for(call, KIND, {"hero": hero, "player": call.player, "op": kind},
                            Pending(call.player, KIND, f"{call.eff.text or 'Effect'}: choose a card type", [Option(k, k) for k in kinds], 1, 1, EN("709.1")))
    return []


@handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The ban goes on the targeted player's hero; then the link goes on."""
    w, st.waiting = st.waiting, {}
    spec: dict[str, Any] = w.pop(KIND)
    kind, hero = picks[0], spec["hero"]
    events = [Event("choose", f"P{spec['player'] + 1} chooses {kind}", EN("709.1"), spec["player"])]
    if spec.get("op") == UNLESS:
        return events + _offer_discard(st, w, st.table.peek(hero).controller, kind)
    if hero in st.table.cards and kw.in_play(st, hero):
        flags = st.table.cards[hero].flags
        flags[BANS] = [*[b for b in flags.get(BANS, []) if b["after"] >= st.turn - 2], {"kind": kind, "after": st.turn}]
        q = st.table.peek(hero).controller
        events.append(Event("modify", f"P{q + 1} can't play {kind} cards during his next turn", EN("103.2"), spec["player"]))
    return events + continuations.resume_link(st, w)


# --- Mist of Corrosion -------------------------------------------------------------------------------------------------


def _offer_discard(st: WowState, w: dict[str, Any], q: int, kind: str) -> list[Event]:
    """He may discard a card of that kind (EN 709.3); the cards of his hand of that kind are offered to him alone."""
    from .discard_ban import cant_discard

    hand = [u for u in st.table.zone(q, "hand") if kw.ctype(st, u) in _TYPES[kind]] if not cant_discard(st, q) else []
    if not hand:
        return _offer_destroy(st, w, q, kind)
    st.waiting = {**w, DISCARD: {"q": q, "kind": kind}}
    st.pending.append(Pending(q, DISCARD, f"Discard a card of type {kind}, or destroy one you control", [
        *[Option(str(u), st.table.card_name(u)) for u in hand], Option("no", f"Don't discard: destroy a {kind} card you control")],
        1, 1, EN("709.3")))
    return []


@handles(DISCARD)
def _answer_discard(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from . import grave_route

    spec, w = continuations.take_job(st, DISCARD)
    if picks != ["no"]:  # 415.9d: revealed, then to its owner's graveyard (as ``procedure.discard_cards``)
        ev = grave_route.move(st, int(picks[0]), R("415.9d"))
        ev.kind, ev.text = "discard", f"P{spec['q'] + 1} discards {st.table.card_name(int(picks[0]))}"
        return [ev, *continuations.resume_link(st, w)]
    return _offer_destroy(st, w, spec["q"], spec["kind"])


def _offer_destroy(st: WowState, w: dict[str, Any], q: int, kind: str) -> list[Event]:
    """He destroys a card of that kind he controls (415.9c), picked by him; none: nothing happens."""
    mine = [u for z in ("hero_row", "allies") for u in st.table.zone(q, z)
            if u not in st.heroes and not st.table.peek(u).face_down and st.table.peek(u).controller == q and kw.ctype(st, u) in _TYPES[kind]
            and not kw.cant_be_destroyed(st, u)]
    if not mine:
        return [Event("destroy", f"P{q + 1} controls no {kind} card to destroy", EN("709.1"), q), *continuations.resume_link(st, w)]
    st.waiting = {**w, DESTROY: {"q": q}}
    st.pending.append(Pending(q, DESTROY, f"Destroy a card of type {kind} you control", [Option(str(u), kw.name(st, u)) for u in mine], 1, 1, EN("709.1")))
    return []


@handles(DESTROY)
def _answer_destroy(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .leaving_play import destroy

    w, st.waiting = st.waiting, {}
    w.pop(DESTROY)
    return destroy(st, int(picks[0]), R("415.9c")) + continuations.resume_link(st, w)
