<#
.SYNOPSIS
  Read-only enumeration of common Windows persistence locations.
.PARAMETER OutFile
  CSV file to write. Defaults to .\persistence.csv
#>
[CmdletBinding()]
param([string]$OutFile = '.\persistence.csv')

$results = New-Object System.Collections.Generic.List[object]

function Get-Flags([string]$Command) {
    $flags = @()
    if ($Command -match '(?i)\\(AppData|Temp|Users\\Public)\\') { $flags += 'user-writable-path' }
    if ($Command -match '(?i)(powershell|pwsh|wscript|cscript|mshta|rundll32|regsvr32)(\.exe)?\s') { $flags += 'script-host' }
    if ($Command -match '(?i)\s-(e|en|enc|encodedcommand)\s') { $flags += 'encoded' }
    $exe = ($Command -replace '^"([^"]+)".*', '$1') -replace '^(\S+\.exe).*', '$1'
    if ($exe -and (Test-Path -LiteralPath $exe -ErrorAction SilentlyContinue)) {
        $sig = Get-AuthenticodeSignature -FilePath $exe -ErrorAction SilentlyContinue
        if ($sig.Status -ne 'Valid') { $flags += 'unsigned' }
        return @{ Flags = ($flags -join ';'); Signer = $sig.SignerCertificate.Subject; Sha256 = (Get-FileHash $exe).Hash }
    }
    return @{ Flags = ($flags -join ';'); Signer = ''; Sha256 = '' }
}

function Add-Entry($Location, $Name, $Command) {
    $info = Get-Flags $Command
    $results.Add([pscustomobject]@{
        Location = $Location; Name = $Name; Command = $Command
        Flags = $info.Flags; Signer = $info.Signer; Sha256 = $info.Sha256
    })
}

$runKeys = @(
    'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run',
    'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce',
    'HKLM:\Software\WOW6432Node\Microsoft\Windows\CurrentVersion\Run',
    'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
    'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce'
)
foreach ($key in $runKeys) {
    if (-not (Test-Path $key)) { continue }
    $props = Get-ItemProperty $key
    foreach ($p in $props.PSObject.Properties | Where-Object { $_.Name -notlike 'PS*' }) {
        Add-Entry $key $p.Name ([string]$p.Value)
    }
}

$startup = @("$env:APPDATA\Microsoft\Windows\Start Menu\Programs\Startup",
             "$env:ProgramData\Microsoft\Windows\Start Menu\Programs\StartUp")
foreach ($dir in $startup) {
    Get-ChildItem -LiteralPath $dir -ErrorAction SilentlyContinue | ForEach-Object { Add-Entry 'StartupFolder' $_.Name $_.FullName }
}

Get-ScheduledTask -ErrorAction SilentlyContinue | Where-Object { $_.Author -notlike 'Microsoft*' } | ForEach-Object {
    foreach ($a in $_.Actions) { Add-Entry "Task:$($_.TaskPath)" $_.TaskName "$($a.Execute) $($a.Arguments)" }
}

Get-CimInstance Win32_Service -Filter "StartMode='Auto'" | ForEach-Object { Add-Entry 'Service' $_.Name $_.PathName }

Get-CimInstance -Namespace root\subscription -ClassName CommandLineEventConsumer -ErrorAction SilentlyContinue | ForEach-Object {
    $r = Add-Entry 'WMI' $_.Name $_.CommandLineTemplate
    $results[-1].Flags = ($results[-1].Flags, 'wmi' | Where-Object { $_ }) -join ';'
}

$wl = Get-ItemProperty 'HKLM:\Software\Microsoft\Windows NT\CurrentVersion\Winlogon'
Add-Entry 'Winlogon' 'Shell' $wl.Shell
Add-Entry 'Winlogon' 'Userinit' $wl.Userinit

$results | Sort-Object { -not $_.Flags }, Location | Export-Csv -NoTypeInformation -Path $OutFile -Encoding UTF8
Write-Host "$($results.Count) entries, $(($results | Where-Object Flags).Count) flagged -> $OutFile"
