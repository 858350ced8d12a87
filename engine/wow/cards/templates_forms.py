"""Druid forms (their reminder text on the cards): "Your hero is in bear form. (Has Protector.
Destroy this card when you strike with a weapon or play a non-Feral ability.)" (later printed "Your
hero has Bear Form.", the same reminder) / "… in cat form.
(+1 ATK while attacking. …)" become the powers the reminder names; and "When you play a
non-Feral ability, …" (a play trigger whose card lacks a tag, 202.1a)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import rx
from .conditions import card_filter

_FORM = re.compile(r"(?P<pre>(?:Ongoing: ?)?(?:.+?\.\s+)?)Your hero (?:is in|has) (?P<form>bear|cat) form\.?(?:\s+(?P<post>Your hero has [^.]+\.?))?", re.I)
_GIVES = {"bear": "Your hero has Protector.", "cat": "Your hero has +1 ATK while attacking."}
_ENDS = ("When you strike with a weapon, destroy this ability.", "When you play a non-Feral ability, destroy this ability.")


def form_lines(line: str) -> Iterator[str] | None:
    """The lines a form sentence stands for (with the line's other sentences first), or None."""
    m = _FORM.fullmatch(line.strip())
    if not m:
        return None

    def lines() -> Iterator[str]:
        pre = m.group("pre").strip()
        if pre and pre != "Ongoing:":
            yield pre
        for text in (_GIVES[m.group("form").lower()], *_ENDS):
            yield f"Ongoing: {text}"
        if m.group("post"):  # "Your hero has Bear Form. Your hero has +5 [Health] for each ally you control.": two powers
            yield f"Ongoing: {m.group('post')}"
    return lines()


def non_tag_play(body: str) -> tuple[dict, str] | None:
    """ "When you play a non-Feral ability, EFFECT" → (the played card's filter, EFFECT), or None."""
    m = rx.fullmatch(r"(?:Ongoing: )?When you play an? non-\[?([A-Z][\w'-]*)\]? (ability|ally|card|equipment|weapon|armor|item), (.+)", body)
    if not m or (flt := card_filter(m.group(2))) is None:
        return None
    return {**flt, "not_tag": m.group(1)}, m.group(3)
