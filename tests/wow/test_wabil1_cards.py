"""Abilities A–M still manual (helper wabil1): each card of ``engine/wow/cards/scripts/wabil1.toml`` played as
the real card, every clause checked."""

from __future__ import annotations

from engine.wow import damage, turn_granted
from engine.wow.engine import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import attack, finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wscale_counters import next_turn

pytestmark = needs(WOW_CARDS)


def _uses(st, player: int, uid: int) -> list:
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args["uid"] == uid]


# --- Face Smash ----------------------------------------------------------------------------------------------


def _smash(st, on: int):
    """P1 plays Face Smash on the ally ``on``."""
    uid = put_real(st, 0, "Face Smash", "hand")
    resources(st, 0, 4)
    st = apply(st, "play", 0, uid=uid, x=0)
    if st.pending:
        st = choose(st, str(on))
    return resolve_chain(st), uid


def test_face_smash_gives_target_ally_exhaust_destroy_this_turn():
    # WoW EN 714.1 / 701: "Target ally has [Exhaust] -> Destroy target ally this turn." — the ally has the power,
    # pays it by exhausting itself (411.1) and destroys the ally it targets
    automated("Face Smash")
    st = start()
    mine = put(st, 0, "Mist Owl", "allies")
    other = put(st, 0, "Mist Owl", "allies")
    theirs = put(st, 1, "Mist Owl", "allies")
    assert not _uses(st, 0, mine)
    st, smash = _smash(st, mine)
    assert st.table.cards[smash].zone == "graveyard"  # 305.1: not ongoing
    (use,) = _uses(st, 0, mine)
    assert not _uses(st, 0, other)  # only the target has it
    st = apply(st, "power", 0, **{k: use.args[k] for k in ("uid", "power", "x")})
    if st.pending:
        st = choose(st, str(theirs))
    st = resolve_chain(st)
    assert st.table.cards[mine].tapped  # [Exhaust] paid by the ally (411.1)
    assert st.table.cards[theirs].zone == "graveyard"
    assert not _uses(st, 0, mine)  # exhausted: it can't pay [Exhaust] again (411.1)


def test_face_smash_power_ends_with_the_turn_and_a_waiting_ally_cannot_use_it():
    # WoW 500.5 "this turn": gone on the next turn; 302.2: an ally that entered this turn can't use an [Exhaust] power
    st = start()
    fresh = put(st, 0, "Mist Owl", "allies", fresh=True)
    st, _ = _smash(st, fresh)
    assert not _uses(st, 0, fresh)  # waiting period (302.2)
    mine = put(st, 0, "Mist Owl", "allies")
    st, _ = _smash(st, mine)
    assert _uses(st, 0, mine)
    st = next_turn(st)
    assert not turn_granted.any_grant(st) and not _uses(st, 1, mine) and not _uses(st, 0, mine)


# --- Blessed Defense ------------------------------------------------------------------------------------------


def test_blessed_defense_protector_and_no_damage_while_defending():
    # WoW EN 713 (Protector this turn), EN 717 / 600: "Prevent all damage that it would be dealt while defending this
    # turn": played (instant) as the opponent attacks, the ally protects the hero and is dealt no combat damage
    automated("Blessed Defense")
    st = start()
    owl = put(st, 0, "Mist Owl", "allies")
    st = next_turn(st)
    brute = put(st, 1, "Iron Sentinel", "allies")
    card = put_real(st, 0, "Blessed Defense", "hand")
    resources(st, 0, 1)
    st = attack(st, brute, hero(st, 0), player=1)
    assert st.priority == 0 and st.combat is not None
    st = apply(st, "play", 0, uid=card, x=0)
    st = resolve_chain(choose(st, str(owl)))
    assert st.pending and st.pending[0].kind == "protector"
    assert str(owl) in {o.id for o in st.pending[0].options}  # a Protector this turn (EN 713)
    st = choose(st, str(owl))
    st = finish_combat(st)
    assert st.table.cards[owl].zone == "allies" and st.table.cards[owl].damage == 0  # prevented while defending
    assert st.table.cards[hero(st, 0)].damage == 0  # protected
    assert st.table.cards[brute].damage > 0  # the Owl's own combat damage isn't touched
    damage.deal(st, hero(st, 1), owl, 1, "fire")  # not defending now: not prevented
    assert st.table.cards[owl].zone != "allies" or st.table.cards[owl].damage == 1
