<#
.SYNOPSIS
  Install team tools at pinned versions with winget (plan first, confirm before installing).
#>
param(
  [switch]$Plan,
  [string]$Export
)
$ErrorActionPreference = 'Stop'
$manifest = Join-Path (Split-Path -Parent $PSScriptRoot) 'assets\tools.json'
$tools = (Get-Content $manifest -Raw | ConvertFrom-Json).tools

function Get-InstalledVersion([string]$Id) {
  $line = winget list --id $Id --exact --accept-source-agreements 2>$null | Select-String -SimpleMatch $Id | Select-Object -First 1
  if (-not $line) { return $null }
  $cols = ($line.ToString() -split '\s{2,}') | Where-Object { $_ }
  return $cols[2]
}

if ($Export) {
  $current = foreach ($t in $tools) { [pscustomobject]@{ id = $t.id; version = (Get-InstalledVersion $t.id) } }
  @{ tools = $current } | ConvertTo-Json -Depth 4 | Set-Content -Path $Export -Encoding UTF8
  Write-Host "wrote $Export"
  return
}

$rows = foreach ($t in $tools) {
  $have = Get-InstalledVersion $t.id
  $action = if (-not $have) { 'install' } elseif ($have -ne $t.version) { 'change' } else { 'ok' }
  [pscustomobject]@{ Id = $t.id; Installed = $have; Pinned = $t.version; Action = $action }
}
$rows | Format-Table -AutoSize

$todo = $rows | Where-Object Action -ne 'ok'
if (-not $todo) { Write-Host 'Everything matches the manifest.'; return }
if ($Plan) { Write-Host "Plan only - $($todo.Count) package(s) would change."; return }

$answer = Read-Host "Install/change $($todo.Count) package(s)? [y/N]"
if ($answer -notmatch '^[Yy]$') { Write-Host 'Nothing installed.'; return }

foreach ($r in $todo) {
  Write-Host "==> $($r.Id) $($r.Pinned)"
  winget install --id $r.Id --exact --version $r.Pinned --accept-package-agreements --accept-source-agreements
  if ($LASTEXITCODE -ne 0) { Write-Warning "$($r.Id): winget exited with $LASTEXITCODE" }
}
