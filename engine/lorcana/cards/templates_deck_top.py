"""Templates of whole texts about the top of a deck (7.1.10) in the wordings of the newest sets:
look at the top N and take cards of one of several kinds ("a Toy character card or a location
card named Andy's Room", "up to 2 …", the rest into the discard); look at the top card and put it
on either the top or the bottom; reveal the top card and take it if it matches."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .readers import card_filter, number, players_of
from .registries import STOP, TEXTS, parse_effects

_KEYWORD_WITH = r"(Alert|Bodyguard|Boost|Challenger|Evasive|Reckless|Resist|Rush|Shift|Singer|Support|Vanish|Ward)"


def _one_kind(phrase: str) -> dict[str, Any] | None:
    """"a character card with cost 2 or less", "an item card named Belle's City Guide", "character
    cards with Singer", "a Red Panda character card" → one filter (None if unread)."""
    p = phrase.strip()
    extra: dict[str, Any] = {}
    m = re.search(r" with cost (\d+) or less$", p)
    if m:
        extra["cost_max"], p = int(m.group(1)), p[:m.start()]
    m = re.search(r" named (.+)$", p)
    if m:
        extra["name"], p = m.group(1), p[:m.start()]
    m = re.search(rf" with {_KEYWORD_WITH}$", p)
    if m:
        extra["keyword"], p = m.group(1), p[:m.start()]
    p = re.sub(r" cards$", " card", p)
    if not p.endswith(" card"):
        return None
    flt = card_filter(p)
    if flt is None:
        m = re.fullmatch(r"(?:an? )?([A-Z]\w+(?: [A-Z]\w+)?) (?:(character|item|location|action) )?card", p)
        # "a Hunny card" (any card with that classification), "a Red Panda character card" (two words)
        flt = ({"classification": m.group(1), **({"types": [m.group(2)]} if m.group(2) else {})}) if m else None
    if not flt:
        return None
    return {**flt, **extra}


def kinds_filter(phrase: str) -> tuple[dict[str, Any], int] | None:
    """The cards a look or a reveal may take and how many: "a Toy character card or a location card
    named Andy's Room" (either kind: ``any_of``), "up to 2 Toy character cards" → (filter, count)."""
    p = phrase.strip()
    count = 1
    m = re.match(r"^up to (\w+) ", p)
    if m:
        count = number(m.group(1)) or 0
        if not count:
            return None
        p = p[m.end():]
    m = re.fullmatch(r"(.+ card) with cost (\d+) or less or named (.+)", p)
    if m:  # "a character card with cost 3 or less or named Pocahontas"
        a, b = _one_kind(f"{m.group(1)} with cost {m.group(2)} or less"), _one_kind(f"{m.group(1)} named {m.group(3)}")
        return ({"any_of": [a, b]}, count) if a and b else None
    parts = re.split(r" or (?=an? )", p)
    kinds = [_one_kind(x) for x in parts]
    if any(k is None for k in kinds):
        return None
    flt = kinds[0] if len(kinds) == 1 else {"any_of": kinds}
    return flt, count  # type: ignore[return-value]


@TEXTS.register("look_take_kinds", r"^[Ll]ook at the top (\w+) cards of your deck\. (?:You may reveal|Reveal (?=up to )) ?(.+?) and put (?:it|them) into your hand\. "
                r"Put the rest (on the bottom of your deck in any order|into your discard)\.(?: (.+))?$", priority=90)
def look_take_kinds(m: re.Match[str]) -> object:
    """"Look at the top N cards … You may reveal [kinds] and put it into your hand. Put the rest on
    the bottom of your deck in any order / into your discard" (7.1.10: only from the cards looked
    at); "up to N" takes several. A following sentence is compiled on its own."""
    n = number(m.group(1))
    if not n:
        return None
    got = kinds_filter(m.group(2))
    if got is None:
        return STOP
    flt, count = got
    rest = "discard" if m.group(3) == "into your discard" else "bottom"
    cond: dict[str, Any] = {"take": flt, "rest": rest}
    if count != 1:
        cond["count"] = count
    text = m.string if m.group(4) is None else m.string[:m.start(4)].strip()
    out = [Effect("look_top", n, Target("player", {"who": "you"}), condition=cond, text=text)]
    if m.group(4):
        more = parse_effects(m.group(4))
        if more is None:
            return STOP
        out.extend(more)
    return out


@TEXTS.register("top_or_bottom", r"^(You may )?[Ll]ook at the top card of (your|chosen player's) deck\. (?:You may )?[Pp]ut (?:it|that card) on either the top or "
                r"the bottom of (?:your|their) deck\.?$")
def top_or_bottom(m: re.Match[str]) -> object:
    """"Look at the top card of your deck. Put it on either the top or the bottom of your deck"
    (7.1.10; putting it back on top is the same as leaving it, so "you may put" reads the same)."""
    who = Target("player", {"who": "you"}) if m.group(2) == "your" else Target(players_of("chosen player"))
    return [Effect("top_or_bottom", 0, who, optional=bool(m.group(1)), text=m.string)]


@TEXTS.register("reveal_top_take", r"^(You may )?[Rr]eveal the top card of your deck\. If it['’]s (.+?), (you may )?put it into your hand\. "
                r"Otherwise, put it on the (top|bottom) of your deck\.?$")
def reveal_top_take(m: re.Match[str]) -> object:
    """"Reveal the top card of your deck. If it's a [kind] card, (you may) put it into your hand.
    Otherwise, put it on the bottom of your deck" (7.1.10; "may", 7.1.3)."""
    got = kinds_filter(m.group(2))
    if got is None or got[1] != 1:
        return STOP
    cond: dict[str, Any] = {"take": got[0], "to": "hand"}
    if not m.group(3):
        cond["must"] = True
    return [Effect("reveal_top", 0, Target("player", {"who": "you"}), zone=m.group(4), optional=bool(m.group(1)), condition=cond, text=m.string)]


@TEXTS.register("each_player_reveal_top", r"^[Ee]ach player reveals the top card of their deck\. If it['’]s (.+?), they may put it into their hand\. "
                r"Otherwise, (?:they )?put it on the (top|bottom) of their deck\.?$")
def each_player_reveal_top(m: re.Match[str]) -> object:
    """Each player reveals their top card (7.1.10); a matching card may go to its player's hand
    (their choice, 7.1.3), otherwise to the bottom of their deck. Players act in turn order."""
    got = kinds_filter(m.group(1))
    if got is None or got[1] != 1:
        return STOP
    return [Effect("reveal_top", 0, Target("each_player"), zone=m.group(2), condition={"take": got[0], "to": "hand"}, text=m.string)]


@TEXTS.register("look_one_to_hand", r"^(You may )?[Ll]ook at the top (\w+) cards of your deck\. Put one into your hand and (?:the other|the rest) "
                r"(on the bottom of (?:your|the) deck(?: in any order)?|into your inkwell facedown and exerted)\.?$")
def look_one_to_hand(m: re.Match[str]) -> object:
    """"Look at the top 2 cards of your deck. Put one into your hand and the other on the bottom of
    your deck / into your inkwell facedown and exerted": one card must go to the hand, unrevealed
    (7.1.10); the rest to the bottom or into the inkwell (8.5.6)."""
    n = number(m.group(2))
    if not n:
        return None
    rest = "inkwell" if "inkwell" in m.group(3) else "bottom"
    cond = {"take": {"any": True}, "rest": rest, "must": True, "hidden": True}
    return [Effect("look_top", n, Target("player", {"who": "you"}), optional=bool(m.group(1)), condition=cond, text=m.string)]


_PLACES = {"into your hand": "hand", "into your inkwell facedown and exerted": "inkwell", "on the top of your deck": "top",
           "on the bottom of your deck": "bottom", "on the bottom": "bottom", "on either the top or the bottom of your deck": "top_or_bottom",
           # the first printing of Kida - Creative Thinker: "ink supply" is the inkwell (8.5), "on top of" the top
           "into your ink supply, face down and exerted": "inkwell", "on top of your deck": "top"}


@TEXTS.register("look_and_place", r"^(You may )?[Ll]ook at the top (\w+) cards of your deck\. Put (one .+)\.$")
def look_and_place(m: re.Match[str]) -> object:
    """"Look at the top 3 cards of your deck. Put one into your inkwell facedown and exerted, one on
    the top of your deck, and one on the bottom of your deck" / "Put one on the top of your deck and
    the other on the bottom": each card looked at goes to its printed place (7.1.10)."""
    n = number(m.group(2))
    parts = re.split(r",? and (?=one |the other )|, (?=one |the other )", m.group(3))
    slots = []
    for p in parts:
        w = re.match(r"^(?:one|the other) (.+)$", p.strip())
        if not w or w.group(1) not in _PLACES:
            return None
        slots.append(_PLACES[w.group(1)])
    if not n or len(slots) != n or len(slots) < 2:
        return None
    return [Effect("look_distribute", n, Target("player", {"who": "you"}), optional=bool(m.group(1)), condition={"slots": slots}, text=m.string)]
