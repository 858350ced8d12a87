"""Helper watt: triggered powers of attachments the shared readers lack (EN 703; read from the
engine's log entries by ``procedure.event_triggers``, put on the chain at the next pre-priority
window, 410.5), and the op that starts a reflexive trigger.

- ``watt_attached_first`` (``cost["what"]`` "attack" | "exhaust" | "strike"): the card this one is attached
  to (400.1) attacks (EN 601.2) / becomes exhausted (411.1) / is struck with (303.2) for the first time this
  turn — its first such event of the turn, counted whether or not this card was attached then ("When
  attached ally attacks for the first time each turn", "When attached card becomes exhausted for the first
  time each turn", "When you strike with attached weapon for the first time each turn"). The triggering
  card is the host.
- ``watt_prevented_attached``: damage that would have been dealt to the host was prevented (EN 717).
  This card's own continuous prevention applies to every preventable packet dealt to the host, so a
  prevention there is one "this way" ("When damage is prevented this way, destroy Power Word: Shield").
  With ``cost["what"]`` "attacking" only combat damage an attacking ally would have dealt, and that ally is
  the triggering card ("When damage that an attacking ally would deal is prevented this way, destroy
  that ally").
- ``watt_this_way``: a reflexive triggered power ("When damage is dealt this way, target ally in
  attached hero's party has -2 ATK this turn."), set off by the op ``watt_reflexive`` as the power
  before it resolves: it goes on the chain as a triggered effect of its own, its targets chosen then
  (EN 707; with no legal target it isn't added, 707.1d, and the damage before it stands).
- ``watt_host_combat_damage`` (``cost["what"]`` "dealt_by_your_hero" | "deals"): your hero dealt combat damage to
  the host ("When your hero deals combat damage to attached hero", the weapons it struck with this combat
  remembered, 408.3d) / the host dealt combat damage ("When attached ally deals combat damage", that much
  remembered, 408.2a); the op ``watt_that_much`` carries out "add a bleed counter to this ability for each weapon
  you struck with this combat" (``stat``: the counter; 404.1) and "it also heals that much from target hero or
  ally" (``zone`` "heal": the host heals, 408.2c).
- the op ``watt_return_attached``: "put Prayer of Mending from its owner's graveyard into play attached to
  target friendly ally" (400.1, 710.1)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from . import zone_moves
from .event_triggers import listeners
from .match_triggers import hears
from .ops import GAME, OpCall
from .powers import printed_powers
from .rules import EN, R
from .state import Link, WowState

FIRST = "watt_attached_first"
PREVENTED = "watt_prevented_attached"
THIS_WAY = "watt_this_way"
REFLEXIVE = "watt_reflexive"
HITS = "watt_host_combat_damage"
KINDS = frozenset({"attack", "tap", "strike", "prevent", "damage"})
"""The event kinds :func:`fire` reads."""


def _hosted(st: WowState, trigger: str, host: int) -> list[int]:
    """The face-up cards in play with a power on ``trigger`` attached to ``host``."""
    return [w for w in listeners(st, trigger) if st.table.peek(w).attached_to == host
            and not st.table.peek(w).face_down and kw.in_play(st, w)]


def _add(st: WowState, w: int, i: int, text: str, event: int | None) -> None:
    data: dict[str, Any] = {"event": event} if event is not None else {}
    st.triggers.append(Link("trigger", st.table.peek(w).controller, w, i, label=f"{kw.name(st, w)}: {text}", data=data))


def _first_time(st: WowState, uid: int, what: str) -> bool:
    """True the first time this turn ``uid`` does ``what`` (noted on the card, hidden flag)."""
    key = "_watt_first_" + what
    if st.table.peek(uid).flags.get(key) == st.turn:
        return False
    st.table.cards[uid].flags[key] = st.turn
    return True


def fire(st: WowState, ev: Event) -> None:
    """One log entry → the triggers above it sets off."""
    data = ev.data or {}
    if ev.kind in ("attack", "tap", "strike"):
        what = {"attack": "attack", "tap": "exhaust", "strike": "strike"}[ev.kind]
        uid = data.get("attacker") if what == "attack" else data.get("uid") if what == "exhaust" else \
            (st.combat.strikes[-1] if st.combat is not None and st.combat.strikes else None)  # 303.2: the weapon struck with
        if not isinstance(uid, int) or uid not in st.table.cards or not kw.in_play(st, uid) or st.table.peek(uid).zone == "resources":
            return
        if not _first_time(st, uid, what) or not hears(st, FIRST):
            return  # (every such event is counted, whether or not a card of the match listens: the same state either way)
        for w in _hosted(st, FIRST, uid):
            for i, pw in enumerate(printed_powers(st, w)):
                if pw.kind == "triggered" and pw.trigger == FIRST and pw.cost.get("what") == what:
                    _add(st, w, i, pw.text, uid)
    elif ev.kind == "damage" and data.get("combat") and data.get("n", 0) > 0 and hears(st, HITS):
        target, source = data.get("uid"), data.get("source")
        for w in listeners(st, HITS):
            card = st.table.peek(w)
            if card.face_down or not kw.in_play(st, w) or card.attached_to is None:
                continue
            for i, pw in enumerate(printed_powers(st, w)):
                if pw.kind != "triggered" or pw.trigger != HITS:
                    continue
                what = pw.cost.get("what")
                if what == "dealt_by_your_hero" and card.attached_to == target and source == st.heroes[card.controller]:
                    n = len([u for u in data.get("weapons", []) if isinstance(u, int)])
                elif what == "deals" and card.attached_to == source:
                    n = int(data.get("n", 0))
                else:
                    continue
                _add(st, w, i, pw.text, target)
                st.triggers[-1].data["watt_n"] = n
    elif ev.kind == "prevent" and hears(st, PREVENTED):
        host, source = data.get("uid"), data.get("source")
        if not isinstance(host, int) or host not in st.table.cards:
            return
        c = st.combat
        attacking = bool(data.get("combat")) and isinstance(source, int) and c is not None and c.attacker == source and kw.is_ally(st, source)
        for w in _hosted(st, PREVENTED, host):
            for i, pw in enumerate(printed_powers(st, w)):
                if pw.kind != "triggered" or pw.trigger != PREVENTED:
                    continue
                by_attacker = pw.cost.get("what") == "attacking"
                if by_attacker and not attacking:
                    continue
                _add(st, w, i, pw.text, source if by_attacker else host)


@resolves(GAME, REFLEXIVE)
def _reflexive(call: OpCall) -> list[Event]:
    """EN 703: the card's "When damage is dealt this way, …" power triggers (one ``watt_this_way`` power)."""
    st, uid = call.st, call.link.uid
    if uid not in st.table.cards:
        return []
    out: list[Event] = []
    for i, pw in enumerate(printed_powers(st, uid)):
        if pw.kind == "triggered" and pw.trigger == THIS_WAY:
            _add(st, uid, i, pw.text, None)
            out.append(Event("trigger", f"{kw.name(st, uid)}: {pw.text}", EN("703"), call.player, data={"uid": uid}))
    return out


RETURN_ATTACHED = "watt_return_attached"


@resolves(GAME, RETURN_ATTACHED)
def _return_attached(call: OpCall) -> list[Event]:
    """ "… put Prayer of Mending from its owner's graveyard into play attached to target friendly
    ally": this card, if it is still in its owner's graveyard (709.2a otherwise: it stays where it
    is), enters play under the power's controller's control attached to the target (400.1, 710.1;
    a new card, 415.9a). With no legal target left nothing happens (709.2a)."""

    st, uid, p = call.st, call.link.uid, call.player
    card = st.table.cards.get(uid)
    if card is None or card.zone != "graveyard":
        return [Event("graveyard", "The card left the graveyard: it stays where it is", EN("709.2a"), p)]
    if not call.uids:
        return []
    host = call.uids[0]
    ev = zone_moves.move(st, uid, "hero_row", EN("710.1"), player=p)
    card = st.table.cards[uid]
    card.attached_to = host
    card.entered_turn = st.turn
    ev.text = f"{kw.name(st, uid)} returns from the graveyard into play attached to {kw.name(st, host)}"
    return [ev, Event("enter", f"{kw.name(st, uid)} enters play", EN("710.1"), p, data={"uid": uid}),
            Event("attach", f"{kw.name(st, uid)} attaches to {kw.name(st, host)}", R("400.1"), p, data={"uid": uid, "host": host})]


@resolves(GAME, "watt_that_much")
def _that_much(call: OpCall) -> list[Event]:
    """The amount the trigger remembered (``link.data["watt_n"]``): that many ``stat`` counters on this card,
    or (``zone`` "heal") the host heals that much from the target."""
    from .counters import add_counters
    from .damage import heal

    st, link = call.st, call.link
    n = int(link.data.get("watt_n", 0)) * max(call.eff.amount, 1)
    if call.eff.zone == "heal":
        host = st.table.cards[link.uid].attached_to if link.uid in st.table.cards else None
        healer = host if isinstance(host, int) and host >= 0 and kw.in_play(st, host) else None
        return [e for uid in call.uids for e in heal(st, uid, n, source=healer, via=link.uid)] if healer is not None else []
    if n <= 0 or not kw.in_play(st, link.uid):
        return []
    return add_counters(st, link.uid, call.eff.stat, n)

