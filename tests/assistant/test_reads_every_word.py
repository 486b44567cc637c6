"""Issue 27, strict round: every content word of a question is read or asked about. Amount filters ("over
$100", "under $50") and a ranking's length ("top 2 spending categories") are read, not left over; a word
the reader cannot place ("at work" for spending) is named back, never dropped for a figure.

Over the written-out year of ``test_reads_whole_question`` (FY2026):

- Groceries: Woolworths 150.00, 100.00, 110.00, 120.00 = 480.00. Over $100 (strictly): 150 + 110 + 120 =
  380.00; at least $100: 480.00; under $115: 100 + 110 = 210.00.
- Fuel: 60.00, 70.00, 50.00, 40.00, 45.00 = 265.00; purchases under $50: 40.00 and 45.00, 2 of them.
- Spending by category, the tax office and super set apart: Groceries 480.00, Tools & Equipment 88.82 +
  300.00 = 388.82, Fuel 265.00 …; by payee: Woolworths 480.00, Kai Ngata Editing 300.00 …; set apart:
  Hostplus 2,000.00, the tax office 1,000.00.
- Sales Income: Kate Anderson 500.00 + 700.00; over $600: 700.00.
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, _asked_back, world  # noqa: F401


def test_an_amount_filter_bounds_each_row_and_is_said_back(world: AccountContext) -> None:  # noqa: F811
    for text, figure, said in (
        ("how much did i spend on groceries over $100 in fy26", "$380.00", "payments over $100.00"),
        ("groceries of at least $100 in fy26", "$480.00", "payments at least $100.00"),
        ("groceries under 115 dollars in fy26", "$210.00", "payments under $115.00"),
        ("how much did kate anderson pay me over $600 in fy26", "$700.00", "payments over $600.00"),
    ):
        reply = _ask(world, text)
        assert reply.calls and figure in reply.text and said in reply.text, (text, reply.text)


def test_a_count_under_an_amount(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "how many fuel purchases under $50 in fy26")
    assert "2 payment(s), $85.00" in reply.text and "payments under $50.00" in reply.text, reply.text


def test_more_than_an_amount_for_a_total_is_asked_never_a_filter(world: AccountContext) -> None:  # noqa: F811
    # "did I spend more than $500 on fuel" asks about the total, not about payments over $500
    reply = _ask(world, "did i spend more than $500 on fuel in fy26")
    assert _asked_back(reply) and "500" in reply.text, reply.text


def test_top_n_categories_and_payees_rank_spending(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "top 2 spending categories in fy26")
    text = reply.text
    assert "1. Groceries: $480.00" in text and "2. Tools & Equipment: $388.82" in text, text
    assert "3." not in text and "Set apart from spending" in text and "$2,000.00" in text, text


def test_top_n_clients_lists_that_many(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "top 1 clients in fy26")
    assert "1. Kate Anderson: $1,200.00" in reply.text and "2." not in reply.text, reply.text


def test_an_unread_word_is_named_back_never_dropped(world: AccountContext) -> None:  # noqa: F811
    for text, word in (
        ("spend on groceries at work in fy26", "work"),
        ("how much on fuel for work in fy26", "work"),
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and f"“{word}”" in reply.text, (text, reply.text)
        assert "I understood you want" in reply.text, reply.text  # the reading so far is said
    # work that earns is earnings: read, not asked
    assert "$1,200.00" in _ask(world, "how much did i earn from work in fy26").text


def test_an_area_intent_names_back_a_word_it_would_not_read(world: AccountContext) -> None:  # noqa: F811
    # matched by the older area intents (a category's spending, recurring payments), not the query reader:
    # the same rule, one check before any tool runs
    for text, word in (
        ("how much did i spend on fuel on business trips in fy26", "trips"),
        ("total spent on subscriptions i cancelled", "cancelled"),
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and f"“{word}”" in reply.text and "I read:" in reply.text, (
            text,
            reply.text,
        )
    # their own words are read: no question back
    assert _ask(world, "find my subscriptions").calls
    assert _ask(world, "top 3 merchants in fy26").calls


def test_a_comparison_under_an_amount_says_it(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "did i spend more on groceries over $105 in q2 or q4 of fy26")
    text = reply.text
    assert "payments over $105.00" in text and "$150.00" in text and "$230.00" in text, text


def test_an_answer_not_made_of_rows_is_asked_under_an_amount(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "what money in over $100 was not income in fy26")
    # said in words: a question back carries no "$" figure
    assert _asked_back(reply) and "over 100.00 dollars" in reply.text, reply.text


def test_a_typo_close_to_two_names_is_neither() -> None:
    from finkit.assistant.local.parse import correct_typos

    # "marsfen" is as close to Marsden as to Marsten: left as typed (then asked about), never one picked
    assert correct_typos("how much did i pay marsfen", frozenset({"marsden", "marsten"})).endswith("marsfen")
    # close to one name only: put right
    assert correct_typos("how much did i pay marsfen", frozenset({"marsden"})).endswith("marsden")


def test_what_a_cost_was_used_for_is_asked_never_a_text_filter(world: AccountContext) -> None:  # noqa: F811
    # "business" is no word of the rows to find: the use of a cost (its business share) is asked about
    reply = _ask(world, "how much fuel for the business in fy26")
    assert _asked_back(reply) and "“business”" in reply.text, reply.text


def test_a_ranking_narrowed_by_a_thing_is_asked(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "top 2 spending categories at woolworths in fy26")
    assert _asked_back(reply) and "woolworths" in reply.text.lower(), reply.text
