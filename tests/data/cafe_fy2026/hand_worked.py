"""Figures the labels in labels.csv give for Tessa Marchetti (Crumb & Kettle Bakehouse, Fremantle WA),
FY 2025-26, worked by plain arithmetic over labels.csv, plus the checks.  Run:  python3 hand_worked.py

Rules (GST calculation worksheet, quarterly, cash basis; individual return, business schedule P8):
- Sales (atoLabel P8-income): G1 = GST-inclusive gross. Square payouts arrive net of Square's 1.6 % fee:
  G1 takes the gross from the note ("gross X (GST-free Y, ...) less Square fee F"), G3 the GST-free part
  (plain loaves, packaged milk: gstFreePart), and the fee is a purchase with no GST (G11 and G14, P8 other).
  Wholesale loaves to the deli: G1 and G3 in full. 1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: business or mixed rows with a return label other than P8-wages, P8-super, D9, D12
  (wages and super are not acquisitions; W1/W2 are out of scope here). G10 = capital; G11 the rest;
  G14 = part with no GST; G15 = private share of the taxable part. 1B = (G10+G11-G13-G14-G15) / 11.
- Tax: P8 income = gross less GST. Expense = cost x businessPercent less its GST credit, per row.
  Wages = gross wages from the note (net pay + PAYG withheld, the withholding paid to the ATO with the BAS).
  Car: cents per km, 1,140 business km x 0.88 = 1,003.20 (not a bank row). No home-office claim.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING = Decimal("18642.37")
CAR_KM, CAR_RATE = 1140, Decimal("0.88")
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
    "1A",
    "1B",
    "net",
    "1A-per-row",
    "1B-per-row",
    "1B-diff",
)
NOT_ON_BAS = ("P8-wages", "P8-super", "D9", "D12")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def D(s: str) -> Decimal:
    return Decimal(s) if s else Decimal(0)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def rlabel(r):
    return r["atoLabel"].split(" ")[0] if r["atoLabel"] else ""


def is_sale(r):
    return rlabel(r) == "P8-income"


def is_purchase(r):
    return (
        r["use"] in ("business", "mixed")
        and bool(r["atoLabel"])
        and not is_sale(r)
        and rlabel(r) not in NOT_ON_BAS
    )


def square(r):
    m = re.search(r"gross (\d+\.\d\d) .*less Square fee (\d+\.\d\d)", r["note"])
    return (Decimal(m.group(1)), Decimal(m.group(2))) if m else None


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for r in labels():
        if not first <= r["date"] <= last:
            continue
        amount = Decimal(r["amount"])
        if is_sale(r):
            sq = square(r)
            gross = sq[0] if sq else amount
            f["G1"] += gross
            if r["gstTreatment"] == "gst_free":
                f["G3"] += gross
            else:
                f["G3"] += D(r["gstFreePart"])
            f["1A-per-row"] += D(r["gstAmount"])
            if sq:
                f["G11"] += sq[1]
                f["G14"] += sq[1]
        elif is_purchase(r):
            cost = -amount
            sign = 1 if cost > 0 else -1
            pct = int(r["businessPercent"])
            taxable = abs(cost) - D(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else Decimal(0)
            f["G10" if "G10" in r["atoLabel"] else "G11"] += cost
            f["G14"] += sign * (abs(cost) - taxable)
            f["G15"] += sign * cents(taxable * (100 - pct) / 100)
            f["1B-per-row"] += sign * cents(D(r["gstAmount"]) * pct / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["1B-diff"] = f["1B"] - f["1B-per-row"]
    return f


def year_bas() -> dict[str, Decimal]:
    t = dict.fromkeys(FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            t[k] += v
    return t


P8 = (
    "P8-cost-of-sales",
    "P8-wages",
    "P8-super",
    "P8-rent",
    "P8-repairs",
    "P8-depreciation",
    "P8-motor-vehicle",
    "P8-other",
)


def tax_summary() -> dict[str, Decimal]:
    t = {k: Decimal(0) for k in ("P8-income",) + P8 + ("D9", "D10", "D12")}
    for r in labels():
        amount, lab = Decimal(r["amount"]), rlabel(r)
        if is_sale(r):
            sq = square(r)
            t["P8-income"] += (sq[0] if sq else amount) - D(r["gstAmount"])
            if sq:
                t["P8-other"] += sq[1]
        elif lab in ("D9", "D12", "P8-super"):
            t[lab] += -amount
        elif lab == "P8-wages":
            t[lab] += Decimal(re.search(r"gross wages (\d+\.\d\d)", r["note"]).group(1))
        elif is_purchase(r):
            pct = Decimal(r["businessPercent"])
            sign = 1 if amount < 0 else -1
            credit = sign * cents(D(r["gstAmount"]) * pct / 100)
            t[lab] += sign * cents(abs(amount) * pct / 100) - credit
    t["P8-motor-vehicle"] += CAR_KM * CAR_RATE
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


MONTHS = {
    m: i
    for i, m in enumerate(
        ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"), 1
    )
}


def checks() -> None:
    st, lab = statement(), labels()

    def amt(s):
        return D(s["Credit"]) - D(s["Debit"])

    bal = OPENING
    for s in reversed(st):  # newest first
        bal += amt(s)
        assert Decimal(s["Balance"]) == bal, ("balance chain broken", s)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        dd, mon, yy = s["Transaction Date"].split()
        assert x["date"] == f"{yy}-{MONTHS[mon]:02d}-{dd}", x
        assert Decimal(x["amount"]) == amt(s) and x["description"] == s["Original Description"], x
    for q, (first, last) in QUARTERS.items():
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split():
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G3", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.50"), (
            q,
            w,
        )
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        sq = square(x)
        if sq:  # Square: net + fee = gross, and GST-free + taxable = gross
            assert Decimal(x["amount"]) + sq[1] == sq[0], x
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
