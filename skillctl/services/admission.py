"""The one admission gate: validate → audit → trust policy → a decision with its reasons.

Install, update, adopt, publish and consolidate all let a skill in through
:func:`admit`, so a skill refused by one is refused by all, for the same
reasons and with the same message. The refusal's error type is the caller's
(an install refusal is not a publish refusal).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from skillctl import __version__
from skillctl.audit.packs import RuleSet
from skillctl.audit.scan import SkillAudit
from skillctl.audit.scan import audit_skill
from skillctl.audit.verdict import Decision
from skillctl.audit.verdict import Trust
from skillctl.audit.verdict import decide
from skillctl.errors import InstallRefusedError
from skillctl.errors import SkillctlError
from skillctl.spec.discover import SkillLocation
from skillctl.spec.frontmatter import SkillDocument
from skillctl.spec.problems import Severity
from skillctl.spec.validate import examine_skill
from skillctl.store.dirhash import FileDigest
from skillctl.store.dirhash import file_digests
from skillctl.store.dirhash import hash_of_files
from skillctl.store.provenance import AuditRecord


@dataclass(frozen=True, slots=True)
class Policy:
    """How far the trust policy may bend for this admission."""

    trust: Trust
    allow_caution: bool = False
    force: bool = False


@dataclass(frozen=True, slots=True)
class Admission:
    """A skill let in: where it is now, what it is, what the audit and the policy said."""

    name: str
    folder: Path
    document: SkillDocument
    audit: SkillAudit
    decision: Decision
    content_hash: str
    trust: Trust
    files: Mapping[str, FileDigest]
    """What ``content_hash`` is taken over, to check a pin of another scheme without rereading."""

    @property
    def version(self) -> str | None:
        metadata = (self.document.frontmatter or {}).get("metadata")
        value = metadata.get("version") if isinstance(metadata, dict) else None
        return value if isinstance(value, str) else None

    def audit_record(self, rules: RuleSet) -> AuditRecord:
        return AuditRecord(
            verdict=str(self.audit.verdict),
            scanner=f"skillctl {__version__}",
            rule_packs=dict(sorted(rules.versions.items())),
            findings=sum(1 for f in self.audit.findings if f.is_counted),
        )


def admit(
    folder: Path,
    display: str,
    policy: Policy,
    rules: RuleSet,
    *,
    rename_to_name: bool = False,
    is_strict: bool = False,
    refusal: type[SkillctlError] = InstallRefusedError,
    purpose: str | None = None,
) -> Admission:
    """Let the skill in ``folder`` in, or raise ``refusal`` saying why.

    With ``rename_to_name`` the folder (in quarantine) is renamed to the
    skill's ``name`` first, so the folder-name check does not apply.
    ``purpose`` names what the skill was refused for (``publish``), when that
    is not plain from the command.
    """
    report, document = examine_skill(
        SkillLocation(folder, display), is_folder_renamed=rename_to_name
    )
    name = report.name
    failing = {Severity.ERROR, Severity.WARNING} if is_strict else {Severity.ERROR}
    errors = [p for p in report.problems if p.severity in failing]
    if name is None or errors or document is None:
        details = "; ".join(f"{p.code} {p.message}" for p in errors[:5]) or "SKILL.md has no name"
        raise refusal(
            f"{display} is not a valid skill: {details}", hint=f"run: skillctl validate {display}"
        )
    if rename_to_name and folder.name != name:
        renamed = folder.parent / name
        folder.rename(renamed)
        folder = renamed
    audit = audit_skill(
        folder, display, rules, honor_suppressions=policy.trust is not Trust.COMMUNITY
    )
    if audit.errors:
        path, problem = audit.errors[0]
        raise refusal(
            f"{display} could not be fully audited: {path}: {problem}",
            hint="the audit fails closed; fix or remove that file",
        )
    decision = decide(
        audit.verdict, policy.trust, allow_caution=policy.allow_caution, force=policy.force
    )
    if not decision.is_allowed:
        worst = sorted((f for f in audit.findings if f.is_counted), key=lambda f: -f.severity.rank)
        listed = "; ".join(
            f"{f.rule_id} {f.severity} {f.path}:{f.line or '-'} {f.message}" for f in worst[:5]
        )
        refused = f"refused to {purpose} {name}" if purpose else f"refused {name}"
        raise refusal(
            f"{refused}: {decision.reason}. Findings: {listed}",
            hint=f"see: skillctl audit {display}",
        )
    files = file_digests(folder)
    return Admission(
        name, folder, document, audit, decision, hash_of_files(files), policy.trust, files
    )
