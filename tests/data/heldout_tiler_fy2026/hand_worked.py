"""The figures the labels in labels.csv give for Marco Vitale's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv, plus the checks. Run:  python3 hand_worked.py   (exit 0 only if the checks pass)

Rules (ATO GST calculation worksheet, quarterly, cash basis, by bank posting date; individual return with the
business and professional items schedule P8):
- GST in a row: gstAmount (every taxable row: 1/11, or the invoice's GST where part of the price has none:
  SA stamp duty on insurance, Service SA registration fee / LSS levy / admin). gstFreePart = that part.
- Sales (P8-income): G1 = money received incl GST (RCTIs from builders, retention only when released, the
  materials recharge, cash). No exports / GST-free / input-taxed sales: G2=G3=G4=0. 1A = G1/11.
- Purchases: business or mixed rows with a return label other than D9/D12/D15 (D10 accountant included: GST
  credit claimed). G10 capital (atoLabel holds G10), else G11; G14 = part with no GST; G15 = private share of
  the taxable part per row. 1B = (G10 + G11 - G13 - G14 - G15)/11. Refunds negative.
- Tax: P8 income = G1 less GST. A cost counts cost x businessPercent less its GST credit (rounded per row).
  D10 = accountant less credit. D9, D12, D15 in full (D15 income protection: input-taxed, no credit).
  No home office claim (see person.md).
"""

from __future__ import annotations

import csv
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("8216.43")
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


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def rlabel(row):
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row):
    return rlabel(row) == "P8-income"


def is_purchase(row):
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and rlabel(row) not in ("D9", "D12", "D15")
    )


def gst(row):
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            f["G1"] += amount
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
    f["1B-diff"] = f["1B"] - f["1B-per-row"]
    return f


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary() -> dict[str, Decimal]:
    keys = (
        "P8-income",
        "P8-cost-of-sales",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-other",
        "D9",
        "D10",
        "D12",
        "D15",
    )
    t = dict.fromkeys(keys, Decimal(0))
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            t["P8-income"] += amount - gst(row)
        elif label in ("D9", "D12", "D15"):
            t[label] += -amount
        elif is_purchase(row):
            pct = Decimal(row["businessPercent"])
            sign = 1 if amount < 0 else -1
            credit = sign * cents(gst(row) * pct / 100)
            t[label] += sign * cents(abs(amount) * pct / 100) - credit
    p8 = ("P8-cost-of-sales", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12 + D15)"] = (
        t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"] + t["D15"]
    )
    return t


def checks() -> None:
    st, lab = statement(), labels()
    bal = OPENING_BALANCE
    for r in reversed(st):  # newest first
        bal += Decimal(r["Amount"])
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, m, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{m}-{d}"
            and Decimal(x["amount"]) == Decimal(s["Amount"])
            and x["description"] == s["Description"]
        ), x
        assert x["date"] >= "2025-07-01" and x["date"] <= "2026-06-30", x
    for q, (first, last) in QUARTERS.items():
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split():
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstFreePart"]:
            assert x["gstTreatment"] == "taxable", x
    assert 480 <= len(st) <= 620, len(st)
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain "
        f"{OPENING_BALANCE} -> {bal}, one-to-one, basFields = worksheet"
    )


if __name__ == "__main__":
    try:
        checks()
    except AssertionError as e:
        print("CHECK FAILED:", e)
        sys.exit(1)
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:46} {v:>12.2f}")
