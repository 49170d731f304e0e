//! The passes mlir-opt's names reach today, each configured from its
//! option string (`canonicalize{top-down=false max-iterations=3}`) with
//! mlir-opt's messages, and run on one op. The pass manager replaces this
//! table with registered passes.

use super::options::{
    OptionEntry, OptionError, bool_value, enum_value, i64_value, list_value, split_options,
};
use crate::ir::{IrView, Op};
use crate::transforms::canonicalize::{CanonicalizeOptions, canonicalize_with};
use crate::transforms::cse::eliminate_common_subexpressions;
use crate::transforms::greedy_driver::RegionSimplification;
use crate::transforms::operation_folder::fold_each_once;

/// A pass with its options read.
#[derive(Clone, Debug)]
pub enum ConfiguredPass {
    /// `canonicalize`, and whether it fails when the driver does not
    /// converge (`test-convergence`).
    Canonicalize(CanonicalizeOptions, bool),
    /// `cse`.
    Cse,
    /// `test-single-fold`.
    SingleFold,
}

/// A pass failed: mlir-opt stops the pipeline and exits with 1, printing
/// nothing more for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassFailed;

impl ConfiguredPass {
    /// The pass named `name` configured by `options` (`None` when no pass
    /// has that name).
    pub fn named(name: &str, options: &str) -> Option<Result<ConfiguredPass, OptionError>> {
        let entries = split_options(options);
        let pass = match name {
            "canonicalize" => canonicalize_options(&entries),
            "cse" => no_options(&entries).map(|()| ConfiguredPass::Cse),
            "test-single-fold" => no_options(&entries).map(|()| ConfiguredPass::SingleFold),
            _ => return None,
        };
        Some(pass)
    }

    /// Runs the pass on `op`.
    pub fn run(&self, ir: &mut IrView, op: Op) -> Result<(), PassFailed> {
        match self {
            ConfiguredPass::Canonicalize(options, test_convergence) => {
                let converged = canonicalize_with(ir, op, options);
                if *test_convergence && !converged {
                    return Err(PassFailed);
                }
            }
            ConfiguredPass::Cse => {
                eliminate_common_subexpressions(ir, op);
            }
            ConfiguredPass::SingleFold => fold_each_once(ir, op),
        }
        Ok(())
    }
}

/// A pass without options accepts none.
fn no_options(entries: &[OptionEntry]) -> Result<(), OptionError> {
    match entries.first() {
        Some(entry) => Err(OptionError::Unknown(entry.key.clone())),
        None => Ok(()),
    }
}

/// `canonicalize`'s options, as mlir-opt 22 names them; later ones win.
fn canonicalize_options(entries: &[OptionEntry]) -> Result<ConfiguredPass, OptionError> {
    let mut options = CanonicalizeOptions::default();
    let mut test_convergence = false;
    // MLIR's "no limit" is -1; any other negative limit allows nothing.
    let limit = |n: i64| match n {
        -1 => None,
        n => Some(n.max(0)),
    };
    for entry in entries {
        let config = &mut options.config;
        match entry.key.as_str() {
            "top-down" => config.top_down = bool_value(entry)?,
            "region-simplify" => {
                config.region_simplification = enum_value(
                    entry,
                    &[
                        ("disabled", RegionSimplification::Disabled),
                        ("normal", RegionSimplification::Normal),
                        ("aggressive", RegionSimplification::Aggressive),
                    ],
                )?
            }
            "max-iterations" => {
                config.max_iterations =
                    limit(i64_value(entry)?).map(|n| u32::try_from(n).unwrap_or(u32::MAX))
            }
            "max-num-rewrites" => {
                config.max_rewrites =
                    limit(i64_value(entry)?).map(|n| u64::try_from(n).unwrap_or(0))
            }
            "test-convergence" => test_convergence = bool_value(entry)?,
            "disable-patterns" => options.disabled_patterns = list_value(entry),
            "enable-patterns" => options.enabled_patterns = list_value(entry),
            _ => return Err(OptionError::Unknown(entry.key.clone())),
        }
    }
    Ok(ConfiguredPass::Canonicalize(options, test_convergence))
}
