"""A small readable condition language for the CLI (``--when``), compiled to a condition tree.

    description contains "uber" and amount < -10
    (merchant is "Coles" or merchant is "Woolworths") and not tags has "personal"
    weekday in [sat, sun] and day between 1 and 7
    amount approx -2400 within 5%
    category is none
    description matches "^SQ \\*" case-sensitive

Fields: description, merchant, notes, amount, abs-amount (absAmount), type, source, currency, date,
day (dayOfMonth), weekday, category, tags (tag). Operators: is/=/==, is not/!=, contains, does not
contain (!contains), starts with, ends with, matches (~), in [...], not in [...], > >= < <=,
between X and Y, approx X within N%, has / lacks (tags). ``and`` binds tighter than ``or``; ``not``
and parentheses work as usual. Strings are quoted with " or '; bare words are taken as strings.
"""

from __future__ import annotations

import re
from typing import Any

from finkit.core.errors import ValidationError

_MAX_NESTING = 32
_TOKEN = re.compile(
    r"""\s*(?:
        (?P<string>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')
      | (?P<number>-?\d+(?:\.\d+)?(?![\w-]))
      | (?P<date>\d{4}-\d{2}-\d{2})
      | (?P<op>>=|<=|!=|==|=|<|>|~|\(|\)|\[|\]|,|%)
      | (?P<word>[A-Za-z_][\w.&'*-]*|[^\s()\[\],"']+)
    )""",
    re.VERBOSE,
)
_FIELDS = {
    "description": "description",
    "desc": "description",
    "merchant": "merchant",
    "notes": "notes",
    "note": "notes",
    "amount": "amount",
    "abs-amount": "absAmount",
    "absamount": "absAmount",
    "abs_amount": "absAmount",
    "type": "type",
    "source": "source",
    "currency": "currency",
    "date": "date",
    "day": "dayOfMonth",
    "dayofmonth": "dayOfMonth",
    "weekday": "weekday",
    "category": "category",
    "tags": "tags",
    "tag": "tags",
}
_SYMBOLS = {"=": "equals", "==": "equals", "!=": "notEquals", ">": "gt", ">=": "gte", "<": "lt", "<=": "lte"}


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        while pos < len(text):
            if text[pos:].strip() == "":
                break
            match = _TOKEN.match(text, pos)
            if match is None or match.end() == pos:
                self.fail(f"cannot read {text[pos : pos + 20]!r}")
                raise AssertionError  # unreachable
            kind = match.lastgroup or "word"
            self.tokens.append((kind, match.group(kind)))
            pos = match.end()
        self.i = 0
        self.depth = 0  # open groups, negations and lists: bounded, so no input can exhaust the stack

    def nest(self) -> None:
        self.depth += 1
        if self.depth > _MAX_NESTING:
            self.fail(f"nests more than {_MAX_NESTING} levels deep")

    def fail(self, message: str) -> None:
        raise ValidationError.for_field("when", f"{message} (in: {self.text})")

    def peek(self, offset: int = 0) -> str:
        j = self.i + offset
        return self.tokens[j][1].lower() if j < len(self.tokens) else ""

    def take(self) -> tuple[str, str]:
        if self.i >= len(self.tokens):
            self.fail("unexpected end")
        token = self.tokens[self.i]
        self.i += 1
        return token

    def expect(self, word: str) -> None:
        if self.peek() != word:
            self.fail(f"expected {word!r} but found {self.peek() or 'the end'!r}")
        self.i += 1

    def parse(self) -> dict[str, Any]:
        tree = self.expr()
        if self.i != len(self.tokens):
            self.fail(f"unexpected {self.peek()!r}")
        return tree if ("all" in tree or "any" in tree) else {"all": [tree]}

    def expr(self) -> dict[str, Any]:
        parts = [self.term()]
        while self.peek() == "or":
            self.i += 1
            parts.append(self.term())
        return parts[0] if len(parts) == 1 else {"any": parts}

    def term(self) -> dict[str, Any]:
        parts = [self.factor()]
        while self.peek() == "and":
            self.i += 1
            parts.append(self.factor())
        return parts[0] if len(parts) == 1 else {"all": parts}

    def factor(self) -> dict[str, Any]:
        if self.peek() == "not":
            self.i += 1
            self.nest()
            negated = {"not": self.factor()}
            self.depth -= 1
            return negated
        if self.peek() == "(":
            self.i += 1
            self.nest()
            inner = self.expr()
            self.expect(")")
            self.depth -= 1
            return inner
        return self.condition()

    def value(self) -> Any:
        kind, raw = self.take()
        if kind == "string":
            return re.sub(r"""\\(["'\\])""", r"\1", raw[1:-1])
        if kind == "number":
            return raw
        if kind == "op" and raw == "[":
            self.nest()
            items = []
            while self.peek() != "]":
                items.append(self.value())
                if self.peek() == ",":
                    self.i += 1
            self.expect("]")
            self.depth -= 1
            return items
        if kind == "op":
            self.fail(f"expected a value but found {raw!r}")
        return None if raw.lower() in {"none", "null"} else raw

    def condition(self) -> dict[str, Any]:
        _kind, raw = self.take()
        field = _FIELDS.get(raw.lower())
        if field is None:
            self.fail(f"unknown field {raw!r}; expected one of {', '.join(sorted(set(_FIELDS)))}")
            raise AssertionError
        op = self.operator(field)
        leaf: dict[str, Any] = {"field": field, "operator": op}
        if op == "between":
            low = self.value()
            self.expect("and")
            leaf["value"] = [low, self.value()]
        elif op == "approximately":
            leaf["value"] = self.value()
            self.expect("within")
            leaf["tolerance"] = self.value()
            if self.peek() == "%":
                self.i += 1
        else:
            leaf["value"] = self.value()
        if field == "dayOfMonth":
            leaf["value"] = _ints(leaf["value"])
        if self.peek() in {"case-sensitive", "cs"}:
            self.i += 1
            leaf["caseSensitive"] = True
        if field == "category" and leaf["value"] is None and op not in {"equals", "notEquals"}:
            self.fail("category none works with is / is not")
        return leaf

    def operator(self, field: str) -> str:
        word = self.peek()
        nxt = self.peek(1)
        self.i += 1
        if word in _SYMBOLS:
            return _SYMBOLS[word]
        if word == "~" or word == "matches":
            return "matches"
        if word in {"is", "equals"}:
            if nxt == "not":
                self.i += 1
                return "notEquals"
            return "equals"
        if word in {"contains", "has"}:
            return "contains"
        if word in {"!contains", "lacks"}:
            return "notContains"
        if word == "does" and nxt == "not":
            self.i += 1
            self.expect("contain")
            return "notContains"
        if word in {"starts", "ends"}:
            self.expect("with")
            return "startsWith" if word == "starts" else "endsWith"
        if word == "in":
            return "oneOf"
        if word == "not" and nxt == "in":
            self.i += 1
            return "notOneOf"
        if word == "between":
            return "between"
        if word in {"approx", "approximately", "about"}:
            return "approximately"
        self.i -= 1
        self.fail(f"unknown operator {word!r} after {field}")
        raise AssertionError


def _ints(value: Any) -> Any:
    if isinstance(value, list):
        return [_ints(v) for v in value]
    try:
        return int(value)
    except (TypeError, ValueError):
        return value


def parse_when(text: str) -> dict[str, Any]:
    """Parse the ``--when`` language into a condition tree (validated later, with the rule)."""
    if not text.strip():
        return {"all": []}
    return _Parser(text).parse()
