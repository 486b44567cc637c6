from __future__ import annotations

from pathlib import Path
from typing import Any


def test_vehicles_trips_travel_and_report(cli: Any, tmp_path: Path) -> None:
    added = cli(
        "vehicles", "add", "Ute", "--make", "Toyota", "--rego", "ABC123", "--odometer", "45000", "--json"
    )
    assert added.exit_code == 0, added.output
    assert cli("vehicles", "list", "--json").json()["vehicles"][0]["latestOdometer"] == 45000
    assert "Toyota" in cli("vehicles", "show", "abc123").stdout
    trip = cli(
        "trips",
        "add",
        "--vehicle",
        "Ute",
        "--date",
        "2024-07-10",
        "--start",
        "45000",
        "--end",
        "45600",
        "--from",
        "Home",
        "--to",
        "Site",
        "--purpose",
        "Install",
        "--json",
    )
    assert trip.exit_code == 0, trip.output
    assert trip.json()["trip"]["distanceKm"] == 600
    logbook = tmp_path / "logbook.csv"
    logbook.write_text(
        "date,distance,purpose,type\n2024-08-01,400,,private\n2024-10-01,1000,Client,business\n"
    )
    imported = cli("trips", "import", str(logbook), "--vehicle", "Ute", "--json")
    assert imported.exit_code == 0, imported.output
    assert imported.json()["added"] == 2
    bad = tmp_path / "bad.csv"
    bad.write_text("date,distance,purpose,type\n2024-08-01,400,,business\n2024-99-01,5,x,business\n")
    refused = cli("trips", "import", str(bad), "--vehicle", "Ute")
    assert refused.exit_code != 0 and "row 1" in refused.stderr and "row 2" in refused.stderr
    assert len(cli("trips", "list", "--json").json()["trips"]) == 3
    period = cli(
        "trips", "logbook", "--vehicle", "Ute", "--start", "2024-07-01", "--end", "2024-09-30", "--json"
    )
    assert period.exit_code == 0, period.output
    assert period.json()["logbookPeriods"][0]["businessUsePercentage"] == 60
    cli("tx", "add", "-1000", "Shell", "--category", "Fuel", "--date", "2024-11-01")
    report = cli("report", "vehicle", "--fy", "2025", "--json")
    assert report.exit_code == 0, report.output
    claim = report.json()["vehicles"][0]
    # cents per km: 1,600 km × $0.88 = $1,408; logbook: 60 % × $1,000 = $600
    assert [m["deduction"] for m in claim["methods"]] == [1408, 600]
    assert claim["bestMethod"] == "cents_per_km"
    human = cli("report", "vehicle", "--fy", "2025")
    assert human.exit_code == 0 and "Cents per km gives the larger deduction" in human.stdout
    away = cli("travel", "add", "Perth", "Commissioning", "--start", "2026-03-02", "--end", "2026-03-09")
    assert away.exit_code == 0 and "travel diary is required" in away.stdout
    assert cli("travel", "list", "--json").json()["travel"][0]["nights"] == 7
