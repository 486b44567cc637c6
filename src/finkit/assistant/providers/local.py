"""The default provider: the deterministic local engine (``finkit.assistant.local``)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator

import anyio

from finkit.assistant.local import agree, intents, unread
from finkit.assistant.local.clarify import TOPICS, ask_for_period, ask_what_is_meant
from finkit.assistant.local.intents_query_asks import query_of
from finkit.assistant.local.parse import correct_typos
from finkit.assistant.local.reader import CategoryInfo
from finkit.assistant.local.reader_aliases import shared_plurals
from finkit.assistant.local.reader_apostrophe import bare_words
from finkit.assistant.local.reader_words import READER_SHORT_WORDS, READER_WORDS
from finkit.assistant.providers.base import ProviderEvent, TextDelta, ToolCallsStep, Turn
from finkit.core.analytics.service import (
    category_use,
    data_span,
    description_words,
    merchant_words,
    merchant_work_shares,
    money_in_word_payers,
    money_in_words,
    payers_keeping_fees,
    payment_word_payees,
    work_shares,
)
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.merchants.service import list_merchants
from finkit.core.periods import describe_span
from finkit.core.profile.service import get_profile
from finkit.tools.registry import ToolSpec

_ATTACHMENTS = re.compile(r"\n\[attachments: ([^\]]*)\]\s*$")


def split_attachments(content: str) -> tuple[str, list[str]]:
    """The engine appends ``[attachments: url, url]`` to a message's text; take it back off."""
    found = _ATTACHMENTS.search(content)
    if found is None:
        return content, []
    urls = [u.strip() for u in found.group(1).split(",") if u.strip()]
    return content[: found.start()], urls


class LocalProvider:
    name = "local"
    # after a confirmed write the engine hands back the original request and the tool's result, so the
    # intent words the answer from what the tool returned
    words_confirmed_actions = True

    def __init__(self, ctx: AccountContext) -> None:
        self.ctx = ctx

    async def stream(self, history: list[Turn], tools: list[ToolSpec]) -> AsyncIterator[ProviderEvent]:
        last_user = max(i for i, t in enumerate(history) if t.role == "user")
        tool_turns = [t for t in history[last_user + 1 :] if t.role == "tool"]
        categories = await anyio.to_thread.run_sync(lambda: list_categories(self.ctx))
        names = {c.name: c.id for c in categories}
        profile = await anyio.to_thread.run_sync(lambda: get_profile(self.ctx))
        merchants = await anyio.to_thread.run_sync(lambda: list_merchants(self.ctx).merchants)
        span = await anyio.to_thread.run_sync(lambda: data_span(self.ctx))
        words = await anyio.to_thread.run_sync(lambda: description_words(self.ctx))
        every_row_says = await anyio.to_thread.run_sync(lambda: merchant_words(self.ctx))
        deposit_words = await anyio.to_thread.run_sync(lambda: money_in_word_payers(self.ctx))
        payment_words = await anyio.to_thread.run_sync(lambda: payment_word_payees(self.ctx))
        in_use, by_merchant = await anyio.to_thread.run_sync(lambda: category_use(self.ctx))
        shares = await anyio.to_thread.run_sync(lambda: work_shares(self.ctx))
        fee_payers = await anyio.to_thread.run_sync(lambda: payers_keeping_fees(self.ctx))
        payee_shares = await anyio.to_thread.run_sync(lambda: merchant_work_shares(self.ctx))
        earnings = [c.id for c in categories if c.kind == "income"]
        earning_words = await anyio.to_thread.run_sync(lambda: money_in_words(self.ctx, earnings))
        text, attachments = split_attachments(history[last_user].content)
        own = [*names, *(m.name for m in merchants)]
        category_words = frozenset(w for name in own for w in re.findall(r"[a-z]{4,}", name.lower()))
        # ("Domino's" typed "dominos" is its name without the apostrophe, not a typo of "domino")
        category_words |= bare_words(own)
        text = correct_typos(text, category_words, READER_WORDS, READER_SHORT_WORDS | shared_plurals(own))
        request = intents.Request(
            text,
            self.ctx.now().date(),
            self.ctx.currency,
            names,
            attachments,
            fy_start=profile.fy_start,
            occupation=profile.occupation,
            categories=[CategoryInfo(c.id, c.name, c.kind, c.tax_category) for c in categories],
            merchants=[(m.name, m.total > 0) for m in merchants if m.currency == self.ctx.currency],
            data_first=span[0] if span else None,
            data_last=span[1] if span else None,
            description_words=words,
            categories_in_use=in_use,
            merchant_categories=by_merchant,
            category_shares=shares,
            merchant_shares=payee_shares,
            earning_words=earning_words,
            merchant_words=every_row_says,
            deposit_word_payers=deposit_words,
            payment_word_payees=payment_words,
            vehicle_method=profile.vehicle_method,
            fee_payers=fee_payers,
        )
        available = {t.name for t in tools}
        intent = intents.match(request, available)
        if intent is None:
            yield TextDelta(ask_what_is_meant(text) or intents.capabilities(available))
            return
        if intent.uses_period and not tool_turns and request.period_unread:
            yield TextDelta(ask_for_period(intent.name, text))
            return
        # every word read, else asked back naming the words left; two readings that differ are said too
        not_read = unread.unread_words(intent, request) if not tool_turns else []
        reason = _disagreement(intent, request) if not tool_turns else None
        if not_read:
            yield TextDelta(unread.ask_back(intent, request, not_read, reason))
            return
        if reason:
            yield TextDelta(agree.ask_back(_topic(intent, request), reason))
            return
        if not tool_turns:
            calls = intent.plan(request)
            if calls:
                yield ToolCallsStep(calls)
            else:  # nothing to call (e.g. a receipt request without a file): say what is needed
                yield TextDelta(intents.answer(intent, request, {}))
            return
        results = {t.tool_name or "": t.structured or {} for t in tool_turns}
        # a second call of the same tool (two periods compared) is kept under its call id too
        results.update({t.tool_call_id: t.structured or {} for t in tool_turns if t.tool_call_id})
        more = intents.follow_up(intent, request, results)
        if more and all(c.name in available for c in more):
            writes = {t.name for t in tools if not t.read_only}
            if any(c.name in writes for c in more):  # a proposal: first say what was found and will change
                yield TextDelta(intents.answer(intent, request, results) + "\n")
            yield ToolCallsStep(more)
        else:
            yield TextDelta(intents.answer(intent, request, results))


def _disagreement(intent: intents.Intent, request: intents.Request) -> str | None:
    """The second reading (``agree``): the query reader's measure, when the query intent answers."""
    query = query_of(request) if intent.name == "query" else None
    return agree.disagreement(intent.name, request, query)


def _topic(intent: intents.Intent, request: intents.Request) -> str:
    """What the intent read, said back: the query's measure, flow, thing and period, else the intent's topic."""
    query = query_of(request) if intent.name == "query" else None
    if query is None:
        return TOPICS.get(intent.name, "that")
    said = f"the {query.measure.replace('_', ' ')} of your {query.flow}"
    if query.things:
        said += " on " + " and ".join(t.label for t in query.things)
    if query.periods:
        said += ", " + ", ".join(describe_span(p.start, p.end) for p in query.periods)
    return said
