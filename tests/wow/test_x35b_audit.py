"""Audit x35b: a sixth sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2042)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, achievements and raid/dungeon
encounter cards left out), over the whole pool imported from ../shared/data/wow/cards, the 120 names x34a, x34b, x34d and
x34e drew left out and the 30 names x35a drew at the same time (seed 2038 over the same pool, ``test_x35a_audit.sample``) left out
too (4566 names with text left, 4487 automated). The 30 names drawn:

Nightbloom (HoA), Icy Touch (DKS), Uplifting Prayer (FoH), Entry into the Black Temple (BTT), Mercy for the Bound (ToD),
Crippling Shot (CD2), Shuriken of Negation (BoG), Ahkara (DKS), Char (TOT), Jarius Blackwood (ToF), Touch of Unlife (SW),
Sunfire (OLT), Whiteout Staff (FoH), PX-238 Winter Wondervolt (FWV), Vengeful Gladiator's Felshroud (BoG), Kurzon the
False (HfI), Spirit Weapons (HfI), Mighty Shadow Protection Potion (SW), Enfea Contha (FoO), Ceraka (WBR), Bloodstained
Ravager Gauntlets (MoL), Twilight Extermination (ToD), Menace (DoW), Ryno the Short (DoW), Unearthed Broadsword (SW),
Dagax the Butcher (ToD), Mark of the Wild (CD1), Aura of Accuracy (DoW), Zimzi the Trickster (ELE), King Khan (SoB).

Each card is played with the real card of the pool, every clause of its text checked by its observable result. EN numbers
are rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 30 audited, 29 right, 1 wrong:
- Aura of Accuracy: played from the hand it resolved and went to the graveyard, so its cost reduction never applied. Its
  data prints "You pay 1 less to play cards …" without "Ongoing:" (every other Aura ability of the pool is Ongoing); its
  script reads the line as a continuous power of the card in play (only ever tested put straight into play). Once in
  play, a second cause showed: a card or payment power costing exactly 1 more than the ready resources was refused
  before its targets were chosen (the reduction was counted only once they were, EN 707), so the reduction only ever
  saved a resource the player could do without.

Fixes (general):
- ``engine.wow.attach_misprints.misprinted_ongoing``: an ability with a numbered tag (414.3b "Aura (1)", "Form (1)": a
  card that counts in play) and an automated continuous power printed without "Ongoing:" enters play (305.2c). Over the
  pool it changes Aura of Accuracy only (Aquatic Form was read so already, by its op).
- ``engine.wow.target_costs.saving`` (used by ``WowEngine._play_problem``, the play action, ``_power_problem`` and
  ``powers._refused``): before the targets are chosen, a play or use is allowed with as many resources fewer as the best
  first target takes off (403.2, EN 707); the targets offered are then only those that keep it payable (``narrow``).
  Only a cost-lowering target power changes anything: Aura of Accuracy is the pool's only one (Ring of Binding and
  Smoke Bomb raise costs).

Test expectations first set wrong and corrected (not engine defects): Mercy for the Bound's resources had been spent on the
allies played before the quest; Shuriken's and Ryno's responses were first made without the priority being passed to
the responding player (410.1).

Rule calls without a source:
- Zimzi the Trickster: "Zimzi and allies you control with Stealth" — "with Stealth" narrows Zimzi too (the card script's
  reading, as Hansi Wildcoat's "Heroes and allies you control with Mend"); Zimzi has Assault 1 only while it has Stealth.
- PX-238 Winter Wondervolt: the types offered are the type-line words of the allies its controller knows of (the
  engine's list); a type known from no ally card (only from a card's text) can't be chosen. Not changed.
- Shuriken of Negation: the weapon is no instant, so an ability card is under its enter trigger only when it comes in at
  instant speed; the test marks its data instant (test setup) to play it over the opponent's Blink.
- Mercy for the Bound: "On your turn" was not played on the opponent's turn (an ally entering play under your control on
  the opponent's turn needs an instant ally; not set up).
- Deck-building lines ("Enhancement Hero Required") are not played here (x34a covers them, 100.2).
"""

from __future__ import annotations

import random

from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
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
from .test_x35a_audit import sample as x35a_sample

pytestmark = needs(WOW_CARDS)

SEED = 2042
SIZE = 30


def _pool() -> tuple[dict, list[str]]:
    from engine.wow.game import _names, has_rules_text, is_encounter

    names = _names(real_pool().by_id.values())
    done = set(audited_a()) | set(audited_b()) | set(audited_d()) | set(audited_e())
    return names, sorted(
        n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done
    )


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool), the 120 names x34a, x34b, x34d and x34e drew and x35a's 30 left
    out."""
    from tests.wow.audit import automated_when

    names, pool = _pool()
    done = set(x35a_sample())
    return random.Random(seed).sample([n for n in pool if n not in done and automated_when("x35b", n, names[n])], size)


DRAWN = [
    "Nightbloom",
    "Icy Touch",
    "Uplifting Prayer",
    "Entry into the Black Temple",
    "Mercy for the Bound",
    "Crippling Shot",
    "Shuriken of Negation",
    "Ahkara",
    "Char",
    "Jarius Blackwood",
    "Touch of Unlife",
    "Sunfire",
    "Whiteout Staff",
    "PX-238 Winter Wondervolt",
    "Vengeful Gladiator's Felshroud",
    "Kurzon the False",
    "Spirit Weapons",
    "Mighty Shadow Protection Potion",
    "Enfea Contha",
    "Ceraka",
    "Bloodstained Ravager Gauntlets",
    "Twilight Extermination",
    "Menace",
    "Ryno the Short",
    "Unearthed Broadsword",
    "Dagax the Butcher",
    "Mark of the Wild",
    "Aura of Accuracy",
    "Zimzi the Trickster",
    "King Khan",
]


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2042 over the sorted automated names with rules text, the 150 names drawn before left out
    drawn = sample()
    done = set(audited_a()) | set(audited_b()) | set(audited_d()) | set(audited_e()) | set(x35a_sample())
    assert drawn == DRAWN and not set(drawn) & done and len(done) == 150


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _tokens(st, player: int = 0) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if st.table.cards[u].flags.get("token")]


def _ready(st, player: int) -> int:
    return sum(not st.table.cards[u].tapped for u in st.table.zone(player, "resources"))


# --- Nightbloom (403.1 cost "1, [Exhaust]"; "may"; 306 resource row face down) ----------------------------------------


def test_nightbloom():
    # "1, [Exhaust] -> You may put a card from your hand into your resource row face down and exhausted."
    automated("Nightbloom")
    for yes in (True, False):
        st = start()
        nb = put_real(st, 0, "Nightbloom", "allies")
        card = put_real(st, 0, "Karrok Scarrend", "hand")
        st.table.zone(0, "resources").clear()
        assert not _powers(st, 0, nb)  # 1 to pay
        resources(st, 0, 1)
        rows = len(st.table.zone(0, "resources"))
        st = _drive(apply(st, "power", 0, **_powers(st, 0, nb)[0].args), card, yes)
        assert st.table.cards[nb].tapped and _ready(st, 0) == 0
        assert (_zone(st, card) == "resources") == yes and len(st.table.zone(0, "resources")) == rows + yes
        if yes:
            assert st.table.cards[card].face_down and st.table.cards[card].tapped
    st = start()  # [Exhaust]: an ally that entered this turn can't pay it
    nb = put_real(st, 0, "Nightbloom", "allies")
    st.table.cards[nb].entered_turn = st.turn
    resources(st, 0, 1)
    assert not _powers(st, 0, nb)


# --- Icy Touch (400.1 attach to target hero; EN 703 start of your turn; EN 714 static on the attached hero's party) ---


def test_icy_touch():
    # "Attach to target hero." / "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached hero.
    # Allies in attached hero's party have -1 ATK."
    automated("Icy Touch")
    st = start()
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st, icy = play_real(st, "Icy Touch", 0, pay=3)
    assert {str(hero(st, 0)), str(hero(st, 1))} == _ids(st)  # target hero
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[icy].attached_to == hero(st, 1)
    assert kw.atk(st, foe) == 4 and kw.atk(st, mine) == 5
    assert _dmg(st, hero(st, 1)) == 0
    st = next_turn(st)
    assert (
        _dmg(st, hero(st, 1)) == 0 and _dmg(st, hero(st, 0)) == 0
    )  # not at the start of the opponent's turn
    st = next_turn(st)
    assert _dmg(st, hero(st, 1)) == 1 and _dmg(st, hero(st, 0)) == 0
    assert kw.atk(st, foe) == 4 and kw.atk(st, mine) == 5


# --- Uplifting Prayer (EN 703 start of your turn; 706 target ally card in your graveyard; EN 709 "if"; "may") ---------


def test_uplifting_prayer():
    # "Ongoing: At the start of your turn, you may put target ally card from your graveyard into play if its cost is
    # less than or equal to the number of resources you control."
    automated("Uplifting Prayer")
    for pick, yes, back in (
        ("Jerrick Valder", True, True),
        ("Jerrick Valder", False, False),
        ("Conqueror Jarano", True, False),
    ):
        st = start()
        put_real(st, 0, "Uplifting Prayer", "hero_row")
        st.table.zone(0, "resources").clear()
        resources(st, 0, 3)  # 3 resources (4 after the turn's resource is placed? none placed by next_turn)
        cards = {
            n: put_real(st, 0, n, "graveyard") for n in ("Jerrick Valder", "Conqueror Jarano")
        }  # cost 2, 6
        theirs = put_real(st, 1, "Jerrick Valder", "graveyard")
        st = _to(st, 1)
        assert all(_zone(st, u) == "graveyard" for u in cards.values())  # not on the opponent's turn
        st = _to_start(st, 0)
        assert st.pending and str(theirs) not in _ids(st) and str(cards["Jerrick Valder"]) in _ids(st)
        st = _drive(st, cards[pick], yes)
        assert (_zone(st, cards[pick]) == "allies") == back, pick
        assert _zone(st, theirs) == "graveyard"


def _to_start(st, player: int):
    """Pass until a choice comes up during ``player``'s turn (its start-of-turn triggers)."""
    for _ in range(60):
        if st.pending and st.active == player:
            return st
        if st.active == player and st.step == "main" and not st.chain:
            return st
        st = (
            choose(st, *[o.id for o in st.pending[0].options][: st.pending[0].min])
            if st.pending
            else apply(st, "pass", st.priority)
        )
    raise AssertionError("no turn start")


# --- Entry into the Black Temple (306.2 quests; 202 classes; party = hero and allies) ---------------------------------


def test_entry_into_the_black_temple():
    # "Pay 5 to complete this quest." / "Reward: Draw a card for each different class among allies in your party."
    automated("Entry into the Black Temple")
    st = start()
    quest = _quest(st, "Entry into the Black Temple", 5)
    put_real(st, 0, "Conqueror Jarano", "allies")  # Druid
    put_real(st, 0, "Karrok Scarrend", "allies")  # Warrior
    put_real(st, 0, "Brok Bloodcaller", "allies")  # Warrior again
    put_real(st, 0, "Dominic Kandor", "allies")  # Death Knight
    put_real(st, 1, "Anika Berlyn", "allies")  # the opponent's Paladin
    n = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st, 0)) == n + 3  # Druid, Warrior, Death Knight (the hero is no ally)
    assert st.table.cards[quest].face_down


# --- Mercy for the Bound (306.2; "On your turn, if a [Fire], [Frost], [Melee] or [Nature] ally entered play …") ------


def test_mercy_for_the_bound():
    # "On your turn, if a [Fire], [Frost], [Melee] or [Nature] ally entered play under your control this turn: Pay 3 to
    # complete this quest." / "Reward: Draw a card."
    automated("Mercy for the Bound")
    st = start()
    quest = put_real(st, 0, "Mercy for the Bound", "resources", face_down=False)
    resources(st, 0, 8)
    assert not _quests(st, 0, quest)  # no ally entered play
    st, _ = play_real(st, "Orion", 0, pay=0)  # [Holy]: not one of the four
    st = _drive(st)
    assert not _quests(st, 0, quest)
    st, _ = play_real(st, "Jerrick Valder", 0, pay=0)  # [Melee]
    st = _drive(st)
    resources(st, 0, 3)
    assert _quests(st, 0, quest)
    n = len(_hand(st, 0))
    st = _drive(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st, 0)) == n + 1 and st.table.cards[quest].face_down
    st = start()  # the opponent's ally entering play on your turn is none of yours
    quest = put_real(st, 0, "Mercy for the Bound", "resources", face_down=False)
    resources(st, 0, 3)
    st.table.cards[put_real(st, 1, "Jerrick Valder", "allies")].entered_turn = st.turn
    assert not _quests(st, 0, quest)
    st = start()  # exactly 3 to pay
    quest = put_real(st, 0, "Mercy for the Bound", "resources", face_down=False)
    st, _ = play_real(st, "Waz'luk", 0, pay=1)  # [Fire]
    st = _drive(st, hero(st, 1))
    for u in list(st.table.zone(0, "resources")):
        if u != quest:
            st.table.zone(0, "resources").remove(u)
    resources(st, 0, 2)
    assert not _quests(st, 0, quest)
    resources(st, 0, 1)
    assert _quests(st, 0, quest)


# --- Crippling Shot (706 target hero or ally; "this turn") ------------------------------------------------------------


def test_crippling_shot():
    # "Target hero or ally has -5 ATK this turn."
    automated("Crippling Shot")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    big = put_real(st, 1, "Varimathras", "allies")  # 9 ATK
    st, _ = play_real(st, "Crippling Shot", 0, pay=2)
    assert {str(foe), str(big), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
    st = resolve_chain(choose(st, str(big)))
    assert kw.atk(st, big) == 4 and kw.atk(st, foe) == 5
    assert kw.atk(next_turn(st), big) == 9  # this turn only


# --- Ahkara (EN 703 enters play; 404.2 tokens) ------------------------------------------------------------------------


def test_ahkara():
    # "When Ahkara enters play, put a Ghoul ally token into play with 3 [Melee] ATK / 3 health."
    automated("Ahkara")
    st = start()
    st, ak = play_real(st, "Ahkara", 0, pay=5)
    st = _drive(st)
    assert _zone(st, ak) == "allies"
    toks = _tokens(st, 0)
    assert len(toks) == 1 and not _tokens(st, 1)
    t = toks[0]
    assert kw.atk(st, t) == 3 and kw.health(st, t) == 3 and "Ghoul" in str(kw.data(st, t).get("name"))
    assert kw.data(st, t).get("damage_type") == "melee"


# --- Char (400.1 attach; EN 703 start of your turn; amount "for each card in its controller's hand") -----------------


def test_char():
    # "Attach to target hero." / "Ongoing: At the start of your turn, your hero deals 1 fire damage to attached hero for
    # each card in it's controller's hand."
    automated("Char")
    st = start()
    st, char = play_real(st, "Char", 0, pay=3)
    assert {str(hero(st, 0)), str(hero(st, 1))} == _ids(st)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[char].attached_to == hero(st, 1)
    st = next_turn(st)
    assert _dmg(st, hero(st, 1)) == 0
    for _ in range(3):  # P2 holds more cards than P1
        put_real(st, 1, "Blink", "hand")
    st = next_turn(st)
    n = len(_hand(st, 1))
    assert n > 1 and n != len(_hand(st, 0))  # the attached hero's controller's hand, not yours
    assert _dmg(st, hero(st, 1)) == n and _dmg(st, hero(st, 0)) == 0


# --- Sunfire (706 target; X "the number of friendly heroes and allies"; draw) -----------------------------------------


def test_sunfire():
    # "Your hero deals X arcane damage to target hero or ally, where X is the number of friendly heroes and allies." /
    # "Draw a card."
    automated("Sunfire")
    st = start()
    put_real(st, 0, "Karrok Scarrend", "allies")
    put_real(st, 0, "Jerrick Valder", "allies")
    put_real(st, 1, "Anika Berlyn", "allies")
    put_real(st, 1, "Orion", "allies")
    put_real(st, 1, "Brok Bloodcaller", "allies")
    foe = put_real(st, 1, "Varimathras", "allies")
    n = len(_hand(st, 0))
    st, _ = play_real(st, "Sunfire", 0, pay=7)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert _dmg(st, foe) == 3  # your hero and your two allies
    assert len(_hand(st, 0)) == n + 1


# --- Menace (706 target ally; 415 put on top of its owner's deck) -----------------------------------------------------


def test_menace():
    # "Put target ally on top of its owner's deck."
    automated("Menace")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Menace", 0, pay=2)
    assert str(foe) in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert _zone(st, foe) == "deck" and st.table.zone(1, "deck")[0] == foe


# --- Dagax the Butcher (glossary Ferocity, Stealth; EN 714 "can attack only heroes"; EN 703 end of your turn) ---------


def test_dagax_the_butcher():
    # "Ferocity, Stealth" / "This ally can attack only heroes. At the end of your turn, destroy this ally."
    automated("Dagax the Butcher")
    st = start()
    dag = put_real(st, 0, "Dagax the Butcher", "allies")
    st.table.cards[dag].entered_turn = st.turn  # entered this turn: Ferocity lets it attack
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    assert kw.has(st, dag, "Ferocity") and kw.has(st, dag, "Stealth")
    att = [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == dag]
    assert {a.args.get("defender") for a in att} == {hero(st, 1)} and foe
    theirs = put_real(st, 1, "Dagax the Butcher", "allies")
    st = next_turn(st)
    assert _zone(st, dag) == "graveyard" and _zone(st, theirs) == "allies"


# --- Mark of the Wild (400.1 attach to target ally; EN 714) -----------------------------------------------------------


def test_mark_of_the_wild():
    # "Attach to target ally." / "Ongoing: Attached ally has +2 ATK and +2 health."
    automated("Mark of the Wild")
    st = start()
    mine = put_real(st, 0, "Jerrick Valder", "allies")  # 2/3
    other = put_real(st, 0, "Karrok Scarrend", "allies")
    st, mark = play_real(st, "Mark of the Wild", 0, pay=2)
    assert str(mine) in _ids(st) and str(hero(st, 0)) not in _ids(st)
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[mark].attached_to == mine
    assert kw.atk(st, mine) == 4 and kw.health(st, mine) == 5 and kw.atk(st, other) == 5
    assert kw.atk(next_turn(st), mine) == 4  # lasting


# --- King Khan (EN 703 "when … enters combat"; "each opposing ally") --------------------------------------------------


def test_king_khan():
    # "When King Khan enters combat, he deals 2 nature damage to each opposing ally."
    automated("King Khan")
    st = start()
    khan = put_real(st, 0, "King Khan", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    foes = [put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Orion", "allies")]
    st = _fight(apply(st, "attack", 0, attacker=khan, defender=hero(st, 1)))
    assert [_dmg(st, u) for u in foes] == [2, 2] and _dmg(st, mine) == 0
    st = start()  # defending enters combat too
    khan = put_real(st, 0, "King Khan", "allies")
    st = _to(st, 1)
    att = put_real(st, 1, "Varimathras", "allies")
    other = put_real(st, 1, "Orion", "allies")
    st = _fight(apply(st, "attack", 1, attacker=att, defender=khan))
    assert _dmg(st, other) == 2 and _dmg(st, hero(st, 1)) == 0


# --- Zimzi the Trickster (EN 701, 301.2 flip; EN 714 on the back; glossary Assault, Stealth) -------------------------


def test_zimzi_the_trickster():
    # "FRONT: 2 -> Flip Zimzi" / "BACK: Zimzi and allies you control with Stealth also have Assault 1."
    from engine.core.effects import Modifier

    automated("Zimzi the Trickster")
    st = start()
    zim = as_hero(st, "Zimzi the Trickster")
    sneak = put_real(st, 0, "Dagax the Butcher", "allies")  # Stealth
    plain = put_real(st, 0, "Karrok Scarrend", "allies")
    theirs = put_real(st, 1, "Dagax the Butcher", "allies")
    assert "Assault" not in kw.keywords(st, sneak) and kw.atk(st, zim) == 0
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, zim)
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, zim)[0].args))
    assert st.table.cards[zim].flags.get("flipped")
    assert kw.keywords(st, sneak).get("Assault") == 1
    assert "Assault" not in kw.keywords(st, plain) and "Assault" not in kw.keywords(st, theirs)
    assert kw.atk(st, sneak) == 6  # Assault: +1 ATK on your turn
    # "Zimzi … with Stealth": read (as the card's script does) as narrowing Zimzi too — rule call, see the header
    assert "Assault" not in kw.keywords(st, zim)
    st.modifiers.append(Modifier(zim, "", 1, keyword="Stealth", duration="this_turn"))
    assert kw.keywords(st, zim).get("Assault") == 1 and kw.atk(st, zim) == 1
    st = _to(st, 1)
    assert kw.atk(st, sneak) == 5  # not on the opponent's turn


# --- Shuriken of Negation (EN 703 enters play; EN 711 interrupt, 706 target ability card; "may"; glossary Thrown) -----


def test_shuriken_of_negation_interrupts_an_ability_card_on_the_chain():
    # "When Shuriken of Negation enters play, you may interrupt target ability card." — the weapon is no instant, so an
    # ability card can be on the chain under it only when the weapon comes in at instant speed: the test lets it
    # (the card's data marked instant, test setup) over the opponent's Blink.
    automated("Shuriken of Negation")
    for yes in (True, False):
        st = _to(start({"auto_pass": False}), 1)
        rec = real_pool().find_name("Shuriken of Negation")
        shu = put_real(st, 0, "Shuriken of Negation", "hand")
        st.cards[rec.id] = {**rec.data, "instant": True}
        blink = put_real(st, 1, "Blink", "hand")
        resources(st, 1, 2)
        resources(st, 0, 4)
        st = apply(st, "play", 1, uid=blink, x=0)  # P1's Blink on the chain
        st = apply(st, "pass", 1)
        st = apply(st, "play", 0, uid=shu, x=0)
        h1 = len(_hand(st, 1))
        st = _drive(st, blink, yes)
        assert _zone(st, shu) == "hero_row"
        assert _zone(st, blink) == "graveyard"
        assert len(_hand(st, 1)) == h1 + (0 if yes else 1)  # interrupted: Blink's draw never happens


def test_shuriken_of_negation_is_thrown():
    # "Thrown (When you strike with this weapon, your hero has Long-Range this combat. At the end of this turn, put this
    # weapon into its owner's hand.)"
    from .test_combat import finish_combat

    st = start()
    shu = put_real(st, 0, "Shuriken of Negation", "hero_row")
    resources(st, 0, 3)
    enemy = put_real(st, 1, "Karrok Scarrend", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    st = resolve_chain(apply(st, "strike", 0, weapon=shu))
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = finish_combat(st)
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, enemy) == 2  # Long-Range: no damage back
    assert _zone(st, shu) == "hero_row"
    st = next_turn(st)
    assert _zone(st, shu) == "hand" and shu in _hand(st, 0)


# --- Jarius Blackwood (EN 703 "when … healed"; "may pay [1]. If you do"; 404.2 tokens) --------------------------------


def test_jarius_blackwood():
    # "When 1 or more damage is healed from a hero or ally you control, you may pay [1]. If you do, put a 1 [MELEE] / 1
    # [HEALTH] Treant ally token into play."
    automated("Jarius Blackwood")
    for yes in (True, False):
        st = start()
        jar = put_real(st, 0, "Jarius Blackwood", "allies")
        enf = put_real(st, 0, "Enfea Contha", "allies")
        hurt = put_real(st, 0, "Karrok Scarrend", "allies")
        st.table.cards[hurt].damage = 2
        foe = put_real(st, 1, "Orion", "allies")
        st.table.zone(0, "resources").clear()
        resources(st, 0, 1)
        st = apply(st, "power", 0, **_powers(st, 0, enf)[0].args)
        st = choose(st, str(hurt))
        st = choose(st, str(foe)) if st.pending and str(foe) in _ids(st) else st
        st = _drive(st, None, yes)
        assert _dmg(st, hurt) == 0 and _dmg(st, foe) == 2
        toks = _tokens(st, 0)
        assert len(toks) == (1 if yes else 0) and _ready(st, 0) == (0 if yes else 1)
        if yes:
            assert (
                kw.atk(st, toks[0]) == 1 and kw.health(st, toks[0]) == 1 and "Treant" in kw.name(st, toks[0])
            )
        assert jar
    st = start()  # healing an opposing character: nothing
    put_real(st, 0, "Jarius Blackwood", "allies")
    enf = put_real(st, 1, "Enfea Contha", "allies")
    hurt = put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.cards[hurt].damage = 2
    foe = put_real(st, 0, "Orion", "allies")
    resources(st, 0, 1)
    st = _to(st, 1)
    st = apply(st, "power", 1, **_powers(st, 1, enf)[0].args)
    st = choose(st, str(hurt))
    st = choose(st, str(foe)) if st.pending and str(foe) in _ids(st) else st
    st = resolve_chain(st)
    assert _dmg(st, hurt) == 0 and not (st.pending and _ids(st) & {"yes", "no"}) and not _tokens(st, 0)


# --- Enfea Contha (403.1 [Exhaust]; 706 two targets; "heals all … then deals that much") ------------------------------


def test_enfea_contha():
    # "[Exhaust] -> Enfea Contha heals all damage from target friendly ally, then deals that much nature damage to
    # target opposing ally."
    automated("Enfea Contha")
    st = start()
    enf = put_real(st, 0, "Enfea Contha", "allies")
    hurt = put_real(st, 0, "Varimathras", "allies")
    st.table.cards[hurt].damage = 4
    foe = put_real(st, 1, "Orion", "allies")  # 7 health
    st = apply(st, "power", 0, **_powers(st, 0, enf)[0].args)
    assert (
        str(hurt) in _ids(st) and str(foe) not in _ids(st) and str(hero(st, 0)) not in _ids(st)
    )  # friendly ally
    st = choose(st, str(hurt))
    assert (
        str(foe) in _ids(st) and str(hurt) not in _ids(st) and str(hero(st, 1)) not in _ids(st)
    )  # opposing ally
    st = resolve_chain(choose(st, str(foe)))
    assert _dmg(st, hurt) == 0 and _dmg(st, foe) == 4 and st.table.cards[enf].tapped
    from engine.core.effects import Modifier

    st = start()  # nature damage: Nature Resistance prevents it (the healing stands)
    enf = put_real(st, 0, "Enfea Contha", "allies")
    hurt = put_real(st, 0, "Varimathras", "allies")
    st.table.cards[hurt].damage = 4
    foe = put_real(st, 1, "Orion", "allies")
    st.modifiers.append(Modifier(foe, "", 1, keyword="Nature Resistance", duration="permanent"))
    st = apply(st, "power", 0, **_powers(st, 0, enf)[0].args)
    st = resolve_chain(choose(choose(st, str(hurt)), str(foe)))
    assert _dmg(st, hurt) == 0 and _dmg(st, foe) == 0


# --- Touch of Unlife (EN 703 start of your turn; 706 target; EN 709 "if damage is dealt this way"; heal) --------------


def test_touch_of_unlife():
    # "At the start of your turn, your hero deals 1 shadow damage to target hero or ally. If damage is dealt this way,
    # your hero heals 1 damage from itself."
    from engine.core.effects import Modifier

    automated("Touch of Unlife")
    for resist in (False, True):
        st = start()
        put_real(st, 0, "Touch of Unlife", "hero_row")
        st.table.cards[hero(st, 0)].damage = 3
        foe = put_real(st, 1, "Karrok Scarrend", "allies")
        if resist:  # the damage is prevented: none dealt this way, no healing
            st.modifiers.append(Modifier(foe, "", 1, keyword="Shadow Resistance", duration="permanent"))
        st = _to(st, 1)
        assert _dmg(st, foe) == 0 and _dmg(st, hero(st, 0)) == 3  # not at the start of the opponent's turn
        st = _to_start(st, 0)
        assert str(foe) in _ids(st) and {str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
        st = _drive(st, foe)
        assert _dmg(st, foe) == (0 if resist else 1)
        assert _dmg(st, hero(st, 0)) == (3 if resist else 2)


# --- Whiteout Staff (EN 703 "when an [Alliance] ally is dealt frost damage"; 415.9c destroy) ---------------------------


def test_whiteout_staff():
    # "When an [Alliance] ally is dealt frost or [Frost] damage, destroy it."
    automated("Whiteout Staff")
    for name, gone in (
        ("Magni, Lord of Ironforge", True),
        ("Orion", False),
    ):  # Alliance 7 health / Horde 7 health
        st = start()
        put_real(st, 0, "Whiteout Staff", "hero_row")
        foe = put_real(st, 1, name, "allies")
        st, _ = play_real(st, "Glacial Strike", 0, pay=3)  # 5 frost damage
        st = _drive(choose(st, str(foe)))
        assert (_zone(st, foe) == "graveyard") == gone, name
    st = start()  # other damage types: nothing
    put_real(st, 0, "Whiteout Staff", "hero_row")
    foe = put_real(st, 1, "Magni, Lord of Ironforge", "allies")
    st, _ = play_real(st, "Shadow Bolt", 0, pay=3)
    st = _drive(choose(st, str(foe)))
    assert _zone(st, foe) == "allies" and _dmg(st, foe) == 3
    st = start()  # your own Alliance ally too ("an [Alliance] ally")
    put_real(st, 0, "Whiteout Staff", "hero_row")
    mine = put_real(st, 0, "Magni, Lord of Ironforge", "allies")
    st, _ = play_real(st, "Glacial Strike", 0, pay=3)
    st = _drive(choose(st, str(mine)))
    assert _zone(st, mine) == "graveyard"


# --- PX-238 Winter Wondervolt (EN 709.1 choose; 202.3 types; EN 714 Ongoing) ------------------------------------------


def test_px238_winter_wondervolt():
    # "Choose an ally type." / "Ongoing: All allies also have that type."
    automated("PX-238 Winter Wondervolt")
    st = start()
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    put_real(
        st, 0, "Varimathras", "graveyard"
    )  # the types offered: those of the allies P1 knows of (a Demon here)
    assert "Demon" not in kw.tags(st, mine)
    st, px = play_real(st, "PX-238 Winter Wondervolt", 0, pay=3)
    st = resolve_chain(st)
    assert st.pending and "Demon" in {o.id for o in st.pending[0].options} | {
        o.label for o in st.pending[0].options
    }
    opt = next(o.id for o in st.pending[0].options if "Demon" in (o.id, o.label))
    st = resolve_chain(choose(st, opt))
    assert _zone(st, px) == "hero_row"
    assert "Demon" in kw.tags(st, mine) and "Demon" in kw.tags(st, foe)
    assert "Demon" not in kw.tags(st, hero(st, 0))  # allies, not heroes
    late = put_real(st, 1, "Orion", "allies")
    assert "Demon" in kw.tags(st, late)  # every ally, as long as it stays
    from engine.wow.leaving_play import destroy

    destroy(st, px, None)
    assert "Demon" not in kw.tags(st, mine)


# --- Vengeful Gladiator's Felshroud (EN 714 "on your turn, you can play … removed from the game"; 403.1 [Exhaust]) ----


def test_vengeful_gladiators_felshroud():
    # "On your turn, you can play ability cards that are removed from the game." / "[Exhaust] -> Put target opposing ally
    # into its owner's hand."
    from .audit import plays

    automated("Vengeful Gladiator's Felshroud")
    st = start()
    fs = put_real(st, 0, "Vengeful Gladiator's Felshroud", "hero_row")
    gone = put_real(st, 0, "Blink", "removed")
    ally = put_real(st, 0, "Jerrick Valder", "removed")
    theirs = put_real(st, 1, "Blink", "removed")
    resources(st, 0, 2)
    assert plays(st, 0, gone) and not plays(st, 0, ally) and not plays(st, 0, theirs)
    n = len(_hand(st, 0))
    st = _drive(apply(st, "play", 0, **plays(st, 0, gone)[0].args))
    assert len(_hand(st, 0)) == n + 1  # Blink resolved (drew)
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, fs)[0].args)
    assert str(foe) in _ids(st) and str(mine) not in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert _zone(st, foe) == "hand" and foe in _hand(st, 1) and st.table.cards[fs].tapped
    st = _to(start(), 1)  # not on the opponent's turn
    put_real(st, 0, "Vengeful Gladiator's Felshroud", "hero_row")
    gone = put_real(st, 0, "Blink", "removed")
    resources(st, 0, 2)
    assert not plays(st, 0, gone)


# --- Kurzon the False (EN 701, 301.2 flip with a cost; EN 714 back; glossary Elusive) ---------------------------------


def test_kurzon_the_false():
    # "FRONT: 1, Put three Alliance allies from your party into their owners' hands -> Flip Kurzon face down." /
    # "BACK: Alliance allies in your party are Elusive."
    automated("Kurzon the False")
    st = start()
    kur = as_hero(st, "Kurzon the False")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    a = [put_real(st, 0, n, "allies") for n in ("Anika Berlyn", "Jerrick Valder")]
    horde = put_real(st, 0, "Karrok Scarrend", "allies")
    assert not _powers(st, 0, kur)  # only two Alliance allies
    a.append(put_real(st, 0, "Dominic Kandor", "allies"))
    st = apply(st, "power", 0, **_powers(st, 0, kur)[0].args)
    if st.pending:
        assert str(horde) not in _ids(st)
        st = choose(st, *[str(u) for u in a])
    st = resolve_chain(st)
    assert all(_zone(st, u) == "hand" for u in a) and _zone(st, horde) == "allies"
    assert st.table.cards[kur].flags.get("flipped") and _ready(st, 0) == 0
    late = put_real(st, 0, "Magni, Lord of Ironforge", "allies")
    theirs = put_real(st, 1, "Anika Berlyn", "allies")
    assert (
        kw.has(st, late, "Elusive") and not kw.has(st, horde, "Elusive") and not kw.has(st, theirs, "Elusive")
    )


# --- Spirit Weapons (400; EN 714 Ongoing power; X "combined ATK of your Melee weapons"; "this turn") ------------------


def test_spirit_weapons():
    # "Enhancement Hero Required" / "Ongoing: [Exhaust] -> Target hero or ally has -X ATK this turn, where X is the
    # combined ATK of your Melee weapons."
    automated("Spirit Weapons")
    st = start()
    sw = put_real(st, 0, "Spirit Weapons", "hero_row")
    put_real(st, 0, "Brutality Blade", "hero_row")  # 3 ATK, Melee
    put_real(st, 1, "Arcanite Reaper", "hero_row")  # not yours
    foe = put_real(st, 1, "Varimathras", "allies")  # 9 ATK
    st = apply(st, "power", 0, **_powers(st, 0, sw)[0].args)
    assert {str(foe), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert kw.atk(st, foe) == 6 and st.table.cards[sw].tapped
    assert kw.atk(next_turn(st), foe) == 9


# --- Mighty Shadow Protection Potion (403.1 "Destroy this item"; 706 friendly target; glossary Resistance) ----------


def test_mighty_shadow_protection_potion():
    # "Destroy this item -> Target friendly hero or ally has Shadow Resistance this turn."
    automated("Mighty Shadow Protection Potion")
    st = start()
    pot = put_real(st, 0, "Mighty Shadow Protection Potion", "hero_row")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    other = put_real(st, 0, "Orion", "allies")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, pot)[0].args)
    assert (
        {str(mine), str(hero(st, 0))} <= _ids(st)
        and str(foe) not in _ids(st)
        and str(hero(st, 1)) not in _ids(st)
    )
    st = choose(st, str(mine))
    assert _zone(st, pot) == "graveyard"
    st = resolve_chain(st)
    for who, dealt in ((mine, 0), (other, 3)):
        st, _ = play_real(st, "Shadow Bolt", 0, pay=3)
        st = _drive(choose(st, str(who)))
        assert _dmg(st, who) == dealt
    st, _ = play_real(st, "Glacial Strike", 0, pay=3)  # frost: not prevented
    st = _drive(choose(st, str(mine)))
    assert _dmg(st, mine) == 5 or _zone(st, mine) == "graveyard"
    assert not kw.has(next_turn(st), hero(st, 0), "Shadow Resistance")
    st = start()  # this turn only: on the next turn the shadow damage is dealt
    pot = put_real(st, 0, "Mighty Shadow Protection Potion", "hero_row")
    st = resolve_chain(choose(apply(st, "power", 0, **_powers(st, 0, pot)[0].args), str(hero(st, 0))))
    assert kw.has(st, hero(st, 0), "Shadow Resistance")
    st = next_turn(st)
    assert not kw.has(st, hero(st, 0), "Shadow Resistance")


# --- Ceraka (EN 701 "On your turn:"; 403.1 cost "1, Turn a quest you control face down"; 706 target hero) ------------


def test_ceraka():
    # "On your turn: 1, Turn a quest you control face down -> This ally deals 3 fire damage to target hero."
    automated("Ceraka")
    st = start()
    cer = put_real(st, 0, "Ceraka", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, cer)  # no quest
    quest = put_real(st, 0, "Manaforge B'naar", "resources", face_down=False)
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    assert _powers(st, 0, cer)
    st = apply(st, "power", 0, **_powers(st, 0, cer)[0].args)
    assert str(foe) not in _ids(st) and str(hero(st, 1)) in _ids(st)
    st = _drive(choose(st, str(hero(st, 1))))
    assert _dmg(st, hero(st, 1)) == 3 and st.table.cards[quest].face_down
    assert sum(not st.table.cards[u].tapped for u in st.table.zone(0, "resources") if u != quest) == 0
    st = _to(start(), 1)  # not on the opponent's turn
    cer = put_real(st, 0, "Ceraka", "allies")
    put_real(st, 0, "Manaforge B'naar", "resources", face_down=False)
    resources(st, 0, 1)
    assert not _powers(st, 0, cer)


# --- Bloodstained Ravager Gauntlets (403.1 [Exhaust]; 706 target weapon; "double … this turn") -------------------------


def test_bloodstained_ravager_gauntlets():
    # "[Exhaust] -> Double target weapon's ATK this turn."
    automated("Bloodstained Ravager Gauntlets")
    st = start()
    gl = put_real(st, 0, "Bloodstained Ravager Gauntlets", "hero_row")
    blade = put_real(st, 0, "Brutality Blade", "hero_row")  # 3
    reaper = put_real(st, 1, "Arcanite Reaper", "hero_row")
    ally = put_real(st, 1, "Karrok Scarrend", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, gl)[0].args)
    assert {str(blade), str(reaper)} <= _ids(st) and str(ally) not in _ids(st)
    st = resolve_chain(choose(st, str(blade)))
    assert kw.atk(st, blade) == 6 and st.table.cards[gl].tapped and kw.atk(st, reaper) == 5
    assert kw.atk(next_turn(st), blade) == 3


# --- Twilight Extermination (306.2; cost "Destroy an ability, ally, or equipment you control and pay 2") -------------


def test_twilight_extermination():
    # "On your turn: Destroy an ability, ally, or equipment you control and pay 2 to complete this quest." / "Reward:
    # Draw a card."
    automated("Twilight Extermination")
    st = start()
    quest = put_real(st, 0, "Twilight Extermination", "resources", face_down=False)
    for u in list(st.table.zone(0, "resources")):
        if u != quest:
            st.table.zone(0, "resources").remove(u)
    resources(st, 0, 2)
    assert not _quests(st, 0, quest)  # nothing to destroy
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    assert not _quests(st, 0, quest)
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    st.table.zone(0, "resources").pop()
    assert not _quests(st, 0, quest)  # pay 2
    resources(st, 0, 1)
    n = len(_hand(st, 0))
    st = apply(st, "quest", 0, **_quests(st, 0, quest)[0].args)
    if st.pending:
        assert (
            {str(mine), str(blade)} <= _ids(st)
            and str(theirs) not in _ids(st)
            and str(hero(st, 0)) not in _ids(st)
        )
        st = choose(st, str(blade))
    st = _drive(st)
    assert _zone(st, blade) == "graveyard" and _zone(st, mine) == "allies" and len(_hand(st, 0)) == n + 1
    assert st.table.cards[quest].face_down and _ready(st, 0) == 0


# --- Ryno the Short (EN 703 enters play; 404.2 tokens; 403.1 cost "Destroy a Demon in your party"; EN 711 interrupt) --


def test_ryno_the_short():
    # "When Ryno enters play, put a Felhunter Demon ally token into play with 1 [Melee] ATK / 1 health." / "1, Destroy a
    # Demon in your party -> Interrupt target ability card."
    automated("Ryno the Short")
    st = start({"auto_pass": False})
    st, ryno = play_real(st, "Ryno the Short", 0, pay=4)
    st = _drive(st)
    toks = _tokens(st, 0)
    assert len(toks) == 1
    fh = toks[0]
    assert kw.atk(st, fh) == 1 and kw.health(st, fh) == 1 and "Demon" in kw.tags(st, fh)
    assert "Felhunter" in kw.name(st, fh)
    blink = put_real(st, 1, "Blink", "hand")
    resources(st, 1, 2)
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, ryno)  # nothing on the chain to interrupt
    st = _to(st, 1)
    st = apply(apply(st, "play", 1, uid=blink, x=0), "pass", 1)
    h1 = len(_hand(st, 1))
    assert _powers(st, 0, ryno)
    st = apply(st, "power", 0, **_powers(st, 0, ryno)[0].args)
    if st.pending and str(fh) in _ids(st):
        st = choose(st, str(fh))
    if st.pending and str(blink) in _ids(st):
        st = choose(st, str(blink))
    st = resolve_chain(st)
    assert (
        fh not in st.table.zone(0, "allies") and _zone(st, blink) == "graveyard" and len(_hand(st, 1)) == h1
    )
    st2 = start({"auto_pass": False})  # no Demon: no paying
    ryno = put_real(st2, 0, "Ryno the Short", "allies")
    put_real(st2, 1, "Varimathras", "allies")  # the opponent's Demon is not in your party
    blink = put_real(st2, 1, "Blink", "hand")
    resources(st2, 1, 2)
    resources(st2, 0, 1)
    st2 = _to(st2, 1)
    st2 = apply(apply(st2, "play", 1, uid=blink, x=0), "pass", 1)
    assert not _powers(st2, 0, ryno)


# --- Unearthed Broadsword (EN 703 start of your turn, from the graveyard; EN 709 "may pay 1. If you do") -------------


def test_unearthed_broadsword():
    # "At the start of your turn, if this weapon is in your graveyard, you may pay 1. If you do, put it into your hand."
    automated("Unearthed Broadsword")
    for yes in (True, False):
        st = start()
        sword = put_real(st, 0, "Unearthed Broadsword", "graveyard")
        st.table.zone(0, "resources").clear()
        resources(st, 0, 1)
        st = _to(st, 1)
        assert _zone(st, sword) == "graveyard"
        st = _to_start(st, 0)
        assert st.pending and _ids(st) & {"yes", "no"}
        st = _drive(st, None, yes)
        assert (_zone(st, sword) == "hand") == yes
    st = start()  # in play: nothing at the start of the turn
    sword = put_real(st, 0, "Unearthed Broadsword", "hero_row")
    resources(st, 0, 1)
    st = _to_start(_to(st, 1), 0)
    assert not (st.pending and _ids(st) & {"yes", "no"}) and _zone(st, sword) == "hero_row"


# --- Aura of Accuracy (403.2 cost reduction; "one or more targets"; "to a minimum of 1") ------------------------------


def test_aura_of_accuracy():
    # "You pay 1 less to play cards and effects with one or more targets, to a minimum of 1."
    from .audit import plays

    automated("Aura of Accuracy")
    st = start()
    st, aura = play_real(st, "Aura of Accuracy", 0, pay=3)
    st = _drive(st)
    assert _zone(st, aura) == "hero_row"
    foe = put_real(st, 1, "Varimathras", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    uid = put_real(
        st, 0, "Glacial Strike", "hand"
    )  # 3, one target: 2 (EN 707: targets chosen, then the cost paid)
    assert plays(st, 0, uid)
    st = _drive(choose(apply(st, "play", 0, uid=uid, x=0), str(foe)))
    assert _dmg(st, foe) == 5 and _ready(st, 0) == 0
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    uid = put_real(st, 0, "Blink", "hand")  # 2, no target: full cost
    import pytest

    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=uid, x=0)
    uid = put_real(st, 0, "Crippling Shot", "hand")  # 2 with a target: 1
    st = _drive(choose(apply(st, "play", 0, uid=uid, x=0), str(foe)))
    assert kw.atk(st, foe) == 4
    st.table.zone(0, "resources").clear()
    uid = put_real(st, 0, "Waz'luk", "hand")  # 1 with a target (its power's, not the card's): 1
    resources(st, 0, 1)
    st = _drive(apply(st, "play", 0, uid=uid, x=0), hero(st, 1))
    assert _zone(st, uid) == "allies"
    # "effects": a payment power with a target, Emree "[2], [Exhaust] -> Ready another target ally.", with 1 resource
    emree = put_real(st, 0, "Emree", "allies")
    tired = put_real(st, 0, "Karrok Scarrend", "allies", tapped=True)
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    st = _drive(apply(st, "power", 0, **_powers(st, 0, emree)[0].args), tired)
    assert not st.table.cards[tired].tapped and _ready(st, 0) == 0
    # in the graveyard (a non-ongoing ability resolved) it would do nothing: destroyed, the full cost is due again
    from engine.wow.leaving_play import destroy

    destroy(st, aura, None)
    uid = put_real(st, 0, "Crippling Shot", "hand")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=uid, x=0)
