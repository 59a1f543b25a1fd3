-- focus.applescript - Pomodoro timer with notifications
-- usage: osascript focus.applescript FOCUS_MIN BREAK_MIN ROUNDS [say]

on run argv
	set focusMin to 25
	set breakMin to 5
	set rounds to 4
	set speak to false
	if (count of argv) ≥ 1 then set focusMin to (item 1 of argv) as integer
	if (count of argv) ≥ 2 then set breakMin to (item 2 of argv) as integer
	if (count of argv) ≥ 3 then set rounds to (item 3 of argv) as integer
	if (count of argv) ≥ 4 then set speak to ((item 4 of argv) is "say")

	set logFile to (POSIX path of (path to home folder)) & "Library/Logs/focus-timer.log"

	repeat with i from 1 to rounds
		display notification ("Round " & i & " of " & rounds & ": focus for " & focusMin & " minutes") with title "Focus timer" sound name "Glass"
		if speak then say "Focus time"
		delay focusMin * 60

		set stamp to do shell script "date '+%Y-%m-%d %H:%M'"
		do shell script "printf '%s\\tround %s\\t%s min\\n' " & quoted form of stamp & " " & i & " " & focusMin & " >> " & quoted form of logFile

		if i < rounds then
			display notification ("Take a " & breakMin & " minute break") with title "Focus timer" sound name "Hero"
			if speak then say "Time for a break"
			delay breakMin * 60
		end if
	end repeat

	display notification "All rounds done. Nice work!" with title "Focus timer" sound name "Funk"
	if speak then say "All done"
end run
