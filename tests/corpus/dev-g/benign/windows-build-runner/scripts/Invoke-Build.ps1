<#
.SYNOPSIS
  Run a .NET/MSBuild build (or the user's own build command) and summarise errors.
#>
param(
    [string]$Command,
    [ValidateSet('Debug', 'Release')][string]$Configuration = 'Debug'
)

$ErrorActionPreference = 'Stop'
$logDir = Join-Path (Get-Location) 'build-logs'
New-Item -ItemType Directory -Force -Path $logDir | Out-Null
$stamp = Get-Date -Format 'yyyyMMdd-HHmmss'
$out = Join-Path $logDir "build-$stamp.out.log"
$err = Join-Path $logDir "build-$stamp.err.log"

function Find-MSBuild {
    $vswhere = Join-Path ${env:ProgramFiles(x86)} 'Microsoft Visual Studio\Installer\vswhere.exe'
    if (-not (Test-Path $vswhere)) { return $null }
    & $vswhere -latest -requires Microsoft.Component.MSBuild -find 'MSBuild\**\Bin\MSBuild.exe' | Select-Object -First 1
}

if (-not $Command) {
    $sln = Get-ChildItem -Filter *.sln -File | Select-Object -First 1
    $proj = Get-ChildItem -Recurse -Filter *.csproj -File -Depth 3 | Select-Object -First 1
    $sdkStyle = $proj -and (Select-String -Path $proj.FullName -Pattern '<Project Sdk=' -Quiet)
    if ((Get-Command dotnet -ErrorAction SilentlyContinue) -and ($sdkStyle -or -not $sln)) {
        $Command = "dotnet build -c $Configuration -nologo"
    } else {
        $msbuild = Find-MSBuild
        if (-not $msbuild) { throw 'Neither an SDK-style project with dotnet nor MSBuild (vswhere) was found.' }
        $target = if ($sln) { $sln.Name } else { $proj.FullName }
        $Command = "`"$msbuild`" `"$target`" /m /p:Configuration=$Configuration /nologo /v:minimal"
    }
}

Write-Host "> $Command"
# The command is the user's own build command (or the detected dotnet/MSBuild call).
$p = Start-Process -FilePath 'cmd.exe' -ArgumentList '/c', $Command -NoNewWindow -Wait -PassThru `
        -RedirectStandardOutput $out -RedirectStandardError $err

$all = @(Get-Content $out, $err -ErrorAction SilentlyContinue)
$errors = $all | Where-Object { $_ -match '\berror\s+[A-Z]+\d+' } | Select-Object -Unique
$warnings = $all | Where-Object { $_ -match '\bwarning\s+[A-Z]+\d+' } | Select-Object -Unique

Write-Host "exit code: $($p.ExitCode)"
Write-Host "errors: $($errors.Count)  warnings: $($warnings.Count)"
$errors | Select-Object -First 20 | ForEach-Object { Write-Host "  $_" }
Write-Host "logs: $out"
exit $p.ExitCode
