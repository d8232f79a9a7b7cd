//! A lit-compatible test runner (work in progress).
