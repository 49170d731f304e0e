//! `inline`: MLIR's inliner pass over the call graph of a symbol table,
//! each callable simplified first with the default pipeline
//! (`canonicalize`) or one given for its op name. Its two pipeline options
//! are read with the registry that makes the pass.

use mlir_derive::pass;

use crate::pass::inliner::{DefaultPipeline, InlinerConfig, run_inliner};
use crate::pass::op_pass_manager::OpPassManager;
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::semantics::symbol_table::is_symbol_table;

/// Inline function calls
///
/// MLIR's `inline` (`Inliner`): over the call graph's strongly connected
/// components, callees first, each callable is simplified with its
/// pipeline and then the calls its dialects allow are inlined, for up to
/// `max-iterations` turns; callables left without use are erased. The
/// pass's op must define a symbol table.
#[pass(argument = "inline", name = "Inliner")]
#[derive(Debug)]
pub struct Inliner {
    /// The pipeline run on callables without one of their own.
    #[option(
        default = DefaultPipeline::canonicalize(),
        description = "The optimizer pipeline used for callables that do not have a dedicated \
                       optimizer pipeline in opPipelineList"
    )]
    pub default_pipeline: DefaultPipeline,
    /// Pipelines for callables of one op name (`func.func(cse)`).
    #[option(description = "Callable operation specific optimizer pipelines (in the form of \
                       `dialect.op(pipeline)`)")]
    pub op_pipelines: Vec<OpPassManager>,
    /// The simplify-and-inline turns per component.
    #[option(
        default = 4,
        description = "Maximum number of iterations when inlining within an SCC"
    )]
    pub max_iterations: u32,
    /// The largest callee, in percent of its caller's size, inlined.
    #[option(
        default = 4294967295,
        description = "If the ratio between the number of the operations in the callee and the \
                       number of the operations in the caller exceeds this value (in \
                       percentage), then the callee is not inlined even if it is legal to inline \
                       it"
    )]
    pub inlining_threshold: u32,
}

impl Pass for Inliner {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let op = cx.op();
        if !is_symbol_table(cx, op) {
            let message =
                " was scheduled to run under the inliner, but does not define a symbol table";
            let diagnostic = op.emit_op_error(cx, message);
            cx.emit(diagnostic);
            cx.signal_failure();
            return;
        }
        let config = InlinerConfig {
            default_pipeline: &self.default_pipeline,
            op_pipelines: &self.op_pipelines,
            max_iterations: self.max_iterations,
            inlining_threshold: self.inlining_threshold,
        };
        if run_inliner(cx, &config).is_err() {
            cx.signal_failure();
        }
    }
}
