"""LLVM lit's counterpart of tileir-lit's `[command_requires]` (used by
lit.cfg.py here): a test whose RUN lines name one of the given commands, as
a whole word, requires the paired feature, as if it said `REQUIRES:`.

A module of its own because lit pickles the test format for its worker
processes, which cannot find a class defined inside lit.cfg.py."""

import re

import lit.formats


class ShTestWithCommandRequires(lit.formats.ShTest):
    def __init__(self, command_requires, execute_external=False):
        super().__init__(execute_external)
        self.command_requires = list(command_requires)

    def execute(self, test, lit_config):
        with open(test.getSourcePath(), errors="replace") as f:
            runs = [line.split("RUN:", 1)[1] for line in f if "RUN:" in line]
        for command, feature in self.command_requires:
            word = r"(?<![\w-])" + re.escape(command) + r"(?![\w-])"
            if any(re.search(word, r) for r in runs) and feature not in test.requires:
                test.requires.append(feature)
        return super().execute(test, lit_config)
