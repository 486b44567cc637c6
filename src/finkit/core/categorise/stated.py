"""Who pays and who is paid, as the person stated once at set-up (the profile's ``clients`` and
``suppliers``; docs/review.md "Stated once at set-up").

Money in from a stated client is business income without a question (an export, GST-free at G2, when the
client is stated overseas); money out to a stated business supplier takes the category of what it
supplies (``SUPPLY_CATEGORIES``) without a question, and its stated business share (read by the tax
derivation, ``tax.treatment.business_use_share``). Which row names whom is ``profile.names.names_row``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.guess import ASSET_QUESTION, Guess
from finkit.core.categorise.knowledge import KnowledgeBase, asset_thresholds
from finkit.core.categorise.money_in import CERTAIN, EXPORT_CONFIDENCE, is_processor
from finkit.core.categorise.suppliers import CategoryFacts
from finkit.core.context import AccountContext
from finkit.core.profile.names import names_row, row_texts
from finkit.core.profile.schemas import StatedClient, StatedEmployee, StatedSupplier, TaxProfile
from finkit.core.review.food_trade import food_business
from finkit.core.tax.home_office.rates import COVERED_RUNNING_COSTS
from finkit.core.tax.schedule import business_line
from finkit.core.tax.treatment import PARKING_TOLLS
from finkit.core.transactions.models import Transaction

#: The category each kind of supply is filed in: the default category's name, else the first expense
#: category of that tax category (an account that renamed it).
SUPPLY_CATEGORIES: Mapping[str, tuple[str, str]] = {
    "stock": ("materials & stock", "cost_of_sales"),
    "tools": ("tools & equipment", "business_expense"),
    "service": ("professional fees", "business_expense"),
    # Rent: the default "Rent & Mortgage" (input-taxed: residential); the premises the person states a
    # business supplier's are commercial, so the derivation files them taxable P8 rent
    # (``tax.treatment.commercial_rent``, with the supplier's share: 100 unless stated).
    "rent": ("rent & mortgage", "business_rent"),
    # Software or an online service subscribed to (a workshop's job software, a booking system): the
    # default "Software & Subscriptions" (P8 all other expenses), round 19.
    "software": ("software & subscriptions", "business_expense"),
    # The premises' running costs (``premises``): no category of their own (power, phone: the
    # categoriser's), only their share and that the home-office fixed rate does not cover them.
    # Other business costs (``other``: a cleaner, a uniform shop, a parking operator, a trade association;
    # round 28): finkit's own category when it is a business one filed at P8 all other expenses
    # (``other_costs_category``), else the default "Other Business Expenses".
    "other": ("other business expenses", "business_expense"),
}
#: The kind the person states a supplier of other business costs with (``StatedSupplier.supplies``).
OTHER_COSTS = "other"


@dataclass(frozen=True)
class Stated:
    clients: tuple[StatedClient, ...]
    suppliers: tuple[StatedSupplier, ...]
    employees: tuple[StatedEmployee, ...] = ()
    #: the person is a GST-registered food business (``review.food_trade.food_business``)
    food_business: bool = False

    @classmethod
    def of(cls, profile: TaxProfile) -> Stated:
        return cls(
            tuple(profile.clients), tuple(profile.suppliers), tuple(profile.employees), food_business(profile)
        )

    def food_stock(self, supplier: StatedSupplier) -> bool:
        """Whether a food business stated ``supplier`` as selling it GST-free stock: its invoices are
        GST-free food (GST Act s38-2), ingredients, never equipment. Trading stock is no depreciating
        asset (ITAA 1997 s40-30(1)(b)); equipment carries GST (a GST-free appliance is a medical aid,
        Schedule 3, no food business's supply). So its large invoices are not asked "an asset?"."""
        return self.food_business and supplier.supplies == "stock" and supplier.gst_treatment == "gst_free"

    def employee(self, row: Any) -> StatedEmployee | None:
        texts = row_texts(row.merchant, row.description)
        return next((e for e in self.employees if names_row(e.name, texts)), None)

    def client(self, row: Any) -> StatedClient | None:
        texts = row_texts(row.merchant, row.description)
        return next((c for c in self.clients if names_row(c.name, texts)), None)

    def supplier(self, row: Any) -> StatedSupplier | None:
        """The stated supplier a row names that says what it supplies (one stated for its GST alone
        keeps finkit's category)."""
        texts = row_texts(row.merchant, row.description)
        return next((s for s in self.suppliers if s.supplies and names_row(s.name, texts)), None)

    def named_supplier(self, merchant: str | None) -> StatedSupplier | None:
        """Any stated supplier a row's ``merchant`` names: one the person named as the business's, whatever
        they said of it (what it supplies, its GST). The merchant only: a description's suburb may be a
        word of another name."""
        return next((s for s in self.suppliers if merchant and names_row(s.name, (merchant,))), None)

    def gst_supplier(self, merchant: str | None, description: str) -> StatedSupplier | None:
        """The stated supplier a row names whose GST the person stated (what its invoices show)."""
        if not any(s.gst_treatment for s in self.suppliers):
            return None
        texts = row_texts(merchant, description)
        return next((s for s in self.suppliers if s.gst_treatment and names_row(s.name, texts)), None)


#: How the review and a guess say a stated supplier's GST (``StatedSupplier.gst_treatment``).
GST_STATED_WORDS: Mapping[str, str] = {
    "taxable": "its invoices show GST at 1/11",
    "gst_free": "its supplies are GST-free",
    "input_taxed": "its supplies are input-taxed",
    "out_of_scope": "its invoices show no GST (no credit)",
    "mixed": "each invoice shows its own GST",
}


#: A stated ``mixed`` client's payment: income, its GST asked.
MIXED_CLIENT_CONFIDENCE = EXPORT_CONFIDENCE
#: How a guess says a stated client's GST (``StatedClient.gst_treatment``).
CLIENT_GST_WORDS: Mapping[str, str] = {"taxable": "taxable sales", "gst_free": "GST-free sales"}


def client_gst(client: StatedClient) -> str | None:
    """The GST the person stated for a client's payments, ``taxable`` or ``gst_free``; None when unstated,
    ``mixed`` (each payment asked) or overseas (exports, whatever was said)."""
    said = client.gst_treatment
    return said if said in CLIENT_GST_WORDS and not client.overseas else None


def stated_gst_client(stated: Stated, row: Any) -> bool:
    """Whether ``row`` is money in from a client whose payments' GST the person stated (``client_gst``): a
    sale's GST question (a food business's, a health practice's) is not theirs to ask."""
    client = stated.client(row) if row.amount > 0 else None
    return client is not None and client_gst(client) is not None


def gst_words(supplier: StatedSupplier) -> str:
    """``"; its invoices show no GST (no credit), as you stated"`` for a supplier whose GST is stated."""
    if not supplier.gst_treatment:
        return ""
    return f"; {GST_STATED_WORDS[supplier.gst_treatment]}, as you stated"


def supply_category(
    kind: str, by_key: Mapping[str, str], expense_tax_categories: Iterable[tuple[str, str | None]]
) -> str | None:
    """The account's category for ``kind`` (its id), or None (a kind with no category of its own)."""
    if kind not in SUPPLY_CATEGORIES:
        return None
    name, tax_category = SUPPLY_CATEGORIES[kind]
    if name in by_key:
        return by_key[name]
    return next((cid for cid, tc in expense_tax_categories if tc == tax_category), None)


def files_at_other_expenses(facts: CategoryFacts, text: str) -> bool:
    """Whether a business files a row of category ``facts`` at P8 all other expenses: a deductible expense
    category of no line of its own (Work Clothing & Uniforms, Professional Memberships); a car category
    only for parking or a toll (``text``: the row's merchant and description), which the ATO keeps apart
    from car expenses. Never one the home-office fixed rate covers (Office Supplies, Phone & Internet:
    ``COVERED_RUNNING_COSTS``), whose rows a fixed-rate claim keeps off P8: the person said they are
    other business costs (round 28, the DJ's Officeworks equipment and consumables)."""
    if not facts.business or COVERED_RUNNING_COSTS.search(facts.name):
        return False
    parking = facts.tax_category == "car" and PARKING_TOLLS.search(f"{facts.name} {text}") is not None
    return business_line(facts.tax_category, facts.name, parking_or_tolls=parking) == "P8-other"


def other_costs_category(
    row: Any,
    finkits: Guess | None,
    *,
    facts: Mapping[str, CategoryFacts],
    by_key: Mapping[str, str],
    expense_tax_categories: Iterable[tuple[str, str | None]],
) -> tuple[str | None, bool]:
    """The category of a row paying a supplier stated as other business costs (``other``), and whether it
    is finkit's own: ``finkits`` (the knowledge base's or the classifier's guess for the row) when that
    is a business category filed at P8 all other expenses (``files_at_other_expenses``: a uniform shop's
    Work Clothing & Uniforms, a car park's Parking & Tolls, an association's Professional Memberships),
    else Other Business Expenses (``supply_category``): the person said what it is for the return, the
    category's name is finkit's to find."""
    own = finkits.category_id if finkits is not None else None
    text = f"{row.merchant or ''} {row.description}"
    if own is not None and own in facts and files_at_other_expenses(facts[own], text):
        return own, True
    return supply_category(OTHER_COSTS, by_key, expense_tax_categories), False


def stated_guess(
    row: Any,
    stated: Stated,
    *,
    income_id: str | None,
    by_key: Mapping[str, str],
    expense_tax_categories: Sequence[tuple[str, str | None]],
    kb: KnowledgeBase | None = None,
    facts: Mapping[str, CategoryFacts] | None = None,
    finkits: Callable[[], Guess] | None = None,
) -> Guess | None:
    """Money in from a stated client (business income; an export when stated overseas) or money out to a
    stated supplier (its kind's category), certain; None for anyone else. A stated supplier the knowledge
    base knows as a shop for another category (Repco: a household's car parts too) is asked, the stated
    kind suggested: a shop that sells to everyone may have sold something private. A supplier of other
    business costs (``other``) takes finkit's own category when it is a business one filed at P8 all
    other expenses (``finkits``: the categoriser's guess for the row, asked for only then; ``facts``: the
    account's categories), else Other Business Expenses."""
    if row.amount > 0 and income_id and is_processor(f"{row.merchant or ''} {row.description}"):
        # a processor the person stated with the fee it keeps: its payouts are sales, the fee stated
        # (``review.payouts``: split at that rate on import, never asked); any other processor's payout
        # of a client's money stays the processor's (its fee and export part are asked)
        return _stated_processor_payout(row, stated, income_id=income_id)
    if row.amount > 0 and income_id:
        client = stated.client(row)
        if client is not None and client.processor_fee_percentage is not None:
            # an agent paying the bookings it took less its commission (a tour desk's monthly RCTI): its
            # payouts are sales at the gross, as a stated processor's are (split on import)
            why = (
                f"a payout by {client.name}, a client you named paying net of its commission "
                f"({client.processor_fee_percentage} %)" + (": an export" if client.overseas else "")
            )
            return Guess(
                income_id, CERTAIN, "knowledge_base", export=client.overseas, why=why, tags=_fee_tags(client)
            )
        if client is not None and client.gst_treatment == "mixed" and not client.overseas:
            # a client whose payments the person said are of both kinds (a self-managed NDIS participant's
            # cleans in her plan GST-free, a job outside it taxable): income, each payment's GST asked
            # (round 21, the cleaner's year: filed taxable at certainty, 1A too high every quarter)
            why = (
                f"a payment from {client.name}, a client you named whose payments you said are taxable or "
                "GST-free: which is this one?"
            )
            return Guess(income_id, MIXED_CLIENT_CONFIDENCE, "knowledge_base", ask=True, why=why)
        if client is not None:
            said = client_gst(client)
            why = f"a payment from {client.name}, a client you named"
            if client.overseas:
                why += " (overseas: an export)"
            elif said is not None:
                why += f" ({CLIENT_GST_WORDS[said]}, as you stated)"
            return Guess(
                income_id,
                CERTAIN,
                "knowledge_base",
                export=client.overseas,
                why=why,
                gst_free=said == "gst_free",
                # stated overseas is stated GST too: its payments are exports (G2), so a health provider's
                # or food seller's sale question is not theirs (round 22, the physiotherapist's course
                # platform: asked every month as "a GST-free health service, or taxable?")
                gst_stated=said is not None or client.overseas,
            )
    if row.amount < 0 and stated.employees and "wages" in by_key:
        employee = stated.employee(row)
        if employee is not None:
            # a pay: wages, kept at the gross (``review.wages``: split on import when the statement gives
            # each pay's withholding or gross, else each pay's gross asked)
            why = f"a pay to {employee.name}, an employee you named: wages, at the gross"
            return Guess(by_key["wages"], CERTAIN, "knowledge_base", why=why)
    if row.amount < 0:
        supplier = stated.supplier(row)
        category_id, own = (
            other_costs_category(
                row,
                finkits() if finkits is not None else None,
                facts=facts or {},
                by_key=by_key,
                expense_tax_categories=expense_tax_categories,
            )
            if supplier is not None and supplier.supplies == OTHER_COSTS
            else (
                supply_category(supplier.supplies, by_key, expense_tax_categories)
                if supplier is not None and supplier.supplies is not None
                else None,
                False,
            )
        )
        if supplier is not None and supplier.supplies is not None and category_id is not None:
            why = f"{supplier.name}, a supplier you named{gst_words(supplier)}"
            category_name = SUPPLY_CATEGORIES[supplier.supplies][0]
            if supplier.supplies == OTHER_COSTS:
                # the person said the return line (P8 all other expenses), finkit names the category
                why = f"{supplier.name}, a supplier of other business costs you named{gst_words(supplier)}"
                category_name = facts[category_id].name.casefold() if own and facts else ""
                if own and facts:
                    why += f"; filed as {facts[category_id].name}, finkit's reading of it"
            limit = asset_thresholds().get(category_name)
            if (
                limit is not None and -row.amount >= limit and not stated.food_stock(supplier)
            ):  # a supplier of stock may sell equipment too (not a food business's GST-free food supplier)
                why = f"{why}; {ASSET_QUESTION} {_running_cost(supplier.supplies)}?"
                return Guess(category_id, CERTAIN, "knowledge_base", ask=True, why=why)
            known = kb.match(row.description, row.merchant) if kb is not None else None
            known_id = by_key.get(known.category.casefold()) if known is not None else None
            if (
                known is not None
                and known.kind == "merchant"
                and known_id != category_id
                # other business costs: asked only at a shop the household buys from too (a business
                # category of another line is the person's to overrule: they said what it is for)
                and not (
                    supplier.supplies == OTHER_COSTS
                    and known_id is not None
                    and facts
                    and known_id in facts
                    and facts[known_id].business
                )
            ):
                why = f"{why}, also a shop for {known.category}: bought for the business?"
                return Guess(category_id, CERTAIN, "knowledge_base", ask=True, why=why)
            return Guess(category_id, CERTAIN, "knowledge_base", why=why)
    return None


def _running_cost(kind: str) -> str:
    """How the asset question names what a kind's purchase is otherwise (``... or tools?``)."""
    return "other business costs" if kind == OTHER_COSTS else kind


def supplier_credit_guess(
    row: Any,
    stated: Stated,
    *,
    by_key: Mapping[str, str],
    expense_tax_categories: Sequence[tuple[str, str | None]],
) -> Guess | None:
    """Money in from a supplier the person named as one they buy from (``StatedSupplier.supplies``):
    a credit note or a refund that reduces the purchases (less cost, less GST credit: an adjustment,
    GST Act Div 19, netted in the purchases' category), not a sale. Asked, the supply's category
    suggested: only the person knows it pays for no work of theirs. None: no stated supplier named, or a
    payment processor's payout (a supplier whose platform also pays out the sales it took: Fresha, Tyro,
    Stripe for Momence; round 28, the barber's and the yoga teacher's): the sales, never a credit note."""
    if row.amount <= 0 or is_processor(f"{row.merchant or ''} {row.description}"):
        return None
    supplier = stated.supplier(row)
    if supplier is None or supplier.supplies is None:
        return None
    category_id = supply_category(supplier.supplies, by_key, expense_tax_categories)
    if category_id is None:
        return None
    why = (
        f"money back from {supplier.name}, a supplier you named: a credit note or refund that reduces "
        "your purchases (not a sale)?"
    )
    return Guess(category_id, CERTAIN, "knowledge_base", ask=True, why=why)


def _stated_processor_payout(row: Any, stated: Stated, *, income_id: str) -> Guess | None:
    """A payout by a processor the person named with its fee (``StatedClient.processor_fee_percentage``):
    a sale (an export when the processor is stated overseas), certain, tagged with the stated fee."""
    texts = row_texts(row.merchant, row.description)
    processor = next(
        (c for c in stated.clients if c.processor_fee_percentage is not None and names_row(c.name, texts)),
        None,
    )
    if processor is None or processor.processor_fee_percentage is None:
        return None
    why = (
        f"a payout by {processor.name}, a processor you named (fee {processor.processor_fee_percentage} %)"
        + (": an export" if processor.overseas else "")
    )
    return Guess(
        income_id, CERTAIN, "knowledge_base", export=processor.overseas, why=why, tags=_fee_tags(processor)
    )


def _fee_tags(client: StatedClient) -> tuple[str, ...]:
    """The tags that keep what the person stated of a payer's fee on its payouts: the rate
    (``processor_fee:18``) and, when stated, whether the fee's invoice shows GST
    (``processor_fee_gst:taxable``), which the split on import gives the fee (``review.payouts``)."""
    from finkit.core.review.payouts import FEE_GST_TAG, fee_tag  # the review's tags (a late import: no cycle)

    tags = (fee_tag(client.processor_fee_percentage),)
    return tags + ((FEE_GST_TAG + client.processor_fee_gst,) if client.processor_fee_gst else ())


def unmatched_names(session: Session, ctx: AccountContext, profile: TaxProfile) -> dict[str, list[str]]:
    """The stated clients and suppliers no transaction of the account names (a typo shows), by list."""
    rows = session.execute(
        select(Transaction.amount, Transaction.merchant, Transaction.description).where(
            Transaction.account_id == ctx.account_id
        )
    ).all()
    texts = [row_texts(r.merchant, r.description) for r in rows]
    money_in = [t for t, r in zip(texts, rows, strict=True) if r.amount > 0]
    money_out = [t for t, r in zip(texts, rows, strict=True) if r.amount < 0]
    return {
        "clients": [c.name for c in profile.clients if not any(names_row(c.name, t) for t in money_in)],
        "suppliers": [s.name for s in profile.suppliers if not any(names_row(s.name, t) for t in money_out)],
        "employees": [e.name for e in profile.employees if not any(names_row(e.name, t) for t in money_out)],
    }
