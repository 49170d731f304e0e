//! `OptTool`, the driver for a registry of the user's choice: its name in
//! `--help`, and only its registry's dialects loaded.

use mlir_core::DialectRegistry;
use mlir_rs_opt::OptTool;

const GENERIC_FUNC: &str = r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"#;

#[test]
fn help_and_version_name_the_tool() {
    let tool = OptTool::new("toy-opt", &DialectRegistry::new());
    let help = tool.run_in_memory(&["--help"], "in.mlir", "");
    assert_eq!(help.code, 0, "{}", help.stderr_lossy());
    assert!(
        help.stdout_lossy().contains("Usage: toy-opt [OPTIONS] [INPUT]"),
        "{}",
        help.stdout_lossy()
    );
    assert!(help.stdout_lossy().contains("--mlir-print-op-generic"), "{}", help.stdout_lossy());
    let version = tool.run_in_memory(&["--version"], "in.mlir", "");
    assert_eq!(version.code, 0);
    assert!(version.stdout_lossy().starts_with("toy-opt "), "{}", version.stdout_lossy());
}

#[test]
fn only_the_registry_dialects_are_loaded() {
    // The standard tool knows `func` and prints its custom form.
    let standard = OptTool::standard().run_in_memory(&[], "in.mlir", GENERIC_FUNC);
    assert_eq!(standard.code, 0, "{}", standard.stderr_lossy());
    assert!(
        standard.stdout_lossy().contains("  func.func @f() {\n    return\n  }"),
        "{}",
        standard.stdout_lossy()
    );
    // A tool without it sees unregistered ops, which it must be allowed to
    // keep, and prints them generically.
    let bare = OptTool::new("bare-opt", &DialectRegistry::new());
    let refused = bare.run_in_memory(&[], "in.mlir", GENERIC_FUNC);
    assert_eq!(refused.code, 1);
    assert!(
        refused
            .stderr_lossy()
            .contains("error: operation being parsed with an unregistered dialect."),
        "{}",
        refused.stderr_lossy()
    );
    let allowed = bare.run_in_memory(&["--allow-unregistered-dialect"], "in.mlir", GENERIC_FUNC);
    assert_eq!(allowed.code, 0, "{}", allowed.stderr_lossy());
    assert!(
        allowed
            .stdout_lossy()
            .contains(r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({"#),
        "{}",
        allowed.stdout_lossy()
    );
}

#[test]
fn a_registry_with_func_only_rejects_arith() {
    let registry = DialectRegistry::new().with::<mlir_dialects::func::Func>();
    let tool = OptTool::new("func-opt", &registry);
    let input =
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
    let out = tool.run_in_memory(&[], "in.mlir", input);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy().starts_with(
            "in.mlir:2:8: error: Dialect `arith' not found for custom op 'arith.addi' "
        ),
        "{}",
        out.stderr_lossy()
    );
}
