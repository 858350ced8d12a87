"""Helper wshot2 (issue #18): a power's printed name on a line of its own.

"Arcane Torrent" printed alone on a line, above the power it names ("Arcane Torrent / 1 -> Target opposing card in
play loses and can't have powers this turn." on Naliss the Silencer, "Arcane Torrent / At the start of each
opponent's turn, target ally in his party loses and can't have powers this turn." on Voltrinnia): the name of the
power below it, with no rules meaning of its own (203.2, as ``templates_wrest_lines.power_name`` reads a name before
a colon). Only a name followed by another power line is read so; the lone keyword with its reminder text (Nea
Sunmark) is ``templates_wrest_lines.stated_keyword``'s, and the ability card named Arcane Torrent is untouched."""

from __future__ import annotations

from . import rx
from .templates_lines import power_lines

TITLES = ("Arcane Torrent",)
"""Power names printed on their own line (they name the power on the next line; no reminder text follows them)."""


def bare_title(line: str, text: str) -> bool:
    """``line`` is a power name alone on its line with another power line after it (203.2)."""
    if line.strip() not in TITLES:
        return False
    lines = [x.strip() for x in power_lines(text) if x and x.strip()]
    return any(x == line.strip() and i + 1 < len(lines) and not rx.match(r"\(", lines[i + 1]) for i, x in enumerate(lines))
