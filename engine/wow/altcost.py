"""Alternative costs (403.3): "… rather than pay this card's cost" and "play it without paying
its cost" (= pay (0)). A player choosing one pays it instead of the resource cost; at most one
alternative cost per link (403.3) — the play action names one (``alt``, an index) or none.
With an alternative cost, X is 0 (201.3: nothing chosen for a cost not paid).

Compiled shape: a power ``Power("alt_cost", text, [], cost={...})`` on the card, the cost one of
- ``{"exhaust": filter}``: exhaust a ready card you control matching a target filter
  (``targets.matches`` keys, e.g. ``{"types": ["hero"], "state": "defending"}`` for Trap);
- ``{"destroy_resources": N}``: destroy N resources you control (Nalonae, 412.1b example);
- ``{"discard": filter}`` / ``{"remove_from_hand": filter}``: a matching other card from your hand
  (``search.card_matches`` keys);
- ``{"remove_graveyard": filter, "n": N}``: remove N matching cards in your graveyard from the game ("You may remove
  four ally cards in your graveyard from the game rather than pay Clara Grave's cost.", helper wres);
- ``{"free": True}`` (optionally ``"own_first_turn": True``, Preparation; or ``"if"``: a condition that must hold,
  ``conditions.holds`` — "You may play this ally without paying his cost if …", a script's kind "alt_cost"): pay nothing.
The action's ``pay`` lists the uids used to pay it.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError, effects

from . import keywords as kw
from . import match_facts, zone_moves
from . import powers as compiled_powers
from .conditions import holds
from .powers import powers
from .restrictions import can_exhaust
from .rules import R
from .search import card_matches
from .state import WowState


def alt_costs(st: WowState, uid: int) -> list[dict[str, Any]]:
    from .hand_alt_costs import given  # "Trap cards in your hand also have …" (helper wres)

    return _own(st, uid) + given(st, uid)


def _own(st: WowState, uid: int) -> list[dict[str, Any]]:
    compiled = compiled_powers.card_powers(kw.data(st, uid))  # (its name there: a test may stand in for it)
    hit = _HAS_ALT.get(id(compiled))
    if hit is None or hit[0] is not compiled:
        if len(_HAS_ALT) > match_facts.KEEP_DATA:
            _HAS_ALT.clear()
        hit = _HAS_ALT[id(compiled)] = (compiled, any(pw.kind == "alt_cost" for pw in compiled))
    if not hit[1]:
        return []  # ``powers`` are these, some made inactive (206.1c, 301.2a), and given payment powers (granted_powers): none is one
    return [pw.cost for pw in powers(st, uid) if pw.kind == "alt_cost"]


_HAS_ALT: dict[int, tuple[tuple[Any, ...], bool]] = {}
"""Whether compiled powers (a tuple, by its id, kept with it so its id can't be reused) hold an
alternative cost: most cards' don't, and the listing asks for every card in hand."""


def _candidates(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[int]:
    from .targets import matches

    if "exhaust" in cost:
        flt = {**cost["exhaust"], "side": "friendly"}
        flt.setdefault("types", ["hero", "ally", "weapon", "armor", "item", "ability"])
        return [u for z in ("hero_row", "allies", "resources") for u in st.table.zone(p, z)
                if not st.table.cards[u].tapped and can_exhaust(st, u) and not st.table.cards[u].face_down and matches(st, p, u, flt, uid)
                and cost.get("only", u) == u]  # "only": that very card ("You may exhaust Vyara rather than …", engine.wow.exhaust_instead)
    if "destroy_resources" in cost:
        return list(st.table.zone(p, "resources"))
    if "remove_graveyard" in cost:  # "remove four ally cards in your graveyard from the game" (415.7)
        return [u for u in st.table.zone(p, "graveyard") if card_matches(st, u, cost["remove_graveyard"] or {})
                and not zone_moves.held(st, u, "removed")]  # 103.2: one that can't leave the graveyard pays nothing (engine.wow.zone_moves)
    key = "discard" if "discard" in cost else "remove_from_hand" if "remove_from_hand" in cost else ""
    if key == "discard":
        from .discard_ban import cant_discard

        if cant_discard(st, p):
            return []  # 103.2: a discard that can't happen can't pay a cost (engine.wow.discard_ban)
    if key:
        return [u for u in st.table.zone(p, "hand") if u != uid and card_matches(st, u, cost[key] or {})]
    return []


def _needed(cost: dict[str, Any]) -> int:
    if "free" in cost:
        return 0
    return int(cost["destroy_resources"]) if "destroy_resources" in cost else int(cost["n"]) if "remove_graveyard" in cost else 1


def suggestions(st: WowState, p: int, uid: int) -> list[tuple[int, list[int], str]]:
    """Ways to pay each alternative cost now: (index, payers, label) — one per candidate card,
    or the first N resources for "destroy N resources"."""
    out = []
    for i, cost in enumerate(alt_costs(st, uid)):
        if problem(st, p, uid, i, None) is not None:
            continue
        cands = _candidates(st, p, uid, cost)
        n = _needed(cost)
        if n == 0:
            out.append((i, [], "without paying its cost"))
        elif "destroy_resources" in cost:
            out.append((i, cands[:n], f"destroying {n} resource(s)"))
        elif "remove_graveyard" in cost:  # one way per set of N graveyard cards, 30 listed (the action may name any set)
            from itertools import combinations, islice

            out += [(i, list(c), "removing " + ", ".join(kw.name(st, u) for u in c) + " in your graveyard from the game")
                    for c in islice(combinations(cands, n), 30)]
        else:
            verb = "exhausting" if "exhaust" in cost else "discarding" if "discard" in cost else "removing from the game"
            out += [(i, [c], f"{verb} {kw.name(st, c) if 'exhaust' in cost else st.cards[st.table.cards[c].card_id]['name']}") for c in cands]
    return out


def problem(st: WowState, p: int, uid: int, index: Any, pay: list[int] | None) -> RulesError | None:
    """Why alternative cost ``index`` can't be paid with ``pay`` (None: with some choice)."""
    costs = alt_costs(st, uid)
    if not isinstance(index, int) or not 0 <= index < len(costs):
        return RulesError("this card has no such alternative cost", R("403.3"))
    cost = costs[index]
    if cost.get("own_first_turn") and not (st.active == p and st.turn == st.turn_started[p] and st.turn <= 2):
        return RulesError("only on your first turn", R("403.3"))
    if cost.get("if") and not holds(st, p, uid, cost["if"]):  # "… without paying his cost if …" (helper w30ally)
        return RulesError("that alternative cost's condition doesn't hold now", R("403.3"))
    n, cands = _needed(cost), _candidates(st, p, uid, cost)
    if pay is None:
        return None if len(cands) >= n else RulesError("you can't pay that alternative cost", R("403.1"))
    if not isinstance(pay, list) or len(set(pay)) != len(pay) or len(pay) != n or not all(u in cands for u in pay):
        return RulesError(f"pay it with {n} matching card(s) of yours", R("403.1"))
    return None


def pay(st: WowState, p: int, uid: int, index: int, payers: list[int]) -> list[Event]:
    """Pay the alternative cost (403.3) instead of the card's resource cost."""
    from .leaving_play import destroy
    from .procedure import discard_cards

    cost = alt_costs(st, uid)[index]
    name = kw.name(st, uid) if st.table.visible_to(st.table.cards[uid], None) else st.cards[st.table.cards[uid].card_id]["name"]
    events = [Event("alt_cost", f"P{p + 1} plays {name} paying an alternative cost", R("403.3"), p)]
    for u in payers:
        if "exhaust" in cost:
            events.append(effects.set_tapped(st.table, u, True, R("403.3"), "exhausted"))
        elif "destroy_resources" in cost:
            events += destroy(st, u, R("403.3"))
        elif "discard" in cost:
            events += discard_cards(st, p, [u])
        else:
            events.append(effects.reveal(st.table, [u], R("403.3"), p))
            events.append(zone_moves.move(st, u, "removed", R("403.3")))
    return events
