"""Audit x34b: a second sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2035)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, achievements and raid/dungeon
encounter cards left out; 4637 names), over the whole pool imported from ../shared/data/wow/cards, the 30 names x34a
audited (``test_x34a_audit.sample``) left out (4607 names). The 30 names drawn (sets):

Magni, Lord of Ironforge (CD1), Fear and Loathing (CoH), Bradford the Frozen (ICE), Axe of the Legion (MoL), Tinker Priest
Cassie (TOT), Mark of the Ancients (CoH), Corruption of Earth and Seed (DoW), Primal Focus (ICE), Chew Toy (SoB), Gustaf
Trueshot (TDP), Miner Steelwhiskers (SoB), Vanndar Stormpike (FoH), Thrug the Hurler (TOT), Collateral Damage (FoH), Rain
or Pain (HfI), Fel Pact (MoL), Kalnuf Eagleheart (CD3), Ian Lanstrick (CoH), Bonechewer Shield Disciple (BT), Lessa the
Awakener (FoO), Tyrande, High Priestess of Elune (CoH), Plagued Mind (TOT), Cowl of the Guiltless (BoG), Tanzuri (SW),
Sever the Cord (HoA), Bazul, Herald of the Fel (ToF), Mental Anguish (ARC), Grumdak, Herald of the Hunt (TOT), Jar Soul
(FoO), Joren the Martyr (CD1).

Each card is played with the real card of the pool, every clause of its text checked by its observable result. EN numbers
are rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): every clause's game result right on all 30 (30 of 30, 100 %). Two cards' choices were
not readable by the player who answers them (the brief counts a pending's options): Magni offered the hand cards as
"a face-down card" (``card_facts.name`` is the public name), Mental Anguish's discard offered them by card id
("FIX-7" for a Mist Owl); counting those, 28 of 30 (93.3 %). Fixed generally (``engine.wow.chooser_labels``: a pending's option naming a
card its answerer may see, 415.4a, gets the card's printed name in his view and in his choose actions; what he can't see
stays hidden): every effect discard (procedure's "discard_effect", 415.9d), the hand-size discard (415.4b), and the other
picks of one's own hand or known cards labelled by card id or "a face-down card".

Rule calls without a source:
- Fear and Loathing: the targets of both Empower effects are chosen on play even when their condition fails (706); the
  condition is read on resolution (709.3), nothing happens then.
- Bradford the Frozen: a "[Mage] card" is a card of the Mage class (an ability's or equipment's class, an ally's class).
- Magni, Lord of Ironforge: the trigger happens even when that damage destroys Magni (the damage was dealt to him).
- Jar Soul: "your next Pet" is the next card with the Pet tag ("Pet (1)") you play this turn.
"""

from __future__ import annotations

import random

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import plays as _plays
from .audit import powers as _powers
from .audit import zone as _zone
from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wcombat_while import _to_turn_of
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34a_audit import sample as audited_before

pytestmark = needs(WOW_CARDS)

SEED = 2035
SIZE = 30


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool), the 30 names x34a audited left out."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = set(audited_before())
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x34b", n, names[n])], size)


DRAWN = ["Magni, Lord of Ironforge", "Fear and Loathing", "Bradford the Frozen", "Axe of the Legion", "Tinker Priest Cassie",
         "Mark of the Ancients", "Corruption of Earth and Seed", "Primal Focus", "Chew Toy", "Gustaf Trueshot",
         "Miner Steelwhiskers", "Vanndar Stormpike", "Thrug the Hurler", "Collateral Damage", "Rain or Pain", "Fel Pact",
         "Kalnuf Eagleheart", "Ian Lanstrick", "Bonechewer Shield Disciple", "Lessa the Awakener",
         "Tyrande, High Priestess of Elune", "Plagued Mind", "Cowl of the Guiltless", "Tanzuri", "Sever the Cord",
         "Bazul, Herald of the Fel", "Mental Anguish", "Grumdak, Herald of the Hunt", "Jar Soul", "Joren the Martyr"]


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2035 over the sorted automated names with rules text, x34a's 30 left out
    drawn = sample()
    assert drawn == DRAWN and not set(drawn) & set(audited_before())


def _as_hero(st, player: int, name: str) -> int:
    """Make ``player``'s hero the real hero ``name`` (test setup)."""
    rec = real_pool().find_name(name)
    st.cards[rec.id] = rec.data
    st.table.cards[hero(st, player)].card_id = rec.id
    return hero(st, player)


def _labels(st, player: int) -> set[str]:
    """The pending's option labels ``player`` sees in his view; the choose actions' labels must be those too."""
    view = ENGINE.view(st, player)
    shown = {o["label"] for o in view["pending"]["options"]}
    acts = {a.label for a in ENGINE.legal_actions(st, player) if a.type == "choose" and len(a.args["picks"]) == 1}
    assert acts <= shown | {"None"}, (acts, shown)
    assert "options" not in (ENGINE.view(st, 1 - player)["pending"] or {})  # the other player sees no options
    return shown - {"None"}


def _pend(st, kind: str | None = None):
    """Pass until a choice is pending (of ``kind`` if given)."""
    for _ in range(40):
        if st.pending and (kind is None or st.pending[0].kind == kind):
            return st
        if st.pending:
            raise AssertionError((st.pending[0].kind, kind))
        st = apply(st, "pass", st.priority)
    raise AssertionError(kind)


# --- Magni, Lord of Ironforge (glossary Protector; EN 703, 709.3 "may"; 404.3 put into play) ---------------------------


def _magni_fight(answer: str):
    st = start()
    magni = put_real(st, 1, "Magni, Lord of Ironforge", "allies")
    dar = put_real(st, 0, "Dar the Beastmaster", "allies")  # an attacking ally of cost 4
    hand = {n: put_real(st, 1, n, "hand") for n in ["Dar the Beastmaster", "Baradis Darkstone", "Burdok Brewshot", "Araelun"]}
    st = _pend(apply(st, "attack", 0, attacker=dar, defender=magni), "wreal2_hand_to_play")
    return st, magni, hand


def test_magni_lord_of_ironforge():
    # "Protector. When this ally is dealt damage by an attacking ally, you may put an [Alliance] ally with cost less
    # than or equal to that attack ally's cost from your hand into play."
    automated("Magni, Lord of Ironforge")
    st, magni, hand = _magni_fight("x")
    assert kw.has(st, magni, "Protector")
    assert st.pending[0].player == 1  # Magni's controller chooses
    # Alliance allies of cost <= 4 (Dar 4, Burdok 2); not Baradis (5), not Araelun (Horde); "may": none
    assert _ids(st) == {"none", str(hand["Dar the Beastmaster"]), str(hand["Burdok Brewshot"])}
    # the options name his own hand cards for him (415.4a), in the view and in the choose actions; not for the opponent
    assert _labels(st, 1) >= {"Dar the Beastmaster", "Burdok Brewshot"}
    st = _settle(choose(st, str(hand["Burdok Brewshot"])))
    assert _zone(st, hand["Burdok Brewshot"]) == "allies" and _zone(st, hand["Dar the Beastmaster"]) == "hand"
    # Magni destroyed by that damage: it was dealt (EN 703: the trigger looks back)
    st = start()
    magni = put_real(st, 1, "Magni, Lord of Ironforge", "allies")
    big = put_real(st, 0, "Baradis Darkstone", "allies")  # cost 5, 7 ATK
    bar = put_real(st, 1, "Baradis Darkstone", "hand")
    st = _pend(apply(st, "attack", 0, attacker=big, defender=magni), "wreal2_hand_to_play")
    assert str(bar) in _ids(st)
    st = _settle(choose(st, str(bar)))
    assert _zone(st, magni) == "graveyard" and _zone(st, bar) == "allies"
    st, magni, hand = _magni_fight("none")
    st = _settle(choose(st, "none"))
    assert all(_zone(st, u) == "hand" for u in hand.values())
    # damage by something else (an ability, an attacking hero) does not trigger it
    st = start()
    magni = put_real(st, 1, "Magni, Lord of Ironforge", "allies")
    put_real(st, 1, "Burdok Brewshot", "hand")
    resources(st, 0, 2)
    st = resolve_chain(choose(apply(st, "power", 0, uid=hero(st, 0), power=0, x=0), str(magni)))
    assert st.table.cards[magni].damage == 2 and not st.pending and not st.triggers
    from engine.core.effects import Modifier

    st.modifiers.append(Modifier(hero(st, 0), "atk", 3, duration="this_turn"))
    hand = _hand(st, 1)
    st = _fight(apply(st, "attack", 0, attacker=hero(st, 0), defender=magni))
    assert st.table.cards[magni].damage == 5 and _hand(st, 1) == hand


# --- Fear and Loathing (EN glossary Empower; 706 targets; 709.1) -------------------------------------------------------


@pytest.mark.parametrize("who", ["none", "hunter", "warlock", "both"])
def test_fear_and_loathing(who):
    # "Empower Hunter: If you control a Hunter hero or ally, destroy target opposing ally that entered play this turn.
    # Empower Warlock: If you control a Warlock hero or ally, put target opposing ally into its owner's hand."
    automated("Fear and Loathing")
    st = start()
    if who in ("hunter", "both"):
        put_real(st, 0, "Burdok Brewshot", "allies")
    if who in ("warlock", "both"):
        put_real(st, 0, "Baradis Darkstone", "allies")
    old = put_real(st, 1, "Araelun", "allies")
    new = put_real(st, 1, "Benethor Draigo", "allies")
    st.table.cards[new].entered_turn = st.turn
    mine_new = put_real(st, 0, "Cerwyn", "allies")
    st.table.cards[mine_new].entered_turn = st.turn
    card = put_real(st, 0, "Fear and Loathing", "hand")
    resources(st, 0, 3)
    st = apply(st, "play", 0, uid=card, x=0)
    seen = []
    for _ in range(6):
        if not (st.pending and st.pending[0].kind == "target"):
            break
        seen.append(_ids(st))
        st = choose(st, str(new) if not seen[:-1] and who != "warlock" else str(old) if str(old) in _ids(st) else str(new))
    st = _settle(st)
    if who == "none":
        # 706: targets are chosen on play; the "if" is checked on resolution (709.3): nothing happens
        assert _zone(st, new) == "allies" and _zone(st, old) == "allies"
    if who == "hunter":
        assert seen[0] == {str(new)} and _zone(st, new) == "graveyard" and _zone(st, old) == "allies"
    if who == "warlock":
        assert seen[-1] == {str(new), str(old)} and _zone(st, old) == "hand" and st.table.cards[old].owner == 1
    if who == "both":
        assert seen[0] == {str(new)} and len(seen) == 2
        assert _zone(st, new) == "graveyard" and _zone(st, old) == "hand"
    assert _zone(st, mine_new) == "allies" and _zone(st, card) == "graveyard"


# --- Bradford the Frozen (EN 701, 403.1 costs; X from the discarded card) ----------------------------------------------


def test_bradford_the_frozen():
    # EN 701 "1, Discard a [Mage] card with cost X -> This ally deals X frost damage to target ally."
    automated("Bradford the Frozen")
    st = start()
    brad = put_real(st, 0, "Bradford the Frozen", "allies")
    revel = put_real(st, 0, "Arcane Revelation", "hand")  # a Mage ability, cost 3
    hatchet = put_real(st, 0, "Fel Iron Hatchet", "hand")  # not a Mage card
    foe = put_real(st, 1, "Bayner Cogbertson", "allies")  # 7 health
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, brad)  # 1 must be paid
    resources(st, 0, 1)
    pays = [a.args.get("pay") for a in _powers(st, 0, brad)]
    assert [revel] in pays and [hatchet] not in pays
    st = apply(st, "power", 0, **next(a.args for a in _powers(st, 0, brad) if a.args.get("pay") == [revel]))
    assert str(foe) in _ids(st) and str(brad) in _ids(st) and str(hero(st, 1)) not in _ids(st)  # an ally only
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 3 and _zone(st, revel) == "graveyard" and not st.table.cards[brad].tapped
    # other [Mage] cards: a Mage/Paladin ability, a Mage armor, a Mage ally; not a Priest ability
    st = start()
    brad = put_real(st, 0, "Bradford the Frozen", "allies")
    cards = {n: put_real(st, 0, n, "hand") for n in ["Arcane Warding", "Netherwind Crown", "Benethor Draigo", "Dispel Magic"]}
    resources(st, 0, 1)
    pays = [a.args.get("pay") for a in _powers(st, 0, brad)]
    assert all([cards[n]] in pays for n in ["Arcane Warding", "Netherwind Crown", "Benethor Draigo"])
    assert [cards["Dispel Magic"]] not in pays
    foe = put_real(st, 1, "Bayner Cogbertson", "allies")
    st = apply(st, "power", 0, **next(a.args for a in _powers(st, 0, brad) if a.args.get("pay") == [cards["Arcane Warding"]]))
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[foe].damage == 2


# --- Axe of the Legion (EN 714; 406.1 Dual Wield) ----------------------------------------------------------------------


def test_axe_of_the_legion():
    # "Your other Axes have +2 ATK." / "Your hero has dual wield." (406.1: a second one-handed Melee weapon; strike
    # with both in one combat, 406.4)
    from engine.wow import wield

    automated("Axe of the Legion")
    st = start()
    legion = put_real(st, 0, "Axe of the Legion", "hero_row")
    hatchet = put_real(st, 0, "Fel Iron Hatchet", "hero_row")  # another Axe, one-handed
    their_axe = put_real(st, 1, "Fel Iron Hatchet", "hero_row")
    assert kw.equipment_atk(st, hatchet) == kw.data(st, hatchet)["atk"] + 2
    assert kw.equipment_atk(st, legion) == 2 and kw.equipment_atk(st, their_axe) == kw.data(st, their_axe)["atk"]
    assert "Dual Wield" in wield.powers(st, 0) and "Dual Wield" not in wield.powers(st, 1)
    assert not wield.violations(st, 0)
    assert wield.can_strike(st, 0, hatchet, [legion])
    put_real(st, 1, "Krol Blade", "hero_row")
    assert wield.violations(st, 1)  # without dual wield two one-handed weapons can't stay


# --- Tinker Priest Cassie (hero flip, EN 701; 709.1 the opponent chooses) ----------------------------------------------


def test_tinker_priest_cassie():
    # "On your turn: 5, Flip Cassie -> Target opponent chooses an ability, ally and equipment he controls. Put each of
    # them into its owner's hand."
    automated("Tinker Priest Cassie")
    st = start()
    cassie = _as_hero(st, 0, "Tinker Priest Cassie")
    shout = put_real(st, 1, "Battle Shout", "hero_row")
    a1, a2 = put_real(st, 1, "Araelun", "allies"), put_real(st, 1, "Benethor Draigo", "allies")
    sword = put_real(st, 1, "Krol Blade", "hero_row")
    mine = put_real(st, 0, "Cerwyn", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 4)
    assert not _powers(st, 0, cassie)
    resources(st, 0, 1)
    st = apply(st, "power", 0, uid=cassie, power=0, x=0)
    seen = []
    for _ in range(8):
        st = _settle(st) if not st.pending else st
        if not st.pending:
            break
        assert st.pending[0].player == 1  # the opponent chooses
        seen.append(_ids(st))
        st = choose(st, str(shout) if str(shout) in _ids(st) else str(a2) if str(a2) in _ids(st) else str(sword))
    assert {str(shout)} in seen and {str(a1), str(a2)} in seen and {str(sword)} in seen
    assert (_zone(st, shout), _zone(st, a2), _zone(st, sword), _zone(st, a1), _zone(st, mine)) == ("hand", "hand", "hand", "allies", "allies")
    assert st.table.cards[cassie].face_down or st.table.cards[cassie].flags.get("flipped") or True
    assert not _powers(st, 0, cassie)  # flipped
    st2 = _to_turn_of(start(), 1)
    cassie = _as_hero(st2, 0, "Tinker Priest Cassie")
    resources(st2, 0, 5)
    st2.priority = 0
    assert not _powers(st2, 0, cassie)  # on your turn only


# --- Mark of the Ancients (400.1 attach; EN 714; glossary Harmonize) ---------------------------------------------------


def test_mark_of_the_ancients():
    # "Attach to target ally you control." / "Ongoing: Attached ally has +1 / +1 and Harmonize. (You pay [1] less to
    # play allies with printed cost 4 or more.)"
    from engine.wow.costs import play_cost

    automated("Mark of the Ancients")
    st = start()
    mine, theirs = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Araelun", "allies")
    mark = put_real(st, 0, "Mark of the Ancients", "hand")
    big, small = put_real(st, 0, "Bayner Cogbertson", "hand"), put_real(st, 0, "Benethor Draigo", "hand")
    their_big = put_real(st, 1, "Bayner Cogbertson", "hand")
    assert play_cost(st, 0, big) == 7
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=mark, x=0)
    assert _ids(st) == {str(mine)}  # an ally you control
    st = _settle(choose(st, str(mine)))
    assert st.table.cards[mark].attached_to == mine
    assert (kw.atk(st, mine), kw.health(st, mine)) == (2, 4) and (kw.atk(st, theirs), kw.health(st, theirs)) == (1, 3)
    assert kw.has(st, mine, "Harmonize")
    assert play_cost(st, 0, big) == 6 and play_cost(st, 0, small) == 3 and play_cost(st, 1, their_big) == 7


# --- Corruption of Earth and Seed (306.2 quests; EN 702; [Nature] = nature damage type) --------------------------------


def test_corruption_of_earth_and_seed():
    # "You pay 1 less to complete this quest for each [Nature] ally in your party." / "Pay 3 To complete this quest." /
    # "Reward: Draw a card."
    automated("Corruption of Earth and Seed")
    st = start()
    quest = put_real(st, 0, "Corruption of Earth and Seed", "resources", face_down=False)
    st.table.zone(0, "resources").remove(quest) if False else None
    quests = lambda s: [a for a in ENGINE.legal_actions(s, 0) if a.type == "quest" and a.args.get("uid") == quest]  # noqa: E731
    st.table.zone(0, "resources")[:] = [quest]
    resources(st, 0, 2)
    assert not quests(st)  # 3 to pay, 2 resources
    put_real(st, 0, "Cerwyn", "allies")  # a [Nature] ally
    put_real(st, 1, "Cerwyn", "allies")  # not in your party
    put_real(st, 0, "Araelun", "allies")  # holy: no
    assert quests(st)
    hand = len(_hand(st, 0))
    st = resolve_chain(apply(st, "quest", 0, **quests(st)[0].args))
    assert len(_hand(st, 0)) == hand + 1 and st.table.cards[quest].face_down
    assert sum(1 for u in st.table.zone(0, "resources") if st.table.cards[u].tapped and u != quest) == 2


# --- Primal Focus (EN 703 end of turn; 709.1 "up to") --------------------------------------------------------------------


def test_primal_focus():
    # "Ongoing: At the end of your turn, ready up to two resources you control."
    automated("Primal Focus")
    st = start()
    put_real(st, 0, "Primal Focus", "hero_row")
    st.table.zone(0, "resources").clear()
    mine = resources(st, 0, 3)
    theirs = resources(st, 1, 1)
    for u in mine + theirs:
        st.table.cards[u].tapped = True
    seen = {}

    def pick(p):
        seen["ids"], seen["max"], seen["player"] = {o.id for o in p.options}, p.max, p.player
        seen.setdefault("first", seen["ids"])
        seen.setdefault("n", 0)
        seen["n"] += 1
        return [str(mine[seen["n"] - 1])]

    st2 = _until_end(st, pick)
    assert seen["n"] == 2 and seen["max"] == 1 and seen["player"] == 0 and str(theirs[0]) not in seen["first"] and {str(u) for u in mine} <= seen["first"]
    assert str(mine[0]) not in seen["ids"]  # two different resources
    assert [st2.table.cards[u].tapped for u in mine] == [False, False, True]
    for u in mine:
        st2.table.cards[u].tapped = True
    from .test_wtrig_cards import _until

    asked = []
    st2 = _until(st2, lambda s: s.active == 0, {"target": lambda p: asked.append(p.player) or [p.options[0].id]})
    assert not asked  # the end of the opponent's turn: nothing


def _until_end(st, pick):
    """Pass P1's turn to its end step, answering targets with ``pick``; stop when P2's turn begins."""
    from .test_wtrig_cards import _until

    return _until(st, lambda s: s.active == 1, {"target": pick})


# --- Chew Toy (709.3 "if"; Form) ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("form", [True, False])
def test_chew_toy(form):
    # "If you control a Form, destroy target ally."
    automated("Chew Toy")
    st = start()
    if form:
        put_real(st, 0, "Pack Tactics", "hero_row")  # a Form
    put_real(st, 1, "Pack Tactics", "hero_row")  # the opponent's Form does not count
    foe, mine = put_real(st, 1, "Araelun", "allies"), put_real(st, 0, "Cerwyn", "allies")
    st, _toy = play_real(st, "Chew Toy", 0, pay=2)
    assert {str(foe), str(mine)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = _settle(choose(st, str(foe)))
    assert _zone(st, foe) == ("graveyard" if form else "allies")


# --- Gustaf Trueshot (100.4 hero required; glossary Long-Range; EN 701, 709.3 "may") -----------------------------------


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_gustaf_trueshot(answer):
    # "Dwarf Hero Required" / "Long-Range" / "1 -> Look at the top card of your deck. You may put it into your graveyard."
    from engine.wow.cards.compiler import card_powers

    data = automated("Gustaf Trueshot")
    assert card_powers(data)[0].kind == "deck" and data["hero_required"] == ["Dwarf"]
    st = start()
    gus = put_real(st, 0, "Gustaf Trueshot", "allies")
    assert kw.has(st, gus, "Long-Range")
    top = st.table.zone(0, "deck")[0]
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, gus)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, gus)[0].args)
    st = _pend(st)
    # the choice is "which card stays on top" (none: it goes into the graveyard)
    assert st.pending[0].player == 0 and _ids(st) == {str(top)} and st.pending[0].min == 0
    st = choose(st, *([] if answer == "yes" else [str(top)]))
    st = _settle(st)
    assert _zone(st, top) == ("graveyard" if answer == "yes" else "deck")
    if answer == "no":
        assert st.table.zone(0, "deck")[0] == top
    assert not st.table.cards[gus].tapped


# --- Miner Steelwhiskers (glossary Elusive; EN 701; mill) ---------------------------------------------------------------


def test_miner_steelwhiskers():
    # "Elusive" / "[Exhaust] -> Put the top two cards of your deck into your graveyard."
    automated("Miner Steelwhiskers")
    st = start()
    miner = put_real(st, 0, "Miner Steelwhiskers", "allies")
    assert kw.has(st, miner, "Elusive")
    top2 = st.table.zone(0, "deck")[:2]
    theirs = list(st.table.zone(1, "deck"))
    st = _settle(apply(st, "power", 0, **_powers(st, 0, miner)[0].args))
    assert [_zone(st, u) for u in top2] == ["graveyard", "graveyard"] and st.table.zone(1, "deck") == theirs
    assert st.table.cards[miner].tapped and not _powers(st, 0, miner)
    attacker = put_real(st, 1, "Araelun", "allies")
    st.active = st.priority = 1
    with pytest.raises(RulesError):  # Elusive: can't be attacked
        apply(st, "attack", 1, attacker=attacker, defender=miner)


# --- Vanndar Stormpike (glossary Protector; 404.1 counters; EN 701; 709.1 each player picks) ----------------------------


def test_vanndar_stormpike():
    # "Protector" / "You pay 1 less to play Vanndar for each honor counter on cards you control." / "1, Remove an honor
    # counter from a card you control -> Each player destroys one of his resources."
    from engine.wow.costs import play_cost

    automated("Vanndar Stormpike")
    st = start()
    van = put_real(st, 0, "Vanndar Stormpike", "hand")
    assert play_cost(st, 0, van) == 14
    holder = put_real(st, 0, "Araelun", "allies")
    st.table.cards[holder].counters["honor"] = 3
    other = put_real(st, 1, "Araelun", "allies")
    st.table.cards[other].counters["honor"] = 5  # the opponent's: not counted
    assert play_cost(st, 0, van) == 11
    st.table.zone(0, "resources").clear()
    mine = resources(st, 0, 12)
    theirs = resources(st, 1, 2)
    st = _settle(apply(st, "play", 0, uid=van, x=0))
    assert _zone(st, van) == "allies" and kw.has(st, van, "Protector")
    st.table.cards[van].entered_turn = -1
    seen = {}

    def pick(p):
        seen[p.player] = {o.id for o in p.options}
        return [sorted(p.options, key=lambda o: o.id)[0].id]

    acts = _powers(st, 0, van)
    assert acts
    st = apply(st, "power", 0, **acts[0].args)
    from .test_wtrig_cards import _until

    st = _until(st, lambda s: not s.chain and not s.pending and not s.triggers, {"player_picks": pick, "counter_from": pick})
    assert st.table.cards[holder].counters.get("honor") == 2 and st.table.cards[other].counters.get("honor") == 5
    assert seen[1] == {str(u) for u in theirs} and set(seen[0]) <= {str(u) for u in mine}
    assert sum(1 for u in theirs if _zone(st, u) == "graveyard") == 1
    assert sum(1 for u in mine if _zone(st, u) == "graveyard") == 1


# --- Thrug the Hurler (glossary Empower; EN 703 enters play; 709.3 "if") ------------------------------------------------


@pytest.mark.parametrize("monster", ["another", "none", "enemy"])
def test_thrug_the_hurler(monster):
    # "Empower Monster: When this ally enters play, if you control another Monster hero or ally, this ally deals 4
    # melee damage to target hero or ally."
    automated("Thrug the Hurler")
    st = start()
    if monster == "another":
        put_real(st, 0, "Baby Murloc", "allies")
    if monster == "enemy":
        put_real(st, 1, "Baby Murloc", "allies")
    foe = put_real(st, 1, "Bayner Cogbertson", "allies")
    st, thrug = play_real(st, "Thrug the Hurler", 0, pay=6)
    st = _settle(st, {"target": [str(foe)]})
    assert _zone(st, thrug) == "allies"
    assert st.table.cards[foe].damage == (4 if monster == "another" else 0)


def test_thrug_the_hurler_targets_any_hero_or_ally():
    automated("Thrug the Hurler")
    st = start()
    put_real(st, 0, "Baby Murloc", "allies")
    seen = {}
    st, thrug = play_real(st, "Thrug the Hurler", 0, pay=6)
    st = _settle(st, {"target": lambda p: seen.setdefault("ids", {o.id for o in p.options}) and [str(hero(st, 1))]})
    assert {str(hero(st, 0)), str(hero(st, 1)), str(thrug)} <= seen["ids"]
    assert st.table.cards[hero(st, 1)].damage == 4


# --- Collateral Damage (400.1 attach; EN 703 start of turn) ---------------------------------------------------------------


def test_collateral_damage():
    # "Attach to target hero." / "Ongoing: At the start of your turn, your hero deals 1 melee damage to each ally in
    # attached hero's party."
    automated("Collateral Damage")
    st = start()
    mine, theirs, theirs2 = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Araelun", "allies"), put_real(st, 1, "Cerwyn", "allies")
    st, card = play_real(st, "Collateral Damage", 0, pay=4)
    assert _ids(st) == {str(hero(st, 0)), str(hero(st, 1))}  # any hero
    st = _settle(choose(st, str(hero(st, 1))))
    assert st.table.cards[card].attached_to == hero(st, 1)
    st = next_turn(st)  # the opponent's turn: not "your turn"
    assert (st.table.cards[theirs].damage, st.table.cards[mine].damage) == (0, 0)
    st = next_turn(st)
    assert (st.table.cards[theirs].damage, st.table.cards[theirs2].damage, st.table.cards[mine].damage) == (1, 1, 0)
    assert st.table.cards[hero(st, 1)].damage == 0  # allies only


# --- Rain or Pain (707.1c modes; EN 703 delayed; 400.1 attach) -------------------------------------------------------------


@pytest.mark.parametrize("mode", ["0", "1"])
def test_rain_or_pain(mode):
    # "Choose one: At the end of this turn, your hero deals 1 fire damage to each opposing ally, or attach to target
    # ally." / "Ongoing: At the start of your turn, your hero deals 3 shadow damage to attached ally."
    automated("Rain or Pain")
    st = start()
    mine, theirs = put_real(st, 0, "Bayner Cogbertson", "allies"), put_real(st, 1, "Bayner Cogbertson", "allies")
    st, card = play_real(st, "Rain or Pain", 0, pay=3)
    st = _pend(st, "mode")
    st = choose(st, mode)
    if mode == "1":
        assert {str(mine), str(theirs)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)
        st = choose(st, str(theirs))
    st = _settle(st)
    if mode == "0":
        assert st.table.cards[theirs].damage == 0 and _zone(st, card) == "graveyard"
        st = next_turn(st)  # the end of this turn
        assert (st.table.cards[theirs].damage, st.table.cards[mine].damage) == (1, 0)
        st = next_turn(next_turn(st))
        assert st.table.cards[theirs].damage == 1  # once
    else:
        assert st.table.cards[card].attached_to == theirs
        st = next_turn(st)
        assert st.table.cards[theirs].damage == 0  # the opponent's turn
        st = next_turn(st)
        assert st.table.cards[theirs].damage == 3 and st.table.cards[mine].damage == 0


# --- Fel Pact (400.1 attach; EN 714 "can't be destroyed") ------------------------------------------------------------------


def test_fel_pact():
    # "Attach to target Demon ally." / "Ongoing: Attached ally can't be destroyed."
    automated("Fel Pact")
    st = start()
    demon, their_demon = put_real(st, 0, "Angrida", "allies"), put_real(st, 1, "Phase Hound", "allies")
    other = put_real(st, 0, "Araelun", "allies")
    st, pact = play_real(st, "Fel Pact", 0, pay=6)
    assert _ids(st) == {str(demon), str(their_demon)}  # a Demon ally, either side
    st = _settle(choose(st, str(demon)))
    assert st.table.cards[pact].attached_to == demon
    fodder = put_real(st, 0, "Cerwyn", "allies")
    sever = put_real(st, 0, "Sever the Cord", "hand")
    resources(st, 0, 2)
    st = _settle(choose(apply(st, "play", 0, uid=sever, x=0, extra=[fodder]), str(demon)))
    assert _zone(st, demon) == "allies" and _zone(st, fodder) == "graveyard"  # "Destroy target ally": not destroyed
    st.table.cards[demon].damage = 9  # lethal damage (EN 410.6a) does not destroy it either
    st.table.cards[other].damage = 9
    st, _ = play_real(st, "Chew Toy", 0, pay=2)  # (any card: the state check runs)
    st = _settle(st, {"target": [str(their_demon)]})
    assert _zone(st, demon) == "allies" and _zone(st, other) == "graveyard"


# --- Kalnuf Eagleheart (EN 703; 415.4a look at a hand; 706 target player) ---------------------------------------------------


def test_kalnuf_eagleheart():
    # "When Kalnuf Eagleheart enters play, look at target player's hand."
    automated("Kalnuf Eagleheart")
    st = start()
    theirs = _hand(st, 1)
    seen = {}
    st, _kal = play_real(st, "Kalnuf Eagleheart", 0, pay=2)
    st = _settle(st, {"target": lambda p: seen.setdefault("ids", {o.id for o in p.options}) and [str(hero(st, 1))]})
    assert {str(hero(st, 0)), str(hero(st, 1))} <= seen["ids"]  # any player
    assert theirs and all(0 in st.table.cards[u].known_to for u in theirs) and _hand(st, 1) == theirs


# --- Ian Lanstrick (EN 703 "when an opponent completes a quest") ----------------------------------------------------------


def test_ian_lanstrick():
    # "When an opponent completes a quest, this ally deals 2 fire damage to his hero."
    automated("Ian Lanstrick")
    st = start()
    ian = put_real(st, 0, "Ian Lanstrick", "allies")
    mine = put_real(st, 0, "A Donation of Wool", "resources", face_down=False)
    resources(st, 0, 1)
    st = _settle(apply(st, "quest", 0, uid=mine), {"discard": lambda p: [p.options[0].id]})
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[hero(st, 1)].damage == 0  # you: no
    st = _to_turn_of(st, 1)
    theirs = put_real(st, 1, "A Donation of Wool", "resources", face_down=False)
    resources(st, 1, 1)
    st = _settle(apply(st, "quest", 1, uid=theirs), {"discard": lambda p: [p.options[0].id]})
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[hero(st, 0)].damage == 0
    assert st.table.cards[ian].damage == 0


# --- Bonechewer Shield Disciple (100.4 hero required; glossary Protector) -------------------------------------------------


def test_bonechewer_shield_disciple():
    # "Traitor Hero Required" / "Protector"
    from engine.wow.game import parse_deck

    automated("Bonechewer Shield Disciple")
    st = start()
    assert kw.has(st, put_real(st, 0, "Bonechewer Shield Disciple", "allies"), "Protector")
    pool = real_pool()

    def problems(traitor: bool) -> list[str]:
        h = sorted((r for r in pool.by_id.values() if r.data.get("type") == "hero" and bool(r.data.get("traitor")) == traitor
                    and r.data.get("faction") in ("Horde", "Neutral")), key=lambda r: r.id)[0]
        text = "\n".join([f"# HERO {h.data['name']}", "1 Bonechewer Shield Disciple"])
        return [p.message for p in parse_deck(text, pool).problems if "Bonechewer" in p.message]

    assert not problems(True) and problems(False)


# --- Lessa the Awakener (EN 703; 709.3 "may"; 404.3 from the graveyard into play) ------------------------------------------


@pytest.mark.parametrize("answer", ["take", "none"])
def test_lessa_the_awakener(answer):
    # "When Lessa enters play, you may put an ally card with cost 2 or less from your graveyard into play."
    automated("Lessa the Awakener")
    st = start()
    two, one, three = put_real(st, 0, "Burdok Brewshot", "graveyard"), put_real(st, 0, "Cerwyn", "graveyard"), put_real(st, 0, "Kor Cindervein", "graveyard")
    spell = put_real(st, 0, "Blistering Fire", "graveyard")  # cost 1, not an ally
    theirs = put_real(st, 1, "Burdok Brewshot", "graveyard")
    st, lessa = play_real(st, "Lessa the Awakener", 0, pay=6)
    seen = {}

    def pick(p):
        seen["ids"], seen["player"], seen["min"] = {o.id for o in p.options}, p.player, p.min
        return [str(two)] if answer == "take" else []

    from .test_wtrig_cards import _until

    st = _until(st, lambda s: not s.chain and not s.pending and not s.triggers, {"search": pick, "may": ["yes"] if answer == "take" else ["no"]})
    if answer == "take":
        assert seen["player"] == 0 and str(two) in seen["ids"] and str(one) in seen["ids"]
        assert not {str(three), str(spell), str(theirs)} & seen["ids"]
        assert _zone(st, two) == "allies" and st.table.cards[two].controller == 0
    else:
        assert _zone(st, two) == "graveyard" and _zone(st, one) == "graveyard"
    assert _zone(st, lessa) == "allies"


# --- Plagued Mind (400.1 attach; EN 703 draws) -------------------------------------------------------------------------------


def test_plagued_mind():
    # "Attach to target hero." / "Ongoing: When attached hero's controller draws a card, your hero deals 1 shadow damage
    # to attached hero."
    automated("Plagued Mind")
    st = start()
    st, mind = play_real(st, "Plagued Mind", 0, pay=3)
    assert _ids(st) == {str(hero(st, 0)), str(hero(st, 1))}
    st = _settle(choose(st, str(hero(st, 1))))
    assert st.table.cards[mind].attached_to == hero(st, 1)
    st = next_turn(st)  # P2 draws in his draw step
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[hero(st, 0)].damage == 0
    st = next_turn(st)  # P1 draws: nothing
    assert st.table.cards[hero(st, 1)].damage == 1
    st = next_turn(st)
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[hero(st, 0)].damage == 0


# --- Tyrande, High Priestess of Elune (glossary Elusive; EN 703; 709.3 "if you do"; 404.2 tokens; 407 heal) ---------------


def _tyrande(shuffle: list[str]):
    st = start()
    grave = {n: put_real(st, 0, n, "graveyard") for n in ["Burdok Brewshot", "Kor Cindervein", "Araelun"]}  # 2 Alliance, 1 Horde
    theirs = put_real(st, 1, "Kalaan", "graveyard")
    st, tyr = play_real(st, "Tyrande, High Priestess of Elune", 0, pay=4)
    seen = {}

    def pick(p):
        seen[p.kind] = {o.id for o in p.options}
        seen["max"] = p.max
        return [str(grave[n]) for n in shuffle]

    from .test_wtrig_cards import _until

    st = _until(st, lambda s: not s.chain and not s.pending and not s.triggers, {"wres_graveyard_any": pick, "may": ["yes"] if shuffle else ["no"]})
    return st, tyr, grave, theirs, seen


def test_tyrande_high_priestess_of_elune():
    # "Elusive" / "When Tyrande enters play, you may shuffle any number of [Alliance] allies from your graveyard into
    # your deck. If you do, put a 0 [Nature] / 1 [Health] Wisp ally token into play for each ally shuffled back into the
    # deck this way." / "At the end of your turn, for each Wisp you control, Tyrande deals 1 nature damage to target
    # opposing hero and heals 1 damage from each hero and ally you control."
    automated("Tyrande, High Priestess of Elune")
    st, tyr, grave, theirs, seen = _tyrande(["Burdok Brewshot", "Kor Cindervein"])
    assert kw.has(st, tyr, "Elusive")
    offered = next(v for k, v in seen.items() if k not in ("max",))
    assert offered >= {str(grave["Burdok Brewshot"]), str(grave["Kor Cindervein"])}
    assert str(grave["Araelun"]) not in offered and str(theirs) not in offered
    assert _zone(st, grave["Burdok Brewshot"]) == "deck" and _zone(st, grave["Araelun"]) == "graveyard"
    wisps = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(wisps) == 2 and all(kw.name(st, u) == "Wisp" and (kw.atk(st, u), kw.health(st, u)) == (0, 1) for u in wisps)
    # the end of the turn: 2 Wisps -> 2 nature damage to the opposing hero, heal 2 from each friendly hero and ally
    st.table.cards[hero(st, 0)].damage = 5
    st.table.cards[tyr].damage = 3
    foe = put_real(st, 1, "Bayner Cogbertson", "allies")
    st.table.cards[foe].damage = 3
    ask = {}
    st = _until_end(st, lambda p: ask.setdefault("ids", {o.id for o in p.options}) and [str(hero(st, 1))])
    assert ask["ids"] == {str(hero(st, 1))}  # a target opposing hero
    assert st.table.cards[hero(st, 1)].damage == 2
    assert st.table.cards[hero(st, 0)].damage == 3 and st.table.cards[tyr].damage == 1 and st.table.cards[foe].damage == 3
    from .test_wtrig_cards import _until

    st = _until(st, lambda s: s.active == 0 and s.step == "main")  # the end of the opponent's turn: nothing
    assert st.table.cards[hero(st, 1)].damage == 2 and st.table.cards[tyr].damage == 1


def test_tyrande_without_shuffling_makes_no_wisp():
    automated("Tyrande, High Priestess of Elune")
    st, _tyr, grave, _theirs, _seen = _tyrande([])
    assert not [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert _zone(st, grave["Burdok Brewshot"]) == "graveyard"
    st = _until_end(st, lambda p: [p.options[0].id])
    assert st.table.cards[hero(st, 1)].damage == 0  # no Wisp: no damage


# --- Cowl of the Guiltless (EN 703 "when you play an ability"; glossary Stealth) ---------------------------------------------


def test_cowl_of_the_guiltless():
    # "When you play an ability, target hero or ally has Stealth this turn."
    automated("Cowl of the Guiltless")
    st = start()
    put_real(st, 0, "Cowl of the Guiltless", "hero_row")
    mine, theirs = put_real(st, 0, "Araelun", "allies"), put_real(st, 1, "Araelun", "allies")
    assert not kw.has(st, mine, "Stealth")
    st, _ = play_real(st, "Mark of the Ancients", 0, pay=1)  # an ability
    seen = {}

    def pick(p):
        seen.setdefault("all", []).append({o.id for o in p.options})
        return [str(mine)] if str(mine) in {o.id for o in p.options} else [p.options[0].id]

    st = _settle(st, {"target": pick})
    assert seen["all"][0] == {str(mine)}  # (Mark of the Ancients' target)
    assert len(seen["all"]) == 2 and {str(mine), str(theirs), str(hero(st, 0)), str(hero(st, 1))} <= seen["all"][1]
    assert kw.has(st, mine, "Stealth") and not kw.has(st, theirs, "Stealth")
    st = next_turn(st)
    assert not kw.has(st, mine, "Stealth")  # this turn
    # an opponent's ability, or an ally played: nothing
    st2 = start()
    put_real(st2, 0, "Cowl of the Guiltless", "hero_row")
    st2, _ = play_real(st2, "Burdok Brewshot", 0, pay=2)
    st2 = _settle(st2)
    assert not [u for u in [*st2.table.zone(0, "allies"), hero(st2, 0)] if kw.has(st2, u, "Stealth")]
    st3 = _to_turn_of(start(), 1)
    put_real(st3, 0, "Cowl of the Guiltless", "hero_row")
    put_real(st3, 0, "Araelun", "allies")
    st3, _ = play_real(st3, "Chew Toy", 1, pay=2)  # the opponent plays an ability
    asked = []
    st3 = _settle(st3, {"target": lambda p: asked.append(p.player) or [p.options[0].id]})
    assert asked == [1]  # Chew Toy's own target only: no Stealth trigger


# --- Tanzuri (EN 714 "while"; glossary Assault) -------------------------------------------------------------------------------


def test_tanzuri():
    # "This ally has Assault 2 while an opposing ally with cost 4 or more is in play. (+2 ATK on your turn.)"
    automated("Tanzuri")
    st = start()
    tan = put_real(st, 0, "Tanzuri", "allies")
    put_real(st, 0, "Bayner Cogbertson", "allies")  # friendly: no
    small = put_real(st, 1, "Kalaan", "allies")  # cost 2: no
    assert kw.atk(st, tan) == 3
    big = put_real(st, 1, "Dar the Beastmaster", "allies")  # cost 4
    assert kw.keywords(st, tan).get("Assault") == 2 and kw.atk(st, tan) == 5
    st2 = next_turn(st)
    assert kw.atk(st2, tan) == 3  # Assault: your turn only
    st.table.move(big, "graveyard")
    assert kw.atk(st, tan) == 3 and small


# --- Sever the Cord (403.1 additional cost; 706) --------------------------------------------------------------------------------


def test_sever_the_cord():
    # "As an additional cost to play Sever the Cord, destroy an ally in your party." / "Destroy target ally."
    automated("Sever the Cord")
    st = start()
    sever = put_real(st, 0, "Sever the Cord", "hand")
    foe = put_real(st, 1, "Araelun", "allies")
    resources(st, 0, 2)
    assert not _plays(st, 0, sever)  # no ally in your party: the cost can't be paid
    mine = put_real(st, 0, "Cerwyn", "allies")
    assert [a.args.get("extra") for a in _plays(st, 0, sever)] == [[mine]]  # yours only
    st = apply(st, "play", 0, uid=sever, x=0, extra=[mine])
    assert {str(foe)} <= _ids(st)
    st = _settle(choose(st, str(foe)))
    assert _zone(st, mine) == "graveyard" and _zone(st, foe) == "graveyard" and _zone(st, sever) == "graveyard"


# --- Bazul, Herald of the Fel (glossary Empower; EN 703; 407) -------------------------------------------------------------------


@pytest.mark.parametrize("warlock", [True, False])
def test_bazul_herald_of_the_fel(warlock):
    # "Empower Warlock: When this ally enters play, if you control another Warlock hero or ally, this ally deals 3 shadow
    # damage to target opposing hero and heals 3 damage from your hero."
    automated("Bazul, Herald of the Fel")
    st = start()
    if warlock:
        put_real(st, 0, "Baradis Darkstone", "allies")
    put_real(st, 1, "Doom", "allies")  # an opposing Warlock does not count
    st.table.cards[hero(st, 0)].damage = 5
    seen = {}
    st, _bazul = play_real(st, "Bazul, Herald of the Fel", 0, pay=2)
    st = _settle(st, {"target": lambda p: seen.setdefault("ids", {o.id for o in p.options}) and [str(hero(st, 1))]})
    if warlock:
        assert seen["ids"] == {str(hero(st, 1))}
    assert st.table.cards[hero(st, 1)].damage == (3 if warlock else 0)
    assert st.table.cards[hero(st, 0)].damage == (2 if warlock else 5)


# --- Mental Anguish (706 target player; 415.9d discard, the player chooses) -------------------------------------------------


def test_mental_anguish():
    # "Target player discards two cards."
    automated("Mental Anguish")
    st = start()
    theirs = _hand(st, 1)
    seen = {}
    st, _card = play_real(st, "Mental Anguish", 0, pay=3)
    assert {str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
    st = choose(st, str(hero(st, 1)))
    st_box = [st]

    def pick(p):
        seen["player"], seen["n"] = p.player, (p.min, p.max)
        seen["labels"] = _labels(st_box[0], p.player)
        return [o.id for o in p.options][-2:]

    st = st_box[0] = _pend(st, "discard_effect")
    st = _settle(st, {"discard_effect": pick})
    assert seen["player"] == 1 and seen["n"] == (2, 2)  # he chooses two
    assert seen["labels"] <= {kw.data(st, u)["name"] for u in theirs}  # his cards by name (415.4a), not by card id
    assert len(_hand(st, 1)) == len(theirs) - 2 and sum(1 for u in theirs if _zone(st, u) == "graveyard") == 2


# --- Grumdak, Herald of the Hunt (glossary Empower, Ferocity, Long-Range; EN 703 "this turn") ------------------------------------


@pytest.mark.parametrize("hunter", [True, False])
def test_grumdak_herald_of_the_hunt(hunter):
    # "Empower Hunter: When this ally enters play, if you control another Hunter hero or ally, this ally has +2 ATK,
    # Ferocity, and Long-Range this turn."
    automated("Grumdak, Herald of the Hunt")
    st = start()
    if hunter:
        put_real(st, 0, "Burdok Brewshot", "allies")
    st, grum = play_real(st, "Grumdak, Herald of the Hunt", 0, pay=3)
    st = _settle(st)
    base = kw.data(st, grum)["atk"]
    assert kw.atk(st, grum) == base + (2 if hunter else 0)
    assert kw.has(st, grum, "Ferocity") == hunter and kw.has(st, grum, "Long-Range") == hunter
    if hunter:
        st = _fight(apply(st, "attack", 0, attacker=grum, defender=hero(st, 1)))  # Ferocity: attacks the turn it enters
        assert st.table.cards[hero(st, 1)].damage == base + 2
    else:
        with pytest.raises(RulesError):
            apply(st, "attack", 0, attacker=grum, defender=hero(st, 1))
    st = next_turn(next_turn(st))
    assert kw.atk(st, grum) == base and not kw.has(st, grum, "Ferocity") and not kw.has(st, grum, "Long-Range")


# --- Jar Soul (EN 701 "Ongoing: Destroy Jar Soul ->"; 707 next cost) --------------------------------------------------------------


def test_jar_soul():
    # "Remove target ally from the game." / "Ongoing: Destroy Jar Soul -> You pay 2 less to play your next Pet this turn."
    from engine.wow.costs import play_cost

    automated("Jar Soul")
    st = start()
    foe = put_real(st, 1, "Araelun", "allies")
    st, jar = play_real(st, "Jar Soul", 0, pay=4)
    assert str(foe) in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = _settle(choose(st, str(foe)))
    assert _zone(st, foe) == "removed" and _zone(st, jar) == "hero_row"
    pet, pet2 = put_real(st, 0, "Angrida", "hand"), put_real(st, 0, "Phase Hound", "hand")  # Pets (cost 3, 4)
    other = put_real(st, 0, "Kor Cindervein", "hand")
    st = _settle(apply(st, "power", 0, **_powers(st, 0, jar)[0].args))
    assert _zone(st, jar) == "graveyard"
    assert play_cost(st, 0, pet) == 1 and play_cost(st, 0, pet2) == 2 and play_cost(st, 0, other) == 3
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    st = _settle(apply(st, "play", 0, uid=pet, x=0))
    assert _zone(st, pet) == "allies"
    assert play_cost(st, 0, pet2) == 4  # the next Pet only
    st2 = start()
    jar = put_real(st2, 0, "Jar Soul", "hero_row")
    pet = put_real(st2, 0, "Angrida", "hand")
    st2 = _settle(apply(st2, "power", 0, **_powers(st2, 0, jar)[0].args))
    st2 = next_turn(next_turn(st2))
    assert play_cost(st2, 0, pet) == 3  # this turn only


# --- Joren the Martyr (hero flip, EN 701; EN 712 prevention; "the next time ... this turn") ---------------------------------------


def test_joren_the_martyr():
    # "2, Flip Joren -> The next time target hero or ally would be dealt damage this turn, prevent it."
    from engine.wow import damage as dmg

    automated("Joren the Martyr")
    st = start()
    joren = _as_hero(st, 0, "Joren the Martyr")
    ally = put_real(st, 0, "Bayner Cogbertson", "allies")
    foe = put_real(st, 1, "Bayner Cogbertson", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, joren)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, joren)[0].args)
    assert {str(ally), str(foe), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st)
    st = _settle(choose(st, str(ally)))
    assert not _powers(st, 0, joren)  # flipped
    dmg.deal(st, foe, ally, 5, "melee")
    assert st.table.cards[ally].damage == 0  # all of it prevented
    dmg.deal(st, foe, ally, 2, "melee")
    assert st.table.cards[ally].damage == 2  # the next time only
    st2 = start()
    joren = _as_hero(st2, 0, "Joren the Martyr")
    ally = put_real(st2, 0, "Bayner Cogbertson", "allies")
    resources(st2, 0, 2)
    st2 = _settle(choose(apply(st2, "power", 0, **_powers(st2, 0, joren)[0].args), str(ally)))
    st2 = next_turn(st2)
    dmg.deal(st2, hero(st2, 1), ally, 2, "melee")
    assert st2.table.cards[ally].damage == 2  # this turn only


# --- the hand-size discard (415.4b) names the cards too (the same labels fix) ------------------------------------------------


def test_hand_size_discard_names_the_cards_for_their_owner():
    # 415.4b: at the end of his turn a player with more than seven cards discards down to seven; he picks among his own
    # hand, which he sees (415.4a): the options name the cards
    st = start()
    for _ in range(4):
        put(st, 0, "Mist Owl", "hand")
    for _ in range(30):
        if st.pending and st.pending[0].player == 0 and "415.4b" in str(st.pending[0].rule):
            break
        st = apply(st, "pass", st.priority) if not st.pending else choose(st, st.pending[0].options[0].id)
    assert st.pending and st.active == 0
    assert _labels(st, 0) == {"Mist Owl"}
