"""The one check before an amount is looked up by an intent outside the query reader (issue 27): every
content word of the question is part of the reading or a filler, else it is asked back.

Round 21 made it the rule, not the exception: every intent is checked but the few in ``EXEMPT`` (each with
why: the query reader, which accounts for every word itself; requests that answer no figure; writes that
only propose). An intent whose pattern spans any words ("bills … due") reads the words of its own pattern,
not what lies between them.

The query reader (``reader``) accounts for every word itself. The older area intents (a category's or a
shop's spending, income, the top merchants, the largest purchases, recurring payments) are matched by a
pattern; this check gives them the same rule: the words the intent's pattern matched, the period read, an
amount, the person's own names (categories, payees) and the reader's fillers, measure and flow words are
read; any other word ("fuel on business trips", "subscriptions I cancelled") is named back with the
reading so far, and no tool runs.

The BAS and the tax summary read the whole books: their own words (quarter, credits, 1A …) are read, the
person's category and shop names are not ("GST credits on fuel" is not the quarter's 1B), and their patterns,
which span any words between "gst" and "in", blank nothing.
"""

from __future__ import annotations

import re

from finkit.assistant.local.intents import Intent, Request
from finkit.assistant.local.intents_taxline import LINES, TOTALS
from finkit.assistant.local.parse import COUNTRIES
from finkit.assistant.local.reader_model import Vocabulary, _name_words
from finkit.assistant.local.reader_say import set_apart
from finkit.assistant.local.reader_words import (
    ALL_TIME,
    AVERAGE,
    COUNT,
    EVERY_PAYMENT_OUT,
    EXCLUDING,
    FILLERS,
    INCOME,
    LARGEST,
    NOUNS,
    PER,
    REQUEST_WORDS,
    SPENDING,
    SUM,
    SYNONYMS,
    WEAK,
    words_of,
)
from finkit.core.periods import describe_span, find_periods, latest_with_data

#: The intents that answer with an amount or a list of amounts, and what each is said back as.
CHECKED = {
    "spending_on_category": "your spending on a category",
    "spending_at_merchant": "your spending at a shop",
    "income": "your income",
    "top_merchants": "the merchants you spent most with",
    "largest_purchases": "your largest purchases",
    "recurring_payments": "your recurring payments",
    "spending_breakdown": "your spending by category",
    "bas": "your BAS (GST) figures",
    "tax_summary": "your tax summary",
    "compare_months": "your money in and out of two months",
}
#: The intents that are not checked here, each with why. Every other intent is: a figure (or a list of them)
#: only for a question whose every content word it reads.
EXEMPT = {
    "query": "the query reader accounts for every word itself (``reader``), asking back what it left",
    "decline": "answers no figure: says why not",
    "whoami": "the account's plan, no figure of the books",
    "ai_usage": "the assistant's own usage, no figure of the books",
    "categories": "the list of category names, no figure",
    "is_deductible": "whether a thing can be claimed, no figure of the books",
    "occupation_deductions": "what the occupation can claim, from the knowledge data, no figure of the books",
    "search_transactions": "its words are the search, said back with the rows found",
    "add_transaction": "a write: only proposed, said back for a yes",
    "add_income": "a write: only proposed, said back for a yes",
    "add_expense_claim": "a write: only proposed, said back for a yes",
    "add_bill": "a write: only proposed, said back for a yes",
    "log_trip": "a write: only proposed, said back for a yes",
    "categorise_uncategorised": "a write: only proposed, said back for a yes",
    "process_receipt_file": "reads a file, not the question's words",
    "analyse_receipt": "reads a file, not the question's words",
}
#: What the intents checked since round 21 are said back as (the first ones are in ``CHECKED``).
DESCRIBED = {
    **CHECKED,
    "tax_line": "a line of your tax return",
    "bas_compare": "your BAS (GST) figures of two quarters compared",
    "bas_refund": "the tax office's refund for a BAS",
    "cash_flow": "your money in and out",
    "savings_rate": "your savings rate",
    "tax_paid": "the tax you paid",
    "gst_bill": "your GST bill",
    "big_one": "a large payment",
    "gst_calculation": "the GST in an amount",
    "deductions_estimate": "your deductions",
    "duplicates": "duplicate transactions",
    "recent_transactions": "your transactions",
    "overdue_bills": "your overdue bills",
    "bills_due": "your bills due",
    "list_bills": "your bills",
    "car_claim_method": "your car claim by method",
}
#: The month comparison's own words (its intent reads two months' money in and out, nothing named).
_MONTHS_WORDS = frozenset(
    [
        "spend",
        "spent",
        "spending",
        "money",
        "cash",
        "flow",
        "in",
        "out",
        "more",
        "less",
        "month",
        "months",
        "income",
        "earn",
        "earned",
        "received",
        "net",
        "and",
        "than",
        "did",
        "i",
        "we",
        "this",
        "last",
        "my",
    ]
)
_BREAKDOWN_WORDS = frozenset(
    [
        "spend",
        "spent",
        "spending",
        "spends",
        "pay",
        "paid",
        "cost",
        "costs",
        "expenses",
        "expense",
        "outgoings",
        "money",
        "go",
        "went",
        "category",
        "categories",
        "break",
        "breakdown",
        "down",
        "by",
        "per",
        "where",
        "which",
        "what",
        "top",
        "biggest",
        "largest",
        "main",
        "most",
        "highest",
        "total",
    ]
)
_TAX_WORDS = frozenset(
    [
        "bas",
        "gst",
        "quarter",
        "quarters",
        "qtr",
        "quarterly",
        "period",
        "periods",
        "this",
        "looking",
        "payable",
        "owe",
        "owed",
        "owing",
        "due",
        "pay",
        "credit",
        "credits",
        "claim",
        "claimable",
        "return",
        "line",
        "lines",
        "label",
        "labels",
        "field",
        "fields",
        "figure",
        "figures",
        "tax",
        "net",
        "estimate",
        "summary",
        "position",
        "liability",
        "refund",
        "ato",
        "office",
        "sales",
        "collected",
        "collect",
        "charged",
        "paid",
        "purchases",
        "income",
        "business",
        "activity",
        "statement",
        "vat",
        "1a",
        "1b",
        "g1",
        "g2",
        "g3",
        "g10",
        "g11",
        "g14",
        "g15",
        "g",
        "report",
        "reported",  # "export sales reported at G2": what the BAS says, its own word
        "reporting",
        "adjustment",  # "the private use adjustment G15": how G15 is spoken of
        "adjustments",
        "colected",
        "free",  # "GST-free sales" (G2, G3)
        # how a BAS figure is spoken of: "GST credits claimed" (1B), "what should be reported at G10", "both
        # quarters added (up)" / "combined" (a field over several quarters is their sum, as answered)
        "claimed",
        "should",
        "added",
        "combined",
        "state",  # "please state the 1B for FY2026": asked of the BAS, a request
    ]
)
#: Words a comparison of two things is said with ("was it bigger in jan-mar or apr-jun").
_COMPARE_WORDS = frozenset(
    [
        "bigger",
        "larger",
        "smaller",
        "higher",
        "lower",
        "more",
        "less",
        "greater",
        "or",
        "vs",
        "versus",
        "compare",
        "compared",
        "comparison",
        "than",
        "which",
        "was",
        "were",
        "difference",
        "between",
    ]
)
#: How a tax return's line is asked for ("what can I claim for the car on my tax return").
_CLAIM_WORDS = frozenset(
    [
        "claim",
        "claims",
        "claimed",
        "claiming",
        "claimable",
        "deduct",
        "deducted",
        "deducting",
        "deductible",
        "deduction",
        "deductions",
        "can",
        "could",
        "return",
        "total",
        "net",
        "personal",
        "add",  # "what do they add up to": the lines named, summed
        "up",
        "they",
        "them",
        "altogether",
        "together",
        "combined",
    ]
)
#: Phrases an intent reads by its own reader besides its pattern: a tax return's lines ("cost of sales", "the
#: car"), the country of a GST/VAT sum ("in the UK"), how far ahead bills are looked for ("in the next 14 days").
_READ_PHRASES: dict[str, tuple[re.Pattern[str], ...]] = {
    "tax_line": tuple(re.compile(t[0]) for t in TOTALS)
    + tuple(re.compile(line[0]) for line in LINES)
    + (re.compile(r"\b(?:ex(?:cl(?:uding|\.)?)?|without|before|less|minus|net of)\s+(?:the\s+)?gst\b"),),
    "gst_calculation": tuple(re.compile(c, re.I) for c in COUNTRIES),
    "bills_due": (
        re.compile(r"\b(?:next|within|in the next|coming)\s+(?:\d{1,3}\s+days?|fortnight|two weeks|week)\b"),
    ),
}
#: The intents that read no category, shop or client, each with the only words of the person's it reads: a
#: name said to them is not read ("GST credits on phone and internet" is not the quarter's 1B; "how much did
#: plan partners pay me" is not all the spending; "clothing in september compared with october" is not all
#: the money).
_OWN_WORDS: dict[str, frozenset[str]] = {
    "bas": _TAX_WORDS,
    "tax_summary": _TAX_WORDS,
    "spending_breakdown": _BREAKDOWN_WORDS,
    "compare_months": _MONTHS_WORDS,
    "tax_line": _TAX_WORDS | _CLAIM_WORDS,
    "bas_compare": _TAX_WORDS | _COMPARE_WORDS,
    # "what did i get back on the dec qtr bas": the refund the tax office paid for it
    "bas_refund": _TAX_WORDS | frozenset(["refunds", "get", "got", "getting", "back", "much", "was", "for"]),
    "cash_flow": _MONTHS_WORDS,
    "savings_rate": _MONTHS_WORDS
    | frozenset(["save", "saved", "saving", "savings", "rate", "ratio", "percent", "percentage"]),
    "tax_paid": _TAX_WORDS,
    "gst_bill": _TAX_WORDS,
    "gst_calculation": _TAX_WORDS
    | frozenset(
        [
            "includes",
            "include",
            "included",
            "inclusive",
            "exclusive",
            "excl",
            "incl",
            "plus",
            "add",
            "on",
            "price",
            "amount",
        ]
    ),
    "deductions_estimate": _TAX_WORDS | _CLAIM_WORDS,
    "car_claim_method": _CLAIM_WORDS
    | _COMPARE_WORDS
    | frozenset(
        [
            "car",
            "cars",
            "vehicle",
            "vehicles",
            "motor",
            "ute",
            "van",
            "method",
            "methods",
            "cents",
            "per",
            "km",
            "kms",
            "kilometre",
            "kilometres",
            "logbook",
            "log",
            "book",
            "better",
            "best",
        ]
    ),
}
#: Those whose patterns span any words ("gst … in"): only their own words are read, not their pattern's
#: (the month comparison's pattern is a few words, "compare", "vs", read as they stand).
_PATTERN_SPANS_WORDS = frozenset({"bas", "tax_summary", "spending_breakdown"})
#: The escapes of a pattern's source ("\\b", "\\s", "\\w"): not words of it.
_ESCAPE = re.compile(r"\\[a-zA-Z]")


def _spans(pattern: re.Pattern[str]) -> bool:
    """A pattern that matches any words between its own (".*"), or any text at all (".")."""
    return ".*" in pattern.pattern or pattern.pattern in (".", "")


def _pattern_words(pattern: re.Pattern[str]) -> frozenset[str]:
    """The words a spanning pattern is written with ("bills", "due", "coming", "up"): read as the intent's."""
    return frozenset(re.findall(r"[a-z]{2,}", _ESCAPE.sub(" ", pattern.pattern.lower())))


#: Words of the reader's measure and flow patterns: read whatever the intent.
_PATTERNS = (SUM, SPENDING, INCOME, ALL_TIME, AVERAGE, COUNT, PER, LARGEST)
_AMOUNT = re.compile(r"[$£€]?\d[\d,]*(?:\.\d+)?(?:k\b)?|\b(?:dollars?|bucks)\b")
#: BAS labels ("1b", "g10"): one word each, never a number and a letter
_BAS_LABEL = re.compile(r"\b(?:1[ab]|g\d{1,2})\b")


#: The intents whose answer leaves the payments set apart from spending out of it (the tax office, super, a
#: home loan: ``set_apart``), saying so: "not counting tax or super" asks for what they already do.
_SAYS_APART = frozenset({"largest_purchases", "top_merchants"})


def _apart_left_out(low: str, r: Request) -> str:
    """``low`` without "not counting the home loan, tax or super" when every word left out names a category
    the answer sets apart (by its name or an everyday word for it); else as it is (then asked about)."""
    said = EXCLUDING.search(low)
    if said is None:
        return low
    apart = [_name_words(c.name) for c in set_apart(Vocabulary(tuple(r.categories)))]
    names = {w for words in apart for w in words}
    names |= {
        w
        for pattern, target in SYNONYMS
        if any(set(target) <= set(words) for words in apart)
        for w in words_of(pattern)
    }
    stems = {w.removesuffix("s") for w in names}
    tail = re.split(r"[?.;!]", low[said.end() :])[0]
    words = [w for w in re.findall(r"[a-z][a-z']*", tail) if w not in FILLERS]
    if not words or any(w.removesuffix("s") not in stems for w in words):
        return low
    return low[: said.start()] + " " * (said.end() - said.start() + len(tail)) + low[said.end() + len(tail) :]


#: The names the ATO's worksheet gives its labels, read with the label they name.
_FIELD_NAMES = {
    label: re.compile(rf"\b(?:{words})\b")
    for label, words in (
        ("g1", r"total\s+sales"),
        ("g2", r"exports?(?:\s+sales)?"),
        ("g3", r"(?:other\s+)?gst[- ]free\s+sales"),
        ("g10", r"capital\s+purchases|capital"),
        ("g11", r"non[- ]capital\s+purchases|non[- ]capital"),
        (
            "g14",
            r"(?:purchases\s+)?(?:without|with\s+no|no)\s+gst(?:\s+in\s+(?:the\s+)?price)?|gst[- ]free\s+purchases",
        ),
        ("g15", r"(?:estimated\s+)?private(?:[- ]use)?(?:\s+purchases)?"),
    )
}
_NOTHING = re.compile(r"(?!)")


#: The kind of period said after one ("the 2025-26 year"): read with it.
_KIND_AFTER = re.compile(r"\s+(?:financial\s+)?(year|yr|qtr|quarter)\b")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def unread_words(intent: Intent, r: Request) -> list[str]:
    """The content words of ``r`` that ``intent`` would not read (none for an intent not checked)."""
    if intent.name in EXEMPT:
        return []
    low = r.lower.replace("’", "'")
    spans = intent.name in _PATTERN_SPANS_WORDS or _spans(intent.pattern)
    if not spans:
        low = _blank(low, re.compile(intent.pattern.pattern, re.I))
    for p in find_periods(low, today=r.today, fy_start=r.fy_start):
        at = low.find(p.phrase.lower())
        low = low.replace(p.phrase.lower(), " " * len(p.phrase))
        # "for the 2025-26 year", "the jan-mar qtr": the kind of period said after it, as it is (as the reader)
        days = (p.end - p.start).days
        if at >= 0 and (kind := _KIND_AFTER.match(low, at + len(p.phrase))):
            year, quarter = kind.group(1) in ("year", "yr"), kind.group(1) in ("qtr", "quarter")
            if (year and 364 <= days <= 365) or (quarter and 89 <= days <= 91):
                low = low[: kind.start()] + " " * len(kind.group(0)) + low[kind.end() :]
    if intent.name in _SAYS_APART:
        low = _apart_left_out(low, r)
    if intent.name == "largest_purchases":  # "out of my account": every payment out (``_largest_answer``)
        low = _blank(low, EVERY_PAYMENT_OUT)
    for pattern in (*_PATTERNS, *_READ_PHRASES.get(intent.name, ())):
        low = _blank(low, pattern)
    # a BAS label said with its own name ("the g15 private use figure"): the name is the label's
    if intent.name == "bas":
        for label in _BAS_LABEL.findall(low):
            low = _blank(low, _FIELD_NAMES.get(label, _NOTHING))
    low = _blank(low, _BAS_LABEL)
    low = _blank(low, _AMOUNT)
    own_pattern = (
        _pattern_words(intent.pattern) if spans and intent.name not in _PATTERN_SPANS_WORDS else set()
    )
    names = own_pattern | (
        set(_OWN_WORDS[intent.name])
        if intent.name in _OWN_WORDS
        else {
            w
            for name in [c.name for c in r.categories] + [m for m, _ in r.merchants]
            for w in re.findall(r"[a-z0-9']+", name.lower())
        }
    )
    left = []
    for word in re.findall(r"[a-z][a-z']*", low):
        stem = word[:-1] if word.endswith("s") else word
        if (
            word in FILLERS
            or word in NOUNS
            or word in WEAK
            or word in REQUEST_WORDS
            or word in names
            or stem in names
        ):
            continue
        left.append(word)
    return list(dict.fromkeys(left))


def ask_back(intent: Intent, r: Request, words: list[str], differs: str | None = None) -> str:
    """ "I read: your spending on a category, 1 Jul 2025 – 30 Jun 2026. I did not understand “trips”…", with
    ``differs`` (the second reading's, ``agree``: "you asked about GST, and I read an income tax line") said too."""
    periods = [
        latest_with_data(p, r.data_last) for p in find_periods(r.lower, today=r.today, fy_start=r.fy_start)
    ]
    span = f", {describe_span(periods[0].start, periods[0].end)}" if periods else ""
    said = ", ".join(f"“{w}”" for w in words)
    return (
        f"I read: {DESCRIBED.get(intent.name, 'your question')}{span}. I did not understand {said}"
        + (f"; also, {differs}" if differs else "")
        + ", and I won't answer a different "
        "question than the one you asked. Could you say it with a category, shop or client name I know, and "
        "a period?"
    )
