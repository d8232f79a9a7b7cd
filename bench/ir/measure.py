#!/usr/bin/env python3
"""Runs one command and prints `WALL_SECONDS MAXRSS_KB EXIT_CODE`, and with
--cpu a fourth field: CPU_SECONDS (user + system time of the command and its
threads, which other load on a shared machine disturbs far less than wall
time).

Usage: measure.py [--timeout SECS] [--stderr FILE] [--cpu] -- CMD ARGS...

Peak RSS comes from getrusage(RUSAGE_CHILDREN).ru_maxrss, which covers only
this wrapper's children, so run one measurement per wrapper process. stdout of
the command is discarded; stderr goes to --stderr (default: discarded).
Exit code is 124 on timeout, 128+N when killed by signal N.
"""

import os
import resource
import subprocess
import sys
import time


def main():
    argv = sys.argv[1:]
    timeout = None
    err_path = None
    cpu = False
    while argv and argv[0] != "--":
        if argv[0] == "--timeout":
            timeout = float(argv[1])
            argv = argv[2:]
        elif argv[0] == "--cpu":
            cpu = True
            argv = argv[1:]
        elif argv[0] == "--stderr":
            err_path = argv[1]
            argv = argv[2:]
        else:
            sys.exit("measure.py: unknown option " + argv[0])
    cmd = argv[1:]
    if not cmd:
        sys.exit(__doc__)
    err = open(err_path, "wb") if err_path else subprocess.DEVNULL
    # Children of this process before the command: a python3 launcher (a
    # pyenv shim, say) runs some before exec'ing python, and their CPU time
    # would otherwise be counted as the command's.
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=err, timeout=timeout)
        code = p.returncode if p.returncode >= 0 else 128 - p.returncode
    except subprocess.TimeoutExpired:
        code = 124
    wall = time.perf_counter() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    rss_kb = usage.ru_maxrss  # KiB on Linux
    if cpu:
        cpu_s = (usage.ru_utime - before.ru_utime) + (usage.ru_stime - before.ru_stime)
        print("%.4f %d %d %.4f" % (wall, rss_kb, code, cpu_s))
    else:
        print("%.4f %d %d" % (wall, rss_kb, code))


if __name__ == "__main__":
    main()
