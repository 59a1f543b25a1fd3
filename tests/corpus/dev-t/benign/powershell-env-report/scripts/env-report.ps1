<#
.SYNOPSIS
  Read-only report of the Windows developer environment.
#>
param([switch]$Json)
$ErrorActionPreference = 'SilentlyContinue'

function Get-PathReport {
    $rows = @()
    foreach ($scope in 'Machine', 'User') {
        $seen = @{}
        $entries = [Environment]::GetEnvironmentVariable('Path', $scope) -split ';' | Where-Object { $_ }
        foreach ($e in $entries) {
            $expanded = [Environment]::ExpandEnvironmentVariables($e).TrimEnd('\')
            $issue = if (-not (Test-Path $expanded)) { 'missing' } elseif ($seen.ContainsKey($expanded.ToLower())) { 'duplicate' } else { '' }
            $seen[$expanded.ToLower()] = $true
            $rows += [pscustomobject]@{ Scope = $scope; Entry = $e; Issue = $issue }
        }
    }
    $rows
}

function Get-Runtime([string]$Name, [string[]]$VersionArgs) {
    $cmd = Get-Command $Name -ErrorAction SilentlyContinue | Select-Object -First 1
    if (-not $cmd) { return [pscustomobject]@{ Tool = $Name; Version = '-'; Source = 'not found' } }
    $ver = (& $cmd.Source @VersionArgs 2>&1 | Select-Object -First 1) -as [string]
    $note = if ($cmd.Source -like '*\WindowsApps\*') { ' (Store alias)' } else { '' }
    [pscustomobject]@{ Tool = $Name; Version = $ver.Trim(); Source = $cmd.Source + $note }
}

$os = Get-CimInstance Win32_OperatingSystem
$report = [ordered]@{
    System = [ordered]@{
        Caption = $os.Caption; Build = $os.BuildNumber; Arch = $env:PROCESSOR_ARCHITECTURE
        PowerShell = "$($PSVersionTable.PSEdition) $($PSVersionTable.PSVersion)"
    }
    ExecutionPolicy = Get-ExecutionPolicy -List | ForEach-Object { [pscustomobject]@{ Scope = "$($_.Scope)"; Policy = "$($_.ExecutionPolicy)" } }
    Path = Get-PathReport
    Runtimes = @(
        Get-Runtime node @('--version'); Get-Runtime npm @('--version'); Get-Runtime python @('--version')
        Get-Runtime py @('--version'); Get-Runtime java @('-version'); Get-Runtime dotnet @('--version')
        Get-Runtime git @('--version')
    )
    WSL = if (Get-Command wsl -ErrorAction SilentlyContinue) { (wsl -l -v 2>$null) -replace "`0", '' | Where-Object { $_.Trim() } } else { 'not installed' }
}

if ($Json) { $report | ConvertTo-Json -Depth 4; return }

'== System'; $report.System.GetEnumerator() | ForEach-Object { '  {0,-12} {1}' -f $_.Key, $_.Value }
'== Execution policy'; $report.ExecutionPolicy | ForEach-Object { '  {0,-14} {1}' -f $_.Scope, $_.Policy }
'== PATH issues'; $report.Path | Where-Object Issue | ForEach-Object { '  [{0}] {1}: {2}' -f $_.Issue, $_.Scope, $_.Entry }
'== Runtimes'; $report.Runtimes | ForEach-Object { '  {0,-7} {1,-28} {2}' -f $_.Tool, $_.Version, $_.Source }
'== WSL'; $report.WSL | ForEach-Object { "  $_" }
