"""Costs with a choice (403.1): "Discard a card", "Remove an ability card in your graveyard from
the game", "Destroy another ally you control", "Exhaust an ally in your party" as part of a
payment power's cost. The ``power`` action names the card used to pay (``pay``: [uid]); the
legal actions offer one per candidate. Compiled shape: ``cost["choose"] = {"discard" |
"remove_graveyard" | "destroy" | "exhaust" | "face_down": filter}`` ("face_down": a face-up resource of
yours turns face down, 412.1b) (filters as in ``search.card_matches`` for
cards in hand/graveyard, ``targets.matches`` for cards in play). Also (helper wcosts): ``"count": N`` — N different
cards pay it ("Discard two cards"; ``pay`` names them all); ``{"remove_play": filter}`` — a card of yours in play
is removed from the game; ``{"to_hand": filter}`` — a card of yours in play goes to its owner's hand (helper wflip); ``"up_to": N`` (-1: any number) — none up to N
cards pay it, counted as the power is used (``extra_cost.paid`` of the source; helper whero2); ``{"counter_from": {"kind": K}}`` with an optional ``"or_pay": N`` — a counter off a
card of yours, or N resources instead (``pay`` = [], engine.wow.counter_cost)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects

from . import keywords as kw
from . import zone_moves
from .restrictions import can_exhaust
from .rules import R
from .search import card_matches
from .state import WowState


def candidates(st: WowState, p: int, source: int, cc: dict[str, Any]) -> list[int]:
    from .targets import matches

    if "destroy_resource" in cc:  # "Destroy one of your resources" (engine.wow.activation)
        return list(st.table.zone(p, "resources"))
    if "wd31_reveal" in cc:  # "Reveal any number of cards from your hand" (engine.wow.revealed_cost)
        from .revealed_cost import candidates as revealable

        return revealable(st, p, cc["wd31_reveal"])
    if "wd31_declare" in cc:  # "Declare an opposing hero or ally the Traitor King" (engine.wow.declared_card)
        from .declared_card import candidates as declarable

        return declarable(st, p, source, cc["wd31_declare"])
    if "counter_from" in cc:  # "Remove an honor counter from a card you control" (engine.wow.counter_cost)
        from .counter_cost import candidates as counter_candidates

        return counter_candidates(st, p, cc["counter_from"])
    if "damage_on" in cc:  # "Put 1 damage on another ally in your party" (engine.wow.activation)
        from .activation import damage_candidates

        return damage_candidates(st, p, source, cc["damage_on"])
    if "discard" in cc:
        from .discard_ban import cant_discard

        if cant_discard(st, p):
            return []  # 103.2: a discard that can't happen can't pay a cost (engine.wow.discard_ban)
        return [u for u in st.table.zone(p, "hand") if card_matches(st, u, cc["discard"])]
    if "remove_graveyard" in cc:  # 103.2: a card that can't leave the graveyard pays no such cost (engine.wow.zone_moves)
        return [u for u in st.table.zone(p, "graveyard") if card_matches(st, u, cc["remove_graveyard"]) and not zone_moves.held(st, u, "removed")]
    if "yg33_shuffle_graveyard" in cc:  # "shuffle X Balance ability cards from your graveyard into your deck" (engine.wow.x_paid_cost)
        return [u for u in st.table.zone(p, "graveyard") if card_matches(st, u, cc["yg33_shuffle_graveyard"]) and not zone_moves.held(st, u, "deck")]
    if "face_down" in cc:  # "Turn a resource / quest you control face down" (412.1b: face-up resources are quests and locations)
        kinds, named = cc["face_down"].get("types"), cc["face_down"].get("name")  # "… named The Worldbreaker" (200.2)
        return [u for u in st.table.zone(p, "resources") if not st.table.cards[u].face_down and (not kinds or kw.ctype(st, u) in kinds)
                and (not named or kw.name(st, u) == named)]
    from .conditions import has_tag

    key = "destroy" if "destroy" in cc else "remove_play" if "remove_play" in cc else "to_hand" if "to_hand" in cc else "exhaust"  # "remove_play": "Remove a
    flt = {**cc[key], "side": "friendly"}  # Warlock ally you control from the game" (templates_wcosts_counted)
    tag = flt.pop("tag", None)  # "a Form you control": Form (1) counts as Form (414.3b)
    types = flt.get("types", ())
    zones = ("hero_row", "allies", "resources") if {"resource", "quest", "location"} & set(types) else ("hero_row", "allies")  # "any number of cards you control"
    # (quests and locations in play are face-up resources, 412.1b: "destroy a quest or location you control"; helper w31ally)
    out = [u for z in zones for u in st.table.zone(p, z)
           if ((z == "resources" and "resource" in types) or not st.table.peek(u).face_down) and matches(st, p, u, flt, source) and (not tag or has_tag(st, u, tag))]
    if key == "exhaust":
        out = [u for u in out if not st.table.peek(u).tapped and can_exhaust(st, u)]
    elif key == "destroy":
        out = [u for u in out if not kw.cant_be_destroyed(st, u)]
    elif key in ("remove_play", "to_hand"):  # 403.1, 103.2: one that can't leave play (Invincible, Will of the Forsaken) or can't be
        out = [u for u in out if not zone_moves.held(st, u, "removed" if key == "remove_play" else "hand")]  # removed (zone_moves) pays no such cost
    return out


def pay(st: WowState, p: int, source: int, cc: dict[str, Any], payer: int) -> list[Event]:
    from .leaving_play import destroy
    from .procedure import discard_cards

    if "wd31_reveal" in cc:  # engine.wow.revealed_cost
        from .revealed_cost import pay as reveal

        return reveal(st, p, source, payer)
    if "wd31_declare" in cc:  # engine.wow.declared_card
        from .declared_card import pay as declare

        return declare(st, p, source, payer)
    if "discard" in cc:
        return discard_cards(st, p, [payer])
    if "counter_from" in cc:  # engine.wow.counter_cost
        from .counter_cost import pay as pay_counter

        return pay_counter(st, payer, cc["counter_from"])
    if "yg33_shuffle_graveyard" in cc:  # into the deck (415.3b); the deck is shuffled once all are in (``pay_all``)
        ev = zone_moves.move(st, payer, "deck", R("403.1"), player=st.table.cards[payer].owner)
        st.table.cards[payer].known_to = []
        ev.text = f"P{p + 1} shuffles {st.cards[st.table.cards[payer].card_id]['name']} from their graveyard into their deck"
        return [ev]
    if "remove_graveyard" in cc:
        ev = zone_moves.move(st, payer, "removed", R("403.1"))
        ev.text = f"P{p + 1} removes {st.cards[st.table.cards[payer].card_id]['name']} in their graveyard from the game"
        return [ev]
    if "destroy" in cc or "destroy_resource" in cc:
        return destroy(st, payer, R("403.1"))
    if "remove_play" in cc:  # the card leaves play for the removed-from-game zone (403.1)
        from .leaving_play import leave_play

        return leave_play(st, payer, "removed", R("403.1"))
    if "to_hand" in cc:  # "Put three Alliance allies from your party into their owners' hands" (415.2; helper wflip)
        from .leaving_play import leave_play

        return leave_play(st, payer, "hand", R("403.1"))
    if "damage_on" in cc:  # engine.wow.activation
        from .activation import put_damage

        return put_damage(st, p, payer, cc["damage_on"]["n"])
    if "face_down" in cc:  # 412.1b: a face-down resource is blank; only its controller sees it
        card = st.table.cards[payer]
        name = kw.name(st, payer)
        card.face_down, card.known_to = True, [card.controller]
        return [Event("face_down", f"{name} turns face down (cost)", R("403.1"), p, data={"uid": payer})]
    return [effects.set_tapped(st.table, payer, True, R("403.1"), "exhausted")]


def label(st: WowState, payer: int, cc: dict[str, Any]) -> str:
    if "destroy_resource" in cc:  # engine.wow.activation
        face = "face-down " if st.table.cards[payer].face_down else ""
        return f"destroy {face}resource {st.cards[st.table.cards[payer].card_id].get('name') or 'a card'}"
    if "damage_on" in cc:
        return f"put {cc['damage_on']['n']} damage on {kw.name(st, payer)}"
    if "counter_from" in cc:  # engine.wow.counter_cost
        from .counter_cost import label as counter_label

        return counter_label(st, payer, cc["counter_from"])
    if "face_down" in cc:
        return f"turn {kw.name(st, payer)} face down"
    if "wd31_declare" in cc:
        return f"declare {kw.name(st, payer)}"
    if "wd31_reveal" in cc:
        return f"reveal {kw.name(st, payer)}"
    if "yg33_shuffle_graveyard" in cc:
        return f"shuffle {st.cards[st.table.peek(payer).card_id].get('name') or 'a card'} into your deck"
    verb = next(k for k in ("discard", "remove_graveyard", "remove_play", "destroy", "exhaust", "to_hand") if k in cc).replace("remove_graveyard", "remove").replace("remove_play", "remove")
    verb = "return" if verb == "to_hand" else verb
    return f"{verb} {st.cards[st.table.peek(payer).card_id].get('name') or 'a card'}"


def needed(cc: dict[str, Any]) -> int:
    """How many cards pay it: "Discard two cards", "Exhaust two allies in your party" (``count``,
    compiled by ``templates_wcosts_counted``); one otherwise."""
    return int(cc.get("count", 1))


def payments(st: WowState, p: int, source: int, cc: dict[str, Any], cap: int = 30, spare: int | None = None) -> list[list[int]]:
    """The ways to pay it the legal actions list (403.1): one per candidate, or for a counted cost
    each set of that many different candidates (at most ``cap`` of them; any such set may be named);
    with ``or_pay`` also [] (paying that many resources instead) when ``spare`` ready resources allow it."""
    from itertools import combinations, islice

    cands, n = candidates(st, p, source, cc), needed(cc)
    if "up_to" in cc:  # "remove up to five Combo cards", "destroy X allies in your party" (a payment power; helper whero2)
        most = len(cands) if cc["up_to"] < 0 else min(cc["up_to"], len(cands))
        sizes = range(most, -1, -1)  # one set of each size (the most first), then more (any such set may be named)
        firsts = [list(next(combinations(cands, k))) for k in sizes]
        rest = (list(c) for k in sizes for c in islice(combinations(cands, k), 1, None))
        return firsts + list(islice(rest, max(0, cap - len(firsts))))
    instead = [[]] if cc.get("or_pay") and (spare is None or spare >= cc["or_pay"]) else []
    if n == 1:
        return [[c] for c in cands] + instead
    sets = (list(c) for c in combinations(cands, n) if "wd31_one_each" not in cc or one_each(st, list(c), cc["wd31_one_each"]))
    return list(islice(sets, cap)) + instead  # "Pay 8 or discard an ability, ally, and equipment": one of each kind, or pay


def valid(st: WowState, p: int, source: int, cc: dict[str, Any], pay: Any) -> bool:
    """``pay`` names exactly as many different cards as the cost needs, each able to pay it (403.1)."""
    if pay == [] and cc.get("or_pay"):  # "Pay 2 or remove …": the resources instead (the engine checks them)
        return True
    if not (isinstance(pay, list) and len(set(pay)) == len(pay)):
        return False
    if "up_to" in cc:  # none up to N of them (-1: any number)
        if cc["up_to"] >= 0 and len(pay) > cc["up_to"]:
            return False
    elif len(pay) != needed(cc) or ("wd31_one_each" in cc and not one_each(st, pay, cc["wd31_one_each"])):
        return False
    cands = candidates(st, p, source, cc)
    return all(u in cands for u in pay)


def one_each(st: WowState, pay: list[int], kinds: list[list[str]]) -> bool:
    """ "an ability, ally, and equipment": each named card is of a different one of ``kinds`` (card types, 300)."""
    from itertools import permutations

    types = [kw.data(st, u).get("type") for u in pay]
    return len(types) == len(kinds) and any(all(t in k for t, k in zip(types, order, strict=True)) for order in permutations(kinds))


def pay_all(st: WowState, p: int, source: int, cc: dict[str, Any], payers: list[int]) -> list[Event]:
    """Pay it with each named card in turn."""
    out: list[Event] = []
    for u in payers:
        out += pay(st, p, source, cc, u)
    if "yg33_shuffle_graveyard" in cc and payers:
        out.append(effects.shuffle(st.table, st.rng, p, "deck", R("415.3b")))  # "shuffle … into your deck"
    return out


def payable(st: WowState, p: int, source: int, cc: dict[str, Any], spare: int) -> bool:
    """Enough cards can pay it, or (``or_pay``) ``spare`` ready resources pay the alternative (403.1)."""
    if "up_to" in cc:  # "up to N": naming none pays it too
        return True
    return len(candidates(st, p, source, cc)) >= needed(cc) or bool(cc.get("or_pay") and spare >= cc["or_pay"])


def label_all(st: WowState, payers: list[int], cc: dict[str, Any]) -> str:
    if not payers and cc.get("or_pay"):
        return f"pay {cc['or_pay']}"
    if not payers and "up_to" in cc:
        return "paying with none"
    return ", ".join(label(st, u, cc) for u in payers)
