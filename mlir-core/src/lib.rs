//! The IR core of mlir-rs: the context and its uniqued types, attributes and
//! locations, the IR storage (bodies, ops, blocks, regions, values), the
//! builtin dialect's types and attributes, and MLIR's textual format.
//!
//! `mlir-core` knows no dialect but builtin.

extern crate self as mlir_core;

pub mod builtin;
