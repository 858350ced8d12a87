"""Helper wquest: quests whose completion cost is an amount the player chooses (EN 702.1, 403.1;
``engine.wow.quest_pay_more``), scripted in ``engine/wow/cards/scripts/wquest.toml`` — each played with a real
card of the pool and asserted on every clause of its text."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from tests.shared_data import needs

from .helpers import ENGINE, apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _quest(st, name: str, ready: int, player: int = 0) -> int:
    """The real quest face up in ``player``'s resource row, beside ``ready`` ready resources."""
    automated(name)
    resources(st, player, ready)
    return put_real(st, player, name, "resources", face_down=False)


def _amounts(st, quest: int, player: int = 0) -> list[int]:
    return sorted(a.args["x"] for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args["uid"] == quest)


def _ready(st, player: int = 0) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def _race(st, uid: int, race: str) -> None:
    """Test setup: this card's data has the race (202.1a: a race is a trait)."""
    cid = st.table.cards[uid].card_id
    st.cards[cid] = {**st.cards[cid], "race": race, "tags": [*st.cards[cid].get("tags", []), race]}


@pytest.mark.parametrize(("pay", "drawn"), [(3, 1), (5, 1), (6, 2)])
def test_battle_of_the_crimson_watch_draws_per_three_paid(pay, drawn):
    # WoW 702.1, 403.1: "Pay 3 or more": any amount from 3 up to the ready resources (the quest never pays itself);
    # 702: the reward draws a card for each 3 paid this way
    st = start()
    quest = _quest(st, "Battle of the Crimson Watch", 6)
    assert _amounts(st, quest) == [0, 1, 2, 3]
    before = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, x=pay - 3))
    assert _ready(st) == 6 - pay
    assert len(st.table.zone(0, "hand")) == before + drawn


def test_battle_of_the_crimson_watch_needs_three():
    # WoW 403.1: fewer than 3 ready resources: it can't be completed
    st = start()
    quest = _quest(st, "Battle of the Crimson Watch", 2)
    assert _amounts(st, quest) == []
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, x=0)


def test_call_of_the_crusade_pays_two_per_unique_ally():
    # WoW 702.1: "For each Unique ally you control, you may pay 2": 2 per Unique ally (414.3a), at least once;
    # 702: draw a card for each 2 paid this way
    st = start()
    quest = _quest(st, "The Call of the Crusade", 8)
    assert _amounts(st, quest) == []  # no Unique ally: nothing may be paid, no completion
    put(st, 0, "Iron Sentinel", "allies")
    put(st, 0, "Mist Owl", "allies")  # not Unique
    assert _amounts(st, quest) == [2]
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, x=4)  # one Unique ally: at most one 2
    before = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, x=2))
    assert _ready(st) == 6 and len(st.table.zone(0, "hand")) == before + 1


def test_army_of_the_damned_pays_two_per_ally_of_the_named_name():
    # WoW 702.1: "Name a Scourge ally. For each ally you control with that name, you may pay 2": the most allies
    # sharing a Scourge ally's name bound the payments; 702: draw a card for each 2 paid this way
    st = start()
    quest = _quest(st, "Army of the Damned", 8)
    owls = [put(st, 0, "Mist Owl", "allies") for _ in range(3)]
    assert _amounts(st, quest) == []  # no Scourge ally to name
    _race(st, owls[0], "Scourge")  # (every Mist Owl shares the data: three Scourge allies of one name)
    assert _amounts(st, quest) == [2, 4, 6]
    before = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "quest", 0, uid=quest, x=6))
    assert _ready(st) == 2 and len(st.table.zone(0, "hand")) == before + 3


def test_warchiefs_revenge_hero_deals_one_per_paid():
    # WoW 702.1: "On your turn: For each ally you control, you may pay 1"; 702, 405.4: your hero deals 1 nature
    # damage to target hero or ally for each 1 paid this way
    st = start()
    quest = _quest(st, "Warchief's Revenge", 5)
    for _ in range(3):
        put(st, 0, "Mist Owl", "allies")
    assert _amounts(st, quest) == [1, 2, 3]
    target = st.heroes[1]
    st = apply(st, "quest", 0, uid=quest, x=2)
    if st.pending:
        st = choose(st, str(target))
    st = resolve_chain(st)
    assert st.table.cards[target].damage == 2 and _ready(st) == 3


def test_warchiefs_revenge_only_on_your_turn():
    # WoW 702.1: "On your turn": not on an opponent's turn
    st = start()
    quest = _quest(st, "Warchief's Revenge", 5, player=1)
    put(st, 1, "Mist Owl", "allies")
    assert st.active == 0 and _amounts(st, quest, player=1) == []


# --- a class, damage type or card kind named as the quest is completed (quest_named) ---------------------------

ALLY = "Lord Anton Lightbane"  # a Death Knight ally with 4 shadow ATK
ARMOR = "Stronghold Gauntlets"  # an armor: no ATK


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    st.table.zone(player, "deck").remove(uid)
    st.table.zone(player, "deck").insert(0, uid)
    return uid


def _names(st, quest: int, player: int = 0) -> list[str]:
    return sorted(a.args["name"] for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args["uid"] == quest)


def _finish(st):
    """Pick what is offered (the first option) until the chain is empty."""
    for _ in range(10):
        st = resolve_chain(st)
        if not st.pending:
            return st
        st = choose(st, st.pending[0].options[0].id)
    return st


@pytest.mark.parametrize(("named", "kept"), [("Death Knight", True), ("Mage", False)])
def test_a_heros_burden_keeps_an_ally_of_the_named_class(named, kept):
    # WoW 702.1: the class is named completing the quest; 702, 415.3: reveal the top four, a revealed ally of
    # that class into your hand, the rest on the bottom of your deck
    st = start()
    quest = _quest(st, "A Hero's Burden", 1)
    assert "Death Knight" in _names(st, quest) and "Mage" in _names(st, quest)
    armor, ally = _on_top(st, 0, ARMOR), _on_top(st, 0, ALLY)
    st = _finish(apply(st, "quest", 0, uid=quest, name=named))
    assert (st.table.cards[ally].zone == "hand") is kept
    assert st.table.cards[armor].zone == "deck" and armor in st.table.zone(0, "deck")[-4:]


@pytest.mark.parametrize(("named", "kept"), [("shadow", True), ("fire", False)])
def test_under_the_shadow_keeps_a_card_with_atk_of_the_named_type(named, kept):
    # WoW 702.1: the damage type is named completing the quest; 702, 415.3: a revealed card with ATK of that
    # type into your hand (a card without ATK never fits), the rest on the bottom
    st = start()
    quest = _quest(st, "Under the Shadow", 1)
    assert "shadow" in _names(st, quest) and "melee" in _names(st, quest)
    armor, ally = _on_top(st, 0, ARMOR), _on_top(st, 0, ALLY)
    st = _finish(apply(st, "quest", 0, uid=quest, name=named))
    assert (st.table.cards[ally].zone == "hand") is kept and st.table.cards[armor].zone == "deck"


def test_under_the_shadow_must_name_a_damage_type():
    # WoW 702.1: naming is part of completing it
    st = start()
    quest = _quest(st, "Under the Shadow", 1)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest)


@pytest.mark.parametrize(("named", "gone"), [("equipment", "armor"), ("ally", "ally"), ("ability", None)])
def test_junkboxes_needed_discards_a_card_of_the_chosen_kind(named, gone):
    # WoW 702.1: the kind is chosen completing the quest (on your turn); 415.4a, 415.9d: you look at target
    # opponent's hand and choose a card of that kind; he discards it (none of that kind: none is discarded)
    st = start()
    quest = _quest(st, "Junkboxes Needed", 2)
    assert _names(st, quest) == ["ability", "ally", "equipment"]
    st.table.zone(1, "hand").clear()
    cards = {"armor": put_real(st, 1, ARMOR, "hand"), "ally": put_real(st, 1, ALLY, "hand")}
    st = apply(st, "quest", 0, uid=quest, name=named)
    st = resolve_chain(st)
    if gone:
        assert st.pending and [o.id for o in st.pending[0].options] == [str(cards[gone])]
        st = _finish(st)
    assert {k for k, u in cards.items() if st.table.cards[u].zone == "graveyard"} == ({gone} if gone else set())
    opp_quest = _quest(st, "Junkboxes Needed", 2, player=1)
    assert _names(st, opp_quest, player=1) == []  # 702.1: only on your turn


def test_tales_of_destruction_removes_and_keeps_a_card_of_the_chosen_kind():
    # WoW 702.1, 403.1: the kind is chosen, a card of that kind in your graveyard is removed from the game as part
    # of the cost; 702, 415.3: a revealed card of that kind into your hand, the rest on the bottom
    st = start()
    quest = _quest(st, "Tales of Destruction", 2)
    assert _names(st, quest) == []  # nothing in the graveyard to remove
    dead = put_real(st, 0, ALLY, "graveyard")
    assert _names(st, quest) == ["ally"]
    armor, ally = _on_top(st, 0, ARMOR), _on_top(st, 0, ALLY)
    with pytest.raises(RulesError):
        apply(st, "quest", 0, uid=quest, name="equipment", pay=[dead])
    st = _finish(apply(st, "quest", 0, uid=quest, name="ally", pay=[dead]))
    assert st.table.cards[dead].zone == "removed"
    assert st.table.cards[ally].zone == "hand" and st.table.cards[armor].zone == "deck"
