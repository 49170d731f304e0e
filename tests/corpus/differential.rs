//! Differential tests: every `tests/differential/**/*.mlir` input is run
//! through `mlir-rs-opt` (in-process) with the flags of each of its
//! `// RUN:` lines, and the output is compared byte for byte with what
//! mlir-opt 22 printed for the same run (`<name>.mlir.<i>.out`, and
//! `<name>.mlir.<i>.err` when mlir-opt failed). The expected files come
//! from `tests/differential/regen.sh` and never from our own tool.
//!
//! With `MLIR_RS_BLESS=1` each input's expected files are first
//! regenerated with mlir-opt 22 (`regen.sh`; mlir-opt must be installed).
//!
//! Successful runs are also checked for a fixed point: re-reading our
//! output must succeed, and a further round must not change it. A file can
//! opt out with a `// NO-ROUNDTRIP: <reason>` line when mlir-opt's own
//! output cannot be read back (`@<<INVALID EMPTY SYMBOL>>`).

use std::path::Path;

use libtest_mimic::Failed;

fn run_lines(text: &str) -> Vec<Vec<String>> {
    text.lines().filter_map(|l| l.trim_start().strip_prefix("// RUN:")).map(split_flags).collect()
}

/// The flags of a RUN line: separated by blanks, where a single-quoted
/// part keeps its blanks (`--canonicalize='top-down=false max-iterations=1'`),
/// as `regen.sh` splits them.
fn split_flags(line: &str) -> Vec<String> {
    let mut flags = Vec::new();
    let mut current: Option<String> = None;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                current.get_or_insert_with(String::new);
            }
            c if c.is_whitespace() && !quoted => flags.extend(current.take()),
            c => current.get_or_insert_with(String::new).push(c),
        }
    }
    flags.extend(current);
    flags
}

/// A readable difference of two outputs. Outputs are bytes: when they
/// differ only in bytes that are not UTF-8 (which a text diff would show
/// as the same U+FFFD), the first differing byte is shown escaped.
fn diff(expected: &[u8], actual: &[u8]) -> String {
    let (e, a) = (String::from_utf8_lossy(expected), String::from_utf8_lossy(actual));
    let d = similar::TextDiff::from_lines(&*e, &*a);
    let text = d
        .unified_diff()
        .context_radius(3)
        .header("expected (mlir-opt 22)", "actual (mlir-rs-opt)")
        .to_string();
    if e != a || expected == actual {
        return text;
    }
    let at = expected.iter().zip(actual).take_while(|(x, y)| x == y).count();
    let around = |b: &[u8]| {
        let from = at.saturating_sub(20);
        b[from.min(b.len())..(at + 20).min(b.len())].escape_ascii().to_string()
    };
    format!(
        "bytes differ at offset {at}:\n  expected: {}\n  actual:   {}\n",
        around(expected),
        around(actual)
    )
}

/// Bless mode (`MLIR_RS_BLESS=1`): regenerate the expected files of `path`
/// with mlir-opt 22 through `regen.sh` (never with our own tool).
fn bless(path: &Path) -> Result<(), Failed> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/differential");
    let rel = path.strip_prefix(&root).unwrap_or(path);
    let status = std::process::Command::new("bash")
        .arg(root.join("regen.sh"))
        .arg(rel)
        .status()
        .map_err(|e| format!("cannot run regen.sh: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("regen.sh failed for {}", rel.display()).into())
    }
}

/// `mlir-rs-opt` parsing every input, however small, in parallel, and the
/// first block of every function in segments of an op or two.
static PARALLEL_PARSE: std::sync::LazyLock<mlir_rs_opt::OptTool> = std::sync::LazyLock::new(|| {
    let mut tool = mlir_rs_opt::OptTool::standard();
    tool.set_parallel_parse_min_bytes(Some(0));
    tool.set_segmented_parse_min_bytes(Some(0));
    tool
});

/// Runs every RUN line of the input at `path` and compares with mlir-opt's
/// recorded output (blessing it first in bless mode).
pub fn check(path: &Path) -> Result<(), Failed> {
    if std::env::var_os("MLIR_RS_BLESS").is_some() {
        bless(path)?;
    }
    // Inputs are bytes: some hold bytes that are not UTF-8 on purpose.
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text = String::from_utf8_lossy(&bytes);
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let runs = run_lines(&text);
    if runs.is_empty() {
        return Err("no `// RUN:` line".into());
    }
    let mut failures = String::new();
    for (i, flags) in runs.iter().enumerate() {
        let flag_refs: Vec<&str> = flags.iter().map(String::as_str).collect();
        let out_path = path.with_file_name(format!("{name}.{i}.out"));
        let err_path = path.with_file_name(format!("{name}.{i}.err"));
        // Outputs are bytes: mlir-opt writes dialect bodies and quoted
        // source lines byte for byte, also bytes that are not UTF-8.
        let expected_out = std::fs::read(&out_path).map_err(|_| {
            format!(
                "missing expected output {}; run tests/differential/regen.sh",
                out_path.display()
            )
        })?;
        // mlir-opt quotes source lines byte for byte, so stderr is bytes.
        let expected_err =
            std::fs::read(&err_path).ok().map(with_our_dialects).map(with_our_tool_name);
        let mut actual = mlir_rs_opt::run_in_memory(&flag_refs, &name, &bytes);
        let timed = flags.iter().any(|f| f == "--mlir-timing");
        if timed {
            actual.stderr = mask_times(&actual.stderr);
        }
        // A recorded exit code (the instrumentation's inputs) comes with stderr recorded
        // for every run; otherwise stderr is recorded for failures only.
        let rc_path = path.with_file_name(format!("{name}.{i}.rc"));
        let expected_code = match std::fs::read_to_string(&rc_path) {
            Ok(code) => code.trim().parse().map_err(|_| format!("bad {}", rc_path.display()))?,
            Err(_) => i32::from(expected_err.is_some()),
        };
        // A serial run's instrumentation output is also a threaded run's;
        // not `view-op-graph`'s, whose copy of the pass numbers its graphs
        // on from one op to the next only when it runs on them serially.
        let graph = flags.iter().any(|f| f.contains("view-op-graph"));
        if flags.iter().any(|f| f == "--mlir-disable-threading") && !timed && !graph {
            let threaded: Vec<&str> =
                flag_refs.iter().copied().filter(|f| *f != "--mlir-disable-threading").collect();
            let again = mlir_rs_opt::run_in_memory(&threaded, &name, &bytes);
            let scoped = flags.iter().any(|f| f == "--mlir-print-ir-module-scope");
            if !scoped && (again.stdout != actual.stdout || again.stderr != actual.stderr) {
                failures += &format!(
                    "RUN {i}: threads change the output\n{}",
                    diff(&actual.stderr, &again.stderr)
                );
            }
        }
        // Every input parsed with its functions deferred to threads gives
        // the same output and diagnostics.
        if !flags.iter().any(|f| f == "--mlir-disable-threading") && !timed {
            let parallel = PARALLEL_PARSE.run_in_memory(&flag_refs, &name, &bytes);
            if parallel.stdout != actual.stdout
                || parallel.stderr != actual.stderr
                || parallel.code != actual.code
            {
                failures += &format!(
                    "RUN {i}: parsing in parallel changes the output\n{}{}",
                    diff(&actual.stdout, &parallel.stdout),
                    diff(&actual.stderr, &parallel.stderr)
                );
            }
        }
        if actual.stdout != expected_out {
            failures += &format!(
                "RUN {i} ({}): stdout differs\n{}",
                flags.join(" "),
                diff(&expected_out, &actual.stdout)
            );
        }
        let expected_err = expected_err.unwrap_or_default();
        if actual.stderr != expected_err {
            failures += &format!(
                "RUN {i} ({}): stderr differs\n{}",
                flags.join(" "),
                diff(&expected_err, &actual.stderr)
            );
        }
        if actual.code != expected_code {
            failures += &format!(
                "RUN {i}: exit code {} but mlir-opt exited {expected_code}\n",
                actual.code
            );
        }
        if actual.code == 0 && failures.is_empty() && !text.contains("// NO-ROUNDTRIP:") {
            // mlir-opt's own output is not always a fixed point after one
            // round (it simplifies affine maps again when re-reading them),
            // so the second round must reproduce the first re-print.
            // Printing is checked, not the transformations: they run once.
            let print_flags: Vec<&str> = flag_refs
                .iter()
                .copied()
                .filter(|f| !TRANSFORM_FLAGS.iter().any(|t| f.starts_with(t)))
                .collect();
            let second = mlir_rs_opt::run_in_memory(&print_flags, &name, &actual.stdout);
            let third = mlir_rs_opt::run_in_memory(&print_flags, &name, &second.stdout);
            if second.code != 0 || third.stdout != second.stdout {
                failures += &format!(
                    "RUN {i}: printing is not a fixed point\n{}{}",
                    diff(&second.stdout, &third.stdout),
                    second.stderr_lossy()
                );
            }
        }
    }
    if failures.is_empty() && !text.contains("// NO-ROUNDTRIP:") {
        custom_to_generic(path, &name, &runs)?;
    }
    if failures.is_empty() { Ok(()) } else { Err(failures.into()) }
}

/// The time report with each time and share masked, as `regen.sh` masks
/// mlir-opt's: times differ between runs, the layout and names do not. A
/// time's sign goes too: mlir-opt counts the pipelines a pass runs itself
/// both in the pass and beside it, so its `Rest` is negative when they
/// take longer than the rest of the run.
fn mask_times(stderr: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(stderr);
    let times = regex::Regex::new(r"[ -][0-9]+\.[0-9]{4}").expect("valid pattern");
    let shares = regex::Regex::new(r"\( *-?[0-9]+\.[0-9]%\)").expect("valid pattern");
    let masked = times.replace_all(&text, " T");
    shares.replace_all(&masked, "(P)").into_owned().into_bytes()
}

/// Flags (or their prefixes) that transform the IR: a RUN line's output is
/// their result; the printing round trip runs without them.
const TRANSFORM_FLAGS: &[&str] = &[
    "--canonicalize",
    "--cse",
    "--test-single-fold",
    "--loop-invariant-code-motion",
    "--scf-for-loop-canonicalization",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--arith-expand",
    "--expand-strided-metadata",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--convert-index-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-ub-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--symbol-dce",
    "--symbol-privatize",
    "--strip-debuginfo",
    "--inline",
    "--topological-sort",
    "--control-flow-sink",
    "--sccp",
    "--int-range-optimizations",
    "--remove-dead-values",
    "--test-last-modified",
    "--test-next-access",
    "--test-dead-code-analysis",
    "--test-memref-dependence-check",
    "--test-affine-access-analysis",
    "--generate-runtime-verification",
    "--arith-int-range-narrowing",
    "--affine-loop-invariant-code-motion",
    "--affine-simplify-structures",
    "--affine-parallelize",
    "--affine-scalrep",
    "--affine-loop-unroll",
    "--affine-loop-fusion",
    "--pass-pipeline=",
];

/// Some of mlir-opt's messages start with the tool's name (`mlir-opt-22:
/// for the --top-down option: …`); ours with `mlir-rs-opt:`.
fn with_our_tool_name(expected: Vec<u8>) -> Vec<u8> {
    const THEIRS: &[u8] = b"mlir-opt-22: ";
    let mut out = Vec::with_capacity(expected.len());
    for line in expected.split_inclusive(|&b| b == b'\n') {
        match line.strip_prefix(THEIRS) {
            Some(rest) => {
                out.extend_from_slice(b"mlir-rs-opt: ");
                out.extend_from_slice(rest);
            }
            None => out.extend_from_slice(line),
        }
    }
    out
}

/// mlir-opt's note on an op of an unknown dialect lists the dialects
/// mlir-opt has, which are not ours: in the expected text that list is
/// replaced by the dialects of `mlir-rs-opt`, so that the rest of the note
/// (and our list) is still compared byte for byte.
fn with_our_dialects(expected: Vec<u8>) -> Vec<u8> {
    const START: &[u8] = b"note: Available dialects: ";
    const END: &[u8] = b" ; for more info on dialect registration";
    let find = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).position(|w| w == needle);
    // The same list for every file: built once.
    static OURS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let ours = OURS.get_or_init(|| {
        let ctx = mlir_core::Context::with_dialects(&mlir_rs_opt::standard_registry());
        let mut namespaces = ctx.dialect_namespaces();
        namespaces.sort_unstable();
        namespaces.join(", ")
    });
    let mut out = Vec::with_capacity(expected.len());
    let mut rest = expected.as_slice();
    while let Some(start) = find(rest, START) {
        let list_at = start + START.len();
        let Some(len) = find(&rest[list_at..], END) else { break };
        out.extend_from_slice(&rest[..list_at]);
        out.extend_from_slice(ours.as_bytes());
        rest = &rest[list_at + len..];
    }
    out.extend_from_slice(rest);
    out
}

/// An input run once plainly and once with `--mlir-print-op-generic`, both
/// successful (the custom forms of the standard dialects, in `Dialect/`):
/// reading mlir-opt's custom output (`.0.out`) and printing it generically
/// gives mlir-opt's generic output (`.1.out`).
fn custom_to_generic(path: &Path, name: &str, runs: &[Vec<String>]) -> Result<(), Failed> {
    let plain_then_generic = runs.len() == 2
        && runs[0].is_empty()
        && runs[1].len() == 1
        && runs[1][0] == "--mlir-print-op-generic";
    let failed = |i: usize| path.with_file_name(format!("{name}.{i}.err")).exists();
    if !plain_then_generic || failed(0) || failed(1) {
        return Ok(());
    }
    let read = |i: usize| std::fs::read(path.with_file_name(format!("{name}.{i}.out")));
    let (Ok(custom), Ok(generic)) = (read(0), read(1)) else {
        return Err("missing expected output; run tests/differential/regen.sh".into());
    };
    let actual = mlir_rs_opt::run_in_memory(&["--mlir-print-op-generic"], name, &custom);
    if actual.code != 0 || actual.stdout != generic {
        return Err(format!(
            "mlir-opt's custom output, read back and printed generically, differs from its generic output\n{}{}",
            diff(&generic, &actual.stdout),
            actual.stderr_lossy()
        )
        .into());
    }
    Ok(())
}
