"""Templates of static abilities (7.6) the engine applies itself: stat and keyword changes of this
card or of your cards, restrictions, cost decreases (4.3.4.5), "for free" permissions, and the
damage redirection that is printed like a trigger but is a replacement effect (7.7.1)."""

from __future__ import annotations

import re
from typing import Any

from .model import Ability
from .readers import STAT, count_of, parse_condition
from .registries import ABILITIES, STATIC_TEXTS, STATICS, STOP

Cond = dict[str, Any] | None
_SELF = r"(?:this character|[Tt]his character|[Hh]e|[Ss]he|[Ii]t)"


# --- whole abilities ---------------------------------------------------------------------------

@ABILITIES.register("redirect_damage", r"Whenever one of your other characters would be dealt damage, put that many damage counters on this character instead\.?", full=True)
def redirect_damage(m: re.Match[str], out: Ability) -> Ability | None:
    """7.7.1: a replacement effect, not a trigger (the damage never happens)."""
    if out.kind != "triggered":
        return None
    out.kind = "static"
    out.static = [{"who": "self", "replace": "redirect_damage", "cond": None}]
    return out


# --- read before "While …," ---------------------------------------------------------------------

@STATIC_TEXTS.register("cost_less_this", r"(?:(If|For each) (.+?), )?[Yy]ou pay (\d+) \{I\} less to play this (?:character|item|location|action)"
                       r"( using (?:her|his|their|its) Shift ability)?", full=True)
def cost_less_this(m: re.Match[str]) -> object:
    """4.3.4.5: "[If …, ]you pay N {I} less to play this card" and "For each …, you pay N {I}
    less to play this card" work from the hand (7.6.5: ``who`` = "in_hand")."""
    out: dict[str, Any] = {"who": "in_hand", "cost_less": int(m.group(3)), "cond": None}
    if m.group(1) == "If":
        out["cond"] = parse_condition(m.group(2))
        if out["cond"] is None:
            return STOP
    elif m.group(1) == "For each":
        count = count_of(m.group(2))
        if count is None:
            return STOP
        out["per"] = count
    if m.group(4):  # "… to play this character using her Shift ability": the Shift cost only (engine.lorcana.shift_discounts)
        out["shift_only"] = True
    return [out]


@STATIC_TEXTS.register("top_face_up", r"Each (player|opponent) plays with the top card of their deck face ?up", full=True)
def top_face_up(m: re.Match[str]) -> object:
    """Merlin's Cottage, Roz - Always Watching (engine.lorcana.top_face_up)."""
    return [{"who": "player", "top_face_up": "each" if m.group(1) == "player" else "opponents"}]


@STATIC_TEXTS.register("each_player_pays_more", r"Each player pays (\d+) \{I\} more to play (actions|items|actions or items)", full=True)
def each_player_pays_more(m: re.Match[str]) -> object:
    """4.3.4.5: "Each player pays 2 {I} more to play actions or items" (Gantu - Experienced Enforcer;
    engine.lorcana.cost_increases)."""
    types = {"actions": ["action"], "items": ["item"], "actions or items": ["action", "item"]}[m.group(2)]
    return [{"who": "each_player", "cost_more": int(m.group(1)), "filter": {"types": types}}]


@STATIC_TEXTS.register("cant_play_unless", r"You can't play this (?:character|item|location|action) unless (.+)", full=True)
def cant_play_unless(m: re.Match[str]) -> object:
    """1.2.2 / 7.6.5: "You can't play this character unless you played another character this
    turn": works from the hand and forbids the play while the condition fails."""
    cond = parse_condition(m.group(1))
    return STOP if cond is None else [{"who": "in_hand", "play_unless": True, "cond": cond}]


@STATIC_TEXTS.register("cost_less_classified", r"You pay (\d+) \{I\} less to play ([A-Z]\w+) characters", full=True)
def cost_less_classified(m: re.Match[str]) -> object:
    """4.3.4.5 from play: "You pay N {I} less to play X characters"."""
    return [{"who": "yours", "cost_less": int(m.group(1)), "filter": {"types": ["character"], "classification": m.group(2)}, "cond": None}]


@STATIC_TEXTS.register("free_ability", r"(?:If (.+?), )?[Yy]ou may use this (?:item|character|location)['’]s (.+?) ability for free", full=True)
def free_ability(m: re.Match[str]) -> object:
    """4.3.8.4: "for free" = without paying the ink cost; {E} and other costs still apply."""
    cond = parse_condition(m.group(1)) if m.group(1) else None
    if m.group(1) and cond is None:
        return STOP
    return [{"who": "self", "free_ability": m.group(2).upper(), "cond": cond}]


# --- bodies (after "While …," / "During your turn,") --------------------------------------------

@STATICS.register("self_gets", rf"{_SELF} gets? ([+-]\d+) (\{{S\}}|\{{W\}}|\{{L\}})(?: and ([+-]\d+) (\{{S\}}|\{{W\}}|\{{L\}}))?", full=True)
def self_gets(m: re.Match[str], cond: Cond) -> object:
    """"This character gets +1 {L}" (also "+2 {S} and +1 {L}": two effects, one card)."""
    out = [{"who": "self", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "cond": cond}]
    if m.group(3):
        out.append({"who": "self", "stat": STAT[m.group(4)], "delta": int(m.group(3)), "cond": cond})
    return out


@STATICS.register("self_gains", rf"{_SELF} gains (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Resist \+\d+|Challenger \+\d+|Singer \d+)", full=True)
def self_gains(m: re.Match[str], cond: Cond) -> object:
    kw = m.group(1).split(" ")
    return [{"who": "self", "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]


@STATICS.register("self_has", rf"{_SELF} has (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert)", full=True)
def self_has(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": m.group(1), "delta": 0, "cond": cond}]


@STATICS.register("yours_get_or_gain", r"Your (other )?(damaged |exerted )?(?:([A-Z]\w+) )?(characters|locations|items) (?:get ([+-]\d+) (\{S\}|\{W\}|\{L\})|gain (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support))", full=True)
def yours_get_or_gain(m: re.Match[str], cond: Cond) -> object:
    flt: dict[str, Any] = {"types": [m.group(4)[:-1]]}
    if m.group(2):
        flt[m.group(2).strip()] = True
    if m.group(3):
        flt["classification"] = m.group(3)
    who = "yours_other" if m.group(1) else "yours"
    if m.group(5):
        return [{"who": who, "filter": flt, "stat": STAT[m.group(6)], "delta": int(m.group(5)), "cond": cond}]
    kw = m.group(7).split(" ")
    return [{"who": who, "filter": flt, "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]


@STATICS.register("your_characters_get", r"Your (other )?(?:([A-Z]\w+) )?characters get ([+-]\d+) (\{S\}|\{W\}|\{L\})", full=True)
def your_characters_get(m: re.Match[str], cond: Cond) -> object:
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(2):
        flt["classification"] = m.group(2)
    return [{"who": "yours_other" if m.group(1) else "yours", "filter": flt, "stat": STAT[m.group(4)], "delta": int(m.group(3)), "cond": cond}]


@STATICS.register("your_characters_gain", r"Your (other )?(?:([A-Z]\w+) )?characters gain (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support)", full=True)
def your_characters_gain(m: re.Match[str], cond: Cond) -> object:
    flt: dict[str, Any] = {"types": ["character"]}
    if m.group(2):
        flt["classification"] = m.group(2)
    kw = m.group(3).split(" ")
    return [{"who": "yours_other" if m.group(1) else "yours", "filter": flt, "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]


@STATICS.register("your_named_characters", r"Your (other )?characters named (.+?) (?:gain|get) (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support|[+-]\d+ (?:\{S\}|\{W\}|\{L\}))", full=True)
def your_named_characters(m: re.Match[str], cond: Cond) -> object:
    flt = {"types": ["character"], "name": m.group(2)}
    who = "yours_other" if m.group(1) else "yours"
    val = m.group(3).split(" ")
    if val[0][0] in "+-":
        return [{"who": who, "filter": flt, "stat": STAT[val[1]], "delta": int(val[0]), "cond": cond}]
    return [{"who": who, "filter": flt, "keyword": val[0], "delta": int(val[1]) if len(val) > 1 else 0, "cond": cond}]


@STATICS.register("characters_here_get", r"Characters get ([+-]\d+) (\{S\}|\{W\}|\{L\})(?: and ([+-]\d+) (\{S\}|\{W\}|\{L\}))? while here", full=True)
def characters_here_get(m: re.Match[str], cond: Cond) -> object:
    out = [{"who": "here", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "cond": cond}]
    if m.group(3):
        out.append({"who": "here", "stat": STAT[m.group(4)], "delta": int(m.group(3)), "cond": cond})
    return out


_KW = r"Evasive|Rush|Ward|Bodyguard|Support|Alert|Resist \+\d+|Challenger \+\d+"


@STATICS.register("characters_here_gain", rf"Characters gain ({_KW})(?: and ({_KW}))? while here", full=True)
def characters_here_gain(m: re.Match[str], cond: Cond) -> object:
    """"Characters gain Challenger +1 and Resist +1 while here" (the characters at this location)."""
    out = []
    for g in (m.group(1), m.group(2)):
        if g:
            kw = g.split(" ")
            out.append({"who": "here", "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond})
    return out


@STATIC_TEXTS.register("for_each_self", rf"For each (.+?), {_SELF} (gains ({_KW})|gets ([+-]\d+) (\{{S\}}|\{{W\}}|\{{L\}}))"
                       rf"(?: and (gains ({_KW})|gets ([+-]\d+) (\{{S\}}|\{{W\}}|\{{L\}})))?", full=True)
def for_each_self(m: re.Match[str]) -> object:
    """"For each location you have in play, this character gains Resist +1 and gets +1 {L}"
    (7.1.2.4 例B): each change times the count (``per``, engine.lorcana.characteristics)."""
    per = count_of(m.group(1))
    if per is None:
        return STOP
    out: list[dict[str, Any]] = []
    for kw, delta, st in ((m.group(3), m.group(4), m.group(5)), (m.group(7), m.group(8), m.group(9))):
        if kw:
            k = kw.split(" ")
            out.append({"who": "self", "keyword": k[0], "delta": int(k[1]) if len(k) > 1 else 0, "per": per, "cond": None})
        elif delta:
            out.append({"who": "self", "stat": STAT[st], "delta": int(delta), "per": per, "cond": None})
    return out


_CANT = {"quest": "cant_quest", "challenge": "cant_challenge", "be challenged": "cant_be_challenged", "{E} to sing songs": "cant_sing"}


@STATICS.register("self_cant_unless_pay", r"[Tt]his character can't quest or challenge unless you pay (\d+) \{I\}", full=True)
def self_cant_unless_pay(m: re.Match[str], cond: Cond) -> object:
    """RC - Remote-Controlled Car (engine.lorcana.act_toll): the toll as the keyword's value."""
    return [{"who": "self", "keyword": "act_toll", "delta": int(m.group(1)), "cond": cond}]


@STATICS.register("self_cant", r"[Tt]his character can't (quest|challenge|be challenged|\{E\} to sing songs)", full=True)
def self_cant(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": _CANT[m.group(1)], "delta": 0, "cond": cond}]


@STATICS.register("players_cant_play", r"([Oo]pponents|[Pp]layers) can't play (actions|items|actions or items)(?: with cost (\d+) or more)?", full=True)
def players_cant_play(m: re.Match[str], cond: Cond) -> object:
    """1.2.2: a prohibition beats any permission."""
    return [{"who": "self", "prohibit": "play", "types": [w.rstrip("s") for w in m.group(2).split(" or ")],
             "players": "opponents" if m.group(1).lower() == "opponents" else "all", "cost_min": int(m.group(3)) if m.group(3) else None, "cond": cond}]


@STATICS.register("no_challenge_damage", r"[Tt]his character takes no damage from challenges", full=True)
def no_challenge_damage(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": "no_challenge_damage", "delta": 0, "cond": cond}]


@STATICS.register("challenge_ready", r"[Tt]his character can challenge ready characters", full=True)
def challenge_ready(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": "challenge_ready", "delta": 0, "cond": cond}]


@STATICS.register("enters_damaged", r"[Tt]his character enters play with (\d+) damage", full=True)
def enters_damaged(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": "enters_damaged", "delta": int(m.group(1)), "cond": cond}]


@STATICS.register("enters_exerted", r"[Tt]his (?:character|item) enters play exerted", full=True)
def enters_exerted(m: re.Match[str], cond: Cond) -> object:
    return [{"who": "self", "keyword": "enters_exerted", "delta": 0, "cond": cond}]


@STATICS.register("this_location_gets_for_each", r"[Tt]his location gets ([+-]\d+) (\{S\}|\{W\}|\{L\}) for each (.+)", full=True)
def this_location_gets_for_each(m: re.Match[str], cond: Cond) -> object:
    """"[While you have a character here, ]this location gets +1 {L} for each other location you
    have in play" (7.1.2.4: the change times the count, ``per``)."""
    what = m.group(3)
    other = what.startswith("other ")
    per = count_of(what[len("other "):] if other else what)
    if per is None:
        return STOP
    if other:
        per = {**per, "filter": {**per["filter"], "other": True}}
    return [{"who": "self", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "per": per, "cond": cond}]


@STATICS.register("you_pay_less_for_type", r"[Yy]ou pay (\d+) \{I\} less to play (characters|items|locations|actions)", full=True)
def you_pay_less_for_type(m: re.Match[str], cond: Cond) -> object:
    """4.3.4.5 from play: "[While you have a character here, ]you pay 1 {I} less to play locations"."""
    return [{"who": "yours", "cost_less": int(m.group(1)), "filter": {"types": [m.group(2)[:-1]]}, "cond": cond}]


@STATIC_TEXTS.register("if_cant_ready", r"If (.+?), this character can't ready", full=True)
def if_cant_ready(m: re.Match[str]) -> object:
    """"If you have 3 or more cards in your hand, this character can't ready": while the condition
    holds, nothing readies it — neither its Ready step (4.2.1.1) nor an effect (1.2.2)."""
    cond = parse_condition(m.group(1))
    if cond is None:
        return STOP
    return [{"who": "self", "keyword": "cant_ready_any", "delta": 0, "cond": cond}]


@STATICS.register("may_enter_exerted", r"[Tt]his character may enter play exerted", full=True)
def may_enter_exerted(m: re.Match[str], cond: Cond) -> object:
    """Its player decides as it enters play (asked like Bodyguard's 10.2.2; 7.7.4)."""
    return [{"who": "self", "keyword": "may_enter_exerted", "delta": 0, "cond": cond}]


@STATICS.register("self_gets_per_card_under", rf"{_SELF} gets ([+-]\d+) (\{{S\}}|\{{W\}}|\{{L\}}) for each card under (?:him|her|it|them|this character)", full=True)
def self_gets_per_card_under(m: re.Match[str], cond: Cond) -> object:
    """"This character gets +1 {L} for each card under him" (Boost/Shift stacks, rules 2.2.0 8.4.3
    outside the seed documents; 5.1.7): the change times the cards under it (``per`` zone "under")."""
    return [{"who": "self", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "per": {"zone": "under", "filter": {}}, "cond": cond}]
