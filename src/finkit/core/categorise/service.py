"""Suggest categories with a confidence, from (in order) the account's rules, the merchant knowledge
base and the account's own classifier; apply those at or above a threshold to uncategorised,
unlocked transactions; and categorise imported rows (import enricher, order 50, after rules).

Never overwrites a user's (locked) category. Every automatic change records ``assignedBy``
(``rule`` or ``ai``) and ``categoryConfidence``.

This module holds the order of the guesses (``Categoriser.suggest``); each kind of guess is in the
module named for it: ``money_in`` (a business's credits, a health provider's sales), ``refunds``,
``regular_clients``, ``super_funds``, ``professional_bodies``, ``suppliers`` (a card-payment provider's
fee), ``trade_supplies`` (a trade's suppliers), ``knowledge_or_classifier``, ``everyday`` and
``business_questions`` (which of a business's guesses are asked).
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from functools import cached_property, partial
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categorise.business_questions import BusinessQuestions, whole_words
from finkit.core.categorise.direction import CLIENT_PAYMENT_CATEGORIES, is_client_payment
from finkit.core.categorise.everyday import file_everyday_private
from finkit.core.categorise.guess import Guess
from finkit.core.categorise.knowledge import KnowledgeBase, knowledge_base
from finkit.core.categorise.knowledge_or_classifier import knowledge_or_classifier
from finkit.core.categorise.model import TrainedModel, features, model_for
from finkit.core.categorise.money_in import (
    CERTAIN,
    PURCHASE_CATEGORY,
    both_ways,
    health_sale,
    money_in_guess,
    own_account_transfer,
    read_money_in,
    savings_account,
    stored_own_accounts,
    supplies_health_services,
)
from finkit.core.categorise.overseas_sales import overseas_sale
from finkit.core.categorise.professional_bodies import professional_body_guess
from finkit.core.categorise.refunds import file_reversed_debits, refund_guess
from finkit.core.categorise.regular_clients import Payment, file_regular_clients, stored_payments
from finkit.core.categorise.repeat_supplies import file_repeat_supplies
from finkit.core.categorise.schemas import (
    DEFAULT_MIN_CONFIDENCE,
    CategoriseOptions,
    CategoriseResult,
    Suggestion,
)
from finkit.core.categorise.stated import Stated, stated_guess, supplier_credit_guess
from finkit.core.categorise.super_funds import super_fund_guess
from finkit.core.categorise.suppliers import (
    MERCHANT_SERVICE_FEE_KNOWN,
    CategoryFacts,
    merchant_service_fee_guess,
    purchase_fee,
)
from finkit.core.categorise.trade_supplies import trade_supplier_guess, trade_suppliers, trade_supplies
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.dates import day_start
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports.rows import ImportRow
from finkit.core.profile.names import names_row, row_texts
from finkit.core.profile.service import load_profile
from finkit.core.review.food_trade import feeds_guests, sells_food
from finkit.core.rules.compiled import CompiledRule, compile_rule
from finkit.core.rules.predicate import RowView
from finkit.core.rules.service import ordered_rules
from finkit.core.schemas import parse
from finkit.core.tax.gst import EXPORT_TAG
from finkit.core.transactions.models import Transaction

RULE_CONFIDENCE = Decimal(1)
#: Where the person answers what is left (uncategorised rows, guesses below certainty), said whenever any is.
REVIEW_HINT = (
    "Answer what is left with `finkit review`: it asks once per merchant, and each answer is remembered "
    "for that merchant's future rows."
)
CLIENT_PAYMENT_CONFIDENCE = Decimal("0.8")


#: Why a bank's fee on a purchase is filed a bank fee whatever merchant its line names.
PURCHASE_FEE_WHY = (
    "a bank's fee charged on a purchase (an international transaction fee): the bank's, not the merchant's"
)


class Categoriser:
    """Suggestions for many rows at once (the classifier predicts in batches)."""

    def __init__(self, session: Session, ctx: AccountContext, *, use_rules: bool = True) -> None:
        self.session, self.ctx = session, ctx
        categories = session.execute(
            select(
                Category.id,
                Category.name,
                Category.name_key,
                Category.kind,
                Category.tax_category,
                Category.is_tax_deductible,
                Category.gst_treatment,
                Category.default_gst_rate,
            ).where(Category.account_id == ctx.account_id)
        ).all()
        self.by_key = {c.name_key: c.id for c in categories}
        self.names = {c.id: c.name for c in categories}
        self.kinds = {c.id: c.kind for c in categories}
        self.facts = {c.id: CategoryFacts.of(c) for c in categories}
        self.income_id = next((self.by_key[k] for k in CLIENT_PAYMENT_CATEGORIES if k in self.by_key), None)
        self.transfer_id = self.by_key.get("transfers")
        self.bank_fees_id = self.by_key.get("bank fees")
        profile = load_profile(session, ctx)
        self.business = profile.is_business or profile.gst_registered
        #: A health provider's sales may be GST-free or taxable: asked per payer (``money_in``); one who
        #: stated once that their services are GST-free health services is not asked for card takings.
        self.health_stated = self.business and profile.gst_free_health_services
        self.health = self.health_stated or (self.business and supplies_health_services(profile.occupation))
        #: Payments to a super fund (``super_funds``): D12 without a question once the person said so.
        self.super_id = next(
            (c for c, f in self.facts.items() if f.tax_category == "super" and f.kind == "expense"), None
        )
        self.super_stated = profile.personal_super_deduction
        #: The clients and business suppliers the person named once (``stated``): filed without a question.
        self.stated = Stated.of(profile) if self.business else Stated((), ())
        #: An employer's clearing house payment is the employees' super once an employee is stated.
        self.employee_super_id = self.by_key.get("employee super")
        self.employer = bool(self.stated.employees)
        #: People the person holds wholly private (a 0 % business share stated for them: a partner sharing
        #: the household's bills): their money in is no sale, filed as a transfer without a question.
        self.private_payers = (
            tuple(name for name, share in profile.merchant_business_use_shares.items() if share == 0)
            if self.business
            else ()
        )
        self.expense_tax_categories = [
            (c, f.tax_category) for c, f in self.facts.items() if f.kind == "expense"
        ]
        self.occupation = profile.occupation
        #: A business that sells food (a café, a coffee van): its suppliers carry its trade's words.
        self.sells_food = self.business and sells_food(profile.occupation)
        #: A business whose price includes the customers' meals (a day tour with lunch): a cafe may be theirs.
        self.feeds_guests = self.business and feeds_guests(profile.occupation)
        #: Where the stated trade buys its materials (a landscaper's nursery and soil yard): guessed, asked.
        self.trade_suppliers = trade_suppliers(profile.occupation) if self.business else ()
        self.rules: list[CompiledRule] = (
            [
                r
                for r in (compile_rule(x) for x in ordered_rules(session, ctx))
                if any(a["type"] == "setCategory" for a in r.actions) or r.stop
            ]
            if use_rules
            else []
        )
        self.kb: KnowledgeBase = knowledge_base(ctx.settings.data_dir)
        self.questions = BusinessQuestions(
            kb=self.kb,
            names=self.names,
            facts=self.facts,
            country=profile.country,
            gst_registered=profile.gst_registered,
            trade_supplies=trade_supplies(profile.occupation) if self.business else (),
            merchant_shares=tuple(whole_words(m.casefold()) for m in profile.merchant_business_use_shares),
            category_shares=frozenset(c.casefold() for c in profile.business_use_shares),
            shares_by_name={m.casefold(): p for m, p in profile.merchant_business_use_shares.items()},
            stated=self.stated,
        )
        self.model: TrainedModel | None = model_for(session, ctx)

    @cached_property
    def _stored_own_accounts(self) -> frozenset[str]:
        """Account numbers the account's stored transfers name with a savings word (read once)."""
        return stored_own_accounts(self.session, self.ctx, self.transfer_id)

    @cached_property
    def _stored_payments(self) -> list[tuple[str, Payment]]:
        """The account's stored people's payments by row id, read once (an import asks for every chunk)."""
        return stored_payments(self.session, self.ctx)

    def _rule(self, row: Any) -> str | None:
        if not self.rules:
            return None
        view, found = RowView(row), None
        for rule in self.rules:
            if rule.predicate(view):
                for action in rule.actions:
                    if action["type"] == "setCategory":
                        found = action["category"]
                if rule.stop:
                    break
        return found

    def suggest(self, rows: list[Any]) -> list[Guess]:
        """A guess for each row (all Nones when there is no idea at all)."""
        predictions = (
            self.model.predict([features(r.description, r.merchant) for r in rows]) if self.model else []
        )
        # The person's own accounts, as the rows' savings words name them: the same account number in a
        # row without such a word is the same own account (one payee, recurring).
        own_accounts = (
            frozenset(a for r in rows if (a := savings_account(r.description)))
            | both_ways(rows)  # an account the rows move money to and back from
            | self._stored_own_accounts
        )
        out: list[Guess] = []
        refunds: list[int] = []
        people: list[int] = []  # people paying by transfer: a client or someone paying back
        clients: list[int] = []  # payments whose words say they are a client's (an invoice quoted)
        for n, row in enumerate(rows):
            rule_category = self._rule(row)
            if rule_category is not None:  # the user's rule may file either direction (a refund)
                out.append(Guess(rule_category, RULE_CONFIDENCE, "rule"))
                continue
            if (
                self.business
                and row.amount < 0
                and self.bank_fees_id
                and purchase_fee(f"{row.merchant or ''} {row.description}")
            ):
                # "FOREIGN TRANSACTION FEE CARD 5520 SERATO.COM": the bank's fee on a purchase, whose
                # merchant the line names; never that merchant's own purchase (its deduction follows
                # the purchase: ``review.sources.fees_on_private_purchases``)
                out.append(Guess(self.bank_fees_id, CERTAIN, "knowledge_base", why=PURCHASE_FEE_WHY))
                continue
            named = (
                stated_guess(
                    row,
                    self.stated,
                    income_id=self.income_id,
                    by_key=self.by_key,
                    expense_tax_categories=self.expense_tax_categories,
                    kb=self.kb,
                    facts=self.facts,
                    # finkit's own reading of the row (a supplier of other business costs takes its
                    # category when that is a business one filed at P8 other expenses)
                    finkits=partial(
                        knowledge_or_classifier,
                        self.kb,
                        row,
                        predictions[n] if predictions else (None, None),
                        by_key=self.by_key,
                        kinds=self.kinds,
                        country=self.questions.country,
                    ),
                )
                if self.stated.clients or self.stated.suppliers or self.stated.employees
                else None
            )
            if named is not None:
                out.append(named)
                continue
            if row.amount > 0 and self.private_payers and self.transfer_id:
                payer = next(
                    (
                        name
                        for name in self.private_payers
                        if self.kb.match(name, name) is None
                        and names_row(name, row_texts(row.merchant, row.description))
                    ),
                    None,
                )
                if payer is not None:
                    why = f"money from {payer}, whom you hold private (0 % business): no sale"
                    out.append(Guess(self.transfer_id, CERTAIN, "knowledge_base", why=why))
                    continue
            own = (
                own_account_transfer(row.description, own_accounts)
                if self.business and row.amount < 0
                else None
            )
            if own is not None and self.transfer_id:
                out.append(Guess(self.transfer_id, own.confidence, "keyword", own.asked, why=own.why))
                continue
            fund = super_fund_guess(
                row,
                super_id=self.super_id,
                stated=self.super_stated,
                employee_super_id=self.employee_super_id,
                employer=self.employer,
            )
            if fund is not None:
                out.append(fund)
                continue
            body = (
                professional_body_guess(row, occupation=self.occupation, by_key=self.by_key)
                if self.business
                else None
            )
            if body is not None:
                out.append(body)
                continue
            money_in = (
                read_money_in(
                    row.description,
                    row.merchant,
                    row.amount,
                    own_accounts,
                    health=self.health,
                    stated=self.health_stated,
                )
                if self.business
                else None
            )
            if money_in is not None and money_in.category == PURCHASE_CATEGORY:
                refunds.append(n)  # once every purchase of this batch has its guess
                out.append(Guess(None, None, None))
                continue
            credit = (
                supplier_credit_guess(
                    row,
                    self.stated,
                    by_key=self.by_key,
                    expense_tax_categories=self.expense_tax_categories,
                )
                if self.business and (money_in is None or money_in.reading in ("sale", "person"))
                else None
            )
            if credit is not None:  # a stated supplier's credit note: no sale, asked
                out.append(credit)
                continue
            guess = money_in_guess(
                money_in, income_id=self.income_id, transfer_id=self.transfer_id, by_key=self.by_key
            )
            if guess is not None:
                out.append(guess)
                continue
            if self.income_id and is_client_payment(row.description, row.merchant, row.amount):
                sure = CERTAIN if self.business else CLIENT_PAYMENT_CONFIDENCE  # words of work, to a business
                out.append(Guess(self.income_id, sure, "knowledge_base"))
                clients.append(n)
                continue
            fee = (
                merchant_service_fee_guess(
                    row, bank_fees_id=self.bank_fees_id, country=self.questions.country
                )
                if self.business
                else None
            )
            if fee is not None and fee.ask and self.stated.gst_supplier(row.merchant, row.description):
                # the person stated what the provider's invoices show: its GST is no question
                fee = fee._replace(confidence=MERCHANT_SERVICE_FEE_KNOWN, ask=False, why="")
            if fee is not None:
                out.append(fee)
                continue
            guess = knowledge_or_classifier(
                self.kb,
                row,
                predictions[n] if predictions else (None, None),
                by_key=self.by_key,
                kinds=self.kinds,
                country=self.questions.country,
            )
            if self.trade_suppliers and row.amount < 0 and guess.source in (None, "keyword"):
                guess = trade_supplier_guess(row, self.trade_suppliers, by_key=self.by_key) or guess
            if guess.category_id is None and money_in is not None and money_in.reading == "person":
                guess = Guess(self.income_id, money_in.confidence, "keyword", ask=True, why=money_in.why)
                people.append(n)
            if self.business:  # a household's guesses are not questioned this way
                guess = self.questions.asked(guess, row, f"{row.merchant or ''} {row.description}")
            out.append(guess)
        for n in refunds:
            out[n] = refund_guess(self.session, self.ctx, rows[n], rows, out)
        file_reversed_debits(rows, out, refunds, transfer_id=self.transfer_id)
        if people:
            file_regular_clients(rows, out, people, clients, self._stored_payments, income_id=self.income_id)
        if self.business:
            file_everyday_private(
                self.session,
                self.ctx,
                rows,
                out,
                self.names,
                self.facts,
                sells_food=self.sells_food or self.feeds_guests,
            )
            file_repeat_supplies(self.session, self.ctx, rows, out, self.facts)
        if self.business and self.questions.gst_registered:  # a sale naming a place overseas: asked
            out = [
                overseas_sale(guess, row, income_id=self.income_id, country=self.questions.country)
                for guess, row in zip(out, rows, strict=True)
            ]
        if self.health:  # every sale finkit guessed, however it was read: its GST asked (``health_sale``)
            out = [health_sale(guess, income_id=self.income_id) for guess in out]
        return out


def _mark(row: Transaction | ImportRow, guess: Guess) -> None:
    """What a guess says beyond its category: asked (``needs_review``), and a likely export (no GST in
    the price, the ``export`` tag the BAS puts in G2)."""
    if guess.ask:
        row.needs_review = True
    if (guess.no_credit or guess.gst_free) and "gst_rate" not in (row.tax_user_set or []):
        # no GST credit until the person says the invoice shows GST; no GST in a GST-free sale
        row.gst_rate = Decimal(0)
    if guess.export and "gst_rate" not in (row.tax_user_set or []):
        row.gst_rate = Decimal(0)
        if EXPORT_TAG not in (row.tags or []):
            row.tags = [*(row.tags or []), EXPORT_TAG]
    for tag in guess.tags:
        if tag not in (row.tags or []):
            row.tags = [*(row.tags or []), tag]


def _apply(ctx: AccountContext, tx: Transaction, guess: Guess) -> None:
    tx.category_id = guess.category_id
    tx.category_assigned_by = "rule" if guess.source == "rule" else "ai"
    tx.category_confidence = guess.confidence
    _mark(tx, guess)
    tx.updated_at = ctx.now()  # its tax fields are derived again when the change is settled


def suggest_categories(
    ctx: AccountContext, *, options: CategoriseOptions | dict[str, Any] | None = None
) -> CategoriseResult:
    """Suggest categories for the account's uncategorised, unlocked transactions (optionally in a
    date range); changes nothing (``apply`` is ignored: applying is
    ``finkit.core.usecases.categorise.categorise_transactions``)."""
    options = parse(CategoriseOptions, options or {}).model_copy(update={"apply": False})
    with ctx.db.session() as session:
        return categorise_in(session, ctx, options)[0]


def categorise_in(
    session: Session, ctx: AccountContext, options: CategoriseOptions
) -> tuple[CategoriseResult, ChangeSet]:
    """Suggest categories (and with ``apply``, set those at or above ``minConfidence``) inside the
    caller's unit of work; returns the result and the change for ``settle``."""
    if options.from_date and options.to_date and options.from_date > options.to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    query = select(Transaction).where(
        Transaction.account_id == ctx.account_id,
        Transaction.category_id.is_(None),
        Transaction.category_locked.is_(False),
    )
    if options.from_date:
        query = query.where(Transaction.date >= day_start(options.from_date))
    if options.to_date:
        query = query.where(Transaction.date < day_start(options.to_date + timedelta(days=1)))
    rows = list(session.scalars(query.order_by(Transaction.date, Transaction.id)).all())
    categoriser = Categoriser(session, ctx)
    suggestions: list[Suggestion] = []
    applied = suggested = below = asked = 0
    changed: list[Transaction] = []
    for tx, guess in zip(rows, categoriser.suggest(rows), strict=True):
        category_id, confidence, source = guess.category_id, guess.confidence, guess.source
        good = category_id is not None and confidence is not None and confidence >= options.min_confidence
        suggested += good
        below += category_id is not None and not good
        if good and options.apply:
            _apply(ctx, tx, guess)
            asked += guess.ask
            applied += 1
            changed.append(tx)
        suggestions.append(
            Suggestion(
                transaction_id=tx.id,
                description=tx.description,
                category_id=category_id,
                category_name=categoriser.names.get(category_id) if category_id else None,
                confidence=confidence,
                source=source,
                assigned_by=("rule" if source == "rule" else "ai") if source else None,
                applied=bool(good and options.apply),
            )
        )
    if applied:
        record_activity(
            session,
            ctx,
            "transaction.categorise",
            target_type="transaction",
            details={"applied": applied, "minConfidence": str(options.min_confidence)},
        )
    result = CategoriseResult(
        considered=len(rows),
        suggested=suggested,
        applied=applied,
        left_for_user=len(rows) - suggested,
        min_confidence=options.min_confidence,
        suggestions=suggestions,
        explanation=_explain(len(rows), suggested, below, categoriser, options.min_confidence, asked),
    )
    return result, ChangeSet(origin="categorise", changed={"category": [tx.id for tx in changed]})


def _explain(
    considered: int, suggested: int, below: int, categoriser: Categoriser, threshold: Decimal, asked: int
) -> str | None:
    """Why rows were left for the user, in words (so "0 of 90" never comes without a reason)."""
    left = considered - suggested
    if considered == 0:
        return "Nothing to categorise: every transaction has a category or was categorised by you."
    if left == 0:
        return REVIEW_HINT if asked else None
    parts = [f"{left} of {considered} uncategorised transaction(s) left for you:"]
    unknown = left - below
    if below:
        parts.append(
            f"{below} had a suggestion below the {threshold} confidence threshold (lower --min-confidence to see them);"
        )
    if unknown:
        parts.append(
            f"{unknown} matched no rule, no known merchant or keyword in the knowledge base"
            + (
                " (and the account has no categorised history to learn from yet)."
                if categoriser.model is None
                else " and the account's model had no confident guess."
            )
        )
    parts.append(REVIEW_HINT)
    return " ".join(parts)


def suggest_category(ctx: AccountContext, *, transaction_id: str) -> Suggestion:
    """The suggestion for one transaction of the account (even a categorised one; nothing changes)."""
    with ctx.db.session() as session:
        tx = session.scalar(
            select(Transaction).where(
                Transaction.id == transaction_id, Transaction.account_id == ctx.account_id
            )
        )
        if tx is None:
            raise NotFoundError("transaction", transaction_id)
        categoriser = Categoriser(session, ctx)
        category_id, confidence, source = categoriser.suggest([tx])[0][:3]
        return Suggestion(
            transaction_id=tx.id,
            description=tx.description,
            category_id=category_id,
            category_name=categoriser.names.get(category_id) if category_id else None,
            confidence=confidence,
            source=source,
            assigned_by=("rule" if source == "rule" else "ai") if source else None,
        )


_IMPORT_KEY = "finkit_categoriser_import"


def categorise_import(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """Import enricher (order 50, after rules at 10): uncategorised rows get a knowledge-base or
    classifier category when it is at least as confident as the default threshold."""
    pending = [r for r in rows if r.category_id is None]
    if not pending:
        return
    cache: dict[str, Categoriser] = session.info.setdefault(_IMPORT_KEY, {})
    categoriser = cache.get(ctx.account_id)
    if categoriser is None:
        categoriser = cache[ctx.account_id] = Categoriser(session, ctx, use_rules=False)
    for row, guess in zip(pending, categoriser.suggest(pending), strict=True):
        if guess.category_id and guess.confidence is not None and guess.confidence >= DEFAULT_MIN_CONFIDENCE:
            row.category_id = guess.category_id
            row.category_assigned_by = "rule" if guess.source == "rule" else "ai"
            row.category_confidence = guess.confidence
            _mark(row, guess)
