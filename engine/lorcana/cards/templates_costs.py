"""Templates of the parts of an activated ability's cost (7.5.1): {E}, N {I}, banish this card,
discard a card. Each part sets its key of the cost dict."""

from __future__ import annotations

import re
from typing import Any

from .registries import COSTS


@COSTS.register("exert", r"\{E\}", full=True)
def exert(m: re.Match[str]) -> dict[str, Any]:
    return {"exert": True}


@COSTS.register("ink", r"(\d+) \{I\}", full=True)
def ink(m: re.Match[str]) -> dict[str, Any]:
    return {"ink": int(m.group(1))}


@COSTS.register("banish_self", r"[Bb]anish this (?:item|character|location)", full=True)
def banish_self(m: re.Match[str]) -> dict[str, Any]:
    return {"banish_self": True}


@COSTS.register("discard", r"[Cc]hoose and discard a card|[Dd]iscard a card", full=True)
def discard(m: re.Match[str]) -> dict[str, Any]:
    return {"discard": 1}
