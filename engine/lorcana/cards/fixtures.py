"""A small card set written for this project (not real cards): every keyword of chapter 10 and
the common effect templates, so the game runs and is tested without any import.
Four inks with eight cards each, so every pair of inks makes a legal 60-card deck."""

from __future__ import annotations

from engine.core.cards import CardRecord

from .schema import make_card

FIXTURE_PREFIX = "FX-"
"""Every fixture card id starts with this (a pool of only these means nothing was imported)."""

# (number, name, version, type, subtypes, ink, cost, inkable, S, W, L, move, classifications, text)
_C = "Character"
_FIXTURES = [
    (1, "Brave Squire", "Eager Recruit", _C, [], "Amber", 1, True, 2, 2, 1, None, ["Storyborn", "Ally"], ""),
    (2, "Castle Guard", "Steadfast", _C, [], "Amber", 3, True, 1, 4, 1, None, ["Storyborn", "Ally"], "Bodyguard (This character may enter play exerted. An opposing character who challenges one of your characters must choose one with Bodyguard if able.)"),
    (3, "Town Bard", "Street Singer", _C, [], "Amber", 2, True, 1, 2, 1, None, ["Storyborn", "Ally"], "Singer 5 (This character counts as cost 5 to sing songs.)"),
    (4, "Loyal Friend", "Helper", _C, [], "Amber", 2, True, 1, 3, 1, None, ["Storyborn", "Ally"], "Support (Whenever this character quests, you may add their {S} to another chosen character's {S} this turn.)"),
    (5, "Village Healer", "Kind Soul", _C, [], "Amber", 3, True, 1, 3, 1, None, ["Storyborn", "Mentor"], "SOOTHE When you play this character, remove up to 2 damage from chosen character."),
    (6, "Merry Minstrel", "Crowd Pleaser", _C, [], "Amber", 3, False, 2, 3, 1, None, ["Storyborn", "Ally"], "ENCORE When you play this character, if you have 2 or more other characters in play, you may draw 2 cards."),
    (7, "Rallying Tune", "", "Action", ["Song"], "Amber", 3, True, None, None, None, None, [], "(A character with cost 3 or more can {E} to sing this song for free.)\nChosen character gets +2 {S} this turn. Draw a card."),
    (8, "Healing Flask", "", "Item", [], "Amber", 1, True, None, None, None, None, [], "MEND {E}, Banish this item — Remove up to 3 damage from chosen character."),
    (9, "Sky Courier", "Wind Rider", _C, [], "Ruby", 2, True, 2, 2, 1, None, ["Storyborn", "Ally"], "Evasive (Only characters with Evasive can challenge this character.)"),
    (10, "Wild Brawler", "Hothead", _C, [], "Ruby", 2, True, 3, 2, 0, None, ["Storyborn", "Villain"], "Reckless (This character can't quest and must challenge each turn if able.)"),
    (11, "Quick Fox", "Sprinter", _C, [], "Ruby", 2, True, 2, 1, 1, None, ["Storyborn", "Hero"], "Rush (This character can challenge the turn they're played.)"),
    (12, "Quick Fox", "Grand Trickster", _C, [], "Ruby", 5, True, 4, 4, 2, None, ["Floodborn", "Hero"], "Shift 3 (You may pay 3 {I} to play this on top of one of your characters named Quick Fox.)\nEvasive (Only characters with Evasive can challenge this character.)"),
    (13, "Sharpshooter", "Marksman", _C, [], "Ruby", 4, True, 3, 3, 1, None, ["Storyborn", "Hero"], "STEADY AIM When you play this character, you may deal 2 damage to chosen character."),
    (14, "Fallen Hero", "Last Stand", _C, [], "Ruby", 3, False, 3, 3, 1, None, ["Storyborn", "Hero"], "NOT YET When this character is banished in a challenge, you may return this card to your hand."),
    (15, "Sudden Storm", "", "Action", [], "Ruby", 3, True, None, None, None, None, [], "Deal 2 damage to chosen character. Draw a card."),
    (16, "Chorus of Many", "", "Action", ["Song"], "Ruby", 6, True, None, None, None, None, [], "Sing Together 6 (Any number of your characters with total cost 6 or more may {E} to sing this song for free.)\nDraw 2 cards. Each opponent loses 1 lore."),
    (17, "Warded Sage", "Keeper of Secrets", _C, [], "Sapphire", 3, True, 1, 3, 2, None, ["Storyborn", "Mentor"], "Ward (Opponents can't choose this character except to challenge.)"),
    (18, "Scholar Owl", "Bookworm", _C, [], "Sapphire", 3, True, 2, 2, 1, None, ["Storyborn", "Ally"], "KNOW-IT-ALL When you play this character, draw a card."),
    (19, "Tide Reader", "Seer", _C, [], "Sapphire", 2, True, 1, 2, 1, None, ["Storyborn", "Sorcerer"], "GLIMPSE When you play this character, look at the top 3 cards of your deck. You may reveal a character card and put it into your hand. Put the rest on the bottom of your deck in any order."),
    (20, "Fresh Ideas", "", "Action", [], "Sapphire", 2, True, None, None, None, None, [], "Draw 2 cards."),
    (21, "Recall", "", "Action", [], "Sapphire", 2, True, None, None, None, None, [], "Return chosen character with cost 3 or less to their player's hand."),
    (22, "Lucky Charm", "", "Item", [], "Sapphire", 2, True, None, None, None, None, [], "FORTUNE {E}, 1 {I} — Gain 1 lore."),
    (23, "Old Mill", "Quiet Hideout", "Location", [], "Sapphire", 1, True, None, 5, 1, 1, [], "SAFE HAVEN Characters get +1 {W} while here."),
    (24, "Odd Inventor", "Tinkerer", _C, [], "Sapphire", 3, True, 2, 3, 1, None, ["Storyborn", "Inventor"], "CONTRAPTION Once per game, swap the lore totals of two players."),
    (25, "Bold Challenger", "Arena Champion", _C, [], "Steel", 3, True, 2, 3, 1, None, ["Storyborn", "Knight"], "Challenger +2 (While challenging, this character gets +2 {S}.)"),
    (26, "Iron Golem", "Shield Bearer", _C, [], "Steel", 4, True, 2, 5, 1, None, ["Storyborn", "Knight"], "Resist +1 (Damage dealt to this character is reduced by 1.)"),
    (27, "Watchtower", "High Lookout", "Location", [], "Steel", 2, True, None, 6, 1, 1, [], ""),
    (28, "Banishing Light", "", "Action", [], "Steel", 5, False, None, None, None, None, [], "Banish chosen character."),
    (29, "Hex Knight", "Dread Rider", _C, [], "Steel", 4, True, 3, 4, 2, None, ["Storyborn", "Villain", "Knight"], "DREAD Whenever this character quests, chosen opposing character gets -2 {S} this turn."),
    (30, "Steel Sentinel", "Colossus", _C, [], "Steel", 5, True, 5, 5, 2, None, ["Storyborn", "Knight"], ""),
    (31, "Forge Master", "Smith", _C, [], "Steel", 3, True, 2, 3, 1, None, ["Storyborn", "Inventor"], "HAMMER {E}, 1 {I} — Deal 1 damage to chosen character."),
    (32, "Iron Duke", "Commander", _C, [], "Steel", 4, True, 2, 4, 1, None, ["Storyborn", "Knight"], "RALLY Your other Knight characters get +1 {S}."),
]


def fixture_cards() -> list[CardRecord]:
    out = []
    for num, nm, ver, typ, sub, ink, cost, inkable, s, w, lore, move, cls, text in _FIXTURES:
        cid = f"{FIXTURE_PREFIX}{num}"
        data = make_card(card_id=cid, name=nm, version=ver, card_type=typ, subtypes=sub, cost=cost, inkable=inkable,
                         colors=[ink], text=text, strength=s, willpower=w, lore=lore, move_cost=move,
                         classifications=cls, set_code="FX", number=str(num), rarity="Common")
        out.append(CardRecord(cid, data, {"en": data["full_name"]}))
    return out
