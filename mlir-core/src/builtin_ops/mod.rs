//! Layer 8, the builtin ops: `builtin.module` and
//! `builtin.unrealized_conversion_cast` with their custom forms
//! ([`builtin_dialect`]), the typed [`ModuleOp`](module_op::ModuleOp) handle, and
//! `Context::new`, which registers them and the builtin kinds' interface
//! models.

pub mod builtin_dialect;
pub mod module_op;
