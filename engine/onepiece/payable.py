"""Whether an activation cost can be paid in full (8-3-1-3) and which of the player's cards may
pay a cost they choose (8-3-1): shared by the stack (``resolve``), the main-phase actions and the
replacement effects."""

from __future__ import annotations

from . import board
from .cards.readers import CANNOT_REST
from .costs_more import MORE_COST_KINDS
from .costs_more import payable as more_payable
from .costs_starters import STARTER_COST_KINDS
from .costs_starters import payable as starter_payable
from .state import FIELD, OPState


def can_pay(st: OPState, uid: int, costs: list[dict], player: int) -> bool:
    """8-3-1-3: a cost that can't be paid in full can't be paid at all."""
    don = len(board.active_don(st, player))
    for c in costs:
        n = c.get("n", 1)
        if c["kind"] == "rest_don":
            don -= n
            if don < 0:
                return False
        elif not _payable(st, uid, c, player, n):
            return False
    return True


def _payable(st: OPState, uid: int, cost: dict, player: int, n: int) -> bool:
    t = st.table
    card = t.peek(uid)  # reading only: no copy-on-write copy
    kind = cost["kind"]
    if kind in MORE_COST_KINDS:
        return more_payable(st, uid, cost, player)
    if kind in STARTER_COST_KINDS:
        return starter_payable(st, cost, player, uid)
    if kind in ("don_minus", "don_minus_any"):
        return board.don_on_field(st, player) >= n
    if kind == "return_active_don":  # "return N of your active DON!! cards to your DON!! deck"
        return len(board.active_don(st, player)) >= n
    if kind == "leader_minus_power":  # "give your 1 active Leader −N power": the Leader must be active
        lead = board.leader(st, player)
        return lead is not None and not t.cards[lead].tapped
    if kind == "self_minus_power":  # "give this Character −N power during this turn" (scripts): while it is in play
        return card.zone in ("leader", "characters")
    if kind == "rest_leader":  # an active Leader that may be rested (1-3-3)
        lead = board.leader(st, player)
        return lead is not None and not t.cards[lead].tapped and not board.prohibited(st, lead, CANNOT_REST)
    if kind == "rest_self":  # 1-3-3: a card that cannot be rested can't pay it
        return not card.tapped and card.zone in FIELD and not board.prohibited(st, uid, CANNOT_REST)
    if kind in ("trash_self", "bounce_self", "bottom_self"):  # "trash this Character with a cost of 20 or more": its filter
        return card.zone in ("characters", "stage") and (not cost.get("filter") or board.matches(st, uid, cost["filter"], player, uid))
    if kind == "trash_hand":
        return len(hand_matching(st, player, cost.get("filter"), uid)) >= n
    if kind in ("trash_to_deck", "reveal_hand", "bounce_own", "trash_own", "ko_own", "bottom_own"):
        return len(own_matching(st, player, cost, uid)) >= n
    if kind == "trash_own_or_hand":  # "trash 1 of your {X} type Characters or 1 card from your hand"
        return len(own_matching(st, player, cost, uid)) + len(hand_matching(st, player, cost.get("hand_filter"), uid)) >= n
    if kind == "give_active_don":
        return len(board.active_don(st, player)) >= n and bool(don_hosts(st, player, cost, uid))
    if kind == "rest_own":
        return len(rest_own_options(st, player, cost, uid)) >= n
    if kind == "life_to_hand" and board.life_to_hand_forbidden(st, player):
        return False  # 1-3-3: "you cannot add Life cards to your hand using your own effects"
    if kind == "life_face_down":  # the top N life cards, each face up (1-3-2: a face-down card can't be turned face down)
        life = t.zone(player, "life")
        return len(life) >= n and all(t.cards[u].flags.get("face_up") for u in life[:n])
    if kind == "life_face_up":  # the top N life cards, each still face down
        life = t.zone(player, "life")
        return len(life) >= n and not any(t.cards[u].flags.get("face_up") for u in life[:n])
    zone = {"life_to_hand": "life", "life_trash": "life", "mill": "deck", "trash_to_deck": "trash"}.get(kind)
    return zone is None or len(t.zone(player, zone)) >= n


def own_matching(st: OPState, player: int, cost: dict, src: int) -> list[int]:
    """The player's cards a chosen cost may use: trash (→ deck), hand (reveal) or characters
    in play (→ hand), fitting the cost's filter."""
    kind = cost["kind"]
    if kind == "reveal_hand":
        return hand_matching(st, player, cost.get("filter"), src)
    pool = list(st.table.zone(player, "trash" if kind == "trash_to_deck" else "characters"))
    if kind != "trash_to_deck" and "Stage" in (cost.get("filter") or {}).get("types", ()):
        pool += st.table.zone(player, "stage")  # "place 1 Stage … at the bottom of the owner's deck"
    if kind == "bottom_own" and (cost.get("filter") or {}).get("side") == "any":
        # "place 1 Character with a cost of 2 or less at the bottom of the owner's deck": either player's Character (8-3-1);
        # 1-3-3: an opponent's Character that cannot be removed by its opponent's effects can't pay it
        opp = board.opponent(player)
        pool += [u for u in st.table.zone(opp, "characters") if not board.removal_blocked(st, u, player)]
    if kind == "ko_own":  # 1-3-3: a Character that cannot be K.O.'d can't pay it
        pool = [u for u in pool if not board.prohibited(st, u, "Cannot Be K.O.'d", "Cannot Be K.O.'d By Effects")]
    flt = {k: v for k, v in (cost.get("filter") or {}).items() if k not in ("side", "zone")}
    return [u for u in pool if not flt or board.matches(st, u, flt, player, src)]


def don_hosts(st: OPState, player: int, cost: dict, src: int) -> list[int]:
    """The player's Leader and Characters a "give N active DON!! to 1 of your …" cost may give to."""
    flt = cost.get("filter") or {}
    return [u for z in ("leader", "characters") for u in st.table.zone(player, z) if not flt or board.matches(st, u, flt, player, src)]


def hand_matching(st: OPState, player: int, flt: dict | None, src: int) -> list[int]:
    hand = [u for u in st.table.zone(player, "hand") if u != src]
    if not flt:
        return hand
    flt = {k: v for k, v in flt.items() if k not in ("side", "zone")}
    return [u for u in hand if board.matches(st, u, flt, player, src)]


def rest_own_options(st: OPState, player: int, cost: dict, src: int) -> list[int]:
    """"rest N of your cards": the player's active Leader, Characters and Stage and the active DON!!
    of their cost area; "rest N of your Characters …": the active ones that fit."""
    t = st.table
    flt = {k: v for k, v in (cost.get("filter") or {}).items() if k not in ("side", "zone")}
    if flt:
        kinds = flt.get("types") or [k for alt in flt.get("any_of", []) for k in alt.get("types") or []] or ["Character"]
        zones = [z for z, kind in (("leader", "Leader"), ("characters", "Character"), ("stage", "Stage")) if kind in kinds]
        found = [u for z in zones for u in t.zone(player, z) if not t.cards[u].tapped and board.matches(st, u, flt, player, src)]
    else:
        found = [u for z in (*FIELD, "cost_area") for u in t.zone(player, z) if not t.cards[u].tapped]
    return [u for u in found if t.cards[u].zone == "cost_area" or not board.prohibited(st, u, CANNOT_REST)]  # 1-3-3
