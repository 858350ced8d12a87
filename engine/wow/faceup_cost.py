"""A cost to place a quest or location face up (412.1b, 403.1): "As a cost to place this quest face up, put the
top three cards of your deck into your graveyard." Compiled (``cards.templates_wcosts_faceup``) as a power
``Power("static", text, [], cost={"face_up_cost": {...}})``, one of:

- ``{"discard": {}}``: discard a card from your hand (the ``resource`` action names it: ``pay`` = [uid]);
- ``{"reveal": filter}``: reveal a matching card from your hand (``pay`` = [uid]; ``search.card_matches``);
- ``{"mill": N}``: put the top N cards of your deck into your graveyard (at least N there);
- ``{"hero_damage": N}``: put N damage on your hero (placed, 405.3);
- ``{"heal_opposing_hero": N}``: remove N damage from an opposing hero (one with at least N damage; ``pay``
  names it when there are several).

Placing it face down costs nothing; face up, the whole cost is paid as the card is placed, or it can't be."""

from __future__ import annotations

from typing import Any

from engine.core import Event, RulesError, effects

from . import grave_route, wreal_faceup
from . import keywords as kw
from .cards.compiler import card_powers
from .rules import R
from .search import card_matches
from .state import WowState


def owed(st: WowState, uid: int) -> dict[str, Any] | None:
    for pw in card_powers(kw.data(st, uid)):  # (a loop: no generator made for every card listed)
        if "face_up_cost" in pw.cost:
            return pw.cost["face_up_cost"]
    return None


def _choices(st: WowState, p: int, uid: int, cost: dict[str, Any]) -> list[int] | None:
    """The cards one of which is named to pay (None: nothing is named)."""
    if "discard" in cost:
        from .discard_ban import cant_discard

        if cant_discard(st, p):
            return []  # 103.2 / 412.1c: he can't discard, so the quest goes face down
        return [u for u in st.table.zone(p, "hand") if u != uid]
    if "reveal" in cost:
        return [u for u in st.table.zone(p, "hand") if u != uid and card_matches(st, u, cost["reveal"])]
    if "heal_opposing_hero" in cost:
        n = cost["heal_opposing_hero"]
        return [h for h in st.heroes if st.table.cards[h].controller != p and st.table.cards[h].damage >= n]
    if "opponent_may" in cost:  # "choose an opponent, and he may …" (engine.wow.wreal_faceup): his hero names him
        return [h for h in st.heroes if st.table.cards[h].controller != p]
    return None


def options(st: WowState, p: int, uid: int) -> list[tuple[list[int], str]]:
    """Ways to place ``uid`` face up: ``(pay, label)``; none when its cost can't be paid."""
    cost = owed(st, uid)
    if cost is None:
        return [([], "")]
    if problem(st, p, uid, None) is not None:
        return []
    picks = _choices(st, p, uid, cost)
    if picks is None:
        return [([], " (paying its cost)")]
    if "opponent_may" in cost:
        return [([u], f" (choosing P{st.table.cards[u].controller + 1})") for u in picks]
    verb = "discarding" if "discard" in cost else "revealing" if "reveal" in cost else "healing"
    return [([u], f" ({verb} {kw.name(st, u) if verb == 'healing' else st.cards[st.table.cards[u].card_id]['name']})") for u in picks]


def problem(st: WowState, p: int, uid: int, pay: Any) -> RulesError | None:
    """Why ``uid`` can't be placed face up paying with ``pay`` (None with ``pay`` None: some way exists)."""
    cost = owed(st, uid)
    if cost is None:
        return None
    if "mill" in cost and len(st.table.zone(p, "deck")) < cost["mill"]:
        return RulesError("not enough cards in your deck to pay the cost of placing it face up", R("403.1"))
    if "hero_damage" in cost and kw.health(st, st.heroes[p]) - st.table.cards[st.heroes[p]].damage < cost["hero_damage"]:
        return RulesError("your hero can't take that much damage as a cost", R("405.3"))
    picks = _choices(st, p, uid, cost)
    if picks is None:
        return None
    if not picks and "discard" in cost and st.table.zone(p, "hand"):
        return RulesError("you can't discard cards, so you can't pay the cost of placing it face up", R("103.2"))
    if not picks:
        return RulesError("nothing can pay the cost of placing it face up", R("403.1"))
    if pay is None:
        return None
    if len(picks) == 1 and pay == []:
        return None  # the only way (an opposing hero): named for you
    if not (isinstance(pay, list) and len(pay) == 1 and pay[0] in picks):
        return RulesError("name the card that pays the cost of placing it face up (pay)", R("403.1"))
    return None


def pay(st: WowState, p: int, uid: int, payers: list[int]) -> list[Event]:
    """Pay the cost as the card is placed face up (412.1b, 403.1)."""
    cost = owed(st, uid)
    if cost is None:
        return []
    picks = _choices(st, p, uid, cost)
    who = (payers or picks or [None])[0]
    if "discard" in cost:
        from .procedure import discard_cards

        return discard_cards(st, p, [who])
    if "reveal" in cost:
        return [effects.reveal(st.table, [who], R("403.1"), p)]
    if "opponent_may" in cost:  # 403.1 the opponent named; his "may" is his choice (engine.wow.wreal_faceup)
        return wreal_faceup.offer(st, p, st.table.cards[who].controller, cost["opponent_may"])
    if "heal_opposing_hero" in cost:
        card = st.table.cards[who]
        card.damage -= cost["heal_opposing_hero"]
        return [Event("remove_damage", f"{cost['heal_opposing_hero']} damage is removed from {kw.name(st, who)} (cost)", R("403.1"), p,
                      data={"uid": who, "amount": cost["heal_opposing_hero"]})]
    if "hero_damage" in cost:
        from .extra_cost import pay_hero_damage

        return pay_hero_damage(st, p, cost["hero_damage"])
    events = []
    for _ in range(cost["mill"]):
        top = st.table.zone(p, "deck")[0]  # 415.3a: the top card
        events.append(grave_route.move(st, top, R("403.1"), player=p))
    return events
