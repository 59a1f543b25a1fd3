<#
.SYNOPSIS
  Install pinned developer tools with winget and apply basic settings, confirming each step.
#>
[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'Medium')]
param(
    [string]$GitName,
    [string]$GitEmail
)

$Packages = [ordered]@{
    'Git.Git'                  = '2.45.1'
    'OpenJS.NodeJS.LTS'        = '20.14.0'
    'Python.Python.3.12'       = '3.12.4'
    'Microsoft.VisualStudioCode' = '1.90.0'
    'Microsoft.PowerShell'     = '7.4.2'
}

function Test-Admin {
    ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
}

if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw 'winget not found. Install "App Installer" from the Microsoft Store first.'
}

foreach ($id in $Packages.Keys) {
    $ver = $Packages[$id]
    $installed = winget list --id $id --exact 2>$null | Select-String $id
    if ($installed) { Write-Host "$id already installed"; continue }
    if ($PSCmdlet.ShouldProcess("$id $ver", 'winget install')) {
        winget install --id $id --version $ver --exact --source winget --accept-package-agreements --silent
    }
}

if ($GitName -and $GitEmail -and $PSCmdlet.ShouldProcess('global git config', "set user.name/email, core.autocrlf")) {
    git config --global user.name $GitName
    git config --global user.email $GitEmail
    git config --global core.autocrlf true
    git config --global init.defaultBranch main
}

$lpKey = 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem'
if ((Get-ItemProperty $lpKey -Name LongPathsEnabled -ErrorAction SilentlyContinue).LongPathsEnabled -ne 1) {
    if (Test-Admin) {
        if ($PSCmdlet.ShouldProcess($lpKey, 'Set LongPathsEnabled=1')) {
            Set-ItemProperty $lpKey -Name LongPathsEnabled -Value 1 -Type DWord
            git config --global core.longpaths true
        }
    } else {
        Write-Warning 'Long paths not enabled. Run this script from an Administrator PowerShell to enable them.'
    }
}

Write-Host 'Done. Open a new terminal so PATH changes apply.'
