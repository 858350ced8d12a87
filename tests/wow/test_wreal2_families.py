"""Helper wreal2 (issue #18): "you win the game", "put a card from your hand into play" and "for each
character dealt damage this way" — each name played with the real card in an engine game, every clause."""

from __future__ import annotations

from engine.wow import costs
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _run(st, stop, answer=None):
    """Pass (answering pending choices with ``answer(st, pending)`` or their first option) until ``stop(st)``."""
    for _ in range(120):
        if stop(st) or st.over:
            return st
        if st.pending:
            pending = st.pending[0]
            picks = answer(st, pending) if answer else None
            if picks is None:
                picks = [o.id for o in pending.options[:pending.min]]
            st = choose(st, *picks)
        else:
            st = apply(st, "pass", st.priority)
    raise AssertionError("never stopped")


def _next_own_turn(st, answer=None):
    turn = st.turn
    return _run(st, lambda s: s.turn > turn and s.active == 0 and s.step == "main", answer)


def _put_id(st, player, cid, zone):
    """A given printing of the pool (the Unlimited reprints carry the tag, 100.4)."""
    from .test_templates import real_pool

    card = st.table.add(cid, player, zone)
    st.cards[cid] = real_pool().get(cid).data
    card.entered_turn = -1
    return card.uid


def _named(st, player, zone, name):
    return [u for u in st.table.zone(player, zone) if kw.name(st, u) == name]


# --- you win the game (102.1) -----------------------------------------------------------------------


def test_enlightenment_costs_less_per_ability_in_graveyard_and_wins_at_start_of_turn():
    # 403.2: "You pay 1 less to play Enlightenment for each ability card in your graveyard."
    automated("Enlightenment")
    st = start()
    card = put_real(st, 0, "Enlightenment", "hand")
    base = costs.play_cost(st, 0, card)
    put_real(st, 0, "Arcane Explosion", "graveyard")
    put_real(st, 0, "Fel Domination", "graveyard")
    put(st, 0, "Mist Owl", "graveyard")  # an ally: not counted
    assert costs.play_cost(st, 0, card) == base - 2
    # 102.1 / 103.1: "Ongoing: At the start of your turn, you win the game."
    put_real(st, 0, "Enlightenment", "hero_row")
    st = _next_own_turn(st)
    assert st.over and st.result.winners == [0]


def test_enlightenment_wins_only_on_its_controllers_turn():
    # 500.2: "your turn" — the opponent's turn start does nothing
    st = start()
    put_real(st, 0, "Enlightenment", "hero_row")
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    assert not st.over


def test_volcano_wins_with_an_empty_deck_only():
    # "At the start of your turn, you win the game if there are no card in your deck." (415.3; EN 709)
    automated("Darkmoon Card: Volcano")
    st = start()
    put_real(st, 0, "Darkmoon Card: Volcano", "hero_row")
    st = _next_own_turn(st)
    assert not st.over  # cards left in the deck
    st = start()
    put_real(st, 0, "Darkmoon Card: Volcano", "hero_row")
    for u in list(st.table.zone(0, "deck"))[:-1]:
        st.table.move(u, "graveyard", player=0)
    st = _run(st, lambda s: s.over)  # P1 draws his last card, then his turn starts with an empty deck
    assert st.result.winners == [0] and "Volcano" in st.result.reason


def test_volcano_stash_mills_two():
    # Stash: "Target player puts the top two cards of his deck into his graveyard." (415.3a)
    from engine.wow.cards.compiler import card_powers

    data = automated("Darkmoon Card: Volcano")
    stash = [pw for pw in card_powers(data) if pw.trigger == "stash"]
    assert stash and stash[0].effects[0].op == "mill" and stash[0].effects[0].amount == 2


def _faire_costs(st, costs_wanted):
    names = {1: "Bloodclaw", 2: "Neferset Darkcaster", 3: "Muzzle", 5: "Deathsmasher Mogdar", 6: "Drugush the Crusher"}
    for c in costs_wanted:
        if c in names:
            put_real(st, 0, names[c], "allies")
        else:
            uid = put(st, 0, "Mist Owl", "allies")
            cid = f"WREAL2-COST-{c}"
            st.cards[cid] = {**st.cards[st.table.cards[uid].card_id], "cost": c, "name": f"Cost {c}"}
            st.table.cards[uid].card_id = cid


def test_darkmoon_faire_wins_with_costs_one_to_eight():
    # "At the start of your turn, if you control cards in play with costs 1, 2, 3, 4, 5, 6, 7, and 8, you
    # win the game." (201.1: printed costs; checked as it resolves, EN 709)
    automated("The Darkmoon Faire")
    st = start()
    put_real(st, 0, "The Darkmoon Faire", "resources", face_down=False)
    _faire_costs(st, [1, 2, 3, 4, 5, 6, 7, 8])
    st = _next_own_turn(st)
    assert st.over and st.result.winners == [0]


def test_darkmoon_faire_needs_every_cost():
    st = start()
    put_real(st, 0, "The Darkmoon Faire", "resources", face_down=False)
    _faire_costs(st, [1, 2, 3, 4, 5, 6, 8])  # no 7
    st = _next_own_turn(st)
    assert not st.over


def test_darkmoon_faire_activated_discard_draw():
    # "1, [Exhaust], Discard a card -> Draw a card." (403.1: the discard is a cost)
    st = start()
    faire = put_real(st, 0, "The Darkmoon Faire", "resources", face_down=False)
    resources(st, 0, 1)
    owl = put(st, 0, "Mist Owl", "hand")
    hand = len(st.table.zone(0, "hand"))
    acts = [a for a in __import__("tests.wow.helpers", fromlist=["ENGINE"]).ENGINE.legal_actions(st, 0) if a.type == "power" and a.args.get("uid") == faire]
    assert acts
    st = apply(st, "power", 0, **acts[0].args)
    st = resolve_chain(st)
    assert st.table.cards[faire].tapped
    assert len(st.table.zone(0, "hand")) == hand  # one discarded, one drawn
    assert any(st.table.cards[u].zone == "graveyard" for u in [owl, *st.table.zone(0, "graveyard")])


# --- put a card from your hand into play (710.1) -------------------------------------------------------------


def test_seraph_puts_an_ally_with_cost_up_to_resources_into_play():
    # "[Exhaust] -> Put an ally card from your hand into play if its cost is less than or equal to the
    # number of resources you have." (710.1: not played, its cost unpaid, 403.1)
    automated("Seraph the Exalted")
    st = start()
    seraph = put_real(st, 0, "Seraph the Exalted", "allies")
    resources(st, 0, 3)
    cheap = put_real(st, 0, "Muzzle", "hand")  # cost 3
    dear = put_real(st, 0, "Deathsmasher Mogdar", "hand")  # cost 5
    st = apply(st, "power", 0, uid=seraph, power=next(i for i, pw in enumerate(__import__("engine.wow.powers", fromlist=["powers"]).powers(st, seraph)) if pw.kind == "activated"), x=0)
    st = resolve_chain(st)
    pending = st.pending[0]
    ids = [o.id for o in pending.options]
    assert str(cheap) in ids and str(dear) not in ids and "none" not in ids
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    st = choose(st, str(cheap))
    assert st.table.cards[cheap].zone == "allies" and st.table.cards[seraph].tapped
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == ready  # nothing paid


def test_furious_kalla_attack_puts_a_totem_from_hand():
    # "When Kalla attacks, you may put a Totem card from your hand into play." (305.3a: a totem enters the ally row)
    automated("Furious Kalla")
    st = start()
    kalla = put_real(st, 0, "Furious Kalla", "allies")
    totem = put_real(st, 0, "Stoneclaw Totem", "hand")
    put(st, 0, "Mist Owl", "hand")
    st = apply(st, "attack", 0, attacker=kalla, defender=hero(st, 1))
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")  # "you may" (EN 709.3)
    st = choose(st, "yes")
    ids = [o.id for o in st.pending[0].options]
    assert st.pending[0].kind == "wreal2_hand_to_play" and ids == [str(totem)]  # a Totem card only
    st = choose(st, str(totem))
    assert st.table.cards[totem].zone == "allies"


def test_furious_kalla_may_put_none():
    st = start()
    kalla = put_real(st, 0, "Furious Kalla", "allies")
    totem = put_real(st, 0, "Stoneclaw Totem", "hand")
    st = apply(st, "attack", 0, attacker=kalla, defender=hero(st, 1))
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "may")
    st = choose(st, "no")
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[totem].zone == "hand"


def test_moharu_combat_damage_to_hero_puts_up_to_three_allies():
    # "When this ally deals combat damage to an opposing hero, you may put up to three allies from your hand into play."
    automated("Moharu the Skyseer")
    st = start()
    moharu = put_real(st, 0, "Moharu the Skyseer", "allies")
    allies = [put_real(st, 0, n, "hand") for n in ("Bloodclaw", "Muzzle", "Deathsmasher Mogdar", "Drugush the Crusher")]
    st = finish_combat(apply(st, "attack", 0, attacker=moharu, defender=hero(st, 1)))
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_to_play")
    assert st.pending[0].max == 3
    st = choose(st, *[str(u) for u in allies[:3]])
    assert [st.table.cards[u].zone for u in allies] == ["allies", "allies", "allies", "hand"]


def test_moharu_not_when_attacking_an_ally():
    st = start()
    moharu = put_real(st, 0, "Moharu the Skyseer", "allies")
    put_real(st, 0, "Bloodclaw", "hand")
    claw = put_real(st, 1, "Bloodclaw", "allies")
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=moharu, defender=claw)))
    assert not (st.pending and st.pending[0].kind == "wreal2_hand_to_play")


def test_phylactery_end_of_turn_unlimited_ally_up_to_the_cost_of_one_you_control():
    # "At the end of your turn, you may put an Unlimited ally from your hand into play if its cost is less
    # then or equal to the cost of an Unlimited ally you control."
    automated("Phylactery of the Nameless Lich")
    st = start()
    put_real(st, 0, "Phylactery of the Nameless Lich", "hero_row")
    _put_id(st, 0, "BTR-32", "allies")  # Bonechewer Shield Disciple: Unlimited, cost 4
    cheap = _put_id(st, 0, "CD4-188", "hand")  # Murloc Coastrunner: Unlimited, cost 1
    dear = _put_id(st, 0, "BTR-31", "hand")  # Bonechewer Behemoth: Unlimited, cost 5
    put_real(st, 0, "Muzzle", "hand")  # cost 3, not Unlimited
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_to_play")
    assert st.step == "end" and st.active == 0
    assert [o.id for o in st.pending[0].options] == ["none", str(cheap)]
    st = choose(st, str(cheap))
    assert st.table.cards[cheap].zone == "allies" and st.table.cards[dear].zone == "hand"


def test_phylactery_needs_an_unlimited_ally_in_play():
    st = start()
    put_real(st, 0, "Phylactery of the Nameless Lich", "hero_row")
    murloc = _put_id(st, 0, "CD4-188", "hand")
    st = _run(st, lambda s: s.active == 1)
    assert st.table.cards[murloc].zone == "hand"


def test_fel_domination_counters_then_pet_up_to_that_many():
    # "Ongoing: At the start of your turn, put a dominate counter on Fel Domination." (404.1a)
    # "Destroy Fel Domination -> You may put a Pet card from your hand into play if its cost is less than
    # or equal to the number of dominate counters on Fel Domination." (the counters it had as it was
    # destroyed to pay the cost: last known information, 403.1)
    from engine.wow.powers import powers

    automated("Fel Domination")
    st = start()
    fel = put_real(st, 0, "Fel Domination", "hero_row")
    st = _next_own_turn(st)
    st = _next_own_turn(st)
    st = _next_own_turn(st)
    assert st.table.cards[fel].counters.get("dominate") == 3
    sarmoth = put_real(st, 0, "Sarmoth", "hand")  # Pet, cost 3
    infernal = put_real(st, 0, "Dread Infernal", "hand")  # Pet, cost 5
    index = next(i for i, pw in enumerate(powers(st, fel)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=fel, power=index, x=0))
    assert st.table.cards[fel].zone == "graveyard"
    assert [o.id for o in st.pending[0].options] == ["none", str(sarmoth)]
    st = choose(st, str(sarmoth))
    assert st.table.cards[sarmoth].zone == "allies" and st.table.cards[infernal].zone == "hand"


# --- for each character dealt damage this way (408.2a) ------------------------------------------------------


def test_arcane_explosion_draws_per_character_dealt_damage():
    # "Your hero deals 1 arcane damage to each opposing hero and ally. Draw a card for each character dealt
    # damage this way." — three characters dealt damage: three cards
    automated("Arcane Explosion")
    st = start()
    a = put(st, 1, "Mist Owl", "allies")
    b = put(st, 1, "Mist Owl", "allies")
    card = put_real(st, 0, "Arcane Explosion", "hand")
    resources(st, 0, 6)
    hand = len(st.table.zone(0, "hand")) - 1
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert st.table.cards[hero(st, 1)].damage == 1
    assert all(st.table.cards[u].damage == 1 or st.table.cards[u].zone == "graveyard" for u in (a, b))
    assert len(st.table.zone(0, "hand")) == hand + 3


def test_arcane_explosion_with_no_opposing_ally_draws_one():
    st = start()
    card = put_real(st, 0, "Arcane Explosion", "hand")
    resources(st, 0, 6)
    hand = len(st.table.zone(0, "hand")) - 1
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    assert len(st.table.zone(0, "hand")) == hand + 1  # only the hero was dealt damage


def _big(st, player, n=1):
    """Allies that survive a few damage (Drugush the Crusher: 6 health? no text)."""
    return [put_real(st, player, "Drugush the Crusher", "allies") for _ in range(n)]


def test_arctic_blast_two_frost_to_each_opposing_ally_and_minus_two_atk():
    # "Your hero deals two frost damage to each opposing ally. Allies dealt damage this way have -2 ATK
    # this turn." (405.4: one packet each; 408.2a: only those dealt damage; 104.1: "two" is 2)
    automated("Arctic Blast")
    st = start()
    foes = _big(st, 1, 2)
    mine = _big(st, 0)[0]
    atk = kw.atk(st, foes[0])
    card = put_real(st, 0, "Arctic Blast", "hand")
    resources(st, 0, 8)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    for f in foes:
        assert st.table.cards[f].damage == 2 and kw.atk(st, f) == max(atk - 2, 0)
    assert st.table.cards[mine].damage == 0 and kw.atk(st, mine) == atk  # not opposing
    assert st.table.cards[hero(st, 1)].damage == 0  # allies only


def test_thunderstorm_exhausts_damages_each_and_readies_a_resource_per_character():
    # "Exhaust all opposing heroes and allies. Your hero deals 1 nature damage to each of them. Ready a
    # resource you control for each character dealt damage this way." (411.1; 405.4; 408.2a)
    automated("Thunderstorm")
    st = start({}, hero0="Korga Stormcaller")
    foes = _big(st, 1, 2)
    card = put_real(st, 0, "Thunderstorm", "hand")
    res = resources(st, 0, 10)
    st = apply(st, "play", 0, uid=card, x=0)
    st = resolve_chain(st)
    for u in [hero(st, 1), *foes]:
        assert st.table.cards[u].tapped and st.table.cards[u].damage == 1
    cost = kw.data(st, card).get("cost") or 0
    exhausted = sum(1 for u in res if st.table.cards[u].tapped)
    assert exhausted == cost
    assert st.pending and st.pending[0].kind == "player_picks" and st.pending[0].min == 3  # he picks which (3 characters)
    st = choose(st, *[o.id for o in st.pending[0].options[:3]])
    assert sum(1 for u in res if st.table.cards[u].tapped) == cost - 3


def test_scatter_shot_hero_dealt_damage_its_controller_cant_play_cards():
    # "Your hero deals ranged damage to target hero or ally equal to 1 plus the combined ATK of your Ranged
    # weapons. If a hero is dealt damage this way, its controller can't play cards this turn." (103.2)
    from engine.wow import play_bans

    automated("Scatter Shot")
    st = start()
    card = put_real(st, 0, "Scatter Shot", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=card, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1  # 1 plus no Ranged weapon
    owl = put(st, 1, "Mist Owl", "hand")
    assert play_bans.problem(st, 1, owl) is not None


def test_scatter_shot_on_an_ally_bans_nothing():
    from engine.wow import play_bans

    st = start()
    foe = _big(st, 1)[0]
    card = put_real(st, 0, "Scatter Shot", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 1
    owl = put(st, 1, "Mist Owl", "hand")
    assert play_bans.problem(st, 1, owl) is None


def test_lokholar_at_start_of_each_opponents_turn_damages_that_party():
    # "At the start of each opponent's turn, Lokholar deals 2 frost damage to each hero and ally in that
    # player's party. A character dealt damage this way can't attack this turn." (500.2; 408.2c: Lokholar
    # is the source; 103.2)
    from engine.wow.cards.keys import CANT_ATTACK
    from engine.wow.combat import can_attack

    automated("Lokholar the Ice Lord")
    st = start()
    lok = put_real(st, 0, "Lokholar the Ice Lord", "allies")
    foe = _big(st, 1)[0]
    mine = _big(st, 0)[0]
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[foe].damage == 2
    assert st.table.cards[mine].damage == 0 and st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[lok].damage == 0
    assert can_attack(st, foe, 1) is not None and can_attack(st, hero(st, 1), 1) is not None
    assert kw.has(st, foe, CANT_ATTACK) and not kw.has(st, mine, CANT_ATTACK)


def test_lokholar_costs_one_less_per_non_token_horde_ally():
    # "You pay 1 less to play Lokholar for each non-token Horde ally in your party." (403.2; 404.2 tokens)
    st = start()
    lok = put_real(st, 0, "Lokholar the Ice Lord", "hand")
    base = costs.play_cost(st, 0, lok)
    put_real(st, 0, "Furious Kalla", "allies")  # Horde
    put_real(st, 0, "Moharu the Skyseer", "allies")  # Horde
    put(st, 0, "Mist Owl", "allies")  # not Horde
    assert costs.play_cost(st, 0, lok) == base - 2


def test_frost_blast_x_targets_each_dealt_one_and_cant_attack_or_protect():
    # "Your hero deals 1 frost damage to each of X target heroes and/or allies. Characters dealt damage
    # this way can't attack or protect this turn." (707.1b X; EN 706 different targets; 103.2)
    from engine.wow.cards.keys import CANT_ATTACK, CANT_PROTECT

    automated("Frost Blast")
    st = start()
    foes = _big(st, 1, 2)
    other = _big(st, 1)[0]
    card = put_real(st, 0, "Frost Blast", "hand")
    resources(st, 0, 10)
    st = apply(st, "play", 0, uid=card, x=3)
    for t in [foes[0], foes[1], hero(st, 1)]:
        assert st.pending[0].kind == "target"
        st = choose(st, str(t))
    st = resolve_chain(st)
    for t in [foes[0], foes[1], hero(st, 1)]:
        assert st.table.cards[t].damage == 1 and kw.has(st, t, CANT_PROTECT)
        assert kw.has(st, t, CANT_ATTACK)
    assert st.table.cards[other].damage == 0 and not kw.has(st, other, CANT_PROTECT)


def test_frost_surge_x_is_the_cost_of_a_picked_mage_or_shaman():
    # "Your hero deals X frost damage to target hero or ally, where X is the cost of a non-hero Mage or
    # Shaman you control. A character dealt damage this way can't attack or exhaust this turn." (EN 709.1:
    # picked on resolution; 103.2)
    from engine.wow.cards.keys import CANT_ATTACK, CANT_EXHAUST

    automated("Frost Surge")
    st = start()
    foe = _big(st, 1)[0]
    put_real(st, 0, "Neferset Darkcaster", "allies")  # a Mage, cost 2
    put_real(st, 0, "Bloodclaw", "allies")  # no Mage or Shaman
    card = put_real(st, 0, "Frost Surge", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "player_picks"
    assert [o.label for o in st.pending[0].options] == ["Neferset Darkcaster"]
    st = choose(st, st.pending[0].options[0].id)
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 2
    assert kw.has(st, foe, CANT_ATTACK) and kw.has(st, foe, CANT_EXHAUST)


def test_frost_surge_without_mage_or_shaman_deals_nothing():
    from engine.wow.cards.keys import CANT_ATTACK

    st = start()
    foe = _big(st, 1)[0]
    card = put_real(st, 0, "Frost Surge", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 0 and not kw.has(st, foe, CANT_ATTACK)  # X = 0: no packet (408.2a)


def test_frostfire_bolt_unpreventable_and_the_ally_loses_powers():
    # "Your hero deals 2 unpreventable frostfire damage to target ally. This turn, an ally dealt damage this
    # way can't attack or exhaust, and loses and can't have powers." (408.3c unpreventable: Hardiness
    # prevents nothing; 103.2)
    from engine.wow.cards.keys import CANT_ATTACK, CANT_EXHAUST

    automated("Frostfire Bolt")
    st = start()
    kalam = put_real(st, 1, "Kalam Blacksteel", "allies")  # Protector, 3 health
    assert kw.has(st, kalam, "Protector")
    st.shields.append(__import__("engine.wow.state", fromlist=["Shield"]).Shield(kalam, 5, st.turn))  # prevention shield (EN 717)
    card = put_real(st, 0, "Frostfire Bolt", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=card, x=0)
    assert st.pending and st.pending[0].kind == "target"
    assert str(hero(st, 1)) not in [o.id for o in st.pending[0].options]  # target ally only
    st = choose(st, str(kalam))
    st = resolve_chain(st)
    assert st.table.cards[kalam].damage == 2  # unpreventable
    assert kw.has(st, kalam, CANT_ATTACK) and kw.has(st, kalam, CANT_EXHAUST) and not kw.has(st, kalam, "Protector")


def test_dancing_rune_weapon_puts_a_weapon_into_play_then_back_to_hand_at_end_of_turn():
    # "Put a weapon with cost less than or equal to the number of resources you control from your hand into
    # play. At the end of this turn, put that weapon from play into your hand." (710.1; 415.9b)
    automated("Dancing Rune Weapon")
    st = start()
    card = put_real(st, 0, "Dancing Rune Weapon", "hand")
    resources(st, 0, 4)
    cheap = put_real(st, 0, "Fel Iron Hatchet", "hand")  # cost 4
    dear = put_real(st, 0, "Arcanite Reaper", "hand")  # cost 7
    st = apply(st, "play", 0, uid=card, x=0)
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "wreal2_hand_to_play"
    assert [o.id for o in st.pending[0].options] == [str(cheap)]  # not optional; 4 resources: cost 4 at most
    st = choose(st, str(cheap))
    assert st.table.cards[cheap].zone == "hero_row" and st.table.cards[dear].zone == "hand"
    st = _run(st, lambda s: s.active == 1)
    assert st.table.cards[cheap].zone == "hand" and st.table.cards[cheap].owner == 0


def test_garrote_play_only_with_stealth_then_damage_and_controller_cant_play_abilities():
    # "Play only if your hero has Stealth." (103.2) / "Attach to target hero or ally." (400.1) /
    # "Ongoing: At the start of your turn, your hero deals 1 melee damage to attached character. The
    # controller of a character dealt damage this way can't play abilities this turn." (103.2: on P2)
    from engine.core import Modifier, RulesError
    from engine.wow import play_bans

    automated("Garrote")
    st = start()
    foe = _big(st, 1)[0]
    card = put_real(st, 0, "Garrote", "hand")
    resources(st, 0, 3)
    try:
        apply(st, "play", 0, uid=card, x=0)
        raise AssertionError("played without Stealth")
    except RulesError:
        pass
    st.modifiers.append(Modifier(hero(st, 0), "", 1, keyword="Stealth", duration="permanent", player=0, turn=st.turn))
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == foe
    ability = put_real(st, 1, "Arcane Explosion", "hand")
    ally = put(st, 1, "Mist Owl", "hand")
    st = _next_own_turn(st)
    assert st.table.cards[foe].damage == 1
    assert play_bans.problem(st, 1, ability) is not None and play_bans.problem(st, 1, ally) is None
    assert play_bans.problem(st, 0, put_real(st, 0, "Arcane Explosion", "hand")) is None


def _draw(st, player):
    from engine.wow.procedure import draw
    from engine.wow.rules import EN

    before = len(st.table.zone(player, "hand"))
    draw(st, player, 1, EN("709.1"))
    return len(st.table.zone(player, "hand")) - before


def test_touch_of_ice_hero_dealt_damage_skips_its_controllers_next_draw_this_turn():
    # "Your hero deals 1 frost damage to target hero or ally. If a hero is dealt damage this way, the next
    # time its controller would draw a card this turn, he skips drawing that card instead." (EN 716)
    automated("Touch of Ice")
    st = start()
    card = put_real(st, 0, "Touch of Ice", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 1
    assert _draw(st, 1) == 0  # skipped
    assert _draw(st, 1) == 1  # only the next one


def test_touch_of_ice_skip_ends_with_the_turn_and_an_ally_target_skips_nothing():
    st = start()
    card = put_real(st, 0, "Touch of Ice", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(hero(st, 1))))
    hand = len(st.table.zone(1, "hand"))
    st = _run(st, lambda s: s.active == 1 and s.step == "main")  # P2's draw step is next turn: not skipped
    assert len(st.table.zone(1, "hand")) == hand + 1
    st = start()
    foe = _big(st, 1)[0]
    card = put_real(st, 0, "Touch of Ice", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(foe)))
    assert st.table.cards[foe].damage == 1 and _draw(st, 1) == 1


def test_glacial_blade_destroy_to_damage_an_alliance_character_and_skip_the_draw():
    # "Destroy Glacial Blade ---> Your hero deals 1 frost damage to target [Alliance] hero or ally. If a hero
    # is dealt damage this way, its controller skips drawing his next card this turn." (403.1; EN 716)
    from engine.wow.powers import powers

    automated("Glacial Blade")
    st = start()
    blade = put_real(st, 0, "Glacial Blade", "hero_row")
    horde = put_real(st, 1, "Furious Kalla", "allies")
    index = next(i for i, pw in enumerate(powers(st, blade)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=blade, power=index, x=0)
    opts = [o.id for o in st.pending[0].options]
    assert str(horde) not in opts
    assert kw.data(st, hero(st, 1)).get("faction") == "Alliance"  # the fixture's second hero
    st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[blade].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 1
    assert _draw(st, 1) == 0 and _draw(st, 1) == 1


def test_blastenheimer_puts_an_ally_into_play_destroyed_at_the_start_of_the_next_turn():
    # "Ongoing: 3, [Exhaust] -> You may put an ally card from your hand into play. If you do, destroy it
    # at the start of the next turn." (710.1; EN 709.3; 415.9b: only if it stayed in play)
    from engine.wow.powers import powers

    automated("Blastenheimer 5000 Ultra Cannon")
    st = start()
    gun = put_real(st, 0, "Blastenheimer 5000 Ultra Cannon", "hero_row")
    resources(st, 0, 3)
    ally = put_real(st, 0, "Deathsmasher Mogdar", "hand")
    index = next(i for i, pw in enumerate(powers(st, gun)) if pw.kind == "activated")
    st = resolve_chain(apply(st, "power", 0, uid=gun, power=index, x=0))
    assert st.pending[0].kind == "may"
    st = choose(st, "yes")
    assert str(ally) in [o.id for o in st.pending[0].options] and "none" not in [o.id for o in st.pending[0].options]
    st = choose(st, str(ally))
    assert st.table.cards[ally].zone == "allies" and st.table.cards[gun].tapped
    assert not st.table.cards[ally].tapped  # enters play ready, its cost not paid (710.1)
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    assert st.table.cards[ally].zone == "graveyard"


def test_blastenheimer_declined_destroys_nothing():
    from engine.wow.powers import powers

    st = start()
    gun = put_real(st, 0, "Blastenheimer 5000 Ultra Cannon", "hero_row")
    resources(st, 0, 3)
    ally = put_real(st, 0, "Deathsmasher Mogdar", "hand")
    mine = _big(st, 0)[0]
    index = next(i for i, pw in enumerate(powers(st, gun)) if pw.kind == "activated")
    st = choose(resolve_chain(apply(st, "power", 0, uid=gun, power=index, x=0)), "no")
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    assert st.table.cards[ally].zone == "hand" and st.table.cards[mine].zone == "allies"


def test_vicious_circle_put_then_destroy_then_return():
    # "You may put an ally card from your hand into play. If you do, destroy a second target ally in your
    # party, then put a third target ally card from your graveyard into hand." (EN 706 targets; 709.3)
    automated("Vicious Circle")
    st = start()
    victim = _big(st, 0)[0]
    dead = put_real(st, 0, "Bloodclaw", "graveyard")
    newcomer = put_real(st, 0, "Deathsmasher Mogdar", "hand")
    card = put_real(st, 0, "Vicious Circle", "hand")
    resources(st, 0, 7)
    st = apply(st, "play", 0, uid=card, x=0)
    st = choose(st, str(victim))
    st = choose(st, str(dead))
    st = resolve_chain(st)
    assert st.pending[0].kind == "wreal2_hand_to_play" and "none" in [o.id for o in st.pending[0].options]
    st = choose(st, str(newcomer))
    st = resolve_chain(st)
    assert st.table.cards[newcomer].zone == "allies"
    assert st.table.cards[victim].zone == "graveyard" and st.table.cards[dead].zone == "hand"


def test_vicious_circle_none_put_does_nothing_else():
    st = start()
    victim = _big(st, 0)[0]
    dead = put_real(st, 0, "Bloodclaw", "graveyard")
    put_real(st, 0, "Deathsmasher Mogdar", "hand")
    card = put_real(st, 0, "Vicious Circle", "hand")
    resources(st, 0, 7)
    st = choose(choose(apply(st, "play", 0, uid=card, x=0), str(victim)), str(dead))
    st = resolve_chain(choose(resolve_chain(st), "none"))
    assert st.table.cards[victim].zone == "allies" and st.table.cards[dead].zone == "graveyard"


def test_provoke_damages_the_host_at_its_controllers_turn_start_and_forces_an_attack_on_your_hero():
    # "Attach to target hero." (400.1) / "Ongoing: At the start of attached hero's controller's turn, your
    # hero deals 1 melee damage to it. This turn, a hero dealt damage this way must attack if able and can
    # attack only your hero if able." (500.2; EN 601.1)
    from .helpers import labels

    automated("Provoke")
    st = start()
    my_ally = _big(st, 0)[0]
    card = put_real(st, 0, "Provoke", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=card, x=0)
    if st.pending and st.pending[0].kind == "target":
        assert str(my_ally) not in [o.id for o in st.pending[0].options]  # a hero only
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[card].attached_to == hero(st, 1)
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].damage == 0
    acts = labels(st, 1)
    assert not any(a == "End turn" for a in acts)  # must attack if able
    attacks = [a for a in __import__("tests.wow.helpers", fromlist=["ENGINE"]).ENGINE.legal_actions(st, 1) if a.type == "attack"]
    assert attacks and all(a.args["defender"] == hero(st, 0) for a in attacks if a.args["attacker"] == hero(st, 1))


def test_provoke_does_nothing_at_its_controllers_own_turn():
    st = start()
    card = put_real(st, 0, "Provoke", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(hero(st, 1))))
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    st = resolve_chain(finish_combat(apply(st, "attack", 1, attacker=hero(st, 1), defender=hero(st, 0))))  # the forced attack
    damage = st.table.cards[hero(st, 1)].damage
    st = _next_own_turn(st)
    assert st.table.cards[hero(st, 1)].damage == damage  # P1's turn start: not the host's controller's


def _magni_board():
    automated("Magni, Lord of Ironforge")
    st = start()
    magni = put_real(st, 0, "Magni, Lord of Ironforge", "allies")
    kalam = put_real(st, 0, "Kalam Blacksteel", "hand")  # Alliance, cost 3
    seraph = put_real(st, 0, "Seraph the Exalted", "hand")  # Alliance, cost 5
    claw = put_real(st, 0, "Bloodclaw", "hand")  # cost 1, not Alliance
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    return st, magni, kalam, seraph, claw


def test_magni_dealt_damage_by_an_attacking_ally_puts_an_alliance_ally_up_to_its_cost():
    # "Protector. When this ally is dealt damage by an attacking ally, you may put an [Alliance] ally with
    # cost less than or equal to that attack ally's cost from your hand into play." (EN 602.2; 710.1)
    st, magni, kalam, seraph, claw = _magni_board()
    assert kw.has(st, magni, "Protector")
    kalla = put_real(st, 1, "Furious Kalla", "allies")  # cost 3, 4 ATK
    st = apply(st, "attack", 1, attacker=kalla, defender=magni)
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_to_play",
              lambda s, p: ["none"] if p.kind == "protector" else ["no"] if p.kind == "may" else None)
    assert st.table.cards[magni].damage > 0
    assert [o.id for o in st.pending[0].options] == ["none", str(kalam)]
    st = choose(st, str(kalam))
    assert st.table.cards[kalam].zone == "allies" and st.table.cards[seraph].zone == "hand" and st.table.cards[claw].zone == "hand"


def test_magni_not_when_a_hero_attacks_or_when_magni_attacks():
    from engine.core import Modifier

    st, magni, kalam, *_ = _magni_board()
    st.modifiers.append(Modifier(hero(st, 1), "atk", 3, duration="permanent", player=1, turn=st.turn))
    st = resolve_chain(finish_combat(apply(st, "attack", 1, attacker=hero(st, 1), defender=magni)))
    assert st.table.cards[magni].damage == 3  # dealt damage by an attacking hero: no ally
    assert not (st.pending and st.pending[0].kind == "wreal2_hand_to_play")
    st = _next_own_turn(st)
    foe = put_real(st, 1, "Bloodclaw", "allies")
    st.table.cards[magni].damage = before = 0
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=magni, defender=foe)))
    assert st.table.cards[magni].damage > before  # the defender's damage: Magni was the attacker
    assert not (st.pending and st.pending[0].kind == "wreal2_hand_to_play") and st.table.cards[kalam].zone == "hand"


def test_iceshriekers_touch_hero_face_down_damages_opposing_then_death_rattle_turns_heroes_face_up():
    # "When your hero turns face down, it deals 1 frost damage to each opposing hero and ally. A character
    # dealt damage this way can't attack or exhaust this turn." (301.2: flipping turns a hero face down)
    # "Death Rattle: Each player turns his hero face up."
    from engine.wow.cards.keys import CANT_ATTACK, CANT_EXHAUST
    from engine.wow.powers import powers

    automated("Iceshrieker's Touch")
    st = start()
    wand = put_real(st, 0, "Iceshrieker's Touch", "hero_row")
    foe = _big(st, 1)[0]
    mine = _big(st, 0)[0]
    resources(st, 0, 2)
    korga = hero(st, 0)
    index = next(i for i, pw in enumerate(powers(st, korga)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=korga, power=index, x=0)
    st = choose(st, str(mine))  # Korga's own 2 nature damage goes to P1's own ally
    st = resolve_chain(st)
    assert st.table.cards[korga].flags.get("flipped")
    assert st.table.cards[foe].damage == 1 and st.table.cards[hero(st, 1)].damage == 1
    assert kw.has(st, foe, CANT_ATTACK) and kw.has(st, foe, CANT_EXHAUST) and not kw.has(st, mine, CANT_EXHAUST)
    st.table.cards[hero(st, 1)].flags["flipped"] = True
    puncture = put_real(st, 0, "Puncture", "hand")  # "Destroy target ally or equipment."
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=puncture, x=0)
    st = choose(st, str(wand))
    st = resolve_chain(st)
    st = resolve_chain(st)
    assert st.table.cards[wand].zone == "graveyard"
    assert not st.table.cards[korga].flags.get("flipped") and not st.table.cards[hero(st, 1)].flags.get("flipped")


def _sindragosa(answer_yard):
    automated("Sindragosa, the Frost Queen")
    st = start()
    sindra = put_real(st, 0, "Sindragosa, the Frost Queen", "allies")
    foe = _big(st, 1)[0]
    yard = [put(st, 1, "Mist Owl", "graveyard") for _ in range(6)]
    seen = {"target": False, "yard": False}

    def answer(s, p):
        if p.kind == "target" and str(s.heroes[1]) in [o.id for o in p.options] and p.player == 0:
            seen["target"] = True
            return [str(s.heroes[1])]
        if p.kind == "wreal2_remove_from_one_graveyard":
            seen["yard"] = True
            if p.options[0].id == "none":
                return [answer_yard]
            return [o.id for o in p.options[:5]]
        return None

    st = _run(st, lambda s: s.active == 1 and s.step == "main", answer)
    return st, sindra, foe, yard, seen


def test_sindragosa_removes_five_cards_of_one_graveyard_then_deals_five():
    # "At the start of each turn, you may remove five cards in one graveyard from the game. If you do, this
    # ally deals 5 frost damage to target hero or ally. A character dealt damage this way can't attack or
    # protect this turn." (500.2 each turn; 415.7; EN 709.3; 103.2)
    from engine.wow.cards.keys import CANT_PROTECT

    st, _, foe, yard, seen = _sindragosa("gy1")
    assert seen["target"] and seen["yard"]
    assert sum(st.table.cards[u].zone == "removed" for u in yard) == 5
    assert st.table.cards[hero(st, 1)].damage == 5 and kw.has(st, hero(st, 1), CANT_PROTECT)
    assert st.table.cards[foe].damage == 0


def test_sindragosa_may_decline():
    st, _, _, yard, seen = _sindragosa("none")
    assert seen["yard"] and all(st.table.cards[u].zone == "graveyard" for u in yard)
    assert st.table.cards[hero(st, 1)].damage == 0


def test_tremor_shock_on_an_ally_two_packets_and_cant_attack():
    # "Your hero deals 1 frost damage and 1 nature damage to target hero or ally. An ally dealt damage this
    # way can't attack this turn." (405.4: two packets; 103.2)
    from engine.wow.cards.keys import CANT_ATTACK

    automated("Tremor Shock")
    st = start()
    foe = _big(st, 1)[0]
    card = put_real(st, 0, "Tremor Shock", "hand")
    resources(st, 0, 3)
    st = resolve_chain(choose(apply(st, "play", 0, uid=card, x=0), str(foe)))
    assert st.table.cards[foe].damage == 2 and kw.has(st, foe, CANT_ATTACK)
    assert not st.pending


def test_tremor_shock_on_a_hero_may_interrupt_its_controllers_ability_card():
    # "If a hero was dealt damage this way, you may interrupt an ability card played by its controller."
    # (EN 711: the card link leaves the chain for the graveyard); the hero itself gets no "can't attack"
    from engine.wow.cards.keys import CANT_ATTACK
    from engine.wow.chain import add_link
    from engine.wow.state import Link

    st = start()
    theirs = put_real(st, 1, "Arcane Explosion", "chain")  # P2 is playing an ability card (409.1)
    add_link(st, Link("card", 1, theirs, label="Arcane Explosion"))
    card = put_real(st, 0, "Tremor Shock", "hand")  # an instant (409.1)
    resources(st, 0, 3)
    st.priority = 0
    st = choose(apply(st, "play", 0, uid=card, x=0), str(hero(st, 1)))
    for _ in range(10):
        if st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.pending[0].kind == "wreal2_interrupt_dealt_hero"
    assert [o.id for o in st.pending[0].options] == ["none", str(theirs)]
    st = choose(st, str(theirs))
    assert st.table.cards[theirs].zone == "graveyard" and not any(lk.uid == theirs for lk in st.chain)
    assert st.table.cards[hero(st, 1)].damage == 2 and not kw.has(st, hero(st, 1), CANT_ATTACK)


def test_edwin_vancleef_tokens_protect_only_vancleefs_and_vanessa_comes_when_he_dies():
    # "When Edwin enters play, put two 1 [Melee] / 1 [Health] Defias Thug ally token into play with This ally
    # can protect allies with VanCleef in their names." (404.2; EN 602.2 limited protector)
    # "When Edwin is destroyed, you may put an ally named Vanessa VanCleef from your hand into play." (200.2; 710.1)
    from engine.wow.combat import _may_protect, protectors

    automated("Edwin VanCleef")
    st = start()
    card = put_real(st, 0, "Edwin VanCleef", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=card, x=0))
    st = resolve_chain(st)
    thugs = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Defias Thug"]
    assert len(thugs) == 2 and all(kw.atk(st, u) == 1 and kw.health(st, u) == 1 and st.table.cards[u].flags.get("token") for u in thugs)
    claw = put_real(st, 0, "Bloodclaw", "allies")
    st = _run(st, lambda s: s.active == 1 and s.step == "main")
    raider = put_real(st, 1, "Drugush the Crusher", "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=raider, defender=card))
    assert sorted(protectors(st)) == sorted(thugs)  # Edwin has VanCleef in his name
    assert not any(_may_protect(st, u, raider, claw) for u in thugs)  # Bloodclaw hasn't
    st = choose(st, str(thugs[0]))  # a thug becomes the defender (EN 602.2)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[card].damage == 0
    assert thugs[0] not in st.table.cards or st.table.cards[thugs[0]].zone != "allies"  # the token is gone (410.6d)
    # his death
    st3 = start()
    edwin = put_real(st3, 0, "Edwin VanCleef", "allies")
    vanessa = _put_id(st3, 0, "DTP-33", "hand")
    other = put_real(st3, 0, "Bloodclaw", "hand")
    brute = put_real(st3, 1, "Drugush the Crusher", "allies")
    st3 = finish_combat(apply(st3, "attack", 0, attacker=edwin, defender=brute))  # Edwin dies in combat (410.6a)
    st3 = _run(st3, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_to_play")
    assert [o.id for o in st3.pending[0].options] == [str(vanessa)]
    st3 = choose(st3, str(vanessa))
    assert st3.table.cards[vanessa].zone == "allies" and st3.table.cards[other].zone == "hand"


def test_sindozur_combat_damage_to_a_hero_attaches_a_poison_from_hand():
    # "When this ally deals combat damage to a hero, you may put a Poison from your hand into play attached
    # to that hero." (400.4; 710.1: not played — its "Attach to target …" is not carried out, 305.2a)
    automated("Sindo'zur the Toxifier")
    st = start()
    sindo = put_real(st, 0, "Sindo'zur the Toxifier", "allies")
    poison = put_real(st, 0, "Deadly Poison", "hand")
    put_real(st, 0, "Arcane Explosion", "hand")  # not a Poison
    st = finish_combat(apply(st, "attack", 0, attacker=sindo, defender=hero(st, 1)))
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_attach_event")
    assert [o.id for o in st.pending[0].options] == ["none", str(poison)]
    st = resolve_chain(choose(st, str(poison)))
    assert st.table.cards[poison].zone == "hero_row" and st.table.cards[poison].attached_to == hero(st, 1)
    hp = st.table.cards[hero(st, 1)].damage
    st = _next_own_turn(st)
    assert st.table.cards[hero(st, 1)].damage == hp + 2  # the Poison's Ongoing power works: 2 nature damage


def test_sindozur_not_on_an_ally_and_may_decline():
    st = start()
    sindo = put_real(st, 0, "Sindo'zur the Toxifier", "allies")
    poison = put_real(st, 0, "Deadly Poison", "hand")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=sindo, defender=foe)))
    assert st.table.cards[foe].damage > 0 or st.table.cards[foe].zone == "graveyard"  # combat damage to an ally
    assert not (st.pending and st.pending[0].kind == "wreal2_hand_attach_event")
    st = start()
    sindo = put_real(st, 0, "Sindo'zur the Toxifier", "allies")
    poison = put_real(st, 0, "Deadly Poison", "hand")
    st = finish_combat(apply(st, "attack", 0, attacker=sindo, defender=hero(st, 1)))
    st = _run(st, lambda s: bool(s.pending) and s.pending[0].kind == "wreal2_hand_attach_event")
    st = resolve_chain(choose(st, "none"))
    assert st.table.cards[poison].zone == "hand"
