//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature,
//! and `scf_to_cf` (`convert-scf-to-cf`), built with `scf`, `cf` and
//! `arith`. Both run their patterns with the one-shot driver
//! (`affine_to_standard/driver.rs`, compiled once here for both) until
//! the dialect conversion framework takes its place.

#[cfg(feature = "affine")]
pub mod affine_to_standard;
#[cfg(all(feature = "scf", feature = "cf", feature = "arith"))]
pub mod scf_to_cf;

#[path = "affine_to_standard/driver.rs"]
pub(crate) mod one_shot_driver;
