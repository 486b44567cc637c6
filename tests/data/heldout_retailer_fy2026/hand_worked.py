"""The figures the labels in labels.csv give for Carla Vennard's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (unsigned; filled for every taxable row: 1/11 of the price, or the GST the invoice
  shows where part of the price carries none: NSW stamp duty, duty, freight, international postage, the ABF
  processing charge). gstFreePart is that part with no GST (on a payout: the export part).
- Sales (atoLabel P8-income): G1 = GST-inclusive price (a refund to a customer is a negative sale). Platform
  payouts arrive net of fees: G1 takes the gross in the note ("gross G [(export X)] less <Processor> fee F") and
  the fee is a purchase at G11. Shopify Payments and PayPal fees carry no GST (G14 as well); Afterpay, Amazon
  and eBay fees include GST (tax invoices), credit F/11. Exports (overseas web orders, the NZ shop): G2.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: business or mixed rows with a return label (P8-..., D10), GST included, refunds negative.
  G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST; G15 = private share of the
  taxable part, (100 - businessPercent) %, rounded per row.
  Imports: the overseas supplier's price for a taxable importation (note "taxable importation") is NOT at G11
  (ATO BAS instructions for G10/G11); only the Wise fee inside a Wise transfer is (G11 and G14, input taxed).
  The broker's / DHL's invoice puts the import GST x 11 at G11 (= value of the taxable importation + GST)
  plus its taxable charges; the duty, freight and ABF charge in it are inside that value and not added again:
  G11 = amount - gstFreePart + 10 x import GST, no G14.
  1B = (G10 + G11 - G13 - G14 - G15) / 11 (worksheet). Rows with no return label (private money, transfers,
  ATO, the speeding fine, the duplicate rent and its refund) are not on the BAS.
- Per-row figures, for comparison: 1A-per-row = sum of each sale's GST (signed); 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus each GST-bearing fee's F/11. basFields (per row)
  must add up to the worksheet's G fields exactly.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its
  GST credit, rounded per row, per return label; payout fees at P8 other less any credit. Cost of sales =
  opening stock + purchases (P8-cost-of-sales rows: stock, Wise transfers incl. Wise's fee, duty, freight,
  broker and DHL charges) - closing stock (stocktake, person.md). Depreciation: racking written off
  (instant asset write-off, 4,800.00 ex GST) + the van's small business pool at 30 % of its opening balance.
  D10 = accountant less its credit. D9 and D12 in full. No home office claim (person.md).
- Income tax on the earnings basis (a retailer with trading stock): P8 income = payouts' gross ex GST plus the
  change in platform sales made but not yet paid out (ex GST, 30 June figures in person.md); the platform fees
  on those move P8 other the same way. The BAS stays on the cash basis (payout date = receipt).
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("12604.18")
OPENING_STOCK = Decimal("41380.00")  # stocktake 30 Jun 2025, at cost (person.md)
CLOSING_STOCK = Decimal(
    "53934.99"
)  # 30 Jun 2026 at cost: counted 45,985.00 + in transit 7,949.99 (person.md)
VAN_POOL_OPENING = Decimal("23264.50")  # small business pool at 1 Jul 2025 (person.md)
# earnings basis for income tax: platform sales made but not yet paid out (ex GST) and the fees on them (ex GST)
DEBTORS_OPENING, DEBTORS_CLOSING = Decimal("4102.09"), Decimal("3357.09")  # person.md
FEES_OPENING, FEES_CLOSING = Decimal("121.37"), Decimal("98.62")  # person.md
FEE_HAS_GST = {"Shopify": False, "PayPal": False, "Afterpay": True, "Amazon": True, "eBay": True}
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


def dec(text: str) -> Decimal:
    return Decimal(text) if text else Decimal(0)


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, str] | None:
    """(gross, export part, fee, processor) from a payout's note."""
    m = re.fullmatch(r"gross (\d+\.\d\d)(?: \(export (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d)", row["note"])
    if not m:
        return None
    return Decimal(m.group(1)), Decimal(m.group(2) or "0"), Decimal(m.group(4)), m.group(3)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, fee, GST credit on the fee) of a sale row."""
    p = payout(row)
    if p:
        gross, export, fee, proc = p
        credit = cents(fee / 11) if FEE_HAS_GST[proc] else Decimal(0)
        return gross, export, fee, credit
    gross = Decimal(row["amount"])
    export = gross if row["gstTreatment"] == "export" else Decimal(0)
    return gross, export, Decimal(0), Decimal(0)


def sale_gst(row: dict[str, str]) -> Decimal:
    """The sale's GST, signed (a refund to a customer is negative)."""
    gross = sale_parts(row)[0]
    return dec(row["gstAmount"]) if gross >= 0 else -dec(row["gstAmount"])


def purchase_fields(row: dict[str, str]) -> dict[str, Decimal]:
    """This purchase row's G10/G11/G14/G15."""
    cost = -Decimal(row["amount"])
    sign = 1 if cost > 0 else -1
    pct = int(row["businessPercent"])
    free = dec(row["gstFreePart"])
    f: dict[str, Decimal] = {}
    if row["note"].startswith("taxable importation"):
        m = re.search(r"Wise fee (\d+\.\d\d)", row["note"])
        if m:
            f["G11"] = f["G14"] = Decimal(m.group(1))
        return f
    m = re.search(r"import GST (\d+\.\d\d)", row["note"])
    if m:
        f["G11"] = cost - free + 10 * Decimal(m.group(1))
        return f
    taxable = abs(cost) - free if row["gstTreatment"] == "taxable" else Decimal(0)
    f["G10" if "G10" in row["atoLabel"] else "G11"] = cost
    if abs(cost) - taxable:
        f["G14"] = sign * (abs(cost) - taxable)
    if cents(taxable * (100 - pct) / 100):
        f["G15"] = sign * cents(taxable * (100 - pct) / 100)
    return f


def purchase_credit(row: dict[str, str]) -> Decimal:
    cost = -Decimal(row["amount"])
    sign = 1 if cost > 0 else -1
    return sign * cents(dec(row["gstAmount"]) * int(row["businessPercent"]) / 100)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        if is_sale(row):
            gross, export, fee, credit = sale_parts(row)
            f["G1"] += gross
            f["G2"] += export
            if row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += sale_gst(row)
            f["G11"] += fee
            if fee and not credit:
                f["G14"] += fee
            f["1B-per-row"] += credit
        elif is_purchase(row):
            for k, v in purchase_fields(row).items():
                f[k] += v
            f["1B-per-row"] += purchase_credit(row)
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
    for key in (
        "P8-income",
        "P8-openingStock",
        "P8-purchases",
        "P8-closingStock",
        "P8-cost-of-sales",
        "P8-contractors",
        "P8-rent",
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
            gross, _, fee, credit = sale_parts(row)
            t["P8-income"] += gross - sale_gst(row)
            t["P8-other"] += fee - credit
            continue
        if label in ("D9", "D12"):
            t[label] += -amount
            continue
        if not is_purchase(row):
            continue
        sign = 1 if amount < 0 else -1
        cost = sign * cents(abs(amount) * Decimal(row["businessPercent"]) / 100) - purchase_credit(row)
        t["P8-purchases" if label == "P8-cost-of-sales" else label] += cost
    t["P8-income on receipts (payouts gross, ex GST)"] = t["P8-income"]
    t["P8-income debtors adjustment (closing - opening)"] = DEBTORS_CLOSING - DEBTORS_OPENING
    t["P8-income"] += DEBTORS_CLOSING - DEBTORS_OPENING
    t["P8-other platform-fee accrual adjustment (closing - opening)"] = FEES_CLOSING - FEES_OPENING
    t["P8-other"] += FEES_CLOSING - FEES_OPENING
    t["P8-openingStock"] = OPENING_STOCK
    t["P8-closingStock"] = CLOSING_STOCK
    t["P8-cost-of-sales"] = OPENING_STOCK + t["P8-purchases"] - CLOSING_STOCK
    t["van pool deduction (30% of opening pool, in P8-depreciation)"] = cents(
        VAN_POOL_OPENING * Decimal("0.30")
    )
    t["P8-depreciation"] += t["van pool deduction (30% of opening pool, in P8-depreciation)"]
    t["van pool closing balance"] = (
        VAN_POOL_OPENING - t["van pool deduction (30% of opening pool, in P8-depreciation)"]
    )
    p8 = ("P8-cost-of-sales", "P8-contractors", "P8-rent", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def iso(d: str) -> str:
    day, month, year = d.split("/")
    return f"{year}-{month}-{day}"


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + credit - debit)
    bal = OPENING_BALANCE
    for r in st:
        assert bool(r["Debit"]) != bool(r["Credit"]), r
        bal += dec(r["Credit"]) - dec(r["Debit"])
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows (label date = the bank's posting Date)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        assert (
            x["date"] == iso(s["Date"])
            and Decimal(x["amount"]) == dec(s["Credit"]) - dec(s["Debit"])
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
    # 3. per-row basFields add up to the worksheet G fields; per-row GST close to the worksheet
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
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. GST sanity: taxable business rows have a GST amount; private rows have no BAS fields; payout notes parse
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if " less " in x["note"] and " fee " in x["note"]:
            assert payout(x), x
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
        print(f"   {k:62} {v:>12.2f}")
