"""The README documents every problem code exactly as the code table defines it."""

from __future__ import annotations

import re
from pathlib import Path

from skillctl.spec.problems import CODES

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_lists_every_code_with_its_severity_and_title() -> None:
    rows = re.findall(
        r"^\| `(SKL\d{3})` \| (\w+) \| (.+) \|$", README.read_text(encoding="utf-8"), re.M
    )
    documented = {code: (severity, title) for code, severity, title in rows}
    expected = {c.id: (str(c.severity), c.title) for c in CODES.values()}
    assert documented == expected


def test_readme_starts_with_the_two_setup_commands() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    block = lines[lines.index("```sh") + 1 : lines.index("```sh") + 3]
    assert block[0].startswith("python3 -m pip install -e '.[test]'")
    assert block[1] == "python3 -m pytest"


def test_readme_rule_table_is_current() -> None:
    from click.testing import CliRunner

    from skillctl.cli import cli

    text = README.read_text(encoding="utf-8")
    start = text.index("<!-- rules:start -->\n") + len("<!-- rules:start -->\n")
    end = text.index("<!-- rules:end -->")
    result = CliRunner().invoke(cli, ["audit", "--list-rules", "--format", "markdown"])
    assert result.exit_code == 0
    assert text[start:end] == result.stdout, "run: python3 tools/update_readme.py"


def test_ci_runs_the_readme_commands_verbatim_with_an_empty_home() -> None:
    """.ci/run extracts exactly the README's two commands and runs each with HOME empty."""
    import subprocess

    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    extract = [
        line for line in ci.splitlines() if line.startswith(("readme_setup=", "readme_test="))
    ]
    assert len(extract) == 2
    script = "\n".join([*extract, 'printf "%s\\n%s\\n" "$readme_setup" "$readme_test"'])
    done = subprocess.run(
        ["bash", "-c", script], cwd=README.parent, capture_output=True, text=True, check=True
    )
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index("```sh") + 1
    assert done.stdout.splitlines() == lines[start : start + 2]
    for name in ("readme_setup", "readme_test"):
        runs = [line for line in ci.splitlines() if f'bash -c "${name}"' in line]
        assert runs, f".ci/run never runs ${name}"
        assert all(line.startswith('HOME="$fresh_homes/') for line in runs)
    assert "fresh_homes=$(mktemp -d)" in ci


def test_the_pre_commit_rev_is_this_versions_tag() -> None:
    """The README's `rev:` and install examples name the tag of the version in the code,
    and CHANGELOG.md has a dated section for it (a release is tagged `v<version>`)."""
    from skillctl import __version__

    text = README.read_text(encoding="utf-8")
    assert re.findall(r"^\s+rev: (\S+)$", text, re.M) == [f"v{__version__}"]
    assert set(re.findall(r"skillctl/skillctl@(v[\w.]+)", text)) == {f"v{__version__}"}
    changelog = (README.parent / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(__version__)} — \d{{4}}-\d{{2}}-\d{{2}}$", changelog, re.M)
