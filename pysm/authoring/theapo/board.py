"""A TheApo level's board in the terms of case-format-3.md: rooms, floors, objects and their
instances, blocking, windows and doors, people's traits.

TheApo's facts this follows (its engine, read for them):
- a room char of `roomMap` is a room when some cell has it; `.` is a cell in no room;
- a cell's objects are those of `groundMap` and `topMap`; the top object, else the ground one,
  decides whether one may stand there (a void cell never);
- "beside an object" is orthogonal and in the same room, and never beside the object one stands
  on: beds, cars, boats and carriages pair up two cells (row by row, the right neighbour first,
  else the one below, same type and room), tables, carpets, streets and paths are one object per
  connected run within a room, every other object is one per cell. Such an object of several
  cells becomes one `one = true` key here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from pysm.authoring.theapo.level import VOID, Level
from pysm.core import diskcache, resources
from pysm.core.model import cell_name
from pysm.language import lexicon

# TheApo's object types -> pysm's lexicon ids (pysm/lang/objects.toml); a type not here is
# declared in the case as a type of its own.
OBJECT_IDS = {
    "chair": "chair",
    "bed": "bed",
    "bench": "bench",
    "carpet": "carpet",
    "plant": "plant",
    "table": "table",
    "tree": "tree",
    "box": "box",
    "statue": "statue",
    "shrub": "bush",
    "boulder": "rock",
    "trash": "bin",
    "street": "street",
    "path": "path",
    "deckchair": "deckchair",
    "throne": "throne",
    "wheelchair": "wheelchair",
    "car": "car",
    "carriage": "carriage",
    "boat": "boat",
    "sled": "sled",
    "gondola": "gondola",
    "tent": "tent",
    "hammock": "hammock",
    "hottub": "hot_tub",
    "shower": "shower",
    "toilet": "toilet",
    "parasol": "parasol",
    "paravent": "folding_screen",
    "gymmat": "gym_mat",
    "divingboard": "diving_board",
    "slide": "slide",
    "horse": "horse",
    "mud": "mud",
    "oil": "oil",
    "waterlily": "water_lily",
    "tv": "tv",
    "shelf": "shelf",
    "pc": "computer",
    "locker": "locker",
    "washingmachine": "washing_machine",
    "fridge": "fridge",
    "lamp": "lamp",
    "piano": "grand_piano",
    "crate": "crate",
    "gift": "gift",
    "cash": "cash_register",
    "punchbag": "punching_bag",
    "fuelpump": "fuel_pump",
    "cow": "cow",
    "pig": "pig",
    "chicken": "chicken",
    "goat": "goat",
    "bear": "bear",
    "lion": "lion",
    "monkey": "monkey",
    "elephant": "elephant",
    "parrot": "parrot",
    "penguin": "penguin",
    "flamingo": "flamingo",
    "hay": "haystack",
    "rubble": "rubble",
    "campfire": "campfire",
    "grill": "grill",
    "snowman": "snowman",
    "skirack": "ski_rack",
    "blackboard": "blackboard",
    "skeleton": "skeleton",
    "ivdrip": "drip_stand",
    "candle": "candelabra",
    "fireplace": "fireplace",
    "barrel": "barrel",
    "armor": "armour",
    "weaponrack": "weapon_rack",
}
PAIRED = {"bed", "car", "boat", "carriage"}  # two cells, one object
MERGED = {"table", "carpet", "street", "path"}  # a connected run in one room, one object

# TheApo's trait names and values -> pysm's (pysm/lang/traits.toml); keyed by object: looked up with raw JSON values
TRAIT_NAMES: dict[object, str] = {
    "glasses": "glasses",
    "beard": "beard",
    "bald": "bald",
    "hair": "hair",
    "hairstyle": "hairstyle",
    "beardStyle": "beard_style",
    "glassesColor": "glasses_colour",
    "glassesShape": "glasses_shape",
}
TRAIT_VALUES = {
    "combOver": "combover",
    "longCenter": "long_center",
    "longM": "long_loose",
    "ponytailLeft": "ponytail_left",
    "ponytailRight": "ponytail_right",
    "sidePart": "side_part",
}

FLOORS = {  # indoor words, then outdoor words, per language
    "en": (
        ("wood", "tiles", "stone", "carpet", "parquet", "marble", "linoleum", "slate"),
        ("grass", "gravel", "sand", "paving", "earth", "moss"),
    ),
    "es": (
        ("madera", "baldosas", "piedra", "moqueta", "parqué", "mármol", "linóleo", "pizarra"),
        ("césped", "grava", "arena", "adoquines", "tierra", "musgo"),
    ),
    "nl": (
        ("hout", "tegels", "steen", "tapijt", "parket", "marmer", "linoleum", "leisteen"),
        ("gras", "grind", "zand", "klinkers", "aarde", "mos"),
    ),
}
# Object keys in the order they are handed out; none is '.', a space, a quote or a backslash.
KEYS = (
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-/:;<=>?@[]^_`{|}~"
    "αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"
)


@functools.cache
def _room_names() -> dict:
    return diskcache.toml(resources.lang_dir() / "theapo-rooms.toml")["room"]


def room_name(name_key: str, lang: str) -> str:
    """The room's name in `lang` (pysm/lang/theapo-rooms.toml), else one made of its key."""
    tail = name_key.split(".", 1)[-1]
    entry = _room_names().get(tail)
    if entry is not None and lang in entry:
        return entry[lang]
    if entry is not None and "en" in entry:
        return entry["en"]
    return tail[:1].upper() + tail[1:] if tail else "Room"


@dataclass
class Thing:
    """One object as TheApo counts it: its type, its cells and the layer it lies in."""

    type: str
    cells: list[tuple[int, int]]  # 0-based (row, column)
    layer: str  # "ground" or "top"
    char: str  # its char in the level's map


class Board:
    """The level's board, worked out once for the converter and the writer."""

    def __init__(self, level: Level, lang: str):
        self.level, self.lang, self.n = level, lang, level.width
        self.used_rooms = sorted({ch for row in level.room_map for ch in row if ch != VOID})
        self.room_of = {(r, c): ch for r, row in enumerate(level.room_map) for c, ch in enumerate(row)}
        self.things = self._things()
        self.names = self._names()
        # room char -> pysm's room key (a letter, then a digit past 26 rooms)
        self.keys = {ch: chr(ord("A") + i) if i < 26 else str(i - 26) for i, ch in enumerate(self.used_rooms)}

    # ---- rooms ---------------------------------------------------------------------------

    def outdoors(self, key: str) -> bool:
        return bool(self.level.rooms[key].get("outside"))

    def _names(self) -> dict[str, str]:
        """room char -> its name, a number added where two rooms of the level share one."""
        names: dict[str, str] = {}
        seen: dict[str, int] = {}
        for key in self.used_rooms:
            name = room_name(str(self.level.rooms[key].get("nameKey", key)), self.lang)
            norm = lexicon.normalize(name)
            seen[norm] = seen.get(norm, 0) + 1
            names[key] = name if seen[norm] == 1 else f"{name} {seen[norm]}"
        return names

    def neighbours(self, key: str) -> set[str]:
        """Rooms sharing a cell edge with room `key` (never itself, never the void)."""
        out = set()
        for (r, c), ch in self.room_of.items():
            if ch != key:
                continue
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                other = self.room_of.get(near)
                if other not in (None, VOID, key):
                    out.add(other)
        return out

    def floors(self) -> dict[str, str]:
        """room char -> a floor word, neighbours always apart (greedy, in key order)."""
        indoor, outdoor = FLOORS.get(self.lang, FLOORS["en"])
        out: dict[str, str] = {}
        for key in self.used_rooms:
            taken = {out[k] for k in self.neighbours(key) if k in out}
            words = outdoor + indoor if self.outdoors(key) else indoor + outdoor
            free = [w for w in words if w not in taken]
            out[key] = (
                free[0] if free else next(f"{words[0]} {i}" for i in range(2, 99) if f"{words[0]} {i}" not in taken)
            )
        return out

    # ---- objects -------------------------------------------------------------------------

    def object_type(self, char: str) -> str:
        return self.level.objects[char]["type"]

    def _layer(self, name: str):
        rows = self.level.ground_map if name == "ground" else self.level.top_map
        return {(r, c): ch for r, row in enumerate(rows or ()) for c, ch in enumerate(row) if ch != VOID}

    def _things(self) -> list[Thing]:
        """Every object as TheApo counts it (see the module's docstring)."""
        things: list[Thing] = []
        layers = {name: self._layer(name) for name in ("ground", "top")}
        # Paired objects: the top layer, row by row, the right neighbour first, else the one below.
        top = layers["top"]
        consumed: set[tuple[int, int]] = set()
        for r, c in sorted(top):
            t = self.object_type(top[(r, c)])
            if t not in PAIRED or (r, c) in consumed:
                continue
            consumed.add((r, c))
            cells = [(r, c)]
            for near in ((r, c + 1), (r + 1, c)):
                if (
                    near in top
                    and near not in consumed
                    and self.object_type(top[near]) == t
                    and self.room_of.get(near) == self.room_of[(r, c)]
                ):
                    cells.append(near)
                    consumed.add(near)
                    break
            things.append(Thing(t, cells, "top", top[(r, c)]))
        # Merged objects: a connected run of the type in one room, over both layers.
        merged_at: dict[str, set[tuple[int, int]]] = {}
        for _name, cells in layers.items():
            for cell, ch in cells.items():
                t = self.object_type(ch)
                if t in MERGED:
                    merged_at.setdefault(t, set()).add(cell)
        done: set[tuple[str, tuple[int, int]]] = set()
        for t in sorted(merged_at):
            for start in sorted(merged_at[t]):
                if (t, start) in done:
                    continue
                group, todo = [start], [start]
                done.add((t, start))
                while todo:
                    r, c = todo.pop()
                    for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if (
                            near in merged_at[t]
                            and (t, near) not in done
                            and self.room_of.get(near) == self.room_of[start]
                        ):
                            done.add((t, near))
                            group.append(near)
                            todo.append(near)
                layer = (
                    "ground" if start in layers["ground"] and self.object_type(layers["ground"][start]) == t else "top"
                )
                char = layers[layer][start]
                things.append(Thing(t, sorted(group), layer, char))
        # Every other object: one per cell.
        for name, cells in layers.items():
            for cell, ch in sorted(cells.items()):
                t = self.object_type(ch)
                if t not in PAIRED and t not in MERGED:
                    things.append(Thing(t, [cell], name, ch))
                elif t in PAIRED and name == "ground":
                    things.append(Thing(t, [cell], name, ch))
        return things

    def objects_at(self, r: int, c: int) -> set[str]:
        """The pysm ids of the objects on a cell (0-based)."""
        return {self.pysm_id(t.type) for t in self.things if (r, c) in t.cells}

    def cells_with(self, obj: str) -> list[tuple[int, int]]:
        """The cells (0-based) holding an object of pysm id `obj`."""
        return sorted({cell for t in self.things if self.pysm_id(t.type) == obj for cell in t.cells})

    def pysm_id(self, theapo_type: str) -> str:
        return OBJECT_IDS.get(theapo_type) or own_type_id(theapo_type)

    def blocked(self, r: int, c: int) -> bool:
        """Whether TheApo lets nobody stand on the cell (0-based)."""
        if self.room_of[(r, c)] == VOID:
            return True
        for name in ("top", "ground"):
            ch = self._layer(name).get((r, c))
            if ch is not None:
                return not self.level.objects[ch]["occupiable"]
        return False

    def cell(self, r: int, c: int) -> str:
        """A 0-based cell as pysm names it ("A1")."""
        return cell_name(r + 1, c + 1)


def own_type_id(theapo_type: str) -> str:
    """The id of a type pysm's lexicon lacks, declared in the case ([object_type])."""
    word = "".join(ch if ch.isascii() and ch.isalnum() else "_" for ch in theapo_type.lower()).strip("_")
    word = word if word and word[0].isalpha() else f"t_{word}"
    return f"{word}_object" if word in lexicon.object_ids() else word


def trait(name: object, value: object) -> tuple[str, str | bool] | None:
    """A TheApo attribute as a pysm trait (name, TOML value), None for one pysm has not."""
    from pysm.language import traits

    pname = TRAIT_NAMES.get(name)
    if pname is None:
        return None
    if traits.is_flag(pname):
        return (pname, value) if isinstance(value, bool) else None
    pvalue = TRAIT_VALUES.get(value, value) if isinstance(value, str) else None
    return (pname, pvalue) if pvalue in traits.values(pname) else None
