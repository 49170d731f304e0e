//! The opt driver as a library: reads MLIR text (a file or stdin,
//! optionally split at `// -----`), parses and verifies it, and prints it
//! back with mlir-opt's options and exit codes.
//!
//! [`OptTool`] is MLIR's `MlirOptMain`: a tool name and a
//! [`DialectRegistry`] make a complete opt tool, so a user's own binary for
//! their dialects is a few lines:
//!
//! ```no_run
//! use mlir_core::DialectRegistry;
//!
//! fn main() -> std::process::ExitCode {
//!     let mut registry = DialectRegistry::new();
//!     mlir_dialects::register_all(&mut registry);
//!     // registry.insert::<MyDialect>();
//!     mlir_rs_opt::opt_main("my-opt", &registry)
//! }
//! ```
//!
//! `mlir-rs-opt` is that tool with the standard dialects
//! ([`standard_registry`]); [`run`] and [`run_in_memory`] run it in-process.
//! With the cargo feature `testing`, `testing` runs a folder of `.mlir`
//! tests (RUN lines, FileCheck) through a tool, as lit does.
//!
//! # Layout
//!
//! `instrument.rs` the timing, IR printing and statistics flags;
//! `reproducer.rs` crash and failure reproducers written
//! (`--mlir-pass-pipeline-crash-reproducer`, `--mlir-generate-reproducer`) and
//! replayed (`--run-reproducer`) in mlir-opt's format, with its error and note;
//! `list_passes.rs` `--list-passes` and the end of `--help` in LLVM's layout;
//! `test_passes.rs` `test-pass-failure` and `test-pass-crash`, named as
//! mlir-opt's; `testing/` (feature `testing`) the `.mlir` test harness:
//! `MlirTests` runs a folder's files by their RUN lines with FileCheck
//! (`run_line.rs`), and bless mode rewrites generated checks from a reference
//! tool (`bless.rs`). The binary is thin: `main.rs`, and `allocator.rs` its
//! global allocator (mimalloc through its plain entry points where a layout
//! allows).

mod instrument;
mod list_passes;
mod reproducer;
pub mod test_passes;
#[cfg(feature = "testing")]
pub mod testing;

use std::io::Write as _;
use std::sync::Arc;

use clap::{CommandFactory as _, FromArgMatches as _};
use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir_to};
use mlir_core::context::diagnostics::{Diagnostic, SourceFiles, render};
use mlir_core::pass::pipeline_text::PipelineError;
use mlir_core::pass::{InstrumentationText, Pass, PassManager, PassRegistry, RegisteredPass};
use mlir_core::{Context, DialectRegistry};

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
    /// instead of printing them (`=only-expected`: check only that the
    /// annotations are produced).
    #[arg(
        long = "verify-diagnostics",
        value_enum,
        num_args = 0..=1,
        default_missing_value = "all",
        require_equals = true
    )]
    pub verify_diagnostics: Option<VerifyDiagnosticsArg>,
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
    /// Run passes on one op at a time (nested pass managers use threads
    /// otherwise).
    #[arg(long = "mlir-disable-threading", num_args = 0..=1, default_missing_value = "true", require_equals = true, action = clap::ArgAction::Set)]
    pub disable_threading: Option<bool>,
    /// The number of threads nested pass managers use (default: one per
    /// core; LLVM's `--threads` flag, which mlir-opt accepts too).
    #[arg(long = "threads")]
    pub threads: Option<usize>,
    /// Verify the IR after each pass (`--verify-each=false` turns it off).
    #[arg(long = "verify-each", num_args = 0..=1, default_missing_value = "true", require_equals = true, action = clap::ArgAction::Set)]
    pub verify_each: Option<bool>,
    /// Print the pass pipeline to standard error before running it.
    #[arg(long = "dump-pass-pipeline")]
    pub dump_pass_pipeline: bool,
    /// Generate a .mlir reproducer file at the given output path if the
    /// pass manager crashes or fails.
    #[arg(long = "mlir-pass-pipeline-crash-reproducer", value_name = "string")]
    pub crash_reproducer: Option<String>,
    /// Generate an mlir reproducer at the provided filename (no crash
    /// required).
    #[arg(long = "mlir-generate-reproducer", value_name = "filename")]
    pub generate_reproducer: Option<String>,
    /// Print the list of registered passes and exit.
    #[arg(long = "list-passes")]
    pub list_passes: bool,
    /// Run the pipeline stored in the reproducer.
    #[arg(long = "run-reproducer")]
    pub run_reproducer: bool,
    /// The individual pass flags given (`--cse`, `--canonicalize=…`, one
    /// flag per registered pass), in command-line order, each with its
    /// option string.
    #[arg(skip)]
    pub pass_flags: Vec<(String, String)>,
    /// The tool's name, which prefixes some of mlir-opt's messages.
    #[arg(skip)]
    pub tool_name: String,
    /// The passes to run, in MLIR's textual pipeline syntax
    /// (`builtin.module(func.func(cse))`).
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,
    /// Print the execution time report (parsing, each pass, printing).
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// How the time report is shown.
    #[arg(long = "mlir-timing-display", value_enum, default_value = "tree", require_equals = true)]
    pub timing_display: TimingDisplayArg,
    /// Print the statistics of each pass after the run.
    #[arg(long = "mlir-pass-statistics")]
    pub pass_statistics: bool,
    /// How the statistics are shown.
    #[arg(
        long = "mlir-pass-statistics-display",
        value_enum,
        default_value = "pipeline",
        require_equals = true
    )]
    pub pass_statistics_display: StatisticsDisplayArg,
    /// Print the IR before the passes with these arguments.
    #[arg(long = "mlir-print-ir-before", value_delimiter = ',', require_equals = true)]
    pub print_ir_before: Vec<String>,
    /// Print the IR after the passes with these arguments.
    #[arg(long = "mlir-print-ir-after", value_delimiter = ',', require_equals = true)]
    pub print_ir_after: Vec<String>,
    /// Print the IR before each pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR after each pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_ir_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_ir_after_failure: bool,
    /// When printing the IR before or after a pass, print the top-level op.
    #[arg(long = "mlir-print-ir-module-scope")]
    pub print_ir_module_scope: bool,
}

/// `--mlir-timing-display`'s values.
#[derive(clap::ValueEnum, Copy, Clone, Debug, Default)]
pub enum TimingDisplayArg {
    /// A list sorted by total time.
    List,
    /// A tree in the pipeline's shape.
    #[default]
    Tree,
}

/// `--verify-diagnostics`'s values.
#[derive(clap::ValueEnum, Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum VerifyDiagnosticsArg {
    /// Every diagnostic: expected, unexpected and near misses (also `=`).
    #[default]
    #[value(alias = "")]
    All,
    /// Only that every expected diagnostic is produced.
    OnlyExpected,
}

/// `--mlir-pass-statistics-display`'s values.
#[derive(clap::ValueEnum, Copy, Clone, Debug, Default)]
pub enum StatisticsDisplayArg {
    /// A list merged by pass name.
    List,
    /// The pipeline's shape.
    #[default]
    Pipeline,
}

/// The flags whose values mlir-opt reads as an enum, with LLVM's message
/// for a value it does not know.
const ENUM_OPTIONS: &[&str] =
    &["mlir-timing-display", "mlir-pass-statistics-display", "verify-diagnostics"];

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

/// An opt tool: a name (shown by `--help` and `--version`) and the
/// dialects it loads into the context of every input (MLIR's
/// `MlirOptMain(argc, argv, toolName, registry)`). Every flag of
/// `mlir-rs-opt` is available.
#[derive(Clone)]
pub struct OptTool {
    name: String,
    registry: DialectRegistry,
    passes: PassRegistry,
    parallel_parse_min_bytes: Option<usize>,
}

impl std::fmt::Debug for OptTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OptTool").field("name", &self.name).finish_non_exhaustive()
    }
}

impl OptTool {
    /// A tool named `name` for the dialects of `registry`, with the core's
    /// passes (`canonicalize`, `cse`, `test-single-fold`).
    pub fn new(name: &str, registry: &DialectRegistry) -> OptTool {
        OptTool {
            name: name.to_owned(),
            registry: registry.clone(),
            passes: PassRegistry::with_core_passes(),
            parallel_parse_min_bytes: ParseConfig::new("").parallel_min_bytes,
        }
    }

    /// The tool's name (the first word of a test's RUN lines).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Adds pass `P`: pipelines name it, and `--ARGUMENT[=options]` runs it.
    pub fn register_pass<P: RegisteredPass + Pass>(&mut self) -> &mut OptTool {
        self.passes.register::<P>();
        self
    }

    /// Inputs (or `--split-input-file` chunks) at least this many bytes
    /// long parse the bodies of their functions on several threads
    /// ([`ParseConfig::parallel_min_bytes`]; `None`: never). The default
    /// keeps small inputs serial, where threads cost more than they save;
    /// the output is the same either way.
    pub fn set_parallel_parse_min_bytes(&mut self, min: Option<usize>) -> &mut OptTool {
        self.parallel_parse_min_bytes = min;
        self
    }

    /// The passes the tool knows, to add passes and named pipelines to.
    pub fn passes_mut(&mut self) -> &mut PassRegistry {
        &mut self.passes
    }

    /// `mlir-rs-opt`: the standard dialects ([`standard_registry`]), the
    /// core's passes and the driver's test passes ([`test_passes`]).
    pub fn standard() -> OptTool {
        let mut tool = OptTool::new("mlir-rs-opt", &standard_registry());
        tool.register_pass::<test_passes::TestFailurePass>()
            .register_pass::<test_passes::TestCrashRecoveryPass>();
        tool
    }

    /// Runs the tool on the process's arguments and standard streams; the
    /// value to return from `main`.
    pub fn main(&self) -> std::process::ExitCode {
        let args: Vec<String> = std::env::args_os().map(arg_text).collect();
        // A panicking pass is reported as a diagnostic, so the default
        // hook's message and backtrace would only repeat it; any other
        // panic is caught here and reported with its message.
        std::panic::set_hook(Box::new(|_| {}));
        let run = std::panic::AssertUnwindSafe(|| {
            let (stdin, stdout, stderr) =
                (&mut std::io::stdin(), &mut std::io::stdout(), &mut std::io::stderr());
            run_cli(self, &args, stdin, stdout, stderr, AfterRun::Exit)
        });
        let code = std::panic::catch_unwind(run).unwrap_or_else(|payload| {
            let message = mlir_core::pass::panic_message(payload.as_ref());
            let _ = writeln!(std::io::stderr(), "{}: internal error: {message}", self.name);
            1
        });
        std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
    }

    /// The text of a command-line error: LLVM's for an unknown value of an
    /// option mlir-opt reads as an enum, clap's otherwise.
    fn error_text(&self, e: &clap::Error) -> String {
        use clap::error::{ContextKind, ContextValue, ErrorKind};
        let context = |kind| match e.get(kind) {
            Some(ContextValue::String(text)) => Some(text.as_str()),
            _ => None,
        };
        let option = context(ContextKind::InvalidArg)
            .and_then(|arg| arg.strip_prefix("--"))
            .and_then(|arg| arg.split(['=', '[']).next())
            .filter(|option| ENUM_OPTIONS.contains(option));
        match (e.kind(), option, context(ContextKind::InvalidValue)) {
            (ErrorKind::InvalidValue, Some(option), Some(value)) => {
                return format!(
                    "{}: for the --{option} option: Cannot find option named '{value}'!\n",
                    self.name
                );
            }
            (ErrorKind::NoEquals, Some(option), _) => {
                return format!("{}: for the --{option} option: requires a value!\n", self.name);
            }
            _ => {}
        }
        e.render().to_string()
    }

    /// Parses the command line (`args[0]` is the program name).
    fn parse_args(&self, args: &[String]) -> Result<Cli, clap::Error> {
        // The passes are listed at the end of `--help` with their options,
        // as mlir-opt lists them, not among the driver's flags.
        let mut command = Cli::command()
            .name(self.name.clone())
            .bin_name(self.name.clone())
            .after_help(list_passes::help_section(&self.passes));
        // One flag per registered pass, `--ARGUMENT[=options]`.
        for pass in self.passes.passes() {
            command = command.arg(
                clap::Arg::new(pass.argument)
                    .long(pass.argument)
                    .help(pass.summary)
                    .hide(true)
                    .num_args(0..=1)
                    .default_missing_value("")
                    .require_equals(true)
                    .action(clap::ArgAction::Append),
            );
        }
        let matches = command.try_get_matches_from(normalize_args(args))?;
        let mut cli = Cli::from_arg_matches(&matches)?;
        // Individual pass flags run in the order they are written; as in
        // mlir-opt, a flag given twice adds its pass twice.
        let mut passes: Vec<(usize, (String, String))> = Vec::new();
        for pass in self.passes.passes() {
            let id = pass.argument;
            let (Some(indices), Some(values)) =
                (matches.indices_of(id), matches.get_many::<String>(id))
            else {
                continue;
            };
            for (index, options) in indices.zip(values) {
                passes.push((index, (id.to_owned(), options.clone())));
            }
        }
        passes.sort_by_key(|&(index, _)| index);
        cli.pass_flags = passes.into_iter().map(|(_, pass)| pass).collect();
        cli.tool_name = self.name.clone();
        Ok(cli)
    }

    /// Runs the tool. `args[0]` is the program name. Returns the exit code.
    pub fn run(
        &self,
        args: &[String],
        stdin: &mut dyn std::io::Read,
        stdout: &mut dyn std::io::Write,
        stderr: &mut dyn std::io::Write,
    ) -> i32 {
        run_cli(self, args, stdin, stdout, stderr, AfterRun::Return)
    }

    /// Runs the tool on text already in memory, as if read from a file
    /// named `name`. `flags` are the options without the input file. The
    /// text is bytes, as mlir-opt reads them (they need not be UTF-8).
    pub fn run_in_memory(
        &self,
        flags: &[&str],
        name: &str,
        text: &(impl AsRef<[u8]> + ?Sized),
    ) -> RunOutput {
        run_in_memory_with(self, flags, name, text.as_ref())
    }
}

/// MLIR's `MlirOptMain`: runs an opt tool named `tool_name` for the
/// dialects of `registry` on the process's arguments and standard streams.
/// Return its value from `main`.
pub fn opt_main(tool_name: &str, registry: &DialectRegistry) -> std::process::ExitCode {
    OptTool::new(tool_name, registry).main()
}

/// The dialects of `mlir-rs-opt`: every standard dialect
/// ([`mlir_dialects::register_all`]) and the `coretest` dialect its tests
/// use.
pub fn standard_registry() -> DialectRegistry {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert_with(mlir_dialects::coretest::NAMESPACE, mlir_dialects::coretest::register);
    registry
}

/// Runs `mlir-rs-opt` (see [`OptTool::standard`]). `args[0]` is the
/// program name. Returns the exit code.
pub fn run(
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn std::io::Write,
    stderr: &mut dyn std::io::Write,
) -> i32 {
    OptTool::standard().run(args, stdin, stdout, stderr)
}

/// What the caller of a run does when it returns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AfterRun {
    /// Goes on: everything the run made is freed.
    Return,
    /// Ends the process ([`OptTool::main`]): the IR of a lone chunk is left
    /// for the process's end to free. Freeing a big module node by node
    /// took a tenth of a second on the serial path, for nothing.
    Exit,
}

/// The body of [`OptTool::run`] and [`OptTool::main`].
fn run_cli(
    tool: &OptTool,
    args: &[String],
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn std::io::Write,
    stderr: &mut dyn std::io::Write,
    after: AfterRun,
) -> i32 {
    let cli = match tool.parse_args(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            // An argument keeps its bytes (`arg_text`), quoted back raw.
            let text = tool.error_text(&e);
            let text = mlir_core::support::text_bytes::to_bytes(&text);
            if e.use_stderr() {
                let _ = stderr.write_all(&text);
            } else {
                let _ = stdout.write_all(&text);
            }
            return code;
        }
    };
    if cli.list_passes {
        let _ = stdout.write_all(list_passes::list_passes(&tool.passes).as_bytes());
        return 0;
    }
    let (name, text) = if cli.input == "-" {
        let mut buf = Vec::new();
        if stdin.read_to_end(&mut buf).is_err() {
            let _ = writeln!(stderr, "cannot read standard input");
            return 1;
        }
        ("<stdin>".to_owned(), buf)
    } else {
        match std::fs::read(path_of(&cli.input)) {
            Ok(bytes) => (cli.input.clone(), bytes),
            Err(e) => {
                let message =
                    format!("cannot open input file '{}': {}\n", cli.input, io_error_text(&e));
                let _ = stderr.write_all(&mlir_core::support::text_bytes::to_bytes(&message));
                return 1;
            }
        }
    };
    // As mlir-opt does, the output file is opened (created, truncated)
    // before any work, so an unwritable path is reported alone, and it is
    // kept only when the run succeeds: a failed run leaves no file behind,
    // not even one that existed before.
    let mut file = None;
    if cli.output != "-" {
        match std::fs::File::create(path_of(&cli.output)) {
            Ok(f) => file = Some(f),
            Err(e) => {
                let message =
                    format!("cannot open output file '{}': {}\n", cli.output, io_error_text(&e));
                let _ = stderr.write_all(&mlir_core::support::text_bytes::to_bytes(&message));
                return 1;
            }
        }
    }
    // The printed IR streams to its destination as it is produced.
    let (err, code, written) = match file.as_mut() {
        Some(f) => {
            let mut w = std::io::BufWriter::with_capacity(OUTPUT_BUFFER, f);
            let (err, code) = process(tool, &cli, &name, Arc::new(text), &mut w, after);
            (err, code, w.flush())
        }
        None => {
            let mut w = std::io::BufWriter::with_capacity(OUTPUT_BUFFER, &mut *stdout);
            let (err, code) = process(tool, &cli, &name, Arc::new(text), &mut w, after);
            // A closed standard output is not an error of the run.
            let _ = w.flush();
            (err, code, Ok(()))
        }
    };
    // Diagnostics keep bytes that are not UTF-8 encoded: mlir-opt writes
    // them as they are.
    let _ = stderr.write_all(&mlir_core::support::text_bytes::to_bytes(&err));
    if let Some(f) = file {
        drop(f);
        if code != 0 {
            remove_failed_output(&cli.output);
        } else if let Err(e) = written {
            let message = format!("cannot write output file '{}': {e}\n", cli.output);
            let _ = stderr.write_all(&mlir_core::support::text_bytes::to_bytes(&message));
            remove_failed_output(&cli.output);
            return 1;
        }
    }
    code
}

/// A command-line argument as text: its bytes that are not UTF-8 (a file
/// name may have any bytes) kept as `mlir_core::support::text_bytes` encodes them,
/// so they reach diagnostics and locations as they are.
fn arg_text(arg: std::ffi::OsString) -> String {
    #[cfg(unix)]
    {
        mlir_core::support::text_bytes::from_vec(std::os::unix::ffi::OsStringExt::into_vec(arg))
    }
    #[cfg(not(unix))]
    {
        arg.to_string_lossy().into_owned()
    }
}

/// The path an argument read by [`arg_text`] names.
fn path_of(text: &str) -> std::path::PathBuf {
    #[cfg(unix)]
    {
        let bytes = mlir_core::support::text_bytes::to_bytes(text).into_owned();
        let name: std::ffi::OsString = std::os::unix::ffi::OsStringExt::from_vec(bytes);
        name.into()
    }
    #[cfg(not(unix))]
    {
        std::path::PathBuf::from(text)
    }
}

/// Removes the output file of a failed run, as mlir-opt does, but only a
/// regular file or a symbolic link: `-o /dev/null`, a pipe or a device is
/// left alone (removing `/dev/null` as root would replace it with a plain
/// file for every later process).
fn remove_failed_output(path: &str) {
    let path = path_of(path);
    let removable = std::fs::symlink_metadata(&path)
        .is_ok_and(|meta| meta.file_type().is_file() || meta.file_type().is_symlink());
    if removable {
        let _ = std::fs::remove_file(&path);
    }
}

/// Bytes of printed IR buffered before they are written out.
const OUTPUT_BUFFER: usize = 1 << 16;

/// What one run produced. Both streams are bytes, as mlir-opt's are: the
/// input's bytes that are not UTF-8 come back as they are in dialect
/// attribute and type bodies and in quoted source lines and names of
/// diagnostics.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutput {
    /// Standard output.
    pub stdout: Vec<u8>,
    /// Standard error.
    pub stderr: Vec<u8>,
    /// Exit code.
    pub code: i32,
}

impl RunOutput {
    /// Standard output as text, bytes that are not UTF-8 replaced.
    pub fn stdout_lossy(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.stdout)
    }

    /// Standard error as text, bytes that are not UTF-8 replaced.
    pub fn stderr_lossy(&self) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(&self.stderr)
    }
}

/// Runs `mlir-rs-opt` on text already in memory (see
/// [`OptTool::run_in_memory`]).
pub fn run_in_memory(flags: &[&str], name: &str, text: &(impl AsRef<[u8]> + ?Sized)) -> RunOutput {
    OptTool::standard().run_in_memory(flags, name, text)
}

/// The body of [`OptTool::run_in_memory`].
fn run_in_memory_with(tool: &OptTool, flags: &[&str], name: &str, text: &[u8]) -> RunOutput {
    let mut args = vec![tool.name.clone()];
    args.extend(flags.iter().map(|s| s.to_string()));
    args.push(name.to_owned());
    match tool.parse_args(&args) {
        Ok(cli) if cli.list_passes => RunOutput {
            stdout: list_passes::list_passes(&tool.passes).into_bytes(),
            stderr: Vec::new(),
            code: 0,
        },
        Ok(cli) => {
            let mut out = Vec::new();
            let (stderr, code) =
                process(tool, &cli, name, Arc::new(text.to_vec()), &mut out, AfterRun::Return);
            RunOutput {
                stdout: out,
                stderr: mlir_core::support::text_bytes::into_bytes(stderr),
                code,
            }
        }
        // `--help` and `--version` print to stdout and succeed, as `run` does.
        Err(e) if !e.use_stderr() => {
            RunOutput { stdout: e.render().to_string().into_bytes(), stderr: Vec::new(), code: 0 }
        }
        Err(e) => {
            RunOutput { stdout: Vec::new(), stderr: tool.error_text(&e).into_bytes(), code: 1 }
        }
    }
}

/// Parses, verifies and prints `text` according to `cli`, writing the
/// printed IR to `out` as it goes; returns the standard error text (bytes
/// that are not UTF-8 encoded as `mlir_core::support::text_bytes` does) and the
/// exit code.
fn process(
    tool: &OptTool,
    cli: &Cli,
    name: &str,
    text: Arc<Vec<u8>>,
    out: &mut dyn std::io::Write,
    after: AfterRun,
) -> (String, i32) {
    let registry = &tool.registry;
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
    };
    if let Err(text) = instrument::check_pass_names(cli, &tool.passes) {
        return (text, 1);
    }
    let mut instruments = match instrument::Instruments::setup(cli, &opts) {
        Ok(instruments) => instruments,
        Err(text) => return (text, 1),
    };
    let mut sources = SourceFiles::default();
    sources.add(name, text.clone());
    let mut failed = false;
    let SplitInput { chunks, near_misses } = match &cli.split_input_file {
        Some(marker) => split_chunks(&text, marker),
        None => SplitInput { chunks: vec![((1, 1), 0..text.len())], near_misses: Vec::new() },
    };
    // mlir-opt prints these warnings while splitting, before any chunk is
    // processed, straight to stderr: they change neither the exit code nor
    // the `--verify-diagnostics` report.
    let mut warnings = String::new();
    if !near_misses.is_empty() {
        let index = mlir_core::asm::parser::LineIndex::new(text.as_slice());
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
            mlir_core::verify::expected_diagnostics::DiagnosticVerifier::new(name, &text);
        verifier.set_only_expected(mode == VerifyDiagnosticsArg::OnlyExpected);
        verifier
    });
    // Held in options so a lone chunk can free the source before printing.
    let mut text = Some(text);
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
            ..ParseConfig::new(name)
        };
        let source = text.as_ref().expect("source kept until the last chunk");
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

/// Why a chunk's pipeline could not be set up.
enum ChunkError {
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
fn chunk_pipeline(
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
    }
    Ok(pipeline)
}

/// With `--mlir-pass-pipeline-crash-reproducer=FILE`: the file's path and
/// the reproducer to write there if the pipeline fails (the IR as it is
/// before the pipeline runs).
fn crash_reproducer<'a>(
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
fn generate_reproducer(
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
fn write_reproducer(parsed: &ParsedFile, path: &str, text: &[u8]) -> Result<(), Diagnostic> {
    std::fs::write(path_of(path), text).map_err(|e| {
        let loc = parsed.module().loc(&parsed.ir);
        let message = format!("cannot write reproducer file '{path}': {}", io_error_text(&e));
        Diagnostic::error(loc, message)
    })
}

/// Runs the passes the flags ask for on the top-level op, then verifies
/// the result unless `--verify-each=false` (mlir-opt's pass manager
/// verifies after passes). The diagnostics of passes that succeeded
/// (warnings, remarks) go to `notes`. When a pass fails or panics, writes
/// the crash reproducer (`crash`: its path and text) and reports it as
/// mlir-opt does; a panicking pass without one is reported with its
/// message.
fn run_passes(
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
    if !pipeline.options().verify_each {
        return Ok(());
    }
    mlir_core::verify::verify(&parsed.ir, module)
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

/// The passes to run, from `--pass-pipeline` or the individual pass
/// flags, parsed once for every input chunk; the error is mlir-opt's text
/// (a line after the tool's name for a bad option value, then the error).
fn pipeline_of(passes: &PassRegistry, cli: &Cli) -> Result<Option<PassManager>, String> {
    let render = |e: PipelineError| {
        let detail = e.detail().map(|d| format!("{}: {d}\n", cli.tool_name)).unwrap_or_default();
        format!("{detail}<unknown>:0: error: {}\n", e.message())
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

/// How mlir-opt splits its input at `marker` (`// -----`): the chunks,
/// each with the 1-based (line, column) of its first character in the
/// file, and the byte offsets of near misses to warn about.
///
/// mlir-opt splits at the marker without its last two characters (so that
/// it can flag near misses) and then, for every piece but the first, checks
/// that it starts with those two characters, is longer than them and that
/// the character after them is not `0` (upstream compares with `'0'` where
/// `'-'` was meant, so `// ------` is a separator and `// -----0` is not).
/// A piece failing the check is glued back to the previous one with a
/// `near miss with file split marker` warning at its first character.
/// While no non-empty piece has been seen the next piece is taken as is,
/// unchecked: a file starting with `// -----` keeps the marker's last two
/// dashes in its first chunk. An empty last piece is dropped, so an empty
/// file has no chunk at all. The marker is matched anywhere, also inside
/// comments and mid-line.
fn split_chunks(text: &[u8], marker: &str) -> SplitInput {
    // The marker is bytes, as the text is (an argument keeps its bytes
    // encoded).
    let marker = mlir_core::support::text_bytes::to_bytes(marker);
    let index = mlir_core::asm::parser::LineIndex::new(text);
    const CHECK: usize = 2;
    if marker.len() <= CHECK {
        // An empty marker disables splitting in mlir-opt; one of one or two
        // characters would make it loop forever, so it is taken as none.
        return SplitInput { chunks: vec![((1, 1), 0..text.len())], near_misses: Vec::new() };
    }
    let (prefix, suffix) = marker.split_at(marker.len() - CHECK);
    let mut pieces = Vec::new();
    let mut start = 0;
    while let Some(found) = find_bytes(&text[start..], prefix) {
        pieces.push(start..start + found);
        start += found + prefix.len();
    }
    pieces.push(start..text.len());
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut prev = 0..0;
    for piece in pieces {
        if prev.is_empty() {
            prev = piece;
            continue;
        }
        let bytes = &text[piece.clone()];
        if bytes.starts_with(suffix) && bytes.len() > CHECK && bytes[CHECK] != b'0' {
            chunks.push((index.line_col(prev.start), prev));
            prev = piece.start + CHECK..piece.end;
        } else {
            near_misses.push(piece.start);
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        chunks.push((index.line_col(prev.start), prev));
    }
    SplitInput { chunks, near_misses }
}

/// The input divided into chunks (see [`split_chunks`]).
struct SplitInput {
    /// Each chunk's first (line, column) and byte range.
    chunks: Vec<((u32, u32), std::ops::Range<usize>)>,
    /// Byte offsets of near misses with the split marker.
    near_misses: Vec<usize>,
}

/// The offset of the first occurrence of `needle` (not empty) in `hay`.
fn find_bytes(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut from = 0;
    while let Some(i) = hay[from..].iter().position(|&b| b == first) {
        let at = from + i;
        if hay[at + 1..].starts_with(rest) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}
