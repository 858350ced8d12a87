"""Words for compiled keys and values no game's explanation has its own words for, so a card's line
never shows Python (``['character']``, ``{'k': …}``, ``True``) or a snake_case name, and never says
less than the engine enforces: a key without words is still shown, spelled as words.

``raw_words("cost_max", 3)`` → "cost 3 or less"; ``raw_words("exclude_self", True)`` → "exclude self";
``raw_words("face_up", False)`` → "not face up"; ``value_text(["hero", "ally"])`` → "hero or ally";
``value_text({"k": "st_count", "side": "you"}, prefixes=("st_",))`` → "count (side you)".
"""

from __future__ import annotations

import re
from typing import Any

_MAX = re.compile(r"^(?:max_(?P<a>\w+)|(?P<b>\w+?)_max)$")
_MIN = re.compile(r"^(?:min_(?P<a>\w+)|(?P<b>\w+?)_min)$")


def key_text(key: str, prefixes: tuple[str, ...] = ()) -> str:
    """A snake_case key as words, without an internal family prefix (``prefixes``, e.g. WoW's "wsc_")."""
    k = str(key)
    for p in sorted(prefixes, key=len, reverse=True):
        if k.startswith(p) and len(k) > len(p):
            k = k[len(p):]
            break
    return k.replace("_", " ").strip()


def value_text(v: Any, prefixes: tuple[str, ...] = ()) -> str:
    """A value as words: a list as "a or b", a dict as its keys in words (a ``k`` key names it), a
    snake_case string spelled out, booleans and None as words."""
    if isinstance(v, dict):
        head = key_text(str(v["k"]), prefixes) if "k" in v else ""
        rest = {k: x for k, x in v.items() if k != "k"}
        if head and isinstance(rest.get("not"), bool):  # {"k": …, "not": True}: the check negated
            head = ("not " if rest.pop("not") else "") + head
        inner = filter_text(rest, prefixes)
        return f"{head} ({inner})" if head and inner else (head or inner)
    if isinstance(v, (list, tuple, set, frozenset)):
        return " or ".join(value_text(x, prefixes) for x in v)
    if v is True:
        return "yes"
    if v is False:
        return "no"
    if v is None:
        return "none"
    s = str(v)
    return s.replace("_", " ") if re.fullmatch(r"[a-z][a-z0-9+]*(?:_[a-z0-9+]+)+", s) else s


def raw_words(key: str, value: Any, prefixes: tuple[str, ...] = ()) -> str:
    """``key value`` in words: ``True`` shows the key only, ``False`` "not key", ``None`` "no key",
    ``X_max``/``max_X`` "X N or less", ``X_min``/``min_X`` "X N or more"."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        for rx, side in ((_MAX, "or less"), (_MIN, "or more")):
            if m := rx.match(str(key)):
                return f"{key_text(m['a'] or m['b'], prefixes)} {value} {side}"
    words = key_text(key, prefixes)
    if value_text(value, prefixes) == words:  # {"reveal": "reveal"}: said once
        return words
    if key == "not" and isinstance(value, bool):
        return "not" if value else ""
    if value is True:
        return words
    if value is False:
        return f"not {words}"
    if value is None:
        return f"no {words}"
    if isinstance(value, dict):
        return f"{words} ({value_text(value, prefixes) or 'any'})"
    return f"{words} {value_text(value, prefixes)}".strip()


def filter_text(flt: dict[str, Any], prefixes: tuple[str, ...] = ()) -> str:
    """A dict of keys (a filter, a condition) in words, every key kept, in key order: "a, b 2 or less"."""
    return ", ".join(w for w in (raw_words(k, v, prefixes) for k, v in sorted(flt.items(), key=lambda kv: str(kv[0]))) if w)


_CODE_REF = re.compile(r"(?:[;,]\s*|\s*\()?\b(?:engine\.[a-z]\w*|keywords|targets)\.[a-z]\w*(?:\.\w+)*\)?")


def drop_code_refs(text: str) -> str:
    """``text`` without pointers into the code ("(engine.wow.shield_filters)", "; keywords.defense"):
    the line's head names the template or script; rule references ("EN 714") stay."""
    text = _CODE_REF.sub(lambda m: ")" if m[0][:1] in ";," and m[0].endswith(")") else "", text)
    return re.sub(r" {2,}", " ", re.sub(r"\s*\(\s*\)", "", text)).strip()
