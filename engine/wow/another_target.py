""""Another target …" other than the object named before it (EN 706; compiled by ``cards.another_target``).

A chosen target's filter may say ``other_than``:

- "hero": not the chooser's hero ("Your hero heals 5 damage from itself and 5 damage from another target hero or
  ally."), read by ``targets.matches`` directly;
- "event": not the card the triggering event happened to ("When an ally enters play under your control, Jasmia may
  heal all damage from another target ally."): :func:`bind` turns it into ``not_uids`` with that card, from the
  link, wherever a link's targets are offered or checked again on resolution (EN 709.2a).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.effects import Effect, Target

from .state import Link


def bind(eff: Effect, link: Link) -> Effect:
    """``eff`` with an ``other_than`` "event" filter bound to the link's event card (``not_uids``)."""
    tgt = eff.target
    if tgt is None or tgt.filter.get("other_than") != "event":
        return eff
    ev = (link.data or {}).get("event")
    flt = {k: v for k, v in tgt.filter.items() if k != "other_than"}
    if isinstance(ev, int):
        flt["not_uids"] = [ev]
    return replace(eff, target=Target(tgt.kind, flt, tgt.count, tgt.up_to))


def excluded(st, player: int, uid: int, flt: dict) -> bool:
    """The filter's ``other_than`` "hero" / ``not_uids`` leaves ``uid`` out."""
    if flt.get("other_than") == "hero" and uid == st.heroes[player]:
        return True
    return uid in flt.get("not_uids", ())
