//! The command line, read as `mlir-runner` reads it (LLVM's option
//! parser): one or two dashes before a name, a value after `=` or in the
//! next argument, `--` ending the options, the last occurrence of an
//! option winning, and upstream's messages for a bad one.

/// The options of one run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The input file; `-` reads standard input.
    pub input: String,
    /// The entry function's name (`-e`, `main` by default).
    pub entry: String,
    /// The entry function's result as spelt (`--entry-point-result`,
    /// `f32` by default as upstream); checked when the program runs, as
    /// upstream checks it ([`ResultKind::parse`]).
    pub entry_point_result: String,
    /// The optimization level of `-O0`..`-O3` (the lowest one given wins,
    /// as upstream); `None` runs no IR optimization and generates code at
    /// LLVM's default level.
    pub opt_level: Option<u8>,
    /// The shared libraries to load (`--shared-libs`, comma-separated,
    /// repeatable).
    pub shared_libs: Vec<String>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            input: "-".to_owned(),
            entry: "main".to_owned(),
            entry_point_result: "f32".to_owned(),
            opt_level: None,
            shared_libs: Vec::new(),
        }
    }
}

/// The entry function's result kind (`--entry-point-result`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    /// `void`: nothing is printed after the program's output.
    Void,
    /// `i32`, printed in decimal.
    I32,
    /// `i64`, printed in decimal.
    I64,
    /// `f32`, printed as `%e` prints it.
    F32,
}

impl ResultKind {
    /// The kind spelt `text`; `None` for anything else (upstream's
    /// "unsupported function type").
    pub fn parse(text: &str) -> Option<ResultKind> {
        match text {
            "void" => Some(ResultKind::Void),
            "i32" => Some(ResultKind::I32),
            "i64" => Some(ResultKind::I64),
            "f32" => Some(ResultKind::F32),
            _ => None,
        }
    }
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Run a program.
    Run(Options),
    /// Print this text (`--help`) and stop.
    Help(String),
}

/// Parses `args` (`args[0]` is the program name); `tool` names the tool in
/// messages. The error is the text to write on standard error.
pub fn parse_args(tool: &str, args: &[String]) -> Result<Command, String> {
    let mut options = Options::default();
    let mut levels = [false; 4];
    let mut positional: Vec<&str> = Vec::new();
    let mut rest = args.iter().skip(1);
    while let Some(arg) = rest.next() {
        if arg == "--" {
            positional.extend(rest.by_ref().map(String::as_str));
            break;
        }
        let Some(flag) = arg.strip_prefix('-').filter(|f| !f.is_empty()) else {
            positional.push(arg);
            continue;
        };
        let flag = flag.strip_prefix('-').unwrap_or(flag);
        let (name, inline) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (flag, None),
        };
        // LLVM spells a one-letter option with one dash, others with two.
        let spelt = if name.len() == 1 { format!("-{name}") } else { format!("--{name}") };
        let mut value = || match inline {
            Some(value) => Ok(value.to_owned()),
            None => rest
                .next()
                .cloned()
                .ok_or_else(|| format!("{tool}: for the {spelt} option: requires a value!\n")),
        };
        match name {
            "e" => options.entry = value()?,
            "entry-point-result" => options.entry_point_result = value()?,
            "shared-libs" => options.shared_libs.extend(value()?.split(',').map(str::to_owned)),
            "O0" | "O1" | "O2" | "O3" => {
                let level = usize::from(name.as_bytes()[1] - b'0');
                levels[level] = match inline {
                    None => true,
                    Some(text) => parse_bool(text).ok_or_else(|| {
                        format!(
                            "{tool}: for the {spelt} option: '{text}' is invalid value for boolean argument! Try 0 or 1\n"
                        )
                    })?,
                };
            }
            "help" | "h" if inline.is_none() => return Ok(Command::Help(help_text(tool))),
            _ => {
                return Err(format!(
                    "{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'\n"
                ));
            }
        }
    }
    match positional.as_slice() {
        [] => {}
        [input] => options.input = (*input).to_owned(),
        _ => {
            return Err(format!(
                "{tool}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help\n"
            ));
        }
    }
    options.opt_level = levels.iter().position(|&on| on).map(|level| level as u8);
    Ok(Command::Run(options))
}

/// A boolean option's value as LLVM reads it.
fn parse_bool(text: &str) -> Option<bool> {
    match text {
        "" | "1" | "true" | "TRUE" | "True" => Some(true),
        "0" | "false" | "FALSE" | "False" => Some(false),
        _ => None,
    }
}

/// `--help`'s text.
fn help_text(tool: &str) -> String {
    format!(
        "OVERVIEW: MLIR CPU execution driver\n\
         \n\
         USAGE: {tool} [options] <input file>\n\
         \n\
         OPTIONS:\n\
         \n\
         \x20 -e <function name>                          - The function to be called (default: main)\n\
         \x20 --entry-point-result=<f32 | i32 | i64 | void> - Textual description of the function type to be called (default: f32)\n\
         \x20 --shared-libs=<string>                      - Libraries to link dynamically\n\
         \x20 --O0                                        - Run opt passes and codegen at O0\n\
         \x20 --O1                                        - Run opt passes and codegen at O1\n\
         \x20 --O2                                        - Run opt passes and codegen at O2\n\
         \x20 --O3                                        - Run opt passes and codegen at O3\n\
         \x20 --help                                      - Display this text\n\
         \n\
         The input is a module of the `llvm` dialect, or of the standard dialects, which are\n\
         first lowered to it by the standard pipeline. The runner utilities (printI64,\n\
         printMemrefF32, ...) are built in.\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Command, String> {
        let args: Vec<String> =
            std::iter::once("runner").chain(args.iter().copied()).map(str::to_owned).collect();
        parse_args("runner", &args)
    }

    fn run(args: &[&str]) -> Options {
        match parse(args) {
            Ok(Command::Run(options)) => options,
            other => panic!("not a run: {other:?}"),
        }
    }

    #[test]
    fn defaults_are_upstreams() {
        assert_eq!(run(&[]), Options::default());
        let options = run(&["x.mlir"]);
        assert_eq!((options.input.as_str(), options.entry.as_str()), ("x.mlir", "main"));
        assert_eq!(options.entry_point_result, "f32");
        assert_eq!(options.opt_level, None);
    }

    #[test]
    fn values_inline_or_next_and_the_last_wins() {
        let options = run(&["-e", "f", "--e=g", "-entry-point-result", "i64", "in.mlir"]);
        assert_eq!(options.entry, "g");
        assert_eq!(options.entry_point_result, "i64");
        assert_eq!(options.input, "in.mlir");
        let options = run(&["--shared-libs=a.so,b.so", "-shared-libs", "c.so", "--", "-x"]);
        assert_eq!(options.shared_libs, ["a.so", "b.so", "c.so"]);
        assert_eq!(options.input, "-x");
        assert_eq!(run(&["-"]).input, "-");
    }

    #[test]
    fn the_lowest_optimization_level_wins() {
        assert_eq!(run(&["-O3", "--O1"]).opt_level, Some(1));
        assert_eq!(run(&["-O2=true"]).opt_level, Some(2));
        assert_eq!(run(&["-O0=0", "-O3"]).opt_level, Some(3));
        assert_eq!(
            parse(&["--O2=x"]),
            Err("runner: for the --O2 option: 'x' is invalid value for boolean argument! Try 0 or 1\n".into())
        );
    }

    #[test]
    fn bad_command_lines_get_upstreams_messages() {
        assert_eq!(
            parse(&["--bogus"]),
            Err("runner: Unknown command line argument '--bogus'.  Try: 'runner --help'\n".into())
        );
        assert_eq!(
            parse(&["-O4"]),
            Err("runner: Unknown command line argument '-O4'.  Try: 'runner --help'\n".into())
        );
        assert_eq!(
            parse(&["x", "-e"]),
            Err("runner: for the -e option: requires a value!\n".into())
        );
        assert_eq!(
            parse(&["--entry-point-result"]),
            Err("runner: for the --entry-point-result option: requires a value!\n".into())
        );
        assert!(parse(&["a", "b"]).unwrap_err().starts_with(
            "runner: Too many positional arguments specified!\nCan specify at most 1 positional arguments"
        ));
        assert!(
            matches!(parse(&["--help"]), Ok(Command::Help(text)) if text.contains("--shared-libs"))
        );
    }

    #[test]
    fn result_kinds() {
        assert_eq!(ResultKind::parse("void"), Some(ResultKind::Void));
        assert_eq!(ResultKind::parse("f32"), Some(ResultKind::F32));
        assert_eq!(ResultKind::parse("f64"), None);
    }
}
