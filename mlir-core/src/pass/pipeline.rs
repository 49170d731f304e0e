//! A `--pass-pipeline` resolved against the passes that exist, and run:
//! each pass on the op its list is anchored on, each nested list on every
//! op of its name directly inside that op's regions, in order. A list
//! anchored on an op name reports the ops of that name it cannot run on
//! (unregistered, or not isolated from above); `any` runs on every op it
//! can run on and skips the others.

use super::passes::{ConfiguredPass, PassFailed};
use super::pipeline_text::{PipelineElement, PipelineError, parse_pipeline_text};
use crate::diag::Diagnostic;
use crate::ir::{IrView, Op};

/// One step of a resolved pipeline.
#[derive(Clone, Debug)]
enum Step {
    /// A pass.
    Pass(ConfiguredPass),
    /// A list run on each op of this name (or every op, for `any`) nested
    /// directly in the current op.
    Nested(String, Vec<Step>),
}

/// A pipeline ready to run.
#[derive(Clone, Debug)]
pub struct Pipeline {
    anchor: String,
    steps: Vec<Step>,
}

/// Parses and resolves `--pass-pipeline`'s value, with mlir-opt's messages.
pub fn parse_pipeline(pipeline: &str) -> Result<Pipeline, PipelineError> {
    let parsed = parse_pipeline_text(pipeline)?;
    let steps = resolve(&parsed.elements, &parsed.text)?;
    Ok(Pipeline { anchor: parsed.anchor, steps })
}

fn resolve(elements: &[PipelineElement], text: &str) -> Result<Vec<Step>, PipelineError> {
    let mut steps = Vec::with_capacity(elements.len());
    for element in elements {
        if let Some(nested) = &element.nested {
            let inner = stacker::maybe_grow(64 * 1024, 1024 * 1024, || resolve(nested, text))?;
            steps.push(Step::Nested(element.name.clone(), inner));
            continue;
        }
        let options = element.options.as_deref().unwrap_or_default();
        let Some(pass) = ConfiguredPass::named(&element.name, options) else {
            return Err(PipelineError::At {
                message: format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    element.name
                ),
                text: text.to_owned(),
                offset: element.offset,
            });
        };
        let pass = pass.map_err(|error| PipelineError::Option {
            detail: error.detail().map(str::to_owned),
            message: format!(
                "{}\nfailed to add `{}` with options `{options}`\n",
                error.message(),
                element.name
            ),
        })?;
        steps.push(Step::Pass(pass));
    }
    Ok(steps)
}

impl Pipeline {
    /// The pipeline of passes given by their own flags (`--canonicalize`,
    /// `--cse=…`): each pass with its option string, run on the top-level
    /// op in order. A bad option is reported as mlir-opt reports it for a
    /// flag.
    pub fn from_passes(passes: &[(&str, &str)]) -> Result<Pipeline, PipelineError> {
        let mut steps = Vec::with_capacity(passes.len());
        for &(name, options) in passes {
            let Some(pass) = ConfiguredPass::named(name, options) else {
                let message = format!("'{name}' does not refer to a registered pass");
                return Err(PipelineError::Plain(message));
            };
            let pass = pass.map_err(|error| PipelineError::Option {
                detail: error.detail().map(str::to_owned),
                message: error.message(),
            })?;
            steps.push(Step::Pass(pass));
        }
        Ok(Pipeline { anchor: "any".to_owned(), steps })
    }

    /// Runs the pipeline on `root`, which must be an op of the anchor's
    /// name (or any op, for `any`). A nested list may only run on
    /// registered ops isolated from above: every other op it matches is
    /// reported, in op order, and the pipeline stops there. A pass that
    /// fails without a message (`canonicalize{test-convergence}` that did
    /// not converge) stops it with no diagnostic.
    pub fn run(&self, ir: &mut IrView, root: Op) -> Result<(), Vec<Diagnostic>> {
        let name = root.name(ir).as_str(ir.ctx()).to_owned();
        if self.anchor != "any" && self.anchor != name {
            let message = format!("can't run '{}' pass manager on '{name}' op", self.anchor);
            return Err(vec![Diagnostic::error(root.loc(ir), message)]);
        }
        run_steps(ir, root, &self.steps)
    }
}

fn run_steps(ir: &mut IrView, op: Op, steps: &[Step]) -> Result<(), Vec<Diagnostic>> {
    for step in steps {
        match step {
            Step::Pass(pass) => pass.run(ir, op).map_err(|PassFailed| Vec::new())?,
            Step::Nested(name, nested) => {
                let targets = nested_targets(ir, op, name)?;
                for target in targets {
                    stacker::maybe_grow(64 * 1024, 1024 * 1024, || run_steps(ir, target, nested))?;
                }
            }
        }
    }
    Ok(())
}

/// The ops directly inside `op`'s regions that a list anchored on `name`
/// runs on, or the errors of those it cannot run on.
fn nested_targets(ir: &IrView, op: Op, name: &str) -> Result<Vec<Op>, Vec<Diagnostic>> {
    let ctx = ir.ctx();
    let mut targets = Vec::new();
    let mut errors = Vec::new();
    for region in op.regions(ir) {
        for block in region.blocks(ir) {
            for target in block.ops(ir) {
                let op_name = target.name(ir);
                if name != "any" && op_name.as_str(ctx) != name {
                    continue;
                }
                let problem = match op_name.registered(ctx) {
                    None => Some("trying to schedule a pass on an unregistered operation"),
                    Some(_) if !op_name.is_isolated(ctx) => Some(
                        "trying to schedule a pass on an operation not marked as \
                         'IsolatedFromAbove'",
                    ),
                    Some(_) => None,
                };
                match problem {
                    // `any` only runs on the ops it can run on.
                    Some(_) if name == "any" => {}
                    Some(message) => errors.push(target.emit_op_error(ir, message)),
                    None => targets.push(target),
                }
            }
        }
    }
    if errors.is_empty() { Ok(targets) } else { Err(errors) }
}
