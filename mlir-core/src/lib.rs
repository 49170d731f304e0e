//! The IR core of mlir-rs: the context and its uniqued types, attributes and
//! locations, the IR storage (bodies, ops, blocks, regions, values), the
//! builtin dialect's types and attributes, and MLIR's textual format.
//!
//! `mlir-core` knows no dialect but builtin.

extern crate self as mlir_core;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;
pub mod adaptor;
pub mod asm;
pub mod builtin;
pub mod constraints;
pub mod context;
pub mod core_interfaces;
pub mod definition_checks;
pub mod diag;
pub mod diag_engine;
pub mod dialect_alias;
pub mod dialect_attr;
pub mod dialect_registry;
pub mod dialect_type;
pub mod display_hooks;
pub mod enum_attr;
pub mod interfaces;
pub mod ir;
pub mod module;
pub mod op_invariants;
pub mod op_type;
pub mod param_value;
pub mod pass;
pub mod registration;
pub mod registry;
pub mod rewrite;
pub mod symbol_table;
pub mod text_bytes;
pub mod traits;
pub mod transforms;
mod uniquer;
pub mod verify;
pub mod verify_diagnostics;

pub use builtin::attributes::{AttrData, Attribute, NamedAttr};
pub use builtin::location::{Location, LocationData};
pub use builtin::types::{Type, TypeData};
pub use context::{Context, Identifier};
pub use dialect_registry::DialectRegistry;
pub use module::{Diagnostics, Module, parse_attribute, parse_type};
