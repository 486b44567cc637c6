"""The review in a real browser (Debian's Chromium driven by Playwright) against a real uvicorn (issue
26): the overview says what waits and links the Review page; a refused answer is shown beside its box;
an answer settles the group and the page says so. axe-clean, no console errors; screenshots
(``FINKIT_TEST_SCREENSHOTS=1``) go to tests/web/screenshots/ (ignored by git)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import CHROMIUM, NO_CHROMIUM, screenshot

pytestmark = pytest.mark.slow
PASSWORD = "Walk-in-the-park-42"
STATEMENT = (
    "Date,Amount,Description\n"
    "2025-07-12,-89.00,KAI NGATA EDITING INV\n"
    "2025-08-12,-89.00,KAI NGATA EDITING INV\n"
    "2025-08-20,2200.00,PAYMENT FROM MERRI CREEK PTY LTD\n"
)

if CHROMIUM is None:
    pytest.skip(NO_CHROMIUM, allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
AXE = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)
expect = sync_api.expect


class _Visit:
    """A person's tab on the shared server: the page, the console errors it logged, and the steps every
    test here starts with (signing up, importing a statement through the Import page)."""

    def __init__(self, browser: Any, server: str) -> None:
        self.page = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900}).new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self._axe = AXE.Axe()

    def clean(self, name: str, *, refused: int | None = None) -> None:
        """A screenshot (when asked), no axe violation, and no console error but the one a refused form logs."""
        screenshot(self.page, f"review-{name}")
        violations = self._axe.run(self.page).response["violations"]
        assert not violations, [f"{v['id']}: {v['nodes'][0]['html'][:120]}" for v in violations]
        if refused:  # Chromium logs a form answered with 4xx as a console error
            assert len(self.errors) == 1 and str(refused) in self.errors[0], self.errors
            self.errors.clear()
        assert not self.errors, self.errors

    def sign_up(self, first_name: str, email: str, *, sole_trader: bool = False) -> None:
        """Register; a sole trader also states GST registration and a quarterly BAS on the profile page."""
        page = self.page
        page.goto("/register")
        page.get_by_label("First name").fill(first_name)
        page.get_by_label("Email").fill(email)
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Create account").click()
        if sole_trader:
            page.goto("/tax/profile")
            page.get_by_label("You are").select_option("sole_trader")
            page.get_by_label("Registered for GST").check()
            page.get_by_label("BAS period").select_option("quarterly")
            page.get_by_role("button", name="Save profile").click()

    def import_rows(self, statement: Path, text: str, rows: int) -> None:
        """Write ``text`` to ``statement`` and import it through the Import page's preview."""
        statement.write_text(text)
        page = self.page
        page.goto("/import")
        page.get_by_label("Bank file").set_input_files(str(statement))
        page.get_by_role("button", name="Preview").click()
        page.get_by_role("button", name=f"Import {rows} rows").click()
        expect(page.get_by_role("heading", name=f"Imported {rows} rows")).to_be_visible()


def test_a_person_answers_the_review(server: str, browser: object, tmp_path: Path) -> None:
    visit = _Visit(browser, server)
    page, clean = visit.page, visit.clean
    visit.sign_up("Nina", "nina@example.com")
    visit.import_rows(tmp_path / "statement.csv", STATEMENT, 3)

    page.goto("/")
    clean("overview")
    page.get_by_role("link", name=re.compile(r"2 rows \(\$178\.00\) wait for your answer")).click()
    expect(page.get_by_role("heading", name="Review", level=1)).to_be_visible()
    editor = page.get_by_role("region", name=re.compile("What are the 2 payments to "))
    expect(editor).to_be_visible()
    clean("page")

    editor.get_by_label("Category", exact=True).select_option(label="Office Supplies")
    editor.get_by_label(re.compile("Business use")).fill("160")
    editor.get_by_role("button", name=re.compile("^Decide")).click()
    editor = page.get_by_role("region", name=re.compile("What are the 2 payments to "))
    expect(editor.get_by_text("Nothing was saved.")).to_be_visible()
    expect(editor.get_by_label(re.compile("Business use"))).to_have_value("160")
    expect(editor.get_by_label(re.compile("Business use"))).to_have_attribute("aria-invalid", "true")
    clean("refused", refused=400)

    editor.get_by_label(re.compile("Business use")).fill("60")
    editor.get_by_label("GST treatment").select_option("taxable")
    editor.get_by_role("button", name=re.compile("^Decide")).click()
    expect(page.locator("p.note[role=status]")).to_contain_text("2 rows now Office Supplies")
    expect(page.get_by_role("region")).to_have_count(0)  # the one question is answered
    clean("answered")
    page.goto("/rules")
    expect(page.get_by_role("link", name=re.compile(r"^Review: .* \(money out\)$"))).to_be_visible()


#: Stripe payouts (880.00 of sales in 3 charges less 1.75 % + 30c each: 16.30; 1320.00 in one: 23.40) and
#: an insurance premium whose invoice shows GST 112.00 and stamp duty 110.88.
FEES_AND_INVOICE = (
    "Date,Amount,Description\n"
    "2025-07-22,863.70,Direct Credit 436473 STRIPE ST-3611A3022\n"
    "2025-08-08,1296.60,Direct Credit 436473 STRIPE ST-2167B5449\n"
    "2025-08-01,-1342.88,QBE INSURANCE BPAY\n"
)


def test_a_sole_trader_gives_each_payouts_fee_and_the_invoices_gst_free_part(
    server: str, browser: object, tmp_path: Path
) -> None:
    """Issue 26: what REST and MCP take (processorFees, gstAmount and gstFreePart) the Review page asks
    with a box each, found by their labels; a missed payout is named beside the table, nothing saved; the
    answers move the BAS (G1 to the gross, G14 the stamp duty)."""
    visit = _Visit(browser, server)
    page, clean = visit.page, visit.clean
    visit.sign_up("Tess", "tess@example.com", sole_trader=True)
    visit.import_rows(tmp_path / "statement.csv", FEES_AND_INVOICE, 3)

    page.goto("/review")
    stripe = page.get_by_role("region", name=re.compile("payments from Stripe"))
    expect(stripe.get_by_role("columnheader", name="Fee (payout report)")).to_be_visible()
    expect(stripe.get_by_label("Fee, % of the sale")).to_have_count(0)  # no rate reaches the cent
    clean("payouts-and-invoice")
    stripe.get_by_label("Fee kept from the payout of $863.70 on 2025-07-22").fill("16.30")
    stripe.get_by_role("button", name=re.compile("^Decide")).click()
    stripe = page.get_by_role("region", name=re.compile("payments from Stripe"))
    expect(stripe.get_by_text("Nothing was saved.")).to_be_visible()
    expect(stripe.get_by_text("No fee given for the payout of $1,296.60 on 2025-08-08")).to_be_visible()
    missed = stripe.get_by_label("Fee kept from the payout of $1,296.60 on 2025-08-08")
    expect(missed).to_have_attribute("aria-invalid", "true")
    expect(stripe.get_by_label("Fee kept from the payout of $863.70 on 2025-07-22")).to_have_value("16.30")
    clean("payouts-refused", refused=400)
    missed.fill("23.40")
    stripe.get_by_role("button", name=re.compile("^Decide")).click()
    expect(page.locator("p.note[role=status]")).to_contain_text("2 rows now Sales Income")

    invoice = page.get_by_role("region", name=re.compile("payment to QBE"))
    invoice.get_by_label("Category", exact=True).select_option(label="Business Insurance")
    invoice.get_by_label(re.compile("^GST the invoice shows")).fill("112.00")
    invoice.get_by_label(re.compile("^Part of the price with no GST")).fill("110.88")
    invoice.get_by_role("button", name=re.compile("^Decide")).click()
    expect(page.locator("p.note[role=status]")).to_contain_text("1 row now Business Insurance")
    expect(page.get_by_role("region")).to_have_count(0)
    clean("payouts-answered")

    page.goto("/tax/bas?quarter=2025Q3")
    for label, amount in (("G1", "$2,200.00"), ("G14", "$110.88")):
        expect(page.get_by_role("row", name=re.compile(rf"^{label}\b"))).to_contain_text(amount)
    expect(page.get_by_text("Provisional")).to_have_count(0)
    clean("payouts-bas")


def test_a_processors_payout_report_is_imported_from_the_import_page(
    server: str, browser: object, tmp_path: Path
) -> None:
    """Issue 26: the import page takes a processor's payout report (a file input of its own) and shows
    each payout with its gross, fee, export part and what became of it; the payouts leave the review."""
    visit = _Visit(browser, server)
    page, errors = visit.page, visit.errors
    visit.sign_up("Pia", "pia@example.com")
    visit.import_rows(
        tmp_path / "bank.csv",
        "Date,Amount,Description\n"
        "2025-07-22,381.10,Direct Credit 436473 STRIPE ST-3611A3022\n"
        "2025-08-08,455.61,Direct Credit 436473 STRIPE ST-2167B5449\n",
        2,
    )
    report = tmp_path / "payout_reconciliation.csv"
    report.write_text(
        "automatic_payout_id,automatic_payout_effective_at,gross,fee,net,currency,card_country\n"
        "po_1,2025-07-21 00:00:00,79.00,13.90,65.10,aud,AU\n"
        "po_1,2025-07-21 00:00:00,316.00,0.00,316.00,aud,US\n"
        "po_2,2025-08-07 00:00:00,474.00,18.39,455.61,aud,NZ\n"
    )
    page.goto("/import")
    page.get_by_label("Payout report", exact=True).set_input_files(str(report))
    page.get_by_role("button", name="Import the payout report").click()
    expect(page.get_by_role("heading", name="Payout report imported")).to_be_visible()
    table = page.get_by_role("table", name="Payouts in the report")
    expect(table.get_by_role("row")).to_have_count(3)
    expect(table).to_contain_text("316.00")
    expect(page.get_by_text("2 payout(s) settled")).to_be_visible()
    screenshot(page, "import-payout-report")
    violations = AXE.Axe().run(page).response["violations"]
    assert not violations, [f"{v['id']}: {v['nodes'][0]['html'][:120]}" for v in violations]
    assert not errors, errors


#: Two insurance invoices of one insurer: GST 112.00 and stamp duty 110.88; GST 56.00 and stamp duty 55.44.
TWO_INVOICES = (
    "Date,Amount,Description\n2025-08-01,-1342.88,QBE INSURANCE BPAY\n2025-09-01,-671.44,QBE INSURANCE BPAY\n"
)


def test_a_sole_trader_gives_each_invoices_gst_in_one_answer(
    server: str, browser: object, tmp_path: Path
) -> None:
    """Issue 26: an item of several partly-taxable invoices is a table, one row per invoice with its GST
    and its part with no GST, one submit (``gstAmounts``, ``gstFreeParts``); a row left empty is named
    beside the table, nothing saved; the answer puts both stamp duties at G14."""
    visit = _Visit(browser, server)
    page, clean = visit.page, visit.clean
    visit.sign_up("Ivy", "ivy@example.com", sole_trader=True)
    visit.import_rows(tmp_path / "statement.csv", TWO_INVOICES, 2)

    page.goto("/review")
    qbe = page.get_by_role("region", name=re.compile("payments to QBE"))
    expect(qbe.get_by_role("columnheader", name="GST on the invoice")).to_be_visible()
    clean("invoices")
    qbe.get_by_label("Category", exact=True).select_option(label="Business Insurance")
    qbe.get_by_label("GST on the invoice of $1,342.88 on 2025-08-01").fill("112.00")
    qbe.get_by_label("Part with no GST of the invoice of $1,342.88 on 2025-08-01").fill("110.88")
    qbe.get_by_role("button", name=re.compile("^Decide")).click()
    qbe = page.get_by_role("region", name=re.compile("payments to QBE"))
    expect(qbe.get_by_text("Nothing was saved.")).to_be_visible()
    expect(
        qbe.get_by_text(re.compile("No GST given for the invoice of \\$671.44 on 2025-09-01"))
    ).to_be_visible()
    missed = qbe.get_by_label("Part with no GST of the invoice of $671.44 on 2025-09-01")
    expect(missed).to_have_attribute("aria-invalid", "true")
    expect(qbe.get_by_label("GST on the invoice of $1,342.88 on 2025-08-01")).to_have_value("112.00")
    clean("invoices-refused", refused=400)
    missed.fill("55.44")
    qbe.get_by_role("button", name=re.compile("^Decide")).click()
    expect(page.locator("p.note[role=status]")).to_contain_text("2 rows now Business Insurance")
    expect(page.get_by_role("region")).to_have_count(0)
    clean("invoices-answered")

    page.goto("/tax/bas?quarter=2025Q3")
    expect(page.get_by_role("row", name=re.compile(r"^G14\b"))).to_contain_text("$166.32")


#: Two weekly Uber payouts holding riders' tips (12.50 and 8.02) beside the fares, the fee 20 % of them.
UBER = (
    "Date,Amount,Description\n"
    "2025-07-15,607.50,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 152228150\n"
    "2025-07-22,437.02,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 380711569\n"
)


def test_a_driver_gives_the_fee_rate_and_each_payouts_tips(
    server: str, browser: object, tmp_path: Path
) -> None:
    """Round 19: a platform asked one fee rate still takes each payout's tips, in boxes folded under "Tips
    customers added"; opened, filled and sent with the rate, the BAS takes the fares alone at G1."""
    visit = _Visit(browser, server)
    page, clean = visit.page, visit.clean
    visit.sign_up("Tayla", "tayla@example.com", sole_trader=True)
    visit.import_rows(tmp_path / "statement.csv", UBER, 2)

    page.goto("/review")
    uber = page.get_by_role("region", name=re.compile("payments from Uber", re.IGNORECASE))
    tips = uber.get_by_label("Tips in the payout of $607.50 on 2025-07-15")
    expect(tips).to_be_hidden()  # folded until opened
    uber.get_by_text(re.compile("^Tips customers added")).click()
    expect(tips).to_be_visible()
    clean("tips-open")
    uber.get_by_label("Category", exact=True).select_option(label="Sales Income")
    uber.get_by_label("GST treatment").select_option("taxable")
    uber.get_by_label(re.compile("^Fee the processor keeps")).fill("20")
    tips.fill("12.50")
    uber.get_by_label("Tips in the payout of $437.02 on 2025-07-22").fill("8.02")
    uber.get_by_role("button", name=re.compile("^Decide")).click()
    expect(page.locator("p.note[role=status]")).to_contain_text("2 rows now Sales Income")
    page.goto("/tax/bas?quarter=2025Q3")
    expect(page.get_by_role("row", name=re.compile(r"^G1\b"))).to_contain_text("$1,280.00")
    clean("tips-bas")
