"""python -m pysm: the same as the pysm command."""

from pysm.cli.main import run

run()
