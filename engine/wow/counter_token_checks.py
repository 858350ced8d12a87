"""Conditions and counts about counters and tokens (helper wtok; registered with ``conditions.condition_checker`` /
``count_reader`` under the prefix "wtk_"):

- ``{"k": "wtk_no_counters"}`` (404.1d): "If no counters remain, destroy Ritual of Souls." — no counter of any kind is
  left on the card with the power.
- ``{"k": "wtk_control_nontoken", "icon": "Fire"}`` (404.2): "If you control one or more non-token [Fire] allies, …" —
  the player controls an ally that is not a token and has the Fire tag or the fire damage type.
- ``{"k": "wtk_has_counter", "kind": "web"}`` (404.1, EN 714): the card a continuous power applies to has such a counter;
- ``{"k": "wtk_first_card"}`` (409): the player has played no card this turn yet ("your first card each turn");
- ``{"k": "wtk_in_combat_with_hero"}`` (EN 602): the card a continuous power applies to is in combat with the player's hero;
- ``{"k": "wtk_top_cost", "min": 3}`` / ``"max"`` (415.3f): the top card of the player's deck (revealed by "Play with the top
  card of your deck revealed.") has a cost of at least / at most that much; false with an empty deck.
- the count ``{"k": "wtk_token_allies"}`` (404.2): the token allies the player controls;
- the count ``{"k": "wtk_counters_plus", "kind": "heirloom", "plus": 1}`` (404.1a): ``plus`` and the counters of that kind on the
  card with the power;
- the count ``{"k": "wtk_highest_cost", "icon": "Fire"}`` (202.1, 404.2: a token costs 0): "where X is the highest cost
  among [Fire] allies you control" — 0 with none."""

from __future__ import annotations

from typing import Any

from . import keywords as kw
from .conditions import condition_checker, count_reader
from .state import WowState


def _allies(st: WowState, player: int, icon: str) -> list[int]:
    """The allies ``player`` controls with the tag or damage type ``icon`` (206.1, 205.1; ``keywords.words``)."""
    return [u for q in range(st.num_players) for u in st.table.zone(q, "allies")
            if st.table.peek(u).controller == player and kw.is_ally(st, u) and icon.lower() in kw.words(st, u)]  # a tag or a damage type (205.1)


@condition_checker("wtk_")
def check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    k = cond["k"]
    if k == "wtk_no_counters":
        card = st.table.peek(source, None)
        return card is None or not any(n > 0 for n in card.counters.values())
    if k == "wtk_has_counter":  # "Allies with a web counter can't attack.": the card the power applies to (EN 714)
        from .counters import counters

        return affected is not None and counters(st, affected, cond["kind"]) > 0
    if k == "wtk_first_card":  # "your first card each turn": he has played no card this turn yet (409; quests.note)
        return not any(e.get("ev") == "play" and e.get("who") == player and e.get("turn", st.turn) == st.turn for e in st.turn_log)
    if k == "wtk_in_combat_with_hero":  # "Heroes and allies in combat with your hero" (EN 602: attacker and defender)
        c = st.combat
        hero = st.heroes[player]
        return (c is not None and affected is not None and c.stage in ("proposed", "step") and hero in (c.attacker, c.defender)
                and affected in (c.attacker, c.defender) and affected != hero)
    if k == "wtk_top_cost":  # "While a card with cost 3 or more is revealed this way" (the top card, 415.3f)
        deck = st.table.zone(player, "deck")
        cost = (st.cards[st.table.peek(deck[0]).card_id].get("cost") or 0) if deck else None
        return cost is not None and cost >= cond.get("min", cost) and cost <= cond.get("max", cost)
    if k == "wtk_control_nontoken":
        return any(not st.table.peek(u).flags.get("token") for u in _allies(st, player, cond["icon"]))
    raise ValueError(f"unknown condition kind {k!r} (engine.wow.counter_token_checks)")


@count_reader("wtk_")
def count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    if key["k"] == "wtk_token_allies":
        return sum(1 for q in range(st.num_players) for u in st.table.zone(q, "allies")
                   if st.table.peek(u).controller == player and st.table.peek(u).flags.get("token") and kw.is_ally(st, u))
    if key["k"] == "wtk_counters_plus":  # "1, plus an additional 1 for each heirloom counter on this armor" (404.1a)
        from .counters import counters

        return int(key.get("plus", 0)) + (counters(st, source, key["kind"]) if source is not None else 0)
    if key["k"] == "wtk_highest_cost":
        return max((kw.data(st, u).get("cost") or 0 for u in _allies(st, player, key["icon"])), default=0)
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.counter_token_checks)")


def target_fits(st: WowState, player: int, uid: int, flt: dict[str, Any], source: int) -> bool:
    """A target filter's ``wtk`` part (``targets.matches``): ``counters_min`` — "with one or more counters" (404.1: of
    any kind); ``cost_count`` — "with cost equal to the number of burn counters"; ``max_cost_count`` — "with cost less
    than or equal to the number of token allies you control" (counts of :func:`count` or ``keywords.per_count``, read
    whenever the target is checked: as chosen and as it resolves, EN 709.2a)."""
    if flt.get("counters_min") and sum(st.table.peek(uid).counters.values()) < flt["counters_min"]:
        return False
    if "cost_count" in flt and (kw.data(st, uid).get("cost") or 0) != kw.per_count(st, player, flt["cost_count"], source):
        return False  # "with cost equal to the number of burn counters" (on the card with the power, 404.1a)
    if "max_cost_count" in flt:
        limit = kw.per_count(st, player, flt["max_cost_count"], source)
        if (kw.data(st, uid).get("cost") or 0) > limit:
            return False
    return True
