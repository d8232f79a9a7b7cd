//! The run loop on real IR: nested anchors are detached and put back intact,
//! a pass sees and changes its anchor's attributes, verification after a
//! pass sees only what it should, and threads change nothing.

use tileir_ir::parser::{parse_source, ParserConfig};
use tileir_ir::printer::{print_op, PrintOptions};
use tileir_passes::analysis::{AnalysisManager, PreservedAnalyses};
use tileir_passes::anchor::OpHandle;
use tileir_passes::manager::{OpPassManager, PassInstance};
use tileir_passes::pass::{Pass, PassAnchor, PassInfo, PassResult, PassStatus};
use tileir_passes::run::{run, RunConfig, RunContext};

/// Marks its anchor with a `visited` unit attribute and reports the IR as
/// changed, so the verifier runs after it.
struct MarkPass;

impl Pass for MarkPass {
    fn run(
        &self,
        op: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        _: &mut RunContext<'_>,
    ) -> PassResult {
        let name = op.ctx.symbol("visited");
        let unit = op.ctx.unit_attr();
        op.set_attr(name, unit);
        Ok(PreservedAnalyses::none())
    }
}

static MARK: PassInfo = PassInfo {
    argument: "mark",
    name: "MarkPass",
    anchor: PassAnchor::Op("func.func"),
    status: PassStatus::Implemented,
    create: Some(|_| Ok(Box::new(MarkPass))),
    ..PassInfo::DEFAULT
};

const INPUT: &str = r#"
func.func @callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @caller(%a: i32) -> i32 {
  %c = arith.constant true
  %0 = func.call @callee(%a) : (i32) -> i32
  %1 = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %1 : i32
}
"#;

/// Parses `input`, runs `pm` with `config`, and prints the result.
fn check(input: &str, pm: &mut OpPassManager, config: RunConfig) -> Result<String, String> {
    let ctx = tileir_dialects::context();
    let mut owned = parse_source(&ctx, "in.mlir", input, 1, &ParserConfig::default())
        .map_err(|d| d.message.clone())?;
    pm.finalize(&ctx).map_err(|e| e.0)?;
    let outcome = run(&ctx, pm, &mut owned, &config);
    if !outcome.success {
        return Err(outcome
            .diagnostics()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("\n"));
    }
    Ok(print_op(
        &ctx,
        &owned.body,
        owned.op,
        &PrintOptions::default(),
    ))
}

fn mark_pipeline() -> OpPassManager {
    let mut pm = OpPassManager::new("builtin.module");
    let nested = pm.nest("func.func");
    nested
        .add_pass(PassInstance::with_defaults(&MARK).unwrap())
        .unwrap();
    pm
}

#[test]
fn nested_anchors_are_transformed_and_put_back() {
    let printed = check(INPUT, &mut mark_pipeline(), RunConfig::default()).unwrap();
    assert!(printed.contains("func.func @callee(%arg0: i32) -> i32 attributes {visited}"));
    assert!(printed.contains("func.func @caller(%arg0: i32) -> i32 attributes {visited}"));
    assert!(printed.contains("%0 = call @callee(%arg0) : (i32) -> i32"));
    assert!(printed.contains("scf.if %true -> (i32)"), "{printed}");
}

#[test]
fn threads_change_nothing() {
    let mut input = String::new();
    for i in 0..64 {
        input.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}}\n"
        ));
    }
    let threaded = check(&input, &mut mark_pipeline(), RunConfig::default()).unwrap();
    let single = RunConfig {
        threading: false,
        ..RunConfig::default()
    };
    let sequential = check(&input, &mut mark_pipeline(), single).unwrap();
    assert_eq!(threaded, sequential);
    assert_eq!(threaded.matches("attributes {visited}").count(), 64);
}

#[test]
fn wrong_root_is_reported() {
    let mut pm = OpPassManager::new("func.func");
    let err = check(INPUT, &mut pm, RunConfig::default()).unwrap_err();
    assert_eq!(
        err,
        "can't run 'func.func' pass manager on 'builtin.module' op"
    );
}

#[test]
fn pass_on_wrong_anchor_is_rejected_when_added() {
    let mut pm = OpPassManager::new("builtin.module");
    let err = pm
        .add_pass(PassInstance::with_defaults(&MARK).unwrap())
        .unwrap_err();
    assert_eq!(
        err.0,
        "Can't add pass 'MarkPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
}

/// Where each run of [`WherePass`] happened: the index of the thread-pool
/// thread (`None` outside the pool) and the OS thread.
static WHERE: std::sync::Mutex<Vec<(Option<usize>, std::thread::ThreadId)>> =
    std::sync::Mutex::new(Vec::new());

/// Records where it runs (see [`WHERE`]) and changes nothing.
struct WherePass;

impl Pass for WherePass {
    fn run(
        &self,
        _: &mut OpHandle<'_>,
        _: &mut AnalysisManager,
        _: &mut RunContext<'_>,
    ) -> PassResult {
        let pool = tileir_ir::threads::pool().and_then(|p| p.current_thread_index());
        WHERE
            .lock()
            .unwrap()
            .push((pool, std::thread::current().id()));
        Ok(PreservedAnalyses::all())
    }
}

static WHERE_PASS: PassInfo = PassInfo {
    argument: "where",
    name: "WherePass",
    anchor: PassAnchor::Op("func.func"),
    status: PassStatus::Implemented,
    create: Some(|_| Ok(Box::new(WherePass))),
    ..PassInfo::DEFAULT
};

/// Nested pipelines run as tasks of the one thread pool of
/// `tileir_ir::threads` (so what they nest, verify-each included, joins it),
/// and with the context's multithreading off, on the calling thread alone.
#[test]
fn pass_workers_are_pool_tasks_or_the_calling_thread() {
    let Some(pool) = tileir_ir::threads::pool() else {
        return;
    };
    let input: String = (0..16)
        .map(|i| format!("func.func @f{i}() {{\n  return\n}}\n"))
        .collect();
    let runs = |multithreading: bool| {
        let mut ctx = tileir_dialects::context();
        ctx.set_multithreading(multithreading);
        let mut owned = parse_source(&ctx, "in.mlir", &input, 1, &ParserConfig::default()).unwrap();
        let mut pm = OpPassManager::new("builtin.module");
        let nested = pm.nest("func.func");
        for _ in 0..3 {
            nested
                .add_pass(PassInstance::with_defaults(&WHERE_PASS).unwrap())
                .unwrap();
        }
        pm.finalize(&ctx).unwrap();
        WHERE.lock().unwrap().clear();
        assert!(run(&ctx, &pm, &mut owned, &RunConfig::default()).success);
        std::mem::take(&mut *WHERE.lock().unwrap())
    };
    let threaded = runs(true);
    assert_eq!(threaded.len(), 48);
    if pool.current_num_threads() > 1 {
        assert!(
            threaded.iter().all(|(index, _)| index.is_some()),
            "{threaded:?}"
        );
    }
    let me = std::thread::current().id();
    let single = runs(false);
    assert_eq!(single.len(), 48);
    assert!(
        single
            .iter()
            .all(|&(index, id)| index.is_none() && id == me),
        "{single:?}"
    );
}
