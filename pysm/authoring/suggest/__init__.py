"""Repairs: the sentences that make a failing case publishable, or the ones that contradict.

The library behind `pysm suggest`. For a case with several solutions, or one that cannot
be solved step by step:

1. the intended solution is the case's [solution] (the first answer set that agrees with
   it), else the unique one, else the `pick`-th answer set in pysm's stable order (the
   order of `pysm solve --all`: by the people's cells, in the case's person order). With
   neither, the first answer set is repaired, then answer sets that fewer sentences could
   single out are sought (a clingo search over the answer sets and the sentences about the
   speakers' own cells, with the answer sets to rule out added as they are found), and the
   one with the fewest sentences is kept, the earlier in stable order on a tie;
2. the candidates are the sentences true in that solution, on each person's card
   (pysm.authoring.gen_clues.true_clues, the generator's own reading of clue truth), minus those
   already on the card, those the card conventions forbid (the victim's card holds the victim
   sentence and at most one more) and kinds left out with `kinds`. They are the sentences of
   clue-language.md, and those of any other card kind (pysm.core.kinds.SUGGEST_KINDS) that
   `kinds` asks for;
3. an implicit hitting set, solved by clingo: choose the fewest candidates (then the
   fewest on people the diagnosis does not name, then the easiest kinds) that meet every
   "cut" found so far. A second answer set T gives the cut "one of the candidates false
   in T" (nothing else removes T). A proof that stops (or needs a step above the level
   asked for) at candidates Z gives the cut "one candidate that removes a cell of Z, or a
   company clue not tried yet": the step families only ever remove cells, so clues that
   remove nothing from Z leave Z a fixpoint and the proof stops there again. Each round
   tests the chosen set (uniqueness solve, then the proof) and adds the cut it fails,
   until a set passes: the fewest sentences among the candidates. A round budget bounds
   the search; past it a greedy repair takes over;
4. every proposed sentence is checked to be needed (drop it: the case fails again), and
   phrased in the case's language by the renderer (pysm.language.cards.render_clue, its first
   natural form), so it parses back to the clue it came from.

For a case without a solution: one assumption per sentence, clingo's unsatisfiable core,
shrunk by dropping each sentence whose removal leaves the rest unsatisfiable, so that
removing any one of those left makes the others satisfiable.

`edit_text` puts the sentences into the file's own text (TOML or JSON): only the card
strings change; comments, order and layout stay.

One job per module: `answers` (the answer sets in stable order), `contradiction` (the
unsatisfiable core), `repair` (candidates, cuts, the hitting set), `fewest` (the answer set
fewer sentences single out), `edit` (the file's text), `run` (one suggest run, from
diagnosis to proposals) and `results` (what a run hands back). The command line's part of
`pysm suggest` (its options, its output) is pysm.cli.suggest.
"""

from __future__ import annotations

from pysm.authoring.suggest.answers import answer_sets, first_answer_set
from pysm.authoring.suggest.contradiction import contradiction
from pysm.authoring.suggest.edit import edit_text
from pysm.authoring.suggest.repair import drawn_kinds, world_of
from pysm.authoring.suggest.results import CoreSentence, Proposal, Suggestion, clue_identity
from pysm.authoring.suggest.run import check_kinds, suggest
from pysm.core.errors import SuggestError

__all__ = [
    "Suggestion",
    "Proposal",
    "CoreSentence",
    "SuggestError",
    "suggest",
    "edit_text",
    "answer_sets",
    "first_answer_set",
    "contradiction",
    "world_of",
    "clue_identity",
    "check_kinds",
    "drawn_kinds",
]
