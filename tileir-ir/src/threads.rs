//! What the parallel phases (parsing, verification, printing) share about
//! threads: how many to use, and the stack a parsing thread needs.

/// Stack size for a thread that parses: the parser recurses up to its
/// nesting cap. Only touched pages cost memory, so it is generous.
pub const PARSER_STACK_SIZE: usize = 256 << 20;

/// Threads to use when a phase is asked for "one per core" (1 if unknown).
/// Asked once per process: the standard library reads cgroup files on
/// every call, and verify-each asks once per anchor op.
pub(crate) fn available() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
