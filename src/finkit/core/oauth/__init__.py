"""OAuth 2.1 for MCP clients and the REST API: registered clients, grants (connected apps), codes, refresh tokens.

The HTTP side (metadata, /authorize, /token, /register, /revoke) is the ``mcp`` SDK's; this package is the
storage and the rules behind its provider protocol, with finkit's accounts as the identity.
"""
