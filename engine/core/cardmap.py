"""The table's cards by uid, copied on first use after a copy of the table (copy-on-write).

``Table.copy`` used to copy every card; now the copy and the original share one frozen *base*
dict and each copies a card only when it first reaches it through ``cards[uid]``, ``get``,
``values`` or ``items`` — the ways a caller obtains a card it may write. An action therefore
pays for the cards it touches, not for the whole table.

Rules that keep this sound:

- Cards are written only through objects obtained from the map *after* the last copy: a Card
  object fetched before ``Table.copy`` is shared with the copy and must not be written after it
  (the engines fetch cards inside one ``apply``, after the copy that starts it).
- ``peek`` / ``peek_values`` / ``peek_items`` give the shared object without copying it: for
  reading only.
- Order is a plain dict's: base order, then cards added since, so iteration (and JSON) is the
  same as before.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from typing import Any

Card = Any
"""A ``table.Card`` (not imported: the table imports this module)."""
NO_DEFAULT: Any = object()
"""``peek``'s default when none is given: a missing card is a KeyError."""
_own = dict.get
owned_get = dict.get.__get__
"""``owned_get(cards)``: the cards a CardMap owns, read by uid (``dict.get`` bound to the map, not
:meth:`CardMap.get`, which copies): for a loop over many uids, whose calls of the bound method are
specialized by CPython 3.11 (``dict.get(cards, uid)`` is not, the map being a dict subclass)."""


def clone_card(card: Card) -> Card:
    """A copy of ``card`` that shares nothing mutable with it (:func:`_cloner`)."""
    tp = type(card)
    clone = _CLONERS.get(tp)
    if clone is None:
        clone = _CLONERS[tp] = _cloner(tp)
    return clone(card)


_MUTABLE = {
    "known_to": "list(v) if v else []",
    "counters": "dict(v) if v else {}",
    "flags": "_copy_plain(v) if v else {}",
}
"""How a card's mutable fields are copied (``v``: the value); every other field is immutable, shared."""


def _cloner(tp: type) -> Any:
    """The function that copies a card of class ``tp``: its fields read and set one by one, in field
    order, never through ``__dict__``, so both cards keep the class's shared-key instance values and
    attribute reads of every card stay specialized (a card copied by its ``__dict__``, and the card it
    was copied from, read each attribute the long way: +5% instructions for WoW). One line per field
    (no loop over the names): written out once per card class, as ``dataclasses`` writes ``__init__``."""
    lines = ["def clone(card):", "    new = new_object(tp)"]
    for f in fields(tp):  # a card has no attribute but its fields (only fields are saved)
        how = _MUTABLE.get(f.name)
        lines += [f"    new.{f.name} = card.{f.name}"] if how is None else [f"    v = card.{f.name}", f"    new.{f.name} = {how}"]
    lines.append("    return new")
    scope = {"new_object": object.__new__, "tp": tp, "_copy_plain": _copy_plain}
    exec("\n".join(lines), scope)  # (the names are the dataclass's own fields)
    return scope["clone"]


_CLONERS: dict[type, Any] = {}
"""``_cloner``'s function per card class."""


def _copy_plain(value: Any) -> Any:
    """Copy nested JSON-like lists and dicts (card flags); scalars are shared."""
    if type(value) is dict:  # (loops: no comprehension made per card copied)
        out = {}
        for k, v in value.items():
            out[k] = v if type(v) not in (dict, list) else _copy_plain(v)
        return out
    if type(value) is list:
        copied = []
        for v in value:
            copied.append(v if type(v) not in (dict, list) else _copy_plain(v))
        return copied
    return value


_new_map = dict.__new__


class CardMap(dict):
    """``uid → Card``. The dict itself holds the cards this map owns; ``_base`` (shared with
    other maps, never written) holds the rest until they are first fetched. ``_cur`` (a plain dict
    of this map's own, never shared) holds every card as :meth:`peek` gives it — the owned one, else
    the base one — kept so by every write of the map: a read is one lookup of a plain dict, which
    CPython 3.11 specializes (two, one of them through the dict subclass, otherwise)."""

    __slots__ = ("_base", "_cur")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._base: dict[int, Card] | None = None
        self._cur: dict[int, Card] = dict.copy(self)

    def __setitem__(self, uid: int, card: Card) -> None:
        dict.__setitem__(self, uid, card)
        self._cur[uid] = card

    # --- copying ---
    def fork(self) -> CardMap:
        """A map with the same cards; from now on this map and the new one each copy a card the
        first time they hand it out."""
        base = self._flat()
        dict.clear(self)
        self._base = base
        new = _new_map(CardMap)  # an empty map (``CardMap()`` without the call to ``__init__``)
        new._base = base
        new._cur = self._cur.copy()  # (this map's stays: the same cards, now all in the base)
        return new

    def _flat(self) -> dict[int, Card]:
        """A plain dict of every card (owned ones over base ones), in order."""
        base = self._base
        if base is None:
            return dict.copy(self)
        if not dict.__len__(self):
            return base
        out = dict(base)  # owned cards keep their base position; cards added since come after
        out.update(dict.items(self))
        return out

    def _own_all(self) -> None:
        """Copy every card not yet owned (in order): before handing out all of them."""
        base = self._base
        if base is None:
            return
        out = dict(base)
        out.update(dict.items(self))
        for uid, card in base.items():
            if out[uid] is card:
                out[uid] = clone_card(card)
        dict.clear(self)
        dict.update(self, out)
        self._base = None
        self._cur = out

    # --- handing out cards (they may be written) ---
    def __missing__(self, uid: int) -> Card:
        base = self._base
        card = base.get(uid) if base is not None else None  # (a card is never None)
        if card is None:
            raise KeyError(uid)
        clone = _CLONERS.get(type(card))  # clone_card inlined: a card is copied at every first write of it
        card = clone(card) if clone is not None else clone_card(card)
        dict.__setitem__(self, uid, card)
        self._cur[uid] = card
        return card

    def get(self, uid: int, default: Any = None) -> Any:  # type: ignore[override]
        try:
            return self[uid]
        except KeyError:
            return default

    def values(self):  # type: ignore[override]
        self._own_all()
        return dict.values(self)

    def items(self):  # type: ignore[override]
        self._own_all()
        return dict.items(self)

    # --- reading only (no copy) ---
    def peek(self, uid: int, default: Any = NO_DEFAULT) -> Card:
        """The card, possibly shared with other tables: do not write it. KeyError if there is no
        such card, unless a ``default`` is given."""
        card = self._cur.get(uid)
        if card is None:
            if default is NO_DEFAULT:
                raise KeyError(uid)
            return default
        return card

    def peek_many(self, uids: list[int]) -> list[Card]:
        """The cards of ``uids``, possibly shared: do not write them (KeyError for a missing one)."""
        return list(map(self._cur.__getitem__, uids))  # (C-level: no Python step per card)

    def peek_values(self) -> Iterator[Card]:
        """Every card, possibly shared: do not write them."""
        return iter(self._flat().values()) if self._base is not None else iter(dict.values(self))

    def peek_items(self) -> Iterator[tuple[int, Card]]:
        return iter(self._flat().items()) if self._base is not None else iter(dict.items(self))

    # --- the rest of the dict interface, over base and own cards ---
    def __contains__(self, uid: object) -> bool:
        return uid in self._cur

    def __len__(self) -> int:
        return len(self._cur)

    def __iter__(self) -> Iterator[int]:
        return iter(self._flat()) if self._base is not None else dict.__iter__(self)

    def keys(self):  # type: ignore[override]
        return self._flat().keys() if self._base is not None else dict.keys(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardMap):
            other = other._flat()
        return self._flat() == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"CardMap({self._flat()!r})"

    def __reduce_ex__(self, protocol: Any) -> Any:  # pickle / deepcopy: the cards, not the sharing
        return (CardMap, (), None, None, iter(self.peek_items()))

    def copy(self) -> dict[int, Card]:  # type: ignore[override]
        """A plain dict sharing the Card objects (as ``dict.copy`` does)."""
        self._own_all()
        return dict.copy(self)

    def pop(self, uid: int, *default: Any) -> Any:  # type: ignore[override]
        if uid not in self:
            if default:
                return default[0]
            raise KeyError(uid)
        card = self[uid]
        self._drop(uid)
        return card

    def __delitem__(self, uid: int) -> None:
        if uid not in self:
            raise KeyError(uid)
        self._drop(uid)

    def _drop(self, uid: int) -> None:
        dict.pop(self, uid, None)
        self._cur.pop(uid, None)
        base = self._base
        if base is not None and uid in base:  # the base is shared: this map gets one without the card
            self._base = {k: v for k, v in base.items() if k != uid}

    def popitem(self) -> tuple[int, Card]:
        self._own_all()
        item = dict.popitem(self)
        del self._cur[item[0]]
        return item

    def setdefault(self, uid: int, default: Any = None) -> Any:  # type: ignore[override]
        if uid in self:
            return self[uid]
        self[uid] = default
        return default

    def clear(self) -> None:
        dict.clear(self)
        self._base = None
        self._cur = {}

    def update(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        self._own_all()
        dict.update(self, *args, **kwargs)
        self._cur = dict.copy(self)

    def __or__(self, other: Any) -> dict:  # type: ignore[override]
        return {**self._flat(), **other}

    def __ior__(self, other: Any) -> CardMap:  # type: ignore[override]
        self.update(other)
        return self
