"""WoW's words for the card explanations (``explain``): each compiled effect as the engine carries it
out (who deals the damage and its type, "pay N", ally tokens, "if you do", the card a ``ref`` target
names, "any number" of a tag), and each power's own head: an activated power's printed cost with its
limits (EN 701: "on your turn only", "once per turn") and a triggered power's printed "when" (EN 703).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target
from engine.core.explain import KEY_PREFIXES, describe, describe_target, tidy
from engine.core.explain_raw import filter_text, key_text, raw_words, value_text

from .keys import NEXT_PACKET, PREVENT, RETYPE
from .power import Power

GAME = "wow"
ALL = 1_000_000
"""Amounts from here up are "all" (templates_basic: "heals all damage" is 1_000_001)."""
_NUMBERED = ("Assault", "Mend")
PREFIXES = ("gd_", "mc_", "osa_", "q_", "r2a_", "st_", "w30q_", "w8a_", "w8e_", "w8n_", "wa2_", "wa30_", "wal_",
            "watt_", "wb30_", "wc_", "wca_", "wco_", "wd31_", "we31_", "wfl_", "wg30_", "wga_", "wge_", "wh_", "whp_", "wl30_", "wo2_",
            "wp_", "wpv_", "wr2_", "wrc_", "wres_", "wrm_", "ws2_", "ws_", "wsc_", "wsh_", "wst2_", "wtgt_", "wtk_", "wtr_", "wtu_",
            "wz2_", "xc32_", "wreal2_", "wscale_")
"""The family prefixes of condition and count keys (engine.wow.conditions.CHECKED_BY, the count readers): internal,
left out when a key is shown in words ("wsc_min_counters" → "min counters")."""
KEY_PREFIXES[GAME] = PREFIXES
_REF = {"party_other": "each other hero and ally in its party", "party": "each hero and ally in its party",
        "controller": "its controller", "controller_hero": "its controller's hero", "": "that card", "chain": "that card",
        "graveyard": "that card in its graveyard", "controller_resources": "its controller's resources"}
_WHEN = {"start_of_turn": "At the start of your turn", "end_of_turn": "At the end of your turn", "enter": "When this enters play"}
"""A trigger's words when its line prints none (a keyword such as Mend, 703)."""
_TARGETS = {"player_hero": "your hero", "previous": "that card", "attached": "the attached card", "event": "the card the trigger names",
            "turn_player": "the turn's player"}
_SOURCES = {"hero": "your hero", "self": "this card"}
_WORDS = ((r"(?<=\d )atk\b", "ATK"), (r"\bbanishes\b", "destroys"), (r"\bbanish\b", "destroy"), (r"\bexerts\b", "exhausts"), (r"\bexert\b", "exhaust"),
          (r"\byou picks (\d+) of his\b", r"you pick \1 of your"))
"""The shared phrases (engine.core.explain) in WoW's words, any case."""


def wow_words(text: str) -> str:
    """``text`` with the shared phrases in WoW's words ("Banish" → "Destroy": WoW has no banish)."""
    for pattern, word in _WORDS:
        text = re.sub(pattern, lambda m, w=word: (w := m.expand(w), w[:1].upper() + w[1:] if m[0][:1].isupper() else w)[1], text, flags=re.I)
    return text


_IN_PLAY = frozenset(("hero", "ally", "ability", "weapon", "armor", "item", "location"))
"""Every card type a "card in play" filter lists (templates: "target card" / "target opposing card")."""
_PLURAL = {"ally": "allies", "ability": "abilities", "hero": "heroes", "armor": "armor", "equipment": "equipment"}
_SIDES = {"opposing": "opposing", "friendly": "friendly", "you": "friendly", "opponent": "opposing"}
_STATES = ("exhausted", "ready", "damaged", "undamaged", "attacking", "defending")


def _type_noun(types: list[str], plural: bool) -> str:
    kinds = [t for t in types if t != "resource"] or list(types)
    if not kinds or set(kinds) >= _IN_PLAY:
        return "cards" if plural else "card"
    if set(kinds) == {"weapon", "armor", "item"}:
        return "equipment"
    if set(kinds) == {"hero", "ally"}:  # said as printed: "hero or ally"
        kinds = ["hero", "ally"]
    if {"weapon", "armor", "item"} <= set(kinds):  # "equipment" (EN 300.1)
        kinds = [k for k in kinds if k not in ("weapon", "armor", "item")] + ["equipment"]
    if kinds == ["resource"]:
        return "resources" if plural else "resource"
    return " or ".join(_PLURAL.get(k, k + "s") if plural else k for k in kinds)


def card_words(flt: dict[str, Any], plural: bool = False) -> str:
    """A card filter as a player says it: "opposing exhausted Orc hero or ally other than this card
    with cost 4 or less" (engine.wow.targets.fits reads the same keys); keys without words follow in
    words (explain_raw), never left out."""
    f = dict(flt)
    pre: list[str] = []
    post: list[str] = []
    if f.pop("distinct", False):
        pre.append("different")
    side = f.pop("side", None)
    if side in _SIDES:
        if f.get("zone") != "graveyard":  # "in your graveyard" says whose
            pre.append(_SIDES[side])
    elif side is not None:
        post.append(raw_words("side", side, PREFIXES))
    state = f.pop("state", None)
    if state in _STATES:
        pre.append(str(state))
    elif state is not None:
        post.append(raw_words("state", state, PREFIXES))
    for key in ("not_tag", "not_tags"):  # none of them: "non-Horde non-Alliance"
        if key in f:
            v = f.pop(key)
            pre.append(" ".join(f"non-{x}" for x in v) if isinstance(v, list) else f"non-{v}")
    if "tag" in f:
        pre.append(str(f.pop("tag")))
    for key in ("any_tag", "any_tags"):
        if key in f:
            pre.append(" or ".join(map(str, f.pop(key))))
    if "all_tags" in f:
        pre.append(" ".join(map(str, f.pop("all_tags"))))
    if "tags" in f and isinstance(f["tags"], list):
        pre.append(" ".join(map(str, f.pop("tags"))))
    noun = _type_noun(list(f.pop("types", []) or []), plural)
    if f.pop("player", False) and noun.startswith("card"):  # a player, targeted by his hero (EN 706)
        noun = "players" if plural else "player"
    zone = f.pop("zone", None)
    if zone == "graveyard":
        noun += (" card" + ("s" if plural else "")) if not noun.startswith("card") else ""
        post.append("in " + ("your" if side in ("friendly", "you") else "an opponent's" if side in ("opposing", "opponent") else "a") + " graveyard")
    elif zone is not None:
        post.append(raw_words("zone", zone, PREFIXES))
    if f.pop("exclude_self", False):
        post.append("other than this card")
    for key, words in (("max_cost", "with cost {} or less"), ("min_cost", "with cost {} or more"),
                       ("with_keyword", "with {}"), ("keyword", "with {}"), ("icon", "with the {} icon"), ("faction", "of the {} faction")):
        if key in f:
            post.append(words.format(f.pop(key)))
    if f:
        post.append("(" + _flt(f) + ")")
    return " ".join([*pre, noun, *post])


def target_words(t: Target | None) -> str:
    """A target as a player reads it: "your hero", "that card", the card a ``ref`` names, "a chosen
    opposing ally" (its filter in words, :func:`card_words`)."""
    if t is None or t.kind == "self":
        return "this card"
    if t.kind == "ref":
        return _REF.get(str(t.filter.get("of", "")), f"the card named before ({t.filter.get('of')})")
    if t.kind in _TARGETS:
        return _TARGETS[t.kind] + (f" ({_flt(t.filter)})" if t.filter else "")
    if t.kind == "chosen":
        n = f"up to {t.count}" if t.up_to else ("a" if t.count == 1 else str(t.count))
        what = card_words(t.filter, t.count != 1)
        return f"{'an' if n == 'a' and what[:1] in 'aeiou' else n} chosen {what}".replace("an chosen", "a chosen")
    if t.kind == "each":
        return f"each {card_words(t.filter)}"
    return describe_target(t, GAME)


def _flt(f: dict[str, Any]) -> str:
    return filter_text(f, PREFIXES)


_PER = {"allies": "ally you control", "equipment": "equipment you control", "resources": "resource you control",
        "hand": "card in your hand", "opposing_heroes": "opposing hero", "opposing_allies": "opposing ally",
        "self_damage": "damage on this card", "dealt": "damage dealt this way", "its_cost": "point of its cost",
        "its_damage": "damage on it", "its_printed_atk": "point of its printed ATK", "its_printed_health": "point of its printed health"}
"""keywords.per_count's plain keys, as "for each …" words."""
_WHAT = {"tokens": "ally token {whose}", "graveyard": "card in {grave} graveyard", "hero_damage": "damage on {hero}",
         "face_up": "face-up resource {whose}"}
"""statics.count_of's special counts ("what")."""
_STATE_WHO = {"self": "this card", "it": "it", "hero": "your hero"}


def _many(n: Any, what: str, plural: str) -> str:
    return f"{'a' if what[:1] not in 'aeiou' else 'an'} {what}" if n == 1 else f"{n} or more {plural}"


def condition_words(v: dict[str, Any]) -> str | None:
    """The checks of engine.wow.conditions.holds a player reads in words ("you control another Paladin
    hero or ally", "this card is undamaged"); None for the others (said by :func:`value_words`)."""
    k = v.get("k")
    if k == "control" and isinstance(v.get("flts"), list):
        kinds = " or ".join(card_words(f) for f in v["flts"] if isinstance(f, dict))
        plural = " or ".join(card_words(f, True) for f in v["flts"] if isinstance(f, dict))
        other = "other " if v.get("other") else ""
        if "max" in v:
            return f"you control {'no' if v['max'] == 0 else str(v['max']) + ' or fewer'} {other}{plural}"
        n = v.get("min", 1)
        return "you control " + ("another " + kinds if other and n == 1 else _many(n, other + kinds, other + plural))
    if k == "state" and v.get("who") in _STATE_WHO:
        return f"{_STATE_WHO[v['who']]} is {v.get('state')}"
    if k == "your_turn":
        return "it is not your turn" if v.get("not") else "it is your turn"
    if k == "hand":
        if "max" in v:
            return "you have no cards in hand" if v["max"] == 0 else f"you have {v['max']} or fewer cards in hand"
        return f"you have {v.get('min')} or more cards in hand"
    if k == "graveyard" and isinstance(v.get("flt"), dict):
        n = v.get("min", 1)
        return f"you have {_many(n, card_words(v['flt']) + ' card', card_words(v['flt'], True) + ' cards')} in your graveyard".replace("card card", "card")
    if k == "hero_trait":
        return f"your hero is a {v.get('trait')}"
    if k == "face":
        return f"this card is on its {v.get('side')} side"
    if k == "wo2_form":
        return f"your hero is in {' or '.join(map(str, v.get('forms') or []))} form" + (" and attacking" if v.get("attacking") else "")
    if k == "count" and isinstance(v.get("flt"), dict) and ("min" in v or "max" in v):
        what = count_words(v, True)
        return f"there are {v['min']} or more {what}" if "min" in v else f"there are {v['max']} or fewer {what}"
    return _more_condition_words(k, v)


_WHO = {"it": "it", "self": "this card", "hero": "your hero"}
"""engine.wow.conditions' ``who``: the card the effect applies to, the source, the controller's hero."""
_WITH = {"self": "this card", "hero": "your hero", "opposing_hero": "an opposing hero"}
"""statics' ``st_in_combat`` ``with``."""
_LOG = {"destroy": "was destroyed", "enter": "entered play", "leave": "left play", "grave": "was put into a graveyard"}
"""quests.q_log's card events (415.9a, 415.2)."""


def _a(what: str) -> str:
    return f"{'an' if what[:1] in 'aeiou' else 'a'} {what}"


def _log_words(v: dict[str, Any]) -> str:
    """engine.wow.quests.q_log: something that happened this turn ("you completed a quest this turn")."""
    who = {"you": "you", "opponent": "an opponent"}.get(str(v.get("who", "any")), "")
    noun = _type_noun(list(v.get("types") or []), False)
    thing = (f"{v['tag']} " if v.get("tag") else "") + noun
    ev = v.get("ev")
    if ev == "play":
        text = f"{who or 'a player'} played {_a(thing)}"
    elif ev == "quest":
        text = f"{who or 'a player'} completed a quest"
    elif ev in _LOG:
        whose = {"you": " you controlled", "opponent": " an opponent controlled"}.get(str(v.get("who", "any")), "")
        text = f"{_a(thing)}{whose} {_LOG[ev]}"
    elif ev in ("damage", "heal"):
        src = v.get("src_kind") or "card"
        src = {"you": f"{'your hero' if src == 'hero' else _a(src) + ' you control'}",
               "opponent": f"{'an opposing hero' if src == 'hero' else _a(src) + ' an opponent controls'}"}.get(str(v.get("who", "any")), _a(src))
        to = " or ".join(map(str, v.get("to_kind") or [])) or ""
        to_who = {"you": "your", "opponent": "an opposing"}.get(str(v.get("to_who", "")), "")
        target = f" to {to_who + ' ' if to_who else 'a '}{to or 'hero or ally'}" if to or to_who else ""
        kind = " ".join([*(["fatal"] if v.get("fatal") else []), *(["combat"] if v.get("combat") else []), *map(str, v.get("dtypes") or [])])
        text = (f"{src} dealt {kind + ' ' if kind else ''}damage{target}" if ev == "damage" else f"{src} healed damage{target}")
    else:
        text = f"{who or 'a player'}: {str(ev).replace('_', ' ')}"
    more = (f" ({v['min']} or more times)" if v.get("min", 1) != 1 else "") + (f" ({v['min_n']} or more in all)" if "min_n" in v else "")
    return text + " this turn" + more + (f" (from {v['min_src']} or more different cards)" if "min_src" in v else "")


def _more_condition_words(k: Any, v: dict[str, Any]) -> str | None:
    """The checks of combat, counters, resources, hero damage and the turn's log in words (conditions, statics,
    wscale_checks, turn_triggers, quests, combat_conditions, combat_while, wongp_conditions); None for the others."""
    if k in ("wsc_no_counters", "turn_counters") and not v.get("max"):
        return f"there are no {v.get('kind')} counters on this card"  # 404.1d
    if k == "turn_counters":
        return f"this card has {v['max']} or fewer {v.get('kind')} counters on it"
    if k == "wsc_min_counters":
        return f"this card has {v.get('min')} or more {v.get('kind')} counters on it"
    if k == "attacking_vs" and v.get("who") in _WHO:
        return f"{_WHO[v['who']]} is attacking {_a(str(v.get('state')))} {'ally' if v.get('ally_only') else 'hero or ally'}"
    if k == "st_attacking":
        cost = (f" with cost {v['min_cost']} or more" if "min_cost" in v else "") + (f" with cost {v['max_cost']} or less" if "max_cost" in v else "")
        return f"it is attacking {_a(str(v.get('kind')))}{cost}"
    if k == "st_in_combat":
        other = _WITH.get(str(v.get("with")), _a(str(v.get("tag", ""))))
        return f"it is in combat with {other}"
    if k == "wc_in_combat" and v.get("who") in ("hero", "self"):
        return f"{'your hero' if v['who'] == 'hero' else 'this card'} is in combat"
    if k == "wca_hero_vs":
        role = "attacking" if v.get("role") == "attacking" else "in combat with"
        what = _a(str(v.get("kind"))) + (f" with {v['min_damage']} or more damage on it" if "min_damage" in v else "") + (
            f" with cost {v['min_cost']} or more" if "min_cost" in v else "")
        return f"your hero is {role} {what}"
    if k == "hero_damage" and "min" in v:
        return f"{'your hero has' if v.get('side') == 'you' else 'an opposing hero has'} {v['min']} or more damage on it"
    if k == "hero_more_damage":
        return "your hero has more damage on it than an opposing hero"
    if k == "ready_resources" and "max" in v:
        return "you have no ready resources" if v["max"] == 0 else f"you have {v['max']} or fewer ready resources"
    if k == "q_resources" and "min" in v:
        return f"you have exactly {v['min']} resources" if v.get("max") == v["min"] else f"you have {v['min']} or more resources"
    if k == "q_more_resources":
        return "an opponent has more resources than you"
    if k == "more_allies":
        return "an opponent controls more allies than you" if v.get("who") == "opponent" else "you control more allies than an opponent"
    if k == "q_same_name":
        return "two or more allies in play have the same name"
    if k == "turn_not" and isinstance(v.get("c"), dict):
        return f"it is not so that {value_words(v['c'])}"
    if k == "turn_host_allies" and "max" in v:
        return ("there are no allies" if v["max"] == 0 else f"there are {v['max']} or fewer allies") + " in the attached character's party"
    if k == "turn_host_state":
        return f"the attached character is {v.get('state')}"
    if k == "turn_hero_named":
        return f"your hero is {v.get('name')}"
    if k == "turn_placed":
        return "you didn't place a resource this turn" if v.get("not") else "you placed a resource this turn"
    if k == "wp_opp_hero_face":
        return f"an opposing hero is face {'down' if v.get('down') else 'up'}"
    if k == "st_opposing" and isinstance(v.get("flt"), dict) and ("min" in v or "max" in v):
        flt = {**v["flt"], **({"state": v["state"]} if v.get("state") else {})}
        if "max" in v:
            return f"your opponents control {'no' if v['max'] == 0 else str(v['max']) + ' or fewer'} {card_words(flt, True)}"
        return f"your opponents control {_many(v['min'], card_words(flt), card_words(flt, True))}"
    if k == "st_opp_graveyard" and isinstance(v.get("flt"), dict):
        return f"an opponent has {_a(card_words(v['flt']))} card in his graveyard".replace("card card", "card")
    if k == "wca_all" and isinstance(v.get("of"), list):
        return " and ".join(value_words(c) for c in v["of"])
    if k == "q_log":
        return _log_words(v)
    return _card_condition_words(k, v)


def _card_condition_words(k: Any, v: dict[str, Any]) -> str | None:
    """Checks of one card, a hero or a zone in words (wstatics_conditions, combat_conditions, wact2, wgear, quests,
    statics, wongp_conditions, double_stats, random_modes, wreal2_checks); None for the others."""
    if k == "ws_has_attached":
        return f"{_a(str(v.get('kind')))} is attached to this card"
    if k == "wca_attacking_tag":
        return f"it is attacking {_a(str(v.get('tag')))}"
    if k == "wa2_self_kw":
        return f"this card has {v.get('kw')}"
    if k == "wge_profession":
        return f"your hero has {v.get('name')}"
    if k == "wge_hero_dealt":
        return f"your hero dealt {str(v['dtype']) + ' ' if v.get('dtype') else ''}damage this turn"
    if k == "wge_top_fits" and isinstance(v.get("filter"), dict):
        what = card_words(v["filter"])
        return f"the top card of your deck is {_a(what)}{'' if what.startswith('card') else ' card'}"
    if k == "q_party" and v.get("tags"):
        return f"an opponent has {_a(' or '.join(str(t).title() for t in v['tags']))} hero or ally in his party"
    if k == "q_each_type" and v.get("types"):
        return "you control " + " and ".join(_a(str(t)) for t in v["types"])
    if k == "st_ally_atk":
        return f"you control another ally with {v.get('min_atk', v.get('atk_min'))} or more ATK"
    if k == "st_graveyards":
        return "each player has a card in his graveyard"
    if k == "wp_remaining":
        return f"this card has exactly {v.get('n')} remaining health"
    if k == "w8e_hero_remaining_max":
        return f"your hero has {v.get('n')} or less remaining health"
    if k == "wp_opp_control" and isinstance(v.get("flt"), dict):
        return f"an opponent controls {_a(card_words(v['flt']))}"
    if k == "wp_graveyard_kinds" and isinstance(v.get("flts"), list):
        return "your graveyard has " + " and ".join(_a(card_words(f)) for f in v["flts"] if isinstance(f, dict))
    if k == "wrm_mode_is" and isinstance(v.get("i"), int):
        return f"mode {v['i'] + 1} was picked"
    if k == "wr2_costs" and v.get("costs"):
        return "you control cards with each of the costs " + ", ".join(map(str, v["costs"]))
    return None


def count_words(v: dict[str, Any], plural: bool = False) -> str:
    """engine.wow.conditions.count's cards ("exhausted resource an opponent controls")."""
    flt = dict(v.get("flt") or {})
    if v.get("state"):
        flt["state"] = v["state"]
    what = card_words(flt, plural)
    zone = v.get("zone", "play")
    whose = {"you": "you control", "opponent": "an opponent controls" if not plural else "your opponents control"}.get(str(v.get("side")), "")
    if zone == "graveyard":
        return f"{what} in {'your' if v.get('side') == 'you' else 'an opponent' + chr(39) + 's'} graveyard"
    return f"{what} {whose}".strip()


def amount_words(per: Any) -> str:
    """What a "for each" counts, after "for each" ("ally you control", "point of the combined damage
    on your Troll cards")."""
    if isinstance(per, str):
        if per.startswith("counters:"):
            return f"{per.split(':', 1)[1]} counter on it"
        return _PER.get(per, value_words(per))
    if isinstance(per, dict) and per.get("k") in ("count", "st_count") and isinstance(per.get("flt"), dict) and not per.get("what"):
        words = ("other " if per.get("other") else "") + count_words(per)  # statics.count_of: "other" leaves this card out
        return words + (" (this card counted once too)" if per.get("plus_self") else "")
    if isinstance(per, dict) and per.get("k") == "st_count" and per.get("what") in _WHAT:  # statics.count_of's kinds
        return _WHAT[per["what"]].format(whose="you control" if per.get("side", "you") == "you" else "your opponents control",
                                         grave="your" if per.get("side", "you") == "you" else "your opponents'",
                                         hero="your hero" if per.get("side", "you") == "you" else "opposing heroes")
    if isinstance(per, dict) and per.get("k") == "q_tags":  # quests: your heroes and allies with any of the tags
        return " or ".join(map(str, per.get("tags") or [])) + " hero or ally you control"
    if isinstance(per, dict) and per.get("k") == "wsc_named":  # wscale_checks: allies with that name
        return f"{'other ' if per.get('other') else ''}ally named {per.get('name')} " + (
            "you control" if per.get("side", "you") == "you" else "in play" if per.get("side") == "any" else "your opponents control")
    if isinstance(per, dict) and per.get("k") == "wsc_sum":  # engine.wow.wscale_checks: your face-up cards outside the resources
        kinds = " ".join(map(str, per.get("tags") or [])) + " " + _type_noun(list(per.get("types") or []), True)
        agg = "the combined" if per.get("agg") == "sum" else "the highest"
        return f"point of {agg} {str(per.get('stat', '')).replace('atk', 'ATK')} {'on' if per.get('stat') == 'damage' else 'among'} your {kinds.strip()}"
    return value_words(per)


def value_words(v: Any) -> str:
    """A condition's value without Python's braces or internal names: ``{'k': 'q_hero_damage', 'min': 15}``
    → "hero damage (15 or more)" (``explain_raw``; the key's family prefix left out)."""
    if isinstance(v, dict) and (words := condition_words(v)) is not None:
        return words
    if isinstance(v, dict) and isinstance(v.get("flt"), dict):  # a count reader's card filter: "card (tag Undead, …, side you)"
        rest = {k: x for k, x in v.items() if k != "flt"}
        head = key_text(str(rest.pop("k", "")), PREFIXES)
        return ("card" if head in ("", "count") else head + " of cards") + f" ({_flt({**v['flt'], **rest})})"
    return value_text(v, PREFIXES)


def _token(tok: dict[str, Any], n: int) -> str:
    """An ally token as printed: "a 3 melee ATK / 3 health Ghoul ally token" (404.2)."""
    what = f"{tok.get('atk', '?')} {tok.get('damage_type') or ''} ATK / {tok.get('health', '?')} health {tok.get('name', '')} ally token"
    what = re.sub(r"\s+", " ", what).replace(" ATK", " ATK", 1)
    phrase = f"put {'a ' + what if n == 1 else str(n) + ' ' + re.sub(r' ally token$', ' ally tokens', what.replace(' ATK /', ' ATK /', 1))} into play"
    if n != 1:  # "2 2 melee ATK / …": the count said apart from the token's ATK
        phrase = f"put {n} ally tokens, each {'a' if what[:1] not in 'aeiou' else 'an'} {what}, into play"
    if tok.get("keywords"):
        phrase += " with " + ", ".join(map(str, tok["keywords"]))
    return phrase + (" exhausted" if tok.get("exhausted") else "")


def _phrase(e: Effect, cond: dict[str, Any]) -> str:
    """The effect's own phrase (no "may", "if you do" or sequel); ``cond`` loses the keys said here."""
    n = "X" if e.amount < 0 else str(e.amount)
    tgt = target_words(e.target)
    if e.op == "play_free" and isinstance(cond.get("token"), dict):
        phrase = _token(cond.pop("token"), max(1, e.amount))
        return phrase + (f" for {tgt}" if e.target is not None and e.target.kind not in ("player", "self") else "")
    if e.op == "tap" and e.zone == "resources" and e.target is not None and e.target.kind == "player":
        return f"pay {n}"  # exhaust N of your resources (403.1)
    if e.op == "damage":
        src = _SOURCES.get(str(cond.pop("source", "")), "")
        phrase = f"{src + ' deals' if src else 'deal'} {n} {e.stat + ' ' if e.stat else ''}damage to {tgt}"
        if cond.pop("unpreventable", False):
            phrase += " (it can't be prevented)"
        return phrase
    if e.op == "move" and e.zone == "attached" and e.target is not None:  # EN 400: an attachment's "Attach to target …"
        return f"attach this card to {tgt}"
    if e.op == "draw" and e.target is not None and e.target.kind in ("each_player", "opponent"):
        return f"{'each player' if e.target.kind == 'each_player' else 'your opponent'} draws {n} card{'s' if n != '1' else ''}"
    if e.op == "cost_change" and isinstance(cond.get("cost_change"), dict):  # engine.wow.next_cost (403.2)
        spec = cond.pop("cost_change")
        what = card_words(spec["filter"], not spec.get("next")) if isinstance(spec.get("filter"), dict) else ""
        doing = {"play": "to play", "strike": "to strike with", "complete": "to complete"}.get(str(spec.get("what")), value_words(spec.get("what")))
        noun = what or {"complete": "quest", "strike": "weapon"}.get(str(spec.get("what")), "card")
        return f"you pay {n} less {doing} {'your next ' + noun if spec.get('next') else noun} this turn" + (
            "".join(f" ({raw_words(k2, v2, PREFIXES)})" for k2, v2 in spec.items() if k2 not in ("what", "next", "filter")))
    if e.op == "reveal" and e.zone == "pick":  # engine.wow.reveal (EN 709.1)
        flt = dict(cond.pop("filter", {}) or {})
        look, must, every = cond.pop("look", False), cond.pop("must", False), cond.pop("all", False)
        to, rest = cond.pop("to", "hand"), cond.pop("rest", "bottom")
        what = card_words(flt) + ("" if "types" in flt else " card") if flt else "card"
        whose = "an opponent's" if cond.pop("deck", "") == "opponent" else "your"
        head = f"{'look at' if look else 'reveal'} the top {n} card{'s' if n != '1' else ''} of {whose} deck"
        take = (f"put each {'' if look else 'revealed '}{what}" if every else
                f"put {'one' if must else 'up to one'} {'' if look else 'revealed '}{what}")
        where = {"hand": "into your hand", "top": "on top of your deck", "removed": "out of the game", "play": "into play"}.get(str(to), str(to))
        rests = {"bottom": "on the bottom of your deck", "top": "on top of your deck", "graveyard": "into your graveyard",
                 "shuffle": "shuffled into your deck"}.get(str(rest), str(rest))
        return f"{head}; {take.replace('  ', ' ')} {where}, the rest {rests}"
    if e.op == "unless" and e.target is not None:  # templates_unless: the target's controller may pay or discard instead
        alt = {"pay": f"pay {n}", "discard": "choose and discard a card", "destroy_ally": "destroy an ally he controls"}.get(e.stat, value_words(e.stat))
        return f"the controller of {tgt} may {alt}"
    if e.op == "search" and e.target is None:  # engine.wow.search (413): the card's kind follows ("allies only")
        return "search your deck for a card"
    if e.op == "heal":
        src = _SOURCES.get(str(cond.pop("source", "")), "")
        amount = "all" if e.amount >= ALL else f"up to {n}"
        return f"{src + ' heals' if src else 'heal'} {amount} damage from {tgt}"
    if e.op == "tag_limit" and e.amount < 0:  # ops: -1 is any number (414.3b)
        return f"{'you' if e.target is None or e.target.kind in ('player', 'player_hero') else tgt + chr(39) + 's player'} can control any number of {e.keyword} cards"
    if e.op == "grant_keyword" and e.keyword.startswith(RETYPE):  # packet_retype (408.2a, EN 716)
        who = tgt + (" in play now" if e.target is not None and e.target.kind == "each" else "")  # the set fixed as it resolves
        when = "this turn" if e.duration == "this_turn" else "until it leaves play"  # 415.9a
        return f"{who} deals {e.keyword[len(RETYPE):].lower()} damage instead of any type it would deal, {when}"
    if e.op == "grant_keyword":
        shown = e.keyword + (f" {e.amount}" if e.amount and (e.keyword in (*_NUMBERED, PREVENT) or e.amount != 1) else "")  # "the next 1"
        if e.amount >= ALL:  # sentinel amounts (procedure.py): the next damage, or all of it
            shown = f"{e.keyword} ({'the next damage' if e.amount == NEXT_PACKET else 'all damage'})"
        lasts = " until used or until it leaves play" if e.keyword == PREVENT and e.duration == "permanent" else ""  # state.Shield (415.9a)
        return wow_words(describe(replace(e, target=None, condition=None, optional=False, then=[], keyword=shown, amount=0), GAME)).replace("this card", tgt, 1) + lasts
    bare = replace(e, condition=None, optional=False, then=[], target=None if e.target is None or e.target.kind in (*_TARGETS, "ref") else e.target)
    phrase = describe(bare, GAME)
    if bare.target is None and e.target is not None:
        phrase = phrase.replace("this card", tgt, 1)
    elif bare.target is not None:  # the shared words' "a chosen card (types ally)" as a player says it
        phrase = phrase.replace(describe_target(bare.target, GAME), tgt, 1)
    return phrase


def describe_effect(e: Effect) -> str:
    """One effect in words, as the engine carries it out, its sequels after it."""
    cond = dict(e.condition or {})
    phrase = _phrase(e, cond)
    done, not_done = cond.pop("if_done", False), cond.pop("if_not_done", False)
    may = cond.pop("may", False)
    if cond.pop("exhausted", False) is True:
        phrase += " exhausted"
    if isinstance(cond.get("filter"), dict):  # the kind of card the op takes ("each player destroys an ally")
        flt = cond.pop("filter")
        if flt:
            phrase += f" ({card_words(flt, True)} only)"
    if isinstance(per := cond.pop("per", None), (dict, str)):
        phrase += f" for each {amount_words(per)}"
    if isinstance(plus := cond.get("plus"), list) and all(isinstance(x, dict) and "per" in x for x in plus):
        cond.pop("plus")  # engine.wow.amounts: the printed amount plus N for each counted
        extra = " plus ".join(("" if x.get("n", 1) == 1 else f"{x['n']} times ") + "1 for each " + amount_words(x["per"]) for x in plus)
        phrase = re.sub(r"\b0 (?=\w+ damage|damage|card)", "X ", phrase, count=1) + (f" (X = {extra})" if e.amount == 0 else f" (plus {extra})")
    if isinstance(more := cond.get("more"), dict) and "amount" in more:
        cond.pop("more")  # "… or three if …" (procedure.more_amount)
        check = value_words(more["if"]) if isinstance(more.get("if"), dict) else ""
        phrase += f" ({more['amount']} instead{' if ' + check if check else ''})"
    if cond:
        phrase += " (" + ", ".join((f"if {value_words(v)}" if k in ("if", "while") else raw_words(k, v, PREFIXES)) for k, v in sorted(cond.items())) + ")"
    if e.optional or may:
        m = re.match(r"(your hero|this card) (deal|heal)s ", phrase)
        phrase = f"{m[1]} may {m[2]} {phrase[m.end():]}" if m else "you may " + phrase.removeprefix("you ")
    if done:
        phrase = "if you do, " + phrase
    elif not_done:
        phrase = "if you don't, " + phrase
    return tidy(_numbers(wow_words(phrase + "".join(", then " + describe_effect(t) for t in e.then))))


def _numbers(text: str) -> str:
    """Sentinel amounts in words (procedure.py says them the same way): NEXT_PACKET "the next damage",
    ALL and above "all"."""
    text = re.sub(rf"\b(?:the next )?{NEXT_PACKET}\b", "the next", text)
    text = re.sub(r"\b\d{7,}\b", lambda m: "all" if int(m[0]) >= ALL else m[0], text)
    return text


_CLAUSE = re.compile(r"((?:(?:While|If) [^,.]*, )?(?:Whenever|When|At the|At end|After|The first time|Each time)\b[^,.]*?),", re.I)
"""A printed "when" clause, up to its comma (a condition after it is the effects' own, said with them)."""


def head(pw: Power) -> str:
    """What sets the power off, as printed and enforced: an activated power's cost (EN 701, read whole
    by templates_costs.power_cost, else the power is manual) with "on your turn only" / "once per turn",
    a triggered power's "when" clause (EN 703); empty for other powers."""
    text = pw.text
    limits = []
    if pw.cost.get("own_turn") or pw.cost.get("on_your_turn"):
        limits.append("on your turn only")
    if pw.cost.get("once_per_turn"):
        limits.append("once per turn")
    if pw.kind == "activated" and "->" in text:
        cost = re.sub(r"^(?:Ongoing:\s*)?(?:On your turn:\s*)?(?:Once per turn:\s*)?", "", text.split("->", 1)[0].strip()).rstrip(" -")
        use = " ".join(re.findall(r"Use only (?!on your turn|once per turn)[^.]*\.", text))
        return f"{cost}{' (' + ', '.join(limits) + ')' if limits else ''}{' ' + use if use else ''} ->"
    if pw.kind != "triggered":
        return ""
    pre = ""
    if "->" in text:  # a payment power that sets up a trigger ("2, Flip Obora -> When an opponent draws …")
        pre, text = text.split("->", 1)
        pre = pre.strip() + " -> "
    if m := _CLAUSE.search(text):
        return f"{pre}{m[1][:1].upper()}{m[1][1:]}:"
    for word in ("Stash", "Death Rattle"):
        if text.lstrip().startswith(word):
            return f"{pre}{word}:"
    when = _WHEN.get(pw.trigger, f"When ({pw.trigger.replace('_', ' ')})")
    return f"{pre}{when}:" if pw.trigger else pre


def power_words(pw: Power) -> str:
    """A power in words: its head, then its effects in order."""
    parts = [describe_effect(e) for e in pw.effects]
    for i, e in enumerate(pw.effects[:-1]):  # after "unless its controller …": the controller is the one who didn't
        if e.op == "unless":
            parts[i + 1] = re.sub(r"^if you don't,", "if they don't,", parts[i + 1])
    what = ", then ".join(parts)
    h = head(pw)
    return f"{h} {what}".strip() if h else what
