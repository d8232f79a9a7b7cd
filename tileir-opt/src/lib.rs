//! tileir-opt as a library: `run(args, io)`, so lit can call it in-process.
