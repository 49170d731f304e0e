//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature,
//! `scf_to_cf` (`convert-scf-to-cf`), built with `scf`, `cf` and
//! `arith`, and `memref_to_llvm` (`finalize-memref-to-llvm`), built with
//! `llvm` and `memref`, over the shared `llvm_common`. All are partial
//! dialect conversions (`mlir_core::conversion`).

#[cfg(feature = "affine")]
pub mod affine_to_standard;
#[cfg(feature = "llvm")]
pub mod llvm_common;
#[cfg(all(feature = "llvm", feature = "memref"))]
pub mod memref_to_llvm;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;
