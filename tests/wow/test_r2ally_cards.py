"""Helper r2ally: ally cards that were resolved by hand, each played with real cards of the pool."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.control import gain_control
from engine.wow.leaving_play import destroy
from engine.wow.procedure import make_tokens, uniqueness_violations
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wres_cards import _pass_until, _targeting
from .test_wtrig_cards import _next_turn

pytestmark = needs(WOW_CARDS)


def test_vylokx_hits_non_demon_non_monster_characters_and_pumps_demons_and_monsters():
    # EN 703 (enter play trigger), 408.2 (damage), 202.1a ("non-Demon": lacks the word): "When this ally enters play,
    # he deals 2 shadow damage to each non-Demon, non-Monster hero and ally." EN 714, 202.4: "Other Demon and Monster
    # allies you control have +2 / +2." (allies that are either)
    automated("Vylokx")
    st = start()
    demon = put_real(st, 0, "Phase Hound", "allies")  # Demon 5/5
    monster = put_real(st, 0, "Muzzle", "allies")  # Monster 4/3
    plain = put(st, 0, "Iron Sentinel", "allies")  # Mechanical 4/4
    hound = put(st, 1, "Loyal Hound", "allies")  # Beast 2/2
    ogre = put_real(st, 1, "Drugush the Crusher", "allies")  # an opposing Monster 8/4
    st, vyl = play_real(st, "Vylokx", 0, pay=6)
    st = resolve_chain(st)
    st = resolve_chain(st)
    cards = st.table.cards
    assert cards[hero(st, 0)].damage == 2 and cards[hero(st, 1)].damage == 2  # each hero, yours too
    assert cards[plain].damage == 2
    assert hound not in st.table.zone(1, "allies")  # 2 damage on a 2/2: destroyed (410.6)
    assert cards[demon].damage == 0 and cards[monster].damage == 0 and cards[ogre].damage == 0 and cards[vyl].damage == 0
    assert (kw.atk(st, demon), kw.health(st, demon)) == (7, 7)
    assert (kw.atk(st, monster), kw.health(st, monster)) == (6, 5)
    assert (kw.atk(st, plain), kw.health(st, plain)) == (4, 4)  # neither word
    assert (kw.atk(st, vyl), kw.health(st, vyl)) == (5, 5)  # "other"
    assert (kw.atk(st, ogre), kw.health(st, ogre)) == (8, 4)  # not yours


def test_rexxar_brings_misha_and_is_bigger_while_she_is_in_your_party():
    # EN 703, 404.2 (a token named Misha; its name's kind words are tags), 414.3a (Unique):
    # "When Rexxar enters play, put a unique Bear ally token named Misha with 3 ATK, 3 health, and Ferocity into play."
    # EN 714: "Rexxar has +3 ATK and +3 health while Misha is in your party."
    automated("Rexxar")
    st = start()
    st, rex = play_real(st, "Rexxar", 0, pay=7)
    st = resolve_chain(resolve_chain(st))
    mishas = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Misha"]
    assert len(mishas) == 1
    misha = mishas[0]
    assert st.table.cards[misha].flags.get("token")
    assert (kw.atk(st, misha), kw.health(st, misha)) == (3, 3) and kw.has(st, misha, "Ferocity")
    assert "bear" in kw.words(st, misha)
    assert (kw.atk(st, rex), kw.health(st, rex)) == (7, 7)
    token = {"name": "Bear", "named": "Misha", "atk": 3, "damage_type": "", "health": 3, "keywords": ["Ferocity"], "tags": ["Unique"]}
    make_tokens(st, 0, token, 1)  # a second Misha (as from another Rexxar): Unique, one must go (414.3a)
    assert uniqueness_violations(st, 0)
    for u in [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Misha"]:
        destroy(st, u, R("415.9c"))
    assert (kw.atk(st, rex), kw.health(st, rex)) == (4, 4)  # no Misha: no bonus
    theirs = put(st, 1, "Loyal Hound", "allies")
    make_tokens(st, 1, token, 1)  # an opposing Misha is not in your party
    assert theirs and (kw.atk(st, rex), kw.health(st, rex)) == (4, 4)


def _enter_targeting(st, name: str, pay: int, pick: int):
    """``name`` played by P1, its "enters play" trigger's target ``pick`` (EN 706), resolved."""
    st, uid = play_real(st, name, 0, pay=pay)
    st = _pass_until(st, _targeting)
    assert str(pick) in {o.id for o in st.pending[0].options}
    return resolve_chain(choose(st, str(pick))), uid


def test_kaelyn_vineminder_keeps_the_target_exhausted_while_she_remains_under_your_control():
    # EN 703, 706, 501.1a, 103.2, 714.1, 401.3b: "When this ally enters play, target opposing ally can't ready during
    # its controller's ready step while this ally remains under your control."
    automated("Kaelyn Vineminder")
    st = start()
    hound = put(st, 1, "Loyal Hound", "allies")
    st.table.cards[hound].tapped = True
    st, kaelyn = _enter_targeting(st, "Kaelyn Vineminder", 4, hound)
    st = _next_turn(st)  # P2's ready step
    assert st.active == 1 and st.table.cards[hound].tapped
    st = _next_turn(_next_turn(st))
    assert st.active == 1 and st.table.cards[hound].tapped  # still: Kaelyn remains
    destroy(st, kaelyn, R("415.9c"))  # Kaelyn leaves play: the effect ends
    st = _next_turn(_next_turn(st))
    assert st.active == 1 and not st.table.cards[hound].tapped


def test_kaelyn_effect_ends_when_an_opponent_gains_control_of_her():
    # 401.3b, 714.1: "while this ally remains under your control" ends as another player gains control of her
    automated("Kaelyn Vineminder")
    st = start()
    hound = put(st, 1, "Loyal Hound", "allies")
    st.table.cards[hound].tapped = True
    st, kaelyn = _enter_targeting(st, "Kaelyn Vineminder", 4, hound)
    assert kw.has(st, hound, "Doesn't Ready")
    gain_control(st, kaelyn, 1)
    assert not kw.has(st, hound, "Doesn't Ready")
    st = _next_turn(st)
    assert st.active == 1 and not st.table.cards[hound].tapped


def test_durgrin_ironedge_exhausts_an_equipment_that_stays_exhausted_while_he_remains():
    # EN 703, 709.3 ("you may"), 411.1, 501.1a, 401.3b: "When Durgrin enters play, you may exhaust target equipment.
    # That Equipment can't ready during its controller's ready step while Durgrin remains in your party."
    automated("Durgrin Ironedge")
    st = start()
    blade = put_real(st, 1, "Krol Blade", "hero_row")
    st, durgrin = _enter_targeting(st, "Durgrin Ironedge", 2, blade)
    st = _settle_yes(st)
    assert st.table.cards[blade].tapped
    st = _next_turn(st)
    assert st.active == 1 and st.table.cards[blade].tapped  # P2's ready step: it stays exhausted
    destroy(st, durgrin, R("415.9c"))
    st = _next_turn(_next_turn(st))
    assert st.active == 1 and not st.table.cards[blade].tapped


def _settle_yes(st):
    """Answer a "you may" with yes, then let the chain resolve."""
    while st.pending:
        options = [o.id for o in st.pending[0].options]
        st = choose(st, "yes" if "yes" in options else options[0])
    return resolve_chain(st)


def test_hammerhand_brothers_target_cant_attack_while_they_remain_in_your_party():
    # EN 703, 103.2, 401.3b: "When The Hammerhead Brothers enters play, target opposing ally can't attack while The
    # Hammerhead Brothers remains in your party." (the card's own name, misprinted)
    automated("The Hammerhand Brothers")
    st = start()
    hound = put(st, 1, "Loyal Hound", "allies")
    st, bros = _enter_targeting(st, "The Hammerhand Brothers", 4, hound)
    assert kw.has(st, hound, "Can't Attack")
    st = _next_turn(st)
    assert st.active == 1 and kw.has(st, hound, "Can't Attack")
    gain_control(st, bros, 1)  # no longer in your party
    assert not kw.has(st, hound, "Can't Attack")


def test_conqueror_vunjin_takes_a_paladin_ally_with_protector_while_he_remains_under_your_control():
    # EN 703, 706, 401.3, 401.3b, glossary Protector: "When this ally enters play, target an opposing Paladin ally.
    # You control it and it has Protector while this ally remains under your control."
    automated("Conqueror Vun'jin")
    st = start()
    other = put(st, 1, "Iron Sentinel", "allies")
    paladin = put_real(st, 1, "Araelun", "allies")
    st, vun = play_real(st, "Conqueror Vun'jin", 0, pay=6)
    st = _pass_until(st, _targeting)
    ids = {o.id for o in st.pending[0].options}
    assert str(paladin) in ids and str(other) not in ids  # a Paladin only
    st = resolve_chain(choose(st, str(paladin)))
    assert st.table.cards[paladin].controller == 0 and kw.has(st, paladin, "Protector")
    destroy(st, vun, R("415.9c"))
    assert st.table.cards[paladin].controller == 1 and not kw.has(st, paladin, "Protector")


def test_ahune_deals_frost_damage_for_himself_and_each_other_frost_card_you_control():
    # EN 703, 408.2, 709 (counted on resolution), 202.1a (the word Frost: a tag or the [Frost] damage type): "When Ahune
    # enters play, he deals 1 frost damage to each opposing hero and ally for this and each other Frost and [Frost]
    # card you control."
    automated("Ahune the Frost Lord")
    st = start()
    put_real(st, 0, "Draga'zal", "allies")  # a [Frost] ally you control
    put_real(st, 1, "Murloc Coastrunner", "allies")  # an opponent's [Frost] card: not counted
    mine = put(st, 0, "Iron Sentinel", "allies")
    sentinel = put(st, 1, "Iron Sentinel", "allies")  # 4 health
    st, ahune = play_real(st, "Ahune the Frost Lord", 0, pay=6)
    st = resolve_chain(resolve_chain(st))
    cards = st.table.cards
    assert cards[hero(st, 1)].damage == 2 and cards[sentinel].damage == 2  # Ahune and Draga'zal: 2 each
    assert cards[hero(st, 0)].damage == 0 and cards[mine].damage == 0 and cards[ahune].damage == 0  # opposing only
