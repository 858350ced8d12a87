"""Ops of helper wreal2 (issue #18):

- ``wreal2_collection`` — "At the start of your turn, you may put a Traitor ally card from your
  collection into play." (Illidan Stormrage). A hosted match knows no player's collection (the cards
  he owns outside the game; the rules know his deck, 100.1, and side deck, 100.3). Product decision
  (the lead's): the host treats its card pool's constructed-legal cards as every player's collection.
  The engine state sees only its decks' card data, so the deck parser puts the candidates into the
  deck's card data (``engine.wow.wreal2_collection.collection_cards``, ``engine.wow.decks.parse_deck``, only for a deck with
  such a card: stored with the match, so a replay never depends on a later re-import). On resolution
  the player picks one distinct name (``eff.stat`` = the tag) or none (a "may", EN 709.3); the card
  put into play is a new card owned by that player (401.2: a card's owner is the player who brought it
  into the game — here, from outside it; no rule of ours covers cards from outside the game, so the
  printed text rules, 103.1) that enters play as a resolving ally does (710.1: not played, so "when
  you play" powers don't trigger); destroyed, it goes to its owner's graveyard (415.9c).
- ``wreal2_win`` — "you win the game" (102.1: a player wins when no opponent remains in the game; a
  card saying he wins outranks the rules, 103.1): the game ends with the link's controller the winner.
- ``wreal2_controller_ban`` — "The controller of a character dealt damage this way can't play abilities this
  turn": the restriction (``eff.keyword``, a ``play_bans`` key) goes on the hero of each target's controller
  for ``eff.duration`` (103.2; a player's restrictions live on his hero, as ``templates_wstatics_bans``').
- ``wreal2_skip_draw_turn`` — "If a hero is dealt damage this way, the next time its controller would draw a
  card this turn, he skips drawing that card instead." / "… its controller skips drawing his next card this
  turn.": a replacement (EN 716) of that player's next draw, this turn only (``draw_cap.skips``).
- ``wreal2_destroy_next_turn`` — "If you do, destroy it at the start of the next turn.": a delayed effect
  (415.9b, ``engine.wow.delayed`` with ``at="start"``) that destroys the card if it stayed in play.
- ``wreal2_remove_from_one_graveyard`` — "you may remove five cards in one graveyard from the game": the
  player picks a graveyard holding at least ``amount`` cards (or none: a "may", EN 709.3), then that many
  of its cards, which are removed from the game (415.7); "If you do" follows whether it was done.
- ``wreal2_dealt_grant`` — "An ally dealt damage this way can't attack this turn." after several packets: the
  characters any packet of this power was dealt to (``link.data["dealt_to"]``, 408.2a) of the kinds
  ``condition["types"]`` get ``keyword`` for ``duration``;
- ``wreal2_interrupt_dealt_hero`` — "If a hero was dealt damage this way, you may interrupt an ability card
  played by its controller.": for each hero dealt damage by this power, the link's controller may pick an
  ability card that hero's controller is playing (a card link on the chain, EN 711; not one that can't be
  interrupted, 103.2); it leaves the chain for its owner's graveyard.
- ``wreal2_hand_attach_event`` — "you may put a Poison from your hand into play attached to that hero": the
  player may pick an Ongoing ability of his hand matching ``condition["filter"]``; it enters the hero row
  attached to the triggering card (400.4, 710.1: not played, so the text before "Ongoing:" is not carried
  out, 305.2a), which must be in play.
- ``wreal2_hand_to_play`` — "put a/an [kind] card from your hand into play": the player picks up to
  ``amount`` cards of his hand matching ``condition["filter"]`` (``targets.matches`` keys; cost caps
  ``max_cost`` = a number or a count the cost may not exceed) and they enter play without being played
  and without their cost being paid (710.1; 403.1: a cost is only what one is told to pay); a "may"
  (``condition["may"]``) or "up to" offers none (an ``optional`` effect had its yes/no first, EN 709.3).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, Result
from engine.core.effects import resolves

from . import continuations, grave_route, zone_moves
from . import keywords as kw
from .answers import handles
from .graveyard import remove_picked
from .ongoing_cards import ongoing_data
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState
from .wreal2_collection import FROM_OUTSIDE

COLLECTION = "wreal2_collection"
WIN = "wreal2_win"
HAND_TO_PLAY = "wreal2_hand_to_play"
CONTROLLER_BAN = "wreal2_controller_ban"
SKIP_DRAW_TURN = "wreal2_skip_draw_turn"
DESTROY_NEXT_TURN = "wreal2_destroy_next_turn"
ONE_GRAVEYARD = "wreal2_remove_from_one_graveyard"
DEALT_GRANT = "wreal2_dealt_grant"
INTERRUPT_DEALT = "wreal2_interrupt_dealt_hero"
HAND_ATTACH = "wreal2_hand_attach_event"


# --- the collection (Illidan Stormrage) -------------------------------------------------------------


def candidates(st: WowState, tag: str) -> list[str]:
    """The collection's cards with tag ``tag`` (card ids, one per name, sorted by id): the ally cards
    the state's card data holds (the deck parser put the pool's into it, ``wreal2_collection``)."""
    seen: set[str] = set()
    out: list[str] = []
    for cid in sorted(st.cards):
        d = st.cards[cid]
        if d.get("type") == "ally" and tag in (d.get("tags") or []) and not str(cid).startswith("TOKEN") and d.get("name") not in seen:
            seen.add(d["name"])
            out.append(cid)
    return out


@resolves(GAME, COLLECTION)
def _collection(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    tag = eff.stat or "Traitor"
    found = candidates(st, tag)
    if not found:
        return [Event("collection", f"P{p + 1} has no {tag} ally card in the collection", R("100.1"), p)]
    options = [Option("none", "Put none into play")] + [Option(cid, st.cards[cid]["name"]) for cid in found]
    continuations.pause_for(call, COLLECTION, {"player": p},
                            Pending(p, COLLECTION, f"{eff.text or 'Put an ally from your collection into play'}: which one?", options, 1, 1, EN("709.3")))
    return []


@handles(COLLECTION)
def _collection_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    p = w.pop(COLLECTION)["player"]
    events: list[Event] = []
    if picks and picks[0] != "none" and picks[0] in st.cards:
        card = st.table.add(picks[0], p, "chain")  # a new card from outside the game, owned by p (401.2)
        card.flags[FROM_OUTSIDE] = True
        events.append(Event("collection", f"P{p + 1} puts {st.cards[picks[0]]['name']} from the collection into play", R("401.2"), p))
        events += continuations.resolve_card(st, Link("card", p, card.uid, label=kw.name(st, card.uid)))  # enters play (710.1)
    else:
        events.append(Event("collection", f"P{p + 1} puts nothing into play", EN("709.3"), p))
    return events + continuations.resume_link(st, w)


# --- "you win the game" ---------------------------------------------------------------------------


@resolves(GAME, WIN)
def _win(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    why = f"P{p + 1} wins the game ({kw.name(st, call.link.uid)})"
    st.result = Result([p], why, R("102.1"))
    st.pending.clear()
    call.stop = True
    return [Event("game_over", why, R("102.1"), p)]


# --- "put a [kind] card from your hand into play" ---------------------------------------------------


def hand_options(st: WowState, p: int, eff: Any, source: int, link: Link | None = None) -> list[int]:
    """The cards of ``p``'s hand the effect may put into play."""
    from .targets import matches

    cond = eff.condition or {}
    flt = dict(cond.get("filter") or {})
    named = flt.pop("named", None)  # "an ally named Vanessa VanCleef" (200.2)
    cap = cond.get("max_cost")
    cap_n = _cap(st, p, source, cap, link) if cap is not None else None
    ev = link.data.get("event") if link is not None else None
    if cond.get("event_type") and not (isinstance(ev, int) and ev in st.table.cards and kw.data(st, ev).get("type") == cond["event_type"]):
        return []  # "by an attacking ally": the triggering card must be one (its printed type, last known, 201.1)
    out = []
    for u in st.table.zone(p, "hand"):
        d = kw.data(st, u)
        if d.get("type") not in ("ally", "weapon", "armor", "item", "ability"):
            continue
        if d.get("type") == "ability" and not d.get("totem") and not ongoing_data(d):
            continue  # 415.8d: a non-ongoing ability never enters play
        if named is not None and d.get("name") != named:
            continue
        if flt and not matches(st, p, u, {**flt, "zone": "hand"}, source):
            continue
        if cap_n is not None and (d.get("cost") or 0) > cap_n:
            continue
        out.append(u)
    return out


def _cap(st: WowState, p: int, source: int, cap: Any, link: Link | None = None) -> int:
    """A cost cap: a number, or ``{"k": "resources"}`` (the resources you control), ``{"k":
    "counters", "kind": K}`` (K counters on the source)."""
    if isinstance(cap, int):
        return cap
    if cap.get("k") == "resources":
        return len(st.table.zone(p, "resources"))
    if cap.get("k") == "max_cost_control":  # "the cost of an Unlimited ally you control": the highest such (201.1)
        from .targets import matches

        return max((kw.data(st, u).get("cost") or 0 for u in st.table.zone(p, "allies") if matches(st, p, u, cap["flt"], source)), default=-1)
    if cap.get("k") == "event_cost":  # "that attack ally's cost": the triggering card's printed cost (201.1)
        ev = link.data.get("event") if link is not None else None
        return int(kw.data(st, ev).get("cost") or 0) if isinstance(ev, int) and ev in st.table.cards else -1
    if cap.get("k") == "counters":
        if link is not None and "lki_counters" in link.data:  # the source was destroyed to pay the cost: its last known counters
            return int(link.data["lki_counters"].get(cap["kind"], 0))
        card = st.table.peek(source, None)
        return int((card.counters or {}).get(cap["kind"], 0)) if card is not None else 0
    return 0


@resolves(GAME, HAND_TO_PLAY)
def _hand_to_play(call: OpCall) -> list[Event]:
    st, p, eff = call.st, call.player, call.eff
    options = hand_options(st, p, eff, call.link.uid, call.link)
    n = max(call.amount, 1)
    call.link.data["done"] = False
    if not options:
        return [Event("hand_to_play", f"P{p + 1} has no such card in hand", EN("709.1"), p)]
    optional = bool((eff.condition or {}).get("may") or (eff.condition or {}).get("up_to"))  # an ``optional`` effect: the yes/no came first (EN 709.3)
    opts = ([Option("none", "None")] if optional else []) + [Option(str(u), kw.name(st, u)) for u in options]
    continuations.pause_for(call, HAND_TO_PLAY, {"player": p, "n": n},
                            Pending(p, HAND_TO_PLAY, f"{eff.text or 'Put a card from your hand into play'}: which?", opts,
                                    1, min(n, len(options)), EN("709.1")))
    return []


@handles(HAND_TO_PLAY)
def _hand_to_play_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    p = w.pop(HAND_TO_PLAY)["player"]
    events: list[Event] = []
    put: list[int] = []
    for pick in picks:
        if pick == "none":
            continue
        uid = int(pick)
        if uid in st.table.cards and st.table.peek(uid).zone == "hand":
            events += continuations.resolve_card(st, Link("card", p, uid, label=kw.name(st, uid)))  # 710.1: enters play, not played
            if kw.in_play(st, uid):
                put.append(uid)
    if put:
        from . import refs

        seen = Link("power", p, put[0])
        refs.remember(st, seen, put)  # "If you do, destroy it at the start of the next turn": that card (engine.wow.refs)
        w["link"]["data"].update(done=True, ref=seen.data["ref"])
    return events + continuations.resume_link(st, w)


# --- "the controller of a character dealt damage this way can't …" (103.2) ---------------------------------


@resolves(GAME, CONTROLLER_BAN)
def _controller_ban(call: OpCall) -> list[Event]:
    from engine.core.effects import Modifier

    st, p, eff = call.st, call.player, call.eff
    events: list[Event] = []
    for q in sorted({st.table.peek(u).controller for u in call.uids}):
        h = st.heroes[q]
        st.modifiers.append(Modifier(h, "", 1, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"P{q + 1}: {eff.keyword} this turn", R("103.2"), p))
    return events


# --- "skips drawing his next card this turn" (EN 716) -------------------------------------------------------


@resolves(GAME, SKIP_DRAW_TURN)
def _skip_draw_turn(call: OpCall) -> list[Event]:
    from .draw_cap import TURN_SKIPS

    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        q = st.table.peek(uid).controller
        hero = st.table.cards[st.heroes[q]]
        old = hero.flags.get(TURN_SKIPS)
        n = old[1] if old and old[0] == st.turn else 0
        hero.flags[TURN_SKIPS] = [st.turn, n + 1]
        events.append(Event("replace", f"P{q + 1} will skip his next draw this turn", EN("716"), call.player))
    return events


# --- "destroy it at the start of the next turn" (415.9b) ----------------------------------------------------


@resolves(GAME, DESTROY_NEXT_TURN)
def _destroy_next_turn(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.peek(uid)
        st.delayed.append({"uid": uid, "zone": card.zone, "turn": st.turn + 1, "player": call.player, "to": "destroy", "broken": False, "at": "start"})
        events.append(Event("delayed", f"At the start of the next turn, {kw.name(st, uid)} is destroyed if it stays in play", R("415.9b"), call.player,
                            data={"uid": uid}))
    return events


# --- "you may remove five cards in one graveyard from the game" (415.7) --------------------------------------


@resolves(GAME, ONE_GRAVEYARD)
def _one_graveyard(call: OpCall) -> list[Event]:
    st, p, n = call.st, call.player, max(call.amount, 1)
    call.link.data["done"] = False
    yards = [q for q in range(st.num_players) if len(st.table.zone(q, "graveyard")) >= n]
    if not yards:
        return [Event("graveyard", f"No graveyard holds {n} cards", EN("709.1"), p)]
    continuations.pause_for(call, ONE_GRAVEYARD, {"player": p, "n": n},
                            Pending(p, ONE_GRAVEYARD, f"Remove {n} cards in one graveyard from the game?",
                                    [Option("none", "Don't"), *[Option(f"gy{q}", f"P{q + 1}'s graveyard") for q in yards]], 1, 1, EN("709.3")))
    return []


@handles(ONE_GRAVEYARD)
def _one_graveyard_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:

    w = st.waiting[ONE_GRAVEYARD]
    if picks and picks[0].startswith("gy"):  # the graveyard: now its cards
        q = int(picks[0][2:])
        w["yard"] = q
        cards = st.table.zone(q, "graveyard")
        st.pending.append(Pending(w["player"], ONE_GRAVEYARD, f"Choose {w['n']} cards of P{q + 1}'s graveyard to remove from the game",
                                  [Option(str(u), kw.name(st, u)) for u in cards], w["n"], w["n"], R("415.7")))
        return []
    st.waiting = {k: v for k, v in st.waiting.items() if k != ONE_GRAVEYARD}
    events: list[Event] = []
    if picks and picks[0] != "none":
        events = remove_picked(st, picks)
        st.waiting["link"]["data"]["done"] = True  # "If you do" (EN 709.3)
    resume, st.waiting = st.waiting, {}
    return events + continuations.resume_link(st, resume)


# --- "… dealt damage this way" over several packets (408.2a) -------------------------------------------------


def _dealt(st: WowState, link: Link) -> list[int]:
    return [u for u in dict.fromkeys(link.data.get("dealt_to", [])) if u in st.table.cards and kw.in_play(st, u)]


@resolves(GAME, DEALT_GRANT)
def _dealt_grant(call: OpCall) -> list[Event]:
    from engine.core.effects import Modifier

    st, p, eff = call.st, call.player, call.eff
    kinds = set((eff.condition or {}).get("types") or ["hero", "ally"])
    events: list[Event] = []
    for uid in _dealt(st, call.link):
        if ("hero" if uid in st.heroes else "ally") not in kinds:
            continue
        st.modifiers.append(Modifier(uid, "", 0, keyword=eff.keyword, duration=eff.duration or "this_turn", player=p, turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {eff.keyword} this turn", EN("714.1"), p))
    return events


@resolves(GAME, INTERRUPT_DEALT)
def _interrupt_dealt(call: OpCall) -> list[Event]:
    from .targets import interruptible

    st, p = call.st, call.player
    owners = {st.table.peek(u).controller for u in _dealt(st, call.link) if u in st.heroes}
    links = [u for u in interruptible(st, {"types": ["ability"]}, call.link.uid) if any(lk.uid == u and lk.kind == "card" and lk.controller in owners for lk in st.chain)]
    if not links:
        return []
    continuations.pause_for(call, INTERRUPT_DEALT, {"player": p},
                            Pending(p, INTERRUPT_DEALT, "Interrupt an ability card played by that hero's controller?",
                                    [Option("none", "Don't"), *[Option(str(u), kw.name(st, u)) for u in links]], 1, 1, EN("711.1")))
    return []


@handles(INTERRUPT_DEALT)
def _interrupt_dealt_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:

    w, st.waiting = st.waiting, {}
    p = w.pop(INTERRUPT_DEALT)["player"]
    events: list[Event] = []
    if picks and picks[0] != "none":
        uid = int(picks[0])
        if any(lk.kind == "card" and lk.uid == uid for lk in st.chain):
            st.chain = [lk for lk in st.chain if not (lk.kind == "card" and lk.uid == uid)]  # EN 711: the link leaves the chain
            events.append(grave_route.interrupted(st, uid, p))
    return events + continuations.resume_link(st, w)


# --- "put a Poison from your hand into play attached to that hero" (400.4) ------------------------------------


@resolves(GAME, HAND_ATTACH)
def _hand_attach(call: OpCall) -> list[Event]:
    from .targets import matches

    st, p, eff = call.st, call.player, call.eff
    host = call.link.data.get("event")
    call.link.data["done"] = False
    if not (isinstance(host, int) and host in st.table.cards and kw.in_play(st, host)):
        return []
    flt = dict((eff.condition or {}).get("filter") or {})
    options = [u for u in st.table.zone(p, "hand") if kw.data(st, u).get("type") == "ability"
               and ongoing_data(kw.data(st, u)) and (not flt or matches(st, p, u, {**flt, "zone": "hand"}, call.link.uid))]
    if not options:
        return []
    continuations.pause_for(call, HAND_ATTACH, {"player": p, "host": host},
                            Pending(p, HAND_ATTACH, f"{eff.text or 'Put a card from your hand into play attached to it'}: which?",
                                    [Option("none", "None"), *[Option(str(u), kw.name(st, u)) for u in options]], 1, 1, EN("709.3")))
    return []


@handles(HAND_ATTACH)
def _hand_attach_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:

    info, w = continuations.take_job(st, HAND_ATTACH)
    p, host = info["player"], info["host"]
    events: list[Event] = []
    if picks and picks[0] != "none":
        uid = int(picks[0])
        if uid in st.table.cards and st.table.peek(uid).zone == "hand" and host in st.table.cards and kw.in_play(st, host):
            events.append(zone_moves.move(st, uid, "hero_row", EN("710.1"), player=p))
            card = st.table.cards[uid]
            card.entered_turn, card.attached_to = st.turn, host
            events.append(Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid}))
            events.append(Event("attach", f"{kw.name(st, uid)} attaches to {kw.name(st, host)}", R("400.4"), p, data={"uid": uid, "host": host}))
            w["link"]["data"]["done"] = True
    return events + continuations.resume_link(st, w)
