//! One input through the pipeline: split into chunks, each parsed into a
//! fresh context, verified, run through the passes and printed, with the
//! diagnostics rendered or checked (`--verify-diagnostics`) in mlir-opt's
//! order.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir_to};
use mlir_core::context::diagnostics::{Diagnostic, SourceFiles, render};
use mlir_core::pass::InstrumentationText;

use crate::cli::{Cli, VerifyDiagnosticsArg};
use crate::input_text::Source;
use crate::instrument;
use crate::pipeline::{
    ChunkError, chunk_pipeline, crash_reproducer, generate_reproducer, pipeline_of, run_passes,
};
use crate::split_input::{SplitInput, split_chunks};
use crate::tool::{AfterRun, OptTool};

/// Parses, verifies and prints `text` according to `cli`, writing the
/// printed IR to `out` as it goes; returns the standard error text (bytes
/// that are not UTF-8 encoded as `mlir_core::support::text_bytes` does) and the
/// exit code.
pub(crate) fn process(
    tool: &OptTool,
    cli: &Cli,
    name: &str,
    source: Source,
    out: &mut dyn std::io::Write,
    after: AfterRun,
) -> (String, i32) {
    let registry = &tool.registry;
    let text: &[u8] = (*source.text).as_ref();
    // `--threads=N` bounds the threads parsing, verifying and printing
    // use, as it bounds the passes'.
    let pool = cli
        .threads
        .filter(|&n| n > 0 && cli.disable_threading != Some(true))
        .and_then(|n| rayon::ThreadPoolBuilder::new().num_threads(n).build().ok())
        .map(Arc::new);
    // Parsed here once to report a bad pipeline before reading the
    // input; each chunk then runs a pipeline of its own.
    let mut first_pipeline = match pipeline_of(&tool.passes, cli) {
        Ok(pipeline) => pipeline,
        Err(text) => return (text, 1),
    };
    let mut err = String::new();
    if let Some(pipeline) = first_pipeline.as_ref()
        && cli.dump_pass_pipeline
    {
        err.push_str(&pipeline.dump());
    }
    let opts = PrintOptions {
        generic: cli.print_op_generic,
        debug_info: cli.print_debuginfo,
        local_scope: cli.print_local_scope,
        elide_elements_larger_than: cli.elide_elementsattrs_if_larger,
        hex_elements_larger_than: match cli.hex_elementsattrs_if_larger {
            None => Some(100),
            Some(n) if n < 0 => None,
            Some(n) => Some(n as u64),
        },
        // Printed IR is usually about as long as the input.
        capacity_hint: text.len() + text.len() / 8,
        threads: pool.clone(),
        assume_verified: cli.print_assume_verified,
        skip_regions: false,
    };
    if let Err(text) = instrument::check_pass_names(cli, &tool.passes) {
        return (text, 1);
    }
    let mut instruments = match instrument::Instruments::setup(cli, &opts) {
        Ok(instruments) => instruments,
        Err(text) => return (text, 1),
    };
    let mut sources = SourceFiles::default();
    sources.add(name, source.text.clone());
    let mut failed = false;
    let SplitInput { chunks, near_misses } = match &cli.split_input_file {
        Some(marker) => split_chunks(text, marker),
        None => SplitInput::whole(text),
    };
    // mlir-opt prints these warnings while splitting, before any chunk is
    // processed, straight to stderr: they change neither the exit code nor
    // the `--verify-diagnostics` report.
    let mut warnings = String::new();
    if !near_misses.is_empty() {
        let index = mlir_core::asm::parser::LineIndex::new(text);
        for at in near_misses {
            let (line, col) = index.line_col(at);
            mlir_core::context::diagnostics::render_at(
                &sources,
                name,
                line,
                col,
                Some(1),
                mlir_core::context::diagnostics::Severity::Warning,
                "near miss with file split marker",
                &mut warnings,
            );
        }
    }
    let single = chunks.len() == 1 && cli.verify_diagnostics.is_none();
    let mut verifier = cli.verify_diagnostics.map(|mode| {
        let mut verifier =
            mlir_core::verify::expected_diagnostics::DiagnosticVerifier::new(name, text);
        verifier.set_only_expected(mode == VerifyDiagnosticsArg::OnlyExpected);
        verifier
    });
    // A lone chunk's parse drops the pages of a mapped input as it reads
    // them.
    let release_read = if single { source.release_read() } else { None };
    // Held in options so a lone chunk can free the source before printing.
    let mut text = Some(source.text);
    let mut sources = Some(sources);
    for (i, ((first_line, first_col), range)) in chunks.into_iter().enumerate() {
        if i > 0 {
            let _ = out.write_all(b"// -----\n");
        }
        let ctx = Arc::new(Context::with_dialects(registry));
        ctx.set_allow_unregistered_dialects(cli.allow_unregistered_dialect);
        ctx.set_multithreading(cli.disable_threading != Some(true));
        let config = ParseConfig {
            first_line,
            first_col,
            parallel_min_bytes: tool.parallel_parse_min_bytes,
            segmented_min_bytes: tool.segmented_parse_min_bytes,
            release_read_source: release_read.clone(),
            ..ParseConfig::new(name)
        };
        let source: &[u8] = (**text.as_ref().expect("source kept until the last chunk")).as_ref();
        instruments.start_chunk();
        let parsed = instruments.parse(|| {
            on_pool(pool.as_deref(), || parse_source(ctx.clone(), &source[range], &config))
        });
        let srcs = sources.as_ref().expect("sources kept until the last chunk");
        let mut dumps = Vec::new();
        // What the passes reported when they all succeeded.
        let mut notes = Vec::new();
        let parsed = parsed.map_err(ChunkError::Diagnostics).and_then(|parsed| {
            let first = if i == 0 { first_pipeline.take() } else { None };
            let pipeline = chunk_pipeline(tool, cli, &parsed, first)?;
            Ok((parsed, pipeline))
        });
        let parsed = match parsed {
            Ok(parsed) => Ok(parsed),
            Err(ChunkError::Diagnostics(diags)) => Err(diags),
            Err(ChunkError::Text(text)) => {
                err.push_str(&text);
                failed = true;
                continue;
            }
        };
        match parsed {
            Ok((mut parsed, mut pipeline)) => match instruments
                .verify_parsed(|| on_pool(pool.as_deref(), || verify_after_parsing(cli, &parsed)))
                .and_then(|()| {
                    if let Some(pipeline) = pipeline.as_mut() {
                        instruments.attach(pipeline);
                        // Passes that print IR print it as the flags say.
                        pipeline.options_mut().print =
                            PrintOptions { capacity_hint: 0, ..opts.clone() };
                    }
                    let crash = crash_reproducer(cli, &parsed, pipeline.as_ref(), &opts);
                    run_passes(pipeline.as_mut(), &mut parsed, &mut dumps, &mut notes, crash)
                })
                .and_then(|()| generate_reproducer(cli, &parsed, pipeline.as_ref(), &opts))
            {
                Ok(()) => {
                    // Warnings and remarks of the passes, among the dumps.
                    let mut report = |diag: &Diagnostic, err: &mut String| match verifier.as_mut() {
                        Some(v) => v.report(&ctx, srcs, diag),
                        None => render(&ctx, srcs, diag, err),
                    };
                    interleave(&notes, &mut dumps, &mut err, &mut report);
                    instruments.report_statistics(pipeline.as_ref(), &mut err);
                    if single {
                        // The source text is not needed to print: free it
                        // first, which lowers the peak memory of a big file.
                        text = None;
                        sources = None;
                    }
                    // Write errors surface when the caller flushes `out`.
                    let print_opts = printing_options(cli, &parsed, &opts);
                    let ((), output) = instruments.output(|| {
                        let _ = print_ir_to(&parsed.ir, &print_opts, out);
                    });
                    instruments.report_timing(Some(output), &mut err);
                    if single && after == AfterRun::Exit {
                        std::mem::forget(parsed);
                    }
                }
                Err(diags) => {
                    // A pass may fail without a message (a canonicalization
                    // that did not converge, with `test-convergence`).
                    failed |= verifier.is_none();
                    let mut report = |diag: &Diagnostic, err: &mut String| match verifier.as_mut() {
                        Some(v) => v.report(&ctx, srcs, diag),
                        None => render(&ctx, srcs, diag, err),
                    };
                    interleave(&diags, &mut dumps, &mut err, &mut report);
                    if pipeline.is_some() {
                        instruments.report_statistics(pipeline.as_ref(), &mut err);
                    }
                    instruments.report_timing(None, &mut err);
                }
            },
            Err(diags) => {
                for diag in &diags {
                    match verifier.as_mut() {
                        Some(v) => v.report(&ctx, srcs, diag),
                        None => {
                            render(&ctx, srcs, diag, &mut err);
                            failed = true;
                        }
                    }
                }
            }
        }
    }
    if let (Some(v), Some(srcs)) = (verifier, sources.as_ref()) {
        err = v.finish(srcs);
        failed = !err.is_empty();
    }
    if !warnings.is_empty() {
        err.insert_str(0, &warnings);
    }
    (err, i32::from(failed))
}

/// Runs `work` on `pool` (`--threads=N`), or on the current rayon pool.
fn on_pool<R: Send>(pool: Option<&rayon::ThreadPool>, work: impl FnOnce() -> R + Send) -> R {
    match pool {
        Some(pool) => pool.install(work),
        None => work(),
    }
}

/// Verifies freshly parsed IR, unless
/// `--mlir-very-unsafe-disable-verifier-on-parsing` asks to skip it.
fn verify_after_parsing(cli: &Cli, parsed: &ParsedFile) -> Result<(), Vec<Diagnostic>> {
    if cli.disable_verifier_on_parsing {
        return Ok(());
    }
    mlir_core::verify::verify_parsed(&parsed.ir, cli.print_debuginfo)
}

/// Reports `diags` in order with the instrumentation's IR dumps where a
/// serial run printed them, among the diagnostics.
fn interleave(
    diags: &[Diagnostic],
    dumps: &mut Vec<InstrumentationText>,
    err: &mut String,
    report: &mut dyn FnMut(&Diagnostic, &mut String),
) {
    let mut dumps = dumps.drain(..).peekable();
    for (i, diag) in diags.iter().enumerate() {
        while let Some(dump) = dumps.next_if(|d| d.after_diagnostics <= i) {
            err.push_str(&dump.text);
        }
        report(diag, err);
    }
    dumps.for_each(|dump| err.push_str(&dump.text));
}

/// The options to print `parsed` with. Like mlir-opt's printer, the custom
/// form is only used for IR that verifies: when verification after parsing
/// or after the passes (`--verify-each=false`) was skipped, the IR is
/// verified here (silently) and printed generically if it fails, unless
/// `--mlir-print-assume-verified` says not to check.
pub(crate) fn printing_options(
    cli: &Cli,
    parsed: &ParsedFile,
    opts: &PrintOptions,
) -> PrintOptions {
    let skipped = cli.disable_verifier_on_parsing || cli.verify_each == Some(false);
    let unchecked = skipped && !cli.print_assume_verified;
    if opts.generic || !unchecked {
        return opts.clone();
    }
    let ir = &parsed.ir;
    let invalid = ir.root_block().ops(ir).any(|op| mlir_core::verify::verify(ir, op).is_err());
    PrintOptions { generic: invalid, ..opts.clone() }
}
