# bash completion for quire
# Made from quire's command table by quire --completions bash; do not edit.
# Install: quire --completions bash > ~/.local/share/bash-completion/completions/quire

_quire() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    COMPREPLY=($(compgen -W 'notes edit list keys input write choose confirm form date file -h --help --version --completions' -- "$cur"))
    return
  fi
  case ${COMP_WORDS[1]} in
    --completions)
      ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur"))
      ;;
    help | -h | --help)
      ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W 'notes edit list keys input write choose confirm form date file' -- "$cur"))
      ;;
    notes)
      case $prev in
        --search)
          return
          ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '--search --today --git-init --sync -h --help' -- "$cur"))
      else
        compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"))
      fi
      ;;
    edit)
      case $prev in
        --autosave)
          return
          ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '--autosave -h --help' -- "$cur"))
      else
        compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    list)
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '-h --help' -- "$cur"))
      else
        compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"))
      fi
      ;;
    keys)
      COMPREPLY=($(compgen -W '--full-screen -h --help' -- "$cur"))
      ;;
    input)
      case $prev in
        --title | --value | --placeholder | --history | --timeout)
          return
          ;;
      esac
      COMPREPLY=($(compgen -W '--title --value --placeholder --password --history --timeout --accessible -h --help' -- "$cur"))
      ;;
    write)
      case $prev in
        --title | --value | --placeholder | --char-limit | --max-lines | --timeout)
          return
          ;;
      esac
      COMPREPLY=($(compgen -W '--title --value --placeholder --char-limit --max-lines --timeout --accessible -h --help' -- "$cur"))
      ;;
    choose)
      case $prev in
        --title | --history | --selected | --filter | --limit | --height | --timeout)
          return
          ;;
        --sort)
          COMPREPLY=($(compgen -W 'given alpha recent' -- "$cur"))
          return
          ;;
        --match)
          COMPREPLY=($(compgen -W 'fuzzy prefix substring' -- "$cur"))
          return
          ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '--title --history --selected --sort --filter --match --limit --no-limit --height --no-other --timeout --accessible -h --help' -- "$cur"))
      else
        :
      fi
      ;;
    confirm)
      case $prev in
        --affirmative | --negative | --timeout)
          return
          ;;
        --default)
          COMPREPLY=($(compgen -W 'yes no' -- "$cur"))
          return
          ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '--affirmative --negative --default --timeout --accessible -h --help' -- "$cur"))
      else
        :
      fi
      ;;
    form)
      case $prev in
        --title | --field | --secret | --multiline | --choices | --date | --required | --timeout)
          return
          ;;
        --format)
          COMPREPLY=($(compgen -W 'json env' -- "$cur"))
          return
          ;;
      esac
      COMPREPLY=($(compgen -W '--title --field --secret --multiline --choices --date --required --format --timeout --accessible -h --help' -- "$cur"))
      ;;
    date)
      case $prev in
        --title | --value | --min | --max | --format | --timeout)
          return
          ;;
      esac
      COMPREPLY=($(compgen -W '--title --value --min --max --format --timeout --accessible -h --help' -- "$cur"))
      ;;
    file)
      case $prev in
        --extension | --height | --timeout)
          return
          ;;
      esac
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W '--directory --file --extension --height --timeout --accessible -h --help' -- "$cur"))
      else
        compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"))
      fi
      ;;
  esac
}

complete -F _quire quire
