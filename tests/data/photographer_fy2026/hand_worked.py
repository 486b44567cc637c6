"""The figures the labels in labels.csv give for Nina Castellano's FY 2025-26 (see person.md), worked by
plain arithmetic (no finkit code), as a bookkeeper would on paper. Run it to print them:
    python3 tests/data/photographer_fy2026/hand_worked.py

Rules used (ATO GST calculation worksheet for the BAS, cash basis, quarterly; individual tax return with
the business and professional items schedule for a sole trader):
- GST in a row: its gstAmount where labels.csv gives one (an invoice only partly taxable: the insurance
  premium whose QLD stamp duty carries no GST); else 1/11 of a taxable row's amount, rounded half-up to the
  cent; none for gst_free, input_taxed, out_of_scope and export rows. The taxable part of a row is all of
  a taxable row's amount, or gstAmount x 11 where one is given (the rest of that price has no GST).
- Sales (money in labelled P8-income): G1 = all of it, GST included; G2 = export sales (services to
  overseas clients paid through Wise and PayPal, GST-free under s38-190); G3 = other GST-free sales;
  G4 = input-taxed sales (none: the account pays no interest); 1A = (G1 - G2 - G3 - G4) / 11 (G9).
- Purchases: every business or mixed-use payment, GST included. G10 = capital purchases (the depreciating
  assets); G11 = the rest (a refund of a business purchase in the same quarter is taken off G11).
  G13 = purchases for input-taxed sales (none); G14 = the part of each purchase with no GST in its price
  (overseas digital suppliers that charge none to an ABN holder, a contractor not registered for GST,
  bank and FX fees, ASIC, stamp duty); G15 = the private share of the taxable part of mixed-use
  purchases, per row, (100 - businessPercent) %, rounded to the cent. 1B = (G10 + G11 - G13 - G14 - G15)
  / 11 (G20). Private rows (rent, groceries, super, ATO payments, transfers...) are not on the BAS at all.
  Under Simpler BAS only G1, 1A and 1B are lodged; the other fields are worked for completeness.
- Net GST for a quarter = 1A - 1B (worksheet figures, the ones to file). "1A-per-row" and "1B-per-row"
  (the sum of each row's own GST, and of each row's credit GST x businessPercent, each rounded to the cent)
  are printed for comparison only: 1B-per-row differs from the worksheet's 1B by a cent in every quarter
  (rounding each row versus dividing the quarter's total by 11).
- Tax summary: business income (P8) = sales less their GST, per row. A business or mixed-use cost counts
  cost x businessPercent less its GST credit (GST x businessPercent), each rounded to the cent, summed per
  return label (a business refund counts negative). Depreciating assets under the $20,000 instant asset
  write-off are deducted in full in the year (P8 depreciation; also item P10). Phone, internet,
  electricity and stationery are covered by the home-office fixed rate (70c an hour x the hours worked
  at home, P8 other expenses for a sole trader), so they give no separate deduction, only the GST
  credit on their business share. D12 personal super contributions (notice of intent lodged) and D9
  gifts are deducted in full; D10 (the tax agent) is a business cost less its GST credit.
  Entertainment (a client lunch) gives neither a deduction nor a GST credit.
"""

from __future__ import annotations

import csv
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
LABELS = Path(__file__).parent / "labels.csv"
HOME_OFFICE_HOURS = 1560
HOME_OFFICE_RATE = Decimal("0.70")
QUARTERS = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
            3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip
BAS_FIELDS = ("G1", "G2", "G3", "G4", "G10", "G11", "G13", "G14", "G15", "1A", "1B", "net", "1A-per-row", "1B-per-row")  # fmt: skip


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def return_label(row: dict[str, str]) -> str:
    """The tax-return label of a row: the first word of atoLabel ("P8-income G2" -> "P8-income")."""
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def gst_of(row: dict[str, str]) -> Decimal:
    """The GST in a row's price, signed like the row's amount's size (always >= 0 here)."""
    if row["gstAmount"]:
        return Decimal(row["gstAmount"])
    return cents(abs(Decimal(row["amount"])) / 11) if row["gstTreatment"] == "taxable" else Decimal(0)


def taxable_part(row: dict[str, str]) -> Decimal:
    """The part of a row's price that carries GST (unsigned): all of a taxable row, or GST x 11 where the
    row's GST is given (the rest of that price has none); nothing for other treatments."""
    if row["gstTreatment"] != "taxable":
        return Decimal(0)
    return Decimal(row["gstAmount"]) * 11 if row["gstAmount"] else abs(Decimal(row["amount"]))


def is_sale(row: dict[str, str]) -> bool:
    return return_label(row) == "P8-income"


def is_business_purchase(row: dict[str, str]) -> bool:
    return row["use"] in ("business", "mixed") and not is_sale(row)


def bas(quarter: int) -> dict[str, Decimal]:
    first, last = QUARTERS[quarter]
    f = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            f["G1"] += amount
            treatment = row["gstTreatment"]
            f["G2"] += amount if treatment == "export" else 0
            f["G3"] += amount if treatment == "gst_free" else 0
            f["G4"] += amount if treatment == "input_taxed" else 0
            f["1A-per-row"] += gst_of(row)
        elif is_business_purchase(row):
            cost = -amount  # a refund of a purchase (money in) is a negative purchase
            direction = 1 if cost > 0 else -1
            taxable = taxable_part(row) * direction
            f["G10" if "G10" in row["atoLabel"] else "G11"] += cost
            f["G14"] += cost - taxable
            f["G15"] += cents(taxable * (100 - int(row["businessPercent"])) / 100)
            f["1B-per-row"] += direction * cents(gst_of(row) * int(row["businessPercent"]) / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f


def tax_summary() -> dict[str, Decimal]:
    """Business income, each deduction label, the home office, D-items and totals for the year."""
    t: dict[str, Decimal] = {}

    def put(key: str, value: Decimal) -> None:
        t[key] = t.get(key, Decimal(0)) + value

    for row in labels():
        amount, label = Decimal(row["amount"]), return_label(row)
        if is_sale(row):
            put("P8-income", amount - gst_of(row))
            continue
        if label in ("D12", "D9"):
            put(label, -amount)
            continue
        if not is_business_purchase(row):
            continue
        share = Decimal(row["businessPercent"])
        direction = 1 if amount < 0 else -1  # a refund gives a credit back: negative
        credit = cents(gst_of(row) * share / 100) * direction
        put("gstCredits", credit)
        if label == "home-office-covered":
            put("coveredByHomeOffice(no deduction)", cents(-amount * share / 100))
            continue
        put(label, cents(-amount * share / 100) - credit)
    t["P8-homeOffice"] = HOME_OFFICE_HOURS * HOME_OFFICE_RATE
    t["P8-other(incl. home office)"] = t["P8-other"] + t["P8-homeOffice"]
    p8 = ("P8-cost-of-sales", "P8-contractors", "P8-rent", "P8-depreciation", "P8-motor-vehicle", "P8-repairs",
          "P8-other(incl. home office)")  # fmt: skip
    t["P8-totalExpenses"] = sum((t.get(k, Decimal(0)) for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D10 + D9 + D12)"] = t["P8-totalExpenses"] + t["D10"] + t["D9"] + t["D12"]
    return t


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


if __name__ == "__main__":
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for key, value in tax_summary().items():
        print(f"   {key:42} {value:>12.2f}")
