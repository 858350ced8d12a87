"""WoW's card-text pipeline (issue 15): registered ops, template tables, per-card scripts, explain
and coverage by source, the manual draw hook, and the layering of ``engine/wow/cards`` (no template
imports the compiler; the card package imports no engine module)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.cards import CardPool
from engine.core.effects import Effect, Target, game_op, game_ops
from engine.core.scripts import ScriptError, text_hash
from engine.wow import game, ops
from engine.wow.cards import compiler, registry, scripts
from engine.wow.cards.compiler import card_powers, compile_card_text, is_automated
from engine.wow.cards.schema import make_card
from engine.wow.engine import MANUAL_SPEC
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "engine" / "wow" / "cards"

# --- ops by registration ------------------------------------------------------------------------------


def test_every_wow_op_is_registered_with_a_phrase_and_a_resolver():
    # every op the engine carries out is declared once (engine.wow.ops) and resolved where it is carried out
    names = set(game_ops("wow"))
    assert names == set(ops.OPS) and {"add_counters", "gain_control", "flip", "order_onto_deck"} <= names
    for name in names:
        spec = game_op("wow", name)
        assert spec.describe, name
        assert (spec.resolver is None) == (name in ops.CONTINUOUS_ONLY), name  # read by engine.wow.damage only
    assert Effect("extra_turn").op == "extra_turn"  # a plain Effect, no subclass
    with pytest.raises(ValueError):
        Effect("no_such_op")


def test_a_registered_op_runs_through_its_resolver():
    # 404.1a: "Add an honor counter." — dispatched by procedure.run_effects to counters' resolver
    from engine.wow import procedure
    from engine.wow.state import Link

    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    link = Link("trigger", 0, ally, -1, label="test")
    procedure.run_effects(st, link, [Effect("add_counters", 2, None, stat="honor")])
    assert st.table.cards[ally].counters == {"honor": 2}


# --- template tables ----------------------------------------------------------------------------------


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            out |= {base} | {f"{base}.{a.name}" if base.endswith(".") is False else base + a.name for a in node.names}
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
    return out


def test_templates_never_import_the_compiler_and_readers_import_no_template():
    for path in sorted(CARDS.glob("*.py")):
        imported = _imports(path)
        if path.name.startswith("templates_"):
            assert not any(i.startswith(".compiler") for i in imported), path.name
        if path.name in ("readers.py", "registry.py", "keys.py", "power.py", "conditions.py"):
            assert not any("templates_" in i for i in imported), path.name
        # the card package reads text only: it imports no engine module (only WoW's op declarations)
        outside = {i for i in imported if i.startswith("engine.wow") or i.startswith("..")}
        assert outside <= {"..", "...ops", "..ops", "engine.wow.deckbuilding", "engine.wow.deckbuilding.clauses"}, (path.name, outside)


def test_no_import_circle_in_the_card_package():
    tool = ROOT.parent / "shared" / "tools" / "import_cycles.py"
    if not tool.exists():
        pytest.skip(f"needs {tool}")
    out = subprocess.run([sys.executable, str(tool), "engine/wow/cards"], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


def test_sentence_templates_are_tried_in_the_compilers_order():
    names = registry.SENTENCES.names()
    assert names[0] == "may" and names.index("grant_list") < names.index("zones") < names.index("add_counters")
    assert names.index("tokens") < names.index("prevent_all") < names.index("draw") < names.index("grant_keyword") == len(names) - 1
    assert registry.PAIRS.names()[:2] == ["reveal_pick", "reveal_more"] and registry.TEXTS.names()[:2] == ["damage", "verb_up_to_n_targets"]
    assert len(compiler.FAMILIES) >= 8


def test_a_stop_template_ends_the_search():
    # "deals N damage to <unreadable>": the damage template knows the sentence and says it can't read it
    assert registry.read_sentence("Your hero deals 2 fire damage to the moon.", "X") is None
    assert registry.read_sentence("Your hero deals 2 fire damage to target ally.", "X")[0].op == "damage"


# --- per-card scripts ---------------------------------------------------------------------------------

FIXTURE_TEXT = "2, [Exhaust] -> Exhaust up to two target sleeping allies."
"""A fixture ally of our own (no real card): an activated power no template reads."""


def _fixture(name: str = "Pipeline Crab", text: str = FIXTURE_TEXT) -> dict:
    return make_card(name=name, type="ally", cost=3, atk=2, damage_type="melee", health=3, text=text, set="TEST", number=1)


def _script(folder: Path, name: str, text: str, body: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "test.toml"
    path.write_text(body if body is not None else f'''[[card]]
name = "{name}"
text_sha256 = "{text_hash(text)}"

[[card.ability]]
index = 1
kind = "activated"
cost = {{ resources = 2, exhaust_self = true }}
effects = [
  {{ op = "tap", optional = true, target = {{ kind = "chosen", filter = {{ types = ["ally"], distinct = true }}, up_to = true }} }},
  {{ op = "tap", target = {{ kind = "chosen", filter = {{ types = ["ally"], distinct = true }}, up_to = true }} }},
]
''', encoding="utf-8")
    return path


def test_fixture_card_is_manual_without_a_script():
    assert not is_automated(_fixture("Pipeline Crab Plain"))


def test_script_applied_to_its_printed_ability(tmp_path, monkeypatch):
    data = _fixture("Pipeline Crab Applied")
    book = scripts.load(_script(tmp_path, data["name"], data["text"]).parent)
    monkeypatch.setattr(scripts, "book", lambda: book)
    [power] = card_powers(data)
    assert (power.kind, power.cost["resources"], power.cost["exhaust_self"], power.automated) == ("activated", 2, True, True)
    assert [e.op for e in power.effects] == ["tap", "tap"] and power.text == FIXTURE_TEXT
    [line] = game.explain(data)
    assert line.source == "script" and line.detail == "scripts/test.toml:5"
    assert "You may exhaust up to 1 chosen card" in line.line("wow") and "exert" not in line.line("wow")  # WoW's words
    assert game.printed_text(data) == FIXTURE_TEXT


def test_stale_script_is_not_applied_and_explain_says_so(tmp_path, monkeypatch):
    old = _fixture("Pipeline Crab Errata")
    book = scripts.load(_script(tmp_path, old["name"], old["text"]).parent)
    monkeypatch.setattr(scripts, "book", lambda: book)
    new = _fixture("Pipeline Crab Errata", FIXTURE_TEXT.replace("two", "three"))  # errata: the printed text changed
    assert book.status(new["name"], game.printed_text(new)) == "stale"
    assert not is_automated(new) and scripts.script_for(new) is None
    [line] = game.explain(new)
    assert line.source == "manual" and "stale" in line.detail


@pytest.mark.parametrize(("body", "line", "message"), [
    ('[[card]]\nname = "A"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\nkind = "play"\neffects = [{ op = "teleport" }]\n',
     5, "unknown op 'teleport'"),
    ('[[card]]\nname = "A"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\nkind = "play"\nwhen = "now"\neffects = [{ op = "draw", amount = 1 }]\n',
     5, "unknown ability key(s) when"),
    ('[[card]]\nname = "A"\ntext_sha256 = "not-a-hash"\n\n[[card.ability]]\nindex = 1\nkind = "play"\neffects = [{ op = "draw", amount = 1 }]\n',
     1, "text_sha256"),
    ('# WoW keys\n[[card]]\nname = "A"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\nkind = "triggered"\neffects = [{ op = "draw", amount = 1 }]\n',
     6, "names its trigger"),
    ('[[card]]\nname = "A"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\nkind = "spell"\neffects = [{ op = "draw", amount = 1 }]\n',
     5, "kind = 'spell'"),
    ('[[card]]\nname = "A"\ntext_sha256 = "0123456789abcdef"\n\n[[card.ability]]\nindex = 1\nkind = "play"\neffects = [{ op = "gain_control", amount = 2 }]\n',
     5, "reads only"),
])
def test_bad_script_names_file_and_line(tmp_path, body, line, message):
    path = _script(tmp_path, "", "", body)
    with pytest.raises(ScriptError) as err:
        scripts.load(path.parent)
    assert err.value.line == line and message in str(err.value) and str(err.value).startswith(f"{path}:{line}:")


def test_shipped_scripts_load_and_name_their_cards():
    book = scripts.book()
    assert {"Soul Cleave", "Evaax, Herald of Death"} <= set(book.scripts)
    for script in book.scripts.values():
        assert len(script.text_sha256) == 16 and script.key  # the card's name and the hash of its text, no text


# --- the scripted real cards, played (skipped without ../shared/data) ------------------------------------


def _real_pool() -> CardPool:
    from engine.wow.game import import_cards

    return CardPool("wow", import_cards(str(WOW_CARDS)).cards)


def _put_real(st, pool: CardPool, player: int, name: str, zone: str) -> int:
    rec = pool.find_name(name)
    card = st.table.add(rec.id, player, zone)
    st.cards[rec.id] = rec.data
    card.entered_turn = -1
    return card.uid


@needs(WOW_CARDS)
def test_soul_cleave_destroys_up_to_two_target_allies():
    # TOT-80 "As an additional cost to play this ability, destroy an ally you control. / Destroy up to two
    # target allies." — the cost (403.1, templates_extra_cost), then two different targets or fewer (EN 706)
    pool = _real_pool()
    data = pool.find_name("Soul Cleave").data
    assert is_automated(data) and scripts.script_for(data) is not None
    [cost_line, cleave] = game.explain(data)
    assert (cost_line.source, cleave.source) == ("template", "script")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    a, b = put(st, 1, "Iron Sentinel", "allies"), put(st, 1, "Raging Brute", "allies")
    spare = put(st, 1, "Loyal Hound", "allies")
    for _ in range(3):
        put(st, 0, "Mist Owl", "resources")
    uid = _put_real(st, pool, 0, "Soul Cleave", "hand")
    st = apply(st, "play", 0, uid=uid, x=0, extra=[mine])
    assert st.pending and st.pending[0].min == 0  # "up to": no target is a legal choice
    st = choose(st, str(a))
    assert str(a) not in [o.id for o in st.pending[0].options]  # the second target is another ally
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[a].zone == "graveyard" and st.table.cards[b].zone == "graveyard"
    assert st.table.cards[mine].zone == "graveyard"  # the additional cost (403.1)
    assert st.table.cards[spare].zone == "allies"


@needs(WOW_CARDS)
@pytest.mark.parametrize("other_dk", [True, False])
def test_evaax_destroys_target_opposing_ally_only_when_empowered(other_dk):
    # TOT-106 "Empower Death Knight: When this ally enters play, if you control another Death Knight hero or
    # ally, destroy target opposing ally." — triggered on entering play (EN 703), the condition checked as
    # it resolves (EN 709); Evaax himself (a Death Knight) does not count ("another")
    pool = _real_pool()
    data = pool.find_name("Evaax, Herald of Death").data
    assert is_automated(data) and game.explain(data)[0].source == "script"
    st = start()
    if other_dk:
        _put_real(st, pool, 0, "Deathsmasher Mogdar", "allies")  # another Death Knight ally (COH-130)
    enemy = put(st, 1, "Raging Brute", "allies")
    for _ in range(6):
        put(st, 0, "Mist Owl", "resources")
    uid = _put_real(st, pool, 0, "Evaax, Herald of Death", "hand")
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert st.table.cards[uid].zone == "allies"
    if st.pending and st.pending[0].kind == "target":
        assert [o.id for o in st.pending[0].options] == [str(enemy)]  # an opposing ally only
        st = resolve_chain(choose(st, str(enemy)))
    assert (st.table.cards[enemy].zone == "graveyard") is other_dk


# --- explain, coverage, the manual draw -----------------------------------------------------------------


def test_explain_names_keyword_template_and_manual():
    keyword = make_card(name="Pipeline Guard", type="ally", cost=2, atk=1, damage_type="melee", health=3, text="Protector", set="TEST", number=2)
    assert [(a.source, a.detail) for a in game.explain(keyword)] == [("keyword", "keyword")]
    drawer = make_card(name="Pipeline Owl", type="ally", cost=2, atk=1, damage_type="melee", health=1,
                       text="When this ally enters play, draw a card.", set="TEST", number=3)
    [line] = game.explain(drawer)
    assert (line.source, line.detail) == ("template", "triggered enter: draw")
    assert line.line("wow") == "[template (triggered enter: draw)] When this ally enters play: draw 1 card"  # its trigger (EN 703), explain36
    [manual] = game.explain(_fixture("Pipeline Crab Explain"))
    assert (manual.source, manual.detail) == ("manual", "no template reads this text")
    assert compile_card_text.cache_info().currsize > 0


def test_coverage_counts_by_source():
    cards = [_fixture("Pipeline Crab Coverage"), make_card(name="Pipeline Owl Two", type="ally", cost=2, atk=1, damage_type="melee", health=1,
                                                           text="Protector", set="TEST", number=4)]
    from engine.core.cards import CardRecord

    pool = CardPool("wow", [CardRecord(id=f"T-{i}", names={"en": c["name"]}, data=c) for i, c in enumerate(cards)])
    cov = game.coverage(pool)
    assert cov["by_source"] == {"template": 1, "script": 0, "manual": 1} and cov["automated"] == 1


def test_coverage_leaves_out_raid_and_dungeon_cards():
    # WoW 100.2: a raid or dungeon deck's boss and encounter cards are not legal in a player's deck, so no hosted
    # match can play them: they are counted apart, not as manual cards (here a boss of a raid set, MCR, and one
    # with the importer's encounter mark)
    from engine.core.cards import CardRecord

    cards = [_fixture("Pipeline Crab Coverage"),
             {**_fixture("Pipeline Crab Coverage"), "name": "Pipeline Boss", "set": "MCR"},
             {**_fixture("Pipeline Crab Coverage"), "name": "Pipeline Encounter", "encounter": True}]
    pool = CardPool("wow", [CardRecord(id=f"T-{i}", names={"en": c["name"]}, data=c) for i, c in enumerate(cards)])
    cov = game.coverage(pool)
    assert (cov["unique_cards"], cov["manual"], cov["encounter_names"]) == (1, 1, 2)
    assert "MCR" not in game.coverage_by_set(pool)


def test_cli_explain_on_a_fixture_card(tmp_path):
    # python -m bot cards import / explain on a one-card decktools file of our own
    import json
    import os

    (tmp_path / "tst.json").write_text(json.dumps([{"name": "Pipeline Owl CLI", "type": "Ally", "setcode": "TST", "no": 1, "cost": 2,
                                                    "attack": 1, "dmgtype": "Melee", "health": 1, "rarity": "c",
                                                    "rules": "When this ally enters play, draw a card."}]), encoding="utf-8")
    env = {**os.environ, "DATABASE_PATH": str(tmp_path / "wow.sqlite3")}
    run = [sys.executable, "-m", "bot", "cards"]
    imported = subprocess.run([*run, "import", "wow", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert imported.returncode == 0, imported.stderr
    out = subprocess.run([*run, "explain", "wow", "Pipeline Owl CLI"], cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert f"text_sha256 = {text_hash('When this ally enters play, draw a card.')}" in out.stdout
    assert "[template (triggered enter: draw)] When this ally enters play: draw 1 card" in out.stdout  # its trigger (EN 703), explain36


def test_manual_draw_from_an_empty_deck_decks_the_player():
    # 415.9e / 410.6b: a draw by hand is a draw; from an empty deck the player loses in the next check
    st = start()
    for uid in list(st.table.zone(1, "deck")):
        st.table.move(uid, "removed", player=1)
    events = MANUAL_SPEC.draw(st, 1, 1, MANUAL_SPEC.rule)
    assert st.decked[1] and [e.kind for e in events] == ["decked"]
    st2 = start()
    before = len(st2.table.zone(0, "hand"))
    events = MANUAL_SPEC.draw(st2, 0, 1, MANUAL_SPEC.rule)
    assert len(st2.table.zone(0, "hand")) == before + 1 and not st2.decked[0]
    assert [e.kind for e in events] == ["draw_private"]  # the public line is the manual step's own


def test_target_reader_is_public():
    from engine.wow.cards.readers import target

    assert target("target opposing ally", "X") == Target("chosen", {"types": ["ally"], "side": "opposing"})
