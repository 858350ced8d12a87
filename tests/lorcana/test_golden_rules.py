"""Prohibition beats permission (1.2.2) and the remaining checklist scenarios (T01, T02, T08,
T10); "remove up to N damage" (7.1.8); the state check before a card played by an ability
(7.1.6); loop shortcuts (7.1.7)."""

from __future__ import annotations

import pytest

from engine.core import RulesError
from engine.lorcana.cards.compiler import compile_card

from .helpers import ENGINE, act, choose, custom, in_zone, ink_up, put, started
from .real import needs_lorcast, real


def _action(st, text="Draw a card.", cost=2):
    return put(st, custom("T-act", "Test Action", text, card_type="Action", cost=cost), 0, "hand")


# --- 1.2.2 / T01 --------------------------------------------------------------------------------

def test_t01_prohibition_beats_permission_and_nothing_changes():
    # Lorcana 1.2.2 例 (T01), 4.3.4.1
    st = started()
    uid = _action(st)
    ink_up(st, 0, 3)
    st.floating.append({"kind": "permit_free", "player": 0, "types": ["action"]})  # effect Y
    assert any(a.args.get("mode") == "free" for a in ENGINE.legal_actions(st, 0))
    st.floating.append({"kind": "prohibit", "what": "play", "types": ["action"], "players": "all", "player": 1})  # effect X
    for mode in ("ink", "free"):
        with pytest.raises(RulesError) as err:
            act(st, "play", uid=uid, mode=mode)
        assert err.value.rule.section == "1.2.2" and err.value.message_ja
    assert uid in st.table.zone(0, "hand") and not any(st.table.cards[u].tapped for u in st.table.zone(0, "inkwell"))
    assert not any(a.type == "play" and a.args["uid"] == uid for a in ENGINE.legal_actions(st, 0))


def test_permission_alone_plays_without_paying():
    # Lorcana 4.3.4.10
    st = started()
    uid = _action(st, cost=5)
    st.floating.append({"kind": "permit_free", "player": 0, "types": ["action"]})
    hand = len(st.table.zone(0, "hand"))
    st = act(st, "play", uid=uid, mode="free")
    assert uid in st.table.zone(0, "discard") and len(st.table.zone(0, "hand")) == hand  # -1 played, +1 drawn


def test_compiled_prohibition_until_the_start_of_your_next_turn():
    # Lorcana 1.2.2 (Pete - Games Referee wording), 4.2.1.3
    st = started()
    pete = put(st, custom("T-pete", "Pete", "BLOW THE WHISTLE When you play this character, opponents can't play actions until the start of your next turn.", cost=2), 0, "hand")
    ink_up(st, 0, 2)
    st = act(st, "play", uid=pete, mode="ink")
    from .helpers import end_turn

    st = end_turn(st)
    theirs = put(st, custom("T-act2", "Their Action", "Draw a card.", card_type="Action", cost=1), 1, "hand")
    ink_up(st, 1, 1)
    with pytest.raises(RulesError) as err:
        act(st, "play", player=1, uid=theirs, mode="ink")
    assert err.value.rule.section == "1.2.2"
    st = end_turn(st)
    st = end_turn(st)  # P1's next turn started: the prohibition is over
    assert not any(f.get("kind") == "prohibit" for f in st.floating)


def test_static_prohibition_while_condition_holds():
    # Lorcana 1.2.2, 7.6 (Tiana - Celebrating Princess wording)
    st = started()
    tiana = put(st, custom("T-tiana", "Tiana", "WHAT YOU GIVE IS WHAT YOU GET While this character is exerted and you have no cards in your hand, opponents can't play actions."), 1, tapped=True)
    uid = _action(st)
    ink_up(st, 0, 2)
    for u in list(st.table.zone(1, "hand")):
        st.table.move(u, "deck", player=1)
    with pytest.raises(RulesError):
        act(st, "play", uid=uid, mode="ink")
    st.table.cards[tiana].tapped = False
    act(st, "play", uid=uid, mode="ink")


@needs_lorcast
def test_real_prohibition_cards_compile():
    # Lorcana 1.2.2
    for full in ("Pete - Games Referee", "Keep the Ancient Ways", "Gizmoduck - Duckburg Defender", "Tiana - Celebrating Princess"):
        assert all(a.ok for a in compile_card(real(full))), full


# --- T02 ------------------------------------------------------------------------------------------

def test_t02_cant_draw_but_still_discards():
    # Lorcana 1.2.3 例, 7.1.2.3 (T02)
    st = started()
    for u in list(st.table.zone(0, "hand")):
        st.table.move(u, "deck", player=0)
    for _ in range(3):
        put(st, "FX-1", 0, "hand")
    uid = _action(st, "Draw 2 cards, then choose and discard 2 cards.")
    ink_up(st, 0, 2)
    st.floating.append({"kind": "prohibit", "what": "draw", "players": "you", "player": 0})
    st = act(st, "play", uid=uid, mode="ink")
    p = st.pending[0]
    assert p.kind == "discard" and len(p.options) == 3
    st = choose(st, [o.id for o in p.options[:2]])
    assert len(st.table.zone(0, "hand")) == 1 and uid in st.table.zone(0, "discard")
    assert st.alive[0] and not st.over  # not drawing is not drawing from an empty deck


# --- T08 ------------------------------------------------------------------------------------------

HAT = ("INCREDIBLE ENERGY {E}, 1 {I} — Name a card, then reveal the top card of your deck. If it's the named card, "
       "put that card into your hand. Otherwise, put it on the top of your deck.")


def _t08(named: str, top: dict, hat=None):
    st = started()
    put(st, custom("T-lucky", "Lucky", version="The 15th Puppy"), 0, "discard")  # a card named "Lucky" the namer knows (8.3.2)
    hat_uid = put(st, hat or custom("T-hat", "The Sorcerer's Hat", HAT, card_type="Item", cost=1), 0)
    top_uid = put(st, top, 0, "deck")
    ink_up(st, 0, 1)
    st = act(st, "activate", uid=hat_uid, ability=0)
    p = st.pending[0]
    assert p.kind == "name" and p.rule.section == "6.2.4"
    return choose(st, [named]), top_uid


def test_t08_named_card_must_match_exactly():
    # Lorcana 6.2.4 例B (T08): "Lucky" is not "Lucky Dime"
    dime = custom("T-dime", "Lucky Dime", card_type="Item", cost=7)
    st, top = _t08("Lucky", dime)
    assert top == st.table.zone(0, "deck")[0] and top not in st.table.zone(0, "hand")
    st, top = _t08("Lucky Dime", dime)
    assert top in st.table.zone(0, "hand")


def test_t08_variant_either_name_of_a_double_name():
    # Lorcana 6.2.4.2 例: "Flotsam" matches "Flotsam & Jetsam"
    st, top = _t08("Flotsam", custom("T-fj", "Flotsam & Jetsam", version="Entangling Eels"))
    assert top in st.table.zone(0, "hand")


@needs_lorcast
def test_t08_real_sorcerers_hat():
    # Lorcana 6.2.4 例B with the real card
    hat = real("The Sorcerer's Hat")
    assert all(a.ok for a in compile_card(hat))
    st, top = _t08("Lucky", custom("T-dime", "Lucky Dime", card_type="Item", cost=7), hat)
    assert top not in st.table.zone(0, "hand")


# --- T10 ------------------------------------------------------------------------------------------

URSULA = ("WHAT A DEAL Whenever this character sings a song, you may play that song again from your discard for free, "
          "then put it on the bottom of your deck.")
SONG = custom("T-song", "Chorus", "Sing Together 4 (Any number of your characters with total cost 4 or more may {E} to sing this song for free.)\nDraw a card.",
              card_type="Action", subtypes=["Song"], cost=5)


def test_t10_that_card_is_tracked_and_the_other_copy_stays():
    # Lorcana 7.1.9.1 例, 10.10.4 (T10)
    st = started()
    u1 = put(st, custom("T-urs", "Ursula", URSULA, cost=2), 0)
    u2 = put(st, custom("T-urs", "Ursula", URSULA, cost=2), 0)
    other_copy = put(st, SONG, 0, "discard")
    song = put(st, SONG, 0, "hand")
    st = act(st, "play", uid=song, mode="sing_together")
    st = choose(st, [u1, u2])
    assert st.pending[0].kind == "bag" and len(st.pending[0].options) == 2  # both Ursulas triggered
    assert song in st.table.zone(0, "discard")
    st = choose(st, [st.pending[0].options[0].id])
    st = choose(st, ["yes"])  # trigger #1: play that song again
    assert song == st.table.zone(0, "deck")[-1]  # resolved again, then the bottom of the deck
    if st.pending and st.pending[0].kind == "may":  # trigger #2
        st = choose(st, ["yes"])
    assert other_copy in st.table.zone(0, "discard") and song in st.table.zone(0, "deck")
    assert not st.pending and not st.bag


@needs_lorcast
def test_t10_real_ursula_compiles():
    # Lorcana 7.1.9.1
    assert all(a.ok for a in compile_card(real("Ursula - Deceiver of All")))


# --- 7.1.8 remove up to N damage ---------------------------------------------------------------------

def test_remove_up_to_n_damage_player_chooses_the_amount():
    # Lorcana 7.1.8: 0..N, capped by the damage there
    for amount in (0, 1, 2):
        st = started()
        hurt = put(st, "FX-30", 0, damage=3)
        healer = put(st, "FX-5", 0, "hand")  # remove up to 2 damage from chosen character
        ink_up(st, 0, 3)
        st = act(st, "play", uid=healer, mode="ink")
        st = choose(st, [hurt])
        p = st.pending[0]
        assert p.kind == "amount" and [o.id for o in p.options] == ["0", "1", "2"]
        st = choose(st, [amount])
        assert st.table.cards[hurt].damage == 3 - amount
    st = started()
    hurt = put(st, "FX-30", 0, damage=1)
    healer = put(st, "FX-5", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=healer, mode="ink")
    st = choose(st, [hurt])
    assert [o.id for o in st.pending[0].options] == ["0", "1"]


# --- 7.1.6 ------------------------------------------------------------------------------------------

def test_state_check_between_an_ability_and_the_action_it_played():
    # Lorcana 7.1.6: the ability resolves fully, the state is checked (the 2-damage character is
    # banished), only then does the played action resolve — it can't choose the banished character
    st = started()
    victim = put(st, custom("T-vic", "Victim", s=1, w=2), 1)
    other = put(st, custom("T-oth", "Other", s=1, w=5), 1)
    caster = put(st, custom("T-cast", "Caster", "TRICK When you play this character, deal 2 damage to chosen opposing character. Then play an action with cost 5 or less for free.", cost=1), 0, "hand")
    bolt = put(st, custom("T-bolt", "Bolt", "Deal 1 damage to chosen character.", card_type="Action", cost=3), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=caster, mode="ink")
    st = choose(st, [victim])
    st = choose(st, [bolt])
    assert victim in st.table.zone(1, "discard")  # banished before the action resolves
    p = st.pending[0]
    assert p.kind == "target" and str(victim) not in [o.id for o in p.options]
    st = choose(st, [other])
    assert st.table.cards[other].damage == 1 and bolt in st.table.zone(0, "discard")


# --- 7.1.7 loops ---------------------------------------------------------------------------------------

def _loop_board():
    st = started()
    engine_card = custom("T-loop", "Loop Engine", "SPIN {E} — Gain 1 lore.\nRESET 1 {I} — Ready this item.", card_type="Item", cost=1)
    item = put(st, engine_card, 0)
    ink_up(st, 0, 3)
    return st, item


def test_loop_shortcut_repeats_n_times_then_a_different_action():
    # Lorcana 7.1.7
    st, item = _loop_board()
    steps = [{"type": "activate", "args": {"uid": item, "ability": 0}}, {"type": "activate", "args": {"uid": item, "ability": 1}}]
    res = ENGINE.apply(st, __import__("engine.core", fromlist=["Action"]).Action("loop", 0, {"steps": steps, "times": 3}))
    st2 = res.state
    assert st2.lore[0] == 3 and any(e.kind == "loop" and e.rule.section == "7.1.7" for e in res.events)
    with pytest.raises(RulesError) as err:
        act(st2, "activate", uid=item, ability=0)
    assert err.value.rule.section == "7.1.7"
    st3 = act(st2, "quest", uid=put(st2, "FX-30", 0))  # a different action, then the loop step is fine again
    act(st3, "activate", uid=item, ability=0)


def test_loop_shortcut_refused_when_a_repetition_is_illegal_and_nothing_changes():
    # Lorcana 7.1.7: 4 repetitions need 4 ink, only 3 are ready
    st, item = _loop_board()
    steps = [{"type": "activate", "args": {"uid": item, "ability": 0}}, {"type": "activate", "args": {"uid": item, "ability": 1}}]
    with pytest.raises(RulesError) as err:
        act(st, "loop", steps=steps, times=4)
    assert err.value.rule.section == "7.1.7" and st.lore[0] == 0
    for bad in ({"steps": [], "times": 1}, {"steps": steps, "times": 0}, {"steps": [{"type": "end_turn"}], "times": 2}, {"steps": "x", "times": "y"}):
        with pytest.raises(RulesError):
            act(st, "loop", **bad)
    assert in_zone(st, 0, "play")


# --- Vanish (real-pool keyword, not in the 2025-07-04 document) --------------------------------

VANISH = "Vanish (When an opponent chooses this character for an action, banish them.)"


def test_vanish_banishes_when_an_opponent_chooses_it_for_an_action():
    # Lorcana 2.2.0 8.14.2 (Vanish, outside the seed documents; the action still resolves on the chosen character first)
    st = started()
    ghost = put(st, custom("T-ghost", "Ghost", VANISH, s=1, w=5), 1)
    storm = put(st, "FX-15", 0, "hand")
    ink_up(st, 0, 3)
    st = act(st, "play", uid=storm, mode="ink")
    st = choose(st, [ghost])
    assert ghost in st.table.zone(1, "discard")
    # not for an ability
    st = started()
    ghost = put(st, custom("T-ghost", "Ghost", VANISH, s=1, w=5), 1)
    shooter = put(st, "FX-13", 0, "hand")
    ink_up(st, 0, 4)
    st = act(st, "play", uid=shooter, mode="ink")
    st = choose(st, ["yes"])
    st = choose(st, [ghost])
    assert ghost in st.table.zone(1, "play") and st.table.cards[ghost].damage == 2


@needs_lorcast
def test_real_vanish_cards_compile():
    assert all(a.ok for a in compile_card(real("Rajah - Ghostly Tiger")))


# --- §7.4.5 例B (Elsa - Ice Surfer) -----------------------------------------------------------------

ELSA = ("THAT'S NO BLIZZARD Whenever you play a character named Anna, ready this character. "
        "This character can't quest for the rest of this turn.")


@pytest.mark.parametrize("anna", [True, False])
def test_elsa_ice_surfer_both_effects_need_the_trigger(anna):
    # Lorcana 7.4.5 例B, 7.4.2, 6.2.4: "whenever you play a character named Anna": playing Anna readies
    # Elsa and she can't quest; without an Anna (another name) neither effect happens, she quests
    st = started()
    elsa = put(st, custom("T-elsa", "Elsa", ELSA, version="Ice Surfer"), 0, tapped=True)
    other = put(st, custom("T-anna" if anna else "T-kris", "Anna" if anna else "Kristoff", cost=1), 0, "hand")
    ink_up(st, 0, 1)
    st = act(st, "play", uid=other, mode="ink")
    assert st.table.cards[elsa].tapped is not anna
    st.table.cards[elsa].tapped = False
    if anna:
        with pytest.raises(RulesError):
            act(st, "quest", uid=elsa)
    else:
        st = act(st, "quest", uid=elsa)
        assert st.lore[0] == 1


@needs_lorcast
def test_real_named_character_triggers_compile():
    # Lorcana 7.4.5 例B: the real Elsa - Ice Surfer and the other "play a character named X" cards
    for full in ("Elsa - Ice Surfer", "Fairy Godmother - Pure Heart", "Megara - Liberated One"):
        assert all(a.ok for a in compile_card(real(full))), full


def test_when_this_item_is_banished_triggers():
    # Lorcana 7.4.2, 8.4.4: "When this item is banished" (Maurice's Machine) looks back at the item
    # that left play, here banished as the cost of its own ability (7.5.3.2)
    st = started()
    text = ("BREAK DOWN When this item is banished, you may return an item card with cost 2 or less from your discard to your hand.\n"
            "SCRAP {E}, Banish this item — Gain 1 lore.")
    machine = put(st, custom("T-mach", "Maurice's Machine", text, card_type="Item", cost=2), 0)
    old = put(st, custom("T-old", "Old Gear", card_type="Item", cost=1), 0, "discard")
    index = next(a.index for a in compile_card(st.cards["T-mach"]) if a.kind == "activated")
    st = act(st, "activate", uid=machine, ability=index)
    assert machine in st.table.zone(0, "discard") and st.lore[0] == 1
    assert st.pending and st.pending[0].kind == "may"
    st = choose(st, ["yes"])
    if st.pending:
        st = choose(st, [old])
    assert old in st.table.zone(0, "hand")


@needs_lorcast
def test_real_cards_of_the_inkwell_banished_item_and_cost_templates_compile():
    # Lorcana 4.3.3.3, 7.4.2, 7.6.5, 4.3.8.4: the real wordings behind the custom cards of
    # test_checklist_audit compile (only the ability concerned, for cards with other abilities)
    for full in ("Fairy Godmother's Wand", "Maurice's Machine", "Unconventional Tool", "LeFou - Bumbler",
                 "Sheriff of Nottingham - Bushel Britches", "Kristoff - Reindeer Keeper"):
        assert all(a.ok for a in compile_card(real(full))), full
    for full, kind in (("Mickey Mouse - Wayward Sorcerer", "static"), ("Maui's Fish Hook", "static"), ("Chernabog - Evildoer", "static")):
        assert [a.ok for a in compile_card(real(full)) if a.kind == kind] == [True], full
