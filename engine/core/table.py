"""The table: card instances, each player's zones, and who may see what.

Every engine keeps its cards here, so zone moves, visibility and the public/private views are
written once. Zone lists are ordered with index 0 as the top.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cardmap import NO_DEFAULT, CardMap

PUBLIC = "public"  # everyone sees the faces (play areas, discard)
OWNER = "owner"  # only the owner sees the faces (hand)
NOBODY = "nobody"  # nobody sees the faces (deck, inkwell in Lorcana, life in ONE PIECE)
_NOTHING: frozenset[tuple[int, str]] = frozenset()
"""``Table._owned`` of a table that owns no zone list (all shared since its last copy)."""


@dataclass(frozen=True)
class ZoneSpec:
    """A zone's name and who may see the faces of the cards in it."""

    name: str
    visibility: str
    ordered: bool = False


@dataclass
class Card:
    """One physical card on the table. ``face_down`` hides it in a public zone;
    ``known_to`` lists players who have looked at it in a hidden zone."""

    uid: int
    card_id: str
    owner: int
    zone: str
    controller: int = -1
    face_down: bool = False
    tapped: bool = False
    damage: int = 0
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: int | None = None
    entered_turn: int = 0
    known_to: list[int] = field(default_factory=list)
    flags: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.controller < 0:
            self.controller = self.owner


def display_name(card_id: str, data: dict[str, Any] | None) -> str:
    """A card's name as printed in the game's English data: the full name (Lorcana's "Name -
    Version", an MLP story's title and subtitle), else the name, else the card id."""
    if not data:
        return card_id
    return str(data.get("full_name") or data.get("name") or card_id)


@dataclass
class Table:
    """All cards and zones. ``zones[player][zone]`` is a list of card uids.

    ``cards`` is a :class:`CardMap`: after :meth:`copy` the two tables share their Card objects
    and each copies a card the first time it hands it out (``cards[uid]``, ``get``, ``values``,
    ``items``), so a copy costs what is touched afterwards. Read-only code may use
    ``cards.peek(uid)`` / ``cards.peek_values()`` and :meth:`peek_in`, which copy nothing.

    The zone lists may be shared the same way: after ``copy(share=True)`` both tables hold the same list
    objects, and each copies a list the first time it hands it out through :meth:`zone` (or writes
    it in :meth:`move`, :meth:`add`, :meth:`remove`). So a list is written only through
    :meth:`zone` (called after the last copy); ``zones[player][name]`` is for reading only."""

    specs: dict[str, ZoneSpec] = field(default_factory=dict)
    cards: dict[int, Card] = field(default_factory=CardMap)
    zones: list[dict[str, list[int]]] = field(default_factory=list)
    next_uid: int = 1
    names: dict[str, str] = field(default_factory=dict)
    """Each card's name as printed in English (:func:`display_name`) by card id, for the log lines
    that name a card (:meth:`card_name`): set from the decks when the match is made and learnt for a
    card made later (:meth:`learn_names`). Shared by copies, so replaced, never written; a snapshot
    saved without it loads with none (the core's ``state_from_json`` learns them again)."""
    _owned: ClassVar[set[tuple[int, str]] | frozenset[tuple[int, str]] | None] = None
    """(player, zone name) of each list this table owns (shares with no copy); None (a table never
    copied): it owns every list. Not a field: neither serialized nor compared."""

    kept: ClassVar[dict[str, Any]]
    """Answers an engine keeps about this table (its own keys), set on each table by ``__post_init__``
    and :meth:`copy`: not a field, neither serialized nor compared, and a copy starts with none (an
    engine carries what stays true). One dict, rather than attributes added to the table: a table
    given attributes of other names gets a ``__dict__`` of its own, and then every attribute and
    method read on it (``table.cards``, ``table.peek``) goes the long way."""

    reading: ClassVar[Any]
    """The answers an engine keeps while it only reads this table (WoW's ``keywords.reading``), or
    None: an attribute set with ``kept`` (same shared keys), read at every query of such a stretch —
    one attribute read, where a key of ``kept`` is an attribute read and a call."""

    def __post_init__(self) -> None:
        if type(self.cards) is not CardMap:
            self.cards = CardMap(self.cards)
        self.kept = {}  # type: ignore[misc]
        self.reading = None  # type: ignore[misc]

    @classmethod
    def create(cls, players: int, specs: list[ZoneSpec]) -> Table:
        table = cls(specs={s.name: s for s in specs})
        table.zones = [{s.name: [] for s in specs} for _ in range(players)]
        return table

    # --- creating and finding cards ---
    def add(self, card_id: str, owner: int, zone: str, *, position: int | None = None, **attrs: Any) -> Card:
        card = Card(uid=self.next_uid, card_id=card_id, owner=owner, zone=zone, **attrs)
        self.next_uid += 1
        self.cards[card.uid] = card
        self._insert(card, position)
        return card

    def zone(self, player: int, name: str) -> list[int]:
        """The zone's list, this table's own: it may be written (until the next :meth:`copy`)."""
        owned = self._owned
        if owned is None or (player, name) in owned:
            return self.zones[player][name]
        zones = self.zones[player]
        uids = zones[name] = zones[name][:]  # shared with a copy: this table takes its own
        if owned is _NOTHING:
            owned = self._owned = set()
        owned.add((player, name))
        return uids

    def learn_names(self, cards: dict[str, dict[str, Any]]) -> None:
        """Learn the display names of ``cards`` (card data by id) for :meth:`card_name`."""
        learnt = {cid: display_name(cid, data) for cid, data in cards.items()}
        if any(self.names.get(cid) != name for cid, name in learnt.items()):
            self.names = {**self.names, **learnt}  # a dict of its own: the old one may be a copy's

    def card_name(self, uid: int) -> str:
        """How a log line names card ``uid`` when its face may be named: its printed name (its card
        id when the match knows none). Whether the face may be named is the caller's question."""
        card_id = self.peek(uid).card_id
        return self.names.get(card_id, card_id)

    def cards_in(self, player: int, name: str) -> list[Card]:
        return [self.cards[uid] for uid in self.zones[player][name]]

    def peek(self, uid: int, default: Any = NO_DEFAULT) -> Card:
        """A card for reading only: it may be shared with copies of this table, so never write
        it (``cards[uid]`` gives the card to write). KeyError if there is no such card, unless a
        ``default`` is given (as ``cards.get(uid, default)``)."""
        try:  # CardMap.peek inlined: the hottest read of every engine (a found card costs no ``try``)
            return self.cards._cur[uid]  # type: ignore[attr-defined]
        except KeyError:
            if default is NO_DEFAULT:
                raise
            return default

    def peek_in(self, player: int, name: str) -> list[Card]:
        """The cards of a zone for reading only (see :meth:`peek`)."""
        return self.cards.peek_many(self.zones[player][name])  # type: ignore[attr-defined]

    def peek_cards(self) -> Iterator[Card]:
        """Every card, in order, for reading only (see :meth:`peek`)."""
        return self.cards.peek_values()  # type: ignore[attr-defined]

    def top(self, player: int, name: str, n: int = 1) -> list[int]:
        return self.zones[player][name][:n]

    # --- moving ---
    def move(self, uid: int, zone: str, *, player: int | None = None, position: int | None = None) -> Card:
        """Move a card to ``zone`` of ``player`` (default: its owner); position None = bottom/end,
        0 = top. Leaving a zone clears tapped state, damage and attachments' links."""
        card = self.cards[uid]
        # zone(), called only for a table that shares lists: a call per move costs the others ~1.5%
        (self.zones[card.controller][card.zone] if self._owned is None else self.zone(card.controller, card.zone)).remove(uid)
        card.flags.pop("face_up", None)  # a card turned face up in a hidden zone is hidden again once it leaves
        card.zone = zone
        card.controller = card.owner if player is None else player
        self._insert(card, position)
        return card

    def _insert(self, card: Card, position: int | None) -> None:
        lst = self.zones[card.controller][card.zone] if self._owned is None else self.zone(card.controller, card.zone)
        if position is None:
            lst.append(card.uid)
        else:
            lst.insert(position, card.uid)

    def remove(self, uid: int) -> Card:
        """Take a card off the table entirely (tokens leaving play)."""
        card = self.cards.pop(uid)
        (self.zones[card.controller][card.zone] if self._owned is None else self.zone(card.controller, card.zone)).remove(uid)
        return card

    # --- visibility ---
    def visible_to(self, card: Card, viewer: int | None) -> bool:
        """Whether ``viewer`` (None = a spectator) may see this card's face."""
        if viewer is not None and viewer in card.known_to:
            return True
        flags = card.flags  # most cards have none: no lookups then
        if flags and flags.get("face_up"):  # turned face up in a hidden zone: public (e.g. ONE PIECE 3-10-2-1)
            return True
        vis = self.specs[card.zone].visibility
        if vis == PUBLIC:
            return not card.face_down
        if vis == OWNER:
            return viewer is not None and viewer == card.owner and not (flags and flags.get("hidden_from_owner"))
        return False

    def hidden_uids(self, viewer: int | None) -> set[int]:
        visible_to = self.visible_to
        return {uid for uid, card in self.cards.peek_items() if not visible_to(card, viewer)}  # type: ignore[attr-defined]

    def card_view(self, card: Card, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` may know of one card. A hidden card shows only its public state —
        never its uid, so it cannot be followed from zone to zone."""
        return _face_view(card) if self.visible_to(card, viewer) else _hidden_view(card)

    def view(self, viewer: int | None, lean: bool = False) -> list[dict[str, list[dict[str, Any]]]]:
        """Every player's zones as ``viewer`` sees them (hidden faces redacted). ``lean`` (for the
        simulator's cheap hidden-card check): only the cards whose faces ``viewer`` sees, each as its
        uid, card id and public flags (:func:`_lean_card`) — the view less what holds only numbers and
        words (a hidden card's view is nothing else), the zones that show none left out — and of those not the cards face up in their
        public zone whose public flags hold only numbers and words and no ``card_id`` (:data:`_WORDS`),
        none at all included: everyone sees them (``visible_to``), so they are never a leak, the check waves
        them through by that same rule (``simulate._hidden_in``), and their flags name no card."""
        if lean:
            return self._lean_view(viewer)
        visible_to, cards = self.visible_to, self.cards
        if type(self).visible_to is not Table.visible_to or type(cards) is not CardMap:
            peek_many = cards.peek_many  # type: ignore[attr-defined]
            return [
                {
                    name: [_face_view(card) if visible_to(card, viewer) else _hidden_view(card) for card in peek_many(uids)]
                    for name, uids in zones.items()
                }
                for zones in self.zones
            ]
        # The same answers as visible_to, asked only when the card's zone alone does not settle
        # them: a card in a public zone that is not face down is seen; a card in a hidden zone that
        # no one has looked at (``known_to``) and with no flags (``face_up``) is not (and shows as
        # _hidden_view does). tests/core/test_cheap_checks.py compares this with the plain way.
        # The cards are read from one plain dict (for reading only), and empty zones cost nothing.
        get = cards._cur.__getitem__  # type: ignore[attr-defined]  # every card as peek gives it; KeyError for an unknown uid, as peek_many
        specs = self.specs
        out: list[dict[str, list[dict[str, Any]]]] = []
        for zones in self.zones:
            seen: dict[str, list[dict[str, Any]]] = {}
            for name, uids in zones.items():
                if not uids:
                    seen[name] = []
                    continue
                found = list(map(get, uids))
                vis = specs[name].visibility
                if vis == PUBLIC:
                    seen[name] = [
                        _face_view(c) if (not c.face_down and c.zone == name) or visible_to(c, viewer) else _hidden_view(c)
                        for c in found
                    ]
                elif vis == NOBODY:
                    seen[name] = [
                        _face_view(c)
                        if (c.known_to or c.flags or c.zone != name) and visible_to(c, viewer)
                        else {"hidden": True, "tapped": c.tapped}
                        if not c.counters
                        else _hidden_view(c)
                        for c in found
                    ]
                else:
                    seen[name] = [_face_view(c) if visible_to(c, viewer) else _hidden_view(c) for c in found]
            out.append(seen)
        return out

    def _lean_view(self, viewer: int | None) -> list[dict[str, list[dict[str, Any]]]]:
        """:meth:`view` with ``lean``: the same answers of ``visible_to`` (asked, or settled by the
        zone alone, exactly as there), each face shown as :func:`_lean_card`; hidden cards and the
        cards face up in their public zone whose public flags name no card left out (only with ``Table.visible_to``'s own
        answers: a table that words them otherwise shows every card it shows). A zone's list is
        read afresh only when it may differ from the one last made for this viewer (:class:`_LeanMemo`)."""
        visible_to, cards = self.visible_to, self.cards
        if type(self).visible_to is not Table.visible_to or type(cards) is not CardMap:
            return self._lean_view_asking(viewer)
        step, changed = _LEAN.advance(self)
        fresh = _LEAN.fresh
        made = _LEAN.made.get(viewer)
        if made is None:
            made = _LEAN.made[viewer] = [{} for _ in self.zones]
        get = None
        specs = self.specs
        out: list[dict[str, list[dict[str, Any]]]] = []
        for zones, zone_changed, zone_quiet, zone_made in zip(self.zones, changed, _LEAN.quiet, made, strict=True):
            seen: dict[str, list[dict[str, Any]]] = {}
            for name, uids in zones.items():
                if not uids:
                    continue
                hit = zone_made.get(name)
                since = zone_changed.get(name, fresh)
                if hit is not None and hit[0] >= since:
                    if hit[1]:
                        seen[name] = hit[1][:]  # made since the zone last changed: the same list
                    continue
                if zone_quiet.get(name, 0) >= since:
                    continue  # found quiet since the zone last changed: no viewer is shown a card of it
                if get is None:
                    get = cards._cur.__getitem__  # type: ignore[attr-defined]  # every card as peek gives it; KeyError for an unknown uid, as peek_many
                vis = specs[name].visibility
                lean = []  # (loops, not comprehensions: no function and cells made per zone read)
                quiet = vis != OWNER  # every card settled, for any viewer, by the zone and the card alone
                if vis == PUBLIC:
                    for c in map(get, uids):
                        if not c.face_down and c.zone == name:  # everyone sees it: shown only if its flags may name a card
                            flags = c.flags
                            if not flags or ("card_id" not in flags and _WORDS.issuperset(map(type, flags.values()))):
                                continue  # its flags, private ones too, are numbers and words: they name no card
                            public_flags = flags.copy()  # (_lean_card inlined)
                            for key in flags:
                                if key.startswith("_"):
                                    del public_flags[key]
                            if "card_id" not in public_flags and _WORDS.issuperset(map(type, public_flags.values())):
                                continue  # numbers and words, and not a card's view: they name no card
                            lean.append({"uid": c.uid, "card_id": c.card_id, "flags": public_flags})
                        else:
                            quiet = False
                            if visible_to(c, viewer):
                                lean.append(_lean_card(c) if c.flags else {"uid": c.uid, "card_id": c.card_id})
                elif vis == NOBODY:
                    for c in map(get, uids):
                        if c.known_to or c.flags or c.zone != name:
                            quiet = False
                            if visible_to(c, viewer):
                                lean.append(_lean_card(c) if c.flags else {"uid": c.uid, "card_id": c.card_id})
                else:
                    for c in map(get, uids):
                        if visible_to(c, viewer):
                            lean.append(_lean_card(c) if c.flags else {"uid": c.uid, "card_id": c.card_id})
                if quiet and not lean:
                    zone_quiet[name] = step
                zone_made[name] = (step, lean)
                if lean:
                    seen[name] = lean[:]
            out.append(seen)
        return out

    def _lean_view_asking(self, viewer: int | None) -> list[dict[str, list[dict[str, Any]]]]:
        """:meth:`_lean_view` of a table whose ``visible_to`` words its answers otherwise (or whose cards
        are not a ``CardMap``): every card shown asked, each shown as :func:`_lean_card`. (A function of
        its own: the names its comprehensions read would make cells of ``_lean_view``'s locals.)"""
        visible_to, peek_many = self.visible_to, self.cards.peek_many  # type: ignore[attr-defined]
        out = []
        for zones in self.zones:
            seen = {}
            for name, uids in zones.items():
                lean = [_lean_card(c) for c in peek_many(uids) if visible_to(c, viewer)]
                if lean:
                    seen[name] = lean
            out.append(seen)
        return out

    def copy(self, share: bool = False) -> Table:
        """An independent table: cards are shared copy-on-write (see :class:`CardMap`), so neither
        table's later writes show in the other. ``share``: the zone lists too (see :meth:`zone`) —
        for engines whose hot reads use ``zones[player][name]``, since a list read through
        :meth:`zone` is copied; otherwise each list is copied now."""
        if share:
            zones = []  # the same lists, in dicts of the copy's own (a loop: no comprehension made at every copy)
            for z in self.zones:
                zones.append(z.copy())
        else:
            zones = []  # (loops: no comprehensions made at every copy)
            for z in self.zones:
                lists = {}
                for name, uids in z.items():
                    lists[name] = uids[:]
                zones.append(lists)
        new = object.__new__(Table)  # attributes set one by one, in field order: the class's shared keys
        new.specs, new.cards, new.zones, new.next_uid = self.specs, self.cards.fork(), zones, self.next_uid  # type: ignore[attr-defined]
        new.names = self.names
        if share:
            new._owned = self._owned = _NOTHING  # type: ignore[misc]  # no list owned by either table now
        new.kept = {}  # type: ignore[misc]
        new.reading = None  # type: ignore[misc]
        return new

    def written_since(self, before: Table) -> list[Card] | None:
        """The cards this table wrote or added since it was copied from ``before`` (:meth:`copy`),
        when ``before`` wrote none since: every other card is the very object ``before`` holds (the
        frozen base both share, ``CardMap.fork``), so a check ``before`` passed that reads each card
        alone need read only these. None when that can't be told (not one copy apart)."""
        old, new = before.cards, self.cards
        if type(old) is not CardMap or type(new) is not CardMap:
            return None
        base = new._base  # type: ignore[attr-defined]
        if base is None or old._base is not base or dict.__len__(old):  # type: ignore[attr-defined]
            return None
        return list(dict.values(new))

    def check_integrity(self) -> list[str]:
        """Problems with the bookkeeping: a card in two zones, in none, or in the wrong list."""
        problems: list[str] = []
        seen: dict[int, str] = {}
        cards = dict(self.cards.peek_items())  # type: ignore[attr-defined]  # reading only
        for player, zones in enumerate(self.zones):
            for name, uids in zones.items():
                where = f"player {player} {name}"
                for uid in uids:
                    if uid in seen:
                        problems.append(f"card {uid} is in {seen[uid]} and {where}")
                    seen[uid] = where
                    card = cards.get(uid)
                    if card is None:
                        problems.append(f"unknown card {uid} in {where}")
                    elif card.zone != name or card.controller != player:
                        problems.append(f"card {uid} says {card.zone}/{card.controller} but is in {where}")
        missing = set(cards) - set(seen)
        if missing:
            problems.append(f"cards in no zone: {sorted(missing)}")
        return problems


class _LeanMemo:
    """The lean zone lists :meth:`Table._lean_view` made last, per viewer, and when each zone last
    changed, told from the tables read in turn. A zone's lean list depends only on the viewer, the
    zone specs, the zone's uids and its cards' fields. When the table read is one copy from the one
    read before (``Table.copy``: the earlier table's cards became the shared frozen base of both,
    ``CardMap.fork``), a zone is unchanged unless its list differs or it lists a card the new table
    owns (written or added since the copy): its list made for a viewer at or after the step it last
    changed is given again. A zone found quiet — each card left out for every viewer by the zone and
    the card alone (hidden in a zone nobody sees, unlooked at and unflagged; or face up in its public
    zone with flags that name no card) — shows no viewer a card until it changes. Any other table (or
    the same one again, or every 10th read) starts afresh."""

    __slots__ = ("changed", "fresh", "made", "quiet", "reads", "step", "table")

    def __init__(self) -> None:
        self.table: Table | None = None
        self.step = self.fresh = 0
        """The step now, and that of the last fresh start (when every zone changed)."""
        self.reads = 0
        self.changed: list[dict[str, int]] = []
        """Per player, the step at which each zone last changed since ``fresh`` (none: ``fresh``)."""
        self.made: dict[int | None, list[dict[str, tuple[int, list[dict[str, Any]]]]]] = {}
        """Per viewer and player, each zone's list and the step at which it was made."""
        self.quiet: list[dict[str, int]] = []
        """Per player, the step at which each zone was last found quiet (for any viewer)."""

    def advance(self, table: Table) -> tuple[int, list[dict[str, int]]]:
        """Read ``table`` next: the step now, and when each zone last changed."""
        prev, self.table = self.table, table
        self.step = step = self.step + 1
        if prev is None or prev is table or not self._one_copy_apart(prev, table) or self.reads >= _FRESH_EVERY - 1:
            self.reads, self.fresh = 0, step  # start afresh: every zone changed now, no list made
            self.changed = [{} for _ in table.zones]
            self.quiet = [{} for _ in table.zones]
            self.made = {}
            return step, self.changed
        self.reads += 1
        changed = self.changed
        zones = table.zones
        for old_zones, new_zones, zone_changed in zip(prev.zones, zones, changed, strict=True):
            if old_zones != new_zones:  # (the same list objects when shared: compared at once)
                for name, uids in new_zones.items():
                    if uids is not old_zones.get(name) and uids != old_zones.get(name):
                        zone_changed[name] = step
        base = table.cards._base  # type: ignore[attr-defined]
        for uid, card in dict.items(table.cards):  # the cards written or added since the copy
            was = base.get(uid)
            if (
                was is not None and card.zone == was.zone and card.face_down == was.face_down and card.owner == was.owner
                and card.known_to == was.known_to and card.flags == was.flags and card.card_id == was.card_id and card.uid == uid
            ):
                continue  # written in what no lean list reads (``visible_to``, ``_lean_card``): the zone may list it still
            player, name = card.controller, card.zone
            where = zones[player].get(name) if type(player) is int and 0 <= player < len(zones) else None
            if where is not None and uid in where:
                changed[player][name] = step
            else:  # not where it says it is: every zone that lists it changed
                for zone_changed, new_zones in zip(changed, zones, strict=True):
                    for name, uids in new_zones.items():
                        if uid in uids:
                            zone_changed[name] = step
        return step, changed

    @staticmethod
    def _one_copy_apart(prev: Table, table: Table) -> bool:
        """Whether ``table`` was copied from ``prev`` and ``prev`` has written no card since."""
        old_map, new_map = prev.cards, table.cards
        if type(old_map) is not CardMap or type(new_map) is not CardMap or type(prev) is not Table:
            return False
        base = new_map._base
        return (
            base is not None and old_map._base is base and not dict.__len__(old_map)
            and prev.specs is table.specs and len(prev.zones) == len(table.zones)
        )


_WORDS = frozenset({str, int, bool, type(None)})
"""The types of a flag's value that hold no card's view (numbers and words): public flags of these
alone, and no ``card_id`` key (the flags themselves a card's view), name no card (:meth:`Table.view`)."""
_FRESH_EVERY = 10
"""Every so many reads :class:`_LeanMemo` starts afresh: a card written where no copy-on-write saw
it (a bug) shows in the lean views within that many reads, as in the simulator's census."""
_LEAN = _LeanMemo()


def _hidden_view(card: Card) -> dict[str, Any]:
    """A card whose face the viewer may not see: its public state only, no uid."""
    out: dict[str, Any] = {"hidden": True, "tapped": card.tapped}
    if card.counters:
        out["counters"] = dict(card.counters)
    return out


def _face_view(card: Card) -> dict[str, Any]:
    """A card whose face the viewer may see."""
    out: dict[str, Any] = {
        "uid": card.uid,
        "card_id": card.card_id,
        "owner": card.owner,
        "tapped": card.tapped,
        "damage": card.damage,
        "face_down": card.face_down,
        "entered_turn": card.entered_turn,
    }
    if card.counters:
        out["counters"] = dict(card.counters)
    if card.attached_to is not None:
        out["attached_to"] = card.attached_to
    if card.flags:
        public_flags = {k: v for k, v in card.flags.items() if not k.startswith("_")}
        if public_flags:
            out["flags"] = public_flags
    return out


def _lean_card(card: Card) -> dict[str, Any]:
    """A seen card's view less what holds only numbers and words (:func:`_face_view` without
    ``owner``, ``tapped``, ``damage``, ``face_down``, ``entered_turn``, ``counters``, and
    ``attached_to``, a number the leak check never read as a card): its uid, card id and public
    flags (which may hold anything)."""
    out: dict[str, Any] = {"uid": card.uid, "card_id": card.card_id}
    flags = card.flags
    if flags:
        public_flags = flags.copy()
        for key in flags:
            if key.startswith("_"):
                del public_flags[key]
        if public_flags:
            out["flags"] = public_flags
    return out
