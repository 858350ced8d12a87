"""Templates and scripts of issue 18 (third pass), each checked by playing a real card in an engine
game: "Empower X:" enters-play triggers, effects the target's controller may stop ("unless its
controller chooses and destroys an ally he controls / discards a card / pays 1", EN 709.3), a
reward whose outcome an opponent picks, and Harmonize granted by a continuous power."""

from __future__ import annotations

import pytest

from engine.wow import costs
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put
from .helpers import start as start_game
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def start():
    return start_game({"auto_pass": False})


def _until_choice(st, limit: int = 20):
    """Everyone passes until a player has a choice to make or the chain is empty."""
    for _ in range(limit):
        if st.pending or (not st.chain and not st.triggers):
            return st
        st = apply(st, "pass", st.priority)
    return st


def _options(st) -> dict[str, str]:
    return {o.id: o.label for o in st.pending[0].options}


# --- "Empower X:" (the printed condition, checked on resolution, EN 709) --------------------------


@pytest.mark.parametrize("monster", [True, False])
def test_gilblin_plunderer_destroys_equipment_only_with_another_monster(monster):
    # Gilblin Plunderer (CD4-180, famasin.deck): "Empower Monster: When this ally enters play, if
    # you control another Monster hero or ally, you may destroy target equipment." (EN 703 trigger;
    # EN 709: a condition that fails on resolution does nothing)
    automated("Gilblin Plunderer")
    st = start()
    if monster:
        put_real(st, 0, "Jadefire Satyr", "allies")  # a Monster ally
    amulet = put_real(st, 1, "Wisp Amulet", "hero_row")
    st, gil = play_real(st, "Gilblin Plunderer", 0)
    st = _until_choice(st)
    assert st.pending[0].kind == "target" and str(amulet) in _options(st)
    st = _until_choice(choose(st, str(amulet)))
    assert gil in st.table.zone(0, "allies")  # "another": Gilblin himself never counts
    assert (amulet in st.table.zone(1, "graveyard")) == monster
    assert (amulet in st.table.zone(1, "hero_row")) == (not monster)


def test_thrug_the_hurler_deals_four_with_another_monster():
    # Thrug the Hurler (TOT-197): "Empower Monster: …, this ally deals 4 melee damage to target hero
    # or ally." (the damage source is the ally, 408.2c)
    automated("Thrug the Hurler")
    st = start()
    put_real(st, 0, "Jadefire Satyr", "allies")
    before = st.table.cards[hero(st, 1)].damage
    st, _ = play_real(st, "Thrug the Hurler", 0, pay=8)
    st = _until_choice(choose(_until_choice(st), str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == before + 4


def test_scripted_empower_card_keeps_its_script():
    # Evaax (TOT-106) is scripted (scripts/tot.toml): the script still replaces the template's reading
    [pw] = [p for p in card_powers(automated("Evaax, Herald of Death")) if p.kind == "triggered"]
    assert pw.text.startswith("Empower Death Knight:") and pw.effects[0].op == "destroy"


# --- "unless its controller …" (EN 709.3) ----------------------------------------------------------


def _felsworn(st, name: str):
    st, uid = play_real(st, name, 0, pay=8)
    st = _until_choice(st)
    assert st.pending[0].kind == "target"
    return _until_choice(choose(st, str(hero(st, 1)))), uid


def test_jadefire_felsworn_opponent_destroys_an_ally_to_stop_the_damage():
    # Jadefire Felsworn (CD4, famasin.deck): "When this ally enters play, he deals 5 shadow damage to
    # target opposing hero unless its controller chooses and destroys an ally he controls."
    automated("Jadefire Felsworn")
    st = start()
    owl, mine = put(st, 1, "Mist Owl", "allies"), put(st, 0, "Mist Owl", "allies")
    before = st.table.cards[hero(st, 1)].damage
    st, _ = _felsworn(st, "Jadefire Felsworn")
    assert st.pending[0].kind == "unless" and st.pending[0].player == 1  # the target's controller chooses
    assert set(_options(st)) == {str(owl), "decline"}  # only an ally he controls
    st = _until_choice(choose(st, str(owl)))
    assert owl in st.table.zone(1, "graveyard") and mine in st.table.zone(0, "allies")
    assert st.table.cards[hero(st, 1)].damage == before  # stopped


def test_jadefire_felsworn_damage_when_the_opponent_declines():
    st = start()
    owl = put(st, 1, "Mist Owl", "allies")
    before = st.table.cards[hero(st, 1)].damage
    st, _ = _felsworn(st, "Jadefire Felsworn")
    st = _until_choice(choose(st, "decline"))
    assert owl in st.table.zone(1, "allies")
    assert st.table.cards[hero(st, 1)].damage == before + 5


def test_jadefire_felsworn_no_question_when_the_opponent_has_no_ally():
    # EN 709.3: he can't do what he can't do; the damage happens
    st = start()
    before = st.table.cards[hero(st, 1)].damage
    st, _ = _felsworn(st, "Jadefire Felsworn")
    assert not st.pending
    assert st.table.cards[hero(st, 1)].damage == before + 5


@pytest.mark.parametrize("discard", [True, False])
def test_jadefire_hellcaller_opponent_discards_or_takes_four(discard):
    # Jadefire Hellcaller (CD4, famasin.deck): "… he deals 4 shadow damage to target opposing hero
    # unless its controller chooses and discards a card." (415.9d discard)
    automated("Jadefire Hellcaller")
    st = start()
    card = st.table.zone(1, "hand")[0]
    hand, before = len(st.table.zone(1, "hand")), st.table.cards[hero(st, 1)].damage
    st, _ = _felsworn(st, "Jadefire Hellcaller")
    assert st.pending[0].player == 1 and str(card) in _options(st)
    st = _until_choice(choose(st, str(card) if discard else "decline"))
    assert (card in st.table.zone(1, "graveyard")) == discard
    assert len(st.table.zone(1, "hand")) == hand - (1 if discard else 0)
    assert st.table.cards[hero(st, 1)].damage == before + (0 if discard else 4)


@pytest.mark.parametrize("pays", [True, False])
def test_allanora_interrupts_unless_its_controller_pays_one(pays):
    # Al'lanora (DOW-112): "[Exhaust] -> Interrupt target card unless its controller pays 1."
    # (EN 711 Interrupt; 412.2 paying exhausts a resource)
    automated("Al'lanora")
    st = start()
    allanora = put_real(st, 1, "Al'lanora", "allies")
    owl = put(st, 0, "Mist Owl", "hand")
    for _ in range((kw.data(st, owl).get("cost") or 0) + 1):  # the owl's cost, and 1 left to pay
        put(st, 0, "Mist Owl", "resources")
    st = apply(st, "play", 0, uid=owl, x=0)
    assert st.chain and st.chain[-1].uid == owl
    st = apply(st, "pass", 0)  # 410.1: the opponent gets priority with the owl on the chain
    power = next(i for i, pw in enumerate(card_powers(kw.data(st, allanora))) if pw.kind == "activated")
    st = apply(st, "power", 1, uid=allanora, power=power, x=0)
    st = _until_choice(st)
    if st.pending and st.pending[0].kind == "target":
        st = _until_choice(choose(st, str(owl)))
    assert st.pending[0].kind == "unless" and st.pending[0].player == 0
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    st = _until_choice(choose(st, "pay" if pays else "decline"))
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == ready - (1 if pays else 0)
    st = _until_choice(st)
    assert (owl in st.table.zone(0, "allies")) == pays
    assert (owl in st.table.zone(0, "graveyard")) == (not pays)


def test_allanora_interrupts_when_its_controller_cant_pay():
    # 412.2: no ready resource left, no question: the card is interrupted (EN 711)
    st = start()
    allanora = put_real(st, 1, "Al'lanora", "allies")
    owl = put(st, 0, "Mist Owl", "hand")
    for _ in range(kw.data(st, owl).get("cost") or 0):
        put(st, 0, "Mist Owl", "resources")
    st = apply(apply(st, "play", 0, uid=owl, x=0), "pass", 0)
    power = next(i for i, pw in enumerate(card_powers(kw.data(st, allanora))) if pw.kind == "activated")
    st = _until_choice(choose(apply(st, "power", 1, uid=allanora, power=power, x=0), str(owl)))
    assert not st.pending and owl in st.table.zone(0, "graveyard")


# --- a reward an opponent picks (script, scripts/coh.toml) -----------------------------------------


@pytest.mark.parametrize("let_draw", [True, False])
def test_if_youre_not_against_us_opponent_chooses_the_reward(let_draw):
    # If You're Not Against Us... (COH-196, famasin.deck): "Reward: An opponent chooses one: You draw
    # a card; or your hero deals 3 shadow damage to his hero." (EN 702.3 reward)
    automated("If You're Not Against Us...")
    st = start()
    put(st, 0, "Mist Owl", "resources")
    quest = put_real(st, 0, "If You're Not Against Us...", "resources", face_down=False)
    hand, before = len(st.table.zone(0, "hand")), st.table.cards[hero(st, 1)].damage
    st = _until_choice(apply(st, "quest", 0, uid=quest))
    assert st.pending[0].kind == "unless" and st.pending[0].player == 1  # the opponent chooses
    st = _until_choice(choose(st, "let_draw" if let_draw else "decline"))
    assert len(st.table.zone(0, "hand")) == hand + (1 if let_draw else 0)
    assert st.table.cards[hero(st, 1)].damage == before + (0 if let_draw else 3)


# --- Harmonize granted (EN glossary: "You pay 1 less to play allies with printed cost 4 or more") --


def test_mark_of_the_ancients_gives_plus_one_and_harmonize():
    # Mark of the Ancients (COH-14, famasin.deck): "Attach to target ally you control. Ongoing:
    # Attached ally has +1 / +1 and Harmonize." (400.1 attach; EN 714 continuous power)
    automated("Mark of the Ancients")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    big, small = put_real(st, 0, "Stonebranch, Ancient of War", "hand"), put_real(st, 0, "Jadefire Satyr", "hand")
    big_cost = costs.play_cost(st, 0, big)
    atk, health = kw.atk(st, owl), kw.health(st, owl)
    st, mark = play_real(st, "Mark of the Ancients", 0)
    st = _until_choice(st)
    if st.pending and st.pending[0].kind == "target":
        st = _until_choice(choose(st, str(owl)))
    assert st.table.cards[mark].attached_to == owl
    assert (kw.atk(st, owl), kw.health(st, owl)) == (atk + 1, health + 1)
    assert costs.play_cost(st, 0, big) == big_cost - 1  # printed cost 4 or more
    assert costs.play_cost(st, 0, small) == 2  # printed cost 2: no change
    assert costs.play_cost(st, 1, put_real(st, 1, "Stonebranch, Ancient of War", "hand")) == big_cost  # only its controller


def test_keeper_sharus_has_harmonize_only_with_another_monster():
    # Keeper Sharus (COH-156): "While you control another Monster hero or ally, this ally has Harmonize."
    automated("Keeper Sharus")
    st = start()
    put_real(st, 0, "Keeper Sharus", "allies")
    big = put_real(st, 0, "Stonebranch, Ancient of War", "hand")
    alone = costs.play_cost(st, 0, big)
    put_real(st, 0, "Jadefire Satyr", "allies")
    assert costs.play_cost(st, 0, big) == alone - 1
