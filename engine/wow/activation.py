"""Payment-power costs beyond resources, [Exhaust] and flipping (EN 701, 403.1), compiled by
``engine.wow.cards.templates_activation``:

- ``cost["on_your_turn"]``: "Once on each of your turns:" — only on your own turn;
- ``cost["if"]``: "If you control another Priest: Flip X -> …" — the power can be used only
  while the condition holds (checked when it is used, ``conditions.holds``);
- ``cost["damage"] = {"who": "hero" | "self", "n": N}``: "Put 2 damage on your hero" — placed
  damage (405.3: no packet, nothing prevents it; never more than fatal damage);
- ``cost["choose"] = {"damage_on": {"n": N, "filter": …}}``: "Put 1 damage on another ally in
  your party" — the player names the ally (``engine.wow.choice_cost``, ``damage_candidates``);
- ``cost["self_to"] = "removed" | "hand" | "deck_bottom"``: the card itself leaves play as part
  of the cost ("Remove this ally from the game", "Put NAME into its owner's hand", "Put NAME on
  the bottom of its owner's deck").

A cost must be paid in full (403.1): the power can't be used if a part can't be paid."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError

from . import grave_route, x_damage_cost, zone_moves
from . import keywords as kw
from .conditions import holds
from .rules import EN, R
from .state import WowState

ONCE_PER_GAME = "we31_once_per_game"
"""A payment power's cost key: "Use each of these powers only once per game." — its value names the power; the card
keeps a flag of that name once the power was used (EN 701.1; helper w31ally)."""

DECK_TOP = "xd32_deck_top"
"""A payment power's cost key: "Remove the top N cards of your deck from the game" — N, a fixed number (403.1: the deck
must hold N; helper x32play)."""


def _who(st: WowState, p: int, uid: int, who: str) -> int:
    return st.heroes[p] if who == "hero" else uid


def problem(st: WowState, p: int, uid: int, cost: dict[str, Any], x: int = 0) -> RulesError | None:
    """Why the extra parts of ``cost`` can't be met or paid now (None: they can; ``x``: the X named)."""
    if (why := x_damage_cost.problem(st, p, uid, cost, x)) is not None:  # the top X cards of the deck (403.1)
        return why
    if (n := cost.get(DECK_TOP)) and len(st.table.zone(p, "deck")) < int(n):  # "Remove the top ten cards of your deck" (403.1: all of them)
        return RulesError(f"fewer than {n} cards in your deck: this cost can't be paid", R("403.1"))
    if cost.get("on_your_turn") and st.active != p:
        return RulesError("use only on your turn", EN("701.1"))
    if (label := cost.get(ONCE_PER_GAME)) and st.table.peek(uid).flags.get(f"{ONCE_PER_GAME}_{label}"):
        return RulesError("this power can be used only once per game", EN("701.1"))  # Millhouse Manastorm (helper w31ally)
    if cost.get("if") and not holds(st, p, uid, cost["if"]):
        return RulesError("this power can be used only while its condition holds", EN("701.1"))
    dmg = cost.get("damage")
    if dmg:
        target = _who(st, p, uid, dmg["who"])
        if target not in st.table.cards or not kw.in_play(st, target) or not kw.is_character(st, target):
            return RulesError("damage can be put only on a character in play", R("405.3"))
    in_hand = cost.get("from_hand") and st.table.peek(uid).zone == "hand"  # "Discard NAME from your hand ->" (helper wzone2)
    if cost.get("from_hand") and not in_hand and cost["from_hand"] != "or_play":  # "or_play": "… if NAME is in your hand or party"
        return RulesError("this power is used from your hand", EN("701.1"))
    if in_hand and cost.get("self_to") == "discard":
        from .discard_ban import cant_discard

        if cant_discard(st, p):
            return RulesError("you can't discard cards, so this cost can't be paid", R("103.2"))
    if cost.get("wd31_discard_hand"):  # "Discard your hand" (engine.wow.top_removed_noted)
        from .discard_ban import cant_discard

        if cant_discard(st, p):
            return RulesError("you can't discard cards, so this cost can't be paid", R("103.2"))
    if cost.get("self_to") and not in_hand and (not kw.in_play(st, uid) or uid in st.heroes):
        return RulesError("the card must be in play to leave it as a cost", R("403.1"))
    if cost.get("self_to") and not in_hand:
        to = {"removed": "removed", "hand": "hand", "deck_bottom": "deck"}.get(cost["self_to"], "removed")
        if (why := zone_moves.held(st, uid, to)) is not None:  # Invincible, "can't leave play", "can't be removed from the game"
            return RulesError(f"{why}, so this cost can't be paid", R("103.2"))
    return None


def put_damage(st: WowState, p: int, target: int, n: int) -> list[Event]:
    """405.3: damage put on a character as a cost (not dealt: no packet), up to fatal damage."""
    card = st.table.cards[target]
    placed = min(n, max(kw.health(st, target) - card.damage, 0))
    if placed <= 0:
        return []
    card.damage += placed
    return [Event("put_damage", f"{placed} damage is put on {kw.name(st, target)} (cost)", R("405.3"), p, data={"uid": target, "amount": placed})]


def damage_candidates(st: WowState, p: int, source: int, spec: dict[str, Any]) -> list[int]:
    """Characters of yours that may take "Put N damage on (another) ally in your party" (403.1)."""
    from .targets import matches

    flt = {**spec["filter"], "side": "friendly"}
    return [u for z in ("hero_row", "allies") for u in st.table.zone(p, z)
            if kw.is_character(st, u) and matches(st, p, u, flt, source)]


def pay(st: WowState, p: int, uid: int, cost: dict[str, Any], x: int = 0) -> list[Event]:
    """Pay the extra parts of ``cost`` (after resources and [Exhaust]; ``x``: the X named, for "Put X damage on …")."""
    from .leaving_play import leave_play

    events: list[Event] = []
    if (label := cost.get(ONCE_PER_GAME)) and uid in st.table.cards:
        st.table.cards[uid].flags[f"{ONCE_PER_GAME}_{label}"] = True  # used: kept on the card for the rest of the game
    dmg = cost.get("damage")
    if dmg:
        events += put_damage(st, p, _who(st, p, uid, dmg["who"]), x if dmg["n"] == -1 else dmg["n"])  # -1: X (engine.wow.x_damage_cost)
    if cost.get("x_deck"):  # "Remove the top X cards of your deck from the game" (engine.wow.x_damage_cost)
        events += x_damage_cost.pay_deck(st, p, x)
    if (n := cost.get(DECK_TOP)):  # "Remove the top ten cards of your deck from the game" (face up, as x_deck; Quantum Blade)
        top = list(st.table.zone(p, "deck"))[: int(n)]
        events += x_damage_cost.pay_deck(st, p, int(n))
        if uid in st.table.cards:  # "If it's an ability, …" reads the card removed (engine.wow.removed_plays)
            st.table.cards[uid].flags["xd32_removed_top"] = top
    if cost.get("x_counters"):  # "Remove any number of breeze counters from this armor" (engine.wow.x_damage_cost)
        events += x_damage_cost.pay_counters(st, uid, cost["x_counters"], x)
    if cost.get("wd31_discard_hand"):  # "Discard your hand" (403.1, 415.9d; Legwraps of the Master Conjurer): as a discarded cost card below
        for card in list(st.table.zone(p, "hand")):
            ev = grave_route.move(st, card, R("415.9d"))
            ev.kind, ev.text = "discard", f"P{p + 1} discards {st.table.card_name(card)}"
            events.append(ev)
    where = cost.get("self_to")
    if where and st.table.peek(uid).zone == "hand":  # a power used from the hand (engine.wow.graveyard_powers; helper wzone2)
        if where == "discard":  # 415.9d: revealed, into its owner's graveyard (as procedure.discard_cards)
            ev = grave_route.move(st, uid, R("415.9d"))  # (or removed instead, EN 716)
            ev.kind, ev.text = "discard", f"P{p + 1} discards {st.table.card_name(uid)}"
            return [*events, ev]
        ev = zone_moves.move(st, uid, "removed", R("415.7a"))  # "Remove NAME from the game": revealed, then removed
        ev.text = f"{kw.name(st, uid)} is removed from the game from the hand (cost)"
        return [*events, ev]
    if where:
        name = kw.name(st, uid)
        zone = {"removed": "removed", "hand": "hand", "deck_bottom": "deck"}[where]
        moved = leave_play(st, uid, zone, R("403.1"))
        moved[0].text = {"removed": f"{name} is removed from the game (cost)", "hand": f"{name} returns to its owner's hand (cost)",
                         "deck_bottom": f"{name} is put on the bottom of its owner's deck (cost)"}[where]
        events += moved
    return events
