"""Generate docs/mcp-tools.md from the registry: ``python -m finkit.mcp.docs > docs/mcp-tools.md``.
A test fails when the committed page and the registry disagree."""

from __future__ import annotations

from finkit.mcp.prompts import PROMPTS
from finkit.mcp.resources import all_resources
from finkit.tools.registry import all_tools
from finkit.tools.toolsets import DEFAULT_TOOLS, toolset_names, toolset_of


def render() -> str:
    tools = all_tools()
    lines = [
        "# MCP tools, resources and prompts",
        "",
        "Generated from the tool registry by `python -m finkit.mcp.docs`; do not edit by hand.",
        f"{len(tools)} tools. Annotations: **read-only** tools change nothing; **destructive** tools change "
        'nothing until called again with `"confirm": true` (or confirmed through elicitation on stdio).',
        "",
        "## Tool sets",
        "",
        "`tools/list` shows the `default` set plus the sets chosen by the first of: the connection's "
        "`/mcp?toolsets=tax,rules`, the API key's or OAuth app's own tool sets, `FINKIT_MCP_TOOLSETS` "
        '(e.g. `["all"]`). Any tool can be called by name whichever sets are listed; scopes still apply.',
        "",
        "| Set | Tools |",
        "|---|---|",
        f"| `default` | {', '.join(f'`{name}`' for name in DEFAULT_TOOLS)} |",
        "| `all` | every tool below |",
    ]
    for name in toolset_names()[2:]:
        members = [spec.name for spec in tools if toolset_of(spec) == name]
        lines.append(f"| `{name}` | {', '.join(f'`{member}`' for member in members)} |")
    lines += [
        "",
        "## Tools",
        "",
        "| Tool | Kind | What it does | Arguments |",
        "|---|---|---|---|",
    ]
    for spec in tools:
        kind = "read-only" if spec.read_only else ("destructive" if spec.destructive else "write")
        props = spec.input_schema().get("properties", {})
        required = set(spec.input_schema().get("required", []))
        args = ", ".join(f"`{name}`" + ("*" if name in required else "") for name in props) or "none"
        description = spec.description.replace("|", "\\|").replace("\n", " ")
        lines.append(f"| `{spec.name}` | {kind} | {description} | {args} |")
    lines += [
        "",
        "`*` marks a required argument.",
        "",
        "## Resources",
        "",
        "| URI | What it is |",
        "|---|---|",
    ]
    lines += [f"| `{r.uri}` | {r.description} |" for r in all_resources()]
    lines += ["", "## Prompts", "", "| Prompt | Arguments | What it does |", "|---|---|---|"]
    lines += [
        f"| `{p.name}` | {', '.join(f'`{a}`' for a in p.arguments) or 'none'} | {p.description} |"
        for p in PROMPTS.values()
    ]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(render(), end="")
