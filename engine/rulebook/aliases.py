"""Per-game alias tables (ja, zh, en) for keywords and core terms, and everyday synonyms.

Each row is ``ids | en terms | ja terms | zh terms`` (the ja terms include the katakana loanwords
players use for English keyword names: シフト for 変身, ボディガード for 護衛) (terms separated by ``;``). Lorcana ids are valid in
both the ja and the zh document unless written ``ja_id>zh_id``. Targets are checked against the parsed
documents by the tests; section titles and glossary headwords are added automatically at load time.

The ids are the search's targets: the sections a question naming the term should reach. The bilingual
glossary (:mod:`.glossary`) shows them as where the term is defined, unless an optional fifth column
says otherwise (items separated by ``;``): ``at IDS`` the sections that define the term (first) when
the targets are where it is used, ``ja NAME, NAME`` the names to show when the document's own name is
not an alias (ONE PIECE calls the life area ライフ), ``note TEXT`` when no section defines it.
"""

from __future__ import annotations

from dataclasses import dataclass

LORCANA = """
10.2 | bodyguard | 護衛;ボディガード;ボディーガード | 护卫
10.3 | challenger | 果敢;チャレンジャー | 善战
10.4 | evasive | 回避;エヴェイシブ;イベイシブ;エベイシブ | 灵活
10.5 | reckless | 暴勇;レックレス | 鲁莽
10.6 | resist | 耐久;レジスト | 抵抗
10.7 | rush | 突進;ラッシュ | 速击
10.8 | shift | 変身;シフト | 转形
10.9 | singer | 歌声;シンガー | 歌手
10.10 | sing together | 合唱;シングトゥギャザー;シング・トゥギャザー | 合唱
10.11 | support | 支援;サポート | 辅助
10.12 | ward | 魔除;ウォード;ワード | 庇护
10.1 | keyword;keywords | キーワード能力 | 关键词;关键词奇能 | at 7.3 10.1
1.7 8.7 | bag;the bag | バッグ | 奇囊
1.9 | game state check;state check;state-based | 状況起因処理 | 游戏状态检查
1.10 | multiplayer;multi-player | 多人数戦 | 多人游戏
1.2 | golden rule | 黄金律 | 首要法则
1.3 | active player | アクティブ・プレイヤー | 主动玩家
2.1 | deck building;deckbuilding;deck rules;deck size | デッキのルール;デッキ構築 | 卡组规则;组卡
2.1.1.3 | copies;same card;4 copies | 同一のフルネーム;同じカード | 完整名称相同
2.1.1.2 6.2.3 | ink colors;colors;colours;ink types | インク・タイプ | 奇墨类别
3.1 | setup;game setup;start of the game | ゲーム開始の手順 | 游戏开始
3.1.6 | mulligan;redraw | 手札の入れ替え;最初の手札を入れ替える;マリガン | 调整起始手卡
3.1.2 | first player;starting player;who goes first | 開始プレイヤー | 起始玩家
3.2 3.2.1.1 1.9.1.1 | win;winning;lore to win;20 lore | ゲームの終了条件;勝利 | 游戏结束;赢得
3.2.1.2 1.9.1.2 | deck out;empty deck;decked;deck is empty;run out of cards | デッキが空 | 卡组已空
4.2.1 | ready step;ready | レディ | 就绪
4.2.2 | set step | セット | 预备
4.2.3 | draw step;draw | ドロー | 抽卡
4.3 | main phase | メインフェイズ | 主要阶段
4.4 | end phase;end of turn | エンドフェイズ | 回合结束阶段
4.3.3 8.5 | inkwell;ink a card;inking | インクウェル | 奇墨池
4.3.4 | play a card;playing cards | カードをプレイ | 打出卡
4.3.5 | quest;questing | クエスト | 探奇
4.3.6 | challenge;challenging;attack | チャレンジ | 挑战
4.3.7 | move;moving;move to a location | 移動 | 移至地点
5.1.2 | exert;exerted | エグザート | 力竭
4.2.2.1 | drying;dry;fresh ink;summoning sickness | 塗りたて;乾いた | 等待奇墨晾干;奇墨已干
1.9.1.3 | banish;banished | 退場;バニッシュ | 驱逐
6.1 | character;characters | キャラクター | 角色
6.3 | action;actions | アクション | 行动
6.3.3 | song;songs | 歌 | 歌曲
6.4 | item;items | アイテム | 物品
6.5 | location;locations | ロケーション | 地点
6.2.10 | willpower | 意志力 | 意志力
6.2 | strength | 攻撃力 | 力量 | at 6.2.9
6.2 | lore value | ロア値 | 奇谈值 | at 6.2.11
3.2.1.1 1.9.1.1 | lore | ロア | 奇谈
7.4 | triggered ability;triggered abilities;trigger | 誘発能力 | 触发式奇能
7.5 | activated ability;activated abilities | 起動能力 | 起动式奇能
7.6 | static ability;static abilities | 常在能力 | 静止式奇能
7.7 | replacement effect;replacement | 置換効果 | 替代性效果
8.2 | deck | デッキ | 卡组
8.3 | hand | 手札 | 手卡
8.4 | play area;in play | 場 | 场上
8.6 | discard;discard pile | 捨て札 | 弃置区
9 9.1 | damage;damage counter | ダメージ | 伤害
4.3.4.6 | cost;ink cost;pay | コスト | 费用 | at 6.2.7 4.3.4.6
"""

ONEPIECE = """
10-1-1 | rush | 速攻 |
10-1-2 | double attack | ダブルアタック |
10-1-3 | banish | バニッシュ |
10-1-4 | blocker | ブロッカー |
10-1-5 2-11 | trigger | トリガー |
10-2-1 | k.o.;ko | KO |
10-2-1-3 | on k.o. | KO時 |
10-2-2 | activate: main;activate main | 起動メイン |
10-2-3 | main | 【メイン】 |
10-2-4 2-10 7-1-3 | counter | カウンター |
10-2-5 | when attacking | アタック時 |
10-2-6 | on play | 登場時 |
10-2-7 | end of your turn | 自分のターン終了時 |
10-2-8 | end of opponent's turn | 相手のターン終了時 |
10-2-9 | don!! x;don!! x1;don!! x2;don!! x3;don x | ドン!!× |
10-2-10 | don!! −x;don!! -x;don!! -1;don!! -2;don!! -3;don!! minus;don minus | ドン!!- |
10-2-11 | your turn | 自分のターン中 |
10-2-12 | opponent's turn | 相手のターン中 |
10-2-13 | once per turn | ターン1回 |
10-2-15 | on block | ブロック時 |
10-2-16 | on your opponent's attack | 相手のアタック時 |
3-3 6-4 6-5-5 | don!!;don;don!! card | ドン!!;ドン |
6-5-5 | give don!!;given don!!;attach don;give don | ドン!!カードの付与;付与 |
3-6 5-1-2 | leader | リーダー | | at 2-2-3
2-9 3-10 4-6 | life | ライフ |
5-1-2 | deck building;deck rules;deck size | デッキ構築 |
3-2 | deck | デッキ |
3-5 | trash | トラッシュ |
10-2-14 | discard | 捨てる |
3-3 | don!! deck | ドン!!デッキ |
3-10 | life area;life cards | ライフエリア | | ja ライフ, ライフエリア
2-10 7-1-3-2-1 | counter value | (アイコン)カウンター |
2-2-5 8-4-2 | event;events;event card | イベントカード |
3-7 3-7-6 | character area;characters | キャラクターエリア |
3-8 | stage | ステージ | | at 2-2-6
3-9 | cost area | コストエリア |
1-2 9-2 | win;lose;defeat | 勝敗;敗北;勝利 |
6-2 | refresh phase;refresh | リフレッシュフェイズ |
6-3 | draw phase | ドローフェイズ |
6-4 | don!! phase;don phase | ドン!!フェイズ |
6-5 | main phase | メインフェイズ |
6-6 | end phase | エンドフェイズ |
7 7-1-1 | attack;battle | アタック;バトル |
7-1-2 | block;block step | ブロック |
7-1-3 | counter step | カウンター・ステップ |
7-1-4 | damage step | ダメージ・ステップ |
9 | rule processing | ルール処理 |
11-1 | infinite loop;loop | 永久循環;ループ |
5-2-1-6 | mulligan;redraw | マリガン;引き直し |
5-2-1-4 5-2-1-5 | first player;going first;second player | 先攻;後攻 |
2-3 | color;colour | 色 |
2-6 | power | パワー |
2-7 | cost | コスト |
4-4 | rest;rested | レスト | | at 4-4-1-2
4-4 | active;set as active | アクティブ | | at 4-4-1-1
4-6 | damage | ダメージ |
3-4 | hand | 手札 |
1-3 | golden rule;fundamental rules | 大原則 |
1-1 | number of players;multiplayer | ゲーム人数 |
2-2 | card type;card types | カード種類 |
2-4 | type;types;trait;traits | 特徴 |
2-5 | attribute;attributes | 属性 |
3-6 | leader area | リーダーエリア |
3-8 | stage area | ステージエリア |
4-7 6-5-3 | play a card;playing cards | カードのプレイ |
6-1 | turn structure;turn order;phases | ターンの流れ |
8-2 | negate;negated;invalid | 効果の有効と無効 |
8-4 | activation;resolution | 発動と解決 |
8-1-3-1 | auto effect;auto effects | 自動効果 |
8-1-3-3 | activate effect;activate effects | 起動効果 |
8-1-3-4 | permanent effect;permanent effects | 永続効果 |
8-3-1 | activation cost;activation costs | 発動コスト |
4-3 | turn player;non-turn player | ターンプレイヤー;非ターンプレイヤー |
3-1-5 | open area;secret area | 公開領域;非公開領域 |
11-2 | reveal;revealed | カードの公開 |
11-3 | look at;looking at | 非公開領域を見る |
4-9 | base;original | 元々の |
4-5 | draw;draw a card | カードを引く |
"""

MLP = """
第一節 2.0.0 | deck building;deck rules;deck size | デッキ構築;準備 |
第一節 2.1.0 | copies;same card | 同じカードナンバー |
第一節 3.3.0 | first player;who goes first | 先後;先手;後手 |
第一節 3.4.1a 第一節 3.4.1 | mulligan;redraw | マリガン;引き直し |
第一節 4.0.0 | win;lose;game end;end of the game | ゲーム終了;勝利;敗北 |
第二節 1.0.0 | character;characters | キャラクター |
第二節 2.0.0 | event;events | イベント |
第二節 3.0.0 | item;items | アイテム |
第二節 4.0.0 | scene;scenes | シーン |
第二節 5.0.0 | protagonist;main character;lead | 主役 |
第二節 6.0.0 | story;stories | ストーリー |
第二節 7.0.0 | token;tokens | トークン |
第二節 7.2.1 | candy | キャンディ |
第二節 7.2.2 | present;gift | プレゼント |
第二節 1.4.0 | keyword;keywords | キーワード |
第二節 1.5.0 第六節 8.0.0 | harmony;harmony cost | ハーモニー |
第二節 1.7.0 第六節 7.0.0 | idea;ideas | アイデア |
第四節 4.3.1 第四節 4.3.2 | inspiration;spark | ひらめき | | at 第五節 1.3.1 第四節 4.3.1 第四節 4.3.2
第四節 4.3.0 第四節 4.0.0 | interaction;interact | 交流 |
第六節 4.0.0 | plan;plans | 計画 | | at 第三節 4.2.0 第六節 4.0.0
第四節 4.4.2 | disrupt;disrupt plan | 計画を妨害 |
第四節 4.4.1 | advance story | ストーリーを進める |
第三節 3.0.0 | adventure area | 冒険エリア |
第三節 6.0.0 | rest area | 休憩エリア |
第三節 8.0.0 | resolution area;processing area | 処理エリア |
第三節 1.0.0 | main deck | メインデッキ |
第三節 7.0.0 | hand | 手札 |
第四節 2.0.0 | start phase | スタートフェイズ |
第四節 3.0.0 | main phase | メインフェイズ |
第四節 4.0.0 | interaction phase | 交流フェイズ |
第四節 5.0.0 | end phase | エンドフェイズ |
第五節 1.1.0 | triggered effect;trigger | 触発式 |
第五節 1.2.0 | continuous effect;static | 持続式 |
第五節 1.3.0 | activated effect;activated | 起動式 |
第五節 4.0.0 | pending effect;pending list | 解決待ち |
第六節 1.0.0 | draw | カードを引く;引く |
第六節 2.0.0 | discard | 捨てる |
第六節 10.0.0 | exhaust;tap;untap | 横置き;縦置き;横向き |
第六節 14.0.0 | leave play;retire;banish | 退場 |
第六節 5.0.0 | remove;removed | 取り除く |
第六節 11.0.0 | open;reveal | オープン |
第六節 13.0.0 | check;look at | 確認する |
第四節 4.5.0 | skip | スキップ |
"""

WOW = """
100 | deck building;deck construction;deck size | デッキの構築 |
101 | start of the game;mulligan;setup | ゲームの開始 |
102 | win;lose;winning;losing | 勝利;敗北 |
103 | contradiction;conflict | 矛盾 |
104 | numbers | 数値 |
200 | name | 名前 |
202 | type line | タイプライン |
203 | text box | テキスト欄 |
205 | atk;attack;damage type | 攻撃力;ダメージタイプ |
206 | traits;icons | 特徴 |
301 | hero;heroes | ヒーロー |
301.4 | master hero | マスターヒーロー |
302 | ally;allies | 仲間 |
303 | weapon;weapons | 武器 |
304 | armor;item;items | 防具;アイテム |
305 | ability;abilities | 能力 |
305.3 | totem | トーテム |
306 | quest;quests;location | クエスト;ロケーション |
400 | attach;attachment | 付加 |
401 | control;ownership;owner | コントロール;所有 |
402 | copy | コピー |
403 | cost;costs | コスト |
404 | counter;counters;token;tokens | カウンター;トークン |
405 | damage | ダメージ |
406 | dual wield;two-handed | 二刀流 |
407 | heal;healing | 回復 |
408 | packet;packets | パケット |
409 | play a card;playing cards | カードのプレイ |
410 | priority | 優先権 |
411 | ready;exhaust;exhausted | レディ;エグゾースト |
412 | resource;resources | リソース |
413 | search | サーチ |
414 | unique;uniqueness | ユニーク;ユニークネス |
415 | zone;zones | ゾーン |
415.3 | deck zone;deck | デッキ |
415.4 | hand | 手札 |
415.5 | graveyard | 墓地 |
415.6 | chain | チェーン |
415.7 | removed from game;rfg | ゲーム除外 |
415.8 | play zone | プレイゾーン |
500 | turn;turn structure | ターン進行 |
501 | start phase | スタートフェイズ |
501.1 | ready step | レディステップ |
501.1b | inspire | 喚起 |
410.6c | protector | プロテクター | | note not defined in the Japanese 6.0 document, which ends at 501.1b (プロテクター appears only on an example card, 410.6c)
100.3 | sideboard;side deck | サイドデッキ |
303.2 | strike;striking | 襲撃 |
405.2 | fatal damage;lethal damage;health | 致死ダメージ;体力 |
415.9d | discard;discarding | 捨てる |
"""

#: Everyday words → rules vocabulary (appended to the query). Keys are folded (NFKC, lower case).
SYNONYMS: dict[str, dict[str, str]] = {
    "ja": {
        "負け": "敗北",
        "負ける": "敗北",
        "勝ち": "勝利",
        "勝つ": "勝利",
        "同じ": "同一",
        "色": "インクタイプ",
        "先攻": "開始プレイヤー",
        "先行": "先攻",
        "マリガン": "入れ替え",
        "引き直": "入れ替え",
        "殴": "チャレンジ",
        "攻撃": "チャレンジ",
        "山札": "デッキ",
        "墓地": "捨て札",
        "タップ": "エグザート",
        "何枚": "枚",
        "デッキ切れ": "デッキ 0枚",
        "組む": "構築",
        "組め": "構築",
        "ライブラリアウト": "デッキ 0枚",
        "破壊": "退場",
        "死ぬ": "退場",
    },
    "zh": {
        "输": "输掉",
        "赢": "赢得",
        "获胜": "赢得",
        "胜利": "赢得",
        "颜色": "奇墨类别",
        "先手": "起始玩家",
        "换牌": "调整起始手卡",
        "重抽": "调整起始手卡",
        "攻击": "挑战",
        "横置": "力竭",
        "墓地": "弃置区",
        "手牌": "手卡",
        "牌库": "卡组",
        "套牌": "卡组",
        "张": "张",
    },
}
GAME_SYNONYMS: dict[str, dict[str, str]] = {
    "onepiece": {
        "先攻": "先攻",
        "色": "色",
        "攻撃": "アタック",
        "殴": "アタック",
        "墓地": "トラッシュ",
        "破壊": "KO",
        "タップ": "レスト",
        "山札": "デッキ",
        "マリガン": "引き直し",
        "引き直": "引き直し",
    },
    "mlp": {
        "先攻": "先手",
        "マリガン": "引き直",
        "色": "色",
        "攻撃": "交流",
        "墓地": "休憩エリア",
        "タップ": "横向き",
        "山札": "デッキ",
    },
    "wow": {
        "先攻": "最初のターン",
        "色": "特徴",
        "攻撃": "攻撃",
        "タップ": "エグゾースト",
        "山札": "デッキ",
        "墓地": "墓地",
        "マリガン": "マリガン",
    },
}

#: Generic English words → ja/zh search words (for English questions).
ENGLISH: dict[str, tuple[str, str]] = {
    "win": ("勝利", "赢得"),
    "lose": ("敗北", "输掉"),
    "loses": ("敗北", "输掉"),
    "deck": ("デッキ", "卡组"),
    "hand": ("手札", "手卡"),
    "draw": ("引く", "抽"),
    "turn": ("ターン", "回合"),
    "first": ("最初", "第一"),
    "card": ("カード", "卡"),
    "cards": ("カード", "卡"),
    "damage": ("ダメージ", "伤害"),
    "opponent": ("対戦相手", "对手"),
    "player": ("プレイヤー", "玩家"),
    "cost": ("コスト", "费用"),
    "pay": ("支払", "支付"),
    "ready": ("レディ", "就绪"),
    "empty": ("0枚", "已空"),
    "copies": ("枚", "张"),
    "same": ("同一", "相同"),
    "name": ("名前", "名称"),
    "shuffle": ("シャッフル", "洗牌"),
    "once": ("1回", "一次"),
    "start": ("開始", "开始"),
    "end": ("終了", "结束"),
    "phase": ("フェイズ", "阶段"),
    "ability": ("能力", "奇能"),
    "effect": ("効果", "效果"),
    "leave": ("離れる", "离场"),
    "zone": ("領域", "区域"),
    "limit": ("上限", "上限"),
    "maximum": ("上限", "上限"),
    "reveal": ("公開", "展示"),
    "choose": ("選ぶ", "选择"),
    "ink": ("インク", "奇墨"),
    "minimum": ("以上", "至少"),
    "how many": ("枚", "张"),
    "simultaneous": ("同時", "同时"),
    "loop": ("ループ", "循环"),
    # general rules vocabulary (several Japanese spellings: the words a document never uses are dropped)
    "both": ("両方 双方 お互い", "双方"),
    "same time": ("同時", "同时"),
    "simultaneously": ("同時", "同时"),
    "order": ("順番 順序", "顺序"),
    "top": ("一番上", "顶"),
    "bottom": ("一番下", "底"),
    "face up": ("表向き", "正面朝上"),
    "face down": ("裏向き", "背面朝上"),
    "look": ("見る 確認", "查看"),
    "put": ("置く", "放置"),
    "place": ("置く", "放置"),
    "number": ("数", "数"),
    "negative": ("マイナス", "负"),
    "fraction": ("端数 分数", "分数"),
    "activate": ("発動 起動", "启动"),
    "resolve": ("解決", "结算"),
    "more": ("以上", "以上"),
    "fewer": ("以下 未満", "以下"),
    "less": ("以下 未満", "以下"),
    "before": ("前", "之前"),
    "after": ("後", "之后"),
    "owner": ("所有", "拥有者"),
    "public": ("公開", "公开"),
    "hidden": ("非公開", "非公开"),
    "concede": ("投了", "投降"),
    "destroy": ("破壊", "摧毁"),
    "target": ("対象", "目标"),
    "multiple": ("複数", "多个"),
    "several": ("複数", "多个"),
    "each": ("それぞれ", "每"),
    "twice": ("2回", "两次"),
    "optional": ("任意", "可选"),
    "any number": ("任意の数", "任意数量"),
    "replace": ("置き換え 代わり", "替代"),
    "instead": ("代わり", "代替"),
    "remove": ("取り除", "移除"),
    "infinite": ("無限", "无限"),
    "step": ("ステップ", "步骤"),
    "area": ("エリア", "区域"),
    "decide": ("決定", "决定"),
    "random": ("無作為 ランダム", "随机"),
    "pass": ("パス", "跳过"),
    "original": ("元々", "原本"),
    "select": ("選択", "选择"),
    "state": ("状態", "状态"),
    "add": ("加える", "加入"),
    "return": ("戻す", "返回"),
    "negate": ("無効", "无效"),
    "cancel": ("無効", "无效"),
    "already": ("すでに 既に", "已经"),
    "again": ("改めて 再び", "再次"),
    "impossible": ("不可能", "无法"),
    "part": ("一部", "部分"),
    "face-up": ("表向き", "正面朝上"),
    "face-down": ("裏向き", "背面朝上"),
    "given": ("付与", "给予"),
    "attach": ("付与", "附加"),
    "mandatory": ("必ず", "必须"),
}

#: The words English-speaking players use for the rules' terms (official card wording, then slang), per
#: game: ranking a Japanese-only document's English translation (:mod:`.english_titles`), a question's
#: words also meet the rules' words. Keys are single words (stemmed when read); values the rules' words.
PLAYER_WORDS: dict[str, dict[str, str]] = {
    "onepiece": {
        "use": "activate play",
        "using": "activate play",
        "ability": "effect",
        "abilities": "effect",
        "attacker": "attacking",
        "tap": "rest",
        "tapped": "rested",
        "untap": "active",
        "untapped": "active",
        "attach": "give given",
        "attached": "given",
        "give": "given",
        "gives": "given",
        "mulligan": "redraw",
        "discard": "trash",
        "graveyard": "trash",
        "discarded": "trash",
        "kill": "ko",
        "killed": "ko",
        "destroy": "ko",
        "destroyed": "ko",
        "leave": "move another area",
        "leaves": "move another area",
        "bounce": "return hand",
        "summon": "play",
        "shield": "life",
        "shields": "life",
        "copies": "card number",
        "don": "don!!",
    },
    "wow": {
        "tap": "exhaust",
        "tapped": "exhausted",
        "untap": "ready",
        "untapped": "ready",
        "creature": "ally",
        "creatures": "ally",
        "minion": "ally",
        "minions": "ally",
        "mana": "resource",
        "hp": "health",
    },
    "mlp": {
        "tap": "exhaust sideways",
        "tapped": "exhausted sideways",
        "untap": "ready upright",
        "untapped": "ready upright",
    },
}


@dataclass(frozen=True)
class Alias:
    """One alias: a folded term in some language pointing at section ids."""

    term: str
    lang: str
    ids: tuple[str, ...]
    label: str


def _rows(table: str) -> list[tuple[str, list[str], list[str], list[str]]]:
    return [row[:4] for row in glossary_rows(table)]


def glossary_rows(table: str) -> list[tuple[str, list[str], list[str], list[str], dict[str, str]]]:
    """The rows of a table with their fifth column as ``{"at": ids, "ja": names, "note": text}``."""
    rows = []
    for line in table.strip().splitlines():
        parts = [*line.split("|"), "", "", "", ""]
        ids, en, ja, zh = ([p.strip() for p in part.split(";") if p.strip()] for part in parts[:4])
        extra = {}
        for item in (i.strip() for i in parts[4].split(";")):
            if item:
                key, _, value = item.partition(" ")
                extra[key] = value.strip()
        rows.append((" ".join(ids), en, ja, zh, extra))
    return rows


TABLES = {"lorcana": LORCANA, "onepiece": ONEPIECE, "mlp": MLP, "wow": WOW}


def _split_ids(game: str, ids: str, lang: str) -> tuple[str, ...]:
    if game == "mlp":
        parts = ids.split()
        return tuple(f"{parts[i]} {parts[i + 1]}" for i in range(0, len(parts) - 1, 2))
    out = []
    for token in ids.split():
        ja_id, _, zh_id = token.partition(">")
        out.append(zh_id if lang == "zh" and zh_id else ja_id)
    return tuple(out)


def curated(game: str, doc_lang: str) -> list[Alias]:
    """The hand-written aliases of ``game`` with ids for the ``doc_lang`` document."""
    out: list[Alias] = []
    for ids, en, ja, zh in _rows(TABLES[game]):
        targets = _split_ids(game, ids, doc_lang)
        label = (ja or zh or en)[0] if doc_lang == "ja" else (zh or ja or en)[0]
        for lang, terms in (("en", en), ("ja", ja), ("zh", zh)):
            out.extend(Alias(term=t, lang=lang, ids=targets, label=label) for t in terms)
    return out
