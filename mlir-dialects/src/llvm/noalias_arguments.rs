//! What the `llvm` inliner makes of `llvm.noalias` arguments, as MLIR 22
//! does: each becomes an alias scope of a new domain named after the
//! callee, declared before the inlined body by an
//! `llvm.intr.experimental.noalias.scope.decl`; an inlined access gets in
//! its `noalias_scopes` the scopes of the arguments it is known not to be
//! based on, and in its `alias_scopes` those it is based on when all of
//! what it accesses is known to come from them.
//!
//! Which argument a value comes from is no longer visible once the body is
//! inlined. So, while the arguments are mapped, each is passed through an
//! `llvm.intr.ssa.copy` (marked `llvm.noalias` for a `noalias` argument),
//! built right after the call where the core builds what argument hooks
//! build; once the accesses are scoped, the copies go away again. The
//! copies are made only for a function with a `noalias` argument: for any
//! other, they would change nothing.

use rustc_hash::FxHashSet;

use mlir_core::context::builtin::attributes::{AttrData, Attribute};
use mlir_core::definitions::interfaces::view_like::ViewLikeOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, Value, ValueOwner};
use mlir_core::semantics::traits::OpTraits;
use mlir_core::transforms::slice_walk::{SliceStep, control_flow_predecessors, walk_slice};

use super::access_interfaces::AliasAnalysisOpInterfaceRef;
use super::alias_scopes::{AliasScopeAttr, AliasScopeDomainAttr, NoAliasScopeDeclOp};
use super::inlined_metadata::concat_arrays;
use super::{AddressOfOp, AllocaOp, CallOp, SsaCopyOp};

/// The argument attribute of a `noalias` pointer, and the mark of its copy.
const NOALIAS: &str = "llvm.noalias";

/// Whether the argument attribute dictionary `arg_attrs` has `llvm.noalias`.
fn is_noalias(ir: &IrView, arg_attrs: Attribute) -> bool {
    let ctx = ir.ctx();
    arg_attrs
        .as_dictionary(ctx)
        .is_some_and(|entries| entries.iter().any(|e| e.name.as_str(ctx) == NOALIAS))
}

/// Whether some argument of `callable` is `llvm.noalias`.
fn has_noalias_argument(ir: &IrView, callable: Op) -> bool {
    let ctx = ir.ctx();
    let arrays = callable.get_attr(ir, "arg_attrs").and_then(|a| a.as_array(ctx));
    arrays.unwrap_or_default().iter().any(|&dict| is_noalias(ir, dict))
}

/// The value the inlined body sees for `argument`, passed to an argument
/// of `callable` with attributes `arg_attrs`: a copy of it built at `at`
/// when the function has a `noalias` argument, marked when this one is.
pub(super) fn mark_argument(
    ir: &mut IrView,
    at: InsertPoint,
    call: Op,
    callable: Op,
    argument: Value,
    arg_attrs: Attribute,
) -> Value {
    if !has_noalias_argument(ir, callable) {
        return argument;
    }
    let loc = call.loc(ir);
    let noalias = is_noalias(ir, arg_attrs);
    let mut b = Builder::new(ir, at);
    let ty = argument.ty(&b);
    let copy = SsaCopyOp::build(&mut b, loc, ty, argument);
    let result = copy.res(&b);
    let copy = copy.as_op();
    if noalias {
        let unit = ir.ctx().unit_attr();
        ir.set_attr(copy, NOALIAS, Some(unit));
    }
    result
}

/// Scopes the accesses among `ops` (the body inlined for `call`, nested
/// ops included) by the `noalias` arguments, then removes the copies
/// [`mark_argument`] made.
pub(super) fn scope_noalias_arguments(ir: &mut IrView, call: Op, ops: &[Op]) {
    let copies = argument_copies(ir, call);
    if copies.is_empty() {
        return;
    }
    let noalias: Vec<Value> = copies
        .iter()
        .filter(|&&copy| copy.attr(ir, NOALIAS).is_some())
        .map(|&copy| copy.result(ir, 0))
        .collect();
    if !noalias.is_empty() {
        scope_accesses(ir, call, &noalias, ops);
    }
    for copy in copies {
        let (input, output) = (copy.operand(ir, 0), copy.result(ir, 0));
        ir.replace_all_uses_with(output, input);
        ir.erase_op(copy);
    }
}

/// The copies [`mark_argument`] made for `call`: the `llvm.intr.ssa.copy`
/// users of its arguments built right after it, the arguments in order
/// and each one's users in use order, as MLIR 22 finds them.
fn argument_copies(ir: &IrView, call: Op) -> Vec<Op> {
    let Some(call_op) = CallOp::try_from_op(ir, call) else { return Vec::new() };
    let built_after: FxHashSet<Op> =
        std::iter::successors(call.next(ir), |op| op.next(ir)).collect();
    let mut copies: Vec<Op> = Vec::new();
    let skip = usize::from(call_op.callee(ir).is_none());
    for argument in call_op.callee_operands(ir).skip(skip) {
        for user in argument.uses(ir).map(|u| u.owner(ir)) {
            if SsaCopyOp::isa(ir, user) && built_after.contains(&user) && !copies.contains(&user) {
                copies.push(user);
            }
        }
    }
    copies
}

/// Declares a scope for each `noalias` argument copy in `noalias`, in a
/// new domain named after the callee, and adds them to the accesses among
/// `ops`.
fn scope_accesses(ir: &mut IrView, call: Op, noalias: &[Value], ops: &[Op]) {
    let ctx = ir.ctx_arc().clone();
    let callee_name = call.get_attr(ir, "callee").and_then(|callee| match callee.data(&ctx) {
        AttrData::SymbolRef { root, .. } => Some(ctx.string_attr(root.as_str(&ctx))),
        _ => None,
    });
    let description = callee_name
        .and_then(|name| mlir_core::asm::format::attr_param::StringAttrParam::new(&ctx, name));
    let domain = AliasScopeDomainAttr::get(&ctx, ctx.distinct_attr(ctx.unit_attr()), description);
    let loc = call.loc(ir);
    let mut scopes = Vec::with_capacity(noalias.len());
    for _ in noalias {
        let scope = AliasScopeAttr::get(&ctx, ctx.distinct_attr(ctx.unit_attr()), domain, None);
        let mut b = Builder::new(ir, InsertPoint::Before(call));
        NoAliasScopeDeclOp::build(&mut b, loc, scope);
        scopes.push(scope.as_attr());
    }
    for &op in ops {
        let Some(access) = AliasAnalysisOpInterfaceRef::get(ir, op) else { continue };
        let Some(origins) = known_origins(ir, &access.accessed_operands(ir), noalias) else {
            continue;
        };
        let not_based_on: Vec<Attribute> = noalias
            .iter()
            .zip(&scopes)
            .filter(|(copy, _)| !origins.based_on.contains(copy))
            .map(|(_, &scope)| scope)
            .collect();
        if !not_based_on.is_empty() {
            let array = Some(ctx.array_attr(&not_based_on));
            let joined = concat_arrays(&ctx, access.noalias_scopes_attr(ir), array);
            access.set_noalias_scopes_attr(ir, joined);
        }
        // A scope in `alias_scopes` says the access touches nothing but
        // the arguments of those scopes: not so when it may touch another
        // known object, or for a call, which may touch anything.
        if origins.other_known_object || CallOp::isa(ir, op) {
            continue;
        }
        let based_on: Vec<Attribute> = noalias
            .iter()
            .zip(&scopes)
            .filter(|(copy, _)| origins.based_on.contains(copy))
            .map(|(_, &scope)| scope)
            .collect();
        if !based_on.is_empty() {
            let array = Some(ctx.array_attr(&based_on));
            let joined = concat_arrays(&ctx, access.alias_scopes_attr(ir), array);
            access.set_alias_scopes_attr(ir, joined);
        }
    }
}

/// What the pointers an access uses are known to be based on.
struct Origins {
    /// The objects they may be based on.
    based_on: FxHashSet<Value>,
    /// Whether one of those is a known object other than a `noalias`
    /// argument: another argument, a stack slot or a global.
    other_known_object: bool,
}

/// The objects `pointers` may be based on, when every one of them is
/// understood: a constant (null, undef, poison: ignored), a copy of an
/// argument, an `llvm.alloca` or an `llvm.mlir.addressof`. `None` when
/// some pointer may come from anywhere.
fn known_origins(ir: &IrView, pointers: &[Value], noalias: &[Value]) -> Option<Origins> {
    let mut based_on = FxHashSet::default();
    for &pointer in pointers {
        based_on.extend(underlying_objects(ir, pointer)?);
    }
    let mut other_known_object = false;
    for &object in &based_on {
        let op = object.defining_op(ir)?;
        if op.name(ir).traits(ir.ctx()).contains(OpTraits::CONSTANT_LIKE) {
            continue;
        }
        if SsaCopyOp::isa(ir, op) {
            other_known_object |= !noalias.contains(&object);
            continue;
        }
        if AllocaOp::isa(ir, op) || AddressOfOp::isa(ir, op) {
            other_known_object = true;
            continue;
        }
        return None;
    }
    Some(Origins { based_on, other_known_object })
}

/// The values `pointer` may be based on (MLIR 22's
/// `getUnderlyingObjectSet`): going back through views (a
/// `getelementptr`, an `addrspacecast`) and control flow (selects,
/// branches, region edges) to op results. `None` when the way back meets
/// a block argument it does not understand.
fn underlying_objects(ir: &IrView, pointer: Value) -> Option<Vec<Value>> {
    let mut objects = Vec::new();
    let complete = walk_slice(pointer, |value| {
        if let ValueOwner::Result(op, 0) = value.owner(ir)
            && let Some(view) = ViewLikeOpInterfaceRef::get(ir, op)
        {
            return SliceStep::AdvanceTo(vec![view.view_source(ir)]);
        }
        if let Some(predecessors) = control_flow_predecessors(ir, value) {
            return SliceStep::AdvanceTo(predecessors);
        }
        match value.owner(ir) {
            ValueOwner::Result(..) => {
                objects.push(value);
                SliceStep::Skip
            }
            _ => SliceStep::Interrupt,
        }
    });
    complete.then_some(objects)
}
