"""Quest templates (EN 702): more wordings of a completion cost ("During your turn, pay 1 to
complete this quest.", "Pay [2] to complete this quest.", "On an opponent's turn: Pay 1 …") and
of rewards the general compiler does not read ("If you have no cards in hand, draw two cards.",
"Draw a card, or two cards if you control an Elemental.", "Put target ally from your graveyard
into your hand."). Completion costs use the ``Power("complete")`` cost keys that
``WowEngine._quest_problem`` checks (``resources``, ``own_turn``, ``if``).

Also: conditions the general catalogue lacks (``q_*`` keys checked by ``engine.wow.quests``,
including "… this turn" read from the turn's history ``st.turn_log``); rewards that draw "for
each …"; "(You may) shuffle your graveyard into your deck"; "Put a card from your graveyard on
top of your deck"; reveal/look at the top cards and pick (``reveal_more``, ``engine.wow.reveal``);
lines holding two powers (``quest_lines``, called by ``templates_lines.power_lines``); and more
"for each" counts of cost changes (``cost_per``, called by ``templates_costs.cost_mod``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect

from . import rx
from .conditions import parse_condition
from .readers import search_filter
from .registry import PAIRS

_WHEN = r"(?:(?P<when>During your turn|On your turn|Om your turn|On an opponent's turn|During an opponent's turn)[,:]?\s*)?"
_IF = r"(?:(?:[Ii]f|[Ww]hile) (?:(?P<cond>[^,:]+)[,:]|(?P<cond2>[^:]+):)\s*)?"
_PAY = re.compile(_WHEN + _IF + r"[Pp]ay \[?(?P<n>\d+)\]? to complete this (?:quest|card)\.?", re.I)


def quest_condition(text: str, name: str) -> dict[str, Any] | None:
    """A quest's condition: the general catalogue plus "you have no cards in hand" and "you have no
    other quests" (``engine.wow.conditions.holds``)."""
    s = text.strip().rstrip(".").lower()
    if s in ("you have no cards in hand", "you have no cards in your hand"):
        return {"k": "hand", "max": 0}
    if s in ("you have no other quests", "you control no other quests"):
        return {"k": "control", "flts": [{"types": ["quest"]}], "other": True, "max": 0}
    return _q_condition(s) or parse_condition(text, name)


_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _num(w: str) -> int | None:
    return int(w) if w.isdigit() else _WORDS.get(w.lower())


def _q_condition(s: str) -> dict[str, Any] | None:
    """More conditions, checked by ``engine.wow.quests.q_holds``: "you control an ally with 6 or
    more ATK", "… an ally with an ability attached to it", "an ally with cost 5 or more is in your
    party", "you control an armor, item, and weapon", "there are two or more classes among allies
    you control", "all quests you control are named Devoured", "an opponent has more resources
    than you", "you control ten or more resources", "two or more allies have the same name", "an
    opponent has a Blood Elf, Draenei, or Demon in his party"."""
    s = rx.sub(r"^(.+?) this turn (by .+)$", r"\1 \2 this turn", s)  # "was dealt damage this turn by an ally …"
    if s.endswith(" this turn"):
        return _this_turn(rx.spaces(s[: -len(" this turn")]))
    m = rx.fullmatch(r"you control an ally with (\d+) or more atk", s)
    if m:
        return {"k": "q_ally", "atk": int(m.group(1))}
    if s == "you control an ally with an ability attached to it":
        return {"k": "q_ally", "attached": "ability"}
    m = rx.fullmatch(r"an ally with cost (\d+) or more is in your party", s)
    if m:
        return {"k": "q_ally", "cost": int(m.group(1))}
    m = rx.fullmatch(r"an opponent controls an ally with cost (\d+) or more", s)
    if m:
        return {"k": "q_ally", "cost": int(m.group(1)), "side": "opponent"}
    m = rx.fullmatch(r"you control an? ((?:armor|item|weapon|ability)(?:, (?:and )?(?:armor|item|weapon|ability))+)", s)
    if m:
        return {"k": "q_each_type", "types": rx.findall(r"armor|item|weapon|ability", m.group(1))}
    m = rx.fullmatch(r"there are (\w+) or more classes among allies you control", s)
    if m and _num(m.group(1)):
        return {"k": "q_classes", "min": _num(m.group(1))}
    m = rx.fullmatch(r"all quests you control are named (.+)", s)
    if m:
        return {"k": "q_all_named", "name": _title(m.group(1))}
    m = rx.fullmatch(r"you control an? (quest|location)", s)
    if m:
        return {"k": "control", "flts": [{"types": [m.group(1)]}], "other": False, "min": 1}
    if s == "you have no ready resources":
        return {"k": "ready_resources", "max": 0}
    if s == "you have fewer cards in your hand than in your graveyard":
        return {"k": "q_fewer_hand"}
    m = rx.fullmatch(r"you control a quest named (.+)", s)
    if m:
        return {"k": "q_named", "name": m.group(1)}
    if s == "an opponent has more resources than you":
        return {"k": "q_more_resources"}
    m = rx.fullmatch(r"you control (\w+) or more resources", s)
    if m and _num(m.group(1)):
        return {"k": "q_resources", "min": _num(m.group(1))}
    m = rx.fullmatch(r"you control exactly (\w+) resources", s)
    if m and _num(m.group(1)):  # helper gear
        return {"k": "q_resources", "min": _num(m.group(1)), "max": _num(m.group(1))}
    if s == "two or more allies have the same name":
        return {"k": "q_same_name"}
    m = rx.fullmatch(r"an opponent has an? (.+?) in his party", s)
    if m:
        tags = [t.strip() for t in rx.split(r",? or |, ", m.group(1)) if t.strip()]
        if all(rx.fullmatch(r"[a-z][\w'-]*(?: [a-z][\w'-]*)?", t) for t in tags):
            return {"k": "q_party", "tags": tags}
    return None


_KINDS = r"(ability|ally|equipment|abilit(?:y|ies), all(?:y|ies),? (?:or|and) equipment)"
_DTYPES = ("arcane", "fire", "frost", "holy", "nature", "shadow", "melee", "ranged")


def _kinds(phrase: str) -> list[str]:
    return sorted({{"abilities": "ability", "allies": "ally"}.get(w, w) for w in rx.findall(r"abilit(?:y|ies)|all(?:y|ies)|equipment", phrase)})


def this_turn_condition(s: str) -> dict[str, Any] | None:
    """A "… this turn" condition (without "this turn") for other families (``templates_activation``)."""
    return _this_turn(s)


def _this_turn(s: str) -> dict[str, Any] | None:
    """ "… this turn" conditions (``engine.wow.quests.q_log`` reads the turn's history): "you
    played an ability", "an opponent played an ally", "you've completed a quest", "an opponent
    completed a quest", "an ally in your party was destroyed", "an opposing ally was destroyed",
    "an ability, ally, or equipment was destroyed", "a hero or ally you controlled dealt fire
    damage", "your hero has dealt 5 or more damage", "your hero was dealt 5 or more damage",
    "allies you controlled dealt 5 or more damage", "three or more allies you controlled dealt
    damage", "your hero dealt combat damage to an ally", "an opposing hero was dealt damage by an
    ally in your party", "a [Fire], [Frost] … ally entered play under your control", "a hero or
    ally you controlled healed damage", "an opposing hero or ally was healed", "an opposing card
    was destroyed"."""
    s = rx.sub(r"\[(\w+)\]", r"\1", s)
    s = rx.sub(r"^an ally you controlled was destroyed$", "an ally in your party was destroyed", s)  # the same history entry
    m = rx.fullmatch(r"(you|an opponent) played an? " + _KINDS, s)
    if m:
        return {"k": "q_log", "ev": "play", "who": "you" if m.group(1) == "you" else "opponent", "types": _kinds(m.group(2))}
    m = rx.fullmatch(r"(you've|you|an opponent) completed a quest", s)  # "you completed" (Cursed Vision of Sargeras)
    if m:
        return {"k": "q_log", "ev": "quest", "who": "opponent" if m.group(1) == "an opponent" else "you"}
    m = rx.fullmatch(r"an? (ally in your party|opposing ally|" + _KINDS[1:-1] + r"|opposing card) was destroyed", s)
    if m:
        what = m.group(1)
        who = "you" if "your party" in what else "opponent" if "opposing" in what else "any"
        return {"k": "q_log", "ev": "destroy", "who": who, "types": [] if what == "opposing card" else _kinds(what)}
    m = rx.fullmatch(r"a hero or ally you controlled dealt (\w+) damage", s)
    if m and m.group(1) in _DTYPES:
        return {"k": "q_log", "ev": "damage", "who": "you", "dtypes": [m.group(1)]}
    m = rx.fullmatch(r"your hero has dealt (\d+) or more damage", s)
    if m:
        return {"k": "q_log", "ev": "damage", "who": "you", "src_kind": "hero", "min_n": int(m.group(1))}
    m = rx.fullmatch(r"(?:your|you) hero was dealt (\d+) or more damage", s)  # "If you hero was dealt …" (a misprint)
    if m:
        return {"k": "q_log", "ev": "damage", "to_who": "you", "to_kind": ["hero"], "min_n": int(m.group(1))}
    m = rx.fullmatch(r"allies you controlled dealt (\d+) or more damage", s)
    if m:
        return {"k": "q_log", "ev": "damage", "who": "you", "src_kind": "ally", "min_n": int(m.group(1))}
    m = rx.fullmatch(r"(\w+) or more allies you controlled dealt damage", s)
    if m and _num(m.group(1)):
        return {"k": "q_log", "ev": "damage", "who": "you", "src_kind": "ally", "min_src": _num(m.group(1))}
    if s == "your hero dealt combat damage to an ally":
        return {"k": "q_log", "ev": "damage", "who": "you", "src_kind": "hero", "combat": True, "to_kind": ["ally"]}
    if s == "an opposing hero was dealt damage by an ally in your party":
        return {"k": "q_log", "ev": "damage", "who": "you", "src_kind": "ally", "to_who": "opponent", "to_kind": ["hero"]}
    m = rx.fullmatch(r"an? ((?:\w+, )*\w+,? or \w+|\w+) ally entered play under your control", s)
    if m:
        dts = [w for w in rx.split(r",? or |, ", m.group(1)) if w]
        if all(d in _DTYPES for d in dts):
            return {"k": "q_log", "ev": "enter", "who": "you", "types": ["ally"], "dtypes": dts}
    if s == "a hero or ally you controlled healed damage":
        return {"k": "q_log", "ev": "heal", "who": "you"}
    if s == "an opposing hero or ally was healed":
        return {"k": "q_log", "ev": "heal", "to_who": "opponent", "to_kind": ["hero", "ally"]}
    return None


def _title(lower: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in lower.split(" "))


def complete_cost(body: str, name: str) -> dict[str, Any] | None:
    """A completion line → the ``complete`` power's cost, or None (EN 702.1)."""
    m = _PAY.fullmatch(body.strip())
    if not m:
        return None
    cost: dict[str, Any] = {"resources": int(m.group("n")), "own_turn": False}
    when = (m.group("when") or "").lower()
    if when in ("during your turn", "on your turn", "om your turn"):  # "Om": a misprint of "On" (Waters of Elune)
        cost["own_turn"] = True
    conds = []
    if "opponent" in when:
        conds.append({"k": "your_turn", "not": True})
    if m.group("cond") or m.group("cond2"):
        cond = quest_condition(m.group("cond") or m.group("cond2"), name)
        if cond is None:
            return None
        conds.append(cond)
    if len(conds) > 1:
        return None
    if conds:
        cost["if"] = conds[0]
    return cost


def _graveyard_to_hand(s: str, sentence: str) -> list[Effect] | None:
    """ "Put target ally from your graveyard into your hand." — the card is picked when the reward
    resolves, among the cards that fit (``engine.wow.search``, zone graveyard)."""
    m = rx.fullmatch(r"(?:put|return) target (.+?) from your graveyard (?:into|to) (?:your )?hand", s, re.I)
    flt = None
    if m:
        flt = search_filter(m.group(1))
        alt = reveal_filter(m.group(1)) if flt is None else None  # "quest card"
        flt = alt if alt and set(alt) <= {"types", "tag"} else flt
    if m and flt is not None:
        cond = {"filter": flt, "to": "hand", "reveal": True, "targeted": True}  # engine.wow.quests: needs a card there
        return [Effect("search", 1, zone="graveyard", condition=cond, text=sentence)]
    return None


def _draw_or_more(s: str, name: str, sentence: str) -> list[Effect] | None:
    """ "Draw a card, or two cards if COND." → draw one, and one more if COND holds (EN 709)."""
    m = rx.fullmatch(r"draw a card, or two cards if (.+)", s, re.I)
    if m and (cond := quest_condition(m.group(1), name)) is not None:
        return [Effect("draw", 1, _player(), text=sentence), Effect("draw", 1, _player(), condition={"if": cond}, text=sentence)]
    m = rx.fullmatch(r"if you control an? (ability|ally|equipment), (ability|ally|equipment),? or (ability|ally|equipment), "
                     r"draw a card, or two cards if you control all three", s, re.I)
    if m and len(set(m.groups())) == 3:  # Survey the Land
        one = parse_condition(f"you control an {m.group(1)}, {m.group(2)}, or {m.group(3)}", name)
        if one is not None:
            return [Effect("draw", 1, _player(), condition={"if": one}, text=sentence),
                    Effect("draw", 1, _player(), condition={"if": {"k": "q_each_type", "types": list(m.groups())}}, text=sentence)]
    m = rx.fullmatch(r"if ([^,]+), draw (?:another (?:card|(a|one|two|three) cards?)|(a|one|two|three)(?: more)? cards?)", s, re.I)
    if m and (cond := quest_condition(m.group(1), name)) is not None and (cond["k"] in ("hand", "control", "ready_resources") or cond["k"].startswith("q_")):
        n = {"a": 1, "one": 1, "two": 2, "three": 3}[(m.group(2) or m.group(3) or "a").lower()]
        return [Effect("draw", n, _player(), condition={"if": cond}, text=sentence)]
    return None


_PER_DRAW = {"five": 5, "ten": 10, "10": 10, "5": 5}


def _draw_key(p: str) -> dict[str, Any] | None:
    """What a reward's "draw a card for each …" counts (``engine.wow.quests.q_count``)."""
    m = rx.fullmatch(r"other quest(?: named (.+?))? you have", p, re.I)
    if m:
        return {"k": "q_quests", **({"name": m.group(1)} if m.group(1) else {})}
    m = rx.fullmatch(r"(five|ten|5|10) (cards in your graveyard|resources you have|opposing face-down resources|damage on your hero)", p, re.I)
    if m:
        k = {"cards in your graveyard": "q_graveyard", "resources you have": "q_resources", "opposing face-down resources": "q_facedown",
             "damage on your hero": "q_hero_damage"}[m.group(2).lower()]
        return {"k": k, "per": _PER_DRAW[m.group(1).lower()]}
    m = rx.fullmatch(r"other card you control with (\w+) in its name", p)
    if m:
        return {"k": "q_name_word", "word": m.group(1)}
    if rx.fullmatch(r"different class among allies (?:in your party|you control)", p, re.I):
        return {"k": "q_classes"}
    return None


def _draw_per(s: str, sentence: str) -> list[Effect] | None:
    """ "Draw a card for each other quest you have / five cards in your graveyard / five resources
    you have / five opposing face-down resources / different class among allies in your party"
    and "Draw a card, then draw another card/one for each …" (EN 709: counted on resolution)."""
    m = rx.fullmatch(r"draw a card(, then draw another (?:card|one))? for each (.+)", s, re.I)
    if not m or (key := _draw_key(m.group(2))) is None:
        return None
    per = Effect("draw", 1, _player(), condition={"per": key}, text=sentence)
    return [Effect("draw", 1, _player(), text=sentence), per] if m.group(1) else [per]


def _graveyard_to_top(s: str, sentence: str) -> list[Effect] | None:
    """ "Put a card from your graveyard on top of your deck." — a card picked from your graveyard
    (a public zone, ``engine.wow.search``) goes on top of your deck."""
    m = rx.fullmatch(r"put an? (.+?) from your graveyard on top of your deck", s, re.I)
    if m and (flt := search_filter(m.group(1))) is not None:
        return [Effect("search", 1, zone="graveyard", condition={"filter": flt, "to": "deck", "top": True, "reveal": True}, text=sentence)]
    return None


def _shuffle(s: str, sentence: str) -> list[Effect] | None:
    """ "(You may) shuffle your graveyard into your deck." (``engine.wow.quests.shuffle_graveyard``);
    "Target player shuffles his graveyard into his deck." (EN 706: a player target, by his hero)."""
    m = rx.fullmatch(r"(you may )?shuffle your graveyard into your deck", s, re.I)
    if m:
        return [Effect("shuffle", 0, _player(), zone="graveyard", optional=bool(m.group(1)), text=sentence)]
    if rx.fullmatch(r"target player shuffles his graveyard into his deck", s, re.I):
        from engine.core.effects import Target

        return [Effect("shuffle", 0, Target("chosen", {"player": True}), zone="graveyard", text=sentence)]
    return None


def _player():
    from engine.core.effects import Target

    return Target("player")


def reward_effects(text: str, name: str, compile_effects: Callable[[str, str], tuple[list[Effect], bool]]) -> tuple[list[Effect], bool]:
    """A reward's text (EN 702.3) → (effects, automated): the general compiler first, then these
    templates sentence by sentence ("Put target ally from your graveyard into your hand" is read here
    first: the reward needs a card to target as the quest is completed, ``engine.wow.quests``)."""
    sentences = [p for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    effs, ok = [Effect("manual", text=text)], False
    if not any(_graveyard_to_hand(p.strip().rstrip("."), p) for p in sentences):
        effs, ok = compile_effects(text, name)
        if ok:
            return effs, ok
    out: list[Effect] = []
    for sentence in sentences:
        s = sentence.strip().rstrip(".")
        found = _graveyard_to_hand(s, sentence) or _draw_or_more(s, name, sentence) or _draw_per(s, sentence) or _shuffle(s, sentence) \
            or _graveyard_to_top(s, sentence)
        if found is None:
            found, one_ok = compile_effects(sentence, name)
            if not one_ok:
                return effs, False
        out.extend(found)
    return out, True


# --- reveal or look at the top cards, pick one (engine.wow.reveal) ---------------------------------

_COUNT = {"a": 1, "the": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_TYPES = {"ability": ["ability"], "abilities": ["ability"], "ally": ["ally"], "allies": ["ally"], "equipment": ["equipment"],
          "weapon": ["weapon"], "weapons": ["weapon"], "armor": ["armor"], "item": ["item"], "items": ["item"],
          "location": ["location"], "locations": ["location"], "quest": ["quest"], "quests": ["quest"]}
_FACTIONS = ("alliance", "horde", "neutral")


def reveal_filter(phrase: str) -> dict[str, Any] | None:
    """What a revealed card must be (``engine.wow.reveal.fits``): "ability card", "allies",
    "abilities and equipment", "location or quest card", "[Alliance] card" (faction), "[Fire]
    card" (a Fire tag or the fire damage type), "Monster ally", "card with an even cost of 2 or
    more", "card with cost of 3 or more"."""
    p = phrase.strip()
    if rx.fullmatch(r"card with the same name as a card in play you control", p, re.I):
        return {"same_name": True}
    m = rx.fullmatch(r"(.+?),? with cost less than or equal to the amount of damage on your hero", p, re.I)
    if m:
        base = reveal_filter(m.group(1))
        return None if base is None else {**base, "max_hero_damage": True}
    m = rx.fullmatch(r"cards? with (?:an? )?(?:(even|odd) )?cost of (\d+) or more", p, re.I)
    if m:
        out: dict[str, Any] = {"min_cost": int(m.group(2))}
        if m.group(1):
            out["parity"] = m.group(1).lower()
        return out
    p = rx.sub(r" cards?$", "", p)
    if p.lower() in ("card", "cards"):
        return {}
    parts = [x.strip() for x in rx.split(r",? (?:and|or) |, ", p) if x.strip()]
    if len(parts) > 1:
        if not all(x.lower() in _TYPES for x in parts):
            return None
        return {"types": sorted({t for x in parts for t in _TYPES[x.lower()]})}
    words = p.split(" ")
    out = {}
    if words[-1].lower() in _TYPES:
        out["types"] = _TYPES[words.pop().lower()]
    if not words:
        return out
    if len(words) > 1:
        return None
    w = words[0]
    b = rx.fullmatch(r"\[(\w+)\]", w)
    if b and b.group(1).lower() in _FACTIONS:
        out["faction"] = b.group(1)
    elif b:
        out["icon"] = b.group(1)
    elif rx.fullmatch(r"[A-Z][\w'-]*", w) and w.lower() not in _FACTIONS:
        out["tag"] = w
    else:
        return None
    return out


_TOP = re.compile(r"(reveal|look at) the top (?:(card)|(two|three|four|five|six|seven|\d+|X) cards) of (your|target opponent's) deck", re.I)
_REST = r"(?:the rest|the other(?: one)?|the ret)"
_WHERE = r"(on the bottom(?: of your deck)?|into your graveyard)"


@PAIRS.register("reveal_more", priority=20)
def reveal_more(first: str, second: str) -> list[Effect] | None:
    """Two sentences about the top cards of your deck (EN 709.1):
    "Reveal/Look at the top N cards of your deck." + "Put (a|all) [revealed] WHAT into (your) hand
    and the rest on the bottom of your deck." / "Put one (of them) into your hand and the rest/the
    other on the bottom of your deck | into your graveyard." / "Put one on (the) top of your deck
    and the rest on the bottom." — or "Reveal the top card of your deck." + "If it's WHAT, put it
    into your hand(, otherwise, leave it on top of your deck)." (it stays on top otherwise)."""
    a = _TOP.fullmatch(first.strip().rstrip("."))
    if not a:
        return None
    look = a.group(1).lower() == "look at"
    n = 1 if a.group(2) else -1 if a.group(3) == "X" else (_COUNT.get(a.group(3).lower()) or int(a.group(3)))  # -1: X (paid)
    s = rx.spaces(second.strip()).rstrip(".,")
    text = f"{first} {second}"
    cond: dict[str, Any] | None = None
    if a.group(4).lower() != "your":  # the opponent's deck: only looked at, put back or removed
        m = rx.fullmatch(r"put one on (?:the )?top of his deck,? and " + _REST + r" on the bottom(?: of his deck)?", s, re.I)
        if m and look and n > 1:
            cond = {"filter": {}, "all": False, "must": True, "to": "top", "rest": "bottom"}
        if rx.fullmatch(r"you may remove (?:that|the|this) card from the game or leave it on top", s, re.I) and look and n == 1:
            cond = {"filter": {}, "all": False, "to": "removed", "rest": "top"}
        return None if cond is None else [Effect("reveal", n, zone="pick", condition={**cond, "look": True, "deck": "opponent"}, text=text)]
    m = rx.fullmatch(r"put one into (?:your )?hand, one on top of your deck, and the other on the bottom(?: of your deck)?", s, re.I)
    if m and look and n == 3:  # Information Gathering
        cond = {"filter": {}, "all": False, "must": True, "then_top": True, "rest": "bottom"}
    m = rx.fullmatch(r"put (a|an|all) (?:revealed )?(.+?),? (?:into|in|intro) (?:your )?hand,? and " + _REST + " " + _WHERE, s, re.I) or \
        rx.fullmatch(r"put ()revealed (.+?) (?:into|in) (?:your )?hand,? and " + _REST + " " + _WHERE, s, re.I)
    if m and m.group(1).lower() != "all" and rx.search(r"\band\b", m.group(2)):
        m = None  # "a revealed ability, ally, equipment, and quest card": one of each kind, not read here
    if m and not look and (n > 1 or n == -1) and (flt := reveal_filter(m.group(2))) is not None:
        cond = {"filter": flt, "all": m.group(1).lower() == "all", "rest": _rest(m.group(3))}
    m = rx.fullmatch(r"put one(?: of them)? (?:into|in) (?:your )?hand,? and " + _REST + " " + _WHERE, s, re.I)
    if m and n > 1:
        cond = {"filter": {}, "all": False, "must": True, "rest": _rest(m.group(1))}
    m = rx.fullmatch(r"put one on (?:the )?top of your deck,? and " + _REST + r" on the bottom(?: of your deck)?", s, re.I)
    if m and n > 1:
        cond = {"filter": {}, "all": False, "must": True, "to": "top", "rest": "bottom"}
    m = rx.fullmatch(r"if it(?:'s| is) (?:an? )?(.+?), put it into your hand(?:,? otherwise,? leave it on top of your deck)?", s, re.I)
    if m and n == 1 and not look and (flt := reveal_filter(m.group(1))) is not None:
        cond = {"filter": flt, "all": True, "rest": "top"}
    if cond is None:
        return None
    if look:
        cond["look"] = True
    return [Effect("reveal", n, zone="pick", condition=cond, text=text)]


def _rest(where: str) -> str:
    return "graveyard" if "graveyard" in where.lower() else "bottom"


# --- lines holding two powers; more "for each" counts of cost changes -----------------------------

def quest_lines(line: str) -> list[str]:
    """A printed line holding two powers → the two lines (203.2: one power each): "You pay 1 less
    to complete this quest for each … . Pay 3 to complete this quest.", "If …:Pay 1 to complete
    this quest.Reward: Draw two cards.", "You pay 1 less to complete quests. When you place a
    resource face up, …" (mounts). Any other line is returned as it is."""
    m = rx.fullmatch(r"(You pay \d+ less to complete this quest [^.]+\.)\s*((?:On your turn: )?Pay \d+ to complete this quest\.?)", line)
    if m:
        return [m.group(1), m.group(2)]
    m = rx.fullmatch(r"(.+? to complete this quest\.)\s*(Reward:.+)", line)
    if m and "Reward:" not in m.group(1):
        return [m.group(1), m.group(2)]
    m = rx.fullmatch(r"(You pay \d+ less to complete quests\.)\s+(When you (?:place|play) a resource face up, .+)", line)
    if m:
        return [m.group(1), m.group(2)]
    m = rx.fullmatch(r"(You pay \d+ less to play [^.]+ for each [^.]+\.)\s+([A-Z][^.]+\.)", line)
    if m:  # "You pay 1 less to play NAME for each damage on your hero. NAME can't be destroyed while …"
        return [m.group(1), m.group(2)]
    return [line]


def cost_per(phrase: str, name: str) -> str | dict[str, Any] | None:
    """ "for each X" of a cost change that ``conditions.per_filter`` doesn't read (403.2):
    "card in your hand", "opposing ally in play", "damaged hero and ally" (every player's),
    "exhausted opposing hero and ally", "Druid and Hunter you control", "5 damage on your hero",
    "damage on your hero", "other card named NAME in your graveyard"."""
    p = rx.sub(r"\[(\w+)\]", r"\1", phrase.strip())
    if p == "card in your hand":
        return "hand"
    if p in ("opposing ally in play", "opposing ally"):
        return "opposing_allies"
    m = rx.fullmatch(r"(damaged|exhausted) (opposing )?hero and ally", p)
    if m:
        return {"k": "q_every", "state": m.group(1), "side": "opponent" if m.group(2) else "all"}
    m = rx.fullmatch(r"([A-Z][a-z]+) and ([A-Z][a-z]+) you control", p)
    if m and all(w in ("Druid", "Hunter", "Mage", "Paladin", "Priest", "Rogue", "Shaman", "Warlock", "Warrior") for w in m.groups()):
        return {"k": "q_tags", "tags": [m.group(1), m.group(2)]}
    m = rx.fullmatch(r"(?:(\d+) )?damage on your hero", p)
    if m:
        return {"k": "q_hero_damage", "per": int(m.group(1) or 1)}
    m = rx.fullmatch(r"other card named (.+) in your graveyard", p)
    if m and m.group(1).lower() == name.lower():
        return {"k": "q_named_graveyard", "name": name}
    return None


def cost_reorder(sentence: str) -> str:
    """ "You pay 1 less for each X to play NAME." → "You pay 1 less to play NAME for each X." """
    m = rx.fullmatch(r"(You pay \d+ less) (for each .+?) (to play .+?)\.?", sentence.strip())
    return f"{m.group(1)} {m.group(3)} {m.group(2)}." if m else sentence
