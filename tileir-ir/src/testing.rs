//! Hooks for tests of the core's parallel paths, used by the core's own
//! tests and by tests above it (the dialects crate tests them on IR of the
//! real dialects, which the core cannot register). Hidden from the docs;
//! not for library use: nothing but tests calls them.

pub use crate::parser::speculate::{spliced_chunks, wait_for_workers};
pub use crate::printer::testing::{
    check_chunked, print_chunked, print_sequential, set_numbering_threads,
};
pub use crate::verifier::parallel::force_parallel;
