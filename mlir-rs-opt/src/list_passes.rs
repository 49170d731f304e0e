//! `--list-passes`: the registered passes in mlir-opt's layout (also the
//! end of `--help`, indented as mlir-opt's `Compiler passes to run`).
//!
//! `Passes:`, then each pass by argument (`  --cse` and its summary after
//! `-   `), its options sorted by name below it (`    --name=<type>` and
//! ` - ` description; an enum's cases as `    =case` and ` -   `
//! description). Every description starts in one column, which LLVM
//! computes from the widest option of any pass: an option is as wide as
//! its name plus 7 (`--`, two blanks and ` - `), plus its `<type>` and 3;
//! the column is the widest plus 6 (a pass without options counts 0).
//! `--help` then lists the registered pipelines under `Pass Pipelines:`
//! in the same layout (mlir-opt 22's `--list-passes` leaves them out);
//! they take no options.

use mlir_core::pass::{OptionValueHelp, PassOptionHelp, PassRegistry};

/// A pass as listed: its argument, its summary and its options.
type Listed<'a> = (&'a str, &'a str, Vec<PassOptionHelp>);

/// The `--list-passes` text of `passes`.
pub(crate) fn list_passes(passes: &PassRegistry) -> String {
    let entries = pass_entries(passes);
    passes_text(&entries, column_of(&entries, 0), 0)
}

/// The passes and pipelines as the end of `--help` lists them.
pub(crate) fn help_section(passes: &PassRegistry) -> String {
    let entries = pass_entries(passes);
    let column = column_of(&entries, 4);
    let mut out = format!("  Compiler passes to run\n{}", passes_text(&entries, column, 4));
    if passes.pipelines().next().is_some() {
        let indent = "      ";
        out.push_str("    Pass Pipelines:\n");
        for (name, pipeline) in passes.pipelines() {
            let pad = column.saturating_sub(indent.len() + 4).saturating_sub(name.len());
            out.push_str(&format!("{indent}--{name}{}-   {}\n", " ".repeat(pad), pipeline.summary));
        }
    }
    out
}

/// The passes with their options sorted by name, by argument.
fn pass_entries(passes: &PassRegistry) -> Vec<Listed<'_>> {
    let mut entries: Vec<Listed<'_>> = passes
        .passes()
        .map(|pass| {
            let mut options =
                (pass.create)(passes, "").map(|p| p.options_help()).unwrap_or_default();
            options.sort_by_key(|option| option.name);
            (pass.argument, pass.summary, options)
        })
        .collect();
    entries.sort_by_key(|(argument, ..)| *argument);
    entries
}

/// The column descriptions start at, lines indented by `extra` more than
/// `--list-passes`'s.
fn column_of(entries: &[Listed<'_>], extra: usize) -> usize {
    entries
        .iter()
        .filter_map(|(_, _, options)| options.iter().map(option_width).max())
        .map(|width| width + 6 + extra)
        .max()
        .unwrap_or(0)
}

/// The list, its lines indented by `extra` more than `--list-passes`'s
/// (but for enum cases, which LLVM always starts at column 4).
fn passes_text(entries: &[Listed<'_>], column: usize, extra: usize) -> String {
    let indent = " ".repeat(2 + extra);
    let mut out = format!("{}Passes:\n", &indent[2..]);
    for (argument, summary, options) in entries {
        let pad = column.saturating_sub(indent.len() + 4).saturating_sub(argument.len());
        out.push_str(&format!("{indent}--{argument}{}-   {summary}\n", " ".repeat(pad)));
        for option in options {
            out.push_str(&indent);
            write_option(option, column.saturating_sub(indent.len()), &mut out);
        }
    }
    out
}

/// LLVM's width of an option's first line.
fn option_width(option: &PassOptionHelp) -> usize {
    let value = match option.value {
        OptionValueHelp::Flag => 0,
        OptionValueHelp::Typed(name) => name.len() + 3,
        OptionValueHelp::Enum(_) => "value".len() + 3,
    };
    // An enum's case lines (`    =case -   `) count too.
    let cases = match option.value {
        OptionValueHelp::Enum(cases) => cases.iter().map(|(case, _)| case.len() + 8).max(),
        _ => None,
    };
    (option.name.len() + 7 + value).max(cases.unwrap_or(0))
}

/// One option (and its enum cases), descriptions at `column`.
fn write_option(option: &PassOptionHelp, column: usize, out: &mut String) {
    let value = match option.value {
        OptionValueHelp::Flag => String::new(),
        OptionValueHelp::Typed(name) => format!("=<{name}>"),
        OptionValueHelp::Enum(_) => "=<value>".to_owned(),
    };
    let pad = column.saturating_sub(option_width(option));
    out.push_str(&format!("  --{}{value}{} - ", option.name, " ".repeat(pad)));
    write_description(option.description, column, out);
    if let OptionValueHelp::Enum(cases) = option.value {
        for (case, description) in cases {
            // `    =` and ` - ` around the case's name.
            let pad = column.saturating_sub(case.len() + 8);
            out.push_str(&format!("    ={case}{} -   ", " ".repeat(pad)));
            write_description(description, column, out);
        }
    }
}

/// A description: its later lines start at `column`, as LLVM indents them.
fn write_description(description: &str, column: usize, out: &mut String) {
    let mut lines = description.split('\n');
    out.push_str(lines.next().unwrap_or_default());
    out.push('\n');
    for line in lines {
        out.push_str(&" ".repeat(column));
        out.push_str(line);
        out.push('\n');
    }
}
