"""The deduction engine: plain facts in, explainable verdicts out. No database, no clock, no randomness.

Pipeline per transaction: match a rule (occupation rules, then words, then the account's category,
then merchant history) → decide label and deductible share → work out GST → documentation and
warnings → adjust confidence from the category and history, saying why in ``reasoning``. Then one
pass over the batch applies the $300 written-evidence threshold, and finally any registered
``Enricher`` may add findings (it cannot change the verdict).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Protocol

from finkit.core.categorise.normalise import clean_description
from finkit.core.money import parse_amount, round_money
from finkit.core.tax.deductions.knowledge import (
    BUSINESS_CATEGORIES,
    CATEGORY_RULES,
    EMPLOYEE_IMMEDIATE_LIMIT,
    INSTANT_ASSET_WRITE_OFF,
    LABEL_TAX_CATEGORY,
    LABELS,
    RULES,
    SRC_RECORDS,
    SRC_TAX_INVOICE,
    TAX_INVOICE_THRESHOLD,
    WORK_LABELS,
    WRITTEN_EVIDENCE_THRESHOLD,
    Rule,
)
from finkit.core.tax.deductions.schemas import (
    DeductionAnalysis,
    DeductionSummary,
    Finding,
    GstConsiderations,
    UserProfile,
)
from finkit.core.tax.gst import gst_in, known_treatment, standard_rate
from finkit.core.tax.home_office.rates import fixed_rate_claim, latest_rate

log = logging.getLogger(__name__)

SUPPORTED_COUNTRIES = frozenset({"AU"})
HUNDRED = Decimal(100)
WRITTEN_EVIDENCE = "written evidence (receipts): your work-related claims total more than $300"
TAX_INVOICE_DOC = "tax invoice (needed to claim the GST credit on a purchase over $82.50)"


@dataclass(frozen=True)
class TransactionFacts:
    """What the engine knows about one transaction (stored or inline). ``amount`` is signed."""

    index: int
    description: str
    amount: Decimal
    currency: str = "AUD"
    transaction_id: str | None = None
    date: date | None = None
    merchant: str | None = None
    category_name: str | None = None
    category_tax_category: str | None = None
    category_deductible: bool | None = None
    category_gst_rate: Decimal | None = None
    gst_amount: Decimal | None = None
    gst_rate: Decimal | None = None
    gst_included: bool = True
    business_use_percentage: Decimal | None = None

    @property
    def text(self) -> str:
        """The words rules match: the merchant, the category and the description's own words, never the
        bank's channel words ("ANZ INTERNET BANKING", "BPAY", "OSKO PAYMENT" say how money moved, not what
        it bought: read by ``categorise.normalise.clean_description``, the one description reader)."""
        return " ".join(
            filter(None, [clean_description(self.description), self.merchant, self.category_name])
        )


@dataclass(frozen=True)
class MerchantHistory:
    """How the account treated earlier transactions from the same merchant."""

    transactions: int
    deductible: int
    business_use_percentage: Decimal | None = None


class Enricher(Protocol):
    """Adds findings to an analysis (e.g. a language model's second opinion). It must not mutate the
    analysis: the engine records the findings, mirrors warnings and documentation, and keeps the verdict."""

    def __call__(
        self, facts: TransactionFacts, analysis: DeductionAnalysis, profile: UserProfile
    ) -> Iterable[Finding]: ...


class BatchEnricher(Enricher, Protocol):
    """An enricher that looks at the whole batch first (one model request for many rows, not one each):
    ``prepare`` gets every (facts, analysis) pair before ``__call__`` is asked about each."""

    def prepare(
        self, pairs: Sequence[tuple[TransactionFacts, DeductionAnalysis]], profile: UserProfile
    ) -> None: ...


_ENRICHERS: list[Enricher] = []


def register_enricher(enricher: Enricher) -> Enricher:
    _ENRICHERS.append(enricher)
    return enricher


def unregister_enricher(enricher: Enricher) -> None:
    if enricher in _ENRICHERS:
        _ENRICHERS.remove(enricher)


def match_rule(facts: TransactionFacts, profile: UserProfile) -> tuple[Rule | None, str]:
    """The first rule whose words match (occupation rules only for that occupation), else the
    category's rule. Returns the rule and how it matched: ``words``, ``occupation`` or ``category``."""
    text = facts.text
    for rule in RULES:
        if rule.occupations is not None and not (
            profile.occupation and rule.occupations.search(profile.occupation)
        ):
            continue
        if rule.pattern is not None and rule.pattern.search(text):
            return rule, "occupation" if rule.occupations is not None else "words"
    if facts.category_tax_category in CATEGORY_RULES:
        return CATEGORY_RULES[facts.category_tax_category], "category"
    return None, "none"


def _label_for(rule: Rule, profile: UserProfile) -> str | None:
    if not profile.is_business:
        return rule.employee_label
    if rule.business_category:
        return rule.business_category
    # A sole trader or partner still lodges an individual return: gifts, tax affairs, other deductions.
    if profile.employment_type in {"sole_trader", "partnership"} and rule.employee_label in {
        "D9",
        "D10",
        "D15",
    }:
        return rule.employee_label
    return None


def _gst_treatment(facts: TransactionFacts, rule: Rule | None, how: str) -> str:
    if facts.gst_amount is not None:
        if facts.gst_amount != 0:
            return "taxable"
        return rule.gst if rule and rule.gst in {"gst_free", "input_taxed", "no_gst"} else "gst_free"
    if facts.gst_rate is not None:
        return (
            "taxable" if facts.gst_rate > 0 else (rule.gst if rule and rule.gst != "taxable" else "gst_free")
        )
    known = known_treatment("AU", facts.text)
    if known is not None and known.overrides_category:  # a fact about the supplier (an overseas one: no GST)
        return "no_gst" if known.treatment == "out_of_scope" else known.treatment
    if rule is not None and how != "category" and rule.gst != "unknown":
        return rule.gst
    if facts.category_gst_rate is not None:
        return "taxable" if facts.category_gst_rate > 0 else "gst_free"
    return rule.gst if rule is not None else "unknown"


_GST_NOTES = {
    "gst_free": "GST-free supply (e.g. basic food, most health and education): there is no GST to claim.",
    "input_taxed": "Input-taxed supply (financial supplies, residential rent): no GST credit can be claimed.",
    "no_gst": "No GST applies (not a taxable supply).",
    "unknown": "GST treatment unknown: check the receipt.",
}


def _income(facts: TransactionFacts, profile: UserProfile) -> DeductionAnalysis:
    notes = []
    if (
        profile.is_business
        and profile.gst_registered
        and (facts.category_gst_rate or facts.gst_rate or 0) > 0
    ):
        notes.append("GST on taxable sales is payable to the ATO (BAS label 1A).")
    return DeductionAnalysis(
        index=facts.index,
        transaction_id=facts.transaction_id,
        description=facts.description,
        amount=facts.amount,
        date=facts.date,
        merchant=facts.merchant,
        is_tax_deductible=False,
        deductible_percentage=Decimal(0),
        deductible_amount=Decimal(0),
        tax_category="transfer" if facts.category_tax_category == "transfer" else "income",
        return_label=None,
        return_label_name=None,
        confidence=Decimal("0.9")
        if facts.category_tax_category in {"income", "transfer"}
        else Decimal("0.6"),
        reasoning="Money in: income (or a refund or transfer) is not a deduction. Assessable income is "
        "reported as income, not claimed.",
        documentation_required=[],
        gst_considerations=GstConsiderations(
            treatment="unknown" if not notes else "taxable",
            gst_amount=facts.gst_amount,
            gst_credit_claimable=False,
            claimable_gst_amount=Decimal(0),
            tax_invoice_required=False,
            notes=notes,
        ),
        warnings=[],
        rule_id=None,
        sources=[],
    )


def unsupported(facts: TransactionFacts, country: str) -> DeductionAnalysis:
    """The clear "general guidance only" answer for countries without a rule set."""
    return DeductionAnalysis(
        index=facts.index,
        transaction_id=facts.transaction_id,
        description=facts.description,
        amount=facts.amount,
        date=facts.date,
        merchant=facts.merchant,
        is_tax_deductible=None,
        deductible_percentage=Decimal(0),
        deductible_amount=Decimal(0),
        tax_category=facts.category_tax_category,
        return_label=None,
        return_label_name=None,
        confidence=Decimal(0),
        reasoning=f"General guidance only: finkit's deduction rules cover Australia (ATO). {country} is not "
        "assessed. In general, costs incurred to earn income are deductible and private costs are not; "
        "check with your tax authority or adviser.",
        documentation_required=["receipt"],
        gst_considerations=GstConsiderations(
            treatment="unknown",
            gst_amount=facts.gst_amount,
            gst_credit_claimable=False,
            claimable_gst_amount=Decimal(0),
            tax_invoice_required=False,
            notes=["VAT/GST recovery depends on local rules: not assessed."],
        ),
        warnings=[f"general guidance only: {country} is not a supported country for deduction analysis"],
        rule_id=None,
        sources=[],
    )


def analyse_one(
    facts: TransactionFacts, profile: UserProfile, history: MerchantHistory | None = None
) -> DeductionAnalysis:
    """The rules' verdict on one Australian transaction (before the batch-level $300 pass)."""
    if facts.amount > 0:
        return _income(facts, profile)
    cost = abs(facts.amount)
    rule, how = match_rule(facts, profile)
    reasons: list[str] = []
    warnings: list[str] = []
    documentation: list[str] = []
    confidence = Decimal("0.3")
    label: str | None = None
    deductible = False
    if rule is not None:
        confidence = parse_amount(rule.confidence, field="confidence")
        label = _label_for(rule, profile)
        deductible = label is not None
        via = {
            "occupation": f" (applies to your occupation: {profile.occupation})",
            "category": " (from your category)",
        }
        reasons.append(f"{rule.title}{via.get(how, '')}: {rule.reasoning}")
        if not deductible:
            why = (
                "not a work expense of an employee"
                if rule.business_category and not profile.is_business
                else (
                    "not deductible for a business"
                    if rule.employee_label and profile.is_business
                    else "private or domestic in nature: not deductible"
                )
            )
            warnings.append(why)
        documentation.extend(rule.documentation if deductible else ())
        warnings.extend(rule.warnings if deductible or rule.id == "meals" else ())
        if how == "category":
            confidence -= Decimal("0.1")
    elif history is not None and history.transactions:
        deductible = history.deductible * 2 >= history.transactions
        label = ("business_other" if profile.is_business else "D5") if deductible else None
        confidence = Decimal("0.45")
        reasons.append(
            f"No rule matched; you marked {history.deductible} of {history.transactions} earlier transactions "
            f"from this merchant as deductible, so this follows your history."
        )
        documentation.append("receipt")
    else:
        reasons.append(
            "No rule, category or history identifies this expense: treated as not deductible; "
            "review it and set a category."
        )
        warnings.append("unclassified: review manually")

    # Methods that replace individual running costs.
    if deductible and rule is not None and rule.car_running_cost and profile.vehicle_method == "cents_per_km":
        deductible = False
        reasons.append(
            "You use the cents per kilometre method: its rate already covers fuel, registration, "
            "servicing and insurance, so this cost is not claimed separately."
        )
        documentation = ["record of work kilometres (up to 5,000 km)"]
    elif deductible and rule is not None and rule.car_running_cost:
        documentation = (
            ["receipt", "logbook (12 continuous weeks) and odometer records"]
            if (profile.vehicle_method == "logbook")
            else documentation
        )
        if profile.vehicle_method is None:
            warnings.append("choose a car expense method (logbook or cents per km) in your profile")
    if (
        deductible
        and rule is not None
        and rule.wfh_running_cost
        and not profile.is_business
        and profile.home_office_hours
    ):
        deductible = False
        reasons.append(
            "You record hours worked from home, so the fixed rate (70c per hour) covers energy, phone, "
            "internet and stationery: this bill is not claimed separately."
        )
        documentation = ["bill for this expense type (evidence for the fixed rate)"]

    # Business-use share.
    percent = Decimal(0)
    if deductible:
        assumed = False
        given = facts.business_use_percentage
        if given is None and rule is not None and rule.apportion:
            given = (
                history.business_use_percentage if history else None
            ) or profile.default_business_use_percentage
            if given is None:
                assumed = True
        percent = given if given is not None else HUNDRED
        if rule is not None and rule.apportion and percent < HUNDRED:
            warnings.append(f"mixed use: only the {percent.normalize():f}% work/business share is claimed")
        if assumed:
            warnings.append("mixed use: this assumes 100% work use; set businessUsePercentage to apportion")
            confidence -= Decimal("0.1")

    # GST.
    treatment = _gst_treatment(facts, rule, how)
    gst_amount: Decimal | None
    if facts.gst_amount is not None:
        gst_amount = abs(facts.gst_amount)
    elif treatment == "taxable" and (rate := facts.gst_rate or standard_rate(profile.country or "AU")):
        # the row's own rate, else the profile's country's standard rate (never a literal)
        gst_amount = gst_in(cost, rate, included=facts.gst_included, currency=facts.currency)
    elif treatment in {"gst_free", "input_taxed", "no_gst"}:
        gst_amount = Decimal(0)
    else:
        gst_amount = None
    claimable = bool(
        deductible
        and profile.is_business
        and profile.gst_registered
        and treatment == "taxable"
        and gst_amount
    )
    claimable_gst = (
        round_money((gst_amount or Decimal(0)) * percent / HUNDRED, facts.currency)
        if claimable
        else Decimal(0)
    )
    notes = [_GST_NOTES[treatment]] if treatment in _GST_NOTES else []
    if treatment == "taxable":
        if claimable:
            notes.append(
                f"GST credit of {claimable_gst} claimable on your BAS (1B) for the business-use share."
            )
        elif not profile.is_business:
            notes.append("Employees cannot claim GST credits: the GST is part of the deductible cost.")
        elif not profile.gst_registered:
            notes.append("Not registered for GST: no GST credit; the GST is part of the deductible cost.")
        else:
            notes.append("No GST credit: the purchase is private or not deductible.")
    invoice_needed = claimable and cost > TAX_INVOICE_THRESHOLD
    if invoice_needed:
        documentation.append(TAX_INVOICE_DOC)

    deductible_amount = Decimal(0)
    if deductible:
        base = cost - claimable_gst * HUNDRED / percent if claimable and percent else cost
        deductible_amount = round_money(base * percent / HUNDRED, facts.currency)
        if claimable:
            reasons.append("The deductible amount excludes the GST you claim back as a credit.")

    # Capital items.
    if deductible and rule is not None and rule.capital_possible:
        if not profile.is_business and cost > EMPLOYEE_IMMEDIATE_LIMIT:
            warnings.append(
                "capital item over $300: claim its decline in value over its effective life; "
                "deductibleAmount is the depreciable cost, not this year's deduction"
            )
        elif profile.is_business and cost >= Decimal(300):
            label = "business_depreciation"
            warnings.append(
                "capital item: instant asset write-off applies to assets under $20,000 for small businesses"
                if cost < INSTANT_ASSET_WRITE_OFF
                else "capital item over the $20,000 instant asset write-off: depreciate it (small business pool)"
            )

    # Category and history as evidence.
    if rule is not None and how != "category" and facts.category_tax_category:
        agrees = facts.category_tax_category in rule.tax_categories or (
            label is not None and LABEL_TAX_CATEGORY.get(label) == facts.category_tax_category
        )
        if agrees:
            confidence += Decimal("0.1")
            reasons.append(f"Your category '{facts.category_name}' agrees.")
        elif deductible and facts.category_deductible is False and facts.category_tax_category == "personal":
            confidence -= Decimal("0.15")
            warnings.append(f"your category '{facts.category_name}' is marked private: check which is right")
    if rule is not None and history is not None and history.transactions >= 2:
        share = parse_amount(history.deductible) / parse_amount(history.transactions)
        if (deductible and share >= Decimal("0.8")) or (not deductible and share <= Decimal("0.2")):
            confidence += Decimal("0.05")
            reasons.append("Consistent with how you treated earlier transactions from this merchant.")
        elif deductible != (share >= Decimal("0.5")):
            confidence -= Decimal("0.15")
            warnings.append(
                f"you marked {history.deductible} of {history.transactions} earlier transactions from "
                "this merchant differently"
            )

    confidence = min(max(confidence, Decimal("0.05")), Decimal("0.99")).quantize(Decimal("0.01"))
    label_name = LABELS.get(label or "") or BUSINESS_CATEGORIES.get(label or "")
    tax_category = (
        LABEL_TAX_CATEGORY.get(label or "", label)
        if label
        else ("personal" if rule is None or rule.id not in {"transfer"} else "transfer")
    )
    if label and not deductible:
        tax_category = LABEL_TAX_CATEGORY.get(label, label)
    sources = [rule.source] if rule is not None else []
    if invoice_needed:
        sources.append(SRC_TAX_INVOICE)
    return DeductionAnalysis(
        index=facts.index,
        transaction_id=facts.transaction_id,
        description=facts.description,
        amount=facts.amount,
        date=facts.date,
        merchant=facts.merchant,
        is_tax_deductible=deductible,
        deductible_percentage=percent,
        deductible_amount=deductible_amount,
        tax_category=tax_category,
        return_label=label if deductible or label in LABELS else None,
        return_label_name=label_name,
        confidence=confidence,
        reasoning=" ".join(reasons),
        documentation_required=list(dict.fromkeys(documentation)),
        gst_considerations=GstConsiderations(
            treatment=treatment,
            gst_amount=gst_amount,
            gst_credit_claimable=claimable,
            claimable_gst_amount=claimable_gst,
            tax_invoice_required=invoice_needed,
            notes=notes,
        ),
        warnings=list(dict.fromkeys(warnings)),
        rule_id=rule.id if rule is not None else None,
        sources=sources,
    )


def _run_enrichers(
    facts: TransactionFacts, analysis: DeductionAnalysis, profile: UserProfile, enrichers: Sequence[Enricher]
) -> DeductionAnalysis:
    findings: list[Finding] = []
    for enricher in enrichers:
        name = getattr(enricher, "__name__", type(enricher).__name__)
        try:
            findings.extend(enricher(facts, analysis.model_copy(deep=True), profile))
        except Exception as exc:  # an add-on must never break the deterministic analysis
            log.warning("tax enricher %s failed: %s", name, exc)
            findings.append(Finding(source=name, kind="warning", message=f"enricher failed: {exc}"))
    if not findings:
        return analysis
    warnings = analysis.warnings + [f.message for f in findings if f.kind == "warning"]
    docs = analysis.documentation_required + [f.message for f in findings if f.kind == "documentation"]
    return analysis.model_copy(
        update={
            "findings": analysis.findings + findings,
            "warnings": list(dict.fromkeys(warnings)),
            "documentation_required": list(dict.fromkeys(docs)),
        }
    )


def analyse(
    facts_list: Sequence[TransactionFacts],
    profile: UserProfile,
    *,
    country: str,
    history: dict[str, MerchantHistory] | None = None,
    enrichers: Sequence[Enricher] | None = None,
) -> tuple[list[DeductionAnalysis], DeductionSummary]:
    """Analyse a batch. ``history`` is keyed by casefolded merchant name."""
    history = history or {}
    if country not in SUPPORTED_COUNTRIES:
        analyses = [unsupported(f, country) for f in facts_list]
    else:
        analyses = [analyse_one(f, profile, history.get((f.merchant or "").casefold())) for f in facts_list]
    work_total = sum(
        (a.deductible_amount for a in analyses if a.is_tax_deductible and a.return_label in WORK_LABELS),
        Decimal(0),
    )
    evidence = not profile.is_business and work_total > WRITTEN_EVIDENCE_THRESHOLD
    if evidence:
        analyses = [
            a.model_copy(
                update={
                    "documentation_required": [*a.documentation_required, WRITTEN_EVIDENCE],
                    "sources": list(dict.fromkeys([*a.sources, SRC_RECORDS])),
                }
            )
            if a.is_tax_deductible and a.return_label in WORK_LABELS
            else a
            for a in analyses
        ]
    active = list(enrichers) if enrichers is not None else list(_ENRICHERS)
    if active:
        by_index = {f.index: f for f in facts_list}
        pairs = [(by_index[a.index], a.model_copy(deep=True)) for a in analyses]
        for enricher in active:
            prepare = getattr(enricher, "prepare", None)
            if prepare is not None:
                try:
                    prepare(pairs, profile)
                except Exception as exc:  # an add-on must never break the deterministic analysis
                    log.warning("tax enricher %s failed to prepare: %s", type(enricher).__name__, exc)
        analyses = [_run_enrichers(by_index[a.index], a, profile, active) for a in analyses]
    by_label: dict[str, Decimal] = {}
    for a in analyses:
        if a.is_tax_deductible and a.return_label:
            by_label[a.return_label] = by_label.get(a.return_label, Decimal(0)) + a.deductible_amount
    wfh_claim = wfh_note = None
    wfh_rate = latest_rate(country) if country in SUPPORTED_COUNTRIES else None
    if profile.home_office_hours and wfh_rate is not None:
        wfh_claim = fixed_rate_claim(profile.home_office_hours, wfh_rate)
        wfh_note = (
            f"Working from home, fixed rate method: {profile.home_office_hours.normalize():f} hours × "
            f"${wfh_rate.per_hour:.2f} = {wfh_claim} (D5), from {wfh_rate.start:%-d %B %Y}; keep a record "
            "of the hours."
        )
    summary = DeductionSummary(
        transactions=len(analyses),
        deductible=sum(1 for a in analyses if a.is_tax_deductible),
        total_deductible=sum((a.deductible_amount for a in analyses), Decimal(0)),
        by_label=by_label,
        work_related_total=work_total,
        written_evidence_required=evidence,
        gst_claimable=sum((a.gst_considerations.claimable_gst_amount for a in analyses), Decimal(0)),
        working_from_home_claim=wfh_claim,
        working_from_home_note=wfh_note,
    )
    return analyses, summary
