"""The dashboard over httpx (fast): sign-in, security headers, CSRF, errors, and each page's main job.

Money figures are checked against hand-worked answers (tests/web/bank_files.py) to the cent.
"""

from __future__ import annotations

import asyncio
import html
import re
from decimal import Decimal

import httpx
import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.auth.tokens import SESSION_COOKIE
from finkit.core.categories.service import find_category_by_name
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.transactions import list_transactions
from tests.web.bank_files import BANK_CSV, FY, PRINTING, PRINTING_GST, QUARTER
from tests.web.conftest import HTML, PASSWORD, Browser, SignIn

# the backend can matter end to end: run on PostgreSQL too (tests/conftest.py)
pytestmark = pytest.mark.all_backends


def _money(value: object) -> str:
    return f"${value:,.2f}"


def _amount(text: str) -> Decimal:
    return Decimal(text.replace("$", "").replace(",", ""))


async def preview_file(
    browser: Browser, content: bytes, name: str = "statement.csv"
) -> tuple[httpx.Response, str]:
    """Upload a file to the preview as the form does: the file is stored once (a 303 to the check's
    job) and the preview page names the stored file for the commit; (the preview page, its staged id)."""
    started = await browser.http.post(
        "/import/preview",
        data={"csrf_token": browser.csrf, "format": "auto"},
        files={"file": (name, content, "text/csv")},
        headers=HTML,
    )
    assert started.status_code == 303 and started.headers["location"].startswith("/import/jobs/"), (
        started.text
    )
    preview = await finished_import(browser, started.headers["location"])
    staged = re.search(r'name="staged" value="([0-9a-f]{32})"', preview.text)
    return preview, staged.group(1) if staged else ""


async def commit_file(browser: Browser, staged: str, **fields: str) -> httpx.Response:
    started = await browser.form("/import/commit", {"staged": staged, **fields})
    assert started.status_code == 303 and started.headers["location"].startswith("/import/jobs/"), (
        started.text
    )
    return await finished_import(browser, started.headers["location"])


async def _import(browser: Browser) -> httpx.Response:
    preview, staged = await preview_file(browser, BANK_CSV.encode())
    assert preview.status_code == 200 and staged, preview.text
    assert 'name="content"' not in preview.text  # the file is not sent back with the form
    return await commit_file(browser, staged)


async def finished_import(browser: Browser, job_url: str) -> httpx.Response:
    """The import's result page, once its background job has ended: poll as the page's script does (the
    bound is for a stuck job, never a speed check)."""
    for _ in range(1200):
        state = await browser.http.get(job_url, headers={"Accept": "application/json"})
        if state.status_code != 200 or state.json()["status"] != "running":
            break
        await asyncio.sleep(0.1)
    return await browser.page(job_url)


async def test_a_stranger_is_sent_to_sign_in_and_back(app: object, register: SignIn) -> None:
    person = await register()
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://testserver"
    ) as http:  # type: ignore[arg-type]
        response = await http.get("/transactions?type=debit", headers=HTML)
        assert response.status_code == 303
        assert response.headers["location"] == "/login?next=/transactions%3Ftype%3Ddebit"
        form = await http.get(response.headers["location"], headers=HTML)
        assert 'for="email">Email<' in form.text and 'for="password">Password<' in form.text
        assert ">Sign in</button>" in form.text
        wrong = await http.post(
            "/login", data={"email": person.email, "password": "nope-nope-1"}, headers=HTML
        )
        assert wrong.status_code == 401 and "Invalid email or password" in wrong.text
        signed_in = await http.post(
            "/login?next=/transactions", data={"email": person.email, "password": PASSWORD}, headers=HTML
        )
        assert signed_in.status_code == 303 and signed_in.headers["location"] == "/transactions"
        cookie = next(h for h in signed_in.headers.get_list("set-cookie") if h.startswith(SESSION_COOKIE))
        assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Max-Age=" in cookie


@pytest.mark.parametrize(
    "target", ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:x"]
)
async def test_sign_in_only_returns_to_a_local_path(register: SignIn, target: str) -> None:
    browser = await register()
    await browser.form("/logout", {})
    response = await browser.http.post(
        "/login", data={"email": browser.email, "password": PASSWORD, "next": target}, headers=HTML
    )
    assert response.status_code == 303 and response.headers["location"] == "/"


async def test_pages_carry_the_security_headers(register: SignIn) -> None:
    browser = await register()
    for path in ("/", "/login", "/nowhere"):
        response = await browser.page(path)
        csp = response.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp
        assert response.headers["x-frame-options"] == "DENY"
        assert "<script>" not in response.text  # no inline script anywhere
    assert 'aria-label="Main"' in (await browser.page("/")).text
    nav = re.findall(r'<li><a href="[^"]+"[^>]*>([^<]+)</a></li>', (await browser.page("/")).text)
    assert nav[:8] == ["Overview", "Transactions", "Import", "Rules", "Bills", "Tax", "Assistant", "Settings"]


async def test_a_form_without_the_csrf_token_is_refused(register: SignIn) -> None:
    browser = await register()
    response = await browser.http.post("/rules", data={"when": 'description contains "x"'}, headers=HTML)
    assert response.status_code == 403 and "CSRF" in response.text
    cross = await browser.http.post(
        "/rules",
        data={"csrf_token": browser.csrf, "when": 'description contains "x"'},
        headers={**HTML, "Origin": "https://evil.example"},
    )
    assert cross.status_code == 403 and "Cross-site request" in cross.text


async def test_sign_out_revokes_the_session(register: SignIn) -> None:
    browser = await register()
    stolen = browser.http.cookies.get(SESSION_COOKIE)
    response = await browser.form("/logout", {})
    assert response.status_code == 303 and response.headers["location"] == "/login"
    browser.http.cookies.set(SESSION_COOKIE, stolen or "")
    again = await browser.page("/")
    assert again.status_code == 303 and again.headers["location"].startswith("/login")


async def test_error_pages_use_the_rest_errors_words(register: SignIn) -> None:
    browser = await register()
    missing = await browser.page("/no/such/page")
    assert (
        missing.status_code == 404
        and "No route /no/such/page" in missing.text
        and "NOT_FOUND" in missing.text
    )
    api = await browser.http.get("/api/no/such/route")
    assert api.status_code == 404 and api.json()["code"] == "NOT_FOUND"  # the API stays JSON
    unknown = await browser.page("/transactions/0000000000000000000000000000dead")
    assert unknown.status_code == 404 and "NOT_FOUND" in unknown.text
    webhooks = await browser.page("/settings/webhooks")
    assert webhooks.status_code == 403 and "TIER_REQUIRED" in webhooks.text


async def test_import_preview_names_layout_duplicates_and_bad_rows(register: SignIn) -> None:
    browser = await register()
    bad = BANK_CSV + "22/08/2026,-5.0O,BAD AMOUNT ROW,0\n"
    preview, _ = await preview_file(browser, bad.encode())
    assert preview.status_code == 200
    assert PRINTING in preview.text and "Amount (column 2)" in preview.text
    assert re.search(r"<td>8</td><td>amount</td><td>&#39;-5.0O&#39; is not an amount</td>", preview.text)
    done = await _import(browser)
    assert done.status_code == 200 and "Imported 6 rows" in done.text
    again, _ = await preview_file(browser, BANK_CSV.encode())
    assert (
        "<dt>Duplicates (skipped)</dt><dd>6</dd>" in again.text
        and "every row is already imported" in again.text
    )
    assert 'action="/import/commit"' not in again.text
    listing = await browser.page("/transactions?source=csv")
    assert PRINTING in listing.text and "6 transactions" in listing.text


async def test_inline_category_change_moves_the_tax_figures(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    printing = next(
        t
        for t in list_transactions(ctx, TransactionFilters(limit=50)).transactions
        if t.description == PRINTING
    )
    assert printing.category_id is None
    before = await browser.page(f"/tax/bas?quarter={QUARTER}")
    office = find_category_by_name(ctx, "Home Office")
    changed = await browser.http.post(
        f"/transactions/{printing.id}/category",
        data={"csrf_token": browser.csrf, "category_id": office.id},
        headers={"Accept": "application/json"},
    )
    assert changed.status_code == 200 and changed.json()["category"] == "Home Office"
    after = await browser.page(f"/tax/bas?quarter={QUARTER}")
    one_b = re.compile(r'id="bas-1b"[^>]*>([^<]+)<')
    # 1B before: fuel 66.00/11 + rideshare 18.50/11 = 7.68; the print job adds 220.00/11 = 20.00
    assert one_b.search(before.text)[1] == "$7.68"  # type: ignore[index]
    assert _amount(one_b.search(after.text)[1]) - Decimal("7.68") == PRINTING_GST  # type: ignore[index]
    summary = await browser.page(f"/tax?fy={FY}")
    assert summary.status_code == 200 and 'id="total-deductions"' in summary.text
    csv = await browser.page(f"/tax/bas.csv?quarter={QUARTER}")
    assert csv.headers["content-type"].startswith("text/csv") and "1B" in csv.text


async def test_rule_preview_run_and_undo(register: SignIn, database: Database, settings: Settings) -> None:
    browser = await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    office = find_category_by_name(ctx, "Office Supplies")
    created = await browser.form(
        "/rules", {"name": "Printing", "when": 'description contains "graphic"', "set_category": office.id}
    )
    assert created.status_code == 303
    rule_path = created.headers["location"]
    preview = await browser.page(f"{rule_path}/preview")
    assert "1 transaction would change" in preview.text
    # the preview in words: date, description, amount and the change (no JSON, no category ids)
    assert re.search(
        rf"<td>2026-08-14</td><td><a [^>]+>{re.escape(PRINTING)}</a></td><td class=\"num\">-\$220.00</td>"
        r"<td>Category: none → Office Supplies</td>",  # the rule sets the category; the run derives GST
        preview.text,
    ), preview.text
    assert office.id not in preview.text.replace(f'value="{office.id}"', "")
    rules = await browser.page("/rules")
    assert "<td>Description contains GRAPHIC</td><td>→ Office Supplies</td>" in rules.text
    ran = await browser.form(f"{rule_path}/run", {})
    assert ran.status_code == 303 and ran.headers["location"].startswith("/rule-runs/")  # post/redirect/get
    run_path = ran.headers["location"]
    for _ in range(2):  # a reload is a GET of the run: it runs nothing again
        run = await browser.page(run_path)
        assert "1 transaction changed" in run.text and "Printing: 1 changed" in run.text
    assert PRINTING not in (await browser.page("/transactions?category=none")).text
    history = await browser.page("/rules")
    assert f'href="{run_path}"' in history.text and history.text.count('action="/rule-runs/') == 1
    undo_action = re.search(r'action="(/rule-runs/[^"]+/undo)"', run.text)
    assert undo_action and undo_action.group(1) == f"{run_path}/undo"
    undone = await browser.form(undo_action.group(1), {})
    assert undone.status_code == 303
    after = await browser.page(undone.headers["location"])
    assert "1 transaction restored" in after.text and "Undo this run" not in after.text
    listing = await browser.page("/transactions?category=none")
    assert PRINTING in listing.text
    assert "undone" in (await browser.page("/rules")).text


async def test_api_key_is_shown_once_then_only_its_name(register: SignIn) -> None:
    browser = await register()
    posted = await browser.http.post(
        "/settings/api-keys",
        data={"csrf_token": browser.csrf, "name": "laptop", "scopes": ["mcp:read", "mcp:tools:list"]},
        headers=HTML,
    )
    assert posted.status_code == 303 and posted.headers["location"] == "/settings/api-keys/created"
    created = await browser.page("/settings/api-keys/created")
    key = re.search(r'id="new-key" readonly value="(mcp_[0-9a-f]{64})"', created.text)
    assert key, created.text
    assert "cannot be read back" in created.text
    reloaded = await browser.page("/settings/api-keys/created")  # shown once: a reload is the list
    assert reloaded.status_code == 303 and reloaded.headers["location"] == "/settings/api-keys"
    stranger = await register()  # the one-time note is bound to the account that made the key
    stranger.http.cookies.set("svc_flash", posted.cookies["svc_flash"], path="/settings/api-keys/created")
    assert (await stranger.page("/settings/api-keys/created")).status_code == 303
    listing = await browser.page("/settings/api-keys")
    assert (
        "laptop" in listing.text
        and key.group(1) not in listing.text
        and "mcp:read, mcp:tools:list" in listing.text
    )
    revoke = re.search(r'action="(/settings/api-keys/[^"]+/revoke)"', listing.text)
    assert revoke
    await browser.form(revoke.group(1), {})
    assert "revoked" in (await browser.page("/settings/api-keys")).text


async def test_api_key_form_takes_tool_sets(register: SignIn) -> None:
    browser = await register()
    form = (await browser.page("/settings/api-keys")).text
    assert 'name="toolsets"' in form and "category_sets" in form  # the known sets are listed
    created = await browser.http.post(
        "/settings/api-keys",
        data={"csrf_token": browser.csrf, "name": "taxes", "toolsets": "tax, rules"},
        headers=HTML,
    )
    assert created.status_code == 303, created.text
    assert "tool sets: tax, rules" in (await browser.page("/settings/api-keys")).text
    refused = await browser.http.post(
        "/settings/api-keys",
        data={"csrf_token": browser.csrf, "name": "bad", "toolsets": "nope"},
        headers=HTML,
    )
    assert refused.status_code == 400 and "nope" in refused.text


async def test_overview_figures_to_the_cent(register: SignIn, database: Database, settings: Settings) -> None:
    from datetime import UTC, datetime

    from finkit.core.usecases.transactions import create_transaction

    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    today = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)
    for description, amount in (
        ("INVOICE 2001 ACME PAYMENT", "1500.00"),
        ("WOOLWORTHS 1234 NEWTOWN Card xx4821", "-84.15"),
        ("BP CONNECT 0412 MARRICKVILLE Card xx4821", "-66.35"),
        ("A PERSON REF 99", "-10.10"),
    ):
        create_transaction(
            ctx, data={"date": today.isoformat(), "description": description, "amount": amount}
        )
    page = await browser.page("/")
    assert page.status_code == 200
    assert "$1,500.00" in page.text and "$160.60" in page.text and "$1,339.40" in page.text
    assert "<svg" in page.text and "Spending by category this month" in page.text
    assert "To review: 4 without a category" in page.text  # create_transaction leaves the category to rules
    assert "A PERSON REF 99" in page.text


async def test_the_assistant_answers_without_script(register: SignIn) -> None:
    browser = await register()
    await _import(browser)
    sent = await browser.form("/assistant", {"message": "How much did I spend on fuel in August 2026?"})
    assert sent.status_code == 303 and sent.headers["location"].startswith("/assistant/")
    conversation = await browser.page(sent.headers["location"])
    assert conversation.status_code == 200
    assert "How much did I spend on fuel in August 2026?" in conversation.text
    assert "Used <code>" in conversation.text  # the tool call behind the answer is shown
    assert "$66.00" in conversation.text or "66.00" in conversation.text
    listing = await browser.page("/assistant")
    assert sent.headers["location"] in listing.text


async def test_a_receipt_is_read_and_matched(
    register: SignIn, database: Database, settings: Settings
) -> None:
    from finkit.core.usecases.transactions import create_transaction

    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    paid = create_transaction(
        ctx,
        data={"date": "2026-06-14", "description": "BEAN THERE CAFE 0231 Card xx4821", "amount": "-14.50"},
    )
    receipt_text = b"BEAN THERE CAFE\nTAX INVOICE\nABN 51 824 753 556\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"
    uploaded = await browser.http.post(
        "/receipts",
        data={"csrf_token": browser.csrf},
        files={"file": ("receipt.txt", receipt_text, "text/plain")},
        headers=HTML,
    )
    assert uploaded.status_code == 303
    page = await browser.page(uploaded.headers["location"])
    assert "<dd>$14.50</dd>" in page.text and "<dd>$1.32</dd>" in page.text and "51 824 753 556" in page.text
    assert f'value="{paid.id}"' in page.text
    matched = await browser.form(f"{uploaded.headers['location']}/commit", {"transaction_id": paid.id})
    assert matched.status_code == 303
    done = await browser.page(uploaded.headers["location"])
    assert "processed" in done.text and f"/transactions/{paid.id}" in done.text


async def test_tax_profile_and_the_review_list(
    register: SignIn, database: Database, settings: Settings
) -> None:
    from finkit.core.usecases.tax import analyse_transactions
    from finkit.core.usecases.transactions import create_transaction

    browser = await register()
    saved = await browser.form(
        "/tax/profile",
        {
            "entity_type": "sole_trader",
            "occupation": "electrician",
            "gst_registered": "on",
            "personal_super_deduction": "on",
            "bas_period": "quarterly",
        },
    )
    assert saved.status_code == 303 and saved.headers["location"] == "/tax/profile?saved=1"
    saved = await browser.page(saved.headers["location"])
    assert "Saved." in saved.text
    assert (
        '<option value="sole_trader" selected>' in saved.text
        and 'id="gst_registered" name="gst_registered" type="checkbox" checked' in saved.text
    )
    # What the person states once (issue 26): ticked stays ticked, unticked stays clear.
    assert 'name="personal_super_deduction" type="checkbox" checked' in saved.text
    assert 'name="gst_free_health_services" type="checkbox">' in saved.text
    ctx = context_for_email(database, settings, browser.email)
    utilities = find_category_by_name(ctx, "Utilities").id
    rows = [
        create_transaction(
            ctx, data={"date": "2026-08-05", "description": d, "amount": a, "category_id": utilities}
        ).id
        for d, a in (("AGL SALES PTY LTD BPAY", "-330.00"), ("SYDNEY WATER CORP BPAY", "-180.00"))
    ]
    analyse_transactions(ctx, transaction_ids=rows, save=True)
    review = await browser.page("/tax/review")
    assert "AGL SALES PTY LTD BPAY" in review.text and "SYDNEY WATER CORP BPAY" in review.text
    accept = re.findall(r'action="(/tax/review/[^"]+/accept)"', review.text)
    dismiss = re.findall(r'action="(/tax/review/[^"]+/dismiss)"', review.text)
    assert len(accept) == len(dismiss) == 2
    await browser.form(accept[0], {})
    await browser.form(dismiss[1], {})
    assert "Nothing waiting for review." in (await browser.page("/tax/review")).text


async def test_transactions_page_by_keyset(register: SignIn, database: Database, settings: Settings) -> None:
    from finkit.core.usecases.transactions import create_transaction

    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    for n in range(55):
        create_transaction(
            ctx,
            data={
                "date": f"2026-07-{n % 28 + 1:02d}",
                "description": f"EFTPOS SHOP {n:03d} REF {9000 + n}",
                "amount": "-1.00",
            },
        )
    first = await browser.page("/transactions?type=debit")
    assert first.text.count('<tr id="tx-') == 50 and "55 transactions" in first.text
    next_link = re.search(r'rel="next" href="([^"]+)"', first.text)
    assert next_link and "cursor=" in next_link.group(1) and "type=debit" in next_link.group(1)
    second = await browser.page(html.unescape(next_link.group(1)))
    assert second.status_code == 200, (next_link.group(1), second.text[-600:])
    assert second.text.count('<tr id="tx-') == 5 and 'rel="next"' not in second.text
    shown = set(re.findall(r'<tr id="tx-([^"]+)"', first.text)) | set(
        re.findall(r'<tr id="tx-([^"]+)"', second.text)
    )
    assert len(shown) == 55
