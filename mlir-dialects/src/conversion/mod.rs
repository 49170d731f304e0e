//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature.

#[cfg(feature = "affine")]
pub mod affine_to_standard;
