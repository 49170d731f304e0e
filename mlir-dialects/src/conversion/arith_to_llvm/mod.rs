//! `arith` to `llvm` (MLIR's `Conversion/ArithToLLVM`): the lowering
//! patterns and the `convert-arith-to-llvm` pass.
//!
//! | module | what |
//! |---|---|
//! | `attrs` | the attributes a lowered op gets: carried over, fast-math and overflow flags, rounding modes |
//! | `elementwise` | the one-to-one lowerings (`addi` to `llvm.add`, `minsi` to `llvm.intr.smin`, the other casts, …), n-D vectors one innermost vector at a time |
//! | `bitcast` | `arith.bitcast`, nothing between types that lower alike |
//! | `constant` | `arith.constant` |
//! | `compare` | `arith.cmpi`, `arith.cmpf` |
//! | `index_cast` | `arith.index_cast`, `arith.index_castui` |
//! | `extended` | `arith.addui_extended`, `arith.mulsi_extended`, `arith.mului_extended` |
//! | `pass` | `convert-arith-to-llvm` |
//!
//! What has no pattern stays: `ceildivsi`, `ceildivui` and `floordivsi`
//! are expanded into other `arith` ops by the pass and by `arith`'s
//! `convert-to-llvm` model (`populate_ceil_floor_div_expansions`, not by
//! the lowerings),
//! and `scaling_extf`, `scaling_truncf`, ops on floats LLVM lacks
//! (`f8E4M3FN`, …) or on tensors, and the extended ops on n-D vectors are
//! left as they are.

mod attrs;
mod bitcast;
mod compare;
mod constant;
mod elementwise;
mod extended;
mod index_cast;
mod pass;

pub use attrs::llvm_fastmath;
pub use pass::ArithToLlvm;

use mlir_core::conversion::ConversionPatternSet;

use self::attrs::AttrConversion::{self, Constrained, FastMath, Overflow, PassThrough};
use self::bitcast::BitcastLowering;
use self::compare::CmpLowering;
use self::constant::ConstantLowering;
use self::elementwise::{ElementwiseLowering, RoundingModeUse};
use self::extended::{AddUIExtendedLowering, MulIExtendedLowering};
use self::index_cast::IndexCastLowering;
use crate::arith::expand::{CeilDivSIOpConverter, CeilDivUIOpConverter, FloorDivSIOpConverter};
use crate::conversion::llvm_common::LlvmTypeConverter;

/// Adds the expansions of `arith.ceildivsi`, `ceildivui` and `floordivsi`
/// into `arith` ops that have lowerings (MLIR's
/// `populateCeilFloorDivExpandOpsPatterns`): `convert-arith-to-llvm` and
/// `arith`'s `convert-to-llvm` model add them beside the lowerings.
pub fn populate_ceil_floor_div_expansions(patterns: &mut ConversionPatternSet) {
    patterns.add_rewrite(CeilDivSIOpConverter);
    patterns.add_rewrite(CeilDivUIOpConverter);
    patterns.add_rewrite(FloorDivSIOpConverter);
}

/// The one-to-one lowerings: the `arith` op, the `llvm` op, how the
/// attributes carry over, which rounding modes the row takes, whether it
/// leaves ops on floats LLVM lacks (upstream's `FailOnUnsupportedFP`:
/// the float ops; `sitofp`, `uitofp` and `select` lower them), and
/// upstream's pattern name.
const ONE_TO_ONE: [(&str, &str, AttrConversion, RoundingModeUse, bool, &str); 38] = {
    use RoundingModeUse::{Irrelevant as Any, With, Without};
    [
        ("arith.addf", "llvm.fadd", FastMath, Any, true, "AddFOpLowering"),
        ("arith.addi", "llvm.add", Overflow, Any, false, "AddIOpLowering"),
        ("arith.andi", "llvm.and", PassThrough, Any, false, "AndIOpLowering"),
        ("arith.divf", "llvm.fdiv", FastMath, Any, true, "DivFOpLowering"),
        ("arith.divsi", "llvm.sdiv", PassThrough, Any, false, "DivSIOpLowering"),
        ("arith.divui", "llvm.udiv", PassThrough, Any, false, "DivUIOpLowering"),
        ("arith.extf", "llvm.fpext", PassThrough, Any, true, "ExtFOpLowering"),
        ("arith.extsi", "llvm.sext", PassThrough, Any, false, "ExtSIOpLowering"),
        ("arith.extui", "llvm.zext", PassThrough, Any, false, "ExtUIOpLowering"),
        ("arith.fptosi", "llvm.fptosi", PassThrough, Any, true, "FPToSIOpLowering"),
        ("arith.fptoui", "llvm.fptoui", PassThrough, Any, true, "FPToUIOpLowering"),
        ("arith.maximumf", "llvm.intr.maximum", FastMath, Any, true, "MaximumFOpLowering"),
        ("arith.maxnumf", "llvm.intr.maxnum", FastMath, Any, true, "MaxNumFOpLowering"),
        ("arith.maxsi", "llvm.intr.smax", PassThrough, Any, false, "MaxSIOpLowering"),
        ("arith.maxui", "llvm.intr.umax", PassThrough, Any, false, "MaxUIOpLowering"),
        ("arith.minimumf", "llvm.intr.minimum", FastMath, Any, true, "MinimumFOpLowering"),
        ("arith.minnumf", "llvm.intr.minnum", FastMath, Any, true, "MinNumFOpLowering"),
        ("arith.minsi", "llvm.intr.smin", PassThrough, Any, false, "MinSIOpLowering"),
        ("arith.minui", "llvm.intr.umin", PassThrough, Any, false, "MinUIOpLowering"),
        ("arith.mulf", "llvm.fmul", FastMath, Any, true, "MulFOpLowering"),
        ("arith.muli", "llvm.mul", Overflow, Any, false, "MulIOpLowering"),
        ("arith.negf", "llvm.fneg", FastMath, Any, true, "NegFOpLowering"),
        ("arith.ori", "llvm.or", PassThrough, Any, false, "OrIOpLowering"),
        ("arith.remf", "llvm.frem", FastMath, Any, true, "RemFOpLowering"),
        ("arith.remsi", "llvm.srem", PassThrough, Any, false, "RemSIOpLowering"),
        ("arith.remui", "llvm.urem", PassThrough, Any, false, "RemUIOpLowering"),
        ("arith.select", "llvm.select", PassThrough, Any, false, "SelectOpLowering"),
        ("arith.shli", "llvm.shl", Overflow, Any, false, "ShLIOpLowering"),
        ("arith.shrsi", "llvm.ashr", PassThrough, Any, false, "ShRSIOpLowering"),
        ("arith.shrui", "llvm.lshr", PassThrough, Any, false, "ShRUIOpLowering"),
        ("arith.sitofp", "llvm.sitofp", PassThrough, Any, false, "SIToFPOpLowering"),
        ("arith.subf", "llvm.fsub", FastMath, Any, true, "SubFOpLowering"),
        ("arith.subi", "llvm.sub", Overflow, Any, false, "SubIOpLowering"),
        ("arith.truncf", "llvm.fptrunc", PassThrough, Without, true, "TruncFOpLowering"),
        (
            "arith.truncf",
            "llvm.intr.experimental.constrained.fptrunc",
            Constrained,
            With,
            true,
            "ConstrainedTruncFOpLowering",
        ),
        ("arith.trunci", "llvm.trunc", Overflow, Any, false, "TruncIOpLowering"),
        ("arith.uitofp", "llvm.uitofp", PassThrough, Any, false, "UIToFPOpLowering"),
        ("arith.xori", "llvm.xor", PassThrough, Any, false, "XOrIOpLowering"),
    ]
};

/// Adds the patterns lowering `arith`'s ops to `llvm` with `converter`
/// (MLIR's `populateArithToLLVMConversionPatterns`).
pub fn populate_arith_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let types = converter.converter();
    for (source, target, attrs, rounding, float_only, name) in ONE_TO_ONE {
        let converter = converter.clone();
        let pattern =
            ElementwiseLowering { source, target, attrs, rounding, float_only, name, converter };
        patterns.add_with_converter(pattern, types);
    }
    patterns.add_with_converter(BitcastLowering::new(converter.clone()), types);
    patterns.add_with_converter(ConstantLowering { converter: converter.clone() }, types);
    for float in [false, true] {
        patterns.add_with_converter(CmpLowering { float, converter: converter.clone() }, types);
    }
    for unsigned in [false, true] {
        let pattern = IndexCastLowering { unsigned, converter: converter.clone() };
        patterns.add_with_converter(pattern, types);
    }
    patterns.add_with_converter(AddUIExtendedLowering { converter: converter.clone() }, types);
    for signed in [true, false] {
        patterns.add_with_converter(MulIExtendedLowering { signed }, types);
    }
}
