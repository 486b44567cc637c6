"""Where the review's questions come from: an explicit, ordered list of sources.

Each source reads the books and names the rows it wants asked about, with why (a ``Flag``). The queue
asks every source in ``QUESTION_SOURCES`` order; a row named by several keeps every reason, and the
first source's suggestion wins. A new kind of question is one more line in that tuple, as the rows that
look like a transfer to an own account with no other side found are (``ids_source`` over
``bank_accounts.transfers.unpaired_transfer_candidates``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, and_, or_, select
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import unpaired_transfer_candidates
from finkit.core.categories.models import Category
from finkit.core.categorise.knowledge import asset_thresholds, knowledge_base
from finkit.core.categorise.money_in import (
    HEALTH_SALE_CONFIDENCE,
    HEALTH_SALE_WHY,
    read_money_in,
    supplies_health_services,
)
from finkit.core.categorise.stated import Stated
from finkit.core.categorise.suppliers import (
    GIFT_BENEFIT,
    GIFT_BENEFIT_WORDS,
    GIFT_RECIPIENT,
    GIFT_RECIPIENT_WORDS,
    GST_CREDIT,
    GST_CREDIT_WORDS,
    RETURN_LINE,
    RETURN_LINE_WORDS,
    CategoryFacts,
    guessed_purchase_question,
    purchase_fee,
    without_gst_credit,
)
from finkit.core.context import AccountContext
from finkit.core.profile.service import load_profile
from finkit.core.review.account_fees import account_fees_on_a_mixed_account
from finkit.core.review.bank_rows import (
    car_costs_of_which_vehicle,
    paid_back_credits,
    paid_twice_debits,
    processor_payouts,
    servo_shop_purchases,
)
from finkit.core.review.export_postage import export_postage
from finkit.core.review.financed import financed_deposits, loan_repayments
from finkit.core.review.flags import (
    CONFIDENT,
    FINKITS_GUESS,
    GST_AMOUNT_QUESTION,
    GST_AMOUNT_REASON,
    GUESSED_PURCHASE,
    NOT_REMEMBERED,
    Flag,
    QuestionSource,
    Window,
)
from finkit.core.review.food import food_drinks, food_inputs, food_invoice_gst, food_sales
from finkit.core.review.home_office import stated_shares_the_rate_covers
from finkit.core.review.partly_taxable import partly_taxable_topic
from finkit.core.review.premises import commercial_rent_questions, premises_rent_questions
from finkit.core.review.private_trips import costs_on_private_trips
from finkit.core.review.supplier_exceptions import invoices_partly_private
from finkit.core.review.wages import pay_rows_asked
from finkit.core.tax.review.models import TaxReviewItem
from finkit.core.transactions.models import Transaction


def _ids(session: Session, ctx: AccountContext, window: Window, *where: ColumnElement[bool]) -> list[str]:
    return list(
        session.scalars(
            select(Transaction.id).where(Transaction.account_id == ctx.account_id, *window.clauses(), *where)
        )
    )


def uncategorised(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Rows with no category: nothing counts them anywhere until someone says what they are."""
    rows = _ids(session, ctx, window, Transaction.category_id.is_(None))
    return [Flag(i, "uncategorised", "not categorised") for i in rows]


def flagged(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Rows marked for review (a rule's ``flagForReview``, or categorisation unsure of income, a
    processor payout, an export...)."""
    rows = _ids(session, ctx, window, Transaction.needs_review.is_(True))
    return [Flag(i, "needs_review", "marked for review") for i in rows]


def low_confidence(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Categories finkit guessed below ``CONFIDENT`` (never the person's own, never locked)."""
    rows = _ids(
        session,
        ctx,
        window,
        Transaction.category_id.is_not(None),
        Transaction.category_confidence < CONFIDENT,
        FINKITS_GUESS,
    )
    return [Flag(i, "low_confidence", "a guess below certainty") for i in rows]


#: Tax categories whose business share the derivation takes from the profile (a car's, the usual one for
#: phone, internet and home costs): a deductible row there with no share is a figure nobody has given.
MIXED_USE_TAX_CATEGORIES = ("car", "other_work")
#: The flag reason of such a cost (its answer gives the share: ``figures``).
SHARE_REASON = "business_share"


def unknown_share(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Deductible mixed-use costs with no business share (neither the profile nor the person gave one):
    claimed at 100 % they would overstate the deduction and the GST credit, so they are asked."""
    rows = session.scalars(
        select(Transaction.id)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            Transaction.is_tax_deductible.is_(True),
            Transaction.business_use_percentage.is_(None),
            Category.tax_category.in_(MIXED_USE_TAX_CATEGORIES),
        )
    )
    return [Flag(i, SHARE_REASON, "a mixed-use cost with no business share") for i in rows]


def tax_verdicts(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """``tax analyse --save``'s verdicts it was not sure enough to write: the same queue, not a second
    list (deciding the group takes them off ``tax review`` too)."""
    rows = session.execute(
        select(TaxReviewItem.transaction_id, TaxReviewItem.business_use_percentage, TaxReviewItem.reason)
        .join(Transaction, Transaction.id == TaxReviewItem.transaction_id)
        .where(and_(TaxReviewItem.account_id == ctx.account_id, *window.clauses()))
    ).all()
    words = {"private_category": "tax analysis found a possible deduction in a private category"}
    return [
        Flag(tx_id, "tax_verdict", words.get(reason, "tax analysis was not sure of the deduction"), share)
        for tx_id, share, reason in rows
    ]


def gst_amount_unknown(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Taxable business purchases of a supply known to carry non-GST parts (``data/partly_taxable.csv``:
    an insurance premium with stamp duty) whose GST amount nobody has given: 1/11 of the total would
    overstate the credit, so the review asks what GST the invoice shows. A premium whose category is still
    a guess (business or private insurance?) is asked both at once, so one answer settles it; so is one
    not categorised yet (a vehicle licence paid by BPAY: what is it, and what GST does the notice show?).
    A business cost of such a supply that finkit's own knowledge filed out of scope is asked too: a
    vehicle registration is a government fee with no GST (Division 81), but the compulsory third-party
    insurance or transport accident charge billed with it carries GST in most states (VicRoads' TAC
    charge), so "no GST at all" is as unsafe a guess as 1/11 of the whole; once the person has set the
    treatment, it stands. A row given the invoice's GST-free part is answered too: its GST is the GST of
    the rest of the price."""
    profile = load_profile(session, ctx)
    country = profile.country
    stated = Stated.of(profile)
    guessed = and_(Transaction.category_confidence < CONFIDENT, FINKITS_GUESS)
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.description,
            Transaction.tax_user_set,
            Transaction.is_tax_deductible,
            Category.name,
            Transaction.gst_treatment,
            Transaction.gst_free_part,
        )
        .outerjoin(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount < 0,
            or_(
                and_(
                    or_(Transaction.is_tax_deductible.is_(True), guessed),
                    Transaction.gst_treatment.in_(("taxable", "out_of_scope")),
                ),
                # not categorised yet: asked with "what is it?", so one answer gives the invoice's GST too
                Transaction.category_id.is_(None),
            ),
        )
    ).all()
    return [
        Flag(
            tx_id,
            GST_AMOUNT_REASON,
            f"{'' if deductible else 'if it is a business cost, '}{GST_AMOUNT_QUESTION} {topic}",
        )
        for tx_id, merchant, description, user_set, deductible, category, treatment, free_part in rows
        if "gst_amount" not in (user_set or [])
        and free_part is None  # the invoice's part without GST given: the GST is the rest's
        and not (treatment == "out_of_scope" and "gst_treatment" in (user_set or []))
        and not gst_stated(stated, merchant, description)
        and (topic := partly_taxable_topic(country, category or "", merchant or "", description))
    ]


def gst_stated(stated: Stated, merchant: str | None, description: str) -> bool:
    """Whether the row names a supplier whose invoices' GST the person stated as one treatment
    (``StatedSupplier.gst_treatment``, not ``mixed``): its invoice's GST is not asked."""
    supplier = stated.gst_supplier(merchant, description)
    return supplier is not None and supplier.gst_treatment != "mixed"


#: Why a stated ``mixed`` supplier's invoice is asked (``mixed_supplier_invoices``).
MIXED_SUPPLIER_WORDS = "you said its invoices mix GST and GST-free lines"


def mixed_supplier_invoices(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """A business purchase from a supplier the person stated ``mixed`` (each invoice shows its own GST:
    a foodservice distributor, a roaster selling beans and cups) whose GST nobody has given: asked per
    invoice, as an insurance premium's is (``gst_amount_unknown``), 1/11 of the total until then. A
    purchase from such a supplier that nothing has filed yet is asked both at once ("if it is a business
    cost, what GST does the invoice show?"): one answer gives its category and each invoice's GST. Money
    back from such a supplier filed against its purchases (a credit note: less cost, less credit) is asked
    the same: a credit note shows its own GST, as the invoice it reduces did (round 18: a boat operator's
    credit for cancelled seats holds their GST and the reef charge's part with none)."""
    stated = Stated.of(load_profile(session, ctx))
    if not any(s.gst_treatment == "mixed" for s in stated.suppliers):
        return []
    rows = session.execute(
        select(
            Transaction.id,
            Transaction.merchant,
            Transaction.description,
            Transaction.tax_user_set,
            Transaction.category_id,
        ).where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount != 0,
            or_(
                (Transaction.is_tax_deductible.is_(True)) & (Transaction.gst_treatment == "taxable"),
                Transaction.category_id.is_(None),
            ),
            Transaction.gst_free_part.is_(None),
        )
    ).all()
    found: list[Flag] = []
    for tx_id, merchant, description, user_set, category_id in rows:
        supplier = stated.gst_supplier(merchant, description)
        if (
            supplier is not None
            and supplier.gst_treatment == "mixed"
            and "gst_amount" not in (user_set or [])
        ):
            first = "" if category_id is not None else "if it is a business cost, "
            found.append(
                Flag(
                    tx_id,
                    GST_AMOUNT_REASON,
                    f"{first}{GST_AMOUNT_QUESTION} {supplier.name}: {MIXED_SUPPLIER_WORDS}",
                )
            )
    return found


_SUPPLIER_WORDS = {
    RETURN_LINE: RETURN_LINE_WORDS,
    GST_CREDIT: GST_CREDIT_WORDS,
    GIFT_RECIPIENT: GIFT_RECIPIENT_WORDS,
    GIFT_BENEFIT: GIFT_BENEFIT_WORDS,
}


def supplier_questions(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Guessed business purchases whose return line (a general retailer, a marketplace) or GST credit (an
    overseas or unknown digital supplier, a marketplace) general knowledge cannot vouch for
    (``categorise/data/suppliers.csv``): each asked with its own words, so one question per supplier
    group, never mixed with other questions."""
    profile = load_profile(session, ctx)
    if not (profile.is_business or profile.gst_registered):
        return []
    kb = knowledge_base(ctx.settings.data_dir)
    stated = Stated.of(profile)
    rows = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.description, Category)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            GUESSED_PURCHASE,
        )
    ).all()
    found: list[Flag] = []
    for tx_id, merchant, description, cat in rows:
        question = guessed_purchase_question(
            kb,
            CategoryFacts.of(cat),
            description,
            merchant,
            country=profile.country,
            gst_registered=profile.gst_registered,
        )
        if question is not None and stated.gst_supplier(merchant, description) is not None:
            question = without_gst_credit(question)  # the person said what its invoices show
        if question is not None:
            found.extend(Flag(tx_id, reason, _SUPPLIER_WORDS[reason]) for reason in question.reasons)
    return found


def large_purchases(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Guessed purchases of the amount from which a category's purchase may be a depreciating asset
    (``categorise/data/asset_purchases.csv``): asked with those words, so they are one question among
    themselves and never merged with a keyword guess of the same category."""
    thresholds = asset_thresholds()
    if not thresholds:
        return []
    rows = session.execute(
        select(Transaction.id, Transaction.amount, Category.name)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            GUESSED_PURCHASE,
        )
    ).all()
    return [
        Flag(tx_id, "large_purchase", "a large purchase: a depreciating asset, or a running expense?")
        for tx_id, amount, name in rows
        if (limit := thresholds.get(name.casefold())) is not None and -amount >= limit
    ]


#: How long after its purchase a bank posts a fee charged on it (the same day, or a day or two later;
#: a day before when the purchase settles late).
FEE_LAG = timedelta(days=3)
FEE_LEAD = timedelta(days=1)
#: The foreign transaction fee rates AU, NZ and UK banks publish (ING 2.5 %; CommBank, Westpac, ANZ, NAB
#: 3 %; some cards 2 %, 2.75 %, 2.95 %, 3.4 %, 3.5 %): a fee is one of them times its purchase, to the cent.
FEE_RATES = (
    Decimal("0.02"),
    Decimal("0.025"),
    Decimal("0.0275"),
    Decimal("0.0295"),
    Decimal("0.03"),
    Decimal("0.034"),
    Decimal("0.035"),
)
_CENT = Decimal("0.01")
#: Words of a purchase processed overseas (a foreign currency, an overseas country code as card lines end):
#: an international transaction fee is charged on such a purchase before any other of the same size.
OVERSEAS_PURCHASE = re.compile(
    r"\b(?:usa|gbr|irl|sgp|nld|lux|can|deu|fra|usd|eur|gbp|cad|sgd|hkd|jpy|chf)\b|foreign currency|frgn amt",
    re.IGNORECASE,
)


def _rate_error(fee: Decimal, purchase: Decimal) -> Decimal | None:
    """How far (in money) a fee of ``fee`` is from the nearest published rate of a purchase of
    ``purchase`` (both positive), or None when it is more than a cent from every rate."""
    error = min(abs(purchase * rate - fee) for rate in FEE_RATES)
    return error if error <= _CENT else None


#: The flag reason of a fee asked because of its purchase: the answer is the row's, never its merchant's
#: (the next fee from the same bank may be on a business purchase), so a decision leaves no rule.
PURCHASE_FEE_REASON = "purchase_fee"
PURCHASE_FEE_NOTE = "a fee charged on a purchase that is not a business cost: is the purchase (and so the fee) for the business?"
#: The flag reason of a fee whose purchase is itself asked: it is part of that purchase's question and
#: follows its answer (``queue.flagged_rows`` keeps it only while the purchase is in the queue).
FEE_FOLLOWS_REASON = "fee_follows_purchase"
FEE_FOLLOWS_NOTE = "a bank's fee charged on a purchase asked here: it follows the purchase's answer"


def fees_on_private_purchases(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Deductible fees charged on a purchase (``purchase_fee`` in ``categorise/data/suppliers.csv``: an
    international transaction fee) whose purchase is not a business cost: the fee on a private overseas
    purchase is private too. The purchase is looked for on the fee's day and the few days around it: one
    of which the fee is a bank's published rate, to the cent.
    The purchase processed overseas (a foreign currency, an overseas merchant) nearest in time
    decides, else the nearest other: a guessed deductible fee is asked when it is private (or none is
    found). Every fee with a purchase names it (``Flag.follows``): while that purchase is itself asked,
    the fee is part of its question and its answer settles the fee (``FEE_FOLLOWS_REASON``: a fee on a
    purchase finkit guessed a business cost, or could not file, is asked only then)."""
    fees = [
        (tx_id, day, -amount)
        for tx_id, day, amount, merchant, description in session.execute(
            select(
                Transaction.id,
                Transaction.date,
                Transaction.amount,
                Transaction.merchant,
                Transaction.description,
            ).where(
                Transaction.account_id == ctx.account_id,
                *window.clauses(),
                Transaction.amount < 0,
                Transaction.is_tax_deductible.is_(True),
                FINKITS_GUESS,
            )
        ).all()
        if purchase_fee(f"{merchant or ''} {description}")
    ]
    if not fees:
        return []
    # Every purchase that could carry one of the fees, read once (not once a fee).
    purchases = session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.amount,
            Transaction.merchant,
            Transaction.description,
            Transaction.is_tax_deductible,
            Transaction.category_id,
            Transaction.needs_review,
        ).where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Transaction.date >= min(day for _, day, _ in fees) - FEE_LAG,
            Transaction.date <= max(day for _, day, _ in fees) + FEE_LEAD,
        )
    ).all()
    found: list[Flag] = []
    kb = knowledge_base(ctx.settings.data_dir)
    country = load_profile(session, ctx).country
    for tx_id, day, fee in fees:
        candidates = []
        for other_id, when, amount, merchant, description, deductible, category_id, asked in purchases:
            if other_id == tx_id or not day - FEE_LAG <= when <= day + FEE_LEAD:
                continue
            error = _rate_error(fee, -amount)
            text = f"{merchant or ''} {description}"
            if error is not None and not purchase_fee(text):
                unknown = category_id is None or bool(asked)
                match = kb.match(description, merchant)
                overseas = bool(OVERSEAS_PURCHASE.search(text)) or bool(
                    match and match.country and match.country != country
                )
                candidates.append(
                    (not overseas, abs((day - when).days), error, bool(deductible), unknown, other_id)
                )
        # The purchase is one processed overseas before any other, then the nearest in time, then the
        # nearest to a published rate.
        best = min(candidates, default=None)
        if best is None:
            found.append(Flag(tx_id, PURCHASE_FEE_REASON, PURCHASE_FEE_NOTE))
        elif not (best[3] or best[4]):
            found.append(Flag(tx_id, PURCHASE_FEE_REASON, PURCHASE_FEE_NOTE, follows=best[5]))
        else:
            found.append(Flag(tx_id, FEE_FOLLOWS_REASON, FEE_FOLLOWS_NOTE, follows=best[5]))
    return found


def health_sales(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """A health provider's money in that finkit guessed as income and asks about
    (``categorise.money_in``): asked in words that say the question is the GST treatment (a GST-free
    health service or a taxable sale), or, for a Medicare or health-fund benefit, income or a rebate."""
    profile = load_profile(session, ctx)
    if not (profile.is_business or profile.gst_registered) or not (
        profile.gst_free_health_services or supplies_health_services(profile.occupation)
    ):
        return []
    rows = session.execute(
        select(Transaction.id, Transaction.description, Transaction.merchant, Transaction.amount)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            Transaction.needs_review.is_(True),
            Category.kind == "income",
            FINKITS_GUESS,
        )
    ).all()
    found: list[Flag] = []
    for tx_id, description, merchant, amount in rows:
        read = read_money_in(description, merchant, amount, health=True)
        words = (
            read.why if read is not None and read.confidence == HEALTH_SALE_CONFIDENCE else HEALTH_SALE_WHY
        )
        found.append(Flag(tx_id, "health_sale", words))
    return found


#: The review's words for interest a GST-registered person's books file as a business's input-taxed sale.
INTEREST_WHY = (
    "is this interest earned on business money or on private savings? On business money it is an "
    "input-taxed financial supply the BAS counts at G1 and G4 (GST Act s40-5, GST Regulations reg 40-5.09 "
    "item 1: an interest in an account with a bank); on private money it is no supply of the business and "
    "only the return's item 10 holds it"
)


def interest_on_the_bas(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
    """Interest credits finkit filed as income of a GST-registered person: the BAS counts them at G1 and
    G4, which is right for a business account's interest and wrong for a sole trader's private savings or
    an everyday account used mostly for private money (the statement cannot tell which: the electrician's
    books and the candle maker's disagree). Asked once per account's interest (the answer is remembered)."""
    if not load_profile(session, ctx).gst_registered:
        return []  # no BAS: item 10 either way, no figure depends on the answer
    rows = session.scalars(
        select(Transaction.id)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            *window.clauses(),
            Transaction.amount > 0,
            Category.tax_category == "income",
            Category.name_key.contains("interest"),
            or_(Transaction.gst_treatment.is_(None), Transaction.gst_treatment != "out_of_scope"),
            FINKITS_GUESS,
            NOT_REMEMBERED,
        )
    )
    return [Flag(i, "interest", INTEREST_WHY) for i in rows]


def ids_source(
    reason: str, note: str, rows: Callable[[AccountContext, str | None], Sequence[Any]]
) -> QuestionSource:
    """A source over another area's read that returns transaction ids (or rows with an ``id``)."""

    def source(session: Session, ctx: AccountContext, window: Window) -> list[Flag]:
        found = rows(ctx, window.period)
        return [Flag(r if isinstance(r, str) else str(r.id), reason, note) for r in found]

    return source


#: Asked in this order (the first source's words lead an item's reason).
QUESTION_SOURCES: tuple[QuestionSource, ...] = (
    tax_verdicts,
    ids_source(
        "unpaired_transfer",
        "Which of your accounts did this go to (or come from)? It reads like a transfer, but no other side was found.",
        lambda ctx, period: [q.transaction.id for q in unpaired_transfer_candidates(ctx, period=period)],
    ),
    loan_repayments,
    financed_deposits,
    supplier_questions,
    fees_on_private_purchases,
    large_purchases,
    health_sales,
    food_sales,
    food_inputs,
    food_drinks,
    interest_on_the_bas,
    paid_back_credits,
    paid_twice_debits,
    processor_payouts,
    pay_rows_asked,
    flagged,
    low_confidence,
    unknown_share,
    account_fees_on_a_mixed_account,
    invoices_partly_private,
    stated_shares_the_rate_covers,
    costs_on_private_trips,
    car_costs_of_which_vehicle,
    servo_shop_purchases,
    gst_amount_unknown,
    food_invoice_gst,
    mixed_supplier_invoices,
    export_postage,
    commercial_rent_questions,
    premises_rent_questions,
    uncategorised,
)
