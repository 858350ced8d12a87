"""Players' restrictions on playing and drawing (103.2: a "can't" wins), kept as pseudo-keywords on
the player's hero (``cards.ban_keys``; granted "this turn" by a modifier or by a continuous power, EN
714): ``engine.Engine._play_problem`` asks :func:`problem` before a card is played (409.1),
``draw_cap.stops`` asks :func:`cant_draw` before each card is drawn (415.9e)."""

from __future__ import annotations

from engine.core import RulesError

from . import keywords as kw
from . import kind_bans, named_hand_ban, turn_name_ban
from .cards.ban_keys import CANT_COMPLETE, CANT_DRAW, CANT_PLAY, CANT_QUEST_FACE_UP, PLAY_KINDS
from .conditions import has_tag
from .keyword_prefix import none_has_prefix
from .rules import R
from .state import WowState


def problem(st: WowState, p: int, uid: int) -> RulesError | None:
    """Why ``p`` can't play card ``uid`` because of such a restriction (None: nothing forbids it)."""
    if (banned := kind_bans.forbids(st, p, uid)) is not None:  # "… can't play cards of that kind during his next turn"
        return RulesError(f"you can't play {banned} cards during this turn", R("103.2"))
    if (named := named_hand_ban.forbids(st, p, uid)) is not None:  # "That player can't play cards with that name." (helper w31ally)
        return RulesError(f"you can't play cards named {named}", R("103.2"))
    if (named := turn_name_ban.forbids(st, uid)) is not None:  # "… names a card. That card can't be played this turn." (helper d37wow)
        return RulesError(f"no player can play a card named {named} this turn", R("103.2"))
    if p >= len(st.heroes) or st.heroes[p] not in st.table.cards or none_has_prefix(st, CANT_PLAY):
        return None
    kind = None
    for key in kw.keywords_read(st, st.heroes[p]):
        if not key.startswith(CANT_PLAY):
            continue
        if kind is None:
            kind = kw.ctype(st, uid)
        what = key[len(CANT_PLAY):]
        types = PLAY_KINDS.get(what)
        if (types is not None and (not types or kind in types)) or (types is None and has_tag(st, uid, what)):
            return RulesError(f"you can't play this card now: {what.lower()} can't be played", R("103.2"))
    return None


def cant_draw(st: WowState, player: int) -> bool:
    """Whether ``player`` can't draw cards now."""
    return player < len(st.heroes) and st.heroes[player] in st.table.cards and kw.has(st, st.heroes[player], CANT_DRAW)


def cant_complete(st: WowState, player: int) -> bool:
    """Whether ``player`` can't complete quests now (306.2)."""
    return player < len(st.heroes) and st.heroes[player] in st.table.cards and kw.has(st, st.heroes[player], CANT_COMPLETE)


def cant_place_face_up(st: WowState, player: int, uid: int) -> bool:
    """Whether ``player`` can't place card ``uid`` face up as a resource now (a quest, 412.1b)."""
    return kw.ctype(st, uid) == "quest" and player < len(st.heroes) and st.heroes[player] in st.table.cards \
        and kw.has(st, st.heroes[player], CANT_QUEST_FACE_UP)
