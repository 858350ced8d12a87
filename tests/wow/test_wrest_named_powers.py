"""A power's printed name before its text ("Summon Minion: At the start of your turn, …"; 203.2:
the power is the text, the title has no rules meaning; templates_wrest_lines) — each played with a
real card of the pool (skipped without ../shared/data). Two-faced heroes: only the face showing
works (301.2a)."""

from __future__ import annotations

from engine.wow.cards.compiler import card_powers
from engine.wow.cards.templates_wrest_lines import power_name
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_activation import _as_hero, _power
from .test_templates_more import automated, put_real
from .test_templates_turns import _advance

pytestmark = needs(WOW_CARDS)


def test_titles_with_a_meaning_stay():
    # the labels that mean something are not power names: Ongoing (305.2c), Empower (gates), Traitor Hero, a class gate
    for line in ("Ongoing: When this ability enters play, draw a card.", "Empower Mage: When this ally enters play, draw a card.",
                 "Traitor Hero: When this ally enters play, draw a card.", "Hunter: When this weapon enters play, draw a card.",
                 "Death Rattle: When this ally is destroyed, draw a card."):
        assert power_name(line) == line
    assert power_name("BACK: Summon Minion: At the start of your turn, draw a card.") == "BACK: At the start of your turn, draw a card."


def _flip(st, uid: int, data: dict, cost: int):
    resources(st, 0, cost)
    st = resolve_chain(apply(st, "power", 0, uid=uid, power=_power(data), x=0))
    assert st.table.cards[uid].flags.get("flipped")
    return st


def test_hogger_summon_minion_only_once_flipped():
    # 301.2a: "BACK: Summon Minion: At the start of your turn, put a 1 [Melee] / 1 [Health] Gnoll Monster ally token into play."
    data = automated("Hogger")
    assert [pw.trigger for pw in card_powers(data) if pw.kind == "triggered"] == ["start_of_turn"]
    st = start()
    hogger = _as_hero(st, "Hogger")
    allies = len(st.table.zone(0, "allies"))
    st = _advance(st, 3)
    assert len(st.table.zone(0, "allies")) == allies  # the front shows: no token
    st = _flip(st, hogger, data, 5)
    st = _advance(st, 5)
    new = [u for u in st.table.zone(0, "allies")]
    assert len(new) == allies + 1
    token = st.cards[st.table.cards[new[-1]].card_id]
    assert token.get("atk") == 1 and token.get("health") == 1 and "Gnoll" in (token.get("name") or "")


def test_elderlimb_heals_himself_if_you_control_a_treant():
    # EN 703, 709: "BACK: Ancient's Lore: At the start of your turn, Elderlimb heals 4 damage from himself if you control a Treant."
    data = automated("Elderlimb")
    st = start()
    elder = _as_hero(st, "Elderlimb")
    st = _flip(st, elder, data, 4)
    st.table.cards[elder].damage = 10
    st = _advance(st, 3)
    assert st.table.cards[elder].damage == 10  # no Treant
    put(st, 0, "Iron Sentinel", "allies")
    st = _advance(st, 5)
    assert st.table.cards[elder].damage == 10  # an ally that is no Treant
    treants = put(st, 0, "Call the Treants", "hand")
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=treants, x=0))
    st = _advance(st, 7)
    assert st.table.cards[elder].damage == 6


def test_murkdeep_pings_when_a_murloc_enters():
    # EN 703: "BACK: RwlRwlRwl!: When a Murloc ally enters play under your control, Murkdeep deals 1 nature damage to target
    # opposing hero and heals 1 damage from himself."
    data = automated("Murkdeep")
    st = start()
    murk = _as_hero(st, "Murkdeep")
    st = _flip(st, murk, data, 4)
    st.table.cards[murk].damage = 3
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert st.table.cards[hero(st, 1)].damage == 0 and st.table.cards[murk].damage == 3  # an Owl: nothing
    caller = put(st, 0, "Tide Caller", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=caller, x=0))
    for _ in range(5):
        if not st.pending:
            break
        pend = st.pending[0]
        st = resolve_chain(choose(st, str(hero(st, 1)) if pend.kind == "target" else pend.options[-1].id))
    assert st.table.cards[hero(st, 1)].damage == 1 and st.table.cards[murk].damage == 2


def test_diplomacy_reminder_is_the_cost_change():
    # 403.2: "Diplomacy: Dwarves (You pay 1 less to play Dwarf allies, to a minimum of 1.)" — a Dwarf ally costs 1 less, never
    # below 1; another ally costs as printed
    from engine.wow import costs

    automated("Daniel Soortan")
    st = start()
    sentry = put(st, 0, "Longbow Sentry", "hand")  # a Dwarf, cost 3
    sergeant = put(st, 0, "Drill Sergeant", "hand")  # a Dwarf, cost 2
    owl = put(st, 0, "Mist Owl", "hand")  # cost 2
    assert costs.play_cost(st, 0, sentry) == 3
    put_real(st, 0, "Daniel Soortan", "allies")
    assert costs.play_cost(st, 0, sentry) == 2 and costs.play_cost(st, 0, sergeant) == 1 and costs.play_cost(st, 0, owl) == 2


def test_samantha_readies_an_ally_that_then_cant_attack():
    # 411.1, EN 709: "[Exhaust] -> Ready another target ally in your party. It can't attack this turn." — "it" is that ally
    data = automated("Envoy Samantha Dillon")
    st = start()
    sam = put_real(st, 0, "Envoy Samantha Dillon", "allies")
    owl = put(st, 0, "Iron Sentinel", "allies")
    st.table.cards[owl].tapped = True
    power = next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")
    st = resolve_chain(choose(apply(st, "power", 0, uid=sam, power=power, x=0), str(owl)))
    assert not st.table.cards[owl].tapped and st.table.cards[sam].tapped
    import pytest

    from engine.core import RulesError

    with pytest.raises(RulesError):
        apply(st, "attack", 0, attacker=owl, defender=hero(st, 1))


def test_arcane_torrent_reminder_is_the_power():
    # 103.2: "Arcane Torrent (When this ally enters play, target opposing card in play loses and can't have powers this turn.)"
    from engine.wow import keywords as kw

    automated("Canissa the Shadow")
    st = start()
    guard = put(st, 1, "Footman Recruit", "allies")  # Protector
    mine = put(st, 0, "Footman Recruit", "allies")
    assert "Protector" in kw.keywords(st, guard)
    uid = put_real(st, 0, "Canissa the Shadow", "hand")
    resources(st, 0, 5)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    assert str(mine) not in {o.id for o in st.pending[0].options}  # opposing only
    st = resolve_chain(choose(st, str(guard)))
    assert "Protector" not in kw.keywords(st, guard) and "Protector" in kw.keywords(st, mine)


def test_aric_ghoul_only_if_you_control_none():
    # 301.2a, EN 709: "BACK: At the end of your turn, if you do not control a Ghoul, put a 3 [Melee] / 3 [Health] Ghoul ally
    # token into play." — one Ghoul, then none while it stays
    data = automated("Aric Stonejack")
    st = start()
    aric = _as_hero(st, "Aric Stonejack")
    st = _flip(st, aric, data, 7)

    def ghouls(st):
        return [u for u in st.table.zone(0, "allies") if "ghoul" in (st.cards[st.table.cards[u].card_id].get("name") or "").lower()]

    st = _advance(st, 2)
    assert len(ghouls(st)) == 1
    st = _advance(st, 4)
    assert len(ghouls(st)) == 1


def test_short_name_or_another_ally_enters_your_party():
    # EN 703: "When Ryno or another Arena ally enters your party, put a Felhunter Demon ally token into play with 1 [Melee] ATK /
    # 1 health." — "Ryno" is Gladiator Ryno himself; a non-Arena ally does nothing
    automated("Gladiator Ryno")

    def tokens(st):
        return [u for u in st.table.zone(0, "allies") if "felhunter" in (st.cards[st.table.cards[u].card_id].get("name") or "").lower()]

    st = start()
    ryno = put_real(st, 0, "Gladiator Ryno", "hand")
    resources(st, 0, 4)
    st = resolve_chain(apply(st, "play", 0, uid=ryno, x=0))
    assert len(tokens(st)) == 1
    owl = put(st, 0, "Mist Owl", "hand")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "play", 0, uid=owl, x=0))
    assert len(tokens(st)) == 1
    dorn = put_real(st, 0, "Gladiator Dorn", "hand")  # an Arena ally
    resources(st, 0, 1)
    st = resolve_chain(apply(st, "play", 0, uid=dorn, x=0))
    while st.pending:
        st = resolve_chain(choose(st, *[o.id for o in st.pending[0].options[: max(st.pending[0].min, 1)]]))
    assert len(tokens(st)) == 2


def test_swiftshot_or_another_ranged_ally_may_ping():
    # EN 703, 408.2c: "When Swiftshot or another [Ranged] ally enters your party, it may deal 1 ranged damage to target hero or
    # ally." — the entering ally deals it
    automated("Elder Huntsman Swiftshot")
    st = start()
    put_real(st, 0, "Elder Huntsman Swiftshot", "allies")
    sentry = put(st, 0, "Longbow Sentry", "hand")  # a [Ranged] ally
    resources(st, 0, 3)
    st = resolve_chain(apply(st, "play", 0, uid=sentry, x=0))
    st = resolve_chain(choose(st, str(hero(st, 1))))
    assert st.table.cards[hero(st, 1)].damage == 1
