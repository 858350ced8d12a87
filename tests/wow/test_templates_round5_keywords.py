"""Issue #18, round 5: keyword lines the cards define by their reminder text, each played with a real
card of the pool in an engine game (skipped without ../shared/data): Sentinel ("The first time this
ally exhausts each turn, ready it.", EN 703 with 411.1), Totem (305.3a), Eternal (a graveyard
self-trigger, 415.9b) and Thrown (a strike trigger and a return at the end of this turn)."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import _advance, automated, play_real, put_real
from .test_templates_statics import _attacks

pytestmark = needs(WOW_CARDS)


def test_sentinel_readies_the_first_time_it_exhausts_each_turn():
    # EN 703 with WoW 411.1: Sentinel "The first time this ally exhausts each turn, ready it." — the
    # attack exhausts it (EN 601.2), the trigger readies it; the second exhaustion this turn does not
    automated("Neferset Frostbringer")
    st = start()
    ally = put_real(st, 0, "Neferset Frostbringer", "allies")
    st = finish_combat(attack(st, ally, hero(st, 1)))
    assert not st.table.cards[ally].tapped
    st = finish_combat(attack(st, ally, hero(st, 1)))
    assert st.table.cards[ally].tapped
    assert st.table.cards[hero(st, 1)].damage == 2 * st.cards[st.table.cards[ally].card_id]["atk"]


def test_sentinel_works_again_next_turn_and_on_a_protector():
    # 411.1 / EN 602.2: Neferset Champion (Protector, Sentinel) exhausts to protect and readies again
    automated("Neferset Champion")
    st = start()
    a = put(st, 0, "Iron Sentinel", "allies")
    champ = put_real(st, 1, "Neferset Champion", "allies")
    st = resolve_chain(attack(st, a, hero(st, 1)))
    assert st.pending and st.pending[0].kind == "protector"
    st = finish_combat(choose(st, str(champ)))
    assert not st.table.cards[champ].tapped


def test_sentinel_in_a_keyword_list_keeps_the_other_keywords():
    # EN glossary: "Mend 1, Protector, Sentinel" — Mend and Protector stay keywords, Sentinel is its trigger
    data = automated("Neferset Shieldguard")
    kinds = [(pw.kind, pw.trigger) for pw in card_powers(data)]
    assert (
        ("keyword", "") in kinds
        and ("triggered", "self_ev") in kinds
        and ("triggered", "start_of_turn") in kinds
    )
    assert data["keywords"].get("Protector") or "Protector" in data["text"]


# --- Totem (305.3a) ------------------------------------------------------------------------------------


def test_totem_line_the_card_is_a_totem_in_the_ally_row():
    # WoW 305.3a: "Totem (Can be attacked or targeted like an ally.)" — Earthbind Totem, typed "Ability" in
    # the data, is played into the ally row, can be attacked, can't attack, and its Ongoing power works
    data = automated("Earthbind Totem")
    assert data["totem"] and "Totem" in data["tags"]
    st = start()
    enemy = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    st, totem = play_real(st, "Earthbind Totem", 0)
    st = resolve_chain(st)
    assert st.table.cards[totem].zone == "allies" and kw.is_ally(st, totem) and kw.is_character(st, totem)
    assert not any(a == totem for a, _ in _attacks(st, 0))  # 305.3a: totems can't attack
    st = _advance(st, lambda s: s.turn == 2 and s.step == "main")
    assert st.table.cards[enemy].tapped  # "Opposing allies can't ready during their controller's ready step."
    st.table.cards[enemy].tapped = False
    assert (enemy, totem) in _attacks(st, 1)  # attacked like an ally


# --- Eternal (EN 703.1 graveyard self-trigger, 415.9b) ---------------------------------------------------


def _to_may(st):
    st = _advance(
        st,
        lambda s: (
            (bool(s.pending) and s.pending[0].kind == "may")
            or (not s.chain and not s.pending and not s.triggers)
        ),
    )
    return st


def test_eternal_ability_may_shuffle_itself_into_the_deck_after_resolving():
    # 305.1: the resolved ability goes to the graveyard; Eternal "When this enters your graveyard from
    # anywhere, you may shuffle it into your deck." — yes: it goes into the deck, which is shuffled (415.3b)
    automated("Boundless Rage")
    st = start()
    ally = put(st, 0, "Iron Sentinel", "allies")
    deck = len(st.table.zone(0, "deck"))
    st, rage = play_real(st, "Boundless Rage", 0, str(ally))
    st = _to_may(st)
    assert st.table.cards[rage].zone == "graveyard" and st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[rage].zone == "deck" and len(st.table.zone(0, "deck")) == deck + 1


def test_eternal_may_decline_and_works_from_the_hand():
    # "from anywhere": discarded from the hand (415.9d, Drain Will "…discards a card") it triggers too;
    # "you may" (EN 709.3): no keeps it in the graveyard
    automated("Boundless Hellfire")
    st = start()
    card = put_real(st, 0, "Boundless Hellfire", "hand")
    st, _ = play_real(st, "Drain Will", 0, str(hero(st, 0)))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].player == 0
    st = _to_may(choose(st, str(card)))
    assert st.table.cards[card].zone == "graveyard" and st.pending and st.pending[0].kind == "may"
    st = resolve_chain(choose(st, "no"))
    assert st.table.cards[card].zone == "graveyard"


# --- Thrown (303.2 strike trigger, 415.9b return at the end of this turn) ---------------------------------


def _strike_with(st, weapon: int, enemy: int):
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=enemy))
    return resolve_chain(apply(st, "strike", 0, weapon=weapon))


def test_thrown_long_range_this_combat_then_back_to_hand_at_end_of_turn():
    # Thrown "When you strike with this weapon, your hero has Long-Range this combat. At the end of this
    # turn, put this weapon into its owner's hand." — EN glossary Long-Range: the defender deals no
    # combat damage; 500.2: the return waits for the end phase
    automated("Felsteel Whisper Knives")
    st = start()
    knives = put_real(st, 0, "Felsteel Whisper Knives", "hero_row")
    resources(st, 0, 3)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = _strike_with(st, knives, enemy)
    assert kw.has(st, hero(st, 0), "Long-Range")
    st = finish_combat(st)
    assert st.table.cards[hero(st, 0)].damage == 0 and st.table.cards[enemy].damage > 0
    assert st.table.cards[knives].zone == "hero_row"  # not before the end of the turn
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[knives].zone == "hand" and st.table.cards[knives].owner == 0


def test_thrown_weapon_destroyed_before_the_end_of_turn_stays_in_the_graveyard():
    # 415.9b: the return acts on the weapon only if it stayed in play since
    automated("Felsteel Whisper Knives")
    st = start()
    knives = put_real(st, 0, "Felsteel Whisper Knives", "hero_row")
    resources(st, 0, 3)
    enemy = put(st, 1, "Iron Sentinel", "allies")
    st = finish_combat(_strike_with(st, knives, enemy))
    from engine.wow.leaving_play import destroy

    destroy(st, knives, None)
    st = _advance(st, lambda s: s.turn == 2)
    assert st.table.cards[knives].zone == "graveyard"


# --- Escape Artist (EN 706.1 becoming targeted, EN 709.2a an illegal target) --------------------------------


def test_escape_artist_returns_to_hand_when_an_opponent_targets_it():
    # Escape Artist "When this ally becomes targeted by an opposing card or effect, you may put it into its
    # owner's hand." — Fire Bolt then has no legal target and does nothing (EN 709.2a)
    automated("Skaduzzle")
    st = start()
    sk = put_real(st, 1, "Skaduzzle", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=0)
    st = choose(st, str(sk))
    st = _advance(
        st, lambda s: (bool(s.pending) and s.pending[0].kind == "may") or (not s.chain and not s.triggers)
    )
    assert st.pending and st.pending[0].kind == "may" and st.pending[0].player == 1
    st = resolve_chain(choose(st, "yes"))
    assert st.table.cards[sk].zone == "hand" and st.table.cards[sk].damage == 0


def test_escape_artist_not_for_its_own_controllers_cards():
    # "an opposing card or effect": targeting it with your own card sets nothing off
    automated("Skaduzzle")
    st = start()
    sk = put_real(st, 0, "Skaduzzle", "allies")
    bolt = put(st, 0, "Fire Bolt", "hand")
    resources(st, 0, 2)
    st = apply(st, "play", 0, uid=bolt, x=0)
    st = resolve_chain(choose(st, str(sk)))
    assert st.table.cards[sk].zone == "graveyard" or st.table.cards[sk].damage > 0
