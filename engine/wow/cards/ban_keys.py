"""Pseudo-keywords of players' restrictions (103.2 "can't"), put on a player's hero (a player is
named by his hero, EN 706): "Target player can't play cards this turn", "Opponents can't play
abilities this turn", "Players can't draw cards this turn", "Traitor cards can't be played".
The compiler (``templates_wstatics_bans``) grants them; ``engine.wow.play_bans`` checks them."""

from __future__ import annotations

CANT_PLAY = "Can't Play "
"""``CANT_PLAY + what``: the hero's player can't play such cards (409.1, 103.2); ``what`` is one of
:data:`PLAY_KINDS` or a tag word ("Traitor")."""
PLAY_KINDS = {"Cards": (), "Allies": ("ally",), "Abilities": ("ability",), "Equipment": ("weapon", "armor", "item")}
"""What each kind of ban names: card types (an empty tuple: every card)."""
CANT_DRAW = "Can't Draw"
"""The hero's player can't draw cards (103.2: a draw that can't happen doesn't, 415.9e)."""
CANT_COMPLETE = "Can't Complete Quests"
"""The hero's player can't complete quests (306.2, 103.2)."""
CANT_QUEST_FACE_UP = "Can't Place Quests Face Up"
"""The hero's player can't place quests face up (412.1b, 103.2): they may still be placed face down."""
CANT_DISCARD = "Can't Discard"
"""The hero's player can't discard cards (103.2, 415.9d): "You can't discard cards." (Magistrix Fyalenn),
"You can't discard cards this turn." (Kinivus the Focused); checked by ``engine.wow.discard_ban``."""
