"""Card schema, the npm importer, the fixture set and the effect compiler (each template with a
real card from the pool, which is read from the installed package and skipped without it)."""

from __future__ import annotations

import json

import pytest

from engine.onepiece import game
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.readers import parse_target
from engine.onepiece.cards.registry import CLAUSES
from engine.onepiece.cards.schema import card_data, clean_text, split_trigger

from .helpers import NPM, needs_npm

COMMON_KEYS = {"name", "full_name", "type", "cost", "colors", "text", "image_url", "set", "number", "rarity", "i18n"}
OP_KEYS = {"power", "counter", "life", "attributes", "traits", "effect", "trigger", "images"}


def test_clean_text_normalises_breaks_minus_and_circled_digits():
    assert clean_text("-") == ""
    assert clean_text("a<br>b") == "a\nb"
    assert clean_text("\u22121 \u20131 \uff0d1") == "-1 -1 -1"
    assert clean_text("\u2780\u2781") == "①②"


def test_split_trigger_only_at_an_ability_opening_bracket():
    # ONE PIECE 2-11-1: the [Trigger] text is part of the card text
    assert split_trigger("[Main] Draw 1 card. [Trigger] Draw 2 cards.") == ("[Main] Draw 1 card.", "Draw 2 cards.")
    assert split_trigger("- [Trigger] Play this card.") == ("", "Play this card.")
    text = "[On Play] Trash 1 card with a [Trigger] from your hand."
    assert split_trigger(text) == (text, "")


def test_fixture_cards_follow_the_schema_and_cover_the_keywords():
    cards = game.fixture_cards()
    assert 15 <= len(cards) <= 45
    for rec in cards:
        assert set(rec.data) >= COMMON_KEYS | OP_KEYS
    kws = {k for rec in cards for k in compile_card(rec.data).keywords}
    assert {"Rush", "Blocker", "Double Attack", "Banish", "Unblockable"} <= kws
    manual = [rec.id for rec in cards if not compile_card(rec.data).automated]
    assert manual == ["FX01-019"]  # the one card that exercises the manual fallback


def test_parse_target_noun_phrases():
    t = parse_target("up to 1 of your opponent's rested Characters with a cost of 4 or less")
    assert (t.kind, t.count, t.up_to) == ("chosen", 1, True)
    assert t.filter == {"side": "opp", "zone": "field", "rested": True, "cost_max": 4, "types": ["Character"]}
    assert parse_target("your Leader or up to 1 of your Characters").filter["types"] == ["Leader", "Character"]
    assert parse_target("all of your opponent's Characters").kind == "each"
    assert parse_target("this Character").kind == "self"
    assert parse_target("the Character played with this effect") is None


@needs_npm
def test_import_collapses_alternate_arts(real_pool):
    raw = json.loads(NPM.read_text())
    assert len(raw) == 4845
    assert len(real_pool) == 2785
    luffy = real_pool.get("ST01-012").data
    assert len(luffy["images"]) > 1 and luffy["image_url"].endswith("ST01-012.png")
    assert set(luffy) >= COMMON_KEYS | OP_KEYS
    assert luffy["type"] == "Character" and luffy["power"] == 6000 and luffy["counter"] is None
    leader = real_pool.get("OP01-001").data
    assert leader["type"] == "Leader" and leader["life"] == 5 and leader["cost"] is None
    assert real_pool.find_name("Monkey.D.Luffy") is not None


def test_import_missing_package_says_to_run_setup(tmp_path, monkeypatch):
    from engine.onepiece.cards import importers

    monkeypatch.setattr(importers, "default_source", lambda: tmp_path / "missing.json")
    with pytest.raises(FileNotFoundError, match=r"dev\.sh setup"):
        game.import_cards(None)


def test_import_skips_malformed_records(tmp_path):
    good = {"card_number": "OP01-001", "card_name": "Zoro", "card_type": "LEADER", "colors": ["Red"], "cost": "-",
            "power": "5000", "counter": "-", "life": "5", "attributes": ["Slash"], "types": ["Supernovas"],
            "effects": "-", "image_url": "", "rarity": "L", "is_alternate_art": False}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([good, {"card_name": "broken"}]))
    report = game.import_cards(str(path))
    assert [c.id for c in report.cards] == ["OP01-001"] and len(report.skipped) == 1


# each template with a real card: template → (card number, timing)
REAL = {
    "draw": "EB01-023", "ko": "ST16-004", "give_power": "OP01-027", "gains_power": "OP16-027",
    "gains_cost": "OP08-093", "give_cost": "OP02-106", "gains_keyword": "OP10-094", "return_to_hand": "ST12-012",
    "bottom_of_deck": "OP01-070", "rest": "OP13-033", "set_don_active": "OP13-030", "set_active": "OP14-023",
    "add_don": "OP01-113", "give_don": "OP13-005", "trash_from_hand": "OP03-044", "trash_up_to_from_hand": "OP02-059",
    "alias": "OP04-099", "any_number": "OP16-042", "opponent_discards": "OP09-087", "mill": "OP06-089",
    "search": "OP03-089", "rest_to_bottom": "OP12-108", "rest_to_trash": "OP03-089",
    "trash_self_card_to_hand": "OP15-042", "play_self_from_trash": "OP03-013", "play_from": "EB02-014",
    "play_this": "OP01-009", "activate_main": "OP03-056", "life_to_hand": "OP02-001", "deck_to_life": "OP15-113",
    "trash_to_hand": "OP03-042", "forbid_blocker": "OP06-055", "hand_to_life": "OP06-106",
    "select": "ST21-003", "selected_no_blocker": "ST21-003", "redirect_attack": "OP14-060",
    "prohibit": "OP03-058", "draw_up_to": "OP02-066", "base_power": "P-092", "negate": "OP14-096", "negated_self": "OP14-056",
    "game_result": "OP09-118", "deck_out_wins": "OP03-040", "face_up_life": "OP04-097",
    "hand_to_life_face_up": "OP10-103", "look": "OP11-062", "each_trash_to": "OP05-058", "add_don_as": "OP17-062",
    "scry": "OP01-073", "activate_own": "OP16-110", "no_refresh": "OP08-025",
    "no_removal": "OP10-082", "forbid_play": "OP13-023", "set_all_don_active": "OP13-028", "hand_to_bottom": "ST22-002",
    "place_from_hand": "OP05-054", "opp_life_to_hand": "OP14-112", "trash_to": "OP14-054", "opponent_hand_to_bottom": "P-048",
    "reveal_top": "OP06-119", "play_looked": "OP04-084", "no_life_to_hand": "OP02-004",
    "take_damage": "OP14-115", "hand_to_deck": "OP04-048", "draw_counted": "P-002", "opp_life_to_trash": "OP09-107",
    "attack_active": "OP01-021", "revealed_to_bottom": "OP04-011",
    "gains_keyword_and_stat": "OP16-003", "no_battle_ko_by": "OP03-008", "gains_power_and_cost": "OP12-063",
    "base_power_of_opp_leader": "EB04-052", "opponent_trash_to_bottom": "OP05-079",
    "give_don_leader_and_one": "EB03-026", "attack_characters_when_played": "OP07-032",
    "reveal_chosen_cost": "OP11-081", "give_opp_don": "OP15-028", "give_owner_don": "OP15-010", "look_add": "OP12-079",
    "hand_cost_self": "PRB02-014", "leader_or_typed_power": "OP17-056", "leader_and_all_characters": "OP14-080",
    "all_leader_and_character_cards": "EB03-037", "draw_and_leader": "OP15-019", "self_and_leader": "P-036",
    "this_to_hand": "OP12-109", "search_comma": "OP16-077", "add_don_exact": "P-010",
    "cannot_block": "OP16-063", "opponent_adds_life": "OP13-108", "set_characters_and_don_active": "OP11-021",
    "give_don_typed_leader_or": "OP13-044", "rest_opp_leader": "OP16-039", "set_characters_and_leader_active": "EB04-013",
    "cannot_and_gains": "OP15-060", "draw_and_up_to": "OP16-056", "set_value": "EB04-010", "no_blocker_by_power": "OP01-120",
    "no_ko_by_opp": "OP09-086", "power_per_count": "OP06-085", "base_power_of": "OP17-008", "forbid_blocker_turn": "P-097",
}
# Templates no card of the English pool uses yet (measured); each is tested with a made-up card.
NO_REAL_CARD = {"gains_trait": "test_effect_rules.py::test_a_gained_trait_counts_for_filters_and_conditions",
                "all_names": "test_official_qa_more.py::test_all_types_leader_has_any_type (the official Q&A's Leader text)"}


def test_every_template_has_a_real_card():
    assert set(CLAUSES.names()) == set(REAL) | set(NO_REAL_CARD)
    assert not set(REAL) & set(NO_REAL_CARD)


@needs_npm
@pytest.mark.parametrize("template", sorted(REAL))
def test_template_on_a_real_card(real_pool, template):
    comp = compile_card(real_pool.get(REAL[template]).data)
    assert comp.automated
    assert any(template in a.templates for a in comp.abilities)


@needs_npm
def test_compiled_meaning_of_real_cards(real_pool):
    ko = compile_card(real_pool.get("ST16-004").data).abilities[0]
    assert ko.timing == "on_play" and ko.effects[0].op == "destroy"
    assert ko.effects[0].target.filter["rested"] is True and ko.effects[0].target.filter["side"] == "opp"
    zoro = compile_card(real_pool.get("OP01-001").data).abilities[0]
    assert (zoro.timing, zoro.don, zoro.turn) == ("continuous", 1, "your")
    assert zoro.effects[0].op == "modify_stat" and zoro.effects[0].amount == 1000
    dual = compile_card(real_pool.get("OP06-089").data)
    assert [a.timing for a in dual.abilities] == ["on_play", "on_ko"]
    cost = compile_card(real_pool.get("OP01-093").data).abilities[0]
    assert cost.costs == [{"kind": "rest_don", "n": 1}]
    luffy = compile_card(real_pool.get("ST01-012").data)
    assert "Rush" in luffy.keywords and luffy.abilities[0].don == 2 and luffy.abilities[0].effects[0].op == "forbid_blocker"


@needs_npm
def test_coverage_on_the_real_pool(real_pool):
    cov = game.coverage(real_pool)
    assert cov["unique_cards"] == 2785
    assert cov["automated"] + cov["manual"] == cov["unique_cards"]
    assert cov["ratio"] >= 0.50


def test_schema_builder_rejects_unknown_types():
    with pytest.raises(ValueError):
        card_data(number="X-001", name="x", type="Spell", colors=[])


@needs_npm
def test_word_timings_on_real_cards(real_pool):
    # ONE PIECE 6-2-2, 7-1-3-1, 10-2-16-1, 7-1-5-2 (D3: "when …" wording is an auto effect too)
    def timings(number):
        return [(a.timing, a.turn) for a in compile_card(real_pool.get(number).data).abilities]

    assert timings("OP11-040") == [("start_of_turn", "your")]  # "…can be activated at the start of your turn."
    assert timings("OP03-001") == [("when_attacking", ""), ("when_attacked", "")]  # "attacks or is attacked"
    assert timings("ST08-013") == [("end_of_battle_vs_character", "")]  # "At the end of a battle in which …"
    alarm = compile_card(real_pool.get("OP09-001").data)  # "…can be activated when your opponent attacks."
    assert alarm.automated and alarm.abilities[0].timing == "on_opponent_attack" and alarm.abilities[0].once_per_turn
    assert timings("OP16-048")[1] == ("on_opponent_attack", "")


@needs_npm
def test_real_card_on_your_opponents_attack_in_words_fires(real_pool):
    # ONE PIECE 10-2-16-1: OP09-001 (Shanks) "[Once Per Turn] This effect can be activated when your
    # opponent attacks. Give up to 1 of your opponent's Leader or Character cards -1000 power …"
    from engine.onepiece import board

    from .helpers import act, choose, clear, new_game, to_turn

    st = to_turn(new_game(), 3)
    clear(st, 1, "leader")
    st.cards["OP09-001"] = real_pool.get("OP09-001").data
    shanks = st.table.add("OP09-001", 1, "leader").uid
    attacker = board.leader(st, 0)
    st = act(st, "attack", attacker=attacker, target=shanks)
    assert st.pending[0].player == 1
    st = choose(st, attacker)
    assert board.power(st, attacker) == 4000


@needs_npm
def test_real_card_when_your_opponent_activates_an_event(real_pool):
    # ONE PIECE 8-5-4: OP11-012 "[Your Turn] [Once Per Turn] When your opponent activates an Event,
    # all of your Characters gain +2000 power during this turn." — the opponent's [Counter] Event
    from engine.onepiece import board

    from .helpers import act, choose, new_game, put, to_turn

    st = to_turn(new_game(), 3)
    st.cards["OP11-012"] = real_pool.get("OP11-012").data
    st.table.add("OP11-012", 0, "characters")
    mine = put(st, 0, "FX01-003", "characters")  # 4000
    guard = put(st, 1, "FX01-021", "hand")  # [Counter] +4000 during this battle
    for _ in range(2):
        board.don_to_cost_area(st, 1, 1, None)
    st = act(st, "attack", attacker=mine, target=board.leader(st, 1))
    st = choose(choose(st, f"e{guard}"), board.leader(st, 1))  # the Event resolves first
    assert board.power(st, mine) == 6000 and board.power(st, board.leader(st, 1)) == 9000
