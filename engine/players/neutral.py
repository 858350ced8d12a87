"""The evaluation for a game without its own: it knows nothing, so every action but ending the
turn scores ``unknown_gain`` and the player takes the first of them (the engine's order), then
passes. Pending choices still get the generic answers by value."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action

from .base import View
from .normal import Model


class NeutralModel(Model):
    def position(self, view: View, seat: int) -> Any:
        return None

    def evaluate(self, pos: Any) -> float:
        return 0.0

    def predict(self, pos: Any, view: View, action: Action) -> Any | None:
        return None
