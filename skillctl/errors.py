"""The typed error tree; ``cli`` maps each class to an exit code and a message.

Every error carries a stable ``code`` (part of the ``--json`` contract), an
``exit_code`` and an optional ``hint`` that tells the user what to do.
"""

from __future__ import annotations

from typing import ClassVar


class SkillctlError(Exception):
    """Base of every error skillctl raises on purpose; never raised itself."""

    code: ClassVar[str] = "error"
    exit_code: ClassVar[int] = 3

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


class UsageError(SkillctlError):
    """Raised when arguments are well-formed for click but make no sense together."""

    code = "usage"
    exit_code = 2


class PathNotFoundError(SkillctlError):
    """Raised when a path named on the command line does not exist."""

    code = "path-not-found"


class PathUnreadableError(SkillctlError):
    """Raised when a path exists but cannot be read (permissions, not a file or folder)."""

    code = "path-unreadable"


class SpecError(SkillctlError):
    """Raised when spec data (a schema, a scaffold target) is unusable, not for skill problems."""

    code = "spec"


class TargetExistsError(SpecError):
    """Raised by ``new`` when the folder to scaffold already exists."""

    code = "target-exists"


class DataFileError(SkillctlError):
    """Raised when a data file shipped with skillctl (schemas/, guards/) is missing or broken."""

    code = "data-file"


class StoreError(SkillctlError):
    """Raised when the store cannot be read or written."""

    code = "store"


class RecordError(StoreError):
    """Raised when a store record (state, provenance, lockfile, config, targets) is malformed."""

    code = "bad-record"


class NotAStoreError(StoreError):
    """Raised when ``--store`` names a folder that holds files but is not a skillctl store."""

    code = "not-a-store"


class ForeignChangesError(StoreError):
    """Raised when a writer finds changes in the store that no skillctl transaction made."""

    code = "foreign-changes"


class AuditError(SkillctlError):
    """Raised when the audit itself cannot run: a broken rule pack, a bad baseline file."""

    code = "audit"


class RefNotFoundError(StoreError):
    """Raised when a git revision (a --changed-since REV, a rollback target) does not exist."""

    code = "ref-not-found"


class NotARepositoryError(StoreError):
    """Raised when a command needs a git repository and the folder is not in one."""

    code = "not-a-repository"


class LockTimeoutError(StoreError):
    """Raised when the store lock is still held by another process after the timeout."""

    code = "lock-timeout"


class InstallRefusedError(SkillctlError):
    """Raised when validation, the audit or the trust policy refuses a skill (exit 1)."""

    code = "install-refused"
    exit_code = 1


class UninstallRefusedError(SkillctlError):
    """Raised when uninstalling would break a skill that requires the one removed (exit 1)."""

    code = "uninstall-refused"
    exit_code = 1


class ConsolidateRefusedError(SkillctlError):
    """Raised when a consolidation is refused: bad names, a cycle, or an umbrella that fails
    the admission gate (exit 1)."""

    code = "consolidate-refused"
    exit_code = 1


class ForwardCycleError(SkillctlError):
    """Raised when ``absorbed_into`` forwards loop back on themselves (exit 1)."""

    code = "forward-cycle"
    exit_code = 1


class ForwardDanglingError(StoreError):
    """Raised when a forward points at a skill the store does not have (exit 3)."""

    code = "forward-dangling"


class SkillNotFoundError(StoreError):
    """Raised when a named skill is not installed in the store."""

    code = "skill-not-found"


class SourceError(SkillctlError):
    """Raised when a skill source (path, git URL) cannot be used: bad spec, unsafe content."""

    code = "source"


class SourceRefusedError(SourceError):
    """Raised when a source's content is unsafe to take in (a symlink, a pipe, an oversized
    tree, a submodule): a refusal like a failed audit, so exit 1, not an operational error."""

    code = "source-refused"
    exit_code = 1


class RegistryError(SkillctlError):
    """Raised when a registry cannot be read, lacks a skill, or disagrees with its files."""

    code = "registry"


class TargetConflictError(StoreError):
    """Raised when linking a skill into an agent folder finds something else at the link's spot.

    skillctl never overwrites a folder, file or link it did not make; the user removes or renames it.
    """

    code = "target-conflict"


class TargetModifiedError(StoreError):
    """Raised by uninstall when a copy skillctl placed in an agent folder was edited since.

    The copy is left in place so the user's edits survive; they delete it themselves.
    """

    code = "target-modified"


class FileSystemError(SkillctlError):
    """Raised (from an OSError) when the filesystem refuses an operation on a named file."""

    code = "filesystem"
