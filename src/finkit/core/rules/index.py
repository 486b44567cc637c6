"""A literal prefilter over many rules: which rules can possibly match a row.

Most rules test text for literals (``description contains "uber"``). For each rule we derive the
literals one of which *must* occur (lower-cased) in a field for the rule to match; one regex scan of
the field per row then yields the candidate rules, and only those run their full predicate. Rules
without such literals are always candidates. The scan is exact: literals that are substrings of a
found literal are implied, and literals that can straddle the end of a found one are checked directly.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.predicate import RowView

_FIELD_ATTRS = {"description": "dl", "merchant": "ml", "notes": "nl"}
_LITERAL_OPS = {"equals", "contains", "startsWith", "endsWith", "oneOf"}
#: Actions that change text the prefilter reads: after them, a row's candidate rules are looked up again.
TEXT_ACTIONS = frozenset({"setMerchant", "setDescription", "appendNote", "prependNote"})


def necessary_literals(tree: dict[str, Any]) -> list[tuple[str, str]] | None:
    """Alternatives (field, literal): the rule can match only if one occurs; None = no such set."""
    if "all" in tree:
        options = [n for n in (necessary_literals(c) for c in tree["all"]) if n]
        return min(options, key=len) if options else None
    if "any" in tree:
        parts = [necessary_literals(c) for c in tree["any"]]
        if not parts or any(p is None for p in parts):
            return None
        return [alt for p in parts if p for alt in p]
    if "not" in tree:
        return None
    field, op, value = tree.get("field"), tree.get("operator"), tree.get("value")
    if field not in _FIELD_ATTRS or op not in _LITERAL_OPS:
        return None
    values = value if isinstance(value, list) else [value]
    if not values or any(not isinstance(v, str) or not v for v in values):
        return None
    return [(str(field), str(v).lower()) for v in values]


class _FieldScan:
    def __init__(self, literals: set[str]) -> None:
        ordered = sorted(literals, key=lambda s: (-len(s), s))
        self.regex = re.compile("|".join(re.escape(lit) for lit in ordered))
        self.implied = {a: [b for b in ordered if b in a] for a in ordered}
        self.straddlers = {a: [b for b in ordered if _straddles(a, b)] for a in ordered}

    def found(self, text: str) -> set[str]:
        hits: set[str] = set()
        for literal in self.regex.findall(text):
            hits.update(self.implied[literal])
            for other in self.straddlers[literal]:
                if other not in hits and other in text:
                    hits.add(other)
        return hits


def _straddles(a: str, b: str) -> bool:
    """Can ``b`` start inside ``a`` and run past its end (so a scan that consumed ``a`` missed it)?"""
    if b in a:
        return False
    return any(b.startswith(a[k:]) for k in range(1, len(a)))


class RuleIndex:
    def __init__(self, rules: list[CompiledRule]) -> None:
        self.rules = rules
        self.always: list[int] = []
        by_literal: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
        for i, rule in enumerate(rules):
            alternatives = necessary_literals(rule.conditions)
            if not alternatives:
                self.always.append(i)
                continue
            for field, literal in alternatives:
                by_literal[field][literal].append(i)
        self.by_literal = {f: dict(lits) for f, lits in by_literal.items()}
        self.scans = [
            (_FIELD_ATTRS[f], _FieldScan(set(lits)), self.by_literal[f]) for f, lits in by_literal.items()
        ]

    def candidates(self, view: RowView, after: int = -1) -> list[int]:
        """Indexes of rules (in order, greater than ``after``) that may match ``view``."""
        found = set(self.always) if after < 0 else {i for i in self.always if i > after}
        for attr, scan, rules_by_literal in self.scans:
            text = getattr(view, attr)
            if text:
                for literal in scan.found(text):
                    found.update(i for i in rules_by_literal[literal] if i > after)
        return sorted(found)
