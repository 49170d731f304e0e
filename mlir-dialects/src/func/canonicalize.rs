//! `func`'s canonicalizations: `func.call_indirect` of a `func.constant`
//! becomes a direct `func.call` (MLIR's
//! `SimplifyIndirectCallWithKnownCallee`).

use mlir_core::AttrData;
use mlir_core::Type;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::CallOp;

/// `func.call_indirect` whose callee is a known symbol: a direct call, at
/// the indirect call's location, with its arguments and result types (the
/// argument and result attributes are not carried over, as upstream).
#[derive(Default)]
pub struct SimplifyIndirectCallWithKnownCallee;

impl RewritePattern for SimplifyIndirectCallWithKnownCallee {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name("func.call_indirect")
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["func.call"]
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        let Some(callee) = op.operands(rw).next() else {
            return rw.notify_match_failure(op, "no callee");
        };
        let name = match constant_value(rw, callee).map(|c| c.data(rw.ctx())) {
            Some(AttrData::SymbolRef { root, nested }) if nested.is_empty() => {
                root.as_str(rw.ctx()).to_owned()
            }
            _ => return rw.notify_match_failure(op, "the callee is not a known symbol"),
        };
        let args: Vec<Value> = op.operands(rw).skip(1).collect();
        let results: Vec<Type> = op.results(rw).map(|r| r.ty(rw)).collect();
        let loc = op.loc(rw);
        rw.set_insertion_point(InsertPoint::Before(op));
        let call = CallOp::build(rw, loc, &results, &name, &args, None, None, false).as_op();
        let values: Vec<Value> = call.results(rw).collect();
        rw.replace_op(op, &values);
        Ok(())
    }
}
