"""Damage divided as its controller chooses, decided when the damage is dealt (405.4, 408.2a, EN 716).

:func:`divide` is the shared choice: "N damage divided as you choose among any number of …" — the chooser names
the character that is dealt each point in turn (a pending choice of ``optional_replacement.KIND`` naming him; the
action is replayed with the answers, ``optional_replacement.apply``), or all the points left at once; each character
named is then dealt one packet of its share (405.4: one packet per character). The options name only characters in
play (public, 415.8a): no hidden card is shown. Nothing is targeted (EN 706: "target" isn't printed), so Elusive and
Untargetable don't matter.

The replacements asked by ``damage.deal`` for each packet (:func:`replaced`), before the packet's other
replacements; each packet of the division then meets its own replacements and prevention (a rule call, as
``part_to_hero``'s hero packet) and is never divided again (one replacement per packet):

- :data:`MAY_COMBAT` (a continuous power of the dealer): "If this ally would deal combat damage, he may deal that much
  divided as you choose among any number of opposing heroes and/or allies instead." (Flint Shadowmore) — its
  controller says yes or no (EN 709.3), then divides; the packets stay combat damage (408.3b) from it;
- :data:`HERO_HITS` (a continuous power of the dealer): "If Nespirah would deal damage to an opposing hero, she deals
  that much divided as you choose among any number of opposing heroes and/or allies instead." — every packet to a hero
  of another player, combat or not; no "may";
- :data:`WEAPON_HITS` (a continuous power of a weapon): "If your hero would deal combat damage to a hero with this
  weapon, it may deal that much divided as you choose among any number of opposing heroes and/or allies instead."
  (Split Greathammer) — a combat packet dealt with the weapon (408.3d) by the hero of the weapon's controller to a hero.

:func:`hero_share` divides one packet between a defender and its controller's hero (:data:`MAY_SHARE_HERO`, "you may
have any amount of it dealt to your hero instead", Scarlet Commander Renault Mograine): the defender's controller names
the hero's part (none to all) once the packet's "+N" and doubling replacements are counted (as ``part_to_hero``).

:func:`divide_amounts` is the other shape of the choice: how much to each character, asked one character at a time
(a number; only the numbers that keep the rest possible). The op :data:`PLACED` uses it: "Put any amount of damage
divided as you choose on allies in your party. Each opponent divides that much damage among allies in his party.
Players can't put more than fatal damage on an ally this way." (War of Attrition) — the link's controller names an
amount for each ally of his party (0 up to exactly fatal, 405.2), the damage is put on them (405.3: placed, neither
prevented nor replaced); then each opponent in turn order divides the same total among the allies of his own party,
all of it unless his allies can't take that much without going past fatal.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from engine.core import Event, Option
from engine.core.effects import resolves

from . import keywords as kw
from .ops import GAME, OpCall
from .optional_replacement import NO, ask
from .rules import EN, R
from .state import WowState

MAY_COMBAT = "xa32_may_divide_combat"
"""Op of a continuous power on the dealer: its combat packets may be divided among opposing characters instead."""
HERO_HITS = "xa32_divide_hero_hits"
"""Op of a continuous power on the dealer: its packets to an opposing hero are divided among opposing characters instead."""
MAY_SHARE_HERO = "xa32_may_share_with_hero"
"""Op of a continuous power on a character: while it defends, any amount of a packet to it may be dealt to its
controller's hero instead ("If Renault would be dealt damage while defending, you may have any amount of it dealt to
your hero instead.", Scarlet Commander Renault Mograine; :func:`hero_share`)."""
WEAPON_HITS = "xa32_may_divide_weapon_hits"
"""Op of a continuous power on a weapon: its wielder's combat packets to a hero dealt with it may be divided instead."""
PLACED = "xa32_divided_placed_damage"
"""Op: "Put any amount of damage divided as you choose on allies in your party. Each opponent divides that much …"."""
ALL = "all:"
"""Option id prefix: all the points left go to this character."""

_DIVIDING: ContextVar[bool] = ContextVar("xa32_dividing", default=False)


def opposing(st: WowState, player: int) -> list[int]:
    """The heroes and allies in play controlled by the other players (415.8b), in seat and row order."""
    out = []
    for q in range(st.num_players):
        if q == player:
            continue
        for z in ("hero_row", "allies"):
            out += [u for u in st.table.zone(q, z) if kw.in_play(st, u) and (kw.is_hero(st, u) or kw.is_ally(st, u))]
    return out


def _label(st: WowState, uid: int) -> str:
    return f"{kw.name(st, uid)} (P{st.table.peek(uid).controller + 1})"


def divide(st: WowState, chooser: int, n: int, candidates: list[int], what: str, rule: Any) -> dict[int, int]:
    """``chooser`` divides ``n`` damage among ``candidates`` (at least 1 to each character named, 405.4): one answer per
    point, or all the points left to one character. Returns {character: share} in the order named."""
    shares: dict[int, int] = {}
    left = n
    while left > 0 and candidates:
        options = [Option(str(u), f"1 to {_label(st, u)}" + (f" (has {shares[u]})" if u in shares else "")) for u in candidates]
        if left > 1:
            options += [Option(f"{ALL}{u}", f"all {left} left to {_label(st, u)}") for u in candidates]
        pick = ask(chooser, f"{what}: {left} of {n} damage left to divide", options, rule)
        whole = pick.startswith(ALL)
        uid = int(pick[len(ALL):] if whole else pick)
        if uid not in candidates:
            continue
        give = left if whole else 1
        shares[uid] = shares.get(uid, 0) + give
        left -= give
    return shares


def _yes(st: WowState, player: int, prompt: str) -> bool:
    options = [Option(NO, "no: deal it as it is"), Option("yes", "yes: divide it")]
    return ask(player, prompt, options, EN("709.3")) == "yes"


def _holder_power(st: WowState, uid: int, op: str) -> bool:
    return any(e.op == op for e in kw.statics(st, uid, op))


def replaced(st: WowState, source: int | None, target: int, amount: int, combat: bool,
             weapons: list[int] | None) -> tuple[dict[int, int], list[Event]] | None:
    """The division replacing this packet ({character: share} and the log entry), or None (the packet stays)."""
    if _DIVIDING.get() or source is None or amount <= 0 or source not in st.table.cards or not kw.in_play(st, source):
        return None
    if not (kw.sources_doing(st, MAY_COMBAT) or kw.sources_doing(st, HERO_HITS) or kw.sources_doing(st, WEAPON_HITS)):
        return None
    p = st.table.peek(source).controller
    name = kw.name(st, source)
    opp_hero = kw.is_hero(st, target) and st.table.peek(target).controller != p
    how = None
    if opp_hero and _holder_power(st, source, HERO_HITS):
        how = f"{name} would deal {amount} damage to an opposing hero"
    elif combat and _holder_power(st, source, MAY_COMBAT):
        if _yes(st, p, f"{name} would deal {amount} combat damage to {kw.name(st, target)}: divide it among opposing heroes and/or allies instead?"):
            how = f"{name} deals its {amount} combat damage divided"
    elif combat and weapons and kw.is_hero(st, target) and source == st.heroes[p]:
        for w in weapons:
            if w in st.table.cards and kw.in_play(st, w) and st.table.peek(w).controller == p and _holder_power(st, w, WEAPON_HITS):
                if _yes(st, p, f"{name} would deal {amount} combat damage to {kw.name(st, target)} with {kw.name(st, w)}: "
                               "divide it among opposing heroes and/or allies instead?"):
                    how = f"{name} deals its {amount} combat damage with {kw.name(st, w)} divided"
                break
    if how is None:
        return None
    shares = divide(st, p, amount, opposing(st, p), how, R("408.2a"))
    if not shares:
        return None
    said = ", ".join(f"{share} to {kw.name(st, u)}" for u, share in shares.items())
    return shares, [Event("replace", f"{how} instead: {said}", R("408.2a"), p, data={"uid": target})]


def deal_shares(deal, st: WowState, source: int, shares: dict[int, int], dtype: str, **kwargs: Any) -> list[Event]:
    """One packet per character of its share (405.4), each meeting its own replacements, none divided again."""
    token = _DIVIDING.set(True)
    try:
        events: list[Event] = []
        for uid, share in shares.items():
            events += deal(st, source, uid, share, dtype, **kwargs)
        return events
    finally:
        _DIVIDING.reset(token)


def divide_amounts(st: WowState, chooser: int, total: int | None, candidates: list[int], caps: dict[int, int], what: str,
                   rule: Any) -> dict[int, int]:
    """``chooser`` names how much of the damage each of ``candidates`` takes, one at a time, never more than its cap:
    any amount (``total`` None), or ``total`` in all (as much of it as the caps allow). {character: share>0}."""
    shares: dict[int, int] = {}
    left = total
    for i, uid in enumerate(candidates):
        hi = caps[uid] if left is None else min(caps[uid], left)
        lo = 0 if left is None else max(0, left - sum(caps[u] for u in candidates[i + 1:]))
        n = lo
        if hi > lo:
            options = [Option(str(k), f"{k} on {_label(st, uid)}") for k in range(lo, hi + 1)]
            shown = "any amount" if left is None else f"{left} left of {total}"
            n = int(ask(chooser, f"{what} ({shown}): how much on {_label(st, uid)}?", options, rule))
            n = n if lo <= n <= hi else lo
        if n > 0:
            shares[uid] = n
        if left is not None:
            left -= n
    return shares


def _room(st: WowState, uid: int) -> int:
    """Damage that can be put on it without going past fatal (405.2, 405.3)."""
    return max(0, kw.health(st, uid) - st.table.peek(uid).damage)


def _place(st: WowState, player: int, shares: dict[int, int]) -> list[Event]:
    events: list[Event] = []
    for uid, n in shares.items():
        st.table.cards[uid].damage += n
        events.append(Event("put_damage", f"{n} damage is put on {kw.name(st, uid)}", R("405.3"), player, data={"uid": uid, "amount": n}))
    return events


@resolves(GAME, PLACED)
def _divided_placed(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    what = call.link.label or "Put damage divided as you choose"
    mine = [u for u in st.table.zone(p, "allies") if kw.in_play(st, u) and kw.is_ally(st, u) and _room(st, u) > 0]
    shares = divide_amounts(st, p, None, mine, {u: _room(st, u) for u in mine}, f"{what}: allies in your party", EN("709.1"))
    total = sum(shares.values())
    events = _place(st, p, shares)
    events.append(Event("divide", f"P{p + 1} puts {total} damage on allies in his party", EN("709.1"), p))
    for k in range(1, st.num_players):
        q = (p + k) % st.num_players  # each opponent, in turn order (802)
        theirs = [u for u in st.table.zone(q, "allies") if kw.in_play(st, u) and kw.is_ally(st, u) and _room(st, u) > 0]
        split = divide_amounts(st, q, total, theirs, {u: _room(st, u) for u in theirs}, f"{what}: divide {total} damage among allies in your party",
                               EN("709.1")) if total else {}
        events += _place(st, q, split)
    return events


def hero_share(st: WowState, target: int, amount: int) -> tuple[int, int, int | None, list[Event]]:
    """:data:`MAY_SHARE_HERO`: (what the defender keeps, the part for its controller's hero, that hero or None, the log
    entry). Asked of the defender's controller with the packet's size once its "+N" and doubling replacements are
    counted (as ``part_to_hero``): 0 (none) up to all of it."""
    if amount <= 0 or st.combat is None or st.combat.defender != target or not kw.sources_doing(st, MAY_SHARE_HERO):
        return amount, 0, None, []
    if not _holder_power(st, target, MAY_SHARE_HERO):
        return amount, 0, None, []
    owner = st.table.peek(target).controller
    hero = st.heroes[owner]
    if hero == target or hero not in st.table.cards or not kw.in_play(st, hero):
        return amount, 0, None, []
    name = kw.name(st, target)
    options = [Option(str(k), f"{k} to {kw.name(st, hero)}, {amount - k} to {name}") for k in range(amount + 1)]
    part = int(ask(owner, f"{name} would be dealt {amount} damage while defending: how much of it is dealt to your hero instead?", options, R("408.2a")))
    part = min(max(part, 0), amount)
    if not part:
        return amount, 0, None, []
    return amount - part, part, hero, [Event("replace", f"{part} of the damage to {name} is dealt to {kw.name(st, hero)} instead", R("408.2a"), owner,
                                              data={"uid": target})]
