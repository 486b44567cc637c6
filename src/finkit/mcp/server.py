"""One MCP server object, built over the registry, for every transport.

The transport decides *who* is calling (``resolve``): a fixed local user on stdio, the account a bearer
token or API key resolved to on HTTP. Everything else is the same.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs

import anyio
import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError

import finkit
from finkit.core.context import AccountContext
from finkit.core.errors import FinkitError
from finkit.error_mapping import JSONRPC_INVALID_PARAMS, mcp_protocol_code
from finkit.mcp.prompts import PROMPTS, get_prompt
from finkit.mcp.resources import all_resources, read_resource
from finkit.tools.dispatch import Confirmer, call_tool
from finkit.tools.registry import ToolSpec, all_tools, get_tool
from finkit.tools.toolsets import parse_toolsets, select_tools

ContextResolver = Callable[[ServerRequestContext[Any, Any]], AccountContext]
#: The tool sets the calling credential chose (an API key's, an OAuth grant's), or None.
ToolsetResolver = Callable[[ServerRequestContext[Any, Any]], list[str] | None]

INSTRUCTIONS = (
    "finkit keeps the account holder's money records: transactions, categories, rules, bills, expenses, "
    "receipts, vehicles and trips, GST/VAT and tax. Amounts are signed (negative = money out) in the "
    "account's currency; GST rates are percentages. Quote figures only from tool results. Destructive tools "
    "change nothing until called again with confirm: true."
)


def tool_definition(spec: ToolSpec) -> types.Tool:
    """The listed form of a tool. Output schemas are left out of the listing (they were two thirds of its
    bytes; decisions/0020-oauth.md): results still carry ``structuredContent``."""
    return types.Tool(
        name=spec.name,
        title=spec.title,
        description=spec.description,
        input_schema=spec.input_schema(),
        annotations=_annotations(spec),
    )


def _annotations(spec: ToolSpec) -> types.ToolAnnotations:
    """The hints, leaving out those the MCP spec already implies: a read-only tool is neither destructive
    nor (meaningfully) idempotent-only, and readOnlyHint defaults to false. openWorldHint (default true)
    is always stated."""
    if spec.read_only:
        return types.ToolAnnotations(read_only_hint=True, open_world_hint=spec.open_world)
    return types.ToolAnnotations(
        destructive_hint=spec.destructive,
        idempotent_hint=spec.idempotent or None,
        open_world_hint=spec.open_world,
    )


def _elicitation_confirmer(request_ctx: ServerRequestContext[Any, Any]) -> Confirmer | None:
    """Ask through elicitation where the client can answer (stdio sessions that declare it)."""
    session = request_ctx.session
    capabilities = session.client_capabilities
    if capabilities is None or capabilities.elicitation is None or not session.can_send_request:
        return None

    async def confirm(message: str) -> bool:
        answer = await session.elicit_form(
            message,
            {
                "type": "object",
                "properties": {"confirm": {"type": "boolean", "title": "Confirm"}},
                "required": ["confirm"],
            },
            related_request_id=request_ctx.request_id,
        )
        return answer.action == "accept" and bool((answer.content or {}).get("confirm"))

    return confirm


def _query_toolsets(request_ctx: ServerRequestContext[Any, Any]) -> str | None:
    """``toolsets`` from the HTTP request's query string (``/mcp?toolsets=tax,rules``); none on stdio."""
    request = getattr(request_ctx, "request", None)
    scope = getattr(request, "scope", None) or {}
    raw = scope.get("query_string", b"")
    values = parse_qs(raw.decode("latin-1")).get("toolsets") if raw else None
    return ",".join(values) if values else None


@functools.cache
def _tool_definitions() -> tuple[types.Tool, ...]:
    """Every tool's definition, built once per process (schema generation is the costly part)."""
    return tuple(tool_definition(spec) for spec in all_tools())


def build_server(
    resolve: ContextResolver,
    *,
    use_elicitation: bool = False,
    credential_toolsets: ToolsetResolver | None = None,
) -> Server[Any]:
    definitions = {definition.name: definition for definition in _tool_definitions()}

    async def list_tools(ctx: ServerRequestContext[Any, Any], params: Any) -> types.ListToolsResult:
        account = resolve(ctx)
        # The first choice made wins: the connection's ?toolsets=, the credential's, the server's setting.
        chosen = credential_toolsets(ctx) if credential_toolsets is not None else None
        try:
            sets = parse_toolsets(_query_toolsets(ctx)) or parse_toolsets(chosen)
            sets = sets or parse_toolsets(account.settings.mcp_toolsets)
        except FinkitError as exc:
            raise MCPError(mcp_protocol_code(exc), exc.message) from None
        return types.ListToolsResult(tools=[definitions[spec.name] for spec in select_tools(sets)])

    async def call(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        spec = get_tool(params.name)
        if spec is None:
            raise MCPError(
                JSONRPC_INVALID_PARAMS,
                f"Unknown tool: {params.name}. Call tools/list for the available tools.",
            )
        account = resolve(ctx)
        confirmer = _elicitation_confirmer(ctx) if use_elicitation and spec.destructive else None
        outcome = await call_tool(account, spec, params.arguments, confirmer=confirmer)
        return types.CallToolResult(
            content=[types.TextContent(text=outcome.text)],
            structured_content=outcome.structured,
            is_error=outcome.is_error,
        )

    async def list_resources(ctx: ServerRequestContext[Any, Any], params: Any) -> types.ListResourcesResult:
        return types.ListResourcesResult(
            resources=[
                types.Resource(
                    uri=r.uri, name=r.name, description=r.description, mime_type="application/json"
                )
                for r in all_resources()
                if not r.is_template
            ]
        )

    async def list_templates(
        ctx: ServerRequestContext[Any, Any], params: Any
    ) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(
            resource_templates=[
                types.ResourceTemplate(
                    uri_template=r.uri, name=r.name, description=r.description, mime_type="application/json"
                )
                for r in all_resources()
                if r.is_template
            ]
        )

    async def read(
        ctx: ServerRequestContext[Any, Any], params: types.ReadResourceRequestParams
    ) -> types.ReadResourceResult:
        account = resolve(ctx)
        try:
            text = await anyio.to_thread.run_sync(lambda: read_resource(account, str(params.uri)))
        except FinkitError as exc:
            raise MCPError(mcp_protocol_code(exc), exc.message) from None
        return types.ReadResourceResult(
            contents=[
                types.TextResourceContents(uri=str(params.uri), mime_type="application/json", text=text)
            ]
        )

    async def list_prompts(ctx: ServerRequestContext[Any, Any], params: Any) -> types.ListPromptsResult:
        return types.ListPromptsResult(
            prompts=[
                types.Prompt(
                    name=p.name,
                    title=p.title,
                    description=p.description,
                    arguments=[
                        types.PromptArgument(name=k, description=v, required=False)
                        for k, v in p.arguments.items()
                    ],
                )
                for p in PROMPTS.values()
            ]
        )

    async def get(
        ctx: ServerRequestContext[Any, Any], params: types.GetPromptRequestParams
    ) -> types.GetPromptResult:
        try:
            spec = get_prompt(params.name)
            text = spec.render(params.arguments)
        except FinkitError as exc:
            raise MCPError(mcp_protocol_code(exc), exc.message) from None
        return types.GetPromptResult(
            description=spec.description,
            messages=[types.PromptMessage(role="user", content=types.TextContent(text=text))],
        )

    return Server(
        "finkit",
        version=finkit.__version__,
        title="finkit",
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call,
        on_list_resources=list_resources,
        on_list_resource_templates=list_templates,
        on_read_resource=read,
        on_list_prompts=list_prompts,
        on_get_prompt=get,
    )
