//! The checks of the entry function upstream's runner makes before
//! compiling, in its order and with its messages: an `llvm.func` of that
//! name with a body, no parameters, and the result asked for.

use mlir_core::TypeData;
use mlir_core::ir::{IrView, Op};
use mlir_core::support::float::FloatKind;
use mlir_dialects::llvm::types::{FunctionType, VoidType};

use crate::cli::ResultKind;

/// Why the entry function cannot be called; its text is upstream's
/// message (printed after `Error: `).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// No `llvm.func` of that name with a body at the module's top level.
    NotFound,
    /// The function has parameters.
    HasParameters,
    /// The function's result is not the one asked for.
    WrongResult(ResultKind),
}

impl std::fmt::Display for EntryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EntryError::NotFound => "entry point not found",
            EntryError::HasParameters => "JIT can't invoke a main function expecting arguments",
            EntryError::WrongResult(ResultKind::Void) => "expected void function",
            EntryError::WrongResult(ResultKind::I32) => "only single i32 function result supported",
            EntryError::WrongResult(ResultKind::I64) => "only single i64 function result supported",
            EntryError::WrongResult(ResultKind::F32) => "only single f32 function result supported",
        })
    }
}

impl std::error::Error for EntryError {}

/// Checks that `module` has an entry function `name` the runner can call
/// with a result of `kind`.
pub fn check_entry(
    ir: &IrView,
    module: Op,
    name: &str,
    kind: ResultKind,
) -> Result<(), EntryError> {
    let ctx = ir.ctx();
    let is_named = |op: Op| {
        op.get_attr(ir, "sym_name")
            .and_then(|a| a.as_string(ctx))
            .is_some_and(|s| s == name.as_bytes())
    };
    let function = module
        .region(ir, 0)
        .blocks(ir)
        .flat_map(|block| block.ops(ir).collect::<Vec<_>>())
        .find(|&op| is_named(op))
        .filter(|&op| op.name(ir).as_str(ctx) == "llvm.func" && !op.region(ir, 0).is_empty(ir))
        .ok_or(EntryError::NotFound)?;
    let ty = function
        .get_attr(ir, "function_type")
        .and_then(|a| a.as_type(ctx))
        .and_then(|t| FunctionType::try_from(ctx, t))
        .ok_or(EntryError::NotFound)?;
    // A variadic function without fixed parameters is called with none.
    if !ty.params(ctx).is_empty() {
        return Err(EntryError::HasParameters);
    }
    let result = ty.return_type(ctx);
    let fits = match kind {
        ResultKind::Void => VoidType::isa(ctx, result),
        ResultKind::I32 => matches!(result.data(ctx), TypeData::Integer { width: 32, .. }),
        ResultKind::I64 => matches!(result.data(ctx), TypeData::Integer { width: 64, .. }),
        ResultKind::F32 => matches!(result.data(ctx), TypeData::Float(FloatKind::F32)),
    };
    if fits { Ok(()) } else { Err(EntryError::WrongResult(kind)) }
}
