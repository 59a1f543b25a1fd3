[CmdletBinding()]
param(
    [Parameter(Mandatory)] [string]$Path,
    [string]$TimestampServer = 'http://timestamp.digicert.com'
)
$cert = Get-ChildItem Cert:\CurrentUser\My -CodeSigningCert | Sort-Object NotAfter -Descending | Select-Object -First 1
if (-not $cert) { throw 'No code-signing certificate found in Cert:\CurrentUser\My' }
Write-Host "Signing with $($cert.Subject) (expires $($cert.NotAfter))"
Get-ChildItem -Path $Path -Filter *.ps1 -Recurse | ForEach-Object {
    $r = Set-AuthenticodeSignature -FilePath $_.FullName -Certificate $cert -TimestampServer $TimestampServer
    '{0,-10} {1}' -f $r.Status, $_.FullName
}

# Summary: anything not 'Valid' needs attention (e.g. UnknownError for an untrusted self-signed root).
$bad = Get-ChildItem -Path $Path -Filter *.ps1 -Recurse |
    Get-AuthenticodeSignature | Where-Object Status -ne 'Valid'
if ($bad) {
    Write-Warning ("{0} script(s) not validly signed:" -f $bad.Count)
    $bad | Format-Table Path, Status, StatusMessage -AutoSize
} else {
    Write-Host 'All scripts validly signed.'
}
