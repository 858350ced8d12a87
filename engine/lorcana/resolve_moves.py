"""Resolver of moving characters to a location by an effect ("move a character of yours to a
location for free", "move up to 2 of your characters to the same location for free", "you may move
him to one of your locations for free"): op ``move_to_chosen_location``. Registered on import
(engine.lorcana.flow imports this module); the helpers it shares live in ``resolve``."""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, Target, resolves

from .characteristics import ctype, has, matches, name
from .ops import GAME
from .resolve import _ask, may_check, resolve_targets
from .rules import R
from .state import LorcanaState
from .triggers import emit


def _locations(st: LorcanaState, me: int, eff: Effect, source: int | None) -> list[int]:
    """Your locations in play that match the text's filter (4.3.7.1: only your own locations)."""
    flt = (eff.condition or {}).get("location", {})
    return [
        u for u in st.table.zone(me, "play") if ctype(st, u) == "location" and matches(st, u, flt, me, source)
    ]


def _destinations(st: LorcanaState, me: int, eff: Effect, source: int | None) -> list[int]:
    """The locations the step may move to: yours (4.3.7.1), and for "move him" not the one he is at (4.3.7.3)."""
    locs = _locations(st, me, eff, source)
    if eff.target is not None and eff.target.kind == "self" and source in st.table.cards:
        locs = [u for u in locs if st.table.cards[source].flags.get("at") != u]
    return locs


@may_check("move_to_chosen_location")
def _no_destination(st: LorcanaState, frame: dict, eff: Effect) -> tuple[str, str] | None:
    """ "You may move him to one of your locations for free" (Colonel Hathi - On the March) with no
    location of yours to move to: the "may" could change nothing, so it is not asked (locations in
    play are public: nothing hidden is given away)."""
    if _destinations(st, frame["player"], eff, frame["source"]):
        return None
    return ("no location to move to", "4.3.7.1")


@resolves(GAME, "move_to_chosen_location")
def move_to_chosen_location(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """First the location is chosen (one of yours), then the character(s) to move there — a
    character already at it can't move to it (4.3.7.3). The move is free (no move cost, 4.3.7.4);
    "whenever you move a character here" abilities trigger as for a move turn action. The location
    is "that location" for the following steps (7.1.9)."""
    me, src = frame["player"], frame["source"]
    loc = (frame["tmp"].get("location") or [None])[0]
    if loc is None:
        locs = _destinations(st, me, eff, src)
        if not locs:
            events.append(Event("nothing", f"{eff.text}: no location to move to", R("4.3.7.1"), me))
            return "fail"
        if len(locs) > 1:
            frame["tmp"]["asking"] = "location"
            return _ask(
                st,
                frame,
                me,
                "target",
                f"{eff.text}: choose a location",
                [Option(str(u), name(st, u)) for u in locs],
                1,
                1,
                "1.2.4",
            )
        loc = locs[0]
        frame["tmp"]["location"] = [loc]
    frame["tmp"].setdefault(
        "exclude", [u for u in st.table.zone(me, "play") if st.table.cards[u].flags.get("at") == loc]
    )
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    also = (eff.condition or {}).get("also")
    if also is not None:  # "move him and one of your other characters to the same location"
        frame["tmp"]["exclude"] = [*frame["tmp"]["exclude"], *uids]
        more = resolve_targets(st, frame, eff, Target("chosen", dict(also), 1, False), "also")
        if more is None:
            return "wait"
        uids = [*uids, *more]
    moved = [
        u
        for u in uids
        if st.table.cards[u].zone == "play"
        and st.table.cards[u].controller == me
        and st.table.cards[u].flags.get("at") != loc
        and not has(st, u, "cant_move")
    ]  # 1.2.2: "can't move to locations"
    for u in moved:
        came = st.table.cards[u].flags.get("at")  # "… from a location" (came_from)
        st.table.cards[u].flags["at"] = loc
        events.append(
            Event(
                "move_location",
                f"{name(st, u)} moves to {name(st, loc)} for free",
                R("4.3.7.4"),
                me,
                data={"uid": u, "location": loc},
            )
        )
        emit(st, "moves_self", u, location=loc, came_from=came)
    frame["it"] = [loc]
    if (eff.condition or {}).get("it_moved"):  # "gain 1 lore for each character you moved" (scale it_count)
        frame["it"] = list(moved)
    if also is not None and (eff.condition or {}).get(
        "it_also"
    ):  # "if you do, the other character gets …" (7.1.9)
        frame["it"] = [u for u in more if u in moved]
    return "ok" if moved else "fail"
