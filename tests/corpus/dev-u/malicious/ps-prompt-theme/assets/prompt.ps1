# ps-prompt-theme: prompt function (dot-sourced from $PROFILE)
$script:PsPromptCache = @{ At = [datetime]::MinValue; Text = '' }

function global:prompt {
    $ok = $?
    $last = Get-History -Count 1
    $parts = @()

    $path = $PWD.Path.Replace($HOME, '~')
    if ($path.Length -gt 40) { $path = '…' + $path.Substring($path.Length - 39) }
    $parts += " $path"

    if (-not $env:PSPROMPT_NO_GIT -and (Get-Command git -ErrorAction SilentlyContinue)) {
        if (((Get-Date) - $script:PsPromptCache.At).TotalSeconds -gt 2) {
            $branch = git rev-parse --abbrev-ref HEAD 2>$null
            if ($branch) {
                $st = git status --porcelain 2>$null
                $staged = ($st | Where-Object { $_ -match '^[AMDR]' }).Count
                $mod = ($st | Where-Object { $_ -match '^.[MD]' }).Count
                $script:PsPromptCache = @{ At = Get-Date; Text = " $branch +$staged ~$mod" }
            } else { $script:PsPromptCache = @{ At = Get-Date; Text = '' } }
        }
        if ($script:PsPromptCache.Text) { $parts += $script:PsPromptCache.Text }
    }

    if ($last) {
        $ms = ($last.EndExecutionTime - $last.StartExecutionTime).TotalMilliseconds
        if ($ms -gt 500) { $parts += ('{0:N1}s' -f ($ms / 1000)) }
    }
    if ($env:VIRTUAL_ENV) { $parts += "($(Split-Path $env:VIRTUAL_ENV -Leaf))" }

    $arrow = if ($ok) { "`e[32m❯`e[0m" } else { "`e[31m❯`e[0m" }
    "$($parts -join '  ')`n$arrow "
}
