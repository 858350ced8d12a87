"""Helper r2ally: ally cards that were resolved by hand, each played with real cards of the pool."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def test_ghursha_keywords_grow_with_other_monsters_you_control():
    # EN 714 (a continuous power while its condition holds), 206 (you control), glossary Ferocity, Assault, Invincible:
    # "While you control one / two / three or more other Monster heroes and/or allies, Ghur'sha has Ferocity /
    # Assault 4 / Invincible." Ghur'sha is a Monster itself and is not counted ("other").
    automated("Mindbender Ghur'sha")
    st = start()
    ghur = put_real(st, 0, "Mindbender Ghur'sha", "allies")
    put_real(st, 1, "Drugush the Crusher", "allies")  # an opposing Monster: not one you control
    assert not kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 4
    put_real(st, 0, "Muzzle", "allies")
    assert kw.has(st, ghur, "Ferocity") and not kw.has(st, ghur, "Assault") and kw.atk(st, ghur) == 4
    put_real(st, 0, "Deathsmasher Mogdar", "allies")
    assert kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 8  # Assault 4 on your turn
    assert not kw.has(st, ghur, "Invincible")
    put_real(st, 0, "Gnoll", "allies")
    assert kw.has(st, ghur, "Invincible") and kw.has(st, ghur, "Ferocity") and kw.atk(st, ghur) == 8
