"""Cards leaving play (415.9a: they become new cards) and being destroyed (415.9c, 103.2–103.3)."""

from __future__ import annotations

from engine.core import Event, effects

from . import attach_instead, control, grave_route, last_known, optional_replacement, zone_moves
from . import keywords as kw
from .rules import EN, R
from .state import WowState
from .wstat2_exile import instead as exile_instead


def leave_play(st: WowState, uid: int, zone: str, rule, *, face_down: bool = False, position: int | None = None,
               by_game: bool = False) -> list[Event]:
    """415.9a: a card changing zones becomes a new card: modifiers, damage and counters go; it
    leaves combat. Cards go to their owner's zone (415.2). A card that can't go there stays, and nothing else
    happens to it (103.2, ``zone_moves.held``; ``by_game``: the game moves it, 103.3)."""
    card = st.table.cards[uid]
    if zone == "graveyard" and grave_route.replaced(st, uid, from_play=True):
        zone, rule = "removed", EN("716")  # "… remove it from the game instead" (engine.wow.grave_route)
    if (why := zone_moves.held(st, uid, zone, by_game=by_game)) is not None:
        return [zone_moves.stayed(st, uid, why)]
    was_face_down = card.face_down
    was = {"left_ctl": card.controller, "left_ally": not was_face_down and kw.is_ally(st, uid)}  # "When an ally you control leaves play" (engine.wow.ally_leave_triggers)
    card.face_down = face_down
    ev = zone_moves.move(st, uid, zone, rule, player=card.owner, position=position, by_game=by_game)
    ev.data["left_play"] = True  # "When this item leaves play" (engine.wow.self_triggers)
    ev.data.update(was)
    if zone == "graveyard":
        ev.data["grave"] = True  # "if a card entered a graveyard this turn" (quests.note; engine.wow.grave_route)
    if zone == "deck":
        card.face_down, card.known_to = False, []
    if was_face_down and zone in ("graveyard", "removed"):
        ev.text = f"a face-down resource ({st.table.card_name(uid)}) moves to {zone}"
    last_known.note(st, card)  # last known counters: "While Gor'gar has an ankh counter, when he's destroyed" (helper w31ally)
    card.tapped, card.damage, card.counters = False, 0, {}
    card.flags.pop("flipped", None)
    if isinstance(card.attached_to, int) and card.attached_to >= 0:
        ev.data["host"] = card.attached_to  # "When this ability leaves play, destroy attached ally." (self_triggers; last known, EN 709)
    card.attached_to = None
    for other in [st.table.cards[o.uid] for o in st.table.peek_cards() if o.attached_to == uid]:
        other.attached_to = -1  # 400.5: its host became a new card; destroyed in the next check
    st.modifiers = effects.forget_card(st.modifiers, uid)
    st.shields = [s for s in st.shields if s.uid != uid]
    if st.combat and uid in (st.combat.attacker, st.combat.defender):
        st.combat.stage = "removed" if st.combat.stage == "step" else st.combat.stage
    return [ev, *control.on_leave_play(st, uid)]  # its control modifiers end (401.3b)


def destroy(st: WowState, uid: int, rule, *, by_game: bool = False) -> list[Event]:
    """415.9c: destroy = move from play to the owner's graveyard. A card that "can't be
    destroyed" stays (103.2), unless the game destroys it (``by_game``: uniqueness 414.2, the
    host check 410.6c), which nothing stops (103.3)."""
    if not kw.in_play(st, uid):
        return []
    if not by_game and kw.cant_be_destroyed(st, uid):
        return [Event("not_destroyed", f"{kw.name(st, uid)} can't be destroyed", R("103.2"), st.table.cards[uid].controller, data={"uid": uid})]
    name = kw.name(st, uid)
    removable = zone_moves.held(st, uid, "removed") is None  # a replacement can't remove a card that can't be removed (103.2; engine.wow.zone_moves)
    if not by_game and removable and exile_instead(st, uid):  # "If that character would be destroyed this turn, remove it from the game instead" (EN 716; engine.wow.wstat2_exile)
        events = leave_play(st, uid, "removed", EN("716"))
        events[0].text = f"{name} is removed from the game instead of being destroyed"
        return events
    if not by_game and removable and optional_replacement.exiles_fatal(st, uid, rule):  # "… you may remove it from the game instead" (EN 716; engine.wow.optional_replacement)
        events = leave_play(st, uid, "removed", EN("716"))
        events[0].text = f"{name} is removed from the game instead of being destroyed"
        return events
    if not by_game and (instead := attach_instead.replace(st, uid, destroy)) is not None:
        return instead  # "If attached ally would be destroyed, destroy this ability instead" (EN 716; engine.wow.attach_instead)
    if not by_game and (instead := grave_route.instead_of_destroy(st, uid)) is not None:
        events, gone = instead  # "If this ally would be destroyed, remove all damage from it, exhaust it, and add three stone counters to it instead." (EN 716)
        for src in gone:  # "… remove Reincarnation from the game and …"
            events = leave_play(st, src, "removed", EN("716")) + events
        return events
    if not by_game and (paid := grave_route.pay_instead(st, uid)) is not None:
        to, events = paid  # "… you may pay 1. If you do, return him to his owner's hand instead." (EN 716; engine.wow.grave_route)
        moved = leave_play(st, uid, to, EN("716"))
        moved[0].text = f"{name} returns to its owner's {to} instead of being destroyed"
        return events + moved
    if removable and (grave_route.replaced(st, uid, from_play=True, destroyed=True) or (not by_game and grave_route.may_exile_destroyed(st, uid))):
        label = "a face-down resource" if st.table.cards[uid].face_down else name
        events = leave_play(st, uid, "removed", EN("716"))  # "If a card would enter an opposing graveyard / an opposing ally would be destroyed, … remove it from the game instead" (engine.wow.grave_route)
        events[0].text = f"{label} is removed from the game instead of being destroyed"
        return events
    attached = [o.uid for o in st.table.peek_cards() if o.attached_to == uid and kw.in_play(st, o.uid)]
    card = st.table.cards[uid]
    host = {"host": card.attached_to} if isinstance(card.attached_to, int) and card.attached_to >= 0 else {}
    public = not card.face_down
    resource = {"from_resources": True, "controller": card.controller} if card.zone == "resources" else {}  # "When one of your resources is destroyed" (event_triggers)
    last = {"atk": kw.atk(st, uid), "health": kw.health(st, uid), "words": sorted(kw.words(st, uid))} if public and kw.is_character(st, uid) else {}  # last known (EN 709: "was the ATK"; its race/class words, helper w30gear)
    events = leave_play(st, uid, "graveyard", rule, by_game=by_game)
    events[0].kind, events[0].text = "destroy", f"{name} is destroyed"
    if public:  # a face-down resource stays anonymous in the log
        events[0].data = {"left_ctl": events[0].data["left_ctl"], "left_ally": events[0].data["left_ally"], "uid": uid, "attached": attached, "card_id": card.card_id, "controller": card.controller, **last, "grave": True, **host}
    if resource and events[0].data:
        events[0].data.update(resource)
    return events
