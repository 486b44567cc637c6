"""``finkit tx pair/unpair`` and ``transferCounterpartId`` in ``tx list --json`` (issue 25)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

CARD = '20/07/2025,-89.10,KMART 1093 KOTARA AUS,-1353.40\n25/07/2025,180.00,"PAYMENT RECEIVED, THANK YOU",-1173.40\n'
BUSINESS = "25/07/2025,-180.00,Transfer to xx7702 CommBank app Card repayment,9073.79\n26/07/2025,-89.10,KMART,8984.69\n"


def test_a_card_repayment_pairs_and_can_be_unpaired_and_paired_by_hand(cli: Any, tmp_path: Path) -> None:
    card, business = tmp_path / "card.csv", tmp_path / "business.csv"
    card.write_text(CARD)
    business.write_text(BUSINESS)
    assert cli("accounts", "add", "card", "--type", "credit_card", "--last4", "7702").exit_code == 0
    assert cli("accounts", "add", "business", "--last4", "3317").exit_code == 0
    assert cli("import", str(card), "--account", "card").exit_code == 0
    assert cli("import", str(business), "--account", "business").exit_code == 0

    rows = {t["description"]: t for t in cli("tx", "list", "--json").json()["transactions"]}
    repaid, received = (
        rows["Transfer to xx7702 CommBank app Card repayment"],
        rows["PAYMENT RECEIVED, THANK YOU"],
    )
    assert (repaid["transferCounterpartId"], received["transferCounterpartId"]) == (
        received["id"],
        repaid["id"],
    )
    assert repaid["category"]["name"] == "Transfers"

    unpaired = cli("tx", "unpair", repaid["id"])
    assert unpaired.exit_code == 0 and "Unpaired" in unpaired.stdout and "PAYMENT RECEIVED" in unpaired.stdout
    shown = cli("tx", "show", received["id"], "--json").json()["transaction"]
    assert shown["transferCounterpartId"] is None

    paired = cli("tx", "pair", received["id"], repaid["id"], "--json").json()
    assert paired["transaction"]["transferCounterpartId"] == repaid["id"]
    assert paired["counterpart"]["transferCounterpartId"] == received["id"]

    # The two KMART rows are both money out: not a pair, whatever the user says.
    refused = cli("tx", "pair", rows["KMART 1093 KOTARA AUS"]["id"], rows["KMART"]["id"])
    assert refused.exit_code != 0 and "counterpartId" in refused.stderr
