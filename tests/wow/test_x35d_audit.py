"""Audit x35d: a seventh sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2047)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, raid/dungeon encounter cards left
out), over the whole pool imported from ../shared/data/wow/cards, the 180 names x34a, x34b, x34d, x34e, x35a and x35b drew
left out (each re-drawn by its file's ``sample``; 4536 names with text left, 4457 automated). x35c (seed 2045, over the cards of the real deck
lists, drawn at the same time) shares no name with this sample. The 30 names drawn:

Heroic Impulse (WBR), The Ring of Blood: Brokentoe (ARC), Drandus the Deathcaller (CD2), Shield Slam (SoB), Blastenheimer
5000 Ultra Cannon (DMF), Seed of Corruption (ELE), Sunfire Handwraps (CFH), Bait the Trap (HfI), Darkmoon Card: Hurricane
(ToD), Maiev Shadowsong (ARC), Faithful Prayer (DTP), Hemet's Elekk Gun (MoL), Siphon Life (CD2), Cleave (HoA), Xeris
(ELE), Blood Lord Vorath (ICE), The Dying Balance (TDP), Boundless Thievery (CoH), Rallying Cry of the Dragonslayer (TOT),
The Bringer of Death (ARC), Searing Scorchling (HOL), Don Alejandro's Money Belt (FoH), Tania Falan (ToD), Winter's Grasp
(HoA), Scatter Shot (BoG), The Firelord's Gift (ELE), Fossilized Raptor (CAB), Curse of the Elements (FoH), Rotun
Daggerhand (FoO), Malaxia Wizwhirl (WBR).

Each card is played with the real card of the pool, every clause of its text checked by its observable result (targets
offered, amounts, durations, conditions both ways, costs, "may" both ways, "up to"). EN numbers are rules outside the
provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 30 audited, 30 right, 0 wrong. No engine change.
Probes past the plain reading, all right too: Siphon Life heals nothing when its shadow damage is prevented (Shadow
Resistance); Curse of the Elements adds 3 to a shadow-fire packet (408.3a); Boundless Thievery takes equipment and offers
no card its player can't pay for; Malaxia's back triggers once per opposing ally dealt nature damage; Hemet's Elekk Gun's
+4 ATK holds defending too; Maiev's Stealth leaves no protector; the opponent's Shield can't pay Shield Slam.

Test expectations first set wrong and corrected (not engine defects): Shield Slam's "you may destroy" asks yes/no before
the ability is chosen; Seed of Corruption's death trigger was first answered by the turn-passing helper; Maiev's and
Cleave's defenders died (their health misread: Karrok Scarrend 5/4, Adenda Lighthaven 5/4), Rallying Cry's Anika Berlyn
is 5/6; Hemet's Elekk Gun strikes for 5; Cleave asks which Melee weapon ("one of your Melee weapons") after its targets;
Scatter Shot's two Ranged weapons broke uniqueness (Ranged (1), 414) and the opponent's answer must be an instant (409.1);
``as_hero`` left the old hero in the hero row (offered as a target): ``_as_hero`` takes it out (test setup).

Rule calls without a source (the provided document stops before 712-714):
- Xeris: "Stash: Target ally has -1 ATK" prints no duration; the engine (template ``atk_this_turn``, shared by every
  "X has +N/-N ATK" sentence of the pool) read it as "this turn". Changed by audit x37a (tests/wow/test_x37a_audit.py):
  no rule ends a modifier with no stated duration with the turn (500.5 ends "this combat" / "this turn" ones), so it
  lasts while the ally stays in play (415.9a); the test follows that reading now.
- Boundless Thievery: "paying costs as normal" — a revealed card its player can't pay for isn't offered (403.1).
- The Ring of Blood: Brokentoe: the card discarded to put it face up is another card of the hand, not the quest itself.
- Drandus the Deathcaller: "Ghouls" are the Ghoul ally token (Ahkara's) and an ally whose type line holds the word
  Ghoul (Skullchewer, "Vyrkul Ghoul"), as the engine reads it.
- Deck-building lines (Maiev's "Loyal Hero Required", Shield Slam's, Siphon Life's, Scatter Shot's, Vorath's
  "Deckbuilding:") are not played here (x34a covers them, 100.2).
- Not in this audit's reach (another helper, h35wow, is changing them): modal "target opponent" checks (Boundless
  Thievery's "target opponent": with one opponent the test takes whatever is asked), exhaust taxes, "token allies have +1 ATK this turn" locking.
"""

from __future__ import annotations

import random

import pytest

from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import plays as _plays
from .audit import powers as _powers
from .audit import quests as _quests
from .audit import zone as _zone
from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wscale_amounts import as_hero
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight
from .test_x34a_audit import sample as audited_a
from .test_x34b_audit import sample as audited_b
from .test_x34d_audit import sample as audited_d
from .test_x34e_audit import _drive, _quest, _to
from .test_x34e_audit import sample as audited_e
from .test_x35a_audit import sample as audited_x35a
from .test_x35b_audit import sample as audited_x35b
from .test_x35c_audit import DRAWN as x35c_drawn

pytestmark = needs(WOW_CARDS)

SEED = 2047
SIZE = 30


def audited_before() -> set[str]:
    """The 180 names x34a/b/d/e, x35a and x35b drew (each re-drawn by its own file's ``sample``)."""
    return (
        set(audited_a())
        | set(audited_b())
        | set(audited_d())
        | set(audited_e())
        | set(audited_x35a())
        | set(audited_x35b())
    )


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool: one record per name, raid/dungeon encounter cards left out), the
    180 names drawn by the audits before left out."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = audited_before()
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x35d", n, names[n])], size)


DRAWN = [
    "Heroic Impulse", "The Ring of Blood: Brokentoe", "Drandus the Deathcaller", "Shield Slam",
    "Blastenheimer 5000 Ultra Cannon", "Seed of Corruption", "Sunfire Handwraps", "Bait the Trap",
    "Darkmoon Card: Hurricane", "Maiev Shadowsong", "Faithful Prayer", "Hemet's Elekk Gun", "Siphon Life", "Cleave",
    "Xeris", "Blood Lord Vorath", "The Dying Balance", "Boundless Thievery", "Rallying Cry of the Dragonslayer",
    "The Bringer of Death", "Searing Scorchling", "Don Alejandro's Money Belt", "Tania Falan", "Winter's Grasp",
    "Scatter Shot", "The Firelord's Gift", "Fossilized Raptor", "Curse of the Elements", "Rotun Daggerhand",
    "Malaxia Wizwhirl",
]  # fmt: skip


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2047 over the sorted automated names with rules text, the 180 names drawn before left out
    drawn = sample()
    done = audited_before()
    assert drawn == DRAWN and not set(drawn) & done and len(done) == 180
    assert not set(drawn) & set(x35c_drawn)  # no overlap with the audit done at the same time


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _tokens(st, player: int = 0) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def _ready(st, player: int) -> int:
    return sum(not st.table.cards[u].tapped for u in st.table.zone(player, "resources"))


def _until_question(st, player: int):
    """Pass until a question comes up during ``player``'s turn (or its main step is reached with nothing asked)."""
    for _ in range(60):
        if st.pending and st.active == player:
            return st
        if st.active == player and st.step == "main" and not st.chain and not st.triggers:
            return st
        st = (
            choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
            if st.pending
            else apply(st, "pass", st.priority)
        )
    raise AssertionError("no question")


def _as_hero(st, name: str) -> int:
    """``name`` (a real hero card) becomes P0's hero; the old one leaves the hero row (test setup)."""
    old = hero(st, 0)
    new = as_hero(st, name)
    if old in st.table.zone(0, "hero_row"):
        st.table.zone(0, "hero_row").remove(old)
    return new


def _protectors(st, attacker: int, defender: int) -> list[int]:
    from engine.wow.combat import protectors
    from engine.wow.state import Combat

    st.combat = Combat(attacker=attacker, defender=defender, attacking_player=st.table.cards[attacker].controller,
                       proposed_defender=defender, stage="proposed")  # fmt: skip
    try:
        return protectors(st)
    finally:
        st.combat = None


# --- Heroic Impulse (400.1 attach to target "hero or ally you control"; glossary Protector; EN 714) -------------------


def test_heroic_impulse():
    # "Attach to target hero or ally you control." / "Ongoing: Attached character has Protector."
    automated("Heroic Impulse")
    for pick in ("hero", "ally"):
        st = start()
        mine = put_real(st, 0, "Jerrick Valder", "allies")
        other = put_real(st, 0, "Karrok Scarrend", "allies")
        foe = put_real(st, 1, "Anika Berlyn", "allies")
        st, hi = play_real(st, "Heroic Impulse", 0, pay=2)
        assert _ids(st) == {str(hero(st, 0)), str(mine), str(other)}  # not the opponent's hero or ally
        target = hero(st, 0) if pick == "hero" else mine
        assert not kw.has(st, target, "Protector")
        st = resolve_chain(choose(st, str(target)))
        assert st.table.cards[hi].attached_to == target and _zone(st, hi) != "graveyard"
        assert kw.has(st, target, "Protector") and not kw.has(st, other, "Protector")
        # the opposing ally attacks the other friendly character: the attached one may exhaust to defend (602.2)
        st = _to(st, 1)
        defender = other
        assert target in _protectors(st, foe, defender)
        assert kw.has(next_turn(st), target, "Protector")  # lasting


# --- The Ring of Blood: Brokentoe (306.2 quests; 403.1 additional cost of putting a quest face up; draw) ------------


def test_the_ring_of_blood_brokentoe():
    # "As a cost to play this face up, discard a card." / "Pay 3 to complete this quest." / "Reward: Draw two cards."
    automated("The Ring of Blood: Brokentoe")
    st = start()
    q = put_real(st, 0, "The Ring of Blood: Brokentoe", "hand")
    other = put_real(st, 0, "Blink", "hand")
    n = len(_hand(st, 0))
    ups = [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args.get("face_up")]
    pays = {tuple(a.args.get("pay", [])) for a in ups}
    assert (other,) in pays and (q,) not in pays and all(len(p) == 1 for p in pays)  # one other card pays
    st = _drive(ENGINE.apply(st, next(a for a in ups if a.args.get("pay") == [other])).state)
    assert _zone(st, q) == "resources" and not st.table.cards[q].face_down
    assert _zone(st, other) == "graveyard" and len(_hand(st, 0)) == n - 2
    st = start()  # with no other card to discard, it can't be put face up
    st.table.zone(0, "hand").clear()
    q = put_real(st, 0, "The Ring of Blood: Brokentoe", "hand")
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args.get("face_up")]
    assert [
        a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args.get("uid") == q
    ]  # face down: yes
    st = start()
    quest = _quest(st, "The Ring of Blood: Brokentoe", 3)
    n = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st, 0)) == n + 2 and st.table.cards[quest].face_down


# --- Drandus the Deathcaller (glossary Protector, Assault; EN 714 "Ghouls you control") -----------------------------


def test_drandus_the_deathcaller():
    # "Protector" / "Ghouls you control have Assault 2."
    automated("Drandus the Deathcaller")
    st = start()
    dr = put_real(st, 0, "Drandus the Deathcaller", "allies")
    assert kw.has(st, dr, "Protector") and "Assault" not in kw.keywords(st, dr)
    plain = put_real(st, 0, "Jerrick Valder", "allies")
    st, _ = play_real(st, "Ahkara", 0, pay=5)  # a 3/3 Ghoul ally token
    st = _drive(st)
    (ghoul,) = _tokens(st, 0)
    st2, _ = play_real(_to(st, 1), "Ahkara", 1, pay=5)
    st2 = _drive(st2)
    (theirs,) = _tokens(st2, 1)
    assert kw.keywords(st, ghoul).get("Assault") == 2 and kw.atk(st, ghoul) == 5  # +2 ATK on your turn
    assert "Assault" not in kw.keywords(st, plain)
    assert "Assault" not in kw.keywords(st2, theirs) and kw.atk(st2, theirs) == 3  # the opponent's Ghoul
    assert kw.atk(st2, ghoul) == 3  # Assault: not on the opponent's turn
    sk = put_real(
        st, 0, "Skullchewer", "allies"
    )  # type line "Vyrkul Ghoul": a Ghoul too (rule call, see the header)
    assert kw.keywords(st, sk).get("Assault") == 2
    st.table.cards[dr].zone = "graveyard"
    st.table.zone(0, "allies").remove(dr)
    assert "Assault" not in kw.keywords(st, ghoul)


# --- Shield Slam (403.3 alternative cost "exhaust one of your Shields"; 706; EN 709 "if you targeted a hero"; may) --


def test_shield_slam():
    # "You may exhaust one of your Shields rather than pay Shield Slam's cost." / "Your hero deals 3 melee damage to
    # target hero or ally. If you targeted a hero, you may destroy an ability controlled by its controller."
    automated("Shield Slam")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Rallying Cry of the Dragonslayer", "hero_row")
    st, _ = play_real(st, "Shield Slam", 0, pay=3)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = _drive(choose(st, str(foe)), theirs)
    assert _dmg(st, foe) == 3 and _zone(st, theirs) == "hero_row"  # an ally targeted: no destroying
    for yes in (True, False):
        st = start()
        theirs = put_real(st, 1, "Rallying Cry of the Dragonslayer", "hero_row")
        mine = put_real(st, 0, "Rallying Cry of the Dragonslayer", "hero_row")
        st, _ = play_real(st, "Shield Slam", 0, pay=3)
        st = resolve_chain(choose(st, str(hero(st, 1))))
        assert _dmg(st, hero(st, 1)) == 3
        assert st.pending and _ids(st) == {"yes", "no"}  # "you may"
        st = choose(st, "yes" if yes else "no")
        if yes:  # an ability controlled by the targeted hero's controller
            assert st.pending and str(theirs) in _ids(st) and str(mine) not in _ids(st)
            st = choose(st, str(theirs))
        st = _drive(st)
        assert (_zone(st, theirs) == "graveyard") == yes and _zone(st, mine) == "hero_row"
    # the Shield instead of the cost
    st = start()
    shield = put_real(st, 0, "Aldori Legacy Defender", "hero_row")
    slam = put_real(st, 0, "Shield Slam", "hand")
    st.table.zone(0, "resources").clear()
    alt = [a for a in _plays(st, 0, slam) if "alt" in a.args]
    assert alt
    st = ENGINE.apply(st, alt[0]).state
    st = resolve_chain(choose(st, str(hero(st, 1))) if st.pending and str(hero(st, 1)) in _ids(st) else st)
    st = _drive(st)
    assert st.table.cards[shield].tapped and _dmg(st, hero(st, 1)) == 3 and _zone(st, slam) == "graveyard"
    st = start()  # not the opponent's Shield
    put_real(st, 1, "Aldori Legacy Defender", "hero_row")
    slam = put_real(st, 0, "Shield Slam", "hand")
    st.table.zone(0, "resources").clear()
    assert not _plays(st, 0, slam)
    st = start()  # not an exhausted Shield
    shield = put_real(st, 0, "Aldori Legacy Defender", "hero_row")
    st.table.cards[shield].tapped = True
    slam = put_real(st, 0, "Shield Slam", "hand")
    st.table.zone(0, "resources").clear()
    assert not _plays(st, 0, slam)


# --- Blastenheimer 5000 Ultra Cannon (EN 701 "3, [Exhaust]"; may; EN 703 delayed "at the start of the next turn") ---


def test_blastenheimer_5000_ultra_cannon():
    # "Ongoing: 3, [Exhaust] -> You may put an ally card from your hand into play. If you do, destroy it at the start of
    # the next turn."
    automated("Blastenheimer 5000 Ultra Cannon")
    for yes in (True, False):
        st = start()
        cannon = put_real(st, 0, "Blastenheimer 5000 Ultra Cannon", "hero_row")
        ally = put_real(st, 0, "Varimathras", "hand")
        put_real(st, 0, "Blink", "hand")
        st.table.zone(0, "resources").clear()
        resources(st, 0, 2)
        assert not _powers(st, 0, cannon)
        resources(st, 0, 1)
        st = apply(st, "power", 0, **_powers(st, 0, cannon)[0].args)
        st = _drive(st, ally, yes)
        assert st.table.cards[cannon].tapped and _ready(st, 0) == 0
        assert (_zone(st, ally) == "allies") == yes
        if yes:
            assert st.table.cards[ally].controller == 0
            st = next_turn(st)
            assert _zone(st, ally) == "graveyard"


# --- Seed of Corruption (400.1 attach to target opposing ally; EN 703 start of your turn; "when attached ally is
# destroyed" 706 target) -------------------------------------------------------------------------------------------------


def test_seed_of_corruption():
    # "Attach to target opposing ally." / "Ongoing: At the start of your turn, you hero deals 2 shadow damage to attached
    # ally." / "When attached ally is destroyed, your hero deals 2 shadow damage to target hero or ally."
    automated("Seed of Corruption")
    st = start()
    foe = put_real(st, 1, "Jerrick Valder", "allies")  # 3 health
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    other = put_real(st, 1, "Anika Berlyn", "allies")
    st, seed = play_real(st, "Seed of Corruption", 0, pay=2)
    assert _ids(st) == {str(foe), str(other)}
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[seed].attached_to == foe and _dmg(st, foe) == 0
    st = next_turn(st)
    assert _dmg(st, foe) == 0  # not at the start of the opponent's turn
    st = next_turn(st)
    assert _dmg(st, foe) == 2
    st = _until_question(next_turn(st), 0)  # 4 damage: destroyed
    assert _zone(st, foe) == "graveyard"
    assert st.pending and {str(other), str(hero(st, 1)), str(mine)} <= _ids(st)
    st = _drive(st, other)
    assert _dmg(st, other) == 2 and _zone(st, seed) == "graveyard"


# --- Sunfire Handwraps (404.1 counters "enters play with"; EN 701 "[Exhaust], Remove a +1 [DEF] counter") ----------


def test_sunfire_handwraps():
    # "This armor enters play with a +1 [DEF] counter for each friendly hero an[d] ally." / "[Exhaust],Remove a +1 [DEF]
    # counter -> Draw a card."
    automated("Sunfire Handwraps")
    st = start()
    put_real(st, 0, "Jerrick Valder", "allies")
    put_real(st, 0, "Karrok Scarrend", "allies")
    put_real(st, 1, "Anika Berlyn", "allies")  # the opponent's: not counted
    st, hw = play_real(st, "Sunfire Handwraps", 0, pay=4)
    st = _drive(st)
    assert _zone(st, hw) == "hero_row"
    counters = dict(st.table.cards[hw].counters)
    assert sum(counters.values()) == 3, counters  # your hero and two allies
    base = kw.defense(st, hw)
    assert base == int(kw.data(st, hw).get("def") or 0) + 3  # each +1 [DEF] counter adds 1 DEF (404.1a)
    n = len(_hand(st, 0))
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, hw)[0].args))
    assert len(_hand(st, 0)) == n + 1 and st.table.cards[hw].tapped
    assert sum(st.table.cards[hw].counters.values()) == 2
    assert kw.defense(st, hw) == base - 1
    assert not _powers(st, 0, hw)  # exhausted
    st = start()  # no counter left: the power can't be paid
    hw = put_real(st, 0, "Sunfire Handwraps", "hero_row")
    assert not st.table.cards[hw].counters and not _powers(st, 0, hw)


# --- Bait the Trap (403.3 alternative cost given to Trap cards in your hand; EN 714) --------------------------------


def test_bait_the_trap():
    # "Ongoing: Trap cards in your hand also have You may exhaust a defending ally in your party rather than pay this
    # card's cost."
    automated("Bait the Trap")
    for bait in (True, False):
        st = start()
        if bait:
            put_real(st, 1, "Bait the Trap", "hero_row")
        trap = put_real(st, 1, "Blast Trap", "hand")
        plain = put_real(st, 1, "Crush", "hand")
        guard = put_real(st, 1, "Jerrick Valder", "allies")
        other = put_real(st, 1, "Karrok Scarrend", "allies")
        attacker = put_real(st, 0, "Anika Berlyn", "allies")
        st.table.zone(1, "resources").clear()
        st = resolve_chain(apply(st, "attack", 0, attacker=attacker, defender=guard))
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        if st.priority == 0:
            st = apply(st, "pass", 0)
        alt = [a for a in _plays(st, 1, trap) if "alt" in a.args]
        pays = {tuple(a.args["pay"]) for a in alt}
        if not bait:
            assert (
                pays == {(hero(st, 1),)} or not pays
            )  # Trap alone: the defending hero only (not defending here)
            continue
        assert (guard,) in pays and (other,) not in pays  # the defending ally in your party, not another one
        assert not [a for a in _plays(st, 1, plain) if "alt" in a.args]  # a card without Trap
        st = ENGINE.apply(st, next(a for a in alt if a.args["pay"] == [guard])).state
        st = _drive(st, attacker)
        assert st.table.cards[guard].tapped and _zone(st, trap) == "graveyard"


# --- Darkmoon Card: Hurricane (EN 703 "enters or leaves play"; "each opposing ally") -------------------------------


def test_darkmoon_card_hurricane():
    # "When this item enters or leaves play, your hero deals 1 nature damage to each opposing ally."
    automated("Darkmoon Card: Hurricane")
    st = start()
    foes = [put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")]
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    st, hc = play_real(st, "Darkmoon Card: Hurricane", 0, pay=3)
    st = _drive(st)
    assert _zone(st, hc) == "hero_row"
    assert [_dmg(st, u) for u in foes] == [1, 1] and _dmg(st, mine) == 0 and _dmg(st, hero(st, 1)) == 0
    st, _ = play_real(st, "Demolish", 0, pay=1)
    st = _drive(choose(st, str(hc)))
    assert _zone(st, hc) == "graveyard"
    assert [_dmg(st, u) for u in foes] == [2, 2] and _dmg(st, mine) == 0


# --- Maiev Shadowsong (glossary Elusive, Ferocity, Long-Range, Protector, Stealth, Untargetable) -------------------


def test_maiev_shadowsong():
    # "Loyal Hero Required" (deck building, not played here) / "Elusive, Ferocity, Long-Range, Protector, Stealth,
    # Untargetable"
    automated("Maiev Shadowsong")
    st = start()
    mv = put_real(st, 0, "Maiev Shadowsong", "allies")
    for k in ("Elusive", "Ferocity", "Long-Range", "Protector", "Stealth", "Untargetable"):
        assert kw.has(st, mv, k), k
    st.table.cards[mv].entered_turn = st.turn  # Ferocity: attacks the turn it entered
    att = [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == mv]
    assert att
    foe = put_real(st, 1, "Karrok Scarrend", "allies")  # 5/4
    guard = put_real(st, 1, "Orion", "allies")  # Protector
    assert guard not in _protectors(st, mv, foe)  # Stealth: no protecting against it (602.2)
    plain = put_real(st, 0, "Karrok Scarrend", "allies")
    assert guard in _protectors(st, plain, foe)
    st2 = _fight(apply(st, "attack", 0, attacker=mv, defender=foe))
    assert _dmg(st2, mv) == 0 and _zone(st2, foe) == "graveyard"  # Long-Range: no damage back; 5 ATK
    st3 = _to(st, 1)
    att = put_real(st3, 1, "Anika Berlyn", "allies")
    assert not [
        a for a in ENGINE.legal_actions(st3, 1) if a.type == "attack" and a.args.get("defender") == mv
    ]  # Elusive
    assert [a for a in ENGINE.legal_actions(st3, 1) if a.type == "attack" and a.args.get("attacker") == att]
    st3, _ = play_real(st3, "Crush", 1, pay=1)
    assert str(mv) not in _ids(st3)  # Untargetable


# --- Faithful Prayer (EN 703 "when a Priest ally enters play under your control or a friendly player's control") ---


def test_faithful_prayer():
    # "Ongoing: When a Priest ally enters play under your control or a friendly player's control, it heals 1 damage
    # from each friendly hero and ally."
    automated("Faithful Prayer")
    st = start()
    put_real(st, 0, "Faithful Prayer", "hero_row")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    for u in (mine, foe, hero(st, 0), hero(st, 1)):
        st.table.cards[u].damage = 2
    st, _ = play_real(st, "Jerrick Valder", 0, pay=2)  # no Priest
    st = _drive(st)
    assert _dmg(st, mine) == 2 and _dmg(st, hero(st, 0)) == 2
    st, pr = play_real(st, "Zulanji", 0, pay=2)  # a Priest
    st = _drive(st)
    assert _zone(st, pr) == "allies"
    assert _dmg(st, mine) == 1 and _dmg(st, hero(st, 0)) == 1
    assert _dmg(st, foe) == 2 and _dmg(st, hero(st, 1)) == 2
    st = _to(st, 1)  # the opponent's Priest
    st, _ = play_real(st, "Zulanji", 1, pay=2)
    st = _drive(st)
    assert _dmg(st, mine) == 1 and _dmg(st, hero(st, 0)) == 1 and _dmg(st, foe) == 2


# --- Hemet's Elekk Gun (EN 714 "while your hero is in combat with an ally with cost 5 or more"; EN 703 strike) -----


def test_hemets_elekk_gun():
    # "Hemet's Elekk Gun has +4 ATK while your hero is in combat with an ally with cost 5 or more." / "When you strike
    # with Hemet's Elekk Gun, your hero has Long-Range this combat."
    automated("Hemet's Elekk Gun")
    for foe_name, atk in (
        ("Conqueror Jarano", 5),
        ("Adenda Lighthaven", 5),
        ("Darktwister Kern", 1),
    ):  # cost 6, 5, 4
        st = start({"auto_pass": False})
        gun = put_real(st, 0, "Hemet's Elekk Gun", "hero_row")
        foe = put_real(st, 1, foe_name, "allies")
        assert kw.equipment_atk(st, gun) == 1  # no combat
        resources(st, 0, 5)  # its strike cost
        st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        assert kw.equipment_atk(st, gun) == atk, foe_name
        st = resolve_chain(apply(st, "strike", 0, weapon=gun))
        assert kw.has(st, hero(st, 0), "Long-Range")
        from .test_combat import finish_combat

        st = finish_combat(st)
        hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
        assert _dmg(st, hero(st, 0)) == 0 and [e["n"] for e in hits] == [atk], (
            hits
        )  # the gun's ATK; none back
        assert not kw.has(st, hero(st, 0), "Long-Range") and kw.equipment_atk(st, gun) == 1
    st = _to(start({"auto_pass": False}), 1)  # "in combat with": defending against a costly ally too
    gun = put_real(st, 0, "Hemet's Elekk Gun", "hero_row")
    foe = put_real(st, 1, "Conqueror Jarano", "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert st.combat is not None and kw.equipment_atk(st, gun) == 5


# --- Siphon Life (400.1 attach to target hero or ally; EN 703 start of your turn; heal per damage dealt) -----------


def test_siphon_life():
    # "Affliction Hero Required" (deck building) / "Attach to target hero or ally." / "Ongoing: At the start of your
    # turn, your hero deals 2 shadow damage to attached character and heals 1 damage from itself for each damage dealt
    # this way."
    automated("Siphon Life")
    for pick in ("hero", "ally"):
        st = start()
        foe = put_real(st, 1, "Adenda Lighthaven", "allies")  # 4 health
        mine = put_real(st, 0, "Jerrick Valder", "allies")
        st.table.cards[hero(st, 0)].damage = 5
        st, sl = play_real(st, "Siphon Life", 0, pay=5)
        assert {str(foe), str(mine), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
        target = hero(st, 1) if pick == "hero" else foe
        st = resolve_chain(choose(st, str(target)))
        assert st.table.cards[sl].attached_to == target and _dmg(st, target) == 0
        st = next_turn(st)
        assert _dmg(st, target) == 0 and _dmg(st, hero(st, 0)) == 5  # not on the opponent's turn
        st = next_turn(st)
        assert _dmg(st, target) == 2 and _dmg(st, hero(st, 0)) == 3
    st = start()  # "for each damage dealt this way": the shadow damage prevented, nothing healed
    res = put_real(st, 1, "Earthshaper Javuun", "allies")  # Shadow Resistance
    st.table.cards[hero(st, 0)].damage = 5
    st, sl = play_real(st, "Siphon Life", 0, str(res), pay=5)
    st = next_turn(next_turn(resolve_chain(st)))
    assert st.table.cards[sl].attached_to == res and _dmg(st, res) == 0 and _dmg(st, hero(st, 0)) == 5


# --- Cleave (706 "each of up to two target allies"; X "1 plus the ATK of one of your Melee weapons") ---------------


def test_cleave():
    # "Your hero deals X melee damage to each of up to two target allies, where X is 1 plus the ATK of one of your Melee
    # weapons."
    automated("Cleave")
    st = start()
    weapon = put_real(st, 0, "Crusher of Bonds", "hero_row")  # Melee, 3 ATK
    put_real(st, 0, "Arrowsong", "hero_row")  # Ranged: not offered
    put_real(st, 1, "Citadel Enforcer's Claymore", "hero_row")  # the opponent's Melee weapon: not offered
    foes = [
        put_real(st, 1, "Conqueror Jarano", "allies"),
        put_real(st, 1, "Orion", "allies"),
    ]  # 6 and 7 health
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    third = put_real(st, 1, "Deathsmasher Mogdar", "allies")
    st, _ = play_real(st, "Cleave", 0, pay=4)
    ids = _ids(st)
    assert {str(u) for u in (*foes, mine, third)} <= ids and str(hero(st, 1)) not in ids
    st = choose(st, str(foes[0]))
    assert str(foes[0]) not in _ids(st) and "none" in _ids(st) | {"none"}  # a second, other target
    st = choose(st, str(foes[1]))
    assert st.pending and _ids(st) == {str(weapon)}  # "one of your Melee weapons": yours, the Melee one
    st = resolve_chain(choose(st, str(weapon)))
    assert [_dmg(st, u) for u in foes] == [4, 4] and _dmg(st, third) == 0 and _dmg(st, mine) == 0
    st = start()  # up to two: one; no Melee weapon: X = 1
    foe = put_real(st, 1, "Conqueror Jarano", "allies")
    put_real(st, 1, "Adenda Lighthaven", "allies")
    st, _ = play_real(st, "Cleave", 0, pay=4)
    st = choose(st, str(foe))
    if st.pending:  # up to two: no second target
        assert st.pending[0].min == 0
        st = choose(st)
    st = resolve_chain(st)
    assert _dmg(st, foe) == 1


# --- Xeris (glossary Protector, Stash; 706 target ally; 412.1b) -----------------------------------------------------


def test_xeris():
    # "Protector" / "Stash: Target ally has -1 ATK"
    automated("Xeris")
    st = start()
    xe = put_real(st, 0, "Xeris", "allies")
    assert kw.has(st, xe, "Protector")
    st = start()
    xe = put_real(st, 0, "Xeris", "hand")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st = resolve_chain(apply(st, "resource", 0, uid=xe, face_up=True))
    assert st.pending and {str(foe), str(mine)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert kw.atk(st, foe) == 4 and kw.atk(st, mine) == 5
    assert _zone(st, xe) == "resources" and st.table.cards[xe].face_down
    # no duration printed: no rule ends it with the turn (500.5); it lasts while the ally stays in play (415.9a; x37a)
    assert kw.atk(next_turn(st), foe) == 4
    st = start()  # face down: nothing
    xe = put_real(st, 0, "Xeris", "hand")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = resolve_chain(apply(st, "resource", 0, uid=xe, face_up=False))
    assert not st.pending and kw.atk(st, foe) == 5


# --- Blood Lord Vorath (hero; 301.3 flip; 403.1 cost "remove a Scourge ally in your graveyard"; amount per ally) ----


def test_blood_lord_vorath():
    # "Flip Vorath, remove a Scourge ally in your graveyard from the game -> Vorath deals 1 shadow damage to target ally
    # for each ally in its controller's graveyard." / "Deckbuilding: …" (deck building, not played here)
    automated("Blood Lord Vorath")
    st = start()
    vo = _as_hero(st, "Blood Lord Vorath")
    plain = put_real(st, 0, "Jerrick Valder", "graveyard")  # no Scourge
    assert not _powers(st, 0, vo)  # no Scourge ally to remove
    fee = put_real(st, 0, "Crypt Fiend", "graveyard")
    mine_g = put_real(st, 0, "Hulking Abomination", "graveyard")  # a second Scourge ally, stays
    for n in ("Anika Berlyn", "Orion"):
        put_real(st, 1, n, "graveyard")
    put_real(st, 1, "Blink", "graveyard")  # not an ally
    foe = put_real(st, 1, "Conqueror Jarano", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    acts = _powers(st, 0, vo)
    assert {tuple(a.args.get("pay", [])) for a in acts} == {(fee,), (mine_g,)}  # Scourge allies only
    st = apply(st, "power", 0, **next(a for a in acts if a.args.get("pay") == [fee]).args)
    assert {str(foe), str(mine)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)
    st2 = resolve_chain(choose(st, str(foe)))
    assert _zone(st2, fee) == "removed" and st2.table.cards[vo].flags.get("flipped")
    assert _dmg(st2, foe) == 2  # the opponent's two allies in the graveyard
    st3 = resolve_chain(choose(st, str(mine)))
    assert _dmg(st3, mine) == 2 and plain  # yours: Jerrick and the Abomination (the removed Fiend no more)
    assert not _powers(st2, 0, vo)  # flipped


# --- The Dying Balance (306.2 quests; reveal; "if they have different card types") ---------------------------------


def test_the_dying_balance():
    # "Pay 2 to complete this quest." / "Reward: Reveal the top two cards of your deck. If they have different card
    # types, put one into your hand and the other on the bottom of your deck. Otherwise, put both on the bottom of your
    # deck."
    automated("The Dying Balance")
    for differ in (True, False):
        st = start()
        b = put_real(st, 0, "Jerrick Valder" if differ else "Crush", "hand")
        a = put_real(st, 0, "Blink", "hand")
        for u in (b, a):
            st.table.zone(0, "hand").remove(u)
            st.table.cards[u].zone = "deck"
            st.table.zone(0, "deck").insert(0, u)
        quest = _quest(st, "The Dying Balance", 2)
        n = len(_hand(st, 0))
        st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
        if differ:
            assert st.pending and _ids(st) == {str(a), str(b)}
            st = _drive(choose(st, str(b)))
            assert _zone(st, b) == "hand" and st.table.zone(0, "deck")[-1] == a and len(_hand(st, 0)) == n + 1
        else:
            st = _drive(st)
            assert len(_hand(st, 0)) == n and set(st.table.zone(0, "deck")[-2:]) == {a, b}
        assert st.table.cards[quest].face_down


# --- Boundless Thievery (glossary Eternal; 706 target opponent; reveal N = your resources; play it immediately) ----


def test_boundless_thievery():
    # "Eternal" / "Reveal cards from the top of target opponent's deck equal to the number of resources you control. You
    # may choose a revealed ally or equipment and play it immediately, paying costs as normal. Then, put the rest on the
    # bottom of that player's deck."
    automated("Boundless Thievery")
    for pick in ("ally", "equipment", "none"):
        st = start()
        st.table.zone(0, "resources").clear()
        top = [put_real(st, 1, n, "hand") for n in ("Jerrick Valder", "Blink", "Crusher of Bonds", "Crush")]
        for u in reversed(top):
            st.table.zone(1, "hand").remove(u)
            st.table.cards[u].zone = "deck"
            st.table.zone(1, "deck").insert(0, u)
        fifth = st.table.zone(1, "deck")[4]
        st, bt = play_real(
            st, "Boundless Thievery", 0, pay=4
        )  # 4 resources: 4 revealed; 3 left ready after paying 1
        st = resolve_chain(st)
        if st.pending and str(hero(st, 1)) in _ids(st):
            st = resolve_chain(choose(st, str(hero(st, 1))))
        assert st.pending
        offered = _ids(st)
        assert (
            {str(top[0]), str(top[2])} <= offered
            and str(top[1]) not in offered
            and str(top[3]) not in offered
        )  # an ally or equipment, not an ability
        assert str(fifth) not in offered
        taken = {"ally": top[0], "equipment": top[2]}.get(pick)
        if taken is not None:
            st = choose(st, str(taken))
        else:
            st = choose(st, "none") if "none" in offered else choose(st)
        for _ in range(10):  # the Eternal question (no) and the rest
            st = resolve_chain(st)
            if not st.pending:
                break
            st = choose(st, "no") if "no" in _ids(st) else choose(st, *sorted(_ids(st))[: st.pending[0].min])
        rest = [u for u in top if u != taken]
        assert set(st.table.zone(1, "deck")[-len(rest) :]) == set(rest)
        assert st.table.zone(1, "deck")[0] == fifth
        if pick == "ally":
            assert _zone(st, top[0]) == "allies" and st.table.cards[top[0]].controller == 0
            assert _ready(st, 0) == 1  # its cost 2 paid
        if pick == "equipment":
            assert _zone(st, top[2]) == "hero_row" and st.table.cards[top[2]].controller == 0
            assert _ready(st, 0) == 2  # its cost 1 paid
        assert _zone(st, bt) == "graveyard"


def test_boundless_thievery_is_eternal():
    automated("Boundless Thievery")
    st = start()
    deck = len(st.table.zone(0, "deck"))
    st, bt = play_real(st, "Boundless Thievery", 0, pay=1)
    for _ in range(10):
        st = resolve_chain(st)
        if not st.pending:
            break
        if st.pending[0].kind == "may" or {"yes", "no"} <= _ids(st):
            st = choose(st, "yes")
        else:
            st = choose(st, *sorted(_ids(st))[: st.pending[0].min]) if st.pending[0].min else choose(st)
    assert _zone(st, bt) == "deck" and len(st.table.zone(0, "deck")) == deck + 1


# --- Rallying Cry of the Dragonslayer (400.1 attach to target ally; EN 714) -----------------------------------------


def test_rallying_cry_of_the_dragonslayer():
    # "Attach to target ally." / "Ongoing: Attached ally has +1 / +1."
    automated("Rallying Cry of the Dragonslayer")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    st, rc = play_real(st, "Rallying Cry of the Dragonslayer", 0, pay=1)
    assert {str(foe), str(mine)} == _ids(st)  # allies only, either side
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[rc].attached_to == foe
    assert kw.atk(st, foe) == 6 and kw.health(st, foe) == 7 and kw.atk(st, mine) == 2
    assert kw.atk(next_turn(st), foe) == 6


# --- The Bringer of Death (EN 701 "3, [Exhaust], Destroy The Bringer of Death"; "Use only on your turn") ------------


def test_the_bringer_of_death():
    # "3, [Exhaust], Destroy The Bringer of Death -> Destroy all abilities, allies, and equipment. Use only on your turn."
    automated("The Bringer of Death")
    st = start()
    bd = put_real(st, 0, "The Bringer of Death", "hero_row")
    cards = [
        put_real(st, 0, "Jerrick Valder", "allies"),
        put_real(st, 1, "Anika Berlyn", "allies"),
        put_real(st, 0, "Rallying Cry of the Dragonslayer", "hero_row"),
        put_real(st, 1, "Faithful Prayer", "hero_row"),
        put_real(st, 1, "Aldori Legacy Defender", "hero_row"),
        put_real(st, 0, "Crusher of Bonds", "hero_row"),
        put_real(st, 1, "Darkmoon Card: Hurricane", "hero_row"),
    ]
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, bd)
    resources(st, 0, 1)
    st = _drive(apply(st, "power", 0, **_powers(st, 0, bd)[0].args))
    assert _zone(st, bd) == "graveyard"
    assert all(_zone(st, u) == "graveyard" for u in cards), [_zone(st, u) for u in cards]
    assert _zone(st, hero(st, 0)) == "hero_row" and _zone(st, hero(st, 1)) == "hero_row"
    assert st.table.zone(0, "resources") and all(
        _zone(st, u) == "resources" for u in st.table.zone(0, "resources")
    )
    st = _to(start(), 1)  # not on the opponent's turn
    bd = put_real(st, 0, "The Bringer of Death", "hero_row")
    resources(st, 0, 3)
    assert not _powers(st, 0, bd)


# --- Searing Scorchling (glossary Ferocity; EN 703 "when this ally is destroyed"; may; 706 target hero) -------------


def test_searing_scorchling():
    # "Ferocity" / "When this ally is destroyed, it may deal 2 fire damage to target hero."
    automated("Searing Scorchling")
    for yes in (True, False):
        st = start()
        sc = put_real(st, 0, "Searing Scorchling", "allies")
        assert kw.has(st, sc, "Ferocity")
        put_real(st, 1, "Anika Berlyn", "allies")
        st = _to(st, 1)
        st, _ = play_real(st, "Crush", 1, str(sc), pay=1)
        st = resolve_chain(st)
        assert _zone(st, sc) == "graveyard"
        assert st.pending and _ids(st) - {"none", "no", "yes"} <= {str(hero(st, 0)), str(hero(st, 1))}
        st = _drive(st, hero(st, 1), yes)
        assert _dmg(st, hero(st, 1)) == (2 if yes else 0) and _dmg(st, hero(st, 0)) == 0


# --- Don Alejandro's Money Belt (EN 701 [Exhaust]; "may reveal … If you do"; 306 resource row face down exhausted) --


def test_don_alejandros_money_belt():
    # "[Exhaust] -> You may reveal an equipment card from your hand. If you do, put it into your resource row face down
    # and exhausted."
    automated("Don Alejandro's Money Belt")
    for yes in (True, False):
        st = start()
        belt = put_real(st, 0, "Don Alejandro's Money Belt", "hero_row")
        gear = put_real(st, 0, "Crusher of Bonds", "hand")
        ally = put_real(st, 0, "Jerrick Valder", "hand")
        rows = len(st.table.zone(0, "resources"))
        st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, belt)[0].args))
        assert st.pending and str(gear) in _ids(st) and str(ally) not in _ids(st)
        st = _drive(st, gear, yes)
        assert st.table.cards[belt].tapped
        assert (_zone(st, gear) == "resources") == yes and len(st.table.zone(0, "resources")) == rows + yes
        if yes:
            assert st.table.cards[gear].face_down and st.table.cards[gear].tapped
        assert _zone(st, ally) == "hand"


# --- Tania Falan (EN 703 enters play; "you may draw a card. If you do, discard a card.") ----------------------------


def test_tania_falan():
    # "When this ally enters play, you may draw a card. If you do, discard a card."
    automated("Tania Falan")
    for yes in (True, False):
        st = start()
        n = len(_hand(st, 0))
        st, tf = play_real(st, "Tania Falan", 0, pay=2)
        st = resolve_chain(st)
        assert _zone(st, tf) == "allies"
        g = len(st.table.zone(0, "graveyard"))
        st = choose(st, "yes" if yes else "no")
        st = resolve_chain(st)
        if yes:
            assert st.pending and st.pending[0].kind.startswith("discard")
            st = resolve_chain(choose(st, sorted(_ids(st))[0]))
            assert len(st.table.zone(0, "graveyard")) == g + 1
        assert len(_hand(st, 0)) == n and not st.pending  # Tania left the hand; +1 -1
        if not yes:
            assert len(st.table.zone(0, "graveyard")) == g


# --- Winter's Grasp (103.2, 403.1 attack tax "pays 1 for each attacker"; EN 714) ------------------------------------


def test_winters_grasp():
    # "Ongoing: Opposing allies can't attack heroes or allies in your party unless their controller pays 1 for each
    # attacker."
    from engine.core.rules import RulesError

    automated("Winter's Grasp")
    st = start()
    put_real(st, 1, "Winter's Grasp", "hero_row")
    ally = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Jerrick Valder", "allies")
    st.table.zone(0, "resources").clear()
    for d in (hero(st, 1), foe):
        with pytest.raises(RulesError):
            apply(st, "attack", 0, attacker=ally, defender=d)
    st2 = apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1))  # a hero is no ally
    assert st2.table.cards[hero(st2, 0)].tapped
    res = resources(st, 0, 2)
    st3 = apply(st, "attack", 0, attacker=ally, defender=foe)
    assert sum(st3.table.cards[r].tapped for r in res) == 1  # 1 for the one attacker
    st4 = start()  # your own Winter's Grasp doesn't tax your allies
    put_real(st4, 0, "Winter's Grasp", "hero_row")
    ally = put_real(st4, 0, "Karrok Scarrend", "allies")
    st4.table.zone(0, "resources").clear()
    assert apply(st4, "attack", 0, attacker=ally, defender=hero(st4, 1)).table.cards[ally].tapped


# --- Scatter Shot (706; X "1 plus the combined ATK of your Ranged weapons"; "if a hero is dealt damage this way, its
# controller can't play cards this turn" 103.2) -----------------------------------------------------------------------


def test_scatter_shot():
    # "Marksmanship Hero Required" (deck building) / "Your hero deals ranged damage to target hero or ally equal to 1
    # plus the combined ATK of your Ranged weapons. If a hero is dealt damage this way, its controller can't play cards
    # this turn."
    automated("Scatter Shot")
    for pick in ("hero", "ally"):
        st = start({"auto_pass": False})
        put_real(st, 0, "Arrowsong", "hero_row")  # Ranged, 3 ATK (Ranged (1): one at a time, 414)
        put_real(st, 0, "Crusher of Bonds", "hero_row")  # Melee: not counted
        foe = put_real(st, 1, "Conqueror Jarano", "allies")
        answer = put_real(st, 1, "Blink", "hand")  # an instant
        resources(st, 1, 2)
        st, _ = play_real(st, "Scatter Shot", 0, pay=4)
        assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
        target = hero(st, 1) if pick == "hero" else foe
        st = resolve_chain(choose(st, str(target)))
        assert _dmg(st, target) == 4
        mine = put_real(st, 0, "Jerrick Valder", "allies")
        st.priority = 1
        can = [a for a in ENGINE.legal_actions(st, 1) if a.type == "play" and a.args.get("uid") == answer]
        assert bool(can) == (pick == "ally"), pick  # the hit hero's controller can't play cards this turn
        own = put_real(st, 0, "Crush", "hand")
        resources(st, 0, 1)
        st.priority = 0
        assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == own]
        st = next_turn(st)
        st.priority = 1
        assert mine and [
            a for a in ENGINE.legal_actions(st, 1) if a.type == "play" and a.args.get("uid") == answer
        ]


# --- The Firelord's Gift (EN 703 enters play; 404.2 token; EN 701 "1, Destroy this ability"; "this turn") -----------


def test_the_firelords_gift():
    # "Ongoing: When this ability enters play, put a 2 [Fire] / 1 [Health] Fire Elemental ally token into play." /
    # "1, Destroy this ability -> Target ally has Ferocity this turn."
    automated("The Firelord's Gift")
    st = start()
    st, fg = play_real(st, "The Firelord's Gift", 0, pay=3)
    st = _drive(st)
    assert _zone(st, fg) == "hero_row"
    (tok,) = _tokens(st, 0)
    assert kw.atk(st, tok) == 2 and kw.health(st, tok) == 1 and kw.data(st, tok).get("damage_type") == "fire"
    assert "Fire Elemental" in str(kw.data(st, tok).get("name")) + str(kw.data(st, tok).get("tags"))
    assert not _tokens(st, 1)
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    fresh = put_real(st, 0, "Jerrick Valder", "allies")
    st.table.cards[fresh].entered_turn = st.turn
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, fg)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, fg)[0].args)
    assert {str(foe), str(fresh), str(tok)} <= _ids(st) and str(hero(st, 0)) not in _ids(st)
    st = resolve_chain(choose(st, str(fresh)))
    assert _zone(st, fg) == "graveyard" and kw.has(st, fresh, "Ferocity") and not kw.has(st, foe, "Ferocity")
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == fresh]
    assert not kw.has(next_turn(st), fresh, "Ferocity")


# --- Fossilized Raptor (306.2 quest cost "1 less for each ally in your graveyard"; glossary Mount) -----------------


def test_fossilized_raptor():
    # "You pay 1 less to complete quests for each ally in your graveyard." / "(Mounts can't attack or be attacked.)"
    automated("Fossilized Raptor")
    st = start()
    rap = put_real(st, 0, "Fossilized Raptor", "allies")
    quest = put_real(st, 0, "The Ring of Blood: Brokentoe", "resources", face_down=False)  # pay 3
    for u in list(st.table.zone(0, "resources")):
        if u != quest:
            st.table.zone(0, "resources").remove(u)
    put_real(st, 0, "Jerrick Valder", "graveyard")
    put_real(st, 0, "Blink", "graveyard")  # not an ally
    put_real(st, 1, "Anika Berlyn", "graveyard")  # not your graveyard
    resources(st, 0, 1)
    assert not _quests(st, 0, quest)  # 3 - 1 = 2 to pay
    resources(st, 0, 1)
    assert _quests(st, 0, quest)
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert st.table.cards[quest].face_down and _ready(st, 0) == 0
    st = start()
    rap = put_real(st, 0, "Fossilized Raptor", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    assert not [
        a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == rap
    ]
    st = _to(st, 1)
    assert not [
        a for a in ENGINE.legal_actions(st, 1) if a.type == "attack" and a.args.get("defender") == rap
    ]
    assert [a for a in ENGINE.legal_actions(st, 1) if a.type == "attack" and a.args.get("attacker") == foe]


# --- Curse of the Elements (400.1 attach to target hero; 408 "would be dealt … +3 instead") -------------------------


def test_curse_of_the_elements():
    # "Attach to target hero." / "Ongoing: If attached hero would be dealt fire, frost, or nature damage, it's dealt that
    # much +3 instead."
    from engine.wow.damage import deal

    automated("Curse of the Elements")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, curse = play_real(st, "Curse of the Elements", 0, pay=7)
    assert _ids(st) == {str(hero(st, 0)), str(hero(st, 1))} and str(foe)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[curse].attached_to == hero(st, 1)
    h = hero(st, 1)
    # 408.3a: a packet of several types is each of them (フェル フレイム: shadow and fire)
    typed = [
        ("fire", 5),
        ("frost", 5),
        ("nature", 5),
        ("shadow", 2),
        ("melee", 2),
        ("arcane", 2),
        ("shadow fire", 5),
    ]
    for dtype, want in typed:
        st.table.cards[h].damage = 0
        deal(st, hero(st, 0), h, 2, dtype)
        assert _dmg(st, h) == want, dtype
    deal(st, hero(st, 0), hero(st, 0), 2, "fire")  # the other hero
    deal(st, hero(st, 0), foe, 2, "fire")  # an ally in the attached hero's party
    assert _dmg(st, hero(st, 0)) == 2 and _dmg(st, foe) == 2
    st.table.cards[h].damage = 0
    sc = put_real(
        st, 0, "Searing Scorchling", "allies"
    )  # a card's fire damage: "2 fire damage to target hero"
    st = _to(st, 1)
    st, _ = play_real(st, "Crush", 1, str(sc), pay=1)
    st = _drive(resolve_chain(st), h)
    assert _dmg(st, h) == 5 and _zone(st, sc) == "graveyard"


# --- Rotun Daggerhand (hero; 301.3 flip; 408.3b "That damage counts as combat damage") ------------------------------


def test_rotun_daggerhand():
    # "3, Flip Rotun Daggerhand -> Rotun deals 1 melee damage to target hero or ally. That damage counts as combat
    # damage."
    automated("Rotun Daggerhand")
    st = start()
    ro = _as_hero(st, "Rotun Daggerhand")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, ro)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, ro)[0].args)
    assert {str(foe), str(hero(st, 1)), str(ro)} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert _dmg(st, foe) == 1 and st.table.cards[ro].flags.get("flipped") and _ready(st, 0) == 0
    hits = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hits[-1]["combat"] and hits[-1]["src"] == ro and hits[-1]["dtype"] == "melee"
    resources(st, 0, 3)
    assert not _powers(st, 0, ro)  # flipped


# --- Malaxia Wizwhirl (hero; EN 701 FRONT "2 -> Flip"; BACK EN 703 "when an opposing ally is dealt [Nature] damage";
# may; 706 target hero) ------------------------------------------------------------------------------------------------


def test_malaxia_wizwhirl():
    # "FRONT: 2 -> Flip Malaxia. BACK: When an opposing ally is dealt [Nature] damage, Malaxia may deal 1 nature damage
    # to target hero."
    from engine.wow.damage import deal

    automated("Malaxia Wizwhirl")
    st = start()
    mx = _as_hero(st, "Malaxia Wizwhirl")
    foe = put_real(st, 1, "Conqueror Jarano", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    deal(st, mx, foe, 1, "nature")  # front: nothing
    st = resolve_chain(st)
    assert not st.pending and _dmg(st, hero(st, 1)) == 0
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, mx)
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, mx)[0].args))
    assert st.table.cards[mx].flags.get("flipped") and _ready(st, 0) == 0
    for yes in (True, False):
        st2, _ = play_real(st, "Darkmoon Card: Hurricane", 0, pay=3)  # 1 nature damage to each opposing ally
        st2 = resolve_chain(st2)
        assert _dmg(st2, foe) == 2
        assert st2.pending and {str(hero(st2, 0)), str(hero(st2, 1))} >= (_ids(st2) - {"none", "yes", "no"})
        st2 = _drive(st2, hero(st2, 1), yes)
        assert _dmg(st2, hero(st2, 1)) == (1 if yes else 0) and _dmg(st2, mine) == 0
    st3, _ = play_real(st, "Cleave", 0, pay=4)  # melee damage: no trigger
    st3 = _drive(choose(choose(st3, str(foe)), *()))
    assert not st3.pending and _dmg(st3, hero(st3, 1)) == 0
    deal(st, mx, mine, 1, "nature")  # your own ally: no trigger
    st = resolve_chain(st)
    assert not st.pending


def test_boundless_thievery_offers_no_card_it_cant_pay_for():
    # "paying costs as normal" (403.1): 2 resources, 1 ready after paying Boundless Thievery; the revealed Jerrick Valder
    # (cost 2) can't be paid for, so it isn't offered; both revealed cards go to the bottom
    automated("Boundless Thievery")
    st = start()
    st.table.zone(0, "resources").clear()
    top = [put_real(st, 1, n, "hand") for n in ("Jerrick Valder", "Blink")]
    for u in reversed(top):
        st.table.zone(1, "hand").remove(u)
        st.table.cards[u].zone = "deck"
        st.table.zone(1, "deck").insert(0, u)
    st, bt = play_real(st, "Boundless Thievery", 0, pay=2)
    for _ in range(8):
        st = resolve_chain(st)
        if not st.pending:
            break
        assert str(top[0]) not in _ids(st)
        st = choose(st, "no") if "no" in _ids(st) else choose(st, *sorted(_ids(st))[: st.pending[0].min])
    assert _zone(st, top[0]) == "deck" and st.table.zone(1, "deck")[-2:] == top and _ready(st, 0) == 1
    assert _zone(st, bt) == "graveyard"


def test_malaxia_wizwhirl_triggers_once_per_opposing_ally_hit():
    # BACK: "When an opposing ally is dealt [Nature] damage …": Hurricane hits two opposing allies, two triggers
    automated("Malaxia Wizwhirl")
    st = start()
    mx = _as_hero(st, "Malaxia Wizwhirl")
    foes = [put_real(st, 1, "Conqueror Jarano", "allies"), put_real(st, 1, "Orion", "allies")]
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, mx)[0].args))
    st, _ = play_real(st, "Darkmoon Card: Hurricane", 0, pay=3)
    asked = 0
    for _ in range(10):
        st = resolve_chain(st)
        if not st.pending:
            break
        if st.pending[0].kind == "target":
            asked += 1
            st = choose(st, str(hero(st, 1)))
        else:  # the order of the two triggers
            st = choose(st, sorted(_ids(st))[0])
    assert asked == 2 and _dmg(st, hero(st, 1)) == 2 and [_dmg(st, u) for u in foes] == [1, 1]
