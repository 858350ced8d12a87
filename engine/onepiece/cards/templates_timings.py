"""Timings and the brackets that open an ability (8-1-3, 10-1, 10-2): [On Play], [Once Per Turn],
[Your Turn], [DON!! xN], keywords, and timings written as words ("When this Character is K.O.'d,
…": D3, "when …" effects are auto effects too)."""

from __future__ import annotations

import re
from typing import Any

from .model import Ability
from .readers import KEYWORDS
from .registry import BRACKETS, PHRASE_TIMINGS

TIMINGS = {
    "On Play": "on_play", "When Attacking": "when_attacking", "On Block": "on_block",
    "On K.O.": "on_ko", "End of Your Turn": "end_of_your_turn",
    "End of Your Opponent's Turn": "end_of_opponent_turn", "Activate: Main": "activate_main",
    "Main": "main", "Counter": "counter", "Trigger": "trigger",
    "On Your Opponent's Attack": "on_opponent_attack",
}
TIMING_WORDS = {"Once Per Turn", "Your Turn", "Opponent's Turn"}
KEYWORD, TIMING, CONDITION = "keyword", "timing", "condition"


def opens_ability(token: str) -> bool:
    """Does a bracket ``[token]`` start an ability of its own (where text is split)?"""
    return token in TIMINGS or token in KEYWORDS or token in TIMING_WORDS or token.startswith("DON!! x")


# --- brackets: the builder gets (match, ability, keywords found so far, default timing) ---------


@BRACKETS.register("keyword", "|".join(re.escape(k) for k in KEYWORDS), full=True)
def _keyword(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    """10-1: a keyword (not in a [Trigger] text, which has no keywords of its own)."""
    if default_timing:
        return None
    keywords.append(m[0])
    return KEYWORD


@BRACKETS.register("rush_character", re.escape("Rush: Character"), full=True)
def _rush_character(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    keywords.append("Rush: Character")
    return KEYWORD


@BRACKETS.register("timing", "|".join(re.escape(k) for k in TIMINGS), full=True)
def _timing(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    ab.timing = TIMINGS[m[0]]
    return TIMING


@BRACKETS.register("once_per_turn", "Once Per Turn", full=True)
def _once_per_turn(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    """10-2-13."""
    ab.once_per_turn = True
    return CONDITION


@BRACKETS.register("your_turn", "Your Turn", full=True)
def _your_turn(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    """10-2-11."""
    ab.turn = "your"
    return CONDITION


@BRACKETS.register("opponent_turn", "Opponent's Turn", full=True)
def _opponent_turn(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    """10-2-12."""
    ab.turn = "opponent"
    return CONDITION


@BRACKETS.register("don_x", r"DON!! x(\d+)", full=True)
def _don_x(m: re.Match, ab: Ability, keywords: list[str], default_timing: str) -> str | None:
    """8-3-2-3: [DON!! xN]."""
    ab.don = int(m[1])
    return CONDITION


# --- timings in words: (pattern at the start of the ability's text, timing, turn restriction) ---
# Start of the turn (6-2-2), start of the main phase (6-5-1), when attacked (7-1-3-1), end of
# battle (7-1-5-2), an Event played (8-5) …; tried in this order.
PHRASES: list[tuple[str, str, str]] = [
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
    # 8-1-3-1: a card of your hand trashed by an effect (an instruction or a cost of an ability, 8-3-1)
    (r"When a card is trashed from your hand by an effect,\s*", "trashed_from_hand", ""),
    (r"At the end of (?:a|each) battle in which this (?:Character|Leader) battles your opponent's Character,\s*",
     "end_of_battle_vs_character", ""),
    # 4-6: damage processing to you (a battle's or an effect's)
    (r"When you take damage,\s*", "took_damage", ""),
    # 4-6, 7-1-4-1-1: damage processing to your opponent's Life (your attack's or your effect's; battle, ops_extra3)
    (r"When you deal damage to your opponent's Life,\s*", "dealt_damage", ""),
    # 3-7-3: a Character card played by you (from any zone)
    (r"When you play a Character,\s*", "you_play_character", ""),
]
OWN_CHARACTER_KO = "own_character_ko"
"""A timing scripts give: "when your Character [that fits the condition's ``ko_card`` filter] is
K.O.'d" (10-2-1; the filter is read while the card is still on the field)."""


def _phrase(timing: str, turn: str) -> Any:
    def build(m: re.Match) -> tuple[str, str, int]:
        return timing, turn, m.end()
    return build


for _pat, _timing_name, _turn in PHRASES:
    PHRASE_TIMINGS.add(_timing_name + (f"_{_turn}" if _turn else ""), _phrase(_timing_name, _turn), r"\A(?:" + _pat + ")",
                       flags=re.I)

RESTED_BY_OPPONENT_EFFECT = "rested_by_opponent_effect"
"""A timing scripts give: "This effect can be activated when this Character is rested by your opponent's
effect" (8-1-3-2-1: an auto effect; resolve.apply_to triggers it after an opponent's effect rested it)."""

REMOVED_BY_EFFECT = "removed_by_effect"
"""A timing scripts give: "when a Character is removed from the field by your effect" and alike (8-1-3-1; the
removals it watches: engine.onepiece.removal_watch)."""

REMOVED_BY_RULE = "removed_by_rule"
"""A timing scripts give to a plain "when your … Character card is removed from the field" (no "by an effect"): a
Character its player trashes to make room for a sixth (3-7-6-1) leaves the field too (engine.onepiece.removal_watch)."""

RESTED_BY_YOUR_EFFECT = "rested_by_your_effect"
"""A timing scripts give: "If a Character is rested by your effect, …" (8-1-3-1; engine.onepiece.removal_watch)."""

PLAYED_FROM = "played_from"
"""A timing scripts give: "When a … Character card is played from your trash" (engine.onepiece.play_watch)."""
HAND_TRASHED_BY = "hand_trashed_by"
"""A timing scripts give: "When a card is trashed from your hand by your {X} type card's effect" (engine.onepiece.hand_trash_watch)."""
LIFE_TIMINGS = frozenset({"don_given", "life_removed", "life_zero", "drew_outside_draw_phase", PLAYED_FROM, HAND_TRASHED_BY,
                          "on_opponent_trigger"})  # the last: the opponent activates a [Trigger] (battle.answer_trigger, 10-1-5-1)
"""Timings scripts give: a card removed from a Life area, a player's Life reaching 0 (engine.onepiece.life_watch), a
draw outside the draw phase (engine.onepiece.draw_watch), a DON!! card given (engine.onepiece.don_given_watch)."""

OPPONENT_PLAYS_CHARACTER = "opponent_plays_character"
"""A timing scripts give: "When your opponent plays a Character" — the cards in play of that Character's opponent
(resolve.finish_play, 3-7-3; 8-1-3-1)."""
LEADER_ATTACKS, LEADER_ATTACKED = "own_leader_attacks", "own_leader_attacked"
"""Timings scripts give: "When your Leader [with …] attacks" / "… is attacked" — auto effects (8-1-3-1, D3) of any card
of that Leader's player, triggered when the attack is declared (7-1-1-3) and when it is attacked (7-1-3-1)
(battle.declare_attack); "When your Leader … attacks or is attacked" is the timing "own_leader_attacks|own_leader_attacked"."""

BATTLES = "battles"
"""A timing scripts give: "When this Character battles …" — the attacking card and the card it battles, once the
block step is over (7-1-2: a blocker is now the attacked card; 7-1-3 and 7-1-4-1 compare these two): battle.py;
what it battles is the condition's ``battles_with`` filter (board.condition_holds)."""

WORD_TIMINGS = frozenset(t for _, t, _ in PHRASES) | {OWN_CHARACTER_KO, BATTLES, RESTED_BY_OPPONENT_EFFECT, REMOVED_BY_EFFECT,
                                                        REMOVED_BY_RULE,
                                                        RESTED_BY_YOUR_EFFECT, LEADER_ATTACKS, LEADER_ATTACKED,
                                                        OPPONENT_PLAYS_CHARACTER} | LIFE_TIMINGS
"""Every timing a phrase gives (besides the brackets' TIMINGS)."""
