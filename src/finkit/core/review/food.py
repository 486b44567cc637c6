"""A food business's questions (``data/food_business.csv``): for a person whose stated occupation sells
food (a bakery, a café, a coffee van, a caterer, a grocer), two things the bank row cannot say decide the
BAS, so they are asked, never filed silently:

- ``food_sales``: money in finkit guessed as a sale may be GST-free food (bread, milk, fresh food: GST
  Act s38-2) or taxable (food eaten on the premises, hot food, cakes and pastries: s38-3, Schedule 1);
  filed taxable, a buyer's GST-free loaves would put GST in 1A that was never charged.
- ``food_inputs``: groceries finkit filed private may be the business's ingredients (cost of goods, the
  docket's GST a credit) or the household's; ``food_invoice_gst`` asks the same rows, in the same item,
  what GST each docket shows, so the business's dockets are answered once, with their GST. Asked too of a
  business whose price includes its customers' meals (``data/guest_meals.csv``: a bed and breakfast's
  breakfasts, a day tour's lunch), which sells no food but buys it for its guests (round 24, the B&B
  host's year: 35 online breakfast orders filed private groceries without a question).
- ``food_drinks``: for a business that serves food and drinks (a caterer, a restaurant, a café:
  ``data/drinks_bought.csv``), a bottle shop's purchase finkit filed private may be drinks it resells or
  serves at a catered event (cost of goods, a GST credit) or the household's (round 23, the caterer's
  year: 13 Dan Murphy's dockets of drinks on clients' invoices filed private without a question).

Once answered (the person's own category, or their remembered rule) a row is not asked again."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.categorise.stated import Stated, stated_gst_client
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_pattern, data_rows
from finkit.core.profile.schemas import TaxProfile
from finkit.core.profile.service import load_profile
from finkit.core.review.flags import (
    FINKITS_GUESS,
    GST_AMOUNT_QUESTION,
    GST_AMOUNT_REASON,
    NOT_REMEMBERED,
    Flag,
    Window,
)
from finkit.core.review.food_trade import buys_customers_food, food_business
from finkit.core.transactions.models import Transaction

#: Words of food a food business buys, whose dockets and invoices mix GST-free food and taxable lines.
INPUTS = Path(__file__).with_name("data") / "food_inputs.csv"
#: The occupations that serve drinks with food, and the bottle shops they may buy them at.
DRINKS = Path(__file__).with_name("data") / "drinks_bought.csv"

#: The question for a food business's sale.
FOOD_SALE_WHY = (
    "a food business's sale: GST-free food (bread, milk, flour, fresh food, coffee beans: GST Act s38-2) "
    "or taxable (food eaten at your premises, hot food, cakes, pastries, most drinks: s38-3, Schedule 1)? "
    "A day's card takings may hold both"
)
#: The question for groceries a food business (or one feeding its guests) bought.
FOOD_INPUT_WHY = (
    "groceries bought by a business that sells food or feeds its customers: ingredients or supplies for the "
    "business (cost of goods; the docket's GST a credit) or the household's (private)?"
)
#: The question for drinks a business serving food bought at a bottle shop.
FOOD_DRINKS_WHY = (
    "drinks bought at a bottle shop by a business that serves food: stock you resell or serve at a catered "
    "event on the client's invoice (cost of goods; the docket's GST a credit) or the household's (private)?"
)
#: The categories of groceries (everyday food bought at a supermarket or a market).
GROCERIES = ("groceries",)
#: A grocery row filed private by finkit's own guess, not yet answered: ``food_inputs``'s rows.
_PRIVATE_GUESS = and_(
    or_(Transaction.is_tax_deductible.is_(None), Transaction.is_tax_deductible.is_(False)),
    FINKITS_GUESS,
    NOT_REMEMBERED,
)


@cache
def _drinks(kind: str) -> re.Pattern[str]:
    patterns = [row["pattern"] for row in data_rows(DRINKS) if row["kind"] == kind]
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + r")s?\b", re.IGNORECASE)


def serves_drinks(occupation: str | None) -> bool:
    """Whether the occupation the person stated serves drinks with food ("event caterer", "café owner",
    ``data/drinks_bought.csv``): its bottle-shop dockets may be the customers' drinks."""
    return bool(occupation) and _drinks("occupation").search(occupation or "") is not None


def food_sales(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """A food business's money in that finkit filed as a sale (income, not interest): GST-free food or
    taxable? Asked once per payer (the answer is remembered)."""
    profile = load_profile(session, ctx)
    if not food_business(profile):
        return []
    rows = session.execute(
        select(Transaction.id, Transaction.amount, Transaction.merchant, Transaction.description)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            Category.kind == "income",
            Category.tax_category == "income",
            ~Category.name_key.contains("interest"),
            or_(Transaction.gst_treatment.is_(None), Transaction.gst_treatment.in_(("taxable", "gst_free"))),
            FINKITS_GUESS,
            NOT_REMEMBERED,
        )
    ).all()
    stated = Stated.of(profile)
    # a client whose payments' GST the person stated (a grocer buying GST-free produce) is not asked it
    return [Flag(row.id, "food_sale", FOOD_SALE_WHY) for row in rows if not stated_gst_client(stated, row)]


def food_inputs(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Groceries a business that sells food or feeds its customers (``buys_customers_food``) bought that
    finkit filed private: the business's ingredients or the household's? (A share the person stated for
    the shop, making its rows deductible, is their answer; so is a 0 % share stated for the groceries
    category itself, "my groceries are private" (round 27, ``_groceries_private``), except at a shop the
    person named a supplier of the business: there some dockets are its own.)"""
    profile = load_profile(session, ctx)
    if not buys_customers_food(profile):
        return []
    private = _groceries_private(profile)
    stated = Stated.of(profile)
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Category.name_key)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Category.name_key.in_(GROCERIES),
            or_(Transaction.is_tax_deductible.is_(None), Transaction.is_tax_deductible.is_(False)),
            FINKITS_GUESS,
            NOT_REMEMBERED,
        )
    ).all()
    return [
        Flag(row.id, "food_input", FOOD_INPUT_WHY)
        for row in rows
        if row.name_key not in private or stated.named_supplier(row.merchant) is not None
    ]


def _groceries_private(profile: TaxProfile) -> frozenset[str]:
    """The groceries categories the person stated a 0 % business share for (``businessUseShares``:
    ``{"Groceries": 0}``, "groceries: private"): their rows are the household's, not asked."""
    return frozenset(
        name.casefold()
        for name, share in profile.business_use_shares.items()
        if name.casefold() in GROCERIES and share == 0
    )


def food_drinks(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Drinks a GST-registered business serving food (``serves_drinks``) bought at a bottle shop, which
    finkit filed private by its own guess: the customers' drinks (resold, or served at a catered event on
    the client's invoice: cost of goods, the GST a credit) or the household's? Asked, never filed either
    way silently. A share or an answer the person gave (their own category, a remembered rule) is not
    asked again."""
    profile = load_profile(session, ctx)
    if not (food_business(profile) and serves_drinks(profile.occupation)):
        return []
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Transaction.tax_user_set).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.category_id.is_not(None),
            Transaction.transfer_counterpart_id.is_(None),
            or_(Transaction.is_tax_deductible.is_(None), Transaction.is_tax_deductible.is_(False)),
            FINKITS_GUESS,
            NOT_REMEMBERED,
        )
    ).all()
    shops = _drinks("retailer")
    return [
        Flag(row.id, "food_drinks", FOOD_DRINKS_WHY)
        for row in rows
        if not {"business_use_percentage", "is_tax_deductible"} & set(row.tax_user_set or [])
        and shops.search(f"{row.merchant or ''} {row.description}")
    ]


def food_invoice_gst(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """A food business's taxable purchase of food (``data/food_inputs.csv``: a supermarket docket, a
    produce wholesaler's or a roaster's invoice) whose GST nobody has given: GST-free food and taxable
    lines share the docket, so its GST is what the docket shows, neither 1/11 of the total nor nothing.
    Asked as the review asks an insurance premium's (``sources.gst_amount_unknown``), by row. A business
    that sells no food but feeds its guests (``buys_customers_food``: a bed and breakfast, a day tour) is
    asked it of the groceries ``food_inputs`` asks about only: what it buys besides (a café lunch for a
    tour's guests) is a meal, taxable whole (s38-3(1)(a)), no docket of mixed lines."""
    profile = load_profile(session, ctx)
    if not (profile.gst_registered and buys_customers_food(profile)):
        return []
    groceries_only = not food_business(profile)
    stated = Stated.of(profile)
    private = _groceries_private(profile)
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.description,
            Transaction.tax_user_set,
            Category.name,
            Transaction.is_tax_deductible,
        )
        .outerjoin(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.gst_free_part.is_(None),
            or_(
                (Transaction.is_tax_deductible.is_(True)) & (Transaction.gst_treatment == "taxable"),
                # not filed yet: a food supplier by its words (a roaster, a dairy) is asked both at once
                Transaction.category_id.is_(None),
                # groceries finkit filed private (``food_inputs`` asks: ingredients or the household's?):
                # the business's dockets are answered with each one's GST in the same answer
                and_(Category.name_key.in_(GROCERIES), _PRIVATE_GUESS),
            ),
        )
    ).all()
    words = data_pattern(INPUTS)
    return [
        Flag(
            tx_id,
            GST_AMOUNT_REASON,
            f"{'' if deductible else 'if it is food the business buys, '}{GST_AMOUNT_QUESTION} Food (GST-free) "
            "and taxable lines share the docket",
        )
        for tx_id, merchant, description, user_set, category, deductible in rows
        if "gst_amount" not in (user_set or [])
        and not (groceries_only and (category or "").casefold() not in GROCERIES)
        and words.search(f"{category or ''} {merchant or ''} {description}")
        # a supplier whose invoices the person stated: one treatment is not asked, mixed is asked apart
        and stated.gst_supplier(merchant, description) is None
        # groceries the person stated private as a whole (``food_inputs``): no business docket to ask
        and not (
            not deductible
            and (category or "").casefold() in private
            and stated.named_supplier(merchant) is None
        )
    ]
