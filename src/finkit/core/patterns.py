"""User-supplied regular expressions, run in linear time.

A pattern a user types (a rule's ``matches`` condition) is evaluated on every transaction written and
over whole histories, inside the server process. Python's ``re`` backtracks: ``(a+)+$`` against forty
``a`` and a ``!`` spins a worker at 100 % for hours and holds the GIL, so one rule could stall every
request. Every user pattern is therefore compiled here with RE2 (google-re2), whose matching time is
linear in the input, and refused with a ``ValidationError`` naming the field when RE2 cannot run it
(backreferences, look-around) or it is too long. Inputs are capped too, so the worst case of one
match is bounded by ``MAX_PATTERN_LENGTH x MAX_INPUT_LENGTH``. See docs/decisions/0018-user-patterns-re2.md.
"""

from __future__ import annotations

import functools
from typing import Any, Protocol

import re2

from finkit.core.errors import ValidationError

#: Longest pattern a user may store (characters).
MAX_PATTERN_LENGTH = 500
#: Only this many leading characters of a value are searched (descriptions and notes are far shorter).
MAX_INPUT_LENGTH = 10_000
#: RE2's memory budget for one compiled pattern; a pattern needing more is refused, not slowed down.
_MAX_MEMORY = 8 << 20


class UserPattern(Protocol):
    """What a compiled user pattern offers: a search that is linear in the length of ``text``."""

    def search(self, text: str) -> object | None: ...


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` cannot be used as a user pattern, or None when it can."""
    if len(pattern) > MAX_PATTERN_LENGTH:
        return f"is too long: at most {MAX_PATTERN_LENGTH} characters"
    try:
        _compile(pattern, True)
    except re2.error as exc:
        reason = exc.args[0] if exc.args else str(exc)
        if isinstance(reason, bytes):
            reason = reason.decode("utf-8", "replace")
        return f"is not a pattern finkit can run ({reason}); backreferences and look-around are not supported"
    return None


def compile_user_pattern(pattern: str, *, field: str, case_sensitive: bool = True) -> UserPattern:
    """``pattern`` compiled for linear-time search; a ``ValidationError`` naming ``field`` if refused."""
    problem = pattern_problem(pattern)
    if problem is not None:
        raise ValidationError.for_field(field, problem)
    return _Bounded(_compile(pattern, case_sensitive))


def search_user_pattern(pattern: str, text: str | None, *, case_sensitive: bool = True) -> bool:
    """Whether ``pattern`` (validated when stored) occurs in ``text``; a refused pattern matches nothing.
    SQLite calls this per row with ``(?i)`` prefixed for case-insensitive rules."""
    if len(pattern) > MAX_PATTERN_LENGTH + 4:
        return False
    try:
        compiled = _compile(pattern, case_sensitive)
    except re2.error:
        return False
    return compiled.search((text or "")[:MAX_INPUT_LENGTH]) is not None


class _Bounded:
    """A compiled pattern that only ever looks at the first ``MAX_INPUT_LENGTH`` characters."""

    __slots__ = ("_compiled",)

    def __init__(self, compiled: Any) -> None:
        self._compiled = compiled

    def search(self, text: str) -> object | None:
        found: object | None = self._compiled.search(text[:MAX_INPUT_LENGTH])
        return found


@functools.lru_cache(maxsize=1024)
def _compile(pattern: str, case_sensitive: bool) -> Any:
    options = re2.Options()
    options.case_sensitive = case_sensitive
    options.max_mem = _MAX_MEMORY
    options.log_errors = False
    return re2.compile(pattern, options)


__all__ = [
    "MAX_INPUT_LENGTH",
    "MAX_PATTERN_LENGTH",
    "UserPattern",
    "compile_user_pattern",
    "pattern_problem",
    "search_user_pattern",
]
