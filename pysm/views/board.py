"""Draw a board in the terminal: walls between rooms, windows, doors, objects, people or candidates.

Each cell is three characters wide. Walls are drawn only where two rooms meet
(and around the board), so the rooms read as the printed case shows them. A window
(case-format-2.md) is a W on its side of the cell ("-W-" on a top or bottom side, "W"
on a left or right side), a door a D; both show whether or not a wall is there.
"""

from __future__ import annotations

from pysm.case import objects as case_objects
from pysm.core.model import Case, cell_name, parse_cell


def _marks(case: Case, people: dict[str, str] | None) -> dict[tuple[int, int], str]:
    """Three-character labels for placed people: a unique short form of each name."""
    if not people:
        return {}
    names = [p.name for p in case.people if p.name in people]
    labels: dict[str, str] = {}
    for width in (3, 2, 1):
        short = {n: n.replace("\n", " ")[:width] for n in names}
        if len(set(short.values())) == len(names):
            labels = short
            break
    if not labels:
        labels = {n: str(i + 1) for i, n in enumerate(names)}
    out = {}
    for name in names:
        pos = parse_cell(people[name], case.size)
        if pos:
            out[pos] = labels[name]
    return out


def _object_mark(case: Case, r: int, c: int) -> str:
    objs = case.objects_at(r, c)
    if not objs:
        return "."
    return "#" if case_objects.blocked(case, r, c) else "o"


def draw(case: Case, people: dict[str, str] | None = None, counts: dict[tuple[int, int], int] | None = None) -> str:
    """The board as text. people: person -> cell; counts: cell -> a number to show (candidates)."""
    n = case.size
    marks = _marks(case, people)
    # sides carrying a window or door, as (row, col, side) with the cell below / right of the side
    openings: dict[tuple[int, int, str], str] = {}
    for letter, items in (("W", case.windows), ("D", case.doors)):
        for r0, c0, side in items:
            place = {"n": (r0, c0, "top"), "s": (r0 + 1, c0, "top"), "w": (r0, c0, "left"), "e": (r0, c0 + 1, "left")}[
                side
            ]
            openings.setdefault(place, letter)
    lines = ["    " + "".join(f" {chr(ord('A') + c)}  " for c in range(n))]

    def room(r, c):  # a cell in no room is outside the building, like the world past the board
        return case.room_at(r, c) if 1 <= r <= n and 1 <= c <= n and not case.is_void(r, c) else None

    def h_wall(r, c):  # the wall above cell (r, c)
        return 1 <= c <= n and room(r - 1, c) != room(r, c)

    def v_wall(r, c):  # the wall left of cell (r, c)
        return 1 <= r <= n and room(r, c - 1) != room(r, c)

    def joint(r, c):  # the point above-left of cell (r, c)
        return "+" if h_wall(r, c - 1) or h_wall(r, c) or v_wall(r - 1, c) or v_wall(r, c) else " "

    for r in range(1, n + 2):
        line = "   "
        for c in range(1, n + 1):
            mark = openings.get((r, c, "top"))
            side = "-" if h_wall(r, c) else " "
            line += joint(r, c) + (side + mark + side if mark else side * 3)
        lines.append(line + joint(r, n + 1))
        if r > n:
            break

        def v_side(c, r=r):
            return openings.get((r, c, "left")) or ("|" if v_wall(r, c) else " ")

        row = f"{r:>2} " + v_side(1)
        for c in range(1, n + 1):
            if (r, c) in marks:
                label = marks[(r, c)].ljust(3)[:3]
            elif case.is_void(r, c):
                label = "   "
            elif counts is not None and counts.get((r, c)):
                label = f" {counts[(r, c)]} "
            else:
                label = f" {_object_mark(case, r, c)} "
            row += label + v_side(c + 1)
        lines.append(row)
    return "\n".join(lines)


def first_cell(case: Case, key: str) -> tuple[int, int]:
    """The room's first cell in reading order (row, column): how the legend points at a room,
    since the board shows no room letters (a room key like A or D would read as a column or a
    door)."""
    return next(
        ((r, c) for r in range(1, case.size + 1) for c in range(1, case.size + 1) if case.room_at(r, c) == key),
        (case.size + 1, 0),
    )


def legend(case: Case, counts: bool = False, lang: str | None = None) -> str:
    """Room names, each after its first cell, and the marks of the board, in the case's language
    or `lang` (with counts: what a number means too)."""
    from pysm.language import ui

    lang = lang or case.language
    placed = sorted((first_cell(case, r.key), r.name) for r in case.rooms)
    rooms = ", ".join(f"{cell_name(*at)} {name}" for at, name in placed)
    marks = ui.say(lang, "marks")
    if case.windows or case.doors:
        marks += "   " + ui.say(lang, "openings")
    if counts:
        marks = ui.say(lang, "counts") + " " + marks
    return f"{ui.say(lang, 'rooms')}: {rooms}\n{marks}"


def where(case: Case, name: str, cell: str, lang: str | None = None) -> str:
    """'Ana  B3  Biblioteca, sobre silla': object nouns and words in the case's language or `lang`."""
    from pysm.language import ui

    lang = lang or case.language
    pos = parse_cell(cell, case.size)
    if pos is None:
        return f"{name}  {cell}"
    r, c = pos
    objs = case.objects_at(r, c)
    nouns = "/".join(case_objects.noun(case, o, lang) for o in objs)
    on = ", " + ui.say(lang, "on", objects=nouns) if objs else ""
    if case.is_void(r, c):
        return f"{name}  {cell_name(r, c)}"
    return f"{name}  {cell_name(r, c)}  {case.room(case.room_at(r, c)).name}{on}"
