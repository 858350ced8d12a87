"""Will of the Forsaken ("This ally can't leave play unless it has fatal damage or 0 health.": the cards'
reminder text; 103.2: what can't happen doesn't, 103.3: the game still moves it) and powers that work while
their card is in its owner's graveyard, each played with the real cards."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import choice_cost, combat, invincible
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.leaving_play import destroy
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import power_of
from .test_wtrig_cards import _next_turn, _settle, _until

pytestmark = needs(WOW_CARDS)


# --- Will of the Forsaken -------------------------------------------------------------------------------------------


def _removal(st, name: str, target: int):
    """Player 0 plays the real removal ``name`` ("Destroy target ally." / "Remove target ally from the game.") on ``target``."""
    automated(name)
    st, _ = play_real(st, name, 0, str(target), pay=6)
    return _settle(st)


def test_nathaniel_voran_cant_be_destroyed_nor_removed_without_fatal_damage():
    # 103.2 with the reminder text: an effect can't destroy him (Crush) nor remove him from the game (Void Rip)
    automated("Nathaniel Voran")
    st = start()
    voran = put_real(st, 1, "Nathaniel Voran", "allies")
    assert kw.has(st, voran, kw.FORSAKEN)
    st = _removal(st, "Crush", voran)
    assert st.table.cards[voran].zone == "allies"
    st = _removal(st, "Void Rip", voran)
    assert st.table.cards[voran].zone == "allies"
    # a card without the keyword is removed by the same cards (the control)
    owl = put(st, 1, "Mist Owl", "allies")
    st = _removal(st, "Void Rip", owl)
    assert st.table.cards[owl].zone == "removed"


def test_nathaniel_voran_leaves_play_with_fatal_damage_or_0_health():
    # "… unless it has fatal damage or 0 health": then an effect moves him (103.2 no longer applies) …
    automated("Nathaniel Voran")
    st = start()
    voran = put_real(st, 1, "Nathaniel Voran", "allies")
    st.table.cards[voran].damage = 3  # health 3: fatal damage (410.6a), before the check has seen it
    assert not kw.cant_be_destroyed(st, voran) and not invincible.cant_leave_play(st, voran)
    assert destroy(st, voran, R("415.9c"))[0].kind == "destroy"
    assert st.table.cards[voran].zone == "graveyard"
    # … and fatal damage destroys him when the game checks (410.6a)
    st = start()
    voran = put_real(st, 1, "Nathaniel Voran", "allies")
    assert destroy(st, voran, R("415.9c"))[0].kind == "not_destroyed"
    st.table.cards[voran].damage = 2
    assert kw.cant_be_destroyed(st, voran)  # 2 damage on 3 health: not fatal, he stays
    st.table.cards[voran].damage = 3
    st = _removal(st, "Crush", put(st, 1, "Mist Owl", "allies"))  # any play: the checks run (410.6)
    assert st.table.cards[voran].zone == "graveyard"


def test_samuel_harrison_has_protector_and_will_of_the_forsaken():
    # "Protector Will of the Forsaken": both keywords (one line, 203.2); Void Rip can't remove him (103.2)
    automated("Samuel Harrison")
    st = start()
    sam = put_real(st, 1, "Samuel Harrison", "allies")
    assert kw.has(st, sam, "Protector") and kw.has(st, sam, kw.FORSAKEN)
    st = _removal(st, "Void Rip", sam)
    assert st.table.cards[sam].zone == "allies"


def _seen_answers(seen: list):
    """Answers for ``_settle`` that note every pending choice's options (then take the first)."""
    def first(pending):
        seen.append((pending.player, sorted(o.id for o in pending.options)))
        return [pending.options[0].id] if pending.min else []
    return {kind: first for kind in ("player_picks", "wrest_pick_theirs", "wres_pick_theirs")}


def test_charkov_returns_an_ally_of_each_party_but_no_forsaken_one():
    # "When Charkov enters play, each player puts an ally from his party into its owner's hand." (EN 709.1, 802: in
    # turn order); Charkov and Nathaniel Voran have Will of the Forsaken: they can't leave play (103.2), so they are
    # not picked, and a player whose only ally has it puts none
    automated("Charkov")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    voran = put_real(st, 1, "Nathaniel Voran", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    st, charkov = play_real(st, "Charkov", 0, pay=5)
    seen: list = []
    st = _settle(st, _seen_answers(seen))
    assert seen == [(0, [str(owl)]), (1, [str(foe)])]
    assert st.table.cards[owl].zone == "hand" and st.table.cards[foe].zone == "hand"
    assert st.table.cards[charkov].zone == "allies" and st.table.cards[voran].zone == "allies"
    assert kw.has(st, charkov, kw.FORSAKEN)


def test_charkov_alone_with_forsaken_allies_returns_nothing():
    automated("Charkov")
    st = start()
    voran = put_real(st, 1, "Nathaniel Voran", "allies")
    st, charkov = play_real(st, "Charkov", 0, pay=5)
    seen: list = []
    st = _settle(st, _seen_answers(seen))
    assert seen == [] and st.table.cards[charkov].zone == "allies" and st.table.cards[voran].zone == "allies"


def test_sivandra_darklust_draws_then_destroys_another_ally_never_herself():
    # "When Sivandra enters play, draw a card, then destroy an ally in your party." — Sivandra has Will of the
    # Forsaken (103.2: she can't be destroyed without fatal damage), so another ally is destroyed
    automated("Sivandra Darklust")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    hand = len(st.table.zone(0, "hand"))
    st, siv = play_real(st, "Sivandra Darklust", 0, pay=3)
    seen: list = []
    st = _settle(st, _seen_answers(seen))
    assert len(st.table.zone(0, "hand")) == hand + 1  # the draw (Sivandra herself left the hand)
    assert st.table.cards[owl].zone == "graveyard" and st.table.cards[siv].zone == "allies"
    assert seen == [(0, [str(owl)])]  # Sivandra is no option
    # alone, she destroys nothing
    st = start()
    st, siv = play_real(st, "Sivandra Darklust", 0, pay=3)
    st = _settle(st)
    assert st.table.cards[siv].zone == "allies" and kw.has(st, siv, kw.FORSAKEN)


@pytest.mark.parametrize("exhausted", [True, False])
def test_deathstalker_leanna_attacking_an_exhausted_hero_and_will_of_the_forsaken(exhausted):
    # EN 714: "Leanna has +3 ATK while attacking an exhausted hero or ally." — seen in the combat damage (603.1)
    automated("Deathstalker Leanna")
    st = start()
    leanna = put_real(st, 0, "Deathstalker Leanna", "allies")
    assert kw.has(st, leanna, kw.FORSAKEN) and destroy(st, leanna, R("415.9c"))[0].kind == "not_destroyed"  # 103.2
    st.table.cards[hero(st, 1)].tapped = exhausted
    base = kw.atk(st, leanna)
    st = finish_combat(apply(st, "attack", 0, attacker=leanna, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == base + (3 if exhausted else 0)


def real_cost(data: dict) -> dict:
    """The card's first activated power's "choose a card to pay" cost (403.1)."""
    return next(pw for pw in card_powers(data) if pw.kind == "activated").cost["choose"]


def test_a_forsaken_ally_cant_pay_a_remove_cost():
    # 403.1, 103.2: "1, Remove a Warlock ally you control from the game -> Remove target ally from the game."
    # (Mor'zul Bloodbringer) — Sivandra Darklust is a Warlock with Will of the Forsaken: she can't leave play,
    # so she can't pay it; Mor'zul himself can
    data = automated("Mor'zul Bloodbringer")
    st = start()
    morzul = put_real(st, 0, "Mor'zul Bloodbringer", "allies")
    siv = put_real(st, 0, "Sivandra Darklust", "allies")
    foe = put(st, 1, "Mist Owl", "allies")
    resources(st, 0, 3)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=morzul, power=power_of(data, 0), x=0, pay=[siv])
    assert siv not in choice_cost.candidates(st, 0, morzul, real_cost(data))
    st = apply(st, "power", 0, uid=morzul, power=power_of(data, 0), x=0, pay=[morzul])
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[morzul].zone == "removed" and st.table.cards[foe].zone == "removed"
    assert st.table.cards[siv].zone == "allies"


def test_a_forsaken_ally_cant_pay_a_destroy_cost():
    # 403.1, 103.2: "[Exhaust], Destroy an ally you control -> You pay 2 less to play your next ally this turn."
    # (Shadowfang Keep) — Nathaniel Voran can't be destroyed without fatal damage: he is no payment
    data = automated("Shadowfang Keep")
    st = start()
    keep = put_real(st, 0, "Shadowfang Keep", "resources", face_down=False)
    voran = put_real(st, 0, "Nathaniel Voran", "allies")
    owl = put(st, 0, "Mist Owl", "allies")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=keep, power=power_of(data, 0), x=0, pay=[voran])
    st = apply(st, "power", 0, uid=keep, power=power_of(data, 0), x=0, pay=[owl])
    assert st.table.cards[owl].zone == "graveyard" and st.table.cards[voran].zone == "allies"


# --- powers that work while their card is in its owner's graveyard (EN 701, 415.2) ---------------------------------


def test_zealot_kalinov_in_your_graveyard_gives_your_hero_mend_1():
    # "While this ally is in your graveyard, your hero has Mend 1." — EN glossary Mend: "At the start of your turn,
    # you may heal N damage from target hero or ally"; only from its owner's graveyard, only to his hero
    automated("Zealot Kalinov")
    st = start()
    mine, theirs = hero(st, 0), hero(st, 1)
    put_real(st, 0, "Zealot Kalinov", "allies")
    assert not kw.has(st, mine, "Mend")  # in play: nothing (the power works from the graveyard)
    st = start()
    put_real(st, 0, "Zealot Kalinov", "graveyard")
    assert kw.keywords(st, mine).get("Mend") == 1 and not kw.has(st, theirs, "Mend")
    assert not kw.none_has(st, "Mend")  # the shortcut knows a graveyard may give it (keywords.match_keywords)
    with kw.reading(st):
        assert kw.has(st, mine, "Mend") and kw.keywords_among(st, mine, ("Mend",)).get("Mend") == 1
    put_real(st, 0, "Zealot Kalinov", "graveyard")
    assert kw.keywords(st, mine).get("Mend") == 2  # two of them: Mend 2 (N adds up)
    st.table.cards[mine].damage = 3
    heal_mine = {"target": lambda p: [str(mine)] if p.player == 0 else []}
    st = _next_turn(_next_turn(st, heal_mine), heal_mine)  # the start of his next turn: the Mend trigger
    assert st.turn == 3 and st.table.cards[mine].damage == 1


def test_blade_of_the_empty_void_in_your_graveyard_gives_your_hero_protector():
    # "While this weapon is in your graveyard, your hero has Protector." — EN glossary Protector: the hero may
    # exhaust to become the defender (602.2)
    automated("Blade of the Empty Void")
    st = start()
    mine = hero(st, 0)
    put_real(st, 0, "Blade of the Empty Void", "hero_row")
    assert not kw.has(st, mine, "Protector")  # in play: nothing
    st = start()
    put_real(st, 0, "Blade of the Empty Void", "graveyard")
    assert kw.has(st, mine, "Protector") and not kw.has(st, hero(st, 1), "Protector")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    st.active = st.priority = 1
    st = apply(st, "attack", 1, attacker=foe, defender=hound)
    assert mine in combat.protectors(st)


def test_broderick_langforth_in_your_graveyard_gives_your_hero_assault_1():
    # "When this ally is in your graveyard, your hero has Assault 1." (read as "While": a continuous power) —
    # EN glossary Assault 1: +1 ATK on your turn
    automated("Broderick Langforth")
    st = start()
    mine = hero(st, 0)
    base = kw.atk(st, mine)
    put_real(st, 0, "Broderick Langforth", "graveyard")
    assert kw.keywords(st, mine).get("Assault") == 1 and kw.atk(st, mine) == base + 1
    put_real(st, 1, "Broderick Langforth", "graveyard")  # the opponent's: his hero's, not mine
    assert kw.keywords(st, mine).get("Assault") == 1 and kw.keywords(st, hero(st, 1)).get("Assault") == 1


def test_graveyard_keywords_same_with_and_without_the_shortcuts(monkeypatch):
    # issue 21: ``has``/``keywords_among`` (shortcuts: ``none_has``, ``_lacks``) give the long way's answers for a
    # hero given keywords from the graveyard, inside a reading and outside one
    from engine.wow import match_facts

    for name in ("Zealot Kalinov", "Blade of the Empty Void", "Broderick Langforth"):
        automated(name)
    st = start()
    for name in ("Zealot Kalinov", "Blade of the Empty Void", "Broderick Langforth"):
        put_real(st, 0, name, "graveyard")
    uids = [hero(st, 0), hero(st, 1)]

    def answers():
        out = [(kw.has(st, u, w), kw.keywords_among(st, u, (w,)).get(w)) for u in uids for w in ("Mend", "Protector", "Assault")]
        with kw.reading(st):
            out += [(kw.has(st, u, w), kw.keywords_among(st, u, (w,)).get(w)) for u in uids for w in ("Mend", "Protector", "Assault")]
        return out

    fast = answers()
    monkeypatch.setattr(match_facts, "SHORTCUTS", False)
    assert answers() == fast
    assert fast[:3] == [(True, 1), (True, 1), (True, 1)] and fast[3:6] == [(False, None)] * 3


def test_dark_archon_farrum_your_hero_can_protect_him_and_will_of_the_forsaken():
    # "Your hero can protect Farrum." — EN glossary Protector, 602.2: the hero may exhaust to become the defender
    # when Farrum is attacked (not another ally); Will of the Forsaken: Crush can't destroy him (103.2)
    automated("Dark Archon Farrum")
    st = start()
    mine = hero(st, 0)
    farrum = put_real(st, 0, "Dark Archon Farrum", "allies")
    hound = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Footman Recruit", "allies")
    assert kw.has(st, farrum, kw.FORSAKEN) and destroy(st, farrum, R("415.9c"))[0].kind == "not_destroyed"
    st.active = st.priority = 1
    at_farrum = apply(st, "attack", 1, attacker=foe, defender=farrum)
    assert mine in combat.protectors(at_farrum)
    at_hound = apply(st, "attack", 1, attacker=foe, defender=hound)
    assert mine not in combat.protectors(at_hound)
    st = _until(at_farrum, lambda s: bool(s.pending))
    assert st.pending[0].kind == "protector" and st.pending[0].player == 0
    hit = kw.atk(st, foe)
    assert hit > 0
    st = _settle(choose(st, str(mine)))
    assert st.table.cards[mine].tapped  # 602.2: exhausted to become the defender …
    assert st.table.cards[mine].damage == hit and st.table.cards[farrum].damage == 0  # … dealt the combat damage
