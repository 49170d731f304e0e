//! The builtin dialect's value model: numbers, affine expressions, and (later
//! in this folder) types, attributes and locations.

pub mod affine;
pub mod apint;
pub mod float;
