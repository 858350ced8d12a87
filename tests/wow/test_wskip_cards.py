"""Helper wskip: "If you would draw a card, you may skip drawing it instead." (EN 716; engine.wow.may_skip_draw) —
the four Spigotgulps and Netherbreath Spellblade, each played as a real card of the pool (skipped without
../shared/data). The choice is a pending one naming the drawing player, asked before each card (415.9e: one at a
time) at the draw step (EN 501.2) and in an effect's draw (EN 709.1), on his turn or an opponent's."""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.combat import can_attack
from engine.wow.may_skip_draw import KIND
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtime_cards import _answer, _hand, _pending, _until

pytestmark = needs(WOW_CARDS)



def _energize(st, caster: int, drawer: int):
    """``caster`` plays Energize ("Target player draws two cards.") on ``drawer``; the chain resolves up to a choice."""
    uid = put_real(st, caster, "Energize", "hand")
    resources(st, caster, 5)
    st = apply(st, "play", caster, uid=uid, x=0)
    st = choose(st, str(hero(st, drawer)))
    return resolve_chain(st)


def test_chillhands_draw_step_skip_yes_and_its_trigger():
    # EN 501.2 (the draw step's draw) replaced (EN 716, "instead"): asked before the draw; "skip" draws nothing and
    # "When you skip drawing a card this way, target ally can't attack this turn." triggers (EN 703.1; 103.2)
    automated("Chillhands Spigotgulp")
    st = start()
    chill = put_real(st, 0, "Chillhands Spigotgulp", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _until(st, lambda s, _: s.turn == 3 and bool(s.pending))
    pend = st.pending[0]
    assert pend.kind == KIND and pend.player == 0 and st.step == "draw"  # asked before the draw, naming the drawer
    assert {o.id for o in pend.options} == {"draw", str(chill)}
    hand, deck = _hand(st, 0), len(st.table.zone(0, "deck"))
    st, logged = _answer(st, str(chill))
    assert _hand(st, 0) == hand and len(st.table.zone(0, "deck")) == deck  # no card drawn
    assert any(e.kind == "no_draw" for e in logged)
    st, _ = _until(st, _pending("target"))
    st, _ = _answer(st, str(foe))
    st = resolve_chain(st)
    assert can_attack(st, foe, 1) is not None  # "target ally can't attack this turn"
    st, _ = _until(st, lambda s, _: s.turn == 4 and s.step == "main", answer=lambda p: ["draw"] if p.kind == KIND else [o.id for o in p.options[: p.min]])
    assert can_attack(st, foe, 1) is None  # this turn only


def test_chillhands_draw_step_skip_no_draws_and_nothing_triggers():
    # EN 709.3 / 716: "may" — saying no, the card is drawn (415.9e) and the "this way" trigger doesn't happen
    st = start()
    put_real(st, 0, "Chillhands Spigotgulp", "allies")
    put(st, 1, "Iron Sentinel", "allies")
    st, _ = _until(st, lambda s, _: s.turn == 3 and bool(s.pending))
    hand = _hand(st, 0)
    st, logged = _answer(st, "draw")
    assert _hand(st, 0) == hand + 1 and not st.triggers and not st.chain
    assert not any(e.kind == "no_draw" for e in logged)
    assert not st.pending or st.pending[0].kind != "target"


def test_no_question_without_the_card_or_for_the_other_player():
    # only the controller of the power is asked (EN 716: "If you would draw"); P2's own draw step asks nothing
    st = start()
    put_real(st, 0, "Cracklehands Spigotgulp", "allies")
    hand = _hand(st, 1)
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")
    assert _hand(st, 1) == hand + 1 and not st.pending


def test_quickhands_opponents_effect_draw_asked_per_card():
    # Energize ("Target player draws two cards.", EN 709.1) on the opponent's turn: two draws, one at a time
    # (415.9e), each asked (EN 716); one skip gives one trigger: "opposing allies have -1 ATK / -1 health this turn"
    automated("Quickhands Spigotgulp")
    st = start()
    quick = put_real(st, 1, "Quickhands Spigotgulp", "allies")
    foe = put(st, 0, "Iron Sentinel", "allies")
    mine = put(st, 1, "Iron Sentinel", "allies")
    atk, health = kw.atk(st, foe), kw.health(st, foe)
    st = _energize(st, 0, 1)
    assert st.pending[0].kind == KIND and st.pending[0].player == 1
    hand = _hand(st, 1)
    st, _ = _answer(st, str(quick))
    assert st.pending[0].kind == KIND and _hand(st, 1) == hand  # the second card is asked about too
    st, _ = _answer(st, "draw")
    assert _hand(st, 1) == hand + 1 and len(st.triggers) + len(st.chain) == 1
    st = resolve_chain(st)
    assert (kw.atk(st, foe), kw.health(st, foe)) == (atk - 1, health - 1)
    assert (kw.atk(st, mine), kw.health(st, mine)) == (atk, health)  # opposing allies only


def test_cracklehands_effect_draw_both_skipped_two_triggers():
    # each skip is a skip "this way": two triggers, each dealing 2 arcane damage to target ally (405.4)
    automated("Cracklehands Spigotgulp")
    st = start()
    crackle = put_real(st, 0, "Cracklehands Spigotgulp", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st = _energize(st, 0, 0)
    hand = _hand(st, 0)
    st, _ = _answer(st, str(crackle))
    st, _ = _answer(st, str(crackle))
    assert _hand(st, 0) == hand
    logged = []
    for _ in range(2):  # both triggers go on the chain, each with its target (EN 706)
        st, more = _until(st, _pending("target"))
        st, evs = _answer(st, str(foe))
        logged += more + evs
    st, more = _until(st, lambda s, _: not s.chain and not s.pending)
    logged += more
    hits = [e for e in logged if e.kind == "damage" and e.data.get("uid") == foe]
    assert [(e.data.get("n"), e.data.get("type"), e.data.get("source")) for e in hits] == [(2, "arcane", crackle)] * 2
    assert st.table.cards[foe].zone == "graveyard"  # 4 damage: destroyed (410.6)


def test_bladehands_skip_turns_target_resource_face_down():
    # "When you skip drawing a card this way, turn target resource face down." (412)
    automated("Bladehands Spigotgulp")
    st = start()
    blade = put_real(st, 0, "Bladehands Spigotgulp", "allies")
    res = put(st, 1, "Mist Owl", "resources", face_down=False)
    st, _ = _until(st, lambda s, _: s.turn == 3 and bool(s.pending))
    st, _ = _answer(st, str(blade))
    st, _ = _until(st, _pending("target"))
    assert str(res) in {o.id for o in st.pending[0].options}
    st, _ = _answer(st, str(res))
    st = resolve_chain(st)
    assert st.table.cards[res].face_down


def test_netherbreath_first_skip_on_own_turn_only():
    # "When you first skip drawing a card this way on each of your turns, put target ability from your graveyard
    # into your hand." — the first skip of his turn triggers, a second one that turn doesn't, nor one on the
    # opponent's turn (EN 703.1)
    automated("Netherbreath Spellblade")
    st = start()
    blade = put_real(st, 0, "Netherbreath Spellblade", "allies")
    spell = put_real(st, 0, "Energize", "graveyard")
    st = _energize(st, 0, 0)  # P1's own turn 1
    st, _ = _answer(st, str(blade))
    st, _ = _answer(st, str(blade))
    st, _ = _until(st, _pending("target"))
    st, _ = _answer(st, str(spell))
    st = resolve_chain(st)
    assert st.table.cards[spell].zone == "hand" and not st.triggers and not st.chain  # one trigger only
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")
    st.table.cards[spell].zone = "graveyard"
    st.table.zones[0]["hand"].remove(spell)
    st.table.zones[0]["graveyard"].append(spell)
    st = _energize(st, 1, 0)  # on the opponent's turn
    hand = _hand(st, 0)
    st, _ = _answer(st, str(blade))
    st, _ = _answer(st, "draw")
    st = resolve_chain(st)
    assert _hand(st, 0) == hand + 1 and st.table.cards[spell].zone == "graveyard" and not st.triggers


def test_gushing_wound_may_draw_then_asked_to_skip_it():
    # "Attached hero's controller may draw a card." (EN 709.3) said yes: the draw is replaceable (EN 716) — asked of
    # that player, on the opponent's turn; skipping gives Quickhands' trigger, and the draw step's own draw is
    # asked again on his turn (EN 501.2)
    from .test_templates_turns import _advance

    st = start()
    wound = put_real(st, 0, "Gushing Wound", "hero_row")
    st.table.cards[wound].attached_to = hero(st, 1)
    quick = put_real(st, 1, "Quickhands Spigotgulp", "allies")
    st = _advance(st, 2, {KIND: "draw"})
    st.table.zone(1, "hand").clear()
    foe = put(st, 0, "Iron Sentinel", "allies")
    asked: list[int] = []

    def skip(pending):
        asked.append(pending.player)
        return [str(quick)]

    st = _advance(st, 3, {"host_controller_may_draw": "yes", KIND: skip})
    assert st.active == 0 and asked == [1] and _hand(st, 1) == 0  # one question, P2's, on P1's turn; skipped
    assert kw.atk(st, foe) == 4 - 1  # opposing (P1's) allies -1 ATK this turn


def test_manaspark_gloves_start_of_turn_draw_asked_before_the_draw_step():
    # "… if a player has fewer cards in hand than each other player, he draws a card." (an op's draw, EN 709.1):
    # asked (EN 716) as the trigger resolves; then the draw step's draw (EN 501.2) asked on its own
    st = start()
    put_real(st, 0, "Manaspark Gloves", "hero_row")
    chill = put_real(st, 0, "Chillhands Spigotgulp", "allies")
    st, _ = _until(st, lambda s, _: s.turn == 2 and s.step == "main")
    while _hand(st, 0) > 2:
        st.table.move(st.table.zone(0, "hand")[0], "graveyard")
    while _hand(st, 1) < 5:
        put(st, 1, "Mist Owl", "hand")
    st, _ = _until(st, lambda s, _: s.turn == 3 and bool(s.pending) and s.pending[0].kind == KIND)
    assert st.step != "draw" and st.pending[0].player == 0  # the Gloves' draw, before the draw step
    st, _ = _answer(st, "draw")
    assert _hand(st, 0) == 3
    st, _ = _until(st, lambda s, _: bool(s.pending) and s.pending[0].kind == KIND)
    assert st.step == "draw"
    st, _ = _answer(st, str(chill))
    assert _hand(st, 0) == 3


def test_magistrix_dianas_draw_it_skipped_is_not_drawn():
    # "Either draw it or put it on the bottom. If you draw it, put Dianas from play into her owner's hand." — the
    # draw replaced by Netherbreath's skip (EN 716) draws nothing: the card stays on top and Dianas stays (EN 709.3);
    # the skip on his own turn triggers Netherbreath (an ability from the graveyard to the hand)
    from .test_quests_cards import on_top

    st = start()
    blade = put_real(st, 0, "Netherbreath Spellblade", "allies")
    spell = put_real(st, 0, "Energize", "graveyard")
    top = on_top(st, 0, "Frostbolt")
    uid = put_real(st, 0, "Magistrix Dianas", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    while not (st.pending and st.pending[0].kind == "wtok_look_keep"):
        st = apply(st, "pass", st.priority)
    st = choose(st, "take")
    assert st.pending[0].kind == KIND and st.pending[0].player == 0
    st = choose(st, str(blade))
    st, _ = _until(st, _pending("target"))
    st, _ = _answer(st, str(spell))
    st = resolve_chain(st)
    assert st.table.zone(0, "deck")[0] == top and st.table.cards[uid].zone == "allies"
    assert st.table.cards[spell].zone == "hand"


def test_magistrix_dianas_draw_it_not_skipped_is_drawn():
    # the same choice answered "Draw": the card is drawn and Dianas returns (EN 709.3)
    from .test_quests_cards import on_top

    st = start()
    put_real(st, 0, "Netherbreath Spellblade", "allies")
    top = on_top(st, 0, "Frostbolt")
    uid = put_real(st, 0, "Magistrix Dianas", "hand")
    resources(st, 0, 6)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    while not (st.pending and st.pending[0].kind == "wtok_look_keep"):
        st = apply(st, "pass", st.priority)
    st = resolve_chain(choose(choose(st, "take"), "draw"))
    assert st.table.cards[top].zone == "hand" and st.table.cards[uid].zone == "hand"


def test_center_of_attention_compliment_draw_skipped_then_the_next_player_is_asked():
    # AWESOME (EN glossary): "each player may compliment … If you do, you draw a card." — the draw is replaceable
    # (EN 716): P2 skips it with Chillhands, then P1 is still asked to compliment
    from .test_watt_cards import _attach, _until_pending

    st = start({"auto_pass": False})
    foe_ally = put(st, 1, "Loyal Hound", "allies")
    chill = put_real(st, 1, "Chillhands Spigotgulp", "allies")
    st, _center = _attach(st, "Center of Attention", foe_ally)
    st = _until_pending(st, "watt_awesome")
    st = choose(st, "draw") if st.pending[0].kind == KIND else st
    assert st.active == 1 and st.pending[0].player == 1
    hand = _hand(st, 1)
    st = choose(st, "yes")
    assert st.pending[0].kind == KIND and st.pending[0].player == 1  # asked before the compliment's draw
    st = choose(st, str(chill))
    assert _hand(st, 1) == hand
    assert st.pending[0].kind == "watt_awesome" and st.pending[0].player == 0  # then the next player
    st = choose(st, "no")
    assert st.triggers or st.chain or (st.pending and st.pending[0].kind == "target")  # Chillhands' trigger waits


def test_pilfer_redraw_each_card_asked_and_damage_counts_the_discards():
    # "Target opponent discards his hand, then draws that many cards. Your hero deals 1 melee damage … for each card
    # discarded in this way." — each of his draws is asked (415.9e, EN 716); skipping one draws one fewer, the damage
    # still counts the discards (405.4)
    from .test_templates_more import play_real

    st = start()
    chill = put_real(st, 1, "Chillhands Spigotgulp", "allies")
    n = _hand(st, 1)
    st, _ = play_real(st, "Pilfer")
    st = resolve_chain(st)
    picks = [str(chill)] + ["draw"] * (n - 1)
    for pick in picks:
        assert st.pending[0].kind == KIND and st.pending[0].player == 1
        st = choose(st, pick)
    st, _ = _until(st, lambda s, _: not s.chain and (not s.pending or s.pending[0].kind == "target"))
    assert _hand(st, 1) == n - 1
    assert st.table.cards[hero(st, 1)].damage == n


def test_toogas_quest_delayed_draws_each_asked():
    # Tooga's Quest's reward: "At the start of your next turn, remove it from the game. If you do, draw two cards."
    # (415.9b, 709.3) — both draws asked (EN 716): one skipped (Bladehands' trigger), one drawn
    from .test_quests_cards import complete

    st = start({"auto_pass": False})
    blade = put_real(st, 0, "Bladehands Spigotgulp", "allies")
    st, _ = complete(st, "Tooga's Quest")
    st = resolve_chain(st)
    st, _ = _until(st, lambda s, _: s.active == 0 and s.turn == 3 and bool(s.pending) and s.pending[0].kind == KIND)
    asked_at = st.step
    hand = _hand(st, 0)
    st = choose(st, str(blade))
    assert st.pending and st.pending[0].kind == KIND  # the second card of the two
    st = choose(st, "draw")
    assert _hand(st, 0) == hand + 1 and asked_at != "draw"  # the delayed removal's draws, at the start of the turn
