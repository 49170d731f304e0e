//! The integration tests of `mlir-core`, one module per topic, built as one
//! test binary (one link for all of them). Run one topic with a filter:
//! `cargo test -p mlir-core --test it symbol_table::`.

mod builtin_kinds;
mod common;
mod drivers;
mod frozen_patterns;
mod function_syntax;
mod ir_api;
mod memory_report;
mod param_format;
mod pattern_rewriter;
mod release_read_source;
mod relocate;
mod symbol_table;
