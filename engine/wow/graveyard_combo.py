""""Ongoing: Cards in your graveyard are Combo cards." (Filthy Tricks; helper w30abil; 202.3): while the card is in play,
its controller's hero has the pseudo-keyword :data:`GRAVEYARD_COMBO` (a static grant); ``search.card_matches`` asks
:func:`is_combo` when a filter names the tag Combo, so every card of that player's graveyard counts as a Combo card
(a Finishing Move's cost, "Combo cards in your graveyard"). "Tyler Falconbridge is a Combo card while in a graveyard."
(helper w31ally): a card whose own graveyard power adds it the tag Combo (``add_tag`` Combo on itself, marked
``zone = "graveyard"``: EN 704) is one in any graveyard."""

from __future__ import annotations

from . import keywords as kw
from .card_facts import data
from .graveyard_statics import from_graveyard
from .state import WowState

GRAVEYARD_COMBO = "Cards In Your Graveyard Are Combo"


def is_combo(st: WowState, uid: int) -> bool:
    """Whether ``uid`` is a Combo card because it is in the graveyard of a player with :data:`GRAVEYARD_COMBO`, or
    because its own graveyard power says so."""
    card = st.table.peek(uid, None)
    if card is None or card.zone != "graveyard" or not 0 <= card.owner < len(st.heroes):
        return False
    if _self_combo(st, uid):
        return True
    if kw.none_has(st, GRAVEYARD_COMBO):
        return False
    hero = st.heroes[card.owner]
    return hero in st.table.cards and kw.in_play(st, hero) and kw.has(st, hero, GRAVEYARD_COMBO)


def _self_combo(st: WowState, uid: int) -> bool:
    """The card's own continuous power, working from the graveyard, adds it the tag Combo (202.3, EN 704)."""
    from .cards.compiler import static_effects

    return any(e.op == "add_tag" and (e.keyword or "").lower() == "combo" and e.target.kind == "self" and from_graveyard(e)
               for e in static_effects(data(st, uid)))
