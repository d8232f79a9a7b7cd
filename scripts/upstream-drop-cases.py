"""Drops from a copy of an upstream MLIR test the cases tileir-opt cannot
run, for scripts/upstream-transform-tests.sh, and says what it dropped.

    upstream-drop-cases.py FILE NAME NEWER WHY ABSENT TEST_OPS

FILE is rewritten in place. Its cases are its -split-input-file cases or,
in a file with one, its top-level functions with the lines in front of them
(CHECK lines live inside the case they check, so they go with it; RUN lines
stay). A case is dropped when its code (not its comments) uses an op of a
dialect in ABSENT (space separated), or a `test.` op not among TEST_OPS (the
ops our test dialect declares: upstream's test ops carry interfaces, effects
and custom syntax the cases rely on), or when it matches the regular
expression NEWER (behaviour newer than LLVM 22, explained by WHY).
"""

import re
import sys


def code(case):
    return "\n".join(l for l in case.splitlines() if not l.lstrip().startswith("//"))


def main():
    path, name, newer, why, absent, test_ops = sys.argv[1:7]
    test_ops = set(test_ops.split())
    test_re = re.compile(r"(?<![\w!#$%@.^])test\.[a-z_][\w]*")
    text = open(path).read()
    ops = None
    if absent.split():
        names = "|".join(absent.split())
        ops = re.compile(r"(?<![\w!#$%@.^])(?:" + names + r")\.[a-z_][\w.]*")
    newer_re = re.compile(newer) if newer else None
    cases = re.split(r"^// -----[ \t]*\n", text, flags=re.M)
    split = len(cases) > 1
    if not split:
        # Each top-level function with the lines in front of it: cut after a
        # top-level "}".
        cases = re.split(r"(?<=^}\n)", text, flags=re.M)
    cases = [case for case in cases if case.strip()]
    kept, dialects, tests, run_lines = [], set(), set(), []
    newer_count = count_dialects = count_tests = 0
    for case in cases:
        used = {m.group(0).split(".")[0] for m in ops.finditer(code(case))} if ops else set()
        missing = {m.group(0) for m in test_re.finditer(code(case))} - test_ops
        if newer_re and newer_re.search(case):
            newer_count += 1
        elif used:
            dialects |= used
            count_dialects += 1
        elif missing:
            tests |= missing
            count_tests += 1
        else:
            kept.append(case)
            continue
        # The RUN lines stay whatever case they were written in.
        run_lines += re.findall(r"^// *RUN:.*\n", case, re.M)
    if len(kept) == len(cases):
        return 0
    status = 0
    if not kept:
        # Nothing left to run: the caller reports the file skipped.
        status = 3
    with open(path, "w") as out:
        out.write("".join(run_lines))
        out.write(("// -----\n" if split else "").join(kept))
    if dialects:
        print(
            "DROPPED: %s: %d of %d cases need dialects tileir-opt does not have (%s)"
            % (name, count_dialects, len(cases), ", ".join(sorted(dialects)))
        )
    if tests:
        print(
            "DROPPED: %s: %d of %d cases need upstream test-dialect ops ours lacks (%s)"
            % (name, count_tests, len(cases), ", ".join(sorted(tests)))
        )
    if newer_count:
        print("DROPPED: %s: %d of %d cases: %s" % (name, newer_count, len(cases), why))

    return status

sys.exit(main())
