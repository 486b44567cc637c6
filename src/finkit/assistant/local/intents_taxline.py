"""One line of the tax summary asked for in words: "how much can I claim for the car this tax return",
"what are my total business expenses for the tax return", "how much super can I claim for FY26".

The figure is the tax summary's own line (``tax_summary``), said with its return label and year; a line
the summary does not have is said as such, never replaced by another figure.
"""

from __future__ import annotations

import re
from typing import Any

from finkit.assistant.local.common import call, year_asked
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.providers.base import ToolCall

#: (words, the summary's total field) for the summary's own totals.
TOTALS: tuple[tuple[str, str, str], ...] = (
    (
        r"\bnet business income\b|\bbusiness profit\b|\bnet profit\b",
        "netBusinessIncome",
        "Net business income",
    ),
    (r"\b(?:total )?business expenses\b", "businessExpenses", "Business expenses"),
    (r"\b(?:total )?deductions\b", "totalDeductions", "Total deductions"),
    (r"\bbusiness income\b|\btaxable income\b", "businessIncome", "Business income"),
)
#: (words, how the line's return label or name starts) for one deduction line.
LINES: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        r"\b(?:car|vehicle|motor vehicle|ute|van)\b",
        ("D1", "P8-motor-vehicle"),
        "car (motor vehicle) expenses",
    ),
    (r"\bhome office\b|\bworking from home\b|\bwfh\b", ("home office",), "home office"),
    (r"\bsuper(?:annuation)?\b", ("D12",), "personal super contributions (D12)"),
    (r"\bdepreciation\b|\bwrite[- ]off\b|\bequipment\b", ("P8-depreciation",), "depreciation"),
    (r"\bcontractors?\b|\bsubcontractors?\b", ("P8-contractors",), "contractors"),
    (r"\brepairs?\b", ("P8-repairs",), "repairs and maintenance"),
    (r"\b(?:tax agent|accountant|tax affairs)\b", ("D10",), "the cost of managing tax affairs (D10)"),
    (r"\b(?:donations?|gifts?)\b", ("D9",), "gifts and donations (D9)"),
)
_ASKS = re.compile(
    r"\b(?:how much|total|what(?:'s| is| are| was| were)\s+(?:my|the))\b.*"
    r"\b(?:claim|deduct|deductions?|tax return|business expenses|business income)\b",
    re.I,
)


def _wanted(r: Request) -> tuple[str, Any, str] | None:
    """("total", field, words) or ("line", label prefixes, words)."""
    low = r.lower
    for pattern, field, words in TOTALS:
        if re.search(pattern, low):
            return "total", field, words
    if not re.search(r"\b(?:claim|deduct|deductions?)\b", low):  # "deductible spend" is spending
        return None
    for pattern, prefixes, words in LINES:
        if re.search(pattern, low):
            return "line", prefixes, words
    return None


def _when(r: Request) -> bool:
    return bool(_ASKS.search(r.text)) and _wanted(r) is not None


def _plan(r: Request) -> list[ToolCall]:
    return [call("tax_summary", fy=year_asked(r.text, r.today, r.fy_start))]


def _answer(r: Request, results: Results) -> str:
    s = results["tax_summary"]
    cur = s["currency"]
    wanted = _wanted(r)
    assert wanted is not None
    kind, what, words = wanted
    year = f"FY{s['financialYear']} ({s['periodStart']} – {s['periodEnd']})"
    if kind == "total":
        value = s.get(what)
        if value is None:
            return f"Your tax summary for {year} has no {words.lower()} figure (from tax_summary)."
        return f"{words}, {year}: {money(value, cur)} (from tax_summary)."
    lines = [
        d
        for d in s["deductions"]
        if any(d["label"].startswith(p) or d["name"].lower().startswith(p.lower()) for p in what)
    ]
    notes = [n for n in s.get("notes", []) if any(w in n.lower() for w in words.lower().split()[:1])]
    if not lines or all(float(d["amount"]) == 0 for d in lines):
        why = f" {notes[0]}" if notes else ""
        return f"Your tax summary for {year} claims nothing for {words} yet.{why} (from tax_summary)"
    shown = "; ".join(f"{d['label']} {d['name']}: {money(d['amount'], cur)}" for d in lines)
    return f"What you can claim for {words}, {year}: {shown} (from tax_summary)."


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
