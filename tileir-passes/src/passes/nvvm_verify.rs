//! `nvvm-verify`: the NVVM kernel check of tileiras's explicit verifier
//! layer (seed `tileiras-pipeline-invariants-and-verifiers.txt`, "NVVM
//! Parameter Verification"). It runs after kernel metadata and address
//! spaces are attached and checks two things inside every `gpu.module`:
//!
//! - a device launch target is a kernel: the function a `gpu.launch_func`
//!   names carries `nvvm.kernel` (or `gpu.kernel`);
//! - a kernel's formal parameter buffer fits the parameter space of its
//!   `#nvvm.target` chip: each argument is placed at its ABI alignment
//!   after the previous one, and the total must not exceed 4096 bytes
//!   before Hopper (`sm_90`) and 32760 bytes from Hopper on.
//!
//! The pass reads the IR generically (op, attribute and type names), as
//! every pass does: it does not depend on the dialect tables.
//!
//! Decisions that are ours, not the seed's:
//!
//! | question | our answer |
//! | --- | --- |
//! | which data layout | NVPTX64's (`e-i64:64-i128:128-v16:16-v32:32-n16:32:64`): integers and floats aligned to their power-of-two size up to 16 bytes, pointers 8 bytes, vectors aligned to their power-of-two size, `!llvm.array` and `!llvm.struct` laid out as LLVM does (packed structs unaligned) |
//! | which functions are kernels | functions carrying the unit attribute `nvvm.kernel` (what the NVVM lowering stamps) |
//! | a `gpu.module` with no `#nvvm.target` | nothing to check the parameters against: skipped |
//! | several `#nvvm.target`s | the kernel must fit each of them; the first it overflows is reported |
//! | a chip that does not spell `sm_<N>` | checked against the pre-Hopper limit |
//! | an argument type with no size in the layout (a memref, a tensor) | `argument N has type '<T>' with no size in the NVVM data layout` (the seed's C++ would assert) |
//! | the launch diagnostic | upstream's `gpu.launch_func` wording with the NVVM attribute: `kernel function is missing the 'nvvm.kernel' attribute` |

use crate::analysis::{AnalysisManager, PreservedAnalyses};
use crate::anchor::OpHandle;
use crate::pass::{Pass, PassAnchor, PassFailed, PassInfo, PassOrigin, PassResult, PassStatus};
use crate::registry::Group;
use crate::run::RunContext;
use tileir_ir::attributes::{AttrData, Attribute};
use tileir_ir::types::{FloatKind, Param, Type, TypeData};
use tileir_ir::{Body, Context, OpId};

pub const INFO: PassInfo = PassInfo {
    argument: "nvvm-verify",
    name: "NVVMVerifier",
    summary: "Check kernel launches and formal parameter-space usage against the #nvvm.target chip",
    anchor: PassAnchor::Any,
    status: PassStatus::Implemented,
    origin: PassOrigin::Tileiras,
    create: Some(create),
    ..PassInfo::DEFAULT
};

/// The explicit verifier passes of tileiras's pipeline.
pub static GROUP: Group = Group {
    name: "tileiras-verifiers",
    passes: &[INFO],
    pipelines: &[],
};

fn create(_: &crate::options::OptionValues) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(NvvmVerifier))
}

/// The parameter-space limit of a chip, in bytes.
pub fn parameter_space_limit(chip: &str) -> u64 {
    if sm_version(chip).is_some_and(|v| v >= 90) {
        32760
    } else {
        4096
    }
}

/// `sm_90a` → 90, `sm_100` → 100.
fn sm_version(chip: &str) -> Option<u32> {
    let digits: String = chip
        .strip_prefix("sm_")?
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

pub struct NvvmVerifier;

/// One `gpu.module`: where it is stored and the chips of its NVVM targets.
struct GpuModule<'a> {
    body: &'a Body,
    op: OpId,
    name: String,
    chips: Vec<String>,
}

impl Pass for NvvmVerifier {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _am: &mut AnalysisManager,
        cx: &mut RunContext<'_>,
    ) -> PassResult {
        let ctx = cx.ctx;
        let root_body = op.storage();
        let root = op.op();
        let mut modules: Vec<GpuModule<'_>> = Vec::new();
        let mut launches: Vec<(&Body, OpId, (&Body, OpId))> = Vec::new();
        // Pre-order walk across bodies, remembering each op's nearest
        // isolated ancestor (for the diagnostic's op note).
        let mut stack: Vec<(&Body, OpId, (&Body, OpId))> =
            vec![(root_body, root, (root_body, root))];
        while let Some((body, o, owner)) = stack.pop() {
            let name = ctx.op_name_str(body.op_name(o));
            if name == "gpu.module" {
                modules.push(GpuModule {
                    body,
                    op: o,
                    name: symbol_name(ctx, body, o).unwrap_or_default(),
                    chips: nvvm_chips(ctx, body, o),
                });
            } else if name == "gpu.launch_func" {
                launches.push((body, o, owner));
            }
            let inner = body.region_body(o);
            let child_owner = if body.child_body(o).is_some() {
                (body, o)
            } else {
                owner
            };
            let mut children = Vec::new();
            for &r in body.regions(o) {
                for b in inner.region_blocks(r) {
                    children.extend(inner.block_ops(b).map(|c| (inner, c, child_owner)));
                }
            }
            stack.extend(children.into_iter().rev());
        }

        let mut failed = false;
        for (body, launch, owner) in &launches {
            if let Some(message) = check_launch(ctx, body, *launch, &modules) {
                let d = cx.nested_op_error(
                    body,
                    *launch,
                    *owner,
                    format!("'gpu.launch_func' op {message}"),
                );
                cx.emit(d);
                failed = true;
            }
        }
        for module in &modules {
            if module.chips.is_empty() {
                continue;
            }
            let inner = module.body.region_body(module.op);
            for f in functions(module.body, module.op) {
                let fname = ctx.op_name_str(inner.op_name(f)).to_string();
                if inner.attr(ctx, f, "nvvm.kernel").is_none() {
                    continue;
                }
                let Some(args) = argument_types(ctx, inner, f) else {
                    continue;
                };
                let message = match parameter_buffer_size(ctx, &args) {
                    Err(message) => Some(message),
                    Ok(total) => module.chips.iter().find_map(|chip| {
                        let limit = parameter_space_limit(chip);
                        (total > limit).then(|| {
                            format!(
                                "formal parameter space overflowed: {total} > {limit} bytes for {chip}"
                            )
                        })
                    }),
                };
                if let Some(message) = message {
                    let d = cx.nested_op_error(
                        inner,
                        f,
                        (module.body, module.op),
                        format!("'{fname}' op {message}"),
                    );
                    cx.emit(d);
                    failed = true;
                }
            }
        }
        if failed {
            return Err(PassFailed);
        }
        Ok(PreservedAnalyses::all())
    }
}

/// The ops directly inside a `gpu.module`'s body.
fn functions(body: &Body, module: OpId) -> Vec<OpId> {
    let inner = body.region_body(module);
    body.regions(module)
        .iter()
        .flat_map(|&r| inner.region_blocks(r))
        .flat_map(|b| inner.block_ops(b))
        .collect()
}

fn symbol_name(ctx: &Context, body: &Body, op: OpId) -> Option<String> {
    match ctx.attr_data(body.attr(ctx, op, "sym_name")?) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The `chip` of every `#nvvm.target` in a `gpu.module`'s `targets`.
fn nvvm_chips(ctx: &Context, body: &Body, module: OpId) -> Vec<String> {
    let Some(targets) = body.attr(ctx, module, "targets") else {
        return Vec::new();
    };
    let AttrData::Array(items) = ctx.attr_data(targets) else {
        return Vec::new();
    };
    items.iter().filter_map(|&t| target_chip(ctx, t)).collect()
}

/// `#nvvm.target`'s parameters are stored in declaration order: `O`,
/// `triple`, `chip`, ...
fn target_chip(ctx: &Context, target: Attribute) -> Option<String> {
    match ctx.attr_data(target) {
        AttrData::Dialect { name, params } if ctx.str(*name) == "nvvm.target" => {
            match params.get(2) {
                Some(Param::String(chip)) => Some(chip.to_string()),
                _ => Some("sm_50".to_string()),
            }
        }
        _ => None,
    }
}

/// `None` when the launch is fine (or names no `gpu.module` this pass
/// sees: symbol resolution is the verifier's job).
fn check_launch(
    ctx: &Context,
    body: &Body,
    launch: OpId,
    modules: &[GpuModule<'_>],
) -> Option<String> {
    let kernel = body.attr(ctx, launch, "kernel")?;
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(kernel) else {
        return None;
    };
    let [leaf] = &nested[..] else {
        return None;
    };
    let module = modules.iter().find(|m| m.name == ctx.str(*root))?;
    let inner = module.body.region_body(module.op);
    let function = functions(module.body, module.op)
        .into_iter()
        .find(|&f| symbol_name(ctx, inner, f).as_deref() == Some(ctx.str(*leaf)))?;
    let is_kernel = inner.attr(ctx, function, "nvvm.kernel").is_some()
        || inner.attr(ctx, function, "gpu.kernel").is_some();
    (!is_kernel).then(|| "kernel function is missing the 'nvvm.kernel' attribute".to_string())
}

/// A function's argument types: from its `function_type` (a builtin
/// function type or `!llvm.func<result (params...)>`).
fn argument_types(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Type>> {
    let AttrData::Type(t) = ctx.attr_data(body.attr(ctx, op, "function_type")?) else {
        return None;
    };
    match ctx.type_data(*t) {
        TypeData::Function { inputs, .. } => Some(inputs.to_vec()),
        TypeData::Dialect(d) if ctx.str(d.name) == "llvm.func" => Some(
            d.params
                .iter()
                .skip(2)
                .filter_map(|p| match p {
                    Param::Type(t) => Some(*t),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

/// The size of the formal parameter buffer: each argument at its ABI
/// alignment after the previous one (the seed's loop).
pub fn parameter_buffer_size(ctx: &Context, args: &[Type]) -> Result<u64, String> {
    let mut total: u64 = 0;
    for (idx, &t) in args.iter().enumerate() {
        if is_scalable(ctx, t) {
            return Err(format!(
                "argument {idx} has scalable type; not supported in NVVM kernels"
            ));
        }
        let Some((size, align)) = layout(ctx, t) else {
            return Err(format!(
                "argument {idx} has type '{}' with no size in the NVVM data layout",
                tileir_ir::printer::type_to_string(ctx, t)
            ));
        };
        total = total.div_ceil(align) * align + size;
    }
    Ok(total)
}

fn is_scalable(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s))
}

/// The smallest power of two at least `bytes`, at most 16 (NVPTX's
/// largest scalar alignment).
fn scalar_align(bytes: u64) -> u64 {
    bytes.max(1).next_power_of_two().min(16)
}

/// `(size, ABI alignment)` in bytes under NVPTX64's data layout, or
/// `None` for a type the layout does not size.
pub fn layout(ctx: &Context, t: Type) -> Option<(u64, u64)> {
    match ctx.type_data(t) {
        TypeData::Integer { width, .. } => {
            let size = u64::from(*width).div_ceil(8);
            Some((size, scalar_align(size)))
        }
        TypeData::Index => Some((8, 8)),
        TypeData::Float(kind) => {
            let size = match kind {
                FloatKind::F16 | FloatKind::BF16 => 2,
                FloatKind::F32 | FloatKind::TF32 => 4,
                FloatKind::F64 => 8,
                FloatKind::F80 => 10,
                FloatKind::F128 => 16,
                _ => 1,
            };
            Some((size, scalar_align(size)))
        }
        TypeData::Vector { shape, element, .. } => {
            let count: u64 = shape.iter().map(|&d| d.max(0) as u64).product();
            let bits = match ctx.type_data(*element) {
                TypeData::Integer { width, .. } => u64::from(*width),
                _ => layout(ctx, *element)?.0 * 8,
            };
            let size = (count * bits).div_ceil(8);
            let align = size.max(1).next_power_of_two();
            Some((size.div_ceil(align) * align, align))
        }
        TypeData::Dialect(d) => {
            let params = &d.params[..];
            match ctx.str(d.name) {
                "llvm.ptr" => Some((8, 8)),
                "llvm.array" => match params {
                    [Param::Int(n), Param::Type(e)] => {
                        let (size, align) = layout(ctx, *e)?;
                        let stride = size.div_ceil(align) * align;
                        Some((stride * (*n).max(0) as u64, align))
                    }
                    _ => None,
                },
                "llvm.struct" => {
                    let packed = matches!(params.first(), Some(Param::Int(f)) if f & 1 == 1);
                    let mut size: u64 = 0;
                    let mut align: u64 = 1;
                    for p in params.iter().skip(2) {
                        let Param::Type(field) = p else {
                            continue;
                        };
                        let (fsize, falign) = layout(ctx, *field)?;
                        let falign = if packed { 1 } else { falign };
                        size = size.div_ceil(falign) * falign + fsize;
                        align = align.max(falign);
                    }
                    Some((size.div_ceil(align) * align, align))
                }
                _ => None,
            }
        }
        _ => None,
    }
}
