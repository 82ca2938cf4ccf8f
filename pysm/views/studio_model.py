"""The case as the studio's board edits it: read from the text without judging it, changed by
one edit, written back as TOML by pysm's own case writer (pysm.case.casefile.dump_case).

The verifier judges the text; this reading only needs the shape of a case (a square rooms
grid, tables where tables go), so that an author can paint rooms and place people while a card
is still wrong. It keeps every field of case format 3 (docs/case-format-3.md) the writer writes
back: cells in no room, rooms outdoors, objects over several cells, stated blocking, the case's
own object types, traits as each person lists them, author, step families, boards to 12x12.
A text it cannot read as that shape is refused with the reason: the author fixes it in the
text first.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any, NoReturn, cast

from pysm.authoring import gen_data
from pysm.case import objects as case_objects
from pysm.case.casefile import dump_case
from pysm.case.loader import MAX_BYTES, MAX_SIZE, MIN_SIZE, decode
from pysm.core.errors import CaseInvalid, StudioError
from pysm.core.model import OPTIONAL_FAMILIES, SIDES, VOID, Case, ObjectType, Person, Room, Whole, cell_name, parse_cell
from pysm.language import lexicon
from pysm.language import traits as trait_data

ROOM_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_COMMENT = re.compile(r"\A((?:[ \t]*#[^\n]*\n|[ \t]*\n)*)")


def _floors(lang: str) -> tuple[str, ...]:
    return gen_data.load(lang if lang in gen_data.languages() else "en").floors_indoor


def _room_name(case: Case | None, lang: str) -> str:
    """A room name of the language (pysm generate's) the case does not use yet."""
    taken = {r.name for r in case.rooms} if case is not None else set()
    data = gen_data.load(lang if lang in gen_data.languages() else "en")
    return next((n for t in data.room_types for n in t.names if n not in taken), f"Room {len(taken) + 1}")


def refuse(message: str) -> NoReturn:
    raise StudioError(422, message)


def sound_text(text: str, what: str = "the case") -> None:
    """StudioError unless `text` is within the case-size limit and valid Unicode (a JSON request
    can carry a lone surrogate, which no file and no answer can hold)."""
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError as exc:
        raise StudioError(
            422, f"{what} holds a lone surrogate at character {exc.start + 1}, which is not a character"
        ) from None
    if size > MAX_BYTES:
        raise StudioError(413, f"{what} is larger than {MAX_BYTES} bytes")


def draft(rel: str, text: str) -> Case:
    """The case's shape from its text; StudioError(422) naming what keeps the board from reading it."""
    sound_text(text)
    try:
        data = decode(rel, text, rel.lower().endswith(".json"))
    except CaseInvalid as exc:
        first = exc.errors[0] if getattr(exc, "errors", None) else exc
        refuse(f"the text is not a case yet: {first}")
    lang = cast(str, data.get("language") if data.get("language") in lexicon.LANGUAGES else "en")
    grid = _rows(data.get("rooms"), "rooms")
    size = len(grid)
    if not MIN_SIZE <= size <= MAX_SIZE or any(len(row) != size for row in grid):
        refuse(f"the rooms grid must be N rows of N keys (N from {MIN_SIZE} to {MAX_SIZE}); fix it in the text")
    tables = cast(dict, data.get("room") if isinstance(data.get("room"), dict) else {})
    rooms = {}
    for key in list(tables) + [k for row in grid for k in row]:
        t = cast(dict, tables.get(key) if isinstance(tables.get(key), dict) else {})
        if key not in rooms and key != VOID:
            rooms[key] = Room(key, _str(t.get("name"), key), _str(t.get("floor"), ""), t.get("outdoors") is True)
    types = _own_types(data, lang)
    objects, wholes, blocking = _objects(data, size, lang, types, grid)
    people = []
    for p in cast(list, data.get("person") if isinstance(data.get("person"), list) else ()):
        if isinstance(p, dict):
            people.append(
                Person(
                    _str(p.get("name"), ""),
                    _str(p.get("gender"), "f"),
                    _str(p.get("card"), ""),
                    traits=_listed_traits(p.get("traits")),
                )
            )
    sol = cast(dict, data.get("solution") if isinstance(data.get("solution"), dict) else {})
    solution = tuple((k, v) for k, v in sol.items() if k != "murderer" and isinstance(v, str)) or None
    murderer = sol.get("murderer") if isinstance(sol.get("murderer"), str) else None
    scene = tuple(
        s for s in cast(list, data.get("scene") if isinstance(data.get("scene"), list) else ()) if isinstance(s, str)
    )
    families = cast(list, data.get("step_families") if isinstance(data.get("step_families"), list) else ())
    return Case(
        id=rel,
        file=rel,
        title=_str(data.get("title"), ""),
        language=lang,
        size=size,
        rooms=tuple(rooms.values()),
        grid=tuple(tuple(r) for r in grid),
        objects=objects,
        people=tuple(people),
        solution=solution,
        murderer=murderer,
        scene_text=scene,
        windows=_sides(data.get("windows"), size),
        doors=_sides(data.get("doors"), size),
        wholes=wholes,
        object_types=tuple(types.values()),
        blocking=blocking,
        author=_str(data.get("author"), ""),
        step_families=tuple(f for f in families if f in OPTIONAL_FAMILIES),
    )


def _listed_traits(raw) -> tuple[tuple[str, str], ...]:
    """The traits as the person's table lists them (a flag as "yes" / "no"), not completed with the
    flags other people list: the text keeps what the author wrote."""
    out = []
    for name, value in raw.items() if isinstance(raw, dict) else ():
        if not isinstance(name, str) or name not in trait_data.known():
            refuse(f"'{name}' is not a trait pysm knows (known: {', '.join(trait_data.known())}); fix it in the text")
        if trait_data.is_flag(name) and isinstance(value, bool):
            out.append((name, trait_data.YES if value else trait_data.NO))
        elif not trait_data.is_flag(name) and value in trait_data.values(name):
            out.append((name, value))
        else:
            refuse(f"trait {name} = {value!r} is not one of its values; fix it in the text")
    return tuple(sorted(out))


def write(case: Case, old_text: str = "") -> str:
    """The case as TOML, the old text's opening comment lines kept; StudioError(422) for a case the
    writer cannot write (more kinds of object cells than it has keys)."""
    opening = _COMMENT.match(old_text)
    assert opening is not None  # (the pattern matches at the start of any text, if only emptily)
    head = opening.group(1).strip("\n")
    comment = "\n".join(line.strip()[1:].lstrip() if line.strip() else "" for line in head.splitlines())
    try:
        return dump_case(case, comment=comment or None)
    except ValueError as exc:
        refuse(f"the case cannot be written: {exc}")


def _str(value, default: str) -> str:
    return value if isinstance(value, str) else default


def _rows(raw, field: str) -> list[list[str]]:
    if isinstance(raw, list) and all(isinstance(x, str) for x in raw):
        lines = raw
    elif isinstance(raw, str):
        lines = raw.splitlines()
    else:
        refuse(f"the case has no '{field}' grid the board can read; write it in the text")
    return [list("".join(line.split())) for line in lines if line.strip()]


def _own_types(data: dict, lang: str) -> dict[str, ObjectType]:
    """[object_type.ID]: the case's own object types (the verifier judges their words)."""
    raw = cast(dict, data.get("object_type") if isinstance(data.get("object_type"), dict) else {})
    types = {}
    for tid, table in raw.items():
        if not isinstance(table, dict) or not isinstance(table.get("standable"), bool):
            refuse(f"object type '{tid}' needs standable = true or false; fix it in the text")
        words = tuple(
            (code, w["noun"], w["plural"], w["class"])
            for code in lexicon.LANGUAGES
            if isinstance(w := table.get(code), dict)
            and all(isinstance(w.get(k), str) for k in ("noun", "plural", "class"))
        )
        types[tid] = ObjectType(tid, not table["standable"], words)
    return types


def _object_id(noun, lang: str, types: dict[str, ObjectType]) -> str | None:
    if not isinstance(noun, str):
        return None
    oid = lexicon.object_id(noun, lang)
    if oid is not None:
        return oid
    norm = lexicon.normalize(noun)
    return next(
        (
            t.id
            for t in types.values()
            if norm == t.id
            or any(lexicon.normalize(w) == norm for code, n, p, _ in t.words if code == lang for w in (n, p))
        ),
        None,
    )


def _objects(data: dict, size: int, lang: str, types: dict[str, ObjectType], grid):
    """The objects of each cell (both grids, objects and ground), the wholes (keys with one = true)
    and the cells whose blocking a key states (standable), as the loader reads them."""
    table = cast(dict, data.get("object") if isinstance(data.get("object"), dict) else {})
    kinds: dict[str, tuple[str, ...]] = {}
    options: dict[str, dict[str, bool]] = {}
    for key, entry in table.items():
        options[key] = {
            k: entry[k] for k in ("one", "standable") if isinstance(entry, dict) and isinstance(entry.get(k), bool)
        }
        nouns = entry.get("noun") if isinstance(entry, dict) else entry
        nouns = [nouns] if isinstance(nouns, str) else nouns if isinstance(nouns, list) else []
        ids = [_object_id(n, lang, types) for n in nouns]
        if None in ids or not ids:
            refuse(f"object '{key}' names no object pysm knows; fix it in the text")
        kinds[key] = tuple(sorted(set(cast(list[str], ids))))  # (no None: refused above)
    cells: list[list[tuple[str, ...]]] = [[() for _ in range(size)] for _ in range(size)]
    cells_of: dict[str, list[tuple[int, int]]] = {}
    for field in ("ground", "objects"):
        if data.get(field) is None:
            continue
        rows = _rows(data[field], field)
        if len(rows) != size or any(len(r) != size for r in rows):
            refuse(f"the {field} grid must be {size} rows of {size} keys; fix it in the text")
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                if ch != "." and ch in kinds:  # (one on a cell in no room is kept for the verifier to report)
                    cells[r][c] = tuple(sorted(set(cells[r][c]) | set(kinds[ch])))
                    cells_of.setdefault(ch, []).append((r + 1, c + 1))
    wholes = tuple(
        Whole(key, kinds[key][0], tuple(sorted(set(at))))
        for key, at in sorted(cells_of.items())
        if options[key].get("one") and len(kinds[key]) == 1
    )
    stated: dict[tuple[int, int], list[bool]] = {}
    for key, at in cells_of.items():
        if "standable" in options[key]:
            for cell in at:
                stated.setdefault(cell, []).append(not options[key]["standable"])
    solid = {o: case_objects.solid(o, types.get(o)) for row in cells for ids in row for o in ids}
    blocking = tuple(
        (
            r,
            c,
            any(blocks)
            or any(
                solid[o]
                for key, at in cells_of.items()
                if (r, c) in at and "standable" not in options[key]
                for o in kinds[key]
            ),
        )
        for (r, c), blocks in sorted(stated.items())
    )
    return tuple(tuple(row) for row in cells), wholes, blocking


def _sides(raw, size: int) -> tuple[tuple[int, int, str], ...]:
    out = []
    for entry in raw if isinstance(raw, list) else ():
        parts = entry.split() if isinstance(entry, str) else []
        cell = parse_cell(parts[0], size) if len(parts) == 2 else None
        if cell is None or parts[1].lower() not in SIDES:
            refuse(f"'{entry}' is not a cell and a side (like \"B2 E\"); fix it in the text")
        out.append((cell[0], cell[1], parts[1].lower()))
    return tuple(out)


# ---- edits ---------------------------------------------------------------------------------


def empty(size: int, lang: str, title: str = "") -> Case:
    """A board of one room at `size`, nobody on it yet."""
    if not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        refuse(f"the size must be from {MIN_SIZE} to {MAX_SIZE}")
    if lang not in lexicon.LANGUAGES:
        refuse(f"the language must be one of {', '.join(lexicon.LANGUAGES)}")
    sound_text(title, "the title")
    room = Room("A", _room_name(None, lang), _floors(lang)[0])
    return Case(
        id="new",
        file="new",
        title=title,
        language=lang,
        size=size,
        rooms=(room,),
        grid=tuple(("A",) * size for _ in range(size)),
        objects=tuple(((),) * size for _ in range(size)),
        people=(),
    )


def apply(case: Case, edit: dict) -> Case:
    """The case after one edit of the board or the people (StudioError(400/422) for a bad one)."""
    op = edit.get("op")
    handler = EDITS.get(op) if isinstance(op, str) else None
    if handler is None:
        raise StudioError(400, f"unknown edit {op!r}; known: {', '.join(sorted(EDITS))}")
    return handler(case, edit)


def _cell(case: Case, edit: dict) -> tuple[int, int]:
    name = edit.get("cell")
    pos = parse_cell(name, case.size) if isinstance(name, str) else None
    if pos is None:
        raise StudioError(400, f"{name!r} is not a cell of the {case.size}x{case.size} board")
    return pos


def _text(edit: dict, field: str, *, empty_ok: bool = False) -> str:
    value = edit.get(field)
    if not isinstance(value, str) or len(value) > 2000 or (not empty_ok and not value.strip()):
        raise StudioError(400, f"'{field}' must be a{'' if empty_ok else ' non-empty'} string")
    sound_text(value, f"'{field}'")
    return value.strip() if not empty_ok else value


def _neighbours(case: Case, key: str) -> set[str]:
    out = set()
    for r in range(case.size):
        for c in range(case.size):
            if case.grid[r][c] != key:
                continue
            for r2, c2 in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= r2 < case.size and 0 <= c2 < case.size and case.grid[r2][c2] not in (key, VOID):
                    out.add(case.grid[r2][c2])
    return out


def _pieces(cells) -> list[tuple[tuple[int, int], ...]]:
    """The cells in pieces that touch side by side, each sorted, the pieces in the cells' order."""
    left, out = sorted(set(cells)), []
    while left:
        piece, todo = {left[0]}, [left[0]]
        while todo:
            r, c = todo.pop()
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if near in left and near not in piece:
                    piece.add(near)
                    todo.append(near)
        out.append(tuple(sorted(piece)))
        left = [cell for cell in left if cell not in piece]
    return out


def _settled(case: Case) -> Case:
    """After the objects changed: a whole keeps the cells that still hold its object (in pieces
    that touch, each its own whole), a stated blocking stays only where objects are."""
    wholes = []
    for w in case.wholes:
        cells = [cell for cell in w.cells if w.object in case.objects_at(*cell)]
        wholes += [Whole(w.key if i == 0 else f"{w.key}~{i}", w.object, part) for i, part in enumerate(_pieces(cells))]
    blocking = [b for b in case.blocking if case.objects_at(b[0], b[1])]
    for w in wholes:  # one object is stood on alike on all its cells: else its type says
        if len({next((b[2] for b in blocking if b[:2] == cell), None) for cell in w.cells}) > 1:
            blocking = [b for b in blocking if b[:2] not in w.cells]
    return dataclasses.replace(case, wholes=tuple(wholes), blocking=tuple(blocking))


def _unstated(case: Case, *cells) -> Case:
    """The cells' blocking left to their objects' types again."""
    return dataclasses.replace(case, blocking=tuple(b for b in case.blocking if b[:2] not in cells))


def _emptied(case: Case, r: int, c: int) -> Case:
    """The cell without objects or anyone the solution puts there (its windows and doors stay:
    on a cell in no room they are openings in the wall of the room beside it)."""
    cells = [list(row) for row in case.objects]
    cells[r - 1][c - 1] = ()
    name = cell_name(r, c)
    solution = None if case.solution is None else tuple(e for e in case.solution if e[1] != name) or None
    case = dataclasses.replace(case, objects=tuple(tuple(row) for row in cells), solution=solution)
    return _settled(_unstated(case, (r, c)))


def _cleared(case: Case, r: int, c: int) -> Case:
    """The cell without objects, windows, doors, or anyone the solution puts there."""
    case = _emptied(case, r, c)
    return dataclasses.replace(
        case,
        windows=tuple(e for e in case.windows if e[:2] != (r, c)),
        doors=tuple(e for e in case.doors if e[:2] != (r, c)),
    )


def paint(case: Case, edit: dict) -> Case:
    """A cell, or the rectangle from `cell` to `to` (a drag), joins a room; room "new" starts a room
    (next free key, a floor its neighbours lack); room "." puts the cells in no room (outside the
    building: nothing stands there, so their objects and placements go)."""
    r, c = _cell(case, edit)
    r2, c2 = _cell(case, {"cell": edit["to"]}) if "to" in edit else (r, c)
    cells = [(i, j) for i in range(min(r, r2), max(r, r2) + 1) for j in range(min(c, c2), max(c, c2) + 1)]
    key = edit.get("room")
    rooms = list(case.rooms)
    if not isinstance(key, str):
        raise StudioError(400, "a paint edit names a room key, new, or . (no room)")
    if key == "new":
        used = {room.key for room in rooms}
        key = next((k for k in ROOM_KEYS if k not in used), None)
        if key is None:
            refuse("no room key left")
        rooms.append(Room(key, _room_name(case, case.language), ""))
    elif key != VOID and key not in {room.key for room in rooms}:
        raise StudioError(400, f"no room {key!r} in the case")
    grid = [list(row) for row in case.grid]
    for i, j in cells:
        if key == VOID and grid[i - 1][j - 1] != VOID:
            case = _emptied(case, i, j)
        grid[i - 1][j - 1] = key
    if all(k == VOID for row in grid for k in row):
        refuse("a board needs at least one cell in a room")
    used = {k for row in grid for k in row}
    new = dataclasses.replace(
        case, grid=tuple(tuple(row) for row in grid), rooms=tuple(room for room in rooms if room.key in used)
    )
    if key == VOID:
        return new
    room = new.room(key)
    if not room.floor or room.floor in {new.room(k).floor for k in _neighbours(new, key)}:
        taken = {new.room(k).floor for k in _neighbours(new, key)}
        floor = next((f for f in _floors(case.language) if f not in taken), room.floor)
        new = _replace_room(new, dataclasses.replace(room, floor=floor))
    return new


def _replace_room(case: Case, room: Room) -> Case:
    return dataclasses.replace(case, rooms=tuple(room if r.key == room.key else r for r in case.rooms))


def room(case: Case, edit: dict) -> Case:
    """A room's name, floor, and whether it is outdoors."""
    key = edit.get("key")
    if not isinstance(key, str) or key not in {r.key for r in case.rooms}:
        raise StudioError(400, f"no room {key!r} in the case")
    old = case.room(key)
    name = _text(edit, "name") if "name" in edit else old.name
    floor = _text(edit, "floor") if "floor" in edit else old.floor
    outdoors = edit.get("outdoors", old.outdoors)
    if not isinstance(outdoors, bool):
        raise StudioError(400, "outdoors must be true or false")
    return _replace_room(case, Room(key, name, floor, outdoors))


def _object_ids(case: Case) -> tuple[str, ...]:
    """What the object tool may place: the lexicon's objects and the case's own types."""
    return lexicon.object_ids() + tuple(t.id for t in case.object_types)


def _in_room(case: Case, r: int, c: int) -> None:
    if case.is_void(r, c):
        refuse(f"{cell_name(r, c)} is in no room: nothing stands outside the rooms")


def place_object(case: Case, edit: dict) -> Case:
    """The cell's object: an object id (objects.toml, or a type of the case's own), or "" to clear
    the cell. The cell leaves a whole of another object, and its blocking is its new object's."""
    r, c = _cell(case, edit)
    obj = edit.get("object", "")
    if not isinstance(obj, str) or (obj and obj not in _object_ids(case)):
        raise StudioError(400, f"unknown object {obj!r}")
    if obj:
        _in_room(case, r, c)
    cells = [list(row) for row in case.objects]
    cells[r - 1][c - 1] = (obj,) if obj else ()
    return _settled(_unstated(dataclasses.replace(case, objects=tuple(tuple(row) for row in cells)), (r, c)))


def move_object(case: Case, edit: dict) -> Case:
    """The objects of `cell` moved to `to` (whose objects they replace), with their blocking and
    their place in a whole."""
    r, c = _cell(case, edit)
    r2, c2 = _cell(case, {"cell": edit.get("to")})
    if (r, c) == (r2, c2):
        return case
    _in_room(case, r2, c2)
    cells = [list(row) for row in case.objects]
    cells[r2 - 1][c2 - 1], cells[r - 1][c - 1] = cells[r - 1][c - 1], ()
    moved = [(r2, c2, b) for rr, cc, b in case.blocking if (rr, cc) == (r, c)]
    wholes = tuple(
        dataclasses.replace(w, cells=tuple(sorted({(r2, c2) if x == (r, c) else x for x in w.cells if x != (r2, c2)})))
        for w in case.wholes
    )
    case = _unstated(case, (r, c), (r2, c2))
    return _settled(
        dataclasses.replace(
            case,
            objects=tuple(tuple(row) for row in cells),
            wholes=wholes,
            blocking=tuple(sorted(case.blocking + tuple(moved))),
        )
    )


def side(case: Case, edit: dict) -> Case:
    """A window or door on a side of a cell, added or (when there) removed."""
    r, c = _cell(case, edit)
    kind, where = edit.get("kind"), edit.get("side")
    if kind not in ("window", "door") or where not in SIDES:
        raise StudioError(400, "a side edit needs kind window or door and side n, e, s or w")
    field = "windows" if kind == "window" else "doors"
    have = list(getattr(case, field))
    entry = (r, c, where)
    have = [e for e in have if e != entry] if entry in have else have + [entry]
    changes: dict[str, Any] = {field: tuple(have)}
    return dataclasses.replace(case, **changes)


def erase(case: Case, edit: dict) -> Case:
    """The cell cleared of its object, windows, doors and whoever the solution puts there."""
    return _cleared(case, *_cell(case, edit))


def place_person(case: Case, edit: dict) -> Case:
    """The [solution]'s cell for a person (the placement the author intends)."""
    r, c = _cell(case, edit)
    _in_room(case, r, c)
    name = case.people[_index(case, edit)].name
    cells = [(k, v) for k, v in (case.solution or ()) if k != name]
    cells.append((name, cell_name(r, c)))
    order = {p.name: i for i, p in enumerate(case.people)}
    return dataclasses.replace(case, solution=tuple(sorted(cells, key=lambda e: order.get(e[0], len(order)))))


def _gender(edit: dict, default: str) -> str:
    g = edit.get("gender", default)
    if g not in ("f", "m"):
        raise StudioError(400, "gender must be f or m")
    return g


def _index(case: Case, edit: dict) -> int:
    i = edit.get("index")
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(case.people):
        raise StudioError(400, f"no person number {i!r}")
    return i


def add_person(case: Case, edit: dict) -> Case:
    name = _text(edit, "name")
    if any(p.name == name for p in case.people):
        refuse(f"the case already has someone named {name}")
    card = _text(edit, "card", empty_ok=True) if "card" in edit else ""
    return dataclasses.replace(case, people=case.people + (Person(name, _gender(edit, "f"), card),))


def person(case: Case, edit: dict) -> Case:
    """A person's name (also in the solution), gender or card."""
    i = _index(case, edit)
    old = case.people[i]
    name = _text(edit, "name") if "name" in edit else old.name
    if name != old.name and any(p.name == name for p in case.people):
        refuse(f"the case already has someone named {name}")
    card = _text(edit, "card", empty_ok=True) if "card" in edit else old.card
    people = list(case.people)
    people[i] = Person(name, _gender(edit, old.gender), card, traits=old.traits)
    solution = None if case.solution is None else tuple((name if k == old.name else k, v) for k, v in case.solution)
    murderer = name if case.murderer == old.name else case.murderer
    return dataclasses.replace(case, people=tuple(people), solution=solution, murderer=murderer)


def trait(case: Case, edit: dict) -> Case:
    """One trait of a person set (a flag true or false, a value of the trait's) or, with value
    null, removed (pysm/lang/traits.toml has the traits and their values)."""
    i = _index(case, edit)
    name, value = edit.get("trait"), edit.get("value")
    if not isinstance(name, str) or name not in trait_data.known():
        raise StudioError(400, f"unknown trait {name!r}; known: {', '.join(trait_data.known())}")
    if value is None:
        written = None
    elif trait_data.is_flag(name) and isinstance(value, bool):
        written = trait_data.YES if value else trait_data.NO
    elif not trait_data.is_flag(name) and isinstance(value, str) and value in trait_data.values(name):
        written = value
    else:
        allowed = "true or false" if trait_data.is_flag(name) else ", ".join(trait_data.values(name))
        raise StudioError(400, f"{name} takes {allowed}, or null to remove it")
    old = case.people[i]
    traits = tuple(sorted([t for t in old.traits if t[0] != name] + ([(name, written)] if written else [])))
    people = list(case.people)
    people[i] = dataclasses.replace(old, traits=traits)
    return dataclasses.replace(case, people=tuple(people))


def remove_person(case: Case, edit: dict) -> Case:
    i = _index(case, edit)
    gone = case.people[i].name
    solution = None if case.solution is None else tuple((k, v) for k, v in case.solution if k != gone) or None
    return dataclasses.replace(
        case,
        people=case.people[:i] + case.people[i + 1 :],
        solution=solution,
        murderer=None if case.murderer == gone else case.murderer,
    )


def title(case: Case, edit: dict) -> Case:
    return dataclasses.replace(case, title=_text(edit, "title", empty_ok=True).strip())


EDITS = {
    "paint": paint,
    "room": room,
    "object": place_object,
    "move": move_object,
    "side": side,
    "erase": erase,
    "place": place_person,
    "add_person": add_person,
    "person": person,
    "remove_person": remove_person,
    "title": title,
    "trait": trait,
}


def shape(case: Case) -> dict:
    """The case as the page's tools show it: rooms, people, what stands on each cell, the objects
    an author may place (id and noun in the case's language), the traits a person may have (ids, and
    the words the page shows for them in the case's language)."""
    cells = {}
    for r in range(1, case.size + 1):
        for c in range(1, case.size + 1):
            name = cell_name(r, c)
            room = case.room_at(r, c)
            cells[name] = {
                "room": room,
                "void": room == VOID,
                "objects": list(case.objects_at(r, c)),
                "sides": [e[2] for e in case.windows if e[:2] == (r, c)],
                "doors": [e[2] for e in case.doors if e[:2] == (r, c)],
            }
    return {
        "size": case.size,
        "language": case.language,
        "title": case.title,
        "rooms": [{"key": r.key, "name": r.name, "floor": r.floor, "outdoors": r.outdoors} for r in case.rooms],
        "people": [
            {
                "name": p.name,
                "gender": p.gender,
                "card": p.card,
                "traits": {t: (v == trait_data.YES if trait_data.is_flag(t) else v) for t, v in p.traits},
            }
            for p in case.people
        ],
        "solution": dict(case.solution or ()),
        "murderer": case.murderer,
        "cells": cells,
        "objects": [{"id": o, "noun": case_objects.noun(case, o)} for o in _object_ids(case)],
        "traits": [
            {
                "name": t["name"],
                "label": t["label"],
                "flag": trait_data.is_flag(t["name"]),
                "values": [] if trait_data.is_flag(t["name"]) else [v["value"] for v in t["values"]],
                "labels": {v["value"]: v["label"] for v in t["values"]},
            }
            for t in trait_data.labels(case.language)
        ],
    }
