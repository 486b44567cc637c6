"""The figures the labels in labels.csv give for Rebecca Halloran's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (filled for every taxable row: 1/11 of the price, or the GST the invoice shows
  where part of the price carries none: QLD stamp duty on insurance, the TMR registration fee and traffic
  improvement fee, the GST-free honey and jam on the hamper-goods invoices). gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price received. Shopify payouts and Petals settlements arrive
  net of the platform's fee / commission: G1 takes the gross in the note ("gross X less Shopify fee Y incl GST Z"),
  and the fee is a taxable purchase (G11, GST credit Z from the platform's tax invoice; P8 other expenses).
  Tyro settles gross (its fees are a separate monthly debit). Shopify payouts in the hamper seasons carry a
  GST-free part (honey and jam in hampers: "GST-free part W"): G3. The overpaid wedding balance counts only
  the invoice part ("sale X + overpaid Y"). No exports or input-taxed sales: G2=G4=0.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds negative. Wages and employer super are not acquisitions (not on G10/G11; wages are W1/W2).
  G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST (whole price for
  out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private share of the
  taxable part, (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Rows with no return label (private money, transfers, ATO payments, the till float, the double power payment
  and its refund, the wedding overpayment refund) are not on the BAS.
- Per-row figures, for comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus the GST in the Shopify / Petals fees.
  basFields (per row) must add up to the worksheet's G fields exactly.
- Tax: P8 income = sales (gross for Shopify / Petals) less GST. A business cost counts cost x businessPercent
  less its GST credit, rounded per row, per return label; platform fees at P8 other less their GST.
  Wages: the gross in each pay row's note (net paid + PAYGW, the PAYGW reaching the ATO with the BAS).
  Employer super (SG) deductible when paid. D10 = accountant less its credit. D9 and D12 in full. The cool-room
  unit (under 20,000, installed April 2026) is written off (P8 depreciation). No home office (the shop is the
  workplace).
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("11846.37")
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
NOT_ACQUISITIONS = ("D9", "D12", "P8-wages", "P8-super")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    """Bendigo's export has no header row: Date, Amount, Description, Balance."""
    with (HERE / "statement.csv").open(encoding="utf-8", newline="") as h:
        return [dict(zip(("Date", "Amount", "Description", "Balance"), r)) for r in csv.reader(h)]


def rlabel(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-income"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and rlabel(row) not in NOT_ACQUISITIONS
    )


def netted(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal] | None:
    """(gross, fee, GST in fee) for payouts made net of a platform's fee or commission."""
    m = re.search(
        r"gross (\d+\.\d\d) less \w+ (?:fee|commission) (\d+\.\d\d)(?: incl GST (\d+\.\d\d))?", row["note"]
    )
    if not m:
        return None
    return Decimal(m.group(1)), Decimal(m.group(2)), Decimal(m.group(3) or "0")


def sale_amount(row: dict[str, str]) -> Decimal:
    """G1 for a sale row: the gross of a net payout, the invoice part of an overpayment, else the money in."""
    n = netted(row)
    if n:
        return n[0]
    m = re.search(r"sale (\d+\.\d\d) \+ overpaid", row["note"])
    return Decimal(m.group(1)) if m else Decimal(row["amount"])


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def free_part(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstFreePart"]) if row["gstFreePart"] else Decimal(0)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            f["G1"] += sale_amount(row)
            if row["gstTreatment"] == "export":
                f["G2"] += sale_amount(row)
            f["G3"] += free_part(row)  # GST-free food in hampers
            f["1A-per-row"] += gst(row)
            n = netted(row)
            if n:  # the platform's fee: a purchase (taxable if its invoice shows GST)
                f["G11"] += n[1]
                if not n[2]:
                    f["G14"] += n[1]
                f["1B-per-row"] += n[2]
        elif is_purchase(row):
            cost = -amount
            sign = 1 if cost > 0 else -1
            pct = int(row["businessPercent"])
            taxable = Decimal(0)
            if row["gstTreatment"] == "taxable":
                taxable = abs(cost) - free_part(row)
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


def payg_withholding(q: int) -> tuple[Decimal, Decimal]:
    """W1 (gross wages) and W2 (amount withheld) for a quarter, from the pay rows' notes."""
    first, last = QUARTERS[q]
    w1 = w2 = Decimal(0)
    for row in labels():
        if rlabel(row) == "P8-wages" and first <= row["date"] <= last:
            m = re.search(r"gross (\d+\.\d\d) PAYGW (\d+\.\d\d)", row["note"])
            w1 += Decimal(m.group(1))
            w2 += Decimal(m.group(2))
    return w1, w2


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for key in (
        "P8-income",
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-rent",
        "P8-other",
        "D9",
        "D10",
        "D12",
    ):
        t[key] = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            put("P8-income", sale_amount(row) - gst(row))
            n = netted(row)
            if n:
                put("P8-other", n[1] - n[2])
            continue
        if label in ("D9", "D12", "P8-super"):
            put(label, -amount)
            continue
        if label == "P8-wages":
            put(label, Decimal(re.search(r"gross (\d+\.\d\d)", row["note"]).group(1)))
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        put(label, sign * cents(abs(amount) * pct / 100) - credit)
    p8 = (
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-rent",
        "P8-other",
    )
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + amount[i])
    bal = OPENING_BALANCE
    for r in st:
        bal += Decimal(r["Amount"])
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mth, y = s["Date"].split("/")
        assert (
            x["date"] == f"{y}-{mth}-{d}"
            and Decimal(x["amount"]) == Decimal(s["Amount"])
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
        for k in ("G1", "G3", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. GST sanity: every taxable business row has a GST amount; private rows have no BAS fields
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if not x["atoLabel"] or rlabel(x) in NOT_ACQUISITIONS:
            assert not x["basFields"], x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet"
    )


if __name__ == "__main__":
    failed = False
    try:
        checks()
    except AssertionError as e:
        print("CHECK FAILED:", e)
        failed = True
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
        w1, w2 = payg_withholding(q)
        print(f"   PAYG withholding: W1={w1:.2f}  W2={w2:.2f}")
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:46} {v:>12.2f}")
    raise SystemExit(1 if failed else 0)
