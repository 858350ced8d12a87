"""Helper wgear (issue #18): effect sentences of payment powers (EN 701) on equipment, locations and
ongoing abilities that no template read (ops: ``engine.wow.wgear``).

- "… for each counter removed this way." / "Your hero heals damage from itself equal to the number of
  counters removed this way." — the counters the power's cost removed (403.4; the count
  ``{"k": "wge_removed"}``). In the pool these counters are always removed by the cost.
- "Each (opposing) hero deals 4 nature damage to itself." → ``wgear_self_damage`` (408.1: it is the source);
  "Each hero heals 7 damage from itself." → ``wgear_self_heal`` (408.2c: it is the healer).
- "Destroy all weapons named The Unstoppable Force." → ``wgear_destroy_named`` (200.2: a card's name).
- "Opposing heroes and allies can't be healed this turn." → the restriction ``Can't Be Healed`` (103.2)
  on each of them this turn.
- "Target [Frost] card has Assault 2 this turn." → a keyword on a chosen card with that tag (202.1a).
- "Add a life counter to this location." → ``add_counters`` on the source (404.1).
- "Reveal the top card of your deck." + "You may place it exhausted as an additional resource this
  turn." → ``additional_resource`` (412.1c, EN 709.3 "may").
- "Put a (token) copy of target ally token / token ally (you control) into play." → ``copy`` (402.3).
- "Double target weapon's ATK this turn." / "Target weapon's ATK becomes equal to its strike cost this turn."
  → ``wgear_atk_to`` (714.1).
- "If your hero is defending against an ally, remove your hero from combat." → ``remove_from_combat`` under the
  condition ``wge_defending_vs_ally`` (EN 603, EN 709).
- "Your hero deals 1 holy damage to each hero and ally it dealt combat damage to this turn." (408.3b).
- "Destroy all abilities and equipment that have or share the lowest (highest) cost among abilities and equipment
  in play." / "Destroy each equipment with cost X or less." → ``wgear_destroy_cost`` (201.3).
- Conditions (``CONDITION_READERS``): "an opposing ally was destroyed this turn", "an opposing hero or ally dealt
  damage to your hero this turn", "your hero has dealt fire damage this turn", "your hero has Enchanting".
"""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .conditions import CONDITION_READERS
from .keys import CANT_BE_HEALED
from .readers import GRANTABLE
from .registry import PAIRS, SENTENCES, TEXTS, read_sentence

REMOVED = {"k": "wge_removed"}
"""The count of counters the power's cost removed (``engine.wow.wgear``)."""
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_PLURAL = {"weapons": "weapon", "armor": "armor", "items": "item", "allies": "ally", "abilities": "ability"}


@SENTENCES.register("wgear_per_removed", r"(.+?) for each counter removed this way", full=True, priority=140, flags=re.I)
def _per_removed(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals 1 shadow damage to target hero or ally for each counter removed this way." (403.4)."""
    effs = read_sentence(m.group(1), name)
    if not effs or any(e.op not in ("damage", "heal") or e.amount <= 0 for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "per": dict(REMOVED)}
        e.text = sentence
    return effs


@SENTENCES.register("wgear_heal_removed", r"your hero heals damage from itself equal to the number of counters removed this way",
                    full=True, priority=140, flags=re.I)
def _heal_removed(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Your hero heals damage from itself equal to the number of counters removed this way." (407.1, 403.4)."""
    return [Effect("heal", 1, Target("player_hero"), condition={"per": dict(REMOVED)}, text=sentence)]


@SENTENCES.register("wgear_self_damage", r"each (opposing )?hero deals (\d+) (arcane|fire|frost|holy|melee|nature|ranged|shadow) damage to itself",
                    full=True, priority=140, flags=re.I)
def _self_damage(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Each opposing hero deals 4 nature damage to itself." (408.1: each hero is the source of its packet)."""
    flt = {"types": ["hero"], **({"side": "opposing"} if m.group(1) else {})}
    return [Effect("wgear_self_damage", int(m.group(2)), Target("each", flt), stat=m.group(3).lower(), text=sentence)]


@SENTENCES.register("wgear_self_heal", r"each (opposing )?hero heals (\d+) damage from itself", full=True, priority=140, flags=re.I)
def _self_heal(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Each hero heals 7 damage from itself." (408.2c: each hero heals itself)."""
    flt = {"types": ["hero"], **({"side": "opposing"} if m.group(1) else {})}
    return [Effect("wgear_self_heal", int(m.group(2)), Target("each", flt), text=sentence)]


@SENTENCES.register("wgear_destroy_named", r"destroy all (weapons|armor|items|allies|abilities) named (.+)", full=True, priority=140, flags=re.I)
def _destroy_named(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Destroy all weapons named The Unstoppable Force." (200.2, 709.1)."""
    return [Effect("wgear_destroy_named", 0, condition={"types": [_PLURAL[m.group(1).lower()]], "name": m.group(2).strip()}, text=sentence)]


@SENTENCES.register("wgear_cant_be_healed", r"opposing heroes and allies can't be healed this turn", full=True, priority=140, flags=re.I)
def _cant_be_healed(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Opposing heroes and allies can't be healed this turn." (103.2)."""
    return [Effect("grant_keyword", 0, Target("each", {"types": ["hero", "ally"], "side": "opposing"}), keyword=CANT_BE_HEALED,
                   duration="this_turn", text=sentence)]


_KW = "|".join(re.escape(k) for k in sorted(GRANTABLE, key=len, reverse=True))


@SENTENCES.register("wgear_tag_card_keyword", r"[Tt]arget ([A-Z][a-z]+) card has (" + _KW + r")(?: (\d+))? this turn", full=True, priority=140)
def _tag_card_keyword(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target [Frost] card has Assault 2 this turn." (202.1a: a card in play with that word; 714.1)."""
    if m.group(2) in ("Assault",) and not m.group(3):
        return None
    flt = {"types": ["hero", "ally", "weapon", "armor", "item", "ability"], "tag": m.group(1)}
    return [Effect("grant_keyword", int(m.group(3) or 0), Target("chosen", flt), keyword=m.group(2), duration="this_turn", text=sentence)]


@SENTENCES.register("wgear_counter_location", r"add (an?|one|two|three) (\w+) counters? to this location", full=True, priority=140, flags=re.I)
def _counter_location(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Add a life counter to this location." (404.1: on the source)."""
    return [Effect("add_counters", _NUM[m.group(1).lower()], stat=m.group(2).lower(), text=sentence)]


_REVEAL = re.compile(r"reveal the top card of your deck", re.I)
_PLACE = re.compile(r"you may place it (exhausted|ready) as an additional resource(?: this turn)?", re.I)


@PAIRS.register("wgear_reveal_may_resource", priority=33)
def _reveal_may_resource(first: str, second: str) -> list[Effect] | None:
    """ "Reveal the top card of your deck." + "You may place it exhausted as an additional resource this
    turn." (412.1c; EN 709.3: or leave it on top)."""
    if not (_REVEAL.fullmatch(first.strip().rstrip(".")) and (b := _PLACE.fullmatch(rx.spaces(second.strip().rstrip("."))))):
        return None
    return [Effect("additional_resource", 0, condition={"exhausted": b.group(1).lower() == "exhausted", "may": True}, text=f"{first} {second}")]


@SENTENCES.register("wgear_token_copy", r"put a (?:token )?copy of target (?:ally token|token ally)( you control)? into play", full=True, priority=140, flags=re.I)
def _token_copy(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Put a copy of target ally token into play." / "Put a token copy of target token ally you control into
    play." (402.3: a copy of a token ally is a token; a token's words hold Token, 404.2)."""
    flt = {"types": ["ally"], "tag": "Token", **({"side": "friendly"} if m.group(1) else {})}
    return [Effect("copy", 0, Target("chosen", flt), zone="token", text=sentence)]


@SENTENCES.register("wgear_double_atk", r"double target weapon's ATK this turn", full=True, priority=140, flags=re.I)
def _double_atk(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Double target weapon's ATK this turn." (714.1: +its ATK as it resolves)."""
    return [Effect("wgear_atk_to", 0, Target("chosen", {"types": ["weapon"]}), stat="double", duration="this_turn", text=sentence)]


@SENTENCES.register("wgear_atk_strike_cost", r"target weapon's ATK becomes equal to its strike cost this turn", full=True, priority=140, flags=re.I)
def _atk_strike_cost(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Target weapon's ATK becomes equal to its strike cost this turn." (303.2: the printed strike cost; 714.1)."""
    return [Effect("wgear_atk_to", 0, Target("chosen", {"types": ["weapon"]}), stat="strike_cost", duration="this_turn", text=sentence)]


@SENTENCES.register("wgear_leave_defence", r"if your hero is defending against an ally, remove your hero from combat", full=True, priority=140, flags=re.I)
def _leave_defence(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "If your hero is defending against an ally, remove your hero from combat." (EN 603; checked as it resolves, EN 709)."""
    return [Effect("remove_from_combat", 0, Target("player_hero"), condition={"if": {"k": "wge_defending_vs_ally"}}, text=sentence)]


@SENTENCES.register("wgear_combat_damaged", r"your hero deals (\d+) (arcane|fire|frost|holy|melee|nature|ranged|shadow) damage to each hero and ally it dealt combat damage to this turn",
                    full=True, priority=140, flags=re.I)
def _combat_damaged(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Your hero deals 1 holy damage to each hero and ally it dealt combat damage to this turn." (408.3b: this
    turn's combat damage by your hero)."""
    flt = {"types": ["hero", "ally"], "dealt_turn": {"role": "target", "combat": True, "by": "hero"}}
    return [Effect("damage", int(m.group(1)), Target("each", flt), stat=m.group(2).lower(), condition={"source": "hero", "unpreventable": False}, text=sentence)]


@SENTENCES.register("wgear_destroy_edge_cost", r"destroy all abilities and equipment that have or share the (lowest|highest) cost among abilities and equipment in play",
                    full=True, priority=140, flags=re.I)
def _destroy_edge_cost(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Destroy all abilities and equipment that have or share the lowest cost among abilities and equipment in play." (201.3)."""
    return [Effect("wgear_destroy_cost", 0, stat=m.group(1).lower(), condition={"types": ["ability", "weapon", "armor", "item"]}, text=sentence)]


@SENTENCES.register("wgear_destroy_cost_x", r"destroy each equipment with cost X or less", full=True, priority=140, flags=re.I)
def _destroy_cost_x(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Destroy each equipment with cost X or less." (201.3: X as paid)."""
    return [Effect("wgear_destroy_cost", -1, stat="at_most", condition={"types": ["weapon", "armor", "item"]}, text=sentence)]


_PROFESSIONS = ("Alchemy", "Blacksmithing", "Enchanting", "Engineering", "Herbalism", "Inscription", "Jewelcrafting", "Leatherworking",
                "Mining", "Skinning", "Tailoring")
_TYPES = "arcane|fire|frost|holy|melee|nature|ranged|shadow"


def wge_condition(s: str, name: str) -> dict | None:
    """Condition phrases on this turn's history and the hero's professions (``engine.wow.wgear``)."""
    if rx.fullmatch(r"an opposing ally was destroyed this turn", s, re.I):
        return {"k": "wge_destroyed", "side": "opposing", "type": "ally"}
    if rx.fullmatch(r"an opposing hero or ally dealt damage to your hero this turn", s, re.I):
        return {"k": "wge_hurt_by_opposing"}
    m = rx.fullmatch(r"your hero has dealt (?:(" + _TYPES + r") )?damage this turn", s, re.I)
    if m:
        return {"k": "wge_hero_dealt", "dtype": (m.group(1) or "").lower(), "who": "hero"}
    m = rx.fullmatch(r"your hero has (" + "|".join(_PROFESSIONS) + r")", s)
    if m:
        return {"k": "wge_profession", "name": m.group(1)}
    return None


CONDITION_READERS.append(wge_condition)


_TOKEN_ALLY = {"k": "wge_tokens"}
"""The token allies you control: made as tokens (404.2) or token copies (402.3) (``engine.wow.wgear``)."""


@TEXTS.register("wgear_assault_per", r"\s*(your hero|target [^.]+?) has Assault (\d+) this turn for each ([^.]+?)\.?", full=True, priority=140, flags=re.I)
def _assault_per(m: re.Match, name: str) -> list[Effect] | None:
    """ "Your hero has Assault 1 this turn for each token ally you control." / "Target Goblin you control has Assault 1
    this turn for each equipment you control." (the whole effect text; counted as it resolves, 714.1)."""
    from .readers import per_key, target

    per = _TOKEN_ALLY if m.group(3).lower() == "token ally you control" else per_key(m.group(3))
    tgt = Target("player_hero") if m.group(1).lower() == "your hero" else target(m.group(1), name)
    bare = rx.fullmatch(r"([Tt]arget [A-Z][\w'-]*) you control", m.group(1))
    if tgt is None and bare and (tgt := target(bare.group(1), name)) is not None:  # "target Goblin you control": a friendly Goblin hero or ally
        tgt = Target(tgt.kind, {**tgt.filter, "side": "friendly"})
    if per is None or tgt is None or tgt.kind not in ("chosen", "player_hero"):
        return None
    return [Effect("wgear_keyword_per", int(m.group(2)), tgt, keyword="Assault", duration="this_turn", condition={"per": per},
                   text=m.group(0).strip())]


@SENTENCES.register("wgear_heal_per_named", r"your hero heals (\d+) damage from itself for each of your (armor|weapons|items) with (.+?) in its name",
                    full=True, priority=140, flags=re.I)
def _heal_per_named(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Your hero heals 1 damage from itself for each of your armor with Mana-Etched in its name." (200.2, 407.1)."""
    per = {"k": "wge_named", "types": [_PLURAL.get(m.group(2).lower(), m.group(2).lower())], "part": m.group(3)}
    return [Effect("heal", int(m.group(1)), Target("player_hero"), condition={"per": per}, text=sentence)]


@TEXTS.register("wgear_reveal_may_remove", r"\s*Reveal the top card of target player's deck\. You may remove that card from the game\.?", full=True, priority=140)
def _reveal_may_remove(m: re.Match, name: str) -> list[Effect]:
    """ "Reveal the top card of target player's deck. You may remove that card from the game." (415.3a, EN 709.3)."""
    return [Effect("wgear_reveal_top", 0, Target("chosen", {"player": True}), text="Reveal the top card of target player's deck."),
            Effect("remove_top", 1, Target("ref", {"of": ""}), optional=True, text="You may remove that card from the game.")]


@PAIRS.register("wgear_look_top_take", priority=33)
def _look_top_take(first: str, second: str) -> list[Effect] | None:
    """ "Look at the top card of your deck." + "If it's an ability card, you(r) may reveal it and put it into your hand."
    (415.4a; EN 709.3: only if it is such a card)."""
    from .conditions import card_filter

    if not rx.fullmatch(r"look at the top card of your deck", first.strip().rstrip("."), re.I):
        return None
    m = rx.fullmatch(r"if it's an? (.+?) card, your? may reveal it and put it into your hand", second.strip().rstrip("."), re.I)
    if not m or (flt := card_filter(m.group(1))) is None:
        return None
    return [Effect("wgear_look_top", 0, text=first),
            Effect("wgear_top_to_hand", 0, optional=True, condition={"if": {"k": "wge_top_fits", "filter": flt}}, text=second)]


@PAIRS.register("wgear_remove_top_cost_damage", priority=33)
def _remove_top_cost_damage(first: str, second: str) -> list[Effect] | None:
    """ "Remove the top card of your deck from the game." + "Your hero deals ranged damage equal to that card's cost to
    target ally." (201.3: X counts 0; ``refs``: that card)."""
    from .readers import target

    if not rx.fullmatch(r"remove the top card of your deck from the game", first.strip().rstrip("."), re.I):
        return None
    m = rx.fullmatch(r"your hero deals (" + _TYPES + r") damage equal to that card's cost to (target .+)", second.strip().rstrip("."), re.I)
    if not m or (tgt := target(m.group(2), "")) is None or tgt.kind != "chosen":
        return None
    return [Effect("wgear_remove_top_ref", 0, text=first),
            Effect("damage", 1, tgt, stat=m.group(1).lower(), condition={"source": "hero", "unpreventable": False, "ref_amount": "cost"}, text=second)]


@PAIRS.register("wgear_random_hand_if", priority=33)
def _random_hand_if(first: str, second: str) -> list[Effect] | None:
    """ "Reveal a random card from your hand." + "If it's a [Holy] card, …" (EN 709.3: the rest only if it has that word)."""
    from .registry import clauses

    if not rx.fullmatch(r"reveal a random card from your hand", first.strip().rstrip("."), re.I):
        return None
    m = rx.fullmatch(r"if it's an? \[?([A-Z][a-z]+)\]? card, (.+)", second.strip(), re.I)
    if not m:
        return None
    rest = m.group(2)[0].upper() + m.group(2)[1:]
    effs = clauses(rest, "")
    if not effs or any(e.op == "manual" for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if_done": True}
    return [Effect("wgear_reveal_random_hand", 0, condition={"tag": m.group(1).capitalize()}, text=first), *effs]


@SENTENCES.register("wgear_prevent_next_x", r"prevent the next X damage that would be dealt to (target .+?) this turn, where X is the number of (.+)",
                    full=True, priority=140, flags=re.I)
def _prevent_next_x(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Prevent the next X damage that would be dealt to target ally this turn, where X is the number of Paladins and
    Priests you control." (EN 717, 405.5: a shield of X, counted as it resolves)."""
    from .keys import PREVENT
    from .readers import per_key, target

    phrase = m.group(2)
    per = per_key(phrase) or per_key(rx.sub(r"(?<=[a-z])s\b(?= and| or| you)", "", phrase))  # "Paladins and Priests you control"
    tgt = target(m.group(1), name)
    if per is None or tgt is None or tgt.kind != "chosen":
        return None
    return [Effect("grant_keyword", 1, tgt, keyword=PREVENT, duration="this_turn", condition={"per": per}, text=sentence)]


@SENTENCES.register("wgear_damage_per_classes", r"your hero deals (" + _TYPES + r") damage to (target .+?) equal to the number of different classes among "
                    r"heroes and allies you control", full=True, priority=140, flags=re.I)
def _damage_per_classes(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals fire damage to target hero or ally equal to the number of different classes among heroes and
    allies you control." (202.1; counted as it resolves)."""
    from .readers import target

    tgt = target(m.group(2), name)
    if tgt is None or tgt.kind != "chosen":
        return None
    return [Effect("damage", 1, tgt, stat=m.group(1).lower(), condition={"source": "hero", "unpreventable": False, "per": {"k": "wge_classes"}},
                   text=sentence)]


@TEXTS.register("wgear_next_cost_per_profession", r"\s*you pay (\d+) less to play your next (\w+) or (\w+) armor this turn for each ("
                    + "|".join(_PROFESSIONS) + r") hero and ally you control\.?", full=True, priority=140, flags=re.I)
def _next_cost_per_profession(m: re.Match, name: str) -> list[Effect]:
    """ "You pay 2 less to play your next Leather or Mail armor this turn for each Leatherworking hero and ally you
    control." (403.2; counted as it resolves; ``engine.wow.next_cost``)."""
    spec = {"what": "play", "next": True, "filter": {"types": ["armor"], "any_tag": [m.group(2).capitalize(), m.group(3).capitalize()]}}
    return [Effect("cost_change", int(m.group(1)), condition={"cost_change": spec, "per": {"k": "wge_professionals", "name": m.group(4).capitalize()}},
                   text=m.group(0).strip())]


@SENTENCES.register("wgear_reattach", r"attach this ability to (target .+)", full=True, priority=140, flags=re.I)
def _reattach(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Attach this ability to target opposing ability, ally, or equipment." (400.1: moved to a new host)."""
    from .readers import target

    tgt = target(m.group(1), name)
    if tgt is None or tgt.kind != "chosen":
        return None
    return [Effect("wgear_reattach", 0, tgt, text=sentence)]


@SENTENCES.register("wgear_atk_plus_x", r"this equipment has \+X ATK this turn", full=True, priority=140, flags=re.I)
def _atk_plus_x(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "This equipment has +X ATK this turn." (X as paid, 201.3)."""
    return [Effect("wgear_atk_plus", -1, duration="this_turn", text=sentence)]


def wge_condition_more(s: str, name: str) -> dict | None:
    """ "an opposing hero was dealt 6 or more damage this turn" (the packets dealt to one opposing hero this turn, 408.2a)."""
    m = rx.fullmatch(r"an opposing hero was dealt (\d+) or more damage this turn", s.strip(), re.I)
    return {"k": "wge_hero_hurt", "min": int(m.group(1))} if m else None


CONDITION_READERS.append(wge_condition_more)


def wge_condition_entered(s: str, name: str) -> dict | None:
    """ "an equipment entered play under your control this turn" (this turn's history, ``quests.note``)."""
    from .conditions import card_filter

    m = rx.fullmatch(r"an? (\w+) entered play under your control this turn", s.strip(), re.I)
    flt = card_filter(m.group(1)) if m else None
    return {"k": "wge_entered", "types": flt["types"]} if flt and "tag" not in flt else None


CONDITION_READERS.append(wge_condition_entered)


@SENTENCES.register("wgear_search_two_tags", r"[Ss]earch your deck for an? (Unlimited) ([A-Z][a-z]+) and put it into play", full=True, priority=140)
def _search_two_tags(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Search your deck for an Unlimited Murloc and put it into play." (413.1, 710.1: a card with both words)."""
    return [Effect("search", 1, zone="deck", condition={"filter": {"tag": m.group(2), "any_tag": [m.group(1)]}, "to": "play", "reveal": True},
                   text=sentence)]


@SENTENCES.register("wgear_heal_each_assault", r"your hero heals (\d+) damage from each ally you control and has Assault 1 this turn for each damage healed this way",
                    full=True, priority=140, flags=re.I)
def _heal_each_assault(m: re.Match, name: str, sentence: str) -> list[Effect]:
    """ "Your hero heals 1 damage from each ally you control and has Assault 1 this turn for each damage healed this way."."""
    return [Effect("wgear_heal_each_assault", int(m.group(1)), text=sentence)]


@TEXTS.register("wgear_hand_away", r"\s*Remove your hand from the game\. At end of turn, put the removed cards into your hand\.?", full=True, priority=140)
def _hand_away(m: re.Match, name: str) -> list[Effect]:
    """ "Remove your hand from the game. At end of turn, put the removed cards into your hand." (415.7, 415.9b)."""
    return [Effect("wgear_hand_away", 0, text=m.group(0).strip())]


@TEXTS.register("wgear_graveyard_is_deck", r"\s*Remove your deck from the game\. Shuffle your graveyard face down\. It is now your deck\.?", full=True, priority=140)
def _graveyard_is_deck(m: re.Match, name: str) -> list[Effect]:
    """ "Remove your deck from the game. Shuffle your graveyard face down. It is now your deck." (415.7, 415.3b)."""
    return [Effect("wgear_graveyard_is_deck", 0, text=m.group(0).strip())]


@SENTENCES.register("wgear_ready_or_exhaust", r"(you may )?ready or exhaust (target .+)", full=True, priority=140, flags=re.I)
def _ready_or_exhaust(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "You may ready or exhaust target resource." (411.1; chosen as it resolves, EN 709.3 "may": or neither)."""
    from .readers import target

    tgt = target(m.group(2), name)
    if tgt is None or tgt.kind != "chosen":
        return None
    return [Effect("wgear_pick", 0, tgt, stat="ready_or_exhaust", condition={"may": bool(m.group(1))}, text=sentence)]


@SENTENCES.register("wgear_keyword_or", r"(target .+?) has (Assault|Mend) (\d+) or (" + _KW + r") this turn", full=True, priority=140, flags=re.I)
def _keyword_or(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Target Druid you control has Assault 1 or Protector this turn." (one of them, chosen as it resolves; 714.1)."""
    from .readers import target

    tgt = target(m.group(1), name)
    bare = rx.fullmatch(r"([Tt]arget [A-Z][\w'-]*) you control", m.group(1))
    if tgt is None and bare and (tgt := target(bare.group(1), name)) is not None:
        tgt = Target(tgt.kind, {**tgt.filter, "side": "friendly"})
    if tgt is None or tgt.kind != "chosen":
        return None
    options = [[m.group(2).capitalize(), int(m.group(3))], [next(k for k in GRANTABLE if k.lower() == m.group(4).lower()), 0]]
    return [Effect("wgear_pick", 0, tgt, stat="keyword", condition={"options": options}, text=sentence)]


@SENTENCES.register("wgear_damage_type_or", r"your hero deals (\d+) (" + _TYPES + r") or (" + _TYPES + r") damage to (target .+)", full=True, priority=140, flags=re.I)
def _damage_type_or(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Your hero deals 2 shadow or fire damage to target hero or ally." (the type chosen as it resolves, 205.1)."""
    from .readers import target

    tgt = target(m.group(4), name)
    if tgt is None or tgt.kind != "chosen":
        return None
    return [Effect("wgear_pick", int(m.group(1)), tgt, stat="damage_type", condition={"types": [m.group(2).lower(), m.group(3).lower()]}, text=sentence)]
