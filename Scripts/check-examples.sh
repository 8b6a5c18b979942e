#!/usr/bin/env bash
# The examples (Examples/, a package that depends on Quire by path) build with no warning, and
# each runs through its main path in a real terminal: tmux (installed with apt-get when
# missing), keys typed as a person types them, the screen and the program's output checked.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v tmux >/dev/null; then
  apt-get install -y -qq tmux >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq tmux >/dev/null; }
fi
swift build -q --package-path Examples
bin=$(swift build --package-path Examples --show-bin-path)
work=$(mktemp -d)
socket="quire-examples-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
export HOME="$work/home" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
mkdir -p "$HOME"

fail() { echo "check-examples: $1"; echo "--- the screen:"; tmux -L "$socket" capture-pane -p -t ex || true; exit 1; }
# Starts `$@` in a fresh 80×20 tmux window, in $work, its output in $work/out.
start() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -f "$work/out" "$work/ended"
  tmux -L "$socket" new-session -d -x 80 -y 20 -s ex \
    "cd '$work' && $* > '$work/out'; echo \$? > '$work/ended'; sleep 60"
}
keys() { tmux -L "$socket" send-keys -t ex "$@"; }
# Waits (up to 10 s) until the screen shows $1.
shows() {
  for _ in $(seq 100); do
    tmux -L "$socket" capture-pane -p -t ex | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  fail "$2: the screen never showed \"$1\""
}
# Waits (up to 10 s) until the program has ended, with status $1.
ended() {
  for _ in $(seq 100); do
    [ -s "$work/ended" ] && break
    sleep 0.1
  done
  [ -s "$work/ended" ] || fail "$2: the program did not end"
  [ "$(cat "$work/ended")" = "$1" ] || fail "$2: ended with status $(cat "$work/ended"), not $1"
}

# contact-card: a phone typed, Tab to the notes field, which opens its page; what is typed
# there is the contact's after Done.
start "$bin/contact-card"
shows "Ada Lovelace" contact-card
keys "555 0199"
shows "Phone   555 0199" contact-card
keys Tab
shows "›Notes" contact-card
keys Enter
shows "Done" contact-card
keys C-End Enter "Send her the tables."
keys C-s
shows "   Send her the tables." contact-card
keys Escape
ended 0 contact-card
grep -qx "Send her the tables." "$work/out" || fail "contact-card: the contact's notes lack the line typed"
grep -qx "Ada Lovelace, 555 0199" "$work/out" || fail "contact-card: the contact's phone is not the one typed"

# documents: add a document, type in it, back to the list; the file holds the text.
start "$bin/documents"
shows "Press a to add one" documents
keys a
shows "New note" documents
keys "Letter" Enter
shows "Letter" documents
shows "Ln 1, Col 1" documents
keys "Dear Ada,"
shows "Dear Ada," documents
keys Escape
shows "newest first" documents
keys C-c
ended 0 documents
grep -q "Dear Ada," "$work/documents/Letter.txt" "$work/documents/Letter.md" 2>/dev/null ||
  fail "documents: no file holds the text typed ($(ls "$work/documents"))"

# fruit: add a value by typing it; the next run offers it among the remembered.
start "$bin/fruit"
shows "banana" fruit
keys "kiwano"
shows "kiwano" fruit
keys Enter
ended 0 fruit
grep -qx "kiwano" "$work/out" || fail "fruit: the answer is not the value added"
start "$bin/fruit"
shows "kiwano" fruit
keys Escape
ended 1 fruit

# groceries: add an item in the overlay, edit another; the file holds both changes.
start "$bin/groceries"
shows "milk" groceries
keys a
shows "New item" groceries
keys "eggs" Enter
shows "eggs" groceries
keys Home Enter
shows "Edit item" groceries
keys C-u "oat milk" Enter
shows "oat milk" groceries
keys Escape
ended 0 groceries
[ "$(cat "$work/groceries.txt")" = "$(printf 'oat milk\neggs\nbread')" ] ||
  fail "groceries: groceries.txt holds: $(tr '\n' '|' < "$work/groceries.txt")"

echo "check-examples: contact-card, documents, fruit, groceries: each ran through its main path"
