//! `toyc` on the tutorial's programs (`examples/toy/programs/ch*.toy`),
//! stage by stage, against MLIR 22's tools: every stage made by upstream
//! passes equals what `mlir-opt-22`, `mlir-translate-22` and
//! `mlir-runner-22` produced from our previous stage (`programs/regen.sh`
//! wrote them to `programs/expected/`), and the stages made by our own
//! passes are still the committed inputs of those runs.

use std::path::{Path, PathBuf};

use toy::compiler::{Compiled, Emit, InputKind, Options, compile};

/// The programs' folder.
fn programs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("programs")
}

/// The programs with a `main`, which every stage takes, by stem.
fn runnable_programs() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(programs()).expect("examples/toy/programs") {
        let path = entry.expect("a directory entry").path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
        if !(name.starts_with("ch") && name.ends_with(".toy")) {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("a readable program");
        if source.lines().any(|line| line.starts_with("def main")) {
            found.push((name.trim_end_matches(".toy").to_owned(), source));
        }
    }
    found.sort();
    assert!(found.len() >= 3, "the tutorial's programs are missing: {found:?}");
    found
}

/// The expected output `suffix` of program `stem`.
fn expected(stem: &str, suffix: &str) -> String {
    let path = programs().join("expected").join(format!("{stem}.{suffix}"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run programs/regen.sh)", path.display()))
}

/// `toyc <stem>.toy -emit=<emit> [-opt]`, in process.
fn toyc(stem: &str, source: &str, emit: Emit, opt: bool) -> String {
    let options = Options {
        input: format!("{stem}.toy"),
        emit,
        opt,
        kind: InputKind::Toy,
        print_debuginfo: false,
        print_generic: false,
    };
    match compile(&options, source) {
        Ok(Compiled::Text(text)) => text,
        Ok(Compiled::Ran) => panic!("{stem}: ran instead of printing"),
        Err(errors) => panic!("{stem} -emit={emit:?}: {errors}"),
    }
}

/// `toy-opt` with `flags` on `text`, in process.
fn toy_opt(flags: &[&str], name: &str, text: &str) -> String {
    let out = toy::tool("toy-opt").run_in_memory(flags, name, text);
    assert_eq!(out.stderr_lossy(), "", "toy-opt {flags:?} on {name}");
    out.stdout_lossy().into_owned()
}

/// A readable report of a difference.
fn diff(expected: &str, actual: &str) -> String {
    similar::TextDiff::from_lines(expected, actual)
        .unified_diff()
        .header("expected", "actual")
        .to_string()
}

/// Collects the differences over all programs, then fails with all of
/// them.
fn check_all(what: &str, mut check: impl FnMut(&str, &str) -> Option<String>) {
    let failures: Vec<String> = runnable_programs()
        .iter()
        .filter_map(|(stem, source)| check(stem, source).map(|d| format!("{stem}:\n{d}")))
        .collect();
    assert!(failures.is_empty(), "{what}:\n{}", failures.join("\n"));
}

/// `None` when equal, the diff otherwise. mlir-opt ends its output with
/// an empty line (`toyc`, as the tutorial's, does not), and prints
/// `toy.print`, a dialect it does not know, in the generic form: the
/// comparison sees past both.
fn compare(expected: &str, actual: &str) -> Option<String> {
    let expected = format!("{}\n", expected.trim_end());
    let actual = format!("{}\n", generic_prints(actual).trim_end());
    (expected != actual).then(|| diff(&expected, &actual))
}

/// `text` with each `toy.print %v : T` in the generic form
/// `"toy.print"(%v) : (T) -> ()`.
fn generic_prints(text: &str) -> String {
    let print = regex::Regex::new(r"(?m)^(\s*)toy\.print (%[\w.]+) : (.+)$").expect("a regex");
    print.replace_all(text, "$1\"toy.print\"($2) : ($3) -> ()").into_owned()
}

#[test]
fn our_lowering_to_affine_is_still_the_committed_input() {
    let pipeline = format!("--pass-pipeline=builtin.module({},toy-to-affine)", toy::TOY_OPTIMIZE);
    check_all("toy-opt's lowering of toyc -emit=mlir", |stem, source| {
        let toy = toyc(stem, source, Emit::Mlir, false);
        let lowered = toy_opt(&[&pipeline, "--mlir-print-op-generic"], stem, &toy);
        compare(&expected(stem, "affine-input.mlir"), &lowered)
    });
}

#[test]
fn emit_mlir_affine_is_mlir_opt_cleanup_of_our_lowering() {
    check_all("toyc -emit=mlir-affine", |stem, source| {
        compare(&expected(stem, "mlir-affine"), &toyc(stem, source, Emit::MlirAffine, false))
    });
}

#[test]
fn emit_mlir_affine_opt_fuses_and_forwards_as_mlir_opt() {
    check_all("toyc -emit=mlir-affine -opt", |stem, source| {
        compare(&expected(stem, "mlir-affine-opt"), &toyc(stem, source, Emit::MlirAffine, true))
    });
}

#[test]
fn our_print_lowering_is_still_the_committed_input() {
    check_all("toy-opt --toy-print-to-llvm", |stem, _| {
        let affine = expected(stem, "mlir-affine");
        let lowered = toy_opt(&["--toy-print-to-llvm", "--mlir-print-op-generic"], stem, &affine);
        compare(&expected(stem, "llvm-input.mlir"), &lowered)
    });
}

#[test]
fn emit_mlir_llvm_is_mlir_opt_standard_lowering_of_our_print_lowering() {
    check_all("toyc -emit=mlir-llvm", |stem, source| {
        compare(&expected(stem, "mlir-llvm"), &toyc(stem, source, Emit::MlirLlvm, false))
    });
}

#[cfg(feature = "llvm")]
mod with_llvm {
    use super::*;

    #[test]
    fn emit_llvm_is_mlir_translate_output() {
        check_all("toyc -emit=llvm", |stem, source| {
            compare(&expected(stem, "ll"), &toyc(stem, source, Emit::Llvm, false))
        });
    }

    /// With `-opt`, LLVM optimizes the IR for the host, as the tutorial's
    /// `toyc` does: the buffers of constants are gone, the calls to
    /// `printf` stay.
    #[test]
    fn emit_llvm_opt_is_optimized_for_the_host() {
        let source = std::fs::read_to_string(programs().join("ch6_jit.toy")).expect("ch6");
        let plain = toyc("ch6_jit", &source, Emit::Llvm, false);
        let optimized = toyc("ch6_jit", &source, Emit::Llvm, true);
        assert!(plain.contains("@malloc") && !plain.contains("target triple"), "{plain}");
        assert!(optimized.contains("target triple = "), "{optimized}");
        assert!(optimized.contains("target datalayout = "), "{optimized}");
        assert!(optimized.contains("@printf("), "{optimized}");
        assert!(!optimized.contains("call ptr @malloc"), "{optimized}");
    }

    /// A program without `main` has nothing to run: an error, before the
    /// JIT is asked for it.
    #[test]
    fn a_program_without_main_does_not_run() {
        let options = Options {
            input: "lib.toy".to_owned(),
            emit: Emit::Jit,
            opt: false,
            kind: InputKind::Toy,
            print_debuginfo: false,
            print_generic: false,
        };
        let source = "def f() {\n  print([1]);\n}\n";
        assert_eq!(
            compile(&options, source),
            Err("lib.toy: error: no function 'main' to run\n".into())
        );
    }

    /// `toyc` itself, built with this test, runs each program: what it
    /// prints is what `mlir-runner-22` printed running the same `llvm`
    /// dialect module.
    #[test]
    fn emit_jit_prints_what_mlir_runner_prints() {
        check_all("toyc -emit=jit", |stem, _| {
            let path = programs().join(format!("{stem}.toy"));
            let mut outputs = Vec::new();
            for opt in [false, true] {
                let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_toyc"));
                command.arg(&path).arg("-emit=jit");
                if opt {
                    command.arg("-opt");
                }
                let out = command.output().expect("toyc runs");
                assert!(out.status.success(), "{stem}: {}", String::from_utf8_lossy(&out.stderr));
                outputs.push(String::from_utf8_lossy(&out.stdout).into_owned());
            }
            let want = expected(stem, "out");
            compare(&want, &outputs[0]).or_else(|| compare(&want, &outputs[1]))
        });
    }
}

/// The first line of `toyc -emit=mlir-affine`'s error for each program of
/// `programs/invalid/`: a semantic error of the MLIR generation, or a
/// verifier's once the shapes are known, at the Toy source.
const INVALID: &[(&str, &str)] = &[
    ("arity.toy", "arity.toy:5:9: error: 'f' takes 2 argument(s), but the call passes 1"),
    ("bad_field.toy", "bad_field.toy:6:11: error: invalid access into struct expression"),
    (
        "bad_reshape.toy",
        "bad_reshape.toy:2:3: error: 'toy.reshape' op cannot reshape 3 elements into a tensor of 4",
    ),
    ("minus.toy", "minus.toy:3:13: error: invalid binary operator '-'"),
    ("redecl.toy", "redecl.toy:3:3: error: redeclaration of variable 'a'"),
    (
        "shape_mismatch.toy",
        "shape_mismatch.toy:4:13: error: 'toy.mul' op operands and result must have the same \
         shape, got tensor<2x2xf64> and tensor<3xf64>",
    ),
    (
        "transpose2.toy",
        "transpose2.toy:2:9: error: MLIR codegen encountered an error: toy.transpose does not \
         accept multiple arguments",
    ),
    ("unknown_fn.toy", "unknown_fn.toy:3:9: error: no defined function found for 'f'"),
    // The tutorial's message, its `error: ` included.
    ("unknown_var.toy", "unknown_var.toy:2:9: error: error: unknown variable 'x'"),
    ("void_call.toy", "void_call.toy:5:11: error: 'f' returns no value to use"),
];

#[test]
fn invalid_programs_report_located_errors() {
    let dir = programs().join("invalid");
    let mut found: Vec<String> = std::fs::read_dir(&dir)
        .expect("programs/invalid")
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let listed: Vec<&str> = INVALID.iter().map(|(name, _)| *name).collect();
    assert_eq!(found, listed, "every program of programs/invalid/ has its expected error");
    for (name, error) in INVALID {
        let source = std::fs::read_to_string(dir.join(name)).expect("a readable program");
        let options = Options {
            input: (*name).to_owned(),
            emit: Emit::MlirAffine,
            opt: false,
            kind: InputKind::Toy,
            print_debuginfo: false,
            print_generic: false,
        };
        let errors = compile(&options, &source).expect_err(name);
        assert_eq!(errors.lines().next(), Some(*error), "{name}:\n{errors}");
    }
}

/// The deepest trees the parser accepts (`language::parser::MAX_NESTING`
/// levels) go through every stage on a thread with the default stack of
/// a spawned thread (2 MiB).
#[test]
fn the_deepest_programs_lower_on_a_small_stack() {
    let depth = toy::language::parser::MAX_NESTING as usize - 1;
    let sum =
        format!("def main() {{\n  var a = [1];\n  print({});\n}}\n", vec!["a"; depth].join("+"));
    let calls = format!(
        "def f(x) {{\n  return x;\n}}\ndef main() {{\n  print({}[1]{});\n}}\n",
        "f(".repeat(depth - 2),
        ")".repeat(depth - 2)
    );
    for (name, source) in [("sum", sum), ("calls", calls)] {
        let lowered = std::thread::spawn(move || {
            let options = Options {
                input: format!("{name}.toy"),
                emit: Emit::MlirLlvm,
                opt: false,
                kind: InputKind::Toy,
                print_debuginfo: false,
                print_generic: false,
            };
            compile(&options, &source)
        })
        .join()
        .expect("no stack overflow");
        assert!(matches!(lowered, Ok(Compiled::Text(_))), "{name}: {lowered:?}");
    }
}

/// `toyc <program> -emit=mlir`, with `extra` options.
fn emit_mlir(stem: &str, opt: bool, debuginfo: bool) -> String {
    let source =
        std::fs::read_to_string(programs().join(format!("{stem}.toy"))).expect("a program");
    let options = Options {
        input: format!("{stem}.toy"),
        emit: Emit::Mlir,
        opt,
        kind: InputKind::Toy,
        print_debuginfo: debuginfo,
        print_generic: false,
    };
    match compile(&options, &source) {
        Ok(Compiled::Text(text)) => text,
        other => panic!("{stem}: {other:?}"),
    }
}

/// Chapter 2's program as the tutorial's front end emits it (Ch-2.md's
/// text; from chapter 4 on, every function but `main` private).
const CH2_CODEGEN: &str = "module {
  toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
    %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
    %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
    %2 = toy.mul %0, %1 : tensor<*xf64>
    toy.return %2 : tensor<*xf64>
  }
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<2x3xf64>
    %2 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
    %3 = toy.reshape(%2 : tensor<6xf64>) to tensor<2x3xf64>
    %4 = toy.generic_call @multiply_transpose(%1, %3) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    %5 = toy.generic_call @multiply_transpose(%3, %1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
    toy.print %5 : tensor<*xf64>
    toy.return
  }
}
";

/// Chapter 4's result for the same program with `-opt` (Ch-4.md): one
/// function, every shape known.
const CH4_OPTIMIZED: &str = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.mul %1, %1 : tensor<3x2xf64>
    toy.print %2 : tensor<3x2xf64>
    toy.return
  }
}
";

#[test]
fn emit_mlir_is_the_tutorials_codegen() {
    assert_eq!(emit_mlir("ch2_codegen", false, false), CH2_CODEGEN);
    assert_eq!(emit_mlir("ch2_codegen", true, false), CH4_OPTIMIZED);
}

/// Every op is located in the Toy source, as Ch-2.md shows with
/// `-mlir-print-debuginfo` (the program's lines and columns are the
/// tutorial's): the transposes at 5:10 and 5:25 (the product, located at
/// its right operand as the tutorial's parser locates it, at 5:25 too),
/// the return at 5:3; the functions at their `def`.
#[test]
fn emit_mlir_locates_each_op_in_the_source() {
    let text = emit_mlir("ch2_codegen", false, true);
    let alias = |position: &str| {
        let definition = format!(" = loc(\"ch2_codegen.toy\":{position})\n");
        let line = text.lines().find(|l| format!("{l}\n").ends_with(&definition));
        line.and_then(|l| l.split(' ').next()).map(str::to_owned)
    };
    let use_of = |position: &str| format!("loc({})", alias(position).expect(position));
    let op_line = |prefix: &str| text.lines().find(|l| l.trim_start().starts_with(prefix)).unwrap();
    assert!(op_line("%0 = toy.transpose(%arg0").ends_with(&use_of("5:10")), "{text}");
    assert!(op_line("%1 = toy.transpose(%arg1").ends_with(&use_of("5:25")), "{text}");
    assert!(op_line("%2 = toy.mul").ends_with(&use_of("5:25")), "{text}");
    assert!(op_line("toy.return %2").ends_with(&use_of("5:3")), "{text}");
    assert!(text.contains(&format!("}} {}", use_of("4:1"))), "{text}");
}
