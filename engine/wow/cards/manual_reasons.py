"""Why a printed ability stays manual when the reason is not "no template reads it": wordings the engine
can't carry out in a hosted match at all, each with the rule that says so (``explain`` shows it)."""

from __future__ import annotations

import re

REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\byour collection\b", re.I),
     "a player's collection (the cards he owns outside the game) does not exist in a hosted match: the rules know "
     "only his deck and, between the games of a match, his side deck (100.1, 100.3); the bot keeps no other cards "
     "of his, so the card is resolved by hand with whatever the players agree"),
    (re.compile(r"\bsabotag(?:e|es|ed)\b", re.I),
     "Sabotage is not in the rules document (6.0 has no such keyword; its 妨害 is interrupting a link, 711): from the "
     "cards' reminder text (\"Sabotage: Equipment (This ally can attack opposing equipment.)\", \"Sabotage: Player (This "
     "ally can attack opposing players.)\") the engine lets a character attack an opposing card in play of that kind, or "
     "an opposing player, hand or graveyard, and \"sabotage\" it when the attack reaches the end of its combat step "
     "(engine.wow.wreal2_sabotage, engine.wow.wsabo_targets); this one sabotages what a hosted game can't attack or act "
     "on (a side deck or the next game of the match: outside the game, 100.3; \"all keywords\": no object; a deck "
     "switched with another or a card of it played by an opponent: not read yet) or does what no template reads yet, "
     "so it is resolved by hand"),
    (re.compile(r"\bYou and another friendly player each\b", re.I),
     "a hosted WoW match has two players, each the other's opponent (the engine's max_players is 2; the rules' "
     "multiplayer teams are not hosted): there is no other friendly player, so a cost that needs one can't be paid "
     "(403.1) and the power is left to the players by hand"),
)


def reason(line: str) -> str | None:
    """The reason this ability can't be automated, if it is a known one."""
    return next((why for pattern, why in (*REASONS, *CARD_REASONS) if pattern.search(line)), None)

CARD_REASONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^Attach to target abililty, ally, equipment, or resource and exhaust it\.$"),
     "the card data prints no Ongoing power (Immobilize): an ability without one is non-ongoing and goes to the "
     "graveyard as it resolves (305.1, 305.2), so it could attach to nothing that lasts; the printed card's lost ongoing "
     "text is needed before it can be played by the engine"),
    (re.compile(r"\bSearch your deck for a Loot card\b"),
     "a Loot card is marked only on the printed card (204.3: its LOOT collector number); the card data carries no loot "
     "mark, so the engine can't tell which cards the search may find (413)"),
    (re.compile(r"^Put up to X Frost ability cards with different names\b"),
     "the card data lost what X is (the line before it reads only \".\"; the card has no X in its cost, 201.3), so how "
     "many cards it returns isn't known"),
)
"""Single cards whose data leaves a clause unknowable (helper n36wow), matched on their own printed line."""
