"""TheApo's clues as pysm clues that mean the same, or the reason pysm cannot say one.

Each of TheApo's clue types is read as its engine decides it (its `test`), and written as pysm
clues of the same meaning under the rules both share (one person per row and column, the victim
alone with exactly one other person). Where the two readings part:

- TheApo's "alone with a woman" and "someone else ... in her room" count suspects only; pysm's
  count every person, the victim too. They differ only when the victim is in the speaker's room,
  where TheApo's clue can never hold (the speaker is then the murderer, the one suspect there):
  so the clue is pysm's plus "not in the same room as the victim".
- TheApo's "in the same room as a plant / north of every plant, in another room" is about every
  plant of the board; pysm's every restricts to the plants of other rooms: TheApo's meaning is
  pysm's plus "there was no plant in her room".
- "North of every woman" holds in TheApo when there is no other woman; pysm's needs one: such a
  clue says nothing and is left out.
- "Beside an object" never counts the object one stands on (board.py declares those objects).

A clue tree is flattened: "and" becomes several sentences, "or" of two cell clues of one kind
"either", a negation the kind's negation ("not beside any of X, Y, Z": "not beside X" for each).
Anything else is refused with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from pysm.authoring.theapo import board as boards
from pysm.authoring.theapo.board import Board
from pysm.core.errors import PysmError
from pysm.core.model import CARD_KINDS, KINDS, SCENE_KINDS, Clue, base_kind
from pysm.language import traits


class Refused(PysmError):
    """pysm cannot say what the level says; the message says what and why (a verdict on the level, as a
    failing case is: exit status 1)."""

    exit_status = 1


DIRECTIONS = ("north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest")
LINES = {"row": "row", "col": "column", "either": "row_or_column"}
QUALS = {"any": "any", "same": "same_room", "other": "other_room"}
OCCUPANCY: dict[object, str] = {
    "atLeast": "at_least",
    "atMost": "at_most",
    "exactly": "exactly",
    "notExactly": "not_exactly",
}
CELL_TERMS = ("room", "row", "column", "on", "next_to")  # what `either` takes
OTHER = {"f": "m", "m": "f"}
OPPOSITE = {
    "north": "south",
    "south": "north",
    "east": "west",
    "west": "east",
    "northeast": "southwest",
    "southwest": "northeast",
    "northwest": "southeast",
    "southeast": "northwest",
}


def clue(kind: str, *params) -> Clue:
    """A pysm clue; Refused when this pysm lacks the kind (clue language 3 not merged yet)."""
    base = base_kind(kind)
    if base not in KINDS:
        raise Refused(f"needs the clue kind '{base}' (clue language 3), which this pysm does not have")
    c = Clue.of(kind, *params)
    try:
        c.check()
    except ValueError as exc:
        raise Refused(f"cannot be said in pysm's clues: {exc}") from None
    return c


def negation(c: Clue) -> Clue:
    kind = c.negation_kind()
    if kind not in CARD_KINDS and kind not in SCENE_KINDS:
        raise Refused(f"'{c.kind}' has no negated sentence in pysm")
    return Clue.of(kind, *c.params)


@dataclass
class Speaker:
    id: str
    name: str
    gender: str


class Reader:
    """Reads the clue trees of one level against its board and people."""

    def __init__(self, board: Board):
        self.board, self.level = board, board.level
        self.people = {p.id: p for p in (*self.level.suspects, self.level.victim)}
        self.victim = self.level.victim.name

    # ---- helpers -------------------------------------------------------------------------

    def name(self, pid) -> str:
        if pid not in self.people:
            raise Refused(f"names person '{pid}', whom the level does not have")
        return self.people[pid].name

    def gender_of(self, pid: str) -> str | None:
        return self.people[pid].traits.get("gender")

    def room(self, key) -> str:
        if key not in self.board.used_rooms:
            raise Refused(f"names room '{key}', which is on no cell of the board")
        return self.board.keys[key]

    def obj(self, theapo_type) -> str:
        if not isinstance(theapo_type, str):
            raise Refused("an object clue without an object type")
        return self.board.pysm_id(theapo_type)

    def direction(self, d) -> str:
        if d not in DIRECTIONS:
            raise Refused(f"unknown direction {d!r}")
        return d

    def cardinal(self, d) -> str:
        if d not in DIRECTIONS[:4]:
            raise Refused(f"an exact offset needs north, south, east or west, not {d!r}")
        return d

    def number(self, value, low: int = 0) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise Refused(f"{value!r} is not a count pysm can write")
        return value

    def gender_value(self, c: dict) -> str:
        if c.get("attribute") != "gender" or c.get("value") not in ("f", "m"):
            raise Refused(f"'{c['type']}' needs a gender here, not the trait {c.get('attribute')!r}")
        return c["value"]

    def who(self, c: dict, base: str = "anyone"):
        """TheApo's attribute = value as pysm's people: "f" / "m" for a gender, else people of a trait
        ("with", base, trait, value) of clue language 3."""
        if c.get("attribute") == "gender":
            return self.gender_value(c)
        found = boards.trait(c.get("attribute"), c.get("value"))
        if found is None:
            raise Refused(f"the trait {c.get('attribute')!r} = {c.get('value')!r} is not one of pysm's traits")
        name, value = found
        value = ("yes" if value else "no") if isinstance(value, bool) else value
        if traits.words(name, value, self.board.lang) is None:
            raise Refused(f"people with {name} = {value} have no words in pysm's sentences")
        return ("with", base, name, value)

    def others(self, speaker: Speaker, attribute: str, value) -> list[str]:
        """The people other than the speaker (the victim included) with attribute = value."""
        return [pid for pid, p in self.people.items() if pid != speaker.id and p.traits.get(attribute) == value]

    # ---- trees ---------------------------------------------------------------------------

    def card(self, speaker: Speaker, trees) -> list[Clue]:
        out: list[Clue] = []
        for tree in trees:
            out += self.tree(tree, speaker, False)
        return out

    def tree(self, c: dict, speaker: Speaker, negated: bool) -> list[Clue]:
        t = c.get("type")
        if t == "not":
            return self.tree(c.get("clue") or {}, speaker, not negated)
        if t == "and":
            if negated:
                raise Refused("'not (A and B)' has no pysm sentence")
            return [x for part in c.get("clues") or () for x in self.tree(part, speaker, False)]
        if t == "or":
            parts = [self.tree(part, speaker, False) for part in c.get("clues") or ()]
            if len(parts) != 2 or any(len(p) != 1 for p in parts):
                raise Refused("'or' of other than two single clues has no pysm sentence")
            a, b = parts[0][0], parts[1][0]
            if a.kind != b.kind or a.kind not in CELL_TERMS:
                raise Refused(
                    f"'or' of {a.kind} and {b.kind}: pysm's either joins two clues of one kind among "
                    f"{', '.join(CELL_TERMS)}"
                )
            return [clue("neither" if negated else "either", (a.kind, a.params[0]), (b.kind, b.params[0]))]
        if t == "nearObjectAny" and negated:
            # beside none of them: "not beside X" for each (an object the board lacks says nothing)
            objs = [o for o in dict.fromkeys(self.obj(o) for o in c.get("objects") or ()) if self.board.cells_with(o)]
            return [clue("not_next_to", o) for o in objs]
        said = self.atom(c, speaker)
        if not negated:
            return said
        if len(said) != 1:
            raise Refused(f"the negation of '{t}' has no pysm sentence")
        return [negation(said[0])]

    def atom(self, c: dict, s: Speaker) -> list[Clue]:
        t = c.get("type")
        method = getattr(self, f"_{t}", None)
        if method is None:
            raise Refused(f"clue type '{t}' has no pysm meaning")
        return method(c, s)

    # ---- one clue type each --------------------------------------------------------------

    def _onObject(self, c, s):
        return [clue("on", self.obj(c.get("object")))]

    def _nearObject(self, c, s):
        return [clue("next_to", self.obj(c.get("object")))]

    def _nearObjectAny(self, c, s):
        objs = [self.obj(o) for o in c.get("objects") or ()]
        if len(objs) > 2:  # beside an object the board does not have is never true: those say nothing
            objs = [o for o in objs if self.board.cells_with(o)]
        if len(objs) == 1:
            return [clue("next_to", objs[0])]
        if len(objs) == 2:
            return [clue("either", ("next_to", objs[0]), ("next_to", objs[1]))]
        raise Refused(f"beside one of {len(objs)} objects: pysm's either joins two")

    def _nearWindow(self, c, s):
        return [clue("next_to_window")]

    def _nearDoor(self, c, s):
        return [clue("next_to_door")]

    def _inside(self, c, s):
        return [clue("not_outdoors")]

    def _outside(self, c, s):
        return [clue("outdoors")]

    def _inRoom(self, c, s):
        out = [clue("room", self.room(c.get("room")))]
        occupancy = c.get("occupancy")
        if occupancy == "alone":
            out.append(clue("alone"))
        elif occupancy == "notAlone":
            out.append(clue("not_alone"))
        elif occupancy is not None:
            raise Refused(f"unknown occupancy {occupancy!r}")
        return out

    def _inRoomAdjacentTo(self, c, s):
        return [clue("room_adjoins", self.room(c.get("room")))]

    def _inRow(self, c, s):
        return [clue("row", self.number(c.get("row")) + 1)]

    def _inCol(self, c, s):
        return [clue("column", self.number(c.get("col")) + 1)]

    def _corner(self, c, s):
        return [clue("corner")]

    def _atWall(self, c, s):
        return [clue("at_wall")]

    def _uniqueOnObject(self, c, s):
        return [clue("unique", ("on", self.obj(c.get("object"))))]

    def _uniqueNearObject(self, c, s):
        return [clue("unique", ("next_to", self.obj(c.get("object"))))]

    def _uniqueNearWindow(self, c, s):
        return [clue("unique", ("window",))]

    def _uniqueNearDoor(self, c, s):
        return [clue("unique", ("door",))]

    def _alone(self, c, s):
        return [clue("alone")]

    def _notAlone(self, c, s):
        return [clue("not_alone")]

    def _neighborRoomEmpty(self, c, s):
        return [clue("empty_adjoining")]

    def _direction(self, c, s):
        return [clue("dir_person", self.direction(c.get("dir")), self.name(c.get("of")))]

    def _offset(self, c, s):
        return [
            clue(
                "offset_person", self.cardinal(c.get("dir")), self.number(c.get("distance"), 1), self.name(c.get("of"))
            )
        ]

    def _sameRoom(self, c, s):
        return [clue("alone_with" if c.get("alone") else "same_room", self.name(c.get("as")))]

    def _adjacentRooms(self, c, s):
        return [clue("adjoining_rooms", self.name(c.get("as")))]

    def _insideXor(self, c, s):
        return [clue("not_same_area", self.name(c.get("with")))]

    def _sameLineAsObject(self, c, s):
        line, qual = LINES.get(c.get("line")), QUALS.get(c.get("room", "any"))
        if line is None or qual is None:
            raise Refused(f"sameLineAsObject with line {c.get('line')!r}, room {c.get('room')!r}")
        return [clue("same_line_object", line, self.obj(c.get("object")), qual)]

    def _sameRoomAsObject(self, c, s):
        out = [clue("room_has", self.obj(c.get("object")))]
        if c.get("alone"):
            out.append(clue("alone"))
        return out

    def _directionFromObject(self, c, s):
        o, d = self.obj(c.get("object")), self.direction(c.get("dir"))
        qual = QUALS.get(c.get("room", "any"))
        if qual is None:
            raise Refused(f"directionFromObject with room {c.get('room')!r}")
        at = c.get("at")
        if at is not None:
            r, col = divmod(self.number(at), self.board.n)
            if o not in self.board.objects_at(r, col):
                raise Refused(f"north/south/... of the {o} at cell {at}, which holds none")
            out = [clue("dir_object_at", d, o, r + 1, col + 1)]
            here = self.board.keys[self.board.room_of[(r, col)]]
            if qual == "same_room":
                out.append(clue("room", here))
            elif qual == "other_room":
                out.append(clue("not_room", here))
            return out
        if not c.get("all"):
            return [clue("dir_object", d, o, "some", qual)]
        # Every object of the board, each in the direction and in the qualified room.
        rooms = {self.board.room_of[cell] for cell in self.board.cells_with(o)}
        if qual == "any":
            return [clue("dir_object", d, o, "every", "any")]
        if qual == "other_room":
            return [clue("dir_object", d, o, "every", "other_room"), clue("not_room_has", o)]
        if len(rooms) != 1:
            raise Refused(f"every {o} in her room, with {o}s in {len(rooms)} rooms: the clue never holds")
        return [clue("dir_object", d, o, "every", "any"), clue("room", self.board.keys[rooms.pop()])]

    def _offsetFromObject(self, c, s):
        o = self.obj(c.get("object"))
        out = [clue("offset_object", self.cardinal(c.get("dir")), self.number(c.get("distance"), 1), o)]
        qual = c.get("room", "any")
        if qual == "any":
            return out
        # in her room (in another room): with every such object in one room R, that is "in R" ("not in R")
        if qual not in ("same", "other"):
            raise Refused(f"an exact offset from an object with room {qual!r}")
        rooms = {self.board.room_of[cell] for cell in self.board.cells_with(o)}
        if len(rooms) != 1:  # objects in several rooms: the offset from one in her room (in another)
            return [clue("offset_object_room", *out[0].params, "same_room" if qual == "same" else "other_room")]
        return out + [clue("room" if qual == "same" else "not_room", self.board.keys[rooms.pop()])]

    def _offsetFrom(self, c, s):
        who = c.get("who") or {}
        d, k = self.cardinal(c.get("dir")), self.number(c.get("distance"), 1)
        if who.get("kind") == "attr":
            return [clue("offset_who", d, k, self.who({"type": "offsetFrom", **who}))]
        pos = {"on": "on", "near": "next_to"}.get(who.get("kind"))
        if pos is None:
            raise Refused(f"an exact offset from someone of kind {who.get('kind')!r}")
        scope = c.get("scope", "people")
        if scope not in ("people", "suspects"):
            raise Refused(f"an exact offset from someone of scope {scope!r}")
        # "suspects": the anchor is never the victim
        return [
            clue("offset_at", d, k, "anyone" if scope == "people" else "suspect", (pos, self.obj(who.get("object"))))
        ]

    def _besideSameObject(self, c, s):
        mate, o, d = c.get("mate") or {}, self.obj(c.get("object")), c.get("dir")
        if mate.get("kind") == "person":
            out = [clue("beside_same", o, self.name(mate.get("of")))]
            if d is not None:  # the mate lies in d from her: she lies the opposite way from the mate
                out.append(clue("dir_person", OPPOSITE[self.direction(d)], self.name(mate.get("of"))))
            return out
        who = "anyone" if mate.get("kind") == "any" else self.who({"type": "besideSameObject", **mate})
        # TheApo's mate is a suspect: beside one object with her means in her room, where the victim is the
        # only other person when she is the murderer
        return [
            clue("beside_same_who", o, who, "any" if d is None else self.direction(d)),
            clue("not_same_room", self.victim),
        ]

    def _directionFromAttr(self, c, s):
        who = self.who(c)
        d = self.direction(c.get("dir"))
        quant = c.get("quantifier", "some")
        matchers = self.others(s, c.get("attribute"), c.get("value"))
        if quant == "all" and not matchers:
            return []  # TheApo: true of no one at all; it says nothing
        if not matchers:
            raise Refused(
                f"{d} of some other person with {c.get('attribute')} = {c.get('value')!r}, and there "
                "is none: the clue never holds"
            )
        return [clue("dir_gender", d, who, "every" if quant == "all" else "some")]

    def _roomAttribute(self, c, s):
        g = self.who(c)
        mine = self.people[s.id].traits.get(c.get("attribute"))
        quant, self_counts = c.get("quantifier"), not c.get("excludeSelf") and mine == c.get("value")
        count, exact = self.number(c.get("count", 1), 1), bool(c.get("exact"))
        if quant == "none":
            if self_counts:
                raise Refused("nobody like her in her room, herself included: the clue never holds")
            return [clue("not_gender_in_room", g, "at_least", 1)]
        if quant == "some":
            k = count - 1 if self_counts else count
            if k == 0:
                return [clue("not_gender_in_room", g, "at_least", 1)] if exact else []
            return [clue("gender_in_room", g, "exactly" if exact else "at_least", k)]
        if quant == "all" and c.get("attribute") != "gender":
            raise Refused("everyone in her room with a trait: pysm says no 'everyone ... with' of a room")
        if quant == "all":
            if not c.get("excludeSelf"):
                if s.gender != g:
                    raise Refused("everyone in her room of the other gender, herself included: never holds")
                return [clue("not_gender_in_room", OTHER[g], "at_least", 1)]
            return [clue("gender_in_room", g, "at_least", 1), clue("not_gender_in_room", OTHER[g], "at_least", 1)]
        raise Refused(f"roomAttribute with quantifier {quant!r}")

    def _roomCompanion(self, c, s):
        g = self.who(c)
        k = self.number(c.get("count"), 1)
        return [clue("alone_with_gender", g, k), clue("not_same_room", self.victim)]

    def _aloneWith(self, c, s):
        """Her room holds her, the named people and `extraCount` more of the attribute, one of them (or
        anywhere) in the direction: with one named person and one more, alone_with_and."""
        people, extra = c.get("people") or [], c.get("extraCount")
        if len(people) != 1 or extra != 1:
            raise Refused(
                f"'alone with' {len(people)} named and {extra!r} more people: pysm says alone with one "
                "named person and one more"
            )
        d = c.get("dir")
        return [clue("alone_with_and", self.name(people[0]), self.who(c), "any" if d is None else self.cardinal(d))]

    def _roomExists(self, c, s):
        if c.get("person") is not None:
            # TheApo's named someone is another suspect in her room, at the place
            pid = c.get("person")
            if pid in (s.id, self.level.victim.id):
                raise Refused("a named person at a place in her room who is the speaker or the victim: never holds")
            return [clue("room_mate_at", self.name(pid), self.position(c))]
        attribute = c.get("attribute")
        who = "anyone" if attribute is None else self.who(c)
        return [clue("room_person", who, self.position(c)), clue("not_same_room", self.victim)]

    def position(self, c: dict) -> tuple:
        """Where roomExists's someone stands, as a pysm position."""
        relation = c.get("relation", "on")
        pos = {
            "on": lambda: ("on", self.obj(c.get("object"))),
            "near": lambda: ("next_to", self.obj(c.get("object"))),
            "corner": lambda: ("corner",),
            "wall": lambda: ("at_wall",),
            "window": lambda: ("window",),
            "door": lambda: ("door",),
        }.get(relation)
        if pos is None:
            raise Refused(f"roomExists with relation {relation!r}")
        return pos()

    # ---- board-wide clues ----------------------------------------------------------------

    def suspects_per_room(self, c: dict) -> list[Clue]:
        """ "Every room held exactly one suspect": the victim's room holds the victim and one suspect, every
        other room one person. With one person more than rooms that is "every room held one or two people"
        (the one room of two is then the victim's); otherwise it never holds."""
        people, rooms = len(self.people), len(self.board.used_rooms)
        if c.get("op") == "exactly" and c.get("count") == 1 and people == rooms + 1:
            return [clue("every_room", "at_least", 1), clue("every_room", "at_most", 2)]
        raise Refused("a count of suspects per room (not of people) has no pysm sentence")

    def scene(self, c: dict) -> list[Clue]:
        t = c.get("type")
        if t == "countOnObject":
            return [clue("count", "people", "exactly", self.number(c.get("count")), ("on", self.obj(c.get("object"))))]
        if t == "emptyRooms":
            return [clue("empty_rooms", "exactly", self.number(c.get("count")))]
        if t == "everyRoomCount":
            return [clue("every_room", "exactly", self.number(c.get("count")))]
        if t == "roomOccupancy":
            if c.get("scope", "people") != "people":
                return self.suspects_per_room(c)
            op = OCCUPANCY.get(c.get("op"))
            if op is None:
                raise Refused(f"roomOccupancy with op {c.get('op')!r}")
            return [clue("every_room", op, self.number(c.get("count")))]
        if t == "countWithAttr":
            areas: dict[object, tuple[str, ...]] = {"inside": ("inside",), "outside": ("outdoors",)}
            area = areas.get(c.get("area"))
            if area is None:
                raise Refused(f"countWithAttr with area {c.get('area')!r}")
            who = self.who(c, "people")
            victim_fits = self.level.victim.traits.get(c.get("attribute")) == c.get("value")
            if c.get("scope", "suspects") != "people" and victim_fits:
                raise Refused("a count of suspects (the victim, who fits, left out) has no pysm sentence")
            return [clue("count", who, "exactly", self.number(c.get("count")), area)]
        raise Refused(f"board clue type '{t}' has no pysm meaning")
