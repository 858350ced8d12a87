"""Effects that last "while this item is in play" (Containment Unit: "choose a character. They can't
challenge or quest while this item is in play"; 7.8.1.1: a modifier may last as long as the
card generating it is in play). The granted restriction is a permanent modifier whose ``source`` is
the card; a record ``{"kind": "while_source", "source", "uid", "keyword"}`` in ``state.floating``
lets :func:`end_while_source` remove it when that card leaves play (engine.lorcana.zones.forget).
Imports only the state (the op's resolver lives in engine.lorcana.resolve_while_source)."""

from __future__ import annotations

from itertools import repeat

from .state import LorcanaState

_dict_get = dict.get

KIND = "while_source"


def record(st: LorcanaState, source: int, uid: int, keyword: str) -> None:
    """Remember that ``uid``'s ``keyword`` lasts only while ``source`` is in play."""
    st.floating.append({"kind": KIND, "source": source, "uid": uid, "keyword": keyword})


def end_while_source(st: LorcanaState, uid: int) -> None:
    """``uid`` leaves play: what it granted "while in play" ends; records about it are dropped."""
    if KIND not in map(_dict_get, st.floating, repeat("kind")):  # the usual answer, told without a Python loop
        return
    mine = [f for f in st.floating if f.get("kind") == KIND and uid in (f.get("source"), f.get("uid"))]
    if not mine:
        return
    ended = {(f["uid"], f["keyword"]) for f in mine if f["source"] == uid}
    st.modifiers = [
        m
        for m in st.modifiers
        if not (
            m.source == uid
            and m.duration == "permanent"
            and m.stat == "keyword"
            and (m.uid, m.keyword) in ended
        )
    ]
    st.floating = [
        f for f in st.floating if not (f.get("kind") == KIND and uid in (f.get("source"), f.get("uid")))
    ]
