"""Conditions with an upper bound or a difference (8-3-2: checked when the effect resolves or, for a
continuous effect, while it applies), written in per-card scripts (no template reads them):

- "you have 1 or less Characters with 6000 power or more", "you have no Characters with a type
  including "X" and a cost of 8 or more" → ``own_chars_with_most = [N, { filter }]`` (N or fewer of your
  Characters match; N = 0: none does);
- "the number of your Characters is at least 2 less than the number of your opponent's Characters"
  → ``chars_behind_opp = N``;
- "the total cost of your Characters is 5 or more" → ``own_chars_total_cost = [N, "more" | "less"]``;
- "you have a Character with 7000 power or more other than this Character" → ``own_other_char_power_min = 7000``
  (its current power, read as ``own_char_power_min`` is: without power-conditioned effects, so it never waits on itself);
- "if this Character has 7000 power or more" → ``self_power_min = 7000`` (read the same way);
- "your Leader … is active" → ``leader_active = true`` (4-4-1);
- "your opponent has a Leader or Character with a base power of 6000 or more" → ``opp_base_power_min = 6000`` (4-9);
- "you have 5 {Impel Down} type Characters with different card names" → ``own_chars_distinct_names = [N, { filter }]``
  (N or more different card names among your Characters that match; 2-1: card names);
- "you only have Characters with a type including "GERMA"" → ``only_chars_trait_has = "GERMA"`` (you have
  Characters, and each has a type whose name includes the word; 2-4: types);
- "you only have Characters without a Counter" → ``only_chars_without_counter = true`` (you have Characters, and none
  has a printed Counter; 2-10);
- "the number of cards in your hand is at least 3 less than the number in your opponent's hand" → ``hand_behind_opp = 3``.

``board.bounded_conditions_hold`` checks them (board.condition_holds hands these keys to it). The filters of
``own_chars_with_most`` and ``own_chars_distinct_names`` read current power and cost: use them in one-shot
effects (a continuous effect that changes power or cost would read itself); the two ``…power_min`` keys are
listed in board._CHAR_POWER, so continuous effects may use them.
"""

from __future__ import annotations

BOUNDED_KEYS = frozenset(
    {
        "own_chars_with_most",
        "chars_behind_opp",
        "own_chars_total_cost",
        "only_chars_trait_has",
        "own_other_char_power_min",
        "self_power_min",
        "leader_active",
        "opp_base_power_min",
        "own_chars_distinct_names",
        "only_chars_without_counter",
        "hand_behind_opp",
    }
)
"""The condition keys of this module."""
BOUNDED_WORDS = {
    "own_chars_with_most": "you have {n} or fewer such Characters",
    "chars_behind_opp": "you have at least {v} fewer Characters than your opponent",
    "own_chars_total_cost": "the total cost of your Characters is {n} or {how}",
    "own_other_char_power_min": "you have a Character other than this one with {v} power or more",
    "self_power_min": "this card has {v} power or more",
    "leader_active": "your Leader is active",
    "opp_base_power_min": "your opponent has a Leader or Character with a base power of {v} or more",
    "own_chars_distinct_names": "you have {n} or more Characters with different card names that fit",
    "only_chars_trait_has": 'you only have Characters with a type including "{v}"',
    "only_chars_without_counter": "you only have Characters without a Counter",
    "hand_behind_opp": "you have at least {v} fewer cards in your hand than your opponent",
}
"""The conditions of this module in words (explain.condition_words)."""
