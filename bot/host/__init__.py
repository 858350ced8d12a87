"""The shared match host below the game cogs: match lifecycle, threads, components, hands,
timers, rendering off the event loop, error replies."""

from .cog import GameCog, MultiplayerGameCog
from .host import MatchHost
from .kits import GameKit, kit_for
from .render import Renderer
from .views import DYNAMIC_ITEMS

__all__ = ["DYNAMIC_ITEMS", "GameCog", "GameKit", "MatchHost", "MultiplayerGameCog", "Renderer", "kit_for"]
