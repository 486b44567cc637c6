"""The AI assistant: conversations answered by a provider (the local engine by default, or an
OpenAI-compatible / Anthropic model) that works only through the MCP tool registry."""
