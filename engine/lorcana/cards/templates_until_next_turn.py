"""Templates of restrictions that last "until the start of your next turn" (the newest sets'
wording): "chosen character can't be challenged …", "chosen opposing character can't challenge …",
"chosen location of yours can't be challenged …". A restriction is a granted pseudo-keyword
(``cant_quest``, ``cant_challenge``, ``cant_be_challenged``) that engine.lorcana.turn_actions
checks (4.3.5, 4.3.6)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import parse_target
from .registries import SENTENCES, STOP


@SENTENCES.register("cant_until_next_turn", r"^(.+?) can't (quest|challenge|be challenged|quest or challenge) until the start of your next turn$", priority=60)
def cant_until_next_turn(m: re.Match[str]) -> object:
    """"Chosen character can't be challenged until the start of your next turn" (two restrictions
    on one chosen card apply to the same card, 7.1.9)."""
    t = parse_target(m.group(1))
    if t is None:
        return STOP
    out = []
    for i, w in enumerate(m.group(2).split(" or ")):
        target = Target("it") if i and t.kind == "chosen" else t
        out.append(Effect("grant_keyword", 0, target, keyword="cant_" + w.replace(" ", "_"), duration="until_your_next_turn", text=m.string))
    return out
