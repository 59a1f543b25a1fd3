"""The ``uninstall`` use case: remove skills and their records in one store commit."""

from __future__ import annotations

from pathlib import Path

from skillctl.errors import SkillNotFoundError
from skillctl.services.links import unlink_targets
from skillctl.store.repo import LOCKFILE
from skillctl.store.repo import PROVENANCE_DIR
from skillctl.store.repo import STATE_FILE
from skillctl.store.repo import StoreAccess


def uninstall(
    store_path: Path, names: tuple[str, ...], *, access: StoreAccess | None = None
) -> tuple[str | None, list[str]]:
    """Remove each named skill and the agent links made for it; all or nothing.

    Returns the new store commit and warnings about links that were left in
    place because someone changed them.
    """
    warnings: list[str] = []
    store = (access or StoreAccess()).open(store_path)
    with store.transaction() as txn:
        installed = set(store.installed_names())
        missing = [n for n in names if n not in installed]
        if missing:
            raise SkillNotFoundError(
                f"not installed in {store_path}: {', '.join(missing)}", hint="see `skillctl list`"
            )
        state = store.read_json(STATE_FILE)
        skills = state.get("skills") if isinstance(state.get("skills"), dict) else {}
        lock = store.read_json(LOCKFILE)
        entries = lock.get("skills") if isinstance(lock.get("skills"), dict) else {}
        assert isinstance(skills, dict)  # noqa: S101 - narrowed above
        assert isinstance(entries, dict)  # noqa: S101 - narrowed above
        warnings.extend(unlink_targets(txn, names))
        for name in names:
            txn.remove_skill(name)
            txn.delete_file(f"{PROVENANCE_DIR}/{name}.json")
            skills.pop(name, None)
            entries.pop(name, None)
        txn.write_json(STATE_FILE, {**state, "skills": dict(sorted(skills.items()))})
        txn.write_json(LOCKFILE, {"lockfile_version": 1, "skills": dict(sorted(entries.items()))})
        txn.commit(
            f"uninstall {', '.join(names)}", {"Action": "uninstall", "Skill": ",".join(names)}
        )
    from skillctl.store.git.repo import head

    return head(store_path), warnings
