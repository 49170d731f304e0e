//! The underlying value of an SSA value: the value itself, unless control
//! flow or a call forwards another one into it (a block argument, a
//! call's result), in which case the value forwarded, when only one is.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::dataflow::{
    Lattice, LatticeValue, ProgramPoint, SolverContext, SparseForwardAnalysis,
    set_all_to_entry_states,
};
use mlir_core::ir::{IrView, Op, Value};

/// What is known of one value's underlying value.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub(super) enum UnderlyingValue {
    /// Not reached yet.
    #[default]
    Uninitialized,
    /// This value.
    Known(Value),
    /// Different values flow in.
    Conflict,
}

impl LatticeValue for UnderlyingValue {
    fn join(&self, other: &UnderlyingValue) -> UnderlyingValue {
        match (*self, *other) {
            (UnderlyingValue::Uninitialized, x) | (x, UnderlyingValue::Uninitialized) => x,
            (a, b) if a == b => a,
            _ => UnderlyingValue::Conflict,
        }
    }
}

/// The sparse analysis: an op's results are their own underlying values.
pub(super) struct UnderlyingValueAnalysis;

impl SparseForwardAnalysis for UnderlyingValueAnalysis {
    type Value = UnderlyingValue;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        _op: Op,
        _operands: &[UnderlyingValue],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        set_all_to_entry_states(self, cx, results);
        Ok(())
    }

    fn entry_state(&self, _ir: &IrView, value: Value) -> UnderlyingValue {
        UnderlyingValue::Known(value)
    }
}

/// Follows `value` to the value it ultimately stands for, reading each
/// step with `lookup`; `None` while one is uninitialized or conflicting.
pub(super) fn most_underlying_value(
    value: Value,
    mut lookup: impl FnMut(Value) -> Option<UnderlyingValue>,
) -> Option<Value> {
    let mut current = value;
    loop {
        match lookup(current)? {
            UnderlyingValue::Known(next) if next == current => return Some(current),
            UnderlyingValue::Known(next) => current = next,
            UnderlyingValue::Uninitialized | UnderlyingValue::Conflict => return None,
        }
    }
}

/// [`most_underlying_value`] read by an analysis on behalf of `point`.
pub(super) fn most_underlying_value_for(
    cx: &mut SolverContext<'_>,
    point: ProgramPoint,
    value: Value,
) -> Option<Value> {
    most_underlying_value(value, |v| {
        Some(*cx.get_or_create_for::<Lattice<UnderlyingValue>>(point, v).value())
    })
}
