"""Templates of "whenever this character deals damage to another character in a challenge"
(4.3.6.16 damage, 7.4.1 trigger) and its "deal the same amount of damage to …" / "deal damage
equal to this character's {S} to …" effects (Namaari - Heir of Fang, Mulan - Elite Archer, Wasabi -
Called into Battle). The engine emits ``deals_challenge_damage_self`` with the damage actually
dealt (after Resist, 10.6) and the damaged character, who is not "another/other chosen" (7.1.5).
Also: "whenever they challenge another character this turn" after a chosen character (Medallion
Weights, 7.4.7.1), "look at the top card of each opponent's deck" (The Fates, 7.1.10) and "reveal
the top N … put revealed character cards into your hand" (Invited to the Ball, 7.1.10)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Effect, Target

from .model import Trigger
from .readers import cap, number, parse_target, players_of, scale_of
from .registries import SENTENCES, STOP, TEXTS, TRIGGERS, parse_effects
from .templates_deck_top import kinds_filter


@TRIGGERS.register("deals_challenge_damage", r"Whenever this character deals damage to another character in a challenge", full=True)
def deals_challenge_damage(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """Only damage to a character, not a location (4.3.6.19)."""
    return Trigger(["deals_challenge_damage_self"], {"defender": {"types": ["character"]}}, cond)


@SENTENCES.register("deal_same_amount", r"^([Yy]ou may )?[Dd]eal the same amount of damage to (.+)$", priority=205)
def deal_same_amount(m: re.Match[str]) -> object:
    """"Deal the same amount of damage to up to 2 other chosen characters": the trigger's amount."""
    phrase = m.group(2)
    other = re.fullmatch(r"up to (\d+) other chosen characters", phrase)  # 7.1.5: not this one nor the damaged one
    t = parse_target(f"up to {other.group(1)} chosen characters" if other else phrase)
    if t is None:
        return None
    if other:
        t.filter["other"] = True
    return [Effect("damage", 1, t, optional=bool(m.group(1)), condition={"scale": {"trigger": "amount"}}, text=m.string)]


@SENTENCES.register("deal_damage_equal_to", r"^([Yy]ou may )?[Dd]eal damage equal to (.+?) to ((?:up to \d+ )?(?:another )?chosen .+)$", priority=205)
def deal_damage_equal_to(m: re.Match[str]) -> object:
    """"Deal damage equal to this character's {S} to another chosen character" (Wasabi - Called
    into Battle): the stat when the effect resolves (engine.lorcana.amounts)."""
    scale, t = scale_of(m.group(2)), parse_target(m.group(3))
    if scale is None or t is None or scale.get("of") != "self":
        return None  # "their {S}" after "{E} one of your characters to" (Ambush!): an exerted one is offered too, so not yet
    return [Effect("damage", 1, t, optional=bool(m.group(1)), condition={"scale": scale}, text=m.string)]


@SENTENCES.register("they_challenge_this_turn", r"^Whenever (?:they|he|she) challenges? another character this turn, (.+)$", priority=15)
def they_challenge_this_turn(m: re.Match[str]) -> object:
    """7.4.7.1 (Medallion Weights): a floating triggered ability of the character the previous
    sentence chose ("they", 7.1.9); not when it challenges a location (4.3.6.19)."""
    effs = parse_effects(cap(m.group(1)))
    if effs is None:
        return STOP
    return [Effect("floating_trigger", condition={"events": ["challenge_yours"], "filter": {"defender": {"types": ["character"]}}, "bind_it": True},
                   duration="this_turn", then=effs, text=m.string)]


@SENTENCES.register("they_challenge_next_time", r"^The next time (?:they|he|she) challenges? (?:another|a) character this turn, (.+)$", priority=31)
def they_challenge_next_time(m: re.Match[str]) -> object:
    """7.4.7.1 (Next Stop, Olympus): as "whenever they challenge another character this turn", but
    it triggers once only ("the next time"; ``once``: the floating ability ends when it triggers).
    Not when it challenges a location (4.3.6.19)."""
    effs = parse_effects(cap(m.group(1)))
    if effs is None:
        return STOP
    return [Effect("floating_trigger", condition={"events": ["challenge_yours"], "filter": {"defender": {"types": ["character"]}}, "bind_it": True,
                                                  "once": True}, duration="this_turn", then=effs, text=m.string)]


@SENTENCES.register("look_at_deck_top", r"^[Ll]ook at the top card of (each opponent)['’]s deck$", priority=180)
def look_at_deck_top(m: re.Match[str]) -> object:
    """The Fates - Only One Eye: only you see the card (7.1.10; op ``look_deck_top``)."""
    return [Effect("look_deck_top", 1, Target(players_of(m.group(1))), text=m.string)]


@TEXTS.register("reveal_top_take_all", r"^[Rr]eveal the top (\w+) cards of your deck\. Put revealed (.+? cards) into your hand\. "
                r"Put the rest on the bottom of your deck in any order\.?$", priority=80)
def reveal_top_take_all(m: re.Match[str]) -> object:
    """Invited to the Ball: every revealed matching card goes into the hand, no choice (7.1.10;
    op ``reveal_top_n``, engine.lorcana.reveal_many, as Russell - Finding Adventure's script)."""
    n, got = number(m.group(1)), kinds_filter(m.group(2))
    if not n or got is None or got[1] != 1:
        return None
    return [Effect("reveal_top_n", n, condition={"take": got[0]}, text=m.string)]


@TRIGGERS.register("yours_sing_one_or_more", r"Whenever one or more of your characters sings? a song", full=True)
def yours_sing_one_or_more(m: re.Match[str], cond: dict[str, Any] | None) -> Trigger:
    """Pepa Madrigal - Sensitive Sister: once per song, even when several characters sing it
    together (10.10; engine.lorcana.play emits ``song_sung_yours`` once)."""
    return Trigger(["song_sung_yours"], {}, cond)


@SENTENCES.register("ready_after_the_challenge", r"^[Rr]eady this character after the challenge$", priority=180)
def ready_after_the_challenge(m: re.Match[str]) -> object:
    """Prince Phillip - Swordsman of the Realm: a delayed triggered ability that readies him when
    the challenge ends (4.3.6.18, 7.4.7.2)."""
    return [Effect("delayed_trigger", condition={"when": "challenge_end"}, then=[Effect("untap", 0, Target("self"), text=m.string)], text=m.string)]
