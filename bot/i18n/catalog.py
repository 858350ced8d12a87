"""The message catalog (``MESSAGES``) and the command localizations (``COMMANDS``).

Each message has English, Japanese and Simplified Chinese text with the same ``{fields}``; a test
checks that every language has every field.
"""

from __future__ import annotations

M = dict[str, str]


def _m(en: str, ja: str, zh: str) -> M:
    return {"en": en, "ja": ja, "zh": zh}


MESSAGES: dict[str, M] = {
    # challenges and threads
    "challenge": _m("{challenger} challenges {opponents} to {game} (match #{id}). Accept?",
                    "{challenger} さんが {opponents} さんに {game} の対戦を申し込みました（対戦 #{id}）。受けますか？",
                    "{challenger} 向 {opponents} 发起了 {game} 对战（对局 #{id}）。接受吗？"),
    "accept": _m("Accept", "受ける", "接受"),
    "decline": _m("Decline", "断る", "拒绝"),
    "challenge_closed": _m("This challenge is no longer open.", "この対戦の申し込みはもう締め切られています。", "该对战邀请已失效。"),
    "not_invited": _m("Only the invited players can answer this challenge.", "申し込まれたプレイヤーだけが応答できます。",
                      "只有被邀请的玩家可以回应此邀请。"),
    "own_challenge": _m("This is your own challenge, waiting for: {users}. **Decline** withdraws it.",
                        "これはあなたの申し込みです。{users} さんが受けると始まります。**断る** で取り下げられます。",
                        "这是你发起的邀请：{users} 接受后开始。点 **拒绝** 可撤回。"),
    "challenge_declined": _m("{user} declined match #{id}.", "{user} さんが対戦 #{id} を断りました。", "{user} 拒绝了对局 #{id}。"),
    "challenge_waiting": _m("Match #{id}: waiting for {users} to accept.", "対戦 #{id}：{users} さんの承諾待ちです。",
                            "对局 #{id}：等待 {users} 接受。"),
    "already_accepted": _m("You already accepted; waiting for the others.", "承諾済みです。他のプレイヤーを待っています。",
                           "你已接受；正在等待其他玩家。"),
    "pick_deck": _m("Match #{id}: choose the deck you play with.", "対戦 #{id}：使うデッキを選んでください。",
                    "对局 #{id}：选择你要使用的卡组。"),
    "choose_deck": _m("Choose a deck…", "デッキを選ぶ…", "选择卡组…"),
    "random_deck": _m("A random legal deck", "ランダムな構築済みデッキ", "随机合法卡组"),
    "deck_cards": _m("{count} cards", "{count} 枚", "{count} 张"),
    "deck_chosen": _m("You accepted match #{id} with “{name}”.", "「{name}」で対戦 #{id} を承諾しました。",
                      "你以“{name}”接受了对局 #{id}。"),
    "challenge_expired": _m("Match #{id}: the challenge was not accepted in time and is withdrawn.",
                            "対戦 #{id}：期限内に承諾されなかったため、申し込みは取り下げられました。",
                            "对局 #{id}：邀请未在期限内被接受，已撤回。"),
    "challenge_failed": _m("Match #{id} cannot start: {reason}", "対戦 #{id} を開始できません：{reason}",
                           "对局 #{id} 无法开始：{reason}"),
    "practice_starting": _m("Practice {game} match #{id} against the bot ({level}): opening the thread…",
                            "{game} の練習対戦 #{id}（ボット・{level}）：スレッドを開いています…",
                            "{game} 练习对局 #{id}（对手：机器人，{level}）：正在打开子区…"),
    "practice_bad_level": _m("Unknown level {level}; choose one of: {levels}", "レベル {level} はありません。次から選んでください：{levels}",
                             "没有等级 {level}；请选择：{levels}"),
    "match_started": _m("{game} match #{id} started: {players} in {thread}", "{game} 対戦 #{id} 開始：{players}（{thread}）",
                        "{game} 对局 #{id} 开始：{players}（{thread}）"),
    "thread_intro": _m("**{game}, match #{id}.** Use the button to see your hand and act.",
                       "**{game} 対戦 #{id}。** ボタンで手札を見て行動できます。", "**{game} 对局 #{id}。** 点击按钮查看手牌并行动。"),
    "seats": _m("Seats (the log names them so): {seats}", "席（ログではこう表記）：{seats}", "座位（记录中如此称呼）：{seats}"),
    "play_in_text_channel": _m("Start a match from a server text channel.", "サーバーのテキストチャンネルで対戦を始めてください。",
                               "请在服务器的文字频道中开始对局。"),
    "bad_opponent": _m("Choose other people (not bots, not yourself, each once).",
                       "他のユーザーを選んでください（ボットや自分自身は不可、重複なし）。", "请选择其他用户（不能是机器人或自己，不可重复）。"),
    "player_count": _m("{game} is played by {min} to {max} players.", "{game} は {min}〜{max} 人で遊びます。",
                       "{game} 需要 {min} 至 {max} 名玩家。"),
    "missing_permission": _m("I need the **{permission}** permission to {action}. A server admin can grant it in the channel settings.",
                             "{action}には **{permission}** 権限が必要です。サーバー管理者がチャンネル設定で付与できます。",
                             "我需要 **{permission}** 权限才能{action}。服务器管理员可以在频道设置中授予。"),
    "perm_action_thread": _m("create the match thread", "対戦スレッドを作る", "创建对局子区"),
    "perm_action_add": _m("add the players to the thread", "プレイヤーをスレッドに追加する", "将玩家加入子区"),
    "perm_action_files": _m("attach the board image", "盤面画像を添付する", "附加棋盘图片"),
    # the thread
    "hand_button": _m("Show my hand / act", "手札を見る・行動", "查看手牌 / 行动"),
    "your_turn": _m("{users}, it's your turn.", "{users} さんの番です。", "轮到 {users} 了。"),
    "your_choice": _m("{users}, you have a choice to make (use the button).", "{users} さん、選択してください（ボタンから）。",
                      "{users}，请做出选择（点击按钮）。"),
    "match_over": _m("**Match over.** Winner: {winners} ({reason})", "**対戦終了。** 勝者：{winners}（{reason}）",
                     "**对局结束。** 胜者：{winners}（{reason}）"),
    "nobody": _m("nobody (draw)", "なし（引き分け）", "无（平局）"),
    "hand_header": _m("Match #{id}, action {seq}: your hand (only you see this).",
                      "対戦 #{id}・行動 {seq}：あなたの手札（あなただけに表示）。", "对局 #{id}，第 {seq} 步：你的手牌（仅你可见）。"),
    "you_are_seat": _m("You are {seat} in the log.", "ログでのあなたは {seat} です。", "你在记录中是 {seat}。"),
    "pending_prompt": _m("**Your choice:** {prompt}", "**選択：** {prompt}", "**你的选择：** {prompt}"),
    "nothing_to_do": _m("Nothing to do right now: waiting for the other players.", "今はできることがありません。相手を待っています。",
                        "现在没有可做的事：等待其他玩家。"),
    "match_finished": _m("The match is over.", "対戦は終了しました。", "对局已结束。"),
    "choose_action": _m("Your legal actions ({count}):", "実行できる行動（{count}）：", "你的合法行动（{count}）："),
    "choose_placeholder": _m("Choose an action…", "行動を選ぶ…", "选择行动…"),
    "pick_several": _m("…or pick {low}–{high} of them at once", "…または {low}〜{high} 個をまとめて選ぶ", "…或一次选择 {low}–{high} 个"),
    "pick_none": _m("nothing", "なし", "无"),
    "prev": _m("◀ Previous", "◀ 前へ", "◀ 上一页"),
    "next": _m("Next ▶", "次へ ▶", "下一页 ▶"),
    "stale": _m("The game has moved on since those buttons were made; here is the current state.",
                "ボタンが作られた後に状況が変わりました。現在の状態です。", "按钮生成后局面已变化；这是当前状态。"),
    "done": _m("Done: {label}", "実行しました：{label}", "已执行：{label}"),
    "spectator_no_hand": _m("You are spectating this match: the board is in the thread, hands are private.",
                            "この対戦を観戦中です。盤面はスレッドにあり、手札は非公開です。", "你正在观战：棋盘在子区中，手牌不公开。"),
    "not_a_player": _m("Only the match's players can do that.", "対戦のプレイヤーだけが操作できます。", "只有对局玩家可以这样做。"),
    "rules_error": _m("Not allowed: {reason}", "できません：{reason}", "不允许：{reason}"),
    "not_in_match_thread": _m("Use this in a match thread (or give the match number).",
                              "対戦スレッドの中で使ってください（または対戦番号を指定）。", "请在对局子区中使用（或指定对局编号）。"),
    "act_in_thread": _m("Use this inside your match's thread (`act` has no match number; the thread says which match).",
                        "対戦スレッドの中で使ってください（`act` には対戦番号の指定がありません）。",
                        "请在你的对局子区中使用（`act` 不能指定对局编号）。"),
    "no_such_match": _m("There is no {game} match #{id}. `/{command} status` lists your active matches.",
                        "{game} の対戦 #{id} はありません。進行中の対戦は `/{command} status` で確認できます。",
                        "没有 {game} 对局 #{id}。用 `/{command} status` 查看你进行中的对局。"),
    "other_game_thread": _m("This thread is {title} match #{id}: use `/{command} {what}` here.",
                            "このスレッドは {title} の対戦 #{id} です。ここでは `/{command} {what}` を使ってください。",
                            "此子区是 {title} 对局 #{id}：请在这里使用 `/{command} {what}`。"),
    "act_ambiguous": _m("{count} actions match; pick one from the suggestions.", "{count} 件の行動が該当します。候補から選んでください。",
                        "有 {count} 个行动匹配；请从建议中选择。"),
    "act_no_match": _m("None of your legal actions matches “{text}”: type a few letters of one and pick it from the suggestions, "
                       "or use the **Show my hand / act** button.",
                       "「{text}」に該当する行動はありません。数文字入力して候補から選ぶか、**手札を見る・行動** ボタンを使ってください。",
                       "没有与“{text}”匹配的合法行动：输入几个字后从建议中选择，或使用 **查看手牌 / 行动** 按钮。"),
    "concede_label": _m("concede", "投了", "认输"),
    # reminders and idle policy
    "reminder": _m("⏰ {users}: match #{id} is waiting for you.", "⏰ {users} さん：対戦 #{id} があなたを待っています。",
                   "⏰ {users}：对局 #{id} 正在等你。"),
    "claim_offer": _m("The waiting player may claim the win with the button.", "待っているプレイヤーはボタンで勝利を申請できます。",
                      "等待中的玩家可以点击按钮申请胜利。"),
    "claim_button": _m("Claim the win", "勝利を申請", "申请胜利"),
    "claim_refused": _m("You cannot claim this match now (it moved on, or it is your decision).",
                        "今は勝利を申請できません（状況が変わったか、あなたの番です）。", "现在不能申请胜利（局面已变化或轮到你）。"),
    "claim_done": _m("You claimed the win.", "勝利を申請しました。", "你已申请胜利。"),
    "claimed": _m("{user} claims the win: {idle} did not act in time.", "{user} さんが勝利を申請：{idle} さんが時間内に行動しませんでした。",
                  "{user} 申请胜利：{idle} 未及时行动。"),
    # status and history
    "no_active_matches": _m("You have no active matches in this game.", "このゲームで進行中の対戦はありません。", "你在此游戏中没有进行中的对局。"),
    "your_active_matches": _m("Your active matches:", "進行中の対戦：", "你进行中的对局："),
    "status_line": _m("Match #{id}: {status}, turn {turn}, action {seq}.", "対戦 #{id}：{status}、ターン {turn}、行動 {seq}。",
                      "对局 #{id}：{status}，回合 {turn}，第 {seq} 步。"),
    "status_pending": _m("waiting for the invited players", "承諾待ち", "等待受邀玩家"),
    "status_active": _m("in progress", "進行中", "进行中"),
    "status_finished": _m("finished", "終了", "已结束"),
    "status_declined": _m("declined or withdrawn", "不成立", "已拒绝或撤回"),
    "challenge_status": _m("Match #{id} ({players}) is {status}: no game has started.",
                           "対戦 #{id}（{players}）は {status} です。ゲームは始まっていません。",
                           "对局 #{id}（{players}）状态为 {status}：对局尚未开始。"),
    "no_history": _m("{user} has no finished matches in this game.", "{user} さんの終了した対戦はありません。", "{user} 在此游戏中没有已结束的对局。"),
    "history_header": _m("{user} in {game}: {wins} wins in {total} matches", "{game} の {user} さん：{total} 戦 {wins} 勝",
                         "{user} 的 {game}：{total} 场 {wins} 胜"),
    "won": _m("won", "勝ち", "胜"),
    "lost": _m("lost", "負け", "负"),
    "draw": _m("draw", "引き分け", "平"),
    # decks
    "no_such_deck": _m("You have no saved deck named “{name}”.", "「{name}」という保存デッキはありません。", "你没有名为“{name}”的卡组。"),
    "deck_saved": _m("Saved deck “{name}” ({count} cards).", "デッキ「{name}」を保存しました（{count} 枚）。", "已保存卡组“{name}”（{count} 张）。"),
    "deck_invalid": _m("Deck “{name}” was not saved:", "デッキ「{name}」は保存されませんでした：", "卡组“{name}”未保存："),
    "deck_unreadable": _m("The list could not be read.", "リストを読み取れませんでした。", "无法读取列表。"),
    "deck_deleted": _m("Deleted deck “{name}”.", "デッキ「{name}」を削除しました。", "已删除卡组“{name}”。"),
    "no_decks": _m("You have no saved decks for this game.", "このゲームの保存デッキはありません。", "你没有此游戏的卡组。"),
    "deck_list_header": _m("Your decks ({count}):", "あなたのデッキ（{count}）：", "你的卡组（{count}）："),
    "deck_modal_title": _m("Deck “{name}”", "デッキ「{name}」", "卡组“{name}”"),
    "deck_modal_label": _m("Deck list (one card per line)", "デッキリスト（1行に1種類）", "卡组列表（每行一种卡）"),
    "deck_modal_example": _m("e.g. {example}", "例：{example}", "例如：{example}"),
    "deck_file_too_big": _m("That file is too large for a deck list.", "デッキリストとしては大きすぎるファイルです。", "文件太大，不像卡组列表。"),
    "deck_not_text": _m("The file is not UTF-8 text.", "ファイルが UTF-8 テキストではありません。", "文件不是 UTF-8 文本。"),
    # rules and cards
    "rules_unavailable": _m("The rules are not available right now.", "ルールは現在利用できません。", "规则暂时不可用。"),
    "rules_not_found": _m("No section matches “{query}”.", "「{query}」に該当する項目がありません。", "没有与“{query}”匹配的条目。"),
    "rules_try": _m("Type a term or a question, or a section number as the document numbers them (e.g. `{example}`); "
                    "the list suggests sections as you type.",
                    "用語や質問、または文書の項目番号（例：`{example}`）を入力してください。入力中に候補が表示されます。",
                    "请输入术语、问题或文档中的条目编号（例如 `{example}`）；输入时会列出建议。"),
    "rules_other_lang": _m("from the {lang} document (none in your language)", "{lang} 版の文書より（該当言語版なし）",
                           "来自 {lang} 版文档（无该语言版本）"),
    "see_also": _m("See also", "参照", "另见"),
    "more": _m("More", "続き", "更多"),
    "examples": _m("Examples", "例", "示例"),
    "no_examples": _m("No examples.", "例はありません。", "没有示例。"),
    "card_not_found": _m("No card named “{name}”. {hint}", "「{name}」というカードはありません。{hint}", "没有名为“{name}”的卡。{hint}"),
    "did_you_mean": _m("Did you mean: {names}?", "もしかして：{names}", "你是不是要找：{names}？"),
    "cards_fixture_only": _m("Only the built-in sample cards of {title} are loaded (no real cards yet): the bot's operator imports them with "
                             "`python -m bot cards import {game}`.",
                             "{title} は内蔵のサンプルカードだけが読み込まれています（実際のカードはまだありません）。ボットの運用者が "
                             "`python -m bot cards import {game}` で取り込めます。",
                             "{title} 目前只载入了内置的示例卡（还没有真实卡牌）：机器人的运营者可用 "
                             "`python -m bot cards import {game}` 导入。"),
    "cards_imported": _m("{count} {title} cards are imported.", "{title} のカードが {count} 枚取り込まれています。",
                         "已导入 {count} 张 {title} 卡牌。"),
    "card_automation": _m("What the bot does with it", "ボットによる処理", "机器人如何处理"),
    # settings and errors
    "setting_saved": _m("Saved: {key} = {value}", "保存しました：{key} = {value}", "已保存：{key} = {value}"),
    "settings_header": _m("Settings of this server (`/tcg-settings …` changes them):", "このサーバーの設定（`/tcg-settings …` で変更）：",
                          "本服务器的设置（用 `/tcg-settings …` 修改）："),
    "setting_default": _m("{value} (default)", "{value}（既定）", "{value}（默认）"),
    "set_language": _m("language of public messages", "公開メッセージの言語", "公开消息的语言"),
    "set_threads": _m("match threads", "対戦スレッド", "对局子区"),
    "set_reminders": _m("turn reminder after (hours, 0 = off)", "手番リマインドまで（時間、0＝なし）", "回合提醒间隔（小时，0＝关闭）"),
    "set_idle": _m("win claim after (reminders, 0 = never)", "勝利申請まで（リマインド回数、0＝なし）", "可申请胜利的提醒次数（0＝从不）"),
    "set_challenges": _m("challenges withdrawn after (hours)", "申し込みの取り下げまで（時間）", "邀请撤回时间（小时）"),
    "lang_auto": _m("each server's Discord language", "サーバーの Discord の言語", "服务器的 Discord 语言"),
    "threads_public": _m("public", "公開", "公开"),
    "threads_private": _m("private (players only)", "非公開（プレイヤーのみ）", "私密（仅玩家）"),
    # help
    "help": _m("**{title}: how to play here**\n"
               "• `/{game} play opponent:` challenges someone ({players} players); they accept with one of their saved decks. "
               "`/{game} practice` plays against the bot.\n"
               "• `/{game} deck save name:` saves a deck list, one card a line (e.g. `{example}`); problems are listed with the rule "
               "they break. Without a saved deck you play a random legal deck.\n"
               "• In the match thread, **Show my hand / act** shows your hand and your choices (only to you). "
               "`/{game} status`, `/{game} concede`, `/{game} history`.\n"
               "• `/{game} rules query:` answers rules questions ({docs}); `/{game} card name:` shows a card.\n"
               "• {cards}\n"
               "• Server admins: `/tcg-settings show` lists this server's settings.",
               "**{title}：遊び方**\n"
               "• `/{game} 対戦 opponent:` で対戦を申し込みます（{players} 人）。相手は保存デッキを選んで受けます。"
               "`/{game} practice` でボットと練習できます。\n"
               "• `/{game} デッキ save name:` でデッキリストを保存します（1行に1種類、例：`{example}`）。問題があれば違反するルールと一緒に表示します。"
               "保存デッキがなければランダムな構築済みデッキで遊びます。\n"
               "• 対戦スレッドの **手札を見る・行動** ボタンで、自分だけに手札と選択肢が表示されます。"
               "`/{game} 状況`、`/{game} 投了`、`/{game} 戦績`。\n"
               "• `/{game} ルール query:` でルールを調べられます（{docs}）。`/{game} カード name:` でカードを表示します。\n"
               "• {cards}\n"
               "• サーバー管理者：`/tcg-settings show` でこのサーバーの設定を確認できます。",
               "**{title}：玩法**\n"
               "• `/{game} 对战 opponent:` 发起对战（{players} 人）；对方用自己保存的卡组接受。`/{game} practice` 与机器人练习。\n"
               "• `/{game} 卡组 save name:` 保存卡组列表，每行一种卡（例如 `{example}`）；有问题时会列出违反的规则。"
               "没有保存的卡组时使用随机合法卡组。\n"
               "• 在对局子区中，**查看手牌 / 行动** 按钮只向你显示手牌和选项。`/{game} 状态`、`/{game} 认输`、`/{game} 战绩`。\n"
               "• `/{game} 规则 query:` 查询规则（{docs}）；`/{game} 卡牌 name:` 显示卡牌。\n"
               "• {cards}\n"
               "• 服务器管理员：`/tcg-settings show` 查看本服务器的设置。"),
    "help_docs": _m("rules documents: {langs}", "ルール文書：{langs}", "规则文档：{langs}"),
    "help_outside": _m("; citations `[{short}]` are rules of the {name}, outside the provided document",
                       "。`[{short}]` の引用は {name} のルールで、提供された文書の外のものです",
                       "；`[{short}]` 引用的是 {name} 的规则，不在提供的文档中"),
    "internal_error": _m("Something went wrong; it has been logged.", "問題が発生しました。記録済みです。", "出错了；已记录。"),
}

COMMANDS: dict[str, dict[str, str]] = {
    # names (lowercase, no spaces: Discord's rules for command names)
    "play": {"ja": "対戦", "zh": "对战"},
    "rules": {"ja": "ルール", "zh": "规则"},
    "card": {"ja": "カード", "zh": "卡牌"},
    "deck": {"ja": "デッキ", "zh": "卡组"},
    "history": {"ja": "戦績", "zh": "战绩"},
    "concede": {"ja": "投了", "zh": "认输"},
    "status": {"ja": "状況", "zh": "状态"},
    # descriptions
    "practice": {"ja": "練習", "zh": "练习"},
    "Practice against the bot": {"ja": "ボットと練習対戦する", "zh": "与机器人练习对战"},
    "How well the bot plays (default: normal)": {"ja": "ボットの強さ（省略時：normal）", "zh": "机器人的强度（默认：normal）"},
    "Challenge someone to a match": {"ja": "対戦を申し込む", "zh": "发起对战"},
    "Challenge one to three players to a match": {"ja": "1〜3人に対戦を申し込む", "zh": "向一至三名玩家发起对战"},
    "Who you want to play": {"ja": "対戦相手", "zh": "对手"},
    "One of your saved decks (default: your latest, else a random deck)": {
        "ja": "保存デッキ（省略時：最新のデッキ、なければランダム）", "zh": "已保存的卡组（默认：最新的卡组，否则随机）"},
    "A third player (multiplayer)": {"ja": "3人目のプレイヤー", "zh": "第三名玩家"},
    "A fourth player (multiplayer)": {"ja": "4人目のプレイヤー", "zh": "第四名玩家"},
    "Take one of your legal actions in this match thread": {"ja": "このスレッドの対戦で行動する", "zh": "在此对局子区中行动"},
    "Start typing to filter your legal actions": {"ja": "入力して行動を絞り込む", "zh": "输入以筛选行动"},
    "Concede a match (this thread's, or by number)": {"ja": "対戦を投了する", "zh": "认输"},
    "The board of this thread's match, or your active matches": {"ja": "対戦の盤面、または進行中の対戦", "zh": "对局棋盘或进行中的对局"},
    "Finished matches and results": {"ja": "終了した対戦と結果", "zh": "已结束的对局与结果"},
    "Look up the comprehensive rules": {"ja": "総合ルールを調べる", "zh": "查询综合规则"},
    "A section number or a term": {"ja": "項目番号または用語", "zh": "条目编号或术语"},
    "Document language": {"ja": "文書の言語", "zh": "文档语言"},
    "Only you see the answer": {"ja": "自分だけに表示", "zh": "仅自己可见"},
    "Look up a card": {"ja": "カードを調べる", "zh": "查询卡牌"},
    "Card name (English or Japanese)": {"ja": "カード名（日本語または英語）", "zh": "卡名（日文或英文）"},
    "Your saved decks": {"ja": "保存したデッキ", "zh": "已保存的卡组"},
    "Save a deck list (paste it, or attach a text file)": {"ja": "デッキリストを保存（貼り付けまたはファイル添付）",
                                                           "zh": "保存卡组列表（粘贴或附加文本文件）"},
    "A name for the deck": {"ja": "デッキ名", "zh": "卡组名称"},
    "A deck list file (optional)": {"ja": "デッキリストのファイル（任意）", "zh": "卡组列表文件（可选）"},
    "Show one of your saved decks": {"ja": "保存デッキを表示", "zh": "显示已保存的卡组"},
    "Delete one of your saved decks": {"ja": "保存デッキを削除", "zh": "删除已保存的卡组"},
    "Disney Lorcana matches, rules and cards": {"ja": "ディズニー・ロルカナの対戦・ルール・カード", "zh": "迪士尼洛卡纳的对局、规则与卡牌"},
    "ONE PIECE CARD GAME matches, rules and cards": {"ja": "ONE PIECEカードゲームの対戦・ルール・カード",
                                                     "zh": "航海王卡牌游戏的对局、规则与卡牌"},
    "My Little Pony TCG matches, rules and cards": {"ja": "マイリトルポニーTCGの対戦・ルール・カード", "zh": "小马宝莉卡牌的对局、规则与卡牌"},
    "World of Warcraft TCG matches, rules and cards": {"ja": "World of Warcraft TCGの対戦・ルール・カード",
                                                       "zh": "魔兽世界卡牌的对局、规则与卡牌"},
    "How to play this game here: commands, deck lists, card data": {"ja": "このゲームの遊び方：コマンド・デッキ・カードデータ",
                                                                      "zh": "本游戏的玩法：命令、卡组、卡牌数据"},
    "This server's current settings": {"ja": "このサーバーの現在の設定", "zh": "本服务器的当前设置"},
    "Server settings for TCG matches": {"ja": "TCG対戦のサーバー設定", "zh": "TCG 对局的服务器设置"},
    "Default language of the bot's public messages": {"ja": "公開メッセージの既定の言語", "zh": "公开消息的默认语言"},
    "Match threads: private (players only) or public": {"ja": "対戦スレッド：非公開（プレイヤーのみ）または公開",
                                                         "zh": "对局子区：私密（仅玩家）或公开"},
    "Hours before reminding a player it is their turn (0 = off)": {"ja": "手番のリマインドまでの時間（0＝なし）",
                                                                     "zh": "提醒玩家行动前的小时数（0＝关闭）"},
    "Hours before an unanswered challenge is withdrawn": {"ja": "未回答の対戦申し込みを取り下げるまでの時間",
                                                           "zh": "未回应的对战邀请撤回前的小时数"},
    "After this many reminders the opponent may claim the win (0 = never)": {
        "ja": "この回数のリマインド後、相手が勝利を申請できる（0＝なし）", "zh": "提醒此次数后对手可申请胜利（0＝从不）"},
}
