"""The contract every game engine implements (see ``engine.py``) and what they share."""

from .actions import Action, Event, Option, Pending, Result
from .deck import Deck
from .effects import Effect, Modifier, Target
from .engine import BaseState, Engine, Transition, new_state_fields
from .rng import Rng
from .rules import RuleRef, RulesError
from .table import NOBODY, OWNER, PUBLIC, Card, Table, ZoneSpec

__all__ = [
    "NOBODY", "OWNER", "PUBLIC", "Action", "BaseState", "Card", "Deck", "Effect", "Engine", "Event",
    "Modifier", "Option", "Pending", "Result", "Rng", "RuleRef", "RulesError", "Table", "Target",
    "Transition", "ZoneSpec", "new_state_fields",
]
