"""Audit x35c: the WoW cards real players played (the deck lists of tests/wow/fixtures/decks), against the printed text.

The population: every distinct card (hero, main deck, side deck) of the real lists, each parsed with the project's deck
parser (``engine.wow.decks.parse_deck``) against the pool imported from ../shared/data/wow/cards, an author's misnamed card
read as the deck check's first suggestion (as tests/wow/test_real_lists_play.py does); famasin.csv and famasin.mwDeck are
famasin.deck's list in other formats (SOURCES.md) and count once: 12 lists, 212 names. Kept: the names with rules text
(``engine.wow.game.has_rules_text``: 206; 6 vanilla allies out), less the 180 names audited before (x34a/b/d/e's samples,
x35a's seed-2038 and x35b's seed-2042 draws; 10 of them are played): 196 names, 10 of them
heroes. Every one of the 196 is automated by the compiler: no played card with text is left to the players (a finding
of its own: the "not automated" list is empty, as test_real_lists_play's check says).

The draw (``sample``): one ``random.Random(2045)``; first 4 heroes from the 10, then 26 other cards from the 186 (the 2
master heroes among them), each pick ``rng.choices(names left, weights=[number of lists playing the name])[0]`` and removed
(weights over the 196: 166 names played by 1 list, 25 by 2, 4 by 3, Magni by 5). The 30 drawn (lists playing it):

Heroes: Varanis Bitterstar (1), Leisha of Darnassus (2), Spellweaver Jihan (1), Nicholas Merrick (1).
Others: Blizzard (3), Illidan Stormrage (master hero, 1), Sap, Rain of Shadow, Magni the Mountain King (5), Corki's Ransom,
Frozen Core, The More the Scarier (2), Azure Drake, Zaza'jun, Witch Doctor Ka'booma, Seer's Signet, Nature's Reach, Etched
Dragonbone Girdle, Oppress, If You're Not Against Us..., Swift Discipline (2), Bottled Knowledge, The Essence of Enmity,
Counterspell, Revealing Strike, Windspeaker Nuvu (3), Leap of Faith, Seeds of Their Demise, Corrosion Prevention, Mind
Melt (the rest 1 each).

Each card is played with the real card of the pool, every clause checked by its result. EN numbers are rules outside the
provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 30 of 30 correct (100 %); no engine change made. Automated but wrong: none. Not
automated: none (0 of 196).
Probed beyond the first cut, all right: Blizzard is destroyed by a card placed as a resource and by a discard on the
opponent's turn (not by a draw, nor the opponent's card); Jihan's boost skips her weapon's combat damage and stays for the
next ability damage, and ends with the turn; Rain of Shadow's discard is for its own damaged characters destroyed this
turn only (not a later turn, not an ally entering after it); Magni counts a Dwarf hero and both armors, not the
opponent's; Sap on a hero; Counterspell is not offered against an ally card or a hero's power; Oppress reaches an attached
ability; Bottled Knowledge paid by exhausting a Mage hero; The Essence of Enmity with no ally among the five; The More,
the Scarier offers X only up to the allies there are; Corrosion Prevention ignores the opponent's nature damage; Mind
Melt makes one discard per damage dealt after prevention (Gathios: 1 dealt, 1 discard); Ka'booma revealing a cost-0 card
deals nothing and still puts it in the hand; Leap of Faith's card enters play anew (Zaza'jun's and Bottled Knowledge's
"enters play" fire again).
A first Blizzard probe put Blizzard straight into play and placed a resource in the same step: nothing fired, because
Blizzard learns the hand it watches at the first look after it enters play (engine.wow.hand_leave); played for real it
is destroyed. A test setup artifact, not a defect.
Mutation checks (the mechanism broken by hand in a copy, then dropped): the ``hand_leaves`` look (Blizzard), the
"first time each turn" check of self triggers (Windspeaker Nuvu), the "can't ready" check of the ready step (Sap): each
made its test fail.

Cards other helpers are changing, noted and not touched: Swift Discipline and Revealing Strike ("target opponent", modal
target-opponent checks, branch h35wow); Zaza'jun's "Token allies you control have Assault 1" (token ATK, h35wow). None
of the 30 prints Long-Range, Aura of Accuracy or an exhaust tax.

Rule calls without a source:
- The population: the side deck counts as played; the collection a deck carries for Illidan (``wreal2_collection``) is
  not played; famasin's three files are one list.
- Seer's Signet: Sabotage as the engine models it from the pool's reminder text (the hero may attack an opposing ability
  or equipment; "destroy it" = the sabotaged card; engine.wow.wreal2_sabotage, the lead's product decision).
- Illidan Stormrage: the collection is the host pool's Traitor allies (the lead's product decision, wreal2_collection).
- Blizzard: a card placed as a resource (412.1) or discarded leaves the hand; a draw takes none out.
- Spellweaver Jihan: combat damage with a weapon is not "damage with an ability".
- Counterspell: "ability card" is an ability card on the chain (not an ally card, not a hero's activated power).
- The More, the Scarier: X may not exceed the allies there are to target (706: every target chosen).
- Deck-building lines (talents, "Traitor/Balance Hero Required", reputations) are read as deck powers only (x34a plays
  them, 100.2).
"""

from __future__ import annotations

import random
import re

import pytest

from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import powers as _powers
from .audit import quests as _quests
from .audit import zone as _zone
from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_real_deck_lists import DECKS
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wact_scripts import power_of
from .test_wscale_amounts import as_hero
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34a_audit import sample as audited_a
from .test_x34b_audit import sample as audited_b
from .test_x34d_audit import sample as audited_d
from .test_x34e_audit import _drive, _quest, _to
from .test_x34e_audit import sample as audited_e
from .test_x35a_audit import sample as audited_x35a
from .test_x35b_audit import sample as audited_x35b

pytestmark = needs(WOW_CARDS)

SEED = 2045
HEROES, OTHERS = 4, 26
SAME_DECK = ("famasin.csv", "famasin.mwDeck")
"""famasin.deck's list in two more formats (SOURCES.md: "a format, not a new list"): counted once."""


def _as_a_user_fixes_it(text: str, pool) -> str:
    from engine.wow.decks import parse_deck

    for problem in parse_deck(text, pool).problems:
        found = re.search(r"unknown card '\[?(.+?)\]?'; did you mean ([^,?]+)", problem.message)
        if found:
            text = text.replace(found.group(1), found.group(2))
    return text


def played() -> tuple[dict[str, int], dict[str, dict], set[str]]:
    """Per card name: how many of the real lists play it (hero, main deck or side deck), its data, and the lists' heroes."""
    from engine.wow.decks import parse_deck

    pool = real_pool()
    count: dict[str, int] = {}
    data: dict[str, dict] = {}
    heroes: set[str] = set()
    for path in sorted(DECKS.iterdir()):
        if path.suffix == ".md" or path.name in SAME_DECK:
            continue
        deck = parse_deck(_as_a_user_fixes_it(path.read_text(encoding="utf-8"), pool), pool).deck
        uids = [*deck.main, *deck.sections.get("hero", []), *deck.sections.get("sideboard", [])]
        names = {deck.cards[u]["name"] for u in uids}
        data.update({deck.cards[u]["name"]: deck.cards[u] for u in uids})
        heroes |= {deck.cards[u]["name"] for u in deck.sections.get("hero", [])}
        for n in names:
            count[n] = count.get(n, 0) + 1
    return count, data, heroes


def audited_before() -> set[str]:
    """x34a/b/d/e's samples and x35a's (seed 2038) and x35b's (seed 2042) draws."""
    done = set(audited_a()) | set(audited_b()) | set(audited_d()) | set(audited_e())
    return done | set(audited_x35a()) | set(audited_x35b())


def population() -> tuple[list[str], dict[str, int], dict[str, dict]]:
    from engine.wow.game import has_rules_text

    count, data, _ = played()
    done = audited_before()
    return sorted(n for n in count if has_rules_text(data[n]) and n not in done), count, data


def sample(seed: int = SEED) -> list[str]:
    """4 heroes, then 26 other cards, each drawn one at a time without replacement with
    ``rng.choices(rest, weights=[lists playing it])`` from the sorted names left, one ``random.Random(seed)`` for both."""
    names, count, data = population()
    rng = random.Random(seed)

    def draw(rest: list[str], k: int) -> list[str]:
        out = []
        for _ in range(k):
            pick = rng.choices(rest, weights=[count[n] for n in rest])[0]
            rest.remove(pick)
            out.append(pick)
        return out

    heroes = draw([n for n in names if data[n].get("type") == "hero"], HEROES)
    return heroes + draw([n for n in names if data[n].get("type") != "hero"], OTHERS)


DRAWN = [
    "Varanis Bitterstar", "Leisha of Darnassus", "Spellweaver Jihan", "Nicholas Merrick",
    "Blizzard", "Illidan Stormrage", "Sap", "Rain of Shadow", "Magni, the Mountain King", "Corki's Ransom", "Frozen Core",
    "The More, the Scarier", "Azure Drake", "Zaza'jun", "Witch Doctor Ka'booma", "Seer's Signet", "Nature's Reach",
    "Etched Dragonbone Girdle", "Oppress", "If You're Not Against Us...", "Swift Discipline", "Bottled Knowledge",
    "The Essence of Enmity", "Counterspell", "Revealing Strike", "Windspeaker Nuvu", "Leap of Faith",
    "Seeds of Their Demise", "Corrosion Prevention", "Mind Melt",
]  # fmt: skip


def test_the_sample_is_redrawn_the_same():
    from engine.wow.cards.compiler import is_automated

    names, count, data = population()
    drawn = sample()
    assert drawn == DRAWN and not set(drawn) & audited_before()
    assert len(names) == 196 and all(
        is_automated(data[n]) for n in names
    )  # every played card with text is automated
    assert sorted(count[n] for n in drawn).count(1) < 30


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _discard(st):
    """Resolve, answering each forced discard with the first cards offered (the number asked)."""
    for _ in range(10):
        if st.pending and st.pending[0].kind.startswith("discard"):
            st = choose(st, *sorted(_ids(st))[: st.pending[0].min])
        elif st.pending or not (st.chain or st.triggers):
            return st
        else:
            st = resolve_chain(st)
    return st


def _use(st, uid: int, *picks: str, player: int = 0, pay: int = 5, nth: int = 0, **extra):
    """Pay for and use the card's ``nth`` activated power, answer the choices, resolve the chain."""
    resources(st, player, pay)
    data = st.cards[st.table.cards[uid].card_id]
    st = apply(st, "power", player, uid=uid, power=power_of(data, nth), x=0, **extra)
    for pick in picks:
        st = choose(st, pick)
    return resolve_chain(st)


# --- Varanis Bitterstar (hero; 301.3 flip; EN 701 activated power) ------------------------------------------------------


def test_varanis_bitterstar():
    # "4, Flip Varanis Bitterstar -> Varanis deals 2 arcane damage to target hero or ally. Draw a card. Use only on your
    # turn."
    automated("Varanis Bitterstar")
    st = start()
    v = as_hero(st, "Varanis Bitterstar")
    foe = put_real(st, 1, "Jerrick Valder", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 3)
    assert not _powers(st, 0, v)  # 4 to pay
    resources(st, 0, 1)
    assert _powers(st, 0, v)
    hand0 = len(_hand(st, 0))
    st2 = apply(st, "power", 0, **_powers(st, 0, v)[0].args)
    assert {str(foe), str(hero(st, 1)), str(v)} <= _ids(st2)  # any hero or ally
    st2 = resolve_chain(choose(st2, str(hero(st, 1))))
    assert (
        _dmg(st2, hero(st2, 1)) == 2
        and len(_hand(st2, 0)) == hand0 + 1
        and st2.table.cards[v].flags.get("flipped")
    )
    assert not _powers(st2, 0, v)  # flipped: once
    st3 = _to(start(), 1)  # the opponent's turn: not usable
    v3 = as_hero(st3, "Varanis Bitterstar")
    resources(st3, 0, 5)
    assert not _powers(st3, 0, v3)


# --- Leisha of Darnassus (hero; EN 701; glossary Assault) ---------------------------------------------------------------


def test_leisha_of_darnassus():
    # "On your turn: 3, Flip Leisha -> Leisha has Assault 3 this turn. (She has +3 ATK on your turn.)"
    automated("Leisha of Darnassus")
    st = start()
    le = as_hero(st, "Leisha of Darnassus")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, le)
    resources(st, 0, 1)
    before = kw.atk(st, le)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, le)[0].args))
    assert kw.atk(st, le) == before + 3 and st.table.cards[le].flags.get("flipped")
    st2 = next_turn(st)
    assert kw.atk(st2, le) == before  # this turn only
    st3 = _to(start(), 1)
    le3 = as_hero(st3, "Leisha of Darnassus")
    resources(st3, 0, 5)
    assert not _powers(st3, 0, le3)  # "On your turn"


# --- Spellweaver Jihan (hero; EN 712 replacement "the next time ... instead") ------------------------------------------


def test_spellweaver_jihan():
    # "Flip Jihan -> The next time Jihan would deal damage with an ability this turn, she deals that much +1 instead."
    automated("Spellweaver Jihan")
    st = start()
    j = as_hero(st, "Spellweaver Jihan")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, j)[0].args))
    assert st.table.cards[j].flags.get("flipped")
    st, _ = play_real(st, "Mind Melt", 0, pay=5)  # 3 shadow damage from your hero, by an ability
    st = resolve_chain(choose(st, str(foe)))
    assert st.pending and st.pending[0].min == 4  # (Mind Melt: a discard per damage dealt)
    st = _discard(st)
    assert _dmg(st, foe) == 4  # 3 + 1
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(hero(st, 1)))))
    assert _dmg(st, hero(st, 1)) == 3  # only the next time


def test_spellweaver_jihan_combat_damage_is_not_with_an_ability():
    # "damage with an ability": Jihan's combat damage (her weapon) is not, and leaves the next ability damage boosted
    st = start()
    j = as_hero(st, "Spellweaver Jihan")
    put_real(st, 0, "Arcanite Reaper", "hero_row")
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, j)[0].args))
    st = _fight(apply(st, "attack", 0, attacker=j, defender=hero(st, 1)))
    assert _dmg(st, hero(st, 1)) == kw.atk(st, j) or _dmg(st, hero(st, 1)) == 5
    hurt = _dmg(st, hero(st, 1))
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(hero(st, 1)))))
    assert _dmg(st, hero(st, 1)) == hurt + 4


def test_spellweaver_jihan_this_turn_only():
    st = start()
    j = as_hero(st, "Spellweaver Jihan")
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, j)[0].args))
    st = next_turn(next_turn(st))
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(hero(st, 1)))))
    assert _dmg(st, hero(st, 1)) == 3


# --- Nicholas Merrick (hero; EN 701) ------------------------------------------------------------------------------------


def test_nicholas_merrick():
    # "On your turn: 3, Flip Nicholas -> Nicholas deals 2 fire damage to each opposing ally."
    automated("Nicholas Merrick")
    st = start()
    n = as_hero(st, "Nicholas Merrick")
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Jerrick Valder", "allies", damage=1)  # 2/3
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, n)
    resources(st, 0, 1)
    st = _settle(resolve_chain(apply(st, "power", 0, **_powers(st, 0, n)[0].args)))
    assert (
        _dmg(st, a) == 2
        and _zone(st, b) == "graveyard"
        and _dmg(st, mine) == 0
        and _dmg(st, hero(st, 1)) == 0
    )
    st3 = _to(start(), 1)
    n3 = as_hero(st3, "Nicholas Merrick")
    resources(st3, 0, 5)
    assert not _powers(st3, 0, n3)


# --- Blizzard (EN 714 ongoing, 703 "at the start of each opponent's turn", "when a card leaves your hand") --------------


def test_blizzard():
    # "Ongoing: At the start of each opponent's turn, your hero deals 1 frost damage to each hero and ally in that
    # opponent's party. A character dealt damage this way can't attack this turn." / "When a card leaves your hand,
    # destroy Blizzard."
    automated("Blizzard")
    st = start()
    st.table.zone(0, "hand").clear()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    bl = put_real(st, 0, "Blizzard", "hero_row")
    st = next_turn(st)
    assert (
        _dmg(st, foe) == 1
        and _dmg(st, hero(st, 1)) == 1
        and _dmg(st, mine) == 0
        and _dmg(st, hero(st, 0)) == 0
    )
    assert not [
        a
        for a in ENGINE.legal_actions(st, 1)
        if a.type == "attack" and a.args.get("attacker") in (foe, hero(st, 1))
    ]
    assert _zone(st, bl) == "hero_row"
    st = next_turn(st)  # my turn: nothing dealt; I draw a card (a draw does not take a card out of the hand)
    assert _dmg(st, foe) == 1 and _zone(st, bl) == "hero_row"
    st = next_turn(st)
    assert _dmg(st, foe) == 2  # each opponent's turn


def test_blizzard_is_destroyed_when_a_card_leaves_your_hand():
    st = start()
    bl = put_real(st, 0, "Blizzard", "hero_row")
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(hero(st, 1)))))
    assert _zone(st, bl) == "graveyard"
    # (Blizzard played for real below: the hand it listens to is the one it saw on entering play, engine.wow.hand_leave)
    st4 = start()  # a card placed as a resource leaves the hand too (412.1)
    st4, bl4 = play_real(st4, "Blizzard", 0, pay=5)
    st4 = _settle(st4)
    assert _zone(st4, bl4) == "hero_row"
    st4 = _settle(apply(st4, "resource", 0, uid=_hand(st4, 0)[0], face_up=False))
    assert _zone(st4, bl4) == "graveyard"
    st5 = start()  # a card discarded from the hand (the opponent's Mind Melt at my hero), on his turn
    st5, bl5 = play_real(st5, "Blizzard", 0, pay=5)
    st5 = _to(_settle(st5), 1)
    assert _zone(st5, bl5) == "hero_row"
    st5, _ = play_real(st5, "Mind Melt", 1, pay=5)
    st5 = _settle(_discard(resolve_chain(choose(st5, str(hero(st5, 0))))), {"trigger_order": ["0"]})
    assert _zone(st5, bl5) == "graveyard"
    st2 = start()  # the opponent's card leaving his hand: no
    bl2 = put_real(st2, 0, "Blizzard", "hero_row")
    st2 = _to(st2, 1)
    st2.table.zone(0, "hand").clear()
    st2 = _settle(st2)
    assert _zone(st2, bl2) == "hero_row"


# --- Illidan Stormrage (master hero; 301.4; 100.2; EN 703 start of turn "may"; 401.2 from outside the game) ------------


@pytest.mark.parametrize("yes", [True, False])
def test_illidan_stormrage(yes):
    # "Traitor Hero Required" / "At the start of your turn, you may put a Traitor ally card from your collection into play."
    from engine.wow.cards.compiler import card_powers

    data = automated("Illidan Stormrage")
    assert any(p.kind == "deck" for p in card_powers(data))
    st = start()
    il = as_hero(st, "Illidan Stormrage")
    rec = real_pool().find_name(
        "Bonechewer Behemoth"
    )  # a Traitor ally the deck carries in its collection (wreal2)
    st.cards[rec.id] = rec.data
    st = _to(st, 1)
    allies = set(st.table.zone(0, "allies"))
    st = _to(st, 0) if not st.pending else st
    for _ in range(10):
        if st.pending and st.pending[0].player == 0 and rec.id in _ids(st):
            break
        st = (
            choose(st, *sorted(_ids(st))[: st.pending[0].min])
            if st.pending
            else apply(st, "pass", st.priority)
        )
    assert st.active == 0 and "none" in _ids(st) and rec.id in _ids(st)
    st = _drive(choose(st, rec.id if yes else "none"), hero(st, 1))
    new = set(st.table.zone(0, "allies")) - allies
    assert [st.table.cards[u].card_id for u in new] == ([rec.id] if yes else [])
    assert il == hero(st, 0)


# --- Sap (EN 710 attach; 501 ready step; EN 703) ------------------------------------------------------------------------


def test_sap():
    # "Attach to target hero or ally and exhaust it." / "Ongoing: Attached character can't ready during its controller's
    # ready step." / "When attached character is dealt damage, destroy this ability."
    automated("Sap")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, sap = play_real(st, "Sap", 0, pay=5)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)  # any hero or ally
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[sap].attached_to == foe and st.table.cards[foe].tapped
    st = next_turn(st)
    assert st.table.cards[foe].tapped and _zone(st, sap) != "graveyard"  # not readied in its ready step
    st = next_turn(st)
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(foe))))
    assert _zone(st, sap) == "graveyard" and _zone(st, foe) == "allies"
    st = next_turn(st)
    assert not st.table.cards[foe].tapped  # Sap gone: it readies


def test_sap_on_a_hero():
    st = start()
    st, sap = play_real(st, "Sap", 0, pay=5)
    st = _settle(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].tapped and st.table.cards[sap].attached_to == hero(st, 1)
    st = next_turn(st)
    assert st.table.cards[hero(st, 1)].tapped


# --- Rain of Shadow (EN 703 delayed "this turn") ----------------------------------------------------------------------


def test_rain_of_shadow():
    # "Your hero deals 1 shadow damage to each opposing hero and ally. When a character dealt damage this way is destroyed
    # this turn, its controller discards a card."
    automated("Rain of Shadow")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Jerrick Valder", "allies", damage=2)  # 2/3: dies to 1
    mine = put_real(st, 0, "Jerrick Valder", "allies", damage=2)
    h1, h0 = len(_hand(st, 1)), len(_hand(st, 0))
    st, _ = play_real(st, "Rain of Shadow", 0, pay=5)
    st = _discard(st)
    assert (
        _dmg(st, a) == 1 and _dmg(st, hero(st, 1)) == 1 and _dmg(st, mine) == 2 and _dmg(st, hero(st, 0)) == 0
    )
    assert _zone(st, b) == "graveyard" and len(_hand(st, 1)) == h1 - 1 and len(_hand(st, 0)) == h0
    st.table.cards[a].damage = 4  # Anika (5/6), dealt damage by Rain, destroyed later this turn: discards too
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    h1 = len(_hand(st, 1))
    st = _discard(resolve_chain(choose(st, str(a))))
    assert _zone(st, a) == "graveyard" and len(_hand(st, 1)) == h1 - 3 - 1  # Mind Melt's 3, Rain's 1
    st2 = start()  # an ally Rain did not damage (entered after it), destroyed this turn: no discard
    st2, _ = play_real(st2, "Rain of Shadow", 0, pay=5)
    st2 = _discard(st2)
    late = put_real(st2, 1, "Anika Berlyn", "allies", damage=4)
    h1 = len(_hand(st2, 1))
    st2, _ = play_real(st2, "Mind Melt", 0, pay=5)
    st2 = _discard(resolve_chain(choose(st2, str(late))))
    assert _zone(st2, late) == "graveyard" and len(_hand(st2, 1)) == h1 - 3


def test_rain_of_shadow_this_turn_only():
    # "destroyed this turn": an ally Rain dealt damage to, destroyed on a later turn, makes no extra discard
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Rain of Shadow", 0, pay=5)
    st = _discard(st)
    assert _dmg(st, a) == 1 and _zone(st, a) == "allies"
    st = next_turn(next_turn(st))
    st.table.cards[a].damage = 4
    h1 = len(_hand(st, 1))
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(a))))
    assert _zone(st, a) == "graveyard" and len(_hand(st, 1)) == h1 - 3  # Mind Melt's 3 only


# --- Magni, the Mountain King (EN 714; glossary Protector, Stash) -------------------------------------------------------


def test_magni_the_mountain_king():
    # "Protector" / "Dwarf heroes and allies you control have additional [Health] equal to the combined [DEF] of armor you
    # control." / "Stash: Put a 1 [Melee] / 1 [Health] [Alliance] Dwarf Warrior ally token into play."
    automated("Magni, the Mountain King")
    st = start()
    m = put_real(st, 0, "Magni, the Mountain King", "allies")
    base = kw.data(st, m)["health"]
    kor = put_real(st, 0, "Kor Cindervein", "allies")  # Dwarf 3/3
    jer = put_real(st, 0, "Jerrick Valder", "allies")  # not a Dwarf
    theirs = put_real(st, 1, "Kor Cindervein", "allies")
    assert kw.has(st, m, "Protector") and kw.health(st, kor) == 3
    put_real(st, 0, "Golem Skull Helm", "hero_row")  # DEF 3
    put_real(st, 1, "Ornate Adamantium Breastplate", "hero_row")  # the opponent's: not counted
    assert kw.health(st, kor) == 6 and kw.health(st, m) == base + 3 and kw.health(st, jer) == 3
    assert kw.health(st, theirs) == 3
    put_real(st, 0, "Ornate Adamantium Breastplate", "hero_row")  # DEF 6 (a chest: both worn)
    assert kw.health(st, kor) == 12
    dwarf = as_hero(st, "Bronson Greatwhisker")  # a Dwarf hero
    assert kw.health(st, dwarf) == kw.data(st, dwarf)["health"] + 9
    st2 = start()  # Stash: placed face up, a Dwarf Warrior token
    mg = put_real(st2, 0, "Magni, the Mountain King", "hand")
    before = set(st2.table.zone(0, "allies"))
    st2 = _settle(apply(st2, "resource", 0, uid=mg, face_up=True))
    new = list(set(st2.table.zone(0, "allies")) - before)
    assert len(new) == 1 and st2.table.cards[mg].face_down
    tok = kw.data(st2, new[0])
    assert (kw.atk(st2, new[0]), kw.health(st2, new[0])) == (1, 1) and "Dwarf" in tok.get("tags", [])
    assert tok.get("faction") == "Alliance" or "Alliance" in str(tok)
    st3 = start()  # face down: nothing
    mg3 = put_real(st3, 0, "Magni, the Mountain King", "hand")
    before = set(st3.table.zone(0, "allies"))
    st3 = _settle(apply(st3, "resource", 0, uid=mg3, face_up=False))
    assert set(st3.table.zone(0, "allies")) == before


# --- Corki's Ransom (306.2 quest; cost "put into hand") ----------------------------------------------------------------


def test_corkis_ransom():
    # "Put Corki's Ransom into its owner's hand and pay 2 to complete this quest." / "Reward: Draw a card."
    automated("Corki's Ransom")
    st = start()
    q = _quest(st, "Corki's Ransom", 2)
    hand0 = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert _zone(st, q) == "hand" and len(_hand(st, 0)) == hand0 + 2


# --- Frozen Core (EN 710 attach; 714) ---------------------------------------------------------------------------------


def test_frozen_core():
    # "Attach to target ally." / "Ongoing: Attached ally has -2 / -2."
    automated("Frozen Core")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    other = put_real(st, 1, "Jerrick Valder", "allies")
    st, fc = play_real(st, "Frozen Core", 0, pay=5)
    assert str(foe) in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[fc].attached_to == foe
    assert (kw.atk(st, foe), kw.health(st, foe)) == (3, 4) and (kw.atk(st, other), kw.health(st, other)) == (
        2,
        3,
    )
    st2 = start()  # -2 health on a 2/3 with 1 damage: destroyed
    small = put_real(st2, 1, "Jerrick Valder", "allies", damage=1)
    st2, fc2 = play_real(st2, "Frozen Core", 0, pay=5)
    st2 = _settle(choose(st2, str(small)))
    assert _zone(st2, small) == "graveyard" and _zone(st2, fc2) == "graveyard"


# --- The More, the Scarier (EN 709 X; 706 "X target") ---------------------------------------------------------------


def test_the_more_the_scarier():
    # "Your hero deals X fire damage to each of X target allies."
    automated("The More, the Scarier")
    st = start()
    a = put_real(st, 1, "Anika Berlyn", "allies")
    b = put_real(st, 1, "Anika Berlyn", "allies")
    c = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    uid = put_real(st, 0, "The More, the Scarier", "hand")
    resources(st, 0, 8)
    st = apply(st, "play", 0, uid=uid, x=2)
    assert str(mine) in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = choose(st, str(a))
    assert _ids(st) == {str(b), str(c), str(mine)}  # X = 2 different targets, one at a time (706)
    st = _settle(choose(st, str(b)))
    assert (_dmg(st, a), _dmg(st, b), _dmg(st, c), _dmg(st, mine)) == (2, 2, 0, 0)
    st2 = start()  # X can't exceed the allies there are to target (706: every target chosen)
    put_real(st2, 1, "Anika Berlyn", "allies")
    uid2 = put_real(st2, 0, "The More, the Scarier", "hand")
    resources(st2, 0, 8)
    assert sorted(
        a.args["x"] for a in ENGINE.legal_actions(st2, 0) if a.type == "play" and a.args.get("uid") == uid2
    ) == [0, 1]


# --- Azure Drake (EN 703) -----------------------------------------------------------------------------------------------


def test_azure_drake():
    # "When you play an ability, this ally heals 2 damage from target hero or ally."
    automated("Azure Drake")
    st = start()
    put_real(st, 0, "Azure Drake", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    foe = put_real(st, 1, "Anika Berlyn", "allies", damage=3)
    st, _ = play_real(st, "Blink", 0, pay=5)  # an ability
    st = resolve_chain(st)
    assert st.pending and {str(hero(st, 0)), str(foe), str(hero(st, 1))} <= _ids(st)
    st = _settle(choose(st, str(hero(st, 0))))
    assert _dmg(st, hero(st, 0)) == 3
    st, _ = play_real(st, "Blink", 0, pay=5)
    st = _settle(choose(resolve_chain(st), str(foe)))
    assert _dmg(st, foe) == 1
    st = _to(st, 1)  # the opponent's ability: no
    st.table.cards[hero(st, 0)].damage = 5
    st, _ = play_real(st, "Blink", 1, pay=5)
    st = resolve_chain(st)
    assert not st.pending and _dmg(st, hero(st, 0)) == 5


# --- Zaza'jun (EN 703 enters play; 714; glossary Assault; tokens 305) ---------------------------------------------------


def test_zazajun():
    # "When this ally enters play, put two 1 [Melee] / 1 [Health] Treant ally tokens into play." / "Token allies you
    # control have Assault 1. (They have +1 ATK on your turn.)"
    automated("Zaza'jun")
    st = start()
    theirs = put_real(st, 1, "Zaza'jun", "allies")  # (put: no tokens for him)
    before = set(st.table.zone(0, "allies"))
    st, z = play_real(st, "Zaza'jun", 0, pay=8)
    st = _settle(st)
    toks = sorted(set(st.table.zone(0, "allies")) - before - {z})
    assert len(toks) == 2 and all(kw.data(st, t)["name"] == "Treant" for t in toks)
    assert all((kw.health(st, t), kw.atk(st, t)) == (1, 2) for t in toks)  # 1 ATK + Assault 1 on my turn
    assert kw.atk(st, z) == kw.data(st, z)["atk"]  # not a token
    st2 = next_turn(st)
    assert all(kw.atk(st2, t) == 1 for t in toks)  # not on the opponent's turn
    st2.table.cards[theirs].zone = "graveyard"
    st3 = next_turn(st2)
    assert all(kw.atk(st3, t) == 2 for t in toks)


# --- Witch Doctor Ka'booma (EN 703 "deals combat damage to a defending hero") -------------------------------------------


def test_witch_doctor_kabooma():
    # "When this ally deals combat damage to a defending hero, reveal the top card of your deck. This ally deals shadow
    # damage to your hero equal to that revealed card's cost, then put that card into your hand."
    automated("Witch Doctor Ka'booma")
    st = start()
    wd = put_real(st, 0, "Witch Doctor Ka'booma", "allies")
    top = put_real(st, 0, "Bonechewer Behemoth", "deck")  # cost 5
    st.table.zone(0, "deck").remove(top)
    st.table.zone(0, "deck").insert(0, top)
    st = _fight(apply(st, "attack", 0, attacker=wd, defender=hero(st, 1)))
    assert _dmg(st, hero(st, 1)) == kw.atk(st, wd) and _dmg(st, hero(st, 0)) == 5 and _zone(st, top) == "hand"
    st3 = start()  # a revealed card of cost 0: no damage, still into the hand
    wd3 = put_real(st3, 0, "Witch Doctor Ka'booma", "allies")
    top3 = put_real(st3, 0, "Seeds of Their Demise", "deck")
    st3.table.zone(0, "deck").remove(top3)
    st3.table.zone(0, "deck").insert(0, top3)
    st3 = _fight(apply(st3, "attack", 0, attacker=wd3, defender=hero(st3, 1)))
    assert _dmg(st3, hero(st3, 0)) == 0 and _zone(st3, top3) == "hand"
    st2 = start()  # attacking an ally: no
    wd2 = put_real(st2, 0, "Witch Doctor Ka'booma", "allies")
    foe = put_real(st2, 1, "Anika Berlyn", "allies")
    top2 = st2.table.zone(0, "deck")[0]
    st2 = _fight(apply(st2, "attack", 0, attacker=wd2, defender=foe))
    assert _dmg(st2, hero(st2, 0)) == 0 and _zone(st2, top2) == "deck"


# --- Seer's Signet (100.2d reputation; glossary Sabotage; EN 703) ------------------------------------------------------


def test_seers_signet():
    # "Scryer Reputation" / "Your hero has Sabotage: Ability or equipment." / "When your hero sabotages a card, destroy it."
    # (Sabotage read from the pool's reminder text, "can attack opposing abilities / equipment": engine.wow.wreal2_sabotage)
    from .test_combat import finish_combat

    automated("Seer's Signet")
    st = start()
    put_real(st, 0, "Seer's Signet", "hero_row")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    assert kw.has(st, hero(st, 0), "Sabotage: ability") and kw.has(st, hero(st, 0), "Sabotage: equipment")
    assert not kw.has(st, mine, "Sabotage: ability") and not kw.has(st, hero(st, 1), "Sabotage: ability")
    gear = put_real(st, 1, "Golem Skull Helm", "hero_row")
    ab = put_real(st, 1, "Dreamstate", "hero_row")
    mygear = put_real(st, 0, "Ornate Adamantium Breastplate", "hero_row")
    targets = {
        a.args["defender"]
        for a in ENGINE.legal_actions(st, 0)
        if a.type == "attack" and a.args["attacker"] == hero(st, 0)
    }
    assert {gear, ab} <= targets and mygear not in targets
    assert not {
        a.args["defender"]
        for a in ENGINE.legal_actions(st, 0)
        if a.type == "attack" and a.args["attacker"] == mine
    } & {gear, ab}
    st = resolve_chain(finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=gear)))
    assert _zone(st, gear) == "graveyard" and _zone(st, ab) == "hero_row" and _dmg(st, hero(st, 1)) == 0


# --- Nature's Reach (100.2 hero requirement; EN 714; EN 701; tokens) ----------------------------------------------------


def test_natures_reach():
    # "Balance Hero Required" / "Ongoing: Ally tokens in your party have +1 ATK / +1 health." / "3, [Exhaust] -> Put a
    # Treant ally token into play with 1 [Melee] ATK / 1 health."
    from engine.wow.cards.compiler import card_powers

    data = automated("Nature's Reach")
    assert any(p.kind == "deck" for p in card_powers(data))
    st = start()
    nr = put_real(st, 0, "Nature's Reach", "hero_row")
    real_ally = put_real(st, 0, "Jerrick Valder", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, nr)
    resources(st, 0, 1)
    before = set(st.table.zone(0, "allies"))
    st = _settle(apply(st, "power", 0, **_powers(st, 0, nr)[0].args))
    new = list(set(st.table.zone(0, "allies")) - before)
    assert len(new) == 1 and kw.data(st, new[0])["name"] == "Treant" and st.table.cards[nr].tapped
    assert (kw.atk(st, new[0]), kw.health(st, new[0])) == (2, 2) and (
        kw.atk(st, real_ally),
        kw.health(st, real_ally),
    ) == (2, 3)
    assert not _powers(st, 0, nr)  # exhausted
    st2 = next_turn(st)
    assert (kw.atk(st2, new[0]), kw.health(st2, new[0])) == (2, 2)  # not "on your turn": always


def test_natures_reach_only_your_tokens():
    # the opponent's Reach grows his tokens, not mine
    st2 = start()
    put_real(st2, 1, "Nature's Reach", "hero_row")
    before = set(st2.table.zone(0, "allies"))
    st2, z = play_real(st2, "Zaza'jun", 0, pay=8)
    st2 = _settle(st2)
    toks = sorted(set(st2.table.zone(0, "allies")) - before - {z})
    assert toks and all(kw.health(st2, t) == 1 for t in toks)


# --- Etched Dragonbone Girdle (EN 701 costs) ---------------------------------------------------------------------------


def test_etched_dragonbone_girdle():
    # "[Exhaust], Destroy a Dragonkin you control -> Draw two cards."
    automated("Etched Dragonbone Girdle")
    st = start()
    g = put_real(st, 0, "Etched Dragonbone Girdle", "hero_row")
    put_real(st, 1, "Mottled Drake", "allies")  # the opponent's Dragonkin: not mine
    put_real(st, 0, "Jerrick Valder", "allies")  # not a Dragonkin
    assert not _powers(st, 0, g)
    drake = put_real(st, 0, "Mottled Drake", "allies")
    assert _powers(st, 0, g)
    hand0 = len(_hand(st, 0))
    st = apply(st, "power", 0, **_powers(st, 0, g)[0].args)
    if st.pending:
        assert str(drake) in _ids(st)
        st = choose(st, str(drake))
    st = _settle(st)
    assert _zone(st, drake) == "graveyard" and len(_hand(st, 0)) == hand0 + 2 and st.table.cards[g].tapped
    put_real(st, 0, "Mottled Drake", "allies")
    assert not _powers(st, 0, g)  # exhausted


# --- Oppress (EN 709 "if you do"; 415.9d discard) -----------------------------------------------------------------------


def test_oppress():
    # "Destroy target ability. If you do, its controller discards a card."
    automated("Oppress")
    st = start()
    theirs = put_real(st, 1, "Dreamstate", "hero_row")
    mine = put_real(st, 0, "Nature's Reach", "hero_row")
    ally = put_real(st, 1, "Anika Berlyn", "allies")
    h1, h0 = len(_hand(st, 1)), len(_hand(st, 0))
    st, _ = play_real(st, "Oppress", 0, pay=5)
    assert {str(theirs), str(mine)} <= _ids(st) and str(ally) not in _ids(st)
    st = resolve_chain(choose(st, str(theirs)))
    assert st.pending and st.pending[0].player == 1 and st.pending[0].min == 1
    st = _discard(st)
    assert _zone(st, theirs) == "graveyard" and len(_hand(st, 1)) == h1 - 1 and len(_hand(st, 0)) == h0
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    sap = put_real(st, 0, "Sap", "hero_row", attached_to=foe)  # an attached ability is an ability in play
    h0 = len(_hand(st, 0))
    st, _ = play_real(st, "Oppress", 0, pay=5)  # my own ability: I discard
    assert str(sap) in _ids(st)
    st = _discard(resolve_chain(choose(st, str(mine))))
    assert _zone(st, mine) == "graveyard" and len(_hand(st, 0)) == h0 - 1


# --- If You're Not Against Us... (306.2; EN 709 "an opponent chooses one") -------------------------------------------


@pytest.mark.parametrize("pick", [0, 1])
def test_if_youre_not_against_us(pick):
    # "Pay 1 to complete this quest." / "Reward: An opponent chooses one: You draw a card or your hero deals 3 shadow
    # damage to his hero."
    automated("If You're Not Against Us...")
    st = start()
    q = _quest(st, "If You're Not Against Us...", 1)
    hand0 = len(_hand(st, 0))
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert (
        st.pending and st.pending[0].player == 1 and len(st.pending[0].options) == 2
    )  # the opponent chooses
    assert sum("draw" in o.label.lower() for o in st.pending[0].options) == 1
    st = _settle(choose(st, st.pending[0].options[pick].id))
    drew = len(_hand(st, 0)) == hand0 + 1
    hurt = _dmg(st, hero(st, 1)) == 3
    assert drew != hurt and _dmg(st, hero(st, 0)) == 0


# --- Swift Discipline (306.2 "during your turn"; tokens under the opponent's control) ----------------------------------


def test_swift_discipline():
    # "During your turn, pay 1 to complete this quest." / "Reward: Draw a card, and target opponent puts a Boar ally
    # token with 1 ATK and 1 health into play."
    automated("Swift Discipline")
    st = start()
    q = _quest(st, "Swift Discipline", 1)
    hand0 = len(_hand(st, 0))
    mine, theirs = set(st.table.zone(0, "allies")), set(st.table.zone(1, "allies"))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, q)[0].args), hero(st, 1))
    new = list(set(st.table.zone(1, "allies")) - theirs)
    assert len(_hand(st, 0)) == hand0 + 1 and set(st.table.zone(0, "allies")) == mine
    assert len(new) == 1 and kw.data(st, new[0])["name"] == "Boar" and st.table.cards[new[0]].controller == 1
    assert (kw.atk(st, new[0]), kw.health(st, new[0])) == (1, 1)
    st2 = _to(start(), 1)  # the opponent's turn: not
    q2 = put_real(st2, 0, "Swift Discipline", "resources", face_down=False)
    resources(st2, 0, 3)
    assert not _quests(st2, 0, q2)


# --- Bottled Knowledge (EN 703 enters play; EN 701 costs) -------------------------------------------------------------


def test_bottled_knowledge():
    # "When this item enter play, draw two cards, then discard a card." / "On your turn: Exhaust a Mage hero or ally you
    # control and destroy this item -> Draw two cards, then discard a card."
    automated("Bottled Knowledge")
    st = start()
    hand0 = len(_hand(st, 0))
    st, bk = play_real(st, "Bottled Knowledge", 0, pay=5)
    st = resolve_chain(st)
    assert (
        st.pending and st.pending[0].player == 0 and st.pending[0].min == 1 and len(_hand(st, 0)) == hand0 + 2
    )
    st = _discard(st)
    assert len(_hand(st, 0)) == hand0 + 1 and _zone(st, bk) == "hero_row"
    put_real(st, 0, "Jerrick Valder", "allies")  # not a Mage
    assert not _powers(st, 0, bk)
    mage = put_real(st, 0, "Vala Carville", "allies")
    theirs = put_real(st, 1, "Vala Carville", "allies")
    assert _powers(st, 0, bk)
    h = len(_hand(st, 0))
    st = apply(st, "power", 0, **_powers(st, 0, bk)[0].args)
    if st.pending and st.pending[0].kind not in ("discard_effect",):
        assert str(theirs) not in _ids(st)
        st = choose(st, str(mage))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].min == 1
    st = _discard(st)
    assert len(_hand(st, 0)) == h + 1 and _zone(st, bk) == "graveyard" and st.table.cards[mage].tapped
    st4 = start()  # a Mage hero pays it too
    jihan = as_hero(st4, "Spellweaver Jihan")
    bk4 = put_real(st4, 0, "Bottled Knowledge", "hero_row")
    st4 = apply(st4, "power", 0, **_powers(st4, 0, bk4)[0].args)
    if st4.pending and st4.pending[0].kind != "discard_effect":
        st4 = choose(st4, str(jihan))
    st4 = _discard(resolve_chain(st4))
    assert st4.table.cards[jihan].tapped and _zone(st4, bk4) == "graveyard"
    st3 = _to(start(), 1)  # "On your turn"
    bk3 = put_real(st3, 0, "Bottled Knowledge", "hero_row")
    put_real(st3, 0, "Vala Carville", "allies")
    assert not _powers(st3, 0, bk3)


# --- The Essence of Enmity (306.2; EN 709 reveal) ---------------------------------------------------------------------


def test_the_essence_of_enmity():
    # "Pay 3 to complete this quest." / "Reward: Reveal the top five cards of your deck. Put a revealed ally into your hand
    # and the rest on the bottom of your deck."
    automated("The Essence of Enmity")
    st = start()
    q = _quest(st, "The Essence of Enmity", 3)
    deck = st.table.zone(0, "deck")
    top = list(deck[:5])
    ally = put_real(st, 0, "Anika Berlyn", "deck")
    deck.remove(ally)
    deck.insert(2, ally)
    abil = put_real(st, 0, "Blink", "deck")
    deck.remove(abil)
    deck.insert(0, abil)
    five = list(deck[:5])
    sixth = deck[5]
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    if st.pending:
        assert str(abil) not in _ids(st) and str(ally) in _ids(st) and str(sixth) not in _ids(st)
        st = choose(st, str(ally))
    st = _settle(st)
    deck = st.table.zone(0, "deck")
    assert _zone(st, ally) == "hand" and _zone(st, abil) == "deck"
    assert deck[0] == sixth and set(deck[-4:]) == set(five) - {ally}
    del top
    st2 = start()  # no ally revealed: all five to the bottom
    q2 = _quest(st2, "The Essence of Enmity", 3)
    deck2 = st2.table.zone(0, "deck")
    blinks = [put_real(st2, 0, "Blink", "deck") for _ in range(5)]
    for b in blinks:
        deck2.remove(b)
        deck2.insert(0, b)
    h = len(_hand(st2, 0))
    st2 = _settle(resolve_chain(apply(st2, "quest", 0, **_quests(st2, 0, q2)[0].args)))
    assert len(_hand(st2, 0)) == h and set(st2.table.zone(0, "deck")[-5:]) == set(blinks)


# --- Counterspell (EN 713 interrupt) -----------------------------------------------------------------------------------


def test_counterspell():
    # "Interrupt target ability card."
    automated("Counterspell")
    st = _to(start(), 1)
    foe_ab = put_real(st, 1, "Mind Melt", "hand")
    resources(st, 1, 5)
    cs = put_real(st, 0, "Counterspell", "hand")
    resources(st, 0, 5)
    st = choose(apply(st, "play", 1, uid=foe_ab, x=0), str(hero(st, 0)))
    while st.priority != 0:
        st = apply(st, "pass", st.priority)
    st = apply(st, "play", 0, uid=cs, x=0)
    assert str(foe_ab) in _ids(st)
    st = _settle(choose(st, str(foe_ab)))
    assert _dmg(st, hero(st, 0)) == 0 and _zone(st, foe_ab) == "graveyard" and _zone(st, cs) == "graveyard"
    st2 = _to(start(), 1)  # an ally card on the chain is no "ability card"
    foe_ally = put_real(st2, 1, "Anika Berlyn", "hand")
    resources(st2, 1, 6)
    cs2 = put_real(st2, 0, "Counterspell", "hand")
    resources(st2, 0, 5)
    blink = put_real(st2, 0, "Blink", "hand")
    st2 = apply(st2, "play", 1, uid=foe_ally, x=0)
    assert (
        st2.chain
        and st2.priority == 0
        and [a for a in ENGINE.legal_actions(st2, 0) if a.args.get("uid") == blink]
    )
    assert not [a for a in ENGINE.legal_actions(st2, 0) if a.type == "play" and a.args.get("uid") == cs2]
    st3 = _to(start(), 1)  # a hero's power on the chain is no ability card either
    v = put_real(st3, 1, "Varanis Bitterstar", "hero_row")
    st3.table.cards[st3.heroes[1]].zone = "removed"
    st3.heroes[1] = v
    resources(st3, 1, 4)
    cs3 = put_real(st3, 0, "Counterspell", "hand")
    blink3 = put_real(st3, 0, "Blink", "hand")
    resources(st3, 0, 5)
    st3 = choose(apply(st3, "power", 1, **_powers(st3, 1, v)[0].args), str(hero(st3, 0)))
    assert (
        st3.chain
        and st3.priority == 0
        and [a for a in ENGINE.legal_actions(st3, 0) if a.args.get("uid") == blink3]
    )
    assert not [a for a in ENGINE.legal_actions(st3, 0) if a.type == "play" and a.args.get("uid") == cs3]


# --- Revealing Strike (100.2 talent; EN 709 reveal; 415.9d discard) ----------------------------------------------------


def test_revealing_strike():
    # "Combat Talent" / "Target opponent reveals the top card of his deck, and then he reveals his hand and discards all
    # cards that share a card type with the revealed card."
    automated("Revealing Strike")
    st = start()
    st.table.zone(1, "hand").clear()
    a1 = put_real(st, 1, "Anika Berlyn", "hand")
    a2 = put_real(st, 1, "Jerrick Valder", "hand")
    ab = put_real(st, 1, "Blink", "hand")
    top = put_real(st, 1, "Kor Cindervein", "deck")  # an ally
    st.table.zone(1, "deck").remove(top)
    st.table.zone(1, "deck").insert(0, top)
    mine = put_real(st, 0, "Anika Berlyn", "hand")
    st, _ = play_real(st, "Revealing Strike", 0, pay=5)
    st = _drive(st, hero(st, 1))
    assert (
        _zone(st, a1) == _zone(st, a2) == "graveyard"
        and _zone(st, ab) == "hand"
        and _zone(st, mine) == "hand"
    )
    assert _zone(st, top) == "deck" and st.table.zone(1, "deck")[0] == top  # revealed, stays on top


# --- Windspeaker Nuvu (EN 703 "the first time each turn") ---------------------------------------------------------------


def test_windspeaker_nuvu():
    # "When this ally attacks for the first time each turn, ready him."
    automated("Windspeaker Nuvu")
    st = start()
    nu = put_real(st, 0, "Windspeaker Nuvu", "allies")
    st = _fight(apply(st, "attack", 0, attacker=nu, defender=hero(st, 1)))
    assert not st.table.cards[nu].tapped and _dmg(st, hero(st, 1)) == kw.atk(st, nu)
    st = _fight(apply(st, "attack", 0, attacker=nu, defender=hero(st, 1)))
    assert st.table.cards[nu].tapped  # the second attack: not readied
    st = next_turn(next_turn(st))
    st = _fight(apply(st, "attack", 0, attacker=nu, defender=hero(st, 1)))
    assert not st.table.cards[nu].tapped  # each turn


# --- Leap of Faith (EN 709; 401 "you own"; 710 enters play ready and undamaged) ----------------------------------------


def test_leap_of_faith():
    # "Remove target ability, ally, or equipment you own from the game. Then, put it into play under your control. (It
    # enters play ready and undamaged.)"
    automated("Leap of Faith")
    st = start()
    mine = put_real(st, 0, "Anika Berlyn", "allies", tapped=True, damage=4)
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    taken = put_real(st, 0, "Jerrick Valder", "allies")  # mine, the opponent controls it
    st.table.zone(0, "allies").remove(taken)
    st.table.zone(1, "allies").append(taken)
    st.table.cards[taken].controller = 1
    gear = put_real(st, 0, "Golem Skull Helm", "hero_row")
    reach = put_real(st, 0, "Nature's Reach", "hero_row")
    st, _ = play_real(st, "Leap of Faith", 0, pay=5)
    assert {str(mine), str(taken), str(gear), str(reach)} <= _ids(st)
    assert str(theirs) not in _ids(st) and str(hero(st, 0)) not in _ids(st)
    st = _settle(choose(st, str(mine)))
    c = st.table.cards[mine]
    assert c.zone == "allies" and not c.tapped and c.damage == 0 and c.controller == 0
    st, _ = play_real(st, "Leap of Faith", 0, pay=5)
    st = _settle(choose(st, str(taken)))
    assert st.table.cards[taken].controller == 0 and taken in st.table.zone(0, "allies")
    st2 = (
        start()
    )  # it enters play anew: its "when this enters play" fires again (Zaza'jun, Bottled Knowledge)
    z = put_real(st2, 0, "Zaza'jun", "allies")
    bk = put_real(st2, 0, "Bottled Knowledge", "hero_row", tapped=True)
    before = set(st2.table.zone(0, "allies"))
    st2, _ = play_real(st2, "Leap of Faith", 0, pay=5)
    st2 = _settle(choose(st2, str(z)))
    assert _zone(st2, z) == "allies" and len(set(st2.table.zone(0, "allies")) - before) == 2
    h = len(_hand(st2, 0))
    st2, _ = play_real(st2, "Leap of Faith", 0, pay=5)
    st2 = resolve_chain(choose(st2, str(bk)))
    assert st2.pending and st2.pending[0].kind == "discard_effect" and len(_hand(st2, 0)) == h + 2
    assert _zone(st2, bk) == "hero_row" and not st2.table.cards[bk].tapped


# --- Seeds of Their Demise (306.2; glossary Delve) ----------------------------------------------------------------------


def test_seeds_of_their_demise():
    # "Pay 0 to complete this quest." / "Reward: Delve (Look at the top two cards of your deck. Put any number of them on
    # top of your deck in any order, and the rest on the bottom.)"
    automated("Seeds of Their Demise")
    st = start()
    q = put_real(st, 0, "Seeds of Their Demise", "resources", face_down=False)
    st.table.zone(0, "resources")[:] = [q]
    assert _quests(st, 0, q)
    deck = st.table.zone(0, "deck")
    a, b = deck[0], deck[1]
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert st.pending and st.pending[0].kind == "delve" and _ids(st) == {str(a), str(b)}
    st = resolve_chain(choose(st, str(b)))
    deck = st.table.zone(0, "deck")
    assert deck[0] == b and deck[-1] == a and st.table.cards[q].face_down


# --- Corrosion Prevention (306.2 quest condition "this turn") ---------------------------------------------------------


def test_corrosion_prevention():
    # "If a hero or ally you controlled dealt nature ([Nature]) damage this turn: Pay 2 to complete this quest." /
    # "Reward: Draw a card."
    automated("Corrosion Prevention")
    st = start()
    q = put_real(st, 0, "Corrosion Prevention", "resources", face_down=False)
    st.table.zone(0, "resources")[:] = [q]
    resources(st, 0, 12)
    assert not _quests(st, 0, q)
    st, _ = play_real(st, "Mind Melt", 0, pay=0)  # shadow damage: no
    st = _discard(resolve_chain(choose(st, str(hero(st, 1)))))
    assert not _quests(st, 0, q)
    st, _ = play_real(st, "Wrath", 0, pay=0)  # "Your hero deals 3 nature damage to target hero or ally."
    st = _discard(_drive(st, hero(st, 1)))
    assert _quests(st, 0, q)
    hand0 = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert len(_hand(st, 0)) == hand0 + 1
    st2 = next_turn(next_turn(st))
    st2.table.cards[q].face_down = False
    assert not _quests(st2, 0, q)  # a turn later: no
    st3 = _to(start(), 1)  # the opponent's nature damage: no
    q3 = put_real(st3, 0, "Corrosion Prevention", "resources", face_down=False)
    resources(st3, 0, 3)
    st3, _ = play_real(st3, "Wrath", 1, pay=3)
    st3 = _discard(_drive(st3, hero(st3, 0)))
    assert _dmg(st3, hero(st3, 0)) == 3 and not _quests(st3, 0, q3)


# --- Mind Melt (100.2 talent; EN 709 "for each damage dealt this way") --------------------------------------------------


def test_mind_melt():
    # "Shadow Talent" / "Your hero deals 3 shadow damage to target hero or ally. That character's controller discards a
    # card for each damage dealt this way."
    automated("Mind Melt")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Anika Berlyn", "allies")
    h1 = len(_hand(st, 1))
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    assert {str(foe), str(mine), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = _discard(resolve_chain(choose(st, str(foe))))
    assert _dmg(st, foe) == 3 and len(_hand(st, 1)) == h1 - 3
    h0 = len(_hand(st, 0))
    st, _ = play_real(st, "Mind Melt", 0, pay=5)
    st = _discard(resolve_chain(choose(st, str(mine))))  # my ally: I discard
    assert _dmg(st, mine) == 3 and len(_hand(st, 0)) == h0 - 3
    st2 = start()  # damage prevented: a discard per damage dealt, not per damage printed
    gath = put_real(st2, 1, "Gathios the Shatterer", "allies")  # "prevent all but 1 of it"
    h1 = len(_hand(st2, 1))
    st2, _ = play_real(st2, "Mind Melt", 0, pay=5)
    st2 = _discard(resolve_chain(choose(st2, str(gath))))
    assert _dmg(st2, gath) == 1 and len(_hand(st2, 1)) == h1 - 1
