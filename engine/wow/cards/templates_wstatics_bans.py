"""Players' restrictions (103.2 "can't"), kept as the pseudo-keywords of ``ban_keys`` on the
players' heroes (a player is named by his hero, EN 706; checked by ``engine.wow.play_bans``):

- one-shot, "this turn" (EN 714): "Target player can't play cards this turn", "Target player can't
  play allies this turn", "Opponents can't play abilities this turn", "Players can't draw cards this
  turn", "Opponents can't draw cards this turn" (a sentence template of ``registry.SENTENCES``);
- continuous (``ban_static``, read by ``templates_wstatics_groups``): "Opponents can't play cards on
  your turn", "Players can't play allies", "Traitor cards can't be played", "Opponents can't
  complete quests", "Opponents can't place quests face up";
- "You can't discard cards" (Magistrix Fyalenn, continuous) and "You can't discard cards this turn"
  (Kinivus the Focused, one-shot): ``CANT_DISCARD`` on your hero (``engine.wow.discard_ban``)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from . import rx
from .ban_keys import CANT_COMPLETE, CANT_DISCARD, CANT_DRAW, CANT_PLAY, CANT_QUEST_FACE_UP
from .registry import SENTENCES

_WHO = r"(target player|opponents|opponent's|players)"
_KIND = {"cards": "Cards", "allies": "Allies", "abilities": "Abilities", "ability cards": "Abilities", "equipment": "Equipment"}


def _who(word: str) -> Target:
    w = word.lower()
    if w == "you":
        return Target("player_hero")  # "You can't …": the controller's own hero (EN 706)
    if w == "target player":
        return Target("chosen", {"player": True})  # EN 706: a player, named by his hero (targets.legal_targets)
    if w in ("opponents", "opponent's"):  # "Opponent's": a misprint of "Opponents"
        return Target("each", {"types": ["hero"], "side": "opposing"})
    return Target("each", {"types": ["hero"]})


def _key(verb: str, what: str) -> str | None:
    if verb.lower() == "draw":
        return CANT_DRAW if what.lower() == "cards" else None
    if verb.lower() == "discard":
        return CANT_DISCARD if what.lower() == "cards" else None
    kind = _KIND.get(what.lower())
    return CANT_PLAY + kind if kind else None


@SENTENCES.register("wstatics_player_ban", r"(target player|opponents|opponent's|players|you)" + r" can't (play|draw|discard) (cards|allies|abilities|ability cards|equipment) this turn",
                    full=True, priority=150, flags=re.I)
def _player_ban(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """103.2: the player(s) can't play / draw such cards until the end of the turn."""
    key = _key(m.group(2), m.group(3))
    if key is None:
        return None
    return [Effect("grant_keyword", 1, _who(m.group(1)), keyword=key, duration="this_turn", text=sentence)]


def ban_static(s: str, text: str) -> list[Effect] | None:
    """One sentence of a continuous power of this family, or None."""
    s = s.strip().rstrip(".")
    cond: dict[str, Any] | None = None
    m = rx.fullmatch(r"(opponents|opponent's|players) can't (play|draw) (cards|allies|abilities|equipment)( on your turn)?", s, re.I)
    if m:
        key = _key(m.group(2), m.group(3))
        who = _who(m.group(1))
        if m.group(4):
            cond = {"if": {"k": "your_turn", "not": False}}  # EN 714: only while it's your turn
    elif (t := rx.fullmatch(r"([A-Z][a-z]+) cards can't be played", s)) is not None:
        key, who = CANT_PLAY + t.group(1), Target("each", {"types": ["hero"]})  # "Traitor cards can't be played": by anyone
    elif rx.fullmatch(r"you can't discard cards", s, re.I):
        key, who = CANT_DISCARD, Target("player_hero")  # 103.2, 415.9d (engine.wow.discard_ban)
    elif (q := rx.fullmatch(r"(opponents|opponent's) can't (complete quests|place quests face up)", s, re.I)) is not None:
        key = CANT_COMPLETE if q.group(2).lower() == "complete quests" else CANT_QUEST_FACE_UP
        who = _who(q.group(1))
    else:
        return None
    if key is None:
        return None
    return [Effect("grant_keyword", 1, who, keyword=key, duration="permanent", condition=cond, text=text)]


@SENTENCES.register("wstatics_dealt_hero_ban", r"the controller of a hero dealt damage this way can't (play|draw) (cards|allies|abilities|equipment) this turn",
                    full=True, priority=151, flags=re.I)
def _dealt_hero_ban(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """103.2: "The controller of a hero dealt damage this way can't play abilities this turn." — a hero's
    controller is named by that hero (EN 706): the restriction goes on the hero dealt damage."""
    key = _key(m.group(1), m.group(2))
    return [Effect("grant_keyword", 1, Target("previous", {"types": ["hero"]}), keyword=key, duration="this_turn", text=sentence)] if key else None
