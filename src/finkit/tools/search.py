"""Unified search over everything the account holds."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.search import service as search
from finkit.core.search.schemas import ParsedSearch, SearchMode, SearchResult
from finkit.tools.registry import ToolInput, tool

LANGUAGE = (
    "Query: words, natural language ('fuel last month over $50') or merchant:X category:X amount:>100 "
    "amount:10..50 date:2026-06..2026-08 type:debit has:receipt -has:receipt deductible:yes source:csv "
    'kind:expense,receipt sort:amount "a phrase" -word.'
)


class SearchInput(ToolInput):
    query: str = Field(min_length=1, max_length=1000, description="What to look for (see the description).")
    kinds: list[str] | None = Field(
        default=None,
        description="Only these kinds: transaction, expense, bill, receipt, vehicle, trip, rule, conversation.",
    )
    limit: int = Field(default=search.DEFAULT_LIMIT, ge=1, le=200, description="At most this many hits.")
    mode: SearchMode = Field(
        default="auto",
        description="auto reads natural language (dates, amounts, categories); strict keeps plain words as words.",
    )


class ParseInput(ToolInput):
    query: str = Field(min_length=1, max_length=1000, description="The query to parse.")
    mode: SearchMode = Field(default="auto", description="auto or strict (see search_query).")


@tool(
    "search_query",
    title="Search everything",
    read_only=True,
    input_model=SearchInput,
    output_model=SearchResult,
    description=f"One ranked search over transactions, expenses, bills, receipts (with their text), "
    f"vehicles, trips, rules and conversations. Each hit has kind, id, title, snippet, date, amount "
    f"(signed for transactions: negative is money out) and details; parsed.canonical shows how the query "
    f"was read. {LANGUAGE}",
)
def run_search(ctx: AccountContext, args: SearchInput) -> SearchResult:
    return search.search(ctx, query=args.query, kinds=args.kinds, limit=args.limit, mode=args.mode)


@tool(
    "search_parse",
    title="Parse a search query",
    read_only=True,
    input_model=ParseInput,
    output_model=ParsedSearch,
    description="Show how a search query would be read, without searching: the structured query, its "
    "canonical form in the query language and how each natural-language piece was interpreted. Same "
    "query syntax as search_query.",
)
def parse(ctx: AccountContext, args: ParseInput) -> ParsedSearch:
    return search.parse_query(ctx, args.query, mode=args.mode)
