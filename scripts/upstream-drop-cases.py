"""Drops from a copy of an upstream MLIR test the cases tileir-opt cannot
run, for scripts/upstream-transform-tests.sh, and says what it dropped.

    upstream-drop-cases.py FILE NAME NEWER WHY ABSENT TEST_OPS

FILE is rewritten in place, one top-level function (with the lines in front
of it; CHECK lines below the last function of a -split-input-file case stay
with it) at a time. A function is dropped when its code (not its comments)
uses an op of a dialect in ABSENT (space separated), or a `test.` op not
among TEST_OPS (the ops our test dialect declares: upstream's test ops carry
interfaces, effects and custom syntax the cases rely on), or when it matches
the regular expression NEWER (behaviour newer than LLVM 22, explained by
WHY), or when it names a dropped function. RUN lines stay; a split case left empty goes. Exits 3 when nothing is
left to run.
"""

import re
import sys


def code(case):
    return "\n".join(l for l in case.splitlines() if not l.lstrip().startswith("//"))


def split_trailing_checks(piece):
    """Splits off the front of PIECE the CHECK paragraphs that belong to the
    function above it: those before the paragraph holding the next
    CHECK-LABEL, when one follows."""
    paragraphs = re.split(r"(?<=\n)(?=[ \t]*\n)", piece)
    label = next((i for i, p in enumerate(paragraphs) if "-LABEL" in p), None)
    if not label:
        return "", piece
    front = paragraphs[:label]
    if not any(re.search(r"^\s*//.*CHECK", p, re.M) for p in front) or any(code(p).strip() for p in front):
        return "", piece
    return "".join(front), "".join(paragraphs[label:])


def unclosed(piece):
    """Whether PIECE's code opens more braces than it closes."""
    body = code(piece)
    return body.count("{") > body.count("}")


DEFINED = re.compile(r"^\S.*?@([\w$.]+)", re.M)


def drop_callers(kept, dropped):
    """Moves from KEPT to DROPPED the functions of one split case naming a
    dropped one (its symbols are gone), until none does; returns how many."""
    count = 0

    def defined(pieces):
        return {m.group(1) for p in pieces for m in DEFINED.finditer(code(p))}

    gone = defined(dropped) - defined(kept)
    while gone:
        names = re.compile(r"@(?:%s)\b" % "|".join(re.escape(n) for n in gone))
        callers = [p for p in kept if names.search(code(p))]
        for piece in callers:
            kept.remove(piece)
            dropped.append(piece)
        count += len(callers)
        gone = defined(callers) - defined(kept)
    return count


def drop_orphaned_runs(text):
    """Removes the RUN lines whose FileCheck prefixes no longer have a check
    line (they checked dropped functions only); returns the text and count."""
    kept, count = [], 0
    for line in text.splitlines(keepends=True):
        m = re.match(r"// *RUN:.*--?check-prefix(?:es)?[= ]([\w,-]+)", line)
        if m:
            prefixes = m.group(1).split(",")
            if not any(re.search(r"//\s*%s(?:-[A-Z]+)?:" % re.escape(p), text) for p in prefixes):
                count += 1
                continue
        kept.append(line)
    return "".join(kept), count


def main():
    path, name, newer, why, absent, test_ops = sys.argv[1:7]
    test_ops = set(test_ops.split())
    # An op name where an op starts a line (after its results, if any).
    at_op = r'^[ \t]*(?:%[^=\n]*=[ \t]*)?"?'
    test_re = re.compile(at_op + r"(test\.[a-z_]\w*)", re.M)
    text = open(path).read()
    ops = None
    if absent.split():
        names = "|".join(absent.split())
        ops = re.compile(at_op + r"((?:" + names + r")\.[a-z_][\w.]*)", re.M)
    newer_re = re.compile(newer) if newer else None
    cases = re.split(r"^// -----[ \t]*\n", text, flags=re.M)
    kept_cases, dialects, tests, run_lines = [], set(), set(), []
    total = newer_count = count_dialects = count_tests = count_callers = 0
    for case in cases:
        # Each top-level function (or other top-level op) with the lines in
        # front of it: cut after a top-level "}".
        # Lines after the last one (CHECK lines written below the function
        # they check) stay with it.
        pieces = []
        for piece in re.split(r"(?<=^}\n)", case, flags=re.M):
            # A "}" at the start of a line may close a function nested in
            # a top-level `module {`: the piece goes on until that closes.
            if pieces and (not code(piece).strip() or unclosed(pieces[-1])):
                pieces[-1] += piece
            elif piece.strip():
                if pieces:
                    below, piece = split_trailing_checks(piece)
                    pieces[-1] += below
                pieces.append(piece)
        kept, dropped_here = [], []
        for piece in pieces:
            total += 1
            body = code(piece)
            used = {m.group(1).split(".")[0] for m in ops.finditer(body)} if ops else set()
            missing = {m.group(1) for m in test_re.finditer(body)} - test_ops
            if newer_re and newer_re.search(piece):
                newer_count += 1
            elif used:
                dialects |= used
                count_dialects += 1
            elif missing:
                tests |= missing
                count_tests += 1
            else:
                kept.append(piece)
                continue
            dropped_here.append(piece)
        count_callers += drop_callers(kept, dropped_here)
        # The RUN lines stay whatever piece they were written in.
        for piece in dropped_here:
            run_lines += re.findall(r"^// *RUN:.*\n", piece, re.M)
        kept_cases.append(kept)
    kept_cases = ["".join(kept) for kept in kept_cases if kept]
    dropped = newer_count + count_dialects + count_tests + count_callers
    if dropped == 0:
        return 0
    text = "".join(run_lines) + "// -----\n".join(kept_cases)
    text, orphaned = drop_orphaned_runs(text)
    with open(path, "w") as out:
        out.write(text)
    if orphaned:
        print("DROPPED: %s: %d RUN lines whose check prefixes only dropped functions used" % (name, orphaned))
    if dialects:
        print(
            "DROPPED: %s: %d of %d functions need dialects tileir-opt does not have (%s)"
            % (name, count_dialects, total, ", ".join(sorted(dialects)))
        )
    if tests:
        print(
            "DROPPED: %s: %d of %d functions need upstream test-dialect ops ours lacks (%s)"
            % (name, count_tests, total, ", ".join(sorted(tests)))
        )
    if count_callers:
        print("DROPPED: %s: %d of %d functions name a dropped one" % (name, count_callers, total))
    if newer_count:
        print("DROPPED: %s: %d of %d functions: %s" % (name, newer_count, total, why))
    # Nothing left to run: the caller reports the file skipped.
    return 0 if kept_cases else 3


sys.exit(main())
