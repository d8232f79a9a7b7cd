//! The structure of a pass pipeline: [`OpPassManager`] (MLIR's class of the
//! same name), its passes and its nested managers, and the rules applied
//! when it is built (anchor checks, merging of adjacent nests). Running it
//! is [`crate::run`]; its text form is [`crate::pipeline_text`].

use crate::options::OptionValues;
use crate::pass::{Pass, PassAnchor, PassInfo};
use crate::passes::contract::ContractPass;
use std::fmt;
use tileir_ir::Context;

/// One pass of a pipeline: its registry entry, its option values and the
/// instance built from them.
pub struct PassInstance {
    pub info: &'static PassInfo,
    pub options: OptionValues,
    pub pass: Box<dyn Pass>,
}

impl PassInstance {
    /// Builds the pass from checked options; the error is the pass's own
    /// message (an option combination it rejects).
    pub fn new(info: &'static PassInfo, options: OptionValues) -> Result<PassInstance, String> {
        let pass: Box<dyn Pass> = match info.create {
            Some(create) => create(&options)?,
            None => Box::new(ContractPass),
        };
        Ok(PassInstance {
            info,
            options,
            pass,
        })
    }

    /// The pass with every option at its default.
    pub fn with_defaults(info: &'static PassInfo) -> Result<PassInstance, String> {
        PassInstance::new(info, OptionValues::defaults(info.options))
    }
}

impl Clone for PassInstance {
    fn clone(&self) -> PassInstance {
        PassInstance::new(self.info, self.options.clone())
            .expect("options that built a pass once build it again")
    }
}

impl fmt::Debug for PassInstance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.info.argument)
    }
}

/// An element of a pass manager's list.
#[derive(Clone, Debug)]
pub enum Element {
    Pass(PassInstance),
    /// Nested managers run over the ops directly inside the anchor
    /// (MLIR's `OpToOpPassAdaptor`): each op goes to the first manager that
    /// can schedule on it. Adjacent nests merge into one adaptor.
    Adaptor(Vec<OpPassManager>),
}

/// A pass manager: an anchor (an op name, or any op) and what runs on it.
#[derive(Clone, Debug)]
pub struct OpPassManager {
    /// `None` for an op-agnostic (`any`) manager.
    anchor: Option<String>,
    elements: Vec<Element>,
}

/// Why a pass could not be added (mlir-opt's message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError(pub String);

impl OpPassManager {
    /// A manager anchored on `anchor` (an op name, or `any`).
    pub fn new(anchor: &str) -> OpPassManager {
        OpPassManager {
            anchor: (anchor != "any").then(|| anchor.to_string()),
            elements: Vec::new(),
        }
    }

    /// The anchor op name, `None` for `any`.
    pub fn anchor(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// The anchor as written in a pipeline (`any` for op-agnostic).
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// The number of passes, nested ones included.
    pub fn size(&self) -> usize {
        self.elements
            .iter()
            .map(|e| match e {
                Element::Pass(_) => 1,
                Element::Adaptor(mgrs) => mgrs.iter().map(|m| m.size()).sum(),
            })
            .sum()
    }

    /// Adds a pass; a pass restricted to another op than this manager's
    /// anchor is rejected with mlir-opt's message.
    pub fn add_pass(&mut self, pass: PassInstance) -> Result<(), BuildError> {
        if let (Some(pm), Some(required)) = (self.anchor.as_deref(), pass.info.op_anchor()) {
            if pm != required {
                return Err(BuildError(format!(
                    "Can't add pass '{}' restricted to '{}' on a PassManager intended to run on '{}', did you intend to nest?",
                    pass.info.name, required, pm
                )));
            }
        }
        self.elements.push(Element::Pass(pass));
        Ok(())
    }

    /// Adds a nested manager (a new adaptor; [`OpPassManager::finalize`]
    /// merges adjacent ones) and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.elements
            .push(Element::Adaptor(vec![OpPassManager::new(anchor)]));
        match self.elements.last_mut() {
            Some(Element::Adaptor(mgrs)) => &mut mgrs[0],
            _ => unreachable!("just pushed"),
        }
    }

    /// Adds an already built nested manager.
    pub fn add_nested(&mut self, nested: OpPassManager) {
        self.elements.push(Element::Adaptor(vec![nested]));
    }

    /// Appends every element of `other` (same anchor) to this manager.
    pub fn merge_from(&mut self, other: OpPassManager) {
        self.elements.extend(other.elements);
    }

    /// MLIR's `finalizePassList`: merges adjacent adaptors (managers of the
    /// same anchor into one, op-specific ones sorted by name before `any`)
    /// and checks that every pass can be scheduled on this manager's
    /// anchor and that the pass sequence keeps the ScheduleAnalysis rule
    /// ([`crate::schedule_rule`]). Idempotent.
    pub fn finalize(&mut self, ctx: &Context) -> Result<(), BuildError> {
        // Pipeline rules that look at the pass sequence as written.
        crate::schedule_rule::check(self)?;
        let elements = std::mem::take(&mut self.elements);
        for element in elements {
            match element {
                Element::Adaptor(mgrs) => {
                    if let Some(Element::Adaptor(last)) = self.elements.last_mut() {
                        if try_merge(ctx, mgrs.clone(), last) {
                            continue;
                        }
                    }
                    self.elements.push(Element::Adaptor(mgrs));
                }
                pass => self.elements.push(pass),
            }
        }
        for element in &mut self.elements {
            if let Element::Adaptor(mgrs) = element {
                for mgr in mgrs {
                    mgr.finalize(ctx)?;
                }
            }
        }
        let Some(anchor) = self.anchor.as_deref() else {
            return Ok(());
        };
        let Some(def) = ctx.op_def_by_name(anchor) else {
            return Ok(());
        };
        for element in &self.elements {
            if let Element::Pass(p) = element {
                if !can_schedule(p, def) {
                    return Err(BuildError(format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                        p.info.name, anchor
                    )));
                }
            }
        }
        Ok(())
    }

    /// MLIR's `canScheduleOn` for a manager: an op-specific manager runs on
    /// its op; an `any` manager on registered isolated ops every pass of it
    /// accepts.
    pub fn can_schedule_on(&self, ctx: &Context, op_name: &str) -> bool {
        match self.anchor.as_deref() {
            Some(anchor) => anchor == op_name,
            None => ctx.op_def_by_name(op_name).is_some_and(|def| {
                def.is_isolated()
                    && self.elements.iter().all(|e| match e {
                        Element::Pass(p) => can_schedule(p, def),
                        Element::Adaptor(_) => true,
                    })
            }),
        }
    }

    /// Every pass in pipeline order, nested ones included (for checks that
    /// look at the sequence, like the schedule-analysis rule).
    pub fn for_each_pass<'a>(&'a self, f: &mut dyn FnMut(&'a PassInstance)) {
        for element in &self.elements {
            match element {
                Element::Pass(p) => f(p),
                Element::Adaptor(mgrs) => {
                    for m in mgrs {
                        m.for_each_pass(f);
                    }
                }
            }
        }
    }
}

/// Whether a pass accepts ops of `def`: its anchor or interface, then its
/// own `can_schedule_on`.
pub(crate) fn can_schedule(p: &PassInstance, def: &tileir_ir::dialect::OpDef) -> bool {
    let anchor_ok = match p.info.anchor {
        PassAnchor::Op(name) => name == def.name,
        PassAnchor::Any => true,
        PassAnchor::Interface(interface) => interface.implemented_by(def),
    };
    anchor_ok && p.pass.can_schedule_on(def)
}

/// MLIR's `OpToOpPassAdaptor::tryMergeInto`: merges the managers `lhs` into
/// the adaptor `rhs` unless an op-agnostic manager of one could schedule on
/// an op of the other (then the order of the two would matter).
fn try_merge(ctx: &Context, lhs: Vec<OpPassManager>, rhs: &mut Vec<OpPassManager>) -> bool {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|pm| match pm.anchor() {
            Some(name) => generic.can_schedule_on(ctx, name),
            None => true,
        })
    };
    if let Some(g) = lhs.iter().find(|m| m.anchor().is_none()) {
        if conflicts(g, rhs) {
            return false;
        }
    }
    if let Some(g) = rhs.iter().find(|m| m.anchor().is_none()) {
        if conflicts(g, &lhs) {
            return false;
        }
    }
    for pm in lhs {
        match rhs.iter_mut().find(|m| m.anchor() == pm.anchor()) {
            Some(existing) => existing.merge_from(pm),
            None => rhs.push(pm),
        }
    }
    rhs.sort_by(|a, b| match (a.anchor(), b.anchor()) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    true
}
