"""Authentication: sign-in sessions and JWT bearer tokens, the ``svc_sess`` cookie, API keys, throttling.

Data flow: ``service.login`` checks the password (``accounts.service.authenticate``) under the login
throttle, then ``tokens.issue`` stores a session row and signs a JWT whose ``jti`` is that row's id.
Every request presents the JWT (or the cookie); ``tokens.context_for_token`` verifies it and loads the
account in one query, so logout (revoking the row) takes effect immediately. API keys (``api_keys``) are
for ``/mcp/inspector`` only and are stored as SHA-256 hashes.
"""
