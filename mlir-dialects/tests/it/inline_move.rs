//! Inlining a call whose callee is not kept (`would_be_cloned == false`)
//! moves the callee's blocks instead of copying them when the callee and
//! the call share a body: a test dialect's callable, `lam.fn`, is not
//! isolated from above, so its body uses a value of the function around
//! it. The ops keep their handles, the callee's region is left empty, and
//! nothing is left behind that still uses the outer value. When the
//! callee is kept, its body is copied and the outer value gains a use.

use mlir_core::definitions::interfaces::call::CallableOpInterface;
use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterfaceModel, DialectInlinerInterfaceRef, forward_terminator_operands,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrMapping, IrView, Op, Region, Value};
use mlir_core::semantics::constraints::{AnyRegion, AnyType, Variadic};
use mlir_core::semantics::traits::IsTerminator;
use mlir_core::transforms::inlining::inline_call;
use mlir_core::{Module, Type};
use mlir_derive::{dialect, op};

use crate::common::ops_named;

/// Holds a callable that sees the values around it.
#[dialect(name = "lam", ops = [FnOp, YieldOp])]
pub struct Lam;

/// A callable whose region is not isolated from above.
#[op(dialect = Lam, name = "fn", interfaces = [CallableOpInterface])]
pub struct FnOp {
    #[region]
    body: AnyRegion,
}

/// Ends a `lam.fn` with its results.
#[op(dialect = Lam, name = "yield", traits = [IsTerminator])]
pub struct YieldOp {
    #[operand]
    values: Variadic<AnyType>,
}

impl CallableOpInterface for FnOp {
    fn callable_region(&self, ir: &IrView) -> Option<Region> {
        Some(self.body(ir))
    }

    fn argument_types(&self, ir: &IrView) -> Vec<Type> {
        let entry = self.body(ir).first_block(ir);
        entry.map(|b| b.args(ir).map(|a| a.ty(ir)).collect()).unwrap_or_default()
    }

    /// The types its `lam.yield` returns.
    fn result_types(&self, ir: &IrView) -> Vec<Type> {
        let last = self.body(ir).first_block(ir).and_then(|b| b.last_op(ir));
        last.map(|t| t.operands(ir).map(|v| v.ty(ir)).collect()).unwrap_or_default()
    }
}

/// Everything of `lam` may be inlined; `lam.yield` gives its values.
struct LamInliner;

static LAM_INLINER: &dyn DialectInlinerInterfaceModel = &LamInliner;

impl DialectInlinerInterfaceModel for LamInliner {
    fn is_legal_to_inline_region(
        &self,
        _: &IrView,
        _: Region,
        _: Region,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }

    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        YieldOp::isa(ir, terminator) && forward_terminator_operands(ir, terminator, results)
    }
}

const INPUT: &str = r#"
func.func private @decl(i32) -> i32
func.func @caller(%x: i32) -> i32 {
  "lam.fn"() ({
  ^bb0(%a: i32):
    %s = arith.addi %a, %x : i32
    "lam.yield"(%s) : (i32) -> ()
  }) : () -> ()
  %f = constant @decl : (i32) -> i32
  %r = call_indirect %f(%x) : (i32) -> i32
  %m = arith.muli %r, %r : i32
  return %m : i32
}
"#;

fn module() -> Module {
    let mut registry = mlir_dialects::all_dialects();
    registry.insert::<Lam>();
    DialectInlinerInterfaceRef::attach(&mut registry, "lam", &LAM_INLINER);
    crate::common::module(&registry, INPUT)
}

/// Inlines the `call_indirect` with the body of the `lam.fn`, kept or not,
/// erasing the call; returns the `arith.addi` of the callee's body and
/// the caller's argument `%x`.
fn inline(module: &mut Module, would_be_cloned: bool) -> (Op, Value) {
    let ir = module.ir_mut();
    let callee = ops_named(ir, "lam.fn")[0];
    let call = ops_named(ir, "func.call_indirect")[0];
    let add = ops_named(ir, "arith.addi")[0];
    let x = add.operand(ir, 1);
    let region = FnOp::from_op_unchecked(callee).body(ir);
    inline_call(ir, call, callee, region, would_be_cloned, &mut |_, _| {})
        .unwrap_or_else(|e| panic!("not inlined: {e:?}"));
    ir.erase_op(call);
    (add, x)
}

#[test]
fn a_callee_not_kept_in_the_same_body_moves() {
    let mut m = module();
    let (add, x) = inline(&mut m, false);
    let ir = m.ir_mut();
    let callee = ops_named(ir, "lam.fn")[0];
    assert!(FnOp::from_op_unchecked(callee).body(ir).is_empty(ir), "the callee is emptied");
    // The very op moved: it now sits in the caller, before the product.
    let caller_add = ops_named(ir, "arith.addi");
    assert_eq!(caller_add, vec![add]);
    assert_eq!(
        add.parent_op(ir).map(|p| p.name(ir).as_str(ir.ctx()).to_owned()).as_deref(),
        Some("func.func")
    );
    assert_eq!(add.operand(ir, 0), x, "the entry argument is replaced by the call's operand");
    assert_eq!(x.uses(ir).count(), 2, "the moved sum's two operands, and nothing left behind");
    ir.erase_op(callee);
    m.verify().unwrap_or_else(|d| panic!("{}", d.first_message()));
}

#[test]
fn a_callee_kept_is_copied() {
    let mut m = module();
    let (add, x) = inline(&mut m, true);
    let ir = m.ir_mut();
    let callee = ops_named(ir, "lam.fn")[0];
    assert!(!FnOp::from_op_unchecked(callee).body(ir).is_empty(ir), "the callee keeps its body");
    let adds = ops_named(ir, "arith.addi");
    assert_eq!(adds.len(), 2);
    assert!(adds.contains(&add), "the original stays in the callee");
    assert_eq!(x.uses(ir).count(), 3, "the original's use, and the copy's two");
    m.verify().unwrap_or_else(|d| panic!("{}", d.first_message()));
}
