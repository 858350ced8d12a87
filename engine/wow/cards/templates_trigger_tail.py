"""Helper r36wow: a triggered power and a continuous power printed on one line (the card data lost the
line break, 203.2: one power a line) that the compiler read whole as one trigger, the continuous
sentence folded into the trigger's effect ("… this turn", counted once as it resolves):

- Windrunner's Heartseeker: "When this weapon enters play, put two … Undead ally tokens into play. This
  weapon has +1 ATK for each Undead you control." — the ATK is the weapon's always-on power (EN 714);
- Roanauk Icemist: "At the end of your turn, put a … Taunka ally token into play. Taunka you control have
  Assault 1.";
- Nature Resistance Totem: "Ongoing: When this card enters play, it deals 2 nature damage …. Other friendly
  heroes and allies have Nature Resistance." (the text after "Ongoing:" works while it is in play, 305.2a).

The cards of the same shape print the two powers on two lines: Stonebranch, Zaza'jun, Wisp Amulet, Sylvanas, Queen
of the Forsaken ("Sylvanas has Assault 1 for each Skeleton ally you control."), Al'Akir the Windlord; Tempest Totem
("Ongoing: When this card enters play, …" / "You pay 1 less to play Totems, …"), Blazing Elemental Totem.

The line is cut between two sentences when the head alone is read as triggered powers only and the tail
alone as continuous powers only (or cost changes, 403.2), every part automated, under the cut rules of
``templates_wongp`` (the line printing such pairs the compiler couldn't read whole): a tail that refers back
("it", "that ally", "this way", "If you do"), points at the head's target, or lasts a while ("this turn",
"until …") is the trigger's effect and is never cut off. A line with a payment power ("… -> …") is never cut
(EN 701: its effect may go on after a full stop), nor a line already cut into powers of other kinds.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from . import rx
from .power import Power
from .templates_wongp import _BACK_REF, _ONE_SHOT, _POINTING, _sentences

Compile = Callable[[str, str, str], tuple[Power, ...]]

_CONTINUOUS = ("static", "cost_mod")
"""The kinds of a printed always-on power (EN 714) and of a cost change (403.2)."""


def _tail(text: str, name: str, ctype: str, ongoing: bool, compile_text: Compile) -> list[Power] | None:
    """The continuous powers the tail sentences print, all automated and doing something, or None."""
    if _BACK_REF.search(text) or _ONE_SHOT.search(text):
        return None
    pws = compile_text(f"Ongoing: {text}" if ongoing else text, name, ctype)
    if not pws or not all(p.automated and p.kind in _CONTINUOUS for p in pws):
        return None
    if any(p.kind == "static" and not p.effects for p in pws):
        return None  # read elsewhere or as nothing: not a power this cut would give
    return list(pws)


def _cut(line: str, name: str, ctype: str, compile_text: Compile) -> list[Power] | None:
    """The line as its triggered powers and the continuous powers after them, or None."""
    if "->" in line:
        return None
    sents = _sentences(line)
    ongoing = line.startswith("Ongoing:")
    if ctype in ("ability", "quest", "location") and not ongoing:
        return None  # 305.1: no continuous power from a non-Ongoing ability; quests and locations print none this way
    for i in range(1, len(sents)):
        head_text, tail_text = " ".join(sents[:i]), " ".join(sents[i:])
        if rx.search(r"\btarget\b", head_text, flags=re.I) and _POINTING.search(tail_text):
            continue
        tail = _tail(tail_text.removeprefix("Ongoing:").strip(), name, ctype, ongoing, compile_text)
        if tail is None:
            continue
        head = compile_text(head_text, name, ctype)
        if head and all(p.automated and p.kind == "triggered" for p in head):
            return [replace(p, text=line) for p in (*head, *tail)]
    return None


def split_trigger_tail(powers: list[Power] | tuple[Power, ...], name: str, ctype: str, compile_text: Compile) -> list[Power]:
    """``powers`` with each line read whole as one automated trigger, whose last sentences print a continuous
    power of their own, replaced by the trigger and that power (each keeping the printed line as its text)."""
    by_line: dict[str, list[Power]] = {}
    for pw in powers:
        by_line.setdefault(pw.text, []).append(pw)
    cuts: dict[str, list[Power] | None] = {}
    out: list[Power] = []
    for pw in powers:
        line = pw.text
        if line not in cuts:
            mine = by_line[line]
            whole = len(mine) == 1 and pw.kind == "triggered" and pw.automated and len(_sentences(line)) > 1
            cuts[line] = _cut(line, name, ctype, compile_text) if whole else None
            if cuts[line] is not None:
                out.extend(cuts[line] or [])
                continue
        if cuts[line] is None:
            out.append(pw)
    return out
