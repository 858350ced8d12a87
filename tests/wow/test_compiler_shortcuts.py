"""The compiler's shortcuts read exactly what the patterns they stand for read."""

from __future__ import annotations

import re

import pytest

from engine.wow.cards import rx
from engine.wow.cards.readers import _ANY_TARGET, TARGETS, target


@pytest.mark.parametrize("text", ["plain text", "two  spaces", "tab\there", "line\nbreak", "no\u00a0break", "para\u2029sep",
                                  " lead and trail ", "", "\x1fsep", "a \t\n b"])
def test_spaces_is_the_whitespace_sub(text: str) -> None:
    assert rx.spaces(text) == re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("phrase", ["target opposing hero or ally", "Target Hero or Ally", "target ally in your party",
                                    "target hero or ally in your party", "each ally in your party", "this card", "Itself",
                                    "the source of that damage", "target Demon ally", "your hero"])
def test_one_target_pattern_picks_the_first_entry(phrase: str) -> None:
    first = next((i for i, (p, _) in enumerate(TARGETS) if re.fullmatch(p, phrase, re.I)), None)
    hit = _ANY_TARGET.fullmatch(phrase)
    assert (None if hit is None else int(hit.lastgroup[1:])) == first
    if first is not None:
        assert target(phrase, "Some Card") == TARGETS[first][1]
