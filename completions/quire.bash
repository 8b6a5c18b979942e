# bash completion for quire
# Made from quire's command table by quire --completions bash; do not edit.
# Install: quire --completions bash > ~/.local/share/bash-completion/completions/quire

_quire() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  COMPREPLY=()
  if ((COMP_CWORD == 1)); then
    COMPREPLY=($(compgen -W 'keys input write edit -h --help --version --completions' -- "$cur"))
    return
  fi
  case ${COMP_WORDS[1]} in
    --completions)
      ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur"))
      ;;
    help | -h | --help)
      ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W 'keys input write edit' -- "$cur"))
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
  esac
}

complete -F _quire quire
