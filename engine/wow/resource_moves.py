"""Cards put into a resource row face down by an effect (412.2: a face-down card there is a
resource): "Put target ally from a graveyard into its owner's resource row face down and
exhausted." (Path of Life), "Put target non-token ally into its owner's resource row face down,
then exhaust it." (Hibernate), "When this ally is destroyed, you may put him from the graveyard
into his owner's resource row face down and exhausted." (Jaga'zul), "Put Vigor into your resource row
face down and ready." (the resolving ability itself: ``condition["from"] == "chain"``; it then goes to
no graveyard, 305.1). The op ``to_resource_row``:
each target (no target: the source card, from its owner's graveyard) goes into its owner's resource
row (415.2) face down — only he may look at it (415.8c) — exhausted with
``condition={"exhausted": True}``. A card in play leaves play (415.9a: a new card); a hero never
moves (301.5). No chain link: it is not an additional resource (412.1c)."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .invincible import cant_leave_play, stays
from .leaving_play import leave_play
from .ops import GAME, OpCall
from .rules import EN, R


@resolves(GAME, "to_resource_row")
def _to_resource_row(call: OpCall) -> list[Event]:
    st = call.st
    exhausted = bool((call.eff.condition or {}).get("exhausted"))
    uids = call.uids if call.eff.target is not None else [call.link.uid]
    events: list[Event] = []
    for uid in uids:
        card = st.table.cards.get(uid)
        if card is None or uid in st.heroes:
            continue
        if call.eff.target is None and card.zone != ((call.eff.condition or {}).get("from") or "graveyard"):  # "from": "chain", the resolving ability
            events.append(Event("graveyard", "The card left the graveyard: it stays where it is", EN("709.2a"), call.player))
            continue
        name = kw.name(st, uid)
        if cant_leave_play(st, uid):  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
            events.append(stays(st, uid))
            continue
        if kw.in_play(st, uid):
            moved = leave_play(st, uid, "resources", EN("709.1"), face_down=True)
        else:
            moved = [zone_moves.move(st, uid, "resources", EN("709.1"), player=card.owner)]
            card.face_down = True
        card.known_to = [card.owner]  # 415.8c: a face-down resource is seen by its controller only
        card.tapped = exhausted
        moved[0].text = f"{name} goes into its owner's resource row face down" + (" and exhausted" if exhausted else "")
        moved[0].rule = R("412.2")
        events += moved
    return events
