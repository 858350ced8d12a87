"""What a player sees (the board renderer and Discord layer use only this).

Zones per player (``players[i]["zones"]``): ``deck``, ``hand``, ``resources`` (resource row;
face-down resources are hidden from the opponent), ``allies`` (ally row), ``hero_row`` (hero,
equipment, ongoing abilities), ``chain``, ``graveyard``, ``removed``.

Per player ``counters``: ``health`` (hero health left), ``hero_damage``, ``resources_ready``,
``resources_total``, ``deck``, ``hand``, ``graveyard``, ``resource_placed`` (this turn).
Per player ``hero`` (uid of the hero card); the deck's first entry has its face (``revealed``)
when a power shows the top card to this viewer (415.3e–f). Each visible card in a play zone gets ``stats``
({atk, health, def?, strike_cost?}; counters included, 404.1c), ``keywords`` (list); the
table view already gives each card's ``counters`` ({kind: n}, 404.1) when it has any.
Top level: ``phase``, ``step``, ``priority``, ``chain`` (public link labels, bottom first) and
``combat`` ({attacker, defender, strikes} uids) or None.
"""

from __future__ import annotations

from typing import Any

from . import chooser_labels, deck_top, wsabo_targets
from . import keywords as kw
from .state import PLAY_ZONES, WowState


def build_view(engine, st: WowState, viewer: int | None) -> dict[str, Any]:
    """``viewer``'s view; it only reads ``st``, so continuous effects are gathered once for it
    (``keywords.reading``)."""
    with kw.reading(st):
        return _view(engine, st, viewer)


def _view(engine, st: WowState, viewer: int | None) -> dict[str, Any]:
    out = engine.base_view(st, viewer)
    chooser_labels.relabel_view(st, out)  # the answerer's own cards by name (415.4a)
    for p, pv in enumerate(out["players"]):
        hero = st.heroes[p]
        hcard = st.table.peek(hero)  # reading only
        res = st.table.zone(p, "resources")
        pv["hero"] = hero
        pv["counters"] = {
            "health": kw.health(st, hero) - hcard.damage if hcard.zone == "hero_row" else 0,
            "hero_damage": hcard.damage,
            "resources_ready": sum(1 for u in res if not st.table.peek(u).tapped),
            "resources_total": len(res),
            "deck": len(st.table.zone(p, "deck")),
            "hand": len(st.table.zone(p, "hand")),
            "graveyard": len(st.table.zone(p, "graveyard")),
            "resource_placed": st.resource_placed[p] if st.resource_placed else False,
        }
        deck_top.show_top(st, out, p, viewer)  # 415.3e–f: a top card this viewer may see
        for zone in PLAY_ZONES:
            for cv in pv["zones"][zone]:
                if "uid" not in cv:
                    continue
                uid = cv["uid"]
                d = kw.data(st, uid)
                stats: dict[str, Any] = {}
                if kw.is_character(st, uid):
                    stats = {"atk": kw.atk(st, uid), "health": kw.health(st, uid)}
                if d.get("def") is not None:
                    stats["def"] = kw.defense(st, uid)
                if d.get("strike_cost") is not None:
                    stats["strike_cost"] = d["strike_cost"]
                    stats["atk"] = kw.equipment_atk(st, uid)
                if stats:
                    cv["stats"] = stats
                keys = kw.keywords(st, uid)
                if keys:
                    cv["keywords"] = sorted(f"{k} {n}" if k in ("Assault", "Mend") else k for k, n in keys.items())
    out["phase"], out["step"], out["priority"] = st.phase, st.step, st.priority
    out["chain"] = [{"kind": link.kind, "controller": link.controller, "label": link.label} for link in st.chain]
    out["combat"] = None if st.combat is None else {
        "attacker": st.combat.attacker, "defender": st.combat.defender, "strikes": list(st.combat.strikes)}
    if out["combat"] and wsabo_targets.decode(st.combat.defender):  # Sabotage of a player, hand, graveyard or deck
        out["combat"]["defender_label"] = wsabo_targets.name(st.combat.defender)
    return out
