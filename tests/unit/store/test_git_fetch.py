"""Fetching skills from git sources: spec parsing, revisions, the mirror cache, the export, and
hostile repositories that must be refused whole, leave nothing behind and run nothing."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import time
from pathlib import Path

import pytest

from skillctl.errors import RefNotFoundError
from skillctl.errors import SourceError
from skillctl.errors import StoreError
from skillctl.store.git.fetch import SPEC_FORM
from skillctl.store.git.fetch import FetchedSource
from skillctl.store.git.fetch import GitSource
from skillctl.store.git.fetch import fetch_git_source
from skillctl.store.git.fetch import parse_git_requirement
from tests.helpers import FIXTURE_SKILLS
from tests.helpers import make_skill_repo
from tests.helpers import run_git
from tests.helpers import skill_md
from tests.helpers import write_skill

SHA = "0123456789abcdef0123456789abcdef01234567"
HELLO_FILES = ["SKILL.md", "references/usage.md", "scripts/greet.py"]


def _fetch(
    url: str | Path,
    tmp_path: Path,
    *,
    rev: str | None = None,
    subdir: str | None = None,
    cache_dir: Path | None = None,
) -> FetchedSource:
    """Fetch into the next free ``out/skill-N`` with the default limits."""
    return fetch_git_source(
        GitSource(str(url), rev, subdir),
        cache_dir=cache_dir or tmp_path / "cache",
        dest=_dest(tmp_path),
    )


def _dest(tmp_path: Path) -> Path:
    out = tmp_path / "out"
    return out / f"skill-{len(list(out.iterdir())) if out.is_dir() else 0}"


def _leftovers(tmp_path: Path) -> list[Path]:
    """What fetches left in the folder that holds every dest: finished or partial folders."""
    out = tmp_path / "out"
    return sorted(out.iterdir()) if out.is_dir() else []


def _tree(root: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under ``root``: relative POSIX path → (bytes, permission bits)."""
    return {
        path.relative_to(root).as_posix(): (path.read_bytes(), stat.S_IMODE(path.lstat().st_mode))
        for path in sorted(root.rglob("*"))
        if not path.is_dir()
    }


def _commit_all(repo: Path, message: str) -> str:
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-q", "-m", message)
    return run_git(repo, "rev-parse", "HEAD").strip()


def _mirror(cache: Path, url: str) -> Path:
    return cache / "git" / f"{hashlib.sha256(url.encode()).hexdigest()[:32]}.git"


# --- parse_git_spec ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("requirement", "url", "rev", "subdir"),
    [
        ("git+https://github.com/org/repo.git", "https://github.com/org/repo.git", None, None),
        (
            "git+https://github.com/org/repo.git@v1.0#subdir=skills/pdf",
            "https://github.com/org/repo.git",
            "v1.0",
            "skills/pdf",
        ),
        ("git+https://user@host.org/org/repo@main", "https://user@host.org/org/repo", "main", None),
        ("git+https://user@host.org/org/repo", "https://user@host.org/org/repo", None, None),
        (
            "git+ssh://git@github.com:22/org/repo.git@feature/x#subdir=a/b/",
            "ssh://git@github.com:22/org/repo.git",
            "feature/x",
            "a/b",
        ),
        ("git+git@github.com:org/repo.git@v1.0", "git@github.com:org/repo.git", "v1.0", None),
        ("git+git@github.com:org/repo.git", "git@github.com:org/repo.git", None, None),
        ("git+host:repo@v2", "host:repo", "v2", None),
        ("git+file:///srv/x@abc1234", "file:///srv/x", "abc1234", None),
        ("git+file:///srv/x#subdir=s", "file:///srv/x", None, "s"),
        ("git+/srv/x", "/srv/x", None, None),
        (f"git+/srv/x@{SHA}", "/srv/x", SHA, None),
        ("git+../repos/x#subdir=skills/y", "../repos/x", None, "skills/y"),
        ("git+~/repos/x@release-1_2+b", "~/repos/x", "release-1_2+b", None),
        ("git+/srv/dir with space@main", "/srv/dir with space", "main", None),
    ],
)
def test_parse_git_requirement(
    requirement: str, url: str, rev: str | None, subdir: str | None
) -> None:
    source = parse_git_requirement(requirement)
    assert source == GitSource(url, rev, subdir)
    assert parse_git_requirement(source.requirement) == source


@pytest.mark.parametrize(
    "requirement",
    [
        "https://github.com/org/repo.git",
        "git+",
        "git+https://github.com/org/repo.git@",
        "git+https://github.com/org/repo.git@v1..2",
        "git+https://github.com/org/repo.git@-x",
        "git+https://github.com/org/repo.git@v1^{tree}",
        "git+https://github.com/org/repo.git@v1~2",
        "git+https://github.com/org/repo.git@heads/x.lock",
        "git+--upload-pack=touch /tmp/pwned",
        "git+ext::sh -c touch% /tmp/pwned",
        "git+fd::17",
        "git+http://github.com/org/repo.git",
        "git+ftp://github.com/org/repo.git",
        "git+https:///org/repo.git",
        "git+https://github.com",
        "git+https://github.com/",
        "git+git@github.com:",
        "git+https://github.com/org/re\npo.git",
        "git+https://github.com/org/repo.git#egg=x",
        "git+https://github.com/org/repo.git#subdir",
        "git+https://github.com/org/repo.git#subdir=",
        "git+https://github.com/org/repo.git#subdir=../x",
        "git+https://github.com/org/repo.git#subdir=a/./b",
        "git+https://github.com/org/repo.git#subdir=a//b",
        "git+https://github.com/org/repo.git#subdir=/etc",
        "git+https://github.com/org/repo.git#subdir=a\\b",
        "git+https://github.com/org/repo.git#subdir=.git/hooks",
        "git+https://github.com/org/repo.git#subdir=a\tb",
    ],
)
def test_bad_specs_are_source_errors_showing_the_accepted_form(requirement: str) -> None:
    with pytest.raises(SourceError) as caught:
        parse_git_requirement(requirement)
    assert caught.value.code == "source"
    assert caught.value.exit_code == 3
    assert caught.value.hint is not None
    assert SPEC_FORM in caught.value.hint


@pytest.mark.parametrize(
    "source",
    [
        GitSource("/srv/x", "--output=/srv/y", None),
        GitSource("--upload-pack=touch /srv/pwned", None, None),
        GitSource("/srv/x", None, "../outside"),
        GitSource("/srv/x#frag", None, None),
        GitSource("/srv/a@b", None, None),
    ],
)
def test_a_hand_built_source_gets_the_spec_checks(tmp_path: Path, source: GitSource) -> None:
    with pytest.raises(SourceError, match="bad git source"):
        fetch_git_source(source, cache_dir=tmp_path / "cache", dest=tmp_path / "out")
    assert not (tmp_path / "cache").exists()


def test_a_password_in_a_bad_spec_is_not_echoed() -> None:
    with pytest.raises(SourceError) as caught:
        parse_git_requirement("git+https://me:s3cret@host.org/org/repo.git#egg=x")
    assert "s3cret" not in caught.value.message
    assert "me:***@host.org" in caught.value.message


# --- fetching revisions -----------------------------------------------------------------------


@pytest.fixture
def hello_repo(tmp_path: Path) -> Path:
    """hello-skill tagged v1.0.0, then one more commit on main and one on branch feature."""
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    (repo / "CHANGELOG.md").write_text("# 1.1.0\n", encoding="utf-8")
    _commit_all(repo, "main moves on")
    run_git(repo, "checkout", "-q", "-b", "feature", "v1.0.0")
    (repo / "FEATURE.md").write_text("feature\n", encoding="utf-8")
    _commit_all(repo, "feature work")
    run_git(repo, "checkout", "-q", "main")
    return repo


@pytest.mark.parametrize(
    ("rev", "expected", "extra_file"),
    [
        (None, "main", "CHANGELOG.md"),
        ("HEAD", "main", "CHANGELOG.md"),
        ("v1.0.0", "v1.0.0^{commit}", None),
        ("feature", "feature", "FEATURE.md"),
        ("short", "v1.0.0^{commit}", None),
        ("full", "feature", "FEATURE.md"),
    ],
)
def test_a_revision_resolves_to_the_full_sha_and_its_files(
    hello_repo: Path, tmp_path: Path, rev: str | None, expected: str, extra_file: str | None
) -> None:
    sha = run_git(hello_repo, "rev-parse", expected).strip()
    if rev == "short":
        rev = sha[:7]
    elif rev == "full":
        rev = sha
    fetched = _fetch(hello_repo, tmp_path, rev=rev)
    assert fetched.commit == sha
    assert len(fetched.commit) == 40
    assert fetched.rev == rev
    assert fetched.url == str(hello_repo.resolve())
    files = _tree(fetched.path)
    assert sorted(files) == sorted([*HELLO_FILES, *([extra_file] if extra_file else [])])
    for name in HELLO_FILES:
        assert files[name][0] == (FIXTURE_SKILLS / "hello-skill" / name).read_bytes()


def test_a_file_url_and_the_remote_default_branch(hello_repo: Path, tmp_path: Path) -> None:
    run_git(hello_repo, "checkout", "-q", "feature")  # the remote's HEAD now names feature
    fetched = _fetch(hello_repo.as_uri(), tmp_path)
    assert fetched.url == hello_repo.as_uri()
    assert fetched.commit == run_git(hello_repo, "rev-parse", "feature").strip()
    assert (fetched.path / "FEATURE.md").is_file()


def test_an_unknown_revision_is_ref_not_found(hello_repo: Path, tmp_path: Path) -> None:
    for rev in ("no-such-branch", "deadbeef", "f" * 40):
        with pytest.raises(RefNotFoundError, match=rev) as caught:
            _fetch(hello_repo, tmp_path, rev=rev)
        assert caught.value.code == "ref-not-found"
        assert _leftovers(tmp_path) == []


def test_an_unreachable_remote_names_the_url(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    with pytest.raises(SourceError, match="nowhere") as caught:
        _fetch(missing, tmp_path)
    assert caught.value.hint is not None
    assert _leftovers(tmp_path) == []
    assert list((tmp_path / "cache" / "git").iterdir()) == []  # no half clone is cached


def test_an_empty_remote_is_a_source_error(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    run_git(empty, "init", "-q", "-b", "main")
    with pytest.raises(SourceError, match="no commits"):
        _fetch(empty, tmp_path)


def test_an_existing_dest_is_refused_before_fetching(hello_repo: Path, tmp_path: Path) -> None:
    dest = tmp_path / "taken"
    dest.mkdir()
    with pytest.raises(StoreError, match="already exists"):
        fetch_git_source(GitSource(str(hello_repo), None, None), cache_dir=tmp_path, dest=dest)
    assert not (tmp_path / "git").exists()


# --- subdir export and the cache ----------------------------------------------------------------


@pytest.fixture
def multi_repo(tmp_path: Path) -> Path:
    """A repository holding skills/hello-skill (greet.py executable), skills/other and a README."""
    repo = tmp_path / "multi"
    shutil.copytree(FIXTURE_SKILLS / "hello-skill", repo / "skills" / "hello-skill")
    write_skill(repo / "skills", "other", skill_md("other"))
    (repo / "skills" / "hello-skill" / ".gitattributes").write_text(
        "* text eol=crlf\n", encoding="utf-8"
    )
    (repo / "README.md").write_text("# many skills\n", encoding="utf-8")
    run_git(repo, "init", "-q", "-b", "main")
    run_git(repo, "add", "-A")
    run_git(repo, "update-index", "--chmod=+x", "skills/hello-skill/scripts/greet.py")
    run_git(repo, "update-index", "--chmod=-x", "skills/hello-skill/SKILL.md")
    run_git(repo, "commit", "-q", "-m", "two skills")
    return repo


def test_a_subdir_exports_exactly_its_blobs_with_their_modes(
    multi_repo: Path, tmp_path: Path
) -> None:
    fetched = _fetch(multi_repo, tmp_path, subdir="skills/hello-skill")
    assert fetched.subdir == "skills/hello-skill"
    listing = run_git(multi_repo, "ls-tree", "-r", "HEAD", "--", "skills/hello-skill/")
    expected = {}
    for line in listing.splitlines():
        meta, path = line.split("\t")
        mode, _, sha = meta.split()
        blob = subprocess.run(
            ["git", "cat-file", "blob", sha], cwd=multi_repo, check=True, capture_output=True
        ).stdout
        expected[path.removeprefix("skills/hello-skill/")] = (
            blob,
            0o755 if mode == "100755" else 0o644,
        )
    assert _tree(fetched.path) == expected
    assert sorted(expected) == sorted([".gitattributes", *HELLO_FILES])
    assert expected["scripts/greet.py"][1] == 0o755
    assert expected["SKILL.md"][1] == 0o644
    assert b"\r" not in expected["SKILL.md"][0]  # blobs are written raw: no eol or filter


def test_a_missing_or_non_folder_subdir_is_a_source_error(multi_repo: Path, tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="does not exist"):
        _fetch(multi_repo, tmp_path, subdir="skills/nope")
    with pytest.raises(SourceError, match="is not a folder"):
        _fetch(multi_repo, tmp_path, subdir="README.md")
    assert _leftovers(tmp_path) == []


def test_the_mirror_is_reused_and_fetched_again(hello_repo: Path, tmp_path: Path) -> None:
    first = _fetch(hello_repo, tmp_path)
    mirror = _mirror(tmp_path / "cache", first.url)
    assert (mirror / "HEAD").is_file()
    assert not (mirror / "index").exists()  # bare: nothing was ever checked out
    sentinel = mirror / "skillctl-test-sentinel"
    sentinel.write_text("same clone\n", encoding="utf-8")

    (hello_repo / "NEW.md").write_text("new\n", encoding="utf-8")
    new_head = _commit_all(hello_repo, "pushed later")
    run_git(hello_repo, "tag", "v2.0.0")
    run_git(hello_repo, "branch", "-D", "feature")

    second = _fetch(hello_repo, tmp_path)
    assert sentinel.is_file()
    assert second.commit == new_head != first.commit
    assert (second.path / "NEW.md").is_file()
    assert _fetch(hello_repo, tmp_path, rev="v2.0.0").commit == new_head
    with pytest.raises(RefNotFoundError):  # pruned
        _fetch(hello_repo, tmp_path, rev="feature")
    assert [p.name for p in (tmp_path / "cache" / "git").iterdir()] == [mirror.name]


@pytest.mark.parametrize(
    ("max_files", "max_file_bytes", "max_total_bytes", "match"),
    [
        (2, 10_000, 10_000, "holds 3 files, over the limit of 2"),
        (3, 300, 10_000, "SKILL.md is .* bytes, over the limit of 300"),
        (3, 10_000, 600, "the repository root holds .* bytes, over the limit of 600"),
    ],
)
def test_limits_refuse_the_whole_tree(
    tmp_path: Path, max_files: int, max_file_bytes: int, max_total_bytes: int, match: str
) -> None:
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    with pytest.raises(SourceError, match=match):
        fetch_git_source(
            GitSource(str(repo), None, None),
            cache_dir=tmp_path / "cache",
            dest=_dest(tmp_path),
            max_files=max_files,
            max_file_bytes=max_file_bytes,
            max_total_bytes=max_total_bytes,
        )
    assert _leftovers(tmp_path) == []
    fetched = fetch_git_source(
        GitSource(str(repo), None, None),
        cache_dir=tmp_path / "cache",
        dest=_dest(tmp_path),
        max_files=3,
        max_file_bytes=538,
        max_total_bytes=1066,
    )  # exactly at every limit is allowed
    assert sorted(_tree(fetched.path)) == HELLO_FILES


def test_inherited_git_variables_from_a_hook_are_ignored(
    hello_repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    decoy = make_skill_repo(tmp_path / "decoy", "hello-skill", tag=None)
    index_before = (decoy / ".git" / "index").read_bytes()
    monkeypatch.setenv("GIT_DIR", str(decoy / ".git"))
    monkeypatch.setenv("GIT_WORK_TREE", str(decoy))
    monkeypatch.setenv("GIT_INDEX_FILE", str(decoy / ".git" / "index"))
    monkeypatch.setenv("GIT_OBJECT_DIRECTORY", str(decoy / ".git" / "objects"))
    monkeypatch.setenv("GIT_CONFIG_PARAMETERS", "'core.hookspath'='/nonexistent'")
    fetched = _fetch(hello_repo, tmp_path, rev="feature")
    monkeypatch.delenv("GIT_DIR")
    monkeypatch.delenv("GIT_WORK_TREE")
    monkeypatch.delenv("GIT_INDEX_FILE")
    monkeypatch.delenv("GIT_OBJECT_DIRECTORY")
    monkeypatch.delenv("GIT_CONFIG_PARAMETERS")
    assert fetched.commit == run_git(hello_repo, "rev-parse", "feature").strip()
    assert (decoy / ".git" / "index").read_bytes() == index_before
    assert run_git(decoy, "for-each-ref", "--format=%(refname)") == "refs/heads/main\n"


# --- hostile repositories -----------------------------------------------------------------------


def _assert_refused(url: Path, tmp_path: Path, match: str, *, subdir: str | None = None) -> None:
    with pytest.raises(SourceError, match=match) as caught:
        _fetch(url, tmp_path, subdir=subdir)
    assert caught.value.message.startswith("refusing ")
    assert _leftovers(tmp_path) == []  # no dest, no partial build beside it


def test_a_symlink_to_the_users_ssh_keys_is_refused(tmp_path: Path) -> None:
    keys = Path.home() / ".ssh"
    keys.mkdir()
    (keys / "id_ed25519").write_text("PRIVATE KEY\n", encoding="utf-8")
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    (repo / "keys").symlink_to(keys)
    _commit_all(repo, "helpful link")
    _assert_refused(repo, tmp_path, "keys is a symlink")


def test_a_symlink_inside_the_subdir_is_refused(multi_repo: Path, tmp_path: Path) -> None:
    (multi_repo / "skills" / "hello-skill" / "scripts" / "passwd").symlink_to("/etc/passwd")
    _commit_all(multi_repo, "link")
    _assert_refused(
        multi_repo,
        tmp_path,
        "skills/hello-skill/scripts/passwd is a symlink",
        subdir="skills/hello-skill",
    )
    # A link elsewhere in the repository is not part of the export.
    assert _fetch(multi_repo, tmp_path, subdir="skills/other").commit


def test_a_submodule_is_refused(tmp_path: Path) -> None:
    lib = make_skill_repo(tmp_path / "lib", "hello-skill")
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    run_git(repo, "-c", "protocol.file.allow=always", "submodule", "add", "-q", str(lib), "vendor")
    _commit_all(repo, "vendor a submodule")
    _assert_refused(repo, tmp_path, r"\.gitmodules is a git submodule")


def test_a_gitlink_without_gitmodules_is_refused(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    head = run_git(repo, "rev-parse", "HEAD").strip()
    run_git(repo, "update-index", "--add", "--cacheinfo", f"160000,{head},vendor/lib")
    run_git(repo, "commit", "-q", "-m", "bare gitlink")
    _assert_refused(repo, tmp_path, "vendor/lib is a git submodule")


def test_a_git_lfs_pointer_is_refused(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    (repo / "assets").mkdir()
    (repo / "assets" / "model.bin").write_text(
        "version https://git-lfs.github.com/spec/v1\n"
        "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\n"
        "size 12345\n",
        encoding="utf-8",
    )
    _commit_all(repo, "lfs")
    _assert_refused(repo, tmp_path, "assets/model.bin is a Git LFS pointer")


def test_a_100_mb_file_is_refused_by_its_size_before_reading(tmp_path: Path) -> None:
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    big = repo / "data" / "big.bin"
    big.parent.mkdir()
    big.touch()
    os.truncate(big, 100 * 1024 * 1024)  # sparse
    _commit_all(repo, "big")
    started = time.monotonic()
    _assert_refused(repo, tmp_path, "data/big.bin is 104857600 bytes, over the limit")
    assert time.monotonic() - started < 10


def test_hooks_templates_and_filters_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    script = f'#!/bin/sh\necho "$0" >> "{marker}"\n'
    filter_script = tmp_path / "filter.sh"
    filter_script.write_text(f'#!/bin/sh\necho "filter $1" >> "{marker}"\ncat\n', encoding="utf-8")
    filter_script.chmod(0o755)
    repo = make_skill_repo(tmp_path / "src", "hello-skill")
    (repo / ".gitattributes").write_text("* filter=evil\n", encoding="utf-8")
    (repo / ".githooks").mkdir()
    (repo / ".githooks" / "post-checkout").write_text(script, encoding="utf-8")
    (repo / ".githooks" / "post-checkout").chmod(0o755)
    _commit_all(repo, "tracked hook and an attribute naming a filter")
    run_git(repo, "config", "core.hooksPath", ".githooks")
    for hook in ("post-checkout", "post-merge", "reference-transaction", "pre-auto-gc"):
        (repo / ".git" / "hooks" / hook).write_text(script, encoding="utf-8")
        (repo / ".git" / "hooks" / hook).chmod(0o755)
    template = tmp_path / "template"
    (template / "hooks").mkdir(parents=True)
    for hook in ("post-checkout", "reference-transaction"):
        (template / "hooks" / hook).write_text(script, encoding="utf-8")
        (template / "hooks" / hook).chmod(0o755)
    # fetch reads ~/.gitconfig (conftest's GIT_CONFIG_GLOBAL=/dev/null is stripped like any GIT_*).
    (Path.home() / ".gitconfig").write_text(
        f"[init]\n\ttemplateDir = {template}\n"
        f'[filter "evil"]\n\tsmudge = {filter_script} smudge\n\tclean = {filter_script} clean\n'
        f"[core]\n\tfsmonitor = {template}/hooks/post-checkout\n",
        encoding="utf-8",
    )
    # Canary: a plain clone with that configuration does run them.
    naive_env = {k: v for k, v in os.environ.items() if k != "GIT_CONFIG_GLOBAL"}
    subprocess.run(
        ["git", "clone", "-q", str(repo), str(tmp_path / "naive")],
        env=naive_env,
        check=True,
        capture_output=True,
    )
    assert marker.is_file()
    marker.unlink()

    first = _fetch(repo, tmp_path)
    (repo / "NEW.md").write_text("new\n", encoding="utf-8")
    run_git(repo, "add", "NEW.md")
    run_git(repo, "-c", "core.hooksPath=/dev/null", "commit", "-q", "-m", "more")
    second = _fetch(repo, tmp_path)
    assert not marker.exists()
    assert second.commit != first.commit
    assert (second.path / ".githooks" / "post-checkout").read_text(encoding="utf-8") == script
    assert not list(_mirror(tmp_path / "cache", first.url).glob("hooks/*"))


def _crafted_repo(tmp_path: Path, extra: bytes) -> Path:
    """A repository whose only commit holds SKILL.md plus the ``git mktree`` lines ``extra``
    (BLOB and TREE stand for a blob and for a folder holding ``payload``). mktree accepts names
    that ``git add`` would refuse."""
    repo = tmp_path / "crafted"
    repo.mkdir()
    run_git(repo, "init", "-q", "-b", "main")

    def git(stdin: bytes, *args: str) -> str:
        done = subprocess.run(
            ["git", *args], cwd=repo, input=stdin, check=True, capture_output=True
        )
        return done.stdout.decode().strip()

    blob = git(skill_md("crafted").encode(), "hash-object", "-w", "--stdin")
    inner = git(f"100644 blob {blob}\tpayload\n".encode(), "mktree")
    lines = extra.replace(b"BLOB", f"blob {blob}".encode()).replace(
        b"TREE", f"tree {inner}".encode()
    )
    root = git(f"100644 blob {blob}\tSKILL.md\n".encode() + lines, "mktree")
    commit = git(b"", "commit-tree", root, "-m", "crafted")
    run_git(repo, "update-ref", "refs/heads/main", commit)
    return repo


@pytest.mark.parametrize(
    ("name", "match"),
    [
        (b"..", r"'\.\./payload' has an empty, '\.' or '\.\.' component"),
        (b".", r"'\./payload' has an empty"),
        (b".git", r"'\.git/payload' has a \.git component"),
        (b".GIT", r"'\.GIT/payload' has a \.git component"),
        (b"a\\b", "contains a backslash"),
        (b"bad\x1bname", "contains a control character"),
        (b"caf\xe9", "is not UTF-8"),
    ],
)
def test_crafted_unsafe_paths_are_refused(tmp_path: Path, name: bytes, match: str) -> None:
    repo = _crafted_repo(tmp_path, b"040000 TREE\t" + name + b"\n")
    _assert_refused(repo, tmp_path, match)
    assert not (tmp_path / "payload").exists()


@pytest.mark.parametrize(
    "extra",
    [
        b"100644 BLOB\tx\n100644 BLOB\tx\n",  # the same name twice
        b"100644 BLOB\ta\n040000 TREE\ta\n",  # a file and a folder of one name
    ],
)
def test_crafted_clashing_names_are_refused_without_a_partial_dest(
    tmp_path: Path, extra: bytes
) -> None:
    repo = _crafted_repo(tmp_path, extra)
    _assert_refused(repo, tmp_path, "clashes with another path")


# --- operational failures -----------------------------------------------------------------------


def test_a_remote_gone_after_caching_fails_the_fetch_naming_the_cache(
    hello_repo: Path, tmp_path: Path
) -> None:
    first = _fetch(hello_repo, tmp_path)
    shutil.rmtree(hello_repo)
    with pytest.raises(SourceError, match="git fetch from") as caught:
        _fetch(hello_repo, tmp_path)
    assert caught.value.hint is not None
    assert str(_mirror(tmp_path / "cache", first.url)) in caught.value.hint


def test_a_damaged_cache_is_a_source_error(hello_repo: Path, tmp_path: Path) -> None:
    first = _fetch(hello_repo, tmp_path)
    blob = run_git(hello_repo, "rev-parse", "HEAD:scripts/greet.py").strip()
    mirror = _mirror(tmp_path / "cache", first.url)
    (mirror / "objects" / blob[:2] / blob[2:]).unlink()
    with pytest.raises(SourceError, match=str(hello_repo.resolve())) as caught:
        _fetch(hello_repo, tmp_path)
    assert caught.value.hint is not None
    assert f"delete {mirror}" in caught.value.hint
    assert sorted(p.name for p in _leftovers(tmp_path)) == ["skill-0"]


def test_unwritable_cache_or_dest_is_a_store_error(hello_repo: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    with pytest.raises(StoreError, match="git cache"):
        _fetch(hello_repo, tmp_path, cache_dir=blocker / "cache")
    with pytest.raises(StoreError, match="cannot create"):
        fetch_git_source(
            GitSource(str(hello_repo), None, None), cache_dir=tmp_path / "cache", dest=blocker / "x"
        )


def test_no_git_on_path_is_a_source_error(
    hello_repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty-bin"))
    with pytest.raises(SourceError, match="git is not installed"):
        _fetch(hello_repo, tmp_path)
