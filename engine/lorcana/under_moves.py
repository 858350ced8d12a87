"""Moving the cards under a character or location elsewhere (set 11 wordings; Comprehensive Rules
2.2.0 8.4, outside the seed documents: cards under a card are facedown, not in play, 8.4.2-8.4.3).
Ops (engine.lorcana.ops), registered on import (engine.lorcana.flow imports this module):

- ``under_to_bottom``: "put all cards from under chosen character, item, or location on the bottom
  of their player's deck in a random order" (the game's seeded RNG orders them);
- ``under_to_inkwell``: "put any number of cards from under your characters and locations into
  your inkwell facedown and exerted" (8.5.6: no {C} needed);
- ``put_self_under``: "put this character facedown under one of your characters or locations with
  Boost" (it leaves play, 8.1.5, and becomes a card under the target);
- ``move_under``: "you may put all cards that were under him under another chosen character or
  location of yours facedown" (the cards a banish's look-back remembers, 8.4.4: ``under_uids``).
"""

from __future__ import annotations

from engine.core import Event, Option
from engine.core.effects import Effect, resolves

from .characteristics import in_play, name
from .ops import GAME
from .resolve import ask_choose, resolve_targets, source_in_play
from .rules import R, R_new
from .state import LorcanaState
from .under import cards_under, put_under
from .zones import leave_play, leaving_discard, move_card, put_in_inkwell


@resolves(GAME, "under_to_bottom")
def under_to_bottom(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Every card under the target goes on the bottom of its owner's deck, in a random order;
    "fail" when there was none (the printed "Draw a card" after it still happens: no "if you do")."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    moved = [u for onto in uids for u in cards_under(st, onto)]
    st.rng.shuffle(moved)  # "in a random order"
    for u in moved:
        st.table.cards[u].attached_to = None
        events.append(move_card(st, u, "deck", R("7.1"), public=False))
    if moved:
        events.append(
            Event(
                "bottom",
                f"{len(moved)} card(s) from under {name(st, uids[0])} go on the bottom of the deck in a random order",
                R_new("8.4.2"),
                frame["player"],
            )
        )
    return "ok" if moved else "fail"


def _yours_with_cards_under(st: LorcanaState, me: int) -> list[int]:
    """The cards under your characters and locations in play (5.1.7)."""
    hosts = [
        u
        for u in in_play(st, me)
        if st.cards[st.table.cards[u].card_id].get("type") in ("Character", "Location")
    ]
    return [c for h in hosts for c in cards_under(st, h)]


@resolves(GAME, "under_to_inkwell")
def under_to_inkwell(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The player picks any number (7.1.8: zero too) of the cards under their characters and
    locations; each goes into their inkwell facedown and exerted (8.5.6)."""
    me = frame["player"]
    cands = _yours_with_cards_under(st, me)
    picks = frame["tmp"].get("answer")
    if picks is None:
        if not cands:
            events.append(
                Event("nothing", f"{eff.text}: no card is under your characters or locations", R("1.2.3"), me)
            )
            return "fail"
        opts = [Option(str(u), f"a card under {name(st, st.table.cards[u].attached_to)}") for u in cands]
        return ask_choose(
            st, frame, me, f"{eff.text}: choose any number", opts, n=len(opts), up_to=True, rule=R("7.1.8")
        )
    chosen = [u for u in picks if u in cands]
    for u in chosen:
        st.table.cards[u].attached_to = None
        put_in_inkwell(st, u, exerted=True, rule=R("8.5.6"), events=events)
    return "ok" if chosen else "fail"


@resolves(GAME, "put_self_under")
def put_self_under(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The source leaves play (8.1.5: it is a new object, its damage and effects are gone) and goes
    facedown under the chosen card (8.4.1-8.4.2)."""
    src = frame["source"]
    if not source_in_play(st, frame, eff.text, events):
        return "fail"
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    onto = next((u for u in uids if u != src and st.table.cards[u].zone == "play"), None)
    if onto is None:
        return "fail"
    own = cards_under(st, src)  # 5.1.7: the cards under it go where it goes (under the target too)
    leave_play(st, src, "under", R_new("8.4.1"), events)
    put_under(st, src, onto, events, f"{name(st, src)} goes facedown under it")
    for u in own:
        put_under(st, u, onto, events, "a card that was under it goes facedown under it")
    return "ok"


@resolves(GAME, "move_under")
def move_under(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """The cards that were under the banished card (the trigger's look-back, 8.4.4), still in the
    discard, go facedown under the chosen card."""
    was_under = [
        u
        for u in (frame["trigger"] or {}).get("under_uids", [])
        if u in st.table.cards and st.table.cards[u].zone == "discard"
    ]
    if not was_under:
        events.append(Event("nothing", f"{eff.text}: no card was under it", R("1.2.3"), frame["player"]))
        return "fail"
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    if not uids:
        return "fail"
    for u in was_under:
        leaving_discard(
            st, u
        )  # "if a card left a player's discard this turn" / "whenever a card leaves your discard"
        put_under(st, u, uids[0], events, "a card goes facedown under it")
    return "ok"
