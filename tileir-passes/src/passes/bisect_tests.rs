//! tileir's test pass for bisecting (`tileir-test-break`): a pass that
//! breaks its anchor on purpose — miscompiles it (a visible attribute),
//! fails on it, or panics — so that opt-bisect and `tileir-bisect` have a
//! culprit to find. `only=<symbol>` narrows it to one anchor, which makes
//! one chosen invocation of a long pipeline the broken one.

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::options::{EnumValue, OptionDef, OptionKind};
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::registry::Group;
use crate::run::RunContext;

pub static GROUP: Group = Group {
    name: "tileir-test-bisect",
    passes: PASSES,
    pipelines: &[],
};

/// How `tileir-test-break` breaks its anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Sets the unit attribute `tileir.miscompiled` (valid IR, wrong).
    Miscompile,
    /// Emits an error on the anchor and fails.
    Fail,
    /// Panics.
    Panic,
    /// Makes the anchor invalid IR (a unit `sym_visibility`, which the
    /// verifier of a symbol rejects) and succeeds.
    Invalid,
}

static MODES: &[EnumValue] = &[
    EnumValue {
        name: "miscompile",
        value: 0,
        description: "Set the unit attribute 'tileir.miscompiled' on the anchor",
    },
    EnumValue {
        name: "fail",
        value: 1,
        description: "Emit an error on the anchor and fail",
    },
    EnumValue {
        name: "panic",
        value: 2,
        description: "Panic",
    },
    EnumValue {
        name: "invalid",
        value: 3,
        description: "Make the anchor (a symbol) invalid: set 'sym_visibility' to a unit attribute",
    },
];

static PASSES: &[PassInfo] = &[PassInfo {
    argument: "tileir-test-break",
    name: "TileirTestBreak",
    summary: "Test pass (bisect): breaks its anchor on purpose (miscompiles, fails, panics or makes it invalid)",
    anchor: PassAnchor::Any,
    options: &[
        OptionDef {
            name: "mode",
            kind: OptionKind::Enum(MODES),
            default: "miscompile",
            description: "How to break the anchor",
        },
        OptionDef {
            name: "only",
            kind: OptionKind::String,
            default: "",
            description: "Break only the anchor with this symbol name (all when empty)",
        },
    ],
    status: PassStatus::Implemented,
    origin: PassOrigin::Test,
    create: Some(|o| {
        let mode = match o.get("mode").as_i64() {
            1 => Mode::Fail,
            2 => Mode::Panic,
            3 => Mode::Invalid,
            _ => Mode::Miscompile,
        };
        Ok(Box::new(Break {
            mode,
            only: o.get("only").as_str().to_string(),
        }))
    }),
    ..PassInfo::DEFAULT
}];

struct Break {
    mode: Mode,
    only: String,
}

impl Pass for Break {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        if !self.only.is_empty() && op.sym_name() != Some(self.only.as_str()) {
            return Ok(PreservedAnalyses::all());
        }
        match self.mode {
            Mode::Miscompile => {
                let name = op.ctx.symbol("tileir.miscompiled");
                let unit = op.ctx.unit_attr();
                op.set_attr(name, unit);
                Ok(PreservedAnalyses::none())
            }
            Mode::Fail => {
                let d = cx.op_op_error(op, "broken on purpose by tileir-test-break");
                cx.emit(d);
                Err(PassFailed)
            }
            Mode::Panic => panic!("broken on purpose by tileir-test-break"),
            Mode::Invalid => {
                let name = op.ctx.symbol("sym_visibility");
                let unit = op.ctx.unit_attr();
                op.set_attr(name, unit);
                Ok(PreservedAnalyses::none())
            }
        }
    }
}
