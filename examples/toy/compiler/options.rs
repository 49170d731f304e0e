//! `toyc`'s command line, read as the tutorial's `toyc` reads it: one input
//! file, `-emit=<stage>`, `-opt`, `-x=<kind>`, and the printing flags of
//! MLIR's tools that it accepts (`-mlir-print-debuginfo`,
//! `-mlir-print-op-generic`), each with one dash or two.

/// What `toyc` prints, or runs: the stage its work stops at, in the
/// order of the stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Emit {
    /// The syntax tree.
    Ast,
    /// The Toy dialect.
    Mlir,
    /// Affine loops over buffers, `toy.print` aside.
    MlirAffine,
    /// The `llvm` dialect.
    MlirLlvm,
    /// LLVM IR.
    Llvm,
    /// A run of the program.
    Jit,
}

/// What the input file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A Toy program.
    Toy,
    /// MLIR in the Toy dialect.
    Mlir,
}

/// A command line of `toyc`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The input file's name.
    pub input: String,
    /// The stage to print or run.
    pub emit: Emit,
    /// Whether to optimize (`-opt`).
    pub opt: bool,
    /// What the input holds: given by `-x`, else `.mlir` files are MLIR.
    pub kind: InputKind,
    /// `-mlir-print-debuginfo`: print locations.
    pub print_debuginfo: bool,
    /// `-mlir-print-op-generic`: print the generic form.
    pub print_generic: bool,
}

/// The usage line of the errors.
const USAGE: &str = "USAGE: toyc <input toy file> -emit=<ast|mlir|mlir-affine|mlir-llvm|llvm|jit> [-opt] [-x=<toy|mlir>]";

/// Reads the command line (`args[0]` is the program's name); the error is
/// the message to print.
pub fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut input = None;
    let mut emit = None;
    let mut opt = false;
    let mut kind = None;
    let mut print_debuginfo = false;
    let mut print_generic = false;
    for arg in args.iter().skip(1) {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let Some(flag) = flag.filter(|f| !f.is_empty()) else {
            if input.replace(arg.clone()).is_some() {
                return Err(format!("toyc: too many input files: '{arg}'\n{USAGE}"));
            }
            continue;
        };
        let (name, value) = match flag.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (flag, None),
        };
        match (name, value) {
            ("emit", Some(value)) => emit = Some(parse_emit(value)?),
            ("x", Some("toy")) => kind = Some(InputKind::Toy),
            ("x", Some("mlir")) => kind = Some(InputKind::Mlir),
            ("x", Some(other)) => {
                return Err(format!(
                    "toyc: for the -x option: Cannot find option named '{other}'!"
                ));
            }
            ("opt", None) => opt = true,
            ("mlir-print-debuginfo", None) => print_debuginfo = true,
            ("mlir-print-op-generic", None) => print_generic = true,
            _ => return Err(format!("toyc: Unknown command line argument '{arg}'.\n{USAGE}")),
        }
    }
    let Some(input) = input else {
        return Err(format!(
            "toyc: Not enough positional command line arguments specified!\n{USAGE}"
        ));
    };
    let kind =
        kind.unwrap_or(if input.ends_with(".mlir") { InputKind::Mlir } else { InputKind::Toy });
    let Some(emit) = emit else {
        return Err(format!("toyc: no output requested: give -emit=<stage>\n{USAGE}"));
    };
    if emit == Emit::Ast && kind == InputKind::Mlir {
        return Err("toyc: can't dump a Toy AST when the input is MLIR".to_owned());
    }
    Ok(Options { input, emit, opt, kind, print_debuginfo, print_generic })
}

/// The stage `-emit=` names.
fn parse_emit(value: &str) -> Result<Emit, String> {
    Ok(match value {
        "ast" => Emit::Ast,
        "mlir" => Emit::Mlir,
        "mlir-affine" => Emit::MlirAffine,
        "mlir-llvm" => Emit::MlirLlvm,
        "llvm" => Emit::Llvm,
        "jit" => Emit::Jit,
        other => {
            return Err(format!("toyc: for the -emit option: Cannot find option named '{other}'!"));
        }
    })
}
