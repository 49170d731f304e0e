//! `inline`: MLIR's inliner pass over the call graph of a symbol table,
//! each callable simplified first with the default pipeline
//! (`canonicalize`) or one given for its op name.
//!
//! Declared by hand rather than with `#[pass]`: two of its options hold
//! pass pipelines, which are read with the registry that makes the pass
//! (`RegisteredPass::from_options_in`).

use crate::pass::inliner::{DefaultPipeline, InlinerConfig, run_inliner};
use crate::pass::op_pass_manager::OpPassManager;
use crate::pass::option_value::{OptionValueHelp, PassOptionHelp, PassOptionValue};
use crate::pass::options::{
    OptionEntry, OptionError, list_value, split_options, split_top_level_commas,
};
use crate::pass::pass::{Pass, PassDefinition};
use crate::pass::pass_context::PassContext;
use crate::pass::pass_registry::{PassRegistry, RegisteredPass};
use crate::pass::pipeline_text::PipelineError;
use crate::semantics::symbol_table::is_symbol_table;

/// MLIR's `inline` pass (`Inliner`).
pub struct Inliner {
    /// `default-pipeline`'s text, as given (printed back as is); empty,
    /// nothing runs.
    default_pipeline_text: String,
    /// The configuration the driver runs with.
    config: InlinerConfig,
}

impl Clone for Inliner {
    fn clone(&self) -> Inliner {
        let config = &self.config;
        Inliner {
            default_pipeline_text: self.default_pipeline_text.clone(),
            config: InlinerConfig {
                default_pipeline: config.default_pipeline.as_ref().map(|p| DefaultPipeline {
                    passes: p.passes.clone_for_thread(),
                    error: p.error.clone(),
                }),
                op_pipelines: config.op_pipelines.iter().map(|p| p.clone_for_thread()).collect(),
                max_iterations: config.max_iterations,
                inlining_threshold: config.inlining_threshold,
            },
        }
    }
}

impl Inliner {
    /// The pass with MLIR's defaults, its default pipeline read with
    /// `registry`: `canonicalize`, four iterations, no threshold.
    pub fn new(registry: &PassRegistry) -> Inliner {
        let text = "canonicalize";
        Inliner {
            default_pipeline_text: text.to_owned(),
            config: InlinerConfig {
                default_pipeline: Some(parse_default_pipeline(registry, text)),
                op_pipelines: Vec::new(),
                max_iterations: 4,
                inlining_threshold: u32::MAX,
            },
        }
    }
}

/// The default pipeline's text read as a pipeline on any op (anchored on
/// each callable's name when it runs), as MLIR's inliner reads it: a name
/// that is no pass leaves the pipeline empty; a pass whose options do not
/// read ends it, that pass kept with its default options.
fn parse_default_pipeline(registry: &PassRegistry, text: &str) -> DefaultPipeline {
    let parse = |elements: &str| registry.parse_op_pipeline(&format!("any({elements})"));
    let error = match parse(text) {
        Ok(passes) => return DefaultPipeline { passes, error: None },
        Err(error) => error,
    };
    let mut passes = OpPassManager::any();
    if matches!(error, PipelineError::Option { .. } | PipelineError::Caused { .. }) {
        let elements = split_top_level_commas(text);
        for end in 1..=elements.len() {
            match parse(&elements[..end].join(",")) {
                Ok(prefix) => passes = prefix,
                Err(_) => {
                    let failing = elements[end - 1];
                    let name = failing.split(['{', '(']).next().unwrap_or_default().trim();
                    if let Some(Ok(pass)) = registry.create(name, "") {
                        passes.add_boxed(pass);
                    }
                    break;
                }
            }
        }
    }
    DefaultPipeline { passes, error: Some(error) }
}

/// The options as mlir-opt describes them.
const OPTIONS_HELP: &[(&str, OptionValueHelp, &str)] = &[
    (
        "default-pipeline",
        OptionValueHelp::Typed("string"),
        "The optimizer pipeline used for callables that do not have a dedicated optimizer \
         pipeline in opPipelineList",
    ),
    (
        "op-pipelines",
        OptionValueHelp::Typed("pass-manager"),
        "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
    ),
    (
        "max-iterations",
        OptionValueHelp::Typed("uint"),
        "Maximum number of iterations when inlining within an SCC",
    ),
    (
        "inlining-threshold",
        OptionValueHelp::Typed("uint"),
        "If the ratio between the number of the operations in the callee and the number of the \
         operations in the caller exceeds this value (in percentage), then the callee is not \
         inlined even if it is legal to inline it",
    ),
];

impl PassDefinition for Inliner {
    fn argument(&self) -> &'static str {
        Self::ARGUMENT
    }
    fn name(&self) -> &'static str {
        "Inliner"
    }
    fn summary(&self) -> &'static str {
        Self::SUMMARY
    }
    /// mlir-opt's order (by name) and spelling; no pipelines print nothing
    /// but keep their separator.
    fn print_options(&self, out: &mut String) {
        out.push_str("{default-pipeline=");
        self.default_pipeline_text.print_value(out);
        let config = &self.config;
        out.push_str(&format!(
            " inlining-threshold={} max-iterations={} ",
            config.inlining_threshold, config.max_iterations
        ));
        if !config.op_pipelines.is_empty() {
            let pipelines: Vec<String> =
                config.op_pipelines.iter().map(|p| p.to_string()).collect();
            out.push_str(&format!("op-pipelines={{{}}}", pipelines.join(",")));
        }
        out.push('}');
    }
    fn options_help(&self) -> Vec<PassOptionHelp> {
        OPTIONS_HELP
            .iter()
            .map(|&(name, value, description)| PassOptionHelp { name, value, description })
            .collect()
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
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
        if run_inliner(cx, &self.config).is_err() {
            cx.signal_failure();
        }
    }
}

impl RegisteredPass for Inliner {
    const ARGUMENT: &'static str = "inline";
    const SUMMARY: &'static str = "Inline function calls";

    /// Without a registry, the pipelines can name the core's passes only.
    fn from_options(text: &str) -> Result<Self, OptionError> {
        Inliner::from_options_in(text, &PassRegistry::with_core_passes())
    }

    /// mlir-opt 22's option names; later ones win.
    fn from_options_in(text: &str, registry: &PassRegistry) -> Result<Self, OptionError> {
        let mut pass = Inliner::new(registry);
        for entry in split_options(text) {
            let config = &mut pass.config;
            match entry.key.as_str() {
                "default-pipeline" => {
                    let text = String::parse_option(&entry)?;
                    config.default_pipeline =
                        (!text.is_empty()).then(|| parse_default_pipeline(registry, &text));
                    pass.default_pipeline_text = text;
                }
                "op-pipelines" => config.op_pipelines.extend(op_pipelines(&entry, registry)?),
                "max-iterations" => config.max_iterations = u32::parse_option(&entry)?,
                "inlining-threshold" => config.inlining_threshold = u32::parse_option(&entry)?,
                _ => return Err(OptionError::Unknown(entry.key)),
            }
        }
        Ok(pass)
    }
}

/// `op-pipelines`' anchored pipelines (`func.func(cse),llvm.func(…)`),
/// added to those given before, as LLVM's list options add.
fn op_pipelines(
    entry: &OptionEntry,
    registry: &PassRegistry,
) -> Result<Vec<OpPassManager>, OptionError> {
    list_value(entry)
        .iter()
        .map(|text| {
            registry.parse_op_pipeline(text).map_err(|e| OptionError::Pipeline(Box::new(e)))
        })
        .collect()
}
