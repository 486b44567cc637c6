"""Natural-language queries, read deterministically into the structured query.

"fuel last month over $50" → ``category:Fuel date:2026-10 amount:>50``; "Netflix this year" →
``netflix date:2026``; "biggest expenses in June" → ``date:2026-06 type:debit sort:amount``.

A left-to-right scan over the plain words with a fixed rule order (dates, amounts, category names, then
sort/type/kind/flag words, ``at MERCHANT``, filler words); whatever no rule claims stays a full-text word.
Relative dates come from the clock passed in (``ctx.now()``), so the same text and clock always give the
same query. Every rule that fires is reported as an ``Interpretation``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from finkit.core.money import parse_amount
from finkit.core.periods import FyStart, period_prefix
from finkit.core.search.query import CategoryRef, normalise_kind
from finkit.core.search.schemas import AmountRange, DateRange, Interpretation, SortOrder

MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
    "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
#: Month words that are also ordinary words or abbreviations: only a month after a preposition or
#: before a year ("in may", "may 2026"), never on their own.
_AMBIGUOUS_MONTHS = {
    "may",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
}
_DATE_PREPS = {"in", "during", "since", "before", "after", "from", "for"}
_OVER = {("over",), ("above",), ("more", "than"), ("greater", "than"), ("at", "least"), ("min",), (">",)}
_UNDER = {("under",), ("below",), ("less", "than"), ("at", "most"), ("max",), ("up", "to"), ("<",)}
_SORT_WORDS: dict[tuple[str, ...], SortOrder] = {
    ("biggest",): "amount", ("largest",): "amount", ("highest",): "amount", ("top",): "amount",
    ("most", "expensive"): "amount", ("smallest",): "smallest", ("cheapest",): "smallest",
    ("latest",): "date", ("newest",): "date", ("recent",): "date", ("oldest",): "oldest",
    ("earliest",): "oldest",
}  # fmt: skip
_DEBIT_WORDS = {"spending", "spent", "spend", "expenses", "expense", "purchases", "purchase", "payments"}
_DEBIT_WORDS |= {"paid", "debits", "debit", "outgoing", "bought", "charges"}
_CREDIT_WORDS = {"income", "earned", "earnings", "deposits", "deposit", "credits", "credit", "received"}
_CREDIT_WORDS |= {"refunds", "refund", "incoming"}
_KIND_WORDS = {"transactions", "transaction", "receipts", "receipt", "bills", "bill", "vehicles", "vehicle"}
_KIND_WORDS |= {"trips", "trip", "rules", "rule", "conversations", "conversation", "chats", "chat"}
_FILLER = {
    "show", "me", "my", "all", "the", "for", "on", "of", "what", "did", "i", "find", "a", "an",
    "list", "how", "much", "many", "any", "with", "to", "at", "from", "in", "during", "were", "was",
    "is", "are", "everything", "and", "or", "that", "which", "where", "there", "some", "get", "give",
}  # fmt: skip


def _monthrange(year: int, month: int) -> tuple[int, int]:
    """(weekday of the 1st, days in month), like calendar.monthrange."""
    following = date(year + month // 12, month % 12 + 1, 1)
    return date(year, month, 1).weekday(), (following - timedelta(days=1)).day


@dataclass
class NaturalReading:
    terms: list[str] = field(default_factory=list)
    merchant: list[str] = field(default_factory=list)
    categories: list[CategoryRef] = field(default_factory=list)
    dates: DateRange | None = None
    amount: AmountRange | None = None
    type: str | None = None
    sort: SortOrder | None = None
    kinds: list[str] = field(default_factory=list)
    deductible: bool | None = None
    has: list[str] = field(default_factory=list)
    has_not: list[str] = field(default_factory=list)
    interpretations: list[Interpretation] = field(default_factory=list)


def _month_range(year: int, month: int) -> DateRange:
    return DateRange(from_date=date(year, month, 1), to_date=date(year, month, _monthrange(year, month)[1]))


def _money(word: str) -> Decimal | None:
    match = re.fullmatch(r"\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,3})?", word)
    if not match:
        return None
    return parse_amount(match.group(1).replace(",", "") + (match.group(2) or ""))


def _is_money_word(word: str) -> bool:
    return word.startswith("$") and _money(word) is not None


def _norm_name(text: str) -> list[str]:
    return [w for w in re.findall(r"\w+", text.casefold()) if w != "and"]


def _describe_dates(dates: DateRange) -> str:
    from finkit.core.search.query import _date_text

    return " ".join(_date_text(dates))


def _describe_amount(amount: AmountRange) -> str:
    from finkit.core.search.query import _amount_text

    return " ".join(_amount_text(amount))


class _Reader:
    def __init__(
        self,
        words: Sequence[str],
        *,
        today: date,
        categories: Sequence[CategoryRef],
        known_kinds: Sequence[str],
        fy_start: FyStart = (7, 1),
    ) -> None:
        self.fy_start = fy_start
        self.original = list(words)
        self.words = [w.lower() for w in words]
        self.today = today
        self.categories = [(c, _norm_name(c.name)) for c in categories]
        self.categories.sort(key=lambda pair: -len(pair[1]))  # longest name first: greedy
        self.known_kinds = known_kinds
        self.out = NaturalReading()

    def at(self, i: int) -> str:
        return self.words[i] if i < len(self.words) else ""

    def starts(self, i: int, phrase: tuple[str, ...]) -> bool:
        return tuple(self.words[i : i + len(phrase)]) == phrase

    def note(self, i: int, count: int, meaning: str) -> int:
        self.out.interpretations.append(
            Interpretation(text=" ".join(self.original[i : i + count]), meaning=meaning)
        )
        return count

    def set_dates(self, i: int, count: int, dates: DateRange) -> int:
        from finkit.core.search.query import intersect_dates

        self.out.dates = intersect_dates(self.out.dates, dates)
        return self.note(i, count, _describe_dates(dates))

    # -- rules: each returns how many words it consumed (0 = did not apply) --

    def dates(self, i: int) -> int:
        word = self.at(i)
        if word not in _DATE_PREPS and word not in MONTHS:
            # relative periods, quarters and financial years: the one period reader (finkit.core.periods)
            rest = " ".join(self.original[i:])
            found = period_prefix(rest, today=self.today, fy_start=self.fy_start)
            if found is not None:
                reading, used = found
                span = DateRange(from_date=reading.start, to_date=reading.end)
                return self.set_dates(i, len(rest[:used].split()), span)
        prep = word if word in _DATE_PREPS else None
        j = i + 1 if prep else i
        month_word, year_word = self.at(j), self.at(j + 1)
        if month_word in MONTHS:
            has_year = bool(re.fullmatch(r"(19|20)\d\d", year_word))
            if prep or has_year or month_word not in _AMBIGUOUS_MONTHS:
                month = MONTHS[month_word]
                if has_year:
                    year = int(year_word)
                else:  # the most recent such month that has begun
                    year = self.today.year if month <= self.today.month else self.today.year - 1
                span = _month_range(year, month)
                return self.set_dates(i, (j - i) + (2 if has_year else 1), self._with_prep(prep, span))
        if prep and re.fullmatch(r"(19|20)\d\d", month_word):
            year = int(month_word)
            span = DateRange(from_date=date(year, 1, 1), to_date=date(year, 12, 31))
            return self.set_dates(i, 2, self._with_prep(prep, span))
        if re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", month_word):
            from finkit.core.search.query import parse_date_range

            try:
                span = parse_date_range(month_word)
            except ValueError:
                return 0
            return self.set_dates(i, j - i + 1, self._with_prep(prep, span))
        return 0

    def _with_prep(self, prep: str | None, span: DateRange) -> DateRange:
        assert span.from_date and span.to_date
        if prep in {"since", "from"}:
            return DateRange(from_date=span.from_date)
        if prep == "after":
            return DateRange(from_date=span.to_date + timedelta(days=1))
        if prep == "before":
            return DateRange(to_date=span.from_date - timedelta(days=1))
        return span

    def amounts(self, i: int) -> int:
        from finkit.core.search.query import intersect_amounts

        def take(j: int) -> tuple[Decimal | None, int]:
            value = _money(self.at(j))
            if value is None:
                return None, 0
            return value, 2 if self.at(j + 1) in {"dollars", "aud", "bucks"} else 1

        def apply(count: int, amount: AmountRange) -> int:
            self.out.amount = intersect_amounts(self.out.amount, amount)
            return self.note(i, count, _describe_amount(amount))

        for phrases, upper in ((_OVER, False), (_UNDER, True)):
            for phrase in phrases:
                if self.starts(i, phrase):
                    value, used = take(i + len(phrase))
                    if value is not None:
                        bound = (
                            AmountRange(
                                max=value, max_inclusive=phrase in {("at", "most"), ("up", "to"), ("max",)}
                            )
                            if upper
                            else AmountRange(min=value, min_inclusive=phrase in {("at", "least"), ("min",)})
                        )
                        return apply(len(phrase) + used, bound)
        if self.at(i) == "between":
            low, used_low = take(i + 1)
            if low is not None and self.at(i + 1 + used_low) == "and":
                high, used_high = take(i + 2 + used_low)
                if high is not None:
                    return apply(
                        2 + used_low + used_high, AmountRange(min=min(low, high), max=max(low, high))
                    )
        if _is_money_word(self.at(i)):
            value, used = take(i)
            assert value is not None
            return apply(used, AmountRange(min=value, max=value))
        return 0

    def category(self, i: int) -> int:
        for ref, name_words in self.categories:
            if not name_words:
                continue
            window: list[str] = []
            j = i
            while j < len(self.words) and len(window) < len(name_words):
                part = _norm_name(self.words[j])
                if part:
                    window.extend(part)
                elif self.words[j] not in {"&", "and"}:
                    break
                j += 1
            if window == name_words:
                if ref not in self.out.categories:
                    self.out.categories.append(ref)
                return self.note(i, j - i, f"category:{ref.name}")
        return 0

    def keywords(self, i: int) -> int:
        word = self.at(i)
        for phrase, sort in _SORT_WORDS.items():
            if self.starts(i, phrase):
                self.out.sort = self.out.sort or sort
                return self.note(i, len(phrase), f"sort:{sort}")
        if word in {"deductible", "claimable"} or self.starts(i, ("tax", "deductible")):
            self.out.deductible = True
            return self.note(i, 2 if word == "tax" else 1, "deductible:yes")
        if word in {"non-deductible", "nondeductible"} or self.starts(i, ("not", "deductible")):
            self.out.deductible = False
            return self.note(i, 2 if word == "not" else 1, "deductible:no")
        for lead, negate in (("with", False), ("without", True), ("no", True), ("missing", True)):
            if word == lead and self.at(i + 1) in {"receipt", "receipts"}:
                (self.out.has_not if negate else self.out.has).append("receipt")
                return self.note(i, 2, ("-has:receipt" if negate else "has:receipt"))
        if word in _DEBIT_WORDS or word in _CREDIT_WORDS:
            kind = "debit" if word in _DEBIT_WORDS else "credit"
            self.out.type = self.out.type or kind
            return self.note(i, 1, f"type:{kind}")
        if word in _KIND_WORDS:
            kind_name = normalise_kind("conversation" if word.startswith("chat") else word, self.known_kinds)
            if kind_name:
                if kind_name not in self.out.kinds:
                    self.out.kinds.append(kind_name)
                return self.note(i, 1, f"kind:{kind_name}")
        if word == "at" and self.at(i + 1) and self.at(i + 1) not in _FILLER and not self._claimed(i + 1):
            self.out.merchant.append(self.original[i + 1].strip(".,;!?"))
            return self.note(i, 2, f"merchant:{self.original[i + 1].strip('.,;!?')}")
        return 0

    def _claimed(self, i: int) -> bool:
        """Would a date, amount or category rule claim word ``i``? (``at`` never takes those.)"""
        probe = _Reader(
            self.original,
            today=self.today,
            categories=[c for c, _ in self.categories],
            known_kinds=self.known_kinds,
            fy_start=self.fy_start,
        )
        return bool(probe.dates(i) or probe.amounts(i) or probe.category(i))

    def read(self) -> NaturalReading:
        rules: list[Callable[[int], int]] = [self.dates, self.amounts, self.category, self.keywords]
        i = 0
        while i < len(self.words):
            for rule in rules:
                used = rule(i)
                if used:
                    i += used
                    break
            else:
                if self.words[i] not in _FILLER:
                    self.out.terms.append(self.original[i])
                i += 1
        return self.out


def read_natural(
    words: Sequence[str],
    *,
    today: date,
    categories: Sequence[CategoryRef],
    known_kinds: Sequence[str],
    fy_start: FyStart = (7, 1),
) -> NaturalReading:
    """Read plain words as natural language (see the module docstring); pure and deterministic."""
    return _Reader(
        words, today=today, categories=categories, known_kinds=known_kinds, fy_start=fy_start
    ).read()
