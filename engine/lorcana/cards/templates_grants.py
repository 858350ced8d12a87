"""Templates of keywords and permissions granted for a while (10.1; 7.1 durations): "give chosen
Puppy character Resist +1 until the start of your next turn", "they gain Rush, Reckless, and
Evasive this turn", "this character may challenge ready characters this turn". Each keyword is one
``grant_keyword`` effect; after the first, on the very card chosen (7.1.9, "it")."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import duration_of, parse_target
from .registries import SENTENCES, STOP, parse_sentence

_KW = r"Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+\d+|Resist \+\d+"
_DUR = r"this turn|until the start of your next turn"


@SENTENCES.register("give_keyword", rf"^[Gg]ive (.+?) ({_KW})(?: and ({_KW}))? ({_DUR})$", priority=330)
def give_keyword(m: re.Match[str]) -> object:
    """"Give another chosen character Resist +1 until the start of your next turn" = "another chosen
    character gains Resist +1 …" (read by the keyword-gaining sentence)."""
    second = f" and {m.group(3)}" if m.group(3) else ""
    return parse_sentence(f"{m.group(1)[0].upper()}{m.group(1)[1:]} gains {m.group(2)}{second} {m.group(4)}") or STOP


@SENTENCES.register("gains_keyword_list", rf"^(.+?) gains? ((?:(?:{_KW}), )+(?:and )?(?:{_KW})) ({_DUR})$", priority=330)
def gains_keyword_list(m: re.Match[str]) -> object:
    """"They gain Rush, Reckless, and Evasive this turn": three keywords, one card."""
    t = parse_target(m.group(1))
    if t is None or t.up_to or t.count != 1:
        return STOP
    kws = [k.strip() for k in re.split(r",\s*(?:and\s+)?", m.group(2)) if k.strip()]
    out = []
    for i, k in enumerate(kws):
        kw = k.split(" ")
        target = Target("it") if i and t.kind == "chosen" else t
        out.append(Effect("grant_keyword", int(kw[1].lstrip("+")) if len(kw) > 1 else 0, target, keyword=kw[0], duration=duration_of(m.group(3)),
                          text=m.string))
    return out


@SENTENCES.register("may_challenge_ready", rf"^(.+?) (?:may|can) challenge ready characters ({_DUR})$", priority=330)
def may_challenge_ready(m: re.Match[str]) -> object:
    """"This character may challenge ready characters this turn" (4.3.6.2 lifted for it): the
    permission the static "can challenge ready characters" gives, for a while."""
    t = parse_target(m.group(1))
    if t is None:
        return STOP
    return [Effect("grant_keyword", 0, t, keyword="challenge_ready", duration=duration_of(m.group(2)), text=m.string)]


@SENTENCES.register("cant_ready_its_next_turn", r"^(?:(?:It|That item|That character) can't ready at the start of its next turn|"
                    r"Those characters can't ready at the start of their next turn)$", priority=70)
def cant_ready_its_next_turn(m: re.Match[str]) -> object:
    """"Exert chosen opposing item. It can't ready at the start of its next turn." (4.2.1.1: its
    player's next Ready step; ends at the start of your next turn)."""
    return [Effect("grant_keyword", 0, Target("it"), keyword="cant_ready", duration="until_your_next_turn", text=m.string)]


@SENTENCES.register("opposing_reckless_next_turn", r"^[Oo]pposing (damaged |exerted )?characters gain Reckless during their next turn$", priority=45)
def opposing_reckless_next_turn(m: re.Match[str]) -> object:
    """"Opposing damaged characters gain Reckless during their next turn" = each of them."""
    return parse_sentence(f"Each opposing {m.group(1) or ''}character gains Reckless during their next turn")


@SENTENCES.register("damage_each_of_them", r"^[Dd]eal (\d+) damage to each of them$", priority=205)
def damage_each_of_them(m: re.Match[str]) -> object:
    """"Ready all your characters and deal 1 damage to each of them": the cards just named (7.1.9)."""
    return [Effect("damage", int(m.group(1)), Target("it"), text=m.string)]


@SENTENCES.register("they_no_challenge_damage_cant_quest", r"^For the rest of this turn, (?:they|he|she|it) takes? no damage from challenges and can't quest$",
                    priority=95)
def they_no_challenge_damage_cant_quest(m: re.Match[str]) -> object:
    """The cards just named (7.1.9) take no damage from challenges and can't quest this turn."""
    return [Effect("grant_keyword", 0, Target("it"), keyword="no_challenge_damage", duration="this_turn", text=m.string),
            Effect("grant_keyword", 0, Target("it"), keyword="cant_quest", duration="this_turn", text=m.string)]


@SENTENCES.register("heal_any_number", r"^[Rr]emove up to (\d+) damage from any number of chosen characters$", priority=235)
def heal_any_number(m: re.Match[str]) -> object:
    """The player chooses the characters and, for each, the amount (7.1.8)."""
    return [Effect("heal", int(m.group(1)), Target("chosen", {"types": ["character"]}, 99, True), condition={"up_to": True}, text=m.string)]
