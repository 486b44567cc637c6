"""A classifier trained on the account's own categorised history (beancount smart_importer's
approach): TF-IDF over character n-grams (within words) and word n-grams of the cleaned description
and merchant, and a multinomial logistic regression whose probability is the confidence.

Training data: transactions whose category a person or a rule chose, or the bank supplied
(``assignedBy`` user, rule or import); the model's own guesses (``ai``) are never fed back.
Models are cached in memory per (database, account) and retrained when that history changes
(its row count or latest update time differs from the cached model's).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.categorise.normalise import clean_description
from finkit.core.context import AccountContext
from finkit.core.money import parse_amount
from finkit.core.transactions.models import Transaction

TRUSTED = ("user", "rule", "import")
MIN_EXAMPLES = 20
MAX_EXAMPLES = 50_000
_CACHE_SIZE = 32


def features(description: str, merchant: str | None) -> str:
    cleaned = clean_description(description)
    extra = clean_description(merchant) if merchant else ""
    return f"{cleaned} {extra}".strip() or description.lower()


@dataclass
class TrainedModel:
    signature: tuple[int, datetime | None]
    pipeline: Any  # sklearn Pipeline
    classes: list[str]  # category ids

    def predict(self, texts: list[str]) -> list[tuple[str, Decimal]]:
        """Best category id and its probability for each text."""
        if not texts:
            return []
        probabilities = self.pipeline.predict_proba(texts)
        best = probabilities.argmax(axis=1)
        return [
            (self.classes[int(i)], parse_amount(round(float(p[int(i)]), 4), field="confidence"))
            for i, p in zip(best, probabilities, strict=True)
        ]


def _build_pipeline() -> Any:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import FeatureUnion, Pipeline

    return Pipeline(
        [
            (
                "features",
                FeatureUnion(
                    [
                        ("chars", TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True)),
                        ("words", TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True)),
                    ]
                ),
            ),
            ("classifier", LogisticRegression(C=20.0, max_iter=2000)),
        ]
    )


_models: OrderedDict[tuple[str, str], TrainedModel] = OrderedDict()
_lock = threading.Lock()


def _trusted(ctx: AccountContext) -> Any:
    return (
        Transaction.account_id == ctx.account_id,
        Transaction.category_id.is_not(None),
        Transaction.category_assigned_by.in_(TRUSTED),
    )


def signature(session: Session, ctx: AccountContext) -> tuple[int, datetime | None]:
    count, latest = session.execute(
        select(func.count(), func.max(Transaction.updated_at)).where(*_trusted(ctx))
    ).one()
    return int(count or 0), latest


def train(session: Session, ctx: AccountContext) -> TrainedModel | None:
    """Fit a model on the account's trusted history, or None if there is too little of it."""
    sig = signature(session, ctx)
    if sig[0] < MIN_EXAMPLES:
        return None
    rows = session.execute(
        select(Transaction.description, Transaction.merchant, Transaction.category_id)
        .where(*_trusted(ctx))
        .order_by(Transaction.date.desc())
        .limit(MAX_EXAMPLES)
    ).all()
    labels = [r.category_id for r in rows]
    if len(set(labels)) < 2:
        return None
    pipeline = _build_pipeline()
    pipeline.fit([features(r.description, r.merchant) for r in rows], labels)
    classes = [str(c) for c in pipeline.named_steps["classifier"].classes_]
    return TrainedModel(signature=sig, pipeline=pipeline, classes=classes)


def model_for(session: Session, ctx: AccountContext) -> TrainedModel | None:
    """The cached model for the account, retrained when its trusted history changed."""
    key = (ctx.db.url, ctx.account_id)
    current = signature(session, ctx)
    with _lock:
        cached = _models.get(key)
        if cached is not None and cached.signature == current:
            _models.move_to_end(key)
            return cached
    model = train(session, ctx)
    with _lock:
        if model is None:
            _models.pop(key, None)
            return None
        _models[key] = model
        _models.move_to_end(key)
        while len(_models) > _CACHE_SIZE:
            _models.popitem(last=False)
    return model


def forget(ctx: AccountContext) -> None:
    with _lock:
        _models.pop((ctx.db.url, ctx.account_id), None)
