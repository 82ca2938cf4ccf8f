"""pysm.jinja_subset renders the facts template exactly as Jinja does (issue 12: start-up)."""
from __future__ import annotations

from pathlib import Path

import jinja2
import pytest

from pysm import facts
from pysm.jinja_subset import Missing, Unsupported, compile_template
from pysm.loader import load
from pysm.model import CaseInvalid
from pysm.resources import templates_dir

ROOT = Path(__file__).resolve().parent.parent
CASE_FILES = sorted([*(ROOT / "cases").rglob("*.toml"), *(ROOT / "tests" / "fixtures").glob("*.toml"),
                     *(ROOT / "tests" / "spec_examples").glob("*.toml")])
FILTERS = {"q": facts.quote, "up": str.upper}


def _loaded():
    for path in CASE_FILES:
        try:
            yield load(str(path))
        except CaseInvalid:
            continue


def test_every_case_renders_as_jinja_renders_it():
    template = facts._environment(str(templates_dir())).get_template(facts.TEMPLATE)
    compiled = facts._compiled(str(templates_dir() / facts.TEMPLATE))
    assert compiled is not None, "templates/facts.lp.j2 uses Jinja syntax pysm.jinja_subset does not read"
    cases = list(_loaded())
    assert len(cases) > 60
    kinds = {"scene": 0, "windows": 0}
    for case in cases:
        context = facts.template_context(case)
        assert compiled(context) == template.render(**context), case.file
        kinds["scene"] += bool(case.scene)
        kinds["windows"] += bool(case.windows or case.doors)
    assert facts.render(cases[0]) == template.render(**facts.template_context(cases[0]))
    assert kinds["scene"] and kinds["windows"], kinds     # both optional parts were rendered


def _jinja(source: str, **context) -> str:
    env = jinja2.Environment(autoescape=False, undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.filters.update(FILTERS)
    return env.from_string(source).render(**context)


CONTEXT = {"xs": [(1, "a"), (2, "b\"c")], "d": {"key": "v", "items_": 3}, "n": 0, "empty": [], "s": "x y",
           "obj": jinja2.utils.Namespace(name="N", flag=True)}


@pytest.mark.parametrize("source", [
    "plain text\n",
    "no newline at the end",
    "{{ n }} {{ s }} {{ s|up }} {{ s|q }} {{ s|up|q }}\n",
    "{# a comment #}x\n",
    "{#- strips before and after -#}\n\n  x  \n",
    "a  \n  {{- s -}}  \n  b\n",
    "{% for i, t in xs %}[{{ i }}:{{ t|q }}]\n{% endfor %}end\n",
    "{% for i, t in xs -%}\n  {{ i }}\n{%- endfor %}\n",
    "{% for i, t in xs -%}\n{% for j, u in xs -%}\n{{ i }}{{ j }} {% endfor -%}\n{% endfor -%}\n",
    "{% if n %}yes{% elif s %}elif{% else %}no{% endif %}\n",
    "{% if empty or n %}A{% else %}B{% endif %}{% if not n and s %}C{% endif %}\n",
    "{%- if xs %}\n% head\n{% for i, _ in xs -%}\nrow({{ i }}).\n{% endfor -%}\n{% endif -%}\ntail\n",
    "{{ \"one\" if n else \"two\" }} {{ 'a' if s else 'b' }} {{ (n or 5) }} {{ true }} {{ none }}\n",
    "{{ d.key }} {{ d.items_ }} {{ obj.name }} {{ obj.flag }}\n",
    "{% for x in empty %}never{% endfor %}after\n",
    "{% for s in xs %}.{% endfor %}{{ s }}\n",
    "crlf\r\nlines\r\n",
])
def test_same_text_as_jinja(source):
    assert compile_template(source, FILTERS)(dict(CONTEXT)) == _jinja(source, **CONTEXT)


@pytest.mark.parametrize("source", [
    "{% set x = 1 %}",
    "{{ x|join(',') }}",
    "{{ xs|length }}",
    "{{ n + 1 }}",
    "{{ n == 0 }}",
    "{% for x in xs %}{{ loop.index }}{% endfor %}",
    "{% for x in xs %}a{% else %}b{% endfor %}",
    "{% raw %}{{ x }}{% endraw %}",
    "{% macro m() %}{% endmacro %}",
    "{{ f() }}",
    "{{ xs[0] }}",
    "{{ \"a\\\"b\" }}",
    "{%+ if n %}{% endif %}",
    "{% if n %}",
    "{{ n ",
])
def test_more_of_jinja_is_refused(source):
    with pytest.raises(Unsupported):
        compile_template(source, FILTERS)


@pytest.mark.parametrize("source", ["{{ missing }}", "{{ d.nothing }}", "{% for x in missing %}{% endfor %}"])
def test_missing_names_raise(source):
    with pytest.raises(Missing):
        compile_template(source, FILTERS)(dict(CONTEXT))
