#!/usr/bin/env bash
# The README's screenshots: Quire in a real xterm under Xvfb, driven with xdotool, each
# screen saved as a PNG in docs/images/. Needs xvfb, xterm, xdotool and imagemagick
# (installed when missing and run as root). Uses a scratch HOME, never yours.
#
#   Scripts/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(id -u)" = 0 ] && ! command -v Xvfb xterm xdotool import > /dev/null 2>&1; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xterm xdotool imagemagick > /dev/null
fi
swift build -c release --product quire > /dev/null
quire="$PWD/.build/release/quire"
scratch=$(mktemp -d)
display=:$((90 + RANDOM % 9))
Xvfb "$display" -screen 0 1400x800x24 -nolisten tcp > /dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$scratch"' EXIT
export DISPLAY=$display
sleep 1
mkdir -p "$scratch/home/notes" docs/images
cat > "$scratch/home/notes/Groceries.md" <<'NOTE'
---
tags: [home, weekly]
---
Eggs, milk, bread
Coffee beans (the dark roast)
NOTE
cat > "$scratch/home/notes/Trip to Lisbon.md" <<'NOTE'
---
tags: [travel]
description: Flights, the hotel near the river, a day in Sintra.
---
Flights booked for the 14th; the hotel is near the river.
NOTE
printf 'Ideas for the talk\n\nStart with the seed: a list that remembers.\n' > "$scratch/home/notes/Talk.md"
touch -d '2 days ago' "$scratch/home/notes/Trip to Lisbon.md"
touch -d '1 hour ago' "$scratch/home/notes/Talk.md"

# shot NAME COMMAND KEYS...: runs COMMAND in a fresh xterm, types each KEYS word with
# xdotool (a word starting with + is a key name, others are typed), then saves the window.
shot() {
  local name=$1 command=$2
  shift 2
  xterm -geometry 96x22 -fa Monospace -fs 10 -bg '#1e1e1e' -fg '#d4d4d4' \
    -e env HOME="$scratch/home" QUIRE_NOTES_DIR="$scratch/home/notes" XDG_STATE_HOME="$scratch/state" \
    QUIRE_ANIMATIONS=0 bash -c "$command" &
  local terminal=$!
  sleep 1.5
  for keys in "$@"; do
    if [ "${keys#+}" != "$keys" ]; then xdotool key --delay 80 "${keys#+}"; else xdotool type --delay 60 "$keys"; fi
    sleep 0.5
  done
  sleep 0.8
  import -window "$(xdotool search --onlyvisible --class xterm | tail -1)" "docs/images/$name.png"
  kill $terminal 2>/dev/null || true
  wait $terminal 2>/dev/null || true
}

shot notes-app "$quire"
shot editor "$quire" "+Down" "+Return" "+ctrl+f" "the"
shot choose-other "cd; printf 'red\ngreen\nblue\n' | $quire choose --title Colour --history colours; sleep 5" \
  "+End" "+Return" "teal"
shot input-overlay "$quire" "+a" "Packing list"
echo "wrote docs/images/{notes-app,editor,choose-other,input-overlay}.png"
