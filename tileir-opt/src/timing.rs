//! `--mlir-timing` for one input (chunk): the timers of the tool's phases
//! (`Parser`, the passes, `Output`) under one root, and the report mlir-opt
//! prints to stderr once the chunk's output is written.

use crate::options::TimingOptions;
use tileir_passes::instrument::timing::{Phase, TimerTree, TimingManager};

/// The timing of one chunk.
pub struct ChunkTiming {
    manager: TimingManager,
    options: TimingOptions,
}

impl ChunkTiming {
    /// Starts timing a chunk, if `--mlir-timing` asks for it.
    pub fn start(options: Option<TimingOptions>) -> Option<ChunkTiming> {
        options.map(|options| ChunkTiming {
            manager: TimingManager::new(),
            options,
        })
    }

    pub fn phase(&mut self, name: &'static str) -> Phase {
        self.manager.start(name)
    }

    pub fn stop(&mut self, phase: Phase) {
        self.manager.stop(phase);
    }

    /// Adds the timers of the pass run.
    pub fn add_run(&mut self, run: &TimerTree) {
        self.manager.add_run(run);
    }

    /// The report (for stderr).
    pub fn report(self) -> String {
        self.manager
            .report(self.options.display, self.options.format)
    }
}
