//! `toyc`: the compiler of MLIR's Toy tutorial, from the Toy language to a
//! program that runs.

mod dialect;
mod language;

fn main() -> std::process::ExitCode {
    let _ = dialect::registry();
    std::process::ExitCode::SUCCESS
}
