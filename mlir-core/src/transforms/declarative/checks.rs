//! The compile-time checks of a `#[pattern]` expansion: `const fn`s the
//! expansion evaluates in constants, so a result op missing a required
//! argument, a source pattern leaving arguments unnamed, or a replacement
//! of the wrong number of values is a compile error at the pattern's token
//! (a panic in const evaluation, its message built with [`ConstMessage`]).

use super::glue::PatternArg;
use crate::definitions::cross_checks::{ConstMessage, lists};

/// The check a pattern's expansion makes at compile time that a result op
/// is given every argument it needs: panics (a compile error at the op's
/// token) naming the first one missing. A given name the op does not have
/// is rustc's error at that name (a misspelt field), so this check then
/// stays silent rather than report the field the misspelling meant.
pub const fn check_required(op: &str, names: &[&str], required: &[bool], given: &[&str]) {
    let mut g = 0;
    while g < given.len() {
        if !lists(Some(names), given[g]) {
            return;
        }
        g += 1;
    }
    let mut i = 0;
    while i < names.len() {
        if required[i] && !lists(Some(given), names[i]) {
            let message = ConstMessage::new(&[
                "`",
                op,
                "` needs its argument `",
                names[i],
                "`: give it in the pattern",
            ]);
            panic!("{}", message.as_str());
        }
        i += 1;
    }
}

/// The compile-time check that a named source op pattern without `..`
/// names every argument: panics (a compile error at the op's token)
/// listing those it leaves out. Like [`check_required`], it stays silent
/// when a given name is not the op's (rustc's error at that name).
pub const fn check_named(op: &str, names: &[&str], given: &[&str]) {
    let mut g = 0;
    while g < given.len() {
        if !lists(Some(names), given[g]) {
            return;
        }
        g += 1;
    }
    let mut missing = 0;
    let mut i = 0;
    while i < names.len() {
        if !lists(Some(given), names[i]) {
            missing += 1;
        }
        i += 1;
    }
    if missing == 0 {
        return;
    }
    let (what, them) = if missing == 1 { ("an argument", "it") } else { ("arguments", "them") };
    let mut message = ConstMessage::new(&["`", op, "` has ", what, " the pattern does not name: "]);
    let mut listed = 0;
    i = 0;
    while i < names.len() {
        if !lists(Some(given), names[i]) {
            let comma = if listed == 0 { "" } else { ", " };
            message = message.push(&[comma, "`", names[i], "`"]);
            listed += 1;
        }
        i += 1;
    }
    message = message.push(&["; name ", them, " (`_` ignores one), or end with `..`"]);
    panic!("{}", message.as_str());
}

/// The compile-time check that a positional op pattern without `..` gives
/// every argument.
pub const fn check_positional(op: &str, num_args: usize, given: usize) {
    if given < num_args {
        let message = ConstMessage::new(&[
            "`",
            op,
            "` takes more arguments (its operands and attributes in order) than the pattern \
             gives: give them all, or end with `..`",
        ]);
        panic!("{}", message.as_str());
    }
}

/// The compile-time check that a positional result op ending in `..`
/// gives every required argument before the ones it leaves out.
pub const fn check_required_prefix(op: &str, names: &[&str], required: &[bool], given: usize) {
    let mut i = given;
    while i < names.len() {
        if required[i] {
            let message = ConstMessage::new(&[
                "`",
                op,
                "` needs its argument `",
                names[i],
                "`, which `..` leaves out: give it in the pattern",
            ]);
            panic!("{}", message.as_str());
        }
        i += 1;
    }
}

/// The compile-time check that op `O` has argument `I` (for a positional
/// `_`, which reads nothing).
pub const fn has_arg<O: PatternArg<I>, const I: usize>() {}

/// The compile-time check that result ops and values replace exactly the
/// root's results (when both counts are fixed).
pub const fn check_result_count(root: &str, root_results: Option<usize>, given: Option<usize>) {
    if let (Some(expected), Some(given)) = (root_results, given)
        && expected != given
    {
        let message = ConstMessage::new(&[
            "the pattern replaces `",
            root,
            "` with a different number of values than it has results",
        ]);
        panic!("{}", message.as_str());
    }
}

/// The sum of result counts, `None` when one is not fixed.
pub const fn sum_counts(counts: &[Option<usize>]) -> Option<usize> {
    let mut total = 0;
    let mut i = 0;
    while i < counts.len() {
        match counts[i] {
            Some(n) => total += n,
            None => return None,
        }
        i += 1;
    }
    Some(total)
}
