"""A small card set written for this project (not real cards): every keyword, timing and cost
kind the engine knows, so the game and its tests work without any import."""

from __future__ import annotations

from engine.core.cards import CardRecord

from .schema import card_data

CREW = ["Fixture Crew"]
BLOCKER = "[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)"

# number, name, type, colors, cost, power, counter, life, text
_CARDS: list[tuple] = [
    ("FX01-001", "Captain Fixture", "Leader", ["Red"], None, 5000, None, 5,
     "[DON!! x1] [Your Turn] All of your Characters gain +1000 power."),
    ("FX01-002", "Navigator Fixture", "Leader", ["Green"], None, 5000, None, 4,
     "[Activate: Main] [Once Per Turn] Give up to 1 rested DON!! card to your Leader or 1 of your Characters."),
    ("FX01-003", "Deckhand", "Character", ["Red"], 2, 4000, 1000, None, ""),
    ("FX01-004", "Cabin Boy", "Character", ["Red"], 1, 2000, 2000, None, ""),
    ("FX01-005", "Charging Swordsman", "Character", ["Red"], 3, 5000, None, None,
     "[Rush] (This card can attack on the turn in which it is played.)"),
    ("FX01-006", "Shield Bearer", "Character", ["Red"], 2, 3000, 1000, None,
     BLOCKER + "<br>[On Block] Draw 1 card."),
    ("FX01-007", "Twin Blade", "Character", ["Red"], 5, 6000, None, None,
     "[Double Attack] (This card deals 2 damage.)"),
    ("FX01-008", "Void Cannon", "Character", ["Red"], 4, 5000, None, None,
     "[Banish] (When this card deals damage, the target card is trashed without activating its Trigger.)"),
    ("FX01-009", "Lookout", "Character", ["Red"], 3, 4000, 1000, None, "[On Play] Draw 1 card."),
    ("FX01-010", "Bounty Hunter", "Character", ["Red"], 4, 5000, 1000, None,
     "[On Play] K.O. up to 1 of your opponent's Characters with a cost of 3 or less."),
    ("FX01-011", "Brawler", "Character", ["Red"], 2, 3000, 1000, None,
     "[DON!! x1] [When Attacking] This Character gains +2000 power during this battle."),
    ("FX01-012", "Last Stand", "Character", ["Red"], 3, 4000, 1000, None, "[On K.O.] Draw 1 card."),
    ("FX01-013", "Saboteur", "Character", ["Red"], 3, 4000, 1000, None,
     "[Activate: Main] [Once Per Turn] You may rest this Character: Give up to 1 of your opponent's Characters −2000 power during this turn."),
    ("FX01-014", "Quartermaster", "Character", ["Red"], 2, 3000, 1000, None,
     "[End of Your Turn] Set up to 1 of your DON!! cards as active."),
    ("FX01-015", "Sentry", "Character", ["Red"], 3, 4000, 1000, None,
     "[On Your Opponent's Attack] [Once Per Turn] ➀: Up to 1 of your Leader or Character cards gains +1000 power during this battle."),
    ("FX01-016", "Fixture Scout", "Character", ["Red"], 1, 2000, 1000, None,
     "[On Play] Look at 5 cards from the top of your deck; reveal up to 1 {Fixture Crew} type card other than [Fixture Scout] and add it to your hand. Then, place the rest at the bottom of your deck in any order."),
    ("FX01-017", "Stowaway", "Character", ["Red"], 2, 3000, 1000, None, "[Trigger] Play this card."),
    ("FX01-018", "Tide Caller", "Character", ["Red"], 4, 5000, None, None,
     "[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Return up to 1 of your opponent's Characters with a cost of 4 or less to the owner's hand."),
    ("FX01-019", "Trickster", "Character", ["Red"], 3, 4000, 1000, None,
     "If this Character would be K.O.'d, you may give your Leader -2000 power during this turn instead."),
    ("FX01-020", "Supply Run", "Event", ["Red"], 1, None, None, None, "[Main] Draw 2 cards.<br>[Trigger] Draw 1 card."),
    ("FX01-021", "Guard Up", "Event", ["Red"], 1, None, None, None,
     "[Counter] Up to 1 of your Leader or Character cards gains +4000 power during this battle. [Trigger] Up to 1 of your Leader or Character cards gains +1000 power during this turn."),
    ("FX01-022", "Cannon Volley", "Event", ["Red"], 2, None, None, None,
     "[Main] K.O. up to 1 of your opponent's Characters with a cost of 4 or less. [Trigger] Activate this card's [Main] effect."),
    ("FX01-023", "Fixture Ship", "Stage", ["Red"], 1, None, None, None,
     "[Activate: Main] You may rest this Stage: Up to 1 of your Leader or Character cards gains +1000 power during this turn."),
    ("FX01-024", "Grove Keeper", "Character", ["Green"], 3, 5000, 1000, None, ""),
    ("FX01-025", "Vine Snare", "Character", ["Green"], 2, 3000, 1000, None,
     "[On Play] Rest up to 1 of your opponent's Characters with a cost of 4 or less."),
    ("FX01-026", "Don Farmer", "Character", ["Green"], 3, 4000, 1000, None,
     "[On Play] Add up to 1 DON!! card from your DON!! deck and rest it."),
    ("FX01-027", "Twin Colour Wall", "Character", ["Red", "Green"], 4, 6000, None, None, BLOCKER),
    ("FX01-028", "Ghost Runner", "Character", ["Green"], 3, 4000, 1000, None,
     "[Unblockable] (This card cannot be blocked.)"),
    ("FX01-029", "Root Supply", "Event", ["Green"], 1, None, None, None,
     "[Main] Give up to 1 rested DON!! card to your Leader or 1 of your Characters. [Trigger] Add up to 1 card from the top of your deck to the top of your Life cards."),
    ("FX01-030", "Forest Stage", "Stage", ["Green"], 2, None, None, None, ""),
    ("FX01-031", "Life Gambler", "Character", ["Red"], 2, 3000, 1000, None,
     "[Activate: Main] [Once Per Turn] You may add 1 card from the top or bottom of your Life cards to your hand: This Character gains +2000 power during this turn."),
    ("FX01-032", "Silencer", "Character", ["Red"], 3, 4000, 1000, None,
     "[On Play] Negate the effect of up to 1 of your opponent's Characters during this turn."),
    ("FX01-033", "Recycler", "Character", ["Red"], 2, 3000, 1000, None,
     "[Activate: Main] [Once Per Turn] You may place 2 cards from your trash at the bottom of your deck in any order: Draw 1 card."),
    ("FX01-034", "Iron Guard", "Character", ["Red"], 3, 3000, 1000, None, "This Character cannot be K.O.'d in battle."),
    ("FX01-035", "Pacifist", "Character", ["Red"], 2, 6000, None, None, "This Character cannot attack."),
    ("FX01-036", "Lucky Find", "Event", ["Red"], 1, None, None, None, "[Main] Draw up to 2 cards."),
    ("FX01-037", "Admiral's Order", "Event", ["Red"], 1, None, None, None,
     "[Main] Your Leader's base power becomes 7000 during this turn."),
    ("FX01-038", "Harbor Fort", "Stage", ["Red"], 1, None, None, None, "[Your Turn] Give all of your opponent's Characters -1 cost."),
    # timings written as words (D3): start of turn (6-2-2), start of the main phase (6-5-1), when
    # attacked (7-1-3-1, 10-2-16-1) and end of battle (7-1-5-2)
    ("FX01-039", "Dawn Watch", "Character", ["Red"], 2, 3000, 1000, None, "At the start of your turn, draw 1 card."),
    ("FX01-040", "Morning Drill", "Character", ["Red"], 2, 3000, 1000, None,
     "At the start of your Main Phase, this Character gains +2000 power during this turn."),
    ("FX01-041", "Decoy", "Character", ["Green"], 2, 3000, 1000, None,
     "When this Character is attacked, this Character gains +2000 power during this battle."),
    ("FX01-042", "Alarm Bell", "Character", ["Green"], 1, 2000, 1000, None,
     "[Once Per Turn] This effect can be activated when your opponent attacks. Draw 1 card."),
    ("FX01-043", "Duelist", "Character", ["Red"], 3, 4000, 1000, None,
     "At the end of a battle in which this Character battles your opponent's Character, draw 1 card."),
    # 8-5: "when you activate an Event" = an Event played from the hand, not a [Trigger]
    ("FX01-044", "Event Fan", "Character", ["Red"], 2, 3000, 1000, None, "When you activate an Event, draw 1 card."),
]


def fixture_records() -> list[CardRecord]:
    out = []
    for number, name, type_, colors, cost, power, counter, life, text in _CARDS:
        data = card_data(number=number, name=name, type=type_, colors=colors, cost=cost, power=power,
                         counter=counter, life=life, attributes=["Strike"] if type_ in ("Leader", "Character") else [],
                         traits=list(CREW), text=text, set="FX01", rarity="C")
        out.append(CardRecord(number, data, {"en": name}))
    return out
