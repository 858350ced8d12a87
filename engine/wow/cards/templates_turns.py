"""Effect text of "At the start/end of … turn, …" triggered powers (EN 703; the turn structure of
EN 501/503). ``turn_effects`` reads the text after the timing words; what it doesn't know goes to
the ordinary sentence compiler. "That player" / "he" of an "each player's turn" power is the turn
player (``Target("turn_player")``, carried out by ``procedure.run_effects``); anything else naming
that player stays manual."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine.core.effects import Effect, Target

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .conditions import parse_condition
from .readers import count, short_names, turn_condition
from .templates_wrest_verbs import turn_player_picks

Compile = Callable[[str, str], "tuple[list[Effect], bool]"]



def _self_name(sentence: str, name: str) -> tuple[str, bool]:
    """A sentence whose subject is the card by a shortened name gets the full name (the card itself)."""
    if not name or sentence.startswith(name):
        return sentence, sentence.startswith(name)
    for w in short_names(name):
        if sentence.startswith(w + " ") and rx.match(re.escape(w) + r" (?:deals|heals|has|gets)\b", sentence):
            return name + sentence[len(w):], True
    return sentence, False


def _otherwise_pair(first: str, second: str, name: str, compile_effects: Compile) -> list[Effect] | None:
    """ "Destroy Bleed if attached character is undamaged. Otherwise, your hero deals 2 melee damage
    to it." — the first part if the condition holds on resolution, the second if not (EN 709)."""
    m = rx.fullmatch(r"(.+?) if (attached (?:character|hero|ally) is (?:damaged|undamaged))\.?", first.strip())
    o = rx.fullmatch(r"Otherwise, (.+)", second.strip())
    if not m or not o or (cond := turn_condition(m.group(2))) is None:
        return None
    then, ok = compile_effects(m.group(1) + ".", name)
    rest = rx.sub(r"\b(?:it|him|her)\b", "attached character", o.group(1))  # "it": the attached character
    other, ok2 = compile_effects(rest[0].upper() + rest[1:], name)
    if not (ok and ok2) or not then or not other:
        return None
    for e in then:
        e.condition = {**(e.condition or {}), "if": cond}
    for e in other:
        e.condition = {**(e.condition or {}), "if": {"k": "turn_not", "c": cond}}
    return [*then, *other]


def _host_party(s: str, name: str, compile_effects: Compile) -> list[Effect] | None:
    """ "Your hero deals 1 melee damage to each (other hero and) ally in attached hero's party." """
    m = rx.fullmatch(r"(.+ )each (other )?(hero and ally|ally|hero) in attached (?:hero|character|ally)'s party(\.?)", s)
    if not m:
        return None
    effs, ok = compile_effects(f"{m.group(1)}each {m.group(3)}{m.group(4)}", name)
    if not ok or len(effs) != 1 or effs[0].target is None or effs[0].target.kind != "each":
        return None
    flt = {k: v for k, v in effs[0].target.filter.items() if k not in ("exclude_self", "side")}
    effs[0].target = Target("each", {**flt, "host_party": "other" if m.group(2) else "any"})
    return effs


def _heal_and_each(s: str, name: str) -> list[Effect] | None:
    """ "(If you have a Pet,) your hero heals 2 damage from itself and each of your Pets." """
    cond = None
    m = rx.fullmatch(r"If ([^,]+), (.+)", s)
    if m:
        cond = parse_condition(m.group(1), name) or turn_condition(m.group(1))
        if cond is None:
            return None
        s = m.group(2)
    m = rx.fullmatch(r"your hero heals (\d+) damage from itself and each of your ([A-Z][a-z]+)s\.?", s, re.I)
    if not m:
        return None
    n, tag = int(m.group(1)), m.group(2)
    effs = [Effect("heal", n, Target("player_hero", {}), text=s),
            Effect("heal", n, Target("each", {"types": ["hero", "ally"], "side": "friendly", "tag": tag}), text=s)]
    for e in effs:
        e.condition = {"if": cond} if cond else None
    return effs


def or_more(sentence: str, name: str, compile_effects: Compile) -> list[Effect] | None:
    """ "Your hero deals 1 nature damage to attached character, or 2 if you have a Ranged weapon.":
    one packet of N, or of M when the condition holds on resolution (EN 709)."""
    m = rx.fullmatch(r"(.+? deals) (\d+) (\w+) damage to (.+?), or (\d+)(?: damage)? if ([^,]+?)\.?", sentence.strip())
    if not m:
        return None
    effs, ok = compile_effects(f"{m.group(1)} {m.group(2)} {m.group(3)} damage to {m.group(4)}.", name)
    if not ok or len(effs) != 1 or effs[0].op != "damage" or effs[0].target is None or effs[0].target.kind == "chosen":
        return None
    cond = parse_condition(m.group(6), name) or turn_condition(m.group(6))
    hero = rx.fullmatch(r"your hero is ([A-Z][\w'-]+)", m.group(6))
    if hero:  # "or 4 damage if your hero is Golemagg"
        cond = {"k": "turn_hero_named", "name": hero.group(1)}
    if rx.fullmatch(r"there are no allies in its party", m.group(6)) and effs[0].target.kind == "attached":
        cond = {"k": "turn_host_allies", "max": 0}  # "its": the attached character
    if cond is None:
        return None
    low, high = effs[0], replace(effs[0], amount=int(m.group(5)), condition=dict(effs[0].condition or {}))
    low.condition = {**(low.condition or {}), "if": {"k": "turn_not", "c": cond}}
    high.condition["if"] = cond
    return [low, high]


def _attached_controller(sentence: str) -> list[Effect] | None:
    """ "Attached hero's controller discards a card (for each damage dealt this way)." """
    m = rx.fullmatch(r"attached (?:hero|character|ally)'s controller discards (a|one|two|\d+) cards?( for each damage dealt this way)?\.?",
                     sentence.strip(), re.I)
    if not m:
        return None
    return [Effect("discard", count(m.group(1)) or 1, Target("attached", {}), condition={"per": "dealt"} if m.group(2) else None, text=sentence)]


def _upkeep(sentence: str, name: str) -> list[Effect] | None:
    """ "Destroy NAME unless you pay 4." / "Pay 4 or destroy NAME." / "Exhaust NAME unless you pay 1.": you
    may pay; if you don't (or can't: 412.2), the card is destroyed (or exhausted) (``if_not_done``, EN 709.3)."""
    s = sentence.strip().rstrip(".")
    self_words = {name.lower(), "this ability", "this card", "this item", "this ally", "this armor", "this weapon"}
    self_words |= {w.lower() for w in short_names(name)}
    m = rx.fullmatch(r"(destroy|exhaust) (.+?) unless you pay (\d+)", s, re.I) or rx.fullmatch(r"pay (\d+) or (destroy) (.+)", s, re.I)
    if not m:
        return None
    verb, what, n = (m.group(1), m.group(2), m.group(3)) if m.group(1).isalpha() else (m.group(2), m.group(3), m.group(1))
    if what.lower() not in self_words:
        return None
    op = "destroy" if verb.lower() == "destroy" else "tap"  # "exhaust NAME unless you pay 1" (helper gear)
    return [Effect("tap", int(n), Target("player"), zone="resources", optional=True, text=f"Pay {n}"),
            Effect(op, 0, Target("self", {}), condition={"if_not_done": True}, text=sentence)]


def _turn_player(sentence: str, whose: str) -> list[Effect] | None:
    """ "That player discards a card." in an "each player's/opponent's turn" power: the turn player."""
    m = rx.fullmatch(r"(?:that player|that opponent|he|she) discards? (a|one|two|\d+) cards?\.?", sentence.strip(), re.I)
    if m and whose in ("each_turn", "opponent_turn"):
        return [Effect("discard", count(m.group(1)) or 1, Target("turn_player"), text=sentence)]
    return None


_SELF = r"(?:this (?:ability|card|item|ally|armor|weapon)|{name})"


def _counters_pair(first: str, second: str, name: str) -> list[Effect] | None:
    """ "Remove a wind counter from Cyclone. If you removed the last one, destroy Cyclone." — the
    last one: none of that kind is left afterwards (404.1d)."""
    if not rx.match(r"remove ", first.strip(), re.I):
        return None
    self_re = _SELF.format(name=re.escape(name))
    m = rx.fullmatch(r"remove (a|an|one|two|three|\d+) ([\w-]+) counters? from " + self_re + r"\.?", first.strip(), re.I)
    if not m or not rx.fullmatch(r"if you removed the last one, destroy " + self_re + r"\.?", second.strip(), re.I):
        return None
    kind = m.group(2).lower()
    return [Effect("remove_counters", count(m.group(1)) or 1, None, stat=kind, text=first),
            Effect("destroy", 0, Target("self", {}), condition={"if": {"k": "turn_counters", "kind": kind, "max": 0}}, text=second)]


def _one(sentence: str, name: str, whose: str, compile_effects: Compile) -> list[Effect] | None:
    """One sentence of this family's templates, or None."""
    s = sentence.strip()
    effs = _upkeep(s, name) or _turn_player(s, whose) or _attached_controller(s) or or_more(s, name, compile_effects)
    effs = effs or turn_player_picks(s, whose)  # templates_wrest_verbs: "that player destroys one of his …"
    effs = effs or _heal_and_each(s, name) or _host_party(s, name, compile_effects)
    if effs is not None:
        return effs
    m = rx.fullmatch(r"reveal the top card of your deck, then place it into your resource row (ready|exhausted) as an additional resource\.?", s, re.I)
    if m:  # 412.1c (engine.wow.resources)
        return [Effect("additional_resource", 0, None, condition={"exhausted": m.group(1).lower() == "exhausted"}, text=sentence)]
    if rx.fullmatch(r"you and target opponent each draw a card\.?", s, re.I):
        return [Effect("draw", 1, Target("each_player"), text=sentence)]  # two players: you and your opponent
    if rx.fullmatch(r"remove attached (?:card|ally|character) from the game\.?", s, re.I):
        return [Effect("move", 0, Target("attached", {}), zone="removed", text=sentence)]
    if rx.fullmatch(r"switch (?:all|the) damage on your hero with the damage on target opposing hero\.?", s, re.I):
        return [Effect("switch_damage", 0, Target("player_hero", {}), zone="first", text=sentence),  # 405.7
                Effect("switch_damage", 0, Target("chosen", {"types": ["hero"], "side": "opposing"}), text=sentence)]
    return None


def turn_effects(text: str, name: str, whose: str, compile_effects: Compile) -> tuple[list[Effect], bool]:
    """The effects of the text after "At the start/end of (your|each …) turn, " (``whose`` is
    turn, each_turn or opponent_turn)."""
    text = text[0].upper() + text[1:]
    if whose == "opponent_turn":  # in a two-player game that opponent's party is the opposing party
        text = rx.sub(r"\b(hero or ally|ally|hero) in (?:that opponent's|his) party\b", r"opposing \1", text)
    sentences = [p for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    out: list[Effect] = []
    chunks: list[list[Effect] | list[str]] = []  # this family's sentences (effects) or runs of ordinary ones
    skip = False
    for i, sentence in enumerate(sentences):
        if skip:
            skip = False
            continue
        nxt = sentences[i + 1] if i + 1 < len(sentences) else ""
        effs = (_counters_pair(sentence, nxt, name) or _otherwise_pair(sentence, nxt, name, compile_effects)) if nxt else None
        skip = effs is not None
        effs = effs or _one(sentence, name, whose, compile_effects)
        if effs is not None:
            chunks.append(effs)
        elif chunks and chunks[-1] and isinstance(chunks[-1][0], str):
            chunks[-1].append(sentence)  # type: ignore[arg-type]
        else:
            chunks.append([sentence])
    for chunk in chunks:
        if chunk and isinstance(chunk[0], Effect):
            out.extend(chunk)  # type: ignore[arg-type]
            continue
        body = " ".join(chunk)  # type: ignore[arg-type]
        if whose != "turn" and rx.search(r"\b(that player|that opponent|he|she|his|her)\b", body, re.I):
            return [Effect("manual", text=text)], False  # another reference to the turn player: by hand
        effs, ok = _sentences(body, name, compile_effects)
        if not ok:
            return [Effect("manual", text=text)], False
        if out and effs and effs[0].target is not None and effs[0].target.kind in ("previous", "ref"):
            return [Effect("manual", text=text)], False  # "it" after one of this family's sentences
        out.extend(effs)
    return out, True


def _sentences(body: str, name: str, compile_effects: Compile) -> tuple[list[Effect], bool]:
    """Ordinary sentences, after this family's rewordings: the card by a shortened name, "his
    owner's hand", "all Demons", and conditions the catalogue lacks."""
    sentences = [p for p in rx.split(r"(?<=[.!])\s+", body.strip()) if p.strip()]
    fixed: list[str] = []
    selfs: list[bool] = []
    for s in sentences:
        s = rx.sub(r"\b(?:his|her) owner's hand\b", "its owner's hand", s)
        s = rx.sub(r"^You hero\b", "Your hero", s)  # a misprint (Seed of Corruption)
        s = rx.sub(r"\ball ([A-Z][a-z]+)s\b(?! and| or|,)", r"each \1", s)  # "destroy all Demons"
        s, is_self = _self_name(s, name)
        fixed.append(s)
        selfs.append(is_self)
    cond = None
    m = rx.fullmatch(r"If ([^,]+), (.+)", fixed[0]) if fixed else None
    if m and (cond := turn_condition(m.group(1))) is not None:
        lead = m.group(2)[0].upper() + m.group(2)[1:]
        lead, selfs[0] = _self_name(lead, name)
        fixed[0] = lead
        if len(fixed) > 1:  # the condition covers the first sentence only: keep it simple
            return [Effect("manual", text=body)], False
    effs, ok = compile_effects(" ".join(fixed), name)
    if not ok:
        return effs, ok
    if len(fixed) == 1 and selfs[0]:
        for e in effs:  # "Avaressa heals 2 damage …": the card is the healer (408.2c)
            if e.op == "heal":
                e.condition = {**(e.condition or {}), "source": "self"}
    if cond is not None:
        for e in effs:
            e.condition = {**(e.condition or {}), "if": cond}
    return effs, True
