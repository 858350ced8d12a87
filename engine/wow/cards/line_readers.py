"""Lines the engine carries out from the printed text itself, read here so the compiler knows them
without importing the engine: the top card of a deck revealed or looked at (415.3e–f,
``engine.wow.deck_top``), wield powers (406, ``engine.wow.wield``) and Inspire (501.1b,
``engine.wow.inspire``)."""

from __future__ import annotations

import re

from . import rx

REVEALED_TOP = re.compile(r"^(?:ongoing:\s*)?(players|opponents|you|each player)? ?plays? with the top cards? of (?:your|their|his) decks? revealed\.?$", re.I)
# "Each player plays with the top card of his deck revealed." (Lor'themar Theron; helper wzone2): as "Players play …"
LOOK_TOP = re.compile(r"^(?:ongoing:\s*)?you may look at the top card of your deck at any time\.?$", re.I)


def reads_deck_top(line: str) -> bool:
    """415.3e–f: a power line ``engine.wow.deck_top`` carries out."""
    return bool(REVEALED_TOP.match(line.strip()) or LOOK_TOP.match(line.strip()))


DUAL, TWO_HANDED_DUAL, DUAL_SHIELD, SEXTUPLE, RANGED_DUAL = (
    "Dual Wield", "Two-Handed Dual Wield", "Dual Shield", "Sextuple Wield", "Ranged Dual Wield")
INFINITE = "Infinite Wield"
"""Defined neither in the Japanese rules v6.0 (406 lists the other wield powers) nor in the checklist;
read from its reminder text: "You can control any number of one-handed Melee weapons and strike with
any number of one-handed Melee weapons during the same combat." (Restless Blades; ``engine.wow.wield``)."""
WIELD_POWERS = (TWO_HANDED_DUAL, RANGED_DUAL, SEXTUPLE, DUAL_SHIELD, DUAL, INFINITE)

WIELD_GRANT = re.compile(r"^(?:ongoing:\s*)?your hero has (two-handed dual wield|ranged dual wield|dual wield|dual shield|infinite wield)\.?\s*(?:\(.*\))?$", re.I)
ALLY_STRIKE = re.compile(r"^you can strike with (.+?) while an ally in your party is in combat\.?\s*(?:\(.*\))?$", re.I)


def sentences(line: str) -> list[str]:
    """A line cut into sentences ("Your hero has dual wield. You can strike with …"), without
    reminder text in parentheses."""
    plain = rx.sub(r"\s*\([^)]*\)", "", line)
    return [s.strip() for s in rx.split(r"(?<=\.)\s+(?=[A-Z])", plain) if s.strip()]


def ally_strike_line(line: str, name: str) -> bool:
    """303.2d: "You can strike with NAME while an ally in your party is in combat." (its own name)."""
    m = ALLY_STRIKE.match(line)
    return bool(m) and m.group(1).strip().lower() in (name.lower(), "this weapon")


INSPIRE_KINDS = {"ability": "ability", "abilities": "ability", "ally": "ally", "allies": "ally", "equipment": "equipment",
          "hero": "hero", "heroes": "hero", "resource": "resource", "resources": "resource", "quest": "quest",
          "quests": "quest", "weapon": "weapon", "weapons": "weapon", "armor": "armor", "item": "item", "items": "item",
          "protector": "protector", "protectors": "protector", "card with that name": "same_name"}


def slots(text: str) -> list[tuple[tuple[str, ...], int]]:
    """An Inspire power's slots: (kinds one card may be, how many cards; 0 = all)."""
    for line in rx.split(r"[;\n]", rx.sub(r"<[^>]+>", "", text or "")):
        m = rx.match(r"\s*(?:Your hero has )?Inspire\s*:\s*(.+)", line, re.I)  # "Your hero has Inspire: …" (an equipment's, helper wres)
        if not m:
            continue
        body = rx.sub(r"\s*\(.*$", "", m.group(1)).strip().rstrip(".").strip().lower()
        every = body.startswith("all friendly ")
        body = body.removeprefix("all friendly ")
        exhaust = rx.fullmatch(r"(.+?) with \[exhaust\] powers", body)  # "… heroes and allies with [Exhaust] powers" (Vindicator Falaan)
        body = exhaust.group(1) if exhaust else body
        parts = [p.strip() for p in rx.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", body) if p.strip()]
        kinds = [INSPIRE_KINDS.get(p) for p in parts]
        if not kinds or None in kinds:
            return []  # not a form the engine reads (resolved by the players)
        if exhaust:
            kinds = [f"{k}:exhaust" for k in kinds]  # (engine.wow.inspire: the kind, with an [Exhaust] power)
        if every:
            return [(tuple(kinds), 0)]
        if " or " in body or len(kinds) == 1:
            return [(tuple(kinds), 1)]
        return [((k,), 1) for k in kinds]
    return []


def plays_from_graveyard(line: str, name: str) -> bool:
    """ "You can play Twinblade of the Phoenix from your graveyard." / "Servant of Undeath: You may
    play this ally from your graveyard." (as Artifact: the owner may play it from his graveyard, 409.1)."""
    m = rx.fullmatch(r"(?:[A-Z][\w' ]*: )?You (?:can|may) play (.+?) from your graveyard\.?", line.strip())
    return bool(m) and (m.group(1).lower() == name.lower() or bool(rx.fullmatch(r"this (?:ally|weapon|armor|item|ability|card)", m.group(1), re.I)))
