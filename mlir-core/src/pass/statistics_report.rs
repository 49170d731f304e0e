//! The pass statistics report of `--mlir-pass-statistics`, in the layout
//! MLIR's pass management documentation gives ("Pass Statistics"): the
//! pipeline's shape (each nested manager as `'anchor' Pipeline`, each pass
//! by name with its statistics as `(S) value name - description`, values
//! right-aligned and names padded per pass) or a list merged by pass name.
//!
//! Debian's mlir-opt 22 is built without LLVM statistics and prints the
//! header alone, so this layout follows the documentation, not a recorded
//! run.

use std::fmt::Write as _;

use super::pass::StatisticValue;
use crate::pass::op_pass_manager::{OpPassManager, PassEntry};

/// How `--mlir-pass-statistics-display` shows the report.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// The pipeline's shape (mlir-opt's default).
    #[default]
    Pipeline,
    /// One entry per pass name, values added, sorted by name.
    List,
}

/// The report for `pipeline` (whose statistics include every thread's
/// after a run).
pub fn statistics_report(pipeline: &OpPassManager, display: StatisticsDisplay) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = rule.clone();
    let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
    out.push_str(&rule);
    match display {
        StatisticsDisplay::Pipeline => pipeline_entries(pipeline, 0, &mut out),
        StatisticsDisplay::List => {
            let mut merged: Vec<(&'static str, Vec<StatisticValue>)> = Vec::new();
            for (name, stats) in pipeline.statistics() {
                if stats.is_empty() {
                    continue;
                }
                match merged.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, into)) => {
                        for (total, stat) in into.iter_mut().zip(&stats) {
                            total.value += stat.value;
                        }
                    }
                    None => merged.push((name, stats)),
                }
            }
            merged.sort_by(|a, b| a.0.cmp(b.0));
            for (name, stats) in merged {
                pass_entry(name, stats, 0, &mut out);
            }
        }
    }
    out.push('\n');
    out
}

fn pipeline_entries(manager: &OpPassManager, indent: usize, out: &mut String) {
    for entry in &manager.entries {
        match entry {
            PassEntry::Pass(pass) => pass_entry(pass.name(), pass.statistics(), indent, out),
            PassEntry::Nested(nested) => {
                let _ = writeln!(out, "{}'{}' Pipeline", " ".repeat(indent), nested.anchor_text());
                pipeline_entries(nested, indent + 2, out);
            }
        }
    }
}

/// One pass and its statistics, sorted by name.
fn pass_entry(name: &str, mut stats: Vec<StatisticValue>, indent: usize, out: &mut String) {
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    for stat in stats {
        let _ = writeln!(
            out,
            "{}(S) {:>value_width$} {:<name_width$} - {}",
            " ".repeat(indent + 2),
            stat.value,
            stat.name,
            stat.description
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::standard::Cse;

    #[test]
    fn pipeline_and_list_layouts() {
        let mut pm = OpPassManager::new("builtin.module");
        let mut first = Cse::default();
        first.num_cse.add(12);
        first.num_dce.add(3);
        let mut second = Cse::default();
        second.num_cse.add(1);
        pm.nest("func.func").add(first).add(second);
        let rule = format!("==={}===\n", "-".repeat(73));
        let header =
            format!("{rule}                         ... Pass statistics report ...\n{rule}");
        let pipeline = statistics_report(&pm, StatisticsDisplay::Pipeline);
        assert_eq!(
            pipeline,
            format!(
                "{header}'func.func' Pipeline\n  CSE\n    (S) 12 num-cse'd - Number of operations \
                 CSE'd\n    (S)  3 num-dce'd - Number of operations DCE'd\n  CSE\n    (S) 1 \
                 num-cse'd - Number of operations CSE'd\n    (S) 0 num-dce'd - Number of \
                 operations DCE'd\n\n"
            )
        );
        let list = statistics_report(&pm, StatisticsDisplay::List);
        assert_eq!(
            list,
            format!(
                "{header}CSE\n  (S) 13 num-cse'd - Number of operations CSE'd\n  (S)  3 num-dce'd \
                 - Number of operations DCE'd\n\n"
            )
        );
    }
}
