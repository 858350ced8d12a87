""""Opposing items can't ready at the start of their players' turns" (issue 16): the Ready step
(4.2.1.1) skips the other players' items while the ability's character is in play (7.6.1); an
effect may still ready them."""

from __future__ import annotations

import re

from .registries import STATICS
from .templates_statics import Cond


@STATICS.register("opposing_items_cant_ready", r"Opposing items can't ready at the start of their players' turns", full=True)
def opposing_items_cant_ready(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "opposing", "filter": {"types": ["item"]}, "keyword": "cant_ready", "delta": 0, "cond": cond}]
