# -*- Python -*-
# LLVM lit's view of NVIDIA's cuda-tile tests with tileir-opt standing in for
# cuda-tile-opt: the twin of lit.toml beside this file (keep them in step).
# Params: cuda_tile_corpus (the corpus's test/ dir), tileir_bin (directories
# put first on PATH: where tileir-opt is), exec_root (Output directories).
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
params = lit_config.params

config.name = "cuda-tile"
config.suffixes = [".mlir"]
config.test_source_root = params.get(
    "cuda_tile_corpus", os.path.join(here, "../../../../shared/corpus/cuda-tile/test")
)
config.test_exec_root = params.get(
    "exec_root", os.path.join(here, "../../../target/lit-output/llvm-corpus-cuda-tile")
)
config.substitutions.append(("cuda-tile-opt", "tileir-opt"))
# tileir-translate (beside tileir-opt) reads and writes bytecode;
# %round_trip_test is its --round-trip-test (NVIDIA's round_trip_test.sh).
# Substitutions apply in order: %round_trip_test before cuda-tile-translate.
# The suite is the 13.3 release's, run by its test build: tileir-translate
# acts as that build (bytecode 13.1 to 13.3, plus the test-only versions
# 250.0 and 250.1; see the cuda_tile bytecode format's module docs).
translate = "tileir-translate --bytecode-newest=13.3 --bytecode-test-versions"
config.substitutions.append(("%round_trip_test", translate + " --round-trip-test"))
config.substitutions.append(("cuda-tile-translate", translate))
config.available_features.add("cuda-tile-translate")
config.available_features.add("cuda-tile-bytecode-writer")
# A checkout of NVIDIA/cuda-tile has test/python/lit.local.cfg, which reads
# this (we have no Python bindings: its tests are then unsupported).
config.enable_bindings_python = False
bin_dirs = [d for d in params.get("tileir_bin", "").split(os.pathsep) if d]
config.environment["PATH"] = os.pathsep.join(bin_dirs + [config.environment["PATH"]])

# lit.toml's [command_requires]: a test whose RUN lines name one of these
# commands requires the feature.
sys.path.insert(0, here)
from command_requires import ShTestWithCommandRequires  # noqa: E402

config.test_format = ShTestWithCommandRequires(
    [
        ("cuda-tile-translate", "cuda-tile-translate"),
        ("%round_trip_test", "cuda-tile-bytecode-writer"),
    ]
)
