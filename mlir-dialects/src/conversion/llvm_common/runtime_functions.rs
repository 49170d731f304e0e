//! Functions of the C runtime a lowering calls (`malloc`, `free`,
//! `puts`, ...): declared once at the start of the module when missing
//! (MLIR's `lookupOrCreateFn`), and called with `llvm.call`.

use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, OperationState, Value};
use mlir_core::{Location, NamedAttr, Type};

use super::pattern_support::build_named;
use crate::llvm::{CallOp, FuncOp, FunctionType, VoidType};

/// Declares `llvm.func @name(params) -> result` at the start of the module
/// holding `op`, unless the module already has a function of that name.
/// `None` when `op` is not inside a `builtin.module`.
pub fn lookup_or_create_function(
    rw: &mut impl OpBuilder,
    op: Op,
    name: &str,
    params: &[Type],
    result: Option<Type>,
) -> Option<()> {
    let mut module = op.parent_op(rw)?;
    while module.name(rw).as_str(rw.ctx()) != "builtin.module" {
        module = module.parent_op(rw)?;
    }
    let body = module.region(rw, 0).first_block(rw)?;
    let existing: Vec<Op> = body.ops(rw).collect();
    if existing
        .into_iter()
        .any(|candidate| FuncOp::try_from_op(rw, candidate).is_some_and(|f| f.sym_name(rw) == name))
    {
        return Some(());
    }
    let ctx = rw.ctx_arc().clone();
    let result = result.unwrap_or_else(|| VoidType::get(&ctx).into());
    let ty = FunctionType::get(&ctx, result, params.to_vec(), false);
    let op_name = ctx.op_name(FuncOp::DEF.name);
    let mut state = OperationState::new(op_name, op.loc(rw));
    let properties = op_name.property_names(&ctx);
    state.props = vec![None; properties.len()];
    state.num_new_regions = 1;
    for (attr_name, value) in
        [("sym_name", ctx.string_attr(name)), ("function_type", ctx.type_attr(ty.into()))]
    {
        match properties.iter().position(|p| *p == attr_name) {
            Some(slot) => state.props[slot] = Some(value),
            None => state.attrs.push(NamedAttr { name: ctx.ident(attr_name), value }),
        }
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockStart(body));
    rw.build(state);
    rw.set_insertion_point(saved);
    Some(())
}

/// `llvm.call @name(args)`, returning its result when it has one.
pub fn call_function(
    b: &mut impl OpBuilder,
    loc: Location,
    name: &str,
    args: &[Value],
    result: Option<Type>,
) -> Option<Value> {
    let ctx = b.ctx_arc().clone();
    let results: Vec<Type> = result.into_iter().collect();
    let segments = ctx.dense_i32_array(&[args.len() as i32, 0]);
    let call = build_named(
        b,
        loc,
        CallOp::DEF.name,
        args,
        &results,
        &[
            ("callee", ctx.symbol_ref_attr(name)),
            ("op_bundle_sizes", ctx.dense_i32_array(&[])),
            ("operandSegmentSizes", segments),
        ],
    );
    call.results(b).next()
}
