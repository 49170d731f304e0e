//! `print-op-stats`: writes how many ops of each name the op holds (itself
//! included) on stderr, as a table or as JSON.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use mlir_derive::pass;

use crate::ir::{WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;

/// Print statistics of operations
///
/// MLIR's `print-op-stats` (`PrintOpStats`): the op names sorted byte by
/// byte with their counts, in a table aligned on the dot between dialect
/// and op name, or with `json` as a JSON object.
#[pass(argument = "print-op-stats", name = "PrintOpStats")]
#[derive(Debug)]
pub struct PrintOpStats {
    /// print the stats as JSON
    #[option(name = "json")]
    pub print_as_json: bool,
}

impl Pass for PrintOpStats {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut counts: BTreeMap<String, u64> = BTreeMap::new();
        cx.walk(cx.op(), WalkOrder::PreOrder, |ir, op| {
            *counts.entry(op.name(ir).as_str(ir.ctx()).to_owned()).or_default() += 1;
            WalkControl::Advance
        });
        let text = if self.print_as_json { json(&counts) } else { table(&counts) };
        cx.write_output(text);
        cx.mark_all_preserved();
    }
}

/// `dialect` and the rest of an op name, split at its first dot; a name
/// without a dialect part (no dot, or nothing after it) has an empty one.
fn split_name(name: &str) -> (&str, &str) {
    match name.split_once('.') {
        Some((dialect, op)) if !op.is_empty() => (dialect, op),
        Some((first, _)) => ("", first),
        None => ("", name),
    }
}

/// The table: dialects right-aligned before the dot, op names left-aligned
/// after it, then ` , ` and the count.
fn table(counts: &BTreeMap<String, u64>) -> String {
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    let split: Vec<((&str, &str), u64)> =
        counts.iter().map(|(name, &count)| (split_name(name), count)).collect();
    let dialect_width = split.iter().map(|((d, _), _)| d.len()).max().unwrap_or(0);
    let op_width = split.iter().map(|((_, o), _)| o.len()).max().unwrap_or(0);
    for ((dialect, op), count) in split {
        if dialect.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            let _ = write!(out, "{dialect:>width$}.", width = dialect_width + 2);
        }
        let _ = writeln!(out, "{op:<op_width$} , {count}");
    }
    out
}

/// The JSON object: one `"name" : count` line per op name.
fn json(counts: &BTreeMap<String, u64>) -> String {
    let mut out = String::from("{\n");
    let lines: Vec<String> =
        counts.iter().map(|(name, count)| format!("  \"{name}\" : {count}")).collect();
    out.push_str(&lines.join(",\n"));
    if !lines.is_empty() {
        out.push('\n');
    }
    out.push_str("}\n");
    out
}
