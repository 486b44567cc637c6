"""The one text-input policy, applied where input enters core (``finkit.core.schemas.parse``, the tool
dispatcher, and a last check on every SQL statement's parameters).

Why: PostgreSQL cannot store a NUL character in text (psycopg raises, which surfaced as a 500 on 18 routes,
even unauthenticated sign-in) while SQLite stores it silently, so the two back ends disagreed and a NUL
in a tag or a description poisoned exports and search. The policy (docs/concepts.md, "Text input"):

* NUL and the other C0 control characters (U+0000-U+0008, U+000B, U+000C, U+000E-U+001F), DEL (U+007F)
  and lone surrogates are **refused**, naming the field, in every string of a request, a query, a tool
  call or a library call. Tab, line feed and carriage return are allowed (notes span lines).
* A single string is at most ``MAX_TEXT_LENGTH`` characters (fields declare tighter limits of their own).

Refusing rather than stripping keeps what is stored equal to what was sent; an invisible character in a
pasted description is reported, not silently changed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from finkit.core.errors import FieldProblem, ValidationError

#: Longest single string accepted anywhere (characters); individual fields declare tighter limits.
MAX_TEXT_LENGTH = 100_000
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
_MAX_WALK_DEPTH = 64


def _describe(char: str) -> str:
    if char == "\x00":
        return "a NUL character"
    if "\ud800" <= char <= "\udfff":
        return "an unpaired surrogate"
    return f"a control character (U+{ord(char):04X})"


def string_problem(text: str, *, limit: int | None = MAX_TEXT_LENGTH) -> str | None:
    """Why ``text`` is refused by the policy, or None."""
    found = _FORBIDDEN.search(text)
    if found is not None:
        return f"contains {_describe(found.group())}, which is not allowed in text"
    if limit is not None and len(text) > limit:
        return f"is too long: at most {limit} characters"
    return None


def text_problems(data: Any, *, path: str = "", limit: int | None = MAX_TEXT_LENGTH) -> list[FieldProblem]:
    """Every string in ``data`` (nested dicts and lists, keys included) that the policy refuses."""
    problems: list[FieldProblem] = []
    _walk(data, path, problems, limit, 0)
    return problems


def _walk(value: Any, path: str, problems: list[FieldProblem], limit: int | None, depth: int) -> None:
    if isinstance(value, str):
        problem = string_problem(value, limit=limit)
        if problem is not None:
            problems.append(FieldProblem(path or "body", problem))
        return
    if depth > _MAX_WALK_DEPTH:
        problems.append(FieldProblem(path or "body", f"nests more than {_MAX_WALK_DEPTH} levels deep"))
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            name = str(key)
            key_problem = string_problem(name, limit=200) if isinstance(key, str) else None
            if key_problem is not None:
                problems.append(FieldProblem(f"{path}.{name!r}" if path else repr(name), key_problem))
                continue
            _walk(item, f"{path}.{name}" if path else name, problems, limit, depth + 1)
    elif isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _walk(item, f"{path}[{i}]" if path else f"[{i}]", problems, limit, depth + 1)


def check_text(
    data: Any, *, path: str = "", limit: int | None = MAX_TEXT_LENGTH, row: int | None = None
) -> None:
    """Raise a ``ValidationError`` naming every refused string in ``data``."""
    problems = text_problems(data, path=path, limit=limit)
    if problems:
        if row is not None:
            problems = [FieldProblem(p.field, p.message, row) for p in problems]
        raise ValidationError(fields=problems)


def check_statement_parameters(parameters: Any) -> None:
    """Last line of defence under every surface: no SQL statement is sent with a NUL in a parameter, so
    SQLite and PostgreSQL answer the same (a 400, not a stored NUL or a driver error). Runs for every
    statement, bulk inserts included, so it only looks at top-level string values, as fast as it can."""
    kind = type(parameters)
    if kind is dict:
        _refuse_nul(parameters.values())
    elif kind is list or kind is tuple:
        if parameters and type(parameters[0]) is dict:  # executemany: one dict per row
            for row in parameters:
                _refuse_nul(row.values())
        elif parameters and type(parameters[0]) in (list, tuple):
            for row in parameters:
                _refuse_nul(row)
        else:
            _refuse_nul(parameters)


def _refuse_nul(values: Any) -> None:
    for value in values:
        if type(value) is str and "\x00" in value:
            raise ValidationError.for_field("text", "contains a NUL character, which is not allowed in text")


__all__ = [
    "MAX_TEXT_LENGTH",
    "check_statement_parameters",
    "check_text",
    "string_problem",
    "text_problems",
]
