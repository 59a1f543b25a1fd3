<#
.SYNOPSIS
  Report PATH problems; with -Apply, clean the *user* PATH (backup first).
#>
param([switch]$Apply)

$ErrorActionPreference = 'Stop'

function Split-PathVar([string]$value) {
    ($value -split ';') | Where-Object { $_ -and $_.Trim() } | ForEach-Object { $_.Trim() }
}

$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
$machinePath = [Environment]::GetEnvironmentVariable('Path', 'Machine')
$entries = @()
foreach ($scope in @(@{ n = 'Machine'; v = $machinePath }, @{ n = 'User'; v = $userPath })) {
    foreach ($e in Split-PathVar $scope.v) {
        $expanded = [Environment]::ExpandEnvironmentVariables($e)
        $entries += [pscustomobject]@{ Scope = $scope.n; Entry = $e; Exists = Test-Path -LiteralPath $expanded }
    }
}

$seen = @{}
foreach ($row in $entries) {
    $key = [Environment]::ExpandEnvironmentVariables($row.Entry).TrimEnd('\').ToLowerInvariant()
    $row | Add-Member -NotePropertyName Duplicate -NotePropertyValue ($seen.ContainsKey($key))
    $seen[$key] = $true
}
$entries | Format-Table Scope, Exists, Duplicate, Entry -AutoSize

"Total length: {0} characters" -f (($machinePath + ';' + $userPath).Length)
foreach ($tool in 'python', 'node', 'git', 'java') {
    $hit = Get-Command $tool -ErrorAction SilentlyContinue | Select-Object -First 1
    "{0,-7} -> {1}" -f $tool, ($(if ($hit) { $hit.Source } else { 'not found' }))
}

if ($Apply) {
    $backupDir = Join-Path $env:LOCALAPPDATA 'path-doctor'
    New-Item -ItemType Directory -Force -Path $backupDir | Out-Null
    $backup = Join-Path $backupDir ("backup-{0:yyyyMMdd-HHmmss}.txt" -f (Get-Date))
    Set-Content -LiteralPath $backup -Value $userPath -Encoding utf8

    $clean = $entries | Where-Object { $_.Scope -eq 'User' -and $_.Exists -and -not $_.Duplicate } | ForEach-Object Entry
    [Environment]::SetEnvironmentVariable('Path', ($clean -join ';'), 'User')
    "User PATH cleaned ({0} -> {1} entries). Backup: {2}" -f (Split-PathVar $userPath).Count, $clean.Count, $backup
    "Open a new terminal for the change to take effect."
}
