"""MCP prompts: ready-made conversations that steer a model to the right tools."""

from __future__ import annotations

from dataclasses import dataclass, field

from finkit.core.errors import NotFoundError, ValidationError


@dataclass(frozen=True)
class PromptSpec:
    name: str
    title: str
    description: str
    template: str
    arguments: dict[str, str] = field(default_factory=dict)  # name -> description (all optional)

    def render(self, arguments: dict[str, str] | None) -> str:
        given = arguments or {}
        unknown = set(given) - set(self.arguments)
        if unknown:
            raise ValidationError.for_field(sorted(unknown)[0], f"is not an argument of prompt {self.name}")
        values = {k: given.get(k) or "" for k in self.arguments}
        return self.template.format(**values)


PROMPTS: dict[str, PromptSpec] = {
    p.name: p
    for p in (
        PromptSpec(
            "monthly-review",
            "Monthly review",
            "Review a month's spending, income, bills and anything unusual.",
            "Review my finances for {month} (if no month is given, use last month). Use transactions_list with "
            "fromDate/toDate for the month, analytics_monthly_summary, analytics_trends and analytics_cash_flow "
            "for spending by category and cash flow, and bills_list / bills_overdue for what was due. Report: income, spending by category against my 3-month average, "
            "the largest transactions, uncategorised transactions, duplicates (transactions_find_duplicates), "
            "and bills paid or missed. Quote every figure from a tool result.",
            {"month": "Month as YYYY-MM (optional)."},
        ),
        PromptSpec(
            "tax-time-checklist",
            "Tax-time checklist",
            "Prepare for the tax return: deductions, missing documents, GST.",
            "Help me get ready for my tax return for financial year {fy} (if none is given, the last completed "
            "one). Use the tax tools: the tax summary, the deduction analysis of my transactions, and the items "
            "that need documents (receipts, logbook, written evidence over $300). List what I can claim under "
            "each label, what evidence is missing, and any GST credits. Quote figures only from tool results.",
            {"fy": "Financial year, e.g. 2025 for the year ending 30 June 2025 (optional)."},
        ),
        PromptSpec(
            "categorise-uncategorised",
            "Categorise what is uncategorised",
            "Find uncategorised transactions and propose categories.",
            "Find my uncategorised transactions (transactions_list with category 'none'{limit_hint}). For each, "
            "propose a category from categories_list with a one-line reason, grouped by merchant. Ask me to "
            "confirm before changing anything, then use transactions_update for the ones I approve.",
            {"limit_hint": "Optional extra instruction, e.g. ', at most 50'."},
        ),
    )
}


def get_prompt(name: str) -> PromptSpec:
    try:
        return PROMPTS[name]
    except KeyError:
        raise NotFoundError("prompt", name) from None
