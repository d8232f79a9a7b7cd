#!/usr/bin/env python3
"""Regenerates the real-IR files of this directory from kernels.py.

Needs the PyPI packages `cuda-tile` (cuTile Python) and
`nvidia-cuda-tileiras` (its `tileiras` and `tileirdisasm`); no GPU. For each
kernel of kernels.KERNELS it exports TileIR bytecode (architecture
independent, as `export_kernel(..., output_format="tileir_bytecode")` does)
and prints it with NVIDIA's `tileirdisasm`, twice:

  NAME.mlir            tileirdisasm NAME.tileirbc
  NAME.debuginfo.mlir  tileirdisasm -g NAME.tileirbc   (locations, di_* attributes)

tileirdisasm prints only the body of the `cuda_tile.module` (its `entry`
ops) and, with -g, the location aliases after it. This script puts that text,
unchanged but for indentation, inside `module { cuda_tile.module @kernels {
... } }` (with -g, both wrappers get the entry's location, `loc(#loc)`),
ending with the empty line mlir-opt prints last: the form mlir-opt-style
printers give a whole file, so each file
is its own expected print (tileir-opt/tests/roundtrip.rs checks that byte for
byte). The bytecode is not kept.

kernels.py is copied to /tmp/cutile-real/kernels.py and compiled from there,
so the file names in debug locations do not depend on the checkout.

Usage: python3 generate.py [--check]   (--check: compare, write nothing;
exit 1 when a file would change)
"""

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
STAGE = "/tmp/cutile-real"


def tileirdisasm():
    import nvidia.cu13  # noqa: F401  (the tileiras wheel's package)
    for base in nvidia.cu13.__path__:
        p = os.path.join(base, "bin", "tileirdisasm")
        if os.path.exists(p):
            return p
    found = shutil.which("tileirdisasm")
    if not found:
        sys.exit("tileirdisasm not found: pip install nvidia-cuda-tileiras")
    return found


def load_kernels():
    os.makedirs(STAGE, exist_ok=True)
    shutil.copy(os.path.join(HERE, "kernels.py"), os.path.join(STAGE, "kernels.py"))
    spec = importlib.util.spec_from_file_location("kernels", os.path.join(STAGE, "kernels.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def wrap(disasm):
    """The module body tileirdisasm printed, inside the file's two wrappers."""
    body, trailer = [], []
    lines = disasm.splitlines()
    # With -g, the aliases (`#loc = ...`, `#di_file = ...`) follow the last
    # top-level closing brace; they stay at the end of the file.
    last_close = max((i for i, l in enumerate(lines) if l.startswith("}")), default=-1)
    for i, line in enumerate(lines):
        if i > last_close and line.startswith("#"):
            trailer.append(line)
        else:
            body.append(("    " + line) if line else line)
    out = ["module {", "  cuda_tile.module @kernels {", *body, "  }", "}"]
    if trailer:
        # The wrappers need locations too. A printer numbers location
        # aliases in the order it meets them, the wrappers' first; giving
        # them the entry's own location (`#loc`, the first alias
        # tileirdisasm printed) keeps every alias's number.
        out[-2:] = ["  } loc(#loc)", "} loc(#loc)", *trailer]
    # mlir-opt ends its output with an empty line.
    return "\n".join(out) + "\n\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()

    from cuda.tile.compilation import CallingConvention, KernelSignature, export_kernel

    disasm = tileirdisasm()
    mod = load_kernels()
    changed = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, kernel, params in mod.KERNELS:
            bc = os.path.join(tmp, name + ".tileirbc")
            sig = KernelSignature(params, CallingConvention.cutile_python_v2())
            export_kernel(kernel, [sig], bc, output_format="tileir_bytecode")
            for suffix, flags in ((".mlir", []), (".debuginfo.mlir", ["-g"])):
                out = subprocess.run([disasm, *flags, bc], capture_output=True, text=True)
                if out.returncode != 0:
                    sys.exit(f"tileirdisasm {' '.join(flags)} {name}: {out.stderr}")
                text = wrap(out.stdout)
                path = os.path.join(HERE, name + suffix)
                old = open(path).read() if os.path.exists(path) else None
                if old != text:
                    changed.append(os.path.basename(path))
                    if not args.check:
                        with open(path, "w") as f:
                            f.write(text)
    if changed:
        print(("would change: " if args.check else "wrote: ") + ", ".join(changed))
    return 1 if (args.check and changed) else 0


if __name__ == "__main__":
    sys.exit(main())
