"""The figures the labels in labels.csv give, worked by plain arithmetic (no finkit code), as a
bookkeeper would on paper. The realistic-year test compares finkit's reports with these.

Rules (ATO GST calculation worksheet and business schedule, cash basis):
- A taxable row's GST is 1/11 of its amount, rounded half-up to the cent; other treatments have none.
- BAS: G1 = business money in (sales and interest); G3/G4 = its GST-free/input-taxed part;
  1A = (G1 - G3 - G4) / 11. G11 = business money out; G14 = the part without GST; G15 = the private
  share of taxable purchases (100 - businessPercent); 1B = (G11 - G14 - G15) / 11. Rounded to the cent.
- Tax summary: business income = sales without their GST; interest is item 10. Each business cost
  counts cost x businessPercent less its GST credit (GST x businessPercent), each rounded to the cent,
  summed per return label.
"""

from __future__ import annotations

import csv
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
LABELS = Path(__file__).parent / "labels.csv"
QUARTERS = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
            3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def gst_of(row: dict[str, str]) -> Decimal:
    return cents(abs(Decimal(row["amount"])) / 11) if row["gst"] == "taxable" else Decimal(0)


def bas(quarter: int) -> dict[str, Decimal]:
    first, last = QUARTERS[quarter]
    g1 = g3 = g4 = g11 = g14 = g15 = Decimal(0)
    for row in labels():
        if row["use"] != "business" or not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if amount > 0:
            g1 += amount
            g3 += amount if row["gst"] == "gst_free" else 0
            g4 += amount if row["gst"] == "input_taxed" else 0
            continue
        cost = -amount
        g11 += cost
        if row["gst"] != "taxable":
            g14 += cost
        elif int(row["businessPercent"]) < 100:
            g15 += cents(cost * (100 - int(row["businessPercent"])) / 100)
    return {"G1": g1, "1A": cents((g1 - g3 - g4) / 11), "1B": cents((g11 - g14 - g15) / 11)}


def tax_summary() -> dict[str, Decimal]:
    """Income lines and deduction lines by label, plus totals."""
    totals: dict[str, Decimal] = {}
    for row in labels():
        if row["use"] != "business":
            continue
        amount, label = Decimal(row["amount"]), row["label"]
        if amount > 0:
            totals[label] = totals.get(label, Decimal(0)) + amount - gst_of(row)
            continue
        share = Decimal(row["businessPercent"])
        credit = cents(gst_of(row) * share / 100)
        totals[label] = totals.get(label, Decimal(0)) + cents(-amount * share / 100) - credit
        totals["gstClaimable"] = totals.get("gstClaimable", Decimal(0)) + credit
    deductions = [k for k in totals if (k.startswith("P8-") and k != "P8-income") or k.startswith("D")]
    totals["totalDeductions"] = sum((totals[k] for k in deductions), Decimal(0))
    totals["businessExpenses"] = sum((totals[k] for k in deductions if k.startswith("P8-")), Decimal(0))
    return totals


if __name__ == "__main__":
    for q in QUARTERS:
        print(f"Q{q} FY2026", bas(q))
    print(tax_summary())
