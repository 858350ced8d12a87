"""World of Warcraft TCG: rules engine, card pool and decks (see ``game.py`` for the public module)."""
