"""Cards targeted in a graveyard (EN 706): "Put target ally card from your graveyard into your
hand", "Remove target card in a graveyard from the game", "Put target ally from your graveyard on
top of your deck", "Put target ally card from your graveyard into play if its cost is less than or
equal to the number of resources you have".

A graveyard target's filter has ``zone="graveyard"`` (``search.card_matches`` keys; ``side``
"friendly"/"opposing" names whose graveyard, 415.2: each player has his own; "turn_player": the graveyard of
the player whose turn it is). The ``graveyard_move``
op moves the target to ``zone`` "hand" (its owner's), "removed", "deck_top" or "play" (under the
link controller's control; ``condition={"max_cost": "resources"}``: only if its cost is at most
the number of resources he controls). A target that left the graveyard is illegal (EN 709.2a)."""

from __future__ import annotations

from engine.core import Event, effects
from engine.core.effects import resolves

from . import combined_cost, zone_moves
from . import keywords as kw
from .continuations import resolve_card
from .ops import GAME, OpCall
from .rules import EN, R
from .search import card_matches
from .state import Link, WowState


def graveyard_targets(st: WowState, player: int, flt: dict, source: int | None = None) -> list[int]:
    """The cards in graveyards a ``zone="graveyard"`` filter names, seen by ``player``. ``below_host``: cost less than
    the printed cost of the character the source is attached to ("target ally with cost less than attached ally's
    cost", 201.3; none while it is attached to nothing; helper wzone2)."""
    if flt.get("below_host"):
        host = st.table.cards[source].attached_to if source in st.table.cards else None
        if not isinstance(host, int) or host not in st.table.cards:
            return []
        flt = {**flt, "max_cost": (kw.data(st, host).get("cost") or 0) - 1}
    side = flt.get("side")
    if side == "turn_player":  # "target ally from that player's graveyard" (that player: the one whose turn it is)
        return [u for u in st.table.zone(st.active, "graveyard") if card_matches(st, u, flt)]
    owners = [q for q in range(st.num_players) if side is None or (q == player) == (side == "friendly")]
    return [u for q in owners for u in st.table.zone(q, "graveyard") if card_matches(st, u, flt)]


@resolves(GAME, "graveyard_move")
def _graveyard_move(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards.get(uid)
        if card is None or card.zone != "graveyard":
            continue  # EN 709.2a: it left the graveyard
        name = kw.name(st, uid)
        where = call.eff.zone
        if where == "play":
            if (call.eff.condition or {}).get("max_cost") == "resources" and (kw.data(st, uid).get("cost") or 0) > len(st.table.zone(p, "resources")):
                events.append(Event("graveyard", f"{name} costs more than P{p + 1}'s resources: it stays", EN("709.1"), p))
                continue
            if (call.eff.condition or {}).get("combined") == "resources" and not combined_cost.within(st, call.link, p):
                events.append(Event("graveyard", f"the targets' combined cost is more than P{p + 1}'s resources: {name} stays", EN("709.1"), p))
                continue
            events += resolve_card(st, Link("card", p, uid, label=name))  # it enters play as a resolving card would (710.1)
            continue
        zone = {"hand": "hand", "removed": "removed", "deck_top": "deck", "deck_bottom": "deck", "deck_shuffle": "deck"}[where]
        ev = zone_moves.move(st, uid, zone, EN("709.1"), player=card.owner, position=0 if where == "deck_top" else None)
        ev.text = {"hand": f"{name} returns from the graveyard to its owner's hand", "removed": f"{name} is removed from the game",
                   "deck_top": f"{name} is put on top of its owner's deck", "deck_bottom": f"{name} is put on the bottom of its owner's deck",
                   "deck_shuffle": f"{name} is shuffled into its owner's deck"}[where]
        if zone == "deck":
            card.known_to = []
        events.append(ev)
        if where == "deck_shuffle":  # "Shuffle target ally in your graveyard into your deck" (415.3b)
            events.append(effects.shuffle(st.table, st.rng, card.owner, "deck", R("415.3b")))
    return events



def remove_picked(st: WowState, picks: list[str]) -> list[Event]:
    """The picked cards still in a graveyard are removed from the game (415.7), each named in the log."""
    events: list[Event] = []
    for pick in picks:
        uid = int(pick)
        if uid in st.table.cards and st.table.peek(uid).zone == "graveyard":
            name = kw.name(st, uid)
            ev = zone_moves.move(st, uid, "removed", R("415.7"))
            ev.text = f"{name} is removed from the game"
            events.append(ev)
    return events
