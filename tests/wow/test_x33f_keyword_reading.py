"""Engine fixes (helper x33fix): a card's keywords (``keywords.keywords``) are the keywords printed and granted, not
other modifiers' words: a tag added (202.3), a card type added or changed (300.1a-b) or a damage type changed
(205.1c) names no keyword."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import keywords as kw

from .helpers import put, start


def test_added_tag_type_and_damage_type_are_not_keywords():
    # WoW 202.3 (a tag added), 300.1b (a type added), 205.1c (a damage type changed): none of them is a keyword (the
    # card gains no keyword power by them); a granted keyword still is one.
    st = start()
    hound = put(st, 0, "Loyal Hound", "allies")
    st.modifiers += [Modifier(hound, kw.TAG_ADD, 0, keyword="Frog", duration="permanent"),
                     Modifier(hound, kw.TYPE_ADD, 0, keyword="weapon", duration="permanent"),
                     Modifier(hound, "damage_type:fire", 0, keyword="fire", duration="permanent"),
                     Modifier(hound, "", 2, keyword="Assault", duration="permanent")]
    found = kw.keywords(st, hound)
    assert not {"Frog", "weapon", "fire"} & set(found), found
    assert found.get("Assault") == 2 and kw.atk(st, hound) == kw.atk(st, hound)
    assert "frog" in kw.words(st, hound)  # still a tag of its type line (202.3)
    assert not kw.has(st, hound, "Frog")
