"""GitHub shorthand and browser URLs read into the same GitSource as git+URL specs."""

from __future__ import annotations

import pytest

from skillctl.errors import SourceError
from skillctl.store.git.requirement import GitSource
from skillctl.store.git.requirement import github_source
from skillctl.store.git.requirement import parse_git_requirement

REPO = "https://github.com/acme/skills.git"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("acme/skills", GitSource(REPO, None, None)),
        ("acme/skills.git", GitSource(REPO, None, None)),
        ("acme/skills@v1.2.0", GitSource(REPO, "v1.2.0", None)),
        ("acme/skills/skills/pdf", GitSource(REPO, None, "skills/pdf")),
        ("acme/skills/skills/pdf@feature/x", GitSource(REPO, "feature/x", "skills/pdf")),
        ("acme/skills/skills/pdf/", GitSource(REPO, None, "skills/pdf")),
        ("a/b", GitSource("https://github.com/a/b.git", None, None)),
        ("https://github.com/acme/skills", GitSource(REPO, None, None)),
        ("https://github.com/acme/skills.git/", GitSource(REPO, None, None)),
        ("https://github.com/acme/skills/tree/main", GitSource(REPO, "main", None)),
        (
            "https://github.com/acme/skills/tree/v2/skills/pdf?tab=readme#top",
            GitSource(REPO, "v2", "skills/pdf"),
        ),
        (
            "https://github.com/acme/skills/blob/main/skills/pdf/SKILL.md",
            GitSource(REPO, "main", "skills/pdf"),
        ),
    ],
)
def test_github_forms_map_onto_git_sources(text: str, expected: GitSource) -> None:
    source = github_source(text)
    assert source == expected
    assert parse_git_requirement(source.requirement) == expected  # the canonical form parses back


@pytest.mark.parametrize(
    "text",
    [
        "pdf",
        "pdf==1.0",
        "pdf>=1,<2",
        "default:pdf",
        "./acme/skills",
        "../acme/skills",
        "/acme/skills",
        "~/acme/skills",
        "git+https://github.com/acme/skills",
        "https://gitlab.com/acme/skills",
        "git@github.com:acme/skills.git",
        "-acme/skills",
        "acme-/skills",
        "acme/sk ills",
        "acme/skills==1.0",
        "acme/..",
    ],
)
def test_other_specs_are_not_github_sources(text: str) -> None:
    assert github_source(text) is None


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("acme/skills/../../etc", "'..' component"),
        ("acme/skills/.git/hooks", ".git component"),
        ("acme/skills@-upload-pack=x", "not a branch"),
        ("acme/skills@a..b", "not a branch"),
        ("https://github.com/acme/skills/issues/3", "/issues/ pages are not a source"),
        ("https://github.com/acme", "owner and a repository"),
        ("https://github.com/acme/skills/tree/main/a/../../b", "'..' component"),
    ],
)
def test_unsafe_github_sources_are_refused(text: str, why: str) -> None:
    with pytest.raises(SourceError) as caught:
        github_source(text)
    assert why in caught.value.message
    assert "owner/repo" in (caught.value.hint or "")
