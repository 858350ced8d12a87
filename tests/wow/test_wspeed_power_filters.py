"""The cards whose powers a listing or a turn's step works out (issue 21): only those whose printed
data may have such a power (``powers.may_have_uids``), kept under the table's next uid; none skipped
while some card may have another card's text (402.2 copies, 200.1a gained powers)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import powers
from engine.wow.card_facts import COPY_OF, GAIN_TEXT

from .helpers import cid, put, start


def _having(st, kind: str, trigger: str = "") -> set[int]:
    """The cards that have such a power now, the long way (every card's powers)."""
    return {uid for uid in st.table.cards if any(pw.kind == kind and pw.trigger == trigger for pw in powers.powers(st, uid))}


def test_power_filters_follow_new_cards_and_other_text():
    # EN 701 (activated powers), EN 703 (triggered powers "at the start of your turn")
    st = start()
    assert _having(st, "activated") <= powers.activated_uids(st)
    assert not powers.triggered_uids(st, "start_of_turn")
    mender = put(st, 0, "Spring Mender", "allies")  # a new card, a new uid: the kept answer is read again
    assert mender in powers.triggered_uids(st, "start_of_turn") and _having(st, "triggered", "start_of_turn") == {mender}
    sergeant = put(st, 1, "Drill Sergeant", "allies")
    assert sergeant in powers.activated_uids(st) and _having(st, "activated") <= powers.activated_uids(st)
    owl = put(st, 0, "Mist Owl", "allies")
    st.modifiers.append(Modifier(owl, COPY_OF + cid("Spring Mender"), 0, duration="permanent"))  # 402.2: it has the Mender's text now
    assert powers.triggered_uids(st, "start_of_turn") is None and owl in _having(st, "triggered", "start_of_turn")
    st.modifiers.clear()
    st.modifiers.append(Modifier(owl, GAIN_TEXT, 0, keyword=cid("Drill Sergeant"), duration="permanent"))  # 200.1a
    assert powers.activated_uids(st) is None and owl in _having(st, "activated")
    st.modifiers.clear()
    assert owl not in powers.activated_uids(st) and owl not in _having(st, "activated")


def test_prevention_shortcut_follows_modifiers():
    # EN 717: "If NAME would be dealt 2 or less damage, prevent it" and "Prevent all damage that would be
    # dealt to …" given this turn (modifiers): no card can have one until a modifier gives it
    from engine.wow import shield_keys
    from engine.wow.cards.shield_keys import NO_DAMAGE_TO, PREVENT_SIZED

    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    assert shield_keys._none_prevents(st) and not shield_keys.prevents(st, None, owl, "fire", False, 2)
    st.modifiers.append(Modifier(owl, "keyword", 0, keyword=PREVENT_SIZED + "Most 2", duration="turn"))
    assert not shield_keys._none_prevents(st) and shield_keys.prevents(st, None, owl, "fire", False, 2)
    assert not shield_keys.prevents(st, None, owl, "fire", False, 3)
    st.modifiers[-1] = Modifier(owl, "keyword", 0, keyword=NO_DAMAGE_TO, duration="turn")
    assert not shield_keys._none_prevents(st) and shield_keys.prevents(st, None, owl, "fire", False, 5)
    st.modifiers.clear()
    assert shield_keys._none_prevents(st)


def test_printed_uids_read_only_the_cards_added_since():
    # the kept answer (under the next uid) is carried on from the cards added since; a card that
    # ceased to exist (410.6d) leaves it, one whose data is new makes it read afresh
    from engine.wow import match_facts

    st = start()
    first = put(st, 0, "Spring Mender", "allies")
    assert powers.triggered_uids(st, "start_of_turn") == {first}
    second = put(st, 1, "Spring Mender", "hand")  # the same data: only the new uid is read
    assert powers.triggered_uids(st, "start_of_turn") == {first, second}
    st.table.remove(first)
    put(st, 0, "Mist Owl", "allies")
    assert powers.triggered_uids(st, "start_of_turn") == {second}
    fresh = match_facts._printed_uids(st, "powers.triggered:start_of_turn", powers._data_test(powers.TRIGGER_FACTS["start_of_turn"][1]))
    assert fresh == {second}


def test_some_card_reads_only_the_data_added_since():
    # card data is only added during a match: an answer "no" reads the new entries, a "yes" stays
    from engine.wow import match_facts
    from tests.wow.helpers import POOL

    st = start()
    fact = "test.triggered_start"
    test = powers._data_test(powers.TRIGGER_FACTS["start_of_turn"][1])
    assert not match_facts.some_card(st, fact, test)
    st.cards[cid("Spring Mender")] = POOL.get(cid("Spring Mender")).data
    assert match_facts.some_card(st, fact, test)
    st.cards[cid("Drill Sergeant")] = POOL.get(cid("Drill Sergeant")).data
    assert match_facts.some_card(st, fact, test) and st.table.kept["_wow_match_facts"][fact] == (len(st.cards), True)


def test_event_listeners_are_the_cards_printing_such_a_trigger():
    # EN 703.1: "When an ally enters play under your control …" waits on the cards that print it; a copy
    # (402.2) of such a card listens too, so then every face-up card in play is handed on
    from engine.wow.event_triggers import listeners, watchers
    from engine.wow.match_triggers import hears

    st = start()
    healer = put(st, 0, "Field Medic", "allies")  # "When this ally enters play, …" (trigger "enter")
    owl = put(st, 0, "Mist Owl", "allies")
    assert hears(st, "enter") and listeners(st, "enter") == [healer] and owl in watchers(st)
    st.modifiers.append(Modifier(owl, COPY_OF + cid("Field Medic"), 0, duration="permanent"))
    assert powers.listening_uids(st, "enter") is None and listeners(st, "enter") == watchers(st)


def test_printed_uids_read_the_cards_whose_data_came_later():
    # a card on the table whose data is added afterwards (card data is only added) is read then
    from tests.wow.helpers import POOL

    st = start()
    assert not powers.triggered_uids(st, "start_of_turn")
    card = st.table.add(cid("Spring Mender"), 0, "allies")  # its data not there yet: no power read
    assert not powers.triggered_uids(st, "start_of_turn")
    st.cards[card.card_id] = POOL.get(card.card_id).data
    assert powers.triggered_uids(st, "start_of_turn") == {card.uid}
