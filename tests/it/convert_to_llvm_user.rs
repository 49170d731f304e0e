//! A user's dialect joining `convert-to-llvm` through the facade: a
//! `ConvertToLlvmPatternInterface` model attached to the dialect in the
//! registry lowers its op beside the standard dialects' models, and
//! `filter-dialects` leaves it out. The expected texts follow from the
//! lowering's rules by hand (mlir-opt has no such dialect).

use mlir_rs::dialects::conversion::convert_to_llvm::{
    ConvertToLlvmPatternInterface, attach_convert_to_llvm_interface,
};
use mlir_rs::dialects::conversion::llvm_common::{LlvmTypeConverter, build_named};
use mlir_rs::opt::{OptTool, standard_registry};
use mlir_rs::prelude::*;

/// The dialect lowered: `twice.double %x : i32` is `%x + %x`.
mod twice {
    use mlir_rs::prelude::*;

    #[dialect(name = "twice", ops = [DoubleOp])]
    pub struct Twice;

    /// `twice.double %x : i32`
    #[op(dialect = Twice, name = "double", traits = [Pure, SameOperandsAndResultType],
         format = "$input attr-dict `:` type($result)")]
    pub struct DoubleOp {
        #[operand]
        input: AnyInteger,
        #[result]
        result: AnyInteger,
    }
}

/// `twice.double` to `llvm.add` of its converted operand with itself.
struct LowerDouble;

impl OpConversionPattern for LowerDouble {
    type Op = twice::DoubleOp;

    fn match_and_rewrite(
        &self,
        op: twice::DoubleOp,
        operands: &[ValueVector],
        rw: &mut ConversionPatternRewriter<'_>,
    ) -> RewriteResult {
        let op = op.as_op();
        let [x] = operands[0].as_slice() else {
            return rw.notify_match_failure(op, "one value per operand");
        };
        let ty = x.ty(rw);
        let loc = op.loc(rw);
        let add = build_named(rw, loc, "llvm.add", &[*x, *x], &[ty], &[]);
        let sum = add.result(rw, 0);
        rw.replace_op(op, &[sum]);
        Ok(())
    }
}

/// The dialect's model: its one pattern, under the LLVM type converter.
struct TwiceToLlvm;

impl ConvertToLlvmPatternInterface for TwiceToLlvm {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _target: &mut ConversionTarget,
        converter: &LlvmTypeConverter,
        patterns: &mut ConversionPatternSet,
    ) {
        patterns.add_with_converter(LowerDouble, converter.converter());
    }
}

fn tool() -> OptTool {
    let mut registry = standard_registry();
    registry.insert::<twice::Twice>();
    attach_convert_to_llvm_interface(&mut registry, "twice", TwiceToLlvm);
    let mut tool = OptTool::new("user-opt", &registry);
    tool.register_dialect_passes();
    tool
}

const INPUT: &str = "func.func @f(%a: i32, %i: index) -> (i32, index) {
  %d = twice.double %a : i32
  %j = arith.addi %i, %i : index
  return %d, %j : i32, index
}
";

#[test]
fn a_users_dialect_lowers_with_the_standard_ones() {
    let out = tool().run_in_memory(&["--convert-to-llvm"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let expected = "module {
  llvm.func @f(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
    %0 = llvm.add %arg0, %arg0 : i32
    %1 = llvm.add %arg1, %arg1 : i64
    %2 = llvm.mlir.poison : !llvm.struct<(i32, i64)>
    %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(i32, i64)> 
    %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(i32, i64)> 
    llvm.return %4 : !llvm.struct<(i32, i64)>
  }
}

";
    assert_eq!(out.stdout_lossy(), expected);
}

#[test]
fn filter_dialects_leaves_the_users_dialect() {
    let out =
        tool().run_in_memory(&["--convert-to-llvm=filter-dialects=func,arith"], "in.mlir", INPUT);
    assert_eq!(out.code, 0, "{}", out.stderr_lossy());
    let text = out.stdout_lossy();
    assert!(text.contains("twice.double"), "{text}");
    assert!(text.contains("llvm.func @f"), "{text}");
    assert!(!text.contains("arith.addi"), "{text}");
}

#[test]
fn a_tool_without_the_dialect_passes_says_how_to_register_them() {
    let mut registry = standard_registry();
    registry.insert::<twice::Twice>();
    let tool = OptTool::new("user-opt", &registry);
    let out = tool.run_in_memory(&["--convert-to-llvm"], "in.mlir", INPUT);
    assert_eq!(out.code, 1);
    let stderr = out.stderr_lossy();
    assert!(stderr.contains("unexpected argument '--convert-to-llvm'"), "{stderr}");
    assert!(
        stderr.contains(
            "note: '--convert-to-llvm' is a pass of the standard dialects that user-opt does not \
             register: call `OptTool::register_dialect_passes`"
        ),
        "{stderr}"
    );
    // A flag that is no pass at all gets no note.
    let out = tool.run_in_memory(&["--no-such-pass"], "in.mlir", INPUT);
    assert!(!out.stderr_lossy().contains("note:"), "{}", out.stderr_lossy());
}
