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
    return next((why for pattern, why in REASONS if pattern.search(line)), None)
