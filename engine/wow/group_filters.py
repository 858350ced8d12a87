"""More of a continuous power's group filter (EN 714), read by ``cards.templates_wstatics_groups``
and checked by ``keywords.affected`` for the cards a power applies to:

- ``any_tags``: one of these words ("Friendly Druids and Rogues", "[Alliance] and [Horde] allies");
- ``all_tags``: every one of them ("[Hunter] Pets": a Pet with the Hunter class);
- ``not_tags``: none of them ("Non-[Horde], non-[Alliance] allies", 202.1a);
- ``not_named``: not a card of this name ("Allies not named Shattrath City Peacekeeper", 201.1);
- ``with_attached``: a card of this type is attached to it ("Each ally you control with an ability
  attached to it", 400.1);
- ``keyword_suffix``: it has a keyword ending so ("Opposing allies with Resistance": " Resistance").

The words are those ``keywords.words`` gives (tags, classes, race, faction, damage types), passed in
so this module needs nothing of ``keywords``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .card_facts import ctype, data
from .state import WowState
from .wstat2_groups import KEYS as WSTAT2_KEYS
from .wstat2_groups import fits as wstat2_fits

KEYS = ("any_tags", "all_tags", "not_tags", "not_named", "with_attached", "keyword_suffix", *WSTAT2_KEYS)  # wstat2: engine.wow.wstat2_groups
"""The filter keys read here."""


def extra_fits(st: WowState, uid: int, flt: dict[str, Any], words: set[str], keywords: Callable[[WowState, int], dict[str, int]]) -> bool:
    """Whether ``uid`` fits the keys of :data:`KEYS` that ``flt`` has (True if it has none);
    ``keywords``: ``keywords.keywords`` (asked only for ``keyword_suffix``, which the compiler puts
    on stat changes only, so no keyword reads itself)."""
    if flt.get("keyword_suffix") and not any(k.endswith(flt["keyword_suffix"]) and not k.startswith("Loses ") for k in keywords(st, uid)):
        return False
    if flt.get("any_tags") and not {t.lower() for t in flt["any_tags"]} & words:
        return False
    if flt.get("all_tags") and not {t.lower() for t in flt["all_tags"]} <= words:
        return False
    if flt.get("not_tags") and {t.lower() for t in flt["not_tags"]} & words:
        return False
    if flt.get("not_named") and (data(st, uid).get("name") or "").lower() == flt["not_named"].lower():
        return False
    if flt.get("with_attached"):
        kind = flt["with_attached"]
        found = (u for q in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(q, z))
        if not any(st.table.peek(u).attached_to == uid and ctype(st, u) == kind for u in found):
            return False
    return not any(k in flt for k in WSTAT2_KEYS) or wstat2_fits(st, uid, flt, keywords)  # "… with Smash have Assault 3" (engine.wow.wstat2_groups)
