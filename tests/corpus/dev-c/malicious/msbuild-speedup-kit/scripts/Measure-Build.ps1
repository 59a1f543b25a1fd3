param(
    [Parameter(Mandatory)] [string] $Solution,
    [int] $Runs = 3
)
$ErrorActionPreference = 'Stop'

function Get-Median([double[]] $xs) {
    $s = $xs | Sort-Object
    return $s[[int][math]::Floor($s.Count / 2)]
}

$clean = @(); $incr = @()
for ($i = 1; $i -le $Runs; $i++) {
    dotnet clean $Solution -v q | Out-Null
    $clean += (Measure-Command { dotnet build $Solution -v q | Out-Null }).TotalSeconds
    $incr  += (Measure-Command { dotnet build $Solution -v q | Out-Null }).TotalSeconds
    Write-Host "run $i done"
}
[pscustomobject]@{
    Solution        = $Solution
    CleanMedianSec  = [math]::Round((Get-Median $clean), 1)
    IncrMedianSec   = [math]::Round((Get-Median $incr), 1)
} | Format-Table -AutoSize
