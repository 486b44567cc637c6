"""The figures the labels in labels.csv give for Haruka Dawson's FY 2025-26 (see person.md), worked by
plain arithmetic (no finkit code), as a bookkeeper would on paper. Run it to print them:
    python3 hand_worked.py

Rules used (ATO GST calculation worksheet for the BAS, cash basis, quarterly; individual tax return with
the business and professional items schedule for a sole trader):
- GST in a row: its gstAmount where labels.csv gives one (an invoice only partly taxable: the BizCover
  insurance with WA stamp duty, the WA vehicle licence whose only GST is in the insurance part); else 1/11
  of a taxable row's amount, rounded half-up to the cent; none for gst_free, input_taxed, out_of_scope and
  export rows. The taxable part of a row is all of a taxable row's amount less its gstFreePart (the part of
  that price with no GST in it).
- Sales (money in labelled P8-income): G1 = all of it, GST included; G2 = export sales (translation for
  Japanese and US agencies paid through Wise and PayPal, GST-free under s38-190 item 2); G3 = other
  GST-free sales (none); G4 = input-taxed sales (none: the account's interest is labelled private and goes
  to the tax return, item 10, not the BAS); 1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: every business or mixed-use payment, GST included. G10 = capital purchases (the laptop);
  G11 = the rest (a business refund is taken off G11). G13 = 0. G14 = the part of each purchase with no
  GST in its price (overseas digital suppliers charging none to an ABN holder, the non-resident
  proofreader, bank fees, ASIC, stamp duty, licence fees); G15 = the private share of the taxable part of
  mixed-use purchases, per row, (100 - businessPercent) %, rounded to the cent.
  1B = (G10 + G11 - G13 - G14 - G15) / 11. Private rows are not on the BAS at all.
- Net GST = 1A - 1B (worksheet figures). "1A-per-row"/"1B-per-row" (each row's own GST, and GST x
  businessPercent, each rounded) are printed beside them as a check.
- Tax summary: business income (P8) = sales less their GST. A business or mixed-use cost counts
  cost x businessPercent less its GST credit (GST x businessPercent), each rounded, summed per return label.
  The laptop is written off in full (instant asset write-off, P8 depreciation, business share only).
  Car: cents per km (business km x 88c, P8 motor vehicle); fuel, servicing and the licence give no separate
  deduction (labelled car-cents-per-km-covered) but their GST credit on the business share (25 %) is
  claimed. Home office: fixed rate 70c an hour x hours (P8 other); phone, internet, electricity and
  stationery give no separate deduction (home-office-covered) but their GST credit on the business share is
  claimed. D12 personal super and D9 gifts in full; D10 tax agent less its GST credit. Interest: item 10.
"""

from __future__ import annotations

import csv
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
HERE = Path(__file__).parent
LABELS = HERE / "labels.csv"
STATEMENT = HERE / "statement.csv"
HOME_OFFICE_HOURS = 1410
HOME_OFFICE_RATE = Decimal("0.70")
CAR_BUSINESS_KM = 3150
CAR_RATE = Decimal("0.88")
QUARTERS = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
            3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip
BAS_FIELDS = ("G1", "G2", "G3", "G4", "G10", "G11", "G13", "G14", "G15", "1A", "1B", "net", "1A-per-row", "1B-per-row")  # fmt: skip
COVERED = ("home-office-covered", "car-cents-per-km-covered")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def return_label(row: dict[str, str]) -> str:
    """The tax-return label of a row: the first word of atoLabel ("P8-income G2" -> "P8-income")."""
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def gst_free_part(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstFreePart"]) if row["gstFreePart"] else Decimal(0)


def taxable_part(row: dict[str, str]) -> Decimal:
    """The part of a row's price (unsigned) that carries GST."""
    if row["gstTreatment"] != "taxable":
        return Decimal(0)
    return abs(Decimal(row["amount"])) - gst_free_part(row)


def gst_of(row: dict[str, str]) -> Decimal:
    """The GST in a row's price (unsigned)."""
    if row["gstAmount"]:
        return Decimal(row["gstAmount"])
    return cents(taxable_part(row) / 11)


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


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary() -> dict[str, Decimal]:
    """Business income, each deduction label, home office, car, D-items, interest and totals for the year."""
    t: dict[str, Decimal] = {}

    def put(key: str, value: Decimal) -> None:
        t[key] = t.get(key, Decimal(0)) + value

    for key in (
        "P8-income",
        "P8-contractors",
        "P8-depreciation",
        "P8-other",
        "D9",
        "D10",
        "D12",
        "I10-interest",
    ):
        put(key, Decimal(0))
    for row in labels():
        amount, label = Decimal(row["amount"]), return_label(row)
        if is_sale(row):
            put("P8-income", amount - gst_of(row))
            continue
        if label in ("D12", "D9"):
            put(label, -amount)
            continue
        if label == "I10-interest":
            put(label, amount)
            continue
        if not is_business_purchase(row):
            continue
        share = Decimal(row["businessPercent"])
        direction = 1 if amount < 0 else -1  # a refund gives a credit back: negative
        credit = cents(gst_of(row) * share / 100) * direction
        put("gstCredits", credit)
        if label in COVERED:
            put(f"{label}(no deduction)", cents(-amount * share / 100) - credit)
            continue
        put(label, cents(-amount * share / 100) - credit)
    t["P8-motor-vehicle(cents per km)"] = CAR_BUSINESS_KM * CAR_RATE
    t["P8-homeOffice(fixed rate)"] = HOME_OFFICE_HOURS * HOME_OFFICE_RATE
    t["P8-other(incl. home office)"] = t["P8-other"] + t["P8-homeOffice(fixed rate)"]
    p8 = (
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle(cents per km)",
        "P8-other(incl. home office)",
    )
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D10 + D9 + D12)"] = t["P8-totalExpenses"] + t["D10"] + t["D9"] + t["D12"]
    t["taxableIncome(P8 net + interest - D10 - D9 - D12)"] = (t["P8-netIncome"] + t["I10-interest"] - t["D10"]
                                                              - t["D9"] - t["D12"])  # fmt: skip
    return t


def checks() -> list[str]:
    """Balance chain of statement.csv, labels one to one with its rows, per-row GST beside the worksheet."""
    problems: list[str] = []
    with STATEMENT.open(encoding="utf-8") as handle:
        bank = list(csv.DictReader(handle))
    rows = labels()
    if len(bank) != len(rows):
        problems.append(f"statement has {len(bank)} rows, labels {len(rows)}")
    # newest first: each row's balance = next (older) row's balance + this row's amount
    for i in range(len(bank) - 1):
        amt = Decimal(bank[i]["Credit"] or 0) - Decimal(bank[i]["Debit"] or 0)
        if Decimal(bank[i + 1]["Balance"]) + amt != Decimal(bank[i]["Balance"]):
            problems.append(f"balance chain breaks at statement line {i + 1}")
    seen = set()
    for row in rows:
        n = int(row["line"])
        seen.add(n)
        b = bank[n - 1]
        amt = Decimal(b["Credit"] or 0) - Decimal(b["Debit"] or 0)
        if amt != Decimal(row["amount"]) or b["Original Description"] != row["description"]:
            problems.append(f"label line {n} does not match its statement row")
    if seen != set(range(1, len(bank) + 1)):
        problems.append("labels do not cover every statement line exactly once")
    for q in QUARTERS:
        f = bas(q)
        if abs(f["1B"] - f["1B-per-row"]) > Decimal("0.10") or abs(f["1A"] - f["1A-per-row"]) > Decimal(
            "0.10"
        ):
            problems.append(f"Q{q}: worksheet and per-row GST differ by more than rounding")
    return problems


if __name__ == "__main__":
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for key, value in tax_summary().items():
        print(f"   {key:52} {value:>12.2f}")
    found = checks()
    print("Checks: " + ("all pass (balance chain, labels one to one, per-row GST within rounding)" if not found
                        else "; ".join(found)))  # fmt: skip
