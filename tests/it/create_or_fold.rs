//! `create_or_fold` on the builder and on the pattern rewriter: an op that
//! folds to existing values is not created, one that folds to constants
//! is replaced by the constants its dialect materializes (where it would
//! have been, with its location), and one that does not fold, or folds in
//! place, is created.

use std::sync::Arc;

use mlir_rs::core::ir::{Block, InsertPoint, Op, OperationState};
use mlir_rs::core::rewrite::{
    FoldAdaptor, FoldResult, OpFoldResult, OpUpdate, PatternRewriter, RewriteListener,
};
use mlir_rs::core::transforms::folding::fold_one_op::fold_op;
use mlir_rs::dialects::arith;
use mlir_rs::prelude::*;

/// Ops with trait folds and one that folds to a constant.
#[dialect(name = "fold", ops = [TwiceOp, AddOp, FortyTwoOp, LookThroughOp], materialize_constant)]
pub struct FoldDialect;

impl FoldDialect {
    /// Folded constants become `arith.constant`s.
    fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        _ty: Type,
        loc: Location,
    ) -> Option<Op> {
        Some(arith::ConstantOp::build_inferred(builder, loc, value).ok()?.as_op())
    }
}

/// Idempotent: `twice(twice(x))` is `twice(x)`.
#[op(dialect = FoldDialect, name = "twice", traits = [Idempotent])]
pub struct TwiceOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

/// Commutative: constants move to the right.
#[op(dialect = FoldDialect, name = "add", traits = [Commutative])]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[operand]
    rhs: AnyType,
    #[result]
    result: AnyType,
}

/// Folds to the constant 42 of its result type.
#[op(dialect = FoldDialect, name = "forty_two", fold)]
pub struct FortyTwoOp {
    #[result]
    result: AnyType,
}

impl FortyTwoOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let ty = self.result(ir).ty(ir);
        Some(OpFoldResult::Attr(ir.ctx().integer_attr_i64(ty, 42)))
    }
}

/// Folds in place: an operand made by `fold.twice` is replaced by that
/// op's own operand (as MLIR's folders that look through casts do).
#[op(dialect = FoldDialect, name = "look_through", fold)]
pub struct LookThroughOp {
    #[operand]
    input: AnyType,
    #[result]
    result: AnyType,
}

impl LookThroughOp {
    fn fold(self, ir: &IrView, _adaptor: &FoldAdaptor<'_>) -> FoldResult {
        let Some(def) = self.input(ir).defining_op(ir) else { return FoldResult::Failed };
        if !TwiceOp::isa(ir, def) {
            return FoldResult::Failed;
        }
        OpUpdate::new().with_operands(vec![def.operand(ir, 0)]).into()
    }
}

const INPUT: &str = r#"
func.func @f(%x: i32) {
  %c = arith.constant 1 : i32
  %t = "fold.twice"(%x) : (i32) -> i32
  "u.use"(%t) : (i32) -> ()
  return
}
"#;

fn parse() -> Module {
    let mut registry = mlir_rs::opt::standard_registry();
    registry.insert::<FoldDialect>();
    let ctx = Arc::new(Context::with_dialects(&registry));
    ctx.set_allow_unregistered_dialects(true);
    Module::parse(&ctx, "input.mlir", INPUT).expect("the input parses")
}

/// The op named `name` (the first, in the function's body).
fn find(module: &Module, name: &str) -> Op {
    let ir = module.ir();
    let func = module.op().body(ir).ops(ir).next().unwrap();
    let body = func.region(ir, 0).first_block(ir).unwrap();
    body.ops(ir).find(|op| op.name(ir).as_str(ir.ctx()) == name).unwrap()
}

fn state(module: &Module, name: &str, operands: Vec<Value>) -> OperationState {
    let ctx = module.ir().ctx_arc().clone();
    let mut state = OperationState::new(ctx.op_name(name), ctx.file_loc("built", 7, 9));
    state.operands = operands;
    state.result_types = vec![ctx.integer_type(32)];
    state
}

fn printed(module: &Module) -> String {
    module.print(&PrintOptions::default())
}

#[test]
fn folds_to_values_constants_or_in_place_through_the_builder() {
    let mut module = parse();
    let (c, t, user) =
        (find(&module, "arith.constant"), find(&module, "fold.twice"), find(&module, "u.use"));
    let (cv, tv) = (c.result(module.ir(), 0), t.result(module.ir(), 0));
    let twice = state(&module, "fold.twice", vec![tv]);
    let forty_two = state(&module, "fold.forty_two", vec![]);
    let add = state(&module, "fold.add", vec![cv, tv]);
    let plain = state(&module, "fold.add", vec![tv, cv]);
    let ir = module.ir_mut();
    let mut builder = Builder::new(ir, InsertPoint::Before(user));
    // Idempotent: the existing value, nothing created.
    assert_eq!(builder.create_or_fold(twice), vec![tv]);
    // A constant, materialized where the op would be.
    let constant = builder.create_or_fold(forty_two);
    // In place: created, its constant operand moved to the right.
    let added = builder.create_or_fold(add);
    let kept = builder.create_or_fold(plain);
    let uses = OperationState {
        operands: vec![constant[0], added[0], kept[0]],
        ..OperationState::new(builder.ctx().op_name("u.use"), builder.ctx().unknown_loc())
    };
    builder.build(uses);
    assert_eq!(
        printed(&module),
        "module {\n  func.func @f(%arg0: i32) {\n    %c1_i32 = arith.constant 1 : i32\n    %0 = \"fold.twice\"(%arg0) : (i32) -> i32\n    %c42_i32 = arith.constant 42 : i32\n    %1 = \"fold.add\"(%0, %c1_i32) : (i32, i32) -> i32\n    %2 = \"fold.add\"(%0, %c1_i32) : (i32, i32) -> i32\n    \"u.use\"(%c42_i32, %1, %2) : (i32, i32, i32) -> ()\n    \"u.use\"(%0) : (i32) -> ()\n    return\n  }\n}\n"
    );
    // The constant has the location the op was given.
    let loc = constant[0].defining_op(module.ir()).unwrap().loc(module.ir());
    assert_eq!(loc, module.ir().ctx().file_loc("built", 7, 9));
}

/// Records the ops the rewriter reports inserted.
#[derive(Default)]
struct Inserted(Vec<String>);
impl RewriteListener for Inserted {
    fn op_inserted(&mut self, ir: &IrView, op: Op) {
        self.0.push(op.name(ir).as_str(ir.ctx()).to_owned());
    }
    fn block_inserted(&mut self, _ir: &IrView, _block: Block) {}
}

#[test]
fn the_rewriter_reports_what_stays_or_replaces_the_op() {
    let mut module = parse();
    let (t, user) = (find(&module, "fold.twice"), find(&module, "u.use"));
    let tv = t.result(module.ir(), 0);
    let twice = state(&module, "fold.twice", vec![tv]);
    let forty_two = state(&module, "fold.forty_two", vec![]);
    let other = state(&module, "fold.twice", vec![tv]);
    let mut inserted = Inserted::default();
    let ir = module.ir_mut();
    let mut rw = PatternRewriter::with_listener(ir, InsertPoint::Before(user), &mut inserted);
    assert_eq!(rw.create_or_fold(twice), vec![tv]);
    let folded = rw.create_or_fold(forty_two);
    assert!(folded[0].defining_op(&rw).is_some_and(|op| arith::ConstantOp::isa(&rw, op)));
    let _ = rw.create_or_fold(other);
    assert_eq!(inserted.0, ["arith.constant"]);
}

#[test]
fn a_fold_hook_changes_its_op_in_place_through_an_update() {
    let mut module = parse();
    let t = find(&module, "fold.twice");
    let (x, tv) = (t.operand(module.ir(), 0), t.result(module.ir(), 0));
    let look = state(&module, "fold.look_through", vec![tv]);
    let ir = module.ir_mut();
    let op = Builder::new(ir, InsertPoint::Before(t)).build(look);
    // `fold.twice` comes after the new op: move it back before folding.
    ir.move_op(op, InsertPoint::After(t));
    assert_eq!(fold_op(ir, op), FoldResult::InPlace);
    assert_eq!(op.operand(ir, 0), x, "the operand now bypasses fold.twice");
    // Nothing left to look through: the hook declines.
    assert_eq!(fold_op(ir, op), FoldResult::Failed);
}
