"""Unified search over every kind of record, with the parsed query returned beside the hits."""

from __future__ import annotations

from pydantic import Field

from finkit.core.schemas import MAX_PAGE_SIZE, InputSchema
from finkit.core.search.schemas import SearchMode, SearchResult
from finkit.core.search.service import DEFAULT_LIMIT, DOCUMENT_KINDS, MAX_QUERY_LENGTH, search
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="search")

_KIND = f"({'|'.join(['transaction', *DOCUMENT_KINDS])})s?"
#: ``kind`` as the service reads it: known kinds (a plural ``s`` allowed), comma-separated, blanks skipped.
#: Stated in /openapi.json only (``json_schema_extra``): the service names an unknown kind itself.
KIND_PATTERN = rf"^\s*({_KIND})?\s*(,\s*({_KIND})?\s*)*$"


class SearchRequestQuery(InputSchema):
    q: str = Field(
        max_length=MAX_QUERY_LENGTH,
        description='The query: natural language ("fuel last month over $50") or the query language '
        "(merchant:bp amount:>50 date:2026-10 kind:bill).",
    )
    kind: str | None = Field(
        default=None,
        max_length=200,
        json_schema_extra={"pattern": KIND_PATTERN},
        description="Only these kinds, comma-separated: transaction, expense, bill, receipt, vehicle, trip, "
        "rule, conversation.",
    )
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_PAGE_SIZE)
    mode: SearchMode = Field(
        default="auto", description="auto: natural language is understood; strict: query language only."
    )


class SearchResponse(SearchResult):
    success: bool = True


@routes.get("/api/search", query=SearchRequestQuery, response=SearchResponse, summary="Search everything")
def search_(call: Call) -> SearchResponse:
    """``{success, hits, parsed, kinds, warnings}``: ``parsed`` shows how the query was read (its
    ``canonical`` form in the query language and each natural-language interpretation)."""
    q: SearchRequestQuery = call.query
    kinds = [k.strip() for k in q.kind.split(",") if k.strip()] if q.kind else None
    result = search(call.ctx, query=q.q, kinds=kinds, limit=q.limit, mode=q.mode)
    return SearchResponse.model_validate(result.model_dump(by_alias=False))
