"""Helper d37wow: more cards the compiler left manual, scripted in ``engine/wow/cards/scripts/manual37d.toml``, each
played with the real card of the pool (Netherbane and Adyen: test_d37_zone_moves.py; The Skull of Gul'dan:
test_d37_x_cost.py; Eye of Magtheridon: test_d37_dice.py).

Rule calls without a source:
- Shalug'doom, "destroy any number of abilities, allies, and/or equipment you control": the weapon entering isn't one
  of them (it is not in play yet), nor the hero (a hero is none of those types, 300.1); a card that can't be destroyed
  (103.2) or is removed instead (EN 716) isn't "destroyed this way" and adds no counter.
- Jin'do's Evil Eye: in a two-player match "the first opponent to that player's left" is his opponent; the names offered
  are those the namer knows of (an offer never tells a hidden card); "That card can't be played" binds every player.
- Blinky: "Remove Blinky from the game and put a warp counter on him": the counter goes on him in the removed zone
  (415.9b: the link's own modifier follows the card it moved while it stays there).
- Battlemage Vyara: "a weapon's strike cost of 7 or less" is the strike cost he would pay now (403.2 changes counted);
  exhausting her to pay is no [Exhaust] power (302.2 doesn't apply).
- Captain Cookie: "printed power of all Murlocs" is every printed power of each Murloc removed; a Murloc is a card with
  the Murloc tag or race (202.1).
- Gronn Skullcracker: the reveal is offered once the mulligans are done, before the first turn (101.2, 101.3); each copy
  revealed gives +3; "your first turn" is turn 1 or 2.
- Rune of Metamorphosis: "destroyed by abilities you play" is an ability card's own destroy effect as it resolves, or the
  Form's reminder trigger set off by playing one; striking with a weapon and the opponent's abilities still destroy it.
- Koringar the Heavy: "all other allies" is read continuously this turn (an ally entering later gives its powers too).
- Nyn'jah's Tabi Boots: the opposing cards' payment powers are paid by their user as "Any player can use the power."
  powers are (their [Exhaust] exhausts that card).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


# --- Shalug'doom, the Axe of Unmaking (415.9c, 404.1a) ----------------------------------------------------------------


def _axe_enters(st):
    st, axe = play_real(st, "Shalug'doom, the Axe of Unmaking", 0, pay=8)
    for _ in range(6):
        if st.pending and st.pending[0].kind == "zd37_enter_destroy":
            break
        st = apply(st, "pass", st.priority)
    return st, axe


def test_shalugdoom_destroys_what_you_pick_and_counts_them():
    # "As this weapon enters play, destroy any number of abilities, allies, and/or equipment you control. This weapon
    # enters play with a +1 ATK counter on it for each card destroyed this way." (415.9c, 404.1a)
    automated("Shalug'doom, the Axe of Unmaking")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    sentinel = put(st, 0, "Iron Sentinel", "allies")
    boots = put_real(st, 0, "Blue Suede Shoes", "hero_row")
    theirs = put(st, 1, "Mist Owl", "allies")
    st, axe = _axe_enters(st)
    offered = {o.id for o in st.pending[0].options}
    assert offered == {str(owl), str(sentinel), str(boots)}  # yours only; not the hero, not the axe, not the opponent's
    assert st.pending[0].min == 0  # "any number": none too
    st = resolve_chain(choose(st, str(owl), str(boots)))
    assert _zone(st, owl) == "graveyard" and _zone(st, boots) == "graveyard" and _zone(st, sentinel) == "allies"
    assert _zone(st, theirs) == "allies"
    base = int(st.cards[st.table.cards[axe].card_id].get("atk") or 0)
    assert st.table.peek(axe).counters.get("+1 ATK") == 2 and kw.equipment_atk(st, axe) == base + 2


def test_shalugdoom_none_destroyed_no_counter_and_one_that_cant_be_destroyed_isnt_counted():
    # "any number": none, no counter (404.1a); 103.2: an ally that can't be destroyed stays and isn't "destroyed this way"
    from engine.core import Modifier

    automated("Shalug'doom, the Axe of Unmaking")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st.modifiers.append(Modifier(owl, "", 0, keyword="Can't Be Destroyed", duration="permanent", player=0, turn=st.turn))
    st, axe = _axe_enters(st)
    st = resolve_chain(choose(st, str(owl)))
    assert _zone(st, owl) == "allies" and not st.table.peek(axe).counters.get("+1 ATK")
    st = start()
    put(st, 0, "Mist Owl", "allies")
    st, axe = _axe_enters(st)
    st = resolve_chain(choose(st))
    assert not st.table.peek(axe).counters.get("+1 ATK")


# --- Jin'do's Evil Eye (EN 703, 709.1, 103.2) ---------------------------------------------------------------------------


def _to_naming(st):
    from .test_wtrig_cards import _until

    return _until(st, lambda s: bool(s.pending) and s.pending[0].kind == "zd37_turn_name_pick")


def _plays(st, p: int, uid: int) -> bool:
    from engine.wow.game import ENGINE

    return any(a.type == "play" and a.args.get("uid") == uid for a in ENGINE.legal_actions(st, p))


def test_jindos_evil_eye_the_opponent_of_the_turn_player_names_a_card_nobody_plays_this_turn():
    # "At the start of each player's turn, the first opponent to that player's left names a card. That card can't be
    # played this turn." — P2's turn: P1 (his opponent, two players) names Mist Owl; P2 can't play it, another card yes
    import pytest

    from engine.core import RulesError

    automated("Jin'do's Evil Eye")
    st = start()
    put_real(st, 0, "Jin'do's Evil Eye", "hero_row")
    st = _to_naming(st)
    assert st.active == 1 and st.pending[0].player == 0  # the turn player's opponent names (EN 709.1)
    assert "Mist Owl" in {o.id for o in st.pending[0].options}
    st = choose(st, "Mist Owl")
    from .test_wtrig_cards import _until

    st = _until(st, lambda s: s.step == "main" and not s.chain and not s.pending and s.priority == 1)
    owl = put(st, 1, "Mist Owl", "hand")
    other = put(st, 1, "Iron Sentinel", "hand")
    from .helpers import resources

    resources(st, 1, 6)
    assert not _plays(st, 1, owl) and _plays(st, 1, other)
    with pytest.raises(RulesError) as refused:
        apply(st, "play", 1, uid=owl, x=0)
    assert refused.value.rule.section == "103.2"
    for u in (owl, other):  # (test set-up undone: no discard down to hand size at the wrap-up, 415.4b)
        st.table.move(u, "graveyard")
    # the next turn (P1's): P2 names; Mist Owl is free again (EN 712: "this turn")
    st = _to_naming(st)
    assert st.active == 0 and st.pending[0].player == 1
    st = choose(st, "Iron Sentinel")
    st = _until(st, lambda s: s.step == "main" and not s.chain and not s.pending and s.priority == 0)
    mine = put(st, 0, "Mist Owl", "hand")
    theirs = put(st, 0, "Iron Sentinel", "hand")
    resources(st, 0, 6)
    assert _plays(st, 0, mine) and not _plays(st, 0, theirs)


# --- Blinky (EN 701, 415.7, 415.9b, 710.1) --------------------------------------------------------------------------


def test_blinky_warps_out_and_back_in():
    # "3 -> Remove Blinky from the game and put a warp counter on him." / "3, Remove a warp counter -> Put Blinky into
    # play. Use only if Blinky is removed from the game." — the second power only from the removed zone (EN 701)
    from engine.wow.cards.compiler import card_powers

    from .helpers import resources
    from .test_templates_more import real

    automated("Blinky")
    pws = [i for i, pw in enumerate(card_powers(real("Blinky"))) if pw.kind == "activated"]
    out, back = pws
    st = start()
    blinky = put_real(st, 0, "Blinky", "allies")
    resources(st, 0, 9)

    def usable(s) -> set[int]:
        from engine.wow.game import ENGINE

        return {a.args["power"] for a in ENGINE.legal_actions(s, 0) if a.type == "power" and a.args.get("uid") == blinky}

    assert usable(st) == {out}  # in play: not the one used from the removed zone
    st = resolve_chain(apply(st, "power", 0, uid=blinky, power=out, x=0))
    assert _zone(st, blinky) == "removed" and st.table.peek(blinky).counters.get("warp") == 1  # 415.9b: the counter follows him
    assert usable(st) == {back}
    st = resolve_chain(apply(st, "power", 0, uid=blinky, power=back, x=0))
    assert _zone(st, blinky) == "allies" and not st.table.peek(blinky).counters.get("warp")  # a new card in play (415.9a)
    assert sum(1 for u in st.table.zone(0, "resources") if not st.table.peek(u).tapped) == 3  # 3 + 3 paid


def test_blinky_needs_a_warp_counter_and_is_only_his_owners():
    # 403.1: "Remove a warp counter" can't be paid with none; the opponent can't use it (EN 701.1: your cards' powers)
    import pytest

    from engine.core import RulesError
    from engine.wow.cards.compiler import card_powers

    from .helpers import resources
    from .test_templates_more import real

    automated("Blinky")
    back = [i for i, pw in enumerate(card_powers(real("Blinky"))) if pw.kind == "activated"][1]
    st = start()
    blinky = put_real(st, 0, "Blinky", "removed")
    resources(st, 0, 5)
    with pytest.raises(RulesError):
        apply(st, "power", 0, uid=blinky, power=back, x=0)
    st.table.cards[blinky].counters["warp"] = 1
    with pytest.raises(RulesError):
        apply(st, "power", 1, uid=blinky, power=back, x=0)
    st = resolve_chain(apply(st, "power", 0, uid=blinky, power=back, x=0))
    assert _zone(st, blinky) == "allies"


# --- Greatsword of Horrid Dreams (EN 714, 103.2, 501.1a) ------------------------------------------------------------


def test_greatsword_an_opposing_ally_enters_without_powers_until_its_controllers_next_turn():
    # "As an ally enters play under an opponent's control, it loses and can't have powers until the start of that
    # opponent's next turn." — Parvink ("Protector; When Parvink enters play, draw a card.") played by P2: no draw, no
    # Protector, through P1's turn; both back as P2's next turn starts. P1's own Parvink keeps its powers (the control)
    from .test_wtrig_cards import _next_turn, _settle

    automated("Greatsword of Horrid Dreams")
    automated("Parvink")
    st = start()
    put_real(st, 0, "Greatsword of Horrid Dreams", "hero_row")
    hand0 = len(st.table.zone(0, "hand"))
    st, mine = play_real(st, "Parvink", 0, pay=3)  # (the card put into the hand, then played: the hand as before)
    st = _settle(st)
    assert len(st.table.zone(0, "hand")) == hand0 + 1 and kw.has(st, mine, "Protector")  # your own ally: untouched
    st = _next_turn(st)
    assert st.active == 1
    hand1 = len(st.table.zone(1, "hand"))
    st, theirs = play_real(st, "Parvink", 1, pay=3)
    st = _settle(st)
    assert _zone(st, theirs) == "allies"
    assert len(st.table.zone(1, "hand")) == hand1 and not kw.has(st, theirs, "Protector")  # no trigger, no keyword (103.2)
    st = _next_turn(st)  # P1's turn: still none
    assert st.active == 0 and not kw.has(st, theirs, "Protector")
    st = _next_turn(st)  # P2's next turn starts (501.1a): its powers are back
    assert st.active == 1 and kw.has(st, theirs, "Protector")


# --- Imp Lord Pinprik (100.2e) ------------------------------------------------------------------------------------------


def test_imp_lord_pinprik_includes_only_what_his_list_names():
    # 100.2e: "Deckbuilding: You can include only neutral quests, any abilities that deal fire damage, and any [Fire]
    # allies. You can't include cards with reputation or text restrictions (like Fire Hero Required)." — an inclusion
    # list is an exception to the class icons (Fireball, a Mage card, goes in); what it doesn't name stays out
    from engine.wow.deckbuilding import clauses
    from engine.wow.game import parse_deck
    from engine.wow.rules import R

    from .test_templates_more import real, real_pool

    automated("Imp Lord Pinprik")
    build = clauses(real("Imp Lord Pinprik"))
    assert build.include is not None and not build.unread

    def listed(name: str) -> bool:
        return any(p(real(name)) for p in build.include)

    assert listed("Fireball") and listed("Scorch")  # "Your hero deals 1 fire damage …"
    assert not listed("Frostbolt")  # frost damage
    fire_ally = next(r for r in real_pool().by_id.values()
                     if r.data.get("type") == "ally" and r.data.get("damage_type") == "fire" and not r.data.get("hero_required")
                     and not r.data.get("reputation") and "Unique" not in r.data.get("tags", []) and not r.data.get("text"))
    ally = fire_ally.data["name"]
    assert listed(ally)
    deck = "\n".join(["# HERO Imp Lord Pinprik", "4 Fireball", "4 Scorch", f"52 {ally}"])
    assert [p for p in parse_deck(deck, real_pool()).problems if p.rule == R("100.2e")] == []
    refused = parse_deck("\n".join(["# HERO Imp Lord Pinprik", "4 Frostbolt", f"56 {ally}"]), real_pool()).problems
    assert [p.rule for p in refused if "Frostbolt" in p.message] == [R("100.2e")]


# --- Battlemage Vyara (403.3, 303.1) ----------------------------------------------------------------------------------


def _alt_plays(st, uid: int):
    from engine.wow.game import ENGINE

    return [a for a in ENGINE.legal_actions(st, 0) if a.type == "play" and a.args.get("uid") == uid and a.args.get("alt") is not None]


def test_vyara_exhausts_instead_of_an_abilitys_cost_of_7_or_less():
    # 403.3: "You may exhaust Vyara rather than pay the cost of an ability with cost 7 or less, …" — Flamestrike (an
    # ability, cost 7 or less) may be played exhausting her, nothing paid; Burninate (cost 8) and an ally may not
    automated("Battlemage Vyara")
    automated("Flamestrike")
    st = start()
    vyara = put_real(st, 0, "Battlemage Vyara", "allies")
    st.table.cards[vyara].entered_turn = st.turn  # entered this turn: exhausting her for a cost is no [Exhaust] power (302.2)
    flame = put_real(st, 0, "Flamestrike", "hand")
    big = put_real(st, 0, "Burninate", "hand")
    ally = put(st, 0, "Iron Sentinel", "hand")
    foe = put(st, 1, "Mist Owl", "allies")
    assert [a.args["pay"] for a in _alt_plays(st, flame)] == [[vyara]]
    assert _alt_plays(st, big) == [] and _alt_plays(st, ally) == []
    alt = _alt_plays(st, flame)[0].args["alt"]
    st = resolve_chain(apply(st, "play", 0, uid=flame, x=0, alt=alt, pay=[vyara]))
    assert st.table.peek(vyara).tapped and _zone(st, foe) == "graveyard"  # paid by exhausting her: no resource (none there)
    assert _alt_plays(st, put_real(st, 0, "Flamestrike", "hand")) == []  # exhausted: she can't pay again (411.1)


def test_vyara_exhausts_instead_of_a_strike_cost_of_7_or_less():
    # 403.3, 303.1: "… or a weapon's strike cost of 7 or less" — Netherbane (strike cost 2) strikes with Vyara exhausted,
    # no resource paid; without her the strike needs its 2 resources
    from engine.wow.game import ENGINE

    from .test_wtrig_cards import _settle

    automated("Battlemage Vyara")
    st = start()
    vyara = put_real(st, 0, "Battlemage Vyara", "allies")
    axe = put_real(st, 0, "Netherbane", "hero_row")
    st = apply(st, "attack", 0, attacker=st.heroes[0], defender=st.heroes[1])
    st = _settle(st, {"protector": ["none"]}) if st.pending else st
    strikes = [a for a in ENGINE.legal_actions(st, 0) if a.type == "strike" and a.args.get("weapon") == axe]
    assert [a.args.get("exhaust_instead") for a in strikes] == [vyara]  # no resources: only her way
    st = apply(st, "strike", 0, weapon=axe, exhaust_instead=vyara)
    assert st.table.peek(vyara).tapped and st.table.peek(axe).tapped


# --- Captain Cookie (709.1, 415.7a, 415.3c, 200.1a) -------------------------------------------------------------------


def test_captain_cookie_takes_the_printed_powers_of_the_murlocs_he_removes():
    # "As Cookie enters play, reveal the top five cards of your deck. Remove all revealed Murlocs from the game and put
    # the rest on the bottom of your deck. / Cookie enters play with printed power of all Murlocs removed this way." —
    # Snurky ("This and other Murloc allies you control have Stealth.") and Gutfin ("… have +1 [Health].") are removed
    # and Cookie (a Murloc) has both; the three others go to the bottom in the order P1 picks (415.3c)
    automated("Captain Cookie")
    st = start()
    names = ["Snurky", "Mist Owl", "Gutfin", "Iron Sentinel", "Loyal Hound"]
    top = [(put_real if n in ("Snurky", "Gutfin") else put)(st, 0, n, "deck") for n in names]
    for uid in reversed(top):
        st.table.move(uid, "deck", position=0)  # (set-up: these five on top, in this order)
    deep = list(st.table.zone(0, "deck"))[5]
    st, cookie = play_real(st, "Captain Cookie", 0, pay=6)
    for _ in range(6):
        if st.pending and st.pending[0].kind == "deck_order":
            break
        st = apply(st, "pass", st.priority)
    assert _zone(st, top[0]) == _zone(st, top[2]) == "removed"
    assert all(st.table.visible_to(st.table.peek(u), 1) or _zone(st, u) == "deck" for u in top)  # revealed (public)
    assert {o.id for o in st.pending[0].options} == {str(top[1]), str(top[3]), str(top[4])}  # 415.3c: he orders the rest
    st = choose(st, str(top[3]))
    st = choose(st, str(top[1]))
    st = resolve_chain(st)
    deck = list(st.table.zone(0, "deck"))
    assert deck[0] == deep and deck[-3:] == [top[3], top[1], top[4]]  # the bottom, in the order picked
    base = int(st.cards[st.table.peek(cookie).card_id].get("health") or 0)
    assert kw.has(st, cookie, "Stealth") and kw.health(st, cookie) == base + 1  # 200.1a: the printed powers of both


def test_captain_cookie_no_murloc_no_power():
    # none revealed is a Murloc: nothing removed, no power gained; the five go to the bottom
    automated("Captain Cookie")
    st = start()
    st, cookie = play_real(st, "Captain Cookie", 0, pay=6)  # the fixture deck: Mist Owls only
    from .test_wtrig_cards import _settle

    st = _settle(st)
    assert not st.table.zone(0, "removed") and not kw.has(st, cookie, "Stealth")


# --- Gronn Skullcracker (101.2, 101.3, EN 709.3) --------------------------------------------------------------------


def _gronn_game(first: int):
    """P2's deck is Gronn Skullcrackers only; P1's the fixture filler; ``first`` takes the first turn; both keep."""
    from engine.core.deck import Deck
    from engine.wow.game import ENGINE

    from .helpers import POOL, cid, deck
    from .test_templates_more import real_pool

    rec = real_pool().find_name("Gronn Skullcracker")
    hero = cid("Alia Dawnblade")
    theirs = Deck(main=[rec.id] * 60, cards={**POOL.data([hero]), rec.id: rec.data}, sections={"hero": [hero]})
    st, _ = ENGINE.new_game(["A", "B"], [deck("Korga Stormcaller"), theirs], 1, {"first_player": first})
    st = choose(st, "keep")
    return choose(st, "keep")


def test_gronn_skullcracker_revealed_from_the_opening_hand_gives_atk_on_the_first_turn():
    # "You may reveal this ally from your opening hand once. If you do, your hero has +3 ATK on your first turn." —
    # P2 (second player) reveals two: +6 on his first turn (turn 2) only; not on P1's turn 1, nor on his turn 4
    from .test_wtrig_cards import _next_turn

    automated("Gronn Skullcracker")
    st = _gronn_game(first=0)
    assert st.pending and st.pending[0].kind == "zd37_opening_reveal" and st.pending[0].player == 1 and st.turn == 0
    assert st.pending[0].min == 0  # "you may"
    two = [o.id for o in st.pending[0].options][:2]
    st = choose(st, *two)
    assert st.turn == 1 and all(st.table.visible_to(st.table.peek(int(u)), 0) for u in two)  # revealed (415.4a), in hand
    base = kw.atk(st, st.heroes[1])
    assert st.active == 0 and kw.atk(st, st.heroes[1]) == base
    st = _next_turn(st)
    assert st.active == 1 and kw.atk(st, st.heroes[1]) == base + 6
    st = _next_turn(_next_turn(st))
    assert st.active == 1 and kw.atk(st, st.heroes[1]) == base


def test_gronn_skullcracker_none_revealed_and_the_first_player_gets_it_on_turn_1():
    # EN 709.3: none revealed, nothing; the first player's first turn is turn 1
    automated("Gronn Skullcracker")
    st = _gronn_game(first=0)
    st = choose(st)  # none
    assert st.turn == 1 and kw.atk(st, st.heroes[1]) == 0
    st = _gronn_game(first=1)
    one = st.pending[0].options[0].id
    st = choose(st, one)
    assert st.turn == 1 and st.active == 1 and kw.atk(st, st.heroes[1]) == 3


# --- Rune of Metamorphosis (103.2, EN 714) --------------------------------------------------------------------------


def _form_after(rune: bool, spell: str, *picks: str, player: int = 0):
    """P1 controls Feline Grace (a Form (1), Feral, with the reminder "When you play a non-Feral ability, destroy this
    ability."), and Rune of Metamorphosis when ``rune``; ``player`` plays ``spell`` (picks: its targets)."""
    from .test_wtrig_cards import _settle

    automated("Rune of Metamorphosis")
    automated(spell)
    st = start()
    form = put_real(st, 0, "Feline Grace", "hero_row")
    if rune:
        put_real(st, 0, "Rune of Metamorphosis", "hero_row")
    if player == 1:
        st.active = st.priority = 1  # (set-up: P2's main window)
    targets = {"form": str(form), "hero": str(st.heroes[1 - player])}
    st, _ = play_real(st, spell, player, *[targets[p] for p in picks], pay=4)
    return _settle(st), form


def test_rune_of_metamorphosis_your_forms_stay_when_you_play_abilities():
    # "Your Forms aren't destroyed by abilities you play." — Scorch (non-Feral) played by P1: the Form's reminder
    # trigger doesn't destroy it; Burn Away ("Destroy target ability.") played by P1 on it doesn't either (103.2)
    st, form = _form_after(False, "Scorch", "hero")
    assert _zone(st, form) == "graveyard"  # the control: the reminder destroys it
    st, form = _form_after(True, "Scorch", "hero")
    assert _zone(st, form) == "hero_row"
    st, form = _form_after(True, "Burn Away", "form")
    assert _zone(st, form) == "hero_row"


def test_rune_of_metamorphosis_not_against_the_opponents_abilities():
    # "abilities YOU play": P2's Burn Away destroys P1's Form, Rune or not
    st, form = _form_after(True, "Burn Away", "form", player=1)
    assert _zone(st, form) == "graveyard"


# --- Gladiator's Maul (412.1a, 412.1b, 415.3a) ----------------------------------------------------------------------


def test_gladiators_maul_places_the_top_card_of_your_deck_face_down():
    # "You can place the top card of your deck face down (as your one resource per turn.)." — offered without naming the
    # hidden card; placed face down, it is that turn's resource (no other can be placed); never face up
    import pytest

    from engine.core import RulesError
    from engine.wow.game import ENGINE

    from .test_wtrig_cards import _settle

    automated("Gladiator's Maul")
    st = start()

    def tops(s):
        return [a for a in ENGINE.legal_actions(s, 0) if a.type == "resource" and a.args.get("deck_top")]

    assert tops(st) == []  # the control: without the Maul
    put_real(st, 0, "Gladiator's Maul", "hero_row")
    offered = tops(st)
    assert [a.args for a in offered] == [{"deck_top": True, "face_up": False}]  # no uid: the top card is hidden (415.3a)
    with pytest.raises(RulesError):
        apply(st, "resource", 0, deck_top=True, face_up=True)  # 412.1b: face down only
    top = st.table.zone(0, "deck")[0]
    before = len(st.table.zone(0, "resources"))
    st = _settle(apply(st, "resource", 0, deck_top=True, face_up=False))
    assert _zone(st, top) == "resources" and st.table.peek(top).face_down and len(st.table.zone(0, "resources")) == before + 1
    assert st.table.visible_to(st.table.peek(top), 0) and not st.table.visible_to(st.table.peek(top), 1)  # 415.8c
    assert tops(st) == [] and not any(a.type == "resource" for a in ENGINE.legal_actions(st, 0))  # 412.1a: one per turn


# --- Koringar the Heavy (EN 701, 714.1, 200.1a) -------------------------------------------------------------------------


def test_koringar_has_the_payment_powers_of_all_other_allies_this_turn():
    # "3 -> This turn, Koringar has all the payment powers of all other allies." — Angrida's "[Exhaust] -> Angrida
    # deals 2 shadow damage to target ally." (P1's) and Nightfire's "2 -> Nightfire has +1 ATK this turn." (P2's): Koringar
    # uses them as his own (he exhausts, he deals the damage, he gets the ATK: 200.1a); not before, and not next turn
    from engine.wow.cards.compiler import card_powers
    from engine.wow.game import ENGINE

    from .helpers import resources
    from .test_wtrig_cards import _next_turn, _settle

    data = automated("Koringar the Heavy")
    automated("Angrida")
    automated("Nightfire")
    st = start()
    koringar = put_real(st, 0, "Koringar the Heavy", "allies")
    angrida = put_real(st, 0, "Angrida", "allies")
    put_real(st, 1, "Nightfire", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    resources(st, 0, 9)

    def his(s) -> list[int]:
        return sorted(a.args["power"] for a in ENGINE.legal_actions(s, 0) if a.type == "power" and a.args.get("uid") == koringar)

    own = [i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated"]
    assert his(st) == own  # before: his own power only
    st = _settle(apply(st, "power", 0, uid=koringar, power=own[0], x=0))
    more = [i for i in his(st) if i not in own]
    assert len(more) == 2  # Angrida's and Nightfire's
    atk = kw.atk(st, koringar)
    damage, pump = sorted(more)  # (the allies in table order: P1's Angrida, then P2's Nightfire)
    st = _settle(apply(st, "power", 0, uid=koringar, power=pump, x=0))
    assert kw.atk(st, koringar) == atk + 1  # "Nightfire has +1 ATK": Koringar (200.1a)
    st = apply(st, "power", 0, uid=koringar, power=damage, x=0)
    st = _settle(choose(st, str(foe)) if st.pending and st.pending[0].kind == "target" else st)
    assert st.table.peek(koringar).tapped and not st.table.peek(angrida).tapped  # he exhausts, not Angrida (411.1)
    assert st.table.peek(foe).damage == 2
    hit = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == foe]
    assert hit and hit[-1]["src"] == koringar  # he deals it (405.4)
    st = _next_turn(_next_turn(st))
    assert st.active == 0 and his(st) == own  # "this turn" only (EN 714.1)


# --- Nyn'jah's Tabi Boots (EN 701, 103.2) -------------------------------------------------------------------------------


def test_tabi_boots_your_turn_you_use_their_payment_powers_and_they_use_none():
    # "Other players can't use payment (->) powers during your turn. / You can use the payment powers of any cards in play
    # during your turn (including opposing cards)." — P1 uses P2's Angrida ("[Exhaust] -> Angrida deals 2 shadow damage
    # to target ally."): Angrida exhausts and deals it; P2 can't use it on P1's turn; on P2's turn he can, and P1 can't
    from engine.wow.cards.compiler import card_powers
    from engine.wow.game import ENGINE

    from .helpers import resources
    from .test_templates_more import real
    from .test_wtrig_cards import _next_turn, _settle

    automated("Nyn'jah's Tabi Boots")
    st = start()
    angrida = put_real(st, 1, "Angrida", "allies")
    target = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 4)
    resources(st, 1, 4)
    pw_a = next(i for i, pw in enumerate(card_powers(real("Angrida"))) if pw.kind == "activated")

    def uses(s, p: int, uid: int) -> bool:
        return any(a.type == "power" and a.args.get("uid") == uid for a in ENGINE.legal_actions(s, p))

    assert not uses(st, 0, angrida) and ENGINE._power_problem(st, 1, angrida, pw_a, 0) is None  # the control: no Boots
    put_real(st, 0, "Nyn'jah's Tabi Boots", "hero_row")
    assert uses(st, 0, angrida)
    why = ENGINE._power_problem(st, 1, angrida, pw_a, 0)
    assert why is not None and why.rule.section == "103.2"  # P2 on P1's turn: "can't" (103.2)
    st = apply(st, "power", 0, uid=angrida, power=pw_a, x=0)
    st = _settle(choose(st, str(target)) if st.pending and st.pending[0].kind == "target" else st)
    assert st.table.peek(angrida).tapped and st.table.peek(target).damage == 2
    hit = [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == target]
    assert hit and hit[-1]["src"] == angrida  # Angrida deals it (405.4); P1 paid and controls the link
    st = _next_turn(st)  # P2's turn: the Boots give P1 nothing, and forbid P2 nothing
    assert st.active == 1 and not uses(st, 0, angrida) and ENGINE._power_problem(st, 1, angrida, pw_a, 0) is None
