"""The figures the labels in labels.csv give for Harriet Ngata's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (filled for every taxable row: 1/11 of the price, or the GST the tax invoice shows
  where part of the price carries none: the Airbnb host's share, a recruiter's passed-through incentives; for a
  sale, GST in the taxable part of the gross). gstFreePart is the part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive gross. Processor payouts arrive net of the fee: the note reads
  "gross G (export X) less <Processor> fee F"; G1 takes G, G2 takes X (exports: services to clients outside
  Australia), and the fee is a purchase: Stripe's fee carries GST (Stripe's tax invoice; G11 only), Upwork's
  does not (G11 and G14). Wise deposits are exports in full (G1 and G2; no fee borne). G3 = G4 = 0.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10, or G10 / G11 alone:
  on the BAS but no deduction of their own), GST included, refunds negative. G10 = capital (atoLabel holds G10);
  G11 = the rest; G14 = the part with no GST (whole price for out_of_scope / input_taxed rows, gstFreePart for
  partly taxable rows); G15 = private share of the taxable part, (100 - businessPercent) %, per row, rounded.
  1B = (G10 + G11 - G13 - G14 - G15) / 11 (worksheet). Rows with no return label (private money, wages, rent,
  transfers, ATO payments, the duplicate client payment and its refund) are not on the BAS.
- Per-row figures, for comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus 1/11 of each Stripe fee.
- Tax: P8 income = gross sales less GST. A business cost counts cost x businessPercent less its GST credit,
  rounded per row, per return label; processor fees at P8 other (Stripe's net of its credit). Phone and
  internet (atoLabel G11 alone) give GST credits only: their deduction is inside the home-office fixed rate
  (70 cents x 1,064 hours, P8 other expenses on the return). Laptop and monitor: instant asset write-off of the
  business share (P8 depreciation). D10 = accountant less its credit. D12 and D15 in full. Wages (I1) are shown
  as banked (net): the return takes gross pay and tax withheld from the income statement.
"""

from __future__ import annotations

import csv
import re
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("6412.38")
HOME_OFFICE_HOURS = 1064
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
    "1B-diff",
)
FEE_HAS_GST = {"Stripe": True, "Upwork": False}
NO_DEDUCTION = ("G10", "G11")  # on the BAS only
PERSONAL = ("D10", "D12", "D15")
PAYOUT = re.compile(r"gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d)")


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
        and rlabel(row) not in ("D12", "D15", "I1-salary")
    )


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, str, Decimal] | None:
    """(gross, export part, processor, fee) from a payout's note."""
    m = PAYOUT.search(row["note"])
    if not m:
        return None
    export = Decimal(m.group(3)) if m.group(2) == "export" else Decimal(0)
    return Decimal(m.group(1)), export, m.group(4), Decimal(m.group(5))


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
            elif row["gstTreatment"] == "export":
                f["G2"] += gross
            elif row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
            if p:  # the processor's fee: a purchase
                f["G11"] += p[3]
                if FEE_HAS_GST[p[2]]:
                    f["1B-per-row"] += cents(p[3] / 11)
                else:
                    f["G14"] += p[3]
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
        "P8-rent",
        "P8-depreciation",
        "P8-other",
        "P8-home-office-fixed-rate",
        "D10",
        "D12",
        "D15",
        "I1-salary (net as banked)",
        "G11-only (GST credit, deduction inside the fixed rate)",
        "exports in P8-income (G2)",
    )
    t: dict[str, Decimal] = dict.fromkeys(keys, Decimal(0))
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            p = payout(row)
            gross = p[0] if p else amount
            t["P8-income"] += gross - gst(row)
            if p:
                t["exports in P8-income (G2)"] += p[1]
                t["P8-other"] += p[3] - (cents(p[3] / 11) if FEE_HAS_GST[p[2]] else Decimal(0))
            elif row["gstTreatment"] == "export":
                t["exports in P8-income (G2)"] += gross
            continue
        if label == "I1-salary":
            t["I1-salary (net as banked)"] += amount
            continue
        if label in ("D12", "D15"):
            t[label] += -amount
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        if label in NO_DEDUCTION:
            t["G11-only (GST credit, deduction inside the fixed rate)"] += -amount
            continue
        t[label] += sign * cents(abs(amount) * pct / 100) - credit
    t["P8-home-office-fixed-rate"] = HOME_OFFICE_RATE * HOME_OFFICE_HOURS
    p8 = ("P8-rent", "P8-depreciation", "P8-other", "P8-home-office-fixed-rate")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D10 + D12 + D15)"] = t["P8-totalExpenses"] + t["D10"] + t["D12"] + t["D15"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (newest first: balance[i] = balance[i+1] + amount[i])
    bal = OPENING_BALANCE
    for r in reversed(st):
        bal += Decimal(r["Amount"])
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows (date, signed amount, Original Description)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d = datetime.strptime(s["Transaction Date"], "%d %b %Y").date().isoformat()
        assert x["date"] == d and Decimal(x["amount"]) == Decimal(s["Amount"]), x
        assert x["description"] == s["Original Description"], x
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
        for k in ("G1", "G2", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. payouts: gross less fee is what reached the bank; export part within the gross
    for x in lab:
        p = payout(x)
        if p:
            assert p[0] - p[3] == Decimal(x["amount"]) and Decimal(0) <= p[1] <= p[0], x
            if p[1] == p[0]:
                assert x["gstTreatment"] == "export" and not x["gstAmount"], x
            else:
                assert x["gstTreatment"] == "taxable" and gst(x) == cents((p[0] - p[1]) / 11), x
    # 5. GST sanity: taxable business rows carry a GST amount; private rows have no BAS fields
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "out_of_scope", "input_taxed", "gst_free"):
            assert not x["gstAmount"], x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, payout notes"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:56} {v:>12.2f}")
