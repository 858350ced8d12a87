"""Sentences about counters and tokens the other families don't read (helper wtok):

- "If no counters remain, destroy Ritual of Souls." after a power whose cost removed a counter (404.1d: no counter of
  any kind is left on the card; the condition ``wtk_no_counters``, ``engine.wow.counter_token_checks``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect

from . import rx
from .readers import clean
from .registry import REFS


@REFS.register("wtok_no_counters_remain", priority=21)
def no_counters_remain(sentence: str, out: list[Effect], read: Any) -> list[Effect] | None:
    m = rx.fullmatch(r"if no counters remain, (destroy .+)", clean(sentence), re.I)
    if not m:
        return None
    effs = read(m.group(1)[0].upper() + m.group(1)[1:])
    if not effs or len(effs) != 1 or effs[0].op != "destroy" or effs[0].target is None or effs[0].target.kind != "self":
        return None
    effs[0].condition = {**(effs[0].condition or {}), "if": {"k": "wtk_no_counters"}}
    effs[0].text = sentence
    return effs
