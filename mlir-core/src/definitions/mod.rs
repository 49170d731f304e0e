//! Layer 6, definitions: the static record of an op ([`op_def`]) and the
//! format tables it points at ([`format_tables`]), the context's
//! registration API for dialects, ops and interface models
//! ([`registering`]), typed op handles and dialects ([`op_type`]), typed
//! rewrite patterns over those handles ([`op_rewrite_pattern`]), the
//! dialect registry ([`dialect_registry`]), the helpers of the macros'
//! checks across definitions ([`cross_checks`]) and the core's interfaces
//! declared with `#[interface]` ([`interfaces`]).

pub mod cross_checks;
pub mod dialect_registry;
pub mod format_tables;
pub mod interfaces;
pub mod op_def;
pub mod op_rewrite_pattern;
pub mod op_type;
pub mod registering;
