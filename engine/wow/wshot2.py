"""Helper wshot2 (issue #18): two one-shot effects the shared ops lacked (ops registered in ``engine.wow.ops``).

- ``wshot2_self_atk`` (405.4, 408.2c): "Target ally deals unpreventable holy damage to itself equal to its ATK."
  (Inquisition) — each target still in play is the source of one packet of type ``stat`` dealt to itself, its
  ATK as the power resolves (EN 709); ``condition={"unpreventable": True}`` makes it unpreventable (EN 717). An
  ATK of 0 or less deals nothing (408.2b).
- ``wshot2_destroy_unless_friendly`` (415.9c, EN 709): "Destroy target ability unless it's attached to a friendly
  hero or ally." (Purge) — any ability may be targeted; on resolution each target is destroyed unless its host is
  a hero or ally controlled by the link's controller (400.1: an attachment's host). With ``condition={"always": True}``
  every target is destroyed, and a following ``if_done`` effect happens only if one was attached to a friendly hero
  or ally as it was destroyed ("Destroy target ability. If it was attached to a friendly hero or ally, draw a card.").
- ``wshot2_all`` (415.9c, 411.1, EN 709): "Destroy all of target player's weapons.", "Exhaust all of target player's
  ready resources.", "Ready all of target opponent's exhausted resources.", "Destroy all allies." — every card in
  play matching ``condition["filter"]`` (``targets.matches``) is destroyed (``stat`` "destroy"), exhausted ("tap")
  or readied ("untap"); with a chosen player target (named by his hero, EN 706) only that player's cards, with
  ``Target("opponent")`` only the opponents' cards, with no target everyone's. The count ``{"k": "ws2_done"}`` is
  how many cards it changed as it last resolved ("for each resource exhausted this way", "for each ally destroyed
  this way"); a card that can't be destroyed stays and isn't counted (103.2). The count ``{"k": "ws2_hero_atk"}`` is
  your hero's ATK now (205.1; "Double your hero's ATK this turn" = +that much this turn).
- ``wshot2_keep_ref`` (EN 709.1): keeps the ATK of the card the link's previous part picked (``player_picks`` "choose",
  ``engine.wow.refs``: "one of your Melee weapons", "a Ranged weapon you control") on the source card, so later
  targets don't replace it; the count ``{"k": "ws2_kept", "plus": N}`` is that ATK plus N ("X is 1 plus the ATK of
  one of your Melee weapons … to each of up to two target allies"). No weapon picked: 0 (104.2). With
  ``condition={"add": True}`` it adds to what it kept before in the same resolution ("the combined ATK of a Pet and a
  Ranged weapon you control").
- ``wshot2_discard_redraw`` (415.9d, 415.9e): "Target opponent discards his hand, then draws that many cards." — each
  named player (``mill.players``) discards his whole hand, then draws as many cards as he discarded; the count
  ``{"k": "ws2_done"}`` is how many cards were discarded ("for each card discarded in this way").
- ``wshot2_random`` (EN 709.1; "at random" as ``engine.wow.wreal_random`` reads it: the match's seeded RNG): one card
  in play matching ``condition["filter"]`` (``targets.matches``; with ``Target("opponent")`` among the cards the
  opponent controls) is drawn at random — not a target, so Untargetable cards count — and is destroyed
  (``condition["do"]`` "destroy", 415.9c) or dealt ``amount`` damage of type ``stat`` by your hero ("damage", 408.2c).
  None matching: nothing happens.
- ``wshot2_destroy_damaged_else`` (415.9c, 405.4, EN 709): "If target ally is damaged, destroy it. Otherwise, your hero
  deals 1 melee damage to it." — checked on resolution: a target with damage on it is destroyed, else your hero
  deals it ``amount`` damage of type ``stat``.
- ``wshot2_mill_pair`` (415.3a, 415.2): "Target player puts the top two cards of his deck into is graveyard. If they're
  both abilities, both allies, or both equipment, …" — each named player (``mill.players``) puts his top ``amount``
  cards into his graveyard; "If you do" after it (``if_done``, EN 709.3) holds only when ``amount`` cards went and
  all are of one of the kinds ability / ally / equipment (weapon, armor and item are all equipment, 300.1).
- ``wshot2_exhaust_hit`` (411.1, 405.4): "Exhaust up to two target heroes and/or allies. Your hero deals 1 melee damage
  to each character exhausted this way." — each target that is ready and can be exhausted (103.2) is exhausted, and
  only those are dealt ``amount`` ``stat`` damage by your hero.
- ``wshot2_hero_face`` (301.2, 301.2a): "… and you may turn it face up / face down." — each target hero turns to its
  front (``stat`` "up") or its back ("down", ``faces.shows_back``); one already showing that face stays.
- ``wshot2_note`` (EN 709 "if …" about the link's target): a following ``if_done`` effect happens only if the target
  entered play this turn (``stat`` "entered": "If that ally entered play this turn, …"). Other ``stat`` values add a
  number read from the targets as the power resolves to the source's sum (``condition={"reset": True}``: start from 0),
  which the count ``{"k": "ws2_sum", "plus": N, "times": M}`` reads as (sum + N) × M: "atk" (205.1; "their combined
  ATK"), "health" (its health), "half_remaining" (half its health left, rounded up: "half of its remaining health,
  rounded up"), "equipment_party" (the equipment its controller controls: "for each equipment in that character's
  party"). The same with ``wshot2_destroy_sum``: each target is destroyed and its health left before (last known
  information) is added only if it was ("the combined remaining health of allies destroyed this way").
- ``wshot2_hand_to_top`` (415.3a, EN 709.1): "… then put a card from your hand on top of your deck." — the link's
  controller picks ``amount`` cards of his hand on resolution (no target) and puts them on top of his deck, one at a
  time; an empty hand: nothing happens.
- ``wshot2_shuffle_under_top`` (415.3b): after a looked-at card was put on top ("Choose one, shuffle the rest into
  your deck, then put that card on top."), the deck is shuffled and that card put back on top; the player still
  knows it (he chose it).
- ``wshot2_copy_tokens`` (402.3, 404.2): "Put a copy of each token ally you control into play." — a token copy
  (``copies.token_copy``) of each token ally the link's controller controls as it resolves (the new copies aren't
  copied again).
- The count ``{"k": "ws2_tagged", "tags": [...]}``: the face-up heroes and allies you control with any of the tags
  (202.3; "for each Demon and/or Monster hero and ally you control": a Demon Monster counts once).
- ``wshot2_heal_each`` (407.1, 408.2c): your hero heals ``amount`` damage from each target (``Target("each", …)``),
  one packet each; the count ``{"k": "ws2_done"}`` is how many characters were healed (damage removed, 407.3) and
  ``{"k": "ws2_healed"}`` how much damage in all ("For each character healed this way", "for each damage healed
  this way").
- The count ``{"k": "ws2_doubled", "name": NAME}``: 2 to the power of the cards named NAME in your graveyard ("That
  damage is doubled for each other card named Concussive Barrage in your graveyard": the resolving card is on the
  chain, not in the graveyard, 305.1).
- ``wshot2_remove_damage`` (EN 709.1; removing damage is no healing, 407.1, so "can't be healed" doesn't stop it): all
  damage on each target is removed ("Attach to your hero and remove all damage from it.").
- ``wshot2_combat_damage`` (405.4, 408.2c): your hero deals ``amount`` ``stat`` damage to each target, and "That damage
  counts as combat damage." (``damage.deal(combat=True)``: what reads combat damage — prevention of combat damage,
  "when … deals combat damage" — sees it so).
- ``wshot2_deck_allies`` (415.3, 710.1, 415.3b): "Each player reveals his deck, puts all revealed ally cards into
  play, and then shuffles his deck." — in turn order (802) each player reveals his deck, every ally card of it enters
  play under his control as a resolving card would (``continuations.resolve_card``), then he shuffles his deck.
- ``wshot2_pick_own`` (EN 709.1, 802): each named player (``mill.players``, in turn order) picks cards he controls
  matching ``condition["filter"]`` (not targets) — ``amount`` of them, or with ``condition["keep"]`` = K as many as
  leave him K ("destroys resources he controls until he controls three") — and they are destroyed (``stat``
  "destroy", 415.9c) or put on top of their owners' decks in the order picked, the last picked on top ("deck_top",
  415.3a: "puts three allies from his party on top of their owner's decks"); with the filter's ``zone`` "graveyard"
  (a search filter, ``search.card_matches``) he picks among his graveyard's cards and they go into his hand ("hand":
  "Each player puts a [Horde] ally from his graveyard into his hand."; ``zone`` "removed": his removed-from-game cards).
  Fewer cards: he picks them all; ``condition["up_to"]``: he may pick fewer ("Put up to five …"). From the graveyard
  also "resource_row" (412.2: face down and exhausted) and "play" (710.1, as a resolving card would enter play).
  ``condition["distinct"]`` ("first" on the first of several): "with different names" — a card named as one picked
  before in this resolution isn't offered.
- The count ``{"k": "ws2_n", "n": N}``: the number N ("heals double X": X times 2). ``wshot2_all`` also reads
  ``condition["max_atk"]``: only cards with that ATK or less (205.1; "exhaust each ally with 5 or less ATK")."""

from __future__ import annotations

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, discard_ban, exhaust_tax, grave_route, zone_moves
from . import keywords as kw
from .answers import handles
from .conditions import count_reader, has_tag
from .damage import deal
from .invincible import cant_leave_play, stays
from .leaving_play import destroy
from .ops import GAME, OpCall
from .restrictions import can_exhaust, can_ready
from .rules import EN, R


@resolves(GAME, "wshot2_self_atk")
def _self_atk(call: OpCall) -> list[Event]:
    st = call.st
    unpreventable = bool((call.eff.condition or {}).get("unpreventable"))
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and kw.is_character(st, uid):
            events += deal(st, uid, uid, kw.atk(st, uid), call.eff.stat or "melee", unpreventable=unpreventable, via=call.link.uid)
    return events


def friendly_host(st, uid: int, player: int) -> bool:
    """``uid`` is attached to a hero or ally ``player`` controls (400.1)."""
    host = st.table.cards[uid].attached_to
    return host is not None and host in st.table.cards and kw.in_play(st, host) and kw.is_character(st, host) \
        and st.table.cards[host].controller == player


@resolves(GAME, "wshot2_destroy_unless_friendly")
def _destroy_unless_friendly(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    always = bool((call.eff.condition or {}).get("always"))
    was_friendly = False
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        friendly = friendly_host(st, uid, call.player)
        was_friendly = was_friendly or friendly
        if friendly and not always:
            events.append(Event("not_destroyed", f"{kw.name(st, uid)} is attached to a friendly character: not destroyed",
                                R("415.9c"), call.player, data={"uid": uid}))
            continue
        events += destroy(st, uid, R("415.9c"))
    if always:
        call.link.data["done"] = was_friendly  # what "If it was attached to a friendly hero or ally" reads (EN 709.3)
    return events


KEPT = "_wshot2_kept"
"""Card flag: the ATK ``wshot2_keep_ref`` kept as the source last resolved."""
SUM = "_wshot2_sum"
"""Card flag: the number ``wshot2_note`` / ``wshot2_destroy_sum`` added up as the source last resolved."""
HEALED = "_wshot2_healed"
"""Card flag: the damage ``wshot2_heal_each`` healed as the source last resolved."""
DONE = "_wshot2_done"
"""Card flag: how many cards the source's ``wshot2_all`` changed as it last resolved."""


@count_reader("ws2_")
def ws2_count(st, player: int, key: dict, source: int | None = None) -> int:
    """``{"k": "ws2_done"}``: the cards the source's ``wshot2_all`` destroyed, exhausted or readied."""
    if key["k"] == "ws2_hero_atk":  # "Double your hero's ATK this turn": +X, X its ATK as the power resolves (EN 709)
        return max(0, kw.atk(st, st.heroes[player]))
    if key["k"] == "ws2_tagged":
        return sum(1 for z in range(st.num_players) for zone in ("hero_row", "allies") for u in st.table.zone(z, zone)
                   if st.table.cards[u].controller == player and not st.table.cards[u].face_down and kw.is_character(st, u)
                   and any(has_tag(st, u, t) for t in key["tags"]))
    if key["k"] == "ws2_healed":
        card = st.table.cards.get(source) if source is not None else None
        return int(card.flags.get(HEALED, 0)) if card is not None else 0
    if key["k"] == "ws2_sum":
        card = st.table.cards.get(source) if source is not None else None
        return ((int(card.flags.get(SUM, 0)) if card is not None else 0) + int(key.get("plus", 0))) * int(key.get("times", 1))
    if key["k"] == "ws2_doubled":
        return 2 ** sum(1 for u in st.table.zone(player, "graveyard") if (kw.data(st, u).get("name") or "") == key["name"])
    if key["k"] == "ws2_n":
        return int(key["n"])
    if key["k"] == "ws2_kept":
        card = st.table.cards.get(source) if source is not None else None
        return (int(card.flags.get(KEPT, 0)) if card is not None else 0) + int(key.get("plus", 0))
    if key["k"] == "ws2_done":
        card = st.table.cards.get(source) if source is not None else None
        return int(card.flags.get(DONE, 0)) if card is not None else 0
    raise ValueError(f"unknown count key {key['k']!r} (engine.wow.wshot2)")


@resolves(GAME, "wshot2_all")
def _all(call: OpCall) -> list[Event]:
    from .targets import matches

    st, p, eff = call.st, call.player, call.eff
    flt = (eff.condition or {}).get("filter", {})
    if eff.target is None:
        players = list(range(st.num_players))
    elif eff.target.kind == "opponent":
        players = [q for q in range(st.num_players) if q != p]
    else:  # a chosen player, named by his hero (EN 706); an illegal target: nobody (709.2a)
        players = [st.table.cards[u].controller for u in call.uids]
    cards = [u for q in players for z in ("hero_row", "allies", "resources") for u in st.table.zone(q, z)
             if st.table.cards[u].controller == q and u != call.link.uid and matches(st, p, u, flt, call.link.uid)
             and ("max_atk" not in (eff.condition or {}) or kw.atk(st, u) <= eff.condition["max_atk"])]
    if eff.stat == "tap" and exhaust_tax.gate(call, [u for u in cards if not can_exhaust(st, u)]):
        return []  # a taxed card of his own: its controller is asked first (403.1, engine.wow.exhaust_tax)
    events: list[Event] = []
    n = 0
    for uid in cards:
        card = st.table.cards[uid]
        if eff.stat == "destroy":
            if not kw.in_play(st, uid):
                continue
            done = destroy(st, uid, R("415.9c"))
            n += any(e.kind == "destroy" for e in done)
            events += done
        elif eff.stat in ("tap", "untap"):
            want = eff.stat == "tap"
            if card.tapped == want or not (exhaust_tax.may_exhaust(st, call.link, uid) if want else can_ready(st, uid)):  # 411.2; "can't ready" (103.2)
                continue
            events.append(effects.set_tapped(st.table, uid, want, R("411.1"), "exhausted"))
            n += 1
        else:
            raise ValueError(f"wshot2_all: stat {eff.stat!r} is destroy, tap or untap")
    source = st.table.cards.get(call.link.uid)
    if source is not None:
        source.flags[DONE] = n
    return events


@resolves(GAME, "wshot2_keep_ref")
def _keep_ref(call: OpCall) -> list[Event]:
    from . import refs

    card = call.st.table.cards.get(call.link.uid)
    if card is not None:
        before = int(card.flags.get(KEPT, 0)) if (call.eff.condition or {}).get("add") else 0
        card.flags[KEPT] = before + refs.amount(call.link, "atk")
    return []


@resolves(GAME, "wshot2_discard_redraw")
def _discard_redraw(call: OpCall) -> list[Event]:
    from . import may_skip_draw
    from .mill import players
    from .procedure import discard_cards  # (as hand_discard does: procedure doesn't import this module)

    st = call.st
    events: list[Event] = []
    total = 0
    draws: list[list[int]] = []
    for q in players(call):  # (one player: "target opponent")
        if discard_ban.cant_discard(st, q):  # 103.2: no discard, so "that many" draws are none
            events.append(discard_ban.refused(q))
            continue
        hand = list(st.table.zone(q, "hand"))
        events.append(Event("discard", f"P{q + 1} discards their hand ({len(hand)} card(s))", R("415.9d"), q))
        events += discard_cards(st, q, hand)
        draws.append([q, len(hand)])
        total += len(hand)
    source = st.table.cards.get(call.link.uid)
    if source is not None:
        source.flags[DONE] = total  # "for each card discarded in this way"
    return events + may_skip_draw.op_draws(call, draws, R("415.9e"))  # then the draws ("you may skip drawing it instead" may ask, EN 716)


@resolves(GAME, "wshot2_random")
def _random(call: OpCall) -> list[Event]:
    from .targets import matches

    st, p, eff = call.st, call.player, call.eff
    cond = eff.condition or {}
    owners = [q for q in range(st.num_players) if q != p] if eff.target is not None and eff.target.kind == "opponent" else range(st.num_players)
    pool = sorted(u for q in owners for z in ("hero_row", "allies") for u in st.table.zone(q, z)
                  if st.table.cards[u].controller == q and not st.table.cards[u].face_down and matches(st, p, u, cond.get("filter", {}), call.link.uid))
    if not pool:
        return [Event("random", "Nothing to pick at random", EN("709.1"), p)]
    uid = st.rng.choice(pool)
    events = [Event("random", f"{kw.name(st, uid)} is picked at random", EN("709.1"), p, data={"uid": uid})]
    if cond.get("do") == "destroy":
        return events + destroy(st, uid, R("415.9c"))
    if cond.get("do") == "damage":
        return events + deal(st, st.heroes[p], uid, call.amount, eff.stat or "melee", via=call.link.uid)
    raise ValueError(f"wshot2_random: do {cond.get('do')!r} is destroy or damage")


@resolves(GAME, "wshot2_destroy_damaged_else")
def _destroy_damaged_else(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if not kw.in_play(st, uid):
            continue
        if st.table.cards[uid].damage > 0:
            events += destroy(st, uid, R("415.9c"))
        else:
            events += deal(st, st.heroes[call.player], uid, call.amount, call.eff.stat or "melee", via=call.link.uid)
    return events


KINDS = {"ability": "ability", "ally": "ally", "weapon": "equipment", "armor": "equipment", "item": "equipment"}
"""Card types → the kinds "both abilities, both allies, or both equipment" compares (300.1: equipment = weapon, armor, item)."""


@resolves(GAME, "wshot2_mill_pair")
def _mill_pair(call: OpCall) -> list[Event]:
    from .mill import players

    st = call.st
    events: list[Event] = []
    same = True
    for q in players(call):
        moved: list[int] = []
        for _ in range(max(0, call.amount)):
            deck = st.table.zone(q, "deck")
            if not deck:
                break
            uid = deck[0]  # 415.3a: the top card
            events.append(grave_route.move(st, uid, R("415.2"), player=st.table.cards[uid].owner))
            moved.append(uid)
        kinds = {KINDS.get(str(kw.data(st, u).get("type") or "").lower()) for u in moved}
        same = same and len(moved) == call.amount and len(kinds) == 1 and None not in kinds
    call.link.data["done"] = same
    return events


@resolves(GAME, "wshot2_exhaust_hit")
def _exhaust_hit(call: OpCall) -> list[Event]:
    st = call.st
    if exhaust_tax.gate(call, [u for u in call.uids if kw.in_play(st, u)]):
        return []  # a taxed card of his own: its controller is asked first (403.1, engine.wow.exhaust_tax)
    events: list[Event] = []
    for uid in call.uids:
        card = st.table.cards[uid]
        if not kw.in_play(st, uid) or card.tapped or not exhaust_tax.may_exhaust(st, call.link, uid):
            continue
        events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
        events += deal(st, st.heroes[call.player], uid, call.amount, call.eff.stat or "melee", via=call.link.uid)
    return events


@resolves(GAME, "wshot2_hero_face")
def _hero_face(call: OpCall) -> list[Event]:
    from .faces import flip, shows_back

    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and kw.is_hero(st, uid) and shows_back(st, uid) != (call.eff.stat == "down"):
            events += flip(st, call.player, uid)
    return events


@resolves(GAME, "wshot2_note")
def _note(call: OpCall) -> list[Event]:
    st, stat = call.st, call.eff.stat
    if stat == "entered":
        call.link.data["done"] = any(kw.in_play(st, u) and st.table.cards[u].entered_turn == st.turn for u in call.uids)
        return []
    source = st.table.cards.get(call.link.uid)
    if source is None:
        return []
    total = 0 if (call.eff.condition or {}).get("reset") else int(source.flags.get(SUM, 0))
    for u in call.uids:
        if not kw.in_play(st, u):
            continue
        if stat == "atk":
            total += max(0, kw.atk(st, u))
        elif stat == "health":
            total += max(0, kw.health(st, u))
        elif stat == "half_remaining":
            total += (max(0, kw.health(st, u) - st.table.cards[u].damage) + 1) // 2
        elif stat == "equipment_party":
            q = st.table.cards[u].controller
            total += sum(1 for z in range(st.num_players) for w in st.table.zone(z, "hero_row")
                         if st.table.cards[w].controller == q and kw.ctype(st, w) in ("weapon", "armor", "item"))
        else:
            raise ValueError(f"wshot2_note: stat {stat!r}")
    source.flags[SUM] = total
    return []


@resolves(GAME, "wshot2_destroy_sum")
def _destroy_sum(call: OpCall) -> list[Event]:
    st = call.st
    source = st.table.cards.get(call.link.uid)
    total = 0 if (call.eff.condition or {}).get("reset") or source is None else int(source.flags.get(SUM, 0))
    events: list[Event] = []
    for u in call.uids:
        if not kw.in_play(st, u):
            continue
        left = max(0, kw.health(st, u) - st.table.cards[u].damage)  # last known information, before it leaves play
        done = destroy(st, u, R("415.9c"))
        events += done
        if any(e.kind == "destroy" for e in done):
            total += left
    if source is not None:
        source.flags[SUM] = total
    return events


HAND_TOP = "wshot2_hand_to_top"


@resolves(GAME, HAND_TOP)
def _hand_to_top(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    if not hand:
        return [Event("move", "No card in hand to put on the deck", EN("709.1"), p)]
    n = min(max(1, call.amount), len(hand))
    continuations.pause_for(call, HAND_TOP, True,
                            Pending(p, HAND_TOP, f"{call.eff.text or 'Effect'}: choose {n} card(s) of your hand to put on top of your deck",
                                    [Option(str(u), kw.name(st, u)) for u in hand], n, n, EN("709.1")))
    return []


@handles(HAND_TOP)
def answer_hand_to_top(st, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked cards go on top of their owner's deck (415.3a); then the link goes on."""
    w, st.waiting = st.waiting, {}
    w.pop(HAND_TOP, None)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if st.table.cards[uid].zone == "hand":
            ev = zone_moves.move(st, uid, "deck", R("415.3a"), player=st.table.cards[uid].owner, position=0)
            ev.text = f"P{pending.player + 1} puts a card from hand on top of their deck"
            events.append(ev)
    return events + continuations.resume_link(st, w)


@resolves(GAME, "wshot2_shuffle_under_top")
def _shuffle_under_top(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return []
    top = deck[0]
    ev = effects.shuffle(st.table, st.rng, p, "deck", R("415.3b"))
    deck = st.table.zone(p, "deck")
    deck.remove(top)
    deck.insert(0, top)
    st.table.cards[top].known_to = [p]
    return [ev]


@resolves(GAME, "wshot2_copy_tokens")
def _copy_tokens(call: OpCall) -> list[Event]:
    from .copies import token_copy

    st, p = call.st, call.player
    tokens = [u for z in range(st.num_players) for u in st.table.zone(z, "allies")
              if st.table.cards[u].controller == p and st.table.cards[u].flags.get("token") and kw.is_ally(st, u)]
    events: list[Event] = []
    for uid in tokens:
        events += token_copy(st, p, uid)
    return events or [Event("token", "No token ally to copy", EN("709.1"), p)]


@resolves(GAME, "wshot2_heal_each")
def _heal_each(call: OpCall) -> list[Event]:
    from .damage import heal

    st, p = call.st, call.player
    events: list[Event] = []
    chars = healed = 0
    for uid in call.uids:
        before = st.table.cards[uid].damage
        done = heal(st, uid, call.amount, source=st.heroes[p], via=call.link.uid)  # 408.2c: your hero heals
        n = max(0, before - st.table.cards[uid].damage)
        chars += n > 0
        healed += n
        events += done
    source = st.table.cards.get(call.link.uid)
    if source is not None:
        source.flags[DONE], source.flags[HEALED] = chars, healed
    return events


@resolves(GAME, "wshot2_remove_damage")
def _remove_damage(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and kw.is_character(st, uid) and st.table.cards[uid].damage > 0:
            ev = effects.remove_damage(st.table, uid, st.table.cards[uid].damage, EN("709.1"))
            ev.text = f"All damage is removed from {kw.name(st, uid)}"
            events.append(ev)
    return events


@resolves(GAME, "wshot2_combat_damage")
def _combat_damage(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid):
            events += deal(st, st.heroes[call.player], uid, call.amount, call.eff.stat or "melee", combat=True, via=call.link.uid)
    return events


@resolves(GAME, "wshot2_deck_allies")
def _deck_allies(call: OpCall) -> list[Event]:
    from .state import Link

    st = call.st
    events: list[Event] = []
    for i in range(st.num_players):
        q = (st.active + i) % st.num_players  # 802: in turn order
        deck = list(st.table.zone(q, "deck"))
        if deck:
            events.append(effects.reveal(st.table, deck, R("415.3"), q))
        for uid in deck:
            if kw.ctype(st, uid) == "ally" and st.table.cards[uid].zone == "deck":
                events += continuations.resolve_card(st, Link("card", q, uid, label=kw.name(st, uid)))
        events.append(effects.shuffle(st.table, st.rng, q, "deck", R("415.3b")))
    return events


PICK_OWN = "wshot2_pick_own"
NAMES = "_wshot2_names"
"""Card flag: the names ``wshot2_pick_own`` picked with ``condition["distinct"]`` in the source's resolution."""


@resolves(GAME, PICK_OWN)
def _pick_own(call: OpCall) -> list[Event]:
    from .mill import players

    st, cond = call.st, call.eff.condition or {}
    order = [(st.active + i) % st.num_players for i in range(st.num_players)]  # 802: in turn order
    named = set(players(call)) if call.eff.target is not None else {call.player}
    src = st.table.cards.get(call.link.uid)
    if src is not None and cond.get("distinct") == "first":
        src.flags[NAMES] = []  # the first of the picks "with different names"
    continuations.pause_for(call, PICK_OWN, {"queue": [q for q in order if q in named], "filter": cond.get("filter", {}), "keep": cond.get("keep"),
                                             "n": call.amount, "what": call.eff.stat, "source": call.link.uid,
                                             "up_to": bool(cond.get("up_to")), "distinct": bool(cond.get("distinct"))})
    return _pick_next(st)


def _own(st, q: int, flt: dict, source: int) -> list[int]:
    from .targets import cards_matching

    if flt.get("zone") in ("graveyard", "removed"):  # "… from his graveyard / removed from game zone" (a search filter, engine.wow.search)
        from .search import card_matches

        return [u for u in st.table.zone(q, flt["zone"]) if card_matches(st, u, {k: v for k, v in flt.items() if k != "zone"})]
    return [u for u in cards_matching(st, q, {**flt, "side": "friendly"}, source) if st.table.cards[u].controller == q]


def _pick_next(st) -> list[Event]:
    w = st.waiting[PICK_OWN]
    while w["queue"]:
        q = w["queue"][0]
        options = _own(st, q, w["filter"], w["source"])
        if w.get("distinct"):  # "with different names": none named as a card picked before in this resolution
            taken = set((st.table.cards[w["source"]].flags.get(NAMES) or []) if w["source"] in st.table.cards else [])
            options = [u for u in options if kw.name(st, u) not in taken]
        if w["what"] == "destroy":
            options = [u for u in options if not kw.cant_be_destroyed(st, u)]
        n = max(0, len(_own(st, q, w["filter"], w["source"])) - int(w["keep"])) if w["keep"] is not None else w["n"]
        n = min(n, len(options))
        if n > 0:
            verb = {"destroy": "destroy", "hand": "put into your hand", "play": "put into play",
                    "resource_row": "put into your resource row face down and exhausted"}.get(w["what"], "put on top of its owner's deck (the last picked on top)")
            st.pending.append(Pending(q, PICK_OWN, f"Choose {'up to ' if w.get('up_to') else ''}{n} to {verb}",
                                      [Option(str(u), kw.name(st, u) if not st.table.cards[u].face_down else f"Face-down resource {u}") for u in options],
                                      0 if w.get("up_to") else n, n, EN("709.1")))
            return []
        w["queue"].pop(0)
    resume = dict(st.waiting)
    resume.pop(PICK_OWN)
    st.waiting = {}
    return continuations.resume_link(st, resume)


@handles(PICK_OWN)
def answer_pick_own(st, pending: Pending, picks: list[str]) -> list[Event]:
    w = st.waiting[PICK_OWN]
    w["queue"].pop(0)
    events: list[Event] = []
    if w.get("distinct") and w["source"] in st.table.cards:
        flags = st.table.cards[w["source"]].flags
        flags[NAMES] = [*(flags.get(NAMES) or []), *(kw.name(st, int(x)) for x in picks)]
    for uid in (int(x) for x in picks):
        if not kw.in_play(st, uid) and w["what"] not in ("hand", "resource_row", "play"):
            continue
        if w["what"] == "resource_row" and st.table.cards[uid].zone == "graveyard":  # 412.2: face down, exhausted
            card = st.table.cards[uid]
            ev = zone_moves.move(st, uid, "resources", R("412.2"), player=card.owner)
            card.face_down, card.known_to, card.tapped = True, [card.owner], True
            ev.text = f"{kw.name(st, uid)} goes into its owner's resource row face down and exhausted"
            events.append(ev)
        elif w["what"] == "play" and st.table.cards[uid].zone == "graveyard":  # 710.1: enters play as a resolving card would
            from .state import Link

            events += continuations.resolve_card(st, Link("card", pending.player, uid, label=kw.name(st, uid)))
        elif w["what"] == "hand" and st.table.cards[uid].zone in ("graveyard", "removed"):  # 415.2: into its owner's hand
            ev = zone_moves.move(st, uid, "hand", EN("709.1"))
            ev.text = f"P{pending.player + 1} puts {kw.name(st, uid)} from the {st.table.cards[uid].zone} zone into their hand"
            events.append(ev)
        elif w["what"] == "destroy":
            events += destroy(st, uid, R("415.9c"))
        elif cant_leave_play(st, uid):  # 103.2: Invincible, "can't leave play" (engine.wow.invincible)
            events.append(stays(st, uid))
        else:
            from .leaving_play import leave_play

            events += leave_play(st, uid, "deck", R("415.3a"), position=0)
    return events + _pick_next(st)
