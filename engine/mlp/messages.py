"""Japanese wording of refusals (the rules document is Japanese; most players read Japanese).

Every ``RulesError`` raised in ``engine.mlp`` carries its own ``message_ja``. Refusals raised by the
shared core (answer checks, manual resolution, acting out of turn) carry only English, so
``localize`` adds the Japanese here, matched on the core's English wording (a candidate for the core
to take over: a message catalogue keyed by an error code instead of English text).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core import RulesError

_CORE: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    (re.compile(r"the game is over"), lambda m: "ゲームは終了しています"),
    (re.compile(r"there is no player (\d+) in this game"), lambda m: f"このゲームにプレイヤー{m[1]}はいません"),
    (re.compile(r"it is not P(\d+)'s decision now \(waiting for (.+)\)"), lambda m: f"今はP{m[1]}の番ではありません（{m[2]}の決定待ち）"),
    (re.compile(r"an answer is a list of option ids"), lambda m: "回答は選択肢IDのリストで指定してください"),
    (re.compile(r"not one of the options: (.+)"), lambda m: f"選択肢にありません：{m[1]}"),
    (re.compile(r"an option was picked twice"), lambda m: "同じ選択肢が2回選ばれています"),
    (re.compile(r"pick (.+) option\(s\), not (\d+)"), lambda m: f"{m[1].replace(' to ', '～')}個の選択肢を選んでください（{m[2]}個ではなく）"),
    (re.compile(r"no card text is waiting to be resolved by you"), lambda m: "あなたが手動で解決する効果はありません"),
    (re.compile(r"unknown manual operation (.+?); use one of (.+)"), lambda m: f"不明な手動操作です：{m[1]}（使える操作：{m[2]}）"),
    (re.compile(r"name a player by number"), lambda m: "プレイヤーを番号で指定してください"),
    (re.compile(r"counters you can change: (.+)"), lambda m: f"変更できるカウンター：{m[1]}"),
    (re.compile(r"name a card you can see"), lambda m: "見えているカードを指定してください"),
    (re.compile(r"zones: (.+)"), lambda m: f"移動できるエリア：{m[1]}"),
    (re.compile(r"stats you can change: (.+)"), lambda m: f"変更できる数値：{m[1]}"),
    (re.compile(r"a count is a whole number from 1 to 60"), lambda m: "枚数は1から60までの整数で指定してください"),
    (re.compile(r"that card cannot be moved by hand"), lambda m: "そのカードは手動で動かせません"),  # engine.manual_spec().refusal
]


def core_ja(message: str) -> str:
    """The Japanese of a core refusal ("" when the wording is unknown)."""
    for pattern, build in _CORE:
        m = pattern.fullmatch(message)
        if m:
            return build(m)
    return ""


def localize(err: RulesError) -> RulesError:
    """Fill in ``message_ja`` when the error has none (core refusals); returns the same error."""
    if not err.message_ja:
        err.message_ja = core_ja(err.message) or "ルール上、その操作はできません"
    return err
