"""Set 10 (Whispers in the Well) and set 11 printings whose Lorcast text lost words or symbols of the
printed card.

Lorcast's JSON carries, for these cards, a text with a stray "ACTION" label, a lost symbol ("2 less"
for "2 {I} less", "-1" for "-1 {L}", "5 or more" for "5 {S} or more"), a lost word ("facedown"), an
ability name in small letters or a preview wording. The pinned registry (LorcanaJSON) transcribes
the printed card, and its words are the ones the rules read (Lorcana 1.1.6: the card's text is its
rules; 6.2.1). The Lorcast importer takes the registry's words for these printings
(``typography.REWORDED``), so a game plays the same card whichever source was imported.
"""

from __future__ import annotations

REWORDED_SETS10_11: dict[str, str] = {
    "10-129": "Next Stop, Olympus: a stray 'ACTION' label before the text (the card type, 6.1.1, not rules text)",
    "10-234": "Next Stop, Olympus (enchanted): as 10-129 ('Action' label)",
    "10-34": "Duckburg - Funso's Funzone: 'you pay 2 less' lost its symbol: printed 'you pay 2 {I} less'",
    "10-81": "Flynn Rider - Spectral Scoundrel: 'As long as this character has at least one card under it, it gets' is 'While there's a card under this character, he gets' (same rules, 8.4.2)",
    "10-95": "Trust In Me: 'gets -1 until' lost its symbol: printed 'gets -1 {L} until'",
    "11-108": "Mulan - Ready for Battle: 'with 5 or more' lost its symbol: printed 'with 5 {S} or more'",
    "11-134": "Scrooge's Counting House - Ebenezer's Office: the ability name 'Good Business' is printed in capitals ('GOOD BUSINESS'), so it reads as a name",
    "11-159": "Mickey Mouse - Bob Cratchit: 'under another chosen character or location of yours' ends 'of yours facedown' on the card (8.4.2)",
    "11-219": "Mickey Mouse - Bob Cratchit (enchanted): as 11-159",
    "11-223": "Lilo - Rock Star (enchanted): 'Shift 4 I'LL COUNT YOU IN' lost the {I} of Shift's cost and its line break (10.8.1)",
}
