"""Depreciating assets of a small business (simplified depreciation, ITAA 1997 Subdivision 328-D): an
asset costing less than the instant asset write-off threshold is deducted in full in the year it is
first used; a dearer one goes into the small business pool, which deducts 15 % of it in its first year
and 30 % of the pool's opening balance each later year (s328-190); a pool whose balance at the year's end
is below the threshold is deducted whole (s328-210). The opening balance is the person's to give
(``tax.pool``: last year's closing balance), since finkit holds no earlier year's assets.

The cost compared with the threshold is the asset's cost less the GST credit a registered business
claims on it (ATO: "GST-exclusive if registered for GST"); the deduction is the business-use share.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows
from finkit.core.money import parse_amount

#: Threshold per asset by financial year (the year it ends in), with its source.
INSTANT_ASSET_WRITE_OFF: dict[int, Decimal] = {
    2024: Decimal("20000"),
    2025: Decimal("20000"),
    2026: Decimal("20000"),
}
SOURCE = (
    "https://www.ato.gov.au/businesses-and-organisations/income-deductions-and-concessions/"
    "depreciation-and-capital-expenses-and-allowances/simpler-depreciation-for-small-business/"
    "instant-asset-write-off"
)
#: The tag of a capital payment on an asset deducted in an earlier year (an instalment on a tool bought on
#: terms and written off in the year it was first used): on the cash basis its GST credit is claimed as it
#: is paid (G10, 1B), but the asset was deducted once, then (ITAA 1997 s328-180, s40-25), so the payment
#: is no deduction now. Set by the review's answer (``assetDeductedEarlier``), read by the tax summary.
DEDUCTED_EARLIER_TAG = "deducted_earlier"
#: The tag of a payment that is part of one asset's price (a deposit, the balance), with the asset's whole
#: price as its tax invoice totals it (``asset_cost:48400.00``): the write-off threshold is compared with the
#: asset's cost, not the payment's (ITAA 1997 s328-180: "the cost of the asset"). Set by the review's answer
#: (``assetCost``), read by the tax summary.
ASSET_COST_TAG = "asset_cost:"
#: The small business pool's first-year rate (half the 30 % pool rate).
POOL_FIRST_YEAR = Decimal("0.15")
#: The pool's rate on its opening balance (ITAA 1997 s328-190(1)).
POOL_RATE = Decimal("0.30")
POOL_SOURCE = (
    "https://www.ato.gov.au/businesses-and-organisations/income-deductions-and-concessions/"
    "depreciation-and-capital-expenses-and-allowances/simpler-depreciation-for-small-business/"
    "general-small-business-pool"
)


def written_off_in_full(cost_ex_gst: Decimal, fy: int) -> bool:
    """True when an asset of this cost (GST-exclusive when registered) is written off in the year."""
    threshold = INSTANT_ASSET_WRITE_OFF.get(fy)
    return threshold is not None and abs(cost_ex_gst) < threshold


def asset_cost_of(tags: list[str] | None, payment: Decimal, payment_ex_gst: Decimal) -> Decimal:
    """The cost the threshold is compared with for a capital payment: the whole asset's (its
    ``ASSET_COST_TAG``), on the payment's own footing (GST-exclusive in the payment's ratio), else the
    payment's own ``payment_ex_gst``. Both signed as the payment is."""
    given = next((t[len(ASSET_COST_TAG) :] for t in tags or [] if t.startswith(ASSET_COST_TAG)), None)
    if given is None or not payment:
        return payment_ex_gst
    whole = parse_amount(given, field="assetCost")
    return (-whole if payment < 0 else whole) * payment_ex_gst / payment


def first_year_deduction(deductible_cost: Decimal, cost_ex_gst: Decimal, fy: int) -> Decimal:
    """The deduction in the year of purchase: all of ``deductible_cost`` (the business share less any
    GST credit) under the threshold, else the pool's first-year 15 % of it (unrounded)."""
    if written_off_in_full(cost_ex_gst, fy):
        return deductible_cost
    return deductible_cost * POOL_FIRST_YEAR


def pool_deduction(opening: Decimal, additions: Decimal, fy: int) -> tuple[Decimal, bool]:
    """The pool's deduction for the year (unrounded) and whether it is the whole balance: 30 % of the
    ``opening`` balance plus 15 % of the year's ``additions`` (each asset's taxable-use share of its cost
    net of the GST credit), or all of both when their sum at the year's end is below the instant asset
    write-off threshold (s328-210: the low pool value is deducted whole)."""
    threshold = INSTANT_ASSET_WRITE_OFF.get(fy)
    balance = opening + additions
    if threshold is not None and 0 < balance < threshold:
        return balance, True
    return opening * POOL_RATE + additions * POOL_FIRST_YEAR, False


#: A primary producer's water facilities, fencing and fodder storage, deducted in full (data file's sources).
PRIMARY_PRODUCTION_ASSETS = Path(__file__).with_name("data") / "primary_production_assets.csv"


@cache
def _primary_production() -> tuple[re.Pattern[str], re.Pattern[str]]:
    rows = data_rows(PRIMARY_PRODUCTION_ASSETS)

    def words(kinds: set[str]) -> re.Pattern[str]:
        found = [r["pattern"] for r in rows if r["kind"] in kinds]
        return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in found) + r")s?\b", re.IGNORECASE)

    return words({"producer"}), words({r["kind"] for r in rows} - {"producer"})


def primary_production_asset(occupation: str | None, text: str) -> bool:
    """Whether a capital purchase named by ``text`` (its merchant and bank words) is a primary producer's
    water facility, fencing or fodder storage asset, deducted in full in the year whatever its cost (ITAA
    1997 s40-515), for a person whose stated ``occupation`` is a primary production business."""
    producer, asset = _primary_production()
    return bool(occupation) and producer.search(occupation or "") is not None and bool(asset.search(text))
