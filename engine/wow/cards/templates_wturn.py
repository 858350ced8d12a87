"""Helper wturn (issue #18): quest completion lines the general readers don't take (EN 702.1, 403.1), read by
:func:`wturn_complete` (called by ``compiler.compile_card_text`` after ``templates_quests.complete_cost``):

- "Exhaust Lazy Peons to complete this quest." — completing a quest exhausts it (EN 702.2) and a quest
  must be ready to be completed (501.1b), so the cost is that and no resources.
- "(During your turn, )destroy NAME (and pay N )to complete this quest." — ``destroy_self``: the quest
  goes to its owner's graveyard instead of turning face down (415.9c; ``WowEngine``'s quest action).
- "Pay 1 for each card in your hand to complete this quest.", "Pay 2 and an additional 1 for each
  opposing face-up resource …" — ``per_more`` (``costs.complete_cost``).
- "If an ally with inspire / sabotage is in your party, pay 1 to complete this quest." — the condition
  ``wtu_kw_ally`` (``engine.wow.wturn``).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .readers import is_self
from .registry import SENTENCES, TEXTS, compile_effects
from .schema import DAMAGE_TYPES

_OWN_TURN = r"(?P<own>During your turn, |On your turn: ?)?"


def wturn_complete(body: str, name: str) -> dict[str, Any] | None:
    """A quest's completion line → its ``complete`` cost, or None."""
    s = body.strip()
    m = rx.fullmatch(r"Exhaust (.+?) to complete this quest\.?", s)
    if m and is_self(m.group(1), name):
        return {"resources": 0, "own_turn": False}
    m = rx.fullmatch(_OWN_TURN + r"[Dd]estroy (?P<it>.+?)(?: and pay (?P<n>\d+))? to complete this quest\.?", s)
    if m and is_self(m.group("it"), name):
        return {"resources": int(m.group("n") or 0), "own_turn": bool(m.group("own")), "destroy_self": True}
    m = rx.fullmatch(r"Pay 1 for each card in your hand to complete this quest\.?", s)
    if m:
        return {"resources": 0, "own_turn": False, "per_more": [{"n": 1, "per": "hand"}]}
    m = rx.fullmatch(r"Pay (\d+) and an additional 1 for each opposing face-up resource to complete this quest\.?", s)
    if m:
        return {"resources": int(m.group(1)), "own_turn": False, "per_more": [{"n": 1, "per": {"k": "wtu_faceup_opp"}}]}
    m = rx.fullmatch(r"If an ally with (inspire|sabotage) is in your party, pay (\d+) to complete this quest\.?", s, re.I)
    if m:
        return {"resources": int(m.group(2)), "own_turn": False, "if": {"k": "wtu_kw_ally", "kw": m.group(1).lower()}}
    return None


# --- "Reward: Put a … ally token named N into play with … and At the start of your turn, …" (404.2) ---------

_POWER_TOKEN = re.compile(r"\s*Put an? (?P<unique>unique )?(?P<tags>[A-Z][\w' -]*?) ally token named (?P<named>[A-Z][\w' -]*?) into play with "
                          r"(?P<atk>\d+) \[?(?P<dt>[A-Za-z]+)\]? ATK / (?P<hp>\d+) health and (?P<power>At the start of your turn, (?P<eff>.+?))\s*")
_UNIQUE_TOKEN = re.compile(r"\s*Put an? (?P<atk>\d+) \[(?P<dt>[A-Za-z]+)\] / (?P<hp>\d+) \[Health\] Unique (?P<tags>[A-Z][\w' -]*?) ally token "
                           r"named (?P<named>[A-Z][\w' -]*?) into play with (?P<keys>Mend \d+)\.?\s*")


@TEXTS.register("wturn_token_with_power", priority=120)
def _token_with_power(text: str, name: str) -> list[Effect] | None:
    """404.2: a token's name and powers are those the effect gives it. "Put a Mechanical ally token named Mark V
    into play with 0 [Melee] ATK / 1 health and At the start of your turn, Mark V deals 5 melee damage to target
    hero or ally." — the power is the token's text (``procedure.make_tokens``), compiled like any printed line;
    only taken when the start-of-turn effect compiles. "Put a 1 [Holy] / 1 [Health] Unique Priest ally token named
    Father Kamaros into play with Mend 4." — Unique is the token's tag (414.3a, ``procedure.uniqueness_violations``)."""
    m = _POWER_TOKEN.fullmatch(text) or _UNIQUE_TOKEN.fullmatch(text)
    if not m or m.group("dt").lower() not in DAMAGE_TYPES:
        return None
    named = m.group("named").strip()
    if "power" in m.groupdict():
        _, ok = compile_effects(m.group("eff")[0].upper() + m.group("eff")[1:], named)
        if not ok:
            return None
        lines, unique = [m.group("power").strip()], bool(m.group("unique"))
    else:
        lines, unique = [m.group("keys")], True
    token = {"name": m.group("tags").strip(), "named": named, "atk": int(m.group("atk")), "damage_type": m.group("dt").lower(),
             "health": int(m.group("hp")), "keywords": lines, "exhausted": False, **({"tags": ["Unique"]} if unique else {})}
    return [Effect("play_free", 1, Target("player"), zone="allies", condition={"token": token}, text=text)]


@TEXTS.register("wturn_sole_attacker", r"\s*Choose a hero or ally in your party\. Other characters can't attack this turn\.?\s*", full=True, priority=120)
def _sole_attacker(m: re.Match, name: str) -> list[Effect] | None:
    """ "(At the start of your turn,) choose a hero or ally in your party. Other characters can't attack this turn."
    — picked on resolution (EN 709.1, ``player_picks`` ``stat="choose"``), then every other character in play gets
    "can't attack" this turn (713, ``wtu_others_cant_attack``)."""
    text = m.group(0).strip()
    return [Effect("player_picks", 1, Target("player"), stat="choose", condition={"filter": {"types": ["hero", "ally"]}}, text=text),
            Effect("wtu_others_cant_attack", 0, None, text=text)]


@SENTENCES.register("wturn_hero_berserking_conspicuous", r"your hero has Berserking and Conspicuous this turn", full=True, priority=120, flags=re.I)
def _berserking_conspicuous(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "(At the start of your turn,) your hero has Berserking and Conspicuous this turn." (EN 714; Conspicuous: a
    Stealth attacker can still be protected against, ``combat.protectors``, read with ``keywords.has``)."""
    return [Effect("grant_keyword", 0, Target("player_hero", {}), keyword=k, duration="this_turn", text=sentence) for k in ("Berserking", "Conspicuous")]


@TEXTS.register("wturn_shuffle_then_remove_opposing", r"\s*Shuffle your graveyard into your deck, then remove all cards in each opponent's graveyard from the game\.?\s*",
                full=True, priority=120)
def _shuffle_then_remove(m: re.Match, name: str) -> list[Effect] | None:
    """ "Reward: Shuffle your graveyard into your deck, then remove all cards in each opponent's graveyard from the
    game." (415.2; the first part as ``templates_quests._shuffle`` reads "Shuffle your graveyard into your deck.")."""
    text = m.group(0).strip()
    return [Effect("shuffle", 0, Target("player"), zone="graveyard", text=text), Effect("wtu_remove_opp_graveyards", 0, None, text=text)]
