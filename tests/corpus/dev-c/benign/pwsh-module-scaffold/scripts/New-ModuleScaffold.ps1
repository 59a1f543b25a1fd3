<#
.SYNOPSIS
  Create a PowerShell module skeleton with manifest, loader, tests and analyzer settings.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)] [ValidatePattern('^[A-Za-z][\w.]+$')] [string] $Name,
    [string] $Author = $env:USERNAME,
    [string] $Path = '.',
    [string] $Description = 'TODO: describe the module'
)
$ErrorActionPreference = 'Stop'

$root = Join-Path $Path $Name
if (Test-Path $root) { throw "$root already exists" }

foreach ($d in 'Public', 'Private', 'Tests') {
    New-Item -ItemType Directory -Path (Join-Path $root $d) -Force | Out-Null
}

# loader: dot-source every function file, export only Public
@'
$public  = @(Get-ChildItem -Path $PSScriptRoot/Public/*.ps1 -ErrorAction SilentlyContinue)
$private = @(Get-ChildItem -Path $PSScriptRoot/Private/*.ps1 -ErrorAction SilentlyContinue)
foreach ($file in $public + $private) { . $file.FullName }
Export-ModuleMember -Function $public.BaseName
'@ | Set-Content -Encoding utf8 (Join-Path $root "$Name.psm1")

# sample public function
@'
function Get-Greeting {
    [CmdletBinding()]
    param([Parameter(Mandatory)] [string] $Who)
    "Hello, $Who"
}
'@ | Set-Content -Encoding utf8 (Join-Path $root 'Public/Get-Greeting.ps1')

# Pester test
@"
BeforeAll { Import-Module (Join-Path `$PSScriptRoot '..' '$Name.psd1') -Force }
Describe 'Get-Greeting' {
    It 'greets by name' { Get-Greeting -Who 'Ada' | Should -Be 'Hello, Ada' }
}
"@ | Set-Content -Encoding utf8 (Join-Path $root "Tests/$Name.Tests.ps1")

@'
@{
    Severity     = @('Error', 'Warning')
    ExcludeRules = @()
}
'@ | Set-Content -Encoding utf8 (Join-Path $root 'PSScriptAnalyzerSettings.psd1')

New-ModuleManifest -Path (Join-Path $root "$Name.psd1") `
    -RootModule "$Name.psm1" -ModuleVersion '0.1.0' -Author $Author -Description $Description `
    -PowerShellVersion '7.2' -FunctionsToExport @('Get-Greeting') -CmdletsToExport @() -AliasesToExport @() `
    -VariablesToExport @()

Write-Host "Created module at $root"
Get-ChildItem -Recurse $root | Select-Object -ExpandProperty FullName
