"""What a player (or a spectator) sees. Built only from visible facts; the renderer and the Discord
layer read only this.

Zones (``players[i]["zones"]``): ``deck``, ``scene_deck``, ``hand``, ``adventure``, ``items``, ``story``,
``protagonist``, ``plans``, ``scenes``, ``rest``, ``processing`` (see ``engine.mlp.state``). Hidden
cards appear as ``{"hidden": true, …}`` without uid. Plans are hidden from everyone, their owner too
(第三節 4.1.2).

Per card in play (adventure, items, scenes, story, processing): ``stats`` = ``{"idea": final Idea
(第六節 7.1.0), "cost": current Harmony cost}``, ``keywords``, ``slot`` (column 0–2 from the first
player's left), ``face_down_scene`` for scenes, ``worn_by`` for items, ``tokens`` (candy/presents).

Per player ``counters``: ``stage`` (protagonist position 0–4; 4 = won), ``harmony_ready`` (untapped
scenes), ``harmony_total`` (scenes), ``scenes_face_up``, ``deck``, ``scene_deck``, ``hand``, ``rest``,
``plans`` (number) — plus ``plan_stages`` (the stages that hold a plan, public) and
``empty_slots``. ``manual`` on a card lists its text that players apply by hand. Top level: ``first_player``, ``phase``, ``step``, ``column`` (interaction),
``effect_list`` (the public 解決待ちリスト, top first), ``options``.
"""

from __future__ import annotations

from typing import Any

from . import board
from .state import SLOTS, MlpState

PLAY_ZONES = ("adventure", "items", "scenes", "story", "processing", "protagonist")


def build_view(engine: Any, st: MlpState, viewer: int | None, *, stats: bool = True) -> dict[str, Any]:
    """``viewer``'s view; ``stats=False`` leaves out what holds only numbers and words (players'
    ``counters``, ``plan_stages``, ``empty_slots``, ``mulliganed``; cards' ``keywords``, ``manual``,
    ``stats``, ``slot``, ``tokens``, ``face_down_scene``, ``worn_by``; and the top-level ``first_player``,
    ``phase``, ``step``, ``column``, ``effect_list`` — each entry's player and label — and ``options``):
    the simulator's hidden-card check (``leak_view``) needs only the cards the view shows."""
    out = engine.base_view(st, viewer, lean=not stats)
    if not stats:
        return out
    t = st.table
    peek = t.peek  # reading only: no copy of the cards
    card_data = st.cards
    effects: list[board.Continuous] | None = None  # the continuous effects in play, read once
    for p, pv in enumerate(out["players"]):
        zone_of = t.zones[p]
        scenes = [peek(u) for u in zone_of["scenes"]]
        slots = {peek(u).flags.get("slot") for u in zone_of["adventure"]}
        pv["counters"] = {
            "stage": st.stage[p],
            "harmony_ready": sum(1 for c in scenes if not c.tapped),  # board.ready_scenes
            "harmony_total": len(scenes),
            "scenes_face_up": sum(1 for c in scenes if board.face_up(c)),
            "deck": len(zone_of["deck"]),
            "scene_deck": len(zone_of["scene_deck"]),
            "hand": len(zone_of["hand"]),
            "rest": len(zone_of["rest"]),
            "plans": len(zone_of["plans"]),
        }
        pv["plan_stages"] = board.plan_stages(st, p)
        pv["empty_slots"] = [s for s in range(SLOTS) if s not in slots]  # board.empty_slots
        pv["mulliganed"] = st.mulliganed[p]
        zones = pv["zones"]
        for zone in PLAY_ZONES:
            views = zones[zone]
            if not views:
                continue
            # the zone's views follow its uids (Table.view); a hidden card's view has no uid
            for uid, card_view in zip(zone_of[zone], views, strict=True):
                if "uid" not in card_view:
                    continue
                card = peek(uid)
                d = card_data.get(card.card_id, _NO_DATA)
                keywords, manual = _printed(d)
                card_view["keywords"] = list(keywords)
                if manual:
                    card_view["manual"] = list(manual)  # text resolved by hand (engine.core.manual)
                if zone == "adventure":
                    if effects is None:
                        effects = board.continuous_effects(st)
                    card_view["stats"] = {"idea": board.idea(st, uid, effects), "cost": d.get("harmony")}
                    card_view["slot"] = card.flags.get("slot")
                    tokens = {k: v for k, v in card.counters.items() if v}
                    if tokens:
                        card_view["tokens"] = tokens
                elif zone == "scenes":
                    card_view["face_down_scene"] = bool(card.flags.get("scene_face_down"))
                elif zone == "items":
                    card_view["worn_by"] = card.attached_to
                    card_view["stats"] = {"cost": d.get("harmony")}
        if viewer == p:
            for card_view in zones["hand"]:
                uid = card_view.get("uid")
                if uid is not None:
                    card_view["stats"] = {"cost": board.cost(st, p, uid), "idea": card_data.get(peek(uid).card_id, _NO_DATA).get("idea")}
    out["first_player"] = st.first
    out["phase"] = st.phase
    out["step"] = st.step
    out["column"] = st.column if st.phase == "interaction" else None
    out["effect_list"] = [{"player": e.controller, "label": e.label} for e in st.effect_list]
    out["options"] = {k: v for k, v in st.options.items() if k != "everyday"}
    return out


_NO_DATA: dict[str, Any] = {}
"""The data of a card the match does not know (read only)."""
_PRINTED: dict[int, tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]] = {}


def _printed(d: dict[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card's printed keywords and its texts resolved by hand (:func:`board.manual_texts`),
    remembered per card-data dict (card data never changes during a match; the entry keeps ``d``
    alive so its id is not reused)."""
    hit = _PRINTED.get(id(d))
    if hit is not None and hit[0] is d:
        return hit[1], hit[2]
    keywords, manual = tuple(d.get("keywords") or ()), board.manual_texts(d)
    if len(_PRINTED) >= 8192:
        _PRINTED.clear()
    _PRINTED[id(d)] = (d, keywords, manual)
    return keywords, manual
