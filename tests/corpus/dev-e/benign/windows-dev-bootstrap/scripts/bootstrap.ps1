<#
  Windows developer bootstrap: pinned winget installs, git config, per-user execution policy,
  optional long-path support (asks first; needs elevation).
#>
[CmdletBinding(SupportsShouldProcess)]
param(
  [string] $GitName,
  [string] $GitEmail,
  [string] $PackageFile = (Join-Path $PSScriptRoot "packages.json")
)
$ErrorActionPreference = "Stop"

function Test-Admin {
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
  throw "winget not found. Install 'App Installer' from the Microsoft Store first."
}

$packages = Get-Content $PackageFile -Raw | ConvertFrom-Json
foreach ($p in $packages) {
  $installed = winget list --id $p.id --exact 2>$null | Select-String $p.id
  if ($installed) { Write-Host "already installed: $($p.id)"; continue }
  if ($PSCmdlet.ShouldProcess($p.id, "winget install $($p.version)")) {
    winget install --id $p.id --version $p.version --exact --silent --accept-package-agreements --accept-source-agreements
  }
}

# Per-user policy: lets the user's own local scripts run; downloaded scripts still need a signature.
if ((Get-ExecutionPolicy -Scope CurrentUser) -ne "RemoteSigned" -and $PSCmdlet.ShouldProcess("CurrentUser", "Set-ExecutionPolicy RemoteSigned")) {
  Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser -Force
}

if ($GitName -and $PSCmdlet.ShouldProcess("git", "configure user.name/email")) {
  git config --global user.name $GitName
  if ($GitEmail) { git config --global user.email $GitEmail }
  git config --global core.autocrlf true
  git config --global init.defaultBranch main
}

$lp = Get-ItemProperty "HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem" -Name LongPathsEnabled -ErrorAction SilentlyContinue
if ($lp.LongPathsEnabled -ne 1) {
  if (-not (Test-Admin)) {
    Write-Warning "Long paths are disabled. Re-run this script in an elevated PowerShell to enable them (optional)."
  } elseif ((Read-Host "Enable Win32 long paths machine-wide? [y/N]") -eq "y" -and $PSCmdlet.ShouldProcess("LongPathsEnabled", "set to 1")) {
    Set-ItemProperty "HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem" -Name LongPathsEnabled -Value 1
    Write-Host "Long paths enabled."
  }
}
Write-Host "Done. Open a new terminal so PATH changes take effect."
