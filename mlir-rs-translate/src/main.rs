//! The `mlir-rs-translate` binary: see the library for what it does.

fn main() -> std::process::ExitCode {
    mlir_rs_translate::TranslateTool::standard().main()
}
