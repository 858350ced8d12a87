"""MLP's card-text pipeline (issue 15): templates registered in their families' modules, MLP's own
ops by registration, per-card TOML scripts (applied, stale, refused with file:line), explanations and
coverage by source, and the scripted real cards played in engine games."""

from __future__ import annotations

import ast
import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import Action, RulesError
from engine.core.cards import CardPool, CardRecord
from engine.core.effects import Effect, game_ops
from engine.core.explain import MANUAL, SCRIPT, TEMPLATE, describe
from engine.core.manual import manual_pending
from engine.core.scripts import ScriptError, text_hash
from engine.mlp import board, game, resolve
from engine.mlp.cards import compiler
from engine.mlp.cards.registry import CLAUSES, LAYOUTS
from engine.mlp.cards.schema import make_card
from engine.mlp.engine import manual_spec
from engine.mlp.game import ENGINE
from tests.shared_data import DATA, needs

from .helpers import act, add_scenes, choose, end_main, fixture_deck, new, place, take, to_turn

ROOT = Path(__file__).resolve().parents[2]
PICNIC_TEXT = "Draw 1 card, then draw cards equal to the number of cards in your Retirement Area with the same name as the card you drew."
INSTEAD_TEXT = "Only adorn 「Dusk」. When adorned Character Retires in Contact, move this Item to Retirement Area instead."


@pytest.fixture
def scripts(tmp_path, monkeypatch):
    """Write scripts to ``tmp_path`` and make the compiler use them (``write(text)`` → the book)."""
    def write(text: str, name: str = "TX.toml"):
        (tmp_path / name).write_text(text, encoding="utf-8")
        book = compiler.load_scripts(tmp_path)
        monkeypatch.setattr(compiler, "script_book", lambda: book)
        compiler._scripted.cache_clear()
        return book
    yield write
    compiler._scripted.cache_clear()


def card(st, cid, text, kind="Character", **kw):
    st.cards[cid] = make_card(id=cid, name=kw.pop("name", cid), type=kind, text=text, **kw)
    return cid


def interaction_turn(seed: int = 1):
    """Turn 3, P1 active, no scenes on the board (so no ひらめき prompts)."""
    st = to_turn(new(seed), 3)
    for p in (0, 1):
        for uid in list(st.table.zone(p, "scenes")):
            st.table.move(uid, "scene_deck", player=p)
    return st


def passes(st):
    while st.pending and st.pending[0].kind == "hirameki":
        st = choose(st, "pass")
    return st


# --- templates as a table ---------------------------------------------------------------------


def test_clause_templates_keep_the_order_they_were_tried_in():
    # one list of 56 clause templates across four family modules (the 8 of templates_tokens added by
    # issue 19), tried in the compiler's old order
    names = CLAUSES.names()
    assert len(names) == 56
    assert names[:4] == ["draw_per", "each_player_draws", "draw", "discard"]
    assert names.index("reveal_top_or_bottom") < names.index("reveal_gate") < names.index("search_deck")
    assert names[-2:] == ["next_item_cost", "win"]
    assert {t.family for t in CLAUSES} == {"templates_cards", "templates_idea", "templates_scenes", "templates_tokens"}
    assert LAYOUTS.names()[-1] == "character"  # the character layout takes every other type


def test_a_template_reads_text_and_unread_text_stays_manual():
    ab = compiler.compile_text("Event", "Draw 2 cards, discard 1 card.").abilities[0]
    assert not ab.manual and [e.op for e in ab.effects] == ["draw", "discard"] and ab.via == "draw, discard"
    ab = compiler.compile_text("Event", PICNIC_TEXT).abilities[0]
    assert ab.manual and ab.effects[0].op == "manual"


def _engine_imports() -> dict[str, set[str]]:
    pkg = ROOT / "engine" / "mlp"
    graph: dict[str, set[str]] = {}
    for path in pkg.rglob("*.py"):
        mod = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = package
                for _ in range(max(0, node.level - 1)):
                    base = base.rpartition(".")[0]
                target = (f"{base}.{node.module}" if node.module else base) if node.level else (node.module or "")
                deps.add(target)
                deps.update(f"{target}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                deps.update(a.name for a in node.names)
        graph[mod] = deps
    return {m: {d for d in deps if d in graph and d != m} for m, deps in graph.items()}


def test_no_import_circle_in_mlp_and_no_template_imports_the_compiler():
    graph = _engine_imports()
    for mod, deps in graph.items():
        if mod.rpartition(".")[2].startswith("templates_") or mod.endswith(("registry", "readers")):
            assert "engine.mlp.cards.compiler" not in deps, mod
    state: dict[str, int] = {}

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for d in graph[m]:
            assert state.get(d) != 1, "import circle: " + " → ".join([*path, m, d])
            if d not in state:
                visit(d, [*path, m])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [])
    assert "engine.core" not in {d for deps in graph.values() for d in deps}  # sanity: only in-package edges
    ops_deps = ast.parse((ROOT / "engine" / "mlp" / "ops.py").read_text(encoding="utf-8"))
    assert all(n.module.startswith("engine.core") or n.module == "__future__" for n in ast.walk(ops_deps) if isinstance(n, ast.ImportFrom))


# --- MLP's own ops ----------------------------------------------------------------------------------


def test_mlp_ops_are_registered_with_their_fields_and_resolvers():
    ops = game_ops("mlp")
    assert {"draw_namesakes", "item_instead"} <= set(ops)
    assert ops["draw_namesakes"].fields == frozenset({"amount"}) and ops["item_instead"].fields == frozenset()
    assert ops["draw_namesakes"].resolver is resolve.draw_namesakes and ops["item_instead"].resolver is resolve.item_instead
    assert "same name" in describe(Effect("draw_namesakes", amount=1), "mlp")


# --- per-card scripts (fixture cards, scripts in tmp_path) ----------------------------------------------

PICNIC_SCRIPT = """
[[card]]
name = "Test Picnic"
text_sha256 = "{sha}"
note = "fixture"

[[card.ability]]
index = 1
timing = "event"
effects = [{{ op = "draw_namesakes", amount = 1 }}]
"""


def _picnic_data(text: str = PICNIC_TEXT) -> dict:
    return make_card(id="TX09-E01", name="Test Picnic", type="Event", harmony=1, text=text)


def test_a_script_replaces_the_manual_ability_and_plays(scripts):
    # 第六節 1.0.0 draws; the script's op counts the rest area once the first card is drawn
    scripts(PICNIC_SCRIPT.format(sha=text_hash(PICNIC_TEXT)))
    data = _picnic_data()
    compiled = compiler.compile_card(data)
    assert not compiled.manual and compiled.abilities[0].effects == [Effect("draw_namesakes", amount=1)]
    (ex,) = game.explain(data)
    assert ex.source == SCRIPT and ex.detail == "script TX.toml:7" and "same name" in ex.line("mlp")

    st = new()
    add_scenes(st, 0, 1)
    st.cards["TX09-E01"] = data
    ev = st.table.add("TX09-E01", 0, "hand").uid
    top = take(st, 0, "FX01-C02")
    st.table.move(top, "deck", player=0, position=0)
    for cid in ("FX01-C02", "FX01-C02", "FX01-C03"):  # two namesakes of the card about to be drawn, one other card
        st.table.add(cid, 0, "rest")
    hand = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": ev}))
    assert top in st.table.zone(0, "hand")
    assert len(st.table.zone(0, "hand")) == hand - 1 + 1 + 2
    assert st.table.cards[ev].zone == "rest"  # 第四節 3.3.1


def test_a_stale_script_is_not_applied_and_explain_says_so(scripts):
    scripts(PICNIC_SCRIPT.format(sha=text_hash(PICNIC_TEXT)))
    errata = _picnic_data(PICNIC_TEXT.replace("Draw 1 card", "Draw 2 cards"))
    assert compiler.compile_card(errata).manual  # falls back to templates / manual resolution
    (ex,) = game.explain(errata)
    assert ex.source == MANUAL and "stale" in ex.detail and "TX.toml" in ex.detail


@pytest.mark.parametrize(("body", "line", "words"), [
    ('[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntiming = "event"\neffects = [{ op = "fly" }]\n', 5, "unknown op"),
    ('[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntimming = "event"\neffects = [{ op = "draw", amount = 1 }]\n', 5, "timming"),
    ('[[card]]\nname = "X"\ntext_sha256 = "not-a-hash"\n\n[[card.ability]]\nindex = 1\ntiming = "event"\neffects = [{ op = "draw", amount = 1 }]\n', 1, "text_sha256"),
    ('\n[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntiming = "sometimes"\neffects = [{ op = "draw", amount = 1 }]\n', 6, "timing"),
    ('[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntiming = "activated"\ncost = "gold"\neffects = [{ op = "draw", amount = 1 }]\n', 5, "cost"),
    ('[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntiming = "event"\ncondition = { hand_max = 2 }\neffects = [{ op = "draw", amount = 1 }]\n', 5, "hand_max"),
    ('[[card]]\nname = "X"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\ntiming = "event"\neffects = [{ op = "item_instead", amount = 1 }]\n', 5, "reads only"),
])
def test_a_bad_script_is_refused_naming_file_and_line(tmp_path, body, line, words):
    (tmp_path / "bad.toml").write_text(body, encoding="utf-8")
    with pytest.raises(ScriptError) as err:
        compiler.load_scripts(tmp_path)
    assert f"bad.toml:{line}:" in str(err.value) and words in str(err.value)


def test_the_shipped_scripts_load_and_name_real_card_numbers():
    book = compiler.load_scripts(compiler.SCRIPTS)
    assert set(book.scripts) == {"BP01-SPR23", "SD01-SPR07", "BP02-SPR20", "BP02-SPR04", "BP02-SPR26", "BP02-SPR23"}
    for path in compiler.SCRIPTS.glob("*.toml"):
        assert "Retirement Area" not in path.read_text(encoding="utf-8").split("note")[0]  # the card text is not stored


INSTEAD_SCRIPT = """
[[card]]
id = "TX09-I01"
text_sha256 = "{sha}"

[[card.ability]]
index = 1
timing = "replace"
trigger = "wearer_contact_retire"
effects = [{{ op = "item_instead" }}]
"""


def _instead_game(scripts, with_item: bool = True):
    scripts(INSTEAD_SCRIPT.format(sha=text_hash(INSTEAD_TEXT)))
    st = interaction_turn()
    card(st, "TX09-I01", INSTEAD_TEXT, kind="Item", harmony=1)
    add_scenes(st, 0, 1)
    mine = place(st, 0, "FX01-C02", 0)  # Dusk, idea 3
    theirs = place(st, 1, "FX01-C08", 0)  # idea 7
    item = None
    if with_item:
        item = st.table.add("TX09-I01", 0, "hand").uid
        st = act(st, Action("play", 0, {"uid": item, "wearer": mine}))
        st.table.zone(0, "scenes").clear()
    return st, mine, theirs, item


def test_a_worn_item_goes_to_the_rest_area_in_place_of_its_wearer(scripts):
    # 第四節 4.3.4: the wearer would leave by interaction; the item's replacement sends the item instead
    st, mine, theirs, item = _instead_game(scripts)
    st = passes(end_main(st))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[item].zone == "rest"
    assert st.table.cards[item].attached_to is None and board.item_of(st, mine) is None
    assert st.table.cards[theirs].zone == "adventure"


def test_without_the_item_the_loser_leaves(scripts):
    # contrast: 第四節 4.3.4 as printed
    st, mine, _, _ = _instead_game(scripts, with_item=False)
    st = passes(end_main(st))
    assert st.table.cards[mine].zone == "rest"


JEWEL_TEXT = 'Adorned Character gains " Send your adorned Item card to the Retirement Area to gain +2 Inspiration until the end of turn."'
JEWEL_SCRIPT = """
[[card]]
id = "TX09-I02"
text_sha256 = "{sha}"

[[card.ability]]
index = 1
timing = "activated"
granted = true
cost = "send_item"
effects = [{{ op = "modify_stat", amount = 2, stat = "idea", duration = "this_turn", target = {{ kind = "self" }} }}]
"""


def test_an_activated_effect_whose_cost_is_the_worn_item(scripts):
    # 第二節 1.6.4c / 第五節 3.1.5–3.1.6: the cost (send the worn item to the rest area) must be payable
    scripts(JEWEL_SCRIPT.format(sha=text_hash(JEWEL_TEXT)))
    st = new()
    card(st, "TX09-I02", JEWEL_TEXT, kind="Item", harmony=1)
    add_scenes(st, 0, 1)
    wearer = place(st, 0, "FX01-C02", 0)
    item = st.table.add("TX09-I02", 0, "hand").uid
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    st.table.cards[wearer].tapped = True  # tapping is not this effect's cost
    uses = [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate"]
    assert [a.args for a in uses] == [{"uid": wearer, "ability": board.GRANTED}]
    idea = board.idea(st, wearer)
    st = act(st, uses[0])
    assert st.table.cards[item].zone == "rest" and board.idea(st, wearer) == idea + 2
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate"]  # no item, no cost to pay
    with pytest.raises(RulesError, match="no such effect"):  # the item (and what it granted) is gone
        act(st, uses[0])


# --- explain, coverage, choices, manual resolution ----------------------------------------------------


def test_explain_and_coverage_by_source_on_the_fixture_set():
    recs = {r.data["name"]: r.data for r in game.fixture_cards()}
    (ex,) = game.explain(recs["Study Session"])
    assert ex.source == TEMPLATE and ex.detail == "templates: draw, discard" and "Draw 2 cards" in game.printed_text(recs["Study Session"])
    (ex,) = game.explain(recs["Trickster Draconequus"])
    assert ex.source == MANUAL
    assert game.explain(recs["Dusk Pegasus"]) == []  # no ability text
    (ex,) = game.explain(recs["Quill of Notes"])  # an ability the item grants
    assert ex.text.startswith("Adorned Character gains: ") and "adorned character gains" in ex.summary
    cov = game.coverage(CardPool("mlp", game.fixture_cards()))
    # manual on purpose: Trickster Draconequus and Strange Mirror (an unread ひらめき, 第五節 1.3.1a)
    assert sum(cov["by_source"].values()) == cov["unique_cards"] and cov["by_source"]["manual"] == cov["manual"] == 2


def test_cli_explains_a_fixture_card(tmp_path):
    from bot.store import open_store

    db = tmp_path / "cards.sqlite3"

    async def fill(cards: list[CardRecord]) -> None:
        store = await open_store(str(db))
        try:
            await store.upsert_cards("mlp", cards)
        finally:
            await store.close()

    asyncio.run(fill(game.fixture_cards()))
    env = {**{k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}, "DATABASE_PATH": str(db)}
    out = subprocess.run([sys.executable, "-m", "bot", "cards", "explain", "mlp", "Study Session"], cwd=ROOT,
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    sha = text_hash("Draw 2 cards, discard 1 card.")
    assert f"text_sha256 = {sha}" in out.stdout and "[template (templates: draw, discard)]" in out.stdout


def test_deck_order_is_the_core_order_choice_with_the_stored_context_keys():
    # 第六節 9.3.0: mulligan puts the hand on the bottom in the order the owner chooses
    st, _ = ENGINE.new_game(["A", "B"], [fixture_deck(), fixture_deck()], 5, {"first_player": 0})
    st = choose(st, "mulligan")
    pend = st.pending[0]
    assert pend.kind == "deck_order" and set(pend.context) == {"uids", "placed", "zone", "where", "after", "rule"}
    assert (pend.min, pend.max) == (1, len(pend.options))


def test_manual_resolution_uses_the_spec_filter_and_the_mlp_draw():
    # 第五節 2.1.1 / 2.1.1c: no damage by hand; the MLP draw loses on an empty deck (第一節 4.2.0)
    spec = manual_spec()
    assert spec.allow is not None and spec.draw is not None and spec.shuffle is not None
    st = new()
    st.pending.insert(0, manual_pending(0, None, "x", spec.rule))
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.args.get("op") in ("damage", "heal")]
    mine = place(st, 0, "FX01-C02", 0)
    with pytest.raises(RulesError) as err:  # MLP has no damage (第五節 2.1.1: only what the game allows)
        act(st, Action("manual", 0, {"op": "damage", "uid": mine, "n": 1}))
    assert err.value.message_ja == "そのカードは手動で動かせません" and "第五節 2.1.1" in str(err.value.rule)
    st.table.zone(1, "deck").clear()
    st = act(st, Action("manual", 0, {"op": "draw", "target": 1, "n": 1}))
    assert st.result is not None and st.result.winners == [0]


# --- the scripted real cards, played (shared data) -----------------------------------------------------

DB = DATA / "mlp" / "MLP-DB.json"


@pytest.fixture(scope="module")
def real():
    if not DB.exists():
        pytest.skip(f"needs {DB}")
    return {r.id: r.data for r in game.import_cards(str(DB)).cards}


def _with(st, recs, *ids):
    for cid in ids:
        st.cards[cid] = recs[cid]


@needs(DB)
def test_every_scripted_real_card_compiles_from_its_script(real):
    for cid in ("BP01-SPR23", "SD01-SPR07", "BP02-SPR20", "BP02-SPR04", "BP02-SPR26", "BP02-SPR23"):
        assert compiler.script_status(real[cid])[0] == "ok", cid
        assert not compiler.compile_card(real[cid]).manual and all(e.source == SCRIPT for e in game.explain(real[cid])), cid
    assert compiler.compile_card(real["BP02-C05"]).manual  # its [Pre-plan] text is unread (see the report)


@needs(DB)
def test_picnic_day_draws_one_then_one_per_namesake(real):
    # BP02-SPR20: "Draw 1 card, then draw cards equal to the number of cards in your Retirement Area
    # with the same name as the card you drew."
    st = new()
    _with(st, real, "BP02-SPR20", "BP01-C01")
    add_scenes(st, 0, real["BP02-SPR20"]["harmony"])
    ev = st.table.add("BP02-SPR20", 0, "hand").uid
    top = st.table.add("BP01-C01", 0, "deck").uid
    st.table.move(top, "deck", player=0, position=0)
    name = real["BP01-C01"]["name"]
    same = [cid for cid, d in real.items() if d["name"] == name and d["type"] == "Character"][:3]
    for cid in same:
        st.cards[cid] = real[cid]
        st.table.add(cid, 0, "rest")
    st.table.add("FX01-C03", 0, "rest")  # another name: not counted
    hand = len(st.table.zone(0, "hand"))
    st = act(st, Action("play", 0, {"uid": ev}))
    assert top in st.table.zone(0, "hand") and len(st.table.zone(0, "hand")) == hand - 1 + 1 + len(same)


@needs(DB)
@pytest.mark.parametrize("others", [1, 0])
def test_sleep_soundly(real, others):
    # BP02-SPR04: "If you have 2 or more cards in your Hand (including this card), discard 1 card, all of
    # Rival's Characters get -1 Inspiration until the end of turn." (第五節 1.5.1: checked as it resolves)
    st = new()
    _with(st, real, "BP02-SPR04")
    add_scenes(st, 0, real["BP02-SPR04"]["harmony"])
    for uid in list(st.table.zone(0, "hand"))[others:]:
        st.table.move(uid, "deck", player=0)
    ev = st.table.add("BP02-SPR04", 0, "hand").uid
    rival = [place(st, 1, "FX01-C02", 0), place(st, 1, "FX01-C08", 1)]
    mine = place(st, 0, "FX01-C03", 0)
    before = [board.idea(st, u) for u in rival]
    st = act(st, Action("play", 0, {"uid": ev}))
    if others:
        assert st.pending[0].kind == "discard" and st.pending[0].min == 1
        discard = st.pending[0].options[0].id
        st = choose(st, discard)
        assert st.table.cards[int(discard)].zone == "rest"
        assert [board.idea(st, u) for u in rival] == [b - 1 for b in before]
        assert board.idea(st, mine) == 2  # only the rival's characters
    else:  # only this card in hand: the condition fails, nothing happens
        assert not st.pending and [board.idea(st, u) for u in rival] == before


def _wear(st, real, item_id, wearer):
    _with(st, real, item_id)
    add_scenes(st, 0, real[item_id]["harmony"])
    item = st.table.add(item_id, 0, "hand").uid
    st = act(st, Action("play", 0, {"uid": item, "wearer": wearer}))
    st.table.zone(0, "scenes").clear()
    return st, item


@needs(DB)
@pytest.mark.parametrize(("item_id", "wearer_id"), [("BP01-SPR23", "BP01-C08"), ("SD01-SPR07", "BP01-C07")])
def test_soda_and_funny_glasses_leave_instead_of_their_wearer(real, item_id, wearer_id):
    # "When adorned Character Retires in Contact, move this Item to Retirement Area instead." (第四節 4.3.4)
    wearer_name = real[wearer_id]["name"]
    assert f"「{wearer_name}」" in real[item_id]["text"]  # the item's "Only adorn" names this character
    st = interaction_turn()
    _with(st, real, wearer_id)
    mine = st.table.add(wearer_id, 0, "adventure").uid
    st.table.cards[mine].flags = {"slot": 0}
    card(st, "TX09-C01", "", idea=20, harmony=1, keywords=["Test"])
    strong = st.table.add("TX09-C01", 1, "adventure").uid
    st.table.cards[strong].flags = {"slot": 0}
    st, item = _wear(st, real, item_id, mine)
    st = passes(end_main(st))
    assert st.table.cards[mine].zone == "adventure" and st.table.cards[item].zone == "rest"
    assert board.item_of(st, mine) is None


@needs(DB)
def test_crimson_jewel(real):
    # BP02-SPR26: the wearer gains "send your adorned Item to the Retirement Area: +2 Inspiration until the end of turn"
    st = new()
    wearer = place(st, 0, "FX01-C02", 0)
    st, item = _wear(st, real, "BP02-SPR26", wearer)
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "activate")
    st = act(st, use)
    assert st.table.cards[item].zone == "rest" and board.idea(st, wearer) == 3 + 2
    assert not st.table.cards[wearer].tapped  # sending the item is the whole cost
    assert [(m.delta, m.duration) for m in st.modifiers if m.uid == wearer] == [(2, "this_turn")]  # until the end of turn


@needs(DB)
def test_daring_do_book(real):
    # BP02-SPR23: the wearer gains "[Tap]: move to an open Adventure Area" (第六節 12.1.0)
    st = new()
    wearer = place(st, 0, "FX01-C02", 0)
    st, _ = _wear(st, real, "BP02-SPR23", wearer)
    use = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "activate")
    st = act(st, use)
    assert st.table.cards[wearer].tapped and st.pending[0].kind == "move_slot"
    st = choose(st, "2")
    assert board.slot_of(st, wearer) == 2 and st.moved[wearer] == 1
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "activate"]  # tapped: the cost can't be paid
