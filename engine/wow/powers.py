"""The powers a card has now (its data's compiled powers, those of a face or hero trait it lacks
made inactive: 206.1c, 301.2a) and the effects a link carries out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect

from . import granted_powers, hero_trait, match_facts, token_links
from . import keywords as kw
from .card_facts import COPY_OF, GAIN_TEXT, face_up_data
from .cards.compiler import card_powers
from .cards.power import Power
from .lost_powers import blank
from .state import Link, WowState


def powers(st: WowState, uid: int) -> tuple[Power, ...]:
    """The powers of the card as it is now (copied or gained text included, ``keywords.data``);
    worked out once per card inside ``keywords.reading`` (its kept answer looked up here first)."""
    once = st.table.reading
    if once is None:
        return _now(st, uid)
    memo = once.get(_POWERS)
    if memo is None:
        memo = once[_POWERS] = {}
    elif (found := memo.get(uid)) is not None:
        return found
    found = memo[uid] = _now(st, uid)  # (``read_once`` inlined)
    return found


def _now(st: WowState, uid: int) -> tuple[Power, ...]:
    """``powers`` worked out afresh: its own, then those other cards give it (``granted_powers``)."""
    own = hero_trait.gate(st, uid, card_powers(kw.data(st, uid)))
    given = granted_powers.granted(st, uid) if not none_given(st) else ()
    return own + tuple(g[0] for g in given) if given else own


def none_in_match(st: WowState, fact: str, test: Callable[[dict[str, Any]], bool]) -> bool:
    """No card of the match can pass ``test`` now (``fact`` names the test, as in
    ``match_facts.some_card``): no card data passes it, nor its blank self (103.2); no card has
    gained text (200.1a) and none is given powers (:func:`none_given`), so a card's data and powers
    are those of some card data of the match (402.2: a copied card's too), face and hero-trait gates
    only making some inactive (301.2a, 206.1c). Inside ``keywords.reading`` worked out once per fact."""
    memo = st.table.reading  # ``kw.kept`` inlined (asked per card)
    if memo is None:
        return _none_in_match(st, fact, test)
    key = (_NONE_IN_MATCH, fact)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _none_in_match(st, fact, test)
    return found


_NONE_IN_MATCH = "powers.none_in_match"
"""The key (with the fact) of ``none_in_match``'s answers among the values kept inside ``keywords.reading``."""


def _none_in_match(st: WowState, fact: str, test: Callable[[dict[str, Any]], bool]) -> bool:
    """``none_in_match`` worked out afresh."""
    if not match_facts.SHORTCUTS or card_powers is not _COMPILED or _gained_text(st):
        return False  # (a test standing in for the compiled powers: no answer kept from the real ones)
    return not match_facts.some_card(st, fact, _or_blank(test)) and none_given(st)


def _gained_text(st: WowState) -> bool:
    """Some card has gained text (200.1a)."""
    for m in st.modifiers:  # noqa: SIM110  (a loop: no generator made at every reading)
        if m.stat == GAIN_TEXT:
            return True
    return False


def _or_blank(test: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], bool]:
    """``test`` of a card data or of its blank self (103.2): one function per test, made once (not a
    lambda and its cell at every reading; at most ``match_facts.KEEP_DATA`` kept)."""
    found = _OR_BLANK.get(test)
    if found is None:
        if len(_OR_BLANK) > match_facts.KEEP_DATA:
            _OR_BLANK.clear()
        found = _OR_BLANK[test] = _either(test)
    return found


def _either(test: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], bool]:
    return lambda d: test(d) or test(blank(d))


_OR_BLANK: dict[Callable[[dict[str, Any]], bool], Callable[[dict[str, Any]], bool]] = {}
"""``_or_blank``'s functions by test."""


_COMPILED = card_powers
"""``card_powers`` as imported."""


def none_given(st: WowState) -> bool:
    """No card is given powers by another card now (no ``granted_powers`` continuous power, no
    "this turn, your resources have …"): each card's powers are those of its data. Inside
    ``keywords.reading`` worked out once (every card's powers ask it)."""
    memo = st.table.reading  # ``kw.kept`` inlined (asked per card)
    if memo is None:
        return not granted_powers.any_given(st)
    found = memo.get(_NONE_GIVEN)
    if found is None:
        found = memo[_NONE_GIVEN] = not granted_powers.any_given(st)  # (the same sources: granted_powers.any_given)
    return found


_NONE_GIVEN = "powers.none_given"
"""The key of ``none_given``'s answer among the values kept inside ``keywords.reading``."""


def own_count(st: WowState, uid: int) -> int:
    """How many of ``powers`` are the card's own (the rest are granted, ``granted_powers``)."""
    return len(hero_trait.gate(st, uid, card_powers(kw.data(st, uid))))


def may_activate(st: WowState, uid: int, given: bool, graveyard: bool = False, player: int | None = None,
                 ready: Callable[[WowState, int], int] | None = None) -> bool:
    """Whether :func:`powers` may hold an activated power (``graveyard``: one used from the
    graveyard): its compiled powers hold one — the face and hero-trait gates only make powers
    inactive (301.2a, 206.1c) — or, for a card in play, some card may be given one now (``given``:
    ``granted_powers.any_given``; a card elsewhere is given none). Cheaper than :func:`powers`.
    ``player``: the one who would use it now, with ``ready`` (his ready resources, asked when
    needed) — then also False when every such power is refused as it is (``WowEngine._power_problem``:
    "On your turn" on another player's, EN 701.1; a flip cost of a flipped card, 301.2; more
    resources than he has even with every flip discount the card prints, 403.1, 403.2)."""
    if given and not graveyard:
        return True
    pws = card_powers(kw.data(st, uid))
    hit = _ACTIVATED.get(id(pws))
    if hit is None or hit[0] is not pws:
        if len(_ACTIVATED) > match_facts.KEEP_DATA:
            _ACTIVATED.clear()
        hit = _ACTIVATED[id(pws)] = (pws, _activated(pws, False), _activated(pws, True), _gates(pws))
    if graveyard:
        return hit[2]
    return hit[1] and (player is None or ready is None or not _refused(st, uid, player, hit[3], ready))


def _gates(pws: tuple[Power, ...]) -> tuple[tuple[bool, bool, int], ...]:
    """Of each activated power of ``pws``: whether it is used only on its user's turn, whether it
    flips its card, and the fewest resources it costs (``flip_cost.resources`` with every flip
    discount of ``pws``)."""
    discount = 0
    for pw in pws:
        if pw.kind == "cost_mod" and pw.cost.get("what") == "flip":
            discount += max(int(pw.cost["amount"]), 0)
    out = []
    for pw in pws:
        if pw.kind == "activated":
            base = int(pw.cost.get("resources", 0))
            flips = any(e.op == "flip" and (e.target is None or e.target.kind == "self") for e in pw.effects)
            out.append((bool(pw.cost.get("own_turn")), bool(pw.cost.get("flip")), max(base - discount, 0) if base and flips else base))
    return tuple(out)


TARGET_COST = "xc32_target_cost"
"""``engine.wow.target_costs.OP`` (not imported here: that module reads these powers)."""


def _refused(st: WowState, uid: int, player: int, gates: tuple[tuple[bool, bool, int], ...], ready: Callable[[WowState, int], int]) -> bool:
    """Every activated power of the card (``_gates``) is refused now by its turn, its flip or its cost."""
    away = st.active != player
    flipped = bool(st.table.cards._cur[uid].flags.get("flipped"))  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    have = -1
    for own_turn, flip, least in gates:
        if (own_turn and away) or (flip and flipped):
            continue
        if not least:
            return False
        if have < 0:
            zones = st.table.zones[player]
            if least > len(zones["resources"]) + len(zones["hero_row"]) + len(zones["allies"]):
                continue  # more than all his resources and the cards that might pay as ones (engine.wow.resource_payers): none counted
            have = ready(st, player)
        if least <= have or (have >= 1 and kw.sources_doing(st, TARGET_COST)):
            return False  # (a target may lower the cost: "You pay 1 less … with one or more targets", engine.wow.target_costs)
    return True


def activated_uids(st: WowState) -> frozenset[int] | None:
    """The cards (uids) that may have an activated power now (:func:`may_have_uids`)."""
    return may_have_uids(st, _HAS_ACTIVATED, _printed_activated)


def may_have_uids(st: WowState, fact: str, test: Callable[[tuple[Power, ...]], bool]) -> frozenset[int] | None:
    """The cards (uids) whose printed data's compiled powers, or its blank self's (103.2), pass
    ``test`` (``match_facts.printed_uids`` under ``fact``, kept under ``next_uid``): when no card is
    given powers now (:func:`none_given`) and none is a copy or has gained text (402.2, 200.1a), a
    card's data is its printed data or blank (``card_facts.data``) and the face and hero-trait gates
    only make powers inactive (301.2a, 206.1c), so only these may have such a power in
    :func:`powers`. None: any card may (or the match-wide shortcuts are off)."""
    if not none_given(st):
        return None
    return printed_power_uids(st, fact, test)


def printed_power_uids(st: WowState, fact: str, test: Callable[[tuple[Power, ...]], bool]) -> frozenset[int] | None:
    """:func:`may_have_uids` for the powers a card's data gives it (:func:`printed_powers`: no power
    another card gives it is looked at), whether or not some card is given powers now."""
    if not match_facts.SHORTCUTS or card_powers is not _COMPILED:
        return None
    for m in st.modifiers:  # (a loop: no generator made at every listing)
        if m.stat == GAIN_TEXT or m.stat.startswith(COPY_OF):
            return None
    found = _BY_TEST.get(test)
    if found is None:
        found = _BY_TEST[test] = _data_test(test)
    return match_facts.printed_uids(st, fact, found)


def _data_test(test: Callable[[tuple[Power, ...]], bool]) -> Callable[[dict[str, Any]], bool]:
    """``test`` of a card data's compiled powers or of its blank self's (103.2)."""
    return lambda d: test(card_powers(d)) or test(card_powers(blank(d)))


_BY_TEST: dict[Any, Callable[[dict[str, Any]], bool]] = {}
"""``_data_test``'s function per test (one per test: the tests are module functions)."""


def _printed_activated(pws: tuple[Power, ...]) -> bool:
    return _activated(pws, False)


_HAS_ACTIVATED = "powers.activated"
"""The fact of ``activated_uids`` among the match's facts (``match_facts``)."""


def triggered_uids(st: WowState, trigger: str) -> frozenset[int] | None:
    """The cards (uids) that may have a triggered power waiting for ``trigger`` now (one of
    ``TRIGGER_FACTS``; :func:`may_have_uids`)."""
    fact, test = TRIGGER_FACTS[trigger]
    return may_have_uids(st, fact, test)


def listening_uids(st: WowState, trigger: str) -> frozenset[int] | None:
    """The cards (uids) whose printed powers (:func:`printed_powers`, as the event readers read them)
    may hold a triggered power on ``trigger`` (:func:`printed_power_uids`); None: any card may."""
    found = _LISTENING.get(trigger)
    if found is None:
        found = _LISTENING[trigger] = (f"powers.listening:{trigger}", _triggered_on(trigger))
    return printed_power_uids(st, *found)


_LISTENING: dict[str, tuple[str, Callable[[tuple[Power, ...]], bool]]] = {}
"""``listening_uids``' fact and test per trigger (one test per fact, as ``match_facts`` wants)."""


def _triggered_on(*triggers: str) -> Callable[[tuple[Power, ...]], bool]:
    def test(pws: tuple[Power, ...]) -> bool:
        for pw in pws:  # noqa: SIM110  (a loop: no generator made per card data)
            if pw.kind == "triggered" and pw.trigger in triggers:
                return True
        return False
    return test


TRIGGER_FACTS = {
    **{t: (f"powers.triggered:{t}", _triggered_on(t)) for t in ("start_of_turn", "end_of_turn", "start_of_turn_graveyard")},
    **{f"each_turn:{w}": (f"powers.triggered:each_turn:{w}", _triggered_on(f"{w}_of_each_turn", f"{w}_of_opponent_turn")) for w in ("start", "end")},
}
"""The triggers the turn's steps look for in every card's powers (``procedure.start_turn``,
``close_window``; ``turn_triggers.each_turn``: "each_turn:start" and "each_turn:end", either trigger), each
with its fact and test."""


def _activated(pws: tuple[Power, ...], graveyard: bool) -> bool:
    """The compiled powers hold an activated one (``graveyard``: used from the graveyard)."""
    return any(pw.kind == "activated" and (not graveyard or pw.cost.get("from_graveyard")) for pw in pws)


_ACTIVATED: dict[int, tuple[tuple[Power, ...], bool, bool, tuple[tuple[bool, bool, int], ...]]] = {}
"""``_activated`` (and ``_gates``) of compiled powers (a tuple never changes; the same text's powers are one tuple,
whatever the match) by the tuple's id, with the tuple kept (so its id can't be reused): at most
``match_facts.KEEP_DATA`` of them."""


_POWERS = "powers.powers"
"""The key of ``powers``' answers among the values kept inside ``keywords.reading``."""


def printed_powers(st: WowState, uid: int) -> tuple[Power, ...]:
    """The powers of the card a link came from, even if it is now face down (a completed quest's
    reward, EN 702); a face-up card's copied or gained text counts (402.2, 200.1a), as in
    :func:`powers`, so a link's power index means the same power. Powers whose hero trait is
    missing are inactive (206.1c)."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined: reading copies no card
    d = st.cards[card.card_id] if card.face_down else face_up_data(st, uid, card)
    return hero_trait.gate(st, uid, card_powers(d))


def printed_power(st: WowState, uid: int, index: int) -> Power | None:
    """Power ``index`` of :func:`printed_powers`, or None when the card no longer has it (its copy
    effect ended, 402.2) or no longer exists (a token, 410.6d: :mod:`.token_links` may still know its power)."""
    if uid not in st.table.cards:
        return None
    found = printed_powers(st, uid)
    return found[index] if 0 <= index < len(found) else None


def play_effects(st: WowState, uid: int) -> tuple[int, list[Effect]]:
    """The effects an ability carries out as it resolves: all its "play" powers in order, as one
    list, so the chosen targets are used in turn and a "you may" pause resumes the rest (305.1)."""
    pws = powers(st, uid)
    first = next((i for i, pw in enumerate(pws) if pw.kind == "play"), -1)
    return first, [e for pw in pws if pw.kind == "play" for e in pw.effects if not (e.op == "move" and e.zone == "attached")]


def link_effects(st: WowState, link: Link) -> list[Effect]:
    """The compiled effects a link carries out (its power of the printed card)."""
    if (given := granted_powers.link_effects(link)) is not None:  # a power another card gave it
        return given
    if link.power < 0:
        return []
    if link.kind == "card":
        return play_effects(st, link.uid)[1]
    power = printed_power(st, link.uid, link.power)
    if power is None and (gone := token_links.effects_of(st, link)) is not None:
        return gone  # a token its own cost took away (410.6d)
    return list(power.effects) if power is not None else []
