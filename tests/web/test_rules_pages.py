"""Rules on the dashboard in words (issue 28): edit in the box they were written in, turn off and on,
delete with a confirmation, and a refused rule keeps what was typed."""

from __future__ import annotations

import re

from finkit.core.accounts.service import context_for_email
from finkit.core.categories.service import find_category_by_name
from finkit.core.db.engine import Database
from finkit.core.rules.service import get_rule, list_rules
from finkit.core.settings import Settings
from tests.web.conftest import SignIn


async def test_a_rule_is_read_edited_turned_off_and_deleted(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    transport = find_category_by_name(ctx, "Public Transport & Rideshare")
    created = await browser.form(
        "/rules", {"name": "Rides", "when": 'description contains "uber"', "set_category": transport.id}
    )
    assert created.status_code == 303
    path = created.headers["location"]
    page = (await browser.page(path)).text
    assert "<strong>Description contains UBER</strong> → Public Transport &amp; Rideshare" in page
    assert 'value="description contains &#34;uber&#34;"' in page  # the edit box holds the same words
    assert '{"all"' not in page and transport.id not in page.replace(f'value="{transport.id}"', "")

    edited = await browser.form(
        path,
        {
            "name": "Rides",
            "when": 'description contains "uber" and amount < -10',
            "set_category": transport.id,
        },
    )
    assert edited.status_code == 303
    page = (await browser.page(edited.headers["location"])).text
    assert "Rule saved." in page and "Description contains UBER and Amount is under -10" in page
    rule_id = path.rsplit("/", 1)[1]
    leaf = get_rule(ctx, rule_id).conditions["all"][1]
    assert (leaf["field"], leaf["operator"], str(leaf["value"])) == ("amount", "lt", "-10")

    off = await browser.form(f"{path}/disable", {})
    assert off.status_code == 303 and get_rule(ctx, rule_id).enabled is False
    assert "<td>off</td>" in (await browser.page("/rules")).text
    on = await browser.form(f"{path}/enable", {})
    assert on.status_code == 303 and get_rule(ctx, rule_id).enabled is True

    confirm = await browser.page(f"{path}/delete")
    assert "Delete the rule “Rides”?" in confirm.text and f'action="{path}/delete"' in confirm.text
    assert list_rules(ctx)  # asking is not deleting
    gone = await browser.form(f"{path}/delete", {})
    assert gone.status_code == 303 and gone.headers["location"] == "/rules?deleted=1"
    assert list_rules(ctx) == []


async def test_a_refused_rule_keeps_what_was_typed(register: SignIn) -> None:
    browser = await register()
    refused = await browser.form(
        "/rules", {"name": "Broken", "when": 'description contans "x"', "add_tag": "work"}
    )
    assert refused.status_code == 400
    assert re.search(r'id="when-error">', refused.text), refused.text
    assert 'value="description contans &#34;x&#34;"' in refused.text and 'value="work"' in refused.text
    nothing = await browser.form("/rules", {"name": "Idle", "when": 'description contains "x"'})
    assert nothing.status_code == 400 and re.search(r'id="actions-error">Choose at least one', nothing.text)
