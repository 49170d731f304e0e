//! The `mlir-rs-opt` driver as a library, so tests can run it in-process.
