//! The passes of the core, by MLIR's names: `canonicalize`, `cse`, `inline`,
//! `loop-invariant-code-motion`, `control-flow-sink`, `topological-sort`,
//! `test-single-fold`, the symbol passes
//! `symbol-dce` and `symbol-privatize`, `strip-debuginfo`,
//! `generate-runtime-verification`, and the passes
//! that write on stderr, `print-op-stats`, `print-ir` and `view-op-graph`; each configured
//! from its option string with mlir-opt's messages and printed back as
//! mlir-opt prints it; all but `canonicalize` are declared with `#[pass]`,
//! that one by hand (its options fill the greedy driver's nested
//! configuration).

mod canonicalize_pass;
mod control_flow_sink_pass;
mod cse_pass;
mod generate_runtime_verification_pass;
mod inline_pass;
mod licm_pass;
mod print_ir_pass;
mod print_op_stats_pass;
mod single_fold_pass;
mod strip_debuginfo_pass;
mod symbol_dce_pass;
mod symbol_privatize_pass;
mod topological_sort_pass;
mod view_op_graph;
mod view_op_graph_pass;

pub use canonicalize_pass::Canonicalizer;
pub use control_flow_sink_pass::ControlFlowSink;
pub use cse_pass::Cse;
pub use generate_runtime_verification_pass::GenerateRuntimeVerification;
pub use inline_pass::Inliner;
pub use licm_pass::LoopInvariantCodeMotion;
pub use print_ir_pass::PrintIr;
pub use print_op_stats_pass::PrintOpStats;
pub use single_fold_pass::TestSingleFold;
pub use strip_debuginfo_pass::StripDebugInfo;
pub use symbol_dce_pass::SymbolDce;
pub use symbol_privatize_pass::SymbolPrivatize;
pub use topological_sort_pass::TopologicalSort;
pub use view_op_graph_pass::ViewOpGraph;

use crate::pass::pass_registry::PassRegistry;

/// Registers the core's passes in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry
        .register::<Canonicalizer>()
        .register::<Cse>()
        .register::<Inliner>()
        .register::<LoopInvariantCodeMotion>()
        .register::<ControlFlowSink>()
        .register::<TopologicalSort>()
        .register::<TestSingleFold>()
        .register::<SymbolDce>()
        .register::<SymbolPrivatize>()
        .register::<StripDebugInfo>()
        .register::<PrintOpStats>()
        .register::<PrintIr>()
        .register::<ViewOpGraph>()
        .register::<GenerateRuntimeVerification>();
}
