//! Math ops on `f32` and `f64` as calls of the C library's functions
//! (MLIR's `ScalarOpToLibmCall`): `math.sin` on `f32` calls `@sinf`, on
//! `f64` `@sin`. A function of that name not yet in the op's nearest
//! symbol table is declared at the start of it: a private `func.func` of
//! the op's signature, at an unknown location, with the `llvm.readnone`
//! attribute (the math ops read no memory), so each declaration added
//! later comes before those added earlier.

use mlir_core::ir::{InsertPoint, Op, OpBuilder, OperationState};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::semantics::symbol_table::{lookup_name_in, nearest_symbol_table};
use mlir_core::support::float::FloatKind;
use mlir_core::{Attribute, NamedAttr, Type, TypeData};

use crate::conversion::llvm_common::build_named;

/// Replaces the op `source` on `f32` or `f64` by a call of `float_fn` or
/// `double_fn`.
pub struct LibmCall {
    source: &'static str,
    float_fn: &'static str,
    double_fn: &'static str,
}

impl LibmCall {
    /// The call of `float_fn` (for `f32`) or `double_fn` (for `f64`)
    /// replacing the op named `source`.
    pub fn new(source: &'static str, float_fn: &'static str, double_fn: &'static str) -> Self {
        LibmCall { source, float_fn, double_fn }
    }
}

impl RewritePattern for LibmCall {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(self.source)
    }

    fn generated_ops(&self) -> &[&'static str] {
        &["func.call", "func.func"]
    }

    fn debug_name(&self) -> &str {
        self.source
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if op.num_results(rw) != 1 {
            return rw.notify_match_failure(op, "expected one result");
        }
        let ty: Type = op.result(rw, 0).ty(rw);
        let name = match ty.data(rw.ctx()) {
            TypeData::Float(FloatKind::F32) => self.float_fn,
            TypeData::Float(FloatKind::F64) => self.double_fn,
            _ => return rw.notify_match_failure(op, "not an f32 or f64 op"),
        };
        let Some(table) = nearest_symbol_table(rw, op) else {
            return rw.notify_match_failure(op, "no symbol table to declare the function in");
        };
        let Some(table_block) = table.region(rw, 0).first_block(rw) else {
            return rw.notify_match_failure(op, "the symbol table has no block");
        };
        let operands: Vec<_> = op.operands(rw).collect();
        if lookup_name_in(rw, table, name).is_none() {
            let inputs: Vec<Type> = operands.iter().map(|v| v.ty(rw)).collect();
            declare(rw, table_block, name, &inputs, ty);
        }
        let loc = op.loc(rw);
        let callee = rw.ctx().symbol_ref_attr(name);
        let call = build_named(rw, loc, "func.call", &operands, &[ty], &[("callee", callee)]);
        let value = call.result(rw, 0);
        rw.replace_op(op, &[value]);
        Ok(())
    }
}

/// Declares `name` of type `(inputs) -> result` at the start of `block`.
fn declare(
    rw: &mut PatternRewriter<'_>,
    block: mlir_core::ir::Block,
    name: &str,
    inputs: &[Type],
    result: Type,
) {
    let ctx = rw.ctx_arc().clone();
    let op_name = ctx.op_name("func.func");
    let mut state = OperationState::new(op_name, ctx.unknown_loc());
    let properties = op_name.property_names(&ctx);
    state.props = vec![None; properties.len()];
    let function_type = ctx.function_type(inputs, &[result]);
    let props: [(&str, Attribute); 3] = [
        ("sym_name", ctx.string_attr(name)),
        ("function_type", ctx.type_attr(function_type)),
        ("sym_visibility", ctx.string_attr("private")),
    ];
    for (prop, value) in props {
        if let Some(slot) = properties.iter().position(|p| *p == prop) {
            state.props[slot] = Some(value);
        }
    }
    state.attrs.push(NamedAttr { name: ctx.ident("llvm.readnone"), value: ctx.unit_attr() });
    state.num_new_regions = 1;
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockStart(block));
    rw.build(state);
    rw.set_insertion_point(saved);
}
