//! `#llvm.memory_effects<other = …, argMem = …, …>`: what a function or a
//! call may do to each kind of memory (LLVM's `memory(...)` attribute),
//! each location given as a `ModRefInfo` (`none`, `read`, `write`,
//! `readwrite`).

use mlir_core::Context;
use mlir_derive::{attr_def, enum_attr};

use super::Llvm;

/// LLVM ModRefInfo.
#[enum_attr(cpp_name = "::mlir::LLVM::ModRefInfo", width = 64, description = "LLVM ModRefInfo")]
pub enum ModRefInfo {
    /// Neither read nor written.
    #[keyword = "none"]
    NoModRef = 0,
    /// Read only.
    #[keyword = "read"]
    Ref = 1,
    /// Written only.
    #[keyword = "write"]
    Mod = 2,
    /// Read and written.
    #[keyword = "readwrite"]
    ModRef = 3,
}

/// The memory a function or call may access, by kind of location.
#[attr_def(
    dialect = Llvm,
    mnemonic = "memory_effects",
    format = "`<` struct(params) `>`",
    ods_name = "LLVM_MemoryEffectsAttr"
)]
pub struct MemoryEffectsAttr {
    /// Memory not covered by the other kinds.
    other: ModRefInfo,
    /// Memory the pointer arguments point to.
    #[param(rename = "argMem")]
    arg_mem: ModRefInfo,
    /// Memory the module cannot reach.
    #[param(rename = "inaccessibleMem")]
    inaccessible_mem: ModRefInfo,
    /// `errno`.
    #[param(rename = "errnoMem")]
    errno_mem: ModRefInfo,
    /// The first target-specific kind.
    #[param(rename = "targetMem0")]
    target_mem0: ModRefInfo,
    /// The second target-specific kind.
    #[param(rename = "targetMem1")]
    target_mem1: ModRefInfo,
}

impl MemoryEffectsAttr {
    /// The effects of a function that touches no memory (`llvm.readnone`).
    pub fn none(ctx: &Context) -> Self {
        let none = ModRefInfo::NoModRef;
        MemoryEffectsAttr::get(ctx, none, none, none, none, none, none)
    }
}
