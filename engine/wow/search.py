"""Searching (413.1–413.3): look through a zone for cards matching a filter, reveal them and put
them into their owner's hand (or another zone); a deck that was searched is shuffled by its
owner afterwards (413.2, 415.3b).

Effect shape (WoW's use of the shared ``search`` op): ``Effect("search", N, zone="deck" |
"graveyard" | "deck,graveyard", condition={"filter": {...}, "to": "hand", "reveal": True})``.
Filter keys: ``types`` (card types), ``tag`` (a tag/race/class word; "Form" matches "Form (1)"),
``any_tag`` (any one of these tags), ``faction`` ("[Horde]"), ``icon`` ("[Nature]": a tag or the damage type),
``name``, ``max_cost``/``min_cost``, ``max_cost_resources`` (cost at most the owner's resources);
an empty filter means "a card". ``to`` "play": the card enters play as a resolving card would (710.1); ``exhausted``: it is put
there exhausted ("into your resource row face up and exhausted"). The controller of the
link searches their own zones.

Helper wzone2: ``if_fits`` (a filter): a found card that doesn't fit it goes on top of the deck after the shuffle
instead ("If it's an Arena card, put it into hand. Otherwise, put it on top of your deck."); ``one_each`` (tags, or filters such as
``{"name": …}``; the same one may be listed twice): each card found is a different one of them ("a Felhunter, Imp, Succubus, and Voidwalker ally"); ``all_or_none`` (N): fewer
than N found stay in the deck, which is shuffled ("If you revealed four cards this way, … Otherwise, shuffle them
into your deck.").

With a filter, searching a hidden zone may fail to find (413.3); "a card" can't fail unless the
zone is empty. A triggered search may be bound to its triggering card (:func:`bound`). Searching "deck or graveyard", a player who takes a card from the graveyard
doesn't look at the deck, and then doesn't shuffle it (413.2, scenario X13).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import Event, Option, Pending, effects

from . import continuations, grave_route, zone_moves
from .card_facts import of_faction
from .cards.schema import tag_limit
from .graveyard_combo import is_combo
from .ongoing_cards import ongoing_data
from .rules import EN, R
from .state import Link, WowState
from .tag_grants import words as tag_words

KIND = "search"



def card_matches(st: WowState, uid: int, flt: dict[str, Any]) -> bool:
    """A card in any zone against a search filter (its printed data)."""
    d = st.cards[st.table.peek(uid).card_id]  # reading only
    types = flt.get("types")
    if types and d.get("type") not in types and not (d.get("type") in ("weapon", "armor", "item") and "equipment" in types):
        return False
    if flt.get("name") and d.get("name", "").lower() != flt["name"].lower():
        return False
    if flt.get("any_name") and d.get("name", "").lower() not in {n.lower() for n in flt["any_name"]}:
        return False  # "an ally with the same name as that Unlimited ally", for each of them (helper wzone2)
    tag = (flt.get("tag") or "").lower()
    if tag:
        words = [*d.get("tags", []), *d.get("classes", []), d.get("race", ""), *d.get("race", "").split(), *tag_words(st, uid)]  # (tag_grants: "in all zones")
        words += [lim[0] for w in d.get("tags", []) if (lim := tag_limit(w))]
        if tag not in {w.lower() for w in words if w} and not (tag == "combo" and is_combo(st, uid)):
            return False  # (Filthy Tricks: "Cards in your graveyard are Combo cards", engine.wow.graveyard_combo)
    if flt.get("any_tag") and not any(card_matches(st, uid, {"tag": t}) for t in flt["any_tag"]):
        return False  # "a Pet or Demon ally": any one of the tags
    if flt.get("faction") and not of_faction(d, flt["faction"]):  # the printed field, or a token's words (202.1a)
        return False  # "a [Horde] card"
    if flt.get("icon") and flt["icon"].lower() not in {w.lower() for w in (*d.get("tags", []), d.get("damage_type") or "") if w}:
        return False  # "a [Nature] card": a Nature tag or the nature damage type (as reveal.fits reads it)
    if flt.get("any_icon") and not any(card_matches(st, uid, {"icon": i}) for i in flt["any_icon"]):
        return False  # "a [Fire], [Frost], or [Nature] ally": any one of the icons (helper wabil2)
    if flt.get("ongoing") and not ongoing_data(d):
        return False  # "ongoing ability cards" (305.2; engine.wow.ongoing_cards)
    if flt.get("attachment"):  # "an attachment" (400.1; helper wtail3)
        from .attachment_cards import is_attachment

        if not is_attachment(d):
            return False
    if flt.get("any_keyword") and not _any_keyword(d, flt["any_keyword"]):
        return False  # "target ally with Assault, Mend, or Protector" (its printed keywords; helper wres)
    cost = d.get("cost") or 0
    if flt.get("max_cost_resources") and cost > len(st.table.zone(st.table.cards[uid].owner, "resources")):
        return False  # "… if its cost is less than or equal to the number of resources you have"
    if flt.get("destroyed_turn"):  # "target ally that was destroyed this turn" (415.9c; engine.wow.dealt_with_ability; helper w8a)
        from .dealt_with_ability import destroyed_this_turn

        if not destroyed_this_turn(st, uid):
            return False
    return not (("max_cost" in flt and cost > flt["max_cost"]) or ("min_cost" in flt and cost < flt["min_cost"]))


def bound(st: WowState, link: Link, eff, player: int) -> tuple[int, Any]:
    """The searcher and the effect of a triggered search bound to its triggering card (helper wzone):
    ``condition["searcher"] = "event_controller"`` — that card's controller (as it was destroyed, ``link.data["controller"]``)
    searches his own deck; ``condition["same_name"] = "event"`` — the filter names that card's name (200.1) ("When an ally
    is destroyed, its controller may search his deck for an ally card with the same name …", Circle of Life)."""
    cond = eff.condition or {}
    if not (cond.get("searcher") or cond.get("same_name")):
        return player, eff
    ev = link.data.get("event", link.data.get("subject"))
    known = isinstance(ev, int) and ev in st.table.cards
    if cond.get("searcher") == "event_controller":
        ctl = link.data.get("controller")
        player = ctl if isinstance(ctl, int) else st.table.peek(ev).controller if known else player
    if cond.get("same_name") == "event":
        named = st.cards[st.table.peek(ev).card_id].get("name", "") if known else "\u0000"  # nothing has no name
        eff = replace(eff, condition={**cond, "filter": {**(cond.get("filter") or {}), "name": named}})
    return player, eff


def _any_keyword(d: dict[str, Any], words: list[str]) -> bool:
    """The card data prints one of the keywords ``words`` (its data's keywords, else read from its text)."""
    from .cards.schema import parse_keywords

    have = d.get("keywords") or parse_keywords(d.get("text") or "")
    return any(w in have for w in words)


def begin(st: WowState, player: int, eff, resume: dict[str, Any]) -> list[Event]:
    """Start the search an effect asks for; ``resume`` ({"link", "index"}) continues the link."""
    cond = eff.condition or {}
    zones = sorted((z.strip() for z in (eff.zone or "deck").split(",") if z.strip()), key=lambda z: z != "graveyard")
    st.waiting = {**resume, "search": {"player": player, "zones": zones, "filter": cond.get("filter") or {}, "n": max(1, eff.amount),
                                      "to": cond.get("to", "hand"), "reveal": cond.get("reveal", True), "found": [],
                                      "top": bool(cond.get("top")), "exhausted": bool(cond.get("exhausted")),  # "… on top of your deck" (templates_quests)
                                      **{k: cond[k] for k in ("if_fits", "one_each", "all_or_none", "face_down") if k in cond}}}  # (helper wzone2, below)
    return _next(st)


def _label(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards[card.card_id].get("name") or card.card_id


def _next(st: WowState) -> list[Event]:
    s = st.waiting["search"]
    p, flt, left = s["player"], s["filter"], s["n"] - len(s["found"])
    if left <= 0 or not s["zones"]:
        return finish(st)
    zone = s["zones"][0]
    owner = s.get("owner", p)  # "Search target opponent's deck" (engine.wow.steal_search): his deck, your choice
    matches = [u for u in st.table.zone(owner, zone) if card_matches(st, u, flt)]
    if zone == "graveyard":  # a public zone: what is there is found (413.3 applies to hidden zones)
        options = [Option(str(u), f"From your graveyard: {_label(st, u)}") for u in matches]
        rest = s["zones"][1:]
        if not matches:  # nothing to find here: on to the next zone (public, nothing hidden)
            s["zones"] = rest
            return _next(st)
        if rest:
            options.append(Option("next", f"Search your {rest[0]} instead"))
        st.pending.append(Pending(p, KIND, f"Search: take up to {left} card(s) from your graveyard", options,
                                  1, 1 if rest else min(left, len(matches)), R("413.1")))
        return []
    deck = st.table.zone(owner, zone)
    can_fail = bool(flt) or not deck  # 413.3: a specific card may be missed; "a card" can't
    need = 0 if can_fail else min(left, len(deck))
    st.pending.append(Pending(p, KIND, f"Search your {zone}: pick up to {left} card(s)" + (" (you may find nothing)" if can_fail else ""),
                              [Option(str(u), _label(st, u)) for u in matches], need, min(left, len(matches)), R("413.3")))
    s["searched"] = [*s.get("searched", []), zone]
    return [Event("search", f"P{p + 1} searches their {zone}", R("413.1"), p)]


def answer(st: WowState, picks: list[str]) -> list[Event]:
    """The searcher's pick: cards found in the current zone, or "next" (look in the next zone)."""
    s = st.waiting["search"]
    zone = s["zones"].pop(0)
    if picks == ["next"]:
        return _next(st)
    if s.get("one_each"):  # "a Felhunter, Imp, Succubus, and Voidwalker ally": each card found is a different one (helper wzone2)
        found = [*s["found"], *(int(x) for x in picks)]
        if not _one_each(st, found, s["one_each"]):
            from engine.core import RulesError

            raise RulesError("each card found must be a different one of those the card names", R("413.1"))
    if s["filter"].get("distinct_names"):  # "up to three Pet cards with different names" (helper w8a)
        names = [_label(st, u).lower() for u in [*s["found"], *(int(x) for x in picks)]]
        if len(set(names)) != len(names):
            from engine.core import RulesError

            raise RulesError("the cards found must have different names, as the card says", R("413.1"))
    s["found"] += [int(x) for x in picks]
    if zone == "graveyard" and s["found"]:
        s["zones"] = []  # found in the graveyard: no need to look at the deck (413.2)
    return _next(st)


def finish(st: WowState) -> list[Event]:
    """Reveal what was found, move it (to its owner's zone, 415.2), shuffle a searched deck
    (413.2), then carry on with the rest of the link."""
    w, st.waiting = st.waiting, {}
    s = w["search"]
    p = s["player"]
    events: list[Event] = []
    found = s["found"]
    if not found:
        events.append(Event("search", f"P{p + 1} finds nothing", R("413.3"), p))
    elif s["reveal"]:
        events.append(effects.reveal(st.table, found, R("413.1"), p))
    searched = list(s.get("searched", []))
    if found and s.get("all_or_none") and len(found) < s["all_or_none"]:  # "If you revealed four cards this way, … Otherwise,
        events.append(Event("search", f"P{p + 1} revealed {len(found)} card(s), not {s['all_or_none']}: they stay in the deck", EN("709.3"), p))
        found = []  # shuffle them into your deck." — they never left it; the searched deck is shuffled below (413.2; helper wzone2)
    stay = [u for u in found if s.get("if_fits") is not None and not card_matches(st, u, s["if_fits"])]
    if stay:  # "If it's an Arena card, put it into hand. Otherwise, put it on top of your deck." (Short John Mithril; helper wzone2)
        found = [u for u in found if u not in stay]
        if "deck" in searched:  # the search is over: the deck is shuffled (413.2), then the card goes on top
            events.append(effects.shuffle(st.table, st.rng, s.get("owner", p), "deck", R("413.2")))
            searched.remove("deck")
        for uid in stay:
            zone_moves.move(st, uid, "deck", R("413.1"), position=0)
            events.append(Event("search", f"P{p + 1} puts {_label(st, uid)} on top of their deck", EN("709.1"), p))
    if s["to"] == "deck" and "deck" in searched:  # "… shuffle your deck and put that card on top": shuffled first (413.2)
        events.append(effects.shuffle(st.table, st.rng, s.get("owner", p), "deck", R("413.2")))
        searched.remove("deck")
    for uid in found:
        if s["to"] == "play":  # "Put an ally card with cost 2 or less from your graveyard into play" (710.1)
            events += continuations.resolve_card(st, Link("card", p, uid, label=_label(st, uid)))
            if s.get("exhausted") and st.table.cards[uid].zone in ("allies", "hero_row"):  # "… put it into play exhausted" (411.1)
                st.table.cards[uid].tapped = True
            continue
        ev = grave_route.move(st, uid, R("413.1")) if s["to"] == "graveyard" else zone_moves.move(st, uid, s["to"], R("413.1"), position=0 if s.get("top") else None)
        if s.get("face_down") and s["to"] == "removed":  # "reveal them, and remove them from the game face down" (415.7a-b:
            st.table.cards[uid].face_down, st.table.cards[uid].known_to = True, [st.table.cards[uid].owner]  # its owner sees it; wzone2)
        if s.get("exhausted"):  # "… into your resource row face up and exhausted" (Bolvar, 411.1)
            st.table.cards[uid].tapped = True
        ev.text = f"P{p + 1} puts {_label(st, uid) if s['reveal'] else 'a card'} into their {s['to']}"
        events.append(ev)
    for zone in searched:
        if zone == "deck":
            events.append(effects.shuffle(st.table, st.rng, s.get("owner", p), "deck", R("413.2")))
    if found and isinstance(w.get("link"), dict):  # "Put it into play with damage …" reads the card found (engine.wow.enter_wounded)
        w["link"].setdefault("data", {})["found"] = list(found)
    return events + continuations.resume_link(st, w)


def _one_each(st: WowState, found: list[int], tags: list[Any]) -> bool:
    """Whether each found card can stand for a different item of ``tags`` (a tag, or a filter; a small matching)."""
    def place(i: int, used: frozenset[int]) -> bool:
        if i == len(found):
            return True
        return any(k not in used and card_matches(st, found[i], t if isinstance(t, dict) else {"tag": t}) and place(i + 1, used | {k})
                   for k, t in enumerate(tags))

    return place(0, frozenset())


def next_step(st: WowState) -> list[Event]:
    """Ask for the next pick of the search kept in ``st.waiting["search"]`` (set up by another op)."""
    return _next(st)
