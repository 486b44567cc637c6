"""The ``--map`` syntax: ``date=1,amount=2,description=3`` (1-based columns) or header names.

Keys: ``date``, ``amount`` (signed), ``debit`` and ``credit`` (separate money-out / money-in columns),
``type`` (a DR/CR indicator beside an unsigned amount), ``description`` (``+`` joins several columns),
``merchant``, ``balance`` (checked, not imported: ``imports.balance_proof``), and the options
``header=yes|no``, ``delimiter=;`` (or ``tab``), ``decimal=,`` and ``skip=N`` (preamble lines before the
table).
"""

from __future__ import annotations

import csv
import io

from finkit.core.errors import FieldProblem, ValidationError

KEYS = (
    "date",
    "amount",
    "debit",
    "credit",
    "type",
    "description",
    "merchant",
    "balance",
    "header",
    "delimiter",
    "decimal",
    "skip",
)


def parse_mapping(text: str | dict[str, str] | None) -> dict[str, str]:
    """``"date=1,amount=Amount (AUD)"`` → ``{"date": "1", "amount": "Amount (AUD)"}``.

    Pairs are comma-separated; quote a pair whose header name holds a comma: ``"debit=Out, AUD"``.
    Use ``delimiter=comma`` / ``decimal=comma`` where a literal comma would be ambiguous.
    """
    if text is None:
        return {}
    if isinstance(text, dict):
        pairs = list(text.items())
    else:
        pairs = []
        for part in next(csv.reader(io.StringIO(text.strip())), []):
            if not part.strip():
                continue
            key, sep, value = part.partition("=")
            if not sep:
                raise ValidationError.for_field("map", f"{part!r} is not of the form field=column")
            pairs.append((key, value))
    problems = []
    result: dict[str, str] = {}
    for key, value in pairs:
        key = key.strip().lower()
        value = value.strip()
        if key not in KEYS:
            problems.append(FieldProblem("map", f"unknown field {key!r}; known: {', '.join(KEYS)}"))
            continue
        if not value:
            problems.append(FieldProblem(f"map.{key}", "has no column"))
            continue
        if key in {"delimiter", "decimal"} and value.lower() in {"comma", "semicolon", "tab", "pipe"}:
            value = {"comma": ",", "semicolon": ";", "tab": "\t", "pipe": "|"}[value.lower()]
        result[key] = value
    if problems:
        raise ValidationError(fields=problems)
    return result


def format_mapping(mapping: dict[str, str]) -> str:
    """The inverse of ``parse_mapping`` (for showing a saved profile)."""
    named = {"\t": "tab", ",": "comma", ";": "semicolon", "|": "pipe"}
    out = []
    for key, value in mapping.items():
        if key in {"delimiter", "decimal"}:
            value = named.get(value, value)
        out.append(f"{key}={value}")
    text = io.StringIO()
    csv.writer(text, lineterminator="").writerow(out)  # a pair holding a comma or a quote is quoted
    return text.getvalue()
