"""The review queue: what needs the person, asked once per group of alike rows, and learned from.

Read-only over the books (``queue.review_queue``): rows that are uncategorised, flagged for review,
guessed below certainty, or waiting on a tax verdict (``sources.QUESTION_SOURCES``, in order), grouped
by merchant and direction into items whose ids follow from the group, so a listing's id is still the
item's id at decision time. Deciding (``decide.settle_item``) edits every row of the group as the
person's own and remembers the answer as a rule (``remember``); the use case ``usecases.review``
settles it. The reports ask ``pending.pending_review`` how much of their period still waits.
"""
