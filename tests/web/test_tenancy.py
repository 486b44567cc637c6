"""A second account's ids in every dashboard URL are 404, exactly as if they did not exist."""

from __future__ import annotations

import re

from finkit.core.accounts.service import context_for_email, set_tier
from finkit.core.auth.api_keys import create_api_key
from finkit.core.bank_accounts.service import create_bank_account
from finkit.core.bills.service import create_bill
from finkit.core.categories.service import find_category_by_name
from finkit.core.category_sets.service import create_category_set
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.expenses.service import create_expense
from finkit.core.feeds.connectors import FeedConnector
from finkit.core.imports.jobs import wait_for_import_job
from finkit.core.integration.tokens import create_integration_token
from finkit.core.oauth.apps import list_connected_apps
from finkit.core.oauth.service import create_code, register_client
from finkit.core.receipts.service import add_receipt
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import create_rule
from finkit.core.settings import Settings
from finkit.core.tax.review.service import list_review
from finkit.core.transactions.detail import attach_file
from finkit.core.travel.service import create_vehicle
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.feeds import connect_feed
from finkit.core.usecases.import_jobs import start_import_job
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.rules import run_rules
from finkit.core.usecases.tax import analyse_transactions
from finkit.core.usecases.transactions import create_transaction, delete_transaction
from finkit.server.web import web_routes
from tests.web.conftest import SignIn


class _ClaimOnly:
    """Enough of a SimpleFIN connector to store account B's connection (no network)."""

    provider = "simplefin"

    def claim(self, setup_token: str) -> str:
        return "https://user:pass@bridge.example/simplefin"


def _connector(provider: str) -> FeedConnector:
    return _ClaimOnly()  # type: ignore[return-value]


RECEIPT_TEXT = b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"


async def test_other_accounts_ids_are_404_on_every_dashboard_url(
    register: SignIn, database: Database, settings: Settings
) -> None:
    a = await register()
    b = await register()
    for person in (a, b):  # elite: category sets' pages answer (404), not TIER_REQUIRED
        set_tier(database, person.email, "elite")
    ctx_b = context_for_email(database, settings, b.email)
    tx = create_transaction(
        ctx_b,
        data={"date": "2026-08-14", "description": "B PRIVATE SHOP 0042 Card xx9911", "amount": "-42.00"},
    )
    rule = create_rule(
        ctx_b,
        data={
            "name": "B rule",
            "conditions": {"field": "description", "operator": "contains", "value": "shop"},
            "actions": [{"type": "addTag", "tag": "b"}],
        },
    )
    run = run_rules(ctx_b, options={"rule": rule.id})
    bill = create_bill(
        ctx_b,
        data={
            "name": "B rent",
            "expected_amount": "1800",
            "frequency": "monthly",
            "next_due_date": "2026-12-01",
        },
    )
    receipt = add_receipt(ctx_b, data=RECEIPT_TEXT, file_name="receipt.txt")
    conversation = create_conversation(ctx_b, data={"title": "B's chat"})
    key = create_api_key(ctx_b, data={"name": "B key"})
    update_profile(ctx_b, data={"occupation": "electrician"})
    power = create_transaction(
        ctx_b,
        data={
            "date": "2026-08-05",
            "description": "AGL SALES PTY LTD BPAY",
            "amount": "-330.00",
            "category_id": find_category_by_name(ctx_b, "Utilities").id,
        },
    )
    analyse_transactions(ctx_b, transaction_ids=[power.id], save=True)
    review_item = list_review(ctx_b)[0]
    queue_item = review_queue(ctx_b).items[0]

    register_client(database, client_id="b-assistant", info={"client_name": "B assistant"})
    create_code(
        ctx_b,
        client_id="b-assistant",
        scopes=["mcp:read"],
        resource="http://testserver/mcp",
        redirect_uri="http://127.0.0.1:7999/callback",
        redirect_uri_explicit=True,
        code_challenge="c" * 43,
    )
    connected = list_connected_apps(ctx_b)[0]
    category = create_category(ctx_b, data={"name": "B PRIVATE category"})
    category_set = create_category_set(ctx_b, data={"name": "B set", "categoryIds": [category.id]})
    expense = create_expense(
        ctx_b, data={"date": "2026-08-02", "amount": "12", "description": "B PRIVATE lunch"}
    )
    vehicle = create_vehicle(ctx_b, data={"name": "B PRIVATE ute"})
    feed = connect_feed(
        ctx_b, data={"token": "setup-token-b", "name": "B feed"}, connector_factory=_connector
    )
    integration = create_integration_token(ctx_b, data={"name": "B integration"})
    attached = attach_file(ctx_b, tx.id, data=RECEIPT_TEXT.replace(b"14.50", b"42.00"), file_name="b.txt")
    job = start_import_job(
        ctx_b, data=b"Date,Amount,Description\n21/08/2026,-3.00,B IMPORTED ROW\n", file_name="b.csv"
    )
    finished = wait_for_import_job(ctx_b, job.id, timeout=120)
    assert finished.status == "done", finished.error
    gone = create_transaction(
        ctx_b, data={"date": "2026-08-03", "description": "B PRIVATE gone", "amount": "-2"}
    )
    change = delete_transaction(ctx_b, gone.id).change_id
    bank = create_bank_account(ctx_b, data={"name": "B PRIVATE savings"})
    ids = {
        "/accounts/": bank.id,
        "/transactions/": tx.id,
        "/transactions/changes/": str(change),
        "/rules/": rule.id,
        "/rule-runs/": run.id,
        "/bills/": bill.id,
        "/receipts/": receipt.id,
        "/assistant/": conversation.id,
        "/settings/api-keys/": key.id,
        "/tax/review/": review_item.id,
        "/review/": queue_item.id,
        "/settings/connected-apps/": connected.id,
        "/categories/": category.id,
        "/category-sets/": category_set.id,
        "/expenses/": expense.id,
        "/vehicles/": vehicle.id,
        "/settings/bank-feeds/": feed.id,
        "/settings/integration-tokens/": integration.token.id,
        "/import/jobs/": job.id,
    }
    walked = 0
    for route in web_routes():
        path = getattr(route, "path", "")
        if "{id}" not in path:
            continue
        prefix = path.split("{id}")[0]
        assert prefix in ids, f"no record of account B for {path}: add one to this test"
        url = path.replace("{id}", ids[prefix])
        for method in sorted(getattr(route, "methods", None) or {"GET"}):
            if method == "HEAD":
                continue
            if method == "GET":
                response = await a.page(url)
            else:
                response = await a.form(
                    url,
                    {"category_id": "", "description": "x", "amount": "1", "date": "2026-08-01", "name": "x"},
                )
            assert response.status_code == 404, f"{method} {url}: {response.status_code}"
            assert "NOT_FOUND" in response.text and "B PRIVATE" not in response.text
            walked += 1
    assert walked >= 28
    # B's attachment under A's own transaction is no more reachable than under B's
    mine = create_transaction(
        context_for_email(database, settings, a.email),
        data={"date": "2026-08-14", "description": "A SHOP", "amount": "-1.00"},
    )
    stolen = await a.page(f"/transactions/{mine.id}/attachments/{attached.file_id}")
    assert stolen.status_code == 404 and "NOT_FOUND" in stolen.text
    state = await a.http.get(f"/import/jobs/{job.id}", headers={"Accept": "application/json"})
    assert state.status_code == 404
    # account B still sees its own records untouched
    own = await b.page(f"/transactions/{tx.id}")
    assert own.status_code == 200 and "B PRIVATE SHOP" in own.text
    assert [i.id for i in list_review(ctx_b)] == [review_item.id]
    keys = await b.page("/settings/api-keys")
    assert "B key" in keys.text and not re.search(r">revoked<", keys.text)
    apps = await b.page("/settings/connected-apps")
    assert "B assistant" in apps.text
    for path, shown in (
        (f"/categories/{category.id}", "B PRIVATE category"),
        (f"/expenses/{expense.id}", "B PRIVATE lunch"),
        (f"/vehicles/{vehicle.id}", "B PRIVATE ute"),
        ("/settings/bank-feeds", "B feed"),
        ("/category-sets", "B set"),
    ):
        own_page = await b.page(path)
        assert own_page.status_code == 200 and shown in own_page.text, path
    tokens = await b.page("/settings/integration-tokens")
    assert "B integration" in tokens.text and not re.search(r">revoked<", tokens.text)
