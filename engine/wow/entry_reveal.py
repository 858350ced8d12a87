"""Cards revealed from the hand as a card enters play, counted on it (helper wzone2): "As this armor enters play, you may
reveal any number of equipment from your hand. This armor enters play with a +1 [DEF] counter on it for each card
revealed this way." (Gravitational Pull).

A static power ``wz2_enter_reveal`` (never carried out; ``condition["filter"]``: the cards that may be revealed,
``stat``: the counter kind, ``amount``: counters per card) is read as the card enters play (:func:`on_enter`, asked by
``entry_choice.on_enter`` as ``procedure.resolve_card`` puts a card into play, before any priority): its controller
picks none or more fitting cards of his hand; they are revealed (public, 415.4a) and stay in his hand, and the card
gets the counters (404.1a).

With ``condition["destroy"]`` (helper d37wow): "As this weapon enters play, destroy any number of abilities, allies,
and/or equipment you control. This weapon enters play with a +1 ATK counter on it for each card destroyed this way."
(Shalug'doom, the Axe of Unmaking) — the cards are picked among the face-up ones he controls in play (``filter``; not
the entering card itself, not his hero), each destroyed (415.9c); only those destroyed count (one that can't be
destroyed stays, 103.2, and isn't "destroyed this way"; the answer: ``engine.wow.entry_destroy``)."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects

from . import entry_powers
from . import keywords as kw
from .answers import handles
from .counters import add_counters
from .powers import powers
from .rules import EN, R
from .search import card_matches
from .state import WowState

OP = KIND = "wz2_enter_reveal"
DESTROY_KIND = "zd37_enter_destroy"


def spec_of(st: WowState, uid: int):
    for pw in powers(st, uid):
        if pw.kind == "static" and pw.automated:
            for e in pw.effects:
                if e.op == OP:
                    return e
    return None


def on_enter(st: WowState, player: int, uid: int) -> list[Event]:
    """Ask the controller of an entering card which cards of his hand he reveals (none: no counters)."""
    spec = spec_of(st, uid)
    if spec is None:
        return entry_powers.on_enter(st, player, uid)  # "As this ally enters play, you may remove an ally … this ally has that card's printed powers."
    flt = (spec.condition or {}).get("filter") or {}
    if (spec.condition or {}).get("destroy"):
        fit = [u for z in ("allies", "hero_row") for u in st.table.zone(player, z)
               if u != uid and u != st.heroes[player] and not st.table.peek(u).face_down and card_matches(st, u, flt)]
        verb = "destroy any number of these cards you control"
    else:
        fit = [u for u in st.table.zone(player, "hand") if card_matches(st, u, flt)]
        verb = "reveal any number of these cards from your hand"
    if not fit:
        return []
    kind = DESTROY_KIND if (spec.condition or {}).get("destroy") else KIND  # (the destroying answer: engine.wow.entry_destroy)
    st.pending.append(Pending(player, kind, f"As {kw.name(st, uid)} enters play, {verb}",
                              [Option(str(u), kw.data(st, u).get("name") or str(u)) for u in fit], 0, len(fit), EN("709.3"),
                              context={"uid": uid}))
    return []


@handles(KIND)
def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    uid = pending.context["uid"]
    shown = [int(x) for x in picks]
    if not shown or uid not in st.table.cards:
        return [Event("choose", f"P{pending.player + 1} reveals no card", EN("709.3"), pending.player)]
    spec = spec_of(st, uid)
    events = [effects.reveal(st.table, shown, R("415.4a"), pending.player)]
    if spec is not None:
        events += add_counters(st, uid, spec.stat or "+1 DEF", max(spec.amount, 1) * len(shown), R("404.1a"))
    return events
