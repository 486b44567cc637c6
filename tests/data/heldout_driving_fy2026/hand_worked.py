"""The figures the labels in labels.csv give for Leanne Hurst's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the invoice shows where part of the price carries
  none: NSW stamp duty on the car insurance). gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price; refunds of sales negative. EzLicence pays out weekly net
  of its service fee: G1 takes the gross in the note ("gross X less EzLicence fee F incl GST") and the fee is a
  taxable purchase (G11, GST credit F/11; P8 other expenses). Tyro settles card takings gross; its monthly fee is
  a taxable purchase row. NDIS specialised driver training: G3, GST-free. Cash lessons Leanne did not bank
  (CASH_NOT_BANKED, from her cash book in person.md) are taxable sales with no bank row: added to G1 per
  quarter and to P8 income. 1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds and reversals negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no
  GST (whole price for out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 =
  private share of the taxable part, (100 - businessPercent) %, per row, rounded. The Toyota Finance repayment is
  not a purchase except for its interest (note: "= interest I + principal P"): G11 and G14 take the interest.
  1B = (G10 + G11 - G13 - G14 - G15) / 11. Private rows, transfers, ATO payments and wages are not on the BAS.
- Tax: P8 income = sales less GST (gross for EzLicence payouts) plus unbanked cash less its GST. A business cost
  counts cost x businessPercent less its GST credit, rounded per row, per return label; the car loan counts its
  interest x businessPercent; the EzLicence fee counts at P8 other less its credit. D10 = agent's fee less its
  credit. D9, D12 in full. The dashcam (under 20,000 ex GST) is written off at its business share (instant asset
  write-off); the car is in the small business pool (person.md): CAR_POOL_DEPRECIATION goes to P8 depreciation.
  Motor vehicle running costs and the loan interest (logbook 88 %) are P8-motor-vehicle.
  Casual wages (item 1) from the income statement in person.md, not from the net pay rows.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("3412.58")
QUARTERS = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
#: cash lessons not banked, per quarter (Leanne's cash book, person.md): taxable sales with no bank row
CASH_NOT_BANKED = {1: Decimal("410.00"), 2: Decimal("355.00"), 3: Decimal("230.00"), 4: Decimal("385.00")}
#: small business pool (simplified depreciation), from the tax agent's schedule in person.md:
#: opening pool 1 Jul 2025 25,619.00 x 30 % (the Corolla and its dual controls, taxable-purpose share 88 %)
CAR_POOL_DEPRECIATION = Decimal("7685.70")
#: casual wages, FY2026 income statement (person.md)
WAGES_GROSS, WAGES_TAX_WITHHELD = Decimal("1486.00"), Decimal("206.00")
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
    r"gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d)( incl GST)?"
)
LOAN = re.compile(r"= interest (\d+\.\d\d) \+ principal (\d+\.\d\d)")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    """Rows as the bank exports them: newest first, Date dd/mm/yyyy, unsigned Debit / Credit, Balance."""
    with (HERE / "statement.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def signed(row: dict[str, str]) -> Decimal:
    """A statement row's signed amount (money out negative)."""
    return Decimal(row["Credit"] or "0") - Decimal(row["Debit"] or "0")


def iso(d: str) -> str:
    dd, mm, yyyy = d.split("/")
    return f"{yyyy}-{mm}-{dd}"


def rlabel(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-income"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and rlabel(row) not in ("D9", "D12", "I1")
    )


def payout(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal, bool] | None:
    """(gross, export part, GST-free part, fee, fee includes GST) from a platform payout's note."""
    m = PAYOUT.search(row["note"])
    if not m:
        return None
    part = Decimal(m.group(3) or "0")
    return (
        Decimal(m.group(1)),
        part if m.group(2) == "export" else Decimal(0),
        part if m.group(2) == "GST-free" else Decimal(0),
        Decimal(m.group(5)),
        bool(m.group(6)),
    )


def loan_interest(row: dict[str, str]) -> Decimal | None:
    m = LOAN.search(row["note"])
    return Decimal(m.group(1)) if m else None


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(G1 gross, G2 export part, G3 GST-free part, fee) of a sale row."""
    p = payout(row)
    gross, export, free, fee = p[:4] if p else (Decimal(row["amount"]), Decimal(0), Decimal(0), Decimal(0))
    if row["gstTreatment"] == "export":
        export = gross
    if row["gstTreatment"] == "gst_free":
        free = gross
    return gross, export, free, fee


def fee_has_gst(row: dict[str, str]) -> bool:
    p = payout(row)
    return bool(p and p[4])


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    f["G1"] += CASH_NOT_BANKED[q]  # cash book: cash lessons not banked
    f["1A-per-row"] += cents(CASH_NOT_BANKED[q] / 11)
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
            f["G11"] += fee  # the platform's fee: a purchase
            if fee_has_gst(row):
                f["1B-per-row"] += cents(fee / 11)
            else:
                f["G14"] += fee
        elif is_purchase(row):
            interest = loan_interest(row)
            if interest is not None:  # loan repayment: the interest only, input taxed
                f["G11"] += interest
                f["G14"] += interest
                continue
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
        "P8-motor-vehicle",
        "P8-other",
        "D9",
        "D10",
        "D12",
    ):
        t[key] = Decimal(0)
    for q in QUARTERS:  # unbanked cash lessons, less their GST
        put("P8-income", CASH_NOT_BANKED[q] - cents(CASH_NOT_BANKED[q] / 11))
    put("P8-depreciation", CAR_POOL_DEPRECIATION)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, _, _, fee = sale_parts(row)
            put("P8-income", gross - gst(row))
            put("P8-other", fee - (cents(fee / 11) if fee_has_gst(row) else Decimal(0)))
            continue
        if label in ("D9", "D12"):
            put(label, -amount)
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        interest = loan_interest(row)
        if interest is not None:
            put(label, cents(interest * pct / 100))
            continue
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        cost = sign * cents(abs(amount) * pct / 100) - credit
        put(label, cost)
    p8 = ("P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice (none claimed)"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    t["I1-salary (gross, income statement)"] = WAGES_GROSS
    t["I1-taxWithheld"] = WAGES_TAX_WITHHELD
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (newest first: balance[i] = balance[i+1] + amount[i])
    bal = OPENING_BALANCE
    for r in reversed(st):
        assert bool(r["Debit"]) != bool(r["Credit"]), ("one of Debit / Credit", r)
        bal += signed(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    dates = [iso(r["Date"]) for r in st]
    assert dates == sorted(dates, reverse=True), "export is newest first"
    # 2. labels one to one with statement rows (line 1 = first data row, the newest)
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
    # 3. per-row basFields (plus the cash book's unbanked cash at G1) add up to the worksheet G fields
    for q in QUARTERS:
        first, last = QUARTERS[q]
        sums: dict[str, Decimal] = {"G1": CASH_NOT_BANKED[q]}
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
        i = loan_interest(x)
        if i is not None:
            m = LOAN.search(x["note"])
            assert -Decimal(x["amount"]) == i + Decimal(m.group(2)), ("loan split", x)
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
