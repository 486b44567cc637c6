"""A second account's ids in every dashboard URL are 404, exactly as if they did not exist."""

from __future__ import annotations

import re

from finkit.core.accounts.service import context_for_email
from finkit.core.auth.api_keys import create_api_key
from finkit.core.bills.service import create_bill
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.receipts.service import add_receipt
from finkit.core.rules.engine import run_rules
from finkit.core.rules.service import create_rule
from finkit.core.settings import Settings
from finkit.core.transactions.service import create_transaction
from finkit.server.web import web_routes
from tests.web.conftest import SignIn

RECEIPT_TEXT = b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"


async def test_other_accounts_ids_are_404_on_every_dashboard_url(
    register: SignIn, database: Database, settings: Settings
) -> None:
    a = await register()
    b = await register()
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
    ids = {
        "/transactions/": tx.id,
        "/rules/": rule.id,
        "/rule-runs/": run.id,
        "/bills/": bill.id,
        "/receipts/": receipt.id,
        "/assistant/": conversation.id,
        "/settings/api-keys/": key.id,
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
                    url, {"category_id": "", "description": "x", "amount": "1", "date": "2026-08-01"}
                )
            assert response.status_code == 404, f"{method} {url}: {response.status_code}"
            assert "NOT_FOUND" in response.text and "B PRIVATE" not in response.text
            walked += 1
    assert walked >= 13
    # account B still sees its own records untouched
    own = await b.page(f"/transactions/{tx.id}")
    assert own.status_code == 200 and "B PRIVATE SHOP" in own.text
    keys = await b.page("/settings/api-keys")
    assert "B key" in keys.text and not re.search(r">revoked<", keys.text)
