//! A constant-like op's value, as folding reads it (`constant_of_op`):
//! the `#[op]` macro reads it straight from the fold method for the usual
//! return types and through `FoldResult` for any other; every kind of
//! return type gives the value its fold gives, and the greedy driver folds
//! with each.

use std::sync::Arc;

use mlir_rs::core::ir::{WalkControl, WalkOrder};
use mlir_rs::core::rewrite::{FoldResult, OpFoldResult};
use mlir_rs::core::transforms::folding::fold_one_op::constant_of_op;
use mlir_rs::prelude::*;

/// Constants whose folds return each kind of result.
#[dialect(name = "cv", ops = [OptionConstOp, PlainConstOp, ResultConstOp, VecConstOp,
                              FailingConstOp])]
pub struct ConstantsDialect;

/// Folds to `Option<OpFoldResult>`.
#[op(dialect = ConstantsDialect, name = "option", traits = [ConstantLike, Pure], fold)]
pub struct OptionConstOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

impl OptionConstOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        Some(OpFoldResult::Attr(self.value(ir)))
    }
}

/// Folds to `OpFoldResult`.
#[op(dialect = ConstantsDialect, name = "plain", traits = [ConstantLike, Pure], fold)]
pub struct PlainConstOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

impl PlainConstOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> OpFoldResult {
        OpFoldResult::Attr(self.value(ir))
    }
}

/// Folds to `FoldResult`: read through the conversion.
#[op(dialect = ConstantsDialect, name = "result", traits = [ConstantLike, Pure], fold)]
pub struct ResultConstOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

impl ResultConstOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult {
        FoldResult::Replaced(vec![OpFoldResult::Attr(self.value(ir))])
    }
}

/// Folds to `Option<Vec<OpFoldResult>>`.
#[op(dialect = ConstantsDialect, name = "vec", traits = [ConstantLike, Pure], fold)]
pub struct VecConstOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

impl VecConstOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<Vec<OpFoldResult>> {
        Some(vec![OpFoldResult::Attr(self.value(ir))])
    }
}

/// Constant-like, but its fold gives nothing: it holds no known value.
#[op(dialect = ConstantsDialect, name = "failing", traits = [ConstantLike, Pure], fold)]
pub struct FailingConstOp {
    #[attr]
    value: AnyAttr,
    #[result]
    result: AnyType,
}

impl FailingConstOp {
    fn fold(self, _ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult {
        FoldResult::Failed
    }
}

const INPUT: &str = r#"func.func @f() -> (i32, i32, i32, i32, i32) {
  %0 = "cv.option"() <{value = 1 : i32}> : () -> i32
  %1 = "cv.plain"() <{value = 2 : i32}> : () -> i32
  %2 = "cv.result"() <{value = 3 : i32}> : () -> i32
  %3 = "cv.vec"() <{value = 4 : i32}> : () -> i32
  %4 = "cv.failing"() <{value = 5 : i32}> : () -> i32
  %a = arith.addi %0, %1 : i32
  %b = arith.addi %a, %2 : i32
  %c = arith.addi %b, %3 : i32
  %d = arith.addi %c, %4 : i32
  return %a, %b, %c, %d, %4 : i32, i32, i32, i32, i32
}
"#;

fn context() -> Arc<Context> {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<ConstantsDialect>();
    Arc::new(Context::with_dialects(&registry))
}

#[test]
fn each_kind_of_fold_result_gives_the_constant_its_fold_gives() {
    let ctx = context();
    let module = Module::parse(&ctx, "input.mlir", INPUT).expect("the input parses");
    let ir = module.ir();
    let mut values = Vec::new();
    module.ir().walk(module.op().as_op(), WalkOrder::PreOrder, |_, op| {
        if op.name(ir).as_str(&ctx).starts_with("cv.") {
            values.push(constant_of_op(ir, op));
        }
        WalkControl::Advance
    });
    let i32 = ctx.integer_type(32);
    let expected: Vec<_> = (1..=4).map(|v| Some(ctx.integer_attr_i64(i32, v))).collect();
    assert_eq!(values, [&expected[..], &[None]].concat());
    // Each is read without the fold's result list where its type allows,
    // and through it otherwise: all have the hook.
    let has_hook =
        |name: &str| ctx.op_name(name).def(&ctx).is_some_and(|d| d.constant_value.is_some());
    assert!(
        ["cv.option", "cv.plain", "cv.result", "cv.vec", "cv.failing"].iter().all(|n| has_hook(n))
    );
    assert!(!has_hook("arith.addi"));
}

#[test]
fn canonicalize_folds_with_each_kind_of_constant() {
    let ctx = context();
    let mut module = Module::parse(&ctx, "input.mlir", INPUT).expect("the input parses");
    let mut pm = PassManager::new("builtin.module");
    pm.add(mlir_rs::core::pass::standard::Canonicalizer::default());
    let root = module.op().as_op();
    pm.run(module.ir_mut(), root).expect("canonicalize succeeds");
    let printed = module.print(&PrintOptions::default());
    // 1 + 2, + 3, + 4 fold to constants; the failing constant's sum stays.
    for expected in ["arith.constant 3 : i32", "arith.constant 6 : i32", "arith.constant 10 : i32"]
    {
        assert!(printed.contains(expected), "{expected} missing from:\n{printed}");
    }
    assert!(printed.contains("arith.addi %0, %c10_i32 : i32"), "{printed}");
}
