//! The inliner's `default-pipeline` option ([`DefaultPipeline`]): a text,
//! kept as given, and the pipeline read from it as MLIR's inliner reads
//! it, leniently, the error kept to be reported when the pipeline is used.

use crate::pass::op_pass_manager::OpPassManager;
use crate::pass::option_value::{OptionValueHelp, PassOptionValue};
use crate::pass::options::{OptionEntry, OptionError, split_top_level_commas};
use crate::pass::pass_registry::PassRegistry;
use crate::pass::pipeline_text::PipelineError;

/// The passes run on a callable without a pipeline of its own.
#[derive(Debug)]
pub struct DefaultPipeline {
    /// The text as given (printed back as is).
    pub text: String,
    /// Its passes, on any op (anchored on each callable's name when run);
    /// `None` when the text is empty: nothing runs.
    pub passes: Option<OpPassManager>,
    /// The error of its text, reported each time a pipeline is built from
    /// it, as MLIR parses the text then (what was read before the error
    /// still runs).
    pub error: Option<PipelineError>,
}

impl DefaultPipeline {
    /// MLIR's default, `canonicalize`.
    pub fn canonicalize() -> DefaultPipeline {
        DefaultPipeline::read("canonicalize", &PassRegistry::with_core_passes())
    }

    /// `text` read as a pipeline on any op with `registry`'s passes, as
    /// MLIR's inliner reads it: a name that is no pass leaves the pipeline
    /// empty; a pass whose options do not read ends it, that pass kept with
    /// its default options.
    pub fn read(text: &str, registry: &PassRegistry) -> DefaultPipeline {
        let (passes, error) = if text.is_empty() {
            (None, None)
        } else {
            match read_leniently(text, registry) {
                Ok(passes) => (Some(passes), None),
                Err((passes, error)) => (Some(passes), Some(error)),
            }
        };
        DefaultPipeline { text: text.to_owned(), passes, error }
    }
}

/// The pipeline of `text`, or what MLIR keeps of it with the error.
fn read_leniently(
    text: &str,
    registry: &PassRegistry,
) -> Result<OpPassManager, (OpPassManager, PipelineError)> {
    let parse = |elements: &str| registry.parse_op_pipeline(&format!("any({elements})"));
    let error = match parse(text) {
        Ok(passes) => return Ok(passes),
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
    Err((passes, error))
}

/// A string option to the help texts and pipelines; read with the
/// registry that makes the pass, never failing itself.
impl PassOptionValue for DefaultPipeline {
    fn fallback() -> Self {
        DefaultPipeline { text: String::new(), passes: None, error: None }
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        Self::parse_option_in(entry, &PassRegistry::with_core_passes())
    }
    fn parse_option_in(entry: &OptionEntry, registry: &PassRegistry) -> Result<Self, OptionError> {
        Ok(DefaultPipeline::read(&String::parse_option(entry)?, registry))
    }
    fn print_value(&self, out: &mut String) {
        self.text.print_value(out);
    }
    fn clone_value(&self) -> Self {
        DefaultPipeline {
            text: self.text.clone(),
            passes: self.passes.as_ref().map(OpPassManager::clone_for_thread),
            error: self.error.clone(),
        }
    }
    fn value_help() -> OptionValueHelp {
        String::value_help()
    }
}
