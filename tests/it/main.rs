//! The integration tests of the facade crate, one module per topic, built
//! as one test binary (one link for all of them; the data-driven suites
//! with their own harness are `tests/corpus/`). Run one topic with a
//! filter: `cargo test --test it pass_manager::`.

mod cast_fold;
mod compact_bodies;
mod constant_value;
mod conversion_rules;
mod convert_to_llvm_user;
mod create_or_fold;
mod dead_code;
mod declared_effects;
mod dialect_aliases;
mod dialect_conversion;
mod examples;
mod greedy_termination;
mod hook_api_boundary;
mod late_dead_code;
mod layers;
mod lower_affine;
mod memref_layout_user;
mod one_long_function;
mod parallel_ir;
mod parallel_release;
mod pass_analyses;
mod pass_instrumentation;
mod pass_manager;
mod patterns;
mod region_branch;
mod region_branch_canonicalize;
mod robustness;
mod runtime_verification_user;
mod scf_to_cf;
mod sink_and_sort;
mod symbol_passes;
mod tidy;
mod trait_folds;
#[cfg(feature = "llvm")]
mod translate_user;
mod user_dialect;
