"""The Integration API's core: batch creation with idempotency keys, and integration tokens."""
