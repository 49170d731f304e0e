//! The integration tests of `mlir-rs-opt`, one module per topic, built as
//! one test binary (one link for all of them). Run one topic with a
//! filter: `cargo test -p mlir-rs-opt --test it cli::`.

mod cli;
mod conversion_log;
mod list_passes;
mod pipeline_flags;
mod reproducer;
mod tool;
