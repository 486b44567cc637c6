"""The figures the labels in labels.csv give for Daniela Rossetti's FY 2025-26 (see person.md), worked by
plain arithmetic over labels.csv, plus the checks.  Run:  python3 hand_worked.py

Rules (GST calculation worksheet, quarterly, cash basis; individual return, business schedule P8):
- Sales (atoLabel P8-income or P8-govt-payments): G1 = GST-inclusive price; for processor payouts the gross
  in the note ("gross X (GST-free Y) less Square|Stripe fee F"). G3 = the GST-free part: the whole price for
  gst_free rows, Y for processor payouts, gstFreePart for a partly taxable invoice. 1A = (G1 - G3) / 11.
  Processor fees are purchases: Square's fee has no GST (G11 and G14), Stripe's fee includes GST (G11; credit
  fee/11). The crop insurance settlement (P8-other-income, out_of_scope) is income but not on the BAS.
- Purchases: business or mixed rows with a return label other than D9/D12/FMD/P8-super/P8-interest/P8-wages.
  G10 = capital (atoLabel holds G10; the tractor at its full price from "price X" in the note, though only the
  deposit left this account); G11 = the rest; G14 = part with no GST; G15 = private share of the taxable part.
  1B = (G10 + G11 - G13 - G14 - G15) / 11.
- Wages: W1 gross and W2 withheld from the note "gross X less PAYG withheld Y" (bank row = net). Employees' super,
  chattel mortgage repayments, FMD, super and tax payments are not on the BAS.
- Tax: P8 income = sales less GST. Costs = cost x businessPercent less GST credit, per row. Wages = gross (W1).
  Chattel mortgage: interest only (note). Tractor: small business pool, 15 % of the GST-exclusive price.
  Drip irrigation: water facility, deducted in full. Stripe fee net of credit; Square fee in full (P8-other).
  FMD: deduction at the FMD label. D10 = accountant less its credit. D12 in full.
  Fuel tax credits (7D) for the tractor's off-road diesel are not in the bank file and not in these figures.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("31230.55")
QUARTERS = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
FIELDS = (
    "G1",
    "G2",
    "G3",
    "G4",
    "G10",
    "G11",
    "G13",
    "G14",
    "G15",
    "W1",
    "W2",
    "1A",
    "1B",
    "net",
    "1A-per-row",
    "1B-per-row",
    "1B-diff",
)
SALES = ("P8-income", "P8-govt-payments")
NOT_PURCHASE = ("D9", "D12", "FMD", "P8-super", "P8-interest", "P8-wages", "P8-other-income")
D0 = Decimal(0)


def cents(v):
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels():
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement():
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def rlabel(row):
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row):
    return rlabel(row) in SALES


def is_purchase(row):
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and rlabel(row) not in SALES + NOT_PURCHASE
    )


def payout(row):
    m = re.search(
        r"gross (\d+\.\d\d)(?: \(GST-free (\d+\.\d\d)\))? less (Square|Stripe) fee (\d+\.\d\d)", row["note"]
    )
    if not m:
        return None
    return Decimal(m.group(1)), Decimal(m.group(2) or 0), m.group(3), Decimal(m.group(4))


def wages(row):
    m = re.search(r"gross (\d+\.\d\d) less PAYG withheld (\d+\.\d\d)", row["note"])
    return (Decimal(m.group(1)), Decimal(m.group(2))) if m else None


def price(row):
    m = re.search(r"price (\d+\.\d\d)", row["note"])
    return Decimal(m.group(1)) if m else None


def gst(row):
    return Decimal(row["gstAmount"]) if row["gstAmount"] else D0


def bas(q):
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, D0)
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            p = payout(row)
            gross = p[0] if p else amount
            f["G1"] += gross
            if row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            elif p:
                f["G3"] += p[1]
            elif row["gstFreePart"]:
                f["G3"] += Decimal(row["gstFreePart"])
            f["1A-per-row"] += gst(row)
            if p:
                f["G11"] += p[3]
                if p[2] == "Square":
                    f["G14"] += p[3]
                else:
                    f["1B-per-row"] += cents(p[3] / 11)
        elif rlabel(row) == "P8-wages":
            g, w = wages(row)
            f["W1"] += g
            f["W2"] += w
        elif is_purchase(row):
            cost = -amount
            if price(row) is not None:
                cost = price(row)
            sign = 1 if cost > 0 else -1
            pct = int(row["businessPercent"])
            taxable = D0
            if row["gstTreatment"] == "taxable":
                taxable = abs(cost) - (Decimal(row["gstFreePart"]) if row["gstFreePart"] else D0)
            f["G10" if "G10" in row["atoLabel"] else "G11"] += cost
            f["G14"] += sign * (abs(cost) - taxable)
            f["G15"] += sign * cents(taxable * (100 - pct) / 100)
            f["1B-per-row"] += sign * cents(gst(row) * pct / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["1B-diff"] = f["1B"] - f["1B-per-row"]
    return f


def year_bas():
    total = dict.fromkeys(FIELDS, D0)
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary():
    keys = (
        "P8-income",
        "P8-govt-payments",
        "P8-other-income",
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-interest",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-repairs",
        "P8-other",
        "FMD",
        "D9",
        "D10",
        "D12",
    )
    t = dict.fromkeys(keys, D0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            p = payout(row)
            t[label] += (p[0] if p else amount) - gst(row)
            if p:
                t["P8-other"] += p[3] - (cents(p[3] / 11) if p[2] == "Stripe" else D0)
            continue
        if label == "P8-other-income":
            t[label] += amount
            continue
        if label in ("D9", "D12", "FMD", "P8-super"):
            t[label] += -amount
            continue
        if label == "P8-wages":
            t[label] += wages(row)[0]
            continue
        if label == "P8-interest":
            t[label] += Decimal(re.search(r"interest (\d+\.\d\d)", row["note"]).group(1))
            continue
        if not is_purchase(row):
            continue
        if price(row) is not None:  # tractor: small business pool, 15 % in the first year
            t[label] += cents((price(row) - gst(row)) * Decimal("0.15"))
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        t[label] += sign * cents(abs(amount) * pct / 100) - sign * cents(gst(row) * pct / 100)
    inc = ("P8-income", "P8-govt-payments", "P8-other-income")
    exp = (
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-interest",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-repairs",
        "P8-other",
    )
    t["P8-totalIncome"] = sum((t[k] for k in inc), D0)
    t["P8-totalExpenses"] = sum((t[k] for k in exp), D0)
    t["P8-netIncome"] = t["P8-totalIncome"] - t["P8-totalExpenses"]
    t["homeOffice"] = D0
    t["totalDeductions(P8 + FMD + D9 + D10 + D12)"] = (
        t["P8-totalExpenses"] + t["FMD"] + t["D9"] + t["D10"] + t["D12"]
    )
    return t


def checks():
    st, lab = statement(), labels()

    def amt(r):
        return (Decimal(r["Credit Amount"]) if r["Credit Amount"] else D0) - (
            Decimal(r["Debit Amount"]) if r["Debit Amount"] else D0
        )

    bal = OPENING_BALANCE
    for r in st:  # oldest first
        bal += amt(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    assert len(st) == len(lab) and 550 <= len(st) <= 650, (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == amt(s)
            and x["description"] == s["Narrative"]
        ), x
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split():
                    k, v = part.split(":")
                    sums[k] = sums.get(k, D0) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            assert sums.get(k, D0) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.50") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.50"), (
            q,
            w,
        )
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["category"] == "Sales Income" and "Square" in x["counterparty"] + x["note"]:
            assert payout(x), x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, basFields = worksheet"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:46} {v:>12.2f}")
