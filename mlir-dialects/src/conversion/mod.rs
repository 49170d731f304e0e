//! Conversions between dialects, a layer above the dialects they connect:
//! `affine_to_standard` (`lower-affine`), built with the `affine` feature.
//! The one-shot driver there stands in for a dialect conversion until the
//! core has one; other dialects' conversion passes run through the
//! entry points re-exported here.

#[cfg(feature = "affine")]
pub mod affine_to_standard;

#[cfg(feature = "affine")]
pub use affine_to_standard::{
    ConversionOutcome, Legality, apply_one_shot_conversion, apply_one_shot_lowering,
};
