"""The figures the labels in labels.csv give for Luke Mancini's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; PAYG withholding W1/W2; individual return with the
business and professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the tax invoice shows where part of the price carries
  none: VIC stamp duty on insurance, the VicRoads registration fee). gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price; all of Luke's sales are taxable (no exports, no GST-free
  sales: chemicals, parts and labour on a pool are all taxable). Square payouts arrive net of its 1.6 % fee: G1
  takes the gross in the note ("gross X less Square fee F") and the fee is a purchase with no GST: G11 and G14,
  P8 other expenses. 1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label of P8 cost of sales / motor vehicle /
  depreciation / other or D10, GST included, refunds negative. G10 = capital (atoLabel holds G10); G11 = the rest;
  G14 = the part with no GST; G15 = private share of the taxable part, (100 - businessPercent) %, per row.
  1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Not on the BAS: private rows, transfers, ATO payments, van loan repayments (principal is not a purchase; the
  interest is a financial supply and Luke leaves the repayment off the BAS), super, the insurer's settlement (not
  consideration for a supply), the customer's duplicate payment and its refund, the returned wages.
- Wages (P8-wages): W1 = gross, W2 = PAYG withheld, from the note "gross X less PAYG withheld Y"; the bank row is
  the net pay. The withheld tax goes to the ATO with the BAS payment (not a second deduction).
- Tax: P8 income = sales less GST (gross for payouts), plus other business income (the trailer hail settlement).
  A business cost counts cost x businessPercent less its GST credit, rounded per row, per return label; Square
  fees at P8 other; van loan interest (from the loan statement in the note) x 85 %. Depreciation: the Spin Touch
  (instant asset write-off, GST-exclusive cost) plus 30 % of the opening general small business pool (van 85 %
  and the box trailer). Home office by actual costs (7 % power, 25 % internet), phone 70 % separately.
  D10 = agent's fee less its credit. D9 and D12 in full.
  Accruals: Luke's agent returns business income on an earnings basis (stock and an employee); the only
  difference from the cash figures here is the change in trade debtors (person.md), added as a separate line.
  Trading stock: simplified rule (change under 5,000), no stock adjustment.
"""

from __future__ import annotations

import csv
import re
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("4127.55")
POOL_OPENING = Decimal("24180.00")  # general small business pool at 1 Jul 2025 (person.md)
DEBTORS_OPENING = Decimal("1870.00")  # incl GST, 30 Jun 2025
DEBTORS_CLOSING = Decimal("2310.00")  # incl GST, 30 Jun 2026
PAYG_INSTALMENT = Decimal("1480")
SG_RATE = Decimal("0.12")
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
PAYOUT = re.compile(r"gross (\d+\.\d\d) less (\w+) fee (\d+\.\d\d)")
WAGES = re.compile(r"gross (\d+\.\d\d) less PAYG withheld (\d+\.\d\d)")
INTEREST = re.compile(r"interest (\d+\.\d\d), principal (\d+\.\d\d)")
PURCHASE_LABELS = ("P8-cost-of-sales", "P8-motor-vehicle", "P8-depreciation", "P8-other", "D10")


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
    return row["use"] in ("business", "mixed") and rlabel(row) in PURCHASE_LABELS


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal]:
    """(G1 gross, processor fee) of a sale row."""
    m = PAYOUT.search(row["note"])
    if m:
        return Decimal(m.group(1)), Decimal(m.group(3))
    return Decimal(row["amount"]), Decimal(0)


def wages(row: dict[str, str]) -> tuple[Decimal, Decimal]:
    m = WAGES.search(row["note"])
    assert m, row
    return Decimal(m.group(1)), Decimal(m.group(2))


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            gross, fee = sale_parts(row)
            f["G1"] += gross
            f["1A-per-row"] += gst(row)
            f["G11"] += fee  # Square's fee: a purchase with no GST
            f["G14"] += fee
        elif rlabel(row) == "P8-wages":
            w1, w2 = wages(row)
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
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for key in (
        "P8-income (sales ex GST, cash)",
        "P8-other-income",
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-motor-vehicle",
        "P8-interest",
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
            gross, fee = sale_parts(row)
            put("P8-income (sales ex GST, cash)", gross - gst(row))
            put("P8-other", fee)
            continue
        if label == "P8-other-income":
            put(label, amount)
        elif label in ("D9", "D12", "P8-super"):
            put(label, -amount)
        elif label == "P8-wages":
            put(label, wages(row)[0])
        elif label == "P8-interest":
            m = INTEREST.search(row["note"])
            assert m, row
            put(label, cents(Decimal(m.group(1)) * Decimal(row["businessPercent"]) / 100))
        elif is_purchase(row):
            pct = Decimal(row["businessPercent"])
            sign = 1 if amount < 0 else -1
            credit = sign * cents(gst(row) * pct / 100)
            cost = sign * cents(abs(amount) * pct / 100) - credit
            put(label, cost)
            if "home office" in row["note"]:
                home += cost
    iawo = t["P8-depreciation"]
    pool = cents(POOL_OPENING * Decimal("0.30"))
    t["P8-depreciation"] = iawo + pool
    t["  of which instant asset write-off"] = iawo
    t["  of which small business pool 30 %"] = pool
    t["closing pool balance"] = POOL_OPENING - pool
    debtors = cents((DEBTORS_CLOSING - DEBTORS_OPENING) / Decimal("1.1"))
    t["accruals: increase in trade debtors ex GST"] = debtors
    t["P8-income (accruals)"] = t["P8-income (sales ex GST, cash)"] + debtors
    exp = (
        "P8-cost-of-sales",
        "P8-wages",
        "P8-super",
        "P8-motor-vehicle",
        "P8-interest",
        "P8-depreciation",
        "P8-other",
    )
    t["P8-totalExpenses"] = sum((t[k] for k in exp), Decimal(0))
    t["P8-netIncome"] = t["P8-income (accruals)"] + t["P8-other-income"] - t["P8-totalExpenses"]
    t["homeOffice (actual costs, inside P8-other)"] = home
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    t["PAYG instalments for FY2026 (Q1-Q3 paid, Q4 due 28 Jul 2026)"] = PAYG_INSTALMENT * 4
    return t


def signed(r: dict[str, str]) -> Decimal:
    debit, credit = r["Debit"], r["Credit"]
    assert bool(debit) != bool(credit), r
    return -Decimal(debit) if debit else Decimal(credit)


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row; newest first, so balance[i] = balance[i+1] + amount[i]
    bal = OPENING_BALANCE
    for r in reversed(st):
        bal += signed(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    dates = [datetime.strptime(r["Date"], "%d/%m/%Y").date() for r in st]
    assert dates == sorted(dates, reverse=True), "not newest first"
    assert 550 <= len(st) <= 650, len(st)
    # 2. labels one to one with statement rows
    assert len(st) == len(lab), (len(st), len(lab))
    assert [int(x["line"]) for x in lab] == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d = datetime.strptime(s["Date"], "%d/%m/%Y").date().isoformat()
        assert (
            x["date"] == d and Decimal(x["amount"]) == signed(s) and x["description"] == s["Description"]
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
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10"), (
            q,
            w,
        )
    # 4. GST sanity; private rows have no BAS fields
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, fee = sale_parts(x)
            assert Decimal(x["amount"]) == gross - fee, ("payout net != gross - fee", x)
        if rlabel(x) == "P8-wages":
            w1, w2 = wages(x)
            assert -Decimal(x["amount"]) == w1 - w2, ("net pay != gross - PAYG withheld", x)
    # 5. ATO BPAY for Q1-Q3 = whole-dollar net GST + W2 + instalment; super rows = 12 % of the quarter's wages
    ato = {
        x["date"]: Decimal(x["amount"])
        for x in lab
        if x["counterparty"] == "ATO" and x["description"].startswith("BPAY")
    }
    for q, d in ((1, "2025-10-28"), (2, "2026-02-27"), (3, "2026-04-28")):
        w = bas(q)
        net = int(w["G1"] / 11) - int((w["G10"] + w["G11"] - w["G14"] - w["G15"]) / 11)
        assert -ato[d] == net + int(w["W2"]) + PAYG_INSTALMENT, (q, ato[d], net)
        assert abs(net - w["net"]) <= 1, (q, net, w["net"])
    for x in lab:
        if rlabel(x) == "P8-super":
            m = re.search(r"gross wages (\d+\.\d\d)", x["note"])
            if m:
                assert -Decimal(x["amount"]) == cents(Decimal(m.group(1)) * SG_RATE), x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain (newest first), one-to-one, "
        "basFields = worksheet, payouts, wages, ATO payments, super"
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
