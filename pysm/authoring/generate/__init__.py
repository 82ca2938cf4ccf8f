"""Make new cases: a world, true clues until one solution can be reached step by step, cards.

The library behind `pysm generate`. For one seed:

1. draw a world (pysm.authoring.gen_board): rooms, floors, objects, people and where they stood;
2. give every person but the victim one true clue, then, while clingo finds a second
   solution, add a true clue that the second solution breaks (counterexample-guided; when
   only full cards could break it, a clue on one of them gives way to one that does);
3. while the step-by-step prover gets stuck, or needs a step above the level asked for,
   add a true clue that rules out many of the cells a person still had at that point;
4. drop every clue the case can do without (still unique, still provable within the
   level: the drops on uniqueness first, then one proof of what is left), keeping one
   clue per card; no card holds more than two, the victim's card the
   victim sentence and at most one more;
5. for levels 2 and 3, swap clues for weaker ones while the proof gets no easier, to make
   its hardest step of the level asked for, and drop what is no longer needed; a seed
   draws a few worlds and keeps the one whose proof comes closest to that level;
6. phrase the cards in the case's language (pysm.language.cards.render_clue, the parser's own data),
   varying the sentence forms, and write the case file text;
7. load that text back and verify it as `pysm verify` does, and check that every card
   parses back to the clues the generator chose. A card's sentences keep the order the
   search gave its clues (drawn as they were added), so when the text loads back to the
   facts the search proved, that proof is the text's and only the uniqueness solve is run
   again. A seed that fails any of this is skipped; the next seed is tried.

Candidate cases live in memory (pysm.core.model.Case) and go to clingo directly; only the
finished case becomes a file. Only random.Random(seed-derived string) draws anything,
so a seed gives the same case (with --spread: given the same cases in the folder).

One job per module: `request` (what may be asked, the rules run), `search` (steps 2-5 on one
world), `tally` (--spread's counts), `phrasing` (step 6), `drafting` (one seed's case),
`acceptance` (step 7), `placing` (title, file name, writing through pysm.core.files) and
`batch` (a run over consecutive seeds).
"""

from __future__ import annotations

from pysm.authoring.generate.acceptance import check
from pysm.authoring.generate.batch import run
from pysm.authoring.generate.drafting import Draft, draft
from pysm.authoring.generate.placing import Outcome, place
from pysm.authoring.generate.request import LEVELS, MAX_SIZE, MIN_SIZE, Engine, GenerateError
from pysm.authoring.generate.tally import Tally

__all__ = [
    "Engine",
    "GenerateError",
    "Draft",
    "draft",
    "check",
    "Tally",
    "Outcome",
    "place",
    "run",
    "LEVELS",
    "MIN_SIZE",
    "MAX_SIZE",
]
