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

COSTS = ("", "tap", "send_item")
"""Activated-ability costs (第五節 3.1.5): none, 横置き (tap this character), or sending the worn item
to the rest area."""
