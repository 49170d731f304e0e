//! The pass manager's layer, above rewriting: passes ([`Pass`],
//! [`PassDefinition`]), the pass managers that nest them
//! ([`OpPassManager`], [`PassManager`]) and run them — on several threads
//! over isolated ops —, the registry that makes them by name, MLIR's
//! textual pipeline syntax and pass options, analyses cached per op,
//! instrumentation (timing, IR printing, statistics reports), and the
//! core's passes (`canonicalize`, `cse`, `inline`, the symbol passes, …).
//!
//! Files: `pass.rs` (what a pass is), `pass_context.rs` (what a running pass
//! sees), `op_pass_manager.rs` and `pass_manager.rs` (the nested and the
//! top-level manager), `execute.rs` (running them, on threads),
//! `pass_registry.rs` (passes and pipelines by name), `pipeline_text.rs`
//! (`--pass-pipeline`'s syntax), `options.rs` and `option_value.rs` (pass
//! options), `analysis.rs` with `analysis/` (cached analyses: dominance,
//! symbols, the call graph and its components), `inliner/` (the `inline`
//! pass's driver and use counts), `instrumentation.rs`, `timing.rs`,
//! `ir_printing.rs`, `statistics_report.rs` (the instrumentations), and
//! `standard/` (the core's passes).

pub mod analysis;
mod execute;
pub mod inliner;
pub mod instrumentation;
pub mod ir_printing;
pub mod op_pass_manager;
pub mod option_value;
pub mod options;
#[allow(clippy::module_inception)]
pub mod pass;
pub mod pass_context;
pub mod pass_manager;
pub mod pass_registry;
mod pipeline_option;
pub mod pipeline_text;
pub mod standard;
pub mod statistics_report;
pub mod timing;

pub use analysis::{
    AliasResult, Analysis, AnalysisCache, CallEdge, CallEdgeKind, CallGraph, CallGraphNode,
    CallGraphNodeId, DominanceInfo, LocalAliasAnalysis, PostDominanceInfo, Preserved,
    SymbolTableAnalysis,
};
pub use execute::{RunOptions, panic_message};
pub use instrumentation::{HookSite, PassInstrumentation, PathStep};
pub use ir_printing::{IrPrinting, IrPrintingConfig};
pub use op_pass_manager::OpPassManager;
pub use option_value::{OptionValueHelp, PassOptionHelp, PassOptionScalar, PassOptionValue};
pub use pass::{Pass, PassAnchor, PassDefinition, PassFailed, Statistic, StatisticValue};
pub use pass_context::PassContext;
pub use pass_manager::{InstrumentationText, PassManager, PipelineFailure};
pub use pass_registry::{PassRegistration, PassRegistry, PipelineRegistration, RegisteredPass};
pub use statistics_report::{StatisticsDisplay, statistics_report};
pub use timing::{PassTiming, TimingDisplay};
