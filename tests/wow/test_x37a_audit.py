"""Audit x37a: a ninth sample of the WoW cards the compiler calls "automated", played against the printed text.

(header filled in below)
"""

from __future__ import annotations

import random

import pytest

from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import plays as _plays
from .audit import powers as _powers
from .audit import quests as _quests
from .audit import zone as _zone
from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_explain36 import DRAWN as explain36_drawn
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wscale_amounts import as_hero
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34e_audit import _drive, _quest
from .test_x36a_audit import EXTENSION as x36a_extension
from .test_x36a_audit import _destroy, _mode
from .test_x36a_audit import audited_before as audited_before_x36a
from .test_x36a_audit import sample as audited_x36a

pytestmark = needs(WOW_CARDS)

SEED = 2057
SIZE = 30


def audited_before() -> set[str]:
    """The names audited before: the 240 x36a left out, x36a's 30 and its extension's 70, and explain36's 60
    (4 of them drawn before too): 396."""
    return audited_before_x36a() | set(audited_x36a()) | set(x36a_extension) | set(explain36_drawn)


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool: one record per name, raid/dungeon encounter cards left out), the
    396 names audited before left out, as x37a sees the pool (``tests.wow.audit.automated_when``)."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = audited_before()
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x37a", n, names[n])], size)


DRAWN = [
    "Thunderstrike Weapon", "Lieutenant Horatio Laine", "Borak's Belt of Bravery", "Farseer Nobundo",
    "Davius, Herald of Nature", "Shawl of Haunted Memories", "Essence of War", "Arcane Guardian",
    "King Magni Bronzebeard", "Obliterate", "Kileana the Inferno", "Moccasins of Verdurous Glooms", "Jarrod Gravon",
    "Ring of the Silver Hand", "Gispax the Mixologist", "Lightning Bolt", "Azjol-anak Acidslinger", "Divine Bulwark",
    "As Hyjal Burns", "Talian Bladebender", "Elemental Precision", "Proto-Handler's Gauntlets", "Timmo Shadestep",
    "Wand of the Seer", "Plainswatcher Taro", "Zooti Fizzlefury", "Omedus the Punisher", "Shroud of the High Priest",
    "Tusk", "Liar's Tongue Gloves",
]  # fmt: skip


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2057 over the sorted automated names with rules text, the 396 names audited before left out
    drawn = sample()
    done = audited_before()
    assert drawn == DRAWN and not set(drawn) & done and len(done) == 396


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _top(st, player: int, name: str) -> int:
    """Put real card ``name`` on top of ``player``'s deck (test setup)."""
    uid = put_real(st, player, name, "deck")
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    return uid


def _attack(st, attacker: int, defender: int, player: int = 0):
    st = resolve_chain(apply(st, "attack", player, attacker=attacker, defender=defender))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    return st
