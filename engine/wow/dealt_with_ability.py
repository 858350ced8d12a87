"""This turn's damage dealt with an ability (EN 716: damage dealt by an ability card's effect, the packet's
``via``) and cards destroyed this turn, noted in this turn's history (``WowState.turn_log``, whose earlier
turns' entries ``quests.note`` drops) by :func:`note` (called from ``procedure.event_triggers``): "Your hero
deals 2 fire damage to target hero or ally, 4 damage if your hero has dealt fire damage with an ability to
that character this turn." (Incinerate); "target ally that was destroyed this turn" (Ancestral Revival: the
search filter ``destroyed_turn``, ``search.card_matches``, reads :func:`destroyed_this_turn`); cards played this
turn ("Use only if you've played another Arcane or [Arcane] card this turn.", Arcane Focus: the condition
``{"k": "w8a_played_tag", "tag": T}``, a card other than the one with the power, with that tag or icon).

Condition ``{"k": "w8a_hero_ability_dtype", "dtype": "fire"}``: the condition's player's hero dealt 1 or
more damage of that type (205.1; a packet of two types counts for each) with an ability to the affected
card (the packet's target, ``packets.more_amount``) this turn. The packet being sized doesn't count: it
isn't dealt yet."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from . import card_facts as facts
from .conditions import condition_checker
from .state import WowState

DAMAGE = "w8a_dmg_with"
DESTROYED = "w8a_destroyed"
PLAYED = "w8a_played"
KINDS = frozenset({"damage", "destroy", "chain"})
"""The event kinds :func:`note` reads."""


def note(st: WowState, ev: Event) -> None:
    """Keep a packet dealt with a card's effect (its ``via``: what kind of card it was) and a card destroyed."""
    d = ev.data or {}
    uid = d.get("uid")
    if ev.kind == "damage" and d.get("n", 0) > 0 and isinstance(d.get("via"), int) and d["via"] in st.table.cards:
        st.turn_log.append({"ev": DAMAGE, "src": d.get("source"), "to": uid, "dtype": str(d.get("type") or "").lower(),
                            "via_kind": facts.ctype(st, d["via"]), "via": d["via"], "turn": st.turn})
    elif ev.kind == "destroy" and "card_id" in d and isinstance(uid, int):
        st.turn_log.append({"ev": DESTROYED, "uid": uid, "turn": st.turn})
    elif ev.kind == "chain" and d.get("kind") == "card" and isinstance(uid, int) and isinstance(ev.player, int):
        st.turn_log.append({"ev": PLAYED, "uid": uid, "who": ev.player, "turn": st.turn})  # 409.1: a card played


def destroyed_this_turn(st: WowState, uid: int) -> bool:
    return any(e.get("ev") == DESTROYED and e.get("uid") == uid and e.get("turn") == st.turn for e in st.turn_log)


def _has_icon(st: WowState, uid: int, word: str) -> bool:
    """ "an Arcane or [Arcane] card": a tag (202.1a) or the damage type icon (202.3, 205.1) of the printed card."""
    d = facts.data(st, uid)
    words = {str(w).lower() for w in (*(d.get("tags") or []), d.get("damage_type") or "")}
    return word.lower() in words


@condition_checker("w8a_")
def _check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    if cond["k"] == "w8a_played_tag":  # "Use only if you've played another Arcane or [Arcane] card this turn." (Arcane Focus)
        return any(e.get("ev") == PLAYED and e.get("turn") == st.turn and e.get("who") == player and e.get("uid") != source
                   and e.get("uid") in st.table.cards and _has_icon(st, e["uid"], cond["tag"]) for e in st.turn_log)
    if cond["k"] != "w8a_hero_ability_dtype":
        raise ValueError(f"unknown condition kind {cond['k']!r} (engine.wow.dealt_with_ability)")
    hero = st.heroes[player]
    return affected is not None and any(
        e.get("ev") == DAMAGE and e.get("turn") == st.turn and e.get("src") == hero and e.get("to") == affected
        and e.get("via_kind") == "ability" and cond["dtype"] in str(e.get("dtype") or "").split()
        for e in st.turn_log
    )
