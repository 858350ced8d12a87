"""Playing a card "immediately" in the middle of another card's resolution (EN 709.1: the resolving text is carried
out in order; 409.1 / 707: the card is played — mode, targets, cost — and is then on the chain as a card played):

- "At the start of your turn, reveal the top card of your deck. If it's an ability, you can play it immediately
  without paying its cost." (Tyrygosa): ``reveal_top_check`` remembers the card, then the op :data:`OP` with
  ``condition = { of = "ref", free = true, may = true, filter = … }``;
- "When this ally deals damage to an opposing hero, you may search your deck for an attachment and play it immediately
  targeting that hero, without paying its cost." (Zintix the Frostbringer): a hidden search (413: the card found is
  shown to no one, the deck shuffled and that card put on top), ``wd31_found_ref``, then the op with
  ``condition = { of = "ref", free = true, at = "event" }``: its first target is the hero dealt damage (706: if legal);
- "Play target ability in an opposing graveyard immediately without paying its cost." (Dark Simulacrum): the op
  on the link's chosen target, ``condition = { free = true }`` (no "may": it is played if it can be);
- "Reveal cards from the top of target opponent's deck equal to the number of resources you control. You may choose
  a revealed ally or equipment and play it immediately, paying costs as normal. Then, put the rest on the bottom of
  that player's deck." (Boundless Thievery): the op :data:`REVEAL_OP`.

The play itself is the engine's (``WowEngine.play_now``, provided here as the engine is built: this module can't
import the engine back). It checks what any play checks (301.5 the hero in play, 707.1d a legal target, 103.2 bans,
403.1 the cost when paid) but not where the card is nor the timing of 409.1: the resolving text says when and from
where (103.1: a card's text wins). "Without paying its cost" is an alternative cost of nothing (403.3: X is 0).
A card that can't be played is left where it is. The played card's choices (its mode and targets, asked of its
player, 707) may wait for answers: the op is the last act of its link, so the link is done first (305.1: a resolving
ability then goes to the graveyard once nothing is pending, ``engine.wow.resolving``) and the played card is on top
of the chain, resolving after the players pass (708).

Hidden information: a revealed card is public (``effects.reveal``: every player knows it); the cards of a deck stay
hidden otherwise (the rest of the revealed cards go to the bottom still known, as they were shown)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Option, Pending, RulesError, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .reveal import fits
from .rules import EN
from .state import WowState

OP = "xd32_play_now"
REVEAL_OP = "xd32_reveal_play"
ASK = "xd32_play_now_ask"
PICK = "xd32_reveal_play_pick"
NONE = "none"
EQUIPMENT = ("weapon", "armor", "item")

_ENGINE: dict[str, Callable[..., Any]] = {}


def provide(play: Callable[..., list[Event]], problem: Callable[..., RulesError | None]) -> None:
    """The engine's play of a card now and its check (``WowEngine.play_now`` / ``play_now_problem``)."""
    _ENGINE["play"], _ENGINE["problem"] = play, problem


def problem(st: WowState, p: int, uid: int, free: bool = True) -> RulesError | None:
    """Why ``p`` can't play ``uid`` immediately now (None: he can)."""
    return _ENGINE["problem"](st, p, uid, free)


def play(st: WowState, p: int, uid: int, free: bool = True, at: int | None = None) -> list[Event]:
    """``p`` plays ``uid`` now (its choices may be pending after this); ``at``: its first target, named by the effect."""
    return _ENGINE["play"](st, p, uid, free, at)


def _named(call: OpCall) -> list[int]:
    """The cards the op names: the remembered ones (``of = "ref"``: the revealed card, wherever it is) or its targets."""
    cond = call.eff.condition or {}
    if cond.get("of") == "active_top":  # "if the top card of his deck is …, he may play it" (the turn's player; helper x33quest)
        return call.st.table.zone(call.st.active, "deck")[:1]
    if cond.get("of") == "ref":
        return [int(row["uid"]) for row in call.link.data.get("ref", []) if row.get("uid") in call.st.table.cards]
    return list(call.uids)


@resolves(GAME, OP)
def _play_now(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    if cond.get("of") == "active_top":
        p = st.active  # "he may play it": the turn's player, from his own deck (Puzzle Box of Yogg-Saron)
    free = bool(cond.get("free", True))
    flt = cond.get("filter") or {}
    cards = [u for u in _named(call) if not flt or fits(st, u, flt, p)]
    if not cards:
        return [Event("play", "Nothing to play", EN("709.1"), p)]
    uid = cards[0]
    at = call.link.data.get("event") if cond.get("at") == "event" else None  # "play it immediately targeting that hero"
    if cond.get("at") == "event" and not (isinstance(at, int) and at in st.table.cards and kw.in_play(st, at)):
        return [Event("play", f"{kw.name(st, uid)} can't be played: that hero is gone", EN("706"), p, data={"uid": uid})]
    if (why := problem(st, p, uid, free)) is not None:
        return [Event("play", f"{kw.name(st, uid)} can't be played: {why.message}", why.rule or EN("709.1"), p, data={"uid": uid})]
    if not cond.get("may"):
        return play(st, p, uid, free, at)
    st.waiting = {**call.resume(), ASK: {"uid": uid, "free": free, "at": at}}
    st.pending.append(Pending(p, ASK, f"{kw.name(st, call.link.uid)}: play {kw.name(st, uid)} now" + (" without paying its cost?" if free else "?"),
                              [Option(str(uid), f"Play {kw.name(st, uid)}"), Option(NONE, "Don't")], 1, 1, EN("709.3")))
    call.stop = True
    return []


@handles(ASK)
def _ask_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """"You can play it": the rest of the link, then the play (EN 709.3)."""
    w, st.waiting = dict(st.waiting), {}
    spec = w.pop(ASK)
    events = continuations.resume_link(st, w)
    if picks[:1] == [NONE] or st.pending:
        return events + ([Event("play", f"P{pending.player + 1} doesn't play {kw.name(st, spec['uid'])}", EN("709.3"), pending.player)]
                         if picks[:1] == [NONE] else [])
    return events + play(st, pending.player, int(spec["uid"]), bool(spec["free"]), spec.get("at"))


def _opponent(st: WowState, call: OpCall) -> int:
    """The targeted opponent (named by his hero, EN 706), else the other player."""
    for uid in call.uids:
        if uid in st.heroes:
            return st.table.cards[uid].controller
    return 1 - call.player


@resolves(GAME, REVEAL_OP)
def _reveal_play(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    q = _opponent(st, call)
    n = len(st.table.zone(p, "resources"))  # "equal to the number of resources you control" (412), counted now (709.1)
    shown = list(st.table.zone(q, "deck"))[:n]
    if not shown:
        return [Event("reveal", f"P{q + 1} reveals no card", EN("709.1"), p)]
    events = [effects.reveal(st.table, shown, EN("709.1"), p)]
    fit = [u for u in shown if kw.ctype(st, u) == "ally" or kw.ctype(st, u) in EQUIPMENT]  # "an ally or equipment" (304)
    able = [u for u in fit if problem(st, p, u, free=False) is None]  # "paying costs as normal" (403.1)
    if not able:
        return events + _to_bottom(st, q, shown, p)
    st.waiting = {**call.resume(), PICK: {"shown": shown, "owner": q}}
    st.pending.append(Pending(p, PICK, f"{kw.name(st, call.link.uid)}: you may play a revealed ally or equipment, paying its cost",
                              [*(Option(str(u), kw.name(st, u)) for u in able), Option(NONE, "Don't")], 1, 1, EN("709.3")))
    call.stop = True
    return events


def _to_bottom(st: WowState, q: int, uids: list[int], p: int) -> list[Event]:
    """"Then, put the rest on the bottom of that player's deck." (in the order revealed)"""
    for uid in uids:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=q)  # (no position: the bottom)
    return [Event("move", f"{len(uids)} revealed card(s) go to the bottom of P{q + 1}'s deck", EN("709.1"), p)] if uids else []


@handles(PICK)
def _pick_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The chosen card is played (cost paid, 403.1) as the rest go to the bottom; then the link goes on."""
    w, st.waiting = dict(st.waiting), {}
    spec = w.pop(PICK)
    chosen = int(picks[0]) if picks and picks[0] != NONE else None
    events = _to_bottom(st, spec["owner"], [u for u in spec["shown"] if u != chosen], pending.player)
    events += continuations.resume_link(st, w)
    if chosen is None or st.pending:
        return events
    return events + play(st, pending.player, chosen, free=False)
