//! The builtin dialect: its value model (numbers, affine expressions),
//! types, attributes, locations, element storage, resources and ops.

pub mod affine;
pub mod attributes;
pub mod dense;
pub mod dense_array;
pub mod dense_constructors;
pub mod kinds;
pub mod location;
pub mod resources;
pub mod shaped;
pub mod sub_elements;
pub mod types;
