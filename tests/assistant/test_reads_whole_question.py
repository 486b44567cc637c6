"""Issue 27, round eight: each class of wrong figure or needless question found on the landscaper's set,
as a rule over any person's data (never one sentence).

A small GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Clothing (private): Myer 120.00. Work Clothing & Uniforms: RSEA Safety 89.95 (Oct 2025) + 45.00 = 134.95.
- Cash Withdrawal: two ATM withdrawals, 100.00 + 200.00 = 300.00.
- October 2025: Tax Payments 1,000.00 out and a 400.00 ATO tax refund in; groceries 150.00; RSEA 89.95: spending
  without the tax office = 150.00 + 89.95 = 239.95 (the refund is no refund of a purchase).
- Fuel: Ampol 60.00 + 70.00 = 130.00; BP 50.00 (and an 8.50 pie at BP, Meals & Dining, not fuel).
- Groceries April, May, June 2026: 100.00 + 110.00 + 120.00 = 330.00.
- Jeffries Garden Soils 88.82 (Aug 2025); Uber Eats 30.00 + Menulog 25.00 = 55.00 (Feb 2026).
- Officeworks (Office Supplies): 60.00 out, 20.00 refunded: 40.00 net (Apr 2026).
- Dropbox International 179.99 and its international transaction fee 5.40 (Bank Fees), Sep 2025.
- Caltex (Kilburn) 40.00 and Caltex (Prospect) 45.00, fuel, May 2026; Sam Lee (friend) paid back 50.00 (Transfers).
- Kai Ngata Editing 300.00 (Mar 2026).
- Return FY2026: home office 100 hours × 0.70 = 70.00; D12 personal super (Hostplus) 2,000.00.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.assistant.local.parse import correct_typos
from finkit.assistant.local.reader_words import READER_WORDS
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_local_requests import Reply, ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\d")

# (date, description, merchant, signed amount, category, deductible share or None)
ROWS: list[tuple[str, str, str | None, str, str, str | None]] = [
    ("2025-09-03", "MYER ADELAIDE", "Myer", "-120.00", "Clothing", None),
    ("2025-10-02", "RSEA SAFETY WINGFIELD", "RSEA Safety", "-89.95", "Work Clothing & Uniforms", "100"),
    ("2026-02-10", "RSEA SAFETY WINGFIELD", "RSEA Safety", "-45.00", "Work Clothing & Uniforms", "100"),
    ("2025-08-01", "NAB ATM PROSPECT RD", None, "-100.00", "Cash Withdrawal", None),
    ("2026-01-15", "NAB ATM PROSPECT RD", None, "-200.00", "Cash Withdrawal", None),
    ("2025-08-20", "ANDERSON KATE INV 2101", "Kate Anderson", "500.00", "Sales Income", None),
    ("2026-05-10", "ANDERSON KATE INV 2140", "Kate Anderson", "700.00", "Sales Income", None),
    ("2025-10-08", "ATO TAX REFUND", "Australian Taxation Office", "400.00", "Tax Payments", None),
    (
        "2025-10-27",
        "BPAY TAX OFFICE PAYMENTS",
        "Australian Taxation Office",
        "-1000.00",
        "Tax Payments",
        None,
    ),
    ("2025-10-05", "WOOLWORTHS PROSPECT", "Woolworths", "-150.00", "Groceries", None),
    ("2025-11-03", "AMPOL NAILSWORTH", "Ampol", "-60.00", "Fuel", "78"),
    ("2026-03-03", "AMPOL NAILSWORTH", "Ampol", "-70.00", "Fuel", "78"),
    ("2025-12-01", "BP ENFIELD", "BP", "-50.00", "Fuel", "78"),
    ("2026-01-20", "BP ENFIELD", "BP", "-8.50", "Meals & Dining", None),
    ("2026-04-09", "WOOLWORTHS PROSPECT", "Woolworths", "-100.00", "Groceries", None),
    ("2026-05-09", "WOOLWORTHS PROSPECT", "Woolworths", "-110.00", "Groceries", None),
    ("2026-06-09", "WOOLWORTHS PROSPECT", "Woolworths", "-120.00", "Groceries", None),
    ("2026-03-01", "BPAY HOSTPLUS SUPER", "Hostplus", "-2000.00", "Super Contributions", "100"),
    ("2025-08-05", "JEFFRIES GARDEN SOILS", "Jeffries Garden Soils", "-88.82", "Tools & Equipment", "100"),
    ("2026-02-01", "UBER EATS SYDNEY", "Uber Eats", "-30.00", "Meals & Dining", None),
    ("2026-02-08", "MENULOG", "Menulog", "-25.00", "Meals & Dining", None),
    ("2026-04-02", "OFFICEWORKS KILBURN", "Officeworks", "-60.00", "Office Supplies", "100"),
    ("2026-04-10", "OFFICEWORKS KILBURN REFUND", "Officeworks", "20.00", "Office Supplies", "100"),
    (
        "2025-09-15",
        "DROPBOX INTERNATIONAL DUBLIN",
        "Dropbox International",
        "-179.99",
        "Software & Subscriptions",
        "100",
    ),
    ("2025-09-15", "INTERNATIONAL TRANSACTION FEE", "NAB", "-5.40", "Bank Fees", "100"),
    ("2026-05-01", "CALTEX KILBURN", "Caltex (Kilburn)", "-40.00", "Fuel", "78"),
    ("2026-05-15", "CALTEX PROSPECT", "Caltex (Prospect)", "-45.00", "Fuel", "78"),
    ("2026-05-20", "LEE SAM CONCERT TIX", "Sam Lee (friend)", "50.00", "Transfers", None),
    ("2026-03-10", "KAI NGATA EDITING INV 7", "Kai Ngata Editing", "-300.00", "Tools & Equipment", "100"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "whole", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "landscape gardener",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category, share in ROWS:
        fields = {"date": day, "description": description, "amount": amount, "categoryId": ids[category]}
        if merchant:
            fields["merchant"] = merchant
        if share:
            fields |= {"isTaxDeductible": True, "businessUsePercentage": share}
        create_transaction(ctx, data=fields)
    set_home_office(ctx, 2026, data={"hours": "100"})
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def _asked_back(reply: Reply) -> bool:
    return not reply.calls and "?" in reply.text and not _MONEY.search(reply.text)


# --- wrong figures ---------------------------------------------------------------------------------------


def test_a_count_of_payments_made_is_money_out(world: AccountContext) -> None:
    # "make" in a count is not "make money": the withdrawals are money out
    reply = _ask(world, "how many atm withdrawls did i make")
    assert "2 payment(s), $300.00 AUD" in reply.text, reply.text


def test_an_everyday_word_is_not_put_right_into_a_payees_name(world: AccountContext) -> None:
    # "take" has the letters of "Kate" (Kate Anderson, a client): only a swap of neighbours is a typo
    reply = _ask(world, "how much cash did i take out in fy26")
    assert "Kate" not in reply.text and "$300.00 AUD" in reply.text, reply.text


def test_the_persons_own_words_choose_between_categories(world: AccountContext) -> None:
    # "work clothes" and "hi-vis" are Work Clothing & Uniforms, not the private Clothing (120.00)
    for question in ("work clothes in fy26", "work clothes / hi-vis in fy26", "hi-vis gear fy26"):
        reply = _ask(world, question)
        assert "On Work Clothing & Uniforms" in reply.text and "you spent $134.95 AUD" in reply.text, (
            question,
            reply.text,
        )
        assert "$254.95" not in reply.text and "$120.00" not in reply.text


def test_a_tax_refund_is_not_money_back_on_purchases(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend in oct")
    assert "$239.95 AUD" in reply.text, reply.text
    assert "less $400.00" not in reply.text  # never taken off the groceries and work clothes


def test_two_payees_are_compared_within_the_category_named(world: AccountContext) -> None:
    reply = _ask(world, "ampol vs bp - where did i spend more on fuel")
    assert [tool for tool, _ in reply.calls] == ["analytics_spending", "analytics_spending"], reply.calls
    assert "$130.00 AUD" in reply.text and "$50.00 AUD" in reply.text, reply.text
    assert "$58.50" not in reply.text  # the pie at BP is not fuel


def test_payees_compared_without_months_are_not_months_compared(world: AccountContext) -> None:
    reply = _ask(world, "ampol vs bp - where did i spend more")
    assert "analytics_cash_flow" not in [tool for tool, _ in reply.calls], reply.text
    assert "$130.00 AUD" in reply.text and "$58.50 AUD" in reply.text, reply.text


def test_months_in_a_row_are_one_period_and_months_apart_are_asked(world: AccountContext) -> None:
    together = _ask(world, "grocerys for april may and june")
    assert "On Groceries in Apr–Jun 2026" in together.text and "you spent $330.00 AUD" in together.text, (
        together.text
    )
    apart = _ask(world, "groceries for april and june")
    assert _asked_back(apart) and "April 2026" in apart.text and "June 2026" in apart.text, apart.text


def test_a_quarter_named_by_its_last_month(world: AccountContext) -> None:
    reply = _ask(world, "how much gst do i owe for the june qtr")
    assert "Apr–Jun 2026" in reply.text and "June 2026:" not in reply.text, reply.text


def test_a_line_of_the_return_asked_as_a_phrase(world: AccountContext) -> None:
    # no year named on 20 Jul 2026: FY2027 has no rows, so the return meant is FY2026's (said)
    home = _ask(world, "home office claim?")
    assert "Home office, FY2026" in home.text and "$70.00 AUD" in home.text, home.text
    assert "FY2027 has no transactions yet" in home.text
    income = _ask(world, "Business income for the tax return, excluding GST?")
    assert income.text.startswith("Business income, FY2026"), income.text
    super_ = _ask(world, "how much can i claim for personal super (D12)")
    assert "$2,000.00 AUD" in super_.text and "FY2026" in super_.text, super_.text


def test_a_misspelt_word_ending_in_double_s_is_put_right(world: AccountContext) -> None:
    # "busines" is "business" (it was taken for the singular of "business" and left alone)
    reply = _ask(world, "what are my total busines expenses for fy26")
    assert reply.text.startswith("Business expenses, FY2026"), reply.text


def test_a_question_that_follows_on_from_nothing_is_asked_back(world: AccountContext) -> None:
    reply = _ask(world, "and what about the other quarter?")
    assert _asked_back(reply) and "Here is what I can do" not in reply.text, reply.text


# --- questions asked back that had an answer ------------------------------------------------------------


def test_payees_said_together_are_summed_and_each_shown(world: AccountContext) -> None:
    for question in ("uber eats + menulog together", "uber eats and menulog combined in fy26"):
        reply = _ask(world, question)
        assert "At Uber Eats and Menulog" in reply.text and "you spent $55.00 AUD" in reply.text, (
            question,
            reply.text,
        )
        assert "- Uber Eats: $30.00 AUD" in reply.text and "- Menulog: $25.00 AUD" in reply.text
    # not said together: each or both is asked
    assert _asked_back(_ask(world, "uber eats and menulog"))


def test_a_payee_read_from_two_of_its_words_is_one_payee(world: AccountContext) -> None:
    reply = _ask(world, "jeffries soils in fy26")
    assert "At Jeffries Garden Soils" in reply.text and "you spent $88.82 AUD" in reply.text, reply.text


def test_a_payee_said_by_its_initials(world: AccountContext) -> None:
    reply = _ask(world, "how much did i pay the ato in fy26")
    assert "At Australian Taxation Office" in reply.text and "you spent $1,000.00 AUD" in reply.text, (
        reply.text
    )
    assert "$400.00 AUD came back" in reply.text


def test_a_payee_and_a_category_are_its_rows_in_that_category(world: AccountContext) -> None:
    reply = _ask(world, "bp fuel in fy26")
    assert (
        "At BP (Fuel)" in reply.text and "you spent $50.00 AUD" in reply.text and "$58.50" not in reply.text
    ), reply.text


def test_all_spending_compared_is_spending_as_a_total_says_it(world: AccountContext) -> None:
    # October 2025 without the tax office: 239.95 (not 1,239.95); the first half of FY26 against the second
    reply = _ask(world, "did i spend more in oct or nov 2025")
    assert "$239.95 AUD" in reply.text and "$60.00 AUD" in reply.text, reply.text
    assert (
        "without Tax Payments" in reply.text or "without Super Contributions and Tax Payments" in reply.text
    )
    halves = _ask(world, "was my spending higher in the 1st or 2nd half of fy26")
    # one call a half (the cash taken out in each, a transfer said apart, is looked up on its own)
    spending = [args for _, args in halves.calls if not args.get("includeTransfers")]
    assert len(spending) == 2 and "Jul–Dec 2025" in halves.text and "Jan–Jun 2026" in halves.text, halves.text


def test_everyday_words_for_what_was_bought(world: AccountContext) -> None:
    meals = _ask(world, "spending on food and drink out in january")
    assert "On Meals & Dining" in meals.text and "you spent $8.50 AUD" in meals.text, meals.text
    payers = _ask(world, "how many different payers sent me money in fy26")
    assert "Clients who paid you" in payers.text and ": 1: Kate Anderson" in payers.text, payers.text


def test_a_half_without_a_year_is_the_latest_with_data(world: AccountContext) -> None:
    # on 20 Jul 2026 Jul–Dec 2026 has begun but has no rows: the first half of FY26 (said)
    reply = _ask(world, "how much did kate anderson pay me in the first half")
    assert "$500.00 AUD" in reply.text and "Jul–Dec 2025" in reply.text, reply.text


def test_bills_of_a_named_payee_are_read_and_bills_alone_are_the_bills_area(world: AccountContext) -> None:
    named = _ask(world, "myer bills in fy26")
    assert "At Myer" in named.text and "you spent $120.00 AUD" in named.text, named.text
    due = _ask(world, "what bills are due")
    assert "analytics_spending" not in [tool for tool, _ in due.calls], due.text


def test_gst_paid_is_asked_unless_on_purchases_or_to_the_tax_office(world: AccountContext) -> None:
    # "the GST I paid": to the tax office (net GST) or in the price of purchases (1B): two readings
    assert _asked_back(_ask(world, "how much gst did i pay last quarter"))
    purchases = _ask(world, "how much gst did i pay on purchases last quarter")
    assert purchases.text.startswith("1B (GST credits)"), purchases.text
    owed = _ask(world, "gst paid to the ato in q2 fy26")
    assert owed.text.startswith("net GST (1A − 1B)"), owed.text


def test_a_word_for_a_kind_of_cost_is_not_a_category(world: AccountContext) -> None:
    # "business" is a word of Business Insurance's name, but says no category by itself
    reply = _ask(world, "how much did i spend on stuff for the business")
    assert _asked_back(reply) and "“business”" in reply.text, reply.text
    # nor is "home office supplies" the home-office line of the return
    supplies = _ask(world, "home office supplies in fy26")
    assert "tax_summary" not in [tool for tool, _ in supplies.calls], supplies.text


def test_the_bank_is_no_category_and_a_balance_is_declined(world: AccountContext) -> None:
    # "bank" is a word of Bank Fees' name; the question is about a balance finkit does not keep
    reply = _ask(world, "how much do i have in the bank")
    assert not reply.calls and not _MONEY.search(reply.text) and "balance" in reply.text, reply.text


def test_profit_and_income_without_gst_are_lines_of_the_return_for_a_year(world: AccountContext) -> None:
    profit = _ask(world, "whats my profit for fy26")
    assert profit.text.startswith("Net business income, FY2026"), profit.text
    ex_gst = _ask(world, "total earnings excluding gst fy26")
    assert ex_gst.text.startswith("Business income, FY2026"), ex_gst.text
    # a quarter is no year of the return: asked, never the year's figure
    assert _asked_back(_ask(world, "profit last quarter"))


def test_days_of_named_months_are_a_period(world: AccountContext) -> None:
    # groceries 1 Apr – 31 May 2026: 100.00 + 110.00
    reply = _ask(world, "how much did i spend on groceries between 1 apr and 31 may")
    assert "On Groceries" in reply.text and "you spent $210.00 AUD" in reply.text, reply.text


def test_two_months_joined_by_or_are_compared(world: AccountContext) -> None:
    # Oct 2025 groceries 150.00; Nov 2025 none
    reply = _ask(world, "did i spend more on groceries in oct or nov")
    assert "October 2025" in reply.text and "November 2025" in reply.text and "$150.00 AUD" in reply.text, (
        reply.text
    )


def test_put_in_is_money_out(world: AccountContext) -> None:
    reply = _ask(world, "how much super did i put in")
    assert "On Super Contributions" in reply.text and "you spent $2,000.00 AUD" in reply.text, reply.text


def test_an_everyday_word_close_to_a_name_is_left_alone() -> None:
    # "still" is one letter from "Stihl" (a shop's name): a name is put right only when closer than that
    assert (
        correct_typos("is netflix still running", frozenset({"stihl"}), READER_WORDS)
        == "is netflix still running"
    )
    assert (
        correct_typos("how much at bunings", frozenset({"bunnings"}), READER_WORDS) == "how much at bunnings"
    )


def test_a_period_before_the_data_gets_no_figure(world: AccountContext) -> None:
    # the rows start in August 2025: FY2025 has none, so no "$0.00" to compare against
    reply = _ask(world, "did i spend more on fuel in fy26 or fy25")
    assert not _MONEY.search(reply.text) and "nothing for" in reply.text, reply.text


def test_a_payees_refund_in_a_category_is_taken_off_once(world: AccountContext) -> None:
    reply = _ask(world, "officeworks office supplies in fy26")
    assert "At Officeworks (Office Supplies)" in reply.text and "you spent $60.00 AUD" in reply.text, (
        reply.text
    )
    assert "$40.00 AUD net" in reply.text and "$20.00 AUD net" not in reply.text


def test_this_year_is_asked_when_this_financial_year_has_no_rows(world: AccountContext) -> None:
    # 20 Jul 2026: calendar 2026 so far, or FY2027 (begun 1 Jul, nothing in it yet)? Two readings
    reply = _ask(world, "how much have i spent on groceries this year")
    assert _asked_back(reply) and "FY2027" in reply.text, reply.text


def test_quarters_in_a_row_without_a_year_are_joined_after_moving_to_the_data(world: AccountContext) -> None:
    # "q1" alone on 20 Jul 2026 is Jul–Sep 2025 (Jul–Sep 2026 has no rows); with "q2" (Oct–Dec 2025): Jul–Dec
    # 2025, fuel 60.00 + 50.00
    reply = _ask(world, "how much did i spend on fuel in q1 and q2")
    assert "On Fuel in Jul–Dec 2025" in reply.text and "you spent $110.00 AUD" in reply.text, reply.text


def test_an_average_purchase_counts_purchases_only(world: AccountContext) -> None:
    # Officeworks: one 60.00 purchase and a 20.00 refund: the average purchase is 60.00, not 40.00 / 2
    reply = _ask(world, "how much did i spend at officeworks on average")
    assert "on average $60.00 AUD a payment" in reply.text, reply.text


def test_there_and_a_missing_flow_are_asked_never_all_spending(world: AccountContext) -> None:
    # "there" points at a place said before; "invoice" said as a verb is money in; no flow said at all is asked
    assert _asked_back(_ask(world, "how much did i spend there"))
    invoiced = _ask(world, "how much did i invoice in fy26")
    assert "you earned $1,200.00 AUD" in invoiced.text, invoiced.text
    assert _asked_back(_ask(world, "how much in q4"))


def test_a_period_said_but_not_read_is_asked(world: AccountContext) -> None:
    # "for the year": never the last quarter's figure instead; since round eleven (h27more) it is read, as
    # the latest financial year with rows (FY2027 has none yet), the sum of its four quarters
    reply = _ask(world, "how much gst do i get back for the year")
    assert "4 BAS quarters" in reply.text and "FY2026" in reply.text, reply.text
    reply = _ask(world, "how much gst do i get back for the half-term")
    assert _asked_back(reply), reply.text


def test_sending_income_tax_and_the_future_are_declined_with_a_reason(world: AccountContext) -> None:
    for question, reason in (
        ("can you email my accountant the bas", "can't send"),
        ("whats my income tax", "doesn't work out the income tax"),
        ("what will my tax bill be", "doesn't work out the income tax"),
        ("what will i earn next quarter", "forecast"),
    ):
        reply = _ask(world, question)
        assert not reply.calls and not _MONEY.search(reply.text) and reason in reply.text, (
            question,
            reply.text,
        )


def test_a_word_many_business_names_have_is_no_payee_alone(world: AccountContext) -> None:
    # "international" is a word of "Dropbox International", but the fees are the bank's (5.40)
    reply = _ask(world, "international transaction fees fy26")
    assert "$179.99" not in reply.text and "$5.40 AUD" in reply.text, reply.text


def test_a_noun_says_the_side_of_the_money(world: AccountContext) -> None:
    # "tax refund" is money in (the ATO's 400.00), "refund me" is money back, not earnings
    refund = _ask(world, "how much was my tax refund")
    assert "Money in" in refund.text and "$400.00 AUD" in refund.text, refund.text
    back = _ask(world, "how much did the ato refund me")
    assert "$400.00 AUD" in back.text, back.text
    # "purchases" is money out: asked only for what was bought, never whether spent or earned
    purchases = _ask(world, "how many purchases in fy26")
    assert _asked_back(purchases) and "spent or money earned" not in purchases.text, purchases.text


def test_one_name_at_two_places_is_both_and_a_friend_paying_back_is_found(world: AccountContext) -> None:
    caltex = _ask(world, "how much at caltex in fy26")
    assert (
        "At Caltex (Kilburn) and Caltex (Prospect)" in caltex.text and "you spent $85.00 AUD" in caltex.text
    ), caltex.text
    assert (
        "- Caltex (Kilburn): $40.00 AUD" in caltex.text and "- Caltex (Prospect): $45.00 AUD" in caltex.text
    )
    # paying back is money in that is no earnings, often booked as a transfer
    back = _ask(world, "how much did sam lee pay me back")
    assert "$50.00 AUD" in back.text, back.text


def test_the_month_with_the_most_or_least(world: AccountContext) -> None:
    # groceries FY26: Oct 2025 150.00, Apr 100.00, May 110.00, Jun 120.00; earnings: Aug 2025 500.00, May 700.00
    most = _ask(world, "which month did i spend the most on groceries in fy26")
    assert "the most in October 2025, $150.00 AUD" in most.text and "- May 2026: $110.00 AUD" in most.text, (
        most.text
    )
    least = _ask(world, "which month did i earn the least in fy26")
    assert "the least in August 2025, $500.00 AUD" in least.text, least.text
    # the flow inside "biggest income month" is read as the flow
    income = _ask(world, "biggest income month in fy26")
    assert income.text.startswith("Earnings") and "May 2026, $700.00 AUD" in income.text, income.text


def test_someone_else_getting_is_money_out_and_per_visit_is_an_average(world: AccountContext) -> None:
    myer = _ask(world, "what did myer get from me in fy26")
    assert "At Myer" in myer.text and "you spent $120.00 AUD" in myer.text, myer.text
    visit = _ask(world, "avg spend per visit at woolworths in fy26")
    # Woolworths FY26: 150.00 + 100.00 + 110.00 + 120.00 over 4 visits
    assert "on average $120.00 AUD a payment" in visit.text, visit.text


def test_a_bas_after_the_data_is_no_bas_of_zeros(world: AccountContext) -> None:
    # 20 Jul 2026: this quarter (Jul–Sep 2026) and FY2027 have no rows: the reason, never $0.00
    for question in ("how much do i owe the ato for gst this quarter", "g1 fy27"):
        reply = _ask(world, question)
        assert not reply.calls and not _MONEY.search(reply.text) and "no BAS" in reply.text, (
            question,
            reply.text,
        )
    # a quarter without a year is the latest such quarter with rows, said back
    q1 = _ask(world, "how much gst did i charge in q1")
    assert q1.text.startswith("1A (GST on sales), Jul–Sep 2025"), q1.text
    assert "as Jul–Sep 2026 has no transactions yet" in q1.text


def test_a_return_for_a_year_without_rows_is_no_return_of_zeros(world: AccountContext) -> None:
    for question in ("net business income fy27", "tax summary for this financial year"):
        reply = _ask(world, question)
        assert not reply.calls and not _MONEY.search(reply.text) and "FY2027" in reply.text, (
            question,
            reply.text,
        )
    # no year named: the latest year with rows, said
    summary = _ask(world, "tax summary")
    assert "Tax summary for FY2026" in summary.text and "FY2027 has no transactions yet" in summary.text


def test_a_line_of_the_return_is_that_line_only(world: AccountContext) -> None:
    # "D1" (car) is not "D10" or "D12"
    reply = _ask(world, "how much can i claim for personal super in fy26")
    assert "D12 Personal superannuation contributions: $2,000.00 AUD" in reply.text, reply.text
    car = _ask(world, "how much can i claim for the car in fy26")
    assert "D12" not in car.text and "D10" not in car.text, car.text


def test_cash_flow_and_savings_read_the_period_named(world: AccountContext) -> None:
    # FY26 is twelve months, not "the last 6"; with no month named, this month (no rows yet) is not used
    flow = _ask(world, "cash flow for fy26")
    assert flow.calls[0][1] == {"months": 12, "endMonth": "2026-06"}, flow.calls
    assert "Cash flow for 12 months, July 2025 – June 2026" in flow.text, flow.text
    rate = _ask(world, "what's my savings rate")
    assert rate.calls[0][1].get("endMonth") == "2026-06", rate.calls


def test_the_older_intents_read_no_period_as_all_the_data(world: AccountContext) -> None:
    # "top merchants" with no period: all the data (as every query says it), not this month or the last 12
    reply = _ask(world, "top merchants")
    assert "all your data" in reply.text and "(no period named)" in reply.text, reply.text
    breakdown = _ask(world, "spending by category in oct")
    # October 2025 without the tax office: 150.00 + 89.95
    assert "Without Tax Payments ($1,000.00 AUD)" in breakdown.text and "$239.95 AUD" in breakdown.text, (
        breakdown.text
    )


def test_words_of_a_payees_own_name_said_with_it_say_that_payee(world: AccountContext) -> None:
    # "kai … editing": "editing" is a word of the statement and of the payee's name: the payee, not two things
    reply = _ask(world, "how much did i pay kai for editing in fy26")
    assert "At Kai Ngata Editing" in reply.text and "you spent $300.00 AUD" in reply.text, reply.text
