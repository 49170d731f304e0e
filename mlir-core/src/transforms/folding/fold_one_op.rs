//! Folding one op as MLIR's `Operation::fold` does: find which operands
//! are constants (MLIR's `m_Constant`), call the op's `fold` hook, and
//! when it fails or only changed the op in place, try the folds of the
//! op's traits in declaration order — `Commutative` moves constant
//! operands to the end, `Involution` folds `f(f(x))` to `x`, `Idempotent`
//! folds `f(f(x))` to `f(x)` and `f(x, x)` to `x`. What to do with the
//! results (materializing constants, replacing the op) is the folder's
//! and the drivers' business.
//!
//! The entry points: `fold_op`, and `constant_value`, MLIR's `m_Constant` (the
//! attribute of a value produced by a constant-like op).

use smallvec::SmallVec;

use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::types::Type;
use crate::context::registrations::OpName;
use crate::definitions::interfaces::cast::CastOpInterfaceRef;
use crate::ir::{Builder, InsertPoint, IrView, Op, Value};
use crate::rewrite::{FoldAdaptor, FoldResult, OpFoldResult, OpUpdate};
use crate::semantics::traits::OpTraits;

/// The constant `value` holds, when a constant-like op defines it (MLIR's
/// `m_Constant`): an op with the `ConstantLike` trait, no operand and one
/// result, whose fold gives an attribute.
pub fn constant_value(ir: &IrView, value: Value) -> Option<Attribute> {
    constant_of_op(ir, value.defining_op(ir)?)
}

/// The constant a constant-like op holds (see [`constant_value`]).
pub fn constant_of_op(ir: &IrView, op: Op) -> Option<Attribute> {
    let ctx = ir.ctx();
    let name = op.name(ir);
    if op.num_operands(ir) != 0
        || op.num_results(ir) != 1
        || !name.traits(ctx).contains(OpTraits::CONSTANT_LIKE)
    {
        return None;
    }
    let def = name.def(ctx)?;
    if let Some(value) = def.constant_value {
        return value(ir, op);
    }
    crate::rewrite::single_attribute(def.fold?(ir, &FoldAdaptor { op, constants: &[] }))
}

/// Per operand of `op`, the constant it holds, if any.
pub fn operand_constants(ir: &IrView, op: Op) -> SmallVec<[Option<Attribute>; 4]> {
    op.operands(ir).map(|v| constant_value(ir, v)).collect()
}

/// Folds `op`: [`FoldResult::Replaced`] with one result per op result
/// (values or constants to materialize), [`FoldResult::InPlace`] when the
/// op changed itself (a trait fold reordered its operands), or
/// [`FoldResult::Failed`]. A fold to the op's own single result counts as
/// in place, as in MLIR.
pub fn fold_op(ir: &mut IrView, op: Op) -> FoldResult {
    let constants = operand_constants(ir, op);
    fold_op_with_constants(ir, op, &constants)
}

/// [`fold_op`] with the operands' constants given, one per operand: a
/// driver that has not yet rewired an operand to its replacement (as
/// MLIR's dialect conversion, whose users keep the replaced value until
/// the end) passes `None` where the value seen is not the one folded.
pub fn fold_op_with_constants(
    ir: &mut IrView,
    op: Op,
    constants: &[Option<Attribute>],
) -> FoldResult {
    let Some(def) = op.name(ir).def(ir.ctx()) else { return FoldResult::Failed };
    let own = match def.fold {
        Some(fold) => match normalize(ir, op, fold(ir, &FoldAdaptor { op, constants })) {
            FoldResult::Update(update) => apply_update(ir, op, update),
            FoldResult::UpdatedThenReplaced(update, results) => {
                apply_update(ir, op, update);
                FoldResult::Replaced(results)
            }
            FoldResult::Unreported(update) => {
                apply_update(ir, op, update);
                FoldResult::Failed
            }
            other => other,
        },
        None => FoldResult::Failed,
    };
    if let FoldResult::Replaced(_) = own {
        return own;
    }
    for trait_def in def.traits.defs {
        let folded = if trait_def.flags.contains(OpTraits::COMMUTATIVE) {
            fold_commutative(ir, op, constants).then_some(FoldResult::InPlace)
        } else if trait_def.flags.contains(OpTraits::INVOLUTION) {
            fold_involution(ir, op).map(|v| FoldResult::Replaced(vec![OpFoldResult::Value(v)]))
        } else if trait_def.flags.contains(OpTraits::IDEMPOTENT) {
            fold_idempotent(ir, op).map(|v| FoldResult::Replaced(vec![OpFoldResult::Value(v)]))
        } else if trait_def.name == "CastOpInterface" && CastOpInterfaceRef::get(ir, op).is_some() {
            fold_identity_cast(ir, op)
        } else {
            None
        };
        if let Some(folded) = folded {
            return folded;
        }
    }
    own
}

/// Folds `op` as if its operands' values were `constants`, the way MLIR's
/// sparse constant propagation simulates an op: `Some` with one result per
/// op result when the op or one of its traits folds it away (a change the
/// op made to itself on the way stays, as in mlir-opt: `memref.cast` folds
/// a cast operand into itself, then its identity-cast trait folds it);
/// `None` when nothing folds or the fold only changed the op in place,
/// which is then undone (operands, attributes and properties restored): a
/// constant here need not be the op's real operand.
pub fn simulate_fold(
    ir: &mut IrView,
    op: Op,
    constants: &[Option<Attribute>],
) -> Option<Vec<OpFoldResult>> {
    let operands: SmallVec<[Value; 4]> = op.operands(ir).collect();
    let attrs = op.attr_dict(ir);
    let props: SmallVec<[Option<Attribute>; 4]> = op.props(ir).iter().copied().collect();
    match fold_op_with_constants(ir, op, constants) {
        // An update on the way stays, as said above.
        FoldResult::Replaced(results) | FoldResult::UpdatedThenReplaced(_, results) => {
            Some(results)
        }
        FoldResult::Failed | FoldResult::Unreported(_) => None,
        FoldResult::InPlace | FoldResult::Update(_) => {
            if !op.operands(ir).eq(operands.iter().copied()) {
                ir.set_operands(op, &operands);
            }
            if op.attr_dict(ir) != attrs {
                ir.set_attr_dict(op, attrs);
            }
            for (index, prop) in props.into_iter().enumerate() {
                if op.props(ir).get(index) != Some(&prop) {
                    ir.set_prop(op, index, prop);
                }
            }
            None
        }
    }
}

/// Whether ops named `name` can fold at all: a fold hook, or a trait
/// [`fold_op_with_constants`] folds with. A driver trying many ops skips
/// the others before preparing a fold.
pub fn can_fold(ctx: &crate::context::Context, name: OpName) -> bool {
    let Some(def) = name.def(ctx) else { return false };
    def.fold.is_some()
        || def.traits.defs.iter().any(|trait_def| {
            [OpTraits::COMMUTATIVE, OpTraits::INVOLUTION, OpTraits::IDEMPOTENT]
                .into_iter()
                .any(|flag| trait_def.flags.contains(flag))
                || trait_def.name == "CastOpInterface"
        })
}

/// Makes the change a fold hook described (constants for the uses of
/// results first, then operands, attributes and regions); in place unless
/// it changes nothing.
fn apply_update(ir: &mut IrView, op: Op, update: OpUpdate) -> FoldResult {
    if update.is_empty() {
        return FoldResult::Failed;
    }
    for (index, value, dialect) in &update.constant_uses {
        let Some(result) = op.results(ir).nth(*index) else { continue };
        if result.use_empty(ir) {
            continue;
        }
        let (ty, loc) = (result.ty(ir), op.loc(ir));
        let ctx = ir.ctx_arc().clone();
        let Some(materialize) = ctx.dialect_hooks(dialect).and_then(|h| h.materialize_constant)
        else {
            continue;
        };
        let made = materialize(&mut Builder::new(ir, InsertPoint::Before(op)), *value, ty, loc);
        if let Some(constant) = made.and_then(|c| c.results(ir).next()) {
            let uses: Vec<_> = result.uses(ir).collect();
            for u in uses {
                ir.set_use(u, constant);
            }
        }
    }
    if let Some(operands) = &update.operands {
        ir.set_operands(op, operands);
    }
    for (name, value) in &update.attrs {
        ir.set_attr_any(op, name, *value);
    }
    if let Some((a, b)) = update.swap_regions {
        ir.swap_region_blocks(op.region(ir, a), op.region(ir, b));
    }
    FoldResult::InPlace
}

/// A fold of a single-result op to its own result is an in-place fold.
fn normalize(ir: &IrView, op: Op, result: FoldResult) -> FoldResult {
    match &result {
        FoldResult::Replaced(values)
            if op.num_results(ir) == 1
                && values.as_slice() == [OpFoldResult::Value(op.result(ir, 0))] =>
        {
            FoldResult::InPlace
        }
        _ => result,
    }
}

/// `Commutative`: constant operands move after the others, each group in
/// its order; true when an operand moved.
fn fold_commutative(ir: &mut IrView, op: Op, constants: &[Option<Attribute>]) -> bool {
    let Some(order) = commutative_order(ir, op, constants) else { return false };
    ir.set_operands(op, &order);
    true
}

/// The operands of a `Commutative` op with its constant operands moved
/// after the others, each group in its order; `None` when nothing moves.
fn commutative_order(ir: &IrView, op: Op, constants: &[Option<Attribute>]) -> Option<Vec<Value>> {
    if constants.len() < 2 {
        return None;
    }
    // Decided from the constants alone: most ops visited have nothing to
    // move, and need no copy of their operands.
    let first_constant = constants.iter().position(Option::is_some).unwrap_or(constants.len());
    if !constants[first_constant..].iter().any(Option::is_none) {
        return None;
    }
    let operands: Vec<Value> = op.operands(ir).collect();
    let (mut others, mut trailing) = (Vec::new(), Vec::new());
    for (value, constant) in operands.into_iter().zip(constants) {
        if constant.is_some() { trailing.push(value) } else { others.push(value) }
    }
    others.extend(trailing);
    Some(others)
}

/// `Involution`: `f(f(x))` is `x`, whatever the ops' attributes.
fn fold_involution(ir: &IrView, op: Op) -> Option<Value> {
    let inner = op.operands(ir).next()?.defining_op(ir)?;
    (inner.name(ir) == op.name(ir)).then(|| inner.operands(ir).next()).flatten()
}

/// `CastOpInterface`: a cast whose operand types are its result types, one
/// for one, is its operands.
fn fold_identity_cast(ir: &IrView, op: Op) -> Option<FoldResult> {
    if op.num_operands(ir) == 0
        || op.num_operands(ir) != op.num_results(ir)
        || op.operands(ir).zip(op.results(ir)).any(|(o, r)| o.ty(ir) != r.ty(ir))
    {
        return None;
    }
    Some(FoldResult::Replaced(op.operands(ir).map(OpFoldResult::Value).collect()))
}

/// `Idempotent`: a unary `f(f(x))` is `f(x)`; a binary `f(x, x)` is `x`.
fn fold_idempotent(ir: &IrView, op: Op) -> Option<Value> {
    let operands: Vec<Value> = op.operands(ir).collect();
    match operands.as_slice() {
        [single] => {
            let inner = single.defining_op(ir)?;
            (inner.name(ir) == op.name(ir)).then_some(*single)
        }
        [lhs, rhs, ..] if lhs == rhs => Some(*lhs),
        _ => None,
    }
}

/// Materializes `attr` of type `ty` at `at` with the constant materializer
/// of `op`'s dialect (MLIR's `Dialect::materializeConstant`), at `loc`.
pub fn materialize_with_dialect_of(
    ir: &mut IrView,
    op: Op,
    at: InsertPoint,
    (attr, ty, loc): (Attribute, Type, crate::context::builtin::location::Location),
) -> Option<Op> {
    let ctx = ir.ctx_arc().clone();
    let materialize = ctx.dialect_hooks(op.name(ir).dialect(&ctx))?.materialize_constant?;
    materialize(&mut Builder::new(ir, at), attr, ty, loc)
}

/// The values replacing `op`'s results: each [`OpFoldResult::Value`] as
/// is, each constant through `constant(ir, attr, result type)`, which
/// gives the constant op and whether it made it. When one cannot be had,
/// the constants made here are erased and this gives `None`. Also returns
/// the constants made.
pub fn fold_results_to_values(
    ir: &mut IrView,
    op: Op,
    results: &[OpFoldResult],
    mut constant: impl FnMut(&mut IrView, Attribute, Type) -> Option<(Op, bool)>,
) -> Option<(Vec<Value>, Vec<Op>)> {
    let mut values = Vec::with_capacity(results.len());
    let mut made = Vec::new();
    for (index, result) in results.iter().enumerate() {
        let attr = match *result {
            OpFoldResult::Value(value) => {
                values.push(value);
                continue;
            }
            OpFoldResult::Attr(attr) => attr,
        };
        let ty = op.result(ir, index).ty(ir);
        let Some((op, created)) = constant(ir, attr, ty) else {
            for made in made {
                ir.erase_op(made);
            }
            return None;
        };
        if created {
            made.push(op);
        }
        values.push(op.result(ir, 0));
    }
    Some((values, made))
}
