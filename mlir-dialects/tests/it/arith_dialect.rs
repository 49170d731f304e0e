//! The `arith` ops through the Rust API: registration (names, traits,
//! interface models), typed accessors over parsed IR, typed builders whose
//! output prints as mlir-opt 22 prints the same ops (default-valued
//! attributes last, as `Option`s), the enum attributes the ops carry, and
//! the interface models on their own (cast compatibility, type inference,
//! result names, the flag interfaces). Verifier messages are covered by
//! the `--verify-diagnostics` files in `tests/mlir/arith_ops/` and
//! `tests/mlir/arith/`.

use std::sync::Arc;

use mlir_core::asm::parser::{ParseConfig, ParsedFile, parse_source};
use mlir_core::asm::printer::{PrintOptions, print_ir};
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{InferTypeInput, InferTypeOpInterfaceModel};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::definitions::op_type::{Dialect, OpType};
use mlir_core::ir::{Builder, InsertPoint, Op, WalkControl, WalkOrder};
use mlir_core::semantics::traits::OpTraits;
use mlir_core::{Context, Type, verify};
use mlir_dialects::arith::{
    self, AddFOp, AddIOp, AddUIExtendedOp, AndIOp, Arith, ArithFastMathInterface,
    ArithIntegerOverflowFlagsInterface, ArithRoundingModeInterface, BitcastOp, CmpFOp,
    CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, ExtFOp, ExtSIOp, FastMathFlags,
    IndexCastOp, IntegerOverflowFlags, MulIOp, MulSIExtendedOp, MulUIExtendedOp, NegFOp,
    RoundingMode, ScalingExtFOp, ScalingTruncFOp, SelectOp, ShRUIOp, SubIOp, TruncFOp, TruncIOp,
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
        "addi",
        "subi",
        "muli",
        "shli",
        "trunci",
        "addf",
        "subf",
        "mulf",
        "divf",
        "remf",
        "negf",
        "maximumf",
        "maxnumf",
        "minimumf",
        "minnumf",
        "extf",
        "truncf",
        "scaling_extf",
        "scaling_truncf",
        "cmpi",
        "cmpf",
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
    assert!(op("arith.bitcast").interface::<dyn CastOpInterfaceModel>(&ctx).is_some());
    assert!(op("arith.andi").interface::<dyn CastOpInterfaceModel>(&ctx).is_none());
    assert!(op("arith.select").interface::<dyn InferTypeOpInterfaceModel>(&ctx).is_some());
    // `addui_extended` cannot infer its carry's type.
    assert!(op("arith.addui_extended").interface::<dyn InferTypeOpInterfaceModel>(&ctx).is_none());
    assert!(op("arith.addui_extended").interface::<dyn OpAsmOpInterfaceModel>(&ctx).is_some());
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
    assert!(shifts[0].is_exact(ir));
    assert_eq!(shifts[0].is_exact_attr(ir), Some(ctx.unit_attr()));
    assert!(!shifts[1].is_exact(ir));
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
        // The result type is inferred from the value (`build_inferred`).
        let seven = ConstantOp::build_inferred(&mut b, loc, ctx.integer_attr_i64(i8t, 7)).unwrap();
        let seven = seven.result(&b);
        let and = AndIOp::build(&mut b, loc, i8t, a, seven).result(&b);
        let div = DivSIOp::build(&mut b, loc, i8t, and, a, true).result(&b);
        let wide = ExtSIOp::build(&mut b, loc, i32t, div).out(&b);
        let picked = SelectOp::build(&mut b, loc, i32t, c, wide, wide).result(&b);
        MulSIExtendedOp::build(&mut b, loc, i32t, i32t, picked, wide);
        BitcastOp::build(
            &mut b,
            loc,
            ctx.float_type(mlir_core::support::float::FloatKind::F32),
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
        ctx.lookup_registered_op(name).unwrap().interface::<dyn CastOpInterfaceModel>(&ctx).unwrap()
    };
    let (i8t, i32t, idx) = (ctx.integer_type(8), ctx.integer_type(32), ctx.index_type());
    let f32t = ctx.float_type(mlir_core::support::float::FloatKind::F32);
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
        if let Some(model) = op.interface::<dyn OpAsmOpInterfaceModel>(ir) {
            model.result_names(op, ir, &mut |_, name| names.push(name.to_owned()));
        }
    }
    assert_eq!(names, ["c42_i32", "c-1_i64", "true", "c7", "cst", "cst", "low", "high"]);

    let mul = all_ops(&file).into_iter().find_map(|op| MulUIExtendedOp::try_from_op(ir, op));
    let mul = mul.unwrap().as_op();
    let model = mul.interface::<dyn InferTypeOpInterfaceModel>(ir).unwrap();
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

#[test]
fn ops_with_enum_attributes_register_traits_interfaces_and_properties() {
    let ctx = context();
    let traits = |name: &str| ctx.lookup_registered_op(name).unwrap().traits(&ctx);
    let pure = OpTraits::ALWAYS_SPECULATABLE.union(OpTraits::NO_MEMORY_EFFECT);
    for name in ["arith.addi", "arith.muli", "arith.addf", "arith.mulf", "arith.maxnumf"] {
        assert!(traits(name).contains(OpTraits::COMMUTATIVE.union(pure)), "{name}");
    }
    for name in ["arith.subi", "arith.shli", "arith.subf", "arith.divf", "arith.remf"] {
        assert!(!traits(name).contains(OpTraits::COMMUTATIVE), "{name}");
    }
    assert!(traits("arith.negf").contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(!traits("arith.cmpf").contains(OpTraits::SAME_OPERANDS_AND_RESULT_TYPE));
    assert!(traits("arith.scaling_extf").contains(OpTraits::ELEMENTWISE.union(pure)));

    let op = |name: &str| ctx.lookup_registered_op(name).unwrap();
    for name in ["arith.trunci", "arith.extf", "arith.truncf", "arith.scaling_truncf"] {
        assert!(op(name).interface::<dyn CastOpInterfaceModel>(&ctx).is_some(), "{name}");
    }
    for name in ["arith.addi", "arith.shli", "arith.trunci"] {
        assert!(op(name).interface::<dyn ArithIntegerOverflowFlagsInterface>(&ctx).is_some());
    }
    for name in ["arith.negf", "arith.cmpf", "arith.extf", "arith.scaling_extf"] {
        assert!(op(name).interface::<dyn ArithFastMathInterface>(&ctx).is_some(), "{name}");
    }
    assert!(op("arith.cmpi").interface::<dyn ArithFastMathInterface>(&ctx).is_none());
    assert!(op("arith.truncf").interface::<dyn ArithRoundingModeInterface>(&ctx).is_some());
    assert!(op("arith.extf").interface::<dyn ArithRoundingModeInterface>(&ctx).is_none());
    assert!(op("arith.cmpi").interface::<dyn InferTypeOpInterfaceModel>(&ctx).is_some());
    assert!(op("arith.truncf").interface::<dyn InferTypeOpInterfaceModel>(&ctx).is_none());
    assert!(op("arith.muli").interface::<dyn OpAsmOpInterfaceModel>(&ctx).is_some());
    assert!(op("arith.addi").interface::<dyn OpAsmOpInterfaceModel>(&ctx).is_none());

    assert_eq!(AddIOp::DEF.property_names, ["overflowFlags"]);
    assert_eq!(TruncIOp::DEF.property_names, ["overflowFlags"]);
    assert_eq!(CmpFOp::DEF.property_names, ["predicate", "fastmath"]);
    assert_eq!(TruncFOp::DEF.property_names, ["roundingmode", "fastmath"]);
    assert_eq!(ScalingTruncFOp::DEF.property_names, ["roundingmode", "fastmath"]);
    assert_eq!(NegFOp::DEF.property_names, ["fastmath"]);
    // Default-valued properties have a default; optional ones do not.
    assert!(AddFOp::DEF.prop_defaults.first().is_some_and(|d| d.is_some()));
    assert!(!ExtFOp::DEF.prop_defaults.first().is_some_and(|d| d.is_some()));
}

#[test]
fn accessors_read_enum_attributes_and_materialized_defaults() {
    let file = parse(
        r#"
"x.f"() ({
^bb0(%a: i32, %x: f32, %d: f64, %v: vector<4xf32>, %s: vector<4xf8E8M0FNU>):
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.subi"(%0, %a) : (i32, i32) -> i32
  %2 = "arith.cmpi"(%1, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %3 = "arith.cmpf"(%x, %x) <{predicate = 0 : i64, fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> i1
  %4 = "arith.truncf"(%d) <{roundingmode = 2 : i32}> : (f64) -> f32
  %5 = "arith.extf"(%4) : (f32) -> f64
  %6 = "arith.scaling_truncf"(%v, %s) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf8E5M2>
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let ctx = ir.ctx();
    let ops = all_ops(&file);
    let find = |name: &str| ops.iter().copied().find(|op| op.name(ir).as_str(ctx) == name).unwrap();
    let entry = find("arith.addi").block(ir).unwrap();

    let add = AddIOp::try_from_op(ir, find("arith.addi")).unwrap();
    assert_eq!(add.overflow_flags(ir), IntegerOverflowFlags::NSW);
    assert_eq!(add.overflow_flags_attr(ir), IntegerOverflowFlags::NSW.attr(ctx));
    assert_eq!((add.lhs(ir), add.rhs(ir)), (entry.arg(ir, 0), entry.arg(ir, 0)));
    // Created without flags, the op carries the default.
    let sub = SubIOp::try_from_op(ir, find("arith.subi")).unwrap();
    assert_eq!(sub.overflow_flags(ir), IntegerOverflowFlags::NONE);
    assert_eq!(sub.lhs(ir), add.result(ir));
    let flags = |op: Op| op.interface::<dyn ArithIntegerOverflowFlagsInterface>(ir).unwrap();
    assert!(flags(add.as_op()).has_no_signed_wrap(ir, add.as_op()));
    assert!(!flags(add.as_op()).has_no_unsigned_wrap(ir, add.as_op()));
    assert_eq!(flags(sub.as_op()).overflow_flags(ir, sub.as_op()), IntegerOverflowFlags::NONE);

    let cmpi = CmpIOp::try_from_op(ir, find("arith.cmpi")).unwrap();
    assert_eq!(cmpi.predicate(ir), CmpIPredicate::Slt);
    assert_eq!(cmpi.lhs(ir), sub.result(ir));
    assert_eq!(cmpi.result(ir).ty(ir), ctx.integer_type(1));
    let cmpf = CmpFOp::try_from_op(ir, find("arith.cmpf")).unwrap();
    assert_eq!(cmpf.predicate(ir), CmpFPredicate::AlwaysFalse);
    let nnan_ninf = FastMathFlags::NNAN | FastMathFlags::NINF;
    assert_eq!(cmpf.fastmath(ir), nnan_ninf);
    let fastmath = |op: Op| op.interface::<dyn ArithFastMathInterface>(ir).unwrap();
    assert_eq!(fastmath(cmpf.as_op()).fastmath(ir, cmpf.as_op()), Some(nnan_ninf));

    let truncf = TruncFOp::try_from_op(ir, find("arith.truncf")).unwrap();
    let mode = truncf.roundingmode(ir);
    assert_eq!(mode, Some(RoundingMode::Upward));
    assert_eq!(truncf.fastmath(ir), None);
    let rounding = truncf.as_op().interface::<dyn ArithRoundingModeInterface>(ir).unwrap();
    assert_eq!(rounding.rounding_mode(ir, truncf.as_op()), Some(RoundingMode::Upward));
    // Optional flags stay absent.
    let extf = ExtFOp::try_from_op(ir, find("arith.extf")).unwrap();
    assert_eq!(extf.r#in(ir), truncf.out(ir));
    assert_eq!(extf.fastmath(ir), None);
    assert_eq!(fastmath(extf.as_op()).fastmath(ir, extf.as_op()), None);

    let scaled = ScalingTruncFOp::try_from_op(ir, find("arith.scaling_truncf")).unwrap();
    assert_eq!((scaled.r#in(ir), scaled.scale(ir)), (entry.arg(ir, 3), entry.arg(ir, 4)));
    assert_eq!(scaled.fastmath(ir), Some(FastMathFlags::FAST));
    assert_eq!(scaled.roundingmode(ir), None);
    assert!(ScalingExtFOp::try_from_op(ir, scaled.as_op()).is_none());
    assert_eq!(verify::verify(ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
}

#[test]
fn builders_take_default_valued_attributes_last() {
    let mut file = parse(
        "\"x.f\"() ({\n^bb0(%a: i32, %d: f64, %s: vector<4xf8E8M0FNU>, %v: vector<4xf32>):\n  \"x.end\"() : () -> ()\n}) : () -> ()",
    );
    let ctx = file.ir.ctx_arc().clone();
    let end = all_ops(&file).into_iter().find(|op| op.name(&file.ir).as_str(&ctx) == "x.end");
    let end = end.unwrap();
    let entry = end.block(&file.ir).unwrap();
    let args: Vec<_> = (0..4).map(|i| entry.arg(&file.ir, i)).collect();
    let (a, d, s, v) = (args[0], args[1], args[2], args[3]);
    let loc = ctx.unknown_loc();
    let float = |kind| ctx.float_type(kind);
    use mlir_core::support::float::FloatKind;
    let (i1, i8t, i32t) = (ctx.integer_type(1), ctx.integer_type(8), ctx.integer_type(32));
    {
        let mut b = Builder::new(&mut file.ir, InsertPoint::Before(end));
        // `None` takes the default `#arith.overflow<none>`.
        let sum = AddIOp::build(&mut b, loc, i32t, a, a, None).result(&b);
        let both = IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW;
        let product = MulIOp::build(&mut b, loc, i32t, sum, a, Some(both)).result(&b);
        CmpIOp::build(&mut b, loc, i1, CmpIPredicate::Ult, product, a);
        TruncIOp::build(&mut b, loc, i8t, product, None);
        let (mode, fast) = (Some(RoundingMode::Downward), Some(FastMathFlags::FAST));
        let half = TruncFOp::build(&mut b, loc, float(FloatKind::F16), d, mode, fast).out(&b);
        let single = ExtFOp::build(&mut b, loc, float(FloatKind::F32), half, None).out(&b);
        let negated = NegFOp::build(&mut b, loc, float(FloatKind::F32), single, None).result(&b);
        CmpFOp::build(&mut b, loc, i1, CmpFPredicate::Uno, negated, single, None);
        let fp4 = ctx.vector_type(&[4], float(FloatKind::F4E2M1FN));
        let small = ScalingTruncFOp::build(&mut b, loc, fp4, v, s, None, None).out(&b);
        let nnan = Some(FastMathFlags::NNAN);
        ScalingExtFOp::build(
            &mut b,
            loc,
            ctx.vector_type(&[4], float(FloatKind::F32)),
            small,
            s,
            nnan,
        );
    }
    assert_eq!(verify::verify(&file.ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    // mlir-opt-22 --mlir-print-op-generic on the same ops gives this text.
    assert_eq!(
        generic(&file),
        r#""builtin.module"() ({
  "x.f"() ({
  ^bb0(%arg0: i32, %arg1: f64, %arg2: vector<4xf8E8M0FNU>, %arg3: vector<4xf32>):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %2 = "arith.cmpi"(%1, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %3 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %4 = "arith.truncf"(%arg1) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f64) -> f16
    %5 = "arith.extf"(%4) : (f16) -> f32
    %6 = "arith.negf"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "arith.cmpf"(%6, %5) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %8 = "arith.scaling_truncf"(%arg3, %arg2) : (vector<4xf32>, vector<4xf8E8M0FNU>) -> vector<4xf4E2M1FN>
    %9 = "arith.scaling_extf"(%8, %arg2) <{fastmath = #arith.fastmath<nnan>}> : (vector<4xf4E2M1FN>, vector<4xf8E8M0FNU>) -> vector<4xf32>
    "x.end"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}

#[test]
fn width_changing_cast_models_follow_arith_rules() {
    let ctx = context();
    let op = |name: &str| {
        ctx.lookup_registered_op(name).unwrap().interface::<dyn CastOpInterfaceModel>(&ctx).unwrap()
    };
    use mlir_core::support::float::FloatKind;
    let (i8t, i32t) = (ctx.integer_type(8), ctx.integer_type(32));
    let (f16t, bf16t) = (ctx.float_type(FloatKind::F16), ctx.float_type(FloatKind::BF16));
    let (f32t, e8m0) = (ctx.float_type(FloatKind::F32), ctx.float_type(FloatKind::F8E8M0FNU));
    let compatible =
        |name: &str, from: Type, to: Type| op(name).are_cast_compatible(&ctx, &[from], &[to]);
    assert!(compatible("arith.trunci", i32t, i8t) && !compatible("arith.trunci", i8t, i32t));
    assert!(!compatible("arith.trunci", i32t, i32t) && !compatible("arith.trunci", f32t, f16t));
    assert!(compatible("arith.extf", f16t, f32t) && !compatible("arith.extf", f32t, f16t));
    // Two 16-bit floats: neither wider nor narrower.
    assert!(!compatible("arith.extf", f16t, bf16t) && !compatible("arith.truncf", bf16t, f16t));
    assert!(compatible("arith.truncf", f32t, bf16t));
    let v4 = |t| ctx.vector_type(&[4], t);
    assert!(compatible("arith.truncf", v4(f32t), v4(f16t)));
    assert!(!compatible("arith.truncf", v4(f32t), ctx.vector_type(&[2], f16t)));
    // The scaled casts compare the value (first operand) with the result
    // only, whatever the scale.
    let scaled =
        |name: &str, inputs: &[Type], to: Type| op(name).are_cast_compatible(&ctx, inputs, &[to]);
    assert!(scaled("arith.scaling_extf", &[f16t, e8m0], f32t));
    assert!(scaled("arith.scaling_extf", &[f16t, f32t], f32t));
    assert!(!scaled("arith.scaling_extf", &[f32t, e8m0], f16t));
    assert!(scaled("arith.scaling_truncf", &[v4(f32t), e8m0], v4(f16t)));
    assert!(!scaled("arith.scaling_truncf", &[], f16t));
}

#[test]
fn comparisons_infer_i1_shaped_like_the_operands() {
    let file = parse(
        r#"
"x.f"() ({
^bb0(%v: vector<[4]x2xf32>, %t: tensor<?x3xi32, "enc">, %u: tensor<*xf16>):
  %0 = "arith.cmpf"(%v, %v) <{predicate = 1 : i64}> : (vector<[4]x2xf32>, vector<[4]x2xf32>) -> vector<[4]x2xi1>
  %1 = "arith.cmpi"(%t, %t) <{predicate = 0 : i64}> : (tensor<?x3xi32, "enc">, tensor<?x3xi32, "enc">) -> tensor<?x3xi1, "enc">
  %2 = "arith.cmpf"(%u, %u) <{predicate = 1 : i64}> : (tensor<*xf16>, tensor<*xf16>) -> tensor<*xi1>
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    assert_eq!(verify::verify(ir, file.module()).map_err(|d| d[0].message.clone()), Ok(()));
    let compares: Vec<Op> = all_ops(&file)
        .into_iter()
        .filter(|&op| {
            CmpIOp::try_from_op(ir, op).is_some() || CmpFOp::try_from_op(ir, op).is_some()
        })
        .collect();
    assert_eq!(compares.len(), 3);
    for op in compares {
        let model = op.interface::<dyn InferTypeOpInterfaceModel>(ir).unwrap();
        let operand_types: Vec<Type> = op.operands(ir).map(|v| v.ty(ir)).collect();
        let input = InferTypeInput {
            loc: op.loc(ir),
            operand_types: &operand_types,
            attrs: op.attr_dict(ir),
            props: op.props(ir),
            regions: &[],
        };
        let inferred = model.infer_return_types(ir.ctx(), Some(ir), &input).map_err(|d| d.message);
        assert_eq!(inferred, Ok(vec![op.result(ir, 0).ty(ir)]));
    }
}

#[test]
fn products_of_a_constant_and_vscale_are_named_after_them() {
    let file = parse(
        r#"
"x.f"() ({
^bb0(%x: index, %y: i64):
  %0 = "arith.constant"() <{value = 4 : index}> : () -> index
  %1 = "vector.vscale"() : () -> index
  %2 = "arith.muli"(%0, %1) : (index, index) -> index
  %3 = "arith.muli"(%1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
  %4 = "arith.muli"(%x, %1) : (index, index) -> index
  %5 = "arith.constant"() <{value = -2 : i64}> : () -> i64
  %6 = "arith.muli"(%5, %y) : (i64, i64) -> i64
}) : () -> ()
"#,
    );
    let ir = &file.ir;
    let mut names = Vec::new();
    for op in all_ops(&file) {
        if let Some(mul) = MulIOp::try_from_op(ir, op) {
            let model = op.interface::<dyn OpAsmOpInterfaceModel>(ir).unwrap();
            let mut name = None;
            model.result_names(op, ir, &mut |value, n| {
                assert_eq!(value, mul.result(ir));
                name = Some(n.to_owned());
            });
            names.push(name);
        }
    }
    let expected = [Some("c4_vscale".to_owned()), Some("c4_vscale".to_owned()), None, None];
    assert_eq!(names, expected);
}
