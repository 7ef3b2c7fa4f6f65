#!/usr/bin/env python3
"""Full-build time (median of several runs) and peak memory of `itineshary build`, next to Debian's
`hugo` building the Hugo half of the same corpus, in one run:

    Scripts/bench-build.py [--binary .build/release/itineshary] [--runs 5] [--trips 1000] [--recs 10000]

Builds run with --offline, so the figures are the build's own, not the network's. The corpus comes from ../shared/bench/make-corpus.py (written to a temporary folder). The sample site
in Content/ is measured too. Peak memory is the child's maximum resident set size. Only the Python
standard library is used; `hugo` must be on PATH (apt-get install hugo) for its half.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(argv):
    started = time.perf_counter()
    with open(os.devnull, "w") as devnull:
        process = subprocess.Popen(argv, stdout=devnull, stderr=devnull)
        _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    return elapsed, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def measure(label, argv, runs, before=None):
    results = []
    for _ in range(runs):
        if before:
            before()
        results.append(run_once(argv))
    times = [r[0] for r in results]
    codes = sorted({r[2] for r in results})
    print(f"{label}: median {statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f}, "
          f"{runs} runs), peak memory {max(r[1] for r in results):.1f} MiB, exit status {codes}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/itineshary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--trips", type=int, default=1000)
    parser.add_argument("--recs", type=int, default=10000)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(args.binary)
    templates = os.path.join(root, "Templates")
    env_epoch = {"SOURCE_DATE_EPOCH": "1795219200"}
    os.environ.update(env_epoch)

    with tempfile.TemporaryDirectory() as work:
        measure("itineshary, sample site (Content/)",
                [binary, "build", "--offline", "--content", os.path.join(root, "Content"), "--templates", templates,
                 "--output", os.path.join(work, "sample-site")], args.runs)
        generator = os.path.join(root, "..", "shared", "bench", "make-corpus.py")
        if not os.path.exists(generator):
            print(f"skipped the corpus: {generator} not found", file=sys.stderr)
            return
        corpus = os.path.join(work, "corpus")
        subprocess.run([sys.executable, generator, corpus, "--trips", str(args.trips), "--recs", str(args.recs)],
                       check=True, stdout=subprocess.DEVNULL)
        label = f"{args.trips:,} trips, {args.recs:,} recommendations"
        # Both tools build into an empty folder, its removal untimed, so neither pays for deleting the last output.
        ours = os.path.join(work, "corpus-site")
        measure(f"itineshary, corpus ({label})",
                [binary, "build", "--offline", "--content", os.path.join(corpus, "itineshary", "Content"), "--templates", templates,
                 "--output", ours], args.runs, before=lambda: shutil.rmtree(ours, ignore_errors=True))
        hugo = shutil.which("hugo")
        if hugo is None:
            print("skipped Hugo: not on PATH (apt-get install hugo)", file=sys.stderr)
            return
        hugo_out = os.path.join(work, "hugo-site")
        measure(f"hugo, same corpus ({label})",
                [hugo, "--quiet", "-s", os.path.join(corpus, "hugo"), "-d", hugo_out], args.runs,
                before=lambda: shutil.rmtree(hugo_out, ignore_errors=True))
        version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.strip()
        print(f"({version})")


if __name__ == "__main__":
    main()
