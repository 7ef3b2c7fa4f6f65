#!/usr/bin/env python3
"""Time and peak memory of `itineshary check`: the median of several runs, on the sample site and on a
synthetic corpus written by Scripts/make-corpus.py (1,000 trips, 10,000 recommendations).

    Scripts/bench-check.py [--binary .build/release/itineshary] [--runs 5] [--corpus DIR]

Only the Python standard library is used. Peak memory is the child's maximum resident set size.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def run_once(binary, content):
    started = time.perf_counter()
    pid = os.spawnv(os.P_NOWAIT, binary, [binary, "check", "--content", content])
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024, code


def measure(label, binary, content, runs):
    with open(os.devnull, "w") as devnull:
        saved = os.dup(1), os.dup(2)
        os.dup2(devnull.fileno(), 1)
        os.dup2(devnull.fileno(), 2)
        try:
            results = [run_once(binary, content) for _ in range(runs)]
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
    times = [r[0] for r in results]
    peak = max(r[1] for r in results)
    codes = sorted({r[2] for r in results})
    print(f"{label}: median {statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f}, "
          f"{runs} runs), peak memory {peak:.1f} MiB, exit status {codes}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/itineshary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--corpus", help="an existing make-corpus.py output folder; written to a temporary one if absent")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(args.binary)

    measure("sample site (Content/)", binary, os.path.join(root, "Content"), args.runs)

    corpus = args.corpus
    temporary = None
    if corpus is None:
        generator = os.path.join(root, "Scripts", "make-corpus.py")
        temporary = tempfile.TemporaryDirectory()
        corpus = temporary.name
        subprocess.run([sys.executable, generator, corpus, "--trips", "1000", "--recs", "10000"], check=True,
                       stdout=subprocess.DEVNULL)
    measure("corpus (1,000 trips, 10,000 recommendations)", binary,
            os.path.join(corpus, "itineshary", "Content"), args.runs)


if __name__ == "__main__":
    main()
