"""Lorcast's typography, brought to the printed card's (and LorcanaJSON's) before the text is parsed.

Lorcast's JSON spells the same printed text with other characters: en dashes or hyphens between an
activated ability's cost and its effect (printed "—", 7.5.1), hyphens for the bullets of a
"choose one" (printed "•", 2.2.0 6.1.5.2; now and then asterisks), straight double quotes around a granted ability (printed “ ”),
curly apostrophes, a missing comma between a cost's parts ("{E} 2 {I}") or a stray one
("inkwell, facedown and exerted"), ``{IW}`` for the inkwell symbol (LorcanaJSON's ◉, our ``{C}``), a stray space
before a comma, and now and then a keyword line run into the next ability ("Rush (reminder) GET
'EM! …", "Evasive (reminder) Singer 5 (reminder)") where the card prints two lines. None of this
is rules text; left as is, the templates would miss the ability and a per-card script reviewed
against the printed text would be reported stale (its hash differs only by typography).

:func:`canonical_text` rewrites only those characters, never a word: the text still says what the
card prints (wording differences between printings are the templates' and scripts' business).
"""

from __future__ import annotations

import re

_KEYWORD = r"(?:Sing Together|Alert|Bodyguard|Boost|Challenger|Evasive|Reckless|Resist|Rush|Shift|Singer|Support|Vanish|Ward)"
# a keyword with its reminder text, then more text on the same line: the card prints a new line there
_RUN_ON = re.compile(r"^(" + _KEYWORD + r"[^()\n]*\([^()]*\))[ \t]+(?=\S)", re.M)
# "copies of Dalmatian Puppy – Tail Wagger": a full name's separator is a hyphen (6.2.4), not a cost's dash
_NAME_DASH = re.compile(r"(copies of [A-Z][^.—–\n]*?) [–—] (?=[A-Z])")
# an activated ability's cost then its effect (7.5.1): "{E}, 2 {I} – Draw", "Banish this item - Choose"
_COST_DASH = re.compile(r"(?:(?<=\})|(?<=item)|(?<=characters)|(?<=character)|(?<=card)) +(?:–|-) +(?=[A-Z])|(?<=\S) +– +(?=\S)")
_BULLET = re.compile(r"^[-*] +", re.M)  # "- " or "* " (Jasmine - Royal Seafarer, MegaBot)
# "{E} 2 {I} — …": the printed cost puts a comma between its parts (7.5.1)
_EXERT_INK = re.compile(r"\{E\} (\d+ \{I\} —)")
_QUOTED = re.compile(r'"([^"\n]*)"')
# "{E}, {2} {I} —" (Pixie Dust): an ink amount is a number before the ink symbol, never a symbol itself
_BRACED_INK = re.compile(r"\{(\d+)\} (?=\{I\})")


def canonical_text(text: str) -> str:
    """``text`` with Lorcast's typography replaced by the printed card's (see the module doc)."""
    t = (text or "").replace("\r", "").replace("{IW}", "{C}").replace("’", "'").replace("‘", "'")
    prev = None
    while prev != t:
        prev, t = t, _RUN_ON.sub(r"\1\n", t)
    t = _BULLET.sub("• ", t)
    t = _COST_DASH.sub(" — ", t)
    t = _NAME_DASH.sub(r"\1 - ", t)
    t = _QUOTED.sub(r"“\1”", t)
    t = _BRACED_INK.sub(r"\1 ", t)
    t = _EXERT_INK.sub(r"{E}, \1", t)
    t = t.replace("inkwell, facedown and exerted", "inkwell facedown and exerted")
    return re.sub(r" +,", ",", t)
