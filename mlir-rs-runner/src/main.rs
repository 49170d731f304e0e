//! The `mlir-rs-runner` binary: see the library for what it does.

fn main() -> std::process::ExitCode {
    mlir_rs_runner::main()
}
