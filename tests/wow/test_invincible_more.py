"""Invincible ("It can't leave play, be targeted, or be dealt damage": the cards' reminder text) beyond
tests/wow/test_wkey_cards.py: a sweep that removes every ally leaves the Invincible one, and the mount's trigger
asks for a face-up resource."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import use
from .test_wtrig_cards import _settle

pytestmark = needs(WOW_CARDS)


def test_an_invincible_ally_is_not_removed_by_remove_all_allies():
    # EN glossary Invincible: "It can't leave play" — Invoke the Nether: "Remove all allies from the game."
    # (103.2: what can't happen doesn't; the others are removed)
    data = automated("Ring of Invincibility")
    automated("Invoke the Nether")
    st = start()
    ring = put_real(st, 0, "Ring of Invincibility", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Field Medic", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    st = use(st, ring, data, str(owl))
    st, _ = play_real(st, "Invoke the Nether", 0, pay=8)
    st = _settle(st)
    assert st.table.cards[owl].zone == "allies"
    assert st.table.cards[other].zone == "removed" and st.table.cards[foe].zone == "removed"


def test_invincible_mount_does_nothing_for_a_face_down_resource():
    # "When you place a resource face up, target ally you control has Invincible this turn.": a face-down
    # resource doesn't trigger it (412.1b: a quest may be placed either way)
    automated("Invincible")
    st = start()
    mount = put_real(st, 0, "Invincible", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    quest = put(st, 0, "Scout the Border", "hand")
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=False))
    assert not kw.has(st, owl, "Invincible") and not kw.has(st, mount, "Invincible")
