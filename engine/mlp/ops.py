"""MLP's own effect ops (``engine.core.effects.register_op``): what the shared vocabulary has no
word for. The resolvers are attached where the ops are carried out (``engine.mlp.resolve``); this
module imports only the core, so the card compiler and the per-card scripts can name the ops
without importing the engine.

The compiler's templates still say MLP-specific moves with the shared ``move`` op and a ``stat``
naming the kind (``add_scene``, ``flip_up``, ``flip_down``, ``plan_from_deck``, ``plan_from_hand``,
``plan_from_rest``, ``remove_plan``, ``move_in_adventure``, ``scene_to_deck_bottom``: see
``MOVE_KINDS``); scripts may use the same spelling.
"""

from __future__ import annotations

from engine.core.effects import register_op

GAME = "mlp"

DRAW_NAMESAKES = register_op(
    GAME, "draw_namesakes", fields=("amount",),
    describe="draw {amount} card(s), then as many more as there are cards in your rest area with the same name as the card drawn",
)
"""BP02-SPR20 "Draw 1 card, then draw cards equal to the number of cards in your Retirement Area with
the same name as the card you drew": the rest area is counted once the first draw is done."""

ITEM_INSTEAD = register_op(
    GAME, "item_instead", fields=(),
    describe="the worn item goes to the rest area instead, and the adorned character stays",
)
"""A worn item's replacement (timing ``replace``): "When adorned Character Retires in Contact, move this
Item to Retirement Area instead" (第四節 4.3.4: the character would leave by interaction)."""

GAIN_TOKEN = register_op(
    GAME, "gain_token", fields=("keyword", "amount"),
    describe="the character gains {amount} {keyword} token(s) (a second candy is void)",
)
"""第二節 7.2.1 / 7.2.2: a candy (``keyword`` ``candy``) or a present (``present_<kind>``, 7.2.2b) is put on
a character in the adventure area; a character holds at most 1 candy (7.2.1a)."""

SPEND_TOKEN = register_op(
    GAME, "spend_token", fields=("keyword", "amount"),
    describe="spend {amount} {keyword} token(s) of your characters",
)
"""Spend (remove, 第六節 5.3.0) a candy from one of your characters: the target first, else the
controller chooses among their characters holding one."""

OPEN_PRESENT = register_op(
    GAME, "open_present", fields=(),
    describe="open the presents of the character",
)
"""第二節 7.2.2c ①②: opening a present uses its triggered effect, then removes it."""

MOVE_KINDS = {
    "add_scene": "add the top card of a scene deck to the scene area (第三節 5.0.0)",
    "flip_up": "turn a scene face up (第三節 5.1.1)",
    "flip_down": "turn a scene face down (第三節 5.1.1)",
    "scene_to_deck_bottom": "put a scene on the bottom of its owner's scene deck (第六節 9.1.0)",
    "plan_from_deck": "make the top card of your deck a plan (第六節 4.1.0)",
    "plan_from_hand": "make a card from your hand a plan (第六節 4.1.0)",
    "plan_from_rest": "make a card from your rest area a plan (第六節 4.1.0)",
    "remove_plan": "remove one of the rival's plans (第六節 5.1.0)",
    "move_in_adventure": "move a character to an empty slot (第六節 12.1.0)",
}
"""The kinds of the shared ``move`` op MLP uses (``Effect.stat``), with what each does."""

COSTS = ("", "tap", "send_item", "spend_candy", "tap+spend_candy")
"""Activated-ability costs (第五節 3.1.5): none, 横置き (tap this character), sending the worn item
to the rest area, or spending a candy (第二節 7.2.1; with or without 横置き)."""
