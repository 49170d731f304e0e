//! The driver's instrumentation flags: `--mlir-timing` (the time report,
//! with the driver's own parsing and printing times), `--mlir-print-ir-…`
//! (IR dumps between passes) and `--mlir-pass-statistics`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mlir_core::asm::printer::PrintOptions;
use mlir_core::pass::ir_printing::PassSelection;
use mlir_core::pass::timing::DriverTimes;
use mlir_core::pass::{
    IrPrinting, IrPrintingConfig, OpPassManager, PassManager, PassRegistry, PassTiming,
    StatisticsDisplay, TimingDisplay, statistics_report,
};

use crate::cli::{Cli, StatisticsDisplayArg, TimingDisplayArg};

/// mlir-opt's error for `--mlir-print-ir-module-scope` with threads on.
const MODULE_SCOPE_NEEDS_ONE_THREAD: &str = "<unknown>:0: error: IR print for module scope can't \
     be setup on a pass-manager without disabling multi-threading first.\n\n";

/// Checks that `--mlir-print-ir-before`/`-after` name registered passes
/// (or pipelines), with mlir-opt's message for the first that does not.
pub(crate) fn check_pass_names(cli: &Cli, passes: &PassRegistry) -> Result<(), String> {
    let lists = [("before", &cli.print_ir_before), ("after", &cli.print_ir_after)];
    for (when, names) in lists {
        for name in names.iter() {
            let known = passes.passes().any(|p| p.argument == name.as_str())
                || passes.pipelines().any(|(argument, _)| argument == name.as_str());
            if !known {
                return Err(format!(
                    "{}: for the --mlir-print-ir-{when} option: Cannot find option named \
                     '{name}'!\n",
                    cli.tool_name
                ));
            }
        }
    }
    Ok(())
}

/// What the flags asked to measure and report for each input chunk.
pub(crate) struct Instruments {
    timing: Option<(Arc<PassTiming>, TimingDisplay)>,
    statistics: Option<StatisticsDisplay>,
    /// What `--mlir-print-ir-…` asked for, when it asked for anything.
    printing: Option<IrPrintingConfig>,
    /// The current chunk's start and parse time.
    chunk_start: Instant,
    parser: Duration,
}

impl Instruments {
    /// Reads the flags; the error is mlir-opt's text for a setup it
    /// refuses.
    pub(crate) fn setup(cli: &Cli, print: &PrintOptions) -> Result<Instruments, String> {
        if cli.print_ir_module_scope && cli.disable_threading != Some(true) {
            return Err(MODULE_SCOPE_NEEDS_ONE_THREAD.to_owned());
        }
        let timing = cli.timing.then(|| {
            let display = match cli.timing_display {
                TimingDisplayArg::List => TimingDisplay::List,
                TimingDisplayArg::Tree => TimingDisplay::Tree,
            };
            (Arc::new(PassTiming::new()), display)
        });
        let statistics = cli.pass_statistics.then_some(match cli.pass_statistics_display {
            StatisticsDisplayArg::List => StatisticsDisplay::List,
            StatisticsDisplayArg::Pipeline => StatisticsDisplay::Pipeline,
        });
        let selection = |all: bool, only: &[String]| match (all, only.is_empty()) {
            (true, _) => PassSelection::All,
            (false, false) => PassSelection::Only(only.to_vec()),
            (false, true) => PassSelection::None,
        };
        let config = IrPrintingConfig {
            before: selection(cli.print_ir_before_all, &cli.print_ir_before),
            // As in mlir-opt, printing after failures selects every pass.
            after: selection(
                cli.print_ir_after_all || cli.print_ir_after_failure,
                &cli.print_ir_after,
            ),
            after_only_on_change: cli.print_ir_after_change,
            after_only_on_failure: cli.print_ir_after_failure,
            module_scope: cli.print_ir_module_scope,
            print: PrintOptions { capacity_hint: 0, ..print.clone() },
        };
        let printing = (config.before != PassSelection::None
            || config.after != PassSelection::None)
            .then_some(config);
        Ok(Instruments {
            timing,
            statistics,
            printing,
            chunk_start: Instant::now(),
            parser: Duration::ZERO,
        })
    }

    /// Adds the instrumentations to `pipeline` (each chunk's pipeline is
    /// new, as in mlir-opt, so its statistics start at zero).
    pub(crate) fn attach(&self, pipeline: &mut PassManager) {
        if let Some(config) = &self.printing {
            pipeline.add_instrumentation(Arc::new(IrPrinting::new(config.clone())));
        }
        if let Some((timing, _)) = &self.timing {
            pipeline.add_instrumentation(timing.clone());
        }
    }

    /// Marks the start of a chunk.
    pub(crate) fn start_chunk(&mut self) {
        self.chunk_start = Instant::now();
        if let Some((timing, _)) = &self.timing {
            timing.reset();
        }
    }

    /// Runs the parser, timing it.
    pub(crate) fn parse<T>(&mut self, parse: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let parsed = parse();
        self.parser = start.elapsed();
        parsed
    }

    /// Runs the verification after parsing, counting its time as the
    /// parser's (mlir-opt's parser verifies what it read).
    pub(crate) fn verify_parsed<T>(&mut self, verify: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let verified = verify();
        self.parser += start.elapsed();
        verified
    }

    /// Runs the printer, timing it.
    pub(crate) fn output<T>(&mut self, print: impl FnOnce() -> T) -> (T, Duration) {
        let start = Instant::now();
        let printed = print();
        (printed, start.elapsed())
    }

    /// Writes the statistics report of `pipeline` (after its run) into
    /// `err`, when asked for.
    pub(crate) fn report_statistics(&self, pipeline: Option<&PassManager>, err: &mut String) {
        if let Some(display) = self.statistics {
            let empty = OpPassManager::any();
            err.push_str(&statistics_report(pipeline.map_or(&empty, |pm| pm), display));
        }
    }

    /// Writes the chunk's time report into `err`, when asked for
    /// (`output`: the printing time, `None` when the chunk failed).
    pub(crate) fn report_timing(&self, output: Option<Duration>, err: &mut String) {
        if let Some((timing, display)) = &self.timing {
            let times =
                DriverTimes { parser: self.parser, output, total: self.chunk_start.elapsed() };
            err.push_str(&timing.report(*display, times));
        }
    }
}
