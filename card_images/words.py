"""The board's own words (zone names, counters, states, the header) in the viewer's language.

Japanese terms follow each game's Japanese comprehensive rules (ロア, インクウェル, エグザート,
レスト, トラッシュ, 休憩, エグゾースト, 墓地 …); Lorcana's Chinese ones its Chinese rules (奇谈值, 墨池,
弃置区, 力竭, 手卡). Traditional Chinese is converted from the Simplified words. A word without a
translation stays English.
"""

from __future__ import annotations

import re

from .style import traditional

# English word → (Japanese, Simplified Chinese)
WORDS: dict[str, tuple[str, str]] = {
    "Deck": ("デッキ", "卡组"), "Hand": ("手札", "手牌"), "Discard": ("捨て札", "弃牌堆"),
    "Characters": ("キャラクター", "角色"), "Locations": ("ロケーション", "地点"), "Items": ("アイテム", "物品"),
    "Inkwell": ("インクウェル", "墨池"), "Lore": ("ロア", "奇谈值"), "Ink": ("インク", "墨"), "Ink drops": ("インクドロップ", "墨滴"),
    "Leader": ("リーダー", "领袖"), "Stage": ("ステージ", "舞台"), "Life": ("ライフ", "生命"),
    "Trash": ("トラッシュ", "弃牌区"), "DON!! deck": ("ドン!!デッキ", "DON!!卡组"),
    "active": ("アクティブ", "活跃"), "rested": ("レスト", "休息"), "exerted": ("エグザート", "力竭"),
    "exhausted": ("エグゾースト", "横置"),
    "Story": ("ストーリー", "故事"), "Protagonist": ("主役", "主角"), "Scenes": ("シーン", "场景"),
    "Rest": ("休憩", "休息区"), "Scene deck": ("シーンデッキ", "场景卡组"), "Harmony": ("ハーモニー", "和谐"),
    "Hero": ("ヒーロー", "英雄"), "Equipment / ongoing": ("装備・持続", "装备 / 持续"), "Equipment": ("装備", "装备"), "Allies": ("アライ", "盟友"),
    "Resources": ("リソース", "资源"), "Graveyard": ("墓地", "墓地"), "Removed": ("除外", "移出游戏"),
    "Health": ("体力", "生命值"), "Play": ("場", "场上"), "to act": ("行動", "行动"), "you": ("あなた", "你"),
    "Last": ("直前", "上一步"), "draw": ("引き分け", "平局"), "DON!!": ("ドン!!", "DON!!"),
    "Adventure": ("冒険", "冒险"),
    # card types (type lines on non-English faces)
    "Character": ("キャラクター", "角色"), "Action": ("アクション", "行动"), "Item": ("アイテム", "物品"),
    "Location": ("ロケーション", "地点"), "Event": ("イベント", "事件"), "Scene": ("シーン", "场景"),
    "Ally": ("アライ", "盟友"), "Ability": ("アビリティ", "技能"),
    "Weapon": ("武器", "武器"), "Armor": ("防具", "防具"), "Quest": ("クエスト", "任务"),
    # states, tags and badges on the cards
    "drying": ("ドライ中", "未干"), "DMG": ("ダメージ", "伤害"), "face down": ("裏向き", "背面朝上"),
    "here": ("ここに", "在此"), "attacker": ("攻撃中", "攻击者"), "target": ("対象", "目标"),
    "challenger": ("チャレンジ中", "挑战者"), "challenged": ("チャレンジ対象", "被挑战"),
    "plan": ("プラン", "计划"), "protagonist": ("主役", "主角"), "Resolving": ("解決中", "结算中"),
    "Trigger": ("誘発", "触发"), "Chain": ("チェーン", "连锁"), "Pending": ("解決待ち", "待结算"),
    "Column": ("列", "列"), "Top": ("一番上", "顶部"), "Plans": ("プラン", "计划"),
    "start": ("スタート", "起点"),
}
# stat badges: short labels (the words the games print or their rules use)
STAT_WORDS: dict[tuple[str, str], tuple[str, str, str]] = {
    ("lorcana", "strength"): ("STR", "攻撃", "力量"), ("lorcana", "willpower"): ("WP", "意志", "意志"),
    ("lorcana", "lore"): ("LORE", "ロア", "奇谈"), ("lorcana", "move_cost"): ("MOVE", "移動", "移动"),
    ("onepiece", "power"): ("POW", "パワー", "力量"), ("onepiece", "counter"): ("CTR", "カウンター", "反击"),
    ("onepiece", "life"): ("LIFE", "ライフ", "生命"),
    ("mlp", "idea"): ("INS", "アイデア", "灵感"), ("mlp", "inspiration"): ("INS", "アイデア", "灵感"),
    ("mlp", "harmony"): ("HAR", "ハーモニー", "和谐"),
    ("wow", "atk"): ("ATK", "攻撃", "攻击"), ("wow", "health"): ("HP", "体力", "生命"),
    ("wow", "defense"): ("DEF", "防御", "防御"), ("wow", "def"): ("DEF", "防御", "防御"),
    ("wow", "strike_cost"): ("SC", "打撃", "打击"),
}
# the same English word, another game's term
GAME_WORDS: dict[tuple[str, str], tuple[str, str]] = {
    ("lorcana", "Discard"): ("捨て札", "弃置区"), ("lorcana", "Hand"): ("手札", "手卡"),
    ("mlp", "exhausted"): ("タップ", "横置"),
    # ONE PIECE battle steps (7-1): the names the rules document gives them
    ("onepiece", "attack"): ("アタックステップ", "攻击步骤"), ("onepiece", "block"): ("ブロックステップ", "阻挡步骤"),
    ("onepiece", "counter"): ("カウンターステップ", "反击步骤"), ("onepiece", "damage_start"): ("ダメージステップ", "伤害步骤"),
    ("onepiece", "damage"): ("ダメージステップ", "伤害步骤"), ("onepiece", "end"): ("バトル終了時", "战斗结束时"),
    ("lorcana", "active"): ("レディ", "就绪"), ("lorcana", "rested"): ("エグザート", "力竭"),
}
HEADER = {
    "en": "Turn {turn} · {who}'s turn", "ja": "ターン {turn} · {who} のターン", "zh": "第 {turn} 回合 · {who} 的回合",
}
TO_ACT = {"en": "{who} to act", "ja": "{who} の行動", "zh": "轮到 {who} 行动"}
STORY = {
    "en": "Story · protagonist at {stage}", "ja": "ストーリー · 主役は {stage}", "zh": "故事 · 主角在 {stage}",
}
# what the player who acts is deciding (the engine's pending-choice kinds)
DECISIONS: dict[str, tuple[str, str, str]] = {
    "starting_player": ("choose who goes first", "先攻・後攻を選ぶ", "选择先后手"),
    "first_second": ("choose who goes first", "先攻・後攻を選ぶ", "选择先后手"),
    "first": ("choose who goes first", "先攻・後攻を選ぶ", "选择先后手"),
    "mulligan": ("mulligan or keep", "マリガンするか選ぶ", "选择是否调度"),
    "manual": ("carry out a card's text by hand", "カードの効果を手動で解決", "手动结算卡牌效果"),
    "may": ("use an optional effect or not", "任意の効果を使うか選ぶ", "选择是否使用可选效果"),
    "counter": ("counter step: play counters or pass", "カウンターステップ", "反击步骤：使用反击或跳过"),
    "counter_target": ("choose who gets the counter", "カウンターの対象を選ぶ", "选择反击的对象"),
    "block": ("block or not", "ブロックするか選ぶ", "选择是否阻挡"),
    "life": ("a Life card: trigger or add to hand", "ライフカードの処理", "处理生命卡"),
    "amount": ("choose an amount", "数を選ぶ", "选择数量"),
    "pay": ("pay a cost", "コストを支払う", "支付费用"),
    "target": ("choose a target", "対象を選ぶ", "选择目标"),
    "targets": ("choose targets", "対象を選ぶ", "选择目标"),
    "choose": ("make a choice", "選択する", "做出选择"),
    "overflow": ("too many characters: trash one", "キャラクターが多すぎる：1枚トラッシュ", "角色过多：弃置一张"),
    "deck_order": ("order cards", "カードの順番を決める", "决定卡牌顺序"),
    "order": ("order cards", "カードの順番を決める", "决定卡牌顺序"),
    "column_action": ("act in the interaction column", "列での行動を選ぶ", "在交锋列中行动"),
    "presents": ("place presents", "プレゼントを置く", "放置礼物"),
    "discard": ("discard cards", "カードを捨てる", "弃牌"),
    "hirameki": ("ひらめき: use it or not", "ひらめきを使うか選ぶ", "选择是否使用灵光"),
    "top_or_bottom": ("top or bottom of the deck", "デッキの上か下か選ぶ", "选择置于牌库顶或底"),
    "search": ("search the deck", "デッキを探す", "检索牌库"),
    "uniqueness": ("keep one unique card", "ユニークのカードを1枚残す", "保留一张唯一卡"),
    "protector": ("Protector: take the attack or not", "プロテクターを使うか選ぶ", "选择是否使用守护者"),
    "challenge": ("choose a character to challenge", "チャレンジするキャラクターを選ぶ", "选择挑战的角色"),
    "trigger": ("resolve a trigger", "誘発効果を解決する", "结算触发效果"),
    "sing": ("choose singers", "歌うキャラクターを選ぶ", "选择歌唱的角色"),
}
SUBJECTS = {
    "challenge": {"en": "{a} challenges {d}", "ja": "{a} が {d} にチャレンジ", "zh": "{a} 挑战 {d}"},
    "attack": {"en": "{a} attacks {d}", "ja": "{a} が {d} にアタック", "zh": "{a} 攻击 {d}"},
    "step": {"en": "{step} step", "ja": "{step}", "zh": "{step}"},
    "column": {"en": "interaction in column {n}", "ja": "{n} 列目で交流", "zh": "第 {n} 列交锋"},
}
GAME_OVER = {"en": "Game over — {names} ", "ja": "対戦終了 — {names} ", "zh": "对局结束 — {names} "}
HAND_TITLE = {
    "en": "Your hand — {name} ({n} cards) · turn {turn}", "ja": "手札 — {name}（{n} 枚）· ターン {turn}",
    "zh": "你的手牌 — {name}（{n} 张）· 第 {turn} 回合",
}
EMPTY = {"en": "(empty)", "ja": "（なし）", "zh": "（无）"}
_COUNT = re.compile(r"^(.*?)((?: \d+)?(?: \(\d+\))?)$")


def _pick(pair: tuple[str, str], lang: str) -> str | None:
    if lang == "ja":
        return pair[0]
    if lang == "zh":
        return pair[1]
    if lang == "zh-TW":
        return traditional(pair[1])
    return None


def word(text: str, lang: str, game: str = "") -> str:
    """``text`` (a board word, optionally followed by `` n`` and `` (n)``) in ``lang``."""
    if lang == "en" or not text:
        return text
    m = _COUNT.match(text)  # "Characters (5)", "Adventure 2 (1)": the numbers stay
    base, count = (m[1], m[2] or "") if m else (text, "")
    pair = GAME_WORDS.get((game, base)) or WORDS.get(base)
    local = _pick(pair, lang) if pair else None
    return f"{local}{count}" if local else text


def stat_label(game: str, key: str, lang: str) -> str:
    """The short label of a stat badge ("STR", "攻撃", "力量") in ``lang``."""
    trio = STAT_WORDS.get((game, key))
    if trio is None:
        return key.upper()[:4]
    return {"ja": trio[1], "zh": trio[2], "zh-TW": traditional(trio[2])}.get(lang, trio[0])


def decision(kind: str, lang: str) -> str:
    """What the player who acts is deciding, from the pending choice's kind."""
    trio = DECISIONS.get(kind)
    if trio is None:
        return kind.replace("_", " ")
    return {"ja": trio[1], "zh": trio[2], "zh-TW": traditional(trio[2])}.get(lang, trio[0])


def template(table: dict[str, str], lang: str, **fields: object) -> str:
    """A sentence of the board (header, hand title) in ``lang``."""
    text = table.get(lang) or (traditional(table["zh"]) if lang == "zh-TW" else table["en"])
    return text.format(**fields)
