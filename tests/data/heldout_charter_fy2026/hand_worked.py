"""The figures the labels in labels.csv give for Troy Matheson's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; PAYG withholding W1/W2; individual return with the
business and professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the invoice shows where part of the price carries
  none: QLD insurance stamp duty, QLD rego fee and traffic improvement fee, GST-free food on a supermarket docket).
  gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price; a refund to a customer is a negative G1 (decreasing
  adjustment). Bokun, Square, Viator and GetYourGuide pay out net: G1 takes the gross in the note
  ("gross X less <who> fee|commission F"), and the fee or commission is a purchase with no GST (Square's fee is a
  financial supply; Bokun, Viator and GetYourGuide are overseas suppliers who charge no GST to a registered
  business): G11 and G14; P8 other expenses. Exports (footage licensed to a UK company): G2, GST-free.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label, GST included, refunds negative.
  G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST (whole price for out_of_scope /
  input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 = private share of the taxable part,
  (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  The boat loan repayment: only the interest in the note is a purchase (no GST: G11 and G14); the principal is not.
- Wages (category Wages): not a purchase (no G field); W1 = gross wage, W2 = PAYG withheld, from the note.
  Staff super (category Superannuation (staff)): not a purchase, no BAS field.
  Private rows, transfers, ATO payments and the family loan are not on the BAS.
- Tax: P8 income = sales less GST (gross for payouts). A business cost counts cost x businessPercent less its GST
  credit, rounded per row, per return label; payout fees and commissions at P8 other. Wages: the gross wage
  (net paid + PAYG withheld) at P8 other, shown as wages. Staff super: as paid, P8 super. Boat loan: the interest,
  P8 interest. D10 = agent's fee less its credit. D9, D12 in full. The chartplotter (under 20,000 ex GST) is written
  off (instant asset write-off). Home office by actual costs: the business shares of internet (25 %) and power
  (6 %) inside P8 other, shown as homeOffice.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("6412.58")
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
BAS_KEYS = ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2")
PAYOUT = re.compile(
    r"gross (-?\d+\.\d\d)(?: \(export (\d+\.\d\d)\))? less (.+?) (?:fee|commission) (\d+\.\d\d)"
)
WAGE = re.compile(r"gross wage (\d+\.\d\d), PAYG withheld (\d+\.\d\d)")
LOAN = re.compile(r"interest (\d+\.\d\d), principal (\d+\.\d\d)")


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


def is_wage(row: dict[str, str]) -> bool:
    return row["category"] == "Wages"


def is_staff_super(row: dict[str, str]) -> bool:
    return row["category"] == "Superannuation (staff)"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and not is_wage(row)
        and not is_staff_super(row)
        and rlabel(row) not in ("D9", "D12")
    )


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, fee or commission) of a sale row."""
    m = PAYOUT.search(row["note"])
    if m:
        gross, export, fee = Decimal(m.group(1)), Decimal(m.group(2) or "0"), Decimal(m.group(4))
    else:
        gross, export, fee = Decimal(row["amount"]), Decimal(0), Decimal(0)
    if row["gstTreatment"] == "export":
        export = gross
    return gross, export, fee


def purchase_cost(row: dict[str, str]) -> Decimal:
    """The GST-inclusive cost the row puts on the BAS (positive = spent; a refund is negative)."""
    m = LOAN.search(row["note"])
    if m and row["category"].startswith("Boat Loan"):
        return Decimal(m.group(1))
    return -Decimal(row["amount"])


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        if is_sale(row):
            gross, export, fee = sale_parts(row)
            f["G1"] += gross
            f["G2"] += export
            f["1A-per-row"] += gst(row)
            f["G11"] += fee  # the payout's fee or commission: a purchase with no GST
            f["G14"] += fee
        elif is_wage(row):
            m = WAGE.search(row["note"])
            f["W1"] += Decimal(m.group(1))
            f["W2"] += Decimal(m.group(2))
        elif is_purchase(row):
            cost = purchase_cost(row)
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


P8 = (
    "P8-cost-of-sales",
    "P8-super",
    "P8-rent",
    "P8-interest",
    "P8-depreciation",
    "P8-motor-vehicle",
    "P8-repairs",
    "P8-other",
)


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {k: Decimal(0) for k in ("P8-income", *P8, "D9", "D10", "D12")}
    home = wages = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, fee = sale_parts(row)
            t["P8-income"] += gross - gst(row)
            t["P8-other"] += fee
            continue
        if label in ("D9", "D12"):
            t[label] += -amount
            continue
        if is_wage(row):
            g = Decimal(WAGE.search(row["note"]).group(1))
            t["P8-other"] += g
            wages += g
            continue
        if is_staff_super(row):
            t["P8-super"] += -amount
            continue
        if not is_purchase(row):
            continue
        cost = purchase_cost(row)
        pct = Decimal(row["businessPercent"])
        sign = 1 if cost > 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        claim = sign * cents(abs(cost) * pct / 100) - credit
        t[label] += claim
        if "home office" in row["note"]:
            home += claim
    t["P8-totalExpenses"] = sum((t[k] for k in P8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["wages (gross, inside P8-other; P1 total salary and wage expenses)"] = wages
    t["homeOffice (actual costs, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def iso(d: str) -> str:
    dd, mm, yy = d.split("/")
    return f"{yy}-{mm}-{dd}"


def signed(r: dict[str, str]) -> Decimal:
    return Decimal(r["Credit"]) if r["Credit"] else -Decimal(r["Debit"])


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (newest first: balance[i] = balance[i+1] + amount[i])
    bal = OPENING_BALANCE
    for r in reversed(st):
        assert bool(r["Debit"]) != bool(r["Credit"]), r
        bal += signed(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
        assert bal >= 0, r
    dates = [iso(r["Date"]) for r in st]
    assert dates == sorted(dates, reverse=True), "not newest first"
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        assert (
            x["date"] == iso(s["Date"])
            and Decimal(x["amount"]) == signed(s)
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
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
        for k in BAS_KEYS:
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert set(sums) <= set(BAS_KEYS), sums
        assert abs(w["1B-diff"]) <= Decimal("0.20") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.20"), (
            q,
            w,
        )
    # 4. GST sanity; payouts; wages; loan
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, _, fee = sale_parts(x)
            assert Decimal(x["amount"]) == gross - fee, ("payout net != gross - fee", x)
        if is_wage(x):
            m = WAGE.search(x["note"])
            assert -Decimal(x["amount"]) == Decimal(m.group(1)) - Decimal(m.group(2)), x
        if x["category"].startswith("Boat Loan"):
            m = LOAN.search(x["note"])
            assert -Decimal(x["amount"]) == Decimal(m.group(1)) + Decimal(m.group(2)), x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain (newest first), one-to-one, "
        "basFields = worksheet, payouts, wages and loan splits add up"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:66} {v:>12.2f}")
