""""… and add this card to your hand": the card whose effect this is goes to its owner's hand from
where it is (a [Trigger] card is in the trash by then, 10-1-5-1; an Event is trashed when
activated, 2-7-3); on the field or already in the hand it stays (op ``move``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .registry import CLAUSES


@CLAUSES.register("this_to_hand", r"add this card to your hand", full=True, flags=re.I, priority=281)
def _this_to_hand(m: re.Match) -> list[Effect]:
    return [Effect("move", target=Target("self"), zone="hand")]
