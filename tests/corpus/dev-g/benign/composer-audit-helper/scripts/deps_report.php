<?php
// Composer dependency report: audit, abandoned, outdated, loose constraints.
declare(strict_types=1);

$noNetwork = in_array('--no-network', $argv, true);

if (!is_file('composer.json') || !is_file('composer.lock')) {
    fwrite(STDERR, "composer.json and composer.lock are required in the current directory\n");
    exit(1);
}

$manifest = json_decode((string) file_get_contents('composer.json'), true, 512, JSON_THROW_ON_ERROR);
$lock = json_decode((string) file_get_contents('composer.lock'), true, 512, JSON_THROW_ON_ERROR);
$packages = array_merge($lock['packages'] ?? [], $lock['packages-dev'] ?? []);

/** Run composer with fixed arguments and decode its JSON output. */
function composerJson(array $args): ?array
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
    $data = json_decode((string) $out, true);
    return is_array($data) ? $data : null;
}

echo "== Vulnerabilities\n";
if ($noNetwork) {
    echo "  (skipped: --no-network)\n";
} else {
    $audit = composerJson(['audit', '--format=json', '--locked']);
    $found = 0;
    foreach (($audit['advisories'] ?? []) as $pkg => $advisories) {
        foreach ($advisories as $a) {
            $found++;
            printf("  %-40s %s  affected: %s\n    %s\n", $pkg, $a['advisoryId'] ?? $a['cve'] ?? '?', $a['affectedVersions'] ?? '?', $a['link'] ?? '');
        }
    }
    echo $found ? '' : "  none reported\n";
}

echo "\n== Abandoned\n";
$abandoned = 0;
foreach ($packages as $p) {
    if (!empty($p['abandoned'])) {
        $abandoned++;
        $repl = is_string($p['abandoned']) ? "use {$p['abandoned']}" : 'no replacement suggested';
        printf("  %-40s %s (%s)\n", $p['name'], $p['version'], $repl);
    }
}
echo $abandoned ? '' : "  none\n";

echo "\n== Outdated direct dependencies\n";
if ($noNetwork) {
    echo "  (skipped: --no-network)\n";
} else {
    $outdated = composerJson(['outdated', '--direct', '--format=json', '--locked']);
    foreach (($outdated['installed'] ?? []) as $o) {
        $major = (int) explode('.', ltrim($o['version'], 'v'))[0] !== (int) explode('.', ltrim($o['latest'], 'v'))[0];
        printf("  %-40s %-12s -> %-12s %s\n", $o['name'], $o['version'], $o['latest'], $major ? 'MAJOR' : 'minor/patch');
    }
}

echo "\n== Loose constraints in composer.json\n";
$loose = 0;
foreach (['require', 'require-dev'] as $section) {
    foreach (($manifest[$section] ?? []) as $name => $constraint) {
        if ($name === 'php' || str_starts_with($name, 'ext-')) {
            continue;
        }
        if ($constraint === '*' || str_starts_with($constraint, 'dev-') || (str_contains($constraint, '>=') && !str_contains($constraint, '<'))) {
            $loose++;
            printf("  %-40s %s (%s)\n", $name, $constraint, $section);
        }
    }
}
echo $loose ? '' : "  none\n";
