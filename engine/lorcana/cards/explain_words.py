"""Words for the parts of a compiled Lorcana ability that engine.lorcana.cards.explain used to drop:
conditions the engine checks, card filters, "for each …" / "equal to …" amounts, the "take" of a
look at the top of the deck, and any key without its own words (shown raw rather than left out, so
a line never says less than the engine enforces)."""

from __future__ import annotations

from typing import Any

from engine.core.explain_raw import key_text, raw_words, value_text


def raw(key: str, value: Any) -> str:
    """A key the explanation has no words for, still shown: "key value" (``True`` shows the key only)."""
    if isinstance(value, dict):
        return f"{key_text(key)} ({filter_words(value) or 'any'})"
    if isinstance(value, list) and any(isinstance(v, dict) for v in value):
        return f"{key_text(key)} " + " or ".join(f"({filter_words(v) or 'any'})" if isinstance(v, dict) else value_text(v) for v in value)
    return raw_words(key, value)


_FILTER_WORDS = {
    "types": lambda v: "/".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v), "classification": "{}".format, "name": "named {}".format,
    "not_name": "not named {}".format, "keyword": "with {}".format, "not_keyword": "without {}".format,
    "cost_max": "with cost {} or less".format, "cost_min": "with cost {} or more".format,
    "strength_max": "with {} strength or less".format, "strength_min": "with {} strength or more".format,
    "willpower_max": "with {} willpower or less".format, "willpower_min": "with {} willpower or more".format,
    "lore_min": "with {} lore or more".format, "owner": lambda v: {"you": "of yours", "opponent": "opposing"}.get(v, f"owner {v}"),
    "other": lambda v: "other", "damaged": lambda v: "damaged", "undamaged": lambda v: "undamaged",
    "exerted": lambda v: "exerted", "ready": lambda v: "ready", "here": lambda v: "here",
    "at_location": lambda v: "at a location", "same_name_as_it": lambda v: "with the same name as it",
    "song": lambda v: "song", "not_song": lambda v: "not a song", "zone": "in the {}".format,
    "any_of": lambda v: "(any of: " + " or ".join(filter_words(f, "card") for f in v) + ")",
    "classification_any": lambda v: " or ".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v),
    "not_types": lambda v: "non-" + "/".join(map(str, v)) if isinstance(v, (list, tuple)) else f"non-{v}",
    "name_in_discard": lambda v: "with the same name as another card in your discard",
}


_BEFORE = ("other", "damaged", "undamaged", "exerted", "ready", "owner", "classification", "classification_any", "song", "not_types", "types")


def filter_words(flt: dict[str, Any], noun: str = "") -> str:
    """A filter in words, every key (those without words shown raw): adjectives, the types, ``noun``,
    then the rest ("exerted character card named X")."""
    def word(k: str, v: Any) -> str:
        fn = _FILTER_WORDS.get(k)
        return fn(v) if fn else raw(k, v)
    keep = {k: v for k, v in flt.items() if k != "who" and not (k == "zone" and v == "play")}
    head = [word(k, keep[k]) for k in _BEFORE if k in keep and not (k == "owner" and keep[k] == "you")]
    tail = [word(k, v) for k, v in keep.items() if k not in _BEFORE or (k == "owner" and v == "you")]
    return " ".join(head + ([noun] if noun else []) + tail)


# Target-filter keys engine.lorcana.cards.explain.describe_cards words itself.
CARD_KEYS = frozenset(("who", "other", "damaged", "undamaged", "exerted", "ready", "owner", "classification", "types", "zone",
                       "cost_max", "cost_min", "name", "keyword", "strength_max", "strength_min", "willpower_max", "lore_min",
                       "song", "role", "players", "any_player"))


def extra_card_words(flt: dict[str, Any]) -> list[str]:
    """The words for a target's filter keys that describe_cards has no slot for ("here", "with the same
    name as it", raw keys …)."""
    return [(_FILTER_WORDS[k](v) if k in _FILTER_WORDS else raw(k, v)) for k, v in flt.items() if k not in CARD_KEYS]


def count_words(per: dict[str, Any]) -> str:
    """What a "for each …" counts (engine.lorcana.characteristics.count_per)."""
    zone = per.get("zone", "play")
    special = {"under": "card under this card", "self_damage": "damage on this card", "ink_types": "different ink type of your characters in play",
               "item_names": "item with a different name you have in play", "banished_turn": "matching character banished this turn"}
    if zone in special:
        return special[zone]
    what = filter_words(per.get("filter") or {}) or "card"  # types name the card ("location")
    whose = "in opponents'" if per.get("owner") == "opponents" else "in your"
    place = f"{whose} {zone}" if zone != "play" else ("opponents have in play" if per.get("owner") == "opponents" else "you have in play")
    return ("1 damage on each " if per.get("damage") else "") + f"{what} {place}"


def scale_words(spec: Any) -> str:
    """An effect's ``scale`` (engine.lorcana.amounts.scale_value): "for each …" / "times …" (the printed
    amount is multiplied by it)."""
    if not isinstance(spec, dict):
        return f"times {spec}"
    if "count" in spec:
        text = f"for each {count_words(spec['count'])}"
    elif spec.get("damage_removed"):
        text = "for each 1 damage removed this way"
    elif spec.get("lore_lost"):
        text = "for each lore lost this way"
    elif spec.get("discarded"):
        text = "for each card discarded this way"
    elif spec.get("it_count"):
        text = "for each card affected this way"
    elif "milled" in spec:
        text = f"for each {filter_words(spec['milled']) or 'card'} put into your discard this way"
    elif "trigger" in spec:
        text = f"times the trigger's {str(spec['trigger']).replace('_', ' ')}"
    else:
        of = {"it": "that card", "self": "this card", "location": "that location", "its_location": "its location"}.get(spec.get("of", "it"), "that card")
        text = f"times {of}'s " + ("damage" if "damage_of" in spec else str(spec.get("stat_of", "?")))
    if spec.get("plus"):
        text += f" plus {spec['plus']}"
    if "max" in spec:
        text += f" (at most {spec['max']})"
    return text


def take_words(cond: dict[str, Any]) -> str:
    """The "take" of a look at the top of the deck (engine.lorcana.resolve look_top): how many, whether
    it is a "may", revealed or not, and where the rest go."""
    take = cond["take"]
    what = "card" if take.get("any") else filter_words(take, "card")
    n = cond.get("count", 1)
    many = f"up to {n} {what}s" if n != 1 else f"a {what}"
    if cond.get("must"):
        head = f"put {n if n != 1 else 'one'} of them" + ("" if take.get("any") else f" ({what})") + " into your hand"
    elif cond.get("hidden"):
        head = f"you may put {many} from among them into your hand"
    else:
        head = f"you may reveal {many} from among them and put {'them' if n != 1 else 'it'} into your hand"
    where = rest_words(cond.get("rest", "bottom"))
    return f"; {head}, the rest {where}"


def rest_words(rest: Any) -> str:
    return {"bottom": "on the bottom of your deck", "top": "on the top of your deck", "discard": "into your discard",
            "inkwell": "into your inkwell facedown and exerted"}.get(str(rest), str(rest))


def matching_words(phrase: str, take: dict[str, Any], rest: Any = None) -> str:
    """An op's own words with "a matching card" named by its filter ("an action card with cost 6 or
    less"), and "the rest go where the text says" with where they go."""
    if not take.get("any") and take:
        what = filter_words(take, "card")
        for old, new in (("matching ones", what + "s"), ("matching one", what), ("matching card", what)):
            phrase = phrase.replace(old, new)
    if rest is not None:
        phrase = phrase.replace("the rest go where the text says", f"the rest {rest_words(rest)}")
    return phrase
