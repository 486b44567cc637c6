"""The figures the labels in labels.csv give for Priya Raman's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (filled for every taxable row: 1/11 of the price, or the GST the invoice shows
  where part of the price carries none: NSW stamp duty on the indemnity insurance). gstFreePart is that part
  with no GST (on a Stripe payout: the export part).
- Sales (atoLabel P8-income): G1 = GST-inclusive price. GoCardless and Stripe payouts arrive net of fees: G1
  takes the gross in the note ("gross X [(export E)] less GoCardless fee F" / "less Stripe fee F"), and the fee
  is a purchase: G11. GoCardless (overseas supplier, ABN given) charges no GST: G11 and G14. Stripe's
  Australian entity charges GST in its fee: G11 only, credit fee/11. Exports (services to the NZ and UK
  clients, non-residents not in Australia, s38-190): G2, GST-free (see README on G2 vs G3).
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST (whole
  price for out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private
  share of the taxable part, (100 - businessPercent) %, per row, rounded.
  1B = (G10 + G11 - G13 - G14 - G15) / 11 (worksheet). Rows with no return label (private money, transfers,
  ATO payments and refunds, Medicare, the client's duplicate payment and its refund) are not on the BAS.
- Per-row figures, for comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus each Stripe fee's GST.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its
  GST credit, rounded per row, per return label; payout fees at P8 other (Stripe's net of its GST).
  D10 = tax agent's fee less its credit. D9 and D12 in full. Laptop and monitors (3,996.36 ex GST, under
  20,000): instant asset write-off, P8 depreciation. Car: cents per km, 3,150 business km x 0.88 = 2,772.00
  (P8 motor vehicle; no bank row, fuel and car bills are private rows with no GST credit). Home office: actual
  cost method, power at 12 % (inside P8 other; shown as homeOffice).
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("6342.18")
CAR_KM, CAR_RATE = Decimal("3150"), Decimal("0.88")
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
    with (HERE / "statement.csv").open(encoding="utf-8", newline="") as h:
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


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, str] | None:
    """(gross, export part, fee, processor) from a GoCardless or Stripe payout's note."""
    m = re.search(
        r"gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (Stripe|GoCardless) fee "
        r"(\d+\.\d\d)",
        row["note"],
    )
    if not m:
        return None
    return Decimal(m.group(1)), Decimal(m.group(3) or "0"), Decimal(m.group(5)), m.group(4)


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, fee, GST in the fee) of a sale row."""
    p = payout(row)
    gross, export, fee, proc = p if p else (Decimal(row["amount"]), Decimal(0), Decimal(0), "")
    if row["gstTreatment"] == "export":
        export = gross
    fee_gst = cents(fee / 11) if proc == "Stripe" else Decimal(0)
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
            f["G11"] += fee  # the processor's fee: a purchase
            if fee and not fee_gst:
                f["G14"] += fee  # GoCardless: no GST in the fee
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
    t: dict[str, Decimal] = dict.fromkeys(
        ("P8-income", "P8-depreciation", "P8-motor-vehicle", "P8-other", "D9", "D10", "D12"), Decimal(0)
    )
    home = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, fee, fee_gst = sale_parts(row)
            t["P8-income"] += gross - gst(row)
            t["P8-other"] += fee - fee_gst
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
        t[label] += cost
        if row["category"] == "Utilities":
            home += cost
    t["P8-motor-vehicle"] += cents(CAR_KM * CAR_RATE)  # cents per km: no bank row
    p8 = ("P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (actual cost: power 12 %, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    def signed(r: dict[str, str]) -> Decimal:
        return (Decimal(r["Credit"]) if r["Credit"] else Decimal(0)) - (
            Decimal(r["Debit"]) if r["Debit"] else Decimal(0)
        )

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + credit - debit)
    bal = OPENING_BALANCE
    for r in st:
        assert bool(r["Debit"]) != bool(r["Credit"]), ("one of debit/credit", r)
        bal += signed(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == signed(s)
            and x["description"] == s["Transaction Details"]
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
    # 4. GST sanity: taxable business rows carry GST; private and transfer rows have no BAS fields
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
        print(f"   {k:55} {v:>12.2f}")
