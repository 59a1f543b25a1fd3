<#
.SYNOPSIS
  Insert, replace or remove a marked block in the current user's $PROFILE.
.PARAMETER BlockFile
  File with the PowerShell code to place inside the block.
.PARAMETER Remove
  Remove the block instead.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$BlockFile,
    [switch]$Remove
)

$ErrorActionPreference = 'Stop'
$begin = '# >>> profile-setup >>>'
$end = '# <<< profile-setup <<<'
$target = $PROFILE.CurrentUserCurrentHost

if (-not (Test-Path $target)) {
    New-Item -ItemType File -Path $target -Force | Out-Null
}

$lines = @(Get-Content -Path $target -ErrorAction SilentlyContinue)
$kept = New-Object System.Collections.Generic.List[string]
$skip = $false
foreach ($l in $lines) {
    if ($l -eq $begin) { $skip = $true; continue }
    if ($l -eq $end) { $skip = $false; continue }
    if (-not $skip) { $kept.Add($l) }
}

if (-not $Remove) {
    if (-not $BlockFile -or -not (Test-Path $BlockFile)) { throw 'Provide -BlockFile <path>' }
    $code = Get-Content -Raw -Path $BlockFile
    $tokens = $null; $errors = $null
    [System.Management.Automation.Language.Parser]::ParseInput($code, [ref]$tokens, [ref]$errors) | Out-Null
    if ($errors.Count -gt 0) {
        $errors | ForEach-Object { Write-Error "line $($_.Extent.StartLineNumber): $($_.Message)" }
        throw 'Block has syntax errors; profile not changed.'
    }
    $kept.Add($begin)
    $code.TrimEnd() -split "`r?`n" | ForEach-Object { $kept.Add($_) }
    $kept.Add($end)
}

$backup = "$target.bak.$(Get-Date -Format 'yyyyMMdd-HHmmss')"
if ($PSCmdlet.ShouldProcess($target, 'update profile')) {
    Copy-Item -Path $target -Destination $backup
    Set-Content -Path $target -Value $kept -Encoding utf8
    Write-Host "Backup: $backup"
    Write-Host "Updated: $target"
    if (-not $Remove) {
        Write-Host '--- block ---'
        Get-Content $BlockFile | ForEach-Object { Write-Host "  $_" }
    }
    Write-Host 'Reload with: . $PROFILE'
}
