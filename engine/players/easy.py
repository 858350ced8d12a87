"""``easy``: a uniformly random legal action (a "may" is therefore 50/50)."""

from __future__ import annotations

from engine.core.actions import Action

from .base import Player, View, playable


class RandomPlayer(Player):
    """Uniform over the legal actions. Exceptions, both because a computer cannot do them: it
    never concedes or applies card text by hand, and it finishes manual resolution at once."""

    level = "easy"

    def decide(self, view: View, actions: list[Action]) -> Action:
        return self.rng.choice(playable(actions))
