//! Crash and failure reproducers, as mlir-opt writes and reads them.
//!
//! With `--mlir-pass-pipeline-crash-reproducer=FILE` the driver prints the
//! IR before the pipeline runs; when a pass fails or panics it writes that
//! IR to `FILE` followed by an `mlir_reproducer` external resource (the
//! pipeline and how it ran), and reports mlir-opt's error and note.
//! `--run-reproducer` reads the resource back from the input and runs its
//! pipeline instead of the command line's.

use mlir_core::asm::printer::{PrintOptions, print_ir_to};
use mlir_core::context::builtin::resources::{ExternalGroup, ExternalValue};
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{Ir, Op};
use mlir_core::pass::{PassManager, PassRegistry, PipelineFailure};
use mlir_core::semantics::symbol_table::symbol_name;

/// The external resource group holding a reproducer's pipeline.
const GROUP: &str = "mlir_reproducer";

/// mlir-opt's error when a pipeline fails and a reproducer is asked for.
const FAILURE: &str = "Failures have been detected while processing an MLIR pass pipeline";

/// How a pipeline ran, as a reproducer records it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ReproducerOptions {
    /// The textual pipeline (`builtin.module(cse)`).
    pub(crate) pipeline: String,
    /// Whether threading was off.
    pub(crate) disable_threading: bool,
    /// Whether the IR was verified after each pass.
    pub(crate) verify_each: bool,
}

impl ReproducerOptions {
    /// The options of `pipeline` as it is set up to run.
    pub(crate) fn of(pipeline: &PassManager) -> ReproducerOptions {
        ReproducerOptions {
            pipeline: pipeline.to_string(),
            disable_threading: !pipeline.options().threading,
            verify_each: pipeline.options().verify_each,
        }
    }
}

/// The text of a reproducer for `ir` (the top-level op, before the
/// pipeline ran), printed with `print`: the IR, then the `{-# … #-}`
/// section with the `mlir_reproducer` resource after the file's own
/// external resources.
pub(crate) fn reproducer_text(
    ir: &Ir,
    print: &PrintOptions,
    options: &ReproducerOptions,
) -> Vec<u8> {
    let resources = &ir.ctx().resources;
    let entries = [
        ("pipeline", ExternalValue::String(options.pipeline.clone().into_bytes())),
        ("disable_threading", ExternalValue::Bool(options.disable_threading)),
        ("verify_each", ExternalValue::Bool(options.verify_each)),
    ];
    // The group goes through the printer, which merges it into the
    // file's own section and escapes the pipeline; it is removed again
    // so that the output does not show it.
    let previous = resources.take_external_group(GROUP);
    for (key, value) in entries {
        resources.add_external(GROUP, key, value);
    }
    let mut text = Vec::new();
    let _ = print_ir_to(ir, print, &mut text);
    // The tool's output ends the resource section with a blank line; a
    // reproducer file does not.
    if text.ends_with(b"\n\n") {
        text.pop();
    }
    resources.take_external_group(GROUP);
    if let Some(group) = previous {
        restore_group(ir, group);
    }
    text
}

/// Puts back a group [`reproducer_text`] took out of the way (at the end
/// of the groups: a file holding its own `mlir_reproducer` is a replayed
/// reproducer, whose group is consumed before this runs).
fn restore_group(ir: &Ir, group: ExternalGroup) {
    let resources = &ir.ctx().resources;
    resources.add_external_group(&group.name);
    for (key, value) in group.entries {
        resources.add_external(&group.name, &key, value);
    }
}

/// What the driver reports when the pipeline fails with the reproducer
/// flag given (the reproducer already written to `path`): mlir-opt's error
/// and note, at the failing op (at the top-level op for a panic, as for
/// mlir-opt's crashes). The note names the first failing op in op order,
/// as a serial mlir-opt run does (a threaded one adds the failures that
/// happened to run at the same time, which no test can pin down).
pub(crate) fn failure_report(
    ir: &Ir,
    top: Op,
    failure: &PipelineFailure,
    path: &str,
) -> Option<Diagnostic> {
    let op = failure.op?;
    let loc = if failure.panic.is_some() { top } else { op }.loc(ir);
    let note = format!("{}: reproducer generated at `{path}`", executing(ir, failure));
    Some(Diagnostic::error(loc, FAILURE).with_note(loc, note))
}

/// What the driver reports for a panicking pass without the reproducer
/// flag: the error and note of a failure, the note ending in the panic's
/// message.
pub(crate) fn panic_report(ir: &Ir, top: Op, failure: &PipelineFailure) -> Option<Diagnostic> {
    let message = failure.panic.as_ref()?;
    let loc = top.loc(ir);
    let note = format!("{}: the pass panicked: {message}", executing(ir, failure));
    Some(Diagnostic::error(loc, FAILURE).with_note(loc, note))
}

/// `Pipeline failed while executing [`Pass` on 'op' operation: @sym]`.
fn executing(ir: &Ir, failure: &PipelineFailure) -> String {
    let entry = failure.op.map(|op| {
        let name = op.name(ir).as_str(ir.ctx());
        let symbol = symbol_name(ir, op).map(|s| format!(": @{s}")).unwrap_or_default();
        format!("`{}` on '{name}' operation{symbol}", failure.pass_name)
    });
    format!("Pipeline failed while executing [{}]", entry.unwrap_or_default())
}

/// Reads (and removes, so that it is not printed back) the
/// `mlir_reproducer` resource of a parsed input, with mlir-opt's located
/// errors for a bad entry. `None`: the input has none.
pub(crate) fn read_reproducer(
    ir: &Ir,
    defaults: ReproducerOptions,
) -> Result<Option<ReproducerOptions>, Diagnostic> {
    let Some(group) = ir.ctx().resources.take_external_group(GROUP) else {
        return Ok(None);
    };
    let mut options = defaults;
    for (i, (key, value)) in group.entries.iter().enumerate() {
        let (key_loc, value_loc) = group
            .locations
            .get(i)
            .copied()
            .unwrap_or((ir.ctx().unknown_loc(), ir.ctx().unknown_loc()));
        let flag = match key.as_str() {
            "pipeline" => {
                let ExternalValue::String(text) = value else {
                    let message = format!("expected string value for key '{key}'");
                    return Err(Diagnostic::error(value_loc, message));
                };
                options.pipeline = String::from_utf8_lossy(text).into_owned();
                continue;
            }
            "disable_threading" => &mut options.disable_threading,
            "verify_each" => &mut options.verify_each,
            _ => {
                let message = format!("unknown '{GROUP}' resource key '{key}'");
                return Err(Diagnostic::error(key_loc, message));
            }
        };
        let ExternalValue::Bool(on) = value else {
            let message = format!("expected 'true' or 'false' value for key '{key}'");
            return Err(Diagnostic::error(value_loc, message));
        };
        *flag = *on;
    }
    Ok(Some(options))
}

/// The pass manager a reproducer's options describe, or mlir-opt's text
/// for a pipeline that does not parse (the parser's message alone).
pub(crate) fn reproducer_pipeline(
    passes: &PassRegistry,
    options: &ReproducerOptions,
) -> Result<PassManager, String> {
    let mut pipeline = passes.parse_pipeline(&options.pipeline).map_err(|e| {
        let mut text = e.message().to_owned();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text
    })?;
    let run = pipeline.options_mut();
    run.threading = !options.disable_threading;
    run.verify_each = options.verify_each;
    Ok(pipeline)
}
