"""Ops of helper w30ally's allies where the controller picks cards as the power resolves (EN 709.1: no targets):

- ``wl30_destroy_mine_then_theirs`` (Vorden the Shadowbringer): "destroy any number of allies in your party, then
  destroy an opposing ally for each ally destroyed this way." — the controller picks none or more allies of his party
  (the source too), they are destroyed (415.9c; one that can't be, 103.2, isn't offered); then he picks as many
  opposing allies as were destroyed (all of them when there are no more), and they are destroyed.
- ``wl30_remove_grave_allies_heal`` (Stitches): "remove that many ally cards in your graveyard from the game. Then,
  remove 1 damage from Stitches for each ally card you removed." — "that much" is the damage dealt (the trigger's
  ``dealt``); the controller picks that many ally cards of his graveyard (all when there are no more), they are
  removed from the game (415.7), and as much damage is removed from the source if it is still in play (405.1).
- ``wl30_put_nonfatal`` (Kray'zin Firetusk): "you may put any amount of non-fatal damage on it." — the controller picks
  a number from 0 to one less than the remaining health (405.2: fatal damage equals or exceeds it) of each target
  (the entering ally), and that much damage is put on it (405.3: placed, not dealt).
- ``wl30_may_discard_ref`` (Valak the Vortex): "you may discard an ability. If you do, …equal to the cost of that
  ability." — the controller may discard a card of his hand matching ``condition["filter"]`` (415.9d; none: "If you
  do" fails, 709.3); the card discarded is remembered (``engine.wow.refs``: ``ref_amount = "cost"``, 201.3).
- ``wl30_may_remove_own`` (Conqueror Zaala): "you may remove another ally you control from the game. If you do, …" —
  the controller may pick another ally he controls that can leave play (103.2); it is removed from the game (415.7)
  and "If you do" reads whether he did (709.3).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

MINE = "wl30_destroy_mine_then_theirs"
THEIRS = "wl30_destroy_theirs"
GRAVE = "wl30_remove_grave_allies_heal"


def _destroyable(st: WowState, players: list[int]) -> list[int]:
    return [u for q in players for u in st.table.zone(q, "allies") if kw.is_ally(st, u) and not kw.cant_be_destroyed(st, u)]


def _opponents(st: WowState, p: int) -> list[int]:
    return [q for q in range(st.num_players) if q != p]


@resolves(GAME, MINE)
def _destroy_mine(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    mine = _destroyable(st, [p])
    if not mine:
        return [Event("destroy", "No ally in your party can be destroyed", EN("709.1"), p)]
    continuations.pause_for(call, MINE, True,
                            Pending(p, MINE, f"{call.link.label}: choose any number of allies in your party to destroy",
                                    [Option(str(u), kw.name(st, u)) for u in mine], 0, len(mine), EN("709.1")))
    return []


def _destroy_all(st: WowState, picks: list[str]) -> tuple[list[Event], int]:
    from .leaving_play import destroy

    events: list[Event] = []
    n = 0
    for uid in (int(x) for x in picks):
        if kw.in_play(st, uid) and not kw.cant_be_destroyed(st, uid):
            events += destroy(st, uid, R("415.9c"))
            n += 1
    return events, n


@handles(MINE)
def _answer_mine(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w: dict[str, Any] = st.waiting
    w.pop(MINE, None)
    events, n = _destroy_all(st, picks)
    p = pending.player
    theirs = _destroyable(st, _opponents(st, p))
    k = min(n, len(theirs))
    if 0 < k < len(theirs):
        st.pending.append(Pending(p, THEIRS, f"Choose {k} opposing all{'y' if k == 1 else 'ies'} to destroy",
                                  [Option(str(u), kw.name(st, u)) for u in theirs], k, k, EN("709.1")))
        w[THEIRS] = True
        return events
    st.waiting = {}
    more, _ = _destroy_all(st, [str(u) for u in theirs] if k else [])
    return events + more + continuations.resume_link(st, w)


@handles(THEIRS)
def _answer_theirs(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    w.pop(THEIRS, None)
    events, _ = _destroy_all(st, picks)
    return events + continuations.resume_link(st, w)


@resolves(GAME, GRAVE)
def _remove_grave_allies(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    n = int(call.link.data.get("dealt", 0))
    allies = [u for u in st.table.zone(p, "graveyard") if kw.ctype(st, u) == "ally"]
    k = min(n, len(allies))
    if 0 < k < len(allies):
        continuations.pause_for(call, GRAVE, True,
                                Pending(p, GRAVE, f"{call.link.label}: choose {k} ally card(s) in your graveyard to remove from the game",
                                        [Option(str(u), kw.name(st, u)) for u in allies], k, k, EN("709.1")))
        return []
    return _remove_and_heal(st, p, call.link.uid, allies if k else [])


def _remove_and_heal(st: WowState, p: int, source: int, removed: list[int]) -> list[Event]:
    events = [zone_moves.move(st, u, "removed", R("415.7"), player=st.table.peek(u).owner) for u in removed]
    if removed and source in st.table.cards and kw.in_play(st, source) and st.table.peek(source).damage:
        events.append(effects.remove_damage(st.table, source, len(removed), EN("709.1")))
    return events


@handles(GRAVE)
def _answer_grave(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    w.pop(GRAVE, None)
    events = _remove_and_heal(st, pending.player, int(w["link"]["uid"]), [int(x) for x in picks])
    return events + continuations.resume_link(st, w)


NONFATAL = "wl30_put_nonfatal"


@resolves(GAME, NONFATAL)
def _put_nonfatal(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    for uid in call.uids:
        room = kw.health(st, uid) - st.table.peek(uid).damage - 1
        if kw.in_play(st, uid) and kw.is_character(st, uid) and room > 0:
            continuations.pause_for(call, NONFATAL, uid,
                                    Pending(p, NONFATAL, f"{call.link.label}: how much damage to put on {kw.name(st, uid)}?",
                                            [Option(str(n), str(n)) for n in range(room + 1)], 1, 1, EN("709.3")))
            return []
    return []


@handles(NONFATAL)
def _answer_nonfatal(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    uid, n = int(w.pop(NONFATAL)), int(picks[0])
    events: list[Event] = []
    if n > 0 and kw.in_play(st, uid):
        st.table.cards[uid].damage += n
        events.append(Event("put_damage", f"{n} damage is put on {kw.name(st, uid)}", R("405.3"), pending.player, data={"uid": uid, "amount": n}))
    return events + continuations.resume_link(st, w)


MAY_DISCARD = "wl30_may_discard_ref"
DECLINE = "decline"


@resolves(GAME, MAY_DISCARD)
def _may_discard_ref(call: OpCall) -> list[Event]:
    from . import discard_ban
    from .search import card_matches

    st, p = call.st, call.player
    call.link.data["done"] = False
    fits = [u for u in st.table.zone(p, "hand") if card_matches(st, u, (call.eff.condition or {}).get("filter") or {})]
    if not fits:
        return [Event("discard", f"P{p + 1} has no such card in hand", EN("709.3"), p)]
    if discard_ban.cant_discard(st, p):  # 103.2: no discard, so "If you do" fails
        return [discard_ban.refused(p)]
    continuations.pause_for(call, MAY_DISCARD, True,
                            Pending(p, MAY_DISCARD, f"{call.link.label}: you may discard {call.eff.text or 'a card'}",
                                    [*(Option(str(u), f"Discard {kw.name(st, u)}") for u in fits), Option(DECLINE, "Don't")], 1, 1, EN("709.3")))
    return []


@handles(MAY_DISCARD)
def _answer_may_discard(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import discard_cards  # (procedure doesn't import this module)

    w, st.waiting = st.waiting, {}
    w.pop(MAY_DISCARD, None)
    done = bool(picks) and picks[0] != DECLINE
    data = w["link"].setdefault("data", {})
    data["done"] = done
    if not done:
        return continuations.resume_link(st, w)
    uid, p = int(picks[0]), pending.player
    data["ref"] = [{"uid": uid, "ctl": p, "cost": int(kw.data(st, uid).get("cost") or 0), "atk": int(kw.data(st, uid).get("atk") or 0)}]
    return discard_cards(st, p, [uid]) + continuations.resume_link(st, w)


MAY_REMOVE = "wl30_may_remove_own"


@resolves(GAME, MAY_REMOVE)
def _may_remove_own(call: OpCall) -> list[Event]:
    st, p, src = call.st, call.player, call.link.uid
    call.link.data["done"] = False
    mine = [u for u in st.table.zone(p, "allies") if u != src and kw.is_ally(st, u) and not zone_moves.held(st, u, "removed")]
    if not mine:
        return [Event("removed", "No other ally you control can be removed", EN("709.3"), p)]
    continuations.pause_for(call, MAY_REMOVE, True,
                            Pending(p, MAY_REMOVE, f"{call.link.label}: you may remove another ally you control from the game",
                                    [Option(str(u), kw.name(st, u)) for u in mine], 0, 1, EN("709.3")))
    return []


@handles(MAY_REMOVE)
def _answer_may_remove(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .leaving_play import leave_play

    w, st.waiting = st.waiting, {}
    w.pop(MAY_REMOVE, None)
    uid = int(picks[0]) if picks else None
    done = uid is not None and kw.in_play(st, uid)
    w["link"].setdefault("data", {})["done"] = done
    events: list[Event] = []
    if done:
        name = kw.name(st, uid)
        events = leave_play(st, uid, "removed", R("415.7"))
        events[0].text = f"{name} is removed from the game"
    return events + continuations.resume_link(st, w)
