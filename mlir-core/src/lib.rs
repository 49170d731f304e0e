//! The IR core of mlir-rs: the context and its uniqued types, attributes and
//! locations, the IR storage (bodies, ops, blocks, regions, values), the
//! builtin dialect's types and attributes, and MLIR's textual format.
//!
//! `mlir-core` knows no dialect but builtin.
//!
//! # Layout
//!
//! One top-level module per layer, bottom first; a module names only its own
//! layer and those below it (the layer table of `ARCHITECTURE.md`, enforced by
//! the repository's layer test): [`support`] (interner, text bytes,
//! arbitrary-precision numbers, lexer), [`context`] (the `Context`,
//! diagnostics, builtin types, attributes and locations), [`ir`] (storage,
//! builders, walkers), [`asm_hooks`] (what custom parse and print hooks
//! receive), [`semantics`] (traits, constraints, interface plumbing, symbol
//! tables), [`rewrite`] (fold results, patterns, the rewriter, frozen pattern
//! sets), [`definitions`] (`OpDef`, typed ops, dialect registries, the core's
//! interfaces), [`asm`] (the parser and printer), [`builtin_ops`]
//! (`builtin.module`, `Context::new`), [`verify`] (the verifier and the
//! one-call `Module` API), [`transforms`] (folding, drivers, CSE,
//! canonicalization), [`pass`] (pass managers and the core's passes),
//! [`conversion`] (dialect conversion) and [`dataflow`] (the dataflow
//! framework and the passes on it). Each
//! folder's `mod.rs` lists its files. Code the macros generate names only
//! `__private`.

extern crate self as mlir_core;

#[doc(hidden)]
#[path = "private.rs"]
pub mod __private;

// The layers, bottom first (ARCHITECTURE.md's layer table; `tests/it/layers.rs`
// checks that a module names only its own layer and those below).
pub mod asm;
pub mod asm_hooks;
pub mod builtin_ops;
pub mod context;
pub mod conversion;
pub mod dataflow;
pub mod definitions;
pub mod ir;
pub mod pass;
pub mod rewrite;
pub mod semantics;
pub mod support;
pub mod transforms;
pub mod verify;

pub use context::builtin::attributes::{AttrData, Attribute, NamedAttr};
pub use context::builtin::location::{Location, LocationData};
pub use context::builtin::types::{Type, TypeData};
pub use context::{Context, Identifier};
pub use definitions::dialect_registry::DialectRegistry;
pub use verify::one_call_api::{Diagnostics, Module, parse_attribute, parse_type};
