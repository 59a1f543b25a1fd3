# minimal prompt: cwd and a coloured % that turns red after a failing command
PROMPT='%F{cyan}%~%f %(?.%F{green}.%F{red})%#%f '
