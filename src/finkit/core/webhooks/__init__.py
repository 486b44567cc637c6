"""Webhook subscriptions, signed delivery from the event outbox, retries and replay."""
