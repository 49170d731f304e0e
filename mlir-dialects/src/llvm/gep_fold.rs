//! The folder of `llvm.getelementptr`: a single index of zero (constant or
//! a constant operand) on a base of the result's type is the base; else
//! dynamic indices whose constant fits in 29 signed bits (the width of
//! upstream's constant index) become constant indices, in place. A wider
//! constant, a vector of them and an undefined value stay dynamic.

use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use mlir_core::{AttrData, Context};

use super::{GEP_DYNAMIC_INDEX, GepOp};

/// The bit width of a constant index (upstream's `kGEPConstantBitWidth`).
const CONSTANT_INDEX_BITS: u32 = 29;

/// One index as the folder sees it.
enum Index {
    /// A constant index.
    Constant(i64),
    /// A dynamic index: its value and its constant, if an integer that
    /// fits in an `i64` (a wider one never fits a constant index).
    Dynamic(Value, Option<i64>),
}

impl GepOp {
    /// `gep %p[0] → %p`; constant dynamic indices made constant.
    pub(super) fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let ctx = ir.ctx();
        let indices = self.folder_indices(ir, adaptor);
        let base = self.base(ir);
        if base.ty(ir) == self.res(ir).ty(ir)
            && let [Index::Constant(0) | Index::Dynamic(_, Some(0))] = indices.as_slice()
        {
            return OpFoldResult::Value(base).into();
        }
        let fits = |c: i64| {
            let bound = 1i64 << (CONSTANT_INDEX_BITS - 1);
            (-bound..bound).contains(&c)
        };
        let mut changed = false;
        let mut raw = Vec::with_capacity(indices.len());
        let mut operands = vec![base];
        for index in indices {
            match index {
                Index::Constant(c) => raw.push(c as i32),
                Index::Dynamic(_, Some(c)) if fits(c) => {
                    raw.push(c as i32);
                    changed = true;
                }
                Index::Dynamic(value, _) => {
                    raw.push(GEP_DYNAMIC_INDEX);
                    operands.push(value);
                }
            }
        }
        if !changed {
            return FoldResult::Failed;
        }
        OpUpdate::new()
            .with_operands(operands)
            .with_attr("rawConstantIndices", Some(ctx.dense_i32_array(&raw)))
            .into()
    }

    /// The indices in order, the dynamic ones with their integer constant.
    fn folder_indices(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Vec<Index> {
        let ctx = ir.ctx();
        let mut dynamic = self.dynamic_indices(ir).enumerate();
        self.raw_constant_indices(ir)
            .iter()
            .filter_map(|&entry| {
                if entry != GEP_DYNAMIC_INDEX {
                    return Some(Index::Constant(i64::from(entry)));
                }
                let (k, value) = dynamic.next()?;
                Some(Index::Dynamic(value, integer_constant(ctx, adaptor, k + 1)))
            })
            .collect()
    }
}

/// Operand `index`'s integer constant, read as signed, if it fits in an
/// `i64`.
fn integer_constant(ctx: &Context, adaptor: &FoldAdaptor<'_>, index: usize) -> Option<i64> {
    match adaptor.constant(index)?.data(ctx) {
        AttrData::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}
