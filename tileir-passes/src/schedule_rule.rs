//! The ScheduleAnalysis rule of tileiras's pipeline (reference/pipelines.md
//! section 11 and the pass-manager seed): `tileas-generate-schedule`
//! computes a `ScheduleAnalysis` that `tileas-materialize-schedule`
//! consumes, so every pass scheduled between the two must declare the
//! analysis preserved. A pipeline that breaks the rule is rejected when it
//! is built ([`crate::manager::OpPassManager::finalize`] runs [`check`]),
//! not when a recomputed schedule later disagrees with the one diagnostics
//! referred to.
//!
//! "Between" is pipeline order (nested passes included, as
//! [`OpPassManager::for_each_pass`] visits them): from a generate pass to the
//! next materialize pass. Passes after a generate pass that no materialize
//! pass follows consume nothing and are not checked; a second generate pass
//! starts a new region.

use crate::manager::{BuildError, OpPassManager, PassInstance};

/// The pass that computes the analysis.
pub const GENERATE: &str = "tileas-generate-schedule";
/// The pass that consumes it.
pub const MATERIALIZE: &str = "tileas-materialize-schedule";
/// The analysis's name in `preserves` / `requires` lists.
pub const SCHEDULE_ANALYSIS: &str = "ScheduleAnalysis";

/// Rejects the first pass between a generate and a materialize pass that
/// does not preserve `ScheduleAnalysis`.
pub fn check(pm: &OpPassManager) -> Result<(), BuildError> {
    let mut violation: Option<&PassInstance> = None;
    // The first offending pass since the last generate pass.
    let mut pending: Option<Option<&PassInstance>> = None;
    pm.for_each_pass(&mut |pass| {
        if violation.is_some() {
            return;
        }
        match pass.info.argument {
            GENERATE => pending = Some(None),
            MATERIALIZE => {
                if let Some(Some(offender)) = pending.take() {
                    violation = Some(offender);
                }
            }
            _ => {
                if let Some(slot @ None) = pending.as_mut() {
                    if !pass.info.preserves.contains(&SCHEDULE_ANALYSIS) {
                        *slot = Some(pass);
                    }
                }
            }
        }
    });
    match violation {
        Some(pass) => Err(BuildError(format!(
            "pass '{}' between schedule generation and materialization does not preserve {SCHEDULE_ANALYSIS}",
            pass.info.name
        ))),
        None => Ok(()),
    }
}
