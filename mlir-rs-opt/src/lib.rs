//! The `mlir-rs-opt` driver as a library, so tests can run it in-process:
//! reads MLIR text (a file or stdin, optionally split at `// -----`),
//! parses and verifies it, and prints it back with mlir-opt's options and
//! exit codes.

use std::sync::Arc;

use clap::Parser as _;
use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::diag::{Diagnostic, SourceFiles, render};

/// Command-line options (a subset of mlir-opt's, same spelling).
#[derive(clap::Parser, Debug)]
#[command(name = "mlir-rs-opt", about = "MLIR modular optimizer driver (mlir-rs)", version)]
pub struct Cli {
    /// Input file (`-` for stdin).
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file (`-` for stdout).
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Allow operations of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Print every op in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Print everything inline, without aliases.
    #[arg(long = "mlir-print-local-scope")]
    pub print_local_scope: bool,
    /// Elide elements attributes with more elements than this.
    #[arg(long = "mlir-elide-elementsattrs-if-larger")]
    pub elide_elementsattrs_if_larger: Option<u64>,
    /// Print elements attributes with more elements than this in hex (-1: never).
    #[arg(long = "mlir-print-elementsattrs-with-hex-if-larger", allow_hyphen_values = true)]
    pub hex_elementsattrs_if_larger: Option<i64>,
    /// Check the diagnostics against the file's `expected-*` annotations
    /// instead of printing them.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Split the input at `// -----` and process each chunk on its own.
    #[arg(long = "split-input-file", num_args = 0..=1, default_missing_value = "// -----", require_equals = true)]
    pub split_input_file: Option<String>,
    /// Skip verifying the IR after parsing (very unsafe: invalid IR is
    /// printed as if it were valid).
    #[arg(long = "mlir-very-unsafe-disable-verifier-on-parsing")]
    pub disable_verifier_on_parsing: bool,
    /// Print the custom form without first checking that the IR verifies.
    #[arg(long = "mlir-print-assume-verified")]
    pub print_assume_verified: bool,
}

/// mlir-opt accepts single-dash long options (`-allow-unregistered-dialect`).
fn normalize_args(args: &[String]) -> Vec<String> {
    args.iter()
        .enumerate()
        .map(|(i, a)| {
            if i > 0 && a.len() > 2 && a.starts_with('-') && !a.starts_with("--") && a != "-o" {
                format!("-{a}")
            } else {
                a.clone()
            }
        })
        .collect()
}

/// Runs the driver. `args[0]` is the program name. Returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn std::io::Write,
    stderr: &mut dyn std::io::Write,
) -> i32 {
    let cli = match Cli::try_parse_from(normalize_args(args)) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let text = e.render().to_string();
            if e.use_stderr() {
                let _ = stderr.write_all(text.as_bytes());
            } else {
                let _ = stdout.write_all(text.as_bytes());
            }
            return code;
        }
    };
    let (name, text) = if cli.input == "-" {
        let mut buf = Vec::new();
        if stdin.read_to_end(&mut buf).is_err() {
            let _ = writeln!(stderr, "cannot read standard input");
            return 1;
        }
        ("<stdin>".to_owned(), bytes_to_text(buf))
    } else {
        match std::fs::read(&cli.input) {
            Ok(bytes) => (cli.input.clone(), bytes_to_text(bytes)),
            Err(e) => {
                let _ = writeln!(
                    stderr,
                    "cannot open input file '{}': {}",
                    cli.input,
                    io_error_text(&e)
                );
                return 1;
            }
        }
    };
    let result = process(&cli, &name, Arc::new(text));
    let _ = stderr.write_all(result.stderr.as_bytes());
    if cli.output == "-" {
        let _ = stdout.write_all(result.stdout.as_bytes());
    } else if let Err(e) = std::fs::write(&cli.output, result.stdout.as_bytes()) {
        let _ = writeln!(stderr, "cannot open output file '{}': {}", cli.output, io_error_text(&e));
        return 1;
    }
    result.code
}

/// What one run produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutput {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// Exit code.
    pub code: i32,
}

/// Runs the driver on text already in memory, as if read from a file named
/// `name`. `flags` are the options without the input file.
pub fn run_in_memory(flags: &[&str], name: &str, text: &str) -> RunOutput {
    let mut args = vec!["mlir-rs-opt".to_owned()];
    args.extend(flags.iter().map(|s| s.to_string()));
    args.push(name.to_owned());
    match Cli::try_parse_from(normalize_args(&args)) {
        Ok(cli) => process(&cli, name, Arc::new(text.to_owned())),
        Err(e) => RunOutput { stdout: String::new(), stderr: e.render().to_string(), code: 1 },
    }
}

/// Parses, verifies and prints `text` according to `cli`.
fn process(cli: &Cli, name: &str, text: Arc<String>) -> RunOutput {
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
    };
    let mut sources = SourceFiles::default();
    sources.add(name, text.clone());
    let mut out = String::new();
    let mut err = String::new();
    let mut failed = false;
    let chunks = match &cli.split_input_file {
        Some(marker) => split_chunks(&text, marker),
        None => vec![((1, 1), 0..text.len())],
    };
    let single = chunks.len() == 1 && !cli.verify_diagnostics;
    let mut verifier = cli
        .verify_diagnostics
        .then(|| mlir_core::verify_diagnostics::DiagnosticVerifier::new(name, &text));
    // Held in options so a lone chunk can free the source before printing.
    let mut text = Some(text);
    let mut sources = Some(sources);
    for (i, ((first_line, first_col), range)) in chunks.into_iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        let ctx = Arc::new(Context::new());
        mlir_dialects::coretest::register(&ctx);
        mlir_dialects::arith::register(&ctx);
        mlir_dialects::cf::register(&ctx);
        mlir_dialects::func::register(&ctx);
        mlir_dialects::ub::register(&ctx);
        ctx.set_allow_unregistered_dialects(cli.allow_unregistered_dialect);
        let config = ParseConfig { filename: name.to_owned(), first_line, first_col };
        let source = text.as_ref().expect("source kept until the last chunk");
        let parsed = parse_source(ctx.clone(), &source[range], &config);
        let srcs = sources.as_ref().expect("sources kept until the last chunk");
        match parsed {
            Ok(parsed) => match verify_after_parsing(cli, &parsed) {
                Ok(()) => {
                    if single {
                        // The source text is not needed to print: free it
                        // first, which lowers the peak memory of a big file.
                        text = None;
                        sources = None;
                    }
                    let printed = print_ir(&parsed.ir, &printing_options(cli, &parsed, &opts));
                    // Drop the IR before the output grows.
                    drop(parsed);
                    if out.is_empty() {
                        out = printed;
                    } else {
                        out.push_str(&printed);
                    }
                }
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
    RunOutput { stdout: out, stderr: err, code: i32::from(failed) }
}

/// Verifies freshly parsed IR, unless
/// `--mlir-very-unsafe-disable-verifier-on-parsing` asks to skip it.
fn verify_after_parsing(cli: &Cli, parsed: &ParsedFile) -> Result<(), Vec<Diagnostic>> {
    if cli.disable_verifier_on_parsing {
        return Ok(());
    }
    mlir_core::verify::verify_parsed(&parsed.ir, cli.print_debuginfo)
}

/// The options to print `parsed` with. Like mlir-opt's printer, the custom
/// form is only used for IR that verifies: when verification after parsing
/// was skipped, the IR is verified here (silently) and printed generically
/// if it fails, unless `--mlir-print-assume-verified` says not to check.
fn printing_options(cli: &Cli, parsed: &ParsedFile, opts: &PrintOptions) -> PrintOptions {
    let unchecked = cli.disable_verifier_on_parsing && !cli.print_assume_verified;
    if opts.generic || !unchecked {
        return opts.clone();
    }
    let ir = &parsed.ir;
    let invalid = ir.root_block().ops(ir).any(|op| mlir_core::verify::verify(ir, op).is_err());
    PrintOptions { generic: invalid, ..opts.clone() }
}

/// The system error text without Rust's " (os error N)" suffix.
fn io_error_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// Splits `text` at every occurrence of `marker` (mlir-opt splits even
/// inside comments and mid-line); returns each chunk with the 1-based
/// (line, column) of its first character in the file.
fn split_chunks(text: &str, marker: &str) -> Vec<((u32, u32), std::ops::Range<usize>)> {
    let index = mlir_core::asm::parser::LineIndex::new(text);
    let mut chunks = Vec::new();
    let mut start = 0;
    while let Some(found) = text[start..].find(marker) {
        let at = start + found;
        chunks.push((index.line_col(start), start..at));
        start = at + marker.len();
    }
    chunks.push((index.line_col(start), start..text.len()));
    chunks
}

/// Input bytes as text, without a copy when they are valid UTF-8.
fn bytes_to_text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}
