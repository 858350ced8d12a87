"""The ``arm_this_turn`` kind ``wc31_hits_defending_hero`` (``this_turn_triggers``): "When target hero or ally deals
combat damage to your defending hero this turn, your hero also deals that much ranged damage to it." (Needle Spine).

Each combat packet of 1 or more (408.3) the op's target deals this turn to the hero of the player who made it, while
that hero is the combat's defender (EN 601.2, 602.2: proposed or protecting; once the combat has closed, its damage
step ending it, 603.3: the turn is an opponent's, as only the turn player attacks, EN 601.1), triggers the power; the triggering card
is the target, and the amount dealt is the link's ``dealt`` ("that much")."""

from __future__ import annotations

from .state import WowState

WHAT = "wc31_hits_defending_hero"


def happened(st: WowState, row: dict, data: dict) -> int | None:
    """The op's target, if this damage event (``data``) is its combat packet to the row's player's defending hero."""
    src, hero = row.get("uid"), st.heroes[row["who"]]
    c = st.combat
    if not data.get("combat") or data.get("n", 0) <= 0 or data.get("source") != src or data.get("uid") != hero:
        return None
    if data.get("smash") or src not in st.table.cards:
        return None  # Smash's excess goes to a hero that isn't in the combat
    if (c.defender != hero) if c is not None else st.active == row["who"]:
        return None  # the combat already ended (its damage step closes it): on its controller's own turn the hero attacked
    # (only the turn player attacks, EN 601.1), so on an opponent's turn it was the defender
    row["amount"] = data["n"]
    return src
