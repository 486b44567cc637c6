"""Issue 12 through the CLI: `tx edit --category` derives deductibility and GST, and the user's own
value is shown as the user's."""

from __future__ import annotations


def test_tx_edit_category_derives_tax_and_user_values_win(cli) -> None:
    added = cli("tx", "add", "-412.50", "MIDDYS ELECTRICAL WHOLESALE 0031", "--date", "2025-10-02", "--json")
    assert added.exit_code == 0, added.output
    tx = added.json()["transaction"]
    assert tx["isTaxDeductible"] is False and tx["gstAmount"] is None
    edited = cli("tx", "edit", tx["id"], "--category", "Tools & Equipment", "--json")
    assert edited.exit_code == 0, edited.output
    row = edited.json()["transaction"]
    assert row["isTaxDeductible"] is True and row["gstTreatment"] == "taxable"
    assert row["gstAmount"] == -37.5  # 412.50 / 11
    assert row["taxTreatmentSource"]["isTaxDeductible"] == "derived"

    rego = cli("tx", "add", "-904.00", "SERVICE NSW REGO RENEWAL", "--category", "Vehicle Expenses", "--json")
    body = rego.json()["transaction"]
    assert body["gstTreatment"] == "out_of_scope" and body["gstAmount"] is None and body["isTaxDeductible"]
