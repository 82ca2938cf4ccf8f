"""pysm: proves that a Sudoku Murder (Murdoku) case is well-formed, has exactly one
solution, and can be solved step by step without guessing."""

__version__ = "0.1.0"
