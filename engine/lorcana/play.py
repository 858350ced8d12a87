"""Playing a card (4.3.4): announce and reveal, choose ink or one alternative cost (Shift 10.8,
singing 6.3.3.3, Sing Together 10.10), total cost (4.3.4.5), pay (4.3.4.6), then the card is
played (4.3.4.7). Everything is checked before anything changes, so a refused play leaves the
state as it was (4.3.4.1)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, choices
from engine.core.cardmap import owned_get
from engine.core.manual import manual_pending

from .bottom_shift import bottom_problem, start_bottom_shift
from .cards.templates_keywords import shift_variant
from .characteristics import (
    abilities,
    any_static_gives,
    any_static_has,
    can_exert_for_cost,
    condition_holds,
    cost_of,
    count_per,
    ctype,
    data,
    floating_of,
    has,
    in_play_names,
    keyword_value,
    matches,
    name,
    name_keys,
    names_match,
    read_once_of,
    reading,
    static_sources,
    statics_of,
)
from .cost_increases import cost_increase
from .discard_plays import discard_permission, note_discard_play
from .duo_shift import non_character_base, pair_cost, pair_problem, stack_second, variant_ways
from .exerted_entries import note_exerted_entry
from .frames import new_frame
from .ink_drops import drops, paid_for_play, short_text, spend_drops
from .ink_paid import note_ink_paid
from .match_abilities import _LAST as _MATCH_LAST
from .match_abilities import match_abilities
from .may_shift import may_shift, printed_shift
from .next_play import next_play_exerted, next_shift_less, use_next_shift_less
from .opposing_enters_exerted import opposing_enters_exerted
from .paid_free import free_pay_problem, paid_ways, pay_free_play
from .printed_ways import printed_answer
from .prohibitions import free_permission, prohibited, self_prohibited
from .rules import R, refuse, refuse_new
from .self_free import self_free
from .shift_alias import shift_alias_fits, shift_onto_less
from .shift_costs import discard_problem, discard_shift, onto_filter, pay_discard
from .shift_discounts import shift_reduction
from .state import LorcanaState
from .temporary_shift import schedule_return
from .triggers import emit, emit_player
from .turn_records import record_sung
from .under_plays import detach_played, under_permission
from .zones import enter_play, exert_event, leaving_discard, move_card, pass_stack


def ready_ink(st: LorcanaState, player: int) -> list[int]:
    """The ready cards of ``player``'s inkwell, in order (each read as :func:`_ink_available` reads it)."""
    cards = st.table.cards
    base = cards._base or _NO_BASE
    ready = []  # (a loop: the names a comprehension reads would be cells, made on every call)
    own = owned_get(cards)
    for u in st.table.zones[player]["inkwell"]:
        if not (own(u) or base[u]).tapped:
            ready.append(u)
    return ready


def ink_available(st: LorcanaState, player: int) -> int:
    """The {I} the player can pay: ready ink cards plus ink drops (engine.lorcana.ink_drops)."""
    return read_once_of(st, ("ink_available", player), _ink_available, st, player)


_own = dict.get
_NO_BASE: dict[int, Any] = {}


def _ink_available(st: LorcanaState, player: int) -> int:
    """``len(ready_ink(st, player)) + drops(st, player)``: the ready ink cards counted, not listed,
    each read as ``st.table.peek`` reads it (the card the map owns, else the shared one: a card is
    never false) with no list of cards made."""
    cards = st.table.cards
    base = cards._base or _NO_BASE
    n = 0  # (a loop: the names a comprehension reads would be cells, made on every call)
    own = owned_get(cards)
    for u in st.table.zones[player]["inkwell"]:
        if not (own(u) or base[u]).tapped:
            n += 1
    return n + drops(st, player)


def ink_short(st: LorcanaState, player: int, need: int) -> bool:
    """``ink_available(st, player) < need`` (4.3.4.6, 7.5.3), told without counting when nothing is
    needed: the ink available is a count (ready ink cards plus ink drops), never below 0.
    tests/lorcana/test_play_check_shortcuts.py compares."""
    return need > 0 and ink_available(st, player) < need


def playable_from(st: LorcanaState, player: int, uid: int, mode: str) -> bool:
    """4.3.4.2: ``uid`` is in ``player``'s hand, or (paying ink or Shift) a permission lets them play
    it from their discard or from under their item (1.2.1: the card's text wins). A card in the hand
    is in no other zone, so the permissions are asked only of a card not there; the hand is read,
    not taken (Table.zone would copy a shared list). tests/lorcana/test_play_check_shortcuts.py compares."""
    return uid in st.table.zones[player]["hand"] or (
        mode in ("ink", "shift") and (discard_permission(st, player, uid) or under_permission(st, player, uid)))


def pay_ink(st: LorcanaState, player: int, n: int, events: list[Event], rule: str = "4.3.4.6") -> int:
    """Exert ``n`` ready ink cards (4.3.4.6); ink drops pay only what the ready ink can't. The
    number of ink drops removed."""
    ready = ready_ink(st, player)
    for u in ready[:n]:
        st.table.cards[u].tapped = True
    if n:
        events.append(Event("pay", f"P{player + 1} pays {n} ink", R(rule), player))
    if n <= len(ready):
        return 0
    spend_drops(st, player, n - len(ready), events)
    return n - len(ready)


def reduction(st: LorcanaState, player: int, uid: int) -> tuple[int, dict[str, Any] | None]:
    """4.3.4.5: cost decreases ("you pay N less for the next …"); the card's type asked only when one is waiting."""
    waiting = floating_of(st, "cost_reduction")
    if not waiting:
        return 0, None
    t = ctype(st, uid)
    for f in waiting:
        if f["player"] == player and t in f["types"] \
                and (not f.get("filter") or matches(st, uid, f["filter"], player, None)):
            return f["amount"], f
    return 0, None


def sing_value(st: LorcanaState, uid: int, together: bool = False) -> int:
    """10.9.1: Singer N sings as if its cost were N (the higher value counts, P4). Whether Singer
    counts toward a Sing Together total is not addressed (10.10.3 says "ink costs"): option
    ``singer_in_sing_together`` (default True, as the published English rules read). "Counts as
    having +N cost to sing songs" (Atlantica - Concert Hall, Record Player; keyword ``sing_cost``)
    is added to that value."""
    singer = keyword_value(st, uid, "Singer")
    if together and not st.options.get("singer_in_sing_together", True):
        singer = None
    return max(cost_of(st, uid), singer or 0) + (keyword_value(st, uid, "sing_cost") or 0)


def can_sing(st: LorcanaState, uid: int, player: int) -> bool:
    """6.3.3.3: one of your ready, dry characters (Reckless may sing, 10.5.5)."""
    card = st.table.peek(uid)  # reading only
    return (card.controller == player and card.zone == "play" and ctype(st, uid) == "character"
            and can_exert_for_cost(st, uid) and not has(st, uid, "cant_sing"))


def singer_problem(st: LorcanaState, uid: Any, player: int, rule: str = "6.3.3.3") -> tuple[str, str, str] | None:
    """Why ``uid`` can't sing for ``player``, citing the rule that rules it out: not your
    character in play (``rule``: 6.3.3.3, or 10.10.3 for Sing Together), drying (6.1.4: a
    character pays a cost by exerting only if it has been in play since your Set step), exerted
    (``rule``: a ready character), an effect (1.2.2)."""
    card = st.table.cards.get(uid) if isinstance(uid, int) else None
    if card is None or card.zone != "play" or card.controller != player or ctype(st, uid) != "character":
        return (rule, "only your characters in play can sing", "歌えるのはあなたの場のキャラクターだけです")
    if card.tapped:
        return (rule, f"{name(st, uid)} is exerted; only ready characters can sing", f"{name(st, uid)}はエグザート状態です。歌えるのはレディ状態のキャラクターだけです")
    if not can_exert_for_cost(st, uid):
        return ("6.1.4", f"{name(st, uid)} is drying (played this turn) and can't exert to sing",
                f"{name(st, uid)}は塗りたてなので、歌うためにエグザートできません")
    if has(st, uid, "cant_sing"):
        return ("1.2.2", f"an effect says {name(st, uid)} can't sing", f"効果により{name(st, uid)}は歌えません")
    if rule == "6.3.3.3" and has(st, uid, "sing_together_only"):  # "can't sing songs without Sing Together"
        return ("1.2.2", f"{name(st, uid)} can sing only with Sing Together", f"{name(st, uid)}は合唱でしか歌えません")
    return None


def together_problem(st: LorcanaState, player: int, song: int, singers: Any) -> tuple[str, str, str] | None:
    """10.10.3: any number of your ready characters whose total cost is the Sing Together value
    or more; every singer must be able to exert (6.1.4) and is named once."""
    need = keyword_value(st, song, "Sing Together") or 0
    if not isinstance(singers, list) or not singers or not all(isinstance(u, int) for u in singers):
        return ("10.10.3", "name the characters that sing together (a list of your characters)", "一緒に歌うキャラクターを指定してください")
    if len(set(singers)) != len(singers):
        return ("10.10.3", "a character can sing only once", "同じキャラクターは一度しか歌えません")
    for u in singers:
        problem = singer_problem(st, u, player, "10.10.3")
        if problem:
            return problem
    total = sum(sing_value(st, u, True) for u in singers)
    if total < need:
        return ("10.10.3", f"the singers' total cost is {total}; this song needs {need} or more",
                f"歌うキャラクターのコスト合計は{total}です。{need}以上が必要です")
    return None


def together_choices(st: LorcanaState, player: int, song: int, limit: int = 64) -> list[list[int]]:
    """Sets of singers that can sing ``song`` together (10.10.3), smallest first, at most ``limit``."""
    from itertools import combinations

    need = keyword_value(st, song, "Sing Together") or 0
    pool = [u for u in st.table.zone(player, "play") if can_sing(st, u, player)]
    out: list[list[int]] = []
    for size in range(1, len(pool) + 1):
        for combo in combinations(pool, size):
            if sum(sing_value(st, u, True) for u in combo) >= need:
                out.append(list(combo))
                if len(out) >= limit:
                    return out
    return out


def shift_ways(st: LorcanaState, uid: int) -> list[dict[str, Any]]:
    """Each Shift ability of the card: its cost, the filter of the characters it may go on top of
    and its section. Shift N (10.8.1): a character with the same name; Universal Shift N and
    [Classification] Shift N (Comprehensive Rules 2.2.0 8.10.8.1-8.10.8.2, outside the seed
    documents): any character of yours, or one with that classification. Callers only read the ways
    (kept while legal actions are listed: engine.lorcana.characteristics.read_once)."""
    if not may_shift(st, uid):
        return []  # no Shift of any kind (engine.lorcana.may_shift)
    return read_once_of(st, ("shift_ways", uid), _shift_ways, st, uid)


def _shift_ways(st: LorcanaState, uid: int) -> list[dict[str, Any]]:
    ways: list[dict[str, Any]] = []
    value = keyword_value(st, uid, "Shift")
    if value is not None:
        # on a character with the same name; a two-name card ("Maleficent & Diablo") on either name (6.2.4.1)
        ways.append({"cost": value, "onto": onto_filter(str(data(st, uid).get("name", ""))), "rule": "10.8.1"})
    ways.extend(printed_answer(st, uid, "shift_ways", lambda: _text_ways(st, uid)))  # the same for a card not in play
    ways.extend(variant_ways(st, uid))  # Duo / Combo / Potato Shift (2.2.0 8.10.8.3-8.10.8.4, 8.10.8.6; engine.lorcana.duo_shift)
    return ways


def _text_ways(st: LorcanaState, uid: int) -> tuple[dict[str, Any], ...]:
    """The Shift variants of the card's abilities and its "Shift: Discard …" (engine.lorcana.printed_ways)."""
    ways: list[dict[str, Any]] = []
    for ab in abilities(st, uid):
        if ab.kind == "keyword" and ab.ok:
            variant = shift_variant(ab.text)
            if variant is not None:
                if variant["onto"].pop("same_name", False):  # Temporary Shift: a character with the same name (2.2.0 8.10.8.5)
                    variant["onto"]["name"] = str(data(st, uid).get("name", ""))
                ways.append(variant)
    spec = discard_shift(st, uid)
    if spec is not None:  # "Shift: Discard a location card" (10.8.1: an alternate cost; engine.lorcana.shift_costs)
        ways.append({"cost": 0, "onto": onto_filter(str(data(st, uid).get("name", ""))), "rule": "10.8.1", "discard": spec})
    return tuple(ways)


_PLAIN_ONTO = frozenset(("types", "name"))


def _onto_fits(st: LorcanaState, onto: int, flt: dict[str, Any], player: int, uid: int) -> bool:
    """``matches(st, onto, flt, player, uid)``; a filter of card types and a name only (Shift N,
    10.8.1) is read straight from the card data (the same tests ``matches`` makes for those keys)."""
    if flt.keys() <= _PLAIN_ONTO:
        d = data(st, onto)
        return ("types" not in flt or str(d.get("type", "")).lower() in flt["types"]) and (
            "name" not in flt or names_match(str(d.get("name", "")), flt["name"]))
    return matches(st, onto, flt, player, uid)


def _shift_fits(st: LorcanaState, way: dict[str, Any], onto: int, player: int, uid: int) -> bool:
    if way.get("pair_only"):
        return False  # Duo Shift: only on top of two characters (2.2.0 8.10.8.3; engine.lorcana.duo_shift)
    return ctype(st, onto) in way.get("onto_types", ("character",)) and (_onto_fits(st, onto, way["onto"], player, uid) or shift_alias_fits(st, way["onto"], onto, player, uid))


def shift_targets(st: LorcanaState, uid: int, player: int) -> list[int]:
    """10.8.1: one of your characters with the same name (2.2.0 8.10.8.1-8.10.8.2: with the
    classification, or any of your characters)."""
    mine = st.table.zone(player, "play")
    if not mine or (_plain_only(st, uid) and not _name_may_fit(st, str(data(st, uid).get("name", "")), player)):
        return []  # nothing to go on top of; or only Shift N (10.8.1), whose name no card of yours has
    ways = shift_ways(st, uid)
    if not ways or not _may_fit(st, ways, player):
        return []
    return [u for u in mine if any(_shift_fits(st, w, u, player, uid) for w in ways)]


def _may_fit(st: LorcanaState, ways: list[dict[str, Any]], player: int) -> bool:
    """False when no way can fit a card of ``player``'s in play: each wants a name only (Shift N,
    10.8.1) that none of those cards has (6.2.4, 6.2.4.1: a whole name or one of "A & B"), and no card
    of the match "counts as being named …" for Shift (engine.lorcana.shift_alias). The names are
    read once per listing."""
    for w in ways:
        flt = w["onto"]
        wanted = flt.get("name") if flt.keys() <= _PLAIN_ONTO else None
        if type(wanted) is not str or _name_may_fit(st, wanted, player):
            return True
    return False


def _name_may_fit(st: LorcanaState, wanted: str, player: int) -> bool:
    """Whether a card of ``player``'s in play may fit a name-only filter ``wanted`` (see :func:`_may_fit`)."""
    if any_static_gives(st, "shift_alias"):
        return True
    names = _names_in_play(st, player)
    return wanted.strip().casefold() in names or ("&" in wanted and not names.isdisjoint(name_keys(wanted)))  # 6.2.4.1


def shift_names(st: LorcanaState, player: int) -> frozenset[str] | None:
    """For a card not in play with no Shift text (:func:`_plain_only`): the names its Shift N may
    want for :func:`shift_targets` to find a card (casefolded, 6.2.4: ``str(name).strip().casefold()``
    of the card data's ``name``); None when any name may fit (a "counts as being named" ability in
    the match). The same test as :func:`_name_may_fit`, asked once per listing."""
    if any_static_gives(st, "shift_alias"):
        return None
    return _names_in_play(st, player)


def _plain_only(st: LorcanaState, uid: int) -> bool:
    """Whether the card's only possible Shift way is Shift N onto its own name (10.8.1): a card not in
    play whose printed text names no other way (engine.lorcana.may_shift ``printed_shift``; an effect
    or a static can only give it the Shift keyword, engine.lorcana.characteristics ``keyword_value``)."""
    return st.table.peek(uid).zone != "play" and not printed_shift(st, uid)


def _names_in_play(st: LorcanaState, player: int) -> frozenset[str]:
    """Every name :func:`names_match` could find on a card of ``player``'s in play (casefolded):
    kept with the static index for a player still in (engine.lorcana.characteristics ``in_play_names``)."""
    got = in_play_names(st, player)
    if got is not None:
        return got
    return _play_names(st, player)


def _play_names(st: LorcanaState, player: int) -> frozenset[str]:
    """:func:`_names_in_play` worked out (apart: the names a generator reads are cells, made on every call)."""
    return frozenset(k for u in st.table.zone(player, "play") for k in name_keys(str(data(st, u).get("name", ""))))


def shift_cost(st: LorcanaState, uid: int, player: int, onto: int | None = None) -> int:
    """The Shift cost before decreases: the cheapest Shift ability that fits ``onto`` (any one
    when ``onto`` is None)."""
    ways = [w for w in shift_ways(st, uid) if "discard" not in w]  # a discard Shift costs no ink (shift_by_discard)
    fit = [w["cost"] for w in ways if onto is None or (onto in st.table.zone(player, "play") and _shift_fits(st, w, onto, player, uid))]
    return min(fit or [w["cost"] for w in ways] or [0])


def shift_by_discard(st: LorcanaState, uid: int, args: dict[str, Any]) -> dict[str, Any] | None:
    """The "Shift: Discard …" cost this Shift play pays (None: it pays ink): named cards to
    discard choose it, and a card whose only Shift is a discard one always pays it."""
    if args.get("mode") != "shift":  # (asked first: a play with ink or a song pays no Shift cost)
        return None
    spec = discard_shift(st, uid)
    if spec is None:
        return None
    only = not any("discard" not in w for w in shift_ways(st, uid))
    return spec if only or args.get("discard") is not None else None


def play_cost(st: LorcanaState, player: int, uid: int, mode: str, onto: int | None = None, onto2: int | None = None) -> int:
    """Total ink to pay: ink cost or Shift cost, then decreases (4.3.4.5); songs sung cost 0 ink.
    ``onto2``: the second character of a Duo/Combo Shift (engine.lorcana.duo_shift)."""
    if mode == "free":
        return 0  # 4.3.4.10: every ink cost ignored
    more = cost_increase(st, player, uid) if any_static_has(st, "cost_more") else 0  # 4.3.4.5 (engine.lorcana.cost_increases)
    if mode in ("sing", "sing_together"):
        return more  # an alternate cost, plus its increases (4.3.4.5)
    base = shift_cost(st, uid, player, onto) if mode == "shift" else cost_of(st, uid)
    if mode == "shift" and onto is not None and onto2 is not None:
        base = pair_cost(st, uid, player, onto, onto2)  # 2.2.0 8.10.8.3-8.10.8.4, with each base's decrease
    elif mode == "shift" and onto is not None:
        base -= shift_onto_less(st, onto)  # "you pay 1 {I} less to shift a character on top of this character"
    if mode == "shift":
        base -= shift_reduction(st, player, uid)  # "you pay 1 {I} less to play characters using their Shift ability"
        base -= next_shift_less(st, player)  # "you pay 1 {I} less for the next character you shift this turn"
    red, _ = reduction(st, player, uid)
    return max(0, base + more - red - static_reduction(st, player, uid))


def static_reduction(st: LorcanaState, player: int, uid: int) -> int:
    """4.3.4.5 with static abilities: the card's own "you pay N {I} less to play this …" works from
    the hand (7.6.5), and "you pay N {I} less to play X characters" from your cards in play."""
    if not any_static_has(st, "cost_less"):  # no such ability in the match
        return 0
    total = 0
    for s in statics_of(st, uid):
        if s.get("who") == "in_hand" and s.get("cost_less") and not s.get("shift_only") and condition_holds(st, s.get("cond"), player, uid):
            per = s.get("per")
            if per is None:
                total += s["cost_less"]
            else:
                total += s["cost_less"] * count_per(st, player, uid, per)
    for src, s in static_sources(st):
        if (s.get("who") == "yours" and s.get("cost_less") and not s.get("shift_only") and st.table.cards[src].controller == player
                and matches(st, uid, s.get("filter", {}), player, src) and condition_holds(st, s.get("cond"), player, src)):
            # "For each character you have here, you pay 1 {I} less for the first action …" (Owl Island): ``per``
            total += s["cost_less"] * (count_per(st, player, src, s["per"]) if s.get("per") else 1)
    return total


def check_play(st: LorcanaState, player: int, args: dict[str, Any]) -> tuple[int, str]:
    """Every check of 4.3.4 before anything happens; returns (uid, mode)."""
    uid, mode, _ = _check_play(st, player, args)
    return uid, mode


def _check_play(st: LorcanaState, player: int, args: dict[str, Any]) -> tuple[int, str, int]:
    """:func:`check_play`, with the ink the play costs (4.3.4.5-4.3.4.6), asked in one read-only look
    (engine.lorcana.characteristics ``reading``: nothing is written until the play is checked)."""
    with reading(st):
        return _checked_play(st, player, args)


def _checked_play(st: LorcanaState, player: int, args: dict[str, Any]) -> tuple[int, str, int]:
    uid = args.get("uid")
    mode = args.get("mode", "ink")
    if not isinstance(uid, int) or not playable_from(st, player, uid, mode):
        raise refuse("4.3.4.2", "you can only play a card from your hand", "カードは手札からのみプレイできます")
    d = data(st, uid)
    if prohibited(st, player, "play", d):  # 1.2.2: checked before any permission or way to pay
        raise refuse("1.2.2", "an effect says you can't play this card", "効果によりこのカードはプレイできません")
    if self_prohibited(st, player, uid):
        raise refuse("1.2.2", "this card's own text says you can't play it now", "このカード自身の効果により今はプレイできません")
    if mode == "ink":
        pass
    elif mode == "free":
        if free_permission(st, player, d) is None and not self_free(st, player, uid):
            raise refuse("4.3.4.10", "no effect lets you play this card without paying", "このカードをコストを支払わずにプレイできる効果はありません")
        if free_permission(st, player, d) is None and not self_free(st, player, uid, paid=False) and free_pay_problem(st, player, uid, args.get("pay")):
            raise refuse("4.3.4.6", "name the cards that pay this card's other cost", "このカードのインク以外のコストを支払うカードを指定してください")
    elif mode == "shift":
        ways = shift_ways(st, uid)
        if not ways:
            raise refuse("10.8.1", "this card has no Shift", "このカードは変身を持っていません")
        if args.get("onto2") is not None:  # Duo/Combo Shift: both characters named with the play (engine.lorcana.duo_shift)
            problem = pair_problem(st, player, uid, args.get("onto"), args.get("onto2"))
            if problem:
                raise refuse_new(*problem) if problem[0] != "10.8.1" else refuse(*problem)
        elif args.get("onto") not in shift_targets(st, uid, player):
            raise _shift_refusal(ways[0])
        spec = shift_by_discard(st, uid, args)
        problem = discard_problem(st, player, uid, spec, args.get("discard")) if spec is not None else None
        if args.get("bottom") and problem is None:  # "put 5 character cards from your discard on the bottom … to shift this for free"
            problem = bottom_problem(st, player, uid) if args.get("onto2") is None else ("10.8.1", "this Shift goes on top of one character", "この変身は1体のキャラクターの上に行います")
        if problem:
            raise refuse(*problem)
    elif mode == "sing":
        if "Song" not in d.get("subtypes", []):
            raise refuse("6.3.3.3", "only songs can be sung", "歌えるのは歌カードだけです")
        singer = args.get("singer")
        problem = singer_problem(st, singer, player)
        if problem:
            raise refuse(*problem)
        if sing_value(st, singer) < cost_of(st, uid):
            raise refuse("6.3.3.3", f"a character with cost {cost_of(st, uid)} or more must sing this song", f"この歌はコスト{cost_of(st, uid)}以上のキャラクターでなければ歌えません")
    elif mode == "sing_together":
        if not has(st, uid, "Sing Together"):
            raise refuse("10.10.1", "this song has no Sing Together", "この歌は合唱を持っていません")
        if "singers" in args:  # 4.3.4.1: singers named with the play; checked before anything changes
            problem = together_problem(st, player, uid, args["singers"])
            if problem:
                raise refuse(*problem)
        else:
            if _together_total(st, player) < (keyword_value(st, uid, "Sing Together") or 0):
                raise refuse("10.10.1", "your ready characters' total cost is too low to sing this together", "レディ状態のキャラクターのコスト合計が足りません")
    else:
        raise refuse("4.3.4.4", f"unknown way to pay: {mode}", f"不明な支払い方法です: {mode}")
    need = 0 if shift_by_discard(st, uid, args) or _by_bottom(args) else play_cost(st, player, uid, mode, args.get("onto") if mode == "shift" else None,
                                                             args.get("onto2") if mode == "shift" else None)
    if ink_short(st, player, need):
        raise refuse("4.3.4.6", short_text(len(ready_ink(st, player)), ink_available(st, player), need), "レディ状態のインクが足りません")
    return uid, mode, need


def _by_bottom(args: dict[str, Any]) -> bool:
    """A Shift paid with cards of the discard put on the bottom of the deck, for free (engine.lorcana.bottom_shift)."""
    return args.get("mode") == "shift" and bool(args.get("bottom"))


def _shift_refusal(way: dict[str, Any]) -> Exception:
    """Where this Shift may go (10.8.1; 2.2.0 8.10.8.1-8.10.8.2, outside the seed documents)."""
    if way.get("refusal"):  # Duo / Combo / Potato Shift (engine.lorcana.duo_shift)
        return refuse_new(way["rule"], *way["refusal"])
    if way["rule"] == "10.8.1":
        return refuse("10.8.1", "Shift goes on top of one of your characters with the same name", "変身は同じ名前のあなたのキャラクターの上にのみ行えます")
    kind = way["onto"].get("classification")
    if kind is None and way.get("temporary"):
        return refuse_new(way["rule"], "Temporary Shift goes on top of one of your characters with the same name", "一時的変身は同じ名前のあなたのキャラクターの上にのみ行えます")
    if kind is None:
        return refuse_new(way["rule"], "Universal Shift goes on top of one of your characters", "ユニバーサル変身はあなたのキャラクターの上にのみ行えます")
    return refuse_new(way["rule"], f"{kind} Shift goes on top of one of your {kind} characters",
                      f"{kind}変身はあなたの{kind}のキャラクターの上にのみ行えます")


def play_card(st: LorcanaState, player: int, args: dict[str, Any], events: list[Event]) -> None:
    """4.3.4.3-4.3.4.7."""
    uid, mode, need = _check_play(st, player, args)
    from_discard = st.table.cards[uid].zone == "discard"  # played by a permission (engine.lorcana.discard_plays): enters exerted
    from_hand = st.table.cards[uid].zone == "hand"  # nothing below changes the state before the cost is paid: the checked cost
    if from_discard:
        note_discard_play(st, player, uid)  # "you can't play characters with the same name as characters you played this way"
    detach_played(st, uid)  # played from under an item (engine.lorcana.under_plays)
    events.append(Event("reveal", f"P{player + 1} plays {name(st, uid)}", R("4.3.4.3"), player, data={"uid": uid, "card_id": st.table.cards[uid].card_id}))
    by_discard = shift_by_discard(st, uid, args) or _by_bottom(args)
    if from_hand:  # (the same answer as below: nothing has been written since _check_play worked it out)
        cost = need
    else:
        cost = 0 if by_discard else play_cost(st, player, uid, mode, args.get("onto") if mode == "shift" else None,
                                              args.get("onto2") if mode == "shift" else None)
    red, used = reduction(st, player, uid)
    if used is not None and mode not in ("sing", "sing_together") and red and not by_discard:
        st.floating.remove(used)
    paid_for_play(st, player, uid, pay_ink(st, player, cost, events))
    if mode == "free" and free_permission(st, player, data(st, uid)) is None and not self_free(st, player, uid, paid=False) and paid_ways(st, player, uid):
        pay_free_play(st, player, uid, list(args.get("pay") or []), events)  # 4.3.4.6, 4.3.4.10 (engine.lorcana.paid_free)
    if mode == "shift":
        use_next_shift_less(st, player)  # used up by this Shift (4.3.4.5)
    if by_discard and not _by_bottom(args):
        pay_discard(st, list(args["discard"]), events)
    if _by_bottom(args):  # 4.3.4.6: the cards are chosen and put one at a time (engine.lorcana.bottom_shift)
        start_bottom_shift(st, player, uid, args["onto"])
        return
    if mode == "sing":
        singer = args["singer"]
        events.append(exert_event(st, singer, True, R("6.3.3.3"), "exerted"))
        events[-1].text = f"{name(st, singer)} sings {name(st, uid)}"
        emit(st, "sing_self", singer, song=uid)
        emit_player(st, "song_sung_yours", player, {"song": uid})  # "whenever one or more of your characters sings a song": once per song
        record_sung(st, player, uid, [singer])  # "if a character sang this song" (engine.lorcana.turn_records)
    if mode == "sing_together" and "singers" in args:
        finish_sing_together(st, player, list(args["singers"]), {"uid": uid}, events)
        return
    if mode == "sing_together":  # singers not named with the play: asked now; an empty answer takes the play back
        ask_singers(st, player, uid)
        return
    put_played_card(st, uid, player, events, onto=args.get("onto") if mode == "shift" else None, exerted=from_discard,
                    onto2=args.get("onto2") if mode == "shift" else None)
    note_ink_paid(st, uid, mode, cost, by_discard)  # "whenever you pay 2 {I} or less to play a card"


def _able_singers(st: LorcanaState, player: int) -> list[int]:
    """``player``'s characters in play that can sing now (:func:`can_sing`), in order. (The tests
    with comprehensions are functions of their own: the names a comprehension reads are cells, made
    on every call of the function they belong to — here, :func:`play_card` and :func:`_checked_play`.)"""
    return [u for u in st.table.zone(player, "play") if can_sing(st, u, player)]


def _together_total(st: LorcanaState, player: int) -> int:
    """The total cost the characters that can sing now sing with together (10.10.1)."""
    return sum(sing_value(st, u, True) for u in _able_singers(st, player))


def ask_singers(st: LorcanaState, player: int, uid: int) -> None:
    """4.3.4.1, 10.10.1: the song waits while its player chooses the characters that sing it together."""
    st.table.move(uid, "resolving", player=player)
    need = keyword_value(st, uid, "Sing Together") or 0
    singers = _able_singers(st, player)
    st.pending.append(Pending(player, "singers", f"Choose characters whose total cost is {need} or more to sing",
                              [Option(str(u), f"{name(st, u)} (cost {sing_value(st, u, True)})") for u in singers], 0, len(singers),
                              R("10.10.1"), {"uid": uid, "need": need}))


def finish_sing_together(st: LorcanaState, player: int, picks: list[int], context: dict[str, Any], events: list[Event]) -> None:
    """10.10.1-10.10.4: exert the chosen singers (each one "sings"), then the song is played."""
    uid = context["uid"]
    if not picks:  # 4.3.4.1: a play is all or nothing: no singers, no play (the song goes back to the hand)
        st.table.move(uid, "hand", player=player)
        events.append(Event("take_back", f"P{player + 1} takes back the play of {name(st, uid)}", R("4.3.4.1"), player, data={"uid": uid}))
        return
    for s in picks:
        events.append(exert_event(st, s, True, R("10.10.3"), "exerted"))
        emit(st, "sing_self", s, song=uid)
    emit_player(st, "song_sung_yours", player, {"song": uid, "singers": list(picks)})  # once for the song, however many sang (10.10)
    record_sung(st, player, uid, list(picks))
    put_played_card(st, uid, player, events)


def put_played_card(st: LorcanaState, uid: int, player: int, events: list[Event], *, onto: int | None = None, frame_after: dict | None = None,
                    exerted: bool = False, onto2: int | None = None) -> None:
    """4.3.4.7: a character/item/location enters play (Shift: on top of the other card); an
    action resolves immediately and then goes to the discard. ``exerted``: an effect says it
    enters play exerted (7.7.4); ``onto2``: the second character of a Duo/Combo Shift."""
    t = ctype(st, uid)
    st.floating.append({"kind": "played", "player": player, "type": t, "turn": st.turn, "uid": uid})  # "if you've played N cards this turn"
    if t == "action":
        leaving_discard(st, uid)  # played from the discard
        st.table.move(uid, "resolving", player=player)
        ab = next((a for a in abilities(st, uid) if a.kind == "effect"), None)
        emit(st, "played_self", uid)
        if ab is None:
            events.append(move_card(st, uid, "discard", R("4.3.4.7")))
            return
        frame = new_frame("action", player, uid, st.table.cards[uid].card_id, ab.index)
        if frame_after is not None:
            frame_after["after"].append(_manualize(st, frame, ab))
        else:
            st.frames.append(_manualize(st, frame, ab))
        return
    if onto is not None:
        shift_onto(st, uid, onto, player, events)
        if onto2 is not None:
            stack_second(st, uid, onto2, player, events)  # 2.2.0 8.10.8.3-8.10.8.4, 8.10.4.2 (engine.lorcana.duo_shift)
        if exerted and not st.table.cards[uid].tapped:  # 10.8.4: an effect that makes it enter play exerted applies to it
            events.append(exert_event(st, uid, True, R("10.8.4"), "exerted"))
        if next_play_exerted(st, uid, player) and not st.table.cards[uid].tapped:  # "the next character you play … enters play exerted"
            events.append(exert_event(st, uid, True, R("10.8.4"), "exerted"))
        if opposing_enters_exerted(st, uid, player):  # 10.8.4: an effect that makes it enter play exerted applies to it
            events.append(exert_event(st, uid, True, R("10.8.4"), "exerted"))
        # 10.8.4: an effect that lets it enter play exerted still applies to a shifted character, so
        # Bodyguard's "may enter play exerted" (10.2.2) is offered unless it is already exerted.
        if (has(st, uid, "Bodyguard") or has(st, uid, "may_enter_exerted")) and not st.table.cards[uid].tapped:
            st.pending.append(bodyguard_question(st, uid, player))
    else:
        staffed = next_play_exerted(st, uid, player)  # "the next character you play this turn enters play exerted" (7.7.4)
        enters_exerted = staffed or exerted or has(st, uid, "enters_exerted") or _own_enters_exerted(st, uid, player) or opposing_enters_exerted(st, uid, player)
        enter_play(st, uid, player, R("4.3.4.7"), events, exerted=enters_exerted)
        dmg = keyword_value(st, uid, "enters_damaged")
        if dmg:
            st.table.cards[uid].damage += dmg  # "enters play with N damage": counters are put, not dealt (9.2.1)
        if (has(st, uid, "Bodyguard") or has(st, uid, "may_enter_exerted")) and not enters_exerted:
            st.pending.append(bodyguard_question(st, uid, player))
    note_exerted_entry(st, uid)  # "whenever another character of yours enters play exerted"
    emit(st, "played_self", uid)
    for ab in abilities(st, uid):
        if (not ab.ok and ab.kind in ("static", "activated")) or (ab.kind == "triggered" and ab.trigger is None):
            frame = new_frame("manual", player, uid, st.table.cards[uid].card_id, ab.index)
            st.frames.append(frame)
            st.pending.append(manual_pending(player, uid, f"{name(st, uid)} has text the engine does not apply; apply it by hand when it matters: {ab.text}", R("7.6.1")))
            break


def bodyguard_question(st: LorcanaState, uid: int, player: int) -> Pending:
    """10.2.2: Bodyguard "may enter play exerted": asked as the character enters play (also for
    "this character may enter play exerted" printed as a static ability, 7.7.4)."""
    if has(st, uid, "Bodyguard"):
        return choices.yes_no(player, "bodyguard", f"{name(st, uid)}: enter play exerted (Bodyguard)?", rule=R("10.2.2"),
                              context={"uid": uid}, yes="Exerted", no="Ready")
    return choices.yes_no(player, "bodyguard", f"{name(st, uid)}: enter play exerted?", rule=R("7.7.4"),
                          context={"uid": uid, "rule": "7.7.4"}, yes="Exerted", no="Ready")


def _manualize(st: LorcanaState, frame: dict, ab) -> dict:
    if not ab.ok:
        frame["kind"] = "manual"
        frame["needs_pending"] = True
        st.pending.append(manual_pending(frame["player"], frame["source"], f"{st.cards[frame['card_id']].get('full_name')}: {ab.text}", R("6.3.2")))
    return frame


def _own_enters_exerted(st: LorcanaState, uid: int, player: int) -> bool:
    """"This character enters play exerted [unless …]": the card's own static ability applies as
    it enters (7.7.4), before it is in play, so it is read from the card itself. None to read while no
    static of the match has that keyword (engine.lorcana.match_abilities ``keywords``)."""
    last = _MATCH_LAST
    ma = last[2] if last[0] is (d := st.cards) and last[1] == len(d) else match_abilities(d)
    return "enters_exerted" in ma.keywords and _enters_exerted_text(st, uid, player)


def _enters_exerted_text(st: LorcanaState, uid: int, player: int) -> bool:
    """:func:`_own_enters_exerted` read from the card's statics (apart: the names a generator reads are cells)."""
    return any(s.get("who") == "self" and s.get("keyword") == "enters_exerted" and condition_holds(st, s.get("cond"), player, uid)
               for s in statics_of(st, uid))


def shift_onto(st: LorcanaState, uid: int, onto: int, player: int, events: list[Event]) -> None:
    """10.8.3-10.8.5: the shifted character goes on top, keeps the state, damage, location and
    applied effects of the card below, not its abilities (5.1.6)."""
    below = st.table.cards[onto]
    emit(st, "shifted_onto_self", onto, shifted=uid)  # "when you shift a character on top of this character" (looks back, 8.4.4)
    leaving_discard(st, uid)  # shifted from the discard
    st.table.move(uid, "play", player=player)
    top = st.table.cards[uid]
    top.known_to.clear()
    top.tapped = below.tapped
    top.damage = below.damage
    top.entered_turn = below.entered_turn
    top.flags = {k: v for k, v in below.flags.items() if k in ("drying", "at")}
    top.flags["shifted"] = True
    pass_stack(st, onto, uid)
    st.table.move(onto, "under", player=below.owner)
    below.attached_to = uid
    below.tapped = False
    below.damage = 0
    below.flags = {}
    if has(st, uid, "enters_exerted"):
        top.tapped = True  # 10.8.4
    events.append(Event("shift", f"{name(st, uid)} is shifted onto {name(st, onto)}", R("10.8.1"), player, data={"uid": uid, "onto": onto}))
    non_character_base(st, uid, onto, events)  # Potato Shift: on top of an item (2.2.0 8.10.4.1; engine.lorcana.duo_shift)
    fits = [w for w in shift_ways(st, uid) if _shift_fits(st, w, onto, player, uid)]
    if fits and all(w.get("temporary") for w in fits):  # Temporary Shift (2.2.0 8.10.8.5, outside the seed documents)
        schedule_return(st, uid, onto, player)
