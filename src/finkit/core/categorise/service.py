"""Suggest categories with a confidence, from (in order) the account's rules, the merchant knowledge
base and the account's own classifier; apply those at or above a threshold to uncategorised,
unlocked transactions; and categorise imported rows (import enricher, order 50, after rules).

Never overwrites a user's (locked) category. Every automatic change records ``assignedBy``
(``rule`` or ``ai``) and ``categoryConfidence``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import timedelta
from decimal import Decimal
from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.categorise.direction import CLIENT_PAYMENT_CATEGORIES, fits_direction, is_client_payment
from finkit.core.categorise.everyday import everyday_private_rows
from finkit.core.categorise.knowledge import (
    KEYWORD_CONFIDENCE,
    KnowledgeBase,
    asset_thresholds,
    knowledge_base,
    mixed_use_categories,
)
from finkit.core.categorise.model import TrainedModel, features, model_for
from finkit.core.categorise.money_in import (
    CERTAIN,
    HEALTH_SALE_CONFIDENCE,
    HEALTH_SALE_WHY,
    PURCHASE_CATEGORY,
    MoneyIn,
    both_ways,
    own_account_transfer,
    read_money_in,
    savings_account,
    supplies_health_services,
)
from finkit.core.categorise.professional_bodies import ASKED as BODY_ASKED
from finkit.core.categorise.professional_bodies import CATEGORY_OF_KIND, professional_body
from finkit.core.categorise.regular_clients import (
    Payment,
    payment_of,
    regular_client_payments,
    stored_payments,
)
from finkit.core.categorise.schemas import (
    DEFAULT_MIN_CONFIDENCE,
    CategoriseOptions,
    CategoriseResult,
    Suggestion,
)
from finkit.core.categorise.super_funds import ASKED, ASKED_WHY, STATED_WHY, super_fund_payment
from finkit.core.categorise.suppliers import (
    MERCHANT_SERVICE_FEE_WORDS,
    CategoryFacts,
    SupplierQuestion,
    guessed_purchase_question,
    merchant_service_fee,
)
from finkit.core.categorise.trade_supplies import (
    trade_supplier,
    trade_suppliers,
    trade_supplies,
    trade_supply_question,
)
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.dates import day_start
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.imports.rows import ImportRow
from finkit.core.profile.service import load_profile
from finkit.core.rules.compiled import CompiledRule, compile_rule
from finkit.core.rules.predicate import RowView
from finkit.core.rules.service import ordered_rules
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction

#: A classifier this sure overrides the knowledge base: the account's own history knows better.
HISTORY_OVERRIDES_KB = Decimal("0.9")
RULE_CONFIDENCE = Decimal(1)
#: Where the person answers what is left (uncategorised rows, guesses below certainty), said whenever any is.
REVIEW_HINT = (
    "Answer what is left with `finkit review`: it asks once per merchant, and each answer is remembered "
    "for that merchant's future rows."
)
#: The tag the BAS reads for export sales (G2).
EXPORT_TAG = "export"
CLIENT_PAYMENT_CONFIDENCE = Decimal("0.8")
#: A card-payment provider's fee: its category is known, its GST treatment is asked.
MERCHANT_SERVICE_FEE_CONFIDENCE = Decimal("0.8")


class Guess(NamedTuple):
    """A category guess for one row: ``ask`` when it is below certainty (the row is flagged
    ``needs_review``, so the review queue asks), ``export`` when it is likely an export sale (GST-free,
    BAS G2), ``why`` in words for the review."""

    category_id: str | None
    confidence: Decimal | None
    source: str | None
    ask: bool = False
    export: bool = False
    why: str = ""
    #: No GST credit until the person says the invoice shows GST (``suppliers.supplier_question``).
    no_credit: bool = False
    #: A sale with no GST in its price (a health service, an NDIS support): rate 0 until answered.
    gst_free: bool = False


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
        self.country, self.gst_registered = profile.country, profile.gst_registered
        #: A health provider's sales may be GST-free or taxable: asked per payer (``money_in``); one who
        #: stated once that their services are GST-free health services is not asked for card takings.
        self.health_stated = self.business and profile.gst_free_health_services
        self.health = self.health_stated or (self.business and supplies_health_services(profile.occupation))
        #: Payments to a super fund (``super_funds``): D12 without a question once the person said so.
        self.super_id = next(
            (c for c, f in self.facts.items() if f.tax_category == "super" and f.kind == "expense"), None
        )
        self.super_stated = profile.personal_super_deduction
        self.occupation = profile.occupation
        #: Shops selling the tools of the stated trade (a surf coach's sunscreen and fins): asked there.
        self.trade_supplies = trade_supplies(profile.occupation) if self.business else ()
        #: Where the stated trade buys its materials (a landscaper's nursery and soil yard): guessed, asked.
        self.trade_suppliers = trade_suppliers(profile.occupation) if self.business else ()
        #: Shares the person gave once (``profile business-use``): a mixed-use row they cover is not asked.
        self.merchant_shares = [_whole_words(m.casefold()) for m in profile.merchant_business_use_shares]
        self.category_shares = {c.casefold() for c in profile.business_use_shares}
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
        self._stored_own_accounts: frozenset[str] | None = None
        #: The account's stored people's payments by row id, read once (an import asks for every chunk).
        self._stored_payments: list[tuple[str, Payment]] | None = None
        self.model: TrainedModel | None = model_for(session, ctx)

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
            | self._own_accounts()
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
            own = (
                own_account_transfer(row.description, own_accounts)
                if self.business and row.amount < 0
                else None
            )
            if own is not None and self.transfer_id:
                out.append(Guess(self.transfer_id, own.confidence, "keyword", own.asked, why=own.why))
                continue
            if row.amount < 0 and self.super_id and super_fund_payment(row.description, row.merchant):
                fund = (CERTAIN, False, STATED_WHY) if self.super_stated else (ASKED, True, ASKED_WHY)
                out.append(Guess(self.super_id, fund[0], "knowledge_base", fund[1], why=fund[2]))
                continue
            body = self._body(row)
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
            guess = self._money_in(money_in)
            if guess is not None:
                out.append(guess)
                continue
            if self.income_id and is_client_payment(row.description, row.merchant, row.amount):
                sure = CERTAIN if self.business else CLIENT_PAYMENT_CONFIDENCE  # words of work, to a business
                out.append(Guess(self.income_id, sure, "knowledge_base"))
                clients.append(n)
                continue
            fee = self._merchant_service_fee(row)
            if fee is not None:
                out.append(fee)
                continue
            guess = self._known(row, predictions[n] if predictions else (None, None))
            if self.trade_suppliers and row.amount < 0 and guess.source in (None, "keyword"):
                guess = self._trade_supplier(row) or guess
            if guess.category_id is None and money_in is not None and money_in.reading == "person":
                guess = Guess(self.income_id, money_in.confidence, "keyword", ask=True, why=money_in.why)
                people.append(n)
            out.append(self._asked(guess, row, f"{row.merchant or ''} {row.description}"))
        for n in refunds:
            out[n] = self._refund(rows[n], rows, out)
        if people:
            self._regular_clients(rows, out, people, clients)
        if self.business:
            self._everyday_private(rows, out)
        if self.health:  # every sale finkit guessed, however it was read: its GST asked (``_health_sale``)
            out = [self._health_sale(guess) for guess in out]
        return out

    def _body(self, row: Any) -> Guess | None:
        """A business's payment to a professional body or registration board (``professional_bodies``):
        its kind's category, certain when the body is the one of the stated occupation, else asked."""
        if not self.business or row.amount >= 0:
            return None
        body = professional_body(row.description, row.merchant, self.occupation)
        category_id = self.by_key.get(CATEGORY_OF_KIND[body.kind]) if body is not None else None
        if body is None or category_id is None:
            return None
        sure = CERTAIN if body.own else BODY_ASKED
        return Guess(category_id, sure, "knowledge_base", not body.own, why=body.why)

    def _trade_supplier(self, row: Any) -> Guess | None:
        """A purchase at a supplier of the stated trade's materials (``trade_supplies.trade_suppliers``:
        a landscaper's nursery or soil yard) that no merchant the knowledge base names: its category,
        asked, since the same shops sell to people for their homes. It wins over a generic keyword (a
        soil yard in the suburb of Brahma Lodge is no lodging), never over a named merchant, the account's
        history or a rule."""
        found = trade_supplier(self.trade_suppliers, f"{row.merchant or ''} {row.description}".casefold())
        category_id = self.by_key.get(found.category.casefold()) if found else None
        if found is None or category_id is None:
            return None
        return Guess(category_id, KEYWORD_CONFIDENCE, "keyword", ask=True, why=found.why)

    def _merchant_service_fee(self, row: Any) -> Guess | None:
        """A business's debit by its card-payment provider (``suppliers.merchant_service_fee``): Bank Fees,
        asked, since whether GST is in it depends on who bills it. The knowledge base is not read for it:
        a known name among the words after the provider's ("MSF") is an abbreviation, not the payee."""
        if not self.business or row.amount >= 0 or self.bank_fees_id is None:
            return None
        if not merchant_service_fee(f"{row.merchant or ''} {row.description}"):
            return None
        return Guess(
            self.bank_fees_id,
            MERCHANT_SERVICE_FEE_CONFIDENCE,
            "keyword",
            ask=True,
            why=MERCHANT_SERVICE_FEE_WORDS,
        )

    def _everyday_private(self, rows: list[Any], out: list[Guess]) -> None:
        """Everyday private purchases with no trip near (``everyday.everyday_private_rows``): filed at
        certainty, not asked."""
        for n in everyday_private_rows(self.session, self.ctx, rows, out, self.names, self.facts):
            out[n] = out[n]._replace(
                confidence=CERTAIN,
                ask=False,
                why="an everyday private purchase (a grocer, a cafe, a cinema), no trip near",
            )

    def _regular_clients(
        self, rows: list[Any], out: list[Guess], people: list[int], clients: list[int]
    ) -> None:
        """People's payments a regular client makes (``regular_clients``): a sale at certainty, not asked.
        The batch's other client payments and the account's stored ones are read with them (a payer seen
        before counts)."""
        batch_ids = {getattr(rows[n], "id", None) for n in people + clients} - {None}
        history = [p for n in clients if (p := payment_of(rows[n].description, rows[n].amount))]
        if self._stored_payments is None:
            self._stored_payments = stored_payments(self.session, self.ctx)
        skip = {str(i) for i in batch_ids}
        history += [payment for tx_id, payment in self._stored_payments if tx_id not in skip]
        candidates = [payment_of(rows[n].description, rows[n].amount) for n in people]
        for index in regular_client_payments(candidates, history):
            out[people[index]] = Guess(
                self.income_id,
                CERTAIN,
                "keyword",
                why="a regular client: a repeat payer, a business-like reference, a price other clients pay",
            )

    def _own_accounts(self) -> frozenset[str]:
        """Account numbers the account's stored transfers name with a savings word (read once)."""
        if self._stored_own_accounts is None:
            descriptions: Iterable[str] = (
                self.session.scalars(
                    select(Transaction.description).where(
                        Transaction.account_id == self.ctx.account_id,
                        Transaction.category_id == self.transfer_id,
                    )
                )
                if self.transfer_id
                else []
            )
            self._stored_own_accounts = frozenset(a for d in descriptions if (a := savings_account(d)))
        return self._stored_own_accounts

    def _refund(self, row: Any, rows: list[Any], guesses: list[Guess]) -> Guess:
        """A refund gives back what was spent at that merchant: the category of the merchant's purchases,
        when every purchase there that is settled (certain, or the person's own) has one and the same;
        otherwise no guess (asked)."""
        merchant = (row.merchant or "").strip().casefold()
        if not merchant:
            return Guess(None, None, None)
        found: set[str] = {
            g.category_id
            for r, g in zip(rows, guesses, strict=True)
            if r.amount < 0
            and (r.merchant or "").strip().casefold() == merchant
            and g.category_id is not None
            and g.confidence is not None
            and g.confidence >= CERTAIN
            and not g.ask
        }
        stored = self.session.execute(
            select(Transaction.category_id, Transaction.category_confidence, Transaction.category_assigned_by)
            .where(
                Transaction.account_id == self.ctx.account_id,
                Transaction.amount < 0,
                Transaction.category_id.is_not(None),
                Transaction.needs_review.is_(False),
                func.lower(Transaction.merchant) == merchant,
            )
            .limit(500)
        ).all()
        found |= {
            category_id
            for category_id, confidence, by in stored
            if category_id and (by == "user" or (confidence is not None and confidence >= CERTAIN))
        }
        if len(found) != 1:
            return Guess(None, None, None)
        return Guess(
            next(iter(found)),
            CERTAIN,
            "knowledge_base",
            why=f"a refund of a purchase from {row.merchant}: the category of what was bought there",
        )

    def _money_in(self, read: MoneyIn | None) -> Guess | None:
        """A business's credit read as a sale (likely an export: asked) or its own transfer."""
        if read is None or self.income_id is None:
            return None
        if read.reading in ("sale", "export_sale"):
            export = read.reading == "export_sale"
            return Guess(
                self.income_id,
                read.confidence,
                "knowledge_base",
                read.asked,
                export,
                read.why,
                gst_free=read.gst_free,
            )
        if read.reading == "own_transfer" and self.transfer_id:
            return Guess(self.transfer_id, read.confidence, "keyword", read.asked, why=read.why)
        category_id = self.by_key.get(read.category.casefold()) if read.category else None
        if read.reading == "not_income" and category_id:
            # No income, no GST, no deduction whatever it is: filed without a question.
            return Guess(category_id, CERTAIN, "knowledge_base", why=read.why)
        return None

    def _health_sale(self, guess: Guess) -> Guess:
        """For a health provider, a sale finkit guessed (not the person's rule) is asked unless its payer
        says what it is (an NDIS plan manager: GST-free, certain): a health service is GST-free, the same
        person's supervision, workshops and reports are taxable, and only the person knows which."""
        if (
            not self.health
            or guess.category_id is None
            or guess.category_id != self.income_id
            or guess.source == "rule"
            or guess.ask  # asked already (a person, an export, a benefit, a processor's takings)
            or guess.gst_free  # the payer says what it is (an NDIS plan manager)
        ):
            return guess
        confidence = min(guess.confidence or HEALTH_SALE_CONFIDENCE, HEALTH_SALE_CONFIDENCE)
        return guess._replace(confidence=confidence, ask=True, why=guess.why or HEALTH_SALE_WHY)

    def _asked(self, guess: Guess, row: Any, text: str) -> Guess:
        """For a business every guess below certainty is asked; so is one into a category whose rows are
        business for some people and private for others (``data/mixed_use.csv``), a large purchase
        that may be a depreciating asset (``data/asset_purchases.csv``), and a business purchase whose
        return line or GST credit general knowledge cannot vouch for (``data/suppliers.csv``)."""
        if not self.business or guess.category_id is None or guess.confidence is None:
            return guess
        amount: Decimal = row.amount
        supplier = self._supplier(guess, row) if amount < 0 else None
        if supplier is not None:
            return guess._replace(
                confidence=min(guess.confidence, CERTAIN - Decimal("0.05")),
                ask=True,
                why=supplier.words,
                no_credit=supplier.no_credit,
            )
        name = self.names.get(guess.category_id, "").casefold()
        # General knowledge's guess only: the account's own history (the model) is the person's word.
        general = guess.source in ("knowledge_base", "keyword")
        why = (trade_supply_question(self.trade_supplies, name, text.casefold()) if general else None) or ""
        if why and amount < 0:
            return guess._replace(
                confidence=min(guess.confidence, CERTAIN - Decimal("0.05")), ask=True, why=why
            )
        mixed = mixed_use_categories()
        private = mixed.get(name)
        if name in mixed and any(m.search(text.casefold()) for m in self.merchant_shares):
            # The person named this merchant's bill with its business share: a guess into a mixed-use
            # category is what they told us, not a question.
            return guess._replace(confidence=max(guess.confidence, CERTAIN), ask=False)
        if name in mixed and name not in self.category_shares and not (private and private.search(text)):
            why = "business or private: only you know"
        elif name in asset_thresholds() and -amount >= asset_thresholds()[name]:
            why = "a large purchase: a depreciating asset, or a running expense?"
        if why:
            confidence = min(guess.confidence, CERTAIN - Decimal("0.05"))
            return guess._replace(confidence=confidence, ask=True, why=why)
        ask = guess.confidence < CERTAIN
        return guess if guess.ask == ask else guess._replace(ask=ask)  # _replace: ~1 us a row of an import

    def _supplier(self, guess: Guess, row: Any) -> SupplierQuestion | None:
        """The supplier question of a knowledge-base guess (``suppliers.supplier_question``); the
        account's own history (the model) and rules are the person's word, never questioned here."""
        if guess.source not in ("knowledge_base", "keyword") or guess.category_id is None:
            return None
        return guessed_purchase_question(
            self.kb,
            self.facts.get(guess.category_id),
            row.description,
            row.merchant,
            country=self.country,
            gst_registered=self.gst_registered,
        )

    def _known(self, row: Any, prediction: tuple[str | None, Decimal | None]) -> Guess:
        """The knowledge base's or the account's classifier's guess, in the direction of the row."""
        match = self.kb.match(row.description, row.merchant)
        kb_id = self.by_key.get(match.category.casefold()) if match else None
        model_id, model_conf = prediction
        # Direction is part of meaning: never money out as income, or money in as an expense.
        if kb_id and not fits_direction(self.kinds.get(kb_id), row.amount):
            match, kb_id = None, None
        if model_id and not fits_direction(self.kinds.get(model_id), row.amount):
            model_id, model_conf = None, None
        if match and kb_id and match.kind == "merchant":
            if model_id and model_conf and model_conf >= HISTORY_OVERRIDES_KB and model_id != kb_id:
                return Guess(model_id, model_conf, "model")
            return Guess(kb_id, match.confidence, "knowledge_base")
        options = []
        if model_id and model_conf is not None:
            options.append((model_id, model_conf, "model"))
        if match and kb_id:
            options.append((kb_id, match.confidence, "keyword"))
            if model_id == kb_id and model_conf is not None:  # two sources agree
                options.append((kb_id, max(model_conf, match.confidence) + Decimal("0.1"), "model"))
        if options:
            best = max(options, key=lambda o: o[1])
            return Guess(best[0], min(best[1], Decimal("0.99")), best[2])
        return Guess(None, None, None)


@cache
def _whole_words(name: str) -> re.Pattern[str]:
    """A merchant share's name as whole words (how the tax derivation applies it to a row)."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


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
