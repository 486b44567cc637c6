"""The figures the labels in labels.csv give for Nico Barresi's FY 2025-26 (barber, Palm Beach QLD; see
person.md), worked by plain arithmetic over labels.csv as a bookkeeper would on paper, plus the checks.
Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return, business schedule P8):
- A row's quarter is its label date = the date of Up's `Time` (when the card was used / money moved), not
  the `Settled Date`.
- GST in a row: gstAmount (filled on every taxable row: 1/11 of the price, or the GST the invoice shows where
  part of the price carries none: stamp duty, QLD registration and traffic improvement fees). gstFreePart is
  that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive gross. Fresha and Stripe pay out net: G1 takes the gross in
  the note ("gross X [(export E)] less <Processor> fee F (no GST | GST g)"); the fee is a purchase at G11
  (Fresha: UK supplier, no GST charged -> also G14; Stripe AU: GST in the fee -> credit g). Export part
  (online course sold to non-residents outside Australia) is GST-free at G2. Tyro settles gross; its fee is a
  separate monthly debit. 1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: business or mixed rows with a return label (not D9/D12), GST included, refunds negative.
  G10 = capital (atoLabel holds G10); G11 = the rest; G14 = part with no GST (whole price for out_of_scope
  rows, gstFreePart for partly taxable rows); G15 = private share of the taxable part, rounded per row.
  1B = (G10 + G11 - G13 - G14 - G15) / 11.
- Per-row comparison: 1A-per-row = sum of sales' gstAmount; 1B-per-row = purchases' gstAmount x business %
  (rounded per row) + processor-fee GST.
- Tax: P8 income = gross sales less GST. A business cost counts cost x business % less its GST credit,
  per return label. Processor fees to P8 other. D10 = accountant less its credit; D9, D12 in full.
  Home office: fixed rate 0.70 x 144 hours = 100.80, in P8 all other expenses.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("9140.65")  # Up app balance at 1 Jul 2025 00:00 (person.md)
CLOSING_BALANCE = Decimal("14589.18")  # Up app balance at 30 Jun 2026 23:59 (person.md)
HOME_OFFICE_HOURS = 144
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
PROC = re.compile(
    r"gross (\d+\.\d\d)(?: \(export (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d) \((?:no GST|GST (\d+\.\d\d))\)"
)


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


def proc(row: dict[str, str]):
    """(gross, export, fee, fee_gst) for a processor payout, else None."""
    m = PROC.search(row["note"])
    if not m:
        return None
    return (
        Decimal(m.group(1)),
        Decimal(m.group(2) or 0),
        Decimal(m.group(4)),
        Decimal(m.group(5) or 0),
        m.group(5) is not None,
    )


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
            p = proc(row)
            gross, export = (p[0], p[1]) if p else (amount, Decimal(0))
            f["G1"] += gross
            f["G2"] += export
            f["1A-per-row"] += gst(row)
            if p:
                f["G11"] += p[2]
                if not p[4]:
                    f["G14"] += p[2]
                f["1B-per-row"] += p[3]
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


P8 = ("P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-motor-vehicle", "P8-other")


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {k: Decimal(0) for k in ("P8-income",) + P8 + ("D9", "D10", "D12")}
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            p = proc(row)
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
        t[label] += sign * cents(abs(amount) * pct / 100) - credit
    t["homeOffice (fixed rate 0.70 x 144 h, in P8-other)"] = HOME_OFFICE_RATE * HOME_OFFICE_HOURS
    t["P8-other"] += HOME_OFFICE_RATE * HOME_OFFICE_HOURS
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()
    # 1. Up's CSV has no balance column: each Total = Subtotal + Round Up, and the totals chain the app's
    #    opening balance to its closing balance without going below zero (oldest row first).
    bal = OPENING_BALANCE
    for r in st:
        ru = Decimal(r["Round Up (AUD)"]) if r["Round Up (AUD)"] else Decimal(0)
        assert Decimal(r["Total (AUD)"]) == Decimal(r["Subtotal (AUD)"]) + ru, r
        if r["Currency"] == "AUD":
            assert r["Subtotal (Transaction Currency)"] == r["Subtotal (AUD)"], r
        bal += Decimal(r["Total (AUD)"])
        assert bal >= 0, ("overdrawn", r)
        assert r["Settled Date"] >= r["Time"][:10], r
    assert bal == CLOSING_BALANCE, ("closing balance", bal)
    assert [r["Time"] for r in st] == sorted(r["Time"] for r in st), "not oldest first"
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        assert (
            x["date"] == s["Time"][:10]
            and Decimal(x["amount"]) == Decimal(s["Total (AUD)"])
            and x["description"] == s["Description"]
        ), x
    # 3. per-row basFields add up to the worksheet G fields
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split():
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.30") and abs(w["1A-diff"]) <= Decimal("0.30"), (q, w)
    # 4. sanity: taxable BAS rows carry GST; private rows carry no BAS fields
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, totals chain {OPENING_BALANCE} -> "
        f"{CLOSING_BALANCE}, one-to-one, basFields = worksheet"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:50} {v:>12.2f}")
