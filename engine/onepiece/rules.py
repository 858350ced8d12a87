"""Citations of the ONE PIECE CARD GAME comprehensive rules (ja ver.1.1.3) and the options that
settle the document's defects (see the checklist's section 0).

Section ids use the document's own form: ``7-1-4-1-1-2``.
"""

from __future__ import annotations

from typing import Any

from engine.core import RuleRef

GAME = "onepiece"


def R(section: str) -> RuleRef:
    """A citation of the ONE PIECE rules, e.g. ``R("7-1-4-1")``; one (frozen) citation per section,
    made once."""
    ref = _REFS.get(section)
    if ref is None:
        ref = _REFS[section] = RuleRef(GAME, section)
    return ref


_REFS: dict[str, RuleRef] = {}


DEFAULT_OPTIONS: dict[str, Any] = {
    # D1: 1-2-2-2 says an empty deck does *not* meet the defeat condition, contradicting 1-2-1-1-2
    # and 9-2-1-2. Default: deck-out is a loss (checked by rule processing, 9-2-1-2).
    "deck_out_is_loss": True,
    # D5: with 1 life and Double Attack, 7-1-4-1-1-3 repeats only 7-1-4-1-1-2, so the second
    # damage finds 0 life and does nothing. Default: the literal battle text (no win);
    # True applies 1-2-2-1 (damage taken at 0 life is a defeat) to the second repetition.
    "double_attack_lethal_at_one_life": False,
    # D6: the document never says where an activated [Trigger] card goes. Default: its owner's
    # trash after the Trigger resolves (unless the Trigger played it); "hand" is the alternative.
    "trigger_card_destination": "trash",
    # 6-5-6-1: no battle on either player's first turn ("お互いの1ターン目").
    "no_battle_first_turns": True,
    # 5-2-1-1: the decks presented must meet the deck-building rules of 5-1-2 (validate_deck);
    # False only for tests and tools that play with deliberately simple decks.
    "check_decks": True,
    # Not in the rules: a turn cap for simulations (the game ends as a draw). None = no cap.
    "max_turns": None,
}


def option(options: dict[str, Any], name: str) -> Any:
    return options.get(name, DEFAULT_OPTIONS[name])
