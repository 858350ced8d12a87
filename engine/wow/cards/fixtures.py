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
        _c(64, "Militia Longsword", "weapon", cost=2, atk=2, damage_type="melee", strike_cost=1, tags=["1H Weapon", "Melee (1)", "Sword"]),  # a "Melee weapon" (414.3b)
        _c(25, "Great Axe", "weapon", cost=3, atk=4, damage_type="melee", strike_cost=2, tags=["2H Weapon", "Melee (1)", "Axe"]),  # as real two-handed weapons print it (414.3b)
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
        # templates automated for coverage (each one also tested with a real card)
        _c(36, "Frost Warden", "ally", cost=2, atk=3, damage_type="frost", health=3, tags=["Vrykul"], text="This ally can't attack heroes."),
        _c(37, "Ghoul Charger", "ally", cost=2, atk=2, damage_type="melee", health=2, tags=["Undead"], text="Ghoul Charger can attack only heroes."),
        _c(38, "Sleepy Golem", "ally", cost=2, atk=3, damage_type="melee", health=4, tags=["Golem"], text="This ally enters play exhausted."),
        _c(39, "Banish", "ability", cost=2, text="Remove target ally with cost 3 or less from the game."),
        _c(40, "Tidal Push", "ability", cost=2, instant=True, text="Put target opposing ally on top of its owner's deck."),
        _c(41, "Blood Pact", "ability", cost=0, text="Put 2 damage on your hero. Draw two cards."),
        _c(42, "Hunter's Mark", "ability", cost=1, instant=True, text="Your hero deals 3 ranged damage to target attacking ally."),
        _c(43, "Tide Caller", "ally", cost=2, atk=1, damage_type="frost", health=2, tags=["Murloc"], text="When this ally enters play, you may draw a card."),
        _c(44, "Ogre Bouncer", "ally", cost=3, atk=3, damage_type="melee", health=3, tags=["Ogre"],
           text="When this ally enters play, you may exhaust target opposing ally."),
        _c(45, "Vengeful Spirit", "ally", cost=2, atk=2, damage_type="shadow", health=1, tags=["Undead"],
           text="When this ally is destroyed, your hero deals 2 shadow damage to target opposing hero."),
        _c(46, "Battle Herald", "ally", cost=2, atk=1, damage_type="melee", health=3, tags=["Human"],
           text="When you play an ability, this ally has +1 ATK this turn."),
        _c(47, "Soothing Totem", "ability", cost=1, text="Ongoing: At the start of your turn, your hero heals 1 damage from your hero."),
        _c(48, "Moonkin Rite", "ability", cost=1, instant=True, text="Target Owl ally you control has +2 ATK this turn."),
        _c(49, "Frigid Gust", "ability", cost=1, instant=True, text="Target hero or ally can't attack this turn."),
        _c(50, "Rallying Shout", "ability", cost=1, instant=True, text="Target hero or ally is a Protector this turn."),
        _c(51, "Hexed Idol", "ability", cost=1, text="Target opposing ally has -1 ATK / -1 [Health] this turn."),
        _c(52, "Thorny Brute", "ally", cost=3, atk=2, damage_type="nature", health=4, tags=["Ancient"], text="When this ally is dealt damage, draw a card."),
        _c(53, "Call the Treants", "ability", cost=3, text="Put two 1 [Nature] / 1 [Health] Treant ally tokens into play."),
        _c(54, "Light Ward", "ability", cost=1, instant=True, text="Prevent the next 3 damage that would be dealt to target hero or ally this turn."),
        _c(55, "Counter Rune", "ability", cost=2, instant=True, text="Interrupt target ability card."),
        _c(56, "Drill Sergeant", "ally", cost=2, atk=1, damage_type="melee", health=3, tags=["Dwarf"],
           text="1 -> Target ally has +2 ATK this turn. Use only once per turn."),
        _c(57, "Spirit Lantern", "item", cost=1, tags=["Item"], text="Destroy Spirit Lantern -> Draw a card."),
        _c(58, "Tidehunter Chief", "ally", cost=3, atk=2, damage_type="frost", health=3, tags=["Murloc"],
           text="This and other Murloc allies you control have Protector."),
        _c(59, "Shackle", "ability", cost=1, instant=True, text="Target hero or ally can't protect this turn."),
        _c(60, "Frostbolt Rune", "ability", cost=2, instant=True,
           text="Your hero deals 2 frost damage to target hero or ally. A character dealt damage this way can't attack this turn."),
        _c(61, "Mind Rot", "ability", cost=2, text="Target opponent discards two cards. Draw a card."),
        _c(62, "Roaring Flames", "ability", cost=2, text="Your hero deals 1 fire damage to target hero or ally for each card in your hand."),
        _c(63, "Armored Smith", "ally", cost=3, atk=1, damage_type="melee", health=3, tags=["Dwarf"],
           text="This ally has +1 ATK for each equipment you control."),
        _c(30, "Ashen Wyrm", "master hero", cost=8, atk=3, damage_type="fire", health=35, tags=["Dragon", "Monster"],
           text="Ferocity"),
    ]
