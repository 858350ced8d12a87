"""Copies (402): duplicates of cards on the chain (402.1) and token copies put into play (402.3).

A duplicate is a link of kind ``copy`` naming the copied card (``uid``) and ``data["copy_of"]``:
it is added without being played (402.1: no costs), controlled by the player who adds it
(402.1a), copies the current targets and choices such as X (402.1b) and ceases to exist as it
leaves the chain. Its controller may then choose new legal targets, one target at a time, or keep
them (402.1c; asked before anyone gets priority, so it is as if chosen before it was added). A token copy (402.3) has the copied card's printed information except its
cost (0, 201.4); modifiers and counters on that card are not copied.
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations
from . import keywords as kw
from .chain import add_link
from .ops import GAME, OpCall
from .powers import powers
from .rules import R
from .state import Link, WowState
from .targets import chosen_targets, legal_targets, target_options

KIND = "copy_targets"


def copy_link(st: WowState, player: int, uid: int) -> list[Event]:
    """402.1: put a duplicate of the card ``uid`` (a card link on the chain) on top of the chain."""
    original = next((lk for lk in st.chain if lk.kind == "card" and lk.uid == uid), None)
    if original is None:
        return []
    dup = Link("copy", player, uid, original.power, list(original.targets), original.x, f"Copy of {original.label}",
               {"copy_of": uid})
    events = add_link(st, dup)
    events[-1].rule = R("402.1")
    _ask_target(st, len(st.chain) - 1, 0)
    return events


def _needs(st: WowState, link: Link) -> list:
    return chosen_targets([e for pw in powers(st, link.uid) if pw.kind == "play" for e in pw.effects])


def _ask_target(st: WowState, at: int, index: int) -> None:
    """402.1c: offer a new legal target for the duplicate's ``index``-th target, or keeping it."""
    link = st.chain[at]
    needs = _needs(st, link)
    if index >= min(len(needs), len(link.targets)):
        return
    current = link.targets[index]
    options = [Option("keep", f"Keep {kw.name(st, current) if current in st.table.cards else 'the target'}")]
    options += target_options(st, needs[index], [u for u in legal_targets(st, link.controller, needs[index], link.uid) if u != current])
    if len(options) > 1:
        st.pending.append(Pending(link.controller, KIND, f"{link.label}: choose a new target {index + 1}, or keep it", options, 1, 1,
                                  R("402.1c"), context={"at": at, "index": index}))
    else:
        _ask_target(st, at, index + 1)


def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The duplicate's controller kept a target or chose a new one (402.1c); then the next target."""
    at, index = pending.context["at"], pending.context["index"]
    link = st.chain[at]
    events = []
    if picks[0] != "keep":
        link.targets[index] = int(picks[0])
        events.append(Event("copy", f"{link.label} gets a new target: {kw.name(st, int(picks[0]))}", R("402.1c"), link.controller))
    _ask_target(st, at, index + 1)
    return events


def resolve_copy(st: WowState, link: Link) -> list[Event]:
    """A duplicate resolves like the card (its play powers, 402.1b), then ceases to exist."""
    events: list[Event] = []
    for i, pw in enumerate(powers(st, link.uid)):
        if pw.kind == "play":
            events += continuations.run_effects(st, Link("copy", link.controller, link.uid, i, list(link.targets), link.x, link.label, dict(link.data)),
                                  list(pw.effects))
    events.append(Event("copy", f"{link.label} ceases to exist", R("402.1"), link.controller))
    return events


def become_copy(st: WowState, player: int, first: int | None, second: int | None, duration: str) -> list[Event]:
    """402.2: ``first`` loses its printed information and gets that of ``second`` (what ``second``
    has, if it is itself a copy: 402.2a) for ``duration``; damage, counters and modifiers stay."""
    from engine.core import Modifier

    if first is None or second is None or not kw.in_play(st, first) or not kw.in_play(st, second):
        return []
    source = kw.printed_id(st, second)
    before = kw.name(st, first)
    st.modifiers.append(Modifier(first, kw.COPY_OF + source, 0, duration=duration, player=player, turn=st.turn))
    return [Event("copy", f"{before} becomes a copy of {kw.name(st, second)}", R("402.2"), player, data={"uid": first})]


def token_copy(st: WowState, player: int, uid: int) -> list[Event]:
    """402.3: a token copy of a card: its printed information (what it copies, if it is itself a
    copy, 402.2a) except the cost, which is 0; no modifiers or counters come along."""
    printed = kw.data(st, uid)
    cid = f"TOKEN-COPY-{st.table.cards[uid].card_id}"
    if cid not in st.cards:
        st.cards[cid] = {**printed, "cost": 0, "cost_x": False, "rarity": "token"}
        st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
    zone = "allies" if printed.get("type") == "ally" or printed.get("totem") else "hero_row"
    card = st.table.add(cid, player, zone)
    card.flags["token"] = True
    card.entered_turn = st.turn
    from . import entry_powerless
    from .entering_exhausted import on_entry

    return [Event("token", f"P{player + 1} puts a token copy of {printed.get('name', cid)} into play", R("402.3"), player,
                  data={"uid": card.uid}), *on_entry(st, card.uid, player), *entry_powerless.on_entry(st, card.uid)]  # 411.1, EN 714: "Opposing allies enter play exhausted"


@resolves(GAME, "become_copy")
def _become_copy(call: OpCall) -> list[Event]:
    """402.2: zone "first" names the card that becomes a copy of the next target."""
    if call.eff.zone == "first":
        call.link.data["copy_first"] = call.uids[:1]
        return []
    first = (call.link.data.pop("copy_first", None) or [None])[0]
    return become_copy(call.st, call.player, first, call.uids[0] if call.uids else None, call.eff.duration or "permanent")


@resolves(GAME, "copy")
def _copy(call: OpCall) -> list[Event]:
    """402.1 (a card on the chain) / 402.3 (zone "token": a token copy of a card in play)."""
    events: list[Event] = []
    for uid in call.uids:
        events += token_copy(call.st, call.player, uid) if call.eff.zone == "token" else copy_link(call.st, call.player, uid)
    return events
