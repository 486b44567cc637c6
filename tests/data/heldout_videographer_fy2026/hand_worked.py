"""The figures the labels in labels.csv give for Priya Raman's FY 2025-26 (see person.md), by plain arithmetic
over labels.csv, as a bookkeeper would on paper, plus checks against statement.csv. Run:
    python3 hand_worked.py

Rules used (ATO GST calculation worksheet, cash basis, quarterly; individual return with the business and
professional items schedule for a sole trader):
- GST in a row: its gstAmount (unsigned; 1/11 of a taxable price, or the invoice's GST where only part of the
  price carries GST: the insurance premium whose Tasmanian stamp duty has none; on a Stripe payout, the GST in
  the GROSS card sales). gstFreePart is the part of a business row's price that carries no GST (G14).
- Sales (atoLabel P8-income): G1 = all of it, GST included; a Stripe payout counts its gross sales (the note
  gives gross, fee and the fee's GST), and its fee is a purchase at G11 with a GST credit. G2 = exports (the US
  client via Wise; stock-footage licences to a US marketplace via PayPal: GST-free under s38-190 items 2 and 4).
  The deposit refunded to a cancelled couple is a negative sale in the quarter it was paid (a decreasing
  adjustment, taken off G1). 1A = (G1 - G2 - G3) / 11.
- Purchases: every business or mixed-use payment, GST included. G10 = capital (the depreciating assets),
  G11 = the rest (a refund of a business purchase is a negative purchase). G14 = gstFreePart. G15 = the private
  share of the taxable part of mixed-use rows, per row, rounded. 1B = (G10 + G11 - G14 - G15) / 11.
  Private rows (rent, groceries, super, ATO, transfers...) are not on the BAS.
- Per-row comparison: 1A-per-row = sum of each sale's gstAmount; 1B-per-row = sum of each purchase's
  round(gstAmount x businessPercent) plus each Stripe fee's GST. Printed next to the worksheet figures.
- Tax summary: P8 income = sales less their GST (Stripe at gross). A business or mixed cost counts
  round(cost x businessPercent) less its GST credit, per return label; Stripe fees (less GST) are P8 other.
  Depreciating assets under the $20,000 instant asset write-off (2025-26) are deducted in full (P8
  depreciation; also P10). Phone, internet, power and stationery are covered by the home-office fixed rate
  (70c/h x 1,240 h, P8 other), so only their GST credits are taken. D12 and D9 in full; D10 = the tax agent
  less its GST credit.
"""

from __future__ import annotations

import csv
import re
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

CENT = Decimal("0.01")
HERE = Path(__file__).parent
LABELS = HERE / "labels.csv"
STATEMENT = HERE / "statement.csv"
OPENING_BALANCE = Decimal("6214.58")
HOME_OFFICE_HOURS = 1240
HOME_OFFICE_RATE = Decimal("0.70")
QUARTERS = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
BAS_FIELDS = ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1A", "1B", "net", "1A-per-row", "1B-per-row")
STRIPE = re.compile(r"gross (\d+\.\d\d) less fee (\d+\.\d\d) \(GST (\d+\.\d\d)\)")


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with LABELS.open(encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def statement() -> list[list[str]]:
    with STATEMENT.open(encoding="utf-8", newline="") as fh:
        return list(csv.reader(fh))


def D(s: str) -> Decimal:
    return Decimal(s) if s else Decimal(0)


def stripe_parts(row: dict[str, str]) -> tuple[Decimal, Decimal, Decimal] | None:
    m = STRIPE.search(row["note"])
    return (Decimal(m[1]), Decimal(m[2]), Decimal(m[3])) if m else None


def is_sale(row: dict[str, str]) -> bool:
    return row["atoLabel"] == "P8-income"


def is_purchase(row: dict[str, str]) -> bool:
    return row["use"] in ("business", "mixed") and not is_sale(row)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            sign = 1 if amount > 0 else -1
            parts = stripe_parts(row)
            gross = parts[0] if parts else amount
            f["G1"] += gross
            f["G2"] += gross if row["gstTreatment"] == "export" else 0
            f["G3"] += gross if row["gstTreatment"] == "gst_free" else 0
            f["1A-per-row"] += sign * D(row["gstAmount"])
            if parts:  # Stripe's fee, taken out of the payout: a taxable purchase
                f["G11"] += parts[1]
                f["1B-per-row"] += parts[2]
        elif is_purchase(row):
            cost = -amount
            sign = 1 if cost > 0 else -1
            free = sign * D(row["gstFreePart"])
            taxable = cost - free
            f["G10" if "G10" in row["basFields"] else "G11"] += cost
            f["G14"] += free
            f["G15"] += cents(taxable * (100 - int(row["businessPercent"])) / 100)
            f["1B-per-row"] += sign * cents(D(row["gstAmount"]) * int(row["businessPercent"]) / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f


def year_bas() -> dict[str, Decimal]:
    total = dict.fromkeys(BAS_FIELDS, Decimal(0))
    for q in QUARTERS:
        for k, v in bas(q).items():
            total[k] += v
    return total


def tax_summary() -> dict[str, Decimal]:
    t: dict[str, Decimal] = {}

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for row in labels():
        amount, label = Decimal(row["amount"]), row["atoLabel"]
        if is_sale(row):
            sign = 1 if amount > 0 else -1
            parts = stripe_parts(row)
            gross = parts[0] if parts else amount
            put("P8-income", gross - sign * D(row["gstAmount"]))
            if parts:
                put("P8-other", parts[1] - parts[2])
                put("gstCredits", parts[2])
            continue
        if label in ("D12", "D9"):
            put(label, -amount)
            continue
        if not is_purchase(row):
            continue
        share = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(D(row["gstAmount"]) * share / 100)
        put("gstCredits", credit)
        if label == "home-office-covered":
            put("coveredByHomeOffice(no deduction)", cents(-amount * share / 100))
            continue
        put(label, cents(-amount * share / 100) - credit)
    t["P8-homeOffice"] = HOME_OFFICE_HOURS * HOME_OFFICE_RATE
    t["P8-other(incl. home office)"] = t["P8-other"] + t["P8-homeOffice"]
    p8 = (
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-repairs",
        "P8-other(incl. home office)",
    )
    t["P8-totalExpenses"] = sum((t.get(k, Decimal(0)) for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["totalDeductions(P8 + D10 + D9 + D12)"] = t["P8-totalExpenses"] + t["D10"] + t["D9"] + t["D12"]
    return t


def checks() -> list[str]:
    """Balance chain, labels one to one with statement rows, and label sanity. Returns failures."""
    bad: list[str] = []
    st = statement()
    for i, r in enumerate(st):
        if (
            len(r) != 4
            or not re.fullmatch(r"[+-]\d+\.\d\d", r[1])
            or not re.fullmatch(r"[+-]\d+\.\d\d", r[3])
        ):
            bad.append(f"statement line {i + 1} malformed: {r}")
    # newest first: balance of a row = balance of the row below it + this row's amount
    for i in range(len(st) - 1):
        if Decimal(st[i + 1][3]) + Decimal(st[i][1]) != Decimal(st[i][3]):
            bad.append(f"balance chain broken at line {i + 1}")
    if OPENING_BALANCE + Decimal(st[-1][1]) != Decimal(st[-1][3]):
        bad.append("oldest row does not follow the opening balance")
    dates = [datetime.strptime(r[0], "%d/%m/%Y").date() for r in st]
    if any(dates[i] < dates[i + 1] for i in range(len(dates) - 1)):
        bad.append("statement not newest first")
    lab = labels()
    if len(lab) != len(st) or sorted(int(x["line"]) for x in lab) != list(range(1, len(st) + 1)):
        bad.append("labels are not one to one with statement lines")
    for x in lab:
        r = st[int(x["line"]) - 1]
        if (
            datetime.strptime(r[0], "%d/%m/%Y").date().isoformat() != x["date"]
            or Decimal(r[1]) != Decimal(x["amount"])
            or r[2] != x["description"]
        ):
            bad.append(f"label line {x['line']} does not match its statement row")
        if x["gstTreatment"] == "taxable" and not stripe_parts(x) and not x["gstFreePart"]:
            if D(x["gstAmount"]) != cents(abs(Decimal(x["amount"])) / 11):
                bad.append(f"line {x['line']}: gstAmount not 1/11")
        if x["gstFreePart"] and x["gstAmount"]:
            if D(x["gstAmount"]) * 11 + D(x["gstFreePart"]) != abs(Decimal(x["amount"])):
                bad.append(f"line {x['line']}: taxable part x 1/11 + GST-free part != price")
        if x["use"] == "private" and x["basFields"]:
            bad.append(f"line {x['line']}: private row on the BAS")
        if not "2025-07-01" <= x["date"] <= "2026-06-30":
            bad.append(f"line {x['line']}: outside FY2026")
    if not 480 <= len(st) <= 540:
        bad.append(f"row count {len(st)} outside 480-540")
    return bad


if __name__ == "__main__":
    failures = checks()
    st = statement()
    print(
        f"statement rows {len(st)}, opening {OPENING_BALANCE:.2f}, closing {Decimal(st[0][3]):.2f}; "
        f"checks: {'ALL PASS' if not failures else 'FAIL'}"
    )
    for f in failures:
        print("   FAIL", f)
    for q in QUARTERS:
        b = bas(q)
        print(f"Q{q} FY2026 ({QUARTERS[q][0]} to {QUARTERS[q][1]}):")
        print("   " + "  ".join(f"{k}={v:.2f}" for k, v in b.items()))
        print(
            f"   1A worksheet {b['1A']:.2f} vs per-row {b['1A-per-row']:.2f} (diff {b['1A'] - b['1A-per-row']:.2f}); "
            f"1B worksheet {b['1B']:.2f} vs per-row {b['1B-per-row']:.2f} (diff {b['1B'] - b['1B-per-row']:.2f})"
        )
    y = year_bas()
    print("Year:\n   " + "  ".join(f"{k}={v:.2f}" for k, v in y.items()))
    print(f"   1A diff {y['1A'] - y['1A-per-row']:.2f}; 1B diff {y['1B'] - y['1B-per-row']:.2f}")
    print("Tax summary FY2026:")
    for k, v in tax_summary().items():
        print(f"   {k:42} {v:>12.2f}")
    raise SystemExit(1 if failures else 0)
