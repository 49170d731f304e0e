//! The `index` ops that lower to one `llvm` op on the lowered index type:
//! the arithmetic, the plain divisions and remainders, the minimum and
//! maximum (to LLVM's intrinsics), the shifts and the bitwise ops.

use mlir_core::conversion::{ConversionPattern, ConversionPatternRewriter, ValueVector};
use mlir_core::ir::Op;
use mlir_core::rewrite::{PatternRoot, RewriteResult};

use crate::conversion::llvm_common::{
    build_named, converted_operands, converted_result_type, pattern_type_converter,
};

/// The `index` binary ops and the `llvm` op each becomes.
pub(super) const ONE_TO_ONE: [(&str, &str); 17] = [
    ("index.add", "llvm.add"),
    ("index.sub", "llvm.sub"),
    ("index.mul", "llvm.mul"),
    ("index.divs", "llvm.sdiv"),
    ("index.divu", "llvm.udiv"),
    ("index.rems", "llvm.srem"),
    ("index.remu", "llvm.urem"),
    ("index.maxs", "llvm.intr.smax"),
    ("index.mins", "llvm.intr.smin"),
    ("index.maxu", "llvm.intr.umax"),
    ("index.minu", "llvm.intr.umin"),
    ("index.shl", "llvm.shl"),
    ("index.shrs", "llvm.ashr"),
    ("index.shru", "llvm.lshr"),
    ("index.and", "llvm.and"),
    ("index.or", "llvm.or"),
    ("index.xor", "llvm.xor"),
];

/// Lowers the `index` op `source` to the `llvm` op `target`, with the
/// converted operands and the converted result type.
pub struct BinaryLowering {
    /// The `index` op's full name.
    pub source: &'static str,
    /// The `llvm` op's full name.
    pub target: &'static str,
}

impl ConversionPattern for BinaryLowering {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.source)
    }

    fn generated_ops(&self) -> &[&'static str] {
        std::slice::from_ref(&self.target)
    }

    fn debug_name(&self) -> &str {
        self.source
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let operands = converted_operands(rw, op, operands)?;
        let converter = pattern_type_converter(rw, op)?;
        let result_ty = converted_result_type(rw, op, &converter)?;
        let loc = op.loc(rw);
        let new = build_named(rw, loc, self.target, &operands, &[result_ty], &[]);
        let result = new.result(rw, 0);
        rw.replace_op(op, &[result]);
        Ok(())
    }
}
