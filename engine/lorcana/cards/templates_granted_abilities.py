"""Templates of quoted abilities one card gives others (7.6.1: a static ability that changes what
a card has; 1.8.3: the gained ability is the gaining card's, so "this character" is that card and
"you" its player): "Your other characters with Evasive gain “{E}, 1 {I} — Draw a card and gain 1
lore.”", "Characters gain “{E} — Draw a card” while here", "Your characters gain “{E}, 1 {I} —
Deal 1 damage to chosen character” this turn", "chosen character gets +2 {S} and gains “Whenever
this character challenges another character, draw a card” this turn".

The quoted ability compiles like a printed one (cost — effects, or trigger, effects) into one
``grant_ability`` effect: ``condition`` {"kind", "cost" | "trigger"}, ``then`` its effects. A
printed static grant is a static entry ``{"who", "filter", "cond", "grant": i}`` naming that
effect (``effects[i]``); a grant "this turn" is the effect itself, on the cards it names (7.6.3).
The runtime is engine.lorcana.granted_abilities."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .model import Ability
from .readers import cap, parse_condition, parse_target
from .registries import (
    ABILITIES,
    SENTENCES,
    STATIC_TEXTS,
    STOP,
    parse_cost,
    parse_effects,
    parse_sentence,
    parse_static,
    parse_trigger,
)

_QUOTE = r"“([^”]+)”"
_KW = r"(?:Evasive|Rush|Ward|Bodyguard|Reckless|Support|Resist \+\d+|Challenger \+\d+)"
_ACTIVATED = re.compile(r"^(.+?)\s+[—–]\s+(.+)$")
_TRIGGERED = re.compile(r"^((?:When|Whenever) [^,]+), (.+)$")


def quoted_ability(text: str) -> Effect | None:
    """The quoted ability as a ``grant_ability`` effect (None when a part of it can't be read).
    Only plain activated ("[cost] — [effect]", 7.5.1) and triggered ("When/Whenever …, …", 7.4.2)
    abilities without an intervening "if" or "once" limit: their body runs as the granted card's."""
    body = text.strip().rstrip(".").strip()
    m = _TRIGGERED.match(body)
    if m:
        trig = parse_trigger(m.group(1))
        effs = parse_effects(cap(m.group(2)) + ".")
        if trig is None or effs is None or not effs or trig.condition:
            return None
        meta: dict[str, Any] = {
            "kind": "triggered",
            "trigger": {"events": list(trig.events), "filter": dict(trig.filter)},
        }
        return Effect("grant_ability", condition=meta, then=effs, text=text.strip())
    m = _ACTIVATED.match(body)
    if m:
        cost = parse_cost(m.group(1))
        effs = parse_effects(cap(m.group(2)) + ".")
        if cost is None or effs is None or not effs:
            return None
        return Effect(
            "grant_ability", condition={"kind": "activated", "cost": cost}, then=effs, text=text.strip()
        )
    return None


def _subject(phrase: str) -> dict[str, Any] | None:
    """Who a printed static grant gives the ability to: "your (other) characters with Reckless",
    "your items named X", "this character" / "she" → the static's ``who`` and ``filter``."""
    p = phrase.strip()
    if p.lower() in ("this character", "she", "he", "this item", "this location"):
        return {"who": "self"}
    m = re.fullmatch(
        r"[Yy]our (other )?(characters|items)(?: with (Evasive|Reckless|Rush|Ward|Bodyguard|Support))?(?: named (.+))?",
        p,
    )
    if m:
        flt: dict[str, Any] = {"types": [m.group(2).rstrip("s")]}
        if m.group(3):
            flt["keyword"] = m.group(3)
        if m.group(4):
            flt["name"] = m.group(4)
        return {"who": "yours_other" if m.group(1) else "yours", "filter": flt}
    return None


@ABILITIES.register(
    "gains_quoted_ability",
    rf"(?:While (.+?), )?(.+?) gains? (?:({_KW}) and )?{_QUOTE}( while here)?\.?",
    full=True,
    priority=5,
)
def gains_quoted_ability(m: re.Match[str], out: Ability) -> Ability | None:
    """A static ability (7.6.4: while its card is in play, and while its "while" holds) giving a
    quoted ability: "[While X, ]<who> gain “…”[ while here]", "<who> gain Ward and “…” while
    here", "While X, she gets +1 {L} and gains “…”" (the other part is read as its own static)."""
    if out.kind not in ("static", "activated", "triggered") or re.match(
        r"(?:When|Whenever|At the) ", m.string
    ):
        return None
    cond_text, subject, keyword, quoted, here = m.groups()
    grant = quoted_ability(quoted)
    if grant is None:
        return STOP
    cond = parse_condition(cond_text) if cond_text else None
    if cond_text and cond is None:
        return STOP
    prefix = f"While {cond_text}, " if cond_text else ""
    others: list[dict[str, Any]] = []
    both = re.fullmatch(r"(.+?) (gets? .+) and", subject)
    if both or keyword:  # the other part names the same cards: read it, then give them the quoted ability too
        rest = f"{both.group(1)} {both.group(2)}" if both else f"{subject} gain {keyword}{here or ''}"
        others = parse_static(prefix + rest) or []
        if not others:
            return STOP
        who = {k: others[0][k] for k in ("who", "filter") if k in others[0]}
    elif here:
        got = parse_static(
            f"{subject} gain Evasive while here"
        )  # "Villain characters … while here": the location's reading
        if not got:
            return STOP
        who = {k: got[0][k] for k in ("who", "filter") if k in got[0]}
    else:
        who = _subject(subject)
        if who is None:
            return STOP
    out.kind, out.ok = "static", True
    out.static = [*others, {**who, "cond": cond, "grant": 0}]
    out.effects = [grant]
    return out


@SENTENCES.register(
    "gains_quoted_this_turn",
    rf"^(.+?) (?:(gets? [+-]\d+ \{{[SWL]\}}) and )?gains? (?:({_KW}) and )?{_QUOTE} this turn$",
    priority=31,
)
def gains_quoted_this_turn(m: re.Match[str]) -> object:
    """Quoted abilities "this turn": "Your Pirate characters gain “{E} — …” this turn", "chosen character gains “When …” this
    turn", "… gets +2 {S} and gains “…” this turn", "… gain Challenger +3 and “…” this turn": the
    cards named as it resolves gain it until the end of the turn (7.6.3: not cards played later)."""
    subject, gets, keyword, quoted = m.groups()
    grant = quoted_ability(quoted)
    if grant is None:
        return STOP
    out: list[Effect] = []
    if gets or keyword:
        first = parse_sentence(f"{cap(subject)} {gets or 'gain ' + keyword} this turn")
        if not first or len(first) != 1 or first[0].target is None:
            return STOP
        out.extend(first)
        target = (
            Target("it") if first[0].target.kind == "chosen" else first[0].target
        )  # the same chosen card (7.1.9)
    else:
        target = parse_target(subject)
        if target is None or target.kind not in ("each", "chosen", "self") or target.up_to:
            return STOP
        if target.kind == "each" and "types" not in target.filter:
            return STOP
    grant.target, grant.duration = target, "this_turn"
    return [*out, grant]


@SENTENCES.register(
    "play_same_name_free", r"^Play a character with the same name as this character for free$", priority=31
)
def play_same_name_free(m: re.Match[str]) -> object:
    """Bad-Anon's quoted ability: this character is "it" (7.1.9), then a character card of that name
    is played from the hand for free (4.3.4.10; the hand is hidden, so the player may fail to find
    one, 8.1.4)."""
    return [
        Effect("choose", target=Target("self"), text=m.string),
        Effect(
            "play_free",
            99,
            Target("chosen", {"types": ["character"], "zone": "hand", "same_name_as_it": True}),
            text=m.string,
        ),
    ]


# --- the other printed ability of two granting cards (no older template reads these wordings) ----------


@STATIC_TEXTS.register(
    "cost_less_per_named",
    r"For each (character|item|location) named (.+?) you have in play, you pay (\d+) \{I\} less to play this (?:character|item|location|action)",
    full=True,
    priority=50,
)
def cost_less_per_named(m: re.Match[str]) -> object:
    """Donald Duck - Coin Collector: "For each item named The Nephews' Piggy Bank you have in play,
    you pay 2 {I} less to play this character" (4.3.4.5; read in the hand, 7.6.5)."""
    per = {"zone": "play", "filter": {"types": [m.group(1)], "name": m.group(2)}}
    return [{"who": "in_hand", "cost_less": int(m.group(3)), "cond": None, "per": per}]


@STATIC_TEXTS.register(
    "named_move_here_free", r"Your characters named (.+?) may move here for free", full=True, priority=50
)
def named_move_here_free(m: re.Match[str]) -> object:
    """Sherwood Forest - Outlaw Hideaway: "Your characters named Robin Hood may move here for free"
    (their move cost to this location is 0, 4.3.7.4; engine.lorcana.move_costs)."""
    return [
        {
            "who": "self",
            "move_less": 99,
            "to": "here",
            "filter": {"types": ["character"], "name": m.group(1), "owner": "you"},
        }
    ]
