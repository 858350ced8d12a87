"""Attachments: host specifications (400.6) — an attachment's power names what it may be attached
to as "attached [thing]"; without one, the host specification is its attach specification
(400.1); the pre-priority check destroys, by the game, an attachment whose host no longer matches
(410.6c, 103.3), the attach specification then ignored (scenario W3). Also moving an attachment
(400.7) and choosing the host of an attachment without a target as it resolves (400.3)."""

from __future__ import annotations

import re

from engine.core import Event
from engine.core.effects import resolves

from . import continuations, grave_route
from . import keywords as kw
from .cards import rx
from .chain import link_from_json, link_json
from .ops import GAME, OpCall
from .powers import powers
from .rules import R
from .state import Link, WowState
from .targets import matches

_SPEC = {"card": None, "character": {"hero", "ally"}, "hero or ally": {"hero", "ally"}, "ally or hero": {"hero", "ally"},
         "ally": {"ally"}, "hero": {"hero"}, "weapon": {"weapon"}, "armor": {"armor"}, "item": {"item"},
         "equipment": {"equipment"}, "resource": {"resource"}, "location": {"location"}, "quest": {"quest"}}
_RE = re.compile(r"\battached (" + "|".join(sorted(_SPEC, key=len, reverse=True)) + r")\b", re.I)


def host_spec(st: WowState, uid: int) -> set[str] | None:
    """The kinds a host must have (None: any card)."""
    card = st.table.peek(uid)  # reading only
    d = st.cards[card.card_id]
    m = _RE.search(rx.sub(r"<[^>]+>", "", d.get("text") or ""))
    if m:
        return _SPEC[m.group(1).lower()]
    for pw in powers(st, uid):
        for e in pw.effects:
            if e.op == "move" and e.zone == "attached" and e.target is not None:
                return set(e.target.filter.get("types") or []) or None
    return None


def host_ok(st: WowState, uid: int, host: int) -> bool:
    """400.6: the host still matches the attachment's host specification."""
    spec = host_spec(st, uid)
    if spec is not None and "resource" in spec and st.table.peek(host).zone == "resources":
        return True  # "attached resource": any card in a resource row, a face-up location or quest too (412.1b)
    return spec is None or bool(spec & kw.kinds(st, host))


MOVE_KIND = "move_attachment"


def attach_filter(st: WowState, uid: int) -> dict | None:
    """The attachment's attach specification (400.1): the filter of its "Attach to …" effect."""
    for pw in powers(st, uid):
        for e in pw.effects:
            if e.op == "move" and e.zone == "attached" and e.target is not None:
                return dict(e.target.filter)
    return None


def new_hosts(st: WowState, uid: int) -> list[int]:
    """400.7a–c: cards in play matching the attach specification, read from the attachment's
    controller's point of view (400.7b), Untargetable ones included (400.7c), other than its host."""
    flt = attach_filter(st, uid)
    card = st.table.cards[uid]
    if flt is None:
        return []
    return [h for p in range(st.num_players) for z in ("allies", "hero_row") for h in st.table.zone(p, z)
            if h not in (uid, card.attached_to) and matches(st, card.controller, h, flt, uid)]


def begin_move(st: WowState, player: int, uid: int, resume: dict) -> list[Event]:
    """400.7a: ``player`` re-attaches attachment ``uid`` to another matching card; with none, it
    stays where it is. Then the rest of the link resumes."""
    from engine.core import Option, Pending

    options = new_hosts(st, uid) if st.table.cards[uid].attached_to is not None else []
    if not options:
        ev = Event("attach", f"{kw.name(st, uid)} has no other card to move to and stays", R("400.7a"), player)
        return [ev, *continuations.resume_link(st, resume)]
    st.waiting = {**resume, "move": uid}
    st.pending.append(Pending(player, MOVE_KIND, f"Move {kw.name(st, uid)} to which card?",
                              [Option(str(h), kw.name(st, h)) for h in options], 1, 1, R("400.7a")))
    return []


def answer_move(st: WowState, picks: list[str]) -> list[Event]:
    """Attach it to the chosen card: no chain, no text re-processed, its controller unchanged (400.7a–b)."""
    w, st.waiting = st.waiting, {}
    uid, host = w["move"], int(picks[0])
    st.table.cards[uid].attached_to = host
    link = link_from_json(w["link"])
    ev = Event("attach", f"{kw.name(st, uid)} moves to {kw.name(st, host)}", R("400.7a"), link.controller, data={"uid": uid, "host": host})
    return [ev, *continuations.resume_link(st, w)]


HOST_KIND = "attach_host"


def _hosts(st: WowState, player: int, uid: int, eff) -> list[int]:
    if eff.target.kind == "player_hero":
        return [st.heroes[player]] if kw.is_character(st, st.heroes[player]) else []
    flt = eff.target.filter
    return [h for p in range(st.num_players) for z in ("allies", "hero_row") for h in st.table.zone(p, z)
            if h != uid and matches(st, player, h, flt, uid)]


def choose_host(st: WowState, link, eff) -> list[Event]:
    """400.3: an attachment whose attach specification has no target: its controller chooses a
    matching card as it resolves; with none it doesn't enter play and goes to its owner's
    graveyard. With several, the link waits on top of the chain for the choice."""
    from engine.core import Option, Pending

    uid, p = link.uid, link.controller
    hosts = _hosts(st, p, uid, eff)
    if not hosts:
        grave_route.move(st, uid, R("400.3"))
        return [Event("attach", f"{kw.name(st, uid)} has nothing to attach to and goes to the graveyard", R("400.3"), p)]
    if len(hosts) == 1:
        return _resolve_with(st, link, hosts[0])
    st.chain.append(link)  # still resolving: it stays on the chain while its controller chooses
    st.waiting = {"attach": link_json(link)}
    st.pending.append(Pending(p, HOST_KIND, f"Attach {kw.name(st, uid)} to which card?",
                              [Option(str(h), kw.name(st, h)) for h in hosts], 1, 1, R("400.3")))
    return []


def _resolve_with(st: WowState, link, host: int) -> list[Event]:
    return continuations.resolve_card(st, Link(link.kind, link.controller, link.uid, link.power, list(link.targets), link.x, link.label,
                                 {**link.data, "host_chosen": host}))


def answer_host(st: WowState, picks: list[str]) -> list[Event]:
    """The chosen host (400.3): the link leaves the chain and the card enters play attached."""
    w, st.waiting = st.waiting, {}
    link = link_from_json(w["attach"])
    st.chain = [lk for lk in st.chain if not (lk.kind == "card" and lk.uid == link.uid)]
    return _resolve_with(st, link, int(picks[0]))


@resolves(GAME, "move_attachment")
def _move_attachment(call: OpCall) -> list[Event]:
    """400.7: the controller picks the new host; the rest of the link waits for the choice."""
    if not call.uids:
        return []
    call.stop = True
    return begin_move(call.st, call.player, call.uids[0], call.resume())
