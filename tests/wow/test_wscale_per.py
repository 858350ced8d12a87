"""Helper wscale (issue #18): more "for each X" counts (``cards.templates_wscale_per``,
``engine.wow.wscale_checks``), played with real cards of the pool: continuous amounts (EN 714,
counted continuously) and trigger amounts (counted on resolution, EN 709)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, put, resolve_chain, resources, start
from .test_combat import finish_combat
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real

pytestmark = needs(WOW_CARDS)


def test_for_each_quest_you_have():
    # EN 714 (counted continuously); 306: a face-up quest in your resource row is a quest you have.
    automated("Roena Trailmaker")
    st = start()
    roena = put_real(st, 0, "Roena Trailmaker", "allies")
    assert kw.health(st, roena) == 2
    put_real(st, 0, "Report to Goldshire", "resources", face_down=False)
    put_real(st, 1, "Breaking the Bonds", "resources", face_down=False)  # not yours
    assert kw.health(st, roena) == 3


def test_for_each_quest_while_attacking():
    # EN 714: "Matalo has +1 ATK while attacking for each quest you have." — only while attacking.
    automated("Matalo Trailfinder")
    st = start()
    matalo = put_real(st, 0, "Matalo Trailfinder", "allies")
    put_real(st, 0, "Report to Goldshire", "resources", face_down=False)
    put_real(st, 0, "Breaking the Bonds", "resources", face_down=False)
    assert kw.atk(st, matalo) == 1
    st = finish_combat(apply(st, "attack", 0, attacker=matalo, defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 3


def test_for_each_other_ally_named():
    # EN 714: "+1 health for each other ally named Ironforge Guards in your party" (not itself, not opposing ones).
    automated("Ironforge Guards")
    automated("Orgrimmar Grunts")
    automated("Bluffwatchers")
    st = start()
    a = put_real(st, 0, "Ironforge Guards", "allies")
    assert kw.health(st, a) == 1
    put_real(st, 0, "Ironforge Guards", "allies")
    put_real(st, 1, "Ironforge Guards", "allies")
    assert kw.health(st, a) == 2
    g = put_real(st, 0, "Orgrimmar Grunts", "allies")
    put_real(st, 0, "Orgrimmar Grunts", "allies")
    put_real(st, 0, "Orgrimmar Grunts", "allies")
    assert kw.atk(st, g) == 3 and kw.health(st, g) == 1
    b = put_real(st, 0, "Bluffwatchers", "allies")
    put_real(st, 0, "Bluffwatchers", "allies")
    assert (kw.atk(st, b), kw.health(st, b)) == (3, 3)


def test_enters_play_heals_for_each_ally_named_itself_included():
    # EN 709: counted on resolution; "each ally named Exodar Peacekeepers in your party" includes itself.
    automated("Exodar Peacekeepers")
    st = start()
    put_real(st, 0, "Exodar Peacekeepers", "allies")
    st.table.cards[hero(st, 0)].damage = 5
    st, _ = play_real(st, "Exodar Peacekeepers")
    st = resolve_chain(st)
    st = resolve_chain(choose(st, str(hero(st, 0))))
    assert st.table.cards[hero(st, 0)].damage == 3


def test_enters_play_damage_to_each_hero_for_each_named_ally():
    # EN 709: Silvermoon Sentinels — 1 holy damage to each hero for each ally of that name in your party.
    automated("Silvermoon Sentinels")
    st = start()
    put_real(st, 0, "Silvermoon Sentinels", "allies")
    st, _ = play_real(st, "Silvermoon Sentinels")
    st = resolve_chain(st)
    assert st.table.cards[hero(st, 0)].damage == 2 and st.table.cards[hero(st, 1)].damage == 2


def test_for_each_hero_in_play_and_each_protector_in_play():
    # EN 714: Madison (+1/+1 per hero in play: both heroes); Zian (-1/-1 per Protector in play, either side).
    automated("Madison Alters")
    automated("Retainer Zian")
    st = start()
    m = put_real(st, 0, "Madison Alters", "allies")
    assert (kw.atk(st, m), kw.health(st, m)) == (5, 5)
    z = put_real(st, 0, "Retainer Zian", "allies")
    assert (kw.atk(st, z), kw.health(st, z)) == (3, 3)
    put(st, 0, "Footman Recruit", "allies")
    put(st, 1, "Grunt Recruit", "allies")
    assert (kw.atk(st, z), kw.health(st, z)) == (1, 1)


def test_for_each_of_two_classes_you_control():
    # EN 714: "Allies you control have +1 / +1 for each Druid and Paladin you control" (heroes and allies of either class).
    automated("Gift of the Pious")
    st = start()
    put_real(st, 0, "Gift of the Pious", "hero_row")
    owl = put(st, 0, "Mist Owl", "allies")
    assert kw.health(st, owl) == 3
    put(st, 0, "Loyal Hound", "allies")  # a Paladin ally
    put(st, 1, "Loyal Hound", "allies")  # not yours
    assert (kw.atk(st, owl), kw.health(st, owl)) == (2, 4)


def test_trigger_for_each_of_two_classes():
    # EN 709: Azure Emissary — when you play an ability, 1 arcane damage to target hero per Mage and Warlock you control.
    automated("Azure Emissary")
    st = start(hero0="Alia Dawnblade")
    put_real(st, 0, "Azure Emissary", "allies")
    put_real(st, 0, "Vala Carville", "allies")  # a Mage
    put_real(st, 0, "Patricia Potter", "allies")  # a Warlock
    put_real(st, 1, "Patricia Potter", "allies")  # not yours
    n = 2
    resources(st, 0, 3)
    shout = put(st, 0, "Rallying Shout", "hand")
    st = apply(st, "play", 0, uid=shout, x=0)
    st = choose(st, str(hero(st, 0)))
    for _ in range(4):
        if st.pending and st.pending[0].kind == "target":
            st = choose(st, str(hero(st, 1)))
        st = resolve_chain(st)
    assert st.table.cards[hero(st, 1)].damage == n


def test_for_each_ally_with_six_or_more_atk():
    # EN 714 (205.1: current ATK): Barim's Main Gauche +3 ATK; Spaulders of the Scarred Lady: your hero has Assault 2.
    automated("Barim's Main Gauche")
    automated("Spaulders of the Scarred Lady")
    st = start()
    w = put_real(st, 0, "Barim's Main Gauche", "hero_row")
    put_real(st, 0, "Spaulders of the Scarred Lady", "hero_row")
    big = put(st, 0, "Iron Sentinel", "allies")
    assert kw.atk(st, w) == 1 and kw.keywords(st, hero(st, 0)).get("Assault", 0) == 0
    st.table.cards[big].counters["+1 ATK"] = 2
    assert kw.atk(st, big) == 6 and kw.atk(st, w) == 4 and kw.keywords(st, hero(st, 0)).get("Assault") == 2


def test_for_each_ally_with_cost_or_more_and_arena_cards():
    # EN 714: Llyras (+1/+1 per ally in your party with cost 3 or more, itself included); Broll (per Arena card you control).
    automated("Llyras Keeneye")
    automated("Broll Bearmantle")
    st = start()
    ll = put_real(st, 0, "Llyras Keeneye", "allies")
    base = kw.atk(st, ll)
    put(st, 0, "Iron Sentinel", "allies")  # cost 4
    put(st, 0, "Footman Recruit", "allies")  # cost 1
    assert kw.atk(st, ll) == base + 1
    broll = put_real(st, 0, "Broll Bearmantle", "allies")
    n = 1 if "Arena" in st.cards[st.table.cards[broll].card_id].get("tags", []) else 0
    assert kw.health(st, broll) == n
    put_real(st, 0, "Broll Bearmantle", "allies")
    assert kw.health(st, broll) == 2 * n


def test_for_each_damage_on_your_hero_and_on_your_allies():
    # EN 714: Aegis of the Blood God +1 DEF per damage on your hero; Zin'bawa +1 ATK per damage on allies in your party.
    automated("Aegis of the Blood God")
    automated("Warcaller Zin'bawa")
    st = start()
    aegis = put_real(st, 0, "Aegis of the Blood God", "hero_row")
    st.table.cards[hero(st, 0)].damage = 3
    assert kw.defense(st, aegis) == 3
    z = put_real(st, 0, "Warcaller Zin'bawa", "allies")
    a = put(st, 0, "Iron Sentinel", "allies")
    put(st, 1, "Iron Sentinel", "allies", damage=2)
    st.table.cards[a].damage = 1
    st.table.cards[z].damage = 2
    assert kw.atk(st, z) == 3


def test_for_each_hero_and_ally_with_stealth_while_attacking():
    # EN 714: Shadowprowler's Chestguard — +1 ATK while attacking per hero and ally in your party with Stealth.
    automated("Shadowprowler's Chestguard")
    st = start()
    put_real(st, 0, "Shadowprowler's Chestguard", "hero_row")
    put(st, 0, "Shade Stalker", "allies")
    put(st, 0, "Shade Stalker", "allies")
    put(st, 1, "Shade Stalker", "allies")
    assert kw.atk(st, hero(st, 0)) == 0
    st.table.cards[hero(st, 0)].damage = 0
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_for_each_of_your_abilities_attached_to_opposing_characters():
    # EN 714 (400: an attached ability): Mordotz +1/+1 per ability you control attached to an opposing hero or ally.
    automated("Mordotz")
    st = start()
    m = put_real(st, 0, "Mordotz", "allies")
    foe = put(st, 1, "Iron Sentinel", "allies")
    curse = put_real(st, 0, "Curse of Agony", "hero_row")
    st.table.cards[curse].attached_to = foe
    mine = put_real(st, 0, "Curse of Agony", "hero_row")
    st.table.cards[mine].attached_to = m  # attached to your own ally: not counted
    assert (kw.atk(st, m), kw.health(st, m)) == (5, 5)


def test_for_each_counter_two_amounts_one_while_attacking():
    # EN 714 / 404.1a: Vitality — a might counter each turn; per counter your hero has +1 ATK while attacking and +1 health.
    automated("Vitality")
    st = start()
    vit = put_real(st, 0, "Vitality", "hero_row")
    health = kw.health(st, hero(st, 0))
    st.table.cards[vit].counters["might"] = 2
    assert kw.health(st, hero(st, 0)) == health + 2 and kw.atk(st, hero(st, 0)) == 0
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 2


def test_minus_stats_in_combat_with_it_for_each_arena_ally():
    # EN 714 (EN 600: in combat = attacker and defender): Lo'Gosh — opposing heroes and allies in combat with him
    # have -1/-1 for each Arena ally in your party (himself: one); others keep their ATK.
    from .test_combat import attack

    automated("Lo'Gosh")
    st = start()
    lo = put_real(st, 1, "Lo'Gosh", "allies")
    a = put(st, 0, "Footman Recruit", "allies")  # 1 ATK
    st = finish_combat(attack(st, a, lo))
    assert st.table.cards[lo].damage == 0  # 1 - 1 ATK in combat with Lo'Gosh
    b = put(st, 0, "Grunt Recruit", "allies")
    st = finish_combat(attack(st, b, hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 1


def test_draw_and_assault_for_each_damaged_opposing_character():
    # EN 709 / EN 714: Taste for Blood draws per damaged opposing hero and ally; Rend and Tear: Assault 2 per damaged opposing character.
    automated("Taste for Blood")
    automated("Rend and Tear")
    st = start()
    put(st, 1, "Mist Owl", "allies", damage=1)
    put(st, 1, "Mist Owl", "allies")
    put(st, 0, "Mist Owl", "allies", damage=1)  # yours
    st.table.cards[hero(st, 1)].damage = 2
    put_real(st, 0, "Rend and Tear", "hero_row")
    assert kw.keywords(st, hero(st, 0)).get("Assault") == 4
    hand = len(st.table.zone(0, "hand"))
    st, _ = play_real(st, "Taste for Blood")
    st = resolve_chain(st)
    assert len(st.table.zone(0, "hand")) == hand + 2


def test_named_power_label_and_for_each_other_ability_while_attacking():
    # EN 714: "Blood Power: Deathbringer Saurfang has +1 ATK for each damage on him." (the label is a name only);
    # King of the Jungle: +1 ATK while attacking per other ability you control (itself not counted) and cat form's +1.
    automated("Deathbringer Saurfang")
    automated("King of the Jungle")
    st = start()
    saur = put_real(st, 0, "Deathbringer Saurfang", "allies")
    base = kw.atk(st, saur)
    st.table.cards[saur].damage = 2
    assert kw.atk(st, saur) == base + 2
    st = start()
    put_real(st, 0, "King of the Jungle", "hero_row")
    put_real(st, 0, "Gift of the Pious", "hero_row")
    put_real(st, 1, "Gift of the Pious", "hero_row")  # not yours
    st = finish_combat(apply(st, "attack", 0, attacker=hero(st, 0), defender=hero(st, 1)))
    assert st.table.cards[hero(st, 1)].damage == 1 + 1
