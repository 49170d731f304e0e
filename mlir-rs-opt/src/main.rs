//! The `mlir-rs-opt` binary.

fn main() {}
