//! The standard dialects of mlir-rs, defined with the `#[op]`,
//! `#[dialect]` and `#[enum_attr]` macros (`affine`, `arith`, `cf`, `func`,
//! `dlti`, `index`, `llvm`, `math`, `memref`, `scf`, `ub`), and `coretest`, the hand-registered dialect that exercises the
//! core verifier. Each dialect is a cargo feature (all on by default), so users
//! build only what they use.
//!
//! # Layout
//!
//! - `arith` (51 ops): `enums.rs`, `ops/`, `constraints.rs`, `models.rs`,
//!   `int_range.rs` (the
//!   integer ops' bounds, `InferIntRangeInterface`), `interfaces.rs`,
//!   `verify.rs`, `materialize.rs` (the constant materializer),
//!   `select_syntax.rs`, `int_fold.rs` (the integer folders' shared machinery:
//!   constants element by element, sparse ones expanded, poison, constant
//!   matchers), `float_fold.rs` (the same, with exact IEEE arithmetic),
//!   `canonicalize/` (upstream's DRR patterns as `#[pattern]`s, one file per op
//!   family; `values.rs` what their native expressions compute;
//!   `cmpf_int_to_fp.rs` the hand-written `CmpFIntToFPConst`), `expand/` (the
//!   `arith-expand` pass and its patterns, one file per family: `div.rs`,
//!   `min_max.rs`, `bf16.rs`, `f8e8m0.rs`, `f4e2m1.rs`, `scaling.rs`), `folders/` (the
//!   integer ops' folders with MLIR 22's rules, one file per family,
//!   `extended.rs` the two-result ops; the float ops' folders sit with their
//!   ops in `ops/`).
//! - `func` (5 ops): `ops.rs`, `models.rs`, `verify.rs`, `syntax.rs` (the
//!   custom form of `func.func`), `canonicalize.rs` (the `call_indirect` of a
//!   known callee), `inliner.rs` (its inliner model, a registry extension built
//!   with `cf` since it creates `cf.br`).
//! - `cf` (4 ops): `ops.rs`, `models.rs` (the branch and weight models),
//!   `canonicalize/` (upstream's patterns in its registration order: `mod.rs`
//!   `assert`, `br` and the shared helpers, `cond_br.rs`, `switch.rs`),
//!   `switch_cases.rs` (the case list of `cf.switch`), `verify.rs`; depends on
//!   `arith`, whose `constant` and `select` the patterns create.
//! - `index` (26 ops): `enums.rs` (`#index<cmp_predicate …>`), `ops/`
//!   (binary ops, `cmp`, casts, constants and `sizeof`), `models.rs`,
//!   `dual_width.rs` (folding only where 64-bit and 32-bit `index` agree,
//!   and the ops' calculations), `canonicalize.rs` (reassociating constants,
//!   `cmp` of a difference with zero, as `#[pattern]`s), `int_range.rs` (the
//!   ops' integer ranges), and the constant materializer in `mod.rs`.
//! - `math` (46 ops): `ops/` (one file per family: `unary.rs`, `binary.rs`,
//!   `ternary.rs`, `classify.rs`, `integer.rs`, `mixed.rs` for `fpowi` and
//!   `sincos`, each op's folder below it), `fold.rs` (the folders' shared
//!   machinery on top of `arith`'s: exact folds, the libm folds of `f32` and
//!   `f64`, classification), `libm.rs` (the host's C math library, which
//!   MLIR's folders call); depends on `arith`, whose fast-math flags the
//!   float ops carry and whose `constant` it materializes.
//! - `affine` (all 16 ops of MLIR 22; folders and canonicalizations only
//!   for the index ops so far): custom forms with inline index expressions
//!   (`%A[%i + 1, symbol(%n)]`, `memory.rs`, `vector_memory.rs`,
//!   `prefetch.rs`, `dma.rs`, sharing `access.rs`), the loops and
//!   conditionals (`for_op.rs`, `if_op.rs`, `parallel.rs`, `yield_op.rs`),
//!   MLIR 22's rules for valid dimensions and symbols (`validity.rs`), the
//!   mixed-radix index ops (`linearize.rs`, their patterns in
//!   `linearize_patterns.rs`); depends on `arith` and `ub`, whose constants
//!   it materializes, and on `memref`, whose views those rules look through.
//! - `memref` (32 ops): one file per op or family, with their custom forms,
//!   verifiers, folders and interface models; `canonicalize/` its patterns;
//!   `expand_strided_metadata/` the `expand-strided-metadata` pass (built
//!   with `affine`: `subview.rs`, `reshape.rs`, `sources.rs`,
//!   `forwarding.rs`, `metadata.rs`, `pass.rs`);
//!   depends on `arith`, whose `arith.constant` its folders materialize.
//! - `scf` (12 ops): one file per op with a custom form (`for_op.rs`,
//!   `if_op.rs`, `while_op.rs`, `execute_region.rs`, `parallel.rs`,
//!   `forall.rs`, `in_parallel.rs`), each
//!   with its parser and printer on the hook API, its verifier and its
//!   interface models; `index_switch.rs` (declarative, with its case list);
//!   `terminators.rs`, `verify.rs` (the reductions' checks), `syntax.rs`
//!   (pieces the custom forms share), `canonicalize/` (upstream's patterns
//!   in its registration order, one file per op or family:
//!   `for_patterns.rs`, `while_patterns.rs`, `execute_region_patterns.rs`
//!   with the inlining of a single-block region, `index_switch_patterns.rs`,
//!   `if_patterns.rs`, `if_select.rs`, `if_combine.rs`,
//!   `parallel_patterns.rs`, `forall_patterns.rs`; `trip_count.rs` the trip
//!   count of a loop dimension), `for_loop_canonicalization.rs` (the pass
//!   `scf-for-loop-canonicalization`); depends on `arith`, and on `cf`,
//!   whose `cf.br` the inlining of a multi-block `scf.execute_region`
//!   creates.
//! - `ub` (2 ops): `ops.rs`, `attrs.rs` (`#ub.poison`, an `#[attr_def]`).
//! - `dlti` (no ops): `attrs.rs` (`#dlti.dl_entry`, `#dlti.dl_spec`,
//!   `#dlti.map`, `#dlti.target_system_spec`, `#dlti.target_device_spec`,
//!   `#dlti.function_pointer_alignment`, `#[attr_def]`s, and their
//!   checks), `entry_syntax.rs` (their entry lists); `mod.rs` checks the
//!   `dlti.…` attributes of ops, a module's data layout specification
//!   through the core's `data_layout_verify`.
//! - `llvm` (165 ops; `docs/llvm-dialect.md`): `types.rs` (every LLVM type,
//!   nested ones written without their prefix, identified structs' bodies
//!   kept by the context), the enums and constraints, and the ops one file
//!   per family (`func.rs`, `control_flow.rs`, `call.rs`, `switch.rs`,
//!   `global.rs`, `constants.rs`, `arithmetic.rs`, `compare.rs`, `casts.rs`,
//!   `memory.rs`, `gep.rs`, `aggregates.rs`, `vector_ops.rs`, `atomics.rs`,
//!   the intrinsics).
//! - `coretest`: the hand-registered dialect the core verifier's tests use.
//! - `pattern_decl.rs`: `pattern!`, the declaration of the hand-written
//!   patterns of `cf`, `scf`, `memref`, `affine` and the conversions.
//! - `conversion/`: conversions between dialects, a layer above them:
//!   `affine_to_standard/` (the `lower-affine` pass and its patterns:
//!   `expand.rs` the expansion of affine expressions, `apply.rs`,
//!   `loops.rs`, `reductions.rs`, `if_lowering.rs`, `memory.rs`,
//!   `index_ops.rs` one file per family of ops, `pass.rs`), built with
//!   `affine`; `scf_to_cf/` (the
//!   `convert-scf-to-cf` pass and its patterns: `for_lowering.rs`,
//!   `if_lowering.rs`, `execute_region.rs`, `parallel.rs`,
//!   `while_lowering.rs`, `index_switch.rs` one file per family of ops,
//!   `split.rs` the block split they start with, `loop_attrs.rs` what
//!   loops hand their latch branch, `pass.rs`), built
//!   with `scf`, `cf` and `arith`. Both are dialect conversions.
//! - `branch_models.rs`: the models of `br` and `cond_br`, shared by `cf`
//!   and `llvm`.
//! - `division_speculation.rs`: when an integer division may be speculated,
//!   shared by `arith` and `llvm`.
//! - `switch_support.rs`: a destination's operand list and the case values,
//!   shared by `cf.switch` and `llvm.switch`; `variadic_of_variadic.rs`:
//!   operand groups divided into segments by a property (ODS's
//!   `VariadicOfVariadic`), their ranges and ODS's check of their sizes.
//! - `index_list.rs`: mixed integer and value lists (`[0, %i]`), parsed,
//!   printed and folded, shared by `scf.forall`, `memref`'s views and the
//!   bases of `affine`'s index ops.

pub use mlir_core as core;

// First: the dialects below use the macro it defines.
#[cfg(any(
    feature = "arith",
    feature = "cf",
    feature = "scf",
    feature = "memref",
    feature = "affine"
))]
#[macro_use]
mod pattern_decl;

#[cfg(any(feature = "cf", feature = "llvm"))]
mod branch_models;
#[cfg(any(feature = "arith", feature = "llvm"))]
mod division_speculation;
#[cfg(any(feature = "scf", feature = "memref", feature = "affine"))]
mod index_list;
#[cfg(any(feature = "cf", feature = "llvm"))]
mod switch_support;
#[cfg(any(feature = "cf", feature = "llvm"))]
mod variadic_of_variadic;

#[cfg(feature = "affine")]
pub mod affine;
#[cfg(feature = "arith")]
pub mod arith;
#[cfg(feature = "cf")]
pub mod cf;
#[cfg(any(
    feature = "affine",
    feature = "llvm",
    all(feature = "scf", feature = "cf", feature = "arith")
))]
pub mod conversion;
#[cfg(feature = "coretest")]
pub mod coretest;
#[cfg(feature = "dlti")]
pub mod dlti;
#[cfg(feature = "func")]
pub mod func;
#[cfg(feature = "index")]
pub mod index;
#[cfg(feature = "llvm")]
pub mod llvm;
#[cfg(feature = "math")]
pub mod math;
#[cfg(feature = "memref")]
pub mod memref;
#[cfg(feature = "scf")]
pub mod scf;
#[cfg(feature = "ub")]
pub mod ub;

use mlir_core::DialectRegistry;

/// Adds every standard dialect this crate was built with (its features) to
/// `registry`, as MLIR's `registerAllDialects` does, and the extensions
/// between them, as `registerAllExtensions` (`func`'s inliner model, with
/// `cf`; `memref`'s run-time checks, with `cf` and `scf`); `coretest`, a test dialect, is not among them.
// With no dialect feature there is nothing to add.
#[cfg_attr(
    not(any(
        feature = "affine",
        feature = "arith",
        feature = "cf",
        feature = "dlti",
        feature = "func",
        feature = "index",
        feature = "llvm",
        feature = "math",
        feature = "memref",
        feature = "scf",
        feature = "ub"
    )),
    allow(unused_variables)
)]
pub fn register_all(registry: &mut DialectRegistry) {
    #[cfg(feature = "affine")]
    registry.insert::<affine::Affine>();
    #[cfg(feature = "arith")]
    registry.insert::<arith::Arith>();
    #[cfg(feature = "cf")]
    registry.insert::<cf::ControlFlow>();
    #[cfg(feature = "dlti")]
    registry.insert::<dlti::Dlti>();
    #[cfg(feature = "func")]
    registry.insert::<func::Func>();
    #[cfg(feature = "index")]
    registry.insert::<index::Index>();
    #[cfg(feature = "llvm")]
    registry.insert::<llvm::Llvm>();
    #[cfg(feature = "math")]
    registry.insert::<math::Math>();
    #[cfg(feature = "memref")]
    registry.insert::<memref::MemRef>();
    #[cfg(feature = "scf")]
    registry.insert::<scf::Scf>();
    #[cfg(feature = "ub")]
    registry.insert::<ub::Ub>();
    #[cfg(all(feature = "func", feature = "cf"))]
    func::register_inliner_extension(registry);
    #[cfg(feature = "memref")]
    memref::register_runtime_verification_extension(registry);
    #[cfg(feature = "llvm")]
    conversion::convert_to_llvm::register_convert_to_llvm_interfaces(registry);
}

/// A registry holding every standard dialect (see [`register_all`]).
pub fn all_dialects() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    register_all(&mut registry);
    registry
}
