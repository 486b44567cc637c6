"""Splitting an upper-cased bank description into tokens: the one tokeniser the normaliser and the
known-merchant tables share, so a table key and a description agree on what a word is.

Tokens are what ``str.split`` gives (fast, in C) after two rare-case rewrites: column gaps (two or more
spaces), `` - `` separators and commas become the marker ``|`` (banks start a new field there, so a name
never spans one), and payment processors' ``SQ *`` / ``PAYPAL *`` go. A token that is not purely
alphabetic is cleaned: surrounding punctuation goes (``LTD.`` -> ``LTD``), a web address loses its
domain (``NETFLIX.COM`` -> ``NETFLIX``) and is preceded by a marker, because a site printed after a
name (``HELP.UBER.COM``) is not part of it. ``noisy`` says whether a token is a number rather than a
word (store numbers, dates, card masks, references).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

MARK = "|"
#: Payment processors that print their name, a star, then the merchant's.
_PROCESSOR = re.compile(
    r"\b(?:SQ|SQUARE|PAYPAL|PP|SP|TST|ZLR|IZ|IZETTLE|SUMUP|SMP|LS|CKO|WPY|PIN|PY)\s*\*\s*|\s*\*\s*"
)
_BREAK = re.compile(r"\s{2,}|\s+-\s+|\s*,\s*|\t")
_DOMAIN = re.compile(r"^(?:WWW\.)?(.*?)\.(?:COM|NET|ORG|IO|CO|GOV|EDU|APP|TV|ME|BIZ|INFO)\b.*$")
_PUNCTUATION = ".-/'+:#()[]\"!?;*=~@$%^`\\<>{}_"
_NO_DIGITS = str.maketrans("", "", "0123456789")
_DIGIT_RUNS = re.compile(r"\d{2,}")


def shape(upper: str) -> str:
    """``upper`` with every run of two or more digits as ``00``: the normaliser's cache key.

    A run of two or more digits only ever makes a token noise (store numbers, dates, references,
    card masks), so descriptions that differ only there have the same merchant; single digits, which
    can be part of a name (``7-ELEVEN``, ``SERVICEM8``), are kept. Known-merchant keys are shaped the
    same way (``MITRE 10`` -> ``MITRE 00``)."""
    return _DIGIT_RUNS.sub("00", upper)


_TO_ZERO = str.maketrans("123456789", "000000000")
_ZERO_RUNS = re.compile(r"00+")
_LONE_ZERO = re.compile(r"(?<![0-9])0(?![0-9])")


def batch_keys(texts: Sequence[str]) -> list[str]:
    """A cache key per text, computed for the whole batch in C (joined, upper-cased, every digit made
    ``0``, runs of zeros made ``00``, split again). Where a key has no lone ``0`` it *is* the text's
    :func:`shape`; where it has one (``7-ELEVEN``, ``1/03``), the text's digits matter: see
    :func:`is_exact`. Texts containing a newline fall back to one at a time."""
    if not texts:
        return []
    joined = "\n".join([text or "" for text in texts]).upper().translate(_TO_ZERO)
    keys = _ZERO_RUNS.sub("00", joined).split("\n")
    if len(keys) == len(texts):
        return keys
    return [_ZERO_RUNS.sub("00", (text or "").upper().translate(_TO_ZERO)) for text in texts]


def is_exact(key: str) -> bool:
    """Whether a :func:`batch_keys` key equals the shape of every text that has it (no lone digit)."""
    return _LONE_ZERO.search(key) is None


def raw_tokens(upper: str, limit: int = -1) -> list[str]:
    """Whitespace-separated tokens of ``upper`` with field breaks as :data:`MARK`, processors removed;
    at most ``limit`` (all when negative)."""
    if "  " in upper or " - " in upper or "," in upper or "\t" in upper:
        upper = _BREAK.sub(" | ", upper)
    if "*" in upper:
        upper = _PROCESSOR.sub(" ", upper)
    if limit < 0:
        return upper.split()
    tokens = upper.split(None, limit)
    if len(tokens) > limit:
        tokens.pop()  # the unsplit rest
    return tokens


def noisy(token: str) -> bool:
    """A number rather than a word: two or more digits (``1234``, ``XX4821``, ``12/03``) or a lone digit."""
    digits = len(token) - len(token.translate(_NO_DIGITS))
    return digits >= 2 or (digits == 1 and len(token) == 1)


def clean(token: str, out: list[str]) -> None:
    """Append the cleaned form of a non-alphabetic ``token`` to ``out`` (nothing when only punctuation)."""
    if token == MARK:
        out.append(MARK)
        return
    stripped = token.strip(_PUNCTUATION)
    if not stripped:
        return
    if "." in stripped:
        match = _DOMAIN.match(stripped)
        if match:
            out.append(MARK)
            stripped = match.group(1)
            if not stripped:
                return
    out.append(stripped)


def tokenise(upper: str) -> list[str]:
    """The cleaned tokens of ``upper`` without markers (for table keys)."""
    out: list[str] = []
    for token in raw_tokens(upper):
        if token.isalpha():
            out.append(token)
        else:
            clean(token, out)
    return [token for token in out if token != MARK]
