//! [`ConstantValue`]: the lattice of sparse constant propagation (MLIR's
//! `ConstantValue`): nothing known yet, one constant attribute (with the
//! dialect whose constant op materializes it), or known not to be one
//! constant.

use crate::context::builtin::attributes::Attribute;
use crate::context::registrations::OpName;
use crate::dataflow::sparse_lattice::LatticeValue;

/// What constant propagation knows of a value.
#[derive(Copy, Clone, Debug, Default)]
pub struct ConstantValue {
    /// `None`: uninitialized; `Some(None)`: not one constant.
    known: Option<Option<(Attribute, Option<OpName>)>>,
}

impl ConstantValue {
    /// The constant `value`, which ops of `dialect_of`'s dialect
    /// materialize (`None`: none known).
    pub fn new(value: Attribute, dialect_of: Option<OpName>) -> ConstantValue {
        ConstantValue { known: Some(Some((value, dialect_of))) }
    }

    /// Known not to be one constant (the pessimistic state).
    pub fn unknown() -> ConstantValue {
        ConstantValue { known: Some(None) }
    }

    /// Whether nothing is known yet.
    pub fn is_uninitialized(&self) -> bool {
        self.known.is_none()
    }

    /// The constant, when known to be one.
    pub fn constant(&self) -> Option<Attribute> {
        self.known.flatten().map(|(value, _)| value)
    }

    /// An op of the dialect that materializes the constant.
    pub fn dialect_of(&self) -> Option<OpName> {
        self.known.flatten().and_then(|(_, dialect)| dialect)
    }
}

/// Equal when both are uninitialized or both hold the same constant (or
/// none): the dialect does not count, as in MLIR.
impl PartialEq for ConstantValue {
    fn eq(&self, other: &ConstantValue) -> bool {
        match (self.known, other.known) {
            (None, None) => true,
            (Some(a), Some(b)) => a.map(|(v, _)| v) == b.map(|(v, _)| v),
            _ => false,
        }
    }
}

impl LatticeValue for ConstantValue {
    /// Uninitialized gives way to anything; two different constants make
    /// "not one constant".
    fn join(&self, other: &ConstantValue) -> ConstantValue {
        if self.is_uninitialized() {
            return *other;
        }
        if other.is_uninitialized() || self == other {
            return *self;
        }
        ConstantValue::unknown()
    }
}
