param(
    [switch]$Apply,
    [string[]]$Add = @()
)
$ErrorActionPreference = 'Stop'

$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
$machinePath = [Environment]::GetEnvironmentVariable('Path', 'Machine')
$entries = @($userPath -split ';' | Where-Object { $_ -ne '' })

$seen = @{}
$keep = New-Object System.Collections.Generic.List[string]
foreach ($e in $entries) {
    $expanded = [Environment]::ExpandEnvironmentVariables($e)
    $key = $expanded.TrimEnd('\').ToLowerInvariant()
    if ($seen.ContainsKey($key)) { $status = 'duplicate' }
    elseif (-not (Test-Path -LiteralPath $expanded)) { $status = 'missing' }
    else { $status = 'ok'; $keep.Add($e) }
    $seen[$key] = $true
    '{0,-10} {1}' -f $status, $e
}

''
'Machine PATH (not modified):'
$machinePath -split ';' | Where-Object { $_ } | ForEach-Object { "  $_" }

foreach ($a in $Add) {
    if ((Test-Path -LiteralPath $a) -and -not $seen.ContainsKey($a.TrimEnd('\').ToLowerInvariant())) {
        $keep.Add($a)
        "will add: $a"
    } elseif (-not (Test-Path -LiteralPath $a)) {
        Write-Warning "not adding (does not exist): $a"
    }
}

if (-not $Apply) {
    ''
    'Read-only run. Re-run with -Apply to write the User PATH.'
    return
}

$backupDir = Join-Path $env:LOCALAPPDATA 'path-fixer'
New-Item -ItemType Directory -Force -Path $backupDir | Out-Null
$backup = Join-Path $backupDir ("backup-{0:yyyyMMdd-HHmmss}.txt" -f (Get-Date))
Set-Content -LiteralPath $backup -Value $userPath
[Environment]::SetEnvironmentVariable('Path', ($keep -join ';'), 'User')
"User PATH updated ($($keep.Count) entries). Backup: $backup"
