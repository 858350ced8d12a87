"""The effect compiler: Lorcana ability text → the shared effect vocabulary (engine.core.effects).

Each ability compiles to an :class:`Ability` (kind, trigger, cost, effects, static). Text that no
template matches gives ``ok=False``; the engine then asks the controller to resolve it by hand
(engine.core.manual) at the moment it applies — never skipped or guessed (issue: manual fallback).
Compilation is a pure function of the text and cached, so compiled abilities never enter the state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.effects import VOCABULARY, Effect, Target

# Lorcana-only ops, not (yet) in the shared vocabulary: creating a floating triggered ability
# ("this turn, whenever …", 7.4.7.1) and a delayed one ("at the end of this turn, …", 7.4.7.2).
EXTRA_OPS = frozenset({"floating_trigger", "delayed_trigger", "prohibit", "name_and_reveal", "replay_from_discard"})


class LorcanaEffect(Effect):
    """An :class:`Effect` that also accepts the ops in ``EXTRA_OPS``."""

    def __post_init__(self) -> None:
        if self.op in EXTRA_OPS:
            return
        super().__post_init__()


def _vocab_ok(op: str) -> bool:
    return op in VOCABULARY or op in EXTRA_OPS

NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "that": 1}
STAT = {"{S}": "strength", "{W}": "willpower", "{L}": "lore"}


@dataclass
class Trigger:
    """7.4.2: when/whenever/at the start of/at the end of. ``events`` are engine event kinds
    (several = "[trigger] or [trigger]", 7.4.6); ``condition`` is an intervening "if" (7.4.4)."""

    events: list[str]
    filter: dict[str, Any] = field(default_factory=dict)
    condition: dict[str, Any] | None = None


@dataclass
class Ability:
    kind: str  # keyword, triggered, activated, static, effect (an action's text)
    name: str
    text: str
    index: int
    ok: bool = True
    trigger: Trigger | None = None
    cost: dict[str, Any] = field(default_factory=dict)
    effects: list[Effect] = field(default_factory=list)
    static: list[dict[str, Any]] = field(default_factory=list)
    once_per_turn: bool = False


# --- targets ------------------------------------------------------------------------------

_TYPES = r"(?:character, item, or location|character or location|character or item|item or location|character|item|location)s?"


def _types(word: str) -> list[str]:
    word = word.replace(" or ", ",").replace(",,", ",")
    return [w.strip().rstrip("s") for w in word.split(",") if w.strip()]


def parse_target(phrase: str) -> Target | None:
    """"chosen opposing character with cost 3 or less" → Target(kind, filter, count, up_to)."""
    p = phrase.strip().rstrip(".").strip()
    p = p[:1].lower() + p[1:]
    p = re.sub(r"^the\s+", "", p)
    simple = {
        "this character": Target("self"), "this item": Target("self"), "this location": Target("self"),
        "her": Target("it_or_self"), "him": Target("it_or_self"), "he": Target("it_or_self"), "she": Target("it_or_self"),
        "it": Target("it"), "them": Target("it"),
        "that character": Target("it"), "they": Target("it"), "the challenging character": Target("trigger", {"role": "challenger"}),
        "challenging character": Target("trigger", {"role": "challenger"}),
    }
    if p in simple:
        return simple[p]
    flt: dict[str, Any] = {}
    up_to = False
    count = 1
    kind = "chosen"
    m = re.match(r"^up to (\w+) (.*)$", p)
    if (m and m.group(1) in NUM) or (m and m.group(1).isdigit()):
        count = int(m.group(1)) if m.group(1).isdigit() else NUM[m.group(1)]
        up_to = True
        p = m.group(2)
    if p.startswith("another chosen "):
        flt["other"] = True
        p = "chosen " + p[len("another chosen "):]
    if p.startswith("chosen "):
        p = p[len("chosen "):]
    elif p.startswith("each of your ") or p.startswith("all of your "):
        kind = "each"
        flt["owner"] = "you"
        p = p.split(" ", 3)[3]
    elif p.startswith("each ") or p.startswith("all "):
        kind = "each"
        p = p.split(" ", 1)[1]
        if p.startswith("your "):
            flt["owner"] = "you"
            p = p[len("your "):]
    elif p.startswith("your "):
        kind = "each"
        flt["owner"] = "you"
        p = p[len("your "):]
    elif p.startswith("one of your "):
        flt["owner"] = "you"
        p = p[len("one of your "):]
    elif not up_to:
        return None
    if p.startswith("other "):
        flt["other"] = True
        p = p[len("other "):]
    if p.startswith("opposing "):
        flt["owner"] = "opponent"
        p = p[len("opposing "):]
    for adj in ("damaged", "exerted", "ready", "undamaged"):
        if p.startswith(adj + " "):
            flt[adj] = True
            p = p[len(adj) + 1:]
    if p.startswith("opposing "):
        flt["owner"] = "opponent"
        p = p[len("opposing "):]
    m = re.match(r"^([A-Z][a-zA-Z]+) (character|item|location)s?(.*)$", p)
    if m:
        flt["classification"] = m.group(1)
        p = m.group(2) + m.group(3)
    m = re.match(rf"^({_TYPES})(.*)$", p)
    if not m:
        return None
    flt["types"] = _types(m.group(1))
    rest = m.group(2).strip()
    if rest.startswith("of yours"):
        flt["owner"] = "you"
        rest = rest[len("of yours"):].strip()
    if rest.startswith("here"):
        flt["here"] = True
        rest = rest[4:].strip()
    if rest:
        mm = re.match(r"^with cost (\d+) or (less|more)$", rest)
        ms = re.match(r"^with (\d+) (\{S\}|\{W\}|\{L\}) or (less|more)$", rest)
        mk = re.match(r"^with (Bodyguard|Evasive|Rush|Ward|Reckless|Support)$", rest)
        mn = re.match(r"^named (.+)$", rest)
        if mm:
            flt["cost_max" if mm.group(2) == "less" else "cost_min"] = int(mm.group(1))
        elif ms:
            flt[f"{STAT[ms.group(2)]}_{'max' if ms.group(3) == 'less' else 'min'}"] = int(ms.group(1))
        elif mk:
            flt["keyword"] = mk.group(1)
        elif mn:
            flt["name"] = mn.group(1)
        elif rest == "in play":
            pass
        else:
            return None
    if kind == "each" and "owner" not in flt and phrase.strip().startswith(("each opposing", "all opposing")):
        flt["owner"] = "opponent"
    return Target(kind, flt, count, up_to)


# --- effects ------------------------------------------------------------------------------

def _n(word: str) -> int | None:
    word = word.lower()
    if word.isdigit():
        return int(word)
    return NUM.get(word)


def _duration(text: str) -> tuple[str, str] | None:
    text = text.strip()
    for pat, dur in ((r"this turn$", "this_turn"), (r"until the start of your next turn$", "until_your_next_turn"),
                     (r"for the rest of this turn$", "this_turn")):
        if re.search(pat, text):
            return re.sub(pat, "", text).strip(), dur
    return None


def parse_sentence(s: str) -> list[Effect] | None:
    """One imperative sentence (7.1.1) → effects, or None when no template matches."""
    s = s.strip().rstrip(".").strip()
    s = re.sub(r"^[Tt]hen,?\s+", "", s)
    optional = False
    if re.match(r"^[Yy]ou may ", s):
        optional = True
        s = s[len("you may "):]
    s = s[0].upper() + s[1:] if s else s
    effs = _parse_core(s)
    if effs is None:
        # "A, then B" / "A and B" (7.1.2.3-4): do as much as possible
        for sep in (", then ", " and then ", ". Then ", ", and ", " and "):
            if sep in s:
                left, right = s.split(sep, 1)
                a, b = _parse_core(left), parse_sentence(right)
                if a is not None and b is not None:
                    effs = a + b
                    break
    if effs is None:
        return None
    if optional and effs:
        first = effs[0]
        first.optional = True
        if len(effs) > 1:
            first.then = effs[1:]
            effs = [first]
    return effs


def _parse_core(s: str) -> list[Effect] | None:
    s = s.strip().rstrip(".")
    m = re.match(r"^This turn, ((?:whenever|when) .+?), (.+)$", s)
    if m:
        trig = parse_trigger(m.group(1)[0].upper() + m.group(1)[1:])
        effs = parse_effects(m.group(2)[0].upper() + m.group(2)[1:])
        if trig is None or effs is None:
            return None
        return [LorcanaEffect("floating_trigger", condition={"events": trig.events, "filter": trig.filter}, duration="this_turn", then=effs, text=s)]
    m = re.match(r"^(Whenever .+?) this turn, (.+)$", s)
    if m:
        trig = parse_trigger(m.group(1))
        effs = parse_effects(m.group(2)[0].upper() + m.group(2)[1:])
        if trig is None or effs is None:
            return None
        return [LorcanaEffect("floating_trigger", condition={"events": trig.events, "filter": trig.filter}, duration="this_turn", then=effs, text=s)]
    m = re.match(r"^At the end of (?:this|the) turn, (.+)$", s)
    if m:
        effs = parse_effects(m.group(1)[0].upper() + m.group(1)[1:])
        return [LorcanaEffect("delayed_trigger", condition={"when": "end_of_turn"}, then=effs, text=s)] if effs is not None else None
    m = re.match(r"^(It|They|He|She) gains? (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+(\d+)|Resist \+(\d+))$", s)
    if m:
        kw = m.group(2).split(" ")[0]
        return [Effect("grant_keyword", int(m.group(3) or m.group(4) or 0), Target("it"), keyword=kw, duration="permanent", text=s)]
    m = re.match(r"^(.+?) (?:gains?|gain) (Reckless) during their next turn$", s)
    if m:
        # "during their next turn": the controller's next turn always comes before ours, and
        # Reckless only matters on its controller's turn, so "until the start of your next turn"
        # is exactly equivalent (also with 3-4 players).
        t = parse_target(m.group(1))
        return [Effect("grant_keyword", 0, t, keyword="Reckless", duration="until_your_next_turn", text=s)] if t else None
    m = re.match(r"^(.+?) can't (quest|challenge|quest or challenge) during their next turn$", s)
    if m:
        t = parse_target(m.group(1))
        if not t:
            return None
        return [Effect("grant_keyword", 0, t, keyword=f"cant_{w}", duration="until_your_next_turn", text=s) for w in m.group(2).split(" or ")]
    m = re.match(r"^(.+?) can't ready at the start of their next turn$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("grant_keyword", 0, t, keyword="cant_ready", duration="until_your_next_turn", text=s)] if t else None
    m = re.match(r"^(Each opponent|Each player) chooses and (banishes|exerts|readies) one of their (ready |exerted |damaged )?(characters|items|locations)$", s)
    if m:
        flt: dict[str, Any] = {"types": [m.group(4)[:-1]]}
        if m.group(3):
            flt[m.group(3).strip()] = True
        op = {"banishes": "destroy", "exerts": "tap", "readies": "untap"}[m.group(2)]
        return [Effect(op, 0, Target("each_chooses", {**flt, "players": _players(m.group(1))}), text=s)]
    m = re.match(r"^(Each opponent|Each player) chooses one of their characters and (returns that card to their hand|deals (\d+) damage to (?:them|it))$", s)
    if m:
        t = Target("each_chooses", {"types": ["character"], "players": _players(m.group(1))})
        if m.group(3):
            return [Effect("damage", int(m.group(3)), t, text=s)]
        return [Effect("return_to_hand", 0, t, text=s)]
    m = re.match(r"^(This character|[Hh]e|[Ss]he|[Tt]hey|[Ii]t) takes? no damage from (the challenge|challenges this turn)$", s)
    if m:  # 7.7.1: a replacement of the challenge damage (lasts this challenge / this turn)
        dur = "this_battle" if m.group(2) == "the challenge" else "this_turn"
        return [Effect("grant_keyword", 0, Target("self"), keyword="no_challenge_damage", duration=dur, text=s)]
    m = re.match(r"^([Oo]pponents|[Pp]layers) can't (play|draw) ?(actions|items|characters|actions or items|cards)? ?(this turn|until the start of your next turn)$", s)
    if m:  # 1.2.2: a prohibition that beats any permission
        types = [] if not m.group(3) or m.group(3) == "cards" else [w.rstrip("s") for w in m.group(3).split(" or ")]
        return [LorcanaEffect("prohibit", 0, Target("player", {"who": "you"}), duration="this_turn" if m.group(4) == "this turn" else "until_your_next_turn",
                              condition={"what": m.group(2), "types": types, "players": "opponents" if m.group(1).lower() == "opponents" else "all"}, text=s)]
    m = re.match(r"^[Yy]ou gain (\d+) lore$", s)
    if m:
        return [Effect("gain_score", int(m.group(1)), Target("player", {"who": "you"}), text=s)]
    m = re.match(r"^[Gg]ive (.+?) ([+-]\d+) (\{S\}|\{W\}|\{L\}) (this turn|until the start of your next turn)$", s)
    if m:
        t = parse_target(m.group(1))
        dur = "this_turn" if m.group(4) == "this turn" else "until_your_next_turn"
        return [Effect("modify_stat", int(m.group(2)), t, stat=STAT[m.group(3)], duration=dur, text=s)] if t else None
    m = re.match(r"^(?:Draw|draw) (\w+) cards?$", s)
    if m and _n(m.group(1)):
        return [Effect("draw", _n(m.group(1)) or 1, Target("player", {"who": "you"}), text=s)]
    m = re.match(r"^(Each player|Each opponent) may draw (\w+) cards?$", s)
    if m and _n(m.group(2)):
        # 1.6.2: each player decides for themself, the active player first
        return [Effect("draw", _n(m.group(2)) or 1, Target(_players(m.group(1))), condition={"each_may": True}, text=s)]
    m = re.match(r"^(Each player|Each opponent|Chosen player|Chosen opponent) draws (\w+) cards?$", s)
    if m and _n(m.group(2)):
        return [Effect("draw", _n(m.group(2)) or 1, Target(_players(m.group(1))), text=s)]
    m = re.match(r"^[Gg]ain (\d+) lore$", s)
    if m:
        return [Effect("gain_score", int(m.group(1)), Target("player", {"who": "you"}), text=s)]
    m = re.match(r"^(Each opponent|Chosen opponent|Each player) loses (\d+) lore$", s)
    if m:
        return [Effect("lose_score", int(m.group(2)), Target(_players(m.group(1))), text=s)]
    m = re.match(r"^(Each opponent|Chosen opponent|Each player) chooses and discards (\w+) cards?$", s)
    if m and _n(m.group(2)):
        return [Effect("discard", _n(m.group(2)) or 1, Target(_players(m.group(1))), text=s)]
    m = re.match(r"^[Cc]hoose and discard (\w+) cards?$", s)
    if m and _n(m.group(1)):
        return [Effect("discard", _n(m.group(1)) or 1, Target("player", {"who": "you"}), text=s)]
    m = re.match(r"^[Dd]eal (\d+) damage to (.+)$", s)
    if m:
        t = parse_target(m.group(2))
        return [Effect("damage", int(m.group(1)), t, text=s)] if t else None
    m = re.match(r"^[Pp]ut (\w+) damage counters? on (.+)$", s)
    if m and _n(m.group(1)):
        t = parse_target(m.group(2))
        return [Effect("put_damage", _n(m.group(1)) or 1, t, text=s)] if t else None
    m = re.match(r"^[Mm]ove (up to )?(\w+) damage(?: counters?)? from (.+?) to (.+)$", s)
    if m and _n(m.group(2)):
        a, b = parse_target(m.group(3)), parse_target(m.group(4))
        if a and b:
            return [Effect("move_damage", _n(m.group(2)) or 1, a, condition={"to": b, "up_to": bool(m.group(1))}, text=s)]
        return None
    m = re.match(r"^[Rr]emove (up to )?(\w+) damage from (.+)$", s)
    if m and (_n(m.group(2)) or m.group(2) == "all"):
        t = parse_target(m.group(3))
        up_to = bool(m.group(1)) and m.group(2) != "all"  # the player chooses the amount, 0..N
        return [Effect("heal", 99 if m.group(2) == "all" else (_n(m.group(2)) or 1), t, condition={"up_to": True} if up_to else None, text=s)] if t else None
    m = re.match(r"^[Rr]emove all damage from (.+)$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("heal", 99, t, text=s)] if t else None
    m = re.match(r"^[Bb]anish (.+)$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("destroy", 0, t, text=s)] if t else None
    m = re.match(r"^[Rr]eturn (.+?) to (?:their player's|your|its player's|their owner's) hand$", s)
    if m:
        src = m.group(1)
        mm = re.match(r"^(?:a|an) (character|item|location|action|song) card (?:with cost (\d+) or less )?from your discard$", src)
        if mm:
            flt = {"types": [mm.group(1)], "zone": "discard", "owner": "you"}
            if mm.group(2):
                flt["cost_max"] = int(mm.group(2))
            return [Effect("return_to_hand", 0, Target("chosen", flt), zone="discard", text=s)]
        if src == "this card":
            return [Effect("return_to_hand", 0, Target("self_card"), text=s)]
        t = parse_target(src)
        return [Effect("return_to_hand", 0, t, text=s)] if t else None
    m = re.match(r"^[Ss]huffle (.+?) into (?:their player's|your|its player's) deck$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("put_on_deck", 0, t, zone="shuffle", text=s)] if t else None
    m = re.match(r"^[Pp]ut (.+?) on the (top|bottom) of (?:their player's|your|its player's) deck$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("put_on_deck", 0, t, zone=m.group(2), text=s)] if t else None
    m = re.match(r"^[Ee]xert (.+)$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("tap", 0, t, text=s)] if t else None
    m = re.match(r"^[Rr]eady (.+)$", s)
    if m:
        t = parse_target(m.group(1))
        return [Effect("untap", 0, t, text=s)] if t else None
    m = re.match(r"^(.+?) (?:gets?|get) ([+-]\d+) (\{S\}|\{W\}|\{L\})(?: and ([+-]\d+) (\{S\}|\{W\}|\{L\}))? (this turn|until the start of your next turn)$", s)
    if m:
        t = parse_target(m.group(1))
        if not t:
            return None
        dur = "this_turn" if m.group(6) == "this turn" else "until_your_next_turn"
        out = [Effect("modify_stat", int(m.group(2)), t, stat=STAT[m.group(3)], duration=dur, text=s)]
        if m.group(4):
            out.append(Effect("modify_stat", int(m.group(4)), Target("it") if t.kind == "chosen" else t, stat=STAT[m.group(5)], duration=dur, text=s))
        return out
    m = re.match(r"^(.+?) gains? (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+(\d+)|Resist \+(\d+)) (this turn|until the start of your next turn)$", s)
    if m:
        t = parse_target(m.group(1))
        if not t:
            return None
        kw = m.group(2).split(" ")[0]
        val = int(m.group(3) or m.group(4) or 0)
        dur = "this_turn" if m.group(5) == "this turn" else "until_your_next_turn"
        return [Effect("grant_keyword", val, t, keyword=kw, duration=dur, text=s)]
    m = re.match(r"^(.+?) can't (quest|challenge|quest or challenge|ready) (?:for the rest of this turn|this turn)$", s)
    if m:
        t = parse_target(m.group(1).lower())
        if not t:
            return None
        return [Effect("grant_keyword", 0, t, keyword=f"cant_{w}", duration="this_turn", text=s) for w in m.group(2).split(" or ")]
    m = re.match(r"^[Ll]ook at the top (\w+) cards? of your deck$", s)
    if m and _n(m.group(1)):
        return [Effect("look_top", _n(m.group(1)) or 1, Target("player", {"who": "you"}), text=s)]
    m = re.match(r"^[Pp]lay (?:a|an) (character|item|location|action) (?:card )?with cost (\d+) or less for free$", s)
    if m:
        return [Effect("play_free", int(m.group(2)), Target("chosen", {"types": [m.group(1)], "zone": "hand", "owner": "you"}), text=s)]
    m = re.match(r"^[Yy]ou pay (\d+) \{I\} less for the next (character|item|location|action) you play this turn$", s)
    if m:
        return [Effect("cost_reduction", int(m.group(1)), Target("player", {"who": "you"}), keyword=m.group(2), duration="this_turn", text=s)]
    m = re.match(r"^[Pp]ut the top card of your deck into your inkwell facedown and exerted$", s)
    if m:
        return [Effect("move", 1, Target("player", {"who": "you"}), zone="inkwell", text=s)]
    m = re.match(r"^[Pp]ut the top (\w+) cards? of your deck into your discard$", s)
    if m and _n(m.group(1)):
        return [Effect("move", _n(m.group(1)) or 1, Target("player", {"who": "you"}), zone="discard", text=s)]
    m = re.match(r"^[Pp]ut (this card|.+?) into (?:your|its player's|their player's) inkwell facedown and exerted$", s)
    if m:
        t = Target("self_card") if m.group(1) == "this card" else parse_target(m.group(1))
        return [Effect("move", 0, t, zone="inkwell_card", text=s)] if t else None
    m = re.match(r"^[Rr]eturn this card from your discard to your hand$", s)
    if m:
        return [Effect("return_to_hand", 0, Target("self_card"), text=s)]
    return None


def _instead(sentence: str, prev: Effect | None) -> tuple[dict[str, Any], list[Effect]] | None:
    """7.7.2: "If a Villain character is chosen, they get +3 {S} instead." → (filter, effects)."""
    m = re.match(r"^If (?:a|an) (.+?) is chosen, (.+) instead\.?$", sentence.strip()) or re.match(
        r"^If the chosen (character|item|location) is named (.+?), (.+) instead\.?$", sentence.strip())
    if not m:
        return None
    if len(m.groups()) == 3:
        flt = {"types": [m.group(1)], "name": m.group(2)}
        body = m.group(3)
    else:
        t = parse_target("chosen " + m.group(1))
        if t is None:
            return None
        flt, body = t.filter, m.group(2)
    effs = parse_sentence(body[0].upper() + body[1:])
    if effs is None and prev is not None and prev.duration in ("this_turn", "until_your_next_turn"):
        # "he gets +2 {S} instead": the replaced effect's duration carries over
        phrase = "this turn" if prev.duration == "this_turn" else "until the start of your next turn"
        effs = parse_sentence(body[0].upper() + body[1:] + " " + phrase)
    if effs is None:
        return None
    return flt, effs


def _players(word: str) -> str:
    return {"each player": "each_player", "each opponent": "opponent", "chosen player": "chosen_player",
            "chosen opponent": "chosen_opponent"}[word.lower()]


def parse_effects(text: str) -> list[Effect] | None:
    """A whole effect text (several sentences, 7.1.1): every sentence must compile."""
    text = text.strip()
    if not text:
        return []
    # "Look at the top N ... You may reveal an X card and put it into your hand. Put the rest on the bottom"
    look = re.match(
        r"^[Ll]ook at the top (\w+) cards of your deck\. You may (?:reveal )?(?:(?:an? )?(.+?) card(?:s)?|(one)) and put (?:it|them) into your hand\. "
        r"Put the rest on the bottom of your deck in any order\.?$", text) or re.match(
        r"^[Ll]ook at the top (\w+) cards of your deck\. You may (?:put )?(one)()(?: of them)? into your hand\. "
        r"Put the rest on the bottom of your deck in any order\.?$", text)
    if look and _n(look.group(1)):
        what = (look.group(2) or "").strip()
        flt: dict[str, Any]
        if what in ("", "one"):
            flt = {"any": True}
        elif re.fullmatch(_TYPES, what):
            flt = {"types": _types(what)}
        elif what in ("song", "action"):
            flt = {"types": ["action"], "song": what == "song"}
        elif re.fullmatch(r"[A-Z]\w+ character", what):
            flt = {"types": ["character"], "classification": what.split()[0]}
        else:
            return None
        return [Effect("look_top", _n(look.group(1)) or 1, Target("player", {"who": "you"}), condition={"take": flt, "rest": "bottom"}, text=text)]
    m = re.match(r"^[Nn]ame a card, then reveal the top card of your deck\. If it['’]s the named card, put (?:that card|it) into your (hand|inkwell facedown and exerted)"
                 r"( and gain (\d+) lore)?\. Otherwise, put it on the (top|bottom) of your deck\.?$", text)
    if m:  # 6.2.4: the named name must match exactly (6.2.4.1: either name of "A & B")
        return [LorcanaEffect("name_and_reveal", int(m.group(3) or 0), Target("player", {"who": "you"}), zone=m.group(4),
                              condition={"to": "hand" if m.group(1) == "hand" else "inkwell"}, text=text)]
    m = re.match(r"^[Yy]ou may play that song (?:again )?from your discard for free(?:, then put it on the bottom of your deck|\. If you do, put that card on the bottom "
                 r"of your deck instead of into your discard)\.?$", text)
    if m:  # 7.1.9.1: "that song" is the very card sung; 7.1.6: it resolves after this ability
        return [LorcanaEffect("replay_from_discard", 0, Target("trigger", {"role": "song"}), zone="bottom", optional=True, text=text)]
    sentences = [x for x in re.split(r"(?<=[.!])\s+", text) if x.strip()]
    out: list[Effect] = []
    for s in sentences:
        inst = _instead(s, out[-1] if out else None)
        if inst is not None:  # 7.7.2: "If X is chosen, [other effect] instead" replaces the previous effect
            if not out or out[-1].target is None or out[-1].target.kind != "chosen" or (out[-1].condition or {}).get("instead_if"):
                return None
            out[-1].condition = {**(out[-1].condition or {}), "instead_if": inst[0], "alt": inst[1]}
            continue
        m = re.match(r"^If you do, (.+)$", s.strip())
        if m:  # 7.1.2.2: the previous optional step is the cost of this one
            effs = parse_sentence(m.group(1)[0].upper() + m.group(1)[1:])
            if effs is None or not out or not out[-1].optional:
                return None
            out[-1].then.extend(effs)
            continue
        effs = parse_sentence(s)
        if effs is None:
            return None
        out.extend(effs)
    return out


# --- triggers, costs, statics ---------------------------------------------------------------

TRIGGERS: list[tuple[str, list[str], dict[str, Any]]] = [
    (r"When you play this (?:character|item|location)", ["played_self"], {}),
    (r"When you play this character and whenever (?:he|she|it|they) quests?", ["played_self", "quest_self"], {}),
    (r"Whenever this character quests", ["quest_self"], {}),
    (r"Whenever this character challenges another character", ["challenge_self"], {}),
    (r"Whenever this character challenges", ["challenge_self"], {}),
    (r"When this character is banished in a challenge", ["banished_in_challenge_self"], {}),
    (r"Whenever this character banishes another character in a challenge", ["banishes_in_challenge_self"], {}),
    (r"When this character is challenged and banished", ["banished_challenged_self"], {}),
    (r"When this (?:character|item|location) is banished", ["banished_self"], {}),
    (r"Whenever this character is challenged", ["challenged_self"], {}),
    (r"At the start of your turn", ["turn_start"], {}),
    (r"At the end of your turn", ["turn_end"], {}),
    (r"Whenever this character sings a song", ["sing_self"], {}),
    (r"Whenever you play a song", ["played_other"], {"types": ["action"], "song": True}),
    (r"Whenever you play an action", ["played_other"], {"types": ["action"]}),
    (r"Whenever you play an item", ["played_other"], {"types": ["item"]}),
    (r"Whenever you play a location", ["played_other"], {"types": ["location"]}),
    (r"Whenever you play a character", ["played_other"], {"types": ["character"]}),
    (r"Whenever you play another character", ["played_other"], {"types": ["character"], "other": True}),
    (r"Whenever you play a ([A-Z]\w+) character", ["played_other"], {"types": ["character"]}),
    (r"Whenever one of your characters quests", ["quest_yours"], {}),
    (r"Whenever one of your ([A-Z]\w+) characters quests", ["quest_yours"], {"types": ["character"]}),
    (r"Whenever a character quests while here", ["quest_here"], {}),
    (r"Whenever this character is dealt damage", ["damaged_self"], {}),
    (r"(?:Whenever|When) you put a card into your inkwell", ["inked_yours"], {}),
    (r"Whenever you play a character with (Bodyguard|Evasive|Rush|Ward|Support|Reckless)", ["played_other"], {"types": ["character"]}),
    (r"Whenever one of your characters challenges(?: another character)?", ["challenge_yours"], {}),
    (r"Whenever one of your other characters is banished(?: in a challenge)?", ["banished_yours_other"], {}),
]


def parse_trigger(head: str) -> Trigger | None:
    head = head.strip()
    cond = None
    m = re.match(r"^(.*?), if (.+)$", head)
    if m:
        c = parse_condition(m.group(2))
        if c is None:
            return None
        head, cond = m.group(1), c
    for pat, events, flt in TRIGGERS:
        mm = re.fullmatch(pat, head)
        if mm:
            f = dict(flt)
            if mm.groups():
                if mm.group(1) in ("Bodyguard", "Evasive", "Rush", "Ward", "Support", "Reckless"):
                    f["keyword"] = mm.group(1)
                else:
                    f["classification"] = mm.group(1)
            return Trigger(list(events), f, cond)
    m = re.fullmatch(r"Whenever (?:this character|he|she|they) challenges (?:a|an) (.+)", head)
    if m:
        t = parse_target("chosen " + m.group(1))
        if t is not None and t.filter.get("types") == ["character"]:
            return Trigger(["challenge_self"], {"defender": t.filter}, cond)
    m = re.fullmatch(r"Whenever you play (?:a|another) character named (.+)", head)
    if m:  # 7.4.5 例B (Elsa - Ice Surfer): "whenever you play a character named Anna"
        return Trigger(["played_other"], {"types": ["character"], "name": m.group(1), **({"other": True} if "another" in head else {})}, cond)
    m = re.fullmatch(r"Whenever (?:he|she|they) challenges(?: another character)?", head)
    if m:
        return Trigger(["challenge_self"], {}, cond)
    m = re.fullmatch(r"Whenever this character quests while at a location", head)
    if m:
        return Trigger(["quest_self"], {}, {**(cond or {}), "self": "at_location"})
    return None


def parse_condition(text: str) -> dict[str, Any] | None:
    """Conditions of intervening ifs and "while" statics."""
    t = text.strip().rstrip(",")
    m = re.fullmatch(r"you have (\w+) or more other characters in play", t)
    if m and _n(m.group(1)):
        return {"you_have": {"types": ["character"], "other": True}, "min": _n(m.group(1))}
    m = re.fullmatch(r"you have (?:a|an|another) ([A-Z]\w+ )?(character|item|location) in play", t)
    if m:
        flt: dict[str, Any] = {"types": [m.group(2)]}
        if m.group(1):
            flt["classification"] = m.group(1).strip()
        if "another" in t:
            flt["other"] = True
        return {"you_have": flt, "min": 1}
    m = re.fullmatch(r"you have a character named (.+) in play", t)
    if m:
        return {"you_have": {"types": ["character"], "name": m.group(1)}, "min": 1}
    if t in ("this character has no damage", "this character is undamaged"):
        return {"self": "undamaged"}
    if t in ("this character has damage", "this character is damaged"):
        return {"self": "damaged"}
    if t == "this character is exerted":
        return {"self": "exerted"}
    if t == "this character is at a location" or re.fullmatch(r"(?:he|she|it|they)(?:'s| is|’s| are) at a location", t):
        return {"self": "at_location"}
    if re.fullmatch(r"you used Shift to play (?:him|her|it|them|this character)", t):
        return {"self": "shifted"}
    if t == "it's your turn" or t == "it is your turn":
        return {"your_turn": True}
    m = re.fullmatch(r"you have (\w+) or more cards in your hand", t)
    if m and _n(m.group(1)):
        return {"hand_min": _n(m.group(1))}
    m = re.fullmatch(r"an opponent has more cards in their hand than you", t)
    if m:
        return {"opp_more_hand": True}
    if t in ("you have no cards in your hand", "you don't have any cards in your hand"):
        return {"hand_max": 0}
    if " and " in t:  # both conditions must hold
        left, right = t.split(" and ", 1)
        a, b = parse_condition(left), parse_condition(right)
        if a is not None and b is not None and not set(a) & set(b):
            return {**a, **b}
    return None


def parse_cost(text: str) -> dict[str, Any] | None:
    """7.5.1: "[cost] — [effect]": {E}, N {I}, banish this item/character, discard a card."""
    cost: dict[str, Any] = {"exert": False, "ink": 0, "banish_self": False, "discard": 0}
    for part in [p.strip() for p in text.split(",")]:
        if part == "{E}":
            cost["exert"] = True
        elif re.fullmatch(r"(\d+) \{I\}", part):
            cost["ink"] = int(part.split()[0])
        elif re.fullmatch(r"[Bb]anish this (?:item|character|location)", part):
            cost["banish_self"] = True
        elif re.fullmatch(r"[Cc]hoose and discard a card|[Dd]iscard a card", part):
            cost["discard"] = 1
        else:
            return None
    return cost


def parse_static(text: str) -> list[dict[str, Any]] | None:
    """Static abilities (7.6) the engine applies itself."""
    t = text.strip().rstrip(".")
    cond = None
    less = _cost_less(t)
    if less is not None:
        return less or None
    m = re.fullmatch(r"(?:If (.+?), )?[Yy]ou may use this (?:item|character|location)['’]s (.+?) ability for free", t)
    if m:  # 4.3.8.4: "for free" = without paying the ink cost; {E} and other costs still apply
        cond = parse_condition(m.group(1)) if m.group(1) else None
        if m.group(1) and cond is None:
            return None
        return [{"who": "self", "free_ability": m.group(2).upper(), "cond": cond}]
    m = re.match(r"^While (.+?), (.+)$", t)
    if m:
        cond = parse_condition(m.group(1))
        if cond is None:
            return None
        t = m.group(2)
    m = re.match(r"^During your turn, (.+)$", t)
    if m:
        cond = {"your_turn": True}
        t = m.group(1)
    m = re.fullmatch(r"(?:this character|[Tt]his character|[Hh]e|[Ss]he|[Ii]t) gets? ([+-]\d+) (\{S\}|\{W\}|\{L\})", t)
    if m:
        return [{"who": "self", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "cond": cond}]
    m = re.fullmatch(r"(?:this character|[Tt]his character|[Hh]e|[Ss]he|[Ii]t) gains (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Resist \+\d+|Challenger \+\d+)", t)
    if m:
        kw = m.group(1).split(" ")
        return [{"who": "self", "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]
    m = re.fullmatch(r"(?:this character|[Tt]his character|[Hh]e|[Ss]he|[Ii]t) has (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert)", t)
    if m:
        return [{"who": "self", "keyword": m.group(1), "delta": 0, "cond": cond}]
    m = re.fullmatch(r"Your (other )?(damaged |exerted )?(?:([A-Z]\w+) )?(characters|locations|items) (?:get ([+-]\d+) (\{S\}|\{W\}|\{L\})|gain (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support))", t)
    if m:
        flt = {"types": [m.group(4)[:-1]]}
        if m.group(2):
            flt[m.group(2).strip()] = True
        if m.group(3):
            flt["classification"] = m.group(3)
        who = "yours_other" if m.group(1) else "yours"
        if m.group(5):
            return [{"who": who, "filter": flt, "stat": STAT[m.group(6)], "delta": int(m.group(5)), "cond": cond}]
        kw = m.group(7).split(" ")
        return [{"who": who, "filter": flt, "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]
    m = re.fullmatch(r"Your (other )?(?:([A-Z]\w+) )?characters get ([+-]\d+) (\{S\}|\{W\}|\{L\})", t)
    if m:
        flt: dict[str, Any] = {"types": ["character"]}
        if m.group(2):
            flt["classification"] = m.group(2)
        return [{"who": "yours_other" if m.group(1) else "yours", "filter": flt, "stat": STAT[m.group(4)], "delta": int(m.group(3)), "cond": cond}]
    m = re.fullmatch(r"Your (other )?(?:([A-Z]\w+) )?characters gain (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support)", t)
    if m:
        flt = {"types": ["character"]}
        if m.group(2):
            flt["classification"] = m.group(2)
        kw = m.group(3).split(" ")
        return [{"who": "yours_other" if m.group(1) else "yours", "filter": flt, "keyword": kw[0], "delta": int(kw[1]) if len(kw) > 1 else 0, "cond": cond}]
    m = re.fullmatch(r"Your (other )?characters named (.+?) (?:gain|get) (Evasive|Rush|Ward|Bodyguard|Resist \+\d+|Challenger \+\d+|Support|[+-]\d+ (?:\{S\}|\{W\}|\{L\}))", t)
    if m:
        flt = {"types": ["character"], "name": m.group(2)}
        who = "yours_other" if m.group(1) else "yours"
        val = m.group(3).split(" ")
        if val[0][0] in "+-":
            return [{"who": who, "filter": flt, "stat": STAT[val[1]], "delta": int(val[0]), "cond": cond}]
        return [{"who": who, "filter": flt, "keyword": val[0], "delta": int(val[1]) if len(val) > 1 else 0, "cond": cond}]
    m = re.fullmatch(r"Characters get ([+-]\d+) (\{S\}|\{W\}|\{L\}) while here", t)
    if m:
        return [{"who": "here", "stat": STAT[m.group(2)], "delta": int(m.group(1)), "cond": cond}]
    m = re.fullmatch(r"[Tt]his character can't (quest|challenge|be challenged|\{E\} to sing songs)", t)
    if m:
        word = {"quest": "cant_quest", "challenge": "cant_challenge", "be challenged": "cant_be_challenged", "{E} to sing songs": "cant_sing"}[m.group(1)]
        return [{"who": "self", "keyword": word, "delta": 0, "cond": cond}]
    m = re.fullmatch(r"([Oo]pponents|[Pp]layers) can't play (actions|items|actions or items)(?: with cost (\d+) or more)?", t)
    if m:  # 1.2.2
        return [{"who": "self", "prohibit": "play", "types": [w.rstrip("s") for w in m.group(2).split(" or ")],
                 "players": "opponents" if m.group(1).lower() == "opponents" else "all", "cost_min": int(m.group(3)) if m.group(3) else None, "cond": cond}]
    if re.fullmatch(r"[Tt]his character takes no damage from challenges", t):
        return [{"who": "self", "keyword": "no_challenge_damage", "delta": 0, "cond": cond}]
    if re.fullmatch(r"[Tt]his character can challenge ready characters", t):
        return [{"who": "self", "keyword": "challenge_ready", "delta": 0, "cond": cond}]
    m = re.fullmatch(r"[Tt]his character enters play with (\d+) damage", t)
    if m:
        return [{"who": "self", "keyword": "enters_damaged", "delta": int(m.group(1)), "cond": cond}]
    if re.fullmatch(r"[Tt]his (?:character|item) enters play exerted", t):
        return [{"who": "self", "keyword": "enters_exerted", "delta": 0, "cond": cond}]
    return None


def _cost_less(t: str) -> list[dict[str, Any]] | None:
    """Cost decreases (4.3.4.5). "[If …, ]you pay N {I} less to play this card" and "For each …, you
    pay N {I} less to play this card" work from the hand (7.6.5: ``who`` = "in_hand"); "You pay N
    {I} less to play X characters" works from play. None = not a cost decrease; [] = one the
    compiler can't read."""
    m = re.fullmatch(r"(?:(If|For each) (.+?), )?[Yy]ou pay (\d+) \{I\} less to play this (?:character|item|location|action)", t)
    if m:
        out: dict[str, Any] = {"who": "in_hand", "cost_less": int(m.group(3)), "cond": None}
        if m.group(1) == "If":
            out["cond"] = parse_condition(m.group(2))
            if out["cond"] is None:
                return []
        elif m.group(1) == "For each":
            count = _count(m.group(2))
            if count is None:
                return []
            out["per"] = count
        return [out]
    m = re.fullmatch(r"You pay (\d+) \{I\} less to play ([A-Z]\w+) characters", t)
    if m:
        return [{"who": "yours", "cost_less": int(m.group(1)), "filter": {"types": ["character"], "classification": m.group(2)}, "cond": None}]
    return None


def _count(what: str) -> dict[str, Any] | None:
    """"character card in your discard", "damaged character you have in play" → what to count."""
    m = re.fullmatch(r"(character|item|location|action|song) card in your discard", what)
    if m:
        flt: dict[str, Any] = {"types": ["action"], "song": True} if m.group(1) == "song" else {"types": [m.group(1)]}
        return {"zone": "discard", "filter": flt}
    m = re.fullmatch(r"(?:(damaged|exerted|ready) )?(?:([A-Z]\w+) )?(character|item|location) you have in play", what)
    if m:
        flt = {"types": [m.group(3)]}
        if m.group(1):
            flt[m.group(1)] = True
        if m.group(2):
            flt["classification"] = m.group(2)
        return {"zone": "play", "filter": flt}
    return None


# --- whole abilities ------------------------------------------------------------------------

def compile_ability(ab: dict[str, Any], index: int) -> Ability:
    kind, name, text = ab.get("type", "static"), ab.get("name", ""), ab.get("text", "")
    out = Ability(kind, name, text, index)
    if kind == "keyword":
        out.ok = name in ("Bodyguard", "Challenger", "Evasive", "Reckless", "Resist", "Rush", "Shift", "Singer", "Sing Together", "Support", "Ward", "Alert", "Vanish")
        return out
    if kind == "effect":
        effs = parse_effects(text)
        out.ok, out.effects = effs is not None, effs or []
        return out
    if kind == "triggered" and re.fullmatch(r"Whenever one of your other characters would be dealt damage, put that many damage counters on this character instead\.?", text):
        out.kind = "static"  # 7.7.1: a replacement effect, not a trigger (the damage never happens)
        out.static = [{"who": "self", "replace": "redirect_damage", "cond": None}]
        return out
    if kind == "triggered":
        body = text
        during = False
        if body.startswith("Once during your turn, "):
            out.once_per_turn = True
            during = True
            body = body[len("Once during your turn, "):]
            body = body[0].upper() + body[1:]
        elif body.startswith("During your turn, "):
            during = True
            body = body[len("During your turn, "):]
            body = body[0].upper() + body[1:]
        m = re.match(r"^((?:When|Whenever|At the start of|At the end of)[^,]*(?:, if [^,]+)?),\s*(.+)$", body)
        if not m:
            out.ok = False
            return out
        trig = parse_trigger(m.group(1))
        effs = parse_effects(m.group(2)[0].upper() + m.group(2)[1:])
        if trig is not None and during:
            trig.condition = {**(trig.condition or {}), "your_turn": True}
        out.trigger = trig
        out.effects = effs or []
        out.ok = trig is not None and effs is not None
        return out
    if kind == "activated":
        m = re.match(r"^(.+?)\s+[—–-]\s+(.+)$", text)
        cost = parse_cost(m.group(1)) if m else None
        effs = parse_effects(m.group(2)) if m else None
        out.cost = cost or {"exert": "{E}" in text.split("—")[0], "ink": 0, "banish_self": False, "discard": 0, "unknown": True}
        out.effects = effs or []
        out.ok = cost is not None and effs is not None
        return out
    st = parse_static(text)
    out.static = st or []
    out.ok = st is not None
    return out


@lru_cache(maxsize=8192)
def _compile_cached(key: tuple[tuple[str, str, str], ...]) -> tuple[Ability, ...]:
    return tuple(compile_ability({"type": k, "name": n, "text": t}, i) for i, (k, n, t) in enumerate(key))


def compile_card(data: dict[str, Any]) -> tuple[Ability, ...]:
    """Every ability of a card, compiled (cached by text)."""
    key = tuple((a.get("type", ""), a.get("name", ""), a.get("text", "")) for a in data.get("abilities", []))
    return _compile_cached(key)


def is_automated(data: dict[str, Any]) -> bool:
    """A card is automated when all its abilities compile (issue: coverage)."""
    return all(a.ok for a in compile_card(data))
