"""Session 36, helper r36wow: a triggered power and an always-on power printed on one line (the card data lost the
line break, 203.2: one power a line), cut into the two powers (engine.wow.cards.templates_trigger_tail), each card
played with its real data through an engine game:

- Windrunner's Heartseeker: Long-Range; "When this weapon enters play, put two 1 [Melee] / 1 [Health] Undead ally
  tokens into play." (EN 703, 404.2) and "This weapon has +1 ATK for each Undead you control." (EN 714: always on,
  counted again whenever it is asked, not once "this turn" as the trigger resolves);
- Roanauk Icemist: "At the end of your turn, put a 1 [Nature] / 1 [Health] Taunka ally token into play." and "Taunka
  you control have Assault 1.";
- Nature Resistance Totem: "Ongoing: When this card enters play, it deals 2 nature damage to target hero or ally." and
  "Other friendly heroes and allies have Nature Resistance." (305.2a: the text after "Ongoing:" works while in play);

and found lines of the same shape the compiler already cut (Arcane Intuition, Fist of the Deity, Colossal Skull-Clad
Cleaver), played again with the always-on part checked on a later turn.

How the pool was searched (throwaway scans, not committed): every power line of the 5,507 distinct WoW card texts
cut at each full stop, each part compiled alone; lines where one part reads as a trigger or payment power and another
as an always-on power (or a cost change), both orders; then every later sentence of a trigger or payment line on a
permanent or Ongoing ability, read by eye; then the printings of one name whose texts differ only by a line break.

Rule calls (no source): a sentence after a trigger's effect on the same line that reads as an always-on power, with
no duration ("this turn", "until …") and nothing pointing back ("it", "that ally", "this way", the head's target), is
the card's own always-on power, not the trigger's effect (as ``templates_wongp`` reads the lines it cuts); Windrunner's
Heartseeker's "for each Undead you control" counts your cards of any type with the Undead tag (202.1), its tokens
and, say, an Undead hero.
"""

from __future__ import annotations

import pytest

from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers, compile_card_text
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_real_list_blockers import _destroy
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def _settle(st, answers: dict | None = None):
    """Pass and answer (``answers`` by pending kind, else the first options) until nothing is waiting."""
    answers = answers or {}
    for _ in range(60):
        if st.pending:
            pend = st.pending[0]
            st = choose(st, *(answers[pend.kind] if pend.kind in answers else [o.id for o in pend.options[: pend.min]]))
        elif st.chain or st.triggers:
            st = apply(st, "pass", st.priority)
        else:
            return st
    raise AssertionError("stuck")


def _named(st, player: int, name: str) -> list[int]:
    return [u for u in st.table.zone(player, "allies") if kw.name(st, u) == name]


def _kinds(data: dict) -> list[str]:
    return [pw.kind for pw in card_powers(data)]


# --- the cut itself ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("tail", "cut"), [
    ("Allies you control have +1 ATK.", True),  # an always-on power of its own (EN 714)
    ("Allies you control have +1 ATK this turn.", False),  # lasts a while: the trigger's effect
    ("It has +1 ATK.", False),  # points back at what the trigger did (EN 709)
])
def test_a_trigger_line_is_cut_only_before_an_always_on_sentence(tail, cut):
    # 203.2: one power a line; the test card zr36 Tester is made up
    text = f"When this ally enters play, draw a card. {tail}"
    pws = compile_card_text(text, "zr36 Tester", "ally")
    assert all(pw.automated and pw.text == text for pw in pws)
    assert [pw.kind for pw in pws] == (["triggered", "static"] if cut else ["triggered"])
    assert [e.op for e in pws[0].effects][:1] == ["draw"]
    if cut:
        assert len(pws[0].effects) == 1 and pws[1].effects[0].duration == "permanent"


def test_an_ability_without_ongoing_is_never_cut():
    # 305.1: a non-Ongoing ability resolves and leaves play; it prints no always-on power (made-up card zr36 Spell)
    pws = compile_card_text("Draw a card. Allies you control have +1 ATK.", "zr36 Spell", "ability")
    assert [pw.kind for pw in pws] == ["play"]


# --- Windrunner's Heartseeker ----------------------------------------------------------------------------------


def test_windrunners_heartseeker_tokens_then_atk_for_each_undead_you_control():
    # EN 703, 404.2: "When this weapon enters play, put two 1 [Melee] / 1 [Health] Undead ally tokens into play."
    # EN 714: "This weapon has +1 ATK for each Undead you control." — always on: your Undead counted whenever asked,
    # on the opponent's turn and on later turns; an opposing Undead doesn't count
    data = automated("Windrunner's Heartseeker")
    assert _kinds(data) == ["keyword", "triggered", "static"]
    st = start()
    put(st, 1, "Ghoul Charger", "allies")  # an opposing Undead
    st, bow = play_real(st, "Windrunner's Heartseeker", pay=5)
    st = _settle(st)
    assert st.table.cards[bow].zone == "hero_row"
    tokens = _named(st, 0, "Undead")
    assert len(tokens) == 2
    for t in tokens:
        assert (kw.atk(st, t), kw.health(st, t)) == (1, 1) and "Undead" in kw.data(st, t)["tags"]
        assert kw.data(st, t)["damage_type"] == "melee"
    assert int(data.get("atk") or 0) == 0
    assert kw.equipment_atk(st, bow) == 2
    st = _advance(st, 2)  # the opponent's turn: still two Undead
    assert kw.equipment_atk(st, bow) == 2
    st = _advance(st, 3)  # your next turn: not a "this turn" bonus
    assert kw.equipment_atk(st, bow) == 2
    st = _destroy(st, tokens[0])
    assert _named(st, 0, "Undead") == tokens[1:]  # 404.2: a token leaving play ceases to exist
    assert kw.equipment_atk(st, bow) == 1  # counted again: one Undead left
    put(st, 0, "Ghoul Charger", "allies")  # an Undead ally card of yours counts too
    put(st, 0, "Vengeful Spirit", "allies")
    assert kw.equipment_atk(st, bow) == 3


def test_windrunners_heartseeker_strike_gives_its_atk_and_long_range():
    # 303.2a–b: striking, the hero has +X ATK (X = the weapon's current ATK) and the weapon's Long-Range this combat;
    # EN glossary Long-Range: the defender deals the attacker no combat damage
    automated("Windrunner's Heartseeker")
    st = start({"auto_pass": False})  # the combat waits for both players' passes
    st, bow = play_real(st, "Windrunner's Heartseeker", pay=5)
    st = _settle(st)
    assert kw.has(st, bow, "Long-Range")
    sentinel = put(st, 1, "Iron Sentinel", "allies")  # 4 ATK / 4 health
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=sentinel))
    st = apply(st, "strike", 0, weapon=bow)  # strike cost 0
    assert st.table.cards[bow].tapped
    assert kw.atk(st, hero(st, 0)) == 2  # two Undead tokens: the weapon's ATK is 2
    st = finish_combat(st)
    assert st.table.cards[sentinel].damage == 2
    assert st.table.cards[hero(st, 0)].damage == 0  # Long-Range (engine.wow.combat: the struck weapon's): no damage back


# --- Roanauk Icemist -------------------------------------------------------------------------------------------


def test_roanauk_icemist_token_at_end_of_turn_and_taunka_assault_always():
    # EN 703: "At the end of your turn, put a 1 [Nature] / 1 [Health] Taunka ally token into play." EN 714, EN glossary
    # Assault N (+N ATK on your turn): "Taunka you control have Assault 1." — from the start, Roanauk himself (a Taunka,
    # 202.1) and your other Taunka; not an opposing Taunka; the token keeps it on later turns
    data = automated("Roanauk Icemist")
    assert _kinds(data) == ["triggered", "static"]
    st = start()
    roanauk = put_real(st, 0, "Roanauk Icemist", "allies")
    toshe = put_real(st, 0, "Toshe Chaosrender", "allies")  # a Taunka ally
    theirs = put_real(st, 1, "Toshe Chaosrender", "allies")
    assert kw.keywords(st, roanauk).get("Assault") == 1 and kw.keywords(st, toshe).get("Assault") == 1
    assert "Assault" not in kw.keywords(st, theirs)
    assert kw.atk(st, roanauk) == int(data["atk"]) + 1  # your turn
    assert not _named(st, 0, "Taunka")
    st = _advance(st, 2)  # your end of turn: the token
    token = _named(st, 0, "Taunka")
    assert len(token) == 1
    assert (kw.data(st, token[0])["damage_type"], kw.health(st, token[0])) == ("nature", 1)
    assert kw.keywords(st, token[0]).get("Assault") == 1
    assert kw.atk(st, token[0]) == 1  # the opponent's turn: Assault adds nothing
    st = _advance(st, 3)
    assert kw.keywords(st, token[0]).get("Assault") == 1 and kw.atk(st, token[0]) == 2


# --- Nature Resistance Totem -----------------------------------------------------------------------------------


@pytest.mark.parametrize("side", ["opposing", "friendly"])
def test_nature_resistance_totem_damage_then_resistance_for_the_others(side):
    # 305.2a, 305.3a: an Ongoing totem stays in play; EN 703: "When this card enters play, it deals 2 nature damage to
    # target hero or ally." EN 714, EN glossary Nature Resistance (prevent all nature damage that it would be dealt):
    # "Other friendly heroes and allies have Nature Resistance." — already in force as the trigger resolves (a
    # friendly target takes nothing), not the totem itself, not opposing cards, and on later turns
    data = automated("Nature Resistance Totem")
    assert _kinds(data) == ["triggered", "static"]
    st = start()
    mine = put(st, 0, "Iron Sentinel", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    target = foe if side == "opposing" else mine
    st, totem = play_real(st, "Nature Resistance Totem", pay=3)
    st = _settle(st, {"target": [str(target)]})
    assert st.table.cards[totem].zone in ("hero_row", "allies")
    assert st.table.cards[target].damage == (2 if side == "opposing" else 0)
    assert kw.has(st, mine, "Nature Resistance") and kw.has(st, hero(st, 0), "Nature Resistance")
    assert not kw.has(st, totem, "Nature Resistance")
    assert not kw.has(st, foe, "Nature Resistance") and not kw.has(st, hero(st, 1), "Nature Resistance")
    st = _advance(st, 3)
    assert kw.has(st, mine, "Nature Resistance")


# --- lines of the same shape the compiler already cut -----------------------------------------------------------


def test_arcane_intuition_draws_once_and_keeps_the_bigger_hand():
    # EN 703: "Ongoing: When Arcane Intuition enters play, draw a card." 415.4b, EN 714: "Your maximum hand size is
    # increased by one." — the hand limit stays 8 at later turns' ends while it is in play
    data = automated("Arcane Intuition")
    assert [k for k in _kinds(data) if k != "alt_cost"] == ["triggered", "static"]
    st = start()
    before = len(st.table.zone(0, "hand"))
    st, card = play_real(st, "Arcane Intuition", pay=int(data["cost"]))
    st = _settle(st)
    assert st.table.cards[card].zone == "hero_row"  # 305.2c: an Ongoing ability stays in play
    assert len(st.table.zone(0, "hand")) == before + 1
    for _ in range(10 - len(st.table.zone(0, "hand"))):
        put(st, 0, "Mist Owl", "hand")
    st = _advance(st, 2)  # your wrap-up step: discard down to 8, not 7
    assert len(st.table.zone(0, "hand")) == 8
    st = _advance(st, 3)
    for _ in range(10 - len(st.table.zone(0, "hand"))):
        put(st, 0, "Mist Owl", "hand")
    st = _advance(st, 4)
    assert len(st.table.zone(0, "hand")) == 8


def test_fist_of_the_deity_dual_wield_always_and_plus_two_only_the_turn_it_enters():
    # "Your hero has Dual Wield." (406.1, read by engine.wow.wield) and EN 703: "When this weapon enters play, it has
    # +2 ATK this turn." — the +2 ends with the turn
    from engine.wow import wield

    data = automated("Fist of the Deity")
    assert _kinds(data) == ["static", "triggered"]
    st = start()
    st, fist = play_real(st, "Fist of the Deity", pay=int(data["cost"]))
    st = _settle(st)
    printed = int(data.get("atk") or 0)
    assert kw.equipment_atk(st, fist) == printed + 2
    assert "Dual Wield" in wield.powers(st, 0)
    st = _advance(st, 3)
    assert kw.equipment_atk(st, fist) == printed
    assert "Dual Wield" in wield.powers(st, 0)


def test_colossal_cleaver_counter_from_a_trigger_assault_always():
    # EN 703: "When an opposing ally is destroyed, add a skull counter." EN 714: "This weapon has Assault 1 for each
    # skull counter." — still there on your next turn, nothing on the opponent's
    automated("Colossal Skull-Clad Cleaver")
    st = start()
    cleaver = put_real(st, 0, "Colossal Skull-Clad Cleaver", "hero_row")
    base = int(kw.data(st, cleaver).get("atk") or 0)
    owl = put(st, 1, "Mist Owl", "allies")
    st = resolve_chain(_destroy(st, owl))
    assert kw.equipment_atk(st, cleaver) == base + 1
    st = _advance(st, 2)
    assert kw.equipment_atk(st, cleaver) == base
    st = _advance(st, 3)
    assert kw.equipment_atk(st, cleaver) == base + 1

