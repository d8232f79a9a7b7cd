//! What a pass is: its static description ([`PassInfo`], one per registered
//! pass, the single source for the CLI, the pipeline grammar, `--help` and
//! `--list-passes`) and the [`Pass`] trait a transformation implements.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{OptionDef, OptionValues};
use crate::run::RunContext;
use tileir_ir::dialect::OpDef;

/// Which ops a pass may run on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassAnchor {
    /// Exactly this op (`func.func`, `builtin.module`, `gpu.module`, ...).
    Op(&'static str),
    /// Any op (an op-agnostic pass: cse, canonicalize, ...).
    Any,
    /// Ops with this interface (MLIR's `InterfacePass<FunctionOpInterface>`):
    /// op-agnostic for nesting, filtered by `canScheduleOn`.
    Interface(OpInterface),
}

/// The op interfaces passes can be restricted to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpInterface {
    /// MLIR's `FunctionOpInterface` (func.func, gpu.func, llvm.func, ...).
    FunctionOpInterface,
    /// MLIR's `SymbolOpInterface`.
    SymbolOpInterface,
}

impl OpInterface {
    pub fn name(self) -> &'static str {
        match self {
            OpInterface::FunctionOpInterface => "FunctionOpInterface",
            OpInterface::SymbolOpInterface => "SymbolOpInterface",
        }
    }

    /// Whether a registered op implements the interface (MLIR's
    /// `canScheduleOn(RegisteredOperationName)` for interface passes).
    pub fn implemented_by(self, def: &OpDef) -> bool {
        use tileir_ir::dialect::{AttrKind, Traits};
        match self {
            // A function-like op: a symbol with a `function_type` attribute
            // and one region (how upstream ops declare FunctionOpInterface).
            OpInterface::FunctionOpInterface => {
                def.traits.contains(Traits::SYMBOL) && def.declares_attr("function_type")
            }
            // A symbol, or an optional symbol (`builtin.module`, whose
            // `sym_name` may be absent).
            OpInterface::SymbolOpInterface => {
                def.traits.contains(Traits::SYMBOL)
                    || def
                        .attr_decl("sym_name")
                        .is_some_and(|a| matches!(a.kind, AttrKind::SymbolName))
            }
        }
    }

    /// Whether this op, as it is, implements the interface (MLIR's
    /// `canScheduleOn(Operation *)`): an optional symbol is a symbol only
    /// while it has a name.
    pub fn implemented_by_op(self, op: &crate::anchor::OpHandle<'_>) -> bool {
        use tileir_ir::dialect::Traits;
        let Some(def) = op.ctx.op_def_by_name(op.name_str()) else {
            return false;
        };
        match self {
            OpInterface::FunctionOpInterface => self.implemented_by(def),
            OpInterface::SymbolOpInterface => {
                def.traits.contains(Traits::SYMBOL)
                    || (self.implemented_by(def) && op.attr("sym_name").is_some())
            }
        }
    }
}

/// Whether the registered pass transforms IR or only holds its contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassStatus {
    /// The transformation is implemented.
    Implemented,
    /// Registered with its anchor, options and analyses only: it checks its
    /// anchor and options when scheduled and leaves the IR as it is.
    ContractOnly,
}

impl PassStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PassStatus::Implemented => "implemented",
            PassStatus::ContractOnly => "contract-only",
        }
    }
}

/// Where a pass comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassOrigin {
    /// A pass of the tileiras binary (reference/passes.json).
    Tileiras,
    /// An upstream MLIR pass.
    Upstream,
    /// One of upstream mlir-opt's test passes (pass-infrastructure tests).
    Test,
    /// A pass of NVIDIA's `cuda-tile-opt` (its Transforms and test passes)
    /// that neither tileiras nor mlir-opt has.
    CudaTile,
}

/// A statistic a pass declares (`Statistic` in MLIR).
#[derive(Clone, Copy, Debug)]
pub struct StatisticDef {
    pub name: &'static str,
    pub description: &'static str,
}

/// Builds a pass instance from checked options; the error is the pass's
/// message for an option combination it rejects.
pub type PassConstructor = fn(&OptionValues) -> Result<Box<dyn Pass>, String>;

/// Everything the registry knows about a pass.
#[derive(Clone, Copy)]
pub struct PassInfo {
    /// The command-line argument (`cse`, `tileas-plan-cta`).
    pub argument: &'static str,
    /// The pass's name as MLIR reports it (its class name: `CSE`,
    /// `(anonymous namespace)::TestModulePass`).
    pub name: &'static str,
    pub summary: &'static str,
    pub anchor: PassAnchor,
    pub options: &'static [OptionDef],
    pub statistics: &'static [StatisticDef],
    /// Analyses the pass keeps valid (by name, e.g. `ScheduleAnalysis`).
    pub preserves: &'static [&'static str],
    /// Analyses the pass needs.
    pub requires: &'static [&'static str],
    pub status: PassStatus,
    pub origin: PassOrigin,
    /// Builds an instance from checked options; `None` for a contract-only
    /// pass (run by [`crate::passes::contract::ContractPass`]).
    pub create: Option<PassConstructor>,
}

impl std::fmt::Debug for PassInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PassInfo")
            .field("argument", &self.argument)
            .field("anchor", &self.anchor)
            .finish()
    }
}

impl PassInfo {
    /// A description with no options, statistics or analyses, to build on
    /// with `..PassInfo::DEFAULT`.
    pub const DEFAULT: PassInfo = PassInfo {
        argument: "",
        name: "",
        summary: "",
        anchor: PassAnchor::Any,
        options: &[],
        statistics: &[],
        preserves: &[],
        requires: &[],
        status: PassStatus::ContractOnly,
        origin: PassOrigin::Tileiras,
        create: None,
    };

    /// The op name the pass is restricted to, if any.
    pub fn op_anchor(&self) -> Option<&'static str> {
        match self.anchor {
            PassAnchor::Op(name) => Some(name),
            _ => None,
        }
    }
}

/// What a pass run reports: the analyses it kept valid, or failure.
pub type PassResult = Result<PreservedAnalyses, PassFailed>;

/// A pass signalled failure (its diagnostics are already emitted).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailed;

/// A transformation. One instance serves every anchor op of its pipeline,
/// on several threads at once, so `run` takes `&self`: per-run state lives
/// on the stack, counters in atomics.
pub trait Pass: Send + Sync {
    /// Runs on one anchor op. Diagnostics go to `cx`; failure is
    /// `Err(PassFailed)` after emitting at least one diagnostic (not
    /// required, as in MLIR).
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult;

    /// MLIR's `canScheduleOn`: whether the pass can run on ops of this
    /// registered definition (checked for op-agnostic nesting).
    fn can_schedule_on(&self, _def: &OpDef) -> bool {
        true
    }

    /// Called once per run of a pipeline, before any pass runs, for every
    /// pass of the pipeline in order (MLIR's `getDependentDialects` and
    /// `initialize` phase). A failure fails the run before it starts.
    fn initialize(&self, _cx: &mut RunContext<'_>) -> Result<(), PassFailed> {
        Ok(())
    }

    /// The current values of the pass's statistics, in the order of its
    /// [`PassInfo::statistics`] (summed over every op it ran on).
    fn statistics(&self) -> Vec<u64> {
        Vec::new()
    }
}
