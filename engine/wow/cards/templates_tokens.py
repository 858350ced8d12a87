"""Ally token templates (404.2): the token's stats, damage type, name and keywords read from the
text; ``procedure.make_tokens`` puts them into play."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .conditions import parse_condition
from .registry import SENTENCES
from .schema import DAMAGE_TYPES, KEYWORDS

_TYPO = {"mele": "melee"}
"""Damage-type words misprinted in the card data ("0 Mele ATK", Warlord Kalithresh)."""
_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _num(word: str) -> int | None:
    return int(word) if word.isdigit() else _NUM.get(word.lower())


_TOKEN_A = re.compile(r"put (a|an|one|two|three|four|five|\d+) (\d+) ?\[(\w+)\] ?/ ?(\d+) ?\[Health\] ([\w' -]+?) ally tokens?(?: named (?P<named>[A-Z][\w' -]*?))?"
                      r"(?: with ([\w ,-]+?))? into play(?: under your control)?(?: with ([\w ,-]+?))?( exhausted)?", re.I)
_TOKEN_C = re.compile(r"put (a|an|one|two|three|four|five|\d+) ([\w' -]+?) ally tokens? (?:into play )?with (\d+) (?:(\w+) )?ATK(?: ?/ ?|, | and )(\d+) health"
                      r"(?:,? and ([\w ,-]+?))?(?: into play)?(?: under your control)?( exhausted)?", re.I)
"""404.2 tokens whose ATK the text gives without a damage-type icon ("with 1 ATK and 1 health"): combat
packets of a source with no damage type are melee (408.3a), so the token has none of its own."""
_TOKEN_D = re.compile(r"put (a|an|one|two|three|four|five|\d+) (\d+) ATK ?/ ?(\d+) Health ([\w' -]+?) ally tokens?(?: with ([\w ,-]+?))? into play"
                      r"(?: under your control)?(?: with ([\w ,-]+?))?( exhausted)?", re.I)
"""404.2 tokens printed "3 ATK / 3 Health Ghoul ally token" (no damage-type icon, 408.3a: as ``_TOKEN_C``; helper gear)."""
_TOKEN_B = re.compile(r"put (a|an|one|two|three|four|five|\d+) ([\w' -]+?) ally tokens? (?:into play )?with (\d+) \[(\w+)\] ATK ?/ ?(\d+) health"
                      r"(?:,? and ([\w ,-]+?))?(?: into play)?(?: under your control)?( exhausted)?", re.I)


@SENTENCES.register("tokens", priority=210)
def _tokens(s: str, name: str, sentence: str) -> list[Effect] | None:
    return token_effects(sentence)  # the printed sentence: its [Melee] icons name the damage type


@SENTENCES.register("tokens_or_more", r"(put .+? ally tokens? into play.*?), or (one|two|three|four|five|\d+) if (.+)", full=True, priority=209, flags=re.I)
def _tokens_or_more(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Put a 1 [Melee] / 1 [Health] Treant ally token into play, or three if you control an ally
    token.": N tokens, or M when the condition holds on resolution (EN 709; ``condition["more"]``,
    ``packets.more_amount``)."""
    cond = parse_condition(m.group(3), name)
    effs = token_effects(rx.sub(r"^.*?(put .+? into play.*?), or .*$", r"\1", sentence.strip().rstrip("."), flags=re.I))
    if cond is None or not effs or _num(m.group(2)) is None:
        return None
    effs[0].condition = {**(effs[0].condition or {}), "more": {"amount": _num(m.group(2)), "if": cond}}
    return effs


def token_effects(sentence: str) -> list[Effect] | None:
    """404.2 ally tokens: "Put two 1 [Melee] / 1 [Health] Treant ally tokens into play (with Ferocity)",
    "… Dread Pirate ally token named Bob into play" (``named``: its name; "Dread Pirate" its tags),
    "Put a Ghoul ally token into play with 3 [Melee] ATK / 3 health (and Protector)"."""
    s = rx.sub(r"\[(\w+) Icon\]", r"[\1]", sentence.strip().rstrip("."), flags=re.I)  # "[melee icon]" too
    m = _TOKEN_A.fullmatch(s)
    named = None
    if m:
        n, atk, dtype, hp, tname, keys, exhausted = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5), m.group(7) or m.group(8), m.group(9)
        named = m.group("named")
        dtype = "" if dtype.lower() == "attack" else dtype  # "1 [Attack] / 1 [Health]": an ATK icon without a damage type (408.3a)
    elif m := _TOKEN_D.fullmatch(s):
        n, atk, hp, tname, keys, exhausted = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5) or m.group(6), m.group(7)
        dtype = ""
    elif (m := _TOKEN_B.fullmatch(s)) or (m := _TOKEN_C.fullmatch(s)):
        n, tname, atk, dtype, hp, keys, exhausted = m.groups()
        dtype = _TYPO.get((dtype or "").lower(), dtype or "")
    else:
        return None
    if (dtype and dtype.lower() not in DAMAGE_TYPES) or tname.startswith("Unique") or (m.re in (_TOKEN_C, _TOKEN_D) and tname.lower().startswith("unique")):
        return None  # a Unique token (414.3a) is not modelled
    words = [k.strip() for k in rx.split(r",? and |, ", keys or "") if k.strip()]
    found = [next((k for k in KEYWORDS if rx.fullmatch(re.escape(k) + r"(?: \d+)?", w, re.I)), None) for w in words]
    if None in found or any(k in ("Mend", "Assault") and not rx.search(r"\d", w) for k, w in zip(found, words, strict=True)):
        return None
    printed = [k + (w[len(k):] if rx.search(r"\d", w) else "") for k, w in zip(found, words, strict=True)]
    token = {"name": " ".join(x.capitalize() if x.islower() else x for x in tname.split()), "atk": int(atk), "damage_type": dtype.lower(),
             "health": int(hp), "keywords": printed, "exhausted": bool(exhausted)}
    if named:  # "a Dread Pirate ally token named Bob": the name printed (200.3), the tags its words before (404.2)
        token["named"] = named.strip()
    return [Effect("play_free", _num(n) or 1, Target("player"), zone="allies", condition={"token": token}, text=sentence)]
