"""Lorcana's own effect ops (engine.core.effects.register_op): what the shared vocabulary has no
word for. The compiler and per-card scripts build them as plain ``Effect``s; ``resolve`` attaches
the resolvers (``@resolves``) and dispatches them through the registry. Imports only the core.

- ``floating_trigger``: "this turn, whenever …, …" creates a floating triggered ability (7.4.7.1);
  ``condition`` = {"events": [...], "filter": {...}, "once": True for "the next time …"}, ``then`` = its effects (run when it fires).
- ``delayed_trigger``: "at the end of this turn, …" (7.4.7.2); ``condition`` = {"when":
  "end_of_turn"}, ``then`` = its effects.
- ``prohibit``: "opponents can't play actions this turn" (1.2.2); ``condition`` = {"what":
  "play"|"draw", "types": [...], "players": "opponents"|"all"}.
- ``name_and_reveal``: "name a card, then reveal the top card of your deck …" (6.2.4);
  ``zone`` = where a miss goes (top/bottom), ``amount`` = lore gained on a hit, ``condition`` =
  {"to": "hand"|"inkwell"}.
- ``boost``: Boost N (Comprehensive Rules 2.2.0 8.4.1, outside the seed documents): the top card of
  your deck goes facedown under the source card (zone ``under``, ``attached_to`` the source).
- ``replay_from_discard``: "play that song again from your discard for free, then put it on the
  bottom of your deck" (7.1.9.1, 7.1.6).
- ``conditional``: "If [condition], [effects]" inside an effect; ``condition`` = {"if": {...}} (a
  condition of engine.lorcana.characteristics.condition_holds), ``then`` = the effects (run only
  when it holds, checked on resolution).
- ``pay_ink``: "you may pay N {I} to …": a cost inside an effect (7.1.2.2: the rest happens only
  if it was paid); fails when fewer than N ink cards are ready.
- ``discard_cost``: "you may choose and discard a [filter] card to …"; ``condition`` =
  {"filter": {...}}; fails when no card in hand matches.
- ``reveal_from_hand``: "you may reveal a song card in your hand to …"; ``condition`` = {"filter"}.
- ``unless_pay``: "… unless their player pays N {I}": ``target`` names whose player may pay
  (a trigger role); ``then`` happens only if they don't (7.1.3: their choice).
- ``reveal_top``: "each opponent reveals the top card of their deck. If it's a [filter] card, they
  may put it into their hand. Otherwise, they put it on the bottom …"; ``condition`` = {"take":
  filter, "to": "hand"}, ``zone`` = where a miss goes.
- ``choose``: a step that only chooses ("gain lore equal to the damage on chosen opposing
  character"): the chosen card becomes "it" (7.1.9) for the steps after it.
- ``prevent_next_damage``: "until the start of your next turn, the next time they would be dealt
  damage they take no damage instead" (a replacement effect, 7.7.1, used up once it applies).
- ``move_to_location``: "move one of your other characters to that location for free" (4.3.7,
  no move cost); the location is the trigger's (``condition`` = {"location": "trigger"}).
- ``play_self``: "you may play her and she enters play exerted" from the discard (4.3.4: her
  cost is paid; ``condition`` = {"exerted": true}, 7.7.4).
- ``reveal_hand_discard``: "chosen opponent reveals their hand and discards a [filter] card of
  their/your choice"; ``condition`` = {"filter": {...}, "chooser": "them"|"you"} ({"reveal_only":
  true}: "chosen player reveals their hand" and nothing more).
- ``top_or_bottom``: "look at the top card of your (chosen player's) deck. Put it on either the
  top or the bottom of your (their) deck" (7.1.10); ``target`` names the deck's player.
- ``move_to_chosen_location``: "move a character of yours to a location for free" (4.3.7, no
  move cost): a location of yours is chosen (``condition`` = {"location": filter}), then ``target``
  (the characters; ``condition`` "also": one more of your characters, "him and one of your other
  characters"); the location is "that location" (7.1.9) afterwards.
- ``banish_same_name``: "… and all other items or locations with the same name": ``target``
  chooses the card whose name counts (7.1.9); ``condition`` = {"others": filter, "with_chosen":
  bool}; everything is banished together (1.9.5).
- ``temporary_shift_return``: Temporary Shift's delayed ability (2.2.0 8.10.8.5, outside the seed
  documents; engine.lorcana.temporary_shift).
- ``look_distribute``: "look at the top 3 cards of your deck. Put one into your inkwell facedown
  and exerted, one on the top of your deck, and one on the bottom" (7.1.10); ``condition`` =
  {"slots": ["inkwell", "top", "bottom"]} (also "hand", "top_or_bottom"), one card per place.
- ``look_hand``: "look at chosen opponent's hand" (7.1.10: only the looking player sees it).
- ``look_deck_top``: "look at the top card of each opponent's deck" (7.1.10; engine.lorcana.look_deck_top).
- ``discard_random``: "chosen opponent discards a card at random" (8.3.4 by chance: the game's
  seeded RNG picks the cards); ``target`` names the players.
- ``choose_one`` / ``mode``: "Choose one: • A • B": ``then`` = one ``mode`` step per printed
  mode (``amount`` = its number, 1-based; its ``then`` = the mode's effects); only the chosen
  mode's effects happen (1.2.4: the choice is made as the effect resolves); ``condition`` =
  {"all_if": {...}}: "if …, choose both instead" (every mode when it holds).
- ``put_under``: "put the top card of your deck facedown under one of your characters or locations
  with Boost" (engine.lorcana.under; rules 2.2.0 8.4.1-8.4.3, outside the seed documents).
- ``take_under``: "put all cards from under her into your hand" (engine.lorcana.under).
- ``inkwell_state``: "exert all cards in your inkwell" / "ready all cards in your inkwell";
  ``condition`` = {"exerted": bool} (engine.lorcana.inkwell_state).
- ``ink_drops``: "get N ink drops" / "each player gets …" / "each opponent gets …"; ``target`` =
  the players (engine.lorcana.ink_drops: a public counter that pays {I}).
- ``draw_until``: "draw until you have N cards in your hand" (4.2.3.1 one card at a time; none
  when the hand already has N or more).
- ``draw_bottom``: "draw a card from the bottom of your deck" (engine.lorcana.draw_bottom).
- ``extra_ink``: "this turn, you may ink an additional card" (engine.lorcana.extra_ink).
- ``order_top``: "put them back on the top of your deck in any order" (engine.lorcana.deck_order).
- ``reveal_top_n``: "reveal the top 2 cards … put revealed character cards into your hand" (engine.lorcana.reveal_many).
- ``opponents_may_discard``: "each opponent may choose and discard a card. For each opponent who doesn't, get 1 ink drop"
  (engine.lorcana.opponent_choice).
- ``search_deck``: "search your deck for a [kind] card (and reveal it). Put it into your hand and shuffle" / "shuffle
  your deck and put that card on top of it"; ``condition`` = {"filter", "reveal", "to": "hand"|"top"} (engine.lorcana.search_deck).
- ``inkwell_random_return``: "return 2 cards at random from your inkwell to your hand"; ``condition`` {"exert_all", "keep": N}
  (engine.lorcana.inkwell_random).
- ``discard_any``: "choose and discard any number of [kind] cards"; ``condition`` {"filter"} (engine.lorcana.discard_any).
- ``banish_or_return``: "banish her or return another chosen character of yours to your hand" (engine.lorcana.banish_or_return).
- ``top_play_free``: "look at the top 4 cards … you may reveal an action card with cost 6 or less and play it for free. Put the
  rest in your discard"; ``condition`` {"take", "reveal", "rest"} (engine.lorcana.top_play_free).
- ``each_player_may_play_free``: "each player may reveal a character card from their hand and play it for free"; ``condition``
  {"filter"} (engine.lorcana.each_player_plays).
- ``unless_discard``: "the challenging player may choose and discard a card. If they don't, …"; ``target`` = who may discard,
  ``then`` = what happens if they don't (engine.lorcana.unless_discard).
- ``play_free_from``: "play an item from your hand or discard with cost 5 or less for free, exerted"; ``amount`` = the most it
  may cost, ``condition`` {"zones", "filter", "exerted"} (engine.lorcana.play_free_from).
- ``name_return_all``: "name a card. Return all character cards with that name from your discard to your hand"; ``condition``
  {"filter"} (engine.lorcana.name_return).
- ``players_discard_draw``: "choose any number of players. They discard their hands and draw 3 cards each"
  (engine.lorcana.players_refill).
- ``heal_each_ready``: "you may remove up to 1 damage from each of your other characters. Ready each character you removed
  damage from this way"; ``condition`` {"filter"} (engine.lorcana.heal_and_ready).
- Set 13: ``reveal_top_or_else`` (engine.lorcana.top_card_plays), ``hand_to_bottom_draw`` (hand_cycle),
  ``look_take_or_place``, ``may_ink_top``, ``next_shift_less`` / ``next_play_exerted`` (next_play), ``heal_spread``:
  each module's docstring gives the wording and the fields. ``conditional`` also takes ``optional``: "you may [do
  several things]" (7.1.3: one choice for all of its ``then`` steps).
- Sets 10 and 12: ``move_all_damage`` / ``move_damage_between`` (engine.lorcana.damage_moves), ``top_or_discard`` /
  ``discard_all_to_bottom`` / ``bottom_instead`` / ``mill_it`` (deck_placements), ``reveal_play_free`` (reveal_play),
  ``unless_bottom``, ``look_each_kind``, ``discard_to_inkwell`` (discard_inkwell), ``banish_total_strength``,
  ``scatter_three`` (scatter), ``hand_to_size`` (hand_size): each module's docstring gives the wording and the fields.
- ``play_were_under_free``: "… you may play those characters [that were under them] from your discard for free"
  (engine.lorcana.play_were_under).
- ``grant_ability``: a quoted ability other cards gain ("your characters gain “{E} — Draw a card” this turn");
  ``condition`` {"kind", "cost" | "trigger"}, ``then`` its effects (engine.lorcana.granted_abilities).
- Tail round 6: ``look_top_take``, ``discard_to_size``, ``reveal_until``, ``trigger_singers``, ``gather_yours_draw``
  (module gather_yours), ``return_per_count``, ``shuffle_reveal_same``, ``bottom_for_lore``: each module's docstring
  gives the wording and the fields.
"""

from __future__ import annotations

from engine.core.effects import OpSpec, game_ops, register_op

GAME = "lorcana"

FLOATING_TRIGGER = register_op(
    GAME, "floating_trigger", fields=("condition", "duration", "then"),
    describe="this turn, whenever the event happens, carry out the following")
DELAYED_TRIGGER = register_op(
    GAME, "delayed_trigger", fields=("condition", "then"),
    describe="at the end of this turn, carry out the following")
PROHIBIT = register_op(
    GAME, "prohibit", fields=("condition", "duration", "target"),
    describe="forbid players to play or draw the named cards")
NAME_AND_REVEAL = register_op(
    GAME, "name_and_reveal", fields=("amount", "zone", "condition", "target"),
    describe="name a card, then reveal the top card of your deck: if it is the named card, take it "
             "(and gain {amount} lore); otherwise put it on the {zone} of your deck")
REPLAY_FROM_DISCARD = register_op(
    GAME, "replay_from_discard", fields=("zone", "optional", "target"),
    describe="play that song again from your discard for free, then put it on the {zone} of your deck")
BOOST = register_op(
    GAME, "boost", fields=("amount", "target"),
    describe="put the top card of your deck facedown under this card (Boost; rules 2.2.0 8.4, outside the seed documents)")


CONDITIONAL = register_op(
    GAME, "conditional", fields=("condition", "optional", "then"),
    describe="if the condition holds now, carry out the following")
PAY_INK = register_op(
    GAME, "pay_ink", fields=("amount", "optional", "then"),
    describe="pay {amount} ink (exert that many ready ink cards); the following happens only if you do")
DISCARD_COST = register_op(
    GAME, "discard_cost", fields=("amount", "optional", "condition", "then"),
    describe="choose and discard {amount} matching card(s); the following happens only if you do")
REVEAL_FROM_HAND = register_op(
    GAME, "reveal_from_hand", fields=("optional", "condition", "then"),
    describe="reveal a matching card from your hand; the following happens only if you do")
UNLESS_PAY = register_op(
    GAME, "unless_pay", fields=("amount", "target", "then"),
    describe="the named card's player may pay {amount} ink; the following happens only if they don't")
REVEAL_TOP = register_op(
    GAME, "reveal_top", fields=("target", "condition", "zone"),
    describe="each named player reveals the top card of their deck: a matching card may go to their hand, "
             "otherwise it goes on the {zone} of their deck")
REVEAL_HAND_DISCARD = register_op(
    GAME, "reveal_hand_discard", fields=("target", "condition"),
    describe="the chosen player reveals their hand and discards a matching card")

CHOOSE = register_op(
    GAME, "choose", fields=("target", "optional", "then"),
    describe="choose {target}: the following steps refer to it")
PREVENT_NEXT_DAMAGE = register_op(
    GAME, "prevent_next_damage", fields=("target", "duration"),
    describe="the next time {target} would be dealt damage, it takes no damage instead")
MOVE_TO_LOCATION = register_op(
    GAME, "move_to_location", fields=("target", "optional", "condition", "then"),
    describe="move {target} to that location for free")
PLAY_SELF = register_op(
    GAME, "play_self", fields=("optional", "condition", "then"),
    describe="play this card from your discard (paying its cost)")
TOP_OR_BOTTOM = register_op(
    GAME, "top_or_bottom", fields=("target", "optional"),
    describe="look at the top card of {target}'s deck and put it on either the top or the bottom of that deck")
CHOOSE_ONE = register_op(
    GAME, "choose_one", fields=("optional", "condition", "then"),
    describe="choose one of the following modes (each a ``mode`` step) and carry out only that one")
MODE = register_op(
    GAME, "mode", fields=("amount", "then"),
    describe="mode {amount} of a \"choose one\": carried out only when it was the one chosen")
MOVE_TO_CHOSEN_LOCATION = register_op(
    GAME, "move_to_chosen_location", fields=("target", "optional", "condition", "then"),
    describe="move {target} to a location of yours for free")
BANISH_SAME_NAME = register_op(
    GAME, "banish_same_name", fields=("target", "condition"),
    describe="banish the cards in play with the same name as {target}")
TEMPORARY_SHIFT_RETURN = register_op(
    GAME, "temporary_shift_return", fields=(),
    describe="if this card is in play, remove all damage from it and return only that card to your hand (Temporary Shift; rules 2.2.0 8.10.8.5, "
             "outside the seed documents)")
LOOK_DISTRIBUTE = register_op(
    GAME, "look_distribute", fields=("amount", "target", "optional", "condition"),
    describe="look at the top {amount} cards of your deck and put each in its printed place")
LOOK_HAND = register_op(
    GAME, "look_hand", fields=("target",),
    describe="look at {target}'s hand (only you see it)")
DISCARD_RANDOM = register_op(
    GAME, "discard_random", fields=("amount", "target"),
    describe="{target} discards {amount} card(s) at random")
PUT_UNDER = register_op(
    GAME, "put_under", fields=("target", "optional", "then"),
    describe="put the top card of your deck facedown under {target} (rules 2.2.0 8.4, outside the seed documents)")
TAKE_UNDER = register_op(
    GAME, "take_under", fields=("target", "optional", "then"),
    describe="put all cards from under {target} into your hand")
INKWELL_STATE = register_op(
    GAME, "inkwell_state", fields=("condition",),
    describe="exert (or ready) all cards in your inkwell")
INK_DROPS = register_op(
    GAME, "ink_drops", fields=("amount", "target"),
    describe="{target} get(s) {amount} ink drop(s) (each may be removed to pay 1 ink: the card's reminder text)")
DRAW_UNTIL = register_op(
    GAME, "draw_until", fields=("amount", "target"),
    describe="draw until you have {amount} cards in your hand")
DRAW_BOTTOM = register_op(
    GAME, "draw_bottom", fields=("optional",),
    describe="draw a card from the bottom of your deck")
EXTRA_INK = register_op(
    GAME, "extra_ink", fields=("amount",),
    describe="this turn, you may put {amount} additional card(s) into your inkwell (8.5.5)")
ORDER_TOP = register_op(
    GAME, "order_top", fields=("amount", "optional"),
    describe="look at the top {amount} cards of your deck and put them back on the top in any order")
REVEAL_TOP_N = register_op(
    GAME, "reveal_top_n", fields=("amount", "condition"),
    describe="reveal the top {amount} cards of your deck, put the matching ones into your hand and the rest on the bottom in any order")
OPPONENTS_MAY_DISCARD = register_op(
    GAME, "opponents_may_discard", fields=("amount", "condition"),
    describe="each opponent may choose and discard a card; for each opponent who doesn't, you get {amount} ink drop(s)")
LOOK_DECK_TOP = register_op(
    GAME, "look_deck_top", fields=("amount", "target"),
    describe="look at the top {amount} card(s) of {target}'s deck (only you see them)")

SEARCH_DECK = register_op(
    GAME, "search_deck", fields=("optional", "condition"),
    describe="search your deck for a matching card, put it into your hand (or on top after shuffling) and shuffle your deck")
INKWELL_RANDOM_RETURN = register_op(
    GAME, "inkwell_random_return", fields=("amount", "target", "condition"),
    describe="{target} return(s) {amount} card(s) at random from their inkwell to their hand")
DISCARD_ANY = register_op(
    GAME, "discard_any", fields=("optional", "condition", "then"),
    describe="choose and discard any number of matching cards")
BANISH_OR_RETURN = register_op(
    GAME, "banish_or_return", fields=("target",),
    describe="banish this character or return {target} to your hand")
TOP_PLAY_FREE = register_op(
    GAME, "top_play_free", fields=("amount", "optional", "condition"),
    describe="look at (or reveal) the top {amount} card(s) of your deck; you may play a matching one for free; the rest go where the text says")
EACH_PLAYER_MAY_PLAY_FREE = register_op(
    GAME, "each_player_may_play_free", fields=("target", "condition"),
    describe="each of {target} may reveal a matching card from their hand and play it for free")
UNLESS_DISCARD = register_op(
    GAME, "unless_discard", fields=("target", "then"),
    describe="{target} may choose and discard a card; the following happens only if they don't")
PLAY_FREE_FROM = register_op(
    GAME, "play_free_from", fields=("amount", "optional", "condition"),
    describe="play a matching card with cost {amount} or less from the zones named for free")
NAME_RETURN_ALL = register_op(
    GAME, "name_return_all", fields=("condition",),
    describe="name a card, then return every matching card with that name from your discard to your hand")
PLAYERS_DISCARD_DRAW = register_op(
    GAME, "players_discard_draw", fields=("amount",),
    describe="choose any number of players; they discard their hands and draw {amount} cards each")
HEAL_EACH_READY = register_op(
    GAME, "heal_each_ready", fields=("amount", "optional", "condition"),
    describe="remove up to {amount} damage from each of your chosen characters, then ready those you removed damage from")

# Quoted abilities a card gives other cards (engine.lorcana.granted_abilities).
GRANT_ABILITY = register_op(
    GAME, "grant_ability", fields=("target", "duration", "condition", "then"),
    describe="{target} gain(s) the quoted ability (condition: its kind, cost and trigger; then: its effects)")

LATER = frozenset({"floating_trigger", "delayed_trigger", "grant_ability"})
"""Ops whose ``then`` is the body of an ability for later (7.4.7; a granted ability's body), not steps of the program."""


def own_op(name: str) -> OpSpec | None:
    """The spec of a Lorcana op, or None for a shared op."""
    return game_ops(GAME).get(name)


def keeps_then(name: str) -> bool:
    """Do a step's ``then`` effects belong to the step itself (a floating or delayed trigger's
    body, run later) rather than to the program ("if you do" steps, 7.1.2.2)?"""
    return name in LATER

# Set 11 wordings (engine.lorcana.or_banish, play_it, under_moves, reveal_inks).
DISCARD_OR_BANISH = register_op(
    GAME, "discard_or_banish", fields=("target",),
    describe="choose and discard a card or banish {target} (one of the two must be chosen)")
PLAY_IT_FREE = register_op(
    GAME, "play_it_free", fields=("optional",),
    describe="play the card the previous step named for free")
UNDER_TO_BOTTOM = register_op(
    GAME, "under_to_bottom", fields=("target",),
    describe="put all cards from under {target} on the bottom of their player's deck in a random order")
UNDER_TO_INKWELL = register_op(
    GAME, "under_to_inkwell", fields=(),
    describe="put any number of cards from under your characters and locations into your inkwell facedown and exerted")
PUT_SELF_UNDER = register_op(
    GAME, "put_self_under", fields=("target",),
    describe="put this card facedown under {target}")
MOVE_UNDER = register_op(
    GAME, "move_under", fields=("target", "optional"),
    describe="put all cards that were under this card under {target} facedown")
REVEAL_INKS_DRAW = register_op(
    GAME, "reveal_inks_draw", fields=(),
    describe="each player reveals the top card of their deck; draw a card for each different ink type revealed")

# Sets 10 and 12 wordings (engine.lorcana.damage_moves, deck_placements, reveal_play, unless_bottom, look_each_kind).
MOVE_ALL_DAMAGE = register_op(
    GAME, "move_all_damage", fields=("target", "optional", "condition"),
    describe="move all damage counters from {target} to this card or to the card named before")
TOP_OR_DISCARD = register_op(
    GAME, "top_or_discard", fields=("optional", "target"),
    describe="look at the top card of your deck and put it on either the top of your deck or into your discard")
DISCARD_ALL_TO_BOTTOM = register_op(
    GAME, "discard_all_to_bottom", fields=("condition",),
    describe="put all matching cards from your discard on the bottom of your deck in the order you choose")
BOTTOM_INSTEAD = register_op(
    GAME, "bottom_instead", fields=(),
    describe="the action card played by the previous step goes on the bottom of your deck instead of into your discard")
REVEAL_PLAY_FREE = register_op(
    GAME, "reveal_play_free", fields=("target", "condition"),
    describe="{target} may reveal the top card of their deck; a matching card they may play for free, any other goes on the bottom of their deck")
UNLESS_BOTTOM = register_op(
    GAME, "unless_bottom", fields=("target", "optional", "then"),
    describe="{target}'s player may put it on the bottom of their deck; the following happens only if they don't")
LOOK_EACH_KIND = register_op(
    GAME, "look_each_kind", fields=("amount", "condition"),
    describe="look at the top {amount} cards of your deck, you may put up to one card of each kind into your hand, the rest on the bottom in any order")

# Set 13 wordings (engine.lorcana.top_card_plays, hand_cycle, look_take_or_place, may_ink_top).
REVEAL_TOP_OR_ELSE = register_op(
    GAME, "reveal_top_or_else", fields=("optional", "condition", "zone", "then"),
    describe="reveal the top card of your deck: a matching card you may play; otherwise it goes to your {zone} and the following happens")
HAND_TO_BOTTOM_DRAW = register_op(
    GAME, "hand_to_bottom_draw", fields=("amount",),
    describe="put any number of cards from your hand on the bottom of your deck, then draw that many plus {amount}")
LOOK_TAKE_OR_PLACE = register_op(
    GAME, "look_take_or_place", fields=("condition", "then"),
    describe="look at the top card of your deck: a matching card you may reveal and put into your hand (then the following happens); "
             "otherwise put it on the top or the bottom of your deck")
MAY_INK_TOP = register_op(
    GAME, "may_ink_top", fields=("target",),
    describe="{target} may put the top card of their deck into their inkwell facedown and exerted")
SHUFFLE_REVEAL_PLAY = register_op(
    GAME, "shuffle_reveal_play", fields=(),
    describe="each player shuffles their deck and reveals the top card; a character may be played for free, otherwise it goes on the bottom")
IT_PLAYER_PLAYS_FREE = register_op(
    GAME, "it_player_plays_free", fields=("amount", "target"),
    describe="that card's player may play a matching card from their discard for free")
DISCARD_TO_BOTTOM = register_op(
    GAME, "discard_to_bottom", fields=("amount", "target"),
    describe="put up to {amount} cards from {target}'s discard on the bottom of their deck in any order")
BANISH_UP_TO_STRENGTH = register_op(
    GAME, "banish_up_to_strength", fields=("target",),
    describe="banish all characters with {S} equal to or less than the {S} this card had in play")
CHOOSE_PER_OPPONENT = register_op(
    GAME, "choose_per_opponent", fields=("target", "then"),
    describe="for each opposing player, you may choose one of their cards matching {target}")
GATHER_DAMAGE = register_op(
    GAME, "gather_damage", fields=("amount", "target", "optional"),
    describe="move {amount} damage from each other character to {target}")
GRANT_WHILE_SOURCE = register_op(
    GAME, "grant_while_source", fields=("keyword", "target"),
    describe="{target} gains {keyword} while this card is in play")
DISCARD_LORE_TO_BOTTOM = register_op(
    GAME, "discard_lore_to_bottom", fields=("target",),
    describe="you may gain lore equal to the {L} of a matching card in your discard; if you do, it goes on the bottom of your deck")
DISCARD_TO_INKWELL = register_op(
    GAME, "discard_to_inkwell", fields=("amount", "target"),
    describe="{target} may each put up to {amount} cards from their discard into their inkwell facedown and exerted")
# Set 13 (engine.lorcana.next_play, heal_spread).
NEXT_SHIFT_LESS = register_op(
    GAME, "next_shift_less", fields=("amount",),
    describe="you pay {amount} ink less for the next character you shift this turn")
NEXT_PLAY_EXERTED = register_op(
    GAME, "next_play_exerted", fields=("keyword",),
    describe="the next character you play this turn enters play exerted and gains {keyword} until the start of your next turn")
HEAL_SPREAD = register_op(
    GAME, "heal_spread", fields=("amount", "target"),
    describe="remove up to {amount} damage total from any number of {target}")
OPPONENT_YES_NO = register_op(
    GAME, "opponent_yes_no", fields=("amount", "target", "condition"),
    describe="{target} chooses YES (you gain {amount} lore) or NO (they put a character of theirs on the bottom of their deck)")
MILL_IT = register_op(
    GAME, "mill_it", fields=("optional", "then"),
    describe="put the top card of your deck into your discard; the following steps refer to it")
BANISH_TOTAL_STRENGTH = register_op(
    GAME, "banish_total_strength", fields=("amount", "target", "optional"),
    describe="banish any number of chosen {target} with total {S} {amount} or less")
HAND_TO_SIZE = register_op(
    GAME, "hand_to_size", fields=("amount",),
    describe="the player whose turn it is discards (their choice) or draws until they have {amount} cards in their hand")
MOVE_DAMAGE_BETWEEN = register_op(
    GAME, "move_damage_between", fields=("amount", "target", "condition"),
    describe="move (up to) {amount} damage counters (all when 0) from {target} to this card or to a chosen card")
SCATTER_THREE = register_op(
    GAME, "scatter_three", fields=("target",),
    describe="{target} chooses 3 of their characters: one returns to their hand, one goes on the bottom of their deck, one on the top")
# Set 14 (engine.lorcana.inkwell_look, discard_named, discard_bottom_or_banish).
INKWELL_LOOK_RETURN = register_op(
    GAME, "inkwell_look_return", fields=("optional",),
    describe="look at the cards in your inkwell, you may return one to your hand, then exert all cards in your inkwell")
DISCARD_NAMED = register_op(
    GAME, "discard_named", fields=("amount", "then"),
    describe="choose and discard {amount} card(s); the following steps refer to them")
DISCARD_BOTTOM_OR_BANISH = register_op(
    GAME, "discard_bottom_or_banish", fields=("amount", "target"),
    describe="put {amount} cards from your discard on the bottom of your deck in any order or banish {target}")
REVEAL_HIGHEST_COST = register_op(
    GAME, "reveal_highest_cost", fields=(),
    describe="each player reveals the top card of their deck; the highest-cost card (each tied one) goes into its player's hand, the rest on the bottom")

# Sets 2, 3, 4 and 6, round 5 (engine.lorcana.exert_same_name, banish_for_weaker, deck_scry, may_draw_each).
EXERT_SAME_NAME = register_op(
    GAME, "exert_same_name", fields=("target", "condition"),
    describe="exert {target} and all other matching cards with the same name")
BANISH_FOR_WEAKER = register_op(
    GAME, "banish_for_weaker", fields=("target", "condition"),
    describe="banish one of your matching characters to banish {target} with less {S} than it had")
TOP_OR_BOTTOM_ANY = register_op(
    GAME, "top_or_bottom_any", fields=("amount",),
    describe="look at the top {amount} cards of your deck and put any number on the top or the bottom in any order")
MAY_DRAW_EACH = register_op(
    GAME, "may_draw_each", fields=("amount", "condition"),
    describe="you may draw a card, {amount} time(s) (each one a separate choice)")
DISCARD_EITHER = register_op(
    GAME, "discard_either", fields=("amount", "target", "condition"),
    describe="{target} each discard {amount} cards or 1 matching card, as they choose")
# Last list cards and defects, round 5 (engine.lorcana.exert_costs, under_plays, static_free).
EXERT_COST = register_op(
    GAME, "exert_cost", fields=("target", "then"),
    describe="exert {target} (one of yours that is ready and dry) to do the following (7.1.2.2)")
DISCARD_SHUFFLE_IN = register_op(
    GAME, "discard_shuffle_in", fields=("amount", "target"),
    describe="choose up to {amount} cards from {target}'s discard and shuffle them into their deck")
RETURN_BY_STRENGTH = register_op(
    GAME, "return_by_strength", fields=("target",),
    describe="return chosen {target} with cost up to this character's {S} to its player's hand")
REVEAL_REPEAT = register_op(
    GAME, "reveal_repeat", fields=("condition",),
    describe="reveal the top card: a matching card goes into your hand and this repeats; otherwise put it on the top or the bottom")
PUT_UNDER_FACEUP = register_op(
    GAME, "put_under_faceup", fields=("target",),
    describe="put {target} under this card faceup")
PERMIT_UNDER_PLAYS = register_op(
    GAME, "permit_under_plays", fields=("target",),
    describe="this turn, you may play the cards under this card that match: {target}")
LOOK_TAKE_OR_PLAY = register_op(
    GAME, "look_take_or_play", fields=("amount", "condition"),
    describe="look at the top {amount} cards: you may reveal a matching card and put it into your hand, or play it for free "
             "if it is cheap enough; the rest on the bottom in any order")
PLAY_SAME_NAME = register_op(
    GAME, "play_same_name", fields=(),
    describe="play a character with the same name as the card that paid the cost for free")
NEXT_NAMED_LESS = register_op(
    GAME, "next_named_less", fields=("amount",),
    describe="you pay {amount} ink less for the next card you play this turn with the name of the cards that paid the cost")
DISCARD_FOR_DAMAGE = register_op(
    GAME, "discard_for_damage", fields=("amount", "target", "condition"),
    describe="choose and discard a card to deal {amount} damage to {target} (more when the discarded card matches)")
PERMIT_DISCARD_PLAYS = register_op(
    GAME, "permit_discard_plays", fields=("condition",),
    describe="for the rest of this turn, you may play matching cards from your discard; they enter play exerted")
HAND_TO_BOTTOM_ALL = register_op(
    GAME, "hand_to_bottom_all", fields=(),
    describe="put all the cards in your hand on the bottom of your deck in the order you choose")
PLAY_UP_TO_IT_COST = register_op(
    GAME, "play_up_to_it_cost", fields=("target",),
    describe="play a matching card from your hand with the same cost as the card named before or less, for free")
GAIN_BY_CHALLENGER = register_op(
    GAME, "gain_by_challenger", fields=("amount", "condition"),
    describe="gain {amount} lore (more when the challenging character is strong enough)")
PLAY_WERE_UNDER_FREE = register_op(
    GAME, "play_were_under_free", fields=(),
    describe="you may play the character cards that were under this character from your discard for free")

# Tail round 6, sets 1, 5, 7, 8, 9 (engine.lorcana.look_top_take, discard_to_size, reveal_until, trigger_singers).
LOOK_TOP_TAKE = register_op(
    GAME, "look_top_take", fields=("condition",),
    describe="look at the top card of your deck: a matching card may be revealed and put into your hand, otherwise it goes on the bottom")
DISCARD_TO_SIZE = register_op(
    GAME, "discard_to_size", fields=("amount",),
    describe="the player whose turn it is discards (their choice) until they have {amount} cards in their hand")
REVEAL_UNTIL = register_op(
    GAME, "reveal_until", fields=("condition",),
    describe="reveal cards from the top of your deck until a matching card: it goes into your hand, the rest is shuffled back")
TRIGGER_SINGERS = register_op(
    GAME, "trigger_singers", fields=("optional", "then"),
    describe="the characters that sang the song become 'those characters' for the following steps")
GATHER_YOURS_DRAW = register_op(
    GAME, "gather_yours_draw", fields=("amount", "target"),
    describe="move {amount} damage from each damaged character of yours to {target}, then draw a card per counter moved")
RETURN_PER_COUNT = register_op(
    GAME, "return_per_count", fields=("target", "condition"),
    describe="for each counted card, return a chosen {target} to its player's hand")
SHUFFLE_REVEAL_SAME = register_op(
    GAME, "shuffle_reveal_same", fields=("target",),
    describe="shuffle the chosen {target} into your deck and reveal the top card: one with the same name may be played for free, any other goes into your hand")
BOTTOM_FOR_LORE = register_op(
    GAME, "bottom_for_lore", fields=("amount", "target", "condition"),
    describe="put exactly {amount} cards of {target}'s discard on the bottom of their deck to gain lore (more if a matching card moved)")
SHIFT_FREE = register_op(
    GAME, "shift_free", fields=("target", "optional", "condition"),
    describe="shift a character card of {target} for free (engine.lorcana.shift_free)")
READY_LIMIT = register_op(
    GAME, "ready_limit", fields=("amount", "target"),
    describe="each opponent can't ready more than {amount} of their characters at the start of their next turn")
