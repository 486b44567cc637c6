from __future__ import annotations

from datetime import date, timedelta

from finkit.core.bills.schedule import add_months


def test_add_list_show_edit_delete(cli) -> None:
    today = date.today()
    due = (today + timedelta(days=10)).isoformat()
    made = cli(
        "bills", "add", "Netflix", "--amount", "22.99", "--frequency", "monthly", "--due", due,
        "--merchant", "NETFLIX.COM", "--category", "Entertainment", "--json",
    ).json()["bill"]  # fmt: skip
    assert made["merchantKey"] == "NETFLIX" and made["category"]["name"] == "Entertainment"
    late = cli(
        "bills", "add", "Rates", "--amount", "400", "--frequency", "quarterly",
        "--due", (today - timedelta(days=3)).isoformat(), "--json",
    ).json()["bill"]  # fmt: skip
    assert late["status"] == "overdue"
    assert [b["id"] for b in cli("bills", "list", "--overdue", "--json").json()["bills"]] == [late["id"]]
    assert [b["id"] for b in cli("bills", "list", "--upcoming", "30", "--json").json()["bills"]] == [
        made["id"]
    ]
    assert len(cli("bills", "list", "--json").json()["bills"]) == 2
    assert "Netflix" in cli("bills", "list").stdout
    edited = cli("bills", "edit", made["id"], "--amount", "24.99", "--reminder-days", "12", "--json").json()[
        "bill"
    ]
    assert edited["expectedAmount"] == 24.99 and edited["dueSoon"]
    assert "Netflix" in cli("bills", "show", made["id"]).stdout
    assert cli("bills", "delete", made["id"], "--yes").exit_code == 0
    assert cli("bills", "show", made["id"]).exit_code == 5
    bad = cli("bills", "add", "X", "--frequency", "daily", "--due", due, "--amount", "1")
    assert bad.exit_code == 2 and "frequency" in bad.stderr


def test_detect_create_and_match(cli) -> None:
    today = date.today()
    start = add_months(today.replace(day=min(today.day, 28)), -5)
    for i in range(5):
        day = add_months(start, i).isoformat()
        assert cli("tx", "add", "-16.99", f"SPOTIFY P{i}ABC SYDNEY", "--date", day).exit_code == 0
    detected = cli("bills", "detect", "--json").json()
    assert [(p["merchantKey"], p["frequency"], p["occurrences"]) for p in detected["patterns"]] == [
        ("SPOTIFY", "monthly", 5)
    ]
    assert cli("bills", "detect").exit_code == 0
    created = cli("bills", "detect", "--create", "--json").json()["created"]
    assert len(created) == 1 and created[0]["expectedAmount"] == 16.99
    shown = cli("bills", "show", created[0]["id"], "--json").json()
    assert len(shown["payments"]) == 5
    assert cli("bills", "match", "--json").json()["matched"] == 0


def test_match_over_history(cli) -> None:
    today = date.today()
    day = (today - timedelta(days=40)).isoformat()
    cli("tx", "add", "-89", "TELSTRA DIRECT DEBIT", "--date", day)
    due = (today + timedelta(days=20)).isoformat()
    cli(
        "bills",
        "add",
        "Phone",
        "--amount",
        "89",
        "--frequency",
        "four_weekly",
        "--due",
        due,
        "--merchant",
        "Telstra",
    )
    result = cli("bills", "match", "--json").json()
    assert result["matched"] == 1
    assert cli("bills", "match").stdout.startswith("Matched 0")
