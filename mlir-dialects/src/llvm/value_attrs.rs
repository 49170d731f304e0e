//! `#llvm.undef`, `#llvm.poison` and `#llvm.zero`: the attributes that
//! `llvm.mlir.undef`, `llvm.mlir.poison` and `llvm.mlir.zero` fold to,
//! without parameters (the type is the op's). Folding deduplicates these
//! ops through them, and the dialect materializes each back as its op.

use mlir_derive::attr_def;

use super::Llvm;

/// An undefined value (what `llvm.mlir.undef` folds to).
#[attr_def(dialect = Llvm, mnemonic = "undef", ods_name = "LLVM_UndefAttr")]
pub struct UndefAttr;

/// A poison value (what `llvm.mlir.poison` folds to).
#[attr_def(dialect = Llvm, mnemonic = "poison", ods_name = "LLVM_PoisonAttr")]
pub struct PoisonAttr;

/// The zero value of a type that has no builtin zero attribute (what
/// `llvm.mlir.zero` of a pointer or aggregate folds to).
#[attr_def(dialect = Llvm, mnemonic = "zero", ods_name = "LLVM_ZeroAttr")]
pub struct ZeroAttr;
