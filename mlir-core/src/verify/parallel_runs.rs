//! Long sequences of independent work verified in runs on rayon's threads,
//! reporting what one thread going through them in order would report.
//!
//! A module of many non-isolated ops (unregistered ops, say) is one body:
//! isolated siblings give no parallelism there. Its ops are verified, and
//! their nested regions checked for dominance, in runs of [`RUN_LEN`]
//! items. Items fail independently, so the serial outcome is the first
//! failing run's diagnostics (the serial walk stops inside it) or, when
//! every failure is wanted, all runs' diagnostics in order. Once a run has
//! failed, later runs that have not started yet are skipped.

use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::context::diagnostics::Diagnostic;

/// How many items make a sequence long enough to verify in runs.
pub(super) const LONG_SEQUENCE: usize = 1024;

/// Items per run: enough to outweigh a task's cost, few enough to spread a
/// thousand ops over every thread.
pub(super) const RUN_LEN: usize = 64;

/// Verifies `items` in runs on rayon's threads; `verify_run` verifies one
/// run in order and returns its diagnostics (none when it passed). With
/// `first_only`, the diagnostics of the first failing run; otherwise those
/// of every run, in order.
pub(super) fn verify_in_runs<T: Sync>(
    items: &[T],
    first_only: bool,
    verify_run: impl Fn(&[T]) -> Vec<Diagnostic> + Sync,
) -> Vec<Diagnostic> {
    let first_failed = AtomicUsize::new(usize::MAX);
    let reports: Vec<Vec<Diagnostic>> = items
        .par_chunks(RUN_LEN)
        .enumerate()
        .map(|(index, run)| {
            // Only runs after a failed one are skipped: the first failing
            // run always runs to its end.
            if first_only && index > first_failed.load(Ordering::Relaxed) {
                return Vec::new();
            }
            let diags = verify_run(run);
            if !diags.is_empty() {
                first_failed.fetch_min(index, Ordering::Relaxed);
            }
            diags
        })
        .collect();
    if first_only {
        reports.into_iter().find(|r| !r.is_empty()).unwrap_or_default()
    } else {
        reports.into_iter().flatten().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;
    use crate::context::builtin::location::Location;

    /// Items that fail are the multiples of seven after 2,000; a run reports
    /// its first failing item, as a walk that stops at a failure would.
    fn verify_run(loc: Location, run: &[usize]) -> Vec<Diagnostic> {
        run.iter()
            .filter(|&&i| i > 2_000 && i % 7 == 0)
            .map(|i| Diagnostic::error(loc, format!("{i}")))
            .take(1)
            .collect()
    }

    fn messages(diags: &[Diagnostic]) -> Vec<String> {
        diags.iter().map(|d| d.message.clone()).collect()
    }

    #[test]
    fn the_first_failing_run_is_reported_as_a_serial_walk_would() {
        let loc = Context::new().unknown_loc();
        let items: Vec<usize> = (0..10_000).collect();
        for _ in 0..20 {
            let diags = verify_in_runs(&items, true, |run| verify_run(loc, run));
            assert_eq!(messages(&diags), ["2002"]);
        }
    }

    #[test]
    fn every_run_reports_in_order_when_all_failures_are_wanted() {
        let loc = Context::new().unknown_loc();
        let items: Vec<usize> = (0..10_000).collect();
        let expected: Vec<String> =
            items.chunks(RUN_LEN).flat_map(|run| messages(&verify_run(loc, run))).collect();
        let diags = verify_in_runs(&items, false, |run| verify_run(loc, run));
        assert_eq!(messages(&diags), expected);
        assert!(expected.len() > 100);
    }
}
