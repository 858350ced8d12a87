"""Text normalization and tokenization shared by parsers, index and lookup.

Japanese and Chinese are indexed as overlapping character bigrams plus unigrams (the CJKAnalyzer idea),
because most game keywords are two characters long; ASCII words are kept whole.
"""

from __future__ import annotations

import re
import unicodedata

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f々〆〇ー"
CJK_RUN = re.compile(f"[{_CJK}]+")
TOKEN_RUN = re.compile(f"[{_CJK}]+|[a-z0-9]+(?:[!]+)?")
_SPACE_BETWEEN = re.compile(f"(?<=[{_CJK}0-9])\\s+(?=[{_CJK}0-9])")
_HIRAGANA_ONLY = re.compile(r"^[\u3040-\u309f]+$")
_PUNCT_DROP = re.compile(r"[・･\u30fb]")
_SPACES = re.compile(r"\s+")
_WIDTH = re.compile(r"[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\u2f00-\u2fdf\u3000]+")
_NOT_CIRCLED = re.compile(r"[^\u2460-\u2473]+")  # keep ①②… in displayed text


def nfkc(text: str) -> str:
    """NFKC (full-width digits and letters, Kangxi radicals) plus LaTeX residue cleanup."""
    text = text.replace("\\langle", "〈").replace("\\rangle", "〉")
    return _NOT_CIRCLED.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)


def fold_width(text: str) -> str:
    """Fold full-width letters, digits and spaces and Kangxi radicals only (CJK punctuation is kept)."""
    return _WIDTH.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)


def display(text: str) -> str:
    """Text for display: full-width letters and digits and Kangxi radicals folded, whitespace collapsed,
    spaces between CJK characters removed; CJK punctuation is kept."""
    text = text.replace("\\langle", "〈").replace("\\rangle", "〉")
    text = _SPACES.sub(" ", fold_width(text)).strip()
    return re.sub(f"(?<=[{_CJK}。、，：；！？「」『』（）“”])\\s+(?=[{_CJK}「」『』（）“”])", "", text)


def display_spaced(text: str) -> str:
    """Like :func:`display` but keeps word spaces (for text whose punctuation was stripped)."""
    return _SPACES.sub(" ", fold_width(text)).strip()


def fold(text: str) -> str:
    """Search form: NFKC, lower case, no middle dots, no spaces between CJK characters or digits."""
    text = _PUNCT_DROP.sub("", nfkc(text).lower())
    return _SPACE_BETWEEN.sub("", _SPACES.sub(" ", text)).strip()


def tokens(text: str, *, folded: bool = False) -> list[str]:
    """Index tokens: CJK bigrams and unigrams, ASCII words and numbers."""
    text = text if folded else fold(text)
    out: list[str] = []
    for run in TOKEN_RUN.findall(text):
        if CJK_RUN.fullmatch(run):
            out.extend(run)
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
        else:
            out.append(stem(run))
    return out


_SUFFIXES = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""))


def stem(word: str) -> str:
    """A light English stem (``challenges``/``challenged``/``challenging`` → ``challeng``) so that
    inflected question words meet the rules text; short words and non-letters are kept."""
    if len(word) <= 4 or not word.isalpha():
        return word
    for suffix, repl in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4 and not word.endswith("ss"):
            word = word[: -len(suffix)] + repl
            break
    return word[:-1] if word.endswith("e") and len(word) > 5 else word


_CARD_NAME = re.compile(r"《[^《》]{1,60}》")
_ABILITY_NAME = re.compile(r"[“「][^“”「」]{1,40}[”」](?=という能力|能力|这个奇能|奇能)")


def without_card_names(text: str) -> str:
    """A question with the names of cards (《…》) and of their abilities (“…”という能力) replaced by
    カード / removed: the rules never mention them, and they pull search towards unrelated words."""
    return _ABILITY_NAME.sub("", _CARD_NAME.sub("カード", text))


def is_hiragana(token: str) -> bool:
    return bool(_HIRAGANA_ONLY.match(token))


def join_wrapped(prev: str, nxt: str) -> str:
    """Join a wrapped PDF line: no space inside CJK text, a space between ASCII words."""
    if not prev:
        return nxt
    if not nxt:
        return prev
    if prev[-1].isascii() and prev[-1].isalnum() and nxt[0].isascii() and nxt[0].isalnum():
        return f"{prev} {nxt}"
    return prev + nxt
