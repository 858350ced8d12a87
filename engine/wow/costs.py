"""Cost changes (403.2: "you pay N less/more"): continuous powers of cards in play ("You pay 1
less to play allies", "… to strike with weapons", "… to complete quests"), and a card's own
power while it is being played ("You pay 1 less to play this ally for each Monster you
control"). Compiled shape: ``Power("cost_mod", text, cost={"what": "play" | "strike" |
"complete", "amount": N (negative = more), "filter": {...} or None, "self": bool, "min": M,
"per": key, "if": condition, "who": "you" | "opponents" | "players" | "attached"})``. A cost never goes below 0 (or
below the printed minimum)."""

from __future__ import annotations

import re
from typing import Any

from engine.core import Event

from . import keywords as kw
from .card_facts import COPY_OF, GAIN_TEXT
from .card_types import shares_graveyard_type
from .cards import rx
from .cards.compiler import card_powers, cost_changes
from .conditions import fits, has_tag, holds
from .match_facts import printed_uids
from .next_cost import changes
from .rules import EN
from .state import WowState


def _mods(st: WowState, player: int, what: str, uid: int) -> list[tuple[int, int, dict[str, Any]]]:
    """The cost changes of cards in play, then the card's own while it is being played (a list, not
    a generator: one made at every cost)."""
    out = _in_play(st, player, what)
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if card.zone not in ("allies", "hero_row", "resources"):
        out = [*out]  # (the list ``_in_play`` keeps is not changed)
        for pw in card_powers(st.cards[card.card_id]):
            if pw.kind == "cost_mod" and pw.cost["what"] == what and pw.cost.get("self"):
                out.append((uid, player, pw.cost))
    return out


def _in_play(st: WowState, player: int, what: str) -> list[tuple[int, int, dict[str, Any]]]:
    """The cost changes of face-up cards in play that apply to ``player``'s ``what`` (any card:
    the filter is checked by the caller), in table order; inside ``keywords.reading`` read once per
    player and kind of cost (listing actions asks for each card in hand)."""
    memo = kw.kept(st)
    key = ("cost_mods", player, what)
    if memo is not None and (found := memo.get(key)) is not None:
        return found
    out = []
    granted = what == "play" and _granted(st, "Harmonize")
    hosts = None if granted or _other_text(st) else printed_uids(st, f"cost_mods:{what}", _CHANGES[what])
    players = st.num_players if hosts is None or not _none_in_play(st, hosts) else 0  # (0: no zone looked at)
    for q in range(players):
        for zone in ("allies", "hero_row", "resources"):
            if hosts is not None and hosts.isdisjoint(st.table.zones[q][zone]):
                continue  # no card there may change a cost (most zones: a zone's uids looked at once)
            for src in st.table.zones[q][zone]:  # reading only: no list copied
                if (hosts is not None and src not in hosts) or st.table.peek(src).face_down:
                    continue
                for c in cost_changes(kw.data(st, src)):
                    if c["what"] == what and not c.get("self") and _applies_to(st, src, c.get("who", "you"), q, player):
                        out.append((src, q, c))
                if what == "play" and q == player and zone != "resources" and granted_harmonize(st, src, granted):
                    out.append((src, q, HARMONIZE))
    if memo is not None:
        memo[key] = out
    return out


def _applies_to(st: WowState, src: int, who: str, q: int, player: int) -> bool:
    """Whether a cost change of ``src`` (controlled by ``q``) applies to ``player``: "players", "you",
    "opponents", or "attached" — the controller of the hero ``src`` is attached to ("Attached hero's
    controller pays 1 more to play abilities.", Curse of Tongues)."""
    if who == "players":
        return True
    if who == "attached":
        host = st.table.peek(src).attached_to
        return host is not None and host in st.table.cards and st.table.peek(host).controller == player
    return (who == "you") == (q == player)


def _none_in_play(st: WowState, hosts: frozenset[int]) -> bool:
    """No card of ``hosts`` is in play (most cards that print a cost change are elsewhere): each
    card's zone read, not each zone in play."""
    cards = st.table.cards._cur  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    for uid in hosts:
        card = cards.get(uid)
        if card is not None and card.zone in ("allies", "hero_row", "resources"):
            return False
    return True


def _other_text(st: WowState) -> bool:
    """Whether some card may have another card's text (402.2 copies, 200.1a gained powers): else a
    card's data is its printed data or blank (``card_facts.data``)."""
    return bool(st.modifiers) and any(m.stat == GAIN_TEXT or m.stat.startswith(COPY_OF) for m in st.modifiers)


def _printed_changes(what: str):
    """The test of a printed card data that may change ``what`` costs: a cost change of it, or the
    Harmonize keyword (``granted_harmonize`` reads it)."""
    def test(d: dict[str, Any]) -> bool:
        return any(c["what"] == what for c in cost_changes(d)) or (what == "play" and "Harmonize" in (d.get("keywords") or {}))
    return test


_CHANGES = {what: _printed_changes(what) for what in ("play", "strike", "complete")}
"""Per kind of cost, the match-wide test of ``match_facts.printed_uids``: only those cards are read."""


HARMONIZE: dict[str, Any] = {"what": "play", "amount": 1, "filter": {"types": ["ally"], "min_cost": 4}}
"""Harmonize (EN glossary): "You pay 1 less to play allies with printed cost 4 or more"."""


def granted_harmonize(st: WowState, uid: int, granted: bool | None = None) -> bool:
    """A card in play that has Harmonize from an effect ("Attached ally has +1 / +1 and
    Harmonize"); printed Harmonize is compiled as its own cost change (``cards.templates_lines``).
    ``granted``: ``_granted(st, "Harmonize")`` if already known."""
    if not ("Harmonize" in (kw.data(st, uid).get("keywords") or {})
            or (_granted(st, "Harmonize") if granted is None else granted)):
        return False  # kw.keywords can't list it: not printed, not given by a modifier or a continuous power
    printed = rx.search(r"(?:^|[\n;>])\s*Harmonize\b", str(kw.data(st, uid).get("text") or ""))
    return "Harmonize" in kw.keywords(st, uid) and not printed  # one instance per card


def _granted(st: WowState, word: str) -> bool:
    """Whether a modifier or a continuous power may give some card the keyword ``word`` (else
    ``kw.keywords`` lists it only where it is printed): a cheap test before the full reading."""
    for m in st.modifiers:  # (loops: no generators nor cell made at every cost)
        if m.keyword == word:
            return True
    if kw.none_has(st, word):
        return False  # no card of the match prints or grants it (match-wide, kept): no card in play is read
    for _, effs in kw.sources_doing(st, "grant_keyword"):
        for e in effs:
            if e.keyword == word:
                return True
    return False


def _printed(st: WowState, uid: int) -> dict[str, Any]:
    return st.cards[st.table.cards._cur[uid].card_id]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)


def fits_filter(st: WowState, uid: int, flt: dict[str, Any]) -> bool:
    """A card against a cost change's filter: kinds, a tag, a name, a least printed cost, a card type
    shared with a card in its owner's graveyard (``graveyard_type``, ``engine.wow.card_types``)."""
    if flt.get("types") and not fits(st, uid, {"types": flt["types"]}):
        return False
    if "uid" in flt and uid != flt["uid"]:  # one card: "… to strike with it this turn" (engine.wow.strike_less_it)
        return False
    if flt.get("tag") and not has_tag(st, uid, flt["tag"]):
        return False
    if flt.get("any_tag") and not _any_tag(st, uid, flt["any_tag"]):  # "Priests and Paladins"
        return False
    if flt.get("name") and (_printed(st, uid).get("name") or "").lower() != flt["name"].lower():
        return False
    if flt.get("graveyard_type") and not shares_graveyard_type(st, uid):  # "cards that share a card type with a card in his graveyard"
        return False
    if flt.get("shares_hero_class") and not _shares_hero_class(st, uid):  # "your next ally that shares a class with your hero" (helper w30gear)
        return False
    return "min_cost" not in flt or (_printed(st, uid).get("cost") or 0) >= flt["min_cost"]


def _namesakes_in_graveyard(st: WowState, player: int, uid: int) -> int:
    """The cards in ``player``'s graveyard with the name of ``uid`` (200.2)."""
    name = (_printed(st, uid).get("name") or "").lower()
    return sum(1 for u in st.table.zone(player, "graveyard") if (_printed(st, u).get("name") or "").lower() == name)


def _shares_hero_class(st: WowState, uid: int) -> bool:
    """The card has a class its controller's hero has (202.1a; ``wstat2_groups``' reading)."""
    from .wstat2_groups import fits as group_fits

    return group_fits(st, uid, {"shares_hero_class": True}, kw.keywords)


def _any_tag(st: WowState, uid: int, tags: list[str]) -> bool:
    """The card has one of ``tags`` (a function of its own: the names its generator reads are no
    cells made at every ``fits_filter``)."""
    return any(has_tag(st, uid, t) for t in tags)


def changed(st: WowState, player: int, what: str, uid: int, base: int) -> int:
    """The cost ``player`` pays to play/strike with/complete ``uid`` whose cost is ``base``."""
    total, floor = base, 0
    this_turn = _this_turn(st, player, what) if st.modifiers else []  # engine.wow.next_cost
    for src, q, c in [*_mods(st, player, what, uid), *this_turn]:
        flt = c.get("filter") or {}
        if not fits_filter(st, uid, flt) or (flt.get("other") and uid == src) or (flt.get("this") and uid != src):
            continue  # "other": not the card whose power it is ("… to strike with other Swords", Latro's Shifting Sword); "this": only it
        if flt.get("host") and st.table.peek(src).attached_to != uid:
            continue  # "… to strike with attached weapon": the card it is attached to (Bloody Grip; helper w30abil)
        if c.get("if") and not holds(st, q, src, c["if"]):
            continue
        n = c["amount"] * (kw.per_count(st, q, c["per"], src) if c.get("per") else 1)  # "for each X counter on it": its own (404.1a)
        if c.get("per_namesakes"):  # "… for each card in your graveyard with the same name as that ability" (200.2; helper w30gear)
            n = c["amount"] * _namesakes_in_graveyard(st, q, uid)
        if n > 0 and c.get("min") is not None:
            floor = max(floor, c["min"])
            n = min(n, max(total - c["min"], 0))
        total -= n
    return max(total, floor if base >= floor else 0, 0)


def _this_turn(st: WowState, player: int, what: str) -> list[tuple[int, int, dict[str, Any]]]:
    """``changed``'s cost changes of this turn (``next_cost``), as the continuous ones (a function
    of its own: the names its comprehension reads are no cells made at every cost)."""
    return [(m.uid, player, {**spec, "amount": m.delta}) for m, spec in changes(st, player, what)]


def play_cost(st: WowState, player: int, uid: int) -> int:
    memo = kw.kept(st)  # listing actions asks twice per card in hand (keywords.reading)
    if memo is None:
        return changed(st, player, "play", uid, _printed(st, uid).get("cost") or 0)
    key = ("play_cost", player, uid)
    if key not in memo:
        memo[key] = changed(st, player, "play", uid, _printed(st, uid).get("cost") or 0)
    return memo[key]


def strike_cost(st: WowState, player: int, weapon: int) -> int:
    return changed(st, player, "strike", weapon, kw.data(st, weapon).get("strike_cost") or 0)


def complete_cost(st: WowState, player: int, quest: int, base: int) -> int:
    return changed(st, player, "complete", quest, base + _per_more(st, player, quest))


def _per_more(st: WowState, player: int, quest: int) -> int:
    """ "Pay 1 for each card in your hand to complete this quest." (helper wturn): the completion cost's
    ``per_more`` items, ``n`` more per counted thing (EN 702.1)."""
    comp = next((pw.cost for pw in card_powers(kw.data(st, quest)) if pw.kind == "complete"), {})
    return sum(int(i.get("n", 1)) * kw.per_count(st, player, i["per"], quest) for i in comp.get("per_more") or [])


def use_next(st: WowState, player: int, what: str, uid: int) -> list[Event]:
    """The cost to play/strike with/complete ``uid`` is being paid: "next" changes that fit it are used up."""
    spent = [m for m, spec in changes(st, player, what) if spec.get("next") and fits_filter(st, uid, spec.get("filter") or {})]
    if not spent:
        return []
    st.modifiers = [m for m in st.modifiers if all(m is not s for s in spent)]
    return [Event("cost", f"P{player + 1}'s \"next time\" cost change is used up", EN("712.2"), player)]


X_COST = "x"
"""``next_cost`` "what" of a change to the next cost with X in it: "You pay 2 less the next time you pay a cost with X in
it this turn." (The Skull of Gul'dan; helper d37wow)."""

_PAY_X = re.compile(r"(?i)\bpay X\b")


def has_x(st: WowState, uid: int, cost: dict[str, Any] | None = None) -> bool:
    """Whether a cost of ``uid`` has X in it (201.3): ``cost`` a power's or a quest's (a power's "X ->", "X, Flip …";
    a quest's "Pay X to complete"), or without ``cost`` the card's play cost (its printed N+X, ``cost_x``). The X of
    a Finishing Move ("To play, remove X Combo cards …") is no resource paid: rule call, not a cost with X here."""
    if cost is None:
        return bool(kw.data(st, uid).get("cost_x"))
    if cost.get("x"):
        return True
    return bool(cost.get("more")) and bool(_PAY_X.search(kw.data(st, uid).get("text") or ""))


def x_less(st: WowState, player: int) -> int:
    """How much less ``player`` pays for his next cost with X in it this turn (403.2 with EN 712; ``next_cost``)."""
    if not st.modifiers:
        return 0
    return sum(m.delta for m, _ in changes(st, player, X_COST))


def with_x(st: WowState, player: int, total: int, x_in_it: bool = True) -> int:
    """The resources ``player`` pays for a cost whose resources are ``total`` (X counted in): for a cost with X in it
    (:func:`has_x`), ``total`` less :func:`x_less`, never below 0 (403.2). Every cost with X is computed here: a card's
    play cost (:func:`play_total`), a power's and a quest's (``engine.wow.engine``)."""
    return max(total - x_less(st, player), 0) if x_in_it else total


def play_total(st: WowState, player: int, uid: int, x: int) -> int:
    """The resources ``player`` pays to play ``uid`` with X = ``x``: its cost changed (403.2), X added (201.3), then a
    change to the next cost with X in it (:func:`with_x`)."""
    return with_x(st, player, play_cost(st, player, uid) + x, has_x(st, uid))


def use_x(st: WowState, player: int, uid: int, x_in_it: bool) -> list[Event]:
    """A cost with X in it is being paid: "the next time you pay a cost with X in it" changes are used up (EN 712.2),
    whether or not they lowered it."""
    return use_next(st, player, X_COST, uid) if x_in_it else []
