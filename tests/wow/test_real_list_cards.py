"""Cards of the gathered real deck lists (``fixtures/decks``, issue #18) automated by per-card
scripts (``engine/wow/cards/scripts/real_lists.toml``), each played with the real card; and per list
the copies automated, which must not drop (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.wow.cards import scripts
from engine.wow.cards.compiler import is_automated
from engine.wow.decks import parse_deck
from tests.shared_data import needs

from .helpers import choose, resolve_chain, start
from .test_real_deck_lists import DECKS
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real, real_pool

pytestmark = needs(WOW_CARDS)

FLOOR = {
    "famasin.deck": 59,
    "merrick_deathwing.txt": 25,
    "morzyc_jihan_dmf_koln.txt": 36,
    "bragvi_shaman_rush.txt": 51,
    "zinsul_dk_states.txt": 44,
    "wright_varanis_dmf_koln.txt": 33,
    "alkio_plague_demonsoul_dmf_koln.txt": 41,
    "pedersen_leisha_worlds_2011.txt": 45,
    "alyssa_rogue_block.txt": 38,
    "cassie_alliance_priest_core.txt": 29,
    "leisha_druid_block.txt": 39,
}
"""Copies automated per list (hero, main deck and side deck), measured when these scripts were added."""


def _scripted(name: str) -> dict:
    data = automated(name)
    assert scripts.script_for(data) is not None, name
    return data


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_automated_copies_per_real_list_do_not_drop(name):
    check = parse_deck((DECKS / name).read_text(encoding="utf-8"), real_pool())
    uids = [*check.deck.main, *check.deck.sections.get("hero", []), *check.deck.sections.get("sideboard", [])]
    done = sum(is_automated(check.deck.cards[c]) for c in uids)
    assert done >= FLOOR[name], (name, done)


@pytest.mark.parametrize("picked", [0, 1, 2])
def test_ancestral_recovery_up_to_two_allies_from_your_graveyard(picked):
    # EN 706 "Put up to two target allies from your graveyard into your hand." — none, one or two
    # different allies; only your own graveyard (415.2), only allies
    _scripted("Ancestral Recovery")
    st = start()
    a, b = put_real(st, 0, "Anika Berlyn", "graveyard"), put_real(st, 0, "Karrok Scarrend", "graveyard")
    ability = put_real(st, 0, "Heroic Strike", "graveyard")
    theirs = put_real(st, 1, "Anika Berlyn", "graveyard")
    st, card = play_real(st, "Ancestral Recovery", 0)
    assert st.pending[0].min == 0  # "up to": no target is legal
    assert {o.id for o in st.pending[0].options} == {str(a), str(b)}  # not an ability, not the opponent's
    if picked == 0:
        st = choose(st)
    else:
        st = choose(st, str(a))
        assert {o.id for o in st.pending[0].options} == {str(b)}  # the second target is another ally
        st = choose(st, str(b)) if picked == 2 else choose(st)
    st = resolve_chain(st)
    assert [st.table.cards[u].zone for u in (a, b)] == [
        ("hand" if picked > i else "graveyard") for i in range(2)
    ]
    assert st.table.cards[ability].zone == "graveyard" and st.table.cards[theirs].zone == "graveyard"
    assert st.table.cards[card].zone == "graveyard"


@pytest.mark.parametrize("disease_in_deck", [True, False])
def test_chains_of_ice_attaches_and_searches_for_a_disease(disease_in_deck):
    # 400.1 "Attach to target opposing ally." (only an opposing ally, EN 706) then 413 "Search your deck for
    # a Disease, reveal it, and put it into your hand." (413.3: the search may fail); Ongoing (EN 714):
    # "Attached ally can't attack."
    from engine.wow import keywords as kw

    _scripted("Chains of Ice")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    enemy = put_real(st, 1, "Karrok Scarrend", "allies")
    disease = put_real(st, 0, "Frost Fever", "deck" if disease_in_deck else "graveyard")
    other = put_real(st, 0, "Heroic Strike", "deck")
    st, chains = play_real(st, "Chains of Ice", 0)
    assert {o.id for o in st.pending[0].options} == {str(enemy)}  # not your own ally
    st = resolve_chain(choose(st, str(enemy)))
    search = st.pending[0]
    assert search.kind == "search" and str(other) not in {o.id for o in search.options}
    assert ({o.id for o in search.options} == {str(disease)}) is disease_in_deck
    st = resolve_chain(choose(st, *([str(disease)] if disease_in_deck else [])))
    assert (
        st.table.cards[chains].attached_to == enemy
        and kw.has(st, enemy, "Can't Attack")
        and not kw.has(st, mine, "Can't Attack")
    )
    assert st.table.cards[disease].zone == ("hand" if disease_in_deck else "graveyard")
    assert st.table.cards[other].zone == "deck"


def test_doom_blossom_deals_damage_per_counter_then_is_destroyed():
    # 400.1 attach + 404.1 "put three blossom counters on Doom Blossom"; EN 703 "Ongoing: At the start of your
    # turn, your hero deals 1 shadow damage to attached character for each blossom counter, and then you
    # remove one. If none remain, destroy Doom Blossom." — 3, then 2, then 1 damage, then it is destroyed
    from .test_templates_turns import _advance

    _scripted("Doom Blossom")
    st = start()
    foe = st.heroes[1]
    st, blossom = play_real(st, "Doom Blossom", 0)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[blossom].attached_to == foe and st.table.cards[blossom].counters.get("blossom") == 3
    seen = []
    for turn in (3, 5, 7):
        before = st.table.cards[foe].damage
        st = _advance(st, turn)
        seen.append((st.table.cards[foe].damage - before, st.table.cards[blossom].counters.get("blossom", 0)))
    assert seen == [(3, 2), (2, 1), (1, 0)]
    assert st.table.cards[blossom].zone == "graveyard"


@pytest.mark.parametrize(
    ("destroyed", "hit"),
    [
        (None, False),
        ("Heroic Strike", False),
        ("Karrok Scarrend", True),
        ("Crul'korak, the Lightning's Arc", True),
    ],
)
def test_twilight_shadowdrake_needs_a_card_destroyed_this_turn(destroyed, hit):
    # EN 703 "When this ally enters play, if an ability, ally, or equipment was destroyed this turn, this ally
    # may deal 4 shadow damage to target hero." — the condition on this turn's history, checked on resolution
    # (EN 709); an ability merely played (and gone to the graveyard) was not destroyed
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    _scripted("Twilight Shadowdrake")
    st = start()
    if destroyed == "Heroic Strike":
        st, _ = play_real(st, "Heroic Strike", 0)
        while st.pending:
            st = choose(st, *[o.id for o in st.pending[0].options[: max(1, st.pending[0].min)]])
        st = resolve_chain(st)
        assert st.table.zone(0, "graveyard")
    elif destroyed:
        uid = put_real(st, 1, destroyed, "allies" if destroyed == "Karrok Scarrend" else "hero_row")
        procedure.event_triggers(st, destroy(st, uid, EN("709.1")))
        assert st.table.cards[uid].zone == "graveyard"
    before = st.table.cards[st.heroes[1]].damage
    st, drake = play_real(st, "Twilight Shadowdrake", 0)
    st = resolve_chain(st)
    assert st.table.cards[drake].zone == "allies"
    if st.pending:
        assert {o.id for o in st.pending[0].options} == {
            str(h) for h in st.heroes
        }  # target hero: either hero
        st = resolve_chain(choose(st, str(st.heroes[1])))
    assert (st.table.cards[st.heroes[1]].damage - before == 4) is hit


@pytest.mark.parametrize(("monster", "chosen"), [(True, 1), (True, 0), (False, 1)])
def test_harpy_matriarch_target_player_destroys_an_ability(monster, chosen):
    # EN 703 / Empower Monster: "When this ally enters play, if you control another Monster hero or ally, target
    # player chooses an ability he controls. Destroy that ability." — the condition on resolution (EN 709),
    # the player is a target (EN 706), the ability his own pick among his abilities (EN 709.1)
    _scripted("Harpy Matriarch")
    st = start()
    if monster:
        put_real(st, 0, "Gilblin Bully", "allies")  # another Monster ally
    mine = put_real(st, 0, "Barkskin", "hero_row")
    theirs = [put_real(st, 1, "Barkskin", "hero_row"), put_real(st, 1, "Grounding Totem", "hero_row")]
    st, harpy = play_real(st, "Harpy Matriarch", 0)
    st = resolve_chain(st)
    assert st.table.cards[harpy].zone == "allies"
    assert st.pending and {o.id for o in st.pending[0].options} == {
        str(h) for h in st.heroes
    }  # target player
    st = resolve_chain(choose(st, str(st.heroes[chosen])))
    if monster:
        pick = st.pending[0]
        assert pick.player == chosen and pick.min == pick.max == 1
        assert {o.id for o in pick.options} == (
            {str(u) for u in theirs} if chosen else {str(mine)}
        )  # his own abilities
        st = resolve_chain(choose(st, pick.options[0].id))
        gone = int(pick.options[0].id)
        assert st.table.cards[gone].zone == "graveyard"
    else:
        assert not st.pending
    left = [u for u in (mine, *theirs) if st.table.cards[u].zone == "hero_row"]
    assert len(left) == (2 if monster else 3)
