//! One run of the runner (MLIR's `JitRunnerMain`): the flags, the input
//! parsed and verified, lowered to the `llvm` dialect when it is not in it
//! yet, the entry function checked, the module translated to LLVM IR,
//! compiled and called, and its result printed after the program's
//! output. Errors are written as upstream's runner writes them: a
//! diagnostic as `loc("file":line:col): error: message` (MLIR's default
//! handler), a failure to run as `Error: message`.

use std::io::{Read, Write};
use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::location_to_string;
use mlir_core::context::diagnostics::{Diagnostic, Severity};
use mlir_core::{Context, DialectRegistry, LocationData};

use crate::cli::{Command, Options, ResultKind, parse_args};
use crate::entry::check_entry;
use crate::lowering::{lower_to_llvm, needs_lowering};

/// The name the runner gives itself in messages.
pub const TOOL_NAME: &str = "mlir-rs-runner";

/// Runs the runner on the process's arguments and standard streams; the
/// value to return from `main`.
pub fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args_os().map(|a| a.to_string_lossy().into_owned()).collect();
    let code = run(&args, &mut std::io::stdin(), &mut std::io::stdout(), &mut std::io::stderr());
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}

/// Runs the runner; `args[0]` is the program name. `stdout` receives
/// `--help` and the entry function's result; the program itself prints
/// through the C library's `stdout`, which is flushed before the result
/// is written. Returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    let options = match parse_args(TOOL_NAME, args) {
        Ok(Command::Run(options)) => options,
        Ok(Command::Help(text)) => {
            let _ = stdout.write_all(text.as_bytes());
            return 0;
        }
        Err(text) => {
            let _ = stderr.write_all(text.as_bytes());
            return 1;
        }
    };
    match run_options(&options, stdin, stdout, stderr) {
        Ok(()) => 0,
        Err(text) => {
            let _ = stderr.write_all(text.as_bytes());
            1
        }
    }
}

/// The dialects an input may use: every standard dialect, with the `llvm`
/// dialect's translation to LLVM IR when the runner has it.
pub fn runner_registry() -> DialectRegistry {
    #[cfg_attr(not(feature = "llvm"), allow(unused_mut))]
    let mut registry = mlir_dialects::all_dialects();
    #[cfg(feature = "llvm")]
    mlir_rs_translate::llvm_ir::register_llvm_dialect_translation(&mut registry);
    registry
}

/// Runs `options`; the error is the text for standard error.
fn run_options(
    options: &Options,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<(), String> {
    let (name, text) = read_input(&options.input, stdin)
        .map_err(|message| format!("{message}\ncould not parse the input IR\n"))?;
    let ctx = Arc::new(Context::with_dialects(&runner_registry()));
    let mut parsed = parse_source(ctx.clone(), &text, &ParseConfig::new(&name))
        .and_then(|parsed| mlir_core::verify::verify(&parsed.ir, parsed.module()).map(|()| parsed))
        .map_err(|diags| render(&ctx, &diags) + "could not parse the input IR\n")?;
    let module = parsed.module();
    if needs_lowering(&parsed.ir, module) {
        lower_to_llvm(&mut parsed.ir, module).map_err(|diags| render(&ctx, &diags))?;
    }
    let kind = ResultKind::parse(&options.entry_point_result)
        .ok_or_else(|| "Error: unsupported function type\n".to_owned())?;
    check_entry(&parsed.ir, module, &options.entry, kind).map_err(|e| format!("Error: {e}\n"))?;
    execute(&ctx, &mut parsed, options, kind, stdout, stderr)
}

/// Translates, compiles and calls the entry function, then prints its
/// result.
#[cfg(feature = "llvm")]
fn execute(
    ctx: &Context,
    parsed: &mut ParsedFile,
    options: &Options,
    kind: ResultKind,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<(), String> {
    use crate::jit::{JitConfig, run_entry};

    let module = parsed.module();
    let ir = mlir_rs_translate::llvm_ir::translate_module_to_llvm_ir(&mut parsed.ir, module)
        .map_err(|diags| render(ctx, &diags) + "Error: could not convert to LLVM IR\n")?;
    let config = JitConfig { opt_level: options.opt_level, shared_libs: &options.shared_libs };
    let result = run_entry(&ir, &options.entry, kind, config, stderr)
        .map_err(|message| format!("Error: {message}\n"))?;
    // What the program printed through C's stdio comes first.
    mlir_rs_runtime::flush();
    if let Some(line) = result.line() {
        let _ = stdout.write_all(line.as_bytes());
    }
    let _ = stdout.flush();
    Ok(())
}

/// Without the `llvm` feature nothing is translated or compiled: the run
/// stops here, once the input is known to be valid.
#[cfg(not(feature = "llvm"))]
fn execute(
    _ctx: &Context,
    _parsed: &mut ParsedFile,
    _options: &Options,
    _kind: ResultKind,
    _stdout: &mut dyn Write,
    _stderr: &mut dyn Write,
) -> Result<(), String> {
    Err(format!(
        "{TOOL_NAME}: this runner was built without the `llvm` feature: it cannot compile or run programs (rebuild with `--features llvm`)\n"
    ))
}

/// The input's name for locations and its bytes; the error is upstream's
/// message for a file that cannot be read.
fn read_input(input: &str, stdin: &mut dyn Read) -> Result<(String, Vec<u8>), String> {
    if input == "-" {
        let mut text = Vec::new();
        stdin.read_to_end(&mut text).map_err(|_| "cannot read standard input".to_owned())?;
        return Ok(("<stdin>".to_owned(), text));
    }
    std::fs::read(input).map(|text| (input.to_owned(), text)).map_err(|error| {
        let text = error.to_string();
        let text = text.split(" (os error").next().unwrap_or(&text).to_owned();
        format!("cannot open input file '{input}': {text}")
    })
}

/// Renders the errors among `diags` as MLIR's default handler prints them
/// (location, then the message; no notes, nothing else).
pub fn render(ctx: &Context, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for diag in diags.iter().filter(|d| d.severity == Severity::Error) {
        if !matches!(diag.loc.data(ctx), LocationData::Unknown) {
            out.push_str(&location_to_string(ctx, diag.loc));
            out.push_str(": ");
        }
        out.push_str("error: ");
        out.push_str(&diag.message);
        out.push('\n');
    }
    out
}
