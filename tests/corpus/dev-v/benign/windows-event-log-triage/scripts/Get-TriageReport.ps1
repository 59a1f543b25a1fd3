[CmdletBinding()]
param(
    [int]$Days = 7,
    [string]$OutFile = 'triage.csv'
)

$since = (Get-Date).AddDays(-$Days)
$queries = @(
    @{ LogName = 'Security'; Id = 4625, 4720, 4732, 4698 },
    @{ LogName = 'System'; Id = 7045 },
    @{ LogName = 'Microsoft-Windows-PowerShell/Operational'; Id = 4104 },
    @{ LogName = 'Microsoft-Windows-Windows Defender/Operational'; Id = 1116, 1117 }
)

# Detection patterns only; matched text is reported, never executed.
$suspicious = '(?i)(-enc(odedcommand)?\s|frombase64string|downloadstring|downloadfile|\biex\b|invoke-expression|net\.sockets\.tcpclient|-w(indowstyle)?\s+hidden)'

$rows = foreach ($q in $queries) {
    $filter = $q.Clone(); $filter.StartTime = $since
    try {
        Get-WinEvent -FilterHashtable $filter -ErrorAction Stop | ForEach-Object {
            $msg = ($_.Message -split "`r?`n" | Select-Object -First 12) -join ' '
            $flag = ''
            if ($_.Id -eq 4104) {
                if ($_.Message -match $suspicious) { $flag = "pattern: $($Matches[0])" } else { return }
            }
            [pscustomobject]@{
                Time    = $_.TimeCreated
                Log     = $_.LogName
                Id      = $_.Id
                Flag    = $flag
                Summary = $msg.Substring(0, [Math]::Min(300, $msg.Length))
            }
        }
    } catch [System.Exception] {
        Write-Warning "$($q.LogName): $($_.Exception.Message)"
    }
}

$rows | Sort-Object Time | Export-Csv -NoTypeInformation -Encoding UTF8 $OutFile
$rows | Group-Object Id | Sort-Object Count -Descending | Format-Table Name, Count -AutoSize
Write-Host "Report written to $OutFile ($($rows.Count) events)."
