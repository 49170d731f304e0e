//! The conversion patterns every lowering that changes types needs, for
//! any dialect (MLIR's `populateFunctionOpInterfaceTypeConversionPattern`
//! and `populateBranchOpInterfaceTypeConversionPattern`), and the legality
//! checks that go with them:
//! - a function's signature: its type attribute converted, and the
//!   arguments of its body's blocks, the entry block's by the same
//!   signature conversion;
//! - a branch's forwarded operands: the converted values, so successors
//!   whose arguments were converted receive them.
//!
//! Calls and returns are dialect ops: `func` gives theirs
//! (`mlir_dialects::func::populate_call_and_return_type_conversion`).

use std::sync::Arc;

use crate::conversion::pattern::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
};
use crate::conversion::type_converter::TypeConverter;
use crate::conversion::value_mapping::ValueVector;
use crate::definitions::interfaces::branch::{BranchOpInterfaceModel, BranchOpInterfaceRef};
use crate::definitions::interfaces::function::{FunctionOpInterfaceModel, FunctionOpInterfaceRef};
use crate::ir::{IrView, Op, Value};
use crate::rewrite::{PatternRoot, RewriteResult};

/// Converts the signature of functions (any op with
/// `FunctionOpInterface`).
struct FunctionSignatureConversion {
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for FunctionSignatureConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::interface::<dyn FunctionOpInterfaceModel>()
    }

    fn debug_name(&self) -> &str {
        "FunctionOpInterfaceSignatureConversion"
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        _operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let Some(function) = FunctionOpInterfaceRef::get(rw, op) else {
            return rw.notify_match_failure(op, "not a function");
        };
        let ctx = rw.ctx_arc().clone();
        let Some((inputs, results)) = function
            .function_type(rw)
            .and_then(|t| t.as_function(&ctx))
            .map(|(i, r)| (i.to_vec(), r.to_vec()))
        else {
            return rw.notify_match_failure(op, "the function type is not a function type");
        };
        let Some(signature) = self.converter.convert_signature(&ctx, &inputs) else {
            return rw.notify_match_failure(op, "an argument type does not convert");
        };
        let Some(new_results) = self.converter.convert_types(&ctx, &results) else {
            return rw.notify_match_failure(op, "a result type does not convert");
        };
        let body = function.function_body(rw);
        if let Some(body) = body
            && rw.convert_region_types(body, &self.converter, Some(&signature)).is_err()
        {
            return rw.notify_match_failure(op, "a block's argument types do not convert");
        }
        let new_type = ctx.function_type(signature.converted_types(), &new_results);
        let attr = ctx.type_attr(new_type);
        let name = function.function_type_attr_name();
        rw.modify_op_in_place(op, |m| m.set_attr(name, Some(attr)));
        Ok(())
    }
}

/// Gives branches the converted values of their forwarded operands.
struct BranchOperandConversion;

impl ConversionPattern for BranchOperandConversion {
    fn root(&self) -> PatternRoot {
        PatternRoot::interface::<dyn BranchOpInterfaceModel>()
    }

    fn debug_name(&self) -> &str {
        "BranchOpInterfaceTypeConversion"
    }

    fn match_and_rewrite(
        &self,
        op: Op,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let Some(branch) = BranchOpInterfaceRef::get(rw, op) else {
            return rw.notify_match_failure(op, "not a branch");
        };
        let mut new_operands: Vec<Value> = op.operands(rw).collect();
        for successor in branch.all_successor_operands(rw) {
            for index in successor.forwarded {
                match operands.get(index).map(|v| v.as_slice()) {
                    Some([single]) => new_operands[index] = *single,
                    _ => {
                        return rw.notify_match_failure(
                            op,
                            "a forwarded operand converts to several values",
                        );
                    }
                }
            }
        }
        rw.modify_op_in_place(op, |m| m.set_operands(&new_operands));
        Ok(())
    }
}

/// Adds the pattern converting the signatures of functions with
/// `converter`.
pub fn populate_function_signature_conversion(
    patterns: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    patterns.add_with_converter(
        FunctionSignatureConversion { converter: converter.clone() },
        converter,
    );
}

/// Adds the pattern giving branches the converted values of the operands
/// they forward.
pub fn populate_branch_operand_conversion(
    patterns: &mut ConversionPatternSet,
    converter: &Arc<TypeConverter>,
) {
    patterns.add_with_converter(BranchOperandConversion, converter);
}

/// Whether a function's signature and its blocks' arguments are legal for
/// `converter` (a function op's dynamic legality, usually).
pub fn is_function_signature_legal(ir: &IrView, op: Op, converter: &TypeConverter) -> bool {
    let Some(function) = FunctionOpInterfaceRef::get(ir, op) else { return true };
    let ctx = ir.ctx();
    let signature_legal = function.function_type(ir).and_then(|t| t.as_function(ctx)).is_some_and(
        |(inputs, results)| {
            converter.are_legal_types(ctx, inputs) && converter.are_legal_types(ctx, results)
        },
    );
    signature_legal
        && function.function_body(ir).is_none_or(|body| {
            body.blocks(ir)
                .all(|block| block.args(ir).all(|a| converter.is_legal_type(ctx, a.ty(ir))))
        })
}

/// Whether the operands a branch forwards have legal types for
/// `converter`.
pub fn is_branch_legal(ir: &IrView, op: Op, converter: &TypeConverter) -> bool {
    let Some(branch) = BranchOpInterfaceRef::get(ir, op) else { return true };
    branch.all_successor_operands(ir).into_iter().all(|successor| {
        successor
            .forwarded
            .clone()
            .all(|index| converter.is_legal_type(ir.ctx(), op.operand(ir, index).ty(ir)))
    })
}
