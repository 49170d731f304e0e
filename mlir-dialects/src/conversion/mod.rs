//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature,
//! and `scf_to_cf` (`convert-scf-to-cf`), built with `scf`, `cf` and
//! `arith`; the lowerings to `llvm`, built with `llvm` and their source
//! dialect, on the shared `llvm_common`: `index_to_llvm`
//! (`convert-index-to-llvm`), `ub_to_llvm` (`convert-ub-to-llvm`) and
//! `cf_to_llvm` (`convert-cf-to-llvm`). All are partial dialect
//! conversions (`mlir_core::conversion`).

#[cfg(feature = "affine")]
pub mod affine_to_standard;
#[cfg(all(feature = "llvm", feature = "cf"))]
pub mod cf_to_llvm;
#[cfg(all(feature = "llvm", feature = "index"))]
pub mod index_to_llvm;
#[cfg(feature = "llvm")]
pub mod llvm_common;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;
#[cfg(all(feature = "llvm", feature = "ub"))]
pub mod ub_to_llvm;
