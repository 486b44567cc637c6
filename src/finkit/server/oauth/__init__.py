"""OAuth 2.1 on the server: the ``mcp`` SDK's authorization-server routes over finkit's provider, RFC 9728
metadata, and the consent page."""
