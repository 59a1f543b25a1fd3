"""The built wheel carries its data and runs from a clean virtual environment."""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

from tests.helpers import skill_md
from tests.helpers import write_skill

REPO = Path(__file__).resolve().parent.parent


def test_wheel_runs_from_a_clean_venv(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(dist),
            str(REPO),
        ],
        check=True,
        capture_output=True,
    )
    # The distribution is skillctl-cli (issue 14); the command and package stay skillctl.
    (wheel,) = dist.glob("skillctl_cli-*.whl")
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--no-deps",
            "--no-index",
            "-q",
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    # Dependencies come from this interpreter's site-packages, appended after the
    # venv's own, so the wheel's copy of skillctl is the one imported.
    site = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()
    )
    (site / "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    work = tmp_path / "work"
    skill = write_skill(work, "tables", skill_md("tables"))
    probe = subprocess.run(
        [
            str(python),
            "-c",
            "import json, skillctl, skillctl.resources as r;"
            "print(json.dumps([skillctl.__file__, str(r.data_dir())]))",
        ],
        check=True,
        capture_output=True,
        text=True,
        cwd=work,
    )
    module_file, data = json.loads(probe.stdout)
    assert module_file.startswith(str(env_dir))
    assert data.endswith("skillctl/_data")
    assert (Path(data) / "schemas" / "skill-frontmatter.schema.json").is_file()
    done = subprocess.run(
        [str(env_dir / "bin" / "skillctl"), "--json", "validate", str(skill)],
        capture_output=True,
        text=True,
        cwd=work,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["summary"]["valid"] == 1
    assert sorted(p.name for p in (Path(data) / "guards").glob("*.yaml"))
    audited = subprocess.run(
        [str(env_dir / "bin" / "skillctl"), "--json", "audit", str(skill)],
        capture_output=True,
        text=True,
        cwd=work,
        check=False,
    )
    assert audited.returncode == 0, audited.stderr
    assert json.loads(audited.stdout)["scanner"]["rule_packs"]
    installed = subprocess.run(
        [
            str(env_dir / "bin" / "skillctl"),
            "--store",
            str(tmp_path / "store"),
            "--json",
            "install",
            "skill-authoring",
            "csv-json-cleaning",  # an executable script: its h2 hash needs the bit to survive
        ],
        capture_output=True,
        text=True,
        cwd=work,
        check=False,
    )
    assert installed.returncode == 0, installed.stderr
    assert json.loads(installed.stdout)["installed"][0]["trust"] == "builtin"
