"""Whether a card on the field may be K.O.'d now (1-3-3: a prohibition beats an instruction).

``by`` is the player whose effect K.O.s the card (None: a K.O. in battle, 7-1-4-1). "Cannot be
K.O.'d" stops every K.O.; "… in battle" only battle K.O.s; "… by effects" every K.O. by an effect;
"… by your opponent's effects" only a K.O. by an effect of the card's opponent; "… by effects of your opponent's
Characters with 5000 base power or less" (NO_KO_BY_OPP_CHARS + the most base power, 4-9) only a K.O. by an effect of such
a card (``src``: the card whose effect it is); "… by effects of Characters without the <X> attribute"
(NO_KO_BY_CHARS_WITHOUT + X) a K.O. by an effect of any player's Character that lacks the attribute; "Once per turn, this
Character cannot be K.O.'d by your opponent's effects" (NO_KO_BY_OPP_ONCE) the first K.O. by an opponent's effect of each
turn: ``spend`` (the K.O. itself, not a question about it) uses it up for the turn (flag ONCE_KO_SPENT, 10-2-13)."""

from __future__ import annotations

from . import board
from .cards.templates_ko_guard import NO_KO_BY_OPP
from .ko_turn_guard import no_ko_this_turn
from .state import OPState

NO_KO_BY_OPP_CHARS = "Cannot Be K.O.'d By Effects Of Opponent's Characters With Base Power Max "
"""A granted prohibition: the keyword ends with the most base power of the opponent's Characters whose effects can't K.O. it."""
NO_KO_BY_CHARS_WITHOUT = "Cannot Be K.O.'d By Effects Of Characters Without Attribute "
"""A granted prohibition: the keyword ends with the attribute whose lack makes a Character's effect unable to K.O. it."""
NO_KO_BY_OPP_ONCE = "Once Per Turn Cannot Be K.O.'d By Opponent's Effects"
"""A granted prohibition that stops one K.O. by the opponent's effects a turn (OP10-118)."""
ONCE_KO_SPENT = "_once_ko_spent_turn"
"""Card flag: the turn in which NO_KO_BY_OPP_ONCE stopped a K.O. (a card that changes zones is a new card, 3-1-6)."""


def ko_blocked(st: OPState, uid: int, by: int | None, src: int | None = None, spend: bool = False) -> bool:
    """1-3-3: True when a prohibition on ``uid`` stops this K.O. (``src``: the card whose effect K.O.s it; ``spend``: this is
    the K.O. itself, which uses up a once-per-turn prohibition)."""
    if no_ko_this_turn(st, uid):  # "none of your Characters can be K.O.'d during this turn" (ko_turn_guard)
        return True
    if by is None:
        return board.prohibited(st, uid, "Cannot Be K.O.'d", "Cannot Be K.O.'d In Battle")
    if board.prohibited(st, uid, "Cannot Be K.O.'d", "Cannot Be K.O.'d By Effects"):
        return True
    if src is not None and _by_character_without(st, uid, src):
        return True
    if by == st.table.cards[uid].controller:
        return False
    if board.prohibited(st, uid, NO_KO_BY_OPP):
        return True
    if src is not None and _by_small_character(st, uid, src):
        return True
    return _once_per_turn(st, uid, spend)


def _once_per_turn(st: OPState, uid: int, spend: bool) -> bool:
    """NO_KO_BY_OPP_ONCE not yet used during this turn (10-2-13); ``spend`` uses it."""
    if st.table.peek(uid).flags.get(ONCE_KO_SPENT) == st.turn or not board.prohibited(st, uid, NO_KO_BY_OPP_ONCE):
        return False
    if spend:
        st.table.cards[uid].flags[ONCE_KO_SPENT] = st.turn
    return True


def _by_small_character(st: OPState, uid: int, src: int) -> bool:
    """The opponent's card whose effect it is is a Character with base power at most the prohibition's (4-9)."""
    card = st.table.peek(src, None)
    if card is None or board.data(st, src).get("type") != "Character":
        return False
    for kw in board.keywords(st, uid):
        if kw.startswith(NO_KO_BY_OPP_CHARS) and board.base_power(st, src) <= int(kw[len(NO_KO_BY_OPP_CHARS):]):
            return True
    return False


def _by_character_without(st: OPState, uid: int, src: int) -> bool:
    """The card whose effect it is (either player's) is a Character without the prohibition's attribute (1-3-3)."""
    card = st.table.peek(src, None)
    if card is None or board.data(st, src).get("type") != "Character":
        return False
    for kw in board.keywords(st, uid):
        if kw.startswith(NO_KO_BY_CHARS_WITHOUT) and kw[len(NO_KO_BY_CHARS_WITHOUT):] not in board.attributes(st, src):
            return True
    return False
