# Lit configuration running a directory of FileCheck tests (the shared
# corpus by default) with our FileCheck first on PATH and LLVM 22's `not`,
# `count` and friends behind it.
#
# Parameters (lit --param NAME=VALUE):
#   filecheck_dir  directory holding our FileCheck binary (required)
#   test_root      directory of tests (default: the shared corpus)
#   llvm_bin       LLVM tools directory (default: /usr/lib/llvm-22/bin)
import os

import lit.formats

config.name = "tileir-filecheck-corpus"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".txt"]
config.excludes = ["Inputs", "lit.cfg.py"]

here = os.path.dirname(os.path.abspath(__file__))
default_root = os.path.normpath(os.path.join(here, "../../../../../shared/corpus/filecheck"))
config.test_source_root = lit_config.params.get("test_root", default_root)
config.test_exec_root = lit_config.params.get(
    "exec_root", os.path.join(os.environ.get("TMPDIR", "/tmp"), "tileir-filecheck-lit")
)

llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
fc_dir = lit_config.params.get("filecheck_dir")
if not fc_dir:
    lit_config.fatal("pass --param filecheck_dir=<dir containing our FileCheck>")

path = [fc_dir, llvm_bin, os.environ.get("PATH", "")]
config.environment["PATH"] = os.pathsep.join(path)
for var in ["HOME", "TMPDIR", "LANG", "LC_ALL"]:
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%ProtectFileCheckOutput", "env -u FILECHECK_OPTS"))
