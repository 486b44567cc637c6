"""Pieces of meaning pulled out of a request: date ranges, amounts, merchants, categories."""

from __future__ import annotations

import calendar
import difflib
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from finkit.core.money import parse_amount
from finkit.core.periods import FyStart, find_period, latest_with_data, mentions_period

MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})


@dataclass(frozen=True)
class DateRange:
    start: date
    end: date  # inclusive
    label: str

    def month(self) -> str | None:
        """``YYYY-MM`` when the range is exactly one calendar month."""
        last = calendar.monthrange(self.start.year, self.start.month)[1]
        if self.start.day == 1 and self.end == self.start.replace(day=last):
            return f"{self.start:%Y-%m}"
        return None


#: The words the intents are written with: a misspelling of one ("spned", "finacial", "quater") is read
#: as that word. Merchant and category names are added per request.
_WORDS = """spend spent spending earn earned earnings income groceries fuel petrol subscriptions subscription
    recurring deductible deductions deduction deduct claim categorise categorize uncategorised uncategorized
    transactions transaction financial quarter quarterly month monthly year yearly last this what much merchants
    merchant biggest largest bills overdue upcoming receipt receipts vehicle vehicles since between payments
    payment purchases purchase salary phone internet insurance category categories duplicate duplicates search
    find show list total savings compare cash flow electrician occupation business statement activity
    transport entertainment subscriptions expenses expense recent latest previous summary january february
    march april june july august september october november december average weekly monthly client
    customer times deductible number collect collected owe clients customers electricity power
    two three four five six seven eight nine ten eleven twelve"""
VOCABULARY = frozenset(_WORDS.split())
#: How money is paid, as the bank descriptions and people say it ("paid me by payid", "osko money"): known
#: words, left as typed and never the target of a correction ("payid" is not a misspelt "paid": that reading
#: dropped the word and answered every payment, round 24). Read or asked by the reader (``reader_lists.CHANNEL``).
PAYMENT_WAYS = frozenset({"osko", "payid", "bpay", "eftpos", "npp", "paywave", "paypass"})
_SHORT_FIXES = {"wat": "what", "whats": "what's", "hw": "how", "mnth": "month", "yr": "year", "gst's": "gst",
                "mch": "much", "qtr": "quarter", "qtrs": "quarters", "acct": "account", "accts": "accounts",
                "subs": "subscriptions", "contribs": "contributions", "contrib": "contribution",
                "wich": "which", "intl": "international", "int'l": "international", "bb": "broadband"}  # fmt: skip


def _one_double_dropped(word: str, typed: str) -> bool:
    """``typed`` is ``word`` with one of its doubled letters typed once ("bils" for "bills")."""
    return any(word[i] == word[i + 1] and word[:i] + word[i + 1 :] == typed for i in range(len(word) - 1))


def _one_swap(word: str, typed: str) -> bool:
    """``typed`` is ``word`` with two neighbouring letters swapped."""
    diff = [i for i, (a, b) in enumerate(zip(word, typed, strict=True)) if a != b]
    return (
        len(diff) == 2
        and diff[1] == diff[0] + 1
        and word[diff[0]] == typed[diff[1]]
        and word[diff[1]] == typed[diff[0]]
    )


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def correct_typos(
    text: str,
    extra: frozenset[str] = frozenset(),
    reader: frozenset[str] = frozenset(),
    keep: frozenset[str] = frozenset(),
) -> str:
    """Misspelt key words put right ("how much did i spned on grocerys" → "… spend on groceries"): a
    swap of letters, or a close match (difflib ratio >= 0.8) for words of five letters or more. The
    reader's own words (``reader``) and the person's names (``extra``) are matched more strictly (ratio >=
    0.85): "resturants" is "restaurants", but "paper" stays "paper", not "payer", and "still" is not
    "Stihl". Words in ``keep`` (the reader's short words: "came", "made") are never changed, so "came in"
    is not a payee called Acme."""
    words = VOCABULARY | extra | keep | PAYMENT_WAYS

    def close(low: str, known: frozenset[str], cutoff: float) -> str | None:
        # two neighbouring letters swapped ("spned"): not any word of the same letters ("take" is not "kate");
        # a typo that could be two words is neither (it is left, and asked about if it is not read)
        swapped = sorted(w for w in known if len(w) == len(low) and _one_swap(w, low))
        if swapped:
            return swapped[0] if len(swapped) == 1 else None
        # a doubled letter typed once ("bils", "shoping"): the one word it could be
        single = sorted(w for w in known if len(w) == len(low) + 1 and _one_double_dropped(w, low))
        if single:
            return single[0] if len(single) == 1 else None
        # a close match keeps the first letter and the length within one ("number" is not "uber", "cents"
        # not "clients"), and is the only one that close ("marsfen" is neither Marsden nor Marsten)
        same_start = [w for w in known if w[:1] == low[:1] and abs(len(w) - len(low)) <= 1]
        found = difflib.get_close_matches(low, same_start, n=2, cutoff=cutoff) if len(low) >= 5 else []
        if len(found) == 2 and _ratio(low, found[1]) >= _ratio(low, found[0]) - 0.02:
            return None
        return found[0] if found else None

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        low = word.lower()
        if low in _SHORT_FIXES:
            return _SHORT_FIXES[low]
        if len(low) < 4 or low in words or low in reader:
            return word
        # the person's own names (``extra``) as strictly as the reader's words: "still" is not "Stihl"
        return close(low, VOCABULARY, 0.8) or close(low, extra | reader, 0.85) or word

    return re.sub(r"[A-Za-z']+", fix, text)


def date_range(
    text: str, today: date, fy_start: FyStart = (7, 1), data_last: date | None = None
) -> DateRange | None:
    """The period a request talks about, read by the one period reader (``finkit.core.periods``); the
    label is the reading it chose ("last quarter = 2026Q3, Jul–Sep 2026"). With ``data_last``, a period
    said without its year is the latest such one with data (``latest_with_data``)."""
    found = find_period(text, today=today, fy_start=fy_start)
    if found is None:
        return None
    found = latest_with_data(found, data_last)
    return DateRange(found.start, found.end, found.words)


def unread_period(text: str, today: date, fy_start: FyStart = (7, 1)) -> bool:
    """The request talks about a period ("the quarter before last") that the reader could not read."""
    return mentions_period(text) and find_period(text, today=today, fy_start=fy_start) is None


AMOUNT = re.compile(
    r"(?:\$|£|€|aud\s?|a\$|nz\$|gbp\s?|eur\s?|usd\s?)\s?(\d[\d,]*(?:\.\d{1,2})?)"
    r"|(\d[\d,]*(?:\.\d{1,2})?)\s?(?:dollars|bucks|aud|pounds|euros?)\b",
    re.I,
)


def amounts(text: str) -> list[Decimal]:
    return [parse_amount((m.group(1) or m.group(2)).replace(",", "")) for m in AMOUNT.finditer(text)]


def merchant_after_at(text: str) -> str | None:
    """``... at Bunnings for ...`` → ``Bunnings``."""
    found = re.search(
        r"\bat ([A-Z0-9][\w&'.\- ]*?)(?=\s+(?:for|on|yesterday|today|last|this|in)\b|[,.!?]|$)", text
    )
    return found.group(1).strip() if found else None


#: Everyday words for a default category's name ("petrol" is Fuel); only when that category exists.
SYNONYMS = {
    r"\b(petrol|diesel|unleaded|servo)\b": "fuel",
    r"\b(mobile|phone bill)\b": "phone",
    r"\b(takeaway|restaurants?|cafes?|coffee)\b": "meals",
    r"\b(flights?|airfares?)\b": "travel",
    r"\b(wages|salary|pay ?cheque)\b": "salary",
}


def best_category(text: str, names: list[str]) -> str | None:
    """The category whose name (or a word of it) appears in ``text``; longest match wins."""
    t = text.lower()
    for pattern, word in SYNONYMS.items():
        t = re.sub(pattern, word, t)
    scored = []
    for name in names:
        words = [w for w in re.split(r"[^a-z]+", name.lower()) if len(w) > 3]
        if name.lower() in t:
            scored.append((100 + len(name), name))
        elif any(re.search(rf"\b{re.escape(w)}", t) for w in words):
            scored.append((len(name), name))
    return max(scored)[1] if scored else None


# Countries named in a request ("VAT in the UK on £120"), as ISO codes for tax_calculate.
COUNTRIES = {
    r"\b(uk|u\.k\.|united kingdom|britain|england|scotland|wales)\b|£": "GB",
    r"\b(nz|new zealand)\b": "NZ",
    r"\bireland\b": "IE",
    r"\bgermany\b": "DE",
    r"\bfrance\b": "FR",
    r"\bcanada\b": "CA",
    r"\bsingapore\b": "SG",
    r"\bjapan\b": "JP",
    r"\b(australia|au)\b": "AU",
}


def country_in(text: str) -> str | None:
    for pattern, code in COUNTRIES.items():
        if re.search(pattern, text, re.I):
            return code
    return None
