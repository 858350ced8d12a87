"""Which cards an effect may act on: compiled filters against cards in play (side, kinds, state,
tag words, cost), legal targets (Untargetable, Immune: EN glossary; cards being played, EN 711)
and the options of a target choice."""

from __future__ import annotations

from engine.core import Option
from engine.core.effects import Effect

from . import (
    another_target,
    attacked_whom,
    counted_exhausted,
    counter_token_checks,
    damage_history_targets,
    doomguard_kind,
    noted_ally,
    pet_call,
    player_shield,
    player_targets,
    removed_noted_targets,
)
from . import keywords as kw
from .cards.keys import INVINCIBLE
from .combat_while import role_fits
from .conditions import holds
from .graveyard import graveyard_targets
from .graveyard_replay import cant_be_interrupted
from .state import Link, WowState
from .thrall_aspects import is_aspect
from .turn_triggers import in_host_party


def chosen_targets(effs: list[Effect]) -> list[Effect]:
    """The effects whose target a player chooses (EN 706)."""
    out = []  # (a loop: no comprehension made for every card listed)
    for e in effs:
        if e.target is not None and e.target.kind == "chosen":
            out.append(e)
    return out


def _has_attachment(st: WowState, uid: int, player: int | None) -> bool:
    """Some card (``player``'s, if given) outside the graveyard and removed zone is attached to ``uid``
    (a function of its own: the names its generator reads are no cells made at every ``matches``)."""
    return any(c.attached_to == uid and (player is None or c.controller == player) and c.zone not in ("graveyard", "removed")
               for c in st.table.cards.values())


def matches(st: WowState, player: int, uid: int, flt: dict, source: int) -> bool:
    """A card in play against a compiled filter: side, kinds, state (ready/exhausted, damaged,
    attacking/defending), a tag/race/class word and cost bounds."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    resource = "resource" in flt.get("types", ())
    if resource and card.zone != "resources":
        if not set(flt.get("types", ())) - {"resource"}:
            return False  # "target resource": any card in a resource row (412), face up or down
        resource = False  # "target ability, ally, equipment, or resource": outside the resource row, by kind
    side = flt.get("side")
    if side is not None and ((side == "opposing" and card.controller == player) or (side == "friendly" and card.controller != player)):
        return False
    if flt.get("exclude_self") and uid == source:
        return False
    if not _RARE.isdisjoint(flt) and not _rare_match(st, player, uid, flt, source):  # (most filters name none of those)
        return False
    state = flt.get("state")  # (read before the kinds: the card's own fields)
    if (state == "exhausted" and not card.tapped and not counted_exhausted.exhausted(st, uid)) or (state == "ready" and card.tapped):  # (Shadowstep)
        return False
    if (state == "damaged" and not card.damage) or (state == "undamaged" and card.damage):
        return False
    if state in ("attacking", "defending"):
        c = st.combat
        if c is None or c.stage not in ("proposed", "step") or uid != (c.attacker if state == "attacking" else c.defender):
            return False
    if not resource and kw.kinds(st, uid).isdisjoint(flt.get("types", ())):
        return False
    if resource and flt.get("face_up") and (card.face_down or (flt["face_up"] != "any" and flt["face_up"] not in kw.kinds(st, uid))):
        return False  # "target face-up resource", "target quest" (a quest in play is a face-up resource, 412.1b)
    if resource:
        return True  # "target resource", "one of your exhausted resources": no tag or cost is read
    if _LAST.isdisjoint(flt):
        return True  # no tag, keyword, attachment, face or cost named (most filters): no data read
    d = kw.data(st, uid)
    tag = (flt.get("tag") or "").lower()
    if tag and tag not in kw.words(st, uid):  # 202.1a, 202.3, 202.4a
        return False
    if flt.get("any_tag") and not {t.lower() for t in flt["any_tag"]} & kw.words(st, uid):
        return False  # "Black or Twilight Dragonkin": one of the tags (202.1a)
    if flt.get("keyword") and not kw.has(st, uid, flt["keyword"]):
        return False  # "target ally with Protector" (helper wact2)
    if flt.get("any_keyword") and not any(kw.has(st, uid, k) for k in flt["any_keyword"]):
        return False  # "target ally with Mend or Protector" (helper gear)
    if flt.get("own_attachment") and not _has_attachment(st, uid, player):
        return False  # "each opposing hero and ally that has an attachment you control" (400.1; helper wact2)
    if flt.get("flipped") and not st.table.peek(uid).flags.get("flipped"):
        return False  # "target face-down hero": one turned to its back (301.2, engine.wow.faces)
    cost = d.get("cost") or 0
    return not (("max_cost" in flt and cost > flt["max_cost"]) or ("min_cost" in flt and cost < flt["min_cost"]))


_RARE = frozenset(("first_player", "owned", "active_party", "host_party", "entered_this_turn", "not_tag", "not_tags", "dealt_turn", "combat_role",
                   "not_attached_friendly", "is_attachment", "has_attachment", "is_host", "attached_friendly", "other_than", "not_uids",
                   "party_player", "wtk", "attached_hero", "name_is", "wb30", "named_in_grave", "shares_noted", "wc31", "xd32_self", "yg33_hero_if",
                   "also_state", "zo36_aspect", "zo36_kind_chosen"))
"""The filter keys ``_rare_match`` reads (a filter naming none of them is not asked)."""
_LAST = frozenset(("tag", "any_tag", "keyword", "any_keyword", "own_attachment", "flipped", "max_cost", "min_cost"))
"""The filter keys ``matches`` reads last, from the card's words, keywords, attachments, face and cost."""


def _rare_match(st: WowState, player: int, uid: int, flt: dict, source: int) -> bool:
    """``matches``' seldom named filters: ownership, party, this turn's entering and damage, combat
    role, attachments."""
    card = st.table.peek(uid)  # reading only
    if ("other_than" in flt or "not_uids" in flt or "party_player" in flt or "name_is" in flt) and another_target.excluded(st, player, uid, flt):
        return False  # "another target …" other than the object named before it (engine.wow.another_target)
    if flt.get("also_state") and (card.damage > 0) != (flt["also_state"] == "damaged"):
        return False  # a second state word: "target exhausted ally with damage on it" (Ghank; cards.readers.target)
    if flt.get("zo36_aspect") and not is_aspect(st, uid):
        return False  # "an Aspect of Thrall ability you control" (engine.wow.thrall_aspects)
    if flt.get("zo36_kind_chosen") and not doomguard_kind.fits(st, uid, source):
        return False  # "target card of that kind chosen this turn" (engine.wow.doomguard_kind)
    if flt.get("xd32_self") and uid != source:  # "When this ally deals damage …": the source card itself (helper x32play)
        return False
    if flt.get("first_player") and card.controller != st.first_player:  # "if its controller went first this game" (101)
        return False
    if flt.get("owned") and card.owner != player:  # "target … you own" (401.2)
        return False
    if flt.get("active_party") and card.controller != st.active:  # "in that opponent's party": the turn player's (415.8b)
        return False
    if flt.get("host_party") and not in_host_party(st, uid, source, flt["host_party"]):  # "in attached hero's party"
        return False
    if (flt.get("entered_this_turn") or flt.get("not_tag") or flt.get("not_tags")) and not extra_match(st, uid, flt):
        return False
    if flt.get("dealt_turn") and not dealt_this_turn(st, player, uid, flt["dealt_turn"]):
        return False
    if flt.get("combat_role") and not role_fits(st, player, uid, flt["combat_role"]):  # "target protecting ally" (engine.wow.combat_while)
        return False
    if flt.get("not_attached_friendly") and card.attached_to in st.table.cards and st.table.cards[card.attached_to].controller == player:
        return False  # "target ability that's not attached to a friendly card"
    if flt.get("attached_friendly") and not (card.attached_to in st.table.cards and st.table.cards[card.attached_to].controller == player):
        return False  # "target ability that's attached to a friendly card" (helper watt)
    if flt.get("attached_hero") and card.attached_to != st.heroes[player]:
        return False  # "target abilities attached to your hero" (400.1; helper wmech)
    if flt.get("is_attachment") and card.attached_to not in st.table.cards:
        return False  # "target attachment": a card attached to another (400.1)
    if flt.get("is_host") and (source not in st.table.cards or st.table.peek(source).attached_to != uid):
        return False  # "attached ally": the card the source is attached to (400.1; helper oneshot_b)
    if flt.get("wb30") and not attacked_whom.target_fits(st, player, uid, flt["wb30"], source):
        return False  # "target ally that attacked your hero this turn but dealt no combat damage to it" (helper w30abil2)
    if flt.get("wtk") and not counter_token_checks.target_fits(st, player, uid, flt["wtk"], source):
        return False  # "with one or more counters", "with cost … the number of token allies you control" (helper wtok)
    if flt.get("named_in_grave") and not _named_in_grave(st, uid):
        return False  # "… that shares a name with a card in its controller's graveyard" (200.1; helper w30quest)
    if flt.get("shares_noted") and not noted_ally.shares(st, uid, source):
        return False  # "… that shares a class or race with that ally" (202.1a; engine.wow.noted_ally)
    if flt.get("wc31") and not damage_history_targets.target_fits(st, player, uid, flt["wc31"], source):
        return False  # "… that damage was dealt with or dealt by this turn" (408.3d; engine.wow.damage_history_targets)
    if flt.get("yg33_hero_if") and uid in st.heroes and not holds(st, player, source, flt["yg33_hero_if"]):
        return False  # "target ally, or target hero or ally if you control a Ranged weapon" (Wyvern Sting; 706.1)
    return not (flt.get("has_attachment") and not _has_attachment(st, uid, None))  # "target hero or ally with an attachment"


def _named_in_grave(st: WowState, uid: int) -> bool:
    """Whether a card in the graveyard of ``uid``'s controller has ``uid``'s name (200.1)."""
    name = kw.data(st, uid).get("name")
    return bool(name) and any((st.cards.get(c.card_id) or {}).get("name") == name for c in st.table.peek_in(st.table.peek(uid).controller, "graveyard"))


def extra_match(st: WowState, uid: int, flt: dict) -> bool:
    """Filters of the damage templates (``cards.templates_damage``): ``entered_this_turn``
    (entered play this turn) and ``not_tag`` (a "non-Demon" character: it lacks that
    race/class/tag word, 202.1a); ``not_tags``: it lacks each of those words."""
    if flt.get("entered_this_turn") and st.table.cards[uid].entered_turn != st.turn:
        return False
    if flt.get("not_tags") and any(t.lower() in kw.words(st, uid) for t in flt["not_tags"]):
        return False  # "Non-[Horde], non-[Alliance] allies" (helper activated)
    return not (flt.get("not_tag") and flt["not_tag"].lower() in kw.words(st, uid))


def dealt_this_turn(st: WowState, player: int, uid: int, spec: dict) -> bool:
    """The ``dealt_turn`` filter (``cards.readers.DEALT_THIS_TURN``): the card was dealt damage this
    turn (``role`` "target") or dealt damage this turn (``role`` "source"), as this turn's history
    kept (``quests.note``: damage packets that were dealt, 408.2a) — of a damage type (``dtype``),
    in combat (``combat``, 408.3b) or by the player's hero (``by`` "hero"); with ``min_n`` at least that much damage in all
    ("that was dealt 10 or more frost damage this turn", Cerith Spire Staff; helper x32dmg)."""
    need, got = int(spec.get("min_n", 0)), 0
    for e in st.turn_log:
        if e.get("turn") != st.turn or e.get("ev") != spec.get("ev", "damage"):
            continue  # ("ev" "heal": "target hero or ally that was healed this turn", helper wtime)
        if e.get("src" if spec.get("role") == "source" else "to") != uid:
            continue
        if (spec.get("combat") and not e.get("combat")) or (spec.get("dtype") and e.get("dtype") != spec["dtype"]):
            continue
        if spec.get("by") == "hero" and e.get("src") != st.heroes[player]:
            continue
        got += int(e.get("n", 0)) if need else 1
        if got >= max(need, 1):
            return True
    return False


def legal_targets(st: WowState, player: int, eff: Effect, source: int) -> list[int]:
    """Cards in play matching the filter; Untargetable cards can't be targeted by opponents,
    Immune and Invincible ones by anyone (EN glossary)."""
    flt = eff.target.filter if eff.target else {}
    if flt.get("chain"):
        return interruptible(st, flt, source)
    if flt.get("player"):  # "target player" (EN 706): each player, named by his hero (a player is no card: no Untargetable)
        return [h for q, h in enumerate(st.heroes) if kw.in_play(st, h) and not player_shield.shielded(st, player, q)]  # an Untargetable player
    if flt.get("zone") == "graveyard":  # "target ally card in your graveyard" (engine.wow.graveyard): no powers work there
        return graveyard_targets(st, player, flt, source)
    if flt.get("zone") == removed_noted_targets.ZONE:  # "target card that was removed from the game this way" (helper o36wow)
        return removed_noted_targets.targets(st, source)
    return _in_play_targets(st, player, flt, source, False)


def has_legal_target(st: WowState, player: int, eff: Effect, source: int) -> bool:
    """Whether ``legal_targets`` is not empty (asked for every card and power listed, EN 707.1d): the
    cards in play are read up to the first legal one."""
    flt = eff.target.filter if eff.target else {}
    if flt.get("chain") or flt.get("player") or flt.get("zone") in ("graveyard", removed_noted_targets.ZONE):
        return bool(legal_targets(st, player, eff, source))
    return bool(_in_play_targets(st, player, flt, source, True))


def _in_play_targets(st: WowState, player: int, flt: dict, source: int, first: bool) -> list[int]:
    """``legal_targets`` among the cards in play (``first``: only the first one found)."""
    out = []
    shielded = not (kw.none_has(st, "Immune") and kw.none_has(st, "Untargetable") and kw.none_has(st, INVINCIBLE))  # else no card's keywords are read
    zones = zones_of(flt)
    cards = st.table.cards._cur  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    for p in range(st.num_players):
        for zone in zones:
            for uid in st.table.zones[p][zone]:  # reading only: no list copied
                card = cards[uid]
                if not matches(st, player, uid, flt, source):
                    continue
                if zone != "hero_row" and "hero" in flt.get("types", ()) and "hero" in kw.kinds(st, uid):
                    continue
                if uid in st.heroes and pet_call.untargetable(st, uid, player):
                    continue  # "While you control a Pet this turn, your hero has Untargetable" (engine.wow.pet_call)
                if card.face_down or not shielded:
                    out.append(uid)  # a face-down resource has no powers (Untargetable, Immune)
                else:
                    keys = kw.keywords_read(st, uid)  # (only read: no copy)
                    if "Immune" in keys or INVINCIBLE in keys or ("Untargetable" in keys and card.controller != player):  # Invincible: by anyone (keys.INVINCIBLE)
                        continue
                    out.append(uid)
                if first:
                    return out
    return out


def distinct_targets_exist(st: WowState, player: int, needs: list[Effect], source: int) -> bool:
    """EN 707.1d: every required target can be chosen, and targets that must be different cards
    ("a second target …", filter ``distinct``) have enough different legal cards."""
    required = [e for e in needs if not e.optional and not (e.target and e.target.up_to)]
    if not any(e.target and e.target.filter.get("distinct") for e in required):
        return True
    pools = [set(legal_targets(st, player, e, source)) for e in required]
    if not (all(pools) and len(set().union(*pools)) >= len(required)):
        return False
    if any(e.target is not None and e.target.filter.get("one_graveyard") for e in required):  # "… target cards in one graveyard"
        legal = set().union(*pools)
        owners = {st.table.peek(u).owner for u in legal}
        return any(sum(1 for u in legal if st.table.peek(u).owner == q) >= len(required) for q in owners)
    return True


def target_options(st: WowState, eff: Effect, uids: list[int]) -> list[Option]:
    """The options of a target choice: cards by name; a player ("target player") as P1/P2 with his hero."""
    player = bool(eff.target and eff.target.filter.get("player"))
    return [Option(str(u), f"P{st.table.cards[u].controller + 1} ({kw.name(st, u)})" if player else kw.name(st, u)) for u in uids]


def interruptible(st: WowState, flt: dict, source: int) -> list[int]:
    """EN 711: cards being played (card links on the chain, other than the interrupting card)
    of the named kinds."""
    if flt.get("reward"):  # "Interrupt target quest reward effect." (engine.wow.reward_interrupt, helper w8a)
        from .reward_interrupt import rewards

        return rewards(st)
    out = []
    for link in st.chain:
        if flt.get("effects") and link.kind in ("power", "trigger") and link.uid != source and link.uid in st.table.cards:
            if flt.get("targeting_friendly") and not _targets_friendly(st, link, _player_of(st, source)):
                continue  # "Interrupt target card or effect targeting a card in play you control." (Vindicator Kentho;
            if link.uid not in out:  # an effect is named by its source card, EN 711, engine.wow.effect_interrupts)
                out.append(link.uid)
            continue
        if link.kind != "card" or link.uid == source or cant_be_interrupted(st, link.uid):  # "This ability can't be interrupted." (103.2)
            continue
        d = kw.data(st, link.uid)
        t = d.get("type", "")
        kinds = {t, "equipment"} if t in ("weapon", "armor", "item") else {t}
        if "any" not in flt["types"] and not kinds & set(flt["types"]):
            continue
        if "max_cost" in flt and (d.get("cost") or 0) + link.x > flt["max_cost"]:
            continue
        if "max_cost_count" in flt and (d.get("cost") or 0) + link.x > kw.per_count(st, st.table.cards[source].controller, flt["max_cost_count"], source):
            continue  # "with cost less than or equal to the number of Mages and Rogues you control", counted now (helper w8a)
        if flt.get("instant") and not d.get("instant"):
            continue  # "Interrupt target instant."
        if flt.get("single_target") and player_targets.count(st, link) != 1:  # its cards and players (engine.wow.player_targets)
            continue  # "… an ability card with a single target" (EN 706; helper wprev, engine.wow.wprev_ops)
        if flt.get("targeting_friendly") and not _targets_friendly(st, link, _player_of(st, source)):
            continue  # "Interrupt target ability card that's targeting a card in play you control."
        if flt.get("targeting_hero") and not _targets_hero(st, link, source):
            continue  # "Interrupt target ability that's targeting your hero." (helper wtail3)
        if flt.get("side") == "opposing" and link.controller == _player_of(st, source):
            continue  # "… played by an opponent" (Suffocating Grip; EN 711, helper x32play)
        if flt.get("played_by") and not _played_by(st, link, flt["played_by"]):
            continue  # "… if it was played by a [Horde] player" (206.1b: his hero is Horde)
        out.append(link.uid)
    return out


def _player_of(st: WowState, source: int) -> int:
    """The player of a source card: its controller, or its owner while it has none (a card being played)."""
    card = st.table.cards[source]
    return card.controller if card.controller >= 0 else card.owner


def _targets_hero(st: WowState, link: Link, source: int) -> bool:
    """The link targets the hero of the source's controller (EN 706; the source may have left play to pay its
    cost, e.g. "Put Medallion of the Horde on the bottom of your deck": then its owner's)."""
    card = st.table.cards[source]
    player = card.controller if card.controller >= 0 else card.owner
    return player < len(st.heroes) and st.heroes[player] in link.targets


def _played_by(st: WowState, link: Link, faction: str) -> bool:
    """The player who played the link's card is a ``faction`` player: his hero has that faction (206.1b)."""
    from .conditions import has_tag

    hero = st.heroes[link.controller] if link.controller < len(st.heroes) else None
    return hero is not None and hero in st.table.cards and has_tag(st, hero, faction)


def _targets_friendly(st: WowState, link: Link, player: int) -> bool:
    """The link targets a card in play that ``player`` controls (EN 706)."""
    return any(t in st.table.cards and kw.in_play(st, t) and st.table.cards[t].controller == player for t in link.targets)


def each_matching(st: WowState, player: int, eff: Effect, source: int) -> list[int]:
    return cards_matching(st, player, eff.target.filter, source)


def cards_matching(st: WowState, player: int, flt: dict, source: int) -> list[int]:
    """Every card in play (and in resource rows for "resource") matching a filter, seen by ``player``."""
    return [uid for p in range(st.num_players) for zone in ("hero_row", "allies", *zones_of(flt)[2:]) for uid in st.table.zone(p, zone)
            if matches(st, player, uid, flt, source)]


def zones_of(flt: dict) -> tuple[str, ...]:
    """The zones a filter looks in: the ally and hero rows, and the resource rows for "resource"."""
    return ("allies", "hero_row", "resources") if "resource" in flt.get("types", ()) else ("allies", "hero_row")


def one_graveyard_first(st: WowState, needs: list[Effect], options: list[int]) -> list[int]:
    """The first choice of "two target ally cards in one graveyard": only cards of a graveyard holding enough legal
    cards for every required target (707.1d; later choices keep to that graveyard, ``engine._target_answer``)."""
    required = [e for e in needs if e.target is not None and e.target.filter.get("one_graveyard") and not e.optional and not e.target.up_to]
    if len(required) < 2:
        return options
    owner = {u: st.table.peek(u).owner for u in options}
    return [u for u in options if sum(1 for v in options if owner[v] == owner[u]) >= len(required)]
