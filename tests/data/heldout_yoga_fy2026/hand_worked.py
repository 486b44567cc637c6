"""The figures the labels in labels.csv give for Mia Torrens' FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks.  Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis, quarter by the bank's posting date; individual
return with the business and professional items schedule, P8):
- GST in a row: gstAmount (1/11 of the price, or the GST on the invoice where part of the price has none:
  QLD stamp duty on insurance, the QLD rego fee).  gstFreePart = the part with no GST.
- Sales (atoLabel P8-income): G1 = the GST-inclusive price.  Payouts net of fees (Momence/Stripe, Thinkific
  via Wise) are grossed up from the note "gross X [export E] less fees F (fee GST g)": G1 = X, G2 = E (course
  sales to students overseas), and the fee is a purchase: G11 = F, and G14 = F when it has no GST (Thinkific,
  Wise); the Stripe AU fee includes GST (g = F/11).  The Bali retreat is GST-free: G1 and G3.
  1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: rows used for business (business or mixed) with a return label other than D9/D12 (P8-...,
  D10, HO-fixed-rate), GST included, refunds negative.  G10 = capital (atoLabel holds G10); G11 = the rest;
  G14 = the part with no GST; G15 = private share of the taxable part, per row, rounded.
  1B = (G10 + G11 - G13 - G14 - G15) / 11.  Private rows, transfers, ATO payments, the duplicate deposit and
  its refund are not on the BAS.
- HO-fixed-rate rows (phone, internet, electricity): on the BAS for the business share's GST credit; no P8
  deduction (the 70c/hour fixed rate covers them).
- Tax: P8 income = sales less GST (gross for net payouts).  A business cost counts cost x businessPercent
  less its GST credit, rounded per row; fees at P8 other net of their GST.  Depreciating assets written off
  (instant asset write-off) x business share.  Home office = hours x 0.70, at P8 other expenses.
  D10 = agent's fee less its credit.  D9 and D12 in full.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("5318.44")
HOME_OFFICE_HOURS = 336  # 7 h a week x 48 weeks (diary of four representative weeks)
HOME_OFFICE_RATE = Decimal("0.70")
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
    "1A-diff",
    "1B-diff",
)
P8 = ("P8-cost-of-sales", "P8-depreciation", "P8-motor-vehicle", "P8-other")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def rlabel(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-income"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and rlabel(row) not in ("D9", "D12")
    )


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal] | None:
    """(gross, export, fee, fee GST) from a net payout's note."""
    m = re.search(
        r"gross (\d+\.\d\d)(?: export (\d+\.\d\d))? less fees (\d+\.\d\d) \(fee GST (\d+\.\d\d)\)",
        row["note"],
    )
    if not m:
        return None
    return Decimal(m.group(1)), Decimal(m.group(2) or 0), Decimal(m.group(3)), Decimal(m.group(4))


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            p = payout(row)
            gross = p[0] if p else amount
            f["G1"] += gross
            if p:
                f["G2"] += p[1]
                f["G11"] += p[2]
                if p[3] == 0:
                    f["G14"] += p[2]
                f["1B-per-row"] += p[3]
            if row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
        elif is_purchase(row):
            cost = -amount
            sign = 1 if cost > 0 else -1
            pct = int(row["businessPercent"])
            taxable = Decimal(0)
            if row["gstTreatment"] == "taxable":
                taxable = abs(cost) - (Decimal(row["gstFreePart"]) if row["gstFreePart"] else Decimal(0))
            f["G10" if "G10" in row["atoLabel"] else "G11"] += cost
            f["G14"] += sign * (abs(cost) - taxable)
            f["G15"] += sign * cents(taxable * (100 - pct) / 100)
            f["1B-per-row"] += sign * cents(gst(row) * pct / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["1A-diff"] = f["1A"] - f["1A-per-row"]
    f["1B-diff"] = f["1B"] - f["1B-per-row"]
    return f


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary() -> dict[str, Decimal]:
    t = {k: Decimal(0) for k in ("P8-income",) + P8 + ("D9", "D10", "D12")}
    t["HO-fixed-rate rows (BAS credit only, no deduction)"] = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            p = payout(row)
            t["P8-income"] += (p[0] if p else amount) - gst(row)
            if p:
                t["P8-other"] += p[2] - p[3]
            continue
        if label in ("D9", "D12"):
            t[label] += -amount
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        cost = sign * cents(abs(amount) * pct / 100) - credit
        if label == "HO-fixed-rate":
            t["HO-fixed-rate rows (BAS credit only, no deduction)"] += -amount
            continue
        t[label] += cost
    t["homeOffice (fixed rate, in P8-other)"] = HOME_OFFICE_RATE * HOME_OFFICE_HOURS
    t["P8-other"] += t["homeOffice (fixed rate, in P8-other)"]
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    def amt(r: dict[str, str]) -> Decimal:
        return Decimal(r["Credit"] or 0) + Decimal(r["Debit"] or 0)  # Debit is written negative

    # 1. balance chain (newest first)
    bal = OPENING_BALANCE
    for r in reversed(st):
        assert bool(r["Debit"]) != bool(r["Credit"]), r
        assert not r["Debit"] or Decimal(r["Debit"]) < 0, r
        bal += amt(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date and time"].split(" ")[0].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == amt(s)
            and x["description"] == s["Description"]
        ), x
    # 3. per-row basFields add up exactly to the worksheet G fields
    for q, (first, last) in QUARTERS.items():
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split():
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        # 4. 1A / 1B both ways (worksheet vs per row), within rounding
        assert abs(w["1A-diff"]) <= Decimal("0.20") and abs(w["1B-diff"]) <= Decimal("0.20"), (q, w)
    # 5. sanity: private rows off the BAS; taxable sales and purchases carry GST
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, 1A/1B both ways"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:52} {v:>12.2f}")
