//! The core's interfaces declared with `#[interface]`, as a user declares
//! theirs: each a trait written from the implementer's side, with the
//! generated `…Model` trait the interface map stores, the `…Ref` handle
//! and, for those that verify, the `…Trait` marker. They sit with the
//! definitions (the generated code names typed op handles and dialect
//! registries); the interfaces not converted yet are hand-written in
//! `interfaces`.

pub mod branch;
pub mod cast;
pub mod elements_attr;
pub mod memory_effects;
pub mod op_asm_dialect;
pub mod region_kind;
pub mod shaped_type;
pub mod typed_attr;
