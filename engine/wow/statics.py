"""The runtime side of continuous powers read by ``cards.templates_statics`` (EN 714): the
conditions it adds (``k`` starting ``st_``, checked from ``conditions.holds``), its "for each other
…" counts (from ``keywords.per_count``), and Mend given by continuous powers (EN glossary Mend:
``mend_triggers`` from ``procedure.start_turn``, ``granted_effects`` when the trigger resolves)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.effects import Effect, Target

from . import keywords as kw
from .conditions import condition_checker, count, count_reader, fits, state_is
from .state import Link

_EVALUATING: set[int] = set()
"""Sources whose "another ally with N or more ATK" is being checked (no loop through two such allies)."""
kw.ASKING_ELSEWHERE.append(_EVALUATING)  # answers given meanwhile are not kept (``keywords.keywords``)


@condition_checker("st_")
def st_holds(st: Any, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """Conditions read here (EN 714 "while …"): ``st_opposing`` (cards opponents control, with a
    state / cost bound), ``st_attacking`` (the affected card is attacking a hero / an ally),
    ``st_in_combat`` (the affected card is in combat with the source / your hero / an opposing hero / a tag)."""

    k = cond["k"]
    if k == "st_opposing":
        n = 0
        for q in range(st.num_players):
            if q == player:
                continue
            for z in ("allies", "hero_row"):
                for u in st.table.zone(q, z):
                    if st.table.cards[u].face_down or not fits(st, u, cond["flt"]) or not _cost_ok(st, u, cond["flt"]):
                        continue
                    if cond["flt"].get("types") == ["ally"] and not kw.is_ally(st, u):
                        continue
                    if cond.get("state") and not state_is(st, u, cond["state"]):
                        continue
                    n += 1
        return n <= cond["max"] if "max" in cond else n >= cond["min"]
    if k == "st_opp_graveyard":
        return any(fits(st, u, cond["flt"]) for q in range(st.num_players) if q != player for u in st.table.zone(q, "graveyard"))
    if k == "st_graveyards":
        return all(st.table.zone(q, "graveyard") for q in range(st.num_players))
    if k == "st_ally_atk":  # another ally's ATK; a "can't attack" doesn't change ATK, so one level is enough (EN 719)
        if _EVALUATING:
            return False
        _EVALUATING.add(source)
        try:
            return any(u != source and kw.is_ally(st, u) and kw.atk(st, u) >= cond["min_atk"] for u in st.table.zone(player, "allies"))
        finally:
            _EVALUATING.discard(source)
    if k == "st_attacking":
        who = affected if affected is not None else source
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or c.attacker != who or c.defender not in st.table.cards:
            return False
        if (cond["kind"] == "hero") != kw.is_hero(st, c.defender):
            return False
        return _cost_ok(st, c.defender, cond)
    if k == "st_in_combat":  # "while in combat with Givon / your hero / a Monster / an opposing hero" (EN 600)
        who = affected if affected is not None else source
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or who not in (c.attacker, c.defender):
            return False
        other = c.defender if who == c.attacker else c.attacker
        if other not in st.table.cards:
            return False
        kind = cond["with"]
        if kind == "self":
            return other == source
        if kind == "hero":
            return other == st.heroes[player]
        if kind == "opposing_hero":
            return kw.is_hero(st, other) and st.table.cards[other].controller != player
        return cond["tag"].lower() in kw.words(st, other)
    return False


def _cost_ok(st: Any, uid: int, flt: dict[str, Any]) -> bool:

    cost = kw.data(st, uid).get("cost") or 0
    return not (("max_cost" in flt and cost > flt["max_cost"]) or ("min_cost" in flt and cost < flt["min_cost"]))


@count_reader("st_count")
def st_count(st: Any, player: int, key: dict[str, Any], source: int | None) -> int:
    """A "for each other …" count: the card count without the source card itself ("this and each
    other": plus one for the source); tokens (404.2), cards in opposing graveyards, damage on
    opposing heroes, face-up resources."""

    sides = [player] if key.get("side", "you") == "you" else [q for q in range(st.num_players) if q != player]
    what = key.get("what")
    if what == "tokens":
        return sum(1 for q in sides for u in st.table.zone(q, "allies") if st.table.cards[u].flags.get("token") and kw.is_ally(st, u))
    if what == "graveyard":
        return sum(len(st.table.zone(q, "graveyard")) for q in sides)
    if what == "hero_damage":
        return sum(st.table.cards[h].damage for h in st.heroes if st.table.cards[h].controller in sides and st.table.cards[h].zone == "hero_row")
    if what == "face_up":
        return sum(1 for q in sides for u in st.table.zone(q, "resources") if not st.table.cards[u].face_down)
    n = count(st, player, key)
    if key.get("plus_self"):
        return max(n - (1 if _counted(st, player, key, source) else 0), 0) + 1
    if key.get("other") and _counted(st, player, key, source):
        n -= 1
    return max(n, 0)


def _counted(st: Any, player: int, key: dict[str, Any], source: int | None) -> bool:
    """Whether the source card itself is among the cards ``conditions.count`` counted."""

    return source is not None and source in st.table.cards and not st.table.cards[source].face_down \
        and st.table.cards[source].controller == player and fits(st, source, key["flt"]) \
        and (not key.get("state") or _state_ok(st, source, key["state"]))


def _state_ok(st: Any, uid: int, state: str) -> bool:

    return state_is(st, uid, state)


# --- Mend given by a continuous power (EN glossary Mend) -------------------------------------------

GRANTED_MEND = "granted_mend"
"""``Link.data`` key of a Mend trigger whose amount comes (also) from continuous powers."""


def mend_triggers(st: Any, player: int, printed_powers: Callable[[Any, int], Any]) -> None:
    """EN glossary Mend N: "At the start of your turn, you may heal N damage from target hero or
    ally". For each of ``player``'s characters whose Mend (printed plus given, cumulative as
    ``keywords.keywords`` counts it) is more than its printed Mend, one Mend trigger with the whole
    amount replaces the printed one (called from ``procedure.start_turn``)."""

    if kw.none_has(st, "Mend"):
        return  # no card can have Mend now: none has more than it prints (none prints any)
    with kw.reading(st):  # the Mend amounts are read, then the triggers replaced
        more = [(uid, total) for zone in ("allies", "hero_row") for uid in st.table.zone(player, zone)
                if not st.table.peek(uid).face_down and kw.is_character(st, uid)
                and (total := kw.keywords(st, uid).get("Mend", 0)) > (kw.data(st, uid).get("keywords") or {}).get("Mend", 0)]
    for uid, total in more:
        st.triggers = [t for t in st.triggers if not (t.uid == uid and t.kind == "trigger" and t.power >= 0
                                                      and t.power < len(pws := printed_powers(st, uid)) and pws[t.power].text.startswith("Mend "))]
        st.triggers.append(Link("trigger", player, uid, -1, label=f"{kw.name(st, uid)}: Mend {total}", data={GRANTED_MEND: total}))


def granted_effects(link: Any) -> list[Effect] | None:
    """The effects of a Mend trigger made by ``mend_triggers`` (None for any other link)."""
    n = (link.data or {}).get(GRANTED_MEND)
    if not n:
        return None
    return [Effect("heal", n, Target("chosen", {"types": ["hero", "ally"]}, up_to=True), optional=True, text=f"Mend {n}",
                   condition={"source": "self"})]  # "it may heal": the card with Mend is the packet's source (408.2c)
