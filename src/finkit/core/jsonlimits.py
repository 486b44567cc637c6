"""Nesting limits checked *before* a JSON document is parsed.

Python's ``json`` module recurses once per nesting level, so a 200,000-deep array (a few hundred KB)
raised ``RecursionError`` deep inside the parser and answered 500; a 3,000-deep rule condition did the
same. ``nesting_depth`` counts brackets outside strings without building anything, so a too-deep document
is refused as a ``ValidationError`` (400) before any recursion starts. Nothing finkit accepts nests more
than a few levels (rule conditions: ``finkit.core.rules.conditions.MAX_DEPTH`` groups).
"""

from __future__ import annotations

import json
import re
from typing import Any

from finkit.core.errors import FieldProblem, ValidationError

#: Deepest nesting of arrays and objects accepted in a JSON request body or a rule-condition document.
MAX_JSON_DEPTH = 64
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_KEEP = bytes(range(256)).translate(None, b'"[]{}')
_OPENERS = frozenset(b"[{")
_CLOSERS = frozenset(b"]}")
_QUOTE = ord('"')


def nesting_depth(raw: bytes | str, *, stop_after: int = MAX_JSON_DEPTH) -> int:
    """The deepest bracket nesting in ``raw`` (JSON text), counting only brackets outside strings; stops
    counting once ``stop_after`` is exceeded. Linear time, no recursion."""
    data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    structural = _ESCAPE.sub(b"", data).translate(None, _KEEP)  # only quotes and brackets are left
    depth = deepest = 0
    in_string = False
    for byte in structural:
        if byte == _QUOTE:
            in_string = not in_string
        elif in_string:
            continue
        elif byte in _OPENERS:
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_after:
                    return deepest
        elif byte in _CLOSERS:
            depth -= 1
    return deepest


def loads_bounded(raw: bytes | str, *, field: str = "body", max_depth: int = MAX_JSON_DEPTH) -> Any:
    """``json.loads`` for untrusted text: too deep or malformed is a ``ValidationError`` naming ``field``."""
    if nesting_depth(raw, stop_after=max_depth) > max_depth:
        raise ValidationError(
            f"JSON nests deeper than {max_depth} levels",
            fields=[FieldProblem(field, f"nests deeper than {max_depth} levels")],
        )
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise ValidationError(
            f"Malformed JSON {field}: {exc}", fields=[FieldProblem(field, "is not valid JSON")]
        ) from None


def value_depth(value: Any, *, stop_after: int = MAX_JSON_DEPTH) -> int:
    """Nesting depth of an already-parsed value (lists and dicts), iteratively; stops past ``stop_after``."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_after:
                    return deepest
            stack.extend((child, depth) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


__all__ = ["MAX_JSON_DEPTH", "loads_bounded", "nesting_depth", "value_depth"]
