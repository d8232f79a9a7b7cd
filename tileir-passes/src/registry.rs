//! The registry: every pass and named pipeline tileir-opt knows, as static
//! data. The command line, the pipeline grammar, `--help` and
//! `--list-passes` all read it. Built once per process (tileir-lit runs
//! tileir-opt in-process thousands of times), never per run.

use crate::manager::{BuildError, OpPassManager};
use crate::options::{OptionDef, OptionValues};
use crate::pass::PassInfo;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// A named pipeline (`PassPipelineRegistration`): an argument that expands
/// into passes added to the manager it is parsed into.
#[derive(Clone, Copy)]
pub struct PipelineInfo {
    pub argument: &'static str,
    pub summary: &'static str,
    pub options: &'static [OptionDef],
    /// Adds the pipeline's passes to `pm` (the manager the name appears in).
    pub build: fn(&OptionValues, &mut OpPassManager) -> Result<(), BuildError>,
}

/// A registry entry.
#[derive(Clone, Copy)]
pub enum Entry {
    Pass(&'static PassInfo),
    Pipeline(&'static PipelineInfo),
}

impl Entry {
    pub fn argument(&self) -> &'static str {
        match self {
            Entry::Pass(p) => p.argument,
            Entry::Pipeline(p) => p.argument,
        }
    }

    pub fn summary(&self) -> &'static str {
        match self {
            Entry::Pass(p) => p.summary,
            Entry::Pipeline(p) => p.summary,
        }
    }

    pub fn options(&self) -> &'static [OptionDef] {
        match self {
            Entry::Pass(p) => p.options,
            Entry::Pipeline(p) => p.options,
        }
    }
}

/// Every registered pass and pipeline, by argument.
pub struct Registry {
    by_argument: FxHashMap<&'static str, Entry>,
    /// Passes in registration order (groups in the order of
    /// [`crate::passes::GROUPS`]).
    passes: Vec<&'static PassInfo>,
    pipelines: Vec<&'static PipelineInfo>,
}

impl Registry {
    pub fn lookup(&self, argument: &str) -> Option<Entry> {
        self.by_argument.get(argument).copied()
    }

    pub fn pass(&self, argument: &str) -> Option<&'static PassInfo> {
        match self.lookup(argument)? {
            Entry::Pass(p) => Some(p),
            Entry::Pipeline(_) => None,
        }
    }

    pub fn passes(&self) -> &[&'static PassInfo] {
        &self.passes
    }

    pub fn pipelines(&self) -> &[&'static PipelineInfo] {
        &self.pipelines
    }

    /// Passes and pipelines sorted by argument, as `--help` lists them.
    pub fn sorted(&self) -> Vec<Entry> {
        let mut all: Vec<Entry> = self.by_argument.values().copied().collect();
        all.sort_by_key(|e| e.argument());
        all
    }
}

/// The process's registry.
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = Registry {
            by_argument: FxHashMap::default(),
            passes: Vec::new(),
            pipelines: Vec::new(),
        };
        for group in crate::passes::GROUPS {
            for info in group.passes {
                // The first registration of an argument wins (a group listed
                // later cannot shadow an implemented pass).
                if registry.by_argument.contains_key(info.argument) {
                    continue;
                }
                registry
                    .by_argument
                    .insert(info.argument, Entry::Pass(info));
                registry.passes.push(info);
            }
            for info in group.pipelines {
                if registry.by_argument.contains_key(info.argument) {
                    continue;
                }
                registry
                    .by_argument
                    .insert(info.argument, Entry::Pipeline(info));
                registry.pipelines.push(info);
            }
        }
        registry
    })
}

/// A group of registrations (one module of passes).
pub struct Group {
    pub name: &'static str,
    pub passes: &'static [PassInfo],
    pub pipelines: &'static [PipelineInfo],
}
