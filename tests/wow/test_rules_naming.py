"""Making up a name (WoW 200.3, scenario X1; the example is printed under heading 201)."""

from __future__ import annotations

from engine.wow.cards.schema import make_card
from engine.wow.naming import made_up_name_problem, token_names
from engine.wow.rules import R
from tests.shared_data import DATA, needs

FORCE = make_card(name="Force of Nature", type="ability", cost=4, classes=["Druid"],
                  text="Put three 1 [Melee] ATK / 1 [Health] Treant ally tokens with <b>Ferocity</b> into play.")
BOLVAR = make_card(name="Bolvar Fordragon", type="ally", cost=5, atk=4, health=5)
WARGLAIVE = make_card(name="Warglaive of Azzinoth", type="weapon", cost=4,
                      text="When Warglaive of Azzinoth leaves play, put a Demon ally token named Flame of Azzinoth into play.")
POOL = [FORCE, BOLVAR, WARGLAIVE]


def test_x1_token_names_count_card_name_parts_do_not():
    # WoW 200.3 (scenario X1): "Treant" is taken (Force of Nature's token); "Bolvar the Bold" is fine
    assert token_names(FORCE["text"]) == {"Treant"} and token_names(WARGLAIVE["text"]) == {"Flame of Azzinoth"}
    err = made_up_name_problem("Treant", POOL)
    assert err is not None and err.rule == R("200.3")
    assert made_up_name_problem("flame of azzinoth", POOL) is not None
    assert made_up_name_problem("Bolvar Fordragon", POOL) is not None
    assert made_up_name_problem("Bolvar the Bold", POOL) is None
    assert made_up_name_problem("  ", POOL) is not None


@needs(DATA / "wow" / "cards")
def test_made_up_name_against_the_real_pool():
    # WoW 200.3: the same check against every imported card and token name
    from engine.wow.game import import_cards

    cards = [r.data for r in import_cards().cards]
    assert made_up_name_problem("Treant", cards) is not None
    assert made_up_name_problem("Bolvar the Bold", cards) is None
