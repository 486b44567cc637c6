"""A literal prefilter over many rules: which rules can possibly match a row.

Most rules test text for literals (``description contains "uber"``). For each rule we derive the
literals one of which *must* occur (lower-cased) in a field for the rule to match; one regex scan of
the field per row then yields the candidate rules, and only those run their full predicate. Rules
without such literals are always candidates. The scan is exact: literals that are substrings of a
found literal are implied, and literals that can straddle the end of a found one are checked directly.
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Sequence
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
    if field in _FIELD_ATTRS and op == "matches" and isinstance(value, str):
        found = pattern_literals(value, case_sensitive=bool(tree.get("caseSensitive")))
        return [(str(field), lit) for lit in found] if found else None
    if field not in _FIELD_ATTRS or op not in _LITERAL_OPS:
        return None
    values = value if isinstance(value, list) else [value]
    if not values or any(not isinstance(v, str) or not v for v in values):
        return None
    return [(str(field), str(v).lower()) for v in values]


#: Characters that stand for themselves in a pattern (outside a class) in RE2 and are kept in literals.
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_,&'/:@#%!=<>;~\"")
_GAPS = frozenset("dDwWsS")  # one-character classes: \d \w \s and their negations
_QUANTIFIERS = frozenset("*+?{")
#: ASCII letters whose case folding (RE2's, when matching ignores case) also takes in a non-ASCII
#: letter ("s" ~ U+017F, "k" ~ U+212A) that ``str.lower`` leaves alone: a literal is cut at them.
_FOLD_BREAKS = frozenset("sk")


class _NoLiterals(Exception):
    pass


def pattern_literals(pattern: str, *, case_sensitive: bool) -> list[str] | None:
    """Lower-cased strings one of which every text ``pattern`` matches (under RE2) must contain, or
    None when the pattern is outside the small grammar read here (literals, ``|``, groups ``(...)``
    and ``(?:...)``, ``\\b``/``^``/``$``, ``.``, ``\\d``-style classes and quantifiers); never wrong,
    only sometimes unhelpful, because the rule's own predicate still decides."""
    if pattern.startswith("(?i)"):
        pattern, case_sensitive = pattern[4:], False
    try:
        parser = _PatternReader(pattern, ignore_case=not case_sensitive)
        alternatives = parser.alternation()
        if parser.pos != len(pattern):
            return None
    except _NoLiterals:
        return None
    if not alternatives or any(not a for a in alternatives):
        return None
    return sorted(set(alternatives))


class _PatternReader:
    def __init__(self, pattern: str, *, ignore_case: bool) -> None:
        self.text, self.pos, self.ignore_case = pattern, 0, ignore_case

    def alternation(self) -> list[str] | None:
        options = [self.sequence()]
        while self.pos < len(self.text) and self.text[self.pos] == "|":
            self.pos += 1
            options.append(self.sequence())
        if any(o is None for o in options):
            return None
        return [lit for o in options if o for lit in o]

    def sequence(self) -> list[str] | None:
        """The best necessary alternatives of one branch: a run of literal characters, or a group's."""
        choices: list[list[str]] = []
        run: list[str] = []

        def close_run() -> None:
            for piece in self._pieces("".join(run)):
                choices.append([piece])
            run.clear()

        text = self.text
        while self.pos < len(text) and text[self.pos] not in "|)":
            char = text[self.pos]
            if char == "(":
                close_run()
                self.pos += 1
                if text.startswith("?:", self.pos):
                    self.pos += 2
                elif text.startswith("?", self.pos):
                    raise _NoLiterals
                inner = self.alternation()
                if self.pos >= len(text) or text[self.pos] != ")":
                    raise _NoLiterals
                self.pos += 1
                if self._quantified():
                    continue
                if inner:
                    choices.append(inner)
            elif char in "^$.":
                close_run()
                self.pos += 1
                self._quantified()
            elif char == "\\":
                if self.pos + 1 >= len(text):
                    raise _NoLiterals
                escaped = text[self.pos + 1]
                self.pos += 2
                if escaped in "bB" or escaped in _GAPS:
                    close_run()
                    self._quantified()
                elif escaped.isascii() and not escaped.isalnum() and escaped.isprintable():
                    if self._quantified():
                        close_run()
                    else:
                        run.append(escaped)
                else:
                    raise _NoLiterals
            elif char in _PLAIN:
                self.pos += 1
                if self._quantified():
                    close_run()
                else:
                    run.append(char)
            else:
                raise _NoLiterals
        close_run()
        if not choices:
            return None
        return min(choices, key=lambda c: (len(c), -min(len(x) for x in c)))

    def _pieces(self, run: str) -> list[str]:
        run = run.lower()
        if not self.ignore_case:
            return [run] if run else []
        piece, pieces = "", []
        for char in run:
            if char in _FOLD_BREAKS:
                pieces.append(piece)
                piece = ""
            else:
                piece += char
        pieces.append(piece)
        best = max(pieces, key=len)
        return [best] if best else []

    def _quantified(self) -> bool:
        """Consume a quantifier after an atom (the atom is then optional); whether there was one."""
        text = self.text
        if self.pos >= len(text) or text[self.pos] not in _QUANTIFIERS:
            return False
        if text[self.pos] == "{":
            end = text.find("}", self.pos)
            if end < 0 or not all(c.isdigit() or c == "," for c in text[self.pos + 1 : end]):
                raise _NoLiterals
            self.pos = end + 1
        else:
            self.pos += 1
        if self.pos < len(text) and text[self.pos] in "?+":
            self.pos += 1
        if self.pos < len(text) and text[self.pos] in _QUANTIFIERS:
            raise _NoLiterals
        return True


class _FieldScan:
    def __init__(self, literals: set[str]) -> None:
        ordered = sorted(literals, key=lambda s: (-len(s), s))
        self.regex = re.compile("|".join(re.escape(lit) for lit in ordered))
        self.implied = {a: [b for b in ordered if b in a] for a in ordered}
        self.straddlers = _straddlers(ordered)

    def found(self, text: str) -> set[str]:
        hits: set[str] = set()
        for literal in self.regex.findall(text):
            hits.update(self.implied[literal])
            for other in self.straddlers[literal]:
                if other not in hits and other in text:
                    hits.add(other)
        return hits


def _straddlers(ordered: list[str]) -> dict[str, list[str]]:
    """For each literal ``a``, the literals ``b`` that can start inside ``a`` and run past its end (so a
    scan that consumed ``a`` missed them): ``b`` not in ``a`` and starting with a proper suffix of ``a``.
    Found by prefix search in the sorted literals, not by trying every pair: with 1,000 rules the
    pairwise form cost seconds on every write (issue 24)."""
    by_text = sorted(ordered)
    rank = {literal: i for i, literal in enumerate(ordered)}
    out: dict[str, list[str]] = {}
    for a in ordered:
        found: set[str] = set()
        for k in range(1, len(a)):
            suffix = a[k:]
            i = bisect.bisect_left(by_text, suffix)
            while i < len(by_text) and by_text[i].startswith(suffix):
                if by_text[i] not in a:
                    found.add(by_text[i])
                i += 1
        out[a] = sorted(found, key=rank.__getitem__)
    return out


class RuleIndex:
    def __init__(self, rules: list[CompiledRule]) -> None:
        self.rules = rules
        always: list[int] = []
        by_literal: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
        for i, rule in enumerate(rules):
            alternatives = necessary_literals(rule.conditions)
            if not alternatives:
                always.append(i)
                continue
            for field, literal in alternatives:
                by_literal[field][literal].append(i)
        self.always = tuple(always)  # returned as is: never changed
        self.by_literal = {f: dict(lits) for f, lits in by_literal.items()}
        self.scans = [
            (_FIELD_ATTRS[f], _FieldScan(set(lits)), self.by_literal[f]) for f, lits in by_literal.items()
        ]

    def candidates(self, view: RowView, after: int = -1) -> Sequence[int]:
        """Indexes of rules (in order, greater than ``after``) that may match ``view``. A row no
        literal occurs in gets the always-candidates without building a set."""
        found: set[int] | None = None
        for attr, scan, rules_by_literal in self.scans:
            text = getattr(view, attr)
            if text:
                for literal in scan.found(text):
                    if found is None:
                        found = set(self.always)
                    found.update(rules_by_literal[literal])
        ordered: Sequence[int] = self.always if found is None else sorted(found)
        return ordered if after < 0 else [i for i in ordered if i > after]


_INDEXES: dict[tuple[int, ...], tuple[list[CompiledRule], RuleIndex]] = {}
_INDEX_LIMIT = 64


def index_for(rules: list[CompiledRule]) -> RuleIndex:
    """The ``RuleIndex`` of ``rules``, built once per set of compiled rules (``compile_rule`` returns the
    same objects while a rule is unchanged), not on every write."""
    key = tuple(id(rule) for rule in rules)
    cached = _INDEXES.get(key)
    if cached is not None and all(a is b for a, b in zip(cached[0], rules, strict=True)):
        return cached[1]
    index = RuleIndex(rules)
    if len(_INDEXES) >= _INDEX_LIMIT:
        _INDEXES.clear()
    _INDEXES[key] = (list(rules), index)  # holding the rules keeps their ids from being reused
    return index
