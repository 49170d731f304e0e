//! The core's interfaces declared with `#[interface]`, as a user declares
//! theirs: each a trait written from the implementer's side, with the
//! generated `…Model` trait the interface map stores, the `…Ref` handle
//! and, for those that verify, the `…Trait` marker. They sit with the
//! definitions (the generated code names typed op handles and dialect
//! registries).
//!
//! `mlir-core` uses its own macro for them. Each file of an interface with
//! builtin models registers those models (`Context::new` calls it).
//!
//! Files:
//! - `cast.rs` `CastOpInterface`, its static method answered by shared models,
//!   its verifier through `CastOpInterfaceTrait`;
//! - `op_asm_dialect.rs` `OpAsmDialectInterface`, a dialect interface: alias
//!   names, which the printer asks every registered dialect's model for;
//! - `op_asm.rs` `OpAsmOpInterface`: result and block argument names, the
//!   default dialect;
//! - `region_kind.rs` `RegionKindInterface`, static methods;
//!   `region_kind`/`has_ssa_dominance` as the verifier and CSE ask them;
//! - `memory_effects.rs` `MemoryEffectOpInterface` and the queries: an op's
//!   effects, effect free, read only;
//! - `branch.rs` `BranchOpInterface` and `WeightedBranchOpInterface`, their
//!   verifiers through the generated markers;
//! - `symbol.rs` `SymbolOpInterface`, its verifier, and
//!   `SymbolUserOpInterface`; `symbol_table_trait.rs` the `SymbolTable` trait,
//!   here because its verifier asks each nested op's `SymbolUserOpInterface`;
//! - `infer_type.rs` `InferTypeOpInterface`, static methods builders call
//!   before the op exists, its verifier; the inference generated builders and
//!   the format interpreter use;
//! - `call.rs` `CallOpInterface`, `CallableOpInterface`,
//!   `ArgAndResultAttrsOpInterface`; `function.rs` `FunctionOpInterface`,
//!   defaults over the conventional attribute names, its verifier;
//! - `region_branch.rs` `RegionBranchOpInterface`,
//!   `RegionBranchTerminatorOpInterface`: edges from the op or a region's
//!   terminator to a region or the parent, as position ranges; the queries
//!   (forwarded operands, a region's exits, repetitive regions) and mlir-opt
//!   22's edge verifier, a region verifier through `verify_regions`;
//!   `region_branch_mapping.rs` the operand-to-input pairs of every edge,
//!   which generic rewrites of such ops read;
//! - `loop_like.rs` `LoopLikeOpInterface`: loop regions, induction variables,
//!   bounds, carried values, hoisting; the free `is_defined_outside` and the
//!   operand test of hoisting;
//! - `inliner.rs` `DialectInlinerInterface`: legality of inlining a call, a
//!   region, an op, and the two terminator hooks, with the queries the inline
//!   pass asks of the right dialect;
//! - `dialect_fold.rs` `DialectFoldInterface`: `should_materialize_into`, and
//!   `constant_insertion_region`, where the folder puts the constants it folds;
//! - `speculatable.rs` `ConditionallySpeculatable`, `Speculatability`, the
//!   queries `speculatability`/`is_speculatable`, the `AlwaysSpeculatable` and
//!   `RecursivelySpeculatable` markers;
//! - `typed_attr.rs` `TypedAttr`, the model of builtin kinds that carry a type,
//!   which `#[attr_def]` also registers for kinds with a self type
//!   (`Attribute::typed_attr_type`);
//! - `vector_element.rs` `VectorElementTypeInterface`: dialect types a
//!   builtin `vector` may hold;
//! - `memref_layout.rs` `MemRefLayoutAttrInterface`: builtin affine-map and
//!   strided layouts and a dialect's attributes used as memref layouts;
//! - `shaped_type.rs` `ShapedTypeInterface`: builtin tensors, memrefs and
//!   vectors; `elements_attr.rs` `ElementsAttrInterface`: builtin dense, dense
//!   resource and sparse elements, elements by flat index;
//! - `infer_int_range.rs` `InferIntRangeInterface` and its value,
//!   `ConstantIntRanges` (unsigned and signed bounds);
//!   `int_range_combinators.rs` what ops compute on those bounds, and
//!   whether a comparison is decided by them;
//! - `parallel_combining.rs` `InParallelOpInterface` (the terminator of a
//!   parallel loop, its single-block verifier) and
//!   `ParallelCombiningOpInterface` (the ops it holds);
//! - `device_mapping.rs` `DeviceMappingAttrInterface` and
//!   `DeviceMaskingAttrInterface`, attribute interfaces, and the
//!   `DeviceMappingArrayAttr` constraint;
//! - `view_like.rs` `ViewLikeOpInterface`: the buffer an op's result views;
//! - `select_like.rs` `SelectLikeOpInterface`: the two values a select picks
//!   from;
//! - `data_layout.rs` `DataLayout`, sizes and alignments of types by MLIR's
//!   default rules and the specification in force, and
//!   `DataLayoutTypeInterface` for a dialect's types;
//!   `data_layout_spec.rs` the specification and entry attribute
//!   interfaces, `DataLayoutDialectInterface` (a dialect's identifier
//!   entries) and how nested specifications combine;
//!   `data_layout_verify.rs` the checks of a specification on a module.
//! - `shaped_dim.rs` `ShapedDimOpInterface`: the dimension of a shaped value
//!   an op reads.
//! - `runtime_verifiable.rs` `RuntimeVerifiableOpInterface`: the checks an
//!   op builds before itself to verify it at run time.

pub mod branch;
pub mod call;
pub mod cast;
pub mod data_layout;
pub mod data_layout_spec;
pub mod data_layout_verify;
pub mod device_mapping;
pub mod dialect_fold;
pub mod elements_attr;
pub mod function;
pub mod infer_int_range;
pub mod infer_type;
pub mod inliner;
pub mod int_range_combinators;
pub mod loop_like;
pub mod memory_effects;
pub mod memref_layout;
pub mod op_asm;
pub mod op_asm_dialect;
pub mod parallel_combining;
pub mod region_branch;
pub mod region_branch_mapping;
pub mod region_kind;
pub mod runtime_verifiable;
pub mod select_like;
pub mod shaped_dim;
pub mod shaped_type;
pub mod speculatable;
pub mod symbol;
pub mod symbol_table_trait;
pub mod typed_attr;
pub mod vector_element;
pub mod view_like;
