//! The two ops whose operands or results are not all of one type:
//! `fpowi` (a float raised to an integer power) and `sincos` (two results,
//! `%sin, %cos`). Types of one shape, the float parts of one type. Neither
//! folds (MLIR 22).

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::semantics::constraints::{FloatLike, SignlessIntegerLike};
use mlir_core::semantics::traits::{
    AllTypesMatch, Elementwise, NamedTypes, Pure, SameOperandsAndResultShape, Scalarizable,
    Tensorizable, TypeSource, Vectorizable,
};
use mlir_derive::op;

use super::super::Math;
use crate::arith::models::{BOTH_HALVES_AS_LHS, HasFastMath, SAME_AS_LHS};
use crate::arith::{ArithFastMathInterface, FastMathFlags, FastMathFlagsAttr};
use mlir_core::definitions::interfaces::op_asm::ResultNames;

/// `fpowi`'s `AllTypesMatch<["lhs", "result"]>`.
pub struct FPowIParts;
impl NamedTypes for FPowIParts {
    const PARTS: &'static [(&'static str, TypeSource)] =
        &[("lhs", TypeSource::Operand(0)), ("result", TypeSource::Result(0))];
}

/// `sincos`'s `AllTypesMatch<["operand", "sin", "cos"]>`.
pub struct SincosParts;
impl NamedTypes for SincosParts {
    const PARTS: &'static [(&'static str, TypeSource)] = &[
        ("operand", TypeSource::Operand(0)),
        ("sin", TypeSource::Result(0)),
        ("cos", TypeSource::Result(1)),
    ];
}

/// A float raised to a signed integer power: `%r = math.fpowi %x, %n :
/// f32, i32`.
#[op(
    dialect = Math,
    name = "fpowi",
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
    traits = [
        AllTypesMatch<FPowIParts>,
        SameOperandsAndResultShape,
        Pure,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [dyn ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = SAME_AS_LHS]
)]
pub struct FPowIOp {
    #[operand]
    lhs: FloatLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
    fastmath: FastMathFlagsAttr,
    #[result(type_from = lhs)]
    result: FloatLike,
}

/// The sine and cosine of one angle in radians: `%sin, %cos = math.sincos
/// %x : f32`.
#[op(
    dialect = Math,
    name = "sincos",
    format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
    traits = [
        AllTypesMatch<SincosParts>,
        SameOperandsAndResultShape,
        Pure,
        Elementwise,
        Scalarizable,
        Vectorizable,
        Tensorizable,
        InferTypeOpInterfaceTrait,
    ],
    interfaces = [
        dyn ArithFastMathInterface = HasFastMath,
        InferTypeOpInterfaceModel = BOTH_HALVES_AS_LHS,
        OpAsmOpInterfaceModel = ResultNames(&["sin", "cos"]),
    ]
)]
pub struct SincosOp {
    #[operand]
    operand: FloatLike,
    #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
    fastmath: FastMathFlagsAttr,
    #[result(type_from = operand)]
    sin: FloatLike,
    #[result(type_from = operand)]
    cos: FloatLike,
}
