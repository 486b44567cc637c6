"""The figures the labels in labels.csv give for Tahlia Brennan-Ruiz's FY 2025-26 (see person.md), worked by
plain arithmetic over labels.csv, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return, P8 business schedule):
- GST in a row: its gstAmount (1/11, or the invoice's GST where WA stamp duty is in the price; gstFreePart).
- Sales (P8-income): G1 = GST-inclusive price, signed (the cancelled-wedding deposit refund is negative).
  Fresha payouts arrive net of Fresha's fees: G1 takes the gross in the note ("gross X less Fresha fee Y");
  the fee is a taxable purchase (Fresha issues tax invoices with GST): G11, credit fee/11, P8 other.
  G2=G3=G4=0. 1A = G1 / 11.
- Purchases: business or mixed rows with a return label. G10 capital, G11 the rest, G14 the part with no
  GST, G15 private share of the taxable part per row. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
- Car: cents per km (3,400 business km x 0.88 = 2,992.00, P8 motor vehicle); car rows carry no label and
  no GST credit. Salon room (business premises, 15 %) is claimed through the rent and power rows (P8 other).
- Tax: cost x businessPercent less its GST credit, rounded per row; D10 net of credit; D9 and D12 in full.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("5218.40")
CENTS_PER_KM = Decimal("0.88")
BUSINESS_KM = 3400
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


def square(row: dict[str, str]) -> tuple[Decimal, Decimal] | None:
    """Fresha payout: (gross, fee) from the note."""
    m = re.search(r"gross (\d+\.\d\d) less Fresha fee (\d+\.\d\d)", row["note"])
    return (Decimal(m.group(1)), Decimal(m.group(2))) if m else None


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
            sq = square(row)
            gross = sq[0] if sq else amount
            f["G1"] += gross
            if row["gstTreatment"] == "export":
                f["G2"] += gross
            elif row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
            if sq:  # Fresha's fee: a taxable purchase
                f["G11"] += sq[1]
                f["1B-per-row"] += cents(sq[1] / 11)
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
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for key in (
        "P8-income",
        "P8-cost-of-sales",
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-other",
        "D9",
        "D10",
        "D12",
    ):
        t[key] = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            sq = square(row)
            put("P8-income", (sq[0] if sq else amount) - gst(row))
            if sq:
                put("P8-other", sq[1] - cents(sq[1] / 11))
            continue
        if label in ("D9", "D12"):
            put(label, -amount)
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        put(label, sign * cents(abs(amount) * pct / 100) - credit)
    put("P8-motor-vehicle", CENTS_PER_KM * BUSINESS_KM)  # cents per km, no bank row
    home = sum(
        (
            cents(-Decimal(r["amount"]) * Decimal(r["businessPercent"]) / 100)
            - cents(gst(r) * Decimal(r["businessPercent"]) / 100)
            for r in labels()
            if r["category"] in ("Rent & Mortgage", "Utilities") and rlabel(r)
        ),
        Decimal(0),
    )
    p8 = ("P8-cost-of-sales", "P8-contractors", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (salon room share of rent + power, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + amount[i])
    def amt(r: dict[str, str]) -> Decimal:
        return Decimal(r["Amount"])

    bal = OPENING_BALANCE
    for r in st:
        bal += amt(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == amt(s)
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
        for k in ("G1", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10")
    # 4. GST sanity: every taxable business row has a GST amount; private rows have no BAS fields
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
