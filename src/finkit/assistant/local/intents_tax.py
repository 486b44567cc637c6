"""Tax questions beyond the GST calculator and deductibility: the BAS and the year's tax summary."""

from __future__ import annotations

import re

from finkit.assistant.local.common import call, quarter_asked, year_asked
from finkit.assistant.local.intents import Intent, Request, Results, gst_amount_asked, money
from finkit.assistant.providers.base import ToolCall

_BAS_FIELDS = (
    ("G1", "total sales"),
    ("G10", "capital purchases"),
    ("G11", "non-capital purchases"),
    ("1A", "GST on sales"),
    ("1B", "GST credits"),
)


def _bas_plan(r: Request) -> list[ToolCall]:
    asked = quarter_asked(r.text, r.today, r.fy_start)
    return [call("tax_bas", **asked[0])] if asked else []


def _bas_period_words(r: Request) -> str:
    asked = quarter_asked(r.text, r.today, r.fy_start)
    return asked[1] if asked else ""


def _bas_answer(r: Request, results: Results) -> str:
    if "tax_bas" not in results:
        p = r.period
        return (
            f"I understood you want your BAS (GST) figures, but {p.label if p else 'that period'} is not one "
            "BAS period: a BAS covers one quarter or one month. Which quarter do you mean, e.g. "
            '"Q1 FY2027", "last quarter" or "2026Q3"?'
        )
    b = results["tax_bas"]
    cur = b["currency"]
    lines = [
        f"- {label} ({name}): {money(b['fields'][label], cur)}"
        for label, name in _BAS_FIELDS
        if label in b["fields"]
    ]
    notes = "".join(f"\nNote: {n}" for n in b.get("notes", [])[:3])
    return (
        f"BAS for {b['period']} ({b['periodStart']} – {b['periodEnd']}, {b['basis']} basis; "
        f"period: {_bas_period_words(r)}) (from tax_bas):\n"
        + "\n".join(lines)
        + f"\nNet GST: {money(b['netGst'], cur)} (1A − 1B; negative means a refund)."
        + notes
    )


def _summary_plan(r: Request) -> list[ToolCall]:
    return [
        call(
            "tax_summary",
            fy=year_asked(r.text, r.today, r.fy_start),
            gstRegistered=True if re.search(r"\bgst[- ]registered\b", r.lower) else None,
        )
    ]


def _summary_answer(r: Request, results: Results) -> str:
    s = results["tax_summary"]
    cur = s["currency"]
    lines = [f"- {d['label']} {d['name']}: {money(d['amount'], cur)}" for d in s["deductions"]]
    docs = f"\n{len(s['needsDocuments'])} item(s) need documents." if s["needsDocuments"] else ""
    return (
        f"Tax summary for FY{s['financialYear']} ({s['periodStart']} – {s['periodEnd']}) (from tax_summary):\n"
        f"Income: {money(s['incomeTotal'], cur)}\n"
        f"Deductions: {money(s['totalDeductions'], cur)}"
        + (":\n" + "\n".join(lines) if lines else "")
        + f"\nGST paid on purchases: {money(s['gstPaid'], cur)}; claimable: {money(s['gstClaimable'], cur)}."
        + docs
    )


INTENTS: list[Intent] = [
    Intent(
        "bas",
        re.compile(
            r"\bbas\b|\bbusiness activity statement\b|\bactivity statement\b"
            r"|\b(gst|vat)\b.*\b(owe|owing|pay|payable|collect\w*|credits?|refund|report|return|for|in|last|this)\b"
            r"|\b(my|the) (gst|vat)\b",
            re.I,
        ),
        _bas_plan,
        _bas_answer,
        "what's my BAS for last quarter?",
        priority=10,
        when=lambda r: not gst_amount_asked(r),
        uses_period=True,
    ),
    Intent(
        "tax_summary",
        re.compile(r"\btax (summary|position|report|overview)\b|\bincome tax\b.*\b(summary|year)\b", re.I),
        _summary_plan,
        _summary_answer,
        "tax summary for FY2025",
        priority=10,
        uses_period=True,
    ),
]
