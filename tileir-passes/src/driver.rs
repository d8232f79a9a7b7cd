//! tileiras's driver pipelines: the driver flags (`--opt-level`/`-O`,
//! `--gpu-name`, `--lineinfo`, `--device-debug`/`-g`) and the TileIR pipeline
//! options the driver fills in (reference/cli.md section 2), and the two pass
//! managers tileiras builds from them (reference/pipelines.md): PM#1 on
//! `builtin.module` (the cuda_tile stage) and PM#2 on `any` (TileAA, TileAS,
//! TileAS to LLVM, final lowering).
//!
//! [`DriverOptions`] holds the values; [`DriverOptions::set`] takes one
//! `(flag, value)` pair as the command line gives it; [`build_pipelines`]
//! builds both managers through the registry, every condition of
//! pipelines.md included. [`driver_flags`] describes the flags for the CLI
//! and `--help`.
//!
//! Errors are the text after the program name: a flag that does not parse
//! gives LLVM's `for the --<flag> option: ...` message; the checks after
//! parsing give the tileiras driver's messages (`invalid optimization
//! level: 5`, the `--device-debug` message). The caller prints
//! `<program>: <message>`.
//!
//! Where the driver derives a pipeline option (compute capability, pipeline
//! strategy, v2 opt level, line info) an explicit flag overrides the derived
//! value; tileiras itself does not expose these options, so this is ours.
//! Unreachable from the driver and not modelled: `load-linkage-providers`
//! (SIMT preview), `fuse-fma` and `tileaa-auto-gdc-insertion` (internal
//! flags the driver leaves off).
//!
//! The managers come back as built: nested managers of the same anchor are
//! not merged yet; [`crate::manager::OpPassManager::finalize`] merges them
//! (pipelines.md section 8.1 lists the merged form).

use crate::manager::{OpPassManager, PassInstance};
use crate::options::{parse_value, EnumValue, OptionKind, OptionValues};
use crate::registry::registry;

/// `--pipeline-strategy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipelineStrategy {
    None,
    Unspecialize,
    WarpSpecialize,
}

/// `--emit-line-info`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitLineInfo {
    None,
    InputIr,
    TileAa,
    TileAs,
    PostTileAs,
}

/// Every value the pipelines depend on. `None` fields are derived by the
/// driver from the others (see [`DriverOptions::effective`]).
#[derive(Clone, Debug, PartialEq)]
pub struct DriverOptions {
    /// `--opt-level` / `-O`: 0..=3; also the pipeline option `opt-level`.
    pub opt_level: i64,
    /// `--gpu-name`.
    pub gpu_name: String,
    /// `--lineinfo`.
    pub lineinfo: bool,
    /// `--device-debug` / `-g`; also the pipeline option `device-debug`.
    pub device_debug: bool,
    pub num_warps: i64,
    pub num_ctas: i64,
    /// Default: `--gpu-name`.
    pub compute_capability: Option<String>,
    /// Default: `warp-specialize` when the SM number is above 79, else
    /// `none`.
    pub pipeline_strategy: Option<PipelineStrategy>,
    pub unspecialized_pipeline_num_stages: i64,
    pub approx: bool,
    pub ftz: bool,
    pub enable_random_delay: bool,
    /// Default: 0 when the SM number is 79 or less, else 1 at `-O0` and 3
    /// otherwise.
    pub v2_opt_level: Option<i64>,
    pub dynamic_persistent: bool,
    pub schedule_trace_file: String,
    /// Default: `inputIR` with `--lineinfo`, else `none`; `--device-debug`
    /// turns `none` into `inputIR`.
    pub emit_line_info: Option<EmitLineInfo>,
    pub enable_debug_logging: bool,
    pub host_triple: String,
    pub rrt_size_threshold: u64,
    pub max_constraint_iterations: u64,
    pub dump_host: String,
    pub use_nvgpucomp_libnvvm: bool,
    pub use_current_process_cuda_compilers: bool,
    pub host_symbol_prefix: String,
}

impl Default for DriverOptions {
    fn default() -> DriverOptions {
        DriverOptions {
            opt_level: 3,
            gpu_name: "sm_100".to_string(),
            lineinfo: false,
            device_debug: false,
            num_warps: 4,
            num_ctas: 1,
            compute_capability: None,
            pipeline_strategy: None,
            unspecialized_pipeline_num_stages: 4,
            approx: false,
            ftz: false,
            enable_random_delay: false,
            v2_opt_level: None,
            dynamic_persistent: false,
            schedule_trace_file: String::new(),
            emit_line_info: None,
            enable_debug_logging: false,
            host_triple: "native".to_string(),
            rrt_size_threshold: 4096,
            max_constraint_iterations: 10,
            dump_host: String::new(),
            use_nvgpucomp_libnvvm: false,
            use_current_process_cuda_compilers: false,
            host_symbol_prefix: String::new(),
        }
    }
}

/// One flag the driver understands.
#[derive(Clone, Copy, Debug)]
pub struct DriverFlag {
    /// The long name (`opt-level`), given as `--opt-level=3`.
    pub name: &'static str,
    /// A one-letter alias taking its value joined (`-O3`) or separate.
    pub alias: Option<&'static str>,
    /// The value's type (a bool flag may be given without a value).
    pub kind: OptionKind,
    /// The default in option syntax; `None` when the driver derives it from
    /// other flags (the field's doc on [`DriverOptions`] says how).
    pub default: Option<&'static str>,
    /// The help line (tileiras's own text where cli.md records it).
    pub help: &'static str,
}

/// The GPUs `--gpu-name` accepts: tileiras 13.5's list, plus `sm_90`, which
/// tileir-opt accepts to reproduce Hopper pipelines (the driver logic covers
/// any SM above 79 the same way).
pub const GPU_NAMES: &[EnumValue] = &[
    gpu("sm_90"),
    gpu("sm_100"),
    gpu("sm_103"),
    gpu("sm_107"),
    gpu("sm_110"),
    gpu("sm_120"),
    gpu("sm_121"),
];

const fn gpu(name: &'static str) -> EnumValue {
    EnumValue {
        name,
        value: 0,
        description: "",
    }
}

const STRATEGIES: &[EnumValue] = &[
    EnumValue {
        name: "none",
        value: 0,
        description: "no pipelining optimization",
    },
    EnumValue {
        name: "unspecialize",
        value: 1,
        description: "do pipelining for unspecialized flow",
    },
    EnumValue {
        name: "warp-specialize",
        value: 2,
        description: "do pipelining for warp specialized flow",
    },
];

const LINE_INFO: &[EnumValue] = &[
    EnumValue {
        name: "none",
        value: 0,
        description: "Do not emit line info.",
    },
    EnumValue {
        name: "inputIR",
        value: 1,
        description: "Emit line info from the existing input IR.",
    },
    EnumValue {
        name: "tileaa",
        value: 2,
        description: "Emit line info from TileAA IR snapshot before lowering to TileAS.",
    },
    EnumValue {
        name: "tileas",
        value: 3,
        description: "Emit line info from TileAS IR snapshot before lowering to LLVM.",
    },
    EnumValue {
        name: "post-tileas",
        value: 4,
        description: "Emit line info from Cute and LLVM IR snapshot.",
    },
];

const INT: OptionKind = OptionKind::Int { bits: 32 };
const UINT: OptionKind = OptionKind::UInt { bits: 32 };

const fn flag(
    name: &'static str,
    kind: OptionKind,
    default: Option<&'static str>,
    help: &'static str,
) -> DriverFlag {
    DriverFlag {
        name,
        alias: None,
        kind,
        default,
        help,
    }
}

static FLAGS: &[DriverFlag] = &[
    DriverFlag {
        alias: Some("O"),
        ..flag(
            "opt-level",
            INT,
            Some("3"),
            "Specify optimization level. Default Value: 3.",
        )
    },
    flag(
        "gpu-name",
        OptionKind::Enum(GPU_NAMES),
        Some("sm_100"),
        "Specify name of NVIDIA GPU to generate code for.",
    ),
    flag(
        "lineinfo",
        OptionKind::Bool,
        Some("false"),
        "Generate line-number information (if present in the input bytecode)",
    ),
    DriverFlag {
        alias: Some("g"),
        ..flag(
            "device-debug",
            OptionKind::Bool,
            Some("false"),
            "Generate debug information (if present in the input bytecode)",
        )
    },
    flag("num-warps", INT, Some("4"), "number of warps"),
    flag("num-ctas", INT, Some("1"), "number of ctas in a cga"),
    flag(
        "compute-capability",
        OptionKind::String,
        None,
        "compute capability",
    ),
    flag(
        "pipeline-strategy",
        OptionKind::Enum(STRATEGIES),
        None,
        "Select the strategy of pipelining optimization.",
    ),
    flag(
        "unspecialized-pipeline-num-stages",
        INT,
        Some("4"),
        "numStages for unspecialized pipeline pass.",
    ),
    flag(
        "approx",
        OptionKind::Bool,
        Some("false"),
        "Approximate calculation.",
    ),
    flag(
        "ftz",
        OptionKind::Bool,
        Some("false"),
        "Flush denormal to zero.",
    ),
    flag(
        "enable-random-delay",
        OptionKind::Bool,
        Some("false"),
        "enable random delay",
    ),
    flag(
        "v2-opt-level",
        INT,
        None,
        "Optimization level for tile_ir V2 pass pipeline.",
    ),
    flag(
        "dynamic-persistent",
        OptionKind::Bool,
        Some("false"),
        "Enable dynamic persistent transformation",
    ),
    flag(
        "schedule-trace-file",
        OptionKind::String,
        Some(""),
        "Generate a chrome timeline trace if not empty for the visualizationof the scheduling result for TileASv2",
    ),
    flag(
        "emit-line-info",
        OptionKind::Enum(LINE_INFO),
        None,
        "Emit debug line info from existing or snapshot IR (snapshot saved to ./snapshot.mlir).",
    ),
    flag(
        "enable-debug-logging",
        OptionKind::Bool,
        Some("false"),
        "Enable debug logging in TileIR host callbacks.",
    ),
    flag(
        "host-triple",
        OptionKind::String,
        Some("native"),
        "Specify the target triple for TileIR host callbacks.",
    ),
    flag(
        "rrt-size-threshold",
        UINT,
        Some("4096"),
        "RRT size threshold for quantization (in time slots). Applies quantization when RRT exceeds this size to reduce compilation time at the cost of schedule accuracy. Smaller thresholds enable more compression for faster compilation but with reduced scheduling precision. If threshold is 0, then no quantization will be applied.",
    ),
    flag(
        "max-constraint-iterations",
        UINT,
        Some("10"),
        "Maximum number of iterations for resource constraint generation. Higher values allow more optimization attempts but increase compilation time. Lower values may result in fallback to serial execution when resource constraints are tight.",
    ),
    flag(
        "dump-host",
        OptionKind::String,
        Some(""),
        "Print the generated host code to the provided path.",
    ),
    flag(
        "use-nvgpucomp-libnvvm",
        OptionKind::Bool,
        Some("false"),
        "Use NVGpuComp to compile NVVM IR. If false, use default libnvvm path.",
    ),
    flag(
        "use-current-process-cuda-compilers",
        OptionKind::Bool,
        Some("false"),
        "Resolve NVVM/PTX compiler APIs already linked into the current process.",
    ),
    flag(
        "host-symbol-prefix",
        OptionKind::String,
        Some(""),
        "The symbol prefix to use when generating host code.",
    ),
];

/// The driver's flags, in the order tileiras registers the pipeline options
/// (the four driver flags first).
pub fn driver_flags() -> &'static [DriverFlag] {
    FLAGS
}

/// The flag of a name or alias (without dashes).
pub fn driver_flag(name: &str) -> Option<&'static DriverFlag> {
    FLAGS
        .iter()
        .find(|f| f.name == name || f.alias == Some(name))
}

/// The values the pipeline builders read, derived values filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct Effective {
    pub compute_capability: String,
    /// The SM number of `--gpu-name` (the driver's derivations use it).
    pub driver_sm: Option<u32>,
    /// The SM number of the compute capability (the TileAS v2 builder's).
    pub builder_sm: Option<u32>,
    pub pipeline_strategy: PipelineStrategy,
    pub v2_opt_level: i64,
    pub emit_line_info: EmitLineInfo,
}

impl DriverOptions {
    /// Options from `(flag, value)` pairs in command-line order (a later
    /// pair overrides an earlier one), then [`DriverOptions::validate`]d.
    pub fn parse<'a>(
        flags: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
    ) -> Result<DriverOptions, String> {
        let mut options = DriverOptions::default();
        for (flag, value) in flags {
            options.set(flag, value)?;
        }
        options.validate()?;
        Ok(options)
    }

    /// Sets one flag (its name or alias without dashes); `value` is `None`
    /// for a bare flag (`--lineinfo`). The error is LLVM's for a value that
    /// does not parse.
    pub fn set(&mut self, flag: &str, value: Option<&str>) -> Result<(), String> {
        let Some(def) = driver_flag(flag) else {
            return Err(format!("unknown driver flag '{flag}'"));
        };
        let dashes = if flag.len() == 1 { "-" } else { "--" };
        let text = match (value, def.kind) {
            (Some(v), _) => v,
            (None, OptionKind::Bool) => "true",
            (None, _) => return Err(format!("for the {dashes}{flag} option: requires a value!")),
        };
        let value = parse_value(def.kind, text)
            .map_err(|e| format!("for the {dashes}{flag} option: {e}"))?;
        if let OptionKind::Int { .. } = def.kind {
            // LLVM's cl::opt<int> rejects what does not fit an int.
            if i32::try_from(value.as_i64()).is_err() {
                return Err(format!(
                    "for the {dashes}{flag} option: '{text}' value invalid for integer argument!"
                ));
            }
        }
        if let OptionKind::UInt { .. } = def.kind {
            if u32::try_from(value.as_u64()).is_err() {
                return Err(format!(
                    "for the {dashes}{flag} option: '{text}' value invalid for uint argument!"
                ));
            }
        }
        match def.name {
            "opt-level" => self.opt_level = value.as_i64(),
            "gpu-name" => self.gpu_name = value.as_str().to_string(),
            "lineinfo" => self.lineinfo = value.as_bool(),
            "device-debug" => self.device_debug = value.as_bool(),
            "num-warps" => self.num_warps = value.as_i64(),
            "num-ctas" => self.num_ctas = value.as_i64(),
            "compute-capability" => self.compute_capability = Some(value.as_str().to_string()),
            "pipeline-strategy" => {
                self.pipeline_strategy = Some(match value.as_i64() {
                    0 => PipelineStrategy::None,
                    1 => PipelineStrategy::Unspecialize,
                    _ => PipelineStrategy::WarpSpecialize,
                })
            }
            "unspecialized-pipeline-num-stages" => {
                self.unspecialized_pipeline_num_stages = value.as_i64()
            }
            "approx" => self.approx = value.as_bool(),
            "ftz" => self.ftz = value.as_bool(),
            "enable-random-delay" => self.enable_random_delay = value.as_bool(),
            "v2-opt-level" => self.v2_opt_level = Some(value.as_i64()),
            "dynamic-persistent" => self.dynamic_persistent = value.as_bool(),
            "schedule-trace-file" => self.schedule_trace_file = value.as_str().to_string(),
            "emit-line-info" => {
                self.emit_line_info = Some(match value.as_i64() {
                    0 => EmitLineInfo::None,
                    1 => EmitLineInfo::InputIr,
                    2 => EmitLineInfo::TileAa,
                    3 => EmitLineInfo::TileAs,
                    _ => EmitLineInfo::PostTileAs,
                })
            }
            "enable-debug-logging" => self.enable_debug_logging = value.as_bool(),
            "host-triple" => self.host_triple = value.as_str().to_string(),
            "rrt-size-threshold" => self.rrt_size_threshold = value.as_u64(),
            "max-constraint-iterations" => self.max_constraint_iterations = value.as_u64(),
            "dump-host" => self.dump_host = value.as_str().to_string(),
            "use-nvgpucomp-libnvvm" => self.use_nvgpucomp_libnvvm = value.as_bool(),
            "use-current-process-cuda-compilers" => {
                self.use_current_process_cuda_compilers = value.as_bool()
            }
            "host-symbol-prefix" => self.host_symbol_prefix = value.as_str().to_string(),
            other => unreachable!("flag '{other}' is in FLAGS but not handled"),
        }
        Ok(())
    }

    /// The checks tileiras makes once every flag is read.
    pub fn validate(&self) -> Result<(), String> {
        if !(0..=3).contains(&self.opt_level) {
            return Err(format!("invalid optimization level: {}", self.opt_level));
        }
        if self.device_debug && self.opt_level != 0 {
            return Err("optimized debugging is currently not supported, change the optimization level to 0 or disable full debug info".to_string());
        }
        // The v2 level doubles as tileas-generate-schedule's `scheduler`
        // enum (1..=4); 0 selects the v1 pipeline. (Our check: tileiras
        // never derives a value outside 0..=4.)
        let v2 = self.effective().v2_opt_level;
        if !(0..=4).contains(&v2) {
            return Err(format!(
                "invalid v2-opt-level: {v2} (0 selects the v1 TileAS pipeline, 1 to 4 a scheduler)"
            ));
        }
        Ok(())
    }

    /// The derived values (pipelines.md section 1).
    pub fn effective(&self) -> Effective {
        let driver_sm = sm_number(&self.gpu_name);
        let compute_capability = self
            .compute_capability
            .clone()
            .unwrap_or_else(|| self.gpu_name.clone());
        let builder_sm = sm_number(&compute_capability);
        let above_79 = driver_sm.is_some_and(|sm| sm > 79);
        let pipeline_strategy = self.pipeline_strategy.unwrap_or(if above_79 {
            PipelineStrategy::WarpSpecialize
        } else {
            PipelineStrategy::None
        });
        let v2_opt_level = self.v2_opt_level.unwrap_or(match () {
            _ if !above_79 => 0,
            _ if self.opt_level == 0 => 1,
            _ => 3,
        });
        let mut emit_line_info = self.emit_line_info.unwrap_or(if self.lineinfo {
            EmitLineInfo::InputIr
        } else {
            EmitLineInfo::None
        });
        if self.device_debug && emit_line_info == EmitLineInfo::None {
            emit_line_info = EmitLineInfo::InputIr;
        }
        Effective {
            compute_capability,
            driver_sm,
            builder_sm,
            pipeline_strategy,
            v2_opt_level,
            emit_line_info,
        }
    }
}

/// The number of `sm_<N>[suffix]` (`sm_100a` is 100).
pub fn sm_number(name: &str) -> Option<u32> {
    let digits = name.strip_prefix("sm_")?;
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    digits[..end].parse().ok()
}

/// PM#1 (on `builtin.module`) and PM#2 (on `any`), as tileiras builds them
/// for these options. The error is a validation message, or the name of a
/// pass or option the registry lacks (a bug).
pub fn build_pipelines(options: &DriverOptions) -> Result<(OpPassManager, OpPassManager), String> {
    options.validate()?;
    let eff = options.effective();
    let pm1 = cuda_tile_stage(options, &eff)?;
    let mut pm2 = Pm2::default();
    tileaa_stage(&mut pm2, options, &eff)?;
    if eff.v2_opt_level > 0 {
        tileas_v2_stage(&mut pm2, options, &eff)?;
    } else {
        tileas_v1_stage(&mut pm2, options, &eff)?;
    }
    if eff.emit_line_info == EmitLineInfo::TileAs {
        pm2.top(snapshot()?)?;
    }
    tileas_to_llvm_stage(&mut pm2, options, &eff)?;
    final_stage(&mut pm2, options, &eff)?;
    Ok((pm1, pm2.finish()))
}

/// A registered pass with some options set (option text as in a pipeline).
fn pass(argument: &str, settings: &[(&str, &str)]) -> Result<PassInstance, String> {
    let info = registry()
        .pass(argument)
        .ok_or_else(|| format!("pass '{argument}' is not registered"))?;
    let mut values = OptionValues::defaults(info.options);
    for (name, text) in settings {
        values
            .set(name, text)
            .map_err(|e| format!("{argument}: {}: {}{}", name, e.printed, e.reported))?;
    }
    PassInstance::new(info, values)
}

fn plain(argument: &str) -> Result<PassInstance, String> {
    pass(argument, &[])
}

fn snapshot() -> Result<PassInstance, String> {
    pass("snapshot-op-locations", &[("filename", "snapshot.mlir")])
}

fn bool_text(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}

/// PM#1, the cuda_tile stage (pipelines.md section 2).
fn cuda_tile_stage(options: &DriverOptions, eff: &Effective) -> Result<OpPassManager, String> {
    let level = options.opt_level;
    let debuginfo_level = if options.device_debug {
        "full"
    } else if options.lineinfo {
        "debug-directives"
    } else {
        "none"
    };
    let mut pm = OpPassManager::new("builtin.module");
    let add = |pm: &mut OpPassManager, p: PassInstance| pm.add_pass(p).map_err(|e| e.0);
    add(&mut pm, plain("symbol-dce")?)?;
    add(
        &mut pm,
        pass(
            "convert-cudatile-debuginfo",
            &[
                ("debuginfo-level", debuginfo_level),
                ("is-optimized", bool_text(level > 0)),
            ],
        )?,
    )?;
    add(&mut pm, plain("inline")?)?;
    if level >= 1 {
        // The cuda_tile optimisation block runs in an op-agnostic manager
        // nested in cuda_tile.module.
        let block = pm.nest("cuda_tile.module").nest("any");
        let mut passes = vec!["canonicalize", "cse"];
        if level >= 2 {
            passes.push("cuda-tile-licm");
        }
        if level >= 3 {
            passes.extend(["loop-split", "canonicalize"]);
        }
        for p in passes {
            add(block, plain(p)?)?;
        }
    }
    add(&mut pm, plain("symbol-dce")?)?;
    add(
        &mut pm,
        pass(
            "convert-cudatile-to-tileaa",
            &[("compute-capability", &eff.compute_capability)],
        )?,
    )?;
    Ok(pm)
}

/// PM#2 under construction: passes go to the root (`TOP`), to the current
/// `gpu.module` manager (`M`), or to an `nv_tileaa.func` manager nested in it
/// (`F`). A stage, or a root pass, ends the current `gpu.module` manager.
#[derive(Default)]
struct Pm2 {
    root: Option<OpPassManager>,
    gpu: Option<OpPassManager>,
}

impl Pm2 {
    fn root(&mut self) -> &mut OpPassManager {
        self.root.get_or_insert_with(|| OpPassManager::new("any"))
    }

    fn gpu(&mut self) -> &mut OpPassManager {
        self.gpu
            .get_or_insert_with(|| OpPassManager::new("gpu.module"))
    }

    /// Adds the current `gpu.module` manager to the root.
    fn end_stage(&mut self) {
        if let Some(gpu) = self.gpu.take() {
            self.root().add_nested(gpu);
        }
    }

    fn top(&mut self, pass: PassInstance) -> Result<(), String> {
        self.end_stage();
        self.root().add_pass(pass).map_err(|e| e.0)
    }

    fn m(&mut self, pass: PassInstance) -> Result<(), String> {
        self.gpu().add_pass(pass).map_err(|e| e.0)
    }

    fn f(&mut self, pass: PassInstance) -> Result<(), String> {
        self.gpu()
            .nest("nv_tileaa.func")
            .add_pass(pass)
            .map_err(|e| e.0)
    }

    /// `F(p)` for each plain pass.
    fn f_all(&mut self, passes: &[&str]) -> Result<(), String> {
        passes.iter().try_for_each(|p| self.f(plain(p)?))
    }

    fn m_all(&mut self, passes: &[&str]) -> Result<(), String> {
        passes.iter().try_for_each(|p| self.m(plain(p)?))
    }

    fn finish(mut self) -> OpPassManager {
        self.end_stage();
        self.root.unwrap_or_else(|| OpPassManager::new("any"))
    }
}

/// The TileAA stage (pipelines.md section 3).
fn tileaa_stage(pm: &mut Pm2, options: &DriverOptions, eff: &Effective) -> Result<(), String> {
    pm.m(plain("inline")?)?;
    if eff.emit_line_info == EmitLineInfo::TileAa {
        pm.m(snapshot()?)?;
    }
    pm.f(plain("tileaa-optimize-memref-indextype")?)?;
    pm.m(plain("tileaa-print-to-printglobal")?)?;
    pm.f(plain("tileaa-tighten-tiled-view-inbounds")?)?;
    pm.m(pass(
        "convert-tileaa-to-tileas",
        &[
            ("num-warps", &options.num_warps.to_string()),
            ("num-ctas", &options.num_ctas.to_string()),
            ("compute-capability", &eff.compute_capability),
        ],
    )?)?;
    pm.f(plain("remove-dead-values")?)?;
    pm.m_all(&["canonicalize", "symbol-dce"])?;
    pm.end_stage();
    Ok(())
}

/// The TileAS v2 stage (pipelines.md section 4); nothing when the compute
/// capability has no SM number.
fn tileas_v2_stage(pm: &mut Pm2, options: &DriverOptions, eff: &Effective) -> Result<(), String> {
    let Some(sm) = eff.builder_sm else {
        return Ok(());
    };
    let use_aus = bool_text(eff.pipeline_strategy == PipelineStrategy::Unspecialize);
    if options.dynamic_persistent && sm >= 100 {
        pm.f(plain("tileas-dynamic-persistent")?)?;
    }
    pm.f_all(&[
        "tileas-assign-dot-layouts",
        "tileas-fp8-dot-accumulation-promotion",
        "tileas-plan-cta",
        "tileas-plan-cta-v2",
        "tileas-assign-load-store-layouts",
        "tileas-assign-inv-triangular-matrix-layouts",
        "tileas-coarse-grained-layout-assignment",
        "tileas-remove-layout-conversions",
        "tileas-legalize-slice-hint-layout",
        "tileas-remove-layout-conversions",
    ])?;
    let smem_ratio = if sm == 120 || sm == 121 {
        "0.82"
    } else {
        "0.8"
    };
    pm.m(pass(
        "tileas-refine-atom-by-resource",
        &[
            ("smem-capacity-ratio", smem_ratio),
            ("tmem-capacity-ratio", "1.0"),
        ],
    )?)?;
    pm.f(plain("loop-invariant-code-motion")?)?;
    pm.m_all(&["tileas-remove-dead-args", "sink-negf-through-shapes"])?;
    pm.f(plain("tileas-legalize-fma-dot")?)?;
    pm.m(pass(
        "tileas-prepare-for-scheduling",
        &[("use-AUS", use_aus), ("use-dual-simt", "true")],
    )?)?;
    pm.f(plain("tileas-optimize-alloc-tensor")?)?;
    if eff.pipeline_strategy != PipelineStrategy::Unspecialize {
        pm.f(plain("tileas-resolve-agent-boundary")?)?;
    }
    pm.f(plain("tileas-transform-constraint-hints")?)?;
    let scheduler = GENERATE_SCHEDULERS[eff.v2_opt_level as usize];
    pm.m(pass(
        "tileas-generate-schedule",
        &[
            ("scheduler", scheduler),
            ("trace-file-path", &options.schedule_trace_file),
            (
                "rrt-size-threshold",
                &options.rrt_size_threshold.to_string(),
            ),
            (
                "max-constraint-iterations",
                &options.max_constraint_iterations.to_string(),
            ),
            ("use-AUS", use_aus),
        ],
    )?)?;
    pm.f(pass(
        "tileas-materialize-schedule",
        &[
            ("use-AUS", use_aus),
            ("use-dual-simt", "true"),
            ("enable-schedule-rewrite", "true"),
        ],
    )?)?;
    pm.m(plain("optimize-execution-unit-mapping")?)?;
    pm.f_all(&[
        "lower-tma-load-store-to-async",
        "tileas-materialize-async",
        "cse",
        "canonicalize",
    ])?;
    pm.m(plain("tileas-optimize-reduce")?)?;
    pm.f_all(&["tileas-unroll-register-loops", "tileas-insert-OCG-knobs"])?;
    pm.end_stage();
    Ok(())
}

/// `tileas-generate-schedule`'s scheduler for each v2 level (index 0 is the
/// v1 pipeline, which has no schedule pass).
const GENERATE_SCHEDULERS: [&str; 5] = ["", "serial", "cost", "cost-v2", "cost-v2-sms"];

/// The TileAS v1 ("AUP") stage (pipelines.md section 5).
fn tileas_v1_stage(pm: &mut Pm2, options: &DriverOptions, eff: &Effective) -> Result<(), String> {
    pm.m(plain("propagate-execution-unit")?)?;
    pm.f_all(&[
        "tileas-assign-dot-layouts",
        "tileas-fp8-dot-accumulation-promotion",
        "tileas-plan-cta",
        "tileas-assign-load-store-layouts",
        "tileas-assign-inv-triangular-matrix-layouts",
        "tileas-remove-layout-conversions",
        "tileas-remove-layout-conversions",
        "tileas-assign-pipeline-layouts",
        "tileas-optimize-dot-accumulation",
        "tileas-remove-layout-conversions",
        "tileas-legalize-tmem-copy",
        "tileas-remove-layout-conversions",
        "cse",
    ])?;
    pm.m(plain("sink-negf-through-shapes")?)?;
    if eff.pipeline_strategy == PipelineStrategy::Unspecialize {
        pm.f(pass(
            "tileas-unspecialized-pipeline",
            &[(
                "num-stages",
                &options.unspecialized_pipeline_num_stages.to_string(),
            )],
        )?)?;
    }
    pm.f_all(&[
        "canonicalize",
        "optimize-pipeline-region",
        "loop-invariant-code-motion",
        "lower-tma-load-store-to-async",
        "tileas-legalize-reduce",
        "tileas-legalize-scan",
        "tileas-materialize-insert-slice",
        "tileas-optimize-convert-layout-location",
        "tileas-materialize-convert-layout",
        "tileas-materialize-async",
    ])?;
    pm.f(pass(
        "tileas-optimize-alloc-tensor",
        &[("in-AUP-mode", "true")],
    )?)?;
    pm.f(plain("tileas-legalize-fma-dot")?)?;
    pm.m_all(&[
        "optimize-execution-unit-mapping",
        "propagate-execution-unit",
        "tileas-slicing",
    ])?;
    pm.f_all(&["cse", "canonicalize"])?;
    pm.m(plain("tileas-optimize-reduce")?)?;
    pm.end_stage();
    Ok(())
}

/// The TileAS to LLVM stage (pipelines.md section 6).
fn tileas_to_llvm_stage(
    pm: &mut Pm2,
    options: &DriverOptions,
    eff: &Effective,
) -> Result<(), String> {
    pm.f_all(&[
        "tileas-legalize-scan",
        "tileas-attach-tma-desc-args",
        "tileas-warn-register-pressure",
    ])?;
    pm.m(pass(
        "separate-host-tma",
        &[
            (
                "enable-debug-logging",
                bool_text(options.enable_debug_logging),
            ),
            ("host-triple", &options.host_triple),
            ("dump-host", &options.dump_host),
            ("host-symbol-prefix", &options.host_symbol_prefix),
        ],
    )?)?;
    if options.device_debug {
        pm.f(plain("lower-debug-fence-boundaries")?)?;
    }
    pm.m(pass(
        "convert-nv-tileas-to-llvm",
        &[("skip-pipeline", "false")],
    )?)?;
    pm.m(plain("cse")?)?;
    if options.device_debug {
        pm.f(plain("lower-debug-fence-polling-ops")?)?;
    }
    if eff.emit_line_info == EmitLineInfo::PostTileAs {
        pm.top(snapshot()?)?;
    }
    pm.m_all(&["core-to-llvm-prepare", "convert-nv-tile-func-to-llvm"])?;
    pm.end_stage();
    Ok(())
}

/// The final stage (pipelines.md section 7).
fn final_stage(pm: &mut Pm2, options: &DriverOptions, eff: &Effective) -> Result<(), String> {
    pm.m_all(&[
        "cute-desugar",
        "cute-expand-ops",
        "convert-pipeline-to-nvvm",
        "convert-cutlass-to-cute",
        "insert-range-for-threadids",
    ])?;
    if options.enable_random_delay {
        pm.m(plain("cute-enable-random-delay")?)?;
    }
    pm.m_all(&[
        "canonicalize",
        "cse",
        "loop-invariant-code-motion",
        "convert-cute-to-core",
        "core-to-llvm-prepare",
    ])?;
    pm.top(plain("reconcile-unrealized-casts")?)?;
    pm.m(plain("convert-scf-to-cf")?)?;
    pm.top(plain("legalize-llvm-types")?)?;
    pm.top(plain("core-to-llvm-prepare")?)?;
    pm.top(plain("one-shot-convert-to-llvm")?)?;
    pm.m_all(&["canonicalize", "cse"])?;
    if options.device_debug {
        pm.gpu()
            .nest("llvm.func")
            .add_pass(plain("materialize-debug-fence-epochs")?)
            .map_err(|e| e.0)?;
    }
    pm.m_all(&["linearize-dwarf", "convert-debuginfo-to-llvm"])?;
    if options.device_debug {
        pm.top(pass(
            "ensure-debug-info-scope-on-llvm-func",
            &[("emission-kind", "Full")],
        )?)?;
    } else if eff.emit_line_info != EmitLineInfo::None {
        pm.top(pass(
            "ensure-debug-info-scope-on-llvm-func",
            &[("emission-kind", "DebugDirectivesOnly")],
        )?)?;
    }
    pm.top(pass(
        "nv-tile-ir-convert-target-to-nvvm",
        &[
            ("opt-level", &options.opt_level.to_string()),
            (
                "use-nvgpucomp-libnvvm",
                bool_text(options.use_nvgpucomp_libnvvm),
            ),
            (
                "use-current-process-cuda-compilers",
                bool_text(options.use_current_process_cuda_compilers),
            ),
        ],
    )?)?;
    Ok(())
}
