"""Users and their accounts: sign-up, password checks, tiers, and building an AccountContext."""
