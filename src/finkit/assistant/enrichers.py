"""A configured model as an enricher of categorisation and of the tax analysis (``FINKIT_AI_PROVIDER=openai``).

Both ask an OpenAI-compatible ``/chat/completions`` endpoint, one request per batch of unsure rows, for a
JSON answer, within ``FINKIT_AI_TIMEOUT_SECONDS``. The model only *suggests*: categories must be the
account's own (checked in ``finkit.core.categorise.suggestions``) and are stored for the person to accept;
deduction verdicts become ``suggestion`` findings that ``tax analyse --save`` puts on the review list. A
timeout, an HTTP error or an answer that is not the JSON asked for raises ``UnavailableError``: the local
result stands, and the surfaces say so.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import Any

import httpx

from finkit.assistant.providers.endpoint import openai_endpoint
from finkit.core.categorise.enrich import CategoryAnswer, CategoryQuestion
from finkit.core.context import AccountContext
from finkit.core.errors import UnavailableError, ValidationError
from finkit.core.money import parse_amount
from finkit.core.tax.deductions.engine import TransactionFacts
from finkit.core.tax.deductions.schemas import DeductionAnalysis, Finding, UserProfile

#: Rows per model request for the tax analysis (the categoriser batches its own questions).
TAX_BATCH_SIZE = 20
#: A verdict the rules are less sure of than this is put to the model.
UNSURE_BELOW = Decimal("0.7")

_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")


class ModelClient:
    """One JSON question to an OpenAI-compatible chat-completions endpoint (no streaming, no tools)."""

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout: float = 60.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.base_url, self.model, self.timeout = base_url.rstrip("/"), model, timeout
        self.headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.transport = transport

    @property
    def name(self) -> str:
        return f"openai:{self.model}"

    def ask_json(self, system: str, payload: dict[str, Any]) -> dict[str, Any]:
        """The model's answer to ``payload`` (sent as JSON) parsed as a JSON object."""
        body = {
            "model": self.model,
            "stream": False,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": json.dumps(payload, ensure_ascii=False)},
            ],
        }
        try:
            with httpx.Client(timeout=self.timeout, transport=self.transport) as client:
                response = client.post(f"{self.base_url}/chat/completions", json=body, headers=self.headers)
        except httpx.TimeoutException:
            raise UnavailableError(f"AI model did not answer within {self.timeout:g} s") from None
        except httpx.HTTPError as exc:
            raise UnavailableError(f"AI model unreachable: {exc}") from None
        if response.status_code >= 400:
            raise UnavailableError(f"AI model answered {response.status_code}: {response.text[:200]}")
        try:
            content = response.json()["choices"][0]["message"]["content"]
            answer = json.loads(_FENCE.sub("", str(content).strip()))
        except (ValueError, KeyError, IndexError, TypeError):
            raise UnavailableError("AI model's answer was not the JSON asked for") from None
        if not isinstance(answer, dict):
            raise UnavailableError("AI model's answer was not a JSON object")
        return answer


def model_client(ctx: AccountContext) -> ModelClient | None:
    """The configured OpenAI-compatible model, or None when none is configured (the local result only)."""
    if ctx.settings.ai_provider != "openai":
        return None
    return ModelClient(**openai_endpoint(ctx.settings))


def _confidence(value: Any) -> Decimal | None:
    try:
        number = parse_amount(value, field="confidence")
    except (ValidationError, ValueError):
        return None
    return number if Decimal(0) <= number <= Decimal(1) else None


CATEGORY_PROMPT = (
    "You categorise bank transactions. For each transaction choose exactly one category from the "
    "`categories` list (copy the name exactly), or null when none fits or you are unsure. Negative amounts "
    "are money out. Answer only with JSON: "
    '{"answers": [{"key": "<the key given>", "category": "<name or null>", "confidence": <0..1>, '
    '"reason": "<a few words>"}]}'
)


class ModelCategoryEnricher:
    """``CategoryEnricher`` over a ``ModelClient``: one request per batch of questions."""

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name

    def __call__(
        self, questions: Sequence[CategoryQuestion], categories: Sequence[str]
    ) -> Sequence[CategoryAnswer]:
        payload = {
            "categories": list(categories),
            "transactions": [
                {
                    "key": q.key,
                    "description": q.description,
                    "merchant": q.merchant,
                    "amount": str(q.amount),
                    "localGuess": q.local_guess,
                }
                for q in questions
            ],
        }
        answer = self.client.ask_json(CATEGORY_PROMPT, payload)
        rows = answer.get("answers")
        if not isinstance(rows, list):
            raise UnavailableError("AI model's answer had no `answers` list")
        return [
            CategoryAnswer(
                key=str(row.get("key")),
                category=str(row["category"]) if row.get("category") else None,
                confidence=_confidence(row.get("confidence")),
                reason=str(row.get("reason") or "")[:500],
            )
            for row in rows
            if isinstance(row, dict)
        ]


TAX_PROMPT = (
    "You give a second opinion on whether expenses are tax deductible for this taxpayer (Australian "
    "rules unless the country says otherwise). Each row carries the rules' verdict, which is unsure. "
    "Answer only with JSON: "
    '{"verdicts": [{"key": "<the key given>", "deductible": true|false|null, "confidence": <0..1>, '
    '"reason": "<one sentence>"}]} (null when you cannot tell).'
)


class ModelTaxEnricher:
    """A batched tax ``Enricher``: ``prepare`` asks the model about the unsure rows, one request per
    batch; each row's call then returns the model's verdict as a ``suggestion`` finding (or, when the
    model failed, a note that the local result stands alone)."""

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.__name__ = client.name
        self.verdicts: dict[int, tuple[bool, float | None, str]] = {}
        self.unsure: set[int] = set()
        self.failed: str | None = None

    def prepare(
        self, pairs: Sequence[tuple[TransactionFacts, DeductionAnalysis]], profile: UserProfile
    ) -> None:
        unsure = [
            (facts, analysis)
            for facts, analysis in pairs
            if facts.amount < 0 and (analysis.is_tax_deductible is None or analysis.confidence < UNSURE_BELOW)
        ]
        self.unsure = {facts.index for facts, _ in unsure}
        who = {
            "occupation": profile.occupation,
            "employmentType": profile.employment_type,
            "gstRegistered": profile.gst_registered,
            "country": profile.country,
        }
        for start in range(0, len(unsure), TAX_BATCH_SIZE):
            batch = unsure[start : start + TAX_BATCH_SIZE]
            payload = {
                "taxpayer": who,
                "transactions": [
                    {
                        "key": str(facts.index),
                        "description": facts.description,
                        "merchant": facts.merchant,
                        "category": facts.category_name,
                        "amount": str(facts.amount),
                        "rulesVerdict": analysis.is_tax_deductible,
                        "rulesConfidence": str(analysis.confidence),
                        "rulesReasoning": analysis.reasoning[:300],
                    }
                    for facts, analysis in batch
                ],
            }
            try:
                answer = self.client.ask_json(TAX_PROMPT, payload)
            except UnavailableError as exc:
                self.failed = exc.message
                return
            for row in answer.get("verdicts") or []:
                if not isinstance(row, dict) or not isinstance(row.get("deductible"), bool):
                    continue
                try:
                    index = int(str(row.get("key")))
                except ValueError:
                    continue
                if index in self.unsure:
                    conf = _confidence(row.get("confidence"))
                    reason = str(row.get("reason") or "")[:500]
                    self.verdicts[index] = (
                        row["deductible"],
                        float(conf) if conf is not None else None,
                        reason,
                    )

    def __call__(
        self, facts: TransactionFacts, analysis: DeductionAnalysis, profile: UserProfile
    ) -> Iterable[Finding]:
        verdict = self.verdicts.get(facts.index)
        if verdict is not None:
            deductible, confidence, reason = verdict
            said = "deductible" if deductible else "not deductible"
            return [
                Finding(
                    source=self.client.name,
                    kind="suggestion",
                    message=f"Suggests {said}: {reason}" if reason else f"Suggests {said}.",
                    suggested_deductible=deductible,
                    confidence=confidence,
                )
            ]
        if self.failed and facts.index in self.unsure:
            return [
                Finding(
                    source=self.client.name,
                    kind="note",
                    message=f"The AI model failed ({self.failed}); this is the local result only.",
                )
            ]
        return []


def model_category_enricher(ctx: AccountContext) -> ModelCategoryEnricher | None:
    """The configured model as a categorisation enricher, or None without one."""
    client = model_client(ctx)
    return ModelCategoryEnricher(client) if client else None


def model_tax_enrichers(ctx: AccountContext) -> list[ModelTaxEnricher]:
    """The configured model as the tax analysis's enricher (a list: what ``analyse_transactions`` takes)."""
    client = model_client(ctx)
    return [ModelTaxEnricher(client)] if client else []
