"""The append-only activity log: sign-ins, key changes and every create, update and delete."""
