"""Effects on cards on the field: K.O. (10-2-1), power and cost changes, keywords gained, return to
hand or deck, rest / set active, base power, negation (8-2-1-1), [Blocker] forbidden (7-1-2)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import (
    CAN_ATTACK_ACTIVE,
    CHOSEN,
    DUR,
    KEYWORDS,
    NO_BATTLE_KO_BY,
    NO_BLOCKER,
    duration,
    field_cards,
    parse_target,
    wants_don,
)
from .registry import CLAUSES

Effects = list[Effect] | None


@CLAUSES.register("ko", r"KO (.+)", full=True, flags=re.I, priority=20)
def _ko(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("destroy", target=t)] if t else None


@CLAUSES.register("give_power", r"give (.+?) ([+-]\d+) power" + DUR, full=True, flags=re.I, priority=30)
def _give_power(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("modify_stat", int(m[2]), t, stat="power", duration=duration(m[3]))] if t else None


@CLAUSES.register("gains_power", r"(.+?) gains? ([+-]\d+) power" + DUR, full=True, flags=re.I, priority=40)
def _gains_power(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("modify_stat", int(m[2]), t, stat="power", duration=duration(m[3], ""))] if t else None


@CLAUSES.register("gains_cost", r"(.+?) gains? ([+-]\d+) cost" + DUR, full=True, flags=re.I, priority=50)
def _gains_cost(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("modify_stat", int(m[2]), t, stat="cost", duration=duration(m[3], ""))] if t else None


@CLAUSES.register("give_cost", r"give (.+?) ([+-]\d+) cost" + DUR, full=True, flags=re.I, priority=60)
def _give_cost(m: re.Match) -> Effects:
    t = parse_target(m[1])
    if not t or t.kind == "self":
        return None  # "this card in your hand -N cost" is a cost reduction: manual
    return [Effect("modify_stat", int(m[2]), t, stat="cost", duration=duration(m[3]))]


@CLAUSES.register("gains_keyword", r"(.+?) gains? \[(" + "|".join(KEYWORDS) + r")\]" + DUR, full=True, flags=re.I, priority=70)
def _gains_keyword(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("grant_keyword", target=t, keyword=m[2], duration=duration(m[3], ""))] if t else None


@CLAUSES.register("gains_keyword_and_stat", r"(.+?) gains? \[(" + "|".join(KEYWORDS) + r")\] and ([+-]\d+) (power|cost)" + DUR, full=True,
                  flags=re.I, priority=71)
def _gains_keyword_and_stat(m: re.Match) -> Effects:
    """"… gains [Blocker] and +1 cost": two effects on the same card, for the same duration."""
    t = parse_target(m[1])
    d = duration(m[5], "")
    return [Effect("grant_keyword", target=t, keyword=m[2], duration=d),
            Effect("modify_stat", int(m[3]), t, stat=m[4].lower(), duration=d)] if t else None


@CLAUSES.register("gains_power_and_cost", r"(.+?) gains? ([+-]\d+) power and ([+-]\d+) cost" + DUR, full=True, flags=re.I, priority=73)
def _gains_power_and_cost(m: re.Match) -> Effects:
    t = parse_target(m[1])
    d = duration(m[4], "")
    return [Effect("modify_stat", int(m[2]), t, stat="power", duration=d), Effect("modify_stat", int(m[3]), t, stat="cost", duration=d)] if t else None


@CLAUSES.register("base_power_of_opp_leader", r"this Character's base power becomes the same as your opponent's Leader(?:'s power)?" + DUR,
                  full=True, flags=re.I, priority=74)
def _base_power_of_opp_leader(m: re.Match) -> Effects:
    """4-9: the opposing Leader's power now becomes this Character's base power for the duration."""
    return [Effect("copy_power", target=Target("each", {"side": "opp", "zone": "field", "types": ["Leader"]}), duration=duration(m[1]))]


@CLAUSES.register("no_battle_ko_by", r"this Character cannot be KO'd in battle by <([^>]+)> attribute (cards|Characters|Leaders or Characters)"
                  r"(?: and gains ([+-]\d+) power)?", full=True, flags=re.I, priority=72)
def _no_battle_ko_by(m: re.Match) -> Effects:
    """1-3-3: the card is not K.O.'d in a battle against such a card (7-1-4-1-2); "cards" are
    Leaders or Characters, the only cards that battle."""
    kinds = "Character" if m[2].lower() == "characters" else "Leader,Character"
    out = [Effect("grant_keyword", target=Target("self"), keyword=f"{NO_BATTLE_KO_BY}{m[1]}:{kinds}")]
    if m[3]:
        out.append(Effect("modify_stat", int(m[3]), Target("self"), stat="power"))
    return out


@CLAUSES.register("return_to_hand", r"return (.+?) to (?:the owner's|their owner's|its owner's|your) hand",
                  full=True, flags=re.I, priority=80)
def _bounce(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("return_to_hand", target=t)] if t else None


@CLAUSES.register("bottom_of_deck", r"place (.+?) at the bottom of (?:the owner's|their owner's|its owner's|your|your opponent's) deck"
                  r"( in any order)?", full=True, flags=re.I, priority=90)
def _bottom(m: re.Match) -> Effects:
    """"… in any order": the effect's player orders the cards (1-3-8, ``keyword`` any_order)."""
    t = parse_target(m[1])
    if t and m[2] and (t.kind != "chosen" or t.count < 2):
        return None
    return [Effect("put_on_deck", target=t, zone="bottom", keyword="any_order" if m[2] else "")] if t else None


@CLAUSES.register("attack_characters_when_played", r"(.+?) can attack Characters on the turn in which (?:it is|they are) played" + DUR,
                  full=True, flags=re.I, priority=94)
def _attack_characters_when_played(m: re.Match) -> Effects:
    """[Rush: Character] in words (10-1-1-1 / 3-7-4): "your {X} type Characters" are all of them."""
    t = parse_target(m[1]) or (parse_target("all of " + m[1]) if m[1].lower().startswith("your ") else None)
    return [Effect("grant_keyword", target=t, keyword="Rush: Character", duration=duration(m[2], ""))] if t else None


@CLAUSES.register("attack_active", r"(.+?) can also attack (?:your opponent's )?active Characters" + DUR, full=True, flags=re.I, priority=95)
def _attack_active(m: re.Match) -> Effects:
    """A change to 7-1-1-2 for the card: it may attack the opponent's active Characters too."""
    t = parse_target(m[1])
    return [Effect("grant_keyword", target=t, keyword=CAN_ATTACK_ACTIVE, duration=duration(m[2], ""))] if t else None


@CLAUSES.register("rest", r"rest (.+)", full=True, flags=re.I, priority=100)
def _rest(m: re.Match) -> Effects:
    t = field_cards(parse_target(m[1]))  # "Rest up to 2 of your opponent's cards": DON!! cards too (2-2-2)
    if t and t.kind == "chosen" and wants_don(t.filter):
        t.filter.setdefault("rested", False)  # a DON!! card to rest is an active one (1-3-2-1)
    return [Effect("tap", target=t)] if t else None


@CLAUSES.register("set_active", r"set (.+?) as active", full=True, flags=re.I, priority=120)
def _set_active(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("untap", target=t)] if t else None


@CLAUSES.register("base_power", r"(your Leader|this (?:Character|Leader))(?:'s)? base power becomes (\d+)" + DUR,
                  full=True, flags=re.I, priority=430)
def _base_power(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("modify_stat", int(m[2]), t, stat="base_power", duration=duration(m[3], ""))] if t else None


@CLAUSES.register("negate", r"negate the effects? of (.+?)" + DUR, full=True, flags=re.I, priority=440)
def _negate(m: re.Match) -> Effects:
    t = parse_target(m[1])
    return [Effect("negate", target=t, duration=duration(m[2]))] if t else None


@CLAUSES.register("negated_self", r"(this (?:Character|Leader|Stage))'s effects? (?:is|are) negated" + DUR, full=True, flags=re.I,
                  priority=441)
def _negated_self(m: re.Match) -> Effects:
    """"This Character's effect is negated during this turn": the negation of 8-2-1-1 on the card itself."""
    t = parse_target(m[1])
    return [Effect("negate", target=t, duration=duration(m[2]))] if t else None


@CLAUSES.register("forbid_blocker", r"your opponent cannot activate (?:a )?\[Blocker\](?: during this battle)?",
                  full=True, flags=re.I, priority=480)
def _forbid(m: re.Match) -> Effects:
    return [Effect("forbid_blocker")]


@CLAUSES.register("select", r"select (.+)", full=True, flags=re.I, priority=485)
def _select(m: re.Match) -> Effects:
    """"Select up to 1 of your … Characters": a choice a later instruction acts on ("that card",
    "the selected Character")."""
    t = parse_target(m[1])
    return [Effect("select", target=t)] if t and t.kind == "chosen" else None


@CLAUSES.register("selected_no_blocker", r"if the selected (?:card|Character) attacks during this turn, your opponent cannot activate "
                  r"\[Blocker\]", full=True, flags=re.I, priority=486)
def _selected_no_blocker(m: re.Match) -> Effects:
    """A marker on the selected card for this turn: in the battles it attacks in, the opponent
    cannot activate [Blocker] (1-3-3; battle.no_blocker_against)."""
    return [Effect("grant_keyword", target=Target("each", {"zone": CHOSEN}), keyword=NO_BLOCKER, duration="this_turn")]


@CLAUSES.register("redirect_attack", r"change the attack target to (the selected (?:card|Character))", full=True, flags=re.I, priority=487)
def _redirect(m: re.Match) -> Effects:
    """[On Your Opponent's Attack]: the battle's attacked card becomes the selected card (7-1-1-2)."""
    t = parse_target(m[1])
    return [Effect("redirect_attack", target=t)] if t else None
