"""An ally card removed from a graveyard and remembered by the card that removed it (helper w30quest): "When this
armor enters play, you may remove an ally in a graveyard from the game." / "[Exhaust] -> Your hero deals 1 melee
damage to target hero or ally that shares a class or race with that ally." (Vengeance Wrap).

- op ``w30q_grave_note`` (EN 709.1, 415.7): the link's controller picks up to one ally card in any graveyard (not a
  target; none when he declines, "you may", EN 709.3) and removes it from the game; its printed data is noted on the
  source card (flag :data:`KEY`, the card id: "that ally" keeps its class and race once removed). A new note replaces
  the old one; none picked, none noted.
- target filter ``shares_noted`` (``targets.matches``): the card shares a class or a race (202.1a) with the card the
  source noted (:func:`shares`); no note, no such card."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, zone_moves
from . import keywords as kw
from .answers import handles
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KEY = "w30q_noted_ally"
"""Card flag of the source: the card id of the ally card it removed this way."""
OP = "w30q_grave_note"


def _traits(d: dict) -> set[str]:
    """A card's classes (a hero's list, an ally's class) and race, lower case (202.1a)."""
    found = [*(d.get("classes") or []), d.get("class") or "", d.get("race") or ""]
    return {t.lower() for t in found if t}


def shares(st: WowState, uid: int, source: int) -> bool:
    """Whether ``uid`` shares a class or race with the ally card ``source`` noted."""
    card = st.table.peek(source, None)
    noted = card.flags.get(KEY) if card is not None else None
    return bool(noted) and bool(_traits(kw.data(st, uid)) & _traits(st.cards.get(noted) or {}))


@resolves(GAME, OP)
def _grave_note(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    options = [u for q in range(st.num_players) for u in st.table.zone(q, "graveyard") if (st.cards.get(st.table.peek(u).card_id) or {}).get("type") == "ally"]
    if not options:
        return [Event("pick", "No ally card is in a graveyard", EN("709.1"), p)]
    continuations.pause_for(call, OP, {"player": p, "source": link.uid},
                            Pending(p, OP, f"{call.eff.text or 'An ally in a graveyard'}: you may choose one to remove from the game",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, 1, EN("709.1")))
    return []


@handles(OP)
def _grave_note_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    pick, w = continuations.take_job(st, OP)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if uid in st.table.cards and st.table.peek(uid).zone == "graveyard":
            name = kw.name(st, uid)
            ev = zone_moves.move(st, uid, "removed", R("415.7"), player=st.table.peek(uid).owner)
            ev.text = f"P{pick['player'] + 1} removes {name} from a graveyard from the game"
            events.append(ev)
            if (source := st.table.cards.get(pick["source"])) is not None:
                source.flags[KEY] = st.table.peek(uid).card_id
    return events + continuations.resume_link(st, w)
