"""Figures the labels in labels.csv give for Rosa Kelleher's FY 2025-26 (coffee van, Hobart; see person.md),
worked by plain arithmetic over labels.csv, plus the checks. Run: python3 hand_worked.py

- Sales (P8-income): G1 = GST-inclusive gross. Zeller settles NET of its 1.4 % fee: G1 takes the gross in the
  note ("gross X (GST-free F) less Zeller fee Y"); the fee is a purchase with no GST (G11 + G14, P8 other).
  GST-free sales (plain milk, fruit, water, per the POS split) are in the note ("GST-free F"): G3.
  1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: business/mixed rows with a return label (P8-..., D10). G10 capital, G11 the rest, G14 the part
  with no GST (whole price for gst_free/out_of_scope/input_taxed rows, gstFreePart for partly taxable rows),
  G15 private share of the taxable part. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
- Tax: P8 income = gross sales less GST; each cost x businessPercent less its credit. D9, D12 in full;
  D10 net of credit. Grinder written off (instant asset write-off). No home office claim.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("6218.40")
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
P8 = ("P8-cost-of-sales", "P8-depreciation", "P8-motor-vehicle", "P8-repairs", "P8-other")


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
        and rlabel(row) not in ("D9", "D12")
    )


def sale_parts(row) -> tuple[Decimal, Decimal, Decimal]:
    """(gross, GST-free part, Zeller fee) of a sale row."""
    g = re.search(r"gross (\d+\.\d\d)", row["note"])
    f = re.search(r"GST-free (\d+\.\d\d)", row["note"])
    z = re.search(r"Zeller fee (\d+\.\d\d)", row["note"])
    gross = Decimal(g.group(1)) if g else Decimal(row["amount"])
    return gross, Decimal(f.group(1)) if f else Decimal(0), Decimal(z.group(1)) if z else Decimal(0)


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
            gross, free, fee = sale_parts(row)
            assert gross - fee == amount, row
            f["G1"] += gross
            f["G3"] += free
            f["1A-per-row"] += gst(row)
            f["G11"] += fee
            f["G14"] += fee
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
    t = {k: Decimal(0) for k in ("P8-income", "P8-income-GST-free-part") + P8 + ("D9", "D10", "D12")}
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, free, fee = sale_parts(row)
            t["P8-income"] += gross - gst(row)
            t["P8-income-GST-free-part"] += free
            t["P8-other"] += fee
            continue
        if label in ("D9", "D12"):
            t[label] += -amount
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        t[label] += sign * cents(abs(amount) * pct / 100) - sign * cents(gst(row) * pct / 100)
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    def amt(r):
        return (Decimal(r["Credit"]) if r["Credit"] else Decimal(0)) + (
            Decimal(r["Debit"]) if r["Debit"] else Decimal(0)
        )

    bal = OPENING_BALANCE
    for r in st:  # oldest first; Debit is negative
        assert not r["Debit"] or Decimal(r["Debit"]) < 0, r
        bal += amt(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Transaction Date"].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == amt(s)
            and x["description"] == s["Narration"]
        ), x
    assert "2025-07-01" <= min(x["date"] for x in lab) and max(x["date"] for x in lab) <= "2026-06-30"
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
        assert abs(w["1B-diff"]) <= Decimal("0.50") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.50"), (
            q,
            w,
        )
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet"
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
