"""Helper r2ally: ally cards that were resolved by hand, each played with real cards of the pool."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.leaving_play import destroy
from engine.wow.procedure import make_tokens, uniqueness_violations
from engine.wow.rules import R
from tests.shared_data import needs

from .helpers import hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_ghursha_keywords_grow_with_other_monsters_you_control():
    # EN 714 (a continuous power while its condition holds), 206 (you control), glossary Ferocity, Assault, Invincible:
    # "While you control one / two / three or more other Monster heroes and/or allies, Ghur'sha has Ferocity /
    # Assault 4 / Invincible." Ghur'sha is a Monster itself and is not counted ("other").
    automated("Mindbender Ghur'sha")
    st = start()
    ghur = put_real(st, 0, "Mindbender Ghur'sha", "allies")
    put_real(st, 1, "Drugush the Crusher", "allies")  # an opposing Monster: not one you control
    assert not kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 4
    put_real(st, 0, "Muzzle", "allies")
    assert kw.has(st, ghur, "Ferocity") and not kw.has(st, ghur, "Assault") and kw.atk(st, ghur) == 4
    put_real(st, 0, "Deathsmasher Mogdar", "allies")
    assert kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 8  # Assault 4 on your turn
    assert not kw.has(st, ghur, "Invincible")
    put_real(st, 0, "Gnoll", "allies")
    assert kw.has(st, ghur, "Invincible") and kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 8


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


def test_spectral_tiger_faction_gates_pump_elusive_or_ferocity_allies():
    # 206.1c (a faction gate: the text exists only while your hero has the faction; the data lost the brackets),
    # EN 714: "Alliance: Elusive allies in your party have +1 health." / "Horde: Allies with Ferocity in your party
    # have +1 ATK." (allies with the keyword, not a tag). P1's hero Korga is Horde, P2's Alia Alliance.
    automated("Spectral Tiger")
    st = start()
    put_real(st, 0, "Spectral Tiger", "allies")
    put_real(st, 1, "Spectral Tiger", "allies")
    elusive0, fury0 = put_real(st, 0, "Apprentice Teep", "allies"), put_real(st, 0, "Fury", "allies")
    elusive1, fury1 = put_real(st, 1, "Apprentice Teep", "allies"), put_real(st, 1, "Fury", "allies")
    plain = put(st, 0, "Iron Sentinel", "allies")
    assert (kw.atk(st, fury0), kw.health(st, fury0)) == (6, 3)  # Horde: +1 ATK with Ferocity
    assert (kw.atk(st, elusive0), kw.health(st, elusive0)) == (2, 1)  # no Alliance hero: no health
    assert (kw.atk(st, fury1), kw.health(st, fury1)) == (5, 3)  # no Horde hero: no ATK
    assert (kw.atk(st, elusive1), kw.health(st, elusive1)) == (2, 2)  # Alliance: +1 health when Elusive
    assert (kw.atk(st, plain), kw.health(st, plain)) == (4, 4)
