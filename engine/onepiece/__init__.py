"""ONE PIECE CARD GAME (総合ルール ver.1.1.3): rules engine, card import, effect compiler, decks.

Start at :mod:`engine.onepiece.game` (the module the registry loads). Layers, bottom up: ``rules``,
``state``, ``ops`` (the game's own effect ops) → ``cards/`` (schema, compiler: a driver over template
registries, per-card scripts) → ``board`` → ``stack`` → ``op_resolvers``, ``special`` → ``resolve`` →
``battle``, ``turn``, ``loops`` → ``engine`` → ``game``; ``explain`` says in words what the compiler made.
"""

from . import (
    ko_battle_swap,  # noqa: F401 - "if any of your Characters would be K.O.'d in battle during this turn, … instead"
    ko_turn_guard,  # noqa: F401 - "none of your Characters can be K.O.'d during this turn" (forbid_own_ko)
    leader_attack_guard,  # noqa: F401 - "you cannot attack a Leader during this turn" (forbid_leader_attack)
    ops_activate_event,  # noqa: F401 - "activate up to 1 … Event from your hand / its [Main] effect in your trash"
    ops_any_own,  # noqa: F401 - "you may return / K.O. any number of your Characters", counted (any_own_characters)
    ops_battle_delay,  # noqa: F401 - "at the end of this battle, place this Character …" (delay_battle, 7-1-5-2)
    ops_battled,  # noqa: F401 - "place the opponent's Character you battled with at the bottom …" (bottom_battled)
    ops_counted,  # noqa: F401 - "draw a card for each …, then trash the same number" (count_cards, discard_counted)
    ops_don_match,  # noqa: F401 - "return DON!! … until you have the same number … as your opponent" (return_don_to_match)
    ops_extra,  # noqa: F401 - more ONE PIECE ops, registered before engine.onepiece.ops counts them
    ops_extra2,  # noqa: F401 - and a few more (see its docstring)
    ops_extra3,  # noqa: F401 - deal_damage, opponent_may_add_don (see its docstring)
    ops_extra_turn,  # noqa: F401 - "take an extra turn after this one" (extra_turn)
    ops_life_to_deck,  # noqa: F401 - "place up to N cards from your opponent's Life area at the bottom of the owner's deck"
    ops_mark_turn,  # noqa: F401 - "haven't drawn a card using this Leader's effect during this turn" (mark_turn)
    ops_named_trashed,  # noqa: F401 - "play … with the same card name as the trashed card" (play_named_trashed)
    ops_no_blocker_turn,  # noqa: F401 - "your opponent cannot activate [Blocker] during this turn"
    ops_opp_don,  # noqa: F401 - DON!! given from another cost area (give_opp_don)
    ops_opp_life,  # noqa: F401 - "your opponent may trash N Life cards; if they do not" (opponent_may_trash_life)
    ops_opponent_plays,  # noqa: F401 - "your opponent plays up to 1 … from their hand" (opponent_plays)
    ops_play_split,  # noqa: F401 - "play 1 card and play the other card rested" (play_split)
    ops_reveal_cost,  # noqa: F401 - "choose a cost and reveal" (reveal_chosen_cost)
    ops_round5,  # noqa: F401 - opponent_may_return_don, reveal_life_power (see its docstring)
    ops_round6,  # noqa: F401 - swap_base_power, order_opp_life (see its docstring)
    ops_select_more,  # noqa: F401 - a second choice of one instruction, added to the first (select_more)
    ops_set_value,  # noqa: F401 - "set the power / cost of … to N" (set_stat)
    ops_starters,  # noqa: F401 - hand_to_life, give_don_each, ko_battled … (see its docstring)
    ops_trash_to_bottom,  # noqa: F401 - "place any number of … from your trash at the bottom of your deck", counted
)
