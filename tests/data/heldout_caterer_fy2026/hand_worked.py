"""The figures the labels in labels.csv give for Tess Marlowe's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return, business schedule P8):
- Sales (atoLabel P8-income): G1 = GST-inclusive price (refunds to clients negative). Square, Stripe and PayPal
  payouts arrive net of fees: G1 takes the gross in the note ("gross G [(export X | GST-free Y)] less <P> fee F");
  the fee is a purchase with no GST: G11 and G14, P8 other. Exports (PayPal e-book/class sales to overseas buyers)
  G2; GST-free sales (sourdough loaves at the market) G3. 1A = (G1 - G2 - G3) / 11.
- Purchases: every business or mixed row with G10/G11 in basFields, refunds negative. G14 = no-GST part (whole
  price of out_of_scope / input_taxed / gst_free rows, gstFreePart of partly taxable rows); G15 = private share
  (100 - businessPercent) % of the taxable part. 1B = (G10 + G11 - G14 - G15) / 11.
- Wages: W1 gross, W2 PAYG withheld (row's basFields); the bank row is the net pay. Not on the GST fields.
- Tax: P8 income = sales less GST. A cost counts amount x businessPercent less its GST credit (gstAmount x
  businessPercent), rounded per row. Wages count gross (W1). Home power/internet/phone carry GST credits but no
  atoLabel: the fixed-rate home office (70c/h) covers them. Home office fixed rate added to P8 other.
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("4186.52")
HOME_OFFICE_HOURS = 6 * 46
HOME_OFFICE_RATE = Decimal("0.70")
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
    "G10",
    "G11",
    "G14",
    "G15",
    "W1",
    "W2",
    "1A",
    "1B",
    "netGST",
    "1A-per-row",
    "1B-per-row",
)
PAYOUT = re.compile(r"gross (-?\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (\w+) fee (\d+\.\d\d)")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def _read(name: str) -> list[dict[str, str]]:
    with (HERE / name).open(encoding="utf-8", newline="") as h:
        return list(csv.DictReader(h))


def labels() -> list[dict[str, str]]:
    return _read("labels.csv")


def statement() -> list[dict[str, str]]:
    return _read("statement.csv")


def rlabel(r):
    return r["atoLabel"].split(" ")[0] if r["atoLabel"] else ""


def is_sale(r):
    return rlabel(r) == "P8-income"


def is_purchase(r):
    return (
        r["use"] in ("business", "mixed")
        and ("G11:" in r["basFields"] or "G10:" in r["basFields"])
        and not is_sale(r)
    )


def gst(r):
    return Decimal(r["gstAmount"]) if r["gstAmount"] else Decimal(0)


def sign(r):
    return 1 if Decimal(r["amount"]) < 0 else -1  # +1 for money out


def payout(r):
    m = PAYOUT.search(r["note"])
    if not m:
        return None
    part = Decimal(m.group(3) or "0")
    return (
        Decimal(m.group(1)),
        part if m.group(2) == "export" else Decimal(0),
        part if m.group(2) == "GST-free" else Decimal(0),
        Decimal(m.group(5)),
    )


def sale_parts(r):
    p = payout(r)
    gross, export, free, fee = p if p else (Decimal(r["amount"]), Decimal(0), Decimal(0), Decimal(0))
    if r["gstTreatment"] == "export" and not p:
        export = gross
    if r["gstTreatment"] == "gst_free" and not p:
        free = gross
    return gross, export, free, fee


def fields_of(r):
    out = {}
    for part in filter(None, r["basFields"].split(";")):
        k, v = part.split(":")
        out[k] = out.get(k, Decimal(0)) + Decimal(v)
    return out


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for r in labels():
        if not first <= r["date"] <= last:
            continue
        amount = Decimal(r["amount"])
        if is_sale(r):
            gross, export, free, fee = sale_parts(r)
            f["G1"] += gross
            f["G2"] += export
            f["G3"] += free
            f["G11"] += fee
            f["G14"] += fee
            f["1A-per-row"] += gst(r) * (1 if gross > 0 else -1)
        elif is_purchase(r):
            cost = -amount
            s = 1 if cost > 0 else -1
            pct = int(r["businessPercent"])
            taxable = Decimal(0)
            if r["gstTreatment"] == "taxable":
                taxable = abs(cost) - (Decimal(r["gstFreePart"]) if r["gstFreePart"] else Decimal(0))
            f["G10" if "G10" in r["atoLabel"] else "G11"] += cost
            f["G14"] += s * (abs(cost) - taxable)
            f["G15"] += s * cents(taxable * (100 - pct) / 100)
            f["1B-per-row"] += s * cents(gst(r) * pct / 100)
        fl = fields_of(r)
        f["W1"] += fl.get("W1", Decimal(0))
        f["W2"] += fl.get("W2", Decimal(0))
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["netGST"] = f["1A"] - f["1B"]
    return f


def year_bas() -> dict[str, Decimal]:
    t = dict.fromkeys(FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            t[k] += v
    return t


def tax_summary() -> dict[str, Decimal]:
    keys = ("P8-income", "P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-other", "D9", "D10", "D12")
    t = dict.fromkeys(keys, Decimal(0))
    wages = sg = Decimal(0)
    for r in labels():
        amount, lab = Decimal(r["amount"]), rlabel(r)
        if is_sale(r):
            gross, _, _, fee = sale_parts(r)
            t["P8-income"] += gross - gst(r) * (1 if gross > 0 else -1)
            t["P8-other"] += fee
        elif lab in ("D9", "D12"):
            t[lab] += -amount
        elif "W1:" in r["basFields"]:
            g = fields_of(r)["W1"]
            t["P8-other"] += g
            wages += g
        elif lab == "P8-other" and not r["basFields"]:  # super guarantee (no GST)
            t["P8-other"] += -amount
            sg += -amount
        elif is_purchase(r) and lab:
            pct = Decimal(r["businessPercent"])
            s = 1 if amount < 0 else -1
            credit = s * cents(gst(r) * pct / 100)
            t[lab] += s * cents(abs(amount) * pct / 100) - credit
    home = HOME_OFFICE_RATE * HOME_OFFICE_HOURS
    t["P8-other"] += home
    t["  of which wages (gross)"] = wages
    t["  of which super guarantee"] = sg
    t["  of which home office fixed rate (276 h x 0.70)"] = home
    p8 = ("P8-cost-of-sales", "P8-rent", "P8-depreciation", "P8-other")
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["netAfterD9-D10-D12"] = t["P8-netIncome"] - t["D9"] - t["D10"] - t["D12"]
    return t


def checks() -> None:
    st, lab = statement(), labels()
    # 1. balance chain: newest first, so balance[i] = balance[i+1] + amount[i]; oldest row from the opening
    bal = OPENING_BALANCE
    for s in reversed(st):
        amt = (Decimal(s["Credit"]) if s["Credit"] else 0) - (Decimal(s["Debit"]) if s["Debit"] else 0)
        assert not (s["Credit"] and s["Debit"]), s
        bal += amt
        assert Decimal(s["Balance"]) == bal, ("balance chain broken", s)
    # 2. one to one
    assert len(st) == len(lab), (len(st), len(lab))
    assert [int(x["line"]) for x in lab] == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, m, y = s["Date"].split("/")
        amt = (Decimal(s["Credit"]) if s["Credit"] else 0) - (Decimal(s["Debit"]) if s["Debit"] else 0)
        assert (
            x["date"] == f"{y}-{m}-{d}"
            and Decimal(x["amount"]) == amt
            and x["description"] == s["Description"]
        ), x
        assert "2025-07-01" <= x["date"] <= "2026-06-30", x
    # 3. per-row basFields add up to the worksheet fields, and each row's own fields match its gst/amount
    for q, (first, last) in QUARTERS.items():
        sums: dict[str, Decimal] = {}
        for x in lab:
            if first <= x["date"] <= last:
                for k, v in fields_of(x).items():
                    sums[k] = sums.get(k, Decimal(0)) + v
        w = bas(q)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.20") and abs(
            w["1B"] - w["1B-per-row"]
        ) <= Decimal("0.20"), (q, w)
    for x in lab:
        fl = fields_of(x)
        if x["use"] in ("private", "transfer"):
            assert not x["basFields"], x
        if x["gstTreatment"] in ("export", "gst_free", "input_taxed", "out_of_scope"):
            assert not x["gstAmount"], x
        if is_sale(x):
            gross, export, free, fee = sale_parts(x)
            assert Decimal(x["amount"]) == gross - fee, ("payout net != gross - fee", x)
            assert fl.get("G1", 0) == gross and fl.get("G2", 0) == export and fl.get("G3", 0) == free, x
            assert gst(x) == cents(abs(gross - export - free) / 11), ("sale GST", x)
        elif is_purchase(x):
            cost = -Decimal(x["amount"])
            assert fl.get("G10", fl.get("G11")) == cost, x
            if x["gstTreatment"] == "taxable":
                taxable = abs(cost) - (Decimal(x["gstFreePart"]) if x["gstFreePart"] else 0)
                assert abs(gst(x) - taxable / 11) <= Decimal("0.01"), ("purchase GST", x)
                assert abs(fl.get("G14", Decimal(0))) == (
                    Decimal(x["gstFreePart"]) if x["gstFreePart"] else 0
                ), x
            else:
                assert abs(fl.get("G14", Decimal(0))) == abs(cost), x
        if "W1:" in x["basFields"]:
            assert fl["W1"] - fl.get("W2", Decimal(0)) == -Decimal(x["amount"]), ("wages net", x)
    print(
        f"checks passed: {len(st)} statement rows, {len(lab)} labels, balance chain, one-to-one, "
        "basFields = worksheet, payout gross - fee = banked, per-row GST consistent"
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
