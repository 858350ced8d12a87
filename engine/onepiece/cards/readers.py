"""The readers every template shares: noun phrases (targets and their filters), durations,
conditions (8-3-2), DON!! rest symbols, reminder text, and the markers continuous text grants.
Templates import this module; it imports no template.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Target

from ..durations import UNTIL_END_OF_YOUR_NEXT_TURN
from .conditions_bounded import BOUNDED_KEYS
from .conditions_field import FIELD_KEYS
from .conditions_named import ALL_NAMED, ALL_NAMED_TRASH, read_both_named
from .conditions_round import ROUND_CONDITIONS, ROUND_KEYS

KEYWORDS = ("Rush", "Blocker", "Double Attack", "Banish", "Unblockable")
COLOR_WORDS = ("red", "green", "blue", "purple", "black", "yellow")

# Prohibitions (1-3-3: a prohibition beats an instruction), kept as keyword-like markers so the
# view shows them with the card's keywords.
PROHIBITIONS = {"attack": "Cannot Attack", "be KO'd": "Cannot Be K.O.'d", "be rested": "Cannot Be Rested",
                "be KO'd in battle": "Cannot Be K.O.'d In Battle", "be KO'd by effects": "Cannot Be K.O.'d By Effects"}
CANNOT_REST = PROHIBITIONS["be rested"]
"""1-3-3 over 7-1-1-1 and 10-1-4-1: a card that cannot be rested can't attack, block or pay a cost
that rests it, and effects don't rest it."""
# "cannot be removed from the field by your opponent's effects" (K.O., return, bottom of the deck,
# trash, Life: every way an effect of the opponent's takes it off the field).
NO_REMOVAL = "Cannot Be Removed By Opponent's Effects"
# 6-2-4 is skipped once for the card: the marker lasts until its controller's next refresh phase.
NO_REFRESH = "Won't Refresh"
# "If the selected Character attacks during this turn, your opponent cannot activate [Blocker]":
# a marker on that card for this turn; battles it attacks in have no block step choice (1-3-3).
NO_BLOCKER = "No [Blocker] Against Its Attacks"
NO_ATTACK_CHEAP = "Cannot Attack Characters Of Base Cost ≤"
"""A prohibition marker with a number after it: "this Leader cannot attack your opponent's
Characters with a base cost of N or less" (1-3-3; battle.can_be_attacked)."""
CHOSEN = "chosen"
"""The zone of a target that is the card(s) the ability chose last ("that Character", "the
selected card"): the resolver reads them from the frame."""

OPP_TRASH = "opp_trash"
"""The zone of a target among the opponent's trash ("up to 1 card from your opponent's trash"): stack.candidates."""
ATTACKER = "attacker"
"""The zone of a target that is the attacking Leader or Character of the battle now (7-1; "your opponent's attacking
Leader or Character"): stack.candidates; none outside a battle."""

FILTER_KEYS = frozenset({
    "side", "zone", "types", "cost_max", "cost_min", "power_max", "power_min", "rested", "not_self", "not_name",
    "name", "name_has", "traits", "trait_has", "colors", "attribute", "has_trigger",
    "base_cost_max", "base_cost_min", "base_power_max", "base_power_min", "any_of", "distinct_names", "cost_max_own_don",
    "cost_max_life", "no_base_effect", "given_don_min", "keyword",
    "cost_is_given_don",  # board.matches
    "no_on_play",  # "without an [On Play] effect" (scripts)
    "no_when_attacking",  # "without a [When Attacking] effect" (board.matches, scripts)
    "total_power_max",  # "… with a total power of N or less": the chosen cards together (resolve, scripts)
    "total_cost_max",  # "… with a total cost of N or less": the chosen cards together (resolve, scripts)
    "cost_max_opp_don",  # "… equal to or less than the number of DON!! cards on your opponent's field" (board.matches, scripts)
    "not_trait_has",  # "… that do not have a type including "X"" (board.matches, scripts; OP13-064)
    "not_colors_of_chosen",  # "… a different color than the returned Character" (stack.candidates, scripts)
})
"""The keys of a target filter (board.matches reads them)."""

DUR = (r"(?: (during this turn|during this battle|until the end of your opponent's next turn|until the end of your opponent's next "
       r"End Phase|until the start of your next turn|until the end of your next turn))?")
"""An optional duration at the end of a clause (read with :func:`duration`)."""


def duration(text: str | None, default: str = "this_turn") -> str:
    """A duration phrase → the core's duration ("" = none given: ``default``)."""
    if not text:
        return default
    text = text.lower()
    if "battle" in text:
        return "this_battle"
    if text.endswith("until the end of your next turn"):
        return UNTIL_END_OF_YOUR_NEXT_TURN  # 6-6-1-2 of your next turn (durations.py)
    if "next turn" in text or "next end phase" in text:
        # "until the end of your opponent's next End Phase" ends with that turn, like "… next turn"
        return "until_your_next_turn"
    return "this_turn"


def rest_symbols(text: str) -> int:
    """①②… : the number of DON!! to rest (8-3-1-5), e.g. "①②" = 3."""
    return sum(ord(c) - 0x2460 + 1 for c in text)


def strip_reminders(text: str) -> str:
    """Drop reminder text (2-8-4): parentheses that explain a keyword, not "(Slash)" attributes."""
    return re.sub(r"\s*\((?:[^()]{16,})\)", "", text)


# --- noun phrases: targets and filters ----------------------------------------------------------


def parse_filters(rest: str, flt: dict[str, Any]) -> bool:
    """Trailing filter clauses ("with a cost of 3 or less", "other than this Character" …) into
    ``flt``; False when a clause is not understood."""
    def bound(stat: str, base: str | None, how: str, n: str) -> None:
        # 4-9: "base" cost / power = the printed value, whatever effects add
        flt[f"{'base_' if base else ''}{stat}_{'max' if how == 'less' else 'min'}"] = int(n)

    pats: list[tuple[str, Callable[[re.Match], None]]] = [
        (r"(?:with )?an? (base )?cost of (\d+) or (less|more)", lambda m: bound("cost", m[1], m[3], m[2])),
        # "with a cost of 3 to 8", "with 5000 to 7000 power": both bounds
        (r"(?:with )?an? (base )?cost of (\d+) to (\d+)", lambda m: (bound("cost", m[1], "more", m[2]), bound("cost", m[1], "less", m[3]))),
        (r"(?:with )?(\d+) to (\d+) (base )?power", lambda m: (bound("power", m[3], "more", m[1]), bound("power", m[3], "less", m[2]))),
        (r"(?:with )?an? (base )?cost of (\d+)", lambda m: (bound("cost", m[1], "less", m[2]), bound("cost", m[1], "more", m[2]))),
        (r"(?:with )?(?:a )?(base )?power of (\d+) or (less|more)", lambda m: bound("power", m[1], m[3], m[2])),
        (r"(?:with )?(\d+) (base )?power or (less|more)", lambda m: bound("power", m[2], m[3], m[1])),
        (r"with (\d+) (base )?power(?! or)", lambda m: (bound("power", m[2], "less", m[1]), bound("power", m[2], "more", m[1]))),
        # a bound counted when the effect resolves (board.matches reads the Life areas then)
        (r"with a cost equal to or less than the number of your opponent's Life cards", lambda m: flt.__setitem__("cost_max_life", "opp")),
        (r"with a cost equal to or less than the total of your and your opponent's Life cards",
         lambda m: flt.__setitem__("cost_max_life", "total")),
        # 2-8-5: a card with no printed text ("no base effect")
        (r"(?:with )?no base effect", lambda m: flt.__setitem__("no_base_effect", True)),
        # "with a DON!! card given", "that has 2 or more DON!! cards given" (6-5-5)
        (r"(?:with a|that has (\d+) or more) DON!! cards? given", lambda m: flt.__setitem__("given_don_min", int(m[1] or 1))),
        (r"a \[Trigger\]", lambda m: flt.__setitem__("has_trigger", True)),
        (r"other than this (?:Character|card)", lambda m: flt.__setitem__("not_self", True)),
        (r"other than \[([^\]]+)\]", lambda m: flt.__setitem__("not_name", m[1])),
        (r"with a \[Trigger\]", lambda m: flt.__setitem__("has_trigger", True)),
        (r"with a type including \"([^\"]+)\"", lambda m: flt.__setitem__("trait_has", m[1])),
        # 2-1-2-1: 『X』, a name that contains X
        (r"with a card name including \"([^\"]+)\"", lambda m: flt.__setitem__("name_has", m[1])),
    ]
    rest = rest.strip()
    while rest:
        for pat, act in pats:
            m = re.match(pat + r"(?:,? and |,? |$)", rest, re.I)
            if m:
                act(m)
                rest = rest[m.end():].strip()
                break
        else:
            return False
    return True


def parse_adjectives(words: str, flt: dict[str, Any]) -> bool:
    """Adjectives before the noun: rested/active, colours, {Trait} type, "[Name]"."""
    words = words.strip()
    while words:
        m = re.match(r"(rested|active)\s*", words, re.I)
        if m:
            flt["rested"] = m[1].lower() == "rested"
        elif m := re.match(r"(" + "|".join(COLOR_WORDS) + r")\s*", words, re.I):
            flt.setdefault("colors", []).append(m[1].capitalize())
        elif m := re.match(r"\{([^}]+)\} type or <([^>]+)> attribute\s*", words):
            flt["any_of"] = [{"traits": [m[1]]}, {"attribute": m[2]}]  # one of the two
        elif m := re.match(r"((?:\{[^}]+\},? (?:or )?)*\{[^}]+\}) type\s*", words):
            flt["traits"] = re.findall(r"\{([^}]+)\}", m[1])
        elif m := re.match(r"<([^>]+)> attribute\s*", words):
            flt["attribute"] = m[1]
        elif m := re.match(r"(?:cards? with )?\[([^\]]+)\]\s*", words):
            flt["name"] = m[1]
        else:
            return False
        words = words[m.end():].strip()
    return True


NOUNS = [
    (r"Leader or Character cards?", ["Leader", "Character"]),
    (r"Leader or Characters", ["Leader", "Character"]),
    (r"Leader or Stage cards?", ["Leader", "Stage"]),  # "{Dressrosa} type Leader or Stage cards": the type is both's
    (r"Leader", ["Leader"]),
    (r"Characters? or Leader", ["Leader", "Character"]),
    (r"Character cards?", ["Character"]),
    (r"Characters?", ["Character"]),
    (r"Stage cards?", ["Stage"]),
    (r"Stages?", ["Stage"]),
    (r"Event cards?", ["Event"]),
    (r"Events?", ["Event"]),
    (r"DON!! cards?", ["DON!!"]),
    (r"cards?", []),
]


def wants_don(flt: dict[str, Any]) -> bool:
    """The filter names DON!! cards ("your opponent's Characters or DON!! cards")."""
    return "DON!!" in (flt.get("types") or []) or any("DON!!" in (alt.get("types") or []) for alt in flt.get("any_of", []))


FIELD_CARD_TYPES = ["Leader", "Character", "Stage", "DON!!"]
"""The card types (2-2-2) that are active or rested on the field (3-1-2): the Leader, Characters and Stage (4-4-1) and
the DON!! cards of the cost area (3-9-3, 6-2-4). Given DON!! cards are neither set active nor rested by effects
(official Q&A; test_official_qa_more)."""


def field_cards(t: Target | None) -> Target | None:
    """"… your opponent's cards" with no card type, to rest (or keep rested): "cards" names every card type, DON!!
    cards included (2-2-2), so the cost area's DON!! cards are among them (stack.candidates; the attached ones are not)."""
    if t is not None and t.filter.get("types") == [] and t.filter.get("zone") == "field" and "name" not in t.filter:
        t.filter["types"] = list(FIELD_CARD_TYPES)
    return t


def parse_target(np: str, zone: str = "field") -> Target | None:
    """A target noun phrase, e.g. "up to 1 of your opponent's rested Characters with a cost of 4
    or less" → ``Target("chosen", {"side": "opp", "types": ["Character"], "rested": True,
    "cost_max": 4}, count=1, up_to=True)``. None when the phrase is not understood."""
    np = np.strip().rstrip(",")
    if re.fullmatch(r"this (Character|card|Leader|Stage)", np, re.I):
        return Target("self")
    if re.fullmatch(r"that (?:Character|card)|the selected (?:Character|card)", np, re.I):
        return Target("each", {"zone": CHOSEN})
    if re.fullmatch(r"your Leader", np, re.I):
        return Target("each", {"side": "own", "types": ["Leader"], "zone": zone})
    m = re.fullmatch(r"(?:1 of )?your \{([^}]+)\} type Leader|(?:1 of )?your <([^>]+)> attribute Leader", np, re.I)
    if m:  # "your {Land of Wano} type Leader": your Leader, if it has that type (attribute)
        return Target("each", {"side": "own", "types": ["Leader"], "zone": zone, **({"traits": [m[1]]} if m[1] else {"attribute": m[2]})})
    m = re.fullmatch(r"your \[([^\]]+)\] Leader", np, re.I)
    if m:  # "your [Roronoa Zoro] Leader": your Leader, if it has that name (2-1-2)
        return Target("each", {"side": "own", "types": ["Leader"], "zone": zone, "name": m[1]})
    m = re.fullmatch(r"your Leader or (?:up to )?(\d+) of your Characters", np, re.I)
    if m:
        return Target("chosen", {"side": "own", "types": ["Leader", "Character"], "zone": zone}, int(m[1]), True)
    m = re.fullmatch(r"your Leader or (\d+) of your (.+ Characters?)", np, re.I)
    character: dict[str, Any] = {}
    if m and _noun(m[2], character) and character.get("types") == ["Character"]:
        # "your Leader or 1 of your {X} type Characters": exactly one card, either the Leader or such a Character
        return Target("chosen", {"side": "own", "zone": zone, "any_of": [{"types": ["Leader"]}, character]}, int(m[1]), False)
    m = re.fullmatch(r"(?:(up to )(?:a total of )?(\d+)|(\d+)|(all)) (?:of )?(your opponent's |your |)(.*)", np, re.I)
    if not m:
        return None
    up_to = bool(m[1])
    count = int(m[2] or m[3] or 0)
    kind = "each" if m[4] else "chosen"
    side = {"your opponent's ": "opp", "your ": "own", "": "any"}[m[5].lower()]
    body = m[6]
    flt: dict[str, Any] = {"side": side, "zone": zone}
    whole = dict(flt)
    if _noun(body, whole):
        return Target(kind, whole, count, up_to)
    # "up to 1 <Slash> attribute card or green Event": a card that fits one of the noun phrases;
    # "rested Character or DON!! cards": the state word goes with both
    state = re.match(r"(rested|active) (?=.+ or )", body)
    if state:
        flt["rested"], body = state[1] == "rested", body[state.end():]
    alternatives: list[dict[str, Any]] = []
    for part in body.split(" or ") if " or " in body else []:
        alt: dict[str, Any] = {}
        if not _noun(part.strip(), alt):
            return None
        alternatives.append(alt)
    if len(alternatives) < 2:
        return None
    return Target(kind, {**flt, "any_of": alternatives}, count, up_to)


def _noun(body: str, flt: dict[str, Any]) -> bool:
    """A noun with its adjectives and trailing filters into ``flt`` (False: not understood)."""
    for pat, types in NOUNS:
        nm = re.search(r"(?:^|\s)" + pat + r"(?=\s|$)", body)
        if nm:
            if not parse_adjectives(body[: nm.start()], flt) or not parse_filters(body[nm.end():], flt):
                return False
            flt["types"] = types
            return True
    nm = re.fullmatch(r"(.*?\[[^\]]+\])(.*)", body)
    if nm and parse_adjectives(nm[1], flt) and parse_filters(nm[2], flt):
        flt["types"] = []
        return True
    return False


# --- conditions (8-3-2) -------------------------------------------------------------------------

REVEALED = "revealed"
"""Condition key: the first card the ability looked at or revealed fits this filter (resolve.step)."""


def _filters_or_none(text: str) -> dict[str, Any] | None:
    flt: dict[str, Any] = {}
    return flt if parse_filters(text, flt) else None


def _noun_or_none(text: str) -> dict[str, Any] | None:
    flt: dict[str, Any] = {}
    if not _noun(text, flt):
        return None
    if not flt.get("types"):
        flt.pop("types", None)
    return flt


CONDITIONS: list[tuple[str, Callable[[re.Match], dict[str, Any]]]] = [
    (r"your Leader has the \{([^}]+)\} type", lambda m: {"leader_trait": m[1]}),
    (r"your Leader has the ((?:\{[^}]+\},? (?:or )?)+\{[^}]+\}) type", lambda m: {"leader_traits": re.findall(r"\{([^}]+)\}", m[1])}),
    (r"your Leader's type includes \"([^\"]+)\"", lambda m: {"leader_trait_has": m[1]}),
    (r"your Leader is \[([^\]]+)\]", lambda m: {"leader_name": m[1]}),
    # "your Leader is [Boa Hancock] or multicolored", "… or has the {Land of Wano} type": either holds
    (r"your Leader is \[([^\]]+)\] or (?:multicolou?red|has the \{([^}]+)\} type)",
     lambda m: {"any_of": [{"leader_name": m[1]}, {"leader_trait": m[2]} if m[2] else {"leader_multicolor": True}]}),
    # "your Leader is [Sabo], [Portgas.D.Ace] or [Monkey.D.Luffy]": one of the names (2-1-2)
    (r"your Leader is ((?:\[[^\]]+\],? )+or \[[^\]]+\])", lambda m: {"leader_names": re.findall(r"\[([^\]]+)\]", m[1])}),
    (r"your Leader has the <([^>]+)> attribute", lambda m: {"leader_attribute": m[1]}),
    (r"your opponent's Leader has the <([^>]+)> attribute", lambda m: {"opp_leader_attribute": m[1]}),
    # "there is a Character with a cost of 0 or with a cost of 8 or more": either side, any of the bounds
    (r"there is a Character (with a cost of \d+(?: or (?:more|less))?(?: or with a cost of \d+(?: or (?:more|less))?)*)",
     lambda m: {"any_char_cost": [[int(n), how or "exact"] for n, how in re.findall(r"cost of (\d+)(?: or (more|less))?", m[1])]}),
    (r"your Leader's colors include (" + "|".join(COLOR_WORDS) + r")", lambda m: {"leader_color": m[1].capitalize()}),
    (r"either you or your opponent has (\d+) DON!! cards on the field", lambda m: {"either_don": int(m[1])}),
    (r"you have 0 Life cards", lambda m: {"own_life": [0, "less"]}),
    (r"you have (\d+) or (less|fewer|more) rested cards", lambda m: {"own_rested": [int(m[1]), m[2]]}),
    (r"your opponent has (\d+) or (less|fewer|more) rested cards", lambda m: {"opp_rested": [int(m[1]), m[2]]}),
    # "your Leader has 7000 power or more [and the {X} type]" (the Leader's current power, 4-7)
    (r"your Leader has (\d+) power or (less|more)", lambda m: {"leader_power": [int(m[1]), m[2]]}),
    (r"your Leader has (\d+) power or (less|more) and the \{([^}]+)\} type",
     lambda m: {"leader_power": [int(m[1]), m[2]], "leader_trait": m[3]}),
    (r"your Leader's card name includes \"([^\"]+)\"", lambda m: {"leader_name_has": m[1]}),  # 2-1-2-1
    (r"either you or your opponent has (\d+) Life cards", lambda m: {"either_life": int(m[1])}),
    (r"you and your opponent have a total of (\d+) or (less|fewer|more) Life cards", lambda m: {"total_life": [int(m[1]), m[2]]}),
    (r"your Leader is multicolou?red", lambda m: {"leader_multicolor": True}),
    (r"you don't have \[([^\]]+)\]", lambda m: {"no_own_named": m[1]}),
    (r"you have (?:a|an) \[([^\]]+)\](?: Character)?", lambda m: {"own_named": m[1]}),
    (r"the number of DON!! cards on your field is equal to or less than the number on your opponent's field",
     lambda m: {"don_le_opp": True}),
    (r"your opponent has more DON!! cards on their field than you", lambda m: {"don_lt_opp": True}),
    (r"your Leader is (" + "|".join(COLOR_WORDS) + r")", lambda m: {"leader_color": m[1].capitalize()}),
    (r"you have (\d+) or (less|fewer|more) Life cards", lambda m: {"own_life": [int(m[1]), m[2]]}),
    (r"you have (?:less|fewer) Life cards than your opponent", lambda m: {"life_lt_opp": True}),
    (r"you have more Life cards than your opponent", lambda m: {"life_gt_opp": True}),
    (r"your opponent has (\d+) or (less|fewer|more) Life cards", lambda m: {"opp_life": [int(m[1]), m[2]]}),
    (r"you have (\d+) or (less|fewer|more) cards in your hand", lambda m: {"own_hand": [int(m[1]), m[2]]}),
    (r"your opponent has (\d+) or (less|fewer|more) cards in their hand", lambda m: {"opp_hand": [int(m[1]), m[2]]}),
    (r"you have (\d+) or (less|fewer|more) DON!! cards on your field", lambda m: {"own_don": [int(m[1]), m[2]]}),
    (r"your opponent has (\d+) or (less|fewer|more) DON!! cards on their field", lambda m: {"opp_don": [int(m[1]), m[2]]}),
    (r"you have (\d+) or (less|fewer|more) cards in your trash", lambda m: {"own_trash": [int(m[1]), m[2]]}),
    (r"you have (\d+) or (less|fewer|more) Characters", lambda m: {"own_chars": [int(m[1]), m[2]]}),
    (r"your opponent has (\d+) or (less|fewer|more) rested Characters", lambda m: {"opp_rested_chars": [int(m[1]), m[2]]}),
    # conditions about the ability's own card (board.condition_holds gets it as ``src``)
    (r"you have no other \[([^\]]+)\] Characters", lambda m: {"no_other_named": m[1]}),
    (r"this (?:Character|Leader) is rested", lambda m: {"self_rested": True}),
    (r"you have any DON!! cards given", lambda m: {"own_given_don": True}),
    (r"your opponent has (\d+) or (less|fewer|more) Characters", lambda m: {"opp_chars": [int(m[1]), m[2]]}),
    (r"you have (\d+) or (less|fewer|more) active DON!! cards", lambda m: {"own_active_don": [int(m[1]), m[2]]}),
    (r"this (?:Character|Leader) battles your opponent's Character during this turn", lambda m: {"self_battled_character": True}),
    (r"this Character was played on this turn", lambda m: {"self_played_this_turn": True}),
    (r"the only Characters on your field are \{([^}]+)\} type Characters", lambda m: {"only_chars_trait": m[1]}),
    (r"the number of DON!! cards on your field is at least (\d+) less than the number on your opponent's field",
     lambda m: {"don_behind": int(m[1])}),
    (r"you have a Character with (\d+) power or more", lambda m: {"own_char_power_min": int(m[1])}),
    (r"your opponent has a Character with (\d+) power or more", lambda m: {"opp_char_power_min": int(m[1])}),
    (r"you have (\d+) or (less|fewer|more) rested Characters", lambda m: {"own_rested_chars": [int(m[1]), m[2]]}),
    (r"the number of your Life cards is equal to or less than the number of your opponent's Life cards", lambda m: {"life_le_opp": True}),
    (r"you have (\d+) or (less|fewer|more) Events in your trash", lambda m: {"own_trash_events": [int(m[1]), m[2]]}),
    (r"you have a total of (\d+) or (less|fewer|more) given DON!! cards", lambda m: {"own_given_don_total": [int(m[1]), m[2]]}),
    (r"you have \[([^\]]+)\]", lambda m: {"own_named_field": m[1]}),  # your Leader, a Character or the Stage (the field, 3-1-2)
    # "you have 3 or more {Minks} type Characters [on your field]" (any of the types)
    (r"you have (\d+) or more ((?:\{[^}]+\},? (?:or )?)*\{[^}]+\}) type Characters(?: on your field)?",
     lambda m: {"own_chars_traits": [int(m[1]), re.findall(r"\{([^}]+)\}", m[2])]}),
    (r"you have (\d+) or more Characters with a base cost of (\d+) or more", lambda m: {"own_chars_base_cost": [int(m[1]), int(m[2])]}),
    # the card just revealed from the top of the deck ("Reveal 1 card …. If that card's type includes …")
    (r"(?:that|the revealed) card's type includes \"([^\"]+)\"", lambda m: {REVEALED: {"trait_has": m[1]}}),
    (r"(?:that|the revealed) card has (an? cost of \d+ or (?:less|more))", lambda m: {REVEALED: _filters_or_none(m[1])}),
    (r"(?:that|the revealed) card is an? (.+)", lambda m: {REVEALED: _noun_or_none(m[1])}),
    (r"you have (\d+) or (less|fewer|more) cards in your deck", lambda m: {"own_deck": [int(m[1]), m[2]]}),
    # "you have a Character with a cost of 8 or more": your side only
    (r"you have a Character (with a cost of \d+(?: or (?:more|less))?)",
     lambda m: {"own_char_cost": [[int(n), how or "exact"] for n, how in re.findall(r"cost of (\d+)(?: or (more|less))?", m[1])]}),
    # "your opponent has a Character with a cost of 0 or with a cost of 8 or more": their side only
    (r"your opponent has a Character (with a cost of \d+(?: or (?:more|less))?(?: or with a cost of \d+(?: or (?:more|less))?)*)",
     lambda m: {"opp_char_cost": [[int(n), how or "exact"] for n, how in re.findall(r"cost of (\d+)(?: or (more|less))?", m[1])]}),
    # "you have 0 or 3 or more DON!! cards on your field": any of the bounds
    (r"you have (\d+) or (\d+) or (more|less) DON!! cards on your field",
     lambda m: {"own_don_any": [[int(m[1]), "exact"], [int(m[2]), m[3]]]}),
]

NO_BATTLE_KO_BY = "Cannot Be K.O.'d In Battle By Attribute "
"""A granted prohibition "this Character cannot be K.O.'d in battle by <X> attribute cards": the
keyword ends with "X:Leader,Character" (or "X:Character" for "… attribute Characters")."""
CAN_ATTACK_ACTIVE = "Can Attack Active Characters"
"""A granted rule of a card: it "can also attack (your opponent's) active Characters" (changes 7-1-1-2)."""
COUNT_CONDITIONS = frozenset({"total_life", "own_life", "opp_life", "own_hand", "opp_hand", "own_don", "opp_don", "own_active_don",
                              "own_trash", "own_chars", "opp_chars", "own_rested", "opp_rested_chars", "own_rested_chars", "own_deck",
                              "own_trash_events", "own_given_don_total", "opp_rested", "leader_power",
                              "own_life_hand"})
"""Condition keys whose value is ``[N, "less" | "fewer" | "more"]``."""
IF_YOU_DO = "if_you_do"
"""The condition of the effects of "If you do, …": the "you may" effect before them was done."""
IF_YOU_DONT = "if_you_dont"
"""The condition of an effect done "instead of" a "you may" effect when that one was not done (scripts, OP04-040)."""
CONDITION_KEYS = COUNT_CONDITIONS | {ALL_NAMED, ALL_NAMED_TRASH, IF_YOU_DO, IF_YOU_DONT, "opp_leader_attribute", "any_char_cost",
    "leader_trait", "leader_traits", "leader_trait_has", "leader_name", "leader_name_has", "either_life",
    "leader_multicolor", "any_of", "no_own_named", "own_named", "don_le_opp", "don_lt_opp", "leader_color",
    "life_lt_opp", "life_gt_opp", "leader_names", "leader_attribute", "either_don",
    "no_other_named", "self_rested", "own_given_don", "self_battled_character", "self_played_this_turn",
    "only_chars_trait", "don_behind", "own_char_power_min", "opp_char_power_min", "opp_char_cost", "own_don_any",
    "ko_card", "own_char_cost", REVEALED, "life_le_opp", "own_chars_base_cost", "own_chars_traits", "own_named_field",
    "own_char_with", "own_chars_with", "opp_chars_with", "none_of", "attacker_with", "battles_with",
    "played_card_or_by",  # engine.onepiece.opp_play_watch (timing opponent_plays_character)  # board.condition_holds (scripts)
    "removed_card", "removed_by", "removed_to",  # engine.onepiece.removal_watch (timing removed_by_effect)
    "life_of", "life_to",  # engine.onepiece.life_watch (timing life_removed)
    "played_from", "played_card",  # engine.onepiece.play_watch (timing played_from)
    "trashed_by",  # engine.onepiece.hand_trash_watch (timing hand_trashed_by)
    "own_card_power_with", "no_other_own_char_with", "own_rested_don", "own_turns_min",  # board._about_source
    "own_event_cost_this_turn", "opp_turn",  # board._about_source (event_history)
} | ROUND_KEYS | BOUNDED_KEYS | FIELD_KEYS  # conditions_round, conditions_bounded, conditions_field
"""Every key a condition may have (board.condition_holds reads them)."""


def parse_condition(text: str) -> dict[str, Any] | None:
    """"your Leader has the {X} type and you have 2 or less Life cards" → one dict (all must hold)."""
    if both := read_both_named(text):
        return both  # "you have [X] and [Y]": one condition on two names (conditions_named)
    out: dict[str, Any] = {}
    for part in re.split(r",? and (?!your opponent have |the \{)", text.strip()):  # "you and your opponent have …" is one part
        for pat, build in (*CONDITIONS, *ROUND_CONDITIONS):  # conditions_round: read after the others
            m = re.fullmatch(pat, part.strip(), re.I)
            if m:
                got = build(m)
                if any(v is None for v in got.values()):
                    return None  # a phrase the condition reads but whose noun or bound it does not
                out.update(got)
                break
        else:
            return None
    return out
