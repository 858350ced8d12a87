"""Plain verbs of templates_wrest_verbs, each played with a real card of the pool (skipped without
../shared/data): Interrupt (EN 711) of an ally, an instant, an ability or equipment, an ability
targeting your card; quests and face-up resources in play destroyed or turned face down (412.1b)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_templates_rewards import _complete

pytestmark = needs(WOW_CARDS)


def _respond(st, card: str, cost: int):
    """P1 plays a real instant in response (with ``cost`` resources) and is asked for its target."""
    uid = put_real(st, 1, card, "hand")
    resources(st, 1, cost)
    st = apply(st, "pass", 0)
    return apply(st, "play", 1, uid=uid, x=0), uid


def test_interrupt_target_ally():
    # EN 711: Overload "Interrupt target ally." — the ally card being played goes to its owner's graveyard
    automated("Overload")
    st = start({"auto_pass": False})
    ally = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=ally, x=0)
    st, _ = _respond(st, "Overload", 2)
    assert {o.id for o in st.pending[0].options} == {str(ally)}
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[ally].zone == "graveyard"


def test_interrupt_target_instant_only():
    # EN 711: Disarm Trap "Interrupt target instant." — a non-instant card on the chain is no target
    automated("Disarm Trap")
    st = start({"auto_pass": False})
    scrolls = put(st, 0, "Study the Scrolls", "hand")  # not an instant
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=scrolls, x=0)
    trap = put_real(st, 1, "Disarm Trap", "hand")
    resources(st, 1, 1)
    st = apply(st, "pass", 0)
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=trap, x=0)  # EN 706: no legal target
    st = start({"auto_pass": False})
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1)))
    st, _ = _respond(st, "Disarm Trap", 1)
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


def test_interrupt_target_ability_or_equipment_card():
    # EN 711: Absolute Poise "Interrupt target ability or equipment card." — a weapon being played
    automated("Absolute Poise")
    st = start({"auto_pass": False})
    sword = put(st, 0, "Worn Longsword", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=sword, x=0)
    st, _ = _respond(st, "Absolute Poise", 3)
    st = resolve_chain(choose(st, str(sword)))
    assert st.table.cards[sword].zone == "graveyard"


@pytest.mark.parametrize("card", ["Glimmer of Hope", "Sacred Shield"])
def test_interrupt_an_ability_targeting_your_card(card):
    # EN 711, EN 706: "Interrupt target ability card that's targeting a card in play you control." — Fire Bolt at your ally
    # may be interrupted; Fire Bolt at the other player's own hero may not
    automated(card)
    st = start({"auto_pass": False})
    owl = put(st, 1, "Mist Owl", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(owl))
    st, _ = _respond(st, card, 3)
    st = resolve_chain(choose(st, str(bolt)))
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[owl].damage == 0
    st = start({"auto_pass": False})
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 0)))
    uid = put_real(st, 1, card, "hand")
    resources(st, 1, 3)
    st = apply(st, "pass", 0)
    with pytest.raises(RulesError):
        apply(st, "play", 1, uid=uid, x=0)


def test_destroy_target_quest():
    # 412.1b, 415.9c: Knock Out "Destroy target quest." — a face-up quest; face-down resources and locations are no targets
    automated("Knock Out")
    st = start()
    quest = put(st, 1, "Scout the Border", "resources", face_down=False)
    put(st, 1, "Crossroads Camp", "resources", face_down=False)
    resources(st, 1, 2)
    card = put_real(st, 0, "Knock Out", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0)
    assert {o.id for o in st.pending[0].options} == {str(quest)}
    st = resolve_chain(choose(st, str(quest)))
    assert st.table.cards[quest].zone == "graveyard"


def test_quest_rewards_turn_quests_face_down():
    # 412.1b, EN 702: The Root of All Evil "Reward: Turn target quest face down."; The Lexicon Demonica "Reward: Turn all quests face down."
    automated("The Root of All Evil")
    automated("The Lexicon Demonica")
    st = start()
    theirs = put(st, 1, "Scout the Border", "resources", face_down=False)
    other = put(st, 1, "Scout the Border", "resources", face_down=False)
    camp = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    resources(st, 0, 4)
    root = put_real(st, 0, "The Root of All Evil", "resources", face_down=False)
    st = _complete(st, root)
    assert st.pending and {str(theirs), str(other)} <= {o.id for o in st.pending[0].options} and str(camp) not in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].face_down and not st.table.cards[other].face_down
    lexicon = put_real(st, 0, "The Lexicon Demonica", "resources", face_down=False)
    st = _complete(st, lexicon)
    assert st.table.cards[other].face_down and not st.table.cards[camp].face_down


def test_face_up_resource_when_destroyed_or_another_dragonkin():
    # EN 703, 412.1b: Gollom Skybang "When this ally is destroyed, you may turn target face-up resource face down."
    automated("Gollom Skybang")
    automated("Obsidian Pyrewing")
    st = start()
    gollom = put_real(st, 0, "Gollom Skybang", "allies")
    camp = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    resources(st, 1, 2)
    spell = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=spell, x=0), str(gollom)))
    assert {o.id for o in st.pending[0].options} >= {str(camp)} and all(not st.table.cards[int(o.id)].face_down
                                                                         for o in st.pending[0].options if o.id.isdigit())
    st = resolve_chain(choose(st, str(camp)))
    assert st.table.cards[camp].face_down and st.table.cards[camp].zone == "resources"


def test_death_rattle_turns_your_locations_face_down():
    # 412.1b: Saurfang the Younger "Death Rattle: Turn all locations you control face down." — not quests, not the opponent's
    automated("Saurfang the Younger, Kor'kron Warlord")
    st = start()
    saurfang = put_real(st, 0, "Saurfang the Younger, Kor'kron Warlord", "allies")
    camp = put(st, 0, "Crossroads Camp", "resources", face_down=False)
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    theirs = put(st, 1, "Crossroads Camp", "resources", face_down=False)
    spell = put(st, 0, "Vanish in Smoke", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=spell, x=0), str(saurfang)))
    while st.pending:
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    assert st.table.cards[camp].face_down and not st.table.cards[quest].face_down and not st.table.cards[theirs].face_down
