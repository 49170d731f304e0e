//! The value of `affine-loop-unroll`'s `unroll-full-threshold`. Upstream
//! fully unrolls the short loops only when the option was given (whatever
//! its value), so the value remembers that, and keeps it across the copies
//! the pass manager makes for its threads.

use mlir_core::pass::options::{OptionEntry, OptionError};
use mlir_core::pass::{OptionValueHelp, PassOptionValue};

/// A trip count threshold and whether it was set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FullUnrollThreshold {
    /// Loops with at most this many iterations are unrolled fully.
    pub value: u32,
    /// Whether the option was given.
    pub given: bool,
}

impl FullUnrollThreshold {
    /// The default: 1, not given.
    pub const DEFAULT: FullUnrollThreshold = FullUnrollThreshold { value: 1, given: false };
}

impl PassOptionValue for FullUnrollThreshold {
    fn fallback() -> Self {
        Self::DEFAULT
    }
    fn parse_option(entry: &OptionEntry) -> Result<Self, OptionError> {
        Ok(FullUnrollThreshold { value: u32::parse_option(entry)?, given: true })
    }
    fn print_value(&self, out: &mut String) {
        self.value.print_value(out);
    }
    fn clone_value(&self) -> Self {
        *self
    }
    fn value_help() -> OptionValueHelp {
        u32::value_help()
    }
}
