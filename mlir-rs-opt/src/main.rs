//! The `mlir-rs-opt` binary: see the library for what it does.

/// mimalloc: the parser and printer allocate many small, short-lived
/// objects; it measured faster than the system allocator (BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let code = mlir_rs_opt::run(
        &args,
        &mut std::io::stdin(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    );
    std::process::exit(code);
}
