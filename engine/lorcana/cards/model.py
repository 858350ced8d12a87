"""What the compiler produces for one printed ability (:class:`Ability`, :class:`Trigger`) and the
engine event kinds a trigger may wait for. Imports only the core."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect

SELF_EVENTS = frozenset({
    "played_self", "quest_self", "challenge_self", "challenged_self", "banished_self",
    "banished_in_challenge_self", "banished_challenged_self", "sing_self", "damaged_self", "banishes_in_challenge_self",
    "leaves_play_self", "moves_self", "put_under_self", "shifted_onto_self", "discarded_self", "readied_self",
    "deals_challenge_damage_self", "exerted_self", "chosen_by_opponent_self", "milled_self",
    "chosen_for_action_or_item_self",
})
"""Events about the card itself (engine.lorcana.triggers.emit)."""
TRIGGER_EVENTS = SELF_EVENTS | frozenset({
    "played_other", "quest_yours", "quest_here", "challenge_yours", "inked_yours", "banished_yours_other",
    "turn_start", "turn_end", "challenged_yours", "played_opponent", "moved_here", "support_chosen_yours", "healed_yours", "healed_any", "returned_from_discard_yours",
    "banishes_in_challenge_yours", "banished_opponent", "banished_here", "banished_challenged_here", "challenged_here",
    "challenge_opponent", "sing_yours", "banishes_in_challenge_here", "damaged_yours", "damaged_opponent", "drew_yours", "drew_opponent",
    "quest_opponent", "banished_challenged_yours", "put_under_yours", "left_discard_yours", "challenge_here", "discarded_yours",
    "drop_removed_yours", "boost_yours", "song_sung_yours", "entered_exerted_yours", "exerted_opponent", "turn_end_each",
    "milled_yours",
    "returned_yours", "returned_opponent", "discarded_opponent",
    "banished_challenged_opponent",
    "paid_play_yours",
})
"""Every event kind a triggered ability can wait for (7.4.2)."""
ABILITY_KINDS = ("keyword", "triggered", "activated", "static", "effect")
CONDITION_KEYS = frozenset({"your_turn", "opp_turn", "you_have", "min", "self", "hand_min", "hand_max", "opp_more_hand", "opp_more_ink",
                            "opp_has", "played_min", "played_types", "played_other", "first_turn", "not_first_player",
                            "self_filter", "any_has", "discard_has", "opp_hand_empty", "opp_lore_min",
                            "opp_lore_more", "any_min", "zone_min", "more_than_each", "strongest", "not",
                            "being_challenged", "challenging", "took_damage", "names_all", "played_exact", "played_song",
                            "banished_turn", "to_discard_min", "put_under_turn", "discarded_turn", "quested_turn",
                            "challenged_turn", "played_class", "left_discard_turn", "times_per_turn",
                            "ink_all_exerted", "opp_discard_has", "healed_turn", "opp_lore_is",
                            "opp_has_min", "opp_more_than_you", "sung_self", "no_character_played_since_self",
                            "other_quested_turn", "highest_cost", "opponents_min"})
"""Keys of a condition (intervening if, "while"), read by engine.lorcana.characteristics.condition_holds."""
SELF_STATES = frozenset({"undamaged", "damaged", "exerted", "at_location", "shifted", "card_under", "in_discard", "character_here"})
STATIC_KEYS = frozenset({"who", "stat", "delta", "keyword", "filter", "cond", "prohibit", "types", "players", "cost_min",
                         "cost_less", "per", "free_ability", "replace", "play_unless", "by", "win_lore", "move_less", "to",
                         "play_free", "shift_only", "grant", "once", "free_pay", "cost_more", "top_face_up",
                         "shift_bottom"})  # shift_bottom: engine.lorcana.bottom_shift
"""Keys of a compiled static ability (engine.lorcana.characteristics, play, prohibitions, replacement)."""
STATIC_WHO = frozenset({"self", "yours", "yours_other", "here", "in_hand", "opposing", "each_player"})
STATS = frozenset({"strength", "willpower", "lore"})
TARGET_KINDS = frozenset({"self", "self_card", "it", "it_or_self", "trigger", "each", "each_chooses", "chosen", "player",
                          "opponent", "each_player", "chosen_player", "trigger_player", "it_player", "trigger_card", "chosen_opponent",
                          "trigger_chooser"})
"""Target kinds engine.lorcana.resolve knows."""
COST_KEYS = {"exert": bool, "ink": int, "banish_self": bool, "discard": int, "pay": dict, "damage_self": int, "while": dict}


@dataclass
class Trigger:
    """7.4.2: when/whenever/at the start of/at the end of. ``events`` are engine event kinds
    (several = "[trigger] or [trigger]", 7.4.6); ``condition`` is an intervening "if" (7.4.4)."""

    events: list[str]
    filter: dict[str, Any] = field(default_factory=dict)
    condition: dict[str, Any] | None = None


@dataclass
class Ability:
    """One printed ability, compiled. ``ok`` False: no template reads it (manual resolution).
    ``source``/``detail`` say who compiled it ("template" with the templates' names, or "script"
    with the script's file:line) for ``cards explain``."""

    kind: str  # keyword, triggered, activated, static, effect (an action's text)
    name: str
    text: str
    index: int
    ok: bool = True
    trigger: Trigger | None = None
    cost: dict[str, Any] = field(default_factory=dict)
    effects: list[Effect] = field(default_factory=list)
    static: list[dict[str, Any]] = field(default_factory=list)
    once_per_turn: bool = False
    source: str = field(default="template", repr=False, compare=False)
    detail: str = field(default="", repr=False, compare=False)
