"""Session 37 (o37op): clumsy wording in what the bot says a ONE PIECE card does (engine/onepiece/explain.py,
explain_ops.py; the card view's automation lines and ``python -m bot cards explain onepiece NAME``). Only words
change: nothing a card does in play changes (the explain module only reads the compiled abilities).

Every line of the bundled pool (2785 cards, 3662 lines on 2503 cards with text) dumped before and after (/tmp only);
lines with the pattern:

    pattern                                                         before  after
    a condition said again before each step of one check              141      4
    "N of Characters" / "all of Characters" (no owner)                359      0
    "1 card(s)", "2 card(s)", "1 DON!! card(s)": number agreement    1362      0
    plural subject with "gains" / "is also named" / "its player's"     34      0
    same effect said twice under two timings ("[On Play] X / [When Attacking] X")  44  0
    "When A or When B" in a joined timing                               7      0
    "your opponent chooses 1 … and returns them"                        3      0
    "all of your X from your hand" (cards that stay there), doubled "from your hand"  5 + 2  0
    engine markers shown raw ("gains [No Blocker With Power less:2000]", "[attribute:Slash]")  15  0
    prohibitions as bracketed markers ("gains [Cannot Attack]" for "cannot attack")  135  3
    a cost said by its internal name ("pay (leader minus any)")          4      0
    "select up to 2 … (… what happens to it)"                           4      0

1796 of 3662 lines changed (on 1577 cards), most by number agreement. The 4 lines still saying a condition twice
(OP01-062: the ability's condition and its effect's, checked at different times; OP05-040, OP08-079, OP13-001: a
later instruction, 1-3-9) are checked twice by the engine; a condition is said once only where every check must give
the same answer (one instruction, a continuous ability, or the Leader's name/type/color/attribute when the ability
grants or negates none). The 3 prohibition markers left have no fixed words yet ("Cannot Be Rested By Opponent's
Leader And Character Effects", "… By Effects Of Opponent's Characters With Base Power Max 5000", "… Without
Attribute Special"; also "Once Per Turn Cannot Be K.O.'d …"); a marker about
"Opponent's" effects keeps its brackets on your opponent's cards (whose opponent is you).

Existing expected strings updated (the wording improved, "card(s)" → "card"/"cards" only): test_explain36.py
(sample lines, life costs, trash-own-or-hand, ability condition, documented ops), test_explain37.py (EB03-060,
choose one), test_replacement_templates.py (OP13-046, the samurai rest cost, Charlestone), test_scripts.py
(the fixture card's two lines and the CLI).
"""

from __future__ import annotations

from engine.core.effects import Effect, Target
from engine.onepiece import explain
from engine.onepiece.cards.model import Ability

from .helpers import hand_of, life_of, needs_npm, pending_kind, play_real, set_real_leader, turn_with_don

YOU = Target("player", {}, 1, False)
LOW_LIFE = {"own_life": [2, "less"]}
STRAW_HAT = {"leader_trait": "Straw Hat Crew"}


def lines(pool, number: str) -> list[str]:
    return [a.line("onepiece") for a in explain.explain(pool.get(number).data)]


# --- 1. a condition checked once is said once ---------------------------------------------------------------


def test_one_check_one_condition():
    # ONE PIECE 8-3-2 / 1-3-9: one instruction under one condition is checked once (resolve.shares_check)
    ab = Ability("on_play", "", effects=[Effect("draw", 2, YOU, condition=LOW_LIFE), Effect("discard", 1, condition=LOW_LIFE)],
                 sentences=[0, 0])
    assert explain.describe_ability(ab) == "[On Play] if you have 2 or less Life cards: draw 2 cards, then trash 1 card from your hand"
    # a step after the run is outside the condition: "; then"
    tail = Ability("on_play", "", effects=[*ab.effects, Effect("draw", 1, YOU)], sentences=[0, 0, 1])
    assert explain.describe_ability(tail).endswith("then trash 1 card from your hand; then draw 1 card")
    # checked again in a later instruction (the first step can change it): said again
    again = Ability("on_play", "", effects=ab.effects, sentences=[0, 1])
    assert explain.describe_ability(again).count("if you have 2 or less Life cards") == 2


def test_a_leader_condition_is_said_once_across_instructions():
    # ONE PIECE 8-3-2-1: a check of the Leader's type gives the same answer at every step (nothing here changes it)
    effects = [Effect("life_to_hand", 1, keyword="trash", condition=STRAW_HAT), Effect("discard", 1, condition=STRAW_HAT)]
    ab = Ability("main", "", effects=effects, sentences=[0, 1])
    assert explain.describe_ability(ab) == ("[Main] if your Leader has the {Straw Hat Crew} type: "
                                            "trash 1 card from the top of your Life cards, then trash 1 card from your hand")
    # an ability that gives a type can change the answer between the checks: said before each
    typed = Effect("grant_keyword", target=Target("each", {"side": "own", "types": ["Leader"]}), keyword="trait:Straw Hat Crew")
    changing = Ability("main", "", effects=[typed, *effects], sentences=[0, 1, 2])
    assert explain.describe_ability(changing).count("if your Leader has the {Straw Hat Crew} type") == 2


def test_a_continuous_condition_is_said_once():
    # ONE PIECE 8-1-3-4: a continuous ability's effects are checked at one moment (board._continuous)
    cond = {"own_trash": [7, "more"]}
    ab = Ability("continuous", "", effects=[Effect("modify_stat", 1000, stat="power", condition=cond),
                                            Effect("modify_stat", 1000, stat="power", condition=cond)], sentences=[0, 1])
    assert explain.describe_ability(ab).count("if you have 7 or more cards in your trash") == 1


@needs_npm
def test_real_lines_say_a_shared_condition_once(real_pool):
    # ONE PIECE 8-3-2, 1-3-9: Gum-Gum Golden Rifle's "If your Leader has the {Straw Hat Crew} type, … Then, …"
    rifle = lines(real_pool, "OP15-116")[0]
    assert rifle.endswith("[Main] if your Leader has the {Straw Hat Crew} type: trash 1 card from the top of your Life cards, "
                          "then add up to 1 card from the top of your deck to the top of your Life cards, then trash 1 card from your hand")
    assert "[On Play] if you have 2 or less Life cards: draw 2 cards, then trash 2 cards from your hand" in lines(real_pool, "OP07-100")[0]
    assert lines(real_pool, "OP14-086")[0].count("if you have 7 or more cards in your trash") == 1
    # OP13-001: resting DON!! between the two checks changes the active count the second check reads
    assert lines(real_pool, "OP13-001")[0].count("if you have 5 or less active DON!! cards") == 2


@needs_npm
def test_the_condition_said_once_covers_every_step_in_play(real_pool):
    # ONE PIECE 8-3-2-1: Gum-Gum Golden Rifle with and without a {Straw Hat Crew} Leader
    for leader, done in (("ST01-001", True), (None, False)):
        st = turn_with_don(10)
        if leader:
            set_real_leader(st, real_pool, 0, leader)
        life = life_of(st, 0, 3)
        hand_of(st, 0, 2)
        st, _ = play_real(st, real_pool, "OP15-116")
        assert (life[0] not in st.table.zone(0, "life")) is done, leader  # the first step
        assert (pending_kind(st) is not None) is done, (leader, pending_kind(st))  # the later steps ask (up to 1 / trash 1)
    # OP07-100: "if you have 2 or less Life cards: draw 2 cards, then trash 2 cards": neither step at 3 Life
    for n, done in ((3, False), (2, True)):
        st = turn_with_don(10)
        life_of(st, 0, n)
        hand_of(st, 0, 1)
        st, _ = play_real(st, real_pool, "OP07-100")
        assert len(st.table.zone(0, "hand")) == (3 if done else 1), n  # drawn 2
        assert (pending_kind(st) is not None) is done, n  # which 2 of the 3 to trash


# --- 2. a card from a zone with no owner: "up to 1 Character", "all Characters" -----------------------------


def test_no_owner_counts_the_noun():
    # ONE PIECE 1-3-5-1: "up to 1" (0 allowed); the noun agrees with the count
    one = Target("chosen", {"zone": "hand", "types": ["Character"], "cost_max": 5}, 1, True)
    assert explain.effect_words(Effect("play_free", target=one)) == "play up to 1 Character (with a cost of 5 or less) from your hand"
    two = Target("chosen", {"zone": "looked", "types": ["Character"]}, 2, True)
    assert explain.target_words(two) == "up to 2 Characters among the looked-at cards"
    each = Target("each", {"types": ["Character"], "cost_max": 5})
    assert explain.effect_words(Effect("destroy", target=each)) == "K.O. all Characters (with a cost of 5 or less)"


@needs_npm
def test_real_lines_without_of_characters(real_pool):
    assert "play up to 1 Character (with a cost of 2 or less) among the looked-at cards rested" in lines(real_pool, "EB02-025")[0]
    assert "K.O. all Characters (with a cost of 5 or less, rested)" in lines(real_pool, "OP05-040")[1]
    assert not any(" of Characters" in line for line in lines(real_pool, "EB02-025") + lines(real_pool, "OP05-040"))


# --- 3. "1 card(s)": the noun agrees with its number ----------------------------------------------------------


def test_number_agreement():
    assert explain.effect_words(Effect("draw", 1, YOU)) == "draw 1 card"
    assert explain.effect_words(Effect("draw", 2, YOU)) == "draw 2 cards"
    assert explain.describe_cost({"kind": "trash_hand", "n": 1}) == "trash 1 card from your hand"
    assert explain.describe_cost({"kind": "trash_hand", "n": 2}) == "trash 2 cards from your hand"
    assert explain.agree("give up to 1 DON!! card(s), then place 3 Event(s)") == "give up to 1 DON!! card, then place 3 Events"
    assert explain.agree("the selected card(s)") == "the selected card(s)"  # no number: how many is not known


@needs_npm
def test_real_lines_agree(real_pool):
    assert lines(real_pool, "OP07-100")[0].endswith("draw 2 cards, then trash 2 cards from your hand")
    assert "give up to 1 DON!! card to" in lines(real_pool, "ST01-001")[0]
    assert not any("card(s)" in line for n in ("OP07-100", "OP15-116", "ST01-001") for line in lines(real_pool, n))


# --- 4. a plural subject takes a plural verb --------------------------------------------------------------------


def test_verb_agrees_with_subject():
    every = Target("each", {"side": "own", "types": ["Character"]})
    assert explain.effect_words(Effect("grant_keyword", target=every, keyword="Blocker")) == "all of your Characters gain [Blocker]"
    one = Target("chosen", {"side": "own", "types": ["Character"]}, 1, True)
    assert explain.effect_words(Effect("grant_keyword", target=one, keyword="Rush")) == "up to 1 of your Characters gains [Rush]"
    two = Target("chosen", {"side": "opp", "types": ["Character"]}, 2, True)
    words = explain.effect_words(Effect("grant_keyword", target=two, keyword="Won't Refresh"))
    assert words == "up to 2 of your opponent's Characters will not become active in their player's next Refresh Phase"
    leader = Target("each", {"side": "own", "types": ["Leader"]})
    assert explain.effect_words(Effect("grant_keyword", target=leader, keyword="Double Attack")) == "your Leader gains [Double Attack]"


@needs_npm
def test_real_lines_verbs(real_pool):
    assert lines(real_pool, "OP02-074")[0].endswith("all of your Characters (named [Blugori]) gain [Blocker]")
    assert lines(real_pool, "OP17-079")[0].endswith("all of your Characters (with a cost of 12 or more) gain [Blocker]")


# --- 5. one text under two timings is said once -----------------------------------------------------------------


def test_same_effect_under_two_timings():
    # ONE PIECE 8-1-3-2-1: [On Play] and [When Attacking] are two auto effects; each keeps its own head
    draw = [Effect("draw", 1, YOU)]
    both = [Ability("on_play", "", effects=draw), Ability("when_attacking", "", effects=draw, once_per_turn=True)]
    assert explain.abilities_words(both) == "[On Play]/[When Attacking, once per turn] draw 1 card"
    different = [Ability("on_play", "", effects=draw), Ability("when_attacking", "", effects=[Effect("draw", 2, YOU)])]
    assert explain.abilities_words(different) == "[On Play] draw 1 card / [When Attacking] draw 2 cards"


@needs_npm
def test_real_line_two_timings(real_pool):
    line = lines(real_pool, "EB01-046")[0]
    assert "[On Play]/[When Attacking] give up to 1 of your opponent's Characters -1 cost during this turn" in line
    assert line.count("give up to 1 of your opponent's Characters -1 cost") == 1


# --- 6. smaller joins ---------------------------------------------------------------------------------------


def test_joined_timing_returns_it_and_in_your_hand():
    # ONE PIECE 8-1-3-1: one auto effect with two events
    assert explain.timing_label("on_opponent_blocker|on_opponent_event") == (
        "When your opponent activates [Blocker] or when your opponent activates an Event")
    opp = Target("chosen", {"side": "opp", "types": ["Character"]}, 1, False)
    assert explain.effect_words(Effect("opponent_returns_character", 1, opp)).endswith("1 of their Characters and returns it to the owner's hand")
    assert explain.effect_words(Effect("opponent_returns_character", 2, opp)).endswith("2 of their Characters and returns them to the owner's hand")
    events = Target("each", {"side": "own", "zone": "hand", "types": ["Event"], "colors": ["Blue"]})
    words = explain.effect_words(Effect("modify_stat", -1, events, stat="hand_cost"))
    assert words == "the cost of playing all of your Events (blue) in your hand changes by -1"
    assert explain.effect_words(Effect("modify_stat", -1, stat="hand_cost")) == "the cost of playing this card from your hand changes by -1"


@needs_npm
def test_real_lines_small_joins(real_pool):
    assert lines(real_pool, "OP06-048")[0].startswith(
        "[card script (OP06.toml:225)] [When your opponent activates [Blocker] or when your opponent activates an Event")
    assert lines(real_pool, "OP06-051")[0].endswith("your opponent chooses 1 of their Characters and returns it to the owner's hand")
    assert lines(real_pool, "OP01-067")[1].endswith("the cost of playing all of your Events (blue) in your hand changes by -1")


# --- 7. engine markers said in words, not as "[Marker:arg]" ------------------------------------------------


def test_markers_in_words():
    me = Target("self")
    # ONE PIECE 2-5-4: a gained attribute
    assert explain.effect_words(Effect("grant_keyword", target=me, keyword="attribute:Slash")) == "this card gains the <Slash> attribute"
    # ONE PIECE 10-1-4 ([Blocker]) and 1-3-3 (a prohibition): the blocker's power, N included
    assert explain.effect_words(Effect("grant_keyword", target=me, keyword="No Blocker With Power less:2000", duration="this_battle")) == (
        "your opponent cannot activate [Blocker] of a Character with 2000 power or less against this card during this battle")
    # ONE PIECE 7-1-4-1-2 (K.O. in battle) and 1-3-3: by attribute, "*" any, "!X" without it
    spared = "Cannot Be K.O.'d In Battle By Attribute "
    said = [explain.effect_words(Effect("grant_keyword", target=me, keyword=spared + kw))
            for kw in ("Strike:Character", "Slash:Leader,Character", "*:Leader", "!Special:Character")]
    assert said == ["this card cannot be K.O.'d in battle by <Strike> attribute Characters",
                    "this card cannot be K.O.'d in battle by <Slash> attribute Leaders or Characters",
                    "this card cannot be K.O.'d in battle by Leaders",
                    "this card cannot be K.O.'d in battle by Characters without the <Special> attribute"]


@needs_npm
def test_real_lines_markers(real_pool):
    assert lines(real_pool, "OP01-024")[0].endswith("this card cannot be K.O.'d in battle by <Strike> attribute Characters")
    assert "your opponent cannot activate [Blocker] of a Character with 2000 power or less against this card" in lines(real_pool, "OP01-120")[1]
    assert lines(real_pool, "P-025")[0].endswith("this card cannot be K.O.'d in battle by Characters without the <Special> attribute")
    assert "the selected card(s) gains the <Slash> attribute during this turn" in lines(real_pool, "OP15-093")[0]


def test_prohibitions_in_words():
    # ONE PIECE 1-3-3: a prohibition beats an instruction; the marker (readers.PROHIBITIONS) said as the card says it
    opp = Target("chosen", {"side": "opp", "zone": "field", "types": ["Character"]}, 1, True)
    said = explain.effect_words(Effect("grant_keyword", target=opp, keyword="Cannot Attack", duration="until_your_next_turn"))
    assert said == "up to 1 of your opponent's Characters cannot attack until the start of your next turn"
    me = Target("self")
    assert explain.effect_words(Effect("grant_keyword", target=me, keyword="Cannot Be Removed By Opponent's Effects")) == (
        "this card cannot be removed from the field by your opponent's effects")
    # "Opponent's" is the card's controller's opponent: on your opponent's card it stays the marker, not "your opponent's"
    assert explain.effect_words(Effect("grant_keyword", target=opp, keyword="Cannot Be K.O.'d By Opponent's Effects")) == (
        "up to 1 of your opponent's Characters gains [Cannot Be K.O.'d By Opponent's Effects]")
    assert explain.effect_words(Effect("grant_keyword", target=me, keyword="Cannot Attack Characters Of Base Cost ≤7")) == (
        "this card cannot attack your opponent's Characters with a base cost of 7 or less")


@needs_npm
def test_real_lines_prohibitions(real_pool):
    assert lines(real_pool, "OP04-001")[0].endswith("[Continuous] this card cannot attack")
    assert lines(real_pool, "OP10-082")[0].endswith("this card cannot be removed from the field by your opponent's effects")
    assert lines(real_pool, "OP12-043")[1].endswith("up to 1 of your opponent's Characters cannot attack until the start of your next turn")


def test_cost_kinds_in_words():
    # ONE PIECE 8-3-1: the costs of costs_more said as the card says them, not as the cost's internal name
    assert explain.describe_cost({"kind": "leader_minus_any", "n": 2000}) == "give your Leader −2000 power during this turn"
    assert explain.describe_cost({"kind": "give_opp_don", "n": 1}) == (
        "give 1 of your opponent's rested DON!! cards to 1 of your opponent's Characters")
    assert explain.describe_cost({"kind": "give_active_don_to", "n": 2, "filter": {"name": "Silvers Rayleigh"}}) == (
        "give 2 active DON!! cards to 1 of your Leader or Character cards (named [Silvers Rayleigh])")


@needs_npm
def test_real_lines_cost_kinds(real_pool):
    assert lines(real_pool, "OP14-016")[0].endswith("you may give your Leader −2000 power during this turn instead")
    assert "pay (give 2 active DON!! cards to 1 of your Leader or Character cards (named [Silvers Rayleigh]))" in lines(real_pool, "OP12-016")[0]


def test_select_pronoun_agrees():
    # ONE PIECE 1-3-5-1: "select up to 2": the later instruction acts on each card selected
    two = Target("chosen", {"side": "opp", "zone": "field", "types": ["Character"]}, 2, True)
    assert explain.effect_words(Effect("select", target=two)).endswith("(a later instruction says what happens to them)")
    one = Target("chosen", {"side": "opp", "zone": "field", "types": ["Character"]}, 1, True)
    assert explain.effect_words(Effect("select", target=one)).endswith("(a later instruction says what happens to it)")


@needs_npm
def test_real_line_select(real_pool):
    assert "select up to 2 of your opponent's Characters (a later instruction says what happens to them)" in lines(real_pool, "OP08-118")[0]
