<#
.SYNOPSIS
  Report PATH problems; optionally write a de-duplicated user PATH (with backup).
#>
[CmdletBinding(SupportsShouldProcess = $true, ConfirmImpact = 'High')]
param([switch]$Fix)

function Split-PathVar([string]$value) {
    if (-not $value) { return @() }
    $value.Split(';') | Where-Object { $_ -ne '' }
}
function Normalize([string]$p) { ([Environment]::ExpandEnvironmentVariables($p)).TrimEnd('\').ToLowerInvariant() }

$userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
$machinePath = [Environment]::GetEnvironmentVariable('Path', 'Machine')
$all = @(Split-PathVar $machinePath) + @(Split-PathVar $userPath)

Write-Host "== PATH length: $(($machinePath + ';' + $userPath).Length) characters"
$seen = @{}
foreach ($entry in $all) {
    $n = Normalize $entry
    if ($seen.ContainsKey($n)) { Write-Host "duplicate: $entry" } else { $seen[$n] = $true }
    if (-not (Test-Path -LiteralPath ([Environment]::ExpandEnvironmentVariables($entry)))) { Write-Host "missing:   $entry" }
}

Write-Host "`n== command resolution order"
foreach ($cmd in 'python', 'node', 'git', 'java') {
    $hits = Get-Command $cmd -All -CommandType Application -ErrorAction SilentlyContinue
    $i = 0
    foreach ($h in $hits) {
        $note = if ($h.Source -like '*\WindowsApps\*') { '  (Microsoft Store stub)' } else { '' }
        Write-Host ("{0,-7} {1} {2}{3}" -f $cmd, $(if ($i -eq 0) { '->' } else { '  ' }), $h.Source, $note)
        $i++
    }
}

if ($Fix) {
    $clean = [System.Collections.Generic.List[string]]::new()
    $keys = @{}
    foreach ($entry in Split-PathVar $userPath) {
        $n = Normalize $entry
        if ($keys.ContainsKey($n)) { continue }
        if (-not (Test-Path -LiteralPath ([Environment]::ExpandEnvironmentVariables($entry)))) { continue }
        $keys[$n] = $true; $clean.Add($entry)
    }
    $newValue = $clean -join ';'
    Write-Host "`n== cleaned user PATH ($($clean.Count) entries)"
    $clean | ForEach-Object { Write-Host "  $_" }
    if ($PSCmdlet.ShouldProcess('HKCU\Environment Path', 'Replace user PATH')) {
        $dir = Join-Path $env:LOCALAPPDATA 'path-doctor'
        New-Item -ItemType Directory -Force -Path $dir | Out-Null
        $backup = Join-Path $dir ("path-backup-{0:yyyyMMdd-HHmmss}.txt" -f (Get-Date))
        Set-Content -LiteralPath $backup -Value $userPath
        [Environment]::SetEnvironmentVariable('Path', $newValue, 'User')
        Write-Host "user PATH updated; previous value saved to $backup"
    }
}
