"""Conditions on the cards of a whole field (8-3-2: checked when the effect resolves or, for a continuous
effect, while it applies), written in per-card scripts (no template reads them):

- "If you have a rested [Uta]" — your Leader, Characters or Stage → ``own_field_with = { filter }``
  (one of your cards in those areas matches);
- "If your opponent has a Character with 8000 base power or more" → ``opp_char_with = { filter }``;
- "During the turn in which a card in your hand is trashed by an effect" → ``hand_trashed_this_turn = true``
  (resolve.hand_trashed notes the turn on the player's Leader, rule_changes.note_hand_trashed);
- "If your opponent's Character has been K.O.'d during this turn" → ``opp_char_ko_this_turn = true`` (resolve.ko
  notes the turn, engine.onepiece.ko_history);
- "When this Character becomes rested by your opponent's Character's effect" → ``rested_by_kind = "Character"`` with the
  timing rested_by_opponent_effect (the card type of the effect's card; resolve.apply_to notes it on the rested card).

``board.field_conditions_hold`` checks them (board.condition_holds hands these keys to it).
"""

from __future__ import annotations

FIELD_KEYS = frozenset({"own_field_with", "opp_char_with", "hand_trashed_this_turn", "opp_char_ko_this_turn", "rested_by_kind"})
"""The condition keys of this module."""
