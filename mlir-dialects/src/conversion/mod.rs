//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature,
//! `scf_to_cf` (`convert-scf-to-cf`), built with `scf`, `cf` and `arith`,
//! and the lowerings to `llvm` on their shared `llvm_common`:
//! `arith_to_llvm` (`convert-arith-to-llvm`, with `llvm` and `arith`).
//! All are partial dialect conversions (`mlir_core::conversion`).

#[cfg(feature = "affine")]
pub mod affine_to_standard;
#[cfg(all(feature = "llvm", feature = "arith"))]
pub mod arith_to_llvm;
#[cfg(feature = "llvm")]
pub mod llvm_common;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;
