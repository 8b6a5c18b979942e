#!/usr/bin/env python3
"""The Markdown highlighter's oracle: markdown-it-py (CommonMark mode) over the CommonMark
specification's examples in Tests/MarkdownOracle/examples.txt, answering per example which
lines are headings (with their level) and fenced code blocks, and the source text of each
emphasis, strong emphasis and code span (see Tests/MarkdownOracle/README.md for the format).

    markdown-oracle.py                 print the answers
    markdown-oracle.py --examples SPEC write examples.txt from the spec's spec.txt
"""
import sys

SECTIONS = ["ATX headings", "Setext headings", "Fenced code blocks", "Code spans",
            "Emphasis and strong emphasis"]
FENCE = "`" * 32


def escape(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def unescape(text):
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append({"n": "\n", "t": "\t"}.get(text[i + 1], text[i + 1]))
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def examples_from_spec(path):
    number, section, lines, inside = 0, None, None, False
    for line in open(path, encoding="utf-8").read().split("\n"):
        if line.startswith(FENCE + " example"):
            number += 1
            lines, inside = [], True
        elif inside and line == ".":
            inside = False
            if section in SECTIONS:
                text = "\n".join(lines) + "\n" if lines else ""
                print(f"{number}\t{section}\t{escape(text.replace(chr(0x2192), chr(9)))}")
        elif inside:
            lines.append(line)
        elif line.startswith("## "):
            section = line[3:].strip()


def source(children):
    """The Markdown an emphasis holds, rebuilt from its inline tokens."""
    out = []
    for token in children:
        if token.type == "text":
            out.append(token.content)
        elif token.type == "code_inline":
            out.append(token.markup + token.content + token.markup)
        elif token.type in ("em_open", "em_close", "strong_open", "strong_close"):
            out.append(token.markup)
        elif token.type == "softbreak":
            out.append("\n")
        elif token.type == "hardbreak":
            out.append("\\\n")
        else:
            out.append(token.content)
    return "".join(out)


def facts(markdown_it, text):
    found = []
    for token in markdown_it.parse(text):
        if token.type == "heading_open" and token.map:
            for line in range(*token.map):
                found.append(f"{token.tag}@{line}")
        elif token.type == "fence" and token.map:
            for line in range(*token.map):
                found.append(f"fence@{line}")
        elif token.type == "inline":
            children = token.children or []
            opened = []
            for index, child in enumerate(children):
                if child.type in ("em_open", "strong_open"):
                    opened.append(index)
                elif child.type in ("em_close", "strong_close"):
                    start = opened.pop()
                    kind = "em" if child.type == "em_close" else "strong"
                    found.append(f"{kind}={escape(source(children[start + 1:index]))}")
                elif child.type == "code_inline":
                    found.append(f"code={escape(child.content)}")
    return sorted(found)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--examples":
        examples_from_spec(sys.argv[2])
        return
    import markdown_it
    parser = markdown_it.MarkdownIt("commonmark")
    print(f"# markdown-it-py {markdown_it.__version__}, CommonMark mode")
    for line in open("Tests/MarkdownOracle/examples.txt", encoding="utf-8").read().splitlines():
        if not line or line.startswith("#"):
            continue
        number, section, text = line.split("\t")
        print("\t".join([number] + facts(parser, unescape(text))))


main()
