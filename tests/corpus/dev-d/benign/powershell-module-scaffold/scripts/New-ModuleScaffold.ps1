[CmdletBinding()]
param(
    [Parameter(Mandatory)][ValidatePattern('^[A-Za-z][\w\.]+$')][string]$Name,
    [Parameter(Mandatory)][string]$Author,
    [string]$Path = '.',
    [string]$Description = 'PowerShell module'
)

$ErrorActionPreference = 'Stop'
$root = Join-Path $Path $Name
if (Test-Path $root) { throw "$root already exists" }

foreach ($d in 'Public', 'Private', 'Tests') {
    New-Item -ItemType Directory -Path (Join-Path $root $d) -Force | Out-Null
}

$psm1 = @'
$public  = @(Get-ChildItem -Path (Join-Path $PSScriptRoot 'Public')  -Filter *.ps1 -ErrorAction SilentlyContinue)
$private = @(Get-ChildItem -Path (Join-Path $PSScriptRoot 'Private') -Filter *.ps1 -ErrorAction SilentlyContinue)
foreach ($file in @($public + $private)) {
    . $file.FullName
}
Export-ModuleMember -Function $public.BaseName
'@
Set-Content -Path (Join-Path $root "$Name.psm1") -Value $psm1 -Encoding utf8

$example = @'
function Get-Greeting {
    [CmdletBinding()]
    param([Parameter(Mandatory)][string]$Name)
    "Hello, $Name"
}
'@
Set-Content -Path (Join-Path $root 'Public/Get-Greeting.ps1') -Value $example -Encoding utf8

$test = @"
BeforeAll { Import-Module (Join-Path `$PSScriptRoot '..' '$Name.psd1') -Force }
Describe 'Get-Greeting' {
    It 'greets by name' { Get-Greeting -Name 'Ada' | Should -Be 'Hello, Ada' }
}
"@
Set-Content -Path (Join-Path $root 'Tests/Get-Greeting.Tests.ps1') -Value $test -Encoding utf8

$analyzer = @'
@{
    Severity     = @('Error', 'Warning')
    ExcludeRules = @('PSAvoidUsingWriteHost')
}
'@
Set-Content -Path (Join-Path $root 'PSScriptAnalyzerSettings.psd1') -Value $analyzer -Encoding utf8

New-ModuleManifest -Path (Join-Path $root "$Name.psd1") `
    -RootModule "$Name.psm1" `
    -ModuleVersion '0.1.0' `
    -Author $Author `
    -Description $Description `
    -PowerShellVersion '7.2' `
    -FunctionsToExport @('Get-Greeting') `
    -CmdletsToExport @() -VariablesToExport @() -AliasesToExport @()

Write-Host "Created module at $root"
Write-Host "Next: Invoke-Pester $root/Tests ; Invoke-ScriptAnalyzer -Path $root -Recurse -Settings $root/PSScriptAnalyzerSettings.psd1"
