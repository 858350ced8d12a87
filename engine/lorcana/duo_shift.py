"""Duo Shift, Combo Shift and Potato Shift (Comprehensive Rules 2.2.0 8.10.8.3, 8.10.8.4, 8.10.8.6,
outside the seed documents; compiled by engine.lorcana.cards.templates_duo_shift). They follow every
other rule of Shift (8.10; 10.8 here): engine.lorcana.play applies them through ``variant_ways``.

- Combo Shift: on top of one character that shares one of the card's names, or of two characters
  that each share one of them (8.10.8.4); Duo Shift: only on top of the two (8.10.8.3). Both bases
  are named with the play (``onto`` and ``onto2``): a play is all or nothing (4.3.4 there).
- The stack (``stack_second``): both cards go under the shifted character (8.10.8.3: in any order);
  it is exerted if either was exerted and drying if either was drying (8.10.4.2), and keeps the
  damage of both (8.10.6). When it leaves play, every card under it goes along (8.10.7).
- Potato Shift: on top of an item named Potato (8.10.8.6); the character is dry only if that item
  has been in play since the beginning of its player's turn (8.10.4.1, ``non_character_base``).

Inferences where the document is silent: "two characters that each share one of the names" asks
for one character of each name (a pair covering both names, as "Duo" says); a character put on
two characters at different locations is at neither (a card can be at only one location, 5.6)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import Event

from .cards.templates_duo_shift import duo_shift_variant
from .characteristics import abilities, ctype, data, matches, name
from .printed_ways import printed_answer
from .rules import R_new
from .shift_alias import shift_alias_fits, shift_onto_less
from .shift_costs import onto_filter
from .state import LorcanaState
from .triggers import emit
from .zones import pass_stack

_PAIR_REFUSAL = (
    "Duo Shift goes on top of two of your characters, one of each name on this card",
    "デュオ変身はこのカードのそれぞれの名前を持つあなたのキャラクター2体の上にのみ行えます",
)
_POTATO_REFUSAL = (
    "Potato Shift goes on top of an item named Potato you have in play",
    "ポテト変身はあなたのPotatoという名前のアイテムの上にのみ行えます",
)
_COMBO_REFUSAL = (
    "Combo Shift goes on top of one of your characters that shares a name with this card, or of two of them",
    "コンボ変身はこのカードと名前を共有するあなたのキャラクター1体、または2体の上にのみ行えます",
)


def variant_ways(st: LorcanaState, uid: int) -> list[dict[str, Any]]:
    """The card's Duo/Combo/Potato Shift abilities as Shift ways (see engine.lorcana.play.shift_ways):
    ``pair`` may go on top of two characters, ``pair_only`` only on two (Duo Shift), ``onto_types``
    the card types it may go on top of (Potato Shift: an item). Kept per card record for a card not
    in play (engine.lorcana.printed_ways); callers only read them."""
    return list(printed_answer(st, uid, "variant_ways", lambda: tuple(_variant_ways(st, uid))))


def _variant_ways(st: LorcanaState, uid: int) -> list[dict[str, Any]]:
    ways: list[dict[str, Any]] = []
    card_name = str(data(st, uid).get("name", ""))
    for ab in abilities(st, uid):
        variant = duo_shift_variant(ab.text) if ab.kind == "keyword" and ab.ok else None
        if variant is None:
            continue
        way: dict[str, Any] = {"cost": variant["cost"], "rule": variant["rule"], "label": variant["label"]}
        if variant["variant"] == "potato":
            way.update(
                onto={"types": ["item"], "name": "Potato"}, onto_types=("item",), refusal=_POTATO_REFUSAL
            )
        else:
            way.update(
                onto=onto_filter(card_name),
                names=_names(card_name),
                pair=True,
                pair_only=variant["variant"] == "duo",
                refusal=_PAIR_REFUSAL if variant["variant"] == "duo" else _COMBO_REFUSAL,
            )
        ways.append(way)
    return ways


def _names(card_name: str) -> list[str]:
    return [p.strip() for p in card_name.split("&") if p.strip()]


def _has_name(st: LorcanaState, onto: int, wanted: str, player: int, uid: int) -> bool:
    flt = {"types": ["character"], "name": wanted}
    return matches(st, onto, flt, player, uid) or shift_alias_fits(st, flt, onto, player, uid)


def pair_fits(st: LorcanaState, way: dict[str, Any], a: Any, b: Any, player: int, uid: int) -> bool:
    """Two different characters of ``player``'s in play, one for each of two different names of the card."""
    mine = st.table.zone(player, "play")
    if (
        not way.get("pair")
        or a == b
        or a not in mine
        or b not in mine
        or ctype(st, a) != "character"
        or ctype(st, b) != "character"
    ):
        return False
    names = way["names"]
    return any(
        _has_name(st, a, x, player, uid) and _has_name(st, b, y, player, uid)
        for x in names
        for y in names
        if x != y
    )


def pair_targets(st: LorcanaState, uid: int, player: int) -> list[tuple[int, int]]:
    """Every pair of ``player``'s characters a Duo/Combo Shift of ``uid`` may go on top of (each pair once)."""
    ways = [w for w in variant_ways(st, uid) if w.get("pair")]
    if not ways:
        return []
    chars = [u for u in st.table.zone(player, "play") if ctype(st, u) == "character"]
    return [
        (a, b) for a, b in combinations(chars, 2) if any(pair_fits(st, w, a, b, player, uid) for w in ways)
    ]


def pair_cost(st: LorcanaState, uid: int, player: int, a: int, b: int) -> int:
    """The cheapest Duo/Combo Shift cost that fits the pair, less "you pay 1 {I} less to shift a
    character on top of this character" of each base (4.3.4.5)."""
    fit = [w["cost"] for w in variant_ways(st, uid) if pair_fits(st, w, a, b, player, uid)]
    return min(fit or [0]) - shift_onto_less(st, a) - shift_onto_less(st, b)


def pair_problem(st: LorcanaState, player: int, uid: int, a: Any, b: Any) -> tuple[str, str, str] | None:
    """Why this card can't be shifted on top of both ``a`` and ``b`` (2.2.0 sections), or None."""
    ways = [w for w in variant_ways(st, uid) if w.get("pair")]
    if not ways:
        return (
            "10.8.1",
            "this card's Shift goes on top of one character",
            "このカードの変身はキャラクター1体の上にのみ行えます",
        )
    if any(pair_fits(st, w, a, b, player, uid) for w in ways):
        return None
    return (ways[0]["rule"], *ways[0]["refusal"])


def stack_second(st: LorcanaState, uid: int, second: int, player: int, events: list[Event]) -> None:
    """The second base goes under the character already shifted on top of the first (2.2.0 8.10.8.3-8.10.8.4, outside the seed documents):
    exerted if either was (8.10.4.2), drying if either was (8.10.4.2), the damage of both (8.10.6),
    the effects that applied to it (8.10.5) and the cards under it (8.10.7)."""
    below, top = st.table.cards[second], st.table.cards[uid]
    rule = "8.10.8.3" if any(w.get("pair_only") for w in variant_ways(st, uid)) else "8.10.8.4"
    emit(
        st, "shifted_onto_self", second, shifted=uid
    )  # "when you shift a character on top of this character"
    top.tapped = top.tapped or below.tapped
    top.damage += below.damage
    if below.flags.get("drying"):
        top.flags["drying"] = True
    if top.flags.get("at") != below.flags.get("at"):
        top.flags.pop("at", None)  # inference: not at two locations at once (module docstring)
    top.entered_turn = max(top.entered_turn or 0, below.entered_turn or 0)
    pass_stack(st, second, uid)
    st.table.move(second, "under", player=below.owner)
    below.attached_to, below.tapped, below.damage, below.flags = uid, False, 0, {}
    events.append(
        Event(
            "shift",
            f"{name(st, uid)} is also shifted onto {name(st, second)}",
            R_new(rule),
            player,
            data={"uid": uid, "onto": second},
        )
    )


def non_character_base(st: LorcanaState, uid: int, base: int, events: list[Event]) -> None:
    """2.2.0 8.10.4.1 (outside the seed documents): put on top of a non-character (Potato Shift), the character is dry only if that card
    has been in play since the beginning of its player's turn; otherwise it is drying."""
    if ctype(st, base) == "character":
        return
    top = st.table.cards[uid]
    if top.entered_turn is not None and top.entered_turn >= st.turn:
        top.flags["drying"] = True
        events.append(
            Event(
                "drying",
                f"{name(st, uid)} is drying: {name(st, base)} came into play this turn",
                R_new("8.10.4.1"),
                top.controller,
            )
        )
    else:
        top.flags.pop("drying", None)
