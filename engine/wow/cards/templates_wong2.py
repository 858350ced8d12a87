"""Druid-form conditions (helper wong2; checked by ``engine.wow.wong2``): "while your hero is in bear
form", "if your hero is in cat form", "while your hero has Bear Form", "while in bear or cat form",
"while attacking in cat form", "while he's in cat form" (a hero's own power)."""

from __future__ import annotations

import re

from . import rx
from .conditions import CONDITION_READERS

_FORMS = r"(bear|cat)(?: form)?(?: or (?:in )?(bear|cat))? form"


def wo2_condition(s: str, name: str) -> dict | None:
    """A form condition → ``{"k": "wo2_form", "forms": [...], "attacking": bool}``, or None."""
    m = rx.fullmatch(r"(?:(?:your hero|he|she|it) (?:is|'s) |(?:he|she|it)'s |your hero has |(attacking) )?in " + _FORMS, s, re.I) \
        or rx.fullmatch(r"()your hero has " + _FORMS, s, re.I)
    if not m:
        return None
    forms = sorted({f.lower() for f in m.groups()[1:] if f})
    return {"k": "wo2_form", "forms": forms, "attacking": bool(m.group(1))}


CONDITION_READERS.append(wo2_condition)
