"""Replacement effects (7.7): "instead", "takes no damage", one replacement per event and who
chooses (7.7.6)."""

from __future__ import annotations

from engine.lorcana.cards.compiler import compile_card

from .helpers import act, choose, custom, ink_up, put, started
from .real import needs_lorcast, real

SCIMITAR = "SLASH {E} — Chosen character gets +1 {S} this turn. If a character named Aladdin is chosen, he gets +2 {S} instead."


def _scimitar(st, data=None):
    item = data or custom("T-scim", "Stolen Scimitar", SCIMITAR, card_type="Item", cost=1)
    return put(st, item, 0)


def _strength(st, uid):
    from engine.lorcana.characteristics import stat

    return stat(st, uid, "strength")


def test_instead_replaces_the_effect_when_the_condition_holds():
    # Lorcana 7.7.2 (例 Stolen Scimitar): +1, or +2 *instead* (not +3) for an Aladdin
    st = started()
    scim = _scimitar(st)
    other = put(st, custom("T-mowgli", "Mowgli", s=1), 0)
    st = act(st, "activate", uid=scim, ability=0)
    st = choose(st, [other])
    assert _strength(st, other) == 2
    st = started()
    scim = _scimitar(st)
    ala = put(st, custom("T-ala", "Aladdin", s=1), 0)
    st = act(st, "activate", uid=scim, ability=0)
    st = choose(st, [ala])
    assert _strength(st, ala) == 3  # 1 + 2, the +1 never happened (7.7.5)
    assert sum(m.delta for m in st.modifiers if m.uid == ala) == 2


def test_instead_with_another_effect_banish_instead_of_exert():
    # Lorcana 7.7.2, 7.7.5 (Poisoned Apple wording)
    st = started()
    text = "TAKE A BITE... 1 {I}, Banish this item — Exert chosen character. If a Princess character is chosen, banish her instead."
    apple = put(st, custom("T-apple", "Poisoned Apple", text, card_type="Item", cost=3), 0)
    snow = put(st, custom("T-snow", "Snow White", classifications=["Storyborn", "Princess"]), 1)
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=apple, ability=0)
    st = choose(st, [snow])
    assert snow in st.table.zone(1, "discard")
    assert not st.table.cards[snow].tapped


@needs_lorcast
def test_real_stolen_scimitar_and_vicious_betrayal_compile_with_instead():
    # Lorcana 7.7.2
    for full in ("Stolen Scimitar", "Vicious Betrayal", "Poisoned Apple"):
        abs_ = compile_card(real(full))
        assert all(a.ok for a in abs_), full
        assert any((e.condition or {}).get("instead_if") for a in abs_ for e in a.effects), full
    st = started()
    scim = _scimitar(st, real("Stolen Scimitar"))
    ala = put(st, custom("T-ala", "Aladdin", s=1), 0)
    st = act(st, "activate", uid=scim, ability=0)
    st = choose(st, [ala])
    assert _strength(st, ala) == 3


RAFIKI = "ANCIENT SKILLS Whenever he challenges a Hyena character, this character takes no damage from the challenge."


def _t07(at_location: bool, rafiki_data=None):
    st = started()
    rafiki = put(st, rafiki_data or custom("T-rafiki", "Rafiki", RAFIKI, s=3, w=3), 0)
    shenzi = put(st, custom("T-shenzi", "Shenzi", "I'M THE BOSS While this character is at a location, she gets +3 {S}.",
                            s=0, w=4, classifications=["Storyborn", "Hyena"]), 1, tapped=True)
    if at_location:
        manor = put(st, custom("T-manor", "De Vil Manor", card_type="Location", w=7, lore=0, move_cost=1), 1)
        st.table.cards[shenzi].flags["at"] = manor
    return st, rafiki, shenzi


def test_t07_takes_no_damage_from_the_challenge():
    # Lorcana 4.3.6 例C, 7.7.1 (T07): the trigger resolves before the damage step
    st, rafiki, shenzi = _t07(True)
    from engine.lorcana.characteristics import stat

    assert stat(st, shenzi, "strength") == 3
    st = act(st, "challenge", uid=rafiki, target=shenzi)
    assert st.table.cards[rafiki].damage == 0 and st.table.cards[shenzi].damage == 3
    assert shenzi in st.table.zone(1, "play")
    assert not any(m.keyword == "no_challenge_damage" for m in st.modifiers)  # ends with the challenge
    # Control: not at a location, Shenzi's {S} is 0 (6.2.9)
    st, rafiki, shenzi = _t07(False)
    st = act(st, "challenge", uid=rafiki, target=shenzi)
    assert st.table.cards[rafiki].damage == 0


def test_t07_trigger_needs_the_named_classification():
    # Lorcana 7.4.1: "challenges a Hyena character" does not trigger on another character
    st = started()
    rafiki = put(st, custom("T-rafiki", "Rafiki", RAFIKI, s=3, w=3), 0)
    other = put(st, custom("T-lion", "Lion", s=2, w=4), 1, tapped=True)
    st = act(st, "challenge", uid=rafiki, target=other)
    assert st.table.cards[rafiki].damage == 2


@needs_lorcast
def test_real_rafiki_takes_no_damage():
    # Lorcana 4.3.6 例C with the real Rafiki - Mystical Fighter (Challenger +3)
    card = real("Rafiki - Mystical Fighter")
    assert all(a.ok for a in compile_card(card))
    st, rafiki, shenzi = _t07(True, card)
    st = act(st, "challenge", uid=rafiki, target=shenzi)
    assert st.table.cards[rafiki].damage == 0


BEAST = "SHIELD ANOTHER Whenever one of your other characters would be dealt damage, put that many damage counters on this character instead."


def test_redirect_damage_replacement_and_no_trigger_on_the_replaced_event():
    # Lorcana 7.7.2, 7.7.5: the damage is never dealt, so "is dealt damage" does not trigger
    st = started()
    put(st, custom("T-beast", "Beast", BEAST, s=2, w=6), 1)
    beast = st.table.zone(1, "play")[0]
    victim = put(st, custom("T-vic", "Victim", "OUCH Whenever this character is dealt damage, draw a card.", s=1, w=3), 1)
    storm = put(st, "FX-15", 0, "hand")
    ink_up(st, 0, 3)
    hand1 = len(st.table.zone(1, "hand"))
    st = act(st, "play", uid=storm, mode="ink")
    st = choose(st, [victim])
    assert st.table.cards[victim].damage == 0 and st.table.cards[beast].damage == 2
    assert len(st.table.zone(1, "hand")) == hand1  # no draw: the original event never happened


def test_several_replacements_one_applies_and_the_affected_player_chooses_in_a_challenge():
    # Lorcana 7.7.6: only one replacement; challenge damage comes from the rules, so the damaged
    # character's player chooses
    st = started()
    put(st, custom("T-beast", "Beast", BEAST, s=2, w=6), 1)
    beast = st.table.zone(1, "play")[0]
    noi = put(st, custom("T-noi", "Noi", "FANCY FOOTWORK This character takes no damage from challenges.", s=1, w=3), 1)
    attacker = put(st, custom("T-att", "Attacker", s=2, w=5), 0, tapped=False)
    st.table.cards[noi].tapped = True
    st = act(st, "challenge", uid=attacker, target=noi)
    p = st.pending[0]
    assert p.kind == "replacement" and p.player == 1 and p.rule.section == "7.7.6" and len(p.options) == 2
    redirect = next(o.id for o in p.options if "Beast" in o.label)
    st = choose(st, [redirect])
    assert st.table.cards[noi].damage == 0 and st.table.cards[beast].damage == 2  # one replacement, not both
    assert st.table.cards[attacker].damage == 1


def test_several_replacements_on_effect_damage_the_effects_player_chooses():
    # Lorcana 7.7.6: the player who played the card generating the damage chooses; option
    # replacement_chooser="affected" lets the damaged card's player choose instead
    def setup(options=None):
        st = started(options=options)
        put(st, custom("T-beast", "Beast", BEAST, s=2, w=6), 1)
        put(st, custom("T-beast2", "Beast", BEAST, version="Other", s=2, w=6), 1)
        victim = put(st, custom("T-vic", "Victim", s=1, w=3), 1)
        storm = put(st, "FX-15", 0, "hand")
        ink_up(st, 0, 3)
        st = act(st, "play", uid=storm, mode="ink")
        return choose(st, [victim]), victim
    st, victim = setup()
    p = st.pending[0]
    assert p.kind == "replacement" and p.player == 0
    st = choose(st, [p.options[1].id])
    beasts = [u for u in st.table.zone(1, "play") if u != victim]
    assert st.table.cards[victim].damage == 0 and sorted(st.table.cards[b].damage for b in beasts) == [0, 2]
    st, _ = setup({"replacement_chooser": "affected"})
    assert st.pending[0].kind == "replacement" and st.pending[0].player == 1
