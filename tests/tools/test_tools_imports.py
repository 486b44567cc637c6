"""transactions_import through the tool dispatcher."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import list_transactions
from tests.tools.tooling import error, field_names, ok

CSV = "Date,Description,Amount\n2026-06-01,BP Parramatta,-45.50\n2026-06-02,Salary ACME,2500.00\n"
OFX = """OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>AUD<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260603<TRNAMT>-12.00<FITID>A1<NAME>Cafe Nero</STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
"""


def test_dry_run_then_import_then_duplicates(ctx: AccountContext) -> None:
    dry = ok(ctx, "transactions_import", {"content": CSV, "fileName": "june.csv", "dryRun": True})
    assert dry["dryRun"] is True and dry["added"] == 2 and dry["batchId"] is None
    assert {r["description"] for r in dry["sample"]} == {"BP Parramatta", "Salary ACME"}
    assert list_transactions(ctx).pagination.total == 0

    done = ok(ctx, "transactions_import", {"content": CSV, "fileName": "june.csv"})
    assert done["added"] == 2 and done["format"] == "csv" and done["batchId"]
    listed = ok(ctx, "transactions_list", {"q": "BP"})
    assert [t["amount"] for t in listed["transactions"]] == [-45.5]

    again = ok(ctx, "transactions_import", {"content": CSV, "fileName": "june.csv"})
    assert again["added"] == 0 and again["duplicates"] == 2


def test_ofx_content_and_explicit_mapping(ctx: AccountContext) -> None:
    ofx = ok(ctx, "transactions_import", {"content": OFX, "fileName": "statement.ofx"})
    assert ofx["format"] == "ofx" and ofx["added"] == 1
    text = "01/06/2026;Coles;12,50\n02/06/2026;Aldi;3,10\n"
    mapped = ok(
        ctx,
        "transactions_import",
        {
            "content": text,
            "fileName": "x.csv",
            "mapping": {"date": "1", "description": "2", "amount": "3", "delimiter": ";", "decimal": ","},
            "dateFormat": "DD/MM/YYYY",
        },
    )
    assert mapped["added"] == 2
    amounts = sorted(t.amount for t in list_transactions(ctx, {"q": "Coles"}).transactions)
    assert [str(a) for a in amounts] == ["12.50"]


def test_bad_rows_refuse_the_file_unless_skipped(ctx: AccountContext) -> None:
    bad = CSV + "2026-06-03,Broken,abc\n"
    refused = error(ctx, "transactions_import", {"content": bad, "fileName": "bad.csv"})
    assert refused["code"] == "VALIDATION_ERROR"
    assert any(f.get("row") == 4 for f in refused["fields"])
    assert list_transactions(ctx).pagination.total == 0
    skipped = ok(ctx, "transactions_import", {"content": bad, "fileName": "bad.csv", "skipInvalid": True})
    assert skipped["added"] == 2 and skipped["invalid"] == 1


def test_invalid_arguments_name_the_field(ctx: AccountContext) -> None:
    assert "content" in field_names(error(ctx, "transactions_import", {"fileName": "x.csv"}))
    assert "format" in field_names(error(ctx, "transactions_import", {"content": CSV, "format": "xls"}))
    assert "dryrun" in field_names(error(ctx, "transactions_import", {"content": CSV, "dryrun": True}))
