"""The figures the labels in labels.csv give for Tomasz Nowak's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (on every taxable row: 1/11 of the price, or the GST the invoice shows where part
  of the price carries none: NSW insurance stamp duty). gstFreePart is that part with no GST (on a Stripe
  payout: the export or GST-free part of the gross).
- Sales (atoLabel P8-income): G1 = GST-inclusive price. NDIS supports in a participant's plan under a service
  agreement are GST-free (s38-38): G3. Exports of services / digital products to non-residents outside
  Australia (s38-190 item 2): G2. Stripe payouts arrive net of Stripe's fee: G1 takes the gross in the note
  ("gross X [(export E|GST-free F)] less Stripe fee Y"); the fee is a purchase WITH GST (Stripe's monthly tax
  invoice): G11, credit Y/11, P8 other at Y less its credit.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a P8 expense label (or D10), GST included, refunds
  negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST (whole price for
  out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private share of the
  taxable part, (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Wages (P8-wages) and employer super (P8-super) are not purchases: wages go to W1 (gross) and W2 (withheld),
  read from the note "gross X less PAYG withheld W".
- Per-row figures, for comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus each Stripe fee's GST.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its
  GST credit, rounded per row; wages at the gross; the mower (under 20,000 ex GST) is written off in full
  (instant asset write-off, "deduct X" in its note). Home office: actual cost method, the power share (in
  P8-other, also shown alone). D9, D12 in full; D10 = the accountant less its GST credit.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("9482.17")
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
    "W1",
    "W2",
    "1A",
    "1B",
    "net",
    "1A-per-row",
    "1B-per-row",
    "1B-diff",
)
NOT_PURCHASES = ("P8-income", "P8-wages", "P8-super", "D9", "D12")


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
    return row["use"] in ("business", "mixed") and bool(row["atoLabel"]) and rlabel(row) not in NOT_PURCHASES


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal] | None:
    """(gross, export part, GST-free part, fee) from a Stripe payout's note."""
    m = re.search(
        r"gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less Stripe fee (\d+\.\d\d)", row["note"]
    )
    if not m:
        return None
    part = Decimal(m.group(3) or "0")
    export = part if m.group(2) == "export" else Decimal(0)
    free = part if m.group(2) == "GST-free" else Decimal(0)
    return Decimal(m.group(1)), export, free, Decimal(m.group(4))


def wage(row: dict[str, str]) -> tuple[Decimal, Decimal]:
    m = re.search(r"gross (\d+\.\d\d) less PAYG withheld (\d+\.\d\d)", row["note"])
    assert m, row
    return Decimal(m.group(1)), Decimal(m.group(2))


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, G3 GST-free part, Stripe fee) of a sale row."""
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
            f["G11"] += fee  # Stripe's fee: a taxable purchase
            f["1B-per-row"] += cents(fee / 11)
        elif rlabel(row) == "P8-wages":
            w1, w2 = wage(row)
            f["W1"] += w1
            f["W2"] += w2
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
    p8 = (
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-repairs",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-other",
    )
    t: dict[str, Decimal] = dict.fromkeys(("P8-income",) + p8 + ("D9", "D10", "D12"), Decimal(0))
    home = Decimal(0)

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, _, fee = sale_parts(row)
            put("P8-income", gross - gst(row))
            put("P8-other", fee - cents(fee / 11))
            continue
        if label in ("D9", "D12", "P8-super"):
            put(label, -amount)
            continue
        if label == "P8-wages":
            put(label, wage(row)[0])
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        cost = sign * cents(abs(amount) * pct / 100) - credit
        m = re.search(r"deduct (\d+\.\d\d)", row["note"])
        if m:  # instant asset write-off of the GST-exclusive cost
            assert Decimal(m.group(1)) == cost, row
        if "home office" in row["note"]:
            home += cost
        put(label, cost)
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (power share, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def split_fields(text: str) -> list[tuple[str, Decimal]]:
    out = []
    for part in re.split(r"[;\s]+", text.strip()):
        if part:
            k, v = part.split(":")
            out.append((k, Decimal(v)))
    return out


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] - debit + credit)
    bal = OPENING_BALANCE
    for r in st:
        bal += Decimal(r["Credit"] or "0") - Decimal(r["Debit"] or "0")
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
        assert bool(r["Credit"]) != bool(r["Debit"]), r
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert [int(x["line"]) for x in lab] == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date"].split("/")
        signed = Decimal(s["Credit"] or "0") - Decimal(s["Debit"] or "0")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == signed
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
    # 3. per-row basFields add up to the worksheet fields
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last and x["basFields"]:
                for k, v in split_fields(x["basFields"]):
                    sums[k] = sums.get(k, Decimal(0)) + v
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.25") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.25"), (
            q,
            w,
        )
    # 4. GST sanity: taxable business rows carry GST; private / transfer rows are off the BAS
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
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
