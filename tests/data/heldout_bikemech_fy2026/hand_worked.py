"""The figures the labels in labels.csv give for Rhys Calloway's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the notice shows where part of the price carries
  none: VIC stamp duty on insurance, the VicRoads registration fee). gstAmount is always the size of the GST;
  the sign comes from the row (refunds reduce). gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price; a refund to a customer is a negative sale (reduces G1).
  Square and TrailRent pay out net: G1 takes the gross in the note ("gross X less Square fee F" or
  "gross X less TrailRent commission F (GST g)"). Square's fee has no GST (financial supply): G11 and G14.
  TrailRent's commission is a taxable supply with a tax invoice: G11, credit g. Both are P8 other expenses.
  No exports and no GST-free sales: G2 = G3 = G4 = 0. 1A = G1 / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST (whole price
  for out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private share of the
  taxable part, (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Private rows, transfers, loans, ATO payments and the private bike sale are not on the BAS.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its GST
  credit, rounded per row, per return label; payout fees and commission (less its credit) at P8 other.
  D10 = agent's fee less its credit. D9, D12 in full. The hire e-bike and the tools are written off (instant
  asset write-off, each under 20,000 ex GST). Trading stock: the stocktake change is under 5,000, so no
  adjustment (person.md); cost of sales = parts bought.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("4186.42")
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
PAYOUT = re.compile(
    r"gross (\d+\.\d\d) less (Square fee|TrailRent commission) (\d+\.\d\d)(?: \(GST (\d+\.\d\d)\))?"
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


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal]:
    """(G1 gross, fee, GST in the fee) of a sale row; gross is negative for a refund to a customer."""
    m = PAYOUT.search(row["note"])
    if not m:
        return Decimal(row["amount"]), Decimal(0), Decimal(0)
    return Decimal(m.group(1)), Decimal(m.group(3)), Decimal(m.group(4) or "0")


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            gross, fee, fee_gst = sale_parts(row)
            f["G1"] += gross
            f["1A-per-row"] += gst(row) if gross > 0 else -gst(row)
            f["G11"] += fee  # the processor's fee or the platform's commission: a purchase
            f["G14"] += fee if not fee_gst else Decimal(0)  # Square's fee has no GST; TrailRent's has
            f["1B-per-row"] += fee_gst
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
    van = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, fee, fee_gst = sale_parts(row)
            put("P8-income", gross - (gst(row) if gross > 0 else -gst(row)))
            put("P8-other", fee - fee_gst)
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
        if row["category"].startswith("Motor Vehicle"):
            van += cost
    p8 = ("P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["van (logbook share, inside P8-other)"] = van
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def st_date(s: dict[str, str]) -> str:
    d, m, y = s["Date"].split("/")
    return f"{y}-{m}-{d}"


def st_amount(s: dict[str, str]) -> Decimal:
    assert bool(s["Debit"]) != bool(s["Credit"]), s
    return Decimal(s["Credit"]) if s["Credit"] else -Decimal(s["Debit"])


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + credit - debit)
    bal = OPENING_BALANCE
    prev = ""
    for r in st:
        bal += st_amount(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
        assert bal > 0, ("no overdraft on this account", r)
        assert st_date(r) >= prev, ("rows out of date order", r)
        prev = st_date(r)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        assert (
            x["date"] == st_date(s)
            and Decimal(x["amount"]) == st_amount(s)
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
        assert abs(w["1B-diff"]) <= Decimal("0.30") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.30"), (
            q,
            w,
        )
    # 4. GST sanity; payout net = gross - fee
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, fee, _ = sale_parts(x)
            if Decimal(x["amount"]) != gross - fee:
                raise AssertionError(("payout net != gross - fee", x))
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, payout net = gross - fee"
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
