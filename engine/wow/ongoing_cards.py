"""What an Ongoing ability card is (305.2), one notion read everywhere: "When you play an Ongoing [Priest] ability" /
"a non-ongoing ability" (``conditions``' filters ``ongoing`` / ``non_ongoing``), "ongoing ability cards" in a search
(``search``), the hero row an ability enters as it resolves (305.2c, ``procedure.resolve_card``), the non-ongoing
abilities of a graveyard (Echo Totem), the Ongoing abilities of a hand put into play (``wreal2``).

An ability is an Ongoing one when its text has an "Ongoing:" power (a line starting so, or one the data joined after
the play text, ". Ongoing:"), or when its data lost that label (``attach_misprints``: Polymorph and Kiting attach and
have a continuous or payment power; Aura of Accuracy, "Aura (1)", and Aquatic Form, "Form (1)", carry a numbered tag,
414.3b: cards that count in play, and a continuous power)."""

from __future__ import annotations

from typing import Any

from . import card_facts as facts
from .attach_misprints import misprinted_ongoing
from .cards.compiler import card_powers
from .state import WowState


def labelled(text: str) -> bool:
    """The text has an "Ongoing:" power (305.2a)."""
    return any(line.strip().startswith("Ongoing") or ". Ongoing:" in line for line in text.splitlines())


def ongoing_data(d: dict[str, Any]) -> bool:
    """An ability card whose data makes it an Ongoing ability (305.2): labelled so, or one whose data lost the label
    (``attach_misprints.misprinted_ongoing``)."""
    if d.get("type") != "ability":
        return False
    return labelled(str(d.get("text") or "")) or misprinted_ongoing(card_powers(d), d.get("tags") or ())


def is_ongoing(st: WowState, uid: int) -> bool:
    """The card, as it is now (a type change 300.1a, a copy 402.2), is an Ongoing ability (305.2)."""
    d = facts.data(st, uid)
    if facts.ctype(st, uid) != "ability":
        return False
    return labelled(str(d.get("text") or "")) or misprinted_ongoing(card_powers(d), d.get("tags") or ())
