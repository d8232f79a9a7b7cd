#!/usr/bin/env python3
"""Random differential fuzzing of our FileCheck against LLVM 22's.

usage: fuzz_diff.py OUR_FILECHECK [N] [SEED]
Generates random check files and inputs from tricky fragments, runs both
binaries and reports any difference in exit code, stdout or stderr, and any
panic or timeout of ours."""
import os, random, subprocess, sys, tempfile

ours = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 300
random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
llvm = "/usr/lib/llvm-22/bin/FileCheck"

frags = ["foo", "bar", "a b", "  x", "{{", "}}", "{{a|ab}}", "{{[0-9]+}}", "{{.*}}", "[[", "]]",
         "[[X:[a-z]+]]", "[[X]]", "[[#N:]]", "[[#N+1]]", "[[#%x,H:]]", "[[#H]]", "[[@LINE]]",
         "[[#@LINE-1]]", "{{(a)\\1}}", "{{[^x]}}", "{{\\d}}", "{{^}}", "{{$}}", "\t", "[[[x]]]",
         "[[#add(N,1)]]", "[[# N ]]", "{{[[:alpha:]]*}}", "{{x{2}}}", "{{(}}", "{{a**}}", "[[X:]]",
         "[[$G:b]]", "[[$G]]", "{{b|}}", "12", "ff", "-3", "[[#%d,S:]]", "[[#S-1]]", "{{}}",
         "[[Y:a|b]]", "[[Y]]", "{{x|y|}}", "[[#%.3u,P:]]", "[[#P]]", "[[#%X,Q:]]", "[[#max(Q,N)]]",
         "{{[[:space:]]+}}", "{{a?}}", "{{(a|b)*}}", "[[#N*2]]", "[[#]]", "[[# ==N]]", "\\", "{{\\}}",
         "{{[]a]}}", "{{[^]a]}}", "[[#sub(N,100)]]", "[[#%u,N-100]]", "{{[a-}}", "{{a{1,}}}"]
kinds = ["CHECK", "CHECK-NEXT", "CHECK-SAME", "CHECK-NOT", "CHECK-DAG", "CHECK-LABEL",
         "CHECK-EMPTY", "CHECK-COUNT-2", "CHECK{LITERAL}", "COM", "CHECK-DAG-NOT", "CHECK_NEXT"]
words = ["foo", "bar", "a b", "x", "ab", "abc", "12", "13", "ff", "100", "-3", "-4", "aa", "b", "", "  x  ", "\tfoo", "007", "FF", "a\\b", "]a", "10", "11"]
opts = [[], ["-v"], ["-vv"], ["--strict-whitespace"], ["--match-full-lines"], ["--ignore-case"],
        ["--enable-var-scope"], ["--implicit-check-not=bar"], ["--dump-input=always"],
        ["--dump-input=never"], ["--allow-deprecated-dag-overlap"], ["-DX=foo", "-D#N=12"],
        ["--dump-input-filter=all"], ["--dump-input-context=1", "-v"], ["--color"], ["-vv", "--color"],
        ["--dump-input=always", "--dump-input-filter=annotation-full"], ["-D#N=0x10", "-DY=b"]]

env = {k: v for k, v in os.environ.items() if k != "FILECHECK_OPTS"}
bad = 0
with tempfile.TemporaryDirectory() as d:
    for it in range(n):
        lines = []
        for _ in range(random.randint(1, 6)):
            k = random.choice(kinds)
            body = "".join(random.choice(frags + [" "]) for _ in range(random.randint(0, 4)))
            if k == "CHECK-EMPTY" and random.random() < 0.8:
                body = ""
            lines.append(f"{k}: {body}")
        inp = "\n".join(" ".join(random.choice(words) for _ in range(random.randint(0, 3)))
                        for _ in range(random.randint(0, 8)))
        if random.random() < 0.8:
            inp += "\n"
        with open(os.path.join(d, "c.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(os.path.join(d, "i.txt"), "w") as f:
            f.write(inp)
        args = ["c.txt", "--input-file", "i.txt"] + random.choice(opts)
        try:
            a = subprocess.run([ours] + args, cwd=d, capture_output=True, env=env, timeout=10)
        except subprocess.TimeoutExpired:
            print("TIMEOUT", args, lines, repr(inp))
            bad += 1
            continue
        b = subprocess.run([llvm] + args, cwd=d, capture_output=True, env=env, timeout=30)
        if b"panicked" in a.stderr or a.returncode not in (0, 1, 2):
            print("PANIC", args, lines, repr(inp), a.stderr.decode()[:500])
            bad += 1
        elif (a.returncode, a.stdout, a.stderr.replace(ours.encode(), b"FC")) != (
                b.returncode, b.stdout, b.stderr.replace(llvm.encode(), b"FC")):
            bad += 1
            if bad <= int(os.environ.get("SHOW", "5")):
                print("=== DIFF", args, "rc", a.returncode, b.returncode)
                print("check:", lines)
                print("input:", repr(inp))
                import difflib
                for l in difflib.unified_diff(b.stderr.decode("latin1").splitlines(),
                                              a.stderr.decode("latin1").splitlines(), "llvm", "ours",
                                              lineterm="", n=1):
                    print("   ", l[:160])
print(f"{n - bad}/{n} identical")
