"""A player who is Untargetable (Blessing of Salvation: "Ongoing: When Blessing of Salvation enters play, choose a
friendly player. That player is Untargetable."; EN glossary Untargetable: can't be targeted by opponents).

A player is no card: the pseudo-keyword :data:`KEYWORD` is granted to his hero (``grant_keyword``, target
``player_hero``) and read for the player. An opponent of his can't choose him for "target player" (EN 706:
``targets.legal_targets``), and a "target opponent …" effect an opponent plays or uses has no legal target (707.1d:
the card or power can't be played, ``engine``; a link targeting him as it resolves does nothing to him, EN 709.2a:
``engine.wow.player_targets``). His hero is not the player: it stays a legal target (401.1, 300.1)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from . import keywords as kw
from .state import WowState

if TYPE_CHECKING:
    from engine.core.effects import Effect

KEYWORD = "yg33_untargetable_player"


def shielded(st: WowState, chooser: int, q: int) -> bool:
    """Player ``q`` can't be targeted by ``chooser`` (his opponent)."""
    if chooser == q or not 0 <= q < len(st.heroes) or kw.none_has(st, KEYWORD):
        return False
    h = st.heroes[q]
    return h in st.table.cards and kw.has(st, h, KEYWORD)


_TARGET_OPPONENT = re.compile(r"\btarget opponent", re.I)
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')


def names_target_opponent(text: str) -> bool:
    """A power's text targets an opponent ("target opponent …", "target opponent's deck"; EN 706) — not in a quoted
    power it gives another card (that power targets when it is used)."""
    return bool(text) and "arget opponent" in text and _TARGET_OPPONENT.search(_QUOTED.sub("", text)) is not None


def mode_texts(effs: Iterable[Effect], chosen: Any) -> list[str]:
    """The texts of the mode(s) ``chosen`` of a modal power's effects (EN 707.1c; ``engine.wow.modes``: an int, ``-1``
    for "both", or a list), the effects outside every mode included. A mode offered only while a condition holds
    ("If your hero is a Human, you may choose both.": its effects carry ``mode_if``, their text is "Both (…)") is every
    other mode at once: their texts count for it."""
    effs = list(effs)
    both = {m for e in effs if (c := e.condition or {}).get("mode_if") and (m := c.get("mode")) is not None}
    picked = set(chosen) if isinstance(chosen, list) else {chosen}
    everything = -1 in picked or bool(picked & both)
    return [e.text for e in effs if e.text and ((m := (e.condition or {}).get("mode")) is None or m in picked or everything)]


def blocked(st: WowState, p: int, texts: Iterable[str]) -> bool:
    """A "target opponent" of the powers ``texts`` (``p`` playing or using them) has no legal target (707.1d)."""
    return not kw.none_has(st, KEYWORD) and any(names_target_opponent(t) for t in texts) and any(shielded(st, p, q) for q in range(st.num_players) if q != p)
