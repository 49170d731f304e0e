//! The command line: mlir-opt's flags (a subset, same spelling) as clap
//! parses them, one hidden flag per registered pass, and LLVM's messages
//! for the errors mlir-opt reports in its own words.

use clap::{CommandFactory as _, FromArgMatches as _};
use mlir_core::pass::PassRegistry;

use crate::list_passes;

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
    /// The individual pass and pipeline flags given (`--cse`,
    /// `--canonicalize=…`, one flag per registered pass and pipeline), in
    /// command-line order, each with its option string.
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

/// The text of a command-line error: LLVM's for an unknown value of an
/// option mlir-opt reads as an enum, clap's otherwise.
pub(crate) fn error_text(tool_name: &str, e: &clap::Error) -> String {
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
                "{tool_name}: for the --{option} option: Cannot find option named '{value}'!\n"
            );
        }
        (ErrorKind::NoEquals, Some(option), _) => {
            return format!("{tool_name}: for the --{option} option: requires a value!\n");
        }
        _ => {}
    }
    e.render().to_string()
}

/// The arguments and summaries of the flags of `passes`: one per pass,
/// then one per pipeline whose name no pass has.
fn flag_names(passes: &PassRegistry) -> Vec<(&str, &str)> {
    let mut names: Vec<(&str, &str)> = passes.passes().map(|p| (p.argument, p.summary)).collect();
    for (name, pipeline) in passes.pipelines() {
        if !passes.passes().any(|p| p.argument == name) {
            names.push((name, pipeline.summary.as_str()));
        }
    }
    names
}

/// Parses the command line of the tool `tool_name` knowing `passes`
/// (`args[0]` is the program name).
pub(crate) fn parse_args(
    tool_name: &str,
    passes: &PassRegistry,
    args: &[String],
) -> Result<Cli, clap::Error> {
    // The passes are listed at the end of `--help` with their options,
    // as mlir-opt lists them, not among the driver's flags.
    let mut command = Cli::command()
        .name(tool_name.to_owned())
        .bin_name(tool_name.to_owned())
        .after_help(list_passes::help_section(passes));
    // One flag per registered pass and pipeline, `--ARGUMENT[=options]`
    // (a pipeline named as a pass is left to the pass).
    for (argument, summary) in flag_names(passes) {
        command = command.arg(
            clap::Arg::new(argument.to_owned())
                .long(argument.to_owned())
                .help(summary.to_owned())
                .hide(true)
                .num_args(0..=1)
                .default_missing_value("")
                .require_equals(true)
                .action(clap::ArgAction::Append),
        );
    }
    let matches = command.try_get_matches_from(normalize_args(args))?;
    let mut cli = Cli::from_arg_matches(&matches)?;
    // Individual pass and pipeline flags run in the order they are
    // written; as in mlir-opt, a flag given twice adds its passes twice.
    let mut flags: Vec<(usize, (String, String))> = Vec::new();
    for (id, _) in flag_names(passes) {
        let (Some(indices), Some(values)) =
            (matches.indices_of(id), matches.get_many::<String>(id))
        else {
            continue;
        };
        for (index, options) in indices.zip(values) {
            flags.push((index, (id.to_owned(), options.clone())));
        }
    }
    flags.sort_by_key(|&(index, _)| index);
    cli.pass_flags = flags.into_iter().map(|(_, pass)| pass).collect();
    cli.tool_name = tool_name.to_owned();
    Ok(cli)
}
