"""ONE PIECE CARD GAME (総合ルール ver.1.1.3): rules engine, card import, effect compiler, decks.

Start at :mod:`engine.onepiece.game` (the module the registry loads).
"""
