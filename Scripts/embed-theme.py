#!/usr/bin/env python3
"""Writes Sources/CDefaultTheme/theme_files.c: every file of Templates/ (the default theme), compiled
into the executable with C23 #embed, so the theme is part of the tool.

Run from the repository root after adding, removing or renaming a file of Templates/ (`make theme`).
Editing a file needs no new run: #embed reads the file's bytes at compile time. The test suite fails
when the list here and the folder differ. The output is deterministic: files in sorted order.
"""
import os
import sys

THEME = "Templates"
OUT = os.path.join("Sources", "CDefaultTheme", "theme_files.c")


def theme_files():
    paths = []
    for root, dirs, files in os.walk(THEME):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in files:
            if name.startswith("."):
                continue
            path = os.path.join(root, name)
            if os.path.islink(path) or not os.path.isfile(path):
                sys.exit(f"embed-theme: {path} is not a regular file")
            paths.append(os.path.relpath(path, THEME).replace(os.sep, "/"))
    return sorted(paths)


def c_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    if not os.path.isdir(THEME) or not os.path.isdir(os.path.dirname(OUT)):
        sys.exit("embed-theme: run from the repository root")
    lines = [
        "/* Written by Scripts/embed-theme.py from Templates/: do not edit. */",
        '#include "default_theme.h"',
        "",
        '#pragma clang diagnostic ignored "-Wc23-extensions"',
        "",
    ]
    entries = []
    for index, path in enumerate(theme_files()):
        size = os.path.getsize(os.path.join(THEME, path))
        if size == 0:
            lines.append(f"static const unsigned char file_{index}[1] = {{0}};")
            entries.append(f"    {{{c_string(path)}, file_{index}, 0}},")
            continue
        lines += [
            f"static const unsigned char file_{index}[] = {{",
            f"#embed {c_string('../../' + THEME + '/' + path)}",
            "};",
        ]
        entries.append(f"    {{{c_string(path)}, file_{index}, sizeof(file_{index})}},")
    lines += [
        "",
        "static const struct itineshary_theme_file files[] = {",
        *entries,
        "};",
        "",
        "size_t itineshary_theme_file_count(void) { return sizeof(files) / sizeof(files[0]); }",
        "const struct itineshary_theme_file *itineshary_theme_files(void) { return files; }",
        "",
    ]
    with open(OUT, "w", encoding="utf-8") as out:
        out.write("\n".join(lines))
    print(f"wrote {OUT}: {len(entries)} files")


if __name__ == "__main__":
    main()
