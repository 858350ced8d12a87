"""Helper o36wow: cards the compiler left manual, scripted in ``engine/wow/cards/scripts/manual36b.toml``. Each card
is played with the real card of the pool and every clause of its text is checked by what it does.

Rule calls without a source:
- "an Aspect of Thrall ability": the card data prints no such type-line word; the four abilities named Thrall's
  Desire, Doubt, Fury and Patience (the cards that name the Aspects) are read as the Aspect of Thrall abilities
  (engine.wow.thrall_aspects).
- "Loot card": the data marks a Loot printing only by its rarity letter "l" (imported as "legendary"); every card of
  that letter is of a Loot set, so that rarity is read as the Loot mark (engine.wow.loot_cards). Cards in play you
  control: heroes, allies, hero-row cards and face-up resources (a face-down card has no characteristics, 412.1b).
- Dread Doomguard: "choose at random" uses the match's random generator; "that kind": an ability or equipment card in
  play, or any card of a resource row (412); no kind chosen this turn, no card fits.
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow import powers
from engine.wow.doomguard_kind import FLAG as KIND_FLAG
from tests.shared_data import needs

from .helpers import apply, hero, put, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _fight, _settle, _until

pytestmark = needs(WOW_CARDS)


# --- Thrall's Desire / Doubt / Fury (EN 701, 403.1) -------------------------------------------------------------------


def _aspect_power(st, uid: int, pay: int, player: int = 0, target: int | None = None, answers: dict | None = None):
    index = next(i for i, pw in enumerate(powers.powers(st, uid)) if pw.kind == "activated")
    st = apply(st, "power", player, uid=uid, power=index, x=0, pay=[pay])
    return _settle(st, {**({"target": [str(target)]} if target is not None else {}), **(answers or {})})


def test_thralls_desire_exhausts_an_aspect_to_heal_1_from_target():
    # EN 701, 403.1, 407.1: "On your turn: Exhaust an Aspect of Thrall ability you control -> Your hero heals 1 damage
    # from target hero or ally." — it may exhaust itself
    automated("Thrall's Desire")
    st = start()
    desire = put_real(st, 0, "Thrall's Desire", "hero_row")
    ally = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[ally].damage = 3
    st = _aspect_power(st, desire, desire, target=ally)
    assert st.table.cards[desire].tapped and st.table.cards[ally].damage == 2
    healed = [e for e in st.turn_log if e.get("to") == ally]
    assert healed and healed[-1].get("src") == hero(st, 0)  # 407.1: your hero heals it


def test_thralls_desire_paid_with_another_aspect_and_not_with_other_abilities():
    # 403.1: another Aspect of Thrall pays; a ready ability of another name can't; an exhausted Aspect can't
    st = start()
    desire = put_real(st, 0, "Thrall's Desire", "hero_row")
    fury = put_real(st, 0, "Thrall's Fury", "hero_row")
    other = put_real(st, 0, "Master Instinct", "hero_row")
    st.table.cards[hero(st, 0)].damage = 2
    with pytest.raises(RulesError):
        _aspect_power(st, desire, other, target=hero(st, 0))
    st = _aspect_power(st, desire, fury, target=hero(st, 0))
    assert st.table.cards[fury].tapped and not st.table.cards[desire].tapped
    assert st.table.cards[hero(st, 0)].damage == 1
    with pytest.raises(RulesError):
        _aspect_power(st, desire, fury, target=hero(st, 0))  # exhausted: it can't pay again (403.1)


def test_thralls_desire_only_on_your_turn():
    # EN 701: "On your turn:" — not on the opponent's
    st = start({"auto_pass": False})
    desire = put_real(st, 0, "Thrall's Desire", "hero_row")
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    index = next(i for i, pw in enumerate(powers.powers(st, desire)) if pw.kind == "activated")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=desire, power=index, x=0, pay=[desire])


def test_thralls_doubt_draws_then_discards():
    # EN 701: "Draw a card, then discard a card."
    automated("Thrall's Doubt")
    st = start()
    doubt = put_real(st, 0, "Thrall's Doubt", "hero_row")
    top = st.table.zone(0, "deck")[0]
    hand = list(st.table.zone(0, "hand"))
    grave = len(st.table.zone(0, "graveyard"))

    def pick_drawn(pending):
        assert str(top) in {o.id for o in pending.options}  # the card drawn may be discarded
        return [str(top)]

    st = _aspect_power(st, doubt, doubt, answers={"discard_effect": pick_drawn})
    assert st.table.cards[doubt].tapped
    assert st.table.cards[top].zone == "graveyard" and len(st.table.zone(0, "graveyard")) == grave + 1
    assert sorted(st.table.zone(0, "hand")) == sorted(hand)


def test_thralls_fury_deals_1_fire_damage_from_your_hero():
    # EN 701, 408.2c: "Your hero deals 1 fire damage to target opposing hero."
    automated("Thrall's Fury")
    st = start()
    fury = put_real(st, 0, "Thrall's Fury", "hero_row")
    before = st.table.cards[hero(st, 1)].damage
    st = _aspect_power(st, fury, fury, target=hero(st, 1))
    assert st.table.cards[fury].tapped and st.table.cards[hero(st, 1)].damage == before + 1
    hit = [e for e in st.turn_log if e.get("to") == hero(st, 1)]
    assert hit and hit[-1].get("src") == hero(st, 0)
    with pytest.raises(RulesError):  # "target opposing hero": not your own
        st2 = start()
        fury2 = put_real(st2, 0, "Thrall's Fury", "hero_row")
        _aspect_power(st2, fury2, fury2, target=hero(st2, 0))


def test_thralls_patience_puts_a_2_1_earth_elemental_token_into_play():
    # EN 701, 403.1, 404.2: "Exhaust an Aspect of Thrall ability you control -> Put a 2 [MELEE] / 1 [HEALTH] Earth
    # Elemental ally token into play."
    automated("Thrall's Patience")
    st = start()
    patience = put_real(st, 0, "Thrall's Patience", "hero_row")
    before = set(st.table.zone(0, "allies"))
    st = _aspect_power(st, patience, patience)
    (tok,) = [u for u in st.table.zone(0, "allies") if u not in before]
    assert st.table.cards[patience].tapped and kw.name(st, tok) == "Earth Elemental"
    assert (kw.atk(st, tok), kw.health(st, tok), kw.damage_types(st, tok)) == (2, 1, ["melee"])
    assert st.table.cards[tok].flags.get("token")


def _patience_attack(exhausted: int, thrall_in: str = "deck"):
    """The four Aspects in play, ``exhausted`` of them exhausted; a Thrall master hero in ``thrall_in``; your hero
    attacks (with a weapon for its ATK)."""
    from .test_wzone2_cards import _deck_with

    st = start()
    aspects = [put_real(st, 0, n, "hero_row") for n in ("Thrall's Patience", "Thrall's Desire", "Thrall's Doubt", "Thrall's Fury")]
    for u in aspects[:exhausted]:
        st.table.cards[u].tapped = True
    if thrall_in == "deck":
        (thrall,) = _deck_with(st, 0, "Thrall the Earth-Warder")
    else:
        thrall = put_real(st, 0, "Thrall the Earth-Warder", "hand")
    put_real(st, 0, "Netherbane", "hero_row")
    old = hero(st, 0)
    def find(pending):  # the deck is searched first, then the hand (413.1)
        return [str(thrall)] if str(thrall) in {o.id for o in pending.options} else []

    st = _fight(apply(st, "attack", 0, attacker=old, defender=hero(st, 1)), {"search": find})
    return st, aspects, thrall, old


@pytest.mark.parametrize("where", ["deck", "hand"])
def test_thralls_patience_four_exhausted_aspects_become_thrall(where):
    # EN 703, 709.3, 415.9c, 413.1, 301.4: "When your hero attacks, if you control four exhausted Aspect of Thrall
    # abilities, destroy all four of them. If you do, search your deck and/or hand for a master hero named Thrall and
    # put it into play."
    st, aspects, thrall, old = _patience_attack(4, where)
    assert all(st.table.cards[u].zone == "graveyard" for u in aspects)
    assert st.heroes[0] == thrall != old and kw.name(st, thrall) == "Thrall the Earth-Warder"


def test_thralls_patience_three_exhausted_aspects_do_nothing():
    # EN 709.3: the "if" fails: nothing is destroyed, nothing searched
    st, aspects, thrall, old = _patience_attack(3)
    assert all(st.table.cards[u].zone == "hero_row" for u in aspects)
    assert st.heroes[0] == old and st.table.cards[thrall].zone == "deck"


# --- Sandbox Tiger (EN 714; engine.wow.loot_cards) ------------------------------------------------------------------


def _loot_printing(name: str) -> str:
    from .test_templates_more import real_pool

    recs = [r for r in real_pool().by_id.values() if r.data["name"] == name and r.data.get("rarity") == "legendary"]
    assert recs, name
    return recs[0].id


def test_sandbox_tiger_counts_loot_cards_you_control():
    # EN 714: "Sandbox Tiger has +1 ATK / +1 health for each Loot card in play you control."
    automated("Sandbox Tiger")
    from .test_templates_more import real_pool

    st = start()
    tiger = put_real(st, 0, "Sandbox Tiger", "allies")  # the BoG printing: not a Loot card
    assert st.cards[st.table.cards[tiger].card_id]["rarity"] != "legendary"
    assert (kw.atk(st, tiger), kw.health(st, tiger)) == (1, 1)
    pool = real_pool()

    def add(player: int, name: str, zone: str) -> int:
        rid = _loot_printing(name)
        card = st.table.add(rid, player, zone)
        st.cards[rid] = pool.get(rid).data
        card.entered_turn = -1
        return card.uid

    add(0, "Sandbox Tiger", "allies")  # a Loot printing of yours
    assert (kw.atk(st, tiger), kw.health(st, tiger)) == (2, 2)
    add(0, "Spurious Sarcophagus", "hero_row")  # a Loot item of yours
    assert (kw.atk(st, tiger), kw.health(st, tiger)) == (3, 3)
    add(1, "Spurious Sarcophagus", "hero_row")  # the opponent's: not counted
    down = add(0, "Spurious Sarcophagus", "resources")
    st.table.cards[down].face_down = True  # a face-down resource has no rarity (412.1b)
    add(0, "Spurious Sarcophagus", "hand")  # not in play
    assert (kw.atk(st, tiger), kw.health(st, tiger)) == (3, 3)


def test_sandbox_tiger_loot_printing_counts_itself():
    st = start()
    from .test_templates_more import real_pool

    rid = _loot_printing("Sandbox Tiger")
    card = st.table.add(rid, 0, "allies")
    st.cards[rid] = real_pool().get(rid).data
    assert (kw.atk(st, card.uid), kw.health(st, card.uid)) == (2, 2)


# --- Dread Doomguard (EN 703, 103.1; engine.wow.doomguard_kind) ------------------------------------------------------


def _doomguard_turn(seed_kind: str | None):
    """Dread Doomguard in play at the start of your turn 3 (its start-of-turn trigger resolved)."""
    automated("Dread Doomguard")
    st = start({"auto_pass": False})
    doom = put_real(st, 0, "Dread Doomguard", "allies")
    st = apply(st, "pass", 0)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    st = apply(st, "pass", 1)
    st = _until(st, lambda s: s.active == 0 and s.step == "main" and not s.chain and not s.pending and not s.triggers)
    return st, doom


def test_dread_doomguard_chooses_a_kind_at_random_each_turn():
    # EN 703, 103.1: "At the start of your turn, choose at random ability, equipment or resource."
    st, doom = _doomguard_turn(None)
    kind, turn = st.table.cards[doom].flags[KIND_FLAG]
    assert kind in ("ability", "equipment", "resource") and turn == st.turn


@pytest.mark.parametrize("kind", ["ability", "equipment", "resource"])
def test_dread_doomguard_destroys_a_card_of_the_kind_chosen_this_turn(kind):
    # EN 703, 709.3: "When this ally deals damage while attacking, you may destroy target card of that kind chosen
    # this turn." — only a card of that kind is a legal target
    st, doom = _doomguard_turn(None)
    st.table.cards[doom].flags[KIND_FLAG] = [kind, st.turn]  # the random pick is checked above: each kind played here
    ability = put_real(st, 1, "Thrall's Fury", "hero_row")
    gear = put_real(st, 1, "Netherbane", "hero_row")
    resource = put(st, 1, "Iron Sentinel", "resources")
    wanted = {"ability": ability, "equipment": gear, "resource": resource}[kind]

    def pick(pending):
        ids = {o.id for o in pending.options}
        assert str(wanted) in ids and not ({str(u) for u in (ability, gear, resource) if u != wanted} & ids)
        return [str(wanted)]

    st = _fight(apply(st, "attack", 0, attacker=doom, defender=hero(st, 1)), {"target": pick, "may": ["yes"]})
    assert st.table.cards[wanted].zone == "graveyard"
    assert all(st.table.cards[u].zone != "graveyard" for u in (ability, gear, resource) if u != wanted)


def test_dread_doomguard_may_decline():
    # 709.3: "you may destroy" — no, and the card stays
    st, doom = _doomguard_turn(None)
    st.table.cards[doom].flags[KIND_FLAG] = ["ability", st.turn]
    ability = put_real(st, 1, "Thrall's Fury", "hero_row")
    st = _fight(apply(st, "attack", 0, attacker=doom, defender=hero(st, 1)), {"may": ["no"], "target": [], "optional_target": []})
    assert st.table.cards[ability].zone == "hero_row"
    assert st.table.cards[hero(st, 1)].damage == 4  # the attack itself dealt its 4 damage


def test_dread_doomguard_kind_of_an_earlier_turn_names_nothing():
    # "chosen this turn": a kind noted on an earlier turn fits no card
    st, doom = _doomguard_turn(None)
    st.table.cards[doom].flags[KIND_FLAG] = ["ability", st.turn - 2]
    ability = put_real(st, 1, "Thrall's Fury", "hero_row")
    st = _fight(apply(st, "attack", 0, attacker=doom, defender=hero(st, 1)), {"may": ["yes"]})
    assert st.table.cards[ability].zone == "hero_row"


# --- Spurious Sarcophagus (EN 701, 415.7, 403.4; engine.wow.removed_noted_targets) ----------------------------------


def _power(st, uid: int, n: int, target: int, player: int = 0):
    index = [i for i, pw in enumerate(powers.powers(st, uid)) if pw.kind == "activated"][n]
    st = apply(st, "power", player, uid=uid, power=index, x=0)
    return _settle(st, {"target": [str(target)]})


def test_spurious_sarcophagus_removes_a_graveyard_card_for_a_revive_counter():
    # EN 701, 415.7, 709.3: "[Exhaust] -> Remove target card in your graveyard from the game. If you do, add a revive
    # counter to this item."
    automated("Spurious Sarcophagus")
    from engine.wow.counters import counters

    st = start()
    sarc = put_real(st, 0, "Spurious Sarcophagus", "hero_row")
    dead = put(st, 0, "Iron Sentinel", "graveyard")
    theirs = put(st, 1, "Iron Sentinel", "graveyard")
    with pytest.raises(RulesError):  # "in your graveyard": not the opponent's
        _power(st, sarc, 0, theirs)
    st = _power(st, sarc, 0, dead)
    assert st.table.cards[dead].zone == "removed" and st.table.cards[sarc].tapped
    assert counters(st, sarc, "revive") == 1


def test_spurious_sarcophagus_returns_a_card_removed_this_way_for_five_counters():
    # 403.4, EN 706, 415.7: "[Exhaust], Remove five revive counters from this item -> Put target card that was removed
    # from the game this way into your hand." — a card removed otherwise is no target
    from engine.wow.counters import counters

    st = start()
    sarc = put_real(st, 0, "Spurious Sarcophagus", "hero_row")
    dead = put(st, 0, "Iron Sentinel", "graveyard")
    other = put(st, 0, "Loyal Hound", "removed")
    st = _power(st, sarc, 0, dead)
    st.table.cards[sarc].tapped = False
    with pytest.raises(RulesError):  # one counter: five can't be removed (403.1)
        _power(st, sarc, 1, dead)
    st.table.cards[sarc].counters["revive"] = 5
    with pytest.raises(RulesError):  # not removed by this item
        _power(st, sarc, 1, other)
    st = _power(st, sarc, 1, dead)
    assert st.table.cards[dead].zone == "hand" and st.table.cards[dead].controller == 0
    assert counters(st, sarc, "revive") == 0 and st.table.cards[sarc].tapped
    assert st.table.cards[other].zone == "removed"


# --- Talasite Owl (EN 701, 403.4, 411.1; engine.wow.x_damage_cost) -------------------------------------------------


def test_talasite_owl_puts_a_hoot_counter():
    # EN 701, 404.1: "[Exhaust] -> Put a hoot counter on Talasite Owl."
    automated("Talasite Owl")
    from engine.wow.counters import counters

    st = start()
    owl = put_real(st, 0, "Talasite Owl", "hero_row")
    index = next(i for i, pw in enumerate(powers.powers(st, owl)) if pw.kind == "activated")
    st = _settle(apply(st, "power", 0, uid=owl, power=index, x=0))
    assert counters(st, owl, "hoot") == 1 and st.table.cards[owl].tapped


@pytest.mark.parametrize("x", [2, 3])
def test_talasite_owl_removes_x_hoot_counters_and_itself_to_ready_x_resources(x):
    # 403.1, 403.4, 415.9c, 411.1: "[Exhaust], Remove X hoot counters, destroy Talasite Owl -> Ready X of your resources."
    from engine.wow.counters import counters

    from .helpers import resources

    st = start()
    owl = put_real(st, 0, "Talasite Owl", "hero_row")
    st.table.cards[owl].counters["hoot"] = 3
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True
    for u in resources(st, 0, 4):
        st.table.cards[u].tapped = True
    index = [i for i, pw in enumerate(powers.powers(st, owl)) if pw.kind == "activated"][1]
    with pytest.raises(RulesError):  # X at most the hoot counters on it (403.1)
        apply(st, "power", 0, uid=owl, power=index, x=4)
    st = _settle(apply(st, "power", 0, uid=owl, power=index, x=x), {"player_picks": lambda p: [o.id for o in p.options][: p.max]})
    assert st.table.cards[owl].zone == "graveyard"
    ready = [u for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped]
    assert len(ready) == x  # no resource paid for X: X counters, not resources
    assert counters(st, owl, "hoot") == 0


# --- Slice and Dice (403.1, EN 706, 405.4; engine.wow.counted_targets) ---------------------------------------------


def _slice(st, extra: list[int], picks: list[int]):
    from .helpers import resources

    card = put_real(st, 0, "Slice and Dice", "hand")
    resources(st, 0, 2)
    order = iter(picks)
    st = apply(st, "play", 0, uid=card, x=0, extra=extra)
    return _settle(st, {"target": lambda p: [str(next(order))]}), card


def test_slice_and_dice_deals_x_divided_for_x_combo_cards_removed():
    # 403.1: "As an additional cost …, remove up to five Combo cards in your graveyard from the game."; 405.4, 408.2c:
    # "Your hero deals X melee damage divided as you choose to any number of target heroes and/or allies, where X is the
    # number of Combo cards you removed" — one target per point, a target named twice gets both
    automated("Slice and Dice")
    from .test_wshot_scripts import _combo_graveyard

    st = start()
    combo = _combo_graveyard(st, 3)
    ally = put(st, 1, "Iron Sentinel", "allies")
    before = st.table.cards[hero(st, 1)].damage
    st, _ = _slice(st, combo, [ally, hero(st, 1), ally])
    assert all(st.table.cards[u].zone == "removed" for u in combo)
    assert st.table.cards[ally].damage == 2 and st.table.cards[hero(st, 1)].damage == before + 1
    hits = [e for e in st.turn_log if e.get("to") in (ally, hero(st, 1)) and e.get("src") == hero(st, 0)]
    assert hits  # 408.2c: your hero deals it


def test_slice_and_dice_with_no_combo_card_deals_nothing():
    # 403.1: "up to five": none removed, X = 0 — no target, no damage
    st = start()
    ally = put(st, 1, "Iron Sentinel", "allies")
    st, card = _slice(st, [], [])
    assert st.table.cards[ally].damage == 0 and st.table.cards[card].zone == "graveyard"


def test_slice_and_dice_removes_only_combo_cards_from_your_graveyard():
    # 403.1: a non-Combo card can't pay the additional cost
    st = start()
    other = put(st, 0, "Iron Sentinel", "graveyard")
    card = put_real(st, 0, "Slice and Dice", "hand")
    from .helpers import resources

    resources(st, 0, 2)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=card, x=0, extra=[other])


# --- Void Pact (EN 714; engine.wow.while_keywords) -----------------------------------------------------------------


def test_void_pact_protector_only_while_you_control_no_damaged_ally():
    # EN 714: "You hero has Protector while you control no damaged allies." — an instant, not Ongoing: it goes to the
    # graveyard and its effect stays, read at every check
    automated("Void Pact")
    from .test_templates_more import play_real

    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[theirs].damage = 1  # an opponent's damaged ally doesn't count
    me = hero(st, 0)
    assert not kw.has(st, me, "Protector")
    st, pact = play_real(st, "Void Pact", 0, pay=2)
    st = _settle(st)
    assert st.table.cards[pact].zone == "graveyard"
    assert kw.has(st, me, "Protector")
    st.table.cards[mine].damage = 1
    assert not kw.has(st, me, "Protector")
    st.table.cards[mine].damage = 0
    assert kw.has(st, me, "Protector")
    assert not kw.has(st, hero(st, 1), "Protector") and not kw.has(st, mine, "Protector")


def test_void_pact_lasts_into_later_turns():
    # a rule call (no duration printed): the effect lasts for the rest of the game
    from .test_templates_more import play_real
    from .test_wtrig_cards import _next_turn

    st = start()
    st, _ = play_real(st, "Void Pact", 0, pay=2)
    st = _settle(st)
    st = _next_turn(_next_turn(st))
    assert kw.has(st, hero(st, 0), "Protector")


# --- left by hand, with the reason (engine.wow.cards.manual_reasons) --------------------------------------------------


def test_mistletoe_stays_manual_no_other_friendly_player_in_a_two_player_match():
    # 403.1: a cost naming "another friendly player" can't be paid with two players (no friendly player but you)
    from engine.wow.cards.compiler import is_automated
    from engine.wow.cards.explain import explain
    from engine.wow.game import ENGINE

    from .test_templates_more import real

    data = real("Mistletoe")
    assert not is_automated(data) and ENGINE.max_players == 2
    (line,) = [e for e in explain(data) if e.source == "manual"]
    assert "no other friendly player" in line.detail and "403.1" in line.detail
