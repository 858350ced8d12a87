"""The shared card-text pipeline: registered ops, template registries, per-card scripts, the common
pending kinds, manual-resolution hooks and card explanations (issue: one card-text pipeline)."""

from __future__ import annotations

import pytest

from engine.core import Action, Option, RuleRef, RulesError
from engine.core.choices import (
    answer_order,
    choose_mode,
    choose_n,
    chosen_modes,
    next_order,
    order_cards,
    said_yes,
    yes_no,
)
from engine.core.effects import Effect, Target, game_op, game_ops, is_op, register_op, resolves
from engine.core.explain import (
    KEYWORD,
    MANUAL,
    SCRIPT,
    TEMPLATE,
    AbilityExplanation,
    by_source,
    card_source,
    describe,
    describe_all,
)
from engine.core.manual import ManualSpec, apply_manual, manual_actions, manual_pending
from engine.core.scripts import ScriptError, load_book, load_file, text_hash
from engine.core.templates import TemplateRegistry

from .tiny_game import Tiny, tiny_deck

GAME = "tiny"
register_op(GAME, "double_score", fields=("amount", "target"), describe="double {target}'s score {amount} time(s)")


def new_state(seed: int = 3):
    deck = [1, 2, 3, 4, 5, 5, 2, 3, 1, 4, 5, 2]
    return Tiny().new_game(["a", "b"], [tiny_deck(deck), tiny_deck(deck)], seed)[0]


# --- ops by registration -------------------------------------------------------------------


def test_a_registered_op_is_an_effect_without_a_subclass():
    eff = Effect("double_score", amount=2)
    assert eff.op == "double_score"
    assert is_op("double_score", GAME) and not is_op("double_score", "lorcana")
    assert "double_score" in game_ops(GAME)
    with pytest.raises(ValueError, match="unknown effect op"):
        Effect("no_such_op")


def test_a_game_cannot_register_a_shared_op_or_an_unknown_field():
    with pytest.raises(ValueError, match="shared op"):
        register_op(GAME, "draw")
    with pytest.raises(ValueError, match="fields Effect has not"):
        register_op(GAME, "bad", fields=("colour",))


def test_a_resolver_attaches_to_a_declared_op():
    register_op(GAME, "reset_score", fields=())

    @resolves(GAME, "reset_score")
    def reset(state, player):
        state.scores[player] = 0

    st = new_state()
    st.scores[0] = 9
    game_op(GAME, "reset_score").resolver(st, 0)
    assert st.scores[0] == 0


# --- templates as a table ------------------------------------------------------------------


def test_templates_are_tried_by_priority_then_registration_and_can_recurse():
    reg = TemplateRegistry(GAME, "sentence")

    @reg.register("draw", r"^draw (\d+)$", full=True)
    def _draw(m):
        return [Effect("draw", amount=int(m.group(1)))]

    @reg.register("then", r"^(.+?), then (.+)$", full=True, priority=50)
    def _then(m):  # a template compiles its parts through the registry, never the compiler
        first, rest = reg.first(m.group(1)), reg.first(m.group(2))
        return None if first is None or rest is None else first + rest

    @reg.register("late_draw", r"draw", priority=200)
    def _late(text):
        return "never reached for 'draw 1'"

    assert [t.name for t in reg] == ["then", "draw", "late_draw"]
    tpl, built = reg.match("draw 1, then draw 2")
    assert tpl.name == "then" and [e.amount for e in built] == [1, 2]
    assert reg.first("shuffle") is None
    with pytest.raises(ValueError, match="registered twice"):
        reg.add("draw", _draw, r"x")


# --- per-card scripts ----------------------------------------------------------------------

SCRIPT_TEXT = """
# a test script
[[card]]
name = "Lucky Five"
text_sha256 = "{sha}"

[[card.ability]]
index = 1
trigger = "play"
effects = [
  {{ op = "draw", amount = 1, optional = true, then = [{{ op = "discard", amount = 1 }}] }},
  {{ op = "double_score", amount = 2, target = {{ kind = "player" }} }},
]
"""
PRINTED = "When you play this, you may draw a card, then discard a card.  Double your score twice."


def write(tmp_path, text, name="cards.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_script_loads_validates_and_applies_only_to_the_text_it_was_written_for(tmp_path):
    write(tmp_path, SCRIPT_TEXT.format(sha=text_hash(PRINTED)))
    book = load_book(GAME, tmp_path, ability_keys=frozenset({"trigger"}))
    script = book.for_card(["LF-1", "Lucky Five"], PRINTED)
    assert script is not None and script.line == 3
    ab = script.ability(1)
    assert ab.keys == {"trigger": "play"} and ab.line == 7
    assert ab.effects[0] == Effect("draw", amount=1, optional=True, then=[Effect("discard", amount=1)])
    assert ab.effects[1].target == Target("player")
    # whitespace does not make a script stale; a changed word (errata) does
    assert book.for_card("Lucky Five", PRINTED.replace("  ", " ")) is not None
    errata = PRINTED.replace("twice", "three times")
    assert book.for_card("Lucky Five", errata) is None
    assert book.status("Lucky Five", errata) == "stale"
    assert [s.key for s in book.stale({"Lucky Five": errata})] == ["Lucky Five"]
    assert book.status("Other Card", PRINTED) == ""


@pytest.mark.parametrize(("change", "message", "line"), [
    (lambda t: t.replace('op = "draw"', 'op = "drawx"'), "unknown op 'drawx'", 7),
    (lambda t: t.replace('trigger = "play"', 'trigerr = "play"'), "unknown ability key(s) trigerr", 7),
    (lambda t: t.replace('text_sha256 = "', 'text_sha256 = "zz'), "text_sha256 must be", 3),
    (lambda t: t.replace("amount = 2, target", 'amount = 2, stat = "x", target'), "reads only amount, target", 7),
    (lambda t: t.replace("index = 1", "index = 0"), "index = N", 7),
    (lambda t: t.replace("amount = 1, optional", 'amount = "one", optional'), "amount must be a int", 7),
    (lambda t: t.replace("[[card.ability]]", "[[card.ability]\n"), "not valid TOML", 7),
])
def test_a_bad_script_is_refused_naming_its_file_and_line(tmp_path, change, message, line):
    path = write(tmp_path, change(SCRIPT_TEXT.format(sha=text_hash(PRINTED))))
    with pytest.raises(ScriptError) as err:
        load_file(GAME, path, frozenset({"trigger"}))
    assert message in err.value.message
    assert err.value.line == line and str(err.value).startswith(f"{path}:{line}:")


def test_two_scripts_for_one_card_are_refused(tmp_path):
    text = SCRIPT_TEXT.format(sha=text_hash(PRINTED))
    write(tmp_path, text, "a.toml")
    write(tmp_path, text, "b.toml")
    with pytest.raises(ScriptError, match="already has a script"):
        load_book(GAME, tmp_path, frozenset({"trigger"}))


# --- common pending kinds ------------------------------------------------------------------


def test_up_to_n_lets_the_player_take_none_and_never_more_than_there_are():
    opts = [Option("a", "A"), Option("b", "B")]
    p = choose_n(0, "targets", "Choose up to 3", opts, n=3, up_to=True)
    assert (p.min, p.max) == (0, 2)
    assert p.check_answer([], GAME) == []
    exact = choose_n(0, "targets", "Choose 1", opts, n=1)
    with pytest.raises(RulesError):
        exact.check_answer([], GAME)


def test_yes_no_and_modes():
    p = yes_no(1, "may", "Draw a card?")
    assert [o.id for o in p.options] == ["yes", "no"] and said_yes(["yes"]) and not said_yes(["no"])
    m = choose_mode(0, "mode", "Choose one:", ["Draw 2", "Deal 2"])
    assert [o.label for o in m.options] == ["Draw 2", "Deal 2"] and chosen_modes(["2"]) == [2]


def test_ordering_cards_one_at_a_time_or_several_at_once():
    label = {10: "Ten", 11: "Eleven", 12: "Twelve", 13: "Thirteen"}.get
    p = order_cards(0, "deck_order", "Which goes first?", [10, 11, 12, 13], label, context={"zone": "deck"})
    step = answer_order(p, ["12"])
    assert step.placed == [12] and step.left == [10, 11, 13] and not step.done
    p2 = next_order(p, step, label)
    assert p2.kind == "deck_order" and p2.context["zone"] == "deck" and [o.id for o in p2.options] == ["10", "11", "13"]
    step2 = answer_order(p2, ["13", "10"])  # two picks go in the order picked; the last card follows
    assert step2.done and step2.placed == [12, 13, 10, 11]


# --- manual resolution: the game's filter and hooks ----------------------------------------


def test_manual_allow_filter_hides_and_refuses_what_the_game_forbids():
    st = new_state()
    rule = RuleRef(GAME, "9")
    spec = ManualSpec(rule, zones=["deck", "hand", "board"], allow=lambda s, a: a.args["op"] != "shuffle",
                      refusal="shuffling by hand is not allowed here")
    st.pending.append(manual_pending(0, None, "some text", rule))
    assert not any(a.args["op"] == "shuffle" for a in manual_actions(st, 0, spec))
    with pytest.raises(RulesError, match="shuffling by hand"):
        apply_manual(st, Action("manual", 0, {"op": "shuffle", "target": 0}), spec)


def test_manual_draw_and_shuffle_use_the_games_hooks():
    st = new_state()
    rule = RuleRef(GAME, "9")
    calls = []
    spec = ManualSpec(rule, zones=["deck", "hand", "board"],
                      draw=lambda s, p, n, r: calls.append(("draw", p, n)) or [],
                      shuffle=lambda s, p, z, r: calls.append(("shuffle", p, z)) or [])
    st.pending.append(manual_pending(0, None, "some text", rule))
    hand = list(st.table.zone(1, "hand"))
    apply_manual(st, Action("manual", 0, {"op": "draw", "target": 1, "n": 2}), spec)
    apply_manual(st, Action("manual", 0, {"op": "shuffle", "target": 0}), spec)
    assert calls == [("draw", 1, 2), ("shuffle", 0, "deck")]
    assert st.table.zone(1, "hand") == hand  # the core's own draw did not run


# --- explanations --------------------------------------------------------------------------


def test_effects_read_as_english():
    eff = Effect("draw", amount=1, optional=True, then=[Effect("discard", amount=1)])
    assert describe(eff) == "you may draw 1 card, then choose and discard 1 card"
    assert describe_all([Effect("modify_stat", amount=2, stat="strength", duration="this_turn",
                                target=Target("chosen", {"owner": "you"}))]) == \
        "Give a chosen card (owner you) +2 strength this turn"
    assert describe(Effect("double_score", amount=2, target=Target("player")), GAME) == "double you's score 2 time(s)"


def test_a_card_counts_by_its_least_automated_ability():
    tpl = AbilityExplanation("Draw a card.", TEMPLATE, [Effect("draw", amount=1)])
    kw = AbilityExplanation("Rush", KEYWORD)
    scr = AbilityExplanation("Something odd.", SCRIPT, [Effect("draw", amount=1)], detail="set1.toml")
    man = AbilityExplanation("Something odder.", MANUAL)
    assert card_source([tpl, kw]) == TEMPLATE and card_source([]) == TEMPLATE
    assert card_source([tpl, scr]) == SCRIPT and card_source([scr, man]) == MANUAL
    assert by_source([TEMPLATE, SCRIPT, TEMPLATE]) == {"template": 2, "script": 1, "manual": 0}
    assert man.line().startswith("[resolved by hand] Something odder.")
    assert scr.line() == "[card script (set1.toml)] Draw 1 card"
