"""Where a card goes instead of a graveyard (EN 716, replacements; helper wzone). Every route the engine takes
to a graveyard asks :func:`dest` (or moves with :func:`move`): from play (``leaving_play.leave_play``: destroyed,
sacrificed), from the chain (305.1 resolved, EN 711.1 interrupted), from the hand (415.9d discards, 415.4b),
from the deck (415.3a milled, searched, revealed) …

- op ``gy_exile`` (a continuous power, never carried out): "If a card would enter an opposing graveyard, remove it
  from the game instead." (Nerubian Conqueror), "If an ally would be put into your graveyard from play, remove it
  from the game instead." (Dramla Lifebender). ``condition``: ``side`` ("opposing": a graveyard of an opponent of
  the power's controller; "friendly": his own; 415.2: a card goes to its owner's graveyard), ``types`` (the card's
  types, any if absent), ``from_play`` (only a card leaving play).
- op ``gy_exile_turn`` (one-shot): "If an ability card would enter your graveyard this turn, remove it from the game
  instead." (Readiness, Planned Assault) — a mark on the player's hero for this turn with ``condition["types"]``;
  with ``condition["side"] = "opposing"`` and ``"destroyed"``: "If an opposing non-hero card would be destroyed this
  turn, remove it from the game instead." (Azami'tal's Stash) — a card an opponent controls, as it is destroyed.
- op ``grave_play_turn`` (one-shot): "You can play ability cards from your graveyard this turn." (Readiness) — a mark
  on the player's hero for this turn; ``grave_play`` (continuous): "You can play ally cards from your graveyard."
  (Dramla Lifebender) — ``artifact.playable_zone`` / ``playable_elsewhere`` offer those cards of his graveyard
  (409.1 as from the hand; the cost is paid as usual).
- op ``may_pay_instead`` (continuous): "If this ally would be destroyed on an opponent's turn, you may pay 1. If you do,
  return him to his owner's hand instead." (Vicious Grell) — ``amount`` (exhausting that many ready resources, face-down
  ones first, 412.2), ``condition["turn"]`` ("opponent": only on an opponent's turn), ``zone`` (where it goes instead);
  its controller answers (EN 709.3), only when he can pay.
- op ``destroy_instead`` (continuous): "If this ally would be destroyed, remove all damage from it, exhaust it, and add
  three stone counters to it instead." (Obsidian Colossus) — its own power; ``condition``: ``heal`` (all its damage
  removed), ``exhaust``, ``counters`` ({kind: n}); it stays in play (not destroyed, 415.9c).
- op ``may_exile_destroyed`` (continuous): "If an opposing ally would be destroyed, you may remove it from the game
  instead." (Sand Scarab) — any destruction (``leaving_play.destroy``), the power's controller answers
  (``optional_replacement``, EN 709.3).

A card removed instead never entered a graveyard: no Death Rattle, nothing "put into a graveyard" happened; it is
in its owner's removed-from-game zone (415.7). A token leaving play never reaches a zone (410.6d): nothing to replace."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option
from engine.core.effects import resolves

from . import keywords as kw
from . import packet_swaps, zone_moves
from .ops import GAME, OpCall
from .optional_replacement import NO, ask
from .restrictions import can_exhaust
from .rules import EN
from .state import WowState

OP = "gy_exile"
TURN_OP = "gy_exile_turn"
PLAY_TURN_OP = "grave_play_turn"
PLAY_OP = "grave_play"
MAY_EXILE = "may_exile_destroyed"
PAY_INSTEAD = "may_pay_instead"
INSTEAD = "destroy_instead"
_TURN_KEY = "_gy_exile_turn"
_PLAY_KEY = "_grave_play_turn"


def _types_ok(st: WowState, uid: int, types: Any) -> bool:
    return not types or kw.ctype(st, uid) in types


def _turn_marks(st: WowState, owner: int, key: str) -> list[Any]:
    """This turn's marks on ``owner``'s hero (a list of type lists)."""
    if not 0 <= owner < len(st.heroes) or st.heroes[owner] not in st.table.cards:
        return []
    mark = st.table.peek(st.heroes[owner]).flags.get(key)
    return [m[1] for m in mark if m[0] == st.turn] if mark else []


def _turn_replaced(st: WowState, uid: int, destroyed: bool) -> bool:
    """A ``gy_exile_turn`` mark of this turn on some player's hero applies: "your graveyard" (its owner is that player,
    415.2), or with ``side`` "opposing" a card an opponent of his controls, with ``destroyed`` only as it is destroyed."""
    card = st.table.peek(uid)
    for q, h in enumerate(st.heroes):
        mark = st.table.peek(h).flags.get(_TURN_KEY) if h in st.table.cards else None
        for m in mark or ():
            if m[0] != st.turn or not _types_ok(st, uid, m[1]):
                continue
            extra = m[2] if len(m) > 2 else {}
            if extra.get("destroyed") and not destroyed:
                continue
            if extra.get("side") == "opposing":
                if card.controller != q and not kw.is_hero(st, uid):
                    return True
            elif card.owner == q:
                return True
    return False


def replaced(st: WowState, uid: int, *, from_play: bool = False, destroyed: bool = False) -> bool:
    """Whether the card, about to be put into its owner's graveyard now (``destroyed``: as it is destroyed), is removed
    from the game instead."""
    card = st.table.peek(uid, None)
    if card is None or card.flags.get("token"):
        return False
    if zone_moves.held(st, uid, "removed") is not None:
        return False  # rule call: a card that can't be removed from the game goes where it would have gone (103.2)
    owner = card.owner
    if _turn_replaced(st, uid, destroyed):
        return True
    if from_play and packet_swaps.exiled_by_fatal(st, uid):  # Dark Intent (engine.wow.packet_swaps; helper w30abil)
        return True
    found = kw.sources_doing(st, OP)
    if not found:
        return False
    for src, effs in found:
        if st.table.peek(src).face_down or not any(e.op == OP for e in kw.statics(st, src, OP)):
            continue  # its conditions (a face, a hero trait) don't hold now (301.2a, 206.1c)
        me = st.table.peek(src).controller
        for e in effs:
            if e.op != OP:
                continue
            c = e.condition or {}
            side = c.get("side", "any")
            if (side == "opposing" and owner == me) or (side == "friendly" and owner != me):
                continue
            if c.get("from_play") and not from_play:
                continue
            if _types_ok(st, uid, c.get("types")):
                return True
    return False


def dest(st: WowState, uid: int, *, from_play: bool = False) -> str:
    """ "graveyard", or "removed" when a replacement sends the card there instead (EN 716)."""
    return "removed" if replaced(st, uid, from_play=from_play) else "graveyard"


def move(st: WowState, uid: int, rule: Any, *, player: int | None = None, position: int | None = None) -> Event:
    """``effects.move`` to the owner's graveyard, or to his removed-from-game zone instead (EN 716). The event of a
    card put into a graveyard says so (``data["grave"]``: "if a card entered a graveyard this turn", ``quests.note``)."""
    if dest(st, uid) == "removed":
        name = kw.name(st, uid)
        ev = zone_moves.move(st, uid, "removed", EN("716"), player=player)
        if ev.data:
            ev.text = f"{name} would enter a graveyard: it is removed from the game instead"
        return ev
    return entered(zone_moves.move(st, uid, "graveyard", rule, player=player, position=position))


def entered(ev: Event) -> Event:
    """The move event of a card put into a graveyard, marked so (``data["grave"]``; read by ``quests.note``)."""
    if ev.data and "uid" in ev.data:
        ev.data["grave"] = True
    return ev


def interrupted(st: WowState, uid: int, player: int) -> Event:
    """EN 711.1: the interrupted card (its link already off the chain) goes to its owner's graveyard, or is removed
    instead; the event names it interrupted."""
    name = kw.name(st, uid)
    moved = move(st, uid, EN("711.1"))
    data = {"uid": uid, "grave": True} if (moved.data or {}).get("grave") else {"uid": uid}
    return Event("interrupt", f"{name} is interrupted", EN("711.1"), player, data=data)


def plays_from_graveyard(st: WowState, uid: int) -> bool:
    """The card in its owner's graveyard may be played from there now: a ``grave_play`` power its owner controls or
    this turn's ``grave_play_turn`` mark, of the card's type (409.1)."""
    card = st.table.peek(uid, None)
    if card is None or card.zone != "graveyard":
        return False
    owner = card.owner
    for types in _turn_marks(st, owner, _PLAY_KEY):
        if _types_ok(st, uid, types):
            return True
    found = kw.sources_doing(st, PLAY_OP)
    for src, effs in found:
        if st.table.peek(src).controller != owner or st.table.peek(src).face_down or not any(e.op == PLAY_OP for e in kw.statics(st, src, PLAY_OP)):
            continue
        if any(e.op == PLAY_OP and _types_ok(st, uid, (e.condition or {}).get("types")) for e in effs):
            return True
    return False


def playable_in(st: WowState, grave: list[int]) -> list[int]:
    """The cards of a graveyard :func:`plays_from_graveyard` lets their owner play."""
    if not grave:
        return []
    owner = st.table.peek(grave[0]).owner
    if not _turn_marks(st, owner, _PLAY_KEY) and not kw.sources_doing(st, PLAY_OP):
        return []
    return [u for u in grave if plays_from_graveyard(st, u)]


def _mark(call: OpCall, key: str, text: str) -> list[Event]:
    st, p = call.st, call.player
    hero = st.table.cards[st.heroes[p]]
    cond = call.eff.condition or {}
    types = list(cond.get("types") or [])
    extra = {k: cond[k] for k in ("side", "destroyed") if cond.get(k)}
    hero.flags[key] = [m for m in hero.flags.get(key, []) if m[0] == st.turn] + [[st.turn, types, extra] if extra else [st.turn, types]]
    if extra.get("side") == "opposing":
        text = "This turn, if an opposing non-hero card would be destroyed, it is removed from the game instead"
    return [Event("modify", text.format(p=p + 1, what=" or ".join(types) or "any", s="s" if types else ""), EN("714.1"), p)]


@resolves(GAME, TURN_OP)
def _exile_turn(call: OpCall) -> list[Event]:
    return _mark(call, _TURN_KEY, "This turn, if {what} card{s} would enter P{p}'s graveyard, it is removed from the game instead")


@resolves(GAME, PLAY_TURN_OP)
def _play_turn(call: OpCall) -> list[Event]:
    return _mark(call, _PLAY_KEY, "This turn, P{p} can play {what} card{s} from his graveyard")


def may_exile_destroyed(st: WowState, uid: int) -> bool:
    """Whether the ally ``uid``, destroyed now, is removed from the game instead: an opponent's :data:`MAY_EXILE`
    power, and its controller said yes (``optional_replacement.ask``, replayed)."""
    found = kw.sources_doing(st, MAY_EXILE)
    if not found or not kw.is_ally(st, uid):
        return False
    ctl = st.table.peek(uid).controller
    for src, _effs in sorted(found, key=lambda pair: pair[0]):
        me = st.table.peek(src).controller
        if me == ctl or st.table.peek(src).face_down or not any(e.op == MAY_EXILE for e in kw.statics(st, src, MAY_EXILE)):
            continue
        name = kw.name(st, uid)
        options = [Option(NO, f"{name} is destroyed"), Option("yes", f"{name} is removed from the game instead")]
        if ask(me, f"{name} would be destroyed: remove it from the game instead ({kw.name(st, src)})?", options, EN("716")) == "yes":
            return True
    return False


def _ready(st: WowState, p: int) -> list[int]:
    ready = [u for u in st.table.zone(p, "resources") if not st.table.peek(u).tapped and can_exhaust(st, u)]
    return sorted(ready, key=lambda u: not st.table.peek(u).face_down)  # 412.2: face-down ones first


def pay_instead(st: WowState, uid: int) -> tuple[str, list[Event]] | None:
    """Where the card ``uid``, destroyed now, goes instead and the payment's events: its own :data:`PAY_INSTEAD` power,
    its controller paid (asked with ``optional_replacement.ask``, replayed); None otherwise."""
    found = kw.sources_doing(st, PAY_INSTEAD)
    if not found:
        return None
    for src, effs in found:
        if src != uid or not any(e.op == PAY_INSTEAD for e in kw.statics(st, src, PAY_INSTEAD)):
            continue  # "this ally": its own power only
        me = st.table.peek(uid).controller
        for e in effs:
            if e.op != PAY_INSTEAD or ((e.condition or {}).get("turn") == "opponent" and st.active == me):
                continue
            n, to = max(e.amount, 0), e.zone or "hand"
            ready = _ready(st, me)
            if len(ready) < n:
                continue  # he can't pay (403.1)
            name = kw.name(st, uid)
            options = [Option(NO, f"{name} is destroyed"), Option("yes", f"pay {n}: {name} returns to its owner's {to} instead")]
            if ask(me, f"{name} would be destroyed: pay {n} to return it to its owner's {to} instead?", options, EN("716")) != "yes":
                continue
            for u in ready[:n]:
                st.table.cards[u].tapped = True
            return to, [Event("pay", f"P{me + 1} exhausts {n} resource(s) (EN 709.3)", EN("709.3"), me)]
    return None


def instead_of_destroy(st: WowState, uid: int) -> tuple[list[Event], list[int]] | None:
    """The events of an :data:`INSTEAD` power replacing the card's destruction now and the cards that power removes
    from the game as it does (``remove_self``), or None (EN 716)."""
    from .counters import add_counters

    found = kw.sources_doing(st, INSTEAD)
    if not found:
        return None
    for src, effs in sorted(found, key=lambda pair: pair[0]):
        for e in effs:
            if e.op != INSTEAD:
                continue
            c = e.condition or {}
            mine = uid == st.heroes[st.table.peek(src).controller] if c.get("hero") else uid == src  # "your hero" / "this ally"
            if not mine or st.table.peek(src).face_down or not any(x.op == INSTEAD for x in kw.statics(st, src, INSTEAD)):
                continue
            card = st.table.cards[uid]
            name = kw.name(st, uid)
            events = [Event("not_destroyed", f"{name} is not destroyed: {e.text or 'a replacement'} instead", EN("716"), card.controller, data={"uid": uid})]
            if c.get("heal") and card.damage:
                events.append(Event("modify", f"all damage is removed from {name}", EN("716"), card.controller, data={"uid": uid}))  # removed, not healed (407)
                card.damage = 0
            if c.get("exhaust") and not card.tapped:
                card.tapped = True
                events.append(Event("tap", f"{name} is exhausted", EN("716"), card.controller, data={"uid": uid}))
            for kind, n in (c.get("counters") or {}).items():
                events += add_counters(st, uid, kind, int(n), EN("716"))
            if "damage_to" in c and card.damage > int(c["damage_to"]):  # "remove all but 14 damage from your hero" (removed, not healed, 407)
                events.append(Event("modify", f"all but {c['damage_to']} damage is removed from {name}", EN("716"), card.controller, data={"uid": uid}))
                card.damage = int(c["damage_to"])
            return events, ([src] if c.get("remove_self") else [])  # "remove Reincarnation from the game" (leaving_play does it)
    return None
