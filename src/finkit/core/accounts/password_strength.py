"""Refuse passwords that are common or easy to guess, with zxcvbn (Dropbox's estimator, maintained in
Python as ``zxcvbn``): its frequency lists hold the most common passwords, English words, names and
keyboard patterns, and it scores a password 0-4 by how many guesses it would take.

``password12`` (a very common password with digits), ten spaces and a ``1`` (a repeat), ``qwertyuiop1``
(a keyboard walk) all score 1. finkit asks for 3 ("safely unguessable", about 10^8 guesses or more),
zxcvbn's own recommendation for sign-ups; the reason zxcvbn gives is passed on. Only the first
``MAX_CHECKED`` characters are scored (zxcvbn's own limit; a longer password is long enough).
See docs/decisions/0029-resource-limits.md.
"""

from __future__ import annotations

from zxcvbn import zxcvbn

MIN_SCORE = 3
MAX_CHECKED = 72


def guessable_problem(password: str) -> str | None:
    """Why ``password`` is too easy to guess, or None when it is not."""
    result = zxcvbn(password[:MAX_CHECKED])
    if int(result["score"]) >= MIN_SCORE:
        return None
    feedback = result.get("feedback") or {}
    why = str(feedback.get("warning") or "").strip().rstrip(".")
    hint = " ".join(str(s) for s in feedback.get("suggestions") or []).strip()
    reason = why[:1].lower() + why[1:] if why else "it is too easy to guess"
    return f"is too common or easy to guess ({reason}){': ' + hint if hint else ''}"
