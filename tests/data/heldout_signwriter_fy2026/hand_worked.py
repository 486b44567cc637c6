"""The figures the labels in labels.csv give for Callum Brereton's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the invoice shows where part of the price carries
  none: VIC stamp duty on insurance, the VicRoads registration fee, international postage). gstFreePart is that
  part with no GST (on a Creative Market payout: the export part).
- Sales (atoLabel P8-income): G1 = GST-inclusive price. Stripe and Creative Market pay out net: G1 takes the gross
  in the note ("gross X [(export E)] less <payer> fee|commission F [(GST g)]"). Stripe's fee carries GST (its
  tax invoice): G11 only, credit g. Creative Market's commission is from a US company with no GST: G11 and G14.
  Exports (template sales to buyers overseas, the NZ design job): G2. 1A = (G1 - G2 - G3 - G4) / 11.
- Purchases: business or mixed rows with a return label other than wages, employee super, D9, D12; GST included,
  refunds negative. G10 = capital; G11 = the rest; G14 = the part with no GST (whole price for out_of_scope /
  input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private share of the taxable part,
  (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
- Wages: W1 = gross wages paid in the quarter (the helper's pay runs; W2 = 0, nothing withheld).
  Private rows, transfers, ATO payments, the duplicate charge and its reversal are not on the BAS.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its GST
  credit, rounded per row, per return label; payout fees at P8 other (Stripe's less its GST). Wages and employee
  super in full. D10 = agent's fee less its credit. D9, D12 in full. The plotter (under 20,000 ex GST) is written
  off (instant asset write-off). Home office by actual costs: the business shares of home internet and home
  power (P8 other), shown as homeOffice.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("5412.68")
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
    "W1",
    "W2",
    "1A-per-row",
    "1B-per-row",
    "1B-diff",
)
PAYOUT = re.compile(
    r"gross (\d+\.\d\d)(?: \(export (\d+\.\d\d)\))? less .+? (?:fee|commission) (\d+\.\d\d)(?: \(GST (\d+\.\d\d)\))?"
)
NOT_PURCHASE = ("P8-wages", "P8-super", "D9", "D12")


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
        and rlabel(row) not in NOT_PURCHASE
    )


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, fee, GST in the fee) of a sale row."""
    m = PAYOUT.search(row["note"])
    if m:
        gross, export = Decimal(m.group(1)), Decimal(m.group(2) or "0")
        fee, fee_gst = Decimal(m.group(3)), Decimal(m.group(4) or "0")
    else:
        gross, export, fee, fee_gst = Decimal(row["amount"]), Decimal(0), Decimal(0), Decimal(0)
    if row["gstTreatment"] == "export":
        export = gross
    return gross, export, fee, fee_gst


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            gross, export, fee, fee_gst = sale_parts(row)
            f["G1"] += gross
            f["G2"] += export
            f["1A-per-row"] += gst(row)
            f["G11"] += fee
            if fee and not fee_gst:
                f["G14"] += fee  # commission from an overseas supplier, no GST
            f["1B-per-row"] += fee_gst
        elif rlabel(row) == "P8-wages":
            f["W1"] += -amount
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
        "P8-wages",
        "P8-super",
        "P8-rent",
        "P8-depreciation",
        "P8-other",
        "D9",
        "D10",
        "D12",
    )
    t = dict.fromkeys(keys, Decimal(0))
    home = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, fee, fee_gst = sale_parts(row)
            t["P8-income"] += gross - gst(row)
            t["P8-other"] += fee - fee_gst
            continue
        if label in ("D9", "D12", "P8-wages", "P8-super"):
            t[label] += -amount
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        cost = sign * cents(abs(amount) * pct / 100) - credit
        t[label] += cost
        if "home office" in row["note"]:
            home += cost
    p8 = ("P8-cost-of-sales", "P8-wages", "P8-super", "P8-rent", "P8-depreciation", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (actual costs, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def signed(r: dict[str, str]) -> Decimal:
    return (Decimal(r["Credit"]) if r["Credit"] else Decimal(0)) - (
        Decimal(r["Debit"]) if r["Debit"] else Decimal(0)
    )


def checks() -> None:
    st, lab = statement(), labels()

    # 1. balance chain: the export is newest first, so walk it bottom-up from the opening balance
    bal = OPENING_BALANCE
    for r in reversed(st):
        assert bool(r["Debit"]) != bool(r["Credit"]), r
        bal += signed(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
        assert bal >= 0, r
    # 2. labels one to one with statement rows (line 1 = first data row = newest)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, m, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{m}-{d}"
            and Decimal(x["amount"]) == signed(s)
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
    dates = [x["date"] for x in sorted(lab, key=lambda x: int(x["line"]))]
    assert dates == sorted(dates, reverse=True), "statement is not newest first"
    # 3. per-row basFields add up to the worksheet fields
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for part in x["basFields"].split(";"):
                    k, v = part.split(":")
                    sums[k] = sums.get(k, Decimal(0)) + Decimal(v)
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. GST sanity
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, _, fee, _ = sale_parts(x)
            assert Decimal(x["amount"]) == gross - fee, ("payout net != gross - fee", x)
    # 5. each ATO BPAY for a FY2026 quarter = that quarter's whole-dollar net GST + the PAYG instalment
    for x in lab:
        m = re.match(r"Q(\d) FY2026 activity statement: net GST (\d+) \+ PAYG instalment (\d+)", x["note"])
        if m:
            w = bas(int(m.group(1)))
            n = int(w["G1"] - w["G2"] - w["G3"] - w["G4"]) // 11
            b = int(w["G10"] + w["G11"] - w["G13"] - w["G14"] - w["G15"]) // 11
            assert int(m.group(2)) in (int(w["net"]), n - b, int(w["1A"]) - int(w["1B"])), (x, w["net"])
            assert -Decimal(x["amount"]) == int(m.group(2)) + int(m.group(3)), x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, ATO payments = net GST + instalment"
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
