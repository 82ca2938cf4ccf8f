"""pysm: proves that a Sudoku Murder (Murdoku) case is well-formed, has exactly one
solution, and can be solved step by step without guessing."""

# The one place the version is written: pyproject.toml reads it (tool.setuptools.dynamic), `pysm --version`
# prints it; CHANGELOG.md says what each version changed for users.
__version__ = "0.2.0"
