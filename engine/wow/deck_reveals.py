"""Cards revealed from the top of a deck (EN 709.1, the card text as written; helper wzone2). A revealed card is
public: the log names it (effects.reveal); a card that goes back into a deck is hidden again.

- ``wz2_reveal_count``: ``engine.wow.reveal`` (``amount`` cards, ``condition`` as that op's) that also remembers on
  the source card how many revealed cards fit the filter and went where the card says — read by the count key
  ``{"k": "wz2_removed"}`` ("Allies you control have +1/+1 for each card removed this way.", Neptulon). Only with
  ``all``: every fitting card goes, so the count is known as the cards are revealed. The count key
  ``{"k": "wz2_harmonize"}``: the cards with Harmonize (printed, or given) the player controls in play (Muln Earthfury).
- ``wz2_reveal_until``: the controller of the card the effect acted on before (``engine.wow.refs``: "that ally's
  controller") reveals cards from the top of his deck until he reveals a card fitting ``condition["filter"]``; he
  puts it into play (710.1, under his control) and shuffles the rest into his deck (415.3b) — Zazzo Dizzleflame.
  None found: all the revealed cards are shuffled back.
- ``wz2_top_cases``: the targeted player (``Target("opponent")``) reveals the top card of his deck; the first of
  ``condition["cases"]`` whose ``filter`` it fits says what happens: ``"removed"`` (removed from the game, 415.7a) or
  ``"play_yours"`` (the link's controller may put it into play under his control, 710.1); none: it stays on top —
  Lieutenant Horatio Laine.
- ``wz2_reveal_trade``: the controller reveals his top card; he may discard a card of his hand with a different card
  type (300.1: the equipment types are one type); if he does, the revealed card goes into his hand, otherwise it
  stays on top — Alchemist's Stone.
- ``wz2_attached_twin``: the controller chooses a card in play fitting ``condition["filter"]`` attached to a hero or
  ally ("Choose a Poison attached to a hero or ally."), then searches his deck for a card with its name and attaches it
  to that character (413, 400.1; the search and attaching of ``engine.wow.watt_moves``) — Deadly Brew. None to
  choose: nothing happens (the deck isn't searched).
- ``wz2_search_namesakes``: for each card in play the controller controls fitting ``condition["of"]`` (a
  ``targets.matches`` filter), he searches his deck for a card fitting ``condition["filter"]`` with the same name and
  puts it into play (``of`` "event": the triggering card's name) — one search for them all, each card found standing for a different one of those cards (413.1,
  ``engine.wow.search`` one_each; 710.1) — King Ymiron. None of them: nothing is searched.
- ``wz2_opponents_search``: each opponent, in turn order (802), may search his own deck for a card fitting
  ``condition["filter"]`` and put it into play under his control (413.1, 710.1; "When this weapon enters play, each
  opponent may search his deck for a [Fire] ally and put it into play.", Staff of Sorceror-Thane Thaurissan). He is
  asked first (EN 709.3): declining, he doesn't search (no shuffle).
- ``wz2_top_name_discount``: the controller may reveal the top card of his deck; if he does, he pays ``amount`` less
  the next time he plays or completes a card with its name this turn (403.2, ``engine.wow.next_cost``
  "play_or_complete") — Omen of Clarity.
- ``wz2_keep_found``: the cards the link's search just found are kept on the source card ("removed this way");
  ``wz2_vial_look``: the controller names a card, then looks at a random card of those kept that is still removed
  (only he sees it); if it has that name he may reveal it and put it into his hand (Vial of Stolen Memories).
- ``wz2_top_remove_play``: the controller reveals the top card of the targeted opponent's deck and removes it from the
  game (415.7a); if it fits ``condition["filter"]``, the controller's hero deals ``stat`` damage equal to its cost to that
  opponent's hero (one packet, 405.4) and the controller may play it this turn, paying its costs (``artifact``
  PLAYABLE_BY; 409.1) — Chaos Bolt. ``condition["damage"] = false``: no damage; ``condition["until"] = "game"``: he may
  play it for the rest of the game (Sayge; helper w31ally).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, discard_ban, refs, reveal, zone_moves
from . import keywords as kw
from .answers import handles
from .card_types import card_types
from .conditions import condition_checker, count_reader
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState

COUNT_FLAG = "wz2_revealed_count"
PLAY, TRADE = "wz2_top_play", "wz2_reveal_trade"


def _name(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards.get(card.card_id, {}).get("name") or card.card_id


@count_reader("wz2_")
def wz2_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``{"k": "wz2_removed"}``: the cards the source's ``wz2_reveal_count`` sent away as it last resolved."""
    if key["k"] == "wz2_harmonize":  # "the number of cards with Harmonize you control" (printed or given; EN glossary Harmonize)
        return sum(1 for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z)
                   if not st.table.cards[u].face_down and _has_harmonize(st, u))
    if key["k"] != "wz2_removed":
        raise ValueError(f"unknown count key {key['k']!r} (engine.wow.deck_reveals)")
    card = st.table.cards.get(source) if source is not None else None
    return int(card.flags.get(COUNT_FLAG, 0)) if card is not None else 0


@condition_checker("wz2_")
def wz2_holds(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """``{"k": "wz2_shares_top_type"}``: the affected card shares a card type (300.1) with the top card of the source's
    controller's deck ("… cards in play you control that share a type with the top card of your deck", Personal Weather
    Maker); a face-down resource has no card type (412.1b); an empty deck has no top card."""
    if cond["k"] != "wz2_shares_top_type":
        raise ValueError(f"unknown condition {cond['k']!r} (engine.wow.deck_reveals)")
    who = affected if affected is not None else source
    top = st.table.zone(player, "deck")[:1]
    if not top or who not in st.table.cards or st.table.cards[who].face_down:
        return False
    return bool(card_types(st, who) & card_types(st, top[0]))


def _has_harmonize(st: WowState, uid: int) -> bool:
    from .cards import rx

    text = str(kw.data(st, uid).get("text") or "")
    return bool(rx.search(r"(?:^|[\n;>])\s*Harmonize\b", text)) or kw.has(st, uid, "Harmonize")


@resolves(GAME, "wz2_reveal_count")
def _reveal_count(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = dict(call.eff.condition or {})
    top = list(st.table.zone(p, "deck")[: max(call.amount, 0)])
    n = sum(1 for u in top if reveal.fits(st, u, cond.get("filter") or {}, p))
    src = st.table.cards.get(call.link.uid)
    if src is not None:
        src.flags[COUNT_FLAG] = n
    call.stop = True
    note = Event("reveal", f"{n} revealed card(s) fit", EN("709.1"), p)
    return [note, *reveal.begin(st, p, call.amount, {**cond, "all": True}, call.resume())]


@resolves(GAME, "wz2_reveal_until")
def _reveal_until(call: OpCall) -> list[Event]:
    st = call.st
    flt = (call.eff.condition or {}).get("filter") or {}
    events: list[Event] = []
    for q in refs.controllers(call.link):
        deck = st.table.zone(q, "deck")
        shown: list[int] = []
        hit = None
        for uid in list(deck):
            shown.append(uid)
            if reveal.fits(st, uid, flt, q):
                hit = uid
                break
        if not shown:
            events.append(Event("reveal", f"P{q + 1}'s deck is empty: nothing is revealed", EN("709.1"), q))
            continue
        events.append(effects.reveal(st.table, shown, EN("709.1"), q))
        if hit is not None:  # he puts it into play under his control (710.1)
            events += continuations.resolve_card(st, Link("card", q, hit, label=_name(st, hit)))
        else:
            events.append(Event("reveal", f"P{q + 1} reveals no fitting card", EN("709.1"), q))
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("415.3b")))  # the rest are shuffled into it
        for uid in shown:  # shuffled back: hidden again (415.3a)
            if uid != hit and st.table.cards[uid].zone == "deck":
                st.table.cards[uid].known_to = []
    return events


@resolves(GAME, "wz2_top_cases")
def _top_cases(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    tgt = call.eff.target
    owners = [1 - p] if tgt is not None and tgt.kind == "opponent" else sorted({st.table.cards[u].controller for u in call.uids})
    events: list[Event] = []
    for q in owners:
        top = list(st.table.zone(q, "deck")[:1])
        if not top:
            events.append(Event("reveal", f"P{q + 1}'s deck is empty: nothing is revealed", EN("709.1"), q))
            continue
        uid = top[0]
        events.append(effects.reveal(st.table, [uid], EN("709.1"), q))
        case = next((c for c in (call.eff.condition or {}).get("cases") or [] if reveal.fits(st, uid, c.get("filter") or {}, q)), None)
        if case is None:
            continue  # it stays on top, revealed
        if case["do"] == "removed":  # 415.7a: revealed, then into its owner's removed-from-game zone
            ev = zone_moves.move(st, uid, "removed", EN("709.1"))
            ev.text = f"{_name(st, uid)} is removed from the game"
            events.append(ev)
        elif case["do"] == "play_yours":
            continuations.pause_for(call, PLAY, {"player": p, "uid": uid},
                                    Pending(p, PLAY, f"Put {_name(st, uid)} into play under your control?",
                                            [Option("yes", "Put it into play"), Option("no", "Leave it")], 1, 1, EN("709.3")))
            return events
    return events


@handles(PLAY)
def _play_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    d = w.pop(PLAY)
    st.waiting = {}
    events: list[Event] = []
    if picks[0] == "yes" and st.table.cards[d["uid"]].zone == "deck":  # under your control (710.1); its owner stays (415.2)
        events += continuations.resolve_card(st, Link("card", d["player"], d["uid"], label=_name(st, d["uid"])))
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wz2_reveal_trade")
def _reveal_trade(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top = list(st.table.zone(p, "deck")[:1])
    call.link.data["done"] = False
    if not top:
        return [Event("reveal", f"P{p + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    uid = top[0]
    events = [effects.reveal(st.table, [uid], EN("709.1"), p)]
    kinds = card_types(st, uid)
    fit = [] if discard_ban.cant_discard(st, p) else [u for u in st.table.zone(p, "hand") if not (card_types(st, u) & kinds)]
    if not fit:
        return events
    continuations.pause_for(call, TRADE, {"player": p, "uid": uid},
                            Pending(p, TRADE, f"Discard a card with a type other than {_name(st, uid)}'s to put {_name(st, uid)} into your hand?",
                                    [Option(str(u), f"Discard {_name(st, u)}") for u in fit], 0, 1, EN("709.3")))
    return events


@handles(TRADE)
def _trade_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import discard_cards  # (as hand_look does: procedure doesn't import this module)

    w = dict(st.waiting)
    d = w.pop(TRADE)
    st.waiting = {}
    events: list[Event] = []
    if picks:
        events += discard_cards(st, d["player"], [int(picks[0])])
        if st.table.cards[d["uid"]].zone == "deck":
            ev = zone_moves.move(st, d["uid"], "hand", EN("709.1"))
            ev.text = f"P{d['player'] + 1} puts {_name(st, d['uid'])} into their hand"
            events.append(ev)
            w["link"] = {**w["link"], "data": {**w["link"].get("data", {}), "done": True}}
    return events + continuations.resume_link(st, w)


TWIN = "wz2_attached_twin"


@resolves(GAME, TWIN)
def _attached_twin(call: OpCall) -> list[Event]:
    from .conditions import fits

    st, p = call.st, call.player
    flt = (call.eff.condition or {}).get("filter") or {}
    hosts = {u for q in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(q, z) if kw.is_character(st, u) and kw.in_play(st, u)}
    options = [u for q in range(st.num_players) for u in st.table.zone(q, "hero_row")
               if st.table.cards[u].attached_to in hosts and fits(st, u, flt)]
    if not options:
        return [Event("choose", "No such card is attached to a hero or ally: nothing happens", EN("709.1"), p)]
    continuations.pause_for(call, TWIN, {},
                            Pending(p, TWIN, "Choose a card attached to a hero or ally", [Option(str(u), f"{_name(st, u)} (on {_name(st, st.table.cards[u].attached_to)})")
                                                                                         for u in options], 1, 1, EN("709.1")))
    return []


@handles(TWIN)
def _twin_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from . import watt_moves

    w = dict(st.waiting)
    w.pop(TWIN)
    st.waiting = {}
    p = pending.player
    chosen = int(picks[0])
    host = st.table.cards[chosen].attached_to
    name = _name(st, chosen)
    events = [Event("choose", f"P{p + 1} chooses {name} on {_name(st, host)}", EN("709.1"), p)]
    found = [u for u in st.table.zone(p, "deck") if _name(st, u) == name]  # a hidden card's printed name (200.1)
    events.append(Event("search", f"P{p + 1} searches their deck", R("413.1"), p))
    if not found:
        return [*events, effects.shuffle(st.table, st.rng, p, "deck", R("413.2")), *continuations.resume_link(st, w)]
    st.waiting = {**w, watt_moves.SEARCH: host}  # the found card enters play attached to that character (400.1, 710.1)
    st.pending.append(Pending(p, watt_moves.SEARCH, f"Attach which {name} from your deck to {_name(st, host)}?",
                              [Option(str(u), name) for u in found[:1]], 0, 1, R("413.3")))
    return events


@resolves(GAME, "wz2_search_namesakes")
def _search_namesakes(call: OpCall) -> list[Event]:
    from dataclasses import replace

    from . import search
    from .targets import cards_matching

    st, p = call.st, call.player
    cond = dict(call.eff.condition or {})
    ev = call.link.data.get("event")
    if cond.get("of") == "event":  # "… an ally with the same name as that ally": the triggering card (Monstrous Totem)
        names = [_name(st, ev)] if isinstance(ev, int) and ev in st.table.cards else []
    else:
        names = [_name(st, u) for u in cards_matching(st, p, {**(cond.get("of") or {}), "side": "friendly"}, call.link.uid)]
    if not names:
        return [Event("search", "No such card: nothing to search for", EN("709.1"), p)]
    flt = {**(cond.get("filter") or {}), "any_name": sorted(set(names))}
    find = {"filter": flt, "to": "play", "reveal": True, "one_each": [{"name": n} for n in names]}
    call.stop = True
    return search.begin(st, p, replace(call.eff, op="search", amount=len(names), zone="deck", condition=find), call.resume())


OPP = "wz2_opponents_search"
_QUEUE = "wz2_opp_queue"


@resolves(GAME, OPP)
def _opponents_search(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    queue = call.link.data.get(_QUEUE)
    if queue is None:
        queue = [(p + i) % st.num_players for i in range(1, st.num_players)]
    if not queue:
        call.link.data.pop(_QUEUE, None)
        return []
    q = queue[0]
    call.link.data[_QUEUE] = queue[1:]
    w = call.resume()
    if queue[1:]:
        w["index"] -= 1  # this op again, for the next opponent
    flt = (call.eff.condition or {}).get("filter") or {}
    st.waiting = {**w, OPP: {"player": q, "filter": flt}}
    st.pending.append(Pending(q, OPP, f"You may search your deck for a card ({call.eff.text or 'as the card says'}) and put it into play",
                              [Option("yes", "Search"), Option("no", "Don't search")], 1, 1, EN("709.3")))
    call.stop = True
    return []


@handles(OPP)
def _opponents_search_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from engine.core.effects import Effect

    from . import search

    w = dict(st.waiting)
    d = w.pop(OPP)
    st.waiting = {}
    if picks[0] != "yes":
        return [Event("search", f"P{d['player'] + 1} doesn't search", EN("709.3"), d["player"]), *continuations.resume_link(st, w)]
    find = Effect("search", 1, None, zone="deck", condition={"filter": d["filter"], "to": "play", "reveal": True})
    return search.begin(st, d["player"], find, w)


DISCOUNT = "wz2_top_name_discount"


@resolves(GAME, DISCOUNT)
def _top_name_discount(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    top = list(st.table.zone(p, "deck")[:1])
    if not top:
        return [Event("reveal", f"P{p + 1}'s deck is empty: nothing to reveal", EN("709.1"), p)]
    continuations.pause_for(call, DISCOUNT, {"player": p, "uid": top[0], "amount": call.amount, "source": call.link.uid},
                            Pending(p, DISCOUNT, "Reveal the top card of your deck?", [Option("yes", "Reveal it"), Option("no", "Don't")], 1, 1,
                                    EN("709.3")))
    return []


@handles(DISCOUNT)
def _top_name_discount_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from . import next_cost

    w = dict(st.waiting)
    d = w.pop(DISCOUNT)
    st.waiting = {}
    if picks[0] != "yes" or st.table.cards[d["uid"]].zone != "deck":
        return continuations.resume_link(st, w)
    name = _name(st, d["uid"])
    events = [effects.reveal(st.table, [d["uid"]], EN("709.1"), d["player"])]
    events += next_cost.add(st, d["player"], d["amount"], {"what": "play_or_complete", "filter": {"name": name}, "next": True}, d["source"])
    return events + continuations.resume_link(st, w)


KEPT = "wz2_kept"
VIAL_NAME, VIAL_TAKE = "wz2_vial_name", "wz2_vial_take"


@resolves(GAME, "wz2_keep_found")
def _keep_found(call: OpCall) -> list[Event]:
    card = call.st.table.cards.get(call.link.uid)
    if card is not None:
        card.flags[KEPT] = list(call.link.data.get("found") or [])
    return []


def _kept(st: WowState, source: int) -> list[int]:
    card = st.table.cards.get(source)
    uids = list(card.flags.get(KEPT) or []) if card is not None else []
    return [u for u in uids if u in st.table.cards and st.table.cards[u].zone == "removed"]


@resolves(GAME, "wz2_vial_look")
def _vial_look(call: OpCall) -> list[Event]:
    from .hand_reveals import nameable

    st, p = call.st, call.player
    kept = _kept(st, call.link.uid)
    if not kept:
        return [Event("look", "No card removed this way is left", EN("709.1"), p)]
    names = sorted({*nameable(st, p), *(_name(st, u) for u in kept)})
    continuations.pause_for(call, VIAL_NAME, {"player": p, "kept": kept},
                            Pending(p, VIAL_NAME, "Name a card", [Option(n, n) for n in names], 1, 1, EN("709.1")))
    return []


@handles(VIAL_NAME)
def _vial_named(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    d = st.waiting[VIAL_NAME]
    p, kept = d["player"], d["kept"]
    uid = kept[st.rng.randrange(len(kept))]  # at random: the match's seeded random numbers
    events = [Event("name", f"P{p + 1} names {picks[0]}", EN("709.1"), p),
              Event("look", f"P{p + 1} looks at a random card removed this way", R("415.7b"), p),
              Event("look", f"It is {_name(st, uid)}", R("415.7b"), p, visible_to=[p])]
    if _name(st, uid).lower() != picks[0].lower():
        w = dict(st.waiting)
        w.pop(VIAL_NAME)
        st.waiting = {}
        return events + continuations.resume_link(st, w)
    d["uid"] = uid
    st.pending.append(Pending(p, VIAL_TAKE, f"It is {_name(st, uid)}: reveal it and put it into your hand?",
                              [Option("yes", "Reveal it and take it"), Option("no", "Leave it")], 1, 1, EN("709.3")))
    return events


@handles(VIAL_TAKE)
def _vial_take(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    d = w.pop(VIAL_NAME)
    st.waiting = {}
    events: list[Event] = []
    uid = d["uid"]
    if picks[0] == "yes" and st.table.cards[uid].zone == "removed":
        st.table.cards[uid].face_down = False
        events.append(effects.reveal(st.table, [uid], EN("709.1"), d["player"]))
        ev = zone_moves.move(st, uid, "hand", EN("709.1"))
        ev.text = f"P{d['player'] + 1} puts {_name(st, uid)} into their hand"
        events.append(ev)
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wz2_top_remove_play")
def _top_remove_play(call: OpCall) -> list[Event]:
    from . import artifact
    from .damage import deal

    st, p = call.st, call.player
    tgt = call.eff.target
    q = 1 - p if tgt is None or tgt.kind == "opponent" else sorted({st.table.cards[u].controller for u in call.uids})[0]
    top = list(st.table.zone(q, "deck")[:1])
    if not top:
        return [Event("reveal", f"P{q + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    uid = top[0]
    events = [effects.reveal(st.table, [uid], EN("709.1"), p)]
    ev = zone_moves.move(st, uid, "removed", R("415.7a"))
    ev.text = f"{_name(st, uid)} is removed from the game"
    events.append(ev)
    if not reveal.fits(st, uid, (call.eff.condition or {}).get("filter") or {}, p):
        return events
    cond = call.eff.condition or {}
    cost = int(st.cards[st.table.cards[uid].card_id].get("cost") or 0)
    if cost > 0 and kw.in_play(st, st.heroes[q]) and cond.get("damage", True):  # damage = false: Sayge deals none (helper w31ally)
        events += deal(st, st.heroes[p], st.heroes[q], cost, call.eff.stat or "shadow", via=call.link.uid)
    game = cond.get("until") == "game"  # "… you may play it this game." (Sayge; artifact.PLAYABLE_BY's turn -1; helper w31ally)
    st.table.cards[uid].flags[artifact.PLAYABLE_BY] = [p, -1 if game else st.turn]
    events.append(Event("modify", f"P{p + 1} may play {_name(st, uid)} this {'game' if game else 'turn'}", EN("709.1"), p))
    return events
