"""Explain a card (template / script / keyword / manual, in words), coverage by source, Lorcana's
registered ops and the template registries."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

from engine.core.cards import CardPool, normalize_name
from engine.core.effects import Effect, Target, game_ops
from engine.lorcana import game
from engine.lorcana.cards import registries
from engine.lorcana.cards.compiler import FAMILIES, compile_card
from engine.lorcana.cards.explain import describe_ability
from engine.lorcana.cards.scripted import default_book
from tests.lorcana.helpers import POOL, custom
from tests.lorcana.real import registry_cards

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "engine" / "lorcana" / "cards"


def test_explain_names_template_keyword_and_manual():
    owl = POOL.get("FX-18").data  # KNOW-IT-ALL When you play this character, draw a card.
    [line] = game.explain(owl)
    assert (line.source, line.detail) == ("template", "trigger played_self, effect draw")
    assert line.line("lorcana") == "[template (trigger played_self, effect draw)] When you play this card, draw 1 card"
    [kw] = game.explain(POOL.get("FX-2").data)  # Bodyguard
    assert (kw.source, kw.summary) == ("keyword", "Bodyguard")
    [manual] = game.explain(POOL.get("FX-24").data)  # CONTRAPTION: no template
    assert manual.source == "manual" and "CONTRAPTION" in manual.text and manual.detail == "no template reads this text"


def test_explain_boost_is_automated_as_an_activated_ability():
    # Lorcana 2.2.0 8.4.1 (outside the seed documents): Boost is applied by the engine (issue 16)
    card = custom("T-boost", "Booster", "Boost 2 {I} (Once during your turn, you may pay 2 {I} to put the top card of your deck facedown under this character.)")
    [line] = game.explain(card)
    assert line.source == "template" and "Boost" in line.line("lorcana") and "2 ink" in line.line("lorcana")


def test_explain_a_script_card_and_printed_text():
    nala = registry_cards()["Nala - Undaunted Lioness"]
    [line] = game.explain(nala)
    assert line.source == "script" and line.detail == "scripts/set09.toml:10"
    assert "+1 lore while this card has no damage" in line.line("lorcana") and "Resist +1" in line.line("lorcana")
    # printed text: reminder text is not rules text (1.1.6), so every printing hashes the same
    assert game.printed_text(nala) == "DETERMINED DIVERSION While this character has no damage, she gets +1 {L} and gains Resist +1."


def test_describe_floating_trigger_and_instead():
    card = custom("T-float", "Floater", "", card_type="Action", cost=1)
    card["abilities"] = [{"type": "effect", "name": "", "text": "This turn, whenever one of your characters quests, gain 1 lore."}]
    [ab] = compile_card(card)
    assert describe_ability(ab) == "This turn, whenever one of your characters quests: you gain 1 lore"


def test_coverage_by_source_counts_the_same_cards():
    cov = game.coverage(POOL)
    assert cov["by_source"] == {"template": cov["automated"], "script": 0, "manual": cov["manual"]}
    real = CardPool("lorcana", [rec for rec in _registry_records()])
    cov = game.coverage(real)
    src = cov["by_source"]
    assert src["template"] + src["script"] == cov["automated"] and src["manual"] == cov["manual"]
    scripted = {normalize_name(d["full_name"]) for d in registry_cards().values()
                if all(a.ok for a in compile_card(d)) and any(a.source == "script" for a in compile_card(d))}
    assert src["script"] == len(scripted) and 0 < len(scripted) <= len(default_book().scripts)  # automated cards with a shipped script


def _registry_records():
    from engine.lorcana.cards.importers import import_cards

    return import_cards(None).cards


def test_cli_explain_on_a_fixture_card(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["DATABASE_PATH"] = str(tmp_path / "db.sqlite3")  # nothing imported: the fixture cards
    out = subprocess.run([sys.executable, "-m", "bot", "cards", "explain", "lorcana", "Scholar Owl - Bookworm", "--json"],
                         cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["id"] == "FX-18" and len(got["text_sha256"]) == 16
    [ab] = got["abilities"]
    assert ab["source"] == "template" and ab["explained"].endswith("When you play this card, draw 1 card")


def test_lorcana_ops_are_registered_with_resolvers():
    import engine.lorcana.game  # noqa: F401  (attaches the resolvers: resolve, resolve_ops)

    ops = game_ops("lorcana")
    assert set(ops) >= {"floating_trigger", "delayed_trigger", "prohibit", "name_and_reveal", "replay_from_discard", "boost",
                        "conditional", "pay_ink", "discard_cost", "reveal_from_hand", "unless_pay", "reveal_top", "reveal_hand_discard",
                        "choose", "prevent_next_damage", "move_to_location", "play_self"} | {
                        "top_or_bottom", "choose_one", "mode", "discard_random", "look_hand", "move_to_chosen_location", "banish_same_name",
                        "temporary_shift_return", "look_distribute"} | {"draw_until"} | {"put_under", "inkwell_state", "take_under"} | {"ink_drops"} | {"draw_bottom"} | {"order_top", "extra_ink"} | {"reveal_top_n", "opponents_may_discard"} | {"look_deck_top"}
    assert all(spec.resolver is not None for spec in ops.values())
    Effect("prohibit", 0, Target("player"))  # a plain Effect takes a registered op


def test_templates_are_registered_in_their_families_in_the_old_order():
    names = registries.SENTENCES.names()
    later = ["floating_this_turn_whenever", "they_challenge_this_turn", "floating_whenever_this_turn", "delayed_end_of_turn"]
    assert names[:4] == later  # the bound "whenever they challenge … this turn" before the general floating form
    assert names.index("deal_damage") < names.index("banish") < names.index("gets_stat") < names.index("gains_keyword")
    assert {t.family for t in registries.SENTENCES} >= {"templates_later", "templates_keywords", "templates_effects", "templates_clauses",
                                                        "templates_reveals", "templates_until_next_turn", "templates_gets_and_gains",
                                                        "templates_random", "templates_moves", "templates_inkwell"}
    # 13 keywords + shift_variant (Universal / [Classification] Shift, rules 2.2.0 8.10.8.1-8.10.8.2)
    # + Duo/Combo/Potato Shift (2.2.0 8.10.8.3-8.10.8.6)
    assert len(registries.TRIGGERS) >= 30 and len(registries.KEYWORDS) == 15 and len(FAMILIES) >= 8 + 8  # + the newest sets' families (deck top, modes, until next turn, gets and gains, random, moves, inkwell, same name)


def test_no_template_imports_the_compiler_and_no_private_helper_crosses_modules():
    for path in sorted(CARDS.glob("*.py")):
        if path.name == "compiler.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                if path.name.startswith(("templates_", "registries", "readers", "model", "scripted")):
                    assert not (node.module or "").endswith("compiler"), path.name
                assert not any(a.name.startswith("_") for a in node.names), (path.name, [a.name for a in node.names])
