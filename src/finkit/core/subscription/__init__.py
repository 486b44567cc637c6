"""Subscription tiers: what each tier unlocks (``plans.PLANS``, the one table), and metered AI usage."""
