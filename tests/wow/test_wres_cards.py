"""Helper wres: how a one-shot ability resolves (305.1, EN 709) — it stays on the chain zone until all its text is done,
"If you do" after a yes to an optional effect, "Remove this ability from the game" — and the resolution family's cards
(``engine/wow/cards/scripts/wres.toml``, ``engine/wow/cards/templates_wres.py``), each played with the real card."""

from __future__ import annotations

from engine.core.choices import NO, YES
from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def _zone(st, player: int, zone: str) -> list[int]:
    return list(st.table.zone(player, zone))


# --- Part 1: engine bugs of a resolving one-shot ability -----------------------------------------------------------


def test_starburst_stays_on_the_chain_until_its_may_is_answered():
    # WoW 305.1 (a non-ongoing ability goes to its owner's graveyard after it resolves), EN 709.3 ("you may": a yes/no
    # as it resolves), 412.2: "Your hero deals 3 arcane damage to target hero or ally. Then, you may put this ability
    # into your resource row face down and exhausted."
    automated("Starburst")
    for answer in (YES, NO):
        st = start()
        foe = put_real(st, 1, "Fel Reaver", "allies")  # 10 health
        st, burst = play_real(st, "Starburst")
        st = resolve_chain(choose(st, str(foe)))
        assert st.table.cards[foe].damage == 3  # 405.4: your hero deals 3 arcane damage
        assert st.pending and st.pending[0].kind == "may"
        assert st.table.cards[burst].zone == "chain" and burst not in _zone(st, 0, "graveyard")  # 305.1: still resolving
        st = resolve_chain(choose(st, answer))
        card = st.table.cards[burst]
        if answer == YES:  # 412.2: into your resource row face down and exhausted, not into the graveyard
            assert card.zone == "resources" and card.face_down and card.tapped and card.known_to == [0]
            assert burst not in _zone(st, 0, "graveyard")
        else:  # 305.1: its text done, it goes to the graveyard
            assert card.zone == "graveyard"
        assert _zone(st, 0, "chain") == [] and not st.chain


def test_if_you_do_after_yes_to_an_optional_effect_under_if_you_do():
    # WoW EN 709.3: "Destroy target opposing equipment. If you do, your hero may deal 3 melee damage to its controller's
    # hero." (Crushing Strike) — the "may" is asked once the equipment was destroyed; saying yes deals the damage (the
    # "If you do" was already read before the question).
    automated("Crushing Strike")
    for answer, damage in ((YES, 3), (NO, 0)):
        st = start()
        blade = put_real(st, 1, "Krol Blade", "hero_row")
        st, _ = play_real(st, "Crushing Strike")
        st = resolve_chain(choose(st, str(blade)))
        assert st.table.cards[blade].zone == "graveyard"  # 415.9c
        assert st.pending and st.pending[0].kind == "may"
        st = resolve_chain(choose(st, answer))
        assert st.table.cards[hero(st, 1)].damage == damage  # 405.4: melee damage to its controller's hero


def test_cold_snap_removes_itself_from_the_game():
    # WoW 709.1, 305.1: "Remove Cold Snap from the game." — the resolving ability card itself goes to the removed-from-
    # game zone, not to the graveyard after it resolves (its "X" clause names no X in the data: resolved by hand).
    st = start()
    st, snap = play_real(st, "Cold Snap")
    st = resolve_chain(st)
    while st.pending and st.pending[0].kind == "manual":
        st = resolve_chain(apply(st, "manual", 0, op="done"))
    assert st.table.cards[snap].zone == "removed"
    assert snap not in _zone(st, 0, "graveyard") and not st.chain
    assert kw.name(st, snap) == "Cold Snap"
