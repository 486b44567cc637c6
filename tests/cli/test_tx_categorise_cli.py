"""`finkit tx categorise ID... --category NAME`: bulk categorise from the terminal, all or none."""

from __future__ import annotations

from typing import Any


def test_tx_categorise_sets_every_row_or_none(cli: Any) -> None:
    ids = []
    for amount, text in (("-330.00", "REECE PLUMBING 5512"), ("-110.00", "BUNNINGS 123")):
        added = cli("tx", "add", amount, text, "--date", "2025-10-02", "--json")
        assert added.exit_code == 0, added.output
        ids.append(added.json()["transaction"]["id"])
    refused = cli("tx", "categorise", ids[0], "ffffffff", "--category", "Tools & Equipment")
    assert refused.exit_code != 0 and "ffffffff" in refused.output
    assert cli("tx", "show", ids[0], "--json").json()["transaction"]["categoryId"] is None
    short = [i[-8:] for i in ids]  # the short ids `tx list` shows
    done = cli("tx", "categorise", *short, "--category", "Tools & Equipment", "--json")
    assert done.exit_code == 0, done.output
    assert done.json()["result"]["updated"] == 2
    row = cli("tx", "show", ids[1], "--json").json()["transaction"]
    assert row["category"]["name"] == "Tools & Equipment" and row["gstAmount"] == -10.0
