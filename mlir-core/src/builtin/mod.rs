//! The builtin dialect: its value model (numbers, affine expressions),
//! types, attributes, locations, element storage, resources and ops.

pub mod affine;
pub mod apint;
pub mod apint_arith;
pub mod attributes;
pub mod dense;
pub mod dense_array;
pub mod dense_constructors;
pub mod float;
pub mod kinds;
pub mod location;
pub mod module_op;
pub mod ops;
pub mod resources;
pub mod shaped;
pub mod sub_elements;
pub mod types;
