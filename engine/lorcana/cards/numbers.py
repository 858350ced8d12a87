"""Number words and stat icons of card text ("two" → 2, "{S}" → strength): the smallest readers,
shared by engine.lorcana.cards.readers and readers_turn without an import circle."""

from __future__ import annotations

NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "that": 1}
STAT = {"{S}": "strength", "{W}": "willpower", "{L}": "lore"}


def number(word: str) -> int | None:
    """"2", "two", "a" → 2, 2, 1; None when the word is not a number."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    return NUM.get(word)
