<#
.SYNOPSIS
  Install pinned developer tools with winget and apply user-level settings.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$Manifest = (Join-Path $PSScriptRoot 'packages.json')
)

$ErrorActionPreference = 'Stop'

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw 'winget not found. Install "App Installer" from the Microsoft Store first.'
}

$spec = Get-Content -Raw -Path $Manifest | ConvertFrom-Json
$installed = winget list --source winget --accept-source-agreements 2>$null | Out-String

foreach ($pkg in $spec.packages) {
    if ($installed -match [regex]::Escape($pkg.id)) {
        Write-Host "already installed: $($pkg.id)"
        continue
    }
    if ($PSCmdlet.ShouldProcess("$($pkg.id) $($pkg.version)", 'winget install')) {
        winget install --exact --id $pkg.id --version $pkg.version --source $spec.source `
            --accept-package-agreements --accept-source-agreements --silent
        if ($LASTEXITCODE -ne 0) { Write-Warning "install of $($pkg.id) returned $LASTEXITCODE" }
    }
}

$current = Get-ExecutionPolicy -Scope CurrentUser
if ($current -in @('Undefined', 'Restricted')) {
    if ($PSCmdlet.ShouldProcess('CurrentUser', 'Set-ExecutionPolicy RemoteSigned')) {
        Set-ExecutionPolicy -Scope CurrentUser -ExecutionPolicy RemoteSigned -Force
    }
} else {
    Write-Host "execution policy for CurrentUser is already $current; leaving it"
}

if (Get-Command git -ErrorAction SilentlyContinue) {
    if ($PSCmdlet.ShouldProcess('git --global', 'core.autocrlf=input, init.defaultBranch=main')) {
        git config --global core.autocrlf input
        git config --global init.defaultBranch main
    }
}

Write-Host 'Done. Open a new terminal so PATH changes take effect.'
