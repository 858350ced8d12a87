"""Triggered powers on other cards' events (engine.wow.cards.templates_events, engine.wow.event_triggers):
each is a real card of the pool in an engine game (skipped without ../shared/data). EN 703: a
triggered power waits for its event, then goes on the chain at the next pre-priority window (410.5)."""

from __future__ import annotations

from engine.core import Action
from engine.wow import keywords as kw
from engine.wow.cards.compiler import card_powers
from engine.wow.game import ENGINE
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, put_real

pytestmark = needs(WOW_CARDS)


def _settle(st, *picks: str):
    """Resolve the chain, answering target prompts with ``picks`` in order (and "yes" to a may)."""
    picks_left = list(picks)
    for _ in range(30):
        if st.pending:
            kind = st.pending[0].kind
            if kind == "may":
                st = choose(st, "yes")
            elif kind == "protector":
                st = choose(st, "none")
            elif picks_left:
                st = choose(st, picks_left.pop(0))
            else:
                st = choose(st, st.pending[0].options[0].id)
            continue
        if not st.chain and st.combat is None:
            return st
        st = apply(st, "pass", st.priority)
    return st


def _play(st, name: str, player: int = 0, pay: int = 6):
    uid = put(st, player, name, "hand")
    resources(st, player, pay)
    return apply(st, "play", player, uid=uid, x=0), uid


# --- "When your hero deals combat damage [with a weapon] …" (EN 703, 408.3d) ----------------------


def test_seal_of_light_heals_after_weapon_combat_damage_only():
    # EN 703 / WoW 408.3d: "When your hero deals combat damage with a weapon, it heals 2 damage from itself."
    automated("Seal of Light")
    st = start()
    put_real(st, 0, "Seal of Light", "hero_row")
    me = hero(st, 0)
    st.table.cards[me].damage = 5
    target = put(st, 1, "Iron Sentinel", "allies")
    st = finish_combat(apply(st, "attack", 0, attacker=me, defender=target))  # no weapon: 0 ATK, no damage
    assert st.table.cards[me].damage == 5 + 4  # Iron Sentinel hit back; no trigger
    st.table.cards[me].tapped = False
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st = resolve_chain(apply(st, "attack", 0, attacker=me, defender=hero(st, 1)))
    st = apply(st, "strike", 0, weapon=sword)
    st = _settle(finish_combat(st))
    assert st.table.cards[hero(st, 1)].damage == 2
    assert st.table.cards[me].damage == 9 - 2  # healed 2 by the trigger


def test_seal_of_command_hits_the_character_dealt_damage():
    # EN 703: "… with a weapon to a hero or ally, your hero then deals 2 holy damage to that character."
    automated("Seal of Command")
    st = start()
    put_real(st, 0, "Seal of Command", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    target = put(st, 1, "Stone Guardian", "allies")  # 6 health, Hardiness 1
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=target))
    st = _settle(finish_combat(apply(st, "strike", 0, weapon=sword)))
    assert st.table.cards[target].damage == 1 + 1  # 2 - Hardiness, then 2 holy - Hardiness


def test_enraged_regeneration_only_while_attacking():
    # EN 703: "When your hero deals combat damage with a weapon while attacking, it heals 3 damage from itself."
    automated("Enraged Regeneration")
    st = start()
    put_real(st, 0, "Enraged Regeneration", "hero_row")
    me = hero(st, 0)
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    st.table.cards[me].damage = 6
    st = resolve_chain(apply(st, "attack", 0, attacker=me, defender=hero(st, 1)))
    st = _settle(finish_combat(apply(st, "strike", 0, weapon=sword)))
    assert st.table.cards[me].damage == 3


def test_flame_wrath_triggers_on_its_own_strike():
    # EN 703 / 408.3d: "When your hero deals combat damage with Flame Wrath, your hero deals 1 fire damage to each opposing hero and ally."
    automated("Flame Wrath")
    st = start()
    wrath = put_real(st, 0, "Flame Wrath", "hero_row")
    resources(st, 0, 8)
    owl = put(st, 1, "Mist Owl", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(finish_combat(apply(st, "strike", 0, weapon=wrath)))
    atk = kw.data(st, wrath).get("atk") or 0
    assert st.table.cards[owl].damage == 1
    assert st.table.cards[hero(st, 1)].damage == atk + 1


# --- allies entering play (EN 703) ------------------------------------------------------------------


def test_earthen_guidance_the_entering_shaman_deals_the_damage():
    # EN 703, 408.2c: "When a Shaman ally enters play under your control …, it deals 2 nature damage to target opposing ally."
    automated("Earthen Guidance")
    st = start()
    put_real(st, 0, "Earthen Guidance", "hero_row")
    foe = put(st, 1, "Iron Sentinel", "allies")
    st, hound = _play(st, "Loyal Hound")  # a Hunter/Shaman/Paladin pet
    st = resolve_chain(st)
    sources = []
    for _ in range(20):  # the trigger's target, then passes until it resolves
        if not st.pending and not st.chain:
            break
        act = Action("choose", st.pending[0].player, {"picks": [str(foe)]}) if st.pending else Action("pass", st.priority, {})
        res = ENGINE.apply(st, act)
        st = res.state
        sources += [e.data.get("source") for e in res.events if e.kind == "damage" and e.data.get("uid") == foe]
    assert st.table.cards[foe].damage == 2
    assert sources == [hound]  # the damage's source is the entering ally (408.2c)
    st, _ = _play(st, "Mist Owl")  # no Shaman: no trigger
    st = _settle(resolve_chain(st), str(foe))
    assert st.table.cards[foe].damage == 2


def test_anathel_ally_with_cost_4_or_more():
    # EN 703: "When an ally with cost 4 or more enters play under your control, this ally deals 4 ranged damage to target hero."
    automated("Anathel the Eagle-Eye")
    st = start()
    put_real(st, 0, "Anathel the Eagle-Eye", "allies")
    st, _ = _play(st, "Mist Owl")  # cost 2
    st = _settle(resolve_chain(st), str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 0
    st, _ = _play(st, "Iron Sentinel")  # cost 4
    st = _settle(resolve_chain(st), str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 4


def test_he_who_has_no_life_destroys_cheap_allies_of_either_side():
    # EN 703: "When an ally with cost 5 or less enters play, destroy it."
    automated("He Who Has No Life")
    st = start()
    put_real(st, 1, "He Who Has No Life", "allies")
    st, owl = _play(st, "Mist Owl")
    st = _settle(resolve_chain(st))
    assert st.table.cards[owl].zone == "graveyard"


# --- resources: placed face up, turned face down (412.1b, EN 702.2) -----------------------------------


def test_swift_raptor_placing_a_quest_face_up():
    # WoW 412.1b: only a quest or location is placed face up; "When you place a resource face up, your hero heals 2 damage from itself."
    automated("Swift Raptor")
    st = start()
    put_real(st, 0, "Swift Raptor", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    quest = put(st, 0, "Scout the Border", "hand")
    st = _settle(apply(st, "resource", 0, uid=quest, face_up=True))
    assert st.table.cards[hero(st, 0)].damage == 3


def test_swift_raptor_not_on_a_face_down_resource():
    # WoW 412.1b: a face-down resource is no resource placed face up
    st = start()
    put_real(st, 0, "Swift Raptor", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    owl = put(st, 0, "Mist Owl", "hand")
    st = _settle(apply(st, "resource", 0, uid=owl, face_up=False))
    assert st.table.cards[hero(st, 0)].damage == 5


def test_emerald_tree_warder_quest_turns_face_down():
    # EN 702.2: completing a quest turns it face down; "When a resource you control is turned face down, you may draw a card."
    automated("Emerald Tree Warder")
    st = start()
    put_real(st, 0, "Emerald Tree Warder", "allies")
    quest = put(st, 0, "Scout the Border", "resources", face_down=False)
    resources(st, 0, 2)
    hand = len(st.table.zone(0, "hand"))
    st = _settle(apply(st, "quest", 0, uid=quest))
    assert len(st.table.zone(0, "hand")) == hand + 2  # the reward and the trigger


# --- attached host and friendly allies (400.1, EN 703) ------------------------------------------------


def test_executioners_mark_destroys_the_host_when_dealt_damage():
    # WoW 400.1: "Ongoing: When attached ally is dealt damage, destroy it."
    automated("Executioner's Mark")
    st = start()
    foe = put(st, 1, "Stone Guardian", "allies")
    mark = put_real(st, 0, "Executioner's Mark", "allies")
    st.table.cards[mark].attached_to = foe
    st, _ = _play(st, "Fire Bolt")
    st = _settle(resolve_chain(choose(st, str(foe))))
    assert st.table.cards[foe].zone == "graveyard"


def test_gloves_of_dissolving_smoke_when_an_ally_you_control_attacks():
    # EN 703: "When an ally you control attacks, your hero has +1 ATK this turn."
    automated("Gloves of Dissolving Smoke")
    st = start()
    put_real(st, 0, "Gloves of Dissolving Smoke", "hero_row")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=ally, defender=hero(st, 1)))
    assert kw.atk(st, hero(st, 0)) == 1
    st = _settle(finish_combat(st))
    assert kw.atk(st, hero(st, 0)) == 1


def test_doomwalker_destroys_an_opposing_ally_that_becomes_exhausted():
    # EN 703: "When an opposing ability, ally, or equipment becomes exhausted, destroy it."
    automated("Doomwalker")
    st = start()
    put_real(st, 1, "Doomwalker", "allies")
    mine = put(st, 0, "Iron Sentinel", "allies")
    st = _settle(resolve_chain(apply(st, "attack", 0, attacker=mine, defender=hero(st, 1))))
    assert st.table.cards[mine].zone == "graveyard"


def test_gobloz_hits_the_source_of_the_damage():
    # WoW 408.2c: an ability's damage comes from your hero; "Gobloz may deal 1 fire damage to the source of that damage."
    automated("Gobloz")
    st = start()
    put_real(st, 1, "Gobloz", "allies")
    owl = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _play(st, "Fire Bolt")
    st = _settle(resolve_chain(choose(st, str(owl))))
    assert st.table.cards[owl].damage == 3
    assert st.table.cards[hero(st, 0)].damage == 1


def test_master_mathias_shaw_combat_damage_to_a_defending_hero():
    # EN 703: "When an ally in your party deals combat damage to a defending hero, draw a card."
    automated("Master Mathias Shaw")
    st = start()
    put_real(st, 0, "Master Mathias Shaw", "allies")
    ally = put(st, 0, "Iron Sentinel", "allies")
    hand = len(st.table.zone(0, "hand"))
    st = _settle(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=ally, defender=hero(st, 1)))))
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_unholy_ground_non_token_ally_destroyed():
    # EN 703, 404.2: "When a non-token ally you control is destroyed, put a 3/3 Ghoul ally token into play."
    automated("Unholy Ground")
    st = start()
    put_real(st, 1, "Unholy Ground", "hero_row")
    owl = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _play(st, "Vanish in Smoke")
    st = _settle(resolve_chain(choose(st, str(owl))))
    tokens = [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1 and kw.atk(st, tokens[0]) == 3


def test_pact_of_shadow_opponent_discards():
    # WoW 415.9d: "Ongoing: When an opponent discards a card, your hero deals 3 shadow damage to target hero or ally."
    automated("Pact of Shadow")
    st = start()
    put_real(st, 1, "Pact of Shadow", "hero_row")
    assert [p.trigger for p in card_powers(automated("Pact of Shadow")) if p.kind == "triggered"] == ["player_event"]
    from engine.wow import procedure

    events = procedure.discard_cards(st, 0, [st.table.zone(0, "hand")[0]])
    procedure.event_triggers(st, events)
    assert len(st.triggers) == 1
    events = procedure.discard_cards(st, 1, [st.table.zone(1, "hand")[0]])
    procedure.event_triggers(st, events)
    assert len(st.triggers) == 1  # its own controller's discard: no trigger


def test_orlund_that_opponents_hero():
    # WoW 415.9d / EN 703: "When an opponent discards a card, Orlund deals 3 shadow damage to that opponent's hero."
    automated("Orlund")
    st = start()
    put_real(st, 1, "Orlund", "allies")
    from engine.wow import procedure

    procedure.event_triggers(st, procedure.discard_cards(st, 0, st.table.zone(0, "hand")[:2]))
    before = st.table.cards[hero(st, 0)].damage
    st = _settle(apply(st, "pass", 0))
    assert st.table.cards[hero(st, 0)].damage == before + 6  # one trigger per card discarded


def test_fel_cannon_a_player_plays_a_card():
    # EN 703: "When a player plays a card, Fel Cannon deals 2 fire damage to that player's hero."
    automated("Fel Cannon")
    st = start()
    put_real(st, 1, "Fel Cannon", "allies")
    st, _ = _play(st, "Study the Scrolls")
    st = _settle(resolve_chain(st))
    assert st.table.cards[hero(st, 0)].damage == 2
    assert st.table.cards[hero(st, 1)].damage == 0


def test_thunderpetal_when_damage_is_healed_from_your_character():
    # EN 703, 407.3: "When 1 or more damage is healed from a hero or ally you control, this ally deals 1 nature damage to target opposing hero."
    automated("Thunderpetal")
    st = start()
    put_real(st, 0, "Thunderpetal", "allies")
    st.table.cards[hero(st, 0)].damage = 4
    st, _ = _play(st, "Healing Touch")
    st = _settle(resolve_chain(choose(st, str(hero(st, 0)))), str(hero(st, 1)))
    assert st.table.cards[hero(st, 0)].damage == 0
    assert st.table.cards[hero(st, 1)].damage == 1
    st, _ = _play(st, "Healing Touch")  # nothing to heal: no trigger (407.3)
    st = _settle(resolve_chain(choose(st, str(hero(st, 0)))), str(hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 1


# --- damage types, strikes, attachments, turns (EN 703) ---------------------------------------------


def test_crackling_staff_horde_ally_dealt_nature_damage():
    # WoW 205.1 (damage types) / EN 703: "When a [Horde] ally is dealt nature or [Nature] damage, destroy it."
    automated("Crackling Staff")
    st = start()
    put_real(st, 1, "Crackling Staff", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")  # 1 nature ATK
    grunt = put(st, 1, "Grunt Recruit", "allies")  # Horde, 2 health
    footman = put(st, 1, "Footman Recruit", "allies")  # Alliance
    st = _settle(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=owl, defender=footman))))
    assert st.table.cards[footman].zone == "allies" and st.table.cards[footman].damage == 1
    st.table.cards[owl].tapped = False
    st = _settle(finish_combat(resolve_chain(apply(st, "attack", 0, attacker=owl, defender=grunt))))
    assert st.table.cards[grunt].zone == "graveyard"  # 1 damage of 2 health, then destroyed by the trigger


def test_volatile_thunderstick_this_or_another_ranged_weapon():
    # WoW 303.2 / EN 703: "When you strike with this or another Ranged weapon, your hero deals 1 nature damage to target hero or ally."
    automated("Volatile Thunderstick")
    st = start()
    gun = put_real(st, 0, "Volatile Thunderstick", "hero_row")
    resources(st, 0, 2)
    owl = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(apply(st, "strike", 0, weapon=gun), str(owl))
    assert st.table.cards[owl].damage == 1


def test_volatile_thunderstick_not_for_a_melee_weapon():
    # WoW 303.2: a Melee weapon struck is no Ranged weapon
    st = start()
    put_real(st, 0, "Volatile Thunderstick", "hero_row")
    sword = put(st, 0, "Worn Longsword", "hero_row")
    resources(st, 0, 2)
    owl = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(apply(st, "strike", 0, weapon=sword), str(owl))
    assert st.table.cards[owl].damage == 0


def test_fading_glow_combat_damage_dealt_with_this_weapon():
    # WoW 408.3d: "When combat damage is dealt with this weapon, your hero heals 2 damage from itself."
    automated("Fading Glow")
    st = start()
    wand = put_real(st, 0, "Fading Glow", "hero_row")
    resources(st, 0, 2)
    st.table.cards[hero(st, 0)].damage = 5
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(finish_combat(apply(st, "strike", 0, weapon=wand)))
    assert st.table.cards[hero(st, 1)].damage == 1
    assert st.table.cards[hero(st, 0)].damage == 3


def test_yanami_when_you_attach_an_ability():
    # WoW 400.1: "When you attach an ability to a hero or ally, draw a card."
    automated("Yana'mi")
    st = start()
    put_real(st, 0, "Yana'mi", "allies")
    ally = put(st, 0, "Iron Sentinel", "allies")
    st, blessing = _play(st, "Blessing of Might")
    st = choose(st, str(ally))  # the ability goes on the chain
    hand = len(st.table.zone(0, "hand"))
    st = _settle(resolve_chain(st))
    assert st.table.cards[blessing].attached_to == ally
    assert len(st.table.zone(0, "hand")) == hand + 1


def test_remulos_this_or_another_ally_with_cost_4():
    # EN 703: "When Remulos or another ally with cost 4 or more enters play under your control, you may put a 1/1 Treant ally token into play."
    automated("Remulos, Son of Cenarius")
    st = start()
    uid = put_real(st, 0, "Remulos, Son of Cenarius", "hand")
    resources(st, 0, 4)
    st = _settle(resolve_chain(apply(st, "play", 0, uid=uid, x=0)))
    tokens = [u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]
    assert len(tokens) == 1  # itself
    st, _ = _play(st, "Iron Sentinel")
    st = _settle(resolve_chain(st))
    assert len([u for u in st.table.zone(0, "allies") if st.table.cards[u].flags.get("token")]) == 2


def test_plagued_mind_attached_heros_controller_draws():
    # WoW 415.9e (each card drawn) / 400.1: "When attached hero's controller draws a card, your hero deals 1 shadow damage to attached hero."
    from .test_templates_turns import _advance

    automated("Plagued Mind")
    st = start()
    mind = put_real(st, 0, "Plagued Mind", "hero_row")
    st.table.cards[mind].attached_to = hero(st, 1)
    st = _advance(st, 2)  # P2 draws in their draw step
    assert st.table.cards[hero(st, 1)].damage == 1


def test_black_ice_only_on_an_opponents_turn():
    # WoW 500.1 (whose turn) / 303.2: "When you strike with this weapon on an opponent's turn, your hero may deal 1 frost damage …"
    automated("Black Ice")
    st = start()
    ice = put_real(st, 0, "Black Ice", "hero_row")
    resources(st, 0, 2)
    owl = put(st, 1, "Iron Sentinel", "allies")
    st = resolve_chain(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    st = _settle(apply(st, "strike", 0, weapon=ice), str(owl))
    assert st.table.cards[owl].damage == 0  # your own turn: no trigger


def test_a_token_entering_play_is_an_ally_entering_play():
    # WoW 404.2: a token is put into play; "When an ally with cost 5 or less enters play, destroy it." sees it
    st = start()
    put_real(st, 0, "He Who Has No Life", "allies")
    put_real(st, 1, "Unholy Ground", "hero_row")
    mine = put(st, 1, "Iron Sentinel", "allies")
    st, _ = _play(st, "Vanish in Smoke")
    st = _settle(resolve_chain(choose(st, str(mine))))
    assert any(k.startswith("TOKEN-Ghoul") for k in st.cards)  # Unholy Ground made a Ghoul …
    assert not [u for u in st.table.zone(1, "allies") if st.table.cards[u].flags.get("token")]  # … and it was destroyed


def test_pact_of_shadow_end_of_turn_discard_down_to_seven():
    # WoW 415.4b: discarding down to seven at the end of the turn is a discard too
    from .test_templates_turns import _advance

    st = start()
    put_real(st, 1, "Pact of Shadow", "hero_row")
    for _ in range(3):
        put(st, 0, "Mist Owl", "hand")
    extra = len(st.table.zone(0, "hand")) - 7
    assert extra > 0
    st = _advance(st, 2)
    chars = [u for q in (0, 1) for z in ("allies", "hero_row") for u in st.table.zone(q, z) if kw.is_character(st, u)]
    assert sum(st.table.cards[u].damage for u in chars) == 3 * extra  # one trigger per card discarded


def test_thorns_the_host_hits_back_at_the_source_of_combat_damage():
    # WoW 400.1, 408.2c: "When attached character is dealt combat damage, it deals 1 nature damage to the source of that combat damage."
    automated("Thorns")
    st = start()
    guardian = put(st, 1, "Stone Guardian", "allies")  # 3 ATK
    thorns = put_real(st, 1, "Thorns", "allies")
    st.table.cards[thorns].attached_to = guardian
    sentinel = put(st, 0, "Iron Sentinel", "allies")  # 4 health
    res = ENGINE.apply(st, Action("attack", 0, {"attacker": sentinel, "defender": guardian}))
    st = res.state
    sources = [e.data.get("source") for e in res.events if e.kind == "damage" and e.data.get("uid") == sentinel]
    for _ in range(30):
        if not st.pending and not st.chain and st.combat is None and not st.triggers:
            break
        act = Action("choose", st.pending[0].player, {"picks": ["none"] if st.pending[0].kind == "protector" else [st.pending[0].options[0].id]}) \
            if st.pending else Action("pass", st.priority, {})
        res = ENGINE.apply(st, act)
        st = res.state
        sources += [e.data.get("source") for e in res.events if e.kind == "damage" and e.data.get("uid") == sentinel]
    assert sources == [guardian, guardian]  # 3 combat damage, then 1 nature damage from the host
    assert st.table.cards[sentinel].zone == "graveyard"


def test_a_token_entering_play_triggers_enter_powers():
    # WoW 404.2 / EN 703: a token is put into play, so "When an ally enters play under your control"
    # triggers for it (Hersir's Greatspear, with Call the Treants' two tokens: two triggers)
    automated("Hersir's Greatspear")
    st = start()
    put_real(st, 0, "Hersir's Greatspear", "hero_row")
    resources(st, 0, 3)
    treants = put(st, 0, "Call the Treants", "hand")
    st = apply(st, "play", 0, uid=treants, x=0)
    for _ in range(20):
        if not st.chain and not st.pending and not st.triggers:
            break
        if st.pending:
            pend = st.pending[0]
            pick = str(hero(st, 1)) if str(hero(st, 1)) in [o.id for o in pend.options] else pend.options[0].id
            st = choose(st, pick)  # the enemy hero as target; "yes" to a may
        else:
            st = apply(st, "pass", st.priority)
    assert st.table.cards[hero(st, 1)].damage == 2
