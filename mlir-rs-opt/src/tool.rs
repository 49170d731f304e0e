//! The opt tool: [`OptTool`] (MLIR's `MlirOptMain`) for any set of
//! dialects and passes, `mlir-rs-opt` itself ([`OptTool::standard`]), and
//! the ways to run one: on the process's arguments and streams, on given
//! streams, or on text in memory.

use std::io::Write as _;

use mlir_core::DialectRegistry;
use mlir_core::asm::parser::ParseConfig;
use mlir_core::pass::{Pass, PassRegistry, RegisteredPass};

use crate::cli::{error_text, parse_args};
use crate::files::{arg_text, io_error_text, path_of, remove_failed_output};
use crate::input_text::{Source, read_input};
use crate::process::process;
use crate::{list_passes, test_passes};

/// An opt tool: a name (shown by `--help` and `--version`) and the
/// dialects it loads into the context of every input (MLIR's
/// `MlirOptMain(argc, argv, toolName, registry)`). Every flag of
/// `mlir-rs-opt` is available.
#[derive(Clone)]
pub struct OptTool {
    name: String,
    /// The dialects loaded into each input's context.
    pub(crate) registry: DialectRegistry,
    /// The passes pipelines and pass flags may name.
    pub(crate) passes: PassRegistry,
    /// See [`OptTool::set_parallel_parse_min_bytes`].
    pub(crate) parallel_parse_min_bytes: Option<usize>,
    /// See [`OptTool::set_segmented_parse_min_bytes`].
    pub(crate) segmented_parse_min_bytes: Option<usize>,
}

impl std::fmt::Debug for OptTool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OptTool").field("name", &self.name).finish_non_exhaustive()
    }
}

impl OptTool {
    /// A tool named `name` for the dialects of `registry`, with the core's
    /// passes (`canonicalize`, `cse`, `loop-invariant-code-motion`,
    /// `test-single-fold`, …), `reconcile-unrealized-casts` and `sccp`.
    pub fn new(name: &str, registry: &DialectRegistry) -> OptTool {
        let mut passes = PassRegistry::with_core_passes();
        passes.register::<mlir_core::conversion::ReconcileUnrealizedCasts>();
        passes.register::<mlir_core::dataflow::Sccp>();
        passes.register::<mlir_core::dataflow::RemoveDeadValues>();
        passes.register::<mlir_core::dataflow::RemoveDeadValues>();
        OptTool {
            name: name.to_owned(),
            registry: registry.clone(),
            passes,
            parallel_parse_min_bytes: ParseConfig::new("").parallel_min_bytes,
            segmented_parse_min_bytes: ParseConfig::new("").segmented_min_bytes,
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

    /// Functions at least this many bytes long, parsed on a thread of their
    /// own, read their first block in segments on several threads
    /// ([`ParseConfig::segmented_min_bytes`]; `None`: never). The output is
    /// the same either way.
    pub fn set_segmented_parse_min_bytes(&mut self, min: Option<usize>) -> &mut OptTool {
        self.segmented_parse_min_bytes = min;
        self
    }

    /// The passes the tool knows, to add passes and named pipelines to.
    pub fn passes_mut(&mut self) -> &mut PassRegistry {
        &mut self.passes
    }

    /// Adds the passes of the standard dialects: `scf-for-loop-canonicalization`,
    /// `lower-affine`, `convert-scf-to-cf`, `arith-expand`, `int-range-optimizations`,
    /// `arith-int-range-narrowing`, `affine-loop-unroll`, `affine-loop-tile`,
    /// `affine-loop-invariant-code-motion`, `affine-simplify-structures`,
    /// `expand-strided-metadata` and the lowerings to `llvm`
    /// (`convert-{arith,cf,func,index,math,ub}-to-llvm`,
    /// `finalize-memref-to-llvm`, `convert-math-to-libm`, `convert-to-llvm`),
    /// so that a tool of one's own dialect can lower it and go on with them.
    pub fn register_dialect_passes(&mut self) -> &mut OptTool {
        self.register_pass::<mlir_dialects::scf::ScfForLoopCanonicalization>()
            .register_pass::<mlir_dialects::conversion::affine_to_standard::LowerAffine>()
            .register_pass::<mlir_dialects::affine::AffineLoopUnroll>()
            .register_pass::<mlir_dialects::affine::AffineLoopFusion>()
            .register_pass::<mlir_dialects::affine::AffineLoopTiling>()
            .register_pass::<mlir_dialects::affine::AffineLoopInvariantCodeMotion>()
            .register_pass::<mlir_dialects::affine::AffineParallelize>()
            .register_pass::<mlir_dialects::affine::AffineScalarReplacement>()
            .register_pass::<mlir_dialects::affine::SimplifyAffineStructures>()
            .register_pass::<mlir_dialects::conversion::scf_to_cf::ScfToControlFlow>()
            .register_pass::<mlir_dialects::conversion::memref_to_llvm::FinalizeMemRefToLlvm>()
            .register_pass::<mlir_dialects::arith::expand::ArithExpandOps>()
            .register_pass::<mlir_dialects::arith::int_range_optimizations::IntRangeOptimizations>()
            .register_pass::<mlir_dialects::arith::int_range_narrowing::IntRangeNarrowing>()
            .register_pass::<mlir_dialects::conversion::index_to_llvm::ConvertIndexToLlvm>()
            .register_pass::<mlir_dialects::conversion::ub_to_llvm::ConvertUbToLlvm>()
            .register_pass::<mlir_dialects::conversion::cf_to_llvm::ConvertControlFlowToLlvm>()
            .register_pass::<mlir_dialects::memref::expand_strided_metadata::ExpandStridedMetadata>(
            )
            .register_pass::<mlir_dialects::conversion::func_to_llvm::ConvertFuncToLlvm>()
            .register_pass::<mlir_dialects::conversion::convert_to_llvm::ConvertToLlvm>()
            .register_pass::<mlir_dialects::conversion::math_to_llvm::ConvertMathToLlvm>()
            .register_pass::<mlir_dialects::conversion::math_to_libm::ConvertMathToLibm>()
            .register_pass::<mlir_dialects::conversion::arith_to_llvm::ArithToLlvm>()
    }

    /// The arguments of the passes [`register_dialect_passes`](OptTool::register_dialect_passes)
    /// registers.
    fn dialect_pass_arguments() -> Vec<&'static str> {
        let mut scratch = OptTool::new("", &DialectRegistry::new());
        scratch.register_dialect_passes();
        scratch.passes.passes().map(|pass| pass.argument).collect()
    }

    /// `mlir-rs-opt`: the standard dialects ([`standard_registry`]), the
    /// core's passes, the dialects' passes
    /// ([`register_dialect_passes`](OptTool::register_dialect_passes))
    /// and the driver's test passes ([`test_passes`]).
    pub fn standard() -> OptTool {
        let mut tool = OptTool::new("mlir-rs-opt", &standard_registry());
        tool.register_dialect_passes()
            .register_pass::<test_passes::TestFailurePass>()
            .register_pass::<test_passes::TestCrashRecoveryPass>()
            .register_pass::<crate::dataflow_tests::TestDeadCodeAnalysis>()
            .register_pass::<crate::dataflow_tests::TestLastModified>()
            .register_pass::<crate::dataflow_tests::TestNextAccess>()
            .register_pass::<crate::affine_tests::TestMemRefDependenceCheck>()
            .register_pass::<crate::affine_tests::TestAccessAnalysis>();
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
pub(crate) enum AfterRun {
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
    let cli = match parse_args(&tool.name, &tool.passes, args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            // An argument keeps its bytes (`arg_text`), quoted back raw.
            let text = error_text(&tool.name, &e) + &unregistered_pass_hint(tool, &e);
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
        ("<stdin>".to_owned(), Source::read(buf))
    } else {
        let output = (cli.output != "-").then(|| path_of(&cli.output));
        match read_input(&path_of(&cli.input), output.as_deref()) {
            Ok(input) => (cli.input.clone(), input),
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
            let (err, code) = process(tool, &cli, &name, text, &mut w, after);
            (err, code, w.flush())
        }
        None => {
            let mut w = std::io::BufWriter::with_capacity(OUTPUT_BUFFER, &mut *stdout);
            let (err, code) = process(tool, &cli, &name, text, &mut w, after);
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
    match parse_args(&tool.name, &tool.passes, &args) {
        Ok(cli) if cli.list_passes => RunOutput {
            stdout: list_passes::list_passes(&tool.passes).into_bytes(),
            stderr: Vec::new(),
            code: 0,
        },
        Ok(cli) => {
            let mut out = Vec::new();
            let (stderr, code) =
                process(tool, &cli, name, Source::read(text.to_vec()), &mut out, AfterRun::Return);
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
        Err(e) => RunOutput {
            stdout: Vec::new(),
            stderr: (error_text(&tool.name, &e) + &unregistered_pass_hint(tool, &e)).into_bytes(),
            code: 1,
        },
    }
}

/// For an unknown `--ARGUMENT` naming a pass of the standard dialects the
/// tool did not register, a line saying how to register it (a tool made
/// with [`OptTool::new`] has the core's passes only); nothing otherwise.
fn unregistered_pass_hint(tool: &OptTool, e: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        return String::new();
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return String::new();
    };
    let Some(name) = arg.strip_prefix("--").and_then(|a| a.split('=').next()) else {
        return String::new();
    };
    let registered = tool.passes.passes().any(|pass| pass.argument == name);
    if registered || !OptTool::dialect_pass_arguments().contains(&name) {
        return String::new();
    }
    format!(
        "note: '--{name}' is a pass of the standard dialects that {} does not register: call `OptTool::register_dialect_passes`\n",
        tool.name
    )
}
