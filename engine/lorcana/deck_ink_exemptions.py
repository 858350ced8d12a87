""" "You can have other Hunny characters in your deck regardless of ink type" (Christopher Robin -
Hunny Sage): a deck-building rule printed on a card (1.2.1: the card's text beats 2.1.1.2's two ink
types). Compiled as the keyword ``deck_any_ink`` with a ``filter`` (the kind of card allowed);
read by engine.lorcana.decks when a deck is checked: the ink types of the matching cards (other than
the card with the ability) are not counted. During a game the ability does nothing."""

from __future__ import annotations

from typing import Any

from engine.core.cards import normalize_name

from .cards.compiler import compile_card


def _fits(data: dict[str, Any], flt: dict[str, Any]) -> bool:
    """The card data matches the ability's filter (a card type and a classification)."""
    if "types" in flt and str(data.get("type", "")).lower() not in flt["types"]:
        return False
    return "classification" not in flt or flt["classification"] in (data.get("classifications") or [])


def ink_exempt(cards: dict[str, dict[str, Any]], main: list[str]) -> set[str]:
    """The card ids of ``main`` whose ink types don't count toward the deck's limit."""
    rules = [
        (normalize_name(cards[cid].get("full_name", cid)), s.get("filter", {}))
        for cid in dict.fromkeys(main)
        if cid in cards
        for ab in compile_card(cards[cid])
        for s in ab.static
        if s.get("keyword") == "deck_any_ink"
    ]
    return {
        cid
        for cid in dict.fromkeys(main)
        if cid in cards
        for own, flt in rules
        if normalize_name(cards[cid].get("full_name", cid)) != own and _fits(cards[cid], flt)
    }
