//! `canonicalize`: the registered ops' canonicalization patterns, frozen
//! once when the pipeline starts (every thread's copy shares them), applied
//! by the greedy driver with folding, on the op's regions.

use crate::context::Context;
use crate::context::diagnostics::Diagnostic;
use crate::pass::option_value::{OptionValueHelp, PassOptionHelp};
use crate::pass::options::{
    OptionError, bool_value, enum_value, i64_value, list_value, split_options,
};
use crate::pass::pass::{Pass, PassDefinition};
use crate::pass::pass_context::PassContext;
use crate::pass::pass_registry::RegisteredPass;
use crate::rewrite::RewritePattern;
use crate::rewrite::frozen_patterns::FrozenPatternSet;
use crate::transforms::canonicalize::{CanonicalizeOptions, canonicalization_patterns};
use crate::transforms::drivers::greedy_driver::{RegionSimplification, apply_patterns_greedily};

/// MLIR's `canonicalize` pass (`Canonicalizer`).
#[derive(Clone, Default)]
pub struct Canonicalizer {
    /// The driver's settings and the pattern filters.
    pub options: CanonicalizeOptions,
    /// Fail when the driver does not converge.
    pub test_convergence: bool,
    /// The patterns, frozen by `initialize`.
    patterns: Option<FrozenPatternSet>,
}

impl Canonicalizer {
    /// The pass with `options`.
    pub fn new(options: CanonicalizeOptions) -> Canonicalizer {
        Canonicalizer { options, ..Canonicalizer::default() }
    }
}

/// A flag's value, as help shows it.
const FLAG: OptionValueHelp = OptionValueHelp::Flag;
/// An `int64_t`'s value, as help shows it.
const LONG: OptionValueHelp = OptionValueHelp::Typed("long");
/// A string's value, as help shows it.
const STRING: OptionValueHelp = OptionValueHelp::Typed("string");

/// The options as mlir-opt describes them: name, value, description.
const OPTIONS_HELP: &[(&str, OptionValueHelp, &str)] = &[
    ("top-down", FLAG, "Seed the worklist in general top-down order"),
    (
        "region-simplify",
        OptionValueHelp::Enum(&[
            ("disabled", "Don't run any control-flow simplification."),
            ("normal", "Perform simple control-flow simplifications (e.g. dead args elimination)."),
            ("aggressive", "Perform aggressive control-flow simplification (e.g. block merging)."),
        ]),
        "Perform control flow optimizations to the region tree",
    ),
    ("max-iterations", LONG, "Max. iterations between applying patterns / simplifying regions"),
    ("max-num-rewrites", LONG, "Max. number of pattern rewrites within an iteration"),
    ("test-convergence", FLAG, "Test only: Fail pass on non-convergence to detect cyclic pattern"),
    (
        "disable-patterns",
        STRING,
        "Labels of patterns that should be filtered out during application",
    ),
    (
        "enable-patterns",
        STRING,
        "Labels of patterns that should be used during application, all other patterns are \
         filtered out",
    ),
];

impl PassDefinition for Canonicalizer {
    fn argument(&self) -> &'static str {
        Self::ARGUMENT
    }
    fn name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn summary(&self) -> &'static str {
        Self::SUMMARY
    }
    /// mlir-opt's order (by name) and spelling; an empty list prints
    /// nothing but keeps its separator.
    fn print_options(&self, out: &mut String) {
        let list = |name: &str, items: &[String]| {
            if items.is_empty() { String::new() } else { format!("{name}={{{}}}", items.join(",")) }
        };
        let limit = |n: Option<u64>| n.map_or("-1".to_owned(), |n| n.to_string());
        let config = &self.options.config;
        let region = match config.region_simplification {
            RegionSimplification::Disabled => "disabled",
            RegionSimplification::Normal => "normal",
            RegionSimplification::Aggressive => "aggressive",
        };
        out.push_str(&format!(
            "{{{} {} max-iterations={} max-num-rewrites={} region-simplify={region} \
             test-convergence={} top-down={}}}",
            list("disable-patterns", &self.options.disabled_patterns),
            list("enable-patterns", &self.options.enabled_patterns),
            limit(config.max_iterations.map(u64::from)),
            limit(config.max_rewrites),
            self.test_convergence,
            config.top_down,
        ));
    }
    /// mlir-opt's options and descriptions.
    fn options_help(&self) -> Vec<PassOptionHelp> {
        OPTIONS_HELP
            .iter()
            .map(|&(name, value, description)| PassOptionHelp { name, value, description })
            .collect()
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

impl Pass for Canonicalizer {
    fn initialize(&mut self, ctx: &Context) -> Result<(), Diagnostic> {
        let options = &self.options;
        let named = |p: &dyn RewritePattern, names: &[String]| {
            names.iter().any(|n| n == p.debug_name() || p.debug_labels().contains(&n.as_str()))
        };
        let set = canonicalization_patterns(ctx);
        self.patterns = Some(FrozenPatternSet::with_cost_model(ctx, set, |p| {
            let enabled =
                options.enabled_patterns.is_empty() || named(p, &options.enabled_patterns);
            (enabled && !named(p, &options.disabled_patterns)).then(|| p.benefit())
        }));
        Ok(())
    }

    fn run(&mut self, cx: &mut PassContext<'_>) {
        if self.patterns.is_none() {
            let _ = self.initialize(cx.ctx());
        }
        let Some(patterns) = &self.patterns else { return };
        let op = cx.op();
        let converged = apply_patterns_greedily(cx, op, patterns, &self.options.config);
        if self.test_convergence && !converged {
            cx.signal_failure();
        }
    }
}

impl RegisteredPass for Canonicalizer {
    const ARGUMENT: &'static str = "canonicalize";
    const SUMMARY: &'static str = "Canonicalize operations";
    /// mlir-opt 22's option names; later ones win. MLIR's "no limit" is
    /// -1; any other negative limit allows nothing.
    fn from_options(text: &str) -> Result<Self, OptionError> {
        let mut pass = Canonicalizer::default();
        let limit = |n: i64| match n {
            -1 => None,
            n => Some(n.max(0)),
        };
        for entry in split_options(text) {
            let config = &mut pass.options.config;
            match entry.key.as_str() {
                "top-down" => config.top_down = bool_value(&entry)?,
                "region-simplify" => {
                    config.region_simplification = enum_value(
                        &entry,
                        &[
                            ("disabled", RegionSimplification::Disabled),
                            ("normal", RegionSimplification::Normal),
                            ("aggressive", RegionSimplification::Aggressive),
                        ],
                    )?
                }
                "max-iterations" => {
                    config.max_iterations =
                        limit(i64_value(&entry)?).map(|n| u32::try_from(n).unwrap_or(u32::MAX))
                }
                "max-num-rewrites" => {
                    config.max_rewrites =
                        limit(i64_value(&entry)?).map(|n| u64::try_from(n).unwrap_or(0))
                }
                "test-convergence" => pass.test_convergence = bool_value(&entry)?,
                "disable-patterns" => pass.options.disabled_patterns = list_value(&entry),
                "enable-patterns" => pass.options.enabled_patterns = list_value(&entry),
                _ => return Err(OptionError::Unknown(entry.key)),
            }
        }
        Ok(pass)
    }
}
