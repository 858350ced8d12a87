"""How card text is cut into power lines before compiling, and lines the engine reads from the
text itself (wield powers, Inspire, hero deckbuilding clauses)."""

from __future__ import annotations

import re

from . import rx
from .line_readers import (
    WIELD_GRANT,
    WIELD_POWERS,
    ally_strike_line,
    plays_from_graveyard,
    reads_deck_top,
    sentences,
    slots,
)
from .schema import _KW_RE, leading_keywords, parse_keywords, strip_markup, without_reminders
from .templates_forms import form_lines
from .templates_wrest_lines import stated_keyword


def power_lines(text: str):
    """The card's power lines without reminder text; racial keywords the rules define by their
    reminder text become that text (Shadowmeld, War Stomp, Find Treasure, Sentinel, Eternal; Trap is
    an alternative cost, 403.3)."""
    raws = []
    for raw in _arrows(strip_markup(text)).split("\n"):
        if rx.match(r"\s*If you do\b", without_reminders(raw)) and raws:
            raws[-1] += " " + raw.strip()  # "…, you may pay 1.;If you do, …": one power written on two lines
        elif rx.match(r"\s*or\b", raw) and raws and rx.match(r"\s*(?:Choose one|(?:Reward: )?An opponent chooses one)", raws[-1]):
            raws[-1] += "; " + raw.strip()  # "Choose one: A;or attach to target ally.": one choice
        elif raws and raws[-1].strip() == "Ongoing:":
            raws[-1] = "Ongoing: " + raw.strip()  # "Ongoing:;Your hero has …": the bold label and its power, one line (305.2a)
        else:
            raws.append(raw)
    for raw in raws:
        line = _untargetable(rx.sub(r" {2,}", " ", without_reminders(raw)).strip())  # "Nerubian Reputation  At …": the data's doubled spaces
        key = line.rstrip(".").strip()
        if (stated := stated_keyword(raw)) is not None:  # templates_wrest_lines: "Diplomacy: Dwarves (You pay 1 less …)"
            yield stated
        elif key == "Shadowmeld":
            yield "This ally has Elusive and Untargetable while ready."
        elif key == "War Stomp":
            m = rx.search(r"you may exhaust (target (?:opposing )?hero or ally)", raw)
            what = m.group(1) if m else "target opposing hero or ally"
            yield f"When this ally attacks, you may exhaust {what}."
            yield f"When this ally defends, you may exhaust {what}."
        elif key == "Harmonize":
            yield "You pay 1 less to play allies with printed cost 4 or more."
        elif (spelled := _spelled_out(key)) is not None:  # Sentinel, Eternal: the power their reminder text states
            yield from spelled
        elif key == "Find Treasure":
            yield "When this ally enters play, you may draw a card. If you do, discard a card."
        elif rx.match(r"Trap\b", line) and "defending hero" in raw:
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
                for piece in _end_of_turn_split(part):
                    yield from payment_lines(piece)


SPELLED_OUT = {
    "Sentinel": "When this ally exhausts for the first time each turn, ready this ally.",
    "Eternal": "When this card enters your graveyard from anywhere, you may shuffle it into your deck.",
    "Thrown": "When you strike with this weapon, your hero has Long-Range this combat. At the end of this turn, put this weapon into its owner's hand.",
    "Escape Artist": "When this ally becomes targeted by an opposing card or effect, you may put it into its owner's hand.",
}
"""Keywords printed with the power their reminder text states (Sentinel: "The first time this ally
exhausts each turn, ready it."; Eternal: "When this enters your graveyard from anywhere, you may
shuffle it into your deck."; Thrown: "When you strike with this weapon, your hero has Long-Range this
combat. At the end of this turn, put this weapon into its owner's hand."; Escape Artist: "When this ally
becomes targeted by an opposing card or effect, you may put it into its owner's hand.")."""


def _spelled_out(key: str) -> list[str] | None:
    """A keyword line with Sentinel, Eternal, Thrown or Escape Artist ("Protector, Eternal"): the other keywords
    (one line) and the spelled-out powers, or None."""
    parts = [p.strip() for p in key.split(",")]
    if not any(p in SPELLED_OUT for p in parts):
        return None
    rest = ", ".join(p for p in parts if p not in SPELLED_OUT)
    if rest and (not parse_keywords(rest) or rx.sub(r"[\s,]", "", _KW_RE.sub("", rest))):
        return None
    return ([rest] if rest else []) + [SPELLED_OUT[p] for p in parts if p in SPELLED_OUT]


def _untargetable(line: str) -> str:
    """ "Opponents can't target this ally." / "X can't be targeted by opponents (this turn)." say what the
    Untargetable keyword means (EN glossary: it can't be targeted by opponents): read as that keyword."""
    line = rx.sub(r"^(Ongoing: )?Opponents can't target this ally\.?$", r"\1This ally has Untargetable.", line)
    m = rx.fullmatch(r"(Ongoing: )?(.+?) can(?:'t|not) be targeted by opponents( this turn)?\.?", line)
    if m and not rx.search(r"\b(?:and|has|have|is|are)\b", m.group(2).split(" you control")[0].replace("This and other", "")):
        verb = "has" if rx.match(r"(?:this|NAME)\b", m.group(2), re.I) and "other" not in m.group(2) else "have"
        return f"{m.group(1) or ''}{m.group(2)} {verb} Untargetable{m.group(3) or ''}."
    return line


def _arrows(text: str) -> str:
    """The later sets' payment notation: "[2], [ACT] >>> …" is "[2], [Exhaust] -> …" (EN 701: cost,
    arrow, effect; [ACT] is the exhaust symbol; a leading "(1)," is the resource cost)."""
    text = rx.sub(r"(^|\n)\((\d+|X)\)(?=\s*(?:,|>>>|->))", r"\1[\2]", text)  # "(1), Exhaust a Rogue … >>>": a cost, not reminder text
    text = rx.sub(r"\b(pays?) \((\d+|X)\)", r"\1 [\2]", text)  # "… unless their controller pays (1) for each attacker": a cost (Champion Decks' notation)
    return rx.sub(r"\s*>>>\s*", " -> ", text).replace("[ACT]", "[Exhaust]")


def deckbuilding_read(line: str) -> bool:
    """A hero's "Deckbuilding:" clause the deck check reads in full (100.2e, ``engine.wow.deckbuilding``)."""
    from engine.wow.deckbuilding import clauses

    if not line.startswith(("Deckbuilding", "Deckuilding")):  # "Deckuilding:": a misprint (Deathbringer Kor'ush)
        return False
    c = clauses({"text": line})
    return not c.unread and (c.include is not None or bool(c.exclude))


def read_elsewhere(line: str, ctype: str, name: str = "") -> bool:
    """Powers the engine reads from the card text itself: wield powers (406, ``engine.wow.wield``), the Artifact keyword,
    a character's "Inspire: …" (501.1b, ``engine.wow.inspire``) and a totem's "Totem" line (305.3a)."""
    if reads_deck_top(line):
        return True  # 415.3e–f: the view shows the top card (engine.wow.deck_top)
    if plays_from_graveyard(line, name):
        return True  # "You can play NAME from your graveyard." (409.1, engine.wow.artifact)
    if rx.fullmatch(r"\s*Artifact\s*(?:\(.*\))?\s*\.?\s*", line):
        return True  # "Artifact (You may play this card from your graveyard.)" alone on its line (409.1, engine.wow.artifact; helper wzone2)
    if ctype == "ability" and line.strip().rstrip(".") == "Totem":
        return True  # 305.3a: "Totem (Can be attacked or targeted like an ally.)" — the importer marks the card a totem
    head = rx.sub(r"\s*\(.*\)$", "", rx.sub(r"^(?:front|back)\s*:\s*", "", line, flags=re.I)).strip().rstrip(".").lower()
    if WIELD_GRANT.match(line) or (ctype in ("hero", "weapon", "armor", "item") and head in {k.lower() for k in WIELD_POWERS}):
        return True
    if ctype == "weapon" and (parts := sentences(line)) and any(ally_strike_line(s, name) for s in parts) \
            and all(WIELD_GRANT.match(s) or ally_strike_line(s, name) for s in parts):
        return True  # 303.2d: "(Your hero has dual wield.) You can strike with NAME while an ally in your party is in combat."
    if ctype in ("weapon", "armor", "item") and rx.match(r"\s*Your hero has Inspire\s*:", line) and slots(line):
        return True  # "Your hero has Inspire: …": its controller's Inspire while it is in play (engine.wow.inspire, helper wres)
    return ctype in ("hero", "master hero", "ally") and bool(rx.match(r"\s*Inspire\s*:", line)) and bool(slots(line))


_BEFORE_PAYMENT = re.compile(r"(?<=[.!])\s+(?=[^.]*?-+>)")


_SELF_DESTROY = re.compile(r"(?P<first>.+?\.)\s+(?P<end>At (?:the )?end of (?:your )?turn, destroy (?:this ability|this ally)\.?)")


def _end_of_turn_split(line: str) -> list[str]:
    """ "Ongoing: Prevent all damage … attached ally. At end of turn, destroy this ability." — a
    continuous power and an end-of-turn trigger (500.2) printed on one line (the data lost the break)."""
    m = _SELF_DESTROY.fullmatch(line.strip())
    if not m or "->" in line or rx.match(r"(?:Ongoing: )?(?:When|At|If)\b", m.group("first")):
        return [line]
    return [m.group("first"), m.group("end")]


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
