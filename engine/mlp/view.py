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
from .state import MlpState

PLAY_ZONES = ("adventure", "items", "scenes", "story", "processing", "protagonist")


def build_view(engine: Any, st: MlpState, viewer: int | None) -> dict[str, Any]:
    out = engine.base_view(st, viewer)
    t = st.table
    peek = t.peek  # reading only: no copy of the cards
    effects: list[board.Continuous] | None = None  # the continuous effects in play, read once
    for p, pv in enumerate(out["players"]):
        scenes = t.zone(p, "scenes")
        pv["counters"] = {
            "stage": st.stage[p],
            "harmony_ready": len(board.ready_scenes(st, p)),
            "harmony_total": len(scenes),
            "scenes_face_up": sum(1 for u in scenes if board.face_up(peek(u))),
            "deck": len(t.zone(p, "deck")),
            "scene_deck": len(t.zone(p, "scene_deck")),
            "hand": len(t.zone(p, "hand")),
            "rest": len(t.zone(p, "rest")),
            "plans": len(t.zone(p, "plans")),
        }
        pv["plan_stages"] = board.plan_stages(st, p)
        pv["empty_slots"] = board.empty_slots(st, p)
        pv["mulliganed"] = st.mulliganed[p]
        zones = pv["zones"]
        for zone in PLAY_ZONES:
            for card_view in zones[zone]:
                uid = card_view.get("uid")
                if uid is None:
                    continue
                card = peek(uid)
                d = st.cards.get(card.card_id, {})
                card_view["keywords"] = list(d.get("keywords") or [])
                manual = board.manual_texts(d)
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
                    card_view["stats"] = {"cost": board.cost(st, p, uid), "idea": st.cards.get(peek(uid).card_id, {}).get("idea")}
    out["first_player"] = st.first
    out["phase"] = st.phase
    out["step"] = st.step
    out["column"] = st.column if st.phase == "interaction" else None
    out["effect_list"] = [{"player": e.controller, "label": e.label} for e in st.effect_list]
    out["options"] = {k: v for k, v in st.options.items() if k != "everyday"}
    return out
