//! The folds of the `Commutative`, `Involution` and `Idempotent` traits
//! (`mlir_core::transforms::folding::fold_one_op::fold_op`) on ops that mirror mlir-opt
//! 22's registered `test` dialect (`test.op_idempotent_trait`,
//! `test.op_idempotent_trait_binary`,
//! `test.op_involution_trait_no_operation_fold`, `test.op_commutative`,
//! `test.op_commutative2`), compared byte for byte with mlir-opt's
//! `--test-single-fold` output (`tests/trait_folds/input.mlir.out`, written
//! by `regen.sh` with mlir-opt).
//!
//! The test drives the folds as `--test-single-fold` orders them — every
//! op, in reverse pre-order; a fold to values replaces the op and erases
//! it, an in-place fold keeps it — but not its constant handling (the
//! operation folder's de-duplication and hoisting, still to come): the
//! input's constants are already unique and first in their blocks, where
//! the folder would leave them.

use std::path::Path;
use std::sync::Arc;

use mlir_rs::core::ir::{InsertPoint, WalkControl, WalkOrder};
use mlir_rs::core::rewrite::{FoldResult, OpFoldResult, PatternRewriter};
use mlir_rs::core::transforms::folding::fold_one_op::{constant_of_op, fold_op};
use mlir_rs::prelude::*;

/// The trait-folding ops of mlir-opt's `test` dialect.
#[dialect(name = "test", ops = [IdempotentOp, IdempotentBinaryOp, InvolutionOp, Commutative4Op,
                                Commutative2Op])]
pub struct TestDialect;

/// `f(f(x)) = f(x)`.
#[op(dialect = TestDialect, name = "op_idempotent_trait", traits = [Idempotent])]
pub struct IdempotentOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

/// `f(x, x) = x`.
#[op(dialect = TestDialect, name = "op_idempotent_trait_binary", traits = [Idempotent])]
pub struct IdempotentBinaryOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
    #[result]
    result: AnyType,
}

/// `f(f(x)) = x`, without a fold of its own.
#[op(dialect = TestDialect, name = "op_involution_trait_no_operation_fold", traits = [Involution])]
pub struct InvolutionOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

/// Four commutative operands.
#[op(dialect = TestDialect, name = "op_commutative", traits = [Commutative])]
pub struct Commutative4Op {
    #[operand]
    a: AnyType,
    #[operand]
    b: AnyType,
    #[operand]
    c: AnyType,
    #[operand]
    d: AnyType,
    #[result]
    result: AnyType,
}

/// Two commutative operands.
#[op(dialect = TestDialect, name = "op_commutative2", traits = [Commutative])]
pub struct Commutative2Op {
    #[operand]
    a: AnyType,
    #[operand]
    b: AnyType,
    #[result]
    result: AnyType,
}

/// Folds every op in reverse pre-order, as `--test-single-fold` does,
/// without its constant handling (see the module).
fn fold_all(module: &mut Module) {
    let top = module.op().as_op();
    let mut ops = Vec::new();
    module.ir().walk(top, WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        WalkControl::Advance
    });
    let ir = module.ir_mut();
    for op in ops.into_iter().rev() {
        // A constant folds to its own value: the folder's business.
        if constant_of_op(ir, op).is_some() {
            continue;
        }
        match fold_op(ir, op) {
            FoldResult::Replaced(results) | FoldResult::UpdatedThenReplaced(_, results) => {
                let values: Vec<Value> = results
                    .iter()
                    .map(|r| match r {
                        OpFoldResult::Value(v) => *v,
                        OpFoldResult::Attr(_) => panic!("no op of the input folds to a constant"),
                    })
                    .collect();
                PatternRewriter::new(ir, InsertPoint::Before(op)).replace_op(op, &values);
            }
            FoldResult::InPlace
            | FoldResult::Update(_)
            | FoldResult::Unreported(_)
            | FoldResult::Failed => {}
        }
    }
}

#[test]
fn trait_folds_match_mlir_opt_test_single_fold() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/trait_folds");
    let input = std::fs::read_to_string(dir.join("input.mlir")).unwrap();
    let expected = std::fs::read_to_string(dir.join("input.mlir.out")).unwrap();
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<TestDialect>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    let mut module = Module::parse(&ctx, "input.mlir", &input).expect("the input parses");
    fold_all(&mut module);
    // mlir-opt writes a newline after the module.
    let printed = module.print(&PrintOptions::default()) + "\n";
    assert_eq!(printed, expected, "\n--- ours ---\n{printed}\n--- mlir-opt ---\n{expected}");
}
