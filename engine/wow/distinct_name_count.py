"""How many different names there are among the cards in play you control of a kind (201.1: a card's
name): "You may choose a different one for each different name among Stings you control: …" (Chimera Shot).

Count key ``{"k": "w8n_names", "tag": T}``: the different names among the face-up cards in play the
player controls with the tag ``T`` (202.1a; its abilities, allies and equipment), read by
``keywords.per_count`` (and ``modes.ask``'s cap on the number of modes, ``MODES_CAP``)."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import count_reader, has_tag
from .state import WowState


@count_reader("w8n_")
def _names(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] != "w8n_names":
        raise ValueError(f"unknown count key {key['k']!r} (engine.wow.distinct_name_count)")
    names = {kw.name(st, u) for z in ("allies", "hero_row") for u in st.table.zone(player, z)
             if not st.table.peek(u).face_down and has_tag(st, u, key["tag"])}
    return len(names)
