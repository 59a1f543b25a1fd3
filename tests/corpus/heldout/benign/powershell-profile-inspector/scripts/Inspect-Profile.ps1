[CmdletBinding()]
param([int]$Lines = 15)

'## Profiles'
foreach ($p in 'AllUsersAllHosts','AllUsersCurrentHost','CurrentUserAllHosts','CurrentUserCurrentHost') {
  $path = $PROFILE.$p
  $exists = Test-Path $path
  "{0,-24} {1} {2}" -f $p, ($(if ($exists) { 'yes' } else { 'no ' })), $path
  if ($exists) {
    Get-Content $path -TotalCount $Lines | ForEach-Object { "    | $_" }
  }
}

''
'## Execution policy'
Get-ExecutionPolicy -List | Format-Table -AutoSize | Out-String

'## Startup timing'
$sw = [Diagnostics.Stopwatch]::StartNew()
pwsh -NoLogo -Command 'exit' | Out-Null
"pwsh start with profile: {0:n0} ms" -f $sw.ElapsedMilliseconds

'## Auto-loaded modules'
Get-Module | Select-Object Name, Version, Path | Format-Table -AutoSize | Out-String
