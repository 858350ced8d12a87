"""Triggered powers on what the card itself does (EN 703): "When this ally readies, …", "When this
ally attacks for the first time each turn, ready him", "When this ally protects for the first time
each turn, …", "When this ally heals damage, …", "When this ally deals [fatal] [combat] damage [to an
opposing hero | to a defending ally | to an exhausted ally | to a Paladin | …] [while attacking], …",
"When this ally is dealt [combat] damage [while defending], …" (with "that much" / "its source").

Every reader returns ``("self_ev", effects, cost)`` only when the whole power is read; ``cost``
describes the event (``what``: ready / attack / protect / heal / deal / dealt, ``first``: only the
first time each turn, ``to``: what the damaged character must be, ``combat``, ``fatal``, ``role``:
the card's role in the combat then). The engine side is ``engine.wow.self_triggers``: the triggering
card ("that ally", "its source") is the link's ``event`` and "that much"/"that many" is the amount
of the event (``per="dealt"``, the link's ``dealt`` count)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .readers import OTHER_EVENTS
from .schema import KEYWORDS

Compile = Callable[[str, str], tuple[list, bool]]
Legacy = Callable[[str, str], "tuple[str, str] | None"]

TRIGGER = "self_ev"
_KEYWORDS = "|".join(re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True))

_TO: dict[str, dict[str, Any]] = {
    "a hero": {"types": ["hero"]},
    "an opposing hero": {"types": ["hero"], "side": "opposing"},
    "an opponent's hero": {"types": ["hero"], "side": "opposing"},
    "a defending hero": {"types": ["hero"], "role": "defender"},
    "an opponent's defending hero": {"types": ["hero"], "side": "opposing", "role": "defender"},
    "an ally": {"types": ["ally"]},
    "an opposing ally": {"types": ["ally"], "side": "opposing"},
    "a defending ally": {"types": ["ally"], "role": "defender"},
    "an exhausted ally": {"types": ["ally"], "state": "exhausted"},
    "a hero or ally": {"types": ["hero", "ally"]},
    "an opposing hero or ally": {"types": ["hero", "ally"], "side": "opposing"},
}
"""What the character dealt damage must be (checked when the damage is dealt, EN 703)."""


def _subject(name: str) -> str:
    short = name.split(",")[0]
    names = sorted({name, short, name.split(" ")[0], short.split(" ")[-1]}, key=len, reverse=True) if name else []  # "Cloudbloom"
    return r"(?:this (?:ally|hero|card|weapon|armor|item)" + "".join("|" + re.escape(x) for x in names if x) + ")"


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


_THAT_MUCH = re.compile(r"\bthat (?:much|many)\b")


def _rest(rest: str, event_words: str) -> str:
    """The effect text with the card's pronouns as "this card" and the triggering card's words as
    "the triggering card"; "also" adds nothing."""
    rest = rx.sub(r"^(?:he|she|it|this ally) (?:also )?(may )?(?:also )?", lambda m: "this card " + (m.group(1) or ""), rest)
    rest = rx.sub(r"\b(?:him|her)\b(?!self)", "this card", rest)
    if event_words:
        rest = rx.sub(r"^(?:" + event_words + r")'s controller discards", "the triggering card's controller discards", rest)
        rest = rx.sub(r"\b(?:" + event_words + r")\b(?!')", "the triggering card", rest)
    return rest


def _compile(rest: str, name: str, compile_effects: Compile) -> list[Effect] | None:
    """Compile, reading "that much"/"that many" (one sentence, one amount) as the event's amount."""
    much = _THAT_MUCH.search(rest)
    discard = rx.fullmatch(r"the triggering card's controller discards (a|one|two|\d+) cards?\.?", rest)
    if discard:  # "that hero's controller discards a card" (the damaged character's controller)
        n = {"a": 1, "one": 1, "two": 2}.get(discard.group(1)) or int(discard.group(1))
        return [Effect("discard", n, Target("event", {}), text=rest)]
    if much:
        if len(_THAT_MUCH.findall(rest)) > 1 or "." in rest.rstrip(".") or "for each" in rest:
            return None
        rest = _THAT_MUCH.sub("1", rest)
    effs, ok = compile_effects(_cap(rest), name)
    if not ok or not effs:
        return None
    if much:
        if len(effs) != 1 or effs[0].op not in ("damage", "heal", "draw", "player_picks") or effs[0].amount != 1:  # player_picks: templates_ready_many
            return None
        effs[0].condition = {**(effs[0].condition or {}), "per": "dealt"}
    for e in effs:
        if e.target is not None and e.target.kind == "ref":
            return None  # "its controller" etc.: an earlier sentence's card, not read here
        if e.op == "heal" and rx.match(r"this card (?:may )?heals? ", rest) and not (e.condition or {}).get("source"):
            e.condition = {**(e.condition or {}), "source": "self"}  # 408.2c: "he heals …": this card is the healer
    return effs


def self_event(body: str, name: str, compile_effects: Compile, legacy: Legacy) -> tuple[str, list, dict] | None:
    """ "When this ally <does something>, X": the first reading that reads the whole power, or None.
    A wording the compiler's older table (``legacy``) reads in full is left to it."""
    body = body.strip().removeprefix("Ongoing: ")
    whole = body
    body = _unlabel(body)
    if not body.startswith("When "):
        return None
    old = legacy(body, name)
    if old is not None and old[0] in LEGACY_SELF:
        effs, ok = compile_effects(_cap(old[1]), name)
        if ok:
            return None if body == whole else (old[0], effs, {})  # the older table's trigger, past a label
        effs = _compile(_rest(old[1], ""), name, compile_effects)  # "he has -2 ATK", "it deals 5 …": this card
        if effs is not None and not any((e.condition or {}).get("per") == "dealt" or (e.target is not None and e.target.kind == "event")
                                        for e in effs):
            return old[0], effs, {}
    elif old is not None and compile_effects(_cap(_legacy_rest(old)), name)[1]:
        return None  # read in full by the older table (with its own words for the triggering card)
    for reader in (_actions, _deals, _dealt, _dealt_by, _prevents, _targeted, _leaves):
        found = reader(body, name, compile_effects)
        if found is not None:
            return found
    return None


LEGACY_SELF = ("destroyed_self", "damaged_self", "attacks_self", "protects_self", "exhausts_self")
"""Triggers of the compiler's older table on the card itself (``engine.wow.procedure.event_triggers``): their
effect text is read here with the card's pronouns ("he has -2 ATK this turn")."""


def _legacy_rest(old: tuple[str, str]) -> str:
    """The effect text as the compiler reads it for an older-table trigger on another card's event."""
    return rx.sub(r"\b(?:it|that ally|that character)\b", "the triggering card", old[1]) if old[0] in OTHER_EVENTS else old[1]


def _unlabel(body: str) -> str:
    """ "Protector When this ally defends, …" / "Protector. When …" (a keyword the card has, read with
    the card's keywords) and "Spirit Burst: When …" (a power's name, EN 700): the power is the rest."""
    m = rx.fullmatch(r"(?P<k>" + _KEYWORDS + r")(?: \d+)?\.? (?P<rest>When .+)", body)
    if m:
        return m.group("rest")
    m = rx.fullmatch(r"(?P<label>[A-Z][\w']*(?: [A-Z][\w']*){0,2}): (?P<rest>When .+)", body)
    if m and m.group("label") not in ("Ongoing", "Reward", "FRONT", "BACK") and "Required" not in m.group("label"):
        return m.group("rest")
    return body


def _actions(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this ally readies, …" (411.1: it becomes ready — in the ready step, by an effect, or
    inspired), "When this ally attacks/protects/exhausts for the first time each turn, …", "When this ally
    heals damage, …" (the healed character is "that character")."""
    if not rx.search(r" (?:readies|attacks|protects|exhausts|heals damage)(?: for the first time each turn)?, ", body):
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" (?P<what>readies|attacks|protects|exhausts|heals damage)(?P<first> for the first time each turn)?, (?P<rest>.+)",
                     body)
    if not m:
        return None
    what = {"readies": "ready", "attacks": "attack", "protects": "protect", "exhausts": "exhaust", "heals damage": "heal"}[m.group("what")]
    if what in ("attack", "protect", "exhaust") and not m.group("first"):
        return None  # the compiler's attacks_self / protects_self / exhausts_self
    effs = _compile(_rest(m.group("rest"), "that character" if what == "heal" else ""), name, compile_effects)
    if effs is None:
        return None
    return TRIGGER, effs, {"what": what, "first": bool(m.group("first"))}


def _deals(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this ally deals [fatal] [combat] damage [to X] [while attacking], …" (EN 703; 408.2:
    a packet that was dealt). "that ally"/"that hero"/"that Paladin" is the character dealt damage."""
    if not rx.search(r" deals (?:1 or more )?(?:fatal )?(?:combat )?damage", body):
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" deals (?:1 or more )?(?P<fatal>fatal )?(?P<combat>combat )?damage(?: to (?P<to>[^,]+?))?"
                     r"(?P<att> while attacking)?, (?P<rest>.+)", body)
    if not m:
        return None
    to = m.group("to")
    flt: dict[str, Any] | None = None
    words = "that character|that ally|that hero"
    if to:
        flt = _TO.get(to)
        tag = rx.fullmatch(r"an? ([A-Z][a-z]+)", to)
        if flt is None and tag:
            flt, words = {"types": ["hero", "ally"], "tag": tag.group(1)}, words + "|that " + tag.group(1)
        if flt is None:
            return None
    effs = _compile(_rest(m.group("rest"), words), name, compile_effects)
    if effs is None:
        return None
    if "hero" in (flt or {}).get("types", ["hero"]) and any(e.op == "destroy" and e.target is not None and e.target.kind == "event" for e in effs):
        return None  # destroying a hero (how a hero leaves the game) is not modelled here
    return TRIGGER, effs, {"what": "deal", "to": flt, "combat": bool(m.group("combat")), "fatal": bool(m.group("fatal")),
                           "role": "attacker" if m.group("att") else None}


def _dealt(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this ally is dealt [combat] damage [while defending], …" — "its source"/"the source of
    that damage" is the card that dealt it, "that much" the damage dealt."""
    if " is dealt " not in body:
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" is dealt (?P<combat>combat )?damage(?P<def> while defending)?, (?P<rest>.+)", body)
    if not m:
        return None
    return _dealt_rest(m, name, compile_effects, {})


def _dealt_by(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When an opposing hero or ally deals damage to Lyss, …": this card is dealt damage by a source
    of that kind (408.2c: the packet's source character; ``by`` is checked on it, EN 703)."""
    m = rx.fullmatch(r"When (?P<by>" + "|".join(re.escape(k) for k in _TO) + r") deals (?P<combat>combat )?damage to " + _subject(name)
                     + r"(?P<def>)?, (?P<rest>.+)", body)
    if not m:
        return None
    return _dealt_rest(m, name, compile_effects, {"by": dict(_TO[m.group("by")])})


def _dealt_rest(m: re.Match, name: str, compile_effects: Compile, more: dict) -> tuple[str, list, dict] | None:
    rest = rx.sub(r"\b(?:its source|the source of that damage)\b", "the triggering card", m.group("rest"))
    effs = _compile(_rest(rest, ""), name, compile_effects)
    if effs is None:
        return None
    return TRIGGER, effs, {"what": "dealt", "combat": bool(m.group("combat")), "role": "defender" if m.group("def") else None, **more}


def _prevents(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this armor prevents damage, …" (EN 717.2c: its shield prevented damage) — "the source of
    that damage" is the card whose damage was prevented."""
    if " prevents damage, " not in body:
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" prevents damage, (?P<rest>.+)", body)
    if not m:
        return None
    rest = rx.sub(r"\bthe source of that damage\b", "the triggering card", m.group("rest"))
    effs = _compile(_rest(rest, ""), name, compile_effects)
    if effs is None:
        return None
    return TRIGGER, effs, {"what": "prevent"}


def _targeted(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this ally becomes targeted by an opposing card or effect, …" (EN 706.1; Escape Artist)."""
    if " becomes targeted by an opposing card or effect, " not in body:
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" becomes targeted by an opposing card or effect, (?P<rest>.+)", body)
    if not m:
        return None
    effs = _compile(_rest(m.group("rest"), ""), name, compile_effects)
    if effs is None:
        return None
    return TRIGGER, effs, {"what": "targeted"}


def _leaves(body: str, name: str, compile_effects: Compile) -> tuple[str, list, dict] | None:
    """ "When this item [enters or] leaves play, …" (415.9a: it moved from play to another zone —
    destroyed, returned, removed, put on a deck; the power uses the card's last known information)."""
    if " leaves play, " not in body:
        return None
    m = rx.fullmatch(r"When " + _subject(name) + r" (?P<enter>enters or )?leaves play, (?P<rest>.+)", body)
    if not m:
        return None
    effs = _compile(_rest(m.group("rest"), ""), name, compile_effects)
    if effs is None:
        return None
    return TRIGGER, effs, {"what": "leave", "enter": bool(m.group("enter"))}
