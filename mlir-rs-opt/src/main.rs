//! The `mlir-rs-opt` binary: see the library for what it does.

/// mimalloc: the parser and printer allocate many small, short-lived
/// objects; it measured faster than the system allocator (BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    mlir_rs_opt::OptTool::standard().main()
}
