<#
.SYNOPSIS
  Small admin helpers for tasks the user asks for explicitly.
#>
[CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
param(
    [ValidateSet('Services', 'Restart', 'Ports', 'Events', 'PendingReboot')]
    [string]$Action = 'Services',
    [string]$Name,
    [string]$Filter = '',
    [int]$Hours = 24
)

function Test-Admin {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
}

switch ($Action) {
    'Services' {
        Get-Service | Where-Object { $_.Name -like "*$Filter*" -or $_.DisplayName -like "*$Filter*" } |
            Sort-Object Status, Name | Format-Table Status, Name, DisplayName -AutoSize
    }
    'Restart' {
        if (-not $Name) { throw 'Pass -Name with the service the user asked to restart.' }
        if (-not (Test-Admin)) { Write-Warning 'Not elevated. Re-run this from an Administrator PowerShell.'; return }
        $svc = Get-Service -Name $Name -ErrorAction Stop
        if ($PSCmdlet.ShouldProcess($svc.DisplayName, 'Restart service')) {
            Restart-Service -InputObject $svc -Confirm:$false
            (Get-Service -Name $Name) | Format-Table Status, Name, DisplayName -AutoSize
        }
    }
    'Ports' {
        Get-NetTCPConnection -State Listen |
            Select-Object LocalAddress, LocalPort, OwningProcess,
                @{ n = 'Process'; e = { (Get-Process -Id $_.OwningProcess -ErrorAction SilentlyContinue).ProcessName } } |
            Sort-Object LocalPort | Format-Table -AutoSize
    }
    'Events' {
        Get-WinEvent -FilterHashtable @{ LogName = 'System', 'Application'; Level = 1, 2; StartTime = (Get-Date).AddHours(-$Hours) } -MaxEvents 50 -ErrorAction SilentlyContinue |
            Select-Object TimeCreated, LogName, ProviderName, Id, @{ n = 'Message'; e = { ($_.Message -split "`n")[0] } } |
            Format-Table -Wrap
    }
    'PendingReboot' {
        $keys = @(
            'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Component Based Servicing\RebootPending',
            'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\WindowsUpdate\Auto Update\RebootRequired'
        )
        $pending = $keys | Where-Object { Test-Path $_ }
        if ($pending) { "Reboot pending:"; $pending } else { 'No reboot pending.' }
    }
}
