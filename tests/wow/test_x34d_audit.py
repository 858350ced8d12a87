"""Audit x34d: a third sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2036)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, achievements and raid/dungeon
encounter cards left out), over the whole pool imported from ../shared/data/wow/cards, the 60 names x34a and x34b audited
left out (4656 names with text, 4577 automated). The 30 names drawn:

Blessing of the Old God (TOT), Scryer's Bloodgem (HfI), Anarchist Bladewalker (SW), Dorric the Martyr (HoA), Xi'ri
(HfI), Apostle of Argus (FoH), Ring of the Recalcitrant (MLT), Razorsaw (MoL), Bubula del Kissel (TDP), Arygos (ToD),
Shutting Down Manaforge Ara (SoB), Brutality Blade (MCT), Thomas Slash Robinson (BoG), Cholda Wildbloom (MoL), Sarina
the Immaculate (WG), Executioner's Mark (ToD), Greatsword of the Ebon Blade (DKS), Envenom (FoO), Everlasting Cold
(FoH), Yoink! (BoG), Faerlina's Madness (NT), High Warlord Zogar (CoH), Skumm the Pillager (FoH), Scouring the Desert
(DoW), Bronwyn Lightborn (ICE), Durga Gravestone (HfI), Virkaltor (DoW), Report to Goldshire (CD1), Eye of the Storm
(ARC), Living Roots (ToD).

Each card is played with the real card of the pool, every clause of its text checked by its observable result. EN numbers
are rules outside the provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): every clause's game result right on all 30; counting a pending's options too, 29 of
30 (96.7 %). Wrong: Greatsword of the Ebon Blade — "destroy it unless you pay 3" asked "Pay 3?" (yes/no) of a player
with no ready resource to pay with (the answer "yes" then paid nothing and it was destroyed; 403.1 a cost that can't be
paid isn't offered). Fixed generally (``engine.wow.resource_payment``: an optional resource payment, "unless you pay N" /
"you may pay N. If you do", is not asked when its controller can't pay it): 54 cards of the pool compile to that shape
(an optional ``tap`` of resources), this one and 53 others.

Eye of the Storm: placing a card as a resource is not "playing" it (409.2: they are different actions), no counter.

Rule calls without a source:
- Apostle of Argus: the printed "or 4 if an opponent when first this game" is read "went first" (the compiler's reading).
- Dorric the Martyr and the like ("Destroy X -> … target ally"): X itself may be chosen as the target (targets are
  chosen before costs are paid, EN 701); it is then gone and the effect does nothing.
- Skumm the Pillager / Faerlina's Madness: "target resource" includes face-down resources (turning one face down does
  nothing); Faerlina's cost needs a face-up resource of yours.
- Bronwyn Lightborn: the ability's target is chosen as the trigger goes on the chain, before the "may" is answered.
"""

from __future__ import annotations

import random

from engine.wow import keywords as kw
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .audit import hand as _hand
from .audit import ids as _ids
from .audit import plays as _plays
from .audit import powers as _powers
from .audit import quests as _quests
from .audit import zone as _zone
from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wact_scripts import power_of
from .test_wcombat_while import _to_turn_of
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34a_audit import sample as audited_a
from .test_x34b_audit import sample as audited_b

pytestmark = needs(WOW_CARDS)

SEED = 2036
SIZE = 30


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool), the 60 names x34a and x34b audited left out."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = set(audited_a()) | set(audited_b())
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x34d", n, names[n])], size)


DRAWN = ['Blessing of the Old God', "Scryer's Bloodgem", 'Anarchist Bladewalker', 'Dorric the Martyr', "Xi'ri",
         'Apostle of Argus', 'Ring of the Recalcitrant', 'Razorsaw', 'Bubula del Kissel', 'Arygos',
         'Shutting Down Manaforge Ara', 'Brutality Blade', 'Thomas Slash Robinson', 'Cholda Wildbloom',
         'Sarina the Immaculate', "Executioner's Mark", 'Greatsword of the Ebon Blade', 'Envenom', 'Everlasting Cold',
         'Yoink!', "Faerlina's Madness", 'High Warlord Zogar', 'Skumm the Pillager', 'Scouring the Desert',
         'Bronwyn Lightborn', 'Durga Gravestone', 'Virkaltor', 'Report to Goldshire', 'Eye of the Storm', 'Living Roots']


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2036 over the sorted automated names with rules text, x34a's and x34b's 60 left out
    drawn = sample()
    assert drawn == DRAWN and not set(drawn) & (set(audited_a()) | set(audited_b()))


def _as_hero(st, player: int, name: str) -> int:
    """Make ``player``'s hero the real hero ``name`` (test setup)."""
    rec = real_pool().find_name(name)
    st.cards[rec.id] = rec.data
    st.table.cards[hero(st, player)].card_id = rec.id
    st.table.learn_names({rec.id: rec.data})
    return hero(st, player)


# --- Blessing of the Old God (EN 703 enters play; EN 701.1 "Name a class" cost; 202.1a classes) -----------------------


def test_blessing_of_the_old_god():
    # "When this item enters play, draw a card." / "[Exhaust], Name a class and destroy this item -> Target ally you
    # control has that class and loses all other classes this turn."
    from engine.wow.oneshot_ability_ops import char_classes

    automated("Blessing of the Old God")
    st = start()
    hand = len(_hand(st, 0))
    st, item = play_real(st, "Blessing of the Old God", 0)
    st = _settle(resolve_chain(st))
    assert _zone(st, item) == "hero_row" and len(_hand(st, 0)) == hand + 1  # drew a card
    mine = put_real(st, 0, "Thomas Slash Robinson", "allies")  # a Mage
    put_real(st, 1, "Dorric the Martyr", "allies")  # the opponent's ally: not a legal target
    pows = _powers(st, 0, item)
    names = {a.args.get("name") for a in pows}
    assert {"Warrior", "Rogue", "Mage", "Druid"} <= {str(n).title() for n in names}, names
    act = next(a for a in pows if str(a.args.get("name")).lower() == "warrior")
    st2 = apply(st, "power", 0, **act.args)
    assert _ids(st2) == {str(mine)}  # target ally you control (not the opponent's, not a hero)
    st2 = choose(st2, str(mine))
    assert _zone(st2, item) == "graveyard"  # destroyed as part of the cost, before it resolves
    st2 = resolve_chain(st2)
    assert char_classes(st2, mine) == {"warrior"}
    st3 = next_turn(st2)
    assert char_classes(st3, mine) == {"mage"}  # this turn only


# --- Scryer's Bloodgem (deck building "Scryer Reputation"; EN 714; glossary Sabotage, Stealth) ------------------------


def test_scryers_bloodgem():
    # "Heroes and allies in your party with sabotage also have Stealth"
    from engine.wow.cards.compiler import card_powers

    data = automated("Scryer's Bloodgem")
    assert any(p.kind == "deck" for p in card_powers(data))
    st = start()
    put_real(st, 0, "Scryer's Bloodgem", "hero_row")
    sab = put_real(st, 0, "Arcanist Dayvana", "allies")  # Sabotage: Quest
    plain = put_real(st, 0, "Dorric the Martyr", "allies")
    theirs = put_real(st, 1, "Arcanist Dayvana", "allies")
    assert kw.has(st, sab, "Stealth") and not kw.has(st, plain, "Stealth") and not kw.has(st, theirs, "Stealth")


# --- Anarchist Bladewalker (glossary Finishing Move; EN 703; 709.3 "may"; 706 target) ---------------------------------


def test_anarchist_bladewalker():
    # "Finishing Move (To play, remove X Combo cards in your graveyard from the game, where X is 5 or less.)" /
    # "When this ally enters play, she may deal X melee damage to target hero or ally."
    automated("Anarchist Bladewalker")
    st = start()
    combos = [put_real(st, 0, "Deathblow", "graveyard") for _ in range(6)]
    other = put_real(st, 0, "Envenom", "graveyard")  # a Finishing Move, not a Combo card
    theirs = put_real(st, 1, "Deathblow", "graveyard")
    uid = put_real(st, 0, "Anarchist Bladewalker", "hand")
    resources(st, 0, 5)
    plays = _plays(st, 0, uid)
    assert sorted({len(a.args.get("extra") or []) for a in plays}) == [0, 1, 2, 3, 4, 5]  # X is 5 or less
    assert not any({other, theirs} & set(a.args.get("extra") or []) for a in plays)  # Combo cards in your graveyard
    foe = put(st, 1, "Iron Sentinel", "allies")
    act = next(a for a in plays if len(a.args.get("extra") or []) == 3)
    st2 = resolve_chain(apply(st, "play", 0, **act.args))
    assert sum(_zone(st2, c) == "removed" for c in combos) == 3
    assert {str(uid), str(foe), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st2) and st2.pending[0].min == 0  # may
    st3 = resolve_chain(choose(st2, str(foe)))
    assert st3.table.cards[foe].damage == 3  # X melee damage
    st4 = resolve_chain(choose(st2))  # she may not
    assert st4.table.cards[foe].damage == 0


# --- Dorric the Martyr (EN 701; 407 heal) -----------------------------------------------------------------------------


def test_dorric_the_martyr():
    # "1, Destroy Dorric -> Dorric heals all damage from target ally."
    automated("Dorric the Martyr")
    st = start()
    dorric = put_real(st, 0, "Dorric the Martyr", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies", damage=3)
    st.table.cards[foe].damage = 3
    st.table.cards[hero(st, 0)].damage = 4
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, dorric)  # costs 1
    resources(st, 0, 1)
    st2 = apply(st, "power", 0, uid=dorric, power=power_of(kw.data(st, dorric)), x=0)
    assert _ids(st2) == {str(foe), str(dorric)}  # target ally, not a hero (targets are chosen before the cost is paid)
    st2 = choose(st2, str(foe))
    assert _zone(st2, dorric) == "graveyard"
    st2 = resolve_chain(st2)
    assert st2.table.cards[foe].damage == 0


# --- Xi'ri (EN 703 "at the end of your turn"; 415.9c destroy) -----------------------------------------------------------


def test_xiri():
    # "At the end of your turn, destroy all Demons."
    automated("Xi'ri")
    st = start()
    put_real(st, 0, "Xi'ri", "allies")
    mine = put_real(st, 0, "Razorsaw", "allies")  # a Demon
    foe = put_real(st, 1, "Warbringer Arix'amal", "allies")  # a Demon
    plain = put(st, 1, "Iron Sentinel", "allies")
    st = _settle(st)
    assert (_zone(st, mine), _zone(st, foe)) == ("allies", "allies")
    st = next_turn(st)  # the end of P1's turn
    assert (_zone(st, mine), _zone(st, foe), _zone(st, plain)) == ("graveyard", "graveyard", "allies")
    again = put_real(st, 1, "Warbringer Arix'amal", "allies")
    st = next_turn(st)  # the end of the opponent's turn: nothing
    assert _zone(st, again) == "allies"


# --- Apostle of Argus (EN 701 "On your turn:"; 407 heal; 101 who went first) -----------------------------------------


def test_apostle_of_argus():
    # "On your turn: Exhaust your hero -> Your hero heals 1 damage from target hero or ally, or 4 if an opponent went
    # first this game." (the printed "when" read as "went")
    automated("Apostle of Argus")
    st = start()  # P1 goes first
    staff = put_real(st, 0, "Apostle of Argus", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st.table.cards[hero(st, 0)].damage = 6
    st2 = apply(st, "power", 0, uid=staff, power=power_of(kw.data(st, staff)), x=0)
    assert {str(hero(st, 0)), str(hero(st, 1)), str(foe)} <= _ids(st2)
    st2 = resolve_chain(choose(st2, str(hero(st, 0))))
    assert st2.table.cards[hero(st2, 0)].damage == 5 and st2.table.cards[hero(st2, 0)].tapped  # heals 1 (P1 went first)
    assert not _powers(st2, 0, staff)  # the hero is exhausted
    # the second player: an opponent went first, heals 4; only on his turn
    st3 = start()
    theirs = put_real(st3, 1, "Apostle of Argus", "hero_row")
    st3.table.cards[hero(st3, 1)].damage = 6
    assert not _powers(st3, 1, theirs)  # not on the opponent's turn
    st3 = _to_turn_of(st3, 1)
    st3 = apply(st3, "power", 1, uid=theirs, power=power_of(kw.data(st3, theirs)), x=0)
    st3 = resolve_chain(choose(st3, str(hero(st3, 1))))
    assert st3.table.cards[hero(st3, 1)].damage == 2


# --- Ring of the Recalcitrant (EN 714; 602 attacking) ----------------------------------------------------------------


def test_ring_of_the_recalcitrant():
    # "Friendly heroes have +1 ATK while attacking."
    automated("Ring of the Recalcitrant")
    st = start()
    ring = put_real(st, 0, "Ring of the Recalcitrant", "hero_row")
    put_real(st, 0, "Brutality Blade", "hero_row")  # a hero attacks with a weapon (its strike cost not paid here)
    put_real(st, 1, "Brutality Blade", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    assert kw.atk(st, hero(st, 0)) == 0
    st2 = apply(st, "attack", 0, attacker=hero(st, 0), defender=foe)
    assert kw.atk(st2, hero(st2, 0)) == 1 and kw.atk(st2, hero(st2, 1)) == 0
    st2 = _fight(st2)
    assert st2.table.cards[foe].damage == 1 and kw.atk(st2, hero(st2, 0)) == 0
    st.table.cards[ring].zone = "graveyard"
    st.table.zone(0, "hero_row").remove(ring)
    st3 = _fight(apply(st, "attack", 0, attacker=hero(st, 0), defender=foe))
    assert st3.table.cards[foe].damage == 0
    st4 = _to_turn_of(st2, 1)  # an opposing hero attacking: no bonus
    mine = put(st4, 0, "Iron Sentinel", "allies")
    st4 = apply(st4, "attack", 1, attacker=hero(st4, 1), defender=mine)
    assert st4.combat and kw.atk(st4, hero(st4, 1)) == 0


# --- Razorsaw (glossary Long-Range; EN 703 enters/leaves play; 706 target) ---------------------------------------------


def test_razorsaw():
    # "Long Range" / "When Razorsaw enters play, he deals 4 ranged damage to target ally in your party. When Razorsaw
    # leaves play, he deals 4 ranged damage to target ally."
    automated("Razorsaw")
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, saw = play_real(st, "Razorsaw", 0, pay=6)
    st = resolve_chain(st)
    assert kw.has(st, saw, "Long-Range") or kw.has(st, saw, "Long Range")
    assert _ids(st) == {str(saw), str(mine)}  # an ally in your party
    st2 = _settle(choose(st, str(mine)))
    assert st2.table.cards[mine].zone == "graveyard" and st2.table.cards[foe].damage == 0
    st3 = resolve_chain(choose(st, str(saw)))  # he damages himself: destroyed, he leaves play
    assert _zone(st3, saw) == "graveyard" and str(foe) in _ids(st3) and str(mine) in _ids(st3)  # target ally
    assert str(hero(st3, 1)) not in _ids(st3)
    st3 = _settle(choose(st3, str(foe)))
    assert st3.table.cards[foe].zone == "graveyard"


# --- Bubula del Kissel (glossary Stealth; EN 701; 302.2) ---------------------------------------------------------------


def test_bubula_del_kissel():
    # "Stealth" / "[Exhaust] -> Target hero or ally has Stealth this turn."
    automated("Bubula del Kissel")
    st = start()
    bubula = put_real(st, 0, "Bubula del Kissel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    assert kw.has(st, bubula, "Stealth") and not kw.has(st, foe, "Stealth")
    st2 = apply(st, "power", 0, uid=bubula, power=power_of(kw.data(st, bubula)), x=0)
    assert {str(foe), str(hero(st, 0)), str(hero(st, 1)), str(bubula)} <= _ids(st2)
    st2 = resolve_chain(choose(st2, str(foe)))
    assert kw.has(st2, foe, "Stealth") and st2.table.cards[bubula].tapped and not _powers(st2, 0, bubula)
    st3 = next_turn(st2)
    assert not kw.has(st3, foe, "Stealth")  # this turn only
    fresh = put_real(st, 0, "Bubula del Kissel", "allies")
    st.table.cards[fresh].entered_turn = st.turn
    assert not _powers(st, 0, fresh)  # 302.2: [Exhaust] of an ally not in the party since the turn began


# --- Arygos (403.2 cost reduction; EN 714) -----------------------------------------------------------------------------


def test_arygos():
    # "You pay 1 less to play abilities for each Blue Dragonkin you control, to a minimum of 1."
    automated("Arygos")
    st = start()
    st.table.zone(0, "resources").clear()
    env = put_real(st, 0, "Envenom", "hand")  # ability, cost 3
    mark = put_real(st, 0, "Executioner's Mark", "hand")  # ability, cost 1
    ally = put_real(st, 0, "Cholda Wildbloom", "hand")  # ally, cost 3
    resources(st, 0, 1)
    put(st, 1, "Iron Sentinel", "allies")
    put_real(st, 1, "Arygos", "allies")  # the opponent's Blue Dragonkin doesn't count
    assert not _plays(st, 0, env)
    put_real(st, 0, "Arygos", "allies")
    resources(st, 0, 1)  # 2 resources
    assert _plays(st, 0, env) and not _plays(st, 0, ally)  # 3 - 1 for Arygos (a Blue Dragonkin)
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    put_real(st, 0, "Arygos", "allies")  # two Blue Dragonkin: 3 - 2 = 1
    assert _plays(st, 0, env) and _plays(st, 0, mark)
    st.table.zone(0, "resources").clear()
    assert not _plays(st, 0, mark)  # a minimum of 1


# --- Shutting Down Manaforge Ara (306.2 quests; EN 702) ----------------------------------------------------------------


def test_shutting_down_manaforge_ara():
    # "If an equipment was destroyed this turn, pay 1 to complete this quest." / "Reward: Draw a card."
    automated("Shutting Down Manaforge Ara")
    st = start()
    quest = put_real(st, 0, "Shutting Down Manaforge Ara", "resources", face_down=False)
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    resources(st, 0, 2)
    assert not _quests(st, 0, quest)
    st = resolve_chain(apply(st, "power", 0, uid=blade, power=power_of(kw.data(st, blade)), x=0))
    assert _zone(st, blade) == "graveyard" and _quests(st, 0, quest)
    hand = len(_hand(st, 0))
    st2 = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st2, 0)) == hand + 1 and st2.table.cards[quest].face_down
    st3 = next_turn(next_turn(st))
    st3.table.cards[quest].tapped = False
    assert not _quests(st3, 0, quest)  # "this turn"


# --- Brutality Blade (EN 701; 407 heal) --------------------------------------------------------------------------------


def test_brutality_blade():
    # "Destroy Brutality Blade -> Opposing heroes and allies can't be healed this turn."
    automated("Brutality Blade")
    st = start()
    blade = put_real(st, 0, "Brutality Blade", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    dorric = put_real(st, 0, "Dorric the Martyr", "allies")
    for u in (foe, mine, hero(st, 1)):
        st.table.cards[u].damage = 2
    st = resolve_chain(apply(st, "power", 0, uid=blade, power=power_of(kw.data(st, blade)), x=0))
    assert _zone(st, blade) == "graveyard"
    resources(st, 0, 1)
    st2 = resolve_chain(choose(apply(st, "power", 0, uid=dorric, power=power_of(kw.data(st, dorric)), x=0), str(foe)))
    assert st2.table.cards[foe].damage == 2  # can't be healed
    dorric2 = put_real(st, 0, "Dorric the Martyr", "allies")
    resources(st, 0, 1)
    st3 = resolve_chain(choose(apply(st, "power", 0, uid=dorric2, power=power_of(kw.data(st, dorric2)), x=0), str(mine)))
    assert st3.table.cards[mine].damage == 0  # a friendly ally can
    st4 = next_turn(st)
    assert not kw.has(st4, foe, "Can't Be Healed") and not kw.has(st4, hero(st4, 1), "Can't Be Healed")


# --- Thomas Slash Robinson (EN 701 cost; glossary Ferocity) ------------------------------------------------------------


def test_thomas_slash_robinson():
    # "Remove an ally card in your graveyard from the game -> Thomas has Ferocity this turn."
    automated("Thomas Slash Robinson")
    st = start()
    thomas = put_real(st, 0, "Thomas Slash Robinson", "allies")
    st.table.cards[thomas].entered_turn = st.turn  # no [Exhaust] in the cost: usable the turn he arrives
    assert not _powers(st, 0, thomas)  # no ally card in the graveyard
    put_real(st, 0, "Envenom", "graveyard")
    put_real(st, 1, "Razorsaw", "graveyard")
    assert not _powers(st, 0, thomas)
    dead = put_real(st, 0, "Razorsaw", "graveyard")
    acts = _powers(st, 0, thomas)
    assert [a.args.get("pay") for a in acts] == [[dead]]
    st2 = resolve_chain(apply(st, "power", 0, **acts[0].args))
    assert _zone(st2, dead) == "removed" and kw.has(st2, thomas, "Ferocity")
    assert not kw.has(next_turn(st2), thomas, "Ferocity")


# --- Cholda Wildbloom (EN 703; 412 resources face down, exhausted) ------------------------------------------------------


def test_cholda_wildbloom():
    # "When Cholda enters play, you and target opponent each put the top card of your decks into your resource rows
    # face down and exhausted."
    automated("Cholda Wildbloom")
    st = start()
    r0, r1 = len(st.table.zone(0, "resources")), len(st.table.zone(1, "resources"))
    top0, top1 = st.table.zone(0, "deck")[0], st.table.zone(1, "deck")[0]
    st, _ = play_real(st, "Cholda Wildbloom", 0, pay=3)
    st = _settle(resolve_chain(st))
    assert (len(st.table.zone(0, "resources")) - 3 - r0, len(st.table.zone(1, "resources")) - r1) == (1, 1)
    for top in (top0, top1):
        card = st.table.cards[top]
        assert (card.zone, card.face_down, card.tapped) == ("resources", True, True)


# --- Sarina the Immaculate (hero, EN 701 "On your turn:"; 301.2 flip; 407 heal) ----------------------------------------


def test_sarina_the_immaculate():
    # "On your turn: Flip Sarina, discard a Paladin -> Sarina heals 5 damage from target hero or ally."
    automated("Sarina the Immaculate")
    st = start()
    sarina = _as_hero(st, 0, "Sarina the Immaculate")
    st.table.cards[sarina].damage = 7
    other = put_real(st, 0, "Thomas Slash Robinson", "hand")  # a Mage
    assert not _powers(st, 0, sarina)
    pal = put_real(st, 0, "Dorric the Martyr", "hand")  # a Paladin
    acts = _powers(st, 0, sarina)
    assert [a.args.get("pay") for a in acts] == [[pal]]
    st2 = apply(st, "power", 0, **acts[0].args)
    foe = hero(st, 1)
    assert {str(sarina), str(foe)} <= _ids(st2)
    st2 = resolve_chain(choose(st2, str(sarina)))
    assert st2.table.cards[sarina].damage == 2 and _zone(st2, pal) == "graveyard" and _zone(st2, other) == "hand"
    assert not _powers(st2, 0, sarina)  # flipped
    st4 = start()
    s4 = _as_hero(st4, 1, "Sarina the Immaculate")
    put_real(st4, 1, "Dorric the Martyr", "hand")
    assert not _powers(st4, 1, s4)  # only on your turn


# --- Executioner's Mark (400.1 attach; EN 703; 415.9c destroy) ---------------------------------------------------------


def test_executioners_mark():
    # "Attach to target ally." / "Ongoing: When attached ally is dealt damage, destroy it."
    automated("Executioner's Mark")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st, mark = play_real(st, "Executioner's Mark", 0, pay=1)
    assert {str(foe), str(mine)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)  # target ally
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[mark].attached_to == foe
    dorric = put_real(st, 0, "Dorric the Martyr", "allies")  # 1 ATK
    st = _fight(apply(st, "attack", 0, attacker=dorric, defender=foe))  # 1 damage: 3 short of its health
    assert _zone(st, foe) == "graveyard" and _zone(st, mine) == "allies"


# --- Greatsword of the Ebon Blade (EN 703; 709.3 "unless you pay") ----------------------------------------------------


def _greatsword(pay: bool | None):
    """Play the Greatsword, then pass to the start of the next turn answering its payment ``pay``; ``None``: P1 has no
    ready resource left to pay with."""
    st = start()
    st, sword = play_real(st, "Greatsword of the Ebon Blade", 0, pay=2)
    st = _settle(resolve_chain(st))
    assert _zone(st, sword) == "hero_row"
    if pay is not None:
        resources(st, 0, 3)
        for u in st.table.zone(0, "resources"):
            st.table.cards[u].tapped = False
    seen = None
    for _ in range(40):  # to the start of the next turn (the opponent's)
        if st.pending:
            seen = (st.pending[0].player, _ids(st), st.turn)
            ids = sorted(_ids(st))
            st = choose(st, *([i for i in ids if i in ("yes", "pay")] or [i for i in ids if i in ("no", "skip")])[:1]) if pay \
                else choose(st, *[i for i in ids if i in ("no", "skip", "decline")][:1])
            continue
        if st.active == 1 and st.step == "main" and not st.chain:
            break
        st = apply(st, "pass", st.priority)
    return st, sword, seen


def test_greatsword_of_the_ebon_blade():
    # "When Greatsword of the Ebon Blade enters play, at the start of the next turn, destroy it unless you pay 3."
    automated("Greatsword of the Ebon Blade")
    st, sword, seen = _greatsword(False)
    assert seen and seen[0] == 0 and seen[2] == 2  # you are asked, at the start of the next turn
    assert _zone(st, sword) == "graveyard"
    st, sword, _ = _greatsword(True)
    assert _zone(st, sword) == "hero_row" and sum(st.table.cards[u].tapped for u in st.table.zone(0, "resources")) >= 3
    st = next_turn(next_turn(st))
    assert _zone(st, sword) == "hero_row"  # only the next turn
    # 403.1: a cost that can't be paid is not offered — no "Pay 3?" with no ready resource; it is destroyed
    st, sword, seen = _greatsword(None)
    assert seen is None and _zone(st, sword) == "graveyard"


# --- Envenom (403.1 additional cost; glossary Poison; 405 damage) ------------------------------------------------------


def test_envenom():
    # "As an additional cost to play Envenom, remove up to five combo cards in your graveyard from the game. Your hero
    # deals that much nature damage to target hero or ally, or double that much if the targeted character has a Poison
    # attached to it."
    automated("Envenom")
    st = start()
    combos = [put_real(st, 0, "Deathblow", "graveyard") for _ in range(6)]
    put_real(st, 1, "Deathblow", "graveyard")
    big = put(st, 1, "Iron Sentinel", "allies")
    st.cards[st.table.cards[big].card_id] = {**st.cards[st.table.cards[big].card_id], "health": 20}
    env = put_real(st, 0, "Envenom", "hand")
    resources(st, 0, 3)
    plays = _plays(st, 0, env)
    assert max(len(a.args.get("extra") or []) for a in plays) == 5 and all(set(a.args.get("extra") or []) <= set(combos) for a in plays)
    act = next(a for a in plays if len(a.args.get("extra") or []) == 2)
    st2 = apply(st, "play", 0, **act.args)
    assert {str(big), str(hero(st, 0)), str(hero(st, 1))} <= _ids(st2)
    st3 = resolve_chain(choose(st2, str(big)))
    assert st3.table.cards[big].damage == 2
    put_real(st, 1, "Deadly Poison", "hero_row", attached_to=big)  # a Poison attached to it
    st4 = resolve_chain(choose(apply(st, "play", 0, **act.args), str(big)))
    assert st4.table.cards[big].damage == 4  # double that much
    assert sum(_zone(st4, c) == "removed" for c in combos) == 2


# --- Everlasting Cold (400.1 attach; EN 703 start of turn; 602 attacked last turn) -------------------------------------


def test_everlasting_cold():
    # "Attach to target hero or ally." / "Ongoing: At the start of your turn, your hero deals 1 frost damage to attached
    # character, or 2 if that character didn't attack on its controller's last turn."
    automated("Everlasting Cold")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, cold = play_real(st, "Everlasting Cold", 0, pay=1)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert st.table.cards[cold].attached_to == foe
    st = next_turn(st)  # the opponent's turn: no damage; he attacks with it
    assert st.table.cards[foe].damage == 0
    st = _fight(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    st = next_turn(st)  # the start of P1's turn: it attacked on its controller's last turn, 1 damage
    assert st.table.cards[foe].damage == 1
    st = next_turn(next_turn(st))  # it didn't attack on its controller's last turn: 2 more
    assert st.table.cards[foe].damage == 3


# --- Yoink! (400.1 attach; 401.3 control) ---------------------------------------------------------------------------


def test_yoink():
    # "Attach to target equipment." / "Ongoing: You control attached equipment."
    automated("Yoink!")
    st = start()
    theirs = put_real(st, 1, "Brutality Blade", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, yoink = play_real(st, "Yoink!", 0, pay=3)
    assert str(theirs) in _ids(st) and str(foe) not in _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[yoink].attached_to == theirs
    assert _powers(st, 0, theirs) and not _powers(_to_turn_of(st, 1), 1, theirs)  # P1 controls it


# --- Faerlina's Madness (EN 701 "On your turn:"; 412 resources face down) ---------------------------------------------


def test_faerlinas_madness():
    # "On your turn: [Exhaust], Turn a resource you control face down -> Turn target opposing resource face down."
    automated("Faerlina's Madness")
    st = start()
    head = put_real(st, 0, "Faerlina's Madness", "hero_row")
    st.table.zone(0, "resources").clear()
    st.table.zone(1, "resources").clear()
    up0 = put_real(st, 0, "Scouring the Desert", "resources", face_down=False)
    up1 = put_real(st, 1, "Report to Goldshire", "resources", face_down=False)
    up1b = put_real(st, 1, "Scouring the Desert", "resources", face_down=False)
    acts = _powers(st, 0, head)
    assert acts and all(a.args.get("pay") in (None, [up0]) for a in acts)
    st2 = apply(st, "power", 0, **acts[0].args)
    if st2.pending and str(up0) in _ids(st2):
        st2 = choose(st2, str(up0))
    assert _ids(st2) == {str(up1), str(up1b)}  # an opposing face-up resource
    st2 = resolve_chain(choose(st2, str(up1)))
    assert st2.table.cards[up0].face_down and st2.table.cards[up1].face_down and not st2.table.cards[up1b].face_down
    assert st2.table.cards[head].tapped
    st3 = _to_turn_of(st, 1)
    assert not _powers(st3, 0, head)  # on your turn only


# --- High Warlord Zogar (EN 400 play restriction) -------------------------------------------------------------------


def test_high_warlord_zogar():
    # "Play this ally only if you control an Ogre hero or ally."
    automated("High Warlord Zogar")
    st = start()
    zogar = put_real(st, 0, "High Warlord Zogar", "hand")
    resources(st, 0, 6)
    put_real(st, 1, "Brogre", "allies")  # the opponent's Ogre doesn't count
    assert not _plays(st, 0, zogar)
    put_real(st, 0, "Brogre", "graveyard")
    assert not _plays(st, 0, zogar)
    put_real(st, 0, "Brogre", "allies")
    assert _plays(st, 0, zogar)
    st2 = _settle(resolve_chain(apply(st, "play", 0, **_plays(st, 0, zogar)[0].args)))
    assert _zone(st2, zogar) == "allies"


# --- Skumm the Pillager (hero, EN 701; 301.2 flip; 412) ----------------------------------------------------------------


def test_skumm_the_pillager():
    # "On your turn: 3, Flip Skumm -> Turn target resource face down."
    automated("Skumm the Pillager")
    st = start()
    skumm = _as_hero(st, 0, "Skumm the Pillager")
    st.table.zone(0, "resources").clear()
    mine = put_real(st, 0, "Scouring the Desert", "resources", face_down=False)
    theirs = put_real(st, 1, "Report to Goldshire", "resources", face_down=False)
    resources(st, 0, 1)
    assert not _powers(st, 0, skumm)  # 3 to pay; the face-up quest pays too (412.2): 2
    resources(st, 0, 1)
    st2 = apply(st, "power", 0, **_powers(st, 0, skumm)[0].args)
    assert {str(mine), str(theirs)} <= _ids(st2)  # target resource (any player's)
    st2 = resolve_chain(choose(st2, str(theirs)))
    assert st2.table.cards[theirs].face_down and not _powers(st2, 0, skumm)
    st3 = start()
    s3 = _as_hero(st3, 1, "Skumm the Pillager")
    resources(st3, 1, 3)
    assert not _powers(st3, 1, s3)


# --- Scouring the Desert (306.2 quests; EN 702; 709.3 "may") ----------------------------------------------------------


def test_scouring_the_desert():
    # "Pay 4 to complete this quest." / "Reward: Draw a card. You may shuffle your graveyard into your deck."
    automated("Scouring the Desert")
    st = start()
    st.table.zone(0, "resources").clear()
    quest = put_real(st, 0, "Scouring the Desert", "resources", face_down=False)
    resources(st, 0, 3)
    assert not _quests(st, 0, quest)
    resources(st, 0, 1)
    gy = [put_real(st, 0, "Razorsaw", "graveyard") for _ in range(2)]
    theirs = put_real(st, 1, "Razorsaw", "graveyard")
    hand, deck = len(_hand(st, 0)), len(st.table.zone(0, "deck"))
    st2 = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert st2.pending and st2.pending[0].player == 0 and st2.pending[0].kind != "target"
    assert len(_hand(st2, 0)) == hand + 1
    yes = _settle(choose(st2, "yes"))
    assert [_zone(yes, u) for u in gy] == ["deck", "deck"] and _zone(yes, theirs) == "graveyard"
    assert len(yes.table.zone(0, "deck")) == deck - 1 + 2
    no = _settle(choose(st2, "no"))
    assert [_zone(no, u) for u in gy] == ["graveyard", "graveyard"]


# --- Bronwyn Lightborn (glossary Frost Resistance; EN 703; 709.3 "may", "if you do") ----------------------------------


def _bronwyn(answer: str):
    """P1's Bronwyn and P2's Living Roots on his ally; to the start of P1's next turn, answering the "may" ``answer``."""
    st = start()
    bron = put_real(st, 0, "Bronwyn Lightborn", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    roots = put_real(st, 1, "Living Roots", "hero_row", attached_to=foe)
    st = _to_turn_of(st, 1)
    asked = []
    for _ in range(40):
        if st.pending and st.pending[0].kind == "discard":
            st = choose(st, sorted(_ids(st))[0])
            continue
        if st.pending:
            asked.append((st.pending[0].player, st.pending[0].kind, _ids(st)))
            st = choose(st, answer if st.pending[0].kind == "may" else str(roots))
            continue
        if st.active == 0 and st.step == "main" and not st.chain:
            break
        st = apply(st, "pass", st.priority)
    return st, bron, roots, asked


def test_bronwyn_lightborn():
    # "Frost Resistance" / "At the start of your turn, you may destroy this ally. If you do, destroy target ability."
    automated("Bronwyn Lightborn")
    st = start()
    bron = put_real(st, 0, "Bronwyn Lightborn", "allies")
    assert kw.has(st, bron, "Frost Resistance")
    put_real(st, 1, "Everlasting Cold", "hero_row", attached_to=bron)  # the opponent's hero deals frost damage to her
    plain = put(st, 0, "Mist Owl", "allies")
    put_real(st, 1, "Everlasting Cold", "hero_row", attached_to=plain)
    st1 = next_turn(st)
    assert st1.table.cards[bron].damage == 0 and st1.table.cards[plain].damage == 2  # hers prevented
    st, bron, roots, asked = _bronwyn("no")
    assert [(p, k) for p, k, _ids_ in asked] == [(0, "target"), (0, "may")] and asked[0][2] == {str(roots)}
    assert _zone(st, bron) == "allies" and _zone(st, roots) == "hero_row"  # not destroyed: no ability destroyed
    st, bron, roots, _ = _bronwyn("yes")
    assert _zone(st, bron) == "graveyard" and _zone(st, roots) == "graveyard"


# --- Durga Gravestone (hero, EN 701; 403.1; 301.2 flip; 415.9c) -------------------------------------------------------


def test_durga_gravestone():
    # "1, Flip Durga, remove up to five Combo cards in your graveyard from the game -> Destroy target ally if its cost
    # is less than or equal to the number of cards removed this way."
    automated("Durga Gravestone")
    st = start()
    durga = _as_hero(st, 0, "Durga Gravestone")
    combos = [put_real(st, 0, "Deathblow", "graveyard") for _ in range(6)]
    put_real(st, 0, "Envenom", "graveyard")
    cheap = put_real(st, 1, "Dorric the Martyr", "allies")  # cost 1
    dear = put_real(st, 1, "Cholda Wildbloom", "allies")  # cost 3
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, durga)
    resources(st, 0, 1)
    acts = _powers(st, 0, durga)
    assert max(len(a.args.get("pay") or a.args.get("extra") or []) for a in acts) == 5
    two = next(a for a in acts if len(a.args.get("pay") or a.args.get("extra") or []) == 2)
    st2 = apply(st, "power", 0, **two.args)
    assert {str(cheap), str(dear)} <= _ids(st2)
    s_dear = _settle(resolve_chain(choose(st2, str(dear))))
    assert _zone(s_dear, dear) == "allies" and sum(_zone(s_dear, c) == "removed" for c in combos) == 2
    s_cheap = _settle(resolve_chain(choose(st2, str(cheap))))
    assert _zone(s_cheap, cheap) == "graveyard" and not _powers(s_cheap, 0, durga)


# --- Virkaltor (EN 701; 415.9c) -----------------------------------------------------------------------------------------


def test_virkaltor():
    # "1, Destroy Virkaltor -> Destroy target ability."
    automated("Virkaltor")
    st = start()
    virk = put_real(st, 0, "Virkaltor", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    roots = put_real(st, 1, "Living Roots", "hero_row", attached_to=foe)
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, virk)
    resources(st, 0, 1)
    st2 = apply(st, "power", 0, uid=virk, power=power_of(kw.data(st, virk)), x=0)
    assert str(roots) in _ids(st2) and str(foe) not in _ids(st2)
    st2 = resolve_chain(choose(st2, str(roots)))
    assert _zone(st2, virk) == "graveyard" and _zone(st2, roots) == "graveyard"


# --- Report to Goldshire (306.2 quests; EN 702) --------------------------------------------------------------------------


def test_report_to_goldshire():
    # "If you control more allies than an opponent: Pay 1 to complete this quest." / "Reward: Draw a card."
    automated("Report to Goldshire")
    st = start()
    quest = put_real(st, 0, "Report to Goldshire", "resources", face_down=False)
    resources(st, 0, 2)
    put(st, 1, "Mist Owl", "allies")
    put(st, 0, "Mist Owl", "allies")
    assert not _quests(st, 0, quest)  # as many, not more
    put(st, 0, "Mist Owl", "allies")
    assert _quests(st, 0, quest)
    hand = len(_hand(st, 0))
    st2 = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, quest)[0].args))
    assert len(_hand(st2, 0)) == hand + 1 and st2.table.cards[quest].face_down


# --- Eye of the Storm (location; EN 703; counters; EN 701) -----------------------------------------------------------


def test_eye_of_the_storm():
    # "When you play a card, add an honor counter." / "[Exhaust], Remove four honor counters -> Exhaust up to four target
    # heroes and/or allies."
    automated("Eye of the Storm")
    st = start()
    eye = put_real(st, 0, "Eye of the Storm", "hero_row")
    counters = lambda s: sum(v for k, v in (s.table.cards[eye].counters or {}).items() if "honor" in k.lower())  # noqa: E731
    for _ in range(3):
        st, _u = play_real(st, "Dorric the Martyr", 0, pay=1)
        st = _settle(resolve_chain(st))
    assert counters(st) == 3 and not _powers(st, 0, eye)
    st = _to_turn_of(st, 1)
    st, _u = play_real(st, "Dorric the Martyr", 1, pay=1)  # the opponent's card: no counter
    st = _settle(resolve_chain(st))
    assert counters(st) == 3
    st = _to_turn_of(st, 0)
    st, _u = play_real(st, "Executioner's Mark", 0, pay=1)
    st = _settle(resolve_chain(choose(st, sorted(_ids(st))[0])) if st.pending else resolve_chain(st))
    assert counters(st) == 4
    card = put_real(st, 0, "Virkaltor", "hand")  # 409.2: placing a resource is not playing a card
    place = next(a for a in ENGINE.legal_actions(st, 0) if a.type == "resource" and a.args.get("uid") == card)
    st = _settle(resolve_chain(ENGINE.apply(st, place).state))
    assert _zone(st, card) == "resources" and counters(st) == 4
    foes = [put(st, 1, "Mist Owl", "allies") for _ in range(5)]
    st2 = apply(st, "power", 0, uid=eye, power=power_of(kw.data(st, eye)), x=0)
    picked = []
    for f in foes[:4]:
        assert st2.pending and (st2.pending[0].min or 0) == 0
        st2 = choose(st2, str(f))
        picked.append(f)
    st2 = resolve_chain(st2)
    assert [st2.table.cards[f].tapped for f in foes] == [True, True, True, True, False]
    assert counters(st2) == 0 and st2.table.cards[eye].tapped


# --- Living Roots (400.1 attach; EN 714; 103.2, 403.1) -------------------------------------------------------------------


def test_living_roots():
    # "Attach to target ally." / "Ongoing: Attached ally can't attack or exhaust unless its controller pays 2."
    automated("Living Roots")
    st = start()
    mine = put_real(st, 0, "Bubula del Kissel", "allies")  # [Exhaust] power
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, roots = play_real(st, "Living Roots", 0, pay=1)
    assert {str(mine), str(foe)} <= _ids(st) and str(hero(st, 1)) not in _ids(st)
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[roots].attached_to == mine
    st.table.zone(0, "resources").clear()
    assert not [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == mine]
    assert not _powers(st, 0, mine)
    resources(st, 0, 2)
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == mine]
    st2 = resolve_chain(choose(apply(st, "power", 0, **_powers(st, 0, mine)[0].args), str(mine)))
    assert st2.table.cards[mine].tapped and all(st2.table.cards[u].tapped for u in st2.table.zone(0, "resources"))  # paid 2
    # protecting exhausts the protector (glossary Protector): also only if its controller pays 2
    for res, offered in ((0, False), (2, True)):
        st3 = start()
        magni = put_real(st3, 1, "Magni, Lord of Ironforge", "allies")  # Protector
        put_real(st3, 1, "Living Roots", "hero_row", attached_to=magni)
        st3.table.zone(1, "resources").clear()
        resources(st3, 1, res)
        st3 = apply(st3, "attack", 0, attacker=put(st3, 0, "Iron Sentinel", "allies"), defender=hero(st3, 1))
        for _ in range(10):
            if st3.pending:
                break
            st3 = apply(st3, "pass", st3.priority)
        assert (st3.pending[0].kind == "protector" and str(magni) in _ids(st3)) == offered
