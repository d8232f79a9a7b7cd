#!/usr/bin/env python3
"""Differential sweep: run our FileCheck and LLVM's on every corpus file with
every prefix mentioned in it and several option sets; report byte differences.

usage: diff_corpus.py OUR_FILECHECK [CORPUS_DIR] [LLVM_FILECHECK]
env: VARIANTS="opt set 1,opt set 2" (comma separated), SHOW=N diffs to print.
"""
import difflib, os, re, subprocess, sys

ours = sys.argv[1]
root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "../../../../shared/corpus/filecheck")
llvm = sys.argv[3] if len(sys.argv) > 3 else "/usr/lib/llvm-22/bin/FileCheck"
env = dict(os.environ)
env.pop("FILECHECK_OPTS", None)
variants = [v.split() for v in os.environ.get("VARIANTS", ",-v,-vv,--dump-input=always").split(",")]
fails = total = 0
for dp, _, fs in os.walk(root):
    for f in sorted(fs):
        if not f.endswith(".txt"):
            continue
        p = os.path.join(dp, f)
        text = open(p, "rb").read().decode("latin1")
        prefixes = set(re.findall(r"check-prefix(?:es)?[= ]([A-Za-z0-9_,-]+)", text))
        for pre in [None] + sorted(prefixes):
            for v in variants:
                args = ["--input-file", p, p] + v + ([] if pre is None else ["--check-prefixes=" + pre])
                total += 1
                try:
                    a = subprocess.run([ours] + args, capture_output=True, env=env, cwd=dp, timeout=10)
                except subprocess.TimeoutExpired:
                    print("TIMEOUT:", " ".join(args), flush=True)
                    fails += 1
                    continue
                try:
                    b = subprocess.run([llvm] + args, capture_output=True, env=env, cwd=dp, timeout=20)
                except subprocess.TimeoutExpired:
                    print("LLVM TIMEOUT:", " ".join(args), flush=True)
                    continue
                if (a.returncode, a.stdout, a.stderr) != (b.returncode, b.stdout, b.stderr):
                    fails += 1
                    if fails <= int(os.environ.get("SHOW", "5")):
                        print("DIFF:", " ".join(args), "rc", a.returncode, b.returncode)
                        for l in difflib.unified_diff(b.stderr.decode("latin1").splitlines(), a.stderr.decode("latin1").splitlines(), "llvm", "ours", lineterm="", n=1):
                            print("   ", l[:200])
                        sys.stdout.flush()
print(f"{total - fails}/{total} identical")
