"""What the benchmarks that compare two trees' programs share: their command line, and each tree's
programs written by a child process that imports that tree's pysm (two trees cannot share one
process's modules)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def arguments(description: str, repeat: int) -> argparse.Namespace:
    """CASES, --root (measured first), --other (second; this checkout by default) and --repeat."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("cases", nargs="+")
    ap.add_argument("--root", type=Path, required=True, help="the tree measured first (the older one)")
    ap.add_argument("--other", type=Path, default=HERE.parent, help="the tree measured second")
    ap.add_argument("--repeat", type=int, default=repeat)
    return ap.parse_args()


CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from pysm.verify import gate
from pysm.solving import facts as facts_module
{imports}
out = []
for path in sys.argv[2:]:
    facts = facts_module.render(gate.load(path, None))
    out.append({value})
print(json.dumps(out))
"""


def dumped(imports: str, value: str, root: Path, cases: list[str]) -> list:
    """For each case, the expression `value` (of the case's `facts`) as the tree at `root` computes
    it, through JSON; `imports` runs once before the cases."""
    script = CHILD.format(imports=imports, value=value)
    done = subprocess.run(
        [sys.executable, "-c", script, str(root.resolve()), *cases], check=True, capture_output=True, text=True
    )
    return json.loads(done.stdout)
