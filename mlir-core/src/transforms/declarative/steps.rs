//! The matcher's and rewriter's steps a `#[pattern]` expansion calls: reading
//! a matched op's arguments and variadic groups, finding defining ops and
//! constants, checking constraints on leaves, converting what a pattern
//! gives into what a created op takes, fusing locations, and replacing or
//! erasing ops (undoing a rewrite that cannot finish). Each is small and
//! inlined; the traits here ([`ConstrainedLeaf`], [`Located`],
//! [`PatternInput`], [`Replacement`]) let one step take the several kinds of
//! item a pattern may write at that place.

use smallvec::SmallVec;

use super::glue::{Arg, OperandGroup, PatternArg};
use crate::context::builtin::attributes::Attribute;
use crate::context::builtin::location::{Location, LocationData};
use crate::context::builtin::types::Type;
use crate::definitions::op_type::OpType;
use crate::ir::{IrView, Op, Value};
use crate::rewrite::{MatchFailure, PatternRewriter, RewriteResult};
use crate::semantics::constraints::{AttrConstraint, TypeConstraint};

/// The number of values of a matched variadic group.
#[inline(always)]
pub fn group_len(group: OperandGroup) -> usize {
    group.len()
}

/// Value `i` of a matched variadic group (`i` is in range: the matcher
/// checked the length first).
#[inline(always)]
pub fn group_get(ir: &IrView, group: OperandGroup, i: usize) -> Value {
    group.get(ir, i)
}

/// The values `from..to` of a matched variadic group (a slice pattern's
/// `rest @ ..`).
#[inline(always)]
pub fn group_slice(group: OperandGroup, from: usize, to: usize) -> OperandGroup {
    OperandGroup { op: group.op, start: group.start + from as u32, len: (to - from) as u32 }
}

/// Whether the matched op has the `Commutative` trait (the `commutative`
/// option tries its first two operands in both orders).
#[inline]
pub fn is_commutative(ir: &IrView, op: impl OpType) -> bool {
    let op = op.as_op();
    op.name(ir).traits(ir.ctx()).contains(crate::semantics::traits::OpTraits::COMMUTATIVE)
}

/// Reads argument `I` of `op` (the marker fixes the position).
#[inline(always)]
pub fn read_arg<const I: usize, O: PatternArg<I>>(_: Arg<I>, op: O, ir: &IrView) -> O::Value<'_> {
    op.read(ir)
}

/// `op` as `O`, if it is one; the cheapest check first (the name).
#[inline(always)]
pub fn op_as<O: OpType>(ir: &IrView, op: Op) -> Option<O> {
    O::try_from_op(ir, op)
}

/// The op defining `value` as `O`, if any.
#[inline(always)]
pub fn defining<O: OpType>(ir: &IrView, value: Value) -> Option<O> {
    op_as(ir, value.defining_op(ir)?)
}

/// The constant `value` holds, when a constant-like op defines it (the
/// pattern's `Const(c)`), with that op.
#[inline]
pub fn constant(ir: &IrView, value: Value) -> Option<(Op, Attribute)> {
    let op = value.defining_op(ir)?;
    Some((op, crate::transforms::folding::fold_one_op::constant_of_op(ir, op)?))
}

/// A leaf a constraint can be checked on: a value (by its type) or an
/// attribute.
pub trait ConstrainedLeaf<C> {
    /// Whether the leaf satisfies constraint `C`.
    fn satisfies(&self, ir: &IrView) -> bool;
}

impl<C: TypeConstraint> ConstrainedLeaf<C> for Value {
    fn satisfies(&self, ir: &IrView) -> bool {
        C::is_satisfied(ir.ctx(), self.ty(ir))
    }
}

impl<C: AttrConstraint> ConstrainedLeaf<C> for Attribute {
    fn satisfies(&self, ir: &IrView) -> bool {
        C::is_satisfied(ir.ctx(), *self)
    }
}

/// Whether `leaf` satisfies constraint `C` (a pattern's `x @ C`).
#[inline(always)]
pub fn satisfies<C, L: ConstrainedLeaf<C>>(ir: &IrView, leaf: &L) -> bool {
    leaf.satisfies(ir)
}

/// Something with a location a pattern may fuse: a matched or created op,
/// or a value (its defining op's location, or a block argument's).
pub trait Located {
    /// Its location.
    fn location(&self, ir: &IrView) -> Location;
}

impl<O: OpType> Located for O {
    fn location(&self, ir: &IrView) -> Location {
        self.as_op().loc(ir)
    }
}

impl Located for Value {
    fn location(&self, ir: &IrView) -> Location {
        match self.defining_op(ir) {
            Some(op) => op.loc(ir),
            None => self.arg_loc(ir).unwrap_or_else(|| ir.ctx().unknown_loc()),
        }
    }
}

/// The location of `item`.
#[inline(always)]
pub fn location_of(ir: &IrView, item: &impl Located) -> Location {
    item.location(ir)
}

/// The fused location of `locations` (one location stays itself).
pub fn fused(ir: &IrView, locations: &[Location]) -> Location {
    match locations {
        [one] => *one,
        _ => ir
            .ctx()
            .get_location(LocationData::Fused { locations: locations.into(), metadata: None }),
    }
}

/// What a pattern may give where a result op takes a `T`: a `T` itself, a
/// single-result op where a value is taken (its result), a matched
/// variadic group or an array of values where a variadic operand is taken.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be given where the op takes `{T}`",
    label = "the op takes `{T}` here"
)]
pub trait PatternInput<T> {
    /// The input.
    fn into_input(self, ir: &IrView) -> T;
}

impl<T> PatternInput<T> for T {
    #[inline(always)]
    fn into_input(self, _: &IrView) -> T {
        self
    }
}

impl<O: OpType> PatternInput<Value> for O {
    #[inline(always)]
    fn into_input(self, ir: &IrView) -> Value {
        self.as_op().result(ir, 0)
    }
}

impl PatternInput<Vec<Value>> for OperandGroup {
    fn into_input(self, ir: &IrView) -> Vec<Value> {
        self.to_vec(ir)
    }
}

impl<const N: usize> PatternInput<Vec<Value>> for [Value; N] {
    fn into_input(self, _: &IrView) -> Vec<Value> {
        self.to_vec()
    }
}

/// `item` as what a result op takes (see [`PatternInput`]).
#[inline(always)]
pub fn input<T>(ir: &IrView, item: impl PatternInput<T>) -> T {
    item.into_input(ir)
}

/// What replaces some of the root's results: a value, or an op (all its
/// results).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot replace the root's results",
    label = "the root's results are replaced by values and ops"
)]
pub trait Replacement {
    /// Appends the values to `out`.
    fn push_values(self, ir: &IrView, out: &mut SmallVec<[Value; 4]>);
}

impl Replacement for Value {
    fn push_values(self, _: &IrView, out: &mut SmallVec<[Value; 4]>) {
        out.push(self);
    }
}

impl<O: OpType> Replacement for O {
    fn push_values(self, ir: &IrView, out: &mut SmallVec<[Value; 4]>) {
        out.extend(self.as_op().results(ir));
    }
}

/// Appends `item`'s values to the root's replacements.
#[inline(always)]
pub fn push_replacement(ir: &IrView, out: &mut SmallVec<[Value; 4]>, item: impl Replacement) {
    item.push_values(ir, out)
}

/// A failed match, reported at `op` with a literal reason (allocates
/// nothing).
#[inline]
pub fn no_match(rw: &mut PatternRewriter<'_>, op: Op, reason: &'static str) -> RewriteResult {
    rw.notify_match_failure(op, reason)
}

/// Undoes a rewrite that could not finish (an op whose result types could
/// not be inferred): erases the ops it created, last first, and fails with
/// `reason`, so the IR is as before.
pub fn abandon(
    rw: &mut PatternRewriter<'_>,
    created: &[Op],
    root: Op,
    reason: String,
) -> RewriteResult {
    for &op in created.iter().rev() {
        rw.erase_op(op);
    }
    rw.notify_match_failure(root, reason)
}

/// Replaces `root`'s results with `values`, or fails without a change when
/// their number differs (possible only with variadic results).
pub fn replace_root(
    rw: &mut PatternRewriter<'_>,
    root: Op,
    values: &[Value],
    created: &[Op],
) -> RewriteResult {
    if root.num_results(rw) != values.len() {
        let reason = format!(
            "the pattern gives {} values for the {} results of '{}'",
            values.len(),
            root.num_results(rw),
            root.name(rw).as_str(rw.ctx())
        );
        return abandon(rw, created, root, reason);
    }
    rw.replace_op(root, values);
    Ok(())
}

/// Replaces matched op `op` (not the root) with `values`, or undoes the
/// rewrite so far and fails when their number differs from its results'.
pub fn replace_matched(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    values: &[Value],
    created: &[Op],
    root: Op,
) -> RewriteResult {
    if op.is_erased(rw) || op.num_results(rw) != values.len() {
        let reason = format!(
            "the pattern gives {} values for the {} results of a matched '{}'",
            values.len(),
            op.num_results(rw),
            op.name(rw).as_str(rw.ctx())
        );
        return abandon(rw, created, root, reason);
    }
    rw.replace_op(op, values);
    Ok(())
}

/// Erases matched op `op` (a pattern's `erase(op)`) when nothing uses its
/// results any more.
pub fn erase_if_unused(rw: &mut PatternRewriter<'_>, op: Op) {
    if !op.is_erased(rw) && op.results(rw).all(|r| r.use_empty(rw)) {
        rw.erase_op(op);
    }
}

/// The types of `root`'s results `start..start + n` (a result op takes
/// the types of the results it replaces); `None` when the root has fewer.
pub fn root_result_types(
    ir: &IrView,
    root: Op,
    start: usize,
    n: usize,
) -> Option<SmallVec<[Type; 4]>> {
    (start + n <= root.num_results(ir))
        .then(|| (start..start + n).map(|i| root.result(ir, i).ty(ir)).collect())
}

/// The types `start..start + n` of `types` (a conversion rule's root
/// result types, converted); `None` when there are fewer.
pub fn types_at(types: &[Type], start: usize, n: usize) -> Option<SmallVec<[Type; 4]>> {
    types.get(start..start + n).map(SmallVec::from_slice)
}

/// A match failure with a literal reason, without a rewriter (for code
/// that only reads).
pub const fn failure(reason: &'static str) -> MatchFailure {
    MatchFailure { reason: std::borrow::Cow::Borrowed(reason) }
}
