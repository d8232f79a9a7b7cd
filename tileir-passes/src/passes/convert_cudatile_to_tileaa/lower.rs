//! The engine of `convert-cudatile-to-tileaa` inside one kernel body: every
//! value's type converted in place first (block arguments and results),
//! then each cuda_tile op, parents before children, replaced by its TileAA
//! form (`rules`). Since every value already has its TileAA type when its
//! users are rewritten, no bridging casts are needed; a region moves into
//! the replacement whole, its blocks keeping their (converted) arguments.

use super::rules::lower_op;
use super::types::TypeConverter;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use tileir_ir::attributes::{AttrData, NamedAttr};
use tileir_ir::format::enum_value;
use tileir_ir::rewriter::Rewriter;
use tileir_ir::{Attribute, Body, Context, OpId, OperationState, RegionId, Type, Value};

/// Why the conversion stopped: the op it could not legalize (`None`: the
/// kernel op itself) and the message.
#[derive(Debug)]
pub struct Failure {
    pub op: Option<OpId>,
    pub message: String,
}

impl Failure {
    /// The error MLIR's dialect conversion reports for an illegal op that
    /// no pattern rewrites.
    pub fn illegal(ctx: &Context, body: &Body, op: OpId) -> Failure {
        Failure {
            op: Some(op),
            message: format!(
                "failed to legalize operation '{}' that was explicitly marked illegal",
                ctx.op_name_str(body.op_name(op))
            ),
        }
    }
}

/// The state of the rewrite of one body.
pub struct Lowering<'c, 'r> {
    pub ctx: &'c Context,
    pub rw: Rewriter<'r>,
    pub types: &'r mut TypeConverter<'c>,
    /// The cuda_tile types of the results whose type was converted.
    original: FxHashMap<Value, Type>,
    /// The users of a gather/scatter view (loads, stores, shape queries),
    /// with the view's type: by their turn the view op is gone and they
    /// use its memref.
    pub gather_views: FxHashMap<OpId, Type>,
}

/// Converts the ops in `regions` of `body` (a kernel's body). On failure
/// the body is left half converted: the caller works on a copy.
pub fn convert_body<'c>(
    ctx: &'c Context,
    types: &mut TypeConverter<'c>,
    body: &mut Body,
    regions: &[RegionId],
) -> Result<(), Failure> {
    let mut ops = Vec::new();
    for &r in regions {
        body.walk_region_preorder(r, |op| ops.push(op));
    }
    retype_blocks(ctx, types, body, regions, None)?;
    let mut original = FxHashMap::default();
    for &op in &ops {
        if body.child_body(op).is_some() {
            // An isolated op (a kernel, at module level) is converted on
            // its own body.
            continue;
        }
        let nested: SmallVec<[RegionId; 2]> = SmallVec::from_slice(body.regions(op));
        retype_blocks(ctx, types, body, &nested, Some(op))?;
        let results: SmallVec<[Value; 4]> = body.results(op).collect();
        for v in results {
            let old = body.value_type(v);
            let ty = types
                .convert(old)
                .ok_or_else(|| Failure::illegal(ctx, body, op))?;
            if ty != old {
                original.insert(v, old);
                body.set_value_type(v, ty);
            }
        }
    }
    let mut lowering = Lowering {
        ctx,
        rw: Rewriter::new(ctx, body),
        types,
        original,
        gather_views: FxHashMap::default(),
    };
    for op in ops {
        if !lowering.rw.body().is_erased(op) {
            lower_op(&mut lowering, op)?;
        }
    }
    Ok(())
}

/// Gives the arguments of every block of `regions` their TileAA types.
fn retype_blocks(
    ctx: &Context,
    types: &mut TypeConverter<'_>,
    body: &mut Body,
    regions: &[RegionId],
    owner: Option<OpId>,
) -> Result<(), Failure> {
    for &r in regions {
        let blocks: SmallVec<[_; 2]> = body.region_blocks(r).collect();
        for block in blocks {
            let args: SmallVec<[Value; 8]> = SmallVec::from_slice(body.block_args(block));
            for v in args {
                let ty = types
                    .convert(body.value_type(v))
                    .ok_or_else(|| match owner {
                        Some(op) => Failure::illegal(ctx, body, op),
                        None => Failure {
                            op: None,
                            message: "failed to convert the signature of the kernel".to_string(),
                        },
                    })?;
                body.set_value_type(v, ty);
            }
        }
    }
    Ok(())
}

impl<'c, 'r> Lowering<'c, 'r> {
    pub fn body(&self) -> &Body {
        self.rw.body()
    }

    /// The op's name without `cuda_tile.` (`None` for another dialect's op).
    pub fn cuda_tile_name(&self, op: OpId) -> Option<&'c str> {
        self.ctx
            .op_name_str(self.body().op_name(op))
            .strip_prefix("cuda_tile.")
    }

    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        self.body().attr(self.ctx, op, name)
    }

    pub fn has_attr(&self, op: OpId, name: &str) -> bool {
        self.attr(op, name).is_some()
    }

    /// The value of an enum attribute (stored as an integer or as a
    /// dialect enum).
    pub fn enum_attr(&self, op: OpId, name: &str) -> Option<i64> {
        enum_value(self.ctx, self.attr(op, name)?)
    }

    pub fn named(&self, name: &str, value: Attribute) -> NamedAttr {
        NamedAttr {
            name: self.ctx.symbol(name),
            value,
        }
    }

    /// `value : i32`.
    pub fn i32_attr(&self, value: i64) -> Attribute {
        self.ctx.integer_attr(self.ctx.int_type(32), value as i128)
    }

    /// `array<i32: ...>`.
    pub fn i32_array(&self, values: &[i32]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.ctx.intern_attr(AttrData::DenseArray {
            element: self.ctx.int_type(32),
            data: data.into(),
        })
    }

    /// `array<i64: ...>`.
    pub fn i64_array(&self, values: &[i64]) -> Attribute {
        let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.ctx.intern_attr(AttrData::DenseArray {
            element: self.ctx.int_type(64),
            data: data.into(),
        })
    }

    /// A TileAA attribute from its text; a conversion failure at `op` if
    /// it does not parse.
    pub fn tileaa_attr(&mut self, op: OpId, text: &str) -> Result<Attribute, Failure> {
        self.types
            .parse_attr(text)
            .ok_or_else(|| Failure::illegal(self.ctx, self.rw.body(), op))
    }

    /// The type `v` had before the conversion.
    pub fn original_type(&self, v: Value) -> Type {
        self.original
            .get(&v)
            .copied()
            .unwrap_or_else(|| self.value_type(v))
    }

    pub fn value_type(&self, v: Value) -> Type {
        self.body().value_type(v)
    }

    /// A state for the replacement of `op` named `name`: `op`'s location
    /// and result types, the given operands, no attributes.
    pub fn state_with(&self, op: OpId, name: &str, operands: &[Value]) -> OperationState {
        let body = self.body();
        let mut state = OperationState::new(self.ctx.op_name(name), body.op_loc(op));
        state.operands.extend_from_slice(operands);
        state.result_types = body.results(op).map(|v| body.value_type(v)).collect();
        state
    }

    /// As [`Lowering::state_with`], with `op`'s operands.
    pub fn state(&self, op: OpId, name: &str) -> OperationState {
        let operands: SmallVec<[Value; 4]> = self.body().operands(op).collect();
        self.state_with(op, name, &operands)
    }

    /// Moves `op`'s regions into new regions of `state`.
    pub fn take_regions(&mut self, op: OpId, state: &mut OperationState) {
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.body().regions(op));
        for r in regions {
            let new = self.rw.body_mut_unnotified().new_region();
            self.rw.inline_region_before(r, new, None);
            state.regions.push(new);
        }
    }

    /// Creates `state` before `op`.
    pub fn create_before(&mut self, op: OpId, state: OperationState) -> OpId {
        self.rw.set_insertion_point_before(op);
        self.rw.create(state)
    }

    /// Replaces `op` by the op `state` describes (created where `op` is).
    pub fn replace(&mut self, op: OpId, state: OperationState) -> OpId {
        let new = self.create_before(op, state);
        // The replacement's results had the cuda_tile types of `op`'s.
        let pairs: SmallVec<[(Value, Value); 4]> = self
            .body()
            .results(op)
            .zip(self.body().results(new))
            .collect();
        for (old, new) in pairs {
            if let Some(&t) = self.original.get(&old) {
                self.original.insert(new, t);
            }
        }
        self.rw.replace_op_with_op(op, new);
        new
    }

    /// Replaces `op` by the op named `name` with the given operands, its
    /// result types and no attributes.
    pub fn replace_with_operands(&mut self, op: OpId, name: &str, operands: &[Value]) -> OpId {
        let state = self.state_with(op, name, operands);
        self.replace(op, state)
    }

    /// Replaces `op` by the op named `name` with the same operands and
    /// regions and the attributes `attrs`.
    pub fn rename(&mut self, op: OpId, name: &str, attrs: &[NamedAttr]) -> OpId {
        let mut state = self.state(op, name);
        state.attributes.extend_from_slice(attrs);
        self.take_regions(op, &mut state);
        self.replace(op, state)
    }

    /// `arith.constant value : ty`, created before `op`.
    pub fn constant_before(&mut self, op: OpId, value: Attribute, ty: Type) -> Value {
        let mut state =
            OperationState::new(self.ctx.op_name("arith.constant"), self.body().op_loc(op));
        state.result_types.push(ty);
        state.attributes.push(self.named("value", value));
        let c = self.create_before(op, state);
        self.body().result(c, 0)
    }
}
