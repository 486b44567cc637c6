"""The dashboard's categories, category sets, expenses, receipt correction, vehicles and trips, profile
and password, bank feeds and integration tokens pages over httpx: each page's main job through the
real core, CSRF on every form, a label on every input, headings in order."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from decimal import Decimal
from html.parser import HTMLParser

import httpx
import pytest

from finkit.core.accounts.service import context_for_email, set_tier
from finkit.core.categories.service import find_category_by_name, get_category
from finkit.core.db.engine import Database
from finkit.core.expenses.service import list_expenses
from finkit.core.receipts.service import get_receipt
from finkit.core.settings import Settings
from finkit.core.travel.service import list_trips
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.core.feeds.bridge import Bridge, account, txn
from tests.receiver import Receiver
from tests.web.conftest import HTML, PASSWORD, Browser, SignIn

RECEIPT = b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"
LOGBOOK = (
    "date,start odometer,end odometer,from,to,purpose,type\n"
    "2025-08-04,10000,10120,Home,Client A,Site visit,business\n"
    "2025-08-05,10120,10170,Home,Shops,Groceries,private\n"
    "2025-09-10,10170,10350,Home,Client B,Quote,business\n"
)


class _Form(HTMLParser):
    """What the accessibility and CSRF checks need from a page: inputs, labels, headings, forms."""

    def __init__(self) -> None:
        super().__init__()
        self.controls: list[dict[str, str | None]] = []
        self.label_for: set[str] = set()
        self.headings: list[int] = []
        self.forms: list[dict[str, object]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "form":
            self.forms.append(
                {"method": (a.get("method") or "get").lower(), "csrf": False, "action": a.get("action")}
            )
        elif tag in {"input", "select", "textarea"}:
            if tag == "input" and a.get("type") == "hidden":
                if a.get("name") == "csrf_token" and a.get("value") and self.forms:
                    self.forms[-1]["csrf"] = True
                return
            self.controls.append(a)
        elif tag == "label" and a.get("for"):
            self.label_for.add(str(a["for"]))
        elif re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))


def check_page(response: httpx.Response) -> str:
    """A page's structure: every visible input labelled, every POST form carrying the CSRF token,
    one h1 first and no heading level skipped."""
    assert response.status_code in (200, 400), response.text
    parsed = _Form()
    parsed.feed(response.text)
    for control in parsed.controls:
        assert control.get("id") in parsed.label_for, f"input without a label: {control}"
    for form in parsed.forms:
        if form["method"] == "post":
            assert form["csrf"], f"form without CSRF token: {form['action']}"
    assert parsed.headings and parsed.headings[0] == 1 and parsed.headings.count(1) == 1
    for before, after in zip(parsed.headings, parsed.headings[1:], strict=False):
        assert after <= before + 1, f"heading level skipped: {parsed.headings}"
    return response.text


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


async def test_every_new_page_is_labelled_ordered_and_protected(register: SignIn) -> None:
    browser = await register()
    for path in (
        "/categories",
        "/category-sets",
        "/expenses",
        "/vehicles",
        "/trips",
        "/settings/profile",
        "/settings/bank-feeds",
        "/settings/integration-tokens",
        "/settings",
    ):
        page = check_page(await browser.page(path))
        assert 'aria-label="Section"' in page, path
    # the eight main names stay and the area is marked current
    page = await browser.page("/categories")
    assert re.search(r'<a href="/transactions" aria-current="page">Transactions</a>', page.text)
    refused = await browser.http.post("/categories", data={"name": "No token"}, headers=HTML)
    assert refused.status_code == 403 and "CSRF" in refused.text


async def test_categories_add_rename_and_delete_says_what_happens_to_its_rows(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    added = await browser.form(
        "/categories", {"name": "Co-working", "tax_category": "business_expense", "is_tax_deductible": "on"}
    )
    assert added.status_code == 303
    category_id = added.headers["location"].rsplit("/", 1)[1]
    assert get_category(ctx, category_id).is_tax_deductible
    empty = text_of(check_page(await browser.page(f"/categories/{category_id}")))
    assert "No transactions use this category: deleting it changes no rows." in empty
    tx = create_transaction(
        ctx,
        data={
            "date": "2026-08-03",
            "description": "DESK HIRE",
            "amount": "-30.00",
            "categoryId": category_id,
        },
    )
    renamed = await browser.form(f"/categories/{category_id}/rename", {"name": "Coworking"})
    assert renamed.status_code == 303 and get_category(ctx, category_id).name == "Coworking"
    used = text_of(check_page(await browser.page(f"/categories/{category_id}")))
    assert "1 transaction uses this category. Deleting it moves them" in used
    duplicate = await browser.form(f"/categories/{category_id}/rename", {"name": "Fuel"})
    assert duplicate.status_code == 409
    office = find_category_by_name(ctx, "Office Supplies")
    deleted = await browser.form(f"/categories/{category_id}/delete", {"reassign_to": office.id})
    assert deleted.status_code == 303
    assert get_transaction(ctx, tx.id).category_id == office.id
    gone = await browser.page(f"/categories/{category_id}")
    assert gone.status_code == 404


async def test_category_sets_need_elite_and_say_so(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    free = text_of(check_page(await browser.page("/category-sets")))
    assert "come with the Elite plan and above. You are on the Free plan" in free
    refused = await browser.form("/category-sets", {"name": "Work"})
    assert refused.status_code == 403 and "TIER_REQUIRED" in refused.text
    set_tier(database, browser.email, "elite")
    ctx = context_for_email(database, settings, browser.email)
    fuel = find_category_by_name(ctx, "Fuel")
    created = await browser.form("/category-sets", {"name": "Work", "category_ids": fuel.id})
    assert created.status_code == 303
    page = check_page(await browser.page("/category-sets"))
    assert "All categories" in page and "Work" in page
    set_id = re.search(r'action="/category-sets/([^"]+)/activate"', page)
    assert set_id
    assert (await browser.form(f"/category-sets/{set_id.group(1)}/activate", {})).status_code == 303
    after = text_of((await browser.page("/category-sets")).text)
    assert re.search(r"Work 1 active", after)


async def test_expenses_add_filter_by_period_edit_and_delete(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    fuel = find_category_by_name(ctx, "Fuel")
    for day, what, amount in (
        ("2025-08-10", "Fuel August", "55.00"),
        ("2025-11-10", "Fuel November", "66.00"),
    ):
        made = await browser.form(
            "/expenses", {"date": day, "amount": amount, "description": what, "category_id": fuel.id}
        )
        assert made.status_code == 303, made.text
    listing = check_page(await browser.page("/expenses?period=Q1+FY2026"))
    assert "Fuel August" in listing and "Fuel November" not in listing and "1 expense<" in listing
    bad = await browser.form("/expenses", {"date": "2025-08-10", "amount": "x", "description": "Bad"})
    assert bad.status_code == 400 and "amount" in bad.text
    august = list_expenses(ctx, {"q": "Fuel August"}).expenses[0]
    check_page(await browser.page(f"/expenses/{august.id}"))
    edited = await browser.form(
        f"/expenses/{august.id}",
        {
            "date": "2025-08-11",
            "amount": "57.20",
            "description": "Fuel August",
            "category_id": fuel.id,
            "merchant": "Caltex",
        },
    )
    assert edited.status_code == 303
    now = list_expenses(ctx, {"q": "Caltex"}).expenses
    assert [(e.amount, e.merchant) for e in now] == [(Decimal("57.20"), "Caltex")]
    assert (await browser.form(f"/expenses/{august.id}/delete", {})).status_code == 303
    assert list_expenses(ctx).pagination.total == 1


async def test_receipt_correction_names_the_bad_field_then_saves(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    uploaded = await browser.http.post(
        "/receipts",
        data={"csrf_token": browser.csrf},
        files={"file": ("receipt.txt", RECEIPT, "text/plain")},
        headers=HTML,
    )
    url = uploaded.headers["location"]
    receipt_id = url.rsplit("/", 1)[1]
    check_page(await browser.page(url))
    entry = {
        "merchant": "Bean There Cafe",
        "receipt_date": "2026-06-14",
        "total": "14.50",
        "gst_amount": "1.32",
    }
    wrong = await browser.form(f"{url}/correct", {**entry, "abn": "51 824 753 557", "is_tax_invoice": "on"})
    assert wrong.status_code == 400
    page = check_page(wrong)
    assert 'id="fix-abn" name="abn" value="51 824 753 557" aria-invalid="true"' in page
    assert "ABN (abn):" in text_of(page) and "check-digit" in page
    assert get_receipt(ctx, receipt_id).merchant != "Bean There Cafe"  # nothing saved
    too_much = await browser.form(f"{url}/correct", {**entry, "gst_amount": "15.00"})
    assert too_much.status_code == 400 and "GST (gstAmount):" in text_of(too_much.text)
    fixed = await browser.form(f"{url}/correct", {**entry, "abn": "51 824 753 556", "is_tax_invoice": "on"})
    assert fixed.status_code == 303
    saved = get_receipt(ctx, receipt_id)
    assert (saved.merchant, saved.abn, saved.abn_valid, saved.total) == (
        "Bean There Cafe",
        "51824753556",
        True,
        Decimal("14.50"),
    )
    shown = text_of((await browser.page(fixed.headers["location"])).text)
    assert "Your corrections are saved." in shown and "51824753556 (valid)" in shown


async def test_vehicles_logbook_import_trips_by_period_and_the_comparison(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    added = await browser.form("/vehicles", {"name": "Ute", "make": "Toyota", "registration": "ABC123"})
    assert added.status_code == 303
    vehicle_id = added.headers["location"].rsplit("/", 1)[1]
    imported = await browser.http.post(
        "/trips/import",
        data={"csrf_token": browser.csrf, "vehicle_id": vehicle_id},
        files={"file": ("logbook.csv", LOGBOOK.encode(), "text/csv")},
        headers=HTML,
    )
    assert imported.status_code == 303 and imported.headers["location"] == "/trips?imported=3"
    assert len(list_trips(ctx, vehicle_id=vehicle_id)) == 3
    august = text_of(check_page(await browser.page("/trips?period=August+2025")))
    assert "2 trips" in august and "Site visit" in august and "Quote" not in august
    broken = await browser.http.post(
        "/trips/import",
        data={"csrf_token": browser.csrf, "vehicle_id": vehicle_id},
        files={"file": ("logbook.csv", b"date,distance\n2025-10-01,12\n2025-10-02,-3\n", "text/csv")},
        headers=HTML,
    )
    assert broken.status_code == 400 and "row 2" in broken.text
    assert len(list_trips(ctx, vehicle_id=vehicle_id)) == 3  # all rows or none
    comparison = text_of(check_page(await browser.page(f"/vehicles/{vehicle_id}?fy=2026")))
    assert "Cents per km" in comparison and "Logbook" in comparison
    assert "300.00 business km of 350.00 km" in comparison
    assert "Cents per km larger $264.00 300.00 business km × $0.88 per km" in comparison
    assert "Logbook not available no valid logbook" in comparison


async def test_password_change_needs_the_current_one_and_signs_out_elsewhere(
    register: SignIn, app: object
) -> None:
    browser = await register()
    elsewhere = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")  # type: ignore[arg-type]
    try:
        signed = await elsewhere.post(
            "/login", data={"email": browser.email, "password": PASSWORD}, headers=HTML
        )
        assert signed.status_code == 303
        assert (await elsewhere.get("/settings", headers=HTML)).status_code == 200
        new = "Fresh-start-2026"
        wrong = await browser.form(
            "/settings/password",
            {"current_password": "Not-my-pass-1", "new_password": new, "confirm_password": new},
        )
        assert wrong.status_code == 400
        page = text_of(check_page(wrong))
        assert "Current password (currentPassword): is not your current password" in page
        assert new not in wrong.text  # never echoed
        mismatch = await browser.form(
            "/settings/password",
            {"current_password": PASSWORD, "new_password": new, "confirm_password": new + "x"},
        )
        assert mismatch.status_code == 400 and "does not match" in mismatch.text
        weak = await browser.form(
            "/settings/password",
            {"current_password": PASSWORD, "new_password": "short", "confirm_password": "short"},
        )
        assert (
            weak.status_code == 400
            and "New password (newPassword): password needs at least 10" in text_of(weak.text)
        )
        assert (await elsewhere.get("/settings", headers=HTML)).status_code == 200
        changed = await browser.form(
            "/settings/password", {"current_password": PASSWORD, "new_password": new, "confirm_password": new}
        )
        assert changed.status_code == 303
        done = text_of((await browser.page(changed.headers["location"])).text)
        # the other browser, and the token registering issued (the form then signed in with a cookie)
        assert "Your password is changed. 2 other sign-in(s) were ended" in done
        kicked = await elsewhere.get("/settings", headers=HTML)
        assert kicked.status_code == 303 and kicked.headers["location"].startswith("/login")
        old = await elsewhere.post(
            "/login", data={"email": browser.email, "password": PASSWORD}, headers=HTML
        )
        assert old.status_code == 401
        again = await elsewhere.post("/login", data={"email": browser.email, "password": new}, headers=HTML)
        assert again.status_code == 303
    finally:
        await elsewhere.aclose()


async def test_display_name_is_saved(register: SignIn, database: Database, settings: Settings) -> None:
    browser = await register()
    saved = await browser.form("/settings/profile", {"first_name": "Grace", "last_name": "Hopper"})
    assert saved.status_code == 303
    page = check_page(await browser.page(saved.headers["location"]))
    assert 'value="Grace"' in page and 'value="Hopper"' in page and "Your name is saved." in page


async def test_integration_tokens_need_professional_and_are_shown_once(
    register: SignIn, database: Database
) -> None:
    browser = await register()
    refused = await browser.form("/settings/integration-tokens", {"name": "Shop", "scopes": "expenses:write"})
    assert refused.status_code == 403 and "professional" in refused.text
    set_tier(database, browser.email, "professional")
    posted = await browser.form("/settings/integration-tokens", {"name": "Shop", "scopes": "expenses:write"})
    assert posted.status_code == 303
    created = await browser.page(posted.headers["location"])
    assert created.status_code == 200
    secret = re.search(r'value="(fki_[0-9a-f]+)"', created.text)
    assert secret and "cannot be shown again" in created.text
    listing = check_page(await browser.page("/settings/integration-tokens"))
    assert "Shop" in listing and secret.group(1) not in listing and secret.group(1)[:12] in listing
    token_id = re.search(r'action="/settings/integration-tokens/([^"]+)/revoke"', listing)
    assert token_id
    assert (
        await browser.form(f"/settings/integration-tokens/{token_id.group(1)}/revoke", {})
    ).status_code == 303
    assert ">revoked<" in (await browser.page("/settings/integration-tokens")).text


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"feeds_allow_loopback": True})


@pytest.fixture
def bridge() -> Iterator[Bridge]:
    receiver = Receiver()
    state = Bridge(receiver)
    receiver.respond = state.respond
    receiver.start()
    yield state
    receiver.stop()


async def test_bank_feed_connect_sync_and_disconnect(
    register: SignIn, bridge: Bridge, database: Database, settings: Settings
) -> None:
    browser: Browser = await register()
    connected = await browser.form("/settings/bank-feeds", {"token": bridge.setup_token, "name": "Everyday"})
    assert connected.status_code == 303 and bridge.claimed
    listing = check_page(await browser.page("/settings/bank-feeds"))
    assert "Everyday" in listing and "s3cret" not in listing
    feed_id = re.search(r'action="/settings/bank-feeds/([^"]+)/sync"', listing)
    assert feed_id
    bridge.accounts = [account([txn("F-1", 1_780_000_000, "-45.50", "OFFICEWORKS PARRAMATTA")])]
    posted = await browser.form(f"/settings/bank-feeds/{feed_id.group(1)}/sync", {})
    assert posted.status_code == 303
    synced = await browser.page(posted.headers["location"])
    assert synced.status_code == 200 and re.search(r"New transactions</dt><dd>1<", synced.text)
    ctx = context_for_email(database, settings, browser.email)
    from finkit.core.usecases.transactions import list_transactions

    assert [t.description for t in list_transactions(ctx, {"source": "bank_feed"}).transactions] == [
        "OFFICEWORKS PARRAMATTA"
    ]
    gone = await browser.form(f"/settings/bank-feeds/{feed_id.group(1)}/disconnect", {})
    assert gone.status_code == 303
    after = await browser.page("/settings/bank-feeds")
    assert "No bank feeds connected." in after.text
    assert list_transactions(ctx, {"source": "bank_feed"}).pagination.total == 1  # its rows stay
