"""Costs with a choice (403.1): "Discard a card", "Remove an ability card in your graveyard from
the game", "Destroy another ally you control", "Exhaust an ally in your party" as part of a
payment power's cost. The ``power`` action names the card used to pay (``pay``: [uid]); the
legal actions offer one per candidate. Compiled shape: ``cost["choose"] = {"discard" |
"remove_graveyard" | "destroy" | "exhaust" | "face_down": filter}`` ("face_down": a face-up resource of
yours turns face down, 412.1b) (filters as in ``search.card_matches`` for
cards in hand/graveyard, ``targets.matches`` for cards in play)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, effects

from . import keywords as kw
from .restrictions import can_exhaust
from .rules import R
from .search import card_matches
from .state import WowState


def candidates(st: WowState, p: int, source: int, cc: dict[str, Any]) -> list[int]:
    from .targets import matches

    if "destroy_resource" in cc:  # "Destroy one of your resources" (engine.wow.activation)
        return list(st.table.zone(p, "resources"))
    if "damage_on" in cc:  # "Put 1 damage on another ally in your party" (engine.wow.activation)
        from .activation import damage_candidates

        return damage_candidates(st, p, source, cc["damage_on"])
    if "discard" in cc:
        return [u for u in st.table.zone(p, "hand") if card_matches(st, u, cc["discard"])]
    if "remove_graveyard" in cc:
        return [u for u in st.table.zone(p, "graveyard") if card_matches(st, u, cc["remove_graveyard"])]
    if "face_down" in cc:  # "Turn a resource / quest you control face down" (412.1b: face-up resources are quests and locations)
        kinds = cc["face_down"].get("types")
        return [u for u in st.table.zone(p, "resources") if not st.table.cards[u].face_down and (not kinds or kw.ctype(st, u) in kinds)]
    from .conditions import has_tag

    key = "destroy" if "destroy" in cc else "exhaust"
    flt = {**cc[key], "side": "friendly"}
    tag = flt.pop("tag", None)  # "a Form you control": Form (1) counts as Form (414.3b)
    out = [u for z in ("hero_row", "allies") for u in st.table.zone(p, z)
           if not st.table.cards[u].face_down and matches(st, p, u, flt, source) and (not tag or has_tag(st, u, tag))]
    if key == "exhaust":
        out = [u for u in out if not st.table.cards[u].tapped and can_exhaust(st, u)]
    else:
        out = [u for u in out if not kw.cant_be_destroyed(st, u)]
    return out


def pay(st: WowState, p: int, source: int, cc: dict[str, Any], payer: int) -> list[Event]:
    from .leaving_play import destroy
    from .procedure import discard_cards

    if "discard" in cc:
        return discard_cards(st, p, [payer])
    if "remove_graveyard" in cc:
        ev = effects.move(st.table, payer, "removed", R("403.1"))
        ev.text = f"P{p + 1} removes {st.cards[st.table.cards[payer].card_id]['name']} in their graveyard from the game"
        return [ev]
    if "destroy" in cc or "destroy_resource" in cc:
        return destroy(st, payer, R("403.1"))
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
    if "face_down" in cc:
        return f"turn {kw.name(st, payer)} face down"
    verb = next(k for k in ("discard", "remove_graveyard", "destroy", "exhaust") if k in cc).replace("remove_graveyard", "remove")
    return f"{verb} {st.cards[st.table.cards[payer].card_id].get('name') or 'a card'}"
