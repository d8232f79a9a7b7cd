//! An LLVM-compatible FileCheck (work in progress).
