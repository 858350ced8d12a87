"""ONE PIECE's own effect ops: what the shared vocabulary (engine.core.effects) has no word for —
DON!! (6-5-5, 10-2-10), Life (3-10), "Choose one:" (8-4-4), effects that wait for the end of the
turn (6-6-1-1) … Each is declared once here with the :class:`~engine.core.effects.Effect` fields
it reads and a phrase for ``cards explain``; the module that carries an op out attaches its
resolver (``op_resolvers``, ``special``) and ``resolve.run_effect`` dispatches through the
registry. This module imports nothing of the game but its name, so the compiler can use the ops
without importing the engine.

"Up to N" as an amount (DON!! added, set active or given, cards added to Life …) is marked with
``stat = UP_TO`` on the effect: the player then chooses any number from 0 to N (1-3-5-1); without
it the text demands exactly N (as many as there are, 1-3-2).

A resolver's signature: ``(st, frame, eff, picks, events) -> bool`` (False while a choice is
pending; the answer calls it again with the picks).
"""

from __future__ import annotations

from engine.core.effects import OpSpec, game_ops, register_op

from .rules import GAME

UP_TO = "up_to"
"""``Effect.stat`` of an amount the player chooses from 0 to ``amount`` (1-3-5-1)."""

# The sentence reader sets these on any effect ("If …," 8-3-2; "you may" 8-1-2).
_EVERY_OP = ("condition", "optional", "text")


def _op(name: str, fields: tuple[str, ...], describe: str) -> OpSpec:
    return register_op(GAME, name, fields=(*fields, *_EVERY_OP), describe=describe)


_op("add_don", ("amount", "keyword", "stat"), "add {upto}{amount} DON!! card(s) from your DON!! deck ({keyword})")
_op("give_don", ("amount", "target", "keyword", "stat"), "give {upto}{amount} DON!! card(s) to {target}")
_op("activate_don", ("amount", "stat"), "set {upto}{amount} of your DON!! cards as active")
_op("forbid_blocker", (), "your opponent cannot activate [Blocker] during this battle")
_op("life_to_hand", ("amount", "keyword", "stat", "zone"),
    "add {upto}{amount} card(s) from your Life cards to your hand")  # zone opp / keyword trash: see explain.effect_words
_op("deck_to_life", ("amount", "stat"), "add {upto}{amount} card(s) from the top of your deck to the top of your Life cards")
_op("activate_main", ("keyword",), "activate this card's own effect")
_op("opponent_discards", ("amount", "zone", "keyword"),
    "your opponent trashes {amount} card(s) from their hand (zone deck: places them at the bottom of their deck; trash_deck: "
    "from their trash, of type {keyword})")
_op("mill", ("amount", "keyword"), "trash {amount} card(s) from the top of your deck (keyword counted: the number counted; looked: \"the trashed card\" is read later)")
_op("trash_self", ("target",), "trash {target}")
_op("rest_to_bottom", ("zone",),
    "place the rest of the looked-at cards at the bottom of your deck in any order (zone either: each at the top or bottom; trash: trash them)")
_op("negate", ("target", "duration"), "negate the effects of {target}")
_op("game_result", ("keyword",), "you {keyword} the game")
_op("face_up_life", ("target", "zone"), "add {target} to its owner's Life cards face up ({zone})")
_op("each_trash_to", ("amount", "zone"),
    "you and your opponent (zone own: you) trash cards from your hands until you each have {amount}")
_op("scry", ("amount",), "look at the top {amount} cards of your deck and place them at the top or bottom in any order")
_op("choose_one", ("amount",), "choose one of {amount} options")
_op("delay", ("amount",), "at the end of this turn, do the next {amount} step(s)")
_op("replacement", ("keyword", "target"),
    "when {target} would be removed ({keyword}), its controller may pay this ability's cost instead")
_op("select", ("target",), "select {target} (a later instruction says what happens to it)")
_op("redirect_attack", ("target",), "change the attack target to {target}")
_op("forbid_play", ("keyword", "amount"), "you cannot play cards of kind {keyword} (Characters: base cost {amount} or more) during this turn")

_op("hand_to_deck", ("zone",),
    "return all cards in the hand ({zone}: own or opp) to the deck and shuffle it, counted for \"the number you returned\"")
_op("opponent_draws", ("amount",), "your opponent draws {amount} card(s)")
_op("rest_don_count", ("amount", "stat"),
    "rest {upto}{amount} of your active DON!! cards (amount 0: any number), counted for \"for every … rested this way\"")

_op("place_from_hand", ("amount", "keyword"),
    "place {amount} card(s) from your hand at the {keyword} of your deck in any order")

_op("take_damage", ("amount",), "you take {amount} damage")
_op("forbid_life_to_hand", (), "you cannot add Life cards to your hand using your own effects during this turn")
_op("copy_power", ("target", "duration"), "this card's base power becomes the power of {target}")

FOR_EACH = "for_each"
"""``Effect.keyword`` of a ``modify_stat`` whose amount is per card the ability's last counting op
acted on ("for every DON!! card rested this way, … gains +2000 power"); ``for_each:N``: per N cards
("for every 3 cards placed at the bottom of your deck", rounded down)."""


def per_counted(counted: int, keyword: str) -> int:
    """How many times a ``for_each`` / ``for_each:N`` amount applies to ``counted`` cards."""
    step = int(keyword.split(":", 1)[1]) if ":" in keyword else 1
    return counted // max(step, 1)

OP_OPS = frozenset(game_ops(GAME))
"""Every op ONE PIECE registers (besides the shared vocabulary)."""
