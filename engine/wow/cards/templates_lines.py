"""How card text is cut into power lines before compiling, and lines the engine reads from the
text itself (wield powers, Inspire, hero deckbuilding clauses)."""

from __future__ import annotations

import re

from .line_readers import WIELD_GRANT, WIELD_POWERS, ally_strike_line, reads_deck_top, sentences, slots
from .schema import leading_keywords, strip_markup, without_reminders
from .templates_forms import form_lines


def power_lines(text: str):
    """The card's power lines without reminder text; racial keywords the rules define by their
    reminder text become that text (Shadowmeld, War Stomp, Find Treasure; Trap is an alternative
    cost, 403.3)."""
    raws = []
    for raw in strip_markup(text).split("\n"):
        if re.match(r"\s*If you do\b", without_reminders(raw)) and raws:
            raws[-1] += " " + raw.strip()  # "…, you may pay 1.;If you do, …": one power written on two lines
        elif re.match(r"\s*or\b", raw) and raws and re.match(r"\s*(?:Choose one|(?:Reward: )?An opponent chooses one)", raws[-1]):
            raws[-1] += "; " + raw.strip()  # "Choose one: A;or attach to target ally.": one choice
        else:
            raws.append(raw)
    for raw in raws:
        line = without_reminders(raw).strip()
        key = line.rstrip(".").strip()
        if key == "Shadowmeld":
            yield "This ally has Elusive and Untargetable while ready."
        elif key == "War Stomp":
            m = re.search(r"you may exhaust (target (?:opposing )?hero or ally)", raw)
            what = m.group(1) if m else "target opposing hero or ally"
            yield f"When this ally attacks, you may exhaust {what}."
            yield f"When this ally defends, you may exhaust {what}."
        elif key == "Harmonize":
            yield "You pay 1 less to play allies with printed cost 4 or more."
        elif key == "Find Treasure":
            yield "When this ally enters play, you may draw a card. If you do, discard a card."
        elif re.match(r"Trap\b", line) and "defending hero" in raw:
            yield "You may exhaust your defending hero rather than pay this card's cost."
            if line[4:].strip():
                yield line[4:].strip()
        else:
            from .templates_quests import quest_lines  # a line with a cost change and a completion cost, …

            for lead in leading_keywords(line):  # "Protector When this ally defends, …": two lines in one
                yield lead
                line = line[len(lead):].strip()
            if (forms := form_lines(line)) is not None:  # templates_forms: "Your hero is in bear form."
                yield from forms
                continue
            for part in quest_lines(line):
                yield from payment_lines(part)


def deckbuilding_read(line: str) -> bool:
    """A hero's "Deckbuilding:" clause the deck check reads in full (100.2e, ``engine.wow.deckbuilding``)."""
    from engine.wow.deckbuilding import clauses

    if not line.startswith("Deckbuilding"):
        return False
    c = clauses({"text": line})
    return not c.unread and (c.include is not None or bool(c.exclude))


def read_elsewhere(line: str, ctype: str, name: str = "") -> bool:
    """Powers the engine reads from the card text itself: wield powers (406, ``engine.wow.wield``)
    and a character's "Inspire: …" (501.1b, ``engine.wow.inspire``)."""
    if reads_deck_top(line):
        return True  # 415.3e–f: the view shows the top card (engine.wow.deck_top)
    head = re.sub(r"\s*\(.*\)$", "", re.sub(r"^(?:front|back)\s*:\s*", "", line, flags=re.I)).strip().rstrip(".").lower()
    if WIELD_GRANT.match(line) or (ctype == "hero" and head in {k.lower() for k in WIELD_POWERS}):
        return True
    if ctype == "weapon" and (parts := sentences(line)) and any(ally_strike_line(s, name) for s in parts) \
            and all(WIELD_GRANT.match(s) or ally_strike_line(s, name) for s in parts):
        return True  # 303.2d: "(Your hero has dual wield.) You can strike with NAME while an ally in your party is in combat."
    return ctype in ("hero", "master hero", "ally") and bool(re.match(r"\s*Inspire\s*:", line)) and bool(slots(line))


_BEFORE_PAYMENT = re.compile(r"(?<=[.!])\s+(?=[^.]*?-+>)")


def payment_lines(line: str):
    """A payment power (EN 701, "cost -> effect") printed on the same line after another sentence
    ("When you play a card, add an honor counter. [Exhaust], Remove five honor counters -> Draw a
    card."): the sentence and the power are two lines (the data lost the line break)."""
    if "->" not in line:
        yield line
        return
    for part in _BEFORE_PAYMENT.split(line):
        if part.strip(" ."):
            yield part.strip()
