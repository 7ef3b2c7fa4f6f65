#!/usr/bin/env python3
"""The GitHub Pages workflow `itineshary init` writes, run as written.

The executable starts a site with `init`; the shell steps of the workflow's build job are then run in order
in the new site, as GitHub's runner would run them (`bash -e`), with the release host (ITINESHARY_RELEASES)
a local server holding a release of that executable: `v<version>/itineshary-linux-x86_64` and SHA256SUMS,
or the files `make release` made (--release-files). `sudo` runs its command; `apt-get update` does nothing
and `apt-get install` only checks that each package it names is installed, so the names must be real.
Steps that use actions are left out: the site is already checked out, and `configure-pages` gives the Pages
address (https://example.org here). The site it builds is moved to SITE_OUT, for the browser checks.

Then the install step runs again against a release whose executable lacks a byte: it must fail, install
nothing, and name the file that failed its check.

Usage: Tests/Installed/published-workflow.py BINARY SITE_OUT [--release-files DIR]
"""

import argparse
import functools
import hashlib
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import yaml

FILE_NAME = "itineshary-linux-x86_64"
PAGES_BASE_URL = "https://example.org"

SUDO = """#!/bin/sh
exec "$@"
"""

# apt-get for the test: installs nothing, and fails on a package this machine does not have.
APT_GET = """#!/bin/sh
case "$1" in
  update) exit 0 ;;
  install) shift ;;
  *) echo "apt-get shim: unexpected command: $*" >&2; exit 2 ;;
esac
missing=""
for package in "$@"; do
  case "$package" in -*) continue ;; esac
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $package"
done
if [ -n "$missing" ]; then echo "apt-get shim: not installed:$missing" >&2; exit 100; fi
"""


class Release:
    """A local server of one folder of releases, recording the paths asked for."""

    def __init__(self, root):
        requested = self.requested = []

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(root), **kwargs)

            def do_GET(self):
                requested.append(self.path)
                super().do_GET()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def lay_out_release(root, version, executable, release_files):
    """A release's download folder under root: release_files as they are, or the executable and its sum."""
    folder = root / f"v{version}"
    if release_files:
        shutil.copytree(release_files, folder)
        return folder
    folder.mkdir(parents=True)
    shutil.copyfile(executable, folder / FILE_NAME)
    digest = hashlib.sha256((folder / FILE_NAME).read_bytes()).hexdigest()
    (folder / "SHA256SUMS").write_text(f"{digest}  {FILE_NAME}\n")
    return folder


def build_steps(workflow_path):
    """The build job's steps that run a shell script, as (name, script), with the Pages address in place."""
    workflow = yaml.safe_load(workflow_path.read_text())
    steps = []
    for step in workflow["jobs"]["build"]["steps"]:
        if "run" not in step:
            continue
        script = step["run"].replace("${{ steps.pages.outputs.base_url }}", PAGES_BASE_URL)
        if "${{" in script:
            sys.exit(f"published-workflow: a step uses an expression this test does not provide:\n{script}")
        steps.append((step.get("name", script.splitlines()[0]), script))
    return steps


def run_step(name, script, site, environment):
    print(f"published-workflow: step '{name}'", flush=True)
    return subprocess.run(["bash", "-e", "-c", script], cwd=site, env=environment)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", type=Path)
    parser.add_argument("site_out", type=Path)
    parser.add_argument("--release-files", type=Path, help="the folder `make release` wrote")
    arguments = parser.parse_args()
    binary = arguments.binary.resolve()
    version_output = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout
    version = re.match(r"itineshary (\S+)\n", version_output).group(1)

    work = Path(tempfile.mkdtemp(prefix="published-workflow-"))
    try:
        shims = work / "shims"
        shims.mkdir()
        for shim, text in [("sudo", SUDO), ("apt-get", APT_GET)]:
            (shims / shim).write_text(text)
            (shims / shim).chmod(0o755)
        subprocess.run([binary, "init", work / "trips"], check=True)
        site = work / "trips"
        steps = build_steps(site / ".github/workflows/pages.yml")
        names = [name for name, _ in steps]
        assert names == ["Install itineshary", "Check the content", "Build the site"], names

        good = work / "releases"
        lay_out_release(good, version, binary, arguments.release_files)
        release = Release(good)
        environment = dict(os.environ, PATH=f"{shims}:{os.environ['PATH']}", ITINESHARY_RELEASES=release.url)
        try:
            for name, script in steps:
                if run_step(name, script, site, environment).returncode != 0:
                    sys.exit(f"published-workflow: step '{name}' failed")
        finally:
            release.close()
        downloads = [path for path in release.requested if path.endswith(FILE_NAME)]
        assert downloads == [f"/v{version}/{FILE_NAME}"], release.requested
        leftovers = sorted(set(os.listdir(site)) - {"Content", "site", "itineshary", ".github", ".gitignore"})
        assert leftovers == [".site.itineshary"], leftovers

        # The same step, from a release whose executable lacks its last byte, installs nothing.
        tampered = work / "tampered"
        folder = lay_out_release(tampered, version, binary, arguments.release_files)
        (folder / FILE_NAME).write_bytes((folder / FILE_NAME).read_bytes()[:-1])
        release = Release(tampered)
        checkout = work / "checkout"
        checkout.mkdir()
        try:
            result = subprocess.run(
                ["bash", "-e", "-c", steps[0][1]],
                cwd=checkout,
                env=dict(environment, ITINESHARY_RELEASES=release.url),
                capture_output=True,
                text=True,
            )
        finally:
            release.close()
        assert result.returncode != 0, "a download that is not the release's file was installed"
        assert f"{FILE_NAME}: FAILED" in result.stdout, result.stdout + result.stderr
        assert not (checkout / "itineshary").exists(), "the tampered executable was installed"

        shutil.rmtree(arguments.site_out, ignore_errors=True)
        shutil.move(site / "site", arguments.site_out)
        print(f"published-workflow: the workflow's steps built {arguments.site_out} with itineshary {version}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
