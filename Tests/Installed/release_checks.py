"""Scripts/check-release.sh, the check `make release` runs on the executable it publishes, on small programs
compiled here: it refuses a program that asks for a glibc symbol newer than the release may need, or a
library whose name differs between distributions, naming the symbol or the library, and runs what passes
alone in an empty folder on `init` and `build --offline`.

The release build itself takes many minutes; `make release` runs the script on it.
"""

import os
import re
import subprocess
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "Scripts" / "check-release.sh"

# What a new site's `init` and `build --offline` leave, for the stand-in below.
STAND_IN = r"""
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "init") == 0) {
        if (mkdir(argv[2], 0755) != 0 || chdir(argv[2]) != 0 || mkdir("Content", 0755) != 0) return 1;
        FILE *settings = fopen("Content/site.yml", "w");
        return settings == NULL || fputs("title: Trips\n", settings) < 0 || fclose(settings) != 0;
    }
    if (argc == 3 && strcmp(argv[1], "build") == 0 && strcmp(argv[2], "--offline") == 0) {
        if (mkdir("site", 0755) != 0) return 1;
        FILE *page = fopen("site/index.html", "w");
        return page == NULL || fputs("<!doctype html>\n", page) < 0 || fclose(page) != 0;
    }
    return 2;
}
"""


def compile_program(folder: Path, name: str, source: str, *flags: str, language: str = "c") -> Path:
    source_file = folder / f"{name}.{language}"
    source_file.write_text(textwrap.dedent(source))
    program = folder / name
    compiler = "clang++" if language == "cc" else "clang"
    subprocess.run([compiler, "-o", str(program), str(source_file), *flags], check=True)
    return program


def check(program: Path, **limits: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(SCRIPT), str(program)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **limits},
    )


def test_a_symbol_newer_than_glibc_2_35_is_named_with_its_version(tmp_path):
    # arc4random came with glibc 2.36 (Debian 12's): a release built on Debian 12 that calls it would not start
    # on Ubuntu 22.04.
    program = compile_program(
        tmp_path,
        "itineshary",
        """
        #include <stdio.h>
        #include <stdlib.h>
        int main(void) { printf("%u\\n", arc4random()); return 0; }
        """,
    )
    result = check(program)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        "error: itineshary needs arc4random from GLIBC_2.36, newer than glibc 2.35, the oldest the release runs on"
        " (Ubuntu 22.04)\n" in result.stderr
    )
    assert "note: build the release on Ubuntu 22.04" in result.stderr
    assert "started a site" not in result.stdout


def test_versions_compare_as_numbers_not_as_text(tmp_path):
    # GLIBC_2.34 (__libc_start_main, in every program linked with glibc 2.34 or later) is newer than 2.4 as a
    # version, older as text; GLIBC_2.2.5 (fopen) is older either way.
    program = compile_program(tmp_path, "itineshary", STAND_IN)
    result = check(program, GLIBC_MAX="2.4")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "error: itineshary needs __libc_start_main from GLIBC_2.34, newer than glibc 2.4" in result.stderr
    assert "GLIBC_2.2.5" not in result.stderr


def test_a_symbol_of_a_newer_cpp_library_is_named_with_its_version(tmp_path):
    # std::string's C++11 layout came with GCC 5's library, GLIBCXX_3.4.21; with the limit just below it, each
    # of its symbols is named.
    program = compile_program(
        tmp_path,
        "itineshary",
        """
        #include <iostream>
        #include <string>
        int main(int argc, char **argv) { std::string name(argv[0]); std::cout << name.size() << std::endl; }
        """,
        language="cc",
    )
    result = check(program, GLIBCXX_MAX="3.4.20")
    assert result.returncode == 1, result.stdout + result.stderr
    errors = result.stderr.splitlines()
    assert errors and all(
        re.fullmatch(
            r"error: itineshary needs _ZN\S*basic_string\S* from GLIBCXX_3\.4\.21, newer than GLIBCXX_3\.4\.20 "
            r"\(the C\+\+ library of GCC 12, on Ubuntu 22\.04 and Debian 12\)",
            line,
        )
        for line in errors
    ), result.stderr


def test_a_library_named_after_its_version_is_refused(tmp_path):
    program = compile_program(
        tmp_path,
        "itineshary",
        """
        #include <cmark-gfm.h>
        #include <stdio.h>
        int main(void) { puts(cmark_version_string()); return 0; }
        """,
        "-lcmark-gfm",
    )
    needed = subprocess.run(["readelf", "-d", str(program)], capture_output=True, text=True, check=True).stdout
    library = next(word.strip("[]") for word in needed.split() if word.startswith("[libcmark-gfm.so."))
    result = check(program)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        f"error: itineshary needs {library}, which not every system the release runs on has under that name"
        in result.stderr
    )


def test_what_passes_must_start_a_site_and_build_it_alone_in_an_empty_folder(tmp_path):
    program = compile_program(tmp_path, "itineshary", STAND_IN)
    result = check(program)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "check-release: itineshary needs GLIBC_2.34 at most, and only libc.so.6\n" in result.stdout
    assert "check-release: itineshary started a site and built it offline\n" in result.stdout


def test_a_program_whose_init_writes_no_site_is_refused(tmp_path):
    program = compile_program(tmp_path, "itineshary", "int main(void) { return 0; }\n")
    result = check(program)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr == "error: itineshary init trips wrote no trips/Content/site.yml\n"


def test_a_program_whose_build_writes_no_home_page_is_refused(tmp_path):
    program = compile_program(tmp_path, "itineshary", STAND_IN.replace('fputs("<!doctype html>\\n", page) < 0', "0"))
    result = check(program)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        result.stderr
        == "error: itineshary build --offline wrote no site/index.html in the site init had just started\n"
    )


def test_a_program_that_fails_to_start_a_site_is_refused(tmp_path):
    program = compile_program(tmp_path, "itineshary", "int main(void) { return 3; }\n")
    result = check(program)
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stderr == "error: itineshary init trips failed in an empty folder\n"
    assert "started a site" not in result.stdout


@pytest.mark.parametrize("variable", ["HOME", "ITINESHARY_RELEASES"])
def test_the_program_runs_with_no_environment_but_path(tmp_path, variable):
    # The stand-in refuses to start a site when the variable is set: the check must not pass it on.
    program = compile_program(
        tmp_path,
        "itineshary",
        STAND_IN.replace(
            "int main(int argc, char **argv) {",
            f'#include <stdlib.h>\nint main(int argc, char **argv) {{\n    if (getenv("{variable}") && '
            f'strcmp(getenv("{variable}"), "outside") == 0) return 4;',
        ),
    )
    result = subprocess.run(
        [str(SCRIPT), str(program)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, variable: "outside"},
    )
    assert result.returncode == 0, result.stdout + result.stderr
