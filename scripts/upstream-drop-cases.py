"""Drops from a copy of an upstream MLIR test the cases tileir-opt cannot
run, for scripts/upstream-transform-tests.sh, and says what it dropped.

    upstream-drop-cases.py FILE NAME NEWER WHY ABSENT

FILE is rewritten in place. In a -split-input-file test, a case whose code
(not its comments) uses an op of a dialect in ABSENT (space separated) is
dropped. A case matching the regular expression NEWER (behaviour newer than
LLVM 22, explained by WHY) is dropped too; in a file without splits the
"cases" are its functions with the comments in front of them. A case's CHECK
lines live inside it, so they go with it; its RUN lines stay.
"""

import re
import sys


def code(case):
    return "\n".join(l for l in case.splitlines() if not l.lstrip().startswith("//"))


def main():
    path, name, newer, why, absent = sys.argv[1:6]
    text = open(path).read()
    split = re.search(r"^// *RUN:.*-split-input-file", text, re.M) is not None
    ops = None
    if absent.split() and split:
        names = "|".join(absent.split())
        ops = re.compile(r"(?<![\w!#$%@.^])(?:" + names + r")\.[a-z_][\w.]*")
    newer_re = re.compile(newer) if newer else None
    if split:
        cases = re.split(r"^// -----[ \t]*\n", text, flags=re.M)
    else:
        # Each function with the lines in front of it: cut after a top-level "}".
        cases = re.split(r"(?<=^}\n)", text, flags=re.M)
    kept, dialects, newer_count, run_lines = [], set(), 0, []
    for case in cases:
        used = {m.group(0).split(".")[0] for m in ops.finditer(code(case))} if ops else set()
        if newer_re and newer_re.search(case):
            newer_count += 1
        elif used:
            dialects |= used
        else:
            kept.append(case)
            continue
        # The RUN lines stay whatever case they were written in.
        run_lines += re.findall(r"^// *RUN:.*\n", case, re.M)
    if len(kept) == len(cases):
        return
    with open(path, "w") as out:
        out.write("".join(run_lines))
        out.write(("// -----\n" if split else "").join(kept))
    if dialects:
        dropped = len(cases) - len(kept) - newer_count
        print(
            "DROPPED: %s: %d of %d cases need dialects tileir-opt does not have (%s)"
            % (name, dropped, len(cases), ", ".join(sorted(dialects)))
        )
    if newer_count:
        print("DROPPED: %s: %d of %d cases: %s" % (name, newer_count, len(cases), why))


main()
