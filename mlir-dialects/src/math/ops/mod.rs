//! The op definitions of `math`, grouped by family: the float ops of one
//! operand (`unary`) and of two or three (`binary`, `ternary`), the
//! classification ops with an `i1` result (`classify`), the integer ops
//! (`integer`), and the two whose operands or results differ in type
//! (`fpowi`, `sincos`: `mixed`). Every op is `Pure` and
//! `ElementwiseMappable`, the float ones carry `#arith.fastmath` flags
//! (default `none`, printed only when set) and expose them through
//! `arith`'s `ArithFastMathInterface`. Each folder sits below its op.
//!
//! Upstream's `VectorUnrollOpInterface` has no counterpart in the core
//! yet; it verifies nothing.

/// Declares a `math` op whose operands and result share one type (ODS's
/// `Math_FloatUnaryOp`, `Math_FloatBinaryOp`, `Math_FloatTernaryOp`,
/// `Math_IntegerUnaryOp`, `ipowi`), with the traits they all have in
/// upstream's order and the result type inferred from the first operand:
/// `float` ops take `FloatLike` operands and the `fastmath` flags, `int`
/// ops `SignlessIntegerLike` ones; `fold` asks for the op's folder. The
/// names the expansion uses are imported where it is called.
macro_rules! same_type_op {
    (
        $(#[$doc:meta])* float $name:ident = $mnemonic:literal,
        operands = [$($operand:ident),+], format = $format:literal $(, $hook:ident)?
    ) => {
        same_type_op! {
            @op $(#[$doc])* $name = $mnemonic, FloatLike, [$($operand),+], $format, [$($hook)?],
            [dyn ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = SAME_AS_LHS],
            ["The fast-math flags."]
        }
    };
    (
        $(#[$doc:meta])* int $name:ident = $mnemonic:literal,
        operands = [$($operand:ident),+], format = $format:literal, fold
    ) => {
        same_type_op! {
            @op $(#[$doc])* $name = $mnemonic, SignlessIntegerLike, [$($operand),+], $format,
            [fold], [InferTypeOpInterfaceModel = SAME_AS_LHS], []
        }
    };
    (
        @op $(#[$doc:meta])* $name:ident = $mnemonic:literal, $constraint:ident,
        [$($operand:ident),+], $format:literal, [$($hook:ident)?], [$($interface:tt)*],
        [$($fastmath_doc:literal)?]
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Math,
            name = $mnemonic,
            format = $format,
            traits = [
                SameOperandsAndResultType,
                Pure,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
                InferTypeOpInterfaceTrait,
            ],
            interfaces = [$($interface)*],
            $($hook)?
        )]
        pub struct $name {
            $(#[operand] $operand: $constraint,)+
            // The field is written here, beside `#[op]`: the names the
            // attribute generates from it must share its hygiene.
            $(
                #[doc = $fastmath_doc]
                #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
                fastmath: FastMathFlagsAttr,
            )?
            #[result]
            result: $constraint,
        }
    };
}

mod binary;
mod classify;
mod integer;
mod mixed;
mod ternary;
mod unary;

pub use binary::*;
pub use classify::*;
pub use integer::*;
pub use mixed::*;
pub use ternary::*;
pub use unary::*;
