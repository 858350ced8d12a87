"""Helper x32play: cards played "immediately" in the middle of another card's resolution
(``engine.wow.immediate_play``; scripts in ``engine/wow/cards/scripts/x32play.toml``) — each played with the real
card of the pool and asserted on every clause of its text.

Rule calls without a source (the rules document doesn't say):
- "play it immediately": the card is played then (409.1 / 707: its targets chosen by its player, its cost paid or
  not), from where the text names and whatever the timing (103.1: the card's text wins); it is then a card on the
  chain like any other, resolving once the players pass (708). The resolving card's text is done first (305.1).
- "without paying its cost" is an alternative cost of nothing (403.3): X is 0 (Tyrygosa's reminder).
- A card that can't be played now (no legal target, 707.1d; a ban, 103.2) is left where it is.
- Boundless Thievery: the revealed cards are public (709.1); "the rest" go to the bottom in the order revealed; the
  card played is controlled by its player and owned by its owner (103.1).
"""

from __future__ import annotations

from engine.wow import keywords as kw
from engine.wow.immediate_play import ASK, PICK
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real
from .test_wtrig_cards import _until

pytestmark = needs(WOW_CARDS)


def _on_top(st, player: int, name: str) -> int:
    uid = put(st, player, name, "deck")
    st.table.move(uid, "deck", player=player, position=0)
    assert st.table.zone(player, "deck")[0] == uid
    return uid


# --- Tyrygosa (ELE-160) -------------------------------------------------------------------------------------------


def _tyrygosa_turn(top: str):
    """P1 controls Tyrygosa; ``top`` is on top of his deck as his next turn starts."""
    st = start({"auto_pass": False})
    put_real(st, 0, "Tyrygosa", "allies")
    paid = resources(st, 0, 3)
    st = apply(st, "pass", 0)  # end of P1's turn … (the passes go on below)
    st = _until(st, lambda s: s.active == 1 and s.step == "main" and not s.chain and not s.pending)
    card = _on_top(st, 0, top)
    st = _until(st, lambda s: s.active == 0 and ((s.pending and s.pending[0].kind == ASK) or s.step == "main"))
    return st, card, paid


def test_tyrygosa_plays_a_revealed_ability_without_paying_its_cost():
    # WoW 703 / 709.1 / 403.3: "At the start of your turn, reveal the top card of your deck. If it's an ability, you can
    # play it immediately without paying its cost." — Fire Bolt is revealed (public), played from the deck: its target
    # is chosen then (707), no resource is exhausted, and it resolves from the chain (708)
    automated("Tyrygosa")
    st, bolt, paid = _tyrygosa_turn("Fire Bolt")
    assert st.pending and st.pending[0].kind == ASK and st.pending[0].player == 0
    assert 1 in st.table.cards[bolt].known_to  # revealed: P2 knows it
    st = choose(st, str(bolt))
    assert st.pending[0].kind == "target"
    st = choose(st, str(hero(st, 1)))
    assert any(lk.uid == bolt and lk.kind == "card" for lk in st.chain)
    assert not any(st.table.cards[u].tapped for u in paid)  # no cost paid (403.3)
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[bolt].zone == "graveyard"


def test_tyrygosa_may_decline_and_the_card_stays_on_top():
    # WoW 709.3: "you can" — declined, the revealed card stays on top of the deck (709.1)
    st, bolt, _ = _tyrygosa_turn("Fire Bolt")
    st = choose(st, "none")
    assert st.table.cards[bolt].zone == "deck" and st.table.zone(0, "deck")[0] == bolt
    assert st.table.cards[hero(st, 1)].damage == 0


def test_tyrygosa_reveals_an_ally_and_nothing_is_played():
    # WoW 709.3: "If it's an ability" — an ally is revealed (public) and stays; no choice
    st, owl, _ = _tyrygosa_turn("Iron Sentinel")
    assert not (st.pending and st.pending[0].kind == ASK)
    assert st.table.cards[owl].zone in ("deck", "hand")  # on top, then drawn in the draw step (501.2)
    assert 1 in st.table.cards[owl].known_to


def test_tyrygosa_x_is_0():
    # WoW 403.3 / 201.3 (the card's reminder): "If it has X in its cost, X is 0." — Mind Tempest deals X = 0
    st, tempest, _ = _tyrygosa_turn("Mind Tempest")
    st = choose(st, str(tempest))
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[tempest].zone == "graveyard" and st.table.cards[hero(st, 1)].damage == 0


# --- Dark Simulacrum (TOD-23) ---------------------------------------------------------------------------------------


def test_dark_simulacrum_plays_an_opposing_graveyard_ability_free():
    # WoW 706 / 709.1 / 403.3: "Play target ability in an opposing graveyard immediately without paying its cost." —
    # P1 plays P2's Fire Bolt (his target chosen then, 707), paying only Dark Simulacrum's 4; it goes back to its owner's
    # graveyard (305.1); Dark Simulacrum to P1's
    automated("Dark Simulacrum")
    st = start({"auto_pass": False})
    bolt = put(st, 1, "Fire Bolt", "graveyard")
    mine = put(st, 0, "Healing Touch", "graveyard")
    sim = put_real(st, 0, "Dark Simulacrum", "hand")
    paid = resources(st, 0, 6)
    st = apply(st, "play", 0, uid=sim, x=0)
    assert str(mine) not in {o.id for o in st.pending[0].options}  # an opposing graveyard only (706)
    st = choose(st, str(bolt))
    st = resolve_chain(st)
    assert st.pending and st.pending[0].kind == "target" and st.pending[0].player == 0
    st = choose(st, str(hero(st, 1)))
    assert st.table.cards[sim].zone == "graveyard" and st.table.cards[sim].owner == 0
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == 3
    assert st.table.cards[bolt].zone == "graveyard" and st.table.cards[bolt].owner == 1
    assert sum(st.table.cards[u].tapped for u in paid) == 4


def test_dark_simulacrum_leaves_an_ability_that_cant_be_played():
    # WoW 707.1d: "Destroy target ally." with no ally in play can't be played: it stays in its graveyard
    st = start({"auto_pass": False})
    vanish = put(st, 1, "Vanish in Smoke", "graveyard")
    sim = put_real(st, 0, "Dark Simulacrum", "hand")
    resources(st, 0, 4)
    st = resolve_chain(choose(apply(st, "play", 0, uid=sim, x=0), str(vanish)))
    assert not st.pending and st.table.cards[vanish].zone == "graveyard" and st.table.cards[sim].zone == "graveyard"


# --- Boundless Thievery (COH-37) ------------------------------------------------------------------------------------


def _thievery(n: int = 3):
    st = start({"auto_pass": False})
    bolt = _on_top(st, 1, "Fire Bolt")
    sword = _on_top(st, 1, "Worn Longsword")
    sentinel = _on_top(st, 1, "Iron Sentinel")
    deep = st.table.zone(1, "deck")[3]
    card = put_real(st, 0, "Boundless Thievery", "hand")
    paid = resources(st, 0, n)
    st = apply(st, "play", 0, uid=card, x=0)
    if st.pending and st.pending[0].kind == "target":
        st = choose(st, str(hero(st, 1)))
    st = resolve_chain(st)
    return st, (sentinel, sword, bolt, deep), paid, card


def _finish(st):
    """Resolve everything; Eternal's "you may shuffle it into your deck" is declined (the template's line 1)."""
    return _until(st, lambda s: not s.chain and not s.pending and not s.triggers, {"may": ["no"]})


def test_boundless_thievery_plays_a_revealed_equipment_paying_its_cost():
    # WoW 709.1 / 403.1: "Reveal cards from the top of target opponent's deck equal to the number of resources you
    # control. You may choose a revealed ally or equipment and play it immediately, paying costs as normal. Then, put
    # the rest on the bottom of that player's deck." — 3 resources: 3 cards revealed (public); the Sentinel (4) can't be
    # paid with the 2 left, Fire Bolt is no ally or equipment: only the Longsword is offered
    automated("Boundless Thievery")
    st, (sentinel, sword, bolt, deep), paid, card = _thievery(3)
    assert st.pending[0].kind == PICK and {o.id for o in st.pending[0].options} == {str(sword), "none"}
    assert all(0 in st.table.cards[u].known_to and 1 in st.table.cards[u].known_to for u in (sentinel, sword, bolt))
    st = _finish(choose(st, str(sword)))
    assert st.table.cards[sword].zone == "hero_row" and st.table.cards[sword].controller == 0 and st.table.cards[sword].owner == 1
    assert all(st.table.cards[u].tapped for u in paid)  # 1 for Thievery, 2 for the Longsword
    deck = st.table.zone(1, "deck")
    assert deck[0] == deep and deck[-2:] == [sentinel, bolt]  # the rest on the bottom
    assert kw.atk(st, sword) == 2 and st.table.cards[card].zone == "graveyard"  # (Eternal declined)


def test_boundless_thievery_declined_puts_all_on_the_bottom():
    # WoW 709.3: "You may" — declined: the three revealed cards go to the bottom
    st, (sentinel, sword, bolt, deep), _, _ = _thievery(3)
    st = _finish(choose(st, "none"))
    assert st.table.zone(1, "deck")[0] == deep and st.table.zone(1, "deck")[-3:] == [sentinel, sword, bolt]


def test_boundless_thievery_counts_resources_as_it_resolves():
    # WoW 709.1: with 5 resources, 5 cards are revealed and the Sentinel (4 ≤ the 4 ready left) is offered too, and the
    # two Mist Owls under it (the deck's filler); the sixth card is not revealed
    st, (sentinel, sword, _bolt, deep), _, _ = _thievery(5)
    owls = st.table.zone(1, "deck")[3:5]
    sixth = st.table.zone(1, "deck")[5]
    assert deep == owls[0] and {o.id for o in st.pending[0].options} == {str(sentinel), str(sword), *map(str, owls), "none"}
    assert 0 not in st.table.cards[sixth].known_to
    st = _finish(choose(st, str(sentinel)))
    assert st.table.cards[sentinel].zone == "allies" and st.table.cards[sentinel].controller == 0


# --- Zintix the Frostbringer (TOT-136) ------------------------------------------------------------------------------


def _zintix(attachment: str, answer: str = "yes"):
    """Zintix attacks P2's hero; his trigger's search finds ``attachment`` (put in P1's deck)."""
    st = start({"auto_pass": False})
    zintix = put_real(st, 0, "Zintix the Frostbringer", "allies")
    card = put_real(st, 0, attachment, "deck")
    paid = resources(st, 0, 3)
    seen: list[list[str]] = []

    def pick(pending):
        seen.append([o.id for o in pending.options])
        return [str(card)]

    st = apply(st, "attack", 0, attacker=zintix, defender=hero(st, 1))
    st = _until(st, lambda s: s.combat is None and not s.chain and not s.pending and not s.triggers,
                {"protector": ["none"], "may": [answer], "search": pick})
    return st, card, paid, seen


def test_zintix_plays_a_searched_attachment_on_the_damaged_hero_free():
    # WoW 703 / 413 / 709.1 / 403.3 / 706: "When this ally deals damage to an opposing hero, you may search your deck
    # for an attachment and play it immediately targeting that hero, without paying its cost." — Split Open ("Attach to
    # target hero or ally. Attached character has -2 health.") attaches to P2's hero, no resource paid; the search
    # offered only attachments (Mist Owls are not)
    automated("Zintix the Frostbringer")
    st, split, paid, seen = _zintix("Split Open")
    from engine.wow.attachment_cards import is_attachment

    assert seen and str(split) in seen[0]
    assert all(is_attachment(kw.data(st, int(u))) for u in seen[0] if u.isdigit())  # (413.1: only attachments)
    assert st.table.cards[split].zone == "hero_row" and st.table.cards[split].attached_to == hero(st, 1)
    assert kw.health(st, hero(st, 1)) == st.cards[st.table.cards[hero(st, 1)].card_id]["health"] - 2
    assert st.table.cards[hero(st, 1)].damage == 3 and not any(st.table.cards[u].tapped for u in paid)


def test_zintix_declined_or_an_attachment_that_cant_target_the_hero():
    # WoW 709.3: "you may" — declined, nothing is searched; 706: Deep Freeze ("Attach to target ally") can't target the
    # hero, so it stays on top of the shuffled deck, unseen by P2 (413)
    st, split, _, seen = _zintix("Split Open", "no")
    assert not seen and st.table.cards[split].zone == "deck"
    st, freeze, _, seen = _zintix("Deep Freeze")
    assert seen and st.table.cards[freeze].zone == "deck" and st.table.zone(0, "deck")[0] == freeze
    assert 1 not in st.table.cards[freeze].known_to
