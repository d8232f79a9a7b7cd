//! Regression-suite support (the suite itself lives in the .mlir files).
