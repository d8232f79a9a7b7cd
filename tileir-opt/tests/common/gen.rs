//! A line-for-line port of `bench/ir/gen.py`: the same SplitMix64 stream and
//! the same choices in the same order, so `generate(shape, size, seed)` is
//! byte-identical to `gen.py --shape SHAPE --size SIZE --seed SEED`.
//! Tests use it to make small bench-shaped inputs without needing python3;
//! `roundtrip.rs` checks the two agree whenever python3 is present.
//! Change both files together.

#![allow(dead_code)]

use std::fmt::Write as _;

pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const F32_CONSTS: [&str; 8] = [
    "0.000000e+00",
    "1.000000e+00",
    "2.500000e-01",
    "-1.500000e+00",
    "3.140000e+00",
    "5.000000e-01",
    "-2.000000e+00",
    "1.024000e+03",
];

struct Scopes {
    vals: Vec<Vec<String>>,
    marks: Vec<Vec<usize>>,
}

impl Scopes {
    fn new(ntypes: usize) -> Scopes {
        Scopes {
            vals: vec![Vec::new(); ntypes],
            marks: Vec::new(),
        }
    }
    fn push(&mut self) {
        self.marks.push(self.vals.iter().map(Vec::len).collect());
    }
    fn pop(&mut self) {
        let lens = self.marks.pop().unwrap();
        for (v, n) in self.vals.iter_mut().zip(lens) {
            v.truncate(n);
        }
    }
    fn add(&mut self, ty: usize, name: String) {
        self.vals[ty].push(name);
    }
    fn has(&self, ty: usize) -> bool {
        !self.vals[ty].is_empty()
    }
    fn pick(&self, rng: &mut Rng, ty: usize) -> String {
        let v = &self.vals[ty];
        let n = v.len();
        if n > 8 && rng.chance(75) {
            return v[n - 8 + rng.below(8)].clone();
        }
        v[rng.below(n)].clone()
    }
}

// ---------------------------------------------------------------------------
// Shape (b): func/arith/scf in custom form.

const I32: usize = 0;
const I64: usize = 1;
const F32: usize = 2;
const IDX: usize = 3;
const I1: usize = 4;
const SCF_TYPES: [&str; 5] = ["i32", "i64", "f32", "index", "i1"];
const INT_BIN: [&str; 12] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "divsi", "remsi", "shli",
    "shrsi",
];
const FLOAT_BIN: [&str; 6] = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf"];
const CMPI_PRED: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF_PRED: [&str; 8] = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une"];
const KERNEL_SIG: &str = "(i32, i32, f32, f32, index) -> (i32, f32)";

struct ScfGen<'a> {
    rng: Rng,
    w: &'a mut String,
    next_id: usize,
    next_arg: usize,
    kernel: usize,
    s: Scopes,
}

impl ScfGen<'_> {
    fn fresh(&mut self) -> String {
        let n = format!("%{}", self.next_id);
        self.next_id += 1;
        n
    }
    fn fresh_arg(&mut self) -> String {
        let n = format!("%arg{}", self.next_arg);
        self.next_arg += 1;
        n
    }

    fn module(&mut self, size: usize) {
        self.w.push_str("module {\n");
        self.w
            .push_str("  func.func private @ext_i32(i32) -> i32\n");
        self.w
            .push_str("  func.func private @ext_f32(f32) -> f32\n");
        while self.w.len() < size {
            self.func();
        }
        self.w.push_str("}\n");
    }

    fn func(&mut self) {
        let k = self.kernel;
        self.kernel += 1;
        self.next_id = 0;
        self.next_arg = 5;
        self.s.push();
        let _ = writeln!(
            self.w,
            "  func.func @k{k}(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index) -> (i32, f32) {{"
        );
        self.s.add(I32, "%arg0".into());
        self.s.add(I32, "%arg1".into());
        self.s.add(F32, "%arg2".into());
        self.s.add(F32, "%arg3".into());
        self.s.add(IDX, "%arg4".into());
        self.w.push_str("    %c0 = arith.constant 0 : index\n");
        self.w.push_str("    %c1 = arith.constant 1 : index\n");
        self.w.push_str("    %c0_i32 = arith.constant 0 : i32\n");
        self.w
            .push_str("    %cst = arith.constant 1.000000e+00 : f32\n");
        self.s.add(IDX, "%c0".into());
        self.s.add(IDX, "%c1".into());
        self.s.add(I32, "%c0_i32".into());
        self.s.add(F32, "%cst".into());
        let n = 10 + self.rng.below(40);
        for _ in 0..n {
            self.op(0, "    ");
        }
        let a = self.s.pick(&mut self.rng, I32);
        let b = self.s.pick(&mut self.rng, F32);
        let _ = writeln!(self.w, "    return {a}, {b} : i32, f32");
        self.w.push_str("  }\n");
        self.s.pop();
    }

    fn cmpi(&mut self, ind: &str) {
        let ty = if self.rng.chance(20) { IDX } else { I32 };
        let a = self.s.pick(&mut self.rng, ty);
        let b = self.s.pick(&mut self.rng, ty);
        let r = self.fresh();
        let pred = CMPI_PRED[self.rng.below(10)];
        let _ = writeln!(
            self.w,
            "{ind}{r} = arith.cmpi {pred}, {a}, {b} : {}",
            SCF_TYPES[ty]
        );
        self.s.add(I1, r);
    }

    fn op(&mut self, depth: usize, ind: &str) {
        let r = self.rng.below(100);
        if r < 5 {
            let v = self.fresh();
            let c = self.rng.below(200) as i64 - 50;
            let _ = writeln!(self.w, "{ind}{v} = arith.constant {c} : i32");
            self.s.add(I32, v);
        } else if r < 7 {
            let v = self.fresh();
            let c = F32_CONSTS[self.rng.below(F32_CONSTS.len())];
            let _ = writeln!(self.w, "{ind}{v} = arith.constant {c} : f32");
            self.s.add(F32, v);
        } else if r < 9 {
            let v = self.fresh();
            let c = self.rng.below(64);
            let _ = writeln!(self.w, "{ind}{v} = arith.constant {c} : index");
            self.s.add(IDX, v);
        } else if r < 39 {
            let ty = if self.s.has(I64) && self.rng.chance(15) {
                I64
            } else {
                I32
            };
            let name = INT_BIN[self.rng.below(INT_BIN.len())];
            let a = self.s.pick(&mut self.rng, ty);
            let b = self.s.pick(&mut self.rng, ty);
            let mut flags = "";
            if matches!(name, "addi" | "subi" | "muli" | "shli") && self.rng.chance(5) {
                flags = " overflow<nsw>";
            }
            let v = self.fresh();
            let _ = writeln!(
                self.w,
                "{ind}{v} = arith.{name} {a}, {b}{flags} : {}",
                SCF_TYPES[ty]
            );
            self.s.add(ty, v);
        } else if r < 59 {
            let name = FLOAT_BIN[self.rng.below(FLOAT_BIN.len())];
            let a = self.s.pick(&mut self.rng, F32);
            let b = self.s.pick(&mut self.rng, F32);
            let flags = if self.rng.chance(5) {
                " fastmath<fast>"
            } else {
                ""
            };
            let v = self.fresh();
            let _ = writeln!(self.w, "{ind}{v} = arith.{name} {a}, {b}{flags} : f32");
            self.s.add(F32, v);
        } else if r < 66 {
            self.cmpi(ind);
        } else if r < 70 {
            let a = self.s.pick(&mut self.rng, F32);
            let b = self.s.pick(&mut self.rng, F32);
            let v = self.fresh();
            let pred = CMPF_PRED[self.rng.below(8)];
            let _ = writeln!(self.w, "{ind}{v} = arith.cmpf {pred}, {a}, {b} : f32");
            self.s.add(I1, v);
        } else if r < 78 {
            if !self.s.has(I1) {
                self.cmpi(ind);
                return;
            }
            let c = self.s.pick(&mut self.rng, I1);
            let ty = [I32, F32, IDX][self.rng.below(3)];
            let a = self.s.pick(&mut self.rng, ty);
            let b = self.s.pick(&mut self.rng, ty);
            let v = self.fresh();
            let _ = writeln!(
                self.w,
                "{ind}{v} = arith.select {c}, {a}, {b} : {}",
                SCF_TYPES[ty]
            );
            self.s.add(ty, v);
        } else if r < 82 {
            let v = self.fresh();
            if self.rng.chance(50) {
                let a = self.s.pick(&mut self.rng, IDX);
                let _ = writeln!(self.w, "{ind}{v} = arith.index_cast {a} : index to i32");
                self.s.add(I32, v);
            } else {
                let a = self.s.pick(&mut self.rng, I32);
                let _ = writeln!(self.w, "{ind}{v} = arith.index_cast {a} : i32 to index");
                self.s.add(IDX, v);
            }
        } else if r < 85 {
            let a = self.s.pick(&mut self.rng, I32);
            let v = self.fresh();
            let _ = writeln!(self.w, "{ind}{v} = arith.sitofp {a} : i32 to f32");
            self.s.add(F32, v);
        } else if r < 86 {
            let a = self.s.pick(&mut self.rng, F32);
            let v = self.fresh();
            let _ = writeln!(self.w, "{ind}{v} = arith.fptosi {a} : f32 to i32");
            self.s.add(I32, v);
        } else if r < 90 {
            let v = self.fresh();
            if r >= 88 && self.s.has(I64) {
                let a = self.s.pick(&mut self.rng, I64);
                let _ = writeln!(self.w, "{ind}{v} = arith.trunci {a} : i64 to i32");
                self.s.add(I32, v);
            } else {
                let a = self.s.pick(&mut self.rng, I32);
                let _ = writeln!(self.w, "{ind}{v} = arith.extsi {a} : i32 to i64");
                self.s.add(I64, v);
            }
        } else if r < 93 {
            let v = self.fresh();
            if self.rng.chance(50) {
                let a = self.s.pick(&mut self.rng, I32);
                let _ = writeln!(self.w, "{ind}{v} = func.call @ext_i32({a}) : (i32) -> i32");
                self.s.add(I32, v);
            } else {
                let a = self.s.pick(&mut self.rng, F32);
                let _ = writeln!(self.w, "{ind}{v} = func.call @ext_f32({a}) : (f32) -> f32");
                self.s.add(F32, v);
            }
        } else if r < 94 {
            if self.kernel < 2 {
                self.cmpi(ind);
                return;
            }
            let callee = self.rng.below(self.kernel - 1);
            let args = [
                self.s.pick(&mut self.rng, I32),
                self.s.pick(&mut self.rng, I32),
                self.s.pick(&mut self.rng, F32),
                self.s.pick(&mut self.rng, F32),
                self.s.pick(&mut self.rng, IDX),
            ];
            let v = self.fresh();
            let _ = writeln!(
                self.w,
                "{ind}{v}:2 = func.call @k{callee}({}) : {KERNEL_SIG}",
                args.join(", ")
            );
            self.s.add(I32, format!("{v}#0"));
            self.s.add(F32, format!("{v}#1"));
        } else if r < 97 && depth < 3 {
            self.scf_for(depth, ind);
        } else if depth < 3 {
            self.scf_if(depth, ind);
        } else {
            self.cmpi(ind);
        }
    }

    fn result_types(&mut self) -> Vec<usize> {
        let n = self.rng.below(3);
        (0..n).map(|_| [I32, F32][self.rng.below(2)]).collect()
    }

    fn results_prefix(&mut self, n: usize) -> (String, Vec<String>) {
        if n == 0 {
            return (String::new(), Vec::new());
        }
        let v = self.fresh();
        if n == 1 {
            return (format!("{v} = "), vec![v]);
        }
        (
            format!("{v}:{n} = "),
            (0..n).map(|i| format!("{v}#{i}")).collect(),
        )
    }

    fn body(&mut self, depth: usize, ind: &str) {
        let n = 2 + self.rng.below(8);
        for _ in 0..n {
            self.op(depth, ind);
        }
    }

    fn yield_(&mut self, ind: &str, tys: &[usize]) {
        if tys.is_empty() {
            return;
        }
        let vals: Vec<String> = tys.iter().map(|&t| self.s.pick(&mut self.rng, t)).collect();
        let tys: Vec<&str> = tys.iter().map(|&t| SCF_TYPES[t]).collect();
        let _ = writeln!(
            self.w,
            "{ind}scf.yield {} : {}",
            vals.join(", "),
            tys.join(", ")
        );
    }

    fn scf_for(&mut self, depth: usize, ind: &str) {
        let tys = self.result_types();
        let lb = self.s.pick(&mut self.rng, IDX);
        let ub = self.s.pick(&mut self.rng, IDX);
        let step = if self.rng.chance(70) {
            "%c1".to_string()
        } else {
            self.s.pick(&mut self.rng, IDX)
        };
        let inits: Vec<String> = tys.iter().map(|&t| self.s.pick(&mut self.rng, t)).collect();
        let (prefix, results) = self.results_prefix(tys.len());
        let iv = self.fresh_arg();
        let iters: Vec<String> = tys.iter().map(|_| self.fresh_arg()).collect();
        let mut head = format!("{ind}{prefix}scf.for {iv} = {lb} to {ub} step {step}");
        if !tys.is_empty() {
            let pairs: Vec<String> = iters
                .iter()
                .zip(&inits)
                .map(|(a, b)| format!("{a} = {b}"))
                .collect();
            let names: Vec<&str> = tys.iter().map(|&t| SCF_TYPES[t]).collect();
            let _ = write!(
                head,
                " iter_args({}) -> ({})",
                pairs.join(", "),
                names.join(", ")
            );
        }
        self.w.push_str(&head);
        self.w.push_str(" {\n");
        self.s.push();
        self.s.add(IDX, iv);
        for (a, &t) in iters.into_iter().zip(&tys) {
            self.s.add(t, a);
        }
        let inner = format!("{ind}  ");
        self.body(depth + 1, &inner);
        self.yield_(&inner, &tys);
        self.s.pop();
        let _ = writeln!(self.w, "{ind}}}");
        for (v, &t) in results.into_iter().zip(&tys) {
            self.s.add(t, v);
        }
    }

    fn scf_if(&mut self, depth: usize, ind: &str) {
        if !self.s.has(I1) {
            self.cmpi(ind);
        }
        let c = self.s.pick(&mut self.rng, I1);
        let tys = self.result_types();
        let (prefix, results) = self.results_prefix(tys.len());
        let mut head = format!("{ind}{prefix}scf.if {c}");
        if !tys.is_empty() {
            let names: Vec<&str> = tys.iter().map(|&t| SCF_TYPES[t]).collect();
            let _ = write!(head, " -> ({})", names.join(", "));
        }
        self.w.push_str(&head);
        self.w.push_str(" {\n");
        let inner = format!("{ind}  ");
        self.s.push();
        self.body(depth + 1, &inner);
        self.yield_(&inner, &tys);
        self.s.pop();
        if !tys.is_empty() || self.rng.chance(50) {
            let _ = writeln!(self.w, "{ind}}} else {{");
            self.s.push();
            self.body(depth + 1, &inner);
            self.yield_(&inner, &tys);
            self.s.pop();
        }
        let _ = writeln!(self.w, "{ind}}}");
        for (v, &t) in results.into_iter().zip(&tys) {
            self.s.add(t, v);
        }
    }
}

// ---------------------------------------------------------------------------
// Shape (a): generic form, unregistered ops, nested regions.

const GEN_TYPES: [&str; 12] = [
    "i32",
    "i64",
    "f32",
    "f16",
    "bf16",
    "index",
    "i1",
    "tensor<4x8xf32>",
    "tensor<?x4xi32>",
    "vector<4xf32>",
    "memref<16xf32>",
    "!bench.tok",
];
const GEN_TYPE_PICK: [usize; 18] = [0, 0, 0, 0, 2, 2, 2, 5, 5, 1, 6, 3, 4, 7, 8, 9, 10, 11];
const G_I1: usize = 6;
const OP_NAMES: [&str; 12] = [
    "bench.add",
    "bench.mul",
    "bench.load",
    "bench.store",
    "bench.cast",
    "bench.compute",
    "bench.reduce",
    "bench.shuffle",
    "foo.bar",
    "xyz.op",
    "bench.op",
    "bench.pack",
];
const REGION_OP_NAMES: [&str; 5] = [
    "bench.region",
    "bench.loop",
    "bench.if",
    "bench.scope",
    "foo.launch",
];
const ATTR_KEYS: [&str; 16] = [
    "value",
    "name",
    "index",
    "flags",
    "shape",
    "kind",
    "alignment",
    "callee",
    "axes",
    "mode",
    "config",
    "tag",
    "offsets",
    "strides",
    "noinline",
    "layout",
];

struct GenericGen<'a> {
    rng: Rng,
    w: &'a mut String,
    next_id: usize,
    next_arg: usize,
    funcs: usize,
    s: Scopes,
}

impl GenericGen<'_> {
    fn fresh(&mut self) -> String {
        let n = format!("%{}", self.next_id);
        self.next_id += 1;
        n
    }
    fn fresh_arg(&mut self) -> String {
        let n = format!("%arg{}", self.next_arg);
        self.next_arg += 1;
        n
    }
    fn pick_type(&mut self) -> usize {
        GEN_TYPE_PICK[self.rng.below(GEN_TYPE_PICK.len())]
    }

    fn module(&mut self, size: usize) {
        self.w.push_str("\"builtin.module\"() ({\n");
        while self.w.len() < size {
            self.func();
        }
        self.w.push_str("}) : () -> ()\n");
    }

    fn attr_value(&mut self) -> String {
        let rng = &mut self.rng;
        let k = rng.below(12);
        if k == 0 {
            let v = rng.below(1000) as i64 - 100;
            return format!("{v} : {}", ["i64", "i32", "i16"][rng.below(3)]);
        }
        if k == 1 {
            let c = F32_CONSTS[rng.below(F32_CONSTS.len())];
            return format!("{c} : {}", ["f32", "f64"][rng.below(2)]);
        }
        if k == 2 {
            let n = rng.below(100);
            return format!("\"s{n}_{}\"", ["x", "tile", "warp", "cta"][rng.below(4)]);
        }
        if k == 3 {
            return ["true", "false"][rng.below(2)].to_string();
        }
        if k == 4 {
            let n = 1 + rng.below(4);
            let v: Vec<String> = (0..n).map(|_| rng.below(64).to_string()).collect();
            return format!("[{}]", v.join(", "));
        }
        if k == 5 {
            let a = rng.below(10);
            let b = rng.below(10);
            return format!("{{a = {a} : i32, b = \"v{b}\"}}");
        }
        if k == 6 {
            let t = self.pick_type();
            return GEN_TYPES[t].to_string();
        }
        if k == 7 {
            if rng.chance(50) {
                let (a, b, c, d) = (rng.below(9), rng.below(9), rng.below(9), rng.below(9));
                return format!("dense<[{a}, {b}, {c}, {d}]> : tensor<4xi32>");
            }
            let c = F32_CONSTS[rng.below(F32_CONSTS.len())];
            return format!("dense<{c}> : tensor<4x8xf32>");
        }
        if k == 8 && self.funcs > 1 {
            return format!("@g{}", rng.below(self.funcs - 1));
        }
        if k == 9 {
            let n = 1 + rng.below(4);
            let v: Vec<String> = (0..n).map(|_| rng.below(16).to_string()).collect();
            return format!("array<i64: {}>", v.join(", "));
        }
        if k == 10 {
            return "\"line\\0Anext\\22q\\22\"".to_string();
        }
        format!("{} : index", rng.below(128))
    }

    fn attr_dict(&mut self) -> String {
        if !self.rng.chance(45) {
            return String::new();
        }
        let n = 1 + self.rng.below(4);
        let start = self.rng.below(ATTR_KEYS.len());
        let mut parts = Vec::new();
        for i in 0..n {
            let key = ATTR_KEYS[(start + i) % ATTR_KEYS.len()];
            if self.rng.chance(8) {
                parts.push(key.to_string());
            } else {
                let v = self.attr_value();
                parts.push(format!("{key} = {v}"));
            }
        }
        format!(" {{{}}}", parts.join(", "))
    }

    fn operands(&mut self) -> (Vec<String>, Vec<&'static str>) {
        let n = self.rng.below(4);
        let mut names = Vec::new();
        let mut tys = Vec::new();
        for _ in 0..n {
            let mut t = self.pick_type();
            if !self.s.has(t) {
                t = 0;
            }
            names.push(self.s.pick(&mut self.rng, t));
            tys.push(GEN_TYPES[t]);
        }
        (names, tys)
    }

    fn results(&mut self) -> (String, Vec<(String, usize)>) {
        let r = self.rng.below(10);
        let n = if r < 2 {
            0
        } else if r < 8 {
            1
        } else {
            2 + self.rng.below(2)
        };
        let tys: Vec<usize> = (0..n).map(|_| self.pick_type()).collect();
        if n == 0 {
            return (String::new(), Vec::new());
        }
        let v = self.fresh();
        if n == 1 {
            return (format!("{v} = "), vec![(v, tys[0])]);
        }
        (
            format!("{v}:{n} = "),
            (0..n).map(|i| (format!("{v}#{i}"), tys[i])).collect(),
        )
    }

    fn fn_type(&self, optys: &[&str], res: &[(String, usize)]) -> String {
        let ins = format!("({})", optys.join(", "));
        let outs: Vec<&str> = res.iter().map(|(_, t)| GEN_TYPES[*t]).collect();
        if outs.len() == 1 && !outs[0].starts_with('(') {
            return format!("{ins} -> {}", outs[0]);
        }
        format!("{ins} -> ({})", outs.join(", "))
    }

    fn func(&mut self) {
        let f = self.funcs;
        self.funcs += 1;
        self.next_id = 0;
        self.next_arg = 0;
        self.s.push();
        let nargs = 1 + self.rng.below(4);
        let mut args = Vec::new();
        for _ in 0..nargs {
            let t = self.pick_type();
            let a = self.fresh_arg();
            args.push((a, t));
        }
        self.w.push_str("  \"bench.func\"() ({\n");
        let sig: Vec<String> = args
            .iter()
            .map(|(a, t)| format!("{a}: {}", GEN_TYPES[*t]))
            .collect();
        let _ = writeln!(self.w, "  ^bb0({}):", sig.join(", "));
        self.s.add(0, "%cst_i32".into());
        self.w
            .push_str("    %cst_i32 = \"bench.constant\"() {value = 0 : i32} : () -> i32\n");
        for (a, t) in &args {
            self.s.add(*t, a.clone());
        }
        let n = 4 + self.rng.below(16);
        for _ in 0..n {
            self.op(1, "    ");
        }
        let v = self.s.pick(&mut self.rng, 0);
        let _ = writeln!(self.w, "    \"bench.return\"({v}) : (i32) -> ()");
        let tys: Vec<&str> = args.iter().map(|(_, t)| GEN_TYPES[*t]).collect();
        let _ = writeln!(
            self.w,
            "  }}) {{function_type = ({}) -> i32, sym_name = \"g{f}\"}} : () -> ()",
            tys.join(", ")
        );
        self.s.pop();
    }

    fn op(&mut self, depth: usize, ind: &str) {
        if depth < 4 && self.rng.chance(14) {
            self.region_op(depth, ind);
            return;
        }
        let (names, tys) = self.operands();
        let (prefix, res) = self.results();
        let name = OP_NAMES[self.rng.below(OP_NAMES.len())];
        let mut props = String::new();
        if self.rng.chance(5) {
            props = format!(" <{{prop = {} : i32}}>", self.rng.below(100));
        }
        let attrs = self.attr_dict();
        let fty = self.fn_type(&tys, &res);
        let _ = writeln!(
            self.w,
            "{ind}{prefix}\"{name}\"({}){props}{attrs} : {fty}",
            names.join(", ")
        );
        for (v, t) in res {
            self.s.add(t, v);
        }
    }

    fn region_op(&mut self, depth: usize, ind: &str) {
        let (names, tys) = self.operands();
        let (prefix, res) = self.results();
        let name = REGION_OP_NAMES[self.rng.below(REGION_OP_NAMES.len())];
        let _ = writeln!(self.w, "{ind}{prefix}\"{name}\"({}) ({{", names.join(", "));
        let nregions = 1 + usize::from(self.rng.chance(25));
        for ri in 0..nregions {
            if ri > 0 {
                let _ = writeln!(self.w, "{ind}}}, {{");
            }
            self.region(depth + 1, ind);
        }
        let attrs = self.attr_dict();
        let fty = self.fn_type(&tys, &res);
        let _ = writeln!(self.w, "{ind}}}){attrs} : {fty}");
        for (v, t) in res {
            self.s.add(t, v);
        }
    }

    fn block_args(&mut self) -> Vec<(String, usize)> {
        let n = self.rng.below(3);
        (0..n)
            .map(|_| {
                let a = self.fresh_arg();
                let t = self.pick_type();
                (a, t)
            })
            .collect()
    }

    fn region(&mut self, depth: usize, ind: &str) {
        let nblocks = if self.rng.chance(70) {
            1
        } else {
            2 + self.rng.below(2)
        };
        self.s.push();
        let inner = format!("{ind}  ");
        for b in 0..nblocks {
            let args = self.block_args();
            if !args.is_empty() {
                let sig: Vec<String> = args
                    .iter()
                    .map(|(a, t)| format!("{a}: {}", GEN_TYPES[*t]))
                    .collect();
                let _ = writeln!(self.w, "{ind}^bb{b}({}):", sig.join(", "));
            } else if b > 0 {
                let _ = writeln!(self.w, "{ind}^bb{b}:");
            }
            if b > 0 {
                self.s.push();
            }
            for (a, t) in args {
                self.s.add(t, a);
            }
            let n = 1 + self.rng.below(6);
            for _ in 0..n {
                self.op(depth, &inner);
            }
            if b + 1 < nblocks {
                let v = self.s.pick(&mut self.rng, 0);
                if self.s.has(G_I1) && self.rng.chance(50) {
                    let c = self.s.pick(&mut self.rng, G_I1);
                    let _ = writeln!(
                        self.w,
                        "{inner}\"bench.cond_br\"({c}, {v})[^bb{}, ^bb{}] : (i1, i32) -> ()",
                        b + 1,
                        nblocks - 1
                    );
                } else {
                    let _ = writeln!(
                        self.w,
                        "{inner}\"bench.br\"({v})[^bb{}] : (i32) -> ()",
                        b + 1
                    );
                }
            } else {
                let v = self.s.pick(&mut self.rng, 0);
                let _ = writeln!(self.w, "{inner}\"bench.yield\"({v}) : (i32) -> ()");
            }
            if b > 0 {
                self.s.pop();
            }
        }
        self.s.pop();
    }
}

/// The bench input of `shape` ("generic" or "scf") of about `size` bytes.
pub fn generate(shape: &str, size: usize, seed: u64) -> String {
    let mut w = String::with_capacity(size + 4096);
    let rng = Rng::new(seed);
    match shape {
        "generic" => GenericGen {
            rng,
            w: &mut w,
            next_id: 0,
            next_arg: 0,
            funcs: 0,
            s: Scopes::new(GEN_TYPES.len()),
        }
        .module(size),
        "scf" => ScfGen {
            rng,
            w: &mut w,
            next_id: 0,
            next_arg: 0,
            kernel: 0,
            s: Scopes::new(5),
        }
        .module(size),
        _ => panic!("unknown shape {shape}"),
    }
    w
}
