//! The `arith` ops without enum attributes through the Rust API:
//! registration (names, traits, interface models), typed accessors over
//! parsed IR, typed builders whose output prints as mlir-opt 22 prints the
//! same ops, and the interface models on their own (cast compatibility,
//! type inference, result names). Verifier messages are covered by the
//! `--verify-diagnostics` files in `tests/mlir/arith_ops/`.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::interfaces::cast::CastOpInterface;
use mlir_core::interfaces::infer_type::{InferTypeInput, InferTypeOpInterface};
use mlir_core::interfaces::op_asm::OpAsmOpInterface;
use mlir_core::ir::{Builder, InsertPoint, Op, WalkControl, WalkOrder};
use mlir_core::op_type::{Dialect, OpType};
use mlir_core::traits::OpTraits;
use mlir_core::{Context, Type, verify};
use mlir_dialects::arith::{
    self, AddUIExtendedOp, AndIOp, Arith, BitcastOp, ConstantOp, DivSIOp, ExtSIOp, IndexCastOp,
    MulSIExtendedOp, MulUIExtendedOp, SelectOp, ShRUIOp,
};

fn context() -> Arc<Context> {
    let ctx = Arc::new(Context::new());
    arith::register(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

fn parse(src: &str) -> ParsedFile {
    parse_source(context(), src, &ParseConfig::new("t.mlir"))
        .unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// Every op of the file, in pre-order.
fn all_ops(file: &ParsedFile) -> Vec<Op> {
    let mut ops = Vec::new();
    file.ir.walk_all(WalkOrder::PreOrder, |_, op| {
        ops.push(op);
        WalkControl::Advance
    });
    ops
}

fn generic(file: &ParsedFile) -> String {
    print_ir(&file.ir, &PrintOptions { generic: true, ..PrintOptions::new() })
}

#[test]
fn the_dialect_registers_its_ops_with_traits_and_interfaces() {
    let ctx = context();
    assert_eq!(Arith::NAMESPACE, "arith");
    assert!(ctx.is_dialect_registered("arith"));
    let names = [
        "divsi",
        "divui",
        "ceildivsi",
        "ceildivui",
        "floordivsi",
        "remsi",
        "remui",
        "andi",
        "ori",
        "xori",
        "maxsi",
        "maxui",
        "minsi",
        "minui",
        "shrsi",
        "shrui",
        "extsi",
        "extui",
        "fptosi",
        "fptoui",
        "sitofp",
        "uitofp",
        "index_cast",
        "index_castui",
        "bitcast",
        "select",
        "constant",
        "addui_extended",
        "mulsi_extended",
        "mului_extended",
    ];
    for name in names {
        assert!(ctx.lookup_registered_op(&format!("arith.{name}")).is_some(), "arith.{name}");
    }
    let traits = |name: &str| ctx.lookup_registered_op(name).unwrap().traits(&ctx);
    let mappable = OpTraits::ELEMENTWISE
        .union(OpTraits::SCALARIZABLE)
        .union(OpTraits::VECTORIZABLE)
        .union(OpTraits::TENSORIZABLE);
    let andi = traits("arith.andi");
    assert!(andi.contains(OpTraits::COMMUTATIVE.union(OpTraits::IDEMPOTENT).union(mappable)));
    assert!(andi.contains(OpTraits::ALWAYS_SPECULATABLE.union(OpTraits::NO_MEMORY_EFFECT)));
    assert!(!traits("arith.xori").contains(OpTraits::IDEMPOTENT));
    // The divisions may trap: no memory effect, but not speculatable.
    let divsi = traits("arith.divsi");
    assert!(divsi.contains(OpTraits::NO_MEMORY_EFFECT));
    assert!(!divsi.contains(OpTraits::ALWAYS_SPECULATABLE));
    assert!(traits("arith.constant").contains(OpTraits::CONSTANT_LIKE));
    assert!(!traits("arith.extsi").contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(traits("arith.mului_extended").contains(OpTraits::COMMUTATIVE.union(mappable)));

    let op = |name: &str| ctx.lookup_registered_op(name).unwrap();
    assert!(op("arith.bitcast").interface::<dyn CastOpInterface>(&ctx).is_some());
    assert!(op("arith.andi").interface::<dyn CastOpInterface>(&ctx).is_none());
    assert!(op("arith.select").interface::<dyn InferTypeOpInterface>(&ctx).is_some());
    // `addui_extended` cannot infer its carry's type.
    assert!(op("arith.addui_extended").interface::<dyn InferTypeOpInterface>(&ctx).is_none());
    assert!(op("arith.addui_extended").interface::<dyn OpAsmOpInterface>(&ctx).is_some());
    assert_eq!(DivSIOp::DEF.property_names, ["isExact"]);
    assert_eq!(ConstantOp::DEF.property_names, ["value"]);
    assert!(ExtSIOp::DEF.summary.starts_with("Sign-extends"));
}

#[test]
fn accessors_read_parsed_ops() {
    let file = parse(
        r#"
"x.f"() ({
^bb0(%a: i32, %c: vector<4xi1>, %v: vector<4xf32>, %w: vector<4xf32>, %m: memref<4xi32>):
  %0 = "arith.shrui"(%a, %a) <{isExact}> : (i32, i32) -> i32
  %1 = "arith.shrui"(%0, %a) : (i32, i32) -> i32
  %2 = "arith.select"(%c, %v, %w) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %4:2 = "arith.addui_extended"(%3, %a) : (i32, i32) -> (i32, i1)
  %5 = "arith.index_cast"(%m) : (memref<4xi32>) -> memref<4xindex>
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let ctx = ir.ctx();
    let ops = all_ops(&file);
    let shifts: Vec<ShRUIOp> = ops.iter().filter_map(|&op| ShRUIOp::try_from_op(ir, op)).collect();
    assert_eq!(shifts.len(), 2);
    assert_eq!(shifts[0].is_exact(ir), Some(ctx.unit_attr()));
    assert_eq!(shifts[1].is_exact(ir), None);
    assert_eq!(shifts[1].lhs(ir), shifts[0].result(ir));
    assert_eq!(shifts[1].rhs(ir).ty(ir), ctx.integer_type(32));

    let select = ops.iter().find_map(|&op| SelectOp::try_from_op(ir, op)).unwrap();
    let entry = select.as_op().block(ir).unwrap();
    assert_eq!(select.condition(ir), entry.arg(ir, 1));
    assert_eq!(select.true_value(ir), entry.arg(ir, 2));
    assert_eq!(select.false_value(ir), entry.arg(ir, 3));
    assert_eq!(select.result(ir).ty(ir), entry.arg(ir, 2).ty(ir));

    let constant = ops.iter().find_map(|&op| ConstantOp::try_from_op(ir, op)).unwrap();
    assert_eq!(constant.value(ir), ctx.integer_attr_i64(ctx.integer_type(32), 42));
    let add = ops.iter().find_map(|&op| AddUIExtendedOp::try_from_op(ir, op)).unwrap();
    assert_eq!(add.lhs(ir), constant.result(ir));
    assert_eq!(add.overflow(ir).ty(ir), ctx.integer_type(1));
    assert_eq!(add.sum(ir), add.as_op().result(ir, 0));
    let cast = ops.iter().find_map(|&op| IndexCastOp::try_from_op(ir, op)).unwrap();
    assert_eq!(cast.r#in(ir), entry.arg(ir, 4));
    assert_eq!(cast.out(ir), cast.as_op().result(ir, 0));
    assert!(BitcastOp::try_from_op(ir, cast.as_op()).is_none());
    assert_eq!(verify::verify(ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
}

#[test]
fn builders_create_ops_that_verify_and_print_as_mlir_opt_does() {
    let mut file =
        parse("\"x.f\"() ({\n^bb0(%a: i8, %c: i1):\n  \"x.end\"() : () -> ()\n}) : () -> ()");
    let ctx = file.ir.ctx_arc().clone();
    let end = all_ops(&file).into_iter().find(|op| op.name(&file.ir).as_str(&ctx) == "x.end");
    let end = end.unwrap();
    let entry = end.block(&file.ir).unwrap();
    let (a, c) = (entry.arg(&file.ir, 0), entry.arg(&file.ir, 1));
    let loc = ctx.unknown_loc();
    let (i8t, i32t) = (ctx.integer_type(8), ctx.integer_type(32));
    {
        let mut b = Builder::new(&mut file.ir, InsertPoint::Before(end));
        let seven = ConstantOp::build_typed(&mut b, loc, ctx.integer_attr_i64(i8t, 7));
        let seven = seven.result(&b);
        let and = AndIOp::build(&mut b, loc, i8t, a, seven).result(&b);
        let div = DivSIOp::build(&mut b, loc, i8t, and, a, Some(ctx.unit_attr())).result(&b);
        let wide = ExtSIOp::build(&mut b, loc, i32t, div).out(&b);
        let picked = SelectOp::build(&mut b, loc, i32t, c, wide, wide).result(&b);
        MulSIExtendedOp::build(&mut b, loc, i32t, i32t, picked, wide);
        BitcastOp::build(
            &mut b,
            loc,
            ctx.float_type(mlir_core::builtin::float::FloatKind::F32),
            picked,
        );
    }
    assert_eq!(verify::verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    // mlir-opt-22 --mlir-print-op-generic on the same ops gives this text.
    assert_eq!(
        generic(&file),
        r#""builtin.module"() ({
  "x.f"() ({
  ^bb0(%arg0: i8, %arg1: i1):
    %0 = "arith.constant"() <{value = 7 : i8}> : () -> i8
    %1 = "arith.andi"(%arg0, %0) : (i8, i8) -> i8
    %2 = "arith.divsi"(%1, %arg0) <{isExact}> : (i8, i8) -> i8
    %3 = "arith.extsi"(%2) : (i8) -> i32
    %4 = "arith.select"(%arg1, %3, %3) : (i1, i32, i32) -> i32
    %5:2 = "arith.mulsi_extended"(%4, %3) : (i32, i32) -> (i32, i32)
    %6 = "arith.bitcast"(%4) : (i32) -> f32
    "x.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

#[test]
fn cast_models_follow_arith_rules() {
    let ctx = context();
    let op = |name: &str| {
        ctx.lookup_registered_op(name).unwrap().interface::<dyn CastOpInterface>(&ctx).unwrap()
    };
    let (i8t, i32t, idx) = (ctx.integer_type(8), ctx.integer_type(32), ctx.index_type());
    let f32t = ctx.float_type(mlir_core::builtin::float::FloatKind::F32);
    let compatible =
        |name: &str, from: Type, to: Type| op(name).are_cast_compatible(&ctx, &[from], &[to]);
    assert!(compatible("arith.extsi", i8t, i32t));
    assert!(!compatible("arith.extsi", i32t, i8t));
    assert!(!compatible("arith.extui", i32t, i32t));
    assert!(compatible("arith.sitofp", i8t, f32t) && !compatible("arith.sitofp", f32t, i8t));
    assert!(compatible("arith.fptoui", f32t, i8t));
    assert!(compatible("arith.index_cast", idx, i8t) && compatible("arith.index_castui", i8t, idx));
    assert!(
        !compatible("arith.index_cast", i8t, i32t) && !compatible("arith.index_cast", idx, idx)
    );
    assert!(compatible("arith.bitcast", i32t, f32t) && !compatible("arith.bitcast", i8t, f32t));
    let v4 = ctx.vector_type(&[4], i8t);
    let v5 = ctx.vector_type(&[5], i32t);
    assert!(compatible("arith.extsi", v4, ctx.vector_type(&[4], i32t)));
    assert!(!compatible("arith.extsi", v4, v5));
    // One input and one output only.
    assert!(!op("arith.bitcast").are_cast_compatible(&ctx, &[i32t, i32t], &[f32t]));
}

#[test]
fn inference_and_result_names_follow_upstream() {
    let file = parse(
        r#"
"x.f"() ({
^bb0(%a: index):
  %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = -1 : i64}> : () -> i64
  %2 = "arith.constant"() <{value = true}> : () -> i1
  %3 = "arith.constant"() <{value = 7 : index}> : () -> index
  %4 = "arith.constant"() <{value = 1.5 : f32}> : () -> f32
  %5 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
  %6:2 = "arith.mului_extended"(%a, %a) : (index, index) -> (index, index)
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let ctx = ir.ctx();
    let mut names = Vec::new();
    for op in all_ops(&file) {
        if let Some(model) = op.interface::<dyn OpAsmOpInterface>(ir) {
            model.result_names(ir, op, &mut |_, name| names.push(name.to_owned()));
        }
    }
    assert_eq!(names, ["c42_i32", "c-1_i64", "true", "c7", "cst", "cst", "low", "high"]);

    let mul = all_ops(&file).into_iter().find_map(|op| MulUIExtendedOp::try_from_op(ir, op));
    let mul = mul.unwrap().as_op();
    let model = mul.interface::<dyn InferTypeOpInterface>(ir).unwrap();
    let operand_types: Vec<Type> = mul.operands(ir).map(|v| v.ty(ir)).collect();
    let input = InferTypeInput {
        loc: mul.loc(ir),
        operand_types: &operand_types,
        attrs: mul.attr_dict(ir),
        props: mul.props(ir),
        regions: &[],
    };
    let inferred = model.infer_return_types(ctx, Some(ir), &input).map_err(|d| d.message);
    assert_eq!(inferred, Ok(vec![ctx.index_type(), ctx.index_type()]));
}
