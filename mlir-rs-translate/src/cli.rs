//! The command line: the input, `-o`, `--split-input-file`,
//! `--allow-unregistered-dialect`, and one flag per registered
//! translation, exactly one of which is required.

use crate::tool::TranslateTool;

/// The parsed options.
#[derive(Clone, Debug)]
pub struct Cli {
    /// Input file (`-` for stdin).
    pub input: String,
    /// Output file (`-` for stdout).
    pub output: String,
    /// Whether `// -----` splits the input into chunks translated apart.
    pub split_input_file: bool,
    /// Whether ops of unregistered dialects parse.
    pub allow_unregistered_dialect: bool,
    /// The index of the chosen translation in the tool's list.
    pub translation: usize,
}

/// Parses `args` (`args[0]` the program name) for `tool`.
pub fn parse_args(tool: &TranslateTool, args: &[String]) -> Result<Cli, clap::Error> {
    let mut command = clap::Command::new(tool.name().to_owned())
        .about("MLIR Translation Testing Tool (mlir-rs)")
        .arg(clap::Arg::new("input").default_value("-").help("Input file (`-` for stdin)"))
        .arg(
            clap::Arg::new("output")
                .short('o')
                .default_value("-")
                .help("Output file (`-` for stdout)"),
        )
        .arg(
            clap::Arg::new("split-input-file")
                .long("split-input-file")
                .action(clap::ArgAction::SetTrue)
                .help("Split the input file into pieces and process each chunk independently"),
        )
        .arg(
            clap::Arg::new("allow-unregistered-dialect")
                .long("allow-unregistered-dialect")
                .action(clap::ArgAction::SetTrue)
                .help("Allow operation with no registered dialects"),
        );
    let mut group = clap::ArgGroup::new("translation").required(true).multiple(false);
    for t in tool.translations() {
        command = command.arg(
            clap::Arg::new(t.name.clone())
                .long(t.name.clone())
                .action(clap::ArgAction::SetTrue)
                .help(t.description.clone()),
        );
        group = group.arg(t.name.clone());
    }
    let matches = command.group(group).try_get_matches_from(args)?;
    let translation =
        tool.translations().iter().position(|t| matches.get_flag(&t.name)).unwrap_or(0);
    Ok(Cli {
        input: matches.get_one::<String>("input").cloned().unwrap_or_else(|| "-".to_owned()),
        output: matches.get_one::<String>("output").cloned().unwrap_or_else(|| "-".to_owned()),
        split_input_file: matches.get_flag("split-input-file"),
        allow_unregistered_dialect: matches.get_flag("allow-unregistered-dialect"),
        translation,
    })
}
