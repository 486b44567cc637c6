"""The Review page (issue 26): linked from the overview with what waits, one form per item; a refused
answer is shown beside its box with what was typed kept, an answer given redirects and says what it did."""

from __future__ import annotations

import re
from decimal import Decimal

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.review.queue import review_queue
from finkit.core.settings import Settings
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.web.conftest import SignIn


async def test_overview_links_the_review_and_an_answer_settles_the_group(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    rows = [
        create_transaction(
            ctx, data={"date": f"2025-0{m}-12", "description": "TELSTRA MOBILE BILL", "amount": "-89.00"}
        ).id
        for m in (7, 8)
    ]
    overview = (await browser.page("/")).text
    assert re.search(r'<a href="/review">2 rows \(\$178\.00\) wait for your answer', overview)
    page = await browser.page("/review?period=FY2026")
    assert page.status_code == 200
    item = review_queue(ctx).items[0]
    assert (
        "What are the 2 payments to Telstra?" in page.text
        and f'action="/review/{item.id}/decide"' in page.text
    )
    assert "Accept finkit" not in page.text  # no suggestion for rows nothing recognised

    refused = await browser.form(
        f"/review/{item.id}/decide",
        {
            "category": "Phone & Internet",
            "business_use_percentage": "160",
            "transaction_ids": ",".join(item.transaction_ids),
            "period": "FY2026",
        },
    )
    assert refused.status_code == 400
    assert (
        f'id="bu-{item.id}" name="business_use_percentage" inputmode="decimal" value="160" aria-invalid="true"'
        in (refused.text)
    )
    assert f'<p class="field-error" id="bu-{item.id}-error">' in refused.text
    assert all(get_transaction(ctx, tx).category is None for tx in rows)

    answered = await browser.form(
        f"/review/{item.id}/decide",
        {
            "category": "Phone & Internet",
            "business_use_percentage": "60",
            "gst_treatment": "taxable",
            "transaction_ids": ",".join(item.transaction_ids),
            "period": "FY2026",
        },
    )
    assert answered.status_code == 303 and answered.headers["location"] == "/review?period=FY2026"
    after = (await browser.page(answered.headers["location"])).text
    assert "2 rows now Phone &amp; Internet; the rule “Review: Telstra (money out)” remembers it." in after
    assert "Nothing waits for review in FY2026." in after
    assert "remembers it" not in (await browser.page("/review?period=FY2026")).text  # shown once


async def test_a_group_that_changed_is_shown_again_as_it_is(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    create_transaction(
        ctx, data={"date": "2025-07-12", "description": "TELSTRA MOBILE BILL", "amount": "-89.00"}
    )
    item = review_queue(ctx).items[0]
    late = create_transaction(
        ctx, data={"date": "2025-08-12", "description": "TELSTRA MOBILE BILL", "amount": "-89.00"}
    ).id
    refused = await browser.form(
        f"/review/{item.id}/decide",
        {"category": "Phone & Internet", "transaction_ids": ",".join(item.transaction_ids)},
    )
    assert refused.status_code == 409 and late in refused.text and "Nothing was saved." in refused.text
    assert "What are the 2 payments to Telstra?" in refused.text


async def test_the_everyday_question_lists_its_rows_to_pick_the_business_ones(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Small purchases at several places are one question; the page lists its rows with a box each, the
    ticked ones take the answer given (nothing remembered), and accepting settles the rest as private."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    made = {
        name: create_transaction(
            ctx, data={"date": f"2025-08-1{n}", "description": f"{name} - Visa Purchase", "amount": "-42.00"}
        ).id
        for n, name in enumerate(("SHAMBLES BREWERY", "ETTY STREET", "NOVEL BAR"))
    }
    item = review_queue(ctx).items[0]
    assert item.kind == "everyday"
    page = (await browser.page("/review")).text
    assert "Were any of these a business cost?" in page
    for tx in made.values():
        assert f'name="only_transaction_ids" value="{tx}"' in page
    apart = await browser.form(
        f"/review/{item.id}/decide",
        {
            "category": "Advertising & Marketing",
            "only_transaction_ids": made["NOVEL BAR"],
            "transaction_ids": ",".join(item.transaction_ids),
        },
    )
    assert apart.status_code == 303
    note = (await browser.page(apart.headers["location"])).text
    assert "1 row now Advertising &amp; Marketing; answered apart, nothing remembered." in note
    rest = review_queue(ctx).items[0]
    assert sorted(rest.transaction_ids) == sorted([made["SHAMBLES BREWERY"], made["ETTY STREET"]])
    accepted = await browser.form(
        f"/review/{rest.id}/accept", {"transaction_ids": ",".join(rest.transaction_ids)}
    )
    assert accepted.status_code == 303
    assert review_queue(ctx).items == []
    assert get_transaction(ctx, made["NOVEL BAR"]).is_tax_deductible is True
    assert get_transaction(ctx, made["ETTY STREET"]).is_tax_deductible is False


async def test_a_processors_payouts_are_answered_with_its_fee_on_the_page(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """A person who never opens a terminal answers the fee a card processor keeps on the page: the
    payouts become the gross sales and the fee a cost of its own (as `finkit review decide
    --processor-fee-percent` does)."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "basPeriod": "quarterly"},
    )
    for day, amount in (("05", "835.51"), ("14", "483.42")):
        create_transaction(
            ctx,
            data={
                "date": f"2025-07-{day}",
                "description": "DIRECT CREDIT SQUARE AUSTRALIA SQ5833",
                "amount": amount,
            },
        )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if i.count == 2)
    page = (await browser.page("/review")).text
    assert f'id="fee-pct-{item.id}" name="processor_fee_percentage"' in page

    answered = await browser.form(
        f"/review/{item.id}/decide",
        {
            "category": "Sales Income",
            "processor_fee_percentage": "1.6",
            "transaction_ids": ",".join(item.transaction_ids),
        },
    )
    assert answered.status_code == 303
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("1340.38")  # 849.10 + 491.28, the gross


async def test_merchants_nothing_filed_are_one_card_with_a_box_per_row(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Round 20: merchants nothing filed are one card; each row has a box, the ticked ones answered apart
    (a merchant answered whole remembered for itself), then the rest in one answer."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    made = {
        text: create_transaction(ctx, data={"date": day, "description": text, "amount": amount}).id
        for day, text, amount in (
            ("2025-08-01", "INWARD TT JENNIFER A", "310.00"),
            ("2025-08-02", "NIAMH BRENNAN", "120.00"),
            ("2025-08-03", "L NGUYEN", "220.00"),
        )
    }
    [item] = review_queue(ctx).items
    page = (await browser.page("/review")).text
    assert "3 merchants asked as one" in page
    assert all(f'name="only_transaction_ids" value="{tx}"' in page for tx in made.values())
    apart = await browser.form(
        f"/review/{item.id}/decide",
        {
            "category": "Transfers",
            "only_transaction_ids": made["L NGUYEN"],
            "transaction_ids": ",".join(item.transaction_ids),
        },
    )
    assert apart.status_code in (200, 303), apart.text
    [rest] = review_queue(ctx).items
    assert sorted(rest.transaction_ids) == sorted([made["INWARD TT JENNIFER A"], made["NIAMH BRENNAN"]])
    assert get_transaction(ctx, made["L NGUYEN"]).category.name == "Transfers"
