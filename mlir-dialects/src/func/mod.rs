//! `func`: functions, calls and returns, defined with `#[op]`.
//!
//! | op | what it is |
//! |---|---|
//! | `func.func` | a function: a symbol with a function type and an optional body, isolated from above |
//! | `func.call` | a direct call of a `func.func` named by a flat symbol reference |
//! | `func.call_indirect` | a call through an SSA value of function type |
//! | `func.constant` | a function symbol as an SSA value of function type |
//! | `func.return` | the terminator of a `func.func` body |
//!
//! `func.func` has its custom form (`syntax.rs`, over the shared syntax of
//! function-like ops); the other ops are parsed and printed through
//! declarative formats (`format = "…"`). The verifiers report mlir-opt 22's messages, in its order
//! (`ops.rs` lists each op's traits in upstream's verification order,
//! `verify.rs` holds the op-specific checks, `models.rs` the interface
//! models, `type_conversion.rs` the call and return patterns of
//! type-changing conversions). With the `cf` feature, `inliner.rs` holds the inliner model,
//! a registry extension ([`register_inliner_extension`]) since it creates
//! `cf.br`.

mod canonicalize;
#[cfg(feature = "cf")]
mod inliner;
mod models;
mod ops;
mod syntax;
mod type_conversion;
mod verify;

pub use canonicalize::SimplifyIndirectCallWithKnownCallee;
#[cfg(feature = "cf")]
pub use inliner::register_inliner_extension;
pub use ops::*;
pub use type_conversion::{is_call_or_return_legal, populate_call_and_return_type_conversion};
pub use verify::{CalleeInputsMatchArguments, CalleeResultsMatchResults, MemRefsNormalizable};

use mlir_core::Context;
use mlir_core::definitions::op_type::Dialect;
use mlir_derive::dialect;

/// Function definitions, calls and returns.
///
/// `func.func` defines a function, `func.call` and `func.call_indirect`
/// call one directly or through a value, `func.constant` turns a function
/// symbol into a value and `func.return` returns from a function body.
#[dialect(
    name = "func",
    ops = [FuncOp, CallOp, CallIndirectOp, ConstantOp, ReturnOp],
    materialize_constant
)]
pub struct Func;

impl Func {
    /// Materializes a folded symbol constant of function type as a
    /// `func.constant` (MLIR's `FuncDialect::materializeConstant`).
    fn materialize_constant(
        builder: &mut mlir_core::ir::Builder<'_>,
        value: mlir_core::Attribute,
        ty: mlir_core::Type,
        loc: mlir_core::Location,
    ) -> Option<mlir_core::ir::Op> {
        let ctx = builder.ctx();
        let mlir_core::AttrData::SymbolRef { root, nested } = value.data(ctx) else { return None };
        if !nested.is_empty() || ty.as_function(ctx).is_none() {
            return None;
        }
        let name = root.as_str(ctx).to_owned();
        Some(mlir_core::definitions::op_type::OpType::as_op(ConstantOp::build(
            builder, loc, ty, &name,
        )))
    }
}

/// Registers `func` and its ops in a context.
pub fn register(ctx: &Context) {
    Func::register(ctx);
}
