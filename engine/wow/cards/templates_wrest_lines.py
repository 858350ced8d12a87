"""A power's printed name (a title before its text, like "Summon Minion: At the start of your turn,
…" or "RwlRwlRwl!: When a Murloc ally enters play …"): the name has no rules meaning, the power is
the text after it (203.2). Only a title before a triggered power's timing words ("When", "At the",
"Whenever") is read as a name; every label with a meaning stays (Ongoing, Reward, Empower X, Traitor
Hero, Death Rattle, Stash, a class or "[Class] Hero" gate, …)."""

from __future__ import annotations

import re

from .schema import CLASSES, KEYWORDS

_TITLE = re.compile(r"((?:BACK|FRONT): )?([A-Z][\w'’!.-]*(?: [A-Za-z][\w'’!.-]*){0,4}):\s*((?:When|At the|Whenever)\b.+)", re.S)
_MEANT = re.compile(r"(?:Ongoing|Ohgoing|Reward|Event|Empower|Traitor|Loyal|Death Rattle|Stash|Level|Inspire|Sabotage|Once|Any|On your|During|"
                    r"Deckbuilding|BACK|FRONT|Hero|Raid|Boss|Dungeon|Mend|Trap|Flip)\b", re.I)


def power_name(line: str) -> str:
    """The line without a printed power name, or the line as it is."""
    m = _TITLE.fullmatch(line.strip())
    if m is None:
        return line
    title = m.group(2)
    if _MEANT.match(title) or title in CLASSES or any(title.startswith(k) for k in KEYWORDS) or title.endswith(" Hero"):
        return line
    return (m.group(1) or "") + m.group(3)


_STATED = re.compile(r"(?:Diplomacy: [A-Z][\w ]*?\s*\((You pay 1 less to play [A-Z][\w ]*? allies, to a minimum of 1)\.?\)"
                     r"|Arcane Torrent\s*\((When this ally enters play, target opposing card in play loses and can't have powers this turn\.)\))")


def stated_keyword(raw: str) -> str | None:
    """A keyword whose reminder text states its whole power: "Diplomacy: Dwarves (You pay 1 less to
    play Dwarf allies, to a minimum of 1.)" (a cost change, 403.2), "Arcane Torrent (When this ally
    enters play, target opposing card in play loses and can't have powers this turn.)" → the
    reminder, read as the card's power; None for any other line."""
    m = _STATED.fullmatch(raw.strip())
    return (m.group(1) or m.group(2)) if m else None
