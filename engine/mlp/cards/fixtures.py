"""A small card set written for this project (no card data copied): the game works without any
import, and the tests exercise every timing (出会い, お別れ, 事前対策, 冒険エリア, ひらめき, items,
events, stories) with it. Text uses the same English dialect as the DreamTCG data."""

from __future__ import annotations

from engine.core.cards import CardRecord

from .schema import make_card

_CARDS = [
    # characters
    dict(id="FX01-C01", name="Dawn Unicorn", type="Character", keywords=["Unicorn", "Dawn"], harmony=1, idea=2, text="[Farewell] Draw 1 card."),
    dict(id="FX01-C02", name="Dusk Pegasus", type="Character", keywords=["Pegasus", "Dusk"], harmony=2, idea=3, text=""),
    dict(id="FX01-C03", name="Meadow Earth Pony", type="Character", keywords=["Earth Pony", "Meadow"], harmony=2, idea=2,
         text="[Appear] Choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn."),
    dict(id="FX01-C04", name="Library Owl", type="Character", keywords=["Pet", "Owl"], harmony=1, idea=1,
         text="[Adventure] [Tap] Choose 1 「Pet」 in your Adventure Area, it gets +2 Inspiration until the end of turn."),
    dict(id="FX01-C05", name="Storm Pegasus", type="Character", keywords=["Pegasus", "Storm"], harmony=4, idea=5,
         text="[Farewell] If there is no other Character in your Adventure Area, choose 1 Character with Inspiration 6 or more in Rival's Adventure Area to Retire."),
    dict(id="FX01-C06", name="Scholar Unicorn", type="Character", keywords=["Unicorn", "Scholar"], harmony=3, idea=4,
         text="[Appear] If there is any 「Owl」 in your Adventure Area, choose 1 Character with Inspiration 5 or less in Rival's Adventure Area to Retire."),
    dict(id="FX01-C07", name="Orchard Earth Pony", type="Character", keywords=["Earth Pony", "Orchard"], harmony=3, idea=3,
         text="[Pre-plan] Draw 2 cards."),
    dict(id="FX01-C08", name="Cloud Guard", type="Character", keywords=["Pegasus", "Guard"], harmony=5, idea=7,
         text="[Adventure] While in your turn, this Character gets +2 Inspiration."),
    dict(id="FX01-C09", name="Gem Seeker", type="Character", keywords=["Unicorn", "Gem"], harmony=2, idea=2,
         text="[Adventure] [Tap] Draw 1 card, discard 1 card."),
    dict(id="FX01-C10", name="Trickster Draconequus", type="Character", keywords=["Trickster"], harmony=3, idea=3,
         text="[Appear] Swap the Inspiration of two Characters until the end of turn."),  # manual on purpose
    dict(id="FX01-C11", name="Pie Baker", type="Character", keywords=["Earth Pony", "Baker"], harmony=1, idea=1,
         text="[Pre-plan] If there is any untapped Scene in your Scene Area, move this card to the Adventure Area."),
    # the deck-order, shuffle and reveal templates (第六節 9.0.0, 14.1.3a, 第一節 3.1.1)
    dict(id="FX01-C12", name="Tide Pony", type="Character", keywords=["Earth Pony", "Tide"], harmony=2, idea=3,
         text="[Farewell] Shuffle this Character into its owner's Deck."),
    dict(id="FX01-C13", name="Curious Owl", type="Character", keywords=["Pet", "Owl"], harmony=1, idea=2,
         text="[Appear] Reveal the top card of the Deck, put it at the top or the bottom of the Deck."),
    dict(id="FX01-C14", name="Lucky Reader", type="Character", keywords=["Unicorn", "Reader"], harmony=3, idea=3,
         text="[Appear] Reveal the top card of the Deck, if it is Event, draw 2 cards."),
    dict(id="FX01-C15", name="Trail Scout", type="Character", keywords=["Pegasus", "Scout"], harmony=4, idea=4,
         text="[Farewell] Reveal the top 3 cards of your Scene Deck, choose 1 from them, place it face up in your Scene Area, move the rest to bottom of Scene Deck."),
    dict(id="FX01-C16", name="Mischief Maker", type="Character", keywords=["Draconequus"], harmony=4, idea=5,
         text="[Appear] Return 1 of Rival's Scenes to the bottom of their Scene Deck, place 1 Scene face up from the top Rival's Scene Deck into Rival's Scene Area."),
    # events
    dict(id="FX01-E01", name="Study Session", type="Event", harmony=1, text="Draw 2 cards, discard 1 card."),
    dict(id="FX01-E02", name="Sudden Gust", type="Event", harmony=2, text="Choose 1 Character with Inspiration 3 or less in Rival's Adventure Area to Retire."),
    dict(id="FX01-E03", name="Cheer Up", type="Event", harmony=1, text="All Characters in your Adventure Area get +1 Inspiration until the end of turn."),
    dict(id="FX01-E04", name="Owl Mail", type="Event", harmony=0, text="Only use when there is any 「Pet」 in your Adventure Area. Draw 1 card."),
    dict(id="FX01-E05", name="Stand Firm", type="Event", harmony=1, text="Choose 1 Character in your Adventure Area, it won't Retire in Contact until the end of turn."),
    dict(id="FX01-E06", name="Tidy Shelves", type="Event", harmony=1,
         text="Reveal the top 3 cards of your Deck, choose 1 Character from them, add it to Hand, move the rest to the bottom of your Deck in any order."),
    dict(id="FX01-E07", name="Second Chance", type="Event", harmony=0,
         text="Choose 1 Character in your Retirement Area, shuffle it into your Deck."),
    dict(id="FX01-E08", name="Lucky Break", type="Event", harmony=1,
         text="Draw 1 card. If you have an untapped Scene card, draw 2 cards instead."),
    # 「Xまで」 (第六節 15.1.1): the player picks any number from 0 to X
    dict(id="FX01-E09", name="Helping Hooves", type="Event", harmony=1,
         text="Choose up to 2 Characters in your Adventure Area, they get +1 Inspiration until the end of turn."),
    dict(id="FX01-E10", name="Second Wind", type="Event", harmony=1,
         text="Return up to 1 Character from your Retirement Area to your Hand, draw 1 card."),
    # both players draw: both decks empty → both lose at once, a draw (第一節 4.0.0)
    dict(id="FX01-E11", name="Shared Study", type="Event", harmony=1, text="Each player draws 1 card."),
    # items
    dict(id="FX01-I01", name="Lucky Horseshoe", type="Item", harmony=1, text="Adorned Character gets +1 Inspiration."),
    dict(id="FX01-I02", name="Storm Goggles", type="Item", harmony=2, text="Only adorn 「Pegasus」. While in your turn, adorned Character gets +2 Inspiration."),
    dict(id="FX01-I03", name="Quill of Notes", type="Item", harmony=1, text='Adorned Character gains "[Adventure] [Tap] Draw 1 card, discard 1 card."'),
    dict(id="FX01-I04", name="Brave Scarf", type="Item", harmony=1,
         text="When adorned Character Retires in Contact, choose 1 Character in your Adventure Area, it gets +3 Inspiration until the end of turn."),
    # scenes
    dict(id="FX01-S01", name="Quiet Library", type="Scene", everyday=True, text="[Inspo Boost] Your 「Unicorn」 gets +1 Inspiration until the end of this Contact."),
    dict(id="FX01-S02", name="Windy Hill", type="Scene", everyday=False, text="[Inspo Boost] Your 「Pegasus」 gets +1 Inspiration until the end of this Contact."),
    dict(id="FX01-S03", name="Apple Field", type="Scene", everyday=False, text="[Inspo Boost] Your 「Earth Pony」 gets +1 Inspiration until the end of this Contact."),
    # 裏向き (第五節 1.3.2): used in your main phase by turning the scene face down
    dict(id="FX01-S04", name="Sunny Picnic", type="Scene", everyday=False,
         text="[Face Down] Choose 1 Character in your Adventure Area, it gets +1 Inspiration until the end of turn. "
              "(In your Main Phase, you can use this [Face Down] effect by turning this Scene face down.)"),
    dict(id="FX01-S05", name="Old Bookshop", type="Scene", everyday=False,
         text="[Inspo Boost] Your 「Unicorn」 gets +1 Inspiration until the end of this Contact. [Face Down] Draw 1 card."),
    # story
    dict(id="FX01-T01", name="A Fixture Tale", type="Story", stage=1, story_title="A Fixture Tale", story_subtitle="The Letter", text="When promoted to this stage, draw 1 card."),
    dict(id="FX01-T02", name="A Fixture Tale", type="Story", stage=2, story_title="A Fixture Tale", story_subtitle="The Journey",
         text="When promoted to this stage, choose 1 Character in your Adventure Area, it gets +2 Inspiration until the end of turn."),
    dict(id="FX01-T03", name="A Fixture Tale", type="Story", stage=3, story_title="A Fixture Tale", story_subtitle="The Storm", text="When promoted to this stage, add 1 Scene."),
    dict(id="FX01-T04", name="A Fixture Tale", type="Story", stage=4, story_title="A Fixture Tale", story_subtitle="Home Again", text="When promoted to this stage, you win the game."),
    # the rule document's own mechanics (issue 19), in the data's dialect (FX02) and in a plain English
    # rendering of the document's terms (FX03): candies (第二節 7.2.1), presents (7.2.2), 出会い, お別れ,
    # the interacting character (交流中のキャラクター)
    dict(id="FX02-C01", name="Candy Filly", type="Character", keywords=["Earth Pony", "Candy"], harmony=1, idea=1,
         text="[Appear] This Character gains 1 Candy. [Adventure] This Character gets +1 Inspiration for each Candy you have."),
    dict(id="FX02-C02", name="Sweet Tooth", type="Character", keywords=["Earth Pony", "Candy"], harmony=2, idea=2,
         text="[Adventure] [Tap] Spend 1 Candy: draw 1 card."),
    dict(id="FX02-C03", name="Gift Giver", type="Character", keywords=["Unicorn", "Gift"], harmony=2, idea=2,
         text="[Appear] Choose 1 Character in your Adventure Area, it gains 1 「Pinkie Pie」 Present."),
    dict(id="FX02-C04", name="Lonely Guard", type="Character", keywords=["Pegasus", "Guard"], harmony=3, idea=3,
         text="[Farewell] If there is no Character in Rival's Adventure Area, draw 2 cards."),
    dict(id="FX02-E01", name="Candy Count", type="Event", harmony=1, text="Draw 1 card for each Candy you have."),
    dict(id="FX02-S01", name="Cheering Crowd", type="Scene", everyday=False,
         text="[Inspo Boost] Your Character in Contact gets +1 Inspiration until the end of this Contact."),
    dict(id="FX02-S02", name="Dusty Attic", type="Scene", everyday=False, text="[Inspo Boost] Choose 1 Item in your Retirement Area, add it to Hand."),
    dict(id="FX02-S03", name="Strange Mirror", type="Scene", everyday=False,
         text="[Inspo Boost] Swap the Inspiration of the two Characters in Contact."),  # unread on purpose (第五節 1.3.1a)
    dict(id="FX03-C01", name="Candy Colt", type="Character", keywords=["Earth Pony", "Candy"], harmony=1, idea=1,
         text="Encounter: Gain a candy. Adventure Area: This character gets Idea +1 for each candy you have."),
    dict(id="FX03-C02", name="Sugar Rush", type="Character", keywords=["Earth Pony", "Candy"], harmony=2, idea=2,
         text="Adventure Area: Tap: Spend a candy: draw a card."),
    dict(id="FX03-C03", name="Party Planner", type="Character", keywords=["Earth Pony", "Party"], harmony=2, idea=2,
         text="When this character meets a friend, choose a character in your adventure area; it gains a Pinkie Pie present."),
    dict(id="FX03-C04", name="Lonely Sentry", type="Character", keywords=["Pegasus", "Guard"], harmony=3, idea=3,
         text="Farewell: If there are no characters in the opponent's adventure area, draw 2 cards."),
    dict(id="FX03-E01", name="Candy Jar", type="Event", harmony=1, text="Draw a card for each candy you have."),
    dict(id="FX03-S01", name="Cheering Stands", type="Scene", everyday=False,
         text="Hirameki: Your interacting character gets Idea +1 until the end of this interaction."),
    dict(id="FX03-S02", name="Rival Jeers", type="Scene", everyday=False,
         text="Hirameki: The opponent's interacting character gets Idea -1 until the end of this interaction."),
    dict(id="FX03-S03", name="Dusty Loft", type="Scene", everyday=False, text="Hirameki: Choose an item in your rest area, add it to hand."),
    # protagonist
    dict(id="FX01-P01", name="Fixture Pony", type="Protagonist", keywords=["Unicorn"], text=""),
]


def fixture_cards() -> list[CardRecord]:
    out = []
    for spec in _CARDS:
        spec = dict(spec)
        data = make_card(rarity="C", set_code="FX01", **spec)
        names = {"en": data["full_name"]}
        out.append(CardRecord(data["id"], data, names))
    return out
