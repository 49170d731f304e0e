//! The builtin dialect, declared with `#[dialect]`: its namespace and its
//! ops, defined with `#[op]`.

use crate::builtin_ops::cast_op::UnrealizedConversionCastOp;
use crate::builtin_ops::module_op::ModuleOp;
use mlir_derive::dialect;

/// The builtin dialect: what every context has, `builtin.module` and
/// `builtin.unrealized_conversion_cast`, beside the builtin types and
/// attributes the core's parser and printer know.
#[dialect(name = "builtin", ops = [ModuleOp, UnrealizedConversionCastOp])]
pub struct Builtin;
