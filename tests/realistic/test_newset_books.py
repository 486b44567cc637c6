"""bench/assistant_newset_eval.py writes a labelled year into the books so that only the assistant's reading
is measured: a processor's payout is written as its gross sale (the label's GST, its GST-free part a part of
its own) and the fee the payout kept, and the bench says whether the books' BAS agrees with the label sheet's
(hand_worked.py ``bas(q)``), naming the quarter and field where not."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from bench import assistant_newset_eval as bench

from finkit.core.tax.home_office.service import get_home_office
from finkit.core.travel.service import list_trips
from finkit.core.usecases.profile import get_profile

HEADER = (
    "line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,"
    "atoLabel,basFields,counterparty,note\n"
)
# the café's first Square payout: net 886.15, gross 900.56 with 153.10 GST-free, GST 67.95, fee 14.41
PAYOUT = (
    "1,2025-07-02,886.15,SQUARE AUSTRALIA PTY SQ2507022532,Sales Income,business,taxable,67.95,153.10,100,"
    'P8-income,G1:900.56 G3:153.10 G11:14.41 G14:14.41,Square (card customers),"gross 900.56 (GST-free '
    '153.10, taxable 747.46, GST 67.95) less Square fee 14.41; sales Tue 01/07"\n'
)
SHEET = """
from decimal import Decimal

def bas(q):
    if q == 1:
        return {"G1": Decimal("900.56"), "G2": Decimal(0), "1A": Decimal("67.95"), "1B": Decimal(0)}
    return {"G1": Decimal(0), "G2": Decimal(0), "1A": Decimal(0), "1B": Decimal(0)}
"""


def _year(tmp_path: Path, sheet: str) -> Path:
    (tmp_path / "labels.csv").write_text(HEADER + PAYOUT, encoding="utf-8")
    (tmp_path / "hand_worked.py").write_text(sheet, encoding="utf-8")
    return tmp_path


def test_a_payout_is_written_at_its_gross_with_its_fee_and_gst_free_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _year(tmp_path, SHEET)
    ctx = bench.make_context(None, data, payouts_gross=True)
    assert bench.books_against_sheet(ctx, data) == []
    bench.say_books_against_sheet(ctx, data, figures=False)
    assert "agree in every quarter" in capsys.readouterr().out


def test_the_bench_writes_payouts_at_their_gross_by_default(tmp_path: Path) -> None:
    # round 21: a person's books hold the sale and the fee apart (finkit's review, a payout report), so the
    # bench's do too unless --payouts-net asks for the old view
    data = _year(tmp_path, SHEET)
    assert bench.books_against_sheet(bench.make_context(None, data), data) == []


def test_the_bench_names_the_figure_its_books_differ_in(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _year(tmp_path, SHEET)
    ctx = bench.make_context(None, data, payouts_gross=False)  # the old view, the payout at the banked net
    assert (1, "G1", Decimal("886.15"), Decimal("900.56")) in bench.books_against_sheet(ctx, data)
    bench.say_books_against_sheet(ctx, data, figures=True)
    assert "Q1 G1 886.15/900.56" in capsys.readouterr().out


PERSON = """# Person

| Field | Value |
|---|---|
| Occupation | Baker and café owner |
| Car | Private use mostly; **cents-per-kilometre method**: 1,140 business km (deliveries) |
| Home office | **Fixed rate 70c/h x 300 hours** |
"""


def test_the_books_are_kept_under_the_years_own_person(tmp_path: Path) -> None:
    # every year's profile is what its person.md states (read as the review walk reads it), never another
    # person's (the photographer's, for every year a table did not name)
    data = _year(tmp_path, SHEET)
    (data / "person.md").write_text(PERSON, encoding="utf-8")
    ctx = bench.make_context(None, data)
    profile = get_profile(ctx)
    assert profile.occupation == "Baker and café owner"
    assert profile.vehicle_method == "cents_per_km"
    assert [t.distance_km for t in list_trips(ctx)] == [Decimal("1140")]
    office = get_home_office(ctx, 2026)
    assert office is not None and office.hours == Decimal("300")


def test_a_label_of_a_write_off_and_g10_makes_a_capital_category(tmp_path: Path) -> None:
    # round 24: "P8-depreciation G10" is two codes; read whole it matched neither, so a category the defaults
    # lack ("Equipment (Capital)") was made a business cost and the BAS's G10 held nothing for the iPad
    row = (
        "1,2026-02-19,-2918.00,Debit Card Purchase APPLE STORE MARIBYRNONG,Equipment (Capital),mixed,taxable,"
        "265.27,,85,P8-depreciation G10,G10:2918.00;G15:437.70,Apple Highpoint,iPad Pro 85 % business\n"
    )
    (tmp_path / "labels.csv").write_text(HEADER + row, encoding="utf-8")
    ctx = bench.make_context(None, tmp_path)
    assert bench.bas_report(ctx, fy=2026, q=3).fields["G10"] == Decimal("2918.00")
