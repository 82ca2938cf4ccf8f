"""One TheApo level as the text of a pysm case (case-format-3.md), cards in pysm's own sentences.

The case is read back by pysm's loader before it is handed out: a card whose sentences pysm
would read otherwise than the level means is refused, never written.
"""

from __future__ import annotations

from pysm.authoring.theapo import board as boards
from pysm.authoring.theapo.clues import Reader, Refused, Speaker
from pysm.authoring.theapo.level import VOID, Level
from pysm.case import loader
from pysm.case.casefile import toml_key, toml_string
from pysm.core.model import OPTIONAL_FAMILIES, PUBLISHED_SIZES, CaseInvalid, Clue, cell_name
from pysm.language import cards, lexicon

__all__ = ["convert", "Refused"]

TITLE_LANGS = {"es": ("es", "en"), "nl": ("nl", "en"), "en": ("en",)}
ARTICLE_CLASS = {"en": "a", "es": "m", "nl": "de"}  # for a type of the level's own


def convert(level: Level, lang: str) -> str:
    """The case's TOML text; Refused with the reason when pysm cannot say what the level says."""
    board = boards.Board(level, lang)
    n = level.width
    if not PUBLISHED_SIZES[0] <= n <= loader.MAX_SIZE:
        raise Refused(f"a {n}x{n} board: pysm reads boards of {PUBLISHED_SIZES[0]} to {loader.MAX_SIZE}")
    people = [*level.suspects, level.victim]
    if len(people) != n:
        raise Refused(f"{len(people)} people on a {n}x{n} board: pysm's rules place one person per row and column")
    bad = [p.name for p in people if p.traits.get("gender") not in ("f", "m")]
    if bad:
        raise Refused(f"{', '.join(bad)}: no gender f or m, which pysm's sentences need")
    genders: dict[str, str] = {p.id: str(p.traits["gender"]) for p in people}
    if level.global_clues:
        raise Refused("clues of nobody's card besides the board clues (globalClues) have no pysm reading")
    reader = Reader(board)
    rooms = {board.keys[k]: board.names[k] for k in board.used_rooms}
    cards_of: dict[str, list[Clue]] = {}
    for p in level.suspects:
        try:
            cards_of[p.id] = reader.card(Speaker(p.id, p.name, genders[p.id]), p.clues)
        except Refused as exc:
            raise Refused(f"{p.name}'s card: {exc}") from None
    scene: list[Clue] = []
    for i, c in enumerate(level.board_clues):
        try:
            scene += reader.scene(c)
        except Refused as exc:
            raise Refused(f"board clue {i + 1}: {exc}") from None
    texts = {}
    for p in level.suspects:
        try:
            texts[p.id] = (
                cards.render_card(cards_of[p.id], lang=lang, gender=genders[p.id], size=n, rooms=rooms)
                if cards_of[p.id]
                else ""
            )
        except ValueError as exc:  # a clue the language's sentences cannot write
            raise Refused(f"{p.name}'s card: {exc}") from None
        if not texts[p.id]:
            raise Refused(f"{p.name}'s card says nothing pysm can write (a card needs a sentence)")
    texts["victim"] = cards.render_card([Clue("victim")], lang=lang, gender=genders["victim"], size=n, rooms=rooms)
    try:
        scene_text = [cards.render_clue(c, lang=lang, gender="f", size=n, rooms=rooms) for c in scene]
    except ValueError as exc:
        raise Refused(f"board clues: {exc}") from None
    text = _toml(level, board, lang, texts, scene_text)
    _check(level, text, lang, cards_of, scene)
    return text


def _title(level: Level, lang: str) -> str:
    for code in TITLE_LANGS.get(lang, (lang,)):
        if isinstance(level.titles.get(code), str) and level.titles[code].strip():
            return level.titles[code]
    return level.title or level.stem


def _keys(level: Level, board: boards.Board):
    """Object keys: one per object of several cells (one = true), one per type and standing for
    the rest; the [object] entries; and the two grids."""
    n = level.width
    grids = {"ground": [["."] * n for _ in range(n)], "top": [["."] * n for _ in range(n)]}
    entries: dict[str, str] = {}
    shared: dict[tuple[str, bool], str | None] = {}
    free = iter(boards.KEYS)
    for thing in board.things:
        oid = board.pysm_id(thing.type)
        standable = bool(level.objects[thing.char]["occupiable"])
        if len(thing.cells) > 1:
            key = next(free, None)
            entry = f"{{ noun = {toml_string(oid)}, one = true{_standing(oid, standable, level)} }}"
        else:
            key = shared.get((oid, standable))
            entry = None
            if key is None:
                key = shared[(oid, standable)] = next(free, None)
                suffix = _standing(oid, standable, level)
                entry = f"{{ noun = {toml_string(oid)}{suffix} }}" if suffix else toml_string(oid)
        if key is None:
            raise Refused(f"more than {len(boards.KEYS)} different objects")
        if entry is not None:
            entries[key] = entry
        for r, c in thing.cells:
            grids[thing.layer][r][c] = key
    return entries, grids


def _standing(oid: str, standable: bool, level: Level) -> str:
    """', standable = ...' where the level's word differs from the type's (lexicon or own)."""
    if oid in lexicon.object_ids():
        default = lexicon.object_class(oid) == "occupiable"
    else:
        return ""  # the case's own type takes the level's word (object_type)
    return "" if default == standable else f", standable = {'true' if standable else 'false'}"


def _own_types(level: Level, board: boards.Board, lang: str) -> list[str]:
    lines = []
    for t in sorted({t.type for t in board.things if t.type not in boards.OBJECT_IDS}):
        oid = boards.own_type_id(t)
        chars = [ch for ch, o in level.objects.items() if o["type"] == t]
        standable = all(level.objects[ch]["occupiable"] for ch in chars)
        noun = t.lower()
        lines += [
            "",
            f"[object_type.{oid}]",
            f"standable = {'true' if standable else 'false'}",
            f"{lang} = {{ noun = {toml_string(noun)}, plural = {toml_string(noun + 's')}, "
            f"class = {toml_string(ARTICLE_CLASS.get(lang, 'a'))} }}",
        ]
    return lines


def _toml(level: Level, board: boards.Board, lang: str, texts: dict, scene_text: list[str]) -> str:
    n = level.width
    lines = [
        f"# Imported from TheApo's Murdoku level {toml_string(level.stem + '.json')} by pysm import theapo.",
        f"title = {toml_string(_title(level, lang))}",
    ]
    if level.author:
        lines.append(f"author = {toml_string(level.author)}")
    lines.append(f"language = {toml_string(lang)}")
    if n not in PUBLISHED_SIZES:
        lines.append("large_board = true")
    # TheApo's own deduction reads the board in every one of pysm's optional ways: a person's cells on one
    # row and one column, a line's last open cell, rooms counted over the suspects, whole lines and
    # capacities, and the lines a scene count's or a described person's cells lie in
    lines.append(f"step_families = [{', '.join(toml_string(f) for f in OPTIONAL_FAMILIES)}]")
    keys = board.keys
    if len(keys) > 36:
        raise Refused(f"{len(keys)} rooms: pysm's room keys are one letter or digit")
    lines += ["", 'rooms = """']
    lines += [" ".join(keys.get(ch, VOID) for ch in row) for row in level.room_map]
    lines.append('"""')
    entries, grids = _keys(level, board)
    for field, name in (("ground", "ground"), ("objects", "top")):
        if any(ch != "." for row in grids[name] for ch in row):
            lines += ["", f'{field} = """'] + [" ".join(row) for row in grids[name]] + ['"""']
    sides = {"windows": level.windows, "doors": level.doors}
    if any(sides.values()) or scene_text:
        lines.append("")
    for field, edges in sides.items():
        if edges:
            lines.append(
                f"{field} = [" + ", ".join(toml_string(f"{cell_name(r + 1, c + 1)} {s}") for r, c, s in edges) + "]"
            )
    if scene_text:
        lines.append("scene = [" + ", ".join(map(toml_string, scene_text)) + "]")
    floors = board.floors()
    for ch in board.used_rooms:
        lines += [
            "",
            f"[room.{keys[ch]}]",
            f"name = {toml_string(board.names[ch])}",
            f"floor = {toml_string(floors[ch])}",
        ]
        if board.outdoors(ch):
            lines.append("outdoors = true")
    if entries:
        lines += ["", "[object]"] + [
            f"{toml_key(k) if k.isalnum() else toml_string(k)} = {v}" for k, v in entries.items()
        ]
    lines += _own_types(level, board, lang)
    for p in (*level.suspects, level.victim):
        lines += [
            "",
            "[[person]]",
            f"name = {toml_string(p.name)}",
            f"gender = {toml_string(p.traits['gender'])}",
            f"card = {toml_string(texts[p.id])}",
        ]
        traits = [t for name, value in sorted(p.traits.items()) if (t := boards.trait(name, value)) is not None]
        if traits:
            lines.append(
                "traits = { "
                + ", ".join(
                    f"{name} = {'true' if v is True else 'false' if v is False else toml_string(v)}"
                    for name, v in sorted(traits)
                )
                + " }"
            )
    return "\n".join(lines) + "\n"


def _check(level: Level, text: str, lang: str, cards_of: dict, scene: list[Clue]) -> None:
    """The case as pysm reads it: valid, blocking as TheApo's, and every card read as meant."""
    path = f"{level.stem}.toml"
    try:
        case = loader.load(path, text)
    except CaseInvalid as exc:
        raise Refused(f"pysm does not accept the case it would write: {exc.errors[0].message}") from None
    board = boards.Board(level, lang)
    from pysm.case import objects as case_objects

    for r in range(level.width):
        for c in range(level.width):
            if board.blocked(r, c) != case_objects.blocked(case, r + 1, c + 1):
                raise Refused(
                    f"cell {cell_name(r + 1, c + 1)}: whether one may stand there cannot be said "
                    "object by object as the level says it"
                )
    names = {p.id: p.name for p in level.suspects}
    for person in case.people:
        pid = next((i for i, nm in names.items() if nm == person.name), None)
        if pid is None:
            continue
        said = [(c.kind, c.params) for c in person.clues]
        meant = [(c.kind, c.params) for c in cards_of[pid]]
        if sorted(said, key=repr) != sorted(meant, key=repr):
            raise Refused(f"{person.name}'s card '{person.card}' reads back as {said}, not {meant}")
    if sorted(((c.kind, c.params) for c in case.scene), key=repr) != sorted(
        ((c.kind, c.params) for c in scene), key=repr
    ):
        raise Refused("the board clues read back otherwise than meant")
