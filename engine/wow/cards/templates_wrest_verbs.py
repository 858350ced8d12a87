"""Plain effect verbs on kinds the common templates don't name:

- Interrupt (EN 711) without the word "card", of an ability or equipment, of an instant, or of an
  ability card targeting one of your cards: "Interrupt target ally.", "Interrupt target instant.",
  "Interrupt target ability card that's targeting a card in play you control.";
- quests and face-up resources in play (412.1b; ``targets.matches`` ``face_up``): "Destroy target
  quest.", "Turn target quest face down.", "Turn all quests face down.", "destroy target face-up
  resource", "turn target face-up resource face down", "Turn all locations you control face down.";
- a player's own pick (EN 709.1, ``engine.wow.forced``): "Target player turns one of his face-up
  resources face down.", "each player turns one of his face-up resources face down"; at the start
  or end of each player's turn, the turn player's ("he exhausts one of his resources", "that player
  destroys one of his abilities, allies, or equipment"; ``turn_player_picks``, from ``templates_turns``);
- "Draw seven cards."; "Ready your hero and one of your weapons." (411.1); "Ready one of your armor.";
  "Destroy target ability that's not attached to a friendly card." (``not_attached_friendly``);
  "Target player skips his next turn." (500.4); "Target opposing card in play loses and can't have
  powers this turn." (103.2, ``engine.wow.lost_powers``).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .registry import SENTENCES
from .templates_wrest_picks import kinds_filter

_INTERRUPT_KINDS = {"ally": ["ally"], "ability": ["ability"], "equipment": ["equipment"], "ability or equipment": ["ability", "equipment"],
                    "instant": ["any"], "card": ["any"]}


@SENTENCES.register("wrest_interrupt", r"interrupt target (ally|ability|equipment|ability or equipment|instant)( card)?"
                    r"(?: (?:that's|that is) targeting (?:a card in play you control|a friendly card))?",
                    full=True, priority=239, flags=re.I)
def _interrupt(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """EN 711: the interrupted card leaves the chain (``procedure.run_effects``); an instant (a card
    with Instant) or an ability card targeting a card you control (``targets.interruptible``)."""
    kind = m.group(1).lower()
    flt: dict[str, Any] = {"types": _INTERRUPT_KINDS[kind], "chain": True}
    if kind == "instant":
        flt["instant"] = True
    if "targeting" in m.group(0).lower():
        if kind != "ability":
            return None
        flt["targeting_friendly"] = True
    return [Effect("move", 0, Target("chosen", flt), zone="interrupted", text=sentence)]


_QUESTS = {"target quest": ("chosen", "quest", ""), "all quests": ("each", "quest", ""), "target face-up resource": ("chosen", "any", ""),
           "target opposing face-up resource": ("chosen", "any", "opposing"), "all locations you control": ("each", "location", "friendly")}


def _face_up(phrase: str) -> Target | None:
    found = _QUESTS.get(phrase.lower())
    if found is None:
        return None
    kind, face, side = found
    flt: dict[str, Any] = {"types": ["resource"], "face_up": face}
    if side:
        flt["side"] = side
    return Target(kind, flt)


@SENTENCES.register("wrest_face_up", r"(destroy|turn) (target quest|all quests|target face-up resource|target opposing face-up resource|all locations you control)"
                    r"( face down)?",
                    full=True, priority=238, flags=re.I)
def _quest_or_face_up(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """A quest in play is a face-up resource (412.1b): destroyed (415.9c) or turned face down."""
    verb, tgt = m.group(1).lower(), _face_up(m.group(2))
    if tgt is None or (verb == "turn") != bool(m.group(3)) or (verb == "destroy" and tgt.kind == "each"):
        return None
    return [Effect("destroy" if verb == "destroy" else "turn_face_down", 0, tgt, text=sentence)]


_WHO = {"target player": ("chosen", {"player": True}), "each player": ("each_player", {}), "each opponent": ("opponent", {})}


@SENTENCES.register("wrest_own_resource", r"(target player|each player|each opponent) turns one of his face-up resources face down",
                    full=True, priority=153, flags=re.I)
def _own_resource(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target player turns one of his face-up resources face down." — the player picks (EN 709.1)."""
    kind, who = _WHO[m.group(1).lower()]
    return [Effect("player_picks", 1, Target(kind, dict(who)), stat="face_down", condition={"filter": {"types": ["resource"], "face_up": "any"}},
                   text=sentence)]


_TURN_PLAYER = re.compile(r"(?:that player|that opponent|he|she) (?:(destroys) one of his ((?:abilities|allies|equipment)(?:(?:,| or|, or) "
                          r"(?:abilities|allies|equipment))*)|(exhausts) (?:one of his (?:ready )?resources|a ready resource he controls))\.?", re.I)


def turn_player_picks(sentence: str, whose: str) -> list[Effect] | None:
    """In an "each player's/opponent's turn" power (``templates_turns``), the turn player picks
    (EN 709.1): "that player destroys one of his abilities, allies, or equipment", "he exhausts one
    of his resources" (a ready one: exhausting an exhausted card does nothing, 411.1)."""
    m = _TURN_PLAYER.fullmatch(sentence.strip())
    if m is None or whose not in ("each_turn", "opponent_turn"):
        return None
    if m.group(1):
        flt = kinds_filter(m.group(2))
        if flt is None:
            return None
        return [Effect("player_picks", 1, Target("turn_player"), stat="destroy", condition={"filter": flt}, text=sentence)]
    return [Effect("player_picks", 1, Target("turn_player"), stat="exhaust", condition={"filter": {"types": ["resource"], "state": "ready"}},
                   text=sentence)]


_MANY = {"five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


@SENTENCES.register("wrest_draw_many", r"(?:you )?draw (five|six|seven|eight|nine|ten) cards", full=True, priority=311, flags=re.I)
def _draw_many(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Draw seven cards." (number words past "four")."""
    return [Effect("draw", _MANY[m.group(1).lower()], Target("player"), text=sentence)]


@SENTENCES.register("wrest_ready_hero_and_weapons", r"ready (your hero|this hero|[A-Z][\w', -]*?) and (one|all) of your ((?:[A-Z][\w-]* )?weapons)",
                    full=True, priority=157, flags=re.I)
def _ready_hero_and_weapons(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Ready your hero and one of your weapons." (411.1): your hero, and a weapon you pick as it
    resolves (EN 709.1, not a target) or every weapon you control; "Ready Sepirion and …" on the hero
    Sepirion: the hero itself."""
    who = m.group(1)
    if who.lower() in ("your hero", "this hero"):
        first = Target("player_hero", {})
    elif name and (who == name or name.startswith(who + " ") or name.startswith(who + ",")):
        first = Target("self", {})
    else:
        return None
    kind = m.group(3).split()
    flt: dict[str, Any] = {"types": ["weapon"]}
    if len(kind) == 2:
        flt["tag"] = kind[0]
    ready = [Effect("untap", 0, first, text=sentence)]
    if m.group(2).lower() == "one":
        return [*ready, Effect("player_picks", 1, Target("player"), stat="ready", condition={"filter": flt}, text=sentence)]
    return [*ready, Effect("untap", 0, Target("each", {**flt, "side": "friendly"}), text=sentence)]


@SENTENCES.register("wrest_ability_not_friendly", r"(you may )?destroy target ability (?:that's|that is) not attached to a friendly (?:card|hero or ally)",
                    full=True, priority=158, flags=re.I)
def _ability_not_friendly(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Destroy target ability that's not attached to a friendly card." — an ability attached to a
    card you control is no target (``targets.matches`` ``not_attached_friendly``); an unattached one is."""
    return [Effect("destroy", 0, Target("chosen", {"types": ["ability"], "not_attached_friendly": True}, up_to=bool(m.group(1))),
                   optional=bool(m.group(1)), text=sentence)]


@SENTENCES.register("wrest_ready_one_of_your", r"ready one of your (armor|weapons|items|allies|equipment)", full=True, priority=157, flags=re.I)
def _ready_one_of_your(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Ready one of your armor." — you pick one as it resolves (EN 709.1, not a target; 411.1)."""
    flt = kinds_filter(m.group(1))
    return None if flt is None else [Effect("player_picks", 1, Target("player"), stat="ready", condition={"filter": flt}, text=sentence)]


@SENTENCES.register("wrest_skip_turn", r"(?:(target player|target opponent|each opponent) skips (?:his|their) next turn|(?:you )?skip your next turn)",
                    full=True, priority=312, flags=re.I)
def _skip_turn(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """500.4: "Skip your next turn.", "Target player skips his next turn." (``engine.wow.turns``)."""
    who = (m.group(1) or "").lower()
    tgt = {"target player": Target("chosen", {"player": True}), "target opponent": Target("opponent"), "each opponent": Target("opponent"),
           "": Target("player")}[who]
    return [Effect("skip_turn", 0, tgt, text=sentence)]


@SENTENCES.register("wrest_loses_powers", r"target opposing card(?: in play)? loses and can't have powers this turn", full=True, priority=159, flags=re.I)
def _loses_powers(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """103.2: "Target opposing card in play loses and can't have powers this turn." (``engine.wow.lost_powers``)."""
    flt = {"types": ["hero", "ally", "ability", "weapon", "armor", "item", "location"], "side": "opposing"}
    return [Effect("lose_powers", 0, Target("chosen", flt), duration="this_turn", text=sentence)]
