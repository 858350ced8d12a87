"""Continuous powers read by engine.wow.cards.templates_statics (EN 714; restrictions 103.2), each
played with a real card of the pool in an engine game (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.core import RulesError, effects
from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from engine.wow.procedure import legal_targets
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _attacks(st, player: int = 0) -> list[tuple[int, int]]:
    return [(a.args["attacker"], a.args["defender"]) for a in ENGINE.legal_actions(st, player) if a.type == "attack"]


# --- "Your weapons have …" -------------------------------------------------------------------------


def test_your_weapons_have_atk_adds_to_the_strike():
    # EN 714 with WoW 303.2a: "Your weapons have +1 ATK." — the strike adds the weapon's ATK
    automated("Eye of Rend")
    st = start()
    sword = put(st, 0, "Worn Longsword", "hero_row")  # 2 ATK, strike cost 1
    assert kw.equipment_atk(st, sword) == 2
    put_real(st, 0, "Eye of Rend", "hero_row")
    enemy_sword = put(st, 1, "Worn Longsword", "hero_row")
    assert kw.equipment_atk(st, sword) == 3 and kw.equipment_atk(st, enemy_sword) == 2  # only yours
    resources(st, 0, 2)
    enemy = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = resolve_chain(apply(st, "strike", 0, weapon=sword))
    st = finish_combat(st)
    assert st.table.cards[enemy].damage == 3


def test_your_weapons_have_atk_while_your_hero_attacks():
    # EN 714: "Your weapons have +1 ATK while your hero is attacking."
    automated("Wysko")
    st = start()
    sword = put(st, 0, "Worn Longsword", "hero_row")
    put_real(st, 0, "Wysko", "allies")
    assert kw.equipment_atk(st, sword) == 2
    enemy = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    assert st.combat is not None and kw.equipment_atk(st, sword) == 3  # the combat step: your hero attacks (EN 602)
    st = finish_combat(resolve_chain(apply(st, "strike", 0, weapon=sword)))
    assert st.table.cards[enemy].damage == 3 and kw.equipment_atk(st, sword) == 2


def test_weapons_you_control_have_assault():
    # EN glossary Assault N (+N ATK on your turn) granted by a continuous power (EN 714)
    automated("Wuzlo Grindergear")
    st = start()
    sword = put(st, 0, "Worn Longsword", "hero_row")
    other = put(st, 1, "Worn Longsword", "hero_row")
    put_real(st, 0, "Wuzlo Grindergear", "allies")
    assert kw.equipment_atk(st, sword) == 4 and kw.equipment_atk(st, other) == 2
    st.active = 1  # not your turn: no Assault bonus
    assert kw.equipment_atk(st, sword) == 2


def test_weapons_cant_be_targeted_by_opponents():
    # EN glossary Untargetable: "can't be targeted by opponents" (Stronghold Gauntlets: and +1 ATK)
    automated("Stronghold Gauntlets")
    st = start()
    sword = put(st, 1, "Worn Longsword", "hero_row")
    put_real(st, 1, "Stronghold Gauntlets", "hero_row")
    assert kw.equipment_atk(st, sword) == 3
    eff = Effect("destroy", 0, Target("chosen", {"types": ["weapon"]}))
    assert sword not in legal_targets(st, 0, eff, hero(st, 0))
    assert sword in legal_targets(st, 1, eff, hero(st, 1))


# --- "[Tag] allies in your party …" ---------------------------------------------------------------


def test_arena_allies_in_your_party_have_atk():
    # EN 714: "Arena allies in your party have +2 ATK." — tag filter, your party only (202.3 tags)
    automated("Gladiator Zi'mo")
    st = start()
    zimo = put_real(st, 0, "Gladiator Zi'mo", "allies")  # Arena itself: 2 ATK
    keward = put_real(st, 0, "Gladiator Keward", "allies")  # Arena, 2 ATK
    plain = put(st, 0, "Iron Sentinel", "allies")
    theirs = put_real(st, 1, "Gladiator Keward", "allies")
    assert kw.atk(st, zimo) == 4 and kw.atk(st, keward) == 4
    assert kw.atk(st, plain) == 4 and kw.atk(st, theirs) == 2


def test_arena_allies_are_protectors():
    # EN glossary Protector granted by "Arena allies in your party are Protectors." (EN 602.2)
    automated("Gladiator Keward")
    st = start()
    put_real(st, 1, "Gladiator Keward", "allies")
    arena = put_real(st, 1, "Gladiator Zi'mo", "allies")
    plain = put(st, 1, "Iron Sentinel", "allies")
    assert kw.has(st, arena, "Protector") and not kw.has(st, plain, "Protector")


def test_token_allies_you_control_have_ferocity():
    # WoW 404.2 tokens (tagged Token) and EN 714: "Token allies you control have Ferocity."
    automated("Stonebranch, Ancient of War")
    st = start()
    st, stone = play_real(st, "Stonebranch, Ancient of War")
    st = resolve_chain(resolve_chain(st))
    treants = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(treants) == 2 and all(kw.has(st, u, "Ferocity") for u in treants)
    assert not kw.has(st, stone, "Ferocity")


# --- "This ally has … while …" (EN 714) -----------------------------------------------------------


def test_while_attacking_a_hero():
    # EN 714: "This ally has +4 ATK while attacking a hero." — not while attacking an ally
    automated("Alaria the Huntress")
    st = start()
    alaria = put_real(st, 0, "Alaria the Huntress", "allies")
    assert kw.atk(st, alaria) == 0
    enemy = put(st, 1, "Footman Recruit", "allies")  # 1 / 2
    st2 = finish_combat(apply(st, "attack", 0, attacker=alaria, defender=hero(st, 1)))
    assert st2.table.cards[hero(st2, 1)].damage == 4
    st3 = finish_combat(apply(st, "attack", 0, attacker=alaria, defender=enemy))
    assert st3.table.cards[enemy].damage == 0 and st3.table.cards[enemy].zone == "allies"


@pytest.mark.parametrize(("defender", "bonus"), [("Iron Sentinel", 4), ("Loyal Hound", 0)])
def test_while_attacking_an_ally_with_cost_or_more(defender, bonus):
    # EN 714: "This ally has +4 ATK while attacking an ally with cost 4 or more." (Iron Sentinel 4, Loyal Hound 2)
    automated("Harudu Cloudshot")
    st = start()
    harudu = put_real(st, 0, "Harudu Cloudshot", "allies")
    enemy = put(st, 1, defender, "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=harudu, defender=enemy))
    assert st.table.cards[enemy].damage == 1 + bonus or (bonus and st.table.cards[enemy].zone == "graveyard")
    assert kw.atk(st, harudu) == 1


@pytest.mark.parametrize(("enemy", "stealth"), [("Mist Owl", True), ("Stone Guardian", False)])
def test_while_an_opponent_controls_an_ally_with_cost(enemy, stealth):
    # EN 714: "This ally has Stealth while an opponent controls an ally with cost 4 or less."
    automated("Wyndarr Shadefist")
    st = start()
    wyndarr = put_real(st, 0, "Wyndarr Shadefist", "allies")
    assert not kw.has(st, wyndarr, "Stealth")
    put(st, 1, enemy, "allies")  # Mist Owl costs 2, Stone Guardian 5
    assert kw.has(st, wyndarr, "Stealth") is stealth


def test_while_no_ready_opposing_allies():
    # EN 714: "This ally has Ferocity and Assault 2 while there are no ready opposing allies."
    automated("Soggypaw")
    st = start()
    sog = put_real(st, 0, "Soggypaw", "allies")
    assert kw.has(st, sog, "Ferocity") and kw.atk(st, sog) == 6
    enemy = put(st, 1, "Mist Owl", "allies")
    assert not kw.has(st, sog, "Ferocity") and kw.atk(st, sog) == 4
    st.table.cards[enemy].tapped = True
    assert kw.has(st, sog, "Ferocity")


@pytest.mark.parametrize(("cards", "assault"), [(4, 0), (5, 5)])
def test_your_hero_has_assault_while_cards_in_hand(cards, assault):
    # EN 714: "Your hero has Assault 5 while you have 5 or more cards in hand."
    automated("Strong-Handed Ring")
    st = start()
    put_real(st, 0, "Strong-Handed Ring", "hero_row")
    for u in list(st.table.zone(0, "hand")):
        effects.move(st.table, u, "deck", R("415.1"))
    for _ in range(cards):
        put(st, 0, "Mist Owl", "hand")
    assert kw.atk(st, hero(st, 0)) == assault


# --- "for each …" ----------------------------------------------------------------------------------


def test_for_each_other_monster_you_control():
    # EN 714: "This ally has Assault 1 for each other Monster hero and ally you control." — not itself
    automated("Snaggle")
    st = start()
    snaggle = put_real(st, 0, "Snaggle", "allies")
    assert kw.atk(st, snaggle) == 1
    put_real(st, 0, "Soggypaw", "allies")  # a Monster
    put_real(st, 1, "Soggypaw", "allies")  # not yours
    assert kw.atk(st, snaggle) == 2


def test_for_each_ready_opposing_resource():
    # EN 714 with EN glossary Assault: "Assault 1 for each ready opposing resource."
    automated("Zaduru")
    st = start()
    zaduru = put_real(st, 0, "Zaduru", "allies")
    theirs = resources(st, 1, 3)
    resources(st, 0, 2)
    st.table.cards[theirs[0]].tapped = True
    assert kw.atk(st, zaduru) == 2 + 2


# --- restrictions (103.2) -------------------------------------------------------------------------


@pytest.mark.parametrize("more", [False, True])
def test_cant_attack_unless_opponent_controls_more_allies(more):
    # WoW 103.2: "This ally can't attack unless an opponent controls more allies than you."
    automated("Emelia Darkhand")
    st = start()
    emelia = put_real(st, 0, "Emelia Darkhand", "allies")
    put(st, 1, "Mist Owl", "allies")
    if more:
        put(st, 1, "Mist Owl", "allies")
    assert ((emelia, hero(st, 1)) in _attacks(st)) is more
    if not more:
        with pytest.raises(RulesError):
            apply(st, "attack", 0, attacker=emelia, defender=hero(st, 1))


def test_this_ally_cant_be_targeted_by_opponents():
    # EN glossary Untargetable: "This ally can't be targeted by opponents." — its controller still can
    automated("Horngrim")
    st = start()
    horn = put_real(st, 1, "Horngrim", "allies")
    eff = Effect("damage", 1, Target("chosen", {"types": ["hero", "ally"]}))
    assert horn not in legal_targets(st, 0, eff, hero(st, 0))
    assert horn in legal_targets(st, 1, eff, hero(st, 1))


def test_attached_ally_cant_be_destroyed():
    # WoW 103.2 / 410.6a: "Attached ally can't be destroyed." — lethal damage leaves it in play
    automated("Fel Pact")
    st = start()
    ally = put_real(st, 0, "Kreedom", "allies")  # a Demon ally
    st, pact = play_real(st, "Fel Pact", 0, str(ally), pay=6)
    st = resolve_chain(st)
    assert st.table.cards[pact].attached_to == ally and kw.cant_be_destroyed(st, ally)
    spell = put(st, 0, "Vanish in Smoke", "hand")  # "Destroy target ally."
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=spell, x=0), str(ally)))
    assert st.table.cards[ally].zone == "allies"


def test_your_hero_cant_be_destroyed_by_lethal_damage():
    # WoW 103.2 / 410.6a: "Your hero can't be destroyed." — its damage reaching its health doesn't destroy it
    automated("Valthak Spiritdrinker")
    st = start()
    put_real(st, 0, "Valthak Spiritdrinker", "allies")
    st.table.cards[hero(st, 0)].damage = kw.health(st, hero(st, 0)) + 2
    st = apply(st, "pass", 0)
    assert not st.over and st.table.cards[hero(st, 0)].zone == "hero_row"


# --- Mend given by a continuous power (EN glossary Mend, cumulative) --------------------------------


def test_your_hero_has_mend_heals_at_the_start_of_your_turn():
    # EN glossary Mend N (outside): "Your hero has Mend 3." — at the start of your turn, may heal 3
    automated("Gavel of the Fleshcrafter")
    st = start()
    put_real(st, 1, "Gavel of the Fleshcrafter", "hero_row")
    st.table.cards[hero(st, 1)].damage = 5
    assert kw.keywords(st, hero(st, 1)).get("Mend") == 3
    st = apply(st, "pass", 0)  # P2's turn begins
    assert st.active == 1 and st.pending[0].kind == "target" and st.pending[0].min == 0
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_given_mend_adds_to_printed_mend_in_one_trigger():
    # EN glossary Mend (outside): instances add up (keywords.keywords) — one Mend 2 trigger, not two
    # Mend 1; the Mend is the attached ally's, so it triggers on its controller's turn for them (EN 703)
    automated("Mark of Life")
    st = start()
    mender = put(st, 1, "Spring Mender", "allies")  # printed Mend 1, P2's
    st, mark = play_real(st, "Mark of Life", 0, str(mender))  # P1 attaches it to P2's ally
    st = resolve_chain(st)
    assert st.table.cards[mark].attached_to == mender and kw.keywords(st, mender)["Mend"] == 2
    st.table.cards[hero(st, 1)].damage = 5
    for _ in range(10):  # P2's turn begins
        if st.active == 1 or st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert st.active == 1 and st.pending[0].kind == "target" and st.pending[0].player == 1
    assert st.pending[0].prompt.endswith("Spring Mender: Mend 2") and not st.triggers
    st = _answer_all(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == 3


@pytest.mark.parametrize("damaged", [False, True])
def test_mend_while_damaged(damaged):
    # EN 714 with EN glossary Mend: "This ally has Mend 2 while she's damaged."
    automated("Tuskmender Jan'zu")
    st = start()
    tusk = put_real(st, 1, "Tuskmender Jan'zu", "allies")
    st.table.cards[hero(st, 1)].damage = 5
    if damaged:
        st.table.cards[tusk].damage = 1
    st = apply(st, "pass", 0)
    assert bool(st.pending and st.pending[0].kind == "target") is damaged
    st = _answer_all(st, hero(st, 1))
    assert st.table.cards[hero(st, 1)].damage == (3 if damaged else 5)


def _answer_all(st, target: int):
    """Order triggers as offered and aim every Mend at ``target`` until the chain is empty."""
    for _ in range(20):
        if st.pending:
            pend = st.pending[0]
            pick = str(target) if pend.kind == "target" and str(target) in [o.id for o in pend.options] else pend.options[0].id
            st = choose(st, pick)
        elif st.chain:
            st = apply(st, "pass", st.priority)
        else:
            return st
    return st


# --- "can't be healed", "can't ready during its controller's ready step" (103.2) ------------------


def test_opposing_heroes_and_allies_cant_be_healed():
    # WoW 103.2 / 407.1: "Opposing heroes and allies can't be healed." — healing them does nothing
    automated("Aura of Suffering")
    st = start()
    put_real(st, 0, "Aura of Suffering", "hero_row")
    theirs, mine = hero(st, 1), hero(st, 0)
    st.table.cards[theirs].damage = st.table.cards[mine].damage = 5
    resources(st, 1, 4)
    st.active = st.priority = 1  # P2 heals their own hero: still "can't be healed"
    touch = put(st, 1, "Healing Touch", "hand")  # "Your hero heals 4 damage from target hero or ally."
    st = resolve_chain(choose(apply(st, "play", 1, uid=touch, x=0), str(theirs)))
    assert st.table.cards[theirs].damage == 5
    st.active = st.priority = 0
    resources(st, 0, 2)
    touch = put(st, 0, "Healing Touch", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=touch, x=0), str(mine)))
    assert st.table.cards[mine].damage == 1  # your own side heals


def test_attached_character_cant_be_healed():
    # WoW 103.2: "Attached character can't be healed." (Widow Venom, attached by its play power, 400.1)
    automated("Widow Venom")
    st = start()
    enemy = put(st, 1, "Stone Guardian", "allies")  # 3 / 6
    st, venom = play_real(st, "Widow Venom", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[venom].attached_to == enemy
    st.table.cards[enemy].damage = 3
    resources(st, 0, 2)
    touch = put(st, 0, "Healing Touch", "hand")
    st = resolve_chain(choose(apply(st, "play", 0, uid=touch, x=0), str(enemy)))
    assert st.table.cards[enemy].damage == 3


def test_attached_ally_doesnt_ready():
    # WoW 501.1a with 103.2: "Attached ally can't ready during its controller's ready step."
    automated("Tanglevine")
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    other = put(st, 1, "Footman Recruit", "allies", tapped=True)
    st, vine = play_real(st, "Tanglevine", 0, str(enemy))
    st = resolve_chain(st)
    assert st.table.cards[vine].attached_to == enemy
    for _ in range(10):  # P2's ready step
        if st.active == 1:
            break
        st = apply(st, "pass", st.priority)
    assert st.active == 1 and st.table.cards[enemy].tapped and not st.table.cards[other].tapped


# --- "lose and can't have", "Heroes and allies can't attack", more counts ---------------------------


def test_opposing_lose_and_cant_have_elusive():
    # WoW 103.2 with EN glossary Elusive: "Opposing heroes and allies lose and can't have Elusive and Untargetable."
    automated("Kagtha")
    st = start()
    attacker = put(st, 0, "Iron Sentinel", "allies")
    owl = put(st, 1, "Mist Owl", "allies")  # printed Elusive
    sage = put(st, 1, "Veiled Sage", "allies")  # printed Untargetable
    mine = put(st, 0, "Mist Owl", "allies")
    assert (attacker, owl) not in _attacks(st)
    put_real(st, 0, "Kagtha", "allies")
    assert (attacker, owl) in _attacks(st) and kw.has(st, mine, "Elusive")
    eff = Effect("damage", 1, Target("chosen", {"types": ["ally"]}))
    assert sage in legal_targets(st, 0, eff, hero(st, 0))


def test_heroes_and_allies_cant_attack():
    # WoW 103.2: "Heroes and allies can't attack." — every side, the card itself too
    automated("Archbishop Benedictus")
    st = start()
    put(st, 0, "Iron Sentinel", "allies")
    assert _attacks(st)
    put_real(st, 1, "Archbishop Benedictus", "allies")
    assert _attacks(st) == []


@pytest.mark.parametrize("big", [False, True])
def test_cant_attack_unless_another_ally_with_atk(big):
    # WoW 103.2: "This ally can't attack unless you control another ally with 6 or more ATK."
    automated("Throk the Conqueror")
    st = start()
    throk = put_real(st, 0, "Throk the Conqueror", "allies")  # 6 ATK itself: not "another"
    if big:
        put_real(st, 0, "Throk the Conqueror", "allies")
    assert ((throk, hero(st, 1)) in _attacks(st)) is big


def test_for_each_token_ally_you_control():
    # WoW 404.2 tokens with EN 714: "This ally has +1 ATK for each token ally you control."
    automated("Raso'jin")
    st = start()
    st, raso = play_real(st, "Raso'jin")
    st = resolve_chain(resolve_chain(st))
    assert kw.atk(st, raso) == 2  # two Treant tokens


def test_for_this_and_each_other_murloc():
    # EN 714: "+3 / +3 for this and each other Murloc hero and ally you control."
    automated("Swifteye")
    st = start()
    eye = put_real(st, 0, "Swifteye", "allies")
    assert (kw.atk(st, eye), kw.health(st, eye)) == (3, 3)
    put_real(st, 0, "Swifteye", "allies")
    assert (kw.atk(st, eye), kw.health(st, eye)) == (6, 6)


def test_for_each_card_in_opposing_graveyards_and_damage_on_opposing_heroes():
    # EN 714: "+1 ATK for each card in opposing graveyards"; "+1 / +1 for each damage on opposing heroes"
    automated("Banzai")
    automated("Nox the Lifedrainer")
    st = start()
    banzai = put_real(st, 0, "Banzai", "allies")
    nox = put_real(st, 0, "Nox the Lifedrainer", "allies")
    put(st, 1, "Mist Owl", "graveyard")
    put(st, 1, "Mist Owl", "graveyard")
    put(st, 0, "Mist Owl", "graveyard")
    st.table.cards[hero(st, 1)].damage = 3
    st.table.cards[hero(st, 0)].damage = 5
    assert kw.atk(st, banzai) == 2 and (kw.atk(st, nox), kw.health(st, nox)) == (3, 3)


@pytest.mark.parametrize("both", [False, True])
def test_cant_attack_unless_a_card_in_each_graveyard(both):
    # WoW 103.2: "This ally can't attack unless there is at least one card in each graveyard."
    automated("Marauding Geist")
    st = start()
    geist = put_real(st, 0, "Marauding Geist", "allies")
    put(st, 0, "Mist Owl", "graveyard")
    if both:
        put(st, 1, "Mist Owl", "graveyard")
    assert ((geist, hero(st, 1)) in _attacks(st)) is both


def test_while_cards_in_an_opposing_graveyard():
    # EN 714: three "This ally has -1 / -1 while there is an X in an opposing graveyard." sentences
    automated("Underking Talonox")
    st = start()
    king = put_real(st, 0, "Underking Talonox", "allies")  # 6 / 6
    put(st, 0, "Fire Bolt", "graveyard")  # your own graveyard: no effect
    assert kw.atk(st, king) == 6
    put(st, 1, "Fire Bolt", "graveyard")  # an ability
    put(st, 1, "Mist Owl", "graveyard")  # an ally
    assert (kw.atk(st, king), kw.health(st, king)) == (4, 4)
    put(st, 1, "Worn Longsword", "graveyard")  # an equipment
    assert kw.atk(st, king) == 3


def test_has_keyword_on_opposing_turns():
    # EN 714: "This ally has Nature Resistance on opposing turns."
    automated("Mahna Lightsky")
    st = start()
    mahna = put_real(st, 0, "Mahna Lightsky", "allies")
    assert not kw.has(st, mahna, "Nature Resistance")
    st.active = 1
    assert kw.has(st, mahna, "Nature Resistance")


def test_while_condition_over_two_clauses():
    # EN 714: "While you control a Shout, allies you control have +1 / +1, and opposing allies have -1 / -1."
    automated("Makta the Rumbler")
    st = start()
    makta = put_real(st, 0, "Makta the Rumbler", "allies")  # 8 / 6
    theirs = put(st, 1, "Iron Sentinel", "allies")
    assert kw.atk(st, makta) == 8 and kw.atk(st, theirs) == 4
    put(st, 0, "Battle Cry", "hero_row")  # a Shout you control
    assert (kw.atk(st, makta), kw.health(st, makta)) == (9, 7) and (kw.atk(st, theirs), kw.health(st, theirs)) == (3, 3)


def test_your_hero_has_atk_when_attacking():
    # EN 714: "Your hero has +2 ATK when attacking." — the hero's own attack only
    automated("Crusade")
    st = start()
    put_real(st, 0, "Crusade", "hero_row")
    enemy = put(st, 1, "Iron Sentinel", "allies")  # 4 / 4
    assert kw.atk(st, hero(st, 0)) == 0
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    assert st.table.cards[enemy].damage == 2
