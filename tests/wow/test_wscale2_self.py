"""Helper wscale2 (issue #18): amounts read per affected card, played with real cards of the pool —
"target ally deals holy damage to itself equal to its ATK" (``engine.wow.self_atk_damage``: the
character is the source of its own packet, 408.2c, its ATK read on resolution, EN 709) and "+X ATK this
turn, where X is its ATK" (``wscale2.toml``)."""

from __future__ import annotations

from engine.core import Modifier
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from tests.shared_data import needs

from .helpers import apply, choose, put, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wscale_amounts import as_hero, tagged

pytestmark = needs(WOW_CARDS)


def _activated(data: dict) -> int:
    return next(i for i, pw in enumerate(card_powers(data)) if pw.kind == "activated")


def _weaken(st, uid: int, n: int) -> None:
    st.modifiers.append(Modifier(uid, "atk", -n, duration="this_turn", player=1, turn=st.turn, source=uid))


def _self_packets(st, uid: int) -> list[dict]:
    return [e for e in st.turn_log if e.get("ev") == "damage" and e.get("to") == uid]


def test_saria_makes_the_target_deal_its_atk_to_itself():
    # 408.2c: the target ally is the source; EN 709: its current ATK (4 - 1 = 3); 706: opposing only.
    data = automated("Saria of Stormwind")
    st = start()
    saria = as_hero(st, "Saria of Stormwind")
    mine = put(st, 0, "Iron Sentinel", "allies")
    theirs = put(st, 1, "Iron Sentinel", "allies")
    _weaken(st, theirs, 1)  # its ATK is 3 now: the packet is 3 (EN 709)
    resources(st, 0, 5)
    st = apply(st, "power", 0, uid=saria, power=_activated(data), x=0)
    options = [o.id for o in st.pending[0].options]
    assert str(theirs) in options and str(mine) not in options  # "target opposing ally" (706)
    st = resolve_chain(choose(st, str(theirs)))
    assert st.table.cards[theirs].damage == 3 and st.table.cards[mine].damage == 0
    packets = _self_packets(st, theirs)
    assert packets and packets[-1].get("src") == theirs  # it deals the damage to itself (408.2c)


def test_goldensword_may_target_your_own_ally_and_kills_it_with_its_atk():
    # 408.2c / 405.4: a 4 ATK / 4 health ally deals 4 holy damage to itself and is destroyed (405.3).
    data = automated("Grand Marshal Goldensword")
    st = start()
    gold = as_hero(st, "Grand Marshal Goldensword")
    mine = put(st, 0, "Iron Sentinel", "allies")
    resources(st, 0, 5)
    st = apply(st, "power", 0, uid=gold, power=_activated(data), x=0)
    st = resolve_chain(choose(st, str(mine)))
    assert st.table.cards[mine].zone == "graveyard"


def test_penance_hits_each_ally_with_its_own_atk():
    # 405.4: one packet per ally, each sized by that ally's own ATK (EN 709); heroes are not allies.
    automated("Penance")
    st = start()
    big = put(st, 1, "Iron Sentinel", "allies")
    small = put(st, 0, "Iron Sentinel", "allies")
    _weaken(st, big, 1)
    _weaken(st, small, 3)
    hero_damage = st.table.cards[st.heroes[1]].damage
    st, _ = play_real(st, "Penance")
    st = resolve_chain(st)
    assert st.table.cards[big].damage == 3 and st.table.cards[small].damage == 1
    assert _self_packets(st, small)[-1].get("src") == small
    assert st.table.cards[st.heroes[1]].damage == hero_damage


def test_emerald_ripper_doubles_its_atk_this_turn():
    # EN 709: X is the weapon's ATK as the power resolves; 205.1: +X ATK this turn.
    data = automated("Emerald Ripper")
    st = start()
    ripper = put_real(st, 0, "Emerald Ripper", "hero_row")
    base = kw.atk(st, ripper)
    assert base > 0
    resources(st, 0, 3)
    st = apply(st, "power", 0, uid=ripper, power=_activated(data), x=0)
    st = resolve_chain(st)
    assert kw.atk(st, ripper) == 2 * base


def test_kill_command_the_pet_deals_its_atk_to_the_target():
    # 408.2c: the Pet is the source; 706: only a Pet in your party may be the first target.
    automated("Kill Command")
    st = start()
    pet = put(st, 0, "Loyal Hound", "allies")  # a Pet, 2 ATK
    other = put(st, 0, "Iron Sentinel", "allies")  # not a Pet
    foe = put(st, 1, "Iron Sentinel", "allies")
    uid = put_real(st, 0, "Kill Command", "hand")
    resources(st, 0, 5)
    st = apply(st, "play", 0, uid=uid, x=0)
    options = [o.id for o in st.pending[0].options]
    assert str(pet) in options and str(other) not in options and str(foe) not in options
    st = resolve_chain(choose(choose(st, str(pet)), str(foe)))
    assert st.table.cards[foe].damage == 2 and st.table.cards[pet].damage == 0
    assert _self_packets(st, foe)[-1].get("src") == pet


def test_kill_command_deals_nothing_when_the_pet_is_gone():
    # 709.2a: the Pet left play before resolution: it deals no damage.
    automated("Kill Command")
    st = start()
    pet = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    uid = put_real(st, 0, "Kill Command", "hand")
    resources(st, 0, 5)
    st = choose(choose(apply(st, "play", 0, uid=uid, x=0), str(pet)), str(foe))
    assert st.chain  # on the chain, not yet resolved
    st.table.cards[pet].zone = "graveyard"  # the Pet leaves play in response (test setup)
    st = resolve_chain(st)
    assert st.table.cards[foe].damage == 0


def test_monstrous_frostbolt_volley_hits_each_opposing_character_with_the_monsters_atk():
    # 405.4: one packet per opposing hero and ally, from the Monster (408.2c), its ATK 4.
    automated("Monstrous Frostbolt Volley")
    st = start()
    plain = put(st, 0, "Loyal Hound", "allies")
    foe = put(st, 1, "Loyal Hound", "allies")
    monster = tagged(st, put(st, 0, "Iron Sentinel", "allies"), "Monster")  # 4 ATK (tagged last: put resets the data)
    foe_hero = st.heroes[1]
    before = st.table.cards[foe_hero].damage
    uid = put_real(st, 0, "Monstrous Frostbolt Volley", "hand")
    resources(st, 0, 6)
    st = apply(st, "play", 0, uid=uid, x=0)
    options = [o.id for o in st.pending[0].options]
    assert str(monster) in options and str(plain) not in options
    st = resolve_chain(choose(st, str(monster)))
    assert st.table.cards[foe_hero].damage == before + 4 and st.table.cards[foe].zone == "graveyard"
    assert st.table.cards[plain].damage == 0 and st.table.cards[st.heroes[0]].damage == 0
    assert _self_packets(st, foe_hero)[-1].get("src") == monster


def test_dark_justice_puts_the_removed_allys_atk_on_your_hero():
    # 709 (last known information): the ally's ATK (4 - 1 = 3) before it left play; 405.3: placed damage.
    automated("Dark Justice")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    _weaken(st, foe, 1)
    me = st.heroes[0]
    st, _ = play_real(st, "Dark Justice", 0, str(foe))
    st = resolve_chain(st)
    assert st.table.cards[foe].zone == "removed" and st.table.cards[me].damage == 3


def test_shadowmourne_takes_the_removed_allys_atk_as_counters():
    # 404.1c: +1 ATK counters, X = the removed ally's last known ATK (4).
    automated("Shadowmourne")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, axe = play_real(st, "Shadowmourne", 0, pay=8)
    for _ in range(5):
        st = resolve_chain(st)
        if st.pending and str(foe) in [o.id for o in st.pending[0].options]:
            st = choose(st, str(foe))
    st = resolve_chain(st)
    base = int(st.cards[st.table.cards[axe].card_id]["atk"])
    assert st.table.cards[foe].zone == "removed"
    assert st.table.cards[axe].counters.get("+1 ATK") == 4 and kw.atk(st, axe) == base + 4


def _enter_hellisa(st, pick: str | None):
    uid = put_real(st, 0, "Hellisa", "hand")
    resources(st, 0, 8)
    st = resolve_chain(apply(st, "play", 0, uid=uid, x=0))
    for _ in range(4):
        if not st.pending:
            break
        ids = [o.id for o in st.pending[0].options]
        st = choose(st, pick) if pick in ids else choose(st)
        st = resolve_chain(st)
    return st


def test_hellisa_exhausted_ally_deals_its_atk_to_its_controllers_hero():
    # 411.1 exhaust; EN 709.3 "If you do"; 408.2c: the exhausted ally deals its ATK (4) to its controller's hero.
    automated("Hellisa")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    before = st.table.cards[st.heroes[1]].damage
    st = _enter_hellisa(st, str(foe))
    assert st.table.cards[foe].tapped and st.table.cards[st.heroes[1]].damage == before + 4
    assert _self_packets(st, st.heroes[1])[-1].get("src") == foe


def test_hellisa_no_ready_opposing_ally_nothing_happens():
    # 706 / EN 709.3: an exhausted ally isn't a legal target: nothing is exhausted, no damage.
    automated("Hellisa")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies", tapped=True)
    before = st.table.cards[st.heroes[1]].damage
    st = _enter_hellisa(st, str(foe))
    assert st.table.cards[st.heroes[1]].damage == before


def test_hellisa_declined_nothing_happens():
    # EN 709.3: "you may" declined: the ally stays ready and deals nothing.
    automated("Hellisa")
    st = start()
    foe = put(st, 1, "Iron Sentinel", "allies")
    before = st.table.cards[st.heroes[1]].damage
    st = _enter_hellisa(st, None)
    assert not st.table.cards[foe].tapped and st.table.cards[st.heroes[1]].damage == before
