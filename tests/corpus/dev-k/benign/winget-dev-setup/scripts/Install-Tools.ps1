[CmdletBinding(SupportsShouldProcess)]
param(
    [Parameter(Mandatory)][string]$Manifest
)
$ErrorActionPreference = "Stop"
if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw "winget not found. Install 'App Installer' from the Microsoft Store."
}
$tools = Get-Content $Manifest -Raw | ConvertFrom-Json
foreach ($t in $tools) {
    $args = @("install", "--id", $t.id, "--exact", "--source", "winget",
              "--accept-package-agreements", "--accept-source-agreements")
    if ($t.version) { $args += @("--version", $t.version) }
    if ($PSCmdlet.ShouldProcess("$($t.id) $($t.version)", "winget install")) {
        & winget @args
        if ($LASTEXITCODE -ne 0) { Write-Warning "$($t.id) exited with $LASTEXITCODE" }
    }
}
Write-Host "Done. Open a new terminal so PATH changes apply."
