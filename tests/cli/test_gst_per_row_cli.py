"""A row's own GST treatment and GST amount, set with ``tx edit``, and honoured by the BAS and the tax
summary alike (issue 26): the stamp-duty invoice, an export sale, the old ``export`` tag, a sale only
partly taxable, the private share of a partly taxable purchase."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

import pytest

Cli = Callable[..., Any]


@pytest.fixture
def books(cli: Cli) -> Cli:
    done = cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered", "--country", "AU")
    assert done.exit_code == 0, done.output
    return cli


def _add(cli: Cli, amount: str, description: str, category: str, *extra: str) -> dict[str, Any]:
    result = cli("tx", "add", "--date", "2025-08-01", "--category", category, *extra, "--json", "--",
                 amount, description)  # fmt: skip
    assert result.exit_code == 0, result.output
    return result.json()["transaction"]  # type: ignore[no-any-return]


def _edit(cli: Cli, tx_id: str, *args: str) -> dict[str, Any]:
    result = cli("tx", "edit", tx_id, *args, "--json")
    assert result.exit_code == 0, result.output
    return result.json()["transaction"]  # type: ignore[no-any-return]


def _bas(cli: Cli) -> tuple[dict[str, Decimal], dict[str, Decimal]]:
    result = cli("report", "bas", "--quarter", "2025Q3", "--json")
    assert result.exit_code == 0, result.output
    data = result.json()
    fields = {k: Decimal(str(v)) for k, v in data["fields"].items()}
    return fields, {line["label"]: Decimal(str(line["amount"])) for line in data["worksheet"]}


def _summary(cli: Cli) -> dict[str, Any]:
    result = cli("report", "tax", "--fy", "2026", "--json")
    assert result.exit_code == 0, result.output
    return result.json()  # type: ignore[no-any-return]


def test_an_invoice_with_stamp_duty_claims_only_its_own_gst(books: Cli) -> None:
    # 600.00 premium + 60.00 GST + 66.00 stamp duty: the GST is 60.00, not 1/11 of 726.00 (66.00).
    insurance = _add(books, "-726.00", "QBE INSURANCE BPAY", "Business Insurance")
    edited = _edit(books, insurance["id"], "--gst-amount", "60")
    assert Decimal(str(edited["gstAmount"])) == Decimal("-60.00")
    fields, worksheet = _bas(books)
    assert fields["1B"] == Decimal("60.00")  # was 66.00: 6.00 too high
    assert worksheet["G11"] == Decimal("726.00") and worksheet["G14"] == Decimal("66.00")
    summary = _summary(books)
    assert Decimal(str(summary["gstClaimable"])) == Decimal("60.00")
    assert {d["label"]: Decimal(str(d["amount"])) for d in summary["deductions"]} == {
        "P8-other": Decimal("666.00")
    }


def test_the_private_share_is_of_the_taxable_part_only(books: Cli) -> None:
    insurance = _add(books, "-726.00", "QBE INSURANCE BPAY", "Business Insurance")
    _edit(books, insurance["id"], "--gst-amount", "60", "--business-use", "50")
    fields, worksheet = _bas(books)
    assert worksheet["G14"] == Decimal("66.00") and worksheet["G15"] == Decimal("330.00")  # half of 660
    assert fields["1B"] == Decimal("30.00")  # (726 - 66 - 330) / 11 = half of the 60.00


def test_an_export_sale_goes_to_g2_with_no_gst(books: Cli) -> None:
    sale = _add(books, "2000.00", "WISE NORTHLIGHT MEDIA LTD", "Sales Income")
    assert Decimal(str(sale["gstAmount"])) == Decimal("181.82")  # a taxable sale until said otherwise
    edited = _edit(books, sale["id"], "--gst-treatment", "export")
    assert edited["gstTreatment"] == "export" and Decimal(str(edited["gstAmount"])) == 0
    assert edited["taxTreatmentSource"]["gstTreatment"] == "user"
    fields, _ = _bas(books)
    assert (fields["G1"], fields["G2"], fields["G3"], fields["1A"]) == (
        Decimal("2000.00"), Decimal("2000.00"), Decimal("0"), Decimal("0")
    )  # fmt: skip
    income = _summary(books)["income"]
    assert [(i["label"], Decimal(str(i["amount"])), Decimal(str(i["gst"]))) for i in income] == [
        ("P8-income", Decimal("2000.00"), Decimal("0"))
    ]
    back = _edit(books, sale["id"], "--gst-treatment", "none")  # back to what finkit derives
    assert back["gstTreatment"] == "taxable" and "gstTreatment" not in {
        k for k, v in back["taxTreatmentSource"].items() if v == "user"
    }


def test_the_old_export_tag_still_means_export_and_tags_can_be_added_and_removed(books: Cli) -> None:
    sale = _add(books, "1100.00", "PAYPAL AUSTRALIA 1049", "Sales Income", "--tag", "export")
    fields, _ = _bas(books)
    assert (fields["G2"], fields["1A"]) == (Decimal("1100.00"), Decimal("0"))
    income = _summary(books)["income"]
    assert Decimal(str(income[0]["amount"])) == Decimal("1100.00")  # no GST taken out of an export
    tagged = _edit(books, sale["id"], "--tag", "client-us", "--untag", "EXPORT")
    assert tagged["tags"] == ["client-us"]
    fields, _ = _bas(books)
    assert (fields["G2"], fields["1A"]) == (Decimal("0"), Decimal("100.00"))


def test_a_sale_partly_gst_free_puts_that_part_at_g3(books: Cli) -> None:
    sale = _add(books, "1100.00", "MERRI CREEK PTY LTD", "Sales Income")
    _edit(books, sale["id"], "--gst-amount", "50")  # 500.00 + 50.00 GST taxable, 550.00 GST-free
    fields, _ = _bas(books)
    assert (fields["G1"], fields["G3"], fields["1A"]) == (
        Decimal("1100.00"),
        Decimal("550.00"),
        Decimal("50.00"),
    )


def test_an_unknown_treatment_is_refused_naming_the_field(books: Cli) -> None:
    sale = _add(books, "100.00", "CLIENT", "Sales Income")
    result = books("tx", "edit", sale["id"], "--gst-treatment", "zero_rated")
    assert result.exit_code != 0 and "gstTreatment" in result.output


def test_saying_an_airfare_is_taxable_claims_its_gst(books: Cli) -> None:
    """An airline that also flies abroad gets no GST credit until the person says the ticket holds GST
    (its rate is set to 0: suppliers.csv ``credit_asked``); ``tx edit --gst-treatment taxable`` says so,
    and the fare's GST (1/11) is claimed, not 0."""
    added = books("tx", "add", "--date", "2025-08-01", "--json", "--", "-389.00",
                  "VISA DEBIT PURCHASE CARD 5521 VIRGIN AUSTRALIA BRISBANE")  # fmt: skip
    assert added.exit_code == 0, added.output
    fare = added.json()["transaction"]
    assert books("categorise", "--apply").exit_code == 0
    edited = _edit(books, fare["id"], "--category", "Travel", "--gst-treatment", "taxable")
    assert Decimal(str(edited["gstAmount"])) == Decimal("-35.36")
    fields, _ = _bas(books)
    assert fields["1B"] == Decimal("35.36")
