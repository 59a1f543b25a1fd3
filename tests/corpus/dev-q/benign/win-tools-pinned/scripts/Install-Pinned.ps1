[CmdletBinding(SupportsShouldProcess = $true)]
param(
  [Parameter(Mandatory = $true)][string]$VersionsFile
)

$ErrorActionPreference = 'Stop'
$wanted = Get-Content -Raw -Path $VersionsFile | ConvertFrom-Json

function Get-InstalledVersion([string]$Id) {
  $line = winget list --id $Id --exact --source winget 2>$null | Select-String -SimpleMatch $Id
  if (-not $line) { return $null }
  $parts = ($line.ToString() -split '\s{2,}') | Where-Object { $_ }
  return $parts[2]
}

$report = foreach ($prop in $wanted.PSObject.Properties) {
  $id = $prop.Name
  $version = $prop.Value
  $have = Get-InstalledVersion $id
  $action = if ($have -eq $version) { 'ok' } elseif ($have) { 'change' } else { 'install' }
  if ($action -ne 'ok' -and $PSCmdlet.ShouldProcess("$id $version", 'winget install')) {
    winget install --id $id --version $version --exact --source winget --silent `
      --accept-package-agreements --accept-source-agreements | Out-Null
  }
  [pscustomobject]@{ Id = $id; Wanted = $version; Installed = $have; Action = $action }
}

$report | Format-Table -AutoSize
