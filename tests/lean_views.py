"""The lean view the simulator's cheap hidden-card check reads (``Table.view(lean=True)``,
``Engine.base_view(lean=True)``), made the plain way from a full view, for tests that compare the two."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core import PUBLIC, Table

SEEN = ("uid", "card_id", "flags")
"""What a seen card keeps in the lean view; the rest of its view holds only numbers and words."""


def seen_by_all(table: Table, uid: int, name: str) -> bool:
    """A card face up in the public zone ``name`` that lists it, whose public flags (if any) hold only
    numbers and words and no ``card_id``, on a table whose ``visible_to`` is ``Table``'s own: the lean
    view leaves it out (everyone sees it: never a leak; and its flags name no card)."""
    card = table.peek(uid)
    return (
        type(table).visible_to is Table.visible_to
        and table.specs[name].visibility == PUBLIC
        and card.zone == name
        and not card.face_down
        and "card_id" not in public_flags(card)
        and all(type(v) in (str, int, bool, type(None)) for v in public_flags(card).values())
    )


def public_flags(card: Any) -> dict[str, Any]:
    return {k: v for k, v in card.flags.items() if not k.startswith("_")}


def lean_zones(zones: list[dict[str, list[dict[str, Any]]]], table: Table) -> list[dict[str, list[dict[str, Any]]]]:
    """``table.view`` output less what holds only numbers and words — a hidden card's view (it has no
    uid) goes, a seen card keeps its uid, card id and public flags — and less the cards everyone sees
    (:func:`seen_by_all`), and the zones that then show none."""
    return [
        {
            name: shown
            for name, cards in pz.items()
            if (
                shown := [
                    {k: v for k, v in card.items() if k in SEEN}
                    for card in cards
                    if "uid" in card and not seen_by_all(table, card["uid"], name)
                ]
            )
        }
        for pz in zones
    ]


def dropped_by_lean(zones: list[dict[str, list[dict[str, Any]]]], table: Table) -> list[Any]:
    """Every value :func:`lean_zones` leaves out but those of the cards everyone sees other than their
    flags (each must name no card)."""
    out: list[Any] = []
    for pz in zones:
        for name, cards in pz.items():
            for card in cards:
                if "uid" not in card or not seen_by_all(table, card["uid"], name):
                    out += [v for k, v in card.items() if "uid" not in card or k not in SEEN]
                elif "flags" in card:
                    out.append(card["flags"])
    return out


def only_numbers_and_words(value: Any) -> bool:
    """A number, a word, or a flat list or dict of them (counters, keywords, stats): no card in it."""
    if isinstance(value, dict):
        return all(isinstance(v, int | str | None) for v in value.values())
    if isinstance(value, list):
        return all(isinstance(v, int | str) for v in value)
    return isinstance(value, int | str | None)


def lean_base_view(view: dict[str, Any], table: Table) -> dict[str, Any]:
    """A full view with its players' zones lean (:func:`lean_zones`) and no card data by id
    (``cards``), as ``Engine.base_view(lean=True)`` gives it."""
    out = {k: v for k, v in view.items() if k != "cards"}
    zones = lean_zones([pv["zones"] for pv in view["players"]], table)
    out["players"] = [{**pv, "zones": z} for pv, z in zip(view["players"], zones, strict=True)]
    return out


def without_numbers(view: dict[str, Any], numbers: dict[str, tuple[str, ...]]) -> tuple[dict[str, Any], list[Any]]:
    """``view`` less the fields a game's ``leak_view`` leaves out, and those fields' values. ``numbers``
    names them: ``player`` (each player's), ``card`` (each card's), and any other key a top-level
    part of the view (``battle``: that dict's, when it is not None)."""
    dropped: list[Any] = []
    for pv in view["players"]:
        dropped += [pv.pop(k) for k in numbers.get("player", ())]
        for cards in pv["zones"].values():
            for card in cards:
                dropped += [card.pop(k) for k in numbers.get("card", ()) if k in card]
    for part, keys in numbers.items():
        if part not in ("player", "card") and view[part] is not None:
            dropped += [view[part].pop(k) for k in keys]
    return view, dropped


def assert_leak_view_is_lean(engine: Any, states: list, numbers: dict[str, tuple[str, ...]]) -> int:
    """On every state and viewer: ``leak_view`` is the full view less ``numbers`` made lean
    (:func:`lean_base_view`), and all it leaves out holds only numbers and words. The count of fields
    compared (a test asserts there were some)."""
    compared = 0
    for st in states:
        for viewer in (None, *range(st.num_players)):
            full, dropped = without_numbers(engine.view(st, viewer), numbers)
            assert engine.leak_view(st, viewer) == lean_base_view(full, st.table)
            dropped += dropped_by_lean([pv["zones"] for pv in full["players"]], st.table)
            assert all(map(only_numbers_and_words, dropped))
            compared += len(dropped)
    return compared


def assert_lean_check_finds_what_full_finds(engine: Any, leaky: Any, states: list) -> int:
    """The cards the lean view leaves out are never hidden, so the lean and full checks find the same
    hidden cards: none with ``engine``, the same with ``leaky`` (a planted leak). How many were found."""
    from engine.core.simulate import leaks

    found = 0
    for st in states:
        for viewer in (None, *range(st.num_players)):
            assert leaks(engine, st, viewer, lean=True) == [] == leaks(engine, st, viewer)
            lean, full = leaks(leaky, st, viewer, lean=True), leaks(leaky, st, viewer)
            assert sorted(lean) == sorted(full)
            found += len(full)
    return found


def showing_own(engine_type: type, zone: str) -> type:
    """A subclass of ``engine_type`` whose views show the viewer the first card of their own ``zone``
    (a zone hidden from them): a planted leak the hidden-card checks must catch."""

    class Leaky(engine_type):  # type: ignore[misc, valid-type]
        def base_view(self, state: Any, viewer: int | None, lean: bool = False) -> dict[str, Any]:
            out = super().base_view(state, viewer, lean)
            if viewer is not None and state.table.zone(viewer, zone):
                card = state.table.peek(state.table.zone(viewer, zone)[0])
                shown = {"uid": card.uid, "card_id": card.card_id}
                cards = out["players"][viewer]["zones"].setdefault(zone, [])  # (a lean view leaves out a zone that shows none)
                if cards and "uid" not in cards[0]:
                    cards[0] = shown  # in place of its hidden view (the full view)
                else:
                    cards.insert(0, shown)  # the lean view leaves hidden cards out
            return out

    Leaky.__name__ = f"Leaky{engine_type.__name__}"
    return Leaky


def assert_memo_gives_fresh_lean(states: Iterable) -> int:
    """Reading the lean views of consecutive states one viewer in turn, each before the next state is
    made from it (as the simulator's cheap check does: ``random_play.each_random_state``), each is the one made afresh from the full view (:func:`lean_zones`), though the
    table gives again the zone lists that cannot have changed (``table._LeanMemo``). How many it gave
    again (a test asserts there were some)."""
    from engine.core import table as core_table

    again = 0
    for index, st in enumerate(states):
        viewers = [None, *range(st.num_players)]
        viewer = viewers[index % len(viewers)]
        assert st.table.view(viewer, lean=True) == lean_zones(st.table.view(viewer), st.table)
        memo = core_table._LEAN
        again += sum(made < memo.step for zones in memo.made.get(viewer, []) for made, _ in zones.values())
    return again
