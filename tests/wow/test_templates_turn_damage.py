"""Templates of issue 18 (second pass), each checked by playing a real card in an engine game:
targets narrowed by this turn's damage ("that was dealt damage this turn", "… combat damage by your
hero this turn", "… fire damage this turn"), "the next time … would be dealt damage this turn,
prevent it" (405.5), ally-token filters (404.2) and "…, or three if you control an ally token"."""

from __future__ import annotations

import pytest

from engine.core.rules import RulesError
from engine.wow import keywords as kw
from engine.wow import quests
from engine.wow.cards.compiler import card_powers
from engine.wow.damage import deal
from engine.wow.rules import EN
from engine.wow.targets import each_matching, legal_targets
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _hit(st, source: int, uid: int, n: int, dtype: str = "melee", *, combat: bool = False) -> None:
    """Deal a packet and keep it in this turn's history, as the procedure does after every event
    (``quests.note``)."""
    quests.note(st, deal(st, source, uid, n, dtype, combat=combat))


def _target_options(st) -> set[int]:
    return {int(o.id) for o in st.pending[0].options}


def test_poison_attaches_only_to_a_character_your_hero_dealt_combat_damage_this_turn():
    # Deadly Poison (CD2): "Attach to target hero or ally that was dealt combat damage by your hero
    # this turn." (400.1 attach; EN 706 targets: only cards matching the whole phrase can be chosen)
    automated("Deadly Poison")
    st = start({"auto_pass": False})
    struck, burned, untouched = (put(st, 1, "Mist Owl", "allies") for _ in range(3))
    _hit(st, hero(st, 0), struck, 1, combat=True)  # 408.3b: combat damage from your hero
    _hit(st, hero(st, 0), burned, 1, "fire")  # damage, but not combat damage
    st, poison = play_real(st, "Deadly Poison", 0)
    assert _target_options(st) == {struck}
    st = resolve_chain(choose(st, str(struck)))
    assert st.table.cards[poison].attached_to == struck and st.table.cards[untouched].attached_to != poison


def test_poison_has_no_target_on_a_later_turn():
    # "this turn": the history of an earlier turn doesn't count (quests.note keeps this turn only)
    st = start({"auto_pass": False})
    owl = put(st, 1, "Mist Owl", "allies")
    _hit(st, hero(st, 0), owl, 1, combat=True)
    st.turn += 1
    with pytest.raises(RulesError) as refused:  # EN 707.1d: a card that needs a target can't be played without one
        play_real(st, "Deadly Poison", 0)
    assert refused.value.rule == EN("707.1d")


def test_kalamti_burns_only_opposing_characters_dealt_damage_this_turn():
    # Kalam'ti (TOT-155): "When this ally enters play, he deals 3 fire damage to each opposing hero
    # and ally that was dealt damage this turn." (EN 703 triggered power; each = no choice)
    automated("Kalam'ti")
    st = start({"auto_pass": False})
    hurt, fresh = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    _hit(st, hero(st, 0), hurt, 1)
    _hit(st, hero(st, 1), mine, 1)  # friendly and damaged: not opposing
    before_hero = st.table.cards[hero(st, 1)].damage
    st, _ = play_real(st, "Kalam'ti", 0)
    st = resolve_chain(st)
    st = resolve_chain(st)
    assert hurt not in st.table.zone(1, "allies")  # 1 + 3 damage on a 3-health owl: destroyed
    assert st.table.cards[fresh].damage == 0
    assert st.table.cards[mine].damage == 1
    assert st.table.cards[hero(st, 1)].damage == before_hero  # the opposing hero took no damage this turn


def test_blaize_targets_only_a_character_dealt_fire_damage_this_turn():
    # Blaize Brightspark (MoL): "1, Flip Blaize -> Blaize deals 3 fire damage to target hero or
    # ally that was dealt fire damage this turn." (205.1: the damage type of the packet)
    data = automated("Blaize Brightspark")
    eff = card_powers(data)[0].effects[0]
    st = start({"auto_pass": False})
    fire, frost = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    _hit(st, hero(st, 0), fire, 1, "fire")
    _hit(st, hero(st, 0), frost, 1, "frost")
    assert legal_targets(st, 0, eff, hero(st, 0)) == [fire]


def test_hand_of_protection_prevents_the_next_packet_only():
    # Hand of Protection (ToD): "The next time target ally would be dealt damage this turn, prevent
    # it." 405.5: prevention replaces that one packet whole; a later packet is dealt.
    automated("Hand of Protection")
    st = start({"auto_pass": False})
    owl = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Hand of Protection", 0, str(owl))
    st = resolve_chain(st)
    _hit(st, hero(st, 1), owl, 2, "fire")
    assert st.table.cards[owl].damage == 0
    _hit(st, hero(st, 1), owl, 1, "fire")
    assert st.table.cards[owl].damage == 1
    assert not st.shields


def test_natures_reach_boosts_ally_tokens_only():
    # Nature's Reach (BoG-20): "Ongoing: Ally tokens in your party have +1 ATK / +1 health." (404.2:
    # tokens; EN 714 continuous power) — and its own power makes a 1/1 Treant token.
    automated("Nature's Reach")
    st = start({"auto_pass": False})
    put_real(st, 0, "Nature's Reach", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    st, _ = play_real(st, "Verdant Boon", 0)
    st = resolve_chain(st)
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1
    assert (kw.atk(st, tokens[0]), kw.health(st, tokens[0])) == (2, 2)
    assert (kw.atk(st, owl), kw.health(st, owl)) == (1, 3)


def test_verdant_boon_makes_one_treant_or_three_with_an_ally_token():
    # Verdant Boon (CD4): "Put a 1 [Melee] / 1 [Health] Treant ally token into play, or three if you
    # control an ally token." (404.2; EN 709: the condition is checked on resolution)
    automated("Verdant Boon")
    st = start({"auto_pass": False})
    put(st, 0, "Mist Owl", "allies")  # an ally, not a token
    st, _ = play_real(st, "Verdant Boon", 0)
    st = resolve_chain(st)

    def treants():
        return [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token") and kw.name(st, u) == "Treant"]

    assert len(treants()) == 1
    assert (kw.atk(st, treants()[0]), kw.health(st, treants()[0])) == (1, 1)
    st, _ = play_real(st, "Verdant Boon", 0)
    st = resolve_chain(st)
    assert len(treants()) == 4


def test_gwon_flips_to_give_ally_tokens_atk_this_turn():
    # Gwon Strongbark (BoG): "4, Flip Gwon -> Ally tokens in your party have +2 ATK this turn."
    data = automated("Gwon Strongbark")
    flip = next(p for p in card_powers(data) if p.kind == "activated" and "Ally tokens" in p.text)
    eff = flip.effects[0]
    assert eff.target.filter == {"types": ["ally"], "side": "friendly", "tag": "Token"} and eff.amount == 2 and eff.duration == "this_turn"
    st = start({"auto_pass": False})
    st, _ = play_real(st, "Verdant Boon", 0)
    st = resolve_chain(st)
    token = next(u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token"))
    owl = put(st, 0, "Mist Owl", "allies")
    assert each_matching(st, 0, eff, hero(st, 0)) == [token] and owl not in each_matching(st, 0, eff, hero(st, 0))


def test_mikael_hits_an_opposing_character_that_readies():
    # Mikael the Blunt (ARC-112): "When an opposing hero or ally readies, Mikael deals 2 ranged damage
    # to it." (EN 703; 501.1a: the opposing ready step readies the exhausted owl; "it": that card)
    automated("Mikael the Blunt")
    st = start({"auto_pass": False})
    put_real(st, 0, "Mikael the Blunt", "allies")
    tired, fresh = put(st, 1, "Mist Owl", "allies"), put(st, 1, "Mist Owl", "allies")
    mine = put(st, 0, "Mist Owl", "allies")
    st.table.cards[tired].tapped = True
    st.table.cards[mine].tapped = True
    for _ in range(40):
        if st.active == 1 and st.step == "main" and not st.chain:
            break
        st = choose(st, st.pending[0].options[0].id) if st.pending else apply(st, "pass", st.priority)
    assert st.active == 1 and not st.table.cards[tired].tapped
    assert st.table.cards[tired].damage == 2
    assert st.table.cards[fresh].damage == 0 and st.table.cards[mine].damage == 0
