"""The effect compiler: WoW TCG card text → powers made of the shared effect vocabulary
(``engine.core.effects.Effect``). Text it cannot read becomes a ``manual`` effect that the
controller resolves by hand (engine.core.manual); nothing is skipped or guessed.

Conventions for WoW ops: a ``damage`` effect names its damage type in ``Effect.stat``
(205.1); a chosen target's filter keys are ``types`` (hero/ally/weapon/…), ``side``
(friendly/opposing) and ``exclude_self``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.effects import Effect, Target

from .schema import DAMAGE_TYPES, KEYWORDS, parse_keywords, strip_markup, without_reminders

NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "X": -1}


@dataclass
class Power:
    """One power of a card (EN 700): ``kind`` is keyword, deck (deckbuilding clause), play (an
    ability's text), activated (payment power, EN 701), triggered (EN 703), complete/reward
    (quests, EN 702), or static. ``automated`` is False when its effects are a manual step."""

    kind: str
    text: str
    effects: list[Effect] = field(default_factory=list)
    trigger: str = ""  # enter, start_of_turn, end_of_turn
    cost: dict[str, Any] = field(default_factory=dict)  # resources, exhaust_self, flip, own_turn
    automated: bool = True


def _num(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUM.get(word.lower() if word != "X" else "X")


_TARGETS: list[tuple[str, Target]] = [
    (r"target opposing hero or ally", Target("chosen", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"target hero or ally", Target("chosen", {"types": ["hero", "ally"]})),
    (r"target opposing ally", Target("chosen", {"types": ["ally"], "side": "opposing"})),
    (r"target friendly ally", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"target ally you control", Target("chosen", {"types": ["ally"], "side": "friendly"})),
    (r"target ally", Target("chosen", {"types": ["ally"]})),
    (r"target opposing hero", Target("chosen", {"types": ["hero"], "side": "opposing"})),
    (r"target hero", Target("chosen", {"types": ["hero"]})),
    (r"target weapon", Target("chosen", {"types": ["weapon"]})),
    (r"target armor", Target("chosen", {"types": ["armor"]})),
    (r"target item", Target("chosen", {"types": ["item"]})),
    (r"target equipment", Target("chosen", {"types": ["weapon", "armor", "item"]})),
    (r"each opposing hero and ally", Target("each", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"each opposing ally", Target("each", {"types": ["ally"], "side": "opposing"})),
    (r"each other ally", Target("each", {"types": ["ally"], "exclude_self": True})),
    (r"each ally", Target("each", {"types": ["ally"]})),
    (r"each hero and ally", Target("each", {"types": ["hero", "ally"]})),
    (r"each hero", Target("each", {"types": ["hero"]})),
    (r"allies you control", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"other allies you control", Target("each", {"types": ["ally"], "side": "friendly", "exclude_self": True})),
    (r"(?:opposing|enemy) allies", Target("each", {"types": ["ally"], "side": "opposing"})),
    (r"(?:friendly allies|allies in your party|other allies in your party)", Target("each", {"types": ["ally"], "side": "friendly"})),
    (r"(?:opposing|enemy) heroes and allies", Target("each", {"types": ["hero", "ally"], "side": "opposing"})),
    (r"(?:friendly heroes and allies|heroes and allies you control)", Target("each", {"types": ["hero", "ally"], "side": "friendly"})),
    (r"your hero", Target("player_hero", {})),
    (r"(?:it|itself|this ally|this character|him|her)", Target("self", {})),
]


_KIND_WORDS = {"hero": "hero", "heroes": "hero", "ally": "ally", "allies": "ally", "ability": "ability",
               "abilities": "ability", "equipment": "equipment", "weapon": "weapon", "weapons": "weapon",
               "armor": "armor", "item": "item", "items": "item", "character": "character", "characters": "character"}
_GENERIC = re.compile(
    r"(?P<q>target|each|each other|all)\s+(?P<side>opposing |friendly |enemy |other )?(?P<state>exhausted |ready |damaged |undamaged )?"
    r"(?P<kinds>(?:heroes|hero|allies|ally|abilities|ability|equipment|weapons|weapon|armor|items|item|characters|character)"
    r"(?:(?:,| and| or|,\s*or|,\s*and| and/or)\s+(?:heroes|hero|allies|ally|abilities|ability|equipment|weapons|weapon|armor|items|item))*)"
    r"(?P<ctl> you control| in your party| an opponent controls| your opponents control)?", re.I)


def _target(phrase: str, name: str) -> Target | None:
    phrase = phrase.strip().rstrip(".")
    if name and phrase in (name, name.split(",")[0], name.split(" ")[0]):
        return Target("self", {})
    for pattern, tgt in _TARGETS:
        if re.fullmatch(pattern, phrase, re.I):
            return Target(tgt.kind, dict(tgt.filter), tgt.count, tgt.up_to)
    m = _GENERIC.fullmatch(phrase)
    if not m:
        return None
    kinds = sorted({_KIND_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", m.group("kinds")) if w.lower() in _KIND_WORDS})
    if "character" in kinds:
        kinds = sorted((set(kinds) - {"character"}) | {"hero", "ally"})
    flt: dict[str, Any] = {"types": kinds}
    side = (m.group("side") or "").strip().lower()
    ctl = (m.group("ctl") or "").strip().lower()
    if side in ("opposing", "enemy") or ctl in ("an opponent controls", "your opponents control"):
        flt["side"] = "opposing"
    elif side == "friendly" or ctl in ("you control", "in your party"):
        flt["side"] = "friendly"
    if side == "other" or m.group("q").lower() == "each other":
        flt["exclude_self"] = True
    if m.group("state"):
        flt["state"] = m.group("state").strip().lower()
    q = m.group("q").lower()
    return Target("chosen" if q == "target" else "each", flt)


def _subject(phrase: str, name: str) -> str | None:
    """Who deals damage: ``hero`` (your hero), ``self`` (this card) — 408.2c source."""
    phrase = phrase.strip()
    if phrase.lower() == "your hero":
        return "hero"
    if phrase.lower() in ("it", "this ally", "this totem", "this card", "he", "she") or (name and (phrase == name or name.startswith(phrase))):
        return "self"
    return None


def compile_sentence(sentence: str, name: str) -> list[Effect] | None:
    """One sentence of effect text → effects, or None if the compiler can't read it."""
    s = sentence.strip().rstrip(".").strip()
    if not s:
        return []
    m = re.fullmatch(r"(?:you )?draw (a|one|two|three|four|\d+) cards?", s, re.I)
    if m:
        return [Effect("draw", _num(m.group(1)) or 1, Target("player"), text=sentence)]
    m = re.fullmatch(r"each player draws (a|one|two|three|\d+) cards?", s, re.I)
    if m:
        return [Effect("draw", _num(m.group(1)) or 1, Target("each_player"), text=sentence)]
    m = re.fullmatch(r"(?:(.+?) )?deals? (\d+|X) (unpreventable )?(" + "|".join(DAMAGE_TYPES) + r") damage to (.+)", s, re.I)
    if m:
        src = _subject(m.group(1) or "your hero", name)
        tgt = _target(m.group(5), name)
        if src is None or tgt is None:
            return None
        amount = -1 if m.group(2) == "X" else int(m.group(2))
        return [Effect("damage", amount, tgt, stat=m.group(4).lower(), condition={"source": src, "unpreventable": bool(m.group(3))}, text=sentence)]
    m = re.fullmatch(r"(?:(.+?) )?heals? (\d+|X) damage from (.+)", s, re.I)
    if m:
        tgt = _target(m.group(3), name)
        if tgt is None:
            return None
        return [Effect("heal", -1 if m.group(2) == "X" else int(m.group(2)), tgt, text=sentence)]
    m = re.fullmatch(r"heal all damage from (.+)", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("heal", 1_000_001, tgt, text=sentence)]
    m = re.fullmatch(r"destroy (.+)", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("destroy", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(exhaust|ready) (.+)", s, re.I)
    if m and (tgt := _target(m.group(2), name)):
        return [Effect("tap" if m.group(1).lower() == "exhaust" else "untap", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) health(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+)\s*/\s*([+-]\d+)(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"put (.+?) into (?:its|their) owner'?s'? hand", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    m = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gets|get) ([+-]\d+) ATK and ([+-]\d+) health(?: this turn)?", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("modify_stat", int(m.group(2)), tgt, stat="atk", duration="this_turn", text=sentence),
                Effect("modify_stat", int(m.group(3)), tgt, stat="health", duration="this_turn", text=sentence)]
    m = re.fullmatch(r"return (.+?) to (?:its|their) owner'?s'? hand", s, re.I)
    if m and (tgt := _target(m.group(1), name)):
        return [Effect("return_to_hand", 0, tgt, text=sentence)]
    kw = re.fullmatch(r"(?:this turn, )?(.+?) (?:has|have|gains?) (" + "|".join(re.escape(k) for k in KEYWORDS) + r")(?: this turn)?", s, re.I)
    if kw and (tgt := _target(kw.group(1), name)):
        key = next(k for k in KEYWORDS if k.lower() == kw.group(2).lower())
        return [Effect("grant_keyword", 0, tgt, keyword=key, duration="this_turn", text=sentence)]
    return None


def _clauses(sentence: str, name: str) -> list[Effect] | None:
    """A sentence, or its parts joined by ", and"/"and"/", then" (e.g. "deals 3 damage to target
    hero and heals 3 damage from your hero")."""
    effs = compile_sentence(sentence, name)
    if effs is not None:
        return effs
    s = sentence.strip().rstrip(".")
    m = re.fullmatch(r"(.+?) deals? (.+?) and (?:deals? )?(\d+ \w+ damage to .+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} deals {m.group(3)}", name)
        if b is not None:
            return a + b
    m = re.fullmatch(r"(.+?) deals? (.+?) and heals? (.+)", s)
    if m and (a := compile_sentence(f"{m.group(1)} deals {m.group(2)}", name)) is not None:
        b = compile_sentence(f"{m.group(1)} heals {m.group(3)}", name)
        if b is not None:
            return a + b
    for sep in (r",? and then ", r", then ", r", and "):
        parts = re.split(sep, s, maxsplit=1)
        if len(parts) == 2:
            a, b = compile_sentence(parts[0], name), compile_sentence(parts[1][0].upper() + parts[1][1:], name)
            if a is not None and b is not None:
                return a + b
    return None


_STAT = re.compile(r"([+-]\d+) ATK(?: and ([+-]\d+) health)?|([+-]\d+)\s*/\s*([+-]\d+)|([+-]\d+) health|([+-]\d+) DEF")


def compile_static(text: str, name: str) -> list[Effect] | None:
    """Unconditional continuous powers (EN 704, 714): "Attached ally has +2 ATK", "Your hero has
    Protector", "Allies you control have +1/+1", "This ally has Elusive". Conditions ("while",
    "for each", "during") are left to manual resolution."""
    s = text.strip().rstrip(".")
    if re.search(r"\b(while|for each|during|if|unless|as long as|on opposing|on your turn|this turn)\b", s, re.I):
        return None
    m = re.fullmatch(r"(.+?) (?:has|have|gets|get|is|are) (.+)", s)
    if not m:
        return None
    who, what = m.group(1), m.group(2)
    att = re.fullmatch(r"attached (?:ally|hero|character|card|weapon|armor|item|equipment|hero or ally)", who, re.I)
    tgt = Target("attached", {}) if att else _target(who, name)
    if tgt is None or tgt.kind == "chosen":
        return None
    out: list[Effect] = []
    for part in [p.strip() for p in re.split(r",? and |, ", what) if p.strip()]:
        st = _STAT.fullmatch(part)
        if st:
            atk = st.group(1) or st.group(3)
            hp = st.group(2) or st.group(4) or st.group(5)
            if atk:
                out.append(Effect("modify_stat", int(atk), tgt, stat="atk", duration="permanent", text=text))
            if hp:
                out.append(Effect("modify_stat", int(hp), tgt, stat="health", duration="permanent", text=text))
            if st.group(6):
                out.append(Effect("modify_stat", int(st.group(6)), tgt, stat="def", duration="permanent", text=text))
            continue
        key = next((k for k in KEYWORDS if k.lower() == re.sub(r"\s+\d+$", "", part).lower()), None)
        if key is None and part.lower() in ("a protector", "protectors"):
            key = "Protector"
        if key is None:
            return None
        n = re.search(r"(\d+)$", part)
        out.append(Effect("grant_keyword", int(n.group(1)) if n else 1, tgt, keyword=key, duration="permanent", text=text))
    return out or None


def compile_effects(text: str, name: str) -> tuple[list[Effect], bool]:
    """Effect text of one power → (effects, automated). Unreadable text → one manual effect."""
    sentences = [p for p in re.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    out: list[Effect] = []
    for sentence in sentences:
        if re.fullmatch(r"(?:That|This) damage can't be prevented\.?", sentence.strip(), re.I) and out and out[-1].op == "damage":
            out[-1].condition = {**(out[-1].condition or {}), "unpreventable": True}
            continue
        effs = _clauses(sentence, name)
        if effs is None:
            return [Effect("manual", text=text)], False
        out.extend(effs)
    return out, True


_DECK = re.compile(r"(Hero Required|\bTalent\b|\bReputation\b|^Deckbuilding)", re.I)


def _cost(text: str) -> dict[str, Any] | None:
    """A payment power's cost (EN 701): ``3, [Exhaust]``, ``Exhaust``, ``2, Flip NAME``."""
    cost: dict[str, Any] = {"resources": 0, "exhaust_self": False, "flip": False, "x": False}
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        low = part.lower()
        if part.isdigit():
            cost["resources"] += int(part)
        elif part == "X":
            cost["x"] = True
        elif low in ("[exhaust]", "exhaust", "exhaust this", "exhaust this card"):
            cost["exhaust_self"] = True
        elif low.startswith("flip"):
            cost["flip"] = True
        else:
            return None
    return cost


@lru_cache(maxsize=20000)
def compile_card_text(text: str, name: str, ctype: str) -> tuple[Power, ...]:
    """Every power of a card (203.2: one per line/``<p>``)."""
    powers: list[Power] = []
    kws = parse_keywords(text)
    for raw in strip_markup(text).split("\n"):
        line = without_reminders(raw).strip()
        if not line or line in ("BACK:", "FRONT:"):
            continue
        if _DECK.search(line) and len(line) < 60:
            powers.append(Power("deck", line))
            continue
        if parse_keywords(line) and kws and all(k in kws for k in parse_keywords(line)) and not re.search(r"[a-z]{3,} [a-z]{3,} [a-z]{3,}", line.split(".")[0][len(max(parse_keywords(line), key=len)) :]):
            powers.append(Power("keyword", line))
            continue
        own_turn = False
        body = line
        if "Use only on your turn." in body:
            own_turn, body = True, body.replace("Use only on your turn.", "").strip()
        if body.startswith("On your turn:"):
            own_turn, body = True, body[len("On your turn:") :].strip()
        if "->" in body:
            cost_text, effect_text = body.split("->", 1)
            cost = _cost(cost_text)
            effs, ok = compile_effects(effect_text, name)
            if cost is None:
                effs, ok = [Effect("manual", text=line)], False
                cost = {"resources": 0, "exhaust_self": False, "flip": False, "x": False, "unreadable": True}
            cost["own_turn"] = own_turn
            powers.append(Power("activated", line, effs, cost=cost, automated=ok))
            continue
        m = re.fullmatch(r"(On your turn, )?(?:Exhaust your hero and )?[Pp]ay (\d+) to complete this quest\.?", body)
        if m and ctype == "quest":
            powers.append(Power("complete", line, cost={"resources": int(m.group(2)), "exhaust_hero": "Exhaust your hero" in body,
                                                        "own_turn": bool(m.group(1))}))
            continue
        m = re.fullmatch(r"Reward:\s*(.+)", body)
        if m and ctype == "quest":
            effs, ok = compile_effects(m.group(1), name)
            powers.append(Power("reward", line, effs, automated=ok))
            continue
        m = re.fullmatch(r"When (?:this (?:ally|card|totem)|" + re.escape(name) + r") enters play, (.+)", body, re.I)
        if m:
            effs, ok = compile_effects(m.group(1)[0].upper() + m.group(1)[1:], name)
            powers.append(Power("triggered", line, effs, trigger="enter", automated=ok))
            continue
        m = re.fullmatch(r"At the (start|end) of your turn, (.+)", body, re.I)
        if m:
            effs, ok = compile_effects(m.group(2)[0].upper() + m.group(2)[1:], name)
            powers.append(Power("triggered", line, effs, trigger=f"{m.group(1).lower()}_of_turn", automated=ok))
            continue
        static = compile_static(body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body, name)
        if static is not None:
            powers.append(Power("static", line, static))
            continue
        m = re.fullmatch(r"Attach to (target .+?)\.?", body)
        if m and ctype == "ability" and (tgt := _target(m.group(1), name)) is not None and tgt.kind == "chosen":
            powers.append(Power("play", line, [Effect("move", 0, tgt, zone="attached", text=line)]))
            continue
        if ctype == "ability":
            text_ = body[len("Ongoing:") :].strip() if body.startswith("Ongoing:") else body
            effs, ok = compile_effects(text_, name)
            powers.append(Power("play" if not body.startswith("Ongoing:") else "static", line, effs, automated=ok and not body.startswith("Ongoing:")))
            continue
        powers.append(Power("static", line, [Effect("manual", text=line)], automated=False))
    if "Mend" in kws:  # EN glossary: Mend N = at the start of your turn, may heal N from target hero or ally
        heal_target = Target("chosen", {"types": ["hero", "ally"]}, up_to=True)
        powers.append(Power("triggered", f"Mend {kws['Mend']}", [Effect("heal", kws["Mend"], heal_target, optional=True)], trigger="start_of_turn"))
    return tuple(powers)


def card_powers(data: dict[str, Any]) -> tuple[Power, ...]:
    return compile_card_text(data.get("text", ""), data.get("name", ""), data.get("type", ""))


def is_automated(data: dict[str, Any]) -> bool:
    """Every power of the card is carried out by the engine (keywords included)."""
    return all(p.automated for p in card_powers(data))
