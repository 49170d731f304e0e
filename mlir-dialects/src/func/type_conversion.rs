//! The conversion patterns of `func.call` and `func.return` for lowerings
//! that change types (MLIR's `populateCallOpTypeConversionPattern` and
//! `populateReturnOpTypeConversionPattern`): a call is rebuilt with the
//! converted operands and result types (its callee only, as upstream's
//! builder does), each result replaced by the values its type converts
//! to; a return takes the converted operands in place. With the core's
//! function-signature and branch-operand patterns
//! (`mlir_core::conversion`) they convert the types of whole functions.

use std::sync::Arc;

use mlir_core::Type;
use mlir_core::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, OpConversionPattern, TypeConverter,
    ValueVector,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, IrView, Op, OpBuilder, Value};
use mlir_core::rewrite::RewriteResult;

use super::{CallOp, ReturnOp};

/// Rebuilds a `func.call` with converted types.
struct CallTypeConversion {
    converter: Arc<TypeConverter>,
}

impl OpConversionPattern for CallTypeConversion {
    type Op = CallOp;

    fn generated_ops(&self) -> &[&'static str] {
        &["func.call"]
    }

    fn debug_name(&self) -> &str {
        "CallOpSignatureConversion"
    }

    fn match_and_rewrite(
        &self,
        call: CallOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = call.as_op();
        let ctx = rw.ctx_arc().clone();
        let mut result_types: Vec<Type> = Vec::new();
        let mut groups: Vec<usize> = Vec::new();
        for result in op.results(rw) {
            let Some(types) = self.converter.convert_type(&ctx, result.ty(rw)) else {
                return rw.notify_match_failure(op, "a result type does not convert");
            };
            groups.push(types.len());
            result_types.extend(types);
        }
        let args: Vec<Value> = operands.iter().flatten().copied().collect();
        let Some(name) = call.callee_name(rw).map(str::to_owned) else {
            return rw.notify_match_failure(op, "the callee is not a symbol");
        };
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let new = CallOp::build(rw, loc, &result_types, &name, &args, None, None, false).as_op();
        let mut results = new.results(rw);
        let replacements: Vec<ValueVector> =
            groups.iter().map(|&n| results.by_ref().take(n).collect()).collect();
        rw.replace_op_with_multiple(op, &replacements);
        Ok(())
    }
}

/// Gives a `func.return` the converted operands.
struct ReturnTypeConversion;

impl OpConversionPattern for ReturnTypeConversion {
    type Op = ReturnOp;

    fn debug_name(&self) -> &str {
        "ReturnOpTypeConversion"
    }

    fn match_and_rewrite(
        &self,
        ret: ReturnOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let values: Vec<Value> = operands.iter().flatten().copied().collect();
        rw.modify_op_in_place(ret.as_op(), |m| m.set_operands(&values));
        Ok(())
    }
}

/// Adds the patterns converting the types of `func.call` and
/// `func.return` with `converter`.
pub fn populate_call_and_return_type_conversion(
    patterns: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    patterns.add_with_converter(CallTypeConversion { converter: converter.clone() }, converter);
    patterns.add_with_converter(ReturnTypeConversion, converter);
}

/// Whether a `func.call` or `func.return` has operand and result types
/// legal for `converter` (their dynamic legality, usually).
pub fn is_call_or_return_legal(ir: &IrView, op: Op, converter: &TypeConverter) -> bool {
    let ctx = ir.ctx();
    op.operands(ir).all(|v| converter.is_legal_type(ctx, v.ty(ir)))
        && op.results(ir).all(|v| converter.is_legal_type(ctx, v.ty(ir)))
}
