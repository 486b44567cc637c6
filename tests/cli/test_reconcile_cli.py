"""``finkit accounts reconcile``, ``finkit report balances`` and ``finkit tx edit --account`` (issue 25)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

BUSINESS = "13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"
# August's statement misses a processed -24.90 row before TELSTRA.
AUGUST = "14/08/2025,-20.00,PARKING,920.00\n16/08/2025,-30.00,TELSTRA,865.10\n"


def test_reconcile_report_and_move(cli: Any, tmp_path: Path) -> None:
    (tmp_path / "jul.csv").write_text(BUSINESS)
    (tmp_path / "aug.csv").write_text(AUGUST)
    assert cli("accounts", "add", "business").exit_code == 0
    card = ["--type", "credit_card", "--opening-balance", "-100", "--opening-date", "2025-06-30"]
    assert cli("accounts", "add", "card", *card).exit_code == 0
    for name in ("jul.csv", "aug.csv"):
        assert cli("import", str(tmp_path / name), "--account", "business").exit_code == 0

    ok = cli(
        "accounts", "reconcile", "business", "--statement-balance", "940", "--date", "2025-07-31", "--json"
    )
    assert ok.exit_code == 0, ok.stderr
    assert (ok.json()["difference"], ok.json()["reconciled"], ok.json()["reconciledTo"]) == (
        0,
        True,
        "2025-07-31",
    )
    assert ok.json()["rowsReconciled"] == 2

    short = cli("accounts", "reconcile", "business", "--statement-balance", "865.10", "--date", "2025-08-31")
    assert short.exit_code == 0
    assert "difference -24.90 AUD" in short.stdout and "Not reconciled" in short.stdout
    assert "line 2 of aug.csv" in short.stdout
    listed = cli("accounts", "list").stdout
    assert "broke at import on 2025-08-16" in listed
    assert cli("accounts", "list", "--json").json()["accounts"][0]["reconciledTo"] == "2025-07-31"

    bad = cli("accounts", "reconcile", "business", "--statement-balance", "lots", "--date", "2025-08-31")
    assert bad.exit_code != 0 and "statementBalance" in bad.stderr

    # The fee was the card's: moving a reconciled row asks for confirmation.
    fee = cli("tx", "list", "--q", "MONTHLY ACCOUNT FEE", "--json").json()["transactions"][0]
    refused = cli("tx", "edit", fee["id"], "--account", "card")
    assert refused.exit_code != 0 and "--confirm-reconciled" in refused.stderr
    moved = cli("tx", "edit", fee["id"], "--account", "card", "--confirm-reconciled", "--json").json()
    assert (
        moved["transaction"]["bankAccount"]["name"] == "card" and moved["transaction"]["reconciled"] is False
    )

    office = cli("tx", "list", "--q", "OFFICEWORKS", "--json").json()["transactions"][0]
    assert office["reconciled"] is True
    refused = cli("tx", "delete", office["id"], "--yes")
    assert refused.exit_code != 0 and "--confirm-reconciled" in refused.stderr
    deleted = cli("tx", "delete", office["id"], "--yes", "--confirm-reconciled", "--json")
    assert deleted.exit_code == 0 and deleted.json()["changeId"], deleted.stderr
    assert cli("tx", "undo", deleted.json()["changeId"]).exit_code == 0

    report = cli("report", "balances", "--period", "Jul–Aug 2025", "--json").json()
    assert [m["date"] for m in report["months"]] == ["2025-07-31", "2025-08-31"]
    assert [m["total"] for m in report["months"]] == [940 - 100, 890 - 100]
    table = cli("report", "balances", "--period", "Jul–Aug 2025").stdout
    assert "2025-08-31" in table and "-110.00" in table
