"""Issue 16, tail round 6 for sets 1, 5, 7, 8, 9 and 12: per-card scripts (engine/lorcana/cards/scripts/
set01.toml, set05.toml, set09.toml …) played from the real card data in engine games; every clause
is checked, including its "may", its "up to", its condition and the case where nothing matches."""

from __future__ import annotations

from functools import lru_cache

import pytest

from engine.core.rules import RulesError
from engine.lorcana.cards import compiler
from engine.lorcana.cards.importers import import_cards
from engine.lorcana.characteristics import has, stat
from engine.lorcana.rules import R
from engine.lorcana.zones import banish
from tests.lorcana.helpers import act, choose, custom, end_turn, ink_up, put, started
from tests.lorcana.real import registry_cards

SCRIPTED = {
    1: ["Magic Broom - Bucket Brigade", "Fishbone Quill"],
    9: [
        "Circle of Life",
        "Max Goof - Chart Topper",
        "Powerline - World's Greatest Rock Star",
        "Ursula - Voice Stealer",
        "The Magic Feather",
    ],
}
BY_ID = {"9-166": 9, "9-129": 9, "5-67": 5}  # reprints whose wording differs from the first printing


def card(full_name: str) -> dict:
    data = registry_cards()[full_name]
    assert compiler.is_automated(data), full_name
    return dict(data)


@lru_cache(maxsize=1)
def _by_id() -> dict[str, dict]:
    return {rec.data["id"]: rec.data for rec in import_cards(None).cards}


def printing(card_id: str) -> dict:
    """One printing's data, by id (a reprint whose text differs from the first printing's)."""
    data = _by_id()[card_id]
    assert compiler.is_automated(data), card_id
    return dict(data)


def _scripted_here(data: dict, number: int) -> bool:
    return any(a.source == "script" and a.detail.startswith(f"scripts/set{number:02d}.toml") for a in compiler.compile_card(data))


@pytest.mark.parametrize("number,name", [(n, c) for n, cards in SCRIPTED.items() for c in cards])
def test_script_applies_to_its_card(number: int, name: str):
    assert _scripted_here(card(name), number)


@pytest.mark.parametrize("card_id,number", list(BY_ID.items()))
def test_script_applies_to_its_printing(card_id: str, number: int):
    assert _scripted_here(printing(card_id), number)


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options}


def play(st, data: dict, player: int = 0):
    """Ink up and play a card from the hand; returns (state, uid)."""
    ink_up(st, player, data["cost"])
    uid = put(st, data, player, "hand")
    return act(st, "play", player, uid=uid, mode="ink"), uid


def song(cid: str, cost: int, text: str = "Draw a card.") -> dict:
    """A song (by default "Draw a card.": an action with an effect resolves, 7.1.6)."""
    return custom(cid, f"Song {cid}", text, card_type="Action", subtypes=["Song"], cost=cost)


def ready_ink(st, p: int) -> int:
    return sum(1 for u in st.table.zone(p, "inkwell") if not st.table.cards[u].tapped)


# --- set 1 ----------------------------------------------------------------------------------------


def test_magic_broom_bucket_brigade_shuffles_a_card_of_any_discard_into_its_players_deck():
    # Lorcana 7.1.3 (may: up to 1, none allowed); the card goes into its owner's deck, then shuffled
    st = started()
    theirs = put(st, custom("D1", "Their Card"), 1, "discard")
    mine = put(st, custom("D2", "My Card"), 0, "discard")
    deck1 = len(st.table.zone(1, "deck"))
    st, _ = play(st, card("Magic Broom - Bucket Brigade"))
    assert ids(st) == {"0", "1"}  # any player's discard
    st = choose(st, [1])
    assert ids(st) == {str(theirs)}
    st = choose(st, [theirs])
    assert st.table.cards[theirs].zone == "deck" and len(st.table.zone(1, "deck")) == deck1 + 1
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_magic_broom_may_shuffle_nothing():
    # Lorcana 7.1.3: "may": choosing no card leaves the discard as it was
    st = started()
    mine = put(st, custom("D2", "My Card"), 0, "discard")
    st, _ = play(st, card("Magic Broom - Bucket Brigade"))
    st = choose(st, [0])
    assert ids(st) == {str(mine)}
    st = choose(st, [])
    assert st.table.cards[mine].zone == "discard" and not st.pending


def test_fishbone_quill_puts_any_hand_card_into_the_inkwell_ready():
    # Lorcana 8.5.6 (an effect puts it there: no inkable symbol needed), 8.5.2 (facedown only: ready)
    st = started()
    quill = put(st, card("Fishbone Quill"), 0)
    uninkable = put(st, custom("U1", "Uninkable", inkable=False), 0, "hand")
    before = ready_ink(st, 0)
    st = act(st, "activate", uid=quill, ability=0)
    assert str(uninkable) in ids(st)
    st = choose(st, [uninkable])
    assert st.table.cards[uninkable].zone == "inkwell" and not st.table.cards[uninkable].tapped
    assert ready_ink(st, 0) == before + 1 and st.table.cards[quill].tapped
    with pytest.raises(RulesError):  # {E} is its cost: exerted, it can't be used again (6.3.1.2)
        act(st, "activate", uid=quill, ability=0)


# --- set 5 ----------------------------------------------------------------------------------------


def test_elsas_ice_palace_set5_keeps_the_chosen_exerted_character_from_readying_while_in_play():
    # Lorcana 7.8.1.1: the effect lasts while the location is in play
    data = printing("5-67")
    st = started()
    foe = put(st, custom("F1", "Foe"), 1, tapped=True)
    ready_foe = put(st, custom("F2", "Ready Foe"), 1)
    st, palace = play(st, data)
    assert str(ready_foe) not in ids(st)  # an exerted character only
    st = choose(st, [foe])
    st = end_turn(st)
    assert st.table.cards[foe].tapped  # P2's Ready step: it stays exerted
    st = end_turn(st)
    banish(st, [palace], R("1.9.1.3"), [])  # the palace leaves play: its effect ends (7.8.1.1)
    st = end_turn(st)
    assert not st.table.cards[foe].tapped


# --- set 9 ----------------------------------------------------------------------------------------


def test_dig_a_little_deeper_set9_puts_two_of_the_top_seven_into_hand_rest_on_bottom():
    # Lorcana 7.1.10 (look), exactly 2 are taken
    st = started()
    seven = [put(st, custom(f"T{i}", f"Top {i}"), 0, "deck") for i in range(7)][::-1]
    eighth = st.table.top(0, "deck", 8)[7]
    st, _ = play(st, printing("9-166"))
    assert ids(st) == {str(u) for u in seven} and (st.pending[0].min, st.pending[0].max) == (2, 2)
    with pytest.raises(RulesError):
        choose(st, [seven[0]])
    st = choose(st, [seven[1], seven[4]])
    assert st.table.cards[seven[1]].zone == "hand" and st.table.cards[seven[4]].zone == "hand"
    while st.pending:  # the order of the rest on the bottom (any order)
        st = choose(st, [o.id for o in st.pending[0].options][: st.pending[0].max])
    assert st.table.top(0, "deck", 1)[0] == eighth
    assert set(st.table.zone(0, "deck")[-5:]) == set(seven) - {seven[1], seven[4]}


def _place(st) -> int:
    return put(st, custom("LOC", "Place", card_type="Location", w=9, lore=1, move_cost=2), 0)


def test_tuk_tuk_set9_moves_with_another_and_if_so_it_gets_2_strength():
    # Lorcana 4.3.7.4 (moved for free by an effect), 7.1.9 ("the other character"), "if you do"
    st = started()
    loc = _place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, printing("9-129"))
    st = choose(st, ["yes"])
    while st.pending:
        st = choose(st, [pal] if str(pal) in ids(st) else [loc])
    assert st.table.cards[tuk].flags.get("at") == loc and st.table.cards[pal].flags.get("at") == loc
    assert stat(st, pal, "strength") == 3
    st = end_turn(st)
    assert stat(st, pal, "strength") == 1  # this turn only


def test_tuk_tuk_set9_declined_no_strength():
    # Lorcana 7.1.3 (may) and "if you do": no move, no +2 {S}
    st = started()
    _place(st)
    pal = put(st, custom("PAL", "Pal", s=1), 0)
    st, tuk = play(st, printing("9-129"))
    st = choose(st, ["no"])
    assert not st.pending and not st.table.cards[tuk].flags.get("at") and stat(st, pal, "strength") == 1


def test_circle_of_life_plays_a_character_from_the_discard_for_free():
    # Lorcana 4.3.4.10 (for free): only character cards of your discard
    st = started()
    big = put(st, custom("BIG", "Big", cost=9), 0, "discard")
    item = put(st, custom("IT", "Thing", card_type="Item", cost=1), 0, "discard")
    put(st, custom("OPP", "Their Big", cost=2), 1, "discard")
    st, circle = play(st, card("Circle of Life"))
    assert ids(st) == {str(big)}  # not the item, not the opponent's card
    st = choose(st, [big])
    assert st.table.cards[big].zone == "play" and st.table.cards[item].zone == "discard"
    assert ready_ink(st, 0) == 0  # only the song's own 8 ink were paid


def test_circle_of_life_with_no_character_in_discard_does_nothing():
    # Lorcana 1.2.3: what can't be done is ignored
    st = started()
    st, circle = play(st, card("Circle of Life"))
    assert not st.pending and st.table.cards[circle].zone == "discard"


def test_max_goof_chart_topper_replays_a_cheap_song_from_discard_then_bottom():
    # Lorcana 4.3.4.10 (free), 7.7.2 ("instead of into your discard"): the song ends on the deck's bottom
    st = started()
    max_goof = put(st, card("Max Goof - Chart Topper"), 0)
    cheap = put(st, song("S4", 4), 0, "discard")
    dear = put(st, song("S5", 5), 0, "discard")
    st = act(st, "quest", uid=max_goof)
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap)}  # cost 4 or less only
    st = choose(st, [cheap])
    assert st.table.zone(0, "deck")[-1] == cheap and st.table.cards[dear].zone == "discard"


def test_max_goof_may_decline():
    # Lorcana 7.1.3 (may)
    st = started()
    max_goof = put(st, card("Max Goof - Chart Topper"), 0)
    cheap = put(st, song("S4", 4), 0, "discard")
    st = act(st, "quest", uid=max_goof)
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[cheap].zone == "discard"


def test_powerline_sings_then_may_play_a_song_from_the_top_four_once_per_turn():
    # Lorcana 7.1.10 (look), 4.3.4.10 (free), once during your turn (6.1.13)
    st = started()
    power = put(st, card("Powerline - World's Greatest Rock Star"), 0)
    top = [put(st, c, 0, "deck") for c in (song("T9", 9), song("T10", 10), custom("TC", "Top Char"), song("T2", 2))][::-1]
    first = put(st, song("S1", 3, ""), 0, "hand")
    st = act(st, "play", uid=first, mode="sing", singer=power)
    while st.pending and str(top[3]) not in ids(st):
        st = choose(st, ["yes"] if "yes" in ids(st) else [st.pending[0].options[0].id])
    assert ids(st) == {str(top[0]), str(top[3])} and st.pending[0].min == 0  # may: a song card of cost 9 or less
    st = choose(st, [top[3]])
    while st.pending:
        st = choose(st, [o.id for o in st.pending[0].options][: st.pending[0].max])
    assert st.table.cards[top[3]].zone == "discard" and ready_ink(st, 0) == 0  # played for free, resolved
    assert set(st.table.zone(0, "deck")[-3:]) == {top[0], top[1], top[2]}  # the rest on the bottom
    # once per turn: another song sung by him (readied here) doesn't trigger
    st.table.cards[power].tapped = False
    second = put(st, song("S2", 3, ""), 0, "hand")
    deck_top = st.table.top(0, "deck", 1)
    st = act(st, "play", uid=second, mode="sing", singer=power)
    assert not st.pending and st.table.top(0, "deck", 1) == deck_top


def test_ursula_voice_stealer_exerts_a_ready_foe_then_may_play_a_song_up_to_its_cost():
    # Lorcana 7.1.9 ("the exerted character"), 4.3.4.10 (free), 7.1.3 (may)
    st = started()
    foe = put(st, custom("F3", "Foe", cost=3), 1)
    tired = put(st, custom("F9", "Tired Foe", cost=9), 1, tapped=True)
    cheap = put(st, song("S3", 3), 0, "hand")
    dear = put(st, song("S4", 4), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    assert str(tired) not in ids(st)  # a ready character only
    st = choose(st, [foe])
    assert st.table.cards[foe].tapped
    st = choose(st, ["yes"])
    assert ids(st) == {str(cheap)}  # cost 3 or less: the exerted character's cost
    st = choose(st, [cheap])
    assert st.table.cards[cheap].zone == "discard" and st.table.cards[dear].zone == "hand"
    assert ready_ink(st, 0) == 0  # Ursula's 5 ink only


def test_ursula_voice_stealer_may_decline_and_nothing_without_a_ready_foe():
    # Lorcana 7.1.3 (may); 1.2.3: no ready opposing character, nothing is exerted nor played
    st = started()
    foe = put(st, custom("F3", "Foe", cost=3), 1)
    cheap = put(st, song("S3", 3), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    st = choose(st, [foe])
    st = choose(st, ["no"])
    assert not st.pending and st.table.cards[cheap].zone == "hand"
    st = started()
    put(st, custom("F9", "Tired Foe", cost=9), 1, tapped=True)
    cheap = put(st, song("S3", 3), 0, "hand")
    st, _ = play(st, card("Ursula - Voice Stealer"))
    assert not st.pending and st.table.cards[cheap].zone == "hand"


def test_the_magic_feather_gives_evasive_while_in_play_and_returns_to_hand():
    # Lorcana 7.8.1.1 (while this item is in play), 10.6 Evasive; GROUNDED 3 {I}: back to the hand
    st = started()
    mine = put(st, custom("M1", "Mine"), 0)
    other = put(st, custom("M2", "Other"), 0)
    foe = put(st, custom("F1", "Foe"), 1)
    st, feather = play(st, card("The Magic Feather"))
    assert str(foe) not in ids(st)  # a character of yours
    st = choose(st, [mine])
    assert has(st, mine, "Evasive") and not has(st, other, "Evasive")
    st = end_turn(st)
    st = end_turn(st)
    assert has(st, mine, "Evasive")  # no end but the item's leaving
    ink_up(st, 0, 3)
    st = act(st, "activate", uid=feather, ability=1)
    assert st.table.cards[feather].zone == "hand" and not has(st, mine, "Evasive")
