"""Lorcana's own effect ops (engine.core.effects.register_op): what the shared vocabulary has no
word for. The compiler and per-card scripts build them as plain ``Effect``s; ``resolve`` attaches
the resolvers (``@resolves``) and dispatches them through the registry. Imports only the core.

- ``floating_trigger``: "this turn, whenever …, …" creates a floating triggered ability (7.4.7.1);
  ``condition`` = {"events": [...], "filter": {...}}, ``then`` = its effects (run when it fires).
- ``delayed_trigger``: "at the end of this turn, …" (7.4.7.2); ``condition`` = {"when":
  "end_of_turn"}, ``then`` = its effects.
- ``prohibit``: "opponents can't play actions this turn" (1.2.2); ``condition`` = {"what":
  "play"|"draw", "types": [...], "players": "opponents"|"all"}.
- ``name_and_reveal``: "name a card, then reveal the top card of your deck …" (6.2.4);
  ``zone`` = where a miss goes (top/bottom), ``amount`` = lore gained on a hit, ``condition`` =
  {"to": "hand"|"inkwell"}.
- ``boost``: Boost N (Comprehensive Rules 2.2.0 8.4.1, outside the seed documents): the top card of
  your deck goes facedown under the source card (zone ``under``, ``attached_to`` the source).
- ``replay_from_discard``: "play that song again from your discard for free, then put it on the
  bottom of your deck" (7.1.9.1, 7.1.6).
"""

from __future__ import annotations

from engine.core.effects import OpSpec, game_ops, register_op

GAME = "lorcana"

FLOATING_TRIGGER = register_op(
    GAME, "floating_trigger", fields=("condition", "duration", "then"),
    describe="this turn, whenever the event happens, carry out the following")
DELAYED_TRIGGER = register_op(
    GAME, "delayed_trigger", fields=("condition", "then"),
    describe="at the end of this turn, carry out the following")
PROHIBIT = register_op(
    GAME, "prohibit", fields=("condition", "duration", "target"),
    describe="forbid players to play or draw the named cards")
NAME_AND_REVEAL = register_op(
    GAME, "name_and_reveal", fields=("amount", "zone", "condition", "target"),
    describe="name a card, then reveal the top card of your deck: if it is the named card, take it "
             "(and gain {amount} lore); otherwise put it on the {zone} of your deck")
REPLAY_FROM_DISCARD = register_op(
    GAME, "replay_from_discard", fields=("zone", "optional", "target"),
    describe="play that song again from your discard for free, then put it on the {zone} of your deck")
BOOST = register_op(
    GAME, "boost", fields=("amount", "target"),
    describe="put the top card of your deck facedown under this card (Boost; rules 2.2.0 8.4, outside the seed documents)")


def own_op(name: str) -> OpSpec | None:
    """The spec of a Lorcana op, or None for a shared op."""
    return game_ops(GAME).get(name)


def keeps_then(name: str) -> bool:
    """Do a step's ``then`` effects belong to the step itself (Lorcana ops: a trigger's body, run
    later) rather than to the program ("if you do" steps, 7.1.2.2)?"""
    return own_op(name) is not None
