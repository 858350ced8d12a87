"""Continuous text (8-1-3-4): names (2-1-3), deck-building and game rules the card changes (5-1-2-4,
1-2-6), traits gained (2-4-4), prohibitions (1-3-3), "will not become active" (6-2-4); and which
continuous effects the engine computes itself (:func:`continuous_ok`)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .model import ALL_NAMES
from .readers import DUR, KEYWORDS, NO_REFRESH, NO_REMOVAL, PROHIBITIONS, duration, field_cards, parse_target
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("alias", r"also treat this card's name as \[([^\]]+)\] according to the rules", full=True, flags=re.I, priority=180)
def _alias(m: re.Match) -> Effects:
    return [Effect("grant_keyword", target=Target("self"), keyword=f"name:{m[1]}")]


@CLAUSES.register("all_names", r"this (?:leader|character|card) is treated as a card with all card names, types,? and attributes",
                  full=True, flags=re.I, priority=181)
def _all_names(m: re.Match) -> Effects:
    """2-1-3, 2-4-4, 2-5-4: names, types and attributes a card's text gives it count as printed; this one has them all
    (official Q&A: it meets "If your Leader has the {X} type", and a "<Slash>"-only prohibition applies to it)."""
    return [Effect("grant_keyword", target=Target("self"), keyword=ALL_NAMES)]


@CLAUSES.register("any_number", r"under the rules of this game, you may have any number of this card in your deck", full=True,
                  flags=re.I, priority=190)
def _any_number(m: re.Match) -> Effects:
    return [Effect("grant_keyword", target=Target("self"), keyword="any_number")]


@CLAUSES.register("deck_out_wins", r"(?:under the rules of this game, you can only include \{([^}]+)\} type cards in your deck and )?"
                  r"when your deck is reduced to 0, you win the game instead of losing(?:, according to the rules)?",
                  full=True, flags=re.I, priority=330)
def _deck_out_wins(m: re.Match) -> Effects:
    """1-2-6 replacing 1-2-1-1-2 / 9-2-1-2 (and, with the prefix, a deck-building rule, 8-1-3-4-3)."""
    out = [Effect("grant_keyword", target=Target("self"), keyword="rule:deck_out_wins")]
    if m[1]:
        out.append(Effect("grant_keyword", target=Target("self"), keyword=f"rule:deck_only:{m[1]}"))
    return out


@CLAUSES.register("gains_trait", r"(.+?) gains? the \{([^}]+)\} type" + DUR, full=True, flags=re.I, priority=340)
def _gains_trait(m: re.Match) -> Effects:
    """2-4-4: a trait given by an effect (a ``trait:X`` grant; filters and conditions see it)."""
    t = parse_target(m[1])
    return [Effect("grant_keyword", target=t, keyword=f"trait:{m[2]}", duration=duration(m[3], ""))] if t else None


@CLAUSES.register("prohibit", r"(.+?) cannot (attack|be rested|be KO'd(?: in battle| by effects)?)" + DUR, full=True, flags=re.I, priority=400)
def _prohibit(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("grant_keyword", target=t, keyword=PROHIBITIONS[m[2]], duration=duration(m[3], ""))] if t else None


@CLAUSES.register("no_removal", r"(.+?) cannot be removed from the field by your opponent's effects"
                  r"(?: and gains \[(" + "|".join(KEYWORDS) + r")\])?" + DUR, full=True, flags=re.I, priority=405)
def _no_removal(m: re.Match) -> Effects:
    """1-3-3: a prohibition on the opponent's effects that would move the card off the field; "and
    gains [Blocker]" is the second half of the same continuous text (two grants, one condition)."""
    t = parse_target(m[1])
    if not t:
        return None
    out = [Effect("grant_keyword", target=t, keyword=NO_REMOVAL, duration=duration(m[3], ""))]
    if m[2]:
        out.append(Effect("grant_keyword", target=t, keyword=m[2], duration=duration(m[3], "")))
    return out


@CLAUSES.register("no_refresh", r"(.+?) will not become active in (?:your opponent's |your |the )?next Refresh Phase", full=True,
                  flags=re.I, priority=410)
def _no_refresh(m: re.Match) -> Effects:
    t = field_cards(parse_target(m[1]))  # "Up to 2 of your opponent's rested cards": the cost area's DON!! too (2-2-2, 6-2-4)
    return [Effect("grant_keyword", target=t, keyword=NO_REFRESH, duration="permanent")] if t else None


def continuous_ok(e: Effect) -> bool:
    """Continuous effects the engine computes (8-1-3-4): power and keywords of this card or of all
    of your Characters, and the cost of playing this card from the hand (hand_cost, board.play_price)."""
    if e.op not in ("modify_stat", "grant_keyword") or e.target is None or e.optional:
        return False
    if e.op == "modify_stat" and e.stat not in ("power", "cost", "base_power", "hand_cost"):
        return False
    if e.op == "modify_stat" and e.stat == "base_power" and e.target.kind != "self" and e.target.filter.get("types") != ["Leader"]:
        return False  # a Leader's base power (4-9): its filter reads no base power, so no loop
    # this card, or all cards of a kind on either side ("give all of your opponent's Characters
    # -1 cost" is computed like "all of your Characters gain +1000 power").
    return e.target.kind == "self" or (e.target.kind == "each" and e.target.filter.get("side") in ("own", "opp"))
