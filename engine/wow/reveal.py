"""Reveal and pick (EN 709.1: the card text as written): "Reveal the top three cards of your deck. Put a
revealed ally card into your hand and the rest on the bottom of your deck." The revealed cards
are public; the player picks up to one matching card (or every matching card goes, for "all
revealed …"); the rest go to the bottom of the deck in the order the deck's owner chooses, without
revealing it (415.3c, ``engine.wow.deckorder``). Compiled shape:
``Effect("reveal", N, zone="pick", condition={"filter": {...}, "all": bool})`` (filters as in
``engine.wow.search.card_matches``, plus ``faction``, ``icon`` and ``parity`` below).

More wordings (``engine.wow.cards.templates_quests.reveal_more``) add to the condition:
``look`` (the player looks at the cards privately instead of revealing them: "Look at the top
three cards of your deck"), ``must`` (exactly one card is picked: "Put one into your hand"),
``to`` ("hand", "removed", "play": "Put all revealed allies into play", or "top": "Put one on top of your deck and
the rest on the bottom") and
``rest`` ("bottom", "top": "If it's an ally, put it into your hand" leaves it on top,
"graveyard": "… and the rest into your graveyard", "shuffle": "… and shuffle the rest into your deck") and ``distinct_types`` (any number of the revealed cards, no two sharing
a card type, 300.1: "You may put any number of revealed cards with different card types into your hand"; helper wzone2)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects

from . import continuations, grave_route, zone_moves
from .card_facts import of_faction
from .rules import EN
from .search import card_matches
from .state import WowState

KIND = "reveal_pick"
_MINE = ("faction", "icon", "parity", "max_hero_damage", "same_name", "atk_type")



def _name(st: WowState, uid: int) -> str:
    card = st.table.cards[uid]
    return st.cards[card.card_id].get("name") or card.card_id


def fits(st: WowState, uid: int, flt: dict[str, Any], player: int = 0) -> bool:
    """``card_matches`` plus ``faction`` ("[Alliance] card"), ``icon`` ("[Fire] card": a Fire tag
    or the fire damage type), ``parity`` ("a card with an even cost of 2 or more"),
    ``max_hero_damage`` ("with cost less than or equal to the amount of damage on your hero") and
    ``same_name`` ("with the same name as a card in play you control")."""
    if not card_matches(st, uid, {k: v for k, v in flt.items() if k not in _MINE}):
        return False
    d = st.cards[st.table.cards[uid].card_id]
    if flt.get("faction") and not of_faction(d, flt["faction"]):  # the printed field, or a token's words (202.1a)
        return False
    if flt.get("icon"):
        words = {w.lower() for w in (*d.get("tags", []), d.get("damage_type") or "") if w}
        if flt["icon"].lower() not in words:
            return False
    if flt.get("atk_type") and (d.get("atk") is None or (d.get("damage_type") or "").lower() != flt["atk_type"]):
        return False  # "a revealed card with ATK of that type" (quest_named)
    if flt.get("parity") and (d.get("cost") or 0) % 2 != (0 if flt["parity"] == "even" else 1):
        return False
    if flt.get("max_hero_damage") and (d.get("cost") or 0) > st.table.cards[st.heroes[player]].damage:
        return False
    if flt.get("same_name"):
        from . import keywords as kw

        mine = {kw.data(st, u).get("name") for z in ("hero_row", "allies", "resources") for u in st.table.zone(player, z)
                if not st.table.cards[u].face_down}
        return d.get("name") in mine
    return True


def begin(st: WowState, player: int, n: int, cond: dict[str, Any], resume: dict[str, Any]) -> list[Event]:
    owner = 1 - player if cond.get("deck") == "opponent" else player  # "the top three cards of target opponent's deck"
    top = list(st.table.zone(owner, "deck")[: max(n, 0)])
    if cond.get("look"):  # looked at, not revealed: only this player learns them
        top, ev = effects.look_top(st.table, player, owner, "deck", max(n, 0), EN("709.1"))
        events = [ev] if top else []
    else:
        events = [effects.reveal(st.table, top, EN("709.1"), player)] if top else []
    fit = [u for u in top if fits(st, u, cond.get("filter") or {}, player)]
    st.waiting = {**resume, "reveal": {"player": player, "owner": owner, "cards": top, "to": cond.get("to", "hand"),
                                       "rest": cond.get("rest", "bottom"), "then_top": bool(cond.get("then_top")),
                                       "look": bool(cond.get("look")), "distinct_types": bool(cond.get("distinct_types"))}}
    if cond.get("all") or not fit or (cond.get("must") and len(top) == 1 and fit and cond.get("to", "hand") != "removed"):
        return events + finish(st, fit)
    _ask(st, player, fit, cond.get("to", "hand"), cond.get("rest", "bottom"), 1 if cond.get("must") else 0,
         len(fit) if cond.get("distinct_types") else 1)
    return events


_WHERE = {"hand": "into your hand", "top": "on top of the deck", "removed": "out of the game", "play": "into play"}
_REST = {"bottom": "on the bottom of the deck", "top": "on top of the deck", "graveyard": "into your graveyard", "shuffle": "shuffled into the deck"}


def _ask(st: WowState, player: int, fit: list[int], to: str, rest: str, least: int, most: int = 1) -> None:
    what = "Put which card" if most == 1 else "Put any number of cards with different card types"
    st.pending.append(Pending(player, KIND, f"{what} {_WHERE[to]}? (the rest go {_REST[rest]})",
                              [Option(str(u), _name(st, u)) for u in fit], least, most, EN("709.1")))


def picks_ok(st: WowState, picks: list[str]) -> bool:
    """Whether ``picks`` answer the waiting reveal: with ``distinct_types``, no two picked cards share a card type
    (300.1); the legal answers listed are only these (``WowEngine.legal_actions``; helper w30ally)."""
    d = (st.waiting or {}).get("reveal") or {}
    if not d.get("distinct_types"):
        return True
    from .card_types import card_types

    kinds = [card_types(st, int(x)) for x in picks]
    return not any(a & b for i, a in enumerate(kinds) for b in kinds[i + 1:])


def answer(st: WowState, picks: list[str]) -> list[Event]:
    d = st.waiting["reveal"]
    if not picks_ok(st, picks):  # "any number of revealed cards with different card types" (300.1; helper wzone2)
        from engine.core import RulesError

        raise RulesError("the cards put into your hand must have different card types", EN("709.1"))
    if d.get("then_top") and d.get("to") == "hand":  # "Put one into hand, one on top of your deck, and the other on the bottom"
        chosen = [int(x) for x in picks]
        events: list[Event] = []
        for uid in chosen:
            events.append(zone_moves.move(st, uid, "hand", EN("709.1")))
            events[-1].text = f"P{d['player'] + 1} puts a card into their hand"
        d["cards"] = [u for u in d["cards"] if u not in chosen]
        d["to"], d["then_top"] = "top", False
        if len(d["cards"]) > 1:
            _ask(st, d["player"], list(d["cards"]), "top", d["rest"], 1)
            return events
        return events + finish(st, list(d["cards"]))
    return finish(st, [int(x) for x in picks])


def finish(st: WowState, chosen: list[int]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    d = w["reveal"]
    p = d["player"]
    owner = d.get("owner", p)
    events: list[Event] = []
    if d.get("to", "hand") in ("hand", "removed"):
        for uid in chosen:
            ev = zone_moves.move(st, uid, d.get("to", "hand"), EN("709.1"))
            shown = "a card" if d.get("look") and d.get("to", "hand") == "hand" else _name(st, uid)  # a looked-at card stays secret
            ev.text = f"P{p + 1} puts {shown} into their hand" if d.get("to", "hand") == "hand" else f"{shown} is removed from the game"
            events.append(ev)
    if d.get("to") == "play":  # "Put all revealed allies into play" (Cenarius; helper whero2): under his control, as a resolving card enters (710.1)
        from .state import Link

        for uid in chosen:
            events += continuations.resolve_card(st, Link("card", p, uid, label=_name(st, uid)))
    rest = [uid for uid in d["cards"] if uid not in chosen]
    where = d.get("rest", "bottom")
    if where == "graveyard":
        for uid in rest:
            events.append(grave_route.move(st, uid, EN("709.1")))
    if where == "shuffle":  # "… and shuffle the rest into your deck" (415.3b; Curse of Doom, helper w30abil): hidden again (415.3a)
        events.append(effects.shuffle(st.table, st.rng, owner, "deck", EN("709.1")))
    if d.get("to") == "top":  # the picked card stays on top (the others go to the bottom)
        for uid in chosen:
            zone_moves.move(st, uid, "deck", EN("709.1"), player=owner, position=0)
        events.append(Event("reveal", f"P{p + 1} puts a card on top of P{owner + 1}'s deck", EN("709.1"), p))
    if where == "bottom" and rest:  # 415.3c: the deck's owner orders them, secretly (a choice when more than one)
        from . import deckorder

        return events + deckorder.begin(st, rest, False, w)
    return events + continuations.resume_link(st, w)
