"""Templates of the Shift variants that go on top of two characters or of an item (Comprehensive
Rules 2.2.0, outside the seed documents): Duo Shift N (8.10.8.3), Combo Shift N (8.10.8.4) and
Potato Shift N (8.10.8.6). The importer reads them as static abilities; the compiled keyword is
applied by engine.lorcana.duo_shift (its label names the variant, ``cost`` its ink)."""

from __future__ import annotations

import re

from .registries import KEYWORDS

DUO_SHIFT = re.compile(r"^(?P<what>Duo|Combo|Potato) Shift (?P<n>\d+)(?: ?(?:\{I\}|⬡))?$")
"""Duo Shift N / Combo Shift N / Potato Shift N."""
RULES = {"Duo": "8.10.8.3", "Combo": "8.10.8.4", "Potato": "8.10.8.6"}
"""The section of each variant (2.2.0, outside the seed documents)."""


def duo_shift_variant(text: str) -> dict | None:
    """The variant's Shift cost, label and section, or None."""
    m = DUO_SHIFT.match(text.strip())
    if not m:
        return None
    what = m.group("what")
    return {"cost": int(m.group("n")), "label": f"{what} Shift", "variant": what.lower(), "rule": RULES[what]}


KEYWORDS.add("duo_shift_variant", lambda m: duo_shift_variant(m.string), DUO_SHIFT, full=True)
