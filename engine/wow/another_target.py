""""Another target …" other than the object named before it (EN 706; compiled by ``cards.another_target``).

A chosen target's filter may say ``other_than``:

- "hero": not the chooser's hero ("Your hero heals 5 damage from itself and 5 damage from another target hero or
  ally."), read by ``targets.matches`` directly;
- "event": not the card the triggering event happened to ("When an ally enters play under your control, Jasmia may
  heal all damage from another target ally."): :func:`bind` turns it into ``not_uids`` with that card, from the
  link, wherever a link's targets are offered or checked again on resolution (EN 709.2a).

``party_of`` "event" ("… to target hero in that ally's party", Vambraces of the Sadist): a card the triggering card's
controller controls (415.8b), bound by :func:`bind` to ``party_player``. ``name_of`` "event" ("destroy each other ally
you control with the same name as that ally", Highborne Soul Mirror): a face-up card of that name (200.1), bound to
``name_is``.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.effects import Effect, Target

from .card_facts import name as card_name
from .state import Link, WowState

PAID_N = "paid_n"
"""``Link.data`` key of ``counted_targets.PAID``: how many cards paid the card's additional cost as it was played."""
EXTRA_PAID = "_extra_paid"
"""Card flag ``extra_cost.PAID``: the same, kept on the card as the cost was paid (read on resolution)."""


def bind(st: WowState, eff: Effect, link: Link) -> Effect:
    """``eff`` with an ``other_than`` / ``party_of`` "event" filter bound to the link's event card (``not_uids``,
    ``party_player``: its controller; a card that left play keeps the controller it had, 415.9a)."""
    tgt = eff.target
    if tgt is not None and tgt.filter.get("max_cost_of") == "paying":  # "Destroy an ability … with cost X -> Put target ally with cost
        paying = [u for u in (link.data or {}).get("paying", []) if u in st.table.cards]  # X or less …": the cards named to pay (helper wzone2)
        flt = {k: v for k, v in tgt.filter.items() if k != "max_cost_of"}
        flt["max_cost"] = sum(int(st.cards[st.table.cards[u].card_id].get("cost") or 0) for u in paying) if paying else -1
        return replace(eff, target=Target(tgt.kind, flt, tgt.count, tgt.up_to))
    if tgt is not None and tgt.filter.get("max_cost_of") == "paid":  # "… target ally with cost X or less, where X is the number of
        flt = {k: v for k, v in tgt.filter.items() if k != "max_cost_of"}  # cards removed this way" (Invigorate): the cards named to
        data = link.data or {}  # pay the additional cost as the card was played (counted_targets; on resolution its flag, extra_cost.paid)
        card = st.table.cards.get(link.uid)
        flt["max_cost"] = int(data[PAID_N]) if PAID_N in data else int(card.flags.get(EXTRA_PAID, 0)) if card is not None else 0
        return replace(eff, target=Target(tgt.kind, flt, tgt.count, tgt.up_to))
    if tgt is None or (tgt.filter.get("other_than") != "event" and tgt.filter.get("party_of") != "event" and tgt.filter.get("max_cost_of") != "event"
                       and tgt.filter.get("name_of") != "event"):
        return eff
    ev = (link.data or {}).get("event", (link.data or {}).get("subject"))  # "subject": a destroyed card (event_triggers)
    flt = {k: v for k, v in tgt.filter.items() if not (k in ("other_than", "party_of", "max_cost_of", "name_of") and v == "event")}
    if tgt.filter.get("max_cost_of") == "event":  # "with cost less than or equal to that defending ally's cost": its printed
        flt["max_cost"] = int(st.cards[st.table.cards[ev].card_id].get("cost") or 0) if isinstance(ev, int) and ev in st.table.cards else -1  # cost (201.3; helper wzone2)
    if tgt.filter.get("name_of") == "event":  # "… with the same name as that ally" (200.1; helper wzone)
        flt["name_is"] = card_name(st, ev) if isinstance(ev, int) and ev in st.table.cards else ""
    if isinstance(ev, int) and tgt.filter.get("other_than") == "event":
        flt["not_uids"] = [ev]
    if tgt.filter.get("party_of") == "event":
        flt["party_player"] = st.table.cards[ev].controller if isinstance(ev, int) and ev in st.table.cards else -1
    return replace(eff, target=Target(tgt.kind, flt, tgt.count, tgt.up_to))


def excluded(st: WowState, player: int, uid: int, flt: dict) -> bool:
    """The filter's ``other_than`` "hero" / ``not_uids`` / ``party_player`` leaves ``uid`` out."""
    if flt.get("other_than") == "hero" and uid == st.heroes[player]:
        return True
    if "party_player" in flt and st.table.peek(uid).controller != flt["party_player"]:
        return True
    if "name_is" in flt and (st.table.peek(uid).face_down or card_name(st, uid) != flt["name_is"]):
        return True  # 200.1: the same name (a face-down card has none)
    return uid in flt.get("not_uids", ())


def paying_bound(effects: list[Effect]) -> bool:
    """Whether a power's first target is bound to the cards named to pay its cost (``max_cost_of`` "paying")."""
    return any(e.target is not None and e.target.kind == "chosen" and e.target.filter.get("max_cost_of") == "paying" for e in effects)
