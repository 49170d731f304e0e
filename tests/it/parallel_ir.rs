//! Parsing, verifying and printing with threads on and off give the same
//! bytes and the same diagnostics: a 1,000-function module (custom and
//! generic forms, several blocks, nested modules, aliases defined between
//! functions, location aliases used before their definition), valid and
//! broken in the ways that exercise the order of diagnostics, run through
//! the whole `mlir-rs-opt` path repeatedly (thread interleavings differ
//! from one run to the next).

use mlir_rs::opt::{OptTool, RunOutput};

/// One function of the module, its shape chosen by `i`.
fn function(i: usize) -> String {
    match i % 5 {
        0 => format!(
            "  func.func @f{i}(%a: i32, %b: !pair_{g}) -> i32 {{
    %c = arith.constant {i} : i32 loc(#site)
    %x = arith.addi %a, %c : i32
    %y = arith.muli %x, %x overflow<nsw> : i32
    return %y : i32
  }}\n",
            g = i / 100
        ),
        1 => format!(
            "  func.func private @f{i}(%p: i1, %a: f32) -> f32 {{
    cf.cond_br %p, ^bb1, ^bb2(%a : f32)
  ^bb1:
    %n = arith.negf %a : f32 loc(\"n{i}.mlir\":{i}:3)
    cf.br ^bb2(%n : f32)
  ^bb2(%r: f32):
    return %r : f32
  }}\n"
        ),
        2 => format!(
            "  \"func.func\"() <{{function_type = (index) -> index, sym_name = \"f{i}\"}}> ({{
  ^bb0(%n: index):
    %0 = \"arith.addi\"(%n, %n) <{{overflowFlags = #arith.overflow<none>}}> : (index, index) -> index
    \"func.return\"(%0) : (index) -> ()
  }}) : () -> ()\n"
        ),
        3 => format!(
            "  module @m{i} {{
    func.func @inner{i}() -> i64 {{
      %v = arith.constant {i} : i64
      return %v : i64
    }}
  }}\n"
        ),
        _ => format!("  func.func private @ext{i}(i32 {{test.tag = {i} : i64}}) -> f64\n"),
    }
}

/// The module: a type alias before every hundred functions, the location
/// alias `#site` defined only at the end, and `edit` applied to each
/// function's text.
fn module(edit: impl Fn(usize, String) -> String) -> String {
    let mut text = String::from("module {\n");
    let mut aliases = String::new();
    for i in 0..1000 {
        if i % 100 == 0 {
            aliases += &format!("!pair_{} = tuple<i32, i{}>\n", i / 100, i / 100 + 1);
        }
        text += &edit(i, function(i));
    }
    text += "}\n#site = loc(\"site.mlir\":7:1)\n";
    aliases + &text
}

/// Runs the tool with `flags` on `text`, parsing in parallel whenever
/// threads are on (however small the input).
fn run(flags: &[&str], text: &str) -> RunOutput {
    let mut tool = OptTool::standard();
    tool.set_parallel_parse_min_bytes(Some(0));
    tool.run_in_memory(flags, "input.mlir", text)
}

/// Runs `text` serially, then threaded with the default and several
/// thread counts, three times each, and checks every run matches the
/// serial one; returns the serial run.
fn same_threaded_and_serial(text: &str, flags: &[&str]) -> RunOutput {
    let mut serial_flags = flags.to_vec();
    serial_flags.push("--mlir-disable-threading");
    let serial = run(&serial_flags, text);
    for threads in [None, Some("--threads=2"), Some("--threads=4"), Some("--threads=8")] {
        let mut threaded_flags = flags.to_vec();
        threaded_flags.extend(threads);
        for round in 0..3 {
            let threaded = run(&threaded_flags, text);
            let what = format!("{threaded_flags:?}, round {round}");
            assert_eq!(threaded.code, serial.code, "exit code with {what}");
            assert!(threaded.stdout == serial.stdout, "output differs with {what}");
            assert_eq!(threaded.stderr_lossy(), serial.stderr_lossy(), "diagnostics with {what}");
        }
    }
    serial
}

#[test]
fn a_valid_module_prints_the_same_bytes() {
    let text = module(|_, f| f);
    for flags in [&[][..], &["--mlir-print-debuginfo"], &["--mlir-print-op-generic"]] {
        let serial = same_threaded_and_serial(&text, flags);
        assert_eq!(serial.code, 0, "{}", serial.stderr_lossy());
        let out = String::from_utf8(serial.stdout).expect("UTF-8 output");
        assert_eq!(out.matches("func.func").count(), 1000, "every function printed");
        if flags.is_empty() {
            // The aliases are printed where mlir-opt puts them, and used.
            assert!(out.contains("func.func @f900(%arg0: i32, %arg1: tuple<i32, i10>)"));
        }
        if flags == ["--mlir-print-debuginfo"] {
            assert!(out.contains("loc(\"site.mlir\":7:1)"), "the location alias resolved");
            assert!(out.contains("loc(\"n991.mlir\":991:3)"));
        }
    }
}

#[test]
fn verifier_errors_in_many_functions_come_in_file_order() {
    // Every 7th function of the generic kind returns an operand of the
    // wrong type: the verifier reports each, in op order.
    let text = module(|i, f| {
        if i % 5 == 2 && i % 7 == 0 {
            f.replace(
                "(%n, %n) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index",
                "(%n, %n) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> i32",
            )
            .replace("\"func.return\"(%0) : (index)", "\"func.return\"(%0) : (i32)")
        } else {
            f
        }
    });
    let serial = same_threaded_and_serial(&text, &[]);
    assert_eq!(serial.code, 1);
    let err = serial.stderr_lossy();
    assert!(err.contains("error: 'arith.addi' op"), "{err}");
}

#[test]
fn the_first_parse_error_in_file_order_is_reported() {
    // A bad op inside function 506 and a bad one later, inside function
    // 810: the first is the one reported, threads or not.
    let text = module(|i, f| match i {
        506 => f.replace("cf.br ^bb2(%n : f32)", "cf.br ^bb2(%n : f64)"),
        810 => f.replace("arith.addi %a, %c", "arith.addi %a, %undefined"),
        _ => f,
    });
    let serial = same_threaded_and_serial(&text, &[]);
    assert_eq!(serial.code, 1);
    let err = serial.stderr_lossy();
    assert!(err.starts_with("input.mlir:"), "{err}");
    assert!(err.contains("use of value '%n' expects different type than prior uses"), "{err}");
    assert!(!err.contains("undefined"), "only the first error: {err}");
}

#[test]
fn an_alias_defined_after_its_use_is_an_error_in_both() {
    // `!late` is defined after the function that uses it.
    let text = module(|i, f| {
        if i == 300 {
            f.replace("-> i32 {\n    %c", "-> i32 {\n    %l = \"t.l\"() : () -> !late\n    %c")
        } else {
            f
        }
    }) + "!late = i8\n";
    let serial = same_threaded_and_serial(&text, &["--allow-unregistered-dialect"]);
    assert_eq!(serial.code, 1);
    assert!(serial.stderr_lossy().contains("undefined symbol alias id 'late'"));
}

#[test]
fn names_shared_with_the_enclosing_scope_read_as_in_a_serial_parse() {
    // A top-level value named like a function's argument, or like a value
    // inside a function (errors both), and a use pending outside the
    // functions that a definition inside one resolves (mlir-opt's names are
    // not scoped by isolation).
    let clash = String::from("%q = \"t.def\"() : () -> i32\n")
        + &module(|i, f| if i == 10 { f.replace("%a: i32, %b", "%q: i32, %b") } else { f });
    let serial = same_threaded_and_serial(&clash, &["--allow-unregistered-dialect"]);
    let err = serial.stderr_lossy();
    assert!(err.contains("region entry argument '%q' is already in use"), "{err}");
    let redefined = String::from("%x = \"t.def\"() : () -> i32\n") + &module(|_, f| f);
    let serial = same_threaded_and_serial(&redefined, &["--allow-unregistered-dialect"]);
    let err = serial.stderr_lossy();
    assert!(err.contains("redefinition of SSA value '%x'"), "{err}");
    let pending = String::from("\"t.use\"(%y) : (i32) -> ()\n")
        + &module(|i, f| {
            let def = "    %x = arith.addi %a, %c : i32\n";
            if i == 20 {
                f.replace(def, &format!("{def}    %y = arith.addi %a, %c : i32\n"))
            } else {
                f
            }
        });
    let serial = same_threaded_and_serial(&pending, &["--allow-unregistered-dialect"]);
    assert_eq!(serial.code, 1);
}

#[test]
fn location_aliases_shared_by_functions_are_placed_as_serially() {
    // A fused location first met as an op's location (an alias printed at
    // the end), then as a block argument's (printed before the module), in
    // the next function; a last, serially printed op uses it as an
    // attribute. Where each alias goes depends on every use, across the
    // functions printed on other threads.
    let fused = "loc(fused[\"p.mlir\":1:1, \"q.mlir\":2:2])";
    let mut text = String::new();
    for i in 0..40 {
        text += &format!("func.func @op_loc{i}() {{\n  return {fused}\n}}\n");
        text += &format!("func.func @arg_loc{i}(%a: i32 {fused}) {{\n  return\n}}\n");
    }
    let serial = same_threaded_and_serial(&text, &["--mlir-print-debuginfo"]);
    assert_eq!(serial.code, 0, "{}", serial.stderr_lossy());
    let only_op_locations: String =
        (0..40).map(|i| format!("func.func @f{i}() {{\n  return {fused}\n}}\n")).collect();
    let with_attribute = format!("{only_op_locations}\"t.use\"() {{l = {fused}}} : () -> ()\n");
    for text in [only_op_locations, with_attribute] {
        let flags = ["--mlir-print-debuginfo", "--allow-unregistered-dialect"];
        let serial = same_threaded_and_serial(&text, &flags);
        assert_eq!(serial.code, 0, "{}", serial.stderr_lossy());
    }
}

#[test]
fn a_long_block_prints_in_runs_as_serially() {
    // 1,300 ops in the module's block, which then prints in runs of ops on
    // several threads: values used across runs, aliases first met in
    // different runs, result-name conflicts, locations and resources.
    let text = include_str!("../differential/IR/operations/long_blocks.mlir");
    let unregistered = "--allow-unregistered-dialect";
    for flag in ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope"] {
        let serial = same_threaded_and_serial(text, &[unregistered, flag]);
        assert_eq!(serial.code, 0, "{}", serial.stderr_lossy());
    }
    let serial = same_threaded_and_serial(text, &[unregistered]);
    let out = String::from_utf8(serial.stdout).expect("UTF-8 output");
    // Expected text from mlir-opt's output (the differential case's).
    assert!(
        out.contains("\n  %c2_i32_128 = arith.constant 2 : i32\n"),
        "names uniqued across runs"
    );
    assert!(out.contains("\n  \"u.last\"(%389#0) : (i32) -> ()\n"), "a value from far above");
}

#[test]
fn the_first_undefined_callee_in_the_symbol_walk_order_is_reported() {
    // MLIR's symbol-use walk takes the module's functions last first:
    // mlir-opt 22 reports the call in `@f905`, not the one in `@f117`.
    let mut text = String::from("module {\n");
    for i in 0..1000 {
        let call = if [117, 523, 905].contains(&i) {
            format!("    func.call @nowhere{i}() : () -> ()\n")
        } else {
            String::new()
        };
        text += &format!("  func.func @f{i}(%a: i32) -> i32 {{\n{call}    return %a : i32\n  }}\n");
    }
    text += "}\n";
    let serial = same_threaded_and_serial(&text, &[]);
    assert_eq!(serial.code, 1);
    let err = serial.stderr_lossy();
    assert!(
        err.starts_with(
            "input.mlir:2720:5: error: 'func.call' op 'nowhere905' does not reference a valid function\n"
        ),
        "{err}"
    );
    assert!(!err.contains("nowhere117") && !err.contains("nowhere523"), "one error: {err}");
}

#[test]
fn the_first_failure_of_long_blocks_verified_in_runs_is_reported_as_serially() {
    // Seven chunks of 1,100 ops in one block, verified (and checked for
    // dominance) in runs on threads, with failures in several runs; the
    // expected diagnostics are mlir-opt's (the differential case's).
    let text = include_str!("../differential/IR/invalid/long_block_verify.mlir");
    let expected = include_str!("../differential/IR/invalid/long_block_verify.mlir.0.err");
    let serial =
        same_threaded_and_serial(text, &["--allow-unregistered-dialect", "--split-input-file"]);
    assert_eq!(serial.code, 1);
    let input_name = "long_block_verify.mlir:";
    assert_eq!(serial.stderr_lossy(), expected.replace(input_name, "input.mlir:"));
}
