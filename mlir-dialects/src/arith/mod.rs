//! `arith`: integer and floating-point arithmetic, defined with `#[op]`.
//!
//! | module | what |
//! |---|---|
//! | `enums` | the comparison predicates, rounding mode, and the `#arith.fastmath<…>` and `#arith.overflow<…>` attributes |
//! | `ops` | the op definitions: integer binary ops, float arithmetic, comparisons, casts, `select`, `constant`, extended ops |
//! | `constraints` | the operand constraints and op predicates only `arith` uses |
//! | `interfaces` | `arith`'s own interfaces: fast-math flags, overflow flags, rounding mode |
//! | `models` | interface models: cast compatibility, type inference, result names, flags |
//! | `int_range` | the integer ops' `InferIntRangeInterface` models (bounds of results from bounds of operands) |
//! | `verify` | the ops' own verifiers |
//! | `canonicalize` | the canonicalization patterns, upstream's, registered on their ops (public, to compose pattern sets) |
//! | `int_fold` | the shared machinery of the integer folders: constants element by element, poison, constant matchers |
//! | `folders` | the integer ops' folders |
//! | `expand` | `arith-expand`: the ops LLVM lacks as simpler `arith` ops, public to compose pattern sets |
//! | `int_range_narrowing` | `arith-int-range-narrowing`: integer ops done at narrower widths the ranges allow |
//! | `int_range_optimizations` | `int-range-optimizations`: constants and simpler ops from the integer range analysis |
//! | `float_fold` | what the float folders share: constants read element by element, the identities' matchers |

pub mod canonicalize;
pub(crate) mod constraints;
mod enums;
pub mod expand;
pub(crate) mod float_fold;
mod folders;
pub(crate) mod int_fold;
mod int_range;
pub mod int_range_narrowing;
pub mod int_range_optimizations;
mod interfaces;
mod materialize;
pub(crate) mod models;
mod ops;
mod select_syntax;
mod verify;

pub use constraints::*;
pub use enums::*;
pub use interfaces::*;
pub use ops::*;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{IrView, Op, Region};
use mlir_derive::dialect;

/// Basic integer and floating-point arithmetic operations.
///
/// Scalars, and vectors and tensors of them, element by element.
#[dialect(
    name = "arith",
    attrs = [FastMathFlagsAttr, IntegerOverflowFlagsAttr],
    interfaces = [DialectInlinerInterface],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        AddFOp,
        AddIOp,
        AddUIExtendedOp,
        AndIOp,
        BitcastOp,
        CeilDivSIOp,
        CeilDivUIOp,
        CmpFOp,
        CmpIOp,
        ConstantOp,
        DivFOp,
        DivSIOp,
        DivUIOp,
        ExtFOp,
        ExtSIOp,
        ExtUIOp,
        FPToSIOp,
        FPToUIOp,
        FloorDivSIOp,
        IndexCastOp,
        IndexCastUIOp,
        MaxNumFOp,
        MaxSIOp,
        MaxUIOp,
        MaximumFOp,
        MinNumFOp,
        MinSIOp,
        MinUIOp,
        MinimumFOp,
        MulFOp,
        MulIOp,
        MulSIExtendedOp,
        MulUIExtendedOp,
        NegFOp,
        OrIOp,
        RemFOp,
        RemSIOp,
        RemUIOp,
        SIToFPOp,
        ScalingExtFOp,
        ScalingTruncFOp,
        SelectOp,
        ShLIOp,
        ShRSIOp,
        ShRUIOp,
        SubFOp,
        SubIOp,
        TruncFOp,
        TruncIOp,
        UIToFPOp,
        XOrIOp,
    ]
)]
pub struct Arith;

/// Every `arith` op may be inlined anywhere, as upstream.
impl DialectInlinerInterface for Arith {
    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

/// Registers `arith` and its ops in a context.
pub fn register(ctx: &Context) {
    Arith::register(ctx);
}
