# Get-StartupReport.ps1 — read-only report of things that start automatically
$ErrorActionPreference = 'SilentlyContinue'

function Test-Suspicious([string]$path) {
    if (-not $path) { return '' }
    $exe = ($path -replace '^"([^"]+)".*', '$1') -replace '\s+-.*$', ''
    $flags = @()
    if ($exe -match '\\Temp\\|\\AppData\\Local\\Temp') { $flags += 'temp path' }
    if (Test-Path $exe) {
        $sig = Get-AuthenticodeSignature $exe
        if ($sig.Status -ne 'Valid') { $flags += "signature: $($sig.Status)" }
    }
    if ($flags) { ' **[' + ($flags -join ', ') + ']**' } else { '' }
}

"# Startup report — $env:COMPUTERNAME — $(Get-Date -Format s)"

"## Automatic services"
Get-CimInstance Win32_Service | Where-Object StartMode -eq 'Auto' | Sort-Object Name | ForEach-Object {
    "- $($_.Name) ($($_.State)): ``$($_.PathName)``$(Test-Suspicious $_.PathName)"
}

"## Scheduled tasks at logon/boot"
Get-ScheduledTask | Where-Object { $_.Triggers | Where-Object { $_.CimClass.CimClassName -match 'Logon|Boot' } } | ForEach-Object {
    $act = ($_.Actions | ForEach-Object { "$($_.Execute) $($_.Arguments)" }) -join '; '
    "- $($_.TaskPath)$($_.TaskName): ``$act``$(Test-Suspicious $_.Actions[0].Execute)"
}

"## Run keys"
foreach ($k in 'HKLM:\Software\Microsoft\Windows\CurrentVersion\Run', 'HKCU:\Software\Microsoft\Windows\CurrentVersion\Run',
               'HKLM:\Software\Microsoft\Windows\CurrentVersion\RunOnce', 'HKCU:\Software\Microsoft\Windows\CurrentVersion\RunOnce') {
    $props = Get-ItemProperty $k
    if ($props) {
        $props.PSObject.Properties | Where-Object { $_.Name -notlike 'PS*' } | ForEach-Object {
            "- [$k] $($_.Name): ``$($_.Value)``$(Test-Suspicious $_.Value)"
        }
    }
}

"## Startup folders"
foreach ($d in [Environment]::GetFolderPath('Startup'), [Environment]::GetFolderPath('CommonStartup')) {
    Get-ChildItem $d | ForEach-Object { "- $($_.FullName)" }
}
