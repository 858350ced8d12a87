"""Hand-built views in the standard view format (for the benchmark, tests and previews).

They follow ``Engine.base_view``: hidden cards are ``{"hidden": True, "tapped": …}``.
"""

from __future__ import annotations

import itertools
from typing import Any

HIDDEN = {"hidden": True, "tapped": False}

CARDS: dict[str, dict[str, dict[str, Any]]] = {
    "lorcana": {
        "L-mickey": {"name": "Mickey Mouse", "version": "Brave Little Tailor", "full_name": "Mickey Mouse - Brave Little Tailor", "type": "Character", "classifications": ["Storyborn", "Hero"], "cost": 8, "colors": ["Amber"], "strength": 5, "willpower": 5, "lore": 4, "inkable": False, "keywords": ["Evasive"], "text": "Evasive (Only characters with Evasive can challenge this character.)", "set": "1", "number": "115", "rarity": "Legendary", "i18n": {"ja": {"name": "ミッキーマウス", "text": "回避(このキャラクターにチャレンジできるのは回避を持つキャラクターだけである。)"}}},
        "L-elsa": {"name": "Elsa", "version": "Snow Queen", "type": "Character", "classifications": ["Storyborn", "Hero", "Queen", "Sorcerer"], "cost": 4, "colors": ["Amethyst"], "strength": 2, "willpower": 4, "lore": 2, "inkable": True, "text": "FREEZE ⟳ — Exert chosen opposing character.", "i18n": {"zh": {"name": "艾莎", "text": "冰冻 — 横置一个被选择的对手的角色。"}}},
        "L-stitch": {"name": "Stitch", "version": "Rock Star", "type": "Character", "cost": 6, "colors": ["Amber"], "strength": 3, "willpower": 5, "lore": 3, "keywords": ["Shift 4"], "text": "Shift 4. ADORING FANS Whenever you play a character with cost 2 or less, you may exert them to draw a card."},
        "L-beast": {"name": "Beast", "version": "Hardheaded", "type": "Character", "cost": 3, "colors": ["Ruby"], "strength": 4, "willpower": 3, "lore": 1, "text": "BREAK When you play this character, you may banish chosen item."},
        "L-hook": {"name": "Captain Hook", "version": "Forceful Duelist", "type": "Character", "cost": 1, "colors": ["Steel"], "strength": 1, "willpower": 2, "lore": 1, "keywords": ["Challenger +2"], "text": "Challenger +2"},
        "L-castle": {"name": "Beast's Castle", "version": "Isolated Retreat", "type": "Location", "cost": 3, "colors": ["Ruby"], "willpower": 8, "lore": 1, "move_cost": 1, "text": "Characters here get +1 willpower."},
        "L-lamp": {"name": "Magic Lamp", "type": "Item", "cost": 2, "colors": ["Sapphire"], "text": "⟳ — Gain 1 lore."},
        "L-song": {"name": "Friends on the Other Side", "type": "Action", "classifications": ["Song"], "cost": 3, "colors": ["Amethyst"], "text": "Draw 2 cards."},
    },
    "onepiece": {
        "OP-luffy": {"name": "Monkey.D.Luffy", "type": "LEADER", "colors": ["Red"], "power": 5000, "life": 5, "attribute": "Strike", "traits": ["Straw Hat Crew"], "text": "[Activate: Main] [Once Per Turn] Give this Leader up to 1 rested DON!! card.", "i18n": {"ja": {"name": "モンキー・D・ルフィ", "text": "【起動メイン】【ターン1回】自分のリーダーに、レストのドン!!1枚までを、付与する。"}}},
        "OP-zoro": {"name": "Roronoa Zoro", "type": "CHARACTER", "cost": 3, "colors": ["Red"], "power": 5000, "counter": 1000, "attribute": "Slash", "traits": ["Straw Hat Crew"], "text": "[DON!! x1] [Your Turn] This Character gains +1000 power."},
        "OP-nami": {"name": "Nami", "type": "CHARACTER", "cost": 1, "colors": ["Red"], "power": 2000, "counter": 1000, "attribute": "Special", "text": "[On Play] Look at 5 cards from the top of your deck."},
        "OP-sanji": {"name": "Sanji", "type": "CHARACTER", "cost": 2, "colors": ["Red"], "power": 4000, "counter": 1000, "attribute": "Strike", "text": ""},
        "OP-sunny": {"name": "Thousand Sunny", "type": "STAGE", "cost": 2, "colors": ["Red"], "text": "[Activate: Main] You may rest this Stage: give up to 1 of your Characters +1000 power."},
        "OP-kaido": {"name": "Kaido", "type": "LEADER", "colors": ["Purple"], "power": 5000, "life": 5, "attribute": "Strike", "text": "[DON!! x1] [When Attacking] You may trash 1 card from your hand: add up to 1 DON!!."},
        "OP-queen": {"name": "Queen", "type": "CHARACTER", "cost": 5, "colors": ["Purple"], "power": 6000, "attribute": "Special", "text": "[Blocker]"},
        "DON": {"name": "DON!!", "type": "DON!!", "colors": [], "text": ""},
    },
    "mlp": {
        "M-twilight": {"name": "Twilight Sparkle", "type": "Protagonist", "colors": ["Purple"], "text": "When this protagonist moves to a new story, draw a card.", "i18n": {"ja": {"name": "トワイライトスパークル"}}},
        "M-pinkie": {"name": "Pinkie Pie", "type": "Character", "cost": 2, "colors": ["Pink"], "harmony": 2, "inspiration": 1, "text": "Party! When played, untap a scene."},
        "M-rainbow": {"name": "Rainbow Dash", "type": "Character", "cost": 3, "colors": ["Blue"], "harmony": 3, "inspiration": 2, "text": "Fast."},
        "M-rarity": {"name": "Rarity", "type": "Character", "cost": 3, "colors": ["White"], "harmony": 2, "inspiration": 3, "text": "Generous."},
        "M-story1": {"name": "Friendship is Magic I", "type": "Story", "colors": ["Rainbow"], "text": "Stage I."},
        "M-story2": {"name": "Friendship is Magic II", "type": "Story", "colors": ["Rainbow"], "text": "Stage II."},
        "M-scene": {"name": "Ponyville", "type": "Scene", "colors": ["Green"], "harmony": 1, "text": "Tap: +1 harmony."},
    },
    "wow": {
        "W-thrall": {"name": "Thrall", "type": "Hero", "class": "Shaman", "faction": "Horde", "colors": ["Horde"], "health": 28, "text": "Flip: Your allies have +1 ATK this turn."},
        "W-jaina": {"name": "Jaina Proudmoore", "type": "Hero", "class": "Mage", "colors": ["Alliance"], "health": 27, "text": "Flip: Deal 2 frost damage to target ally."},
        "W-grunt": {"name": "Orgrimmar Grunt", "type": "Ally", "cost": 2, "colors": ["Horde"], "atk": 2, "health": 3, "text": "Protector"},
        "W-wolf": {"name": "Spirit Wolf", "type": "Ally", "cost": 3, "colors": ["Horde"], "atk": 3, "health": 2, "text": "Ferocity"},
        "W-axe": {"name": "Gorehowl", "type": "Weapon", "cost": 4, "colors": ["Neutral"], "atk": 3, "strike_cost": 2, "text": "Equip 2"},
        "W-footman": {"name": "Stormwind Footman", "type": "Ally", "cost": 1, "colors": ["Alliance"], "atk": 1, "health": 2, "text": ""},
        "W-bolt": {"name": "Frostbolt", "type": "Ability", "cost": 2, "colors": ["Mage"], "text": "Deal 3 frost damage to target ally."},
    },
}


class _Uids:
    def __init__(self) -> None:
        self.n = itertools.count(1)

    def card(self, cid: str, owner: int, **kw: Any) -> dict[str, Any]:
        out = {"uid": next(self.n), "card_id": cid, "owner": owner, "tapped": False, "damage": 0, "face_down": False, "entered_turn": 1}
        out.update(kw)
        return out


def _view(game: str, names: list[str], zones: list[dict[str, list]], counters: list[dict], *, viewer: int | None, turn: int = 5, active: int = 0) -> dict[str, Any]:
    ids = {c["card_id"] for pz in zones for cards in pz.values() for c in cards if "card_id" in c}
    return {
        "game": game,
        "viewer": viewer,
        "turn": turn,
        "active": active,
        "to_act": [active],
        "players": [{"name": n, "zones": z, "counters": c} for n, z, c in zip(names, zones, counters, strict=True)],
        "pending": None,
        "result": None,
        "cards": {cid: CARDS[game][cid] for cid in sorted(ids)},
    }


def lorcana_view(players: int = 2, viewer: int | None = 0) -> dict[str, Any]:
    u = _Uids()
    zones, counters = [], []
    for p in range(players):
        castle = u.card("L-castle", p)
        play = [
            u.card("L-mickey", p, tapped=True, damage=2),
            u.card("L-elsa", p, entered_turn=5),
            u.card("L-stitch", p, stats={"strength": 4, "willpower": 5, "lore": 3}),
            u.card("L-beast", p, flags={"location": castle["uid"]}),
            u.card("L-hook", p, tapped=True),
            castle,
            u.card("L-lamp", p),
        ]
        hand = [u.card(c, p) for c in ("L-song", "L-hook", "L-elsa", "L-beast")] if p == viewer else [dict(HIDDEN) for _ in range(4)]
        zones.append({
            "deck": [dict(HIDDEN) for _ in range(40 - 3 * p)],
            "hand": hand,
            "play": play,
            "inkwell": [{"hidden": True, "tapped": k < 3} for k in range(6)],
            "discard": [u.card("L-song", p), u.card("L-hook", p)],
        })
        counters.append({"lore": 7 + 5 * p})
    return _view("lorcana", ["Aurora", "Belle", "Cinder", "Daisy"][:players], zones, counters, viewer=viewer)


def onepiece_view(viewer: int | None = 0) -> dict[str, Any]:
    u = _Uids()
    zones, counters = [], []
    for p in range(2):
        leader = u.card("OP-luffy" if p == 0 else "OP-kaido", p)
        chars = [u.card("OP-zoro", p, tapped=True), u.card("OP-nami", p), u.card("OP-sanji", p, entered_turn=5)]
        if p == 1:
            chars = [u.card("OP-queen", p), *chars[:2]]
        don = [u.card("DON", p, tapped=k < 2) for k in range(5)]
        don.append(u.card("DON", p, attached_to=leader["uid"], tapped=True))
        don.append(u.card("DON", p, attached_to=chars[0]["uid"], tapped=True))
        hand = [u.card(c, p) for c in ("OP-zoro", "OP-nami", "OP-sunny", "OP-sanji", "OP-queen")] if p == viewer else [dict(HIDDEN) for _ in range(5)]
        zones.append({
            "deck": [dict(HIDDEN) for _ in range(30)],
            "don_deck": [u.card("DON", p, face_down=False) for _ in range(3)],
            "hand": hand,
            "trash": [u.card("OP-nami", p)],
            "leader": [leader],
            "characters": chars,
            "stage": [u.card("OP-sunny", p)] if p == 0 else [],
            "cost_area": don,
            "life": [dict(HIDDEN) for _ in range(4 - p)],
        })
        counters.append({})
    return _view("onepiece", ["Luffy fan", "Kaido fan"], zones, counters, viewer=viewer)


def mlp_view(viewer: int | None = 0) -> dict[str, Any]:
    u = _Uids()
    zones, counters = [], []
    for p in range(2):
        zones.append({
            "deck": [dict(HIDDEN) for _ in range(35)],
            "scene_deck": [dict(HIDDEN) for _ in range(6)],
            "hand": [u.card(c, p) for c in ("M-pinkie", "M-rarity", "M-rainbow")] if p == viewer else [dict(HIDDEN) for _ in range(3)],
            "protagonist": [u.card("M-twilight", p)],
            "adventure": [u.card("M-pinkie", p, flags={"slot": 0}), u.card("M-rainbow", p, tapped=True, flags={"slot": 2})],
            "story": [u.card("M-story1", p), u.card("M-story2", p), dict(HIDDEN), dict(HIDDEN)],
            "scene": [u.card("M-scene", p), u.card("M-scene", p, face_down=True), u.card("M-scene", p, tapped=True)],
            "rest": [u.card("M-rarity", p)],
        })
        counters.append({"story_position": 2 - p, "harmony": 3})
    return _view("mlp", ["Applejack", "Fluttershy"], zones, counters, viewer=viewer)


def wow_view(viewer: int | None = 0) -> dict[str, Any]:
    u = _Uids()
    zones, counters = [], []
    for p in range(2):
        hero = u.card("W-thrall" if p == 0 else "W-jaina", p, damage=5 + p)
        zones.append({
            "deck": [dict(HIDDEN) for _ in range(45)],
            "hand": [u.card(c, p) for c in ("W-bolt", "W-grunt", "W-wolf", "W-axe", "W-footman", "W-bolt")] if p == viewer else [dict(HIDDEN) for _ in range(6)],
            "hero": [hero],
            "equipment": [u.card("W-axe", p, tapped=True)] if p == 0 else [],
            "allies": [u.card("W-grunt", p, damage=1), u.card("W-wolf", p, tapped=True)] if p == 0 else [u.card("W-footman", p), u.card("W-footman", p, entered_turn=5)],
            "resources": [u.card("W-bolt", p, tapped=True), u.card("W-footman", p)] + [u.card("W-grunt", p, face_down=True, tapped=k < 2) for k in range(3)],
            "graveyard": [u.card("W-bolt", p)],
        })
        counters.append({})
    return _view("wow", ["Orc main", "Human main"], zones, counters, viewer=viewer)


def sample_view(game: str, *, players: int = 2, viewer: int | None = 0) -> dict[str, Any]:
    if game == "lorcana":
        return lorcana_view(players, viewer)
    return {"onepiece": onepiece_view, "mlp": mlp_view, "wow": wow_view}[game](viewer)
