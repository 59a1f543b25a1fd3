<#
.SYNOPSIS
  Install pinned developer tools with winget. Supports -WhatIf.
#>
[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [string[]] $Only
)

$ErrorActionPreference = 'Stop'

$tools = @(
    @{ Id = 'Git.Git';                   Version = '2.45.2' },
    @{ Id = 'Microsoft.PowerShell';      Version = '7.4.3.0' },
    @{ Id = 'OpenJS.NodeJS.LTS';         Version = '20.15.0' },
    @{ Id = 'Python.Python.3.12';        Version = '3.12.4' },
    @{ Id = 'Microsoft.VisualStudioCode'; Version = '1.90.2' }
)

if ($Only) { $tools = $tools | Where-Object { $Only -contains $_.Id } }

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw 'winget not found. Install "App Installer" from the Microsoft Store first.'
}

foreach ($t in $tools) {
    $installed = winget list --id $t.Id --exact --source winget 2>$null | Select-String $t.Id
    if ($installed) {
        Write-Host "already installed: $($t.Id)"
        continue
    }
    if ($PSCmdlet.ShouldProcess("$($t.Id) $($t.Version)", 'winget install')) {
        winget install --id $t.Id --version $t.Version --exact --source winget `
            --accept-package-agreements --accept-source-agreements --silent
        if ($LASTEXITCODE -ne 0) { Write-Warning "winget failed for $($t.Id) (exit $LASTEXITCODE)" }
        else { Write-Host "installed $($t.Id) $($t.Version)" }
    }
}

Write-Host 'Done. Open a new terminal so PATH changes take effect.'
