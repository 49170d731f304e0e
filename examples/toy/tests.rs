//! Runs `toy-opt` in memory on the sample files, as `cargo run --bin
//! toy-opt` runs it: the printed program (a snapshot), the generic form,
//! and each verifier's error.

use mlir_rs::prelude::*;

use super::*;

/// `toy-opt` on `text` named `name` with `flags`.
fn run(flags: &[&str], name: &str, text: &str) -> mlir_rs::opt::RunOutput {
    tool("toy-opt").run_in_memory(flags, name, text)
}

/// `toy-opt examples/toy/codegen.mlir`: the program as the Toy tutorial
/// prints it, floats in MLIR's exponent form.
const CODEGEN_PRINTED: &str = "module {
  toy.func @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
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

#[test]
fn codegen_prints_as_the_tutorial_shows_it() {
    let out = run(&[], "examples/toy/codegen.mlir", include_str!("codegen.mlir"));
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout_lossy(), CODEGEN_PRINTED);
    // The printed text reads back to itself.
    let again = run(&[], "printed.mlir", CODEGEN_PRINTED);
    assert_eq!(again.stdout_lossy(), CODEGEN_PRINTED);
}

#[test]
fn the_generic_form_reads_back_to_the_custom_form() {
    let generic = run(&["--mlir-print-op-generic"], "codegen.mlir", include_str!("codegen.mlir"));
    assert_eq!(generic.code, 0, "{}", generic.stderr_lossy());
    let text = generic.stdout_lossy();
    let expected_lines = [
        r#"  "toy.func"() <{function_type = () -> (), sym_name = "main"}> ({"#,
        r#"    %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64>"#,
        r#"    "toy.print"(%5) : (tensor<*xf64>) -> ()"#,
    ];
    for line in expected_lines {
        assert!(text.lines().any(|l| l == line), "missing {line:?} in\n{text}");
    }
    let custom = run(&[], "generic.mlir", &text);
    assert_eq!(custom.stdout_lossy(), CODEGEN_PRINTED);
}

#[test]
fn binary_ops_of_different_types_print_a_function_type() {
    let text = "toy.func @f(%a: tensor<2xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {\n  \
                %0 = toy.add %a, %b {note = 1 : i64} : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>\n  \
                toy.return %0 : tensor<*xf64>\n}\n";
    let out = run(&[], "mixed.mlir", text);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let printed = "    %0 = toy.add %arg0, %arg1 {note = 1 : i64} : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>";
    assert!(out.stdout_lossy().lines().any(|l| l == printed), "{}", out.stdout_lossy());
}

/// Every error of `examples/toy/invalid.mlir`, split at `// -----`: each
/// op's verifier, and the constraint on `toy.add`'s operands.
#[test]
fn each_rule_reports_its_error() {
    let out =
        run(&["--split-input-file"], "examples/toy/invalid.mlir", include_str!("invalid.mlir"));
    assert_eq!(out.code, 1);
    let expected = [
        "examples/toy/invalid.mlir:4:8: error: expected result shape to be a transpose of the input",
        "examples/toy/invalid.mlir:11:3: error: 'toy.return' op does not return the same number of \
         values (1) as the enclosing function (0)",
        "examples/toy/invalid.mlir:17:3: error: type of return operand (tensor<2xf64>) doesn't \
         match function result type (tensor<3xf64>)",
        "examples/toy/invalid.mlir:23:8: error: 'toy.constant' op return type shape mismatches its \
         attribute at dimension 1: 2 != 3",
        "examples/toy/invalid.mlir:30:8: error: 'toy.add' op operand #0 must be tensor of 64-bit \
         float values, but got 'tensor<2xi32>'",
        "examples/toy/invalid.mlir:36:48: error: element type for a struct must either be a \
         TensorType or a StructType, got: i64",
        "examples/toy/invalid.mlir:43:8: error: 'toy.struct_access' op index should be within \
         the range of the input struct type",
        "examples/toy/invalid.mlir:50:8: error: 'toy.struct_constant' op has 1 value(s) for a \
         struct of 2 element(s)",
    ];
    let stderr = out.stderr_lossy();
    let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(": error: ")).collect();
    assert_eq!(errors, expected);
}

#[test]
fn a_constant_of_another_rank_is_reported() {
    let text = "toy.func @f() {\n  %0 = \"toy.constant\"() {value = dense<1.0> : tensor<2xf64>} \
                : () -> tensor<2x1xf64>\n  toy.return\n}\n";
    let out = run(&[], "rank.mlir", text);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy().starts_with(
            "rank.mlir:2:8: error: 'toy.constant' op return type must match the one of the \
             attached value attribute: 1 != 2\n"
        ),
        "{}",
        out.stderr_lossy()
    );
}

#[test]
fn return_must_sit_in_a_toy_function() {
    let text = "func.func @f() {\n  toy.return\n}\n";
    let out = run(&[], "parent.mlir", text);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy()
            .starts_with("parent.mlir:2:3: error: 'toy.return' op expects parent op 'toy.func'\n"),
        "{}",
        out.stderr_lossy()
    );
}

/// `toy-opt examples/toy/structs.mlir`: chapter 7's program, the struct
/// constant's elements on one line as MLIR prints an array.
const STRUCTS_PRINTED: &str = "module {
  toy.func @multiply_transpose(%arg0: !toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64> {
    %0 = toy.struct_access %arg0[0] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
    %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
    %2 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
    %3 = toy.transpose(%2 : tensor<*xf64>) to tensor<*xf64>
    %4 = toy.mul %1, %3 : tensor<*xf64>
    toy.return %4 : tensor<*xf64>
  }
  toy.func @main() {
    %0 = toy.struct_constant [dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>, dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
    %1 = toy.generic_call @multiply_transpose(%0) : (!toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64>
    toy.print %1 : tensor<*xf64>
    toy.return
  }
}

";

#[test]
fn structs_print_as_the_tutorial_shows_them() {
    let out = run(&[], "examples/toy/structs.mlir", include_str!("structs.mlir"));
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(out.stdout_lossy(), STRUCTS_PRINTED);
    let generic = run(&["--mlir-print-op-generic"], "structs.mlir", STRUCTS_PRINTED);
    assert_eq!(run(&[], "generic.mlir", &generic.stdout_lossy()).stdout_lossy(), STRUCTS_PRINTED);
}

#[test]
fn struct_types_are_uniqued_and_checked() {
    let ctx = Context::with_dialects(&registry());
    let tensor = ctx.unranked_tensor_type(ctx.f64_type());
    let pair = StructType::get(&ctx, vec![tensor, tensor]);
    assert_eq!(pair, StructType::get(&ctx, vec![tensor, tensor]));
    assert_eq!(pair.elements(&ctx), vec![tensor, tensor]);
    let nested = StructType::get(&ctx, vec![pair.as_type(), tensor]);
    assert_eq!(
        nested.as_type().display(&ctx).to_string(),
        "!toy.struct<!toy.struct<tensor<*xf64>, tensor<*xf64>>, tensor<*xf64>>"
    );
    let empty = StructType::get_checked(&ctx, ctx.unknown_loc(), Vec::new());
    assert_eq!(empty.unwrap_err().message, "a struct has at least one element type");
}

/// Chapter 4: after inlining, `main` computes on unranked tensors; the
/// `ShapeInference` interface, found through the interface map, ranks
/// every result.
#[test]
fn shape_inference_ranks_results_through_the_interface() {
    let text = "toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<*xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<*xf64>
  %3 = toy.mul %1, %2 : tensor<*xf64>
  %4 = toy.add %3, %3 : tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}
";
    let ctx = std::sync::Arc::new(Context::with_dialects(&registry()));
    let mut module = Module::parse(&ctx, "inlined.mlir", text).unwrap();
    let top = module.op();
    let ir = module.ir_mut();
    let func = top.body(ir).ops(ir).next().unwrap();
    let body = func.region(ir, 0).first_block(ir).unwrap();
    // The ops with unranked results go through the interface
    // (`toy.print` writes its operand's type, ranked after); `toy.print`
    // has none.
    let transpose = body.ops(ir).nth(1).unwrap();
    assert!(shape_inference::ShapeInferenceRef::get(ir, transpose).is_some());
    let print = body.ops(ir).find(|op| PrintOp::try_from_op(ir, *op).is_some()).unwrap();
    assert!(shape_inference::ShapeInferenceRef::get(ir, print).is_none());
    assert_eq!(shape_inference::infer_shapes_in(ir, body), Vec::new());
    let printed = module.print(&Default::default());
    let expected = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %3 = toy.mul %1, %2 : tensor<3x2xf64>
    %4 = toy.add %3, %3 : tensor<3x2xf64>
    toy.print %4 : tensor<3x2xf64>
    toy.return
  }
}
";
    assert_eq!(printed, expected);
}

/// Chapter 3's examples: a transpose of a transpose, and reshapes of a
/// constant through reshapes (the tutorial's `var b<2,1> = a` chain).
#[test]
fn canonicalize_runs_the_tutorial_patterns() {
    let input = "toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
  %3 = toy.reshape(%2 : tensor<2x1xf64>) to tensor<2x1xf64>
  toy.print %3 : tensor<2x1xf64>
  toy.return
}
toy.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %1 : tensor<3x2xf64>
}
";
    let out = run(&["--canonicalize"], "ch3.mlir", input);
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(
        out.stdout_lossy(),
        "module {
  toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    toy.return %arg0 : tensor<*xf64>
  }
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64>
    toy.print %0 : tensor<2x1xf64>
    toy.return
  }
  toy.func @reshape_reshape(%arg0: tensor<6xf64>) -> tensor<3x2xf64> {
    %0 = toy.reshape(%arg0 : tensor<6xf64>) to tensor<3x2xf64>
    toy.return %0 : tensor<3x2xf64>
  }
}

"
    );
}

/// Functions after inlining: `main` computes on unranked tensors the pass
/// can rank; `partial` has a call result no interface ranks.
const UNRANKED: &str = "toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<*xf64>
  %2 = toy.mul %1, %1 : tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}
toy.func @callee(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func @partial() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.generic_call @callee(%0) : (tensor<2xf64>) -> tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}
";

/// The `#[pass]` `toy-shape-inference`, by name in a pipeline with its
/// option, and by its flag: it ranks what it can, and without
/// `allow-partial` fails on the function it cannot finish.
#[test]
fn shape_inference_runs_as_a_pass_by_name_and_by_flag() {
    let pipeline = "--pass-pipeline=builtin.module(toy.func(toy-shape-inference{allow-partial=1}))";
    let out = run(&[pipeline, "--dump-pass-pipeline"], "unranked.mlir", UNRANKED);
    assert_eq!(
        out.stderr_lossy(),
        "Pass Manager with 1 passes:
builtin.module(
  toy.func(
    toy-shape-inference{allow-partial=true}
  )
)

"
    );
    let printed = out.stdout_lossy();
    assert!(printed.contains("%1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>"));
    assert!(printed.contains("%2 = toy.mul %1, %1 : tensor<3x2xf64>"));
    assert!(printed.contains("toy.print %2 : tensor<3x2xf64>"));
    // `partial` keeps its unranked results.
    assert!(printed.contains("%2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>"));

    let failed = run(&["--toy-shape-inference"], "unranked.mlir", UNRANKED);
    assert_eq!(failed.code, 1);
    assert_eq!(failed.stdout_lossy(), "");
    assert!(failed.stderr_lossy().starts_with(
        "unranked.mlir:11:1: error: Shape inference failed, 2 operations couldn't be inferred\n"
    ));

    let bad = run(&["--toy-shape-inference=allow-partial=maybe"], "unranked.mlir", UNRANKED);
    assert!(bad.stderr_lossy().starts_with(
        "toy-opt: for the --allow-partial option: 'maybe' is invalid value for boolean \
         argument! Try 0 or 1\n"
    ));
    let unknown = run(&["--toy-shape-inference=max=1"], "unranked.mlir", UNRANKED);
    assert!(unknown.stderr_lossy().contains("<Pass-Options-Parser>: no such option max"));
}

/// `codegen.mlir` as the tutorial's front end emits it from chapter 4 on:
/// every function but `main` private.
fn chapter_4_program() -> String {
    include_str!("codegen.mlir")
        .replace("toy.func @multiply_transpose", "toy.func private @multiply_transpose")
}

/// What the tutorial shows after inlining: the reshapes folded into the
/// constants by the canonicalization the inliner runs first; the first
/// call, whose result nobody reads, gone with its inlined ops; the second
/// one's body in its place, a `toy.cast` to `tensor<*xf64>` for each
/// argument (`b`, then `a`); the private function, called no more,
/// erased. Chapter 4 shows two equal constants; with chapter 7's constant
/// folder, which our dialect has, the canonicalization keeps one, as it
/// keeps one of any equal constants of a region.
const CHAPTER_4_INLINED: &str = "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
    %2 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
    %3 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
    %4 = toy.transpose(%2 : tensor<*xf64>) to tensor<*xf64>
    %5 = toy.mul %3, %4 : tensor<*xf64>
    toy.print %5 : tensor<*xf64>
    toy.return
  }
}

";

/// Chapter 4's inlining, through the dialect's `DialectInlinerInterface`
/// model: every `toy.generic_call` is replaced by the callee's body and
/// the private callee erased. A public callee is inlined the same but
/// stays.
#[test]
fn inline_replaces_every_call_as_chapter_4_shows() {
    let out = run(&["--inline"], "ch4.mlir", &chapter_4_program());
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout_lossy(), CHAPTER_4_INLINED);
    // The casts are located at the call they stand in for (line 25 of
    // the input), the inlined ops at their place in the callee, called
    // from there.
    let located = run(&["--inline", "--mlir-print-debuginfo"], "ch4.mlir", &chapter_4_program());
    let text = located.stdout_lossy();
    assert!(text.contains("= toy.cast %0 : tensor<2x3xf64> to tensor<*xf64> loc(#loc3)"), "{text}");
    assert!(text.contains("#loc3 = loc(\"ch4.mlir\":25:8)"), "{text}");
    assert!(text.contains("#loc9 = loc(callsite(#loc4 at #loc3))"), "{text}");
    assert!(text.contains("#loc4 = loc(\"ch4.mlir\":14:8)"), "{text}");

    let public = run(&["--inline"], "codegen.mlir", include_str!("codegen.mlir"));
    let public = public.stdout_lossy();
    assert!(public.contains("toy.func @multiply_transpose("), "{public}");
    assert!(!public.contains("toy.generic_call"), "{public}");
    assert_eq!(public.matches("toy.cast").count(), 2, "{public}");
}

/// The tutorial's `-opt` at chapter 4, the pipeline `toy-optimize`:
/// inlining, then shape inference ranks every tensor (the casts become
/// casts to their operands' own types), and canonicalization and CSE
/// leave one constant, one transpose and one product; also as the flag
/// `--toy-optimize`.
#[test]
fn the_optimize_pipeline_inlines_then_infers_shapes() {
    let flags = ["--pass-pipeline=builtin.module(toy-optimize)"];
    let out = run(&flags, "ch4.mlir", &chapter_4_program());
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(
        out.stdout_lossy(),
        "module {
  toy.func @main() {
    %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
    %2 = toy.mul %1, %1 : tensor<3x2xf64>
    toy.print %2 : tensor<3x2xf64>
    toy.return
  }
}

"
    );
    // The pipeline's own flag runs the same passes.
    let by_flag = run(&["--toy-optimize"], "ch4.mlir", &chapter_4_program());
    assert_eq!((by_flag.stdout_lossy(), by_flag.stderr_lossy()), (out.stdout_lossy(), "".into()));
    // A public callee stays, and shape inference fails on its unranked
    // body, as the tutorial's pass does: why its front end makes every
    // function but `main` private.
    let public = run(&flags, "codegen.mlir", include_str!("codegen.mlir"));
    assert_eq!(public.code, 1);
    assert!(public.stderr_lossy().starts_with(
        "codegen.mlir:13:1: error: Shape inference failed, 3 operations couldn't be inferred\n"
    ));
}

/// Where `toy.cast` cannot convert (a struct of another type), no cast is
/// left behind: the one made for the first argument is removed and the
/// call stays. A callee returning another type than the call's result
/// gets a cast back to the call's type after its inlined body.
#[test]
fn inline_converts_with_toy_cast_or_leaves_the_call() {
    let text = "toy.func private @pair(%arg0: tensor<*xf64>, %arg1: !toy.struct<tensor<*xf64>>) -> tensor<*xf64> {
  toy.return %arg0 : tensor<*xf64>
}
toy.func private @square(%arg0: tensor<2xf64>) -> tensor<2xf64> {
  %0 = toy.mul %arg0, %arg0 : tensor<2xf64>
  toy.return %0 : tensor<2xf64>
}
toy.func @main(%arg0: !toy.struct<tensor<2xf64>>) {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %1 = toy.generic_call @pair(%0, %arg0) : (tensor<2xf64>, !toy.struct<tensor<2xf64>>) -> tensor<*xf64>
  %2 = toy.generic_call @square(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.print %2 : tensor<*xf64>
  toy.return
}
";
    let out = run(&["--inline"], "casts.mlir", text);
    assert_eq!(out.stderr_lossy(), "");
    assert_eq!(
        out.stdout_lossy(),
        "module {
  toy.func private @pair(%arg0: tensor<*xf64>, %arg1: !toy.struct<tensor<*xf64>>) -> tensor<*xf64> {
    toy.return %arg0 : tensor<*xf64>
  }
  toy.func @main(%arg0: !toy.struct<tensor<2xf64>>) {
    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %1 = toy.generic_call @pair(%0, %arg0) : (tensor<2xf64>, !toy.struct<tensor<2xf64>>) -> tensor<*xf64>
    %2 = toy.mul %0, %0 : tensor<2xf64>
    %3 = toy.cast %2 : tensor<2xf64> to tensor<*xf64>
    toy.print %1 : tensor<*xf64>
    toy.print %3 : tensor<*xf64>
    toy.return
  }
}

"
    );
}

/// `toy.cast` converts between tensors of `f64` of compatible shapes only;
/// its interface checks that first, as listed first (as in the tutorial).
#[test]
fn cast_checks_its_types() {
    let ok = "toy.func @f(%a: tensor<2xf64>) {\n  \
              %0 = toy.cast %a : tensor<2xf64> to tensor<*xf64>\n  toy.return\n}\n";
    assert_eq!(run(&[], "ok.mlir", ok).code, 0);
    let bad = "toy.func @f(%a: tensor<2xf64>) {\n  \
               %0 = toy.cast %a : tensor<2xf64> to tensor<3xf64>\n  toy.return\n}\n";
    let out = run(&[], "bad.mlir", bad);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr_lossy().starts_with(
            "bad.mlir:2:8: error: 'toy.cast' op operand type 'tensor<2xf64>' and result type \
             'tensor<3xf64>' are cast incompatible\n"
        ),
        "{}",
        out.stderr_lossy()
    );
}

/// The `.mlir` tests in `examples/toy/mlir/` (RUN lines, FileCheck checks,
/// `--verify-diagnostics` with `// -----` chunks), run through `toy-opt`
/// by the harness a crate of its own reaches as `mlir_rs::testing` (cargo
/// feature `testing`).
#[test]
fn the_mlir_tests_pass() {
    use mlir_rs::testing::MlirTests;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/mlir");
    let tests = MlirTests::new(dir, tool("toy-opt"));
    assert_eq!(tests.check_all(), Ok(7));
}

/// Chapter 5's lowering rolls back as a whole: `main` was already moved
/// into a `func.func` (the two functions exchanged bodies) and its
/// constant lowered when the unranked transpose fails; the module is then
/// exactly as it was, and its ops are still those of the `toy.func`.
#[test]
fn a_failed_lowering_to_affine_leaves_the_module_as_it_was() {
    let text = "toy.func @main() {
  %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
  %1 = toy.transpose(%0 : tensor<2xf64>) to tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
";
    let ctx = std::sync::Arc::new(Context::with_dialects(&registry()));
    let mut module = Module::parse(&ctx, "unranked.mlir", text).unwrap();
    let before = module.print(&Default::default());
    let top = module.op().as_op();
    let ir = module.ir_mut();
    let func = top.region(ir, 0).first_block(ir).unwrap().ops(ir).next().unwrap();
    let constant = func.region(ir, 0).first_block(ir).unwrap().ops(ir).next().unwrap();
    let failure = lower_to_affine::lower_to_affine(ir, top).expect_err("the transpose stays");
    assert_eq!(
        failure.diagnostics[0].message,
        "failed to legalize operation 'toy.transpose' that was explicitly marked illegal"
    );
    assert_eq!(module.print(&Default::default()), before);
    let ir = module.ir_mut();
    assert_eq!(constant.parent_op(ir), Some(func), "the body is the toy.func's again");
    assert_eq!(top.region(ir, 0).first_block(ir).unwrap().ops(ir).count(), 1);
    module.verify().expect("the module still verifies");
}

/// The lowered Toy programs go on through the standard passes exactly as
/// mlir-opt 22 takes them: `examples/toy/lowering/regen.sh` had mlir-opt
/// run `--lower-affine --convert-scf-to-cf` (with and without
/// `--canonicalize --cse` first) on what `--toy-to-affine` prints, which
/// is checked here to be still what the pass prints.
#[test]
fn lowered_toy_goes_on_through_the_standard_passes_as_with_mlir_opt() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lowering");
    let read = |name: &str| {
        std::fs::read_to_string(format!("{dir}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let generic = "--mlir-print-op-generic";
    let to_cf = ["--lower-affine", "--convert-scf-to-cf"];
    for input in ["ch5", "shapes"] {
        let (name, text) = (format!("{input}.mlir"), read(&format!("{input}.mlir")));
        let affine = run(&["--toy-to-affine", generic], &name, &text);
        assert_eq!(affine.stdout_lossy(), read(&format!("{input}.affine.mlir")), "{input}");
        let flags: Vec<&str> =
            ["--toy-to-affine"].into_iter().chain(to_cf).chain([generic]).collect();
        let cf = run(&flags, &name, &text);
        assert_eq!(cf.stderr_lossy(), "", "{input}");
        assert_eq!(cf.stdout_lossy(), read(&format!("{input}.cf.out")), "{input}");
        let optimized = ["--toy-to-affine", "--canonicalize", "--cse"];
        let flags: Vec<&str> = optimized.into_iter().chain(to_cf).chain([generic]).collect();
        let opt_cf = run(&flags, &name, &text);
        assert_eq!(opt_cf.stdout_lossy(), read(&format!("{input}.opt-cf.out")), "{input}");
    }
}
