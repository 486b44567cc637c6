"""Where a deduction goes on the return: the individual's D labels, or the business and professional
items schedule (item P8) for a sole trader or partnership, as the ATO's instructions lay them out.

Sources: ATO "Individual tax return instructions" (D1–D15) and "Business and professional items
schedule instructions", item P8 (business income and expenses). Parking and tolls are not car
expenses (ATO "Car expenses"): an employee claims them at D2, a business under "All other expenses".
"""

from __future__ import annotations

import re

from finkit.core.categories.models import Category
from finkit.core.tax.deductions.knowledge import LABELS

#: Business and professional items schedule, P8 expense labels (codes are finkit's; names the ATO's).
BUSINESS_LABELS: dict[str, str] = {
    "P8-cost-of-sales": "Purchases and other costs (cost of sales)",
    "P8-contractors": "Contractor, sub-contractor and commission expenses",
    "P8-super": "Superannuation expenses",
    "P8-wages": "All other salary and wage expenses",
    "P8-lease": "Lease expenses",
    "P8-rent": "Rent expenses",
    "P8-interest": "Total interest expenses",
    "P8-depreciation": "Depreciation expenses",
    "P8-motor-vehicle": "Motor vehicle expenses",
    "P8-repairs": "Repairs and maintenance",
    "P8-other": "All other expenses",
}
#: Income lines: P8 business income, or the individual return's items.
INCOME_LABELS: dict[str, str] = {
    "P8-income": "Other business income (GST-exclusive when registered)",
    "1": "Salary or wages (item 1)",
    "10": "Gross interest (item 10)",
    "11": "Dividends (item 11)",
    "24": "Other income (item 24)",
}
#: Deductions of the individual that the shared deduction labels do not name.
PERSONAL_LABELS: dict[str, str] = {
    "D12": "Personal superannuation contributions",
    "17": "Net farm management deposits or repayments (item 17)",
}
LABEL_NAMES: dict[str, str] = {**LABELS, **PERSONAL_LABELS, **BUSINESS_LABELS}

#: Individual (employee) deductions by taxCategory.
INDIVIDUAL_LABEL = {
    "car": "D1",
    "travel": "D2",
    "clothing": "D3",
    "self_education": "D4",
    "other_work": "D5",
    "donation": "D9",
    "tax_affairs": "D10",
    "super": "D12",
    "fmd": "17",
}
#: Business categories whose taxCategory names their P8 label.
_BUSINESS_BY_TAX_CATEGORY = {
    "capital": "P8-depreciation",
    "cost_of_sales": "P8-cost-of-sales",
    "business_rent": "P8-rent",
}
#: Business categories by words in the category's name, first match wins; the rest is "All other".
_BUSINESS_BY_NAME: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("P8-cost-of-sales", re.compile(r"material|stock|cost of (goods|sales)|wholesale|resale|parts", re.I)),
    ("P8-contractors", re.compile(r"contractor|sub-?contract|commission", re.I)),
    ("P8-super", re.compile(r"super(annuation)?\b", re.I)),
    ("P8-wages", re.compile(r"wages|salar", re.I)),
    ("P8-lease", re.compile(r"lease", re.I)),
    ("P8-rent", re.compile(r"\brent\b|rental", re.I)),
    ("P8-interest", re.compile(r"interest", re.I)),
    ("P8-repairs", re.compile(r"repair|maintenance", re.I)),
)
#: Kept at their own label even on a business return (a sole trader's personal super contributions are
#: the individual's D12, not the business's P8 superannuation expenses for employees; a primary producer's
#: farm management deposits are item 17 of the supplementary section, never P8: ATO "Farm management
#: deposits scheme", ITAA 1997 Division 393).
ALWAYS_INDIVIDUAL = {"donation": "D9", "tax_affairs": "D10", "super": "D12", "fmd": "17"}


def individual_label(cat: Category | None, *, parking_or_tolls: bool) -> str:
    tax_category = cat.tax_category if cat is not None else ""
    if tax_category == "car" and parking_or_tolls:
        return "D2"
    return INDIVIDUAL_LABEL.get(tax_category, "D15")


def business_label(cat: Category | None, *, parking_or_tolls: bool) -> str:
    return business_line(
        cat.tax_category if cat is not None else "",
        cat.name if cat is not None else "",
        parking_or_tolls=parking_or_tolls,
    )


def business_line(tax_category: str | None, name: str, *, parking_or_tolls: bool) -> str:
    """The P8 line (or the individual's label) a business files a category of ``tax_category`` and
    ``name`` on: ``business_label`` of a category's columns."""
    tax_category = tax_category or ""
    if tax_category in ALWAYS_INDIVIDUAL:
        return ALWAYS_INDIVIDUAL[tax_category]
    if tax_category == "car":
        return "P8-other" if parking_or_tolls else "P8-motor-vehicle"
    if tax_category in _BUSINESS_BY_TAX_CATEGORY:
        return _BUSINESS_BY_TAX_CATEGORY[tax_category]
    for label, pattern in _BUSINESS_BY_NAME:
        if pattern.search(name):
            return label
    return "P8-other"


def income_label(kind: str, *, business: bool) -> str:
    """``kind`` from ``ledger.income_kind``."""
    if kind == "salary":
        return "1"
    if kind == "interest":
        return "10"
    if kind == "dividends":
        return "11"
    return "P8-income" if business else "24"
