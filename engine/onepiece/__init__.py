"""ONE PIECE CARD GAME (総合ルール ver.1.1.3): rules engine, card import, effect compiler, decks.

Start at :mod:`engine.onepiece.game` (the module the registry loads). Layers, bottom up: ``rules``,
``state``, ``ops`` (the game's own effect ops) → ``cards/`` (schema, compiler: a driver over template
registries, per-card scripts) → ``board`` → ``stack`` → ``op_resolvers``, ``special`` → ``resolve`` →
``battle``, ``turn``, ``loops`` → ``engine`` → ``game``; ``explain`` says in words what the compiler made.
"""

from . import ops_extra  # noqa: F401 - more ONE PIECE ops, registered before engine.onepiece.ops counts them
from . import ops_extra2  # noqa: F401 - and two more (only_if_self, trash_from_field)
