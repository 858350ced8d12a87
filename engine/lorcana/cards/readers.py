"""Readers shared by every template family: numbers, stats, card types, targets, players,
durations, conditions and "for each" counts. Public and template-free (templates import this
module; it imports no template), so no import circle can form."""

from __future__ import annotations

import re
from typing import Any

from engine.core.effects import Target

from .numbers import NUM, STAT, number
from .readers_turn import turn_conditions

TYPES = r"(?:character, item, or location|character or location|character or item|item or location|character|item|location)s?"
"""A card-type phrase ("character or item", "locations") as a regular expression."""
DURATIONS = {"this turn": "this_turn", "until the start of your next turn": "until_your_next_turn",
             "for the rest of this turn": "this_turn"}
PLAYERS = {"each player": "each_player", "each opponent": "opponent", "chosen player": "chosen_player",
           "chosen opponent": "chosen_opponent"}


def kind_filter(word: str) -> dict[str, Any]:
    """"Hero" → a classification (or an ink colour: "Amber characters", read by
    engine.lorcana.characteristics.matches), "Princess or Queen" → either one (an "or" in a
    filter: the card needs one of them)."""
    parts = [w.strip() for w in word.split(" or ")]
    return {"classification": parts[0]} if len(parts) == 1 else {"classification_any": parts}


def cap(text: str) -> str:
    """The text with its first letter capitalised (a clause read as a sentence of its own)."""
    return text[0].upper() + text[1:] if text else text


def types_of(word: str) -> list[str]:
    """"character or item" → ["character", "item"] (a match of :data:`TYPES`)."""
    word = word.replace(" or ", ",").replace(",,", ",")
    return [w.strip().rstrip("s") for w in word.split(",") if w.strip()]


def duration_of(phrase: str) -> str:
    """"this turn" / "until the start of your next turn" → the Effect duration."""
    return DURATIONS[phrase.strip()]


def players_of(word: str) -> str:
    """"Each opponent", "Chosen player" … → the Target kind for players."""
    return PLAYERS[word.lower()]


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
    m = re.match(r"^([A-Z][a-zA-Z]+(?: or [A-Z][a-zA-Z]+)?) (character|item|location)s?(.*)$", p)
    if m:
        got = kind_filter(m.group(1))
        if not got:
            return None
        flt.update(got)
        p = m.group(2) + m.group(3)
    m = re.match(rf"^({TYPES})(.*)$", p)
    if not m:
        return None
    flt["types"] = types_of(m.group(1))
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
        elif rest == "with no damage":  # "chosen character with no damage"
            flt["undamaged"] = True
        else:
            return None
    if kind == "each" and "owner" not in flt and phrase.strip().startswith(("each opposing", "all opposing")):
        flt["owner"] = "opponent"
    return Target(kind, flt, count, up_to)


def parse_condition(text: str) -> dict[str, Any] | None:
    """Conditions of intervening ifs and "while" statics."""
    t = text.strip().rstrip(",")
    m = re.fullmatch(r"you have (\w+) or more (other )?(?:([A-Z]\w+(?: or [A-Z]\w+)?) )?characters in play", t)
    if m and number(m.group(1)):
        flt = {"types": ["character"], **(kind_filter(m.group(3)) if m.group(3) else {})}
        if m.group(2):
            flt["other"] = True
        return {"you_have": flt, "min": number(m.group(1))}
    m = re.fullmatch(r"an opponent has (?:a|an) (?:(exerted|damaged|ready) )?(character|item|location) in play", t)
    if m:  # "if an opponent has an exerted character in play"
        flt = {"types": [m.group(2)], **({m.group(1): True} if m.group(1) else {})}
        return {"opp_has": flt}
    m = re.fullmatch(r"you(?:'ve| have|’ve)? played (\w+) or more (cards|characters|actions|items) this turn", t)
    if m and number(m.group(1)):  # counts every card played this turn (4.3.4), however it was played
        what = {"cards": [], "characters": ["character"], "actions": ["action"], "items": ["item"]}[m.group(2)]
        return {"played_min": number(m.group(1)), **({"played_types": what} if what else {})}
    m = re.fullmatch(r"you(?:'ve| have|’ve)? played another (character|item|location|action) this turn", t)
    if m:  # another card than this one (4.3.4): the source itself doesn't count
        return {"played_other": [m.group(1)]}
    if t in ("you didn't put any cards into your inkwell this turn", "it's the second card you've put into your inkwell this turn"):
        return {"inked_count": 0 if "didn't" in t else 2}  # engine.lorcana.turn_records
    if t == "this is your first turn":
        return {"first_turn": True}
    if t in ("you're not the first player", "you’re not the first player", "you are not the first player"):
        return {"not_first_player": True}  # 3.1.2: the starting player takes the first turn
    m = re.fullmatch(r"you have (?:a|an|another) ([A-Z]\w+(?: or [A-Z]\w+)? )?(character|item|location) in play", t)
    if m:
        flt: dict[str, Any] = {"types": [m.group(2)]}
        if m.group(1):
            flt.update(kind_filter(m.group(1).strip()))  # "a Princess or Queen character": either one
        if "another" in t:
            flt["other"] = True
        return {"you_have": flt, "min": 1}
    m = re.fullmatch(r"you have a character named (.+?) or (.+?) in play", t)
    if m:  # either name (6.2.4): "named Woody or Jessie" is no single name
        return {"you_have": {"types": ["character"], "any_of": [{"name": m.group(1)}, {"name": m.group(2)}]}, "min": 1}
    m = re.fullmatch(r"you have a character named (.+) in play", t)
    if m:
        return {"you_have": {"types": ["character"], "name": m.group(1)}, "min": 1}
    got = more_conditions(t)
    if got is not None:
        return got
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
    if re.fullmatch(r"there(?:'s|’s| is) a card under (?:this character|this location|this item|him|her|it|them)", t):
        return {"self": "card_under"}  # Boost / Shift (rules 2.2.0 8.4.3, 5.1.7)
    if t == "this card is in your discard":
        return {"self": "in_discard"}  # a trigger that works from the discard (engine.lorcana.triggers)
    if t == "you have a character here":
        return {"self": "character_here"}
    if t == "it's your turn" or t == "it is your turn":
        return {"your_turn": True}
    m = re.fullmatch(r"you have (\w+) or more cards in your hand", t)
    if m and number(m.group(1)):
        return {"hand_min": number(m.group(1))}
    m = re.fullmatch(r"(?:an|chosen) opponent has more cards in their hand than you", t)
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


def count_of(what: str) -> dict[str, Any] | None:
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
    return more_counts(what)


def more_counts(what: str) -> dict[str, Any] | None:
    """More "for each" counts (engine.lorcana.characteristics.count_per): cards in your hand or
    discard, characters named X and opponents' cards ("owner": "opponents")."""
    m = re.fullmatch(r"card in your (hand|discard)", what)
    if m:
        return {"zone": m.group(1), "filter": {}}
    m = re.fullmatch(r"(other )?character named (.+) you have in play", what)
    if m:
        return {"zone": "play", "filter": {"types": ["character"], "name": m.group(2), **({"other": True} if m.group(1) else {})}}
    m = re.fullmatch(r"other (?:([A-Z]\w+) )?character you have in play", what)
    if m:
        return {"zone": "play", "filter": {"types": ["character"], "other": True, **({"classification": m.group(1)} if m.group(1) else {})}}
    m = re.fullmatch(r"(?:(damaged|exerted) )?character opponents have in play", what)
    if m:  # "for each damaged character opponents have in play"
        return {"zone": "play", "filter": {"types": ["character"], **({m.group(1): True} if m.group(1) else {})}, "owner": "opponents"}
    if re.fullmatch(r"card in (?:your )?opponents['’] hands", what):
        return {"zone": "hand", "filter": {}, "owner": "opponents"}
    m = re.fullmatch(r"opposing (?:(damaged|exerted) )?character in play", what)
    if m:
        return {"zone": "play", "filter": {"types": ["character"], **({m.group(1): True} if m.group(1) else {})}, "owner": "opponents"}
    m = re.fullmatch(r"(other )?character with (Bodyguard|Evasive|Rush|Ward|Reckless|Support|Challenger|Resist|Singer) you have in play", what)
    if m:
        return {"zone": "play", "filter": {"types": ["character"], "keyword": m.group(2), **({"other": True} if m.group(1) else {})}}
    m = re.fullmatch(r"the number of your (other )?(?:([A-Z]\w+) )?characters in play", what)
    if m:
        flt = {"types": ["character"], **({"other": True} if m.group(1) else {}), **({"classification": m.group(2)} if m.group(2) else {})}
        return {"zone": "play", "filter": flt}
    if what == "opposing character banished in a challenge this turn":  # engine.lorcana.turn_records counts each banished card
        return {"zone": "banished_turn", "filter": {"types": ["character"], "owner": "opponent", "in_challenge": True}}
    if what in ("the number of characters here", "character you have here"):  # a location's characters (4.3.7)
        return {"zone": "play", "filter": {"types": ["character"], "here": True}}
    if re.fullmatch(r"card under (?:him|her|it|them|this character)", what):  # the cards under the source (5.1.7; count_per)
        return {"zone": "under", "filter": {}}
    return None


def card_filter(phrase: str) -> dict[str, Any] | None:
    """A card in a hand or discard: "a card", "a song card", "a non-character card", "an action
    card that isn't a song card", "a Princess or Queen character card" → a filter (None if unread)."""
    p = re.sub(r"^(?:a|an|one) ", "", phrase.strip())
    p = re.sub(r" card$", "", p)
    if p == "card":
        return {}
    m = re.fullmatch(r"non-(character|item|location|action)", p)
    if m:
        return {"not_types": [m.group(1)]}
    if p == "song":
        return {"types": ["action"], "song": True}
    m = re.fullmatch(r"action(?: card)? that isn't a song(?: card)?", p)
    if m:
        return {"types": ["action"], "not_song": True}
    m = re.fullmatch(r"(?:([A-Z]\w+(?: or [A-Z]\w+)?) )?(character|item|location|action)", p)
    if m:
        return {"types": [m.group(2)], **(kind_filter(m.group(1)) if m.group(1) else {})}
    return None


def scale_of(phrase: str) -> dict[str, Any] | None:
    """What an amount scales with ("for each …", "equal to …", resolved by engine.lorcana.amounts):
    "other character you have in play", "the number of characters you have in play" → a count;
    "that character's {L}", "their {S}" → a stat of the card the effect named ("it", 7.1.9);
    "the damage on it" → its damage."""
    p = phrase.strip().rstrip(".")
    m = re.fullmatch(r"(?:that character's|their|his|her|its|this character's) (\{S\}|\{W\}|\{L\})", p)
    if m:
        return {"stat_of": STAT[m.group(1)], "of": "it" if not p.startswith("this") else "self"}
    if re.fullmatch(r"the (?:amount of )?damage on (?:that character|him|her|it|them)", p):
        return {"damage_of": "it"}
    m = re.fullmatch(r"the number of (other )?(?:(damaged|exerted|ready) )?(?:([A-Z]\w+) )?(characters|items|locations) you have in play", p)
    if m:
        p = " ".join(x for x in (m.group(1) and "other", m.group(2), m.group(3), m.group(4)[:-1]) if x) + " you have in play"
    m = re.fullmatch(r"the number of (character|item|location|action|song) cards in your discard", p)
    if m:
        p = f"{m.group(1)} card in your discard"
    other = p.startswith("other ")
    got = count_of(p[len("other "):] if other else p)
    if got is None:
        return None
    if other:
        got = {**got, "filter": {**got["filter"], "other": True}}
    return {"count": got}


def more_conditions(t: str) -> dict[str, Any] | None:
    """More conditions (engine.lorcana.characteristics.condition_holds): another character named
    X, a character here, "he has no damage", a stat of this character, any player's character in
    play ("if a Princess or Queen character is in play"), a card in your discard, opponents' empty
    hands and lore."""
    if t == "you have an ink drop":  # set 14 (engine.lorcana.ink_drops, read by turn_records)
        return {"ink_drops_min": 1}
    if t == "you got an ink drop this turn":
        return {"got_ink_drop_turn": True}
    if re.fullmatch(r"you removed an ink drop to play (?:her|him|it|this (?:action|character|item|location))", t):
        return {"drop_paid_play": True}
    m = re.fullmatch(r"you have another character named (.+) in play", t)
    if m:
        return {"you_have": {"types": ["character"], "name": m.group(1), "other": True}, "min": 1}
    m = re.fullmatch(r"you have (?:a|an) (?:([A-Z]\w+(?: or [A-Z]\w+)?) )?character (?:named (.+) )?here", t)
    if m and (m.group(1) or m.group(2)):  # a location's "if you have a Pirate character here" (its characters, 4.3.7)
        flt: dict[str, Any] = {"types": ["character"], "here": True, **(kind_filter(m.group(1)) if m.group(1) else {})}
        if m.group(2):
            flt["name"] = m.group(2)
        return {"you_have": flt, "min": 1}
    if re.fullmatch(r"(?:he|she|it|they) (?:has|have) no damage", t):
        return {"self": "undamaged"}
    m = re.fullmatch(r"this character has (\d+) (\{S\}|\{W\}|\{L\}) or more", t)
    if m:
        return {"self_filter": {f"{STAT[m.group(2)]}_min": int(m.group(1))}}
    m = re.fullmatch(r"(?:a|an) (?:(damaged|exerted) )?(?:([A-Z]\w+(?: or [A-Z]\w+)?) )?(character|item|location) is in play", t)
    if m:  # any player's card
        flt = {"types": [m.group(3)], **({m.group(1): True} if m.group(1) else {}), **(kind_filter(m.group(2)) if m.group(2) else {})}
        return {"any_has": flt}
    m = re.fullmatch(r"you have (?:a|an) (.+?) card in your discard", t)
    if m:
        flt = card_filter("a " + m.group(1))
        return None if flt is None else {"discard_has": flt}
    if t in ("an opponent has no cards in their hand", "one or more opponents have no cards in their hands"):
        return {"opp_hand_empty": True}
    m = re.fullmatch(r"an opponent has (\d+) or more lore", t)
    if m:
        return {"opp_lore_min": int(m.group(1))}
    if t == "an opponent has more lore than you":
        return {"opp_lore_more": True}
    return counted_conditions(t)


def counted_conditions(t: str) -> dict[str, Any] | None:
    """Conditions that count: "you have 3 or more items in play", "you have 10 or more cards in
    your discard", "2 or more characters of yours are exerted", "you have more items in play than
    each opponent", "there are 5 or more characters with damage in play", "you have an exerted
    character here", "you have another character with Support in play"."""
    m = re.fullmatch(r"you have (\w+) or more (other )?(exerted |damaged )?(characters|items|locations) in play", t)
    if m and number(m.group(1)):
        flt: dict[str, Any] = {"types": [m.group(4)[:-1]], **({"other": True} if m.group(2) else {})}
        if m.group(3):
            flt[m.group(3).strip()] = True
        return {"you_have": flt, "min": number(m.group(1))}
    m = re.fullmatch(r"(\w+) or more characters of yours are (exerted|damaged)", t)
    if m and number(m.group(1)):
        return {"you_have": {"types": ["character"], m.group(2): True}, "min": number(m.group(1))}
    m = re.fullmatch(r"you have (\w+) or more (?:(song|character|item|action|location) )?cards in your (inkwell|discard)", t)
    if m and number(m.group(1)):
        flt = card_filter(f"a {m.group(2)}") if m.group(2) else {}
        return {"zone_min": {"zone": m.group(3), "filter": flt, "n": number(m.group(1))}}
    m = re.fullmatch(r"you have more (items in play|cards in your hand|cards in your inkwell) than each (?:opponent|opposing player)", t)
    if m:
        zone = {"items in play": "play", "cards in your hand": "hand", "cards in your inkwell": "inkwell"}[m.group(1)]
        return {"more_than_each": {"zone": zone, "filter": {"types": ["item"]} if zone == "play" else {}}}
    m = re.fullmatch(r"there are (\w+) or more characters with damage in play", t)
    if m and number(m.group(1)):
        return {"any_has": {"types": ["character"], "damaged": True}, "any_min": number(m.group(1))}
    if t == "another character in play has damage":
        return {"any_has": {"types": ["character"], "damaged": True, "other": True}}
    m = re.fullmatch(r"you have (?:a|an) (exerted|damaged) character here", t)
    if m:
        return {"you_have": {"types": ["character"], "here": True, m.group(1): True}, "min": 1}
    m = re.fullmatch(r"you have (a|another) character with (Bodyguard|Evasive|Rush|Ward|Reckless|Support|Singer|Challenger|Resist) in play", t)
    if m:
        return {"you_have": {"types": ["character"], "keyword": m.group(2), **({"other": True} if m.group(1) == "another" else {})}, "min": 1}
    m = re.fullmatch(r"you (?:don't|do not|don’t) have (?:a|an|any) (?:([A-Z]\w+) )?characters? in play", t)
    if m:  # "you don't have a Captain character in play": the negation of "you have …"
        return {"not": {"you_have": {"types": ["character"], **({"classification": m.group(1)} if m.group(1) else {})}, "min": 1}}
    m = re.fullmatch(r"you have (a|another) ([A-Z]\w+(?: [A-Z]\w+)+) character in play", t)
    if m:  # a classification of two words ("Seven Dwarfs")
        return {"you_have": {"types": ["character"], "classification": m.group(2), **({"other": True} if m.group(1) == "another" else {})}, "min": 1}
    m = re.fullmatch(r"you(?:'ve| have|’ve)? (played|didn't play|didn’t play) a song this turn", t)
    if m:  # the plays of this turn (4.3.4), songs among them
        return {"played_song": True} if m.group(1) == "played" else {"not": {"played_song": True}}
    m = re.fullmatch(r"you have fewer than (\w+) cards in your hand", t)
    if m and number(m.group(1)):
        return {"hand_max": number(m.group(1)) - 1}
    m = re.fullmatch(r"you have characters named (.+?) and (.+?) in play", t)
    if m:  # both names (6.2.4)
        return {"names_all": [m.group(1), m.group(2)]}
    m = re.fullmatch(r"(one of your|an opposing) characters? (?:took damage|was damaged) this turn", t)
    if m:  # a record of this turn's damage (engine.lorcana.zones.deal_damage)
        return {"took_damage": "yours" if m.group(1) == "one of your" else "opponents"}
    m = re.fullmatch(r"you have (?:a|an|another) (exerted|damaged) character in play", t)
    if m:
        return {"you_have": {"types": ["character"], m.group(1): True, **({"other": True} if "another" in t else {})}, "min": 1}
    if re.fullmatch(r"you have a character in play with more \{S\} than each opposing character(?: in play)?", t):
        return {"strongest": True}
    m = re.fullmatch(r"you have (?:a|an|another) (exerted|damaged) character named (.+) in play", t)
    if m:
        return {"you_have": {"types": ["character"], m.group(1): True, "name": m.group(2)}, "min": 1}
    return turn_conditions(t)
