from __future__ import annotations

from pathlib import Path
from typing import Any


def test_rates_and_calc(cli: Any) -> None:
    result = cli("tax", "rates", "fi", "--date", "2024-08-31", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()[0]["standardRate"] == 24
    everything = cli("tax", "rates", "--json").json()
    assert "AU" in everything["ratesByCountry"]
    assert cli("tax", "rates", "CA", "--state", "QC").exit_code == 0
    missing = cli("tax", "rates", "XX")
    assert missing.exit_code != 0 and "not found" in missing.stderr
    calc = cli("tax", "calc", "110", "--country", "AU", "--included", "--json").json()
    assert (calc["subtotal"], calc["tax"], calc["total"], calc["rate"]) == (100, 10, 110, 0.1)
    reduced = cli("tax", "calc", "100", "--country", "GB", "--rate-type", "reduced", "--json").json()
    assert reduced["tax"] == 5
    bad = cli("tax", "calc", "abc", "--country", "AU")
    assert bad.exit_code != 0 and "amount" in bad.stderr


def test_analyse_save_and_reports(cli: Any, tmp_path: Path) -> None:
    for args in (
        ["-149.85", "Scrubs Direct scrubs", "--date", "2025-01-10"],
        ["5000", "Salary", "--date", "2024-08-01", "--category", "Salary & Wages"],
        ["1100", "Invoice 7", "--date", "2025-07-10", "--category", "Sales Income"],
    ):
        assert cli("tx", "add", *args).exit_code == 0
    assert cli("profile", "set", "--entity-type", "individual", "--gst-registered").exit_code == 0
    dry = cli(
        "tax", "analyse", "--from", "2024-07-01", "--to", "2025-06-30", "--occupation", "nurse", "--json"
    )
    assert dry.exit_code == 0, dry.output
    assert dry.json()["analyses"][0]["returnLabel"] == "D3" and dry.json()["saved"] == 0
    assert cli("report", "tax", "--fy", "2025", "--json").json()["deductions"] == []  # nothing saved yet
    saved = cli(
        "tax", "analyse", "--from", "2024-07-01", "--to", "2025-06-30", "--occupation", "nurse", "--save"
    )
    assert saved.exit_code == 0 and "Saved 1" in saved.stdout
    report = cli("report", "tax", "--fy", "2025", "--json").json()
    assert report["incomeTotal"] == 5000 and report["deductions"][0]["label"] == "D15"
    out = tmp_path / "fy.csv"
    assert cli("report", "tax", "--fy", "2025", "--csv", str(out)).exit_code == 0
    assert out.read_text().startswith("section,label")
    bas = cli("report", "bas", "--quarter", "2025Q3", "--json").json()
    assert bas["fields"]["G1"] == 1100 and bas["fields"]["1A"] == 100
    assert cli("report", "bas", "--month", "2025-07").exit_code == 0
    assert cli("report", "bas").exit_code != 0
