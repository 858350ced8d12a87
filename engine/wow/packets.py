"""The runtime side of the damage and healing templates (``cards.templates_damage``): the size of
a packet decided on resolution (EN 709: "or 6 if that ally is ready", bonuses "+N for each …")
and "N damage divided as you choose" (405.4, 407.1); the extra target filters of that family are
``targets.extra_match``."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event
from engine.core.effects import Effect

from . import keywords as kw
from .conditions import has_tag, holds
from .damage import deal, heal
from .rules import EN


def more_amount(st, player: int, source: int, eff: Effect, uid: int, amount: int) -> int:
    """The size of the packet for ``uid`` (EN 709: on resolution, for that character): ``condition["more"]`` =
    {"amount": M, "if": cond} makes it M when cond holds, otherwise ``amount``; ``condition["plus"]`` adds each
    bonus {"n": N, "if": cond} that holds, N per card counted ({"per": key}), N per damage on your hero."""
    cond = eff.condition or {}
    if not cond.get("more") and not cond.get("plus"):
        return amount
    if cond.get("more"):
        amount = cond["more"]["amount"] if _holds(st, player, source, cond["more"]["if"], uid) else amount
    for bonus in cond.get("plus", []):
        if "if" in bonus:
            amount += bonus["n"] if _holds(st, player, source, bonus["if"], uid) else 0
        elif "per" in bonus:
            amount += bonus["n"] * kw.per_count(st, player, bonus["per"], source)
        elif bonus.get("hero_damage"):
            amount += bonus["n"] * st.table.cards[st.heroes[player]].damage
    return amount


def _holds(st, player: int, source: int, cond: dict, uid: int) -> bool:
    if cond["k"] == "dmg_entered":  # "that ally entered play this turn"
        return st.table.cards[uid].entered_turn == st.turn
    if cond["k"] == "dmg_dealt_turn":  # "or 6 if that ally was dealt damage this turn" (cards.templates_wrest_more)
        from .targets import dealt_this_turn

        return dealt_this_turn(st, player, uid, {"role": "target"})
    if cond["k"] == "dmg_tags":  # "if that character is a Demon, Dragonkin, or Elemental" (202.1a)
        return any(has_tag(st, uid, t) for t in cond["tags"])
    return holds(st, player, source, cond, affected=uid)


def divided_packets(st, link, eff: Effect, picks: list[int], legal_targets: Callable[..., list[int]]) -> list:
    """``condition["divided"]`` = N: the next N chosen targets (one per point, repeats allowed) make
    one packet per character of its share (405.4; healing 407.1), from the link's hero or card
    (408.2c); a target no longer legal (``legal_targets``, the procedure's) gets nothing (EN 709.2a). 0: a
    point already carried out."""
    n = eff.condition["divided"]
    n = link.x if n == "X" else n  # "X damage divided as you choose" (cards.templates_wtgt): X points, X targets named (x_targets)
    n = len(picks) if n == "N" else n  # "… equal to its ATK, divided as you choose" (cards.templates_divided_stat): every point named (counted_targets)
    if not n:
        return []
    p = link.controller
    points, picks[:n] = picks[:n], []
    if eff.condition.get("if") and not holds(st, p, link.uid, eff.condition["if"]):
        return []  # EN 709: "if you control another Shaman hero or ally, …" fails on resolution: no packet
    if eff.condition.get("if_done") and not link.data.get("done"):
        return []  # EN 709.3: "You may pay 1. If you do, … divided as you choose …": not paid, no packet (helper w30quest)
    shares: dict[int, int] = {}
    for uid in points:
        shares[uid] = shares.get(uid, 0) + 1
    src = st.heroes[p] if eff.condition.get("source", "hero") == "hero" else link.uid
    events: list = []
    for uid, share in shares.items():
        if not (kw.in_play(st, uid) and uid in legal_targets(st, p, eff, link.uid)):
            events.append(Event("fizzle", "The target is no longer legal", EN("709.2a"), p))
            continue
        if eff.op == "heal":
            events += heal(st, uid, share, source=src, via=link.uid)
            continue
        packet = deal(st, src, uid, share, eff.stat or "melee", unpreventable=eff.condition.get("unpreventable", False), via=link.uid)
        events += packet
        link.data["dealt"] = link.data.get("dealt", 0) + sum((e.data or {}).get("n", 0) for e in packet if e.kind == "damage")
    link.data["done"] = bool(shares)
    return events
