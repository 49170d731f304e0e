//! Layer 1, the context and what is uniqued in it: the [`Context`] with
//! its identifiers and op names ([`mlir_context`]), the tables of what is
//! registered ([`registrations`]), diagnostics ([`diagnostics`],
//! [`diagnostic_engine`]), the builtin types, attributes, locations and
//! affine maps ([`builtin`]) and the runtime of their enum-backed kinds
//! ([`closed_kinds`]), the payloads and static definitions of
//! dialect attributes, types and enums ([`dialect_attr`], [`dialect_type`],
//! [`enum_attr`], [`param_value`]), the typed handles interfaces rebuild
//! ([`kind_handle`]), the aliases dialects give them
//! ([`dialect_alias`]), how lower layers print them into messages
//! ([`display_hooks`]), and how the builtin kinds' verifiers ask the
//! interfaces of dialect kinds ([`interface_hooks`]); how many values it
//! has uniqued ([`uniqued_counts`]).
//!
//! As in MLIR's `lib/IR`, the context and the builtin values are one knot:
//! the context interns types and attributes, and types and attributes
//! reach their storage through the context. The modules of this layer may
//! name each other.

pub mod builtin;
pub mod closed_kinds;
pub mod diagnostic_engine;
pub mod diagnostics;
pub mod dialect_alias;
pub mod dialect_attr;
pub mod dialect_type;
pub mod display_hooks;
pub mod enum_attr;
pub mod interface_hooks;
pub mod kind_handle;
pub mod mlir_context;
pub mod param_value;
pub mod registrations;
pub mod uniqued_counts;

pub use mlir_context::{Context, Identifier};
