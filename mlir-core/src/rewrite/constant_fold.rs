//! A constant-like op's value read straight from its fold method: the one
//! attribute the fold gives, without building a [`FoldResult`] (whose
//! result list is a heap allocation) when the method's return type allows.
//! Folding asks every constant operand of every op it tries for its value,
//! so this is the hottest fold there is. The `#[op]` macro generates an
//! `OpDef::constant_value` hook with it for ops with `ConstantLike` and
//! `fold`: `ConstantFold(result).value()` picks the inherent method for the
//! usual return types and [`ConstantFoldAny`] for any other fold result
//! (method resolution tries inherent methods, then traits by value, then
//! [`ConstantFoldNone`] by reference).

use crate::context::builtin::attributes::Attribute;
use crate::ir::{IrView, Op};
use crate::rewrite::{FoldResult, OpFoldResult};

/// A constant-like op's value (`OpDef::constant_value`): the attribute
/// its fold gives, when it gives exactly one.
pub type ConstantValueFn = fn(&IrView, Op) -> Option<Attribute>;

/// A fold method's result, read as a constant's value.
#[doc(hidden)]
pub struct ConstantFold<T>(pub T);

impl ConstantFold<Option<OpFoldResult>> {
    /// The attribute folded to, if any.
    pub fn value(self) -> Option<Attribute> {
        self.0.and_then(OpFoldResult::attribute)
    }
}

impl ConstantFold<OpFoldResult> {
    /// The attribute folded to, if it is one.
    pub fn value(self) -> Option<Attribute> {
        self.0.attribute()
    }
}

/// Any other fold result, through [`FoldResult`].
#[doc(hidden)]
pub trait ConstantFoldAny {
    /// The single attribute the fold replaces the op with, if that is what
    /// it does.
    fn value(self) -> Option<Attribute>;
}

impl<T: Into<FoldResult>> ConstantFoldAny for ConstantFold<T> {
    fn value(self) -> Option<Attribute> {
        single_attribute(self.0.into())
    }
}

/// What remains for a fold method whose result is no fold result at all:
/// nothing. Its `fold` hook does not compile and says why; this keeps the
/// constant hook beside it from adding a second, misleading error.
#[doc(hidden)]
pub trait ConstantFoldNone {
    /// Nothing.
    fn value(&self) -> Option<Attribute>;
}

impl<T> ConstantFoldNone for ConstantFold<T> {
    fn value(&self) -> Option<Attribute> {
        None
    }
}

/// The attribute of a fold that replaces a one-result op with a constant.
pub(crate) fn single_attribute(result: FoldResult) -> Option<Attribute> {
    match result {
        FoldResult::Replaced(results) => match results.as_slice() {
            [OpFoldResult::Attr(attr)] => Some(*attr),
            _ => None,
        },
        _ => None,
    }
}
