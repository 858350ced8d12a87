"""WoW's own effect ops, for what the shared vocabulary (``engine.core.effects.VOCABULARY``) has no
op for, registered with :func:`engine.core.effects.register_op` (name, the ``Effect`` fields each
reads, a readable phrase). Compiled text and per-card scripts use them as plain ``Effect(op=…)``;
the module that carries an op out attaches its resolver (``@resolves(GAME, op)``), and
``procedure.run_effects`` dispatches every op below through the registry with an :class:`OpCall`.
Shapes (``amount`` -1 = X; no target = the source card itself):

- ``add_counters`` / ``remove_counters`` (404.1): ``amount`` counters of kind ``stat``;
  ``condition={"all": True}`` removes all of them (``engine.wow.counters``).
- ``gain_control`` (401.3): the link's controller gains control of the targets for ``duration``
  ("this_turn" or "permanent"; ``condition={"while_source": True}`` ends it when the source leaves
  play) (``engine.wow.control``).
- ``add_type`` / ``become_type`` / ``add_tag`` (300.1b, 300.1a, 202.3): the targets (or the source)
  also have / change to card type ``keyword``, or get tag ``keyword``, for ``duration`` (default
  this turn); stats and keywords that come with it are ordinary ``modify_stat``/``grant_keyword``.
  ``become_damage_type``: the targets' damage type becomes ``keyword``, losing the others (205.1c)
  (``engine.wow.retype``).
- ``heal_bonus`` (a continuous power, 407.2 / EN 716): healing packets made by (``condition={"as":
  "source"}``) or for (``"as": "target"``) the affected characters heal ``amount`` more
  (``damage.heal_bonus``; never carried out as a step). A heal effect's healer is your hero unless
  ``condition={"source": "self"}``. ``damage_bonus``: the same for damage packets (408.2a;
  ``damage.damage_bonus``, with ``dtype``/``combat``/``to_tag`` in the condition); ``damage_prevent``:
  all such packets are prevented (EN 717; ``damage.prevents_all``, ``from``: the other card's filter).
  ``damage_reduce``: ``amount`` of each such packet is prevented, or all but ``amount`` with
  ``all_but`` (EN 717; ``damage.reduction``); ``damage_unpreventable``: such packets can't be
  prevented (EN 717; ``damage.unpreventable_by``); ``hand_size``: the player's maximum hand size
  changes by ``amount`` (none at all with ``condition={"none": True}``; 415.4b, ``engine.wow.hand_size``).
- ``extra_turn`` / ``skip_turn`` (500.3, 500.4): for the link's controller, or the opponent with
  ``Target("opponent")``; ``end_turn`` (500.5) ends the current turn (``engine.wow.turns``).
- ``switch_damage`` (405.7): two effects, the first with ``zone="first"`` (its target is the first
  character), the second's target is the other character (``engine.wow.damage``).
- ``copy`` (402): a duplicate of the targeted card on the chain (402.1; a ``chain`` target), or with
  ``zone="token"`` a token copy of the targeted card in play (402.3) (``engine.wow.copies``).
- ``become_copy`` (402.2): two effects, the first with ``zone="first"`` (its target becomes the
  copy), the second's target is the card copied; for ``duration`` (``engine.wow.copies``).
- ``turn_deck_over`` (415.3d): the controller's deck is turned over (``engine.wow.deck_top``).
- ``move_attachment`` (400.7): the targeted attachment moves to another card matching its attach
  specification, chosen by the controller on resolution (``engine.wow.attach``).
- ``additional_resource`` (412.1c): reveal the top card of your deck and put it on the chain as a
  resource (ready, or exhausted with ``condition={"exhausted": True}``) (``engine.wow.resources``).
- ``deck_to_resources`` (412.2's example): the top ``amount`` cards of the controller's deck go into
  his resource row face down, exhausted with ``condition={"exhausted": True}``; ``turn_face_down``:
  the targeted resources turn face down (``engine.wow.resources``).
- ``discard_random`` (415.9d): the targeted player (or ``Target("opponent")``) discards ``amount``
  cards chosen with the seeded RNG (``engine.wow.random_discard``).
- ``graveyard_move`` (EN 706 targets in a graveyard): the target goes to ``zone`` "hand", "removed",
  "deck_top" or "play" (``engine.wow.graveyard``).
- ``player_picks`` (EN 709.1): each named player picks ``amount`` of his own cards matching
  ``condition["filter"]`` and destroys them (``stat="destroy"``) or returns them to hand (``"hand"``)
  (``engine.wow.forced``).
- ``remove_from_combat`` (EN 603): the target leaves the combat; no combat damage (``engine.wow.combat``).
- ``order_onto_deck`` (415.3c): the targeted cards go to the top (``zone="top"``) or bottom of their
  owners' decks at once, each owner choosing the order (``engine.wow.deckorder``).
- ``return_later`` (415.9b): at the end of the next turn the target (no target: the source card)
  returns from its current zone to its owner's ``zone`` (default hand), only if it stayed there
  (``engine.wow.delayed``); ``duration="this_turn"``: at the end of this turn; ``condition["at"] = "start"``: at the
  start of the next turn.
- ``cost_change`` (403.2): the controller pays ``amount`` less this turn, as
  ``condition["cost_change"]`` says (``engine.wow.next_cost``).
- ``flip`` (301.2): the source hero turns over (``engine.wow.faces``).
- ``return_starting_hero`` (301.4d): the controller's starting hero comes back in place of the
  master hero (``engine.wow.heroes``).
- ``unless`` (EN 709.3): the target's controller may do ``stat`` ("pay" ``amount``, "discard",
  "destroy_ally"; without a target the opponent, "let_draw": the controller draws ``amount``) to
  stop the effects after it marked ``if_not_done`` (``engine.wow.unless``).
- ``shuffle_into_deck`` (Eternal, 415.9b): the source card (no target) goes from its owner's graveyard
  into his deck, which is shuffled (``engine.wow.eternal``).
- ``tag_limit`` (414.3b, a continuous power on the player's hero): the player may control ``amount``
  more cards of the tag ``keyword`` (-1: any number) (``procedure.uniqueness_violations``).
- ``can_protect`` (EN glossary Protector, limited): the card may protect a defender fitting
  ``condition["defender"]`` or against an attacker fitting ``condition["attacker"]`` (``combat.protectors``).
- ``damage_redirect`` (408.2a, EN 716): a packet to your hero (``condition={"from": "hero"}``) or to
  another ally in your party (``"other_ally"``) is dealt to this card instead (``damage.redirect``).
- ``extra_resource`` (412.1a): the player may place ``amount`` more resources each turn (``engine.wow.extra_resources``).
- ``mill`` (415.3a, 415.2): the named player(s) put the top ``amount`` cards of their decks into their
  graveyards (``engine.wow.mill``).
- ``wz2_reveal_count``, ``wz2_reveal_until``, ``wz2_top_cases``, ``wz2_reveal_trade``, ``wz2_attached_twin``, ``wz2_search_namesakes``, ``wz2_opponents_search``, ``wz2_top_name_discount``, ``wz2_keep_found``, ``wz2_vial_look``, ``wz2_top_remove_play`` (709.1): cards revealed from the top
  of a deck and sent by their kind (``engine.wow.deck_reveals``; helper wzone2).
- ``wz2_hand_reveal`` (415.4a, 709.1): the targeted player reveals his hand, a card named or card types chosen first; then
  discards by name or kind, damage per revealed card of a kind, an ally given, or a few cards revealed and one discarded
  (``engine.wow.hand_reveals``; helper wzone2).
- ``look_at_hand`` (415.4a, 415.9d): the controller looks at the targeted player's hand and chooses
  ``amount`` cards (0: only looks) that player discards (``engine.wow.hand_look``).
- ``reveal_discard_type`` (415.9d): the player reveals his top card and his hand, and discards every
  card sharing a card type with it (``engine.wow.reveal_discard``).
- ``x_token`` (404.2): ``condition["token"]`` with ATK and health X (``engine.wow.x_tokens``).
- ``destroy_same_name`` (415.9c): the target and every other card with its name its side controls
  matching the target filter are destroyed (``engine.wow.same_name``).
- ``put_damage_unless_fatal`` (405.3): ``amount`` placed damage on the target unless the character the
  link acted on before (``engine.wow.refs``) has fatal damage on it (``engine.wow.fatal_check``).
- ``resource_row_to_hand`` (415.2): the face-up cards of the controller's resource row matching
  ``condition["filter"]`` go to their owners' hands (``engine.wow.resource_row``).
- ``cost_change_plus`` (403.2): ``cost_change`` whose amount is ``amount`` plus, per ``condition["plus"]``
  item ``{n, per}``, n for each counted thing of the source card (``engine.wow.counted_cost``).
- ``self_from_graveyard`` (a power used from the graveyard, ``cost["from_graveyard"]``): the source
  card goes from its owner's graveyard into his ``zone`` ("hand") (``engine.wow.graveyard_powers``).
- ``damage_that_much`` ("she also deals that much melee damage to …"): the source deals ``stat``
  damage equal to the combat damage it just dealt to the triggering card (``engine.wow.echo_damage``).
- ``reveal_top_toll``: the controller reveals his top card, the source deals ``stat`` damage equal to its
  cost to his hero, then the card goes into his hand (``engine.wow.top_card_toll``).
- ``own_quest_face_down``: the controller turns one of his face-up quests face down, picked on resolution;
  "If you do" follows (``engine.wow.quest_face_down``).
- ``destroy_if_more_equipment``: each target is destroyed if its controller has more equipment than the
  link's controller (``engine.wow.equipment_edge``).
- ``die_tokens``: roll a six-sided die, put that many ``condition["token"]`` into play (``engine.wow.die_tokens``).
- ``remove_from_graveyards_heal``: the controller removes any number of graveyard cards of a kind from the game;
  his hero heals ``amount`` per card (``engine.wow.graveyard_feast``).
- ``nth_from_top_to_hand``: the ``amount``-th card from the top of your deck into your hand (``engine.wow.deck_nth``).
- ``draw_x_at_most``: draw X cards if X is at most ``amount`` (``engine.wow.x_draw``).
- ``damage_self_atk``: each target deals ``stat`` damage to itself equal to its ATK; ``atk_damage``: two effects, the first
  (``zone="first"``) names a character, which deals ``stat`` damage equal to its ATK to the second's targets (``engine.wow.self_atk_damage``).
- ``damage_per_attached``: the source deals ``amount`` ``stat`` damage to each target for each ability attached to it
  (``condition["yours"]``: the controller's only; ``engine.wow.self_atk_damage``).
- ``give_self_control``: the targeted player gains control of the source card (``engine.wow.give_control``).
- ``hero_kin_token``: an ally token with the race and class of your hero (``engine.wow.hero_kin_token``).
- ``watch_destroyed``: when one of the targets is destroyed this turn, the source's ``watched_destroyed``
  power triggers (``engine.wow.watched_destroy``).
- ``pay_any_tokens``: pay ``amount`` any number of times, one ``condition["token"]`` per payment (``engine.wow.paid_tokens``).
- ``doomed_tokens``: ``amount`` tokens destroyed at the end of the next turn (``engine.wow.doomed_tokens``).
- ``draw_cap`` (a continuous power, EN 714): the opponents can't draw more than ``amount`` cards per turn
  (``engine.wow.draw_cap``, read by ``procedure.draw``).
- ``skip_next_draw``: the next time the target's controller would draw a card, he skips it (``engine.wow.skip_draw``).
- ``play_removed`` (a continuous power): on your turn, your removed ability cards may be played (``engine.wow.artifact``).
- ``destroy_self_done``: destroy the source; "If you do" follows whether it was (``engine.wow.destroy_self_done``).
- ``destroy_done``: destroy the target; "If you do" follows whether it was (``engine.wow.destroy_done``).
- ``name_purge``: remove the target and all ally cards of its name its owner has from the game (``engine.wow.name_purge``).
- ``cost_match_destroy``, ``cost_match_damage``: cards in play picked by cost — the highest, the lowest, X paid, the
  target's; ``cost_within_paid_destroy``: each target whose cost is at most the cards paid (``engine.wow.cost_match``).
- ``damage_idle_more``: damage, ``condition["idle"]`` instead if the target didn't attack on its controller's last
  turn (``engine.wow.attack_memory``).
- ``shuffle_graveyards``: the named players shuffle their graveyards (the cards matching ``condition["filter"]``) into
  their decks (``engine.wow.graveyard_shuffle``); ``discard_hand``: the named players discard their hands
  (``engine.wow.hand_discard``).
- ``host_from_graveyard``: the destroyed host of a ``destroyed_attached`` trigger (``link.data["event"]``) goes from
  its owner's graveyard into his ``zone`` ("hand") (``engine.wow.host_return``).
- ``to_resource_row`` (412.2): the targets (none: the source, from its owner's graveyard) go into their owners' resource
  rows face down, exhausted with ``condition={"exhausted": True}`` (``engine.wow.resource_moves``).
- ``hand_instant`` (a continuous power) / ``hand_instant_turn``: cards of a kind in a hand are instant, or lose it
  (``engine.wow.hand_instant``).
- ``reveal_top_check``: reveal the top card of your (or the opponent's) deck; the ``if_done`` effects after it happen only
  if it fits ``condition["filter"]`` (``engine.wow.reveal_check``).
- ``reveal_pick_kind``: choose one of ``condition["kinds"]``, then ``reveal`` ``amount`` cards with ``condition["reveal"]``
  filtered by it; ``hand_discard_kind``: choose one, the targeted player reveals his hand and discards all cards of it
  (``engine.wow.kind_choice``).
- ``remove_top`` / ``bottom_to_hand``: the top ``amount`` cards of the named players' decks are removed from the game /
  the bottom card of your deck goes into your hand (``engine.wow.deck_edges``); ``random_from_graveyard``: a random card
  of your graveyard into your hand (``engine.wow.graveyard_random``).
- ``modify_while`` (EN 714): the targets have ``amount`` ``stat`` for ``duration`` while ``condition["while"]``
  holds ("+2 ATK while attacking this turn"; ``engine.wow.combat_while``).
- ``lose_powers`` (103.2, 400.1): the targets lose and can't have powers for ``duration``; as an attachment's
  continuous power on ``Target("attached")``, its host while it stays attached (``engine.wow.lost_powers``).
- ``attack_only`` (EN 601.1, 103.2): the targets can attack only what ``condition["only"]`` names (``if_able``: only
  while they could attack one of them), a continuous power or for ``duration`` (``engine.wow.attack_orders``).
- ``pick_played`` (EN 711, 709.1): if the remembered card is a hero, the controller may choose a card its controller is
  playing; it becomes the remembered card (``engine.wow.played_pick``).
- ``search_opponent_deck`` (413, 710.1): search the opponent's deck; the card found goes to ``condition["to"]`` under
  your control; ``max_cost_paid``: its cost at most the number of cards paid for the additional cost (``engine.wow.steal_search``).
- ``entry_choice`` (a static power, never carried out): as the card enters play its controller picks one of
  ``condition["options"]``; ``grant_chosen``: the targets have the keyword of that pick + ``condition["suffix"]`` for
  ``duration`` (``engine.wow.entry_choice``).
- ``token_leave_watch`` (404.2, EN 703): the opponent puts ``condition["token"]`` into play; when it leaves play, the
  source's ``watched_leaves`` power triggers for the link's controller (``engine.wow.leave_watch``).
- ``grant_power`` (EN 714, 701; a continuous power, never carried out): the targets have the payment power whose
  text is ``keyword`` while the source is in play (``engine.wow.granted_powers``).
- ``mirror_tokens`` (404.2, EN 716): ``amount`` tokens of ``condition["token"]``, each replacing damage to your hero with
  damage to a random hero or Mirror you control (``engine.wow.mirror_tokens``, read by ``damage.deal``).
- ``flicker`` (415.7a, 710.1, 400.7a): the targets are removed from the game and put back into play under the
  controller's control, new cards (``engine.wow.flicker``).
- ``grant_stash`` (continuous, never carried out): cards their controller owns matching the filter, in any
  zone, have the quoted Stash power ``keyword`` (``engine.wow.stash_grants``).
- ``remove_return`` (415.9b): the targets are removed from the game and put back into play when ``stat`` ("start_next" /
  "end_next" / "end_yours") under ``keyword`` ("controller" / "owner" / "you") (``engine.wow.remove_return``).
- ``lose_flip_powers`` (continuous, never carried out): {target} lose and can't have flip powers (``engine.wow.flip_ban``).
- ``must_target`` (continuous, never carried out): opposing target choices must name {target} if able
  (``engine.wow.must_target``).
- ``uninterruptible`` / ``replay_from_graveyard`` (continuous, never carried out): the card's link can't be
  interrupted; the card may be played from its owner's graveyard, then goes to the removed zone instead of
  its next graveyard (``engine.wow.graveyard_replay``).
- ``remove_until_next_turn`` / ``return_to_play`` (415.7a, 415.9b): the card is removed from the game and put back
  into play at the start of the next turn (``engine.wow.next_turn_return``).
- ``wsh_counter_pick`` (404.1, EN 709.1): the controller picks a face-up card he controls with the tag ``condition["tag"]``
  (not a target) and puts ``amount`` ``stat`` counters on it; ``wsh_destroy_any`` (EN 709.1): the controller destroys
  any number of the cards in play of a kind he picks (``engine.wow.wshot_effects``).
- ``wshot2_*`` (helper wshot2): one-shot effects — self-ATK damage, "destroy unless attached to a friendly …", "all of
  target player's …" with a "this way" count, random picks, "if damaged … otherwise", mill-a-pair, exhaust-and-hit, hero
  face up/down, picks of one's own cards (destroy / deck top / hand / resources / play), heal-and-count, … — each op's
  shape is in ``engine.wow.wshot2``'s docstring.
- ``gy_exile`` / ``may_exile_destroyed`` / ``grave_play`` (continuous, never carried out), ``gy_exile_turn`` /
  ``grave_play_turn`` (EN 716, 409.1, helper wzone): cards go to the removed zone instead of a graveyard; cards
  playable from the graveyard (``engine.wow.grave_route``).
- ``note_removed`` / ``return_removed`` (415.7, 710.1, helper wzone): the cards a link removed from the game, noted on
  its source; put back into play by their owners when it leaves play (``engine.wow.removed_this_way``).
- ``wprev_copy_played`` / ``wprev_retarget`` (402.1, EN 706; helper wprev): copy the ability a "When you play …" trigger
  heard played, if it is still on the chain; change the single target of an ability card on the chain
  (``engine.wow.wprev_ops``; ``wprev_token_copy_exhausted``: a token copy, 402.3, entering play exhausted);
  ``wprev_armor_protects`` (continuous): the armor can prevent damage to allies of a kind (``engine.wow.armor_allies``);
  ``wprev_prevents_more`` (continuous): its shields prevent ``amount`` more of a packet of some types (``engine.wow.armor_allies``);
  ``wprev_turn_prevent`` (EN 717): prevention this turn of the damage to a kind of
  character, read as each packet is dealt (``engine.wow.turn_prevent``).
- ``double_damage_on`` (405.3, helper wally1): each target gets as much damage again as it has, put on it (not
  dealt), at most fatal damage (``engine.wow.wally1_ops``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.effects import Effect, OpSpec, game_op, game_ops, register_op

GAME = "wow"

_T = ("target", "duration", "optional", "condition", "text")
"""Fields every op may carry: who it acts on, how long, "you may", a condition, the printed words."""

# helper wact2's op names (engine.wow.wact2 resolves them; cards.templates_wact2 builds them)
HEAL_PARTY = "wact2_heal_party"
GAIN_IF_NO_HAND = "wact2_gain_if_no_hand"
NOTE_PLAYER = "wact2_note_player"
GIVE_TO_NOTED = "wact2_give_to_noted"
HAND_BOTTOM_REDRAW = "wact2_hand_bottom_redraw"
COMBAT_DAMAGE = "wact2_combat_damage"
REMOVE_IF_DEFENDING = "wact2_remove_if_defending"
DISCARD_HAND_COUNT = "wact2_discard_hand_count"
DESTROY_DEALT_SELF = "wact2_destroy_dealt_self"
DAMAGE_DEALT_BACK = "wact2_damage_dealt_back"
SEVEN_MINUS_HAND = "wact2_seven_minus_hand"
REMOVE_TOP_HEAL = "wact2_remove_top_heal"
ALL_GRAVEYARD_ALLIES = "wact2_all_graveyard_allies"
DAMAGE_PER_GRAVE = "wact2_damage_per_grave"
HEAL_ALL_NOTE = "wact2_heal_all_note"
DEAL_NOTED = "wact2_deal_noted"
DESTROY_IF_HIGHEST = "wact2_destroy_if_highest"
HAND_GIFT = "wact2_hand_gift"
HERO_FACE_DOWN = "wact2_hero_face_down"
HAND_TO_RESOURCES = "wact2_hand_to_resources"

OPS: dict[str, OpSpec] = {spec.name: spec for spec in (
    register_op(GAME, "add_counters", fields=("amount", "stat", *_T), describe="put {amount} {stat} counter(s) on {target}"),
    register_op(GAME, "remove_counters", fields=("amount", "stat", *_T), describe="remove {amount} {stat} counter(s) from {target}"),
    register_op(GAME, "gain_control", fields=_T, describe="gain control of {target}"),
    register_op(GAME, "wb30_discard_heal", fields=("amount", *_T), describe="{target} discards {amount} cards; your hero heals their combined cost from itself (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_to_deck_top", fields=_T, describe="put this card on top of {target}'s deck; he owns it (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_additional_resources", fields=("amount", *_T), describe="reveal the top {amount} cards of your deck one by one and place each as an additional resource (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_echo_party", fields=("stat", *_T), describe="your hero deals that much {stat} damage to each other hero and ally in that ally's party (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_kind_ban", fields=_T, describe="choose a card type; {target} can't play cards of that kind during his next turn (engine.wow.kind_bans)"),
    register_op(GAME, "wb30_kind_unless", fields=_T, describe="choose a card type; {target}'s player destroys a card of that kind he controls unless he discards one (engine.wow.kind_bans)"),
    register_op(GAME, "wb30_grave_ally_wounded", fields=_T, describe="the turn's player may put an ally card from his graveyard into play with damage equal to its health -1 (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_misdirect", fields=_T, describe="choose an ally in your party; opposing allies can attack only it this turn if able (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_heal_counters", fields=("amount", "stat", *_T), describe="your hero heals {amount} damage from {target}; a {stat} counter on this card for each damage healed (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_note", fields=_T, describe="(this card notes {target}) (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "ye33_repeat_rounds", fields=("amount", "condition", "text"), describe="if the condition holds, repeat this process {amount} more times (engine.wow.repeat_rounds)"),
    register_op(GAME, "ye33_remove_deck", fields=("text",), describe="remove your deck from the game (engine.wow.removed_draws)"),
    register_op(GAME, "ye33_draw_removed", fields=("target", "text"), describe="(a continuous power) if you would draw a card, put a card removed this way into your hand instead (engine.wow.removed_draws)"),
    register_op(GAME, "ye33_random_discards", fields=("target", "text"), describe="(a continuous power) an opponent your effects make discard discards random cards instead (engine.wow.discard_causes)"),
    register_op(GAME, "ye33_shuffle_deck", fields=_T, describe="{target} shuffles his deck (engine.wow.deck_shuffles)"),
    register_op(GAME, "ye33_see_opposing_tops", fields=("target", "text"), describe="(a continuous power) you know the top card of each opponent's deck (engine.wow.top_card_guess)"),
    register_op(GAME, "ye33_guess_top_costs", fields=_T, describe="guess higher or lower: your top card's cost against {target}'s; both revealed; right: draw a card (engine.wow.top_card_guess)"),
    register_op(GAME, "ye33_remove_tops_face_down", fields=("amount", *_T), describe="remove the top {amount} cards of {target}'s deck from the game face down; you may look at them (engine.wow.removed_name_match)"),
    register_op(GAME, "ye33_reveal_name_match", fields=("amount", "stat", *_T), describe="you may reveal a card removed this way; sharing a name with the played card: destroy this, and your hero deals {amount} {stat} damage to that opponent's hero (engine.wow.removed_name_match)"),
    register_op(GAME, "ye33_quest_zone", fields=("condition", "text"), describe="(a continuous power) you may complete quest cards from your graveyard, hand or deck top, removing them from the game as you do (engine.wow.quest_zones)"),
    register_op(GAME, "xd32_play_now", fields=_T, describe="play {target} immediately, as this resolves (engine.wow.immediate_play)"),
    register_op(GAME, "xd32_reveal_play", fields=_T, describe="reveal cards from the top of {target}'s deck, one per resource you control; you may play a revealed ally or equipment, paying its cost; the rest go to the bottom (engine.wow.immediate_play)"),
    register_op(GAME, "xd32_interrupt", fields=_T, describe="interrupt {target}: a card being played or an effect on the chain (engine.wow.effect_interrupts)"),
    register_op(GAME, "xd32_draw_bottom", fields=_T, describe="if you would draw a card, you may draw it from the bottom of your deck instead (EN 716; engine.wow.may_skip_draw)"),
    register_op(GAME, "xd32_draw_toll", fields=("amount", *_T), describe="each opponent can't draw cards unless he pays {amount} for each card (103.2; engine.wow.may_skip_draw)"),
    register_op(GAME, "xd32_face_down_to_hand", fields=_T, describe="put each face-down resource into its owner's hand (engine.wow.face_down_resources)"),
    register_op(GAME, "xd32_no_face_down", fields=_T, describe="players can't place resources face down (103.2; engine.wow.face_down_resources)"),
    register_op(GAME, "xd32_reflect", fields=_T, describe="an ability card targeting only your hero now targets its controller's hero (engine.wow.target_reflection)"),
    register_op(GAME, "xd32_owner_next_turn_party", fields=_T, describe="its owner puts the card removed this way into his party at the start of his next turn (engine.wow.remove_return)"),
    register_op(GAME, "xd32_removed_top_play", fields=_T, describe="the card removed this way: you may play it (or place it, a quest) this turn (engine.wow.removed_plays)"),
    register_op(GAME, "xd32_choose_kept", fields=_T, describe="choose one of the options; the card keeps the choice (engine.wow.trigger_choice)"),
    register_op(GAME, "wd31_found_ref", fields=(), describe="(the card found is what 'its' refers to) (engine.wow.found_refs)"),
    register_op(GAME, "wd31_top_removed_noted", fields=(), describe="look at the top card of your deck and remove it from the game face down (engine.wow.top_removed_noted)"),
    register_op(GAME, "wd31_noted_to_hand", fields=(), describe="put each card removed this way into its owner's hand (engine.wow.top_removed_noted)"),
    register_op(GAME, "wd31_ready_cap", fields=("amount", *_T), describe="each player can't ready more than {amount} resources during his ready step (engine.wow.ready_cap)"),
    register_op(GAME, "wd31_assault_vs_declared", fields=("amount", "keyword"), describe="heroes and allies you control have {keyword} {amount} while attacking the declared card this turn (engine.wow.declared_card)"),
    register_op(GAME, "wb30_strike_less_next", fields=("amount", *_T), describe="you pay {amount} less the next time you strike with {target} this turn (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "wb30_equipment_cost_damage", fields=("stat", *_T), describe="your hero deals {stat} damage to {target} equal to the cost of an equipment in its party (engine.wow.oneshot_ability_ops)"),
    register_op(GAME, "add_type", fields=("keyword", *_T), describe="{target} is also a {keyword}"),
    register_op(GAME, "become_type", fields=("keyword", *_T), describe="{target} becomes a {keyword}"),
    register_op(GAME, "add_tag", fields=("keyword", *_T), describe="{target} is also tagged {keyword}"),
    register_op(GAME, "become_damage_type", fields=("keyword", *_T), describe="{target}'s damage type becomes {keyword}"),
    register_op(GAME, "heal_bonus", fields=("amount", *_T), describe="healing by or for {target} heals {amount} more"),
    register_op(GAME, "damage_bonus", fields=("amount", *_T), describe="damage dealt by or to {target} is {amount} more"),
    register_op(GAME, "damage_prevent", fields=_T, describe="prevent all damage dealt by or to {target}"),
    register_op(GAME, "damage_reduce", fields=("amount", *_T), describe="prevent {amount} of each damage packet dealt by or to {target}"),
    register_op(GAME, "damage_unpreventable", fields=_T, describe="damage dealt by or to {target} can't be prevented"),
    register_op(GAME, "hand_size", fields=("amount", *_T), describe="the maximum hand size of {target}'s player changes by {amount}"),
    register_op(GAME, "extra_turn", fields=_T, describe="take an extra turn after this one"),
    register_op(GAME, "skip_turn", fields=_T, describe="skip the next turn"),
    register_op(GAME, "end_turn", fields=_T, describe="end the turn"),
    register_op(GAME, "switch_damage", fields=("zone", *_T), describe="switch the damage on two characters ({target})"),
    register_op(GAME, "copy", fields=("zone", *_T), describe="copy {target}"),
    register_op(GAME, "become_copy", fields=("zone", *_T), describe="{target} becomes a copy of another card"),
    register_op(GAME, "turn_deck_over", fields=_T, describe="turn your deck over"),
    register_op(GAME, "move_attachment", fields=_T, describe="move {target} to another card"),
    register_op(GAME, "additional_resource", fields=_T, describe="put the top card of your deck into play as a resource"),
    register_op(GAME, "deck_to_resources", fields=("amount", *_T), describe="put the top {amount} card(s) of your deck into your resource row face down"),
    register_op(GAME, "turn_face_down", fields=_T, describe="turn {target} face down"),
    register_op(GAME, "discard_random", fields=("amount", *_T), describe="{target} discards {amount} card(s) at random"),
    register_op(GAME, "graveyard_move", fields=("zone", *_T), describe="put {target} from its graveyard into {zone}"),
    register_op(GAME, "player_picks", fields=("amount", "stat", *_T), describe="{target} picks {amount} of his cards to {stat}"),
    register_op(GAME, "remove_from_combat", fields=_T, describe="remove {target} from combat"),
    register_op(GAME, "order_onto_deck", fields=("zone", *_T), describe="put {target} on the {zone} of its owner's deck"),
    register_op(GAME, "return_later", fields=("zone", *_T), describe="return {target} to its owner's {zone} at the end of the next turn"),
    register_op(GAME, "cost_change", fields=("amount", *_T), describe="pay {amount} less this turn"),
    register_op(GAME, "flip", fields=_T, describe="flip this hero"),
    register_op(GAME, "return_starting_hero", fields=_T, describe="return your starting hero"),
    register_op(GAME, "unless", fields=("amount", "stat", *_T), describe="unless {target}'s controller chooses to {stat} ({amount})"),
    register_op(GAME, "shuffle_into_deck", fields=_T, describe="shuffle {target} from the graveyard into its owner's deck"),
    register_op(GAME, "mill", fields=("amount", *_T), describe="{target} puts the top {amount} card(s) of his deck into his graveyard"),
    register_op(GAME, "tag_limit", fields=("amount", "keyword", *_T), describe="{target}'s player can control {amount} more {keyword} cards"),
    register_op(GAME, "can_protect", fields=_T, describe="{target} can protect"),
    register_op(GAME, "damage_redirect", fields=_T, describe="damage to {target} is dealt to this card instead"),
    register_op(GAME, "extra_resource", fields=("amount", *_T), describe="{target}'s player can place {amount} more resource(s) each turn"),
    register_op(GAME, "look_at_hand", fields=("amount", "zone", *_T), describe="look at {target}'s hand and choose {amount} card(s) he discards (zone \"removed\": removes from the game)"),
    register_op(GAME, "wz2_reveal_count", fields=("amount", *_T), describe="reveal the top {amount} cards; all fitting ones go, counted (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_reveal_until", fields=_T, describe="that card's controller reveals cards until one fits, puts it into play, shuffles the rest in (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_top_cases", fields=_T, describe="{target} reveals his top card; what happens depends on its kind (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_attached_twin", fields=_T, describe="choose a card attached to a character; search your deck for one with its name and attach it there (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_search_namesakes", fields=_T, describe="for each card of a kind you control, search your deck for one with its name and put it into play (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_enter_reveal", fields=("amount", "stat", *_T), describe="(as it enters play) reveal cards from your hand; {amount} {stat} counter(s) for each (engine.wow.entry_reveal)"),
    register_op(GAME, "wz2_opponents_search", fields=_T, describe="each opponent may search his deck for a card and put it into play (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_top_name_discount", fields=("amount", *_T), describe="you may reveal your top card: pay {amount} less the next time you play or complete a card of its name this turn (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_keep_found", fields=_T, describe="(the cards found are kept on this card) (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_vial_look", fields=_T, describe="name a card, look at a random card removed by this card; if named, you may take it (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_top_remove_play", fields=("stat", *_T), describe="reveal and remove {target}'s top card; damage equal to its cost, and you may play it this turn (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_play_revealed_tops", fields=_T, describe="(a continuous power) on your turn, you may play the revealed top cards of the decks (engine.wow.artifact)"),
    register_op(GAME, "wz2_reveal_trade", fields=_T, describe="reveal your top card; you may discard a card of another type to put it into your hand (engine.wow.deck_reveals)"),
    register_op(GAME, "wz2_type_guess", fields=("amount", *_T), describe="name a card type, remove a hand card face down; {target} guesses; wrong: it returns and you draw {amount} (engine.wow.hand_reveals)"),
    register_op(GAME, "wz2_rps", fields=_T, describe="you and {target} play Rock, Parchment, Sickle; if you lose, this card can't deal damage this combat (engine.wow.secret_choices)"),
    register_op(GAME, "wz2_hand_bottom_any", fields=_T, describe="put any number of cards from your hand on the bottom of your deck, then draw that many (engine.wow.hand_reveals)"),
    register_op(GAME, "wz2_hand_reveal", fields=("amount", "stat", *_T), describe="{target} reveals his hand; a card named or card types chosen first (engine.wow.hand_reveals)"),
    register_op(GAME, "reveal_discard_type", fields=_T, describe="{target} reveals his top card and his hand, and discards the cards of its type"),
    register_op(GAME, "x_token", fields=("amount", *_T), describe="put an X/X ally token into play"),
    register_op(GAME, "destroy_same_name", fields=_T, describe="destroy {target} and the other opposing cards with its name"),
    register_op(GAME, "put_damage_unless_fatal", fields=("amount", *_T), describe="put {amount} damage on {target} unless that character has fatal damage"),
    register_op(GAME, "resource_row_to_hand", fields=_T, describe="put the face-up cards of your resource row of a kind into their owners' hands"),
    register_op(GAME, "cost_change_plus", fields=("amount", *_T), describe="pay {amount} less this turn, and more for each counter"),
    register_op(GAME, "self_from_graveyard", fields=("zone", *_T), describe="put this card from your graveyard into your {zone}"),
    register_op(GAME, "damage_that_much", fields=("stat", *_T), describe="deal as much {stat} damage to {target} as it dealt"),
    register_op(GAME, "reveal_top_toll", fields=("stat", *_T), describe="reveal your top card, take {stat} damage equal to its cost, then put it into your hand"),
    register_op(GAME, "own_quest_face_down", fields=_T, describe="turn a face-up quest you control face down"),
    register_op(GAME, "destroy_if_more_equipment", fields=_T, describe="destroy {target} if its controller has more equipment than you"),
    register_op(GAME, "destroy_if_richer", fields=("stat", "zone", *_T), describe="destroy {target} (zone \"removed\": remove it from the game) if its controller has more {stat} than you"),  # engine.wow.richer_controller
    register_op(GAME, "return_from_graveyard", fields=("stat", "zone", *_T), describe="put the destroyed card ({stat}) from its owner's graveyard into {zone}"),  # engine.wow.graveyard_returns
    register_op(GAME, "peek_top_mill", fields=_T, describe="look at the top card of {target}'s deck; you may put it into its owner's graveyard"),  # engine.wow.top_card_peek
    register_op(GAME, "destroy_self_counted", fields=("stat", *_T), describe="destroy this card, remembering its {stat} counters"),  # engine.wow.counted_destroy
    register_op(GAME, "destroy_self_if_host_damaged", fields=("amount", *_T), describe="destroy this card if its host has {amount} or more damage"),  # engine.wow.host_damage_destroy
    register_op(GAME, "if_ref_fatal", fields=("amount", "stat", *_T), describe="if that character has fatal damage: {stat}"),  # engine.wow.fatal_followups
    register_op(GAME, "plus_own_atk", fields=("duration", *_T), describe="{target} has +X ATK, X its ATK"),  # engine.wow.small_trigger_ops
    register_op(GAME, "hero_damage_to_self", fields=("amount", *_T), describe="remove up to {amount} damage from your hero and put it on this card"),  # engine.wow.small_trigger_ops
    register_op(GAME, "drain_per_grave_allies", fields=("amount", "stat", *_T), describe="deal {amount} {stat} damage to {target} per ally in its controller's graveyard, then heal that much from your hero"),  # engine.wow.small_trigger_ops
    register_op(GAME, "damage_to_one_health", fields=("stat", *_T), describe="deal {stat} damage to {target} equal to its remaining health -1"),  # engine.wow.small_trigger_ops
    register_op(GAME, "done_if_dealt", fields=_T, describe="if damage was dealt this way"),  # engine.wow.small_trigger_ops
    register_op(GAME, "wsabo_may_complete", fields=_T, describe="you may complete {target} this turn"),  # engine.wow.wsabo_quests
    register_op(GAME, "wsabo_damage_per_card", fields=("amount", "stat", *_T), describe="deal {amount} {stat} damage to {target} for each card in the sabotaged zone"),  # engine.wow.wsabo_ops
    register_op(GAME, "wsabo_discard_or_destroy", fields=_T, describe="the sabotaged player discards a card or destroys an ally in his party"),  # engine.wow.wsabo_ops
    register_op(GAME, "wsabo_to_deck_top", fields=_T, describe="the sabotaged player puts an ability, ally, equipment or resource he controls on top of its owner's deck"),  # engine.wow.wsabo_ops
    register_op(GAME, "wsabo_hand_to_resources", fields=("amount", *_T), describe="look at the sabotaged hand; up to {amount} chosen cards go to its owner's resource row face down and exhausted"),  # engine.wow.wsabo_ops
    register_op(GAME, "draw_if_ref_destroyed", fields=("amount", *_T), describe="draw {amount} if the card destroyed this way had a low enough cost"),  # engine.wow.small_trigger_ops
    register_op(GAME, "dice_match_destroy", fields=_T, describe="each player rolls a die; on a match, destroy this card and those players' allies"),  # engine.wow.small_trigger_ops
    register_op(GAME, "keep_one_equipment", fields=_T, describe="each opponent destroys his equipment but one"),  # engine.wow.small_trigger_ops
    register_op(GAME, "each_keeps_one_ally", fields=_T, describe="each player chooses an ally in his party; destroy all other allies"),  # engine.wow.small_trigger_ops
    register_op(GAME, "most_resources_destroys_one", fields=_T, describe="the player with the most resources destroys one of them"),  # engine.wow.small_trigger_ops
    register_op(GAME, "host_controller_may_draw", fields=("amount", *_T), describe="the attached card's controller may draw {amount} card(s)"),  # engine.wow.small_trigger_ops
    register_op(GAME, "remove_top_half", fields=_T, describe="{target} removes the top half of his deck from the game, rounded up"),  # engine.wow.top_card_peek
    register_op(GAME, "die_tokens", fields=_T, describe="roll a die and put that many ally tokens into play"),
    register_op(GAME, "remove_from_graveyards_heal", fields=("amount", *_T), describe="remove any number of cards in graveyards from the game; your hero heals {amount} per card"),
    register_op(GAME, "nth_from_top_to_hand", fields=("amount", *_T), describe="put the card {amount}th from the top of your deck into your hand"),
    register_op(GAME, "draw_x_at_most", fields=("amount", *_T), describe="if X is {amount} or less, draw X cards"),
    register_op(GAME, "give_self_control", fields=_T, describe="{target} gains control of this card"),
    register_op(GAME, "damage_self_atk", fields=("stat", *_T), describe="{target} deals {stat} damage to itself equal to its ATK"),
    register_op(GAME, "atk_damage", fields=("zone", "stat", *_T), describe="a character deals {stat} damage equal to its ATK to {target}"),
    register_op(GAME, "damage_per_attached", fields=("amount", "stat", *_T), describe="this card deals {amount} {stat} damage to {target} for each ability attached to it"),
    register_op(GAME, "hero_kin_token", fields=("amount", *_T), describe="put an ally token with your hero's race and class into play"),
    register_op(GAME, "watch_destroyed", fields=_T, describe="when {target} is destroyed this turn, this card's delayed power triggers"),
    register_op(GAME, "pay_any_tokens", fields=("amount", *_T), describe="pay {amount} any number of times; an ally token for each payment"),
    register_op(GAME, "removed_ally_counters", fields=("stat",), describe="put a {stat} counter on this card for each ally card among its targets removed from the game (engine.wow.removed_ally_counters)"),
    register_op(GAME, "doomed_tokens", fields=("amount", *_T), describe="put {amount} ally token(s) into play; destroy them at the end of the next turn (this turn: duration this_turn)"),
    register_op(GAME, "draw_cap", fields=("amount", *_T), describe="{target} can't draw more than {amount} card(s) per turn"),
    register_op(GAME, "wskip_may_skip_draw", fields=_T, describe="if you would draw a card, you may skip drawing it instead (EN 716; engine.wow.may_skip_draw)"),
    register_op(GAME, "skip_next_draw", fields=_T, describe="the controller of {target} skips his next draw"),
    register_op(GAME, "play_removed", fields=_T, describe="on your turn, you can play ability cards that are removed from the game"),
    register_op(GAME, "destroy_self_done", fields=_T, describe="destroy this card (If you do: only if it was destroyed)"),
    register_op(GAME, "destroy_done", fields=_T, describe="destroy {target} (If you do: only if it was destroyed) (engine.wow.destroy_done)"),
    register_op(GAME, "name_purge", fields=_T, describe="remove {target} and every ally card of its name in its owner's deck, graveyard, hand and party from the game (engine.wow.name_purge)"),
    register_op(GAME, "cost_match_destroy", fields=("stat", *_T), describe="destroy each matching card in play with the {stat} cost (engine.wow.cost_match)"),
    register_op(GAME, "cost_within_paid_destroy", fields=_T, describe="destroy {target} if its cost is at most the cards paid (engine.wow.cost_match)"),
    register_op(GAME, "cost_match_damage", fields=("amount", "stat", *_T),
                describe="your hero deals {amount} {stat} damage to {target} and each other matching card with its cost (engine.wow.cost_match)"),
    register_op(GAME, "damage_idle_more", fields=("amount", "stat", *_T), describe="your hero deals {amount} {stat} damage to {target}, more if it didn't attack on its controller's last turn"),
    register_op(GAME, "shuffle_graveyards", fields=_T, describe="{target} shuffles his graveyard (cards of a kind) into his deck"),
    register_op(GAME, "discard_hand", fields=_T, describe="{target} discards his hand"),
    register_op(GAME, "host_from_graveyard", fields=("zone", *_T), describe="the destroyed host goes from its owner's graveyard into his {zone}"),
    register_op(GAME, "to_resource_row", fields=_T, describe="put {target} into its owner's resource row face down"),
    register_op(GAME, "hand_instant", fields=_T, describe="cards of a kind in a player's hand are (or aren't) instant"),
    register_op(GAME, "hand_instant_turn", fields=_T, describe="cards of a kind in your hand are instant this turn"),
    register_op(GAME, "reveal_top_check", fields=_T, describe="reveal the top card of a deck; what follows happens if it is of a kind"),
    register_op(GAME, "reveal_pick_kind", fields=("amount", *_T), describe="choose a card type, then reveal the top {amount} card(s) and pick one of it"),
    register_op(GAME, "hand_discard_kind", fields=_T, describe="choose a card type; {target} reveals his hand and discards all cards of it"),
    register_op(GAME, "remove_top", fields=("amount", *_T), describe="remove the top {amount} card(s) of {target}'s deck from the game"),
    register_op(GAME, "bottom_to_hand", fields=_T, describe="put the bottom card of your deck into your hand"),
    register_op(GAME, "hand_redraw", fields=_T, describe="shuffle your hand into your deck, then draw that many cards"),  # engine.wow.wact_hand_redraw
    register_op(GAME, "random_from_graveyard", fields=_T, describe="put a random card from your graveyard into your hand"),
    register_op(GAME, "modify_while", fields=("amount", "stat", *_T), describe="{target} has {amount} {stat} while a condition holds"),
    register_op(GAME, "lose_powers", fields=_T, describe="{target} loses and can't have powers"),
    register_op(GAME, "wst2_draw_instead", fields=_T, describe="a draw is replaced: two cards, or this card's controller draws instead (EN 716; engine.wow.wstat2_draws)"),
    register_op(GAME, "wst2_resist_opposing", fields=_T, describe="{target} has Resistance to each opposing ally's damage type (engine.wow.keywords; helper wstat2)"),
    register_op(GAME, "wst2_exile_if_destroyed", fields=_T, describe="if {target} would be destroyed this turn, it is removed from the game instead (EN 716; engine.wow.wstat2_exile)"),
    register_op(GAME, "wst2_stat_if_tag", fields=("amount", "stat", "duration", *_T), describe="{target} has {amount} {stat} more if it has a tag (EN 709; engine.wow.wstat2_ops)"),
    register_op(GAME, "wst2_redirect", fields=_T, describe="this turn, damage to {target} (or to allies you control) is dealt to your hero instead (EN 716; engine.wow.wstat2_redirect)"),
    register_op(GAME, "wst2_steal_next_draw", fields=_T, describe="the next time {target} would draw a card this turn, you draw one instead (EN 716; engine.wow.wstat2_draws)"),
    register_op(GAME, "attack_only", fields=_T, describe="{target} can attack only some characters"),
    register_op(GAME, "pick_played", fields=_T, describe="you may choose a card {target}'s controller is playing"),
    register_op(GAME, "search_opponent_deck", fields=("amount", *_T), describe="search {target}'s deck for a card and take it"),
    register_op(GAME, "entry_choice", fields=_T, describe="as this card enters play, choose one"),
    register_op(GAME, "grant_chosen", fields=_T, describe="{target} has the chosen keyword"),
    register_op(GAME, "assault_its_atk", fields=_T, describe="{target} has Assault equal to its ATK (engine.wow.atk_assault)"),
    register_op(GAME, "grant_pick", fields=_T, describe="{target} has the keyword picked as this resolves (engine.wow.keyword_pick)"),
    register_op(GAME, "token_leave_watch", fields=("amount", *_T), describe="the opponent puts a token into play; when it leaves play, this card's delayed power triggers"),
    register_op(GAME, "mirror_tokens", fields=("amount", *_T), describe="put {amount} Mirror ally tokens into play"),
    register_op(GAME, "flicker", fields=_T, describe="remove {target} from the game, then put it into play under your control"),
    register_op(GAME, "uninterruptible", fields=_T, describe="this card can't be interrupted"),
    register_op(GAME, "must_target", fields=_T, describe="opposing cards and effects must target {target} if able"),
    register_op(GAME, "lose_flip_powers", fields=_T, describe="{target} lose and can't have flip powers"),
    register_op(GAME, "remove_return", fields=("stat", "keyword", *_T), describe="remove {target} from the game; it is put back into play at the {stat} turn (under {keyword})"),
    register_op(GAME, "grant_stash", fields=("keyword", *_T), describe="{target} you own everywhere have {keyword}"),
    register_op(GAME, "replay_from_graveyard", fields=_T, describe="you may play this card from your graveyard; then it is removed from the game instead of going to a graveyard"),
    register_op(GAME, "remove_until_next_turn", fields=_T, describe="remove {target} from the game; it returns to play at the start of the next turn"),
    register_op(GAME, "return_to_play", fields=_T, describe="put this card from the removed zone into play"),
    register_op(GAME, "grant_power", fields=("keyword", *_T), describe="{target} has “{keyword}”"),
    register_op(GAME, "power_turn", fields=("keyword", *_T), describe="{target} has “{keyword}” this turn (engine.wow.turn_granted)"),
    register_op(GAME, "resource_power_turn", fields=("keyword", *_T), describe="this turn, your resources have “{keyword}” (engine.wow.wreal_turn)"),
    register_op(GAME, "wsh_top_to_hand", fields=("stat", *_T), describe="reveal your top card, put it into your hand; your hero takes ({stat}) as much as its cost (engine.wow.wshot_effects)"),
    register_op(GAME, "wsh_destroy_any", fields=_T, describe="destroy any number of cards of a kind (engine.wow.wshot_effects)"),
    register_op(GAME, "wreal2_collection", fields=("stat", *_T), describe="you may put a {stat} ally card from your collection into play (engine.wow.wreal2)"),
    register_op(GAME, "control_within_budget", fields=("stat", *_T), describe="gain control of any number of opposing {stat} cards with combined cost up to the number of resources you control; you may move the attached ones (engine.wow.control_budget)"),
    register_op(GAME, "wreal2_win", fields=_T, describe="you win the game (102.1; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_hand_to_play", fields=("amount", *_T), describe="put a card from your hand into play (710.1; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_skip_draw_turn", fields=_T, describe="the next time {target}'s controller would draw a card this turn, he skips it (EN 716; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_destroy_next_turn", fields=_T, describe="destroy {target} at the start of the next turn if it stays in play (415.9b; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_heroes_face_up", fields=_T, describe="each player turns his hero face up (301.2; engine.wow.wreal2_faces)"),
    register_op(GAME, "wreal2_remove_from_one_graveyard", fields=("amount", *_T), describe="you may remove {amount} cards in one graveyard from the game (415.7; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_dealt_grant", fields=("keyword", *_T), describe="each character dealt damage this way has “{keyword}” (408.2a; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_interrupt_dealt_hero", fields=_T, describe="if a hero was dealt damage this way, you may interrupt an ability card played by its controller (EN 711; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_hand_attach_event", fields=_T, describe="you may put a card from your hand into play attached to that character (400.4; engine.wow.wreal2)"),
    register_op(GAME, "wreal2_controller_ban", fields=("keyword", *_T), describe="the controller of {target} has “{keyword}” this turn (103.2; engine.wow.wreal2)"),
    register_op(GAME, "wsh_counter_pick", fields=("amount", "stat", *_T), describe="you may put {amount} {stat} counter(s) on a card you control of a tag (engine.wow.wshot_effects)"),
    register_op(GAME, "wshot2_self_atk", fields=("stat", *_T), describe="{target} deals {stat} damage to itself equal to its ATK (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_destroy_unless_friendly", fields=_T, describe="destroy {target} unless it's attached to a friendly hero or ally (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_all", fields=("stat", *_T), describe="{stat} all cards of a kind ({target}'s) (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_keep_ref", fields=_T, describe="remember the ATK of the card just picked (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_discard_redraw", fields=_T, describe="{target} discards his hand, then draws that many cards (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_random", fields=("amount", "stat", *_T), describe="a random card of a kind is destroyed or dealt {amount} {stat} damage (engine.wow.wshot2)"),
    register_op(GAME, "zd37_cant_move", fields=_T, describe="cards of a zone can't leave it or can't be removed from the game (103.2; engine.wow.zone_moves)"),
    register_op(GAME, "gy_exile", fields=_T, describe="if a card would enter a graveyard, remove it from the game instead (engine.wow.grave_route)"),
    register_op(GAME, "gy_exile_turn", fields=_T, describe="this turn, if a card would enter your graveyard, remove it from the game instead (engine.wow.grave_route)"),
    register_op(GAME, "grave_play", fields=_T, describe="you can play cards from your graveyard (engine.wow.grave_route)"),
    register_op(GAME, "grave_play_turn", fields=_T, describe="you can play cards from your graveyard this turn (engine.wow.grave_route)"),
    register_op(GAME, "may_pay_instead", fields=("amount", "zone", *_T), describe="if this would be destroyed, you may pay {amount}; if you do, it goes to its owner's {zone} instead (engine.wow.grave_route)"),
    register_op(GAME, "draw_lock", fields=("stat", *_T), describe="if an opponent would draw a card, he skips it and a {stat} counter comes off this card instead (engine.wow.draw_lock)"),
    register_op(GAME, "destroy_instead", fields=_T, describe="if this would be destroyed, something else happens to it instead (engine.wow.grave_route)"),
    register_op(GAME, "may_exile_destroyed", fields=_T, describe="if an opposing ally would be destroyed, you may remove it from the game instead (engine.wow.grave_route)"),
    register_op(GAME, "note_removed", fields=_T, describe="the cards removed from the game this way are noted on this card (engine.wow.removed_this_way)"),
    register_op(GAME, "top_name_purge", fields=_T, describe="remove the top card of {target}'s deck and every card of its name there from the game (engine.wow.removed_this_way)"),
    register_op(GAME, "return_removed", fields=("zone", "condition", *_T), describe="the owner of each card removed this way puts it into play (engine.wow.removed_this_way)"),
    register_op(GAME, "double_damage_on", fields=_T, describe="double the damage on {target} (engine.wow.wally1_ops)"),
    register_op(GAME, "wshot2_destroy_damaged_else", fields=("amount", "stat", *_T), describe="destroy {target} if it is damaged, else your hero deals {amount} {stat} damage to it (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_mill_pair", fields=("amount", *_T), describe="{target} puts his top {amount} cards into his graveyard; 'if you do': all of one kind (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_exhaust_hit", fields=("amount", "stat", *_T), describe="exhaust {target}; your hero deals {amount} {stat} damage to it if it was exhausted this way (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_hero_face", fields=("stat", *_T), describe="turn {target} face {stat} (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_note", fields=("stat", *_T), describe="note whether {target} fits ({stat}) for 'if' (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_hand_to_top", fields=("amount", *_T), describe="put {amount} card(s) from your hand on top of your deck (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_shuffle_under_top", fields=_T, describe="shuffle your deck, keeping its top card on top (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_copy_tokens", fields=_T, describe="put a copy of each token ally you control into play (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_heal_each", fields=("amount", *_T), describe="your hero heals {amount} damage from {target}, counting what it healed (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_destroy_sum", fields=_T, describe="destroy {target}, adding up its remaining health (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_remove_damage", fields=_T, describe="remove all damage from {target} (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_combat_damage", fields=("amount", "stat", *_T), describe="your hero deals {amount} {stat} combat damage to {target} (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_deck_allies", fields=_T, describe="each player reveals his deck, puts its allies into play and shuffles (engine.wow.wshot2)"),
    register_op(GAME, "wshot2_pick_own", fields=("amount", "stat", *_T), describe="{target} picks {amount} of his cards to {stat} (engine.wow.wshot2)"),
    register_op(GAME, "wgear_self_damage", fields=("amount", "stat", *_T), describe="{target} deals {amount} {stat} damage to itself (engine.wow.wgear)"),
    register_op(GAME, "wgear_self_heal", fields=("amount", *_T), describe="{target} heals {amount} damage from itself (engine.wow.wgear)"),
    register_op(GAME, "wgear_destroy_named", fields=_T, describe="destroy all cards of a kind with a name (engine.wow.wgear)"),
    register_op(GAME, "wgear_atk_to", fields=("stat", *_T), describe="{target}'s ATK is doubled or becomes its strike cost (engine.wow.wgear)"),
    register_op(GAME, "wgear_destroy_cost", fields=("amount", "stat", *_T), describe="destroy the abilities and equipment with cost at most {amount}, or the lowest or highest cost (engine.wow.wgear)"),
    register_op(GAME, "wgear_keyword_per", fields=("amount", "keyword", *_T), describe="{target} has {keyword} {amount} this turn (engine.wow.wgear)"),
    register_op(GAME, "wgear_reveal_top", fields=_T, describe="reveal the top card of {target}'s deck (engine.wow.wgear)"),
    register_op(GAME, "wgear_look_top", fields=_T, describe="look at the top card of your deck (engine.wow.wgear)"),
    register_op(GAME, "wgear_top_to_hand", fields=_T, describe="reveal the top card of your deck and put it into your hand (engine.wow.wgear)"),
    register_op(GAME, "wong2_damage_cap", fields=("amount", *_T), describe="remove all but {amount} damage from {target} (engine.wow.wong2)"),
    register_op(GAME, "wgear_remove_top_ref", fields=_T, describe="remove the top card of your deck from the game (engine.wow.wgear)"),
    register_op(GAME, "wgear_reveal_random_hand", fields=_T, describe="reveal a random card from your hand (engine.wow.wgear)"),
    register_op(GAME, "wgear_reattach", fields=_T, describe="attach this card to {target} (engine.wow.wgear)"),
    register_op(GAME, "wgear_atk_plus", fields=("amount", *_T), describe="this card has +{amount} ATK this turn (engine.wow.wgear)"),
    register_op(GAME, "wgear_heal_each_assault", fields=("amount", *_T), describe="your hero heals {amount} from each ally you control and has Assault per damage healed (engine.wow.wgear)"),
    register_op(GAME, "wgear_damage_chosen", fields=("amount", *_T), describe="your hero deals {amount} damage of the chosen type to {target} (engine.wow.wgear)"),
    register_op(GAME, "wgear_chosen_token", fields=("amount", *_T), describe="put an ally token of the chosen class into play (engine.wow.wgear)"),
    register_op(GAME, "wgear_hand_away", fields=_T, describe="remove your hand from the game until the end of the turn (engine.wow.wgear)"),
    register_op(GAME, "wgear_graveyard_is_deck", fields=_T, describe="remove your deck from the game; your graveyard, shuffled, is your deck (engine.wow.wgear)"),
    register_op(GAME, "wgear_pick", fields=("amount", "stat", *_T), describe="choose one as it resolves for {target} (engine.wow.wgear)"),
    register_op(GAME, "wwhen_graveyard_remove", fields=_T, describe="remove a card of a kind in your graveyard from the game (415.7; engine.wow.wwhen)"),
    register_op(GAME, "wwhen_event_discard", fields=("amount", *_T), describe="the destroyed card's controller discards {amount} card(s) (415.9d; engine.wow.wwhen)"),
    register_op(GAME, HEAL_PARTY, fields=("amount", "target", "condition", "text"),
                describe="heal {amount} damage from each hero and ally in {target}'s party (engine.wow.wact2)"),
    register_op(GAME, GAIN_IF_NO_HAND, fields=("target", "condition", "text"),
                describe="gain control of {target} if its controller has no cards in his hand (engine.wow.wact2)"),
    register_op(GAME, NOTE_PLAYER, fields=("target", "text"), describe="(the player {target} is noted for what follows) (engine.wow.wact2)"),
    register_op(GAME, GIVE_TO_NOTED, fields=("target", "text"), describe="the noted player gains control of {target} (engine.wow.wact2)"),
    register_op(GAME, HAND_BOTTOM_REDRAW, fields=("condition", "text"), describe="put your hand on the bottom of your deck, then draw that many cards (engine.wow.wact2)"),
    register_op(GAME, COMBAT_DAMAGE, fields=("amount", "stat", "target", "condition", "text"),
                describe="this card deals {amount} {stat} damage to {target}; that damage counts as combat damage (engine.wow.wact2)"),
    register_op(GAME, REMOVE_IF_DEFENDING, fields=("target", "text"), describe="if {target} is defending, remove it from combat (engine.wow.wact2)"),
    register_op(GAME, DISCARD_HAND_COUNT, fields=("text",), describe="discard your hand (counted for what follows) (engine.wow.wact2)"),
    register_op(GAME, DESTROY_DEALT_SELF, fields=("text",), describe="destroy all allies that dealt combat damage to this card this turn (engine.wow.wact2)"),
    register_op(GAME, DAMAGE_DEALT_BACK, fields=("stat", "target", "text"),
                describe="this card deals {target} {stat} damage equal to the damage it dealt to this card this turn (engine.wow.wact2)"),
    register_op(GAME, SEVEN_MINUS_HAND, fields=("amount", "stat", "target", "text"),
                describe="this card deals {target} {stat} damage equal to {amount} minus the cards in its controller's hand (engine.wow.wact2)"),
    register_op(GAME, REMOVE_TOP_HEAL, fields=("amount", "target", "condition", "text"),
                describe="remove the top {amount} cards of {target}'s deck from the game; this card heals for each ally removed (engine.wow.wact2)"),
    register_op(GAME, ALL_GRAVEYARD_ALLIES, fields=("text",), describe="players put all ally cards from their graveyards into play (engine.wow.wact2)"),
    register_op(GAME, DAMAGE_PER_GRAVE, fields=("amount", "stat", "target", "text"),
                describe="this card deals {target} {amount} {stat} damage for each ally in its controller's graveyard (engine.wow.wact2)"),
    register_op(GAME, HEAL_ALL_NOTE, fields=("target", "text"), describe="this card heals all damage from {target} (the amount noted) (engine.wow.wact2)"),
    register_op(GAME, DEAL_NOTED, fields=("stat", "target", "text"), describe="this card deals that much {stat} damage to {target} (engine.wow.wact2)"),
    register_op(GAME, DESTROY_IF_HIGHEST, fields=("target", "text"),
                describe="destroy {target} if it has or shares the highest cost among opposing allies (engine.wow.wact2)"),
    register_op(GAME, HAND_GIFT, fields=("target", "text"),
                describe="put a card from your hand into {target}'s hand; he owns it (engine.wow.wact2)"),
    register_op(GAME, HERO_FACE_DOWN, fields=("target", "text"), describe="turn {target} face down (engine.wow.wact2)"),
    register_op(GAME, HAND_TO_RESOURCES, fields=("optional", "text"),
                describe="put a card from your hand into your resource row face down and exhausted (engine.wow.wact2)"),
    register_op(GAME, "wtu_others_cant_attack", fields=(), describe="characters other than the chosen one can't attack this turn (engine.wow.wturn)"),
    register_op(GAME, "wtu_remove_opp_graveyards", fields=(), describe="remove all cards in each opponent's graveyard from the game (engine.wow.wturn)"),
    register_op(GAME, "look_top_keep", fields=("stat", "text"), describe="look at your top card; {stat} it or put it on the bottom (engine.wow.top_card_choices)"),
    register_op(GAME, "name_reveal_top", fields=("text",), describe="name a card, reveal your top card; draw it if it has that name, else put it on the bottom (engine.wow.top_card_choices)"),
    register_op(GAME, "reveal_top_bottom", fields=("amount", "text"), describe="reveal your top {amount} cards and put them on the bottom (engine.wow.top_card_choices)"),
    register_op(GAME, "reveal_top_assault", fields=("condition", "text"), describe="reveal your top card; if it fits, your allies have Assault equal to its cost this turn (engine.wow.top_card_choices)"),
    register_op(GAME, "choose_opponent", fields=("text",), describe="choose an opponent (engine.wow.hands_revealed)"),
    register_op(GAME, "hand_revealed", fields=("target", "condition", "text"), describe="(a continuous power) a player plays with his hand revealed (engine.wow.hands_revealed)"),
    register_op(GAME, "armor_token", fields=("amount", "condition", "text"), describe="put {amount} armor token(s) into play (engine.wow.armor_tokens)"),
    register_op(GAME, "counter_shield", fields=("target", "condition", "text"), describe="(a continuous power) prevent all damage to {target}; the card is named as the preventer (engine.wow.counter_shields)"),
    register_op(GAME, "remember_event_card", fields=("text",), describe="(remember the card the event happened to) (engine.wow.played_card_ref)"),
    register_op(GAME, "class_token", fields=("condition", "text"), describe="choose a standard class; put an ally token of it into play (engine.wow.chosen_class_token)"),
    register_op(GAME, "event_controller_token", fields=("condition", "text"), describe="the destroyed card's controller may put an ally token into play (engine.wow.destroyed_controller_token)"),
    register_op(GAME, "event_cost_is_resources", fields=("text",), describe="(if the card entering costs as much as your resources) (engine.wow.played_card_ref)"),
    register_op(GAME, "destroy_self_this_way", fields=("condition", "text"), describe="destroy this card; its 'destroyed this way' power triggers (engine.wow.destroyed_this_way)"),
    register_op(GAME, "reveal_top_more", fields=("amount", "condition", "text"),
                describe="reveal (or look at) your top {amount} cards and pick among them (engine.wow.top_reveal_more)"),
    register_op(GAME, "qr_players_draw", fields=("amount", "text"), describe="choose up to {amount} players; each draws a card (engine.wow.quest_rewards)"),
    register_op(GAME, "qr_printed_health_draw", fields=("amount", "target", "text"),
                describe="draw {amount} if {target}'s printed health is more than your hero's (engine.wow.quest_rewards)"),
    register_op(GAME, "qr_reveal_two", fields=("stat", "text"), describe="reveal your top two cards; if their card types differ, to hand ({stat}) (engine.wow.quest_rewards)"),
    register_op(GAME, "qr_reveal_two_opponent", fields=("condition", "text"),
                describe="reveal your top two cards; an opponent picks the one you put into your hand (engine.wow.quest_rewards)"),
    register_op(GAME, "qr_counter", fields=("stat", "target", "optional", "text"), describe="you may {stat} a counter of a kind on {target} (engine.wow.quest_rewards)"),
    register_op(GAME, "osa_check_target", fields=("amount", "stat", *_T), describe="(if {target} fits {stat} {amount}, what follows happens) (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_lone_ally_destroy", fields=_T, describe="if {target} has exactly one ally in his party, destroy it (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_party_lock", fields=_T, describe="exhaust all allies in {target}'s party; they can't ready during their controller's next ready step (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_same_cost_sweep", fields=_T, describe="destroy {target} and all cards like it with the same cost (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_remove_self", fields=("zone", "condition", "text"), describe="remove this ability from the game, or put it into its owner's {zone} (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_interrupt_all", fields=("condition", "text"), describe="interrupt all other cards being played of a kind (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_destroy_if_cheaper", fields=_T, describe="destroy {target} if it costs less than the target before it (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_note_targets", fields=_T, describe="(note {target} for what follows) (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_damage_noted", fields=("amount", "stat", *_T), describe="your hero deals {amount} {stat} damage to each noted character (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_fatal_token_copy", fields=("keyword", *_T), describe="a token copy of each ally among {target} with fatal damage, also a {keyword} (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_destroy_unattached_note", fields=_T, describe="destroy {target} (noting whether it was attached to a friendly hero or ally) (engine.wow.resolution_checks)"),
    register_op(GAME, "osa_mark", fields=("stat", "condition", "text"), describe="(note that it was done) (engine.wow.resolution_checks)"),
    register_op(GAME, "hero_x_from_target_cost", fields=("keyword", "stat", *_T), describe="your hero has {keyword}{stat} X, X the cost of {target} (engine.wow.target_cost_x)"),
    register_op(GAME, "damage_double_if_attached", fields=("amount", "stat", *_T), describe="your hero deals {amount} {stat} damage to {target}, double if a tagged ability is attached to it (engine.wow.double_if_attached)"),
    register_op(GAME, "search_paid_name", fields=("amount", "zone", "condition", "text"), describe="search your deck for a card with the same name as the card that paid (engine.wow.paid_name_search)"),
    register_op(GAME, "osa_grant_if_atk", fields=("amount", "keyword", *_T), describe="allies you control with {amount} or more ATK have {keyword} this turn (engine.wow.resolution_checks)"),
    register_op(GAME, "wres_subject_ref", fields=("condition", "text"), describe="(remember the card the triggering damage came from) (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_if_targeted_hero", fields=("condition", "text"), describe="(if you targeted a hero, what follows happens) (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_graveyard_any", fields=("amount", "stat", "condition", "text"), describe="choose any number of cards of a kind in your graveyard; {stat} (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_graveyard_all_into_play", fields=("condition", "text"), describe="each player puts all cards of a kind from his graveyard into play (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_player_act", fields=("optional", "text"), describe="(an act at the table: {text}) (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_top_then_same_name", fields=("amount", "text"), describe="reveal your top card into your hand, then search your deck for up to {amount} cards with its name (engine.wow.resolution_picks)"),
    register_op(GAME, "wres_ready_quest_paid", fields=("optional", "text"), describe="ready the resources exhausted to complete your first quest this turn (engine.wow.quest_paid)"),
    register_op(GAME, "wres_random_face_down", fields=("text",), describe="reveal a random face-down resource you control: a quest or location turns face up, another card goes to its owner's hand (engine.wow.resource_reveals)"),
    register_op(GAME, "wres_top_to_row_may_turn", fields=("text",), describe="reveal your top card into your resource row face down and exhausted; a quest or location may turn face up (engine.wow.resource_reveals)"),
    register_op(GAME, "zo36_removed_to_hand", fields=_T, describe="put {target} (removed from the game this way) into its owner's hand (engine.wow.removed_noted_targets)"),
    register_op(GAME, "zo36_grant_while", fields=("keyword", *_T), describe="{target} has {keyword} while a condition holds (engine.wow.while_keywords)"),
    register_op(GAME, "zo36_random_kind", fields=("condition", "text"), describe="choose at random one of the kinds {condition} this turn (engine.wow.doomguard_kind)"),
    register_op(GAME, "wrm_random_mode", fields=("amount", "condition", "text"), describe="choose one of {amount} modes at random (engine.wow.random_modes)"),
    register_op(GAME, "wres_location_counter", fields=("amount", "stat", *_T), describe="{stat} a counter on {target} (engine.wow.location_counters)"),
    register_op(GAME, "wres_pick_theirs", fields=("amount", *_T), describe="destroy {amount} card(s) of a kind its controller controls, picked as it resolves (engine.wow.resolution_picks)"),
    register_op(GAME, "qr_graveyard_shuffle_any", fields=("condition", "text"),
                describe="shuffle any number of cards from your graveyard into your deck (engine.wow.reward_hand_choices)"),
    register_op(GAME, "qr_discard_unless_ally", fields=("text",), describe="discard two cards unless you discard an ally (engine.wow.reward_hand_choices)"),
    register_op(GAME, "qr_may_discard_named", fields=("condition", "text"), describe="you may discard a card of a name (engine.wow.reward_hand_choices)"),
    register_op(GAME, "watt_destroy_instead", fields=_T, describe="if {target} would be destroyed, destroy this card instead (engine.wow.attach_instead)"),
    register_op(GAME, "watt_top_kind_to_hand", fields=_T, describe="reveal the top card of your deck: of a kind to your hand, else to your graveyard (engine.wow.watt_moves)"),
    register_op(GAME, "watt_set_stats", fields=("amount", "stat", *_T), describe="{target} becomes {amount} {stat} (keywords.set_stat)"),
    register_op(GAME, "watt_attach_to_self", fields=_T, describe="attach {target} to this card (engine.wow.watt_moves)"),
    register_op(GAME, "watt_reattach_self", fields=_T, describe="reattach this card to {target} (engine.wow.watt_moves)"),
    register_op(GAME, "watt_search_attach", fields=_T, describe="search your deck for a card of that name and attach it to {target} (engine.wow.watt_moves)"),
    register_op(GAME, "watt_return_attached", fields=_T, describe="put this card from its owner's graveyard into play attached to {target} (engine.wow.watt_events)"),
    register_op(GAME, "watt_that_much", fields=("amount", "stat", "zone", *_T), describe="that many {stat} counters, or heal that much from {target} (engine.wow.watt_events)"),
    register_op(GAME, "watt_no_combat_damage_to_host", fields=_T, describe="{target} can't deal combat damage to attached character this turn (engine.wow.attach_damage)"),
    register_op(GAME, "watt_next_one_becomes", fields=("amount", *_T), describe="the next time attached character would be dealt exactly 1 damage this turn, it's dealt {amount} instead (engine.wow.attach_damage)"),
    register_op(GAME, "watt_attached_ability_plus", fields=("amount", *_T), describe="damage dealt with your abilities to the characters they're attached to is that much +{amount} (engine.wow.attach_damage)"),
    register_op(GAME, "watt_awesome", fields=_T, describe="AWESOME: each player may compliment the attached ally and draw a card (engine.wow.watt_events)"),
    register_op(GAME, "watt_reflexive", fields=("condition", "text"), describe="its 'When damage is dealt this way' power triggers (engine.wow.watt_events)"),
    register_op(GAME, "wtime_opponents_draw", fields=("amount", *_T), describe="each opponent draws {amount} card(s) (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_empty_hand_hero_destroyed", fields=_T, describe="destroy the hero of each opponent with no card in hand (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_discard_or", fields=("amount", "stat", *_T), describe="discard {amount} card(s), or {stat} (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_hand_self_damage", fields=("stat", *_T), describe="each hero deals {stat} damage to itself equal to the cards in its controller's hand (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_turn_start_shield", fields=("amount", "keyword", "stat", *_T),
                describe="as each turn starts, with a {stat} hero: prevent the next {amount} {keyword} damage to your hero this turn (engine.wow.shield_filters)"),
    register_op(GAME, "wtime_ban", fields=("keyword", *_T), describe="{keyword} (a group restriction, engine.wow.wtime_bans)"),
    register_op(GAME, "wtime_opponent_gains_self", fields=_T, describe="the opponent gains control of this card (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_lowest_cost_destroyed", fields=_T, describe="destroy the abilities, allies and equipment with the lowest cost (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_same_name_destroyed", fields=_T, describe="destroy the abilities, allies and equipment named as another card in play (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_fewest_cards_draws", fields=("amount", *_T), describe="the player with the fewest cards in hand draws (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_hand_gap_damage", fields=("stat", *_T), describe="your hero deals {stat} damage to {target}: your hand minus its controller's (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_opponent_hand_pick", fields=("zone", *_T), describe="the opponent puts a card of his hand into his {zone} (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_turn_player_draws_up", fields=_T, describe="the turn player draws up to his maximum hand size (engine.wow.wtime_ops)"),
    register_op(GAME, "wtime_prevent_all_damage", fields=_T, describe="prevent all damage that would be dealt this turn (engine.wow.shield_filters)"),
    register_op(GAME, "wtime_shield", fields=("amount", "keyword", *_T), describe="prevent the next {amount} {keyword} damage to {target} this turn (engine.wow.shield_filters)"),
    register_op(GAME, "qr_tokens_removed_next_turn", fields=("amount", "condition", "text"),
                describe="put {amount} token(s) into play; at the start of your next turn, remove each from the game and draw (engine.wow.later_token_removal)"),
    register_op(GAME, "wtgt_event_ref", fields=("text",), describe="remember the triggering card (engine.wow.wtgt_ops)"),
    register_op(GAME, "r2a_grant_while_under", fields=("amount", "keyword", *_T), describe="{target} has {keyword} while this card remains under your control (engine.wow.while_source_mods)"),
    register_op(GAME, "wflip_stat_per_damage", fields=("amount", "stat", *_T), describe="{target} has {amount} {stat} for each damage on it (engine.wow.stat_per_damage)"),
    register_op(GAME, "wflip_strike_less", fields=("amount", *_T), describe="you pay {amount} less to strike with {target} this turn (engine.wow.strike_less_it)"),
    register_op(GAME, "wflip_retype_damage", fields=("amount", "keyword", *_T), describe="{target}'s packets of a type are {keyword} damage +{amount} instead (engine.wow.packet_retype)"),
    register_op(GAME, "wflip_arm", fields=_T, describe="its “when … this turn” power works for the rest of this turn (EN 703; engine.wow.flip_armed)"),
    register_op(GAME, "whero_may_take_damage", fields=_T, describe="damage to another hero or ally in your party may be dealt to {target} instead (engine.wow.optional_replacement)"),
    register_op(GAME, "whero_atk_vs", fields=("amount", *_T), describe="{target} has {amount} ATK while in combat with a card this turn (engine.wow.combat_pair_atk)"),
    register_op(GAME, "whero_grave_play_turn", fields=_T, describe="you can play {target} from your graveyard this turn (engine.wow.graveyard_turn_play)"),
    register_op(GAME, "whero_damage_per_their_quests", fields=("amount", "stat", *_T), describe="this card deals {amount} {stat} damage to {target} for each quest its controller has (engine.wow.target_quest_damage)"),
    register_op(GAME, "whero_grave_to_hand_cost_below", fields=_T, describe="put {target} from your graveyard into your hand if its cost is less than a count (engine.wow.target_quest_damage)"),
    register_op(GAME, "whero_may_exile_fatal", fields=_T, describe="an opposing ally destroyed by fatal damage may be removed from the game instead (engine.wow.optional_replacement)"),
    register_op(GAME, "later_discard_hand", fields=(), describe="at end of turn, you discard your hand (engine.wow.later_hand_discard)"),
    register_op(GAME, "arm_this_turn", fields=_T, describe="this card's 'when … this turn' power works for the rest of this turn (engine.wow.this_turn_triggers)"),
    register_op(GAME, "ref_cost_search", fields=("amount", "zone", "condition"), describe="search for a card with cost up to the combined cost of the cards acted on (engine.wow.ref_cost_search)"),
    register_op(GAME, "wound_to_one", fields=_T, describe="{target} has damage equal to its health -1 (engine.wow.enter_wounded)"),
    register_op(GAME, "token_copy_tagged", fields=("keyword", *_T), describe="put a token copy of {target} into play under your control; it is also a {keyword} (engine.wow.this_turn_triggers)"),
    register_op(GAME, "shield_by_target", fields=("amount", *_T), describe="prevent the next {amount} damage dealt to your hero by {target} this turn (engine.wow.shield_by_target)"),
    register_op(GAME, "remove_counters_counted", fields=("stat", *_T), describe="remove all {stat} counters from this card, counting them (engine.wow.removed_counters_count)"),
    register_op(GAME, "opponents_pay_more", fields=("amount", "condition", "text"), describe="opponents pay {amount} more this turn (engine.wow.opponent_costs)"),
    register_op(GAME, "remember_attached_count", fields=_T, describe="count the cards of a tag attached to {target} (engine.wow.attached_count_ref)"),
    register_op(GAME, "destroy_fatal_party", fields=("text",), describe="destroy all allies in your party with fatal damage (engine.wow.fatal_party_destroy)"),
    register_op(GAME, "interrupt_reward", fields=_T, describe="interrupt {target} (a quest reward effect, engine.wow.reward_interrupt)"),
    register_op(GAME, "w8e_paid_dealer", fields=("text",), describe="remember the card named to pay the cost (engine.wow.paid_dealer)"),
    register_op(GAME, "wa30_exhaust_kinds", fields=("amount", "condition"), describe="choose X kinds; exhaust all opposing cards of the chosen kinds (engine.wow.kind_exhaust)"),
    register_op(GAME, "wa30_remove_if_shares", fields=_T, describe="remove {target} from the game if it shares that kind (engine.wow.kind_shared)"),
    register_op(GAME, "wa30_destroy_kind", fields=_T, describe="destroy all opposing cards of that kind (engine.wow.kind_shared)"),
    register_op(GAME, "wa30_remember_via", fields=(), describe="remember the card the heal was made with (engine.wow.packet_swaps)"),
    register_op(GAME, "wa30_damage_in_order", fields=("stat", "condition"), describe="your hero deals the amounts of {stat} damage to the picked cards in order (engine.wow.ordered_damage)"),
    register_op(GAME, "wa30_pick_damage", fields=("amount", "stat", "condition"), describe="your hero deals {amount} {stat} damage to each of up to N heroes and/or allies chosen on resolution (engine.wow.picked_damage)"),
    register_op(GAME, "wa30_echo_remove", fields=(), describe="you may remove a non-ongoing ability card in your graveyard from the game; play it free this turn (engine.wow.echo_replay)"),
    register_op(GAME, "wa30_equalize", fields=(), describe="each player with more cards in play than you destroys cards until he has as many (engine.wow.equalize)"),
    register_op(GAME, "wa30_change_defender", fields=(), describe="you may change the proposed defender (engine.wow.defender_change)"),
    register_op(GAME, "wa30_weapon_token", fields=("condition",), describe="put a weapon token into play if this is in play (engine.wow.weapon_tokens)"),
    register_op(GAME, "wa30_remove_noted_token", fields=(), describe="remove the token this card made from the game (engine.wow.weapon_tokens)"),
    register_op(GAME, "wa30_played_plus", fields=("amount", "condition"), describe="your hero's damage with the ability just played is {amount} more this turn (engine.wow.packet_swaps)"),
    register_op(GAME, "w8e_double_atk", fields=_T, describe="double the ATK of {target} (EN 714; keywords.equipment_atk)"),
    register_op(GAME, "w8e_double_def", fields=_T, describe="double the [DEF] of {target} (EN 714; keywords.defense)"),
    register_op(GAME, "wl30_opponent_picks_mode", fields=_T, describe="an opponent chooses one of the modes (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_destroy_at_end_of_turn", fields=_T, describe="at end of turn, destroy {target} (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_damage_dealt_this_turn", fields=("amount", "stat", *_T), describe="this card deals {amount} {stat} damage to each hero and ally it dealt damage to this turn (engine.wow.ally_ops)"),
    register_op(GAME, "wc31_martyr_heal", fields=(), describe="your hero heals any amount of damage from other friendly heroes and allies; that much damage is put on it (engine.wow.martyr_heal)"),
    register_op(GAME, "wc31_removed_ally_into_play", fields=(), describe="put an ally card that's removed from the game into play under your control (engine.wow.removed_ally_entry)"),
    register_op(GAME, "wc31_hero_takes_defense", fields=_T, describe="remove {target} from combat; your hero becomes the defender (engine.wow.defender_takeover)"),
    register_op(GAME, "wl30_exhaust_if_tag_no_ready", fields=("keyword", *_T), describe="exhaust {target}; if it is a {keyword} card, it can't ready during its controller's next ready step (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_weapon_token", fields=("amount", *_T), describe="put a weapon token into play (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_becomes", fields=("amount", "stat", *_T), describe="{target} becomes {amount} {stat} (keywords.set_stat; engine.wow.ally_ops)"),
    register_op(GAME, "wl30_player_gains_self", fields=_T, describe="the player who played that card gains control of this card (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_destroy_mine_then_theirs", fields=_T, describe="destroy any number of allies in your party, then an opposing ally for each (engine.wow.ally_picks)"),
    register_op(GAME, "wl30_remove_grave_allies_heal", fields=_T, describe="remove that many ally cards in your graveyard from the game, then remove as much damage from this card (engine.wow.ally_picks)"),
    register_op(GAME, "wl30_fight", fields=("stat", *_T), describe="this card and {target} deal {stat} damage to each other equal to their ATK (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_heal_then_tokens", fields=("amount", *_T), describe="this card heals {amount} damage from {target}, then a token for each damage healed (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_opponent_tokens", fields=("amount", *_T), describe="an opponent puts {amount} token(s) into play (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_put_nonfatal", fields=_T, describe="you may put any amount of non-fatal damage on {target} (engine.wow.ally_picks)"),
    register_op(GAME, "wl30_may_discard_ref", fields=("condition", "text"), describe="you may discard a card; it is remembered (engine.wow.ally_picks)"),
    register_op(GAME, "wl30_flag_self", fields=("keyword", "duration", "text", "condition"), describe="this card has {text} from now on (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_unload_damage", fields=("stat", *_T), describe="remove all damage from this card; it deals that much {stat} damage to each attacking ally (engine.wow.ally_ops)"),
    register_op(GAME, "wl30_may_remove_own", fields=_T, describe="you may remove another ally you control from the game (engine.wow.ally_picks)"),
    register_op(GAME, "wl30_double_stat", fields=("stat", *_T), describe="double the {stat} of {target} (EN 714; keywords.atk / keywords.health)"),
    register_op(GAME, "we31_look_name", fields=_T, describe="look at {target}'s hand and name a card in it (engine.wow.named_hand_ban)"),
    register_op(GAME, "yg33_pet_call", fields=("text",), describe="while you control a Pet this turn, your hero has Untargetable and Pets you control can protect it (engine.wow.pet_call)"),
    register_op(GAME, "yg33_control_while_exhausted", fields=_T, describe="you control {target} while this card remains exhausted (engine.wow.exhausted_control)"),
    register_op(GAME, "yg33_hurt_as_enters", fields=("optional", "text"), describe="you may put 1 damage on the ally played as it enters play; if you do, draw a card (engine.wow.enter_hurt_draw)"),
    register_op(GAME, "xc32_secret_number_bid", fields=("text",), describe="each player secretly chooses a number; the highest gains control of this card and that much damage is put on his hero (engine.wow.secret_numbers)"),
    register_op(GAME, "xc32_exchange_targets", fields=_T, describe="the controllers of the two targets exchange control of them (engine.wow.exchange_control)"),
    register_op(GAME, "xc32_target_cost", fields=("amount", "condition", "text", "target"), describe="(a continuous power) a play or use with such targets costs {amount} less (negative: more; engine.wow.target_costs)"),
    register_op(GAME, "we31_named_play_ban", fields=_T, describe="(a continuous power) that player can't play cards with the name this card named (engine.wow.named_hand_ban)"),
    register_op(GAME, "we31_to_opponent_party", fields=_T, describe="the opponent puts this card from its graveyard into his party (engine.wow.opponent_party)"),
    register_op(GAME, "we31_turn_face_up", fields=("optional", "condition", "text"), describe="turn the completed quest face up if it's in play (engine.wow.quest_face_up)"),
    register_op(GAME, "we31_keep_paid", fields=(), describe="the card that paid the cost is kept for what follows (engine.wow.paid_type_picks)"),
    register_op(GAME, "we31_destroy_paid_type", fields=("amount", *_T), describe="{target} destroys a card of the paid card's type he controls (engine.wow.paid_type_picks)"),
    register_op(GAME, "xb32_complete_less_event", fields=("amount", "text"), describe="you pay {amount} less to complete that quest this turn (engine.wow.inspire_links)"),
    register_op(GAME, "xb32_name_own_card", fields=("text",), describe="name a card in play you control (engine.wow.inspire_links)"),
    register_op(GAME, "xb32_gain_quoted", fields=("keyword", *_T), describe="{target} has \u201c{keyword}\u201d (engine.wow.quoted_powers)"),
    register_op(GAME, "yf33_become_damage_type", fields=("keyword", *_T), describe="(a continuous power) {target} become {keyword} (keywords.damage_types)"),
    register_op(GAME, "yf33_lose_tag", fields=("keyword", *_T), describe="(a continuous power) {target} lose the type-line word {keyword} (keywords.tags)"),
    register_op(GAME, "xb32_also_tag", fields=("keyword", *_T), describe="(a continuous power) {target} also have the type-line word {keyword} (engine.wow.tag_grants)"),
    register_op(GAME, "xb32_only_class", fields=_T, describe="(a continuous power) {target} have the named class and lose all other classes (engine.wow.tag_grants)"),
    register_op(GAME, "xb32_enter_take_powers", fields=_T, describe="(as this enters play) you may remove an ally in an opposing graveyard from the game; this has its printed powers (engine.wow.entry_powers)"),
    register_op(GAME, "xb32_gain_while_removed", fields=("text",), describe="this card has the printed powers of the card removed this way while it remains removed from the game (engine.wow.entry_powers)"),
    register_op(GAME, "xb32_class_only", fields=("keyword", *_T), describe="{target} has the named class and loses all other classes ({duration}) (engine.wow.class_set)"),
    register_op(GAME, "we31_coin_draw", fields=("amount", "condition"), describe="flip a coin: a win draws {amount} card(s); a loss may be paid to reflip (engine.wow.coin_flip)"),
    register_op(GAME, "later_effects", fields=("stat", "condition", "text", *_T),
                describe="a delayed effect: {text} (engine.wow.later_effects)"),
    register_op(GAME, "w8e_paid_deals", fields=("amount", "stat", *_T), describe="the card that paid the cost deals {amount} {stat} damage to {target} (engine.wow.paid_dealer)"),
    register_op(GAME, "wprev_copy_played", fields=_T, describe="copy the ability just played (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_turn_prevent", fields=("amount", *_T), describe="prevent {amount} (0: all) of each packet to the characters named this turn (engine.wow.turn_prevent)"),
    register_op(GAME, "wprev_token_copy_exhausted", fields=_T, describe="put a token copy of {target} into play exhausted (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_armor_protects", fields=("target", "condition", "text"), describe="(a continuous power) this armor can prevent damage to allies of a kind (engine.wow.armor_allies)"),
    register_op(GAME, "wprev_prevents_more", fields=("amount", "target", "condition", "text"), describe="(a continuous power) this card's shields prevent {amount} more of some damage (engine.wow.armor_allies)"),
    register_op(GAME, "wprev_keyword_x", fields=("amount", "keyword", *_T), describe="{target} has {keyword} X (counted now) (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_turn_unpreventable", fields=("amount", *_T), describe="damage of a type the characters named deal is unpreventable this turn (engine.wow.turn_prevent)"),
    register_op(GAME, "wprev_each_may_token", fields=_T, describe="each player may put a token into play (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_keep_ref", fields=_T, describe="(keep the card just chosen) (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_give_kept", fields=_T, describe="{target}'s player gains control of the card chosen (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_gain_if_shares_type", fields=_T, describe="gain control of {target} if it shares a card type with the card kept (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_gain_if_cheaper", fields=_T, describe="gain control of {target} if it costs less than the card kept (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_pick_mode", fields=_T, describe="choose one of the modes (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_reattach", fields=_T, describe="its new controller may reattach the card kept (engine.wow.wprev_ops)"),
    register_op(GAME, "wprev_hand_prevent", fields=("target", "condition", "text"), describe="(a continuous power) you may put this card into your hand to prevent damage to {target} (engine.wow.hand_prevent)"),
    register_op(GAME, "wprev_prevent_this_way", fields=_T, describe="this turn, prevent all damage that would be dealt this way (engine.wow.turn_prevent)"),
    register_op(GAME, "wprev_retarget", fields=_T, describe="you may change the target of {target} (engine.wow.wprev_ops)"),
    register_op(GAME, "w30q_token_next_turn", fields=("condition", "text"),
                describe="put a token into play; at the start of your next turn, {text} (engine.wow.reward_tokens)"),
    register_op(GAME, "w30q_turn_form", fields=("stat", *_T), describe="this hero is in {stat} form and has Form (1) this turn (engine.wow.turn_forms)"),
    register_op(GAME, "w30q_end_turn_form", fields=_T, describe="this hero's form of this turn ends (engine.wow.turn_forms)"),
    register_op(GAME, "w30q_may", fields=("optional", "text"), describe="you may {text} (what follows 'if you do' happens only if yes) (engine.wow.may_gate)"),
    register_op(GAME, "w30q_destroy_both", fields=_T, describe="destroy both: the ally dealt damage and the ally that dealt it (engine.wow.pair_destroy)"),
    register_op(GAME, "w30q_grave_note", fields=("text",), describe="you may remove an ally card in a graveyard from the game; it is noted (engine.wow.noted_ally)"),
    register_op(GAME, "w30q_highest_pick_draws", fields=("amount", "text"), describe="each player chooses an ally; if yours has the highest ATK, draw {amount} (engine.wow.arena_picks)"),
    register_op(GAME, "w30q_class_packets", fields=_T, describe="your hero deals damage to {target} by its class (engine.wow.class_packets)"),
    register_op(GAME, "w30q_bonus_at_least", fields=("amount", *_T), describe="(a continuous power) a packet of at least a size {target} would deal is {amount} more (engine.wow.min_packet_bonus)"),
    register_op(GAME, "w30q_part_to_hero", fields=("amount", *_T), describe="(a continuous power) {amount} of each packet to {target} is dealt to its controller's hero instead (engine.wow.part_to_hero)"),
    register_op(GAME, "w30q_duel", fields=_T, describe="{target} and you each choose an ally; each deals melee damage equal to its ATK to the other (engine.wow.arena_picks)"),
    register_op(GAME, "w30q_remove_counted", fields=("condition", "text"), describe="remove an ally card in your graveyard from the game; draw for each removed this way over the game (engine.wow.removed_with_count)"),
    register_op(GAME, "w30q_their_choice_damage", fields=("amount", "stat", *_T), describe="that opponent's hero deals {amount} {stat} damage to a target of his choice (engine.wow.their_choice_damage)"),
    register_op(GAME, "w30q_removed_to_graveyard", fields=("amount", *_T), describe="put {amount} cards from your removed zone into your graveyard (engine.wow.removed_to_graveyard)"),
    register_op(GAME, "wab_dealt_with_check", fields=_T, describe="(if damage was dealt with {target} this turn, what follows happens) (engine.wow.dealt_with_check)"),
    # helper w30gear
    register_op(GAME, "wg30_roll_die", fields=_T, describe="roll a die (engine.wow.dice)"),
    register_op(GAME, "zd37_turn_name_ban", fields=_T, describe="the turn player's opponent names a card; it can't be played this turn (engine.wow.turn_name_ban)"),
    register_op(GAME, "zd37_enter_powerless", fields=_T, describe="an ally entering play under an opponent's control loses and can't have powers until the start of that opponent's next turn (engine.wow.entry_powerless)"),
    register_op(GAME, "zd37_exhaust_instead", fields=_T, describe="you may exhaust this card rather than pay a cost it names (403.3; engine.wow.exhaust_instead)"),
    register_op(GAME, "zd37_enter_reveal_take", fields=("amount", *_T), describe="as this enters play, reveal the top {amount} cards of your deck, remove the fitting ones from the game and put the rest on the bottom; it has their printed powers (engine.wow.entry_removed_powers)"),
    register_op(GAME, "zd37_opening_reveal", fields=("amount", *_T), describe="you may reveal this from your opening hand; if you do, your hero has +{amount} ATK on your first turn (engine.wow.opening_reveal)"),
    register_op(GAME, "zd37_forms_stay", fields=_T, describe="your Forms aren't destroyed by abilities you play (103.2; engine.wow.form_guard)"),
    register_op(GAME, "zd37_deck_top_resource", fields=_T, describe="you can place the top card of your deck face down as your resource (412.1; engine.wow.deck_top_resource)"),
    register_op(GAME, "zd37_borrow_ally_powers", fields=_T, describe="this turn, this card has all the payment powers of all other allies (engine.wow.borrowed_powers)"),
    register_op(GAME, "zd37_payment_sway", fields=_T, describe="during your turn, other players can't use payment powers and you can use those of any card in play (engine.wow.payment_sway)"),
    register_op(GAME, "zd37_one_any", fields=_T, describe="if 1 would be rolled on a die, you may change it to any value on that die instead (engine.wow.dice)"),
    register_op(GAME, "wg30_at_combat_end", fields=("stat", *_T), describe="{stat} {target} at the end of this combat (engine.wow.combat_end_effects)"),
    register_op(GAME, "wg30_first_strike_gate", fields=_T, describe="(only the first time each turn) (engine.wow.combat_end_effects)"),
    register_op(GAME, "wg30_sacrifice_kind", fields=_T, describe="you may destroy an ability, ally, or equipment you control (engine.wow.kind_sacrifice)"),
    register_op(GAME, "wg30_remove_top_kind", fields=_T, describe="remove the top card of {target}'s deck from the game, noting its kind (engine.wow.kind_sacrifice)"),
    register_op(GAME, "wg30_ordered_damage", fields=("stat", *_T), describe="choose up to five heroes and/or allies; your hero deals them {stat} damage in falling amounts (engine.wow.ordered_damage)"),
    register_op(GAME, "wg30_event_party_stat", fields=("amount", "stat", *_T), describe="allies in that hero's party get {amount} {stat} (engine.wow.event_party)"),
    register_op(GAME, "wg30_mill_assault", fields=_T, describe="put the top card of {target}'s deck into the graveyard; this card has Assault equal to its cost (engine.wow.milled_assault)"),
    register_op(GAME, "wg30_namesake_to_play", fields=_T, describe="put a card with the same name from a graveyard into your party (engine.wow.namesake_return)"),
    register_op(GAME, "wg30_graveyard_remove_noted", fields=_T, describe="remove all such cards in your graveyard from the game, noted on this card (engine.wow.removed_random)"),
    register_op(GAME, "wg30_random_noted_to_hand", fields=_T, describe="put one of the cards removed this way, at random, into your hand (engine.wow.removed_random)"),
    register_op(GAME, "wg30_set_hero_damage", fields=("amount", *_T), describe="damage on your hero becomes {amount} (engine.wow.lki_ops)"),
    register_op(GAME, "wg30_destroy_cost_lki", fields=("stat", *_T), describe="destroy all abilities, allies and equipment with cost at most the {stat} counters on this card (engine.wow.lki_ops)"),
    register_op(GAME, "wg30_kind_discard_destroy", fields=_T, describe="choose a kind; you may discard a card of it; if you do, destroy {target} if it shares it (engine.wow.kind_discard)"),
    register_op(GAME, "wg30_become_stats", fields=_T, describe="your allies of those tags become N / M and get tags (engine.wow.lki_ops)"),
    register_op(GAME, "wg30_each_unless_pay", fields=("amount", *_T), describe="for each such ally you control, destroy it unless you pay {amount} (engine.wow.each_unless_pay)"),
    register_op(GAME, "wg30_subject_as_event", fields=_T, describe="(the card the event happened to is the triggering card) (engine.wow.event_party)"),
    register_op(GAME, "wg30_exchange_with_ref", fields=_T, describe="exchange control of the card chosen and this card (engine.wow.exchange_control)"),
    register_op(GAME, "wg30_ready_or_exhaust_if_shares", fields=_T, describe="ready or exhaust {target} if it shares a card type with the card kept (engine.wow.exchange_control)"),
    register_op(GAME, "wg30_noted_by_name_to_play", fields=_T, describe="put an ally removed by a card of that name into play under your control (engine.wow.namesake_return)"),
    register_op(GAME, "wg30_kind_destroy", fields=_T, describe="{target} destroys a card of that kind he controls (engine.wow.kind_sacrifice)"),
    # damage divided as you choose, decided as the damage is dealt (engine.wow.damage_division)
    register_op(GAME, "xa32_may_divide_combat", fields=_T, describe="(a continuous power) {target}'s combat damage may be divided among opposing heroes and/or allies instead (engine.wow.damage_division)"),
    register_op(GAME, "xa32_divide_hero_hits", fields=_T, describe="(a continuous power) damage {target} would deal to an opposing hero is divided among opposing heroes and/or allies instead (engine.wow.damage_division)"),
    register_op(GAME, "xa32_divided_placed_damage", fields=_T, describe="put any amount of damage divided as you choose on allies in your party; each opponent divides that much among allies in his party (engine.wow.damage_division)"),
    register_op(GAME, "xa32_may_share_with_hero", fields=_T, describe="(a continuous power) while {target} defends, any amount of damage to it may be dealt to your hero instead (engine.wow.damage_division)"),
    register_op(GAME, "xa32_counters_instead", fields=("stat", *_T), describe="(a continuous power) if {target} would be dealt damage, that many {stat} counters are removed from it instead (engine.wow.damage_instead)"),
    register_op(GAME, "yf33_keyword_in_combat_with", fields=("amount", "keyword", *_T), describe="allies you control have {keyword} while in combat with {target} this turn (engine.wow.attack_keyword_vs)"),
    register_op(GAME, "yf33_ready_per_strike_cost", fields=("amount", "stat", *_T), describe="ready up to X of your resources, X the combined strike cost of those Melee weapons (engine.wow.strike_cost_ready)"),
    register_op(GAME, "xa32_keyword_attacking_event", fields=("amount", "keyword"), describe="other heroes and allies in your party have {keyword} while attacking that character this turn (engine.wow.attack_keyword_vs)"),
    register_op(GAME, "xa32_deck_removal_instead", fields=_T, describe="(a continuous power) if {target} would deal damage to a hero, that many cards from the top of its controller's deck are removed from the game instead (engine.wow.damage_instead)"),
    register_op(GAME, "xa32_named_type_bonus", fields=_T, describe="(a continuous power) damage of the first named type is 1 more, of the second 1 less (engine.wow.named_type_bonus)"),
    register_op(GAME, "xa32_may_divide_weapon_hits", fields=_T, describe="(a continuous power) your hero's combat damage to a hero with {target} may be divided among opposing heroes and/or allies instead (engine.wow.damage_division)"),
)}
"""WoW's own ops by name."""


@dataclass
class OpCall:
    """One WoW op being carried out by ``procedure.run_effects``: the state, the link, the effect,
    the link's controller, the cards the target resolved to (``uids``), the amount (X paid and
    "for each" counted) and a ``resume`` point (``{"link": …, "index": …}``) for an op that waits
    on a player's choice. A resolver returns its events and sets ``stop`` when nothing after it
    resolves now (a choice is pending, or the turn ended)."""

    st: Any
    link: Any
    eff: Effect
    player: int
    uids: list[int]
    amount: int
    resume_point: Callable[[], dict[str, Any]] = field(repr=False, default=dict)
    stop: bool = False

    def resume(self) -> dict[str, Any]:
        return self.resume_point()

    @property
    def targets_or_source(self) -> list[int]:
        """The targets, or the source card when the effect names none (404.1a, 415.9b …)."""
        return self.uids if self.eff.target is not None else [self.link.uid]


CONTINUOUS_ONLY = ("w30q_bonus_at_least", "w30q_part_to_hero", "wz2_enter_reveal", "wz2_play_revealed_tops", "must_target", "lose_flip_powers", "grant_stash", "wst2_draw_instead", "wst2_resist_opposing", "uninterruptible", "replay_from_graveyard", "entry_choice", "heal_bonus", "damage_bonus", "damage_prevent", "damage_reduce", "damage_unpreventable", "hand_size", "tag_limit", "can_protect", "damage_redirect",
                   "extra_resource", "draw_cap", "wskip_may_skip_draw", "play_removed", "hand_instant", "grant_power", "wflip_retype_damage",
                   "whero_may_take_damage", "whero_may_exile_fatal", "zd37_cant_move", "zd37_deck_top_resource", "zd37_enter_reveal_take", "zd37_exhaust_instead", "zd37_one_any", "zd37_payment_sway", "zd37_forms_stay", "zd37_opening_reveal", "zd37_enter_powerless", "gy_exile", "grave_play", "may_exile_destroyed", "may_pay_instead", "destroy_instead", "draw_lock",
                   "w8e_double_atk", "w8e_double_def", "wl30_double_stat",
                   "we31_named_play_ban", "wd31_ready_cap",
                   "xa32_may_divide_combat", "xa32_divide_hero_hits", "xa32_may_divide_weapon_hits", "xa32_may_share_with_hero", "xa32_counters_instead", "xa32_deck_removal_instead", "xa32_named_type_bonus",
                   "xc32_target_cost", "xb32_also_tag", "xb32_only_class", "xb32_enter_take_powers", "xd32_draw_bottom", "xd32_draw_toll", "xd32_no_face_down",
                   "ye33_quest_zone", "ye33_draw_removed", "ye33_random_discards", "ye33_see_opposing_tops",
                   "yf33_become_damage_type", "yf33_lose_tag")
"""Ops that are continuous powers only, read where they matter (engine.wow.damage, engine.wow.hand_size), never resolved."""


def is_wow_op(name: str) -> bool:
    return name in game_ops(GAME)


def resolve(call: OpCall) -> list[Any]:
    """Carry out ``call.eff`` with the resolver its module attached."""
    spec = game_op(GAME, call.eff.op)
    if spec.resolver is None:
        if spec.name in CONTINUOUS_ONLY:
            return []  # a continuous power only (damage.heal_bonus / damage_bonus / prevents_all read it)
        raise RuntimeError(f"WoW op {spec.name!r} has no resolver: import engine.wow.engine (it loads every module that carries an op out)")
    return spec.resolver(call)
