"""The effect compiler: English card text → abilities made of the shared effect vocabulary.

Grammar (measured on the real pool): ``[Timing] [Once Per Turn] <cost>: If <condition>, <effect>.
Then, <effect>. [Trigger] <effect>.`` Text is split into abilities at ability-opening brackets
(keywords and timings, 8-1-3 / 10-1 / 10-2), reminder text in parentheses is dropped (2-8-4),
"cost: effect" is split at the first colon (8-3-1), sentences are split at ". " and "Then,"
(1-3-8: effects resolve in text order), "If …, " prefixes become conditions (8-3-2) and every
effect clause is matched against the templates below, which share one noun-phrase parser for
targets, filters and durations. Anything that does not match makes the whole ability ``manual``
(engine.core.manual): its controller resolves it by hand; nothing is skipped or guessed.

Ops are the core vocabulary (``draw``, ``destroy`` = K.O., ``modify_stat``, ``grant_keyword``,
``return_to_hand``, ``put_on_deck``, ``tap`` = rest, ``untap`` = set active, ``discard``,
``search``, ``play_free``, ``move``, ``manual``) plus ONE PIECE's own DON!! and life ops listed in
``OP_OPS`` (see :class:`OPEffect`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import DURATIONS, VOCABULARY, Effect, Target

# Game-specific ops (the core vocabulary has no DON!! or life): add DON!! from the DON!! deck,
# give DON!! to a card, set DON!! active, forbid [Blocker] this battle, life ↔ hand/deck, repeat the
# card's [Main] ability, the opponent discards, trash cards from the top of the deck, win or lose
# the game (1-2-6), add a card to a Life area face up (3-10-2-1), both players trash down to N
# cards (1-3-4), place looked-at cards on the top or bottom of the deck (11-3-1), "Choose one:"
# (8-4-4), wait for the end of the turn (``delay``: the next N effects, 6-6-1-1).
OP_OPS = frozenset({
    "add_don", "give_don", "activate_don", "forbid_blocker", "life_to_hand", "deck_to_life",
    "activate_main", "opponent_discards", "mill", "trash_self", "rest_to_bottom", "negate",
    "game_result", "face_up_life", "each_trash_to", "scry", "choose_one", "delay",
})

KEYWORDS = ("Rush", "Blocker", "Double Attack", "Banish", "Unblockable")
TIMINGS = {
    "On Play": "on_play", "When Attacking": "when_attacking", "On Block": "on_block",
    "On K.O.": "on_ko", "End of Your Turn": "end_of_your_turn",
    "End of Your Opponent's Turn": "end_of_opponent_turn", "Activate: Main": "activate_main",
    "Main": "main", "Counter": "counter", "Trigger": "trigger",
    "On Your Opponent's Attack": "on_opponent_attack",
}
TIMING_WORDS = {"Once Per Turn", "Your Turn", "Opponent's Turn"}
# Timings written as words rather than a bracket (D3: "when …" effects are auto effects too):
# (pattern at the start of the ability's text, timing, turn restriction). Start of the turn (6-2-2),
# start of the main phase (6-5-1), when attacked (7-1-3-1), end of battle (7-1-5-2), an Event
# played (8-5).
PHRASE_TIMINGS: list[tuple[str, str, str]] = [
    (r"(?:This effect can be activated )?at the start of your turn[.,]\s*", "start_of_turn", "your"),
    (r"(?:This effect can be activated )?at the start of your opponent's turn[.,]\s*", "start_of_turn", "opponent"),
    (r"(?:This effect can be activated )?at the start of your Main Phase[.,]\s*", "start_of_main", "your"),
    (r"(?:This effect can be activated )?at the start of your opponent's Main Phase[.,]\s*", "start_of_main", "opponent"),
    (r"(?:This effect can be activated )?when your opponent attacks[.,]\s*", "on_opponent_attack", ""),
    (r"When this (?:Character|Leader) is attacked,\s*", "when_attacked", ""),
    # 8-5-4: "when you activate an Event" means playing an Event card from the hand (8-5-2)
    (r"When you activate an Event,\s*", "on_event", ""),
    (r"When your opponent activates an Event,\s*", "on_opponent_event", ""),
    (r"At the end of (?:a|each) battle in which this (?:Character|Leader) battles,\s*", "end_of_battle", ""),
    # 7-1-2-1 / 10-1-4: the opponent's [Blocker] is activated in the block step
    (r"When your opponent activates \[Blocker\],\s*", "on_opponent_blocker", ""),
    # 8-3-1-6 / 10-2-10: DON!! returned to the DON!! deck (a DON!! −N cost is the only way here)
    (r"When (?:a|1 or more) DON!! cards? on (?:your|the) field (?:is|are) returned to your DON!! deck(?: by your effect)?,\s*",
     "don_returned", ""),
    (r"When 2 or more DON!! cards on your field are returned to your DON!! deck,\s*", "don_returned_2", ""),
    # 10-2-1: a K.O. by an effect (not by battle); "your opponent's effect" = an effect they control
    (r"When this Character is K\.O\.'d by your opponent's effect,\s*", "ko_by_opponent_effect", ""),
    (r"When this Character is K\.O\.'d by an effect,\s*", "ko_by_effect", ""),
    (r"When this Character is K\.O\.'d,\s*", "when_ko", ""),
    (r"When this (?:Leader|Character)'s attack deals damage to your opponent's Life,\s*", "on_attack_damage", ""),
    (r"When your opponent's Character is K\.O\.'d,\s*", "opponent_character_ko", ""),
    (r"When a Character is K\.O\.'d,\s*", "character_ko", ""),
    (r"When this Character battles and K\.O\.'s your opponent's Character,\s*", "battle_ko", ""),
    (r"When this Character becomes rested,\s*", "becomes_rested", ""),
    (r"When a \[Trigger\] activates,\s*", "trigger_activates", ""),
    (r"At the end of (?:a|each) battle in which this (?:Character|Leader) battles your opponent's Character,\s*",
     "end_of_battle_vs_character", ""),
]


class OPEffect(Effect):
    """An :class:`Effect` whose op may also be one of ONE PIECE's own ``OP_OPS``."""

    def __post_init__(self) -> None:
        if self.op not in VOCABULARY and self.op not in OP_OPS:
            raise ValueError(f"unknown effect op {self.op!r}")
        if self.duration not in DURATIONS:
            raise ValueError(f"unknown duration {self.duration!r}")


@dataclass
class Ability:
    """One ability of a card. ``timing``: a value of TIMINGS, or "continuous".
    ``costs``: {"kind": rest_don|don_minus|rest_self|trash_hand|trash_self, "n": N} (8-3-1)."""

    timing: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    costs: list[dict[str, Any]] = field(default_factory=list)
    optional_cost: bool = False
    once_per_turn: bool = False
    don: int = 0
    turn: str = ""  # "", "your" (10-2-11) or "opponent" (10-2-12)
    condition: dict[str, Any] | None = None
    manual: bool = False
    templates: list[str] = field(default_factory=list)
    sentences: list[int] = field(default_factory=list)
    """The sentence (one instruction, 1-3-9) each effect comes from, parallel to ``effects``."""
    modes: list[int] = field(default_factory=list)
    """"Choose one:" abilities: the option (1, 2 …; 0 = not an option) of each effect."""
    mode_texts: list[str] = field(default_factory=list)


@dataclass
class CompiledCard:
    keywords: list[str]
    abilities: list[Ability]

    @property
    def automated(self) -> bool:
        return not any(a.manual for a in self.abilities)

    @functools.cached_property
    def aliases(self) -> list[str]:
        """Names this card also has by its own text (2-1-3)."""
        return [e.keyword[5:] for a in self.abilities if a.timing == "continuous" for e in a.effects
                if e.op == "grant_keyword" and e.keyword.startswith("name:")]

    @functools.cached_property
    def any_number(self) -> bool:
        """A deck-building rule change on the card (5-1-2-4, 8-1-3-4-3; D2)."""
        return any(e.keyword == "any_number" for a in self.abilities for e in a.effects)

    @functools.cached_property
    def continuous(self) -> list[Ability]:
        """Automated continuous abilities (8-1-3-4)."""
        return [a for a in self.abilities if a.timing == "continuous" and not a.manual]

    def of(self, timing: str) -> list[tuple[int, Ability]]:
        return [(i, a) for i, a in enumerate(self.abilities) if a.timing == timing]


# --- noun phrases: targets and filters ----------------------------------------------------------

COLOR_WORDS = ("red", "green", "blue", "purple", "black", "yellow")
_NUM = r"(\d+)"


def _filters(rest: str, flt: dict[str, Any]) -> bool:
    """Trailing filter clauses ("with a cost of 3 or less", "other than this Character" …)."""
    pats: list[tuple[str, Callable[[re.Match], None]]] = [
        (r"(?:with )?an? (base )?cost of (\d+) or (less|more)", lambda m: flt.__setitem__(
            ("cost_max" if m[3] == "less" else "cost_min"), int(m[2]))),
        (r"(?:with )?an? (base )?cost of (\d+)", lambda m: flt.update(cost_min=int(m[2]), cost_max=int(m[2]))),
        (r"(?:with )?(?:a )?(base )?power of (\d+) or (less|more)", lambda m: flt.__setitem__(
            ("power_max" if m[3] == "less" else "power_min"), int(m[2]))),
        (r"(?:with )?(\d+) (base )?power or (less|more)", lambda m: flt.__setitem__(
            ("power_max" if m[3] == "less" else "power_min"), int(m[1]))),
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


def _adjectives(words: str, flt: dict[str, Any]) -> bool:
    """Adjectives before the noun: rested/active, colours, {Trait} type, "[Name]"."""
    words = words.strip()
    while words:
        m = re.match(r"(rested|active)\s*", words, re.I)
        if m:
            flt["rested"] = m[1].lower() == "rested"
        elif m := re.match(r"(" + "|".join(COLOR_WORDS) + r")\s*", words, re.I):
            flt.setdefault("colors", []).append(m[1].capitalize())
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


_NOUNS = [
    (r"Leader or Character cards?", ["Leader", "Character"]),
    (r"Leader or Characters", ["Leader", "Character"]),
    (r"Leader", ["Leader"]),
    (r"Characters? or Leader", ["Leader", "Character"]),
    (r"Character cards?", ["Character"]),
    (r"Characters?", ["Character"]),
    (r"Stage cards?", ["Stage"]),
    (r"Stages?", ["Stage"]),
    (r"Event cards?", ["Event"]),
    (r"Events?", ["Event"]),
    (r"cards?", []),
]


def parse_target(np: str, zone: str = "field") -> Target | None:
    """A target noun phrase, e.g. "up to 1 of your opponent's rested Characters with a cost of 4
    or less" → ``Target("chosen", {"side": "opp", "types": ["Character"], "rested": True,
    "cost_max": 4}, count=1, up_to=True)``. None when the phrase is not understood."""
    np = np.strip().rstrip(",")
    if re.fullmatch(r"this (Character|card|Leader|Stage)", np, re.I):
        return Target("self")
    if re.fullmatch(r"your Leader", np, re.I):
        return Target("each", {"side": "own", "types": ["Leader"], "zone": zone})
    m = re.fullmatch(r"your Leader or (?:up to )?(\d+) of your Characters", np, re.I)
    if m:
        return Target("chosen", {"side": "own", "types": ["Leader", "Character"], "zone": zone}, int(m[1]), True)
    m = re.fullmatch(r"(?:(up to )(?:a total of )?(\d+)|(\d+)|(all)) (?:of )?(your opponent's |your |)(.*)", np, re.I)
    if not m:
        return None
    up_to = bool(m[1])
    count = int(m[2] or m[3] or 0)
    kind = "each" if m[4] else "chosen"
    side = {"your opponent's ": "opp", "your ": "own", "": "any"}[m[5].lower()]
    body = m[6]
    flt: dict[str, Any] = {"side": side, "zone": zone}
    for pat, types in _NOUNS:
        nm = re.search(r"(?:^|\s)" + pat + r"(?=\s|$)", body)
        if nm:
            if not _adjectives(body[: nm.start()], flt) or not _filters(body[nm.end():], flt):
                return None
            flt["types"] = types
            return Target(kind, flt, count, up_to)
    nm = re.fullmatch(r"(.*?\[[^\]]+\])(.*)", body)
    if nm and _adjectives(nm[1], flt) and _filters(nm[2], flt):
        flt["types"] = []
        return Target(kind, flt, count, up_to)
    return None


def _duration(text: str | None, default: str = "this_turn") -> str:
    if not text:
        return default
    text = text.lower()
    if "battle" in text:
        return "this_battle"
    if "next turn" in text:
        return "until_your_next_turn"
    return "this_turn"


# --- clause templates ---------------------------------------------------------------------------

_DUR = r"(?: (during this turn|during this battle|until the end of your opponent's next turn|until the start of your next turn))?"
Builder = Callable[[re.Match], list[Effect] | None]
TEMPLATES: list[tuple[str, str, Builder]] = []


def template(name: str, pattern: str) -> Callable[[Builder], Builder]:
    def deco(fn: Builder) -> Builder:
        TEMPLATES.append((name, pattern, fn))
        return fn
    return deco


def _t(np: str, zone: str = "field") -> Target | None:
    return parse_target(np, zone)


@template("draw", r"draw (\d+) cards?")
def _draw(m: re.Match) -> list[Effect] | None:
    return [OPEffect("draw", int(m[1]), Target("player"))]


@template("ko", r"KO (.+)")
def _ko(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("destroy", target=t)] if t else None


@template("give_power", r"give (.+?) ([+-]\d+) power" + _DUR)
def _give_power(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("modify_stat", int(m[2]), t, stat="power", duration=_duration(m[3]))] if t else None


@template("gains_power", r"(.+?) gains? ([+-]\d+) power" + _DUR)
def _gains_power(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("modify_stat", int(m[2]), t, stat="power", duration=_duration(m[3], ""))] if t else None


@template("gains_cost", r"(.+?) gains? ([+-]\d+) cost" + _DUR)
def _gains_cost(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("modify_stat", int(m[2]), t, stat="cost", duration=_duration(m[3], ""))] if t else None


@template("give_cost", r"give (.+?) ([+-]\d+) cost" + _DUR)
def _give_cost(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    if not t or t.kind == "self":
        return None  # "this card in your hand -N cost" is a cost reduction: manual
    return [OPEffect("modify_stat", int(m[2]), t, stat="cost", duration=_duration(m[3]))]


@template("gains_keyword", r"(.+?) gains? \[(Rush|Blocker|Double Attack|Banish|Unblockable)\]" + _DUR)
def _gains_keyword(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("grant_keyword", target=t, keyword=m[2], duration=_duration(m[3], ""))] if t else None


@template("return_to_hand", r"return (.+?) to (?:the owner's|their owner's|its owner's|your) hand")
def _bounce(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("return_to_hand", target=t)] if t else None


@template("bottom_of_deck", r"place (.+?) at the bottom of (?:the owner's|their owner's|its owner's|your|your opponent's) deck")
def _bottom(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("put_on_deck", target=t, zone="bottom")] if t else None


@template("rest", r"rest (.+)")
def _rest(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("tap", target=t)] if t else None


@template("set_don_active", r"set (?:up to )?(\d+) of your DON!! cards as active")
def _don_active(m: re.Match) -> list[Effect] | None:
    return [OPEffect("activate_don", int(m[1]))]


@template("set_active", r"set (.+?) as active")
def _set_active(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("untap", target=t)] if t else None


@template("add_don", r"add up to (\d+) (?:additional )?DON!! cards?(?: from your DON!! deck)? and (rest (?:it|them)|set (?:it|them) as active)")
def _add_don(m: re.Match) -> list[Effect] | None:
    return [OPEffect("add_don", int(m[1]), keyword="rested" if m[2].startswith("rest") else "active")]


@template("add_don_as", r"add up to (\d+) DON!! cards? as (active|rested) from your DON!! deck")
def _add_don_as(m: re.Match) -> list[Effect] | None:
    return [OPEffect("add_don", int(m[1]), keyword=m[2].lower())]


@template("give_don", r"give (?:up to )?(\d+) (rested |active )?DON!! cards? to (.+)")
def _give_don(m: re.Match) -> list[Effect] | None:
    t = _t(m[3])
    if not t:
        return None
    return [OPEffect("give_don", int(m[1]), t, keyword=(m[2] or "").strip() or "any")]


@template("trash_from_hand", r"trash (\d+) cards? from your hand")
def _discard(m: re.Match) -> list[Effect] | None:
    return [OPEffect("discard", int(m[1]), Target("chosen", {"side": "own", "zone": "hand"}, int(m[1])))]


@template("trash_up_to_from_hand", r"trash up to (\d+) cards? from your hand")
def _discard_up_to(m: re.Match) -> list[Effect] | None:
    return [OPEffect("discard", int(m[1]), Target("chosen", {"side": "own", "zone": "hand"}, int(m[1]), True))]


@template("alias", r"also treat this card's name as \[([^\]]+)\] according to the rules")
def _alias(m: re.Match) -> list[Effect] | None:
    return [OPEffect("grant_keyword", target=Target("self"), keyword=f"name:{m[1]}")]


@template("any_number", r"under the rules of this game, you may have any number of this card in your deck")
def _any_number(m: re.Match) -> list[Effect] | None:
    return [OPEffect("grant_keyword", target=Target("self"), keyword="any_number")]


@template("opponent_discards", r"your opponent trashes (\d+) cards? from their hand")
def _opp_discard(m: re.Match) -> list[Effect] | None:
    return [OPEffect("opponent_discards", int(m[1]))]


@template("mill", r"trash (\d+) cards? from the top of your deck")
def _mill(m: re.Match) -> list[Effect] | None:
    return [OPEffect("mill", int(m[1]))]


@template("search", r"look at (\d+) cards from the top of your deck; reveal up to (\d+) (.*?)and add (?:it|them) to your hand")
def _search(m: re.Match) -> list[Effect] | None:
    t = _t(f"up to {m[2]} {m[3].strip()}", "looked")
    if not t:
        return None
    return [OPEffect("look_top", int(m[1])), OPEffect("search", target=t)]


@template("rest_to_bottom", r"place the rest at the bottom of your deck in any order")
def _rest_bottom(m: re.Match) -> list[Effect] | None:
    return [OPEffect("rest_to_bottom")]


@template("rest_to_trash", r"trash the rest")
def _rest_trash(m: re.Match) -> list[Effect] | None:
    return [OPEffect("rest_to_bottom", zone="trash")]


@template("trash_self_card_to_hand", r"add this (?:Character )?card from your trash to your hand")
def _self_to_hand(m: re.Match) -> list[Effect] | None:
    return [OPEffect("move", target=Target("self"), zone="hand")]


@template("play_self_from_trash", r"play this (?:Character )?card from your trash( rested)?")
def _play_self_trash(m: re.Match) -> list[Effect] | None:
    return [OPEffect("play_free", target=Target("self"), zone="trash", keyword="rested" if m[1] else "")]


@template("play_from", r"play (up to \d+ .+?|this card) from your (hand or trash|hand|trash)( rested)?")
def _play_from(m: re.Match) -> list[Effect] | None:
    t = Target("self") if m[1] == "this card" else _t(m[1], m[2].replace(" or ", "_or_"))
    if not t:
        return None
    if t.kind == "chosen" and not t.filter.get("types"):
        t.filter["types"] = ["Character"]
    return [OPEffect("play_free", target=t, zone=m[2].replace(" or ", "_or_"), keyword="rested" if m[3] else "")]


@template("play_this", r"play this card")
def _play_this(m: re.Match) -> list[Effect] | None:
    return [OPEffect("play_free", target=Target("self"), zone="life")]


@template("activate_main", r"activate this card's \[(?:Main|Counter)\] effect")
def _activate_main(m: re.Match) -> list[Effect] | None:
    return [OPEffect("activate_main")]


@template("activate_own", r"activate this card's \[(On Play|On KO)\] effect")
def _activate_own(m: re.Match) -> list[Effect] | None:
    """A [Trigger] that resolves the card's own [On Play] / [On K.O.] text (10-1-5-1)."""
    return [OPEffect("activate_main", keyword={"On Play": "on_play", "On KO": "on_ko"}[m[1]])]


@template("life_to_hand", r"add (?:up to )?(\d+) cards? from the top( or bottom)? of your Life cards to your hand")
def _life_to_hand(m: re.Match) -> list[Effect] | None:
    return [OPEffect("life_to_hand", int(m[1]), keyword="either" if m[2] else "")]


@template("game_result", r"you (win|lose) the game")
def _game_result(m: re.Match) -> list[Effect] | None:
    """1-2-6: an effect makes its controller win or lose, during its resolution."""
    return [OPEffect("game_result", keyword=m[1].lower())]


@template("deck_out_wins", r"(?:under the rules of this game, you can only include \{([^}]+)\} type cards in your deck and )?"
          r"when your deck is reduced to 0, you win the game instead of losing(?:, according to the rules)?")
def _deck_out_wins(m: re.Match) -> list[Effect] | None:
    """1-2-6 replacing 1-2-1-1-2 / 9-2-1-2 (and, with the prefix, a deck-building rule, 8-1-3-4-3)."""
    out = [OPEffect("grant_keyword", target=Target("self"), keyword="rule:deck_out_wins")]
    if m[1]:
        out.append(OPEffect("grant_keyword", target=Target("self"), keyword=f"rule:deck_only:{m[1]}"))
    return out


@template("gains_trait", r"(.+?) gains? the \{([^}]+)\} type" + _DUR)
def _gains_trait(m: re.Match) -> list[Effect] | None:
    """2-4-4: a trait given by an effect (a ``trait:X`` grant; filters and conditions see it)."""
    t = _t(m[1])
    return [OPEffect("grant_keyword", target=t, keyword=f"trait:{m[2]}", duration=_duration(m[3], ""))] if t else None


@template("face_up_life", r"add (up to \d+ .+?) to the top( or bottom)? of (?:your opponent's|the owner's|your|their owner's) Life cards face-up")
def _face_up_life(m: re.Match) -> list[Effect] | None:
    """3-10-2-1: a character added to its owner's Life area face up (public while there)."""
    t = _t(m[1])
    return [OPEffect("face_up_life", target=t, zone="either" if m[2] else "top")] if t else None


@template("hand_to_life_face_up", r"add (up to \d+ .+?) from your hand to the top of your Life cards face-up")
def _hand_to_life_face_up(m: re.Match) -> list[Effect] | None:
    t = _t(m[1], "hand")
    return [OPEffect("face_up_life", target=t, zone="top")] if t else None


@template("look", r"look at (\d+) cards? from the top of (your|your opponent's) deck")
def _look(m: re.Match) -> list[Effect] | None:
    """11-3-3: looking with nothing more to do: the cards go back and the deck is randomized."""
    return [OPEffect("look_top", int(m[1]), keyword="randomize", zone="opp" if "opponent" in m[2] else "")]


@template("scry", r"look at (\d+) cards? from the top of your deck and place them at the top or bottom of (?:the|your) deck in any order")
def _scry(m: re.Match) -> list[Effect] | None:
    """11-3-1 / 1-3-8: the player puts each looked-at card on the top or the bottom, in the order
    they choose."""
    return [OPEffect("scry", int(m[1]))]


@template("each_trash_to", r"you and your opponent trash cards from your hands until you each have (\d+) cards? in your hands")
def _each_trash_to(m: re.Match) -> list[Effect] | None:
    """1-3-4: both players choose (turn player first), then both trash together."""
    return [OPEffect("each_trash_to", int(m[1]))]


# Prohibitions (1-3-3: a prohibition beats an instruction), kept as keyword-like markers so the
# view shows them with the card's keywords.
PROHIBITIONS = {"attack": "Cannot Attack", "be KO'd": "Cannot Be K.O.'d",
                "be KO'd in battle": "Cannot Be K.O.'d In Battle", "be KO'd by effects": "Cannot Be K.O.'d By Effects"}


@template("prohibit", r"(.+?) cannot (attack|be KO'd(?: in battle| by effects)?)" + _DUR)
def _prohibit(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("grant_keyword", target=t, keyword=PROHIBITIONS[m[2]], duration=_duration(m[3], ""))] if t else None


# 6-2-4 is skipped once for the card: the marker lasts until its controller's next refresh phase.
NO_REFRESH = "Won't Refresh"


@template("no_refresh", r"(.+?) will not become active in (?:your opponent's |your |the )?next Refresh Phase")
def _no_refresh(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("grant_keyword", target=t, keyword=NO_REFRESH, duration="permanent")] if t else None


@template("draw_up_to", r"draw up to (\d+) cards?")
def _draw_up_to(m: re.Match) -> list[Effect] | None:
    return [OPEffect("draw", int(m[1]), Target("player"), keyword="up_to")]


@template("base_power", r"(your Leader|this (?:Character|Leader))(?:'s)? base power becomes (\d+)" + _DUR)
def _base_power(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("modify_stat", int(m[2]), t, stat="base_power", duration=_duration(m[3], ""))] if t else None


@template("negate", r"negate the effects? of (.+?)" + _DUR)
def _negate(m: re.Match) -> list[Effect] | None:
    t = _t(m[1])
    return [OPEffect("negate", target=t, duration=_duration(m[2]))] if t else None


@template("deck_to_life", r"add (?:up to )?(\d+) cards? from the top of your deck to the top of your Life cards")
def _deck_to_life(m: re.Match) -> list[Effect] | None:
    return [OPEffect("deck_to_life", int(m[1]))]


@template("hand_to_life", r"add (up to \d+ .+?) from your hand to the top of your Life cards")
def _hand_to_life(m: re.Match) -> list[Effect] | None:
    t = _t(m[1], "hand")
    return [OPEffect("move", target=t, zone="life")] if t else None


@template("trash_to_hand", r"add (up to \d+ .+?) from your trash to your hand")
def _trash_to_hand(m: re.Match) -> list[Effect] | None:
    t = _t(m[1], "trash")
    return [OPEffect("move", target=t, zone="hand")] if t else None


@template("forbid_blocker", r"your opponent cannot activate (?:a )?\[Blocker\](?: during this battle)?")
def _forbid(m: re.Match) -> list[Effect] | None:
    return [OPEffect("forbid_blocker")]


# --- conditions (8-3-2) and costs (8-3-1) -----------------------------------------------------

_CONDITIONS: list[tuple[str, Callable[[re.Match], dict[str, Any]]]] = [
    (r"your Leader has the \{([^}]+)\} type", lambda m: {"leader_trait": m[1]}),
    (r"your Leader has the ((?:\{[^}]+\},? (?:or )?)+\{[^}]+\}) type", lambda m: {"leader_traits": re.findall(r"\{([^}]+)\}", m[1])}),
    (r"your Leader's type includes \"([^\"]+)\"", lambda m: {"leader_trait_has": m[1]}),
    (r"your Leader is \[([^\]]+)\]", lambda m: {"leader_name": m[1]}),
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
    (r"your opponent has (\d+) or (less|fewer|more) Characters", lambda m: {"opp_chars": [int(m[1]), m[2]]}),
]


def parse_condition(text: str) -> dict[str, Any] | None:
    """"your Leader has the {X} type and you have 2 or less Life cards" → one dict (all must hold)."""
    out: dict[str, Any] = {}
    for part in re.split(r",? and ", text.strip()):
        for pat, build in _CONDITIONS:
            m = re.fullmatch(pat, part.strip(), re.I)
            if m:
                out.update(build(m))
                break
        else:
            return None
    return out


_CHOSEN_COSTS = [  # costs paid with cards of your own that you choose (8-3-1): kind, zone, pattern
    ("trash_to_deck", "trash", r"place (\d+) (.+?) from your trash at the bottom of your deck(?: in any order)?"),
    ("reveal_hand", "hand", r"reveal (\d+) (.+?) from your hand"),
    ("bounce_own", "field", r"return (\d+) (of your .+?) to the owner's hand"),
]


def _chosen_cost(part: str) -> dict[str, Any] | None:
    for kind, zone, pat in _CHOSEN_COSTS:
        m = re.fullmatch(pat, part, re.I)
        if m and (t := parse_target(f"{m[1]} {m[2]}", zone)) is not None:
            return {"kind": kind, "n": int(m[1]), "filter": t.filter}
    return None


def parse_costs(text: str) -> tuple[list[dict[str, Any]], bool] | None:
    """Activation costs before the colon: ①② (rest DON!!, 8-3-1-5), DON!! -N (8-3-1-6),
    "rest this Character", "trash N cards from your hand", "trash this Character"."""
    costs: list[dict[str, Any]] = []
    optional = False
    text = text.strip()
    m = re.match(r"([①-⑩]+)\s*", text)
    if m:
        costs.append({"kind": "rest_don", "n": sum(ord(c) - 0x2460 + 1 for c in m[1])})
        text = text[m.end():]
    m = re.match(r"DON!! -(\d+)\s+(?=\S)", text)
    if m:
        costs.append({"kind": "don_minus", "n": int(m[1])})
        text = text[m.end():]
    for part in re.split(r",? and |, ", text):
        part = part.strip()
        if not part:
            continue
        if part.lower().startswith("you may "):
            optional = True
            part = part[8:]
        if m := re.fullmatch(r"DON!! -(\d+)", part):
            costs.append({"kind": "don_minus", "n": int(m[1])})
        elif re.fullmatch(r"rest this (?:Character|card|Leader|Stage)", part, re.I):
            costs.append({"kind": "rest_self", "n": 1})
        elif m := re.fullmatch(r"trash (\d+) cards? from your hand", part, re.I):
            costs.append({"kind": "trash_hand", "n": int(m[1])})
        elif re.fullmatch(r"trash this (?:Character|card|Stage)", part, re.I):
            costs.append({"kind": "trash_self", "n": 1})
        elif m := re.fullmatch(r"rest (\d+) of your DON!! cards?", part, re.I):
            costs.append({"kind": "rest_don", "n": int(m[1])})
        elif re.fullmatch(r"this (?:Character|card|Leader|Stage)", part, re.I) and costs:
            costs.append({"kind": "rest_self", "n": 1})
        elif m := re.fullmatch(r"add (\d+) cards? from the top( or bottom)? of your Life cards to your hand", part, re.I):
            costs.append({"kind": "life_to_hand", "n": int(m[1]), "either": bool(m[2])})
        elif m := re.fullmatch(r"trash (\d+) (.+?) from your hand", part, re.I):
            t = parse_target(f"{m[1]} {m[2]}", "hand")
            if t is None:
                return None
            costs.append({"kind": "trash_hand", "n": int(m[1]), "filter": t.filter})
        elif m := re.fullmatch(r"trash (\d+) cards? from the top( or bottom)? of your Life cards", part, re.I):
            costs.append({"kind": "life_trash", "n": int(m[1]), "either": bool(m[2])})
        elif re.fullmatch(r"place this (?:Character|card|Stage) at the bottom of the owner's deck", part, re.I):
            costs.append({"kind": "bottom_self", "n": 1})
        elif m := re.fullmatch(r"trash (\d+) cards? from the top of your deck", part, re.I):
            costs.append({"kind": "mill", "n": int(m[1])})
        elif m := re.fullmatch(r"place (\d+) cards? from your trash at the bottom of your deck(?: in any order)?", part, re.I):
            costs.append({"kind": "trash_to_deck", "n": int(m[1])})
        elif chosen := _chosen_cost(part):
            costs.append(chosen)
        elif re.fullmatch(r"return this (?:Character|card) to the owner's hand", part, re.I):
            costs.append({"kind": "bounce_self", "n": 1})
        elif m := re.fullmatch(r"turn (\d+) cards? from the top of your Life cards face-up", part, re.I):
            costs.append({"kind": "life_face_up", "n": int(m[1])})  # 3-10-2-1
        elif m := re.fullmatch(r"([①-⑩]+)", part):
            costs.append({"kind": "rest_don", "n": sum(ord(c) - 0x2460 + 1 for c in m[1])})
        else:
            return None
    return (costs, optional) if costs else None


# --- sentences and abilities ------------------------------------------------------------------

_VERBS = r"(?:draw|trash|give|KO|rest|return|place|add|play|set|look)"


def compile_sentence(sentence: str) -> tuple[list[Effect], list[str]] | None:
    """One sentence → effects (with condition/optional flags) and the template names used."""
    s = sentence.strip().rstrip(".").strip()
    if not s:
        return [], []
    condition = None
    m = re.match(r"[Ii]f (.+?), (?=[a-zA-Z{\[])", s)
    if m and not s.lower().startswith("if you do"):
        condition = parse_condition(m[1])
        if condition is None:
            return None
        s = s[m.end():]
    if condition is None:
        m = re.fullmatch(r"(.+?) if (.+)", s)
        if m and (cond := parse_condition(m[2])) is not None:
            condition, s = cond, m[1]
    optional = False
    if s.lower().startswith("you may "):
        optional, s = True, s[8:]
    # 6-6-1-1: "… at the end of this turn" — the effect waits for the end phase
    later = re.fullmatch(r"(.+?) at the end of this turn", s, re.I) or re.fullmatch(r"at the end of this turn, (.+)", s, re.I)
    if later:
        s = later[1]
    parts = re.split(r",? and (?!(?:add|play|rest|set|place) (?:it|them)\b)(?=" + _VERBS + r"\b)", s, flags=re.I)
    effects: list[Effect] = []
    names: list[str] = []
    for part in parts:
        part = part.strip()
        for name, pat, build in TEMPLATES:
            mm = re.fullmatch(pat, part, re.I)
            if mm:
                built = build(mm)
                if built:
                    effects.extend(built)
                    names.append(name)
                    break
        else:
            return None
    if effects:
        if condition:
            effects[0].condition = condition
            for e in effects[1:]:
                e.condition = condition
        if optional:
            effects[0].optional = True
    if later and effects:
        # the condition is checked now; the effects (and a "you may") when they happen
        for e in effects:
            e.condition = None
        effects.insert(0, OPEffect("delay", len(effects), condition=condition))
        names.append("at_end_of_turn")
    return effects, names


def strip_reminders(text: str) -> str:
    """Drop reminder text (2-8-4): parentheses that explain a keyword, not "(Slash)" attributes."""
    return re.sub(r"\s*\((?:[^()]{16,})\)", "", text)


_BRACKET = re.compile(r"\[([^\]]+)\]\s*")


def _split_abilities(text: str) -> list[str]:
    """Split text into abilities: lines, then at a keyword/timing bracket that opens an ability."""
    out: list[str] = []
    for line in text.split("\n"):
        line = line.strip()
        if not line:
            continue
        if line.startswith("•") and out:  # an option of "Choose one:" belongs to its ability
            out[-1] += " " + line
            continue
        start = 0
        for m in _BRACKET.finditer(line):
            tok = m[1]
            opens = tok in TIMINGS or tok in KEYWORDS or tok in TIMING_WORDS or tok.startswith("DON!! x")
            before = line[start:m.start()].rstrip()
            if opens and m.start() > start and before and before[-1] in ".)":
                out.append(line[start:m.start()].strip())
                start = m.start()
        out.append(line[start:].strip())
    return out


def compile_ability(chunk: str, keywords: list[str], default_timing: str = "") -> Ability | None:
    """One ability's text → an Ability (manual when any part is not understood). Returns None for
    a bare keyword (added to ``keywords``)."""
    rest = chunk
    ab = Ability(timing=default_timing or "continuous", text=chunk)
    seen_kw = False
    while True:
        m = re.match(r"\[([^\]]+)\]\s*", rest)
        if not m:
            break
        tok = m[1]
        if tok in KEYWORDS and not default_timing:
            keywords.append(tok)
            seen_kw = True
        elif tok == "Rush: Character":
            keywords.append("Rush: Character")
            seen_kw = True
        elif tok in TIMINGS:
            ab.timing = TIMINGS[tok]
        elif tok == "Once Per Turn":
            ab.once_per_turn = True
        elif tok == "Your Turn":
            ab.turn = "your"
        elif tok == "Opponent's Turn":
            ab.turn = "opponent"
        elif mm := re.fullmatch(r"DON!! x(\d+)", tok):
            ab.don = int(mm[1])
        else:
            break
        rest = rest[m.end():]
    rest = rest.strip()
    if ab.timing == "continuous":
        for pat, timing, turn in PHRASE_TIMINGS:
            if pm := re.match(pat, rest, re.I):
                ab.timing, rest = timing, rest[pm.end():].strip()
                ab.turn = ab.turn or turn
                break
    if not rest:
        if seen_kw and ab.timing == "continuous" and not ab.don and not ab.turn:
            return None
        if ab.timing == "continuous" and not seen_kw:
            ab.manual = True
        return ab if not seen_kw else None
    # cost: effect ("Choose one:" is no cost)
    if ":" in rest and not rest.split(":", 1)[0].strip().lower().endswith("choose one"):
        head, body = rest.split(":", 1)
        parsed = parse_costs(head)
        if parsed is None:
            ab.manual = True
            return ab
        ab.costs, ab.optional_cost = parsed
        rest = body.strip()
    rest = rest.replace("K.O.'d", "KO'd").replace("K.O.", "KO")
    if modal := re.fullmatch(r"(.*?)\b[Cc]hoose one:\s*(•.*)", rest, re.S):
        return _compile_modes(ab, modal[1], modal[2])
    sentences = re.split(r"(?<=\.)\s+(?:Then,\s*)?|\s*Then,\s*", rest)
    for i, sentence in enumerate(sentences):
        compiled = compile_sentence(sentence)
        if compiled is None:
            ab.manual = True
            ab.effects = []
            return ab
        ab.effects.extend(compiled[0])
        ab.templates.extend(compiled[1])
        ab.sentences.extend([i] * len(compiled[0]))
    if any(e.keyword == "randomize" for e in ab.effects) and any(
            e.op in ("search", "rest_to_bottom") or (e.target and e.target.filter.get("zone") == "looked") for e in ab.effects):
        ab.manual = True  # the looked-at cards are used later: not a bare look (11-3-3)
        ab.effects = []
        return ab
    if ab.timing == "continuous" and not all(_continuous_ok(e) for e in ab.effects):
        ab.manual = True
    return ab


def _compile_modes(ab: Ability, prefix: str, options: str) -> Ability:
    """"[If …, ]choose one: • A • B": a ``choose_one`` effect (the player picks an option when it
    resolves, 8-4-4), then the effects of every option, each tagged with its option number."""
    cond = None
    if prefix.strip():
        pm = re.fullmatch(r"[Ii]f (.+?),", prefix.strip())
        cond = parse_condition(pm[1]) if pm else None
        if cond is None:
            ab.manual = True
            return ab
    texts = [o.strip() for o in options.split("•") if o.strip()]
    ab.effects, ab.modes, ab.sentences = [OPEffect("choose_one", len(texts), condition=cond)], [0], [0]
    ab.mode_texts = texts
    number = 1
    for mode, text in enumerate(texts, 1):
        for sentence in re.split(r"(?<=\.)\s+(?:Then,\s*)?|\s*Then,\s*", text):
            compiled = compile_sentence(sentence)
            if compiled is None or any(e.keyword == "randomize" for e in compiled[0]):
                ab.manual, ab.effects, ab.modes, ab.sentences = True, [], [], []
                return ab
            ab.effects.extend(compiled[0])
            ab.templates.extend(compiled[1])
            ab.modes.extend([mode] * len(compiled[0]))
            ab.sentences.extend([number] * len(compiled[0]))
            number += 1
    ab.templates.append("choose_one")
    if ab.timing == "continuous":
        ab.manual = True
    return ab


def _continuous_ok(e: Effect) -> bool:
    """Continuous effects the engine computes (8-1-3-4): power and keywords of this card or of all
    of your Characters."""
    if e.op not in ("modify_stat", "grant_keyword") or e.target is None or e.optional:
        return False
    if e.op == "modify_stat" and e.stat not in ("power", "cost", "base_power"):
        return False
    if e.op == "modify_stat" and e.stat == "base_power" and e.target.kind != "self":
        return False
    # this card, or all cards of a kind on either side ("give all of your opponent's Characters
    # -1 cost" is computed like "all of your Characters gain +1000 power").
    return e.target.kind == "self" or (e.target.kind == "each" and e.target.filter.get("side") in ("own", "opp"))


@functools.lru_cache(maxsize=8192)
def _compile(effect: str, trigger: str) -> CompiledCard:
    keywords: list[str] = []
    abilities: list[Ability] = []
    for chunk in _split_abilities(strip_reminders(effect)):
        # "[On Play]/[When Attacking] …" and "[Main]/[Counter] …": one text, two timings.
        dual = re.match(r"((?:\[[^\]]+\]\s*)*)\[([^\]]+)\]/\[([^\]]+)\]\s*(.*)", chunk, re.S)
        parts = [f"{dual[1]}[{dual[2]}] {dual[4]}", f"{dual[1]}[{dual[3]}] {dual[4]}"] if dual else [chunk]
        # "When this Leader attacks or is attacked, …": [When Attacking] and when attacked (7-1-3-1).
        both = re.match(r"((?:\[[^\]]+\]\s*)*)When this (Character|Leader) attacks or is attacked,\s*(.*)", chunk, re.S)
        if both:
            parts = [f"{both[1]}[When Attacking] {both[3]}", f"{both[1]}When this {both[2]} is attacked, {both[3]}"]
        for part in parts:
            ab = compile_ability(part, keywords)
            if ab is not None:
                abilities.append(ab)
    if trigger:
        ab = compile_ability(strip_reminders(trigger), [], "trigger")
        if ab is not None:
            ab.timing = "trigger"
            abilities.append(ab)
    return CompiledCard(keywords, abilities)


def compile_card(data: dict[str, Any]) -> CompiledCard:
    """The compiled abilities of a card (cached by text)."""
    return _compile(data.get("effect") or "", data.get("trigger") or "")
