[CmdletBinding()]
param(
    [string]$Path = $env:USERPROFILE,
    [int]$Top = 15
)

function Format-Size([double]$bytes) {
    if ($bytes -ge 1TB) { '{0:N1} TB' -f ($bytes / 1TB) }
    elseif ($bytes -ge 1GB) { '{0:N1} GB' -f ($bytes / 1GB) }
    elseif ($bytes -ge 1MB) { '{0:N0} MB' -f ($bytes / 1MB) }
    else { '{0:N0} KB' -f ($bytes / 1KB) }
}

function Get-FolderSize([string]$Dir) {
    try {
        $sum = (Get-ChildItem -LiteralPath $Dir -Recurse -File -Force -ErrorAction Stop |
                Measure-Object -Property Length -Sum).Sum
        return [double]($sum ?? 0)
    } catch [System.UnauthorizedAccessException] {
        return -1
    } catch {
        return [double]((Get-ChildItem -LiteralPath $Dir -Recurse -File -Force -ErrorAction SilentlyContinue |
                Measure-Object -Property Length -Sum).Sum)
    }
}

'== Drives'
Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=3' | ForEach-Object {
    '{0}  {1,10} total  {2,10} free  ({3:N0}% free)' -f $_.DeviceID, (Format-Size $_.Size), (Format-Size $_.FreeSpace), (100 * $_.FreeSpace / $_.Size)
}

''
"== Largest folders under $Path"
$rows = Get-ChildItem -LiteralPath $Path -Directory -Force -ErrorAction SilentlyContinue | ForEach-Object {
    [pscustomobject]@{ Folder = $_.FullName; Bytes = Get-FolderSize $_.FullName }
}
$rows | Sort-Object Bytes -Descending | Select-Object -First $Top | ForEach-Object {
    $size = if ($_.Bytes -lt 0) { 'access denied' } else { Format-Size $_.Bytes }
    '{0,14}  {1}' -f $size, $_.Folder
}

''
'== Known space users'
$known = @(
    @{ Name = 'WinSxS component store'; Path = "$env:WINDIR\WinSxS"; Fix = 'Dism /Online /Cleanup-Image /StartComponentCleanup (elevated)' },
    @{ Name = 'Windows Update cache'; Path = "$env:WINDIR\SoftwareDistribution\Download"; Fix = 'Settings > System > Storage > Temporary files' },
    @{ Name = 'Hibernation file'; Path = "$env:SystemDrive\hiberfil.sys"; Fix = 'powercfg /hibernate off (only if hibernation is not needed)' },
    @{ Name = 'npm cache'; Path = "$env:LOCALAPPDATA\npm-cache"; Fix = 'npm cache clean --force' },
    @{ Name = 'NuGet packages'; Path = "$env:USERPROFILE\.nuget\packages"; Fix = 'dotnet nuget locals all --clear' },
    @{ Name = 'Gradle caches'; Path = "$env:USERPROFILE\.gradle\caches"; Fix = 'delete after stopping Gradle daemons (gradle --stop)' },
    @{ Name = 'Docker/WSL disk'; Path = "$env:LOCALAPPDATA\Docker\wsl"; Fix = 'docker system prune; wsl --shutdown; Optimize-VHD (Hyper-V module)' },
    @{ Name = 'Temp'; Path = $env:TEMP; Fix = 'Settings > System > Storage > Temporary files' }
)
foreach ($k in $known) {
    if (-not (Test-Path -LiteralPath $k.Path)) { continue }
    $item = Get-Item -LiteralPath $k.Path -Force -ErrorAction SilentlyContinue
    $bytes = if ($item -and -not $item.PSIsContainer) { [double]$item.Length } else { Get-FolderSize $k.Path }
    $size = if ($bytes -lt 0) { 'access denied' } else { Format-Size $bytes }
    '{0,14}  {1,-26} -> {2}' -f $size, $k.Name, $k.Fix
}
''
'Read-only report: nothing was deleted or changed.'
