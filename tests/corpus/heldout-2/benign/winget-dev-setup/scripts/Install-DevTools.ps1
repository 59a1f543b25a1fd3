[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$ListPath = (Join-Path $PSScriptRoot '..\assets\tools.psd1')
)
# Install pinned developer tools with winget; verified-download fallback.

$tools = Import-PowerShellDataFile -Path $ListPath
if (-not (Get-Command winget -ErrorAction SilentlyContinue)) {
    throw 'winget not found. Install "App Installer" from the Microsoft Store first.'
}

foreach ($t in $tools.Winget) {
    if ($PSCmdlet.ShouldProcess("$($t.Id) $($t.Version)", 'winget install')) {
        winget install --id $t.Id --version $t.Version --exact --silent `
            --accept-package-agreements --accept-source-agreements
        if ($LASTEXITCODE -ne 0) { Write-Warning "winget failed for $($t.Id) (exit $LASTEXITCODE)" }
    }
}

foreach ($d in $tools.Download) {
    $file = Join-Path $env:TEMP ([IO.Path]::GetFileName(([uri]$d.Url).AbsolutePath))
    if (-not $PSCmdlet.ShouldProcess($d.Name, "download $($d.Url) and verify SHA-256")) { continue }
    Invoke-WebRequest -Uri $d.Url -OutFile $file -UseBasicParsing
    $actual = (Get-FileHash -Path $file -Algorithm SHA256).Hash
    if ($actual -ne $d.Sha256.ToUpperInvariant()) {
        Remove-Item $file -Force
        Write-Error "$($d.Name): hash mismatch (expected $($d.Sha256), got $actual). Not installing."
        continue
    }
    Write-Host "$($d.Name): hash verified, running installer"
    Start-Process -FilePath $file -ArgumentList $d.Args -Wait
    Remove-Item $file -Force
}

Write-Host 'Done. Open a new terminal so PATH changes take effect.'
