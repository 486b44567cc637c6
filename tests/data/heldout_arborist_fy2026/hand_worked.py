"""The figures the labels in labels.csv give for Tegan Marlow's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; PAYG withholding at W1/W2; individual return with
the business and professional items schedule, P8):
- GST in a row: its gstAmount (1/11 of the price, or the GST the invoice shows where part of the price carries
  none: VIC stamp duty on insurance, the VicRoads registration fee). gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price; all sales are taxable (no exports, no GST-free sales).
  Zeller settlements arrive net of fees: G1 takes the gross in the note ("gross X less Zeller fee F"), and the
  fee is a purchase with no GST (card processing is an input-taxed financial supply): G11 and G14; P8 other.
  1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Wages (P8-wages): W1 = gross wages, W2 = PAYG withheld, from the note ("gross X less PAYG withheld Y"); the
  bank row is the net pay. Wages and super are not purchases: no G fields.
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds and reversals negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with no GST
  (whole price for out_of_scope / input_taxed / gst_free rows, gstFreePart for partly taxable rows); G15 =
  private share of the taxable part, (100 - businessPercent) %, per row, rounded. The ute loan repayments put
  only their interest (input taxed) at G11 and G14; the principal is not a purchase (the ute's GST was claimed
  when it was bought in FY2024). 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Private rows, transfers, tax payments, super and the strata manager's duplicate payment and its return are
  not on the BAS.
- Tax: P8 income = sales less GST (gross for settlements). A business cost counts cost x businessPercent less
  its GST credit, rounded per row, per return label; Zeller fees at P8 other. Wages at gross. Loan rows: the
  interest x 85 % (P8-interest). D10 = agent's fee less its credit. D9, D12 in full.
- Depreciation (simplified depreciation, small business entity): assets under 20,000 (GST-exclusive) first
  used in FY2026 are written off (instant asset write-off, extended to 30 June 2026); the stump grinder (44,000
  ex GST) goes to the general small business pool at 15 % in its first year; the pool's opening balance (the
  ute, 85 % taxable purpose) is written down at 30 %. The pool closes above 20,000, so no low-pool write-off.
"""

from __future__ import annotations

import csv
import re
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("6412.37")
POOL_OPENING = Decimal("28220.85")  # general small business pool at 1 July 2025 (person.md)
PAYG_INSTALMENT = {1: 736, 2: 736, 3: 736, 4: 736}
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
    "W1",
    "W2",
    "net",
    "1A-per-row",
    "1B-per-row",
    "1B-diff",
)
PAYOUT = re.compile(r"gross (\d+\.\d\d) less (\w+) fee (\d+\.\d\d)")
WAGES = re.compile(r"gross (\d+\.\d\d) less PAYG withheld (\d+\.\d\d)")
LOAN = re.compile(r"(\d+\.\d\d) = interest (\d+\.\d\d) \+ principal (\d+\.\d\d)")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8", newline="") as h:
        return list(csv.DictReader(h))


def st_amount(r: dict[str, str]) -> Decimal:
    return Decimal(r["Credit"] or "0") - Decimal(r["Debit"] or "0")


def st_date(r: dict[str, str]) -> str:
    return datetime.strptime(r["Date"], "%d/%m/%Y").date().isoformat()


def rlabel(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-income"


def is_wages(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-wages"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and rlabel(row) not in ("P8-income", "P8-wages", "P8-super", "D9", "D12")
    )


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def sale_parts(row: dict[str, str]) -> tuple[Decimal, Decimal]:
    """(G1 gross, processor fee) of a sale row."""
    m = PAYOUT.search(row["note"])
    if m:
        return Decimal(m.group(1)), Decimal(m.group(3))
    return Decimal(row["amount"]), Decimal(0)


def wage_parts(row: dict[str, str]) -> tuple[Decimal, Decimal]:
    m = WAGES.search(row["note"])
    assert m, row
    return Decimal(m.group(1)), Decimal(m.group(2))


def loan_interest(row: dict[str, str]) -> Decimal | None:
    m = LOAN.search(row["note"])
    return Decimal(m.group(2)) if m else None


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
            if row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
            f["G11"] += fee  # Zeller's fee: a purchase with no GST
            f["G14"] += fee
        elif is_wages(row):
            gross, withheld = wage_parts(row)
            f["W1"] += gross
            f["W2"] += withheld
        elif is_purchase(row):
            interest = loan_interest(row)
            if interest is not None:  # only the interest of a loan repayment is a purchase
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


def activity_statement(q: int) -> dict[str, int]:
    """What is lodged: whole dollars, cents dropped; 1A - 1B + W2 + T7 instalment."""
    w = bas(q)
    one_a, one_b, w2 = int(w["1A"]), int(w["1B"]), int(w["W2"])
    return {
        "1A": one_a,
        "1B": one_b,
        "W2": w2,
        "T7": PAYG_INSTALMENT[q],
        "payable": one_a - one_b + w2 + PAYG_INSTALMENT[q],
    }


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary() -> dict[str, Decimal]:
    keys = (
        "P8-income",
        "P8-contractors",
        "P8-super",
        "P8-lease",
        "P8-wages",
        "P8-interest",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-repairs",
        "P8-other",
        "D9",
        "D10",
        "D12",
    )
    t: dict[str, Decimal] = dict.fromkeys(keys, Decimal(0))

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    iawo = pool_add = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            gross, fee = sale_parts(row)
            put("P8-income", gross - gst(row))
            put("P8-other", fee)
            continue
        if is_wages(row):
            put("P8-wages", wage_parts(row)[0])
            continue
        if label in ("D9", "D12", "P8-super") and row["atoLabel"]:
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
        if "G10" in row["atoLabel"]:
            if "small business pool" in row["note"]:
                pool_add += cost
            else:
                iawo += cost
            continue
        put(label, cost)
    pool_opening_dep = cents(POOL_OPENING * Decimal("0.30"))
    pool_new_dep = cents(pool_add * Decimal("0.15"))
    t["P8-depreciation"] = iawo + pool_opening_dep + pool_new_dep
    p8 = keys[1:10]
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["  depreciation: instant asset write-off (chipper, top-handle saw)"] = iawo
    t["  depreciation: pool opening 28220.85 x 30 %"] = pool_opening_dep
    t["  depreciation: stump grinder into the pool, x 15 %"] = pool_new_dep
    t["  pool closing balance 30 June 2026"] = POOL_OPENING - pool_opening_dep + pool_add - pool_new_dep
    t["totalDeductions(P8 + D9 + D10 + D12)"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (newest first: balance[i] = balance[i+1] + amount[i])
    bal = OPENING_BALANCE
    for r in reversed(st):
        assert bool(r["Debit"]) != bool(r["Credit"]), r
        bal += st_amount(r)
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    dates = [st_date(r) for r in st]
    assert dates == sorted(dates, reverse=True), "statement is not newest first"
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
    # 3. per-row basFields add up to the worksheet G and W fields
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
    # 4. GST sanity; settlements, wages and loan rows add up
    for x in lab:
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, fee = sale_parts(x)
            assert Decimal(x["amount"]) == gross - fee, ("settlement net != gross - fee", x)
        if is_wages(x):
            gross, withheld = wage_parts(x)
            assert -Decimal(x["amount"]) == gross - withheld, ("net pay != gross - PAYG", x)
        m = LOAN.search(x["note"])
        if m:
            assert (
                Decimal(m.group(1)) == -Decimal(x["amount"]) == Decimal(m.group(2)) + Decimal(m.group(3))
            ), x
    # 5. the ATO rows are the activity statements' own figures
    ato = {x["date"]: Decimal(x["amount"]) for x in lab if x["category"] == "Tax Payments (BAS)"}
    assert ato["2025-10-28"] == -activity_statement(1)["payable"], (ato, activity_statement(1))
    assert ato["2026-02-27"] == -activity_statement(2)["payable"], (ato, activity_statement(2))
    assert ato["2026-05-12"] == -activity_statement(3)["payable"] > 0, (ato, activity_statement(3))
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, settlements/wages/loan add up, ATO rows = activity statements"
    )


if __name__ == "__main__":
    checks()
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
        a = activity_statement(q)
        print(
            "   lodged: "
            + "  ".join(f"{k}={v}" for k, v in a.items())
            + ("  (refund)" if a["payable"] < 0 else "")
            + ("  (due 28 Jul 2026, after the year)" if q == 4 else "")
        )
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:66} {v:>12.2f}")
