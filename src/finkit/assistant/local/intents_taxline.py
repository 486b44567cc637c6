"""One line of the tax summary asked for in words: "how much can I claim for the car this tax return",
"what are my total business expenses for the tax return", "how much super can I claim for FY26".

The figure is the tax summary's own line (``tax_summary``), said with its return label and year; a line
the summary does not have is said as such, never replaced by another figure.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from finkit.assistant.local.common import call, dec, year_asked
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import PeriodReading, find_period, is_yearless
from finkit.core.tax.periods import fy_bounds

#: (words, the summary's total field) for the summary's own totals.
TOTALS: tuple[tuple[str, str, str], ...] = (
    (
        r"\bnet business income\b|\bbusiness profit\b|\bnet profit\b|\bprofit\b|\bnet income\b",
        "netBusinessIncome",
        "Net business income",
    ),
    (r"\b(?:total )?business expenses\b", "businessExpenses", "Business expenses"),
    (r"\b(?:total )?deductions\b", "totalDeductions", "Total deductions"),
    (
        r"\bbusiness income\b|\btaxable income\b"
        r"|\b(?:income|earnings|revenue|sales|turnover)\b.*\b(?:ex(?:cl(?:uding|\.)?)?|without|before|less|minus|net of)\s+(?:the\s+)?gst\b",
        "businessIncome",
        "Business income",
    ),
)
#: (words, how the line's return label or name starts, the line in words, whether the words name the line
#: by themselves): "cost of sales" is a line of the return; "car" is one only in a question about claiming.
LINES: tuple[tuple[str, tuple[str, ...], str, bool], ...] = (
    (r"\bcost of sales\b|\bcogs\b", ("P8-cost-of-sales",), "cost of sales", True),
    (r"\binstant asset write[- ]?offs?\b|\bdepreciation\b", ("P8-depreciation",), "depreciation", True),
    # ("home office supplies" is spending on a category; "home office claim" is the line)
    (r"\bhome office\b|\bworking from home\b|\bwfh\b", ("home office",), "home office", False),
    (r"\bd12\b", ("D12",), "personal super contributions (D12)", True),
    (r"\bd10\b", ("D10",), "the cost of managing tax affairs (D10)", True),
    (r"\bd9\b", ("D9",), "gifts and donations (D9)", True),
    (
        r"\b(?:car|vehicle|motor vehicle|ute|van)\b",
        ("D1", "P8-motor-vehicle"),
        "car (motor vehicle) expenses",
        False,
    ),
    (r"\bsuper(?:annuation)?\b", ("D12",), "personal super contributions (D12)", False),
    (r"\bwrite[- ]off\b|\bequipment\b", ("P8-depreciation",), "depreciation", False),
    (r"\bcontractors?\b|\bsubcontractors?\b", ("P8-contractors",), "contractors", False),
    (r"\brepairs?\b", ("P8-repairs",), "repairs and maintenance", False),
    (
        r"\b(?:tax agent|ac+ountants?|tax affairs)\b",
        ("D10",),
        "the cost of managing tax affairs (D10)",
        False,
    ),
    (r"\b(?:donations?|gifts?)\b", ("D9",), "gifts and donations (D9)", False),
)
_ASKS = re.compile(
    r"\b(?:how much|total|what(?:'s| is| are| was| were)\s+(?:my|the))\b.*"
    r"\b(?:claim|deduct|deductions?|tax return|business expenses|business income|cost of sales|write[- ]?off"
    r"|depreciation|home office|d9|d10|d12)\b",
    re.I,
)
#: A yes/no question ("can I claim my car?", "is the home office deductible?"): another intent's.
_YES_NO = re.compile(r"^\s*(?:can|could|is|are|do|does|should|would|will|may|am)\b", re.I)
#: Questions about what could be claimed or how ("which car method", "as an electrician"): other intents'.
_NOT_A_LINE = re.compile(
    r"\b(?:which|methods?|compare|as an?|i'?m an?|i am an?|estimate\w*|list|show|break ?down)\b", re.I
)


def _wanted(r: Request) -> tuple[str, Any, str] | None:
    """("total", field, words), ("line", label prefixes, words), or ("lines", [(label prefixes, words)],
    words) when several lines are named ("my deductions - donation, accountant and super": their sum, each
    shown; the total of every deduction would answer another question)."""
    low = r.lower
    claiming = re.search(r"\b(?:claim|claims|claimed|deduct|deductions?|tax return)\b", low)
    named_lines: list[tuple[tuple[str, ...], str]] = []
    for pattern, prefixes, words, named in LINES:
        if (named or claiming) and re.search(pattern, low) and prefixes not in [p for p, _ in named_lines]:
            named_lines.append((prefixes, words))
    for pattern, field, words in TOTALS:
        if re.search(pattern, low) and not (field == "totalDeductions" and len(named_lines) > 1):
            return "total", field, words
    if len(named_lines) > 1:
        return "lines", named_lines, " and ".join(w for _, w in named_lines)
    if named_lines:
        return "line", *named_lines[0]
    return None


#: An average or a rate ("avg monthly business income", "business income per week"): a measure of the
#: earnings over time, not the return's line (the reader's).
_PER_TIME = re.compile(
    r"\b(?:avg|av(?:e|r)?(?:a)?rage|mean|per\s+(?:day|week|fortnight|month)|an?\s+(?:day|week|fortnight|month)"
    r"|daily|weekly|fortnightly|monthly)\b"
)


def _when(r: Request) -> bool:
    """A line or total of the return asked for: "how much can I claim for …", or the line said as a
    question of its own ("home office claim?", "Total deductions for FY26?"), not a yes/no question, nor an
    average of it over time."""
    if _wanted(r) is None or _PER_TIME.search(r.lower):
        return False
    return bool(_ASKS.search(r.text)) or not (_YES_NO.search(r.text) or _NOT_A_LINE.search(r.text))


def tax_year(r: Request) -> tuple[int, str]:
    """The financial year asked about, and a note when it was not named: a year that has only begun, with
    no transactions in it yet, is not the return meant; the latest year with data is (said back)."""
    year = year_asked(r.text, r.today, r.fy_start)
    start, _ = fy_bounds(year, r.fy_start)
    found = find_period(r.text, today=r.today, fy_start=r.fy_start)
    named = (found is not None and not is_yearless(found.phrase)) or re.search(
        r"\b(?:this|current)\s+(?:financial\s+|tax\s+|income\s+)?(?:year|fy)\b", r.lower
    )
    if not named and r.data_last is not None and r.data_last < start:
        return year - 1, f" (no year named; FY{year} has no transactions yet, so FY{year - 1})"
    return year, ""


def _not_a_year(r: Request) -> PeriodReading | None:
    """A period named that is not a financial year ("profit last quarter"): the return has no such line."""
    p = find_period(r.text, today=r.today, fy_start=r.fy_start)
    if (
        p is None
        or p.fy is not None
        or re.fullmatch(r"(?:this|last|previous|prior) year", p.phrase.strip().lower())
    ):
        return None  # "last year" in a tax question is the financial year (``year_asked``)
    return p


def year_without_rows(r: Request) -> str | None:
    """The financial year asked has no transactions at all (it starts after the latest row): the reason,
    never a return of zeros."""
    year, _ = tax_year(r)
    start, _ = fy_bounds(year, r.fy_start)
    if r.data_last is None or start <= r.data_last:
        return None
    return (
        f"Your transactions end on {r.data_last:%-d %b %Y}, so there is nothing in FY{year} to work a tax "
        f"figure out from yet. Did you mean FY{year - 1}?"
    )


def _plan(r: Request) -> list[ToolCall]:
    if _not_a_year(r) or year_without_rows(r):
        return []
    return [call("tax_summary", fy=tax_year(r)[0])]


def _answer(r: Request, results: Results) -> str:
    if "tax_summary" not in results and (empty := year_without_rows(r)):
        return empty
    period = _not_a_year(r)
    if period is not None or "tax_summary" not in results:
        wanted = _wanted(r)
        words = wanted[2] if wanted else "that figure"
        when = period.words if period else "that period"
        return (
            f"Your {words.lower()} is a figure of the tax return, worked out for a whole financial year, so I "
            f"can't give it for {when}. Do you want it for the financial year, or the money in and out for "
            f"{when}?"
        )
    s = results["tax_summary"]
    cur = s["currency"]
    wanted = _wanted(r)
    assert wanted is not None
    kind, what, words = wanted
    year = f"FY{s['financialYear']} ({s['periodStart']} – {s['periodEnd']}){tax_year(r)[1]}"
    if kind == "total":
        value = s.get(what)
        if value is None:
            return f"Your tax summary for {year} has no {words.lower()} figure (from tax_summary)."
        return f"{words}, {year}: {money(value, cur)} (from tax_summary)."
    if kind == "lines":  # several lines named: each, and their sum
        found = [(words_of, _lines_of(s, prefixes)) for prefixes, words_of in what]
        shown = "; ".join(
            f"{d['label']} {d['name']}: {money(d['amount'], cur)}" for _, lines in found for d in lines
        )
        missing = [w for w, lines in found if not lines]
        total = sum((dec(d["amount"]) for _, lines in found for d in lines), Decimal(0))
        none = f" Nothing is claimed for {' or '.join(missing)}." if missing else ""
        return (
            f"What you can claim for {words}, {year}: {money(total, cur)} ({shown}).{none} (from tax_summary)"
        )
    home = s.get("homeOffice")
    if what == ("home office",) and home:  # the fixed-rate claim: hours × rate, within a P8/D5 line
        return (
            f"Home office, {year}: {money(home['amount'], cur)} ({home['hours']:g} hours × "
            f"{money(home['ratePerHour'], cur)} an hour, fixed-rate method; in {home['label']}) (from tax_summary)."
        )
    lines = _lines_of(s, what)
    notes = [n for n in s.get("notes", []) if any(w in n.lower() for w in words.lower().split()[:1])]
    if not lines or all(float(d["amount"]) == 0 for d in lines):
        why = f" {notes[0]}" if notes else ""
        return f"Your tax summary for {year} claims nothing for {words} yet.{why} (from tax_summary)"
    shown = "; ".join(f"{d['label']} {d['name']}: {money(d['amount'], cur)}" for d in lines)
    return f"What you can claim for {words}, {year}: {shown} (from tax_summary)."


def _lines_of(summary: dict[str, Any], prefixes: tuple[str, ...]) -> list[dict[str, Any]]:
    """The summary's deduction lines a return label or name starts ("D1" is not "D10")."""
    return [
        d
        for d in summary["deductions"]
        if any(d["label"] == p or d["name"].lower().startswith(p.lower()) for p in prefixes)
    ]


INTENTS: list[Intent] = [
    Intent(
        "tax_line",
        re.compile(r"."),
        _plan,
        _answer,
        "how much can I claim for the car this tax return?",
        priority=13,
        when=_when,
    ),
]
