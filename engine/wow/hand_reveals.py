"""A player's hand revealed by an effect, and what the revealed cards decide (helper wzone2). A hand is hidden
(415.4a) until an effect reveals it: then every player sees the cards, so the public log names them; a card
discarded is revealed anyway (415.9d). The op ``wz2_hand_reveal``: the targeted player (``Target("opponent")``,
a chosen player by his hero, EN 706, or ``previous``: the controller of the character the sentence's first effect
acted on) reveals his hand; before that the link's controller may have to

- ``condition["name"]`` (a filter, ``{}`` for "a card"): name a card (709.1) — "Name a card, and then target opponent
  reveals his hand and discards all cards with that name." (Pick Pocket). The names offered are those the namer
  knows: his own cards' and every card he can see (his deck list is known to him; a name only in an opponent's deck
  or hand is never listed, which would tell him what they hold — the call Lorcana's naming makes, 6.2.4);
- ``condition["kinds"]`` (card types): choose ``x`` of them ("paid": the Combo cards removed to play a Finishing
  Move, ``extra_cost.paid``; "amount": X; default 1), ``optional``: "You may choose …; if you do" (nothing happens
  without a choice, EN 709.3).

``condition["then"]`` is what happens to the revealed hand:

- ``"discard_named"``: he discards all cards with the named name (``one``: a card with that name);
- ``"discard_kinds"``: he discards a card of each chosen kind, choosing which (415.9d; "Target player reveals his
  hand and discards a card of each of the chosen kinds.", Butcher);
- ``"damage_per_kind"``: the source deals ``amount`` ``stat`` damage to his hero for each revealed card of the chosen
  kind, one packet (405.4; Uruka the Cutthroat's Death Rattle: its last known information, as any Death Rattle);
- ``"give_ally"``: he chooses an ally card in it with cost X or less, and it enters play under the link
  controller's control (710.1; Precognition — its owner stays his, 415.2);
- ``"random_toll"``: instead of his whole hand he reveals a random card of it; he discards it, or the source deals
  ``stat`` damage equal to its cost to his hero ("… reveals a random card from his hand. This ally deals melee damage
  to that hero equal to that revealed card's cost unless its controller discards that card.", Tristani the Sunblade);
- ``"purge_named"``: nothing is revealed; instead the link's controller searches the player's deck, graveyard and
  hand (413.1) for all cards with the named name and removes them from the game (415.7a), the deck shuffled (413.2;
  "Then, search target opponent's deck, graveyard, and hand for all cards with that name and remove them from the
  game.", Commander Ulthok);
- ``"some_then_discard"``: instead of his whole hand he reveals ``amount`` cards of it (``per="dealt"``: one for each
  damage dealt this way), chosen by him; the link's controller chooses one of them and he discards it (The Omens of
  Terror).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, discard_ban, extra_cost, grave_route, zone_moves
from .answers import handles
from .known_cards import known_cards
from .ops import GAME, OpCall
from .rules import EN, R
from .search import card_matches
from .state import Link, WowState

OP = "wz2_hand_reveal"
NAME, KINDS, PICK, CHOOSE = "wz2_name", "wz2_kinds", "wz2_hand_pick", "wz2_revealed_pick"
_KEY = "wz2_hand"

def _printed(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards.get(card.card_id, {}).get("name") or card.card_id


def nameable(st: WowState, player: int, flt: dict[str, Any] | None = None) -> list[str]:
    """The names ``player`` may name: those of the cards he knows of (``known_cards``)."""
    names = {_printed(st, uid) for uid in known_cards(st, player) if not flt or card_matches(st, uid, flt)}
    return sorted(n for n in names if n)


def _owners(call: OpCall) -> list[int]:
    tgt = call.eff.target
    if tgt is not None and tgt.kind == "opponent":
        return [1 - call.player]
    return sorted({call.st.table.cards[u].controller for u in call.uids if u in call.st.table.cards})


@resolves(GAME, OP)
def _hand_reveal(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    cond = call.eff.condition or {}
    owners = _owners(call)
    if not owners:
        return []
    xs = cond.get("x")
    x = extra_cost.paid(st, call.link.uid) if xs == "paid" else call.amount if xs == "amount" else 1
    job = {"player": p, "owners": owners, "then": cond.get("then"), "source": call.link.uid, "amount": call.amount, "x": x,
           "stat": call.eff.stat or "melee", "one": bool(cond.get("one")), "text": call.eff.text or ""}
    call.stop = True
    w = call.resume()
    if "name" in cond:
        names = nameable(st, p, cond.get("name") or None)
        if not names:  # nothing he could name: the hand is still revealed, nothing has the name
            return _carry(st, {**w, _KEY: {**job, "named": ""}})
        st.waiting = {**w, _KEY: job}
        st.pending.append(Pending(p, NAME, "Name a card" if not cond.get("name") else "Name a card of that kind",
                                  [Option(n, n) for n in names], 1, 1, EN("709.1")))
        return []
    if "kinds" in cond:
        kinds = list(cond["kinds"])
        n = min(max(x, 0), len(kinds))
        if n == 0 and not cond.get("optional"):
            return _carry(st, {**w, _KEY: {**job, "kinds": []}})
        st.waiting = {**w, _KEY: job}
        opts = [Option(k, k) for k in kinds]
        if cond.get("optional"):
            opts.append(Option("none", "Choose none"))
        st.pending.append(Pending(p, KINDS, f"Choose {n} card type(s)" if n != 1 else "Choose a card type", opts, n, n, EN("709.1")))
        return []
    return _carry(st, {**w, _KEY: job})


@handles(NAME)
def _named(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    job = {**w[_KEY], "named": picks[0]}
    st.waiting = {}
    return [Event("name", f"P{job['player'] + 1} names {picks[0]}", EN("709.1"), job["player"]),
            *_carry(st, {**w, _KEY: job})]


@handles(KINDS)
def _kinds(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    job = w[_KEY]
    st.waiting = {}
    if "none" in picks:  # "You may choose …": he didn't, so nothing after it happens (EN 709.3)
        w.pop(_KEY)
        return [Event("choose", f"P{job['player'] + 1} chooses no card type", EN("709.3"), job["player"]),
                *continuations.resume_link(st, w)]
    job = {**job, "kinds": list(picks)}
    return [Event("choose", f"P{job['player'] + 1} chooses {', '.join(picks)}", EN("709.1"), job["player"]),
            *_carry(st, {**w, _KEY: job})]


def _types(kind: str) -> dict[str, Any]:
    return {"types": [kind]}  # "equipment": weapon, armor or item (search.card_matches)


def _carry(st: WowState, w: dict[str, Any]) -> list[Event]:
    """Reveal each owner's hand and do what the card says with it, then go on with the link."""
    job = w[_KEY]
    events: list[Event] = []
    if job["then"] == "some_then_discard":
        return _some(st, w)
    if job["then"] == "random_toll":
        return _random_toll(st, w)
    if job["then"] == "purge_named":
        w.pop(_KEY)
        return _purge(st, job) + continuations.resume_link(st, w)
    for q in job["owners"]:
        hand = list(st.table.zone(q, "hand"))
        events.append(effects.reveal(st.table, hand, R("415.4a"), q) if hand
                      else Event("reveal", f"P{q + 1} reveals an empty hand", R("415.4a"), q))
        then = job["then"]
        if then == "discard_named":
            named = (job.get("named") or "").lower()
            hits = [u for u in hand if named and _printed(st, u).lower() == named]
            events += _discard(st, q, hits[:1] if job["one"] else hits)
        elif then == "discard_kinds":
            return events + _next_kind(st, {**w, _KEY: {**job, "q": q, "left": list(job.get("kinds") or []), "chosen": []}})
        elif then == "damage_per_kind":
            kind = (job.get("kinds") or [None])[0]
            n = sum(1 for u in hand if kind and card_matches(st, u, _types(kind)))
            if n:
                from .damage import deal

                events += deal(st, job["source"], st.heroes[q], max(job["amount"], 1) * n, job["stat"], via=job["source"])
            else:
                events.append(Event("damage", f"No revealed {kind} card: no damage", EN("709.1"), job["player"]))
        elif then == "give_ally":
            fit = [u for u in hand if card_matches(st, u, {"types": ["ally"], "max_cost": job["x"]})]
            if fit:
                st.waiting = {**w, _KEY: {**job, "q": q}}
                st.pending.append(Pending(q, PICK, f"Choose an ally card with cost {job['x']} or less: P{job['player'] + 1} puts it into play",
                                          [Option(str(u), _printed(st, u)) for u in fit], 1, 1, EN("709.1")))
                return events
            events.append(Event("choose", f"P{q + 1} has no ally card with cost {job['x']} or less", EN("709.1"), q))
    w.pop(_KEY, None)
    return events + continuations.resume_link(st, w)


TOLL = "wz2_random_toll"


def _random_toll(st: WowState, w: dict[str, Any]) -> list[Event]:
    """Tristani the Sunblade: a random card of the hand (the match's seeded random numbers) is revealed; its owner
    discards it, or the source deals him ``stat`` damage equal to its cost (EN 709.3 "unless")."""
    job = w[_KEY]
    q = job["owners"][0]
    hand = sorted(st.table.zone(q, "hand"))
    if not hand:
        w.pop(_KEY)
        return [Event("reveal", f"P{q + 1} has no card in hand to reveal", EN("709.1"), q), *continuations.resume_link(st, w)]
    uid = hand[st.rng.randrange(len(hand))]
    cost = int(st.cards[st.table.cards[uid].card_id].get("cost") or 0)
    events = [effects.reveal(st.table, [uid], R("415.4a"), q)]
    options = [Option("damage", f"Take {cost} {job['stat']} damage")]
    if not discard_ban.cant_discard(st, q):
        options.insert(0, Option("discard", f"Discard {_printed(st, uid)}"))
    st.waiting = {**w, _KEY: {**job, "q": q, "uid": uid, "cost": cost}}
    st.pending.append(Pending(q, TOLL, f"Discard {_printed(st, uid)}, or be dealt {cost} damage equal to its cost?", options, 1, 1, EN("709.3")))
    return events


@handles(TOLL)
def _toll_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    q, uid = job["q"], job["uid"]
    if picks[0] == "discard" and st.table.cards[uid].zone == "hand":
        return _discard(st, q, [uid]) + continuations.resume_link(st, w)
    from .damage import deal

    src = job["source"]
    events = deal(st, src, st.heroes[q], job["cost"], job["stat"], via=src) if job["cost"] > 0 else \
        [Event("damage", "A cost of 0: no damage", R("408.2b"), q)]
    return events + continuations.resume_link(st, w)


def _purge(st: WowState, job: dict[str, Any]) -> list[Event]:
    """Commander Ulthok: the namer searches the owner's deck, graveyard and hand (413.1: he looks at all their cards)
    and removes every card with the name from the game (415.7a: revealed as it goes); the deck is shuffled (413.2)."""
    p, named = job["player"], (job.get("named") or "").lower()
    events: list[Event] = []
    for q in job["owners"]:
        hand = list(st.table.zone(q, "hand"))
        for uid in hand:  # 413.1: searching the hand is looking at it (only the searcher learns it)
            if p not in st.table.cards[uid].known_to:
                st.table.cards[uid].known_to.append(p)
        events.append(Event("search", f"P{p + 1} searches P{q + 1}'s deck, graveyard and hand", R("413.1"), p))
        events.append(Event("look", f"P{q + 1}'s hand: {', '.join(_printed(st, u) for u in hand) or 'no cards'}", R("413.1"), p, visible_to=[p]))
        hits = [u for z in ("deck", "graveyard", "hand") for u in st.table.zone(q, z) if named and _printed(st, u).lower() == named]
        for uid in hits:
            events.append(effects.reveal(st.table, [uid], R("415.7a"), q))
            events.append(zone_moves.move(st, uid, "removed", R("415.7a")))
        if not hits:
            events.append(Event("search", f"P{p + 1} finds no card with that name", R("413.3"), p))
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("413.2")))
    return events


def _discard(st: WowState, q: int, uids: list[int]) -> list[Event]:
    from .procedure import discard_cards  # (as hand_look does: procedure doesn't import this module)

    if not uids:
        return [Event("discard", f"P{q + 1} has nothing to discard", EN("709.1"), q)]
    if discard_ban.cant_discard(st, q):
        return [discard_ban.refused(q)]
    return discard_cards(st, q, uids)


def _next_kind(st: WowState, w: dict[str, Any]) -> list[Event]:
    """Butcher: a card of each chosen kind, the discarding player choosing which (one kind at a time)."""
    job = w[_KEY]
    q = job["q"]
    while job["left"]:
        kind = job["left"].pop(0)
        fit = [u for u in st.table.zone(q, "hand") if u not in job["chosen"] and card_matches(st, u, _types(kind))]
        if len(fit) == 1:
            job["chosen"].append(fit[0])
        elif fit:
            st.waiting = w
            st.pending.append(Pending(q, PICK, f"Discard a card of the kind {kind}", [Option(str(u), _printed(st, u)) for u in fit], 1, 1,
                                      R("415.9d")))
            return []
    w.pop(_KEY)
    return _discard(st, q, job["chosen"]) + continuations.resume_link(st, w)


@handles(PICK)
def _picked(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    job = w[_KEY]
    st.waiting = {}
    uid = int(picks[0])
    if job["then"] == "discard_kinds":
        job["chosen"].append(uid)
        return _next_kind(st, w)
    if job["then"] == "some_then_discard":  # the cards he reveals
        w.pop(_KEY)
        shown = [int(x) for x in picks]
        events = [effects.reveal(st.table, shown, R("415.4a"), job["q"])]
        if len(shown) == 1:
            return events + _discard(st, job["q"], shown) + continuations.resume_link(st, w)
        st.waiting = {**w, _KEY: {**job, "shown": shown}}
        st.pending.append(Pending(job["player"], CHOOSE, "Choose a revealed card: he discards it",
                                  [Option(str(u), _printed(st, u)) for u in shown], 1, 1, EN("709.1")))
        return events
    w.pop(_KEY)  # give_ally: it enters play under the link controller's control (710.1); its owner stays (415.2)
    events = [Event("choose", f"P{job['q'] + 1} chooses {_printed(st, uid)}", EN("709.1"), job["q"])]
    events += continuations.resolve_card(st, Link("card", job["player"], uid, label=_printed(st, uid)))
    return events + continuations.resume_link(st, w)


def _some(st: WowState, w: dict[str, Any]) -> list[Event]:
    job = w[_KEY]
    q = job["owners"][0]
    hand = list(st.table.zone(q, "hand"))
    n = min(max(job["amount"], 0), len(hand))
    if n <= 0:
        w.pop(_KEY)
        return [Event("reveal", f"P{q + 1} reveals no card", EN("709.1"), q), *continuations.resume_link(st, w)]
    st.waiting = {**w, _KEY: {**job, "q": q}}
    st.pending.append(Pending(q, PICK, f"Reveal {n} card(s) from your hand", [Option(str(u), _printed(st, u)) for u in hand], n, n, EN("709.1")))
    return []


@handles(CHOOSE)
def _chosen(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    job = w.pop(_KEY)
    st.waiting = {}
    return _discard(st, job["q"], [int(picks[0])]) + continuations.resume_link(st, w)


# --- "Name a card type and remove a card in your hand from the game face down. Target opponent guesses whether that card
# has that type, then reveals it. If he's right, put it into your graveyard. Otherwise, put it into your hand and draw
# two cards." (Liar's Tongue Gloves) ----------------------------------------------------------------------------------

GUESS_OP = "wz2_type_guess"
G_TYPE, G_CARD, G_GUESS = "wz2_guess_type", "wz2_guess_card", "wz2_guess"
_G = "wz2_guess"
_TYPES = ("ability", "ally", "equipment", "hero", "location", "quest")  # 300.1 (card_types: equipment, a master hero is a hero)


@resolves(GAME, GUESS_OP)
def _type_guess(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    if not st.table.zone(p, "hand"):
        return [Event("choose", f"P{p + 1} has no card in hand to remove", EN("709.1"), p)]
    owners = _owners(call)
    continuations.pause_for(call, _G, {"player": p, "guesser": owners[0] if owners else 1 - p, "amount": max(call.amount, 0)},
                            Pending(p, G_TYPE, "Name a card type", [Option(t, t) for t in _TYPES], 1, 1, EN("709.1")))
    return []


@handles(G_TYPE)
def _guess_type(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    st.waiting[_G]["type"] = picks[0]
    p = st.waiting[_G]["player"]
    st.pending.append(Pending(p, G_CARD, "Remove a card in your hand from the game face down",
                              [Option(str(u), _printed(st, u)) for u in st.table.zone(p, "hand")], 1, 1, EN("709.1")))
    return [Event("choose", f"P{p + 1} names the card type {picks[0]}", EN("709.1"), p)]


@handles(G_CARD)
def _guess_card(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    g = st.waiting[_G]
    p, uid = g["player"], int(picks[0])
    zone_moves.quiet(st, uid, "removed")
    card = st.table.cards[uid]
    card.face_down, card.known_to = True, [p]  # 415.7a: removed face down — only its owner sees it
    g["uid"] = uid
    st.pending.append(Pending(g["guesser"], G_GUESS, f"Does the card P{p + 1} removed face down have the type {g['type']}?",
                              [Option("yes", f"It is a(n) {g['type']} card"), Option("no", f"It is not a(n) {g['type']} card")], 1, 1,
                              EN("709.1")))
    return [Event("move", f"P{p + 1} removes a card in their hand from the game face down", R("415.7a"), p)]


@handles(G_GUESS)
def _guessed(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .card_types import card_types

    w = dict(st.waiting)
    g = w.pop(_G)
    st.waiting = {}
    p, uid = g["player"], g["uid"]
    card = st.table.cards[uid]
    card.face_down = False
    has = g["type"] in card_types(st, uid)
    right = (picks[0] == "yes") == has
    events = [Event("choose", f"P{g['guesser'] + 1} guesses it {'is' if picks[0] == 'yes' else 'is not'} a(n) {g['type']} card",
                    EN("709.1"), g["guesser"]),
              effects.reveal(st.table, [uid], EN("709.1"), g["guesser"])]
    if right:
        ev = grave_route.move(st, uid, EN("709.1"))  # (or removed instead, EN 716)
        ev.text = f"The guess is right: {_printed(st, uid)} goes into P{p + 1}'s graveyard"
        return [*events, ev, *continuations.resume_link(st, w)]
    ev = zone_moves.move(st, uid, "hand", EN("709.1"))
    ev.text = f"The guess is wrong: {_printed(st, uid)} goes back into P{p + 1}'s hand"
    events.append(ev)
    return events + continuations.draw(st, p, g["amount"] or 2, EN("709.1")) + continuations.resume_link(st, w)


# --- "Put any number of cards from your hand on the bottom of your deck, then draw that many cards." (Pathaleon) ---

BOTTOM_OP = BOTTOM = "wz2_hand_bottom_any"


@resolves(GAME, BOTTOM_OP)
def _hand_bottom_any(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    if not hand:
        return [Event("move", f"P{p + 1} has no card in hand", EN("709.1"), p)]
    continuations.pause_for(call, BOTTOM, {"player": p},
                            Pending(p, BOTTOM, "Put any number of cards from your hand on the bottom of your deck (in the order picked), then draw that many",
                                    [Option(str(u), _printed(st, u)) for u in hand], 0, len(hand), EN("709.1")))
    return []


@handles(BOTTOM)
def _hand_bottom_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = dict(st.waiting)
    p = w.pop(BOTTOM)["player"]
    st.waiting = {}
    for x in picks:  # 415.3c: he orders the cards he puts on the bottom (the order picked), unseen by the others
        zone_moves.quiet(st, int(x), "deck", player=p)
    events = [Event("move", f"P{p + 1} puts {len(picks)} card(s) from their hand on the bottom of their deck", EN("709.1"), p)]
    if picks:
        events += continuations.draw(st, p, len(picks), EN("709.1"))
    return events + continuations.resume_link(st, w)
