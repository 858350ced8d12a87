"""A small card set written for this project (no official text), so the game runs without an
import. It exercises heroes with flip powers, a master hero, Protector, Ferocity, Elusive,
Untargetable, Stealth, Assault, Long-Range, Mend, Hardiness, weapons (strike), armor (DEF),
Two-Handed/Off-Hand and Tag(N) uniqueness, Unique, instants, X costs, quests and a manual card."""

from __future__ import annotations

from engine.core.cards import CardRecord

from .schema import make_card

_F = "FIX"


def _c(number: int, name: str, ctype: str, **kw) -> CardRecord:
    data = make_card(name=name, type=ctype, set=_F, number=number, rarity=kw.pop("rarity", "common"), **kw)
    return CardRecord(id=f"{_F}-{number}", data=data, names={"en": name})


def fixture_cards() -> list[CardRecord]:
    return [
        _c(1, "Korga Stormcaller", "hero", faction="Horde", classes=["Shaman"], race="Orc", talent="Elemental",
           professions=["Mining"], health=28, atk=0,
           text="2, Flip Korga Stormcaller -> Your hero deals 2 nature damage to target hero or ally. Use only on your turn."),
        _c(2, "Alia Dawnblade", "hero", faction="Alliance", classes=["Paladin"], race="Human", talent="Protection",
           professions=["Blacksmithing"], health=28, atk=0,
           text="2, Flip Alia Dawnblade -> Your hero heals 4 damage from target hero or ally. Use only on your turn."),
        _c(3, "Footman Recruit", "ally", faction="Alliance", race="Human", tags=["Human", "Warrior"], cost=1, atk=1, damage_type="melee", health=2, text="Protector"),
        _c(4, "Grunt Recruit", "ally", faction="Horde", race="Orc", tags=["Orc", "Warrior"], cost=1, atk=1, damage_type="melee", health=2, text="Protector"),
        _c(5, "Wolfrider Scout", "ally", cost=2, atk=2, damage_type="melee", health=1, tags=["Orc", "Hunter"], text="Ferocity"),
        _c(6, "Shade Stalker", "ally", cost=3, atk=3, damage_type="melee", health=2, tags=["Night Elf", "Rogue"], text="Stealth"),
        _c(7, "Mist Owl", "ally", cost=2, atk=1, damage_type="nature", health=3, tags=["Owl"], text="Elusive"),
        _c(8, "Veiled Sage", "ally", cost=3, atk=2, damage_type="arcane", health=3, tags=["Gnome", "Mage"], text="Untargetable"),
        _c(9, "Raging Brute", "ally", cost=3, atk=1, damage_type="melee", health=4, tags=["Ogre"], text="Assault 2"),
        _c(10, "Longbow Sentry", "ally", cost=3, atk=2, damage_type="ranged", health=2, tags=["Dwarf", "Hunter"], text="Long-Range"),
        _c(11, "Spring Mender", "ally", cost=2, atk=1, damage_type="nature", health=2, tags=["Tauren", "Druid"], text="Mend 1"),
        _c(12, "Field Medic", "ally", cost=3, atk=2, damage_type="holy", health=3, tags=["Human", "Priest"], text="When this ally enters play, draw a card."),
        _c(13, "Ember Adept", "ally", cost=2, atk=1, damage_type="fire", health=1, tags=["Goblin", "Mage"],
           text="When this ally enters play, it deals 1 fire damage to target opposing hero or ally."),
        _c(14, "Stone Guardian", "ally", cost=5, atk=3, damage_type="melee", health=6, tags=["Elemental"], text="Protector\nHardiness"),
        _c(15, "Iron Sentinel", "ally", cost=4, atk=4, damage_type="melee", health=4, tags=["Mechanical", "Unique"]),
        _c(16, "Loyal Hound", "ally", cost=2, atk=2, damage_type="melee", health=2, tags=["Beast", "Pet (1)"], classes=["Hunter", "Shaman", "Paladin"]),
        _c(17, "Fire Bolt", "ability", cost=2, instant=True, tags=["Fire"], text="Your hero deals 3 fire damage to target hero or ally."),
        _c(18, "Healing Touch", "ability", cost=2, instant=True, tags=["Holy"], text="Your hero heals 4 damage from target hero or ally."),
        _c(19, "Battle Cry", "ability", cost=1, tags=["Shout"], text="Allies you control have +1 ATK this turn."),
        _c(20, "Study the Scrolls", "ability", cost=1, text="Draw two cards."),
        _c(21, "Vanish in Smoke", "ability", cost=4, text="Destroy target ally."),
        _c(22, "Mind Tempest", "ability", cost=1, cost_x=True, text="Your hero deals X shadow damage to target hero or ally."),
        _c(23, "Shuffle of Fate", "ability", cost=2,
           text="Each player shuffles their hand into their deck, then draws that many cards."),
        _c(24, "Worn Longsword", "weapon", cost=2, atk=2, damage_type="melee", strike_cost=1, tags=["1H Weapon", "Sword"]),
        _c(25, "Great Axe", "weapon", cost=3, atk=4, damage_type="melee", strike_cost=2, tags=["2H Weapon", "Axe"]),
        _c(26, "Oak Buckler", "armor", cost=1, tags=["Armor", "Shield", "Off-Hand"], **{"def": 2}),
        _c(27, "Chain Helm", "armor", cost=1, tags=["Armor", "Head (1)", "Mail"], **{"def": 1}),
        _c(28, "Scout the Border", "quest", cost=0, text="Pay 1 to complete this quest.\nReward: Draw a card."),
        _c(29, "Crossroads Camp", "location", cost=0, text="When you draw a card, add a supply counter."),
        _c(31, "Frost Ring", "ability", cost=3, tags=["Frost"], text="Your hero deals 1 frost damage to each opposing hero and ally."),
        _c(32, "Searing Idol", "ability", cost=2, atk=0, health=2, totem=True, damage_type="fire",
           tags=["Fire Totem (1)", "Totem"], text="At the start of your turn, this totem deals 1 fire damage to target opposing hero."),
        _c(33, "Swift Kodo", "ally", cost=2, atk=2, damage_type="melee", health=3, tags=["Kodo", "Mount (1)"]),
        _c(34, "Blessing of Might", "ability", cost=1, tags=["Holy"],
           text="Attach to target ally.\nOngoing: Attached ally has +2 ATK."),
        _c(35, "War Banner", "item", cost=2, tags=["Item"], text="Allies you control have +1 ATK."),
        _c(30, "Ashen Wyrm", "master hero", cost=8, atk=3, damage_type="fire", health=35, tags=["Dragon", "Monster"],
           text="Ferocity"),
    ]
