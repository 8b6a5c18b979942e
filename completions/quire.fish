# fish completion for quire
# Made from quire's command table by quire --completions fish; do not edit.
# Install: quire --completions fish > ~/.config/fish/completions/quire.fish

complete -c quire -f
complete -c quire -n __fish_use_subcommand -s h -l help -d 'show this help; quire COMMAND --help shows a command\'s'
complete -c quire -n __fish_use_subcommand -l version -d 'show the version'
complete -c quire -n __fish_use_subcommand -l completions -x -a 'bash zsh fish' -d 'print the completion script for bash, zsh or fish'
complete -c quire -n __fish_use_subcommand -a keys -d 'show each key, mouse and paste event as decoded'
complete -c quire -n __fish_use_subcommand -a input -d 'ask for one line of text'
complete -c quire -n __fish_use_subcommand -a write -d 'ask for a longer text, of several lines'
complete -c quire -n '__fish_seen_subcommand_from keys' -l full-screen -d 'show the events on the alternate screen, as the apps draw'
complete -c quire -n '__fish_seen_subcommand_from keys' -s h -l help -d 'show this help'
complete -c quire -n '__fish_seen_subcommand_from input' -l title -x -d 'the question, shown above the answer'
complete -c quire -n '__fish_seen_subcommand_from input' -l value -x -d 'the answer to start from, to edit or keep'
complete -c quire -n '__fish_seen_subcommand_from input' -l placeholder -x -d 'a hint shown while the answer is empty'
complete -c quire -n '__fish_seen_subcommand_from input' -l password -d 'hide what is typed'
complete -c quire -n '__fish_seen_subcommand_from input' -l history -x -d 'remember the answers under NAME, to offer them again'
complete -c quire -n '__fish_seen_subcommand_from input' -l timeout -x -d 'give up after SECONDS without an answer (exit status 124)'
complete -c quire -n '__fish_seen_subcommand_from input' -l accessible -d 'ask in plain lines a screen reader can follow, as QUIRE_ACCESSIBLE=1 does'
complete -c quire -n '__fish_seen_subcommand_from input' -s h -l help -d 'show this help'
complete -c quire -n '__fish_seen_subcommand_from write' -l title -x -d 'the question, shown above the answer'
complete -c quire -n '__fish_seen_subcommand_from write' -l value -x -d 'the answer to start from, to edit or keep'
complete -c quire -n '__fish_seen_subcommand_from write' -l placeholder -x -d 'a hint shown while the answer is empty'
complete -c quire -n '__fish_seen_subcommand_from write' -l char-limit -x -d 'accept at most N characters (line breaks count as one)'
complete -c quire -n '__fish_seen_subcommand_from write' -l max-lines -x -d 'accept at most N lines'
complete -c quire -n '__fish_seen_subcommand_from write' -l timeout -x -d 'give up after SECONDS without an answer (exit status 124)'
complete -c quire -n '__fish_seen_subcommand_from write' -l accessible -d 'ask in plain lines a screen reader can follow, as QUIRE_ACCESSIBLE=1 does'
complete -c quire -n '__fish_seen_subcommand_from write' -s h -l help -d 'show this help'
