//! A `Body`: the arenas holding everything inside one IsolatedFromAbove op.
//!
//! MLIR forbids SSA values from crossing an IsolatedFromAbove boundary, so we
//! make that boundary the unit of storage. Each isolated op (`builtin.module`,
//! `func.func`, `gpu.func`, ...) owns a `Box<Body>` holding its regions, and the
//! ops, blocks, values and operands inside them, as plain `Vec`s indexed by
//! `u32` ids. Ops of non-isolated regions (an `scf.for` body) live in the same
//! body as their parent. Consequences:
//! - a pass anchored on a function holds `&mut` to that function's body alone,
//!   so functions can be transformed on different threads with no locks;
//! - cloning a function is a `Vec` copy, dropping one is a `Vec` free;
//! - ids are `Copy` and never dangle into another body by construction.
//!
//! Variable-length lists (an op's operands, results, successors and regions, a
//! block's arguments) are spans into body-level arenas, so ops and blocks are
//! fixed-size records with no heap allocation of their own.
//!
//! Layout is kept apart from data (the cranelift way): ops in a block and
//! blocks in a region form intrusive doubly linked lists, so insertion and
//! erasure are O(1). Every value keeps an intrusive list of its uses, so
//! replace-all-uses-with is O(uses).

use crate::attributes::{Attribute, Location, NamedAttr};
use crate::context::{Context, OpName, Symbol};
use crate::ids::{BlockId, OpId, OperandId, RegionId, Value};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A half-open range of arena slots, stored compactly.
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    fn indices(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// `OpData::props` when the op has no properties. The context would need
/// four billion attributes before a real one got this id.
const NO_PROPS: Attribute = Attribute(u32::MAX);

/// All `u32`s but the flag, so 64 bytes and no heap storage of its own: lists
/// are spans into body-level arenas and child bodies live in a side map.
#[derive(Clone, Debug)]
pub(crate) struct OpData {
    name: OpName,
    loc: Location,
    /// Discardable attributes (a dictionary attribute; empty when none).
    attrs: Attribute,
    /// Inherent attributes ("properties", printed `<{...}>` in generic form),
    /// or [`NO_PROPS`].
    props: Attribute,
    operands: Span,
    results: Span,
    /// Into `Body::successor_lists`.
    successors: Span,
    /// Into `Body::region_lists`. The regions are stored in the op's child
    /// body if it has one, else in this body.
    regions: Span,
    parent: Option<BlockId>,
    prev: Option<OpId>,
    next: Option<OpId>,
    erased: bool,
}

#[derive(Clone, Debug)]
struct BlockData {
    parent: Option<RegionId>,
    /// Into `Body::arg_values` and `Body::arg_locs`.
    args: Span,
    first_op: Option<OpId>,
    last_op: Option<OpId>,
    prev: Option<BlockId>,
    next: Option<BlockId>,
    erased: bool,
}

#[derive(Clone, Debug)]
struct RegionData {
    /// The op owning the region; `None` for a root region of the body (owned by
    /// the isolated op that owns the body) or a region not yet attached.
    parent: Option<OpId>,
    first_block: Option<BlockId>,
    last_block: Option<BlockId>,
}

/// Where a value comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result { op: OpId, index: u32 },
    BlockArg { block: BlockId, index: u32 },
}

impl ValueDef {
    fn pack(self) -> PackedDef {
        let (owner, index, kind) = match self {
            ValueDef::Result { op, index } => (op.index(), index, 0),
            ValueDef::BlockArg { block, index } => (block.index(), index, BLOCK_ARG),
        };
        // A list of 2^31 results or arguments would not fit in an arena anyway.
        debug_assert!(index < BLOCK_ARG, "value index too large");
        PackedDef {
            owner: owner as u32,
            index: index | kind,
        }
    }
}

/// Set in `PackedDef::index` for a block argument.
const BLOCK_ARG: u32 = 1 << 31;

/// A [`ValueDef`] in 8 bytes instead of 12: the op or block index, and the
/// position with [`BLOCK_ARG`] or'ed in for a block argument.
#[derive(Clone, Copy, Debug)]
struct PackedDef {
    owner: u32,
    index: u32,
}

impl PackedDef {
    fn unpack(self) -> ValueDef {
        let index = self.index & !BLOCK_ARG;
        if self.index & BLOCK_ARG == 0 {
            ValueDef::Result {
                op: OpId::new(self.owner as usize),
                index,
            }
        } else {
            ValueDef::BlockArg {
                block: BlockId::new(self.owner as usize),
                index,
            }
        }
    }
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    def: PackedDef,
    first_use: Option<OperandId>,
}

#[derive(Clone, Debug)]
struct OperandData {
    value: Value,
    owner: OpId,
    prev_use: Option<OperandId>,
    next_use: Option<OperandId>,
}

/// Everything needed to create an op (MLIR's `OperationState`).
#[derive(Debug)]
pub struct OperationState {
    pub name: OpName,
    pub loc: Location,
    pub operands: SmallVec<[Value; 4]>,
    pub result_types: SmallVec<[Type; 2]>,
    /// All attributes; for a registered op, the ones its definition declares
    /// become properties, the rest stay discardable.
    pub attributes: crate::attributes::AttrList,
    /// Explicit properties (`<{...}>` in generic form).
    pub properties: Option<Attribute>,
    pub successors: SmallVec<[BlockId; 2]>,
    /// Regions already built, in `child_body` for an isolated op and in the
    /// body the op is created in otherwise.
    pub regions: SmallVec<[RegionId; 1]>,
    /// The body of an IsolatedFromAbove op.
    pub child_body: Option<Box<Body>>,
}

impl OperationState {
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attributes: Default::default(),
            properties: None,
            successors: SmallVec::new(),
            regions: SmallVec::new(),
            child_body: None,
        }
    }
}

/// How far [`Body::append_body`] moved the ids of the appended body.
#[derive(Clone, Copy, Debug)]
pub struct BodyShift {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
    operands: u32,
}

impl BodyShift {
    pub fn op(&self, id: OpId) -> OpId {
        OpId::new(id.index() + self.ops as usize)
    }
    pub fn block(&self, id: BlockId) -> BlockId {
        BlockId::new(id.index() + self.blocks as usize)
    }
    pub fn region(&self, id: RegionId) -> RegionId {
        RegionId::new(id.index() + self.regions as usize)
    }
    pub fn value(&self, id: Value) -> Value {
        Value::new(id.index() + self.values as usize)
    }
    fn operand(&self, id: OperandId) -> OperandId {
        OperandId::new(id.index() + self.operands as usize)
    }
}

/// The arenas of one isolated scope. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct Body {
    ops: Vec<OpData>,
    /// The successor and region lists of ops, as spans. A list is never
    /// resized in place; erasing an op leaves its slots unused (arena
    /// storage, as in MLIR and LLVM).
    successor_lists: Vec<BlockId>,
    region_lists: Vec<RegionId>,
    /// The bodies of isolated ops. Few ops have one, so a map rather than a
    /// field of every op.
    child_bodies: FxHashMap<OpId, Box<Body>>,
    blocks: Vec<BlockData>,
    /// Block arguments and their locations: two parallel arenas indexed by
    /// `BlockData::args`. A list grows in place only at the end of the
    /// arenas; elsewhere it is first moved there, leaving its old slots
    /// unused (blocks get their arguments one after another, so rarely).
    arg_values: Vec<Value>,
    arg_locs: Vec<Location>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    operands: Vec<OperandData>,
    free_ops: Vec<OpId>,
    free_blocks: Vec<BlockId>,
    /// While non-zero, erased op and block slots are not reused, so an id
    /// held in a rewrite's worklist never names a new op (see
    /// [`crate::rewriter`]). Erased slots still go on the free lists.
    slot_holds: u32,
}

/// The number of slots in each arena of a body (see [`Body::size`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BodySize {
    pub ops: usize,
    pub successors: usize,
    pub op_regions: usize,
    pub blocks: usize,
    pub args: usize,
    pub regions: usize,
    pub values: usize,
    pub operands: usize,
}

impl BodySize {
    /// The larger of each count in `self` and `other`.
    pub fn max(self, other: BodySize) -> BodySize {
        BodySize {
            ops: self.ops.max(other.ops),
            successors: self.successors.max(other.successors),
            op_regions: self.op_regions.max(other.op_regions),
            blocks: self.blocks.max(other.blocks),
            args: self.args.max(other.args),
            regions: self.regions.max(other.regions),
            values: self.values.max(other.values),
            operands: self.operands.max(other.operands),
        }
    }
}

/// A detached top-level op together with the body that stores it: what the
/// parser returns (`builtin.module` normally) and what a pass pipeline runs on.
#[derive(Clone, Debug)]
pub struct OwnedOp {
    pub body: Body,
    pub op: OpId,
}

impl Drop for Body {
    /// Frees nested bodies iteratively so a deeply nested module cannot
    /// overflow the stack when dropped.
    fn drop(&mut self) {
        let mut stack: Vec<Box<Body>> = self.child_bodies.drain().map(|(_, b)| b).collect();
        while let Some(mut body) = stack.pop() {
            stack.extend(body.child_bodies.drain().map(|(_, b)| b));
        }
    }
}

impl Body {
    pub fn new() -> Body {
        Body::default()
    }

    /// How many slots each arena of this body (not the bodies nested in
    /// it) holds.
    pub fn size(&self) -> BodySize {
        BodySize {
            ops: self.ops.len(),
            successors: self.successor_lists.len(),
            op_regions: self.region_lists.len(),
            blocks: self.blocks.len(),
            args: self.arg_values.len(),
            regions: self.regions.len(),
            values: self.values.len(),
            operands: self.operands.len(),
        }
    }

    /// An empty body whose arenas have room for `size` before they first
    /// grow: a parser gives each function the size of the one before, as
    /// the functions of a module tend to be alike, so most skip every
    /// doubling (each a copy).
    pub fn with_room(size: BodySize) -> Body {
        let mut body = Body::default();
        body.ops.reserve_exact(size.ops);
        body.successor_lists.reserve_exact(size.successors);
        body.region_lists.reserve_exact(size.op_regions);
        body.blocks.reserve_exact(size.blocks);
        body.arg_values.reserve_exact(size.args);
        body.arg_locs.reserve_exact(size.args);
        body.regions.reserve_exact(size.regions);
        body.values.reserve_exact(size.values);
        body.operands.reserve_exact(size.operands);
        body
    }

    /// Number of op slots (live and erased); an upper bound for id-indexed side tables.
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// Reads this body's op, operand and value arenas once, front to back,
    /// when they fit in a core's cache: a walk over a body parsed or changed
    /// long ago otherwise chases `prev`/`next` links into memory one miss at
    /// a time, where a sequential read lets the CPU fetch many lines at once.
    /// Larger bodies are left alone (warming them would only evict).
    pub fn warm_cache(&self) {
        const LINE: usize = 64;
        const LIMIT: usize = 256 * 1024;
        fn bytes<T>(items: &[T]) -> usize {
            std::mem::size_of_val(items)
        }
        if bytes(&self.ops) + bytes(&self.operands) + bytes(&self.values) > LIMIT {
            return;
        }
        fn step<T>() -> usize {
            (LINE / std::mem::size_of::<T>()).max(1)
        }
        let mut sum = 0u32;
        for op in self.ops.iter().step_by(step::<OpData>()) {
            sum ^= op.regions.len;
        }
        for operand in self.operands.iter().step_by(step::<OperandData>()) {
            sum ^= operand.owner.index() as u32;
        }
        for value in self.values.iter().step_by(step::<ValueData>()) {
            sum ^= value.def.owner;
        }
        std::hint::black_box(sum);
    }

    /// For profiling: each arena's name, length and element size in bytes,
    /// summed over this body and every body nested in it.
    pub fn arena_sizes(&self) -> [(&'static str, usize, usize); 8] {
        use std::mem::size_of;
        let mut sizes = [
            ("ops", 0, size_of::<OpData>()),
            ("successors", 0, size_of::<BlockId>()),
            ("op regions", 0, size_of::<RegionId>()),
            ("blocks", 0, size_of::<BlockData>()),
            ("block args", 0, size_of::<Value>() + size_of::<Location>()),
            ("regions", 0, size_of::<RegionData>()),
            ("values", 0, size_of::<ValueData>()),
            ("operands", 0, size_of::<OperandData>()),
        ];
        let mut stack = vec![self];
        while let Some(body) = stack.pop() {
            let lens = [
                body.ops.len(),
                body.successor_lists.len(),
                body.region_lists.len(),
                body.blocks.len(),
                body.arg_values.len(),
                body.regions.len(),
                body.values.len(),
                body.operands.len(),
            ];
            for (size, len) in sizes.iter_mut().zip(lens) {
                size.1 += len;
            }
            stack.extend(body.child_bodies.values().map(|b| &**b));
        }
        sizes
    }

    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    // ===== creation =====

    /// Creates a detached op. Regions in `state.regions` become its regions.
    pub fn create_op(&mut self, ctx: &Context, mut state: OperationState) -> OpId {
        let def = ctx.op_def(state.name);
        let (attrs, props) = split_properties(ctx, def, &state);
        let reused = if self.slot_holds == 0 {
            self.free_ops.pop()
        } else {
            None
        };
        let id = match reused {
            Some(id) => id,
            None => {
                self.ops
                    .push(OpData::placeholder(state.name, state.loc, attrs));
                OpId::new(self.ops.len() - 1)
            }
        };
        let results = Span {
            start: self.values.len() as u32,
            len: state.result_types.len() as u32,
        };
        for (i, &ty) in state.result_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::Result {
                    op: id,
                    index: i as u32,
                }
                .pack(),
                first_use: None,
            });
        }
        let operands = self.alloc_operands(id, &state.operands);
        let regions = &state.regions;
        let mut isolated = state.child_body.take();
        if isolated.is_none() && def.is_some_and(|d| d.is_isolated()) {
            // An isolated op always owns a body, even with no regions yet.
            let mut body = Box::new(Body::new());
            for _ in 0..regions.len() {
                body.new_region();
            }
            debug_assert!(
                regions.is_empty(),
                "regions of an isolated op belong in child_body"
            );
            isolated = Some(body);
        }
        match isolated {
            Some(mut child) => {
                for &r in regions.iter() {
                    child.regions[r.index()].parent = None;
                }
                self.child_bodies.insert(id, child);
            }
            None => {
                for &r in regions.iter() {
                    self.regions[r.index()].parent = Some(id);
                }
            }
        }
        self.ops[id.index()] = OpData {
            name: state.name,
            loc: state.loc,
            attrs,
            props: props.unwrap_or(NO_PROPS),
            operands,
            results,
            successors: push_list(&mut self.successor_lists, &state.successors),
            regions: push_list(&mut self.region_lists, regions),
            parent: None,
            prev: None,
            next: None,
            erased: false,
        };
        id
    }

    fn alloc_operands(&mut self, owner: OpId, values: &[Value]) -> Span {
        let span = Span {
            start: self.operands.len() as u32,
            len: values.len() as u32,
        };
        for &value in values {
            self.operands.push(OperandData {
                value,
                owner,
                prev_use: None,
                next_use: None,
            });
            let id = OperandId::new(self.operands.len() - 1);
            self.link_use(id);
        }
        span
    }

    /// Creates an empty, detached region in this body.
    pub fn new_region(&mut self) -> RegionId {
        self.regions.push(RegionData {
            parent: None,
            first_block: None,
            last_block: None,
        });
        RegionId::new(self.regions.len() - 1)
    }

    /// Creates an empty, detached block.
    pub fn create_block(&mut self) -> BlockId {
        let data = BlockData {
            parent: None,
            args: Span::default(),
            first_op: None,
            last_op: None,
            prev: None,
            next: None,
            erased: false,
        };
        let reused = if self.slot_holds == 0 {
            self.free_blocks.pop()
        } else {
            None
        };
        match reused {
            Some(id) => {
                self.blocks[id.index()] = data;
                id
            }
            None => {
                self.blocks.push(data);
                BlockId::new(self.blocks.len() - 1)
            }
        }
    }

    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Location) -> Value {
        let index = self.blocks[block.index()].args.len as usize;
        self.insert_block_arg(block, index, ty, loc)
    }

    pub fn insert_block_arg(
        &mut self,
        block: BlockId,
        index: usize,
        ty: Type,
        loc: Location,
    ) -> Value {
        let mut span = self.blocks[block.index()].args;
        assert!(
            index <= span.len as usize,
            "block argument index out of range"
        );
        self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg {
                block,
                index: index as u32,
            }
            .pack(),
            first_use: None,
        });
        let v = Value::new(self.values.len() - 1);
        let end = self.arg_values.len();
        if span.indices().end != end {
            // Move the list to the end of the arenas to grow it there.
            self.arg_values.extend_from_within(span.indices());
            self.arg_locs.extend_from_within(span.indices());
            span.start = end as u32;
        }
        // The list ends the arenas, so inserting shifts only its own tail.
        let at = span.start as usize + index;
        self.arg_values.insert(at, v);
        self.arg_locs.insert(at, loc);
        span.len += 1;
        self.blocks[block.index()].args = span;
        self.renumber_block_args(block, index + 1);
        v
    }

    /// Removes a block argument, which must have no uses.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let span = &mut self.blocks[block.index()].args;
        assert!(
            index < span.len as usize,
            "block argument index out of range"
        );
        let range = span.indices();
        span.len -= 1;
        // Rotate the erased argument past the end of the shortened list.
        self.arg_values[range.clone()][index..].rotate_left(1);
        self.arg_locs[range.clone()][index..].rotate_left(1);
        let v = self.arg_values[range.end - 1];
        debug_assert!(
            self.values[v.index()].first_use.is_none(),
            "erasing a used block argument"
        );
        self.renumber_block_args(block, index);
    }

    fn renumber_block_args(&mut self, block: BlockId, from: usize) {
        let args = &self.arg_values[self.blocks[block.index()].args.indices()];
        for (i, &arg) in args.iter().enumerate().skip(from) {
            self.values[arg.index()].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            }
            .pack();
        }
    }

    // ===== op layout =====

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert!(
            self.ops[op.index()].parent.is_none(),
            "op is already in a block"
        );
        let last = self.blocks[block.index()].last_op;
        let data = &mut self.ops[op.index()];
        data.parent = Some(block);
        data.prev = last;
        data.next = None;
        match last {
            Some(last) => self.ops[last.index()].next = Some(op),
            None => self.blocks[block.index()].first_op = Some(op),
        }
        self.blocks[block.index()].last_op = Some(op);
    }

    /// Inserts a detached op right before `anchor`.
    pub fn insert_op_before(&mut self, anchor: OpId, op: OpId) {
        debug_assert!(
            self.ops[op.index()].parent.is_none(),
            "op is already in a block"
        );
        let block = self.ops[anchor.index()]
            .parent
            .expect("anchor op is not in a block");
        let prev = self.ops[anchor.index()].prev;
        let data = &mut self.ops[op.index()];
        data.parent = Some(block);
        data.prev = prev;
        data.next = Some(anchor);
        self.ops[anchor.index()].prev = Some(op);
        match prev {
            Some(prev) => self.ops[prev.index()].next = Some(op),
            None => self.blocks[block.index()].first_op = Some(op),
        }
    }

    /// Inserts a detached op right after `anchor`.
    pub fn insert_op_after(&mut self, anchor: OpId, op: OpId) {
        match self.ops[anchor.index()].next {
            Some(next) => self.insert_op_before(next, op),
            None => {
                let block = self.ops[anchor.index()]
                    .parent
                    .expect("anchor op is not in a block");
                self.append_op(block, op);
            }
        }
    }

    /// Unlinks an op from its block; it keeps its operands, results and regions.
    pub fn detach_op(&mut self, op: OpId) {
        let data = &mut self.ops[op.index()];
        let Some(block) = data.parent.take() else {
            return;
        };
        let (prev, next) = (data.prev.take(), data.next.take());
        match prev {
            Some(prev) => self.ops[prev.index()].next = next,
            None => self.blocks[block.index()].first_op = next,
        }
        match next {
            Some(next) => self.ops[next.index()].prev = prev,
            None => self.blocks[block.index()].last_op = prev,
        }
    }

    /// Moves an op (attached or not) to right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Erases an op: unlinks it, drops its operand uses, and erases everything
    /// in its regions. Its results must have no uses left (checked in debug
    /// builds, for the op and everything nested in it).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        #[cfg(debug_assertions)]
        let mut erased = Vec::new();
        // Erase nested ops iteratively (non-isolated regions live in this
        // body); inline room, as most ops have nothing nested to erase.
        let mut stack: SmallVec<[OpId; 8]> = smallvec::smallvec![op];
        while let Some(op) = stack.pop() {
            #[cfg(debug_assertions)]
            erased.push(op);
            let data = &mut self.ops[op.index()];
            data.erased = true;
            let operands = std::mem::take(&mut data.operands);
            let regions = std::mem::take(&mut data.regions);
            data.successors = Span::default();
            for i in operands.indices() {
                self.unlink_use(OperandId::new(i));
            }
            // An isolated op's regions are in its child body, dropped here.
            let regions = match self.child_bodies.remove(&op) {
                Some(_) => Span::default(),
                None => regions,
            };
            for r in regions.indices().map(|i| self.region_lists[i]) {
                let mut block = self.regions[r.index()].first_block;
                while let Some(b) = block {
                    block = self.blocks[b.index()].next;
                    let mut cur = self.blocks[b.index()].first_op;
                    while let Some(o) = cur {
                        cur = self.ops[o.index()].next;
                        stack.push(o);
                    }
                    self.blocks[b.index()].erased = true;
                    self.free_blocks.push(b);
                }
            }
            self.free_ops.push(op);
        }
        // Uses among the erased ops are gone now; any left are from live ops.
        #[cfg(debug_assertions)]
        for op in erased {
            debug_assert!(
                self.results(op).all(|v| self.use_empty(v)),
                "erased an op whose results are still used"
            );
        }
    }

    /// Stops reusing erased slots until [`Body::release_erased_slots`]
    /// (calls nest).
    pub(crate) fn hold_erased_slots(&mut self) {
        self.slot_holds += 1;
    }

    pub(crate) fn release_erased_slots(&mut self) {
        self.slot_holds = self.slot_holds.saturating_sub(1);
    }

    /// Moves everything of `other` into this body, shifting its ids past
    /// this body's; returns the shift to apply to `other`'s ids (see
    /// [`BodyShift`]). Used to splice in ops a parser thread built in a body
    /// of its own. Linear in the size of `other`.
    pub fn append_body(&mut self, mut other: Body) -> BodyShift {
        let shift = BodyShift {
            ops: self.ops.len() as u32,
            blocks: self.blocks.len() as u32,
            regions: self.regions.len() as u32,
            values: self.values.len() as u32,
            operands: self.operands.len() as u32,
        };
        let op = |id: OpId| shift.op(id);
        let block = |id: BlockId| shift.block(id);
        let (successor_lists, region_lists, arg_lists) = (
            self.successor_lists.len() as u32,
            self.region_lists.len() as u32,
            self.arg_values.len() as u32,
        );
        self.ops.reserve(other.ops.len());
        for (i, mut d) in std::mem::take(&mut other.ops).into_iter().enumerate() {
            // An isolated op's regions live in its own body: keep their ids.
            if !other.child_bodies.contains_key(&OpId::new(i)) {
                for r in &mut other.region_lists[d.regions.indices()] {
                    *r = shift.region(*r);
                }
            }
            d.operands.start += shift.operands;
            d.results.start += shift.values;
            d.successors.start += successor_lists;
            d.regions.start += region_lists;
            d.parent = d.parent.map(block);
            d.prev = d.prev.map(op);
            d.next = d.next.map(op);
            self.ops.push(d);
        }
        self.successor_lists
            .extend(other.successor_lists.iter().map(|&b| block(b)));
        self.region_lists.append(&mut other.region_lists);
        self.child_bodies
            .extend(other.child_bodies.drain().map(|(o, b)| (op(o), b)));
        for mut d in std::mem::take(&mut other.blocks) {
            d.parent = d.parent.map(|r| shift.region(r));
            d.args.start += arg_lists;
            d.first_op = d.first_op.map(op);
            d.last_op = d.last_op.map(op);
            d.prev = d.prev.map(block);
            d.next = d.next.map(block);
            self.blocks.push(d);
        }
        self.arg_values
            .extend(other.arg_values.iter().map(|&v| shift.value(v)));
        self.arg_locs.append(&mut other.arg_locs);
        for mut d in std::mem::take(&mut other.regions) {
            d.parent = d.parent.map(op);
            d.first_block = d.first_block.map(block);
            d.last_block = d.last_block.map(block);
            self.regions.push(d);
        }
        for mut d in std::mem::take(&mut other.values) {
            d.def = match d.def.unpack() {
                ValueDef::Result { op: o, index } => ValueDef::Result { op: op(o), index },
                ValueDef::BlockArg { block: b, index } => ValueDef::BlockArg {
                    block: block(b),
                    index,
                },
            }
            .pack();
            d.first_use = d.first_use.map(|u| shift.operand(u));
            self.values.push(d);
        }
        for mut d in std::mem::take(&mut other.operands) {
            d.value = shift.value(d.value);
            d.owner = op(d.owner);
            d.prev_use = d.prev_use.map(|u| shift.operand(u));
            d.next_use = d.next_use.map(|u| shift.operand(u));
            self.operands.push(d);
        }
        self.free_ops.extend(other.free_ops.iter().map(|&o| op(o)));
        self.free_blocks
            .extend(other.free_blocks.iter().map(|&b| block(b)));
        shift
    }

    // ===== block layout =====

    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.index()].last_block;
        let data = &mut self.blocks[block.index()];
        data.parent = Some(region);
        data.prev = last;
        data.next = None;
        match last {
            Some(last) => self.blocks[last.index()].next = Some(block),
            None => self.regions[region.index()].first_block = Some(block),
        }
        self.regions[region.index()].last_block = Some(block);
    }

    pub fn insert_block_before(&mut self, anchor: BlockId, block: BlockId) {
        let region = self.blocks[anchor.index()]
            .parent
            .expect("anchor block is not in a region");
        let prev = self.blocks[anchor.index()].prev;
        let data = &mut self.blocks[block.index()];
        data.parent = Some(region);
        data.prev = prev;
        data.next = Some(anchor);
        self.blocks[anchor.index()].prev = Some(block);
        match prev {
            Some(prev) => self.blocks[prev.index()].next = Some(block),
            None => self.regions[region.index()].first_block = Some(block),
        }
    }

    pub fn detach_block(&mut self, block: BlockId) {
        let data = &mut self.blocks[block.index()];
        let Some(region) = data.parent.take() else {
            return;
        };
        let (prev, next) = (data.prev.take(), data.next.take());
        match prev {
            Some(prev) => self.blocks[prev.index()].next = next,
            None => self.regions[region.index()].first_block = next,
        }
        match next {
            Some(next) => self.blocks[next.index()].prev = prev,
            None => self.regions[region.index()].last_block = prev,
        }
    }

    /// Erases a block and every op in it. Its arguments must have no uses.
    pub fn erase_block(&mut self, block: BlockId) {
        self.detach_block(block);
        while let Some(op) = self.blocks[block.index()].last_op {
            self.erase_op(op);
        }
        self.blocks[block.index()].erased = true;
        self.free_blocks.push(block);
    }

    /// Moves every block of `from` to the end of `to` (both in this body).
    pub fn splice_region_blocks(&mut self, from: RegionId, to: RegionId) {
        while let Some(b) = self.regions[from.index()].first_block {
            self.detach_block(b);
            self.append_block(to, b);
        }
    }

    // ===== uses =====

    fn link_use(&mut self, id: OperandId) {
        let value = self.operands[id.index()].value;
        let head = self.values[value.index()].first_use;
        let data = &mut self.operands[id.index()];
        data.prev_use = None;
        data.next_use = head;
        if let Some(head) = head {
            self.operands[head.index()].prev_use = Some(id);
        }
        self.values[value.index()].first_use = Some(id);
    }

    fn unlink_use(&mut self, id: OperandId) {
        let data = &mut self.operands[id.index()];
        let (value, prev, next) = (data.value, data.prev_use.take(), data.next_use.take());
        match prev {
            Some(prev) => self.operands[prev.index()].next_use = next,
            None => self.values[value.index()].first_use = next,
        }
        if let Some(next) = next {
            self.operands[next.index()].prev_use = prev;
        }
    }

    /// Points operand `index` of `op` at `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let span = self.ops[op.index()].operands;
        assert!(index < span.len as usize, "operand index out of range");
        let id = OperandId::new(span.start as usize + index);
        self.unlink_use(id);
        self.operands[id.index()].value = value;
        self.link_use(id);
    }

    /// Replaces the whole operand list of `op`.
    pub fn set_operands(&mut self, op: OpId, values: &[Value]) {
        let old = self.ops[op.index()].operands;
        if old.len as usize == values.len() {
            for (i, &v) in values.iter().enumerate() {
                self.set_operand(op, i, v);
            }
            return;
        }
        for i in old.indices() {
            self.unlink_use(OperandId::new(i));
        }
        self.ops[op.index()].operands = self.alloc_operands(op, values);
    }

    /// Replaces every use of `from` with `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(id) = self.values[from.index()].first_use {
            self.unlink_use(id);
            self.operands[id.index()].value = to;
            self.link_use(id);
        }
    }

    /// Replaces the uses of `from` for which `pred(owner op)` holds.
    pub fn replace_uses_if(&mut self, from: Value, to: Value, mut pred: impl FnMut(OpId) -> bool) {
        let uses: Vec<OperandId> = self.uses(from).collect();
        for id in uses {
            if pred(self.operands[id.index()].owner) {
                self.unlink_use(id);
                self.operands[id.index()].value = to;
                self.link_use(id);
            }
        }
    }

    /// The operand slots that use `value`, most recently added first.
    pub fn uses(&self, value: Value) -> impl Iterator<Item = OperandId> + '_ {
        let mut cur = self.values[value.index()].first_use;
        std::iter::from_fn(move || {
            let id = cur?;
            cur = self.operands[id.index()].next_use;
            Some(id)
        })
    }

    /// The ops using `value` (an op appears once per operand using it).
    pub fn users(&self, value: Value) -> impl Iterator<Item = OpId> + '_ {
        self.uses(value).map(|u| self.operands[u.index()].owner)
    }

    pub fn use_empty(&self, value: Value) -> bool {
        self.values[value.index()].first_use.is_none()
    }

    pub fn has_one_use(&self, value: Value) -> bool {
        let mut uses = self.uses(value);
        uses.next().is_some() && uses.next().is_none()
    }

    pub fn operand_owner(&self, operand: OperandId) -> OpId {
        self.operands[operand.index()].owner
    }

    pub fn operand_value(&self, operand: OperandId) -> Value {
        self.operands[operand.index()].value
    }

    /// The position of an operand slot in its owner's operand list.
    pub fn operand_number(&self, operand: OperandId) -> usize {
        let owner = self.operands[operand.index()].owner;
        operand.index() - self.ops[owner.index()].operands.start as usize
    }

    // ===== op queries =====

    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op.index()].name
    }

    pub fn op_loc(&self, op: OpId) -> Location {
        self.ops[op.index()].loc
    }

    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op.index()].loc = loc;
    }

    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op.index()].erased
    }

    pub fn num_operands(&self, op: OpId) -> usize {
        self.ops[op.index()].operands.len as usize
    }

    pub fn operand(&self, op: OpId, index: usize) -> Value {
        let span = self.ops[op.index()].operands;
        assert!(index < span.len as usize, "operand index out of range");
        self.operands[span.start as usize + index].value
    }

    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.operands[self.ops[op.index()].operands.indices()]
            .iter()
            .map(|o| o.value)
    }

    /// The operand slots of `op`, in order.
    pub fn operand_ids(&self, op: OpId) -> impl ExactSizeIterator<Item = OperandId> {
        self.ops[op.index()].operands.indices().map(OperandId::new)
    }

    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].results.len as usize
    }

    pub fn result(&self, op: OpId, index: usize) -> Value {
        let span = self.ops[op.index()].results;
        assert!(index < span.len as usize, "result index out of range");
        Value::new(span.start as usize + index)
    }

    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> {
        self.ops[op.index()].results.indices().map(Value::new)
    }

    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.successor_lists[self.ops[op.index()].successors.indices()]
    }

    /// Every successor slot of the body: the successors of its ops, and the
    /// stale slots erased ops left behind. A block missing here is no op's
    /// successor, which is cheaper to learn than walking the ops.
    pub fn successor_slots(&self) -> &[BlockId] {
        &self.successor_lists
    }

    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        let span = self.ops[op.index()].successors;
        assert!(index < span.len as usize, "successor index out of range");
        self.successor_lists[span.start as usize + index] = block;
    }

    /// The regions of `op`. For an isolated op they index its child body
    /// (see [`Body::region_body`]); otherwise this body.
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.region_lists[self.ops[op.index()].regions.indices()]
    }

    pub fn num_regions(&self, op: OpId) -> usize {
        self.ops[op.index()].regions.len as usize
    }

    /// The body of an isolated op.
    pub fn child_body(&self, op: OpId) -> Option<&Body> {
        self.child_bodies.get(&op).map(|b| &**b)
    }

    pub fn child_body_mut(&mut self, op: OpId) -> Option<&mut Body> {
        self.child_bodies.get_mut(&op).map(|b| &mut **b)
    }

    /// Takes the child body out of an isolated op (to transform it elsewhere,
    /// e.g. on another thread); put it back with [`Body::set_child_body`].
    pub fn take_child_body(&mut self, op: OpId) -> Option<Box<Body>> {
        self.child_bodies.remove(&op)
    }

    pub fn set_child_body(&mut self, op: OpId, body: Box<Body>) {
        self.child_bodies.insert(op, body);
    }

    /// Moves an isolated op's body out into an [`OwnedOp`] of its own, so a
    /// pass can run on it apart from its siblings (on another thread). The
    /// new owner holds a copy of the op: name, location, attributes,
    /// properties and result types; its operands, if any, become arguments of
    /// a detached block of the new body. Undo with [`Body::reattach_isolated`].
    /// `None` if `op` owns no body.
    pub fn detach_isolated(&mut self, op: OpId) -> Option<OwnedOp> {
        let child = self.take_child_body(op)?;
        let data = &self.ops[op.index()];
        let mut shell = Body::new();
        let operand_types: SmallVec<[Type; 4]> =
            self.operands(op).map(|v| self.value_type(v)).collect();
        let operands: SmallVec<[Value; 4]> = if operand_types.is_empty() {
            SmallVec::new()
        } else {
            let block = shell.create_block();
            operand_types
                .iter()
                .map(|&ty| shell.add_block_arg(block, ty, data.loc))
                .collect()
        };
        let results: SmallVec<[Type; 2]> = self.results(op).map(|v| self.value_type(v)).collect();
        let (name, loc, attrs, props) = (data.name, data.loc, data.attrs, data.props);
        let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.regions(op));
        let id = OpId::new(shell.ops.len());
        shell.ops.push(OpData::placeholder(name, loc, attrs));
        let results_start = shell.values.len() as u32;
        for (i, &ty) in results.iter().enumerate() {
            shell.values.push(ValueData {
                ty,
                def: ValueDef::Result {
                    op: id,
                    index: i as u32,
                }
                .pack(),
                first_use: None,
            });
        }
        let operands = shell.alloc_operands(id, &operands);
        let region_span = push_list(&mut shell.region_lists, &regions);
        let op_data = &mut shell.ops[id.index()];
        op_data.props = props;
        op_data.operands = operands;
        op_data.results = Span {
            start: results_start,
            len: results.len() as u32,
        };
        op_data.regions = region_span;
        shell.child_bodies.insert(id, child);
        Some(OwnedOp {
            body: shell,
            op: id,
        })
    }

    /// Puts back what [`Body::detach_isolated`] took from `op`: its body, and
    /// the attributes, properties and location the owner's copy has now.
    pub fn reattach_isolated(&mut self, op: OpId, mut owned: OwnedOp) {
        if let Some(child) = owned.body.take_child_body(owned.op) {
            self.child_bodies.insert(op, child);
        }
        let from = &owned.body.ops[owned.op.index()];
        let to = &mut self.ops[op.index()];
        to.attrs = from.attrs;
        to.props = from.props;
        to.loc = from.loc;
    }

    /// The body holding the contents of `op`'s regions: its child body if it is
    /// isolated, this body otherwise.
    pub fn region_body(&self, op: OpId) -> &Body {
        self.child_body(op).unwrap_or(self)
    }

    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent
    }

    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next
    }

    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].prev
    }

    /// The op enclosing `op` within this body (`None` at a root region).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.parent_block(op)?;
        let region = self.block_parent(block)?;
        self.region_parent(region)
    }

    // ===== attributes =====

    /// The discardable attribute dictionary.
    pub fn attr_dict(&self, op: OpId) -> Attribute {
        self.ops[op.index()].attrs
    }

    pub fn set_attr_dict(&mut self, op: OpId, dict: Attribute) {
        self.ops[op.index()].attrs = dict;
    }

    pub fn props(&self, op: OpId) -> Option<Attribute> {
        Some(self.ops[op.index()].props).filter(|&p| p != NO_PROPS)
    }

    pub fn set_props(&mut self, op: OpId, props: Option<Attribute>) {
        self.ops[op.index()].props = props.unwrap_or(NO_PROPS);
    }

    /// Looks up an attribute by name among the properties, then the discardable attributes.
    pub fn attr(&self, ctx: &Context, op: OpId, name: &str) -> Option<Attribute> {
        self.props(op)
            .and_then(|p| ctx.dictionary_get(p, name))
            .or_else(|| ctx.dictionary_get(self.ops[op.index()].attrs, name))
    }

    /// [`Self::attr`] for a name known in advance (the declared names of
    /// op definitions): compares interned names, not strings, which matters
    /// to the verifier and printer that ask for every op.
    pub fn attr_static(&self, ctx: &Context, op: OpId, name: &'static str) -> Option<Attribute> {
        // Most ops have no attribute at all: then not even the name's symbol.
        let data = &self.ops[op.index()];
        let empty = ctx.empty_dictionary();
        if data.attrs == empty && (data.props == NO_PROPS || data.props == empty) {
            return None;
        }
        let props = match data.props {
            NO_PROPS => &[][..],
            p => ctx.dictionary_entries(p),
        };
        let attrs = match data.attrs {
            a if a == empty => &[][..],
            a => ctx.dictionary_entries(a),
        };
        let mut entries = props.iter().chain(attrs);
        // A name or two to look through (the usual case): comparing the
        // strings costs less than finding the name's symbol.
        if props.len() + attrs.len() <= 2 {
            return entries.find(|e| ctx.str(e.name) == name).map(|e| e.value);
        }
        let name = ctx.static_symbol(name);
        entries.find(|e| e.name == name).map(|e| e.value)
    }

    /// Sets an attribute; inherent names of a registered op go to its properties.
    pub fn set_attr(&mut self, ctx: &Context, op: OpId, name: Symbol, value: Attribute) {
        let data = &mut self.ops[op.index()];
        let inherent = ctx
            .op_def(data.name)
            .is_some_and(|d| d.declares_attr(ctx.str(name)));
        let slot = if inherent {
            if data.props == NO_PROPS {
                data.props = ctx.empty_dictionary();
            }
            &mut data.props
        } else {
            &mut data.attrs
        };
        let mut entries = ctx.dictionary_entries(*slot).to_vec();
        entries.retain(|e| e.name != name);
        entries.push(NamedAttr { name, value });
        *slot = ctx.dictionary_attr(entries);
    }

    /// Removes an attribute (property or discardable); returns whether it was there.
    pub fn remove_attr(&mut self, ctx: &Context, op: OpId, name: Symbol) -> bool {
        let data = &mut self.ops[op.index()];
        for slot in [&mut data.props, &mut data.attrs] {
            if *slot == NO_PROPS {
                continue;
            }
            let entries = ctx.dictionary_entries(*slot);
            if entries.iter().any(|e| e.name == name) {
                let kept: Vec<NamedAttr> =
                    entries.iter().copied().filter(|e| e.name != name).collect();
                *slot = ctx.dictionary_attr(kept);
                return true;
            }
        }
        false
    }

    // ===== values =====

    pub fn value_type(&self, value: Value) -> Type {
        self.values[value.index()].ty
    }

    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value.index()].ty = ty;
    }

    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value.index()].def.unpack()
    }

    /// The op defining `value`, if it is an op result.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.value_def(value) {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// The block a value is defined in (the op's block for a result).
    pub fn value_block(&self, value: Value) -> Option<BlockId> {
        match self.value_def(value) {
            ValueDef::Result { op, .. } => self.parent_block(op),
            ValueDef::BlockArg { block, .. } => Some(block),
        }
    }

    // ===== blocks and regions =====

    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.arg_values[self.blocks[block.index()].args.indices()]
    }

    pub fn block_arg_loc(&self, block: BlockId, index: usize) -> Location {
        self.arg_locs[self.blocks[block.index()].args.indices()][index]
    }

    pub fn set_block_arg_loc(&mut self, block: BlockId, index: usize, loc: Location) {
        self.arg_locs[self.blocks[block.index()].args.indices()][index] = loc;
    }

    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block.index()].parent
    }

    pub fn block_ops(&self, block: BlockId) -> impl Iterator<Item = OpId> + '_ {
        let mut cur = self.blocks[block.index()].first_op;
        std::iter::from_fn(move || {
            let op = cur?;
            cur = self.ops[op.index()].next;
            Some(op)
        })
    }

    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first_op
    }

    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last_op
    }

    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block.index()].next
    }

    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block.index()].prev
    }

    pub fn region_blocks(&self, region: RegionId) -> impl Iterator<Item = BlockId> + '_ {
        let mut cur = self.regions[region.index()].first_block;
        std::iter::from_fn(move || {
            let block = cur?;
            cur = self.blocks[block.index()].next;
            Some(block)
        })
    }

    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.index()].first_block
    }

    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region.index()].first_block.is_none()
    }

    /// The op owning a region of this body; `None` for a root region (owned by
    /// the isolated op this body belongs to).
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region.index()].parent
    }

    /// The op enclosing a block within this body.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.block_parent(block)?)
    }

    // ===== walks =====

    /// Visits `op` and every op nested in it that lives in this body, in
    /// pre-order (an op before the ops in its regions), without recursion.
    /// Does not enter child bodies of isolated ops; see [`crate::walk`].
    pub fn walk_preorder(&self, op: OpId, mut visit: impl FnMut(OpId)) {
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            visit(op);
            if self.child_bodies.contains_key(&op) {
                continue;
            }
            // Push in reverse so the first op of the first region is visited next.
            for &r in self.regions(op).iter().rev() {
                let blocks: Vec<BlockId> = self.region_blocks(r).collect();
                for &b in blocks.iter().rev() {
                    let mut cur = self.last_op(b);
                    while let Some(o) = cur {
                        stack.push(o);
                        cur = self.prev_op(o);
                    }
                }
            }
        }
    }

    /// Like [`Body::walk_preorder`] but starting from every op of a region.
    pub fn walk_region_preorder(&self, region: RegionId, mut visit: impl FnMut(OpId)) {
        let blocks: Vec<BlockId> = self.region_blocks(region).collect();
        for b in blocks {
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for op in ops {
                self.walk_preorder(op, &mut visit);
            }
        }
    }

    // ===== cloning =====

    /// Deep-copies `op` (with its regions) into a new detached op of this body.
    /// Operands defined outside the cloned op are remapped through `map` when
    /// present there, kept otherwise; `map` receives old -> new for every
    /// result and block argument cloned. Iterative, with blocks looked up
    /// by hash, so neither nesting depth nor block count is a concern.
    pub fn clone_op(&mut self, ctx: &Context, op: OpId, map: &mut ValueMap) -> OpId {
        let mut blocks: rustc_hash::FxHashMap<BlockId, BlockId> = Default::default();
        // Copies with an operand not mapped when they were made: a value from
        // outside (kept) or a use before its definition in a graph region.
        // Their operands are looked up again once everything exists.
        let mut unresolved: Vec<(OpId, OpId)> = Vec::new();
        let mut root = None;
        // (op to copy, the block its copy goes to: `None` for the root).
        let mut stack: Vec<(OpId, Option<BlockId>)> = vec![(op, None)];
        while let Some((from, parent)) = stack.pop() {
            let data = &self.ops[from.index()];
            let mut state = OperationState::new(data.name, data.loc);
            state.attributes = ctx.dictionary_entries(data.attrs).into();
            state.properties = self.props(from);
            state.result_types = self.results(from).map(|v| self.value_type(v)).collect();
            let regions: SmallVec<[RegionId; 2]> = SmallVec::from_slice(self.regions(from));
            let mut nested: Vec<(OpId, BlockId)> = Vec::new();
            if let Some(child) = self.child_body(from) {
                // Isolated: the whole child body is copied; its ids stay valid.
                state.child_body = Some(Box::new(child.clone()));
                state.regions = SmallVec::from_slice(&regions);
            } else {
                for r in regions {
                    let new_region = self.new_region();
                    let old_blocks: SmallVec<[BlockId; 4]> = self.region_blocks(r).collect();
                    for b in old_blocks {
                        let nb = self.create_block();
                        for i in 0..self.block_args(b).len() {
                            let arg = self.block_args(b)[i];
                            let (ty, loc) = (self.value_type(arg), self.block_arg_loc(b, i));
                            let new_arg = self.add_block_arg(nb, ty, loc);
                            map.insert(arg, new_arg);
                        }
                        self.append_block(new_region, nb);
                        blocks.insert(b, nb);
                        nested.extend(self.block_ops(b).map(|o| (o, nb)));
                    }
                    state.regions.push(new_region);
                }
            }
            // Successors in the cloned regions are all created by now (a
            // region's blocks are made before any of its ops is copied).
            state.successors = self
                .successors(from)
                .iter()
                .map(|s| blocks.get(s).copied().unwrap_or(*s))
                .collect();
            let resolved = self.operands(from).all(|v| map.contains(v));
            state.operands = self.operands(from).map(|v| map.lookup(v)).collect();
            let copy = self.create_op(ctx, state);
            if !resolved {
                unresolved.push((from, copy));
            }
            for i in 0..self.num_results(from) {
                map.insert(self.result(from, i), self.result(copy, i));
            }
            match parent {
                Some(block) => self.append_op(block, copy),
                None => root = Some(copy),
            }
            // Reversed, so the ops come off the stack in order.
            stack.extend(nested.into_iter().rev().map(|(o, b)| (o, Some(b))));
        }
        for (from, copy) in unresolved {
            let operands: SmallVec<[Value; 4]> =
                self.operands(from).map(|v| map.lookup(v)).collect();
            self.set_operands(copy, &operands);
        }
        root.expect("the root op is cloned first")
    }
}

/// Old value -> new value, for cloning and inlining.
#[derive(Default, Debug)]
pub struct ValueMap {
    map: rustc_hash::FxHashMap<Value, Value>,
}

impl ValueMap {
    pub fn new() -> Self {
        ValueMap::default()
    }

    pub fn insert(&mut self, from: Value, to: Value) {
        self.map.insert(from, to);
    }

    /// The mapped value, or `v` itself when unmapped.
    pub fn lookup(&self, v: Value) -> Value {
        self.map.get(&v).copied().unwrap_or(v)
    }

    pub fn contains(&self, v: Value) -> bool {
        self.map.contains_key(&v)
    }
}

impl OpData {
    fn placeholder(name: OpName, loc: Location, attrs: Attribute) -> OpData {
        OpData {
            name,
            loc,
            attrs,
            props: NO_PROPS,
            operands: Span::default(),
            results: Span::default(),
            successors: Span::default(),
            regions: Span::default(),
            parent: None,
            prev: None,
            next: None,
            erased: false,
        }
    }
}

/// Appends `items` to a list arena and returns their span.
fn push_list<T: Copy>(arena: &mut Vec<T>, items: &[T]) -> Span {
    let start = arena.len() as u32;
    arena.extend_from_slice(items);
    Span {
        start,
        len: items.len() as u32,
    }
}

/// Splits `state.attributes` into (discardable dictionary, properties) as MLIR
/// does for registered ops: attributes the op declares are inherent.
fn split_properties(
    ctx: &Context,
    def: Option<&crate::dialect::OpDef>,
    state: &OperationState,
) -> (Attribute, Option<Attribute>) {
    if state.attributes.is_empty() {
        // The common case: no attributes, nothing to sort or intern.
        return (ctx.empty_dictionary(), state.properties);
    }
    let Some(def) = def else {
        let mut all: SmallVec<[NamedAttr; 8]> = SmallVec::from_slice(&state.attributes);
        return (ctx.dictionary_attr_in_place(&mut all), state.properties);
    };
    let mut props: SmallVec<[NamedAttr; 8]> = state
        .properties
        .map(|p| SmallVec::from_slice(ctx.dictionary_entries(p)))
        .unwrap_or_default();
    let mut discardable: SmallVec<[NamedAttr; 8]> = SmallVec::new();
    for &a in &state.attributes {
        if def.declares_attr(ctx.str(a.name)) {
            props.push(a);
        } else {
            discardable.push(a);
        }
    }
    let props = (!props.is_empty() || state.properties.is_some())
        .then(|| ctx.dictionary_attr_in_place(&mut props));
    // Usually every attribute is a property.
    let discardable = if discardable.is_empty() {
        ctx.empty_dictionary()
    } else {
        ctx.dictionary_attr_in_place(&mut discardable)
    };
    (discardable, props)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fixture {
        ctx: Context,
        body: Body,
        block: BlockId,
    }

    fn fixture() -> Fixture {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        let region = body.new_region();
        let block = body.create_block();
        body.append_block(region, block);
        Fixture { ctx, body, block }
    }

    fn op(f: &mut Fixture, name: &str, operands: &[Value], results: usize) -> OpId {
        let i32t = f.ctx.int_type(32);
        let mut state = OperationState::new(f.ctx.op_name(name), f.ctx.unknown_loc());
        state.operands = operands.to_vec().into();
        state.result_types = vec![i32t; results].into();
        let id = f.body.create_op(&f.ctx, state);
        f.body.append_op(f.block, id);
        id
    }

    fn names(f: &Fixture) -> Vec<&str> {
        f.body
            .block_ops(f.block)
            .map(|o| f.ctx.op_name_str(f.body.op_name(o)))
            .collect()
    }

    #[test]
    fn replace_all_uses_and_erase() {
        let mut f = fixture();
        let a = op(&mut f, "t.a", &[], 1);
        let b = op(&mut f, "t.b", &[], 1);
        let (va, vb) = (f.body.result(a, 0), f.body.result(b, 0));
        let user = op(&mut f, "t.use", &[va, va, vb], 0);
        assert_eq!(f.body.uses(va).count(), 2);
        f.body.replace_all_uses_with(va, vb);
        assert!(f.body.use_empty(va));
        assert_eq!(f.body.operands(user).collect::<Vec<_>>(), [vb, vb, vb]);
        assert_eq!(f.body.users(vb).filter(|&u| u == user).count(), 3);
        f.body.erase_op(a);
        assert_eq!(names(&f), ["t.b", "t.use"]);
        f.body.erase_op(user);
        assert!(f.body.use_empty(vb));
        // Erased slots are reused.
        let c = op(&mut f, "t.c", &[vb], 0);
        assert!(c == a || c == user);
        assert_eq!(
            f.body.operand_number(f.body.operand_ids(c).next().unwrap()),
            0
        );
    }

    #[test]
    fn insert_move_and_set_operands() {
        let mut f = fixture();
        let a = op(&mut f, "t.a", &[], 1);
        let b = op(&mut f, "t.b", &[], 1);
        let c = op(&mut f, "t.c", &[], 0);
        f.body.move_op_before(c, a);
        assert_eq!(names(&f), ["t.c", "t.a", "t.b"]);
        f.body.detach_op(a);
        f.body.insert_op_after(b, a);
        assert_eq!(names(&f), ["t.c", "t.b", "t.a"]);
        let (va, vb) = (f.body.result(a, 0), f.body.result(b, 0));
        f.body.set_operands(c, &[va, vb]);
        assert!(f.body.has_one_use(va));
        f.body.set_operands(c, &[vb]);
        assert!(f.body.use_empty(va));
        assert!(f.body.has_one_use(vb));
    }

    #[test]
    fn clone_remaps_nested_values() {
        let mut f = fixture();
        let outer_val = {
            let a = op(&mut f, "t.a", &[], 1);
            f.body.result(a, 0)
        };
        // An op with one region whose block argument is used inside.
        let region = f.body.new_region();
        let inner = f.body.create_block();
        let i32t = f.ctx.int_type(32);
        let arg = f.body.add_block_arg(inner, i32t, f.ctx.unknown_loc());
        f.body.append_block(region, inner);
        let mut use_state = OperationState::new(f.ctx.op_name("t.use"), f.ctx.unknown_loc());
        use_state.operands = vec![arg, outer_val].into();
        let use_op = f.body.create_op(&f.ctx, use_state);
        f.body.append_op(inner, use_op);
        let mut state = OperationState::new(f.ctx.op_name("t.region"), f.ctx.unknown_loc());
        state.regions.push(region);
        let holder = f.body.create_op(&f.ctx, state);
        f.body.append_op(f.block, holder);

        let mut map = ValueMap::new();
        let copy = f.body.clone_op(&f.ctx, holder, &mut map);
        let copy_region = f.body.regions(copy)[0];
        let copy_block = f.body.entry_block(copy_region).unwrap();
        let copy_arg = f.body.block_args(copy_block)[0];
        let copy_use = f.body.first_op(copy_block).unwrap();
        assert_ne!(copy_arg, arg);
        assert_eq!(
            f.body.operands(copy_use).collect::<Vec<_>>(),
            [copy_arg, outer_val]
        );
        assert_eq!(f.body.parent_op(copy_use), Some(copy));
    }

    #[test]
    fn erasing_an_isolated_op_leaves_this_body_alone() {
        let mut f = fixture();
        let a = op(&mut f, "t.a", &[], 0);
        let mut child = Body::new();
        let inner = child.new_region();
        let mut state = OperationState::new(f.ctx.op_name("t.iso"), f.ctx.unknown_loc());
        state.regions.push(inner);
        state.child_body = Some(Box::new(child));
        let iso = f.body.create_op(&f.ctx, state);
        f.body.append_op(f.block, iso);
        assert_eq!(f.body.regions(iso), [inner]);
        f.body.erase_op(iso);
        assert!(f.body.child_body(iso).is_none());
        assert_eq!(names(&f), ["t.a"]);
        assert!(!f.body.is_erased(a));
    }

    #[test]
    fn append_body_shifts_lists() {
        let mut f = fixture();
        op(&mut f, "t.a", &[], 0);
        let mut other = Body::new();
        let region = other.new_region();
        let (b0, b1) = (other.create_block(), other.create_block());
        other.append_block(region, b0);
        other.append_block(region, b1);
        let mut state = OperationState::new(f.ctx.op_name("t.br"), f.ctx.unknown_loc());
        state.successors.push(b1);
        let br = other.create_op(&f.ctx, state);
        other.append_op(b0, br);
        let mut state = OperationState::new(f.ctx.op_name("t.holder"), f.ctx.unknown_loc());
        state.regions.push(region);
        let holder = other.create_op(&f.ctx, state);
        let shift = f.body.append_body(other);
        let (br, holder) = (shift.op(br), shift.op(holder));
        assert_eq!(f.body.successors(br), [shift.block(b1)]);
        assert_eq!(f.body.regions(holder), [shift.region(region)]);
        assert_eq!(f.body.parent_op(br), Some(holder));
    }

    #[test]
    fn block_args_insert_and_erase() {
        let mut f = fixture();
        let (i32t, i64t) = (f.ctx.int_type(32), f.ctx.int_type(64));
        let loc = |f: &Fixture, line| f.ctx.file_loc("t", line, 1);
        let (l1, l2, l3) = (loc(&f, 1), loc(&f, 2), loc(&f, 3));
        let other = f.body.create_block();
        let a = f.body.add_block_arg(f.block, i32t, l1);
        let x = f.body.add_block_arg(other, i64t, l3);
        // `f.block`'s list is no longer last in the arenas: it moves to grow.
        let c = f.body.add_block_arg(f.block, i32t, l3);
        let b = f.body.insert_block_arg(f.block, 1, i64t, l2);
        assert_eq!(f.body.block_args(f.block), [a, b, c]);
        assert_eq!(f.body.block_args(other), [x]);
        assert_eq!(f.body.block_arg_loc(f.block, 1), l2);
        assert_eq!(
            f.body.value_def(c),
            ValueDef::BlockArg {
                block: f.block,
                index: 2
            }
        );
        f.body.erase_block_arg(f.block, 0);
        assert_eq!(f.body.block_args(f.block), [b, c]);
        assert_eq!(f.body.block_arg_loc(f.block, 1), l3);
        assert_eq!(
            f.body.value_def(b),
            ValueDef::BlockArg {
                block: f.block,
                index: 0
            }
        );
        let d = f.body.add_block_arg(f.block, i32t, l1);
        assert_eq!(f.body.block_args(f.block), [b, c, d]);
        assert_eq!(f.body.block_args(other), [x]);
    }

    #[test]
    fn deep_isolated_nesting_drops_without_recursion() {
        let ctx = Context::with_dialects(&[]);
        let mut body = Body::new();
        for _ in 0..200_000 {
            let mut outer = Body::new();
            let state = OperationState::new(ctx.op_name("t.iso"), ctx.unknown_loc());
            let id = outer.create_op(&ctx, state);
            outer.set_child_body(id, Box::new(std::mem::take(&mut body)));
            body = outer;
        }
        drop(body);
    }
}
