//! Differential tests against committed mlir-opt 22 outputs.

fn main() {}
