"""HELD-OUT: never tune finkit on this year; run it only to report a score. Queanbeyan NSW candle maker, Suncorp.
The figures the labels in labels.csv give, worked by plain arithmetic (no finkit code), as a
bookkeeper would on paper. HELD-OUT year: never tune finkit on it; run finkit on it only to report a score.

Rules (ATO GST calculation worksheet, business schedule and individual return; cash basis; the
same conventions as the earlier held-out years for rounding and 1A/1B):
- A row's GST (`gstAmount`) is 1/11 of its taxable part, rounded half-up to the cent, always written
  positive; the taxable part is the amount less `gstFreePart` (NSW stamp duty on insurance has no GST).
  Exports, GST-free, input-taxed and out-of-scope rows carry none.
- Only `use` business or mixed rows are on the BAS; private rows (including D9 gifts and D12 super
  contributions, which are personal deductions, not purchases, and the bank's credit interest) are not.
- G1 = business money in that is a sale (label P8-income), GST included; a refund paid to a customer (a
  negative P8-income row) reduces G1 in its quarter. G2 = its exports (candles shipped to a NZ stockist);
  G3 = other GST-free sales (none: candles, workshops and postage charged to buyers are all taxable);
  G4 = input-taxed sales (none). 1A = (G1 - G2 - G3 - G4) / 11, rounded to the cent.
- G10 = capital purchases (label P8-depreciation); G11 = other business money out, including trading-stock
  purchases (label P8-purchases). A refund of a business purchase (a credit with a cost label) reduces G10
  or G11 in the quarter it is received, not G1.
- G14 = the part of G10 + G11 without GST in the price (whole non-taxable rows plus `gstFreePart`);
  G15 = the private share (100 - businessPercent) of the taxable part of mixed rows, each rounded to the
  cent. 1B = (G10 + G11 - G14 - G15) / 11, rounded to the cent.
- Tax summary: business income = sales less their GST (customer refunds negative). Each business cost counts
  cost x businessPercent less its GST credit (GST x businessPercent), each rounded to the cent, summed per
  return label (refunds negative). Stock materials go to P8 "purchases and other costs" (P8-purchases); the
  maker-space unit to P8 rent (P8-rent). Trading stock on hand moved by less than 5,000 over the year
  (person.md), so she elects not to account for the change: no opening/closing stock adjustment.
- Depreciating assets under the instant asset write-off threshold (20,000 for 2025-26: the wax melter and
  the MacBook) are deducted in full at P8 depreciation, GST-exclusive, at their business share.
- Home office: the fixed-rate method, 0.70 per hour worked at home (PCG 2023/1) x the 240 hours in
  person.md, reported for a sole trader in P8 "all other expenses"; it covers phone, internet, electricity
  and stationery, so rows labelled HO-fixed-rate get no separate deduction (their GST credits stay on the BAS).
- Car: cents-per-kilometre method, 2,800 business km x 0.88 = 2,464.00 at P8 motor vehicle (no car row
  carries a business share: fuel, rego and insurance are covered by the rate and labelled private, and no GST
  credit is claimed on them).
- D9 gifts and D12 personal super contributions: the amount paid, no GST. D10 tax agent: GST-exclusive.

Second way: per-row sums (each sale's own GST for 1A, each purchase's own GST x businessPercent for 1B)
compared with the worksheet figures; the only permitted difference is the per-row rounding (at most half a
cent a row), and the script asserts that bound and prints the differences.
"""

from __future__ import annotations

import csv
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
HERE = Path(__file__).parent
LABELS = HERE / "labels.csv"
STATEMENT = HERE / "statement.csv"
HOME_OFFICE_HOURS = 240
HOME_OFFICE_RATE = Decimal("0.70")
BUSINESS_KM = 2800
CENTS_PER_KM = Decimal("0.88")
OPENING_BALANCE = Decimal("6318.62")  # the balance before the first row (30 June 2025)
QUARTERS = {1: ("2025-07-01", "2025-09-30"), 2: ("2025-10-01", "2025-12-31"),
            3: ("2026-01-01", "2026-03-31"), 4: ("2026-04-01", "2026-06-30")}  # fmt: skip
ZERO = Decimal(0)


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def taxable_part(row: dict[str, str]) -> Decimal:
    if row["gstTreatment"] != "taxable":
        return ZERO
    return abs(Decimal(row["amount"])) - Decimal(row["gstFreePart"])


def gst_of(row: dict[str, str]) -> Decimal:
    return cents(taxable_part(row) / 11)


def on_bas(row: dict[str, str]) -> bool:
    return row["use"] in ("business", "mixed")


def is_sale(row: dict[str, str]) -> bool:
    return row["atoLabel"] == "P8-income"


def bas(quarter: int) -> dict[str, Decimal]:
    first, last = QUARTERS[quarter]
    f = dict.fromkeys(("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15"), ZERO)
    for row in labels():
        if not on_bas(row) or not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):  # a customer refund (negative) reduces the sales
            f["G1"] += amount
            f["G2"] += amount if row["gstTreatment"] == "export" else ZERO
            f["G3"] += amount if row["gstTreatment"] == "gst_free" else ZERO
            f["G4"] += amount if row["gstTreatment"] == "input_taxed" else ZERO
            continue
        sign = Decimal(-1) if amount > 0 else Decimal(1)  # a refund reduces purchases
        cost = abs(amount)
        f["G10" if row["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable_part(row))
        percent = int(row["businessPercent"])
        if percent < 100:
            f["G15"] += sign * cents(taxable_part(row) * (100 - percent) / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net GST"] = f["1A"] - f["1B"]
    return f


def bas_per_row(quarter: int) -> dict[str, Decimal]:
    """The second way: each row's own GST, summed."""
    first, last = QUARTERS[quarter]
    out = {"1A": ZERO, "1B": ZERO, "rows": ZERO}
    for row in labels():
        if not on_bas(row) or not first <= row["date"] <= last:
            continue
        out["rows"] += 1
        gst = Decimal(row["gstAmount"])
        amount = Decimal(row["amount"])
        if is_sale(row):
            out["1A"] += gst if amount > 0 else -gst
        else:
            sign = Decimal(-1) if amount > 0 else Decimal(1)
            out["1B"] += sign * cents(gst * int(row["businessPercent"]) / 100)
    return out


def tax_summary() -> dict[str, Decimal]:
    """Income and deductions by return label, plus totals."""
    t: dict[str, Decimal] = {}
    for row in labels():
        amount, label = Decimal(row["amount"]), row["atoLabel"]
        if label in ("D9", "D12"):
            t[label] = t.get(label, ZERO) - amount
            continue
        if not on_bas(row):
            continue
        if is_sale(row):
            gst = Decimal(row["gstAmount"])
            t["P8-income"] = t.get("P8-income", ZERO) + amount - (gst if amount > 0 else -gst)
            continue
        share = Decimal(row["businessPercent"])
        credit = cents(Decimal(row["gstAmount"]) * share / 100)
        net = cents(abs(amount) * share / 100) - credit
        if amount > 0:
            net, credit = -net, -credit
        t["gstCredits"] = t.get("gstCredits", ZERO) + credit
        t[label] = t.get(label, ZERO) + net
    covered = t.pop("HO-fixed-rate", ZERO)
    t["HO-covered-not-deducted"] = covered
    t["P8-home-office"] = cents(HOME_OFFICE_RATE * HOME_OFFICE_HOURS)
    t["P8-motor-vehicle"] = cents(CENTS_PER_KM * BUSINESS_KM)
    p8 = [k for k in t if k.startswith("P8-") and k != "P8-income"]
    t["businessExpenses"] = sum((t[k] for k in p8), ZERO)
    t["P8-all-other-expenses"] = t.get("P8-other", ZERO) + t["P8-home-office"]
    t["netBusinessIncome"] = t["P8-income"] - t["businessExpenses"]
    d_items = [k for k in t if k.startswith("D")]
    t["totalDeductions"] = t["businessExpenses"] + sum((t[k] for k in d_items), ZERO)
    return t


def expected_bas_fields(row: dict[str, str]) -> str:
    """The BAS boxes a row should name, worked out again from its other columns (a check on basFields)."""
    if not on_bas(row):
        return ""
    amount = Decimal(row["amount"])
    if is_sale(row):
        f = {"export": "G1 G2", "gst_free": "G1 G3", "input_taxed": "G1 G4"}.get(row["gstTreatment"], "G1")
        return f + (" (reduces)" if amount < 0 else "")
    fields = ["G10" if row["atoLabel"] == "P8-depreciation" else "G11"]
    if row["gstTreatment"] != "taxable" or Decimal(row["gstFreePart"]):
        fields.append("G14")
    if row["gstTreatment"] == "taxable" and int(row["businessPercent"]) < 100:
        fields.append("G15")
    return " ".join(fields) + (" (reduces)" if amount > 0 else "")


def check_statement() -> None:
    """Every statement row has one label with the same date, signed amount and narrative (and a basFields
    that agrees with its other columns); the balance column chains (opening balance + each row, oldest
    first as Suncorp writes it here, = that row's balance); each row's GST is 1/11 of its taxable part;
    private rows carry no GST, no business share and no BAS field."""
    with STATEMENT.open(encoding="utf-8") as handle:
        bank = list(csv.DictReader(handle))
    assert list(bank[0]) == ["Date", "Transaction Details", "Amount", "Balance"], list(bank[0])
    rows = labels()
    assert len(bank) == len(rows), (len(bank), len(rows))
    by_line = {int(r["line"]): r for r in rows}
    assert sorted(by_line) == list(range(1, len(bank) + 1))
    balance = OPENING_BALANCE
    for line, b in enumerate(bank, start=1):
        r = by_line[line]
        day, month, year = b["Date"].split("/")
        assert r["date"] == f"{year}-{month}-{day}", (line, b, r)
        signed = Decimal(b["Amount"])  # Suncorp here: one signed column, debits negative
        assert signed != 0 and b["Amount"] == f"{signed:.2f}", (line, b)
        assert (Decimal(r["amount"]), r["description"]) == (signed, b["Transaction Details"]), (line, b, r)
        assert gst_of(r) == Decimal(r["gstAmount"]), (line, r)
        assert r["basFields"] == expected_bas_fields(r), (line, r["basFields"], expected_bas_fields(r))
        if r["use"] == "private":
            assert (r["gstTreatment"], r["gstAmount"], r["businessPercent"]) == (
                "out_of_scope",
                "0.00",
                "0",
            ), r
            assert r["atoLabel"] in ("", "D9", "D12"), r
        else:
            assert r["atoLabel"] in ("P8-income", "P8-other", "P8-purchases", "P8-rent", "P8-depreciation",
                                     "HO-fixed-rate", "D10"), r  # fmt: skip
            assert (r["use"] == "mixed") == (int(r["businessPercent"]) < 100), r
        balance += signed
        assert balance == Decimal(b["Balance"]), (line, b, balance)
    dates = [by_line[i]["date"] for i in range(1, len(bank) + 1)]
    assert dates == sorted(dates) and dates[0] >= "2025-07-01" and dates[-1] <= "2026-06-30"
    print(
        f"statement: {len(bank)} rows, labels one to one, balance chains from {OPENING_BALANCE:,.2f} "
        f"to {balance:,.2f}"
    )


if __name__ == "__main__":
    check_statement()
    year = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15", "1A", "1B"), ZERO)
    for q in QUARTERS:
        f = bas(q)
        second = bas_per_row(q)
        print(f"Q{q} FY2026 " + ", ".join(f"{k} {v:,.2f}" for k, v in f.items()))
        d1a, d1b = f["1A"] - second["1A"], f["1B"] - second["1B"]
        print(f"   per-row check: 1A {second['1A']:,.2f} (diff {d1a}), 1B {second['1B']:,.2f} (diff {d1b}), "
              f"{second['rows']} BAS rows")  # fmt: skip
        assert abs(d1a) <= second["rows"] * Decimal("0.005") and abs(d1b) <= second["rows"] * Decimal("0.005")
        for k in year:
            year[k] += f[k]
    print(
        "FY2026 "
        + ", ".join(f"{k} {v:,.2f}" for k, v in year.items())
        + f", net GST {year['1A'] - year['1B']:,.2f}"
    )
    for k, v in tax_summary().items():
        print(f"  {k:26} {v:>12,.2f}")
