<?php
// report.php - Markdown dependency report for a Composer project
declare(strict_types=1);

$noNetwork = in_array('--no-network', $argv, true);
if (!is_file('composer.lock') || !is_file('composer.json')) {
    fwrite(STDERR, "run from a directory with composer.json and composer.lock\n");
    exit(2);
}

$lock = json_decode(file_get_contents('composer.lock'), true, 512, JSON_THROW_ON_ERROR);
$json = json_decode(file_get_contents('composer.json'), true, 512, JSON_THROW_ON_ERROR);

function composer(array $args): ?array
{
    $cmd = array_merge(['composer', '--no-interaction', '--no-ansi'], $args);
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    if (!is_resource($proc)) {
        return null;
    }
    $out = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    proc_close($proc);
    $data = json_decode($out, true);
    return is_array($data) ? $data : null;
}

echo "# Dependency report\n\n";

if (!$noNetwork) {
    $audit = composer(['audit', '--format=json', '--locked']);
    echo "## Advisories\n\n";
    $rows = 0;
    foreach (($audit['advisories'] ?? []) as $pkg => $items) {
        foreach ($items as $a) {
            printf("- **%s** %s — %s (%s) %s\n", $pkg, $a['affectedVersions'] ?? '?', $a['title'] ?? '',
                $a['cve'] ?? 'no CVE', $a['link'] ?? '');
            $rows++;
        }
    }
    echo $rows ? "\n" : "None known.\n\n";
}

echo "## Abandoned\n\n";
$abandoned = 0;
foreach (array_merge($lock['packages'] ?? [], $lock['packages-dev'] ?? []) as $p) {
    if (!empty($p['abandoned'])) {
        $repl = is_string($p['abandoned']) ? " → use `{$p['abandoned']}`" : '';
        echo "- {$p['name']} {$p['version']}{$repl}\n";
        $abandoned++;
    }
}
echo $abandoned ? "\n" : "None.\n\n";

if (!$noNetwork) {
    $outdated = composer(['outdated', '--direct', '--major-only', '--format=json']);
    echo "## Major updates available\n\n";
    $list = $outdated['installed'] ?? [];
    foreach ($list as $o) {
        echo "- {$o['name']}: {$o['version']} → {$o['latest']}\n";
    }
    echo $list ? "\n" : "None.\n\n";
}

echo "## Repositories\n\n";
$repos = $json['repositories'] ?? [];
if (!$repos) {
    echo "Packagist only.\n";
}
foreach ($repos as $r) {
    $type = $r['type'] ?? '?';
    $url = $r['url'] ?? '';
    echo "- {$type}: {$url} — confirm this source is expected\n";
}
