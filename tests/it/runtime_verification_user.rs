//! A user's op with run-time checks, through the facade only: it lists
//! `RuntimeVerifiableOpInterface`, builds its condition with `arith` and
//! its `cf.assert` with the message the pass writes, and
//! `generate-runtime-verification` asks it beside memref's ops. The
//! expected texts follow from the pass's message format (mlir-opt has no
//! such op). Malformed memref ops in unverified IR get no checks, and the
//! pass does not panic on them.

use mlir_rs::dialects::arith::{CmpIOp, CmpIPredicate, ConstantOp};
use mlir_rs::dialects::cf::AssertOp;
use mlir_rs::opt::{OptTool, standard_registry};
use mlir_rs::prelude::*;

/// `chk.step %n : index`, which needs `%n` to be positive at run time.
mod chk {
    use mlir_rs::prelude::*;

    #[dialect(name = "chk", ops = [StepOp])]
    pub struct Chk;

    /// `chk.step %n : index`
    #[op(dialect = Chk, name = "step", interfaces = [RuntimeVerifiableOpInterface],
         format = "$n attr-dict `:` type($n)")]
    pub struct StepOp {
        #[operand]
        n: Index,
    }
}

/// `%n > 0`, asserted with the pass's message for this op.
impl RuntimeVerifiableOpInterface for chk::StepOp {
    fn generate_runtime_verification(
        &self,
        builder: &mut Builder<'_>,
        loc: Location,
        error_message: ErrorMessageFn<'_>,
    ) {
        let n = self.n(builder);
        let zero = ConstantOp::build_index(builder, loc, 0).result(builder);
        let i1 = builder.ctx().integer_type(1);
        let positive = CmpIOp::build(builder, loc, i1, CmpIPredicate::Sgt, n, zero);
        let positive = positive.result(builder);
        let message = error_message(builder, self.as_op(), "step must be positive");
        AssertOp::build(builder, loc, positive, &message);
    }
}

fn tool() -> OptTool {
    let mut registry = standard_registry();
    registry.insert::<chk::Chk>();
    OptTool::new("chk-opt", &registry)
}

const INPUT: &str = "func.func @f(%n: index, %m: memref<?xf32>) -> f32 {
  chk.step %n : index
  %v = memref.load %m[%n] : memref<?xf32>
  return %v : f32
}
";

#[test]
fn a_users_op_gets_its_checks_with_the_pass_messages() {
    let out = tool().run_in_memory(&["--generate-runtime-verification"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let text = out.stdout_lossy();
    let step = "  func.func @f(%arg0: index, %arg1: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi sgt, %arg0, %c0 : index
    cf.assert %0, \"ERROR: Runtime op verification failed\\0Achk.step %arg0 : index\\0A^ step \
                must be positive\\0ALocation: loc(\\22in.mlir\\22:2:3)\"
    chk.step %arg0 : index
";
    assert!(text.contains(step), "{text}");
    // memref's load is checked too, its message naming the values as the
    // input did (`%0`, though the output calls it `%4`).
    assert!(
        text.contains("%0 = memref.load %arg1[%arg0] : memref<?xf32>\\0A^ out-of-bounds access"),
        "{text}"
    );
}

#[test]
fn the_verbose_level_decides_what_the_users_message_shows() {
    let out = tool().run_in_memory(
        &["--generate-runtime-verification=verbose-level=0"],
        "in.mlir",
        INPUT,
    );
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let text = out.stdout_lossy();
    let message = "\"ERROR: Runtime op verification failed\\0A^ step must be positive\\0A\
                   Location: loc(\\22in.mlir\\22:2:3)\"";
    assert!(text.contains(message), "{text}");
    // Above 1, the pass fails with mlir-opt 22's error.
    let level_two = ["--generate-runtime-verification=verbose-level=2"];
    let out = tool().run_in_memory(&level_two, "in.mlir", INPUT);
    let stderr = out.stderr_lossy();
    let error =
        "in.mlir:0:0: error: generate-runtime-verification pass: set verboseLevel to 0 or 1";
    assert_eq!((out.code, stderr.starts_with(error)), (1, true), "{stderr}");
}

/// memref ops short of operands or attributes their declaration requires,
/// and with operands of the wrong kind, in IR that skipped verification.
const MALFORMED: &str = r#"func.func @bad(%m: memref<?xf32>, %u: memref<*xf32>, %i: index) {
  %0 = "memref.load"() : () -> f32
  %1 = "memref.load"(%i) : (index) -> f32
  %2 = "memref.dim"() : () -> index
  %3 = "memref.cast"() : () -> memref<4xf32>
  "memref.copy"(%m) : (memref<?xf32>) -> ()
  %4 = "memref.subview"(%m) : (memref<?xf32>) -> memref<?xf32>
  %5 = "memref.assume_alignment"(%m) : (memref<?xf32>) -> memref<?xf32>
  %6 = "memref.atomic_rmw"() : () -> f32
  %7 = "memref.generic_atomic_rmw"(%u, %i) ({}) : (memref<*xf32>, index) -> f32
  %8 = "memref.expand_shape"(%u) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<*xf32>) -> memref<2x4xf32>
  %9 = "memref.cast"(%u) : (memref<*xf32>) -> memref<4xf32>
  return
}
"#;

#[test]
fn malformed_ops_get_no_checks_and_no_panic() {
    let flags = [
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        "--verify-each=false",
        "--generate-runtime-verification",
    ];
    let out = tool().run_in_memory(&flags, "bad.mlir", MALFORMED);
    let stderr = out.stderr_lossy();
    assert_eq!(out.code, 0, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    // Only the last cast, well formed, is checked: its rank, size, offset
    // and stride.
    let text = out.stdout_lossy();
    assert_eq!(text.matches("\"cf.assert\"").count(), 4, "{text}");
    let cast = "%9 = \\22memref.cast\\22(%arg1) : (memref<*xf32>) -> memref<4xf32>\\0A^ ";
    for check in ["rank mismatch", "size mismatch of dim 0", "offset mismatch", "stride mismatch"] {
        assert!(text.contains(&format!("{cast}{check}")), "{check}: {text}");
    }
}
