"""Set 6 (Azurite Sea) printings whose Lorcast text is a preview or older wording of the card.

Lorcast's JSON carries, for these cards, the text of a pre-release preview: other ability names
("LOTS TO LEARN", "SUPPORT", "COCONUT LEADER"), older phrasings, a lost number ("with {S}" for
"with 0 {S}") or a garbled cost ("{2} {E}" for "{E}, 2 {I}"). The pinned registry (LorcanaJSON)
transcribes the printed card line by line, and its words are the ones the rules read (Lorcana
1.1.6: the card's text is its rules; 6.2.1). The Lorcast importer takes the registry's words for
these printings (``typography.REWORDED``), so a game plays the same card whichever source was
imported. Where the preview's rules differed, the entry says how.

(No Japanese catalog covers set 6 here; each entry was compared with the registry's printed text.)
"""

from __future__ import annotations

REWORDED_SET6: dict[str, str] = {
    "6-21": "Kanga - Nurturing Mother: 'choose a character of yours and that character' is 'another chosen character of yours' (not Kanga herself)",
    "6-34": "Hundred Acre Island - Pooh's Home: 'banished here' is 'banished while here' (same rules, 4.3.7)",
    "6-36": "Hades - Lord of the Dead: '… banished during the opponent's turn' is 'During an opponent's turn, whenever …' (same rules)",
    "6-102": "Owl Island - Secluded Entrance: ability name 'LOTS TO LEARN' is 'A LOT TO LEARN' (same rules)",
    "6-109": "John Silver - Ferocious Friend: 'one of your other characters' is 'another chosen character of yours'; 'They cannot quest this turn' is 'They can't quest for the rest of this turn'",
    "6-145": "Hiro Hamada - Robotics Prodigy: the cost '{2} {E}' is printed '{E}, 2 {I}' (7.5.1)",
    "6-160": "Yokai - Scientific Supervillain: 'each opposing character with {S}' lost its number: printed 'with 0 {S}'",
    "6-163": "Sail the Azurite Sea: the first printing's 'put an additional card from your hand into your inkwell facedown' (the registry's historic text, used until 2026-02) is 'ink an additional card' now (same rules, 8.5.5; as Belle 1-142)",
    "6-172": "Kakamora - Pirate Chief: 'you may draw a card. Then, choose and discard …' is 'you may draw a card, then choose and discard …'; 'If a Pirate character card was discarded, deal 3 damage to that character or location instead' is 'If you discarded a Pirate character card, deal 3 damage instead'",
    "6-173": "Jim Hawkins - Stubborn Cabin Boy: 'gets Challenger +2' is 'gains Challenger +2' (same rules)",
    "6-187": "Mickey Mouse - Night Watch: 'Your Pluto characters get Resist +1' is 'Your characters named Pluto gain Resist +1'",
    "6-35": "Sugar Rush Speedway - Finish Line: ability name 'BRING IT HOME, LITTLE ONE!' is 'BRING IT HOME, KID!'; 'from another location' is 'from a location' (same rules: a move to here comes from another location, 4.3.7)",
    "6-207": "Sugar Rush Speedway - Finish Line (enchanted): as 6-35",
}
