//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature;
//! `scf_to_cf` (`convert-scf-to-cf`), built with `scf`, `cf` and `arith`;
//! the lowerings to `llvm`, each built with `llvm` and the dialects it
//! lowers, over what they share (`llvm_common`): `arith_to_llvm`
//! (`convert-arith-to-llvm`), `cf_to_llvm` (`convert-cf-to-llvm`),
//! `index_to_llvm` (`convert-index-to-llvm`), `ub_to_llvm`
//! (`convert-ub-to-llvm`), `func_to_llvm`
//! (`convert-func-to-llvm`), `math_to_llvm` (`convert-math-to-llvm`),
//! `math_to_libm` (`convert-math-to-libm`, also `func`), `memref_to_llvm`
//! (`finalize-memref-to-llvm`), and `convert_to_llvm` (`convert-to-llvm`,
//! which gathers them through a dialect interface). All are partial
//! dialect conversions (`mlir_core::conversion`).

#[cfg(feature = "affine")]
pub mod affine_to_standard;
#[cfg(all(feature = "llvm", feature = "arith"))]
pub mod arith_to_llvm;
#[cfg(all(feature = "llvm", feature = "cf"))]
pub mod cf_to_llvm;
#[cfg(feature = "llvm")]
pub mod convert_to_llvm;
#[cfg(all(feature = "llvm", feature = "func"))]
pub mod func_to_llvm;
#[cfg(all(feature = "llvm", feature = "index"))]
pub mod index_to_llvm;
#[cfg(feature = "llvm")]
pub mod llvm_common;
#[cfg(all(feature = "llvm", feature = "math", feature = "func"))]
pub mod math_to_libm;
#[cfg(all(feature = "llvm", feature = "math"))]
pub mod math_to_llvm;
#[cfg(all(feature = "llvm", feature = "memref"))]
pub mod memref_to_llvm;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;
#[cfg(all(feature = "llvm", feature = "ub"))]
pub mod ub_to_llvm;
