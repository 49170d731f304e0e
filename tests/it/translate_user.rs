//! A user's dialect translated to LLVM IR through the facade (feature
//! `llvm`): its op survives the lowering to `llvm` and becomes LLVM
//! instructions through its `LlvmTranslationInterface` model. The expected
//! text is mlir-translate 22's for the same function written with
//! `llvm.add` (`twice.double %a` is `%a + %a`).

use mlir_rs::prelude::*;
use mlir_rs::translate::llvm_ir::capi::Builder;
use mlir_rs::translate::llvm_ir::{
    LlvmTranslationInterface, ModuleTranslation, attach_llvm_translation_interface,
    translate_module_to_llvm_ir,
};
use mlir_rs::translate::{TranslateTool, Translation, llvm_ir_registry};

/// The dialect translated: `twice.double %x : i32` is `%x + %x`.
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

/// The dialect's model: `twice.double` becomes an `add` of its operand
/// with itself.
struct TwiceTranslation;

impl LlvmTranslationInterface for TwiceTranslation {
    fn convert_operation<'m>(
        &self,
        op: Op,
        builder: &Builder<'m>,
        translation: &mut ModuleTranslation<'m, '_>,
    ) -> Result<(), Diagnostic> {
        let [x] = translation.operands(op)?[..] else {
            return Err(op.emit_error(translation.ir(), "expected one operand"));
        };
        let sum = builder.binary("add", x, x).expect("add is a binary operator");
        translation.map_result(op, sum);
        Ok(())
    }
}

fn tool() -> TranslateTool {
    let mut registry = llvm_ir_registry();
    registry.insert::<twice::Twice>();
    attach_llvm_translation_interface(&mut registry, "twice", TwiceTranslation);
    let mut tool = TranslateTool::new("twice-translate");
    tool.register(Translation::new(
        "mlir-to-llvmir",
        "Translate MLIR to LLVMIR",
        registry,
        translate_module_to_llvm_ir,
    ));
    tool
}

fn run(input: &str) -> (i32, String, String) {
    let args: Vec<String> = ["twice-translate", "--mlir-to-llvmir", "-"].map(String::from).into();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = tool().run(&args, &mut input.as_bytes(), &mut out, &mut err);
    (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
}

#[test]
fn a_users_op_becomes_llvm_instructions() {
    let input = "llvm.func @f(%a: i32) -> i32 {
  %d = twice.double %a : i32
  %e = llvm.mul %d, %a : i32
  llvm.return %e : i32
}
";
    let (code, out, err) = run(input);
    assert_eq!(code, 0, "{err}");
    let expected = "; ModuleID = 'LLVMDialectModule'
source_filename = \"LLVMDialectModule\"

define i32 @f(i32 %0) {
  %2 = add i32 %0, %0
  %3 = mul i32 %2, %0
  ret i32 %3
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !\"Debug Info Version\", i32 3}
";
    assert_eq!(out, expected);
}

#[test]
fn an_op_of_a_dialect_without_a_model_is_refused() {
    // `func.func` is parsed by the translation but has no model.
    let input = "func.func @g() {
  return
}
";
    let (code, _, err) = run(input);
    assert_eq!(code, 1);
    assert!(err.contains("missing `LLVMTranslationDialectInterface` registration"), "{err}");
}
