"""The search query language: tokenising, parsing field operators, and writing a query back out.

    merchant:woolworths amount:>100 category:groceries date:2026-06 type:debit has:receipt deductible:yes
    plain words, "quoted phrases", -excluded -"excluded phrase", -has:receipt, kind:expense sort:amount

Every malformed token is reported (all of them, in one ``ValidationError`` on the field ``query``) with
the token itself in the message, so the user sees exactly what to fix. Parsing is pure: category names
and the known kinds come in as arguments, so it is tested without a database.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from finkit.core.dates import year_problem
from finkit.core.errors import FieldProblem, ValidationError
from finkit.core.money import AmountError, parse_amount_text
from finkit.core.search.schemas import AmountRange, DateRange, SearchQuery, SortOrder

FIELDS = ("merchant", "category", "amount", "date", "type", "has", "deductible", "kind", "source", "sort")
_ALIASES = {"cat": "category", "payee": "merchant", "is": "kind", "in": "kind", "on": "date"}
HAS_BUILTIN = ("receipt", "notes", "category", "gst")
SOURCES = ("manual", "csv", "ofx", "qif", "api", "bank_feed", "receipt")
_TYPES = {"debit": "debit", "out": "debit", "expense": "debit", "credit": "credit", "in": "credit"}
_TYPES["income"] = "credit"
_BOOLS = {
    "yes": True,
    "y": True,
    "true": True,
    "1": True,
    "no": False,
    "n": False,
    "false": False,
    "0": False,
}
_SORTS: dict[str, SortOrder] = {
    "relevance": "relevance",
    "date": "date",
    "newest": "date",
    "oldest": "oldest",
    "amount": "amount",
    "largest": "amount",
    "smallest": "smallest",
    # A leading "-" reverses an order: newest first becomes oldest first, largest first smallest first.
    "-date": "oldest",
    "-newest": "oldest",
    "-oldest": "date",
    "-amount": "smallest",
    "-largest": "smallest",
    "-smallest": "amount",
}


def _monthrange(year: int, month: int) -> tuple[int, int]:
    """(weekday of the 1st, days in month), like calendar.monthrange."""
    following = date(year + month // 12, month % 12 + 1, 1)
    return date(year, month, 1).weekday(), (following - timedelta(days=1)).day


@dataclass(frozen=True)
class Token:
    kind: str  # "op" | "phrase" | "word"
    value: str
    raw: str
    field: str | None = None
    negated: bool = False


@dataclass(frozen=True)
class CategoryRef:
    id: str
    name: str


def _problem(token: str, message: str) -> FieldProblem:
    return FieldProblem("query", f"{message} in {token!r}")


def tokenize(text: str) -> list[Token]:
    """Split a query into operator, phrase and word tokens. Unterminated quotes are errors."""
    tokens: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        start = i
        negated = text[i] == "-" and i + 1 < n and not text[i + 1].isspace()
        if negated:
            i += 1
        if text[i] == '"':
            close = text.find('"', i + 1)
            if close < 0:
                raise ValidationError(fields=[_problem(text[start:], "unterminated quote")])
            tokens.append(
                Token("phrase", text[i + 1 : close].strip(), text[start : close + 1], None, negated)
            )
            i = close + 1
            continue
        field_match = re.match(r"([A-Za-z_]+):", text[i:])
        if field_match:
            field = field_match.group(1).lower()
            j = i + field_match.end()
            if j < n and text[j] == '"':
                close = text.find('"', j + 1)
                if close < 0:
                    raise ValidationError(fields=[_problem(text[start:], "unterminated quote")])
                value, i = text[j + 1 : close], close + 1
            else:
                k = j
                while k < n and not text[k].isspace():
                    k += 1
                value, i = text[j:k], k
            tokens.append(Token("op", value.strip(), text[start:i], field, negated))
            continue
        k = i
        while k < n and not text[k].isspace():
            k += 1
        tokens.append(Token("word", text[i:k], text[start:k], None, negated))
        i = k
    return tokens


# ---------------------------------------------------------------------------------------------- values


def parse_amount(value: str) -> Decimal:
    try:
        amount = parse_amount_text(value)
    except AmountError:
        raise ValueError(f"{value!r} is not an amount") from None
    if amount is None or amount < 0:
        raise ValueError(f"{value!r} is not an amount")
    return amount


def parse_amount_range(value: str) -> AmountRange:
    """``100`` exact, ``>100``, ``>=100``, ``<50``, ``<=50``, ``10..50`` (inclusive)."""
    for op in (">=", "<=", ">", "<", "="):
        if value.startswith(op):
            amount = parse_amount(value[len(op) :])
            if op == "=":
                return AmountRange(min=amount, max=amount)
            if op[0] == ">":
                return AmountRange(min=amount, min_inclusive=op == ">=")
            return AmountRange(max=amount, max_inclusive=op == "<=")
    if ".." in value:
        low, high = value.split("..", 1)
        result = AmountRange(min=parse_amount(low) if low else None, max=parse_amount(high) if high else None)
        if result.min is None and result.max is None:
            raise ValueError("an amount range needs at least one end")
        return result
    amount = parse_amount(value)
    return AmountRange(min=amount, max=amount)


def _period(value: str) -> tuple[date, date]:
    """``2026`` → the year, ``2026-06`` → the month, ``2026-06-15`` → the day (first, last day)."""
    text = value.strip()
    try:
        if re.fullmatch(r"\d{4}", text):
            year = int(text)
            first, last = date(year, 1, 1), date(year, 12, 31)
        elif re.fullmatch(r"\d{4}-\d{1,2}", text):
            year, month = (int(p) for p in text.split("-"))
            first, last = date(year, month, 1), date(year, month, _monthrange(year, month)[1])
        else:
            first = last = date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{value!r} is not a date (use 2026, 2026-06 or 2026-06-15)") from None
    problem = year_problem(first.year)  # the day before or after stays computable at both ends
    if problem is not None:
        raise ValueError(f"{value!r} {problem}")
    return first, last


def parse_date_range(value: str) -> DateRange:
    """``2026-06`` (a month), ``2026``, ``2026-06-15``, ``A..B``, ``>X``, ``>=X``, ``<X``, ``<=X``."""
    for op in (">=", "<=", ">", "<"):
        if value.startswith(op):
            first, last = _period(value[len(op) :])
            if op == ">=":
                return DateRange(from_date=first)
            if op == ">":
                return DateRange(from_date=date.fromordinal(last.toordinal() + 1))
            if op == "<=":
                return DateRange(to_date=last)
            return DateRange(to_date=date.fromordinal(first.toordinal() - 1))
    if ".." in value:
        low, high = value.split("..", 1)
        if not low and not high:
            raise ValueError("a date range needs at least one end")
        return DateRange(
            from_date=_period(low)[0] if low else None, to_date=_period(high)[1] if high else None
        )
    first, last = _period(value)
    return DateRange(from_date=first, to_date=last)


def intersect_amounts(a: AmountRange | None, b: AmountRange) -> AmountRange:
    if a is None:
        return b
    low, low_inc = a.min, a.min_inclusive
    if b.min is not None and (low is None or b.min > low or (b.min == low and not b.min_inclusive)):
        low, low_inc = b.min, b.min_inclusive
    high, high_inc = a.max, a.max_inclusive
    if b.max is not None and (high is None or b.max < high or (b.max == high and not b.max_inclusive)):
        high, high_inc = b.max, b.max_inclusive
    return AmountRange(min=low, max=high, min_inclusive=low_inc, max_inclusive=high_inc)


def intersect_dates(a: DateRange | None, b: DateRange) -> DateRange:
    if a is None:
        return b
    starts = [d for d in (a.from_date, b.from_date) if d is not None]
    ends = [d for d in (a.to_date, b.to_date) if d is not None]
    return DateRange(from_date=max(starts) if starts else None, to_date=min(ends) if ends else None)


def normalise_kind(value: str, known_kinds: Sequence[str]) -> str | None:
    word = value.strip().lower()
    for candidate in (word, word[:-1] if word.endswith("s") else word):
        if candidate in known_kinds:
            return candidate
    return None


def match_categories(value: str, categories: Sequence[CategoryRef]) -> list[CategoryRef]:
    """Exact name (case-insensitive), else names starting with it, else names containing it; or an id."""
    wanted = value.strip().casefold()
    for test in (
        lambda c: c.id == value.strip() or c.name.casefold() == wanted,
        lambda c: c.name.casefold().startswith(wanted),
        lambda c: wanted in c.name.casefold(),
    ):
        found = [c for c in categories if test(c)]
        if found:
            return found
    return []


# ---------------------------------------------------------------------------------------------- parsing


def apply_operator(
    query: SearchQuery,
    token: Token,
    *,
    categories: Sequence[CategoryRef],
    known_kinds: Sequence[str],
    has_names: Sequence[str],
) -> None:
    """Apply one ``field:value`` token to ``query``; raises ValueError with a message on bad input."""
    field = _ALIASES.get(token.field or "", token.field or "")
    value = token.value
    if field not in FIELDS:
        raise ValueError(f"unknown field {token.field!r} (known: {', '.join(FIELDS)})")
    if not value:
        raise ValueError(f"{field}: needs a value")
    if token.negated and field != "has":
        raise ValueError("only words, phrases and has: can be negated")
    if field == "merchant":
        query.merchant.append(value)
    elif field == "category":
        found = match_categories(value, categories)
        if not found:
            raise ValueError(f"no category named {value!r}")
        for cat in found:
            if cat.id not in query.category_ids:
                query.category_ids.append(cat.id)
                query.categories.append(cat.name)
    elif field == "amount":
        query.amount = intersect_amounts(query.amount, parse_amount_range(value))
    elif field == "date":
        query.dates = intersect_dates(query.dates, parse_date_range(value))
    elif field == "type":
        kind = _TYPES.get(value.lower())
        if kind is None:
            raise ValueError("type must be debit or credit")
        if query.type and query.type != kind:
            raise ValueError(f"type:{query.type} was already given")
        query.type = kind  # type: ignore[assignment]
    elif field == "has":
        name = value.lower().rstrip("s") if value.lower() != "notes" else "notes"
        if name not in has_names:
            raise ValueError(f"has: takes one of {', '.join(has_names)}")
        (query.has_not if token.negated else query.has).append(name)
    elif field == "deductible":
        if value.lower() not in _BOOLS:
            raise ValueError("deductible must be yes or no")
        query.deductible = _BOOLS[value.lower()]
    elif field == "kind":
        for part in value.split(","):
            kind = normalise_kind(part, known_kinds)
            if kind is None:
                raise ValueError(f"unknown kind {part!r} (known: {', '.join(known_kinds)})")
            if kind not in query.kinds:
                query.kinds.append(kind)
    elif field == "source":
        if value.lower() not in SOURCES:
            raise ValueError(f"source must be one of {', '.join(SOURCES)}")
        query.source = value.lower()
    elif field == "sort":
        if value.lower() not in _SORTS:
            raise ValueError(f"sort must be one of {', '.join(_SORTS)}")
        query.sort = _SORTS[value.lower()]


def clean_word(word: str) -> str:
    """Strip punctuation around a plain word (``netflix,`` → ``netflix``); keep inner hyphens etc."""
    return word.strip(".,;!?()[]{}'`").strip()


def check_consistency(query: SearchQuery, problems: list[FieldProblem]) -> None:
    amount, dates = query.amount, query.dates
    if amount and amount.min is not None and amount.max is not None and amount.min > amount.max:
        problems.append(FieldProblem("query", "amount: the lower bound is above the upper bound"))
    if dates and dates.from_date and dates.to_date and dates.from_date > dates.to_date:
        problems.append(FieldProblem("query", "date: the range ends before it starts"))


# ---------------------------------------------------------------------------------------------- output


def _quote(value: str) -> str:
    return f'"{value}"' if re.search(r"[\s\"]", value) or not value else value


def _number(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    return text


def _date_text(dates: DateRange) -> list[str]:
    first, last = dates.from_date, dates.to_date
    if first and last:
        if first == last:
            return [f"date:{first.isoformat()}"]
        if first.day == 1 and last.day == _monthrange(last.year, last.month)[1]:
            if (first.year, first.month) == (last.year, last.month):
                return [f"date:{first.year:04d}-{first.month:02d}"]
            if first.year == last.year and first.month == 1 and last.month == 12:
                return [f"date:{first.year:04d}"]
        return [f"date:{first.isoformat()}..{last.isoformat()}"]
    if first:
        return [f"date:>={first.isoformat()}"]
    if last:
        return [f"date:<={last.isoformat()}"]
    return []


def _amount_text(amount: AmountRange) -> list[str]:
    low, high = amount.min, amount.max
    if low is not None and high is not None:
        if low == high and amount.min_inclusive and amount.max_inclusive:
            return [f"amount:{_number(low)}"]
        if amount.min_inclusive and amount.max_inclusive:
            return [f"amount:{_number(low)}..{_number(high)}"]
    parts = []
    if low is not None:
        parts.append(f"amount:{'>=' if amount.min_inclusive else '>'}{_number(low)}")
    if high is not None:
        parts.append(f"amount:{'<=' if amount.max_inclusive else '<'}{_number(high)}")
    return parts


def to_query_string(query: SearchQuery) -> str:
    """The query written in the query language; parsing it again gives the same query."""
    parts: list[str] = list(query.terms)
    parts += [f'"{p}"' for p in query.phrases]
    parts += [f"-{_quote(w)}" for w in query.exclude]
    parts += [f"merchant:{_quote(m)}" for m in query.merchant]
    parts += [f"category:{_quote(c)}" for c in query.categories]
    if query.amount:
        parts += _amount_text(query.amount)
    if query.dates:
        parts += _date_text(query.dates)
    if query.type:
        parts.append(f"type:{query.type}")
    parts += [f"has:{h}" for h in query.has]
    parts += [f"-has:{h}" for h in query.has_not]
    if query.deductible is not None:
        parts.append(f"deductible:{'yes' if query.deductible else 'no'}")
    if query.source:
        parts.append(f"source:{query.source}")
    if query.kinds:
        parts.append(f"kind:{','.join(query.kinds)}")
    if query.sort:
        parts.append(f"sort:{query.sort}")
    return " ".join(parts)
