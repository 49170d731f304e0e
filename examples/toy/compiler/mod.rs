//! The driver of `toyc`: its command line (`options.rs`) and the stages
//! from a source file to a running program (`stages.rs`).
//!
//! ```text
//! toyc <file> [-emit=<stage>] [-opt] [-x=toy|mlir] [-mlir-print-debuginfo]
//!
//!   -emit=ast          the syntax tree (chapter 1)
//!   -emit=mlir         the Toy dialect (chapters 2–4; with -opt, inlined,
//!                      shapes inferred and canonicalized)
//!   -emit=mlir-affine  lowered to affine loops over buffers (chapter 5)
//!   -emit=mlir-llvm    lowered to the llvm dialect (chapter 6)
//!   -emit=llvm         LLVM IR (chapter 6; needs the feature `llvm`)
//!   -emit=jit          compiled and run, its `main` called (chapter 6;
//!                      needs the feature `llvm`)
//!   -opt               the tutorial's optimizations, and from chapter 5
//!                      affine-loop-fusion and affine-scalrep
//!   -x=mlir            the input is MLIR (the Toy dialect), not Toy
//! ```

mod options;
mod stages;

use std::io::Write;
use std::process::ExitCode;

pub use options::{Emit, InputKind, Options, parse_args};
pub use stages::{Compiled, compile};

/// Runs `toyc` with `args` (the program's name first): what it prints goes
/// to the standard output, its errors to the standard error.
pub fn main(args: &[String]) -> ExitCode {
    let options = match parse_args(args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match std::fs::read_to_string(&options.input) {
        Ok(source) => source,
        Err(error) => {
            eprintln!("Could not open input file '{}': {error}", options.input);
            return ExitCode::FAILURE;
        }
    };
    match compile(&options, &source) {
        Ok(Compiled::Text(text)) => {
            let mut stdout = std::io::stdout().lock();
            let _ = stdout.write_all(text.as_bytes());
            let _ = stdout.flush();
            ExitCode::SUCCESS
        }
        Ok(Compiled::Ran) => ExitCode::SUCCESS,
        Err(errors) => {
            eprint!("{errors}");
            ExitCode::FAILURE
        }
    }
}
