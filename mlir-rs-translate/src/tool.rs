//! The translate tool (MLIR's `mlirTranslateMain`): reads MLIR text (a
//! file or stdin, optionally split at `// -----`), parses and verifies it
//! with the chosen translation's dialects, runs the translation and writes
//! its text (`-o`), or renders the diagnostics and fails. Diagnostics a
//! translation emits through the context as it goes (warnings) are
//! rendered first, whether it succeeds or not.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::asm::parser::{ParseConfig, parse_source};
use mlir_core::context::diagnostic_engine::CollectingHandler;
use mlir_core::context::diagnostics::{Diagnostic, SourceFiles, render};

use crate::cli::{Cli, parse_args};
use crate::split::split_chunks;
use crate::translations::{Translation, mlir_to_llvm_ir};

/// A translate tool: a name and the translations it offers, one flag each.
#[derive(Clone, Debug)]
pub struct TranslateTool {
    name: String,
    translations: Vec<Translation>,
}

impl TranslateTool {
    /// A tool named `name` with no translation yet.
    pub fn new(name: &str) -> TranslateTool {
        TranslateTool { name: name.to_owned(), translations: Vec::new() }
    }

    /// `mlir-rs-translate`: `--mlir-to-llvmir`.
    pub fn standard() -> TranslateTool {
        let mut tool = TranslateTool::new("mlir-rs-translate");
        tool.register(mlir_to_llvm_ir());
        tool
    }

    /// Adds `translation` (replacing one of the same name).
    pub fn register(&mut self, translation: Translation) -> &mut TranslateTool {
        self.translations.retain(|t| t.name != translation.name);
        self.translations.push(translation);
        self
    }

    /// The translations, in registration order.
    pub fn translations(&self) -> &[Translation] {
        &self.translations
    }

    /// The tool's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Runs the tool on the process's arguments and standard streams.
    pub fn main(&self) -> std::process::ExitCode {
        let args: Vec<String> =
            std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
        let code =
            self.run(&args, &mut std::io::stdin(), &mut std::io::stdout(), &mut std::io::stderr());
        std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
    }

    /// Runs the tool; `args[0]` is the program name. Returns the exit code.
    pub fn run(
        &self,
        args: &[String],
        stdin: &mut dyn std::io::Read,
        stdout: &mut dyn std::io::Write,
        stderr: &mut dyn std::io::Write,
    ) -> i32 {
        let cli = match parse_args(self, args) {
            Ok(cli) => cli,
            Err(e) => {
                let code = if e.use_stderr() { 1 } else { 0 };
                let text = e.render().to_string();
                let _ = if e.use_stderr() {
                    stderr.write_all(text.as_bytes())
                } else {
                    stdout.write_all(text.as_bytes())
                };
                return code;
            }
        };
        let (name, text) = if cli.input == "-" {
            let mut buf = Vec::new();
            if stdin.read_to_end(&mut buf).is_err() {
                let _ = writeln!(stderr, "cannot read standard input");
                return 1;
            }
            ("<stdin>".to_owned(), buf)
        } else {
            match std::fs::read(&cli.input) {
                Ok(bytes) => (cli.input.clone(), bytes),
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
        let translation = &self.translations[cli.translation];
        let (out, err, code) = translate_text(translation, &cli, &name, text);
        let _ = stderr.write_all(err.as_bytes());
        if code != 0 {
            return code;
        }
        if cli.output == "-" {
            let _ = stdout.write_all(out.as_bytes());
        } else if let Err(e) = std::fs::write(&cli.output, out) {
            let _ =
                writeln!(stderr, "cannot open output file '{}': {}", cli.output, io_error_text(&e));
            return 1;
        }
        0
    }

    /// Runs `translation` flag `flag` (without `--`) on `text` named
    /// `name`: the output, the standard error text and the exit code.
    pub fn run_in_memory(&self, flags: &[&str], name: &str, text: &[u8]) -> (String, String, i32) {
        let mut args = vec![self.name.clone()];
        args.extend(flags.iter().map(|f| f.to_string()));
        args.push(name.to_owned());
        match parse_args(self, &args) {
            Ok(cli) => {
                translate_text(&self.translations[cli.translation], &cli, name, text.to_vec())
            }
            Err(e) => (String::new(), e.render().to_string(), 1),
        }
    }
}

/// The system error text without Rust's " (os error N)" suffix.
fn io_error_text(e: &std::io::Error) -> String {
    let s = e.to_string();
    s.split(" (os error").next().unwrap_or(&s).to_owned()
}

/// Parses, verifies and translates each chunk of `text`.
fn translate_text(
    translation: &Translation,
    cli: &Cli,
    name: &str,
    text: Vec<u8>,
) -> (String, String, i32) {
    let text = Arc::new(text);
    let mut sources = SourceFiles::default();
    sources.add(name, text.clone());
    let chunks = if cli.split_input_file { split_chunks(&text) } else { vec![(1, 0..text.len())] };
    let mut outputs = Vec::new();
    let mut err = String::new();
    let mut failed = false;
    for (first_line, range) in chunks {
        let ctx = Arc::new(Context::with_dialects(&translation.registry));
        ctx.set_allow_unregistered_dialects(cli.allow_unregistered_dialect);
        let (emitted, handler) = CollectingHandler::install(&ctx);
        let config = ParseConfig { first_line, parallel_min_bytes: None, ..ParseConfig::new(name) };
        let result = parse_source(ctx.clone(), &text[range], &config).and_then(|mut parsed| {
            let module = parsed.module();
            mlir_core::verify::verify(&parsed.ir, module)?;
            (translation.run)(&mut parsed.ir, module)
        });
        ctx.diagnostics().unregister(handler);
        render_all(&ctx, &sources, &emitted.take(), &mut err);
        match result {
            Ok(out) => outputs.push(out),
            Err(diags) => {
                failed = true;
                render_all(&ctx, &sources, &diags, &mut err);
            }
        }
    }
    (outputs.join("\n"), err, i32::from(failed))
}

/// Renders `diags` after one another.
fn render_all(ctx: &Context, sources: &SourceFiles, diags: &[Diagnostic], out: &mut String) {
    for diag in diags {
        render(ctx, sources, diag, out);
    }
}
