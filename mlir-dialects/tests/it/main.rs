//! The integration tests of `mlir-dialects`, one module per topic, built as
//! one test binary (one link for all of them). Run one topic with a
//! filter: `cargo test -p mlir-dialects --test it arith_dialect::`.

mod affine_analysis;
mod affine_memory_ops;
mod arith_dialect;
mod arith_enums;
mod asm_names;
mod cf_dialect;
mod common;
mod data_layout_spec;
mod dataflow;
mod dialect_fold;
mod dialect_registry;
mod forall_canonicalize;
mod forall_interfaces;
mod format_directives;
mod func_dialect;
mod index_dialect;
mod inline_move;
mod inliner_interface;
mod int_ranges;
mod llvm_metadata;
mod math_dialect;
mod memory_queries;
mod memref_views;
mod one_call_api;
mod scf_if_infer;
mod slice_walk;
mod speculatable;
mod ub_dialect;
mod verifier_api;
