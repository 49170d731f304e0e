//! The fold of `CastOpInterface` in a user's dialect: a cast whose operand
//! types are its result types folds to its operands (MLIR's trait fold of
//! the interface), any other cast does not; the canonicalizer then erases
//! it. An op given the interface's model without listing its marker trait
//! still gets the interface's verifier and fold, as MLIR adds an
//! interface's trait to the ops declaring it.

use std::sync::Arc;

use mlir_rs::core::definitions::interfaces::cast::{CastOpInterfaceModel, CastOpInterfaceTrait};
use mlir_rs::core::rewrite::{FoldResult, OpFoldResult};
use mlir_rs::core::transforms::canonicalize::canonicalize;
use mlir_rs::core::transforms::folding::fold_one_op::fold_op;
use mlir_rs::prelude::*;

/// A dialect with one cast.
#[dialect(name = "conv", ops = [ConvertOp, LooseOp])]
pub struct Conv;

/// Converts between any two integer types.
#[op(dialect = Conv, name = "convert", traits = [Pure, CastOpInterfaceTrait],
     interfaces = [CastOpInterfaceModel = INTEGER_CASTS],
     format = "$input attr-dict `:` type($input) `to` type($output)")]
pub struct ConvertOp {
    #[operand]
    input: AnyInteger,
    #[result]
    output: AnyInteger,
}

/// Converts between integer types; its traits do not list the
/// interface's marker.
#[op(dialect = Conv, name = "loose", traits = [Pure],
     interfaces = [CastOpInterfaceModel = INTEGER_CASTS],
     format = "$input attr-dict `:` type($input) `to` type($output)")]
pub struct LooseOp {
    #[operand]
    input: AnyType,
    #[result]
    output: AnyType,
}

/// The conversions `conv.convert` allows: integer to integer.
struct IntegerCasts;

impl CastOpInterfaceModel for IntegerCasts {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        inputs.len() == 1
            && outputs.len() == 1
            && inputs[0].as_integer(ctx).is_some()
            && outputs[0].as_integer(ctx).is_some()
    }
}

const INTEGER_CASTS: IntegerCasts = IntegerCasts;

const INPUT: &str = r#"func.func @f(%x: i32) -> (i32, i64) {
  %same = conv.convert %x : i32 to i32
  %wider = conv.convert %x : i32 to i64
  return %same, %wider : i32, i64
}
"#;

fn parse() -> Module {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<Conv>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    Module::parse(&ctx, "input.mlir", INPUT).expect("the input parses")
}

#[test]
fn an_identity_cast_folds_to_its_operand_and_no_other_cast_folds() {
    let mut module = parse();
    let root = module.op();
    let ir = module.ir_mut();
    let func = root.body(ir).ops(ir).next().unwrap();
    let body = func.region(ir, 0).first_block(ir).unwrap();
    let arg = body.arg(ir, 0);
    let casts: Vec<Op> = body.ops(ir).filter(|&op| ConvertOp::isa(ir, op)).collect();
    assert_eq!(fold_op(ir, casts[0]), FoldResult::Replaced(vec![OpFoldResult::Value(arg)]));
    assert_eq!(fold_op(ir, casts[1]), FoldResult::Failed);
}

#[test]
fn the_canonicalizer_erases_an_identity_cast() {
    let mut module = parse();
    let root = module.op().as_op();
    canonicalize(module.ir_mut(), root);
    let printed = module.print(&PrintOptions::default());
    assert!(printed.contains("conv.convert %arg0 : i32 to i64"), "{printed}");
    assert!(!printed.contains("i32 to i32"), "{printed}");
    assert!(printed.contains("return %arg0, %0 : i32, i64"), "{printed}");
}

#[test]
fn a_model_without_its_marker_still_verifies_and_folds() {
    let ctx = parse().ir().ctx_arc().clone();
    let bad =
        "func.func @g(%x: i32) -> f32 {\n  %y = conv.loose %x : i32 to f32\n  return %y : f32\n}\n";
    let errors = Module::parse(&ctx, "bad.mlir", bad).expect_err("an integer to float cast fails");
    let message = errors.first_message();
    assert!(
        message.contains("operand type 'i32' and result type 'f32' are cast incompatible"),
        "{message}"
    );
    let good =
        "func.func @g(%x: i32) -> i32 {\n  %y = conv.loose %x : i32 to i32\n  return %y : i32\n}\n";
    let mut module = Module::parse(&ctx, "good.mlir", good).expect("an identity cast verifies");
    let root = module.op().as_op();
    canonicalize(module.ir_mut(), root);
    let printed = module.print(&PrintOptions::default());
    assert!(!printed.contains("conv.loose"), "{printed}");
}
