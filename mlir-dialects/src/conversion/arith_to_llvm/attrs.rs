//! The attributes a lowered op gets from its `arith` op (MLIR's
//! `AttrConvertPassThrough`, `AttrConvertFastMathToLLVM`,
//! `AttrConvertOverflowToLLVM` and `AttrConverterConstrainedFPToLLVM`).
//!
//! Every attribute of the source op is carried over, inherent and
//! discardable alike; where the target op declares one of the same name
//! (`isExact`, `value`) it becomes that property, otherwise it stays as a
//! discardable attribute (`fastmath` on `llvm.fptrunc`). The flag
//! conversions replace the `arith` attribute by the `llvm` one.

use mlir_core::context::enum_attr::EnumAttrType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::constraints::AttrConstraint;
use mlir_core::{Attribute, Context};

use crate::arith;
use crate::llvm;

/// How the source op's attributes become the target op's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AttrConversion {
    /// All of them, as they are.
    PassThrough,
    /// `fastmath` becomes `fastmathFlags` (`#llvm.fastmath<…>`).
    FastMath,
    /// `overflowFlags` becomes the `llvm` property of the same name.
    Overflow,
    /// `roundingmode` becomes the `llvm` rounding mode, and the exception
    /// behavior `ignore` is added (the constrained intrinsics).
    Constrained,
}

/// The attributes of `op`, inherent (those set) then discardable.
pub(super) fn source_attrs(ir: &IrView, op: Op) -> Vec<(String, Attribute)> {
    let ctx = ir.ctx();
    let mut attrs = Vec::new();
    if op.name(ir).registered(ctx).is_some() {
        let names = op.name(ir).property_names(ctx);
        for (name, value) in names.iter().zip(op.props(ir)) {
            if let Some(value) = value {
                attrs.push((name.to_string(), *value));
            }
        }
    }
    for attr in op.attrs(ir) {
        attrs.push((attr.name.as_str(ctx).to_string(), attr.value));
    }
    attrs
}

/// The target op's attributes for a source op with `attrs`.
pub(super) fn convert_attrs(
    ctx: &Context,
    mut attrs: Vec<(String, Attribute)>,
    conversion: AttrConversion,
) -> Vec<(String, Attribute)> {
    let mut take = |name: &str| {
        let index = attrs.iter().position(|(n, _)| *n == name)?;
        Some(attrs.remove(index).1)
    };
    match conversion {
        AttrConversion::PassThrough => {}
        AttrConversion::FastMath => {
            if let Some(flags) =
                take("fastmath").and_then(|a| arith::FastMathFlags::from_attr(ctx, a))
            {
                attrs.push(("fastmathFlags".into(), llvm_fastmath(flags).attr(ctx)));
            }
        }
        AttrConversion::Overflow => {
            let flags = take("overflowFlags")
                .and_then(|a| arith::IntegerOverflowFlags::from_attr(ctx, a))
                .and_then(|f| llvm::IntegerOverflowFlags::from_value(f.to_value()));
            if let Some(flags) = flags {
                attrs.push((
                    "overflowFlags".into(),
                    llvm::IntegerOverflowFlagsProp::to_attr(ctx, flags),
                ));
            }
        }
        AttrConversion::Constrained => {
            if let Some(mode) =
                take("roundingmode").and_then(|a| arith::RoundingMode::from_attr(ctx, a))
            {
                attrs.push(("roundingmode".into(), llvm_rounding_mode(mode).attr(ctx)));
            }
            attrs.push(("fpExceptionBehavior".into(), llvm::FPExceptionBehavior::Ignore.attr(ctx)));
        }
    }
    attrs
}

/// The `llvm` fast-math flags of `arith`'s (the same flags, other bits).
pub fn llvm_fastmath(flags: arith::FastMathFlags) -> llvm::FastmathFlags {
    const PAIRS: [(arith::FastMathFlags, llvm::FastmathFlags); 7] = [
        (arith::FastMathFlags::REASSOC, llvm::FastmathFlags::REASSOC),
        (arith::FastMathFlags::NNAN, llvm::FastmathFlags::NNAN),
        (arith::FastMathFlags::NINF, llvm::FastmathFlags::NINF),
        (arith::FastMathFlags::NSZ, llvm::FastmathFlags::NSZ),
        (arith::FastMathFlags::ARCP, llvm::FastmathFlags::ARCP),
        (arith::FastMathFlags::CONTRACT, llvm::FastmathFlags::CONTRACT),
        (arith::FastMathFlags::AFN, llvm::FastmathFlags::AFN),
    ];
    PAIRS
        .iter()
        .filter(|(a, _)| flags.contains(*a))
        .fold(llvm::FastmathFlags::NONE, |acc, (_, l)| acc | *l)
}

/// The `llvm` rounding mode of `arith`'s.
fn llvm_rounding_mode(mode: arith::RoundingMode) -> llvm::RoundingMode {
    match mode {
        arith::RoundingMode::ToNearestEven => llvm::RoundingMode::NearestTiesToEven,
        arith::RoundingMode::Downward => llvm::RoundingMode::TowardNegative,
        arith::RoundingMode::Upward => llvm::RoundingMode::TowardPositive,
        arith::RoundingMode::TowardZero => llvm::RoundingMode::TowardZero,
        arith::RoundingMode::ToNearestAway => llvm::RoundingMode::NearestTiesToAway,
    }
}

/// The pairs `build_named` takes.
pub(super) fn as_named(attrs: &[(String, Attribute)]) -> Vec<(&str, Attribute)> {
    attrs.iter().map(|(n, a)| (n.as_str(), *a)).collect()
}
