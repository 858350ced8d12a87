"""Card explanations in words (session 36, t36explain): no internal names in what players read.

`/GAME card` and ``python -m bot cards explain`` show one line per ability; compiled keys and values
used to leak into them: Python lists and dicts ("types ['character']", "count {'keywords': …}"),
``True``/``False``/``None``, snake_case keys ("max_cost 3", "exclude_self True", "wp_opp_hand"),
sentinel amounts ("Prevent Damage 1000000", "the next 2000000 damage"), doubled words ("choose
chosen", "if if", "not not", "2 2 melee ATK") and pointers into the code ("(engine.wow.shield_filters)").
``engine.core.explain_raw`` now spells every key and value it has no game words for (a key is never
dropped: a line says no less than the engine enforces), by kind, never per card.

The fixtures below fail with the explanation code before this change (8b849f21); the whole-pool
tests (one per game, skipping without the data) check that no line of any real card carries a
raw dict/list, a Python literal or a snake_case name outside the card's own printed text.

Tally over the whole real pools (distinct lines flagged, before → after): Lorcana 642 → 0 of 2235,
ONE PIECE 9 → 0 of 2731, MLP 166 → 0 of 303, WoW 831 → 0 of 6431.

rule call (no source): a code pointer in an op's words ("(engine.wow.shield_filters)", "; keywords.defense")
is left out of the player's line (the line's head still names the template or script); rule
references ("EN 714", "第六節 11.3.0") stay.
rule call (no source): WoW's sentinel amounts are said the way engine.wow.procedure says them to
players: NEXT_PACKET (2_000_000) "the next damage", 1_000_000 and above "all damage".
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core.effects import Effect, Target
from engine.core.explain import describe, tidy
from engine.core.explain_raw import drop_code_refs, filter_text, raw_words, value_text
from tests.shared_data import DATA

# --- the shared words (engine.core.explain_raw) ------------------------------------------------------


def test_keys_and_values_are_words() -> None:
    assert raw_words("cost_max", 3) == "cost 3 or less"
    assert raw_words("max_cost", 3) == "cost 3 or less"
    assert raw_words("min_cost", 2) == "cost 2 or more"
    assert raw_words("exclude_self", True) == "exclude self"
    assert raw_words("face_up", False) == "not face up"
    assert raw_words("owner", None) == "no owner"
    assert raw_words("reveal", "reveal") == "reveal"  # said once, not "reveal reveal"
    assert value_text(["hero", "ally"]) == "hero or ally"
    assert value_text({"k": "wsc_min_counters", "kind": "scalp", "min": 3}, ("wsc_",)) == "min counters (kind scalp, min 3)"
    assert value_text({"k": "your_turn", "not": True}) == "not your turn"
    assert value_text({"k": "your_turn", "not": False}) == "your turn"
    assert filter_text({"types": ["character"], "damaged": True}) == "damaged, types character"


def test_a_target_filter_and_a_condition_in_words() -> None:
    # before: "a chosen card (distinct True, max_cost 3, types ['hero', 'ally'])"-like keys, "(if face_up False)"
    e = Effect("damage", 2, Target("chosen", {"types": ["hero", "ally"], "distinct": True, "max_cost": 3}), condition={"face_up": False})
    text = describe(e)
    assert "cost 3 or less" in text and "distinct" in text and "types hero or ally" in text
    assert "(if not face up)" in text
    assert not re.search(r"True|False|\[|_", text)


def test_doubled_words_said_once() -> None:
    assert tidy("choose chosen other character") == "choose other character"
    assert tidy("Choose up to 2 chosen cards") == "Choose up to 2 cards"
    assert tidy("put it on if if (count …)") == "put it on if (count …)"
    assert tidy("says that that card") == "says that that card"  # English may say "that" twice
    assert tidy("from any number of each character of yours") == "from any number of characters of yours"


def test_code_pointers_left_to_the_head() -> None:
    assert drop_code_refs("prevent the next damage (engine.wow.shield_filters)") == "prevent the next damage"
    assert drop_code_refs("Double it (EN 714; keywords.equipment_atk), then") == "Double it (EN 714), then"
    assert drop_code_refs("(EN 716; asked before each draw, engine.wow.may_skip_draw)") == "(EN 716; asked before each draw)"


# --- per game: fixtures the old code showed raw --------------------------------------------------------


def test_wow_counts_sentinels_and_tokens_in_words() -> None:
    from engine.wow.cards.explain_words import describe_effect

    per = Effect("modify_stat", 1, None, stat="atk", condition={"per": {"k": "st_count", "flt": {"tag": "Undead"}, "side": "you"}})
    # before: "for each st_count (flt …)"; e37: the count as a player says it
    assert describe_effect(per) == "give this card +1 ATK for each Undead card you control"
    hand = Effect("draw", 1, Target("player", {}), condition={"per": {"k": "wp_opp_hand"}})
    assert describe_effect(hand).endswith("for each opp hand")  # before: "for each wp_opp_hand"
    # WoW 405 (prevention): 1_000_000 is all of it, 2_000_000 the next packet (engine.wow.procedure words)
    prevent = Effect("grant_keyword", 1_000_000, Target("chosen", {"types": ["ally"]}), keyword="Prevent Damage", duration="this_turn")
    assert "Prevent Damage (all damage)" in describe_effect(prevent) and "1000000" not in describe_effect(prevent)
    nxt = Effect("grant_keyword", 2_000_000, None, keyword="Prevent Damage", duration="this_turn")
    assert "Prevent Damage (the next damage)" in describe_effect(nxt)
    # WoW 404.2: two tokens of 2 ATK, the count apart from the ATK (before: "put 2 2 melee ATK …")
    tok = Effect("play_free", 2, Target("player", {}), condition={"token": {"atk": 2, "health": 2, "name": "Blighthound", "damage_type": "melee"}})
    assert describe_effect(tok) == "put 2 ally tokens, each a 2 melee ATK / 2 health Blighthound ally token, into play"
    turn = Effect("grant_keyword", 0, None, keyword="Can't Strike", condition={"if": {"k": "your_turn", "not": False}})
    assert "not not" not in describe_effect(turn) and describe_effect(turn).endswith("(if it is your turn)")  # e37: said as a sentence


def test_lorcana_statics_and_conditions_in_words() -> None:
    from engine.lorcana.cards.explain import describe_condition, describe_static

    # Lorcana 8.x: a character that can't sing (before: "This card has cant_sing")
    assert describe_static({"who": "self", "keyword": "cant_sing"}).lower() == "this card can't sing"
    assert describe_static({"who": "self", "keyword": "enters_exerted"}).lower() == "this card has enters exerted"
    cond = describe_condition({"you_have": {"name": "Anna", "types": ["character"]}})
    assert "['" not in cond and "Anna" in cond  # before: "(name Anna, types ['character'])"
    # Lorcana 1.2.2-like prohibition for every player (before: "None can't remove_damage")
    assert describe_static({"prohibit": "remove_damage", "players": None}).startswith("Players can't remove damage")
    # Lorcana 4.6 (challenge): a trigger's role filter (before: "challenges (defender {'types': ['character']})")
    from engine.lorcana.cards.explain import describe_trigger
    from engine.lorcana.cards.model import Trigger

    head = describe_trigger(Trigger(["challenges"], {"defender": {"types": ["character"], "strength_max": 2}}))
    assert head.endswith("(the defender is a character with 2 strength or less)"), head


def test_mlp_conditions_in_words() -> None:
    from engine.mlp.cards.explain import cond_words

    text = cond_words({"count": {"keywords": ["Opal"], "zone": "adventure", "side": "you"}, "min": 1})
    # before: "count {'keywords': ['Opal'], …}, min 1"; e37: the filter as the card prints it
    assert text == "there is any 「Opal」 in your Adventure Area"


def test_onepiece_types_and_markers_in_words() -> None:
    from engine.onepiece.explain import condition_words, effect_words

    # ONE PIECE: "If you have 3 or more {Minks} type Characters" (before: "of the type(s) ['Minks']")
    assert condition_words({"own_chars_traits": [3, ["Minks"]]}) == "you have 3 or more Characters with the {Minks} type"
    # ONE PIECE 8-1-3-4-3 (deck D2): a deck may hold any number of this card (before: "this card: any_number")
    assert effect_words(Effect("grant_keyword", 0, None, keyword="any_number")) == "a deck may contain any number of copies of this card"


# --- the whole real pool of each game --------------------------------------------------------------------

_RAW = {
    "dict/list": re.compile(r"[\[{]\s*['\"]|'\w+': |[\[{]\s*[\]}]"),
    "Python literal": re.compile(r"\b(?:True|False|None)\b"),
    "snake_case": re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"),
}
_SOURCES: dict[str, Any] = {"lorcana": None, "onepiece": None, "mlp": DATA / "mlp" / "MLP-DB.json", "wow": DATA / "wow" / "cards"}


def _pool(game: str) -> list[dict]:
    from engine import games
    from engine.core.importing import ImportSourceError

    src = _SOURCES[game]
    if src is not None and not src.exists():
        pytest.skip(f"needs {src} (public data beside the repository)")
    try:
        cards = games.load(game).import_cards(None if src is None else str(src)).cards
    except (ImportSourceError, OSError, ValueError) as exc:
        pytest.skip(f"no {game} card data: {exc}")
    if not cards:
        pytest.skip(f"no {game} card data")
    return [r.data for r in cards]


def _body(line: str) -> str:
    """The words after the "[source (detail)]" head; a line resolved by hand prints the card's own text."""
    m = re.match(r"\[([^\]]*)\] ?(.*)", line, re.S)
    if not m:
        return line
    return "" if m[1].startswith("resolved by hand") else m[2]


@pytest.mark.parametrize("game", ["lorcana", "onepiece", "mlp", "wow"])
def test_no_line_of_the_pool_shows_internals(game: str) -> None:
    from engine import games

    module = games.load(game)
    bad: list[str] = []
    seen: set[str] = set()
    for data in _pool(game):
        for a in module.explain(data):
            line = a.line(game)
            if line in seen:
                continue
            seen.add(line)
            body = _body(line)
            for kind, rx in _RAW.items():
                hits = [m[0] for m in rx.finditer(body) if m[0] not in a.text]  # the card's own printed words may say it
                if hits:
                    bad.append(f"{kind} {hits[0]!r}: {line[:200]}")
    assert len(seen) > 100
    assert not bad, f"{len(bad)} lines: " + "\n".join(bad[:20])


def test_wow_head_names_only_the_templates_of_the_kept_reading() -> None:
    # WoW 203.2: a trigger, then a continuous power of its own on one line (templates_trigger_tail). The
    # whole-line reading ("This weapon has +1 ATK" as a one-turn bonus, atk_this_turn) is discarded for the
    # split one; the head used to still name it (Windrunner's Heartseeker).
    from engine.wow import game
    from engine.wow.cards.schema import make_card

    text = ("When this weapon enters play, put two 1 [Melee] / 1 [Health] Undead ally tokens into play. "
            "This weapon has +1 ATK for each Undead you control.")
    data = make_card(name="t36x Test Weapon", type="weapon", text=text, cost=2, atk=1, damage_type="melee")
    [line] = [a.line("wow") for a in game.explain(data) if "Undead" in a.text]
    assert line.startswith("[template (triggered enter, static: tokens)]"), line
    assert "atk_this_turn" not in line and "for each Undead card you control" in line
