//! The integer ops whose intrinsic takes a flag (MLIR's
//! `IntOpWithFlagLowering`): `math.ctlz` and `math.cttz` become
//! `llvm.intr.ctlz` and `llvm.intr.cttz` with `is_zero_poison = false`,
//! `math.absi` becomes `llvm.intr.abs` with `is_int_min_poison = false`,
//! on scalars and one-dimensional vectors. The op's attributes are not
//! carried over; ops on vectors of several dimensions are left as they
//! are, as upstream leaves them.

use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::MatchFailure;

use super::pattern::{MathLowering, MathPattern};
use crate::conversion::llvm_common::{build_named, converted_result_type, match_failure};
use crate::llvm::ArrayType;

/// Each op, its intrinsic and the intrinsic's flag.
pub const WITH_FLAG: [(&str, &str, &str); 3] = [
    ("math.ctlz", "llvm.intr.ctlz", "is_zero_poison"),
    ("math.cttz", "llvm.intr.cttz", "is_zero_poison"),
    ("math.absi", "llvm.intr.abs", "is_int_min_poison"),
];

/// Lowers `source` to `target` with its flag `flag` false.
pub type IntWithFlagLowering = MathPattern<IntWithFlag>;

/// The lowering of `source` to `target` with its flag `flag` false.
pub struct IntWithFlag {
    source: &'static str,
    target: [&'static str; 1],
    flag: &'static str,
}

impl IntWithFlagLowering {
    /// The lowering of `source` to `target` (whose flag is `flag`), with
    /// the types of `converter`.
    pub fn new(
        source: &'static str,
        target: &'static str,
        flag: &'static str,
        converter: Arc<TypeConverter>,
    ) -> Self {
        MathPattern::with(IntWithFlag { source, target: [target], flag }, converter)
    }
}

impl MathLowering for IntWithFlag {
    fn source(&self) -> &'static str {
        self.source
    }

    fn generated_ops(&self) -> &[&'static str] {
        &self.target
    }

    fn debug_name(&self) -> &str {
        self.target[0]
    }

    fn lower(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: Op,
        operands: &[Value],
        converter: &TypeConverter,
    ) -> Result<Vec<Value>, MatchFailure> {
        let result_ty = converted_result_type(rw, op, converter)?;
        let ctx = rw.ctx_arc().clone();
        if ArrayType::isa(&ctx, operands[0].ty(rw)) {
            return match_failure(rw, op, "a vector of several dimensions");
        }
        let loc = op.loc(rw);
        let flag = [(self.flag, ctx.bool_attr(false))];
        let new = build_named(rw, loc, self.target[0], operands, &[result_ty], &flag);
        Ok(vec![new.result(rw, 0)])
    }
}
