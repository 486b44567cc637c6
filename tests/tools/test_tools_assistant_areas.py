"""Tools added for the assistant: occupation deductions and categorising; tool errors shaped by the one
error-mapping table and put into plain words by the assistant."""

from __future__ import annotations

from finkit.assistant.local.clarify import plain_error
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.transactions import create_transaction, list_transactions
from finkit.error_mapping import mapping_for
from tests.tools.tooling import error, ok


def test_occupation_deductions_lists_the_occupation_rules_first(ctx: AccountContext) -> None:
    electrician = ok(ctx, "tax_occupation_deductions", {"occupation": "electrician"})
    specific = {i["ruleId"]: i for i in electrician["specific"]}
    assert set(specific) == {"tradie_tools", "sun_protection"}
    assert specific["tradie_tools"]["workUseOnly"] is True and specific["tradie_tools"]["returnLabel"] == "D5"
    assert "nurse_clothing" not in specific
    assert electrician["general"] and all(i["returnLabel"].startswith("D") for i in electrician["general"])
    unknown = ok(ctx, "tax_occupation_deductions", {"occupation": "astronaut"})
    assert unknown["specific"] == [] and unknown["general"] == electrician["general"]
    assert error(ctx, "tax_occupation_deductions", {"occupation": ""})["code"] == "VALIDATION_ERROR"


def test_categorise_suggests_then_applies_the_same_batch(ctx: AccountContext) -> None:
    create_transaction(
        ctx, data={"date": "2026-11-19", "description": "OFFICEWORKS 0412 BROADWAY", "amount": "-34.95"}
    )
    create_transaction(ctx, data={"date": "2026-11-18", "description": "ZQX 99 UNKNOWN", "amount": "-6.50"})
    suggested = ok(ctx, "categorise_suggest", {"minConfidence": "0.6"})
    assert suggested["considered"] == 2 and suggested["applied"] == 0
    confident = [
        s for s in suggested["suggestions"] if s["confidence"] is not None and s["confidence"] >= 0.6
    ]
    assert [s["description"] for s in confident] == ["OFFICEWORKS 0412 BROADWAY"], suggested
    assert all(t.category_id is None for t in list_transactions(ctx).transactions), "suggest changes nothing"
    applied = ok(ctx, "categorise_apply", {"minConfidence": "0.6"})
    assert applied["applied"] == len(confident) == suggested["suggested"]
    by_description = {t.description: t.category for t in list_transactions(ctx).transactions}
    for s in confident:
        assert by_description[s["description"]] is not None
        assert by_description[s["description"]].name == s["categoryName"]


def test_tool_errors_carry_the_mapped_status_and_read_as_plain_words(ctx: AccountContext) -> None:
    missing = error(ctx, "tax_calculate", {})
    assert (missing["code"], missing["status"]) == (
        "VALIDATION_ERROR",
        mapping_for(ValidationError()).http_status,
    )
    said = plain_error("tax_calculate", missing)
    assert "amount" in said and "inputSchema" not in said and "Invalid arguments" not in said
    not_found = error(ctx, "transactions_get", {"transactionId": "00000000-0000-0000-0000-000000000000"})
    assert not_found["status"] == 404 and plain_error("transactions_get", not_found).startswith(
        "I couldn't find"
    )
