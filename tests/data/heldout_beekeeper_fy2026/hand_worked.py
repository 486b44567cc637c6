"""The figures the labels in labels.csv give for Tessa Marwick's FY 2025-26 (see person.md), worked by plain
arithmetic over labels.csv as a bookkeeper would on paper, plus the checks. Run:  python3 hand_worked.py

Rules (ATO GST calculation worksheet, quarterly, cash basis; individual return with the business and
professional items schedule, P8, and the supplementary item for farm management deposits):
- GST in a row: its gstAmount (filled on every taxable row: 1/11 of the taxable price, or the GST the invoice
  shows where part of the price carries none: stamp duty, the QLD registration fee). gstFreePart is the part of
  the price with no GST (for a sale: its GST-free or export part).
- Sales (atoLabel P8-income): G1 = the GST-inclusive price; processor payouts (Square, Etsy) arrive net of the
  processor's fee, so G1 takes the gross in the note ("gross G (GST-free X) less Square fee F", "gross G (export
  X) less Etsy fee F"). G2 = exports (the export part of Etsy payouts; the NZ shop's payments); G3 = GST-free
  food (wholesale honey; the honey part of Square payouts). 1A = (G1 - G2 - G3 - G4) / 11 (worksheet).
- Processor fees are purchases: Square charges GST on its fee (monthly tax invoice): G11, credit fee/11.
  Etsy charges no GST on its fees (ABN given): G11 and G14. Both P8 other expenses.
- Purchases: rows used for business (business or mixed) with a return label (P8-..., D10), GST included,
  refunds negative. G10 = capital (atoLabel holds G10); G11 = the rest; taxable rows: G14 = gstFreePart,
  G15 = private share of the taxable part, (100 - businessPercent) %, per row, rounded. Rows with no GST in the
  price (out_of_scope, gst_free, input_taxed): only the business share is a purchase, in G11 and G14 (the
  supermarket dockets: only the sugar). 1B = (G10 + G11 - G13 - G14 - G15) / 11 (worksheet).
- Not on the BAS: private rows, transfers, ATO, the insurance claim (P8 other business income, no supply),
  the farm management deposit, D9, D12.
- Per-row figures, for comparison: 1A-per-row = sum of the sales' gstAmount; 1B-per-row = sum of each
  purchase's gstAmount x businessPercent, rounded per row, plus Square fee / 11 per payout.
- Tax: P8 income = sales less GST (gross for processor payouts) + other business income (insurance claim).
  A business cost counts cost x businessPercent less its GST credit, rounded per row, per return label;
  processor fees at P8 other (Square fee less its credit). D10 = accountant less its credit. D9 and D12 in full.
  FMD deposit: supplementary item 17 (deductible deposit). Assets under 20,000 written off (P8 depreciation).
  No home office claim; the ute's decline in value is nil (written off in FY2022); no trading stock change
  (small business simplified trading stock rule, see person.md).
"""

from __future__ import annotations

import csv
import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("7418.45")
MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}
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
PAYOUT = re.compile(
    r"^gross (\d+\.\d\d)(?: \((export|GST-free) (\d+\.\d\d)\))? less (Square|Etsy) fee (\d+\.\d\d)$"
)


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def labels() -> list[dict[str, str]]:
    with (HERE / "labels.csv").open(encoding="utf-8") as h:
        return list(csv.DictReader(h))


def statement() -> list[dict[str, str]]:
    with (HERE / "statement.csv").open(encoding="utf-8", newline="") as h:
        lines = h.read().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("Date,Description,"))
    return list(csv.DictReader(lines[start:]))


def rlabel(row: dict[str, str]) -> str:
    return row["atoLabel"].split(" ")[0] if row["atoLabel"] else ""


def is_sale(row: dict[str, str]) -> bool:
    return rlabel(row) == "P8-income"


def is_purchase(row: dict[str, str]) -> bool:
    return (
        row["use"] in ("business", "mixed")
        and bool(row["atoLabel"])
        and not is_sale(row)
        and rlabel(row) not in ("D9", "D12", "FMD", "P8-other-income")
    )


def payout(row: dict[str, str]) -> tuple[Decimal, str, Decimal, str, Decimal] | None:
    """(gross, kind of the GST-free part, that part, processor, fee) from a payout note."""
    m = PAYOUT.match(row["note"])
    if not m:
        return None
    return (
        Decimal(m.group(1)),
        m.group(2) or "",
        Decimal(m.group(3) or "0"),
        m.group(4),
        Decimal(m.group(5)),
    )


def gst(row: dict[str, str]) -> Decimal:
    return Decimal(row["gstAmount"]) if row["gstAmount"] else Decimal(0)


def dec(s: str) -> Decimal:
    return Decimal(s) if s else Decimal(0)


def bas(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    f = dict.fromkeys(FIELDS, Decimal(0))
    for row in labels():
        if not first <= row["date"] <= last:
            continue
        amount = Decimal(row["amount"])
        if is_sale(row):
            p = payout(row)
            gross = p[0] if p else amount
            f["G1"] += gross
            if p:
                if p[1] == "export":
                    f["G2"] += p[2]
                elif p[1] == "GST-free":
                    f["G3"] += p[2]
                f["G11"] += p[4]
                if p[3] == "Etsy":
                    f["G14"] += p[4]
                else:
                    f["1B-per-row"] += cents(p[4] / 11)
            elif row["gstTreatment"] == "export":
                f["G2"] += gross
            elif row["gstTreatment"] == "gst_free":
                f["G3"] += gross
            f["1A-per-row"] += gst(row)
        elif is_purchase(row):
            cost = -amount
            sign = 1 if cost > 0 else -1
            pct = int(row["businessPercent"])
            box = "G10" if "G10" in row["atoLabel"] else "G11"
            if row["gstTreatment"] == "taxable":
                free = dec(row["gstFreePart"])
                taxable = abs(cost) - free
                f[box] += cost
                f["G14"] += sign * free
                f["G15"] += sign * cents(taxable * (100 - pct) / 100)
                f["1B-per-row"] += sign * cents(gst(row) * pct / 100)
            else:
                bus = sign * cents(abs(cost) * pct / 100)
                f[box] += bus
                f["G14"] += bus
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
    keys = (
        "P8-income",
        "  of which primary production",
        "  of which non-primary production",
        "P8-other-income (insurance claim, primary production)",
        "P8-cost-of-sales",
        "P8-contractors",
        "P8-depreciation",
        "P8-motor-vehicle",
        "P8-other",
        "D9",
        "D10",
        "D12",
        "Item17-FMD-deposit",
    )
    t: dict[str, Decimal] = dict.fromkeys(keys, Decimal(0))

    def put(k: str, v: Decimal) -> None:
        t[k] = t.get(k, Decimal(0)) + v

    for row in labels():
        amount, label = Decimal(row["amount"]), rlabel(row)
        if is_sale(row):
            p = payout(row)
            gross = p[0] if p else amount
            put("P8-income", gross - gst(row))
            # primary production: honey (GST-free part / wholesale) and pollination; candles, wraps: not
            if row["category"] == "Pollination Income" or row["gstTreatment"] == "gst_free":
                put("  of which primary production", gross - gst(row))
            elif p and p[1] == "GST-free":
                put("  of which primary production", p[2])
                put("  of which non-primary production", gross - p[2] - gst(row))
            else:
                put("  of which non-primary production", gross - gst(row))
            if p:
                put("P8-other", p[4] - (cents(p[4] / 11) if p[3] == "Square" else Decimal(0)))
            continue
        if label == "P8-other-income":
            put("P8-other-income (insurance claim, primary production)", amount)
            continue
        if label in ("D9", "D12"):
            put(label, -amount)
            continue
        if label == "FMD":
            put("Item17-FMD-deposit", -amount)
            continue
        if not is_purchase(row):
            continue
        pct = Decimal(row["businessPercent"])
        sign = 1 if amount < 0 else -1
        credit = sign * cents(gst(row) * pct / 100) if row["gstTreatment"] == "taxable" else Decimal(0)
        put(label, sign * cents(abs(amount) * pct / 100) - credit)
    p8 = ("P8-cost-of-sales", "P8-contractors", "P8-depreciation", "P8-motor-vehicle", "P8-other")
    t["P8-totalIncome"] = t["P8-income"] + t["P8-other-income (insurance claim, primary production)"]
    t["P8-totalExpenses"] = sum((t[k] for k in p8), Decimal(0))
    t["P8-netIncome"] = t["P8-totalIncome"] - t["P8-totalExpenses"]
    t["homeOffice"] = Decimal(0)
    t["totalDeductions(P8 + D9 + D10 + D12 + FMD)"] = (
        t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"] + t["Item17-FMD-deposit"]
    )
    return t


def checks() -> None:
    st, lab = statement(), labels()

    # 1. statement balance chains row to row (oldest first: balance[i] = balance[i-1] + amount[i])
    bal = OPENING_BALANCE
    for r in st:
        bal += Decimal(r["Amount"])
        assert Decimal(r["Balance"]) == bal, ("balance chain broken", r)
    # 2. labels one to one with statement rows (date, amount, description)
    assert len(st) == len(lab), (len(st), len(lab))
    assert sorted(int(x["line"]) for x in lab) == list(range(1, len(st) + 1))
    for x in lab:
        s = st[int(x["line"]) - 1]
        d, mon, y = s["Date"].split(" ")
        assert (
            x["date"] == f"{y}-{MONTHS[mon]:02d}-{d}"
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
        for k in ("G1", "G2", "G3", "G4", "G10", "G11", "G13", "G14", "G15"):
            assert sums.get(k, Decimal(0)) == w[k], (q, k, sums.get(k), w[k])
        assert abs(w["1B-diff"]) <= Decimal("0.20") and abs(w["1A"] - w["1A-per-row"]) <= Decimal("0.20"), (
            q,
            w,
        )
    # 4. sanity: taxable business rows carry GST; private rows carry no BAS fields; payout notes parse
    for x in lab:
        if x["use"] == "private":
            assert not x["basFields"], x
        if x["gstTreatment"] == "taxable" and (is_sale(x) or is_purchase(x)):
            assert x["gstAmount"], x
        if "fee" in x["note"] and x["note"].startswith("gross"):
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
        print(f"   {k:54} {v:>12.2f}")
