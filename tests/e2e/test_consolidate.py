"""Consolidation with stored forwards (issue 11), through the CLI on a real store."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from skillctl.cli import cli
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

_LINK = re.compile(r"\]\(([^)#\s]+)")


def _run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _pdf_skill(root: Path, name: str, verb: str) -> Path:
    body = (
        f"# {name}\n\n{verb.capitalize()} PDF pages with the helper.\n\n"
        f"Run [the script](scripts/{verb}.py) and read [the notes](references/notes.md).\n"
    )
    skill = write_skill(
        root,
        name,
        skill_md(
            name,
            description=f"{verb.capitalize()}s PDF pages. Use when the user wants to {verb} a PDF.",
            body=body,
        ),
    )
    (skill / "scripts").mkdir()
    (skill / "scripts" / f"{verb}.py").write_text(f"print('{verb}')\n")
    (skill / "references").mkdir()
    (skill / "references" / "notes.md").write_text(
        f"# Notes\n\nSee [the script](../scripts/{verb}.py).\n"
    )
    return skill


def _links_resolve(umbrella: Path) -> list[str]:
    return [
        f"{md.relative_to(umbrella)} -> {target}"
        for md in umbrella.rglob("*.md")
        for target in _LINK.findall(md.read_text())
        if "://" not in target and not (md.parent / target).exists()
    ]


def test_three_skills_become_one_umbrella_and_old_names_keep_working(tmp_path: Path) -> None:
    store = tmp_path / "store"
    agent = tmp_path / "agent"
    sources = [
        _pdf_skill(tmp_path / "src", "pdf-merge", "merge"),
        _pdf_skill(tmp_path / "src", "pdf-split", "split"),
        _pdf_skill(tmp_path / "src", "pdf-rotate", "rotate"),
    ]
    assert _run(store, "install", "--target", str(agent), *map(str, sources))[0] == 0
    head = run_git(store, "rev-parse", "HEAD")
    code, out, err = _run(
        store,
        "consolidate",
        "pdf-merge",
        "pdf-split",
        "pdf-rotate",
        "--into",
        "pdf-toolkit",
        "--dry-run",
    )
    assert code == 0, err
    assert "--- SKILL.md ---" in out
    assert run_git(store, "rev-parse", "HEAD") == head
    code, out, err = _run(
        store,
        "--json",
        "consolidate",
        "pdf-merge",
        "pdf-split",
        "pdf-rotate",
        "--into",
        "pdf-toolkit",
    )
    assert code == 0, err
    result = json.loads(out)
    umbrella = store / "skills" / "pdf-toolkit"
    assert (umbrella / "references" / "pdf-merge.md").is_file()
    assert (umbrella / "scripts" / "pdf-split" / "split.py").is_file()
    assert (umbrella / "references" / "pdf-rotate" / "notes.md").is_file()
    assert _links_resolve(umbrella) == []
    assert _run(store, "validate", "--strict", str(umbrella))[0] == 0
    assert _run(store, "audit", str(umbrella))[0] == 0
    assert len((umbrella / "SKILL.md").read_text().split()) < 400  # a thin index
    message = run_git(store, "log", "-1", "--format=%B")
    for name in ("pdf-merge", "pdf-split", "pdf-rotate"):
        assert f"Skillctl-Absorbed-Into: {name} -> pdf-toolkit" in message
        assert (store / ".archive" / name / "SKILL.md").is_file()
        assert _run(store, "resolve", name)[1].strip() == f"{name} -> pdf-toolkit"
        assert not (agent / name).exists()
    assert (agent / "pdf-toolkit").is_symlink()
    assert result["linked"] == [str(agent / "pdf-toolkit")]
    assert _run(store, "verify")[0] == 0
    # old names act on the umbrella
    code, _, err = _run(store, "usage", "record", "pdf-merge", "--event", "use")
    assert code == 0
    assert "absorbed into pdf-toolkit" in err
    usage = json.loads(_run(store, "--json", "usage", "show", "pdf-toolkit")[1])["usage"][0]
    assert usage["uses"] == 1
    code, out, err = _run(store, "info", "pdf-split")
    assert code == 0
    assert "showing pdf-toolkit" in err
    listing = json.loads(_run(store, "--json", "list", "--all")[1])["skills"]
    assert {s["name"]: s["absorbed_into"] for s in listing}["pdf-merge"] == "pdf-toolkit"
    # restore undoes one forward; the umbrella keeps its section
    assert _run(store, "restore", "pdf-merge")[0] == 0
    assert _run(store, "resolve", "pdf-merge")[1].strip() == "pdf-merge"
    assert (umbrella / "references" / "pdf-merge.md").is_file()
    assert _run(store, "verify")[0] == 0


def test_an_umbrella_absorbed_into_another_still_resolves_from_the_oldest_name(
    tmp_path: Path,
) -> None:
    store = tmp_path / "store"
    sources = [
        _pdf_skill(tmp_path / "s", "pdf-merge", "merge"),
        _pdf_skill(tmp_path / "s", "pdf-split", "split"),
        _pdf_skill(tmp_path / "s", "doc-convert", "convert"),
    ]
    assert _run(store, "install", *map(str, sources))[0] == 0
    assert _run(store, "consolidate", "pdf-merge", "pdf-split", "--into", "pdf-toolkit")[0] == 0
    code, _, err = _run(store, "consolidate", "pdf-toolkit", "doc-convert", "--into", "documents")
    assert code == 0, err
    assert _run(store, "resolve", "pdf-merge")[1].strip() == "pdf-merge -> documents"  # compressed
    state = json.loads((store / ".skillctl" / "state.json").read_text())["skills"]
    assert state["pdf-merge"]["absorbed_into"] == "documents"
    history = run_git(store, "log", "--format=%B")
    assert "pdf-merge -> pdf-toolkit" in history
    assert "pdf-toolkit -> documents" in history


def test_an_existing_umbrella_is_patched_and_a_hand_written_one_is_checked(tmp_path: Path) -> None:
    store = tmp_path / "store"
    merge = _pdf_skill(tmp_path / "s", "pdf-merge", "merge")
    split = _pdf_skill(tmp_path / "s", "pdf-split", "split")
    kit = write_skill(
        tmp_path / "s", "pdf-kit", skill_md("pdf-kit", body="# PDF kit\n\nMy own words.\n")
    )
    assert _run(store, "install", str(merge), str(split), str(kit))[0] == 0
    assert _run(store, "consolidate", "pdf-merge", "--into", "pdf-kit")[0] == 0
    text = (store / "skills" / "pdf-kit" / "SKILL.md").read_text()
    assert "My own words." in text
    assert "## pdf-merge" in text
    hand = write_skill(
        tmp_path / "hand", "pdf-suite", skill_md("pdf-suite", body="# Suite\n\nNothing here.\n")
    )
    code, _, err = _run(store, "consolidate", "pdf-split", "--into", str(hand))
    assert code == 1
    assert "does not mention pdf-split" in err
    (hand / "SKILL.md").write_text(
        skill_md("pdf-suite", body="# Suite\n\n## pdf-split\n\nSplits pages.\n")
    )
    code, _, err = _run(store, "consolidate", "pdf-split", "--into", str(hand))
    assert code == 0, err
    assert _run(store, "resolve", "pdf-split")[1].strip() == "pdf-split -> pdf-suite"


def test_a_crafted_cycle_is_detected_not_looped(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert (
        _run(
            store,
            "install",
            str(_pdf_skill(tmp_path / "s", "pdf-a", "merge")),
            str(_pdf_skill(tmp_path / "s", "pdf-b", "split")),
        )[0]
        == 0
    )
    state_path = store / ".skillctl" / "state.json"
    state = json.loads(state_path.read_text())
    state["skills"]["pdf-a"]["absorbed_into"] = "pdf-b"
    state["skills"]["pdf-b"]["absorbed_into"] = "pdf-a"
    state_path.write_text(json.dumps(state))
    run_git(store, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "crafted cycle")
    code, _, err = _run(store, "resolve", "pdf-a")
    assert code == 1
    assert "forwards loop" in err


def test_consolidating_nothing_real_is_refused(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert _run(store, "install", str(_pdf_skill(tmp_path / "s", "pdf-a", "merge")))[0] == 0
    assert _run(store, "consolidate", "nope", "--into", "kit")[0] == 1
    assert _run(store, "consolidate", "pdf-a", "--into", "pdf-a")[0] == 1
    assert _run(store, "consolidate", "pdf-a", "--into", "Bad Name")[0] == 1


@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["consolidate", "restore", "uninstall"]),
            st.integers(0, 3),
            st.integers(0, 3),
        ),
        min_size=1,
        max_size=5,
    )
)
def test_resolve_always_terminates(tmp_path: Path, steps: list[tuple[str, int, int]]) -> None:
    import tempfile

    root = Path(tempfile.mkdtemp(dir=tmp_path))
    store = root / "store"
    names = ["pdf-a", "pdf-b", "pdf-c", "pdf-d"]
    sources = [
        _pdf_skill(root / "s", n, v)
        for n, v in zip(names, ["merge", "split", "rotate", "crop"], strict=True)
    ]
    assert _run(store, "install", *map(str, sources))[0] == 0
    for action, i, j in steps:
        if action == "consolidate":
            _run(store, "consolidate", names[i], "--into", names[j])
        else:
            _run(store, action, names[i])
    for name in names:
        code, out, err = _run(store, "resolve", name)
        assert code in (0, 1, 3), (name, err)
        if code == 0:
            target = out.strip().split(" -> ")[-1]
            state = json.loads((store / ".skillctl" / "state.json").read_text())["skills"]
            assert state[target]["state"] != "archived"
            assert state[target]["absorbed_into"] is None
        else:
            assert err.startswith("error:")
