//! The pass pipeline of one input chunk: made from `--pass-pipeline` or
//! the individual pass flags (or a reproducer's, with `--run-reproducer`),
//! run on the chunk's top-level op, and the crash and generated
//! reproducers written around it.

use mlir_core::asm::parser::ParsedFile;
use mlir_core::asm::printer::PrintOptions;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::pass::pipeline_text::PipelineError;
use mlir_core::pass::{InstrumentationText, PassManager, PassRegistry};

use crate::cli::Cli;
use crate::files::{io_error_text, path_of};
use crate::process::printing_options;
use crate::reproducer;
use crate::tool::OptTool;

/// Why a chunk's pipeline could not be set up.
pub(crate) enum ChunkError {
    /// Located errors (a bad `mlir_reproducer` resource).
    Diagnostics(Vec<Diagnostic>),
    /// mlir-opt's text for a reproducer's pipeline that does not parse.
    Text(String),
}

/// The pipeline of one chunk: `first` (the command line's, parsed before
/// reading the input) or the command line's made anew, so that each
/// chunk's statistics start at zero as in mlir-opt; with
/// `--run-reproducer`, the one the input's `mlir_reproducer` resource
/// names, when it has one.
pub(crate) fn chunk_pipeline(
    tool: &OptTool,
    cli: &Cli,
    parsed: &ParsedFile,
    first: Option<PassManager>,
) -> Result<Option<PassManager>, ChunkError> {
    let threads = cli.threads.filter(|&n| n > 0);
    if cli.run_reproducer {
        let defaults = reproducer::ReproducerOptions {
            pipeline: String::new(),
            disable_threading: cli.disable_threading == Some(true),
            verify_each: cli.verify_each != Some(false),
        };
        let read = reproducer::read_reproducer(&parsed.ir, defaults)
            .map_err(|diagnostic| ChunkError::Diagnostics(vec![diagnostic]))?;
        if let Some(options) = read {
            let mut pipeline = reproducer::reproducer_pipeline(&tool.passes, &options)
                .map_err(ChunkError::Text)?;
            pipeline.options_mut().threads = threads;
            pipeline.options_mut().tool_name = cli.tool_name.clone();
            pipeline.options_mut().compact_bodies = true;
            return Ok(Some(pipeline));
        }
    }
    // The command line's pipeline parsed once already: it parses again.
    let mut pipeline = match first {
        Some(pipeline) => Some(pipeline),
        None => pipeline_of(&tool.passes, cli).ok().flatten(),
    };
    if let Some(pipeline) = pipeline.as_mut() {
        let options = pipeline.options_mut();
        options.threading = cli.disable_threading != Some(true);
        options.verify_each = cli.verify_each != Some(false);
        options.threads = threads;
        options.tool_name = cli.tool_name.clone();
        // The tool keeps no handle into the IR across the run.
        options.compact_bodies = true;
    }
    Ok(pipeline)
}

/// With `--mlir-pass-pipeline-crash-reproducer=FILE`: the file's path and
/// the reproducer to write there if the pipeline fails (the IR as it is
/// before the pipeline runs).
pub(crate) fn crash_reproducer<'a>(
    cli: &'a Cli,
    parsed: &ParsedFile,
    pipeline: Option<&PassManager>,
    opts: &PrintOptions,
) -> Option<(&'a str, Vec<u8>)> {
    let path = cli.crash_reproducer.as_deref()?;
    let options = reproducer::ReproducerOptions::of(pipeline?);
    let print = printing_options(cli, parsed, opts);
    Some((path, reproducer::reproducer_text(&parsed.ir, &print, &options)))
}

/// With `--mlir-generate-reproducer=FILE`, writes a reproducer of the IR
/// after a successful pipeline (as mlir-opt does: the pipeline as run, or
/// an empty one, and `verify_each: false`).
pub(crate) fn generate_reproducer(
    cli: &Cli,
    parsed: &ParsedFile,
    pipeline: Option<&PassManager>,
    opts: &PrintOptions,
) -> Result<(), Vec<Diagnostic>> {
    let Some(path) = cli.generate_reproducer.as_deref() else { return Ok(()) };
    let options = reproducer::ReproducerOptions {
        pipeline: pipeline.map_or_else(|| "builtin.module()".to_owned(), |pm| pm.to_string()),
        disable_threading: cli.disable_threading == Some(true),
        verify_each: false,
    };
    let print = printing_options(cli, parsed, opts);
    let text = reproducer::reproducer_text(&parsed.ir, &print, &options);
    write_reproducer(parsed, path, &text).map_err(|diagnostic| vec![diagnostic])
}

/// Writes a reproducer, or the error saying why it could not.
pub(crate) fn write_reproducer(
    parsed: &ParsedFile,
    path: &str,
    text: &[u8],
) -> Result<(), Diagnostic> {
    std::fs::write(path_of(path), text).map_err(|e| {
        let loc = parsed.module().loc(&parsed.ir);
        let message = format!("cannot write reproducer file '{path}': {}", io_error_text(&e));
        Diagnostic::error(loc, message)
    })
}

/// Runs the passes the flags ask for on the top-level op; the pass manager
/// verifies after each pass unless `--verify-each=false`, as mlir-opt's
/// does, and nothing is verified again after the last. The diagnostics of passes that succeeded
/// (warnings, remarks) go to `notes`. When a pass fails or panics, writes
/// the crash reproducer (`crash`: its path and text) and reports it as
/// mlir-opt does; a panicking pass without one is reported with its
/// message.
pub(crate) fn run_passes(
    pipeline: Option<&mut PassManager>,
    parsed: &mut ParsedFile,
    dumps: &mut Vec<InstrumentationText>,
    notes: &mut Vec<Diagnostic>,
    crash: Option<(&str, Vec<u8>)>,
) -> Result<(), Vec<Diagnostic>> {
    let module = parsed.module();
    let Some(pipeline) = pipeline else { return Ok(()) };
    let result = pipeline.run(&mut parsed.ir, module);
    dumps.extend(pipeline.take_output());
    if let Err(mut failure) = result {
        let mut diagnostics = std::mem::take(&mut failure.diagnostics);
        let report = match crash {
            Some((path, text)) if failure.op.is_some() => {
                match write_reproducer(parsed, path, &text) {
                    Ok(()) => reproducer::failure_report(&parsed.ir, module, &failure, path),
                    Err(diagnostic) => Some(diagnostic),
                }
            }
            _ => reproducer::panic_report(&parsed.ir, module, &failure),
        };
        diagnostics.extend(report);
        return Err(diagnostics);
    }
    notes.extend(result.unwrap_or_default());
    Ok(())
}

/// The passes to run, from `--pass-pipeline` or the individual pass and
/// pipeline flags, parsed once for every input chunk; the error is
/// mlir-opt's text (a line after the tool's name for a bad option value,
/// then the error; none for options given to a pipeline's flag).
pub(crate) fn pipeline_of(passes: &PassRegistry, cli: &Cli) -> Result<Option<PassManager>, String> {
    let render = |e: PipelineError| match e {
        PipelineError::Silent => String::new(),
        e => format!("{}\n", e.render(&cli.tool_name, false)),
    };
    let Some(text) = &cli.pass_pipeline else {
        if cli.pass_flags.is_empty() {
            return Ok(None);
        }
        let flags: Vec<(&str, &str)> = cli
            .pass_flags
            .iter()
            .map(|(pass, options)| (pass.as_str(), options.as_str()))
            .collect();
        // As mlir-opt does, a pass restricted to other ops than the
        // top-level module is nested on them.
        return passes.pipeline_of_flags("builtin.module", &flags).map(Some).map_err(render);
    };
    if !cli.pass_flags.is_empty() {
        return Err(render(PipelineError::Plain(
            "'-pass-pipeline' option can't be used with individual pass options".into(),
        )));
    }
    passes.parse_pipeline(text).map(Some).map_err(render)
}
