//! The core's interfaces declared with `#[interface]`, as a user declares
//! theirs: each a trait written from the implementer's side, with the
//! generated `…Model` trait the interface map stores, the `…Ref` handle
//! and, for those that verify, the `…Trait` marker. They sit with the
//! definitions (the generated code names typed op handles and dialect
//! registries).

pub mod branch;
pub mod call;
pub mod cast;
pub mod dialect_fold;
pub mod elements_attr;
pub mod function;
pub mod infer_type;
pub mod inliner;
pub mod loop_like;
pub mod memory_effects;
pub mod op_asm;
pub mod op_asm_dialect;
pub mod region_branch;
pub mod region_kind;
pub mod shaped_type;
pub mod speculatable;
pub mod symbol;
pub mod symbol_table_trait;
pub mod typed_attr;
