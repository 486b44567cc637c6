"""The figures the labels in labels.csv give for Maren Ostrowski's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the invoice shows where part of the price carries
  none: WA stamp duty on insurance, international postage on an Australia Post docket). gstFreePart is that part.
- Sales (atoLabel P8-income): G1 = GST-inclusive price. Square (market card reader) and Etsy payouts arrive net of
  fees: G1 takes the gross in the note ("gross X [(export E)] less <Processor> fee F"); the fee is a purchase with
  no GST (Square: financial supply; Etsy Ireland charges no GST to an ABN holder): G11 and G14; P8 other.
  Exports (Etsy orders posted overseas, commissions posted overseas): G2. A refunded deposit is a negative sale.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST; G15 = private
  share of the taxable part, (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Private rows, transfers and ATO payments are not on the BAS.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its GST
  credit, rounded per row, per return label; payout fees at P8 other. D10 = agent's fee less its credit. D9, D12
  in full. The rolling mill is written off in full (instant asset write-off). Car by logbook (40 %). Home office by
  actual costs (8 % of power, 25 % of internet), shown as homeOffice. Trading stock: cost of sales is adjusted by
  opening less closing stock (person.md).
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("4127.63")
OPENING_STOCK = Decimal("6850.00")
CLOSING_STOCK = Decimal("8120.00")
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
PAYOUT = re.compile(r"gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d)")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def amount_of(r: dict[str, str]) -> Decimal:
    """Signed amount of a Beyond Bank row: Credit less Debit (one of them blank)."""
    return Decimal(r["Credit"] or "0") - Decimal(r["Debit"] or "0")


def iso(d: str) -> str:
    """DD/MM/YYYY -> YYYY-MM-DD."""
    dd, mm, yy = d.split("/")
    return f"{yy}-{mm}-{dd}"


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
    """(gross, export part, GST-free part, fee) from a processor payout's note."""
    m = PAYOUT.search(row["note"])
    if not m:
        return None
    part = Decimal(m.group(3) or "0")
    return (
        Decimal(m.group(1)),
        part if m.group(2) == "export" else Decimal(0),
        part if m.group(2) == "GST-free" else Decimal(0),
        Decimal(m.group(5)),
    )


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, G3 GST-free part, fee) of a sale row."""
    p = payout(row)
    gross, export, free, fee = p if p else (Decimal(row["amount"]), Decimal(0), Decimal(0), Decimal(0))
    if row["gstTreatment"] == "export":
        export = gross
    if row["gstTreatment"] == "gst_free":
        free = gross
    return gross, export, free, fee


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            gross, export, free, fee = sale_parts(row)
            f["G1"] += gross
            f["G2"] += export
            f["G3"] += free
            f["1A-per-row"] += gst(row)
            f["G11"] += fee  # the processor's fee: a purchase with no GST
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
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for key in (
        "P8-income",
        "P8-cost-of-sales",
        "P8-rent",
        "P8-depreciation",
        "P8-other",
        "D9",
        "D10",
        "D12",
    ):
        t[key] = Decimal(0)
    home = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, _, fee = sale_parts(row)
            put("P8-income", gross - gst(row))
            put("P8-other", fee)
            continue
        if label in ("D9", "D12"):
            put(label, -amount)
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        cost = sign * cents(abs(amount) * pct / 100) - credit
        put(label, cost)
        if "home office" in row["note"]:
            home += cost
    # trading stock (person.md): cost of sales = opening stock + purchases - closing stock
    put("P8-cost-of-sales", OPENING_STOCK - CLOSING_STOCK)
    p8 = ("P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (actual costs, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + amount[i])
    bal = OPENING_BALANCE
    for r in st:
        bal += amount_of(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows (label date = the local date of Up's Time)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        assert (
            x["date"] == iso(s["Date"])
            and Decimal(x["amount"]) == amount_of(s)
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
    # 3. per-row basFields add up to the worksheet G fields
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split(";"):
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. GST sanity: every taxable business row has a GST amount; private rows have no BAS fields
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x) and Decimal(x["amount"]) != sale_parts(x)[0] - sale_parts(x)[3]:
            raise AssertionError(("payout net != gross - fee", x))
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
        print(f"   {k:50} {v:>12.2f}")
