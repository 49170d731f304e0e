//! `--list-passes` and the passes at the end of `--help`: mlir-opt's
//! entries for the passes both tools have (kept in
//! `tests/data/mlir_opt_list_passes.txt`, written by
//! `tests/data/regen_list_passes.sh` from mlir-opt 22's list) and its
//! layout, and a user's `#[pass]` listed with its options.

use mlir_core::DialectRegistry;
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::{pass, pass_option_enum};
use mlir_rs_opt::{OptTool, run_in_memory};

fn list(tool: &OptTool) -> String {
    let out = tool.run_in_memory(&["--list-passes"], "in.mlir", "");
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    out.stdout_lossy().into_owned()
}

/// The lines with runs of blanks made one blank.
fn squeezed(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" "))
        .collect()
}

/// The column of each line's ` - ` separator.
fn separator_columns(text: &str) -> Vec<(usize, &str)> {
    text.lines().skip(1).map(|l| (l.find(" - ").map_or(0, |i| i + 1), l)).collect()
}

#[test]
fn the_entries_are_mlir_opts() {
    let ours = list(&OptTool::standard());
    let theirs = include_str!("../data/mlir_opt_list_passes.txt");
    assert_eq!(squeezed(&ours), squeezed(theirs), "{ours}");
}

#[test]
fn descriptions_align_as_llvm_aligns_them() {
    // mlir-opt's own list: its widest option (a flag of 47 letters, 54
    // wide) puts the separators at 58 and an enum case's at 56.
    let theirs = include_str!("../data/mlir_opt_list_passes.txt");
    for (column, line) in separator_columns(theirs) {
        let expected = if line.trim_start().starts_with('=') { 56 } else { 58 };
        assert_eq!(column, expected, "{line}");
    }
    // Ours: the widest entry is one column wider than
    // `--use-bare-ptr-memref-call-conv` (36 wide), so 41 and 39.
    let ours = list(&OptTool::standard());
    for (column, line) in separator_columns(&ours) {
        let expected = if line.trim_start().starts_with('=') { 39 } else { 41 };
        assert_eq!(column, expected, "{line}");
    }
}

#[test]
fn help_ends_with_the_passes() {
    let out = run_in_memory(&["--help"], "in.mlir", "");
    let help = out.stdout_lossy();
    let section = help.split("  Compiler passes to run\n").nth(1).expect("the passes section");
    assert!(section.starts_with("    Passes:\n      --affine-loop-fusion "), "{section}");
    assert!(section.contains("\n        --top-down "), "{section}");
    assert!(section.contains("\n    =aggressive "), "{section}");
    // Not listed twice: the pass flags are not among the driver's options.
    assert_eq!(help.matches("--cse ").count(), 1, "{help}");
}

/// How much to say.
#[pass_option_enum]
#[derive(Debug)]
pub enum Verbosity {
    /// Say nothing.
    Quiet,
    /// Say everything, at length.
    #[name = "all"]
    Loud,
}

/// Count ops
#[pass(argument = "count-ops")]
#[derive(Debug)]
pub struct CountOps {
    /// How much to report.
    #[option(default = Verbosity::Quiet)]
    verbosity: Verbosity,
    /// Names of ops to skip.
    #[option]
    skip: Vec<String>,
    /// At most this many.
    #[option]
    limit: u64,
}

impl Pass for CountOps {
    fn run(&mut self, _cx: &mut PassContext<'_>) {}
}

#[test]
fn a_users_pass_lists_its_options() {
    let mut tool = OptTool::new("my-opt", &DialectRegistry::new());
    tool.register_pass::<CountOps>();
    let listed = list(&tool);
    let count = listed.split("  --count-ops").nth(1).expect("the pass is listed");
    assert_eq!(
        squeezed(count.split("  --cse").next().unwrap_or_default()),
        [
            "- Count ops",
            "--limit=<ulong> - At most this many.",
            "--skip=<string> - Names of ops to skip.",
            "--verbosity=<value> - How much to report.",
            "=quiet - Say nothing.",
            "=all - Say everything, at length.",
        ]
    );
}
