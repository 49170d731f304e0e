//! The `math` dialect through its Rust API: registration (its dependence
//! on `arith`, the traits and interfaces of its ops), typed accessors of
//! parsed ops, and their fast-math flags through `arith`'s interface.
//! Folding and the printed forms are checked against mlir-opt-22 by the
//! differential corpus (`tests/differential/Dialect/Math/`).

use mlir_core::definitions::interfaces::infer_type::InferTypeOpInterfaceModel;
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::semantics::traits::{OpNameConst, OpTraits};
use mlir_core::{Context, DialectRegistry};
use mlir_dialects::arith::{ArithFastMathInterface, FastMathFlags};
use mlir_dialects::math::{self, IsNaNOp, Math, SincosOp, SqrtOp};

use super::common::{module, ops_named};

#[test]
fn registration_brings_arith_and_the_traits() {
    let ctx = Context::new();
    math::register(&ctx);
    assert_eq!(Math::NAMESPACE, "math");
    assert_eq!([SqrtOp::NAME, SincosOp::NAME], ["math.sqrt", "math.sincos"]);
    // Folded constants are `arith.constant`s: `arith` comes along.
    assert!(ctx.lookup_registered_op("arith.constant").is_some());
    let op = |name: &str| ctx.lookup_registered_op(name).expect(name);
    let pure = OpTraits::NO_MEMORY_EFFECT.union(OpTraits::ALWAYS_SPECULATABLE);
    for name in ["math.sqrt", "math.ipowi", "math.isnan", "math.sincos", "math.fma"] {
        assert!(op(name).traits(&ctx).contains(pure.union(OpTraits::ELEMENTWISE)), "{name}");
    }
    assert!(op("math.powf").traits(&ctx).contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(!op("math.isinf").traits(&ctx).contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    for name in ["math.absf", "math.clampf", "math.fpowi", "math.isnormal", "math.sincos"] {
        assert!(op(name).interface::<dyn ArithFastMathInterface>(&ctx).is_some(), "{name}");
        assert!(op(name).interface::<dyn InferTypeOpInterfaceModel>(&ctx).is_some(), "{name}");
    }
    for name in ["math.absi", "math.ctlz", "math.ipowi"] {
        assert!(op(name).interface::<dyn ArithFastMathInterface>(&ctx).is_none(), "{name}");
    }
    assert!(op("math.sincos").interface::<dyn OpAsmOpInterfaceModel>(&ctx).is_some());
}

#[test]
fn accessors_and_flags_of_parsed_ops() {
    let mut registry = DialectRegistry::new();
    registry.insert::<Math>();
    let file = module(
        &registry,
        r#"
"x.f"() ({
^bb0(%x: f32, %v: vector<4xf16>):
  %0 = math.sqrt %x fastmath<nnan,afn> : f32
  %1 = math.isnan %v : vector<4xf16>
  %s, %c = math.sincos %x : f32
}) : () -> ()
"#,
    );
    let ir = file.ir();
    let ctx = ir.ctx();
    let sqrt = SqrtOp::try_from_op(ir, ops_named(ir, "math.sqrt")[0]).unwrap();
    assert_eq!(sqrt.fastmath(ir), FastMathFlags::NNAN | FastMathFlags::AFN);
    let registered = ctx.lookup_registered_op("math.sqrt").unwrap();
    let flags = registered.interface::<dyn ArithFastMathInterface>(ctx).unwrap();
    assert_eq!(flags.fastmath(ir, sqrt.as_op()), Some(FastMathFlags::NNAN | FastMathFlags::AFN));
    // Created without flags, the ops carry `none`.
    let isnan = IsNaNOp::try_from_op(ir, ops_named(ir, "math.isnan")[0]).unwrap();
    assert_eq!(isnan.fastmath(ir), FastMathFlags::NONE);
    let i1 = ctx.integer_type(1);
    assert_eq!(isnan.result(ir).ty(ir), ctx.vector_type(&[4], i1));
    let sincos = SincosOp::try_from_op(ir, ops_named(ir, "math.sincos")[0]).unwrap();
    let f32t = ctx.f32_type();
    assert_eq!((sincos.sin(ir).ty(ir), sincos.cos(ir).ty(ir)), (f32t, f32t));
}
