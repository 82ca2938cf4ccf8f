"""What a case's objects are: the lexicon's types and the ones the case declares (case-format-3.md).

Every reader that asks whether an object blocks its cell, or how it is written, asks here, so a type
of the case's own [object_type] and a cell whose blocking the case states read the same everywhere.
"""

from __future__ import annotations

from pysm.core.model import Case, ObjectType
from pysm.language import lexicon as language


def declared(case: Case, obj: str) -> ObjectType | None:
    return next((t for t in case.object_types if t.id == obj), None)


def solid(obj: str, own: ObjectType | None = None) -> bool:
    """The one rule of whether an object of this type blocks its cell: the case's declaration of the type
    (`own`) when it has one, else the lexicon's class. The loader, the facts, the studio and the generator
    all ask here, so that they cannot disagree."""
    return own.solid if own is not None else language.object_class(obj) == "solid"


def is_solid(case: Case, obj: str) -> bool:
    """Whether an object of this type blocks its cell in this case."""
    return solid(obj, declared(case, obj))


def blocked(case: Case, row: int, col: int) -> bool:
    """Whether nobody may stand on the cell: in no room, stated so by the case, or a solid object."""
    if case.is_void(row, col):
        return True
    stated = next((b for r, c, b in case.blocking if (r, c) == (row, col)), None)
    if stated is not None:
        return stated
    return any(is_solid(case, o) for o in case.objects_at(row, col))


def noun(case: Case, obj: str, lang: str | None = None) -> str:
    """The object's noun in a language (the case's by default): the case's own words for its types."""
    lang = lang or case.language
    own = declared(case, obj)
    if own is None:
        return language.object_noun(obj, lang)
    return next((n for code, n, _, _ in own.words if code == lang), obj)
