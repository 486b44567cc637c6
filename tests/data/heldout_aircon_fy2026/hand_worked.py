"""The figures the labels in labels.csv give for Brodie Tanswell's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8):
- GST in a row: its gstAmount (filled for every taxable row: 1/11 of the price, or the GST the invoice shows
  where part of the price carries none: NSW insurance stamp duty, the CTP fund levy, motor-vehicle stamp duty).
  gstFreePart is that part with no GST.
- Sales (atoLabel P8-income): G1 = GST-inclusive price. humm settlements arrive net of humm's merchant fee:
  G1 takes the gross in the note ("gross X less humm fee Y"); the fee is a purchase with no GST (humm buys
  the receivable: input-taxed financial supply; G11 and G14; P8 other expenses). No exports, GST-free or
  input-taxed sales: G2=G3=G4=0 (bank interest is private, return item 10, not on the BAS). 1A = G1 / 11.
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds / credit notes negative. G10 = capital (atoLabel holds G10); G11 = the rest; G14 = the part with
  no GST (whole price for out_of_scope / input_taxed rows, gstFreePart for partly taxable rows); G15 = private
  share of the taxable part, (100 - businessPercent) %, per row, rounded. 1B = (G10 + G11 - G13 - G14 - G15) / 11.
  Two rows whose BAS amount is not the money that left the account:
    * the HiLux deposit ("invoice total X" in the note): the whole dealer invoice goes on the Q1 BAS (a
      cash-basis business buying on a chattel mortgage claims the full credit in the period of purchase);
    * chattel mortgage repayments ("interest X principal Y"): only the interest is a purchase (input-taxed,
      G11 and G14); principal repays the loan and is not on the BAS.
  Rows with no return label (private money, transfers, ATO payments and refund, the duplicate customer
  payment and its refund) are not on the BAS.
- Per-row figures, for comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row. basFields (per row) must add up to the worksheet.
- Tax: P8 income = sales less GST (gross for humm). A business cost counts cost x businessPercent less its
  GST credit, rounded per row, per return label; humm fees at P8 other; chattel interest x 85 % at P8 motor
  vehicle. Tools under 20,000 written off (instant asset write-off) at P8 depreciation. The HiLux (58,180 ex
  GST, over 20,000) goes into the small business pool: (invoice less GST credit) x 85 % x 15 % first year.
  Home office: fixed rate 0.70 per hour x 322 hours (P8 other expenses on the return; printed separately).
  The rate covers the running costs of working from home, including mobile and home phone, internet, power,
  stationery and computer consumables (PCG 2023/1): rows labelled HO-fixed-rate get no P8 amount. The
  mixed ones (the Telstra mobile, 60 %) still go on the BAS: the GST credit is not part of the fixed rate.
  D10 = accountant less its credit. D9 and D12 in full. Bank interest: return item 10.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("25318.46")
HOME_OFFICE_RATE = Decimal("0.70")
HOME_OFFICE_HOURS = 322
POOL_FIRST_YEAR = Decimal("0.15")
HO_COVERED = "HO-fixed-rate"  # rows the fixed rate covers: on the BAS at their business share, not at P8
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
        and rlabel(row) not in ("D9", "D12", "I10-interest")
    )


def humm(row: dict[str, str]) -> tuple[Decimal, Decimal] | None:
    m = re.search(r"gross (\d+\.\d\d) less humm fee (\d+\.\d\d)", row["note"])
    return (Decimal(m.group(1)), Decimal(m.group(2))) if m else None


def invoice_total(row: dict[str, str]) -> Decimal | None:
    m = re.search(r"invoice total (\d+\.\d\d)", row["note"])
    return Decimal(m.group(1)) if m else None


def chattel_interest(row: dict[str, str]) -> Decimal | None:
    m = re.search(r"interest (\d+\.\d\d) principal (\d+\.\d\d)", row["note"])
    return Decimal(m.group(1)) if m else None


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def purchase_cost(row: dict[str, str]) -> Decimal:
    """The GST-inclusive amount this row puts on the BAS (positive for a purchase, negative for a credit)."""
    inv = invoice_total(row)
    if inv is not None:
        return inv
    interest = chattel_interest(row)
    if interest is not None:
        return interest
    return -Decimal(row["amount"])


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            hm = humm(row)
            gross = hm[0] if hm else amount
            f["G1"] += gross
            if row["gstTreatment"] == "export":
                f["G2"] += gross
            elif row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
            if hm:  # humm's fee: a purchase with no GST
                f["G11"] += hm[1]
                f["G14"] += hm[1]
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


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for key in (
        "P8-income",
        "P8-cost-of-sales",
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-other",
        "D9",
        "D10",
        "D12",
        "I10-interest (gross interest, item 10)",
    ):
        t[key] = Decimal(0)
    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            hm = humm(row)
            put("P8-income", (hm[0] if hm else amount) - gst(row))
            if hm:
                put("P8-other", hm[1])
            continue
        if label in ("D9", "D12"):
            put(label, -amount)
            continue
        if label == "I10-interest":
            put("I10-interest (gross interest, item 10)", amount)
            continue
        if not is_purchase(row) or label == HO_COVERED:
            continue  # HO-fixed-rate: covered by the home-office fixed rate, no separate deduction
        pct = Decimal(row["businessPercent"])
        interest = chattel_interest(row)
        if interest is not None:  # chattel mortgage: interest only, business share
            put(label, cents(interest * pct / 100))
            continue
        cost = purchase_cost(row)
        sign = 1 if cost > 0 else -1
        credit = sign * cents(gst(row) * pct / 100)
        if invoice_total(row) is not None:  # HiLux: small business pool, first year at 15 %
            pooled = cents((cost - credit) * pct / 100)
            put("pool: HiLux taxable-use cost added", pooled)
            put(label, cents(pooled * POOL_FIRST_YEAR))
            continue
        put(label, sign * cents(abs(cost) * pct / 100) - credit)
    p8 = ("P8-cost-of-sales", "P8-contractors", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["homeOffice"] = cents(HOME_OFFICE_RATE * HOME_OFFICE_HOURS)
    t["P8-totalExpenses (incl. homeOffice)"] = sum((t[k] for k in p8), Decimal(0)) + t["homeOffice"]
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses (incl. homeOffice)"]
    t["totalDeductions(P8 + D9 + D10 + D12)"] = (
        t["P8-totalExpenses (incl. homeOffice)"] + t["D9"] + t["D10"] + t["D12"]
    )
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (newest first: balance[i] = balance[i+1] + amount[i])
    bal = OPENING_BALANCE
    for r in reversed(st):
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
        for k in ("G1", "G10", "G11", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.10") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.10")
    # 4. GST sanity: every taxable business row has a GST amount; private rows have no BAS fields;
    #    partly taxable rows: GST = 1/11 of the taxable part
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if x["gstFreePart"]:
            whole = purchase_cost(x)
            assert cents((whole - Decimal(x["gstFreePart"])) / 11) == gst(x), x
    # 5. the ATO BAS payments / refund carry the GST the quarters' own worksheets give (whole dollars)
    for x in lab:
        m = re.search(r"Q(\d) FY2026 BAS: (GST|GST credit) (\d+\.\d\d)", x["note"])
        if m:
            net = bas(int(m.group(1)))["net"]
            assert Decimal(int(abs(net))) == Decimal(m.group(3)) and (net < 0) == (
                m.group(2) == "GST credit"
            ), x
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet"
    )


if __name__ == "__main__":
    try:
        checks()
    except AssertionError as e:
        print("CHECK FAILED:", e)
        raise SystemExit(1)
    for q in QUARTERS:
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in bas(q).items()))
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in year_bas().items()))
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:46} {v:>12.2f}")
