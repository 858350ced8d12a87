"""Card types of cards outside play (203.3; 305.3a: a totem is an ability and an ally), for "cards
that share a card type with …": Revealing Strike's discards (``engine.wow.reveal_discard``) and
Jaina, Lady of Theramore's cost changes ("cards that share a card type with a card in his
graveyard": the cost filter key ``graveyard_type``, ``engine.wow.costs``)."""

from __future__ import annotations

from .state import WowState

_TYPE_OF = {"weapon": "equipment", "armor": "equipment", "item": "equipment", "master hero": "hero"}
"""Type lines naming a kind of a card type (300.1: armor, items and weapons are equipment; 301.4: a master hero
is a hero)."""


def card_types(st: WowState, uid: int) -> set[str]:
    """The printed card types of the card (300.1; a totem is also an ally, 305.3a)."""
    d = st.cards[st.table.cards[uid].card_id]
    printed = str(d.get("type", ""))
    return {_TYPE_OF.get(printed, printed), *(["ally"] if d.get("totem") else [])} - {""}


def shares_graveyard_type(st: WowState, uid: int) -> bool:
    """The card shares a card type with a card in its owner's graveyard (415.2: his own)."""
    kinds = card_types(st, uid)
    return any(card_types(st, g) & kinds for g in st.table.zone(st.table.cards[uid].owner, "graveyard"))
