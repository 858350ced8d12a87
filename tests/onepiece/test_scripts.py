"""Per-card scripts (engine.core.scripts, engine/onepiece/cards/scripted.py): a script is applied
only to the text it was written for, a bad script names its file and line, and the scripts shipped
with the game play their cards clause by clause. Also ``explain`` and ``coverage``'s by_source."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.core.scripts import ScriptError, text_hash
from engine.onepiece import board, game
from engine.onepiece.cards.compiler import compile_card
from engine.onepiece.cards.schema import card_data
from engine.onepiece.cards.scripted import (
    SCRIPTS_DIR,
    active_scripts,
    load_scripts,
    printed_text,
    use_scripts,
)
from engine.onepiece.state import OPState

from .helpers import (
    POOL,
    act,
    add_real,
    choose,
    clear,
    give_don,
    leader,
    needs_npm,
    new_game,
    option_ids,
    paid_with_only,
    pending_kind,
    put,
    to_turn,
)

# A made-up card whose text no template reads ("Wobble" is no game word).
DUMMY_TEXT = "[On Play] Wobble 2 cards and give up to 1 of your opponent's Characters -2000 power during this turn."
DUMMY = card_data(number="FX99-300", name="Script Dummy", type="Character", colors=["Red"], cost=2, power=3000,
                  counter=1000, text=DUMMY_TEXT)


def script_for(data: dict, ability: str, *, sha: str | None = None, card_keys: str = "") -> str:
    return (f'[[card]]\nid = "{data["id"]}"\ntext_sha256 = "{sha or text_hash(printed_text(data))}"\n{card_keys}\n'
            f"[[card.ability]]\n{ability}\n")


DUMMY_ABILITY = """index = 1
effects = [
  { op = "draw", amount = 2, target = { kind = "player" } },
  { op = "modify_stat", amount = -2000, stat = "power", duration = "this_turn", target = { kind = "chosen", count = 1, up_to = true, filter = { side = "opp", zone = "field", types = ["Character"] } } },
]"""


@pytest.fixture
def scripts_in(tmp_path):
    """Apply the scripts of a temporary folder (the game's own again afterwards)."""
    old = use_scripts(None)

    def apply(text: str):
        (tmp_path / "FX99.toml").write_text(text, encoding="utf-8")
        use_scripts(load_scripts(tmp_path))
        return tmp_path / "FX99.toml"

    yield apply
    use_scripts(old)


def test_without_a_script_the_dummy_is_manual():
    assert not compile_card(DUMMY).automated


def test_a_script_is_applied_and_plays(scripts_in):
    scripts_in(script_for(DUMMY, DUMMY_ABILITY))
    comp = compile_card(DUMMY)
    assert comp.automated and comp.abilities[0].timing == "on_play" and comp.abilities[0].script == "FX99.toml:5"
    # played in a game: "[On Play]" from the printed bracket, both effects from the script
    st = to_turn(new_game(), 3)
    st.cards[DUMMY["id"]] = DUMMY
    dummy = st.table.add(DUMMY["id"], 0, "hand").uid
    theirs = put(st, 1, "FX01-003", "characters")  # 4000
    give_don(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=dummy)
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2  # played it, drew 2
    assert pending_kind(st) == "target" and option_ids(st) == [str(theirs)] and st.pending[0].min == 0  # "up to"
    st = choose(st, theirs)
    assert board.power(st, theirs) == 2000


def test_a_stale_script_is_not_applied_and_explain_says_so(scripts_in):
    scripts_in(script_for(DUMMY, DUMMY_ABILITY))
    errata = {**DUMMY, "text": DUMMY_TEXT.replace("-2000", "-3000"), "effect": DUMMY_TEXT.replace("-2000", "-3000")}
    assert compile_card(DUMMY).automated
    assert not compile_card(errata).automated  # the text changed: templates, then manual resolution
    [ability] = game.explain(errata)
    assert ability.source == "manual" and "FX99.toml:1 is stale" in ability.detail
    assert active_scripts().book.status("FX99-300", printed_text(errata)) == "stale"


def test_a_script_for_another_ability_leaves_the_others_to_templates(scripts_in):
    data = card_data(number="FX99-301", name="Two Parts", type="Character", colors=["Red"], cost=2, power=3000,
                     text="[On Play] Draw 1 card. [When Attacking] Wobble.")
    scripts_in(script_for(data, 'index = 2\neffects = [{ op = "mill", amount = 1 }]'))
    first, second = compile_card(data).abilities
    assert (first.timing, first.templates, first.script) == ("on_play", ["draw"], "")
    assert (second.timing, [e.op for e in second.effects], second.script) == ("when_attacking", ["mill"], "FX99.toml:5")
    sources = [(a.source, a.detail) for a in game.explain(data)]
    assert sources == [("template", "draw"), ("script", "FX99.toml:5")]


@pytest.mark.parametrize(("ability", "card_keys", "sha", "message"), [
    ('index = 1\neffects = [{ op = "fly", amount = 1 }]', "", None, r"FX99\.toml:5: unknown op 'fly'"),
    ('index = 1\nspeed = 3\neffects = [{ op = "draw", amount = 1 }]', "", None, r"FX99\.toml:5: unknown ability key\(s\) speed"),
    ('index = 1\neffects = [{ op = "draw", amount = 1 }]', "", "not-a-hash", r"FX99\.toml:1: text_sha256 must be"),
    ('index = 1\neffects = [{ op = "draw", amount = 1 }]', 'colour = "red"', None, r"FX99\.toml:1: unknown key\(s\) colour"),
    ('index = 1\neffects = [{ op = "add_don", amount = 1, zone = "hand" }]', "", None, r"FX99\.toml:5: .*'add_don' reads only"),
    # ONE PIECE's own checks
    ('index = 1\neffects = [{ op = "destroy", target = { kind = "chosen", filter = { colour = "red" } } }]', "", None,
     r"FX99\.toml:5: FX99-300 ability 1: .*unknown filter key\(s\) colour"),
    ('index = 1\neffects = [{ op = "draw", amount = 1, condition = { rested_chars = [2, "more"] } }]', "", None,
     r"FX99\.toml:5: .*unknown condition key\(s\) rested_chars"),
    ('index = 1\neffects = [{ op = "draw", amount = 1, condition = { own_hand = 5 } }]', "", None,
     r"FX99\.toml:5: .*condition own_hand is \[N, \"less\"\]"),
    ('index = 1\ncosts = [{ kind = "pay_berries", n = 1 }]\neffects = [{ op = "draw", amount = 1 }]', "", None,
     r"FX99\.toml:5: .*kind one of"),
    ('index = 1\ntiming = "on_sunrise"\neffects = [{ op = "draw", amount = 1 }]', "", None, r"FX99\.toml:5: .*not a ONE PIECE timing"),
    ('index = 1\neffects = [{ op = "draw", amount = 1, then = [{ op = "mill", amount = 1 }] }]', "", None,
     r"FX99\.toml:5: .*don't nest"),
])
def test_a_bad_script_names_its_file_and_line(tmp_path, ability, card_keys, sha, message):
    (tmp_path / "FX99.toml").write_text(script_for(DUMMY, ability, sha=sha, card_keys=card_keys), encoding="utf-8")
    with pytest.raises(ScriptError, match=message):
        load_scripts(tmp_path)


def test_the_shipped_scripts_load():
    scripts = load_scripts(SCRIPTS_DIR)
    assert {"OP10-079", "OP10-080", "ST30-006"} <= set(scripts.book.scripts)


# --- explain and coverage -------------------------------------------------------------------------


def test_explain_names_keyword_template_and_manual_sources():
    def explained(number):
        return [(a.source, a.detail) for a in game.explain(POOL.get(number).data)]

    assert explained("FX01-009") == [("template", "draw")]  # [On Play] Draw 1 card.
    assert explained("FX01-019") == [("manual", "no template reads this text")]
    sources = explained("FX01-020")  # [Main] Draw 2 cards. [Trigger] Draw 1 card.
    assert sources == [("template", "draw"), ("template", "draw")]
    lines = [a.line("onepiece") for a in game.explain(POOL.get("FX01-020").data)]
    assert lines == ["[template (draw)] [Main] draw 2 cards", "[template (draw)] [Trigger] draw 1 card"]
    blocker = next(rec for rec in POOL.by_id.values() if rec.data.get("effect", "").startswith("[Blocker]"))
    assert game.explain(blocker.data)[0].source == "keyword"


def test_explain_words_targets_and_conditions():
    data = card_data(number="FX99-302", name="Words", type="Event", colors=["Red"], cost=1,
                     text="[Main] If you have 2 or less Life cards, K.O. up to 1 of your opponent's rested Characters with a cost of 3 or less.")
    [ability] = game.explain(data)
    assert ability.summary == ("[Main] if you have 2 or less Life cards, K.O. up to 1 of your opponent's Characters "
                               "(with a cost of 3 or less, rested)")


def test_coverage_counts_cards_by_source(scripts_in):
    cov = game.coverage(POOL)
    assert cov["by_source"] == {"template": cov["automated"], "script": 0, "manual": cov["manual"]} and cov["manual"] == 1
    trickster = POOL.get("FX01-019").data
    scripts_in(script_for(trickster, 'index = 1\neffects = [{ op = "manual", text = "replacement effect" }]'))
    cov = game.coverage(POOL)
    assert cov["by_source"] == {"template": cov["automated"] - 1, "script": 1, "manual": 0}


def test_cli_explains_a_fixture_card(tmp_path):
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-m", "bot", "cards", "explain", "onepiece", "FX01-020"], cwd=root, capture_output=True,
                         text=True, env={"PATH": "/usr/bin:/bin", "DATABASE_PATH": str(tmp_path / "x.sqlite3")}, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "[template (draw)] [Main] draw 2 cards" in out.stdout
    assert f"text_sha256 = {text_hash(printed_text(POOL.get('FX01-020').data))}" in out.stdout


# --- the shipped scripts, played (pinned registry data) -------------------------------------------


@needs_npm
def test_every_shipped_script_matches_the_printed_text(real_pool):
    scripts = active_scripts()
    for key in scripts.book.scripts:
        assert scripts.lookup(real_pool.get(key).data) == (key, "ok"), key


add = add_real


@needs_npm
def test_god_thread_script(real_pool):
    # OP10-079 [Main] "K.O. up to 1 of your opponent's Characters with a cost 5 or less. Then, add up
    # to 1 DON!! card from your DON!! deck and set it as active."
    st = to_turn(new_game(), 3)
    event = add(st, real_pool, "OP10-079", 0, "hand")
    five = put(st, 1, "FX01-007", "characters")  # cost 5
    st.cards["FX99-310"] = card_data(number="FX99-310", name="Big", type="Character", colors=["Red"], cost=6, power=7000)
    six = st.table.add("FX99-310", 1, "characters").uid  # cost 6: not a target
    mine = put(st, 0, "FX01-004", "characters")  # my own: not a target
    give_don(st, 0, 5)
    on_field, active, don_deck = len(st.table.zone(0, "cost_area")), len(board.active_don(st, 0)), len(st.table.zone(0, "don_deck"))
    st = act(st, "play", uid=event)
    # clause 1: K.O. up to 1 (0 allowed, 1-3-5-1) of the opponent's Characters with a cost of 5 or less (10-2-1)
    assert pending_kind(st) == "target" and option_ids(st) == [str(five)] and st.pending[0].min == 0
    assert str(six) not in option_ids(st) and str(mine) not in option_ids(st) and str(leader(st, 1)) not in option_ids(st)
    st = choose(st, five)
    assert st.table.cards[five].zone == "trash" and st.table.cards[six].zone == "characters"
    # clause 2: up to 1 DON!! (0 allowed, 1-3-5-1) from the DON!! deck, set as active (6-4)
    assert pending_kind(st) == "amount" and option_ids(st) == ["0", "1"]
    st = choose(st, "1")
    assert len(st.table.zone(0, "cost_area")) == on_field + 1 and len(st.table.zone(0, "don_deck")) == don_deck - 1
    assert len(board.active_don(st, 0)) == active - 5 + 1  # 5 rested to play it (2-7-3), the new one active
    assert not st.stack and not st.pending


def black_bears_battle(real_pool: CardPool, don: int, hand: int) -> tuple[OPState, int]:
    """P2 attacks P1's leader; P1 (``don`` DON!! on their field, all active; ``hand`` cards in hand
    besides the event) counters with OP10-080 and gives the +4000 to their leader."""
    st = to_turn(new_game(), 4)  # P2's turn
    clear(st, 0, "hand")
    event = add(st, real_pool, "OP10-080", 0, "hand")
    for _ in range(hand):
        put(st, 0, "FX01-003", "hand")
    give_don(st, 0, don - board.don_on_field(st, 0))
    assert board.don_on_field(st, 0) == don and len(board.active_don(st, 0)) == don
    attacker = put(st, 1, "FX01-007", "characters")  # 6000
    st = act(st, "attack", attacker=attacker, target=leader(st, 0))
    st = choose(st, f"e{event}")
    assert pending_kind(st) == "target" and st.pending[0].min == 0  # "up to 1"
    assert set(option_ids(st)) == {str(leader(st, 0))} | {str(u) for u in st.table.zone(0, "characters")}
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, leader(st, 0))
    return st, len(st.table.zone(0, "hand")) - hand


@needs_npm
def test_little_black_bears_script_draws_with_7_don_and_5_cards(real_pool):
    # OP10-080 [Counter] "Up to 1 of your Leader or Character cards gains +4000 power during this
    # battle. Then, if you have 7 or more DON!! cards on your field and 5 or less cards in your hand,
    # draw 1 card."
    st, drawn = black_bears_battle(real_pool, don=7, hand=5)
    assert board.power(st, leader(st, 0)) == 5000 + 4000  # clause 1 (7-1-3-2-2: during this battle)
    assert drawn == 1  # clause 2: 7 DON!! on the field, the hand (5 after the event left it) ≤ 5
    st = choose(st, "done")  # no more counters: 6000 < 9000, no damage; the battle ends
    assert board.power(st, leader(st, 0)) == 5000


@needs_npm
@pytest.mark.parametrize(("don", "hand"), [(6, 5), (7, 6)])
def test_little_black_bears_script_needs_both_conditions(real_pool, don, hand):
    # 8-3-2-1: both conditions must hold: 6 DON!! (too few), or 6 cards in hand (too many)
    st, drawn = black_bears_battle(real_pool, don=don, hand=hand)
    assert board.power(st, leader(st, 0)) == 9000 and drawn == 0


def jinbe_game(real_pool: CardPool, hand: list[str]) -> tuple[OPState, int, list[int]]:
    st = to_turn(new_game(), 3)
    jinbe = add(st, real_pool, "ST30-006", 0, "hand")
    extra = [put(st, 0, number, "hand") for number in hand]
    give_don(st, 0, 5)
    return act(st, "play", uid=jinbe), jinbe, extra


@needs_npm
def test_jinbe_script_trashes_a_6000_power_character_to_draw_2(real_pool):
    # ST30-006 [On Play] "You may trash 1 Character card with 6000 power from your hand: Draw 2 cards."
    st, _jinbe, (six, five, event) = jinbe_game(real_pool, ["FX01-007", "FX01-005", "FX01-020"])  # 6000, 5000, an Event
    assert pending_kind(st) == "pay"  # 8-3-1-4: "you may" pay
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "yes")
    assert paid_with_only(st, six)  # only a Character card with 6000 power: taken (8-3-1, issue #17)
    assert st.table.cards[six].zone == "trash" and st.table.cards[five].zone == "hand" and st.table.cards[event].zone == "hand"
    assert len(st.table.zone(0, "hand")) == hand - 1 + 2


@needs_npm
def test_jinbe_script_declined_or_unpayable_draws_nothing(real_pool):
    st, _jinbe, _ = jinbe_game(real_pool, ["FX01-007"])
    hand = len(st.table.zone(0, "hand"))
    st = choose(st, "no")  # 8-3-1-4: not paid, no effect
    assert len(st.table.zone(0, "hand")) == hand and not st.stack
    st, _jinbe, _ = jinbe_game(real_pool, ["FX01-005"])  # no 6000-power Character: 8-3-1-3
    assert pending_kind(st) is None and not st.stack
