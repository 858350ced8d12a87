"""Two sentences about the top card of a deck (EN 709.1) the other families don't read:

- "Look at the top card of your deck." + "You may put it on the bottom of your deck." / "You may put
  it into your graveyard." (also "… of target opponent's deck" + "… on the bottom"): the card is
  looked at (only this player learns it), then stays on top or goes to the bottom / the graveyard
  (``engine.wow.reveal`` with ``look``, ``to="top"``: the kept card, ``rest``: where the other goes);
- "Reveal the top card of your deck." + "You may place it into your resource row exhausted as an
  additional resource." (412.1c; ``additional_resource`` with ``may``: the revealed card may stay
  on top, ``engine.wow.resources``)."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from . import rx
from .registry import PAIRS, TEXTS

_LOOK = re.compile(r"look at the top card of (your|target opponent's) deck", re.I)
_PUT = re.compile(r"you may put (?:it|that card) (on the bottom(?: of (?:your|his|their) deck)?|into (?:your|his|its owner's) graveyard)", re.I)


@PAIRS.register("wzones_look_top_may_move", priority=31)
def look_top_may_move(first: str, second: str) -> list[Effect] | None:
    a = _LOOK.fullmatch(rx.spaces(first.strip().rstrip(".")))
    b = _PUT.fullmatch(rx.spaces(second.strip().rstrip(".")))
    if not (a and b):
        return None
    mine = a.group(1).lower() == "your"
    where = b.group(1).lower()
    if (rx.search(r"\b(your)\b", where) and not mine) or (rx.search(r"\b(his|their)\b", where) and mine):
        return None  # "his deck" after "your deck": another player's deck, not read here
    rest = "graveyard" if "graveyard" in where else "bottom"
    if not mine and rest == "graveyard":
        return None
    cond = {"filter": {}, "all": False, "look": True, "to": "top", "rest": rest, **({} if mine else {"deck": "opponent"})}
    return [Effect("reveal", 1, zone="pick", condition=cond, text=f"{first} {second}")]


_REVEAL = re.compile(r"reveal the top card of your deck", re.I)
_PLACE = re.compile(r"you may (?:place|put) it into your resource row (exhausted|ready) as an additional resource", re.I)


@PAIRS.register("wzones_reveal_may_resource", priority=32)
def reveal_may_resource(first: str, second: str) -> list[Effect] | None:
    if not (_REVEAL.fullmatch(first.strip().rstrip(".")) and (b := _PLACE.fullmatch(rx.spaces(second.strip().rstrip("."))))):
        return None
    return [Effect("additional_resource", 0, condition={"exhausted": b.group(1).lower() == "exhausted", "may": True}, text=f"{first} {second}")]


@PAIRS.register("wzones_if_pair", priority=40)
def if_pair(first: str, second: str) -> list[Effect] | None:
    """ "If you control another Druid hero or ally, reveal the top card of your deck." + "You may place
    it …" (Empower): the pair the other templates read, under the condition (EN 709: checked as the
    power resolves, for both sentences)."""
    from .conditions import parse_condition

    m = rx.fullmatch(r"If ([^,]+), (.+)", first.strip())
    if not m or (cond := parse_condition(m.group(1), "")) is None:
        return None
    rest = m.group(2)[0].upper() + m.group(2)[1:]
    hit = PAIRS.match(rest, second)
    if hit is None or any(e.op == "manual" for e in hit[1]):
        return None
    effs = hit[1]
    for e in effs:
        e.condition = {**(e.condition or {}), "if": cond}
    return effs


_CHECK = re.compile(r"(you may )?reveal the top card of (your|target opponent's) deck", re.I)
_IF_IT = re.compile(r"if (?:it's|it is|you revealed) (?:an? )?(.+?)(?: with cost (\d+) or less)?(?: this way)?", re.I)


@PAIRS.register("wzones_reveal_top_check", priority=41)
def reveal_top_check(first: str, second: str) -> list[Effect] | None:
    """ "(You may) reveal the top card of your deck." + "If it's an ally, target ally you control has +2
    ATK and Ferocity this turn." — the card stays on top; the second sentence happens only if it fits
    (``reveal_top_check``, ``engine.wow.reveal_check``). "… put it into your hand" is not read here
    (templates_quests.reveal_more moves it)."""
    a = _CHECK.fullmatch(rx.spaces(first.strip().rstrip(".")))
    if not a:
        return None
    s2 = rx.spaces(second.strip().rstrip("."))
    for i in (i for i in range(len(s2)) if s2[i:i + 2] == ", "):  # "If it's an ability, ally, or equipment with cost 4 or less, …"
        effs = _checked(s2[:i], s2[i + 2:], a.group(2).lower() != "your", bool(a.group(1)), first)
        if effs is not None:
            return effs
    return None


def _checked(head: str, tail: str, opponent: bool, optional: bool, text: str) -> list[Effect] | None:
    from .registry import compile_sentence
    from .templates_quests import reveal_filter

    b = _IF_IT.fullmatch(head)
    if not b or (flt := reveal_filter(b.group(1))) is None or rx.search(r"\b(it|its|them)\b", tail, re.I):
        return None  # "put it into your hand" / "draw it": the revealed card moves (other templates)
    if b.group(2):
        flt = {**flt, "max_cost": int(b.group(2))}
    rest = rx.sub(r"^this and other allies you control\b", "allies you control", tail, flags=re.I)  # every ally you control
    effs = compile_sentence(rest[0].upper() + rest[1:], "")
    if not effs or any(e.op == "manual" for e in effs):
        return None
    for e in effs:
        e.condition = {**(e.condition or {}), "if_done": True}
    cond = {"filter": flt, **({"deck": "opponent"} if opponent else {})}
    return [Effect("reveal_top_check", 0, condition=cond, optional=optional, text=text), *effs]


_KIND_WORDS = ("ability", "ally", "equipment", "quest", "location")
_NUM = {"card": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _kinds(phrase: str) -> list[str] | None:
    kinds = [k.strip().lower() for k in rx.split(r",? or |, ", phrase.strip()) if k.strip()]
    return kinds if len(kinds) > 1 and all(k in _KIND_WORDS for k in kinds) else None


@TEXTS.register("wzones_choose_kind_reveal")
def choose_kind_reveal(text: str, name: str) -> list[Effect] | None:
    """ "Choose ability, ally, equipment, or quest(,| and|. )reveal the top five cards of your deck. Put
    a revealed card of the chosen type (of that kind) into your hand and the rest on the bottom of your
    deck." / "Choose ability, ally, or equipment, then reveal the top card of your deck. If it has the
    chosen type, put it into your hand." (``reveal_pick_kind``, ``engine.wow.kind_choice``)."""
    s = rx.spaces(text.strip())
    m = rx.fullmatch(r"Choose ((?:\w+, )+(?:or )?\w+)(?:,? and |\. |, then )reveal the top (card|two|three|four|five|six|seven) (?:cards )?of your deck\. (.+?)\.?", s, re.I)
    if not m or (kinds := _kinds(m.group(1))) is None:
        return None
    n, rest = _NUM[m.group(2).lower()], m.group(3)
    if n > 1 and rx.fullmatch(r"put a revealed card of (?:the chosen type|that kind|that type) into your hand,? and the rest on the bottom of your deck", rest, re.I):
        return [Effect("reveal_pick_kind", n, condition={"kinds": kinds, "reveal": {"all": False, "rest": "bottom"}}, text=text)]
    if n == 1 and rx.fullmatch(r"if it has the chosen type, put it into your hand", rest, re.I):
        return [Effect("reveal_pick_kind", 1, condition={"kinds": kinds, "reveal": {"all": True, "rest": "top"}}, text=text)]
    return None


@TEXTS.register("wzones_choose_kind_discard")
def choose_kind_discard(text: str, name: str) -> list[Effect] | None:
    """ "Choose ability, ally, or equipment, and then target player reveals his hand and discards all
    cards of that kind." (``hand_discard_kind``, ``engine.wow.kind_choice``)."""
    from engine.core.effects import Target

    m = rx.fullmatch(r"Choose ((?:\w+, )+(?:or )?\w+),? and then target player reveals his hand and discards all cards of that kind\.?",
                     rx.spaces(text.strip()), re.I)
    if not m or (kinds := _kinds(m.group(1))) is None:
        return None
    return [Effect("hand_discard_kind", 0, Target("chosen", {"player": True}), condition={"kinds": kinds}, text=text)]


@PAIRS.register("wzones_have_opponent_reveal_top", priority=42)
def have_opponent_reveal_top(first: str, second: str) -> list[Effect] | None:
    """ "(At the start of your turn,) you may have target opponent reveal the top card of his deck." + "If
    you do, you may have him put that card on the bottom of his deck." (Track Hidden): revealed to all;
    it stays on top or goes to the bottom, as you choose (``engine.wow.reveal``, ``deck="opponent"``)."""
    a = rx.fullmatch(r"you may have target opponent reveal the top card of his deck", rx.spaces(first.strip().rstrip(".")), re.I)
    b = rx.fullmatch(r"if you do, you may have him put (?:that card|it) on the bottom of his deck", rx.spaces(second.strip().rstrip(".")), re.I)
    if not (a and b):
        return None
    cond = {"filter": {}, "all": False, "to": "top", "rest": "bottom", "deck": "opponent"}
    return [Effect("reveal", 1, zone="pick", condition=cond, optional=True, text=f"{first} {second}")]
