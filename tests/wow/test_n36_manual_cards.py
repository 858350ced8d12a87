"""Helper n36wow: cards the compiler left "manual", scripted in ``engine/wow/cards/scripts/manual36a.toml`` and each
played here with the real card of the pool, every clause checked by what it does (skipped without ../shared/data).

rule call (no source): Blazing Elemental Totem's data lost its tokens' ATK ("two [Fire] / 1 [Health]"): 2, as every other
Fire Elemental ally token printed in the pool (2 [Fire] / 1 [Health]).
rule call (no source): Death's Duo's data lost its tokens' health ("3 [Melee] / [Health]"): 3, as every other Ghoul ally
token printed in the pool (3 [Melee] / 3 [Health]); "If you do" needs both targets removed.
"""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.wow import keywords as kw
from engine.wow.cards import scripts
from engine.wow.cards.compiler import is_automated
from engine.wow.cards.schema import is_encounter
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS, real_pool
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _rec(name: str):
    """The player card of that name (a raid boss may share it: is_encounter)."""
    rec = next((r for r in real_pool().by_id.values() if r.data.get("name") == name and not is_encounter(r.data)), None)
    assert rec is not None, name
    return rec


def _put(st, player: int, name: str, zone: str) -> int:
    """A real player card straight into a zone (test setup; as put_real, by the player card's id)."""
    rec = _rec(name)
    card = st.table.add(rec.id, player, zone)
    st.cards[rec.id] = rec.data
    st.table.learn_names({rec.id: rec.data})
    card.entered_turn = -1
    return card.uid


def _play(st, name: str, player: int = 0, *picks: str, pay: int = 5):
    uid = _put(st, player, name, "hand")
    resources(st, player, pay)
    st = apply(st, "play", player, uid=uid, x=0)
    for pick in picks:
        st = choose(st, pick)
    return st, uid


DECK_TOP = 0
"""The deck list's top end (415.3a; engine.wow.faceup_cost reads zone(p, "deck")[0])."""


def top_card(st, player: int) -> int:
    """The top card of the player's deck (the drawing end, procedure.draw)."""
    return st.table.zone(player, "deck")[DECK_TOP]


def _scripted(name: str) -> dict:
    data = _rec(name).data
    assert is_automated(data), data["text"]
    script = scripts.script_for(data)
    assert script is not None and script.path.endswith("manual36a.toml"), name
    return data


def _zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


@pytest.mark.parametrize(("damaged", "answer", "home"), [(True, "yes", "hand"), (True, "no", "allies"), (False, None, "allies")])
def test_admiral_ripsnarl_goes_home_when_damaged(damaged, answer, home):
    # WoW EN 703, EN 709, EN 709.3, 415.2: "At the start of each turn, if Ripsnarl is damaged, you may put him into his
    # owner's hand." — the opponent's turn too (each turn)
    _scripted("Admiral Ripsnarl")
    st = start()
    rip = _put(st, 0, "Admiral Ripsnarl", "allies")
    st.table.cards[rip].damage = 1 if damaged else 0
    asked = []

    def may(pend):
        asked.append(pend.player)
        return [answer or "no"]

    st = _advance(st, 2, {"yes_no": may, "may": may})
    assert _zone(st, rip) == home
    assert asked == ([0] if damaged else [])  # his controller is asked, at the opponent's turn start


def test_baron_ashbury_leaves_each_opposing_ally_at_one_health():
    # WoW EN 703, 405.2, 405.4: "When Ashbury enters play, he deals shadow damage to each opposing ally equal to that
    # ally's remaining [Health] -1."
    _scripted("Baron Ashbury")
    st = start()
    big = put(st, 1, "Sleepy Golem", "allies")  # 3/4
    hurt = put(st, 1, "Frost Warden", "allies")  # 3/3, 1 damage: 2 remaining
    st.table.cards[hurt].damage = 1
    one = put(st, 1, "Ember Adept", "allies")  # 1/1: 0 damage, it survives
    mine = put(st, 0, "Ogre Bouncer", "allies")
    st, ash = _play(st, "Baron Ashbury", 0)
    st = resolve_chain(st)
    assert _zone(st, ash) == "allies"
    assert st.table.cards[big].damage == 3 and st.table.cards[hurt].damage == 2  # each left at 1 remaining health
    assert _zone(st, one) == "allies" and st.table.cards[one].damage == 0
    assert st.table.cards[mine].damage == 0  # only opposing allies


def test_blazing_elemental_totem_makes_two_fire_elementals():
    # WoW EN 703, 404.2: "When this card enters play, put two [Fire] / 1 [Health] Fire Elemental ally tokens into play."
    # and its template's "Ongoing: [Fire] allies you control have Ferocity."
    _scripted("Blazing Elemental Totem")
    st = start()
    st, totem = _play(st, "Blazing Elemental Totem", 0)
    st = resolve_chain(st)
    toks = [u for u in st.table.zone(0, "allies") if u != totem and kw.name(st, u) == "Fire Elemental"]
    assert len(toks) == 2
    assert all(kw.atk(st, u) == 2 and kw.health(st, u) == 1 and kw.has(st, u, "Ferocity") for u in toks)


@pytest.mark.parametrize("in_yard", [2, 1])
def test_deaths_duo_removes_two_allies_for_two_ghouls(in_yard):
    # WoW EN 706, 415.7, EN 709.3, 404.2: "Remove two target allies in an opposing graveyard from the game. If you do,
    # put two 3 [Melee] / [Health] Ghoul ally tokens into play." — two targets are needed (EN 706)
    _scripted("Death's Duo")
    st = start()
    dead = [put(st, 1, "Iron Sentinel", "graveyard") for _ in range(in_yard)]
    mine = put(st, 0, "Iron Sentinel", "graveyard")
    if in_yard < 2:
        with pytest.raises(RulesError, match=r"707\.1d"):  # no two different legal targets: it can't be played
            _play(st, "Death's Duo", 0)
        return
    st, _ = _play(st, "Death's Duo", 0)
    opts = {o.id for o in st.pending[0].options}
    assert str(mine) not in opts and {str(u) for u in dead} <= opts
    st = choose(st, str(dead[0]))
    assert {o.id for o in st.pending[0].options} == {str(dead[1])}  # two different targets (EN 706)
    st = choose(st, str(dead[1]))
    st = resolve_chain(st)
    assert all(_zone(st, u) == "removed" for u in dead) and _zone(st, mine) == "graveyard"
    ghouls = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]
    assert len(ghouls) == 2 and all(kw.atk(st, u) == 3 and kw.health(st, u) == 3 for u in ghouls)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_high_inquisitor_whitemane_tops_an_ally_and_heals(answer):
    # WoW EN 703, EN 709.3, 415.3, 407.1: "When Whitemane attacks, you may put target ally from your graveyard on top
    # of your deck. She heals damage from your hero equal to the cost of that ally."
    _scripted("High Inquisitor Whitemane")
    st = start({"auto_pass": False})
    white = _put(st, 0, "High Inquisitor Whitemane", "allies")
    dead = _put(st, 0, "Baron Ashbury", "graveyard")  # cost 4
    put(st, 1, "Iron Sentinel", "graveyard")
    st.table.cards[hero(st, 0)].damage = 6
    st = apply(st, "attack", 0, attacker=white, defender=hero(st, 1))
    pend = st.pending[0]
    assert pend.kind == "target" and pend.player == 0 and pend.min == 0  # "you may … target" (EN 709.3)
    assert {o.id for o in pend.options} == {str(dead)}  # an ally in your graveyard only
    st = resolve_chain(choose(st, str(dead)) if answer == "yes" else choose(st))
    if answer == "yes":
        assert _zone(st, dead) == "deck" and top_card(st, 0) == dead
        assert st.table.cards[hero(st, 0)].damage == 2
    else:
        assert _zone(st, dead) == "graveyard" and st.table.cards[hero(st, 0)].damage == 6


def test_mograines_might_gains_a_holy_allys_atk():
    # WoW EN 703, 205.1: "When a [Holy] ally enters play under your control, this weapon has +X ATK this turn, where X
    # is that ally's ATK." — Whitemane is holy (2 ATK); a non-holy ally does nothing
    _scripted("Mograine's Might")
    st = start()
    might = _put(st, 0, "Mograine's Might", "hero_row")
    assert kw.atk(st, might) == 1
    st, _ = _play(st, "Baron Ashbury", 0)  # shadow
    st = resolve_chain(st)
    assert kw.atk(st, might) == 1
    st, _ = _play(st, "High Inquisitor Whitemane", 0)
    st = resolve_chain(st)
    assert kw.atk(st, might) == 3
    st = _advance(st, 2)
    assert kw.atk(st, might) == 1  # this turn only
    st, theirs = _play(st, "High Inquisitor Whitemane", 1)  # an opponent's holy ally: not under your control
    st = resolve_chain(st)
    assert _zone(st, theirs) == "allies" and kw.atk(st, might) == 1


def test_living_bomb_fuses_to_ten_then_blows():
    # WoW EN 703, 404.1, 405.4, 415.9c: "Ongoing: At the start of your turn, add a fuse counter. Then, if there are ten
    # or more, your hero deals 50 fire damage to attached hero, and destroy this ability." — 8 -> 9: nothing; 9 -> 10: boom
    from engine.wow.counters import counters

    _scripted("Living Bomb")
    st = start()
    foe = st.table.cards[hero(st, 1)].card_id
    st.cards[foe] = {**st.cards[foe], "health": 100}  # test setup: a hero that lives through 50 damage, to see the bomb go
    st, bomb = _play(st, "Living Bomb", 0, str(hero(st, 1)))
    st = resolve_chain(st)
    assert st.table.cards[bomb].attached_to == hero(st, 1)
    st.table.cards[bomb].counters["fuse"] = 8
    st = _advance(st, 3)
    assert counters(st, bomb, "fuse") == 9 and st.table.cards[hero(st, 1)].damage == 0 and _zone(st, bomb) == "hero_row"
    st = _advance(st, 4)  # the opponent's turn adds none
    assert counters(st, bomb, "fuse") == 9
    st = _advance(st, 5)
    hits = [e for e in st.turn_log if e["ev"] == "damage" and e["to"] == hero(st, 1)]
    assert [(e["n"], e["dtype"], e["src"]) for e in hits] == [(50, "fire", hero(st, 0))]  # your hero deals it (405.4)
    assert st.table.cards[hero(st, 1)].damage == 50 and _zone(st, bomb) == "graveyard"


def test_marked_for_death_only_against_the_marked_character():
    # WoW EN 714, EN 601.2: "Ongoing: Allies in your party have +1 ATK while attacking attached character."

    _scripted("Marked for Death")
    st = start({"auto_pass": False})
    target = put(st, 1, "Sleepy Golem", "allies")
    other = put(st, 1, "Field Medic", "allies")
    st.table.cards[target].tapped = st.table.cards[other].tapped = True  # exhausted: can be attacked (EN 601.1)
    st, mark = _play(st, "Marked for Death", 0, str(target))
    st = resolve_chain(st)
    assert st.table.cards[mark].attached_to == target
    a = put(st, 0, "Frost Warden", "allies")
    b = put(st, 0, "Ogre Bouncer", "allies")
    base = kw.atk(st, a)
    st = apply(st, "attack", 0, attacker=a, defender=target)
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert kw.atk(st, a) == base + 1 and kw.atk(st, b) == base  # the attacker of the marked character only
    st = finish_combat(st)
    assert kw.atk(st, a) == base
    st = apply(st, "attack", 0, attacker=b, defender=other)
    if st.pending and st.pending[0].kind == "protector":
        st = choose(st, "none")
    assert kw.atk(st, b) == base  # attacking another character: no bonus


def test_commander_falstaav_protects_and_doubles_a_unique_ally():
    # WoW EN 701, EN 709, EN glossary Protector: "Argent Crusade Reputation Protector Once per turn: 2 -> Target Unique
    # ally has +X ATK this turn, where X is its ATK." — the data joins the reputation, the keyword and the power
    from engine.core import Action
    from engine.wow.cards.compiler import card_powers
    from engine.wow.game import ENGINE

    data = _scripted("Commander Falstaav")
    assert data["reputation"] == "Argent Crusade"  # the deck check reads it (100.2d)
    st = start({"auto_pass": False})
    fal = _put(st, 0, "Commander Falstaav", "allies")
    assert kw.has(st, fal, "Protector")
    plain = _put(st, 0, "High Inquisitor Whitemane", "allies")  # not Unique
    uniq = put(st, 1, "Iron Sentinel", "allies")  # Unique, 4 ATK, an opponent's: any Unique ally
    resources(st, 0, 4)
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = apply(st, "power", 0, uid=fal, power=index, x=0)
    opts = {o.id for o in st.pending[0].options}
    assert {str(fal), str(uniq)} <= opts and str(plain) not in opts  # Unique allies only (Falstaav is one)
    before = kw.atk(st, uniq)
    st = resolve_chain(choose(st, str(uniq)))
    assert kw.atk(st, uniq) == 2 * before == 8 and kw.atk(st, fal) == 2
    with pytest.raises(RulesError, match=r"(?i)once"):  # once per turn (2 resources are still ready)
        ENGINE.apply(st, Action("power", 0, {"uid": fal, "power": index, "x": 0}))
    st = _advance(st, 2)
    assert kw.atk(st, uniq) == before  # this turn only
    st = _advance(st, 2)
    attacker = put(st, 1, "Ogre Bouncer", "allies")
    st = resolve_chain(apply(st, "attack", 1, attacker=attacker, defender=hero(st, 0)))
    assert st.pending and st.pending[0].kind == "protector" and str(fal) in {o.id for o in st.pending[0].options}  # Protector (EN 602.2)


def _kor_ush(st, player: int = 0) -> int:
    """Deathbringer Kor'ush in place of the player's fixture hero (test setup)."""
    old = hero(st, player)
    new = _put(st, player, "Deathbringer Kor'ush", "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    return new


@pytest.mark.parametrize(("atk", "cheap"), [(6, True), (5, False)])
def test_kor_ush_flips_for_free_after_a_big_ally_dies(atk, cheap):
    # WoW 403.2, 301.2, EN 709, 415.9c: "8 -> Flip Kor'ush" / "You pay 8 less to flip Kor'ush if an ally you controlled
    # with 6 or more ATK was destroyed this turn." — the ally's ATK as it left play
    from engine.wow import faces, quests
    from engine.wow.cards.compiler import card_powers
    from engine.wow.leaving_play import destroy

    data = _scripted("Deathbringer Kor'ush")
    st = start()
    kor = _kor_ush(st)
    for u in list(st.table.zone(0, "resources")):
        st.table.move(u, "removed")
    big = put(st, 0, "Iron Sentinel", "allies")
    cid = st.table.cards[big].card_id
    st.cards[cid] = {**st.cards[cid], "atk": atk}  # test setup: an ally printed with that ATK
    assert kw.atk(st, big) == atk
    quests.note(st, destroy(st, big, "test"))  # test setup: destroyed this turn, noted as the engine notes its events
    assert _zone(st, big) == "graveyard"
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and "Flip" in pw.text)
    if cheap:
        st = resolve_chain(apply(st, "power", 0, uid=kor, power=index, x=0))  # no resources at all: it costs 0
        assert faces.shows_back(st, kor)
    else:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=kor, power=index, x=0)
        assert not faces.shows_back(st, kor)


@pytest.mark.parametrize(("answer", "ghoul"), [("yes", True), ("no", False)])
def test_kor_ush_back_raises_a_ghoul_from_an_opposing_graveyard(answer, ghoul):
    # WoW 301.2a, EN 703, EN 709.3, 415.7, 404.2: "BACK: At the start of your turn, you may pay 3 and remove target ally
    # in an opposing graveyard from the game. If you do, put a 3 [Melee] / 3 [Health] Ghoul ally into play under your
    # control." — and the misprinted "Deckuilding:" clause is read: no Horde or Alliance cards (100.2e)
    from engine.wow.deckbuilding import clauses

    data = _scripted("Deathbringer Kor'ush")
    c = clauses(data)
    assert c.exclude and not c.unread
    st = start()
    kor = _kor_ush(st)
    st.table.cards[kor].flags["flipped"] = True
    dead = put(st, 1, "Iron Sentinel", "graveyard")
    mine = put(st, 0, "Frost Warden", "graveyard")
    seen = []

    def target(pend):
        seen.append({o.id for o in pend.options})
        return [str(dead)]

    resources(st, 0, 3)
    st = _advance(st, 3, {"target": target, "yes_no": answer, "may": answer})
    assert seen and str(mine) not in seen[0] and str(dead) in seen[0]  # an ally in an opposing graveyard
    assert (_zone(st, dead) == "removed") is ghoul
    ghouls = [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]
    assert len(ghouls) == (1 if ghoul else 0) and all(kw.atk(st, u) == 3 and kw.health(st, u) == 3 for u in ghouls)
    ready = sum(1 for u in st.table.zone(0, "resources") if not st.table.cards[u].tapped)
    assert ready == len(st.table.zone(0, "resources")) - (3 if ghoul else 0)  # paid 3 (the resources readied at turn start)


def test_kor_ush_front_has_no_ghoul_power():
    # WoW 301.2a: only the face showing works — the front face's turn start does nothing
    _scripted("Deathbringer Kor'ush")
    st = start()
    _kor_ush(st)
    put(st, 1, "Iron Sentinel", "graveyard")
    asked = []
    st = _advance(st, 3, {"target": lambda p: asked.append(p) or [p.options[0].id]})
    assert not asked and not [u for u in st.table.zone(0, "allies") if kw.name(st, u) == "Ghoul"]


@pytest.mark.parametrize(("name", "says"), [("Immobilize", "no Ongoing power"), ("Landro's Gift", "no loot mark"),
                                            ("Cold Snap", "lost what X is")])
def test_cards_left_manual_say_why(name, says):
    # WoW 305.1, 204.3, 201.3: the clause the card data leaves unknowable is named, not "no template reads it"
    from engine.wow.cards.explain import explain

    data = _rec(name).data
    assert not is_automated(data)
    why = [e.detail for e in explain(data) if e.source == "manual"]
    assert why and all(says in w for w in why), why


def _sira_kess(st, player: int = 0) -> int:
    """Lady Sira'kess in place of the player's fixture hero (test setup)."""
    old = hero(st, player)
    new = _put(st, player, "Lady Sira'kess", "hero_row")
    st.heroes[player] = new
    st.table.cards[old].zone = "removed"
    return new


def _fixture_play(st, name: str, player: int = 0):
    """Play a fixture card from hand, paying for it (test setup), and resolve it."""
    uid = put(st, player, name, "hand")
    resources(st, player, 4)
    st = resolve_chain(apply(st, "play", player, uid=uid, x=0))
    while st.pending:
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[: st.pending[0].min]]))
    return st


@pytest.mark.parametrize(("plays", "cheap"), [(("Frost Warden", "Tide Caller", "Frost Ring"), True),
                                              (("Frost Warden", "Tide Caller", "Ogre Bouncer"), False)])
def test_lady_sira_kess_flips_free_after_three_frost_cards(plays, cheap):
    # WoW 403.2, 301.2, 409: "FRONT: 8 -> Flip Flip Sira'kess" / "You pay 8 less to flip Sira'kess if you played three
    # or more Frost and/or [Frost] cards this turn." — [Frost] allies (frost damage type) and a Frost ability count
    from engine.wow import faces
    from engine.wow.cards.compiler import card_powers

    data = _scripted("Lady Sira'kess")
    st = start()
    sira = _sira_kess(st)
    for name in plays:
        st = _fixture_play(st, name)
    for u in st.table.zone(0, "resources"):
        st.table.cards[u].tapped = True  # nothing left to pay with
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and pw.cost.get("face") == "front")
    if cheap:
        st = resolve_chain(apply(st, "power", 0, uid=sira, power=index, x=0))
        assert faces.shows_back(st, sira)
    else:
        with pytest.raises(RulesError):
            apply(st, "power", 0, uid=sira, power=index, x=0)
        assert not faces.shows_back(st, sira)


def test_lady_sira_kess_back_pings_and_front_does_not():
    # WoW 301.2a, EN 701, 405.4: "BACK: [Exhaust]->Sira'kess deals 1 frost damage to target hero or ally." — only while
    # the back shows; then "2-> Exhaust target hero or ally that was dealt frost damage this turn." (its template)
    from engine.wow.cards.compiler import card_powers

    data = _scripted("Lady Sira'kess")
    st = start()
    sira = _sira_kess(st)
    foe = put(st, 1, "Ogre Bouncer", "allies")
    index = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated" and pw.cost.get("exhaust_self"))
    with pytest.raises(RulesError):  # the front shows: the back's power doesn't work (301.2a)
        apply(st, "power", 0, uid=sira, power=index, x=0)
    st.table.cards[sira].flags["flipped"] = True
    st = apply(st, "power", 0, uid=sira, power=index, x=0)
    st = resolve_chain(choose(st, str(foe)))
    hits = [e for e in st.turn_log if e["ev"] == "damage" and e["to"] == foe]
    assert [(e["n"], e["dtype"], e["src"]) for e in hits] == [(1, "frost", sira)] and st.table.cards[sira].tapped
