//! A `--pass-pipeline` resolved against the passes that exist, and run:
//! each pass on the op its list is anchored on, each nested list on every
//! op of its name directly inside that op's regions, in order. A list
//! anchored on an op name reports the ops of that name it cannot run on
//! (unregistered, or not isolated from above); `any` runs on every op it
//! can run on and skips the others.

use super::pipeline_text::{PipelineElement, PipelineError, parse_pipeline_text};
use crate::diag::Diagnostic;
use crate::ir::{IrView, Op};
use crate::transforms::canonicalize::canonicalize;
use crate::transforms::cse::eliminate_common_subexpressions;
use crate::transforms::operation_folder::fold_each_once;

/// A pass: what it runs on one op.
type PassFn = fn(&mut IrView, Op);

/// The passes a pipeline can name, by their mlir-opt names.
const PASSES: &[(&str, PassFn)] =
    &[("canonicalize", run_canonicalize), ("cse", run_cse), ("test-single-fold", run_single_fold)];

fn run_canonicalize(ir: &mut IrView, op: Op) {
    canonicalize(ir, op);
}

fn run_cse(ir: &mut IrView, op: Op) {
    eliminate_common_subexpressions(ir, op);
}

fn run_single_fold(ir: &mut IrView, op: Op) {
    fold_each_once(ir, op);
}

/// One step of a resolved pipeline.
#[derive(Clone, Debug)]
enum Step {
    /// A pass.
    Pass(PassFn),
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
        let Some(&(name, run)) = PASSES.iter().find(|(name, _)| *name == element.name) else {
            return Err(PipelineError::At {
                message: format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    element.name
                ),
                text: text.to_owned(),
                offset: element.offset,
            });
        };
        if let Some(options) = element.options.as_deref().filter(|o| !o.trim().is_empty()) {
            // No pass has options yet.
            let first = options.split_whitespace().next().unwrap_or_default();
            let option = first.split('=').next().unwrap_or_default();
            return Err(PipelineError::Plain(format!(
                "<Pass-Options-Parser>: no such option {option}\n\nfailed to add `{name}` with \
                 options `{options}`\n"
            )));
        }
        steps.push(Step::Pass(run));
    }
    Ok(steps)
}

impl Pipeline {
    /// Runs the pipeline on `root`, which must be an op of the anchor's
    /// name (or any op, for `any`). A nested list may only run on
    /// registered ops isolated from above: every other op it matches is
    /// reported, in op order, and the pipeline stops there.
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
            Step::Pass(run) => run(ir, op),
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
