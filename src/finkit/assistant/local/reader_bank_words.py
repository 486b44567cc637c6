"""Words of the bank descriptions (issue 27): words left in a question that the statement's rows say
("wise", "foreign transaction fees") are read as a text filter and said back.
"""

from __future__ import annotations

import re
from itertools import pairwise

from finkit.assistant.local.reader_clash import payees_sharing
from finkit.assistant.local.reader_model import Query, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_norm import blank
from finkit.assistant.local.reader_text_guess import text_guess
from finkit.assistant.local.reader_words import (
    FILLERS,
    MONEY_IN_AFTER,
    MONTH,
    NOUNS,
    USE_WORDS,
    statement_word,
)

#: A month's name said where the period reader read none ("feb and march together"): a period not read,
#: never words of the bank descriptions (a text filter on "feb" found no money at all).
_MONTH_WORD = re.compile(rf"{MONTH}")
#: Words joining or setting against each other two things said ("maccas vs dominos", "shell or bp").
_JOINED = re.compile(r"\b(?:vs|v|versus|or|and|n|plus|than)\b|[,&+/]")


def read_bank_words(q: Query, rest: str, vocab: Vocabulary, low: str) -> str:
    """Runs of unread words that all appear in the bank descriptions become a text filter."""
    run: list[re.Match[str]] = []
    runs: list[list[re.Match[str]]] = []
    for m in re.finditer(r"[a-z][a-z']*", rest):
        word = m.group(0)
        if _MONTH_WORD.fullmatch(word):
            if run:
                runs.append(run)
                run = []
            continue
        if word in USE_WORDS:
            # "for the business", "personal": the use of a cost (its business share), never a word to find
            # in the bank descriptions ("WESTPAC BUSINESS ONE"): left unread, and asked about
            if run:
                runs.append(run)
                run = []
            continue
        # "cash" is a filler ("how much cash did I spend"), but "cash deposits" are the rows the statement
        # says so of, when it does
        said_of_deposits = word in vocab.words and MONEY_IN_AFTER.match(rest, m.end()) is not None
        if (word in FILLERS and not said_of_deposits) or (
            word in NOUNS and word not in vocab.words and word.rstrip("s") not in vocab.words
        ):
            if run:
                runs.append(run)
                run = []
            continue
        stem = word[:-1] if word.endswith("s") and len(word) > 3 else word
        if (
            word not in vocab.words
            and stem not in vocab.words
            and (same := statement_word(stem, vocab.words))
        ):
            word = stem = same  # "chemist": the statement says "pharmacy"
        if len(word) >= 3 and (word in vocab.words or stem in vocab.words):
            if (
                run
                and (
                    rest[run[-1].end() : m.start()].strip() not in ("", "@")  # ("bank@post": one name)
                    # "maccas vs dominos", "shell or bp": two things joined, never one phrase to find
                    or _JOINED.search(low[run[-1].end() : m.start()])
                )
            ):
                runs.append(run)
                run = []
            run.append(m)
        elif run:
            runs.append(run)
            run = []
    if run:
        runs.append(run)
    for found in runs:
        # "wise payments": the payments are what is counted, not words to find; but a run the statement says
        # whole ("international transaction fee") keeps its nouns
        while (
            found
            and found[-1].group(0) in NOUNS
            and not (len(found) > 2 and all(_in_words(m.group(0), vocab) for m in found))
            # ("direct debits": the statement's phrase, kept whole; "linen debits": the payments out)
            and not (len(found) > 1 and found[-1].group(0) in ("debit", "debits"))
        ):
            found = found[:-1]
        if not found:
            continue
        words = [
            m.group(0)
            if m.group(0) in vocab.words
            else statement_word(m.group(0).rstrip("s"), vocab.words) or m.group(0)
            for m in found
        ]
        last = words[-1]
        if last.endswith("s") and last[:-1] in vocab.words:
            words[-1] = last[:-1]
        # the words as said between them: a space, or "@" ("bank@post" is on the statement as one word)
        gaps = [rest[a.end() : b.start()].strip() or " " for a, b in pairwise(found)]
        phrase = words[0] + "".join(gap + w for gap, w in zip(gaps, words[1:], strict=True))
        said = re.escape(
            found[0].group(0) + "".join(g + m.group(0) for g, m in zip(gaps, found[1:], strict=True))
        )
        if len(found) == 1 and len(shared := payees_sharing(phrase, vocab)) > 1:
            # "nsw": Service NSW (the rego) or Revenue NSW (a fine), words of the statement that two different
            # payees' names hold: which one is asked, never the rows of both summed
            q.ambiguous.append(f"“{phrase}” could be {' or '.join(shared[:6])}")
            rest = blank(rest, found[0].start(), found[-1].end())
            continue
        alone = not any(t.merchant or t.merchants or t.category_ids for t in q.things)
        if (guess := text_guess(phrase, vocab, alone)) is not None:
            # "the council", "the ute", "house" (inside "warehouse"): a search of the descriptions would be a
            # guess at what the word names; asked, saying both readings
            q.ambiguous.append(guess)
            rest = blank(rest, found[0].start(), found[-1].end())
            continue
        if alone and q.flow == "income" and (payer := _part_of_one_payer(phrase, vocab)) is not None:
            # "what did i make from bread": only some of one payer's deposits say "bread" (its others an
            # invoice number), so the search gives a part of that payer's money: asked, never the part given
            q.ambiguous.append(
                f"“{phrase}” is said on some of {payer}'s payments to you, not all: only those, or all that "
                f"{payer} paid you"
            )
            rest = blank(rest, found[0].start(), found[-1].end())
            continue
        if (
            alone
            and q.measure in ("clients", "count_clients", "top_client")
            and re.search(rf"\bfor\s+(?:the\s+|my\s+|their\s+|some\s+)?{said}", low)
        ):
            # "who paid me for pet portraits": a kind of work, which the bank's words say on only some of the
            # payments for it (the others a name or a number): the clients whose rows say it would be a
            # narrower list than the one asked, so asked, never given
            q.ambiguous.append(
                f"“{phrase}” is said on some payments to you, but the bank's words cannot tell every payment "
                "for that work: only the payments that say it, or which clients"
            )
            rest = blank(rest, found[0].start(), found[-1].end())
            continue
        if alone and (payers := _payers_said_as_one(phrase, said, low, vocab)):
            # "how much did wise pay me": a word of the bank's (a transfer service) said as the payer, on the
            # deposits of several payers (a publisher and a guest): whose is asked, never all of them summed
            q.ambiguous.append(
                f"“{phrase}” is no payer's name but is said on the payments to you of {' and '.join(payers[:4])}: "
                "which one, or all of them together"
            )
            rest = blank(rest, found[0].start(), found[-1].end())
            continue
        one = re.search(rf"\bthe\s+{said}\b(?!\s+(?:clients?|customers?|couples|jobs|payments|payers))", low)
        # words only money in was ever described with ("chpm": a trust's deposits) are a payer's: "who paid
        # more", "how many chpm batches" read the money in, as a payer named by name is
        said_words = re.findall(r"[a-z][a-z']{2,}", phrase)
        paid_in = bool(said_words) and all(w in vocab.earning_words for w in said_words)
        q.things.append(
            Thing(f"rows mentioning “{phrase}”", phrase, text=phrase, one=bool(one), money_in=paid_in)
        )
        rest = blank(rest, found[0].start(), found[-1].end())
    return rest


def _phrase_words(phrase: str) -> set[str]:
    """The words of a phrase of the bank's that a payer's deposits are looked up by (three letters or more)."""
    return set(re.findall(r"[a-z][a-z']{2,}", phrase))


def _part_of_one_payer(phrase: str, vocab: Vocabulary) -> str | None:
    """The one payer some but not all of whose deposits say ``phrase``'s words (none of which its name or
    its initials are), when no other payer's deposits say them; else None."""
    every = vocab.merchant_words
    words = _phrase_words(phrase)
    if every is None or vocab.deposit_word_payers is None or not words:
        return None
    payers = vocab.payers_saying(words)
    if len(payers) != 1:
        return None
    (payer,) = payers
    names = _name_words(payer)
    initials = "".join(n[0] for n in names if n not in ("of", "and", "the"))
    if words <= every.get(payer, frozenset()) or words & {*names, initials}:
        return None  # (the payer's own name, or its initials: "ato", the Australian Taxation Office)
    return payer


#: Words said as the one who paid ("did wise pay me", "what wise paid us"), after the name.
_PAID_ME = r"\s+(?:pay|pays|paid|send|sends|sent|transfer|transferred)\s+(?:me|us)\b"


def _payers_said_as_one(phrase: str, said: str, low: str, vocab: Vocabulary) -> list[str]:
    """The payers (two or more) whose deposits say ``phrase``'s words, none of them by its name, when the
    question says the phrase as the one who paid ("did wise pay me"); else none."""
    words = _phrase_words(phrase)
    if vocab.deposit_word_payers is None or not words or not re.search(rf"\b{said}{_PAID_ME}", low):
        return []
    payers = vocab.payers_saying(words)
    if any(words & set(_name_words(p)) for p in payers):
        return []  # (a payer named by its own name is that payer)
    return sorted(payers) if len(payers) > 1 else []


def _in_words(word: str, vocab: Vocabulary) -> bool:
    """``word`` (or its singular, or the statement's own word for it: "intl") is a word of the statement."""
    return (
        word in vocab.words
        or (word.endswith("s") and word[:-1] in vocab.words)
        or statement_word(word, vocab.words) is not None
    )
