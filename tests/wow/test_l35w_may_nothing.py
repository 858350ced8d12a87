"""A "you may" whose "yes" could change nothing is not asked (EN 709.3; engine.wow.may_nothing), each shape
played with a real card both ways, and a question that depends on hidden contents still asked.

Rule calls (no text of the documents says so outright):
- a question left out is the same as "no": the effect is not done and its "if you do" parts don't happen
  (for ``untap`` that is also what 411.1 says: a ready card can't be readied, so it was not "done");
- ``heal`` is still asked when a later part of the power reads "if you do" (Amah the Sun's Grace), since the
  engine then counts a yes as done;
- a draw from an empty deck is still asked (the player would be decked: a real change), as is a "destroy
  this" (the card reaches the graveyard, which triggers).
"""

from __future__ import annotations

from engine.core import Action
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, put_real

pytestmark = needs(WOW_CARDS)


def _run(st, log: list):
    """Pass (collecting the log) until a "may" question or until nothing is left to do."""
    for _ in range(60):
        if st.pending and st.pending[0].kind == "may":
            return st
        if st.pending:
            pick = [] if st.pending[0].min == 0 else [st.pending[0].options[0].id]
            res = ENGINE.apply(st, Action("choose", st.pending[0].player, {"picks": pick}))
        elif st.chain or st.triggers:
            res = ENGINE.apply(st, Action("pass", st.priority, {}))
        else:
            return st
        log += res.events
        st = res.state
    return st


def _act(st, log: list, type_: str, player: int = 0, **args):
    """An action, its log kept (the engine may pass on its own within it), then :func:`_run`."""
    res = ENGINE.apply(st, Action(type_, player, args))
    log += res.events
    return _run(res.state, log)


def _play(st, log: list, name: str, pay: int = 6):
    uid = put_real(st, 0, name, "hand")
    resources(st, 0, pay)
    return _act(st, log, "play", uid=uid, x=0), uid


def _not_asked(log: list) -> list:
    return [e for e in log if e.kind == "decline" and e.text.startswith("Not asked")]


# --- untap: "you may ready this ally" (411.1) -------------------------------------------------------------


def _bot_sees_attack(exhausted: bool):
    automated("Crime Scene Alarm-O-Bot")
    st = start()
    bot = put_real(st, 1, "Crime Scene Alarm-O-Bot", "allies")
    st.table.cards[bot].tapped = exhausted
    ally = put(st, 0, "Iron Sentinel", "allies")
    log: list = []  # "When an opposing hero or ally attacks, you may ready this ally."
    return _act(st, log, "attack", attacker=ally, defender=hero(st, 1)), bot, log


def test_ready_this_ally_asked_when_exhausted():
    # 411.1: an exhausted card can be readied: the question is asked, yes readies it
    st, bot, log = _bot_sees_attack(exhausted=True)
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 1
    st = choose(st, "yes")
    assert not st.table.cards[bot].tapped
    assert not _not_asked(log)


def test_ready_this_ally_not_asked_when_ready():
    # 411.1: only an exhausted card can be readied: yes would change nothing, so it is not asked (EN 709.3)
    st, bot, log = _bot_sees_attack(exhausted=False)
    assert not (st.pending and st.pending[0].kind == "may")
    why = _not_asked(log)
    assert why and "already ready" in why[0].text and why[0].rule.section == "411.1"
    assert not st.table.cards[bot].tapped


def test_ready_your_hero_at_end_of_turn_both_ways():
    # 411.1: Trapper's Rifle "At the end of your turn, you may ready your hero." — asked with the hero
    # exhausted (yes readies him), not asked with him ready
    automated("Trapper's Rifle")
    for exhausted in (True, False):
        st = start()
        put_real(st, 0, "Trapper's Rifle", "hero_row")
        st.table.cards[hero(st, 0)].tapped = exhausted
        log: list = []
        for _ in range(40):  # P1 passes through his turn; the end-of-turn trigger (500.2) resolves
            if st.active == 1 or (st.pending and st.pending[0].kind == "may"):
                break
            st = _run(st, log) if st.pending else _act(st, log, "pass", st.priority)
        asked = bool(st.pending) and st.pending[0].kind == "may" and st.pending[0].player == 0
        assert asked == exhausted
        if asked:
            st = choose(st, "yes")
            assert not st.table.cards[hero(st, 0)].tapped
        else:
            assert any("already ready" in e.text for e in _not_asked(log))


# --- heal: "your hero may heal 2 damage from itself" (407.3) ----------------------------------------------


def _maw_elemental(damage: int):
    from engine.wow.cards.compiler import card_powers

    data = automated("Abyssal Maw")
    st = start()
    maw = put_real(st, 0, "Abyssal Maw", "resources", face_down=False)
    st.table.cards[hero(st, 0)].damage = damage
    ring = put(st, 0, "Frost Ring", "hand")  # frost damage this turn (the power's condition)
    resources(st, 0, 5)
    st = resolve_chain(ENGINE.apply(st, Action("play", 0, {"uid": ring, "x": 0})).state)
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    resources(st, 0, 2)
    log: list = []  # a Water Elemental enters: "your hero may heal 2"
    return _act(st, log, "power", uid=maw, power=power, x=0), log


def test_hero_may_heal_asked_when_damaged():
    # 407.1: the hero has damage to heal: asked, yes heals 2
    st, log = _maw_elemental(3)
    assert st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[hero(st, 0)].damage == 1
    assert not _not_asked(log)


def test_hero_may_heal_not_asked_when_undamaged():
    # 407.3: an undamaged character makes no healing packet: yes would change nothing, not asked
    st, log = _maw_elemental(0)
    assert not (st.pending and st.pending[0].kind == "may")
    why = _not_asked(log)
    assert why and "no damage" in why[0].text and why[0].rule.section == "407.3"


# --- search: a public graveyard, an empty deck (413.1), a deck with hidden cards (413.3) ----------------


def test_graveyard_search_asked_only_with_a_card_that_fits():
    # 413.1 with 415 (a graveyard is public): Whitemane's Chapeau "When Whitemane's Chapeau enters play, you may
    # put an ability card from your graveyard into your hand." — an ally there fits nothing: not asked;
    # with an ability card there: asked, and yes puts it into the hand
    automated("Whitemane's Chapeau")
    for with_ability in (False, True):
        st = start()
        put(st, 0, "Iron Sentinel", "graveyard")  # an ally: not an ability card
        spell = put_real(st, 0, "Intuition", "graveyard") if with_ability else None
        log: list = []
        st, _ = _play(st, log, "Whitemane's Chapeau")
        asked = bool(st.pending) and st.pending[0].kind == "may"
        assert asked == with_ability
        if asked:
            st = _advance(choose(st, "yes"), lambda s: not s.pending or s.pending[0].kind != "search")
            st = choose(st, str(spell)) if st.pending else st
            assert st.table.cards[spell].zone == "hand"
        else:
            why = _not_asked(log)
            assert why and why[0].rule.section == "413.1"


def _deathwatcher(deck_size: int):
    automated("Azjol-anak Deathwatcher")
    st = start()
    for u in list(st.table.zone(0, "deck"))[deck_size:]:
        st.table.remove(u)
    log: list = []
    st, _ = _play(st, log, "Azjol-anak Deathwatcher")
    return st, log


def test_deck_search_not_asked_with_an_empty_deck():
    # 413.1: searching a zone is looking at its cards: an empty deck (its SIZE is public) has none, so
    # "you may search your deck for a card and put it into your graveyard" is not asked
    st, log = _deathwatcher(0)
    assert not st.table.zone(0, "deck")
    assert not (st.pending and st.pending[0].kind == "may")
    why = _not_asked(log)
    assert why and "nothing to search" in why[0].text


def test_deck_search_asked_with_cards_in_the_deck_whatever_they_are():
    # 413.3: a deck is hidden: whether a card there fits is not read (it would reveal the deck), so a deck
    # with cards is asked — Gobbler's "you may search your deck for a Murloc" with no Murloc in it
    automated("Gobbler")
    st = start()
    assert st.table.zone(0, "deck")  # Mist Owls only: no Murloc
    gob = put_real(st, 0, "Gobbler", "allies")
    log: list = []
    st = _act(st, log, "attack", attacker=gob, defender=hero(st, 1))
    assert st.pending and st.pending[0].kind == "may" and not _not_asked(log)
    st, log = _deathwatcher(60)
    assert st.pending and st.pending[0].kind == "may"
