"""Cards of the gathered real deck lists (``fixtures/decks``, issue #18) automated by per-card
scripts (``engine/wow/cards/scripts/real_lists.toml``), each played with the real card; and per list
the copies automated, which must not drop (skipped without ../shared/data)."""

from __future__ import annotations

import pytest

from engine.wow.cards import scripts
from engine.wow.cards.compiler import is_automated
from engine.wow.decks import parse_deck
from tests.shared_data import needs

from .helpers import apply, choose, resolve_chain, start
from .test_real_deck_lists import DECKS
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real, real, real_pool

pytestmark = needs(WOW_CARDS)

FLOOR = {
    "famasin.deck": 62,
    "merrick_deathwing.txt": 61,
    "morzyc_jihan_dmf_koln.txt": 60,
    "bragvi_shaman_rush.txt": 61,
    "zinsul_dk_states.txt": 57,
    "wright_varanis_dmf_koln.txt": 67,
    "alkio_plague_demonsoul_dmf_koln.txt": 62,
    "pedersen_leisha_worlds_2011.txt": 61,
    "alyssa_rogue_block.txt": 58,
    "cassie_alliance_priest_core.txt": 58,
    "leisha_druid_block.txt": 57,
    "se7enhitman_quimtrix_priest.txt": 47,  # no longer held out: its cards are automated too (wlists session)
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


# --- cards of the lists added with the dailymetagame.com lists (issue #18, second round) --------------


def _power_index(data: dict, kind: str = "activated", nth: int = 0) -> int:
    from engine.wow.cards.compiler import card_powers

    return [i for i, pw in enumerate(card_powers(data)) if pw.kind == kind][nth]


def _as_hero(st, name: str) -> int:
    """The real hero ``name`` in place of player 0's fixture hero (test setup)."""
    from .helpers import hero

    old = hero(st, 0)
    new = put_real(st, 0, name, "hero_row")
    st.heroes[0] = new
    st.table.cards[old].zone = "removed"
    return new


def _token(st, player: int, name: str = "Wolf", tapped: bool = True) -> int:
    from engine.wow import procedure

    ev = procedure.make_tokens(
        st, player, {"name": name, "atk": 2, "damage_type": "melee", "health": 2, "keywords": []}, 1
    )
    uid = ev[0].data["uid"]
    st.table.cards[uid].tapped = tapped
    return uid


def test_stevrona_stash_readies_a_token_ally():
    # EN glossary Stash: placed face up, "Stash: Ready target token ally." triggers (411.1: only an exhausted
    # card readies); any player's token ally (EN 706), never a non-token ally
    from .helpers import apply

    _scripted("Stevrona Forgemender")
    st = start()
    mine, theirs = _token(st, 0), _token(st, 1)
    plain = put_real(st, 0, "Anika Berlyn", "allies", tapped=True)
    stev = put_real(st, 0, "Stevrona Forgemender", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=stev, face_up=True))
    assert {o.id for o in st.pending[0].options} == {str(mine), str(theirs)}
    st = resolve_chain(choose(st, str(theirs)))
    assert not st.table.cards[theirs].tapped and st.table.cards[mine].tapped and st.table.cards[plain].tapped
    assert st.table.cards[stev].face_down


@pytest.mark.parametrize(
    "armor", [[], ["Golem Skull Helm"], ["Golem Skull Helm", "Ornate Adamantium Breastplate"]]
)
def test_magni_dwarves_get_the_combined_def_of_your_armor_as_health(armor):
    # EN 714 "Dwarf heroes and allies you control have additional [Health] equal to the combined [DEF] of
    # armor you control." (304.2 DEF: 3 and 6) — your Dwarves only, Magni included; not the opponent's
    from engine.wow import keywords as kw

    _scripted("Magni, the Mountain King")
    st = start()
    magni = put_real(st, 0, "Magni, the Mountain King", "allies")
    dwarf, human = put_real(st, 0, "Kor Cindervein", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    their_dwarf = put_real(st, 1, "Kor Cindervein", "allies")
    put_real(st, 1, "Golem Skull Helm", "hero_row")  # the opponent's armor doesn't count
    for name in armor:
        put_real(st, 0, name, "hero_row")
    extra = {0: 0, 1: 3, 2: 9}[len(armor)]
    printed = {
        u: real(n)["health"]
        for u, n in ((magni, "Magni, the Mountain King"), (dwarf, "Kor Cindervein"), (human, "Anika Berlyn"))
    }
    assert kw.health(st, magni) == printed[magni] + extra and kw.health(st, dwarf) == printed[dwarf] + extra
    assert kw.health(st, human) == printed[human] and kw.health(st, their_dwarf) == printed[dwarf]


def test_magni_stash_puts_an_alliance_dwarf_warrior_token_into_play():
    # EN glossary Stash; 404.2 "Put a 1 [Melee] / 1 [Health] [Alliance] Dwarf Warrior ally token into play." —
    # an Alliance Dwarf Warrior: "[Alliance] heroes and allies" count it
    from engine.wow import keywords as kw
    from engine.wow.conditions import has_tag

    from .helpers import apply

    _scripted("Magni, the Mountain King")
    st = start()
    magni = put_real(st, 0, "Magni, the Mountain King", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=magni, face_up=True))
    st = resolve_chain(st)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1
    tok = tokens[0]
    assert (kw.atk(st, tok), kw.health(st, tok), kw.data(st, tok)["damage_type"]) == (1, 1, "melee")
    assert all(has_tag(st, tok, t) for t in ("Alliance", "Dwarf", "Warrior")) and not has_tag(
        st, tok, "Horde"
    )


def test_gift_of_the_earthmother_six_six_then_two_cards_when_the_ally_dies():
    # 400.1 "Attach to target ally."; EN 714 "Ongoing: Attached ally has +6/+6."; EN 703 "When attached ally is
    # destroyed, draw two cards."
    from engine.wow import keywords as kw
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    _scripted("Gift of the Earthmother")
    st = start()
    ally = put_real(st, 1, "Karrok Scarrend", "allies")
    atk, health = kw.atk(st, ally), kw.health(st, ally)
    st, gift = play_real(st, "Gift of the Earthmother", 0)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[gift].attached_to == ally
    assert (kw.atk(st, ally), kw.health(st, ally)) == (atk + 6, health + 6)
    hand = len(st.table.zone(0, "hand"))
    procedure.event_triggers(st, destroy(st, ally, EN("709.1")))
    st = resolve_chain(apply_pass(st))
    assert len(st.table.zone(0, "hand")) == hand + 2


def apply_pass(st):
    """Let the pre-priority check put waiting triggers on the chain (410.5)."""
    from .helpers import apply

    return apply(st, "pass", st.priority)


@pytest.mark.parametrize("x", [0, 1, 3])
def test_avatar_of_the_wild_puts_an_x_x_tiger_with_ferocity(x):
    # 201.3 X chosen on play; 404.2 "Put an X [Melee] / X [Health] Tiger ally token into play with Ferocity." —
    # X 0: a 0/0 token, destroyed by the pre-priority check (410.6a)
    from engine.wow import keywords as kw

    from .helpers import apply, resources

    _scripted("Avatar of the Wild")
    st = start()
    avatar = put_real(st, 0, "Avatar of the Wild", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=avatar, x=x))
    tigers = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    if x == 0:
        assert not tigers
        return
    assert len(tigers) == 1
    tiger = tigers[0]
    assert (kw.atk(st, tiger), kw.health(st, tiger)) == (x, x) and "Ferocity" in kw.keywords(st, tiger)
    assert kw.name(st, tiger) == "Tiger"


def _on_top(st, player: int, name: str) -> int:
    uid = put_real(st, player, name, "deck")
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    return uid


@pytest.mark.parametrize("top", ["Karrok Scarrend", "Heroic Strike", "Golem Skull Helm"])
def test_revealing_strike_discards_the_cards_sharing_the_top_cards_type(top):
    # 415.9d "Target opponent reveals the top card of his deck, and then he reveals his hand and discards all
    # cards that share a card type with the revealed card." — the top card stays; a totem is an ability and an
    # ally (305.3a); armor and weapons are both equipment (300.1)
    _scripted("Revealing Strike")
    st = start()
    st.table.zone(1, "hand").clear()
    revealed = _on_top(st, 1, top)
    ally, ability = put_real(st, 1, "Anika Berlyn", "hand"), put_real(st, 1, "Barkskin", "hand")
    totem, weapon = put_real(st, 1, "Grounding Totem", "hand"), put_real(st, 1, "Gorehowl", "hand")
    st, _ = play_real(st, "Revealing Strike", 0)
    st = resolve_chain(st)
    gone = {u for u in (ally, ability, totem, weapon) if st.table.cards[u].zone == "graveyard"}
    assert gone == {"Karrok Scarrend": {ally, totem}, "Heroic Strike": {ability, totem}, "Golem Skull Helm": {weapon}}[top]
    assert st.table.zones[1]["deck"][0] == revealed


def test_daze_looks_at_the_hand_and_the_chosen_card_is_discarded():
    # 415.4a the hand is hidden until an effect shows it; "Look at target player's hand and choose a card. He
    # discards that card." (EN 706: the player is a target; 415.9d)
    _scripted("Daze")
    st = start()
    st.table.zone(1, "hand").clear()
    a, b = put_real(st, 1, "Anika Berlyn", "hand"), put_real(st, 1, "Barkskin", "hand")
    assert not st.table.visible_to(st.table.cards[a], 0)
    st, _ = play_real(st, "Daze", 0)
    assert {o.id for o in st.pending[0].options} == {str(h) for h in st.heroes}
    st = resolve_chain(choose(st, str(st.heroes[1])))
    pick = st.pending[0]
    assert pick.player == 0 and pick.min == pick.max == 1 and {o.id for o in pick.options} == {str(a), str(b)}
    assert st.table.visible_to(st.table.cards[a], 0) and not st.table.visible_to(st.table.cards[a], None)
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].zone == "graveyard" and st.table.cards[a].zone == "hand"


def test_daze_stash_only_looks():
    # EN glossary Stash: "Stash : Look at target player's hand." — nothing is discarded
    from .helpers import apply

    _scripted("Daze")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "hand")
    daze = put_real(st, 0, "Daze", "hand")
    st = resolve_chain(apply(st, "resource", 0, uid=daze, face_up=True))
    st = resolve_chain(choose(st, str(st.heroes[1])))
    assert not st.pending and st.table.cards[a].zone == "hand" and st.table.visible_to(st.table.cards[a], 0)


@pytest.mark.parametrize("defender", ["hero", "ally", None])
def test_balanced_heartseeker_two_atk_per_heirloom_counter_while_your_hero_attacks_a_hero(defender):
    # EN 714 "While your hero is attacking a hero, this equipment has +2 ATK for each heirloom counter on it."
    # (404.1: counters counted continuously)
    from engine.wow import keywords as kw

    from .helpers import apply, hero

    _scripted("Balanced Heartseeker")
    st = start()
    blade = put_real(st, 0, "Balanced Heartseeker", "hero_row")
    st.table.cards[blade].counters["heirloom"] = 2
    base = real("Balanced Heartseeker")["atk"]
    assert kw.equipment_atk(st, blade) == base
    if defender is not None:
        target = hero(st, 1) if defender == "hero" else put_real(st, 1, "Karrok Scarrend", "allies")
        st = apply(st, "attack", 0, attacker=hero(st, 0), defender=target)
    assert kw.equipment_atk(st, blade) == base + (4 if defender == "hero" else 0)


@pytest.mark.parametrize("priest", [True, False])
def test_shanla_destroys_the_target_and_its_namesakes(priest):
    # EN 703 / Empower Priest: "if you control another Priest hero or ally, destroy target opposing ability and
    # all other opposing abilities with the same name as it." — the condition on resolution (EN 709)
    _scripted("Shanla, Herald of Faith")
    st = start()
    if priest:
        put_real(st, 0, "Jewelcrafter Zanaz", "allies")
    mine = put_real(st, 0, "Barkskin", "hero_row")
    skins = [put_real(st, 1, "Barkskin", "hero_row"), put_real(st, 1, "Barkskin", "hero_row")]
    other = put_real(st, 1, "Evasion", "hero_row")
    st, shanla = play_real(st, "Shanla, Herald of Faith", 0)
    st = resolve_chain(st)
    assert st.table.cards[shanla].zone == "allies"
    assert {o.id for o in st.pending[0].options} == {*map(str, skins), str(other)}  # opposing abilities only
    st = resolve_chain(choose(st, str(skins[0])))
    assert [st.table.cards[u].zone for u in skins] == ["graveyard" if priest else "hero_row"] * 2
    assert st.table.cards[other].zone == "hero_row" and st.table.cards[mine].zone == "hero_row"


@pytest.mark.parametrize("search", [True, False])
def test_bolvar_fetches_fordragon_hold_face_up_exhausted_and_returns_it_on_death(search):
    # EN 703 "When this ally enters play, you may search your deck for a card named Fordragon Hold and put it
    # into your resource row face up and exhausted." (413; 412.1c: not the turn's resource); Death Rattle
    # "Put each location you control into it's owner's hand."
    from engine.core.choices import YES
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    _scripted("Bolvar, Highlord of Fordragon Hold")
    st = start()
    hold = put_real(st, 0, "Fordragon Hold", "deck")
    st, bolvar = play_real(st, "Bolvar, Highlord of Fordragon Hold", 0)
    st = resolve_chain(st)
    assert st.pending[0].kind == "may"
    if not search:
        st = resolve_chain(choose(st, "no"))
        assert st.table.cards[hold].zone == "deck"
        return
    st = choose(st, YES)
    assert {o.id for o in st.pending[0].options} == {str(hold)}
    st = resolve_chain(choose(st, str(hold)))
    card = st.table.cards[hold]
    assert card.zone == "resources" and not card.face_down and card.tapped and not st.resource_placed[0]
    procedure.event_triggers(st, destroy(st, bolvar, EN("709.1")))
    st = resolve_chain(apply_pass(st))
    assert st.table.cards[hold].zone == "hand"


@pytest.mark.parametrize(("target", "hit_back"), [("small", False), ("big", True), ("hero", True)])
def test_shadow_word_death_hurts_your_hero_unless_the_target_has_fatal_damage(target, hit_back):
    # "Your hero deals 3 shadow damage to target hero or ally. I[f] that character doesn't have fatal damage on
    # it, put 3 damage on your hero." — fatal damage (405.2) read as it resolves; placed damage (405.3)
    from .helpers import hero

    _scripted("Shadow Word: Death")
    st = start()
    small = put_real(st, 1, "Cerwyn", "allies")  # 1 ATK / 3 health?
    big = put_real(st, 1, "Karrok Scarrend", "allies")
    from engine.wow import keywords as kw

    small_ok = kw.health(st, small) <= 3 < kw.health(st, big)
    assert small_ok, (kw.health(st, small), kw.health(st, big))
    victim = {"small": small, "big": big, "hero": hero(st, 1)}[target]
    st, _ = play_real(st, "Shadow Word: Death", 0)
    st = resolve_chain(choose(st, str(victim)))
    assert st.table.cards[hero(st, 0)].damage == (3 if hit_back else 0)
    if target == "small":
        assert st.table.cards[small].zone == "graveyard"


@pytest.mark.parametrize("whose", [0, 1])
def test_twisted_mind_spike_damage_then_the_targets_controller_discards(whose):
    # 403.1 "As an additional cost …, destroy an ability, ally, or equipment you control."; "Your hero deals 3
    # shadow damage to target ally. Then, its controller discards a card." (415.9d)
    from .helpers import apply, resources

    _scripted("Twisted Mind Spike")
    st = start()
    fodder = put_real(st, 0, "Barkskin", "hero_row")
    victim = put_real(st, whose, "Karrok Scarrend", "allies")
    spike = put_real(st, 0, "Twisted Mind Spike", "hand")
    resources(st, 0, 1)
    hands = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    st = apply(st, "play", 0, uid=spike, x=0, extra=[fodder])
    st = resolve_chain(choose(st, str(victim)))
    assert st.table.cards[fodder].zone == "graveyard" and st.table.cards[victim].damage == 3
    if st.pending:  # the discarding player picks (415.9d)
        assert st.pending[0].player == whose
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    after = [len(st.table.zone(q, "hand")) for q in (0, 1)]
    spent = [1, 0]  # the Spike left P1's hand
    assert [hands[q] - after[q] - spent[q] for q in (0, 1)] == [1 if q == whose else 0 for q in (0, 1)]


@pytest.mark.parametrize("counters", [0, 2])
def test_devout_aurastone_hammer_next_ally_costs_one_less_plus_one_per_counter(counters):
    # 403.2 "[Exhaust] -> You pay 1 less to play your next ally this turn and an additional 1 less for each
    # heirloom counter on this equipment." — only the next ally (712.2: used up)
    from engine.wow import costs

    from .helpers import apply, resources

    data = _scripted("Devout Aurastone Hammer")
    st = start()
    hammer = put_real(st, 0, "Devout Aurastone Hammer", "hero_row")
    st.table.cards[hammer].counters["heirloom"] = counters
    ally = put_real(st, 0, "Anika Berlyn", "hand")
    printed = real("Anika Berlyn")["cost"]
    st = resolve_chain(apply(st, "power", 0, uid=hammer, power=_power_index(data), x=0))
    assert st.table.cards[hammer].tapped
    assert costs.play_cost(st, 0, ally) == printed - 1 - counters
    resources(st, 0, printed)
    st = resolve_chain(apply(st, "play", 0, uid=ally, x=0))
    assert st.table.cards[ally].zone == "allies"
    second = put_real(st, 0, "Anika Berlyn", "hand")
    assert costs.play_cost(st, 0, second) == printed  # used up by the first ally (712.2)


@pytest.mark.parametrize("bolvar", [True, False])
def test_fordragon_hold_gives_alliance_cards_assault_only_with_bolvar(bolvar):
    # EN 701.1 "If you control an ally with Bolvar in its name: [Exhaust] -> [Alliance] heroes and allies you
    # control have Assault 1 this turn." — usable only while the condition holds
    from engine.core.rules import RulesError
    from engine.wow import keywords as kw

    from .helpers import apply

    data = _scripted("Fordragon Hold")
    st = start()
    hold = put_real(st, 0, "Fordragon Hold", "resources")
    alliance, horde = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    power = _power_index(data, nth=1)
    if not bolvar:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=hold, power=power, x=0)
        return
    put_real(st, 0, "Bolvar, Highlord of Fordragon Hold", "allies")
    st = resolve_chain(apply(st, "power", 0, uid=hold, power=power, x=0))
    assert kw.keywords(st, alliance).get("Assault") == 1
    assert "Assault" not in kw.keywords(st, horde) and "Assault" not in kw.keywords(st, theirs)


def test_tinker_priest_cassie_the_opponent_returns_an_ability_an_ally_and_an_equipment():
    # EN 701.1 "On your turn: 5, Flip Cassie -> Target opponent chooses an ability, ally and equipment he
    # controls. Put each of them into its owner's hand." — his picks (EN 709.1), one of each kind
    from engine.core.rules import RulesError

    from .helpers import apply, resources

    data = _scripted("Tinker Priest Cassie")
    st = start()
    cassie = _as_hero(st, "Tinker Priest Cassie")
    abilities = [put_real(st, 1, "Barkskin", "hero_row"), put_real(st, 1, "Evasion", "hero_row")]
    ally = put_real(st, 1, "Karrok Scarrend", "allies")
    weapon = put_real(st, 1, "Gorehowl", "hero_row")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    resources(st, 0, 5)
    st = apply(st, "power", 0, uid=cassie, power=_power_index(data), x=0)
    st = resolve_chain(st)
    picked = []
    for want in ({*abilities}, {ally}, {weapon}):
        pick = st.pending[0]
        assert pick.player == 1 and {int(o.id) for o in pick.options} == want
        picked.append(int(pick.options[-1].id))
        st = resolve_chain(choose(st, pick.options[-1].id))
    assert all(st.table.cards[u].zone == "hand" for u in picked)
    assert st.table.cards[abilities[0]].zone == "hero_row" and st.table.cards[mine].zone == "allies"
    assert st.table.cards[cassie].flags.get("flipped")
    with pytest.raises(RulesError):  # flipped: the cost can't be paid again (301.2)
        apply(st, "power", 0, uid=cassie, power=_power_index(data), x=0)


def test_sinestra_destroys_another_non_token_card_for_two_dragonkin():
    # 403.1 "On your turn: Destroy another non-token ability, ally or equipment you control -> Put two 1[Shadow]
    # / 1[Health] Twilight Dragonkin ally tokens into play with ferocity." (404.2)
    from engine.wow import keywords as kw

    from .helpers import apply, labels

    data = _scripted("Sinestra")
    st = start()
    sinestra = put_real(st, 0, "Sinestra", "allies")
    ability, ally = put_real(st, 0, "Barkskin", "hero_row"), put_real(st, 0, "Anika Berlyn", "allies")
    token = _token(st, 0, tapped=False)
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    power = _power_index(data)
    from engine.wow import choice_cost
    from engine.wow.cards.compiler import card_powers

    payers = set(choice_cost.candidates(st, 0, sinestra, card_powers(data)[power].cost["choose"]))
    assert payers == {ability, ally}  # not itself, not a token, not the opponent's
    assert any("Sinestra" in lab for lab in labels(st, 0))
    st = resolve_chain(apply(st, "power", 0, uid=sinestra, power=power, x=0, pay=[ally]))
    assert st.table.cards[ally].zone == "graveyard" and st.table.cards[theirs].zone == "allies"
    new = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token") and u != token]
    assert len(new) == 2
    for u in new:
        assert (kw.atk(st, u), kw.health(st, u), kw.data(st, u)["damage_type"]) == (1, 1, "shadow")
        assert "Ferocity" in kw.keywords(st, u) and kw.name(st, u) == "Twilight Dragonkin"


@pytest.mark.parametrize("in_graveyard", ["ally", "ability", None])
def test_jaina_costs_follow_the_card_types_in_each_players_graveyard(in_graveyard):
    # 403.2 "Each opponent pays 1 more to play cards that share a card type with a card in his graveyard. You
    # pay 1 less to play cards that share a card type with a card in your graveyard, to a minimum of 1" — each
    # player's own graveyard (415.2); a totem is an ability and an ally (305.3a)
    from engine.wow import costs

    _scripted("Jaina, Lady of Theramore")
    st = start()
    put_real(st, 0, "Jaina, Lady of Theramore", "allies")
    if in_graveyard:
        for q in (0, 1):
            put_real(st, q, "Karrok Scarrend" if in_graveyard == "ally" else "Barkskin", "graveyard")
    names = ("Anika Berlyn", "Cerwyn", "Heroic Strike", "Grounding Totem")
    printed = {n: real(n)["cost"] for n in names}
    assert printed["Cerwyn"] == 1  # the minimum of 1 leaves it at 1
    for name in names:
        mine, theirs = put_real(st, 0, name, "hand"), put_real(st, 1, name, "hand")
        kinds = (
            {"ally"}
            if real(name)["type"] == "ally"
            else {"ability", *(["ally"] if real(name).get("totem") else [])}
        )
        shares = in_graveyard in kinds
        assert costs.play_cost(st, 0, mine) == (
            max(printed[name] - 1, 1) if shares and printed[name] > 1 else printed[name]
        )
        assert costs.play_cost(st, 1, theirs) == printed[name] + (1 if shares else 0)


def test_fan_of_knives_returns_from_the_graveyard_for_a_weapon():
    # EN 701.1 "On your turn: Discard a weapon -> Put this ability from your graveyard into your hand." — used
    # from your own graveyard only (415.2), on your turn, paying with a weapon from your hand (403.1, 415.9d)
    from engine.core.rules import RulesError

    from .helpers import apply, labels

    data = _scripted("Fan of Knives")
    st = start()
    power = _power_index(data)
    fan = put_real(st, 0, "Fan of Knives", "graveyard")
    theirs = put_real(st, 1, "Fan of Knives", "graveyard")
    other = put_real(st, 0, "Heroic Strike", "hand")
    with pytest.raises(RulesError):  # no weapon in hand: the cost can't be paid
        apply(st, "power", 0, uid=fan, power=power, x=0, pay=[other])
    weapon = put_real(st, 0, "Gorehowl", "hand")
    assert (
        sum("Fan of Knives" in lab for lab in labels(st, 0)) == 1
    )  # one weapon to pay with, one Fan of yours
    with pytest.raises(RulesError):  # not your graveyard
        apply(st, "power", 0, uid=theirs, power=power, x=0, pay=[weapon])
    st = resolve_chain(apply(st, "power", 0, uid=fan, power=power, x=0, pay=[weapon]))
    assert st.table.cards[fan].zone == "hand" and st.table.cards[weapon].zone == "graveyard"
    assert st.table.cards[theirs].zone == "graveyard"


def test_fan_of_knives_only_on_your_turn_and_not_in_hand():
    # EN 701.1 "On your turn:"; the power works from the graveyard only
    from engine.core.rules import RulesError

    from .helpers import apply

    data = _scripted("Fan of Knives")
    st = start()
    power = _power_index(data)
    in_hand = put_real(st, 0, "Fan of Knives", "hand")
    weapon = put_real(st, 0, "Gorehowl", "hand")
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=in_hand, power=power, x=0, pay=[weapon])
    fan = put_real(st, 1, "Fan of Knives", "graveyard")
    axe = put_real(st, 1, "Gorehowl", "hand")
    with pytest.raises(RulesError):  # P2's graveyard, but P1's turn
        apply(st, "power", 1, uid=fan, power=power, x=0, pay=[axe])


@pytest.mark.parametrize("flipped", [True, False])
def test_bladesinger_alyssa_back_face_echoes_combat_damage_to_the_allys_hero(flipped):
    # 301.2 "FRONT: 5 -> Flip Alyssa"; 301.2a only the face showing works; "BACK: When Alyssa deals combat damage
    # to an ally, she also deals that much melee damage to target hero in that ally's party." (EN 703; 408.3)
    from engine.core import Modifier
    from engine.wow import keywords as kw

    from .helpers import apply, hero, resources

    data = _scripted("Bladesinger Alyssa")
    st = start()
    alyssa = _as_hero(st, "Bladesinger Alyssa")
    # the imported data has no health for this hero: give her some to survive (test setup)
    st.modifiers.append(
        Modifier(alyssa, "health", 30, duration="permanent", player=0, turn=st.turn, source=alyssa)
    )
    if flipped:
        resources(st, 0, 5)
        st = resolve_chain(apply(st, "power", 0, uid=alyssa, power=_power_index(data), x=0))
        assert st.table.cards[alyssa].flags.get("flipped")
    st.modifiers.append(
        Modifier(alyssa, "atk", 2, duration="this_turn", player=0, turn=st.turn, source=alyssa)
    )
    assert kw.atk(st, alyssa) == 2
    enemy = put_real(st, 1, "Karrok Scarrend", "allies")
    foe = hero(st, 1)
    st = apply(st, "attack", 0, attacker=alyssa, defender=enemy)
    for _ in range(20):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.pending and st.pending[0].kind == "target":
            assert {o.id for o in st.pending[0].options} == {str(foe)}  # the hero of that ally's party
            st = choose(st, str(foe))
        elif st.combat is None and not st.chain:
            break
        else:
            st = apply(st, "pass", st.priority)
    assert st.table.cards[enemy].damage == 2
    assert st.table.cards[foe].damage == (2 if flipped else 0)


# --- cards of the development lists, third round (issue #18) ----------------------------------------


@pytest.mark.parametrize("onyxia_already", [False, True])
def test_nefarian_puts_onyxia_into_play_with_her_tag_limit(onyxia_already):
    # EN 703 / 404.2 "When this ally enters play, put a 8 [Fire] / 8 [Health] Black Dragonkin ally token named
    # Onyxia into play with Onyxia (1)" — a second Onyxia breaks the tag limit (414.3b): one is destroyed (414.2)
    from engine.wow import keywords as kw
    from engine.wow.conditions import has_tag

    _scripted("Nefarian")
    st = start()
    if onyxia_already:
        st, first = play_real(st, "Nefarian", 0, pay=8)
        st = resolve_chain(st)
        st.table.move(
            first, "graveyard"
        )  # Nefarian (1) himself is unique too: only Onyxia stays (test setup)
    st, nef = play_real(st, "Nefarian", 0, pay=8)
    st = resolve_chain(st)
    assert st.table.cards[nef].zone == "allies"
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    if onyxia_already:
        pend = st.pending[0]
        assert pend.kind == "uniqueness" and {o.id for o in pend.options} == {str(u) for u in tokens}
        st = resolve_chain(choose(st, str(tokens[0])))
        tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1 and not st.pending
    tok = tokens[0]
    assert (kw.name(st, tok), kw.atk(st, tok), kw.health(st, tok), kw.data(st, tok)["damage_type"]) == (
        "Onyxia",
        8,
        8,
        "fire",
    )
    assert has_tag(st, tok, "Dragonkin") and "Onyxia (1)" in kw.data(st, tok)["tags"]


@pytest.mark.parametrize("bonus", [0, 2])
def test_crulkorak_nature_allies_get_assault_equal_to_its_atk(bonus):
    # EN 714 "[Nature] allies you control have Assault X, where X is the ATK of this weapon." — X follows the
    # weapon's current ATK (303.2a); Assault adds ATK on your turn only (EN glossary Assault)
    from engine.core.effects import Modifier
    from engine.wow import keywords as kw

    _scripted("Crul'korak, the Lightning's Arc")
    st = start()
    axe = put_real(st, 0, "Crul'korak, the Lightning's Arc", "hero_row")
    nature = put_real(st, 0, "Varandas Silverleaf", "allies")
    melee = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Varandas Silverleaf", "allies")
    if bonus:
        st.modifiers.append(
            Modifier(axe, "atk", bonus, duration="this_turn", player=0, turn=st.turn, source=axe)
        )
    x = real("Crul'korak, the Lightning's Arc")["atk"] + bonus
    assert kw.keywords(st, nature).get("Assault") == x
    assert kw.atk(st, nature) == real("Varandas Silverleaf")["atk"] + x
    assert "Assault" not in kw.keywords(st, melee) and "Assault" not in kw.keywords(st, theirs)
    st.active = 1  # the opponent's turn: Assault adds nothing
    assert kw.atk(st, nature) == real("Varandas Silverleaf")["atk"]


@pytest.mark.parametrize("on", [1, 0])
def test_withering_decay_pings_the_attached_hero_and_shrinks_his_party_on_your_turn(on):
    # 400.1 "Attach to target hero."; EN 703 "Ongoing: At the start of your turn, your hero deals 1 shadow damage
    # to attached hero."; EN 714 "On your turn, allies in attached hero's party have -1 [Health]."
    from engine.wow import keywords as kw

    from .test_templates_turns import _advance

    _scripted("Withering Decay")
    st = start()
    theirs, mine = put_real(st, 1, "Karrok Scarrend", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    health = kw.health(st, theirs)
    target = st.heroes[on]
    st, decay = play_real(st, "Withering Decay", 0)
    st = resolve_chain(choose(st, str(target)))
    assert st.table.cards[decay].attached_to == target
    shrunk, kept = (theirs, mine) if on == 1 else (mine, theirs)
    assert kw.health(st, shrunk) == health - 1 and kw.health(st, kept) == health
    st = _advance(st, 2)  # the opponent's turn: no -1
    assert kw.health(st, shrunk) == health and st.table.cards[target].damage == 0
    st = _advance(st, 3)
    assert st.table.cards[target].damage == 1 and kw.health(st, shrunk) == health - 1


def _fight(st, attacker, defender, player: int = 0):
    """Attack, no protector, pass until the combat and its triggers are done."""
    from .helpers import apply

    st = apply(st, "attack", player, attacker=attacker, defender=defender)
    for _ in range(30):
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        elif st.pending or (st.combat is None and not st.chain and not st.triggers):
            break
        else:
            st = apply(st, "pass", st.priority)
    return st


@pytest.mark.parametrize("role", ["attacks", "defends", "empty_deck"])
def test_witch_doctor_kabooma_reveals_the_top_card_and_burns_your_hero_by_its_cost(role):
    # EN 703 "When this ally deals combat damage to a defending hero, reveal the top card of your deck. This ally
    # deals shadow damage to your hero equal to that revealed card's cost, then put that card into your hand."
    # (415.3a reveal, 415.2 to hand) — not when it defends against an attacking hero (EN 603)
    from engine.core import Modifier

    _scripted("Witch Doctor Ka'booma")
    st = start()
    doctor = put_real(st, 0, "Witch Doctor Ka'booma", "allies")
    mine, foe = st.heroes
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "removed")
    top = None if role == "empty_deck" else put_real(st, 0, "Karrok Scarrend", "deck")
    cost = real("Karrok Scarrend")["cost"]
    if role == "defends":
        st.active = st.priority = 1
        st.modifiers.append(Modifier(foe, "atk", 1, duration="this_turn", player=1, turn=st.turn, source=foe))
        st = _fight(st, foe, doctor, player=1)
        assert st.table.cards[foe].damage == real("Witch Doctor Ka'booma")["atk"]  # it did deal combat damage
    else:
        st = _fight(st, doctor, foe)
        assert st.table.cards[foe].damage == real("Witch Doctor Ka'booma")["atk"]
    fired = role == "attacks"
    assert st.table.cards[mine].damage == (cost if fired else 0)
    if top is not None:
        assert st.table.cards[top].zone == ("hand" if fired else "deck")


@pytest.mark.parametrize("disease", ["Blood Plague", "Frost Fever", None])
def test_outbreak_minus_x_where_x_is_the_cost_of_a_disease_you_control(disease):
    # "Opposing allies have -X / -X this turn, where X is the cost of a Disease you control." — the Disease is
    # picked on resolution among yours (EN 709.1; not the opponent's); none: X is 0; your allies are untouched
    from engine.wow import keywords as kw

    _scripted("Outbreak")
    st = start()
    foe = st.heroes[1]
    mine = {n: put_real(st, 0, n, "hero_row", attached_to=foe) for n in ("Blood Plague", "Frost Fever")}
    theirs = put_real(st, 1, "Frost Fever", "hero_row", attached_to=st.heroes[0])
    if disease is None:
        for u in mine.values():
            st.table.move(u, "graveyard")
    enemy, friend = put_real(st, 1, "Karrok Scarrend", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    atk, health = kw.atk(st, enemy), kw.health(st, enemy)
    st, _ = play_real(st, "Outbreak", 0)
    st = resolve_chain(st)
    x = 0
    if disease is not None:
        pick = st.pending[0]
        assert pick.player == 0 and {o.id for o in pick.options} == {str(u) for u in mine.values()}
        assert str(theirs) not in {o.id for o in pick.options}
        st = resolve_chain(choose(st, str(mine[disease])))
        x = real(disease)["cost"]
    assert not st.pending
    assert (kw.atk(st, enemy), kw.health(st, enemy)) == (atk - x, health - x)
    assert (kw.atk(st, friend), kw.health(st, friend)) == (atk, health)


@pytest.mark.parametrize("case", ["turns", "declines", "no_quest"])
def test_varandas_silverleaf_turns_a_quest_face_down_to_deal_three(case):
    # EN 703 "When this ally enters play, you may turn a quest you control face down. If you do, this ally deals
    # 3 nature damage to target ally." — the quest picked on resolution among your face-up quests (EN 709.1,
    # 412.1b), the damage only if you did (EN 709.3)
    _scripted("Varandas Silverleaf")
    st = start()
    quest = put_real(st, 0, "Swift Discipline", "resources")
    if case == "no_quest":
        st.table.cards[quest].face_down = True
    put_real(st, 1, "Challenge to the Black Flight", "resources")  # the opponent's quest: not yours
    enemy = put_real(st, 1, "Karrok Scarrend", "allies")
    st, varandas = play_real(st, "Varandas Silverleaf", 0)
    st = resolve_chain(st)
    assert st.table.cards[varandas].zone == "allies"
    assert st.pending[0].kind == "target" and str(enemy) in {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(enemy)))
    assert st.pending[0].kind == "may"  # "you may" (EN 709.3)
    st = choose(st, "yes" if case != "declines" else "no")
    if case == "turns":
        pick = st.pending[0]
        assert {o.id for o in pick.options} == {str(quest)}
        st = choose(st, str(quest))
    st = resolve_chain(st)
    assert not st.pending
    assert st.table.cards[quest].face_down is (case != "declines")
    assert st.table.cards[enemy].damage == (3 if case == "turns" else 0)


def test_eye_of_kilrogg_removes_the_chosen_card_from_the_game():
    # 415.4a "Look at target opponent's hand and choose a card. Remove that card from the game." — the looker
    # picks among the opponent's hand; the card goes to the removed zone, not the graveyard
    _scripted("Eye of Kilrogg")
    st = start()
    st.table.zone(1, "hand").clear()
    a, b = put_real(st, 1, "Anika Berlyn", "hand"), put_real(st, 1, "Barkskin", "hand")
    mine = put_real(st, 0, "Karrok Scarrend", "hand")
    st, _ = play_real(st, "Eye of Kilrogg", 0)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert pick.player == 0 and pick.min == pick.max == 1 and {o.id for o in pick.options} == {str(a), str(b)}
    assert st.table.visible_to(st.table.cards[a], 0)
    st = resolve_chain(choose(st, str(b)))
    assert st.table.cards[b].zone == "removed" and st.table.cards[a].zone == "hand"
    assert st.table.cards[mine].zone == "hand" and not st.table.zone(1, "graveyard")


@pytest.mark.parametrize(("theirs", "mine", "gone"), [(2, 1, True), (1, 1, False), (2, 0, True)])
def test_munkin_blackfist_destroys_equipment_only_from_a_richer_controller(theirs, mine, gone):
    # EN 703 "When Munkin enters play, destroy target equipment if its controller has more equipment than you."
    # — counted on resolution (EN 709); the target is any equipment (EN 706)
    _scripted("Munkin Blackfist")
    st = start()
    kit = ["Golem Skull Helm", "Ornate Adamantium Breastplate"]
    their_gear = [put_real(st, 1, n, "hero_row") for n in kit[:theirs]]
    my_gear = [put_real(st, 0, n, "hero_row") for n in kit[:mine]]
    st, munkin = play_real(st, "Munkin Blackfist", 0)
    st = resolve_chain(st)
    assert st.table.cards[munkin].zone == "allies"
    assert {str(u) for u in their_gear + my_gear} == {o.id for o in st.pending[0].options}
    st = resolve_chain(choose(st, str(their_gear[0])))
    assert (st.table.cards[their_gear[0]].zone == "graveyard") is gone
    assert all(st.table.cards[u].zone == "hero_row" for u in my_gear)


def test_munkin_blackfist_never_destroys_your_own_equipment():
    # "if its controller has more equipment than you": your own equipment's controller is you
    _scripted("Munkin Blackfist")
    st = start()
    mine = put_real(st, 0, "Golem Skull Helm", "hero_row")
    st, _ = play_real(st, "Munkin Blackfist", 0)
    st = resolve_chain(choose(resolve_chain(st), str(mine)))
    assert st.table.cards[mine].zone == "hero_row"


def test_prince_kaelthas_takes_the_ready_opposing_resources_at_the_end_of_your_turn():
    # EN 703 "At the end of your turn, gain control of all ready opposing resources. (Move them to your resource
    # row.)" (401.3) — exhausted ones stay; not at the end of the opponent's turn
    from .test_templates_turns import _advance

    _scripted("Prince Kael'thas Sunstrider")
    st = start()
    put_real(st, 0, "Prince Kael'thas Sunstrider", "allies")
    for u in list(st.table.zone(0, "resources")) + list(st.table.zone(1, "resources")):
        st.table.move(u, "removed")
    ready = [put_real(st, 1, "Karrok Scarrend", "resources", face_down=True) for _ in range(2)]
    spent = put_real(st, 1, "Anika Berlyn", "resources", face_down=True, tapped=True)
    quest = put_real(st, 1, "Swift Discipline", "resources")  # a face-up ready resource too
    mine = put_real(st, 0, "Barkskin", "resources", face_down=True)
    st = _advance(st, 2)
    assert set(st.table.zone(0, "resources")) == {mine, *ready, quest}
    assert st.table.zone(1, "resources") == [spent]
    assert all(st.table.cards[u].controller == 0 and st.table.cards[u].owner == 1 for u in (*ready, quest))
    st = _advance(st, 3)  # the end of the opponent's turn: nothing more moves
    assert st.table.zone(1, "resources") == [spent]


def test_lady_vashj_rolls_a_die_for_naga_tokens_at_the_end_of_each_turn():
    # EN 703 "At the end of each turn, roll a die. Put that many Naga ally tokens with 1 Melee ATK / 1 health into
    # play." (404.2) — each turn's roll is 1 to 6, the tokens are hers, 1/1 melee Nagas
    from engine.wow import keywords as kw

    from .test_templates_turns import _advance

    _scripted("Lady Vashj")
    st = start()
    put_real(st, 0, "Lady Vashj", "allies")
    rolls = []
    for turn in (2, 3, 4):
        before = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
        st = _advance(st, turn)
        now = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
        rolls.append(len(now) - len(before))
    assert all(1 <= r <= 6 for r in rolls)
    assert not any(st.table.cards[u].flags.get("token") for u in st.table.zone(1, "allies"))
    tok = now[0]
    assert (kw.name(st, tok), kw.atk(st, tok), kw.health(st, tok), kw.data(st, tok)["damage_type"]) == (
        "Naga",
        1,
        1,
        "melee",
    )


@pytest.mark.parametrize("n", [0, 1, 3])
def test_cannibalize_removes_graveyard_allies_and_heals_two_each(n):
    # "Remove any number of ally cards in graveyards from the game. Your hero heals 2 damage from itself for each
    # card removed." — any number, none too, allies only, from every graveyard (EN 709.1); 407.1 heal
    _scripted("Cannibalize")
    st = start()
    mine = st.heroes[0]
    st.table.cards[mine].damage = 10
    allies = [
        put_real(st, 0, "Anika Berlyn", "graveyard"),
        put_real(st, 1, "Karrok Scarrend", "graveyard"),
        put_real(st, 1, "Anika Berlyn", "graveyard"),
    ]
    ability = put_real(st, 1, "Barkskin", "graveyard")
    st, _ = play_real(st, "Cannibalize", 0)
    st = resolve_chain(st)
    pick = st.pending[0]
    assert (
        pick.player == 0
        and pick.min == 0
        and pick.max == 3
        and {o.id for o in pick.options} == {str(u) for u in allies}
    )
    st = resolve_chain(choose(st, *[str(u) for u in allies[:n]]))
    assert [st.table.cards[u].zone for u in allies] == ["removed"] * n + ["graveyard"] * (3 - n)
    assert st.table.cards[ability].zone == "graveyard"
    assert st.table.cards[mine].damage == 10 - 2 * n


def test_terokks_shadowstaff_the_opponent_picks_the_ally_you_take():
    # 701.1 "2, Destroy Terokk's Shadowstaff -> Target opponent chooses an ally in his party, and you gain control
    # of it." — his pick among his allies on resolution (EN 709.1), then control changes (401.3)
    from .helpers import apply, resources

    data = _scripted("Terokk's Shadowstaff")
    st = start()
    staff = put_real(st, 0, "Terokk's Shadowstaff", "hero_row")
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, uid=staff, power=_power_index(data), x=0))
    assert st.table.cards[staff].zone == "graveyard"  # the cost
    pick = st.pending[0]
    assert pick.player == 1 and {o.id for o in pick.options} == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    assert (
        st.table.cards[b].controller == 0 and b in st.table.zone(0, "allies") and st.table.cards[b].owner == 1
    )
    assert st.table.cards[a].controller == 1 and st.table.cards[mine].controller == 0


@pytest.mark.parametrize("x", [2, 5, 6])
def test_mana_sapphire_draws_x_only_up_to_five(x):
    # 701.1 "Ongoing: X, Destroy this ability -> If X is 5 or less, draw X cards." (201.3 X paid; EN 709)
    from .helpers import apply, resources

    data = _scripted("Mana Sapphire")
    st = start()
    sapphire = put_real(st, 0, "Mana Sapphire", "hero_row")
    resources(st, 0, x)
    hand = len(st.table.zone(0, "hand"))
    st = resolve_chain(apply(st, "power", 0, uid=sapphire, power=_power_index(data), x=x))
    assert st.table.cards[sapphire].zone == "graveyard"
    assert len(st.table.zone(0, "hand")) == hand + (x if x <= 5 else 0)


@pytest.mark.parametrize("deck", [12, 9])
def test_tuskarr_kite_puts_the_tenth_card_into_your_hand(deck):
    # 701.1 "Ongoing: [Exhaust], Exhaust an ally you control -> Put the card tenth from the top of your deck in
    # your hand." — the exhausted ally is the cost (403.1); fewer than ten cards: no tenth card
    from .helpers import apply

    data = _scripted("Tuskarr Kite")
    st = start()
    kite = put_real(st, 0, "Tuskarr Kite", "hero_row")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    for u in list(st.table.zone(0, "deck")):
        st.table.move(u, "removed")
    cards = [put_real(st, 0, "Karrok Scarrend", "deck") for _ in range(deck)]
    before = st.table.top(0, "deck", deck)
    tenth = before[9] if deck >= 10 else None
    assert set(before) == set(cards)
    st = resolve_chain(apply(st, "power", 0, uid=kite, power=_power_index(data), x=0, pay=[ally]))
    assert st.table.cards[kite].tapped and st.table.cards[ally].tapped
    if tenth is None:
        assert len(st.table.zone(0, "deck")) == deck
    else:
        assert st.table.cards[tenth].zone == "hand" and len(st.table.zone(0, "deck")) == deck - 1
        assert st.table.top(0, "deck", 9) == before[:9]  # the nine above it stay in order


def test_conjured_cinnamon_roll_heals_per_resource_and_changes_hands():
    # 701.1 "Ongoing: 1, Destroy Conjured Cinnamon Roll -> Your hero heals 1 damage from itself for each of your
    # resources." (407.1) and "1 -> Target player gains control of Conjured Cinnamon Roll." (401.3)
    from .helpers import apply, resources

    data = _scripted("Conjured Cinnamon Roll")
    st = start()
    roll = put_real(st, 0, "Conjured Cinnamon Roll", "hero_row")
    resources(st, 0, 4)
    n = len(st.table.zone(0, "resources"))
    st = resolve_chain(apply(st, "power", 0, uid=roll, power=_power_index(data, nth=1), x=0))
    assert st.pending[0].kind == "target" and {o.id for o in st.pending[0].options} == {
        str(h) for h in st.heroes
    }
    st = resolve_chain(choose(st, str(st.heroes[1])))
    assert st.table.cards[roll].controller == 1 and roll in st.table.zone(1, "hero_row")
    theirs = st.heroes[1]
    st.active = st.priority = 1
    resources(st, 1, 3)
    m = len(st.table.zone(1, "resources"))
    assert m != n  # the new controller's resources count, not the old one's
    st.table.cards[theirs].damage = m + 2
    st = resolve_chain(apply(st, "power", 1, uid=roll, power=_power_index(data, nth=0), x=0))
    assert st.table.cards[roll].zone == "graveyard"
    assert st.table.cards[theirs].damage == 2


@pytest.mark.parametrize("pay", [True, False])
def test_signet_of_manifested_pain_pays_two_damage_for_a_kin_token(pay):
    # EN 703 "At the start of your turn, you may put 2 damage on your hero. If you do, put a 2 ATK/2 Health ally
    # token into play with the same class and race as your hero." (EN 709.3 "If you do"; 404.2)
    from engine.wow import keywords as kw
    from engine.wow.conditions import has_tag

    from .test_templates_turns import _advance

    _scripted("Signet of Manifested Pain")
    st = start()
    put_real(st, 0, "Signet of Manifested Pain", "hero_row")
    mine = st.heroes[0]
    hero = kw.data(st, mine)
    st = _advance(st, 2)
    assert st.table.cards[mine].damage == 0  # not on the opponent's turn
    st = _advance(st, 3, {"may": "yes" if pay else "no"})
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert st.table.cards[mine].damage == (2 if pay else 0)
    assert len(tokens) == (1 if pay else 0)
    if pay:
        tok = tokens[0]
        assert (kw.atk(st, tok), kw.health(st, tok)) == (2, 2)
        assert has_tag(st, tok, hero["race"]) and all(has_tag(st, tok, c) for c in hero["classes"])


def _discards(st):
    """Answer the opponent's "discard a card" choices (415.9d: the discarding player picks)."""
    while st.pending and st.pending[0].kind == "discard_effect":
        assert st.pending[0].player == 1
        st = resolve_chain(choose(st, st.pending[0].options[0].id))
    return st


def test_rain_of_shadow_each_damaged_character_destroyed_this_turn_costs_a_card():
    # "Your hero deals 1 shadow damage to each opposing hero and ally. When a character dealt damage this way is
    # destroyed this turn, its controller discards a card." (EN 703 delayed trigger; 408.2a dealt; 415.9d)
    from engine.wow import procedure
    from engine.wow.leaving_play import destroy
    from engine.wow.rules import EN

    _scripted("Rain of Shadow")
    st = start()
    frail, big = (
        put_real(st, 1, "Varandas Silverleaf", "allies"),
        put_real(st, 1, "Karrok Scarrend", "allies"),
    )
    mine = put_real(st, 0, "Varandas Silverleaf", "allies")
    for _ in range(3):
        put_real(st, 1, "Barkskin", "hand")
    hand = len(st.table.zone(1, "hand"))
    st, _ = play_real(st, "Rain of Shadow", 0)
    st = _discards(resolve_chain(st))
    assert st.table.cards[frail].zone == "graveyard" and st.table.cards[mine].zone == "allies"
    assert st.table.cards[big].damage == 1 and st.table.cards[st.heroes[1]].damage == 1
    assert len(st.table.zone(1, "hand")) == hand - 1  # the frail ally died: one card
    late = put_real(st, 1, "Karrok Scarrend", "allies")  # never dealt damage this way
    procedure.event_triggers(st, destroy(st, late, EN("709.1")))
    st = _discards(resolve_chain(apply_pass(st)))
    assert len(st.table.zone(1, "hand")) == hand - 1
    procedure.event_triggers(st, destroy(st, big, EN("709.1")))
    st = _discards(resolve_chain(apply_pass(st)))
    assert len(st.table.zone(1, "hand")) == hand - 2


@pytest.mark.parametrize("times", [0, 2])
def test_gravelord_adams_pays_any_number_of_times_for_ghouls(times):
    # EN 703 "When you play this ally, you may pay [1] any number of times. Put a 3 [Melee] / 3 [Health] Ghoul ally
    # token into play for each [1] paid this way" — it triggers as the card is played (409.1) and resolves first;
    # up to what the ready resources allow (412.2); one token per payment (404.2)
    from engine.wow import keywords as kw

    from .helpers import apply, resources

    _scripted("Gravelord Adams")
    st = start()
    adams = put_real(st, 0, "Gravelord Adams", "hand")
    resources(st, 0, 9)
    st = apply(st, "play", 0, uid=adams, x=0)
    st = resolve_chain(st)
    pick = st.pending[0]
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    assert pick.kind == "pay_any_tokens" and st.table.cards[adams].zone == "chain"  # before the ally resolves
    assert [o.id for o in pick.options] == [str(n) for n in range(ready + 1)]
    st = resolve_chain(choose(st, str(times)))
    assert st.table.cards[adams].zone == "allies"
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped) == ready - times
    ghouls = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(ghouls) == times
    assert all((kw.name(st, u), kw.atk(st, u), kw.health(st, u)) == ("Ghoul", 3, 3) for u in ghouls)


def test_scimitar_of_the_sirocco_is_played_from_the_graveyard():
    # "Artifact (You may play this card from your graveyard)" — as from the hand (409.1, cost 403.1); a card
    # without it stays in the graveyard; a graveyard card is never placed as a resource (412.1)
    from .helpers import ENGINE, apply, resources

    _scripted("Scimitar of the Sirocco")
    st = start()
    scimitar = put_real(st, 0, "Scimitar of the Sirocco", "graveyard")
    other = put_real(st, 0, "Crul'korak, the Lightning's Arc", "graveyard")
    theirs = put_real(st, 1, "Scimitar of the Sirocco", "graveyard")
    resources(st, 0, 4)
    acts = ENGINE.legal_actions(st, 0)
    played = {a.args.get("uid") for a in acts if a.type == "play"}
    assert scimitar in played and other not in played and theirs not in played
    assert not [a for a in acts if a.type == "resource" and a.args.get("uid") == scimitar]
    st = resolve_chain(apply(st, "play", 0, uid=scimitar, x=0))
    assert st.table.cards[scimitar].zone == "hero_row"
    assert (
        sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped)
        == real("Scimitar of the Sirocco")["cost"]
    )


def test_scimitar_of_the_sirocco_strike_gives_your_allies_ferocity():
    # 303.2 strike; EN 703 "When you strike with this weapon, allies you control have Ferocity this turn."
    from engine.wow import keywords as kw

    from .helpers import apply, resources
    from .test_combat import attack

    _scripted("Scimitar of the Sirocco")
    st = start()
    scimitar = put_real(st, 0, "Scimitar of the Sirocco", "hero_row")
    mine, theirs = put_real(st, 0, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 2)
    st = resolve_chain(attack(st, st.heroes[0], theirs))
    assert "Ferocity" not in kw.keywords(st, mine)
    st = resolve_chain(apply(st, "strike", 0, weapon=scimitar))
    assert "Ferocity" in kw.keywords(st, mine) and "Ferocity" not in kw.keywords(st, theirs)


def test_weldon_barov_peasants_die_at_the_end_of_the_next_turn():
    # EN 703 "At the end of your turn, put three Peasant ally tokens into play with 1 [Melee] ATK / 1 health and
    # Protector. At the end of the next turn, destroy them." (404.2; a delayed effect, 415.9c) — even once
    # Weldon has left play
    from engine.wow import keywords as kw

    from .test_templates_turns import _advance

    _scripted("Weldon Barov")
    st = start()
    weldon = put_real(st, 0, "Weldon Barov", "allies")
    st = _advance(st, 2)
    peasants = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(peasants) == 3
    assert all((kw.name(st, u), kw.atk(st, u), kw.health(st, u)) == ("Peasant", 1, 1) for u in peasants)
    assert all(kw.has(st, u, "Protector") for u in peasants)
    st.table.move(weldon, "graveyard")  # Weldon gone: the delayed effect still happens (test setup)
    st = _advance(st, 3)
    assert not [u for u in st.table.zone(0, "allies") if u in peasants]
    assert not any(st.table.cards[u].flags.get("token") for u in st.table.zone(0, "allies"))


def test_freezing_band_caps_each_opponent_at_one_draw_per_turn():
    # EN 714 "Each opponent can't draw more than one card per turn." (103.2) — yours are unlimited; the draw
    # step's draw (501.2) counts; a draw that can't happen is no draw from an empty deck
    from engine.wow import procedure
    from engine.wow.rules import EN

    from .test_templates_turns import _advance

    _scripted("Freezing Band")
    st = start()
    put_real(st, 0, "Freezing Band", "hero_row")
    theirs, mine = len(st.table.zone(1, "hand")), len(st.table.zone(0, "hand"))
    procedure.draw(st, 1, 2, EN("709.1"))
    procedure.draw(st, 0, 2, EN("709.1"))
    assert len(st.table.zone(1, "hand")) == theirs + 1 and len(st.table.zone(0, "hand")) == mine + 2
    st = _advance(st, 2)  # his turn: the draw step's card is his one card
    theirs = len(st.table.zone(1, "hand"))
    procedure.draw(st, 1, 1, EN("709.1"))
    assert len(st.table.zone(1, "hand")) == theirs and not st.decked[1]


@pytest.mark.parametrize("defender", ["hero", "ally"])
def test_voidfire_wand_hit_makes_the_heros_controller_skip_his_next_draw(defender):
    # EN 703 "When combat damage is dealt with Voidfire Wand to a hero, the next time that hero's controller would
    # draw a card, he skips drawing it instead." (408.3d; EN 716 replacement: one card, then draws go on)
    from engine.wow import procedure
    from engine.wow.rules import EN

    from .helpers import apply, resources
    from .test_combat import attack, finish_combat

    _scripted("Voidfire Wand")
    st = start()
    wand = put_real(st, 0, "Voidfire Wand", "hero_row")
    foe = st.heroes[1] if defender == "hero" else put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 2)
    st = resolve_chain(attack(st, st.heroes[0], foe))
    st = apply(st, "strike", 0, weapon=wand)
    st = resolve_chain(finish_combat(st))
    assert st.table.cards[foe].damage >= 1
    theirs, mine = len(st.table.zone(1, "hand")), len(st.table.zone(0, "hand"))
    procedure.draw(st, 1, 2, EN("709.1"))
    procedure.draw(st, 0, 1, EN("709.1"))
    assert len(st.table.zone(1, "hand")) == theirs + (1 if defender == "hero" else 2)
    assert len(st.table.zone(0, "hand")) == mine + 1
    procedure.draw(st, 1, 1, EN("709.1"))  # only the next draw was skipped
    assert len(st.table.zone(1, "hand")) == theirs + (2 if defender == "hero" else 3)


def test_vengeful_gladiators_felshroud_plays_removed_abilities_on_your_turn():
    # EN 714 "On your turn, you can play ability cards that are removed from the game." (409.1 otherwise) — your
    # removed abilities only, not allies, not the opponent's, not on his turn
    from .helpers import ENGINE, apply, resources

    _scripted("Vengeful Gladiator's Felshroud")
    st = start()
    ability = put_real(st, 0, "Frost Fever", "removed")
    ally = put_real(st, 0, "Anika Berlyn", "removed")
    theirs = put_real(st, 1, "Frost Fever", "removed")
    resources(st, 0, 4)

    def plays(st):
        return {a.args.get("uid") for a in ENGINE.legal_actions(st, 0) if a.type == "play"}

    assert ability not in plays(st)  # no Felshroud yet
    put_real(st, 0, "Vengeful Gladiator's Felshroud", "hero_row")
    found = plays(st)
    assert ability in found and ally not in found and theirs not in found
    from engine.wow import artifact

    st.active = 1
    assert not artifact.plays_removed(st, 0)  # "On your turn" only
    st.active = 0
    st = apply(st, "play", 0, uid=ability, x=0)
    st = resolve_chain(choose(st, str(st.heroes[1])))
    assert st.table.cards[ability].attached_to == st.heroes[1]


def test_mystic_denial_destroys_itself_to_interrupt_the_opponents_next_card():
    # EN 703 "Ongoing: When an opponent plays a card, destroy Mystic Denial. If you do, interrupt that card."
    # (409.1 played = put on the chain; EN 711 interrupt) — your own plays don't trigger it
    from .helpers import apply, resources

    _scripted("Mystic Denial")
    st = start()
    denial = put_real(st, 0, "Mystic Denial", "hero_row")
    st, mine = play_real(st, "Karrok Scarrend", 0)
    st = resolve_chain(st)
    assert st.table.cards[mine].zone == "allies" and st.table.cards[denial].zone == "hero_row"
    st.active = st.priority = 1
    theirs = put_real(st, 1, "Karrok Scarrend", "hand")
    resources(st, 1, 5)
    st = resolve_chain(apply(st, "play", 1, uid=theirs, x=0))
    assert st.table.cards[denial].zone == "graveyard" and st.table.cards[theirs].zone == "graveyard"
    assert not st.chain
    again = put_real(st, 1, "Karrok Scarrend", "hand")
    resources(st, 1, 5)
    st = resolve_chain(apply(st, "play", 1, uid=again, x=0))
    assert st.table.cards[again].zone == "allies"  # once only: Mystic Denial is gone


@pytest.mark.parametrize("attacked", [True, False])
def test_everlasting_cold_deals_two_unless_the_character_attacked_last_turn(attacked):
    # 400.1 attach; EN 703 "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached
    # character, or 2 if that character didn't attack on its controller's last turn." (601.1 attack)
    from .helpers import apply
    from .test_combat import finish_combat
    from .test_templates_turns import _advance

    _scripted("Everlasting Cold")
    st = start()
    ally = put_real(st, 1, "Karrok Scarrend", "allies")
    st, cold = play_real(st, "Everlasting Cold", 0)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[cold].attached_to == ally
    st = _advance(st, 2)
    if attacked:
        st = finish_combat(resolve_chain(apply(st, "attack", 1, attacker=ally, defender=st.heroes[0])))
        assert st.table.cards[st.heroes[0]].damage > 0
    before = st.table.cards[ally].damage
    st = _advance(st, 3)
    assert st.table.cards[ally].damage - before == (1 if attacked else 2)


def test_rufus_claybourne_gives_aberration_and_worgen_this_turn():
    # EN 703 "When this ally enters play, target hero or ally has Aberration and becomes a Worgen this turn."
    # — a keyword and a tag (202.3: added, none removed), both until the end of the turn
    from engine.wow import keywords as kw

    _scripted("Rufus Claybourne")
    st = start()
    owl = put_real(st, 1, "Anika Berlyn", "allies")
    st, rufus = play_real(st, "Rufus Claybourne", 0)
    st = resolve_chain(st)
    assert st.table.cards[rufus].zone == "allies"
    assert {str(owl), str(rufus), *(str(h) for h in st.heroes)} <= {o.id for o in st.pending[0].options}  # hero or ally, either side
    st = resolve_chain(choose(st, str(owl)))
    assert kw.has(st, owl, "Aberration") and "worgen" in kw.words(st, owl)
    st = resolve_chain(apply(st, "pass", st.priority))  # P1 ends the turn
    for _ in range(40):
        if st.active == 1:
            break
        st = choose(st, *[o.id for o in st.pending[0].options[: max(1, st.pending[0].min)]]) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 1
    assert not kw.has(st, owl, "Aberration") and "worgen" not in kw.words(st, owl)


@pytest.mark.parametrize("move", [False, True])
def test_mana_shift_takes_abilities_within_the_resource_budget_and_may_reattach(move):
    # 401.3 "Gain control of any number of opposing abilities with combined cost less than or equal to the
    # number of resources you control. For each of those abilities that's attached, you may reattach it."
    # — picked on resolution (EN 709), the budget counted then; an attached one may move (400.7a), read
    # from its new controller's side (400.7b)
    _scripted("Mana Shift")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    cold = put_real(st, 1, "Everlasting Cold", "hero_row", attached_to=mine)  # cost 1, attached to my ally
    ward = put_real(st, 1, "Arcane Warding", "hero_row", attached_to=theirs)  # cost 2
    st, shift = play_real(st, "Mana Shift", 0, pay=5)  # 5 resources, all spent on Mana Shift's cost
    st = resolve_chain(st)
    budget = len(st.table.zone(0, "resources"))
    assert budget == 5
    pending = st.pending[0]
    assert pending.kind == "control_budget_pick" and {o.id for o in pending.options} == {"done", str(cold), str(ward)}
    st = choose(st, str(ward))
    assert {o.id for o in st.pending[0].options} == {"done", str(cold)}  # 2 + 1 <= 5
    st = choose(st, str(cold))
    st = choose(st, "done") if st.pending and st.pending[0].kind == "control_budget_pick" else st
    assert st.table.cards[cold].controller == 0 and st.table.cards[ward].controller == 0
    # each attached one may move: Everlasting Cold first (picked second, asked in pick order: Arcane Warding first)
    asked = []
    while st.pending and st.pending[0].kind == "control_budget_move":
        pending = st.pending[0]
        moving = ward if len(asked) == 0 else cold
        asked.append(moving)
        target = next((o.id for o in pending.options if o.id not in ("stay", str(st.table.cards[moving].attached_to))), None)
        st = choose(st, target if move and target else "stay")
    st = resolve_chain(st)
    assert asked == [ward, cold]
    if move:
        assert st.table.cards[ward].attached_to != theirs and st.table.cards[cold].attached_to != mine
    else:
        assert st.table.cards[ward].attached_to == theirs and st.table.cards[cold].attached_to == mine
    assert st.table.cards[shift].zone == "graveyard"
