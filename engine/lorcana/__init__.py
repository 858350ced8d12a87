"""Disney Lorcana: rules engine (ja comprehensive rules 2025-07-04), card data and decks.

Modules: ``state`` (the dataclass state and zones), ``characteristics`` (stats and keywords after
modification, 7.6/7.8, ch. 10), ``zones`` (moving cards, banish, damage), ``triggers`` (7.4 and the
bag 8.7), ``ops`` (Lorcana's own effect ops, registered in the core), ``frames`` (resolution
frames), ``resolve`` (effects step by step, 7.1), ``play`` (4.3.4, Shift, singing),
``turn_actions`` (ink, quest, challenge, move, activated abilities, end of turn), ``flow`` (setup
3.1, turn structure 4.1-4.4, state checks 1.9), ``view`` (what a player may see), ``decks``
(deck lists, 2.1), ``cards/`` (schema, importers, fixture set, the compiler over template
registries, per-card scripts, explain, coverage),
``game`` (the game-module contract).

Options (``state.options``) where players could disagree or the document is silent:

- ``starting_player``: fixes who goes first (3.1.2 lets e.g. the previous game's loser choose);
  without it a random player chooses.
- ``lore_floor_zero`` (default True): lore never goes below 0 (P6; the document is silent).
- ``singer_in_sing_together`` (default True): Singer N counts as cost N in a Sing Together total
  (P4; 10.10.3 only says "ink costs").
- ``inks_per_turn`` (default 1, 4.3.3); ``win_lore`` (default 20, 1.9.1.1).
- ``max_turns``: simulation only — the game ends as a draw after that many turns.

Choices where the document is silent or unclear (each is also documented where it is coded):

- Drying (P2): characters lose "drying" in their player's Set step; anything entering later dries
  at the next one. Activated abilities of drying characters without {E} in the cost are usable
  (P3, 4.3.8.2 only restricts {E}).
- Support (P5): the bonus is the supporter's {S} when the trigger resolves. Support never stacks.
- Locations (P7): a character may move from one location to another; when a location leaves play,
  characters there are no longer at a location; a shifted character stays where the card below was.
- Damage counters on a card that leaves play are removed at once (9.4.1 says at the next state
  check; nothing can observe the difference here).
- "Remove up to N damage": the player chooses the amount, 0..N (capped by the damage there).
- Replacement effects (7.7.6): see ``replacement`` (option ``replacement_chooser``).
- Loops (7.1.7): see ``loops``.
- "Whenever you play a character" abilities do not trigger on the card's own play.
- A player who leaves a 3-4 player game keeps their cards where they are, but nothing of theirs is
  in play, in the bag or applying any more (1.10.2.3); a concession works the same way.
- Cost decreases ("you pay N less for the next …") are used by the next matching card played by
  paying ink (not by a song sung for free).
- Dual-ink cards count both inks toward the deck's 2-ink limit (P12).
"""
