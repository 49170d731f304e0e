//! The values a conversion replaced and what replaces them (MLIR's
//! `ConversionValueMapping`): a value maps to a list of values (1:N; an
//! empty list when a type was dropped), and a replacement may itself be
//! replaced later, so a lookup follows the chain. Each value keeps a stack
//! of mappings so that undoing a change pops the one it pushed.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::context::builtin::types::Type;
use crate::ir::{IrView, Value};

/// A list of values replacing one value.
pub type ValueVector = SmallVec<[Value; 1]>;

/// Replaced values and their replacements (see the module doc).
#[derive(Default)]
pub(crate) struct ValueMapping {
    /// Per value, its mappings, latest last; most values are mapped once,
    /// kept inline.
    map: FxHashMap<Value, SmallVec<[ValueVector; 1]>>,
}

impl ValueMapping {
    /// Maps `from` to `to` (on top of any earlier mapping).
    pub(crate) fn map(&mut self, from: Value, to: ValueVector) {
        self.map.entry(from).or_default().push(to);
    }

    /// Drops the latest mapping of `from`.
    pub(crate) fn pop(&mut self, from: Value) {
        if let Some(stack) = self.map.get_mut(&from) {
            stack.pop();
            if stack.is_empty() {
                self.map.remove(&from);
            }
        }
    }

    /// The latest mapping of `from`, if any.
    fn latest(&self, from: Value) -> Option<&ValueVector> {
        self.map.get(&from).and_then(|stack| stack.last())
    }

    /// What replaces `from`: following the chain of mappings, the deepest
    /// values whose types are `desired`, or without `desired` (or when no
    /// link has those types) the end of the chain; `from` itself when it
    /// is not mapped. The chain is followed through single values only.
    pub(crate) fn lookup(&self, ir: &IrView, from: Value, desired: Option<&[Type]>) -> ValueVector {
        let mut current: ValueVector = smallvec::smallvec![from];
        let mut found: Option<ValueVector> = None;
        // A chain is at most as long as the map is large; the bound keeps a
        // cycle a pattern made from looping forever.
        for _ in 0..=self.map.len() {
            let matches = desired.is_none_or(|types| {
                types.len() == current.len()
                    && current.iter().zip(types).all(|(value, &ty)| value.ty(ir) == ty)
            });
            if matches {
                found = Some(current.clone());
            }
            let next = match current.as_slice() {
                [single] => self.latest(*single),
                _ => None,
            };
            match next {
                Some(next) => current = next.clone(),
                None => break,
            }
        }
        found.unwrap_or(current)
    }
}
