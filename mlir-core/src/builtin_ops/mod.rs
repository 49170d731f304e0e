//! Layer 8, the builtin ops: the builtin dialect declared with
//! `#[dialect]` ([`builtin`]); `builtin.unrealized_conversion_cast`
//! and `builtin.module` defined with `#[op]` ([`cast_op`], [`module_op`],
//! with the module's custom form and the typed [`ModuleOp`](module_op::ModuleOp)
//! handle); and `Context::new` ([`builtin_dialect`]), which registers them
//! and the builtin kinds' interface models.

pub mod builtin;
pub mod builtin_dialect;
pub mod cast_op;
pub mod module_op;
