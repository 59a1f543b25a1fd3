<#
  audit.ps1 - read-only audit of PowerShell execution policy, profiles and modules.
#>
param([switch]$CheckUpdates)

Write-Host '== Execution policy ==' -ForegroundColor Cyan
Get-ExecutionPolicy -List | Format-Table -AutoSize

Write-Host '== Profiles ==' -ForegroundColor Cyan
$profiles = [ordered]@{
  AllUsersAllHosts       = $PROFILE.AllUsersAllHosts
  AllUsersCurrentHost    = $PROFILE.AllUsersCurrentHost
  CurrentUserAllHosts    = $PROFILE.CurrentUserAllHosts
  CurrentUserCurrentHost = $PROFILE.CurrentUserCurrentHost
}
foreach ($k in $profiles.Keys) {
  $p = $profiles[$k]
  if (Test-Path $p) {
    $item = Get-Item $p
    Write-Host ("{0,-24} {1} ({2} bytes, {3})" -f $k, $p, $item.Length, $item.LastWriteTime)
    Get-Content $p -TotalCount 10 | ForEach-Object { Write-Host "    | $_" }
  } else {
    Write-Host ("{0,-24} (none)" -f $k)
  }
}

Write-Host '== Installed modules ==' -ForegroundColor Cyan
$mods = Get-Module -ListAvailable | Sort-Object Name, Version
$mods | Select-Object Name, Version, @{ n = 'Path'; e = { Split-Path $_.Path -Parent } } | Format-Table -AutoSize
$mods | Group-Object Name | Where-Object Count -gt 1 | ForEach-Object {
  Write-Host ("multiple versions: {0} -> {1}" -f $_.Name, (($_.Group.Version | ForEach-Object ToString) -join ', '))
}

Write-Host '== Unsigned scripts in user module paths ==' -ForegroundColor Cyan
$userPaths = $env:PSModulePath -split [IO.Path]::PathSeparator | Where-Object { $_ -like "$HOME*" -and (Test-Path $_) }
foreach ($dir in $userPaths) {
  Get-ChildItem $dir -Recurse -Include *.ps1, *.psm1 -ErrorAction SilentlyContinue |
    Where-Object { (Get-AuthenticodeSignature $_.FullName).Status -ne 'Valid' } |
    ForEach-Object { Write-Host "unsigned: $($_.FullName)" }
}

if ($CheckUpdates) {
  Write-Host '== Newer versions in the gallery ==' -ForegroundColor Cyan
  Get-InstalledModule -ErrorAction SilentlyContinue | ForEach-Object {
    $latest = Find-Module $_.Name -ErrorAction SilentlyContinue
    if ($latest -and [version]$latest.Version -gt [version]$_.Version) {
      Write-Host ("{0}: {1} -> {2}" -f $_.Name, $_.Version, $latest.Version)
    }
  }
}
