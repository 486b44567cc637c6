"""Tax-deduction analysis: a deterministic, explainable engine over a knowledge base of ATO rules.

``knowledge`` holds the rules and their sources, ``engine`` applies them to plain facts (no database),
``service`` loads stored transactions, categories and merchant history, runs the engine and optionally
saves the results. Enrichers (``engine.Enricher``) may add findings later (e.g. a language model)
without replacing the rules.
"""
