#!/usr/bin/env python3
"""The build's figures at scale, next to Hugo and to the disk's own floor, in one run, as one table:

    Scripts/bench-build.py [--binary .build/release/itineshary] [--runs 5] [--trips 1000] [--recs 10000]
    Scripts/bench-build.py --scale [--runs 3]      # the corpus and ten times the corpus (make bench-scale)
    Scripts/bench-build.py --small                 # only the small site (10 trips, 60 recommendations)

The corpus comes from Scripts/make-corpus.py (written to a temporary folder), in our format and as
the same site for Hugo. Each figure is the median of --runs runs, with the spread; peak memory is the
largest maximum resident set size of any run. Figures that are compared (a first build, `cp -r` and Hugo's
first build; a rebuild and Hugo's) are taken in turn, round by round, and a ratio is the median of the
rounds' ratios, so a disk that slows down between rounds moves both sides of it. Builds run with --offline,
so the figures are the build's, not the network's, and without SOURCE_DATE_EPOCH, as users run them. Absolute times drift from run to run
on shared machines; the ratios, measured in the same run, are what to compare.

- first build: into a new folder each run, nothing deleted until every first build is over (deleting many
  files just before creating as many slows the kernel's inode allocation on ext4 without a journal, by more
  than the build takes: see bench_scale); Hugo the same; `cp -r` of that round's output tree into a new
  folder is the disk's floor for creating those files and folders. A line under the table gives the first
  build's processor time, user and system: on a machine whose cores are all busy for the whole build, no
  schedule of that work ends before their sum over the cores, so that bound over `cp -r` is the least ratio
  the build's present work allows.
- rebuild: the output folder holds the previous builds; before each run one trip file gets a new last line
  (in both halves of the corpus). Hugo rebuilds into its existing output. A new last line changes no search
  entry, so the kept search index is read back; a second row gives the trip a new title before each run, so
  the index is made anew.
- unchanged rebuild: nothing changed; the files it wrote, from the build's last line.
- check: `itineshary check` on the same content (it decodes every file).
- page weight: the largest HTML page, and what a search query transfers, measured in Chromium by
  Scripts/search-transfer.py for its queries (the page, stylesheet, scripts and every shard loaded): the
  largest, and each query's.

- a small site: a first build of 10 trips and 60 recommendations next to Hugo's, in turn in each round (at
  least 7): printed first, in a table of its own.

Only the Python standard library is used, but for the search row, which needs the browser checks' Chromium
and Selenium (Tests/Browser/install.sh); `hugo` must be on PATH (apt-get install hugo) for its column.
"""
import argparse
import importlib.util
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

GOALS = {
    "rebuild": 1.0,  # seconds, and at least 4 times faster than Hugo
    "first": 1.2,  # times cp -r
    "check": 0.5,  # seconds
    "memory": 150.0,  # MiB
    "page": 300 * 1024,  # bytes
    "query": 150 * 1024,  # bytes
}


def run_once(argv, capture=False):
    started = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    output = process.stdout.read().decode() if capture else ""
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(argv)} exited with status {code}")
    return elapsed, usage.ru_maxrss / 1024, output, usage.ru_utime, usage.ru_stime


class Figure:
    def __init__(self, results):
        self.times = [r[0] for r in results]
        self.memory = max(r[1] for r in results)
        self.outputs = [r[2] for r in results]
        # CPU seconds in the process's own code and in the kernel on its behalf (creating files, mostly).
        self.users = [r[3] for r in results]
        self.systems = [r[4] for r in results]
        self.user = statistics.median(self.users)
        self.system = statistics.median(self.systems)

    @property
    def median(self):
        return statistics.median(self.times)

    def __str__(self):
        return f"{self.median:.2f} s ({min(self.times):.2f}–{max(self.times):.2f})"


def measure(argv, runs, before=None, capture=False):
    results = []
    for index in range(runs):
        if before:
            before(index)
        results.append(run_once(argv, capture))
    return Figure(results)


def rounds(runs, steps):
    """Runs each of `steps` (argv, before) once per round, in turn, for `runs` rounds: the figures compared
    with each other are taken minutes apart at most, under the same load on the disk and the CPU, so the
    ratio of each round holds when the machine's speed drifts between rounds. An argv may be a function of
    the round's index."""
    results = [[] for _ in steps]
    for index in range(runs):
        for (argv, before), into in zip(steps, results):
            if before:
                before(index)
            into.append(run_once(argv(index) if callable(argv) else argv))
    return [Figure(result) for result in results]


def ratio(numerator, denominator):
    """The median of the rounds' ratios, and their spread."""
    values = [a / b for a, b in zip(numerator.times, denominator.times)]
    return statistics.median(values), min(values), max(values)


def settle(_=None):
    """Waits until the files earlier runs wrote are on the disk (untimed): a run does not pay for writing back
    the last one's output (about 2 GB for ten times the corpus)."""
    os.sync()


def remove(*paths):
    for path in paths:
        shutil.rmtree(path, ignore_errors=True)


def append_line(path, index):
    with open(path, "a", encoding="utf-8") as file:
        file.write(f"\nEdited for the benchmark, run {index}.\n")


def retitle(path, index):
    """Gives the trip at `path` another title: its search entry changes, so the search index is made anew."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    text = re.sub(r'^title: "(.*?)( \(run \d+\))?"$', lambda m: f'title: "{m.group(1)} (run {index})"', text,
                  count=1, flags=re.M)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def largest_html(folder):
    largest = (0, "")
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".html"):
                path = os.path.join(root, name)
                largest = max(largest, (os.path.getsize(path), os.path.relpath(path, folder)))
    return largest


def search_transfer(site):
    """What search queries transfer, measured in Chromium by Scripts/search-transfer.py (its default queries):
    the largest total, the query, and a summary of every query's; `None` and the reason when it cannot run."""
    try:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "search-transfer.py")
        spec = importlib.util.spec_from_file_location("search_transfer", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        measured = module.measure(site)
    except BaseException as error:  # pytest.fail, when Chromium is missing, raises a BaseException
        if isinstance(error, KeyboardInterrupt):
            raise
        return None, None, f"not measured: {str(error).splitlines()[0] if str(error) else type(error).__name__}"
    largest = max(measured, key=lambda one: one["bytes"])
    parts = ", ".join(f"`{one['query']}` {one['bytes'] / 1024:.0f} KB" for one in measured)
    return largest["bytes"], largest["query"], parts


def written_files(output):
    match = re.search(r": (\d+) written, (\d+) unchanged, (\d+) removed", output)
    return int(match.group(1)) if match else None


def status(ok):
    return "yes" if ok else "**no**"


def corpus(work, generator, trips, recs, name="corpus"):
    folder = os.path.join(work, name)
    subprocess.run([sys.executable, generator, folder, "--trips", str(trips), "--recs", str(recs)], check=True,
                   stdout=subprocess.DEVNULL)
    return folder


def bench(args, binary, work, generator, hugo):
    folder = corpus(work, generator, args.trips, args.recs)
    content = os.path.join(folder, "itineshary", "Content")
    ours = os.path.join(work, "site")
    store = os.path.join(work, ".site.itineshary")
    build = [binary, "build", "--offline", "--content", content, "--output", ours]

    hugo_site = os.path.join(folder, "hugo")
    hugo_out = os.path.join(work, "hugo-site")
    hugo_build = [hugo, "--quiet", "-s", hugo_site, "-d", hugo_out] if hugo else None
    # First builds, the disk's floor and Hugo's first build, in turn in each round, each into a new folder.
    fresh = [os.path.join(work, f"first-{index}") for index in range(args.runs)]
    # Each starts with nothing left to write back of the one before (`settle`).
    first_steps = [(lambda index: build[:-1] + [fresh[index]], settle),
                   (lambda index: ["cp", "-r", fresh[index], os.path.join(work, f"copy-{index}")], settle)]
    if hugo:
        first_steps.append((lambda index: hugo_build[:-1] + [os.path.join(work, f"hugo-first-{index}")], settle))
    first, copy, *hugo_firsts = rounds(args.runs, first_steps)
    hugo_first = hugo_firsts[0] if hugo else None
    pages = largest_html(fresh[0])
    worst, worst_query, transfer_parts = search_transfer(fresh[0])
    for index in range(args.runs):
        remove(fresh[index], os.path.join(work, f".first-{index}.itineshary"), os.path.join(work, f"copy-{index}"),
               os.path.join(work, f"hugo-first-{index}"))

    run_once(build)
    run_once(build)  # a second generation, so rebuilds find both
    if hugo:
        run_once(hugo_build)  # Hugo rebuilds into its last output
    trip_name = sorted(os.listdir(os.path.join(content, "trips")))[0]
    trip = os.path.join(content, "trips", trip_name)
    rebuild_steps = [(build, lambda index: append_line(trip, index))]
    if hugo:
        hugo_trip = os.path.join(hugo_site, "content", "trips", trip_name)
        rebuild_steps.append((hugo_build, lambda index: append_line(hugo_trip, index)))
    rebuild, *hugo_rebuilds = rounds(args.runs, rebuild_steps)
    hugo_rebuild = hugo_rebuilds[0] if hugo else None
    retitled = measure(build, args.runs, before=lambda index: retitle(trip, index))
    run_once(build)
    unchanged = measure(build, args.runs, capture=True)
    check = measure([binary, "check", "--content", content], args.runs)

    label = f"{args.trips:,} trips, {args.recs:,} recommendations"
    print(f"\n### itineshary build at scale: {label}, {args.runs} runs each (median, min–max)\n")
    print("| goal | itineshary | Hugo | floor | ratio | target | met |")
    print("|---|---|---|---|---|---|---|")
    faster = ratio(hugo_rebuild, rebuild) if hugo_rebuild else None
    print(f"| 1. rebuild, one trip changed | {rebuild} | {hugo_rebuild or '—'} | | "
          f"{f'{faster[0]:.2f}× as fast as Hugo ({faster[1]:.2f}–{faster[2]:.2f})' if faster else '—'} | "
          f"≤ {GOALS['rebuild']} s, ≥ 4× Hugo | "
          f"{status(rebuild.median <= GOALS['rebuild'] and (faster is None or faster[0] >= 4))} |")
    print(f"| 1. rebuild, one trip's title changed (search index made anew) | {retitled} | | | | "
          f"≤ {GOALS['rebuild']} s | {status(retitled.median <= GOALS['rebuild'])} |")
    files = [written_files(text) for text in unchanged.outputs]
    written = "files written not reported" if None in files else f"{max(files)} files written"
    print(f"| 1. rebuild, nothing changed | {unchanged}, {written} | | | | "
          f"no file written | {status(None not in files and all(f == 0 for f in files))} |")
    floor = ratio(first, copy)
    hugo_ratio = ratio(hugo_first, first) if hugo_first else None
    print(f"| 2. first build, empty folder | {first} | {hugo_first or '—'} | `cp -r` {copy} | "
          f"{floor[0]:.2f}× `cp -r` ({floor[1]:.2f}–{floor[2]:.2f})"
          f"{f', {hugo_ratio[0]:.2f}× as fast as Hugo ({hugo_ratio[1]:.2f}–{hugo_ratio[2]:.2f})' if hugo_ratio else ''} | "
          f"≤ {GOALS['first']}× `cp -r`, faster than Hugo | "
          f"{status(floor[0] <= GOALS['first'] and (hugo_ratio is None or hugo_ratio[0] > 1))} |")
    cores = os.cpu_count() or 1
    # Each round's least time for its first build's work, over that round's `cp -r`; the median, as for the others.
    bounds = [(user + system) / cores for user, system in zip(first.users, first.systems)]
    bound_ratio = statistics.median(bound / copied for bound, copied in zip(bounds, copy.times))
    cpu_line = (f"first build's CPU {first.user:.2f} s user + {first.system:.2f} s system (medians); on {cores} cores "
                f"no schedule of it finishes before {statistics.median(bounds):.2f} s, {bound_ratio:.2f}× `cp -r` "
                f"(median of the rounds' ratios; `cp -r` {copy.user:.2f} s user + {copy.system:.2f} s system)")
    print(f"| 3. check | {check} | | | | ≤ {GOALS['check']} s | {status(check.median <= GOALS['check'])} |")
    memory = max(first.memory, rebuild.memory, unchanged.memory)
    hugo_memory = max(hugo_first.memory, hugo_rebuild.memory) if hugo_first else None
    print(f"| 4. peak memory, builds | {memory:.0f} MiB | {f'{hugo_memory:.0f} MiB' if hugo_memory else '—'} | | | "
          f"≤ {GOALS['memory']:.0f} MiB | {status(memory <= GOALS['memory'])} |")
    print(f"| 7. largest HTML page | {pages[0] / 1024:.0f} KB (`{pages[1]}`) | | | | ≤ 300 KB | "
          f"{status(pages[0] <= GOALS['page'])} |")
    if worst is not None:
        print(f"| 7. a search query transfers (Chromium, page and shards) | {worst / 1024:.0f} KB at most, "
              f"`{worst_query}` ({transfer_parts}) | | | | ≤ 150 KB | {status(worst <= GOALS['query'])} |")
    else:
        print(f"| 7. a search query transfers | {transfer_parts} | | | | ≤ 150 KB | — |")
    print(f"\n(Goal 2's bound from the processor: the {cpu_line}.)")
    if hugo:
        version = subprocess.run([hugo, "version"], capture_output=True, text=True).stdout.strip()
        print(f"\n({version}; check's peak memory {check.memory:.0f} MiB; goal 5 is `make bench-scale`)")


def bench_small(args, binary, work, generator, hugo):
    """Where people's sites are: a first build of 10 trips and 60 recommendations into an empty folder, next to
    Hugo's first build of the same site, in turn in each round (the goal: at least as fast as Hugo). At this
    size the build's fixed costs (starting, the gazetteer, the theme) are most of its time."""
    folder = corpus(work, generator, 10, 60, name="small")
    content = os.path.join(folder, "itineshary", "Content")
    runs = max(args.runs, 7)
    steps = [(lambda index: [binary, "build", "--offline", "--content", content, "--output",
                             os.path.join(work, f"small-{index}")], settle)]
    if hugo:
        steps.append((lambda index: [hugo, "--quiet", "-s", os.path.join(folder, "hugo"), "-d",
                                     os.path.join(work, f"small-hugo-{index}")], settle))
    ours, *hugos = rounds(runs, steps)
    for index in range(runs):
        remove(os.path.join(work, f"small-{index}"), os.path.join(work, f".small-{index}.itineshary"),
               os.path.join(work, f"small-hugo-{index}"))
    print(f"\n### A small site: 10 trips, 60 recommendations, {runs} runs each (median, min–max)\n")
    print("| goal | itineshary | Hugo | ratio | target | met |")
    print("|---|---|---|---|---|---|")
    if hugos:
        faster = ratio(hugos[0], ours)
        print(f"| first build, empty folder | {ours} | {hugos[0]} | {faster[0]:.2f}× as fast as Hugo "
              f"({faster[1]:.2f}–{faster[2]:.2f}) | as fast as Hugo | {status(faster[0] >= 1)} |")
    else:
        print(f"| first build, empty folder | {ours} | — | — | as fast as Hugo | — |")


def bench_scale(args, binary, work, generator):
    """Goal 5, first builds of the corpus and of ten times the corpus, two ways.

    Into a new folder each run, nothing deleted until every such run is over: a first build as a user makes it.
    Then each run into the same folder, after its previous output was deleted. On ext4 without a journal the
    kernel skips every inode freed in the last minute or more when it allocates one (`recently_deleted` in
    fs/ext4/ialloc.c), one by one, so creating files just after deleting many costs time that grows with the
    number deleted times the number created: on such a disk `cp -r` of the corpus's output took 0.9 s, of which
    0.8 s in the kernel, when nothing had been deleted lately, 5.0 s just after one copy was deleted and 8.9 s
    after two. That cost is the disk's, not the build's, and grows with the square of the site; the second table
    shows it. A deletion made by another program in the minutes before (an earlier benchmark's clean-up) slows
    the first table's runs the same way. Every output stays until the end: room for `runs` + 1 outputs of each
    corpus at once, about 2 GB each for ten times the corpus.
    """
    corpora = {factor: corpus(work, generator, args.trips * factor, args.recs * factor, name=f"corpus-{factor}")
               for factor in (1, 10)}
    contents = {factor: os.path.join(folder, "itineshary", "Content") for factor, folder in corpora.items()}

    def build(factor, name):
        return [binary, "build", "--offline", "--content", contents[factor], "--output", os.path.join(work, name)]

    # The corpus and ten times it in turn, round by round, so a disk that slows down moves both; each run starts
    # once the corpora and the runs before it are written out (`settle`).
    fresh = dict(zip((1, 10), rounds(args.runs, [
        (lambda index, factor=factor: build(factor, f"new-{factor}-{index}"), settle) for factor in (1, 10)])))
    # The fresh outputs stay until the end: deleting them here would slow the next table's first runs.
    removed = {}
    for factor in (1, 10):
        ours = os.path.join(work, f"site-{factor}")
        store = os.path.join(work, f".site-{factor}.itineshary")
        removed[factor] = measure(build(factor, f"site-{factor}"), args.runs, before=lambda _: remove(ours, store))
    print(f"\n### 5. linear: first build of the corpus and of ten times the corpus, {args.runs} runs each\n")
    for title, rows in (("into a new folder each run, nothing deleted before it", fresh),
                        ("into the same folder, its previous output deleted just before each run", removed)):
        one, ten = rows[1], rows[10]
        time_ratio = ten.median / one.median
        memory_ratio = ten.memory / one.memory
        print(f"\n{title}:\n")
        print("| corpus | time | peak memory | CPU, user | CPU, system |")
        print("|---|---|---|---|---|")
        for label, figure in ((f"{args.trips:,} trips, {args.recs:,} recommendations", one),
                              (f"{args.trips * 10:,} trips, {args.recs * 10:,} recommendations", ten)):
            print(f"| {label} | {figure} | {figure.memory:.0f} MiB | {figure.user:.2f} s | {figure.system:.2f} s |")
        print(f"| ratio | {time_ratio:.2f}× (target ≤ 10.5×: {status(time_ratio <= 10.5)}) | "
              f"{memory_ratio:.2f}× (target ≤ 3×: {status(memory_ratio <= 3)}) | {ten.user / one.user:.2f}× | "
              f"{ten.system / one.system:.2f}× |")
    print("\n(CPU: medians of the runs. The time goal is the wall clock's; the CPU columns show how much of a ratio "
          "is the build's own work and how much the kernel's, creating the output's files and folders. The goal "
          "is judged on the first table: see this function's comment for why the second one's system time grows "
          "faster than the site.)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/itineshary")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--trips", type=int, default=1000)
    parser.add_argument("--recs", type=int, default=10000)
    parser.add_argument("--scale", action="store_true", help="the corpus and ten times the corpus (goal 5)")
    parser.add_argument("--small", action="store_true", help="only the small site's row (10 trips, 60 recommendations)")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = os.path.abspath(args.binary)
    generator = os.path.join(root, "Scripts", "make-corpus.py")
    os.environ.pop("SOURCE_DATE_EPOCH", None)
    hugo = shutil.which("hugo")
    if hugo is None and not args.scale:
        print("Hugo is not on PATH (apt-get install hugo): its column stays empty", file=sys.stderr)
    with tempfile.TemporaryDirectory() as work:
        if args.scale:
            bench_scale(args, binary, work, generator)
        elif args.small:
            bench_small(args, binary, work, generator, hugo)
        else:
            bench_small(args, binary, work, generator, hugo)
            bench(args, binary, work, generator, hugo)


if __name__ == "__main__":
    main()
