"""One printed text, two spellings: Lorcast and LorcanaJSON (the pinned registry) print the same
card text with different typography — curly or straight quotes and apostrophes, "–"/"-"/"—" in an
activated ability's cost, "{IW}" or "{C}" for the inkwell symbol, mode bullets on their own lines
("- ") or inline ("•"), a keyword glued to the next ability's name on one line, "%" for a line
break, a missing final period. Rules text is what matters (Lorcana 1.1.6, 6.2.1): two texts equal up
to that typography are the same printed text, so the Lorcast importer takes the registry's spelling
of it, which the templates read and the per-card scripts' text hashes were written for.

``loose`` is the comparison form; it is never shown nor parsed. The importer applies this after
``lorcast_text.canonical_text`` (which fixes the typography it knows); this catches the rest. A
printing the registry numbers otherwise (a promo) is compared with the registry's printings of the
same full name, and there a text that only lost a symbol ("+1 {}") takes the registry's words too.

``REWORDED``: printings whose Lorcast text is an older wording of the card the registry prints in
its current words (same rules; reviewed against the Japanese card text where the catalog has one); the Lorcast
importer takes the registry's words for them too."""

from __future__ import annotations

import re

from .reworded_set6 import REWORDED_SET6
from .reworded_sets10_11 import REWORDED_SETS10_11
from .schema import normalize_symbols, strip_reminder

_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-", "•": "-", "%": " "})
# a spaced dash (a mode bullet, an activated ability's "cost – effect") and a period ending a
# sentence are typography; "-2 {S}" and "RE-PETE" keep theirs
_SPACED_DASH = re.compile(r"(?:^|(?<=\s))-(?=\s|$)", re.M)
_FINAL_DOT = re.compile(r"\.(?=\s|$)")
_SPACE = re.compile(r"\s+")


REWORDED: dict[str, str] = {
    "1-62": "Befuddle: 'a character or item' is 'chosen' now (ja 選び: chosen, so Ward applies, 10.12.1)",
    "1-142": "Belle - Strange but Special: 'put an additional card from your hand into your inkwell facedown' is 'ink an additional card' (8.5.5)",
    "1-214": "Belle - Strange but Special (enchanted): as 1-142",
    "2-96": "Bibbidi Bobbidi Boo: 'another character' is 'a character' (ja キャラクター１枚: no 'another')",
    "5-27": "Revive: 'a character card … from your discard' is 'a character … from your discard' (cards there are cards, 8.1)",
    "5-184": "Yzma - Unjustly Treated: 'banishes a character in a challenge' is 'banishes another character' (the other one, 4.3.6.17)",
    "P3-19": "The Great Illuminary - Abandoned Laboratory (promo): 'gain “ — Draw a card”' lost the {E} of the quoted cost: printed 'gain “{E} — Draw a card”' (as 10-68; 7.5.3.2)",
}
REWORDED.update(REWORDED_SET6)
REWORDED.update(REWORDED_SETS10_11)


_BY_NAME: dict[int, tuple[dict, dict[str, list[tuple[str, str]]]]] = {}


def _by_name(registry: dict[str, tuple[str, str]]) -> dict[str, list[tuple[str, str]]]:
    """``registry`` by full name (kept per registry mapping)."""
    got = _BY_NAME.get(id(registry))
    if got is None or got[0] is not registry:
        index: dict[str, list[tuple[str, str]]] = {}
        for name, words in registry.values():
            index.setdefault(name, []).append((name, words))
        got = _BY_NAME[id(registry)] = (registry, index)
    return got[1]


def loose(text: str) -> str:
    """``text`` without reminder text, typography, whitespace, spaced dashes and the periods
    that end sentences (the comparison form of ``same_printed_text``)."""
    t = normalize_symbols(text or "").replace("{IW}", "{C}").translate(_QUOTES)
    t = "\n".join(strip_reminder(line) for line in t.split("\n"))
    return _SPACE.sub("", _FINAL_DOT.sub("", _SPACED_DASH.sub("", t)))


_SYMBOL = re.compile(r"\{[A-Z]*\}")


def same_printed_text(a: str, b: str) -> bool:
    """Whether two spellings are one printed text (and not both empty)."""
    la, lb = loose(a), loose(b)
    return bool(la) and la == lb


def lost_symbols(text: str, twin: str) -> bool:
    """Whether ``text`` is ``twin`` with some of its symbols lost (Lorcast drops a glyph now and
    then: "gets +1 {}."): the same words, and the symbols ``text`` keeps are fewer, all ``twin``'s."""
    lt, lw = loose(text), loose(twin)
    if not lt or _SYMBOL.sub("", lt) != _SYMBOL.sub("", lw):
        return False
    kept, pool = [s for s in _SYMBOL.findall(lt) if s != "{}"], _SYMBOL.findall(lw)
    for s in kept:
        if s not in pool:
            return False
        pool.remove(s)
    return len(kept) < len(_SYMBOL.findall(lw))


def registry_spelling(card_id: str, full_name: str, text: str, registry: dict[str, tuple[str, str]]) -> str:
    """The registry's spelling of ``text`` when ``registry`` (id → (full name, text)) prints the same
    card with the same rules text up to typography (or ``REWORDED`` names it); else ``text`` as it is.
    A printing the registry lacks (a promo it numbers otherwise) takes the text of a printing of the
    same full name that reads the same, or the same less symbols Lorcast lost (:func:`lost_symbols`)."""
    if card_id not in registry:
        for _name, words in _by_name(registry).get(full_name, ()):
            if words != text and (same_printed_text(words, text) or lost_symbols(text, words)):
                return words
        return text
    twin = registry.get(card_id)
    if twin and twin[0] == full_name and twin[1] != text and (card_id in REWORDED or same_printed_text(twin[1], text)):
        return twin[1]
    return text
