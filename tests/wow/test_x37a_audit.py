"""Audit x37a: a ninth sample of the WoW cards the compiler calls "automated", played against the printed text.

The sample: ``sample()`` draws 30 names with ``random.Random(2057)`` from the sorted names the compiler calls automated that
have rules text (``engine.wow.game.coverage``'s "with_text" pool: one record per name, raid/dungeon encounter cards left
out), over the whole pool imported from ../shared/data/wow/cards, as x37a sees it (``tests.wow.audit.automated_when``;
"x37a" appended to ``AUDITS``), the 396 names audited before left out (the 240 x36a left out, x36a's 30 and its
extension's 70, explain36's 60; 4 of these overlap): 4320 names with text left, 4258 automated. The 30 names drawn, in draw order:

Thunderstrike Weapon (WBR), Lieutenant Horatio Laine (DTP), Borak's Belt of Bravery (HfI), Farseer Nobundo (CoH), Davius,
Herald of Nature (TOT), Shawl of Haunted Memories (ICE), Essence of War (CoH), Arcane Guardian (MoL), King Magni
Bronzebeard (HoA), Obliterate (CD2), Kileana the Inferno (FoH), Moccasins of Verdurous Glooms (TJA), Jarrod Gravon (CD2),
Ring of the Silver Hand (SoB), Gispax the Mixologist (WBR), Lightning Bolt (CD1), Azjol-anak Acidslinger (SW), Divine
Bulwark (CoH), As Hyjal Burns (CoH), Talian Bladebender (CD2), Elemental Precision (CD2), Proto-Handler's Gauntlets
(ToD), Timmo Shadestep (CD1), Wand of the Seer (SoB), Plainswatcher Taro (CD3), Zooti Fizzlefury (CD4), Omedus the
Punisher (HoA), Shroud of the High Priest (CoH), Tusk (HfI), Liar's Tongue Gloves (MLT).

Each card is played with the real card of the pool, every clause of its text checked by its observable result (targets
offered, amounts, durations, conditions both ways, costs, "may" both ways, "up to"). EN numbers are rules outside the
provided (Japanese, 6.0) document, as the checklist names them.

Audit (before any engine change): 30 audited, 29 right, 1 wrong (96.7 %). Wrong: Kileana the Inferno.
- "2, Flip Kileana -> Kileana deals 2 fire damage to each ally in your party and 1 fire damage to each other ally.": a
  4/3 ally of her party took 2 + 1 and was destroyed. Cause: ``engine.wow.cards.registry.clauses`` splits "deals A and B
  damage to …" and read the second part alone, where "each other ally" is every ally but the card itself
  (``exclude_self``), her own allies included. Fix (general, in the split): "each other <kind>" after "each <kind> in
  your party" is the rest of that kind — the allies outside the party, the opposing ones in a two-player game
  (``registry._the_others``; 405.4 one packet each; rule call). Other real cards it changes: 0 (the whole pool compiled
  before and after: Kileana is the only card of that wording).

The known reading to check (the brief): a stat change printed without a duration read as "this turn" (Xeris, Unholy
Power). What the rules say: a non-ongoing ability creates modifiers as it resolves, then goes to the graveyard (305.1);
modifiers apply "for their duration" (401.3a, 402.2b, 301.4b); ending a turn ends the modifiers whose duration is "this
combat" or "this turn" (500.5, and the wrap-up, EN 503.2), no others; a card that changes zones is a new card and the
modifiers on it no longer apply (415.9a); unnamed stat counters are continuous modifiers until removed (404.1c). So no
rule ends a stat change with no stated duration at the end of the turn: it lasts while the card stays where it is. The
checklist says nothing more (its 7xx chapter is missing). Real: both read it as "this turn". Fix (general):
``templates_basic._stat_duration`` — the stat templates (``atk_this_turn``, ``health_this_turn``, ``stats_this_turn``,
``atk_and_health_this_turn``) give "this turn" only when the sentence says it, else "permanent" (dropped when the card
leaves play, 415.9a); a closing "this turn" still covers both stat changes one sentence joins ("… has +1 ATK and a second
target ally has -1 ATK this turn", Abbie Whizzleblade: ``registry._turn_long``). Cards it changes (the whole pool compiled
before and after): 2 — Xeris and Unholy Power (Abbie compiles as before). Played:
``test_a_stat_change_without_a_duration_outlasts_the_turn`` (Xeris two turns later, then gone with the ally; Abbie's two
changes end with the turn) and ``test_unholy_power_lasts_past_the_turn``. x35d's Xeris test, which asserted the old reading, now asserts the new one.

Mutation checks (broken by hand, each test seen failing, then restored): ``_stat_duration`` always "this turn" (the two
duration tests fail); ``_turn_long`` removed (the Abbie part fails); ``_the_others`` removed (Kileana fails).

Test expectations first set wrong and corrected (not engine defects): Blood Plague adds 1 to damage dealt to allies in
the attached hero's party (Obliterate is played with Frost Fever); a "[Nature] card" is one with [Nature] in its
lower-left corner — allies and weapons, not Lightning Bolt, and the fixture deck's Mist Owls are [Nature] allies
(Gispax); Thunderstrike's target is chosen as its trigger is added and the payment asked as it resolves, after which the
Footpads ready the resource again; Shawl's "destroy this armor" is paid once the target is chosen; two Feet armors break
uniqueness; Davius asks "down" (face down) or "no"; the fixture hero Korga is a Shaman (Zudzo/Kresss need another hero:
``_as_hero``); an attack is answered by the defender only when he can act (an instant in hand).
Probes past the plain reading, all right: Davius' card declined stays on top revealed to both; King Magni's token is an
Alliance Dwarf Warrior by its words; Deathgrip Jones' weapons stay targetable by their controller; Glacial Blade's
skipped draw is the next one only and only when a hero was dealt the damage; Durgrin's equipment readies again once
Durgrin is gone; Surprise Attacks' hero damage goes through Power Word: Shield while an ally's does not.

Rule calls without a source (the provided document stops before 600 and 700-719):
- Kileana: "each other ally" after "each ally in your party" = the allies outside your party (the opposing ones).
- Unholy Power: "Demons in your party have +3 ATK / +3 health" with no "Ongoing:" (305.2a) is a one-shot: the Demons in
  the party as it resolves get it (the set fixed then, EN 714.1 as the engine reads it), a Demon played later doesn't.
- A stat change with no stated duration lasts until the card changes zones (415.9a), as above. The same question stands
  for a prevention with no duration ("Prevent the next 1 damage that would be dealt to target hero or ally.", Korthas
  Greybeard, read as "this turn") and for the manual non-Ongoing replacement of ``manual_reasons.CARD_REASONS``: not
  stat changes, left as they are, for the lead.
- King Magni's token keeps faction "Neutral" with "Alliance" among its tags: every "[Alliance]"/"Alliance" check reads
  tags (``conditions.has_tag``), but two counters of races read the faction field directly
  (``wshot_effects``, ``ally_conditions``: "for each race among [Alliance] characters"); left as is.
- Deck-building lines (Arcane Guardian's "Scryer Reputation", Azjol-anak's "Nerubian Reputation", Elemental Precision's,
  Searing Light's, Surprise Attacks' and Apocanon's "… Hero Required") are not played here (x34a covers them, 100.2).

Extension (tallied apart): the next 40 names of the same draw (``sample(size=70)[30:]``, in draw order): Quagmirran's Eye,
Intuition, Deathgrip Jones, Nazgrel, Advisor to Thrall, Scepter of the Unholy, Klannoc Macleod, Ruby Stalker, Bloodsoul,
Stalwart Bear Form, Terrastra, Mok'Nathal Wildercloak, Zudzo, Herald of the Elements, Kresss, Herald of the Hunt, Boris
Brightbeard, Glacial Blade, Maxum Ironbrew, Yula the Fair, A Question of Gluttony, Fire the Cannon, Wanted: Durn the
Hungerer, Fright, Waters of Elune, Scald, Mind Shatter, Zarvix the Tormentor, Sand Scarab, Flame Shock, Searing Light,
Apocanon, Golas Swiftwind, Durgrin Ironedge, Surprise Attacks, Whitemane's Chapeau, Lorekeeper Darian, Shadow Ward, Fel
Covenant, Legendary Leathers, Dalaran, Forge Camp: Annihilated, Bubblegil, Mor'zul Bloodbringer. Tally: 40 audited, 40
right (played after the two fixes, which change none of these 40: the pool compiled before and after differs in
Kileana, Xeris and Unholy Power only).

Cards automated or sent to manual after this draw go into ``CHANGED`` as ("x37a", <answer before>).
"""

from __future__ import annotations

import random

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
from .test_explain36 import DRAWN as explain36_drawn
from .test_templates import WOW_CARDS, real_pool
from .test_templates_more import automated, play_real, put_real
from .test_wscale_amounts import as_hero
from .test_wscale_counters import next_turn
from .test_wtrig_cards import _fight, _settle
from .test_x34e_audit import _drive, _quest
from .test_x35d_audit import _as_hero
from .test_x36a_audit import EXTENSION as x36a_extension
from .test_x36a_audit import _destroy
from .test_x36a_audit import audited_before as audited_before_x36a
from .test_x36a_audit import sample as audited_x36a

pytestmark = needs(WOW_CARDS)

SEED = 2057
SIZE = 30


def audited_before() -> set[str]:
    """The names audited before: the 240 x36a left out, x36a's 30 and its extension's 70, and explain36's 60
    (4 of them drawn before too): 396."""
    return audited_before_x36a() | set(audited_x36a()) | set(x36a_extension) | set(explain36_drawn)


def sample(seed: int = SEED, size: int = SIZE) -> list[str]:
    """The audited names: ``size`` drawn with ``random.Random(seed)`` from the sorted automated names with rules text
    (``engine.wow.game.coverage``'s "with_text" pool: one record per name, raid/dungeon encounter cards left out), the
    396 names audited before left out, as x37a sees the pool (``tests.wow.audit.automated_when``)."""
    from engine.wow.game import _names, has_rules_text, is_encounter
    from tests.wow.audit import automated_when

    names = _names(real_pool().by_id.values())
    done = audited_before()
    pool = sorted(n for n, d in names.items() if not is_encounter(d) and has_rules_text(d) and n not in done)
    return random.Random(seed).sample([n for n in pool if automated_when("x37a", n, names[n])], size)


DRAWN = [
    "Thunderstrike Weapon", "Lieutenant Horatio Laine", "Borak's Belt of Bravery", "Farseer Nobundo",
    "Davius, Herald of Nature", "Shawl of Haunted Memories", "Essence of War", "Arcane Guardian",
    "King Magni Bronzebeard", "Obliterate", "Kileana the Inferno", "Moccasins of Verdurous Glooms", "Jarrod Gravon",
    "Ring of the Silver Hand", "Gispax the Mixologist", "Lightning Bolt", "Azjol-anak Acidslinger", "Divine Bulwark",
    "As Hyjal Burns", "Talian Bladebender", "Elemental Precision", "Proto-Handler's Gauntlets", "Timmo Shadestep",
    "Wand of the Seer", "Plainswatcher Taro", "Zooti Fizzlefury", "Omedus the Punisher", "Shroud of the High Priest",
    "Tusk", "Liar's Tongue Gloves",
]  # fmt: skip


def test_the_sample_is_redrawn_the_same():
    # the audit's sample: seed 2057 over the sorted automated names with rules text, the 396 names audited before left out
    drawn = sample()
    done = audited_before()
    assert drawn == DRAWN and not set(drawn) & done and len(done) == 396


def _dmg(st, uid: int) -> int:
    return st.table.cards[uid].damage


def _top(st, player: int, name: str) -> int:
    """Put real card ``name`` on top of ``player``'s deck (test setup)."""
    uid = put_real(st, player, name, "deck")
    deck = st.table.zone(player, "deck")
    deck.remove(uid)
    deck.insert(0, uid)
    return uid


def _attack(st, attacker: int, defender: int, player: int = 0):
    st = resolve_chain(apply(st, "attack", player, attacker=attacker, defender=defender))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    return st


# --- Thunderstrike Weapon (400 attach "target equipment you control"; 305.2 ongoing; EN 703 "when attached equipment
# exhausts"; 403.1 "you may pay 1. If you do"; 706 target) ------------------------------------------------------------


def test_thunderstrike_weapon():
    # "Attach to target equipment you control." / "Ongoing: When attached equipment exhausts, you may pay 1. If you do,
    # your hero deals 1 nature damage to target hero or ally."
    automated("Thunderstrike Weapon")
    for yes in (True, False):
        st = start()
        boots = put_real(st, 0, "The Darkspeaker's Footpads", "hero_row")  # [Exhaust] -> Ready a resource you control.
        other = put_real(st, 0, "Liar's Tongue Gloves", "hero_row")
        theirs = put_real(st, 1, "The Darkspeaker's Footpads", "hero_row")
        ally = put_real(st, 0, "Jerrick Valder", "allies")
        foe = put_real(st, 1, "Karrok Scarrend", "allies")
        st, tw = play_real(st, "Thunderstrike Weapon", 0, pay=3)
        assert {str(boots), str(other)} <= _ids(st) and not {str(theirs), str(ally), str(hero(st, 0))} & _ids(st)
        st = resolve_chain(choose(st, str(boots)))
        assert _zone(st, tw) != "graveyard"  # ongoing: stays attached (305.2)
        st.table.zone(0, "resources").clear()
        res, spent = resources(st, 0, 2)
        st.table.cards[spent].tapped = True
        st = apply(st, "power", 0, **_powers(st, 0, boots)[0].args)  # the attached equipment exhausts (its cost)
        st = resolve_chain(st)
        if st.pending and st.pending[0].kind == "target":  # the Footpads' own target: the exhausted resource
            st = resolve_chain(choose(st, str(spent)))
        # the trigger's target is chosen as it is added (EN 707), the payment asked as it resolves (709.3)
        assert st.pending and {str(foe), str(ally), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st), _ids(st)
        st = resolve_chain(choose(st, str(foe)))
        assert st.pending and {"yes", "no"} <= _ids(st), st.pending and st.pending[0].kind
        st = _settle(choose(st, "yes" if yes else "no"))
        assert _dmg(st, foe) == int(yes) and st.table.cards[res].tapped is yes  # paid 1 only if he did
    # another equipment exhausting: nothing
    st = start()
    boots = put_real(st, 0, "The Darkspeaker's Footpads", "hero_row")
    other = put_real(st, 0, "Magiskull Cuffs", "hero_row")  # [Exhaust] -> You pay 1 less to play your next ability …
    st, tw = play_real(st, "Thunderstrike Weapon", 0, pay=3)
    st = resolve_chain(choose(st, str(boots)))
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, other)[0].args))
    assert st.table.cards[other].tapped and not st.pending and not st.chain


# --- Lieutenant Horatio Laine (EN 703 "at the end of your turn"; 706 target opponent; 415.7a remove from the game;
# 401.1 control; 709.3 may) -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("top,answer", [("Karrok Scarrend", "yes"), ("Arced War Axe", "yes"), ("Arced War Axe", "no"),
                                        ("Lightning Bolt", "yes")])  # fmt: skip
def test_lieutenant_horatio_laine(top, answer):
    # "At the end of your turn, target opponent reveals the top card of his deck. If it's an ally, remove it from the
    # game. If it's a weapon, you may put it into play under your control."
    automated("Lieutenant Horatio Laine")
    st = start()
    put_real(st, 0, "Lieutenant Horatio Laine", "allies")
    card = _top(st, 1, top)
    mine = _top(st, 0, "Karrok Scarrend")
    st = next_turn(st, may=answer)
    assert _zone(st, mine) in ("deck", "hand")  # his own deck untouched (the opponent's top card)
    if top == "Karrok Scarrend":
        assert _zone(st, card) == "removed"
    elif top == "Arced War Axe" and answer == "yes":
        assert _zone(st, card) == "hero_row" and st.table.cards[card].controller == 0 and st.table.cards[card].owner == 1
    else:
        assert _zone(st, card) in ("deck", "hand")  # stays (drawn in his draw step)
    # the opponent's end of turn: nothing
    st = start()
    put_real(st, 0, "Lieutenant Horatio Laine", "allies")
    st = next_turn(st)
    card = _top(st, 0, "Karrok Scarrend")
    st = next_turn(st)
    assert _zone(st, card) != "removed"


# --- Borak's Belt of Bravery (304 armor DEF prevents combat damage; EN 703 "when … prevents damage"; 405 put damage) --


def test_boraks_belt_of_bravery():
    # "When Borak's Belt of Bravery prevents damage, put 1 damage on your hero."
    automated("Borak's Belt of Bravery")
    st = start()
    belt = put_real(st, 0, "Borak's Belt of Bravery", "hero_row")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    from .test_x34e_audit import _to

    st = _to(st, 1)
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    if st.priority == 1:
        st = apply(st, "pass", 1)
    st = _fight(apply(st, "armor", 0, uid=belt))
    assert _dmg(st, hero(st, 0)) == 5 - 3 + 1  # DEF 3 prevented, then 1 damage put on the hero
    # not used: no damage put
    st = start()
    belt = put_real(st, 0, "Borak's Belt of Bravery", "hero_row")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = _to(st, 1)
    st = _fight(_attack(st, foe, hero(st, 0), 1))
    assert _dmg(st, hero(st, 0)) == 5


# --- Farseer Nobundo (415.4a look at a hidden card; EN 703 start of your turn; 706 target opponent; 709.1 reveal) ----


@pytest.mark.parametrize(("guess", "right"), [("higher", True), ("lower", False)])
def test_farseer_nobundo(guess, right):
    # "You may look at the top card of any opponent's deck at any time." / "At the start of your turn, guess whether
    # the top card of your deck has a higher or lower cost than the top card of target opponent's deck. Then, both
    # players reveal the top card of their deck. If you guessed correctly, draw a card."
    from engine.wow.top_card_guess import KIND

    from .test_wtrig_cards import _until

    automated("Farseer Nobundo")
    st = start({"auto_pass": False})
    put_real(st, 0, "Farseer Nobundo", "allies")
    theirs = _top(st, 1, "Gladiator Kinivus")  # cost 1
    mine = _top(st, 0, "Gladiator Kinivus")
    st = apply(st, "pass", 0)
    assert 0 in st.table.cards[theirs].known_to and 1 not in st.table.cards[mine].known_to  # he sees theirs only
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    mine, theirs = _top(st, 0, "Forbidden Knowledge"), _top(st, 1, "Gladiator Kinivus")  # his costs more
    assert int(kw.data(st, mine).get("cost") or 0) > int(kw.data(st, theirs).get("cost") or 0)
    st = _until(st, lambda s: s.active == 0 and ((s.pending and s.pending[0].kind in (KIND, "target")) or s.step == "main"))
    if st.pending[0].kind == "target":
        assert str(hero(st, 1)) in _ids(st)  # target opponent (by his hero)
        st = _until(choose(st, str(hero(st, 1))), lambda s: s.pending and s.pending[0].kind == KIND)
    n = len(_hand(st, 0))
    st = choose(st, guess)
    assert 1 in st.table.cards[mine].known_to and 0 in st.table.cards[theirs].known_to  # both revealed
    assert len(_hand(st, 0)) == n + right and (_zone(st, mine) == "hand") is right


# --- Davius, Herald of Nature (Empower; EN 703 enters play, "if you control another Druid"; 412.1c additional
# resource; 709.3 may) ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("druid,answer", [(True, "down"), (True, "no"), (False, "down")])
def test_davius_herald_of_nature(druid, answer):
    # "Empower Druid: When this ally enters play, if you control another Druid hero or ally, reveal the top card of
    # your deck. You may place it into your resource row exhausted as an additional resource."
    automated("Davius, Herald of Nature")
    st = start()
    if druid:
        put_real(st, 0, "Cerwyn", "allies")  # a Druid ally
    else:
        put_real(st, 0, "Muzzle", "allies")  # a Warrior
    top = _top(st, 0, "Karrok Scarrend")
    st, _dav = play_real(st, "Davius, Herald of Nature", 0, pay=int(automated("Davius, Herald of Nature")["cost"]))
    asked = []
    for _ in range(6):
        st = resolve_chain(st)
        if not st.pending:
            break
        asked.append(st.pending[0].kind)
        st = choose(st, answer if answer in _ids(st) else sorted(_ids(st))[0])
    st = _settle(st)
    placed = druid and answer == "down"
    assert (_zone(st, top) == "resources") is placed and bool(asked) is druid
    if placed:
        assert st.table.cards[top].tapped and st.table.cards[top].controller == 0  # exhausted
    else:
        assert st.table.zone(0, "deck")[0] == top  # stays on top
    if druid and not placed:
        assert 1 in st.table.cards[top].known_to  # revealed (709.1), left on top


# --- Shawl of Haunted Memories (EN 701 cost "1, [Exhaust], Destroy this armor"; 200.2 shares a name; 415.2 its
# controller's graveyard; Death Rattle: EN 703 when destroyed; 706 target opponent) ------------------------------------


def test_shawl_of_haunted_memories():
    # "1, [Exhaust] , Destroy this armor -> Destroy target ability, ally, or equipment that shares a name with a card in
    # its controller's graveyard." / "Death Rattle: Target opponent puts the top three cards of his deck into his
    # graveyard."
    automated("Shawl of Haunted Memories")
    st = start()
    shawl = put_real(st, 0, "Shawl of Haunted Memories", "hero_row")
    named = put_real(st, 1, "Karrok Scarrend", "allies")
    put_real(st, 1, "Karrok Scarrend", "graveyard")
    unnamed = put_real(st, 1, "Erama", "allies")
    put_real(st, 0, "Erama", "graveyard")  # a namesake in the other player's graveyard: not its controller's
    gear = put_real(st, 1, "Magiskull Cuffs", "hero_row")
    put_real(st, 1, "Magiskull Cuffs", "graveyard")
    mine = put_real(st, 0, "Jerrick Valder", "allies")
    put_real(st, 0, "Jerrick Valder", "graveyard")
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, shawl)  # 1 to pay
    res = resources(st, 0, 1)[0]
    deck1 = list(st.table.zone(1, "deck")[:3])
    st = apply(st, "power", 0, **_powers(st, 0, shawl)[0].args)
    targets = _ids(st)
    assert {str(named), str(gear), str(mine)} <= targets and str(unnamed) not in targets
    st = choose(st, str(named))
    assert _zone(st, shawl) == "graveyard" and st.table.cards[res].tapped  # the armor destroyed as a cost, 1 paid
    st = _drive(st, hero(st, 1))  # Death Rattle: target opponent
    assert _zone(st, named) == "graveyard" and _zone(st, unnamed) == "allies"
    assert all(_zone(st, u) == "graveyard" for u in deck1)  # the opponent's top three


# --- Essence of War (403.2 "pay [2] less … if you control a Rogue / Warrior hero or ally", both; 400 attach; 305.2
# ongoing +2/+2 and Stealth) ------------------------------------------------------------------------------------------


def test_essence_of_war():
    # "You pay [2] less to play this ability if you control a Rogue hero or ally." / "… a Warrior hero or ally." /
    # "Attach to target ally." / "Ongoing: Attached ally has +2 / +2 and Stealth."
    from engine.wow import costs

    automated("Essence of War")
    st = start()
    ew = put_real(st, 0, "Essence of War", "hand")
    assert costs.play_cost(st, 0, ew) == 5
    put_real(st, 1, "Jerrick Valder", "allies")  # the opponent's Rogue: not counted
    assert costs.play_cost(st, 0, ew) == 5
    rogue = put_real(st, 0, "Jerrick Valder", "allies")
    assert costs.play_cost(st, 0, ew) == 3
    warrior = put_real(st, 0, "Muzzle", "allies")
    assert costs.play_cost(st, 0, ew) == 1
    put_real(st, 0, "Muzzle", "allies")  # a second Warrior: still 2 less for that line
    assert costs.play_cost(st, 0, ew) == 1
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    st = apply(st, "play", 0, uid=ew, x=0)
    assert {str(rogue), str(warrior), str(foe)} <= _ids(st) and str(hero(st, 0)) not in _ids(st)  # target ally
    st = resolve_chain(choose(st, str(foe)))
    assert (kw.atk(st, foe), kw.health(st, foe)) == (7, 6) and kw.has(st, foe, "Stealth")
    assert kw.atk(st, rogue) == 2 and not kw.has(st, rogue, "Stealth")
    st = next_turn(next_turn(st))
    assert (kw.atk(st, foe), kw.health(st, foe)) == (7, 6)  # ongoing: lasts


# --- Arcane Guardian (Reputation 100.2; Protector; EN 714 "+1 ATK / +1 health for each card in your hand") -----------


def test_arcane_guardian():
    # "Scryer Reputation" / "Protector" / "Arcane Guardian has +1 ATK / +1 health for each card in your hand."
    automated("Arcane Guardian")
    st = start()
    ag = put_real(st, 0, "Arcane Guardian", "allies")  # 0/0 printed
    st.table.zone(0, "hand").clear()
    put_real(st, 1, "Karrok Scarrend", "hand")  # the opponent's hand: not counted
    assert (kw.atk(st, ag), kw.health(st, ag)) == (0, 0)
    for _ in range(3):
        put_real(st, 0, "Karrok Scarrend", "hand")
    assert (kw.atk(st, ag), kw.health(st, ag)) == (3, 3) and kw.has(st, ag, "Protector")
    foe = put_real(st, 1, "Karrok Scarrend", "allies")
    other = put_real(st, 0, "Jerrick Valder", "allies")
    from .test_x35d_audit import _protectors

    assert ag in _protectors(st, foe, other)


# --- King Magni Bronzebeard (EN 703 "at the end of each turn"; 404.2 token; EN 714 "Dwarves in your party have
# Protector") ---------------------------------------------------------------------------------------------------------


def test_king_magni_bronzebeard():
    # "At the end of each turn, put an Alliance Dwarf Warrior ally token with 1 ATK and 1 health into play." /
    # "Dwarves in your party have Protector."
    automated("King Magni Bronzebeard")
    st = start()
    magni = put_real(st, 0, "King Magni Bronzebeard", "allies")
    dwarf = put_real(st, 0, "Kor Cindervein", "allies")
    other = put_real(st, 0, "Jerrick Valder", "allies")
    theirs = put_real(st, 1, "Kor Cindervein", "allies")
    assert kw.has(st, magni, "Protector") and kw.has(st, dwarf, "Protector")
    assert not kw.has(st, other, "Protector") and not kw.has(st, theirs, "Protector")
    before = set(st.table.zone(0, "allies"))
    st = next_turn(st)  # the end of his turn
    new = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(new) == 1 and st.table.cards[new[0]].flags.get("token")
    tok = new[0]
    assert (kw.atk(st, tok), kw.health(st, tok)) == (1, 1) and kw.has(st, tok, "Protector")  # a Dwarf: Protector
    from engine.wow.conditions import has_tag

    assert all(has_tag(st, tok, w) for w in ("Alliance", "Dwarf", "Warrior"))  # the token's words (404.2)
    st = next_turn(st)  # the end of the opponent's turn: each turn
    assert len([u for u in st.table.zone(0, "allies") if u not in before]) == 2
    assert not [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]


# --- Obliterate (706 target hero or ally; 405 melee damage; "or 4 if you control a Disease", EN 709) ---------------


@pytest.mark.parametrize("disease", [None, "Frost Fever", "theirs"])
def test_obliterate(disease):
    # "Your hero deals 2 melee damage to target hero or ally, or 4 if you control a Disease."
    automated("Obliterate")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5/6
    if disease == "Frost Fever":  # a Disease attached to the opposing hero, controlled by him (401.1)
        d = put_real(st, 0, "Frost Fever", "hero_row")
        st.table.cards[d].attached_to = hero(st, 1)
    elif disease == "theirs":
        d = put_real(st, 1, "Frost Fever", "hero_row")
        st.table.cards[d].attached_to = hero(st, 0)
    st, _ = play_real(st, "Obliterate", 0, pay=2)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(foe)))
    assert _dmg(st, foe) == (4 if disease == "Frost Fever" else 2)


# --- Kileana the Inferno (hero; 301.2 flip; EN 701 "2, Flip"; 405.4 one packet each; "each other ally") -------------


def test_kileana_the_inferno():
    # "2, Flip Kileana -> Kileana deals 2 fire damage to each ally in your party and 1 fire damage to each other ally."
    automated("Kileana the Inferno")
    st = start()
    kil = as_hero(st, "Kileana the Inferno")
    mine = put_real(st, 0, "Muzzle", "allies")  # 4/3
    foe = put_real(st, 1, "Karrok Scarrend", "allies")  # 5/4
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, kil)
    resources(st, 0, 1)
    st = _settle(apply(st, "power", 0, **_powers(st, 0, kil)[0].args))
    assert _dmg(st, mine) == 2 and _dmg(st, foe) == 1  # 2 to each ally in his party, 1 to each other ally
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, hero(st, 1)) == 0  # allies only
    assert st.table.cards[kil].flags.get("flipped") and not _powers(st, 0, kil)


# --- Moccasins of Verdurous Glooms (EN 703 "when an ally you control exhausts"; 403.1 may pay 1; Assault this turn) --


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_moccasins_of_verdurous_glooms(answer):
    # "When an ally you control exhausts, you may pay 1. If you do, your hero has Assault 1 this turn. (It has +1 ATK on
    # your turn.)"
    automated("Moccasins of Verdurous Glooms")
    st = start()
    put_real(st, 0, "Moccasins of Verdurous Glooms", "hero_row")
    ally = put_real(st, 0, "Muzzle", "allies")
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    h = hero(st, 0)
    base = kw.atk(st, h)
    res = resources(st, 0, 1)[0]
    st = _attack(st, ally, hero(st, 1))  # the ally exhausts to attack
    st = _drive(st, yes=answer == "yes")
    assert kw.has(st, h, "Assault") is (answer == "yes") and st.table.cards[res].tapped is (answer == "yes")
    assert kw.atk(st, h) == base + (answer == "yes")
    st = next_turn(st)
    assert not kw.has(st, hero(st, 0), "Assault")  # this turn
    # an opposing ally exhausting: nothing
    st = start()
    put_real(st, 0, "Moccasins of Verdurous Glooms", "hero_row")
    theirs = put_real(st, 1, "Karrok Scarrend", "allies")
    resources(st, 0, 1)
    from .test_x34e_audit import _to

    st = _to(st, 1)
    st = _attack(st, theirs, hero(st, 0), 1)
    assert not (st.pending and st.pending[0].player == 0 and {"yes", "no"} <= _ids(st))


# --- Jarrod Gravon (Protector; EN 701 "2 -> Ready this ally"; 411.1) -------------------------------------------------


def test_jarrod_gravon():
    # "Protector" / "2 -> Ready this ally."
    automated("Jarrod Gravon")
    st = start()
    jg = put_real(st, 0, "Jarrod Gravon", "allies")
    assert kw.has(st, jg, "Protector")
    st.table.cards[jg].tapped = True
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    assert not _powers(st, 0, jg)  # 2 to pay
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, jg)[0].args))
    assert not st.table.cards[jg].tapped and all(st.table.cards[r].tapped for r in st.table.zone(0, "resources"))


# --- Ring of the Silver Hand (EN 701 [Exhaust]; 706 target attacking ally; EN 717 prevention "this combat") ---------


def test_ring_of_the_silver_hand():
    # "[Exhaust] -> Prevent all combat damage that target attacking ally would deal to your hero this combat."
    from .test_x34e_audit import _to

    automated("Ring of the Silver Hand")
    st = start()
    ring = put_real(st, 0, "Ring of the Silver Hand", "hero_row")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5/6
    idle = put_real(st, 1, "Karrok Scarrend", "allies")
    st = _to(st, 1)
    assert not _powers(st, 0, ring) or not _ids(apply(st, "power", 0, **_powers(st, 0, ring)[0].args)) & {str(idle)}
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    if st.priority == 1:
        st = apply(st, "pass", 1)
    st = apply(st, "power", 0, **_powers(st, 0, ring)[0].args)
    if st.pending:
        assert str(foe) in _ids(st) and str(idle) not in _ids(st)  # the attacking ally only
        st = choose(st, str(foe))
    st = _fight(st)
    assert _dmg(st, hero(st, 0)) == 0 and st.table.cards[ring].tapped
    # the next combat: not prevented (this combat)
    st.table.cards[foe].tapped = False
    st.table.cards[foe].entered_turn = -1
    st = _fight(_attack(st, foe, hero(st, 0), 1))
    assert _dmg(st, hero(st, 0)) == 5


# --- Gispax the Mixologist (Time is Money: [Exhaust] at once; EN 701 "[Exhaust], Discard a card"; 413 search) -------


def test_gispax_the_mixologist():
    # "Time is Money (This ally can use [Exhaust] powers immediately.) [Exhaust], Discard a card Search your deck for a
    # [Nature] card, reveal it, and put it into your hand."
    automated("Gispax the Mixologist")
    st = start()
    gx = put_real(st, 0, "Gispax the Mixologist", "allies")
    st.table.cards[gx].entered_turn = st.turn  # fresh: Time is Money
    st.table.zone(0, "hand").clear()
    assert not _powers(st, 0, gx)  # a card to discard is needed
    card = put_real(st, 0, "Karrok Scarrend", "hand")
    st.table.zone(0, "deck").clear()  # (the fixture deck's Mist Owls are [Nature] allies too)
    bolt = put_real(st, 0, "Cerwyn", "deck")  # a [Nature] ally: [Nature] in its lower-left corner
    frost = put_real(st, 0, "Muzzle", "deck")  # [Melee]
    spell = put_real(st, 0, "Lightning Bolt", "deck")  # nature damage in its text, no [Nature] corner
    assert _powers(st, 0, gx)
    st = apply(st, "power", 0, **_powers(st, 0, gx)[0].args)
    st = resolve_chain(st)
    assert _zone(st, card) == "graveyard" and st.table.cards[gx].tapped
    if st.pending:
        assert str(bolt) in _ids(st) and not {str(frost), str(spell)} & _ids(st)
        st = resolve_chain(choose(st, str(bolt)))
    assert _zone(st, bolt) == "hand" and _zone(st, frost) == "deck" and 1 in st.table.cards[bolt].known_to


# --- Lightning Bolt (706 target hero or ally; 405 nature damage) ---------------------------------------------------


def test_lightning_bolt():
    # "Your hero deals 4 nature damage to target hero or ally."
    automated("Lightning Bolt")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    assert {str(foe), str(hero(st, 1)), str(hero(st, 0))} <= _ids(st)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert _dmg(st, hero(st, 1)) == 4 and _dmg(st, foe) == 0


# --- Azjol-anak Acidslinger (Reputation; EN 714 "+1 / +1 while an equipment is in your graveyard") -----------------


def test_azjol_anak_acidslinger():
    # "Nerubian Reputation" / "This ally has +1 / +1 while an equipment is in your graveyard."
    data = automated("Azjol-anak Acidslinger")
    st = start()
    az = put_real(st, 0, "Azjol-anak Acidslinger", "allies")
    base = (int(data["atk"]), int(data["health"]))
    put_real(st, 1, "Magiskull Cuffs", "graveyard")  # the opponent's graveyard
    put_real(st, 0, "Lightning Bolt", "graveyard")  # not an equipment
    assert (kw.atk(st, az), kw.health(st, az)) == base
    gear = put_real(st, 0, "Arced War Axe", "graveyard")  # a weapon is an equipment (300.1)
    assert (kw.atk(st, az), kw.health(st, az)) == (base[0] + 1, base[1] + 1)
    st.table.zone(0, "graveyard").remove(gear)
    st.table.cards[gear].zone = "removed"
    put_real(st, 0, "Magiskull Cuffs", "graveyard")  # an item
    put_real(st, 0, "Borak's Belt of Bravery", "graveyard")  # and an armor: still +1 / +1
    assert (kw.atk(st, az), kw.health(st, az)) == (base[0] + 1, base[1] + 1)


# --- Divine Bulwark (400 attach; 305.2 ongoing +4/+4; EN 716 "if attached ally would be destroyed, destroy this
# ability instead. If you do, heal all damage"; 407) -----------------------------------------------------------------


def test_divine_bulwark():
    # "Attach to target ally." / "Ongoing: Attached ally has +4 / +4." / "If attached ally would be destroyed, destroy
    # this ability instead. If you do, your hero heals all damage from that ally."
    automated("Divine Bulwark")
    st = start()
    ally = put_real(st, 0, "Muzzle", "allies")  # 4/3
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5/6
    st, db = play_real(st, "Divine Bulwark", 0, pay=4)
    assert {str(ally), str(foe)} <= _ids(st) and str(hero(st, 0)) not in _ids(st)
    st = resolve_chain(choose(st, str(ally)))
    assert st.table.cards[db].attached_to == ally and (kw.atk(st, ally), kw.health(st, ally)) == (8, 7)
    st = _fight(_attack(st, ally, foe))  # 5 to the 8/7: lives
    assert _dmg(st, ally) == 5 and _zone(st, db) != "graveyard"
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = _settle(choose(st, str(ally)))  # 9 damage on a 7-health ally: it would be destroyed
    assert _zone(st, ally) == "allies" and _zone(st, db) == "graveyard" and _dmg(st, ally) == 0  # healed all
    assert (kw.atk(st, ally), kw.health(st, ally)) == (4, 3)  # the bonus gone with the ability
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = _settle(choose(st, str(ally)))
    assert _zone(st, ally) == "graveyard"  # once


# --- As Hyjal Burns (306.2 quest: "Pay [4] to complete"; reward: look at three, one to hand, rest on the bottom,
# 415.3c order) -------------------------------------------------------------------------------------------------------


def test_as_hyjal_burns():
    # "Pay [4] to complete this quest." / "Reward: Look at the top three cards of your deck. Put one of them into your
    # hand and the rest on the bottom of your deck."
    from .helpers import order_deck

    automated("As Hyjal Burns")
    st = start()
    q = _quest(st, "As Hyjal Burns", 4)
    tops = [_top(st, 0, n) for n in ("Muzzle", "Cerwyn", "Karrok Scarrend")][::-1]  # Karrok, Cerwyn, Muzzle on top
    fourth = st.table.zone(0, "deck")[3]
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert st.pending and set(map(str, tops)) == _ids(st) - {"none"}  # the three, only
    assert not {1} & set(st.table.cards[tops[0]].known_to)  # looked at, not revealed
    st = order_deck(choose(st, str(tops[1])))
    assert _zone(st, tops[1]) == "hand"
    deck = st.table.zone(0, "deck")
    assert deck[0] == fourth and set(deck[-2:]) == {tops[0], tops[2]}  # the rest on the bottom


# --- Talian Bladebender (EN 714 "Opponents can't strike with weapons", 103.2) --------------------------------------


def test_talian_bladebender():
    # "Opponent's can't strike with weapons."
    from .test_x34e_audit import _to

    automated("Talian Bladebender")
    st = start()
    put_real(st, 0, "Talian Bladebender", "allies")
    axe = put_real(st, 1, "Arced War Axe", "hero_row")
    mine = put_real(st, 0, "Arced War Axe", "hero_row")
    resources(st, 1, 5)
    st = _to(st, 1)
    st = resolve_chain(apply(st, "attack", 1, attacker=hero(st, 1), defender=hero(st, 0)))
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert not [a for a in ENGINE.legal_actions(st, 1) if a.type == "strike" and a.args.get("weapon") == axe]
    # his own weapon: strikes (the opponent of the other player is not he)
    st = start()
    put_real(st, 0, "Talian Bladebender", "allies")
    mine = put_real(st, 0, "Arced War Axe", "hero_row")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert [a for a in ENGINE.legal_actions(st, 0) if a.type == "strike" and a.args.get("weapon") == mine]


# --- Elemental Precision (deck line 100.2; 305.2 ongoing; EN 716 "deals double that much instead"; 408.3a type) ------


def test_elemental_precision():
    # "Elemental Hero Required" / "Ongoing: If a hero or ally in your party would deal nature [Nature] damage, it deals
    # double that much instead."
    automated("Elemental Precision")
    st = start()
    st, ep = play_real(st, "Elemental Precision", 0, pay=7)
    st = resolve_chain(st)
    assert _zone(st, ep) == "hero_row"
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)  # 4 nature from his hero
    st = _settle(choose(st, str(hero(st, 1))))
    assert _dmg(st, hero(st, 1)) == 8
    st, _ = play_real(st, "Obliterate", 0, pay=2)  # melee: not doubled
    st = _settle(choose(st, str(foe)))
    assert _dmg(st, foe) == 2
    owl = put_real(st, 0, "Cerwyn", "allies")  # a 1 [Nature] ally of his party attacks
    st.table.cards[foe].damage = 0
    st = _fight(_attack(st, owl, foe))
    assert _dmg(st, foe) == 2
    # the opponent's nature damage: not doubled
    st2 = start()
    st2, _ = play_real(st2, "Elemental Precision", 0, pay=7)
    st2 = resolve_chain(st2)
    from .test_x34e_audit import _to

    st2 = _to(st2, 1)
    st2, _ = play_real(st2, "Lightning Bolt", 1, pay=3)
    st2 = _settle(choose(st2, str(hero(st2, 0))))
    assert _dmg(st2, hero(st2, 0)) == 4


# --- Proto-Handler's Gauntlets (EN 710 "as this armor enters play, choose"; 202.3 "are also the chosen color") ------


def test_proto_handlers_gauntlets():
    # "As this armor enters play, choose one of the following: Black, Blue, Bronze, Green, Red or Twilight. Dragonkin
    # you control are also the chosen color."
    from engine.wow.targets import matches

    automated("Proto-Handler's Gauntlets")
    st = start()
    mine = put_real(st, 0, "Azure Drake", "allies")  # a Blue Dragonkin
    theirs = put_real(st, 1, "Azure Drake", "allies")
    other = put_real(st, 0, "Muzzle", "allies")
    st, g = play_real(st, "Proto-Handler's Gauntlets", 0, pay=5)
    st = resolve_chain(st)
    assert st.pending and [o.id for o in st.pending[0].options] == ["Black", "Blue", "Bronze", "Green", "Red", "Twilight"]
    st = _settle(choose(st, "Bronze"))
    assert _zone(st, g) == "hero_row"
    bronze = {"types": ["ally"], "any_tag": ["Bronze Dragonkin"]}
    assert matches(st, 0, mine, bronze, g) and "blue dragonkin" in kw.words(st, mine)  # also: still Blue
    assert not matches(st, 0, theirs, bronze, g) and not matches(st, 0, other, bronze, g)


# --- Timmo Shadestep (hero; 301.2 flip; EN 701 "5, Flip", "Use only on your turn"; 706 target exhausted ally) ------


def test_timmo_shadestep():
    # "5, Flip Timmo Shadestep -> Destroy target exhausted ally. Use only on your turn."
    from .test_x34e_audit import _to

    automated("Timmo Shadestep")
    st = start()
    tm = as_hero(st, "Timmo Shadestep")
    tired = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[tired].tapped = True
    ready = put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Muzzle", "allies")
    st.table.cards[mine].tapped = True
    st.table.zone(0, "resources").clear()
    resources(st, 0, 4)
    assert not _powers(st, 0, tm)  # 5 to pay
    resources(st, 0, 1)
    st2 = apply(st, "power", 0, **_powers(st, 0, tm)[0].args)
    assert {str(tired), str(mine)} <= _ids(st2) and str(ready) not in _ids(st2)  # exhausted allies, either side
    st2 = _settle(choose(st2, str(tired)))
    assert _zone(st2, tired) == "graveyard" and st2.table.cards[tm].flags.get("flipped")
    # not on the opponent's turn
    st3 = _to(st, 1)
    st3.table.cards[tired].tapped = True
    for r in st3.table.zone(0, "resources"):
        st3.table.cards[r].tapped = False
    assert not _powers(st3, 0, tm)


# --- Wand of the Seer (EN 703 "when your hero deals damage with an ability to a hero"; 405.4 "that much … divided as
# you choose to any number of target allies") ------------------------------------------------------------------------


def test_wand_of_the_seer():
    # "When your hero deals damage with an ability to a hero, it also deals that much nature damage divided as you
    # choose to any number of target allies."
    automated("Wand of the Seer")
    st = start()
    put_real(st, 0, "Wand of the Seer", "hero_row")
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Muzzle", "allies")
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    picks = [a, a, b, mine]
    for pick in picks:  # 4 dealt: a target ally per point
        assert st.pending and str(hero(st, 1)) not in _ids(st) and str(hero(st, 0)) not in _ids(st)
        st = choose(st, str(pick))
    st = _settle(st)
    assert _dmg(st, hero(st, 1)) == 4 and (_dmg(st, a), _dmg(st, b), _dmg(st, mine)) == (2, 1, 1)
    # an ability's damage to an ally, or combat damage to a hero: nothing
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = _settle(choose(st, str(b)))
    assert not st.pending and _dmg(st, a) == 2 and _zone(st, b) == "graveyard"  # 1 + 4 on the 5/4
    st = _fight(_attack(st, hero(st, 0), hero(st, 1)))
    assert not st.pending and _dmg(st, a) == 2


# --- Plainswatcher Taro (Protector; 403 "you may play Taro without paying his cost" while four cards share a name) ---


def test_plainswatcher_taro():
    # "Protector While you control four or more cards in play with the same name, you may play Taro without paying his
    # cost."
    from engine.core.rules import RulesError

    from .helpers import put

    automated("Plainswatcher Taro")
    st = start()
    st.table.zone(0, "resources").clear()
    taro = put_real(st, 0, "Plainswatcher Taro", "hand")
    for _ in range(3):
        put(st, 0, "Mist Owl", "allies")
    put(st, 1, "Mist Owl", "allies")  # an opposing one: not his
    with pytest.raises(RulesError):
        apply(st, "play", 0, uid=taro, x=0, alt=0, pay=[])
    put(st, 0, "Mist Owl", "allies")
    st = _settle(apply(st, "play", 0, uid=taro, x=0, alt=0, pay=[]))
    assert _zone(st, taro) == "allies" and kw.has(st, taro, "Protector")


# --- Zooti Fizzlefury (Elusive; EN 703 enters play; 404.2 token) ----------------------------------------------------


def test_zooti_fizzlefury():
    # "Elusive" / "When this ally enters play, put a 2 [Frost] / 1 [Health] Water Elemental ally token into play."
    from engine.wow.conditions import has_tag

    automated("Zooti Fizzlefury")
    st = start()
    before = set(st.table.zone(0, "allies"))
    st, z = play_real(st, "Zooti Fizzlefury", 0, pay=5)
    st = _settle(st)
    assert kw.has(st, z, "Elusive")
    new = [u for u in st.table.zone(0, "allies") if u not in before and u != z]
    assert len(new) == 1 and st.table.cards[new[0]].flags.get("token")
    tok = new[0]
    assert (kw.atk(st, tok), kw.health(st, tok)) == (2, 1) and has_tag(st, tok, "Water Elemental")
    assert kw.data(st, tok).get("damage_type") == "frost"


# --- Omedus the Punisher (hero; flip "3, Flip"; 706 target hero; "7 minus the number of cards in its controller's
# hand", 104.2 not below 0) ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("cards,dealt", [(2, 5), (9, 0)])
def test_omedus_the_punisher(cards, dealt):
    # "3, Flip Omedus -> Omedus deals shadow damage to target hero equal to 7 minus the number of cards in its
    # controller's hand."
    automated("Omedus the Punisher")
    st = start()
    om = as_hero(st, "Omedus the Punisher")
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.zone(1, "hand").clear()
    for _ in range(cards):
        put_real(st, 1, "Muzzle", "hand")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    assert not _powers(st, 0, om)
    resources(st, 0, 1)
    st = apply(st, "power", 0, **_powers(st, 0, om)[0].args)
    assert str(hero(st, 1)) in _ids(st) and str(foe) not in _ids(st)  # target hero
    st = _settle(choose(st, str(hero(st, 1))))
    assert _dmg(st, hero(st, 1)) == dealt and _dmg(st, om) == 0


# --- Shroud of the High Priest (400.3 attach to your hero; 305.2 ongoing; EN 701 granted [Exhaust] powers; 403.2
# next card cost; 407 heal; 415.7 remove from the game) --------------------------------------------------------------


def test_shroud_of_the_high_priest():
    # "Attach to your hero." / "Ongoing: Attached hero has: [Exhaust] -> You pay [2] less to play your next card this
    # turn. [Exhaust] -> Your hero heals 3 damage from each friendly hero and ally. [Exhaust] -> Remove the top five
    # cards of target player's deck from the game."
    from engine.wow import costs

    from .test_wgrant import _granted, _use

    automated("Shroud of the High Priest")
    st = start({"auto_pass": False})
    me = hero(st, 0)
    st, shroud = play_real(st, "Shroud of the High Priest", 0, pay=6)
    st = resolve_chain(st)
    assert st.table.cards[shroud].attached_to == me and len(_granted(st, me)) == 3
    buddy = put_real(st, 0, "Muzzle", "allies")
    st.table.cards[buddy].damage = 2
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.cards[foe].damage = 2
    st.table.cards[me].damage = 5
    st = _use(st, me, which="heals 3 damage")
    assert (_dmg(st, buddy), _dmg(st, me), _dmg(st, foe)) == (0, 2, 2) and st.table.cards[me].tapped
    st.table.cards[me].tapped = False
    deck = list(st.table.zone(1, "deck"))
    st = _use(st, me, str(hero(st, 1)), which="top five")
    assert all(_zone(st, u) == "removed" for u in deck[:5]) and st.table.zone(1, "deck") == deck[5:]
    st.table.cards[me].tapped = False
    bolt = put_real(st, 0, "Lightning Bolt", "hand")
    assert costs.play_cost(st, 0, bolt) == 3
    st = _use(st, me, which="pay [2] less")
    assert costs.play_cost(st, 0, bolt) == 1  # the next card
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    st = _settle(choose(apply(st, "play", 0, uid=bolt, x=0), str(hero(st, 1))))
    bolt2 = put_real(st, 0, "Lightning Bolt", "hand")
    assert costs.play_cost(st, 0, bolt2) == 3  # only the next one


# --- Tusk (Ferocity; EN 703 "when Tusk deals combat damage"; EN 714 "other heroes and allies in your party have
# Long-Range while attacking that character this turn") --------------------------------------------------------------


def test_tusk():
    # "Ferocity" / "When Tusk deals combat damage to a hero or ally, other heroes and allies in your party have
    # Long-Range while attacking that character this turn."
    automated("Tusk")
    st = start()
    tusk = put_real(st, 0, "Tusk", "allies")  # 1/4
    assert kw.has(st, tusk, "Ferocity")
    st.table.cards[tusk].entered_turn = st.turn  # Ferocity: attacks the turn it enters (302.2)
    hound, brute = put_real(st, 0, "Muzzle", "allies"), put_real(st, 0, "Karrok Scarrend", "allies")
    sentinel, other = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Erama", "allies")
    st = _fight(_attack(st, tusk, sentinel))
    assert _dmg(st, sentinel) == 1
    st = _fight(_attack(st, hound, sentinel))
    assert _dmg(st, hound) == 0 and _dmg(st, sentinel) == 5  # Long-Range against that character: no damage back
    st = _fight(_attack(st, brute, other))
    assert _dmg(st, brute) == 4 or _zone(st, brute) == "graveyard"  # another character: fought back
    assert not kw.has(st, hound, "Long-Range")  # only while attacking it
    st = next_turn(next_turn(st))
    st.table.cards[sentinel].damage = 0
    st = _fight(_attack(st, hound, sentinel))
    assert _dmg(st, hound) == 3 or _zone(st, hound) == "graveyard"  # this turn only


# --- Liar's Tongue Gloves (EN 701 "1, [Exhaust]"; 415.7a face down; 709.1 guess; 415.9e draw) ----------------------


@pytest.mark.parametrize("kind,card,guess", [("ally", "Muzzle", "yes"), ("ally", "Muzzle", "no"),
                                             ("equipment", "Borak's Belt of Bravery", "no")])  # fmt: skip
def test_liars_tongue_gloves(kind, card, guess):
    # "1, [Exhaust] -> Name a card type and remove a card in your hand from the game face down. Target opponent guesses
    # whether that card has that type, then reveals it. If he's right, put it into your graveyard. Otherwise, put it
    # into your hand and draw two cards."
    automated("Liar's Tongue Gloves")
    st = start()
    gl = put_real(st, 0, "Liar's Tongue Gloves", "hero_row")
    st.table.zone(0, "hand").clear()
    uid = put_real(st, 0, card, "hand")
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, gl)  # 1 to pay
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "power", 0, **_powers(st, 0, gl)[0].args))
    assert st.pending[0].player == 0
    st = choose(st, kind)
    st = choose(st, str(uid))
    c = st.table.cards[uid]
    assert c.zone == "removed" and c.face_down and st.table.visible_to(c, 0) and not st.table.visible_to(c, 1)
    assert st.pending[0].player == 1  # the opponent guesses
    st = _settle(choose(st, guess))
    right = guess == "yes"  # an ally named "ally": yes is right; an armor named "equipment": no is wrong
    if right:
        assert _zone(st, uid) == "graveyard" and len(_hand(st, 0)) == 0
    else:
        assert _zone(st, uid) == "hand" and len(_hand(st, 0)) == 3
    assert st.table.visible_to(st.table.cards[uid], 1) or _zone(st, uid) == "hand"


# === A stat change printed without a duration (the brief's known reading: Xeris, Unholy Power) ======================


def test_a_stat_change_without_a_duration_outlasts_the_turn():
    # WoW 305.1 (a resolved ability's modifiers), 500.5 (only "this combat" / "this turn" modifiers end with the turn),
    # 415.9a (a card that changes zones is a new card: the modifier no longer applies). Xeris: "Stash: Target ally has
    # -1 ATK" — no "this turn": the -1 stays through the next turns, and ends when the ally leaves play.
    automated("Xeris")
    st = start()
    xe = put_real(st, 0, "Xeris", "hand")
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5 ATK
    st = resolve_chain(apply(st, "resource", 0, uid=xe, face_up=True))
    st = resolve_chain(choose(st, str(foe)))
    assert kw.atk(st, foe) == 4
    st = next_turn(next_turn(st))
    assert kw.atk(st, foe) == 4  # two turns later: still -1
    from engine.wow.leaving_play import leave_play
    from engine.wow.rules import R

    leave_play(st, foe, "hand", R("415.9a"))  # returned to hand: a new card (415.9a)
    assert _zone(st, foe) == "hand" and not [m for m in st.modifiers if m.uid == foe]  # the modifier is gone
    # Abbie Whizzleblade: a closing "this turn" is the duration of both stat changes its sentence joins
    st = start()
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Abbie Whizzleblade", 0, pay=9)
    st = resolve_chain(st)
    st = choose(st, str(a))  # target hero or ally: +1
    st = _settle(choose(st, str(b)))  # a second target ally: -1
    assert (kw.atk(st, a), kw.atk(st, b)) == (6, 4)
    st = next_turn(st)
    assert (kw.atk(st, a), kw.atk(st, b)) == (5, 5)  # both ended with the turn


def test_unholy_power_lasts_past_the_turn():
    # WoW 305.1, 500.5, 415.9a: "Demonology Hero Required" / "Demons in your party have +3 ATK / +3 health." — a
    # non-ongoing ability (no "Ongoing:", 305.2a): the Demons in the party as it resolves get +3/+3 with no end of turn
    # (rule call: the set is fixed as it resolves, EN 714.1 as the engine reads it); a Demon played later, an opposing
    # Demon and a non-Demon get nothing
    automated("Unholy Power")
    st = start()
    demon = put_real(st, 0, "Angrida", "allies")  # 3/3 Demon
    other = put_real(st, 0, "Muzzle", "allies")
    theirs = put_real(st, 1, "Angrida", "allies")
    st, up = play_real(st, "Unholy Power", 0, pay=4)
    st = _settle(st)
    assert _zone(st, up) == "graveyard"  # non-ongoing (305.1)
    assert (kw.atk(st, demon), kw.health(st, demon)) == (6, 6)
    assert (kw.atk(st, other), kw.atk(st, theirs)) == (4, 3)
    later = put_real(st, 0, "Arazzius the Cruel", "allies")
    assert kw.atk(st, later) == 4
    st = next_turn(next_turn(st))
    assert (kw.atk(st, demon), kw.health(st, demon)) == (6, 6)  # not "this turn"


# === Extension: the next names of the same seeded draw (31st onward), tallied apart ================================

EXTENSION = [
    "Quagmirran's Eye", "Intuition", "Deathgrip Jones", "Nazgrel, Advisor to Thrall", "Scepter of the Unholy",
    "Klannoc Macleod", "Ruby Stalker", "Bloodsoul", "Stalwart Bear Form", "Terrastra", "Mok'Nathal Wildercloak",
    "Zudzo, Herald of the Elements", "Kresss, Herald of the Hunt", "Boris Brightbeard", "Glacial Blade",
    "Maxum Ironbrew", "Yula the Fair", "A Question of Gluttony", "Fire the Cannon", "Wanted: Durn the Hungerer",
    "Fright", "Waters of Elune", "Scald", "Mind Shatter", "Zarvix the Tormentor", "Sand Scarab", "Flame Shock",
    "Searing Light", "Apocanon", "Golas Swiftwind", "Durgrin Ironedge", "Surprise Attacks", "Whitemane's Chapeau",
    "Lorekeeper Darian", "Shadow Ward", "Fel Covenant", "Legendary Leathers, Dalaran", "Forge Camp: Annihilated",
    "Bubblegil", "Mor'zul Bloodbringer",
]  # fmt: skip


def test_the_extension_continues_the_same_draw():
    # the same seeded draw, longer: its first 30 are the sample, the next 40 the extension, in draw order
    drawn = sample(size=SIZE + len(EXTENSION))
    assert drawn[:SIZE] == DRAWN and drawn[SIZE:] == EXTENSION


def _cost(st, uid: int, player: int = 0) -> int:
    from engine.wow import costs

    return costs.play_cost(st, player, uid)


def test_quagmirrans_eye():
    # EN 714, 403.2, 104.2: "You pay 1 less to play abilities, to a minimum of 1."
    automated("Quagmirran's Eye")
    st = start()
    put_real(st, 0, "Quagmirran's Eye", "hero_row")
    bolt, ob, ally = (put_real(st, 0, n, "hand") for n in ("Lightning Bolt", "Obliterate", "Muzzle"))
    cheap = put_real(st, 0, "Intuition", "hand")  # cost 1
    theirs = put_real(st, 1, "Lightning Bolt", "hand")
    assert (_cost(st, bolt), _cost(st, ob), _cost(st, ally), _cost(st, cheap), _cost(st, theirs, 1)) == (2, 1, 3, 1, 3)


def test_intuition():
    # EN 603 / 706 "Remove target attacker from combat." / 709.3 "You may ready it."
    from .test_x34e_audit import _to

    automated("Intuition")
    for answer in ("yes", "no"):
        st = start()
        foe = put_real(st, 1, "Anika Berlyn", "allies")
        idle = put_real(st, 1, "Karrok Scarrend", "allies")
        st = _to(st, 1)
        card = put_real(st, 0, "Intuition", "hand")  # an instant in hand: he is asked in combat
        for r in resources(st, 0, 1):
            st.table.cards[r].tapped = False
        st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=hero(st, 0)))
        if st.pending and st.pending[0].kind == "protector":
            st = choose(st, "none")
        while st.priority == 1 and not st.pending:
            st = apply(st, "pass", 1)
        st = apply(st, "play", 0, uid=card, x=0)
        assert str(foe) in _ids(st) and str(idle) not in _ids(st)  # the attacker only
        st = _drive(choose(st, str(foe)), yes=answer == "yes")
        st = _fight(st)
        assert _dmg(st, hero(st, 0)) == 0 and st.table.cards[foe].tapped is (answer == "no")


def test_deathgrip_jones():
    # "Protector" / EN 706, 103.2: "Your weapons can't be targeted by opponents." — his own cards may still target them
    automated("Deathgrip Jones")
    st = start()
    dj = put_real(st, 0, "Deathgrip Jones", "allies")
    axe = put_real(st, 0, "Arced War Axe", "hero_row")
    their_axe = put_real(st, 1, "Arced War Axe", "hero_row")
    assert kw.has(st, dj, "Protector")
    bracers = put_real(st, 1, "Black Felsteel Bracers", "hero_row")  # [Exhaust] -> Put a +1 ATK counter on target weapon.
    from .test_x34e_audit import _to

    st1 = _to(st, 1)
    acts = _powers(st1, 1, bracers)
    assert acts
    st1 = apply(st1, "power", 1, **acts[0].args)
    assert str(their_axe) in _ids(st1) and str(axe) not in _ids(st1)  # the opponent can't target his weapon
    mine = put_real(st, 0, "Black Felsteel Bracers", "hero_row")
    st0 = apply(st, "power", 0, **_powers(st, 0, mine)[0].args)
    assert str(axe) in _ids(st0)  # he can


@pytest.mark.parametrize("victim", ["Kor Cindervein", "Muzzle"])
def test_nazgrel_advisor_to_thrall(victim):
    # "Protector" / EN 703, 706: "When Nazgrel enters play, destroy target Alliance ally."
    automated("Nazgrel, Advisor to Thrall")
    st = start()
    foe = put_real(st, 1, victim, "allies")  # Kor Cindervein: Alliance; Muzzle: neutral
    st, nz = play_real(st, "Nazgrel, Advisor to Thrall", 0, pay=7)
    st = resolve_chain(st)
    if victim == "Kor Cindervein":
        assert str(foe) in _ids(st)
        st = _settle(choose(st, str(foe)))
        assert _zone(st, foe) == "graveyard"
    else:
        st = _settle(st)
        assert _zone(st, foe) == "allies"
    assert kw.has(st, nz, "Protector")


def test_scepter_of_the_unholy():
    # EN 716, 415.9d: "If a card or effect you control would cause an opponent to discard a card, he discards a random
    # card instead." — Mind Shatter's discard is random (nobody is asked)
    automated("Scepter of the Unholy")
    st = start()
    put_real(st, 0, "Scepter of the Unholy", "hero_row")
    st.table.zone(1, "hand").clear()
    cards = [put_real(st, 1, n, "hand") for n in ("Muzzle", "Lightning Bolt", "Erama")]
    st, _ = play_real(st, "Mind Shatter", 0, pay=5)
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert not (st.pending and st.pending[0].player == 1)  # random: he doesn't choose
    st = _settle(st)
    assert sum(_zone(st, c) == "graveyard" for c in cards) == 1 and len(_hand(st, 1)) == 2


def test_klannoc_macleod():
    # EN 701: "(1), Put 1 damage on a Warrior you control >>> It has +1 ATK this turn."
    automated("Klannoc Macleod")
    st = start()
    kl = put_real(st, 0, "Klannoc Macleod", "allies")  # a Warrior
    other = put_real(st, 0, "Muzzle", "allies")  # a Warrior
    put_real(st, 0, "Cerwyn", "allies")  # not a Warrior
    st.table.zone(0, "resources").clear()
    assert not _powers(st, 0, kl)
    resources(st, 0, 1)
    acts = _powers(st, 0, kl)
    payable = {tuple(a.args.get("pay") or []) for a in acts}
    assert (other,) in payable and (kl,) in payable and len(payable) == 2
    st = _settle(apply(st, "power", 0, **next(a.args for a in acts if a.args.get("pay") == [other])))
    assert _dmg(st, other) == 1 and kw.atk(st, other) == 5 and kw.atk(st, kl) == 4  # it: the damaged Warrior
    st = next_turn(st)
    assert kw.atk(st, other) == 4


def test_ruby_stalker():
    # EN 714: "Allies you control have Stealth."
    automated("Ruby Stalker")
    st = start()
    rs = put_real(st, 0, "Ruby Stalker", "allies")
    mine, theirs = put_real(st, 0, "Muzzle", "allies"), put_real(st, 1, "Muzzle", "allies")
    assert kw.has(st, rs, "Stealth") and kw.has(st, mine, "Stealth") and not kw.has(st, theirs, "Stealth")
    assert not kw.has(st, hero(st, 0), "Stealth")


def test_bloodsoul():
    # EN 714: "Bloodsoul can attack only heroes."
    automated("Bloodsoul")
    st = start()
    bs = put_real(st, 0, "Bloodsoul", "allies")
    foe = put_real(st, 1, "Muzzle", "allies")
    defs = {a.args.get("defender") for a in ENGINE.legal_actions(st, 0) if a.type == "attack" and a.args.get("attacker") == bs}
    assert hero(st, 1) in defs and foe not in defs


def test_stalwart_bear_form():
    # EN 706 "Target up to two opposing allies. Your hero deals 2 melee damage to each of them." / 305.2 "Ongoing: Your
    # hero has Protector and +5 [Health]."
    automated("Stalwart Bear Form")
    st = start()
    a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
    mine = put_real(st, 0, "Muzzle", "allies")
    h0 = kw.health(st, hero(st, 0))
    st, bf = play_real(st, "Stalwart Bear Form", 0, pay=4)
    assert str(mine) not in _ids(st) and {str(a), str(b)} <= _ids(st)
    st = choose(st, str(a))
    if st.pending:
        st = choose(st, str(b))
    st = _settle(st)
    assert (_dmg(st, a), _dmg(st, b), _dmg(st, mine)) == (2, 2, 0)
    assert kw.has(st, hero(st, 0), "Protector") and kw.health(st, hero(st, 0)) == h0 + 5 and _zone(st, bf) == "hero_row"
    st2 = start()
    st2, _ = play_real(st2, "Stalwart Bear Form", 0, pay=4)
    st2 = _settle(choose(st2) if st2.pending and st2.pending[0].min == 0 else st2)  # up to two: none
    assert kw.has(st2, hero(st2, 0), "Protector")


def test_terrastra():
    # EN 703: "When this or another [Melee] card you control is destroyed, your hero has +1 ATK this turn." / EN 714,
    # glossary Stash: "[Melee] allies you own everywhere have Stash: Put a 2 [Melee] / 1 [Health] Earth Elemental ally
    # token into play."
    automated("Terrastra")
    st = start()
    put_real(st, 0, "Terrastra", "allies")
    melee = put_real(st, 0, "Muzzle", "allies")
    nature = put_real(st, 0, "Cerwyn", "allies")
    h = hero(st, 0)
    base = kw.atk(st, h)
    st = _destroy(st, nature)
    assert kw.atk(st, h) == base
    st = _destroy(st, melee)
    assert kw.atk(st, h) == base + 1
    st = next_turn(st)
    assert kw.atk(st, hero(st, 0)) == base
    # Stash granted to a [Melee] ally card in hand
    st = start()
    put_real(st, 0, "Terrastra", "allies")
    card = put_real(st, 0, "Muzzle", "hand")
    before = set(st.table.zone(0, "allies"))
    st = _settle(apply(st, "resource", 0, uid=card, face_up=True))
    new = [u for u in st.table.zone(0, "allies") if u not in before]
    assert len(new) == 1 and (kw.atk(st, new[0]), kw.health(st, new[0])) == (2, 1)


def test_mok_nathal_wildercloak():
    # EN 703, 404.1c: "When an opposing ally is destroyed, put a +1 DEF counter on Mok'Nathal Wildercloak."
    automated("Mok'Nathal Wildercloak")
    st = start()
    cloak = put_real(st, 0, "Mok'Nathal Wildercloak", "hero_row")
    foe, mine = put_real(st, 1, "Muzzle", "allies"), put_real(st, 0, "Muzzle", "allies")
    base = kw.defense(st, cloak)
    st = _destroy(st, mine)
    assert not st.table.cards[cloak].counters and kw.defense(st, cloak) == base  # his own ally: nothing
    st = _destroy(st, foe)
    assert sum(st.table.cards[cloak].counters.values()) == 1 and kw.defense(st, cloak) == base + 1


def test_zudzo_herald_of_the_elements():
    # Empower Shaman (EN 703): "When this ally enters play, if you control another Shaman hero or ally, this ally deals
    # 3 nature damage to target hero or ally and heals 3 damage from a second target hero or ally."
    automated("Zudzo, Herald of the Elements")
    for shaman in (True, False):
        st = start()
        _as_hero(st, "Timmo Shadestep")  # a Rogue hero (the Shaman fixture hero taken out)
        if shaman:
            put_real(st, 0, "Golas Swiftwind", "allies")  # another Shaman
        foe = put_real(st, 1, "Anika Berlyn", "allies")
        hurt = put_real(st, 0, "Muzzle", "allies")
        st.table.cards[hurt].damage = 2
        is_shaman = shaman
        st, _z = play_real(st, "Zudzo, Herald of the Elements", 0, pay=5)
        st = resolve_chain(st)
        if st.pending:
            st = choose(st, str(foe))
        if st.pending:
            assert str(foe) not in _ids(st)  # a second target
            st = choose(st, str(hurt))
        st = _settle(st)
        assert (_dmg(st, foe), _dmg(st, hurt)) == ((3, 0) if is_shaman else (0, 2))


def test_kresss_herald_of_the_hunt():
    # Empower Hunter (EN 703): "When this ally enters play, if you control another Hunter hero or ally, this ally deals 2
    # ranged damage to each of up to two target heroes and/or allies."
    automated("Kresss, Herald of the Hunt")
    for hunter in (True, False):
        st = start()
        _as_hero(st, "Timmo Shadestep")
        if hunter:
            put_real(st, 0, "Tusk", "allies")  # another Hunter
        a, b = put_real(st, 1, "Anika Berlyn", "allies"), put_real(st, 1, "Karrok Scarrend", "allies")
        st, _k = play_real(st, "Kresss, Herald of the Hunt", 0, pay=4)
        st = resolve_chain(st)
        for pick in (a, b):
            if st.pending:
                st = choose(st, str(pick))
        st = _settle(st)
        assert (_dmg(st, a), _dmg(st, b)) == ((2, 2) if hunter else (0, 0))


def test_boris_brightbeard():
    # hero: "X, Flip Boris Brightbeard -> Boris heals X damage from target hero or ally. Use only on your turn."
    automated("Boris Brightbeard")
    st = start()
    bo = _as_hero(st, "Boris Brightbeard")
    ally = put_real(st, 0, "Anika Berlyn", "allies")
    st.table.cards[ally].damage = 5
    st.table.zone(0, "resources").clear()
    resources(st, 0, 3)
    acts = _powers(st, 0, bo)
    act = next(a for a in acts if a.args.get("x") == 3) if any("x" in a.args for a in acts) else acts[0]
    args = {**act.args, "x": 3}
    st = apply(st, "power", 0, **args)
    st = _settle(choose(st, str(ally)))
    assert _dmg(st, ally) == 2 and st.table.cards[bo].flags.get("flipped")
    # not on the opponent's turn
    from .test_x34e_audit import _to

    st = start()
    bo = _as_hero(st, "Boris Brightbeard")
    st = _to(st, 1)
    resources(st, 0, 3)
    st.priority = 0
    assert not _powers(st, 0, bo)


def test_glacial_blade():
    # EN 701 "Destroy Glacial Blade ---> Your hero deals 1 frost damage to target [Alliance] hero or ally. If a hero is
    # dealt damage this way, its controller skips drawing his next card this turn."
    automated("Glacial Blade")
    st = start()
    gb = put_real(st, 0, "Glacial Blade", "hero_row")
    alliance, horde = put_real(st, 1, "Kor Cindervein", "allies"), put_real(st, 1, "Golas Swiftwind", "allies")
    st = apply(st, "power", 0, **_powers(st, 0, gb)[0].args)
    assert str(alliance) in _ids(st) and str(horde) not in _ids(st) and str(hero(st, 1)) in _ids(st)  # Alia: Alliance
    st = _settle(choose(st, str(hero(st, 1))))
    assert _zone(st, gb) == "graveyard" and _dmg(st, hero(st, 1)) == 1
    n = len(_hand(st, 1))
    st, _ = play_real(st, "Energize", 0, pay=3)  # "Target player draws two cards." — the opponent
    st = _settle(choose(st, str(hero(st, 1))))
    assert len(_hand(st, 1)) == n + 1  # the next card skipped, the second drawn
    st, _ = play_real(st, "Energize", 0, pay=3)
    st = _settle(choose(st, str(hero(st, 1))))
    assert len(_hand(st, 1)) == n + 3  # only the next one
    # an ally hit: nobody skips
    st = start()
    gb = put_real(st, 0, "Glacial Blade", "hero_row")
    alliance = put_real(st, 1, "Kor Cindervein", "allies")
    st = _settle(choose(apply(st, "power", 0, **_powers(st, 0, gb)[0].args), str(alliance)))
    n = len(_hand(st, 1))
    st, _ = play_real(st, "Energize", 0, pay=3)
    st = _settle(choose(st, str(hero(st, 1))))
    assert _dmg(st, alliance) == 1 and len(_hand(st, 1)) == n + 2


def test_maxum_ironbrew():
    # EN 703: "When Maxum Ironbrew defends, he heals 2 damage from himself."
    from .test_x34e_audit import _to

    automated("Maxum Ironbrew")
    st = start()
    mx = put_real(st, 0, "Maxum Ironbrew", "allies")  # 2/4
    st.table.cards[mx].damage = 2
    foe = put_real(st, 1, "Cerwyn", "allies")  # 1/2
    st = _to(st, 1)
    st = resolve_chain(apply(st, "attack", 1, attacker=foe, defender=mx))
    st = _fight(st)
    assert _dmg(st, mx) == 1  # healed 2 as he defended, then 1 combat damage


def test_yula_the_fair():
    # EN 701 "Pay 2 or remove an honor counter from a card you control -> Prevent the next 1 damage that Yula would be
    # dealt this turn."
    automated("Yula the Fair")
    st = start()
    yu = put_real(st, 0, "Yula the Fair", "allies")  # 4/2
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    st = _settle(apply(st, "power", 0, **_powers(st, 0, yu)[0].args))
    st, _ = play_real(st, "Obliterate", 0, pay=2)
    st = _settle(choose(st, str(yu)))
    assert _dmg(st, yu) == 1  # 2 dealt, the next 1 prevented


def test_a_question_of_gluttony():
    # 306.2: "You pay 1 less to complete this quest for each card in your hand." / "Pay 7 to complete this card." /
    # "Reward: Draw a card."
    automated("A Question of Gluttony")
    st = start()
    st.table.zone(0, "hand").clear()
    for _ in range(4):
        put_real(st, 0, "Muzzle", "hand")
    q = _quest(st, "A Question of Gluttony", 3)  # 7 - 4 cards
    n = len(_hand(st, 0))
    st = _settle(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert len(_hand(st, 0)) == n + 1


def test_fire_the_cannon():
    # 306.2 "Pay 3" / reward: "Reveal the top five cards of your deck. Put a revealed [Fire] card into your hand and the
    # rest on the bottom of your deck."
    from .helpers import order_deck

    automated("Fire the Cannon")
    st = start()
    q = _quest(st, "Fire the Cannon", 3)
    fire = put_real(st, 0, "Anika Berlyn", "deck")
    st.table.zone(0, "deck").clear()
    names = ["Muzzle", "Cerwyn", "Karrok Scarrend", "Golas Swiftwind"]
    fire_name = next((n for n in ("Baxtan, Herald of the Flame", "Kileana Darkblaze") if kw.data(st, put_real(st, 0, n, "removed")).get("damage_type") == "fire"), None)
    assert fire_name
    cards = [put_real(st, 0, n, "deck") for n in [*names, fire_name]]
    sixth = put_real(st, 0, "Erama", "deck")
    _ = fire
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    if st.pending and st.pending[0].kind != "deck_order":
        assert _ids(st) - {"none"} == {str(cards[-1])}  # the [Fire] card only
        st = choose(st, str(cards[-1]))
    st = order_deck(st)
    assert _zone(st, cards[-1]) == "hand" and st.table.zone(0, "deck")[0] == sixth
    assert set(st.table.zone(0, "deck")[-4:]) == set(cards[:4])


def test_wanted_durn_the_hungerer():
    # 306.2: "If an opposing ally was destroyed this turn, pay 2 to complete this quest." / "Reward: Draw a card."
    automated("Wanted: Durn the Hungerer")
    st = start()
    q = put_real(st, 0, "Wanted: Durn the Hungerer", "resources", face_down=False)
    resources(st, 0, 2)
    mine = put_real(st, 0, "Muzzle", "allies")
    st = _destroy(st, mine)
    assert not _quests(st, 0, q)  # his own ally: no
    foe = put_real(st, 1, "Muzzle", "allies")
    st = _destroy(st, foe)
    assert _quests(st, 0, q)
    n = len(_hand(st, 0))
    st = _settle(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert len(_hand(st, 0)) == n + 1


def test_fright():
    # EN 706, 415.9: "Target opponent puts an ally he controls into his owner's hand." — he picks
    automated("Fright")
    st = start()
    a, b = put_real(st, 1, "Muzzle", "allies"), put_real(st, 1, "Cerwyn", "allies")
    mine = put_real(st, 0, "Karrok Scarrend", "allies")
    st, _ = play_real(st, "Fright", 0, pay=1)
    st = resolve_chain(choose(st, str(hero(st, 1))) if st.pending and st.pending[0].player == 0 else st)
    assert st.pending and st.pending[0].player == 1 and _ids(st) == {str(a), str(b)}
    st = _settle(choose(st, str(b)))
    assert _zone(st, b) == "hand" and _zone(st, a) == "allies" and _zone(st, mine) == "allies"


def test_waters_of_elune():
    # 306.2: "On your turn: Pay 4 to complete this quest." / "Reward: Draw a card."
    from .test_x34e_audit import _to

    automated("Waters of Elune")
    st = start()
    q = _quest(st, "Waters of Elune", 4)
    n = len(_hand(st, 0))
    st2 = _settle(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert len(_hand(st2, 0)) == n + 1
    st3 = _to(st, 1)
    for r in st3.table.zone(0, "resources"):
        st3.table.cards[r].tapped = False
    st3.priority = 0
    assert not _quests(st3, 0, q)  # not on the opponent's turn


def test_scald():
    # 400 attach to target equipment; EN 714, 103.2 "Attached equipment loses and can't have powers."; EN 703 "At the
    # start of your turn, your hero deals 2 fire damage to attached equipment's controller's hero."
    automated("Scald")
    st = start()
    gear = put_real(st, 1, "The Darkspeaker's Footpads", "hero_row")
    st, sc = play_real(st, "Scald", 0, pay=4)
    assert str(gear) in _ids(st)
    st = resolve_chain(choose(st, str(gear)))
    assert st.table.cards[sc].attached_to == gear
    resources(st, 1, 1)
    from .test_x34e_audit import _to

    st = _to(st, 1)
    for r in st.table.zone(1, "resources"):
        st.table.cards[r].tapped = True
    assert not _powers(st, 1, gear)  # no powers
    st = next_turn(st)
    assert _dmg(st, hero(st, 1)) == 2 and _dmg(st, hero(st, 0)) == 0


@pytest.mark.parametrize("who", ["hero", "ally"])
def test_mind_shatter(who):
    # EN 706: "Your hero deals 3 shadow damage to target hero or ally. If a hero was dealt damage this way, its
    # controller discards a card." (415.9d: he picks his card)
    automated("Mind Shatter")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    n1, n0 = len(_hand(st, 1)), len(_hand(st, 0))
    st, _ = play_real(st, "Mind Shatter", 0, pay=2)
    st = resolve_chain(choose(st, str(hero(st, 1) if who == "hero" else foe)))
    if who == "hero":
        assert st.pending and st.pending[0].player == 1  # its controller discards (his choice)
        st = _settle(choose(st, sorted(_ids(st))[0]))
        assert _dmg(st, hero(st, 1)) == 3 and len(_hand(st, 1)) == n1 - 1
    else:
        st = _settle(st)
        assert _dmg(st, foe) == 3 and len(_hand(st, 1)) == n1
    assert len(_hand(st, 0)) == n0


def test_zarvix_the_tormentor():
    # "Time is Money" / EN 701 "[Exhaust] -> Target player puts the top card of his deck into his graveyard for each
    # Goblin you control."
    automated("Zarvix the Tormentor")
    st = start()
    zx = put_real(st, 0, "Zarvix the Tormentor", "allies")  # a Goblin
    st.table.cards[zx].entered_turn = st.turn
    put_real(st, 0, "Azizi Daggerflick", "allies")  # a second Goblin
    put_real(st, 1, "Backstab Bindo Gearbomb", "allies")  # the opponent's Goblin: not his
    top = list(st.table.zone(1, "deck")[:3])
    st = apply(st, "power", 0, **_powers(st, 0, zx)[0].args)
    st = _settle(choose(st, str(hero(st, 1))))
    assert [_zone(st, u) for u in top] == ["graveyard", "graveyard", "deck"]


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_sand_scarab(answer):
    # EN 716, 709.3: "If an opposing ally would be destroyed, you may remove it from the game instead."
    automated("Sand Scarab")
    st = start()
    put_real(st, 0, "Sand Scarab", "allies")
    foe = put_real(st, 1, "Muzzle", "allies")
    mine = put_real(st, 0, "Cerwyn", "allies")
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = _drive(choose(st, str(foe)), yes=answer == "yes")
    assert _zone(st, foe) == ("removed" if answer == "yes" else "graveyard")
    st, _ = play_real(st, "Lightning Bolt", 0, pay=3)
    st = resolve_chain(choose(st, str(mine)))
    assert not (st.pending and {"yes", "no"} <= _ids(st)) and _zone(_settle(st), mine) == "graveyard"  # his own: no


def test_flame_shock():
    # 400 "Attach to target hero or ally, and your hero deals 2 fire damage to it." / EN 703 "Ongoing: At the start of
    # your turn, your hero deals 1 fire damage to attached character."
    automated("Flame Shock")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, fs = play_real(st, "Flame Shock", 0, pay=3)
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[fs].attached_to == foe and _dmg(st, foe) == 2
    st = next_turn(st)
    assert _dmg(st, foe) == 2  # the opponent's turn: nothing
    st = next_turn(st)
    assert _dmg(st, foe) == 3


def test_searing_light():
    # "Holy Hero Required" / "Ongoing: 2, Discard an ability card -> Your hero deals 3 unpreventable holy damage to target
    # hero or ally. Destroy Searing Light -> Your hero deals 3 unpreventable holy damage to target hero or ally."
    automated("Searing Light")
    st = start()
    st, sl = play_real(st, "Searing Light", 0, pay=2)
    st = _settle(st)
    assert _zone(st, sl) == "hero_row"
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st.table.zone(0, "hand").clear()
    ally_card = put_real(st, 0, "Muzzle", "hand")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 2)
    acts = _powers(st, 0, sl)
    assert all(ally_card not in (a.args.get("pay") or []) for a in acts)  # an ability card only
    spell = put_real(st, 0, "Lightning Bolt", "hand")
    acts = _powers(st, 0, sl)
    disc = next(a for a in acts if a.args.get("pay") == [spell])
    st = _settle(choose(apply(st, "power", 0, **disc.args), str(foe)))
    assert _zone(st, spell) == "graveyard" and _dmg(st, foe) == 3 and _zone(st, sl) == "hero_row"
    # the second power: destroy it; unpreventable through Thatia-style prevention is the template's flag
    acts = [a for a in _powers(st, 0, sl) if not a.args.get("pay")]
    st = _settle(choose(apply(st, "power", 0, **acts[0].args), str(hero(st, 1))))
    assert _zone(st, sl) == "graveyard" and _dmg(st, hero(st, 1)) == 3


def test_apocanon():
    # "Traitor Hero Required" / 202.3, EN 714: "Ally cards in all zones are also Demon cards."
    from engine.wow.conditions import has_tag

    automated("Apocanon")
    st = start()
    put_real(st, 0, "Apocanon", "allies")
    cards = [put_real(st, 1, "Muzzle", "allies"), put_real(st, 0, "Cerwyn", "hand"), put_real(st, 1, "Erama", "graveyard")]
    spell = put_real(st, 0, "Lightning Bolt", "hand")
    assert all(has_tag(st, u, "Demon") for u in cards) and not has_tag(st, spell, "Demon")
    assert not has_tag(st, hero(st, 0), "Demon")


def test_golas_swiftwind():
    # EN 703, 706: "When Golad [sic] readies, exhaust target ally." — in his ready step (501.1a)
    automated("Golas Swiftwind")
    st = start()
    gs = put_real(st, 0, "Golas Swiftwind", "allies")
    st.table.cards[gs].tapped = True
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st = next_turn(st)
    assert not st.table.cards[foe].tapped
    from .test_wtrig_cards import _until

    mine = put_real(st, 0, "Muzzle", "allies")
    st = _until(st, lambda s: (s.pending and s.pending[0].player == 0) or (s.active == 0 and s.step == "main" and not s.chain))
    assert st.pending and {str(foe), str(mine), str(gs)} <= _ids(st)  # his ready step: Golas readies; target ally
    st = _settle(choose(st, str(foe)))
    assert st.table.cards[foe].tapped and not st.table.cards[gs].tapped and not st.table.cards[mine].tapped


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_durgrin_ironedge(answer):
    # EN 703, 709.3: "When Durgrin enters play, you may exhaust target equipment. That Equipment can't ready during its
    # controller's ready step while Durgrin remains in your party." (501.1a)
    automated("Durgrin Ironedge")
    st = start()
    gear = put_real(st, 1, "The Darkspeaker's Footpads", "hero_row")
    st, dg = play_real(st, "Durgrin Ironedge", 0, pay=2)
    st = resolve_chain(st)
    if answer == "yes":
        assert str(gear) in _ids(st)
        st = _settle(choose(st, str(gear)))
        assert st.table.cards[gear].tapped
        st = next_turn(st)
        assert st.table.cards[gear].tapped  # not readied in his ready step
        st = next_turn(st)
        from engine.wow.leaving_play import destroy
        from engine.wow.rules import R

        destroy(st, dg, R("415.9c"))
        st = next_turn(st)
        assert not st.table.cards[gear].tapped  # Durgrin gone: readies
    else:
        st = _settle(choose(st) if st.pending and st.pending[0].min == 0 else st)
        assert not st.table.cards[gear].tapped


def test_surprise_attacks():
    # "Combat Hero Required" / "Ongoing: Your Melee weapons have +1 ATK." / "Combat damage dealt by your hero can't be
    # prevented."
    automated("Surprise Attacks")
    st = start()
    axe = put_real(st, 0, "Arced War Axe", "hero_row")
    their = put_real(st, 1, "Arced War Axe", "hero_row")
    base = kw.atk(st, axe)
    st, _sa = play_real(st, "Surprise Attacks", 0, pay=1)
    st = _settle(st)
    assert kw.atk(st, axe) == base + 1 and kw.atk(st, their) == base
    # combat damage by his hero can't be prevented: Power Word: Shield ("Prevent all damage that would be dealt to
    # attached …") on the defender stops his ally's, not his hero's
    foe = put_real(st, 1, "Anika Berlyn", "allies")  # 5/6
    shield = put_real(st, 1, "Power Word: Shield", "hero_row")
    st.table.cards[shield].attached_to = foe
    ally = put_real(st, 0, "Muzzle", "allies")
    st = _fight(_attack(st, ally, foe))
    assert _dmg(st, foe) == 0  # the shield works
    st.table.zone(0, "resources").clear()
    resources(st, 0, 3)
    st = _attack(st, hero(st, 0), foe)
    st = _fight(apply(st, "strike", 0, weapon=axe))
    assert _dmg(st, foe) == base + 1  # 0 ATK hero + the 4-ATK axe, not prevented


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_whitemanes_chapeau(answer):
    # EN 703, 709.3: "When Whitemane's Chapeau enters play, you may put an ability card from your graveyard into your
    # hand."
    automated("Whitemane's Chapeau")
    st = start()
    spell = put_real(st, 0, "Lightning Bolt", "graveyard")
    ally = put_real(st, 0, "Muzzle", "graveyard")
    theirs = put_real(st, 1, "Obliterate", "graveyard")
    st, _ch = play_real(st, "Whitemane's Chapeau", 0, pay=4)
    st = resolve_chain(st)
    if st.pending and {"yes", "no"} <= _ids(st):
        st = resolve_chain(choose(st, answer))
    if answer == "yes":
        assert st.pending and str(spell) in _ids(st) and not {str(ally), str(theirs)} & _ids(st)
        st = _settle(choose(st, str(spell)))
        assert _zone(st, spell) == "hand"
    else:
        if st.pending:
            st = _settle(choose(st) if st.pending[0].min == 0 else choose(st, "none"))
        assert _zone(st, spell) == "graveyard"
    assert _zone(st, ally) == "graveyard" and _zone(st, theirs) == "graveyard"


def test_lorekeeper_darian():
    # EN 701 "X, [Exhaust] -> Target player puts the top X cards of his deck into his graveyard."
    automated("Lorekeeper Darian")
    st = start()
    ld = put_real(st, 0, "Lorekeeper Darian", "allies")
    st.table.zone(0, "resources").clear()
    resources(st, 0, 3)
    top = list(st.table.zone(1, "deck")[:4])
    acts = _powers(st, 0, ld)
    args = {**acts[0].args, "x": 3}
    st = apply(st, "power", 0, **args)
    st = _settle(choose(st, str(hero(st, 1))))
    assert [_zone(st, u) for u in top] == ["graveyard"] * 3 + ["deck"] and st.table.cards[ld].tapped


def test_shadow_ward():
    # EN 717: "Your hero has Shadow Resistance this turn." / EN 703: "When damage that an opposing hero or ally would
    # deal is prevented this way, your hero may deal that much shadow damage to target hero or ally."
    from .test_x34e_audit import _to

    automated("Shadow Ward")
    st = start()
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    st, _ = play_real(st, "Shadow Ward", 0, pay=1)
    st = _settle(st)
    assert kw.has(st, hero(st, 0), "Shadow Resistance")
    put_real(st, 1, "Mind Shatter", "hand")
    st.active = st.priority = 1  # the same turn, the opponent deals shadow damage (test setup)
    resources(st, 1, 2)
    bolt = put_real(st, 1, "Mind Shatter", "hand")
    st = apply(st, "play", 1, uid=bolt, x=0)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    if st.pending and st.pending[0].player == 0 and {"yes", "no"} <= _ids(st):
        st = resolve_chain(choose(st, "yes"))
    if st.pending and st.pending[0].player == 0:
        st = resolve_chain(choose(st, str(foe)))
    st = _settle(st)
    assert _dmg(st, hero(st, 0)) == 0 and _dmg(st, foe) == 3  # prevented, then 3 shadow back
    st = _to(st, 0) if st.active != 0 else st
    st = next_turn(next_turn(st))
    assert not kw.has(st, hero(st, 0), "Shadow Resistance")


def test_fel_covenant():
    # EN 706, 415.7: "Remove target ally from the game. If you do, your hero deals fire damage to itself equal to that
    # ally's cost."
    automated("Fel Covenant")
    st = start()
    foe = put_real(st, 1, "Erama", "allies")  # cost 6
    st, _ = play_real(st, "Fel Covenant", 0, pay=3)
    st = _settle(choose(st, str(foe)))
    assert _zone(st, foe) == "removed" and _dmg(st, hero(st, 0)) == 6 and _dmg(st, hero(st, 1)) == 0


def test_legendary_leathers_dalaran():
    # 306 location; EN 701 "[Exhaust] -> You pay 2 less to play your next Leather or Mail armor this turn for each
    # Leatherworking hero and ally you control."
    automated("Legendary Leathers, Dalaran")
    st = start()
    _as_hero(st, "Bordrak Barrelblast")  # a Leatherworking hero
    loc = put_real(st, 0, "Legendary Leathers, Dalaran", "resources", face_down=False)
    leather = put_real(st, 0, "Belt of Deep Shadow", "hand")  # Leather, cost 4
    plate = put_real(st, 0, "Borak's Belt of Bravery", "hand")  # Plate, cost 2
    st = _settle(apply(st, "power", 0, **_powers(st, 0, loc)[0].args))
    assert _cost(st, leather) == 2 and _cost(st, plate) == 2
    st = start()  # no Leatherworking hero or ally: nothing
    loc = put_real(st, 0, "Legendary Leathers, Dalaran", "resources", face_down=False)
    leather = put_real(st, 0, "Belt of Deep Shadow", "hand")
    st = _settle(apply(st, "power", 0, **_powers(st, 0, loc)[0].args))
    assert _cost(st, leather) == 4


def test_forge_camp_annihilated():
    # 306.2 "Pay 3" / reward: "Reveal the top two cards of your deck. Put one into your hand and the other on the bottom
    # of your deck."
    automated("Forge Camp: Annihilated")
    st = start()
    q = _quest(st, "Forge Camp: Annihilated", 3)
    b, a = _top(st, 0, "Muzzle"), _top(st, 0, "Cerwyn")
    third = st.table.zone(0, "deck")[2]
    st = resolve_chain(apply(st, "quest", 0, **_quests(st, 0, q)[0].args))
    assert st.pending and _ids(st) - {"none"} == {str(a), str(b)}
    st = _settle(choose(st, str(b)))
    assert _zone(st, b) == "hand" and st.table.zone(0, "deck")[-1] == a and st.table.zone(0, "deck")[0] == third
    assert 1 in st.table.cards[a].known_to  # revealed


def test_bubblegil():
    # EN 714: "This and other Murloc allies you control have Protector."
    automated("Bubblegil")
    st = start()
    bg = put_real(st, 0, "Bubblegil", "allies")
    murloc, other = put_real(st, 0, "Baby Murloc", "allies"), put_real(st, 0, "Muzzle", "allies")
    theirs = put_real(st, 1, "Baby Murloc", "allies")
    assert kw.has(st, bg, "Protector") and kw.has(st, murloc, "Protector")
    assert not kw.has(st, other, "Protector") and not kw.has(st, theirs, "Protector")


def test_mor_zul_bloodbringer():
    # EN 701 "(1), Remove a Warlock ally you control from the game >>> Remove target ally from the game."
    automated("Mor'zul Bloodbringer")
    st = start()
    mz = put_real(st, 0, "Mor'zul Bloodbringer", "allies")  # a Warlock himself
    st.table.zone(0, "resources").clear()
    resources(st, 0, 1)
    wl = put_real(st, 0, "Bloodsoul", "allies")  # a Warlock ally
    put_real(st, 0, "Muzzle", "allies")
    put_real(st, 1, "Hunrik Blackiron", "allies")  # the opponent's Warlock: not his
    foe = put_real(st, 1, "Anika Berlyn", "allies")
    pays = {tuple(a.args.get("pay") or []) for a in _powers(st, 0, mz)}
    assert pays == {(wl,), (mz,)}
    act = next(a for a in _powers(st, 0, mz) if a.args.get("pay") == [wl])
    st = _settle(choose(apply(st, "power", 0, **act.args), str(foe)))
    assert _zone(st, wl) == "removed" and _zone(st, foe) == "removed"
