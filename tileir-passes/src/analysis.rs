//! Analyses: computed on demand for one anchor op, cached while the anchor's
//! pipeline runs, and dropped when a pass does not preserve them.

use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};

use crate::anchor::OpHandle;
use crate::instrument::{AnalysisEvent, Hooks};

/// An analysis of one op (MLIR's analysis classes).
pub trait Analysis: Any + Send + Sync {
    /// The name passes use in their `preserves` lists (`ScheduleAnalysis`).
    const NAME: &'static str;
    fn compute(op: &OpHandle<'_>) -> Self;
}

/// Which analyses a pass kept valid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    names: Vec<&'static str>,
}

impl PreservedAnalyses {
    /// Nothing preserved: the default for a pass that changed the IR.
    pub fn none() -> PreservedAnalyses {
        PreservedAnalyses::default()
    }

    /// Everything preserved: the pass did not change the IR (MLIR's
    /// `markAllAnalysesPreserved`; the verifier is skipped after it).
    pub fn all() -> PreservedAnalyses {
        PreservedAnalyses {
            all: true,
            names: Vec::new(),
        }
    }

    pub fn preserve(mut self, name: &'static str) -> PreservedAnalyses {
        if !self.names.contains(&name) {
            self.names.push(name);
        }
        self
    }

    pub fn is_all(&self) -> bool {
        self.all
    }

    pub fn preserves(&self, name: &str) -> bool {
        self.all || self.names.contains(&name)
    }
}

/// The analyses cached for one anchor op. A computation (a cache miss)
/// is reported to the anchor's instrumentation, if any.
#[derive(Default)]
pub struct AnalysisManager<'a> {
    cache: FxHashMap<TypeId, (&'static str, Box<dyn Any + Send + Sync>)>,
    hooks: Option<&'a Hooks<'a>>,
}

impl<'a> AnalysisManager<'a> {
    pub fn new() -> AnalysisManager<'a> {
        AnalysisManager::default()
    }

    pub(crate) fn with_hooks(hooks: Option<&'a Hooks<'a>>) -> AnalysisManager<'a> {
        AnalysisManager {
            cache: FxHashMap::default(),
            hooks,
        }
    }

    /// The analysis of `op`, computed now unless cached.
    pub fn get<A: Analysis>(&mut self, op: &OpHandle<'_>) -> &A {
        let hooks = self.hooks;
        let entry = self.cache.entry(TypeId::of::<A>()).or_insert_with(|| {
            let computed = match hooks {
                None => A::compute(op),
                Some(hooks) => {
                    let event = AnalysisEvent { name: A::NAME, op };
                    hooks.before_analysis(&event);
                    let computed = A::compute(op);
                    hooks.after_analysis(&event);
                    computed
                }
            };
            (A::NAME, Box::new(computed))
        });
        entry.1.downcast_ref::<A>().expect("keyed by its TypeId")
    }

    /// Computes an analysis the pass keeps to itself (it updates it as it
    /// changes the IR, as the inliner does its call graph): reported to
    /// the instrumentation as a computation named `name`, not cached.
    pub fn compute_owned<T>(
        &self,
        name: &'static str,
        op: &OpHandle<'_>,
        compute: impl FnOnce() -> T,
    ) -> T {
        let Some(hooks) = self.hooks else {
            return compute();
        };
        let event = AnalysisEvent { name, op };
        hooks.before_analysis(&event);
        let computed = compute();
        hooks.after_analysis(&event);
        computed
    }

    /// The analysis if it is cached.
    pub fn get_cached<A: Analysis>(&self) -> Option<&A> {
        self.cache
            .get(&TypeId::of::<A>())
            .and_then(|(_, a)| a.downcast_ref::<A>())
    }

    /// Whether an analysis of this name is cached.
    pub fn is_cached(&self, name: &str) -> bool {
        self.cache.values().any(|(n, _)| *n == name)
    }

    /// Drops every analysis `preserved` does not keep.
    pub fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        self.cache.retain(|_, (name, _)| preserved.preserves(name));
    }

    pub fn clear(&mut self) {
        self.cache.clear();
    }
}
