//! Operand adaptors: an op's operands given as a plain slice (not read from
//! an op), divided into the op's declared groups. The element type is free:
//! values, or in 1:N dialect conversion the ranges of values that replace
//! each operand. The `#[op]` macro wraps one per op with named accessors
//! (`AddIOpAdaptor::lhs`).

use crate::ir::{IrView, Op};
use crate::semantics::op_invariants::{Segments, ValueGroups, segment_sizes};

/// Operands divided into an op's groups.
#[derive(Clone, Debug)]
pub struct OperandAdaptor<'a, T> {
    values: &'a [T],
    groups: &'static ValueGroups,
    sizes: Option<Vec<i32>>,
}

impl<'a, T> OperandAdaptor<'a, T> {
    /// Divides `values` among `groups`; `sizes` are the segment sizes of
    /// ops whose groups are sized by a property (ignored otherwise).
    pub fn new(values: &'a [T], groups: &'static ValueGroups, sizes: Option<&[i32]>) -> Self {
        OperandAdaptor { values, groups, sizes: sizes.map(<[i32]>::to_vec) }
    }

    /// Divides `values` as `op`'s operands are divided (its segment sizes,
    /// if any, are read from the op).
    pub fn for_op(values: &'a [T], groups: &'static ValueGroups, ir: &IrView, op: Op) -> Self {
        let sizes = match groups.segments {
            Segments::Sized { slot } => Some(segment_sizes(ir, op, slot)),
            _ => None,
        };
        OperandAdaptor { values, groups, sizes }
    }

    /// All values.
    pub fn values(&self) -> &'a [T] {
        self.values
    }

    /// The values of group `index` (empty when the slice is too short).
    pub fn group(&self, index: usize) -> &'a [T] {
        let range = self.groups.range_in(self.values.len(), index, self.sizes.as_deref());
        &self.values[range]
    }

    /// The one value of single group `index`; panics when the slice does
    /// not hold it (operands that do not fit the op).
    pub fn single(&self, index: usize) -> &'a T {
        match self.group(index).first() {
            Some(value) => value,
            None => panic!("operand group {index} is empty: the operands do not fit the op"),
        }
    }

    /// The value of optional group `index`, if present.
    pub fn optional(&self, index: usize) -> Option<&'a T> {
        self.group(index).first()
    }
}
