"""The figures the labels in labels.csv give for Lachlan Reid (Rockpool Surf School), FY 2025-26 (see
person.md), worked by plain arithmetic (no product code), as a bookkeeper would on paper. Run it to print them:
    python3 hand_worked.py

Rules used (ATO GST calculation worksheet for the BAS, cash basis, quarterly; individual tax return with
the business and professional items schedule for a sole trader):
- GST in a row: its gstAmount (given on every taxable row: 1/11 of the price, or the invoice's GST where
  part of the price carries none: insurance stamp duty, the registration fee in the van's rego); none for
  gst_free, input_taxed, out_of_scope and export rows. The taxable part of a row is its price less its
  gstFreePart (all of a taxable row when gstFreePart is blank); nothing for other treatments.
- Sales (money in labelled P8-income): G1 = all of it, GST included; G2 = exports (online video-analysis
  coaching for surfers overseas, GST-free under s38-190 item 2: the recipient is not in Australia);
  lessons paid by overseas tourists through PayPal are taxable (the tourist is in Australia when the lesson
  is given, s38-190(3)); G3/G4 none (the account pays no interest); 1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: every business or mixed-use payment, GST included. G10 = capital purchases (rows whose
  basFields hold G10: learner boards and wetsuits); G11 = the rest (a business refund is taken off G11).
  G13 none; G14 = the part of each purchase with no GST in its price (council permit fee, a contractor
  not registered for GST, overseas suppliers charging no GST to an ABN holder, bank and FX fees, stamp
  duty, the rego fee); G15 = the private share of the taxable part of mixed-use purchases, per row,
  (100 - businessPercent) %, rounded to the cent. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Private rows (rent, groceries, super, ATO payments, transfers...) are not on the BAS.
- Net GST = 1A - 1B (worksheet figures, the ones to file). 1A-per-row and 1B-per-row (each row's GST,
  and GST x businessPercent, each rounded) are printed beside them as a check.
- Tax summary: business income (P8) = sales less their GST, per row. A business or mixed-use cost counts
  cost x businessPercent less its GST credit (GST x businessPercent), each rounded to the cent, summed per
  return label (a business refund counts negative). Boards and wetsuits (each far under the $20,000
  instant asset write-off threshold, small business entity) are deducted in full (P8 depreciation).
  The van is claimed by the logbook method (78 %): fuel, service, tyres, rego, insurance, tolls.
  No home office is claimed (phone, internet and power by actual business share instead).
  D12 personal super (notice of intent lodged), D9 gifts in full; D10 tax agent less its GST credit.
"""

from __future__ import annotations

import csv
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
HERE = Path(__file__).parent
LABELS = HERE / "labels.csv"
STATEMENT = HERE / "statement.csv"
OPENING_BALANCE = Decimal("6842.17")
QUARTERS = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
            3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip
BAS_FIELDS = ("G1", "G2", "G3", "G4", "G10", "G11", "G13", "G14", "G15", "1A", "1B", "net", "1A-per-row", "1B-per-row")  # fmt: skip
P8 = ("P8-contractors", "P8-depreciation", "P8-motor-vehicle", "P8-repairs", "P8-other")


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def statement() -> list[dict[str, str]]:
    with STATEMENT.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def return_label(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def gst_of(row: dict[str, str]) -> Decimal:
    """The GST in a row's price (unsigned)."""
    if row["gstTreatment"] != "taxable":
        return Decimal(0)
    return Decimal(row["gstAmount"]) if row["gstAmount"] else cents(abs(Decimal(row["amount"])) / 11)


def taxable_part(row: dict[str, str]) -> Decimal:
    """The part of a row's price that carries GST (unsigned)."""
    if row["gstTreatment"] != "taxable":
        return Decimal(0)
    free = Decimal(row["gstFreePart"]) if row["gstFreePart"] else Decimal(0)
    return abs(Decimal(row["amount"])) - free


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
            cost = -amount
            direction = 1 if cost > 0 else -1
            taxable = taxable_part(row) * direction
            f["G10" if "G10" in row["basFields"].split() else "G11"] += cost
            f["G14"] += cost - taxable
            f["G15"] += cents(taxable * (100 - int(row["businessPercent"])) / 100)
            f["1B-per-row"] += direction * cents(gst_of(row) * int(row["businessPercent"]) / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {
        "P8-income": Decimal(0),
        **{k: Decimal(0) for k in P8},
        "D10": Decimal(0),
        "D9": Decimal(0),
        "D12": Decimal(0),
        "gstCredits": Decimal(0),
    }

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
        direction = 1 if amount < 0 else -1
        credit = cents(gst_of(row) * share / 100) * direction
        put("gstCredits", credit)
        put(label, cents(-amount * share / 100) - credit)
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D10 + D9 + D12)"] = t["P8-totalExpenses"] + t["D10"] + t["D9"] + t["D12"]
    t["taxableIncome(P8 net - D10 - D9 - D12)"] = t["P8-netIncome"] - t["D10"] - t["D9"] - t["D12"]
    return t


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def check_balance_chain() -> Decimal:
    """statement.csv is newest first: walking it oldest first, each balance = previous + credit - debit."""
    balance = OPENING_BALANCE
    for row in reversed(statement()):
        balance += Decimal(row["Credit"] or "0") - Decimal(row["Debit"] or "0")
        assert balance == Decimal(row["Balance"]), (row, balance)
    return balance


def check_labels_one_to_one() -> int:
    """One label per statement row: line n = nth data row of statement.csv; same date, amount, description."""
    st, lab = statement(), labels()
    assert len(st) == len(lab)
    assert sorted(int(r["line"]) for r in lab) == list(range(1, len(st) + 1))
    for r in lab:
        s = st[int(r["line"]) - 1]
        d, m, y = s["Date"].split("/")
        assert r["date"] == f"{y}-{m}-{d}", r
        assert Decimal(r["amount"]) == Decimal(s["Credit"] or "0") - Decimal(s["Debit"] or "0"), r
        assert r["description"] == s["Description"], r
        if r["gstTreatment"] == "taxable" and not r["gstFreePart"]:
            assert Decimal(r["gstAmount"]) == cents(abs(Decimal(r["amount"])) / 11), r
        if r["gstFreePart"]:
            assert cents((abs(Decimal(r["amount"])) - Decimal(r["gstFreePart"])) / 11) == Decimal(
                r["gstAmount"]
            ), r
    return len(lab)


def check_per_row_gst() -> None:
    """The worksheet 1A/1B and the per-row sums may differ only by rounding (a few cents a quarter)."""
    for q in QUARTERS:
        f = bas(q)
        assert abs(f["1A"] - f["1A-per-row"]) <= Decimal("0.10"), (q, f)
        assert abs(f["1B"] - f["1B-per-row"]) <= Decimal("0.10"), (q, f)


if __name__ == "__main__":
    closing = check_balance_chain()
    n = check_labels_one_to_one()
    check_per_row_gst()
    print(
        f"checks: balance chain OK (opening {OPENING_BALANCE}, closing {closing}); {n} labels one to one; "
        "per-row GST within rounding of the worksheet"
    )
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for key, value in tax_summary().items():
        print(f"   {key:42} {value:>12.2f}")
