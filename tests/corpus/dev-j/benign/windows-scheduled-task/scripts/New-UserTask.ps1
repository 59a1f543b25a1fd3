<#
.SYNOPSIS
  Register a scheduled task that runs a user's script as the current user.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][ValidatePattern('^[A-Za-z0-9-]+$')][string]$Name,
    [Parameter(Mandatory)][string]$Script,
    [string]$Daily,
    [switch]$AtLogOn,
    [int]$EveryMinutes
)

$ErrorActionPreference = 'Stop'
$folder = '\UserTasks\'

if (-not (Test-Path -LiteralPath $Script)) { throw "script not found: $Script" }
$Script = (Resolve-Path -LiteralPath $Script).Path

$logDir = Join-Path $env:LOCALAPPDATA 'UserTasks'
$log = Join-Path $logDir "$Name.log"

$triggers = @()
if ($Daily) { $triggers += New-ScheduledTaskTrigger -Daily -At ([datetime]::ParseExact($Daily, 'HH:mm', $null)) }
if ($AtLogOn) { $triggers += New-ScheduledTaskTrigger -AtLogOn -User "$env:USERDOMAIN\$env:USERNAME" }
if ($EveryMinutes -gt 0) {
    $triggers += New-ScheduledTaskTrigger -Once -At (Get-Date).AddMinutes(1) `
        -RepetitionInterval (New-TimeSpan -Minutes $EveryMinutes)
}
if ($triggers.Count -eq 0) { throw 'choose a trigger: -Daily HH:mm, -AtLogOn or -EveryMinutes N' }

$argLine = "-NoProfile -ExecutionPolicy Bypass -Command `"& '$Script' *>> '$log'`""
$action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument $argLine
$principal = New-ScheduledTaskPrincipal -UserId "$env:USERDOMAIN\$env:USERNAME" -LogonType Interactive -RunLevel Limited
$settings = New-ScheduledTaskSettingsSet -StartWhenAvailable -ExecutionTimeLimit (New-TimeSpan -Hours 2)

Write-Host "Task:      $folder$Name"
Write-Host "Runs:      powershell.exe $argLine"
Write-Host "As:        $env:USERDOMAIN\$env:USERNAME (limited, interactive)"
Write-Host "Triggers:  $($triggers | ForEach-Object { $_.CimClass.CimClassName } | Sort-Object -Unique)"

if ($PSCmdlet.ShouldProcess("$folder$Name", 'Register scheduled task')) {
    New-Item -ItemType Directory -Force -Path $logDir | Out-Null
    Register-ScheduledTask -TaskPath $folder -TaskName $Name -Action $action -Trigger $triggers `
        -Principal $principal -Settings $settings -Description "Created at the user's request for $Script" | Out-Null
    Write-Host "registered. log: $log"
}
