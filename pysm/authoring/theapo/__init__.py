"""Cases from the levels of TheApo's Murdoku (github giulios123/murdoku, MIT): `pysm import theapo`.

A level is a JSON file of its editor (schema 1): a board (rooms, two object layers, windows,
doors), suspects with traits and clue trees, a victim apart, and board-wide clues. This package
turns one into a pysm case of case-format-3.md whose cards say, in pysm's own sentences, what the
level's clues mean in TheApo's engine; where pysm cannot say that, the level is refused with the
reason. Nothing of TheApo is copied: the facts of its format and meanings are read, the case is
pysm's writing.

    level.read(path)            -> Level (LevelInvalid: not a readable level, with the place)
    convert.convert(level, lang) -> the case's TOML text (Refused: why pysm cannot say it)
"""
